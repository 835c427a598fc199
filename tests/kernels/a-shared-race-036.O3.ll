; ModuleID = 'a-shared-race-036.cu'
source_filename = "a-shared-race-036.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ32a_named_bar_producer_consumer_okE3buf = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_named_bar_producer_consumer_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = and i32 %3, 31, !dbg !19
  %5 = icmp ult i32 %3, 32, !dbg !20
  br i1 %5, label %6, label %16, !dbg !21

6:                                                ; preds = %2
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %8 = shl i32 %7, 5, !dbg !25
  %9 = or disjoint i32 %8, %3, !dbg !26
  %10 = zext i32 %9 to i64, !dbg !27
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !27
  %12 = load float, ptr %11, align 4, !dbg !27, !tbaa !28
  %13 = fmul contract float %12, 2.000000e+00, !dbg !32
  %14 = zext nneg i32 %4 to i64, !dbg !33
  %15 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32a_named_bar_producer_consumer_okE3buf to ptr), i64 0, i64 %14, !dbg !33
  store float %13, ptr %15, align 4, !dbg !34, !tbaa !28
  tail call void asm sideeffect "barrier.arrive 1, 64;", "~{memory}"() #2, !dbg !35, !srcloc !36
  br label %26, !dbg !37

16:                                               ; preds = %2
  tail call void asm sideeffect "barrier.sync 1, 64;", "~{memory}"() #2, !dbg !38, !srcloc !39
  %17 = xor i32 %4, 31, !dbg !40
  %18 = zext nneg i32 %17 to i64, !dbg !41
  %19 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32a_named_bar_producer_consumer_okE3buf to ptr), i64 0, i64 %18, !dbg !41
  %20 = load float, ptr %19, align 4, !dbg !41, !tbaa !28
  %21 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !42
  %22 = shl i32 %21, 5, !dbg !44
  %23 = or disjoint i32 %22, %4, !dbg !45
  %24 = zext i32 %23 to i64, !dbg !46
  %25 = getelementptr inbounds float, ptr %1, i64 %24, !dbg !46
  store float %20, ptr %25, align 4, !dbg !47, !tbaa !28
  br label %26

26:                                               ; preds = %16, %6
  ret void, !dbg !48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind }

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
!7 = !DIFile(filename: "a-shared-race-036.cu", directory: ".")
!8 = !{ptr @a_named_bar_producer_consumer_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_named_bar_producer_consumer_ok", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 20, scope: !12)
!19 = !DILocation(line: 16, column: 44, scope: !12)
!20 = !DILocation(line: 17, column: 13, scope: !12)
!21 = !DILocation(line: 17, column: 9, scope: !12)
!22 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 18, column: 31, scope: !12)
!25 = !DILocation(line: 18, column: 42, scope: !12)
!26 = !DILocation(line: 18, column: 47, scope: !12)
!27 = !DILocation(line: 18, column: 28, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 18, column: 26, scope: !12)
!33 = !DILocation(line: 18, column: 9, scope: !12)
!34 = !DILocation(line: 18, column: 19, scope: !12)
!35 = !DILocation(line: 19, column: 9, scope: !12)
!36 = !{i64 1101}
!37 = !DILocation(line: 20, column: 5, scope: !12)
!38 = !DILocation(line: 21, column: 9, scope: !12)
!39 = !{i64 1234}
!40 = !DILocation(line: 22, column: 46, scope: !12)
!41 = !DILocation(line: 22, column: 39, scope: !12)
!42 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !43)
!43 = distinct !DILocation(line: 22, column: 13, scope: !12)
!44 = !DILocation(line: 22, column: 24, scope: !12)
!45 = !DILocation(line: 22, column: 29, scope: !12)
!46 = !DILocation(line: 22, column: 9, scope: !12)
!47 = !DILocation(line: 22, column: 37, scope: !12)
!48 = !DILocation(line: 24, column: 1, scope: !12)
