; ModuleID = 'e-global-race-040.cu'
source_filename = "e-global-race-040.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_bucket_lock_fastpath_race(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 !dbg !12 {
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
  br label %79, !dbg !31

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
  %38 = load float, ptr %15, align 4, !dbg !39
  %39 = fcmp contract oeq float %38, 0.000000e+00, !dbg !40
  br i1 %39, label %40, label %47, !dbg !39

40:                                               ; preds = %26
  %41 = load ptr, ptr %10, align 8, !dbg !41
  %42 = load i32, ptr %14, align 4, !dbg !42
  %43 = sext i32 %42 to i64, !dbg !41
  %44 = getelementptr inbounds i32, ptr %41, i64 %43, !dbg !41
  %45 = load i32, ptr %44, align 4, !dbg !43
  %46 = add nsw i32 %45, 1, !dbg !43
  store i32 %46, ptr %44, align 4, !dbg !43
  br label %79, !dbg !44

47:                                               ; preds = %26
  store i8 0, ptr %16, align 1, !dbg !45
  br label %48, !dbg !46

48:                                               ; preds = %78, %47
  %49 = load i8, ptr %16, align 1, !dbg !47
  %50 = trunc i8 %49 to i1, !dbg !47
  %51 = xor i1 %50, true, !dbg !48
  br i1 %51, label %52, label %79, !dbg !46

52:                                               ; preds = %48
  %53 = load ptr, ptr %9, align 8, !dbg !49
  %54 = load i32, ptr %14, align 4, !dbg !50
  %55 = sext i32 %54 to i64, !dbg !49
  %56 = getelementptr inbounds i32, ptr %53, i64 %55, !dbg !49
  %57 = call noundef i32 @_ZL9atomicCASPiii(ptr noundef %56, i32 noundef 0, i32 noundef 1) #4, !dbg !51
  %58 = icmp eq i32 %57, 0, !dbg !52
  br i1 %58, label %59, label %78, !dbg !51

59:                                               ; preds = %52
  call void @llvm.nvvm.membar.gl(), !dbg !53
  %60 = load ptr, ptr %10, align 8, !dbg !57
  %61 = load i32, ptr %14, align 4, !dbg !58
  %62 = sext i32 %61 to i64, !dbg !57
  %63 = getelementptr inbounds i32, ptr %60, i64 %62, !dbg !57
  %64 = load i32, ptr %63, align 4, !dbg !59
  %65 = add nsw i32 %64, 1, !dbg !59
  store i32 %65, ptr %63, align 4, !dbg !59
  %66 = load float, ptr %15, align 4, !dbg !60
  %67 = load ptr, ptr %11, align 8, !dbg !61
  %68 = load i32, ptr %14, align 4, !dbg !62
  %69 = sext i32 %68 to i64, !dbg !61
  %70 = getelementptr inbounds float, ptr %67, i64 %69, !dbg !61
  %71 = load float, ptr %70, align 4, !dbg !63
  %72 = fadd contract float %71, %66, !dbg !63
  store float %72, ptr %70, align 4, !dbg !63
  call void @llvm.nvvm.membar.gl(), !dbg !64
  %73 = load ptr, ptr %9, align 8, !dbg !66
  %74 = load i32, ptr %14, align 4, !dbg !67
  %75 = sext i32 %74 to i64, !dbg !66
  %76 = getelementptr inbounds i32, ptr %73, i64 %75, !dbg !66
  %77 = call noundef i32 @_ZL10atomicExchPii(ptr noundef %76, i32 noundef 0) #4, !dbg !68
  store i8 1, ptr %16, align 1, !dbg !69
  br label %78, !dbg !70

78:                                               ; preds = %59, %52
  br label %48, !dbg !46, !llvm.loop !71

79:                                               ; preds = %25, %40, %48
  ret void, !dbg !74
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicCASPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #1 !dbg !75 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  %10 = load ptr, ptr %7, align 8, !dbg !77
  %11 = load i32, ptr %8, align 4, !dbg !78
  %12 = load i32, ptr %9, align 4, !dbg !79
  store ptr %10, ptr %4, align 8
  store i32 %11, ptr %5, align 4
  store i32 %12, ptr %6, align 4
  %13 = load ptr, ptr %4, align 8, !dbg !80
  %14 = load i32, ptr %5, align 4, !dbg !83
  %15 = load i32, ptr %6, align 4, !dbg !84
  %16 = cmpxchg ptr %13, i32 %14, i32 %15 seq_cst seq_cst, align 4, !dbg !85
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !85
  ret i32 %17, !dbg !86
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL10atomicExchPii(ptr noundef %0, i32 noundef %1) #1 !dbg !87 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !88
  %8 = load i32, ptr %6, align 4, !dbg !89
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !90
  %10 = load i32, ptr %4, align 4, !dbg !93
  %11 = atomicrmw xchg ptr %9, i32 %10 seq_cst, align 4, !dbg !94
  ret i32 %11, !dbg !95
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
!7 = !DIFile(filename: "e-global-race-040.cu", directory: ".")
!8 = !{ptr @e_bucket_lock_fastpath_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_bucket_lock_fastpath_race", scope: !7, file: !7, line: 8, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
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
!39 = !DILocation(line: 15, column: 9, scope: !12)
!40 = !DILocation(line: 15, column: 11, scope: !12)
!41 = !DILocation(line: 16, column: 9, scope: !12)
!42 = !DILocation(line: 16, column: 15, scope: !12)
!43 = !DILocation(line: 16, column: 18, scope: !12)
!44 = !DILocation(line: 17, column: 9, scope: !12)
!45 = !DILocation(line: 19, column: 10, scope: !12)
!46 = !DILocation(line: 20, column: 5, scope: !12)
!47 = !DILocation(line: 20, column: 13, scope: !12)
!48 = !DILocation(line: 20, column: 12, scope: !12)
!49 = !DILocation(line: 21, column: 24, scope: !12)
!50 = !DILocation(line: 21, column: 30, scope: !12)
!51 = !DILocation(line: 21, column: 13, scope: !12)
!52 = !DILocation(line: 21, column: 40, scope: !12)
!53 = !DILocation(line: 528, column: 39, scope: !54, inlinedAt: !56)
!54 = distinct !DISubprogram(name: "__threadfence", scope: !55, file: !55, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!55 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!56 = distinct !DILocation(line: 22, column: 13, scope: !12)
!57 = !DILocation(line: 23, column: 13, scope: !12)
!58 = !DILocation(line: 23, column: 19, scope: !12)
!59 = !DILocation(line: 23, column: 22, scope: !12)
!60 = !DILocation(line: 24, column: 23, scope: !12)
!61 = !DILocation(line: 24, column: 13, scope: !12)
!62 = !DILocation(line: 24, column: 17, scope: !12)
!63 = !DILocation(line: 24, column: 20, scope: !12)
!64 = !DILocation(line: 528, column: 39, scope: !54, inlinedAt: !65)
!65 = distinct !DILocation(line: 25, column: 13, scope: !12)
!66 = !DILocation(line: 26, column: 25, scope: !12)
!67 = !DILocation(line: 26, column: 31, scope: !12)
!68 = !DILocation(line: 26, column: 13, scope: !12)
!69 = !DILocation(line: 27, column: 18, scope: !12)
!70 = !DILocation(line: 28, column: 9, scope: !12)
!71 = distinct !{!71, !46, !72, !73}
!72 = !DILocation(line: 29, column: 5, scope: !12)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocation(line: 30, column: 1, scope: !12)
!75 = distinct !DISubprogram(name: "atomicCAS", scope: !76, file: !76, line: 200, type: !13, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!76 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!77 = !DILocation(line: 202, column: 23, scope: !75)
!78 = !DILocation(line: 202, column: 32, scope: !75)
!79 = !DILocation(line: 202, column: 41, scope: !75)
!80 = !DILocation(line: 359, column: 32, scope: !81, inlinedAt: !82)
!81 = distinct !DISubprogram(name: "__iAtomicCAS", scope: !55, file: !55, line: 358, type: !13, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!82 = distinct !DILocation(line: 202, column: 10, scope: !75)
!83 = !DILocation(line: 359, column: 37, scope: !81, inlinedAt: !82)
!84 = !DILocation(line: 359, column: 44, scope: !81, inlinedAt: !82)
!85 = !DILocation(line: 359, column: 10, scope: !81, inlinedAt: !82)
!86 = !DILocation(line: 202, column: 3, scope: !75)
!87 = distinct !DISubprogram(name: "atomicExch", scope: !76, file: !76, line: 125, type: !13, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!88 = !DILocation(line: 127, column: 24, scope: !87)
!89 = !DILocation(line: 127, column: 33, scope: !87)
!90 = !DILocation(line: 368, column: 33, scope: !91, inlinedAt: !92)
!91 = distinct !DISubprogram(name: "__iAtomicExch", scope: !55, file: !55, line: 367, type: !13, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!92 = distinct !DILocation(line: 127, column: 10, scope: !87)
!93 = !DILocation(line: 368, column: 38, scope: !91, inlinedAt: !92)
!94 = !DILocation(line: 368, column: 10, scope: !91, inlinedAt: !92)
!95 = !DILocation(line: 127, column: 3, scope: !87)
