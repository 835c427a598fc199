; ModuleID = 'e-global-race-017.cu'
source_filename = "e-global-race-017.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@count = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ32e_fence_reduction_noacquire_raceE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ32e_fence_reduction_noacquire_raceE4last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @count to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @e_fence_reduction_noacquire_race(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = shl i32 %5, 8, !dbg !22
  %7 = add i32 %6, %4, !dbg !23
  %8 = zext i32 %7 to i64, !dbg !24
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !24
  %10 = load float, ptr %9, align 4, !dbg !24, !tbaa !25
  %11 = zext nneg i32 %4 to i64, !dbg !29
  %12 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE1s to ptr), i64 0, i64 %11, !dbg !29
  store float %10, ptr %12, align 4, !dbg !30, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %13 = icmp ult i32 %4, 128, !dbg !32
  br i1 %13, label %14, label %21, !dbg !33

14:                                               ; preds = %3
  %15 = or disjoint i32 %4, 128
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE1s to ptr), i64 0, i64 %16
  %18 = load float, ptr %17, align 4, !dbg !34, !tbaa !25
  %19 = load float, ptr %12, align 4, !dbg !35, !tbaa !25
  %20 = fadd contract float %18, %19, !dbg !35
  store float %20, ptr %12, align 4, !dbg !35, !tbaa !25
  br label %21, !dbg !36

21:                                               ; preds = %14, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %22 = icmp ult i32 %4, 64, !dbg !32
  br i1 %22, label %23, label %30, !dbg !33

23:                                               ; preds = %21
  %24 = or disjoint i32 %4, 64
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE1s to ptr), i64 0, i64 %25
  %27 = load float, ptr %26, align 4, !dbg !34, !tbaa !25
  %28 = load float, ptr %12, align 4, !dbg !35, !tbaa !25
  %29 = fadd contract float %27, %28, !dbg !35
  store float %29, ptr %12, align 4, !dbg !35, !tbaa !25
  br label %30, !dbg !36

30:                                               ; preds = %23, %21
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %31 = icmp ult i32 %4, 32, !dbg !32
  br i1 %31, label %32, label %39, !dbg !33

32:                                               ; preds = %30
  %33 = or disjoint i32 %4, 32
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE1s to ptr), i64 0, i64 %34
  %36 = load float, ptr %35, align 4, !dbg !34, !tbaa !25
  %37 = load float, ptr %12, align 4, !dbg !35, !tbaa !25
  %38 = fadd contract float %36, %37, !dbg !35
  store float %38, ptr %12, align 4, !dbg !35, !tbaa !25
  br label %39, !dbg !36

39:                                               ; preds = %32, %30
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %40 = icmp ult i32 %4, 16, !dbg !32
  br i1 %40, label %41, label %48, !dbg !33

41:                                               ; preds = %39
  %42 = or disjoint i32 %4, 16
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE1s to ptr), i64 0, i64 %43
  %45 = load float, ptr %44, align 4, !dbg !34, !tbaa !25
  %46 = load float, ptr %12, align 4, !dbg !35, !tbaa !25
  %47 = fadd contract float %45, %46, !dbg !35
  store float %47, ptr %12, align 4, !dbg !35, !tbaa !25
  br label %48, !dbg !36

48:                                               ; preds = %41, %39
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %49 = icmp ult i32 %4, 8, !dbg !32
  br i1 %49, label %50, label %57, !dbg !33

50:                                               ; preds = %48
  %51 = or disjoint i32 %4, 8
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE1s to ptr), i64 0, i64 %52
  %54 = load float, ptr %53, align 4, !dbg !34, !tbaa !25
  %55 = load float, ptr %12, align 4, !dbg !35, !tbaa !25
  %56 = fadd contract float %54, %55, !dbg !35
  store float %56, ptr %12, align 4, !dbg !35, !tbaa !25
  br label %57, !dbg !36

57:                                               ; preds = %50, %48
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %58 = icmp ult i32 %4, 4, !dbg !32
  br i1 %58, label %59, label %66, !dbg !33

59:                                               ; preds = %57
  %60 = or disjoint i32 %4, 4
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE1s to ptr), i64 0, i64 %61
  %63 = load float, ptr %62, align 4, !dbg !34, !tbaa !25
  %64 = load float, ptr %12, align 4, !dbg !35, !tbaa !25
  %65 = fadd contract float %63, %64, !dbg !35
  store float %65, ptr %12, align 4, !dbg !35, !tbaa !25
  br label %66, !dbg !36

66:                                               ; preds = %59, %57
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %67 = icmp ult i32 %4, 2, !dbg !32
  br i1 %67, label %68, label %75, !dbg !33

68:                                               ; preds = %66
  %69 = or disjoint i32 %4, 2
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE1s to ptr), i64 0, i64 %70
  %72 = load float, ptr %71, align 4, !dbg !34, !tbaa !25
  %73 = load float, ptr %12, align 4, !dbg !35, !tbaa !25
  %74 = fadd contract float %72, %73, !dbg !35
  store float %74, ptr %12, align 4, !dbg !35, !tbaa !25
  br label %75, !dbg !36

75:                                               ; preds = %68, %66
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %76 = icmp eq i32 %4, 0, !dbg !32
  br i1 %76, label %77, label %81, !dbg !33

77:                                               ; preds = %75
  %78 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE1s to ptr), i64 4), align 4, !dbg !34, !tbaa !25
  %79 = load float, ptr %12, align 4, !dbg !35, !tbaa !25
  %80 = fadd contract float %78, %79, !dbg !35
  store float %80, ptr %12, align 4, !dbg !35, !tbaa !25
  br label %81, !dbg !36

81:                                               ; preds = %77, %75
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %82 = icmp eq i32 %4, 0, !dbg !38
  br i1 %82, label %83, label %92, !dbg !39

83:                                               ; preds = %81
  %84 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE1s to ptr), align 4, !dbg !40, !tbaa !25
  %85 = zext nneg i32 %5 to i64, !dbg !41
  %86 = getelementptr inbounds float, ptr %1, i64 %85, !dbg !41
  store float %84, ptr %86, align 4, !dbg !42, !tbaa !25
  tail call void @llvm.nvvm.membar.gl(), !dbg !43
  %87 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !47
  %88 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr addrspacecast (ptr addrspace(1) @count to ptr), i32 %87), !dbg !50
  %89 = add nsw i32 %87, -1, !dbg !56
  %90 = icmp eq i32 %88, %89, !dbg !57
  %91 = zext i1 %90 to i8, !dbg !58
  store i8 %91, ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE4last to ptr), align 1, !dbg !58, !tbaa !59
  br label %92, !dbg !61

92:                                               ; preds = %83, %81
  tail call void @llvm.nvvm.barrier0(), !dbg !62
  %93 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE4last to ptr), align 1, !dbg !63, !tbaa !59, !range !64, !noundef !14
  %94 = trunc nuw i8 %93 to i1, !dbg !63
  %95 = and i1 %82, %94, !dbg !65
  br i1 %95, label %96, label %166, !dbg !65

96:                                               ; preds = %92
  %97 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %98 = and i32 %97, 7, !dbg !66
  %99 = icmp ult i32 %97, 8, !dbg !66
  br i1 %99, label %102, label %100, !dbg !66

100:                                              ; preds = %96
  %101 = and i32 %97, 2147483640, !dbg !66
  br label %120, !dbg !66

102:                                              ; preds = %120, %96
  %103 = phi float [ poison, %96 ], [ %162, %120 ]
  %104 = phi i32 [ 0, %96 ], [ %163, %120 ]
  %105 = phi float [ 0.000000e+00, %96 ], [ %162, %120 ]
  %106 = icmp eq i32 %98, 0, !dbg !66
  br i1 %106, label %118, label %107, !dbg !66

107:                                              ; preds = %102, %107
  %108 = phi i32 [ %115, %107 ], [ %104, %102 ]
  %109 = phi float [ %114, %107 ], [ %105, %102 ]
  %110 = phi i32 [ %116, %107 ], [ 0, %102 ]
  %111 = zext nneg i32 %108 to i64, !dbg !67
  %112 = getelementptr inbounds float, ptr %1, i64 %111, !dbg !67
  %113 = load float, ptr %112, align 4, !dbg !67, !tbaa !25
  %114 = fadd contract float %109, %113, !dbg !68
  %115 = add nuw nsw i32 %108, 1, !dbg !69
  %116 = add i32 %110, 1, !dbg !66
  %117 = icmp eq i32 %116, %98, !dbg !66
  br i1 %117, label %118, label %107, !dbg !66, !llvm.loop !70

118:                                              ; preds = %107, %102
  %119 = phi float [ %103, %102 ], [ %114, %107 ], !dbg !68
  store float %119, ptr %2, align 4, !dbg !72, !tbaa !25
  store i32 0, ptr addrspacecast (ptr addrspace(1) @count to ptr), align 4, !dbg !73, !tbaa !74
  br label %166, !dbg !76

120:                                              ; preds = %120, %100
  %121 = phi i32 [ 0, %100 ], [ %163, %120 ]
  %122 = phi float [ 0.000000e+00, %100 ], [ %162, %120 ]
  %123 = phi i32 [ 0, %100 ], [ %164, %120 ]
  %124 = zext nneg i32 %121 to i64, !dbg !67
  %125 = getelementptr inbounds float, ptr %1, i64 %124, !dbg !67
  %126 = load float, ptr %125, align 4, !dbg !67, !tbaa !25
  %127 = fadd contract float %122, %126, !dbg !68
  %128 = or disjoint i32 %121, 1, !dbg !69
  %129 = zext nneg i32 %128 to i64, !dbg !67
  %130 = getelementptr inbounds float, ptr %1, i64 %129, !dbg !67
  %131 = load float, ptr %130, align 4, !dbg !67, !tbaa !25
  %132 = fadd contract float %127, %131, !dbg !68
  %133 = or disjoint i32 %121, 2, !dbg !69
  %134 = zext nneg i32 %133 to i64, !dbg !67
  %135 = getelementptr inbounds float, ptr %1, i64 %134, !dbg !67
  %136 = load float, ptr %135, align 4, !dbg !67, !tbaa !25
  %137 = fadd contract float %132, %136, !dbg !68
  %138 = or disjoint i32 %121, 3, !dbg !69
  %139 = zext nneg i32 %138 to i64, !dbg !67
  %140 = getelementptr inbounds float, ptr %1, i64 %139, !dbg !67
  %141 = load float, ptr %140, align 4, !dbg !67, !tbaa !25
  %142 = fadd contract float %137, %141, !dbg !68
  %143 = or disjoint i32 %121, 4, !dbg !69
  %144 = zext nneg i32 %143 to i64, !dbg !67
  %145 = getelementptr inbounds float, ptr %1, i64 %144, !dbg !67
  %146 = load float, ptr %145, align 4, !dbg !67, !tbaa !25
  %147 = fadd contract float %142, %146, !dbg !68
  %148 = or disjoint i32 %121, 5, !dbg !69
  %149 = zext nneg i32 %148 to i64, !dbg !67
  %150 = getelementptr inbounds float, ptr %1, i64 %149, !dbg !67
  %151 = load float, ptr %150, align 4, !dbg !67, !tbaa !25
  %152 = fadd contract float %147, %151, !dbg !68
  %153 = or disjoint i32 %121, 6, !dbg !69
  %154 = zext nneg i32 %153 to i64, !dbg !67
  %155 = getelementptr inbounds float, ptr %1, i64 %154, !dbg !67
  %156 = load float, ptr %155, align 4, !dbg !67, !tbaa !25
  %157 = fadd contract float %152, %156, !dbg !68
  %158 = or disjoint i32 %121, 7, !dbg !69
  %159 = zext nneg i32 %158 to i64, !dbg !67
  %160 = getelementptr inbounds float, ptr %1, i64 %159, !dbg !67
  %161 = load float, ptr %160, align 4, !dbg !67, !tbaa !25
  %162 = fadd contract float %157, %161, !dbg !68
  %163 = add nuw nsw i32 %121, 8, !dbg !69
  %164 = add i32 %123, 8, !dbg !66
  %165 = icmp eq i32 %164, %101, !dbg !66
  br i1 %165, label %102, label %120, !dbg !66, !llvm.loop !77

166:                                              ; preds = %118, %92
  ret void, !dbg !80
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }

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
!7 = !DIFile(filename: "e-global-race-017.cu", directory: ".")
!8 = !{ptr @e_fence_reduction_noacquire_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_fence_reduction_noacquire_race", scope: !7, file: !7, line: 14, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 18, column: 18, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 19, column: 15, scope: !12)
!22 = !DILocation(line: 19, column: 26, scope: !12)
!23 = !DILocation(line: 19, column: 34, scope: !12)
!24 = !DILocation(line: 19, column: 12, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 19, column: 5, scope: !12)
!30 = !DILocation(line: 19, column: 10, scope: !12)
!31 = !DILocation(line: 20, column: 5, scope: !12)
!32 = !DILocation(line: 22, column: 15, scope: !12)
!33 = !DILocation(line: 22, column: 13, scope: !12)
!34 = !DILocation(line: 22, column: 28, scope: !12)
!35 = !DILocation(line: 22, column: 25, scope: !12)
!36 = !DILocation(line: 22, column: 20, scope: !12)
!37 = !DILocation(line: 23, column: 9, scope: !12)
!38 = !DILocation(line: 25, column: 11, scope: !12)
!39 = !DILocation(line: 25, column: 9, scope: !12)
!40 = !DILocation(line: 26, column: 31, scope: !12)
!41 = !DILocation(line: 26, column: 9, scope: !12)
!42 = !DILocation(line: 26, column: 29, scope: !12)
!43 = !DILocation(line: 528, column: 39, scope: !44, inlinedAt: !46)
!44 = distinct !DISubprogram(name: "__threadfence", scope: !45, file: !45, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!45 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!46 = distinct !DILocation(line: 27, column: 9, scope: !12)
!47 = !DILocation(line: 92, column: 3, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!49 = distinct !DILocation(line: 28, column: 45, scope: !12)
!50 = !DILocation(line: 589, column: 10, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "__uAtomicInc", scope: !45, file: !45, line: 588, type: !13, scopeLine: 588, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!52 = distinct !DILocation(line: 162, column: 10, scope: !53, inlinedAt: !55)
!53 = distinct !DISubprogram(name: "atomicInc", scope: !54, file: !54, line: 160, type: !13, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!54 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!55 = distinct !DILocation(line: 28, column: 27, scope: !12)
!56 = !DILocation(line: 29, column: 36, scope: !12)
!57 = !DILocation(line: 29, column: 23, scope: !12)
!58 = !DILocation(line: 29, column: 14, scope: !12)
!59 = !{!60, !60, i64 0}
!60 = !{!"bool", !27, i64 0}
!61 = !DILocation(line: 30, column: 5, scope: !12)
!62 = !DILocation(line: 31, column: 5, scope: !12)
!63 = !DILocation(line: 32, column: 9, scope: !12)
!64 = !{i8 0, i8 2}
!65 = !DILocation(line: 32, column: 14, scope: !12)
!66 = !DILocation(line: 34, column: 9, scope: !12)
!67 = !DILocation(line: 35, column: 20, scope: !12)
!68 = !DILocation(line: 35, column: 17, scope: !12)
!69 = !DILocation(line: 34, column: 45, scope: !12)
!70 = distinct !{!70, !71}
!71 = !{!"llvm.loop.unroll.disable"}
!72 = !DILocation(line: 36, column: 18, scope: !12)
!73 = !DILocation(line: 37, column: 15, scope: !12)
!74 = !{!75, !75, i64 0}
!75 = !{!"int", !27, i64 0}
!76 = !DILocation(line: 38, column: 5, scope: !12)
!77 = distinct !{!77, !66, !78, !79}
!78 = !DILocation(line: 35, column: 29, scope: !12)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 39, column: 1, scope: !12)
