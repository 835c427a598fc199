; ModuleID = 'e-global-race-048.cu'
source_filename = "e-global-race-048.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @e_stride_start_race(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = icmp slt i32 %4, %2, !dbg !19
  br i1 %5, label %6, label %19, !dbg !20

6:                                                ; preds = %3
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %9 = mul i32 %7, %8
  br label %10, !dbg !21

10:                                               ; preds = %6, %10
  %11 = phi i32 [ %4, %6 ], [ %17, %10 ]
  %12 = sext i32 %11 to i64, !dbg !22
  %13 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !22
  %14 = load float, ptr %13, align 4, !dbg !22, !tbaa !23
  %15 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %14) #3, !dbg !27
  %16 = getelementptr inbounds float, ptr %1, i64 %12, !dbg !31
  store float %15, ptr %16, align 4, !dbg !32, !tbaa !23
  %17 = add i32 %11, %9, !dbg !33
  %18 = icmp slt i32 %17, %2, !dbg !34
  br i1 %18, label %10, label %19, !dbg !21, !llvm.loop !35

19:                                               ; preds = %10, %3
  ret void, !dbg !38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nounwind }

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
!7 = !DIFile(filename: "e-global-race-048.cu", directory: ".")
!8 = !{ptr @e_stride_start_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_stride_start_race", scope: !7, file: !7, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 13, scope: !12)
!19 = !DILocation(line: 10, column: 11, scope: !12)
!20 = !DILocation(line: 10, column: 9, scope: !12)
!21 = !DILocation(line: 11, column: 5, scope: !12)
!22 = !DILocation(line: 12, column: 24, scope: !12)
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C++ TBAA"}
!27 = !DILocation(line: 314, column: 44, scope: !28, inlinedAt: !30)
!28 = distinct !DISubprogram(name: "sqrtf", scope: !29, file: !29, line: 314, type: !13, scopeLine: 314, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!29 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_math.h", directory: "")
!30 = distinct !DILocation(line: 12, column: 18, scope: !12)
!31 = !DILocation(line: 12, column: 9, scope: !12)
!32 = !DILocation(line: 12, column: 16, scope: !12)
!33 = !DILocation(line: 11, column: 21, scope: !12)
!34 = !DILocation(line: 11, column: 14, scope: !12)
!35 = distinct !{!35, !21, !36, !37}
!36 = !DILocation(line: 12, column: 29, scope: !12)
!37 = !{!"llvm.loop.mustprogress"}
!38 = !DILocation(line: 13, column: 1, scope: !12)
