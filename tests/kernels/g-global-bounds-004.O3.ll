; ModuleID = 'g-global-bounds-004.cu'
source_filename = "g-global-bounds-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @g_stencil_halo(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %6 = mul i32 %4, %5, !dbg !22
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %8 = add i32 %6, %7, !dbg !26
  %9 = add nsw i32 %2, -1, !dbg !27
  %10 = icmp slt i32 %8, %9, !dbg !28
  br i1 %10, label %11, label %25, !dbg !29

11:                                               ; preds = %3
  %12 = sext i32 %8 to i64, !dbg !30
  %13 = getelementptr float, ptr %1, i64 %12, !dbg !30
  %14 = getelementptr i8, ptr %13, i64 -4, !dbg !30
  %15 = load float, ptr %14, align 4, !dbg !30, !tbaa !31
  %16 = fmul contract float %15, 2.500000e-01, !dbg !35
  %17 = load float, ptr %13, align 4, !dbg !36, !tbaa !31
  %18 = fmul contract float %17, 5.000000e-01, !dbg !37
  %19 = fadd contract float %16, %18, !dbg !38
  %20 = getelementptr i8, ptr %13, i64 4, !dbg !39
  %21 = load float, ptr %20, align 4, !dbg !39, !tbaa !31
  %22 = fmul contract float %21, 2.500000e-01, !dbg !40
  %23 = fadd contract float %19, %22, !dbg !41
  %24 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !42
  store float %23, ptr %24, align 4, !dbg !43, !tbaa !31
  br label %25, !dbg !42

25:                                               ; preds = %11, %3
  ret void, !dbg !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "g-global-bounds-004.cu", directory: ".")
!8 = !{ptr @g_stencil_halo, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "g_stencil_halo", scope: !7, file: !7, line: 2, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 4, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 4, column: 26, scope: !12)
!22 = !DILocation(line: 4, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 4, column: 39, scope: !12)
!26 = !DILocation(line: 4, column: 37, scope: !12)
!27 = !DILocation(line: 5, column: 15, scope: !12)
!28 = !DILocation(line: 5, column: 11, scope: !12)
!29 = !DILocation(line: 5, column: 9, scope: !12)
!30 = !DILocation(line: 6, column: 26, scope: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 6, column: 24, scope: !12)
!36 = !DILocation(line: 6, column: 45, scope: !12)
!37 = !DILocation(line: 6, column: 43, scope: !12)
!38 = !DILocation(line: 6, column: 36, scope: !12)
!39 = !DILocation(line: 6, column: 61, scope: !12)
!40 = !DILocation(line: 6, column: 59, scope: !12)
!41 = !DILocation(line: 6, column: 51, scope: !12)
!42 = !DILocation(line: 6, column: 9, scope: !12)
!43 = !DILocation(line: 6, column: 16, scope: !12)
!44 = !DILocation(line: 7, column: 1, scope: !12)
