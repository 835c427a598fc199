; ModuleID = 'b-shared-race-020.cu'
source_filename = "b-shared-race-020.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19b_stencil1d_boundedE1s = internal unnamed_addr addrspace(3) global [260 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_stencil1d_bounded(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %7 = mul i32 %5, %6, !dbg !25
  %8 = add i32 %7, %4, !dbg !26
  %9 = icmp slt i32 %8, %2, !dbg !27
  br i1 %9, label %10, label %14, !dbg !28

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %1, i64 %11
  %13 = load float, ptr %12, align 4, !dbg !29, !tbaa !30
  br label %14, !dbg !28

14:                                               ; preds = %3, %10
  %15 = phi contract float [ %13, %10 ], [ 0.000000e+00, %3 ], !dbg !28
  %16 = add nuw nsw i32 %4, 2, !dbg !34
  %17 = zext nneg i32 %16 to i64, !dbg !35
  %18 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_stencil1d_boundedE1s to ptr), i64 0, i64 %17, !dbg !35
  store float %15, ptr %18, align 4, !dbg !36, !tbaa !30
  %19 = icmp ult i32 %4, 2, !dbg !37
  br i1 %19, label %20, label %45, !dbg !38

20:                                               ; preds = %14
  %21 = add nsw i32 %8, -2, !dbg !39
  %22 = add i32 %8, %6, !dbg !40
  %23 = icmp sgt i32 %8, 1, !dbg !41
  %24 = icmp slt i32 %21, %2
  %25 = select i1 %23, i1 %24, i1 false, !dbg !42
  br i1 %25, label %26, label %30, !dbg !42

26:                                               ; preds = %20
  %27 = zext nneg i32 %21 to i64
  %28 = getelementptr inbounds float, ptr %1, i64 %27
  %29 = load float, ptr %28, align 4, !dbg !43, !tbaa !30
  br label %30, !dbg !44

30:                                               ; preds = %20, %26
  %31 = phi contract float [ %29, %26 ], [ 0.000000e+00, %20 ], !dbg !44
  %32 = zext nneg i32 %4 to i64, !dbg !45
  %33 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_stencil1d_boundedE1s to ptr), i64 0, i64 %32, !dbg !45
  store float %31, ptr %33, align 4, !dbg !46, !tbaa !30
  %34 = icmp slt i32 %22, %2, !dbg !47
  br i1 %34, label %35, label %39, !dbg !48

35:                                               ; preds = %30
  %36 = sext i32 %22 to i64
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4, !dbg !49, !tbaa !30
  br label %39, !dbg !48

39:                                               ; preds = %30, %35
  %40 = phi contract float [ %38, %35 ], [ 0.000000e+00, %30 ], !dbg !48
  %41 = or disjoint i32 %4, 2, !dbg !50
  %42 = add nuw nsw i32 %41, %6, !dbg !51
  %43 = zext nneg i32 %42 to i64, !dbg !52
  %44 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_stencil1d_boundedE1s to ptr), i64 0, i64 %43, !dbg !52
  store float %40, ptr %44, align 4, !dbg !53, !tbaa !30
  br label %45, !dbg !54

45:                                               ; preds = %39, %14
  tail call void @llvm.nvvm.barrier0(), !dbg !55
  br i1 %9, label %46, label %72, !dbg !56

46:                                               ; preds = %45
  %47 = zext nneg i32 %4 to i64, !dbg !57
  %48 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_stencil1d_boundedE1s to ptr), i64 0, i64 %47, !dbg !57
  %49 = load float, ptr %48, align 4, !dbg !57, !tbaa !30
  %50 = fadd contract float %49, 0.000000e+00, !dbg !58
  %51 = add nuw nsw i32 %4, 1, !dbg !59
  %52 = zext nneg i32 %51 to i64, !dbg !57
  %53 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_stencil1d_boundedE1s to ptr), i64 0, i64 %52, !dbg !57
  %54 = load float, ptr %53, align 4, !dbg !57, !tbaa !30
  %55 = fadd contract float %50, %54, !dbg !58
  %56 = zext nneg i32 %16 to i64, !dbg !57
  %57 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_stencil1d_boundedE1s to ptr), i64 0, i64 %56, !dbg !57
  %58 = load float, ptr %57, align 4, !dbg !57, !tbaa !30
  %59 = fadd contract float %55, %58, !dbg !58
  %60 = add nuw nsw i32 %4, 3, !dbg !59
  %61 = zext nneg i32 %60 to i64, !dbg !57
  %62 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_stencil1d_boundedE1s to ptr), i64 0, i64 %61, !dbg !57
  %63 = load float, ptr %62, align 4, !dbg !57, !tbaa !30
  %64 = fadd contract float %59, %63, !dbg !58
  %65 = add nuw nsw i32 %4, 4, !dbg !59
  %66 = zext nneg i32 %65 to i64, !dbg !57
  %67 = getelementptr inbounds [260 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_stencil1d_boundedE1s to ptr), i64 0, i64 %66, !dbg !57
  %68 = load float, ptr %67, align 4, !dbg !57, !tbaa !30
  %69 = fadd contract float %64, %68, !dbg !58
  %70 = sext i32 %8 to i64, !dbg !60
  %71 = getelementptr inbounds float, ptr %0, i64 %70, !dbg !60
  store float %69, ptr %71, align 4, !dbg !61, !tbaa !30
  br label %72, !dbg !62

72:                                               ; preds = %46, %45
  ret void, !dbg !63
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
!7 = !DIFile(filename: "b-shared-race-020.cu", directory: ".")
!8 = !{ptr @b_stencil1d_bounded, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_stencil1d_bounded", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 14, column: 13, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 14, column: 26, scope: !12)
!25 = !DILocation(line: 14, column: 24, scope: !12)
!26 = !DILocation(line: 14, column: 37, scope: !12)
!27 = !DILocation(line: 15, column: 19, scope: !12)
!28 = !DILocation(line: 15, column: 16, scope: !12)
!29 = !DILocation(line: 15, column: 26, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 15, column: 9, scope: !12)
!35 = !DILocation(line: 15, column: 5, scope: !12)
!36 = !DILocation(line: 15, column: 14, scope: !12)
!37 = !DILocation(line: 16, column: 11, scope: !12)
!38 = !DILocation(line: 16, column: 9, scope: !12)
!39 = !DILocation(line: 17, column: 19, scope: !12)
!40 = !DILocation(line: 17, column: 30, scope: !12)
!41 = !DILocation(line: 18, column: 19, scope: !12)
!42 = !DILocation(line: 18, column: 24, scope: !12)
!43 = !DILocation(line: 18, column: 36, scope: !12)
!44 = !DILocation(line: 18, column: 16, scope: !12)
!45 = !DILocation(line: 18, column: 9, scope: !12)
!46 = !DILocation(line: 18, column: 14, scope: !12)
!47 = !DILocation(line: 19, column: 36, scope: !12)
!48 = !DILocation(line: 19, column: 33, scope: !12)
!49 = !DILocation(line: 19, column: 43, scope: !12)
!50 = !DILocation(line: 19, column: 13, scope: !12)
!51 = !DILocation(line: 19, column: 26, scope: !12)
!52 = !DILocation(line: 19, column: 9, scope: !12)
!53 = !DILocation(line: 19, column: 31, scope: !12)
!54 = !DILocation(line: 20, column: 5, scope: !12)
!55 = !DILocation(line: 21, column: 5, scope: !12)
!56 = !DILocation(line: 22, column: 9, scope: !12)
!57 = !DILocation(line: 25, column: 18, scope: !12)
!58 = !DILocation(line: 25, column: 15, scope: !12)
!59 = !DILocation(line: 25, column: 26, scope: !12)
!60 = !DILocation(line: 26, column: 9, scope: !12)
!61 = !DILocation(line: 26, column: 16, scope: !12)
!62 = !DILocation(line: 27, column: 5, scope: !12)
!63 = !DILocation(line: 28, column: 1, scope: !12)
