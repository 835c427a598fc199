; ModuleID = 'h-global-race-027.cu'
source_filename = "h-global-race-027.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18h_compact_segmentsE7s_count = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_compact_segments(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = icmp eq i32 %4, 0, !dbg !19
  br i1 %5, label %6, label %7, !dbg !20

6:                                                ; preds = %3
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ18h_compact_segmentsE7s_count to ptr), align 4, !dbg !21, !tbaa !22
  br label %7, !dbg !26

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !27
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !31
  %10 = mul i32 %8, %9, !dbg !34
  %11 = add i32 %10, %4, !dbg !35
  %12 = zext i32 %11 to i64, !dbg !36
  %13 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !36
  %14 = load float, ptr %13, align 4, !dbg !36, !tbaa !37
  %15 = fcmp contract ogt float %14, 0.000000e+00, !dbg !39
  br i1 %15, label %16, label %21, !dbg !40

16:                                               ; preds = %7
  %17 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ18h_compact_segmentsE7s_count to ptr), i32 1 seq_cst, align 4, !dbg !41
  %18 = add i32 %17, %10, !dbg !48
  %19 = zext i32 %18 to i64, !dbg !49
  %20 = getelementptr inbounds float, ptr %1, i64 %19, !dbg !49
  store float %14, ptr %20, align 4, !dbg !50, !tbaa !37
  br label %21, !dbg !51

21:                                               ; preds = %16, %7
  tail call void @llvm.nvvm.barrier0(), !dbg !52
  br i1 %5, label %22, label %26, !dbg !53

22:                                               ; preds = %21
  %23 = zext nneg i32 %8 to i64
  %24 = getelementptr inbounds i32, ptr %2, i64 %23
  %25 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18h_compact_segmentsE7s_count to ptr), align 4, !dbg !54, !tbaa !22
  store i32 %25, ptr %24, align 4, !dbg !55, !tbaa !22
  br label %26, !dbg !56

26:                                               ; preds = %22, %21
  ret void, !dbg !57
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
!7 = !DIFile(filename: "h-global-race-027.cu", directory: ".")
!8 = !{ptr @h_compact_segments, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_compact_segments", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 20, scope: !12)
!19 = !DILocation(line: 15, column: 13, scope: !12)
!20 = !DILocation(line: 15, column: 9, scope: !12)
!21 = !DILocation(line: 16, column: 17, scope: !12)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 16, column: 9, scope: !12)
!27 = !DILocation(line: 17, column: 5, scope: !12)
!28 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!30 = distinct !DILocation(line: 18, column: 18, scope: !12)
!31 = !DILocation(line: 79, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!33 = distinct !DILocation(line: 18, column: 31, scope: !12)
!34 = !DILocation(line: 18, column: 29, scope: !12)
!35 = !DILocation(line: 18, column: 42, scope: !12)
!36 = !DILocation(line: 18, column: 15, scope: !12)
!37 = !{!38, !38, i64 0}
!38 = !{!"float", !24, i64 0}
!39 = !DILocation(line: 19, column: 11, scope: !12)
!40 = !DILocation(line: 19, column: 9, scope: !12)
!41 = !DILocation(line: 533, column: 10, scope: !42, inlinedAt: !44)
!42 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !43, file: !43, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!44 = distinct !DILocation(line: 112, column: 10, scope: !45, inlinedAt: !47)
!45 = distinct !DISubprogram(name: "atomicAdd", scope: !46, file: !46, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!46 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!47 = distinct !DILocation(line: 20, column: 22, scope: !12)
!48 = !DILocation(line: 21, column: 37, scope: !12)
!49 = !DILocation(line: 21, column: 9, scope: !12)
!50 = !DILocation(line: 21, column: 42, scope: !12)
!51 = !DILocation(line: 22, column: 5, scope: !12)
!52 = !DILocation(line: 23, column: 5, scope: !12)
!53 = !DILocation(line: 24, column: 9, scope: !12)
!54 = !DILocation(line: 25, column: 30, scope: !12)
!55 = !DILocation(line: 25, column: 28, scope: !12)
!56 = !DILocation(line: 25, column: 9, scope: !12)
!57 = !DILocation(line: 26, column: 1, scope: !12)
