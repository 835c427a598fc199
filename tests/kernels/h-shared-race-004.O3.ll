; ModuleID = 'h-shared-race-004.cu'
source_filename = "h-shared-race-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ25h_bitonic_sort_stage_syncE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_bitonic_sort_stage_sync(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = shl i32 %4, 8, !dbg !22
  %6 = add i32 %5, %3, !dbg !23
  %7 = zext i32 %6 to i64, !dbg !24
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !24
  %9 = load float, ptr %8, align 4, !dbg !24, !tbaa !25
  %10 = zext nneg i32 %3 to i64, !dbg !29
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_bitonic_sort_stage_syncE1s to ptr), i64 0, i64 %10, !dbg !29
  store float %9, ptr %11, align 4, !dbg !30, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = icmp ult i32 %12, 2, !dbg !32
  br i1 %13, label %20, label %14, !dbg !33

14:                                               ; preds = %2, %23
  %15 = phi i32 [ %24, %23 ], [ 2, %2 ]
  %16 = icmp eq i32 %15, 0, !dbg !34
  br i1 %16, label %23, label %17, !dbg !35

17:                                               ; preds = %14
  %18 = and i32 %15, %3
  %19 = icmp ne i32 %18, 0
  br label %26, !dbg !35

20:                                               ; preds = %23, %2
  %21 = load float, ptr %11, align 4, !dbg !36, !tbaa !25
  %22 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !37
  store float %21, ptr %22, align 4, !dbg !38, !tbaa !25
  ret void, !dbg !39

23:                                               ; preds = %39, %14
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %24 = shl i32 %15, 1, !dbg !41
  %25 = icmp ugt i32 %24, %12, !dbg !32
  br i1 %25, label %20, label %14, !dbg !33, !llvm.loop !42

26:                                               ; preds = %17, %39
  %27 = phi i32 [ %15, %17 ], [ %28, %39 ]
  %28 = lshr i32 %27, 1, !dbg !45
  %29 = xor i32 %28, %3, !dbg !46
  %30 = icmp ugt i32 %29, %3, !dbg !47
  br i1 %30, label %31, label %39, !dbg !48

31:                                               ; preds = %26
  %32 = load float, ptr %11, align 4, !dbg !49, !tbaa !25
  %33 = zext nneg i32 %29 to i64, !dbg !50
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_bitonic_sort_stage_syncE1s to ptr), i64 0, i64 %33, !dbg !50
  %35 = load float, ptr %34, align 4, !dbg !50, !tbaa !25
  %36 = fcmp contract ogt float %32, %35, !dbg !51
  %37 = xor i1 %19, %36, !dbg !52
  br i1 %37, label %38, label %39, !dbg !53

38:                                               ; preds = %31
  store float %35, ptr %11, align 4, !dbg !54, !tbaa !25
  store float %32, ptr %34, align 4, !dbg !55, !tbaa !25
  br label %39, !dbg !56

39:                                               ; preds = %31, %38, %26
  %40 = icmp ult i32 %27, 4, !dbg !34
  br i1 %40, label %23, label %26, !dbg !35, !llvm.loop !57
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "h-shared-race-004.cu", directory: ".")
!8 = !{ptr @h_bitonic_sort_stage_sync, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_bitonic_sort_stage_sync", scope: !7, file: !7, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 15, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 16, column: 18, scope: !12)
!22 = !DILocation(line: 16, column: 29, scope: !12)
!23 = !DILocation(line: 16, column: 37, scope: !12)
!24 = !DILocation(line: 17, column: 14, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 17, column: 5, scope: !12)
!30 = !DILocation(line: 17, column: 12, scope: !12)
!31 = !DILocation(line: 18, column: 5, scope: !12)
!32 = !DILocation(line: 19, column: 28, scope: !12)
!33 = !DILocation(line: 19, column: 5, scope: !12)
!34 = !DILocation(line: 20, column: 37, scope: !12)
!35 = !DILocation(line: 20, column: 9, scope: !12)
!36 = !DILocation(line: 34, column: 14, scope: !12)
!37 = !DILocation(line: 34, column: 5, scope: !12)
!38 = !DILocation(line: 34, column: 12, scope: !12)
!39 = !DILocation(line: 35, column: 1, scope: !12)
!40 = !DILocation(line: 32, column: 9, scope: !12)
!41 = !DILocation(line: 19, column: 45, scope: !12)
!42 = distinct !{!42, !33, !43, !44}
!43 = !DILocation(line: 33, column: 5, scope: !12)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 20, scope: !12)
!46 = !DILocation(line: 21, column: 32, scope: !12)
!47 = !DILocation(line: 22, column: 21, scope: !12)
!48 = !DILocation(line: 22, column: 17, scope: !12)
!49 = !DILocation(line: 24, column: 27, scope: !12)
!50 = !DILocation(line: 24, column: 39, scope: !12)
!51 = !DILocation(line: 25, column: 24, scope: !12)
!52 = !DILocation(line: 25, column: 29, scope: !12)
!53 = !DILocation(line: 25, column: 21, scope: !12)
!54 = !DILocation(line: 26, column: 28, scope: !12)
!55 = !DILocation(line: 27, column: 28, scope: !12)
!56 = !DILocation(line: 28, column: 17, scope: !12)
!57 = distinct !{!57, !35, !58, !44}
!58 = !DILocation(line: 31, column: 9, scope: !12)
