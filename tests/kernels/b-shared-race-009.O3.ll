; ModuleID = 'b-shared-race-009.cu'
source_filename = "b-shared-race-009.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17b_pingpong_jacobiE3buf = internal unnamed_addr addrspace(3) global [2 x [258 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_pingpong_jacobi(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = shl i32 %4, 8, !dbg !22
  %6 = add i32 %5, %3, !dbg !23
  %7 = sext i32 %6 to i64, !dbg !24
  %8 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !24
  %9 = load float, ptr %8, align 4, !dbg !24, !tbaa !25
  %10 = add nuw nsw i32 %3, 1, !dbg !29
  %11 = zext nneg i32 %10 to i64, !dbg !30
  %12 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 0, i64 %11, !dbg !30
  store float %9, ptr %12, align 4, !dbg !31, !tbaa !25
  %13 = icmp eq i32 %3, 0, !dbg !32
  br i1 %13, label %14, label %15, !dbg !33

14:                                               ; preds = %2
  store float 0.000000e+00, ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), align 4, !dbg !34, !tbaa !25
  store float 0.000000e+00, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 1028), align 4, !dbg !35, !tbaa !25
  store float 0.000000e+00, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 1032), align 4, !dbg !36, !tbaa !25
  store float 0.000000e+00, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 2060), align 4, !dbg !37, !tbaa !25
  br label %15, !dbg !38

15:                                               ; preds = %14, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %16 = zext nneg i32 %3 to i64
  %17 = add nuw nsw i32 %3, 2
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [2 x [258 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 0, i64 0, i64 %16, !dbg !40
  %20 = load float, ptr %19, align 4, !dbg !40, !tbaa !25
  %21 = fmul contract float %20, 2.500000e-01, !dbg !41
  %22 = load float, ptr %12, align 4, !dbg !42, !tbaa !25
  %23 = fmul contract float %22, 5.000000e-01, !dbg !43
  %24 = fadd contract float %21, %23, !dbg !44
  %25 = getelementptr inbounds [2 x [258 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 0, i64 0, i64 %18, !dbg !45
  %26 = load float, ptr %25, align 4, !dbg !45, !tbaa !25
  %27 = fmul contract float %26, 2.500000e-01, !dbg !46
  %28 = fadd contract float %24, %27, !dbg !47
  %29 = getelementptr inbounds [2 x [258 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 0, i64 1, i64 %11, !dbg !48
  store float %28, ptr %29, align 4, !dbg !49, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %30 = getelementptr inbounds [2 x [258 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 0, i64 1, i64 %16, !dbg !40
  %31 = load float, ptr %30, align 4, !dbg !40, !tbaa !25
  %32 = fmul contract float %31, 2.500000e-01, !dbg !41
  %33 = load float, ptr %29, align 4, !dbg !42, !tbaa !25
  %34 = fmul contract float %33, 5.000000e-01, !dbg !43
  %35 = fadd contract float %32, %34, !dbg !44
  %36 = getelementptr inbounds [2 x [258 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 0, i64 1, i64 %18, !dbg !45
  %37 = load float, ptr %36, align 4, !dbg !45, !tbaa !25
  %38 = fmul contract float %37, 2.500000e-01, !dbg !46
  %39 = fadd contract float %35, %38, !dbg !47
  store float %39, ptr %12, align 4, !dbg !49, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %40 = load float, ptr %19, align 4, !dbg !40, !tbaa !25
  %41 = fmul contract float %40, 2.500000e-01, !dbg !41
  %42 = load float, ptr %12, align 4, !dbg !42, !tbaa !25
  %43 = fmul contract float %42, 5.000000e-01, !dbg !43
  %44 = fadd contract float %41, %43, !dbg !44
  %45 = load float, ptr %25, align 4, !dbg !45, !tbaa !25
  %46 = fmul contract float %45, 2.500000e-01, !dbg !46
  %47 = fadd contract float %44, %46, !dbg !47
  store float %47, ptr %29, align 4, !dbg !49, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %48 = load float, ptr %30, align 4, !dbg !40, !tbaa !25
  %49 = fmul contract float %48, 2.500000e-01, !dbg !41
  %50 = load float, ptr %29, align 4, !dbg !42, !tbaa !25
  %51 = fmul contract float %50, 5.000000e-01, !dbg !43
  %52 = fadd contract float %49, %51, !dbg !44
  %53 = load float, ptr %36, align 4, !dbg !45, !tbaa !25
  %54 = fmul contract float %53, 2.500000e-01, !dbg !46
  %55 = fadd contract float %52, %54, !dbg !47
  store float %55, ptr %12, align 4, !dbg !49, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %56 = load float, ptr %19, align 4, !dbg !40, !tbaa !25
  %57 = fmul contract float %56, 2.500000e-01, !dbg !41
  %58 = load float, ptr %12, align 4, !dbg !42, !tbaa !25
  %59 = fmul contract float %58, 5.000000e-01, !dbg !43
  %60 = fadd contract float %57, %59, !dbg !44
  %61 = load float, ptr %25, align 4, !dbg !45, !tbaa !25
  %62 = fmul contract float %61, 2.500000e-01, !dbg !46
  %63 = fadd contract float %60, %62, !dbg !47
  store float %63, ptr %29, align 4, !dbg !49, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %64 = load float, ptr %30, align 4, !dbg !40, !tbaa !25
  %65 = fmul contract float %64, 2.500000e-01, !dbg !41
  %66 = load float, ptr %29, align 4, !dbg !42, !tbaa !25
  %67 = fmul contract float %66, 5.000000e-01, !dbg !43
  %68 = fadd contract float %65, %67, !dbg !44
  %69 = load float, ptr %36, align 4, !dbg !45, !tbaa !25
  %70 = fmul contract float %69, 2.500000e-01, !dbg !46
  %71 = fadd contract float %68, %70, !dbg !47
  store float %71, ptr %12, align 4, !dbg !49, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %72 = load float, ptr %19, align 4, !dbg !40, !tbaa !25
  %73 = fmul contract float %72, 2.500000e-01, !dbg !41
  %74 = load float, ptr %12, align 4, !dbg !42, !tbaa !25
  %75 = fmul contract float %74, 5.000000e-01, !dbg !43
  %76 = fadd contract float %73, %75, !dbg !44
  %77 = load float, ptr %25, align 4, !dbg !45, !tbaa !25
  %78 = fmul contract float %77, 2.500000e-01, !dbg !46
  %79 = fadd contract float %76, %78, !dbg !47
  store float %79, ptr %29, align 4, !dbg !49, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %80 = load float, ptr %30, align 4, !dbg !40, !tbaa !25
  %81 = fmul contract float %80, 2.500000e-01, !dbg !41
  %82 = load float, ptr %29, align 4, !dbg !42, !tbaa !25
  %83 = fmul contract float %82, 5.000000e-01, !dbg !43
  %84 = fadd contract float %81, %83, !dbg !44
  %85 = load float, ptr %36, align 4, !dbg !45, !tbaa !25
  %86 = fmul contract float %85, 2.500000e-01, !dbg !46
  %87 = fadd contract float %84, %86, !dbg !47
  store float %87, ptr %12, align 4, !dbg !49, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %88 = load float, ptr %12, align 4, !dbg !51, !tbaa !25
  %89 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !52
  store float %88, ptr %89, align 4, !dbg !53, !tbaa !25
  ret void, !dbg !54
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
!7 = !DIFile(filename: "b-shared-race-009.cu", directory: ".")
!8 = !{ptr @b_pingpong_jacobi, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_pingpong_jacobi", scope: !7, file: !7, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 15, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 16, column: 13, scope: !12)
!22 = !DILocation(line: 16, column: 24, scope: !12)
!23 = !DILocation(line: 16, column: 28, scope: !12)
!24 = !DILocation(line: 17, column: 21, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 17, column: 14, scope: !12)
!30 = !DILocation(line: 17, column: 5, scope: !12)
!31 = !DILocation(line: 17, column: 19, scope: !12)
!32 = !DILocation(line: 18, column: 11, scope: !12)
!33 = !DILocation(line: 18, column: 9, scope: !12)
!34 = !DILocation(line: 19, column: 19, scope: !12)
!35 = !DILocation(line: 19, column: 41, scope: !12)
!36 = !DILocation(line: 20, column: 19, scope: !12)
!37 = !DILocation(line: 20, column: 41, scope: !12)
!38 = !DILocation(line: 21, column: 5, scope: !12)
!39 = !DILocation(line: 22, column: 5, scope: !12)
!40 = !DILocation(line: 25, column: 39, scope: !12)
!41 = !DILocation(line: 25, column: 37, scope: !12)
!42 = !DILocation(line: 25, column: 60, scope: !12)
!43 = !DILocation(line: 25, column: 58, scope: !12)
!44 = !DILocation(line: 25, column: 51, scope: !12)
!45 = !DILocation(line: 25, column: 86, scope: !12)
!46 = !DILocation(line: 25, column: 84, scope: !12)
!47 = !DILocation(line: 25, column: 76, scope: !12)
!48 = !DILocation(line: 25, column: 9, scope: !12)
!49 = !DILocation(line: 25, column: 29, scope: !12)
!50 = !DILocation(line: 27, column: 9, scope: !12)
!51 = !DILocation(line: 29, column: 14, scope: !12)
!52 = !DILocation(line: 29, column: 5, scope: !12)
!53 = !DILocation(line: 29, column: 12, scope: !12)
!54 = !DILocation(line: 30, column: 1, scope: !12)
