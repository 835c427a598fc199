; ModuleID = 'a-shared-race-030.cu'
source_filename = "a-shared-race-030.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ23a_hist_shared_atomic_okE1h = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_hist_shared_atomic_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = icmp ult i32 %4, 256, !dbg !19
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %5, label %15, label %7, !dbg !20

7:                                                ; preds = %15, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !21
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %9 = mul i32 %8, %6, !dbg !25
  %10 = add i32 %9, %4, !dbg !26
  %11 = icmp ult i32 %10, %2, !dbg !27
  br i1 %11, label %12, label %21, !dbg !28

12:                                               ; preds = %7
  %13 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = mul i32 %6, %13
  br label %22, !dbg !28

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %19, %15 ], [ %4, %3 ]
  %17 = zext nneg i32 %16 to i64, !dbg !29
  %18 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23a_hist_shared_atomic_okE1h to ptr), i64 0, i64 %17, !dbg !29
  store i32 0, ptr %18, align 4, !dbg !30, !tbaa !31
  %19 = add nuw nsw i32 %16, %6, !dbg !35
  %20 = icmp ult i32 %19, 256, !dbg !19
  br i1 %20, label %15, label %7, !dbg !20, !llvm.loop !36

21:                                               ; preds = %22, %7
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  br i1 %5, label %33, label %32, !dbg !40

22:                                               ; preds = %12, %22
  %23 = phi i32 [ %10, %12 ], [ %30, %22 ]
  %24 = zext i32 %23 to i64, !dbg !41
  %25 = getelementptr inbounds i8, ptr %0, i64 %24, !dbg !41
  %26 = load i8, ptr %25, align 1, !dbg !41, !tbaa !42
  %27 = zext i8 %26 to i64, !dbg !43
  %28 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23a_hist_shared_atomic_okE1h to ptr), i64 0, i64 %27, !dbg !43
  %29 = atomicrmw add ptr %28, i32 1 seq_cst, align 4, !dbg !44
  %30 = add i32 %23, %14, !dbg !51
  %31 = icmp ult i32 %30, %2, !dbg !27
  br i1 %31, label %22, label %21, !dbg !28, !llvm.loop !52

32:                                               ; preds = %33, %21
  ret void, !dbg !54

33:                                               ; preds = %21, %33
  %34 = phi i32 [ %40, %33 ], [ %4, %21 ]
  %35 = zext nneg i32 %34 to i64, !dbg !55
  %36 = getelementptr inbounds i32, ptr %1, i64 %35, !dbg !55
  %37 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23a_hist_shared_atomic_okE1h to ptr), i64 0, i64 %35, !dbg !56
  %38 = load i32, ptr %37, align 4, !dbg !56, !tbaa !31
  %39 = atomicrmw add ptr %36, i32 %38 seq_cst, align 4, !dbg !57
  %40 = add nuw nsw i32 %34, %6, !dbg !60
  %41 = icmp ult i32 %40, 256, !dbg !61
  br i1 %41, label %33, label %32, !dbg !40, !llvm.loop !62
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!7 = !DIFile(filename: "a-shared-race-030.cu", directory: ".")
!8 = !{ptr @a_hist_shared_atomic_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_hist_shared_atomic_ok", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 23, scope: !12)
!19 = !DILocation(line: 16, column: 38, scope: !12)
!20 = !DILocation(line: 16, column: 5, scope: !12)
!21 = !DILocation(line: 18, column: 5, scope: !12)
!22 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 19, column: 23, scope: !12)
!25 = !DILocation(line: 19, column: 34, scope: !12)
!26 = !DILocation(line: 19, column: 47, scope: !12)
!27 = !DILocation(line: 19, column: 64, scope: !12)
!28 = !DILocation(line: 19, column: 5, scope: !12)
!29 = !DILocation(line: 17, column: 9, scope: !12)
!30 = !DILocation(line: 17, column: 14, scope: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 16, column: 49, scope: !12)
!36 = distinct !{!36, !20, !37, !38}
!37 = !DILocation(line: 17, column: 16, scope: !12)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 21, column: 5, scope: !12)
!40 = !DILocation(line: 22, column: 5, scope: !12)
!41 = !DILocation(line: 20, column: 22, scope: !12)
!42 = !{!33, !33, i64 0}
!43 = !DILocation(line: 20, column: 20, scope: !12)
!44 = !DILocation(line: 533, column: 10, scope: !45, inlinedAt: !47)
!45 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !46, file: !46, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!46 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!47 = distinct !DILocation(line: 112, column: 10, scope: !48, inlinedAt: !50)
!48 = distinct !DISubprogram(name: "atomicAdd", scope: !49, file: !49, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!49 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!50 = distinct !DILocation(line: 20, column: 9, scope: !12)
!51 = !DILocation(line: 19, column: 71, scope: !12)
!52 = distinct !{!52, !28, !53, !38}
!53 = !DILocation(line: 20, column: 32, scope: !12)
!54 = !DILocation(line: 24, column: 1, scope: !12)
!55 = !DILocation(line: 23, column: 20, scope: !12)
!56 = !DILocation(line: 23, column: 29, scope: !12)
!57 = !DILocation(line: 533, column: 10, scope: !45, inlinedAt: !58)
!58 = distinct !DILocation(line: 112, column: 10, scope: !48, inlinedAt: !59)
!59 = distinct !DILocation(line: 23, column: 9, scope: !12)
!60 = !DILocation(line: 22, column: 49, scope: !12)
!61 = !DILocation(line: 22, column: 38, scope: !12)
!62 = distinct !{!62, !40, !63, !38}
!63 = !DILocation(line: 23, column: 33, scope: !12)
