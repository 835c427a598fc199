; ModuleID = 'b-barrier-divergence-003.cu'
source_filename = "b-barrier-divergence-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ22b_block_uniform_branchE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_block_uniform_branch(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = shl i32 %4, 8, !dbg !22
  %6 = add i32 %5, %3, !dbg !23
  %7 = and i32 %4, 1, !dbg !24
  %8 = icmp eq i32 %7, 0, !dbg !25
  %9 = sext i32 %6 to i64, !dbg !26
  %10 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !26
  %11 = load float, ptr %10, align 4, !dbg !26, !tbaa !27
  br i1 %8, label %12, label %19, !dbg !31

12:                                               ; preds = %2
  %13 = zext nneg i32 %3 to i64, !dbg !32
  %14 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_block_uniform_branchE1s to ptr), i64 0, i64 %13, !dbg !32
  store float %11, ptr %14, align 4, !dbg !33, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %15 = sub nsw i32 255, %3, !dbg !35
  %16 = sext i32 %15 to i64, !dbg !36
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_block_uniform_branchE1s to ptr), i64 0, i64 %16, !dbg !36
  %18 = load float, ptr %17, align 4, !dbg !36, !tbaa !27
  br label %19, !dbg !37

19:                                               ; preds = %2, %12
  %20 = phi float [ %18, %12 ], [ %11, %2 ]
  %21 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !26
  store float %20, ptr %21, align 4, !dbg !26, !tbaa !27
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
!7 = !DIFile(filename: "b-barrier-divergence-003.cu", directory: ".")
!8 = !{ptr @b_block_uniform_branch, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_block_uniform_branch", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 12, column: 13, scope: !12)
!22 = !DILocation(line: 12, column: 24, scope: !12)
!23 = !DILocation(line: 12, column: 28, scope: !12)
!24 = !DILocation(line: 13, column: 20, scope: !12)
!25 = !DILocation(line: 13, column: 24, scope: !12)
!26 = !DILocation(line: 0, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 13, column: 9, scope: !12)
!32 = !DILocation(line: 14, column: 9, scope: !12)
!33 = !DILocation(line: 14, column: 14, scope: !12)
!34 = !DILocation(line: 15, column: 9, scope: !12)
!35 = !DILocation(line: 16, column: 26, scope: !12)
!36 = !DILocation(line: 16, column: 18, scope: !12)
!37 = !DILocation(line: 17, column: 5, scope: !12)
!38 = !DILocation(line: 20, column: 1, scope: !12)
