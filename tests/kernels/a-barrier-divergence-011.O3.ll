; ModuleID = 'a-barrier-divergence-011.cu'
source_filename = "a-barrier-divergence-011.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_smooth = dso_local addrspace(4) externally_initialized global i32 0, align 4
@_ZZ23a_constant_flag_sync_okE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_smooth to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_constant_flag_sync_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %6 = mul i32 %4, %5, !dbg !25
  %7 = add i32 %6, %3, !dbg !26
  %8 = zext i32 %7 to i64, !dbg !27
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !27
  %10 = load float, ptr %9, align 4, !dbg !27, !tbaa !28
  %11 = load i32, ptr addrspacecast (ptr addrspace(4) @c_smooth to ptr), align 4, !dbg !32, !tbaa !33
  %12 = icmp eq i32 %11, 0, !dbg !32
  br i1 %12, label %23, label %13, !dbg !32

13:                                               ; preds = %2
  %14 = zext nneg i32 %3 to i64, !dbg !35
  %15 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23a_constant_flag_sync_okE1s to ptr), i64 0, i64 %14, !dbg !35
  store float %10, ptr %15, align 4, !dbg !36, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %16 = add nuw nsw i32 %3, 1, !dbg !38
  %17 = and i32 %16, 255, !dbg !39
  %18 = zext nneg i32 %17 to i64, !dbg !40
  %19 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23a_constant_flag_sync_okE1s to ptr), i64 0, i64 %18, !dbg !40
  %20 = load float, ptr %19, align 4, !dbg !40, !tbaa !28
  %21 = fadd contract float %10, %20, !dbg !41
  %22 = fmul contract float %21, 5.000000e-01, !dbg !42
  br label %23, !dbg !43

23:                                               ; preds = %13, %2
  %24 = phi float [ %22, %13 ], [ %10, %2 ], !dbg !44
  %25 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !45
  store float %24, ptr %25, align 4, !dbg !46, !tbaa !28
  ret void, !dbg !47
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
!7 = !DIFile(filename: "a-barrier-divergence-011.cu", directory: ".")
!8 = !{ptr @a_constant_flag_sync_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_constant_flag_sync_ok", scope: !7, file: !7, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 15, column: 18, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 16, column: 18, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 16, column: 31, scope: !12)
!25 = !DILocation(line: 16, column: 29, scope: !12)
!26 = !DILocation(line: 16, column: 42, scope: !12)
!27 = !DILocation(line: 17, column: 15, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 18, column: 9, scope: !12)
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !30, i64 0}
!35 = !DILocation(line: 19, column: 9, scope: !12)
!36 = !DILocation(line: 19, column: 14, scope: !12)
!37 = !DILocation(line: 20, column: 9, scope: !12)
!38 = !DILocation(line: 21, column: 30, scope: !12)
!39 = !DILocation(line: 21, column: 35, scope: !12)
!40 = !DILocation(line: 21, column: 25, scope: !12)
!41 = !DILocation(line: 21, column: 23, scope: !12)
!42 = !DILocation(line: 21, column: 18, scope: !12)
!43 = !DILocation(line: 22, column: 5, scope: !12)
!44 = !DILocation(line: 0, scope: !12)
!45 = !DILocation(line: 23, column: 5, scope: !12)
!46 = !DILocation(line: 23, column: 12, scope: !12)
!47 = !DILocation(line: 24, column: 1, scope: !12)
