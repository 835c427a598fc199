; ModuleID = 'e-global-race-040.cu'
source_filename = "e-global-race-040.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @e_bucket_lock_fastpath_race(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !12 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %9 = mul i32 %7, %8, !dbg !22
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %11 = add i32 %9, %10, !dbg !26
  %12 = icmp slt i32 %11, %5, !dbg !27
  br i1 %12, label %13, label %39, !dbg !28

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64, !dbg !29
  %15 = getelementptr inbounds i32, ptr %0, i64 %14, !dbg !29
  %16 = load i32, ptr %15, align 4, !dbg !29, !tbaa !30
  %17 = and i32 %16, 1023, !dbg !34
  %18 = getelementptr inbounds float, ptr %1, i64 %14, !dbg !35
  %19 = load float, ptr %18, align 4, !dbg !35, !tbaa !36
  %20 = fcmp contract oeq float %19, 0.000000e+00, !dbg !38
  %21 = zext nneg i32 %17 to i64
  br i1 %20, label %24, label %22, !dbg !39

22:                                               ; preds = %13
  %23 = getelementptr inbounds i32, ptr %2, i64 %21
  br label %28, !dbg !40

24:                                               ; preds = %13
  %25 = getelementptr inbounds i32, ptr %3, i64 %21, !dbg !41
  %26 = load i32, ptr %25, align 4, !dbg !42, !tbaa !30
  %27 = add nsw i32 %26, 1, !dbg !42
  store i32 %27, ptr %25, align 4, !dbg !42, !tbaa !30
  br label %39, !dbg !43

28:                                               ; preds = %22, %28
  %29 = cmpxchg ptr %23, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !44
  %30 = extractvalue { i32, i1 } %29, 1, !dbg !51
  br i1 %30, label %31, label %28, !dbg !40

31:                                               ; preds = %28
  tail call void @llvm.nvvm.membar.gl(), !dbg !52
  %32 = getelementptr inbounds i32, ptr %3, i64 %21, !dbg !55
  %33 = load i32, ptr %32, align 4, !dbg !56, !tbaa !30
  %34 = add nsw i32 %33, 1, !dbg !56
  store i32 %34, ptr %32, align 4, !dbg !56, !tbaa !30
  %35 = getelementptr inbounds float, ptr %4, i64 %21, !dbg !57
  %36 = load float, ptr %35, align 4, !dbg !58, !tbaa !36
  %37 = fadd contract float %19, %36, !dbg !58
  store float %37, ptr %35, align 4, !dbg !58, !tbaa !36
  tail call void @llvm.nvvm.membar.gl(), !dbg !59
  %38 = atomicrmw xchg ptr %23, i32 0 seq_cst, align 4, !dbg !61
  br label %39, !dbg !66

39:                                               ; preds = %31, %24, %6
  ret void, !dbg !67
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

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
!7 = !DIFile(filename: "e-global-race-040.cu", directory: ".")
!8 = !{ptr @e_bucket_lock_fastpath_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_bucket_lock_fastpath_race", scope: !7, file: !7, line: 8, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 11, column: 26, scope: !12)
!22 = !DILocation(line: 11, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 11, column: 39, scope: !12)
!26 = !DILocation(line: 11, column: 37, scope: !12)
!27 = !DILocation(line: 12, column: 11, scope: !12)
!28 = !DILocation(line: 12, column: 9, scope: !12)
!29 = !DILocation(line: 13, column: 13, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 13, column: 21, scope: !12)
!35 = !DILocation(line: 14, column: 15, scope: !12)
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !32, i64 0}
!38 = !DILocation(line: 15, column: 11, scope: !12)
!39 = !DILocation(line: 15, column: 9, scope: !12)
!40 = !DILocation(line: 21, column: 13, scope: !12)
!41 = !DILocation(line: 16, column: 9, scope: !12)
!42 = !DILocation(line: 16, column: 18, scope: !12)
!43 = !DILocation(line: 17, column: 9, scope: !12)
!44 = !DILocation(line: 359, column: 10, scope: !45, inlinedAt: !47)
!45 = distinct !DISubprogram(name: "__iAtomicCAS", scope: !46, file: !46, line: 358, type: !13, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!46 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!47 = distinct !DILocation(line: 202, column: 10, scope: !48, inlinedAt: !50)
!48 = distinct !DISubprogram(name: "atomicCAS", scope: !49, file: !49, line: 200, type: !13, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!49 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!50 = distinct !DILocation(line: 21, column: 13, scope: !12)
!51 = !DILocation(line: 21, column: 40, scope: !12)
!52 = !DILocation(line: 528, column: 39, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "__threadfence", scope: !46, file: !46, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!54 = distinct !DILocation(line: 22, column: 13, scope: !12)
!55 = !DILocation(line: 23, column: 13, scope: !12)
!56 = !DILocation(line: 23, column: 22, scope: !12)
!57 = !DILocation(line: 24, column: 13, scope: !12)
!58 = !DILocation(line: 24, column: 20, scope: !12)
!59 = !DILocation(line: 528, column: 39, scope: !53, inlinedAt: !60)
!60 = distinct !DILocation(line: 25, column: 13, scope: !12)
!61 = !DILocation(line: 368, column: 10, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "__iAtomicExch", scope: !46, file: !46, line: 367, type: !13, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!63 = distinct !DILocation(line: 127, column: 10, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "atomicExch", scope: !49, file: !49, line: 125, type: !13, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!65 = distinct !DILocation(line: 26, column: 13, scope: !12)
!66 = !DILocation(line: 20, column: 5, scope: !12)
!67 = !DILocation(line: 30, column: 1, scope: !12)
