; ModuleID = 'c-barrier-divergence-001.cu'
source_filename = "c-barrier-divergence-001.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ22c_loop_trip_per_threadE1s = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @c_loop_trip_per_thread(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 !dbg !12 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %3 = uitofp nneg i32 %2 to float, !dbg !19
  %4 = zext nneg i32 %2 to i64, !dbg !20
  %5 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22c_loop_trip_per_threadE1s to ptr), i64 0, i64 %4, !dbg !20
  store float %3, ptr %5, align 4, !dbg !21, !tbaa !22
  %6 = and i32 %2, 3
  %7 = icmp eq i32 %6, 0, !dbg !26
  br i1 %7, label %10, label %18, !dbg !27

8:                                                ; preds = %18
  %9 = load float, ptr %5, align 4, !dbg !28, !tbaa !22
  br label %10, !dbg !28

10:                                               ; preds = %8, %1
  %11 = phi float [ %9, %8 ], [ %3, %1 ], !dbg !28
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !29
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !32
  %14 = mul i32 %12, %13, !dbg !35
  %15 = add i32 %14, %2, !dbg !36
  %16 = zext i32 %15 to i64, !dbg !37
  %17 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !37
  store float %11, ptr %17, align 4, !dbg !38, !tbaa !22
  ret void, !dbg !39

18:                                               ; preds = %1, %18
  %19 = phi i32 [ %20, %18 ], [ 0, %1 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %20 = add nuw nsw i32 %19, 1, !dbg !41
  %21 = icmp eq i32 %20, %6, !dbg !26
  br i1 %21, label %8, label %18, !dbg !27, !llvm.loop !42
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
!7 = !DIFile(filename: "c-barrier-divergence-001.cu", directory: ".")
!8 = !{ptr @c_loop_trip_per_thread, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "c_loop_trip_per_thread", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 18, scope: !12)
!19 = !DILocation(line: 10, column: 19, scope: !12)
!20 = !DILocation(line: 10, column: 5, scope: !12)
!21 = !DILocation(line: 10, column: 10, scope: !12)
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 11, column: 28, scope: !12)
!27 = !DILocation(line: 11, column: 5, scope: !12)
!28 = !DILocation(line: 13, column: 40, scope: !12)
!29 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!31 = distinct !DILocation(line: 13, column: 9, scope: !12)
!32 = !DILocation(line: 79, column: 3, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!34 = distinct !DILocation(line: 13, column: 22, scope: !12)
!35 = !DILocation(line: 13, column: 20, scope: !12)
!36 = !DILocation(line: 13, column: 33, scope: !12)
!37 = !DILocation(line: 13, column: 5, scope: !12)
!38 = !DILocation(line: 13, column: 38, scope: !12)
!39 = !DILocation(line: 14, column: 1, scope: !12)
!40 = !DILocation(line: 12, column: 9, scope: !12)
!41 = !DILocation(line: 11, column: 39, scope: !12)
!42 = distinct !{!42, !27, !43, !44}
!43 = !DILocation(line: 12, column: 23, scope: !12)
!44 = !{!"llvm.loop.mustprogress"}
