; ModuleID = 'b-shared-race-008.cu'
source_filename = "b-shared-race-008.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16b_matmul_boundedE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ16b_matmul_boundedE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_matmul_bounded(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !19
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !22
  %8 = shl nuw nsw i32 %7, 4, !dbg !25
  %9 = add nuw nsw i32 %8, %6, !dbg !26
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %11 = shl i32 %10, 4, !dbg !30
  %12 = add i32 %11, %5, !dbg !31
  %13 = icmp sgt i32 %3, 0, !dbg !32
  br i1 %13, label %14, label %55, !dbg !33

14:                                               ; preds = %4
  %15 = icmp ult i32 %9, %3
  %16 = mul nuw nsw i32 %9, %3
  %17 = add nuw i32 %16, %5
  %18 = zext nneg i32 %6 to i64
  %19 = zext nneg i32 %5 to i64
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 %19
  %21 = icmp slt i32 %12, %3
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 %18, i64 %19
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 0, !dbg !34
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 0, i64 %19
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 1
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 1, i64 %19
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 2
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 2, i64 %19
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 3
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 3, i64 %19
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 4
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 4, i64 %19
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 5
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 5, i64 %19
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 6
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 6, i64 %19
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 7
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 7, i64 %19
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 8
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 8, i64 %19
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 9
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 9, i64 %19
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 10
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 10, i64 %19
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 11
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 11, i64 %19
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 12
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 12, i64 %19
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 13
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 13, i64 %19
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 14
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 14, i64 %19
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2As to ptr), i64 0, i64 %18, i64 15
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_matmul_boundedE2Bs to ptr), i64 0, i64 15, i64 %19
  br label %60, !dbg !33

55:                                               ; preds = %82, %4
  %56 = phi float [ 0.000000e+00, %4 ], [ %147, %82 ], !dbg !35
  %57 = icmp slt i32 %9, %3, !dbg !36
  %58 = icmp slt i32 %12, %3
  %59 = and i1 %57, %58, !dbg !37
  br i1 %59, label %150, label %155, !dbg !37

60:                                               ; preds = %14, %82
  %61 = phi i32 [ 0, %14 ], [ %148, %82 ]
  %62 = phi float [ 0.000000e+00, %14 ], [ %147, %82 ]
  %63 = add nuw nsw i32 %61, %5
  %64 = icmp slt i32 %63, %3
  %65 = select i1 %15, i1 %64, i1 false, !dbg !38
  br i1 %65, label %66, label %71, !dbg !38

66:                                               ; preds = %60
  %67 = add i32 %17, %61
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %1, i64 %68
  %70 = load float, ptr %69, align 4, !dbg !39, !tbaa !40
  br label %71, !dbg !44

71:                                               ; preds = %60, %66
  %72 = phi contract float [ %70, %66 ], [ 0.000000e+00, %60 ], !dbg !44
  store float %72, ptr %20, align 4, !dbg !45, !tbaa !40
  %73 = add nuw nsw i32 %61, %6, !dbg !46
  %74 = icmp slt i32 %73, %3, !dbg !47
  %75 = and i1 %21, %74, !dbg !48
  br i1 %75, label %76, label %82, !dbg !48

76:                                               ; preds = %71
  %77 = mul nuw nsw i32 %73, %3
  %78 = add nsw i32 %77, %12
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %2, i64 %79
  %81 = load float, ptr %80, align 4, !dbg !49, !tbaa !40
  br label %82, !dbg !50

82:                                               ; preds = %71, %76
  %83 = phi contract float [ %81, %76 ], [ 0.000000e+00, %71 ], !dbg !50
  store float %83, ptr %22, align 4, !dbg !51, !tbaa !40
  tail call void @llvm.nvvm.barrier0(), !dbg !52
  %84 = load float, ptr %23, align 4, !dbg !34, !tbaa !40
  %85 = load float, ptr %24, align 4, !dbg !53, !tbaa !40
  %86 = fmul contract float %84, %85, !dbg !54
  %87 = fadd contract float %62, %86, !dbg !55
  %88 = load float, ptr %25, align 4, !dbg !34, !tbaa !40
  %89 = load float, ptr %26, align 4, !dbg !53, !tbaa !40
  %90 = fmul contract float %88, %89, !dbg !54
  %91 = fadd contract float %87, %90, !dbg !55
  %92 = load float, ptr %27, align 4, !dbg !34, !tbaa !40
  %93 = load float, ptr %28, align 4, !dbg !53, !tbaa !40
  %94 = fmul contract float %92, %93, !dbg !54
  %95 = fadd contract float %91, %94, !dbg !55
  %96 = load float, ptr %29, align 4, !dbg !34, !tbaa !40
  %97 = load float, ptr %30, align 4, !dbg !53, !tbaa !40
  %98 = fmul contract float %96, %97, !dbg !54
  %99 = fadd contract float %95, %98, !dbg !55
  %100 = load float, ptr %31, align 4, !dbg !34, !tbaa !40
  %101 = load float, ptr %32, align 4, !dbg !53, !tbaa !40
  %102 = fmul contract float %100, %101, !dbg !54
  %103 = fadd contract float %99, %102, !dbg !55
  %104 = load float, ptr %33, align 4, !dbg !34, !tbaa !40
  %105 = load float, ptr %34, align 4, !dbg !53, !tbaa !40
  %106 = fmul contract float %104, %105, !dbg !54
  %107 = fadd contract float %103, %106, !dbg !55
  %108 = load float, ptr %35, align 4, !dbg !34, !tbaa !40
  %109 = load float, ptr %36, align 4, !dbg !53, !tbaa !40
  %110 = fmul contract float %108, %109, !dbg !54
  %111 = fadd contract float %107, %110, !dbg !55
  %112 = load float, ptr %37, align 4, !dbg !34, !tbaa !40
  %113 = load float, ptr %38, align 4, !dbg !53, !tbaa !40
  %114 = fmul contract float %112, %113, !dbg !54
  %115 = fadd contract float %111, %114, !dbg !55
  %116 = load float, ptr %39, align 4, !dbg !34, !tbaa !40
  %117 = load float, ptr %40, align 4, !dbg !53, !tbaa !40
  %118 = fmul contract float %116, %117, !dbg !54
  %119 = fadd contract float %115, %118, !dbg !55
  %120 = load float, ptr %41, align 4, !dbg !34, !tbaa !40
  %121 = load float, ptr %42, align 4, !dbg !53, !tbaa !40
  %122 = fmul contract float %120, %121, !dbg !54
  %123 = fadd contract float %119, %122, !dbg !55
  %124 = load float, ptr %43, align 4, !dbg !34, !tbaa !40
  %125 = load float, ptr %44, align 4, !dbg !53, !tbaa !40
  %126 = fmul contract float %124, %125, !dbg !54
  %127 = fadd contract float %123, %126, !dbg !55
  %128 = load float, ptr %45, align 4, !dbg !34, !tbaa !40
  %129 = load float, ptr %46, align 4, !dbg !53, !tbaa !40
  %130 = fmul contract float %128, %129, !dbg !54
  %131 = fadd contract float %127, %130, !dbg !55
  %132 = load float, ptr %47, align 4, !dbg !34, !tbaa !40
  %133 = load float, ptr %48, align 4, !dbg !53, !tbaa !40
  %134 = fmul contract float %132, %133, !dbg !54
  %135 = fadd contract float %131, %134, !dbg !55
  %136 = load float, ptr %49, align 4, !dbg !34, !tbaa !40
  %137 = load float, ptr %50, align 4, !dbg !53, !tbaa !40
  %138 = fmul contract float %136, %137, !dbg !54
  %139 = fadd contract float %135, %138, !dbg !55
  %140 = load float, ptr %51, align 4, !dbg !34, !tbaa !40
  %141 = load float, ptr %52, align 4, !dbg !53, !tbaa !40
  %142 = fmul contract float %140, %141, !dbg !54
  %143 = fadd contract float %139, %142, !dbg !55
  %144 = load float, ptr %53, align 4, !dbg !34, !tbaa !40
  %145 = load float, ptr %54, align 4, !dbg !53, !tbaa !40
  %146 = fmul contract float %144, %145, !dbg !54
  %147 = fadd contract float %143, %146, !dbg !55
  tail call void @llvm.nvvm.barrier0(), !dbg !56
  %148 = add nuw nsw i32 %61, 16, !dbg !57
  %149 = icmp slt i32 %148, %3, !dbg !32
  br i1 %149, label %60, label %55, !dbg !33, !llvm.loop !58

150:                                              ; preds = %55
  %151 = mul nsw i32 %9, %3
  %152 = add nsw i32 %151, %12
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds float, ptr %0, i64 %153
  store float %56, ptr %154, align 4, !dbg !61, !tbaa !40
  br label %155, !dbg !62

155:                                              ; preds = %150, %55
  ret void, !dbg !63
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
!7 = !DIFile(filename: "b-shared-race-008.cu", directory: ".")
!8 = !{ptr @b_matmul_bounded, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_matmul_bounded", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 14, scope: !12)
!19 = !DILocation(line: 54, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 13, column: 32, scope: !12)
!22 = !DILocation(line: 67, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 14, column: 15, scope: !12)
!25 = !DILocation(line: 14, column: 26, scope: !12)
!26 = !DILocation(line: 14, column: 30, scope: !12)
!27 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!29 = distinct !DILocation(line: 15, column: 15, scope: !12)
!30 = !DILocation(line: 15, column: 26, scope: !12)
!31 = !DILocation(line: 15, column: 30, scope: !12)
!32 = !DILocation(line: 17, column: 25, scope: !12)
!33 = !DILocation(line: 17, column: 5, scope: !12)
!34 = !DILocation(line: 22, column: 20, scope: !12)
!35 = !DILocation(line: 16, column: 11, scope: !12)
!36 = !DILocation(line: 25, column: 13, scope: !12)
!37 = !DILocation(line: 25, column: 17, scope: !12)
!38 = !DILocation(line: 18, column: 31, scope: !12)
!39 = !DILocation(line: 18, column: 49, scope: !12)
!40 = !{!41, !41, i64 0}
!41 = !{!"float", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C++ TBAA"}
!44 = !DILocation(line: 18, column: 22, scope: !12)
!45 = !DILocation(line: 18, column: 20, scope: !12)
!46 = !DILocation(line: 19, column: 26, scope: !12)
!47 = !DILocation(line: 19, column: 31, scope: !12)
!48 = !DILocation(line: 19, column: 35, scope: !12)
!49 = !DILocation(line: 19, column: 49, scope: !12)
!50 = !DILocation(line: 19, column: 22, scope: !12)
!51 = !DILocation(line: 19, column: 20, scope: !12)
!52 = !DILocation(line: 20, column: 9, scope: !12)
!53 = !DILocation(line: 22, column: 32, scope: !12)
!54 = !DILocation(line: 22, column: 30, scope: !12)
!55 = !DILocation(line: 22, column: 17, scope: !12)
!56 = !DILocation(line: 23, column: 9, scope: !12)
!57 = !DILocation(line: 17, column: 33, scope: !12)
!58 = distinct !{!58, !33, !59, !60}
!59 = !DILocation(line: 24, column: 5, scope: !12)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 26, column: 26, scope: !12)
!62 = !DILocation(line: 26, column: 9, scope: !12)
!63 = !DILocation(line: 27, column: 1, scope: !12)
