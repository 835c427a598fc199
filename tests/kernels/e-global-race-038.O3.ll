; ModuleID = 'e-global-race-038.cu'
source_filename = "e-global-race-038.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @e_spmv_t_plain_race(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !12 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %9 = mul i32 %7, %8, !dbg !22
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %11 = add i32 %9, %10, !dbg !26
  %12 = icmp slt i32 %11, %5, !dbg !27
  br i1 %12, label %13, label %16, !dbg !28

13:                                               ; preds = %6
  %14 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = mul i32 %8, %14
  br label %17, !dbg !28

16:                                               ; preds = %51, %6
  ret void, !dbg !29

17:                                               ; preds = %13, %51
  %18 = phi i32 [ %11, %13 ], [ %52, %51 ]
  %19 = sext i32 %18 to i64, !dbg !30
  %20 = getelementptr inbounds float, ptr %3, i64 %19, !dbg !30
  %21 = load float, ptr %20, align 4, !dbg !30, !tbaa !31
  %22 = getelementptr inbounds i32, ptr %0, i64 %19, !dbg !35
  %23 = load i32, ptr %22, align 4, !dbg !35, !tbaa !36
  %24 = getelementptr i8, ptr %22, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !36
  %26 = icmp slt i32 %23, %25, !dbg !38
  br i1 %26, label %27, label %51, !dbg !39

27:                                               ; preds = %17
  %28 = sub i32 %25, %23, !dbg !39
  %29 = and i32 %28, 3, !dbg !39
  %30 = icmp eq i32 %29, 0, !dbg !39
  br i1 %30, label %47, label %31, !dbg !39

31:                                               ; preds = %27, %31
  %32 = phi i32 [ %44, %31 ], [ %23, %27 ]
  %33 = phi i32 [ %45, %31 ], [ 0, %27 ]
  %34 = sext i32 %32 to i64, !dbg !40
  %35 = getelementptr inbounds float, ptr %2, i64 %34, !dbg !40
  %36 = load float, ptr %35, align 4, !dbg !40, !tbaa !31
  %37 = fmul contract float %21, %36, !dbg !41
  %38 = getelementptr inbounds i32, ptr %1, i64 %34, !dbg !42
  %39 = load i32, ptr %38, align 4, !dbg !42, !tbaa !36
  %40 = sext i32 %39 to i64, !dbg !43
  %41 = getelementptr inbounds float, ptr %4, i64 %40, !dbg !43
  %42 = load float, ptr %41, align 4, !dbg !44, !tbaa !31
  %43 = fadd contract float %37, %42, !dbg !44
  store float %43, ptr %41, align 4, !dbg !44, !tbaa !31
  %44 = add nsw i32 %32, 1, !dbg !45
  %45 = add i32 %33, 1, !dbg !39
  %46 = icmp eq i32 %45, %29, !dbg !39
  br i1 %46, label %47, label %31, !dbg !39, !llvm.loop !46

47:                                               ; preds = %31, %27
  %48 = phi i32 [ %23, %27 ], [ %44, %31 ]
  %49 = sub i32 %23, %25, !dbg !39
  %50 = icmp ugt i32 %49, -4, !dbg !39
  br i1 %50, label %51, label %54, !dbg !39

51:                                               ; preds = %47, %54, %17
  %52 = add i32 %18, %15, !dbg !48
  %53 = icmp slt i32 %52, %5, !dbg !27
  br i1 %53, label %17, label %16, !dbg !28, !llvm.loop !49

54:                                               ; preds = %47, %54
  %55 = phi i32 [ %99, %54 ], [ %48, %47 ]
  %56 = sext i32 %55 to i64, !dbg !40
  %57 = getelementptr inbounds float, ptr %2, i64 %56, !dbg !40
  %58 = load float, ptr %57, align 4, !dbg !40, !tbaa !31
  %59 = fmul contract float %21, %58, !dbg !41
  %60 = getelementptr inbounds i32, ptr %1, i64 %56, !dbg !42
  %61 = load i32, ptr %60, align 4, !dbg !42, !tbaa !36
  %62 = sext i32 %61 to i64, !dbg !43
  %63 = getelementptr inbounds float, ptr %4, i64 %62, !dbg !43
  %64 = load float, ptr %63, align 4, !dbg !44, !tbaa !31
  %65 = fadd contract float %59, %64, !dbg !44
  store float %65, ptr %63, align 4, !dbg !44, !tbaa !31
  %66 = add nsw i32 %55, 1, !dbg !45
  %67 = sext i32 %66 to i64, !dbg !40
  %68 = getelementptr inbounds float, ptr %2, i64 %67, !dbg !40
  %69 = load float, ptr %68, align 4, !dbg !40, !tbaa !31
  %70 = fmul contract float %21, %69, !dbg !41
  %71 = getelementptr inbounds i32, ptr %1, i64 %67, !dbg !42
  %72 = load i32, ptr %71, align 4, !dbg !42, !tbaa !36
  %73 = sext i32 %72 to i64, !dbg !43
  %74 = getelementptr inbounds float, ptr %4, i64 %73, !dbg !43
  %75 = load float, ptr %74, align 4, !dbg !44, !tbaa !31
  %76 = fadd contract float %70, %75, !dbg !44
  store float %76, ptr %74, align 4, !dbg !44, !tbaa !31
  %77 = add nsw i32 %55, 2, !dbg !45
  %78 = sext i32 %77 to i64, !dbg !40
  %79 = getelementptr inbounds float, ptr %2, i64 %78, !dbg !40
  %80 = load float, ptr %79, align 4, !dbg !40, !tbaa !31
  %81 = fmul contract float %21, %80, !dbg !41
  %82 = getelementptr inbounds i32, ptr %1, i64 %78, !dbg !42
  %83 = load i32, ptr %82, align 4, !dbg !42, !tbaa !36
  %84 = sext i32 %83 to i64, !dbg !43
  %85 = getelementptr inbounds float, ptr %4, i64 %84, !dbg !43
  %86 = load float, ptr %85, align 4, !dbg !44, !tbaa !31
  %87 = fadd contract float %81, %86, !dbg !44
  store float %87, ptr %85, align 4, !dbg !44, !tbaa !31
  %88 = add nsw i32 %55, 3, !dbg !45
  %89 = sext i32 %88 to i64, !dbg !40
  %90 = getelementptr inbounds float, ptr %2, i64 %89, !dbg !40
  %91 = load float, ptr %90, align 4, !dbg !40, !tbaa !31
  %92 = fmul contract float %21, %91, !dbg !41
  %93 = getelementptr inbounds i32, ptr %1, i64 %89, !dbg !42
  %94 = load i32, ptr %93, align 4, !dbg !42, !tbaa !36
  %95 = sext i32 %94 to i64, !dbg !43
  %96 = getelementptr inbounds float, ptr %4, i64 %95, !dbg !43
  %97 = load float, ptr %96, align 4, !dbg !44, !tbaa !31
  %98 = fadd contract float %92, %97, !dbg !44
  store float %98, ptr %96, align 4, !dbg !44, !tbaa !31
  %99 = add nsw i32 %55, 4, !dbg !45
  %100 = icmp eq i32 %99, %25, !dbg !38
  br i1 %100, label %51, label %54, !dbg !39, !llvm.loop !52
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

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
!7 = !DIFile(filename: "e-global-race-038.cu", directory: ".")
!8 = !{ptr @e_spmv_t_plain_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_spmv_t_plain_race", scope: !7, file: !7, line: 6, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 9, column: 31, scope: !12)
!22 = !DILocation(line: 9, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 9, column: 44, scope: !12)
!26 = !DILocation(line: 9, column: 42, scope: !12)
!27 = !DILocation(line: 9, column: 59, scope: !12)
!28 = !DILocation(line: 9, column: 5, scope: !12)
!29 = !DILocation(line: 14, column: 1, scope: !12)
!30 = !DILocation(line: 10, column: 20, scope: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 11, column: 22, scope: !12)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !33, i64 0}
!38 = !DILocation(line: 11, column: 35, scope: !12)
!39 = !DILocation(line: 11, column: 9, scope: !12)
!40 = !DILocation(line: 12, column: 26, scope: !12)
!41 = !DILocation(line: 12, column: 33, scope: !12)
!42 = !DILocation(line: 12, column: 15, scope: !12)
!43 = !DILocation(line: 12, column: 13, scope: !12)
!44 = !DILocation(line: 12, column: 23, scope: !12)
!45 = !DILocation(line: 11, column: 52, scope: !12)
!46 = distinct !{!46, !47}
!47 = !{!"llvm.loop.unroll.disable"}
!48 = !DILocation(line: 9, column: 69, scope: !12)
!49 = distinct !{!49, !28, !50, !51}
!50 = !DILocation(line: 13, column: 5, scope: !12)
!51 = !{!"llvm.loop.mustprogress"}
!52 = distinct !{!52, !39, !53, !51}
!53 = !DILocation(line: 12, column: 35, scope: !12)
