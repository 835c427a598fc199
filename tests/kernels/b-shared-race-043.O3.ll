; ModuleID = 'b-shared-race-043.cu'
source_filename = "b-shared-race-043.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21b_permutation_scatterE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_permutation_scatter(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = shl i32 %5, 8, !dbg !22
  %7 = add i32 %6, %4, !dbg !23
  %8 = sext i32 %7 to i64, !dbg !24
  %9 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !24
  %10 = load float, ptr %9, align 4, !dbg !24, !tbaa !25
  %11 = getelementptr inbounds i32, ptr %2, i64 %8, !dbg !29
  %12 = load i32, ptr %11, align 4, !dbg !29, !tbaa !30
  %13 = sext i32 %12 to i64, !dbg !32
  %14 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_permutation_scatterE1s to ptr), i64 0, i64 %13, !dbg !32
  store float %10, ptr %14, align 4, !dbg !33, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %15 = zext nneg i32 %4 to i64, !dbg !35
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_permutation_scatterE1s to ptr), i64 0, i64 %15, !dbg !35
  %17 = load float, ptr %16, align 4, !dbg !35, !tbaa !25
  %18 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !36
  store float %17, ptr %18, align 4, !dbg !37, !tbaa !25
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
!7 = !DIFile(filename: "b-shared-race-043.cu", directory: ".")
!8 = !{ptr @b_permutation_scatter, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_permutation_scatter", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 15, column: 13, scope: !12)
!22 = !DILocation(line: 15, column: 24, scope: !12)
!23 = !DILocation(line: 15, column: 28, scope: !12)
!24 = !DILocation(line: 16, column: 18, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 16, column: 7, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !27, i64 0}
!32 = !DILocation(line: 16, column: 5, scope: !12)
!33 = !DILocation(line: 16, column: 16, scope: !12)
!34 = !DILocation(line: 17, column: 5, scope: !12)
!35 = !DILocation(line: 18, column: 14, scope: !12)
!36 = !DILocation(line: 18, column: 5, scope: !12)
!37 = !DILocation(line: 18, column: 12, scope: !12)
!38 = !DILocation(line: 19, column: 1, scope: !12)
