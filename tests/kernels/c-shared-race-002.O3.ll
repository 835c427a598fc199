; ModuleID = 'c-shared-race-002.cu'
source_filename = "c-shared-race-002.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ24c_block_stride_neighbourE1s = internal unnamed_addr addrspace(3) global [1001 x float] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local void @c_block_stride_neighbour(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = icmp ult i32 %3, 1000, !dbg !19
  br i1 %4, label %5, label %9, !dbg !20

5:                                                ; preds = %2
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %6, 1000
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %10, !dbg !20

9:                                                ; preds = %10, %2
  ret void, !dbg !21

10:                                               ; preds = %5, %10
  %11 = phi i32 [ %3, %5 ], [ %23, %10 ]
  %12 = add i32 %11, %7, !dbg !22
  %13 = zext i32 %12 to i64, !dbg !23
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !23
  %15 = load float, ptr %14, align 4, !dbg !23, !tbaa !24
  %16 = zext nneg i32 %11 to i64, !dbg !28
  %17 = getelementptr inbounds [1001 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24c_block_stride_neighbourE1s to ptr), i64 0, i64 %16, !dbg !28
  store float %15, ptr %17, align 4, !dbg !29, !tbaa !24
  %18 = add nuw nsw i32 %11, 1, !dbg !30
  %19 = zext nneg i32 %18 to i64, !dbg !31
  %20 = getelementptr inbounds [1001 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24c_block_stride_neighbourE1s to ptr), i64 0, i64 %19, !dbg !31
  %21 = load float, ptr %20, align 4, !dbg !31, !tbaa !24
  %22 = getelementptr inbounds float, ptr %1, i64 %13, !dbg !32
  store float %21, ptr %22, align 4, !dbg !33, !tbaa !24
  %23 = add nuw nsw i32 %11, %8, !dbg !34
  %24 = icmp ult i32 %23, 1000, !dbg !19
  br i1 %24, label %10, label %9, !dbg !20, !llvm.loop !35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
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
!7 = !DIFile(filename: "c-shared-race-002.cu", directory: ".")
!8 = !{ptr @c_block_stride_neighbour, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "c_block_stride_neighbour", scope: !7, file: !7, line: 5, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 23, scope: !12)
!19 = !DILocation(line: 8, column: 38, scope: !12)
!20 = !DILocation(line: 8, column: 5, scope: !12)
!21 = !DILocation(line: 12, column: 1, scope: !12)
!22 = !DILocation(line: 9, column: 37, scope: !12)
!23 = !DILocation(line: 9, column: 16, scope: !12)
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !DILocation(line: 9, column: 9, scope: !12)
!29 = !DILocation(line: 9, column: 14, scope: !12)
!30 = !DILocation(line: 10, column: 42, scope: !12)
!31 = !DILocation(line: 10, column: 38, scope: !12)
!32 = !DILocation(line: 10, column: 9, scope: !12)
!33 = !DILocation(line: 10, column: 36, scope: !12)
!34 = !DILocation(line: 8, column: 48, scope: !12)
!35 = distinct !{!35, !20, !36, !37}
!36 = !DILocation(line: 11, column: 5, scope: !12)
!37 = !{!"llvm.loop.mustprogress"}
