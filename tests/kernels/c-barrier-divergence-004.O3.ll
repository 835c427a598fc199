; ModuleID = 'c-barrier-divergence-004.cu'
source_filename = "c-barrier-divergence-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ25c_uniform_tiles_then_exitE1s = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @c_uniform_tiles_then_exit(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = icmp sgt i32 %2, 0, !dbg !19
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br i1 %6, label %8, label %15, !dbg !20

8:                                                ; preds = %4
  %9 = mul i32 %7, %2
  %10 = zext nneg i32 %5 to i64
  %11 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25c_uniform_tiles_then_exitE1s to ptr), i64 0, i64 %10
  %12 = sub nsw i32 63, %5
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25c_uniform_tiles_then_exitE1s to ptr), i64 0, i64 %13
  br label %20, !dbg !20

15:                                               ; preds = %20, %4
  %16 = phi float [ 0.000000e+00, %4 ], [ %30, %20 ], !dbg !21
  %17 = shl i32 %7, 6, !dbg !22
  %18 = add i32 %17, %5, !dbg !23
  %19 = icmp ult i32 %18, %3, !dbg !24
  br i1 %19, label %33, label %36, !dbg !25

20:                                               ; preds = %8, %20
  %21 = phi float [ 0.000000e+00, %8 ], [ %30, %20 ]
  %22 = phi i32 [ 0, %8 ], [ %31, %20 ]
  %23 = add i32 %22, %9, !dbg !26
  %24 = shl i32 %23, 6, !dbg !27
  %25 = add i32 %24, %5, !dbg !28
  %26 = zext i32 %25 to i64, !dbg !29
  %27 = getelementptr inbounds float, ptr %0, i64 %26, !dbg !29
  %28 = load float, ptr %27, align 4, !dbg !29, !tbaa !30
  store float %28, ptr %11, align 4, !dbg !34, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %29 = load float, ptr %14, align 4, !dbg !36, !tbaa !30
  %30 = fadd contract float %21, %29, !dbg !37
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %31 = add nuw nsw i32 %22, 1, !dbg !39
  %32 = icmp eq i32 %31, %2, !dbg !19
  br i1 %32, label %15, label %20, !dbg !20, !llvm.loop !40

33:                                               ; preds = %15
  %34 = zext i32 %18 to i64
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  store float %16, ptr %35, align 4, !dbg !43, !tbaa !30
  br label %36, !dbg !44

36:                                               ; preds = %15, %33
  ret void, !dbg !44
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
!7 = !DIFile(filename: "c-barrier-divergence-004.cu", directory: ".")
!8 = !{ptr @c_uniform_tiles_then_exit, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "c_uniform_tiles_then_exit", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 18, scope: !12)
!19 = !DILocation(line: 11, column: 23, scope: !12)
!20 = !DILocation(line: 11, column: 5, scope: !12)
!21 = !DILocation(line: 0, scope: !12)
!22 = !DILocation(line: 17, column: 29, scope: !12)
!23 = !DILocation(line: 17, column: 34, scope: !12)
!24 = !DILocation(line: 18, column: 11, scope: !12)
!25 = !DILocation(line: 18, column: 9, scope: !12)
!26 = !DILocation(line: 12, column: 40, scope: !12)
!27 = !DILocation(line: 12, column: 45, scope: !12)
!28 = !DILocation(line: 12, column: 50, scope: !12)
!29 = !DILocation(line: 12, column: 16, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 12, column: 14, scope: !12)
!35 = !DILocation(line: 13, column: 9, scope: !12)
!36 = !DILocation(line: 14, column: 16, scope: !12)
!37 = !DILocation(line: 14, column: 13, scope: !12)
!38 = !DILocation(line: 15, column: 9, scope: !12)
!39 = !DILocation(line: 11, column: 33, scope: !12)
!40 = distinct !{!40, !20, !41, !42}
!41 = !DILocation(line: 16, column: 5, scope: !12)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !DILocation(line: 20, column: 12, scope: !12)
!44 = !DILocation(line: 21, column: 1, scope: !12)
