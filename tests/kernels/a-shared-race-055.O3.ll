; ModuleID = 'a-shared-race-055.cu'
source_filename = "a-shared-race-055.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ26a_warp_partial_syncwarp_okE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_warp_partial_syncwarp_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = and i32 %3, 16, !dbg !19
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %7 = mul i32 %5, %6, !dbg !26
  %8 = add i32 %7, %3, !dbg !27
  %9 = icmp eq i32 %4, 0, !dbg !28
  br i1 %9, label %12, label %10, !dbg !29

10:                                               ; preds = %2
  %11 = zext i32 %8 to i64, !dbg !30
  br label %22, !dbg !29

12:                                               ; preds = %2
  %13 = xor i32 %3, 1
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ26a_warp_partial_syncwarp_okE1s to ptr), i64 0, i64 %14
  %16 = zext nneg i32 %3 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ26a_warp_partial_syncwarp_okE1s to ptr), i64 0, i64 %16
  %18 = zext i32 %8 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !dbg !31, !tbaa !32
  store float %20, ptr %17, align 4, !dbg !36, !tbaa !32
  tail call void @llvm.nvvm.bar.warp.sync(i32 65535), !dbg !37
  %21 = load float, ptr %15, align 4, !dbg !41, !tbaa !32
  br label %22, !dbg !42

22:                                               ; preds = %10, %12
  %23 = phi i64 [ %11, %10 ], [ %18, %12 ], !dbg !30
  %24 = phi float [ 0.000000e+00, %10 ], [ %21, %12 ], !dbg !43
  %25 = getelementptr inbounds float, ptr %1, i64 %23, !dbg !30
  store float %24, ptr %25, align 4, !dbg !44, !tbaa !32
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
!7 = !DIFile(filename: "a-shared-race-055.cu", directory: ".")
!8 = !{ptr @a_warp_partial_syncwarp_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_warp_partial_syncwarp_ok", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 20, scope: !12)
!19 = !DILocation(line: 13, column: 44, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 14, column: 18, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 14, column: 31, scope: !12)
!26 = !DILocation(line: 14, column: 29, scope: !12)
!27 = !DILocation(line: 14, column: 42, scope: !12)
!28 = !DILocation(line: 16, column: 14, scope: !12)
!29 = !DILocation(line: 16, column: 9, scope: !12)
!30 = !DILocation(line: 21, column: 5, scope: !12)
!31 = !DILocation(line: 17, column: 18, scope: !12)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 17, column: 16, scope: !12)
!37 = !DILocation(line: 186, column: 10, scope: !38, inlinedAt: !40)
!38 = distinct !DISubprogram(name: "__syncwarp", scope: !39, file: !39, line: 185, type: !13, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!39 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!40 = distinct !DILocation(line: 18, column: 9, scope: !12)
!41 = !DILocation(line: 19, column: 13, scope: !12)
!42 = !DILocation(line: 20, column: 5, scope: !12)
!43 = !DILocation(line: 0, scope: !12)
!44 = !DILocation(line: 21, column: 12, scope: !12)
!45 = !DILocation(line: 22, column: 1, scope: !12)
