; ModuleID = 'b-barrier-divergence-007.cu'
source_filename = "b-barrier-divergence-007.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ23b_reduce_sync_in_branchE2sm = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_reduce_sync_in_branch(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = shl i32 %4, 8, !dbg !22
  %6 = add i32 %5, %3, !dbg !23
  %7 = zext i32 %6 to i64, !dbg !24
  %8 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !24
  %9 = load float, ptr %8, align 4, !dbg !24, !tbaa !25
  %10 = zext nneg i32 %3 to i64, !dbg !29
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23b_reduce_sync_in_branchE2sm to ptr), i64 0, i64 %10, !dbg !29
  store float %9, ptr %11, align 4, !dbg !30, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %12 = icmp ult i32 %3, 128, !dbg !32
  br i1 %12, label %13, label %20, !dbg !33

13:                                               ; preds = %2
  %14 = or disjoint i32 %3, 128
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23b_reduce_sync_in_branchE2sm to ptr), i64 0, i64 %15
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
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23b_reduce_sync_in_branchE2sm to ptr), i64 0, i64 %24
  %26 = load float, ptr %25, align 4, !dbg !34, !tbaa !25
  %27 = load float, ptr %11, align 4, !dbg !35, !tbaa !25
  %28 = fadd contract float %26, %27, !dbg !35
  store float %28, ptr %11, align 4, !dbg !35, !tbaa !25
  br label %29, !dbg !36

29:                                               ; preds = %22, %20
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %30 = icmp ult i32 %3, 32, !dbg !38
  br i1 %30, label %31, label %80, !dbg !39

31:                                               ; preds = %29
  %32 = or disjoint i32 %3, 32
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23b_reduce_sync_in_branchE2sm to ptr), i64 0, i64 %33
  %35 = load float, ptr %34, align 4, !dbg !40, !tbaa !25
  %36 = load float, ptr %11, align 4, !dbg !41, !tbaa !25
  %37 = fadd contract float %35, %36, !dbg !41
  store float %37, ptr %11, align 4, !dbg !41, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %38 = icmp ult i32 %3, 16, !dbg !43
  br i1 %38, label %39, label %46, !dbg !44

39:                                               ; preds = %31
  %40 = or disjoint i32 %3, 16
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23b_reduce_sync_in_branchE2sm to ptr), i64 0, i64 %41
  %43 = load float, ptr %42, align 4, !dbg !40, !tbaa !25
  %44 = load float, ptr %11, align 4, !dbg !41, !tbaa !25
  %45 = fadd contract float %43, %44, !dbg !41
  store float %45, ptr %11, align 4, !dbg !41, !tbaa !25
  br label %46, !dbg !45

46:                                               ; preds = %39, %31
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %47 = icmp ult i32 %3, 8, !dbg !43
  br i1 %47, label %48, label %55, !dbg !44

48:                                               ; preds = %46
  %49 = or disjoint i32 %3, 8
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23b_reduce_sync_in_branchE2sm to ptr), i64 0, i64 %50
  %52 = load float, ptr %51, align 4, !dbg !40, !tbaa !25
  %53 = load float, ptr %11, align 4, !dbg !41, !tbaa !25
  %54 = fadd contract float %52, %53, !dbg !41
  store float %54, ptr %11, align 4, !dbg !41, !tbaa !25
  br label %55, !dbg !45

55:                                               ; preds = %48, %46
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %56 = icmp ult i32 %3, 4, !dbg !43
  br i1 %56, label %57, label %64, !dbg !44

57:                                               ; preds = %55
  %58 = or disjoint i32 %3, 4
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23b_reduce_sync_in_branchE2sm to ptr), i64 0, i64 %59
  %61 = load float, ptr %60, align 4, !dbg !40, !tbaa !25
  %62 = load float, ptr %11, align 4, !dbg !41, !tbaa !25
  %63 = fadd contract float %61, %62, !dbg !41
  store float %63, ptr %11, align 4, !dbg !41, !tbaa !25
  br label %64, !dbg !45

64:                                               ; preds = %57, %55
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %65 = icmp ult i32 %3, 2, !dbg !43
  br i1 %65, label %66, label %73, !dbg !44

66:                                               ; preds = %64
  %67 = or disjoint i32 %3, 2
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23b_reduce_sync_in_branchE2sm to ptr), i64 0, i64 %68
  %70 = load float, ptr %69, align 4, !dbg !40, !tbaa !25
  %71 = load float, ptr %11, align 4, !dbg !41, !tbaa !25
  %72 = fadd contract float %70, %71, !dbg !41
  store float %72, ptr %11, align 4, !dbg !41, !tbaa !25
  br label %73, !dbg !45

73:                                               ; preds = %66, %64
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %74 = icmp eq i32 %3, 0, !dbg !43
  br i1 %74, label %75, label %79, !dbg !44

75:                                               ; preds = %73
  %76 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ23b_reduce_sync_in_branchE2sm to ptr), i64 4), align 4, !dbg !40, !tbaa !25
  %77 = load float, ptr %11, align 4, !dbg !41, !tbaa !25
  %78 = fadd contract float %76, %77, !dbg !41
  store float %78, ptr %11, align 4, !dbg !41, !tbaa !25
  br label %79, !dbg !45

79:                                               ; preds = %75, %73
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  br label %80, !dbg !46

80:                                               ; preds = %79, %29
  %81 = icmp eq i32 %3, 0, !dbg !46
  br i1 %81, label %82, label %86, !dbg !47

82:                                               ; preds = %80
  %83 = zext nneg i32 %4 to i64
  %84 = getelementptr inbounds float, ptr %0, i64 %83
  %85 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ23b_reduce_sync_in_branchE2sm to ptr), align 4, !dbg !48, !tbaa !25
  store float %85, ptr %84, align 4, !dbg !49, !tbaa !25
  br label %86, !dbg !50

86:                                               ; preds = %82, %80
  ret void, !dbg !51
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
!7 = !DIFile(filename: "b-barrier-divergence-007.cu", directory: ".")
!8 = !{ptr @b_reduce_sync_in_branch, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_reduce_sync_in_branch", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 13, column: 16, scope: !12)
!22 = !DILocation(line: 13, column: 27, scope: !12)
!23 = !DILocation(line: 13, column: 31, scope: !12)
!24 = !DILocation(line: 13, column: 13, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 13, column: 5, scope: !12)
!30 = !DILocation(line: 13, column: 11, scope: !12)
!31 = !DILocation(line: 14, column: 5, scope: !12)
!32 = !DILocation(line: 16, column: 15, scope: !12)
!33 = !DILocation(line: 16, column: 13, scope: !12)
!34 = !DILocation(line: 16, column: 29, scope: !12)
!35 = !DILocation(line: 16, column: 26, scope: !12)
!36 = !DILocation(line: 16, column: 20, scope: !12)
!37 = !DILocation(line: 17, column: 9, scope: !12)
!38 = !DILocation(line: 19, column: 11, scope: !12)
!39 = !DILocation(line: 19, column: 9, scope: !12)
!40 = !DILocation(line: 21, column: 33, scope: !12)
!41 = !DILocation(line: 21, column: 30, scope: !12)
!42 = !DILocation(line: 22, column: 13, scope: !12)
!43 = !DILocation(line: 21, column: 19, scope: !12)
!44 = !DILocation(line: 21, column: 17, scope: !12)
!45 = !DILocation(line: 21, column: 24, scope: !12)
!46 = !DILocation(line: 25, column: 11, scope: !12)
!47 = !DILocation(line: 25, column: 9, scope: !12)
!48 = !DILocation(line: 25, column: 35, scope: !12)
!49 = !DILocation(line: 25, column: 33, scope: !12)
!50 = !DILocation(line: 25, column: 17, scope: !12)
!51 = !DILocation(line: 26, column: 1, scope: !12)
