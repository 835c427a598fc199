; ModuleID = 'h-global-race-038.cu'
source_filename = "h-global-race-038.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @h_splat_pitched(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3, float noundef %4, i32 noundef %5, i64 noundef %6) local_unnamed_addr #0 !dbg !12 {
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %10 = mul i32 %8, %9, !dbg !22
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %12 = add i32 %10, %11, !dbg !26
  %13 = icmp slt i32 %12, %2, !dbg !27
  br i1 %13, label %14, label %55, !dbg !28

14:                                               ; preds = %7
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !29
  %16 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !32
  %17 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !35
  %18 = mul nuw nsw i32 %16, %17, !dbg !38
  %19 = add nuw nsw i32 %18, %15
  %20 = mul i32 %19, %5
  %21 = icmp sgt i32 %5, 0, !dbg !39
  br i1 %21, label %22, label %55, !dbg !40

22:                                               ; preds = %14
  %23 = sitofp i32 %2 to float
  %24 = sitofp i32 %3 to float
  br label %25, !dbg !40

25:                                               ; preds = %22, %29
  %26 = phi i32 [ 0, %22 ], [ %53, %29 ]
  %27 = add nsw i32 %20, %26, !dbg !41
  %28 = icmp slt i32 %27, %3, !dbg !42
  br i1 %28, label %29, label %55, !dbg !43

29:                                               ; preds = %25
  %30 = mul nsw i32 %27, %2, !dbg !44
  %31 = add nsw i32 %30, %12, !dbg !45
  %32 = sext i32 %31 to i64, !dbg !46
  %33 = getelementptr inbounds %struct.float2.0, ptr %0, i64 %32, !dbg !46
  %34 = load float, ptr %33, align 8, !dbg !46, !tbaa !47
  %35 = getelementptr inbounds i8, ptr %33, i64 4, !dbg !46
  %36 = load float, ptr %35, align 4, !dbg !46, !tbaa !47
  %37 = fmul contract float %34, %23, !dbg !51
  %38 = fptosi float %37 to i32, !dbg !52
  %39 = fmul contract float %36, %24, !dbg !53
  %40 = fptosi float %39 to i32, !dbg !54
  %41 = sext i32 %40 to i64, !dbg !55
  %42 = mul i64 %41, %6, !dbg !56
  %43 = getelementptr inbounds i8, ptr %1, i64 %42, !dbg !57
  %44 = sext i32 %38 to i64, !dbg !58
  %45 = getelementptr inbounds %struct.float2.0, ptr %43, i64 %44, !dbg !58
  %46 = load float, ptr %45, align 8, !dbg !59, !tbaa !47
  %47 = getelementptr inbounds i8, ptr %45, i64 4, !dbg !59
  %48 = load float, ptr %47, align 4, !dbg !59, !tbaa !47
  %49 = fmul contract float %34, %4, !dbg !60
  %50 = fadd contract float %49, %46, !dbg !61
  %51 = fmul contract float %36, %4, !dbg !62
  %52 = fadd contract float %51, %48, !dbg !63
  store float %50, ptr %45, align 8, !dbg !64, !tbaa !47
  store float %52, ptr %47, align 4, !dbg !64, !tbaa !47
  %53 = add nuw nsw i32 %26, 1, !dbg !65
  %54 = icmp eq i32 %53, %5, !dbg !39
  br i1 %54, label %55, label %25, !dbg !40, !llvm.loop !66

55:                                               ; preds = %25, %29, %14, %7
  ret void, !dbg !69
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
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
!7 = !DIFile(filename: "h-global-race-038.cu", directory: ".")
!8 = !{ptr @h_splat_pitched, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_splat_pitched", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 14, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 11, column: 27, scope: !12)
!22 = !DILocation(line: 11, column: 25, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 11, column: 40, scope: !12)
!26 = !DILocation(line: 11, column: 38, scope: !12)
!27 = !DILocation(line: 13, column: 12, scope: !12)
!28 = !DILocation(line: 13, column: 9, scope: !12)
!29 = !DILocation(line: 54, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!31 = distinct !DILocation(line: 12, column: 47, scope: !12)
!32 = !DILocation(line: 67, column: 3, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!34 = distinct !DILocation(line: 12, column: 14, scope: !12)
!35 = !DILocation(line: 80, column: 3, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!37 = distinct !DILocation(line: 12, column: 33, scope: !12)
!38 = !DILocation(line: 12, column: 25, scope: !12)
!39 = !DILocation(line: 15, column: 23, scope: !12)
!40 = !DILocation(line: 15, column: 5, scope: !12)
!41 = !DILocation(line: 16, column: 21, scope: !12)
!42 = !DILocation(line: 17, column: 16, scope: !12)
!43 = !DILocation(line: 17, column: 13, scope: !12)
!44 = !DILocation(line: 19, column: 21, scope: !12)
!45 = !DILocation(line: 19, column: 26, scope: !12)
!46 = !DILocation(line: 20, column: 21, scope: !12)
!47 = !{!48, !48, i64 0}
!48 = !{!"float", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C++ TBAA"}
!51 = !DILocation(line: 21, column: 29, scope: !12)
!52 = !DILocation(line: 21, column: 23, scope: !12)
!53 = !DILocation(line: 21, column: 52, scope: !12)
!54 = !DILocation(line: 21, column: 46, scope: !12)
!55 = !DILocation(line: 22, column: 47, scope: !12)
!56 = !DILocation(line: 22, column: 50, scope: !12)
!57 = !DILocation(line: 22, column: 45, scope: !12)
!58 = !DILocation(line: 22, column: 59, scope: !12)
!59 = !DILocation(line: 23, column: 21, scope: !12)
!60 = !DILocation(line: 24, column: 20, scope: !12)
!61 = !DILocation(line: 24, column: 14, scope: !12)
!62 = !DILocation(line: 25, column: 20, scope: !12)
!63 = !DILocation(line: 25, column: 14, scope: !12)
!64 = !DILocation(line: 26, column: 15, scope: !12)
!65 = !DILocation(line: 15, column: 30, scope: !12)
!66 = distinct !{!66, !40, !67, !68}
!67 = !DILocation(line: 27, column: 5, scope: !12)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 28, column: 1, scope: !12)
