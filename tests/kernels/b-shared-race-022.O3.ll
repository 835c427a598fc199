; ModuleID = 'b-shared-race-022.cu'
source_filename = "b-shared-race-022.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21b_stencil2d_nobarrierE1s = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define dso_local void @b_stencil2d_nobarrier(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !15
  %4 = shl i32 %3, 4, !dbg !19
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !23
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %8 = shl i32 %7, 4, !dbg !29
  %9 = add i32 %8, %5, !dbg !30
  %10 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !31
  %11 = shl nuw nsw i32 %10, 4, !dbg !34
  %12 = add nuw nsw i32 %11, %6, !dbg !35
  %13 = mul nsw i32 %12, %4, !dbg !36
  %14 = add nsw i32 %13, %9, !dbg !37
  %15 = sext i32 %14 to i64, !dbg !38
  %16 = getelementptr inbounds float, ptr %1, i64 %15, !dbg !38
  %17 = load float, ptr %16, align 4, !dbg !38, !tbaa !39
  %18 = add nuw nsw i32 %6, 1, !dbg !43
  %19 = zext nneg i32 %18 to i64, !dbg !44
  %20 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil2d_nobarrierE1s to ptr), i64 0, i64 %19, !dbg !44
  %21 = add nuw nsw i32 %5, 1, !dbg !45
  %22 = zext nneg i32 %21 to i64, !dbg !44
  %23 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil2d_nobarrierE1s to ptr), i64 0, i64 %19, i64 %22, !dbg !44
  store float %17, ptr %23, align 4, !dbg !46, !tbaa !39
  %24 = icmp eq i32 %6, 0, !dbg !47
  br i1 %24, label %25, label %46, !dbg !48

25:                                               ; preds = %2
  %26 = tail call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y(), !dbg !49
  %27 = shl nuw nsw i32 %26, 4, !dbg !52
  %28 = add nuw nsw i32 %11, 16, !dbg !53
  %29 = tail call i32 @llvm.umax.i32(i32 %11, i32 1), !dbg !54
  %30 = add nsw i32 %29, -1, !dbg !54
  %31 = mul nsw i32 %30, %4, !dbg !55
  %32 = add nsw i32 %31, %9, !dbg !56
  %33 = sext i32 %32 to i64, !dbg !57
  %34 = getelementptr inbounds float, ptr %1, i64 %33, !dbg !57
  %35 = load float, ptr %34, align 4, !dbg !57, !tbaa !39
  %36 = getelementptr inbounds [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil2d_nobarrierE1s to ptr), i64 0, i64 %22, !dbg !58
  store float %35, ptr %36, align 4, !dbg !59, !tbaa !39
  %37 = icmp ult i32 %28, %27, !dbg !60
  %38 = add nsw i32 %27, -1, !dbg !61
  %39 = select i1 %37, i32 %28, i32 %38, !dbg !61
  %40 = mul nsw i32 %39, %4, !dbg !62
  %41 = add nsw i32 %40, %9, !dbg !63
  %42 = sext i32 %41 to i64, !dbg !64
  %43 = getelementptr inbounds float, ptr %1, i64 %42, !dbg !64
  %44 = load float, ptr %43, align 4, !dbg !64, !tbaa !39
  %45 = getelementptr inbounds [18 x float], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil2d_nobarrierE1s to ptr), i64 1224), i64 0, i64 %22, !dbg !65
  store float %44, ptr %45, align 4, !dbg !66, !tbaa !39
  br label %46, !dbg !67

46:                                               ; preds = %25, %2
  %47 = icmp eq i32 %5, 0, !dbg !68
  br i1 %47, label %48, label %64, !dbg !69

48:                                               ; preds = %46
  %49 = add i32 %8, -1, !dbg !70
  %50 = add i32 %8, 16, !dbg !71
  %51 = tail call i32 @llvm.smax.i32(i32 %49, i32 0), !dbg !72
  %52 = add nsw i32 %13, %51, !dbg !73
  %53 = sext i32 %52 to i64, !dbg !74
  %54 = getelementptr inbounds float, ptr %1, i64 %53, !dbg !74
  %55 = load float, ptr %54, align 4, !dbg !74, !tbaa !39
  store float %55, ptr %20, align 4, !dbg !75, !tbaa !39
  %56 = icmp slt i32 %50, %4, !dbg !76
  %57 = add nsw i32 %4, -1, !dbg !77
  %58 = select i1 %56, i32 %50, i32 %57, !dbg !77
  %59 = add nsw i32 %58, %13, !dbg !78
  %60 = sext i32 %59 to i64, !dbg !79
  %61 = getelementptr inbounds float, ptr %1, i64 %60, !dbg !79
  %62 = load float, ptr %61, align 4, !dbg !79, !tbaa !39
  %63 = getelementptr inbounds i8, ptr %20, i64 68, !dbg !80
  store float %62, ptr %63, align 4, !dbg !81, !tbaa !39
  br label %64, !dbg !82

64:                                               ; preds = %48, %46
  %65 = zext nneg i32 %5 to i64, !dbg !83
  %66 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil2d_nobarrierE1s to ptr), i64 0, i64 %19, i64 %65, !dbg !83
  %67 = load float, ptr %66, align 4, !dbg !83, !tbaa !39
  %68 = add nuw nsw i32 %5, 2, !dbg !84
  %69 = zext nneg i32 %68 to i64, !dbg !85
  %70 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil2d_nobarrierE1s to ptr), i64 0, i64 %19, i64 %69, !dbg !85
  %71 = load float, ptr %70, align 4, !dbg !85, !tbaa !39
  %72 = fadd contract float %67, %71, !dbg !86
  %73 = zext nneg i32 %6 to i64, !dbg !87
  %74 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil2d_nobarrierE1s to ptr), i64 0, i64 %73, i64 %22, !dbg !87
  %75 = load float, ptr %74, align 4, !dbg !87, !tbaa !39
  %76 = fadd contract float %72, %75, !dbg !88
  %77 = add nuw nsw i32 %6, 2, !dbg !89
  %78 = zext nneg i32 %77 to i64, !dbg !90
  %79 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil2d_nobarrierE1s to ptr), i64 0, i64 %78, i64 %22, !dbg !90
  %80 = load float, ptr %79, align 4, !dbg !90, !tbaa !39
  %81 = fadd contract float %76, %80, !dbg !91
  %82 = load float, ptr %23, align 4, !dbg !92, !tbaa !39
  %83 = fmul contract float %82, 4.000000e+00, !dbg !93
  %84 = fsub contract float %81, %83, !dbg !94
  %85 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !95
  store float %84, ptr %85, align 4, !dbg !96, !tbaa !39
  ret void, !dbg !97
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "b-shared-race-022.cu", directory: ".")
!8 = !{ptr @b_stencil2d_nobarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_stencil2d_nobarrier", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 92, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 13, scope: !12)
!19 = !DILocation(line: 11, column: 23, scope: !12)
!20 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 12, column: 14, scope: !12)
!23 = !DILocation(line: 54, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 12, column: 32, scope: !12)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = distinct !DILocation(line: 13, column: 14, scope: !12)
!29 = !DILocation(line: 13, column: 25, scope: !12)
!30 = !DILocation(line: 13, column: 29, scope: !12)
!31 = !DILocation(line: 67, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!33 = distinct !DILocation(line: 13, column: 40, scope: !12)
!34 = !DILocation(line: 13, column: 51, scope: !12)
!35 = !DILocation(line: 13, column: 55, scope: !12)
!36 = !DILocation(line: 14, column: 31, scope: !12)
!37 = !DILocation(line: 14, column: 35, scope: !12)
!38 = !DILocation(line: 14, column: 25, scope: !12)
!39 = !{!40, !40, i64 0}
!40 = !{!"float", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C++ TBAA"}
!43 = !DILocation(line: 14, column: 10, scope: !12)
!44 = !DILocation(line: 14, column: 5, scope: !12)
!45 = !DILocation(line: 14, column: 18, scope: !12)
!46 = !DILocation(line: 14, column: 23, scope: !12)
!47 = !DILocation(line: 15, column: 12, scope: !12)
!48 = !DILocation(line: 15, column: 9, scope: !12)
!49 = !DILocation(line: 93, column: 3, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 93, type: !13, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!51 = distinct !DILocation(line: 11, column: 32, scope: !12)
!52 = !DILocation(line: 11, column: 42, scope: !12)
!53 = !DILocation(line: 16, column: 58, scope: !12)
!54 = !DILocation(line: 17, column: 32, scope: !12)
!55 = !DILocation(line: 17, column: 49, scope: !12)
!56 = !DILocation(line: 17, column: 53, scope: !12)
!57 = !DILocation(line: 17, column: 28, scope: !12)
!58 = !DILocation(line: 17, column: 9, scope: !12)
!59 = !DILocation(line: 17, column: 26, scope: !12)
!60 = !DILocation(line: 18, column: 35, scope: !12)
!61 = !DILocation(line: 18, column: 32, scope: !12)
!62 = !DILocation(line: 18, column: 54, scope: !12)
!63 = !DILocation(line: 18, column: 58, scope: !12)
!64 = !DILocation(line: 18, column: 28, scope: !12)
!65 = !DILocation(line: 18, column: 9, scope: !12)
!66 = !DILocation(line: 18, column: 26, scope: !12)
!67 = !DILocation(line: 19, column: 5, scope: !12)
!68 = !DILocation(line: 20, column: 12, scope: !12)
!69 = !DILocation(line: 20, column: 9, scope: !12)
!70 = !DILocation(line: 21, column: 33, scope: !12)
!71 = !DILocation(line: 21, column: 58, scope: !12)
!72 = !DILocation(line: 22, column: 41, scope: !12)
!73 = !DILocation(line: 22, column: 38, scope: !12)
!74 = !DILocation(line: 22, column: 28, scope: !12)
!75 = !DILocation(line: 22, column: 26, scope: !12)
!76 = !DILocation(line: 23, column: 44, scope: !12)
!77 = !DILocation(line: 23, column: 41, scope: !12)
!78 = !DILocation(line: 23, column: 38, scope: !12)
!79 = !DILocation(line: 23, column: 28, scope: !12)
!80 = !DILocation(line: 23, column: 9, scope: !12)
!81 = !DILocation(line: 23, column: 26, scope: !12)
!82 = !DILocation(line: 24, column: 5, scope: !12)
!83 = !DILocation(line: 26, column: 24, scope: !12)
!84 = !DILocation(line: 26, column: 53, scope: !12)
!85 = !DILocation(line: 26, column: 40, scope: !12)
!86 = !DILocation(line: 26, column: 38, scope: !12)
!87 = !DILocation(line: 26, column: 60, scope: !12)
!88 = !DILocation(line: 26, column: 58, scope: !12)
!89 = !DILocation(line: 26, column: 81, scope: !12)
!90 = !DILocation(line: 26, column: 76, scope: !12)
!91 = !DILocation(line: 26, column: 74, scope: !12)
!92 = !DILocation(line: 27, column: 31, scope: !12)
!93 = !DILocation(line: 27, column: 29, scope: !12)
!94 = !DILocation(line: 27, column: 22, scope: !12)
!95 = !DILocation(line: 26, column: 5, scope: !12)
!96 = !DILocation(line: 26, column: 22, scope: !12)
!97 = !DILocation(line: 28, column: 1, scope: !12)
