; ModuleID = 'e-global-race-041.cu'
source_filename = "e-global-race-041.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @e_block_message_ok(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  switch i32 %5, label %26 [
    i32 0, label %6
    i32 1, label %14
  ], !dbg !22

6:                                                ; preds = %3
  %7 = uitofp nneg i32 %4 to float, !dbg !23
  %8 = fmul contract float %7, 5.000000e-01, !dbg !24
  %9 = zext nneg i32 %4 to i64, !dbg !25
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !25
  store float %8, ptr %10, align 4, !dbg !26, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %11 = icmp eq i32 %4, 0, !dbg !32
  br i1 %11, label %12, label %26, !dbg !33

12:                                               ; preds = %6
  tail call void @llvm.nvvm.membar.gl(), !dbg !34
  %13 = atomicrmw xchg ptr %1, i32 1 seq_cst, align 4, !dbg !38
  br label %26, !dbg !44

14:                                               ; preds = %3
  %15 = icmp eq i32 %4, 0, !dbg !45
  br i1 %15, label %16, label %20, !dbg !46

16:                                               ; preds = %14, %16
  %17 = atomicrmw or ptr %1, i32 0 seq_cst, align 4, !dbg !47
  %18 = icmp eq i32 %17, 0, !dbg !52
  br i1 %18, label %16, label %19, !dbg !53, !llvm.loop !54

19:                                               ; preds = %16
  tail call void @llvm.nvvm.membar.gl(), !dbg !57
  br label %20, !dbg !59

20:                                               ; preds = %19, %14
  tail call void @llvm.nvvm.barrier0(), !dbg !60
  %21 = zext nneg i32 %4 to i64, !dbg !61
  %22 = getelementptr inbounds float, ptr %0, i64 %21, !dbg !61
  %23 = load float, ptr %22, align 4, !dbg !61, !tbaa !27
  %24 = fmul contract float %23, 2.000000e+00, !dbg !62
  %25 = getelementptr inbounds float, ptr %2, i64 %21, !dbg !63
  store float %24, ptr %25, align 4, !dbg !64, !tbaa !27
  br label %26, !dbg !65

26:                                               ; preds = %3, %20, %6, %12
  ret void, !dbg !66
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

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
!7 = !DIFile(filename: "e-global-race-041.cu", directory: ".")
!8 = !{ptr @e_block_message_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_block_message_ok", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 13, column: 9, scope: !12)
!22 = !DILocation(line: 13, column: 9, scope: !12)
!23 = !DILocation(line: 14, column: 19, scope: !12)
!24 = !DILocation(line: 14, column: 21, scope: !12)
!25 = !DILocation(line: 14, column: 9, scope: !12)
!26 = !DILocation(line: 14, column: 17, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 15, column: 9, scope: !12)
!32 = !DILocation(line: 16, column: 15, scope: !12)
!33 = !DILocation(line: 16, column: 13, scope: !12)
!34 = !DILocation(line: 528, column: 39, scope: !35, inlinedAt: !37)
!35 = distinct !DISubprogram(name: "__threadfence", scope: !36, file: !36, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!36 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!37 = distinct !DILocation(line: 17, column: 13, scope: !12)
!38 = !DILocation(line: 368, column: 10, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__iAtomicExch", scope: !36, file: !36, line: 367, type: !13, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!40 = distinct !DILocation(line: 127, column: 10, scope: !41, inlinedAt: !43)
!41 = distinct !DISubprogram(name: "atomicExch", scope: !42, file: !42, line: 125, type: !13, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!43 = distinct !DILocation(line: 18, column: 13, scope: !12)
!44 = !DILocation(line: 19, column: 9, scope: !12)
!45 = !DILocation(line: 21, column: 15, scope: !12)
!46 = !DILocation(line: 21, column: 13, scope: !12)
!47 = !DILocation(line: 341, column: 10, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__iAtomicAdd", scope: !36, file: !36, line: 340, type: !13, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!49 = distinct !DILocation(line: 107, column: 10, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "atomicAdd", scope: !42, file: !42, line: 105, type: !13, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!51 = distinct !DILocation(line: 22, column: 20, scope: !12)
!52 = !DILocation(line: 22, column: 39, scope: !12)
!53 = !DILocation(line: 22, column: 13, scope: !12)
!54 = distinct !{!54, !53, !55, !56}
!55 = !DILocation(line: 22, column: 47, scope: !12)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 528, column: 39, scope: !35, inlinedAt: !58)
!58 = distinct !DILocation(line: 23, column: 13, scope: !12)
!59 = !DILocation(line: 24, column: 9, scope: !12)
!60 = !DILocation(line: 25, column: 9, scope: !12)
!61 = !DILocation(line: 26, column: 18, scope: !12)
!62 = !DILocation(line: 26, column: 26, scope: !12)
!63 = !DILocation(line: 26, column: 9, scope: !12)
!64 = !DILocation(line: 26, column: 16, scope: !12)
!65 = !DILocation(line: 27, column: 5, scope: !12)
!66 = !DILocation(line: 28, column: 1, scope: !12)
