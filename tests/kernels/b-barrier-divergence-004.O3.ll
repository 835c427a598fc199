; ModuleID = 'b-barrier-divergence-004.cu'
source_filename = "b-barrier-divergence-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20b_warp_subset_returnE1s = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_warp_subset_return(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = icmp ugt i32 %3, 127, !dbg !19
  br i1 %4, label %19, label %5, !dbg !20

5:                                                ; preds = %2
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %7 = shl i32 %6, 7, !dbg !24
  %8 = or disjoint i32 %7, %3, !dbg !25
  %9 = sext i32 %8 to i64, !dbg !26
  %10 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !26
  %11 = load float, ptr %10, align 4, !dbg !26, !tbaa !27
  %12 = zext nneg i32 %3 to i64, !dbg !31
  %13 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_warp_subset_returnE1s to ptr), i64 0, i64 %12, !dbg !31
  store float %11, ptr %13, align 4, !dbg !32, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %14 = sub nuw nsw i32 127, %3, !dbg !34
  %15 = zext nneg i32 %14 to i64, !dbg !35
  %16 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_warp_subset_returnE1s to ptr), i64 0, i64 %15, !dbg !35
  %17 = load float, ptr %16, align 4, !dbg !35, !tbaa !27
  %18 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !36
  store float %17, ptr %18, align 4, !dbg !37, !tbaa !27
  br label %19, !dbg !38

19:                                               ; preds = %2, %5
  ret void, !dbg !38
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "b-barrier-divergence-004.cu", directory: ".")
!8 = !{ptr @b_warp_subset_return, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_warp_subset_return", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 14, column: 11, scope: !12)
!20 = !DILocation(line: 14, column: 9, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = distinct !DILocation(line: 15, column: 13, scope: !12)
!24 = !DILocation(line: 15, column: 24, scope: !12)
!25 = !DILocation(line: 15, column: 28, scope: !12)
!26 = !DILocation(line: 16, column: 12, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 16, column: 5, scope: !12)
!32 = !DILocation(line: 16, column: 10, scope: !12)
!33 = !DILocation(line: 17, column: 5, scope: !12)
!34 = !DILocation(line: 18, column: 22, scope: !12)
!35 = !DILocation(line: 18, column: 14, scope: !12)
!36 = !DILocation(line: 18, column: 5, scope: !12)
!37 = !DILocation(line: 18, column: 12, scope: !12)
!38 = !DILocation(line: 19, column: 1, scope: !12)
