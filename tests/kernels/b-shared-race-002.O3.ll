; ModuleID = 'b-shared-race-002.cu'
source_filename = "b-shared-race-002.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21b_transpose_nobarrierE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define dso_local void @b_transpose_nobarrier(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %6 = shl i32 %5, 5, !dbg !19
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !24
  %10 = shl nuw nsw i32 %9, 5, !dbg !27
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !28
  %12 = add nuw nsw i32 %10, %11, !dbg !31
  %13 = icmp slt i32 %8, %2
  %14 = zext nneg i32 %7 to i64
  %15 = icmp slt i32 %12, %3
  %16 = select i1 %13, i1 %15, i1 false, !dbg !32
  br i1 %16, label %17, label %25, !dbg !32

17:                                               ; preds = %4
  %18 = mul nsw i32 %12, %2, !dbg !33
  %19 = add nsw i32 %18, %8, !dbg !34
  %20 = sext i32 %19 to i64, !dbg !35
  %21 = getelementptr inbounds float, ptr %1, i64 %20, !dbg !35
  %22 = load float, ptr %21, align 4, !dbg !35, !tbaa !36
  %23 = zext nneg i32 %11 to i64, !dbg !40
  %24 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_transpose_nobarrierE4tile to ptr), i64 0, i64 %23, i64 %14, !dbg !40
  store float %22, ptr %24, align 4, !dbg !41, !tbaa !36
  br label %25, !dbg !40

25:                                               ; preds = %4, %17
  br i1 %13, label %26, label %64, !dbg !32

26:                                               ; preds = %25
  %27 = add nuw nsw i32 %12, 8, !dbg !42
  %28 = icmp slt i32 %27, %3, !dbg !43
  br i1 %28, label %29, label %38, !dbg !44

29:                                               ; preds = %26
  %30 = mul nsw i32 %27, %2, !dbg !33
  %31 = add nsw i32 %30, %8, !dbg !34
  %32 = sext i32 %31 to i64, !dbg !35
  %33 = getelementptr inbounds float, ptr %1, i64 %32, !dbg !35
  %34 = load float, ptr %33, align 4, !dbg !35, !tbaa !36
  %35 = add nuw nsw i32 %11, 8, !dbg !45
  %36 = zext nneg i32 %35 to i64, !dbg !40
  %37 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_transpose_nobarrierE4tile to ptr), i64 0, i64 %36, i64 %14, !dbg !40
  store float %34, ptr %37, align 4, !dbg !41, !tbaa !36
  br label %38, !dbg !40

38:                                               ; preds = %29, %26
  br i1 %13, label %39, label %64, !dbg !32

39:                                               ; preds = %38
  %40 = add nuw nsw i32 %12, 16, !dbg !42
  %41 = icmp slt i32 %40, %3, !dbg !43
  br i1 %41, label %42, label %51, !dbg !44

42:                                               ; preds = %39
  %43 = mul nsw i32 %40, %2, !dbg !33
  %44 = add nsw i32 %43, %8, !dbg !34
  %45 = sext i32 %44 to i64, !dbg !35
  %46 = getelementptr inbounds float, ptr %1, i64 %45, !dbg !35
  %47 = load float, ptr %46, align 4, !dbg !35, !tbaa !36
  %48 = add nuw nsw i32 %11, 16, !dbg !45
  %49 = zext nneg i32 %48 to i64, !dbg !40
  %50 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_transpose_nobarrierE4tile to ptr), i64 0, i64 %49, i64 %14, !dbg !40
  store float %47, ptr %50, align 4, !dbg !41, !tbaa !36
  br label %51, !dbg !40

51:                                               ; preds = %42, %39
  br i1 %13, label %52, label %64, !dbg !32

52:                                               ; preds = %51
  %53 = add nuw nsw i32 %12, 24, !dbg !42
  %54 = icmp slt i32 %53, %3, !dbg !43
  br i1 %54, label %55, label %64, !dbg !44

55:                                               ; preds = %52
  %56 = mul nsw i32 %53, %2, !dbg !33
  %57 = add nsw i32 %56, %8, !dbg !34
  %58 = sext i32 %57 to i64, !dbg !35
  %59 = getelementptr inbounds float, ptr %1, i64 %58, !dbg !35
  %60 = load float, ptr %59, align 4, !dbg !35, !tbaa !36
  %61 = add nuw nsw i32 %11, 24, !dbg !45
  %62 = zext nneg i32 %61 to i64, !dbg !40
  %63 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_transpose_nobarrierE4tile to ptr), i64 0, i64 %62, i64 %14, !dbg !40
  store float %60, ptr %63, align 4, !dbg !41, !tbaa !36
  br label %64, !dbg !40

64:                                               ; preds = %25, %38, %55, %52, %51
  %65 = add nuw nsw i32 %10, %7, !dbg !46
  %66 = add i32 %6, %11, !dbg !47
  %67 = icmp slt i32 %65, %3
  %68 = icmp slt i32 %66, %2
  %69 = and i1 %67, %68, !dbg !48
  br i1 %69, label %70, label %78, !dbg !48

70:                                               ; preds = %64
  %71 = zext nneg i32 %11 to i64, !dbg !49
  %72 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_transpose_nobarrierE4tile to ptr), i64 0, i64 %14, i64 %71, !dbg !49
  %73 = load float, ptr %72, align 4, !dbg !49, !tbaa !36
  %74 = mul nsw i32 %66, %3, !dbg !50
  %75 = add nsw i32 %74, %65, !dbg !51
  %76 = sext i32 %75 to i64, !dbg !52
  %77 = getelementptr inbounds float, ptr %0, i64 %76, !dbg !52
  store float %73, ptr %77, align 4, !dbg !53, !tbaa !36
  br label %78, !dbg !52

78:                                               ; preds = %64, %70
  br i1 %67, label %79, label %117, !dbg !48

79:                                               ; preds = %78
  %80 = add nsw i32 %66, 8, !dbg !54
  %81 = icmp slt i32 %80, %2, !dbg !55
  br i1 %81, label %82, label %91, !dbg !56

82:                                               ; preds = %79
  %83 = add nuw nsw i32 %11, 8, !dbg !57
  %84 = zext nneg i32 %83 to i64, !dbg !49
  %85 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_transpose_nobarrierE4tile to ptr), i64 0, i64 %14, i64 %84, !dbg !49
  %86 = load float, ptr %85, align 4, !dbg !49, !tbaa !36
  %87 = mul nsw i32 %80, %3, !dbg !50
  %88 = add nsw i32 %87, %65, !dbg !51
  %89 = sext i32 %88 to i64, !dbg !52
  %90 = getelementptr inbounds float, ptr %0, i64 %89, !dbg !52
  store float %86, ptr %90, align 4, !dbg !53, !tbaa !36
  br label %91, !dbg !52

91:                                               ; preds = %82, %79
  br i1 %67, label %92, label %117, !dbg !48

92:                                               ; preds = %91
  %93 = add nsw i32 %66, 16, !dbg !54
  %94 = icmp slt i32 %93, %2, !dbg !55
  br i1 %94, label %95, label %104, !dbg !56

95:                                               ; preds = %92
  %96 = add nuw nsw i32 %11, 16, !dbg !57
  %97 = zext nneg i32 %96 to i64, !dbg !49
  %98 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_transpose_nobarrierE4tile to ptr), i64 0, i64 %14, i64 %97, !dbg !49
  %99 = load float, ptr %98, align 4, !dbg !49, !tbaa !36
  %100 = mul nsw i32 %93, %3, !dbg !50
  %101 = add nsw i32 %100, %65, !dbg !51
  %102 = sext i32 %101 to i64, !dbg !52
  %103 = getelementptr inbounds float, ptr %0, i64 %102, !dbg !52
  store float %99, ptr %103, align 4, !dbg !53, !tbaa !36
  br label %104, !dbg !52

104:                                              ; preds = %95, %92
  br i1 %67, label %105, label %117, !dbg !48

105:                                              ; preds = %104
  %106 = add nsw i32 %66, 24, !dbg !54
  %107 = icmp slt i32 %106, %2, !dbg !55
  br i1 %107, label %108, label %117, !dbg !56

108:                                              ; preds = %105
  %109 = add nuw nsw i32 %11, 24, !dbg !57
  %110 = zext nneg i32 %109 to i64, !dbg !49
  %111 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_transpose_nobarrierE4tile to ptr), i64 0, i64 %14, i64 %110, !dbg !49
  %112 = load float, ptr %111, align 4, !dbg !49, !tbaa !36
  %113 = mul nsw i32 %106, %3, !dbg !50
  %114 = add nsw i32 %113, %65, !dbg !51
  %115 = sext i32 %114 to i64, !dbg !52
  %116 = getelementptr inbounds float, ptr %0, i64 %115, !dbg !52
  store float %112, ptr %116, align 4, !dbg !53, !tbaa !36
  br label %117, !dbg !52

117:                                              ; preds = %78, %91, %108, %105, %104
  ret void, !dbg !58
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
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
!7 = !DIFile(filename: "b-shared-race-002.cu", directory: ".")
!8 = !{ptr @b_transpose_nobarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_transpose_nobarrier", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 13, scope: !12)
!19 = !DILocation(line: 14, column: 24, scope: !12)
!20 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 14, column: 33, scope: !12)
!23 = !DILocation(line: 14, column: 31, scope: !12)
!24 = !DILocation(line: 67, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = distinct !DILocation(line: 15, column: 13, scope: !12)
!27 = !DILocation(line: 15, column: 24, scope: !12)
!28 = !DILocation(line: 54, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!30 = distinct !DILocation(line: 15, column: 33, scope: !12)
!31 = !DILocation(line: 15, column: 31, scope: !12)
!32 = !DILocation(line: 17, column: 23, scope: !12)
!33 = !DILocation(line: 18, column: 61, scope: !12)
!34 = !DILocation(line: 18, column: 69, scope: !12)
!35 = !DILocation(line: 18, column: 50, scope: !12)
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C++ TBAA"}
!40 = !DILocation(line: 18, column: 13, scope: !12)
!41 = !DILocation(line: 18, column: 48, scope: !12)
!42 = !DILocation(line: 17, column: 28, scope: !12)
!43 = !DILocation(line: 17, column: 32, scope: !12)
!44 = !DILocation(line: 17, column: 13, scope: !12)
!45 = !DILocation(line: 18, column: 30, scope: !12)
!46 = !DILocation(line: 20, column: 27, scope: !12)
!47 = !DILocation(line: 21, column: 27, scope: !12)
!48 = !DILocation(line: 23, column: 24, scope: !12)
!49 = !DILocation(line: 24, column: 41, scope: !12)
!50 = !DILocation(line: 24, column: 25, scope: !12)
!51 = !DILocation(line: 24, column: 34, scope: !12)
!52 = !DILocation(line: 24, column: 13, scope: !12)
!53 = !DILocation(line: 24, column: 39, scope: !12)
!54 = !DILocation(line: 23, column: 29, scope: !12)
!55 = !DILocation(line: 23, column: 33, scope: !12)
!56 = !DILocation(line: 23, column: 13, scope: !12)
!57 = !DILocation(line: 24, column: 71, scope: !12)
!58 = !DILocation(line: 25, column: 1, scope: !12)
