; ModuleID = 'd-shared-race-001.cu'
source_filename = "d-shared-race-001.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21d_mbarrier_handoff_okE3bar = internal addrspace(3) global i64 undef, align 8
@_ZZ21d_mbarrier_handoff_okE3buf = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @d_mbarrier_handoff_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = and i32 %3, 31, !dbg !19
  %5 = icmp eq i32 %3, 0, !dbg !20
  br i1 %5, label %6, label %7, !dbg !21

6:                                                ; preds = %2
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ21d_mbarrier_handoff_okE3bar to i32), i32 64) #3, !dbg !22, !srcloc !23
  br label %7, !dbg !22

7:                                                ; preds = %6, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !24
  %8 = icmp ult i32 %3, 32, !dbg !25
  br i1 %8, label %9, label %19, !dbg !26

9:                                                ; preds = %7
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %11 = shl i32 %10, 5, !dbg !30
  %12 = or disjoint i32 %11, %3, !dbg !31
  %13 = zext i32 %12 to i64, !dbg !32
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !32
  %15 = load float, ptr %14, align 4, !dbg !32, !tbaa !33
  %16 = fmul contract float %15, 2.000000e+00, !dbg !37
  %17 = zext nneg i32 %4 to i64, !dbg !38
  %18 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21d_mbarrier_handoff_okE3buf to ptr), i64 0, i64 %17, !dbg !38
  store float %16, ptr %18, align 4, !dbg !39, !tbaa !33
  tail call void asm sideeffect "{ .reg .b64 st; mbarrier.arrive.shared.b64 st, [$0]; }", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ21d_mbarrier_handoff_okE3bar to i32)) #3, !dbg !40, !srcloc !41
  br label %29, !dbg !42

19:                                               ; preds = %7
  tail call void asm sideeffect "{ .reg .b64 st; mbarrier.arrive.shared.b64 st, [$0]; }", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ21d_mbarrier_handoff_okE3bar to i32)) #3, !dbg !43, !srcloc !44
  tail call void asm sideeffect "{ .reg .pred p;\0AWAIT_FULL:\0A  mbarrier.test_wait.parity.shared.b64 p, [$0], 0;\0A  @!p bra WAIT_FULL;\0A}", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ21d_mbarrier_handoff_okE3bar to i32)) #3, !dbg !45, !srcloc !46
  %20 = xor i32 %4, 31, !dbg !47
  %21 = zext nneg i32 %20 to i64, !dbg !48
  %22 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21d_mbarrier_handoff_okE3buf to ptr), i64 0, i64 %21, !dbg !48
  %23 = load float, ptr %22, align 4, !dbg !48, !tbaa !33
  %24 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !49
  %25 = shl i32 %24, 5, !dbg !51
  %26 = or disjoint i32 %25, %4, !dbg !52
  %27 = zext i32 %26 to i64, !dbg !53
  %28 = getelementptr inbounds float, ptr %1, i64 %27, !dbg !53
  store float %23, ptr %28, align 4, !dbg !54, !tbaa !33
  br label %29

29:                                               ; preds = %19, %9
  ret void, !dbg !55
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

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
!7 = !DIFile(filename: "d-shared-race-001.cu", directory: ".")
!8 = !{ptr @d_mbarrier_handoff_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "d_mbarrier_handoff_ok", scope: !7, file: !7, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 20, scope: !12)
!19 = !DILocation(line: 16, column: 44, scope: !12)
!20 = !DILocation(line: 18, column: 13, scope: !12)
!21 = !DILocation(line: 18, column: 9, scope: !12)
!22 = !DILocation(line: 19, column: 9, scope: !12)
!23 = !{i64 879}
!24 = !DILocation(line: 20, column: 5, scope: !12)
!25 = !DILocation(line: 21, column: 13, scope: !12)
!26 = !DILocation(line: 21, column: 9, scope: !12)
!27 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!29 = distinct !DILocation(line: 22, column: 31, scope: !12)
!30 = !DILocation(line: 22, column: 42, scope: !12)
!31 = !DILocation(line: 22, column: 47, scope: !12)
!32 = !DILocation(line: 22, column: 28, scope: !12)
!33 = !{!34, !34, i64 0}
!34 = !{!"float", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C++ TBAA"}
!37 = !DILocation(line: 22, column: 26, scope: !12)
!38 = !DILocation(line: 22, column: 9, scope: !12)
!39 = !DILocation(line: 22, column: 19, scope: !12)
!40 = !DILocation(line: 23, column: 9, scope: !12)
!41 = !{i64 1064}
!42 = !DILocation(line: 24, column: 5, scope: !12)
!43 = !DILocation(line: 25, column: 9, scope: !12)
!44 = !{i64 1177}
!45 = !DILocation(line: 26, column: 9, scope: !12)
!46 = !{i64 1277, i64 1319, i64 1355, i64 1431, i64 1477}
!47 = !DILocation(line: 31, column: 46, scope: !12)
!48 = !DILocation(line: 31, column: 39, scope: !12)
!49 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !50)
!50 = distinct !DILocation(line: 31, column: 13, scope: !12)
!51 = !DILocation(line: 31, column: 24, scope: !12)
!52 = !DILocation(line: 31, column: 29, scope: !12)
!53 = !DILocation(line: 31, column: 9, scope: !12)
!54 = !DILocation(line: 31, column: 37, scope: !12)
!55 = !DILocation(line: 33, column: 1, scope: !12)
