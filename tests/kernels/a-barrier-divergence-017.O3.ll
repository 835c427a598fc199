; ModuleID = 'a-barrier-divergence-017.cu'
source_filename = "a-barrier-divergence-017.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ26a_syncwarp_partial_mask_okE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_syncwarp_partial_mask_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = and i32 %3, 31, !dbg !19
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %7 = mul i32 %5, %6, !dbg !26
  %8 = add i32 %7, %3, !dbg !27
  %9 = zext i32 %8 to i64, !dbg !28
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !28
  %11 = load float, ptr %10, align 4, !dbg !28, !tbaa !29
  %12 = icmp ult i32 %4, 16, !dbg !33
  br i1 %12, label %13, label %22, !dbg !34

13:                                               ; preds = %2
  %14 = and i32 %3, 992
  %15 = or disjoint i32 %14, 15
  %16 = sub nuw nsw i32 %15, %4
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ26a_syncwarp_partial_mask_okE1s to ptr), i64 0, i64 %17
  %19 = zext nneg i32 %3 to i64
  %20 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ26a_syncwarp_partial_mask_okE1s to ptr), i64 0, i64 %19
  store float %11, ptr %20, align 4, !dbg !35, !tbaa !29
  tail call void @llvm.nvvm.bar.warp.sync(i32 65535), !dbg !36
  %21 = load float, ptr %18, align 4, !dbg !40, !tbaa !29
  br label %22, !dbg !41

22:                                               ; preds = %13, %2
  %23 = phi float [ %21, %13 ], [ %11, %2 ], !dbg !42
  %24 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !43
  store float %23, ptr %24, align 4, !dbg !44, !tbaa !29
  ret void, !dbg !45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

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
!7 = !DIFile(filename: "a-barrier-divergence-017.cu", directory: ".")
!8 = !{ptr @a_syncwarp_partial_mask_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_syncwarp_partial_mask_ok", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 20, scope: !12)
!19 = !DILocation(line: 11, column: 44, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 12, column: 18, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 12, column: 31, scope: !12)
!26 = !DILocation(line: 12, column: 29, scope: !12)
!27 = !DILocation(line: 12, column: 42, scope: !12)
!28 = !DILocation(line: 13, column: 15, scope: !12)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 14, column: 14, scope: !12)
!34 = !DILocation(line: 14, column: 9, scope: !12)
!35 = !DILocation(line: 15, column: 16, scope: !12)
!36 = !DILocation(line: 186, column: 10, scope: !37, inlinedAt: !39)
!37 = distinct !DISubprogram(name: "__syncwarp", scope: !38, file: !38, line: 185, type: !13, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!38 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!39 = distinct !DILocation(line: 16, column: 9, scope: !12)
!40 = !DILocation(line: 17, column: 13, scope: !12)
!41 = !DILocation(line: 18, column: 5, scope: !12)
!42 = !DILocation(line: 0, scope: !12)
!43 = !DILocation(line: 19, column: 5, scope: !12)
!44 = !DILocation(line: 19, column: 12, scope: !12)
!45 = !DILocation(line: 20, column: 1, scope: !12)
