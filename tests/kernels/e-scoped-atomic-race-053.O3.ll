; ModuleID = 'e-scoped-atomic-race-053.cu'
source_filename = "e-scoped-atomic-race-053.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @e_global_lock_cta_race(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = icmp eq i32 %5, 0, !dbg !19
  br i1 %6, label %7, label %21, !dbg !20

7:                                                ; preds = %4
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %9 = zext nneg i32 %8 to i64, !dbg !24
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !24
  %11 = load float, ptr %10, align 4, !dbg !24, !tbaa !25
  br label %12, !dbg !29

12:                                               ; preds = %12, %7
  %13 = tail call noundef i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr %1, i32 0, i32 1), !dbg !30
  %14 = icmp eq i32 %13, 0, !dbg !37
  br i1 %14, label %15, label %12, !dbg !29, !llvm.loop !38

15:                                               ; preds = %12
  tail call void @llvm.nvvm.membar.gl(), !dbg !41
  %16 = load volatile float, ptr %2, align 4, !dbg !44, !tbaa !25
  %17 = fcmp contract ogt float %11, %16, !dbg !45
  br i1 %17, label %18, label %19, !dbg !46

18:                                               ; preds = %15
  store volatile float %11, ptr %2, align 4, !dbg !47, !tbaa !25
  store volatile i32 %8, ptr %3, align 4, !dbg !48, !tbaa !49
  br label %19, !dbg !51

19:                                               ; preds = %18, %15
  tail call void @llvm.nvvm.membar.gl(), !dbg !52
  %20 = tail call noundef i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr %1, i32 0), !dbg !54
  br label %21, !dbg !59

21:                                               ; preds = %4, %19
  ret void, !dbg !59
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr nocapture, i32, i32) #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr nocapture, i32) #2

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }
attributes #3 = { nocallback nounwind }

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
!7 = !DIFile(filename: "e-scoped-atomic-race-053.cu", directory: ".")
!8 = !{ptr @e_global_lock_cta_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_global_lock_cta_race", scope: !7, file: !7, line: 9, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 9, scope: !12)
!19 = !DILocation(line: 12, column: 21, scope: !12)
!20 = !DILocation(line: 12, column: 9, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = distinct !DILocation(line: 13, column: 20, scope: !12)
!24 = !DILocation(line: 13, column: 15, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 14, column: 5, scope: !12)
!30 = !DILocation(line: 362, column: 10, scope: !31, inlinedAt: !33)
!31 = distinct !DISubprogram(name: "__iAtomicCAS_block", scope: !32, file: !32, line: 361, type: !13, scopeLine: 361, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!33 = distinct !DILocation(line: 552, column: 10, scope: !34, inlinedAt: !36)
!34 = distinct !DISubprogram(name: "atomicCAS_block", scope: !35, file: !35, line: 550, type: !13, scopeLine: 551, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!35 = !DIFile(filename: "/usr/local/cuda/include/sm_60_atomic_functions.hpp", directory: "")
!36 = distinct !DILocation(line: 14, column: 12, scope: !12)
!37 = !DILocation(line: 14, column: 40, scope: !12)
!38 = distinct !{!38, !29, !39, !40}
!39 = !DILocation(line: 14, column: 48, scope: !12)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 528, column: 39, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "__threadfence", scope: !32, file: !32, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = distinct !DILocation(line: 15, column: 5, scope: !12)
!44 = !DILocation(line: 16, column: 13, scope: !12)
!45 = !DILocation(line: 16, column: 11, scope: !12)
!46 = !DILocation(line: 16, column: 9, scope: !12)
!47 = !DILocation(line: 17, column: 15, scope: !12)
!48 = !DILocation(line: 18, column: 19, scope: !12)
!49 = !{!50, !50, i64 0}
!50 = !{!"int", !27, i64 0}
!51 = !DILocation(line: 19, column: 5, scope: !12)
!52 = !DILocation(line: 528, column: 39, scope: !42, inlinedAt: !53)
!53 = distinct !DILocation(line: 20, column: 5, scope: !12)
!54 = !DILocation(line: 371, column: 10, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "__iAtomicExch_block", scope: !32, file: !32, line: 370, type: !13, scopeLine: 370, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!56 = distinct !DILocation(line: 384, column: 10, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "atomicExch_block", scope: !35, file: !35, line: 382, type: !13, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!58 = distinct !DILocation(line: 21, column: 5, scope: !12)
!59 = !DILocation(line: 22, column: 1, scope: !12)
