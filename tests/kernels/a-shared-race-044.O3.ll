; ModuleID = 'a-shared-race-044.cu'
source_filename = "a-shared-race-044.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21a_tile2d_linearize_okE1s = internal unnamed_addr addrspace(3) global [257 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_tile2d_linearize_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !15
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %5 = mul nuw nsw i32 %3, %4, !dbg !22
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %7 = add nuw nsw i32 %5, %6, !dbg !26
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !30
  %10 = mul nuw nsw i32 %9, %4, !dbg !33
  %11 = mul i32 %10, %8, !dbg !34
  %12 = add i32 %11, %7, !dbg !35
  %13 = zext i32 %12 to i64, !dbg !36
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !36
  %15 = load float, ptr %14, align 4, !dbg !36, !tbaa !37
  %16 = zext nneg i32 %7 to i64, !dbg !41
  %17 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_tile2d_linearize_okE1s to ptr), i64 0, i64 %16, !dbg !41
  store float %15, ptr %17, align 4, !dbg !42, !tbaa !37
  %18 = icmp eq i32 %7, 0, !dbg !43
  br i1 %18, label %19, label %22, !dbg !44

19:                                               ; preds = %2
  %20 = zext nneg i32 %10 to i64
  %21 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_tile2d_linearize_okE1s to ptr), i64 0, i64 %20
  store float 0.000000e+00, ptr %21, align 4, !dbg !45, !tbaa !37
  br label %22, !dbg !46

22:                                               ; preds = %19, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %23 = load float, ptr %17, align 4, !dbg !48, !tbaa !37
  %24 = add nuw nsw i32 %7, 1, !dbg !49
  %25 = zext nneg i32 %24 to i64, !dbg !50
  %26 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_tile2d_linearize_okE1s to ptr), i64 0, i64 %25, !dbg !50
  %27 = load float, ptr %26, align 4, !dbg !50, !tbaa !37
  %28 = fadd contract float %23, %27, !dbg !51
  %29 = getelementptr inbounds float, ptr %1, i64 %13, !dbg !52
  store float %28, ptr %29, align 4, !dbg !53, !tbaa !37
  ret void, !dbg !54
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!7 = !DIFile(filename: "a-shared-race-044.cu", directory: ".")
!8 = !{ptr @a_tile2d_linearize_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_tile2d_linearize_ok", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 54, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 20, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 11, column: 34, scope: !12)
!22 = !DILocation(line: 11, column: 32, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 11, column: 47, scope: !12)
!26 = !DILocation(line: 11, column: 45, scope: !12)
!27 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!29 = distinct !DILocation(line: 12, column: 18, scope: !12)
!30 = !DILocation(line: 80, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = distinct !DILocation(line: 12, column: 44, scope: !12)
!33 = !DILocation(line: 12, column: 29, scope: !12)
!34 = !DILocation(line: 12, column: 42, scope: !12)
!35 = !DILocation(line: 12, column: 55, scope: !12)
!36 = !DILocation(line: 13, column: 14, scope: !12)
!37 = !{!38, !38, i64 0}
!38 = !{!"float", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C++ TBAA"}
!41 = !DILocation(line: 13, column: 5, scope: !12)
!42 = !DILocation(line: 13, column: 12, scope: !12)
!43 = !DILocation(line: 14, column: 13, scope: !12)
!44 = !DILocation(line: 14, column: 9, scope: !12)
!45 = !DILocation(line: 15, column: 36, scope: !12)
!46 = !DILocation(line: 15, column: 9, scope: !12)
!47 = !DILocation(line: 16, column: 5, scope: !12)
!48 = !DILocation(line: 17, column: 14, scope: !12)
!49 = !DILocation(line: 17, column: 29, scope: !12)
!50 = !DILocation(line: 17, column: 23, scope: !12)
!51 = !DILocation(line: 17, column: 21, scope: !12)
!52 = !DILocation(line: 17, column: 5, scope: !12)
!53 = !DILocation(line: 17, column: 12, scope: !12)
!54 = !DILocation(line: 18, column: 1, scope: !12)
