; ModuleID = 'e-global-race-044.cu'
source_filename = "e-global-race-044.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @e_block_pipeline_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = shl i32 %5, 5, !dbg !22
  %7 = zext i32 %6 to i64, !dbg !23
  %8 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !23
  %9 = icmp ult i32 %4, 32, !dbg !24
  br i1 %9, label %10, label %18, !dbg !25

10:                                               ; preds = %3
  %11 = zext nneg i32 %4 to i64
  %12 = getelementptr inbounds float, ptr %8, i64 %11
  %13 = or disjoint i32 %6, %4
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !dbg !26, !tbaa !27
  %17 = fmul contract float %16, 2.000000e+00, !dbg !31
  store float %17, ptr %12, align 4, !dbg !32, !tbaa !27
  br label %18, !dbg !33

18:                                               ; preds = %10, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %19 = and i32 %4, 31, !dbg !35
  %20 = zext nneg i32 %19 to i64, !dbg !36
  %21 = getelementptr inbounds float, ptr %8, i64 %20, !dbg !36
  %22 = load float, ptr %21, align 4, !dbg !36, !tbaa !27
  %23 = add nuw nsw i32 %4, 1, !dbg !37
  %24 = and i32 %23, 31, !dbg !38
  %25 = zext nneg i32 %24 to i64, !dbg !39
  %26 = getelementptr inbounds float, ptr %8, i64 %25, !dbg !39
  %27 = load float, ptr %26, align 4, !dbg !39, !tbaa !27
  %28 = fadd contract float %22, %27, !dbg !40
  %29 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !41
  %30 = mul i32 %5, %29, !dbg !44
  %31 = add i32 %30, %4, !dbg !45
  %32 = zext i32 %31 to i64, !dbg !46
  %33 = getelementptr inbounds float, ptr %2, i64 %32, !dbg !46
  store float %28, ptr %33, align 4, !dbg !47, !tbaa !27
  ret void, !dbg !48
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
!7 = !DIFile(filename: "e-global-race-044.cu", directory: ".")
!8 = !{ptr @e_block_pipeline_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_block_pipeline_ok", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 9, column: 26, scope: !12)
!22 = !DILocation(line: 9, column: 37, scope: !12)
!23 = !DILocation(line: 9, column: 24, scope: !12)
!24 = !DILocation(line: 10, column: 11, scope: !12)
!25 = !DILocation(line: 10, column: 9, scope: !12)
!26 = !DILocation(line: 10, column: 24, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 10, column: 48, scope: !12)
!32 = !DILocation(line: 10, column: 22, scope: !12)
!33 = !DILocation(line: 10, column: 17, scope: !12)
!34 = !DILocation(line: 11, column: 5, scope: !12)
!35 = !DILocation(line: 12, column: 44, scope: !12)
!36 = !DILocation(line: 12, column: 40, scope: !12)
!37 = !DILocation(line: 12, column: 57, scope: !12)
!38 = !DILocation(line: 12, column: 62, scope: !12)
!39 = !DILocation(line: 12, column: 52, scope: !12)
!40 = !DILocation(line: 12, column: 50, scope: !12)
!41 = !DILocation(line: 79, column: 3, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = distinct !DILocation(line: 12, column: 22, scope: !12)
!44 = !DILocation(line: 12, column: 20, scope: !12)
!45 = !DILocation(line: 12, column: 33, scope: !12)
!46 = !DILocation(line: 12, column: 5, scope: !12)
!47 = !DILocation(line: 12, column: 38, scope: !12)
!48 = !DILocation(line: 13, column: 1, scope: !12)
