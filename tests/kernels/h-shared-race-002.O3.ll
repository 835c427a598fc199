; ModuleID = 'h-shared-race-002.cu'
source_filename = "h-shared-race-002.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ23h_block_radix_sort_raceE6s_keys = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ23h_block_radix_sort_raceE5s_tmp = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ23h_block_radix_sort_raceE6s_scan = internal addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local void @h_block_radix_sort_race(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = lshr i32 %5, 5, !dbg !19
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %8 = shl i32 %7, 8, !dbg !23
  %9 = add i32 %8, %5, !dbg !24
  %10 = zext i32 %9 to i64, !dbg !25
  %11 = getelementptr inbounds i32, ptr %0, i64 %10, !dbg !25
  %12 = load i32, ptr %11, align 4, !dbg !25, !tbaa !26
  %13 = zext nneg i32 %5 to i64, !dbg !30
  %14 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_keys to ptr), i64 0, i64 %13, !dbg !30
  store i32 %12, ptr %14, align 4, !dbg !31, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %15 = icmp slt i32 %2, %3, !dbg !33
  br i1 %15, label %16, label %58, !dbg !34

16:                                               ; preds = %4
  %17 = and i32 %5, 31, !dbg !35
  %18 = icmp ugt i32 %5, 127
  %19 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_scan to ptr), i64 0, i64 %13
  %20 = shl nsw i32 -1, %17
  %21 = xor i32 %20, -1
  %22 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE5s_tmp to ptr), i64 0, i64 %13
  %23 = add nsw i32 %5, -128
  %24 = icmp ult i32 %23, -127
  %25 = add nsw i32 %5, -1
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_scan to ptr), i64 0, i64 %26
  %28 = add nsw i32 %5, -128
  %29 = icmp ult i32 %28, -126
  %30 = add nsw i32 %5, -2
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_scan to ptr), i64 0, i64 %31
  %33 = add nsw i32 %5, -128
  %34 = icmp ult i32 %33, -124
  %35 = add nsw i32 %5, -4
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_scan to ptr), i64 0, i64 %36
  %38 = add nsw i32 %5, -128
  %39 = icmp ult i32 %38, -120
  %40 = add nsw i32 %5, -8
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_scan to ptr), i64 0, i64 %41
  %43 = add nsw i32 %5, -128
  %44 = icmp ult i32 %43, -112
  %45 = add nsw i32 %5, -16
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_scan to ptr), i64 0, i64 %46
  %48 = add nsw i32 %5, -128
  %49 = icmp ult i32 %48, -96
  %50 = add nsw i32 %5, -32
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_scan to ptr), i64 0, i64 %51
  %53 = and i32 %5, 960
  %54 = icmp eq i32 %53, 64
  %55 = add nsw i32 %5, -64
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_scan to ptr), i64 0, i64 %56
  br label %61, !dbg !34

58:                                               ; preds = %131, %4
  %59 = load i32, ptr %14, align 4, !dbg !36, !tbaa !26
  %60 = getelementptr inbounds i32, ptr %1, i64 %10, !dbg !37
  store i32 %59, ptr %60, align 4, !dbg !38, !tbaa !26
  ret void, !dbg !39

61:                                               ; preds = %16, %131
  %62 = phi i32 [ %2, %16 ], [ %139, %131 ]
  br i1 %18, label %64, label %63, !dbg !40

63:                                               ; preds = %61
  store i32 0, ptr %19, align 4, !dbg !41, !tbaa !26
  br label %64, !dbg !42

64:                                               ; preds = %63, %61
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %65 = load i32, ptr %14, align 4, !dbg !44, !tbaa !26
  %66 = lshr i32 %65, %62, !dbg !45
  %67 = and i32 %66, 15, !dbg !46
  %68 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %67), !dbg !47
  %69 = and i32 %68, %21, !dbg !54
  %70 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %69), !dbg !55
  %71 = shl nuw nsw i32 %67, 3, !dbg !59
  %72 = add nuw nsw i32 %71, %6, !dbg !60
  %73 = zext nneg i32 %72 to i64, !dbg !61
  %74 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_scan to ptr), i64 0, i64 %73, !dbg !61
  %75 = atomicrmw add ptr %74, i32 1 seq_cst, align 4, !dbg !62
  tail call void @llvm.nvvm.barrier0(), !dbg !68
  br i1 %24, label %78, label %76, !dbg !69

76:                                               ; preds = %64
  %77 = load i32, ptr %27, align 4, !dbg !70, !tbaa !26
  br label %78, !dbg !71

78:                                               ; preds = %76, %64
  %79 = phi i32 [ %77, %76 ], [ 0, %64 ], !dbg !72
  tail call void @llvm.nvvm.barrier0(), !dbg !73
  br i1 %18, label %83, label %80, !dbg !74

80:                                               ; preds = %78
  %81 = load i32, ptr %19, align 4, !dbg !75, !tbaa !26
  %82 = add i32 %81, %79, !dbg !75
  store i32 %82, ptr %19, align 4, !dbg !75, !tbaa !26
  br label %83, !dbg !76

83:                                               ; preds = %80, %78
  tail call void @llvm.nvvm.barrier0(), !dbg !77
  br i1 %29, label %86, label %84, !dbg !69

84:                                               ; preds = %83
  %85 = load i32, ptr %32, align 4, !dbg !70, !tbaa !26
  br label %86, !dbg !71

86:                                               ; preds = %84, %83
  %87 = phi i32 [ %85, %84 ], [ 0, %83 ], !dbg !72
  tail call void @llvm.nvvm.barrier0(), !dbg !73
  br i1 %18, label %91, label %88, !dbg !74

88:                                               ; preds = %86
  %89 = load i32, ptr %19, align 4, !dbg !75, !tbaa !26
  %90 = add i32 %89, %87, !dbg !75
  store i32 %90, ptr %19, align 4, !dbg !75, !tbaa !26
  br label %91, !dbg !76

91:                                               ; preds = %88, %86
  tail call void @llvm.nvvm.barrier0(), !dbg !77
  br i1 %34, label %94, label %92, !dbg !69

92:                                               ; preds = %91
  %93 = load i32, ptr %37, align 4, !dbg !70, !tbaa !26
  br label %94, !dbg !71

94:                                               ; preds = %92, %91
  %95 = phi i32 [ %93, %92 ], [ 0, %91 ], !dbg !72
  tail call void @llvm.nvvm.barrier0(), !dbg !73
  br i1 %18, label %99, label %96, !dbg !74

96:                                               ; preds = %94
  %97 = load i32, ptr %19, align 4, !dbg !75, !tbaa !26
  %98 = add i32 %97, %95, !dbg !75
  store i32 %98, ptr %19, align 4, !dbg !75, !tbaa !26
  br label %99, !dbg !76

99:                                               ; preds = %96, %94
  tail call void @llvm.nvvm.barrier0(), !dbg !77
  br i1 %39, label %102, label %100, !dbg !69

100:                                              ; preds = %99
  %101 = load i32, ptr %42, align 4, !dbg !70, !tbaa !26
  br label %102, !dbg !71

102:                                              ; preds = %100, %99
  %103 = phi i32 [ %101, %100 ], [ 0, %99 ], !dbg !72
  tail call void @llvm.nvvm.barrier0(), !dbg !73
  br i1 %18, label %107, label %104, !dbg !74

104:                                              ; preds = %102
  %105 = load i32, ptr %19, align 4, !dbg !75, !tbaa !26
  %106 = add i32 %105, %103, !dbg !75
  store i32 %106, ptr %19, align 4, !dbg !75, !tbaa !26
  br label %107, !dbg !76

107:                                              ; preds = %104, %102
  tail call void @llvm.nvvm.barrier0(), !dbg !77
  br i1 %44, label %110, label %108, !dbg !69

108:                                              ; preds = %107
  %109 = load i32, ptr %47, align 4, !dbg !70, !tbaa !26
  br label %110, !dbg !71

110:                                              ; preds = %108, %107
  %111 = phi i32 [ %109, %108 ], [ 0, %107 ], !dbg !72
  tail call void @llvm.nvvm.barrier0(), !dbg !73
  br i1 %18, label %115, label %112, !dbg !74

112:                                              ; preds = %110
  %113 = load i32, ptr %19, align 4, !dbg !75, !tbaa !26
  %114 = add i32 %113, %111, !dbg !75
  store i32 %114, ptr %19, align 4, !dbg !75, !tbaa !26
  br label %115, !dbg !76

115:                                              ; preds = %112, %110
  tail call void @llvm.nvvm.barrier0(), !dbg !77
  br i1 %49, label %118, label %116, !dbg !69

116:                                              ; preds = %115
  %117 = load i32, ptr %52, align 4, !dbg !70, !tbaa !26
  br label %118, !dbg !71

118:                                              ; preds = %116, %115
  %119 = phi i32 [ %117, %116 ], [ 0, %115 ], !dbg !72
  tail call void @llvm.nvvm.barrier0(), !dbg !73
  br i1 %18, label %123, label %120, !dbg !74

120:                                              ; preds = %118
  %121 = load i32, ptr %19, align 4, !dbg !75, !tbaa !26
  %122 = add i32 %121, %119, !dbg !75
  store i32 %122, ptr %19, align 4, !dbg !75, !tbaa !26
  br label %123, !dbg !76

123:                                              ; preds = %120, %118
  tail call void @llvm.nvvm.barrier0(), !dbg !77
  br i1 %54, label %124, label %126, !dbg !69

124:                                              ; preds = %123
  %125 = load i32, ptr %57, align 4, !dbg !70, !tbaa !26
  br label %126, !dbg !71

126:                                              ; preds = %124, %123
  %127 = phi i32 [ %125, %124 ], [ 0, %123 ], !dbg !72
  tail call void @llvm.nvvm.barrier0(), !dbg !73
  br i1 %18, label %131, label %128, !dbg !74

128:                                              ; preds = %126
  %129 = load i32, ptr %19, align 4, !dbg !75, !tbaa !26
  %130 = add i32 %129, %127, !dbg !75
  store i32 %130, ptr %19, align 4, !dbg !75, !tbaa !26
  br label %131, !dbg !76

131:                                              ; preds = %128, %126
  tail call void @llvm.nvvm.barrier0(), !dbg !77
  %132 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %68), !dbg !78
  %133 = load i32, ptr %74, align 4, !dbg !80, !tbaa !26
  %134 = sub nsw i32 %70, %132, !dbg !81
  %135 = add i32 %134, %133, !dbg !82
  %136 = zext i32 %135 to i64, !dbg !83
  %137 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE5s_tmp to ptr), i64 0, i64 %136, !dbg !83
  store i32 %65, ptr %137, align 4, !dbg !84, !tbaa !26
  %138 = load i32, ptr %22, align 4, !dbg !85, !tbaa !26
  store i32 %138, ptr %14, align 4, !dbg !86, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !87
  %139 = add nsw i32 %62, 4, !dbg !88
  %140 = icmp slt i32 %139, %3, !dbg !33
  br i1 %140, label %61, label %58, !dbg !34, !llvm.loop !89
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

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
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "h-shared-race-002.cu", directory: ".")
!8 = !{ptr @h_block_radix_sort_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_block_radix_sort_race", scope: !7, file: !7, line: 24, type: !13, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 30, column: 20, scope: !12)
!19 = !DILocation(line: 30, column: 61, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 31, column: 18, scope: !12)
!23 = !DILocation(line: 31, column: 29, scope: !12)
!24 = !DILocation(line: 31, column: 37, scope: !12)
!25 = !DILocation(line: 32, column: 19, scope: !12)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 32, column: 5, scope: !12)
!31 = !DILocation(line: 32, column: 17, scope: !12)
!32 = !DILocation(line: 33, column: 5, scope: !12)
!33 = !DILocation(line: 34, column: 35, scope: !12)
!34 = !DILocation(line: 34, column: 5, scope: !12)
!35 = !DILocation(line: 30, column: 44, scope: !12)
!36 = !DILocation(line: 61, column: 19, scope: !12)
!37 = !DILocation(line: 61, column: 5, scope: !12)
!38 = !DILocation(line: 61, column: 17, scope: !12)
!39 = !DILocation(line: 62, column: 1, scope: !12)
!40 = !DILocation(line: 35, column: 13, scope: !12)
!41 = !DILocation(line: 36, column: 25, scope: !12)
!42 = !DILocation(line: 36, column: 13, scope: !12)
!43 = !DILocation(line: 37, column: 9, scope: !12)
!44 = !DILocation(line: 38, column: 24, scope: !12)
!45 = !DILocation(line: 39, column: 31, scope: !12)
!46 = !DILocation(line: 39, column: 39, scope: !12)
!47 = !DILocation(line: 232, column: 10, scope: !48, inlinedAt: !50)
!48 = distinct !DISubprogram(name: "__match32_any_sync", scope: !49, file: !49, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!49 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!50 = distinct !DILocation(line: 94, column: 10, scope: !51, inlinedAt: !53)
!51 = distinct !DISubprogram(name: "__match_any_sync", scope: !52, file: !52, line: 93, type: !13, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!52 = !DIFile(filename: "/usr/local/cuda/include/crt/sm_70_rt.hpp", directory: "")
!53 = distinct !DILocation(line: 40, column: 26, scope: !12)
!54 = !DILocation(line: 41, column: 32, scope: !12)
!55 = !DILocation(line: 505, column: 50, scope: !56, inlinedAt: !58)
!56 = distinct !DISubprogram(name: "__popc", scope: !57, file: !57, line: 505, type: !13, scopeLine: 505, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!57 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!58 = distinct !DILocation(line: 42, column: 25, scope: !12)
!59 = !DILocation(line: 44, column: 33, scope: !12)
!60 = !DILocation(line: 44, column: 42, scope: !12)
!61 = !DILocation(line: 44, column: 20, scope: !12)
!62 = !DILocation(line: 533, column: 10, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !57, file: !57, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!64 = distinct !DILocation(line: 112, column: 10, scope: !65, inlinedAt: !67)
!65 = distinct !DISubprogram(name: "atomicAdd", scope: !66, file: !66, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!66 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!67 = distinct !DILocation(line: 44, column: 9, scope: !12)
!68 = !DILocation(line: 45, column: 9, scope: !12)
!69 = !DILocation(line: 48, column: 30, scope: !12)
!70 = !DILocation(line: 49, column: 21, scope: !12)
!71 = !DILocation(line: 49, column: 17, scope: !12)
!72 = !DILocation(line: 0, scope: !12)
!73 = !DILocation(line: 50, column: 13, scope: !12)
!74 = !DILocation(line: 51, column: 17, scope: !12)
!75 = !DILocation(line: 52, column: 29, scope: !12)
!76 = !DILocation(line: 52, column: 17, scope: !12)
!77 = !DILocation(line: 53, column: 13, scope: !12)
!78 = !DILocation(line: 505, column: 50, scope: !56, inlinedAt: !79)
!79 = distinct !DILocation(line: 43, column: 24, scope: !12)
!80 = !DILocation(line: 55, column: 24, scope: !12)
!81 = !DILocation(line: 55, column: 54, scope: !12)
!82 = !DILocation(line: 55, column: 60, scope: !12)
!83 = !DILocation(line: 56, column: 9, scope: !12)
!84 = !DILocation(line: 56, column: 20, scope: !12)
!85 = !DILocation(line: 58, column: 23, scope: !12)
!86 = !DILocation(line: 58, column: 21, scope: !12)
!87 = !DILocation(line: 59, column: 9, scope: !12)
!88 = !DILocation(line: 34, column: 50, scope: !12)
!89 = distinct !{!89, !34, !90, !91}
!90 = !DILocation(line: 60, column: 5, scope: !12)
!91 = !{!"llvm.loop.mustprogress"}
