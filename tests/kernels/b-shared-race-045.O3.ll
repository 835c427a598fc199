; ModuleID = 'b-shared-race-045.cu'
source_filename = "b-shared-race-045.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17b_coo_spmv_atomicE1y = internal addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_coo_spmv_atomic(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) local_unnamed_addr #0 !dbg !12 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %9 = mul i32 %7, %8, !dbg !25
  %10 = add i32 %9, %6, !dbg !26
  %11 = icmp ult i32 %6, 64, !dbg !27
  br i1 %11, label %12, label %15, !dbg !28

12:                                               ; preds = %5
  %13 = zext nneg i32 %6 to i64
  %14 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_coo_spmv_atomicE1y to ptr), i64 0, i64 %13
  store float 0.000000e+00, ptr %14, align 4, !dbg !29, !tbaa !30
  br label %15, !dbg !34

15:                                               ; preds = %12, %5
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %16 = sext i32 %10 to i64, !dbg !36
  %17 = getelementptr inbounds i32, ptr %1, i64 %16, !dbg !36
  %18 = load i32, ptr %17, align 4, !dbg !36, !tbaa !37
  %19 = and i32 %18, 63, !dbg !39
  %20 = zext nneg i32 %19 to i64, !dbg !40
  %21 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_coo_spmv_atomicE1y to ptr), i64 0, i64 %20, !dbg !40
  %22 = getelementptr inbounds float, ptr %3, i64 %16, !dbg !41
  %23 = load float, ptr %22, align 4, !dbg !41, !tbaa !30
  %24 = getelementptr inbounds i32, ptr %2, i64 %16, !dbg !42
  %25 = load i32, ptr %24, align 4, !dbg !42, !tbaa !37
  %26 = sext i32 %25 to i64, !dbg !43
  %27 = getelementptr inbounds float, ptr %4, i64 %26, !dbg !43
  %28 = load float, ptr %27, align 4, !dbg !43, !tbaa !30
  %29 = fmul contract float %23, %28, !dbg !44
  %30 = atomicrmw fadd ptr %21, float %29 seq_cst, align 4, !dbg !45
  tail call void @llvm.nvvm.barrier0(), !dbg !52
  br i1 %11, label %31, label %39, !dbg !53

31:                                               ; preds = %15
  %32 = shl i32 %7, 6
  %33 = or disjoint i32 %32, %6
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = zext nneg i32 %6 to i64
  %37 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_coo_spmv_atomicE1y to ptr), i64 0, i64 %36
  %38 = load float, ptr %37, align 4, !dbg !54, !tbaa !30
  store float %38, ptr %35, align 4, !dbg !55, !tbaa !30
  br label %39, !dbg !56

39:                                               ; preds = %31, %15
  ret void, !dbg !57
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
!7 = !DIFile(filename: "b-shared-race-045.cu", directory: ".")
!8 = !{ptr @b_coo_spmv_atomic, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_coo_spmv_atomic", scope: !7, file: !7, line: 7, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 12, column: 13, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 12, column: 26, scope: !12)
!25 = !DILocation(line: 12, column: 24, scope: !12)
!26 = !DILocation(line: 12, column: 37, scope: !12)
!27 = !DILocation(line: 13, column: 11, scope: !12)
!28 = !DILocation(line: 13, column: 9, scope: !12)
!29 = !DILocation(line: 13, column: 24, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 13, column: 19, scope: !12)
!35 = !DILocation(line: 14, column: 5, scope: !12)
!36 = !DILocation(line: 15, column: 18, scope: !12)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !32, i64 0}
!39 = !DILocation(line: 15, column: 25, scope: !12)
!40 = !DILocation(line: 15, column: 16, scope: !12)
!41 = !DILocation(line: 15, column: 34, scope: !12)
!42 = !DILocation(line: 15, column: 45, scope: !12)
!43 = !DILocation(line: 15, column: 43, scope: !12)
!44 = !DILocation(line: 15, column: 41, scope: !12)
!45 = !DILocation(line: 177, column: 10, scope: !46, inlinedAt: !48)
!46 = distinct !DISubprogram(name: "__fAtomicAdd", scope: !47, file: !47, line: 176, type: !13, scopeLine: 176, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!47 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!48 = distinct !DILocation(line: 84, column: 10, scope: !49, inlinedAt: !51)
!49 = distinct !DISubprogram(name: "atomicAdd", scope: !50, file: !50, line: 82, type: !13, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!50 = !DIFile(filename: "/usr/local/cuda/include/sm_20_atomic_functions.hpp", directory: "")
!51 = distinct !DILocation(line: 15, column: 5, scope: !12)
!52 = !DILocation(line: 16, column: 5, scope: !12)
!53 = !DILocation(line: 17, column: 9, scope: !12)
!54 = !DILocation(line: 17, column: 48, scope: !12)
!55 = !DILocation(line: 17, column: 46, scope: !12)
!56 = !DILocation(line: 17, column: 19, scope: !12)
!57 = !DILocation(line: 18, column: 1, scope: !12)
