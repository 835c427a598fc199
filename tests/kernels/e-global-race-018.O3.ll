; ModuleID = 'e-global-race-018.cu'
source_filename = "e-global-race-018.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @e_spin_lock_ok(ptr nocapture noundef %0, ptr nocapture noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = icmp eq i32 %3, 0, !dbg !19
  br i1 %4, label %5, label %12, !dbg !20

5:                                                ; preds = %2, %5
  %6 = cmpxchg ptr %0, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !21
  %7 = extractvalue { i32, i1 } %6, 1, !dbg !28
  br i1 %7, label %8, label %5, !dbg !29, !llvm.loop !30

8:                                                ; preds = %5
  tail call void @llvm.nvvm.membar.gl(), !dbg !33
  %9 = load i32, ptr %1, align 4, !dbg !36, !tbaa !37
  %10 = add nsw i32 %9, 1, !dbg !41
  store i32 %10, ptr %1, align 4, !dbg !42, !tbaa !37
  tail call void @llvm.nvvm.membar.gl(), !dbg !43
  %11 = atomicrmw xchg ptr %0, i32 0 seq_cst, align 4, !dbg !45
  br label %12, !dbg !50

12:                                               ; preds = %2, %8
  ret void, !dbg !50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

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
!7 = !DIFile(filename: "e-global-race-018.cu", directory: ".")
!8 = !{ptr @e_spin_lock_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_spin_lock_ok", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 9, scope: !12)
!19 = !DILocation(line: 8, column: 21, scope: !12)
!20 = !DILocation(line: 8, column: 9, scope: !12)
!21 = !DILocation(line: 359, column: 10, scope: !22, inlinedAt: !24)
!22 = distinct !DISubprogram(name: "__iAtomicCAS", scope: !23, file: !23, line: 358, type: !13, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!24 = distinct !DILocation(line: 202, column: 10, scope: !25, inlinedAt: !27)
!25 = distinct !DISubprogram(name: "atomicCAS", scope: !26, file: !26, line: 200, type: !13, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!27 = distinct !DILocation(line: 9, column: 12, scope: !12)
!28 = !DILocation(line: 9, column: 34, scope: !12)
!29 = !DILocation(line: 9, column: 5, scope: !12)
!30 = distinct !{!30, !29, !31, !32}
!31 = !DILocation(line: 9, column: 42, scope: !12)
!32 = !{!"llvm.loop.mustprogress"}
!33 = !DILocation(line: 528, column: 39, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__threadfence", scope: !23, file: !23, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!35 = distinct !DILocation(line: 10, column: 5, scope: !12)
!36 = !DILocation(line: 11, column: 18, scope: !12)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C++ TBAA"}
!41 = !DILocation(line: 11, column: 29, scope: !12)
!42 = !DILocation(line: 11, column: 16, scope: !12)
!43 = !DILocation(line: 528, column: 39, scope: !34, inlinedAt: !44)
!44 = distinct !DILocation(line: 12, column: 5, scope: !12)
!45 = !DILocation(line: 368, column: 10, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "__iAtomicExch", scope: !23, file: !23, line: 367, type: !13, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!47 = distinct !DILocation(line: 127, column: 10, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "atomicExch", scope: !26, file: !26, line: 125, type: !13, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!49 = distinct !DILocation(line: 13, column: 5, scope: !12)
!50 = !DILocation(line: 14, column: 1, scope: !12)
