; ModuleID = 'h-global-race-020.cu'
source_filename = "h-global-race-020.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @h_rmsnorm_apply_rows(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !12 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %7 = zext nneg i32 %6 to i64, !dbg !19
  %8 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !19
  %9 = load float, ptr %8, align 4, !dbg !19, !tbaa !20
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !24
  %11 = icmp slt i32 %10, %4, !dbg !27
  br i1 %11, label %12, label %15, !dbg !28

12:                                               ; preds = %5
  %13 = mul nsw i32 %6, %3
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %16, !dbg !28

15:                                               ; preds = %16, %5
  ret void, !dbg !29

16:                                               ; preds = %12, %16
  %17 = phi i32 [ %10, %12 ], [ %27, %16 ]
  %18 = sext i32 %17 to i64, !dbg !30
  %19 = getelementptr inbounds float, ptr %2, i64 %18, !dbg !30
  %20 = load float, ptr %19, align 4, !dbg !30, !tbaa !20
  %21 = fmul contract float %9, %20, !dbg !31
  %22 = add nsw i32 %17, %13, !dbg !32
  %23 = sext i32 %22 to i64, !dbg !33
  %24 = getelementptr inbounds float, ptr %0, i64 %23, !dbg !33
  %25 = load float, ptr %24, align 4, !dbg !34, !tbaa !20
  %26 = fmul contract float %25, %21, !dbg !34
  store float %26, ptr %24, align 4, !dbg !34, !tbaa !20
  %27 = add i32 %17, %14, !dbg !35
  %28 = icmp slt i32 %27, %4, !dbg !27
  br i1 %28, label %16, label %15, !dbg !28, !llvm.loop !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "h-global-race-020.cu", directory: ".")
!8 = !{ptr @h_rmsnorm_apply_rows, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_rmsnorm_apply_rows", scope: !7, file: !7, line: 9, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 15, scope: !12)
!19 = !DILocation(line: 13, column: 15, scope: !12)
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C++ TBAA"}
!24 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = distinct !DILocation(line: 14, column: 20, scope: !12)
!27 = !DILocation(line: 14, column: 37, scope: !12)
!28 = !DILocation(line: 14, column: 5, scope: !12)
!29 = !DILocation(line: 16, column: 1, scope: !12)
!30 = !DILocation(line: 15, column: 38, scope: !12)
!31 = !DILocation(line: 15, column: 36, scope: !12)
!32 = !DILocation(line: 15, column: 24, scope: !12)
!33 = !DILocation(line: 15, column: 9, scope: !12)
!34 = !DILocation(line: 15, column: 31, scope: !12)
!35 = !DILocation(line: 14, column: 51, scope: !12)
!36 = distinct !{!36, !28, !37, !38}
!37 = !DILocation(line: 15, column: 43, scope: !12)
!38 = !{!"llvm.loop.mustprogress"}
