; ModuleID = 'b-shared-race-006.cu'
source_filename = "b-shared-race-006.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ22b_matmul_noloadbarrierE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ22b_matmul_noloadbarrierE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_matmul_noloadbarrier(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !19
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !22
  %8 = shl nuw nsw i32 %7, 4, !dbg !25
  %9 = add nuw nsw i32 %8, %6, !dbg !26
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %11 = shl i32 %10, 4, !dbg !30
  %12 = add i32 %11, %5, !dbg !31
  %13 = icmp sgt i32 %3, 0, !dbg !32
  %14 = mul nsw i32 %9, %3
  br i1 %13, label %15, label %53, !dbg !33

15:                                               ; preds = %4
  %16 = add nuw i32 %14, %5
  %17 = zext nneg i32 %6 to i64
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 %18
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 %17, i64 %18
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 0, !dbg !34
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 0, i64 %18
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 1
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 1, i64 %18
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 2
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 2, i64 %18
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 3
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 3, i64 %18
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 4
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 4, i64 %18
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 5
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 5, i64 %18
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 6
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 6, i64 %18
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 7
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 7, i64 %18
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 8
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 8, i64 %18
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 9
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 9, i64 %18
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 10
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 10, i64 %18
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 11
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 11, i64 %18
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 12
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 12, i64 %18
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 13
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 13, i64 %18
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 14
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 14, i64 %18
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2As to ptr), i64 0, i64 %17, i64 15
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_matmul_noloadbarrierE2Bs to ptr), i64 0, i64 15, i64 %18
  br label %58, !dbg !33

53:                                               ; preds = %58, %4
  %54 = phi float [ 0.000000e+00, %4 ], [ %134, %58 ], !dbg !35
  %55 = add nsw i32 %14, %12, !dbg !36
  %56 = sext i32 %55 to i64, !dbg !37
  %57 = getelementptr inbounds float, ptr %0, i64 %56, !dbg !37
  store float %54, ptr %57, align 4, !dbg !38, !tbaa !39
  ret void, !dbg !43

58:                                               ; preds = %15, %58
  %59 = phi i32 [ 0, %15 ], [ %135, %58 ]
  %60 = phi float [ 0.000000e+00, %15 ], [ %134, %58 ]
  %61 = add i32 %16, %59, !dbg !44
  %62 = sext i32 %61 to i64, !dbg !45
  %63 = getelementptr inbounds float, ptr %1, i64 %62, !dbg !45
  %64 = load float, ptr %63, align 4, !dbg !45, !tbaa !39
  store float %64, ptr %19, align 4, !dbg !46, !tbaa !39
  %65 = add nuw nsw i32 %59, %6, !dbg !47
  %66 = mul nuw nsw i32 %65, %3, !dbg !48
  %67 = add nsw i32 %66, %12, !dbg !49
  %68 = sext i32 %67 to i64, !dbg !50
  %69 = getelementptr inbounds float, ptr %2, i64 %68, !dbg !50
  %70 = load float, ptr %69, align 4, !dbg !50, !tbaa !39
  store float %70, ptr %20, align 4, !dbg !51, !tbaa !39
  %71 = load float, ptr %21, align 4, !dbg !34, !tbaa !39
  %72 = load float, ptr %22, align 4, !dbg !52, !tbaa !39
  %73 = fmul contract float %71, %72, !dbg !53
  %74 = fadd contract float %60, %73, !dbg !54
  %75 = load float, ptr %23, align 4, !dbg !34, !tbaa !39
  %76 = load float, ptr %24, align 4, !dbg !52, !tbaa !39
  %77 = fmul contract float %75, %76, !dbg !53
  %78 = fadd contract float %74, %77, !dbg !54
  %79 = load float, ptr %25, align 4, !dbg !34, !tbaa !39
  %80 = load float, ptr %26, align 4, !dbg !52, !tbaa !39
  %81 = fmul contract float %79, %80, !dbg !53
  %82 = fadd contract float %78, %81, !dbg !54
  %83 = load float, ptr %27, align 4, !dbg !34, !tbaa !39
  %84 = load float, ptr %28, align 4, !dbg !52, !tbaa !39
  %85 = fmul contract float %83, %84, !dbg !53
  %86 = fadd contract float %82, %85, !dbg !54
  %87 = load float, ptr %29, align 4, !dbg !34, !tbaa !39
  %88 = load float, ptr %30, align 4, !dbg !52, !tbaa !39
  %89 = fmul contract float %87, %88, !dbg !53
  %90 = fadd contract float %86, %89, !dbg !54
  %91 = load float, ptr %31, align 4, !dbg !34, !tbaa !39
  %92 = load float, ptr %32, align 4, !dbg !52, !tbaa !39
  %93 = fmul contract float %91, %92, !dbg !53
  %94 = fadd contract float %90, %93, !dbg !54
  %95 = load float, ptr %33, align 4, !dbg !34, !tbaa !39
  %96 = load float, ptr %34, align 4, !dbg !52, !tbaa !39
  %97 = fmul contract float %95, %96, !dbg !53
  %98 = fadd contract float %94, %97, !dbg !54
  %99 = load float, ptr %35, align 4, !dbg !34, !tbaa !39
  %100 = load float, ptr %36, align 4, !dbg !52, !tbaa !39
  %101 = fmul contract float %99, %100, !dbg !53
  %102 = fadd contract float %98, %101, !dbg !54
  %103 = load float, ptr %37, align 4, !dbg !34, !tbaa !39
  %104 = load float, ptr %38, align 4, !dbg !52, !tbaa !39
  %105 = fmul contract float %103, %104, !dbg !53
  %106 = fadd contract float %102, %105, !dbg !54
  %107 = load float, ptr %39, align 4, !dbg !34, !tbaa !39
  %108 = load float, ptr %40, align 4, !dbg !52, !tbaa !39
  %109 = fmul contract float %107, %108, !dbg !53
  %110 = fadd contract float %106, %109, !dbg !54
  %111 = load float, ptr %41, align 4, !dbg !34, !tbaa !39
  %112 = load float, ptr %42, align 4, !dbg !52, !tbaa !39
  %113 = fmul contract float %111, %112, !dbg !53
  %114 = fadd contract float %110, %113, !dbg !54
  %115 = load float, ptr %43, align 4, !dbg !34, !tbaa !39
  %116 = load float, ptr %44, align 4, !dbg !52, !tbaa !39
  %117 = fmul contract float %115, %116, !dbg !53
  %118 = fadd contract float %114, %117, !dbg !54
  %119 = load float, ptr %45, align 4, !dbg !34, !tbaa !39
  %120 = load float, ptr %46, align 4, !dbg !52, !tbaa !39
  %121 = fmul contract float %119, %120, !dbg !53
  %122 = fadd contract float %118, %121, !dbg !54
  %123 = load float, ptr %47, align 4, !dbg !34, !tbaa !39
  %124 = load float, ptr %48, align 4, !dbg !52, !tbaa !39
  %125 = fmul contract float %123, %124, !dbg !53
  %126 = fadd contract float %122, %125, !dbg !54
  %127 = load float, ptr %49, align 4, !dbg !34, !tbaa !39
  %128 = load float, ptr %50, align 4, !dbg !52, !tbaa !39
  %129 = fmul contract float %127, %128, !dbg !53
  %130 = fadd contract float %126, %129, !dbg !54
  %131 = load float, ptr %51, align 4, !dbg !34, !tbaa !39
  %132 = load float, ptr %52, align 4, !dbg !52, !tbaa !39
  %133 = fmul contract float %131, %132, !dbg !53
  %134 = fadd contract float %130, %133, !dbg !54
  tail call void @llvm.nvvm.barrier0(), !dbg !55
  %135 = add nuw nsw i32 %59, 16, !dbg !56
  %136 = icmp slt i32 %135, %3, !dbg !32
  br i1 %136, label %58, label %53, !dbg !33, !llvm.loop !57
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
!7 = !DIFile(filename: "b-shared-race-006.cu", directory: ".")
!8 = !{ptr @b_matmul_noloadbarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_matmul_noloadbarrier", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 14, scope: !12)
!19 = !DILocation(line: 54, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 12, column: 32, scope: !12)
!22 = !DILocation(line: 67, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 13, column: 15, scope: !12)
!25 = !DILocation(line: 13, column: 26, scope: !12)
!26 = !DILocation(line: 13, column: 30, scope: !12)
!27 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!29 = distinct !DILocation(line: 14, column: 15, scope: !12)
!30 = !DILocation(line: 14, column: 26, scope: !12)
!31 = !DILocation(line: 14, column: 30, scope: !12)
!32 = !DILocation(line: 16, column: 25, scope: !12)
!33 = !DILocation(line: 16, column: 5, scope: !12)
!34 = !DILocation(line: 21, column: 20, scope: !12)
!35 = !DILocation(line: 15, column: 11, scope: !12)
!36 = !DILocation(line: 24, column: 15, scope: !12)
!37 = !DILocation(line: 24, column: 5, scope: !12)
!38 = !DILocation(line: 24, column: 22, scope: !12)
!39 = !{!40, !40, i64 0}
!40 = !{!"float", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C++ TBAA"}
!43 = !DILocation(line: 25, column: 1, scope: !12)
!44 = !DILocation(line: 17, column: 37, scope: !12)
!45 = !DILocation(line: 17, column: 22, scope: !12)
!46 = !DILocation(line: 17, column: 20, scope: !12)
!47 = !DILocation(line: 18, column: 28, scope: !12)
!48 = !DILocation(line: 18, column: 34, scope: !12)
!49 = !DILocation(line: 18, column: 38, scope: !12)
!50 = !DILocation(line: 18, column: 22, scope: !12)
!51 = !DILocation(line: 18, column: 20, scope: !12)
!52 = !DILocation(line: 21, column: 32, scope: !12)
!53 = !DILocation(line: 21, column: 30, scope: !12)
!54 = !DILocation(line: 21, column: 17, scope: !12)
!55 = !DILocation(line: 22, column: 9, scope: !12)
!56 = !DILocation(line: 16, column: 33, scope: !12)
!57 = distinct !{!57, !33, !58, !59}
!58 = !DILocation(line: 23, column: 5, scope: !12)
!59 = !{!"llvm.loop.mustprogress"}
