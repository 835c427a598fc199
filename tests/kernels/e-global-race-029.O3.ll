; ModuleID = 'e-global-race-029.cu'
source_filename = "e-global-race-029.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @e_smooth_inplace_race(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %4 = shl i32 %3, 8, !dbg !19
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %6 = add i32 %4, %5, !dbg !23
  %7 = icmp sgt i32 %6, 0, !dbg !24
  br i1 %7, label %8, label %14, !dbg !25

8:                                                ; preds = %2
  %9 = zext nneg i32 %6 to i64
  %10 = getelementptr float, ptr %0, i64 %9
  %11 = getelementptr i8, ptr %10, i64 -4
  %12 = load float, ptr %11, align 4, !dbg !26, !tbaa !27
  %13 = fmul contract float %12, 2.500000e-01, !dbg !31
  br label %14, !dbg !25

14:                                               ; preds = %2, %8
  %15 = phi float [ %13, %8 ], [ 0.000000e+00, %2 ], !dbg !25
  %16 = sext i32 %6 to i64, !dbg !32
  %17 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !32
  %18 = load float, ptr %17, align 4, !dbg !32, !tbaa !27
  %19 = add nsw i32 %6, 1, !dbg !33
  %20 = icmp slt i32 %19, %1, !dbg !34
  br i1 %20, label %21, label %26, !dbg !35

21:                                               ; preds = %14
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !dbg !36, !tbaa !27
  %25 = fmul contract float %24, 2.500000e-01, !dbg !37
  br label %26, !dbg !35

26:                                               ; preds = %14, %21
  %27 = phi float [ %25, %21 ], [ 0.000000e+00, %14 ], !dbg !35
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %28 = fmul contract float %18, 5.000000e-01, !dbg !39
  %29 = fadd contract float %15, %28, !dbg !40
  %30 = fadd contract float %29, %27, !dbg !41
  store float %30, ptr %17, align 4, !dbg !42, !tbaa !27
  ret void, !dbg !43
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!7 = !DIFile(filename: "e-global-race-029.cu", directory: ".")
!8 = !{ptr @e_smooth_inplace_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_smooth_inplace_race", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 13, scope: !12)
!19 = !DILocation(line: 11, column: 24, scope: !12)
!20 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 11, column: 30, scope: !12)
!23 = !DILocation(line: 11, column: 28, scope: !12)
!24 = !DILocation(line: 12, column: 17, scope: !12)
!25 = !DILocation(line: 12, column: 15, scope: !12)
!26 = !DILocation(line: 12, column: 23, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 16, column: 18, scope: !12)
!32 = !DILocation(line: 13, column: 15, scope: !12)
!33 = !DILocation(line: 14, column: 17, scope: !12)
!34 = !DILocation(line: 14, column: 21, scope: !12)
!35 = !DILocation(line: 14, column: 15, scope: !12)
!36 = !DILocation(line: 14, column: 27, scope: !12)
!37 = !DILocation(line: 16, column: 41, scope: !12)
!38 = !DILocation(line: 15, column: 5, scope: !12)
!39 = !DILocation(line: 16, column: 29, scope: !12)
!40 = !DILocation(line: 16, column: 22, scope: !12)
!41 = !DILocation(line: 16, column: 33, scope: !12)
!42 = !DILocation(line: 16, column: 10, scope: !12)
!43 = !DILocation(line: 17, column: 1, scope: !12)
