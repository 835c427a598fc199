; ModuleID = 'a-shared-race-054.cu'
source_filename = "a-shared-race-054.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ22a_gridstride_reduce_okE5sdata = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_gridstride_reduce_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %7 = mul i32 %5, %6, !dbg !25
  %8 = add i32 %7, %4, !dbg !26
  %9 = icmp ult i32 %8, %2, !dbg !27
  br i1 %9, label %10, label %13, !dbg !28

10:                                               ; preds = %3
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %6, %11
  br label %18, !dbg !28

13:                                               ; preds = %18, %3
  %14 = phi float [ 0.000000e+00, %3 ], [ %24, %18 ], !dbg !29
  %15 = zext nneg i32 %4 to i64, !dbg !30
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22a_gridstride_reduce_okE5sdata to ptr), i64 0, i64 %15, !dbg !30
  store float %14, ptr %16, align 4, !dbg !31, !tbaa !32
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %17 = icmp ult i32 %6, 2, !dbg !37
  br i1 %17, label %27, label %29, !dbg !38

18:                                               ; preds = %10, %18
  %19 = phi i32 [ %8, %10 ], [ %25, %18 ]
  %20 = phi float [ 0.000000e+00, %10 ], [ %24, %18 ]
  %21 = zext i32 %19 to i64, !dbg !39
  %22 = getelementptr inbounds float, ptr %0, i64 %21, !dbg !39
  %23 = load float, ptr %22, align 4, !dbg !39, !tbaa !32
  %24 = fadd contract float %20, %23, !dbg !40
  %25 = add i32 %19, %12, !dbg !41
  %26 = icmp ult i32 %25, %2, !dbg !27
  br i1 %26, label %18, label %13, !dbg !28, !llvm.loop !42

27:                                               ; preds = %40, %13
  %28 = icmp eq i32 %4, 0, !dbg !45
  br i1 %28, label %42, label %46, !dbg !46

29:                                               ; preds = %13, %40
  %30 = phi i32 [ %31, %40 ], [ %6, %13 ]
  %31 = lshr i32 %30, 1, !dbg !47
  %32 = icmp ult i32 %4, %31, !dbg !48
  br i1 %32, label %33, label %40, !dbg !49

33:                                               ; preds = %29
  %34 = add nuw nsw i32 %31, %4
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22a_gridstride_reduce_okE5sdata to ptr), i64 0, i64 %35
  %37 = load float, ptr %36, align 4, !dbg !50, !tbaa !32
  %38 = load float, ptr %16, align 4, !dbg !51, !tbaa !32
  %39 = fadd contract float %37, %38, !dbg !51
  store float %39, ptr %16, align 4, !dbg !51, !tbaa !32
  br label %40, !dbg !52

40:                                               ; preds = %33, %29
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %41 = icmp ult i32 %30, 4, !dbg !37
  br i1 %41, label %27, label %29, !dbg !38, !llvm.loop !54

42:                                               ; preds = %27
  %43 = zext nneg i32 %5 to i64
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ22a_gridstride_reduce_okE5sdata to ptr), align 4, !dbg !56, !tbaa !32
  store float %45, ptr %44, align 4, !dbg !57, !tbaa !32
  br label %46, !dbg !58

46:                                               ; preds = %42, %27
  ret void, !dbg !59
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!7 = !DIFile(filename: "a-shared-race-054.cu", directory: ".")
!8 = !{ptr @a_gridstride_reduce_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_gridstride_reduce_ok", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 15, column: 23, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 15, column: 36, scope: !12)
!25 = !DILocation(line: 15, column: 34, scope: !12)
!26 = !DILocation(line: 15, column: 47, scope: !12)
!27 = !DILocation(line: 15, column: 56, scope: !12)
!28 = !DILocation(line: 15, column: 5, scope: !12)
!29 = !DILocation(line: 0, scope: !12)
!30 = !DILocation(line: 17, column: 5, scope: !12)
!31 = !DILocation(line: 17, column: 16, scope: !12)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 18, column: 5, scope: !12)
!37 = !DILocation(line: 19, column: 41, scope: !12)
!38 = !DILocation(line: 19, column: 5, scope: !12)
!39 = !DILocation(line: 16, column: 16, scope: !12)
!40 = !DILocation(line: 16, column: 13, scope: !12)
!41 = !DILocation(line: 15, column: 63, scope: !12)
!42 = distinct !{!42, !28, !43, !44}
!43 = !DILocation(line: 16, column: 20, scope: !12)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 24, column: 13, scope: !12)
!46 = !DILocation(line: 24, column: 9, scope: !12)
!47 = !DILocation(line: 19, scope: !12)
!48 = !DILocation(line: 20, column: 17, scope: !12)
!49 = !DILocation(line: 20, column: 13, scope: !12)
!50 = !DILocation(line: 21, column: 27, scope: !12)
!51 = !DILocation(line: 21, column: 24, scope: !12)
!52 = !DILocation(line: 21, column: 13, scope: !12)
!53 = !DILocation(line: 22, column: 9, scope: !12)
!54 = distinct !{!54, !38, !55, !44}
!55 = !DILocation(line: 23, column: 5, scope: !12)
!56 = !DILocation(line: 25, column: 27, scope: !12)
!57 = !DILocation(line: 25, column: 25, scope: !12)
!58 = !DILocation(line: 25, column: 9, scope: !12)
!59 = !DILocation(line: 26, column: 1, scope: !12)
