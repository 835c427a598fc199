; ModuleID = 'b-shared-race-047.cu'
source_filename = "b-shared-race-047.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ33b_histogram_atomic_read_nobarrierE1h = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_histogram_atomic_read_nobarrier(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %6 = mul i32 %4, %5, !dbg !25
  %7 = add i32 %6, %3, !dbg !26
  %8 = icmp ult i32 %3, 64, !dbg !27
  br i1 %8, label %9, label %12, !dbg !28

9:                                                ; preds = %2
  %10 = zext nneg i32 %3 to i64
  %11 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ33b_histogram_atomic_read_nobarrierE1h to ptr), i64 0, i64 %10
  store i32 0, ptr %11, align 4, !dbg !29, !tbaa !30
  br label %12, !dbg !34

12:                                               ; preds = %9, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %13 = sext i32 %7 to i64, !dbg !36
  %14 = getelementptr inbounds i32, ptr %1, i64 %13, !dbg !36
  %15 = load i32, ptr %14, align 4, !dbg !36, !tbaa !30
  %16 = and i32 %15, 63, !dbg !37
  %17 = zext nneg i32 %16 to i64, !dbg !38
  %18 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ33b_histogram_atomic_read_nobarrierE1h to ptr), i64 0, i64 %17, !dbg !38
  %19 = atomicrmw add ptr %18, i32 1 seq_cst, align 4, !dbg !39
  br i1 %8, label %20, label %28, !dbg !46

20:                                               ; preds = %12
  %21 = shl i32 %4, 6
  %22 = or disjoint i32 %21, %3
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  %25 = zext nneg i32 %3 to i64
  %26 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ33b_histogram_atomic_read_nobarrierE1h to ptr), i64 0, i64 %25
  %27 = load i32, ptr %26, align 4, !dbg !47, !tbaa !30
  store i32 %27, ptr %24, align 4, !dbg !48, !tbaa !30
  br label %28, !dbg !49

28:                                               ; preds = %20, %12
  ret void, !dbg !50
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
!7 = !DIFile(filename: "b-shared-race-047.cu", directory: ".")
!8 = !{ptr @b_histogram_atomic_read_nobarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_histogram_atomic_read_nobarrier", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 12, column: 13, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 12, column: 26, scope: !12)
!25 = !DILocation(line: 12, column: 24, scope: !12)
!26 = !DILocation(line: 12, column: 37, scope: !12)
!27 = !DILocation(line: 13, column: 11, scope: !12)
!28 = !DILocation(line: 13, column: 9, scope: !12)
!29 = !DILocation(line: 13, column: 22, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 13, column: 17, scope: !12)
!35 = !DILocation(line: 14, column: 5, scope: !12)
!36 = !DILocation(line: 15, column: 18, scope: !12)
!37 = !DILocation(line: 15, column: 24, scope: !12)
!38 = !DILocation(line: 15, column: 16, scope: !12)
!39 = !DILocation(line: 533, column: 10, scope: !40, inlinedAt: !42)
!40 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !41, file: !41, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!41 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!42 = distinct !DILocation(line: 112, column: 10, scope: !43, inlinedAt: !45)
!43 = distinct !DISubprogram(name: "atomicAdd", scope: !44, file: !44, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!44 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!45 = distinct !DILocation(line: 15, column: 5, scope: !12)
!46 = !DILocation(line: 17, column: 9, scope: !12)
!47 = !DILocation(line: 17, column: 44, scope: !12)
!48 = !DILocation(line: 17, column: 42, scope: !12)
!49 = !DILocation(line: 17, column: 17, scope: !12)
!50 = !DILocation(line: 18, column: 1, scope: !12)
