; ModuleID = 'h-global-race-013.cu'
source_filename = "h-global-race-013.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ29h_lock_merge_no_release_fenceE5s_sum = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ29h_lock_merge_no_release_fenceE5s_max = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local void @h_lock_merge_no_release_fence(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4) local_unnamed_addr #0 !dbg !12 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %8 = shl i32 %7, 8, !dbg !22
  %9 = add i32 %8, %6, !dbg !23
  %10 = zext i32 %9 to i64, !dbg !24
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !24
  %12 = load float, ptr %11, align 4, !dbg !24, !tbaa !25
  %13 = zext nneg i32 %6 to i64, !dbg !29
  %14 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_sum to ptr), i64 0, i64 %13, !dbg !29
  store float %12, ptr %14, align 4, !dbg !30, !tbaa !25
  %15 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_max to ptr), i64 0, i64 %13, !dbg !31
  store float %12, ptr %15, align 4, !dbg !32, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %16 = icmp ult i32 %6, 128, !dbg !34
  br i1 %16, label %17, label %28, !dbg !35

17:                                               ; preds = %5
  %18 = or disjoint i32 %6, 128, !dbg !36
  %19 = zext nneg i32 %18 to i64, !dbg !37
  %20 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_sum to ptr), i64 0, i64 %19, !dbg !37
  %21 = load float, ptr %20, align 4, !dbg !37, !tbaa !25
  %22 = load float, ptr %14, align 4, !dbg !38, !tbaa !25
  %23 = fadd contract float %21, %22, !dbg !38
  store float %23, ptr %14, align 4, !dbg !38, !tbaa !25
  %24 = load float, ptr %15, align 4, !dbg !39, !tbaa !25
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_max to ptr), i64 0, i64 %19, !dbg !40
  %26 = load float, ptr %25, align 4, !dbg !40, !tbaa !25
  %27 = tail call noundef float @llvm.maxnum.f32(float %24, float %26), !dbg !41
  store float %27, ptr %15, align 4, !dbg !45, !tbaa !25
  br label %28, !dbg !46

28:                                               ; preds = %17, %5
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %29 = icmp ult i32 %6, 64, !dbg !34
  br i1 %29, label %30, label %41, !dbg !35

30:                                               ; preds = %28
  %31 = or disjoint i32 %6, 64, !dbg !36
  %32 = zext nneg i32 %31 to i64, !dbg !37
  %33 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_sum to ptr), i64 0, i64 %32, !dbg !37
  %34 = load float, ptr %33, align 4, !dbg !37, !tbaa !25
  %35 = load float, ptr %14, align 4, !dbg !38, !tbaa !25
  %36 = fadd contract float %34, %35, !dbg !38
  store float %36, ptr %14, align 4, !dbg !38, !tbaa !25
  %37 = load float, ptr %15, align 4, !dbg !39, !tbaa !25
  %38 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_max to ptr), i64 0, i64 %32, !dbg !40
  %39 = load float, ptr %38, align 4, !dbg !40, !tbaa !25
  %40 = tail call noundef float @llvm.maxnum.f32(float %37, float %39), !dbg !41
  store float %40, ptr %15, align 4, !dbg !45, !tbaa !25
  br label %41, !dbg !46

41:                                               ; preds = %30, %28
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %42 = icmp ult i32 %6, 32, !dbg !34
  br i1 %42, label %43, label %54, !dbg !35

43:                                               ; preds = %41
  %44 = or disjoint i32 %6, 32, !dbg !36
  %45 = zext nneg i32 %44 to i64, !dbg !37
  %46 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_sum to ptr), i64 0, i64 %45, !dbg !37
  %47 = load float, ptr %46, align 4, !dbg !37, !tbaa !25
  %48 = load float, ptr %14, align 4, !dbg !38, !tbaa !25
  %49 = fadd contract float %47, %48, !dbg !38
  store float %49, ptr %14, align 4, !dbg !38, !tbaa !25
  %50 = load float, ptr %15, align 4, !dbg !39, !tbaa !25
  %51 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_max to ptr), i64 0, i64 %45, !dbg !40
  %52 = load float, ptr %51, align 4, !dbg !40, !tbaa !25
  %53 = tail call noundef float @llvm.maxnum.f32(float %50, float %52), !dbg !41
  store float %53, ptr %15, align 4, !dbg !45, !tbaa !25
  br label %54, !dbg !46

54:                                               ; preds = %43, %41
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %55 = icmp ult i32 %6, 16, !dbg !34
  br i1 %55, label %56, label %67, !dbg !35

56:                                               ; preds = %54
  %57 = or disjoint i32 %6, 16, !dbg !36
  %58 = zext nneg i32 %57 to i64, !dbg !37
  %59 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_sum to ptr), i64 0, i64 %58, !dbg !37
  %60 = load float, ptr %59, align 4, !dbg !37, !tbaa !25
  %61 = load float, ptr %14, align 4, !dbg !38, !tbaa !25
  %62 = fadd contract float %60, %61, !dbg !38
  store float %62, ptr %14, align 4, !dbg !38, !tbaa !25
  %63 = load float, ptr %15, align 4, !dbg !39, !tbaa !25
  %64 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_max to ptr), i64 0, i64 %58, !dbg !40
  %65 = load float, ptr %64, align 4, !dbg !40, !tbaa !25
  %66 = tail call noundef float @llvm.maxnum.f32(float %63, float %65), !dbg !41
  store float %66, ptr %15, align 4, !dbg !45, !tbaa !25
  br label %67, !dbg !46

67:                                               ; preds = %56, %54
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %68 = icmp ult i32 %6, 8, !dbg !34
  br i1 %68, label %69, label %80, !dbg !35

69:                                               ; preds = %67
  %70 = or disjoint i32 %6, 8, !dbg !36
  %71 = zext nneg i32 %70 to i64, !dbg !37
  %72 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_sum to ptr), i64 0, i64 %71, !dbg !37
  %73 = load float, ptr %72, align 4, !dbg !37, !tbaa !25
  %74 = load float, ptr %14, align 4, !dbg !38, !tbaa !25
  %75 = fadd contract float %73, %74, !dbg !38
  store float %75, ptr %14, align 4, !dbg !38, !tbaa !25
  %76 = load float, ptr %15, align 4, !dbg !39, !tbaa !25
  %77 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_max to ptr), i64 0, i64 %71, !dbg !40
  %78 = load float, ptr %77, align 4, !dbg !40, !tbaa !25
  %79 = tail call noundef float @llvm.maxnum.f32(float %76, float %78), !dbg !41
  store float %79, ptr %15, align 4, !dbg !45, !tbaa !25
  br label %80, !dbg !46

80:                                               ; preds = %69, %67
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %81 = icmp ult i32 %6, 4, !dbg !34
  br i1 %81, label %82, label %93, !dbg !35

82:                                               ; preds = %80
  %83 = or disjoint i32 %6, 4, !dbg !36
  %84 = zext nneg i32 %83 to i64, !dbg !37
  %85 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_sum to ptr), i64 0, i64 %84, !dbg !37
  %86 = load float, ptr %85, align 4, !dbg !37, !tbaa !25
  %87 = load float, ptr %14, align 4, !dbg !38, !tbaa !25
  %88 = fadd contract float %86, %87, !dbg !38
  store float %88, ptr %14, align 4, !dbg !38, !tbaa !25
  %89 = load float, ptr %15, align 4, !dbg !39, !tbaa !25
  %90 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_max to ptr), i64 0, i64 %84, !dbg !40
  %91 = load float, ptr %90, align 4, !dbg !40, !tbaa !25
  %92 = tail call noundef float @llvm.maxnum.f32(float %89, float %91), !dbg !41
  store float %92, ptr %15, align 4, !dbg !45, !tbaa !25
  br label %93, !dbg !46

93:                                               ; preds = %82, %80
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %94 = icmp ult i32 %6, 2, !dbg !34
  br i1 %94, label %95, label %106, !dbg !35

95:                                               ; preds = %93
  %96 = or disjoint i32 %6, 2, !dbg !36
  %97 = zext nneg i32 %96 to i64, !dbg !37
  %98 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_sum to ptr), i64 0, i64 %97, !dbg !37
  %99 = load float, ptr %98, align 4, !dbg !37, !tbaa !25
  %100 = load float, ptr %14, align 4, !dbg !38, !tbaa !25
  %101 = fadd contract float %99, %100, !dbg !38
  store float %101, ptr %14, align 4, !dbg !38, !tbaa !25
  %102 = load float, ptr %15, align 4, !dbg !39, !tbaa !25
  %103 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_max to ptr), i64 0, i64 %97, !dbg !40
  %104 = load float, ptr %103, align 4, !dbg !40, !tbaa !25
  %105 = tail call noundef float @llvm.maxnum.f32(float %102, float %104), !dbg !41
  store float %105, ptr %15, align 4, !dbg !45, !tbaa !25
  br label %106, !dbg !46

106:                                              ; preds = %95, %93
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %107 = icmp eq i32 %6, 0, !dbg !34
  br i1 %107, label %108, label %115, !dbg !35

108:                                              ; preds = %106
  %109 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_sum to ptr), i64 4), align 4, !dbg !37, !tbaa !25
  %110 = load float, ptr %14, align 4, !dbg !38, !tbaa !25
  %111 = fadd contract float %109, %110, !dbg !38
  store float %111, ptr %14, align 4, !dbg !38, !tbaa !25
  %112 = load float, ptr %15, align 4, !dbg !39, !tbaa !25
  %113 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_max to ptr), i64 4), align 4, !dbg !40, !tbaa !25
  %114 = tail call noundef float @llvm.maxnum.f32(float %112, float %113), !dbg !41
  store float %114, ptr %15, align 4, !dbg !45, !tbaa !25
  br label %115, !dbg !46

115:                                              ; preds = %108, %106
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %116 = icmp eq i32 %6, 0, !dbg !48
  br i1 %116, label %117, label %130, !dbg !49

117:                                              ; preds = %115, %117
  %118 = cmpxchg ptr %1, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !50
  %119 = extractvalue { i32, i1 } %118, 1, !dbg !57
  br i1 %119, label %120, label %117, !dbg !58, !llvm.loop !59

120:                                              ; preds = %117
  tail call void @llvm.nvvm.membar.gl(), !dbg !62
  %121 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_sum to ptr), align 4, !dbg !65, !tbaa !25
  %122 = load float, ptr %2, align 4, !dbg !66, !tbaa !25
  %123 = fadd contract float %121, %122, !dbg !66
  store float %123, ptr %2, align 4, !dbg !66, !tbaa !25
  %124 = load float, ptr %3, align 4, !dbg !67, !tbaa !25
  %125 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_max to ptr), align 4, !dbg !68, !tbaa !25
  %126 = tail call noundef float @llvm.maxnum.f32(float %124, float %125), !dbg !69
  store float %126, ptr %3, align 4, !dbg !71, !tbaa !25
  %127 = load i32, ptr %4, align 4, !dbg !72, !tbaa !73
  %128 = add nsw i32 %127, 1, !dbg !72
  store i32 %128, ptr %4, align 4, !dbg !72, !tbaa !73
  %129 = atomicrmw xchg ptr %1, i32 0 seq_cst, align 4, !dbg !75
  br label %130, !dbg !80

130:                                              ; preds = %120, %115
  ret void, !dbg !81
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
!7 = !DIFile(filename: "h-global-race-013.cu", directory: ".")
!8 = !{ptr @h_lock_merge_no_release_fence, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_lock_merge_no_release_fence", scope: !7, file: !7, line: 17, type: !13, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 21, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 22, column: 17, scope: !12)
!22 = !DILocation(line: 22, column: 28, scope: !12)
!23 = !DILocation(line: 22, column: 36, scope: !12)
!24 = !DILocation(line: 22, column: 15, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 23, column: 5, scope: !12)
!30 = !DILocation(line: 23, column: 16, scope: !12)
!31 = !DILocation(line: 24, column: 5, scope: !12)
!32 = !DILocation(line: 24, column: 16, scope: !12)
!33 = !DILocation(line: 25, column: 5, scope: !12)
!34 = !DILocation(line: 27, column: 17, scope: !12)
!35 = !DILocation(line: 27, column: 13, scope: !12)
!36 = !DILocation(line: 28, column: 37, scope: !12)
!37 = !DILocation(line: 28, column: 27, scope: !12)
!38 = !DILocation(line: 28, column: 24, scope: !12)
!39 = !DILocation(line: 29, column: 32, scope: !12)
!40 = !DILocation(line: 29, column: 44, scope: !12)
!41 = !DILocation(line: 132, column: 55, scope: !42, inlinedAt: !44)
!42 = distinct !DISubprogram(name: "fmaxf", scope: !43, file: !43, line: 132, type: !13, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_math.h", directory: "")
!44 = distinct !DILocation(line: 29, column: 26, scope: !12)
!45 = !DILocation(line: 29, column: 24, scope: !12)
!46 = !DILocation(line: 30, column: 9, scope: !12)
!47 = !DILocation(line: 31, column: 9, scope: !12)
!48 = !DILocation(line: 33, column: 13, scope: !12)
!49 = !DILocation(line: 33, column: 9, scope: !12)
!50 = !DILocation(line: 359, column: 10, scope: !51, inlinedAt: !53)
!51 = distinct !DISubprogram(name: "__iAtomicCAS", scope: !52, file: !52, line: 358, type: !13, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!52 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!53 = distinct !DILocation(line: 202, column: 10, scope: !54, inlinedAt: !56)
!54 = distinct !DISubprogram(name: "atomicCAS", scope: !55, file: !55, line: 200, type: !13, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!55 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!56 = distinct !DILocation(line: 34, column: 16, scope: !12)
!57 = !DILocation(line: 34, column: 38, scope: !12)
!58 = !DILocation(line: 34, column: 9, scope: !12)
!59 = distinct !{!59, !58, !60, !61}
!60 = !DILocation(line: 34, column: 46, scope: !12)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 528, column: 39, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "__threadfence", scope: !52, file: !52, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!64 = distinct !DILocation(line: 35, column: 9, scope: !12)
!65 = !DILocation(line: 36, column: 19, scope: !12)
!66 = !DILocation(line: 36, column: 16, scope: !12)
!67 = !DILocation(line: 37, column: 24, scope: !12)
!68 = !DILocation(line: 37, column: 32, scope: !12)
!69 = !DILocation(line: 132, column: 55, scope: !42, inlinedAt: !70)
!70 = distinct !DILocation(line: 37, column: 18, scope: !12)
!71 = !DILocation(line: 37, column: 16, scope: !12)
!72 = !DILocation(line: 38, column: 19, scope: !12)
!73 = !{!74, !74, i64 0}
!74 = !{!"int", !27, i64 0}
!75 = !DILocation(line: 368, column: 10, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "__iAtomicExch", scope: !52, file: !52, line: 367, type: !13, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!77 = distinct !DILocation(line: 127, column: 10, scope: !78, inlinedAt: !79)
!78 = distinct !DISubprogram(name: "atomicExch", scope: !55, file: !55, line: 125, type: !13, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!79 = distinct !DILocation(line: 39, column: 9, scope: !12)
!80 = !DILocation(line: 40, column: 5, scope: !12)
!81 = !DILocation(line: 41, column: 1, scope: !12)
