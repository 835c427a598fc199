; ModuleID = 'h-global-race-002.cu'
source_filename = "h-global-race-002.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @h_bfs_level_atomic(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef %4, ptr nocapture noundef writeonly %5, ptr nocapture noundef %6, i32 noundef %7) local_unnamed_addr #0 !dbg !12 {
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %11 = mul i32 %9, %10, !dbg !22
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %13 = add i32 %11, %12, !dbg !26
  %14 = icmp slt i32 %13, %3, !dbg !27
  br i1 %14, label %15, label %44, !dbg !28

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64, !dbg !29
  %17 = getelementptr inbounds i32, ptr %2, i64 %16, !dbg !29
  %18 = load i32, ptr %17, align 4, !dbg !29, !tbaa !30
  %19 = sext i32 %18 to i64, !dbg !34
  %20 = getelementptr inbounds i32, ptr %0, i64 %19, !dbg !34
  %21 = load i32, ptr %20, align 4, !dbg !34, !tbaa !30
  %22 = getelementptr i8, ptr %20, i64 4
  %23 = load i32, ptr %22, align 4, !dbg !35, !tbaa !30
  %24 = icmp slt i32 %21, %23, !dbg !36
  br i1 %24, label %25, label %44, !dbg !37

25:                                               ; preds = %15
  %26 = add nsw i32 %7, 1
  br label %27, !dbg !37

27:                                               ; preds = %25, %40
  %28 = phi i32 [ %21, %25 ], [ %41, %40 ]
  %29 = sext i32 %28 to i64, !dbg !38
  %30 = getelementptr inbounds i32, ptr %1, i64 %29, !dbg !38
  %31 = load i32, ptr %30, align 4, !dbg !38, !tbaa !30
  %32 = sext i32 %31 to i64, !dbg !39
  %33 = getelementptr inbounds i32, ptr %4, i64 %32, !dbg !39
  %34 = cmpxchg ptr %33, i32 -1, i32 %26 seq_cst seq_cst, align 4, !dbg !40
  %35 = extractvalue { i32, i1 } %34, 1, !dbg !47
  br i1 %35, label %36, label %40, !dbg !48

36:                                               ; preds = %27
  %37 = atomicrmw add ptr %6, i32 1 seq_cst, align 4, !dbg !49
  %38 = sext i32 %37 to i64, !dbg !54
  %39 = getelementptr inbounds i32, ptr %5, i64 %38, !dbg !54
  store i32 %31, ptr %39, align 4, !dbg !55, !tbaa !30
  br label %40, !dbg !54

40:                                               ; preds = %36, %27
  %41 = add nsw i32 %28, 1, !dbg !56
  %42 = load i32, ptr %22, align 4, !dbg !35, !tbaa !30
  %43 = icmp slt i32 %41, %42, !dbg !36
  br i1 %43, label %27, label %44, !dbg !37, !llvm.loop !57

44:                                               ; preds = %40, %15, %8
  ret void, !dbg !60
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
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
!7 = !DIFile(filename: "h-global-race-002.cu", directory: ".")
!8 = !{ptr @h_bfs_level_atomic, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_bfs_level_atomic", scope: !7, file: !7, line: 10, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 14, column: 26, scope: !12)
!22 = !DILocation(line: 14, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 14, column: 39, scope: !12)
!26 = !DILocation(line: 14, column: 37, scope: !12)
!27 = !DILocation(line: 15, column: 11, scope: !12)
!28 = !DILocation(line: 15, column: 9, scope: !12)
!29 = !DILocation(line: 17, column: 13, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 18, column: 18, scope: !12)
!35 = !DILocation(line: 18, column: 34, scope: !12)
!36 = !DILocation(line: 18, column: 32, scope: !12)
!37 = !DILocation(line: 18, column: 5, scope: !12)
!38 = !DILocation(line: 19, column: 17, scope: !12)
!39 = !DILocation(line: 20, column: 24, scope: !12)
!40 = !DILocation(line: 359, column: 10, scope: !41, inlinedAt: !43)
!41 = distinct !DISubprogram(name: "__iAtomicCAS", scope: !42, file: !42, line: 358, type: !13, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!43 = distinct !DILocation(line: 202, column: 10, scope: !44, inlinedAt: !46)
!44 = distinct !DISubprogram(name: "atomicCAS", scope: !45, file: !45, line: 200, type: !13, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!45 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!46 = distinct !DILocation(line: 20, column: 13, scope: !12)
!47 = !DILocation(line: 20, column: 48, scope: !12)
!48 = !DILocation(line: 20, column: 13, scope: !12)
!49 = !DILocation(line: 341, column: 10, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__iAtomicAdd", scope: !42, file: !42, line: 340, type: !13, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!51 = distinct !DILocation(line: 107, column: 10, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "atomicAdd", scope: !45, file: !45, line: 105, type: !13, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!53 = distinct !DILocation(line: 21, column: 27, scope: !12)
!54 = !DILocation(line: 21, column: 13, scope: !12)
!55 = !DILocation(line: 21, column: 52, scope: !12)
!56 = !DILocation(line: 18, column: 50, scope: !12)
!57 = distinct !{!57, !37, !58, !59}
!58 = !DILocation(line: 22, column: 5, scope: !12)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 23, column: 1, scope: !12)
