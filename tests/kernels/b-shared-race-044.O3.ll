; ModuleID = 'b-shared-race-044.cu'
source_filename = "b-shared-race-044.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16b_coo_spmv_plainE1y = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_coo_spmv_plain(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) local_unnamed_addr #0 !dbg !12 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %9 = mul i32 %7, %8, !dbg !25
  %10 = add i32 %9, %6, !dbg !26
  %11 = icmp ult i32 %6, 64, !dbg !27
  br i1 %11, label %12, label %15, !dbg !28

12:                                               ; preds = %5
  %13 = zext nneg i32 %6 to i64
  %14 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_coo_spmv_plainE1y to ptr), i64 0, i64 %13
  store float 0.000000e+00, ptr %14, align 4, !dbg !29, !tbaa !30
  br label %15, !dbg !34

15:                                               ; preds = %12, %5
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %16 = sext i32 %10 to i64, !dbg !36
  %17 = getelementptr inbounds float, ptr %3, i64 %16, !dbg !36
  %18 = load float, ptr %17, align 4, !dbg !36, !tbaa !30
  %19 = getelementptr inbounds i32, ptr %2, i64 %16, !dbg !37
  %20 = load i32, ptr %19, align 4, !dbg !37, !tbaa !38
  %21 = sext i32 %20 to i64, !dbg !40
  %22 = getelementptr inbounds float, ptr %4, i64 %21, !dbg !40
  %23 = load float, ptr %22, align 4, !dbg !40, !tbaa !30
  %24 = fmul contract float %18, %23, !dbg !41
  %25 = getelementptr inbounds i32, ptr %1, i64 %16, !dbg !42
  %26 = load i32, ptr %25, align 4, !dbg !42, !tbaa !38
  %27 = and i32 %26, 63, !dbg !43
  %28 = zext nneg i32 %27 to i64, !dbg !44
  %29 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_coo_spmv_plainE1y to ptr), i64 0, i64 %28, !dbg !44
  %30 = load float, ptr %29, align 4, !dbg !45, !tbaa !30
  %31 = fadd contract float %24, %30, !dbg !45
  store float %31, ptr %29, align 4, !dbg !45, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  br i1 %11, label %32, label %40, !dbg !47

32:                                               ; preds = %15
  %33 = shl i32 %7, 6
  %34 = or disjoint i32 %33, %6
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %0, i64 %35
  %37 = zext nneg i32 %6 to i64
  %38 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_coo_spmv_plainE1y to ptr), i64 0, i64 %37
  %39 = load float, ptr %38, align 4, !dbg !48, !tbaa !30
  store float %39, ptr %36, align 4, !dbg !49, !tbaa !30
  br label %40, !dbg !50

40:                                               ; preds = %32, %15
  ret void, !dbg !51
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "b-shared-race-044.cu", directory: ".")
!8 = !{ptr @b_coo_spmv_plain, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_coo_spmv_plain", scope: !7, file: !7, line: 9, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 14, column: 13, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 14, column: 26, scope: !12)
!25 = !DILocation(line: 14, column: 24, scope: !12)
!26 = !DILocation(line: 14, column: 37, scope: !12)
!27 = !DILocation(line: 15, column: 11, scope: !12)
!28 = !DILocation(line: 15, column: 9, scope: !12)
!29 = !DILocation(line: 15, column: 24, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 15, column: 19, scope: !12)
!35 = !DILocation(line: 16, column: 5, scope: !12)
!36 = !DILocation(line: 17, column: 25, scope: !12)
!37 = !DILocation(line: 17, column: 36, scope: !12)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !32, i64 0}
!40 = !DILocation(line: 17, column: 34, scope: !12)
!41 = !DILocation(line: 17, column: 32, scope: !12)
!42 = !DILocation(line: 17, column: 7, scope: !12)
!43 = !DILocation(line: 17, column: 14, scope: !12)
!44 = !DILocation(line: 17, column: 5, scope: !12)
!45 = !DILocation(line: 17, column: 22, scope: !12)
!46 = !DILocation(line: 18, column: 5, scope: !12)
!47 = !DILocation(line: 19, column: 9, scope: !12)
!48 = !DILocation(line: 19, column: 48, scope: !12)
!49 = !DILocation(line: 19, column: 46, scope: !12)
!50 = !DILocation(line: 19, column: 19, scope: !12)
!51 = !DILocation(line: 20, column: 1, scope: !12)
