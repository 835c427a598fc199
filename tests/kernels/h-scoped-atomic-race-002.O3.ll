; ModuleID = 'h-scoped-atomic-race-002.cu'
source_filename = "h-scoped-atomic-race-002.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17h_lock_ref_deviceE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ17h_lock_ref_deviceE1c = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_lock_ref_device(ptr nocapture noundef readonly %0, ptr noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %7 = shl i32 %6, 8, !dbg !22
  %8 = add i32 %7, %5, !dbg !23
  %9 = zext i32 %8 to i64, !dbg !24
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !24
  %11 = load float, ptr %10, align 4, !dbg !24, !tbaa !25
  %12 = zext nneg i32 %5 to i64, !dbg !29
  %13 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1s to ptr), i64 0, i64 %12, !dbg !29
  store float %11, ptr %13, align 4, !dbg !30, !tbaa !25
  %14 = fcmp contract une float %11, 0.000000e+00, !dbg !31
  %15 = zext i1 %14 to i32, !dbg !32
  %16 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1c to ptr), i64 0, i64 %12, !dbg !33
  store i32 %15, ptr %16, align 4, !dbg !34, !tbaa !35
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %17 = icmp ult i32 %5, 128, !dbg !38
  br i1 %17, label %18, label %29, !dbg !39

18:                                               ; preds = %4
  %19 = or disjoint i32 %5, 128, !dbg !40
  %20 = zext nneg i32 %19 to i64, !dbg !41
  %21 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1s to ptr), i64 0, i64 %20, !dbg !41
  %22 = load float, ptr %21, align 4, !dbg !41, !tbaa !25
  %23 = load float, ptr %13, align 4, !dbg !42, !tbaa !25
  %24 = fadd contract float %22, %23, !dbg !42
  store float %24, ptr %13, align 4, !dbg !42, !tbaa !25
  %25 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1c to ptr), i64 0, i64 %20, !dbg !43
  %26 = load i32, ptr %25, align 4, !dbg !43, !tbaa !35
  %27 = load i32, ptr %16, align 4, !dbg !44, !tbaa !35
  %28 = add nsw i32 %27, %26, !dbg !44
  store i32 %28, ptr %16, align 4, !dbg !44, !tbaa !35
  br label %29, !dbg !45

29:                                               ; preds = %18, %4
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %30 = icmp ult i32 %5, 64, !dbg !38
  br i1 %30, label %31, label %42, !dbg !39

31:                                               ; preds = %29
  %32 = or disjoint i32 %5, 64, !dbg !40
  %33 = zext nneg i32 %32 to i64, !dbg !41
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1s to ptr), i64 0, i64 %33, !dbg !41
  %35 = load float, ptr %34, align 4, !dbg !41, !tbaa !25
  %36 = load float, ptr %13, align 4, !dbg !42, !tbaa !25
  %37 = fadd contract float %35, %36, !dbg !42
  store float %37, ptr %13, align 4, !dbg !42, !tbaa !25
  %38 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1c to ptr), i64 0, i64 %33, !dbg !43
  %39 = load i32, ptr %38, align 4, !dbg !43, !tbaa !35
  %40 = load i32, ptr %16, align 4, !dbg !44, !tbaa !35
  %41 = add nsw i32 %40, %39, !dbg !44
  store i32 %41, ptr %16, align 4, !dbg !44, !tbaa !35
  br label %42, !dbg !45

42:                                               ; preds = %31, %29
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %43 = icmp ult i32 %5, 32, !dbg !38
  br i1 %43, label %44, label %55, !dbg !39

44:                                               ; preds = %42
  %45 = or disjoint i32 %5, 32, !dbg !40
  %46 = zext nneg i32 %45 to i64, !dbg !41
  %47 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1s to ptr), i64 0, i64 %46, !dbg !41
  %48 = load float, ptr %47, align 4, !dbg !41, !tbaa !25
  %49 = load float, ptr %13, align 4, !dbg !42, !tbaa !25
  %50 = fadd contract float %48, %49, !dbg !42
  store float %50, ptr %13, align 4, !dbg !42, !tbaa !25
  %51 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1c to ptr), i64 0, i64 %46, !dbg !43
  %52 = load i32, ptr %51, align 4, !dbg !43, !tbaa !35
  %53 = load i32, ptr %16, align 4, !dbg !44, !tbaa !35
  %54 = add nsw i32 %53, %52, !dbg !44
  store i32 %54, ptr %16, align 4, !dbg !44, !tbaa !35
  br label %55, !dbg !45

55:                                               ; preds = %44, %42
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %56 = icmp ult i32 %5, 16, !dbg !38
  br i1 %56, label %57, label %68, !dbg !39

57:                                               ; preds = %55
  %58 = or disjoint i32 %5, 16, !dbg !40
  %59 = zext nneg i32 %58 to i64, !dbg !41
  %60 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1s to ptr), i64 0, i64 %59, !dbg !41
  %61 = load float, ptr %60, align 4, !dbg !41, !tbaa !25
  %62 = load float, ptr %13, align 4, !dbg !42, !tbaa !25
  %63 = fadd contract float %61, %62, !dbg !42
  store float %63, ptr %13, align 4, !dbg !42, !tbaa !25
  %64 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1c to ptr), i64 0, i64 %59, !dbg !43
  %65 = load i32, ptr %64, align 4, !dbg !43, !tbaa !35
  %66 = load i32, ptr %16, align 4, !dbg !44, !tbaa !35
  %67 = add nsw i32 %66, %65, !dbg !44
  store i32 %67, ptr %16, align 4, !dbg !44, !tbaa !35
  br label %68, !dbg !45

68:                                               ; preds = %57, %55
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %69 = icmp ult i32 %5, 8, !dbg !38
  br i1 %69, label %70, label %81, !dbg !39

70:                                               ; preds = %68
  %71 = or disjoint i32 %5, 8, !dbg !40
  %72 = zext nneg i32 %71 to i64, !dbg !41
  %73 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1s to ptr), i64 0, i64 %72, !dbg !41
  %74 = load float, ptr %73, align 4, !dbg !41, !tbaa !25
  %75 = load float, ptr %13, align 4, !dbg !42, !tbaa !25
  %76 = fadd contract float %74, %75, !dbg !42
  store float %76, ptr %13, align 4, !dbg !42, !tbaa !25
  %77 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1c to ptr), i64 0, i64 %72, !dbg !43
  %78 = load i32, ptr %77, align 4, !dbg !43, !tbaa !35
  %79 = load i32, ptr %16, align 4, !dbg !44, !tbaa !35
  %80 = add nsw i32 %79, %78, !dbg !44
  store i32 %80, ptr %16, align 4, !dbg !44, !tbaa !35
  br label %81, !dbg !45

81:                                               ; preds = %70, %68
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %82 = icmp ult i32 %5, 4, !dbg !38
  br i1 %82, label %83, label %94, !dbg !39

83:                                               ; preds = %81
  %84 = or disjoint i32 %5, 4, !dbg !40
  %85 = zext nneg i32 %84 to i64, !dbg !41
  %86 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1s to ptr), i64 0, i64 %85, !dbg !41
  %87 = load float, ptr %86, align 4, !dbg !41, !tbaa !25
  %88 = load float, ptr %13, align 4, !dbg !42, !tbaa !25
  %89 = fadd contract float %87, %88, !dbg !42
  store float %89, ptr %13, align 4, !dbg !42, !tbaa !25
  %90 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1c to ptr), i64 0, i64 %85, !dbg !43
  %91 = load i32, ptr %90, align 4, !dbg !43, !tbaa !35
  %92 = load i32, ptr %16, align 4, !dbg !44, !tbaa !35
  %93 = add nsw i32 %92, %91, !dbg !44
  store i32 %93, ptr %16, align 4, !dbg !44, !tbaa !35
  br label %94, !dbg !45

94:                                               ; preds = %83, %81
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %95 = icmp ult i32 %5, 2, !dbg !38
  br i1 %95, label %96, label %107, !dbg !39

96:                                               ; preds = %94
  %97 = or disjoint i32 %5, 2, !dbg !40
  %98 = zext nneg i32 %97 to i64, !dbg !41
  %99 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1s to ptr), i64 0, i64 %98, !dbg !41
  %100 = load float, ptr %99, align 4, !dbg !41, !tbaa !25
  %101 = load float, ptr %13, align 4, !dbg !42, !tbaa !25
  %102 = fadd contract float %100, %101, !dbg !42
  store float %102, ptr %13, align 4, !dbg !42, !tbaa !25
  %103 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1c to ptr), i64 0, i64 %98, !dbg !43
  %104 = load i32, ptr %103, align 4, !dbg !43, !tbaa !35
  %105 = load i32, ptr %16, align 4, !dbg !44, !tbaa !35
  %106 = add nsw i32 %105, %104, !dbg !44
  store i32 %106, ptr %16, align 4, !dbg !44, !tbaa !35
  br label %107, !dbg !45

107:                                              ; preds = %96, %94
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %108 = icmp eq i32 %5, 0, !dbg !38
  br i1 %108, label %109, label %116, !dbg !39

109:                                              ; preds = %107
  %110 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1s to ptr), i64 4), align 4, !dbg !41, !tbaa !25
  %111 = load float, ptr %13, align 4, !dbg !42, !tbaa !25
  %112 = fadd contract float %110, %111, !dbg !42
  store float %112, ptr %13, align 4, !dbg !42, !tbaa !25
  %113 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1c to ptr), i64 4), align 4, !dbg !43, !tbaa !35
  %114 = load i32, ptr %16, align 4, !dbg !44, !tbaa !35
  %115 = add nsw i32 %114, %113, !dbg !44
  store i32 %115, ptr %16, align 4, !dbg !44, !tbaa !35
  br label %116, !dbg !45

116:                                              ; preds = %109, %107
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %117 = icmp eq i32 %5, 0, !dbg !47
  br i1 %117, label %118, label %128, !dbg !48

118:                                              ; preds = %116, %118
  %119 = tail call i32 asm sideeffect "atom.cas.acquire.gpu.b32 $0,[$1],$2,$3;", "=r,l,r,r,~{memory}"(ptr %1, i32 0, i32 1) #3, !dbg !49, !srcloc !65
  %120 = icmp eq i32 %119, 0, !dbg !66
  br i1 %120, label %121, label %118, !dbg !67, !llvm.loop !68

121:                                              ; preds = %118
  %122 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1s to ptr), align 4, !dbg !71, !tbaa !25
  %123 = load float, ptr %2, align 4, !dbg !72, !tbaa !25
  %124 = fadd contract float %122, %123, !dbg !72
  store float %124, ptr %2, align 4, !dbg !72, !tbaa !25
  %125 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17h_lock_ref_deviceE1c to ptr), align 4, !dbg !73, !tbaa !35
  %126 = load i32, ptr %3, align 4, !dbg !74, !tbaa !35
  %127 = add nsw i32 %126, %125, !dbg !74
  store i32 %127, ptr %3, align 4, !dbg !74, !tbaa !35
  tail call void asm sideeffect "st.release.gpu.b32 [$0],$1;", "l,r,~{memory}"(ptr %1, i32 0) #3, !dbg !75, !srcloc !91
  br label %128, !dbg !92

128:                                              ; preds = %121, %116
  ret void, !dbg !93
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
attributes #3 = { convergent nounwind }

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
!7 = !DIFile(filename: "h-scoped-atomic-race-002.cu", directory: ".")
!8 = !{ptr @h_lock_ref_device, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_lock_ref_device", scope: !7, file: !7, line: 15, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 19, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 20, column: 17, scope: !12)
!22 = !DILocation(line: 20, column: 28, scope: !12)
!23 = !DILocation(line: 20, column: 36, scope: !12)
!24 = !DILocation(line: 20, column: 15, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 21, column: 5, scope: !12)
!30 = !DILocation(line: 21, column: 12, scope: !12)
!31 = !DILocation(line: 22, column: 16, scope: !12)
!32 = !DILocation(line: 22, column: 14, scope: !12)
!33 = !DILocation(line: 22, column: 5, scope: !12)
!34 = !DILocation(line: 22, column: 12, scope: !12)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !27, i64 0}
!37 = !DILocation(line: 23, column: 5, scope: !12)
!38 = !DILocation(line: 25, column: 17, scope: !12)
!39 = !DILocation(line: 25, column: 13, scope: !12)
!40 = !DILocation(line: 26, column: 29, scope: !12)
!41 = !DILocation(line: 26, column: 23, scope: !12)
!42 = !DILocation(line: 26, column: 20, scope: !12)
!43 = !DILocation(line: 27, column: 23, scope: !12)
!44 = !DILocation(line: 27, column: 20, scope: !12)
!45 = !DILocation(line: 28, column: 9, scope: !12)
!46 = !DILocation(line: 29, column: 9, scope: !12)
!47 = !DILocation(line: 31, column: 13, scope: !12)
!48 = !DILocation(line: 31, column: 9, scope: !12)
!49 = !DILocation(line: 1239, column: 3, scope: !50, inlinedAt: !52)
!50 = distinct !DISubprogram(name: "__cuda_atomic_compare_exchange<unsigned int>", scope: !51, file: !51, line: 1237, type: !13, scopeLine: 1239, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!51 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/functions/cuda_ptx_generated.h", directory: "")
!52 = distinct !DILocation(line: 1637, column: 12, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "operator()<cuda::std::__4::integral_constant<cuda::std::__4::__atomic_cuda_memorder, (cuda::std::__4::__atomic_cuda_memorder)2> >", scope: !51, file: !51, line: 1636, type: !13, scopeLine: 1636, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!54 = distinct !DILocation(line: 1201, column: 3, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "__cuda_atomic_compare_swap_memory_order_dispatch<cuda::std::__4::__cuda_atomic_bind_compare_exchange<unsigned int, cuda::std::__4::__atomic_cuda_operand_tag<(cuda::std::__4::__atomic_cuda_operand)3, 32UL>, cuda::std::__4::__thread_scope_device_tag>, cuda::std::__4::__thread_scope_device_tag>", scope: !51, file: !51, line: 1199, type: !13, scopeLine: 1199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!56 = distinct !DILocation(line: 1651, column: 10, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "__atomic_compare_exchange_cuda<int, cuda::std::__4::__thread_scope_device_tag>", scope: !51, file: !51, line: 1641, type: !13, scopeLine: 1642, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!58 = distinct !DILocation(line: 147, column: 3, scope: !59, inlinedAt: !61)
!59 = distinct !DISubprogram(name: "__atomic_compare_exchange_weak_dispatch<const cuda::std::__4::__atomic_ref_storage<int>, int, cuda::std::__4::__thread_scope_device_tag, 0>", scope: !60, file: !60, line: 143, type: !13, scopeLine: 145, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!60 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/types/base.h", directory: "")
!61 = distinct !DILocation(line: 80, column: 3, scope: !62, inlinedAt: !64)
!62 = distinct !DISubprogram(name: "compare_exchange_weak", scope: !63, file: !63, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!63 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/api/reference.h", directory: "")
!64 = distinct !DILocation(line: 34, column: 22, scope: !12)
!65 = !{i64 7266039}
!66 = !DILocation(line: 1239, column: 134, scope: !50, inlinedAt: !52)
!67 = !DILocation(line: 34, column: 9, scope: !12)
!68 = distinct !{!68, !67, !69, !70}
!69 = !DILocation(line: 36, column: 24, scope: !12)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 37, column: 19, scope: !12)
!72 = !DILocation(line: 37, column: 16, scope: !12)
!73 = !DILocation(line: 38, column: 21, scope: !12)
!74 = !DILocation(line: 38, column: 18, scope: !12)
!75 = !DILocation(line: 941, column: 3, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "__cuda_atomic_store<unsigned int>", scope: !51, file: !51, line: 939, type: !13, scopeLine: 941, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!77 = distinct !DILocation(line: 1172, column: 5, scope: !78, inlinedAt: !79)
!78 = distinct !DISubprogram(name: "operator()<cuda::std::__4::integral_constant<cuda::std::__4::__atomic_cuda_memorder, (cuda::std::__4::__atomic_cuda_memorder)1> >", scope: !51, file: !51, line: 1171, type: !13, scopeLine: 1171, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!79 = distinct !DILocation(line: 858, column: 3, scope: !80, inlinedAt: !81)
!80 = distinct !DISubprogram(name: "__cuda_atomic_store_memory_order_dispatch<cuda::std::__4::__cuda_atomic_bind_store<unsigned int, cuda::std::__4::__atomic_cuda_operand_tag<(cuda::std::__4::__atomic_cuda_operand)3, 32UL>, cuda::std::__4::__thread_scope_device_tag, cuda::std::__4::integral_constant<bool, false> >, cuda::std::__4::__thread_scope_device_tag>", scope: !51, file: !51, line: 857, type: !13, scopeLine: 857, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!81 = distinct !DILocation(line: 1184, column: 3, scope: !82, inlinedAt: !83)
!82 = distinct !DISubprogram(name: "__atomic_store_cuda<int, cuda::std::__4::__thread_scope_device_tag>", scope: !51, file: !51, line: 1176, type: !13, scopeLine: 1177, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!83 = distinct !DILocation(line: 319, column: 3, scope: !84, inlinedAt: !86)
!84 = distinct !DISubprogram(name: "__atomic_store_n_cuda<int, cuda::std::__4::__thread_scope_device_tag>", scope: !85, file: !85, line: 317, type: !13, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!85 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/functions/cuda_ptx_derived.h", directory: "")
!86 = distinct !DILocation(line: 93, column: 3, scope: !87, inlinedAt: !88)
!87 = distinct !DISubprogram(name: "__atomic_store_dispatch<const cuda::std::__4::__atomic_ref_storage<int>, int, cuda::std::__4::__thread_scope_device_tag, 0>", scope: !60, file: !60, line: 91, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!88 = distinct !DILocation(line: 80, column: 3, scope: !89, inlinedAt: !90)
!89 = distinct !DISubprogram(name: "store", scope: !63, file: !63, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!90 = distinct !DILocation(line: 39, column: 14, scope: !12)
!91 = !{i64 7249865}
!92 = !DILocation(line: 40, column: 5, scope: !12)
!93 = !DILocation(line: 41, column: 1, scope: !12)
