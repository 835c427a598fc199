; ModuleID = 'a-barrier-divergence-010.cu'
source_filename = "a-barrier-divergence-010.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ22a_loop_trip_loaded_divE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_loop_trip_loaded_div(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %7 = mul i32 %5, %6, !dbg !25
  %8 = add i32 %7, %4, !dbg !26
  %9 = zext i32 %8 to i64, !dbg !27
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !27
  %11 = load float, ptr %10, align 4, !dbg !27, !tbaa !28
  %12 = getelementptr inbounds i32, ptr %1, i64 %9, !dbg !32
  %13 = load i32, ptr %12, align 4, !dbg !32, !tbaa !33
  %14 = icmp eq i32 %13, 0, !dbg !35
  br i1 %14, label %22, label %15, !dbg !36

15:                                               ; preds = %3
  %16 = zext nneg i32 %4 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22a_loop_trip_loaded_divE1s to ptr), i64 0, i64 %16
  %18 = add nuw nsw i32 %4, 1
  %19 = and i32 %18, 255
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22a_loop_trip_loaded_divE1s to ptr), i64 0, i64 %20
  br label %25, !dbg !36

22:                                               ; preds = %25, %3
  %23 = phi float [ %11, %3 ], [ %30, %25 ], !dbg !37
  %24 = getelementptr inbounds float, ptr %2, i64 %9, !dbg !38
  store float %23, ptr %24, align 4, !dbg !39, !tbaa !28
  ret void, !dbg !40

25:                                               ; preds = %15, %25
  %26 = phi i32 [ 0, %15 ], [ %31, %25 ]
  %27 = phi float [ %11, %15 ], [ %30, %25 ]
  store float %27, ptr %17, align 4, !dbg !41, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %28 = load float, ptr %21, align 4, !dbg !43, !tbaa !28
  %29 = fadd contract float %27, %28, !dbg !44
  %30 = fmul contract float %29, 5.000000e-01, !dbg !45
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %31 = add nuw i32 %26, 1, !dbg !47
  %32 = icmp eq i32 %31, %13, !dbg !35
  br i1 %32, label %22, label %25, !dbg !36, !llvm.loop !48
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
!7 = !DIFile(filename: "a-barrier-divergence-010.cu", directory: ".")
!8 = !{ptr @a_loop_trip_loaded_div, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_loop_trip_loaded_div", scope: !7, file: !7, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 15, column: 18, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 16, column: 18, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 16, column: 31, scope: !12)
!25 = !DILocation(line: 16, column: 29, scope: !12)
!26 = !DILocation(line: 16, column: 42, scope: !12)
!27 = !DILocation(line: 17, column: 15, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 18, column: 18, scope: !12)
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !30, i64 0}
!35 = !DILocation(line: 19, column: 28, scope: !12)
!36 = !DILocation(line: 19, column: 5, scope: !12)
!37 = !DILocation(line: 0, scope: !12)
!38 = !DILocation(line: 25, column: 5, scope: !12)
!39 = !DILocation(line: 25, column: 12, scope: !12)
!40 = !DILocation(line: 26, column: 1, scope: !12)
!41 = !DILocation(line: 20, column: 14, scope: !12)
!42 = !DILocation(line: 21, column: 9, scope: !12)
!43 = !DILocation(line: 22, column: 25, scope: !12)
!44 = !DILocation(line: 22, column: 23, scope: !12)
!45 = !DILocation(line: 22, column: 18, scope: !12)
!46 = !DILocation(line: 23, column: 9, scope: !12)
!47 = !DILocation(line: 19, column: 33, scope: !12)
!48 = distinct !{!48, !36, !49, !50}
!49 = !DILocation(line: 24, column: 5, scope: !12)
!50 = !{!"llvm.loop.mustprogress"}
