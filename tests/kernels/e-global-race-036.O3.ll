; ModuleID = 'e-global-race-036.cu'
source_filename = "e-global-race-036.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @e_spmv_warp_row_all_lanes_race(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 !dbg !12 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %9 = mul i32 %7, %8, !dbg !22
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %11 = add i32 %9, %10, !dbg !26
  %12 = lshr i32 %11, 5, !dbg !27
  %13 = icmp slt i32 %12, %5, !dbg !28
  br i1 %13, label %14, label %51, !dbg !29

14:                                               ; preds = %6
  %15 = and i32 %10, 31, !dbg !30
  %16 = zext nneg i32 %12 to i64, !dbg !31
  %17 = getelementptr inbounds i32, ptr %0, i64 %16, !dbg !31
  %18 = load i32, ptr %17, align 4, !dbg !31, !tbaa !32
  %19 = add nsw i32 %18, %15, !dbg !36
  %20 = getelementptr inbounds i8, ptr %17, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !32
  %22 = icmp slt i32 %19, %21, !dbg !37
  br i1 %22, label %36, label %23, !dbg !38

23:                                               ; preds = %36, %14
  %24 = phi float [ 0.000000e+00, %14 ], [ %48, %36 ], !dbg !39
  %25 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %24, i32 16, i32 31), !dbg !40
  %26 = fadd contract float %24, %25, !dbg !44
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %26, i32 8, i32 31), !dbg !40
  %28 = fadd contract float %26, %27, !dbg !44
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %28, i32 4, i32 31), !dbg !40
  %30 = fadd contract float %28, %29, !dbg !44
  %31 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %30, i32 2, i32 31), !dbg !40
  %32 = fadd contract float %30, %31, !dbg !44
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %32, i32 1, i32 31), !dbg !40
  %34 = fadd contract float %32, %33, !dbg !44
  %35 = getelementptr inbounds float, ptr %4, i64 %16, !dbg !45
  store float %34, ptr %35, align 4, !dbg !46, !tbaa !47
  br label %51, !dbg !49

36:                                               ; preds = %14, %36
  %37 = phi i32 [ %49, %36 ], [ %19, %14 ]
  %38 = phi float [ %48, %36 ], [ 0.000000e+00, %14 ]
  %39 = sext i32 %37 to i64, !dbg !50
  %40 = getelementptr inbounds float, ptr %2, i64 %39, !dbg !50
  %41 = load float, ptr %40, align 4, !dbg !50, !tbaa !47
  %42 = getelementptr inbounds i32, ptr %1, i64 %39, !dbg !51
  %43 = load i32, ptr %42, align 4, !dbg !51, !tbaa !32
  %44 = sext i32 %43 to i64, !dbg !52
  %45 = getelementptr inbounds float, ptr %3, i64 %44, !dbg !52
  %46 = load float, ptr %45, align 4, !dbg !52, !tbaa !47
  %47 = fmul contract float %41, %46, !dbg !53
  %48 = fadd contract float %38, %47, !dbg !54
  %49 = add nsw i32 %37, 32, !dbg !55
  %50 = icmp slt i32 %49, %21, !dbg !37
  br i1 %50, label %36, label %23, !dbg !38, !llvm.loop !56

51:                                               ; preds = %6, %23
  ret void, !dbg !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

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
!7 = !DIFile(filename: "e-global-race-036.cu", directory: ".")
!8 = !{ptr @e_spmv_warp_row_all_lanes_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_spmv_warp_row_all_lanes_race", scope: !7, file: !7, line: 7, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 16, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 11, column: 29, scope: !12)
!22 = !DILocation(line: 11, column: 27, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 11, column: 42, scope: !12)
!26 = !DILocation(line: 11, column: 40, scope: !12)
!27 = !DILocation(line: 11, column: 55, scope: !12)
!28 = !DILocation(line: 13, column: 13, scope: !12)
!29 = !DILocation(line: 13, column: 9, scope: !12)
!30 = !DILocation(line: 12, column: 28, scope: !12)
!31 = !DILocation(line: 15, column: 18, scope: !12)
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 15, column: 30, scope: !12)
!37 = !DILocation(line: 15, column: 40, scope: !12)
!38 = !DILocation(line: 15, column: 5, scope: !12)
!39 = !DILocation(line: 0, scope: !12)
!40 = !DILocation(line: 181, column: 1, scope: !41, inlinedAt: !43)
!41 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !42, file: !42, line: 181, type: !13, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!43 = distinct !DILocation(line: 18, column: 16, scope: !12)
!44 = !DILocation(line: 18, column: 13, scope: !12)
!45 = !DILocation(line: 19, column: 5, scope: !12)
!46 = !DILocation(line: 19, column: 12, scope: !12)
!47 = !{!48, !48, i64 0}
!48 = !{!"float", !34, i64 0}
!49 = !DILocation(line: 20, column: 1, scope: !12)
!50 = !DILocation(line: 16, column: 16, scope: !12)
!51 = !DILocation(line: 16, column: 27, scope: !12)
!52 = !DILocation(line: 16, column: 25, scope: !12)
!53 = !DILocation(line: 16, column: 23, scope: !12)
!54 = !DILocation(line: 16, column: 13, scope: !12)
!55 = !DILocation(line: 15, column: 61, scope: !12)
!56 = distinct !{!56, !38, !57, !58}
!57 = !DILocation(line: 16, column: 33, scope: !12)
!58 = !{!"llvm.loop.mustprogress"}
