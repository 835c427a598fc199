; ModuleID = 'h-barrier-divergence-005.cu'
source_filename = "h-barrier-divergence-005.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12h_heat_stepsE4tile = internal unnamed_addr addrspace(3) global [258 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_heat_steps(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = shl i32 %5, 8, !dbg !22
  %7 = add i32 %6, %4, !dbg !23
  %8 = zext i32 %7 to i64, !dbg !24
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !24
  %10 = load float, ptr %9, align 4, !dbg !24, !tbaa !25
  %11 = icmp eq i32 %4, 0, !dbg !29
  br i1 %11, label %12, label %13, !dbg !30

12:                                               ; preds = %3
  store float 0.000000e+00, ptr addrspacecast (ptr addrspace(3) @_ZZ12h_heat_stepsE4tile to ptr), align 4, !dbg !31, !tbaa !25
  store float 0.000000e+00, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12h_heat_stepsE4tile to ptr), i64 1028), align 4, !dbg !32, !tbaa !25
  br label %13, !dbg !33

13:                                               ; preds = %12, %3
  %14 = icmp sgt i32 %1, 0, !dbg !34
  br i1 %14, label %15, label %25, !dbg !35

15:                                               ; preds = %13
  %16 = icmp sgt i32 %2, 0
  %17 = add nuw nsw i32 %4, 1
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12h_heat_stepsE4tile to ptr), i64 0, i64 %18
  %20 = zext nneg i32 %4 to i64
  %21 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12h_heat_stepsE4tile to ptr), i64 0, i64 %20
  %22 = add nuw nsw i32 %4, 2
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12h_heat_stepsE4tile to ptr), i64 0, i64 %23
  br label %27, !dbg !35

25:                                               ; preds = %41, %13
  %26 = phi float [ %10, %13 ], [ %42, %41 ], !dbg !36
  store float %26, ptr %9, align 4, !dbg !37, !tbaa !25
  ret void, !dbg !38

27:                                               ; preds = %15, %41
  %28 = phi i32 [ 0, %15 ], [ %43, %41 ]
  %29 = phi float [ %10, %15 ], [ %42, %41 ]
  br i1 %16, label %30, label %39, !dbg !39

30:                                               ; preds = %27
  store float %29, ptr %19, align 4, !dbg !40, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %31 = load float, ptr %21, align 4, !dbg !42, !tbaa !25
  %32 = fmul contract float %31, 2.500000e-01, !dbg !43
  %33 = load float, ptr %19, align 4, !dbg !44, !tbaa !25
  %34 = fmul contract float %33, 5.000000e-01, !dbg !45
  %35 = fadd contract float %32, %34, !dbg !46
  %36 = load float, ptr %24, align 4, !dbg !47, !tbaa !25
  %37 = fmul contract float %36, 2.500000e-01, !dbg !48
  %38 = fadd contract float %35, %37, !dbg !49
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  br label %41, !dbg !51

39:                                               ; preds = %27
  %40 = fmul contract float %29, 0x3FEFAE1480000000, !dbg !52
  br label %41

41:                                               ; preds = %30, %39
  %42 = phi float [ %38, %30 ], [ %40, %39 ], !dbg !36
  %43 = add nuw nsw i32 %28, 1, !dbg !53
  %44 = icmp eq i32 %43, %1, !dbg !34
  br i1 %44, label %25, label %27, !dbg !35, !llvm.loop !54
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
!7 = !DIFile(filename: "h-barrier-divergence-005.cu", directory: ".")
!8 = !{ptr @h_heat_steps, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_heat_steps", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 14, column: 18, scope: !12)
!22 = !DILocation(line: 14, column: 29, scope: !12)
!23 = !DILocation(line: 14, column: 37, scope: !12)
!24 = !DILocation(line: 15, column: 17, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 16, column: 13, scope: !12)
!30 = !DILocation(line: 16, column: 9, scope: !12)
!31 = !DILocation(line: 17, column: 17, scope: !12)
!32 = !DILocation(line: 18, column: 25, scope: !12)
!33 = !DILocation(line: 19, column: 5, scope: !12)
!34 = !DILocation(line: 20, column: 23, scope: !12)
!35 = !DILocation(line: 20, column: 5, scope: !12)
!36 = !DILocation(line: 0, scope: !12)
!37 = !DILocation(line: 30, column: 10, scope: !12)
!38 = !DILocation(line: 31, column: 1, scope: !12)
!39 = !DILocation(line: 21, column: 13, scope: !12)
!40 = !DILocation(line: 22, column: 27, scope: !12)
!41 = !DILocation(line: 23, column: 13, scope: !12)
!42 = !DILocation(line: 24, column: 27, scope: !12)
!43 = !DILocation(line: 24, column: 25, scope: !12)
!44 = !DILocation(line: 24, column: 46, scope: !12)
!45 = !DILocation(line: 24, column: 44, scope: !12)
!46 = !DILocation(line: 24, column: 37, scope: !12)
!47 = !DILocation(line: 24, column: 70, scope: !12)
!48 = !DILocation(line: 24, column: 68, scope: !12)
!49 = !DILocation(line: 24, column: 60, scope: !12)
!50 = !DILocation(line: 25, column: 13, scope: !12)
!51 = !DILocation(line: 26, column: 9, scope: !12)
!52 = !DILocation(line: 27, column: 25, scope: !12)
!53 = !DILocation(line: 20, column: 32, scope: !12)
!54 = distinct !{!54, !35, !55, !56}
!55 = !DILocation(line: 29, column: 5, scope: !12)
!56 = !{!"llvm.loop.mustprogress"}
