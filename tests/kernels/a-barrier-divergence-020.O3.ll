; ModuleID = 'a-barrier-divergence-020.cu'
source_filename = "a-barrier-divergence-020.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @a_shfl_partial_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %5 = mul i32 %3, %4, !dbg !22
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %7 = add i32 %5, %6, !dbg !26
  %8 = and i32 %6, 31, !dbg !27
  %9 = icmp ult i32 %8, 16, !dbg !28
  br i1 %9, label %10, label %27, !dbg !29

10:                                               ; preds = %2
  %11 = zext i32 %7 to i64, !dbg !30
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !30
  %13 = load float, ptr %12, align 4, !dbg !30, !tbaa !31
  %14 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 65535, float %13, i32 8, i32 31), !dbg !35
  %15 = fadd contract float %13, %14, !dbg !39
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 65535, float %15, i32 4, i32 31), !dbg !35
  %17 = fadd contract float %15, %16, !dbg !39
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 65535, float %17, i32 2, i32 31), !dbg !35
  %19 = fadd contract float %17, %18, !dbg !39
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 65535, float %19, i32 1, i32 31), !dbg !35
  %21 = icmp eq i32 %8, 0, !dbg !40
  br i1 %21, label %22, label %27, !dbg !41

22:                                               ; preds = %10
  %23 = fadd contract float %19, %20, !dbg !39
  %24 = lshr i32 %7, 5
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  store float %23, ptr %26, align 4, !dbg !42, !tbaa !31
  br label %27, !dbg !43

27:                                               ; preds = %10, %22, %2
  ret void, !dbg !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

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
!7 = !DIFile(filename: "a-barrier-divergence-020.cu", directory: ".")
!8 = !{ptr @a_shfl_partial_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_shfl_partial_ok", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 8, column: 31, scope: !12)
!22 = !DILocation(line: 8, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 8, column: 44, scope: !12)
!26 = !DILocation(line: 8, column: 42, scope: !12)
!27 = !DILocation(line: 9, column: 33, scope: !12)
!28 = !DILocation(line: 11, column: 14, scope: !12)
!29 = !DILocation(line: 11, column: 9, scope: !12)
!30 = !DILocation(line: 10, column: 15, scope: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 179, column: 1, scope: !36, inlinedAt: !38)
!36 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !37, file: !37, line: 179, type: !13, scopeLine: 179, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!37 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!38 = distinct !DILocation(line: 13, column: 18, scope: !12)
!39 = !DILocation(line: 13, column: 15, scope: !12)
!40 = !DILocation(line: 14, column: 18, scope: !12)
!41 = !DILocation(line: 14, column: 13, scope: !12)
!42 = !DILocation(line: 15, column: 25, scope: !12)
!43 = !DILocation(line: 15, column: 13, scope: !12)
!44 = !DILocation(line: 17, column: 1, scope: !12)
