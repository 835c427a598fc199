; ModuleID = 'b-barrier-divergence-005.cu'
source_filename = "b-barrier-divergence-005.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20b_trisolve_divergentE1x = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_trisolve_divergent(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = zext nneg i32 %4 to i64, !dbg !19
  %6 = getelementptr inbounds float, ptr %2, i64 %5, !dbg !19
  %7 = load float, ptr %6, align 4, !dbg !19, !tbaa !20
  %8 = icmp eq i32 %4, 0, !dbg !24
  br i1 %8, label %11, label %9, !dbg !25

9:                                                ; preds = %3
  %10 = shl nuw nsw i32 %4, 6
  br label %20, !dbg !25

11:                                               ; preds = %20, %3
  %12 = phi float [ %7, %3 ], [ %31, %20 ], !dbg !26
  %13 = mul nuw nsw i32 %4, 65, !dbg !27
  %14 = zext nneg i32 %13 to i64, !dbg !28
  %15 = getelementptr inbounds float, ptr %1, i64 %14, !dbg !28
  %16 = load float, ptr %15, align 4, !dbg !28, !tbaa !20
  %17 = fdiv contract float %12, %16, !dbg !29
  %18 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_trisolve_divergentE1x to ptr), i64 0, i64 %5, !dbg !30
  store float %17, ptr %18, align 4, !dbg !31, !tbaa !20
  %19 = getelementptr inbounds float, ptr %0, i64 %5, !dbg !32
  store float %17, ptr %19, align 4, !dbg !33, !tbaa !20
  ret void, !dbg !34

20:                                               ; preds = %9, %20
  %21 = phi i32 [ 0, %9 ], [ %32, %20 ]
  %22 = phi float [ %7, %9 ], [ %31, %20 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %23 = add nuw nsw i32 %21, %10, !dbg !36
  %24 = zext nneg i32 %23 to i64, !dbg !37
  %25 = getelementptr inbounds float, ptr %1, i64 %24, !dbg !37
  %26 = load float, ptr %25, align 4, !dbg !37, !tbaa !20
  %27 = zext nneg i32 %21 to i64, !dbg !38
  %28 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_trisolve_divergentE1x to ptr), i64 0, i64 %27, !dbg !38
  %29 = load float, ptr %28, align 4, !dbg !38, !tbaa !20
  %30 = fmul contract float %26, %29, !dbg !39
  %31 = fsub contract float %22, %30, !dbg !40
  %32 = add nuw nsw i32 %21, 1, !dbg !41
  %33 = icmp eq i32 %32, %4, !dbg !24
  br i1 %33, label %11, label %20, !dbg !25, !llvm.loop !42
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!7 = !DIFile(filename: "b-barrier-divergence-005.cu", directory: ".")
!8 = !{ptr @b_trisolve_divergent, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_trisolve_divergent", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 17, scope: !12)
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C++ TBAA"}
!24 = !DILocation(line: 14, column: 23, scope: !12)
!25 = !DILocation(line: 14, column: 5, scope: !12)
!26 = !DILocation(line: 0, scope: !12)
!27 = !DILocation(line: 18, column: 27, scope: !12)
!28 = !DILocation(line: 18, column: 18, scope: !12)
!29 = !DILocation(line: 18, column: 16, scope: !12)
!30 = !DILocation(line: 18, column: 5, scope: !12)
!31 = !DILocation(line: 18, column: 10, scope: !12)
!32 = !DILocation(line: 19, column: 5, scope: !12)
!33 = !DILocation(line: 19, column: 13, scope: !12)
!34 = !DILocation(line: 20, column: 1, scope: !12)
!35 = !DILocation(line: 15, column: 9, scope: !12)
!36 = !DILocation(line: 16, column: 25, scope: !12)
!37 = !DILocation(line: 16, column: 16, scope: !12)
!38 = !DILocation(line: 16, column: 32, scope: !12)
!39 = !DILocation(line: 16, column: 30, scope: !12)
!40 = !DILocation(line: 16, column: 13, scope: !12)
!41 = !DILocation(line: 14, column: 28, scope: !12)
!42 = distinct !{!42, !25, !43, !44}
!43 = !DILocation(line: 17, column: 5, scope: !12)
!44 = !{!"llvm.loop.mustprogress"}
