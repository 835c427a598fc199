; ModuleID = 'h-barrier-divergence-006.cu'
source_filename = "h-barrier-divergence-006.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18h_row_diff_stridedE1s = internal unnamed_addr addrspace(3) global [257 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_row_diff_strided(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = zext nneg i32 %5 to i64, !dbg !22
  %7 = sext i32 %2 to i64, !dbg !23
  %8 = mul nsw i64 %7, %6, !dbg !24
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !25
  %10 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !26
  %11 = icmp slt i32 %4, %2, !dbg !27
  br i1 %11, label %12, label %19, !dbg !28

12:                                               ; preds = %3
  %13 = zext nneg i32 %4 to i64
  %14 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18h_row_diff_stridedE1s to ptr), i64 0, i64 %13
  %15 = icmp eq i32 %4, 0
  %16 = add nuw nsw i32 %4, 1
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18h_row_diff_stridedE1s to ptr), i64 0, i64 %17
  br label %20, !dbg !28

19:                                               ; preds = %34, %3
  ret void, !dbg !29

20:                                               ; preds = %12, %34
  %21 = phi i32 [ %4, %12 ], [ %25, %34 ]
  %22 = zext nneg i32 %21 to i64, !dbg !30
  %23 = getelementptr inbounds float, ptr %9, i64 %22, !dbg !30
  %24 = load float, ptr %23, align 4, !dbg !30, !tbaa !31
  store float %24, ptr %14, align 4, !dbg !35, !tbaa !31
  %25 = add nuw nsw i32 %21, 256, !dbg !36
  br i1 %15, label %26, label %34, !dbg !37

26:                                               ; preds = %20
  %27 = icmp slt i32 %25, %2, !dbg !38
  br i1 %27, label %28, label %32, !dbg !39

28:                                               ; preds = %26
  %29 = zext nneg i32 %25 to i64
  %30 = getelementptr inbounds float, ptr %9, i64 %29
  %31 = load float, ptr %30, align 4, !dbg !40, !tbaa !31
  br label %32, !dbg !39

32:                                               ; preds = %26, %28
  %33 = phi contract float [ %31, %28 ], [ 0.000000e+00, %26 ], !dbg !39
  store float %33, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18h_row_diff_stridedE1s to ptr), i64 1024), align 4, !dbg !41, !tbaa !31
  br label %34, !dbg !42

34:                                               ; preds = %20, %32
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %35 = load float, ptr %18, align 4, !dbg !44, !tbaa !31
  %36 = load float, ptr %14, align 4, !dbg !45, !tbaa !31
  %37 = fsub contract float %35, %36, !dbg !46
  %38 = getelementptr inbounds float, ptr %10, i64 %22, !dbg !47
  store float %37, ptr %38, align 4, !dbg !48, !tbaa !31
  tail call void @llvm.nvvm.barrier0(), !dbg !49
  %39 = icmp slt i32 %25, %2, !dbg !27
  br i1 %39, label %20, label %19, !dbg !28, !llvm.loop !50
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
!7 = !DIFile(filename: "h-barrier-divergence-006.cu", directory: ".")
!8 = !{ptr @h_row_diff_strided, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_row_diff_strided", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 17, column: 35, scope: !12)
!22 = !DILocation(line: 17, column: 35, scope: !12)
!23 = !DILocation(line: 17, column: 48, scope: !12)
!24 = !DILocation(line: 17, column: 46, scope: !12)
!25 = !DILocation(line: 17, column: 25, scope: !12)
!26 = !DILocation(line: 18, column: 20, scope: !12)
!27 = !DILocation(line: 19, column: 25, scope: !12)
!28 = !DILocation(line: 19, column: 5, scope: !12)
!29 = !DILocation(line: 27, column: 1, scope: !12)
!30 = !DILocation(line: 20, column: 18, scope: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 20, column: 16, scope: !12)
!36 = !DILocation(line: 0, scope: !12)
!37 = !DILocation(line: 21, column: 13, scope: !12)
!38 = !DILocation(line: 22, column: 34, scope: !12)
!39 = !DILocation(line: 22, column: 24, scope: !12)
!40 = !DILocation(line: 22, column: 45, scope: !12)
!41 = !DILocation(line: 22, column: 22, scope: !12)
!42 = !DILocation(line: 22, column: 13, scope: !12)
!43 = !DILocation(line: 23, column: 9, scope: !12)
!44 = !DILocation(line: 24, column: 17, scope: !12)
!45 = !DILocation(line: 24, column: 30, scope: !12)
!46 = !DILocation(line: 24, column: 28, scope: !12)
!47 = !DILocation(line: 24, column: 9, scope: !12)
!48 = !DILocation(line: 24, column: 15, scope: !12)
!49 = !DILocation(line: 25, column: 9, scope: !12)
!50 = distinct !{!50, !28, !51, !52}
!51 = !DILocation(line: 26, column: 5, scope: !12)
!52 = !{!"llvm.loop.mustprogress"}
