; ModuleID = 'b-shared-race-019.cu'
source_filename = "b-shared-race-019.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ30b_stencil1d_halo_cond_offbyoneE1s = internal unnamed_addr addrspace(3) global [134 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_stencil1d_halo_cond_offbyone(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !12 {
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
  %13 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30b_stencil1d_halo_cond_offbyoneE1s to ptr), i64 0, i64 %12, !dbg !31
  store float %10, ptr %13, align 4, !dbg !32, !tbaa !26
  %14 = icmp ult i32 %3, 3, !dbg !33
  br i1 %14, label %15, label %21, !dbg !34

15:                                               ; preds = %2
  %16 = zext nneg i32 %3 to i64
  %17 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30b_stencil1d_halo_cond_offbyoneE1s to ptr), i64 0, i64 %16
  %18 = sext i32 %6 to i64
  %19 = getelementptr inbounds float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4, !dbg !35, !tbaa !26
  store float %20, ptr %17, align 4, !dbg !36, !tbaa !26
  br label %21, !dbg !37

21:                                               ; preds = %15, %2
  %22 = icmp ugt i32 %3, 123, !dbg !38
  br i1 %22, label %23, label %31, !dbg !39

23:                                               ; preds = %21
  %24 = add nuw nsw i32 %3, 6
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30b_stencil1d_halo_cond_offbyoneE1s to ptr), i64 0, i64 %25
  %27 = add i32 %6, 6
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4, !dbg !40, !tbaa !26
  store float %30, ptr %26, align 4, !dbg !41, !tbaa !26
  br label %31, !dbg !42

31:                                               ; preds = %23, %21
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %32 = zext nneg i32 %3 to i64, !dbg !44
  %33 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30b_stencil1d_halo_cond_offbyoneE1s to ptr), i64 0, i64 %32, !dbg !44
  %34 = load float, ptr %33, align 4, !dbg !44, !tbaa !26
  %35 = fadd contract float %34, 0.000000e+00, !dbg !45
  %36 = add nuw nsw i32 %3, 1, !dbg !46
  %37 = zext nneg i32 %36 to i64, !dbg !44
  %38 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30b_stencil1d_halo_cond_offbyoneE1s to ptr), i64 0, i64 %37, !dbg !44
  %39 = load float, ptr %38, align 4, !dbg !44, !tbaa !26
  %40 = fadd contract float %35, %39, !dbg !45
  %41 = add nuw nsw i32 %3, 2, !dbg !46
  %42 = zext nneg i32 %41 to i64, !dbg !44
  %43 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30b_stencil1d_halo_cond_offbyoneE1s to ptr), i64 0, i64 %42, !dbg !44
  %44 = load float, ptr %43, align 4, !dbg !44, !tbaa !26
  %45 = fadd contract float %40, %44, !dbg !45
  %46 = zext nneg i32 %11 to i64, !dbg !44
  %47 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30b_stencil1d_halo_cond_offbyoneE1s to ptr), i64 0, i64 %46, !dbg !44
  %48 = load float, ptr %47, align 4, !dbg !44, !tbaa !26
  %49 = fadd contract float %45, %48, !dbg !45
  %50 = add nuw nsw i32 %3, 4, !dbg !46
  %51 = zext nneg i32 %50 to i64, !dbg !44
  %52 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30b_stencil1d_halo_cond_offbyoneE1s to ptr), i64 0, i64 %51, !dbg !44
  %53 = load float, ptr %52, align 4, !dbg !44, !tbaa !26
  %54 = fadd contract float %49, %53, !dbg !45
  %55 = add nuw nsw i32 %3, 5, !dbg !46
  %56 = zext nneg i32 %55 to i64, !dbg !44
  %57 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30b_stencil1d_halo_cond_offbyoneE1s to ptr), i64 0, i64 %56, !dbg !44
  %58 = load float, ptr %57, align 4, !dbg !44, !tbaa !26
  %59 = fadd contract float %54, %58, !dbg !45
  %60 = add nuw nsw i32 %3, 6, !dbg !46
  %61 = zext nneg i32 %60 to i64, !dbg !44
  %62 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30b_stencil1d_halo_cond_offbyoneE1s to ptr), i64 0, i64 %61, !dbg !44
  %63 = load float, ptr %62, align 4, !dbg !44, !tbaa !26
  %64 = fadd contract float %59, %63, !dbg !45
  %65 = zext i32 %6 to i64, !dbg !47
  %66 = getelementptr inbounds float, ptr %0, i64 %65, !dbg !47
  store float %64, ptr %66, align 4, !dbg !48, !tbaa !26
  ret void, !dbg !49
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
!7 = !DIFile(filename: "b-shared-race-019.cu", directory: ".")
!8 = !{ptr @b_stencil1d_halo_cond_offbyone, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_stencil1d_halo_cond_offbyone", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 14, column: 13, scope: !12)
!22 = !DILocation(line: 14, column: 24, scope: !12)
!23 = !DILocation(line: 14, column: 28, scope: !12)
!24 = !DILocation(line: 14, column: 32, scope: !12)
!25 = !DILocation(line: 15, column: 16, scope: !12)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 15, column: 9, scope: !12)
!31 = !DILocation(line: 15, column: 5, scope: !12)
!32 = !DILocation(line: 15, column: 14, scope: !12)
!33 = !DILocation(line: 16, column: 11, scope: !12)
!34 = !DILocation(line: 16, column: 9, scope: !12)
!35 = !DILocation(line: 17, column: 16, scope: !12)
!36 = !DILocation(line: 17, column: 14, scope: !12)
!37 = !DILocation(line: 17, column: 9, scope: !12)
!38 = !DILocation(line: 18, column: 11, scope: !12)
!39 = !DILocation(line: 18, column: 9, scope: !12)
!40 = !DILocation(line: 19, column: 24, scope: !12)
!41 = !DILocation(line: 19, column: 22, scope: !12)
!42 = !DILocation(line: 19, column: 9, scope: !12)
!43 = !DILocation(line: 20, column: 5, scope: !12)
!44 = !DILocation(line: 23, column: 14, scope: !12)
!45 = !DILocation(line: 23, column: 11, scope: !12)
!46 = !DILocation(line: 23, column: 22, scope: !12)
!47 = !DILocation(line: 24, column: 5, scope: !12)
!48 = !DILocation(line: 24, column: 29, scope: !12)
!49 = !DILocation(line: 25, column: 1, scope: !12)
