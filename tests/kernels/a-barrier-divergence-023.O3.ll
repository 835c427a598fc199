; ModuleID = 'a-barrier-divergence-023.cu'
source_filename = "a-barrier-divergence-023.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ23a_uniform_early_exit_okE5sdata = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_uniform_early_exit_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %5 = icmp ult i32 %4, %2, !dbg !19
  br i1 %5, label %6, label %36, !dbg !20

6:                                                ; preds = %3
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !24
  %9 = mul i32 %4, %8, !dbg !27
  %10 = add i32 %9, %7, !dbg !28
  %11 = zext i32 %10 to i64, !dbg !29
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !29
  %13 = load float, ptr %12, align 4, !dbg !29, !tbaa !30
  %14 = zext nneg i32 %7 to i64, !dbg !34
  %15 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23a_uniform_early_exit_okE5sdata to ptr), i64 0, i64 %14, !dbg !34
  store float %13, ptr %15, align 4, !dbg !35, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %16 = icmp ult i32 %8, 2, !dbg !37
  br i1 %16, label %17, label %19, !dbg !38

17:                                               ; preds = %30, %6
  %18 = icmp eq i32 %7, 0, !dbg !39
  br i1 %18, label %32, label %36, !dbg !40

19:                                               ; preds = %6, %30
  %20 = phi i32 [ %21, %30 ], [ %8, %6 ]
  %21 = lshr i32 %20, 1, !dbg !41
  %22 = icmp ult i32 %7, %21, !dbg !42
  br i1 %22, label %23, label %30, !dbg !43

23:                                               ; preds = %19
  %24 = add nuw nsw i32 %21, %7
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23a_uniform_early_exit_okE5sdata to ptr), i64 0, i64 %25
  %27 = load float, ptr %26, align 4, !dbg !44, !tbaa !30
  %28 = load float, ptr %15, align 4, !dbg !45, !tbaa !30
  %29 = fadd contract float %27, %28, !dbg !45
  store float %29, ptr %15, align 4, !dbg !45, !tbaa !30
  br label %30, !dbg !46

30:                                               ; preds = %23, %19
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %31 = icmp ult i32 %20, 4, !dbg !37
  br i1 %31, label %17, label %19, !dbg !38, !llvm.loop !48

32:                                               ; preds = %17
  %33 = zext nneg i32 %4 to i64
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ23a_uniform_early_exit_okE5sdata to ptr), align 4, !dbg !51, !tbaa !30
  store float %35, ptr %34, align 4, !dbg !52, !tbaa !30
  br label %36, !dbg !53

36:                                               ; preds = %17, %32, %3
  ret void, !dbg !54
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!7 = !DIFile(filename: "a-barrier-divergence-023.cu", directory: ".")
!8 = !{ptr @a_uniform_early_exit_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_uniform_early_exit_ok", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 9, scope: !12)
!19 = !DILocation(line: 12, column: 20, scope: !12)
!20 = !DILocation(line: 12, column: 9, scope: !12)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = distinct !DILocation(line: 14, column: 20, scope: !12)
!24 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = distinct !DILocation(line: 15, column: 34, scope: !12)
!27 = !DILocation(line: 15, column: 32, scope: !12)
!28 = !DILocation(line: 15, column: 45, scope: !12)
!29 = !DILocation(line: 15, column: 18, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 15, column: 5, scope: !12)
!35 = !DILocation(line: 15, column: 16, scope: !12)
!36 = !DILocation(line: 16, column: 5, scope: !12)
!37 = !DILocation(line: 17, column: 41, scope: !12)
!38 = !DILocation(line: 17, column: 5, scope: !12)
!39 = !DILocation(line: 22, column: 13, scope: !12)
!40 = !DILocation(line: 22, column: 9, scope: !12)
!41 = !DILocation(line: 17, scope: !12)
!42 = !DILocation(line: 18, column: 17, scope: !12)
!43 = !DILocation(line: 18, column: 13, scope: !12)
!44 = !DILocation(line: 19, column: 27, scope: !12)
!45 = !DILocation(line: 19, column: 24, scope: !12)
!46 = !DILocation(line: 19, column: 13, scope: !12)
!47 = !DILocation(line: 20, column: 9, scope: !12)
!48 = distinct !{!48, !38, !49, !50}
!49 = !DILocation(line: 21, column: 5, scope: !12)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 23, column: 27, scope: !12)
!52 = !DILocation(line: 23, column: 25, scope: !12)
!53 = !DILocation(line: 23, column: 9, scope: !12)
!54 = !DILocation(line: 24, column: 1, scope: !12)
