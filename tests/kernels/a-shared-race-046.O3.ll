; ModuleID = 'a-shared-race-046.cu'
source_filename = "a-shared-race-046.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20a_tile2d_colsum_1rowE6colsum = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_tile2d_colsum_1row(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !19
  %5 = icmp eq i32 %4, 0, !dbg !22
  %6 = zext nneg i32 %3 to i64
  br i1 %5, label %7, label %9, !dbg !23

7:                                                ; preds = %2
  %8 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20a_tile2d_colsum_1rowE6colsum to ptr), i64 0, i64 %6
  store float 0.000000e+00, ptr %8, align 4, !dbg !24, !tbaa !25
  br label %9, !dbg !29

9:                                                ; preds = %2, %7
  tail call void @llvm.nvvm.barrier0(), !dbg !30
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !31
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !34
  %12 = mul i32 %10, %11, !dbg !37
  %13 = add i32 %12, %4, !dbg !38
  %14 = shl i32 %13, 5, !dbg !39
  %15 = add i32 %14, %3, !dbg !40
  %16 = zext i32 %15 to i64, !dbg !41
  %17 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !41
  %18 = load float, ptr %17, align 4, !dbg !41, !tbaa !25
  %19 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20a_tile2d_colsum_1rowE6colsum to ptr), i64 0, i64 %6, !dbg !42
  %20 = load float, ptr %19, align 4, !dbg !43, !tbaa !25
  %21 = fadd contract float %18, %20, !dbg !43
  store float %21, ptr %19, align 4, !dbg !43, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !44
  br i1 %5, label %22, label %28, !dbg !45

22:                                               ; preds = %9
  %23 = shl i32 %10, 5
  %24 = add i32 %23, %3
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %19, align 4, !dbg !46, !tbaa !25
  store float %27, ptr %26, align 4, !dbg !47, !tbaa !25
  br label %28, !dbg !48

28:                                               ; preds = %22, %9
  ret void, !dbg !49
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

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
!7 = !DIFile(filename: "a-shared-race-046.cu", directory: ".")
!8 = !{ptr @a_tile2d_colsum_1row, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_tile2d_colsum_1row", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 19, scope: !12)
!19 = !DILocation(line: 54, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 11, column: 37, scope: !12)
!22 = !DILocation(line: 12, column: 12, scope: !12)
!23 = !DILocation(line: 12, column: 9, scope: !12)
!24 = !DILocation(line: 13, column: 20, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 13, column: 9, scope: !12)
!30 = !DILocation(line: 14, column: 5, scope: !12)
!31 = !DILocation(line: 66, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!33 = distinct !DILocation(line: 15, column: 23, scope: !12)
!34 = !DILocation(line: 80, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!36 = distinct !DILocation(line: 15, column: 36, scope: !12)
!37 = !DILocation(line: 15, column: 34, scope: !12)
!38 = !DILocation(line: 15, column: 47, scope: !12)
!39 = !DILocation(line: 15, column: 53, scope: !12)
!40 = !DILocation(line: 15, column: 58, scope: !12)
!41 = !DILocation(line: 15, column: 19, scope: !12)
!42 = !DILocation(line: 15, column: 5, scope: !12)
!43 = !DILocation(line: 15, column: 16, scope: !12)
!44 = !DILocation(line: 16, column: 5, scope: !12)
!45 = !DILocation(line: 17, column: 9, scope: !12)
!46 = !DILocation(line: 18, column: 37, scope: !12)
!47 = !DILocation(line: 18, column: 35, scope: !12)
!48 = !DILocation(line: 18, column: 9, scope: !12)
!49 = !DILocation(line: 19, column: 1, scope: !12)
