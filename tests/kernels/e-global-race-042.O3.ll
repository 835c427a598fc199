; ModuleID = 'e-global-race-042.cu'
source_filename = "e-global-race-042.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @e_message_cta_fence_race(ptr nocapture noundef %0, ptr noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = icmp eq i32 %4, 0, !dbg !19
  br i1 %5, label %6, label %14, !dbg !20

6:                                                ; preds = %3
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  switch i32 %7, label %14 [
    i32 0, label %8
    i32 1, label %9
  ], !dbg !24

8:                                                ; preds = %6
  store float 3.500000e+00, ptr %0, align 4, !dbg !25, !tbaa !26
  tail call void @llvm.nvvm.membar.cta(), !dbg !30
  store volatile i32 1, ptr %1, align 4, !dbg !34, !tbaa !35
  br label %14, !dbg !37

9:                                                ; preds = %6, %9
  %10 = load volatile i32, ptr %1, align 4, !dbg !38, !tbaa !35
  %11 = icmp eq i32 %10, 0, !dbg !39
  br i1 %11, label %9, label %12, !dbg !40, !llvm.loop !41

12:                                               ; preds = %9
  tail call void @llvm.nvvm.membar.gl(), !dbg !44
  %13 = load float, ptr %0, align 4, !dbg !47, !tbaa !26
  store float %13, ptr %2, align 4, !dbg !48, !tbaa !26
  br label %14, !dbg !49

14:                                               ; preds = %6, %12, %3, %8
  ret void, !dbg !50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #2

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind }

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
!7 = !DIFile(filename: "e-global-race-042.cu", directory: ".")
!8 = !{ptr @e_message_cta_fence_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_message_cta_fence_race", scope: !7, file: !7, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 9, scope: !12)
!19 = !DILocation(line: 9, column: 21, scope: !12)
!20 = !DILocation(line: 9, column: 9, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = distinct !DILocation(line: 10, column: 9, scope: !12)
!24 = !DILocation(line: 10, column: 9, scope: !12)
!25 = !DILocation(line: 11, column: 17, scope: !12)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 529, column: 45, scope: !31, inlinedAt: !33)
!31 = distinct !DISubprogram(name: "__threadfence_block", scope: !32, file: !32, line: 529, type: !13, scopeLine: 529, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!33 = distinct !DILocation(line: 12, column: 9, scope: !12)
!34 = !DILocation(line: 13, column: 15, scope: !12)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !28, i64 0}
!37 = !DILocation(line: 14, column: 5, scope: !12)
!38 = !DILocation(line: 15, column: 16, scope: !12)
!39 = !DILocation(line: 15, column: 22, scope: !12)
!40 = !DILocation(line: 15, column: 9, scope: !12)
!41 = distinct !{!41, !40, !42, !43}
!42 = !DILocation(line: 15, column: 30, scope: !12)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 528, column: 39, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "__threadfence", scope: !32, file: !32, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!46 = distinct !DILocation(line: 16, column: 9, scope: !12)
!47 = !DILocation(line: 17, column: 18, scope: !12)
!48 = !DILocation(line: 17, column: 16, scope: !12)
!49 = !DILocation(line: 18, column: 5, scope: !12)
!50 = !DILocation(line: 19, column: 1, scope: !12)
