; ModuleID = 'h-shared-race-010.cu'
source_filename = "h-shared-race-010.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ24h_compact_pairs_one_slotE7s_count = internal addrspace(3) global i32 undef, align 4
@_ZZ24h_compact_pairs_one_slotE6s_list = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_compact_pairs_one_slot(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = shl i32 %5, 8, !dbg !22
  %7 = add i32 %6, %4, !dbg !23
  %8 = icmp eq i32 %4, 0, !dbg !24
  br i1 %8, label %9, label %10, !dbg !25

9:                                                ; preds = %3
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ24h_compact_pairs_one_slotE7s_count to ptr), align 4, !dbg !26, !tbaa !27
  br label %10, !dbg !31

10:                                               ; preds = %9, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %11 = zext i32 %7 to i64, !dbg !33
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !33
  %13 = load float, ptr %12, align 4, !dbg !33, !tbaa !34
  %14 = fcmp contract une float %13, 0.000000e+00, !dbg !36
  br i1 %14, label %15, label %23, !dbg !37

15:                                               ; preds = %10
  %16 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ24h_compact_pairs_one_slotE7s_count to ptr), i32 1 seq_cst, align 4, !dbg !38
  %17 = zext i32 %16 to i64, !dbg !45
  %18 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24h_compact_pairs_one_slotE6s_list to ptr), i64 0, i64 %17, !dbg !45
  store float %13, ptr %18, align 4, !dbg !46, !tbaa !34
  %19 = uitofp i32 %7 to float, !dbg !47
  %20 = add i32 %16, 1, !dbg !48
  %21 = zext i32 %20 to i64, !dbg !49
  %22 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24h_compact_pairs_one_slotE6s_list to ptr), i64 0, i64 %21, !dbg !49
  store float %19, ptr %22, align 4, !dbg !50, !tbaa !34
  br label %23, !dbg !51

23:                                               ; preds = %15, %10
  tail call void @llvm.nvvm.barrier0(), !dbg !52
  %24 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ24h_compact_pairs_one_slotE7s_count to ptr), align 4, !dbg !53, !tbaa !27
  %25 = shl i32 %24, 1
  %26 = icmp ult i32 %4, %25, !dbg !54
  br i1 %26, label %27, label %29, !dbg !55

27:                                               ; preds = %23
  %28 = shl i32 %5, 9
  br label %30, !dbg !55

29:                                               ; preds = %30, %23
  br i1 %8, label %40, label %43, !dbg !56

30:                                               ; preds = %27, %30
  %31 = phi i32 [ %4, %27 ], [ %38, %30 ]
  %32 = zext i32 %31 to i64, !dbg !57
  %33 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24h_compact_pairs_one_slotE6s_list to ptr), i64 0, i64 %32, !dbg !57
  %34 = load float, ptr %33, align 4, !dbg !57, !tbaa !34
  %35 = add i32 %31, %28, !dbg !58
  %36 = zext i32 %35 to i64, !dbg !59
  %37 = getelementptr inbounds float, ptr %1, i64 %36, !dbg !59
  store float %34, ptr %37, align 4, !dbg !60, !tbaa !34
  %38 = add i32 %31, 256, !dbg !61
  %39 = icmp ult i32 %38, %25, !dbg !54
  br i1 %39, label %30, label %29, !dbg !55, !llvm.loop !62

40:                                               ; preds = %29
  %41 = zext nneg i32 %5 to i64
  %42 = getelementptr inbounds i32, ptr %2, i64 %41
  store i32 %24, ptr %42, align 4, !dbg !65, !tbaa !27
  br label %43, !dbg !66

43:                                               ; preds = %40, %29
  ret void, !dbg !67
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!7 = !DIFile(filename: "h-shared-race-010.cu", directory: ".")
!8 = !{ptr @h_compact_pairs_one_slot, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_compact_pairs_one_slot", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 15, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 15, column: 39, scope: !12)
!22 = !DILocation(line: 15, column: 50, scope: !12)
!23 = !DILocation(line: 15, column: 58, scope: !12)
!24 = !DILocation(line: 16, column: 13, scope: !12)
!25 = !DILocation(line: 16, column: 9, scope: !12)
!26 = !DILocation(line: 17, column: 17, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 17, column: 9, scope: !12)
!32 = !DILocation(line: 18, column: 5, scope: !12)
!33 = !DILocation(line: 19, column: 15, scope: !12)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !29, i64 0}
!36 = !DILocation(line: 20, column: 11, scope: !12)
!37 = !DILocation(line: 20, column: 9, scope: !12)
!38 = !DILocation(line: 533, column: 10, scope: !39, inlinedAt: !41)
!39 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !40, file: !40, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!40 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!41 = distinct !DILocation(line: 112, column: 10, scope: !42, inlinedAt: !44)
!42 = distinct !DISubprogram(name: "atomicAdd", scope: !43, file: !43, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!44 = distinct !DILocation(line: 21, column: 22, scope: !12)
!45 = !DILocation(line: 22, column: 9, scope: !12)
!46 = !DILocation(line: 22, column: 19, scope: !12)
!47 = !DILocation(line: 23, column: 32, scope: !12)
!48 = !DILocation(line: 23, column: 18, scope: !12)
!49 = !DILocation(line: 23, column: 9, scope: !12)
!50 = !DILocation(line: 23, column: 23, scope: !12)
!51 = !DILocation(line: 24, column: 5, scope: !12)
!52 = !DILocation(line: 25, column: 5, scope: !12)
!53 = !DILocation(line: 26, column: 18, scope: !12)
!54 = !DILocation(line: 27, column: 30, scope: !12)
!55 = !DILocation(line: 27, column: 5, scope: !12)
!56 = !DILocation(line: 29, column: 9, scope: !12)
!57 = !DILocation(line: 28, column: 43, scope: !12)
!58 = !DILocation(line: 28, column: 36, scope: !12)
!59 = !DILocation(line: 28, column: 9, scope: !12)
!60 = !DILocation(line: 28, column: 41, scope: !12)
!61 = !DILocation(line: 27, column: 41, scope: !12)
!62 = distinct !{!62, !55, !63, !64}
!63 = !DILocation(line: 28, column: 51, scope: !12)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 30, column: 28, scope: !12)
!66 = !DILocation(line: 30, column: 9, scope: !12)
!67 = !DILocation(line: 31, column: 1, scope: !12)
