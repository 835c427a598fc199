; ModuleID = 'h-shared-race-011.cu'
source_filename = "h-shared-race-011.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21h_partition_two_listsE4n_lo = internal addrspace(3) global i32 undef, align 4
@_ZZ21h_partition_two_listsE4n_hi = internal addrspace(3) global i32 undef, align 4
@_ZZ21h_partition_two_listsE2lo = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ21h_partition_two_listsE2hi = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_partition_two_lists(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = icmp eq i32 %4, 0, !dbg !19
  br i1 %5, label %6, label %7, !dbg !20

6:                                                ; preds = %3
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE4n_lo to ptr), align 4, !dbg !21, !tbaa !22
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE4n_hi to ptr), align 4, !dbg !26, !tbaa !22
  br label %7, !dbg !27

7:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !28
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !29
  %9 = shl i32 %8, 8, !dbg !32
  %10 = add i32 %9, %4, !dbg !33
  %11 = zext i32 %10 to i64, !dbg !34
  %12 = getelementptr inbounds i32, ptr %0, i64 %11, !dbg !34
  %13 = load i32, ptr %12, align 4, !dbg !34, !tbaa !22
  %14 = icmp ult i32 %13, %2, !dbg !35
  %15 = select i1 %14, ptr addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE4n_lo to ptr), ptr addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE4n_hi to ptr)
  %16 = select i1 %14, ptr addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE2lo to ptr), ptr addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE2hi to ptr)
  %17 = atomicrmw add ptr %15, i32 1 seq_cst, align 4, !dbg !36
  %18 = zext i32 %17 to i64, !dbg !42
  %19 = getelementptr inbounds [256 x i32], ptr %16, i64 0, i64 %18, !dbg !42
  store i32 %13, ptr %19, align 4, !dbg !42, !tbaa !22
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %20 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE4n_lo to ptr), align 4, !dbg !44, !tbaa !22
  %21 = icmp ult i32 %4, %20, !dbg !45
  %22 = select i1 %21, i32 0, i32 %20, !dbg !46
  %23 = sub nsw i32 %4, %22, !dbg !46
  %24 = select i1 %21, ptr addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE2lo to ptr), ptr addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE2hi to ptr), !dbg !46
  %25 = zext i32 %23 to i64, !dbg !47
  %26 = getelementptr inbounds [256 x i32], ptr %24, i64 0, i64 %25, !dbg !47
  %27 = load i32, ptr %26, align 4, !dbg !46, !tbaa !22
  %28 = getelementptr inbounds i32, ptr %1, i64 %11, !dbg !48
  store i32 %27, ptr %28, align 4, !dbg !49, !tbaa !22
  ret void, !dbg !50
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
!7 = !DIFile(filename: "h-shared-race-011.cu", directory: ".")
!8 = !{ptr @h_partition_two_lists, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_partition_two_lists", scope: !7, file: !7, line: 14, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 18, column: 18, scope: !12)
!19 = !DILocation(line: 19, column: 11, scope: !12)
!20 = !DILocation(line: 19, column: 9, scope: !12)
!21 = !DILocation(line: 20, column: 14, scope: !12)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 21, column: 14, scope: !12)
!27 = !DILocation(line: 22, column: 5, scope: !12)
!28 = !DILocation(line: 23, column: 5, scope: !12)
!29 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!31 = distinct !DILocation(line: 24, column: 23, scope: !12)
!32 = !DILocation(line: 24, column: 34, scope: !12)
!33 = !DILocation(line: 24, column: 42, scope: !12)
!34 = !DILocation(line: 24, column: 20, scope: !12)
!35 = !DILocation(line: 25, column: 13, scope: !12)
!36 = !DILocation(line: 533, column: 10, scope: !37, inlinedAt: !39)
!37 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !38, file: !38, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!38 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!39 = !DILocation(line: 112, column: 10, scope: !40, inlinedAt: !42)
!40 = distinct !DISubprogram(name: "atomicAdd", scope: !41, file: !41, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!41 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!42 = !DILocation(line: 0, scope: !12)
!43 = !DILocation(line: 29, column: 5, scope: !12)
!44 = !DILocation(line: 30, column: 18, scope: !12)
!45 = !DILocation(line: 31, column: 37, scope: !12)
!46 = !DILocation(line: 31, column: 35, scope: !12)
!47 = !DILocation(line: 31, scope: !12)
!48 = !DILocation(line: 31, column: 5, scope: !12)
!49 = !DILocation(line: 31, column: 33, scope: !12)
!50 = !DILocation(line: 32, column: 1, scope: !12)
