; ModuleID = 'b-shared-race-003.cu'
source_filename = "b-shared-race-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20b_transpose16_paddedE4tile = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_transpose16_padded(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !15
  %4 = shl i32 %3, 4, !dbg !19
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !23
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !26
  %8 = shl nuw nsw i32 %7, 4, !dbg !29
  %9 = add nuw nsw i32 %8, %6, !dbg !30
  %10 = mul i32 %9, %4, !dbg !31
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !32
  %12 = shl i32 %11, 4, !dbg !35
  %13 = add i32 %12, %5, !dbg !36
  %14 = add i32 %13, %10, !dbg !37
  %15 = zext i32 %14 to i64, !dbg !38
  %16 = getelementptr inbounds float, ptr %1, i64 %15, !dbg !38
  %17 = load float, ptr %16, align 4, !dbg !38, !tbaa !39
  %18 = zext nneg i32 %6 to i64, !dbg !43
  %19 = zext nneg i32 %5 to i64, !dbg !43
  %20 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_transpose16_paddedE4tile to ptr), i64 0, i64 %18, i64 %19, !dbg !43
  store float %17, ptr %20, align 4, !dbg !44, !tbaa !39
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  %21 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_transpose16_paddedE4tile to ptr), i64 0, i64 %19, i64 %18, !dbg !46
  %22 = load float, ptr %21, align 4, !dbg !46, !tbaa !39
  %23 = add i32 %12, %6, !dbg !47
  %24 = mul i32 %23, %4, !dbg !48
  %25 = add nuw nsw i32 %8, %5, !dbg !49
  %26 = add i32 %25, %24, !dbg !50
  %27 = zext i32 %26 to i64, !dbg !51
  %28 = getelementptr inbounds float, ptr %0, i64 %27, !dbg !51
  store float %22, ptr %28, align 4, !dbg !52, !tbaa !39
  ret void, !dbg !53
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

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
!7 = !DIFile(filename: "b-shared-race-003.cu", directory: ".")
!8 = !{ptr @b_transpose16_padded, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_transpose16_padded", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 92, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 17, scope: !12)
!19 = !DILocation(line: 11, column: 27, scope: !12)
!20 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 12, column: 14, scope: !12)
!23 = !DILocation(line: 54, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 12, column: 32, scope: !12)
!26 = !DILocation(line: 67, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = distinct !DILocation(line: 13, column: 24, scope: !12)
!29 = !DILocation(line: 13, column: 35, scope: !12)
!30 = !DILocation(line: 13, column: 39, scope: !12)
!31 = !DILocation(line: 13, column: 45, scope: !12)
!32 = !DILocation(line: 66, column: 3, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!34 = distinct !DILocation(line: 13, column: 55, scope: !12)
!35 = !DILocation(line: 13, column: 66, scope: !12)
!36 = !DILocation(line: 13, column: 53, scope: !12)
!37 = !DILocation(line: 13, column: 70, scope: !12)
!38 = !DILocation(line: 13, column: 20, scope: !12)
!39 = !{!40, !40, i64 0}
!40 = !{!"float", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C++ TBAA"}
!43 = !DILocation(line: 13, column: 5, scope: !12)
!44 = !DILocation(line: 13, column: 18, scope: !12)
!45 = !DILocation(line: 14, column: 5, scope: !12)
!46 = !DILocation(line: 15, column: 64, scope: !12)
!47 = !DILocation(line: 15, column: 25, scope: !12)
!48 = !DILocation(line: 15, column: 31, scope: !12)
!49 = !DILocation(line: 15, column: 39, scope: !12)
!50 = !DILocation(line: 15, column: 56, scope: !12)
!51 = !DILocation(line: 15, column: 5, scope: !12)
!52 = !DILocation(line: 15, column: 62, scope: !12)
!53 = !DILocation(line: 16, column: 1, scope: !12)
