; ModuleID = 'e-scoped-atomic-race-052.cu'
source_filename = "e-scoped-atomic-race-052.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_block_lock_ok(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i8, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  store i32 %13, ptr %9, align 4, !dbg !19
  %14 = load i32, ptr %9, align 4, !dbg !20
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %16 = mul i32 %14, %15, !dbg !24
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %18 = add i32 %16, %17, !dbg !28
  store i32 %18, ptr %10, align 4, !dbg !29
  %19 = load ptr, ptr %5, align 8, !dbg !30
  %20 = load i32, ptr %10, align 4, !dbg !31
  %21 = sext i32 %20 to i64, !dbg !30
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !30
  %23 = load float, ptr %22, align 4, !dbg !30
  store float %23, ptr %11, align 4, !dbg !32
  store i8 0, ptr %12, align 1, !dbg !33
  br label %24, !dbg !34

24:                                               ; preds = %60, %4
  %25 = load i8, ptr %12, align 1, !dbg !35
  %26 = trunc i8 %25 to i1, !dbg !35
  %27 = xor i1 %26, true, !dbg !36
  br i1 %27, label %28, label %61, !dbg !34

28:                                               ; preds = %24
  %29 = load ptr, ptr %6, align 8, !dbg !37
  %30 = load i32, ptr %9, align 4, !dbg !38
  %31 = sext i32 %30 to i64, !dbg !37
  %32 = getelementptr inbounds i32, ptr %29, i64 %31, !dbg !37
  %33 = call noundef i32 @_ZL15atomicCAS_blockPiii(ptr noundef %32, i32 noundef 0, i32 noundef 1) #5, !dbg !39
  %34 = icmp eq i32 %33, 0, !dbg !40
  br i1 %34, label %35, label %60, !dbg !39

35:                                               ; preds = %28
  call void @llvm.nvvm.membar.cta(), !dbg !41
  %36 = load float, ptr %11, align 4, !dbg !45
  %37 = load ptr, ptr %7, align 8, !dbg !46
  %38 = load i32, ptr %9, align 4, !dbg !47
  %39 = sext i32 %38 to i64, !dbg !46
  %40 = getelementptr inbounds float, ptr %37, i64 %39, !dbg !46
  %41 = load float, ptr %40, align 4, !dbg !46
  %42 = fcmp contract ogt float %36, %41, !dbg !48
  br i1 %42, label %43, label %54, !dbg !45

43:                                               ; preds = %35
  %44 = load float, ptr %11, align 4, !dbg !49
  %45 = load ptr, ptr %7, align 8, !dbg !50
  %46 = load i32, ptr %9, align 4, !dbg !51
  %47 = sext i32 %46 to i64, !dbg !50
  %48 = getelementptr inbounds float, ptr %45, i64 %47, !dbg !50
  store float %44, ptr %48, align 4, !dbg !52
  %49 = load i32, ptr %10, align 4, !dbg !53
  %50 = load ptr, ptr %8, align 8, !dbg !54
  %51 = load i32, ptr %9, align 4, !dbg !55
  %52 = sext i32 %51 to i64, !dbg !54
  %53 = getelementptr inbounds i32, ptr %50, i64 %52, !dbg !54
  store i32 %49, ptr %53, align 4, !dbg !56
  br label %54, !dbg !57

54:                                               ; preds = %43, %35
  call void @llvm.nvvm.membar.cta(), !dbg !58
  %55 = load ptr, ptr %6, align 8, !dbg !60
  %56 = load i32, ptr %9, align 4, !dbg !61
  %57 = sext i32 %56 to i64, !dbg !60
  %58 = getelementptr inbounds i32, ptr %55, i64 %57, !dbg !60
  %59 = call noundef i32 @_ZL16atomicExch_blockPii(ptr noundef %58, i32 noundef 0) #5, !dbg !62
  store i8 1, ptr %12, align 1, !dbg !63
  br label %60, !dbg !64

60:                                               ; preds = %54, %28
  br label %24, !dbg !34, !llvm.loop !65

61:                                               ; preds = %24
  ret void, !dbg !68
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL15atomicCAS_blockPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #1 !dbg !69 {
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
  %16 = call noundef i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr %13, i32 %14, i32 %15), !dbg !79
  ret i32 %16, !dbg !80
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL16atomicExch_blockPii(ptr noundef %0, i32 noundef %1) #1 !dbg !81 {
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
  %11 = call noundef i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr %9, i32 %10), !dbg !88
  ret i32 %11, !dbg !89
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr nocapture, i32, i32) #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #4

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr nocapture, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind memory(argmem: readwrite) }
attributes #4 = { nocallback nounwind }
attributes #5 = { convergent nounwind }

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
!7 = !DIFile(filename: "e-scoped-atomic-race-052.cu", directory: ".")
!8 = !{ptr @e_block_lock_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_block_lock_ok", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 13, scope: !12)
!19 = !DILocation(line: 10, column: 9, scope: !12)
!20 = !DILocation(line: 10, column: 29, scope: !12)
!21 = !DILocation(line: 79, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 10, column: 33, scope: !12)
!24 = !DILocation(line: 10, column: 31, scope: !12)
!25 = !DILocation(line: 53, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!27 = distinct !DILocation(line: 10, column: 46, scope: !12)
!28 = !DILocation(line: 10, column: 44, scope: !12)
!29 = !DILocation(line: 10, column: 25, scope: !12)
!30 = !DILocation(line: 11, column: 15, scope: !12)
!31 = !DILocation(line: 11, column: 18, scope: !12)
!32 = !DILocation(line: 11, column: 11, scope: !12)
!33 = !DILocation(line: 12, column: 10, scope: !12)
!34 = !DILocation(line: 13, column: 5, scope: !12)
!35 = !DILocation(line: 13, column: 13, scope: !12)
!36 = !DILocation(line: 13, column: 12, scope: !12)
!37 = !DILocation(line: 14, column: 30, scope: !12)
!38 = !DILocation(line: 14, column: 36, scope: !12)
!39 = !DILocation(line: 14, column: 13, scope: !12)
!40 = !DILocation(line: 14, column: 46, scope: !12)
!41 = !DILocation(line: 529, column: 45, scope: !42, inlinedAt: !44)
!42 = distinct !DISubprogram(name: "__threadfence_block", scope: !43, file: !43, line: 529, type: !13, scopeLine: 529, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!43 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!44 = distinct !DILocation(line: 15, column: 13, scope: !12)
!45 = !DILocation(line: 16, column: 17, scope: !12)
!46 = !DILocation(line: 16, column: 21, scope: !12)
!47 = !DILocation(line: 16, column: 31, scope: !12)
!48 = !DILocation(line: 16, column: 19, scope: !12)
!49 = !DILocation(line: 17, column: 32, scope: !12)
!50 = !DILocation(line: 17, column: 17, scope: !12)
!51 = !DILocation(line: 17, column: 27, scope: !12)
!52 = !DILocation(line: 17, column: 30, scope: !12)
!53 = !DILocation(line: 18, column: 32, scope: !12)
!54 = !DILocation(line: 18, column: 17, scope: !12)
!55 = !DILocation(line: 18, column: 27, scope: !12)
!56 = !DILocation(line: 18, column: 30, scope: !12)
!57 = !DILocation(line: 19, column: 13, scope: !12)
!58 = !DILocation(line: 529, column: 45, scope: !42, inlinedAt: !59)
!59 = distinct !DILocation(line: 20, column: 13, scope: !12)
!60 = !DILocation(line: 21, column: 31, scope: !12)
!61 = !DILocation(line: 21, column: 37, scope: !12)
!62 = !DILocation(line: 21, column: 13, scope: !12)
!63 = !DILocation(line: 22, column: 18, scope: !12)
!64 = !DILocation(line: 23, column: 9, scope: !12)
!65 = distinct !{!65, !34, !66, !67}
!66 = !DILocation(line: 24, column: 5, scope: !12)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 25, column: 1, scope: !12)
!69 = distinct !DISubprogram(name: "atomicCAS_block", scope: !70, file: !70, line: 550, type: !13, scopeLine: 551, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!70 = !DIFile(filename: "/usr/local/cuda/include/sm_60_atomic_functions.hpp", directory: "")
!71 = !DILocation(line: 552, column: 29, scope: !69)
!72 = !DILocation(line: 552, column: 38, scope: !69)
!73 = !DILocation(line: 552, column: 47, scope: !69)
!74 = !DILocation(line: 362, column: 36, scope: !75, inlinedAt: !76)
!75 = distinct !DISubprogram(name: "__iAtomicCAS_block", scope: !43, file: !43, line: 361, type: !13, scopeLine: 361, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!76 = distinct !DILocation(line: 552, column: 10, scope: !69)
!77 = !DILocation(line: 362, column: 41, scope: !75, inlinedAt: !76)
!78 = !DILocation(line: 362, column: 48, scope: !75, inlinedAt: !76)
!79 = !DILocation(line: 362, column: 10, scope: !75, inlinedAt: !76)
!80 = !DILocation(line: 552, column: 3, scope: !69)
!81 = distinct !DISubprogram(name: "atomicExch_block", scope: !70, file: !70, line: 382, type: !13, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!82 = !DILocation(line: 384, column: 30, scope: !81)
!83 = !DILocation(line: 384, column: 39, scope: !81)
!84 = !DILocation(line: 371, column: 37, scope: !85, inlinedAt: !86)
!85 = distinct !DISubprogram(name: "__iAtomicExch_block", scope: !43, file: !43, line: 370, type: !13, scopeLine: 370, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!86 = distinct !DILocation(line: 384, column: 10, scope: !81)
!87 = !DILocation(line: 371, column: 42, scope: !85, inlinedAt: !86)
!88 = !DILocation(line: 371, column: 10, scope: !85, inlinedAt: !86)
!89 = !DILocation(line: 384, column: 3, scope: !81)
