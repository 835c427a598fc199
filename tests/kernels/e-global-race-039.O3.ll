; ModuleID = 'e-global-race-039.cu'
source_filename = "e-global-race-039.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @e_bucket_lock_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !12 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %9 = mul i32 %7, %8, !dbg !22
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %11 = add i32 %9, %10, !dbg !26
  %12 = icmp slt i32 %11, %5, !dbg !27
  br i1 %12, label %13, label %33, !dbg !28

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64, !dbg !29
  %15 = getelementptr inbounds i32, ptr %0, i64 %14, !dbg !29
  %16 = load i32, ptr %15, align 4, !dbg !29, !tbaa !30
  %17 = and i32 %16, 1023, !dbg !34
  %18 = getelementptr inbounds float, ptr %1, i64 %14, !dbg !35
  %19 = load float, ptr %18, align 4, !dbg !35, !tbaa !36
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds i32, ptr %2, i64 %20
  br label %22, !dbg !38

22:                                               ; preds = %22, %13
  %23 = cmpxchg ptr %21, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !39
  %24 = extractvalue { i32, i1 } %23, 1, !dbg !46
  br i1 %24, label %25, label %22, !dbg !47

25:                                               ; preds = %22
  tail call void @llvm.nvvm.membar.gl(), !dbg !48
  %26 = getelementptr inbounds i32, ptr %3, i64 %20, !dbg !51
  %27 = load i32, ptr %26, align 4, !dbg !52, !tbaa !30
  %28 = add nsw i32 %27, 1, !dbg !52
  store i32 %28, ptr %26, align 4, !dbg !52, !tbaa !30
  %29 = getelementptr inbounds float, ptr %4, i64 %20, !dbg !53
  %30 = load float, ptr %29, align 4, !dbg !54, !tbaa !36
  %31 = fadd contract float %19, %30, !dbg !54
  store float %31, ptr %29, align 4, !dbg !54, !tbaa !36
  tail call void @llvm.nvvm.membar.gl(), !dbg !55
  %32 = atomicrmw xchg ptr %21, i32 0 seq_cst, align 4, !dbg !57
  br label %33, !dbg !38

33:                                               ; preds = %25, %6
  ret void, !dbg !62
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
!7 = !DIFile(filename: "e-global-race-039.cu", directory: ".")
!8 = !{ptr @e_bucket_lock_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_bucket_lock_ok", scope: !7, file: !7, line: 8, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
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
!38 = !DILocation(line: 16, column: 5, scope: !12)
!39 = !DILocation(line: 359, column: 10, scope: !40, inlinedAt: !42)
!40 = distinct !DISubprogram(name: "__iAtomicCAS", scope: !41, file: !41, line: 358, type: !13, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!41 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!42 = distinct !DILocation(line: 202, column: 10, scope: !43, inlinedAt: !45)
!43 = distinct !DISubprogram(name: "atomicCAS", scope: !44, file: !44, line: 200, type: !13, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!44 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!45 = distinct !DILocation(line: 17, column: 13, scope: !12)
!46 = !DILocation(line: 17, column: 40, scope: !12)
!47 = !DILocation(line: 17, column: 13, scope: !12)
!48 = !DILocation(line: 528, column: 39, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "__threadfence", scope: !41, file: !41, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!50 = distinct !DILocation(line: 18, column: 13, scope: !12)
!51 = !DILocation(line: 19, column: 13, scope: !12)
!52 = !DILocation(line: 19, column: 22, scope: !12)
!53 = !DILocation(line: 20, column: 13, scope: !12)
!54 = !DILocation(line: 20, column: 20, scope: !12)
!55 = !DILocation(line: 528, column: 39, scope: !49, inlinedAt: !56)
!56 = distinct !DILocation(line: 21, column: 13, scope: !12)
!57 = !DILocation(line: 368, column: 10, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "__iAtomicExch", scope: !41, file: !41, line: 367, type: !13, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!59 = distinct !DILocation(line: 127, column: 10, scope: !60, inlinedAt: !61)
!60 = distinct !DISubprogram(name: "atomicExch", scope: !44, file: !44, line: 125, type: !13, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!61 = distinct !DILocation(line: 22, column: 13, scope: !12)
!62 = !DILocation(line: 26, column: 1, scope: !12)
