; ModuleID = 'a-barrier-divergence-005.cu'
source_filename = "a-barrier-divergence-005.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19a_if_tid_lt_32_syncE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_if_tid_lt_32_sync(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %6 = mul i32 %4, %5, !dbg !25
  %7 = add i32 %6, %3, !dbg !26
  %8 = zext i32 %7 to i64, !dbg !27
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !27
  %10 = load float, ptr %9, align 4, !dbg !27, !tbaa !28
  %11 = zext nneg i32 %3 to i64, !dbg !32
  %12 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_if_tid_lt_32_syncE1s to ptr), i64 0, i64 %11, !dbg !32
  store float %10, ptr %12, align 4, !dbg !33, !tbaa !28
  %13 = icmp ult i32 %3, 32, !dbg !34
  br i1 %13, label %14, label %72, !dbg !35

14:                                               ; preds = %2
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %15 = zext nneg i32 %3 to i64, !dbg !37
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_if_tid_lt_32_syncE1s to ptr), i64 0, i64 %15, !dbg !37
  %17 = load float, ptr %16, align 4, !dbg !37, !tbaa !28
  %18 = fadd contract float %17, 0.000000e+00, !dbg !38
  %19 = or disjoint i32 %3, 32, !dbg !39
  %20 = zext nneg i32 %19 to i64, !dbg !37
  %21 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_if_tid_lt_32_syncE1s to ptr), i64 0, i64 %20, !dbg !37
  %22 = load float, ptr %21, align 4, !dbg !37, !tbaa !28
  %23 = fadd contract float %18, %22, !dbg !38
  %24 = icmp ult i32 %19, 224, !dbg !40
  br i1 %24, label %31, label %25, !dbg !41, !llvm.loop !42

25:                                               ; preds = %66, %59, %52, %45, %38, %31, %14
  %26 = phi float [ %23, %14 ], [ %36, %31 ], [ %43, %38 ], [ %50, %45 ], [ %57, %52 ], [ %64, %59 ], [ %71, %66 ], !dbg !38
  %27 = shl i32 %4, 5, !dbg !45
  %28 = or disjoint i32 %27, %3, !dbg !46
  %29 = zext i32 %28 to i64, !dbg !47
  %30 = getelementptr inbounds float, ptr %1, i64 %29, !dbg !47
  store float %26, ptr %30, align 4, !dbg !48, !tbaa !28
  br label %72, !dbg !49

31:                                               ; preds = %14
  %32 = or disjoint i32 %3, 64, !dbg !39
  %33 = zext nneg i32 %32 to i64, !dbg !37
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_if_tid_lt_32_syncE1s to ptr), i64 0, i64 %33, !dbg !37
  %35 = load float, ptr %34, align 4, !dbg !37, !tbaa !28
  %36 = fadd contract float %23, %35, !dbg !38
  %37 = icmp ult i32 %32, 224, !dbg !40
  br i1 %37, label %38, label %25, !dbg !41, !llvm.loop !42

38:                                               ; preds = %31
  %39 = or disjoint i32 %3, 96, !dbg !39
  %40 = zext nneg i32 %39 to i64, !dbg !37
  %41 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_if_tid_lt_32_syncE1s to ptr), i64 0, i64 %40, !dbg !37
  %42 = load float, ptr %41, align 4, !dbg !37, !tbaa !28
  %43 = fadd contract float %36, %42, !dbg !38
  %44 = icmp ult i32 %39, 224, !dbg !40
  br i1 %44, label %45, label %25, !dbg !41, !llvm.loop !42

45:                                               ; preds = %38
  %46 = or disjoint i32 %3, 128, !dbg !39
  %47 = zext nneg i32 %46 to i64, !dbg !37
  %48 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_if_tid_lt_32_syncE1s to ptr), i64 0, i64 %47, !dbg !37
  %49 = load float, ptr %48, align 4, !dbg !37, !tbaa !28
  %50 = fadd contract float %43, %49, !dbg !38
  %51 = icmp ult i32 %46, 224, !dbg !40
  br i1 %51, label %52, label %25, !dbg !41, !llvm.loop !42

52:                                               ; preds = %45
  %53 = or disjoint i32 %3, 160, !dbg !39
  %54 = zext nneg i32 %53 to i64, !dbg !37
  %55 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_if_tid_lt_32_syncE1s to ptr), i64 0, i64 %54, !dbg !37
  %56 = load float, ptr %55, align 4, !dbg !37, !tbaa !28
  %57 = fadd contract float %50, %56, !dbg !38
  %58 = icmp ult i32 %53, 224, !dbg !40
  br i1 %58, label %59, label %25, !dbg !41, !llvm.loop !42

59:                                               ; preds = %52
  %60 = or disjoint i32 %3, 192, !dbg !39
  %61 = zext nneg i32 %60 to i64, !dbg !37
  %62 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_if_tid_lt_32_syncE1s to ptr), i64 0, i64 %61, !dbg !37
  %63 = load float, ptr %62, align 4, !dbg !37, !tbaa !28
  %64 = fadd contract float %57, %63, !dbg !38
  %65 = icmp ult i32 %60, 224, !dbg !40
  br i1 %65, label %66, label %25, !dbg !41, !llvm.loop !42

66:                                               ; preds = %59
  %67 = or disjoint i32 %3, 224, !dbg !39
  %68 = zext nneg i32 %67 to i64, !dbg !37
  %69 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_if_tid_lt_32_syncE1s to ptr), i64 0, i64 %68, !dbg !37
  %70 = load float, ptr %69, align 4, !dbg !37, !tbaa !28
  %71 = fadd contract float %64, %70, !dbg !38
  br label %25

72:                                               ; preds = %25, %2
  ret void, !dbg !50
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
!7 = !DIFile(filename: "a-barrier-divergence-005.cu", directory: ".")
!8 = !{ptr @a_if_tid_lt_32_sync, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_if_tid_lt_32_sync", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 18, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 15, column: 15, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 15, column: 28, scope: !12)
!25 = !DILocation(line: 15, column: 26, scope: !12)
!26 = !DILocation(line: 15, column: 39, scope: !12)
!27 = !DILocation(line: 15, column: 12, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 15, column: 5, scope: !12)
!33 = !DILocation(line: 15, column: 10, scope: !12)
!34 = !DILocation(line: 16, column: 11, scope: !12)
!35 = !DILocation(line: 16, column: 9, scope: !12)
!36 = !DILocation(line: 17, column: 9, scope: !12)
!37 = !DILocation(line: 20, column: 20, scope: !12)
!38 = !DILocation(line: 20, column: 17, scope: !12)
!39 = !DILocation(line: 19, column: 43, scope: !12)
!40 = !DILocation(line: 19, column: 32, scope: !12)
!41 = !DILocation(line: 19, column: 9, scope: !12)
!42 = distinct !{!42, !41, !43, !44}
!43 = !DILocation(line: 20, column: 23, scope: !12)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 21, column: 24, scope: !12)
!46 = !DILocation(line: 21, column: 29, scope: !12)
!47 = !DILocation(line: 21, column: 9, scope: !12)
!48 = !DILocation(line: 21, column: 34, scope: !12)
!49 = !DILocation(line: 22, column: 5, scope: !12)
!50 = !DILocation(line: 23, column: 1, scope: !12)
