; ModuleID = 'a-shared-race-018.cu'
source_filename = "a-shared-race-018.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ27a_block_reduce_broadcast_okE7partial = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_block_reduce_broadcast_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %6 = mul i32 %4, %5, !dbg !25
  %7 = add i32 %6, %3, !dbg !26
  %8 = zext i32 %7 to i64, !dbg !27
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !27
  %10 = load float, ptr %9, align 4, !dbg !27, !tbaa !28
  %11 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %10, i32 16, i32 31), !dbg !32
  %12 = fadd contract float %10, %11, !dbg !38
  %13 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %12, i32 8, i32 31), !dbg !32
  %14 = fadd contract float %12, %13, !dbg !38
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %14, i32 4, i32 31), !dbg !32
  %16 = fadd contract float %14, %15, !dbg !38
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %16, i32 2, i32 31), !dbg !32
  %18 = fadd contract float %16, %17, !dbg !38
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %18, i32 1, i32 31), !dbg !32
  %20 = and i32 %3, 31, !dbg !39
  %21 = icmp eq i32 %20, 0, !dbg !40
  br i1 %21, label %22, label %27, !dbg !41

22:                                               ; preds = %2
  %23 = fadd contract float %18, %19, !dbg !38
  %24 = lshr exact i32 %3, 5
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_block_reduce_broadcast_okE7partial to ptr), i64 0, i64 %25
  store float %23, ptr %26, align 4, !dbg !42, !tbaa !28
  br label %27, !dbg !43

27:                                               ; preds = %22, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !44
  %28 = icmp ult i32 %3, 32, !dbg !45
  br i1 %28, label %29, label %49, !dbg !46

29:                                               ; preds = %27
  %30 = lshr i32 %5, 5, !dbg !47
  %31 = icmp ult i32 %3, %30, !dbg !48
  br i1 %31, label %32, label %36, !dbg !49

32:                                               ; preds = %29
  %33 = zext nneg i32 %20 to i64
  %34 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_block_reduce_broadcast_okE7partial to ptr), i64 0, i64 %33
  %35 = load float, ptr %34, align 4, !dbg !50, !tbaa !28
  br label %36, !dbg !49

36:                                               ; preds = %29, %32
  %37 = phi contract float [ %35, %32 ], [ 0.000000e+00, %29 ], !dbg !49
  %38 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %37, i32 16, i32 31), !dbg !51
  %39 = fadd contract float %37, %38, !dbg !54
  %40 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %39, i32 8, i32 31), !dbg !51
  %41 = fadd contract float %39, %40, !dbg !54
  %42 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %41, i32 4, i32 31), !dbg !51
  %43 = fadd contract float %41, %42, !dbg !54
  %44 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %43, i32 2, i32 31), !dbg !51
  %45 = fadd contract float %43, %44, !dbg !54
  %46 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %45, i32 1, i32 31), !dbg !51
  br i1 %21, label %47, label %49, !dbg !55

47:                                               ; preds = %36
  %48 = fadd contract float %45, %46, !dbg !54
  store float %48, ptr addrspacecast (ptr addrspace(3) @_ZZ27a_block_reduce_broadcast_okE7partial to ptr), align 4, !dbg !56, !tbaa !28
  br label %49, !dbg !57

49:                                               ; preds = %36, %47, %27
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  %50 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ27a_block_reduce_broadcast_okE7partial to ptr), align 4, !dbg !59, !tbaa !28
  %51 = fdiv contract float %10, %50, !dbg !60
  %52 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !61
  store float %51, ptr %52, align 4, !dbg !62, !tbaa !28
  ret void, !dbg !63
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "a-shared-race-018.cu", directory: ".")
!8 = !{ptr @a_block_reduce_broadcast_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_block_reduce_broadcast_ok", scope: !7, file: !7, line: 16, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 19, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 20, column: 18, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 20, column: 31, scope: !12)
!25 = !DILocation(line: 20, column: 29, scope: !12)
!26 = !DILocation(line: 20, column: 42, scope: !12)
!27 = !DILocation(line: 21, column: 15, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 179, column: 1, scope: !33, inlinedAt: !35)
!33 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !34, file: !34, line: 179, type: !13, scopeLine: 179, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!34 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!35 = distinct !DILocation(line: 12, column: 14, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "warp_sum", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!37 = distinct !DILocation(line: 22, column: 15, scope: !12)
!38 = !DILocation(line: 12, column: 11, scope: !36, inlinedAt: !37)
!39 = !DILocation(line: 19, column: 44, scope: !12)
!40 = !DILocation(line: 23, column: 14, scope: !12)
!41 = !DILocation(line: 23, column: 9, scope: !12)
!42 = !DILocation(line: 24, column: 23, scope: !12)
!43 = !DILocation(line: 24, column: 9, scope: !12)
!44 = !DILocation(line: 25, column: 5, scope: !12)
!45 = !DILocation(line: 26, column: 14, scope: !12)
!46 = !DILocation(line: 26, column: 9, scope: !12)
!47 = !DILocation(line: 27, column: 31, scope: !12)
!48 = !DILocation(line: 27, column: 18, scope: !12)
!49 = !DILocation(line: 27, column: 13, scope: !12)
!50 = !DILocation(line: 27, column: 39, scope: !12)
!51 = !DILocation(line: 179, column: 1, scope: !33, inlinedAt: !52)
!52 = distinct !DILocation(line: 12, column: 14, scope: !36, inlinedAt: !53)
!53 = distinct !DILocation(line: 28, column: 13, scope: !12)
!54 = !DILocation(line: 12, column: 11, scope: !36, inlinedAt: !53)
!55 = !DILocation(line: 29, column: 13, scope: !12)
!56 = !DILocation(line: 30, column: 24, scope: !12)
!57 = !DILocation(line: 30, column: 13, scope: !12)
!58 = !DILocation(line: 32, column: 5, scope: !12)
!59 = !DILocation(line: 33, column: 18, scope: !12)
!60 = !DILocation(line: 33, column: 16, scope: !12)
!61 = !DILocation(line: 33, column: 5, scope: !12)
!62 = !DILocation(line: 33, column: 12, scope: !12)
!63 = !DILocation(line: 34, column: 1, scope: !12)
