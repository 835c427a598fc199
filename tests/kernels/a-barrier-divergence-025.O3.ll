; ModuleID = 'a-barrier-divergence-025.cu'
source_filename = "a-barrier-divergence-025.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20a_loop_break_tid_divE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_loop_break_tid_div(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %6 = mul i32 %4, %5, !dbg !25
  %7 = add i32 %6, %3, !dbg !26
  %8 = zext i32 %7 to i64, !dbg !27
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !27
  %10 = load float, ptr %9, align 4, !dbg !27, !tbaa !28
  %11 = and i32 %3, 7
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %29, label %13, !dbg !32

13:                                               ; preds = %2
  %14 = zext nneg i32 %3 to i64
  %15 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20a_loop_break_tid_divE1s to ptr), i64 0, i64 %14
  %16 = add nuw nsw i32 %3, 1
  %17 = and i32 %16, 255
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20a_loop_break_tid_divE1s to ptr), i64 0, i64 %18
  %20 = add nsw i32 %11, -1, !dbg !32
  br label %21, !dbg !32

21:                                               ; preds = %13, %21
  %22 = phi i32 [ 0, %13 ], [ %27, %21 ]
  %23 = phi float [ %10, %13 ], [ %26, %21 ]
  store float %23, ptr %15, align 4, !dbg !33, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %24 = load float, ptr %19, align 4, !dbg !35, !tbaa !28
  %25 = fadd contract float %23, %24, !dbg !36
  %26 = fmul contract float %25, 5.000000e-01, !dbg !37
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %27 = add nuw nsw i32 %22, 1, !dbg !39
  %28 = icmp eq i32 %22, %20, !dbg !32
  br i1 %28, label %29, label %21, !dbg !32, !llvm.loop !40

29:                                               ; preds = %21, %2
  %30 = phi float [ %10, %2 ], [ %26, %21 ], !dbg !43
  %31 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !44
  store float %30, ptr %31, align 4, !dbg !45, !tbaa !28
  ret void, !dbg !46
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
!7 = !DIFile(filename: "a-barrier-divergence-025.cu", directory: ".")
!8 = !{ptr @a_loop_break_tid_div, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_loop_break_tid_div", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 18, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 14, column: 18, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 14, column: 31, scope: !12)
!25 = !DILocation(line: 14, column: 29, scope: !12)
!26 = !DILocation(line: 14, column: 42, scope: !12)
!27 = !DILocation(line: 15, column: 15, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 16, column: 5, scope: !12)
!33 = !DILocation(line: 19, column: 14, scope: !12)
!34 = !DILocation(line: 20, column: 9, scope: !12)
!35 = !DILocation(line: 21, column: 25, scope: !12)
!36 = !DILocation(line: 21, column: 23, scope: !12)
!37 = !DILocation(line: 21, column: 18, scope: !12)
!38 = !DILocation(line: 22, column: 9, scope: !12)
!39 = !DILocation(line: 16, column: 33, scope: !12)
!40 = distinct !{!40, !32, !41, !42}
!41 = !DILocation(line: 23, column: 5, scope: !12)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !DILocation(line: 0, scope: !12)
!44 = !DILocation(line: 24, column: 5, scope: !12)
!45 = !DILocation(line: 24, column: 12, scope: !12)
!46 = !DILocation(line: 25, column: 1, scope: !12)
