; ModuleID = 'h-barrier-divergence-004.cu'
source_filename = "h-barrier-divergence-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19h_tile_sum_sentinelE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_tile_sum_sentinel(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = shl i32 %4, 8, !dbg !22
  %6 = zext nneg i32 %3 to i64
  %7 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_tile_sum_sentinelE1s to ptr), i64 0, i64 %6
  %8 = icmp eq i32 %3, 0
  %9 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %10 = shl i32 %9, 8
  %11 = icmp ult i32 %3, 128
  %12 = or disjoint i32 %3, 128
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_tile_sum_sentinelE1s to ptr), i64 0, i64 %13
  %15 = icmp ult i32 %3, 64
  %16 = or disjoint i32 %3, 64
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_tile_sum_sentinelE1s to ptr), i64 0, i64 %17
  %19 = icmp ult i32 %3, 32
  %20 = or disjoint i32 %3, 32
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_tile_sum_sentinelE1s to ptr), i64 0, i64 %21
  %23 = icmp ult i32 %3, 16
  %24 = or disjoint i32 %3, 16
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_tile_sum_sentinelE1s to ptr), i64 0, i64 %25
  %27 = icmp ult i32 %3, 8
  %28 = or disjoint i32 %3, 8
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_tile_sum_sentinelE1s to ptr), i64 0, i64 %29
  %31 = icmp ult i32 %3, 4
  %32 = or disjoint i32 %3, 4
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_tile_sum_sentinelE1s to ptr), i64 0, i64 %33
  %35 = icmp ult i32 %3, 2
  %36 = or disjoint i32 %3, 2
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_tile_sum_sentinelE1s to ptr), i64 0, i64 %37
  %39 = icmp eq i32 %3, 0
  br label %40, !dbg !23

40:                                               ; preds = %92, %2
  %41 = phi i32 [ %5, %2 ], [ %94, %92 ], !dbg !24
  %42 = phi float [ 0.000000e+00, %2 ], [ %93, %92 ], !dbg !25
  %43 = add i32 %41, %3, !dbg !26
  %44 = zext i32 %43 to i64, !dbg !27
  %45 = getelementptr inbounds float, ptr %0, i64 %44, !dbg !27
  %46 = load float, ptr %45, align 4, !dbg !27, !tbaa !28
  %47 = fcmp contract uge float %46, 0.000000e+00, !dbg !32
  br i1 %47, label %48, label %92, !dbg !33

48:                                               ; preds = %40
  store float %46, ptr %7, align 4, !dbg !34, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  br i1 %11, label %49, label %53, !dbg !36

49:                                               ; preds = %48
  %50 = load float, ptr %14, align 4, !dbg !37, !tbaa !28
  %51 = load float, ptr %7, align 4, !dbg !38, !tbaa !28
  %52 = fadd contract float %50, %51, !dbg !38
  store float %52, ptr %7, align 4, !dbg !38, !tbaa !28
  br label %53, !dbg !39

53:                                               ; preds = %49, %48
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  br i1 %15, label %54, label %58, !dbg !36

54:                                               ; preds = %53
  %55 = load float, ptr %18, align 4, !dbg !37, !tbaa !28
  %56 = load float, ptr %7, align 4, !dbg !38, !tbaa !28
  %57 = fadd contract float %55, %56, !dbg !38
  store float %57, ptr %7, align 4, !dbg !38, !tbaa !28
  br label %58, !dbg !39

58:                                               ; preds = %54, %53
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  br i1 %19, label %59, label %63, !dbg !36

59:                                               ; preds = %58
  %60 = load float, ptr %22, align 4, !dbg !37, !tbaa !28
  %61 = load float, ptr %7, align 4, !dbg !38, !tbaa !28
  %62 = fadd contract float %60, %61, !dbg !38
  store float %62, ptr %7, align 4, !dbg !38, !tbaa !28
  br label %63, !dbg !39

63:                                               ; preds = %59, %58
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  br i1 %23, label %64, label %68, !dbg !36

64:                                               ; preds = %63
  %65 = load float, ptr %26, align 4, !dbg !37, !tbaa !28
  %66 = load float, ptr %7, align 4, !dbg !38, !tbaa !28
  %67 = fadd contract float %65, %66, !dbg !38
  store float %67, ptr %7, align 4, !dbg !38, !tbaa !28
  br label %68, !dbg !39

68:                                               ; preds = %64, %63
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  br i1 %27, label %69, label %73, !dbg !36

69:                                               ; preds = %68
  %70 = load float, ptr %30, align 4, !dbg !37, !tbaa !28
  %71 = load float, ptr %7, align 4, !dbg !38, !tbaa !28
  %72 = fadd contract float %70, %71, !dbg !38
  store float %72, ptr %7, align 4, !dbg !38, !tbaa !28
  br label %73, !dbg !39

73:                                               ; preds = %69, %68
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  br i1 %31, label %74, label %78, !dbg !36

74:                                               ; preds = %73
  %75 = load float, ptr %34, align 4, !dbg !37, !tbaa !28
  %76 = load float, ptr %7, align 4, !dbg !38, !tbaa !28
  %77 = fadd contract float %75, %76, !dbg !38
  store float %77, ptr %7, align 4, !dbg !38, !tbaa !28
  br label %78, !dbg !39

78:                                               ; preds = %74, %73
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  br i1 %35, label %79, label %83, !dbg !36

79:                                               ; preds = %78
  %80 = load float, ptr %38, align 4, !dbg !37, !tbaa !28
  %81 = load float, ptr %7, align 4, !dbg !38, !tbaa !28
  %82 = fadd contract float %80, %81, !dbg !38
  store float %82, ptr %7, align 4, !dbg !38, !tbaa !28
  br label %83, !dbg !39

83:                                               ; preds = %79, %78
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  br i1 %39, label %84, label %88, !dbg !36

84:                                               ; preds = %83
  %85 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19h_tile_sum_sentinelE1s to ptr), i64 4), align 4, !dbg !37, !tbaa !28
  %86 = load float, ptr %7, align 4, !dbg !38, !tbaa !28
  %87 = fadd contract float %85, %86, !dbg !38
  store float %87, ptr %7, align 4, !dbg !38, !tbaa !28
  br label %88, !dbg !39

88:                                               ; preds = %84, %83
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %89 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19h_tile_sum_sentinelE1s to ptr), align 4, !dbg !41
  %90 = fadd contract float %42, %89, !dbg !41
  %91 = select i1 %8, float %90, float %42, !dbg !41
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  br label %92, !dbg !43

92:                                               ; preds = %40, %88
  %93 = phi float [ %91, %88 ], [ %42, %40 ], !dbg !44
  %94 = add i32 %41, %10, !dbg !45
  br i1 %47, label %40, label %95, !llvm.loop !46

95:                                               ; preds = %92
  br i1 %8, label %96, label %99, !dbg !49

96:                                               ; preds = %95
  %97 = zext nneg i32 %4 to i64
  %98 = getelementptr inbounds float, ptr %1, i64 %97
  store float %93, ptr %98, align 4, !dbg !50, !tbaa !28
  br label %99, !dbg !51

99:                                               ; preds = %96, %95
  ret void, !dbg !52
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!7 = !DIFile(filename: "h-barrier-divergence-004.cu", directory: ".")
!8 = !{ptr @h_tile_sum_sentinel, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_tile_sum_sentinel", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 18, column: 21, scope: !12)
!22 = !DILocation(line: 18, column: 32, scope: !12)
!23 = !DILocation(line: 18, column: 10, scope: !12)
!24 = !DILocation(line: 18, scope: !12)
!25 = !DILocation(line: 17, column: 11, scope: !12)
!26 = !DILocation(line: 19, column: 27, scope: !12)
!27 = !DILocation(line: 19, column: 19, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 20, column: 15, scope: !12)
!33 = !DILocation(line: 20, column: 13, scope: !12)
!34 = !DILocation(line: 22, column: 16, scope: !12)
!35 = !DILocation(line: 23, column: 9, scope: !12)
!36 = !DILocation(line: 25, column: 17, scope: !12)
!37 = !DILocation(line: 26, column: 27, scope: !12)
!38 = !DILocation(line: 26, column: 24, scope: !12)
!39 = !DILocation(line: 26, column: 17, scope: !12)
!40 = !DILocation(line: 27, column: 13, scope: !12)
!41 = !DILocation(line: 29, column: 13, scope: !12)
!42 = !DILocation(line: 31, column: 9, scope: !12)
!43 = !DILocation(line: 32, column: 5, scope: !12)
!44 = !DILocation(line: 0, scope: !12)
!45 = !DILocation(line: 18, column: 48, scope: !12)
!46 = distinct !{!46, !47, !43, !48}
!47 = !DILocation(line: 18, column: 5, scope: !12)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 33, column: 9, scope: !12)
!50 = !DILocation(line: 34, column: 32, scope: !12)
!51 = !DILocation(line: 34, column: 9, scope: !12)
!52 = !DILocation(line: 35, column: 1, scope: !12)
