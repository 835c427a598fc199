; ModuleID = 'b-shared-race-020.cu'
source_filename = "b-shared-race-020.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ19b_stencil1d_boundedE1s = internal addrspace(3) global [260 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_stencil1d_bounded(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %13, ptr %7, align 4, !dbg !19
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %16 = mul i32 %14, %15, !dbg !26
  %17 = load i32, ptr %7, align 4, !dbg !27
  %18 = add i32 %16, %17, !dbg !28
  store i32 %18, ptr %8, align 4, !dbg !29
  %19 = load i32, ptr %8, align 4, !dbg !30
  %20 = load i32, ptr %6, align 4, !dbg !31
  %21 = icmp slt i32 %19, %20, !dbg !32
  br i1 %21, label %22, label %28, !dbg !33

22:                                               ; preds = %3
  %23 = load ptr, ptr %5, align 8, !dbg !34
  %24 = load i32, ptr %8, align 4, !dbg !35
  %25 = sext i32 %24 to i64, !dbg !34
  %26 = getelementptr inbounds float, ptr %23, i64 %25, !dbg !34
  %27 = load float, ptr %26, align 4, !dbg !34
  br label %29, !dbg !33

28:                                               ; preds = %3
  br label %29, !dbg !33

29:                                               ; preds = %28, %22
  %30 = phi contract float [ %27, %22 ], [ 0.000000e+00, %28 ], !dbg !33
  %31 = load i32, ptr %7, align 4, !dbg !36
  %32 = add nsw i32 %31, 2, !dbg !37
  %33 = sext i32 %32 to i64, !dbg !38
  %34 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_stencil1d_boundedE1s to ptr), i64 0, i64 %33, !dbg !38
  store float %30, ptr %34, align 4, !dbg !39
  %35 = load i32, ptr %7, align 4, !dbg !40
  %36 = icmp slt i32 %35, 2, !dbg !41
  br i1 %36, label %37, label %79, !dbg !40

37:                                               ; preds = %29
  %38 = load i32, ptr %8, align 4, !dbg !42
  %39 = sub nsw i32 %38, 2, !dbg !43
  store i32 %39, ptr %9, align 4, !dbg !44
  %40 = load i32, ptr %8, align 4, !dbg !45
  %41 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !46
  %42 = add i32 %40, %41, !dbg !48
  store i32 %42, ptr %10, align 4, !dbg !49
  %43 = load i32, ptr %9, align 4, !dbg !50
  %44 = icmp sge i32 %43, 0, !dbg !51
  br i1 %44, label %45, label %55, !dbg !52

45:                                               ; preds = %37
  %46 = load i32, ptr %9, align 4, !dbg !53
  %47 = load i32, ptr %6, align 4, !dbg !54
  %48 = icmp slt i32 %46, %47, !dbg !55
  br i1 %48, label %49, label %55, !dbg !56

49:                                               ; preds = %45
  %50 = load ptr, ptr %5, align 8, !dbg !57
  %51 = load i32, ptr %9, align 4, !dbg !58
  %52 = sext i32 %51 to i64, !dbg !57
  %53 = getelementptr inbounds float, ptr %50, i64 %52, !dbg !57
  %54 = load float, ptr %53, align 4, !dbg !57
  br label %56, !dbg !56

55:                                               ; preds = %45, %37
  br label %56, !dbg !56

56:                                               ; preds = %55, %49
  %57 = phi contract float [ %54, %49 ], [ 0.000000e+00, %55 ], !dbg !56
  %58 = load i32, ptr %7, align 4, !dbg !59
  %59 = sext i32 %58 to i64, !dbg !60
  %60 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_stencil1d_boundedE1s to ptr), i64 0, i64 %59, !dbg !60
  store float %57, ptr %60, align 4, !dbg !61
  %61 = load i32, ptr %10, align 4, !dbg !62
  %62 = load i32, ptr %6, align 4, !dbg !63
  %63 = icmp slt i32 %61, %62, !dbg !64
  br i1 %63, label %64, label %70, !dbg !65

64:                                               ; preds = %56
  %65 = load ptr, ptr %5, align 8, !dbg !66
  %66 = load i32, ptr %10, align 4, !dbg !67
  %67 = sext i32 %66 to i64, !dbg !66
  %68 = getelementptr inbounds float, ptr %65, i64 %67, !dbg !66
  %69 = load float, ptr %68, align 4, !dbg !66
  br label %71, !dbg !65

70:                                               ; preds = %56
  br label %71, !dbg !65

71:                                               ; preds = %70, %64
  %72 = phi contract float [ %69, %64 ], [ 0.000000e+00, %70 ], !dbg !65
  %73 = load i32, ptr %7, align 4, !dbg !68
  %74 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !69
  %75 = add i32 %73, %74, !dbg !71
  %76 = add i32 %75, 2, !dbg !72
  %77 = zext i32 %76 to i64, !dbg !73
  %78 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_stencil1d_boundedE1s to ptr), i64 0, i64 %77, !dbg !73
  store float %72, ptr %78, align 4, !dbg !74
  br label %79, !dbg !75

79:                                               ; preds = %71, %29
  call void @llvm.nvvm.barrier0(), !dbg !76
  %80 = load i32, ptr %8, align 4, !dbg !77
  %81 = load i32, ptr %6, align 4, !dbg !78
  %82 = icmp slt i32 %80, %81, !dbg !79
  br i1 %82, label %83, label %106, !dbg !77

83:                                               ; preds = %79
  store float 0.000000e+00, ptr %11, align 4, !dbg !80
  store i32 -2, ptr %12, align 4, !dbg !81
  br label %84, !dbg !82

84:                                               ; preds = %97, %83
  %85 = load i32, ptr %12, align 4, !dbg !83
  %86 = icmp sle i32 %85, 2, !dbg !84
  br i1 %86, label %87, label %100, !dbg !85

87:                                               ; preds = %84
  %88 = load i32, ptr %7, align 4, !dbg !86
  %89 = add nsw i32 %88, 2, !dbg !87
  %90 = load i32, ptr %12, align 4, !dbg !88
  %91 = add nsw i32 %89, %90, !dbg !89
  %92 = sext i32 %91 to i64, !dbg !90
  %93 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_stencil1d_boundedE1s to ptr), i64 0, i64 %92, !dbg !90
  %94 = load float, ptr %93, align 4, !dbg !90
  %95 = load float, ptr %11, align 4, !dbg !91
  %96 = fadd contract float %95, %94, !dbg !91
  store float %96, ptr %11, align 4, !dbg !91
  br label %97, !dbg !92

97:                                               ; preds = %87
  %98 = load i32, ptr %12, align 4, !dbg !93
  %99 = add nsw i32 %98, 1, !dbg !93
  store i32 %99, ptr %12, align 4, !dbg !93
  br label %84, !dbg !85, !llvm.loop !94

100:                                              ; preds = %84
  %101 = load float, ptr %11, align 4, !dbg !97
  %102 = load ptr, ptr %4, align 8, !dbg !98
  %103 = load i32, ptr %8, align 4, !dbg !99
  %104 = sext i32 %103 to i64, !dbg !98
  %105 = getelementptr inbounds float, ptr %102, i64 %104, !dbg !98
  store float %101, ptr %105, align 4, !dbg !100
  br label %106, !dbg !101

106:                                              ; preds = %100, %79
  ret void, !dbg !102
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "b-shared-race-020.cu", directory: ".")
!8 = !{ptr @b_stencil1d_bounded, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_stencil1d_bounded", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 14, column: 13, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 14, column: 26, scope: !12)
!26 = !DILocation(line: 14, column: 24, scope: !12)
!27 = !DILocation(line: 14, column: 39, scope: !12)
!28 = !DILocation(line: 14, column: 37, scope: !12)
!29 = !DILocation(line: 14, column: 9, scope: !12)
!30 = !DILocation(line: 15, column: 17, scope: !12)
!31 = !DILocation(line: 15, column: 21, scope: !12)
!32 = !DILocation(line: 15, column: 19, scope: !12)
!33 = !DILocation(line: 15, column: 16, scope: !12)
!34 = !DILocation(line: 15, column: 26, scope: !12)
!35 = !DILocation(line: 15, column: 29, scope: !12)
!36 = !DILocation(line: 15, column: 7, scope: !12)
!37 = !DILocation(line: 15, column: 9, scope: !12)
!38 = !DILocation(line: 15, column: 5, scope: !12)
!39 = !DILocation(line: 15, column: 14, scope: !12)
!40 = !DILocation(line: 16, column: 9, scope: !12)
!41 = !DILocation(line: 16, column: 11, scope: !12)
!42 = !DILocation(line: 17, column: 17, scope: !12)
!43 = !DILocation(line: 17, column: 19, scope: !12)
!44 = !DILocation(line: 17, column: 13, scope: !12)
!45 = !DILocation(line: 17, column: 28, scope: !12)
!46 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !47)
!47 = distinct !DILocation(line: 17, column: 32, scope: !12)
!48 = !DILocation(line: 17, column: 30, scope: !12)
!49 = !DILocation(line: 17, column: 24, scope: !12)
!50 = !DILocation(line: 18, column: 17, scope: !12)
!51 = !DILocation(line: 18, column: 19, scope: !12)
!52 = !DILocation(line: 18, column: 24, scope: !12)
!53 = !DILocation(line: 18, column: 27, scope: !12)
!54 = !DILocation(line: 18, column: 31, scope: !12)
!55 = !DILocation(line: 18, column: 29, scope: !12)
!56 = !DILocation(line: 18, column: 16, scope: !12)
!57 = !DILocation(line: 18, column: 36, scope: !12)
!58 = !DILocation(line: 18, column: 39, scope: !12)
!59 = !DILocation(line: 18, column: 11, scope: !12)
!60 = !DILocation(line: 18, column: 9, scope: !12)
!61 = !DILocation(line: 18, column: 14, scope: !12)
!62 = !DILocation(line: 19, column: 34, scope: !12)
!63 = !DILocation(line: 19, column: 38, scope: !12)
!64 = !DILocation(line: 19, column: 36, scope: !12)
!65 = !DILocation(line: 19, column: 33, scope: !12)
!66 = !DILocation(line: 19, column: 43, scope: !12)
!67 = !DILocation(line: 19, column: 46, scope: !12)
!68 = !DILocation(line: 19, column: 11, scope: !12)
!69 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !70)
!70 = distinct !DILocation(line: 19, column: 15, scope: !12)
!71 = !DILocation(line: 19, column: 13, scope: !12)
!72 = !DILocation(line: 19, column: 26, scope: !12)
!73 = !DILocation(line: 19, column: 9, scope: !12)
!74 = !DILocation(line: 19, column: 31, scope: !12)
!75 = !DILocation(line: 20, column: 5, scope: !12)
!76 = !DILocation(line: 21, column: 5, scope: !12)
!77 = !DILocation(line: 22, column: 9, scope: !12)
!78 = !DILocation(line: 22, column: 13, scope: !12)
!79 = !DILocation(line: 22, column: 11, scope: !12)
!80 = !DILocation(line: 23, column: 15, scope: !12)
!81 = !DILocation(line: 24, column: 18, scope: !12)
!82 = !DILocation(line: 24, column: 14, scope: !12)
!83 = !DILocation(line: 24, column: 26, scope: !12)
!84 = !DILocation(line: 24, column: 28, scope: !12)
!85 = !DILocation(line: 24, column: 9, scope: !12)
!86 = !DILocation(line: 25, column: 20, scope: !12)
!87 = !DILocation(line: 25, column: 22, scope: !12)
!88 = !DILocation(line: 25, column: 28, scope: !12)
!89 = !DILocation(line: 25, column: 26, scope: !12)
!90 = !DILocation(line: 25, column: 18, scope: !12)
!91 = !DILocation(line: 25, column: 15, scope: !12)
!92 = !DILocation(line: 25, column: 13, scope: !12)
!93 = !DILocation(line: 24, column: 34, scope: !12)
!94 = distinct !{!94, !85, !95, !96}
!95 = !DILocation(line: 25, column: 29, scope: !12)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !DILocation(line: 26, column: 18, scope: !12)
!98 = !DILocation(line: 26, column: 9, scope: !12)
!99 = !DILocation(line: 26, column: 13, scope: !12)
!100 = !DILocation(line: 26, column: 16, scope: !12)
!101 = !DILocation(line: 27, column: 5, scope: !12)
!102 = !DILocation(line: 28, column: 1, scope: !12)
