; ModuleID = 'h-global-race-042.cu'
source_filename = "h-global-race-042.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.SmoothArgs = type { ptr, ptr, ptr, float, i32 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local void @h_smooth_struct(ptr nocapture noundef readonly byval(%struct.SmoothArgs) align 8 %0) local_unnamed_addr #0 !dbg !12 {
  %2 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %4 = mul i32 %2, %3, !dbg !22
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %6 = add i32 %4, %5, !dbg !26
  %7 = getelementptr inbounds i8, ptr %0, i64 28
  %8 = load i32, ptr %7, align 4, !tbaa !27
  %9 = add nsw i32 %6, 1, !dbg !34
  %10 = icmp slt i32 %9, %8, !dbg !35
  br i1 %10, label %11, label %21, !dbg !36

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load float, ptr %12, align 8, !tbaa !37
  %14 = load ptr, ptr %0, align 8, !tbaa !38
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !39
  %17 = getelementptr inbounds i8, ptr %0, i64 16
  %18 = load ptr, ptr %17, align 8, !tbaa !40
  %19 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = mul i32 %3, %19
  br label %22, !dbg !36

21:                                               ; preds = %22, %1
  ret void, !dbg !41

22:                                               ; preds = %11, %22
  %23 = phi i32 [ %9, %11 ], [ %41, %22 ]
  %24 = phi i32 [ %6, %11 ], [ %40, %22 ]
  %25 = sext i32 %24 to i64, !dbg !42
  %26 = getelementptr inbounds float, ptr %14, i64 %25, !dbg !42
  %27 = load float, ptr %26, align 4, !dbg !42, !tbaa !43
  %28 = fmul contract float %13, %27, !dbg !44
  %29 = getelementptr inbounds float, ptr %16, i64 %25, !dbg !45
  %30 = load float, ptr %29, align 4, !dbg !45, !tbaa !43
  %31 = fadd contract float %28, %30, !dbg !46
  %32 = getelementptr inbounds float, ptr %18, i64 %25, !dbg !47
  store float %31, ptr %32, align 4, !dbg !48, !tbaa !43
  %33 = sext i32 %23 to i64, !dbg !49
  %34 = getelementptr inbounds float, ptr %14, i64 %33, !dbg !49
  %35 = load float, ptr %34, align 4, !dbg !49, !tbaa !43
  %36 = fmul contract float %13, %35, !dbg !50
  %37 = load float, ptr %29, align 4, !dbg !51, !tbaa !43
  %38 = fsub contract float %36, %37, !dbg !52
  %39 = getelementptr inbounds float, ptr %18, i64 %33, !dbg !53
  store float %38, ptr %39, align 4, !dbg !54, !tbaa !43
  %40 = add i32 %24, %20, !dbg !55
  %41 = add nsw i32 %40, 1, !dbg !34
  %42 = icmp slt i32 %41, %8, !dbg !35
  br i1 %42, label %22, label %21, !dbg !36, !llvm.loop !56
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
!7 = !DIFile(filename: "h-global-race-042.cu", directory: ".")
!8 = !{ptr @h_smooth_struct, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_smooth_struct", scope: !7, file: !7, line: 16, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 18, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 18, column: 31, scope: !12)
!22 = !DILocation(line: 18, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 18, column: 44, scope: !12)
!26 = !DILocation(line: 18, column: 42, scope: !12)
!27 = !{!28, !33, i64 28}
!28 = !{!"_ZTS10SmoothArgs", !29, i64 0, !29, i64 8, !29, i64 16, !32, i64 24, !33, i64 28}
!29 = !{!"any pointer", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !{!"float", !30, i64 0}
!33 = !{!"int", !30, i64 0}
!34 = !DILocation(line: 18, column: 59, scope: !12)
!35 = !DILocation(line: 18, column: 63, scope: !12)
!36 = !DILocation(line: 18, column: 5, scope: !12)
!37 = !{!28, !32, i64 24}
!38 = !{!28, !29, i64 0}
!39 = !{!28, !29, i64 8}
!40 = !{!28, !29, i64 16}
!41 = !DILocation(line: 22, column: 1, scope: !12)
!42 = !DILocation(line: 19, column: 26, scope: !12)
!43 = !{!32, !32, i64 0}
!44 = !DILocation(line: 19, column: 24, scope: !12)
!45 = !DILocation(line: 19, column: 35, scope: !12)
!46 = !DILocation(line: 19, column: 33, scope: !12)
!47 = !DILocation(line: 19, column: 9, scope: !12)
!48 = !DILocation(line: 19, column: 18, scope: !12)
!49 = !DILocation(line: 20, column: 30, scope: !12)
!50 = !DILocation(line: 20, column: 28, scope: !12)
!51 = !DILocation(line: 20, column: 43, scope: !12)
!52 = !DILocation(line: 20, column: 41, scope: !12)
!53 = !DILocation(line: 20, column: 9, scope: !12)
!54 = !DILocation(line: 20, column: 22, scope: !12)
!55 = !DILocation(line: 18, column: 72, scope: !12)
!56 = distinct !{!56, !36, !57, !58}
!57 = !DILocation(line: 21, column: 5, scope: !12)
!58 = !{!"llvm.loop.mustprogress"}
