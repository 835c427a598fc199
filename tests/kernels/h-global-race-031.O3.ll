; ModuleID = 'h-global-race-031.cu'
source_filename = "h-global-race-031.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @h_scale_grid_stride(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !15
  %6 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !19
  %7 = mul i32 %5, %6, !dbg !22
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %9 = mul i32 %5, %8, !dbg !26
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  %11 = add i32 %9, %10, !dbg !30
  %12 = icmp slt i32 %11, %3, !dbg !31
  br i1 %12, label %13, label %36, !dbg !32

13:                                               ; preds = %4
  %14 = add nuw i32 %6, %8, !dbg !32
  %15 = mul i32 %5, %14, !dbg !32
  %16 = add i32 %10, %15, !dbg !32
  %17 = tail call i32 @llvm.smax.i32(i32 %3, i32 %16), !dbg !32
  %18 = icmp slt i32 %16, %3, !dbg !32
  %19 = zext i1 %18 to i32, !dbg !32
  %20 = add i32 %16, %19, !dbg !32
  %21 = sub i32 %17, %20, !dbg !32
  %22 = udiv i32 %21, %7, !dbg !32
  %23 = add i32 %22, %19, !dbg !32
  %24 = and i32 %23, 1, !dbg !32
  %25 = icmp eq i32 %24, 0, !dbg !32
  br i1 %25, label %26, label %33, !dbg !32

26:                                               ; preds = %13
  %27 = sext i32 %11 to i64, !dbg !33
  %28 = getelementptr inbounds float, ptr %1, i64 %27, !dbg !33
  %29 = load float, ptr %28, align 4, !dbg !33, !tbaa !34
  %30 = fmul contract float %29, %2, !dbg !38
  %31 = getelementptr inbounds float, ptr %0, i64 %27, !dbg !39
  store float %30, ptr %31, align 4, !dbg !40, !tbaa !34
  %32 = add nsw i32 %11, %7, !dbg !41
  br label %33, !dbg !32

33:                                               ; preds = %26, %13
  %34 = phi i32 [ %11, %13 ], [ %32, %26 ]
  %35 = icmp eq i32 %23, 0, !dbg !32
  br i1 %35, label %36, label %37, !dbg !32

36:                                               ; preds = %37, %33, %4
  ret void, !dbg !42

37:                                               ; preds = %33, %37
  %38 = phi i32 [ %50, %37 ], [ %34, %33 ]
  %39 = sext i32 %38 to i64, !dbg !33
  %40 = getelementptr inbounds float, ptr %1, i64 %39, !dbg !33
  %41 = load float, ptr %40, align 4, !dbg !33, !tbaa !34
  %42 = fmul contract float %41, %2, !dbg !38
  %43 = getelementptr inbounds float, ptr %0, i64 %39, !dbg !39
  store float %42, ptr %43, align 4, !dbg !40, !tbaa !34
  %44 = add nsw i32 %38, %7, !dbg !41
  %45 = sext i32 %44 to i64, !dbg !33
  %46 = getelementptr inbounds float, ptr %1, i64 %45, !dbg !33
  %47 = load float, ptr %46, align 4, !dbg !33, !tbaa !34
  %48 = fmul contract float %47, %2, !dbg !38
  %49 = getelementptr inbounds float, ptr %0, i64 %45, !dbg !39
  store float %48, ptr %49, align 4, !dbg !40, !tbaa !34
  %50 = add nsw i32 %44, %7, !dbg !41
  %51 = icmp slt i32 %50, %3, !dbg !31
  br i1 %51, label %37, label %36, !dbg !32, !llvm.loop !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

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
!7 = !DIFile(filename: "h-global-race-031.cu", directory: ".")
!8 = !{ptr @h_scale_grid_stride, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_scale_grid_stride", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 79, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 24, scope: !12)
!19 = !DILocation(line: 92, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 12, column: 37, scope: !12)
!22 = !DILocation(line: 12, column: 35, scope: !12)
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 14, column: 31, scope: !12)
!26 = !DILocation(line: 14, column: 29, scope: !12)
!27 = !DILocation(line: 53, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!29 = distinct !DILocation(line: 14, column: 44, scope: !12)
!30 = !DILocation(line: 14, column: 42, scope: !12)
!31 = !DILocation(line: 14, column: 59, scope: !12)
!32 = !DILocation(line: 14, column: 5, scope: !12)
!33 = !DILocation(line: 15, column: 20, scope: !12)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C++ TBAA"}
!38 = !DILocation(line: 15, column: 18, scope: !12)
!39 = !DILocation(line: 15, column: 9, scope: !12)
!40 = !DILocation(line: 15, column: 14, scope: !12)
!41 = !DILocation(line: 14, column: 66, scope: !12)
!42 = !DILocation(line: 16, column: 1, scope: !12)
!43 = distinct !{!43, !32, !44, !45, !46}
!44 = !DILocation(line: 15, column: 23, scope: !12)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!"llvm.loop.unroll.disable"}
