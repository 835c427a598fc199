; ModuleID = 'b-shared-race-024.cu'
source_filename = "b-shared-race-024.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16b_stencil2d_box9E1s = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_stencil2d_box9(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !15
  %4 = shl i32 %3, 4, !dbg !19
  %5 = tail call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y(), !dbg !20
  %6 = shl nuw nsw i32 %5, 4, !dbg !23
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !24
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !27
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !30
  %10 = shl i32 %9, 4, !dbg !33
  %11 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !34
  %12 = shl nuw nsw i32 %11, 4, !dbg !37
  %13 = add nsw i32 %10, %7, !dbg !38
  %14 = add nuw nsw i32 %12, %8, !dbg !39
  %15 = mul nsw i32 %14, %4, !dbg !40
  %16 = add nsw i32 %15, %13, !dbg !41
  %17 = sext i32 %16 to i64, !dbg !42
  %18 = getelementptr inbounds float, ptr %1, i64 %17, !dbg !42
  %19 = load float, ptr %18, align 4, !dbg !42, !tbaa !43
  %20 = add nuw nsw i32 %8, 1, !dbg !47
  %21 = zext nneg i32 %20 to i64, !dbg !48
  %22 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 %21, !dbg !48
  %23 = add nuw nsw i32 %7, 1, !dbg !49
  %24 = zext nneg i32 %23 to i64, !dbg !48
  %25 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 %21, i64 %24, !dbg !48
  store float %19, ptr %25, align 4, !dbg !50, !tbaa !43
  %26 = icmp eq i32 %8, 0, !dbg !51
  br i1 %26, label %27, label %47, !dbg !52

27:                                               ; preds = %2
  %28 = add nsw i32 %12, -1, !dbg !53
  %29 = add nsw i32 %6, -1, !dbg !54
  %30 = icmp eq i32 %11, 0, !dbg !55
  %31 = tail call i32 @llvm.umin.i32(i32 %28, i32 %29), !dbg !58
  %32 = select i1 %30, i32 0, i32 %31, !dbg !58
  %33 = mul nsw i32 %32, %4, !dbg !59
  %34 = add nsw i32 %33, %13, !dbg !60
  %35 = sext i32 %34 to i64, !dbg !61
  %36 = getelementptr inbounds float, ptr %1, i64 %35, !dbg !61
  %37 = load float, ptr %36, align 4, !dbg !61, !tbaa !43
  %38 = getelementptr inbounds [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 %24, !dbg !62
  store float %37, ptr %38, align 4, !dbg !63, !tbaa !43
  %39 = add nuw nsw i32 %12, 16, !dbg !64
  %40 = tail call i32 @llvm.umin.i32(i32 %39, i32 %29), !dbg !65
  %41 = mul nsw i32 %40, %4, !dbg !67
  %42 = add nsw i32 %41, %13, !dbg !68
  %43 = sext i32 %42 to i64, !dbg !69
  %44 = getelementptr inbounds float, ptr %1, i64 %43, !dbg !69
  %45 = load float, ptr %44, align 4, !dbg !69, !tbaa !43
  %46 = getelementptr inbounds [18 x float], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 1224), i64 0, i64 %24, !dbg !70
  store float %45, ptr %46, align 4, !dbg !71, !tbaa !43
  br label %47, !dbg !72

47:                                               ; preds = %27, %2
  %48 = icmp eq i32 %7, 0, !dbg !73
  br i1 %48, label %49, label %68, !dbg !74

49:                                               ; preds = %47
  %50 = add nsw i32 %10, -1, !dbg !75
  %51 = add nsw i32 %4, -1, !dbg !76
  %52 = tail call i32 @llvm.smin.i32(i32 %50, i32 %51), !dbg !77
  %53 = icmp sgt i32 %10, 0, !dbg !77
  %54 = select i1 %53, i32 %52, i32 0, !dbg !77
  %55 = add nsw i32 %54, %15, !dbg !79
  %56 = sext i32 %55 to i64, !dbg !80
  %57 = getelementptr inbounds float, ptr %1, i64 %56, !dbg !80
  %58 = load float, ptr %57, align 4, !dbg !80, !tbaa !43
  store float %58, ptr %22, align 4, !dbg !81, !tbaa !43
  %59 = add nsw i32 %10, 16, !dbg !82
  %60 = icmp slt i32 %10, -16, !dbg !83
  %61 = tail call i32 @llvm.smin.i32(i32 %59, i32 %51), !dbg !85
  %62 = select i1 %60, i32 0, i32 %61, !dbg !85
  %63 = add nsw i32 %62, %15, !dbg !86
  %64 = sext i32 %63 to i64, !dbg !87
  %65 = getelementptr inbounds float, ptr %1, i64 %64, !dbg !87
  %66 = load float, ptr %65, align 4, !dbg !87, !tbaa !43
  %67 = getelementptr inbounds i8, ptr %22, i64 68, !dbg !88
  store float %66, ptr %67, align 4, !dbg !89, !tbaa !43
  br label %68, !dbg !90

68:                                               ; preds = %49, %47
  %69 = or i32 %7, %8, !dbg !91
  %70 = icmp eq i32 %69, 0, !dbg !91
  br i1 %70, label %71, label %106, !dbg !91

71:                                               ; preds = %68
  %72 = add nsw i32 %12, -1, !dbg !92
  %73 = add nsw i32 %6, -1, !dbg !93
  %74 = icmp eq i32 %11, 0, !dbg !94
  %75 = tail call i32 @llvm.umin.i32(i32 %72, i32 %73), !dbg !96
  %76 = select i1 %74, i32 0, i32 %75, !dbg !96
  %77 = add nuw nsw i32 %12, 16, !dbg !97
  %78 = tail call i32 @llvm.umin.i32(i32 %77, i32 %73), !dbg !98
  %79 = add nsw i32 %10, -1, !dbg !100
  %80 = add nsw i32 %4, -1, !dbg !101
  %81 = tail call i32 @llvm.smin.i32(i32 %79, i32 %80), !dbg !102
  %82 = icmp sgt i32 %10, 0, !dbg !102
  %83 = select i1 %82, i32 %81, i32 0, !dbg !102
  %84 = add nsw i32 %10, 16, !dbg !104
  %85 = icmp slt i32 %10, -16, !dbg !105
  %86 = tail call i32 @llvm.smin.i32(i32 %84, i32 %80), !dbg !107
  %87 = select i1 %85, i32 0, i32 %86, !dbg !107
  %88 = mul nsw i32 %76, %4, !dbg !108
  %89 = add nsw i32 %88, %83, !dbg !109
  %90 = sext i32 %89 to i64, !dbg !110
  %91 = getelementptr inbounds float, ptr %1, i64 %90, !dbg !110
  %92 = load float, ptr %91, align 4, !dbg !110, !tbaa !43
  store float %92, ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), align 4, !dbg !111, !tbaa !43
  %93 = add nsw i32 %88, %87, !dbg !112
  %94 = sext i32 %93 to i64, !dbg !113
  %95 = getelementptr inbounds float, ptr %1, i64 %94, !dbg !113
  %96 = load float, ptr %95, align 4, !dbg !113, !tbaa !43
  store float %96, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 68), align 4, !dbg !114, !tbaa !43
  %97 = mul nsw i32 %78, %4, !dbg !115
  %98 = add nsw i32 %97, %83, !dbg !116
  %99 = sext i32 %98 to i64, !dbg !117
  %100 = getelementptr inbounds float, ptr %1, i64 %99, !dbg !117
  %101 = load float, ptr %100, align 4, !dbg !117, !tbaa !43
  store float %101, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 1224), align 4, !dbg !118, !tbaa !43
  %102 = add nsw i32 %97, %87, !dbg !119
  %103 = sext i32 %102 to i64, !dbg !120
  %104 = getelementptr inbounds float, ptr %1, i64 %103, !dbg !120
  %105 = load float, ptr %104, align 4, !dbg !120, !tbaa !43
  store float %105, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 1292), align 4, !dbg !121, !tbaa !43
  br label %106, !dbg !122

106:                                              ; preds = %71, %68
  tail call void @llvm.nvvm.barrier0(), !dbg !123
  %107 = zext nneg i32 %7 to i64, !dbg !124
  %108 = zext nneg i32 %8 to i64
  %109 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 %108, i64 %107, !dbg !124
  %110 = load float, ptr %109, align 4, !dbg !124, !tbaa !43
  %111 = fadd contract float %110, 0.000000e+00, !dbg !125
  %112 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 %108, i64 %24, !dbg !124
  %113 = load float, ptr %112, align 4, !dbg !124, !tbaa !43
  %114 = fadd contract float %111, %113, !dbg !125
  %115 = add nuw nsw i32 %7, 2, !dbg !126
  %116 = zext nneg i32 %115 to i64, !dbg !124
  %117 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 %108, i64 %116, !dbg !124
  %118 = load float, ptr %117, align 4, !dbg !124, !tbaa !43
  %119 = fadd contract float %114, %118, !dbg !125
  %120 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 %21, i64 %107, !dbg !124
  %121 = load float, ptr %120, align 4, !dbg !124, !tbaa !43
  %122 = fadd contract float %119, %121, !dbg !125
  %123 = load float, ptr %25, align 4, !dbg !124, !tbaa !43
  %124 = fadd contract float %122, %123, !dbg !125
  %125 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 %21, i64 %116, !dbg !124
  %126 = load float, ptr %125, align 4, !dbg !124, !tbaa !43
  %127 = fadd contract float %124, %126, !dbg !125
  %128 = add nuw nsw i32 %8, 2
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 %129, i64 %107, !dbg !124
  %131 = load float, ptr %130, align 4, !dbg !124, !tbaa !43
  %132 = fadd contract float %127, %131, !dbg !125
  %133 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 %129, i64 %24, !dbg !124
  %134 = load float, ptr %133, align 4, !dbg !124, !tbaa !43
  %135 = fadd contract float %132, %134, !dbg !125
  %136 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 %129, i64 %116, !dbg !124
  %137 = load float, ptr %136, align 4, !dbg !124, !tbaa !43
  %138 = fadd contract float %135, %137, !dbg !125
  %139 = fmul contract float %138, 0x3FBC71C720000000, !dbg !127
  %140 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !128
  store float %139, ptr %140, align 4, !dbg !129, !tbaa !43
  ret void, !dbg !130
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "b-shared-race-024.cu", directory: ".")
!8 = !{ptr @b_stencil2d_box9, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_stencil2d_box9", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 92, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 23, scope: !12)
!20 = !DILocation(line: 93, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 93, type: !13, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 13, column: 32, scope: !12)
!23 = !DILocation(line: 13, column: 42, scope: !12)
!24 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = distinct !DILocation(line: 14, column: 14, scope: !12)
!27 = !DILocation(line: 54, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!29 = distinct !DILocation(line: 14, column: 32, scope: !12)
!30 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = distinct !DILocation(line: 15, column: 14, scope: !12)
!33 = !DILocation(line: 15, column: 25, scope: !12)
!34 = !DILocation(line: 67, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!36 = distinct !DILocation(line: 15, column: 35, scope: !12)
!37 = !DILocation(line: 15, column: 46, scope: !12)
!38 = !DILocation(line: 16, column: 17, scope: !12)
!39 = !DILocation(line: 16, column: 31, scope: !12)
!40 = !DILocation(line: 17, column: 31, scope: !12)
!41 = !DILocation(line: 17, column: 35, scope: !12)
!42 = !DILocation(line: 17, column: 25, scope: !12)
!43 = !{!44, !44, i64 0}
!44 = !{!"float", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C++ TBAA"}
!47 = !DILocation(line: 17, column: 10, scope: !12)
!48 = !DILocation(line: 17, column: 5, scope: !12)
!49 = !DILocation(line: 17, column: 18, scope: !12)
!50 = !DILocation(line: 17, column: 23, scope: !12)
!51 = !DILocation(line: 18, column: 12, scope: !12)
!52 = !DILocation(line: 18, column: 9, scope: !12)
!53 = !DILocation(line: 19, column: 41, scope: !12)
!54 = !DILocation(line: 19, column: 51, scope: !12)
!55 = !DILocation(line: 8, column: 73, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "clampi", scope: !7, file: !7, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!57 = distinct !DILocation(line: 19, column: 31, scope: !12)
!58 = !DILocation(line: 8, column: 71, scope: !56, inlinedAt: !57)
!59 = !DILocation(line: 19, column: 56, scope: !12)
!60 = !DILocation(line: 19, column: 60, scope: !12)
!61 = !DILocation(line: 19, column: 28, scope: !12)
!62 = !DILocation(line: 19, column: 9, scope: !12)
!63 = !DILocation(line: 19, column: 26, scope: !12)
!64 = !DILocation(line: 20, column: 41, scope: !12)
!65 = !DILocation(line: 8, column: 71, scope: !56, inlinedAt: !66)
!66 = distinct !DILocation(line: 20, column: 31, scope: !12)
!67 = !DILocation(line: 20, column: 56, scope: !12)
!68 = !DILocation(line: 20, column: 60, scope: !12)
!69 = !DILocation(line: 20, column: 28, scope: !12)
!70 = !DILocation(line: 20, column: 9, scope: !12)
!71 = !DILocation(line: 20, column: 26, scope: !12)
!72 = !DILocation(line: 21, column: 5, scope: !12)
!73 = !DILocation(line: 22, column: 12, scope: !12)
!74 = !DILocation(line: 22, column: 9, scope: !12)
!75 = !DILocation(line: 23, column: 50, scope: !12)
!76 = !DILocation(line: 23, column: 60, scope: !12)
!77 = !DILocation(line: 8, column: 71, scope: !56, inlinedAt: !78)
!78 = distinct !DILocation(line: 23, column: 40, scope: !12)
!79 = !DILocation(line: 23, column: 38, scope: !12)
!80 = !DILocation(line: 23, column: 28, scope: !12)
!81 = !DILocation(line: 23, column: 26, scope: !12)
!82 = !DILocation(line: 24, column: 50, scope: !12)
!83 = !DILocation(line: 8, column: 73, scope: !56, inlinedAt: !84)
!84 = distinct !DILocation(line: 24, column: 40, scope: !12)
!85 = !DILocation(line: 8, column: 71, scope: !56, inlinedAt: !84)
!86 = !DILocation(line: 24, column: 38, scope: !12)
!87 = !DILocation(line: 24, column: 28, scope: !12)
!88 = !DILocation(line: 24, column: 9, scope: !12)
!89 = !DILocation(line: 24, column: 26, scope: !12)
!90 = !DILocation(line: 25, column: 5, scope: !12)
!91 = !DILocation(line: 26, column: 17, scope: !12)
!92 = !DILocation(line: 27, column: 28, scope: !12)
!93 = !DILocation(line: 27, column: 38, scope: !12)
!94 = !DILocation(line: 8, column: 73, scope: !56, inlinedAt: !95)
!95 = distinct !DILocation(line: 27, column: 18, scope: !12)
!96 = !DILocation(line: 8, column: 71, scope: !56, inlinedAt: !95)
!97 = !DILocation(line: 27, column: 59, scope: !12)
!98 = !DILocation(line: 8, column: 71, scope: !56, inlinedAt: !99)
!99 = distinct !DILocation(line: 27, column: 49, scope: !12)
!100 = !DILocation(line: 28, column: 28, scope: !12)
!101 = !DILocation(line: 28, column: 38, scope: !12)
!102 = !DILocation(line: 8, column: 71, scope: !56, inlinedAt: !103)
!103 = distinct !DILocation(line: 28, column: 18, scope: !12)
!104 = !DILocation(line: 28, column: 59, scope: !12)
!105 = !DILocation(line: 8, column: 73, scope: !56, inlinedAt: !106)
!106 = distinct !DILocation(line: 28, column: 49, scope: !12)
!107 = !DILocation(line: 8, column: 71, scope: !56, inlinedAt: !106)
!108 = !DILocation(line: 29, column: 33, scope: !12)
!109 = !DILocation(line: 29, column: 37, scope: !12)
!110 = !DILocation(line: 29, column: 27, scope: !12)
!111 = !DILocation(line: 29, column: 25, scope: !12)
!112 = !DILocation(line: 30, column: 37, scope: !12)
!113 = !DILocation(line: 30, column: 27, scope: !12)
!114 = !DILocation(line: 30, column: 25, scope: !12)
!115 = !DILocation(line: 31, column: 33, scope: !12)
!116 = !DILocation(line: 31, column: 37, scope: !12)
!117 = !DILocation(line: 31, column: 27, scope: !12)
!118 = !DILocation(line: 31, column: 25, scope: !12)
!119 = !DILocation(line: 32, column: 37, scope: !12)
!120 = !DILocation(line: 32, column: 27, scope: !12)
!121 = !DILocation(line: 32, column: 25, scope: !12)
!122 = !DILocation(line: 33, column: 5, scope: !12)
!123 = !DILocation(line: 34, column: 5, scope: !12)
!124 = !DILocation(line: 38, column: 18, scope: !12)
!125 = !DILocation(line: 38, column: 15, scope: !12)
!126 = !DILocation(line: 38, column: 32, scope: !12)
!127 = !DILocation(line: 39, column: 26, scope: !12)
!128 = !DILocation(line: 39, column: 5, scope: !12)
!129 = !DILocation(line: 39, column: 22, scope: !12)
!130 = !DILocation(line: 40, column: 1, scope: !12)
