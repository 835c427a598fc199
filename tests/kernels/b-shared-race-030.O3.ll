; ModuleID = 'b-shared-race-030.cu'
source_filename = "b-shared-race-030.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_dynsmem_carve_overlap(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !15
  %4 = zext nneg i32 %3 to i64, !dbg !19
  %5 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %4, !dbg !19
  %6 = getelementptr inbounds i8, ptr %5, i64 -4, !dbg !20
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !24
  %9 = mul i32 %8, %3, !dbg !27
  %10 = add i32 %9, %7, !dbg !28
  %11 = zext i32 %10 to i64, !dbg !29
  %12 = getelementptr inbounds float, ptr %1, i64 %11, !dbg !29
  %13 = load float, ptr %12, align 4, !dbg !29, !tbaa !30
  %14 = zext nneg i32 %7 to i64, !dbg !34
  %15 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %14, !dbg !34
  store float %13, ptr %15, align 4, !dbg !35, !tbaa !30
  %16 = fmul contract float %13, 2.000000e+00, !dbg !36
  %17 = getelementptr inbounds float, ptr %6, i64 %14, !dbg !37
  store float %16, ptr %17, align 4, !dbg !38, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %18 = trunc nuw nsw i32 %7 to i16, !dbg !40
  %19 = add nuw nsw i16 %18, 1, !dbg !40
  %20 = trunc nuw nsw i32 %3 to i16, !dbg !40
  %21 = urem i16 %19, %20, !dbg !40
  %22 = zext nneg i16 %21 to i64, !dbg !41
  %23 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %22, !dbg !41
  %24 = load float, ptr %23, align 4, !dbg !41, !tbaa !30
  %25 = xor i32 %7, -1, !dbg !42
  %26 = add nsw i32 %3, %25, !dbg !42
  %27 = zext i32 %26 to i64, !dbg !43
  %28 = getelementptr inbounds float, ptr %6, i64 %27, !dbg !43
  %29 = load float, ptr %28, align 4, !dbg !43, !tbaa !30
  %30 = fadd contract float %24, %29, !dbg !44
  %31 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !45
  store float %30, ptr %31, align 4, !dbg !46, !tbaa !30
  ret void, !dbg !47
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "b-shared-race-030.cu", directory: ".")
!8 = !{ptr @b_dynsmem_carve_overlap, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_dynsmem_carve_overlap", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 79, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 18, scope: !12)
!19 = !DILocation(line: 13, column: 21, scope: !12)
!20 = !DILocation(line: 13, column: 25, scope: !12)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = distinct !DILocation(line: 14, column: 18, scope: !12)
!24 = !DILocation(line: 66, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = distinct !DILocation(line: 15, column: 18, scope: !12)
!27 = !DILocation(line: 15, column: 29, scope: !12)
!28 = !DILocation(line: 15, column: 33, scope: !12)
!29 = !DILocation(line: 16, column: 12, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 16, column: 5, scope: !12)
!35 = !DILocation(line: 16, column: 10, scope: !12)
!36 = !DILocation(line: 17, column: 17, scope: !12)
!37 = !DILocation(line: 17, column: 5, scope: !12)
!38 = !DILocation(line: 17, column: 10, scope: !12)
!39 = !DILocation(line: 18, column: 5, scope: !12)
!40 = !DILocation(line: 19, column: 24, scope: !12)
!41 = !DILocation(line: 19, column: 14, scope: !12)
!42 = !DILocation(line: 19, column: 39, scope: !12)
!43 = !DILocation(line: 19, column: 31, scope: !12)
!44 = !DILocation(line: 19, column: 29, scope: !12)
!45 = !DILocation(line: 19, column: 5, scope: !12)
!46 = !DILocation(line: 19, column: 12, scope: !12)
!47 = !DILocation(line: 20, column: 1, scope: !12)
