; ModuleID = 'h-global-race-029.cu'
source_filename = "h-global-race-029.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @h_emit_edges(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !12 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %10 = add i32 %8, %9, !dbg !26
  %11 = icmp slt i32 %10, %4, !dbg !27
  br i1 %11, label %12, label %29, !dbg !28

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64, !dbg !29
  %14 = getelementptr inbounds i32, ptr %0, i64 %13, !dbg !29
  %15 = load i32, ptr %14, align 4, !dbg !29, !tbaa !30
  %16 = getelementptr inbounds i32, ptr %1, i64 %13, !dbg !34
  %17 = load i32, ptr %16, align 4, !dbg !34, !tbaa !30
  %18 = and i32 %17, 1, !dbg !35
  %19 = icmp eq i32 %18, 0, !dbg !36
  %20 = select i1 %19, i32 1, i32 2, !dbg !36
  %21 = atomicrmw add ptr %3, i32 %20 seq_cst, align 4, !dbg !37
  %22 = zext i32 %21 to i64, !dbg !44
  %23 = getelementptr inbounds i32, ptr %2, i64 %22, !dbg !44
  store i32 %15, ptr %23, align 4, !dbg !45, !tbaa !30
  br i1 %19, label %29, label %24, !dbg !46

24:                                               ; preds = %12
  %25 = add i32 %21, 1
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %2, i64 %26
  %28 = xor i32 %15, -1
  store i32 %28, ptr %27, align 4, !dbg !47, !tbaa !30
  br label %29, !dbg !48

29:                                               ; preds = %12, %24, %5
  ret void, !dbg !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
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
!7 = !DIFile(filename: "h-global-race-029.cu", directory: ".")
!8 = !{ptr @h_emit_edges, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_emit_edges", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 13, column: 26, scope: !12)
!22 = !DILocation(line: 13, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 13, column: 39, scope: !12)
!26 = !DILocation(line: 13, column: 37, scope: !12)
!27 = !DILocation(line: 14, column: 11, scope: !12)
!28 = !DILocation(line: 14, column: 9, scope: !12)
!29 = !DILocation(line: 16, column: 13, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 17, column: 19, scope: !12)
!35 = !DILocation(line: 17, column: 29, scope: !12)
!36 = !DILocation(line: 17, column: 18, scope: !12)
!37 = !DILocation(line: 533, column: 10, scope: !38, inlinedAt: !40)
!38 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !39, file: !39, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!39 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!40 = distinct !DILocation(line: 112, column: 10, scope: !41, inlinedAt: !43)
!41 = distinct !DISubprogram(name: "atomicAdd", scope: !42, file: !42, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!43 = distinct !DILocation(line: 18, column: 18, scope: !12)
!44 = !DILocation(line: 19, column: 5, scope: !12)
!45 = !DILocation(line: 19, column: 12, scope: !12)
!46 = !DILocation(line: 20, column: 9, scope: !12)
!47 = !DILocation(line: 21, column: 20, scope: !12)
!48 = !DILocation(line: 21, column: 9, scope: !12)
!49 = !DILocation(line: 22, column: 1, scope: !12)
