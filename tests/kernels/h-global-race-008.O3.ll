; ModuleID = 'h-global-race-008.cu'
source_filename = "h-global-race-008.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @h_hist_keys_atomic(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !12 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %10 = add i32 %8, %9, !dbg !26
  %11 = icmp slt i32 %10, %1, !dbg !27
  br i1 %11, label %12, label %15, !dbg !28

12:                                               ; preds = %5
  %13 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = mul i32 %13, %7
  br label %16, !dbg !28

15:                                               ; preds = %27, %5
  ret void, !dbg !29

16:                                               ; preds = %12, %27
  %17 = phi i32 [ %10, %12 ], [ %28, %27 ]
  %18 = sext i32 %17 to i64, !dbg !30
  %19 = getelementptr inbounds i32, ptr %0, i64 %18, !dbg !30
  %20 = load i32, ptr %19, align 4, !dbg !30, !tbaa !31
  %21 = lshr i32 %20, %2, !dbg !35
  %22 = icmp ult i32 %21, %4, !dbg !36
  br i1 %22, label %23, label %27, !dbg !37

23:                                               ; preds = %16
  %24 = zext i32 %21 to i64
  %25 = getelementptr inbounds i32, ptr %3, i64 %24
  %26 = atomicrmw add ptr %25, i32 1 seq_cst, align 4, !dbg !38
  br label %27, !dbg !45

27:                                               ; preds = %23, %16
  %28 = add i32 %17, %14, !dbg !46
  %29 = icmp slt i32 %28, %1, !dbg !27
  br i1 %29, label %16, label %15, !dbg !28, !llvm.loop !47
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

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
!7 = !DIFile(filename: "h-global-race-008.cu", directory: ".")
!8 = !{ptr @h_hist_keys_atomic, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_hist_keys_atomic", scope: !7, file: !7, line: 7, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 10, column: 31, scope: !12)
!22 = !DILocation(line: 10, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 10, column: 44, scope: !12)
!26 = !DILocation(line: 10, column: 42, scope: !12)
!27 = !DILocation(line: 10, column: 59, scope: !12)
!28 = !DILocation(line: 10, column: 5, scope: !12)
!29 = !DILocation(line: 15, column: 1, scope: !12)
!30 = !DILocation(line: 11, column: 24, scope: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 11, column: 32, scope: !12)
!36 = !DILocation(line: 12, column: 17, scope: !12)
!37 = !DILocation(line: 12, column: 13, scope: !12)
!38 = !DILocation(line: 533, column: 10, scope: !39, inlinedAt: !41)
!39 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !40, file: !40, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!40 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!41 = distinct !DILocation(line: 112, column: 10, scope: !42, inlinedAt: !44)
!42 = distinct !DISubprogram(name: "atomicAdd", scope: !43, file: !43, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!44 = distinct !DILocation(line: 13, column: 13, scope: !12)
!45 = !DILocation(line: 13, column: 13, scope: !12)
!46 = !DILocation(line: 10, column: 66, scope: !12)
!47 = distinct !{!47, !28, !48, !49}
!48 = !DILocation(line: 14, column: 5, scope: !12)
!49 = !{!"llvm.loop.mustprogress"}
