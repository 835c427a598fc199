; ModuleID = 'a-shared-race-035.cu'
source_filename = "a-shared-race-035.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21a_shared_counter_raceE5count = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_shared_counter_race(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = icmp eq i32 %3, 0, !dbg !19
  br i1 %4, label %5, label %6, !dbg !20

5:                                                ; preds = %2
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ21a_shared_counter_raceE5count to ptr), align 4, !dbg !21, !tbaa !22
  br label %6, !dbg !26

6:                                                ; preds = %5, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !27
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !31
  %9 = mul i32 %7, %8, !dbg !34
  %10 = add i32 %9, %3, !dbg !35
  %11 = zext i32 %10 to i64, !dbg !36
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !36
  %13 = load float, ptr %12, align 4, !dbg !36, !tbaa !37
  %14 = fcmp contract ogt float %13, 0.000000e+00, !dbg !39
  br i1 %14, label %15, label %17, !dbg !36

15:                                               ; preds = %6
  %16 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ21a_shared_counter_raceE5count to ptr), i32 1 seq_cst, align 4, !dbg !40
  br label %17, !dbg !47

17:                                               ; preds = %15, %6
  br i1 %4, label %18, label %22, !dbg !48

18:                                               ; preds = %17
  %19 = zext nneg i32 %7 to i64
  %20 = getelementptr inbounds i32, ptr %1, i64 %19
  %21 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21a_shared_counter_raceE5count to ptr), align 4, !dbg !49, !tbaa !22
  store i32 %21, ptr %20, align 4, !dbg !50, !tbaa !22
  br label %22, !dbg !51

22:                                               ; preds = %18, %17
  ret void, !dbg !52
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
!7 = !DIFile(filename: "a-shared-race-035.cu", directory: ".")
!8 = !{ptr @a_shared_counter_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_shared_counter_race", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 9, scope: !12)
!19 = !DILocation(line: 12, column: 21, scope: !12)
!20 = !DILocation(line: 12, column: 9, scope: !12)
!21 = !DILocation(line: 13, column: 15, scope: !12)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 13, column: 9, scope: !12)
!27 = !DILocation(line: 14, column: 5, scope: !12)
!28 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!30 = distinct !DILocation(line: 15, column: 12, scope: !12)
!31 = !DILocation(line: 79, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!33 = distinct !DILocation(line: 15, column: 25, scope: !12)
!34 = !DILocation(line: 15, column: 23, scope: !12)
!35 = !DILocation(line: 15, column: 36, scope: !12)
!36 = !DILocation(line: 15, column: 9, scope: !12)
!37 = !{!38, !38, i64 0}
!38 = !{!"float", !24, i64 0}
!39 = !DILocation(line: 15, column: 51, scope: !12)
!40 = !DILocation(line: 533, column: 10, scope: !41, inlinedAt: !43)
!41 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !42, file: !42, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!43 = distinct !DILocation(line: 112, column: 10, scope: !44, inlinedAt: !46)
!44 = distinct !DISubprogram(name: "atomicAdd", scope: !45, file: !45, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!45 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!46 = distinct !DILocation(line: 16, column: 9, scope: !12)
!47 = !DILocation(line: 16, column: 9, scope: !12)
!48 = !DILocation(line: 18, column: 9, scope: !12)
!49 = !DILocation(line: 19, column: 30, scope: !12)
!50 = !DILocation(line: 19, column: 28, scope: !12)
!51 = !DILocation(line: 19, column: 9, scope: !12)
!52 = !DILocation(line: 20, column: 1, scope: !12)
