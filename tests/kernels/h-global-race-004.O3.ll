; ModuleID = 'h-global-race-004.cu'
source_filename = "h-global-race-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @h_sssp_sweep_jacobi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4, i32 noundef %5, ptr nocapture noundef %6) local_unnamed_addr #0 !dbg !12 {
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %10 = mul i32 %8, %9, !dbg !22
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %12 = add i32 %10, %11, !dbg !26
  %13 = icmp slt i32 %12, %5, !dbg !27
  br i1 %13, label %14, label %43, !dbg !28

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64, !dbg !29
  %16 = getelementptr inbounds i32, ptr %3, i64 %15, !dbg !29
  %17 = load i32, ptr %16, align 4, !dbg !29, !tbaa !30
  %18 = icmp sgt i32 %17, 1073741822, !dbg !34
  br i1 %18, label %43, label %19, !dbg !35

19:                                               ; preds = %14
  %20 = getelementptr inbounds i32, ptr %0, i64 %15, !dbg !36
  %21 = load i32, ptr %20, align 4, !dbg !36, !tbaa !30
  %22 = getelementptr i8, ptr %20, i64 4
  %23 = load i32, ptr %22, align 4, !dbg !37, !tbaa !30
  %24 = icmp slt i32 %21, %23, !dbg !38
  br i1 %24, label %25, label %43, !dbg !39

25:                                               ; preds = %19, %39
  %26 = phi i32 [ %40, %39 ], [ %21, %19 ]
  %27 = sext i32 %26 to i64, !dbg !40
  %28 = getelementptr inbounds i32, ptr %1, i64 %27, !dbg !40
  %29 = load i32, ptr %28, align 4, !dbg !40, !tbaa !30
  %30 = getelementptr inbounds i32, ptr %2, i64 %27, !dbg !41
  %31 = load i32, ptr %30, align 4, !dbg !41, !tbaa !30
  %32 = add nsw i32 %31, %17, !dbg !42
  %33 = sext i32 %29 to i64, !dbg !43
  %34 = getelementptr inbounds i32, ptr %4, i64 %33, !dbg !43
  %35 = atomicrmw min ptr %34, i32 %32 seq_cst, align 4, !dbg !44
  %36 = icmp sgt i32 %35, %32, !dbg !51
  br i1 %36, label %37, label %39, !dbg !52

37:                                               ; preds = %25
  %38 = atomicrmw xchg ptr %6, i32 1 seq_cst, align 4, !dbg !53
  br label %39, !dbg !58

39:                                               ; preds = %37, %25
  %40 = add nsw i32 %26, 1, !dbg !59
  %41 = load i32, ptr %22, align 4, !dbg !37, !tbaa !30
  %42 = icmp slt i32 %40, %41, !dbg !38
  br i1 %42, label %25, label %43, !dbg !39, !llvm.loop !60

43:                                               ; preds = %39, %19, %14, %7
  ret void, !dbg !63
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
!7 = !DIFile(filename: "h-global-race-004.cu", directory: ".")
!8 = !{ptr @h_sssp_sweep_jacobi, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_sssp_sweep_jacobi", scope: !7, file: !7, line: 9, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 12, column: 26, scope: !12)
!22 = !DILocation(line: 12, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 12, column: 39, scope: !12)
!26 = !DILocation(line: 12, column: 37, scope: !12)
!27 = !DILocation(line: 13, column: 11, scope: !12)
!28 = !DILocation(line: 13, column: 9, scope: !12)
!29 = !DILocation(line: 15, column: 14, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 16, column: 12, scope: !12)
!35 = !DILocation(line: 16, column: 9, scope: !12)
!36 = !DILocation(line: 18, column: 18, scope: !12)
!37 = !DILocation(line: 18, column: 34, scope: !12)
!38 = !DILocation(line: 18, column: 32, scope: !12)
!39 = !DILocation(line: 18, column: 5, scope: !12)
!40 = !DILocation(line: 19, column: 17, scope: !12)
!41 = !DILocation(line: 20, column: 23, scope: !12)
!42 = !DILocation(line: 20, column: 21, scope: !12)
!43 = !DILocation(line: 21, column: 24, scope: !12)
!44 = !DILocation(line: 386, column: 10, scope: !45, inlinedAt: !47)
!45 = distinct !DISubprogram(name: "__iAtomicMin", scope: !46, file: !46, line: 385, type: !13, scopeLine: 385, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!46 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!47 = distinct !DILocation(line: 142, column: 10, scope: !48, inlinedAt: !50)
!48 = distinct !DISubprogram(name: "atomicMin", scope: !49, file: !49, line: 140, type: !13, scopeLine: 141, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!49 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!50 = distinct !DILocation(line: 21, column: 13, scope: !12)
!51 = !DILocation(line: 21, column: 41, scope: !12)
!52 = !DILocation(line: 21, column: 13, scope: !12)
!53 = !DILocation(line: 368, column: 10, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "__iAtomicExch", scope: !46, file: !46, line: 367, type: !13, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!55 = distinct !DILocation(line: 127, column: 10, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "atomicExch", scope: !49, file: !49, line: 125, type: !13, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!57 = distinct !DILocation(line: 22, column: 13, scope: !12)
!58 = !DILocation(line: 22, column: 13, scope: !12)
!59 = !DILocation(line: 18, column: 50, scope: !12)
!60 = distinct !{!60, !39, !61, !62}
!61 = !DILocation(line: 23, column: 5, scope: !12)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 24, column: 1, scope: !12)
