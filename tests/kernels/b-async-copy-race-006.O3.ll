; ModuleID = 'b-async-copy-race-006.cu'
source_filename = "b-async-copy-race-006.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ20b_cpasync_asm_nowaitE1s = internal addrspace(3) global [128 x %struct.float4] undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_cpasync_asm_nowait(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = shl i32 %4, 7, !dbg !22
  %6 = add i32 %5, %3, !dbg !23
  %7 = zext nneg i32 %3 to i64, !dbg !24
  %8 = getelementptr inbounds [128 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_cpasync_asm_nowaitE1s to ptr), i64 0, i64 %7, !dbg !24
  %9 = addrspacecast ptr %8 to ptr addrspace(3), !dbg !25
  %10 = ptrtoint ptr addrspace(3) %9 to i64, !dbg !32
  %11 = trunc i64 %10 to i32, !dbg !33
  %12 = sext i32 %6 to i64, !dbg !34
  %13 = getelementptr inbounds %struct.float4, ptr %1, i64 %12, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l,~{memory}"(i32 %11, ptr %13) #3, !dbg !35, !srcloc !36
  tail call void asm sideeffect "cp.async.commit_group;\0A", "~{memory}"() #3, !dbg !37, !srcloc !38
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %14 = load float, ptr %8, align 16, !dbg !40, !tbaa !41
  %15 = getelementptr inbounds i8, ptr %8, i64 4, !dbg !40
  %16 = load float, ptr %15, align 4, !dbg !40, !tbaa !41
  %17 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !40
  %18 = load float, ptr %17, align 8, !dbg !40, !tbaa !41
  %19 = getelementptr inbounds i8, ptr %8, i64 12, !dbg !40
  %20 = load float, ptr %19, align 4, !dbg !40, !tbaa !41
  %21 = add nuw nsw i32 %3, 1, !dbg !45
  %22 = and i32 %21, 127, !dbg !45
  %23 = zext nneg i32 %22 to i64, !dbg !46
  %24 = getelementptr inbounds [128 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_cpasync_asm_nowaitE1s to ptr), i64 0, i64 %23, !dbg !46
  %25 = load float, ptr %24, align 16, !dbg !46, !tbaa !41
  %26 = getelementptr inbounds i8, ptr %24, i64 4, !dbg !46
  %27 = load float, ptr %26, align 4, !dbg !46, !tbaa !41
  %28 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !46
  %29 = load float, ptr %28, align 8, !dbg !46, !tbaa !41
  %30 = getelementptr inbounds i8, ptr %24, i64 12, !dbg !46
  %31 = load float, ptr %30, align 4, !dbg !46, !tbaa !41
  %32 = fadd contract float %14, %25, !dbg !47
  %33 = fadd contract float %16, %27, !dbg !48
  %34 = fadd contract float %18, %29, !dbg !49
  %35 = fadd contract float %20, %31, !dbg !50
  %36 = getelementptr inbounds %struct.float4, ptr %0, i64 %12, !dbg !51
  store float %32, ptr %36, align 16, !dbg !52, !tbaa !41
  %37 = getelementptr inbounds i8, ptr %36, i64 4, !dbg !52
  store float %33, ptr %37, align 4, !dbg !52, !tbaa !41
  %38 = getelementptr inbounds i8, ptr %36, i64 8, !dbg !52
  store float %34, ptr %38, align 8, !dbg !52, !tbaa !41
  %39 = getelementptr inbounds i8, ptr %36, i64 12, !dbg !52
  store float %35, ptr %39, align 4, !dbg !52, !tbaa !41
  ret void, !dbg !53
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
!7 = !DIFile(filename: "b-async-copy-race-006.cu", directory: ".")
!8 = !{ptr @b_cpasync_asm_nowait, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_cpasync_asm_nowait", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
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
!24 = !DILocation(line: 14, column: 56, scope: !12)
!25 = !DILocation(line: 490, column: 18, scope: !26, inlinedAt: !28)
!26 = distinct !DISubprogram(name: "__nv_cvta_generic_to_shared_impl", scope: !27, file: !27, line: 489, type: !13, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!27 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!28 = distinct !DILocation(line: 151, column: 10, scope: !29, inlinedAt: !31)
!29 = distinct !DISubprogram(name: "__cvta_generic_to_shared", scope: !30, file: !30, line: 149, type: !13, scopeLine: 150, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!30 = !DIFile(filename: "/usr/local/cuda/include/sm_20_intrinsics.hpp", directory: "")
!31 = distinct !DILocation(line: 14, column: 30, scope: !12)
!32 = !DILocation(line: 490, column: 10, scope: !26, inlinedAt: !28)
!33 = !DILocation(line: 14, column: 30, scope: !12)
!34 = !DILocation(line: 15, column: 82, scope: !12)
!35 = !DILocation(line: 15, column: 5, scope: !12)
!36 = !{i64 658}
!37 = !DILocation(line: 16, column: 5, scope: !12)
!38 = !{i64 759}
!39 = !DILocation(line: 18, column: 5, scope: !12)
!40 = !DILocation(line: 19, column: 16, scope: !12)
!41 = !{!42, !42, i64 0}
!42 = !{!"float", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C++ TBAA"}
!45 = !DILocation(line: 19, column: 36, scope: !12)
!46 = !DILocation(line: 19, column: 26, scope: !12)
!47 = !DILocation(line: 20, column: 30, scope: !12)
!48 = !DILocation(line: 20, column: 41, scope: !12)
!49 = !DILocation(line: 20, column: 52, scope: !12)
!50 = !DILocation(line: 20, column: 63, scope: !12)
!51 = !DILocation(line: 20, column: 5, scope: !12)
!52 = !DILocation(line: 20, column: 12, scope: !12)
!53 = !DILocation(line: 21, column: 1, scope: !12)
