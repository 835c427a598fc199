; ModuleID = 'b-async-copy-race-003.cu'
source_filename = "b-async-copy-race-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ24b_cpasync_wait_nobarrierE1s = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_cpasync_wait_nobarrier(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = shl i32 %4, 8, !dbg !22
  %6 = add i32 %5, %3, !dbg !23
  %7 = zext nneg i32 %3 to i64, !dbg !24
  %8 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24b_cpasync_wait_nobarrierE1s to ptr), i64 0, i64 %7, !dbg !24
  %9 = sext i32 %6 to i64, !dbg !25
  %10 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !25
  %11 = addrspacecast ptr %8 to ptr addrspace(3), !dbg !26
  %12 = ptrtoint ptr addrspace(3) %11 to i64, !dbg !42
  %13 = trunc i64 %12 to i32, !dbg !43
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %13, ptr %10, i64 4, i64 4) #2, !dbg !44, !srcloc !45
  tail call void asm sideeffect "cp.async.commit_group;", ""() #2, !dbg !46, !srcloc !53
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #2, !dbg !54, !srcloc !61
  %14 = load float, ptr %8, align 4, !dbg !62, !tbaa !63
  %15 = add nuw nsw i32 %3, 1, !dbg !67
  %16 = and i32 %15, 255, !dbg !67
  %17 = zext nneg i32 %16 to i64, !dbg !68
  %18 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24b_cpasync_wait_nobarrierE1s to ptr), i64 0, i64 %17, !dbg !68
  %19 = load float, ptr %18, align 4, !dbg !68, !tbaa !63
  %20 = fadd contract float %14, %19, !dbg !69
  %21 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !70
  store float %20, ptr %21, align 4, !dbg !71, !tbaa !63
  ret void, !dbg !72
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind }

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
!7 = !DIFile(filename: "b-async-copy-race-003.cu", directory: ".")
!8 = !{ptr @b_cpasync_wait_nobarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_cpasync_wait_nobarrier", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
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
!24 = !DILocation(line: 15, column: 30, scope: !12)
!25 = !DILocation(line: 15, column: 37, scope: !12)
!26 = !DILocation(line: 490, column: 18, scope: !27, inlinedAt: !29)
!27 = distinct !DISubprogram(name: "__nv_cvta_generic_to_shared_impl", scope: !28, file: !28, line: 489, type: !13, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!29 = distinct !DILocation(line: 511, column: 10, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__nvvm_get_smem_pointer", scope: !28, file: !28, line: 510, type: !13, scopeLine: 510, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!31 = distinct !DILocation(line: 190, column: 23, scope: !32, inlinedAt: !34)
!32 = distinct !DISubprogram(name: "cp_async", scope: !33, file: !33, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!33 = !DIFile(filename: "/usr/local/cuda/include/cuda_pipeline_helpers.h", directory: "")
!34 = distinct !DILocation(line: 219, column: 9, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 4UL>", scope: !33, file: !33, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!36 = distinct !DILocation(line: 292, column: 5, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 4UL>", scope: !33, file: !33, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!38 = distinct !DILocation(line: 103, column: 18, scope: !39, inlinedAt: !41)
!39 = distinct !DISubprogram(name: "__pipeline_memcpy_async", scope: !40, file: !40, line: 56, type: !13, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!40 = !DIFile(filename: "/usr/local/cuda/include/cuda_pipeline_primitives.h", directory: "")
!41 = distinct !DILocation(line: 15, column: 5, scope: !12)
!42 = !DILocation(line: 490, column: 10, scope: !27, inlinedAt: !29)
!43 = !DILocation(line: 511, column: 10, scope: !30, inlinedAt: !31)
!44 = !DILocation(line: 188, column: 13, scope: !32, inlinedAt: !34)
!45 = !{i64 6243317}
!46 = !DILocation(line: 225, column: 9, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "pipeline_commit", scope: !33, file: !33, line: 223, type: !13, scopeLine: 224, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!48 = distinct !DILocation(line: 298, column: 5, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "pipeline_commit", scope: !33, file: !33, line: 296, type: !13, scopeLine: 297, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!50 = distinct !DILocation(line: 119, column: 5, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "__pipeline_commit", scope: !40, file: !40, line: 117, type: !13, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!52 = distinct !DILocation(line: 16, column: 5, scope: !12)
!53 = !{i64 6244869}
!54 = !DILocation(line: 232, column: 9, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "pipeline_wait_prior<0U>", scope: !33, file: !33, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!56 = distinct !DILocation(line: 305, column: 5, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "pipeline_wait_prior<0U>", scope: !33, file: !33, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!58 = distinct !DILocation(line: 126, column: 15, scope: !59, inlinedAt: !60)
!59 = distinct !DISubprogram(name: "__pipeline_wait_prior", scope: !40, file: !40, line: 123, type: !13, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!60 = distinct !DILocation(line: 17, column: 5, scope: !12)
!61 = !{i64 6245023}
!62 = !DILocation(line: 19, column: 14, scope: !12)
!63 = !{!64, !64, i64 0}
!64 = !{!"float", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C++ TBAA"}
!67 = !DILocation(line: 19, column: 31, scope: !12)
!68 = !DILocation(line: 19, column: 21, scope: !12)
!69 = !DILocation(line: 19, column: 19, scope: !12)
!70 = !DILocation(line: 19, column: 5, scope: !12)
!71 = !DILocation(line: 19, column: 12, scope: !12)
!72 = !DILocation(line: 20, column: 1, scope: !12)
