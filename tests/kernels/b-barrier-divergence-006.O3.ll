; ModuleID = 'b-barrier-divergence-006.cu'
source_filename = "b-barrier-divergence-006.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ22b_uniform_early_returnE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_uniform_early_return(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = icmp slt i32 %2, 1, !dbg !15
  br i1 %4, label %34, label %5, !dbg !16

5:                                                ; preds = %3
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %7 = shl i32 %6, 8, !dbg !21
  %8 = icmp ult i32 %7, %2, !dbg !22
  br i1 %8, label %9, label %34, !dbg !23

9:                                                ; preds = %5
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !24
  %11 = add nuw i32 %7, %10, !dbg !27
  %12 = icmp slt i32 %11, %2, !dbg !28
  br i1 %12, label %13, label %17, !dbg !29

13:                                               ; preds = %9
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4, !dbg !30, !tbaa !31
  br label %17, !dbg !29

17:                                               ; preds = %9, %13
  %18 = phi contract float [ %16, %13 ], [ 0.000000e+00, %9 ], !dbg !29
  %19 = zext nneg i32 %10 to i64, !dbg !35
  %20 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_uniform_early_returnE1s to ptr), i64 0, i64 %19, !dbg !35
  store float %18, ptr %20, align 4, !dbg !36, !tbaa !31
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %21 = add nuw nsw i32 %10, 1, !dbg !38
  %22 = and i32 %21, 255, !dbg !38
  %23 = zext nneg i32 %22 to i64, !dbg !39
  %24 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_uniform_early_returnE1s to ptr), i64 0, i64 %23, !dbg !39
  %25 = load float, ptr %24, align 4, !dbg !39, !tbaa !31
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %26 = fmul contract float %25, 5.000000e-01, !dbg !41
  store float %26, ptr %20, align 4, !dbg !42, !tbaa !31
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  br i1 %12, label %27, label %34, !dbg !44

27:                                               ; preds = %17
  %28 = sext i32 %11 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = sub nsw i32 255, %10
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_uniform_early_returnE1s to ptr), i64 0, i64 %31
  %33 = load float, ptr %32, align 4, !dbg !45, !tbaa !31
  store float %33, ptr %29, align 4, !dbg !46, !tbaa !31
  br label %34, !dbg !47

34:                                               ; preds = %17, %27, %5, %3
  ret void, !dbg !48
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!7 = !DIFile(filename: "b-barrier-divergence-006.cu", directory: ".")
!8 = !{ptr @b_uniform_early_return, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_uniform_early_return", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 12, column: 11, scope: !12)
!16 = !DILocation(line: 12, column: 9, scope: !12)
!17 = !DILocation(line: 66, column: 3, scope: !18, inlinedAt: !20)
!18 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!20 = distinct !DILocation(line: 13, column: 9, scope: !12)
!21 = !DILocation(line: 13, column: 20, scope: !12)
!22 = !DILocation(line: 13, column: 24, scope: !12)
!23 = !DILocation(line: 13, column: 9, scope: !12)
!24 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = distinct !DILocation(line: 14, column: 13, scope: !12)
!27 = !DILocation(line: 15, column: 28, scope: !12)
!28 = !DILocation(line: 16, column: 15, scope: !12)
!29 = !DILocation(line: 16, column: 12, scope: !12)
!30 = !DILocation(line: 16, column: 22, scope: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 16, column: 5, scope: !12)
!36 = !DILocation(line: 16, column: 10, scope: !12)
!37 = !DILocation(line: 17, column: 5, scope: !12)
!38 = !DILocation(line: 18, column: 25, scope: !12)
!39 = !DILocation(line: 18, column: 15, scope: !12)
!40 = !DILocation(line: 19, column: 5, scope: !12)
!41 = !DILocation(line: 20, column: 14, scope: !12)
!42 = !DILocation(line: 20, column: 10, scope: !12)
!43 = !DILocation(line: 21, column: 5, scope: !12)
!44 = !DILocation(line: 22, column: 9, scope: !12)
!45 = !DILocation(line: 22, column: 25, scope: !12)
!46 = !DILocation(line: 22, column: 23, scope: !12)
!47 = !DILocation(line: 22, column: 16, scope: !12)
!48 = !DILocation(line: 23, column: 1, scope: !12)
