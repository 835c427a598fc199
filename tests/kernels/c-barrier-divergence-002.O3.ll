; ModuleID = 'c-barrier-divergence-002.cu'
source_filename = "c-barrier-divergence-002.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ30c_barrier_after_loop_in_branchE1s = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @c_barrier_after_loop_in_branch(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = zext nneg i32 %4 to i64, !dbg !19
  %6 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30c_barrier_after_loop_in_branchE1s to ptr), i64 0, i64 %5, !dbg !19
  store float 0.000000e+00, ptr %6, align 4, !dbg !20, !tbaa !21
  %7 = icmp ult i32 %4, 16, !dbg !25
  br i1 %7, label %8, label %90, !dbg !26

8:                                                ; preds = %3
  %9 = icmp sgt i32 %2, 0, !dbg !27
  br i1 %9, label %10, label %33, !dbg !28

10:                                               ; preds = %8
  %11 = mul i32 %4, %2
  %12 = and i32 %2, 7, !dbg !28
  %13 = icmp ult i32 %2, 8, !dbg !28
  br i1 %13, label %16, label %14, !dbg !28

14:                                               ; preds = %10
  %15 = and i32 %2, 2147483640, !dbg !28
  br label %36, !dbg !28

16:                                               ; preds = %36, %10
  %17 = phi float [ poison, %10 ], [ %86, %36 ]
  %18 = phi i32 [ 0, %10 ], [ %87, %36 ]
  %19 = phi float [ 0.000000e+00, %10 ], [ %86, %36 ]
  %20 = icmp eq i32 %12, 0, !dbg !28
  br i1 %20, label %33, label %21, !dbg !28

21:                                               ; preds = %16, %21
  %22 = phi i32 [ %30, %21 ], [ %18, %16 ]
  %23 = phi float [ %29, %21 ], [ %19, %16 ]
  %24 = phi i32 [ %31, %21 ], [ 0, %16 ]
  %25 = add i32 %22, %11, !dbg !29
  %26 = zext i32 %25 to i64, !dbg !30
  %27 = getelementptr inbounds float, ptr %0, i64 %26, !dbg !30
  %28 = load float, ptr %27, align 4, !dbg !30, !tbaa !21
  %29 = fadd contract float %23, %28, !dbg !31
  %30 = add nuw nsw i32 %22, 1, !dbg !32
  %31 = add i32 %24, 1, !dbg !28
  %32 = icmp eq i32 %31, %12, !dbg !28
  br i1 %32, label %33, label %21, !dbg !28, !llvm.loop !33

33:                                               ; preds = %16, %21, %8
  %34 = phi float [ 0.000000e+00, %8 ], [ %17, %16 ], [ %29, %21 ], !dbg !35
  store float %34, ptr %6, align 4, !dbg !36, !tbaa !21
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %35 = load float, ptr %6, align 4, !dbg !38, !tbaa !21
  br label %90, !dbg !39

36:                                               ; preds = %36, %14
  %37 = phi i32 [ 0, %14 ], [ %87, %36 ]
  %38 = phi float [ 0.000000e+00, %14 ], [ %86, %36 ]
  %39 = phi i32 [ 0, %14 ], [ %88, %36 ]
  %40 = add i32 %37, %11, !dbg !29
  %41 = zext i32 %40 to i64, !dbg !30
  %42 = getelementptr inbounds float, ptr %0, i64 %41, !dbg !30
  %43 = load float, ptr %42, align 4, !dbg !30, !tbaa !21
  %44 = fadd contract float %38, %43, !dbg !31
  %45 = or disjoint i32 %37, 1, !dbg !32
  %46 = add i32 %45, %11, !dbg !29
  %47 = zext i32 %46 to i64, !dbg !30
  %48 = getelementptr inbounds float, ptr %0, i64 %47, !dbg !30
  %49 = load float, ptr %48, align 4, !dbg !30, !tbaa !21
  %50 = fadd contract float %44, %49, !dbg !31
  %51 = or disjoint i32 %37, 2, !dbg !32
  %52 = add i32 %51, %11, !dbg !29
  %53 = zext i32 %52 to i64, !dbg !30
  %54 = getelementptr inbounds float, ptr %0, i64 %53, !dbg !30
  %55 = load float, ptr %54, align 4, !dbg !30, !tbaa !21
  %56 = fadd contract float %50, %55, !dbg !31
  %57 = or disjoint i32 %37, 3, !dbg !32
  %58 = add i32 %57, %11, !dbg !29
  %59 = zext i32 %58 to i64, !dbg !30
  %60 = getelementptr inbounds float, ptr %0, i64 %59, !dbg !30
  %61 = load float, ptr %60, align 4, !dbg !30, !tbaa !21
  %62 = fadd contract float %56, %61, !dbg !31
  %63 = or disjoint i32 %37, 4, !dbg !32
  %64 = add i32 %63, %11, !dbg !29
  %65 = zext i32 %64 to i64, !dbg !30
  %66 = getelementptr inbounds float, ptr %0, i64 %65, !dbg !30
  %67 = load float, ptr %66, align 4, !dbg !30, !tbaa !21
  %68 = fadd contract float %62, %67, !dbg !31
  %69 = or disjoint i32 %37, 5, !dbg !32
  %70 = add i32 %69, %11, !dbg !29
  %71 = zext i32 %70 to i64, !dbg !30
  %72 = getelementptr inbounds float, ptr %0, i64 %71, !dbg !30
  %73 = load float, ptr %72, align 4, !dbg !30, !tbaa !21
  %74 = fadd contract float %68, %73, !dbg !31
  %75 = or disjoint i32 %37, 6, !dbg !32
  %76 = add i32 %75, %11, !dbg !29
  %77 = zext i32 %76 to i64, !dbg !30
  %78 = getelementptr inbounds float, ptr %0, i64 %77, !dbg !30
  %79 = load float, ptr %78, align 4, !dbg !30, !tbaa !21
  %80 = fadd contract float %74, %79, !dbg !31
  %81 = or disjoint i32 %37, 7, !dbg !32
  %82 = add i32 %81, %11, !dbg !29
  %83 = zext i32 %82 to i64, !dbg !30
  %84 = getelementptr inbounds float, ptr %0, i64 %83, !dbg !30
  %85 = load float, ptr %84, align 4, !dbg !30, !tbaa !21
  %86 = fadd contract float %80, %85, !dbg !31
  %87 = add nuw nsw i32 %37, 8, !dbg !32
  %88 = add i32 %39, 8, !dbg !28
  %89 = icmp eq i32 %88, %15, !dbg !28
  br i1 %89, label %16, label %36, !dbg !28, !llvm.loop !40

90:                                               ; preds = %33, %3
  %91 = phi float [ %35, %33 ], [ 0.000000e+00, %3 ], !dbg !38
  %92 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !43
  %93 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !46
  %94 = mul i32 %92, %93, !dbg !49
  %95 = add i32 %94, %4, !dbg !50
  %96 = zext i32 %95 to i64, !dbg !51
  %97 = getelementptr inbounds float, ptr %1, i64 %96, !dbg !51
  store float %91, ptr %97, align 4, !dbg !52, !tbaa !21
  ret void, !dbg !53
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "c-barrier-divergence-002.cu", directory: ".")
!8 = !{ptr @c_barrier_after_loop_in_branch, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "c_barrier_after_loop_in_branch", scope: !7, file: !7, line: 5, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 18, scope: !12)
!19 = !DILocation(line: 9, column: 5, scope: !12)
!20 = !DILocation(line: 9, column: 10, scope: !12)
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C++ TBAA"}
!25 = !DILocation(line: 10, column: 11, scope: !12)
!26 = !DILocation(line: 10, column: 9, scope: !12)
!27 = !DILocation(line: 12, column: 27, scope: !12)
!28 = !DILocation(line: 12, column: 9, scope: !12)
!29 = !DILocation(line: 13, column: 29, scope: !12)
!30 = !DILocation(line: 13, column: 20, scope: !12)
!31 = !DILocation(line: 13, column: 17, scope: !12)
!32 = !DILocation(line: 12, column: 32, scope: !12)
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = !DILocation(line: 0, scope: !12)
!36 = !DILocation(line: 14, column: 14, scope: !12)
!37 = !DILocation(line: 15, column: 9, scope: !12)
!38 = !DILocation(line: 17, column: 40, scope: !12)
!39 = !DILocation(line: 16, column: 5, scope: !12)
!40 = distinct !{!40, !28, !41, !42}
!41 = !DILocation(line: 13, column: 32, scope: !12)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !DILocation(line: 66, column: 3, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!45 = distinct !DILocation(line: 17, column: 9, scope: !12)
!46 = !DILocation(line: 79, column: 3, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!48 = distinct !DILocation(line: 17, column: 22, scope: !12)
!49 = !DILocation(line: 17, column: 20, scope: !12)
!50 = !DILocation(line: 17, column: 33, scope: !12)
!51 = !DILocation(line: 17, column: 5, scope: !12)
!52 = !DILocation(line: 17, column: 38, scope: !12)
!53 = !DILocation(line: 18, column: 1, scope: !12)
