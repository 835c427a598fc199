; ModuleID = 'a-shared-race-006.cu'
source_filename = "a-shared-race-006.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ22a_reduce_tree_offbyoneE5sdata = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_reduce_tree_offbyone(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %6 = mul i32 %4, %5, !dbg !25
  %7 = add i32 %6, %3, !dbg !26
  %8 = zext i32 %7 to i64, !dbg !27
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !27
  %10 = load float, ptr %9, align 4, !dbg !27, !tbaa !28
  %11 = zext nneg i32 %3 to i64, !dbg !32
  %12 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22a_reduce_tree_offbyoneE5sdata to ptr), i64 0, i64 %11, !dbg !32
  store float %10, ptr %12, align 4, !dbg !33, !tbaa !28
  %13 = add nuw nsw i32 %3, 256, !dbg !34
  %14 = zext nneg i32 %13 to i64, !dbg !35
  %15 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22a_reduce_tree_offbyoneE5sdata to ptr), i64 0, i64 %14, !dbg !35
  store float 0.000000e+00, ptr %15, align 4, !dbg !36, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %16 = icmp ult i32 %5, 2, !dbg !38
  br i1 %16, label %17, label %19, !dbg !39

17:                                               ; preds = %30, %2
  %18 = icmp eq i32 %3, 0, !dbg !40
  br i1 %18, label %32, label %36, !dbg !41

19:                                               ; preds = %2, %30
  %20 = phi i32 [ %21, %30 ], [ %5, %2 ]
  %21 = lshr i32 %20, 1, !dbg !42
  %22 = icmp ugt i32 %3, %21, !dbg !43
  br i1 %22, label %30, label %23, !dbg !44

23:                                               ; preds = %19
  %24 = add nuw nsw i32 %21, %3
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22a_reduce_tree_offbyoneE5sdata to ptr), i64 0, i64 %25
  %27 = load float, ptr %26, align 4, !dbg !45, !tbaa !28
  %28 = load float, ptr %12, align 4, !dbg !46, !tbaa !28
  %29 = fadd contract float %27, %28, !dbg !46
  store float %29, ptr %12, align 4, !dbg !46, !tbaa !28
  br label %30, !dbg !47

30:                                               ; preds = %23, %19
  tail call void @llvm.nvvm.barrier0(), !dbg !48
  %31 = icmp ult i32 %20, 4, !dbg !38
  br i1 %31, label %17, label %19, !dbg !39, !llvm.loop !49

32:                                               ; preds = %17
  %33 = zext nneg i32 %4 to i64
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ22a_reduce_tree_offbyoneE5sdata to ptr), align 4, !dbg !52, !tbaa !28
  store float %35, ptr %34, align 4, !dbg !53, !tbaa !28
  br label %36, !dbg !54

36:                                               ; preds = %32, %17
  ret void, !dbg !55
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
!7 = !DIFile(filename: "a-shared-race-006.cu", directory: ".")
!8 = !{ptr @a_reduce_tree_offbyone, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_reduce_tree_offbyone", scope: !7, file: !7, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 15, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 16, column: 21, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 16, column: 34, scope: !12)
!25 = !DILocation(line: 16, column: 32, scope: !12)
!26 = !DILocation(line: 16, column: 45, scope: !12)
!27 = !DILocation(line: 16, column: 18, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 16, column: 5, scope: !12)
!33 = !DILocation(line: 16, column: 16, scope: !12)
!34 = !DILocation(line: 17, column: 15, scope: !12)
!35 = !DILocation(line: 17, column: 5, scope: !12)
!36 = !DILocation(line: 17, column: 24, scope: !12)
!37 = !DILocation(line: 18, column: 5, scope: !12)
!38 = !DILocation(line: 19, column: 41, scope: !12)
!39 = !DILocation(line: 19, column: 5, scope: !12)
!40 = !DILocation(line: 24, column: 13, scope: !12)
!41 = !DILocation(line: 24, column: 9, scope: !12)
!42 = !DILocation(line: 19, scope: !12)
!43 = !DILocation(line: 20, column: 17, scope: !12)
!44 = !DILocation(line: 20, column: 13, scope: !12)
!45 = !DILocation(line: 21, column: 27, scope: !12)
!46 = !DILocation(line: 21, column: 24, scope: !12)
!47 = !DILocation(line: 21, column: 13, scope: !12)
!48 = !DILocation(line: 22, column: 9, scope: !12)
!49 = distinct !{!49, !39, !50, !51}
!50 = !DILocation(line: 23, column: 5, scope: !12)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 25, column: 27, scope: !12)
!53 = !DILocation(line: 25, column: 25, scope: !12)
!54 = !DILocation(line: 25, column: 9, scope: !12)
!55 = !DILocation(line: 26, column: 1, scope: !12)
