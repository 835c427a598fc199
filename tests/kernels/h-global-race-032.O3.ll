; ModuleID = 'h-global-race-032.cu'
source_filename = "h-global-race-032.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @h_scale_block_stride(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !15
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %7 = mul i32 %5, %6, !dbg !22
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %9 = add i32 %7, %8, !dbg !26
  %10 = icmp slt i32 %9, %3, !dbg !27
  br i1 %10, label %11, label %35, !dbg !28

11:                                               ; preds = %4
  %12 = add nuw nsw i32 %6, 1, !dbg !28
  %13 = mul i32 %5, %12, !dbg !28
  %14 = add i32 %8, %13, !dbg !28
  %15 = tail call i32 @llvm.smax.i32(i32 %3, i32 %14), !dbg !28
  %16 = add i32 %13, %8, !dbg !28
  %17 = icmp slt i32 %14, %3, !dbg !28
  %18 = zext i1 %17 to i32, !dbg !28
  %19 = add i32 %16, %18, !dbg !28
  %20 = sub i32 %15, %19, !dbg !28
  %21 = udiv i32 %20, %5, !dbg !28
  %22 = add i32 %21, %18, !dbg !28
  %23 = and i32 %22, 1, !dbg !28
  %24 = icmp eq i32 %23, 0, !dbg !28
  br i1 %24, label %25, label %32, !dbg !28

25:                                               ; preds = %11
  %26 = sext i32 %9 to i64, !dbg !29
  %27 = getelementptr inbounds float, ptr %1, i64 %26, !dbg !29
  %28 = load float, ptr %27, align 4, !dbg !29, !tbaa !30
  %29 = fmul contract float %28, %2, !dbg !34
  %30 = getelementptr inbounds float, ptr %0, i64 %26, !dbg !35
  store float %29, ptr %30, align 4, !dbg !36, !tbaa !30
  %31 = add nsw i32 %9, %5, !dbg !37
  br label %32, !dbg !28

32:                                               ; preds = %25, %11
  %33 = phi i32 [ %9, %11 ], [ %31, %25 ]
  %34 = icmp eq i32 %22, 0, !dbg !28
  br i1 %34, label %35, label %36, !dbg !28

35:                                               ; preds = %36, %32, %4
  ret void, !dbg !38

36:                                               ; preds = %32, %36
  %37 = phi i32 [ %49, %36 ], [ %33, %32 ]
  %38 = sext i32 %37 to i64, !dbg !29
  %39 = getelementptr inbounds float, ptr %1, i64 %38, !dbg !29
  %40 = load float, ptr %39, align 4, !dbg !29, !tbaa !30
  %41 = fmul contract float %40, %2, !dbg !34
  %42 = getelementptr inbounds float, ptr %0, i64 %38, !dbg !35
  store float %41, ptr %42, align 4, !dbg !36, !tbaa !30
  %43 = add nsw i32 %37, %5, !dbg !37
  %44 = sext i32 %43 to i64, !dbg !29
  %45 = getelementptr inbounds float, ptr %1, i64 %44, !dbg !29
  %46 = load float, ptr %45, align 4, !dbg !29, !tbaa !30
  %47 = fmul contract float %46, %2, !dbg !34
  %48 = getelementptr inbounds float, ptr %0, i64 %44, !dbg !35
  store float %47, ptr %48, align 4, !dbg !36, !tbaa !30
  %49 = add nsw i32 %43, %5, !dbg !37
  %50 = icmp slt i32 %49, %3, !dbg !27
  br i1 %50, label %36, label %35, !dbg !28, !llvm.loop !39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "h-global-race-032.cu", directory: ".")
!8 = !{ptr @h_scale_block_stride, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_scale_block_stride", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 79, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 24, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 12, column: 31, scope: !12)
!22 = !DILocation(line: 12, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 12, column: 44, scope: !12)
!26 = !DILocation(line: 12, column: 42, scope: !12)
!27 = !DILocation(line: 12, column: 59, scope: !12)
!28 = !DILocation(line: 12, column: 5, scope: !12)
!29 = !DILocation(line: 13, column: 20, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 13, column: 18, scope: !12)
!35 = !DILocation(line: 13, column: 9, scope: !12)
!36 = !DILocation(line: 13, column: 14, scope: !12)
!37 = !DILocation(line: 12, column: 66, scope: !12)
!38 = !DILocation(line: 14, column: 1, scope: !12)
!39 = distinct !{!39, !28, !40, !41, !42}
!40 = !DILocation(line: 13, column: 23, scope: !12)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !{!"llvm.loop.unroll.disable"}
