; ModuleID = 'b-shared-race-042.cu'
source_filename = "b-shared-race-042.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18b_histogram_atomicE1h = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_histogram_atomic(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = icmp ult i32 %4, 64, !dbg !19
  br i1 %5, label %6, label %9, !dbg !20

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  %8 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18b_histogram_atomicE1h to ptr), i64 0, i64 %7
  store i32 0, ptr %8, align 4, !dbg !21, !tbaa !22
  br label %9, !dbg !26

9:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !27
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !31
  %12 = mul i32 %10, %11, !dbg !34
  %13 = add i32 %12, %4, !dbg !35
  %14 = icmp slt i32 %13, %2, !dbg !36
  br i1 %14, label %15, label %18, !dbg !37

15:                                               ; preds = %9
  %16 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %17 = mul i32 %16, %11
  br label %19, !dbg !37

18:                                               ; preds = %19, %9
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  br i1 %5, label %30, label %38, !dbg !39

19:                                               ; preds = %15, %19
  %20 = phi i32 [ %13, %15 ], [ %28, %19 ]
  %21 = sext i32 %20 to i64, !dbg !40
  %22 = getelementptr inbounds i32, ptr %1, i64 %21, !dbg !40
  %23 = load i32, ptr %22, align 4, !dbg !40, !tbaa !22
  %24 = and i32 %23, 63, !dbg !41
  %25 = zext nneg i32 %24 to i64, !dbg !42
  %26 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18b_histogram_atomicE1h to ptr), i64 0, i64 %25, !dbg !42
  %27 = atomicrmw add ptr %26, i32 1 seq_cst, align 4, !dbg !43
  %28 = add i32 %20, %17, !dbg !50
  %29 = icmp slt i32 %28, %2, !dbg !36
  br i1 %29, label %19, label %18, !dbg !37, !llvm.loop !51

30:                                               ; preds = %18
  %31 = shl i32 %10, 6
  %32 = or disjoint i32 %31, %4
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %0, i64 %33
  %35 = zext nneg i32 %4 to i64
  %36 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18b_histogram_atomicE1h to ptr), i64 0, i64 %35
  %37 = load i32, ptr %36, align 4, !dbg !54, !tbaa !22
  store i32 %37, ptr %34, align 4, !dbg !55, !tbaa !22
  br label %38, !dbg !56

38:                                               ; preds = %30, %18
  ret void, !dbg !57
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!7 = !DIFile(filename: "b-shared-race-042.cu", directory: ".")
!8 = !{ptr @b_histogram_atomic, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_histogram_atomic", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 11, scope: !12)
!20 = !DILocation(line: 13, column: 9, scope: !12)
!21 = !DILocation(line: 13, column: 22, scope: !12)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 13, column: 17, scope: !12)
!27 = !DILocation(line: 14, column: 5, scope: !12)
!28 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!30 = distinct !DILocation(line: 15, column: 18, scope: !12)
!31 = !DILocation(line: 79, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!33 = distinct !DILocation(line: 15, column: 31, scope: !12)
!34 = !DILocation(line: 15, column: 29, scope: !12)
!35 = !DILocation(line: 15, column: 42, scope: !12)
!36 = !DILocation(line: 15, column: 49, scope: !12)
!37 = !DILocation(line: 15, column: 5, scope: !12)
!38 = !DILocation(line: 17, column: 5, scope: !12)
!39 = !DILocation(line: 18, column: 9, scope: !12)
!40 = !DILocation(line: 16, column: 22, scope: !12)
!41 = !DILocation(line: 16, column: 28, scope: !12)
!42 = !DILocation(line: 16, column: 20, scope: !12)
!43 = !DILocation(line: 533, column: 10, scope: !44, inlinedAt: !46)
!44 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !45, file: !45, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!45 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!46 = distinct !DILocation(line: 112, column: 10, scope: !47, inlinedAt: !49)
!47 = distinct !DISubprogram(name: "atomicAdd", scope: !48, file: !48, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!48 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!49 = distinct !DILocation(line: 16, column: 9, scope: !12)
!50 = !DILocation(line: 15, column: 56, scope: !12)
!51 = distinct !{!51, !37, !52, !53}
!52 = !DILocation(line: 16, column: 37, scope: !12)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 18, column: 44, scope: !12)
!55 = !DILocation(line: 18, column: 42, scope: !12)
!56 = !DILocation(line: 18, column: 17, scope: !12)
!57 = !DILocation(line: 19, column: 1, scope: !12)
