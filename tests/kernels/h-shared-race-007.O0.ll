; ModuleID = 'h-shared-race-007.cu'
source_filename = "h-shared-race-007.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ13h_sgemm_tiledE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13h_sgemm_tiledE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_sgemm_tiled(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !dbg !12 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %22 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %22, ptr %13, align 4, !dbg !19
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  store i32 %23, ptr %14, align 4, !dbg !23
  %24 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !24
  %25 = mul i32 %24, 16, !dbg !27
  %26 = load i32, ptr %14, align 4, !dbg !28
  %27 = add i32 %25, %26, !dbg !29
  store i32 %27, ptr %15, align 4, !dbg !30
  %28 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !31
  %29 = mul i32 %28, 16, !dbg !34
  %30 = load i32, ptr %13, align 4, !dbg !35
  %31 = add i32 %29, %30, !dbg !36
  store i32 %31, ptr %16, align 4, !dbg !37
  store float 0.000000e+00, ptr %17, align 4, !dbg !38
  store i32 0, ptr %18, align 4, !dbg !39
  br label %32, !dbg !40

32:                                               ; preds = %125, %6
  %33 = load i32, ptr %18, align 4, !dbg !41
  %34 = load i32, ptr %12, align 4, !dbg !42
  %35 = add nsw i32 %34, 16, !dbg !43
  %36 = sub nsw i32 %35, 1, !dbg !44
  %37 = sdiv i32 %36, 16, !dbg !45
  %38 = icmp slt i32 %33, %37, !dbg !46
  br i1 %38, label %39, label %128, !dbg !47

39:                                               ; preds = %32
  %40 = load i32, ptr %18, align 4, !dbg !48
  %41 = mul nsw i32 %40, 16, !dbg !49
  %42 = load i32, ptr %13, align 4, !dbg !50
  %43 = add nsw i32 %41, %42, !dbg !51
  store i32 %43, ptr %19, align 4, !dbg !52
  %44 = load i32, ptr %18, align 4, !dbg !53
  %45 = mul nsw i32 %44, 16, !dbg !54
  %46 = load i32, ptr %14, align 4, !dbg !55
  %47 = add nsw i32 %45, %46, !dbg !56
  store i32 %47, ptr %20, align 4, !dbg !57
  %48 = load i32, ptr %15, align 4, !dbg !58
  %49 = load i32, ptr %10, align 4, !dbg !59
  %50 = icmp slt i32 %48, %49, !dbg !60
  br i1 %50, label %51, label %65, !dbg !61

51:                                               ; preds = %39
  %52 = load i32, ptr %19, align 4, !dbg !62
  %53 = load i32, ptr %12, align 4, !dbg !63
  %54 = icmp slt i32 %52, %53, !dbg !64
  br i1 %54, label %55, label %65, !dbg !65

55:                                               ; preds = %51
  %56 = load ptr, ptr %7, align 8, !dbg !66
  %57 = load i32, ptr %15, align 4, !dbg !67
  %58 = load i32, ptr %12, align 4, !dbg !68
  %59 = mul nsw i32 %57, %58, !dbg !69
  %60 = load i32, ptr %19, align 4, !dbg !70
  %61 = add nsw i32 %59, %60, !dbg !71
  %62 = sext i32 %61 to i64, !dbg !66
  %63 = getelementptr inbounds float, ptr %56, i64 %62, !dbg !66
  %64 = load float, ptr %63, align 4, !dbg !66
  br label %66, !dbg !65

65:                                               ; preds = %51, %39
  br label %66, !dbg !65

66:                                               ; preds = %65, %55
  %67 = phi contract float [ %64, %55 ], [ 0.000000e+00, %65 ], !dbg !65
  %68 = load i32, ptr %14, align 4, !dbg !72
  %69 = sext i32 %68 to i64, !dbg !73
  %70 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %69, !dbg !73
  %71 = load i32, ptr %13, align 4, !dbg !74
  %72 = sext i32 %71 to i64, !dbg !73
  %73 = getelementptr inbounds [16 x float], ptr %70, i64 0, i64 %72, !dbg !73
  store float %67, ptr %73, align 4, !dbg !75
  %74 = load i32, ptr %20, align 4, !dbg !76
  %75 = load i32, ptr %12, align 4, !dbg !77
  %76 = icmp slt i32 %74, %75, !dbg !78
  br i1 %76, label %77, label %91, !dbg !79

77:                                               ; preds = %66
  %78 = load i32, ptr %16, align 4, !dbg !80
  %79 = load i32, ptr %11, align 4, !dbg !81
  %80 = icmp slt i32 %78, %79, !dbg !82
  br i1 %80, label %81, label %91, !dbg !83

81:                                               ; preds = %77
  %82 = load ptr, ptr %8, align 8, !dbg !84
  %83 = load i32, ptr %20, align 4, !dbg !85
  %84 = load i32, ptr %11, align 4, !dbg !86
  %85 = mul nsw i32 %83, %84, !dbg !87
  %86 = load i32, ptr %16, align 4, !dbg !88
  %87 = add nsw i32 %85, %86, !dbg !89
  %88 = sext i32 %87 to i64, !dbg !84
  %89 = getelementptr inbounds float, ptr %82, i64 %88, !dbg !84
  %90 = load float, ptr %89, align 4, !dbg !84
  br label %92, !dbg !83

91:                                               ; preds = %77, %66
  br label %92, !dbg !83

92:                                               ; preds = %91, %81
  %93 = phi contract float [ %90, %81 ], [ 0.000000e+00, %91 ], !dbg !83
  %94 = load i32, ptr %14, align 4, !dbg !90
  %95 = sext i32 %94 to i64, !dbg !91
  %96 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 %95, !dbg !91
  %97 = load i32, ptr %13, align 4, !dbg !92
  %98 = sext i32 %97 to i64, !dbg !91
  %99 = getelementptr inbounds [16 x float], ptr %96, i64 0, i64 %98, !dbg !91
  store float %93, ptr %99, align 4, !dbg !93
  call void @llvm.nvvm.barrier0(), !dbg !94
  store i32 0, ptr %21, align 4, !dbg !95
  br label %100, !dbg !96

100:                                              ; preds = %121, %92
  %101 = load i32, ptr %21, align 4, !dbg !97
  %102 = icmp slt i32 %101, 16, !dbg !98
  br i1 %102, label %103, label %124, !dbg !99

103:                                              ; preds = %100
  %104 = load i32, ptr %14, align 4, !dbg !100
  %105 = sext i32 %104 to i64, !dbg !101
  %106 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %105, !dbg !101
  %107 = load i32, ptr %21, align 4, !dbg !102
  %108 = sext i32 %107 to i64, !dbg !101
  %109 = getelementptr inbounds [16 x float], ptr %106, i64 0, i64 %108, !dbg !101
  %110 = load float, ptr %109, align 4, !dbg !101
  %111 = load i32, ptr %21, align 4, !dbg !103
  %112 = sext i32 %111 to i64, !dbg !104
  %113 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 %112, !dbg !104
  %114 = load i32, ptr %13, align 4, !dbg !105
  %115 = sext i32 %114 to i64, !dbg !104
  %116 = getelementptr inbounds [16 x float], ptr %113, i64 0, i64 %115, !dbg !104
  %117 = load float, ptr %116, align 4, !dbg !104
  %118 = fmul contract float %110, %117, !dbg !106
  %119 = load float, ptr %17, align 4, !dbg !107
  %120 = fadd contract float %119, %118, !dbg !107
  store float %120, ptr %17, align 4, !dbg !107
  br label %121, !dbg !108

121:                                              ; preds = %103
  %122 = load i32, ptr %21, align 4, !dbg !109
  %123 = add nsw i32 %122, 1, !dbg !109
  store i32 %123, ptr %21, align 4, !dbg !109
  br label %100, !dbg !99, !llvm.loop !110

124:                                              ; preds = %100
  call void @llvm.nvvm.barrier0(), !dbg !113
  br label %125, !dbg !114

125:                                              ; preds = %124
  %126 = load i32, ptr %18, align 4, !dbg !115
  %127 = add nsw i32 %126, 1, !dbg !115
  store i32 %127, ptr %18, align 4, !dbg !115
  br label %32, !dbg !47, !llvm.loop !116

128:                                              ; preds = %32
  %129 = load i32, ptr %15, align 4, !dbg !117
  %130 = load i32, ptr %10, align 4, !dbg !118
  %131 = icmp slt i32 %129, %130, !dbg !119
  br i1 %131, label %132, label %146, !dbg !120

132:                                              ; preds = %128
  %133 = load i32, ptr %16, align 4, !dbg !121
  %134 = load i32, ptr %11, align 4, !dbg !122
  %135 = icmp slt i32 %133, %134, !dbg !123
  br i1 %135, label %136, label %146, !dbg !117

136:                                              ; preds = %132
  %137 = load float, ptr %17, align 4, !dbg !124
  %138 = load ptr, ptr %9, align 8, !dbg !125
  %139 = load i32, ptr %15, align 4, !dbg !126
  %140 = load i32, ptr %11, align 4, !dbg !127
  %141 = mul nsw i32 %139, %140, !dbg !128
  %142 = load i32, ptr %16, align 4, !dbg !129
  %143 = add nsw i32 %141, %142, !dbg !130
  %144 = sext i32 %143 to i64, !dbg !125
  %145 = getelementptr inbounds float, ptr %138, i64 %144, !dbg !125
  store float %137, ptr %145, align 4, !dbg !131
  br label %146, !dbg !125

146:                                              ; preds = %136, %132, %128
  ret void, !dbg !132
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
!7 = !DIFile(filename: "h-shared-race-007.cu", directory: ".")
!8 = !{ptr @h_sgemm_tiled, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_sgemm_tiled", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 15, column: 14, scope: !12)
!19 = !DILocation(line: 15, column: 9, scope: !12)
!20 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 15, column: 32, scope: !12)
!23 = !DILocation(line: 15, column: 27, scope: !12)
!24 = !DILocation(line: 67, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 16, column: 15, scope: !12)
!27 = !DILocation(line: 16, column: 26, scope: !12)
!28 = !DILocation(line: 16, column: 35, scope: !12)
!29 = !DILocation(line: 16, column: 33, scope: !12)
!30 = !DILocation(line: 16, column: 9, scope: !12)
!31 = !DILocation(line: 66, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!33 = distinct !DILocation(line: 17, column: 15, scope: !12)
!34 = !DILocation(line: 17, column: 26, scope: !12)
!35 = !DILocation(line: 17, column: 35, scope: !12)
!36 = !DILocation(line: 17, column: 33, scope: !12)
!37 = !DILocation(line: 17, column: 9, scope: !12)
!38 = !DILocation(line: 18, column: 11, scope: !12)
!39 = !DILocation(line: 19, column: 14, scope: !12)
!40 = !DILocation(line: 19, column: 10, scope: !12)
!41 = !DILocation(line: 19, column: 21, scope: !12)
!42 = !DILocation(line: 19, column: 26, scope: !12)
!43 = !DILocation(line: 19, column: 28, scope: !12)
!44 = !DILocation(line: 19, column: 35, scope: !12)
!45 = !DILocation(line: 19, column: 40, scope: !12)
!46 = !DILocation(line: 19, column: 23, scope: !12)
!47 = !DILocation(line: 19, column: 5, scope: !12)
!48 = !DILocation(line: 20, column: 18, scope: !12)
!49 = !DILocation(line: 20, column: 20, scope: !12)
!50 = !DILocation(line: 20, column: 29, scope: !12)
!51 = !DILocation(line: 20, column: 27, scope: !12)
!52 = !DILocation(line: 20, column: 13, scope: !12)
!53 = !DILocation(line: 20, column: 38, scope: !12)
!54 = !DILocation(line: 20, column: 40, scope: !12)
!55 = !DILocation(line: 20, column: 49, scope: !12)
!56 = !DILocation(line: 20, column: 47, scope: !12)
!57 = !DILocation(line: 20, column: 33, scope: !12)
!58 = !DILocation(line: 21, column: 23, scope: !12)
!59 = !DILocation(line: 21, column: 29, scope: !12)
!60 = !DILocation(line: 21, column: 27, scope: !12)
!61 = !DILocation(line: 21, column: 31, scope: !12)
!62 = !DILocation(line: 21, column: 34, scope: !12)
!63 = !DILocation(line: 21, column: 39, scope: !12)
!64 = !DILocation(line: 21, column: 37, scope: !12)
!65 = !DILocation(line: 21, column: 22, scope: !12)
!66 = !DILocation(line: 21, column: 44, scope: !12)
!67 = !DILocation(line: 21, column: 46, scope: !12)
!68 = !DILocation(line: 21, column: 52, scope: !12)
!69 = !DILocation(line: 21, column: 50, scope: !12)
!70 = !DILocation(line: 21, column: 56, scope: !12)
!71 = !DILocation(line: 21, column: 54, scope: !12)
!72 = !DILocation(line: 21, column: 12, scope: !12)
!73 = !DILocation(line: 21, column: 9, scope: !12)
!74 = !DILocation(line: 21, column: 16, scope: !12)
!75 = !DILocation(line: 21, column: 20, scope: !12)
!76 = !DILocation(line: 22, column: 23, scope: !12)
!77 = !DILocation(line: 22, column: 28, scope: !12)
!78 = !DILocation(line: 22, column: 26, scope: !12)
!79 = !DILocation(line: 22, column: 30, scope: !12)
!80 = !DILocation(line: 22, column: 33, scope: !12)
!81 = !DILocation(line: 22, column: 39, scope: !12)
!82 = !DILocation(line: 22, column: 37, scope: !12)
!83 = !DILocation(line: 22, column: 22, scope: !12)
!84 = !DILocation(line: 22, column: 44, scope: !12)
!85 = !DILocation(line: 22, column: 46, scope: !12)
!86 = !DILocation(line: 22, column: 51, scope: !12)
!87 = !DILocation(line: 22, column: 49, scope: !12)
!88 = !DILocation(line: 22, column: 55, scope: !12)
!89 = !DILocation(line: 22, column: 53, scope: !12)
!90 = !DILocation(line: 22, column: 12, scope: !12)
!91 = !DILocation(line: 22, column: 9, scope: !12)
!92 = !DILocation(line: 22, column: 16, scope: !12)
!93 = !DILocation(line: 22, column: 20, scope: !12)
!94 = !DILocation(line: 23, column: 9, scope: !12)
!95 = !DILocation(line: 24, column: 18, scope: !12)
!96 = !DILocation(line: 24, column: 14, scope: !12)
!97 = !DILocation(line: 24, column: 25, scope: !12)
!98 = !DILocation(line: 24, column: 27, scope: !12)
!99 = !DILocation(line: 24, column: 9, scope: !12)
!100 = !DILocation(line: 25, column: 23, scope: !12)
!101 = !DILocation(line: 25, column: 20, scope: !12)
!102 = !DILocation(line: 25, column: 27, scope: !12)
!103 = !DILocation(line: 25, column: 35, scope: !12)
!104 = !DILocation(line: 25, column: 32, scope: !12)
!105 = !DILocation(line: 25, column: 38, scope: !12)
!106 = !DILocation(line: 25, column: 30, scope: !12)
!107 = !DILocation(line: 25, column: 17, scope: !12)
!108 = !DILocation(line: 25, column: 13, scope: !12)
!109 = !DILocation(line: 24, column: 35, scope: !12)
!110 = distinct !{!110, !99, !111, !112}
!111 = !DILocation(line: 25, column: 40, scope: !12)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DILocation(line: 26, column: 9, scope: !12)
!114 = !DILocation(line: 27, column: 5, scope: !12)
!115 = !DILocation(line: 19, column: 48, scope: !12)
!116 = distinct !{!116, !47, !114, !112}
!117 = !DILocation(line: 28, column: 9, scope: !12)
!118 = !DILocation(line: 28, column: 15, scope: !12)
!119 = !DILocation(line: 28, column: 13, scope: !12)
!120 = !DILocation(line: 28, column: 17, scope: !12)
!121 = !DILocation(line: 28, column: 20, scope: !12)
!122 = !DILocation(line: 28, column: 26, scope: !12)
!123 = !DILocation(line: 28, column: 24, scope: !12)
!124 = !DILocation(line: 29, column: 28, scope: !12)
!125 = !DILocation(line: 29, column: 9, scope: !12)
!126 = !DILocation(line: 29, column: 11, scope: !12)
!127 = !DILocation(line: 29, column: 17, scope: !12)
!128 = !DILocation(line: 29, column: 15, scope: !12)
!129 = !DILocation(line: 29, column: 21, scope: !12)
!130 = !DILocation(line: 29, column: 19, scope: !12)
!131 = !DILocation(line: 29, column: 26, scope: !12)
!132 = !DILocation(line: 30, column: 1, scope: !12)
