; ModuleID = 'c-barrier-divergence-003.cu'
source_filename = "c-barrier-divergence-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ28c_return_inside_barrier_loopE1s = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @c_return_inside_barrier_loop(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = icmp sgt i32 %2, 0, !dbg !19
  br i1 %5, label %6, label %50, !dbg !20

6:                                                ; preds = %3
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %7, %2
  %9 = zext nneg i32 %4 to i64
  %10 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28c_return_inside_barrier_loopE1s to ptr), i64 0, i64 %9
  %11 = add nuw nsw i32 %4, 1
  %12 = and i32 %11, 63
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28c_return_inside_barrier_loopE1s to ptr), i64 0, i64 %13
  %15 = shl i32 %8, 6, !dbg !21
  %16 = add i32 %15, %4, !dbg !22
  %17 = zext i32 %16 to i64, !dbg !23
  %18 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !23
  %19 = load float, ptr %18, align 4, !dbg !23, !tbaa !24
  store float %19, ptr %10, align 4, !dbg !28, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !29
  %20 = load float, ptr %14, align 4, !dbg !30, !tbaa !24
  %21 = fadd contract float %20, 0.000000e+00, !dbg !31
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %22 = icmp ne i32 %2, 1, !dbg !19
  %23 = icmp eq i32 %2, 1, !dbg !19
  br i1 %23, label %50, label %24, !dbg !20

24:                                               ; preds = %6
  %25 = icmp eq i32 %4, 5
  %26 = shl i32 %8, 6, !dbg !21
  %27 = add i32 %26, 64, !dbg !21
  %28 = add i32 %27, %4, !dbg !22
  %29 = zext i32 %28 to i64, !dbg !23
  %30 = getelementptr inbounds float, ptr %0, i64 %29, !dbg !23
  %31 = load float, ptr %30, align 4, !dbg !23, !tbaa !24
  store float %31, ptr %10, align 4, !dbg !28, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !29
  %32 = load float, ptr %14, align 4, !dbg !30, !tbaa !24
  %33 = fadd contract float %21, %32, !dbg !31
  br i1 %25, label %50, label %34, !dbg !33

34:                                               ; preds = %24
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %35 = icmp ugt i32 %2, 2, !dbg !19
  %36 = icmp eq i32 %2, 2, !dbg !19
  br i1 %36, label %50, label %37, !dbg !20

37:                                               ; preds = %34, %37
  %38 = phi i32 [ %48, %37 ], [ 2, %34 ]
  %39 = phi float [ %47, %37 ], [ %33, %34 ]
  %40 = add i32 %38, %8, !dbg !34
  %41 = shl i32 %40, 6, !dbg !21
  %42 = add i32 %41, %4, !dbg !22
  %43 = zext i32 %42 to i64, !dbg !23
  %44 = getelementptr inbounds float, ptr %0, i64 %43, !dbg !23
  %45 = load float, ptr %44, align 4, !dbg !23, !tbaa !24
  store float %45, ptr %10, align 4, !dbg !28, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !29
  %46 = load float, ptr %14, align 4, !dbg !30, !tbaa !24
  %47 = fadd contract float %39, %46, !dbg !31
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %48 = add nuw nsw i32 %38, 1, !dbg !35
  %49 = icmp eq i32 %48, %2, !dbg !19
  br i1 %49, label %50, label %37, !dbg !20, !llvm.loop !36

50:                                               ; preds = %37, %6, %24, %34, %3
  %51 = phi i1 [ false, %3 ], [ %22, %6 ], [ %22, %24 ], [ %35, %34 ], [ false, %37 ], !dbg !19
  %52 = phi float [ 0.000000e+00, %3 ], [ %21, %6 ], [ %33, %24 ], [ %33, %34 ], [ %47, %37 ], !dbg !40
  br i1 %51, label %59, label %53

53:                                               ; preds = %50
  %54 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %55 = shl i32 %54, 6
  %56 = add i32 %55, %4
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %1, i64 %57
  store float %52, ptr %58, align 4, !dbg !41, !tbaa !24
  br label %59, !dbg !42

59:                                               ; preds = %50, %53
  ret void, !dbg !42
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
!7 = !DIFile(filename: "c-barrier-divergence-003.cu", directory: ".")
!8 = !{ptr @c_return_inside_barrier_loop, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "c_return_inside_barrier_loop", scope: !7, file: !7, line: 5, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 18, scope: !12)
!19 = !DILocation(line: 10, column: 23, scope: !12)
!20 = !DILocation(line: 10, column: 5, scope: !12)
!21 = !DILocation(line: 11, column: 45, scope: !12)
!22 = !DILocation(line: 11, column: 50, scope: !12)
!23 = !DILocation(line: 11, column: 16, scope: !12)
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !DILocation(line: 11, column: 14, scope: !12)
!29 = !DILocation(line: 12, column: 9, scope: !12)
!30 = !DILocation(line: 13, column: 16, scope: !12)
!31 = !DILocation(line: 13, column: 13, scope: !12)
!32 = !DILocation(line: 16, column: 9, scope: !12)
!33 = !DILocation(line: 14, column: 20, scope: !12)
!34 = !DILocation(line: 11, column: 40, scope: !12)
!35 = !DILocation(line: 10, column: 33, scope: !12)
!36 = distinct !{!36, !20, !37, !38, !39}
!37 = !DILocation(line: 17, column: 5, scope: !12)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !{!"llvm.loop.peeled.count", i32 2}
!40 = !DILocation(line: 0, scope: !12)
!41 = !DILocation(line: 18, column: 30, scope: !12)
!42 = !DILocation(line: 19, column: 1, scope: !12)
