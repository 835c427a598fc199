; ModuleID = 'b-barrier-divergence-011.cu'
source_filename = "b-barrier-divergence-011.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ29b_divergent_loop_then_barrierE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_divergent_loop_then_barrier(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = shl i32 %4, 8, !dbg !22
  %6 = add i32 %5, %3, !dbg !23
  %7 = sext i32 %6 to i64, !dbg !24
  %8 = getelementptr inbounds i32, ptr %1, i64 %7, !dbg !24
  %9 = load i32, ptr %8, align 4, !dbg !24, !tbaa !25
  %10 = icmp ult i32 %9, 2, !dbg !29
  br i1 %10, label %26, label %11, !dbg !30

11:                                               ; preds = %2
  %12 = or i32 %9, 1, !dbg !31
  br label %13, !dbg !30

13:                                               ; preds = %11, %13
  %14 = phi i32 [ %22, %13 ], [ 0, %11 ]
  %15 = phi i32 [ %21, %13 ], [ %12, %11 ]
  %16 = and i32 %15, 1, !dbg !32
  %17 = icmp eq i32 %16, 0, !dbg !33
  %18 = mul i32 %15, 3, !dbg !33
  %19 = add i32 %18, 1, !dbg !33
  %20 = lshr exact i32 %15, 1, !dbg !33
  %21 = select i1 %17, i32 %20, i32 %19, !dbg !33
  %22 = add nuw nsw i32 %14, 1, !dbg !34
  %23 = icmp ne i32 %21, 1, !dbg !29
  %24 = icmp ult i32 %14, 63, !dbg !35
  %25 = select i1 %23, i1 %24, i1 false, !dbg !35
  br i1 %25, label %13, label %26, !dbg !30, !llvm.loop !36

26:                                               ; preds = %13, %2
  %27 = phi i32 [ 0, %2 ], [ %22, %13 ], !dbg !39
  %28 = zext nneg i32 %3 to i64, !dbg !40
  %29 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_divergent_loop_then_barrierE1s to ptr), i64 0, i64 %28, !dbg !40
  store i32 %27, ptr %29, align 4, !dbg !41, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %30 = load i32, ptr %29, align 4, !dbg !43, !tbaa !25
  %31 = sub nsw i32 255, %3, !dbg !44
  %32 = sext i32 %31 to i64, !dbg !45
  %33 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_divergent_loop_then_barrierE1s to ptr), i64 0, i64 %32, !dbg !45
  %34 = load i32, ptr %33, align 4, !dbg !45, !tbaa !25
  %35 = add i32 %34, %30, !dbg !46
  %36 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !47
  store i32 %35, ptr %36, align 4, !dbg !48, !tbaa !25
  ret void, !dbg !49
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
!7 = !DIFile(filename: "b-barrier-divergence-011.cu", directory: ".")
!8 = !{ptr @b_divergent_loop_then_barrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_divergent_loop_then_barrier", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 12, column: 13, scope: !12)
!22 = !DILocation(line: 12, column: 24, scope: !12)
!23 = !DILocation(line: 12, column: 28, scope: !12)
!24 = !DILocation(line: 13, column: 18, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 14, column: 14, scope: !12)
!30 = !DILocation(line: 14, column: 5, scope: !12)
!31 = !DILocation(line: 13, column: 24, scope: !12)
!32 = !DILocation(line: 15, column: 16, scope: !12)
!33 = !DILocation(line: 15, column: 13, scope: !12)
!34 = !DILocation(line: 16, column: 9, scope: !12)
!35 = !DILocation(line: 14, column: 20, scope: !12)
!36 = distinct !{!36, !30, !37, !38}
!37 = !DILocation(line: 17, column: 5, scope: !12)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 0, scope: !12)
!40 = !DILocation(line: 18, column: 5, scope: !12)
!41 = !DILocation(line: 18, column: 10, scope: !12)
!42 = !DILocation(line: 19, column: 5, scope: !12)
!43 = !DILocation(line: 20, column: 14, scope: !12)
!44 = !DILocation(line: 20, column: 29, scope: !12)
!45 = !DILocation(line: 20, column: 21, scope: !12)
!46 = !DILocation(line: 20, column: 19, scope: !12)
!47 = !DILocation(line: 20, column: 5, scope: !12)
!48 = !DILocation(line: 20, column: 12, scope: !12)
!49 = !DILocation(line: 21, column: 1, scope: !12)
