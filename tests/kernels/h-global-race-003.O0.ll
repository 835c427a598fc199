; ModuleID = 'h-global-race-003.cu'
source_filename = "h-global-race-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_sssp_sweep_inplace(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5) #0 !dbg !12 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  store ptr %5, ptr %12, align 8
  %18 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %19 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %20 = mul i32 %18, %19, !dbg !22
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %22 = add i32 %20, %21, !dbg !26
  store i32 %22, ptr %13, align 4, !dbg !27
  %23 = load i32, ptr %13, align 4, !dbg !28
  %24 = load i32, ptr %11, align 4, !dbg !29
  %25 = icmp sge i32 %23, %24, !dbg !30
  br i1 %25, label %26, label %27, !dbg !28

26:                                               ; preds = %6
  br label %79, !dbg !31

27:                                               ; preds = %6
  %28 = load ptr, ptr %10, align 8, !dbg !32
  %29 = load i32, ptr %13, align 4, !dbg !33
  %30 = sext i32 %29 to i64, !dbg !32
  %31 = getelementptr inbounds i32, ptr %28, i64 %30, !dbg !32
  %32 = load i32, ptr %31, align 4, !dbg !32
  store i32 %32, ptr %14, align 4, !dbg !34
  %33 = load i32, ptr %14, align 4, !dbg !35
  %34 = icmp sge i32 %33, 1073741823, !dbg !36
  br i1 %34, label %35, label %36, !dbg !35

35:                                               ; preds = %27
  br label %79, !dbg !37

36:                                               ; preds = %27
  %37 = load ptr, ptr %7, align 8, !dbg !38
  %38 = load i32, ptr %13, align 4, !dbg !39
  %39 = sext i32 %38 to i64, !dbg !38
  %40 = getelementptr inbounds i32, ptr %37, i64 %39, !dbg !38
  %41 = load i32, ptr %40, align 4, !dbg !38
  store i32 %41, ptr %15, align 4, !dbg !40
  br label %42, !dbg !41

42:                                               ; preds = %76, %36
  %43 = load i32, ptr %15, align 4, !dbg !42
  %44 = load ptr, ptr %7, align 8, !dbg !43
  %45 = load i32, ptr %13, align 4, !dbg !44
  %46 = add nsw i32 %45, 1, !dbg !45
  %47 = sext i32 %46 to i64, !dbg !43
  %48 = getelementptr inbounds i32, ptr %44, i64 %47, !dbg !43
  %49 = load i32, ptr %48, align 4, !dbg !43
  %50 = icmp slt i32 %43, %49, !dbg !46
  br i1 %50, label %51, label %79, !dbg !47

51:                                               ; preds = %42
  %52 = load ptr, ptr %8, align 8, !dbg !48
  %53 = load i32, ptr %15, align 4, !dbg !49
  %54 = sext i32 %53 to i64, !dbg !48
  %55 = getelementptr inbounds i32, ptr %52, i64 %54, !dbg !48
  %56 = load i32, ptr %55, align 4, !dbg !48
  store i32 %56, ptr %16, align 4, !dbg !50
  %57 = load i32, ptr %14, align 4, !dbg !51
  %58 = load ptr, ptr %9, align 8, !dbg !52
  %59 = load i32, ptr %15, align 4, !dbg !53
  %60 = sext i32 %59 to i64, !dbg !52
  %61 = getelementptr inbounds i32, ptr %58, i64 %60, !dbg !52
  %62 = load i32, ptr %61, align 4, !dbg !52
  %63 = add nsw i32 %57, %62, !dbg !54
  store i32 %63, ptr %17, align 4, !dbg !55
  %64 = load ptr, ptr %10, align 8, !dbg !56
  %65 = load i32, ptr %16, align 4, !dbg !57
  %66 = sext i32 %65 to i64, !dbg !56
  %67 = getelementptr inbounds i32, ptr %64, i64 %66, !dbg !56
  %68 = load i32, ptr %17, align 4, !dbg !58
  %69 = call noundef i32 @_ZL9atomicMinPii(ptr noundef %67, i32 noundef %68) #3, !dbg !59
  %70 = load i32, ptr %17, align 4, !dbg !60
  %71 = icmp sgt i32 %69, %70, !dbg !61
  br i1 %71, label %72, label %75, !dbg !59

72:                                               ; preds = %51
  %73 = load ptr, ptr %12, align 8, !dbg !62
  %74 = call noundef i32 @_ZL10atomicExchPii(ptr noundef %73, i32 noundef 1) #3, !dbg !63
  br label %75, !dbg !63

75:                                               ; preds = %72, %51
  br label %76, !dbg !64

76:                                               ; preds = %75
  %77 = load i32, ptr %15, align 4, !dbg !65
  %78 = add nsw i32 %77, 1, !dbg !65
  store i32 %78, ptr %15, align 4, !dbg !65
  br label %42, !dbg !47, !llvm.loop !66

79:                                               ; preds = %26, %35, %42
  ret void, !dbg !68
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicMinPii(ptr noundef %0, i32 noundef %1) #1 !dbg !69 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !71
  %8 = load i32, ptr %6, align 4, !dbg !72
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !73
  %10 = load i32, ptr %4, align 4, !dbg !77
  %11 = atomicrmw min ptr %9, i32 %10 seq_cst, align 4, !dbg !78
  ret i32 %11, !dbg !79
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL10atomicExchPii(ptr noundef %0, i32 noundef %1) #1 !dbg !80 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !81
  %8 = load i32, ptr %6, align 4, !dbg !82
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !83
  %10 = load i32, ptr %4, align 4, !dbg !86
  %11 = atomicrmw xchg ptr %9, i32 %10 seq_cst, align 4, !dbg !87
  ret i32 %11, !dbg !88
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

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
!7 = !DIFile(filename: "h-global-race-003.cu", directory: ".")
!8 = !{ptr @h_sssp_sweep_inplace, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_sssp_sweep_inplace", scope: !7, file: !7, line: 14, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 17, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 17, column: 26, scope: !12)
!22 = !DILocation(line: 17, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 17, column: 39, scope: !12)
!26 = !DILocation(line: 17, column: 37, scope: !12)
!27 = !DILocation(line: 17, column: 9, scope: !12)
!28 = !DILocation(line: 18, column: 9, scope: !12)
!29 = !DILocation(line: 18, column: 14, scope: !12)
!30 = !DILocation(line: 18, column: 11, scope: !12)
!31 = !DILocation(line: 19, column: 9, scope: !12)
!32 = !DILocation(line: 20, column: 14, scope: !12)
!33 = !DILocation(line: 20, column: 19, scope: !12)
!34 = !DILocation(line: 20, column: 9, scope: !12)
!35 = !DILocation(line: 21, column: 9, scope: !12)
!36 = !DILocation(line: 21, column: 12, scope: !12)
!37 = !DILocation(line: 22, column: 9, scope: !12)
!38 = !DILocation(line: 23, column: 18, scope: !12)
!39 = !DILocation(line: 23, column: 26, scope: !12)
!40 = !DILocation(line: 23, column: 14, scope: !12)
!41 = !DILocation(line: 23, column: 10, scope: !12)
!42 = !DILocation(line: 23, column: 30, scope: !12)
!43 = !DILocation(line: 23, column: 34, scope: !12)
!44 = !DILocation(line: 23, column: 42, scope: !12)
!45 = !DILocation(line: 23, column: 44, scope: !12)
!46 = !DILocation(line: 23, column: 32, scope: !12)
!47 = !DILocation(line: 23, column: 5, scope: !12)
!48 = !DILocation(line: 24, column: 17, scope: !12)
!49 = !DILocation(line: 24, column: 25, scope: !12)
!50 = !DILocation(line: 24, column: 13, scope: !12)
!51 = !DILocation(line: 25, column: 18, scope: !12)
!52 = !DILocation(line: 25, column: 23, scope: !12)
!53 = !DILocation(line: 25, column: 25, scope: !12)
!54 = !DILocation(line: 25, column: 21, scope: !12)
!55 = !DILocation(line: 25, column: 13, scope: !12)
!56 = !DILocation(line: 26, column: 24, scope: !12)
!57 = !DILocation(line: 26, column: 29, scope: !12)
!58 = !DILocation(line: 26, column: 33, scope: !12)
!59 = !DILocation(line: 26, column: 13, scope: !12)
!60 = !DILocation(line: 26, column: 39, scope: !12)
!61 = !DILocation(line: 26, column: 37, scope: !12)
!62 = !DILocation(line: 27, column: 24, scope: !12)
!63 = !DILocation(line: 27, column: 13, scope: !12)
!64 = !DILocation(line: 28, column: 5, scope: !12)
!65 = !DILocation(line: 23, column: 50, scope: !12)
!66 = distinct !{!66, !47, !64, !67}
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 29, column: 1, scope: !12)
!69 = distinct !DISubprogram(name: "atomicMin", scope: !70, file: !70, line: 140, type: !13, scopeLine: 141, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!70 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!71 = !DILocation(line: 142, column: 23, scope: !69)
!72 = !DILocation(line: 142, column: 32, scope: !69)
!73 = !DILocation(line: 386, column: 32, scope: !74, inlinedAt: !76)
!74 = distinct !DISubprogram(name: "__iAtomicMin", scope: !75, file: !75, line: 385, type: !13, scopeLine: 385, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!75 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!76 = distinct !DILocation(line: 142, column: 10, scope: !69)
!77 = !DILocation(line: 386, column: 37, scope: !74, inlinedAt: !76)
!78 = !DILocation(line: 386, column: 10, scope: !74, inlinedAt: !76)
!79 = !DILocation(line: 142, column: 3, scope: !69)
!80 = distinct !DISubprogram(name: "atomicExch", scope: !70, file: !70, line: 125, type: !13, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!81 = !DILocation(line: 127, column: 24, scope: !80)
!82 = !DILocation(line: 127, column: 33, scope: !80)
!83 = !DILocation(line: 368, column: 33, scope: !84, inlinedAt: !85)
!84 = distinct !DISubprogram(name: "__iAtomicExch", scope: !75, file: !75, line: 367, type: !13, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!85 = distinct !DILocation(line: 127, column: 10, scope: !80)
!86 = !DILocation(line: 368, column: 38, scope: !84, inlinedAt: !85)
!87 = !DILocation(line: 368, column: 10, scope: !84, inlinedAt: !85)
!88 = !DILocation(line: 127, column: 3, scope: !80)
