; ModuleID = 'e-scoped-atomic-race-055.cu'
source_filename = "e-scoped-atomic-race-055.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @e_warp_handoff_cta_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = and i32 %5, 31, !dbg !19
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %8 = shl i32 %7, 5, !dbg !23
  %9 = or disjoint i32 %8, %6, !dbg !24
  %10 = and i32 %5, 992, !dbg !25
  %11 = icmp eq i32 %10, 32, !dbg !25
  br i1 %11, label %12, label %15, !dbg !26

12:                                               ; preds = %4
  %13 = sext i32 %9 to i64
  %14 = getelementptr inbounds i32, ptr %2, i64 %13
  store volatile i32 0, ptr %14, align 4, !dbg !27, !tbaa !28
  br label %15, !dbg !32

15:                                               ; preds = %12, %4
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %16 = icmp ult i32 %5, 32, !dbg !34
  %17 = sext i32 %9 to i64
  br i1 %16, label %20, label %18, !dbg !35

18:                                               ; preds = %15
  %19 = getelementptr inbounds i32, ptr %2, i64 %17
  br label %26, !dbg !36

20:                                               ; preds = %15
  %21 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !37
  %22 = load float, ptr %21, align 4, !dbg !37, !tbaa !38
  %23 = fadd contract float %22, 1.000000e+00, !dbg !40
  %24 = getelementptr inbounds float, ptr %1, i64 %17, !dbg !41
  store float %23, ptr %24, align 4, !dbg !42, !tbaa !38
  tail call void @llvm.nvvm.membar.cta(), !dbg !43
  %25 = getelementptr inbounds i32, ptr %2, i64 %17, !dbg !47
  store volatile i32 1, ptr %25, align 4, !dbg !48, !tbaa !28
  br label %34, !dbg !49

26:                                               ; preds = %18, %26
  %27 = load volatile i32, ptr %19, align 4, !dbg !50, !tbaa !28
  %28 = icmp eq i32 %27, 0, !dbg !51
  br i1 %28, label %26, label %29, !dbg !36, !llvm.loop !52

29:                                               ; preds = %26
  tail call void @llvm.nvvm.membar.cta(), !dbg !55
  %30 = getelementptr inbounds float, ptr %1, i64 %17, !dbg !57
  %31 = load float, ptr %30, align 4, !dbg !57, !tbaa !38
  %32 = fmul contract float %31, 2.000000e+00, !dbg !58
  %33 = getelementptr inbounds float, ptr %3, i64 %17, !dbg !59
  store float %32, ptr %33, align 4, !dbg !60, !tbaa !38
  br label %34

34:                                               ; preds = %29, %20
  ret void, !dbg !61
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }

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
!7 = !DIFile(filename: "e-scoped-atomic-race-055.cu", directory: ".")
!8 = !{ptr @e_warp_handoff_cta_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_warp_handoff_cta_ok", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 16, scope: !12)
!19 = !DILocation(line: 10, column: 28, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 11, column: 13, scope: !12)
!23 = !DILocation(line: 11, column: 24, scope: !12)
!24 = !DILocation(line: 11, column: 29, scope: !12)
!25 = !DILocation(line: 12, column: 14, scope: !12)
!26 = !DILocation(line: 12, column: 9, scope: !12)
!27 = !DILocation(line: 12, column: 29, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 12, column: 20, scope: !12)
!33 = !DILocation(line: 13, column: 5, scope: !12)
!34 = !DILocation(line: 14, column: 14, scope: !12)
!35 = !DILocation(line: 14, column: 9, scope: !12)
!36 = !DILocation(line: 19, column: 9, scope: !12)
!37 = !DILocation(line: 15, column: 18, scope: !12)
!38 = !{!39, !39, i64 0}
!39 = !{!"float", !30, i64 0}
!40 = !DILocation(line: 15, column: 24, scope: !12)
!41 = !DILocation(line: 15, column: 9, scope: !12)
!42 = !DILocation(line: 15, column: 16, scope: !12)
!43 = !DILocation(line: 529, column: 45, scope: !44, inlinedAt: !46)
!44 = distinct !DISubprogram(name: "__threadfence_block", scope: !45, file: !45, line: 529, type: !13, scopeLine: 529, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!45 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!46 = distinct !DILocation(line: 16, column: 9, scope: !12)
!47 = !DILocation(line: 17, column: 9, scope: !12)
!48 = !DILocation(line: 17, column: 18, scope: !12)
!49 = !DILocation(line: 18, column: 5, scope: !12)
!50 = !DILocation(line: 19, column: 16, scope: !12)
!51 = !DILocation(line: 19, column: 25, scope: !12)
!52 = distinct !{!52, !36, !53, !54}
!53 = !DILocation(line: 19, column: 33, scope: !12)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 529, column: 45, scope: !44, inlinedAt: !56)
!56 = distinct !DILocation(line: 20, column: 9, scope: !12)
!57 = !DILocation(line: 21, column: 18, scope: !12)
!58 = !DILocation(line: 21, column: 25, scope: !12)
!59 = !DILocation(line: 21, column: 9, scope: !12)
!60 = !DILocation(line: 21, column: 16, scope: !12)
!61 = !DILocation(line: 23, column: 1, scope: !12)
