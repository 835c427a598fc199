; ModuleID = 'e-param-alias-058.cu'
source_filename = "e-param-alias-058.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @e_spmv_restrict_ok(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef readonly %3, ptr noalias nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 !dbg !12 {
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

16:                                               ; preds = %52, %6
  ret void, !dbg !29

17:                                               ; preds = %13, %52
  %18 = phi i32 [ %11, %13 ], [ %55, %52 ]
  %19 = sext i32 %18 to i64, !dbg !30
  %20 = getelementptr inbounds i32, ptr %0, i64 %19, !dbg !30
  %21 = load i32, ptr %20, align 4, !dbg !30, !tbaa !31
  %22 = getelementptr i8, ptr %20, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !31
  %24 = icmp slt i32 %21, %23, !dbg !35
  br i1 %24, label %25, label %52, !dbg !36

25:                                               ; preds = %17
  %26 = sub i32 %23, %21, !dbg !36
  %27 = and i32 %26, 3, !dbg !36
  %28 = icmp eq i32 %27, 0, !dbg !36
  br i1 %28, label %46, label %29, !dbg !36

29:                                               ; preds = %25, %29
  %30 = phi i32 [ %43, %29 ], [ %21, %25 ]
  %31 = phi float [ %42, %29 ], [ 0.000000e+00, %25 ]
  %32 = phi i32 [ %44, %29 ], [ 0, %25 ]
  %33 = sext i32 %30 to i64, !dbg !37
  %34 = getelementptr inbounds float, ptr %2, i64 %33, !dbg !37
  %35 = load float, ptr %34, align 4, !dbg !37, !tbaa !38
  %36 = getelementptr inbounds i32, ptr %1, i64 %33, !dbg !40
  %37 = load i32, ptr %36, align 4, !dbg !40, !tbaa !31
  %38 = sext i32 %37 to i64, !dbg !41
  %39 = getelementptr inbounds float, ptr %3, i64 %38, !dbg !41
  %40 = load float, ptr %39, align 4, !dbg !41, !tbaa !38
  %41 = fmul contract float %35, %40, !dbg !42
  %42 = fadd contract float %31, %41, !dbg !43
  %43 = add nsw i32 %30, 1, !dbg !44
  %44 = add i32 %32, 1, !dbg !36
  %45 = icmp eq i32 %44, %27, !dbg !36
  br i1 %45, label %46, label %29, !dbg !36, !llvm.loop !45

46:                                               ; preds = %29, %25
  %47 = phi float [ poison, %25 ], [ %42, %29 ]
  %48 = phi i32 [ %21, %25 ], [ %43, %29 ]
  %49 = phi float [ 0.000000e+00, %25 ], [ %42, %29 ]
  %50 = sub i32 %21, %23, !dbg !36
  %51 = icmp ugt i32 %50, -4, !dbg !36
  br i1 %51, label %52, label %57, !dbg !36

52:                                               ; preds = %46, %57, %17
  %53 = phi float [ 0.000000e+00, %17 ], [ %47, %46 ], [ %102, %57 ], !dbg !47
  %54 = getelementptr inbounds float, ptr %4, i64 %19, !dbg !48
  store float %53, ptr %54, align 4, !dbg !49, !tbaa !38
  %55 = add i32 %18, %15, !dbg !50
  %56 = icmp slt i32 %55, %5, !dbg !27
  br i1 %56, label %17, label %16, !dbg !28, !llvm.loop !51

57:                                               ; preds = %46, %57
  %58 = phi i32 [ %103, %57 ], [ %48, %46 ]
  %59 = phi float [ %102, %57 ], [ %49, %46 ]
  %60 = sext i32 %58 to i64, !dbg !37
  %61 = getelementptr inbounds float, ptr %2, i64 %60, !dbg !37
  %62 = load float, ptr %61, align 4, !dbg !37, !tbaa !38
  %63 = getelementptr inbounds i32, ptr %1, i64 %60, !dbg !40
  %64 = load i32, ptr %63, align 4, !dbg !40, !tbaa !31
  %65 = sext i32 %64 to i64, !dbg !41
  %66 = getelementptr inbounds float, ptr %3, i64 %65, !dbg !41
  %67 = load float, ptr %66, align 4, !dbg !41, !tbaa !38
  %68 = fmul contract float %62, %67, !dbg !42
  %69 = fadd contract float %59, %68, !dbg !43
  %70 = add nsw i32 %58, 1, !dbg !44
  %71 = sext i32 %70 to i64, !dbg !37
  %72 = getelementptr inbounds float, ptr %2, i64 %71, !dbg !37
  %73 = load float, ptr %72, align 4, !dbg !37, !tbaa !38
  %74 = getelementptr inbounds i32, ptr %1, i64 %71, !dbg !40
  %75 = load i32, ptr %74, align 4, !dbg !40, !tbaa !31
  %76 = sext i32 %75 to i64, !dbg !41
  %77 = getelementptr inbounds float, ptr %3, i64 %76, !dbg !41
  %78 = load float, ptr %77, align 4, !dbg !41, !tbaa !38
  %79 = fmul contract float %73, %78, !dbg !42
  %80 = fadd contract float %69, %79, !dbg !43
  %81 = add nsw i32 %58, 2, !dbg !44
  %82 = sext i32 %81 to i64, !dbg !37
  %83 = getelementptr inbounds float, ptr %2, i64 %82, !dbg !37
  %84 = load float, ptr %83, align 4, !dbg !37, !tbaa !38
  %85 = getelementptr inbounds i32, ptr %1, i64 %82, !dbg !40
  %86 = load i32, ptr %85, align 4, !dbg !40, !tbaa !31
  %87 = sext i32 %86 to i64, !dbg !41
  %88 = getelementptr inbounds float, ptr %3, i64 %87, !dbg !41
  %89 = load float, ptr %88, align 4, !dbg !41, !tbaa !38
  %90 = fmul contract float %84, %89, !dbg !42
  %91 = fadd contract float %80, %90, !dbg !43
  %92 = add nsw i32 %58, 3, !dbg !44
  %93 = sext i32 %92 to i64, !dbg !37
  %94 = getelementptr inbounds float, ptr %2, i64 %93, !dbg !37
  %95 = load float, ptr %94, align 4, !dbg !37, !tbaa !38
  %96 = getelementptr inbounds i32, ptr %1, i64 %93, !dbg !40
  %97 = load i32, ptr %96, align 4, !dbg !40, !tbaa !31
  %98 = sext i32 %97 to i64, !dbg !41
  %99 = getelementptr inbounds float, ptr %3, i64 %98, !dbg !41
  %100 = load float, ptr %99, align 4, !dbg !41, !tbaa !38
  %101 = fmul contract float %95, %100, !dbg !42
  %102 = fadd contract float %91, %101, !dbg !43
  %103 = add nsw i32 %58, 4, !dbg !44
  %104 = icmp eq i32 %103, %23, !dbg !35
  br i1 %104, label %52, label %57, !dbg !36, !llvm.loop !54
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
!7 = !DIFile(filename: "e-param-alias-058.cu", directory: ".")
!8 = !{ptr @e_spmv_restrict_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_spmv_restrict_ok", scope: !7, file: !7, line: 6, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 10, column: 31, scope: !12)
!22 = !DILocation(line: 10, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 10, column: 44, scope: !12)
!26 = !DILocation(line: 10, column: 42, scope: !12)
!27 = !DILocation(line: 10, column: 59, scope: !12)
!28 = !DILocation(line: 10, column: 5, scope: !12)
!29 = !DILocation(line: 16, column: 1, scope: !12)
!30 = !DILocation(line: 12, column: 22, scope: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 12, column: 35, scope: !12)
!36 = !DILocation(line: 12, column: 9, scope: !12)
!37 = !DILocation(line: 13, column: 18, scope: !12)
!38 = !{!39, !39, i64 0}
!39 = !{!"float", !33, i64 0}
!40 = !DILocation(line: 13, column: 29, scope: !12)
!41 = !DILocation(line: 13, column: 27, scope: !12)
!42 = !DILocation(line: 13, column: 25, scope: !12)
!43 = !DILocation(line: 13, column: 15, scope: !12)
!44 = !DILocation(line: 12, column: 52, scope: !12)
!45 = distinct !{!45, !46}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = !DILocation(line: 0, scope: !12)
!48 = !DILocation(line: 14, column: 9, scope: !12)
!49 = !DILocation(line: 14, column: 14, scope: !12)
!50 = !DILocation(line: 10, column: 69, scope: !12)
!51 = distinct !{!51, !28, !52, !53}
!52 = !DILocation(line: 15, column: 5, scope: !12)
!53 = !{!"llvm.loop.mustprogress"}
!54 = distinct !{!54, !36, !55, !53}
!55 = !DILocation(line: 13, column: 35, scope: !12)
