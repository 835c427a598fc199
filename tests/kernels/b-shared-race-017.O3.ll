; ModuleID = 'b-shared-race-017.cu'
source_filename = "b-shared-race-017.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21b_stencil1d_nobarrierE1s = internal unnamed_addr addrspace(3) global [134 x float] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define dso_local void @b_stencil1d_nobarrier(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = shl i32 %4, 7, !dbg !22
  %6 = add i32 %5, %3, !dbg !23
  %7 = add i32 %6, 3, !dbg !24
  %8 = sext i32 %7 to i64, !dbg !25
  %9 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !25
  %10 = load float, ptr %9, align 4, !dbg !25, !tbaa !26
  %11 = add nuw nsw i32 %3, 3, !dbg !30
  %12 = zext nneg i32 %11 to i64, !dbg !31
  %13 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil1d_nobarrierE1s to ptr), i64 0, i64 %12, !dbg !31
  store float %10, ptr %13, align 4, !dbg !32, !tbaa !26
  %14 = icmp ult i32 %3, 3, !dbg !33
  br i1 %14, label %15, label %28, !dbg !34

15:                                               ; preds = %2
  %16 = sext i32 %6 to i64, !dbg !35
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !35
  %18 = load float, ptr %17, align 4, !dbg !35, !tbaa !26
  %19 = zext nneg i32 %3 to i64, !dbg !36
  %20 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil1d_nobarrierE1s to ptr), i64 0, i64 %19, !dbg !36
  store float %18, ptr %20, align 4, !dbg !37, !tbaa !26
  %21 = add i32 %6, 131, !dbg !38
  %22 = sext i32 %21 to i64, !dbg !39
  %23 = getelementptr inbounds float, ptr %1, i64 %22, !dbg !39
  %24 = load float, ptr %23, align 4, !dbg !39, !tbaa !26
  %25 = add nuw nsw i32 %3, 131, !dbg !40
  %26 = zext nneg i32 %25 to i64, !dbg !41
  %27 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil1d_nobarrierE1s to ptr), i64 0, i64 %26, !dbg !41
  store float %24, ptr %27, align 4, !dbg !42, !tbaa !26
  br label %28, !dbg !43

28:                                               ; preds = %15, %2
  %29 = zext nneg i32 %3 to i64, !dbg !44
  %30 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil1d_nobarrierE1s to ptr), i64 0, i64 %29, !dbg !44
  %31 = load float, ptr %30, align 4, !dbg !44, !tbaa !26
  %32 = fadd contract float %31, 0.000000e+00, !dbg !45
  %33 = add nuw nsw i32 %3, 1, !dbg !46
  %34 = zext nneg i32 %33 to i64, !dbg !44
  %35 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil1d_nobarrierE1s to ptr), i64 0, i64 %34, !dbg !44
  %36 = load float, ptr %35, align 4, !dbg !44, !tbaa !26
  %37 = fadd contract float %32, %36, !dbg !45
  %38 = add nuw nsw i32 %3, 2, !dbg !46
  %39 = zext nneg i32 %38 to i64, !dbg !44
  %40 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil1d_nobarrierE1s to ptr), i64 0, i64 %39, !dbg !44
  %41 = load float, ptr %40, align 4, !dbg !44, !tbaa !26
  %42 = fadd contract float %37, %41, !dbg !45
  %43 = zext nneg i32 %11 to i64, !dbg !44
  %44 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil1d_nobarrierE1s to ptr), i64 0, i64 %43, !dbg !44
  %45 = load float, ptr %44, align 4, !dbg !44, !tbaa !26
  %46 = fadd contract float %42, %45, !dbg !45
  %47 = add nuw nsw i32 %3, 4, !dbg !46
  %48 = zext nneg i32 %47 to i64, !dbg !44
  %49 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil1d_nobarrierE1s to ptr), i64 0, i64 %48, !dbg !44
  %50 = load float, ptr %49, align 4, !dbg !44, !tbaa !26
  %51 = fadd contract float %46, %50, !dbg !45
  %52 = add nuw nsw i32 %3, 5, !dbg !46
  %53 = zext nneg i32 %52 to i64, !dbg !44
  %54 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil1d_nobarrierE1s to ptr), i64 0, i64 %53, !dbg !44
  %55 = load float, ptr %54, align 4, !dbg !44, !tbaa !26
  %56 = fadd contract float %51, %55, !dbg !45
  %57 = add nuw nsw i32 %3, 6, !dbg !46
  %58 = zext nneg i32 %57 to i64, !dbg !44
  %59 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil1d_nobarrierE1s to ptr), i64 0, i64 %58, !dbg !44
  %60 = load float, ptr %59, align 4, !dbg !44, !tbaa !26
  %61 = fadd contract float %56, %60, !dbg !45
  %62 = zext i32 %6 to i64, !dbg !47
  %63 = getelementptr inbounds float, ptr %0, i64 %62, !dbg !47
  store float %61, ptr %63, align 4, !dbg !48, !tbaa !26
  ret void, !dbg !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "b-shared-race-017.cu", directory: ".")
!8 = !{ptr @b_stencil1d_nobarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_stencil1d_nobarrier", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 13, column: 13, scope: !12)
!22 = !DILocation(line: 13, column: 24, scope: !12)
!23 = !DILocation(line: 13, column: 28, scope: !12)
!24 = !DILocation(line: 13, column: 32, scope: !12)
!25 = !DILocation(line: 14, column: 16, scope: !12)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 14, column: 9, scope: !12)
!31 = !DILocation(line: 14, column: 5, scope: !12)
!32 = !DILocation(line: 14, column: 14, scope: !12)
!33 = !DILocation(line: 15, column: 11, scope: !12)
!34 = !DILocation(line: 15, column: 9, scope: !12)
!35 = !DILocation(line: 16, column: 16, scope: !12)
!36 = !DILocation(line: 16, column: 9, scope: !12)
!37 = !DILocation(line: 16, column: 14, scope: !12)
!38 = !DILocation(line: 17, column: 29, scope: !12)
!39 = !DILocation(line: 17, column: 24, scope: !12)
!40 = !DILocation(line: 17, column: 17, scope: !12)
!41 = !DILocation(line: 17, column: 9, scope: !12)
!42 = !DILocation(line: 17, column: 22, scope: !12)
!43 = !DILocation(line: 18, column: 5, scope: !12)
!44 = !DILocation(line: 22, column: 14, scope: !12)
!45 = !DILocation(line: 22, column: 11, scope: !12)
!46 = !DILocation(line: 22, column: 22, scope: !12)
!47 = !DILocation(line: 23, column: 5, scope: !12)
!48 = !DILocation(line: 23, column: 29, scope: !12)
!49 = !DILocation(line: 24, column: 1, scope: !12)
