; ModuleID = 'h-global-race-014.cu'
source_filename = "h-global-race-014.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ25h_lock_merge_read_outsideE5s_sum = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ25h_lock_merge_read_outsideE5s_max = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local void @h_lock_merge_read_outside(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, ptr nocapture noundef writeonly %5) local_unnamed_addr #0 !dbg !12 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %9 = shl i32 %8, 8, !dbg !22
  %10 = add i32 %9, %7, !dbg !23
  %11 = zext i32 %10 to i64, !dbg !24
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !24
  %13 = load float, ptr %12, align 4, !dbg !24, !tbaa !25
  %14 = zext nneg i32 %7 to i64, !dbg !29
  %15 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_sum to ptr), i64 0, i64 %14, !dbg !29
  store float %13, ptr %15, align 4, !dbg !30, !tbaa !25
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_max to ptr), i64 0, i64 %14, !dbg !31
  store float %13, ptr %16, align 4, !dbg !32, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %17 = icmp ult i32 %7, 128, !dbg !34
  br i1 %17, label %18, label %29, !dbg !35

18:                                               ; preds = %6
  %19 = or disjoint i32 %7, 128, !dbg !36
  %20 = zext nneg i32 %19 to i64, !dbg !37
  %21 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_sum to ptr), i64 0, i64 %20, !dbg !37
  %22 = load float, ptr %21, align 4, !dbg !37, !tbaa !25
  %23 = load float, ptr %15, align 4, !dbg !38, !tbaa !25
  %24 = fadd contract float %22, %23, !dbg !38
  store float %24, ptr %15, align 4, !dbg !38, !tbaa !25
  %25 = load float, ptr %16, align 4, !dbg !39, !tbaa !25
  %26 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_max to ptr), i64 0, i64 %20, !dbg !40
  %27 = load float, ptr %26, align 4, !dbg !40, !tbaa !25
  %28 = tail call noundef float @llvm.maxnum.f32(float %25, float %27), !dbg !41
  store float %28, ptr %16, align 4, !dbg !45, !tbaa !25
  br label %29, !dbg !46

29:                                               ; preds = %18, %6
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %30 = icmp ult i32 %7, 64, !dbg !34
  br i1 %30, label %31, label %42, !dbg !35

31:                                               ; preds = %29
  %32 = or disjoint i32 %7, 64, !dbg !36
  %33 = zext nneg i32 %32 to i64, !dbg !37
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_sum to ptr), i64 0, i64 %33, !dbg !37
  %35 = load float, ptr %34, align 4, !dbg !37, !tbaa !25
  %36 = load float, ptr %15, align 4, !dbg !38, !tbaa !25
  %37 = fadd contract float %35, %36, !dbg !38
  store float %37, ptr %15, align 4, !dbg !38, !tbaa !25
  %38 = load float, ptr %16, align 4, !dbg !39, !tbaa !25
  %39 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_max to ptr), i64 0, i64 %33, !dbg !40
  %40 = load float, ptr %39, align 4, !dbg !40, !tbaa !25
  %41 = tail call noundef float @llvm.maxnum.f32(float %38, float %40), !dbg !41
  store float %41, ptr %16, align 4, !dbg !45, !tbaa !25
  br label %42, !dbg !46

42:                                               ; preds = %31, %29
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %43 = icmp ult i32 %7, 32, !dbg !34
  br i1 %43, label %44, label %55, !dbg !35

44:                                               ; preds = %42
  %45 = or disjoint i32 %7, 32, !dbg !36
  %46 = zext nneg i32 %45 to i64, !dbg !37
  %47 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_sum to ptr), i64 0, i64 %46, !dbg !37
  %48 = load float, ptr %47, align 4, !dbg !37, !tbaa !25
  %49 = load float, ptr %15, align 4, !dbg !38, !tbaa !25
  %50 = fadd contract float %48, %49, !dbg !38
  store float %50, ptr %15, align 4, !dbg !38, !tbaa !25
  %51 = load float, ptr %16, align 4, !dbg !39, !tbaa !25
  %52 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_max to ptr), i64 0, i64 %46, !dbg !40
  %53 = load float, ptr %52, align 4, !dbg !40, !tbaa !25
  %54 = tail call noundef float @llvm.maxnum.f32(float %51, float %53), !dbg !41
  store float %54, ptr %16, align 4, !dbg !45, !tbaa !25
  br label %55, !dbg !46

55:                                               ; preds = %44, %42
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %56 = icmp ult i32 %7, 16, !dbg !34
  br i1 %56, label %57, label %68, !dbg !35

57:                                               ; preds = %55
  %58 = or disjoint i32 %7, 16, !dbg !36
  %59 = zext nneg i32 %58 to i64, !dbg !37
  %60 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_sum to ptr), i64 0, i64 %59, !dbg !37
  %61 = load float, ptr %60, align 4, !dbg !37, !tbaa !25
  %62 = load float, ptr %15, align 4, !dbg !38, !tbaa !25
  %63 = fadd contract float %61, %62, !dbg !38
  store float %63, ptr %15, align 4, !dbg !38, !tbaa !25
  %64 = load float, ptr %16, align 4, !dbg !39, !tbaa !25
  %65 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_max to ptr), i64 0, i64 %59, !dbg !40
  %66 = load float, ptr %65, align 4, !dbg !40, !tbaa !25
  %67 = tail call noundef float @llvm.maxnum.f32(float %64, float %66), !dbg !41
  store float %67, ptr %16, align 4, !dbg !45, !tbaa !25
  br label %68, !dbg !46

68:                                               ; preds = %57, %55
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %69 = icmp ult i32 %7, 8, !dbg !34
  br i1 %69, label %70, label %81, !dbg !35

70:                                               ; preds = %68
  %71 = or disjoint i32 %7, 8, !dbg !36
  %72 = zext nneg i32 %71 to i64, !dbg !37
  %73 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_sum to ptr), i64 0, i64 %72, !dbg !37
  %74 = load float, ptr %73, align 4, !dbg !37, !tbaa !25
  %75 = load float, ptr %15, align 4, !dbg !38, !tbaa !25
  %76 = fadd contract float %74, %75, !dbg !38
  store float %76, ptr %15, align 4, !dbg !38, !tbaa !25
  %77 = load float, ptr %16, align 4, !dbg !39, !tbaa !25
  %78 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_max to ptr), i64 0, i64 %72, !dbg !40
  %79 = load float, ptr %78, align 4, !dbg !40, !tbaa !25
  %80 = tail call noundef float @llvm.maxnum.f32(float %77, float %79), !dbg !41
  store float %80, ptr %16, align 4, !dbg !45, !tbaa !25
  br label %81, !dbg !46

81:                                               ; preds = %70, %68
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %82 = icmp ult i32 %7, 4, !dbg !34
  br i1 %82, label %83, label %94, !dbg !35

83:                                               ; preds = %81
  %84 = or disjoint i32 %7, 4, !dbg !36
  %85 = zext nneg i32 %84 to i64, !dbg !37
  %86 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_sum to ptr), i64 0, i64 %85, !dbg !37
  %87 = load float, ptr %86, align 4, !dbg !37, !tbaa !25
  %88 = load float, ptr %15, align 4, !dbg !38, !tbaa !25
  %89 = fadd contract float %87, %88, !dbg !38
  store float %89, ptr %15, align 4, !dbg !38, !tbaa !25
  %90 = load float, ptr %16, align 4, !dbg !39, !tbaa !25
  %91 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_max to ptr), i64 0, i64 %85, !dbg !40
  %92 = load float, ptr %91, align 4, !dbg !40, !tbaa !25
  %93 = tail call noundef float @llvm.maxnum.f32(float %90, float %92), !dbg !41
  store float %93, ptr %16, align 4, !dbg !45, !tbaa !25
  br label %94, !dbg !46

94:                                               ; preds = %83, %81
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %95 = icmp ult i32 %7, 2, !dbg !34
  br i1 %95, label %96, label %107, !dbg !35

96:                                               ; preds = %94
  %97 = or disjoint i32 %7, 2, !dbg !36
  %98 = zext nneg i32 %97 to i64, !dbg !37
  %99 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_sum to ptr), i64 0, i64 %98, !dbg !37
  %100 = load float, ptr %99, align 4, !dbg !37, !tbaa !25
  %101 = load float, ptr %15, align 4, !dbg !38, !tbaa !25
  %102 = fadd contract float %100, %101, !dbg !38
  store float %102, ptr %15, align 4, !dbg !38, !tbaa !25
  %103 = load float, ptr %16, align 4, !dbg !39, !tbaa !25
  %104 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_max to ptr), i64 0, i64 %98, !dbg !40
  %105 = load float, ptr %104, align 4, !dbg !40, !tbaa !25
  %106 = tail call noundef float @llvm.maxnum.f32(float %103, float %105), !dbg !41
  store float %106, ptr %16, align 4, !dbg !45, !tbaa !25
  br label %107, !dbg !46

107:                                              ; preds = %96, %94
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %108 = icmp eq i32 %7, 0, !dbg !34
  br i1 %108, label %109, label %116, !dbg !35

109:                                              ; preds = %107
  %110 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_sum to ptr), i64 4), align 4, !dbg !37, !tbaa !25
  %111 = load float, ptr %15, align 4, !dbg !38, !tbaa !25
  %112 = fadd contract float %110, %111, !dbg !38
  store float %112, ptr %15, align 4, !dbg !38, !tbaa !25
  %113 = load float, ptr %16, align 4, !dbg !39, !tbaa !25
  %114 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_max to ptr), i64 4), align 4, !dbg !40, !tbaa !25
  %115 = tail call noundef float @llvm.maxnum.f32(float %113, float %114), !dbg !41
  store float %115, ptr %16, align 4, !dbg !45, !tbaa !25
  br label %116, !dbg !46

116:                                              ; preds = %109, %107
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %117 = icmp eq i32 %7, 0, !dbg !48
  br i1 %117, label %118, label %134, !dbg !49

118:                                              ; preds = %116, %118
  %119 = cmpxchg ptr %1, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !50
  %120 = extractvalue { i32, i1 } %119, 1, !dbg !57
  br i1 %120, label %121, label %118, !dbg !58, !llvm.loop !59

121:                                              ; preds = %118
  tail call void @llvm.nvvm.membar.gl(), !dbg !62
  %122 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_sum to ptr), align 4, !dbg !65, !tbaa !25
  %123 = load float, ptr %2, align 4, !dbg !66, !tbaa !25
  %124 = fadd contract float %122, %123, !dbg !66
  store float %124, ptr %2, align 4, !dbg !66, !tbaa !25
  %125 = load float, ptr %3, align 4, !dbg !67, !tbaa !25
  %126 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_max to ptr), align 4, !dbg !68, !tbaa !25
  %127 = tail call noundef float @llvm.maxnum.f32(float %125, float %126), !dbg !69
  store float %127, ptr %3, align 4, !dbg !71, !tbaa !25
  %128 = load i32, ptr %4, align 4, !dbg !72, !tbaa !73
  %129 = add nsw i32 %128, 1, !dbg !72
  store i32 %129, ptr %4, align 4, !dbg !72, !tbaa !73
  tail call void @llvm.nvvm.membar.gl(), !dbg !75
  %130 = atomicrmw xchg ptr %1, i32 0 seq_cst, align 4, !dbg !77
  %131 = load i32, ptr %4, align 4, !dbg !82, !tbaa !73
  %132 = zext nneg i32 %8 to i64, !dbg !83
  %133 = getelementptr inbounds i32, ptr %5, i64 %132, !dbg !83
  store i32 %131, ptr %133, align 4, !dbg !84, !tbaa !73
  br label %134, !dbg !85

134:                                              ; preds = %121, %116
  ret void, !dbg !86
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "h-global-race-014.cu", directory: ".")
!8 = !{ptr @h_lock_merge_read_outside, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_lock_merge_read_outside", scope: !7, file: !7, line: 15, type: !13, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 20, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 21, column: 17, scope: !12)
!22 = !DILocation(line: 21, column: 28, scope: !12)
!23 = !DILocation(line: 21, column: 36, scope: !12)
!24 = !DILocation(line: 21, column: 15, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 22, column: 5, scope: !12)
!30 = !DILocation(line: 22, column: 16, scope: !12)
!31 = !DILocation(line: 23, column: 5, scope: !12)
!32 = !DILocation(line: 23, column: 16, scope: !12)
!33 = !DILocation(line: 24, column: 5, scope: !12)
!34 = !DILocation(line: 26, column: 17, scope: !12)
!35 = !DILocation(line: 26, column: 13, scope: !12)
!36 = !DILocation(line: 27, column: 37, scope: !12)
!37 = !DILocation(line: 27, column: 27, scope: !12)
!38 = !DILocation(line: 27, column: 24, scope: !12)
!39 = !DILocation(line: 28, column: 32, scope: !12)
!40 = !DILocation(line: 28, column: 44, scope: !12)
!41 = !DILocation(line: 132, column: 55, scope: !42, inlinedAt: !44)
!42 = distinct !DISubprogram(name: "fmaxf", scope: !43, file: !43, line: 132, type: !13, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_math.h", directory: "")
!44 = distinct !DILocation(line: 28, column: 26, scope: !12)
!45 = !DILocation(line: 28, column: 24, scope: !12)
!46 = !DILocation(line: 29, column: 9, scope: !12)
!47 = !DILocation(line: 30, column: 9, scope: !12)
!48 = !DILocation(line: 32, column: 13, scope: !12)
!49 = !DILocation(line: 32, column: 9, scope: !12)
!50 = !DILocation(line: 359, column: 10, scope: !51, inlinedAt: !53)
!51 = distinct !DISubprogram(name: "__iAtomicCAS", scope: !52, file: !52, line: 358, type: !13, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!52 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!53 = distinct !DILocation(line: 202, column: 10, scope: !54, inlinedAt: !56)
!54 = distinct !DISubprogram(name: "atomicCAS", scope: !55, file: !55, line: 200, type: !13, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!55 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!56 = distinct !DILocation(line: 33, column: 16, scope: !12)
!57 = !DILocation(line: 33, column: 38, scope: !12)
!58 = !DILocation(line: 33, column: 9, scope: !12)
!59 = distinct !{!59, !58, !60, !61}
!60 = !DILocation(line: 33, column: 46, scope: !12)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 528, column: 39, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "__threadfence", scope: !52, file: !52, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!64 = distinct !DILocation(line: 34, column: 9, scope: !12)
!65 = !DILocation(line: 35, column: 19, scope: !12)
!66 = !DILocation(line: 35, column: 16, scope: !12)
!67 = !DILocation(line: 36, column: 24, scope: !12)
!68 = !DILocation(line: 36, column: 32, scope: !12)
!69 = !DILocation(line: 132, column: 55, scope: !42, inlinedAt: !70)
!70 = distinct !DILocation(line: 36, column: 18, scope: !12)
!71 = !DILocation(line: 36, column: 16, scope: !12)
!72 = !DILocation(line: 37, column: 19, scope: !12)
!73 = !{!74, !74, i64 0}
!74 = !{!"int", !27, i64 0}
!75 = !DILocation(line: 528, column: 39, scope: !63, inlinedAt: !76)
!76 = distinct !DILocation(line: 38, column: 9, scope: !12)
!77 = !DILocation(line: 368, column: 10, scope: !78, inlinedAt: !79)
!78 = distinct !DISubprogram(name: "__iAtomicExch", scope: !52, file: !52, line: 367, type: !13, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!79 = distinct !DILocation(line: 127, column: 10, scope: !80, inlinedAt: !81)
!80 = distinct !DISubprogram(name: "atomicExch", scope: !55, file: !55, line: 125, type: !13, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!81 = distinct !DILocation(line: 39, column: 9, scope: !12)
!82 = !DILocation(line: 40, column: 32, scope: !12)
!83 = !DILocation(line: 40, column: 9, scope: !12)
!84 = !DILocation(line: 40, column: 30, scope: !12)
!85 = !DILocation(line: 41, column: 5, scope: !12)
!86 = !DILocation(line: 42, column: 1, scope: !12)
