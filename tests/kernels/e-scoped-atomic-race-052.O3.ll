; ModuleID = 'e-scoped-atomic-race-052.cu'
source_filename = "e-scoped-atomic-race-052.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @e_block_lock_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %7 = mul i32 %5, %6, !dbg !22
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %9 = add i32 %7, %8, !dbg !26
  %10 = sext i32 %9 to i64, !dbg !27
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !27
  %12 = load float, ptr %11, align 4, !dbg !27, !tbaa !28
  %13 = zext nneg i32 %5 to i64
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  br label %15, !dbg !32

15:                                               ; preds = %15, %4
  %16 = tail call noundef i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr %14, i32 0, i32 1), !dbg !33
  %17 = icmp eq i32 %16, 0, !dbg !40
  br i1 %17, label %18, label %15, !dbg !41

18:                                               ; preds = %15
  tail call void @llvm.nvvm.membar.cta(), !dbg !42
  %19 = getelementptr inbounds float, ptr %2, i64 %13, !dbg !45
  %20 = load float, ptr %19, align 4, !dbg !45, !tbaa !28
  %21 = fcmp contract ogt float %12, %20, !dbg !46
  br i1 %21, label %22, label %24, !dbg !47

22:                                               ; preds = %18
  %23 = getelementptr inbounds i32, ptr %3, i64 %13
  store float %12, ptr %19, align 4, !dbg !48, !tbaa !28
  store i32 %9, ptr %23, align 4, !dbg !49, !tbaa !50
  br label %24, !dbg !52

24:                                               ; preds = %22, %18
  tail call void @llvm.nvvm.membar.cta(), !dbg !53
  %25 = tail call noundef i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr %14, i32 0), !dbg !55
  ret void, !dbg !60
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr nocapture, i32, i32) #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #3

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
!7 = !DIFile(filename: "e-scoped-atomic-race-052.cu", directory: ".")
!8 = !{ptr @e_block_lock_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_block_lock_ok", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 10, column: 33, scope: !12)
!22 = !DILocation(line: 10, column: 31, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 10, column: 46, scope: !12)
!26 = !DILocation(line: 10, column: 44, scope: !12)
!27 = !DILocation(line: 11, column: 15, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 13, column: 5, scope: !12)
!33 = !DILocation(line: 362, column: 10, scope: !34, inlinedAt: !36)
!34 = distinct !DISubprogram(name: "__iAtomicCAS_block", scope: !35, file: !35, line: 361, type: !13, scopeLine: 361, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!35 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!36 = distinct !DILocation(line: 552, column: 10, scope: !37, inlinedAt: !39)
!37 = distinct !DISubprogram(name: "atomicCAS_block", scope: !38, file: !38, line: 550, type: !13, scopeLine: 551, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!38 = !DIFile(filename: "/usr/local/cuda/include/sm_60_atomic_functions.hpp", directory: "")
!39 = distinct !DILocation(line: 14, column: 13, scope: !12)
!40 = !DILocation(line: 14, column: 46, scope: !12)
!41 = !DILocation(line: 14, column: 13, scope: !12)
!42 = !DILocation(line: 529, column: 45, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__threadfence_block", scope: !35, file: !35, line: 529, type: !13, scopeLine: 529, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!44 = distinct !DILocation(line: 15, column: 13, scope: !12)
!45 = !DILocation(line: 16, column: 21, scope: !12)
!46 = !DILocation(line: 16, column: 19, scope: !12)
!47 = !DILocation(line: 16, column: 17, scope: !12)
!48 = !DILocation(line: 17, column: 30, scope: !12)
!49 = !DILocation(line: 18, column: 30, scope: !12)
!50 = !{!51, !51, i64 0}
!51 = !{!"int", !30, i64 0}
!52 = !DILocation(line: 19, column: 13, scope: !12)
!53 = !DILocation(line: 529, column: 45, scope: !43, inlinedAt: !54)
!54 = distinct !DILocation(line: 20, column: 13, scope: !12)
!55 = !DILocation(line: 371, column: 10, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "__iAtomicExch_block", scope: !35, file: !35, line: 370, type: !13, scopeLine: 370, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!57 = distinct !DILocation(line: 384, column: 10, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "atomicExch_block", scope: !38, file: !38, line: 382, type: !13, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!59 = distinct !DILocation(line: 21, column: 13, scope: !12)
!60 = !DILocation(line: 25, column: 1, scope: !12)
