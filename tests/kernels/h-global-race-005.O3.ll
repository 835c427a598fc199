; ModuleID = 'h-global-race-005.cu'
source_filename = "h-global-race-005.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @h_pagerank_push_plain(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !12 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %10 = add i32 %8, %9, !dbg !26
  %11 = icmp slt i32 %10, %4, !dbg !27
  br i1 %11, label %12, label %116, !dbg !28

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64, !dbg !29
  %14 = getelementptr inbounds i32, ptr %0, i64 %13, !dbg !29
  %15 = load i32, ptr %14, align 4, !dbg !29, !tbaa !30
  %16 = getelementptr i8, ptr %14, i64 4, !dbg !34
  %17 = load i32, ptr %16, align 4, !dbg !34, !tbaa !30
  %18 = icmp eq i32 %17, %15, !dbg !35
  br i1 %18, label %116, label %19, !dbg !36

19:                                               ; preds = %12
  %20 = getelementptr inbounds float, ptr %2, i64 %13, !dbg !37
  %21 = load float, ptr %20, align 4, !dbg !37, !tbaa !38
  %22 = fmul contract float %21, 0x3FEB333340000000, !dbg !40
  %23 = sub nsw i32 %17, %15, !dbg !41
  %24 = sitofp i32 %23 to float, !dbg !42
  %25 = fdiv contract float %22, %24, !dbg !43
  %26 = icmp slt i32 %15, %17, !dbg !44
  br i1 %26, label %27, label %116, !dbg !45

27:                                               ; preds = %19
  %28 = sub i32 %17, %15, !dbg !45
  %29 = and i32 %28, 7, !dbg !45
  %30 = icmp eq i32 %29, 0, !dbg !45
  br i1 %30, label %44, label %31, !dbg !45

31:                                               ; preds = %27, %31
  %32 = phi i32 [ %41, %31 ], [ %15, %27 ]
  %33 = phi i32 [ %42, %31 ], [ 0, %27 ]
  %34 = sext i32 %32 to i64, !dbg !46
  %35 = getelementptr inbounds i32, ptr %1, i64 %34, !dbg !46
  %36 = load i32, ptr %35, align 4, !dbg !46, !tbaa !30
  %37 = sext i32 %36 to i64, !dbg !47
  %38 = getelementptr inbounds float, ptr %3, i64 %37, !dbg !47
  %39 = load float, ptr %38, align 4, !dbg !48, !tbaa !38
  %40 = fadd contract float %25, %39, !dbg !48
  store float %40, ptr %38, align 4, !dbg !48, !tbaa !38
  %41 = add nsw i32 %32, 1, !dbg !49
  %42 = add i32 %33, 1, !dbg !45
  %43 = icmp eq i32 %42, %29, !dbg !45
  br i1 %43, label %44, label %31, !dbg !45, !llvm.loop !50

44:                                               ; preds = %31, %27
  %45 = phi i32 [ %15, %27 ], [ %41, %31 ]
  %46 = sub i32 %15, %17, !dbg !45
  %47 = icmp ugt i32 %46, -8, !dbg !45
  br i1 %47, label %116, label %48, !dbg !45

48:                                               ; preds = %44
  %49 = getelementptr i8, ptr %1, i64 4, !dbg !45
  %50 = getelementptr i8, ptr %1, i64 8, !dbg !45
  %51 = getelementptr i8, ptr %1, i64 12, !dbg !45
  %52 = getelementptr i8, ptr %1, i64 16, !dbg !45
  %53 = getelementptr i8, ptr %1, i64 20, !dbg !45
  %54 = getelementptr i8, ptr %1, i64 24, !dbg !45
  %55 = getelementptr i8, ptr %1, i64 28, !dbg !45
  br label %56, !dbg !45

56:                                               ; preds = %56, %48
  %57 = phi i32 [ %45, %48 ], [ %114, %56 ]
  %58 = sext i32 %57 to i64, !dbg !46
  %59 = getelementptr inbounds i32, ptr %1, i64 %58, !dbg !46
  %60 = load i32, ptr %59, align 4, !dbg !46, !tbaa !30
  %61 = sext i32 %60 to i64, !dbg !47
  %62 = getelementptr inbounds float, ptr %3, i64 %61, !dbg !47
  %63 = load float, ptr %62, align 4, !dbg !48, !tbaa !38
  %64 = fadd contract float %25, %63, !dbg !48
  store float %64, ptr %62, align 4, !dbg !48, !tbaa !38
  %65 = sext i32 %57 to i64, !dbg !46
  %66 = getelementptr i32, ptr %49, i64 %65, !dbg !46
  %67 = load i32, ptr %66, align 4, !dbg !46, !tbaa !30
  %68 = sext i32 %67 to i64, !dbg !47
  %69 = getelementptr inbounds float, ptr %3, i64 %68, !dbg !47
  %70 = load float, ptr %69, align 4, !dbg !48, !tbaa !38
  %71 = fadd contract float %25, %70, !dbg !48
  store float %71, ptr %69, align 4, !dbg !48, !tbaa !38
  %72 = sext i32 %57 to i64, !dbg !46
  %73 = getelementptr i32, ptr %50, i64 %72, !dbg !46
  %74 = load i32, ptr %73, align 4, !dbg !46, !tbaa !30
  %75 = sext i32 %74 to i64, !dbg !47
  %76 = getelementptr inbounds float, ptr %3, i64 %75, !dbg !47
  %77 = load float, ptr %76, align 4, !dbg !48, !tbaa !38
  %78 = fadd contract float %25, %77, !dbg !48
  store float %78, ptr %76, align 4, !dbg !48, !tbaa !38
  %79 = sext i32 %57 to i64, !dbg !46
  %80 = getelementptr i32, ptr %51, i64 %79, !dbg !46
  %81 = load i32, ptr %80, align 4, !dbg !46, !tbaa !30
  %82 = sext i32 %81 to i64, !dbg !47
  %83 = getelementptr inbounds float, ptr %3, i64 %82, !dbg !47
  %84 = load float, ptr %83, align 4, !dbg !48, !tbaa !38
  %85 = fadd contract float %25, %84, !dbg !48
  store float %85, ptr %83, align 4, !dbg !48, !tbaa !38
  %86 = sext i32 %57 to i64, !dbg !46
  %87 = getelementptr i32, ptr %52, i64 %86, !dbg !46
  %88 = load i32, ptr %87, align 4, !dbg !46, !tbaa !30
  %89 = sext i32 %88 to i64, !dbg !47
  %90 = getelementptr inbounds float, ptr %3, i64 %89, !dbg !47
  %91 = load float, ptr %90, align 4, !dbg !48, !tbaa !38
  %92 = fadd contract float %25, %91, !dbg !48
  store float %92, ptr %90, align 4, !dbg !48, !tbaa !38
  %93 = sext i32 %57 to i64, !dbg !46
  %94 = getelementptr i32, ptr %53, i64 %93, !dbg !46
  %95 = load i32, ptr %94, align 4, !dbg !46, !tbaa !30
  %96 = sext i32 %95 to i64, !dbg !47
  %97 = getelementptr inbounds float, ptr %3, i64 %96, !dbg !47
  %98 = load float, ptr %97, align 4, !dbg !48, !tbaa !38
  %99 = fadd contract float %25, %98, !dbg !48
  store float %99, ptr %97, align 4, !dbg !48, !tbaa !38
  %100 = sext i32 %57 to i64, !dbg !46
  %101 = getelementptr i32, ptr %54, i64 %100, !dbg !46
  %102 = load i32, ptr %101, align 4, !dbg !46, !tbaa !30
  %103 = sext i32 %102 to i64, !dbg !47
  %104 = getelementptr inbounds float, ptr %3, i64 %103, !dbg !47
  %105 = load float, ptr %104, align 4, !dbg !48, !tbaa !38
  %106 = fadd contract float %25, %105, !dbg !48
  store float %106, ptr %104, align 4, !dbg !48, !tbaa !38
  %107 = sext i32 %57 to i64, !dbg !46
  %108 = getelementptr i32, ptr %55, i64 %107, !dbg !46
  %109 = load i32, ptr %108, align 4, !dbg !46, !tbaa !30
  %110 = sext i32 %109 to i64, !dbg !47
  %111 = getelementptr inbounds float, ptr %3, i64 %110, !dbg !47
  %112 = load float, ptr %111, align 4, !dbg !48, !tbaa !38
  %113 = fadd contract float %25, %112, !dbg !48
  store float %113, ptr %111, align 4, !dbg !48, !tbaa !38
  %114 = add nsw i32 %57, 8, !dbg !49
  %115 = icmp eq i32 %114, %17, !dbg !44
  br i1 %115, label %116, label %56, !dbg !45, !llvm.loop !52

116:                                              ; preds = %44, %56, %19, %12, %5
  ret void, !dbg !55
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

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
!7 = !DIFile(filename: "h-global-race-005.cu", directory: ".")
!8 = !{ptr @h_pagerank_push_plain, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_pagerank_push_plain", scope: !7, file: !7, line: 9, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 12, column: 26, scope: !12)
!22 = !DILocation(line: 12, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 12, column: 39, scope: !12)
!26 = !DILocation(line: 12, column: 37, scope: !12)
!27 = !DILocation(line: 13, column: 11, scope: !12)
!28 = !DILocation(line: 13, column: 9, scope: !12)
!29 = !DILocation(line: 15, column: 13, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 15, column: 33, scope: !12)
!35 = !DILocation(line: 16, column: 15, scope: !12)
!36 = !DILocation(line: 16, column: 9, scope: !12)
!37 = !DILocation(line: 18, column: 23, scope: !12)
!38 = !{!39, !39, i64 0}
!39 = !{!"float", !32, i64 0}
!40 = !DILocation(line: 18, column: 21, scope: !12)
!41 = !DILocation(line: 18, column: 47, scope: !12)
!42 = !DILocation(line: 18, column: 40, scope: !12)
!43 = !DILocation(line: 18, column: 31, scope: !12)
!44 = !DILocation(line: 19, column: 23, scope: !12)
!45 = !DILocation(line: 19, column: 5, scope: !12)
!46 = !DILocation(line: 20, column: 14, scope: !12)
!47 = !DILocation(line: 20, column: 9, scope: !12)
!48 = !DILocation(line: 20, column: 26, scope: !12)
!49 = !DILocation(line: 19, column: 32, scope: !12)
!50 = distinct !{!50, !51}
!51 = !{!"llvm.loop.unroll.disable"}
!52 = distinct !{!52, !45, !53, !54}
!53 = !DILocation(line: 20, column: 29, scope: !12)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 21, column: 1, scope: !12)
