; ModuleID = 'b-barrier-divergence-010.cu'
source_filename = "b-barrier-divergence-010.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18b_trisolve_uniformE1x = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_trisolve_uniform(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = zext nneg i32 %4 to i64, !dbg !19
  %6 = getelementptr inbounds float, ptr %2, i64 %5, !dbg !19
  %7 = load float, ptr %6, align 4, !dbg !19, !tbaa !20
  %8 = shl nuw nsw i32 %4, 6
  %9 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18b_trisolve_uniformE1x to ptr), i64 0, i64 %5
  %10 = mul nuw nsw i32 %4, 65
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds float, ptr %1, i64 %11
  br label %17, !dbg !24

13:                                               ; preds = %55
  %14 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18b_trisolve_uniformE1x to ptr), i64 0, i64 %5, !dbg !25
  %15 = load float, ptr %14, align 4, !dbg !25, !tbaa !20
  %16 = getelementptr inbounds float, ptr %0, i64 %5, !dbg !26
  store float %15, ptr %16, align 4, !dbg !27, !tbaa !20
  ret void, !dbg !28

17:                                               ; preds = %55, %3
  %18 = phi i32 [ 0, %3 ], [ %57, %55 ]
  %19 = phi float [ %7, %3 ], [ %56, %55 ]
  %20 = icmp eq i32 %4, %18, !dbg !29
  br i1 %20, label %21, label %24, !dbg !30

21:                                               ; preds = %17
  %22 = load float, ptr %12, align 4, !dbg !31, !tbaa !20
  %23 = fdiv contract float %19, %22, !dbg !32
  store float %23, ptr %9, align 4, !dbg !33, !tbaa !20
  br label %24, !dbg !34

24:                                               ; preds = %21, %17
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %25 = icmp ugt i32 %4, %18, !dbg !36
  br i1 %25, label %26, label %36, !dbg !37

26:                                               ; preds = %24
  %27 = zext nneg i32 %18 to i64
  %28 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18b_trisolve_uniformE1x to ptr), i64 0, i64 %27
  %29 = add nuw nsw i32 %18, %8
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4, !dbg !38, !tbaa !20
  %33 = load float, ptr %28, align 4, !dbg !39, !tbaa !20
  %34 = fmul contract float %32, %33, !dbg !40
  %35 = fsub contract float %19, %34, !dbg !41
  br label %36, !dbg !42

36:                                               ; preds = %24, %26
  %37 = phi float [ %35, %26 ], [ %19, %24 ], !dbg !43
  %38 = or disjoint i32 %18, 1, !dbg !44
  %39 = icmp eq i32 %4, %38, !dbg !29
  br i1 %39, label %40, label %43, !dbg !30

40:                                               ; preds = %36
  %41 = load float, ptr %12, align 4, !dbg !31, !tbaa !20
  %42 = fdiv contract float %37, %41, !dbg !32
  store float %42, ptr %9, align 4, !dbg !33, !tbaa !20
  br label %43, !dbg !34

43:                                               ; preds = %40, %36
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %44 = icmp ugt i32 %4, %38, !dbg !36
  br i1 %44, label %45, label %55, !dbg !37

45:                                               ; preds = %43
  %46 = zext nneg i32 %38 to i64
  %47 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18b_trisolve_uniformE1x to ptr), i64 0, i64 %46
  %48 = add nuw nsw i32 %38, %8
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %1, i64 %49
  %51 = load float, ptr %50, align 4, !dbg !38, !tbaa !20
  %52 = load float, ptr %47, align 4, !dbg !39, !tbaa !20
  %53 = fmul contract float %51, %52, !dbg !40
  %54 = fsub contract float %37, %53, !dbg !41
  br label %55, !dbg !42

55:                                               ; preds = %45, %43
  %56 = phi float [ %54, %45 ], [ %37, %43 ], !dbg !43
  %57 = add nuw nsw i32 %18, 2, !dbg !44
  %58 = icmp eq i32 %57, 64, !dbg !45
  br i1 %58, label %13, label %17, !dbg !24, !llvm.loop !46
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

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
!7 = !DIFile(filename: "b-barrier-divergence-010.cu", directory: ".")
!8 = !{ptr @b_trisolve_uniform, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_trisolve_uniform", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 17, scope: !12)
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C++ TBAA"}
!24 = !DILocation(line: 14, column: 5, scope: !12)
!25 = !DILocation(line: 19, column: 15, scope: !12)
!26 = !DILocation(line: 19, column: 5, scope: !12)
!27 = !DILocation(line: 19, column: 13, scope: !12)
!28 = !DILocation(line: 20, column: 1, scope: !12)
!29 = !DILocation(line: 15, column: 15, scope: !12)
!30 = !DILocation(line: 15, column: 13, scope: !12)
!31 = !DILocation(line: 15, column: 34, scope: !12)
!32 = !DILocation(line: 15, column: 32, scope: !12)
!33 = !DILocation(line: 15, column: 26, scope: !12)
!34 = !DILocation(line: 15, column: 21, scope: !12)
!35 = !DILocation(line: 16, column: 9, scope: !12)
!36 = !DILocation(line: 17, column: 15, scope: !12)
!37 = !DILocation(line: 17, column: 13, scope: !12)
!38 = !DILocation(line: 17, column: 27, scope: !12)
!39 = !DILocation(line: 17, column: 43, scope: !12)
!40 = !DILocation(line: 17, column: 41, scope: !12)
!41 = !DILocation(line: 17, column: 24, scope: !12)
!42 = !DILocation(line: 17, column: 20, scope: !12)
!43 = !DILocation(line: 0, scope: !12)
!44 = !DILocation(line: 14, column: 29, scope: !12)
!45 = !DILocation(line: 14, column: 23, scope: !12)
!46 = distinct !{!46, !24, !47, !48}
!47 = !DILocation(line: 18, column: 5, scope: !12)
!48 = !{!"llvm.loop.mustprogress"}
