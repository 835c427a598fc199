; ModuleID = 'h-barrier-divergence-002.cu'
source_filename = "h-barrier-divergence-002.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ26h_sgemm_tiled_guarded_loopE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ26h_sgemm_tiled_guarded_loopE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_sgemm_tiled_guarded_loop(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !12 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !19
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !22
  %10 = shl nuw nsw i32 %9, 4, !dbg !25
  %11 = add nuw nsw i32 %10, %8, !dbg !26
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %13 = shl i32 %12, 4, !dbg !30
  %14 = add i32 %13, %7, !dbg !31
  %15 = icmp slt i32 %11, %3, !dbg !32
  %16 = icmp slt i32 %14, %4
  %17 = and i1 %15, %16, !dbg !33
  br i1 %17, label %18, label %155, !dbg !33

18:                                               ; preds = %6
  %19 = icmp sgt i32 %5, 0, !dbg !34
  br i1 %19, label %20, label %60, !dbg !35

20:                                               ; preds = %18
  %21 = add nuw nsw i32 %5, 15
  %22 = lshr i32 %21, 4
  %23 = mul nuw nsw i32 %11, %5
  %24 = zext nneg i32 %8 to i64
  %25 = zext nneg i32 %7 to i64
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 %25
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 %24, i64 %25
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 0, !dbg !36
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 0, i64 %25
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 1
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 1, i64 %25
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 2
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 2, i64 %25
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 3
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 3, i64 %25
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 4
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 4, i64 %25
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 5
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 5, i64 %25
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 6
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 6, i64 %25
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 7
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 7, i64 %25
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 8
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 8, i64 %25
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 9
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 9, i64 %25
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 10
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 10, i64 %25
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 11
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 11, i64 %25
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 12
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 12, i64 %25
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 13
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 13, i64 %25
  %56 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 14
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 14, i64 %25
  %58 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2As to ptr), i64 0, i64 %24, i64 15
  %59 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_sgemm_tiled_guarded_loopE2Bs to ptr), i64 0, i64 15, i64 %25
  br label %66, !dbg !35

60:                                               ; preds = %87, %18
  %61 = phi float [ 0.000000e+00, %18 ], [ %152, %87 ], !dbg !37
  %62 = mul nsw i32 %11, %4, !dbg !38
  %63 = add nsw i32 %62, %14, !dbg !39
  %64 = sext i32 %63 to i64, !dbg !40
  %65 = getelementptr inbounds float, ptr %2, i64 %64, !dbg !40
  store float %61, ptr %65, align 4, !dbg !41, !tbaa !42
  br label %155, !dbg !46

66:                                               ; preds = %20, %87
  %67 = phi float [ 0.000000e+00, %20 ], [ %152, %87 ]
  %68 = phi i32 [ 0, %20 ], [ %153, %87 ]
  %69 = shl nsw i32 %68, 4, !dbg !47
  %70 = add nuw nsw i32 %69, %7, !dbg !48
  %71 = add nuw nsw i32 %69, %8, !dbg !49
  %72 = icmp slt i32 %70, %5, !dbg !50
  br i1 %72, label %73, label %78, !dbg !51

73:                                               ; preds = %66
  %74 = add nuw nsw i32 %70, %23
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %0, i64 %75
  %77 = load float, ptr %76, align 4, !dbg !52, !tbaa !42
  br label %78, !dbg !51

78:                                               ; preds = %66, %73
  %79 = phi contract float [ %77, %73 ], [ 0.000000e+00, %66 ], !dbg !51
  store float %79, ptr %26, align 4, !dbg !53, !tbaa !42
  %80 = icmp slt i32 %71, %5, !dbg !54
  br i1 %80, label %81, label %87, !dbg !55

81:                                               ; preds = %78
  %82 = mul nsw i32 %71, %4
  %83 = add nsw i32 %82, %14
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %1, i64 %84
  %86 = load float, ptr %85, align 4, !dbg !56, !tbaa !42
  br label %87, !dbg !55

87:                                               ; preds = %78, %81
  %88 = phi contract float [ %86, %81 ], [ 0.000000e+00, %78 ], !dbg !55
  store float %88, ptr %27, align 4, !dbg !57, !tbaa !42
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  %89 = load float, ptr %28, align 4, !dbg !36, !tbaa !42
  %90 = load float, ptr %29, align 4, !dbg !59, !tbaa !42
  %91 = fmul contract float %89, %90, !dbg !60
  %92 = fadd contract float %67, %91, !dbg !61
  %93 = load float, ptr %30, align 4, !dbg !36, !tbaa !42
  %94 = load float, ptr %31, align 4, !dbg !59, !tbaa !42
  %95 = fmul contract float %93, %94, !dbg !60
  %96 = fadd contract float %92, %95, !dbg !61
  %97 = load float, ptr %32, align 4, !dbg !36, !tbaa !42
  %98 = load float, ptr %33, align 4, !dbg !59, !tbaa !42
  %99 = fmul contract float %97, %98, !dbg !60
  %100 = fadd contract float %96, %99, !dbg !61
  %101 = load float, ptr %34, align 4, !dbg !36, !tbaa !42
  %102 = load float, ptr %35, align 4, !dbg !59, !tbaa !42
  %103 = fmul contract float %101, %102, !dbg !60
  %104 = fadd contract float %100, %103, !dbg !61
  %105 = load float, ptr %36, align 4, !dbg !36, !tbaa !42
  %106 = load float, ptr %37, align 4, !dbg !59, !tbaa !42
  %107 = fmul contract float %105, %106, !dbg !60
  %108 = fadd contract float %104, %107, !dbg !61
  %109 = load float, ptr %38, align 4, !dbg !36, !tbaa !42
  %110 = load float, ptr %39, align 4, !dbg !59, !tbaa !42
  %111 = fmul contract float %109, %110, !dbg !60
  %112 = fadd contract float %108, %111, !dbg !61
  %113 = load float, ptr %40, align 4, !dbg !36, !tbaa !42
  %114 = load float, ptr %41, align 4, !dbg !59, !tbaa !42
  %115 = fmul contract float %113, %114, !dbg !60
  %116 = fadd contract float %112, %115, !dbg !61
  %117 = load float, ptr %42, align 4, !dbg !36, !tbaa !42
  %118 = load float, ptr %43, align 4, !dbg !59, !tbaa !42
  %119 = fmul contract float %117, %118, !dbg !60
  %120 = fadd contract float %116, %119, !dbg !61
  %121 = load float, ptr %44, align 4, !dbg !36, !tbaa !42
  %122 = load float, ptr %45, align 4, !dbg !59, !tbaa !42
  %123 = fmul contract float %121, %122, !dbg !60
  %124 = fadd contract float %120, %123, !dbg !61
  %125 = load float, ptr %46, align 4, !dbg !36, !tbaa !42
  %126 = load float, ptr %47, align 4, !dbg !59, !tbaa !42
  %127 = fmul contract float %125, %126, !dbg !60
  %128 = fadd contract float %124, %127, !dbg !61
  %129 = load float, ptr %48, align 4, !dbg !36, !tbaa !42
  %130 = load float, ptr %49, align 4, !dbg !59, !tbaa !42
  %131 = fmul contract float %129, %130, !dbg !60
  %132 = fadd contract float %128, %131, !dbg !61
  %133 = load float, ptr %50, align 4, !dbg !36, !tbaa !42
  %134 = load float, ptr %51, align 4, !dbg !59, !tbaa !42
  %135 = fmul contract float %133, %134, !dbg !60
  %136 = fadd contract float %132, %135, !dbg !61
  %137 = load float, ptr %52, align 4, !dbg !36, !tbaa !42
  %138 = load float, ptr %53, align 4, !dbg !59, !tbaa !42
  %139 = fmul contract float %137, %138, !dbg !60
  %140 = fadd contract float %136, %139, !dbg !61
  %141 = load float, ptr %54, align 4, !dbg !36, !tbaa !42
  %142 = load float, ptr %55, align 4, !dbg !59, !tbaa !42
  %143 = fmul contract float %141, %142, !dbg !60
  %144 = fadd contract float %140, %143, !dbg !61
  %145 = load float, ptr %56, align 4, !dbg !36, !tbaa !42
  %146 = load float, ptr %57, align 4, !dbg !59, !tbaa !42
  %147 = fmul contract float %145, %146, !dbg !60
  %148 = fadd contract float %144, %147, !dbg !61
  %149 = load float, ptr %58, align 4, !dbg !36, !tbaa !42
  %150 = load float, ptr %59, align 4, !dbg !59, !tbaa !42
  %151 = fmul contract float %149, %150, !dbg !60
  %152 = fadd contract float %148, %151, !dbg !61
  tail call void @llvm.nvvm.barrier0(), !dbg !62
  %153 = add nuw nsw i32 %68, 1, !dbg !63
  %154 = icmp eq i32 %153, %22, !dbg !34
  br i1 %154, label %60, label %66, !dbg !35, !llvm.loop !64

155:                                              ; preds = %60, %6
  ret void, !dbg !67
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

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
!7 = !DIFile(filename: "h-barrier-divergence-002.cu", directory: ".")
!8 = !{ptr @h_sgemm_tiled_guarded_loop, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_sgemm_tiled_guarded_loop", scope: !7, file: !7, line: 14, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 18, column: 14, scope: !12)
!19 = !DILocation(line: 54, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 18, column: 32, scope: !12)
!22 = !DILocation(line: 67, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 19, column: 15, scope: !12)
!25 = !DILocation(line: 19, column: 26, scope: !12)
!26 = !DILocation(line: 19, column: 33, scope: !12)
!27 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!29 = distinct !DILocation(line: 20, column: 15, scope: !12)
!30 = !DILocation(line: 20, column: 26, scope: !12)
!31 = !DILocation(line: 20, column: 33, scope: !12)
!32 = !DILocation(line: 21, column: 13, scope: !12)
!33 = !DILocation(line: 21, column: 17, scope: !12)
!34 = !DILocation(line: 23, column: 27, scope: !12)
!35 = !DILocation(line: 23, column: 9, scope: !12)
!36 = !DILocation(line: 29, column: 24, scope: !12)
!37 = !DILocation(line: 22, column: 15, scope: !12)
!38 = !DILocation(line: 32, column: 15, scope: !12)
!39 = !DILocation(line: 32, column: 19, scope: !12)
!40 = !DILocation(line: 32, column: 9, scope: !12)
!41 = !DILocation(line: 32, column: 26, scope: !12)
!42 = !{!43, !43, i64 0}
!43 = !{!"float", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C++ TBAA"}
!46 = !DILocation(line: 33, column: 5, scope: !12)
!47 = !DILocation(line: 24, column: 24, scope: !12)
!48 = !DILocation(line: 24, column: 31, scope: !12)
!49 = !DILocation(line: 24, column: 51, scope: !12)
!50 = !DILocation(line: 25, column: 29, scope: !12)
!51 = !DILocation(line: 25, column: 26, scope: !12)
!52 = !DILocation(line: 25, column: 35, scope: !12)
!53 = !DILocation(line: 25, column: 24, scope: !12)
!54 = !DILocation(line: 26, column: 29, scope: !12)
!55 = !DILocation(line: 26, column: 26, scope: !12)
!56 = !DILocation(line: 26, column: 35, scope: !12)
!57 = !DILocation(line: 26, column: 24, scope: !12)
!58 = !DILocation(line: 27, column: 13, scope: !12)
!59 = !DILocation(line: 29, column: 36, scope: !12)
!60 = !DILocation(line: 29, column: 34, scope: !12)
!61 = !DILocation(line: 29, column: 21, scope: !12)
!62 = !DILocation(line: 30, column: 13, scope: !12)
!63 = !DILocation(line: 23, column: 52, scope: !12)
!64 = distinct !{!64, !35, !65, !66}
!65 = !DILocation(line: 31, column: 9, scope: !12)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 34, column: 1, scope: !12)
