; ModuleID = 'h-shared-race-006.cu'
source_filename = "h-shared-race-006.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21h_merge_sort_in_placeE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_merge_sort_in_place(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = shl i32 %4, 8, !dbg !22
  %6 = add i32 %5, %3, !dbg !23
  %7 = zext i32 %6 to i64, !dbg !24
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !24
  %9 = load i32, ptr %8, align 4, !dbg !24, !tbaa !25
  %10 = zext nneg i32 %3 to i64, !dbg !29
  %11 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21h_merge_sort_in_placeE1s to ptr), i64 0, i64 %10, !dbg !29
  store i32 %9, ptr %11, align 4, !dbg !30, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = icmp ugt i32 %12, 1, !dbg !32
  br i1 %13, label %17, label %14, !dbg !33

14:                                               ; preds = %48, %2
  %15 = load i32, ptr %11, align 4, !dbg !34, !tbaa !25
  %16 = getelementptr inbounds i32, ptr %1, i64 %7, !dbg !35
  store i32 %15, ptr %16, align 4, !dbg !36, !tbaa !25
  ret void, !dbg !37

17:                                               ; preds = %2, %48
  %18 = phi i32 [ %54, %48 ], [ 1, %2 ]
  %19 = load i32, ptr %11, align 4, !dbg !38, !tbaa !25
  %20 = mul i32 %18, 1022, !dbg !39
  %21 = and i32 %20, %3, !dbg !40
  %22 = add i32 %18, 1023, !dbg !41
  %23 = and i32 %22, %3, !dbg !42
  %24 = and i32 %18, %3, !dbg !43
  %25 = icmp eq i32 %24, 0, !dbg !44
  %26 = select i1 %25, i32 %18, i32 0, !dbg !45
  %27 = add i32 %26, %21, !dbg !45
  %28 = icmp eq i32 %18, 0, !dbg !46
  br i1 %28, label %48, label %29, !dbg !47

29:                                               ; preds = %17, %44
  %30 = phi i32 [ %46, %44 ], [ 0, %17 ]
  %31 = phi i32 [ %45, %44 ], [ %18, %17 ]
  %32 = add i32 %30, %31, !dbg !48
  %33 = lshr i32 %32, 1, !dbg !49
  %34 = add i32 %27, %33, !dbg !50
  %35 = zext i32 %34 to i64, !dbg !51
  %36 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21h_merge_sort_in_placeE1s to ptr), i64 0, i64 %35, !dbg !51
  %37 = load i32, ptr %36, align 4, !dbg !51, !tbaa !25
  br i1 %25, label %38, label %40, !dbg !52

38:                                               ; preds = %29
  %39 = icmp slt i32 %37, %19, !dbg !53
  br i1 %39, label %42, label %44, !dbg !52

40:                                               ; preds = %29
  %41 = icmp sgt i32 %37, %19, !dbg !54
  br i1 %41, label %44, label %42, !dbg !52

42:                                               ; preds = %40, %38
  %43 = add nuw i32 %33, 1, !dbg !55
  br label %44, !dbg !56

44:                                               ; preds = %38, %40, %42
  %45 = phi i32 [ %31, %42 ], [ %33, %40 ], [ %33, %38 ], !dbg !57
  %46 = phi i32 [ %43, %42 ], [ %30, %40 ], [ %30, %38 ], !dbg !57
  %47 = icmp ult i32 %46, %45, !dbg !46
  br i1 %47, label %29, label %48, !dbg !47, !llvm.loop !58

48:                                               ; preds = %44, %17
  %49 = phi i32 [ 0, %17 ], [ %46, %44 ], !dbg !57
  %50 = add nuw nsw i32 %21, %23, !dbg !61
  %51 = add nuw i32 %50, %49, !dbg !62
  %52 = zext i32 %51 to i64, !dbg !63
  %53 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21h_merge_sort_in_placeE1s to ptr), i64 0, i64 %52, !dbg !63
  store i32 %19, ptr %53, align 4, !dbg !64, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !65
  %54 = shl i32 %18, 1, !dbg !66
  %55 = icmp ult i32 %54, %12, !dbg !32
  br i1 %55, label %17, label %14, !dbg !33, !llvm.loop !67
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
!7 = !DIFile(filename: "h-shared-race-006.cu", directory: ".")
!8 = !{ptr @h_merge_sort_in_place, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_merge_sort_in_place", scope: !7, file: !7, line: 14, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 17, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 18, column: 18, scope: !12)
!22 = !DILocation(line: 18, column: 29, scope: !12)
!23 = !DILocation(line: 18, column: 37, scope: !12)
!24 = !DILocation(line: 19, column: 14, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 19, column: 5, scope: !12)
!30 = !DILocation(line: 19, column: 12, scope: !12)
!31 = !DILocation(line: 20, column: 5, scope: !12)
!32 = !DILocation(line: 21, column: 28, scope: !12)
!33 = !DILocation(line: 21, column: 5, scope: !12)
!34 = !DILocation(line: 39, column: 14, scope: !12)
!35 = !DILocation(line: 39, column: 5, scope: !12)
!36 = !DILocation(line: 39, column: 12, scope: !12)
!37 = !DILocation(line: 40, column: 1, scope: !12)
!38 = !DILocation(line: 22, column: 17, scope: !12)
!39 = !DILocation(line: 23, column: 36, scope: !12)
!40 = !DILocation(line: 23, column: 30, scope: !12)
!41 = !DILocation(line: 24, column: 33, scope: !12)
!42 = !DILocation(line: 24, column: 28, scope: !12)
!43 = !DILocation(line: 25, column: 26, scope: !12)
!44 = !DILocation(line: 25, column: 31, scope: !12)
!45 = !DILocation(line: 26, column: 26, scope: !12)
!46 = !DILocation(line: 28, column: 19, scope: !12)
!47 = !DILocation(line: 28, column: 9, scope: !12)
!48 = !DILocation(line: 29, column: 32, scope: !12)
!49 = !DILocation(line: 29, column: 38, scope: !12)
!50 = !DILocation(line: 30, column: 29, scope: !12)
!51 = !DILocation(line: 30, column: 21, scope: !12)
!52 = !DILocation(line: 31, column: 17, scope: !12)
!53 = !DILocation(line: 31, column: 26, scope: !12)
!54 = !DILocation(line: 31, column: 34, scope: !12)
!55 = !DILocation(line: 32, column: 26, scope: !12)
!56 = !DILocation(line: 32, column: 17, scope: !12)
!57 = !DILocation(line: 0, scope: !12)
!58 = distinct !{!58, !47, !59, !60}
!59 = !DILocation(line: 35, column: 9, scope: !12)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 36, column: 17, scope: !12)
!62 = !DILocation(line: 36, column: 23, scope: !12)
!63 = !DILocation(line: 36, column: 9, scope: !12)
!64 = !DILocation(line: 36, column: 29, scope: !12)
!65 = !DILocation(line: 37, column: 9, scope: !12)
!66 = !DILocation(line: 21, column: 44, scope: !12)
!67 = distinct !{!67, !33, !68, !60}
!68 = !DILocation(line: 38, column: 5, scope: !12)
