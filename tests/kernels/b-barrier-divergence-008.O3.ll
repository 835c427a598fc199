; ModuleID = 'b-barrier-divergence-008.cu'
source_filename = "b-barrier-divergence-008.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ30b_gridstride_barrier_divergentE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_gridstride_barrier_divergent(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = shl i32 %5, 8, !dbg !22
  %7 = add i32 %6, %4, !dbg !23
  %8 = icmp slt i32 %7, %2, !dbg !24
  br i1 %8, label %9, label %17, !dbg !25

9:                                                ; preds = %3
  %10 = zext nneg i32 %4 to i64
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30b_gridstride_barrier_divergentE1s to ptr), i64 0, i64 %10
  %12 = sub nsw i32 255, %4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30b_gridstride_barrier_divergentE1s to ptr), i64 0, i64 %13
  %15 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %16 = shl i32 %15, 8
  br label %18, !dbg !25

17:                                               ; preds = %18, %3
  ret void, !dbg !26

18:                                               ; preds = %9, %18
  %19 = phi i32 [ %7, %9 ], [ %25, %18 ]
  %20 = sext i32 %19 to i64, !dbg !27
  %21 = getelementptr inbounds float, ptr %1, i64 %20, !dbg !27
  %22 = load float, ptr %21, align 4, !dbg !27, !tbaa !28
  store float %22, ptr %11, align 4, !dbg !32, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %23 = load float, ptr %14, align 4, !dbg !34, !tbaa !28
  %24 = getelementptr inbounds float, ptr %0, i64 %20, !dbg !35
  store float %23, ptr %24, align 4, !dbg !36, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %25 = add i32 %19, %16, !dbg !38
  %26 = icmp slt i32 %25, %2, !dbg !24
  br i1 %26, label %18, label %17, !dbg !25, !llvm.loop !39
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!7 = !DIFile(filename: "b-barrier-divergence-008.cu", directory: ".")
!8 = !{ptr @b_gridstride_barrier_divergent, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_gridstride_barrier_divergent", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 14, column: 18, scope: !12)
!22 = !DILocation(line: 14, column: 29, scope: !12)
!23 = !DILocation(line: 14, column: 33, scope: !12)
!24 = !DILocation(line: 14, column: 40, scope: !12)
!25 = !DILocation(line: 14, column: 5, scope: !12)
!26 = !DILocation(line: 20, column: 1, scope: !12)
!27 = !DILocation(line: 15, column: 16, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 15, column: 14, scope: !12)
!33 = !DILocation(line: 16, column: 9, scope: !12)
!34 = !DILocation(line: 17, column: 18, scope: !12)
!35 = !DILocation(line: 17, column: 9, scope: !12)
!36 = !DILocation(line: 17, column: 16, scope: !12)
!37 = !DILocation(line: 18, column: 9, scope: !12)
!38 = !DILocation(line: 14, column: 47, scope: !12)
!39 = distinct !{!39, !25, !40, !41}
!40 = !DILocation(line: 19, column: 5, scope: !12)
!41 = !{!"llvm.loop.mustprogress"}
