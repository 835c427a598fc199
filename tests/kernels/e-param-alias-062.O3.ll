; ModuleID = 'e-param-alias-062.cu'
source_filename = "e-param-alias-062.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @e_gain_table_ldg_ok(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %7 = mul i32 %5, %6, !dbg !22
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %9 = add i32 %7, %8, !dbg !26
  %10 = icmp slt i32 %9, %3, !dbg !27
  br i1 %10, label %11, label %14, !dbg !28

11:                                               ; preds = %4
  %12 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul i32 %6, %12
  br label %15, !dbg !28

14:                                               ; preds = %15, %4
  ret void, !dbg !29

15:                                               ; preds = %11, %15
  %16 = phi i32 [ %9, %11 ], [ %27, %15 ]
  %17 = sext i32 %16 to i64, !dbg !30
  %18 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !30
  %19 = load float, ptr %18, align 4, !dbg !30, !tbaa !31
  %20 = getelementptr inbounds i32, ptr %2, i64 %17, !dbg !35
  %21 = tail call noundef i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %20, i32 4), !dbg !36
  %22 = and i32 %21, 255, !dbg !40
  %23 = zext nneg i32 %22 to i64, !dbg !41
  %24 = getelementptr inbounds float, ptr %1, i64 %23, !dbg !41
  %25 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %24, i32 4), !dbg !42
  %26 = fmul contract float %19, %25, !dbg !45
  store float %26, ptr %18, align 4, !dbg !46, !tbaa !31
  %27 = add i32 %16, %13, !dbg !47
  %28 = icmp slt i32 %27, %3, !dbg !27
  br i1 %28, label %15, label %14, !dbg !28, !llvm.loop !48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr nocapture, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

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
!7 = !DIFile(filename: "e-param-alias-062.cu", directory: ".")
!8 = !{ptr @e_gain_table_ldg_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_gain_table_ldg_ok", scope: !7, file: !7, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 9, column: 31, scope: !12)
!22 = !DILocation(line: 9, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 9, column: 44, scope: !12)
!26 = !DILocation(line: 9, column: 42, scope: !12)
!27 = !DILocation(line: 9, column: 59, scope: !12)
!28 = !DILocation(line: 9, column: 5, scope: !12)
!29 = !DILocation(line: 11, column: 1, scope: !12)
!30 = !DILocation(line: 10, column: 16, scope: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 10, column: 42, scope: !12)
!36 = !DILocation(line: 264, column: 54, scope: !37, inlinedAt: !39)
!37 = distinct !DISubprogram(name: "__ldg", scope: !38, file: !38, line: 264, type: !13, scopeLine: 264, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!38 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!39 = distinct !DILocation(line: 10, column: 35, scope: !12)
!40 = !DILocation(line: 10, column: 51, scope: !12)
!41 = !DILocation(line: 10, column: 30, scope: !12)
!42 = !DILocation(line: 287, column: 58, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__ldg", scope: !38, file: !38, line: 287, type: !13, scopeLine: 287, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!44 = distinct !DILocation(line: 10, column: 23, scope: !12)
!45 = !DILocation(line: 10, column: 21, scope: !12)
!46 = !DILocation(line: 10, column: 14, scope: !12)
!47 = !DILocation(line: 9, column: 66, scope: !12)
!48 = distinct !{!48, !28, !49, !50}
!49 = !DILocation(line: 10, column: 61, scope: !12)
!50 = !{!"llvm.loop.mustprogress"}
