; ModuleID = 'b-shared-race-014.cu'
source_filename = "b-shared-race-014.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ24b_prefetch_noswapbarrierE3buf = internal unnamed_addr addrspace(3) global [2 x [128 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_prefetch_noswapbarrier(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = zext nneg i32 %5 to i64, !dbg !22
  %7 = sext i32 %2 to i64, !dbg !23
  %8 = shl nuw nsw i64 %6, 9, !dbg !24
  %9 = mul i64 %8, %7, !dbg !25
  %10 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !25
  %11 = zext nneg i32 %4 to i64, !dbg !26
  %12 = getelementptr inbounds float, ptr %10, i64 %11, !dbg !26
  %13 = load float, ptr %12, align 4, !dbg !26, !tbaa !27
  %14 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24b_prefetch_noswapbarrierE3buf to ptr), i64 0, i64 %11, !dbg !31
  store float %13, ptr %14, align 4, !dbg !32, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %15 = icmp sgt i32 %2, 0, !dbg !34
  br i1 %15, label %16, label %56, !dbg !35

16:                                               ; preds = %3
  %17 = add nuw nsw i32 %4, 1
  %18 = and i32 %17, 127
  %19 = zext nneg i32 %18 to i64
  %20 = and i32 %2, 1, !dbg !35
  %21 = icmp eq i32 %2, 1, !dbg !35
  br i1 %21, label %30, label %22, !dbg !35

22:                                               ; preds = %16
  %23 = and i32 %2, 2147483646, !dbg !35
  %24 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24b_prefetch_noswapbarrierE3buf to ptr), i64 0, i64 1, i64 %11
  %25 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24b_prefetch_noswapbarrierE3buf to ptr), i64 0, i64 0, i64 %11
  %26 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24b_prefetch_noswapbarrierE3buf to ptr), i64 0, i64 0, i64 %19
  %27 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24b_prefetch_noswapbarrierE3buf to ptr), i64 0, i64 0, i64 %11
  %28 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24b_prefetch_noswapbarrierE3buf to ptr), i64 0, i64 1, i64 %11
  %29 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24b_prefetch_noswapbarrierE3buf to ptr), i64 0, i64 1, i64 %19
  br label %62, !dbg !35

30:                                               ; preds = %87, %16
  %31 = phi float [ poison, %16 ], [ %91, %87 ]
  %32 = phi i32 [ 0, %16 ], [ %79, %87 ]
  %33 = phi float [ 0.000000e+00, %16 ], [ %91, %87 ]
  %34 = icmp eq i32 %20, 0, !dbg !36
  br i1 %34, label %56, label %35, !dbg !36

35:                                               ; preds = %30
  %36 = add nuw nsw i32 %32, 1, !dbg !37
  %37 = icmp slt i32 %36, %2, !dbg !38
  br i1 %37, label %38, label %47, !dbg !36

38:                                               ; preds = %35
  %39 = and i32 %36, 1
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24b_prefetch_noswapbarrierE3buf to ptr), i64 0, i64 %40, i64 %11
  %42 = shl nsw i32 %36, 7
  %43 = add nuw nsw i32 %42, %4
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %10, i64 %44
  %46 = load float, ptr %45, align 4, !dbg !39, !tbaa !27
  store float %46, ptr %41, align 4, !dbg !40, !tbaa !27
  br label %47, !dbg !41

47:                                               ; preds = %38, %35
  %48 = and i32 %32, 1, !dbg !42
  %49 = zext nneg i32 %48 to i64, !dbg !43
  %50 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24b_prefetch_noswapbarrierE3buf to ptr), i64 0, i64 %49, i64 %11, !dbg !43
  %51 = load float, ptr %50, align 4, !dbg !43, !tbaa !27
  %52 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ24b_prefetch_noswapbarrierE3buf to ptr), i64 0, i64 %49, i64 %19, !dbg !44
  %53 = load float, ptr %52, align 4, !dbg !44, !tbaa !27
  %54 = fmul contract float %51, %53, !dbg !45
  %55 = fadd contract float %33, %54, !dbg !46
  br label %56, !dbg !47

56:                                               ; preds = %47, %30, %3
  %57 = phi float [ 0.000000e+00, %3 ], [ %31, %30 ], [ %55, %47 ], !dbg !48
  %58 = shl i32 %5, 7, !dbg !47
  %59 = add i32 %58, %4, !dbg !49
  %60 = zext i32 %59 to i64, !dbg !50
  %61 = getelementptr inbounds float, ptr %0, i64 %60, !dbg !50
  store float %57, ptr %61, align 4, !dbg !51, !tbaa !27
  ret void, !dbg !52

62:                                               ; preds = %87, %22
  %63 = phi i32 [ 0, %22 ], [ %79, %87 ]
  %64 = phi float [ 0.000000e+00, %22 ], [ %91, %87 ]
  %65 = phi i32 [ 0, %22 ], [ %92, %87 ]
  %66 = or disjoint i32 %63, 1, !dbg !37
  %67 = icmp slt i32 %66, %2, !dbg !38
  br i1 %67, label %68, label %74, !dbg !36

68:                                               ; preds = %62
  %69 = shl nsw i32 %66, 7
  %70 = add nuw nsw i32 %69, %4
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %10, i64 %71
  %73 = load float, ptr %72, align 4, !dbg !39, !tbaa !27
  store float %73, ptr %24, align 4, !dbg !40, !tbaa !27
  br label %74, !dbg !41

74:                                               ; preds = %68, %62
  %75 = load float, ptr %25, align 4, !dbg !43, !tbaa !27
  %76 = load float, ptr %26, align 4, !dbg !44, !tbaa !27
  %77 = fmul contract float %75, %76, !dbg !45
  %78 = fadd contract float %64, %77, !dbg !46
  %79 = add nuw nsw i32 %63, 2, !dbg !37
  %80 = icmp slt i32 %79, %2, !dbg !38
  br i1 %80, label %81, label %87, !dbg !36

81:                                               ; preds = %74
  %82 = shl nsw i32 %79, 7
  %83 = add nuw nsw i32 %82, %4
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %10, i64 %84
  %86 = load float, ptr %85, align 4, !dbg !39, !tbaa !27
  store float %86, ptr %27, align 4, !dbg !40, !tbaa !27
  br label %87, !dbg !41

87:                                               ; preds = %81, %74
  %88 = load float, ptr %28, align 4, !dbg !43, !tbaa !27
  %89 = load float, ptr %29, align 4, !dbg !44, !tbaa !27
  %90 = fmul contract float %88, %89, !dbg !45
  %91 = fadd contract float %78, %90, !dbg !46
  %92 = add i32 %65, 2, !dbg !35
  %93 = icmp eq i32 %92, %23, !dbg !35
  br i1 %93, label %30, label %62, !dbg !35, !llvm.loop !53
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!7 = !DIFile(filename: "b-shared-race-014.cu", directory: ".")
!8 = !{ptr @b_prefetch_noswapbarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_prefetch_noswapbarrier", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 14, column: 38, scope: !12)
!22 = !DILocation(line: 14, column: 38, scope: !12)
!23 = !DILocation(line: 14, column: 51, scope: !12)
!24 = !DILocation(line: 14, column: 49, scope: !12)
!25 = !DILocation(line: 14, column: 28, scope: !12)
!26 = !DILocation(line: 15, column: 17, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 15, column: 5, scope: !12)
!32 = !DILocation(line: 15, column: 15, scope: !12)
!33 = !DILocation(line: 16, column: 5, scope: !12)
!34 = !DILocation(line: 18, column: 23, scope: !12)
!35 = !DILocation(line: 18, column: 5, scope: !12)
!36 = !DILocation(line: 19, column: 13, scope: !12)
!37 = !DILocation(line: 19, column: 15, scope: !12)
!38 = !DILocation(line: 19, column: 19, scope: !12)
!39 = !DILocation(line: 20, column: 35, scope: !12)
!40 = !DILocation(line: 20, column: 33, scope: !12)
!41 = !DILocation(line: 20, column: 13, scope: !12)
!42 = !DILocation(line: 21, column: 22, scope: !12)
!43 = !DILocation(line: 21, column: 16, scope: !12)
!44 = !DILocation(line: 21, column: 32, scope: !12)
!45 = !DILocation(line: 21, column: 30, scope: !12)
!46 = !DILocation(line: 21, column: 13, scope: !12)
!47 = !DILocation(line: 24, column: 20, scope: !12)
!48 = !DILocation(line: 0, scope: !12)
!49 = !DILocation(line: 24, column: 24, scope: !12)
!50 = !DILocation(line: 24, column: 5, scope: !12)
!51 = !DILocation(line: 24, column: 29, scope: !12)
!52 = !DILocation(line: 25, column: 1, scope: !12)
!53 = distinct !{!53, !35, !54, !55}
!54 = !DILocation(line: 23, column: 5, scope: !12)
!55 = !{!"llvm.loop.mustprogress"}
