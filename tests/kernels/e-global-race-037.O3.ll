; ModuleID = 'e-global-race-037.cu'
source_filename = "e-global-race-037.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @e_spmv_t_atomic_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !12 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %9 = mul i32 %7, %8, !dbg !22
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %11 = add i32 %9, %10, !dbg !26
  %12 = icmp slt i32 %11, %5, !dbg !27
  br i1 %12, label %13, label %16, !dbg !28

13:                                               ; preds = %6
  %14 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = mul i32 %8, %14
  br label %17, !dbg !28

16:                                               ; preds = %27, %6
  ret void, !dbg !29

17:                                               ; preds = %13, %27
  %18 = phi i32 [ %11, %13 ], [ %28, %27 ]
  %19 = sext i32 %18 to i64, !dbg !30
  %20 = getelementptr inbounds float, ptr %3, i64 %19, !dbg !30
  %21 = load float, ptr %20, align 4, !dbg !30, !tbaa !31
  %22 = getelementptr inbounds i32, ptr %0, i64 %19, !dbg !35
  %23 = load i32, ptr %22, align 4, !dbg !35, !tbaa !36
  %24 = getelementptr i8, ptr %22, i64 4
  %25 = load i32, ptr %24, align 4, !dbg !38, !tbaa !36
  %26 = icmp slt i32 %23, %25, !dbg !39
  br i1 %26, label %30, label %27, !dbg !40

27:                                               ; preds = %30, %17
  %28 = add i32 %18, %15, !dbg !41
  %29 = icmp slt i32 %28, %5, !dbg !27
  br i1 %29, label %17, label %16, !dbg !28, !llvm.loop !42

30:                                               ; preds = %17, %30
  %31 = phi i32 [ %41, %30 ], [ %23, %17 ]
  %32 = sext i32 %31 to i64, !dbg !45
  %33 = getelementptr inbounds i32, ptr %1, i64 %32, !dbg !45
  %34 = load i32, ptr %33, align 4, !dbg !45, !tbaa !36
  %35 = sext i32 %34 to i64, !dbg !46
  %36 = getelementptr inbounds float, ptr %4, i64 %35, !dbg !46
  %37 = getelementptr inbounds float, ptr %2, i64 %32, !dbg !47
  %38 = load float, ptr %37, align 4, !dbg !47, !tbaa !31
  %39 = fmul contract float %21, %38, !dbg !48
  %40 = atomicrmw fadd ptr %36, float %39 seq_cst, align 4, !dbg !49
  %41 = add nsw i32 %31, 1, !dbg !56
  %42 = load i32, ptr %24, align 4, !dbg !38, !tbaa !36
  %43 = icmp slt i32 %41, %42, !dbg !39
  br i1 %43, label %30, label %27, !dbg !40, !llvm.loop !57
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
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
!7 = !DIFile(filename: "e-global-race-037.cu", directory: ".")
!8 = !{ptr @e_spmv_t_atomic_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_spmv_t_atomic_ok", scope: !7, file: !7, line: 6, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 9, column: 31, scope: !12)
!22 = !DILocation(line: 9, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 9, column: 44, scope: !12)
!26 = !DILocation(line: 9, column: 42, scope: !12)
!27 = !DILocation(line: 9, column: 59, scope: !12)
!28 = !DILocation(line: 9, column: 5, scope: !12)
!29 = !DILocation(line: 14, column: 1, scope: !12)
!30 = !DILocation(line: 10, column: 20, scope: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 11, column: 22, scope: !12)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !33, i64 0}
!38 = !DILocation(line: 11, column: 37, scope: !12)
!39 = !DILocation(line: 11, column: 35, scope: !12)
!40 = !DILocation(line: 11, column: 9, scope: !12)
!41 = !DILocation(line: 9, column: 69, scope: !12)
!42 = distinct !{!42, !28, !43, !44}
!43 = !DILocation(line: 13, column: 5, scope: !12)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 12, column: 26, scope: !12)
!46 = !DILocation(line: 12, column: 24, scope: !12)
!47 = !DILocation(line: 12, column: 35, scope: !12)
!48 = !DILocation(line: 12, column: 42, scope: !12)
!49 = !DILocation(line: 177, column: 10, scope: !50, inlinedAt: !52)
!50 = distinct !DISubprogram(name: "__fAtomicAdd", scope: !51, file: !51, line: 176, type: !13, scopeLine: 176, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!51 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!52 = distinct !DILocation(line: 84, column: 10, scope: !53, inlinedAt: !55)
!53 = distinct !DISubprogram(name: "atomicAdd", scope: !54, file: !54, line: 82, type: !13, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!54 = !DIFile(filename: "/usr/local/cuda/include/sm_20_atomic_functions.hpp", directory: "")
!55 = distinct !DILocation(line: 12, column: 13, scope: !12)
!56 = !DILocation(line: 11, column: 52, scope: !12)
!57 = distinct !{!57, !40, !58, !44}
!58 = !DILocation(line: 12, column: 46, scope: !12)
