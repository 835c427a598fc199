; ModuleID = 'a-barrier-divergence-013.cu'
source_filename = "a-barrier-divergence-013.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ27a_noinline_func_barrier_divE1s = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local noundef float @_Z5stagePfjf(ptr nocapture noundef %0, i32 noundef %1, float noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = zext i32 %1 to i64, !dbg !15
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !15
  store float %2, ptr %5, align 4, !dbg !16, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !21
  %6 = xor i32 %1, 1, !dbg !22
  %7 = zext i32 %6 to i64, !dbg !23
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !23
  %9 = load float, ptr %8, align 4, !dbg !23, !tbaa !17
  ret float %9, !dbg !24
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_noinline_func_barrier_div(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #2 !dbg !25 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !26
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !30
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !33
  %6 = mul i32 %4, %5, !dbg !36
  %7 = add i32 %6, %3, !dbg !37
  %8 = zext i32 %7 to i64, !dbg !38
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !38
  %10 = load float, ptr %9, align 4, !dbg !38, !tbaa !17
  %11 = icmp ult i32 %3, 64, !dbg !39
  br i1 %11, label %12, label %14, !dbg !40

12:                                               ; preds = %2
  %13 = tail call contract noundef float @_Z5stagePfjf(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ27a_noinline_func_barrier_divE1s to ptr), i32 noundef %3, float noundef %10) #4, !dbg !41
  br label %14, !dbg !42

14:                                               ; preds = %12, %2
  %15 = phi float [ %13, %12 ], [ %10, %2 ], !dbg !43
  %16 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !44
  store float %15, ptr %16, align 4, !dbg !45, !tbaa !17
  ret void, !dbg !46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

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
!7 = !DIFile(filename: "a-barrier-divergence-013.cu", directory: ".")
!8 = !{ptr @a_noinline_func_barrier_div, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "stage", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 12, column: 5, scope: !12)
!16 = !DILocation(line: 12, column: 10, scope: !12)
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 13, column: 5, scope: !12)
!22 = !DILocation(line: 14, column: 16, scope: !12)
!23 = !DILocation(line: 14, column: 12, scope: !12)
!24 = !DILocation(line: 14, column: 5, scope: !12)
!25 = distinct !DISubprogram(name: "a_noinline_func_barrier_div", scope: !7, file: !7, line: 17, type: !13, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !29)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !28, file: !28, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!29 = distinct !DILocation(line: 20, column: 18, scope: !25)
!30 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !28, file: !28, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = distinct !DILocation(line: 21, column: 18, scope: !25)
!33 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !28, file: !28, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!35 = distinct !DILocation(line: 21, column: 31, scope: !25)
!36 = !DILocation(line: 21, column: 29, scope: !25)
!37 = !DILocation(line: 21, column: 42, scope: !25)
!38 = !DILocation(line: 22, column: 15, scope: !25)
!39 = !DILocation(line: 23, column: 11, scope: !25)
!40 = !DILocation(line: 23, column: 9, scope: !25)
!41 = !DILocation(line: 24, column: 13, scope: !25)
!42 = !DILocation(line: 24, column: 9, scope: !25)
!43 = !DILocation(line: 0, scope: !25)
!44 = !DILocation(line: 25, column: 5, scope: !25)
!45 = !DILocation(line: 25, column: 12, scope: !25)
!46 = !DILocation(line: 26, column: 1, scope: !25)
