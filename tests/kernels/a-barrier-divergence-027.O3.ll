; ModuleID = 'a-barrier-divergence-027.cu'
source_filename = "a-barrier-divergence-027.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ30a_named_bar_elected_arrive_divE3buf = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_named_bar_elected_arrive_div(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = and i32 %3, 31, !dbg !19
  %5 = icmp ult i32 %3, 32, !dbg !20
  br i1 %5, label %6, label %18, !dbg !21

6:                                                ; preds = %2
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %8 = shl i32 %7, 5, !dbg !25
  %9 = or disjoint i32 %8, %3, !dbg !26
  %10 = zext i32 %9 to i64, !dbg !27
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !27
  %12 = load float, ptr %11, align 4, !dbg !27, !tbaa !28
  %13 = fmul contract float %12, 2.000000e+00, !dbg !32
  %14 = zext nneg i32 %4 to i64, !dbg !33
  %15 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30a_named_bar_elected_arrive_divE3buf to ptr), i64 0, i64 %14, !dbg !33
  store float %13, ptr %15, align 4, !dbg !34, !tbaa !28
  %16 = icmp eq i32 %4, 0, !dbg !35
  br i1 %16, label %17, label %28, !dbg !36

17:                                               ; preds = %6
  tail call void asm sideeffect "bar.arrive 1, 64;", "~{memory}"() #2, !dbg !37, !srcloc !38
  br label %28, !dbg !37

18:                                               ; preds = %2
  tail call void asm sideeffect "bar.sync 1, 64;", "~{memory}"() #2, !dbg !39, !srcloc !40
  %19 = xor i32 %4, 31, !dbg !41
  %20 = zext nneg i32 %19 to i64, !dbg !42
  %21 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30a_named_bar_elected_arrive_divE3buf to ptr), i64 0, i64 %20, !dbg !42
  %22 = load float, ptr %21, align 4, !dbg !42, !tbaa !28
  %23 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !43
  %24 = shl i32 %23, 5, !dbg !45
  %25 = or disjoint i32 %24, %4, !dbg !46
  %26 = zext i32 %25 to i64, !dbg !47
  %27 = getelementptr inbounds float, ptr %1, i64 %26, !dbg !47
  store float %22, ptr %27, align 4, !dbg !48, !tbaa !28
  br label %28

28:                                               ; preds = %6, %17, %18
  ret void, !dbg !49
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
!7 = !DIFile(filename: "a-barrier-divergence-027.cu", directory: ".")
!8 = !{ptr @a_named_bar_elected_arrive_div, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_named_bar_elected_arrive_div", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 20, scope: !12)
!19 = !DILocation(line: 12, column: 44, scope: !12)
!20 = !DILocation(line: 13, column: 13, scope: !12)
!21 = !DILocation(line: 13, column: 9, scope: !12)
!22 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 14, column: 31, scope: !12)
!25 = !DILocation(line: 14, column: 42, scope: !12)
!26 = !DILocation(line: 14, column: 47, scope: !12)
!27 = !DILocation(line: 14, column: 28, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 14, column: 26, scope: !12)
!33 = !DILocation(line: 14, column: 9, scope: !12)
!34 = !DILocation(line: 14, column: 19, scope: !12)
!35 = !DILocation(line: 15, column: 18, scope: !12)
!36 = !DILocation(line: 15, column: 13, scope: !12)
!37 = !DILocation(line: 16, column: 13, scope: !12)
!38 = !{i64 821}
!39 = !DILocation(line: 18, column: 9, scope: !12)
!40 = !{i64 918}
!41 = !DILocation(line: 19, column: 46, scope: !12)
!42 = !DILocation(line: 19, column: 39, scope: !12)
!43 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !44)
!44 = distinct !DILocation(line: 19, column: 13, scope: !12)
!45 = !DILocation(line: 19, column: 24, scope: !12)
!46 = !DILocation(line: 19, column: 29, scope: !12)
!47 = !DILocation(line: 19, column: 9, scope: !12)
!48 = !DILocation(line: 19, column: 37, scope: !12)
!49 = !DILocation(line: 21, column: 1, scope: !12)
