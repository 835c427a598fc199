; ModuleID = 'a-barrier-divergence-031.cu'
source_filename = "a-barrier-divergence-031.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19a_row0_sync_2d_1rowE3hdr = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_row0_sync_2d_1row(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !19
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !25
  %7 = mul i32 %5, %6, !dbg !28
  %8 = add i32 %7, %4, !dbg !29
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !30
  %10 = mul i32 %8, %9, !dbg !33
  %11 = add i32 %10, %3, !dbg !34
  %12 = zext i32 %11 to i64, !dbg !35
  %13 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !35
  %14 = load float, ptr %13, align 4, !dbg !35, !tbaa !36
  %15 = icmp eq i32 %4, 0, !dbg !40
  br i1 %15, label %16, label %24, !dbg !41

16:                                               ; preds = %2
  %17 = sub nsw i32 31, %3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_row0_sync_2d_1rowE3hdr to ptr), i64 0, i64 %18
  %20 = zext nneg i32 %3 to i64
  %21 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_row0_sync_2d_1rowE3hdr to ptr), i64 0, i64 %20
  store float %14, ptr %21, align 4, !dbg !42, !tbaa !36
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %22 = load float, ptr %19, align 4, !dbg !44, !tbaa !36
  %23 = fadd contract float %14, %22, !dbg !45
  br label %24, !dbg !46

24:                                               ; preds = %16, %2
  %25 = phi float [ %23, %16 ], [ %14, %2 ], !dbg !47
  %26 = getelementptr inbounds float, ptr %1, i64 %12, !dbg !48
  store float %25, ptr %26, align 4, !dbg !49, !tbaa !36
  ret void, !dbg !50
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
!7 = !DIFile(filename: "a-barrier-divergence-031.cu", directory: ".")
!8 = !{ptr @a_row0_sync_2d_1row, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_row0_sync_2d_1row", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 19, scope: !12)
!19 = !DILocation(line: 54, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 11, column: 37, scope: !12)
!22 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 12, column: 19, scope: !12)
!25 = !DILocation(line: 80, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!27 = distinct !DILocation(line: 12, column: 32, scope: !12)
!28 = !DILocation(line: 12, column: 30, scope: !12)
!29 = !DILocation(line: 12, column: 43, scope: !12)
!30 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = distinct !DILocation(line: 12, column: 51, scope: !12)
!33 = !DILocation(line: 12, column: 49, scope: !12)
!34 = !DILocation(line: 12, column: 62, scope: !12)
!35 = !DILocation(line: 13, column: 15, scope: !12)
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C++ TBAA"}
!40 = !DILocation(line: 14, column: 12, scope: !12)
!41 = !DILocation(line: 14, column: 9, scope: !12)
!42 = !DILocation(line: 15, column: 17, scope: !12)
!43 = !DILocation(line: 16, column: 9, scope: !12)
!44 = !DILocation(line: 17, column: 14, scope: !12)
!45 = !DILocation(line: 17, column: 11, scope: !12)
!46 = !DILocation(line: 18, column: 5, scope: !12)
!47 = !DILocation(line: 0, scope: !12)
!48 = !DILocation(line: 19, column: 5, scope: !12)
!49 = !DILocation(line: 19, column: 12, scope: !12)
!50 = !DILocation(line: 20, column: 1, scope: !12)
