; ModuleID = 'e-global-race-039.cu'
source_filename = "e-global-race-039.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_bucket_lock_ok(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 !dbg !12 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca i8, align 1
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %19 = mul i32 %17, %18, !dbg !22
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %21 = add i32 %19, %20, !dbg !26
  store i32 %21, ptr %13, align 4, !dbg !27
  %22 = load i32, ptr %13, align 4, !dbg !28
  %23 = load i32, ptr %12, align 4, !dbg !29
  %24 = icmp sge i32 %22, %23, !dbg !30
  br i1 %24, label %25, label %26, !dbg !28

25:                                               ; preds = %6
  br label %69, !dbg !31

26:                                               ; preds = %6
  %27 = load ptr, ptr %7, align 8, !dbg !32
  %28 = load i32, ptr %13, align 4, !dbg !33
  %29 = sext i32 %28 to i64, !dbg !32
  %30 = getelementptr inbounds i32, ptr %27, i64 %29, !dbg !32
  %31 = load i32, ptr %30, align 4, !dbg !32
  %32 = and i32 %31, 1023, !dbg !34
  store i32 %32, ptr %14, align 4, !dbg !35
  %33 = load ptr, ptr %8, align 8, !dbg !36
  %34 = load i32, ptr %13, align 4, !dbg !37
  %35 = sext i32 %34 to i64, !dbg !36
  %36 = getelementptr inbounds float, ptr %33, i64 %35, !dbg !36
  %37 = load float, ptr %36, align 4, !dbg !36
  store float %37, ptr %15, align 4, !dbg !38
  store i8 0, ptr %16, align 1, !dbg !39
  br label %38, !dbg !40

38:                                               ; preds = %68, %26
  %39 = load i8, ptr %16, align 1, !dbg !41
  %40 = trunc i8 %39 to i1, !dbg !41
  %41 = xor i1 %40, true, !dbg !42
  br i1 %41, label %42, label %69, !dbg !40

42:                                               ; preds = %38
  %43 = load ptr, ptr %9, align 8, !dbg !43
  %44 = load i32, ptr %14, align 4, !dbg !44
  %45 = sext i32 %44 to i64, !dbg !43
  %46 = getelementptr inbounds i32, ptr %43, i64 %45, !dbg !43
  %47 = call noundef i32 @_ZL9atomicCASPiii(ptr noundef %46, i32 noundef 0, i32 noundef 1) #4, !dbg !45
  %48 = icmp eq i32 %47, 0, !dbg !46
  br i1 %48, label %49, label %68, !dbg !45

49:                                               ; preds = %42
  call void @llvm.nvvm.membar.gl(), !dbg !47
  %50 = load ptr, ptr %10, align 8, !dbg !51
  %51 = load i32, ptr %14, align 4, !dbg !52
  %52 = sext i32 %51 to i64, !dbg !51
  %53 = getelementptr inbounds i32, ptr %50, i64 %52, !dbg !51
  %54 = load i32, ptr %53, align 4, !dbg !53
  %55 = add nsw i32 %54, 1, !dbg !53
  store i32 %55, ptr %53, align 4, !dbg !53
  %56 = load float, ptr %15, align 4, !dbg !54
  %57 = load ptr, ptr %11, align 8, !dbg !55
  %58 = load i32, ptr %14, align 4, !dbg !56
  %59 = sext i32 %58 to i64, !dbg !55
  %60 = getelementptr inbounds float, ptr %57, i64 %59, !dbg !55
  %61 = load float, ptr %60, align 4, !dbg !57
  %62 = fadd contract float %61, %56, !dbg !57
  store float %62, ptr %60, align 4, !dbg !57
  call void @llvm.nvvm.membar.gl(), !dbg !58
  %63 = load ptr, ptr %9, align 8, !dbg !60
  %64 = load i32, ptr %14, align 4, !dbg !61
  %65 = sext i32 %64 to i64, !dbg !60
  %66 = getelementptr inbounds i32, ptr %63, i64 %65, !dbg !60
  %67 = call noundef i32 @_ZL10atomicExchPii(ptr noundef %66, i32 noundef 0) #4, !dbg !62
  store i8 1, ptr %16, align 1, !dbg !63
  br label %68, !dbg !64

68:                                               ; preds = %49, %42
  br label %38, !dbg !40, !llvm.loop !65

69:                                               ; preds = %25, %38
  ret void, !dbg !68
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicCASPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #1 !dbg !69 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  %10 = load ptr, ptr %7, align 8, !dbg !71
  %11 = load i32, ptr %8, align 4, !dbg !72
  %12 = load i32, ptr %9, align 4, !dbg !73
  store ptr %10, ptr %4, align 8
  store i32 %11, ptr %5, align 4
  store i32 %12, ptr %6, align 4
  %13 = load ptr, ptr %4, align 8, !dbg !74
  %14 = load i32, ptr %5, align 4, !dbg !77
  %15 = load i32, ptr %6, align 4, !dbg !78
  %16 = cmpxchg ptr %13, i32 %14, i32 %15 seq_cst seq_cst, align 4, !dbg !79
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !79
  ret i32 %17, !dbg !80
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL10atomicExchPii(ptr noundef %0, i32 noundef %1) #1 !dbg !81 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !82
  %8 = load i32, ptr %6, align 4, !dbg !83
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !84
  %10 = load i32, ptr %4, align 4, !dbg !87
  %11 = atomicrmw xchg ptr %9, i32 %10 seq_cst, align 4, !dbg !88
  ret i32 %11, !dbg !89
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8}
!llvm.ident = !{!9, !10}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "e-global-race-039.cu", directory: ".")
!8 = !{ptr @e_bucket_lock_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_bucket_lock_ok", scope: !7, file: !7, line: 8, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 11, column: 26, scope: !12)
!22 = !DILocation(line: 11, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 11, column: 39, scope: !12)
!26 = !DILocation(line: 11, column: 37, scope: !12)
!27 = !DILocation(line: 11, column: 9, scope: !12)
!28 = !DILocation(line: 12, column: 9, scope: !12)
!29 = !DILocation(line: 12, column: 14, scope: !12)
!30 = !DILocation(line: 12, column: 11, scope: !12)
!31 = !DILocation(line: 12, column: 17, scope: !12)
!32 = !DILocation(line: 13, column: 13, scope: !12)
!33 = !DILocation(line: 13, column: 18, scope: !12)
!34 = !DILocation(line: 13, column: 21, scope: !12)
!35 = !DILocation(line: 13, column: 9, scope: !12)
!36 = !DILocation(line: 14, column: 15, scope: !12)
!37 = !DILocation(line: 14, column: 20, scope: !12)
!38 = !DILocation(line: 14, column: 11, scope: !12)
!39 = !DILocation(line: 15, column: 10, scope: !12)
!40 = !DILocation(line: 16, column: 5, scope: !12)
!41 = !DILocation(line: 16, column: 13, scope: !12)
!42 = !DILocation(line: 16, column: 12, scope: !12)
!43 = !DILocation(line: 17, column: 24, scope: !12)
!44 = !DILocation(line: 17, column: 30, scope: !12)
!45 = !DILocation(line: 17, column: 13, scope: !12)
!46 = !DILocation(line: 17, column: 40, scope: !12)
!47 = !DILocation(line: 528, column: 39, scope: !48, inlinedAt: !50)
!48 = distinct !DISubprogram(name: "__threadfence", scope: !49, file: !49, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!49 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!50 = distinct !DILocation(line: 18, column: 13, scope: !12)
!51 = !DILocation(line: 19, column: 13, scope: !12)
!52 = !DILocation(line: 19, column: 19, scope: !12)
!53 = !DILocation(line: 19, column: 22, scope: !12)
!54 = !DILocation(line: 20, column: 23, scope: !12)
!55 = !DILocation(line: 20, column: 13, scope: !12)
!56 = !DILocation(line: 20, column: 17, scope: !12)
!57 = !DILocation(line: 20, column: 20, scope: !12)
!58 = !DILocation(line: 528, column: 39, scope: !48, inlinedAt: !59)
!59 = distinct !DILocation(line: 21, column: 13, scope: !12)
!60 = !DILocation(line: 22, column: 25, scope: !12)
!61 = !DILocation(line: 22, column: 31, scope: !12)
!62 = !DILocation(line: 22, column: 13, scope: !12)
!63 = !DILocation(line: 23, column: 18, scope: !12)
!64 = !DILocation(line: 24, column: 9, scope: !12)
!65 = distinct !{!65, !40, !66, !67}
!66 = !DILocation(line: 25, column: 5, scope: !12)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 26, column: 1, scope: !12)
!69 = distinct !DISubprogram(name: "atomicCAS", scope: !70, file: !70, line: 200, type: !13, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!70 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!71 = !DILocation(line: 202, column: 23, scope: !69)
!72 = !DILocation(line: 202, column: 32, scope: !69)
!73 = !DILocation(line: 202, column: 41, scope: !69)
!74 = !DILocation(line: 359, column: 32, scope: !75, inlinedAt: !76)
!75 = distinct !DISubprogram(name: "__iAtomicCAS", scope: !49, file: !49, line: 358, type: !13, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!76 = distinct !DILocation(line: 202, column: 10, scope: !69)
!77 = !DILocation(line: 359, column: 37, scope: !75, inlinedAt: !76)
!78 = !DILocation(line: 359, column: 44, scope: !75, inlinedAt: !76)
!79 = !DILocation(line: 359, column: 10, scope: !75, inlinedAt: !76)
!80 = !DILocation(line: 202, column: 3, scope: !69)
!81 = distinct !DISubprogram(name: "atomicExch", scope: !70, file: !70, line: 125, type: !13, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!82 = !DILocation(line: 127, column: 24, scope: !81)
!83 = !DILocation(line: 127, column: 33, scope: !81)
!84 = !DILocation(line: 368, column: 33, scope: !85, inlinedAt: !86)
!85 = distinct !DISubprogram(name: "__iAtomicExch", scope: !49, file: !49, line: 367, type: !13, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!86 = distinct !DILocation(line: 127, column: 10, scope: !81)
!87 = !DILocation(line: 368, column: 38, scope: !85, inlinedAt: !86)
!88 = !DILocation(line: 368, column: 10, scope: !85, inlinedAt: !86)
!89 = !DILocation(line: 127, column: 3, scope: !81)
