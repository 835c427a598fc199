; ModuleID = 'b-shared-race-029.cu'
source_filename = "b-shared-race-029.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_dynsmem_carve(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !15
  %4 = zext nneg i32 %3 to i64, !dbg !19
  %5 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %4, !dbg !19
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %8 = mul i32 %7, %3, !dbg !26
  %9 = add i32 %8, %6, !dbg !27
  %10 = zext i32 %9 to i64, !dbg !28
  %11 = getelementptr inbounds float, ptr %1, i64 %10, !dbg !28
  %12 = load float, ptr %11, align 4, !dbg !28, !tbaa !29
  %13 = zext nneg i32 %6 to i64, !dbg !33
  %14 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %13, !dbg !33
  store float %12, ptr %14, align 4, !dbg !34, !tbaa !29
  %15 = fmul contract float %12, 2.000000e+00, !dbg !35
  %16 = getelementptr inbounds float, ptr %5, i64 %13, !dbg !36
  store float %15, ptr %16, align 4, !dbg !37, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %17 = trunc nuw nsw i32 %6 to i16, !dbg !39
  %18 = add nuw nsw i16 %17, 1, !dbg !39
  %19 = trunc nuw nsw i32 %3 to i16, !dbg !39
  %20 = urem i16 %18, %19, !dbg !39
  %21 = zext nneg i16 %20 to i64, !dbg !40
  %22 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %21, !dbg !40
  %23 = load float, ptr %22, align 4, !dbg !40, !tbaa !29
  %24 = xor i32 %6, -1, !dbg !41
  %25 = add nsw i32 %3, %24, !dbg !41
  %26 = zext i32 %25 to i64, !dbg !42
  %27 = getelementptr inbounds float, ptr %5, i64 %26, !dbg !42
  %28 = load float, ptr %27, align 4, !dbg !42, !tbaa !29
  %29 = fadd contract float %23, %28, !dbg !43
  %30 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !44
  store float %29, ptr %30, align 4, !dbg !45, !tbaa !29
  ret void, !dbg !46
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
!7 = !DIFile(filename: "b-shared-race-029.cu", directory: ".")
!8 = !{ptr @b_dynsmem_carve, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_dynsmem_carve", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 79, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 18, scope: !12)
!19 = !DILocation(line: 13, column: 21, scope: !12)
!20 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 14, column: 18, scope: !12)
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 15, column: 18, scope: !12)
!26 = !DILocation(line: 15, column: 29, scope: !12)
!27 = !DILocation(line: 15, column: 33, scope: !12)
!28 = !DILocation(line: 16, column: 12, scope: !12)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 16, column: 5, scope: !12)
!34 = !DILocation(line: 16, column: 10, scope: !12)
!35 = !DILocation(line: 17, column: 17, scope: !12)
!36 = !DILocation(line: 17, column: 5, scope: !12)
!37 = !DILocation(line: 17, column: 10, scope: !12)
!38 = !DILocation(line: 18, column: 5, scope: !12)
!39 = !DILocation(line: 19, column: 24, scope: !12)
!40 = !DILocation(line: 19, column: 14, scope: !12)
!41 = !DILocation(line: 19, column: 39, scope: !12)
!42 = !DILocation(line: 19, column: 31, scope: !12)
!43 = !DILocation(line: 19, column: 29, scope: !12)
!44 = !DILocation(line: 19, column: 5, scope: !12)
!45 = !DILocation(line: 19, column: 12, scope: !12)
!46 = !DILocation(line: 20, column: 1, scope: !12)
