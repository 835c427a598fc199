; ModuleID = 'h-barrier-divergence-002.cu'
source_filename = "h-barrier-divergence-002.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ26h_sgemm_tiled_guarded_loopE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ26h_sgemm_tiled_guarded_loopE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_sgemm_tiled_guarded_loop(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !dbg !12 {
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
  %32 = load i32, ptr %15, align 4, !dbg !38
  %33 = load i32, ptr %10, align 4, !dbg !39
  %34 = icmp slt i32 %32, %33, !dbg !40
  br i1 %34, label %35, label %138, !dbg !41

35:                                               ; preds = %6
  %36 = load i32, ptr %16, align 4, !dbg !42
  %37 = load i32, ptr %11, align 4, !dbg !43
  %38 = icmp slt i32 %36, %37, !dbg !44
  br i1 %38, label %39, label %138, !dbg !38

39:                                               ; preds = %35
  store float 0.000000e+00, ptr %17, align 4, !dbg !45
  store i32 0, ptr %18, align 4, !dbg !46
  br label %40, !dbg !47

40:                                               ; preds = %125, %39
  %41 = load i32, ptr %18, align 4, !dbg !48
  %42 = load i32, ptr %12, align 4, !dbg !49
  %43 = add nsw i32 %42, 16, !dbg !50
  %44 = sub nsw i32 %43, 1, !dbg !51
  %45 = sdiv i32 %44, 16, !dbg !52
  %46 = icmp slt i32 %41, %45, !dbg !53
  br i1 %46, label %47, label %128, !dbg !54

47:                                               ; preds = %40
  %48 = load i32, ptr %18, align 4, !dbg !55
  %49 = mul nsw i32 %48, 16, !dbg !56
  %50 = load i32, ptr %13, align 4, !dbg !57
  %51 = add nsw i32 %49, %50, !dbg !58
  store i32 %51, ptr %19, align 4, !dbg !59
  %52 = load i32, ptr %18, align 4, !dbg !60
  %53 = mul nsw i32 %52, 16, !dbg !61
  %54 = load i32, ptr %14, align 4, !dbg !62
  %55 = add nsw i32 %53, %54, !dbg !63
  store i32 %55, ptr %20, align 4, !dbg !64
  %56 = load i32, ptr %19, align 4, !dbg !65
  %57 = load i32, ptr %12, align 4, !dbg !66
  %58 = icmp slt i32 %56, %57, !dbg !67
  br i1 %58, label %59, label %69, !dbg !65

59:                                               ; preds = %47
  %60 = load ptr, ptr %7, align 8, !dbg !68
  %61 = load i32, ptr %15, align 4, !dbg !69
  %62 = load i32, ptr %12, align 4, !dbg !70
  %63 = mul nsw i32 %61, %62, !dbg !71
  %64 = load i32, ptr %19, align 4, !dbg !72
  %65 = add nsw i32 %63, %64, !dbg !73
  %66 = sext i32 %65 to i64, !dbg !68
  %67 = getelementptr inbounds float, ptr %60, i64 %66, !dbg !68
  %68 = load float, ptr %67, align 4, !dbg !68
  br label %70, !dbg !65

69:                                               ; preds = %47
  br label %70, !dbg !65

70:                                               ; preds = %69, %59
  %71 = phi contract float [ %68, %59 ], [ 0.000000e+00, %69 ], !dbg !65
  %72 = load i32, ptr %14, align 4, !dbg !74
  %73 = sext i32 %72 to i64, !dbg !75
  %74 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %73, !dbg !75
  %75 = load i32, ptr %13, align 4, !dbg !76
  %76 = sext i32 %75 to i64, !dbg !75
  %77 = getelementptr inbounds [16 x float], ptr %74, i64 0, i64 %76, !dbg !75
  store float %71, ptr %77, align 4, !dbg !77
  %78 = load i32, ptr %20, align 4, !dbg !78
  %79 = load i32, ptr %12, align 4, !dbg !79
  %80 = icmp slt i32 %78, %79, !dbg !80
  br i1 %80, label %81, label %91, !dbg !78

81:                                               ; preds = %70
  %82 = load ptr, ptr %8, align 8, !dbg !81
  %83 = load i32, ptr %20, align 4, !dbg !82
  %84 = load i32, ptr %11, align 4, !dbg !83
  %85 = mul nsw i32 %83, %84, !dbg !84
  %86 = load i32, ptr %16, align 4, !dbg !85
  %87 = add nsw i32 %85, %86, !dbg !86
  %88 = sext i32 %87 to i64, !dbg !81
  %89 = getelementptr inbounds float, ptr %82, i64 %88, !dbg !81
  %90 = load float, ptr %89, align 4, !dbg !81
  br label %92, !dbg !78

91:                                               ; preds = %70
  br label %92, !dbg !78

92:                                               ; preds = %91, %81
  %93 = phi contract float [ %90, %81 ], [ 0.000000e+00, %91 ], !dbg !78
  %94 = load i32, ptr %14, align 4, !dbg !87
  %95 = sext i32 %94 to i64, !dbg !88
  %96 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 %95, !dbg !88
  %97 = load i32, ptr %13, align 4, !dbg !89
  %98 = sext i32 %97 to i64, !dbg !88
  %99 = getelementptr inbounds [16 x float], ptr %96, i64 0, i64 %98, !dbg !88
  store float %93, ptr %99, align 4, !dbg !90
  call void @llvm.nvvm.barrier0(), !dbg !91
  store i32 0, ptr %21, align 4, !dbg !92
  br label %100, !dbg !93

100:                                              ; preds = %121, %92
  %101 = load i32, ptr %21, align 4, !dbg !94
  %102 = icmp slt i32 %101, 16, !dbg !95
  br i1 %102, label %103, label %124, !dbg !96

103:                                              ; preds = %100
  %104 = load i32, ptr %14, align 4, !dbg !97
  %105 = sext i32 %104 to i64, !dbg !98
  %106 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %105, !dbg !98
  %107 = load i32, ptr %21, align 4, !dbg !99
  %108 = sext i32 %107 to i64, !dbg !98
  %109 = getelementptr inbounds [16 x float], ptr %106, i64 0, i64 %108, !dbg !98
  %110 = load float, ptr %109, align 4, !dbg !98
  %111 = load i32, ptr %21, align 4, !dbg !100
  %112 = sext i32 %111 to i64, !dbg !101
  %113 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 %112, !dbg !101
  %114 = load i32, ptr %13, align 4, !dbg !102
  %115 = sext i32 %114 to i64, !dbg !101
  %116 = getelementptr inbounds [16 x float], ptr %113, i64 0, i64 %115, !dbg !101
  %117 = load float, ptr %116, align 4, !dbg !101
  %118 = fmul contract float %110, %117, !dbg !103
  %119 = load float, ptr %17, align 4, !dbg !104
  %120 = fadd contract float %119, %118, !dbg !104
  store float %120, ptr %17, align 4, !dbg !104
  br label %121, !dbg !105

121:                                              ; preds = %103
  %122 = load i32, ptr %21, align 4, !dbg !106
  %123 = add nsw i32 %122, 1, !dbg !106
  store i32 %123, ptr %21, align 4, !dbg !106
  br label %100, !dbg !96, !llvm.loop !107

124:                                              ; preds = %100
  call void @llvm.nvvm.barrier0(), !dbg !110
  br label %125, !dbg !111

125:                                              ; preds = %124
  %126 = load i32, ptr %18, align 4, !dbg !112
  %127 = add nsw i32 %126, 1, !dbg !112
  store i32 %127, ptr %18, align 4, !dbg !112
  br label %40, !dbg !54, !llvm.loop !113

128:                                              ; preds = %40
  %129 = load float, ptr %17, align 4, !dbg !114
  %130 = load ptr, ptr %9, align 8, !dbg !115
  %131 = load i32, ptr %15, align 4, !dbg !116
  %132 = load i32, ptr %11, align 4, !dbg !117
  %133 = mul nsw i32 %131, %132, !dbg !118
  %134 = load i32, ptr %16, align 4, !dbg !119
  %135 = add nsw i32 %133, %134, !dbg !120
  %136 = sext i32 %135 to i64, !dbg !115
  %137 = getelementptr inbounds float, ptr %130, i64 %136, !dbg !115
  store float %129, ptr %137, align 4, !dbg !121
  br label %138, !dbg !122

138:                                              ; preds = %128, %35, %6
  ret void, !dbg !123
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
!7 = !DIFile(filename: "h-barrier-divergence-002.cu", directory: ".")
!8 = !{ptr @h_sgemm_tiled_guarded_loop, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_sgemm_tiled_guarded_loop", scope: !7, file: !7, line: 14, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 18, column: 14, scope: !12)
!19 = !DILocation(line: 18, column: 9, scope: !12)
!20 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 18, column: 32, scope: !12)
!23 = !DILocation(line: 18, column: 27, scope: !12)
!24 = !DILocation(line: 67, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 19, column: 15, scope: !12)
!27 = !DILocation(line: 19, column: 26, scope: !12)
!28 = !DILocation(line: 19, column: 35, scope: !12)
!29 = !DILocation(line: 19, column: 33, scope: !12)
!30 = !DILocation(line: 19, column: 9, scope: !12)
!31 = !DILocation(line: 66, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!33 = distinct !DILocation(line: 20, column: 15, scope: !12)
!34 = !DILocation(line: 20, column: 26, scope: !12)
!35 = !DILocation(line: 20, column: 35, scope: !12)
!36 = !DILocation(line: 20, column: 33, scope: !12)
!37 = !DILocation(line: 20, column: 9, scope: !12)
!38 = !DILocation(line: 21, column: 9, scope: !12)
!39 = !DILocation(line: 21, column: 15, scope: !12)
!40 = !DILocation(line: 21, column: 13, scope: !12)
!41 = !DILocation(line: 21, column: 17, scope: !12)
!42 = !DILocation(line: 21, column: 20, scope: !12)
!43 = !DILocation(line: 21, column: 26, scope: !12)
!44 = !DILocation(line: 21, column: 24, scope: !12)
!45 = !DILocation(line: 22, column: 15, scope: !12)
!46 = !DILocation(line: 23, column: 18, scope: !12)
!47 = !DILocation(line: 23, column: 14, scope: !12)
!48 = !DILocation(line: 23, column: 25, scope: !12)
!49 = !DILocation(line: 23, column: 30, scope: !12)
!50 = !DILocation(line: 23, column: 32, scope: !12)
!51 = !DILocation(line: 23, column: 39, scope: !12)
!52 = !DILocation(line: 23, column: 44, scope: !12)
!53 = !DILocation(line: 23, column: 27, scope: !12)
!54 = !DILocation(line: 23, column: 9, scope: !12)
!55 = !DILocation(line: 24, column: 22, scope: !12)
!56 = !DILocation(line: 24, column: 24, scope: !12)
!57 = !DILocation(line: 24, column: 33, scope: !12)
!58 = !DILocation(line: 24, column: 31, scope: !12)
!59 = !DILocation(line: 24, column: 17, scope: !12)
!60 = !DILocation(line: 24, column: 42, scope: !12)
!61 = !DILocation(line: 24, column: 44, scope: !12)
!62 = !DILocation(line: 24, column: 53, scope: !12)
!63 = !DILocation(line: 24, column: 51, scope: !12)
!64 = !DILocation(line: 24, column: 37, scope: !12)
!65 = !DILocation(line: 25, column: 26, scope: !12)
!66 = !DILocation(line: 25, column: 31, scope: !12)
!67 = !DILocation(line: 25, column: 29, scope: !12)
!68 = !DILocation(line: 25, column: 35, scope: !12)
!69 = !DILocation(line: 25, column: 37, scope: !12)
!70 = !DILocation(line: 25, column: 43, scope: !12)
!71 = !DILocation(line: 25, column: 41, scope: !12)
!72 = !DILocation(line: 25, column: 47, scope: !12)
!73 = !DILocation(line: 25, column: 45, scope: !12)
!74 = !DILocation(line: 25, column: 16, scope: !12)
!75 = !DILocation(line: 25, column: 13, scope: !12)
!76 = !DILocation(line: 25, column: 20, scope: !12)
!77 = !DILocation(line: 25, column: 24, scope: !12)
!78 = !DILocation(line: 26, column: 26, scope: !12)
!79 = !DILocation(line: 26, column: 31, scope: !12)
!80 = !DILocation(line: 26, column: 29, scope: !12)
!81 = !DILocation(line: 26, column: 35, scope: !12)
!82 = !DILocation(line: 26, column: 37, scope: !12)
!83 = !DILocation(line: 26, column: 42, scope: !12)
!84 = !DILocation(line: 26, column: 40, scope: !12)
!85 = !DILocation(line: 26, column: 46, scope: !12)
!86 = !DILocation(line: 26, column: 44, scope: !12)
!87 = !DILocation(line: 26, column: 16, scope: !12)
!88 = !DILocation(line: 26, column: 13, scope: !12)
!89 = !DILocation(line: 26, column: 20, scope: !12)
!90 = !DILocation(line: 26, column: 24, scope: !12)
!91 = !DILocation(line: 27, column: 13, scope: !12)
!92 = !DILocation(line: 28, column: 22, scope: !12)
!93 = !DILocation(line: 28, column: 18, scope: !12)
!94 = !DILocation(line: 28, column: 29, scope: !12)
!95 = !DILocation(line: 28, column: 31, scope: !12)
!96 = !DILocation(line: 28, column: 13, scope: !12)
!97 = !DILocation(line: 29, column: 27, scope: !12)
!98 = !DILocation(line: 29, column: 24, scope: !12)
!99 = !DILocation(line: 29, column: 31, scope: !12)
!100 = !DILocation(line: 29, column: 39, scope: !12)
!101 = !DILocation(line: 29, column: 36, scope: !12)
!102 = !DILocation(line: 29, column: 42, scope: !12)
!103 = !DILocation(line: 29, column: 34, scope: !12)
!104 = !DILocation(line: 29, column: 21, scope: !12)
!105 = !DILocation(line: 29, column: 17, scope: !12)
!106 = !DILocation(line: 28, column: 39, scope: !12)
!107 = distinct !{!107, !96, !108, !109}
!108 = !DILocation(line: 29, column: 44, scope: !12)
!109 = !{!"llvm.loop.mustprogress"}
!110 = !DILocation(line: 30, column: 13, scope: !12)
!111 = !DILocation(line: 31, column: 9, scope: !12)
!112 = !DILocation(line: 23, column: 52, scope: !12)
!113 = distinct !{!113, !54, !111, !109}
!114 = !DILocation(line: 32, column: 28, scope: !12)
!115 = !DILocation(line: 32, column: 9, scope: !12)
!116 = !DILocation(line: 32, column: 11, scope: !12)
!117 = !DILocation(line: 32, column: 17, scope: !12)
!118 = !DILocation(line: 32, column: 15, scope: !12)
!119 = !DILocation(line: 32, column: 21, scope: !12)
!120 = !DILocation(line: 32, column: 19, scope: !12)
!121 = !DILocation(line: 32, column: 26, scope: !12)
!122 = !DILocation(line: 33, column: 5, scope: !12)
!123 = !DILocation(line: 34, column: 1, scope: !12)
