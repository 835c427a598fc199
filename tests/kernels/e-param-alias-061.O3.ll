; ModuleID = 'e-param-alias-061.cu'
source_filename = "e-param-alias-061.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @e_row_normalize_ldg_alias(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %5 = mul i32 %3, %4, !dbg !22
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %7 = add i32 %5, %6, !dbg !26
  %8 = icmp slt i32 %7, %1, !dbg !27
  br i1 %8, label %9, label %102, !dbg !28

9:                                                ; preds = %2
  %10 = shl nsw i32 %7, 6, !dbg !29
  %11 = sext i32 %10 to i64, !dbg !30
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !30
  br label %15, !dbg !31

13:                                               ; preds = %15
  %14 = fdiv contract float 1.000000e+00, %56, !dbg !32
  br label %59, !dbg !33

15:                                               ; preds = %15, %9
  %16 = phi i32 [ 0, %9 ], [ %57, %15 ]
  %17 = phi float [ 0.000000e+00, %9 ], [ %56, %15 ]
  %18 = zext nneg i32 %16 to i64, !dbg !34
  %19 = getelementptr inbounds float, ptr %12, i64 %18, !dbg !34
  %20 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %19, i32 4), !dbg !35
  %21 = fadd contract float %17, %20, !dbg !39
  %22 = or disjoint i32 %16, 1, !dbg !40
  %23 = zext nneg i32 %22 to i64, !dbg !34
  %24 = getelementptr inbounds float, ptr %12, i64 %23, !dbg !34
  %25 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %24, i32 4), !dbg !35
  %26 = fadd contract float %21, %25, !dbg !39
  %27 = or disjoint i32 %16, 2, !dbg !40
  %28 = zext nneg i32 %27 to i64, !dbg !34
  %29 = getelementptr inbounds float, ptr %12, i64 %28, !dbg !34
  %30 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %29, i32 4), !dbg !35
  %31 = fadd contract float %26, %30, !dbg !39
  %32 = or disjoint i32 %16, 3, !dbg !40
  %33 = zext nneg i32 %32 to i64, !dbg !34
  %34 = getelementptr inbounds float, ptr %12, i64 %33, !dbg !34
  %35 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %34, i32 4), !dbg !35
  %36 = fadd contract float %31, %35, !dbg !39
  %37 = or disjoint i32 %16, 4, !dbg !40
  %38 = zext nneg i32 %37 to i64, !dbg !34
  %39 = getelementptr inbounds float, ptr %12, i64 %38, !dbg !34
  %40 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %39, i32 4), !dbg !35
  %41 = fadd contract float %36, %40, !dbg !39
  %42 = or disjoint i32 %16, 5, !dbg !40
  %43 = zext nneg i32 %42 to i64, !dbg !34
  %44 = getelementptr inbounds float, ptr %12, i64 %43, !dbg !34
  %45 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %44, i32 4), !dbg !35
  %46 = fadd contract float %41, %45, !dbg !39
  %47 = or disjoint i32 %16, 6, !dbg !40
  %48 = zext nneg i32 %47 to i64, !dbg !34
  %49 = getelementptr inbounds float, ptr %12, i64 %48, !dbg !34
  %50 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %49, i32 4), !dbg !35
  %51 = fadd contract float %46, %50, !dbg !39
  %52 = or disjoint i32 %16, 7, !dbg !40
  %53 = zext nneg i32 %52 to i64, !dbg !34
  %54 = getelementptr inbounds float, ptr %12, i64 %53, !dbg !34
  %55 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %54, i32 4), !dbg !35
  %56 = fadd contract float %51, %55, !dbg !39
  %57 = add nuw nsw i32 %16, 8, !dbg !40
  %58 = icmp eq i32 %57, 64, !dbg !41
  br i1 %58, label %13, label %15, !dbg !31, !llvm.loop !42

59:                                               ; preds = %59, %13
  %60 = phi i32 [ 0, %13 ], [ %100, %59 ]
  %61 = zext nneg i32 %60 to i64, !dbg !45
  %62 = getelementptr inbounds float, ptr %12, i64 %61, !dbg !45
  %63 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %62, i32 4), !dbg !46
  %64 = fmul contract float %14, %63, !dbg !48
  store float %64, ptr %62, align 4, !dbg !49, !tbaa !50
  %65 = or disjoint i32 %60, 1, !dbg !54
  %66 = zext nneg i32 %65 to i64, !dbg !45
  %67 = getelementptr inbounds float, ptr %12, i64 %66, !dbg !45
  %68 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %67, i32 4), !dbg !46
  %69 = fmul contract float %14, %68, !dbg !48
  store float %69, ptr %67, align 4, !dbg !49, !tbaa !50
  %70 = or disjoint i32 %60, 2, !dbg !54
  %71 = zext nneg i32 %70 to i64, !dbg !45
  %72 = getelementptr inbounds float, ptr %12, i64 %71, !dbg !45
  %73 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %72, i32 4), !dbg !46
  %74 = fmul contract float %14, %73, !dbg !48
  store float %74, ptr %72, align 4, !dbg !49, !tbaa !50
  %75 = or disjoint i32 %60, 3, !dbg !54
  %76 = zext nneg i32 %75 to i64, !dbg !45
  %77 = getelementptr inbounds float, ptr %12, i64 %76, !dbg !45
  %78 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %77, i32 4), !dbg !46
  %79 = fmul contract float %14, %78, !dbg !48
  store float %79, ptr %77, align 4, !dbg !49, !tbaa !50
  %80 = or disjoint i32 %60, 4, !dbg !54
  %81 = zext nneg i32 %80 to i64, !dbg !45
  %82 = getelementptr inbounds float, ptr %12, i64 %81, !dbg !45
  %83 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %82, i32 4), !dbg !46
  %84 = fmul contract float %14, %83, !dbg !48
  store float %84, ptr %82, align 4, !dbg !49, !tbaa !50
  %85 = or disjoint i32 %60, 5, !dbg !54
  %86 = zext nneg i32 %85 to i64, !dbg !45
  %87 = getelementptr inbounds float, ptr %12, i64 %86, !dbg !45
  %88 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %87, i32 4), !dbg !46
  %89 = fmul contract float %14, %88, !dbg !48
  store float %89, ptr %87, align 4, !dbg !49, !tbaa !50
  %90 = or disjoint i32 %60, 6, !dbg !54
  %91 = zext nneg i32 %90 to i64, !dbg !45
  %92 = getelementptr inbounds float, ptr %12, i64 %91, !dbg !45
  %93 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %92, i32 4), !dbg !46
  %94 = fmul contract float %14, %93, !dbg !48
  store float %94, ptr %92, align 4, !dbg !49, !tbaa !50
  %95 = or disjoint i32 %60, 7, !dbg !54
  %96 = zext nneg i32 %95 to i64, !dbg !45
  %97 = getelementptr inbounds float, ptr %12, i64 %96, !dbg !45
  %98 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %97, i32 4), !dbg !46
  %99 = fmul contract float %14, %98, !dbg !48
  store float %99, ptr %97, align 4, !dbg !49, !tbaa !50
  %100 = add nuw nsw i32 %60, 8, !dbg !54
  %101 = icmp eq i32 %100, 64, !dbg !55
  br i1 %101, label %102, label %59, !dbg !33, !llvm.loop !56

102:                                              ; preds = %59, %2
  ret void, !dbg !58
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #2

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind memory(argmem: read) }

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
!7 = !DIFile(filename: "e-param-alias-061.cu", directory: ".")
!8 = !{ptr @e_row_normalize_ldg_alias, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_row_normalize_ldg_alias", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 11, column: 26, scope: !12)
!22 = !DILocation(line: 11, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 11, column: 39, scope: !12)
!26 = !DILocation(line: 11, column: 37, scope: !12)
!27 = !DILocation(line: 12, column: 11, scope: !12)
!28 = !DILocation(line: 12, column: 9, scope: !12)
!29 = !DILocation(line: 13, column: 24, scope: !12)
!30 = !DILocation(line: 13, column: 20, scope: !12)
!31 = !DILocation(line: 15, column: 5, scope: !12)
!32 = !DILocation(line: 17, column: 22, scope: !12)
!33 = !DILocation(line: 18, column: 5, scope: !12)
!34 = !DILocation(line: 16, column: 21, scope: !12)
!35 = !DILocation(line: 287, column: 58, scope: !36, inlinedAt: !38)
!36 = distinct !DISubprogram(name: "__ldg", scope: !37, file: !37, line: 287, type: !13, scopeLine: 287, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!37 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!38 = distinct !DILocation(line: 16, column: 14, scope: !12)
!39 = !DILocation(line: 16, column: 11, scope: !12)
!40 = !DILocation(line: 15, column: 28, scope: !12)
!41 = !DILocation(line: 15, column: 23, scope: !12)
!42 = distinct !{!42, !31, !43, !44}
!43 = !DILocation(line: 16, column: 27, scope: !12)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 19, column: 25, scope: !12)
!46 = !DILocation(line: 287, column: 58, scope: !36, inlinedAt: !47)
!47 = distinct !DILocation(line: 19, column: 18, scope: !12)
!48 = !DILocation(line: 19, column: 33, scope: !12)
!49 = !DILocation(line: 19, column: 16, scope: !12)
!50 = !{!51, !51, i64 0}
!51 = !{!"float", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C++ TBAA"}
!54 = !DILocation(line: 18, column: 28, scope: !12)
!55 = !DILocation(line: 18, column: 23, scope: !12)
!56 = distinct !{!56, !33, !57, !44}
!57 = !DILocation(line: 19, column: 35, scope: !12)
!58 = !DILocation(line: 20, column: 1, scope: !12)
