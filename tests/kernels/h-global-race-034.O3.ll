; ModuleID = 'h-global-race-034.cu'
source_filename = "h-global-race-034.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20h_block_sum_one_wordE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_block_sum_one_word(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = shl i32 %4, 8, !dbg !22
  %6 = add i32 %5, %3, !dbg !23
  %7 = zext i32 %6 to i64, !dbg !24
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !24
  %9 = load float, ptr %8, align 4, !dbg !24, !tbaa !25
  %10 = zext nneg i32 %3 to i64, !dbg !29
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20h_block_sum_one_wordE1s to ptr), i64 0, i64 %10, !dbg !29
  store float %9, ptr %11, align 4, !dbg !30, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %12 = icmp ult i32 %3, 128, !dbg !32
  br i1 %12, label %13, label %20, !dbg !33

13:                                               ; preds = %2
  %14 = or disjoint i32 %3, 128
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20h_block_sum_one_wordE1s to ptr), i64 0, i64 %15
  %17 = load float, ptr %16, align 4, !dbg !34, !tbaa !25
  %18 = load float, ptr %11, align 4, !dbg !35, !tbaa !25
  %19 = fadd contract float %17, %18, !dbg !35
  store float %19, ptr %11, align 4, !dbg !35, !tbaa !25
  br label %20, !dbg !36

20:                                               ; preds = %13, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %21 = icmp ult i32 %3, 64, !dbg !32
  br i1 %21, label %22, label %29, !dbg !33

22:                                               ; preds = %20
  %23 = or disjoint i32 %3, 64
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20h_block_sum_one_wordE1s to ptr), i64 0, i64 %24
  %26 = load float, ptr %25, align 4, !dbg !34, !tbaa !25
  %27 = load float, ptr %11, align 4, !dbg !35, !tbaa !25
  %28 = fadd contract float %26, %27, !dbg !35
  store float %28, ptr %11, align 4, !dbg !35, !tbaa !25
  br label %29, !dbg !36

29:                                               ; preds = %22, %20
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %30 = icmp ult i32 %3, 32, !dbg !32
  br i1 %30, label %31, label %38, !dbg !33

31:                                               ; preds = %29
  %32 = or disjoint i32 %3, 32
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20h_block_sum_one_wordE1s to ptr), i64 0, i64 %33
  %35 = load float, ptr %34, align 4, !dbg !34, !tbaa !25
  %36 = load float, ptr %11, align 4, !dbg !35, !tbaa !25
  %37 = fadd contract float %35, %36, !dbg !35
  store float %37, ptr %11, align 4, !dbg !35, !tbaa !25
  br label %38, !dbg !36

38:                                               ; preds = %31, %29
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %39 = icmp ult i32 %3, 16, !dbg !32
  br i1 %39, label %40, label %47, !dbg !33

40:                                               ; preds = %38
  %41 = or disjoint i32 %3, 16
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20h_block_sum_one_wordE1s to ptr), i64 0, i64 %42
  %44 = load float, ptr %43, align 4, !dbg !34, !tbaa !25
  %45 = load float, ptr %11, align 4, !dbg !35, !tbaa !25
  %46 = fadd contract float %44, %45, !dbg !35
  store float %46, ptr %11, align 4, !dbg !35, !tbaa !25
  br label %47, !dbg !36

47:                                               ; preds = %40, %38
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %48 = icmp ult i32 %3, 8, !dbg !32
  br i1 %48, label %49, label %56, !dbg !33

49:                                               ; preds = %47
  %50 = or disjoint i32 %3, 8
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20h_block_sum_one_wordE1s to ptr), i64 0, i64 %51
  %53 = load float, ptr %52, align 4, !dbg !34, !tbaa !25
  %54 = load float, ptr %11, align 4, !dbg !35, !tbaa !25
  %55 = fadd contract float %53, %54, !dbg !35
  store float %55, ptr %11, align 4, !dbg !35, !tbaa !25
  br label %56, !dbg !36

56:                                               ; preds = %49, %47
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %57 = icmp ult i32 %3, 4, !dbg !32
  br i1 %57, label %58, label %65, !dbg !33

58:                                               ; preds = %56
  %59 = or disjoint i32 %3, 4
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20h_block_sum_one_wordE1s to ptr), i64 0, i64 %60
  %62 = load float, ptr %61, align 4, !dbg !34, !tbaa !25
  %63 = load float, ptr %11, align 4, !dbg !35, !tbaa !25
  %64 = fadd contract float %62, %63, !dbg !35
  store float %64, ptr %11, align 4, !dbg !35, !tbaa !25
  br label %65, !dbg !36

65:                                               ; preds = %58, %56
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %66 = icmp ult i32 %3, 2, !dbg !32
  br i1 %66, label %67, label %74, !dbg !33

67:                                               ; preds = %65
  %68 = or disjoint i32 %3, 2
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20h_block_sum_one_wordE1s to ptr), i64 0, i64 %69
  %71 = load float, ptr %70, align 4, !dbg !34, !tbaa !25
  %72 = load float, ptr %11, align 4, !dbg !35, !tbaa !25
  %73 = fadd contract float %71, %72, !dbg !35
  store float %73, ptr %11, align 4, !dbg !35, !tbaa !25
  br label %74, !dbg !36

74:                                               ; preds = %67, %65
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %75 = icmp eq i32 %3, 0, !dbg !32
  br i1 %75, label %76, label %80, !dbg !33

76:                                               ; preds = %74
  %77 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20h_block_sum_one_wordE1s to ptr), i64 4), align 4, !dbg !34, !tbaa !25
  %78 = load float, ptr %11, align 4, !dbg !35, !tbaa !25
  %79 = fadd contract float %77, %78, !dbg !35
  store float %79, ptr %11, align 4, !dbg !35, !tbaa !25
  br label %80, !dbg !36

80:                                               ; preds = %76, %74
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %81 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20h_block_sum_one_wordE1s to ptr), align 4, !dbg !38, !tbaa !25
  store float %81, ptr %1, align 4, !dbg !39, !tbaa !25
  ret void, !dbg !40
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
!7 = !DIFile(filename: "h-global-race-034.cu", directory: ".")
!8 = !{ptr @h_block_sum_one_word, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_block_sum_one_word", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 18, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 12, column: 15, scope: !12)
!22 = !DILocation(line: 12, column: 26, scope: !12)
!23 = !DILocation(line: 12, column: 32, scope: !12)
!24 = !DILocation(line: 12, column: 12, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 12, column: 5, scope: !12)
!30 = !DILocation(line: 12, column: 10, scope: !12)
!31 = !DILocation(line: 13, column: 5, scope: !12)
!32 = !DILocation(line: 15, column: 15, scope: !12)
!33 = !DILocation(line: 15, column: 13, scope: !12)
!34 = !DILocation(line: 16, column: 21, scope: !12)
!35 = !DILocation(line: 16, column: 18, scope: !12)
!36 = !DILocation(line: 16, column: 13, scope: !12)
!37 = !DILocation(line: 17, column: 9, scope: !12)
!38 = !DILocation(line: 19, column: 14, scope: !12)
!39 = !DILocation(line: 19, column: 12, scope: !12)
!40 = !DILocation(line: 20, column: 1, scope: !12)
