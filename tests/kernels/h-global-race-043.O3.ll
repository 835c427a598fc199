; ModuleID = 'h-global-race-043.cu'
source_filename = "h-global-race-043.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12h_tile_pairsE6s_tile = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_tile_pairs(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, ptr nocapture noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = icmp eq i32 %5, 0
  br label %7, !dbg !19

7:                                                ; preds = %17, %4
  %8 = phi i32 [ 0, %4 ], [ %28, %17 ], !dbg !20
  %9 = and i32 %8, 1
  %10 = icmp eq i32 %9, 0
  %11 = select i1 %6, i1 %10, i1 false, !dbg !21
  br i1 %11, label %12, label %14, !dbg !21

12:                                               ; preds = %7
  %13 = atomicrmw add ptr %3, i32 1 seq_cst, align 4, !dbg !22
  store i32 %13, ptr addrspacecast (ptr addrspace(3) @_ZZ12h_tile_pairsE6s_tile to ptr), align 4, !dbg !29, !tbaa !30
  br label %14, !dbg !34

14:                                               ; preds = %12, %7
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %15 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12h_tile_pairsE6s_tile to ptr), align 4, !dbg !36, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %16 = icmp ult i32 %15, %2, !dbg !38
  br i1 %16, label %17, label %29, !dbg !39

17:                                               ; preds = %14
  %18 = shl i32 %15, 8, !dbg !40
  %19 = shl i32 %8, 7, !dbg !41
  %20 = and i32 %19, 128, !dbg !41
  %21 = add nuw nsw i32 %20, %5, !dbg !42
  %22 = add i32 %21, %18, !dbg !43
  %23 = zext i32 %22 to i64, !dbg !44
  %24 = getelementptr inbounds float, ptr %0, i64 %23, !dbg !44
  %25 = load float, ptr %24, align 4, !dbg !44, !tbaa !45
  %26 = fmul contract float %25, 5.000000e-01, !dbg !47
  %27 = getelementptr inbounds float, ptr %1, i64 %23, !dbg !48
  store float %26, ptr %27, align 4, !dbg !49, !tbaa !45
  %28 = add i32 %8, 1, !dbg !50
  br label %7, !dbg !51, !llvm.loop !52

29:                                               ; preds = %14
  ret void, !dbg !55
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!7 = !DIFile(filename: "h-global-race-043.cu", directory: ".")
!8 = !{ptr @h_tile_pairs, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_tile_pairs", scope: !7, file: !7, line: 15, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 18, column: 20, scope: !12)
!19 = !DILocation(line: 19, column: 10, scope: !12)
!20 = !DILocation(line: 19, scope: !12)
!21 = !DILocation(line: 20, column: 22, scope: !12)
!22 = !DILocation(line: 533, column: 10, scope: !23, inlinedAt: !25)
!23 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !24, file: !24, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!25 = distinct !DILocation(line: 112, column: 10, scope: !26, inlinedAt: !28)
!26 = distinct !DISubprogram(name: "atomicAdd", scope: !27, file: !27, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!27 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!28 = distinct !DILocation(line: 21, column: 22, scope: !12)
!29 = !DILocation(line: 21, column: 20, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 21, column: 13, scope: !12)
!35 = !DILocation(line: 22, column: 9, scope: !12)
!36 = !DILocation(line: 23, column: 22, scope: !12)
!37 = !DILocation(line: 24, column: 9, scope: !12)
!38 = !DILocation(line: 25, column: 15, scope: !12)
!39 = !DILocation(line: 25, column: 13, scope: !12)
!40 = !DILocation(line: 27, column: 24, scope: !12)
!41 = !DILocation(line: 27, column: 44, scope: !12)
!42 = !DILocation(line: 27, column: 31, scope: !12)
!43 = !DILocation(line: 27, column: 57, scope: !12)
!44 = !DILocation(line: 28, column: 18, scope: !12)
!45 = !{!46, !46, i64 0}
!46 = !{!"float", !32, i64 0}
!47 = !DILocation(line: 28, column: 24, scope: !12)
!48 = !DILocation(line: 28, column: 9, scope: !12)
!49 = !DILocation(line: 28, column: 16, scope: !12)
!50 = !DILocation(line: 19, column: 34, scope: !12)
!51 = !DILocation(line: 19, column: 5, scope: !12)
!52 = distinct !{!52, !51, !53, !54}
!53 = !DILocation(line: 29, column: 5, scope: !12)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 30, column: 1, scope: !12)
