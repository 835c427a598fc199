; ModuleID = 'a-shared-race-053.cu'
source_filename = "a-shared-race-053.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sdata = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_dyn_shared_reduce_race(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !15
  %4 = zext nneg i32 %3 to i64, !dbg !19
  %5 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 %4, !dbg !19
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %8 = mul i32 %7, %3, !dbg !26
  %9 = add i32 %8, %6, !dbg !27
  %10 = zext i32 %9 to i64, !dbg !28
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !28
  %12 = load float, ptr %11, align 4, !dbg !28, !tbaa !29
  %13 = zext nneg i32 %6 to i64, !dbg !33
  %14 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %13, !dbg !33
  store float %12, ptr %14, align 4, !dbg !34, !tbaa !29
  %15 = getelementptr inbounds float, ptr %5, i64 %13, !dbg !35
  store float %12, ptr %15, align 4, !dbg !36, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %16 = icmp ult i32 %3, 2, !dbg !38
  br i1 %16, label %17, label %19, !dbg !39

17:                                               ; preds = %30, %2
  %18 = icmp eq i32 %6, 0, !dbg !40
  br i1 %18, label %32, label %38, !dbg !41

19:                                               ; preds = %2, %30
  %20 = phi i32 [ %21, %30 ], [ %3, %2 ]
  %21 = lshr i32 %20, 1, !dbg !42
  %22 = icmp ult i32 %6, %21, !dbg !43
  br i1 %22, label %23, label %30, !dbg !44

23:                                               ; preds = %19
  %24 = add nuw nsw i32 %21, %6
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %5, i64 %25
  %27 = load float, ptr %26, align 4, !dbg !45, !tbaa !29
  %28 = load float, ptr %15, align 4, !dbg !46, !tbaa !29
  %29 = fadd contract float %27, %28, !dbg !46
  store float %29, ptr %15, align 4, !dbg !46, !tbaa !29
  br label %30, !dbg !47

30:                                               ; preds = %19, %23
  %31 = icmp ult i32 %20, 4, !dbg !38
  br i1 %31, label %17, label %19, !dbg !39, !llvm.loop !48

32:                                               ; preds = %17
  %33 = zext nneg i32 %7 to i64
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load float, ptr %5, align 4, !dbg !51, !tbaa !29
  %36 = load float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), align 4, !dbg !52, !tbaa !29
  %37 = fdiv contract float %35, %36, !dbg !53
  store float %37, ptr %34, align 4, !dbg !54, !tbaa !29
  br label %38, !dbg !55

38:                                               ; preds = %32, %17
  ret void, !dbg !56
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "a-shared-race-053.cu", directory: ".")
!8 = !{ptr @a_dyn_shared_reduce_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_dyn_shared_reduce_race", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 79, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 27, scope: !12)
!19 = !DILocation(line: 12, column: 25, scope: !12)
!20 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 13, column: 20, scope: !12)
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 14, column: 18, scope: !12)
!26 = !DILocation(line: 14, column: 29, scope: !12)
!27 = !DILocation(line: 14, column: 42, scope: !12)
!28 = !DILocation(line: 14, column: 15, scope: !12)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 15, column: 5, scope: !12)
!34 = !DILocation(line: 15, column: 16, scope: !12)
!35 = !DILocation(line: 16, column: 5, scope: !12)
!36 = !DILocation(line: 16, column: 15, scope: !12)
!37 = !DILocation(line: 17, column: 5, scope: !12)
!38 = !DILocation(line: 18, column: 41, scope: !12)
!39 = !DILocation(line: 18, column: 5, scope: !12)
!40 = !DILocation(line: 23, column: 13, scope: !12)
!41 = !DILocation(line: 23, column: 9, scope: !12)
!42 = !DILocation(line: 18, scope: !12)
!43 = !DILocation(line: 19, column: 17, scope: !12)
!44 = !DILocation(line: 19, column: 13, scope: !12)
!45 = !DILocation(line: 20, column: 26, scope: !12)
!46 = !DILocation(line: 20, column: 23, scope: !12)
!47 = !DILocation(line: 20, column: 13, scope: !12)
!48 = distinct !{!48, !39, !49, !50}
!49 = !DILocation(line: 22, column: 5, scope: !12)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 24, column: 27, scope: !12)
!52 = !DILocation(line: 24, column: 37, scope: !12)
!53 = !DILocation(line: 24, column: 35, scope: !12)
!54 = !DILocation(line: 24, column: 25, scope: !12)
!55 = !DILocation(line: 24, column: 9, scope: !12)
!56 = !DILocation(line: 25, column: 1, scope: !12)
