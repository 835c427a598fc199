; ModuleID = 'b-shared-race-008.cu'
source_filename = "b-shared-race-008.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ16b_matmul_boundedE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ16b_matmul_boundedE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_matmul_bounded(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %16, ptr %9, align 4, !dbg !19
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  store i32 %17, ptr %10, align 4, !dbg !23
  %18 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !24
  %19 = mul i32 %18, 16, !dbg !27
  %20 = load i32, ptr %10, align 4, !dbg !28
  %21 = add i32 %19, %20, !dbg !29
  store i32 %21, ptr %11, align 4, !dbg !30
  %22 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !31
  %23 = mul i32 %22, 16, !dbg !34
  %24 = load i32, ptr %9, align 4, !dbg !35
  %25 = add i32 %23, %24, !dbg !36
  store i32 %25, ptr %12, align 4, !dbg !37
  store float 0.000000e+00, ptr %13, align 4, !dbg !38
  store i32 0, ptr %14, align 4, !dbg !39
  br label %26, !dbg !40

26:                                               ; preds = %116, %4
  %27 = load i32, ptr %14, align 4, !dbg !41
  %28 = load i32, ptr %8, align 4, !dbg !42
  %29 = icmp slt i32 %27, %28, !dbg !43
  br i1 %29, label %30, label %119, !dbg !44

30:                                               ; preds = %26
  %31 = load i32, ptr %11, align 4, !dbg !45
  %32 = load i32, ptr %8, align 4, !dbg !46
  %33 = icmp slt i32 %31, %32, !dbg !47
  br i1 %33, label %34, label %52, !dbg !48

34:                                               ; preds = %30
  %35 = load i32, ptr %14, align 4, !dbg !49
  %36 = load i32, ptr %9, align 4, !dbg !50
  %37 = add nsw i32 %35, %36, !dbg !51
  %38 = load i32, ptr %8, align 4, !dbg !52
  %39 = icmp slt i32 %37, %38, !dbg !53
  br i1 %39, label %40, label %52, !dbg !54

40:                                               ; preds = %34
  %41 = load ptr, ptr %6, align 8, !dbg !55
  %42 = load i32, ptr %11, align 4, !dbg !56
  %43 = load i32, ptr %8, align 4, !dbg !57
  %44 = mul nsw i32 %42, %43, !dbg !58
  %45 = load i32, ptr %14, align 4, !dbg !59
  %46 = add nsw i32 %44, %45, !dbg !60
  %47 = load i32, ptr %9, align 4, !dbg !61
  %48 = add nsw i32 %46, %47, !dbg !62
  %49 = sext i32 %48 to i64, !dbg !55
  %50 = getelementptr inbounds float, ptr %41, i64 %49, !dbg !55
  %51 = load float, ptr %50, align 4, !dbg !55
  br label %53, !dbg !54

52:                                               ; preds = %34, %30
  br label %53, !dbg !54

53:                                               ; preds = %52, %40
  %54 = phi contract float [ %51, %40 ], [ 0.000000e+00, %52 ], !dbg !54
  %55 = load i32, ptr %10, align 4, !dbg !63
  %56 = sext i32 %55 to i64, !dbg !64
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %56, !dbg !64
  %58 = load i32, ptr %9, align 4, !dbg !65
  %59 = sext i32 %58 to i64, !dbg !64
  %60 = getelementptr inbounds [16 x float], ptr %57, i64 0, i64 %59, !dbg !64
  store float %54, ptr %60, align 4, !dbg !66
  %61 = load i32, ptr %14, align 4, !dbg !67
  %62 = load i32, ptr %10, align 4, !dbg !68
  %63 = add nsw i32 %61, %62, !dbg !69
  %64 = load i32, ptr %8, align 4, !dbg !70
  %65 = icmp slt i32 %63, %64, !dbg !71
  br i1 %65, label %66, label %82, !dbg !72

66:                                               ; preds = %53
  %67 = load i32, ptr %12, align 4, !dbg !73
  %68 = load i32, ptr %8, align 4, !dbg !74
  %69 = icmp slt i32 %67, %68, !dbg !75
  br i1 %69, label %70, label %82, !dbg !76

70:                                               ; preds = %66
  %71 = load ptr, ptr %7, align 8, !dbg !77
  %72 = load i32, ptr %14, align 4, !dbg !78
  %73 = load i32, ptr %10, align 4, !dbg !79
  %74 = add nsw i32 %72, %73, !dbg !80
  %75 = load i32, ptr %8, align 4, !dbg !81
  %76 = mul nsw i32 %74, %75, !dbg !82
  %77 = load i32, ptr %12, align 4, !dbg !83
  %78 = add nsw i32 %76, %77, !dbg !84
  %79 = sext i32 %78 to i64, !dbg !77
  %80 = getelementptr inbounds float, ptr %71, i64 %79, !dbg !77
  %81 = load float, ptr %80, align 4, !dbg !77
  br label %83, !dbg !76

82:                                               ; preds = %66, %53
  br label %83, !dbg !76

83:                                               ; preds = %82, %70
  %84 = phi contract float [ %81, %70 ], [ 0.000000e+00, %82 ], !dbg !76
  %85 = load i32, ptr %10, align 4, !dbg !85
  %86 = sext i32 %85 to i64, !dbg !86
  %87 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 %86, !dbg !86
  %88 = load i32, ptr %9, align 4, !dbg !87
  %89 = sext i32 %88 to i64, !dbg !86
  %90 = getelementptr inbounds [16 x float], ptr %87, i64 0, i64 %89, !dbg !86
  store float %84, ptr %90, align 4, !dbg !88
  call void @llvm.nvvm.barrier0(), !dbg !89
  store i32 0, ptr %15, align 4, !dbg !90
  br label %91, !dbg !91

91:                                               ; preds = %112, %83
  %92 = load i32, ptr %15, align 4, !dbg !92
  %93 = icmp slt i32 %92, 16, !dbg !93
  br i1 %93, label %94, label %115, !dbg !94

94:                                               ; preds = %91
  %95 = load i32, ptr %10, align 4, !dbg !95
  %96 = sext i32 %95 to i64, !dbg !96
  %97 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %96, !dbg !96
  %98 = load i32, ptr %15, align 4, !dbg !97
  %99 = sext i32 %98 to i64, !dbg !96
  %100 = getelementptr inbounds [16 x float], ptr %97, i64 0, i64 %99, !dbg !96
  %101 = load float, ptr %100, align 4, !dbg !96
  %102 = load i32, ptr %15, align 4, !dbg !98
  %103 = sext i32 %102 to i64, !dbg !99
  %104 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 %103, !dbg !99
  %105 = load i32, ptr %9, align 4, !dbg !100
  %106 = sext i32 %105 to i64, !dbg !99
  %107 = getelementptr inbounds [16 x float], ptr %104, i64 0, i64 %106, !dbg !99
  %108 = load float, ptr %107, align 4, !dbg !99
  %109 = fmul contract float %101, %108, !dbg !101
  %110 = load float, ptr %13, align 4, !dbg !102
  %111 = fadd contract float %110, %109, !dbg !102
  store float %111, ptr %13, align 4, !dbg !102
  br label %112, !dbg !103

112:                                              ; preds = %94
  %113 = load i32, ptr %15, align 4, !dbg !104
  %114 = add nsw i32 %113, 1, !dbg !104
  store i32 %114, ptr %15, align 4, !dbg !104
  br label %91, !dbg !94, !llvm.loop !105

115:                                              ; preds = %91
  call void @llvm.nvvm.barrier0(), !dbg !108
  br label %116, !dbg !109

116:                                              ; preds = %115
  %117 = load i32, ptr %14, align 4, !dbg !110
  %118 = add nsw i32 %117, 16, !dbg !110
  store i32 %118, ptr %14, align 4, !dbg !110
  br label %26, !dbg !44, !llvm.loop !111

119:                                              ; preds = %26
  %120 = load i32, ptr %11, align 4, !dbg !112
  %121 = load i32, ptr %8, align 4, !dbg !113
  %122 = icmp slt i32 %120, %121, !dbg !114
  br i1 %122, label %123, label %137, !dbg !115

123:                                              ; preds = %119
  %124 = load i32, ptr %12, align 4, !dbg !116
  %125 = load i32, ptr %8, align 4, !dbg !117
  %126 = icmp slt i32 %124, %125, !dbg !118
  br i1 %126, label %127, label %137, !dbg !112

127:                                              ; preds = %123
  %128 = load float, ptr %13, align 4, !dbg !119
  %129 = load ptr, ptr %5, align 8, !dbg !120
  %130 = load i32, ptr %11, align 4, !dbg !121
  %131 = load i32, ptr %8, align 4, !dbg !122
  %132 = mul nsw i32 %130, %131, !dbg !123
  %133 = load i32, ptr %12, align 4, !dbg !124
  %134 = add nsw i32 %132, %133, !dbg !125
  %135 = sext i32 %134 to i64, !dbg !120
  %136 = getelementptr inbounds float, ptr %129, i64 %135, !dbg !120
  store float %128, ptr %136, align 4, !dbg !126
  br label %137, !dbg !120

137:                                              ; preds = %127, %123, %119
  ret void, !dbg !127
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!7 = !DIFile(filename: "b-shared-race-008.cu", directory: ".")
!8 = !{ptr @b_matmul_bounded, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_matmul_bounded", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 14, scope: !12)
!19 = !DILocation(line: 13, column: 9, scope: !12)
!20 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 13, column: 32, scope: !12)
!23 = !DILocation(line: 13, column: 27, scope: !12)
!24 = !DILocation(line: 67, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 14, column: 15, scope: !12)
!27 = !DILocation(line: 14, column: 26, scope: !12)
!28 = !DILocation(line: 14, column: 32, scope: !12)
!29 = !DILocation(line: 14, column: 30, scope: !12)
!30 = !DILocation(line: 14, column: 9, scope: !12)
!31 = !DILocation(line: 66, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!33 = distinct !DILocation(line: 15, column: 15, scope: !12)
!34 = !DILocation(line: 15, column: 26, scope: !12)
!35 = !DILocation(line: 15, column: 32, scope: !12)
!36 = !DILocation(line: 15, column: 30, scope: !12)
!37 = !DILocation(line: 15, column: 9, scope: !12)
!38 = !DILocation(line: 16, column: 11, scope: !12)
!39 = !DILocation(line: 17, column: 14, scope: !12)
!40 = !DILocation(line: 17, column: 10, scope: !12)
!41 = !DILocation(line: 17, column: 22, scope: !12)
!42 = !DILocation(line: 17, column: 27, scope: !12)
!43 = !DILocation(line: 17, column: 25, scope: !12)
!44 = !DILocation(line: 17, column: 5, scope: !12)
!45 = !DILocation(line: 18, column: 23, scope: !12)
!46 = !DILocation(line: 18, column: 29, scope: !12)
!47 = !DILocation(line: 18, column: 27, scope: !12)
!48 = !DILocation(line: 18, column: 31, scope: !12)
!49 = !DILocation(line: 18, column: 34, scope: !12)
!50 = !DILocation(line: 18, column: 39, scope: !12)
!51 = !DILocation(line: 18, column: 37, scope: !12)
!52 = !DILocation(line: 18, column: 44, scope: !12)
!53 = !DILocation(line: 18, column: 42, scope: !12)
!54 = !DILocation(line: 18, column: 22, scope: !12)
!55 = !DILocation(line: 18, column: 49, scope: !12)
!56 = !DILocation(line: 18, column: 51, scope: !12)
!57 = !DILocation(line: 18, column: 57, scope: !12)
!58 = !DILocation(line: 18, column: 55, scope: !12)
!59 = !DILocation(line: 18, column: 61, scope: !12)
!60 = !DILocation(line: 18, column: 59, scope: !12)
!61 = !DILocation(line: 18, column: 66, scope: !12)
!62 = !DILocation(line: 18, column: 64, scope: !12)
!63 = !DILocation(line: 18, column: 12, scope: !12)
!64 = !DILocation(line: 18, column: 9, scope: !12)
!65 = !DILocation(line: 18, column: 16, scope: !12)
!66 = !DILocation(line: 18, column: 20, scope: !12)
!67 = !DILocation(line: 19, column: 23, scope: !12)
!68 = !DILocation(line: 19, column: 28, scope: !12)
!69 = !DILocation(line: 19, column: 26, scope: !12)
!70 = !DILocation(line: 19, column: 33, scope: !12)
!71 = !DILocation(line: 19, column: 31, scope: !12)
!72 = !DILocation(line: 19, column: 35, scope: !12)
!73 = !DILocation(line: 19, column: 38, scope: !12)
!74 = !DILocation(line: 19, column: 44, scope: !12)
!75 = !DILocation(line: 19, column: 42, scope: !12)
!76 = !DILocation(line: 19, column: 22, scope: !12)
!77 = !DILocation(line: 19, column: 49, scope: !12)
!78 = !DILocation(line: 19, column: 52, scope: !12)
!79 = !DILocation(line: 19, column: 57, scope: !12)
!80 = !DILocation(line: 19, column: 55, scope: !12)
!81 = !DILocation(line: 19, column: 63, scope: !12)
!82 = !DILocation(line: 19, column: 61, scope: !12)
!83 = !DILocation(line: 19, column: 67, scope: !12)
!84 = !DILocation(line: 19, column: 65, scope: !12)
!85 = !DILocation(line: 19, column: 12, scope: !12)
!86 = !DILocation(line: 19, column: 9, scope: !12)
!87 = !DILocation(line: 19, column: 16, scope: !12)
!88 = !DILocation(line: 19, column: 20, scope: !12)
!89 = !DILocation(line: 20, column: 9, scope: !12)
!90 = !DILocation(line: 21, column: 18, scope: !12)
!91 = !DILocation(line: 21, column: 14, scope: !12)
!92 = !DILocation(line: 21, column: 25, scope: !12)
!93 = !DILocation(line: 21, column: 27, scope: !12)
!94 = !DILocation(line: 21, column: 9, scope: !12)
!95 = !DILocation(line: 22, column: 23, scope: !12)
!96 = !DILocation(line: 22, column: 20, scope: !12)
!97 = !DILocation(line: 22, column: 27, scope: !12)
!98 = !DILocation(line: 22, column: 35, scope: !12)
!99 = !DILocation(line: 22, column: 32, scope: !12)
!100 = !DILocation(line: 22, column: 38, scope: !12)
!101 = !DILocation(line: 22, column: 30, scope: !12)
!102 = !DILocation(line: 22, column: 17, scope: !12)
!103 = !DILocation(line: 22, column: 13, scope: !12)
!104 = !DILocation(line: 21, column: 32, scope: !12)
!105 = distinct !{!105, !94, !106, !107}
!106 = !DILocation(line: 22, column: 40, scope: !12)
!107 = !{!"llvm.loop.mustprogress"}
!108 = !DILocation(line: 23, column: 9, scope: !12)
!109 = !DILocation(line: 24, column: 5, scope: !12)
!110 = !DILocation(line: 17, column: 33, scope: !12)
!111 = distinct !{!111, !44, !109, !107}
!112 = !DILocation(line: 25, column: 9, scope: !12)
!113 = !DILocation(line: 25, column: 15, scope: !12)
!114 = !DILocation(line: 25, column: 13, scope: !12)
!115 = !DILocation(line: 25, column: 17, scope: !12)
!116 = !DILocation(line: 25, column: 20, scope: !12)
!117 = !DILocation(line: 25, column: 26, scope: !12)
!118 = !DILocation(line: 25, column: 24, scope: !12)
!119 = !DILocation(line: 26, column: 28, scope: !12)
!120 = !DILocation(line: 26, column: 9, scope: !12)
!121 = !DILocation(line: 26, column: 11, scope: !12)
!122 = !DILocation(line: 26, column: 17, scope: !12)
!123 = !DILocation(line: 26, column: 15, scope: !12)
!124 = !DILocation(line: 26, column: 21, scope: !12)
!125 = !DILocation(line: 26, column: 19, scope: !12)
!126 = !DILocation(line: 26, column: 26, scope: !12)
!127 = !DILocation(line: 27, column: 1, scope: !12)
