; ModuleID = 'b-shared-race-040.cu'
source_filename = "b-shared-race-040.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ36b_gridstride_tiles_notrailingbarrierE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_gridstride_tiles_notrailingbarrier(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = shl i32 %5, 8, !dbg !22
  %7 = icmp slt i32 %6, %2, !dbg !23
  br i1 %7, label %8, label %16, !dbg !24

8:                                                ; preds = %3
  %9 = zext nneg i32 %4 to i64
  %10 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ36b_gridstride_tiles_notrailingbarrierE1s to ptr), i64 0, i64 %9
  %11 = sub nsw i32 255, %4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ36b_gridstride_tiles_notrailingbarrierE1s to ptr), i64 0, i64 %12
  %14 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = shl i32 %14, 8
  br label %17, !dbg !24

16:                                               ; preds = %31, %3
  ret void, !dbg !25

17:                                               ; preds = %8, %31
  %18 = phi i32 [ %6, %8 ], [ %32, %31 ]
  %19 = add nsw i32 %18, %4, !dbg !26
  %20 = icmp slt i32 %19, %2, !dbg !27
  br i1 %20, label %21, label %25, !dbg !28

21:                                               ; preds = %17
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4, !dbg !29, !tbaa !30
  br label %25, !dbg !28

25:                                               ; preds = %17, %21
  %26 = phi contract float [ %24, %21 ], [ 0.000000e+00, %17 ], !dbg !28
  store float %26, ptr %10, align 4, !dbg !34, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  br i1 %20, label %27, label %31, !dbg !36

27:                                               ; preds = %25
  %28 = sext i32 %19 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %13, align 4, !dbg !37, !tbaa !30
  store float %30, ptr %29, align 4, !dbg !38, !tbaa !30
  br label %31, !dbg !39

31:                                               ; preds = %27, %25
  %32 = add i32 %18, %15, !dbg !40
  %33 = icmp slt i32 %32, %2, !dbg !23
  br i1 %33, label %17, label %16, !dbg !24, !llvm.loop !41
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!7 = !DIFile(filename: "b-shared-race-040.cu", directory: ".")
!8 = !{ptr @b_gridstride_tiles_notrailingbarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_gridstride_tiles_notrailingbarrier", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 13, column: 21, scope: !12)
!22 = !DILocation(line: 13, column: 32, scope: !12)
!23 = !DILocation(line: 13, column: 42, scope: !12)
!24 = !DILocation(line: 13, column: 5, scope: !12)
!25 = !DILocation(line: 21, column: 1, scope: !12)
!26 = !DILocation(line: 14, column: 22, scope: !12)
!27 = !DILocation(line: 15, column: 19, scope: !12)
!28 = !DILocation(line: 15, column: 16, scope: !12)
!29 = !DILocation(line: 15, column: 26, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 15, column: 14, scope: !12)
!35 = !DILocation(line: 16, column: 9, scope: !12)
!36 = !DILocation(line: 17, column: 13, scope: !12)
!37 = !DILocation(line: 18, column: 22, scope: !12)
!38 = !DILocation(line: 18, column: 20, scope: !12)
!39 = !DILocation(line: 18, column: 13, scope: !12)
!40 = !DILocation(line: 13, column: 52, scope: !12)
!41 = distinct !{!41, !24, !42, !43}
!42 = !DILocation(line: 20, column: 5, scope: !12)
!43 = !{!"llvm.loop.mustprogress"}
