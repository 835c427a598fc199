; ModuleID = 'h-shared-race-005.cu'
source_filename = "h-shared-race-005.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19h_merge_sort_roundsE3buf = internal unnamed_addr addrspace(3) global [2 x [256 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_merge_sort_rounds(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = shl i32 %4, 8, !dbg !22
  %6 = add i32 %5, %3, !dbg !23
  %7 = zext i32 %6 to i64, !dbg !24
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !24
  %9 = load i32, ptr %8, align 4, !dbg !24, !tbaa !25
  %10 = zext nneg i32 %3 to i64, !dbg !29
  %11 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_merge_sort_roundsE3buf to ptr), i64 0, i64 %10, !dbg !29
  store i32 %9, ptr %11, align 4, !dbg !30, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = icmp ugt i32 %12, 1, !dbg !32
  br i1 %13, label %21, label %16, !dbg !33

14:                                               ; preds = %59
  %15 = zext nneg i32 %26 to i64, !dbg !34
  br label %16, !dbg !34

16:                                               ; preds = %2, %14
  %17 = phi i64 [ %15, %14 ], [ 0, %2 ], !dbg !35
  %18 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_merge_sort_roundsE3buf to ptr), i64 0, i64 %17, i64 %10, !dbg !34
  %19 = load i32, ptr %18, align 4, !dbg !34, !tbaa !25
  %20 = getelementptr inbounds i32, ptr %1, i64 %7, !dbg !36
  store i32 %19, ptr %20, align 4, !dbg !37, !tbaa !25
  ret void, !dbg !38

21:                                               ; preds = %2, %59
  %22 = phi i32 [ %26, %59 ], [ 0, %2 ]
  %23 = phi i32 [ %65, %59 ], [ 1, %2 ]
  %24 = zext nneg i32 %22 to i64, !dbg !39
  %25 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_merge_sort_roundsE3buf to ptr), i64 0, i64 %24, !dbg !39
  %26 = xor i32 %22, 1, !dbg !40
  %27 = zext nneg i32 %26 to i64, !dbg !41
  %28 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_merge_sort_roundsE3buf to ptr), i64 0, i64 %27, !dbg !41
  %29 = getelementptr inbounds i32, ptr %25, i64 %10, !dbg !42
  %30 = load i32, ptr %29, align 4, !dbg !42, !tbaa !25
  %31 = mul i32 %23, 1022, !dbg !43
  %32 = and i32 %31, %3, !dbg !44
  %33 = add i32 %23, 1023, !dbg !45
  %34 = and i32 %33, %3, !dbg !46
  %35 = and i32 %23, %3, !dbg !47
  %36 = icmp eq i32 %35, 0, !dbg !48
  %37 = select i1 %36, i32 %23, i32 0, !dbg !49
  %38 = add i32 %37, %32, !dbg !49
  %39 = icmp eq i32 %23, 0, !dbg !50
  br i1 %39, label %59, label %40, !dbg !51

40:                                               ; preds = %21, %55
  %41 = phi i32 [ %57, %55 ], [ %23, %21 ]
  %42 = phi i32 [ %56, %55 ], [ 0, %21 ]
  %43 = add i32 %41, %42, !dbg !52
  %44 = lshr i32 %43, 1, !dbg !53
  %45 = add i32 %38, %44, !dbg !54
  %46 = zext i32 %45 to i64, !dbg !55
  %47 = getelementptr inbounds i32, ptr %25, i64 %46, !dbg !55
  %48 = load i32, ptr %47, align 4, !dbg !55, !tbaa !25
  br i1 %36, label %49, label %51, !dbg !56

49:                                               ; preds = %40
  %50 = icmp slt i32 %48, %30, !dbg !57
  br i1 %50, label %53, label %55, !dbg !56

51:                                               ; preds = %40
  %52 = icmp sgt i32 %48, %30, !dbg !58
  br i1 %52, label %55, label %53, !dbg !56

53:                                               ; preds = %51, %49
  %54 = add nuw i32 %44, 1, !dbg !59
  br label %55, !dbg !60

55:                                               ; preds = %49, %51, %53
  %56 = phi i32 [ %54, %53 ], [ %42, %51 ], [ %42, %49 ], !dbg !35
  %57 = phi i32 [ %41, %53 ], [ %44, %51 ], [ %44, %49 ], !dbg !35
  %58 = icmp ult i32 %56, %57, !dbg !50
  br i1 %58, label %40, label %59, !dbg !51, !llvm.loop !61

59:                                               ; preds = %55, %21
  %60 = phi i32 [ 0, %21 ], [ %56, %55 ], !dbg !35
  %61 = add nuw nsw i32 %32, %34, !dbg !64
  %62 = add nuw i32 %61, %60, !dbg !65
  %63 = zext i32 %62 to i64, !dbg !66
  %64 = getelementptr inbounds i32, ptr %28, i64 %63, !dbg !66
  store i32 %30, ptr %64, align 4, !dbg !67, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !68
  %65 = shl i32 %23, 1, !dbg !69
  %66 = icmp ult i32 %65, %12, !dbg !32
  br i1 %66, label %21, label %14, !dbg !33, !llvm.loop !70
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
!7 = !DIFile(filename: "h-shared-race-005.cu", directory: ".")
!8 = !{ptr @h_merge_sort_rounds, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_merge_sort_rounds", scope: !7, file: !7, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
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
!24 = !DILocation(line: 17, column: 19, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 17, column: 5, scope: !12)
!30 = !DILocation(line: 17, column: 17, scope: !12)
!31 = !DILocation(line: 18, column: 5, scope: !12)
!32 = !DILocation(line: 20, column: 28, scope: !12)
!33 = !DILocation(line: 20, column: 5, scope: !12)
!34 = !DILocation(line: 41, column: 14, scope: !12)
!35 = !DILocation(line: 0, scope: !12)
!36 = !DILocation(line: 41, column: 5, scope: !12)
!37 = !DILocation(line: 41, column: 12, scope: !12)
!38 = !DILocation(line: 42, column: 1, scope: !12)
!39 = !DILocation(line: 21, column: 26, scope: !12)
!40 = !DILocation(line: 22, column: 28, scope: !12)
!41 = !DILocation(line: 22, column: 20, scope: !12)
!42 = !DILocation(line: 23, column: 17, scope: !12)
!43 = !DILocation(line: 24, column: 36, scope: !12)
!44 = !DILocation(line: 24, column: 30, scope: !12)
!45 = !DILocation(line: 25, column: 33, scope: !12)
!46 = !DILocation(line: 25, column: 28, scope: !12)
!47 = !DILocation(line: 26, column: 26, scope: !12)
!48 = !DILocation(line: 26, column: 31, scope: !12)
!49 = !DILocation(line: 27, column: 26, scope: !12)
!50 = !DILocation(line: 29, column: 19, scope: !12)
!51 = !DILocation(line: 29, column: 9, scope: !12)
!52 = !DILocation(line: 30, column: 32, scope: !12)
!53 = !DILocation(line: 30, column: 38, scope: !12)
!54 = !DILocation(line: 31, column: 31, scope: !12)
!55 = !DILocation(line: 31, column: 21, scope: !12)
!56 = !DILocation(line: 32, column: 17, scope: !12)
!57 = !DILocation(line: 32, column: 26, scope: !12)
!58 = !DILocation(line: 32, column: 34, scope: !12)
!59 = !DILocation(line: 33, column: 26, scope: !12)
!60 = !DILocation(line: 33, column: 17, scope: !12)
!61 = distinct !{!61, !51, !62, !63}
!62 = !DILocation(line: 36, column: 9, scope: !12)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 37, column: 19, scope: !12)
!65 = !DILocation(line: 37, column: 25, scope: !12)
!66 = !DILocation(line: 37, column: 9, scope: !12)
!67 = !DILocation(line: 37, column: 31, scope: !12)
!68 = !DILocation(line: 38, column: 9, scope: !12)
!69 = !DILocation(line: 20, column: 44, scope: !12)
!70 = distinct !{!70, !33, !71, !63}
!71 = !DILocation(line: 40, column: 5, scope: !12)
