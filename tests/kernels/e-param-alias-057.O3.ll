; ModuleID = 'e-param-alias-057.cu'
source_filename = "e-param-alias-057.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @e_conv1d_ldg_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %7 = mul i32 %5, %6, !dbg !22
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %9 = add i32 %7, %8, !dbg !26
  %10 = icmp sgt i32 %9, 3, !dbg !27
  %11 = add nsw i32 %3, -4
  %12 = icmp slt i32 %9, %11
  %13 = select i1 %10, i1 %12, i1 false, !dbg !28
  br i1 %13, label %14, label %87, !dbg !28

14:                                               ; preds = %4
  %15 = getelementptr i8, ptr %1, i64 16, !dbg !29
  %16 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %1, i32 4), !dbg !30
  %17 = zext nneg i32 %9 to i64, !dbg !34
  %18 = getelementptr float, ptr %0, i64 %17, !dbg !34
  %19 = getelementptr i8, ptr %18, i64 -16, !dbg !34
  %20 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %19, i32 4), !dbg !35
  %21 = fmul contract float %16, %20, !dbg !37
  %22 = fadd contract float %21, 0.000000e+00, !dbg !38
  %23 = getelementptr i8, ptr %1, i64 4, !dbg !39
  %24 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %23, i32 4), !dbg !30
  %25 = zext nneg i32 %9 to i64, !dbg !34
  %26 = getelementptr float, ptr %0, i64 %25, !dbg !34
  %27 = getelementptr i8, ptr %26, i64 -12, !dbg !34
  %28 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %27, i32 4), !dbg !35
  %29 = fmul contract float %24, %28, !dbg !37
  %30 = fadd contract float %22, %29, !dbg !38
  %31 = getelementptr i8, ptr %1, i64 8, !dbg !39
  %32 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %31, i32 4), !dbg !30
  %33 = zext nneg i32 %9 to i64, !dbg !34
  %34 = getelementptr float, ptr %0, i64 %33, !dbg !34
  %35 = getelementptr i8, ptr %34, i64 -8, !dbg !34
  %36 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %35, i32 4), !dbg !35
  %37 = fmul contract float %32, %36, !dbg !37
  %38 = fadd contract float %30, %37, !dbg !38
  %39 = getelementptr i8, ptr %1, i64 12, !dbg !39
  %40 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %39, i32 4), !dbg !30
  %41 = zext nneg i32 %9 to i64, !dbg !34
  %42 = getelementptr float, ptr %0, i64 %41, !dbg !34
  %43 = getelementptr i8, ptr %42, i64 -4, !dbg !34
  %44 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %43, i32 4), !dbg !35
  %45 = fmul contract float %40, %44, !dbg !37
  %46 = fadd contract float %38, %45, !dbg !38
  %47 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %15, i32 4), !dbg !30
  %48 = zext nneg i32 %9 to i64, !dbg !34
  %49 = getelementptr inbounds float, ptr %0, i64 %48, !dbg !34
  %50 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %49, i32 4), !dbg !35
  %51 = fmul contract float %47, %50, !dbg !37
  %52 = fadd contract float %46, %51, !dbg !38
  %53 = getelementptr i8, ptr %1, i64 20, !dbg !39
  %54 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %53, i32 4), !dbg !30
  %55 = zext nneg i32 %9 to i64, !dbg !34
  %56 = getelementptr inbounds float, ptr %0, i64 %55, !dbg !34
  %57 = getelementptr inbounds i8, ptr %56, i64 4, !dbg !34
  %58 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %57, i32 4), !dbg !35
  %59 = fmul contract float %54, %58, !dbg !37
  %60 = fadd contract float %52, %59, !dbg !38
  %61 = getelementptr i8, ptr %1, i64 24, !dbg !39
  %62 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %61, i32 4), !dbg !30
  %63 = zext nneg i32 %9 to i64, !dbg !34
  %64 = getelementptr inbounds float, ptr %0, i64 %63, !dbg !34
  %65 = getelementptr inbounds i8, ptr %64, i64 8, !dbg !34
  %66 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %65, i32 4), !dbg !35
  %67 = fmul contract float %62, %66, !dbg !37
  %68 = fadd contract float %60, %67, !dbg !38
  %69 = getelementptr i8, ptr %1, i64 28, !dbg !39
  %70 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %69, i32 4), !dbg !30
  %71 = zext nneg i32 %9 to i64, !dbg !34
  %72 = getelementptr inbounds float, ptr %0, i64 %71, !dbg !34
  %73 = getelementptr inbounds i8, ptr %72, i64 12, !dbg !34
  %74 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %73, i32 4), !dbg !35
  %75 = fmul contract float %70, %74, !dbg !37
  %76 = fadd contract float %68, %75, !dbg !38
  %77 = getelementptr i8, ptr %1, i64 32, !dbg !39
  %78 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %77, i32 4), !dbg !30
  %79 = zext nneg i32 %9 to i64, !dbg !34
  %80 = getelementptr inbounds float, ptr %0, i64 %79, !dbg !34
  %81 = getelementptr inbounds i8, ptr %80, i64 16, !dbg !34
  %82 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %81, i32 4), !dbg !35
  %83 = fmul contract float %78, %82, !dbg !37
  %84 = fadd contract float %76, %83, !dbg !38
  %85 = zext nneg i32 %9 to i64, !dbg !40
  %86 = getelementptr inbounds float, ptr %2, i64 %85, !dbg !40
  store float %84, ptr %86, align 4, !dbg !41, !tbaa !42
  br label %87, !dbg !46

87:                                               ; preds = %4, %14
  ret void, !dbg !46
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
!7 = !DIFile(filename: "e-param-alias-057.cu", directory: ".")
!8 = !{ptr @e_conv1d_ldg_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_conv1d_ldg_ok", scope: !7, file: !7, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 9, column: 26, scope: !12)
!22 = !DILocation(line: 9, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 9, column: 39, scope: !12)
!26 = !DILocation(line: 9, column: 37, scope: !12)
!27 = !DILocation(line: 10, column: 11, scope: !12)
!28 = !DILocation(line: 10, column: 15, scope: !12)
!29 = !DILocation(line: 12, column: 5, scope: !12)
!30 = !DILocation(line: 287, column: 58, scope: !31, inlinedAt: !33)
!31 = distinct !DISubprogram(name: "__ldg", scope: !32, file: !32, line: 287, type: !13, scopeLine: 287, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!33 = distinct !DILocation(line: 13, column: 14, scope: !12)
!34 = !DILocation(line: 13, column: 40, scope: !12)
!35 = !DILocation(line: 287, column: 58, scope: !31, inlinedAt: !36)
!36 = distinct !DILocation(line: 13, column: 33, scope: !12)
!37 = !DILocation(line: 13, column: 31, scope: !12)
!38 = !DILocation(line: 13, column: 11, scope: !12)
!39 = !DILocation(line: 13, column: 21, scope: !12)
!40 = !DILocation(line: 14, column: 5, scope: !12)
!41 = !DILocation(line: 14, column: 12, scope: !12)
!42 = !{!43, !43, i64 0}
!43 = !{!"float", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C++ TBAA"}
!46 = !DILocation(line: 15, column: 1, scope: !12)
