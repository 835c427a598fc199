; ModuleID = 'h-barrier-divergence-003.cu'
source_filename = "h-barrier-divergence-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16h_tile_sum_dev_nE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_tile_sum_dev_n(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = shl i32 %5, 8, !dbg !22
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16h_tile_sum_dev_nE1s to ptr), i64 0, i64 %7
  %9 = icmp eq i32 %4, 0
  %10 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = shl i32 %10, 8
  %12 = icmp ult i32 %4, 128
  %13 = or disjoint i32 %4, 128
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16h_tile_sum_dev_nE1s to ptr), i64 0, i64 %14
  %16 = icmp ult i32 %4, 64
  %17 = or disjoint i32 %4, 64
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16h_tile_sum_dev_nE1s to ptr), i64 0, i64 %18
  %20 = icmp ult i32 %4, 32
  %21 = or disjoint i32 %4, 32
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16h_tile_sum_dev_nE1s to ptr), i64 0, i64 %22
  %24 = icmp ult i32 %4, 16
  %25 = or disjoint i32 %4, 16
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16h_tile_sum_dev_nE1s to ptr), i64 0, i64 %26
  %28 = icmp ult i32 %4, 8
  %29 = or disjoint i32 %4, 8
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16h_tile_sum_dev_nE1s to ptr), i64 0, i64 %30
  %32 = icmp ult i32 %4, 4
  %33 = or disjoint i32 %4, 4
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16h_tile_sum_dev_nE1s to ptr), i64 0, i64 %34
  %36 = icmp ult i32 %4, 2
  %37 = or disjoint i32 %4, 2
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16h_tile_sum_dev_nE1s to ptr), i64 0, i64 %38
  %40 = icmp eq i32 %4, 0
  br label %41, !dbg !23

41:                                               ; preds = %98, %3
  %42 = phi i32 [ %6, %3 ], [ %100, %98 ], !dbg !24
  %43 = phi float [ 0.000000e+00, %3 ], [ %99, %98 ], !dbg !25
  %44 = load i32, ptr %1, align 4, !dbg !26, !tbaa !27
  %45 = icmp slt i32 %42, %44, !dbg !31
  br i1 %45, label %46, label %98, !dbg !32

46:                                               ; preds = %41
  %47 = add i32 %42, %4, !dbg !33
  %48 = icmp slt i32 %47, %44, !dbg !34
  br i1 %48, label %49, label %53, !dbg !35

49:                                               ; preds = %46
  %50 = sext i32 %47 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4, !dbg !36, !tbaa !37
  br label %53, !dbg !35

53:                                               ; preds = %46, %49
  %54 = phi contract float [ %52, %49 ], [ 0.000000e+00, %46 ], !dbg !35
  store float %54, ptr %8, align 4, !dbg !39, !tbaa !37
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  br i1 %12, label %55, label %59, !dbg !41

55:                                               ; preds = %53
  %56 = load float, ptr %15, align 4, !dbg !42, !tbaa !37
  %57 = load float, ptr %8, align 4, !dbg !43, !tbaa !37
  %58 = fadd contract float %56, %57, !dbg !43
  store float %58, ptr %8, align 4, !dbg !43, !tbaa !37
  br label %59, !dbg !44

59:                                               ; preds = %55, %53
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  br i1 %16, label %60, label %64, !dbg !41

60:                                               ; preds = %59
  %61 = load float, ptr %19, align 4, !dbg !42, !tbaa !37
  %62 = load float, ptr %8, align 4, !dbg !43, !tbaa !37
  %63 = fadd contract float %61, %62, !dbg !43
  store float %63, ptr %8, align 4, !dbg !43, !tbaa !37
  br label %64, !dbg !44

64:                                               ; preds = %60, %59
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  br i1 %20, label %65, label %69, !dbg !41

65:                                               ; preds = %64
  %66 = load float, ptr %23, align 4, !dbg !42, !tbaa !37
  %67 = load float, ptr %8, align 4, !dbg !43, !tbaa !37
  %68 = fadd contract float %66, %67, !dbg !43
  store float %68, ptr %8, align 4, !dbg !43, !tbaa !37
  br label %69, !dbg !44

69:                                               ; preds = %65, %64
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  br i1 %24, label %70, label %74, !dbg !41

70:                                               ; preds = %69
  %71 = load float, ptr %27, align 4, !dbg !42, !tbaa !37
  %72 = load float, ptr %8, align 4, !dbg !43, !tbaa !37
  %73 = fadd contract float %71, %72, !dbg !43
  store float %73, ptr %8, align 4, !dbg !43, !tbaa !37
  br label %74, !dbg !44

74:                                               ; preds = %70, %69
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  br i1 %28, label %75, label %79, !dbg !41

75:                                               ; preds = %74
  %76 = load float, ptr %31, align 4, !dbg !42, !tbaa !37
  %77 = load float, ptr %8, align 4, !dbg !43, !tbaa !37
  %78 = fadd contract float %76, %77, !dbg !43
  store float %78, ptr %8, align 4, !dbg !43, !tbaa !37
  br label %79, !dbg !44

79:                                               ; preds = %75, %74
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  br i1 %32, label %80, label %84, !dbg !41

80:                                               ; preds = %79
  %81 = load float, ptr %35, align 4, !dbg !42, !tbaa !37
  %82 = load float, ptr %8, align 4, !dbg !43, !tbaa !37
  %83 = fadd contract float %81, %82, !dbg !43
  store float %83, ptr %8, align 4, !dbg !43, !tbaa !37
  br label %84, !dbg !44

84:                                               ; preds = %80, %79
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  br i1 %36, label %85, label %89, !dbg !41

85:                                               ; preds = %84
  %86 = load float, ptr %39, align 4, !dbg !42, !tbaa !37
  %87 = load float, ptr %8, align 4, !dbg !43, !tbaa !37
  %88 = fadd contract float %86, %87, !dbg !43
  store float %88, ptr %8, align 4, !dbg !43, !tbaa !37
  br label %89, !dbg !44

89:                                               ; preds = %85, %84
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  br i1 %40, label %90, label %94, !dbg !41

90:                                               ; preds = %89
  %91 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16h_tile_sum_dev_nE1s to ptr), i64 4), align 4, !dbg !42, !tbaa !37
  %92 = load float, ptr %8, align 4, !dbg !43, !tbaa !37
  %93 = fadd contract float %91, %92, !dbg !43
  store float %93, ptr %8, align 4, !dbg !43, !tbaa !37
  br label %94, !dbg !44

94:                                               ; preds = %90, %89
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  %95 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ16h_tile_sum_dev_nE1s to ptr), align 4, !dbg !46
  %96 = fadd contract float %43, %95, !dbg !46
  %97 = select i1 %9, float %96, float %43, !dbg !46
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  br label %98, !dbg !48

98:                                               ; preds = %41, %94
  %99 = phi float [ %97, %94 ], [ %43, %41 ], !dbg !49
  %100 = add i32 %42, %11, !dbg !50
  br i1 %45, label %41, label %101, !llvm.loop !51

101:                                              ; preds = %98
  br i1 %9, label %102, label %105, !dbg !54

102:                                              ; preds = %101
  %103 = zext nneg i32 %5 to i64
  %104 = getelementptr inbounds float, ptr %2, i64 %103
  store float %99, ptr %104, align 4, !dbg !55, !tbaa !37
  br label %105, !dbg !56

105:                                              ; preds = %102, %101
  ret void, !dbg !57
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
!7 = !DIFile(filename: "h-barrier-divergence-003.cu", directory: ".")
!8 = !{ptr @h_tile_sum_dev_n, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_tile_sum_dev_n", scope: !7, file: !7, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 15, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 17, column: 21, scope: !12)
!22 = !DILocation(line: 17, column: 32, scope: !12)
!23 = !DILocation(line: 17, column: 10, scope: !12)
!24 = !DILocation(line: 17, scope: !12)
!25 = !DILocation(line: 16, column: 11, scope: !12)
!26 = !DILocation(line: 18, column: 17, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 19, column: 18, scope: !12)
!32 = !DILocation(line: 19, column: 13, scope: !12)
!33 = !DILocation(line: 21, column: 22, scope: !12)
!34 = !DILocation(line: 22, column: 20, scope: !12)
!35 = !DILocation(line: 22, column: 18, scope: !12)
!36 = !DILocation(line: 22, column: 26, scope: !12)
!37 = !{!38, !38, i64 0}
!38 = !{!"float", !29, i64 0}
!39 = !DILocation(line: 22, column: 16, scope: !12)
!40 = !DILocation(line: 23, column: 9, scope: !12)
!41 = !DILocation(line: 25, column: 17, scope: !12)
!42 = !DILocation(line: 26, column: 27, scope: !12)
!43 = !DILocation(line: 26, column: 24, scope: !12)
!44 = !DILocation(line: 26, column: 17, scope: !12)
!45 = !DILocation(line: 27, column: 13, scope: !12)
!46 = !DILocation(line: 29, column: 13, scope: !12)
!47 = !DILocation(line: 31, column: 9, scope: !12)
!48 = !DILocation(line: 32, column: 5, scope: !12)
!49 = !DILocation(line: 0, scope: !12)
!50 = !DILocation(line: 17, column: 48, scope: !12)
!51 = distinct !{!51, !52, !48, !53}
!52 = !DILocation(line: 17, column: 5, scope: !12)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 33, column: 9, scope: !12)
!55 = !DILocation(line: 34, column: 32, scope: !12)
!56 = !DILocation(line: 34, column: 9, scope: !12)
!57 = !DILocation(line: 35, column: 1, scope: !12)
