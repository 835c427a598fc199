; ModuleID = 'e-param-alias-060.cu'
source_filename = "e-param-alias-060.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @e_relax_ldg_alias(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %7 = mul i32 %5, %6, !dbg !22
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %9 = add i32 %7, %8, !dbg !26
  %10 = icmp slt i32 %9, %3, !dbg !27
  %11 = icmp sgt i32 %2, 0
  %12 = and i1 %10, %11, !dbg !28
  br i1 %12, label %13, label %67, !dbg !28

13:                                               ; preds = %4
  %14 = sext i32 %9 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = getelementptr inbounds float, ptr %1, i64 %14
  %17 = and i32 %2, 7, !dbg !29
  %18 = icmp ult i32 %2, 8, !dbg !29
  br i1 %18, label %57, label %19, !dbg !29

19:                                               ; preds = %13
  %20 = and i32 %2, 2147483640, !dbg !29
  br label %21, !dbg !29

21:                                               ; preds = %21, %19
  %22 = phi i32 [ 0, %19 ], [ %55, %21 ]
  %23 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %15, i32 4), !dbg !30
  %24 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %16, i32 4), !dbg !34
  %25 = fadd contract float %23, %24, !dbg !36
  %26 = fmul contract float %25, 5.000000e-01, !dbg !37
  store float %26, ptr %15, align 4, !dbg !38, !tbaa !39
  %27 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %15, i32 4), !dbg !30
  %28 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %16, i32 4), !dbg !34
  %29 = fadd contract float %27, %28, !dbg !36
  %30 = fmul contract float %29, 5.000000e-01, !dbg !37
  store float %30, ptr %15, align 4, !dbg !38, !tbaa !39
  %31 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %15, i32 4), !dbg !30
  %32 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %16, i32 4), !dbg !34
  %33 = fadd contract float %31, %32, !dbg !36
  %34 = fmul contract float %33, 5.000000e-01, !dbg !37
  store float %34, ptr %15, align 4, !dbg !38, !tbaa !39
  %35 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %15, i32 4), !dbg !30
  %36 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %16, i32 4), !dbg !34
  %37 = fadd contract float %35, %36, !dbg !36
  %38 = fmul contract float %37, 5.000000e-01, !dbg !37
  store float %38, ptr %15, align 4, !dbg !38, !tbaa !39
  %39 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %15, i32 4), !dbg !30
  %40 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %16, i32 4), !dbg !34
  %41 = fadd contract float %39, %40, !dbg !36
  %42 = fmul contract float %41, 5.000000e-01, !dbg !37
  store float %42, ptr %15, align 4, !dbg !38, !tbaa !39
  %43 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %15, i32 4), !dbg !30
  %44 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %16, i32 4), !dbg !34
  %45 = fadd contract float %43, %44, !dbg !36
  %46 = fmul contract float %45, 5.000000e-01, !dbg !37
  store float %46, ptr %15, align 4, !dbg !38, !tbaa !39
  %47 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %15, i32 4), !dbg !30
  %48 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %16, i32 4), !dbg !34
  %49 = fadd contract float %47, %48, !dbg !36
  %50 = fmul contract float %49, 5.000000e-01, !dbg !37
  store float %50, ptr %15, align 4, !dbg !38, !tbaa !39
  %51 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %15, i32 4), !dbg !30
  %52 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %16, i32 4), !dbg !34
  %53 = fadd contract float %51, %52, !dbg !36
  %54 = fmul contract float %53, 5.000000e-01, !dbg !37
  store float %54, ptr %15, align 4, !dbg !38, !tbaa !39
  %55 = add i32 %22, 8, !dbg !29
  %56 = icmp eq i32 %55, %20, !dbg !29
  br i1 %56, label %57, label %21, !dbg !29, !llvm.loop !43

57:                                               ; preds = %21, %13
  %58 = icmp eq i32 %17, 0, !dbg !29
  br i1 %58, label %67, label %59, !dbg !29

59:                                               ; preds = %57, %59
  %60 = phi i32 [ %65, %59 ], [ 0, %57 ]
  %61 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %15, i32 4), !dbg !30
  %62 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %16, i32 4), !dbg !34
  %63 = fadd contract float %61, %62, !dbg !36
  %64 = fmul contract float %63, 5.000000e-01, !dbg !37
  store float %64, ptr %15, align 4, !dbg !38, !tbaa !39
  %65 = add i32 %60, 1, !dbg !29
  %66 = icmp eq i32 %65, %17, !dbg !29
  br i1 %66, label %67, label %59, !dbg !29, !llvm.loop !46

67:                                               ; preds = %57, %59, %4
  ret void, !dbg !48
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
!7 = !DIFile(filename: "e-param-alias-060.cu", directory: ".")
!8 = !{ptr @e_relax_ldg_alias, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_relax_ldg_alias", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 10, column: 26, scope: !12)
!22 = !DILocation(line: 10, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 10, column: 39, scope: !12)
!26 = !DILocation(line: 10, column: 37, scope: !12)
!27 = !DILocation(line: 11, column: 11, scope: !12)
!28 = !DILocation(line: 11, column: 9, scope: !12)
!29 = !DILocation(line: 12, column: 5, scope: !12)
!30 = !DILocation(line: 287, column: 58, scope: !31, inlinedAt: !33)
!31 = distinct !DISubprogram(name: "__ldg", scope: !32, file: !32, line: 287, type: !13, scopeLine: 287, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!33 = distinct !DILocation(line: 13, column: 24, scope: !12)
!34 = !DILocation(line: 287, column: 58, scope: !31, inlinedAt: !35)
!35 = distinct !DILocation(line: 13, column: 39, scope: !12)
!36 = !DILocation(line: 13, column: 37, scope: !12)
!37 = !DILocation(line: 13, column: 21, scope: !12)
!38 = !DILocation(line: 13, column: 14, scope: !12)
!39 = !{!40, !40, i64 0}
!40 = !{!"float", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C++ TBAA"}
!43 = distinct !{!43, !29, !44, !45}
!44 = !DILocation(line: 13, column: 51, scope: !12)
!45 = !{!"llvm.loop.mustprogress"}
!46 = distinct !{!46, !47}
!47 = !{!"llvm.loop.unroll.disable"}
!48 = !DILocation(line: 14, column: 1, scope: !12)
