; ModuleID = 'a-shared-race-024.cu'
source_filename = "a-shared-race-024.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ25a_hs_scan_double_offbyoneE4temp = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_hs_scan_double_offbyone(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %5 = add nsw i32 %4, -1, !dbg !22
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %7 = mul i32 %6, %4, !dbg !26
  %8 = add i32 %7, %3, !dbg !27
  %9 = zext i32 %8 to i64, !dbg !28
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !28
  %11 = load float, ptr %10, align 4, !dbg !28, !tbaa !29
  %12 = zext nneg i32 %3 to i64, !dbg !33
  %13 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_hs_scan_double_offbyoneE4temp to ptr), i64 0, i64 %12, !dbg !33
  store float %11, ptr %13, align 4, !dbg !34, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %14 = icmp ugt i32 %4, 1, !dbg !36
  br i1 %14, label %23, label %15, !dbg !37

15:                                               ; preds = %39, %2
  %16 = phi i32 [ 0, %2 ], [ %26, %39 ], !dbg !38
  %17 = mul nuw nsw i32 %16, %5, !dbg !39
  %18 = add nuw nsw i32 %17, %3, !dbg !40
  %19 = zext nneg i32 %18 to i64, !dbg !41
  %20 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_hs_scan_double_offbyoneE4temp to ptr), i64 0, i64 %19, !dbg !41
  %21 = load float, ptr %20, align 4, !dbg !41, !tbaa !29
  %22 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !42
  store float %21, ptr %22, align 4, !dbg !43, !tbaa !29
  ret void, !dbg !44

23:                                               ; preds = %2, %39
  %24 = phi i32 [ %45, %39 ], [ 1, %2 ]
  %25 = phi i32 [ %26, %39 ], [ 0, %2 ]
  %26 = sub nuw nsw i32 1, %25, !dbg !45
  %27 = icmp ult i32 %3, %24, !dbg !46
  %28 = mul nuw nsw i32 %25, %5, !dbg !38
  %29 = add nuw nsw i32 %28, %3, !dbg !38
  %30 = zext nneg i32 %29 to i64, !dbg !38
  %31 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_hs_scan_double_offbyoneE4temp to ptr), i64 0, i64 %30, !dbg !38
  %32 = load float, ptr %31, align 4, !dbg !38, !tbaa !29
  br i1 %27, label %39, label %33, !dbg !47

33:                                               ; preds = %23
  %34 = sub i32 %29, %24, !dbg !48
  %35 = zext i32 %34 to i64, !dbg !49
  %36 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_hs_scan_double_offbyoneE4temp to ptr), i64 0, i64 %35, !dbg !49
  %37 = load float, ptr %36, align 4, !dbg !49, !tbaa !29
  %38 = fadd contract float %32, %37, !dbg !50
  br label %39, !dbg !51

39:                                               ; preds = %23, %33
  %40 = phi float [ %38, %33 ], [ %32, %23 ]
  %41 = mul nuw nsw i32 %26, %5, !dbg !38
  %42 = add nuw nsw i32 %41, %3, !dbg !38
  %43 = zext nneg i32 %42 to i64, !dbg !38
  %44 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_hs_scan_double_offbyoneE4temp to ptr), i64 0, i64 %43, !dbg !38
  store float %40, ptr %44, align 4, !dbg !38, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !52
  %45 = shl i32 %24, 1, !dbg !53
  %46 = icmp ult i32 %45, %4, !dbg !36
  br i1 %46, label %23, label %15, !dbg !37, !llvm.loop !54
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!7 = !DIFile(filename: "a-shared-race-024.cu", directory: ".")
!8 = !{ptr @a_hs_scan_double_offbyone, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_hs_scan_double_offbyone", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 16, column: 35, scope: !12)
!22 = !DILocation(line: 17, column: 23, scope: !12)
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 19, column: 18, scope: !12)
!26 = !DILocation(line: 19, column: 29, scope: !12)
!27 = !DILocation(line: 19, column: 33, scope: !12)
!28 = !DILocation(line: 19, column: 15, scope: !12)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 19, column: 5, scope: !12)
!34 = !DILocation(line: 19, column: 13, scope: !12)
!35 = !DILocation(line: 20, column: 5, scope: !12)
!36 = !DILocation(line: 21, column: 32, scope: !12)
!37 = !DILocation(line: 21, column: 5, scope: !12)
!38 = !DILocation(line: 0, scope: !12)
!39 = !DILocation(line: 30, column: 41, scope: !12)
!40 = !DILocation(line: 30, column: 48, scope: !12)
!41 = !DILocation(line: 30, column: 31, scope: !12)
!42 = !DILocation(line: 30, column: 5, scope: !12)
!43 = !DILocation(line: 30, column: 29, scope: !12)
!44 = !DILocation(line: 31, column: 1, scope: !12)
!45 = !DILocation(line: 22, column: 18, scope: !12)
!46 = !DILocation(line: 24, column: 15, scope: !12)
!47 = !DILocation(line: 24, column: 13, scope: !12)
!48 = !DILocation(line: 25, column: 80, scope: !12)
!49 = !DILocation(line: 25, column: 60, scope: !12)
!50 = !DILocation(line: 25, column: 58, scope: !12)
!51 = !DILocation(line: 25, column: 13, scope: !12)
!52 = !DILocation(line: 28, column: 9, scope: !12)
!53 = !DILocation(line: 21, column: 41, scope: !12)
!54 = distinct !{!54, !37, !55, !56}
!55 = !DILocation(line: 29, column: 5, scope: !12)
!56 = !{!"llvm.loop.mustprogress"}
