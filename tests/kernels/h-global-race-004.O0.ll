; ModuleID = 'h-global-race-004.cu'
source_filename = "h-global-race-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_sssp_sweep_jacobi(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, ptr noundef %6) #0 !dbg !12 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  store ptr %6, ptr %14, align 8
  %20 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %21 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %22 = mul i32 %20, %21, !dbg !22
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %24 = add i32 %22, %23, !dbg !26
  store i32 %24, ptr %15, align 4, !dbg !27
  %25 = load i32, ptr %15, align 4, !dbg !28
  %26 = load i32, ptr %13, align 4, !dbg !29
  %27 = icmp sge i32 %25, %26, !dbg !30
  br i1 %27, label %28, label %29, !dbg !28

28:                                               ; preds = %7
  br label %81, !dbg !31

29:                                               ; preds = %7
  %30 = load ptr, ptr %11, align 8, !dbg !32
  %31 = load i32, ptr %15, align 4, !dbg !33
  %32 = sext i32 %31 to i64, !dbg !32
  %33 = getelementptr inbounds i32, ptr %30, i64 %32, !dbg !32
  %34 = load i32, ptr %33, align 4, !dbg !32
  store i32 %34, ptr %16, align 4, !dbg !34
  %35 = load i32, ptr %16, align 4, !dbg !35
  %36 = icmp sge i32 %35, 1073741823, !dbg !36
  br i1 %36, label %37, label %38, !dbg !35

37:                                               ; preds = %29
  br label %81, !dbg !37

38:                                               ; preds = %29
  %39 = load ptr, ptr %8, align 8, !dbg !38
  %40 = load i32, ptr %15, align 4, !dbg !39
  %41 = sext i32 %40 to i64, !dbg !38
  %42 = getelementptr inbounds i32, ptr %39, i64 %41, !dbg !38
  %43 = load i32, ptr %42, align 4, !dbg !38
  store i32 %43, ptr %17, align 4, !dbg !40
  br label %44, !dbg !41

44:                                               ; preds = %78, %38
  %45 = load i32, ptr %17, align 4, !dbg !42
  %46 = load ptr, ptr %8, align 8, !dbg !43
  %47 = load i32, ptr %15, align 4, !dbg !44
  %48 = add nsw i32 %47, 1, !dbg !45
  %49 = sext i32 %48 to i64, !dbg !43
  %50 = getelementptr inbounds i32, ptr %46, i64 %49, !dbg !43
  %51 = load i32, ptr %50, align 4, !dbg !43
  %52 = icmp slt i32 %45, %51, !dbg !46
  br i1 %52, label %53, label %81, !dbg !47

53:                                               ; preds = %44
  %54 = load ptr, ptr %9, align 8, !dbg !48
  %55 = load i32, ptr %17, align 4, !dbg !49
  %56 = sext i32 %55 to i64, !dbg !48
  %57 = getelementptr inbounds i32, ptr %54, i64 %56, !dbg !48
  %58 = load i32, ptr %57, align 4, !dbg !48
  store i32 %58, ptr %18, align 4, !dbg !50
  %59 = load i32, ptr %16, align 4, !dbg !51
  %60 = load ptr, ptr %10, align 8, !dbg !52
  %61 = load i32, ptr %17, align 4, !dbg !53
  %62 = sext i32 %61 to i64, !dbg !52
  %63 = getelementptr inbounds i32, ptr %60, i64 %62, !dbg !52
  %64 = load i32, ptr %63, align 4, !dbg !52
  %65 = add nsw i32 %59, %64, !dbg !54
  store i32 %65, ptr %19, align 4, !dbg !55
  %66 = load ptr, ptr %12, align 8, !dbg !56
  %67 = load i32, ptr %18, align 4, !dbg !57
  %68 = sext i32 %67 to i64, !dbg !56
  %69 = getelementptr inbounds i32, ptr %66, i64 %68, !dbg !56
  %70 = load i32, ptr %19, align 4, !dbg !58
  %71 = call noundef i32 @_ZL9atomicMinPii(ptr noundef %69, i32 noundef %70) #3, !dbg !59
  %72 = load i32, ptr %19, align 4, !dbg !60
  %73 = icmp sgt i32 %71, %72, !dbg !61
  br i1 %73, label %74, label %77, !dbg !59

74:                                               ; preds = %53
  %75 = load ptr, ptr %14, align 8, !dbg !62
  %76 = call noundef i32 @_ZL10atomicExchPii(ptr noundef %75, i32 noundef 1) #3, !dbg !63
  br label %77, !dbg !63

77:                                               ; preds = %74, %53
  br label %78, !dbg !64

78:                                               ; preds = %77
  %79 = load i32, ptr %17, align 4, !dbg !65
  %80 = add nsw i32 %79, 1, !dbg !65
  store i32 %80, ptr %17, align 4, !dbg !65
  br label %44, !dbg !47, !llvm.loop !66

81:                                               ; preds = %28, %37, %44
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
!7 = !DIFile(filename: "h-global-race-004.cu", directory: ".")
!8 = !{ptr @h_sssp_sweep_jacobi, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_sssp_sweep_jacobi", scope: !7, file: !7, line: 9, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 12, column: 26, scope: !12)
!22 = !DILocation(line: 12, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 12, column: 39, scope: !12)
!26 = !DILocation(line: 12, column: 37, scope: !12)
!27 = !DILocation(line: 12, column: 9, scope: !12)
!28 = !DILocation(line: 13, column: 9, scope: !12)
!29 = !DILocation(line: 13, column: 14, scope: !12)
!30 = !DILocation(line: 13, column: 11, scope: !12)
!31 = !DILocation(line: 14, column: 9, scope: !12)
!32 = !DILocation(line: 15, column: 14, scope: !12)
!33 = !DILocation(line: 15, column: 22, scope: !12)
!34 = !DILocation(line: 15, column: 9, scope: !12)
!35 = !DILocation(line: 16, column: 9, scope: !12)
!36 = !DILocation(line: 16, column: 12, scope: !12)
!37 = !DILocation(line: 17, column: 9, scope: !12)
!38 = !DILocation(line: 18, column: 18, scope: !12)
!39 = !DILocation(line: 18, column: 26, scope: !12)
!40 = !DILocation(line: 18, column: 14, scope: !12)
!41 = !DILocation(line: 18, column: 10, scope: !12)
!42 = !DILocation(line: 18, column: 30, scope: !12)
!43 = !DILocation(line: 18, column: 34, scope: !12)
!44 = !DILocation(line: 18, column: 42, scope: !12)
!45 = !DILocation(line: 18, column: 44, scope: !12)
!46 = !DILocation(line: 18, column: 32, scope: !12)
!47 = !DILocation(line: 18, column: 5, scope: !12)
!48 = !DILocation(line: 19, column: 17, scope: !12)
!49 = !DILocation(line: 19, column: 25, scope: !12)
!50 = !DILocation(line: 19, column: 13, scope: !12)
!51 = !DILocation(line: 20, column: 18, scope: !12)
!52 = !DILocation(line: 20, column: 23, scope: !12)
!53 = !DILocation(line: 20, column: 25, scope: !12)
!54 = !DILocation(line: 20, column: 21, scope: !12)
!55 = !DILocation(line: 20, column: 13, scope: !12)
!56 = !DILocation(line: 21, column: 24, scope: !12)
!57 = !DILocation(line: 21, column: 33, scope: !12)
!58 = !DILocation(line: 21, column: 37, scope: !12)
!59 = !DILocation(line: 21, column: 13, scope: !12)
!60 = !DILocation(line: 21, column: 43, scope: !12)
!61 = !DILocation(line: 21, column: 41, scope: !12)
!62 = !DILocation(line: 22, column: 24, scope: !12)
!63 = !DILocation(line: 22, column: 13, scope: !12)
!64 = !DILocation(line: 23, column: 5, scope: !12)
!65 = !DILocation(line: 18, column: 50, scope: !12)
!66 = distinct !{!66, !47, !64, !67}
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 24, column: 1, scope: !12)
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
