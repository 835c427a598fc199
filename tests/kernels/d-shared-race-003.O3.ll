; ModuleID = 'd-shared-race-003.cu'
source_filename = "d-shared-race-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21d_named_pipeline_raceE3buf = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @d_named_pipeline_race(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = and i32 %3, 31, !dbg !19
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 7
  %7 = icmp ult i32 %3, 32
  %8 = xor i32 %4, 31
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21d_named_pipeline_raceE3buf to ptr), i64 0, i64 %9
  %11 = zext nneg i32 %4 to i64
  %12 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21d_named_pipeline_raceE3buf to ptr), i64 0, i64 %11
  %13 = or disjoint i32 %6, %4, !dbg !20
  br i1 %7, label %14, label %19, !dbg !21

14:                                               ; preds = %2
  %15 = zext i32 %13 to i64, !dbg !22
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !22
  %17 = load float, ptr %16, align 4, !dbg !22, !tbaa !23
  %18 = fadd contract float %17, 1.000000e+00, !dbg !27
  store float %18, ptr %12, align 4, !dbg !28, !tbaa !23
  tail call void asm sideeffect "bar.arrive 1, 64;", "~{memory}"() #2, !dbg !29, !srcloc !30
  br label %23, !dbg !31

19:                                               ; preds = %2
  tail call void asm sideeffect "bar.sync 1, 64;", "~{memory}"() #2, !dbg !32, !srcloc !33
  %20 = load float, ptr %10, align 4, !dbg !34, !tbaa !23
  %21 = zext i32 %13 to i64, !dbg !35
  %22 = getelementptr inbounds float, ptr %1, i64 %21, !dbg !35
  store float %20, ptr %22, align 4, !dbg !36, !tbaa !23
  br label %23

23:                                               ; preds = %19, %14
  %24 = or disjoint i32 %6, %4, !dbg !20
  %25 = or disjoint i32 %24, 32, !dbg !20
  br i1 %7, label %30, label %26, !dbg !21

26:                                               ; preds = %23
  tail call void asm sideeffect "bar.sync 1, 64;", "~{memory}"() #2, !dbg !32, !srcloc !33
  %27 = load float, ptr %10, align 4, !dbg !34, !tbaa !23
  %28 = zext i32 %25 to i64, !dbg !35
  %29 = getelementptr inbounds float, ptr %1, i64 %28, !dbg !35
  store float %27, ptr %29, align 4, !dbg !36, !tbaa !23
  br label %35

30:                                               ; preds = %23
  %31 = zext i32 %25 to i64, !dbg !22
  %32 = getelementptr inbounds float, ptr %0, i64 %31, !dbg !22
  %33 = load float, ptr %32, align 4, !dbg !22, !tbaa !23
  %34 = fadd contract float %33, 1.000000e+00, !dbg !27
  store float %34, ptr %12, align 4, !dbg !28, !tbaa !23
  tail call void asm sideeffect "bar.arrive 1, 64;", "~{memory}"() #2, !dbg !29, !srcloc !30
  br label %35, !dbg !31

35:                                               ; preds = %30, %26
  %36 = or disjoint i32 %6, %4, !dbg !20
  %37 = or disjoint i32 %36, 64, !dbg !20
  br i1 %7, label %42, label %38, !dbg !21

38:                                               ; preds = %35
  tail call void asm sideeffect "bar.sync 1, 64;", "~{memory}"() #2, !dbg !32, !srcloc !33
  %39 = load float, ptr %10, align 4, !dbg !34, !tbaa !23
  %40 = zext i32 %37 to i64, !dbg !35
  %41 = getelementptr inbounds float, ptr %1, i64 %40, !dbg !35
  store float %39, ptr %41, align 4, !dbg !36, !tbaa !23
  br label %47

42:                                               ; preds = %35
  %43 = zext i32 %37 to i64, !dbg !22
  %44 = getelementptr inbounds float, ptr %0, i64 %43, !dbg !22
  %45 = load float, ptr %44, align 4, !dbg !22, !tbaa !23
  %46 = fadd contract float %45, 1.000000e+00, !dbg !27
  store float %46, ptr %12, align 4, !dbg !28, !tbaa !23
  tail call void asm sideeffect "bar.arrive 1, 64;", "~{memory}"() #2, !dbg !29, !srcloc !30
  br label %47, !dbg !31

47:                                               ; preds = %42, %38
  %48 = or disjoint i32 %6, %4, !dbg !20
  %49 = or disjoint i32 %48, 96, !dbg !20
  br i1 %7, label %54, label %50, !dbg !21

50:                                               ; preds = %47
  tail call void asm sideeffect "bar.sync 1, 64;", "~{memory}"() #2, !dbg !32, !srcloc !33
  %51 = load float, ptr %10, align 4, !dbg !34, !tbaa !23
  %52 = zext i32 %49 to i64, !dbg !35
  %53 = getelementptr inbounds float, ptr %1, i64 %52, !dbg !35
  store float %51, ptr %53, align 4, !dbg !36, !tbaa !23
  br label %59

54:                                               ; preds = %47
  %55 = zext i32 %49 to i64, !dbg !22
  %56 = getelementptr inbounds float, ptr %0, i64 %55, !dbg !22
  %57 = load float, ptr %56, align 4, !dbg !22, !tbaa !23
  %58 = fadd contract float %57, 1.000000e+00, !dbg !27
  store float %58, ptr %12, align 4, !dbg !28, !tbaa !23
  tail call void asm sideeffect "bar.arrive 1, 64;", "~{memory}"() #2, !dbg !29, !srcloc !30
  br label %59, !dbg !31

59:                                               ; preds = %54, %50
  ret void, !dbg !37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind }

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
!7 = !DIFile(filename: "d-shared-race-003.cu", directory: ".")
!8 = !{ptr @d_named_pipeline_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "d_named_pipeline_race", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 20, scope: !12)
!19 = !DILocation(line: 13, column: 44, scope: !12)
!20 = !DILocation(line: 15, column: 53, scope: !12)
!21 = !DILocation(line: 16, column: 13, scope: !12)
!22 = !DILocation(line: 17, column: 25, scope: !12)
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C++ TBAA"}
!27 = !DILocation(line: 17, column: 31, scope: !12)
!28 = !DILocation(line: 17, column: 23, scope: !12)
!29 = !DILocation(line: 18, column: 13, scope: !12)
!30 = !{i64 940}
!31 = !DILocation(line: 19, column: 9, scope: !12)
!32 = !DILocation(line: 20, column: 13, scope: !12)
!33 = !{i64 1017}
!34 = !DILocation(line: 21, column: 22, scope: !12)
!35 = !DILocation(line: 21, column: 13, scope: !12)
!36 = !DILocation(line: 21, column: 20, scope: !12)
!37 = !DILocation(line: 24, column: 1, scope: !12)
