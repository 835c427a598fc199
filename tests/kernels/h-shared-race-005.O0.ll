; ModuleID = 'h-shared-race-005.cu'
source_filename = "h-shared-race-005.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ19h_merge_sort_roundsE3buf = internal addrspace(3) global [2 x [256 x i32]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_merge_sort_rounds(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %20, ptr %5, align 4, !dbg !19
  %21 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %22 = mul i32 %21, 256, !dbg !23
  %23 = load i32, ptr %5, align 4, !dbg !24
  %24 = add i32 %22, %23, !dbg !25
  store i32 %24, ptr %6, align 4, !dbg !26
  %25 = load ptr, ptr %3, align 8, !dbg !27
  %26 = load i32, ptr %6, align 4, !dbg !28
  %27 = zext i32 %26 to i64, !dbg !27
  %28 = getelementptr inbounds i32, ptr %25, i64 %27, !dbg !27
  %29 = load i32, ptr %28, align 4, !dbg !27
  %30 = load i32, ptr %5, align 4, !dbg !29
  %31 = zext i32 %30 to i64, !dbg !30
  %32 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_merge_sort_roundsE3buf to ptr), i64 0, i64 %31, !dbg !30
  store i32 %29, ptr %32, align 4, !dbg !31
  call void @llvm.nvvm.barrier0(), !dbg !32
  store i32 0, ptr %7, align 4, !dbg !33
  store i32 1, ptr %8, align 4, !dbg !34
  br label %33, !dbg !35

33:                                               ; preds = %122, %2
  %34 = load i32, ptr %8, align 4, !dbg !36
  %35 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !37
  %36 = icmp ult i32 %34, %35, !dbg !40
  br i1 %36, label %37, label %125, !dbg !41

37:                                               ; preds = %33
  %38 = load i32, ptr %7, align 4, !dbg !42
  %39 = sext i32 %38 to i64, !dbg !43
  %40 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_merge_sort_roundsE3buf to ptr), i64 0, i64 %39, !dbg !43
  %41 = getelementptr inbounds [256 x i32], ptr %40, i64 0, i64 0, !dbg !43
  store ptr %41, ptr %9, align 8, !dbg !44
  %42 = load i32, ptr %7, align 4, !dbg !45
  %43 = xor i32 %42, 1, !dbg !46
  %44 = sext i32 %43 to i64, !dbg !47
  %45 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_merge_sort_roundsE3buf to ptr), i64 0, i64 %44, !dbg !47
  %46 = getelementptr inbounds [256 x i32], ptr %45, i64 0, i64 0, !dbg !47
  store ptr %46, ptr %10, align 8, !dbg !48
  %47 = load ptr, ptr %9, align 8, !dbg !49
  %48 = load i32, ptr %5, align 4, !dbg !50
  %49 = zext i32 %48 to i64, !dbg !49
  %50 = getelementptr inbounds i32, ptr %47, i64 %49, !dbg !49
  %51 = load i32, ptr %50, align 4, !dbg !49
  store i32 %51, ptr %11, align 4, !dbg !51
  %52 = load i32, ptr %5, align 4, !dbg !52
  %53 = load i32, ptr %8, align 4, !dbg !53
  %54 = mul i32 2, %53, !dbg !54
  %55 = sub i32 %54, 1, !dbg !55
  %56 = xor i32 %55, -1, !dbg !56
  %57 = and i32 %52, %56, !dbg !57
  store i32 %57, ptr %12, align 4, !dbg !58
  %58 = load i32, ptr %5, align 4, !dbg !59
  %59 = load i32, ptr %8, align 4, !dbg !60
  %60 = sub i32 %59, 1, !dbg !61
  %61 = and i32 %58, %60, !dbg !62
  store i32 %61, ptr %13, align 4, !dbg !63
  %62 = load i32, ptr %5, align 4, !dbg !64
  %63 = load i32, ptr %8, align 4, !dbg !65
  %64 = and i32 %62, %63, !dbg !66
  %65 = icmp eq i32 %64, 0, !dbg !67
  %66 = zext i1 %65 to i8, !dbg !68
  store i8 %66, ptr %14, align 1, !dbg !68
  %67 = load i8, ptr %14, align 1, !dbg !69
  %68 = trunc i8 %67 to i1, !dbg !69
  br i1 %68, label %69, label %73, !dbg !69

69:                                               ; preds = %37
  %70 = load i32, ptr %12, align 4, !dbg !70
  %71 = load i32, ptr %8, align 4, !dbg !71
  %72 = add i32 %70, %71, !dbg !72
  br label %75, !dbg !69

73:                                               ; preds = %37
  %74 = load i32, ptr %12, align 4, !dbg !73
  br label %75, !dbg !69

75:                                               ; preds = %73, %69
  %76 = phi i32 [ %72, %69 ], [ %74, %73 ], !dbg !69
  store i32 %76, ptr %15, align 4, !dbg !74
  store i32 0, ptr %16, align 4, !dbg !75
  %77 = load i32, ptr %8, align 4, !dbg !76
  store i32 %77, ptr %17, align 4, !dbg !77
  br label %78, !dbg !78

78:                                               ; preds = %109, %75
  %79 = load i32, ptr %16, align 4, !dbg !79
  %80 = load i32, ptr %17, align 4, !dbg !80
  %81 = icmp ult i32 %79, %80, !dbg !81
  br i1 %81, label %82, label %110, !dbg !78

82:                                               ; preds = %78
  %83 = load i32, ptr %16, align 4, !dbg !82
  %84 = load i32, ptr %17, align 4, !dbg !83
  %85 = add i32 %83, %84, !dbg !84
  %86 = lshr i32 %85, 1, !dbg !85
  store i32 %86, ptr %18, align 4, !dbg !86
  %87 = load ptr, ptr %9, align 8, !dbg !87
  %88 = load i32, ptr %15, align 4, !dbg !88
  %89 = load i32, ptr %18, align 4, !dbg !89
  %90 = add i32 %88, %89, !dbg !90
  %91 = zext i32 %90 to i64, !dbg !87
  %92 = getelementptr inbounds i32, ptr %87, i64 %91, !dbg !87
  %93 = load i32, ptr %92, align 4, !dbg !87
  store i32 %93, ptr %19, align 4, !dbg !91
  %94 = load i8, ptr %14, align 1, !dbg !92
  %95 = trunc i8 %94 to i1, !dbg !92
  br i1 %95, label %96, label %100, !dbg !92

96:                                               ; preds = %82
  %97 = load i32, ptr %19, align 4, !dbg !93
  %98 = load i32, ptr %11, align 4, !dbg !94
  %99 = icmp slt i32 %97, %98, !dbg !95
  br i1 %99, label %104, label %107, !dbg !92

100:                                              ; preds = %82
  %101 = load i32, ptr %19, align 4, !dbg !96
  %102 = load i32, ptr %11, align 4, !dbg !97
  %103 = icmp sle i32 %101, %102, !dbg !98
  br i1 %103, label %104, label %107, !dbg !92

104:                                              ; preds = %100, %96
  %105 = load i32, ptr %18, align 4, !dbg !99
  %106 = add i32 %105, 1, !dbg !100
  store i32 %106, ptr %16, align 4, !dbg !101
  br label %109, !dbg !102

107:                                              ; preds = %100, %96
  %108 = load i32, ptr %18, align 4, !dbg !103
  store i32 %108, ptr %17, align 4, !dbg !104
  br label %109

109:                                              ; preds = %107, %104
  br label %78, !dbg !78, !llvm.loop !105

110:                                              ; preds = %78
  %111 = load i32, ptr %11, align 4, !dbg !108
  %112 = load ptr, ptr %10, align 8, !dbg !109
  %113 = load i32, ptr %12, align 4, !dbg !110
  %114 = load i32, ptr %13, align 4, !dbg !111
  %115 = add i32 %113, %114, !dbg !112
  %116 = load i32, ptr %16, align 4, !dbg !113
  %117 = add i32 %115, %116, !dbg !114
  %118 = zext i32 %117 to i64, !dbg !109
  %119 = getelementptr inbounds i32, ptr %112, i64 %118, !dbg !109
  store i32 %111, ptr %119, align 4, !dbg !115
  call void @llvm.nvvm.barrier0(), !dbg !116
  %120 = load i32, ptr %7, align 4, !dbg !117
  %121 = xor i32 %120, 1, !dbg !117
  store i32 %121, ptr %7, align 4, !dbg !117
  br label %122, !dbg !118

122:                                              ; preds = %110
  %123 = load i32, ptr %8, align 4, !dbg !119
  %124 = shl i32 %123, 1, !dbg !119
  store i32 %124, ptr %8, align 4, !dbg !119
  br label %33, !dbg !41, !llvm.loop !120

125:                                              ; preds = %33
  %126 = load i32, ptr %7, align 4, !dbg !121
  %127 = sext i32 %126 to i64, !dbg !122
  %128 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_merge_sort_roundsE3buf to ptr), i64 0, i64 %127, !dbg !122
  %129 = load i32, ptr %5, align 4, !dbg !123
  %130 = zext i32 %129 to i64, !dbg !122
  %131 = getelementptr inbounds [256 x i32], ptr %128, i64 0, i64 %130, !dbg !122
  %132 = load i32, ptr %131, align 4, !dbg !122
  %133 = load ptr, ptr %4, align 8, !dbg !124
  %134 = load i32, ptr %6, align 4, !dbg !125
  %135 = zext i32 %134 to i64, !dbg !124
  %136 = getelementptr inbounds i32, ptr %133, i64 %135, !dbg !124
  store i32 %132, ptr %136, align 4, !dbg !126
  ret void, !dbg !127
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
!7 = !DIFile(filename: "h-shared-race-005.cu", directory: ".")
!8 = !{ptr @h_merge_sort_rounds, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_merge_sort_rounds", scope: !7, file: !7, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 15, column: 20, scope: !12)
!19 = !DILocation(line: 15, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 16, column: 18, scope: !12)
!23 = !DILocation(line: 16, column: 29, scope: !12)
!24 = !DILocation(line: 16, column: 39, scope: !12)
!25 = !DILocation(line: 16, column: 37, scope: !12)
!26 = !DILocation(line: 16, column: 14, scope: !12)
!27 = !DILocation(line: 17, column: 19, scope: !12)
!28 = !DILocation(line: 17, column: 22, scope: !12)
!29 = !DILocation(line: 17, column: 12, scope: !12)
!30 = !DILocation(line: 17, column: 5, scope: !12)
!31 = !DILocation(line: 17, column: 17, scope: !12)
!32 = !DILocation(line: 18, column: 5, scope: !12)
!33 = !DILocation(line: 19, column: 9, scope: !12)
!34 = !DILocation(line: 20, column: 19, scope: !12)
!35 = !DILocation(line: 20, column: 10, scope: !12)
!36 = !DILocation(line: 20, column: 26, scope: !12)
!37 = !DILocation(line: 79, column: 3, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!39 = distinct !DILocation(line: 20, column: 30, scope: !12)
!40 = !DILocation(line: 20, column: 28, scope: !12)
!41 = !DILocation(line: 20, column: 5, scope: !12)
!42 = !DILocation(line: 21, column: 30, scope: !12)
!43 = !DILocation(line: 21, column: 26, scope: !12)
!44 = !DILocation(line: 21, column: 20, scope: !12)
!45 = !DILocation(line: 22, column: 24, scope: !12)
!46 = !DILocation(line: 22, column: 28, scope: !12)
!47 = !DILocation(line: 22, column: 20, scope: !12)
!48 = !DILocation(line: 22, column: 14, scope: !12)
!49 = !DILocation(line: 23, column: 17, scope: !12)
!50 = !DILocation(line: 23, column: 21, scope: !12)
!51 = !DILocation(line: 23, column: 13, scope: !12)
!52 = !DILocation(line: 24, column: 26, scope: !12)
!53 = !DILocation(line: 24, column: 38, scope: !12)
!54 = !DILocation(line: 24, column: 36, scope: !12)
!55 = !DILocation(line: 24, column: 40, scope: !12)
!56 = !DILocation(line: 24, column: 32, scope: !12)
!57 = !DILocation(line: 24, column: 30, scope: !12)
!58 = !DILocation(line: 24, column: 18, scope: !12)
!59 = !DILocation(line: 25, column: 24, scope: !12)
!60 = !DILocation(line: 25, column: 31, scope: !12)
!61 = !DILocation(line: 25, column: 33, scope: !12)
!62 = !DILocation(line: 25, column: 28, scope: !12)
!63 = !DILocation(line: 25, column: 18, scope: !12)
!64 = !DILocation(line: 26, column: 22, scope: !12)
!65 = !DILocation(line: 26, column: 28, scope: !12)
!66 = !DILocation(line: 26, column: 26, scope: !12)
!67 = !DILocation(line: 26, column: 31, scope: !12)
!68 = !DILocation(line: 26, column: 14, scope: !12)
!69 = !DILocation(line: 27, column: 26, scope: !12)
!70 = !DILocation(line: 27, column: 33, scope: !12)
!71 = !DILocation(line: 27, column: 41, scope: !12)
!72 = !DILocation(line: 27, column: 39, scope: !12)
!73 = !DILocation(line: 27, column: 45, scope: !12)
!74 = !DILocation(line: 27, column: 18, scope: !12)
!75 = !DILocation(line: 28, column: 18, scope: !12)
!76 = !DILocation(line: 28, column: 31, scope: !12)
!77 = !DILocation(line: 28, column: 26, scope: !12)
!78 = !DILocation(line: 29, column: 9, scope: !12)
!79 = !DILocation(line: 29, column: 16, scope: !12)
!80 = !DILocation(line: 29, column: 21, scope: !12)
!81 = !DILocation(line: 29, column: 19, scope: !12)
!82 = !DILocation(line: 30, column: 29, scope: !12)
!83 = !DILocation(line: 30, column: 34, scope: !12)
!84 = !DILocation(line: 30, column: 32, scope: !12)
!85 = !DILocation(line: 30, column: 38, scope: !12)
!86 = !DILocation(line: 30, column: 22, scope: !12)
!87 = !DILocation(line: 31, column: 21, scope: !12)
!88 = !DILocation(line: 31, column: 25, scope: !12)
!89 = !DILocation(line: 31, column: 33, scope: !12)
!90 = !DILocation(line: 31, column: 31, scope: !12)
!91 = !DILocation(line: 31, column: 17, scope: !12)
!92 = !DILocation(line: 32, column: 17, scope: !12)
!93 = !DILocation(line: 32, column: 24, scope: !12)
!94 = !DILocation(line: 32, column: 28, scope: !12)
!95 = !DILocation(line: 32, column: 26, scope: !12)
!96 = !DILocation(line: 32, column: 32, scope: !12)
!97 = !DILocation(line: 32, column: 37, scope: !12)
!98 = !DILocation(line: 32, column: 34, scope: !12)
!99 = !DILocation(line: 33, column: 22, scope: !12)
!100 = !DILocation(line: 33, column: 26, scope: !12)
!101 = !DILocation(line: 33, column: 20, scope: !12)
!102 = !DILocation(line: 33, column: 17, scope: !12)
!103 = !DILocation(line: 35, column: 22, scope: !12)
!104 = !DILocation(line: 35, column: 20, scope: !12)
!105 = distinct !{!105, !78, !106, !107}
!106 = !DILocation(line: 36, column: 9, scope: !12)
!107 = !{!"llvm.loop.mustprogress"}
!108 = !DILocation(line: 37, column: 33, scope: !12)
!109 = !DILocation(line: 37, column: 9, scope: !12)
!110 = !DILocation(line: 37, column: 13, scope: !12)
!111 = !DILocation(line: 37, column: 21, scope: !12)
!112 = !DILocation(line: 37, column: 19, scope: !12)
!113 = !DILocation(line: 37, column: 27, scope: !12)
!114 = !DILocation(line: 37, column: 25, scope: !12)
!115 = !DILocation(line: 37, column: 31, scope: !12)
!116 = !DILocation(line: 38, column: 9, scope: !12)
!117 = !DILocation(line: 39, column: 13, scope: !12)
!118 = !DILocation(line: 40, column: 5, scope: !12)
!119 = !DILocation(line: 20, column: 44, scope: !12)
!120 = distinct !{!120, !41, !118, !107}
!121 = !DILocation(line: 41, column: 18, scope: !12)
!122 = !DILocation(line: 41, column: 14, scope: !12)
!123 = !DILocation(line: 41, column: 23, scope: !12)
!124 = !DILocation(line: 41, column: 5, scope: !12)
!125 = !DILocation(line: 41, column: 9, scope: !12)
!126 = !DILocation(line: 41, column: 12, scope: !12)
!127 = !DILocation(line: 42, column: 1, scope: !12)
