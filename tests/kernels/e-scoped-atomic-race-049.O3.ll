; ModuleID = 'e-scoped-atomic-race-049.cu'
source_filename = "e-scoped-atomic-race-049.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @e_block_queue_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %6 = mul i32 %4, %5, !dbg !22
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %8 = add i32 %6, %7, !dbg !26
  %9 = zext i32 %8 to i64, !dbg !27
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !27
  %11 = load i32, ptr %10, align 4, !dbg !27, !tbaa !28
  %12 = icmp sgt i32 %11, 0, !dbg !32
  br i1 %12, label %13, label %23, !dbg !33

13:                                               ; preds = %3
  %14 = zext nneg i32 %4 to i64, !dbg !34
  %15 = getelementptr inbounds i32, ptr %2, i64 %14, !dbg !34
  %16 = tail call noundef i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %15, i32 1), !dbg !35
  %17 = icmp ult i32 %16, 1024, !dbg !42
  br i1 %17, label %18, label %23, !dbg !43

18:                                               ; preds = %13
  %19 = shl i32 %4, 10
  %20 = or disjoint i32 %16, %19
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %1, i64 %21
  store i32 %11, ptr %22, align 4, !dbg !44, !tbaa !28
  br label %23, !dbg !45

23:                                               ; preds = %13, %18, %3
  ret void, !dbg !46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr nocapture, i32) #2

attributes #0 = { mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }

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
!7 = !DIFile(filename: "e-scoped-atomic-race-049.cu", directory: ".")
!8 = !{ptr @e_block_queue_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_block_queue_ok", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 19, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 10, column: 32, scope: !12)
!22 = !DILocation(line: 10, column: 30, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 10, column: 45, scope: !12)
!26 = !DILocation(line: 10, column: 43, scope: !12)
!27 = !DILocation(line: 10, column: 13, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 11, column: 11, scope: !12)
!33 = !DILocation(line: 11, column: 9, scope: !12)
!34 = !DILocation(line: 12, column: 41, scope: !12)
!35 = !DILocation(line: 537, column: 10, scope: !36, inlinedAt: !38)
!36 = distinct !DISubprogram(name: "__uAtomicAdd_block", scope: !37, file: !37, line: 535, type: !13, scopeLine: 536, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!37 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!38 = distinct !DILocation(line: 312, column: 10, scope: !39, inlinedAt: !41)
!39 = distinct !DISubprogram(name: "atomicAdd_block", scope: !40, file: !40, line: 310, type: !13, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!40 = !DIFile(filename: "/usr/local/cuda/include/sm_60_atomic_functions.hpp", directory: "")
!41 = distinct !DILocation(line: 12, column: 24, scope: !12)
!42 = !DILocation(line: 13, column: 17, scope: !12)
!43 = !DILocation(line: 13, column: 13, scope: !12)
!44 = !DILocation(line: 14, column: 43, scope: !12)
!45 = !DILocation(line: 14, column: 13, scope: !12)
!46 = !DILocation(line: 16, column: 1, scope: !12)
