; ModuleID = 'e-global-race-032.cu'
source_filename = "e-global-race-032.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19e_row_partials_raceE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @e_row_partials_race(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !19
  %6 = mul i32 %5, %2, !dbg !22
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %8 = shl i32 %7, 8, !dbg !26
  %9 = add i32 %8, %4, !dbg !27
  %10 = add i32 %9, %6, !dbg !28
  %11 = zext i32 %10 to i64, !dbg !29
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !29
  %13 = load float, ptr %12, align 4, !dbg !29, !tbaa !30
  %14 = zext nneg i32 %4 to i64, !dbg !34
  %15 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19e_row_partials_raceE1s to ptr), i64 0, i64 %14, !dbg !34
  store float %13, ptr %15, align 4, !dbg !35, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %16 = icmp ult i32 %4, 128, !dbg !37
  br i1 %16, label %17, label %24, !dbg !38

17:                                               ; preds = %3
  %18 = or disjoint i32 %4, 128
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19e_row_partials_raceE1s to ptr), i64 0, i64 %19
  %21 = load float, ptr %20, align 4, !dbg !39, !tbaa !30
  %22 = load float, ptr %15, align 4, !dbg !40, !tbaa !30
  %23 = fadd contract float %21, %22, !dbg !40
  store float %23, ptr %15, align 4, !dbg !40, !tbaa !30
  br label %24, !dbg !41

24:                                               ; preds = %17, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %25 = icmp ult i32 %4, 64, !dbg !37
  br i1 %25, label %26, label %33, !dbg !38

26:                                               ; preds = %24
  %27 = or disjoint i32 %4, 64
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19e_row_partials_raceE1s to ptr), i64 0, i64 %28
  %30 = load float, ptr %29, align 4, !dbg !39, !tbaa !30
  %31 = load float, ptr %15, align 4, !dbg !40, !tbaa !30
  %32 = fadd contract float %30, %31, !dbg !40
  store float %32, ptr %15, align 4, !dbg !40, !tbaa !30
  br label %33, !dbg !41

33:                                               ; preds = %26, %24
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %34 = icmp ult i32 %4, 32, !dbg !37
  br i1 %34, label %35, label %42, !dbg !38

35:                                               ; preds = %33
  %36 = or disjoint i32 %4, 32
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19e_row_partials_raceE1s to ptr), i64 0, i64 %37
  %39 = load float, ptr %38, align 4, !dbg !39, !tbaa !30
  %40 = load float, ptr %15, align 4, !dbg !40, !tbaa !30
  %41 = fadd contract float %39, %40, !dbg !40
  store float %41, ptr %15, align 4, !dbg !40, !tbaa !30
  br label %42, !dbg !41

42:                                               ; preds = %35, %33
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %43 = icmp ult i32 %4, 16, !dbg !37
  br i1 %43, label %44, label %51, !dbg !38

44:                                               ; preds = %42
  %45 = or disjoint i32 %4, 16
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19e_row_partials_raceE1s to ptr), i64 0, i64 %46
  %48 = load float, ptr %47, align 4, !dbg !39, !tbaa !30
  %49 = load float, ptr %15, align 4, !dbg !40, !tbaa !30
  %50 = fadd contract float %48, %49, !dbg !40
  store float %50, ptr %15, align 4, !dbg !40, !tbaa !30
  br label %51, !dbg !41

51:                                               ; preds = %44, %42
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %52 = icmp ult i32 %4, 8, !dbg !37
  br i1 %52, label %53, label %60, !dbg !38

53:                                               ; preds = %51
  %54 = or disjoint i32 %4, 8
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19e_row_partials_raceE1s to ptr), i64 0, i64 %55
  %57 = load float, ptr %56, align 4, !dbg !39, !tbaa !30
  %58 = load float, ptr %15, align 4, !dbg !40, !tbaa !30
  %59 = fadd contract float %57, %58, !dbg !40
  store float %59, ptr %15, align 4, !dbg !40, !tbaa !30
  br label %60, !dbg !41

60:                                               ; preds = %53, %51
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %61 = icmp ult i32 %4, 4, !dbg !37
  br i1 %61, label %62, label %69, !dbg !38

62:                                               ; preds = %60
  %63 = or disjoint i32 %4, 4
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19e_row_partials_raceE1s to ptr), i64 0, i64 %64
  %66 = load float, ptr %65, align 4, !dbg !39, !tbaa !30
  %67 = load float, ptr %15, align 4, !dbg !40, !tbaa !30
  %68 = fadd contract float %66, %67, !dbg !40
  store float %68, ptr %15, align 4, !dbg !40, !tbaa !30
  br label %69, !dbg !41

69:                                               ; preds = %62, %60
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %70 = icmp ult i32 %4, 2, !dbg !37
  br i1 %70, label %71, label %78, !dbg !38

71:                                               ; preds = %69
  %72 = or disjoint i32 %4, 2
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19e_row_partials_raceE1s to ptr), i64 0, i64 %73
  %75 = load float, ptr %74, align 4, !dbg !39, !tbaa !30
  %76 = load float, ptr %15, align 4, !dbg !40, !tbaa !30
  %77 = fadd contract float %75, %76, !dbg !40
  store float %77, ptr %15, align 4, !dbg !40, !tbaa !30
  br label %78, !dbg !41

78:                                               ; preds = %71, %69
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %79 = icmp eq i32 %4, 0, !dbg !37
  br i1 %79, label %80, label %84, !dbg !38

80:                                               ; preds = %78
  %81 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19e_row_partials_raceE1s to ptr), i64 4), align 4, !dbg !39, !tbaa !30
  %82 = load float, ptr %15, align 4, !dbg !40, !tbaa !30
  %83 = fadd contract float %81, %82, !dbg !40
  store float %83, ptr %15, align 4, !dbg !40, !tbaa !30
  br label %84, !dbg !41

84:                                               ; preds = %80, %78
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %85 = icmp eq i32 %4, 0, !dbg !43
  br i1 %85, label %86, label %90, !dbg !44

86:                                               ; preds = %84
  %87 = zext nneg i32 %7 to i64
  %88 = getelementptr inbounds float, ptr %1, i64 %87
  %89 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19e_row_partials_raceE1s to ptr), align 4, !dbg !45, !tbaa !30
  store float %89, ptr %88, align 4, !dbg !46, !tbaa !30
  br label %90, !dbg !47

90:                                               ; preds = %86, %84
  ret void, !dbg !48
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

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
!7 = !DIFile(filename: "e-global-race-032.cu", directory: ".")
!8 = !{ptr @e_row_partials_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_row_partials_race", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 18, scope: !12)
!19 = !DILocation(line: 67, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 12, column: 15, scope: !12)
!22 = !DILocation(line: 12, column: 26, scope: !12)
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 12, column: 35, scope: !12)
!26 = !DILocation(line: 12, column: 46, scope: !12)
!27 = !DILocation(line: 12, column: 33, scope: !12)
!28 = !DILocation(line: 12, column: 54, scope: !12)
!29 = !DILocation(line: 12, column: 12, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 12, column: 5, scope: !12)
!35 = !DILocation(line: 12, column: 10, scope: !12)
!36 = !DILocation(line: 13, column: 5, scope: !12)
!37 = !DILocation(line: 15, column: 15, scope: !12)
!38 = !DILocation(line: 15, column: 13, scope: !12)
!39 = !DILocation(line: 15, column: 28, scope: !12)
!40 = !DILocation(line: 15, column: 25, scope: !12)
!41 = !DILocation(line: 15, column: 20, scope: !12)
!42 = !DILocation(line: 16, column: 9, scope: !12)
!43 = !DILocation(line: 18, column: 11, scope: !12)
!44 = !DILocation(line: 18, column: 9, scope: !12)
!45 = !DILocation(line: 18, column: 39, scope: !12)
!46 = !DILocation(line: 18, column: 37, scope: !12)
!47 = !DILocation(line: 18, column: 17, scope: !12)
!48 = !DILocation(line: 19, column: 1, scope: !12)
