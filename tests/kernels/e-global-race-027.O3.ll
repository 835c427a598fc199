; ModuleID = 'e-global-race-027.cu'
source_filename = "e-global-race-027.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @e_laplace3d_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %5 = mul i32 %3, %4, !dbg !22
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %7 = add i32 %5, %6, !dbg !26
  %8 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !27
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !30
  %10 = mul nuw nsw i32 %8, %9, !dbg !33
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !34
  %12 = add nuw nsw i32 %10, %11, !dbg !37
  %13 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !38
  %14 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z(), !dbg !41
  %15 = mul nuw nsw i32 %13, %14, !dbg !44
  %16 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !45
  %17 = add nuw nsw i32 %15, %16, !dbg !48
  %18 = icmp slt i32 %7, 1, !dbg !49
  %19 = icmp eq i32 %12, 0
  %20 = or i1 %18, %19, !dbg !50
  %21 = icmp eq i32 %17, 0
  %22 = or i1 %21, %20, !dbg !50
  %23 = icmp sgt i32 %7, 30
  %24 = or i1 %23, %22, !dbg !50
  %25 = icmp ugt i32 %12, 30
  %26 = or i1 %25, %24, !dbg !50
  %27 = icmp ugt i32 %17, 30
  %28 = or i1 %27, %26, !dbg !50
  br i1 %28, label %57, label %29, !dbg !50

29:                                               ; preds = %2
  %30 = shl nuw nsw i32 %17, 10, !dbg !51
  %31 = shl nuw nsw i32 %12, 5, !dbg !51
  %32 = add nuw nsw i32 %31, %7, !dbg !51
  %33 = add nuw nsw i32 %32, %30, !dbg !52
  %34 = zext nneg i32 %33 to i64, !dbg !53
  %35 = getelementptr float, ptr %0, i64 %34, !dbg !53
  %36 = getelementptr i8, ptr %35, i64 -4, !dbg !53
  %37 = load float, ptr %36, align 4, !dbg !53, !tbaa !54
  %38 = getelementptr i8, ptr %35, i64 4, !dbg !58
  %39 = load float, ptr %38, align 4, !dbg !58, !tbaa !54
  %40 = fadd contract float %37, %39, !dbg !59
  %41 = getelementptr i8, ptr %35, i64 -128, !dbg !60
  %42 = load float, ptr %41, align 4, !dbg !60, !tbaa !54
  %43 = fadd contract float %40, %42, !dbg !61
  %44 = getelementptr i8, ptr %35, i64 128, !dbg !62
  %45 = load float, ptr %44, align 4, !dbg !62, !tbaa !54
  %46 = fadd contract float %43, %45, !dbg !63
  %47 = getelementptr i8, ptr %35, i64 -4096, !dbg !64
  %48 = load float, ptr %47, align 4, !dbg !64, !tbaa !54
  %49 = fadd contract float %46, %48, !dbg !65
  %50 = getelementptr i8, ptr %35, i64 4096, !dbg !66
  %51 = load float, ptr %50, align 4, !dbg !66, !tbaa !54
  %52 = fadd contract float %49, %51, !dbg !67
  %53 = load float, ptr %35, align 4, !dbg !68, !tbaa !54
  %54 = fmul contract float %53, 6.000000e+00, !dbg !69
  %55 = fsub contract float %52, %54, !dbg !70
  %56 = getelementptr inbounds float, ptr %1, i64 %34, !dbg !71
  store float %55, ptr %56, align 4, !dbg !72, !tbaa !54
  br label %57, !dbg !73

57:                                               ; preds = %2, %29
  ret void, !dbg !73
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "e-global-race-027.cu", directory: ".")
!8 = !{ptr @e_laplace3d_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_laplace3d_ok", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
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
!27 = !DILocation(line: 67, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!29 = distinct !DILocation(line: 12, column: 13, scope: !12)
!30 = !DILocation(line: 80, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = distinct !DILocation(line: 12, column: 26, scope: !12)
!33 = !DILocation(line: 12, column: 24, scope: !12)
!34 = !DILocation(line: 54, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!36 = distinct !DILocation(line: 12, column: 39, scope: !12)
!37 = !DILocation(line: 12, column: 37, scope: !12)
!38 = !DILocation(line: 68, column: 3, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 68, type: !13, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!40 = distinct !DILocation(line: 13, column: 13, scope: !12)
!41 = !DILocation(line: 81, column: 3, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 81, type: !13, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = distinct !DILocation(line: 13, column: 26, scope: !12)
!44 = !DILocation(line: 13, column: 24, scope: !12)
!45 = !DILocation(line: 55, column: 3, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 55, type: !13, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!47 = distinct !DILocation(line: 13, column: 39, scope: !12)
!48 = !DILocation(line: 13, column: 37, scope: !12)
!49 = !DILocation(line: 14, column: 11, scope: !12)
!50 = !DILocation(line: 14, column: 15, scope: !12)
!51 = !DILocation(line: 15, column: 26, scope: !12)
!52 = !DILocation(line: 15, column: 31, scope: !12)
!53 = !DILocation(line: 16, column: 14, scope: !12)
!54 = !{!55, !55, i64 0}
!55 = !{!"float", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C++ TBAA"}
!58 = !DILocation(line: 16, column: 25, scope: !12)
!59 = !DILocation(line: 16, column: 23, scope: !12)
!60 = !DILocation(line: 16, column: 36, scope: !12)
!61 = !DILocation(line: 16, column: 34, scope: !12)
!62 = !DILocation(line: 16, column: 48, scope: !12)
!63 = !DILocation(line: 16, column: 46, scope: !12)
!64 = !DILocation(line: 16, column: 60, scope: !12)
!65 = !DILocation(line: 16, column: 58, scope: !12)
!66 = !DILocation(line: 16, column: 77, scope: !12)
!67 = !DILocation(line: 16, column: 75, scope: !12)
!68 = !DILocation(line: 17, column: 23, scope: !12)
!69 = !DILocation(line: 17, column: 21, scope: !12)
!70 = !DILocation(line: 17, column: 14, scope: !12)
!71 = !DILocation(line: 16, column: 5, scope: !12)
!72 = !DILocation(line: 16, column: 12, scope: !12)
!73 = !DILocation(line: 18, column: 1, scope: !12)
