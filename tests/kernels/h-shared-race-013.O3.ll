; ModuleID = 'h-shared-race-013.cu'
source_filename = "h-shared-race-013.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sdata = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_reduce_interleaved_bad(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %7 = mul i32 %5, %6, !dbg !25
  %8 = add i32 %7, %4, !dbg !26
  %9 = icmp ult i32 %8, %2, !dbg !27
  br i1 %9, label %10, label %14, !dbg !28

10:                                               ; preds = %3
  %11 = zext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !dbg !29, !tbaa !30
  br label %14, !dbg !28

14:                                               ; preds = %3, %10
  %15 = phi i32 [ %13, %10 ], [ 0, %3 ], !dbg !28
  %16 = zext nneg i32 %4 to i64, !dbg !34
  %17 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %16, !dbg !34
  store i32 %15, ptr %17, align 4, !dbg !35, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %18 = icmp ugt i32 %6, 1, !dbg !37
  br i1 %18, label %21, label %19, !dbg !38

19:                                               ; preds = %34, %14
  %20 = icmp eq i32 %4, 0, !dbg !39
  br i1 %20, label %37, label %41, !dbg !40

21:                                               ; preds = %14, %34
  %22 = phi i32 [ %35, %34 ], [ 1, %14 ]
  %23 = mul i32 %22, %4, !dbg !41
  %24 = add i32 %23, %22, !dbg !42
  %25 = icmp ult i32 %24, %6, !dbg !43
  br i1 %25, label %26, label %34, !dbg !44

26:                                               ; preds = %21
  %27 = zext i32 %23 to i64
  %28 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %27
  %29 = zext i32 %24 to i64
  %30 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %29
  %31 = load i32, ptr %30, align 4, !dbg !45, !tbaa !30
  %32 = load i32, ptr %28, align 4, !dbg !46, !tbaa !30
  %33 = add nsw i32 %32, %31, !dbg !46
  store i32 %33, ptr %28, align 4, !dbg !46, !tbaa !30
  br label %34, !dbg !47

34:                                               ; preds = %26, %21
  tail call void @llvm.nvvm.barrier0(), !dbg !48
  %35 = shl i32 %22, 1, !dbg !49
  %36 = icmp ult i32 %35, %6, !dbg !37
  br i1 %36, label %21, label %19, !dbg !38, !llvm.loop !50

37:                                               ; preds = %19
  %38 = zext nneg i32 %5 to i64
  %39 = getelementptr inbounds i32, ptr %1, i64 %38
  %40 = load i32, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), align 4, !dbg !53, !tbaa !30
  store i32 %40, ptr %39, align 4, !dbg !54, !tbaa !30
  br label %41, !dbg !55

41:                                               ; preds = %37, %19
  ret void, !dbg !56
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
!7 = !DIFile(filename: "h-shared-race-013.cu", directory: ".")
!8 = !{ptr @h_reduce_interleaved_bad, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_reduce_interleaved_bad", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 11, column: 37, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 11, column: 50, scope: !12)
!25 = !DILocation(line: 11, column: 48, scope: !12)
!26 = !DILocation(line: 11, column: 61, scope: !12)
!27 = !DILocation(line: 12, column: 20, scope: !12)
!28 = !DILocation(line: 12, column: 18, scope: !12)
!29 = !DILocation(line: 12, column: 26, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 12, column: 5, scope: !12)
!35 = !DILocation(line: 12, column: 16, scope: !12)
!36 = !DILocation(line: 13, column: 5, scope: !12)
!37 = !DILocation(line: 14, column: 28, scope: !12)
!38 = !DILocation(line: 14, column: 5, scope: !12)
!39 = !DILocation(line: 20, column: 13, scope: !12)
!40 = !DILocation(line: 20, column: 9, scope: !12)
!41 = !DILocation(line: 15, column: 28, scope: !12)
!42 = !DILocation(line: 16, column: 19, scope: !12)
!43 = !DILocation(line: 16, column: 23, scope: !12)
!44 = !DILocation(line: 16, column: 13, scope: !12)
!45 = !DILocation(line: 17, column: 29, scope: !12)
!46 = !DILocation(line: 17, column: 26, scope: !12)
!47 = !DILocation(line: 17, column: 13, scope: !12)
!48 = !DILocation(line: 18, column: 9, scope: !12)
!49 = !DILocation(line: 14, column: 44, scope: !12)
!50 = distinct !{!50, !38, !51, !52}
!51 = !DILocation(line: 19, column: 5, scope: !12)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocation(line: 21, column: 27, scope: !12)
!54 = !DILocation(line: 21, column: 25, scope: !12)
!55 = !DILocation(line: 21, column: 9, scope: !12)
!56 = !DILocation(line: 22, column: 1, scope: !12)
