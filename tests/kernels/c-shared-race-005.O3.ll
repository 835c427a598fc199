; ModuleID = 'c-shared-race-005.cu'
source_filename = "c-shared-race-005.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14c_matmul_tiledE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ14c_matmul_tiledE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @c_matmul_tiled(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !19
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !22
  %8 = shl nuw nsw i32 %7, 4, !dbg !25
  %9 = add nuw nsw i32 %8, %6, !dbg !26
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %11 = shl i32 %10, 4, !dbg !30
  %12 = add i32 %11, %5, !dbg !31
  %13 = sdiv i32 %3, 16
  %14 = icmp sgt i32 %3, 15, !dbg !32
  %15 = mul i32 %9, %3
  br i1 %14, label %16, label %54, !dbg !33

16:                                               ; preds = %4
  %17 = add i32 %15, %5
  %18 = zext nneg i32 %6 to i64
  %19 = zext nneg i32 %5 to i64
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 %19
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 %18, i64 %19
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 0, !dbg !34
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 0, i64 %19
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 1
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 1, i64 %19
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 2
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 2, i64 %19
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 3
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 3, i64 %19
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 4
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 4, i64 %19
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 5
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 5, i64 %19
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 6
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 6, i64 %19
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 7
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 7, i64 %19
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 8
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 8, i64 %19
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 9
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 9, i64 %19
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 10
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 10, i64 %19
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 11
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 11, i64 %19
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 12
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 12, i64 %19
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 13
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 13, i64 %19
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 14
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 14, i64 %19
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2As to ptr), i64 0, i64 %18, i64 15
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14c_matmul_tiledE2Bs to ptr), i64 0, i64 15, i64 %19
  br label %59, !dbg !33

54:                                               ; preds = %59, %4
  %55 = phi float [ 0.000000e+00, %4 ], [ %136, %59 ], !dbg !35
  %56 = add i32 %15, %12, !dbg !36
  %57 = zext i32 %56 to i64, !dbg !37
  %58 = getelementptr inbounds float, ptr %2, i64 %57, !dbg !37
  store float %55, ptr %58, align 4, !dbg !38, !tbaa !39
  ret void, !dbg !43

59:                                               ; preds = %16, %59
  %60 = phi i32 [ 0, %16 ], [ %137, %59 ]
  %61 = phi float [ 0.000000e+00, %16 ], [ %136, %59 ]
  %62 = shl nsw i32 %60, 4, !dbg !44
  %63 = add i32 %17, %62, !dbg !45
  %64 = zext i32 %63 to i64, !dbg !46
  %65 = getelementptr inbounds float, ptr %0, i64 %64, !dbg !46
  %66 = load float, ptr %65, align 4, !dbg !46, !tbaa !39
  store float %66, ptr %20, align 4, !dbg !47, !tbaa !39
  %67 = add nuw i32 %62, %6, !dbg !48
  %68 = mul i32 %67, %3, !dbg !49
  %69 = add i32 %68, %12, !dbg !50
  %70 = zext i32 %69 to i64, !dbg !51
  %71 = getelementptr inbounds float, ptr %1, i64 %70, !dbg !51
  %72 = load float, ptr %71, align 4, !dbg !51, !tbaa !39
  store float %72, ptr %21, align 4, !dbg !52, !tbaa !39
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %73 = load float, ptr %22, align 4, !dbg !34, !tbaa !39
  %74 = load float, ptr %23, align 4, !dbg !54, !tbaa !39
  %75 = fmul contract float %73, %74, !dbg !55
  %76 = fadd contract float %61, %75, !dbg !56
  %77 = load float, ptr %24, align 4, !dbg !34, !tbaa !39
  %78 = load float, ptr %25, align 4, !dbg !54, !tbaa !39
  %79 = fmul contract float %77, %78, !dbg !55
  %80 = fadd contract float %76, %79, !dbg !56
  %81 = load float, ptr %26, align 4, !dbg !34, !tbaa !39
  %82 = load float, ptr %27, align 4, !dbg !54, !tbaa !39
  %83 = fmul contract float %81, %82, !dbg !55
  %84 = fadd contract float %80, %83, !dbg !56
  %85 = load float, ptr %28, align 4, !dbg !34, !tbaa !39
  %86 = load float, ptr %29, align 4, !dbg !54, !tbaa !39
  %87 = fmul contract float %85, %86, !dbg !55
  %88 = fadd contract float %84, %87, !dbg !56
  %89 = load float, ptr %30, align 4, !dbg !34, !tbaa !39
  %90 = load float, ptr %31, align 4, !dbg !54, !tbaa !39
  %91 = fmul contract float %89, %90, !dbg !55
  %92 = fadd contract float %88, %91, !dbg !56
  %93 = load float, ptr %32, align 4, !dbg !34, !tbaa !39
  %94 = load float, ptr %33, align 4, !dbg !54, !tbaa !39
  %95 = fmul contract float %93, %94, !dbg !55
  %96 = fadd contract float %92, %95, !dbg !56
  %97 = load float, ptr %34, align 4, !dbg !34, !tbaa !39
  %98 = load float, ptr %35, align 4, !dbg !54, !tbaa !39
  %99 = fmul contract float %97, %98, !dbg !55
  %100 = fadd contract float %96, %99, !dbg !56
  %101 = load float, ptr %36, align 4, !dbg !34, !tbaa !39
  %102 = load float, ptr %37, align 4, !dbg !54, !tbaa !39
  %103 = fmul contract float %101, %102, !dbg !55
  %104 = fadd contract float %100, %103, !dbg !56
  %105 = load float, ptr %38, align 4, !dbg !34, !tbaa !39
  %106 = load float, ptr %39, align 4, !dbg !54, !tbaa !39
  %107 = fmul contract float %105, %106, !dbg !55
  %108 = fadd contract float %104, %107, !dbg !56
  %109 = load float, ptr %40, align 4, !dbg !34, !tbaa !39
  %110 = load float, ptr %41, align 4, !dbg !54, !tbaa !39
  %111 = fmul contract float %109, %110, !dbg !55
  %112 = fadd contract float %108, %111, !dbg !56
  %113 = load float, ptr %42, align 4, !dbg !34, !tbaa !39
  %114 = load float, ptr %43, align 4, !dbg !54, !tbaa !39
  %115 = fmul contract float %113, %114, !dbg !55
  %116 = fadd contract float %112, %115, !dbg !56
  %117 = load float, ptr %44, align 4, !dbg !34, !tbaa !39
  %118 = load float, ptr %45, align 4, !dbg !54, !tbaa !39
  %119 = fmul contract float %117, %118, !dbg !55
  %120 = fadd contract float %116, %119, !dbg !56
  %121 = load float, ptr %46, align 4, !dbg !34, !tbaa !39
  %122 = load float, ptr %47, align 4, !dbg !54, !tbaa !39
  %123 = fmul contract float %121, %122, !dbg !55
  %124 = fadd contract float %120, %123, !dbg !56
  %125 = load float, ptr %48, align 4, !dbg !34, !tbaa !39
  %126 = load float, ptr %49, align 4, !dbg !54, !tbaa !39
  %127 = fmul contract float %125, %126, !dbg !55
  %128 = fadd contract float %124, %127, !dbg !56
  %129 = load float, ptr %50, align 4, !dbg !34, !tbaa !39
  %130 = load float, ptr %51, align 4, !dbg !54, !tbaa !39
  %131 = fmul contract float %129, %130, !dbg !55
  %132 = fadd contract float %128, %131, !dbg !56
  %133 = load float, ptr %52, align 4, !dbg !34, !tbaa !39
  %134 = load float, ptr %53, align 4, !dbg !54, !tbaa !39
  %135 = fmul contract float %133, %134, !dbg !55
  %136 = fadd contract float %132, %135, !dbg !56
  tail call void @llvm.nvvm.barrier0(), !dbg !57
  %137 = add nuw nsw i32 %60, 1, !dbg !58
  %138 = icmp eq i32 %137, %13, !dbg !32
  br i1 %138, label %54, label %59, !dbg !33, !llvm.loop !59
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
!7 = !DIFile(filename: "c-shared-race-005.cu", directory: ".")
!8 = !{ptr @c_matmul_tiled, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "c_matmul_tiled", scope: !7, file: !7, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 19, scope: !12)
!19 = !DILocation(line: 54, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 10, column: 37, scope: !12)
!22 = !DILocation(line: 67, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 11, column: 20, scope: !12)
!25 = !DILocation(line: 11, column: 31, scope: !12)
!26 = !DILocation(line: 11, column: 35, scope: !12)
!27 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!29 = distinct !DILocation(line: 11, column: 47, scope: !12)
!30 = !DILocation(line: 11, column: 58, scope: !12)
!31 = !DILocation(line: 11, column: 62, scope: !12)
!32 = !DILocation(line: 13, column: 23, scope: !12)
!33 = !DILocation(line: 13, column: 5, scope: !12)
!34 = !DILocation(line: 18, column: 20, scope: !12)
!35 = !DILocation(line: 12, column: 11, scope: !12)
!36 = !DILocation(line: 21, column: 15, scope: !12)
!37 = !DILocation(line: 21, column: 5, scope: !12)
!38 = !DILocation(line: 21, column: 22, scope: !12)
!39 = !{!40, !40, i64 0}
!40 = !{!"float", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C++ TBAA"}
!43 = !DILocation(line: 22, column: 1, scope: !12)
!44 = !DILocation(line: 14, column: 36, scope: !12)
!45 = !DILocation(line: 14, column: 40, scope: !12)
!46 = !DILocation(line: 14, column: 22, scope: !12)
!47 = !DILocation(line: 14, column: 20, scope: !12)
!48 = !DILocation(line: 15, column: 31, scope: !12)
!49 = !DILocation(line: 15, column: 37, scope: !12)
!50 = !DILocation(line: 15, column: 41, scope: !12)
!51 = !DILocation(line: 15, column: 22, scope: !12)
!52 = !DILocation(line: 15, column: 20, scope: !12)
!53 = !DILocation(line: 16, column: 9, scope: !12)
!54 = !DILocation(line: 18, column: 32, scope: !12)
!55 = !DILocation(line: 18, column: 30, scope: !12)
!56 = !DILocation(line: 18, column: 17, scope: !12)
!57 = !DILocation(line: 19, column: 9, scope: !12)
!58 = !DILocation(line: 13, column: 32, scope: !12)
!59 = distinct !{!59, !33, !60, !61}
!60 = !DILocation(line: 20, column: 5, scope: !12)
!61 = !{!"llvm.loop.mustprogress"}
