; ModuleID = 'a-shared-race-009.cu'
source_filename = "a-shared-race-009.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ25a_reduce_warp_syncwarp_okE5sdata = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_reduce_warp_syncwarp_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %6 = mul i32 %4, %5, !dbg !25
  %7 = add i32 %6, %3, !dbg !26
  %8 = zext i32 %7 to i64, !dbg !27
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !27
  %10 = load float, ptr %9, align 4, !dbg !27, !tbaa !28
  %11 = zext nneg i32 %3 to i64, !dbg !32
  %12 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %11, !dbg !32
  store float %10, ptr %12, align 4, !dbg !33, !tbaa !28
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %13 = icmp ugt i32 %5, 65, !dbg !35
  br i1 %13, label %16, label %14, !dbg !36

14:                                               ; preds = %27, %2
  %15 = icmp ult i32 %3, 32, !dbg !37
  br i1 %15, label %29, label %61, !dbg !38

16:                                               ; preds = %2, %27
  %17 = phi i32 [ %18, %27 ], [ %5, %2 ]
  %18 = lshr i32 %17, 1, !dbg !39
  %19 = icmp ult i32 %3, %18, !dbg !40
  br i1 %19, label %20, label %27, !dbg !41

20:                                               ; preds = %16
  %21 = add nuw nsw i32 %18, %3
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %22
  %24 = load float, ptr %23, align 4, !dbg !42, !tbaa !28
  %25 = load float, ptr %12, align 4, !dbg !43, !tbaa !28
  %26 = fadd contract float %24, %25, !dbg !43
  store float %26, ptr %12, align 4, !dbg !43, !tbaa !28
  br label %27, !dbg !44

27:                                               ; preds = %20, %16
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  %28 = icmp ugt i32 %17, 131, !dbg !35
  br i1 %28, label %16, label %14, !dbg !36, !llvm.loop !46

29:                                               ; preds = %14
  %30 = load float, ptr %12, align 4, !dbg !49, !tbaa !28
  %31 = or disjoint i32 %3, 32, !dbg !50
  %32 = zext nneg i32 %31 to i64, !dbg !51
  %33 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %32, !dbg !51
  %34 = load float, ptr %33, align 4, !dbg !51, !tbaa !28
  %35 = fadd contract float %30, %34, !dbg !52
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !53
  store float %35, ptr %12, align 4, !dbg !57, !tbaa !28
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !58
  %36 = add nuw nsw i32 %3, 16, !dbg !60
  %37 = zext nneg i32 %36 to i64, !dbg !61
  %38 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %37, !dbg !61
  %39 = load float, ptr %38, align 4, !dbg !61, !tbaa !28
  %40 = fadd contract float %35, %39, !dbg !62
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !63
  store float %40, ptr %12, align 4, !dbg !65, !tbaa !28
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !66
  %41 = add nuw nsw i32 %3, 8, !dbg !68
  %42 = zext nneg i32 %41 to i64, !dbg !69
  %43 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %42, !dbg !69
  %44 = load float, ptr %43, align 4, !dbg !69, !tbaa !28
  %45 = fadd contract float %40, %44, !dbg !70
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !71
  store float %45, ptr %12, align 4, !dbg !73, !tbaa !28
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !74
  %46 = add nuw nsw i32 %3, 4, !dbg !76
  %47 = zext nneg i32 %46 to i64, !dbg !77
  %48 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %47, !dbg !77
  %49 = load float, ptr %48, align 4, !dbg !77, !tbaa !28
  %50 = fadd contract float %45, %49, !dbg !78
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !79
  store float %50, ptr %12, align 4, !dbg !81, !tbaa !28
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !82
  %51 = add nuw nsw i32 %3, 2, !dbg !84
  %52 = zext nneg i32 %51 to i64, !dbg !85
  %53 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %52, !dbg !85
  %54 = load float, ptr %53, align 4, !dbg !85, !tbaa !28
  %55 = fadd contract float %50, %54, !dbg !86
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !87
  store float %55, ptr %12, align 4, !dbg !89, !tbaa !28
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !90
  %56 = add nuw nsw i32 %3, 1, !dbg !92
  %57 = zext nneg i32 %56 to i64, !dbg !93
  %58 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %57, !dbg !93
  %59 = load float, ptr %58, align 4, !dbg !93, !tbaa !28
  %60 = fadd contract float %55, %59, !dbg !94
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !95
  store float %60, ptr %12, align 4, !dbg !97, !tbaa !28
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !98
  br label %61, !dbg !100

61:                                               ; preds = %29, %14
  %62 = icmp eq i32 %3, 0, !dbg !101
  br i1 %62, label %63, label %67, !dbg !102

63:                                               ; preds = %61
  %64 = zext nneg i32 %4 to i64
  %65 = getelementptr inbounds float, ptr %1, i64 %64
  %66 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), align 4, !dbg !103, !tbaa !28
  store float %66, ptr %65, align 4, !dbg !104, !tbaa !28
  br label %67, !dbg !105

67:                                               ; preds = %63, %61
  ret void, !dbg !106
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

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
!7 = !DIFile(filename: "a-shared-race-009.cu", directory: ".")
!8 = !{ptr @a_reduce_warp_syncwarp_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_reduce_warp_syncwarp_ok", scope: !7, file: !7, line: 15, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 18, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 19, column: 21, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 19, column: 34, scope: !12)
!25 = !DILocation(line: 19, column: 32, scope: !12)
!26 = !DILocation(line: 19, column: 45, scope: !12)
!27 = !DILocation(line: 19, column: 18, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 19, column: 5, scope: !12)
!33 = !DILocation(line: 19, column: 16, scope: !12)
!34 = !DILocation(line: 20, column: 5, scope: !12)
!35 = !DILocation(line: 21, column: 41, scope: !12)
!36 = !DILocation(line: 21, column: 5, scope: !12)
!37 = !DILocation(line: 26, column: 13, scope: !12)
!38 = !DILocation(line: 26, column: 9, scope: !12)
!39 = !DILocation(line: 21, scope: !12)
!40 = !DILocation(line: 22, column: 17, scope: !12)
!41 = !DILocation(line: 22, column: 13, scope: !12)
!42 = !DILocation(line: 23, column: 27, scope: !12)
!43 = !DILocation(line: 23, column: 24, scope: !12)
!44 = !DILocation(line: 23, column: 13, scope: !12)
!45 = !DILocation(line: 24, column: 9, scope: !12)
!46 = distinct !{!46, !36, !47, !48}
!47 = !DILocation(line: 25, column: 5, scope: !12)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 27, column: 19, scope: !12)
!50 = !DILocation(line: 28, column: 24, scope: !12)
!51 = !DILocation(line: 28, column: 14, scope: !12)
!52 = !DILocation(line: 28, column: 11, scope: !12)
!53 = !DILocation(line: 186, column: 10, scope: !54, inlinedAt: !56)
!54 = distinct !DISubprogram(name: "__syncwarp", scope: !55, file: !55, line: 185, type: !13, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!55 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!56 = distinct !DILocation(line: 28, column: 31, scope: !12)
!57 = !DILocation(line: 28, column: 56, scope: !12)
!58 = !DILocation(line: 186, column: 10, scope: !54, inlinedAt: !59)
!59 = distinct !DILocation(line: 28, column: 61, scope: !12)
!60 = !DILocation(line: 29, column: 24, scope: !12)
!61 = !DILocation(line: 29, column: 14, scope: !12)
!62 = !DILocation(line: 29, column: 11, scope: !12)
!63 = !DILocation(line: 186, column: 10, scope: !54, inlinedAt: !64)
!64 = distinct !DILocation(line: 29, column: 31, scope: !12)
!65 = !DILocation(line: 29, column: 56, scope: !12)
!66 = !DILocation(line: 186, column: 10, scope: !54, inlinedAt: !67)
!67 = distinct !DILocation(line: 29, column: 61, scope: !12)
!68 = !DILocation(line: 30, column: 24, scope: !12)
!69 = !DILocation(line: 30, column: 14, scope: !12)
!70 = !DILocation(line: 30, column: 11, scope: !12)
!71 = !DILocation(line: 186, column: 10, scope: !54, inlinedAt: !72)
!72 = distinct !DILocation(line: 30, column: 31, scope: !12)
!73 = !DILocation(line: 30, column: 56, scope: !12)
!74 = !DILocation(line: 186, column: 10, scope: !54, inlinedAt: !75)
!75 = distinct !DILocation(line: 30, column: 61, scope: !12)
!76 = !DILocation(line: 31, column: 24, scope: !12)
!77 = !DILocation(line: 31, column: 14, scope: !12)
!78 = !DILocation(line: 31, column: 11, scope: !12)
!79 = !DILocation(line: 186, column: 10, scope: !54, inlinedAt: !80)
!80 = distinct !DILocation(line: 31, column: 31, scope: !12)
!81 = !DILocation(line: 31, column: 56, scope: !12)
!82 = !DILocation(line: 186, column: 10, scope: !54, inlinedAt: !83)
!83 = distinct !DILocation(line: 31, column: 61, scope: !12)
!84 = !DILocation(line: 32, column: 24, scope: !12)
!85 = !DILocation(line: 32, column: 14, scope: !12)
!86 = !DILocation(line: 32, column: 11, scope: !12)
!87 = !DILocation(line: 186, column: 10, scope: !54, inlinedAt: !88)
!88 = distinct !DILocation(line: 32, column: 31, scope: !12)
!89 = !DILocation(line: 32, column: 56, scope: !12)
!90 = !DILocation(line: 186, column: 10, scope: !54, inlinedAt: !91)
!91 = distinct !DILocation(line: 32, column: 61, scope: !12)
!92 = !DILocation(line: 33, column: 24, scope: !12)
!93 = !DILocation(line: 33, column: 14, scope: !12)
!94 = !DILocation(line: 33, column: 11, scope: !12)
!95 = !DILocation(line: 186, column: 10, scope: !54, inlinedAt: !96)
!96 = distinct !DILocation(line: 33, column: 31, scope: !12)
!97 = !DILocation(line: 33, column: 56, scope: !12)
!98 = !DILocation(line: 186, column: 10, scope: !54, inlinedAt: !99)
!99 = distinct !DILocation(line: 33, column: 61, scope: !12)
!100 = !DILocation(line: 34, column: 5, scope: !12)
!101 = !DILocation(line: 35, column: 13, scope: !12)
!102 = !DILocation(line: 35, column: 9, scope: !12)
!103 = !DILocation(line: 36, column: 27, scope: !12)
!104 = !DILocation(line: 36, column: 25, scope: !12)
!105 = !DILocation(line: 36, column: 9, scope: !12)
!106 = !DILocation(line: 37, column: 1, scope: !12)
