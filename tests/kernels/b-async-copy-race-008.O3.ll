; ModuleID = 'b-async-copy-race-008.cu'
source_filename = "b-async-copy-race-008.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ29b_cpasync_pipeline2_waitdepthE3buf = internal addrspace(3) global [2 x [128 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_cpasync_pipeline2_waitdepth(ptr nocapture noundef writeonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = zext nneg i32 %5 to i64, !dbg !22
  %7 = sext i32 %2 to i64, !dbg !23
  %8 = shl nuw nsw i64 %6, 9, !dbg !24
  %9 = mul i64 %8, %7, !dbg !25
  %10 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !25
  %11 = zext nneg i32 %4 to i64, !dbg !26
  %12 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_cpasync_pipeline2_waitdepthE3buf to ptr), i64 0, i64 %11, !dbg !26
  %13 = getelementptr inbounds float, ptr %10, i64 %11, !dbg !27
  %14 = addrspacecast ptr %12 to ptr addrspace(3), !dbg !28
  %15 = ptrtoint ptr addrspace(3) %14 to i64, !dbg !44
  %16 = trunc i64 %15 to i32, !dbg !45
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %16, ptr %13, i64 4, i64 4) #3, !dbg !46, !srcloc !47
  tail call void asm sideeffect "cp.async.commit_group;", ""() #3, !dbg !48, !srcloc !55
  %17 = icmp sgt i32 %2, 0, !dbg !56
  br i1 %17, label %18, label %22, !dbg !57

18:                                               ; preds = %3
  %19 = add nuw nsw i32 %4, 1
  %20 = and i32 %19, 127
  %21 = zext nneg i32 %20 to i64
  br label %28, !dbg !57

22:                                               ; preds = %44, %3
  %23 = phi float [ 0.000000e+00, %3 ], [ %52, %44 ], !dbg !58
  %24 = shl i32 %5, 7, !dbg !59
  %25 = add i32 %24, %4, !dbg !60
  %26 = zext i32 %25 to i64, !dbg !61
  %27 = getelementptr inbounds float, ptr %0, i64 %26, !dbg !61
  store float %23, ptr %27, align 4, !dbg !62, !tbaa !63
  ret void, !dbg !67

28:                                               ; preds = %18, %44
  %29 = phi i32 [ 0, %18 ], [ %31, %44 ]
  %30 = phi float [ 0.000000e+00, %18 ], [ %52, %44 ]
  %31 = add nuw nsw i32 %29, 1, !dbg !68
  %32 = icmp slt i32 %31, %2, !dbg !69
  br i1 %32, label %33, label %44, !dbg !70

33:                                               ; preds = %28
  %34 = and i32 %31, 1, !dbg !71
  %35 = zext nneg i32 %34 to i64, !dbg !72
  %36 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_cpasync_pipeline2_waitdepthE3buf to ptr), i64 0, i64 %35, i64 %11, !dbg !72
  %37 = shl nsw i32 %31, 7, !dbg !73
  %38 = add nuw nsw i32 %37, %4, !dbg !74
  %39 = zext nneg i32 %38 to i64, !dbg !75
  %40 = getelementptr inbounds float, ptr %10, i64 %39, !dbg !75
  %41 = addrspacecast ptr %36 to ptr addrspace(3), !dbg !76
  %42 = ptrtoint ptr addrspace(3) %41 to i64, !dbg !83
  %43 = trunc i64 %42 to i32, !dbg !84
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %43, ptr nonnull %40, i64 4, i64 4) #3, !dbg !85, !srcloc !47
  br label %44, !dbg !86

44:                                               ; preds = %33, %28
  tail call void asm sideeffect "cp.async.commit_group;", ""() #3, !dbg !87, !srcloc !55
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 2) #3, !dbg !91, !srcloc !98
  tail call void @llvm.nvvm.barrier0(), !dbg !99
  %45 = and i32 %29, 1, !dbg !100
  %46 = zext nneg i32 %45 to i64, !dbg !101
  %47 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_cpasync_pipeline2_waitdepthE3buf to ptr), i64 0, i64 %46, i64 %11, !dbg !101
  %48 = load float, ptr %47, align 4, !dbg !101, !tbaa !63
  %49 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_cpasync_pipeline2_waitdepthE3buf to ptr), i64 0, i64 %46, i64 %21, !dbg !102
  %50 = load float, ptr %49, align 4, !dbg !102, !tbaa !63
  %51 = fmul contract float %48, %50, !dbg !103
  %52 = fadd contract float %30, %51, !dbg !104
  tail call void @llvm.nvvm.barrier0(), !dbg !105
  %53 = icmp eq i32 %31, %2, !dbg !56
  br i1 %53, label %22, label %28, !dbg !57, !llvm.loop !106
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
attributes #3 = { convergent nounwind }

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
!7 = !DIFile(filename: "b-async-copy-race-008.cu", directory: ".")
!8 = !{ptr @b_cpasync_pipeline2_waitdepth, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_cpasync_pipeline2_waitdepth", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 15, column: 38, scope: !12)
!22 = !DILocation(line: 15, column: 38, scope: !12)
!23 = !DILocation(line: 15, column: 51, scope: !12)
!24 = !DILocation(line: 15, column: 49, scope: !12)
!25 = !DILocation(line: 15, column: 28, scope: !12)
!26 = !DILocation(line: 16, column: 30, scope: !12)
!27 = !DILocation(line: 16, column: 42, scope: !12)
!28 = !DILocation(line: 490, column: 18, scope: !29, inlinedAt: !31)
!29 = distinct !DISubprogram(name: "__nv_cvta_generic_to_shared_impl", scope: !30, file: !30, line: 489, type: !13, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!30 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!31 = distinct !DILocation(line: 511, column: 10, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__nvvm_get_smem_pointer", scope: !30, file: !30, line: 510, type: !13, scopeLine: 510, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!33 = distinct !DILocation(line: 190, column: 23, scope: !34, inlinedAt: !36)
!34 = distinct !DISubprogram(name: "cp_async", scope: !35, file: !35, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!35 = !DIFile(filename: "/usr/local/cuda/include/cuda_pipeline_helpers.h", directory: "")
!36 = distinct !DILocation(line: 219, column: 9, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 4UL>", scope: !35, file: !35, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!38 = distinct !DILocation(line: 292, column: 5, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 4UL>", scope: !35, file: !35, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!40 = distinct !DILocation(line: 103, column: 18, scope: !41, inlinedAt: !43)
!41 = distinct !DISubprogram(name: "__pipeline_memcpy_async", scope: !42, file: !42, line: 56, type: !13, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = !DIFile(filename: "/usr/local/cuda/include/cuda_pipeline_primitives.h", directory: "")
!43 = distinct !DILocation(line: 16, column: 5, scope: !12)
!44 = !DILocation(line: 490, column: 10, scope: !29, inlinedAt: !31)
!45 = !DILocation(line: 511, column: 10, scope: !32, inlinedAt: !33)
!46 = !DILocation(line: 188, column: 13, scope: !34, inlinedAt: !36)
!47 = !{i64 6243826}
!48 = !DILocation(line: 225, column: 9, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "pipeline_commit", scope: !35, file: !35, line: 223, type: !13, scopeLine: 224, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!50 = distinct !DILocation(line: 298, column: 5, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "pipeline_commit", scope: !35, file: !35, line: 296, type: !13, scopeLine: 297, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!52 = distinct !DILocation(line: 119, column: 5, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "__pipeline_commit", scope: !42, file: !42, line: 117, type: !13, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!54 = distinct !DILocation(line: 17, column: 5, scope: !12)
!55 = !{i64 6245378}
!56 = !DILocation(line: 19, column: 23, scope: !12)
!57 = !DILocation(line: 19, column: 5, scope: !12)
!58 = !DILocation(line: 0, scope: !12)
!59 = !DILocation(line: 28, column: 20, scope: !12)
!60 = !DILocation(line: 28, column: 24, scope: !12)
!61 = !DILocation(line: 28, column: 5, scope: !12)
!62 = !DILocation(line: 28, column: 29, scope: !12)
!63 = !{!64, !64, i64 0}
!64 = !{!"float", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C++ TBAA"}
!67 = !DILocation(line: 29, column: 1, scope: !12)
!68 = !DILocation(line: 20, column: 15, scope: !12)
!69 = !DILocation(line: 20, column: 19, scope: !12)
!70 = !DILocation(line: 20, column: 13, scope: !12)
!71 = !DILocation(line: 21, column: 50, scope: !12)
!72 = !DILocation(line: 21, column: 38, scope: !12)
!73 = !DILocation(line: 21, column: 73, scope: !12)
!74 = !DILocation(line: 21, column: 77, scope: !12)
!75 = !DILocation(line: 21, column: 60, scope: !12)
!76 = !DILocation(line: 490, column: 18, scope: !29, inlinedAt: !77)
!77 = distinct !DILocation(line: 511, column: 10, scope: !32, inlinedAt: !78)
!78 = distinct !DILocation(line: 190, column: 23, scope: !34, inlinedAt: !79)
!79 = distinct !DILocation(line: 219, column: 9, scope: !37, inlinedAt: !80)
!80 = distinct !DILocation(line: 292, column: 5, scope: !39, inlinedAt: !81)
!81 = distinct !DILocation(line: 103, column: 18, scope: !41, inlinedAt: !82)
!82 = distinct !DILocation(line: 21, column: 13, scope: !12)
!83 = !DILocation(line: 490, column: 10, scope: !29, inlinedAt: !77)
!84 = !DILocation(line: 511, column: 10, scope: !32, inlinedAt: !78)
!85 = !DILocation(line: 188, column: 13, scope: !34, inlinedAt: !79)
!86 = !DILocation(line: 21, column: 13, scope: !12)
!87 = !DILocation(line: 225, column: 9, scope: !49, inlinedAt: !88)
!88 = distinct !DILocation(line: 298, column: 5, scope: !51, inlinedAt: !89)
!89 = distinct !DILocation(line: 119, column: 5, scope: !53, inlinedAt: !90)
!90 = distinct !DILocation(line: 22, column: 9, scope: !12)
!91 = !DILocation(line: 232, column: 9, scope: !92, inlinedAt: !93)
!92 = distinct !DISubprogram(name: "pipeline_wait_prior<2U>", scope: !35, file: !35, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!93 = distinct !DILocation(line: 305, column: 5, scope: !94, inlinedAt: !95)
!94 = distinct !DISubprogram(name: "pipeline_wait_prior<2U>", scope: !35, file: !35, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!95 = distinct !DILocation(line: 128, column: 15, scope: !96, inlinedAt: !97)
!96 = distinct !DISubprogram(name: "__pipeline_wait_prior", scope: !42, file: !42, line: 123, type: !13, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!97 = distinct !DILocation(line: 23, column: 9, scope: !12)
!98 = !{i64 6245532}
!99 = !DILocation(line: 24, column: 9, scope: !12)
!100 = !DILocation(line: 25, column: 22, scope: !12)
!101 = !DILocation(line: 25, column: 16, scope: !12)
!102 = !DILocation(line: 25, column: 32, scope: !12)
!103 = !DILocation(line: 25, column: 30, scope: !12)
!104 = !DILocation(line: 25, column: 13, scope: !12)
!105 = !DILocation(line: 26, column: 9, scope: !12)
!106 = distinct !{!106, !57, !107, !108}
!107 = !DILocation(line: 27, column: 5, scope: !12)
!108 = !{!"llvm.loop.mustprogress"}
