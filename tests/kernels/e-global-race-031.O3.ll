; ModuleID = 'e-global-race-031.cu'
source_filename = "e-global-race-031.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16e_reduce_shfl_okE9warp_sums = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @e_reduce_shfl_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %6 = mul i32 %4, %5, !dbg !22
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %8 = add i32 %6, %7, !dbg !26
  %9 = icmp slt i32 %8, %2, !dbg !27
  br i1 %9, label %10, label %13, !dbg !28

10:                                               ; preds = %3
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %5, %11
  br label %26, !dbg !28

13:                                               ; preds = %26, %3
  %14 = phi float [ 0.000000e+00, %3 ], [ %32, %26 ], !dbg !29
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %14, i32 16, i32 31), !dbg !30
  %16 = fadd contract float %14, %15, !dbg !34
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %16, i32 8, i32 31), !dbg !30
  %18 = fadd contract float %16, %17, !dbg !34
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %18, i32 4, i32 31), !dbg !30
  %20 = fadd contract float %18, %19, !dbg !34
  %21 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %20, i32 2, i32 31), !dbg !30
  %22 = fadd contract float %20, %21, !dbg !34
  %23 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %22, i32 1, i32 31), !dbg !30
  %24 = and i32 %7, 31, !dbg !35
  %25 = icmp eq i32 %24, 0, !dbg !36
  br i1 %25, label %35, label %40, !dbg !37

26:                                               ; preds = %10, %26
  %27 = phi float [ 0.000000e+00, %10 ], [ %32, %26 ]
  %28 = phi i32 [ %8, %10 ], [ %33, %26 ]
  %29 = sext i32 %28 to i64, !dbg !38
  %30 = getelementptr inbounds float, ptr %0, i64 %29, !dbg !38
  %31 = load float, ptr %30, align 4, !dbg !38, !tbaa !39
  %32 = fadd contract float %27, %31, !dbg !43
  %33 = add i32 %28, %12, !dbg !44
  %34 = icmp slt i32 %33, %2, !dbg !27
  br i1 %34, label %26, label %13, !dbg !28, !llvm.loop !45

35:                                               ; preds = %13
  %36 = fadd contract float %22, %23, !dbg !34
  %37 = lshr exact i32 %7, 5
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16e_reduce_shfl_okE9warp_sums to ptr), i64 0, i64 %38
  store float %36, ptr %39, align 4, !dbg !48, !tbaa !39
  br label %40, !dbg !49

40:                                               ; preds = %35, %13
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %41 = icmp ult i32 %7, 32, !dbg !51
  br i1 %41, label %42, label %64, !dbg !52

42:                                               ; preds = %40
  %43 = lshr i32 %5, 5, !dbg !53
  %44 = icmp ult i32 %24, %43, !dbg !54
  br i1 %44, label %45, label %49, !dbg !55

45:                                               ; preds = %42
  %46 = zext nneg i32 %24 to i64
  %47 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16e_reduce_shfl_okE9warp_sums to ptr), i64 0, i64 %46
  %48 = load float, ptr %47, align 4, !dbg !56, !tbaa !39
  br label %49, !dbg !55

49:                                               ; preds = %42, %45
  %50 = phi contract float [ %48, %45 ], [ 0.000000e+00, %42 ], !dbg !55
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %50, i32 16, i32 31), !dbg !57
  %52 = fadd contract float %50, %51, !dbg !59
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %52, i32 8, i32 31), !dbg !57
  %54 = fadd contract float %52, %53, !dbg !59
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %54, i32 4, i32 31), !dbg !57
  %56 = fadd contract float %54, %55, !dbg !59
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %56, i32 2, i32 31), !dbg !57
  %58 = fadd contract float %56, %57, !dbg !59
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %58, i32 1, i32 31), !dbg !57
  br i1 %25, label %60, label %64, !dbg !60

60:                                               ; preds = %49
  %61 = fadd contract float %58, %59, !dbg !59
  %62 = zext nneg i32 %4 to i64
  %63 = getelementptr inbounds float, ptr %1, i64 %62
  store float %61, ptr %63, align 4, !dbg !61, !tbaa !39
  br label %64, !dbg !62

64:                                               ; preds = %49, %60, %40
  ret void, !dbg !63
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

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
!7 = !DIFile(filename: "e-global-race-031.cu", directory: ".")
!8 = !{ptr @e_reduce_shfl_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_reduce_shfl_ok", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 10, column: 31, scope: !12)
!22 = !DILocation(line: 10, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 10, column: 44, scope: !12)
!26 = !DILocation(line: 10, column: 42, scope: !12)
!27 = !DILocation(line: 10, column: 59, scope: !12)
!28 = !DILocation(line: 10, column: 5, scope: !12)
!29 = !DILocation(line: 0, scope: !12)
!30 = !DILocation(line: 179, column: 1, scope: !31, inlinedAt: !33)
!31 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !32, file: !32, line: 179, type: !13, scopeLine: 179, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!32 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!33 = distinct !DILocation(line: 13, column: 14, scope: !12)
!34 = !DILocation(line: 13, column: 11, scope: !12)
!35 = !DILocation(line: 14, column: 28, scope: !12)
!36 = !DILocation(line: 15, column: 14, scope: !12)
!37 = !DILocation(line: 15, column: 9, scope: !12)
!38 = !DILocation(line: 11, column: 14, scope: !12)
!39 = !{!40, !40, i64 0}
!40 = !{!"float", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C++ TBAA"}
!43 = !DILocation(line: 11, column: 11, scope: !12)
!44 = !DILocation(line: 10, column: 66, scope: !12)
!45 = distinct !{!45, !28, !46, !47}
!46 = !DILocation(line: 11, column: 18, scope: !12)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 15, column: 36, scope: !12)
!49 = !DILocation(line: 15, column: 20, scope: !12)
!50 = !DILocation(line: 16, column: 5, scope: !12)
!51 = !DILocation(line: 17, column: 14, scope: !12)
!52 = !DILocation(line: 17, column: 9, scope: !12)
!53 = !DILocation(line: 18, column: 31, scope: !12)
!54 = !DILocation(line: 18, column: 18, scope: !12)
!55 = !DILocation(line: 18, column: 13, scope: !12)
!56 = !DILocation(line: 18, column: 38, scope: !12)
!57 = !DILocation(line: 179, column: 1, scope: !31, inlinedAt: !58)
!58 = distinct !DILocation(line: 20, column: 18, scope: !12)
!59 = !DILocation(line: 20, column: 15, scope: !12)
!60 = !DILocation(line: 21, column: 13, scope: !12)
!61 = !DILocation(line: 21, column: 40, scope: !12)
!62 = !DILocation(line: 21, column: 24, scope: !12)
!63 = !DILocation(line: 23, column: 1, scope: !12)
