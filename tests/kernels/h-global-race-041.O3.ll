; ModuleID = 'h-global-race-041.cu'
source_filename = "h-global-race-041.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.SaxpyArgs = type { ptr, ptr, ptr, float, i32 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local void @h_saxpy_struct(ptr nocapture noundef readonly byval(%struct.SaxpyArgs) align 8 %0) local_unnamed_addr #0 !dbg !12 {
  %2 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %4 = mul i32 %2, %3, !dbg !22
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %6 = add i32 %4, %5, !dbg !26
  %7 = getelementptr inbounds i8, ptr %0, i64 28
  %8 = load i32, ptr %7, align 4, !tbaa !27
  %9 = icmp slt i32 %6, %8, !dbg !34
  br i1 %9, label %10, label %20, !dbg !35

10:                                               ; preds = %1
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load float, ptr %11, align 8, !tbaa !36
  %13 = load ptr, ptr %0, align 8, !tbaa !37
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !38
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !39
  %18 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = mul i32 %3, %18
  br label %21, !dbg !35

20:                                               ; preds = %21, %1
  ret void, !dbg !40

21:                                               ; preds = %10, %21
  %22 = phi i32 [ %6, %10 ], [ %31, %21 ]
  %23 = sext i32 %22 to i64, !dbg !41
  %24 = getelementptr inbounds float, ptr %13, i64 %23, !dbg !41
  %25 = load float, ptr %24, align 4, !dbg !41, !tbaa !42
  %26 = fmul contract float %12, %25, !dbg !43
  %27 = getelementptr inbounds float, ptr %15, i64 %23, !dbg !44
  %28 = load float, ptr %27, align 4, !dbg !44, !tbaa !42
  %29 = fadd contract float %26, %28, !dbg !45
  %30 = getelementptr inbounds float, ptr %17, i64 %23, !dbg !46
  store float %29, ptr %30, align 4, !dbg !47, !tbaa !42
  %31 = add i32 %22, %19, !dbg !48
  %32 = icmp slt i32 %31, %8, !dbg !34
  br i1 %32, label %21, label %20, !dbg !35, !llvm.loop !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
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
!7 = !DIFile(filename: "h-global-race-041.cu", directory: ".")
!8 = !{ptr @h_saxpy_struct, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_saxpy_struct", scope: !7, file: !7, line: 19, type: !13, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 21, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 21, column: 31, scope: !12)
!22 = !DILocation(line: 21, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 21, column: 44, scope: !12)
!26 = !DILocation(line: 21, column: 42, scope: !12)
!27 = !{!28, !33, i64 28}
!28 = !{!"_ZTS9SaxpyArgs", !29, i64 0, !29, i64 8, !29, i64 16, !32, i64 24, !33, i64 28}
!29 = !{!"any pointer", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !{!"float", !30, i64 0}
!33 = !{!"int", !30, i64 0}
!34 = !DILocation(line: 21, column: 59, scope: !12)
!35 = !DILocation(line: 21, column: 5, scope: !12)
!36 = !{!28, !32, i64 24}
!37 = !{!28, !29, i64 0}
!38 = !{!28, !29, i64 8}
!39 = !{!28, !29, i64 16}
!40 = !DILocation(line: 23, column: 1, scope: !12)
!41 = !DILocation(line: 22, column: 26, scope: !12)
!42 = !{!32, !32, i64 0}
!43 = !DILocation(line: 22, column: 24, scope: !12)
!44 = !DILocation(line: 22, column: 35, scope: !12)
!45 = !DILocation(line: 22, column: 33, scope: !12)
!46 = !DILocation(line: 22, column: 9, scope: !12)
!47 = !DILocation(line: 22, column: 18, scope: !12)
!48 = !DILocation(line: 21, column: 68, scope: !12)
!49 = distinct !{!49, !35, !50, !51}
!50 = !DILocation(line: 22, column: 40, scope: !12)
!51 = !{!"llvm.loop.mustprogress"}
