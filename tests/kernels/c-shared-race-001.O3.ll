; ModuleID = 'c-shared-race-001.cu'
source_filename = "c-shared-race-001.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17c_block_stride_96E1s = internal unnamed_addr addrspace(3) global [1000 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @c_block_stride_96(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = icmp ult i32 %3, 1000, !dbg !19
  br i1 %4, label %5, label %9, !dbg !20

5:                                                ; preds = %2
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %6, 1000
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %14, !dbg !20

9:                                                ; preds = %14, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !21
  br i1 %4, label %10, label %24, !dbg !22

10:                                               ; preds = %9
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = mul i32 %11, 1000
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %25, !dbg !22

14:                                               ; preds = %5, %14
  %15 = phi i32 [ %3, %5 ], [ %22, %14 ]
  %16 = add i32 %15, %7, !dbg !23
  %17 = zext i32 %16 to i64, !dbg !24
  %18 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !24
  %19 = load float, ptr %18, align 4, !dbg !24, !tbaa !25
  %20 = zext nneg i32 %15 to i64, !dbg !29
  %21 = getelementptr inbounds [1000 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17c_block_stride_96E1s to ptr), i64 0, i64 %20, !dbg !29
  store float %19, ptr %21, align 4, !dbg !30, !tbaa !25
  %22 = add nuw nsw i32 %15, %8, !dbg !31
  %23 = icmp ult i32 %22, 1000, !dbg !19
  br i1 %23, label %14, label %9, !dbg !20, !llvm.loop !32

24:                                               ; preds = %25, %9
  ret void, !dbg !35

25:                                               ; preds = %10, %25
  %26 = phi i32 [ %3, %10 ], [ %34, %25 ]
  %27 = sub nuw nsw i32 999, %26, !dbg !36
  %28 = zext nneg i32 %27 to i64, !dbg !37
  %29 = getelementptr inbounds [1000 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17c_block_stride_96E1s to ptr), i64 0, i64 %28, !dbg !37
  %30 = load float, ptr %29, align 4, !dbg !37, !tbaa !25
  %31 = add i32 %26, %12, !dbg !38
  %32 = zext i32 %31 to i64, !dbg !39
  %33 = getelementptr inbounds float, ptr %1, i64 %32, !dbg !39
  store float %30, ptr %33, align 4, !dbg !40, !tbaa !25
  %34 = add nuw nsw i32 %26, %13, !dbg !41
  %35 = icmp ult i32 %34, 1000, !dbg !42
  br i1 %35, label %25, label %24, !dbg !22, !llvm.loop !43
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
!7 = !DIFile(filename: "c-shared-race-001.cu", directory: ".")
!8 = !{ptr @c_block_stride_96, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "c_block_stride_96", scope: !7, file: !7, line: 5, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 23, scope: !12)
!19 = !DILocation(line: 8, column: 38, scope: !12)
!20 = !DILocation(line: 8, column: 5, scope: !12)
!21 = !DILocation(line: 10, column: 5, scope: !12)
!22 = !DILocation(line: 11, column: 5, scope: !12)
!23 = !DILocation(line: 9, column: 37, scope: !12)
!24 = !DILocation(line: 9, column: 16, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 9, column: 9, scope: !12)
!30 = !DILocation(line: 9, column: 14, scope: !12)
!31 = !DILocation(line: 8, column: 48, scope: !12)
!32 = distinct !{!32, !20, !33, !34}
!33 = !DILocation(line: 9, column: 40, scope: !12)
!34 = !{!"llvm.loop.mustprogress"}
!35 = !DILocation(line: 13, column: 1, scope: !12)
!36 = !DILocation(line: 12, column: 44, scope: !12)
!37 = !DILocation(line: 12, column: 38, scope: !12)
!38 = !DILocation(line: 12, column: 31, scope: !12)
!39 = !DILocation(line: 12, column: 9, scope: !12)
!40 = !DILocation(line: 12, column: 36, scope: !12)
!41 = !DILocation(line: 11, column: 48, scope: !12)
!42 = !DILocation(line: 11, column: 38, scope: !12)
!43 = distinct !{!43, !22, !44, !34}
!44 = !DILocation(line: 12, column: 47, scope: !12)
