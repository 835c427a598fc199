; ModuleID = 'e-global-race-026.cu'
source_filename = "e-global-race-026.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @e_tile_cols_overlap_race(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !15
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !19
  %5 = shl nuw nsw i32 %3, 11, !dbg !22
  %6 = shl nuw nsw i32 %4, 7, !dbg !22
  %7 = add nuw nsw i32 %5, %6, !dbg !22
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %9 = shl i32 %8, 4, !dbg !26
  %10 = add i32 %7, %9, !dbg !27
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !28
  %12 = icmp ult i32 %11, 17, !dbg !31
  br i1 %12, label %13, label %15, !dbg !32

13:                                               ; preds = %2
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %16, !dbg !32

15:                                               ; preds = %16, %2
  ret void, !dbg !33

16:                                               ; preds = %13, %16
  %17 = phi i32 [ %11, %13 ], [ %24, %16 ]
  %18 = add nsw i32 %10, %17, !dbg !34
  %19 = sext i32 %18 to i64, !dbg !35
  %20 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !35
  %21 = load float, ptr %20, align 4, !dbg !35, !tbaa !36
  %22 = fmul contract float %21, 2.000000e+00, !dbg !40
  %23 = getelementptr inbounds float, ptr %1, i64 %19, !dbg !41
  store float %22, ptr %23, align 4, !dbg !42, !tbaa !36
  %24 = add nuw nsw i32 %17, %14, !dbg !43
  %25 = icmp ult i32 %24, 17, !dbg !31
  br i1 %25, label %16, label %15, !dbg !32, !llvm.loop !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

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
!7 = !DIFile(filename: "e-global-race-026.cu", directory: ".")
!8 = !{ptr @e_tile_cols_overlap_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_tile_cols_overlap_race", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 67, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 15, scope: !12)
!19 = !DILocation(line: 54, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 12, column: 32, scope: !12)
!22 = !DILocation(line: 13, column: 20, scope: !12)
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 13, column: 26, scope: !12)
!26 = !DILocation(line: 13, column: 37, scope: !12)
!27 = !DILocation(line: 13, column: 24, scope: !12)
!28 = !DILocation(line: 53, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!30 = distinct !DILocation(line: 14, column: 18, scope: !12)
!31 = !DILocation(line: 14, column: 33, scope: !12)
!32 = !DILocation(line: 14, column: 5, scope: !12)
!33 = !DILocation(line: 16, column: 1, scope: !12)
!34 = !DILocation(line: 15, column: 40, scope: !12)
!35 = !DILocation(line: 15, column: 32, scope: !12)
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C++ TBAA"}
!40 = !DILocation(line: 15, column: 30, scope: !12)
!41 = !DILocation(line: 15, column: 9, scope: !12)
!42 = !DILocation(line: 15, column: 23, scope: !12)
!43 = !DILocation(line: 14, column: 41, scope: !12)
!44 = distinct !{!44, !32, !45, !46}
!45 = !DILocation(line: 15, column: 43, scope: !12)
!46 = !{!"llvm.loop.mustprogress"}
