; ModuleID = 'h-global-race-018.cu'
source_filename = "h-global-race-018.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ24h_broadcast_scale_acqrelE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ24h_broadcast_scale_acqrelE7s_scale = internal unnamed_addr addrspace(3) global float undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local void @h_broadcast_scale_acqrel(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2, ptr noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %7 = icmp eq i32 %6, 0, !dbg !22
  br i1 %7, label %8, label %88, !dbg !23

8:                                                ; preds = %4
  %9 = zext nneg i32 %5 to i64, !dbg !24
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !24
  %11 = load float, ptr %10, align 4, !dbg !24, !tbaa !25
  %12 = fmul contract float %11, %11, !dbg !29
  %13 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24h_broadcast_scale_acqrelE1s to ptr), i64 0, i64 %9, !dbg !30
  store float %12, ptr %13, align 4, !dbg !31, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %14 = icmp ult i32 %5, 128, !dbg !33
  br i1 %14, label %15, label %22, !dbg !34

15:                                               ; preds = %8
  %16 = or disjoint i32 %5, 128
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24h_broadcast_scale_acqrelE1s to ptr), i64 0, i64 %17
  %19 = load float, ptr %18, align 4, !dbg !35, !tbaa !25
  %20 = load float, ptr %13, align 4, !dbg !36, !tbaa !25
  %21 = fadd contract float %19, %20, !dbg !36
  store float %21, ptr %13, align 4, !dbg !36, !tbaa !25
  br label %22, !dbg !37

22:                                               ; preds = %15, %8
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %23 = icmp ult i32 %5, 64, !dbg !33
  br i1 %23, label %24, label %31, !dbg !34

24:                                               ; preds = %22
  %25 = or disjoint i32 %5, 64
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24h_broadcast_scale_acqrelE1s to ptr), i64 0, i64 %26
  %28 = load float, ptr %27, align 4, !dbg !35, !tbaa !25
  %29 = load float, ptr %13, align 4, !dbg !36, !tbaa !25
  %30 = fadd contract float %28, %29, !dbg !36
  store float %30, ptr %13, align 4, !dbg !36, !tbaa !25
  br label %31, !dbg !37

31:                                               ; preds = %24, %22
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %32 = icmp ult i32 %5, 32, !dbg !33
  br i1 %32, label %33, label %40, !dbg !34

33:                                               ; preds = %31
  %34 = or disjoint i32 %5, 32
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24h_broadcast_scale_acqrelE1s to ptr), i64 0, i64 %35
  %37 = load float, ptr %36, align 4, !dbg !35, !tbaa !25
  %38 = load float, ptr %13, align 4, !dbg !36, !tbaa !25
  %39 = fadd contract float %37, %38, !dbg !36
  store float %39, ptr %13, align 4, !dbg !36, !tbaa !25
  br label %40, !dbg !37

40:                                               ; preds = %33, %31
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %41 = icmp ult i32 %5, 16, !dbg !33
  br i1 %41, label %42, label %49, !dbg !34

42:                                               ; preds = %40
  %43 = or disjoint i32 %5, 16
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24h_broadcast_scale_acqrelE1s to ptr), i64 0, i64 %44
  %46 = load float, ptr %45, align 4, !dbg !35, !tbaa !25
  %47 = load float, ptr %13, align 4, !dbg !36, !tbaa !25
  %48 = fadd contract float %46, %47, !dbg !36
  store float %48, ptr %13, align 4, !dbg !36, !tbaa !25
  br label %49, !dbg !37

49:                                               ; preds = %42, %40
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %50 = icmp ult i32 %5, 8, !dbg !33
  br i1 %50, label %51, label %58, !dbg !34

51:                                               ; preds = %49
  %52 = or disjoint i32 %5, 8
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24h_broadcast_scale_acqrelE1s to ptr), i64 0, i64 %53
  %55 = load float, ptr %54, align 4, !dbg !35, !tbaa !25
  %56 = load float, ptr %13, align 4, !dbg !36, !tbaa !25
  %57 = fadd contract float %55, %56, !dbg !36
  store float %57, ptr %13, align 4, !dbg !36, !tbaa !25
  br label %58, !dbg !37

58:                                               ; preds = %51, %49
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %59 = icmp ult i32 %5, 4, !dbg !33
  br i1 %59, label %60, label %67, !dbg !34

60:                                               ; preds = %58
  %61 = or disjoint i32 %5, 4
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24h_broadcast_scale_acqrelE1s to ptr), i64 0, i64 %62
  %64 = load float, ptr %63, align 4, !dbg !35, !tbaa !25
  %65 = load float, ptr %13, align 4, !dbg !36, !tbaa !25
  %66 = fadd contract float %64, %65, !dbg !36
  store float %66, ptr %13, align 4, !dbg !36, !tbaa !25
  br label %67, !dbg !37

67:                                               ; preds = %60, %58
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %68 = icmp ult i32 %5, 2, !dbg !33
  br i1 %68, label %69, label %76, !dbg !34

69:                                               ; preds = %67
  %70 = or disjoint i32 %5, 2
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24h_broadcast_scale_acqrelE1s to ptr), i64 0, i64 %71
  %73 = load float, ptr %72, align 4, !dbg !35, !tbaa !25
  %74 = load float, ptr %13, align 4, !dbg !36, !tbaa !25
  %75 = fadd contract float %73, %74, !dbg !36
  store float %75, ptr %13, align 4, !dbg !36, !tbaa !25
  br label %76, !dbg !37

76:                                               ; preds = %69, %67
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %77 = icmp eq i32 %5, 0, !dbg !33
  br i1 %77, label %78, label %82, !dbg !34

78:                                               ; preds = %76
  %79 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ24h_broadcast_scale_acqrelE1s to ptr), i64 4), align 4, !dbg !35, !tbaa !25
  %80 = load float, ptr %13, align 4, !dbg !36, !tbaa !25
  %81 = fadd contract float %79, %80, !dbg !36
  store float %81, ptr %13, align 4, !dbg !36, !tbaa !25
  br label %82, !dbg !37

82:                                               ; preds = %78, %76
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %83 = icmp eq i32 %5, 0, !dbg !39
  br i1 %83, label %84, label %97, !dbg !40

84:                                               ; preds = %82
  %85 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ24h_broadcast_scale_acqrelE1s to ptr), align 4, !dbg !41, !tbaa !25
  %86 = fadd contract float %85, 0x3D71979980000000, !dbg !42
  %87 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %86), !dbg !43
  store float %87, ptr %2, align 4, !dbg !47, !tbaa !25
  tail call void asm sideeffect "st.release.gpu.b32 [$0],$1;", "l,r,~{memory}"(ptr %3, i32 1) #4, !dbg !48, !srcloc !67
  br label %95, !dbg !68

88:                                               ; preds = %4
  %89 = icmp eq i32 %5, 0, !dbg !69
  br i1 %89, label %90, label %97, !dbg !70

90:                                               ; preds = %88, %90
  %91 = tail call i32 asm sideeffect "ld.acquire.gpu.b32 $0,[$1];", "=r,l,~{memory}"(ptr %3) #4, !dbg !71, !srcloc !86
  %92 = icmp eq i32 %91, 0, !dbg !87
  br i1 %92, label %90, label %93, !dbg !88, !llvm.loop !89

93:                                               ; preds = %90
  %94 = load float, ptr %2, align 4, !dbg !92, !tbaa !25
  br label %95, !dbg !93

95:                                               ; preds = %93, %84
  %96 = phi float [ %87, %84 ], [ %94, %93 ]
  store float %96, ptr addrspacecast (ptr addrspace(3) @_ZZ24h_broadcast_scale_acqrelE7s_scale to ptr), align 4, !dbg !94, !tbaa !25
  br label %97, !dbg !95

97:                                               ; preds = %95, %82, %88
  tail call void @llvm.nvvm.barrier0(), !dbg !95
  %98 = shl i32 %6, 8, !dbg !96
  %99 = add i32 %98, %5, !dbg !97
  %100 = zext i32 %99 to i64, !dbg !98
  %101 = getelementptr inbounds float, ptr %0, i64 %100, !dbg !98
  %102 = load float, ptr %101, align 4, !dbg !98, !tbaa !25
  %103 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ24h_broadcast_scale_acqrelE7s_scale to ptr), align 4, !dbg !99, !tbaa !25
  %104 = fmul contract float %102, %103, !dbg !100
  %105 = getelementptr inbounds float, ptr %1, i64 %100, !dbg !101
  store float %104, ptr %105, align 4, !dbg !102, !tbaa !25
  ret void, !dbg !103
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

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
!7 = !DIFile(filename: "h-global-race-018.cu", directory: ".")
!8 = !{ptr @h_broadcast_scale_acqrel, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_broadcast_scale_acqrel", scope: !7, file: !7, line: 16, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 20, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 22, column: 9, scope: !12)
!22 = !DILocation(line: 22, column: 20, scope: !12)
!23 = !DILocation(line: 22, column: 9, scope: !12)
!24 = !DILocation(line: 23, column: 19, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 24, column: 20, scope: !12)
!30 = !DILocation(line: 24, column: 9, scope: !12)
!31 = !DILocation(line: 24, column: 16, scope: !12)
!32 = !DILocation(line: 25, column: 9, scope: !12)
!33 = !DILocation(line: 27, column: 21, scope: !12)
!34 = !DILocation(line: 27, column: 17, scope: !12)
!35 = !DILocation(line: 28, column: 27, scope: !12)
!36 = !DILocation(line: 28, column: 24, scope: !12)
!37 = !DILocation(line: 28, column: 17, scope: !12)
!38 = !DILocation(line: 29, column: 13, scope: !12)
!39 = !DILocation(line: 31, column: 17, scope: !12)
!40 = !DILocation(line: 31, column: 13, scope: !12)
!41 = !DILocation(line: 32, column: 30, scope: !12)
!42 = !DILocation(line: 32, column: 35, scope: !12)
!43 = !DILocation(line: 276, column: 45, scope: !44, inlinedAt: !46)
!44 = distinct !DISubprogram(name: "rsqrtf", scope: !45, file: !45, line: 276, type: !13, scopeLine: 276, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!45 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_math.h", directory: "")
!46 = distinct !DILocation(line: 32, column: 23, scope: !12)
!47 = !DILocation(line: 33, column: 20, scope: !12)
!48 = !DILocation(line: 941, column: 3, scope: !49, inlinedAt: !51)
!49 = distinct !DISubprogram(name: "__cuda_atomic_store<unsigned int>", scope: !50, file: !50, line: 939, type: !13, scopeLine: 941, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!50 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/functions/cuda_ptx_generated.h", directory: "")
!51 = distinct !DILocation(line: 1172, column: 5, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "operator()<cuda::std::__4::integral_constant<cuda::std::__4::__atomic_cuda_memorder, (cuda::std::__4::__atomic_cuda_memorder)1> >", scope: !50, file: !50, line: 1171, type: !13, scopeLine: 1171, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!53 = distinct !DILocation(line: 858, column: 3, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "__cuda_atomic_store_memory_order_dispatch<cuda::std::__4::__cuda_atomic_bind_store<unsigned int, cuda::std::__4::__atomic_cuda_operand_tag<(cuda::std::__4::__atomic_cuda_operand)3, 32UL>, cuda::std::__4::__thread_scope_device_tag, cuda::std::__4::integral_constant<bool, false> >, cuda::std::__4::__thread_scope_device_tag>", scope: !50, file: !50, line: 857, type: !13, scopeLine: 857, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!55 = distinct !DILocation(line: 1184, column: 3, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "__atomic_store_cuda<int, cuda::std::__4::__thread_scope_device_tag>", scope: !50, file: !50, line: 1176, type: !13, scopeLine: 1177, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!57 = distinct !DILocation(line: 319, column: 3, scope: !58, inlinedAt: !60)
!58 = distinct !DISubprogram(name: "__atomic_store_n_cuda<int, cuda::std::__4::__thread_scope_device_tag>", scope: !59, file: !59, line: 317, type: !13, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!59 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/functions/cuda_ptx_derived.h", directory: "")
!60 = distinct !DILocation(line: 93, column: 3, scope: !61, inlinedAt: !63)
!61 = distinct !DISubprogram(name: "__atomic_store_dispatch<const cuda::std::__4::__atomic_ref_storage<int>, int, cuda::std::__4::__thread_scope_device_tag, 0>", scope: !62, file: !62, line: 91, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!62 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/types/base.h", directory: "")
!63 = distinct !DILocation(line: 80, column: 3, scope: !64, inlinedAt: !66)
!64 = distinct !DISubprogram(name: "store", scope: !65, file: !65, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!65 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/api/reference.h", directory: "")
!66 = distinct !DILocation(line: 34, column: 18, scope: !12)
!67 = !{i64 7250017}
!68 = !DILocation(line: 36, column: 9, scope: !12)
!69 = !DILocation(line: 38, column: 17, scope: !12)
!70 = !DILocation(line: 38, column: 13, scope: !12)
!71 = !DILocation(line: 287, column: 3, scope: !72, inlinedAt: !73)
!72 = distinct !DISubprogram(name: "__cuda_atomic_load<unsigned int>", scope: !50, file: !50, line: 285, type: !13, scopeLine: 287, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!73 = distinct !DILocation(line: 830, column: 5, scope: !74, inlinedAt: !75)
!74 = distinct !DISubprogram(name: "operator()<cuda::std::__4::integral_constant<cuda::std::__4::__atomic_cuda_memorder, (cuda::std::__4::__atomic_cuda_memorder)2> >", scope: !50, file: !50, line: 829, type: !13, scopeLine: 829, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!75 = distinct !DILocation(line: 98, column: 3, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "__cuda_atomic_load_memory_order_dispatch<cuda::std::__4::__cuda_atomic_bind_load<unsigned int, cuda::std::__4::__atomic_cuda_operand_tag<(cuda::std::__4::__atomic_cuda_operand)3, 32UL>, cuda::std::__4::__thread_scope_device_tag, cuda::std::__4::integral_constant<bool, false> >, cuda::std::__4::__thread_scope_device_tag>", scope: !50, file: !50, line: 97, type: !13, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!77 = distinct !DILocation(line: 842, column: 3, scope: !78, inlinedAt: !79)
!78 = distinct !DISubprogram(name: "__atomic_load_cuda<int, cuda::std::__4::__thread_scope_device_tag>", scope: !50, file: !50, line: 834, type: !13, scopeLine: 835, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!79 = distinct !DILocation(line: 305, column: 3, scope: !80, inlinedAt: !81)
!80 = distinct !DISubprogram(name: "__atomic_load_n_cuda<int, cuda::std::__4::__thread_scope_device_tag>", scope: !59, file: !59, line: 302, type: !13, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!81 = distinct !DILocation(line: 104, column: 3, scope: !82, inlinedAt: !83)
!82 = distinct !DISubprogram(name: "__atomic_load_dispatch<cuda::std::__4::__atomic_ref_storage<int>, cuda::std::__4::__thread_scope_device_tag, 0>", scope: !62, file: !62, line: 101, type: !13, scopeLine: 103, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!83 = distinct !DILocation(line: 80, column: 3, scope: !84, inlinedAt: !85)
!84 = distinct !DISubprogram(name: "load", scope: !65, file: !65, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!85 = distinct !DILocation(line: 39, column: 25, scope: !12)
!86 = !{i64 7206871}
!87 = !DILocation(line: 39, column: 58, scope: !12)
!88 = !DILocation(line: 39, column: 13, scope: !12)
!89 = distinct !{!89, !88, !90, !91}
!90 = !DILocation(line: 39, column: 66, scope: !12)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !DILocation(line: 40, column: 23, scope: !12)
!93 = !DILocation(line: 41, column: 9, scope: !12)
!94 = !DILocation(line: 0, scope: !12)
!95 = !DILocation(line: 43, column: 5, scope: !12)
!96 = !DILocation(line: 44, column: 29, scope: !12)
!97 = !DILocation(line: 44, column: 37, scope: !12)
!98 = !DILocation(line: 45, column: 12, scope: !12)
!99 = !DILocation(line: 45, column: 19, scope: !12)
!100 = !DILocation(line: 45, column: 17, scope: !12)
!101 = !DILocation(line: 45, column: 5, scope: !12)
!102 = !DILocation(line: 45, column: 10, scope: !12)
!103 = !DILocation(line: 46, column: 1, scope: !12)
