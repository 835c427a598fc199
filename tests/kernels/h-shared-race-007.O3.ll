; ModuleID = 'h-shared-race-007.cu'
source_filename = "h-shared-race-007.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13h_sgemm_tiledE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13h_sgemm_tiledE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_sgemm_tiled(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !12 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !19
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !22
  %10 = shl nuw nsw i32 %9, 4, !dbg !25
  %11 = add nuw nsw i32 %10, %8, !dbg !26
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %13 = shl i32 %12, 4, !dbg !30
  %14 = add i32 %13, %7, !dbg !31
  %15 = icmp sgt i32 %5, 0, !dbg !32
  br i1 %15, label %16, label %58, !dbg !33

16:                                               ; preds = %6
  %17 = add nuw nsw i32 %5, 15
  %18 = lshr i32 %17, 4
  %19 = icmp slt i32 %11, %3
  %20 = mul nuw nsw i32 %11, %5
  %21 = zext nneg i32 %8 to i64
  %22 = zext nneg i32 %7 to i64
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 %22
  %24 = icmp slt i32 %14, %4
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 %21, i64 %22
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 0, !dbg !34
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 0, i64 %22
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 1
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 1, i64 %22
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 2
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 2, i64 %22
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 3
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 3, i64 %22
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 4
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 4, i64 %22
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 5
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 5, i64 %22
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 6
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 6, i64 %22
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 7
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 7, i64 %22
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 8
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 8, i64 %22
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 9
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 9, i64 %22
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 10
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 10, i64 %22
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 11
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 11, i64 %22
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 12
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 12, i64 %22
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 13
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 13, i64 %22
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 14
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 14, i64 %22
  %56 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2As to ptr), i64 0, i64 %21, i64 15
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13h_sgemm_tiledE2Bs to ptr), i64 0, i64 15, i64 %22
  br label %63, !dbg !33

58:                                               ; preds = %86, %6
  %59 = phi float [ 0.000000e+00, %6 ], [ %151, %86 ], !dbg !35
  %60 = icmp slt i32 %11, %3, !dbg !36
  %61 = icmp slt i32 %14, %4
  %62 = and i1 %60, %61, !dbg !37
  br i1 %62, label %154, label %159, !dbg !37

63:                                               ; preds = %16, %86
  %64 = phi float [ 0.000000e+00, %16 ], [ %151, %86 ]
  %65 = phi i32 [ 0, %16 ], [ %152, %86 ]
  %66 = shl nsw i32 %65, 4, !dbg !38
  %67 = add nuw nsw i32 %66, %7, !dbg !39
  %68 = add nuw nsw i32 %66, %8, !dbg !40
  %69 = icmp slt i32 %67, %5
  %70 = select i1 %19, i1 %69, i1 false, !dbg !41
  br i1 %70, label %71, label %76, !dbg !41

71:                                               ; preds = %63
  %72 = add nuw nsw i32 %67, %20
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %0, i64 %73
  %75 = load float, ptr %74, align 4, !dbg !42, !tbaa !43
  br label %76, !dbg !47

76:                                               ; preds = %63, %71
  %77 = phi contract float [ %75, %71 ], [ 0.000000e+00, %63 ], !dbg !47
  store float %77, ptr %23, align 4, !dbg !48, !tbaa !43
  %78 = icmp slt i32 %68, %5, !dbg !49
  %79 = and i1 %24, %78, !dbg !50
  br i1 %79, label %80, label %86, !dbg !50

80:                                               ; preds = %76
  %81 = mul nsw i32 %68, %4
  %82 = add nsw i32 %81, %14
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %1, i64 %83
  %85 = load float, ptr %84, align 4, !dbg !51, !tbaa !43
  br label %86, !dbg !52

86:                                               ; preds = %76, %80
  %87 = phi contract float [ %85, %80 ], [ 0.000000e+00, %76 ], !dbg !52
  store float %87, ptr %25, align 4, !dbg !53, !tbaa !43
  tail call void @llvm.nvvm.barrier0(), !dbg !54
  %88 = load float, ptr %26, align 4, !dbg !34, !tbaa !43
  %89 = load float, ptr %27, align 4, !dbg !55, !tbaa !43
  %90 = fmul contract float %88, %89, !dbg !56
  %91 = fadd contract float %64, %90, !dbg !57
  %92 = load float, ptr %28, align 4, !dbg !34, !tbaa !43
  %93 = load float, ptr %29, align 4, !dbg !55, !tbaa !43
  %94 = fmul contract float %92, %93, !dbg !56
  %95 = fadd contract float %91, %94, !dbg !57
  %96 = load float, ptr %30, align 4, !dbg !34, !tbaa !43
  %97 = load float, ptr %31, align 4, !dbg !55, !tbaa !43
  %98 = fmul contract float %96, %97, !dbg !56
  %99 = fadd contract float %95, %98, !dbg !57
  %100 = load float, ptr %32, align 4, !dbg !34, !tbaa !43
  %101 = load float, ptr %33, align 4, !dbg !55, !tbaa !43
  %102 = fmul contract float %100, %101, !dbg !56
  %103 = fadd contract float %99, %102, !dbg !57
  %104 = load float, ptr %34, align 4, !dbg !34, !tbaa !43
  %105 = load float, ptr %35, align 4, !dbg !55, !tbaa !43
  %106 = fmul contract float %104, %105, !dbg !56
  %107 = fadd contract float %103, %106, !dbg !57
  %108 = load float, ptr %36, align 4, !dbg !34, !tbaa !43
  %109 = load float, ptr %37, align 4, !dbg !55, !tbaa !43
  %110 = fmul contract float %108, %109, !dbg !56
  %111 = fadd contract float %107, %110, !dbg !57
  %112 = load float, ptr %38, align 4, !dbg !34, !tbaa !43
  %113 = load float, ptr %39, align 4, !dbg !55, !tbaa !43
  %114 = fmul contract float %112, %113, !dbg !56
  %115 = fadd contract float %111, %114, !dbg !57
  %116 = load float, ptr %40, align 4, !dbg !34, !tbaa !43
  %117 = load float, ptr %41, align 4, !dbg !55, !tbaa !43
  %118 = fmul contract float %116, %117, !dbg !56
  %119 = fadd contract float %115, %118, !dbg !57
  %120 = load float, ptr %42, align 4, !dbg !34, !tbaa !43
  %121 = load float, ptr %43, align 4, !dbg !55, !tbaa !43
  %122 = fmul contract float %120, %121, !dbg !56
  %123 = fadd contract float %119, %122, !dbg !57
  %124 = load float, ptr %44, align 4, !dbg !34, !tbaa !43
  %125 = load float, ptr %45, align 4, !dbg !55, !tbaa !43
  %126 = fmul contract float %124, %125, !dbg !56
  %127 = fadd contract float %123, %126, !dbg !57
  %128 = load float, ptr %46, align 4, !dbg !34, !tbaa !43
  %129 = load float, ptr %47, align 4, !dbg !55, !tbaa !43
  %130 = fmul contract float %128, %129, !dbg !56
  %131 = fadd contract float %127, %130, !dbg !57
  %132 = load float, ptr %48, align 4, !dbg !34, !tbaa !43
  %133 = load float, ptr %49, align 4, !dbg !55, !tbaa !43
  %134 = fmul contract float %132, %133, !dbg !56
  %135 = fadd contract float %131, %134, !dbg !57
  %136 = load float, ptr %50, align 4, !dbg !34, !tbaa !43
  %137 = load float, ptr %51, align 4, !dbg !55, !tbaa !43
  %138 = fmul contract float %136, %137, !dbg !56
  %139 = fadd contract float %135, %138, !dbg !57
  %140 = load float, ptr %52, align 4, !dbg !34, !tbaa !43
  %141 = load float, ptr %53, align 4, !dbg !55, !tbaa !43
  %142 = fmul contract float %140, %141, !dbg !56
  %143 = fadd contract float %139, %142, !dbg !57
  %144 = load float, ptr %54, align 4, !dbg !34, !tbaa !43
  %145 = load float, ptr %55, align 4, !dbg !55, !tbaa !43
  %146 = fmul contract float %144, %145, !dbg !56
  %147 = fadd contract float %143, %146, !dbg !57
  %148 = load float, ptr %56, align 4, !dbg !34, !tbaa !43
  %149 = load float, ptr %57, align 4, !dbg !55, !tbaa !43
  %150 = fmul contract float %148, %149, !dbg !56
  %151 = fadd contract float %147, %150, !dbg !57
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  %152 = add nuw nsw i32 %65, 1, !dbg !59
  %153 = icmp eq i32 %152, %18, !dbg !32
  br i1 %153, label %58, label %63, !dbg !33, !llvm.loop !60

154:                                              ; preds = %58
  %155 = mul nsw i32 %11, %4
  %156 = add nsw i32 %155, %14
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds float, ptr %2, i64 %157
  store float %59, ptr %158, align 4, !dbg !63, !tbaa !43
  br label %159, !dbg !64

159:                                              ; preds = %154, %58
  ret void, !dbg !65
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
!7 = !DIFile(filename: "h-shared-race-007.cu", directory: ".")
!8 = !{ptr @h_sgemm_tiled, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_sgemm_tiled", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 15, column: 14, scope: !12)
!19 = !DILocation(line: 54, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 15, column: 32, scope: !12)
!22 = !DILocation(line: 67, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 16, column: 15, scope: !12)
!25 = !DILocation(line: 16, column: 26, scope: !12)
!26 = !DILocation(line: 16, column: 33, scope: !12)
!27 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!29 = distinct !DILocation(line: 17, column: 15, scope: !12)
!30 = !DILocation(line: 17, column: 26, scope: !12)
!31 = !DILocation(line: 17, column: 33, scope: !12)
!32 = !DILocation(line: 19, column: 23, scope: !12)
!33 = !DILocation(line: 19, column: 5, scope: !12)
!34 = !DILocation(line: 25, column: 20, scope: !12)
!35 = !DILocation(line: 18, column: 11, scope: !12)
!36 = !DILocation(line: 28, column: 13, scope: !12)
!37 = !DILocation(line: 28, column: 17, scope: !12)
!38 = !DILocation(line: 20, column: 20, scope: !12)
!39 = !DILocation(line: 20, column: 27, scope: !12)
!40 = !DILocation(line: 20, column: 47, scope: !12)
!41 = !DILocation(line: 21, column: 31, scope: !12)
!42 = !DILocation(line: 21, column: 44, scope: !12)
!43 = !{!44, !44, i64 0}
!44 = !{!"float", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C++ TBAA"}
!47 = !DILocation(line: 21, column: 22, scope: !12)
!48 = !DILocation(line: 21, column: 20, scope: !12)
!49 = !DILocation(line: 22, column: 26, scope: !12)
!50 = !DILocation(line: 22, column: 30, scope: !12)
!51 = !DILocation(line: 22, column: 44, scope: !12)
!52 = !DILocation(line: 22, column: 22, scope: !12)
!53 = !DILocation(line: 22, column: 20, scope: !12)
!54 = !DILocation(line: 23, column: 9, scope: !12)
!55 = !DILocation(line: 25, column: 32, scope: !12)
!56 = !DILocation(line: 25, column: 30, scope: !12)
!57 = !DILocation(line: 25, column: 17, scope: !12)
!58 = !DILocation(line: 26, column: 9, scope: !12)
!59 = !DILocation(line: 19, column: 48, scope: !12)
!60 = distinct !{!60, !33, !61, !62}
!61 = !DILocation(line: 27, column: 5, scope: !12)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 29, column: 26, scope: !12)
!64 = !DILocation(line: 29, column: 9, scope: !12)
!65 = !DILocation(line: 30, column: 1, scope: !12)
