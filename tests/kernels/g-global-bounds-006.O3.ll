; ModuleID = 'g-global-bounds-006.cu'
source_filename = "g-global-bounds-006.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_table = dso_local addrspace(1) externally_initialized global [256 x float] zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g_table to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: write, inaccessiblemem: none)
define dso_local void @g_table_overrun(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 !dbg !12 {
  %2 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %4 = mul i32 %2, %3, !dbg !22
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %6 = add i32 %4, %5, !dbg !26
  %7 = zext i32 %6 to i64, !dbg !27
  %8 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(1) @g_table to ptr), i64 0, i64 %7, !dbg !27
  %9 = load float, ptr %8, align 4, !dbg !27, !tbaa !28
  %10 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !32
  store float %9, ptr %10, align 4, !dbg !33, !tbaa !28
  ret void, !dbg !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: write, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
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
!7 = !DIFile(filename: "g-global-bounds-006.cu", directory: ".")
!8 = !{ptr @g_table_overrun, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "g_table_overrun", scope: !7, file: !7, line: 4, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 6, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 6, column: 31, scope: !12)
!22 = !DILocation(line: 6, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 6, column: 44, scope: !12)
!26 = !DILocation(line: 6, column: 42, scope: !12)
!27 = !DILocation(line: 7, column: 14, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 7, column: 5, scope: !12)
!33 = !DILocation(line: 7, column: 12, scope: !12)
!34 = !DILocation(line: 8, column: 1, scope: !12)
