; ModuleID = 'h-barrier-divergence-001.cu'
source_filename = "h-barrier-divergence-001.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ26h_block_radix_sort_scan_ifE6s_keys = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ26h_block_radix_sort_scan_ifE5s_tmp = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ26h_block_radix_sort_scan_ifE6s_scan = internal addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local void @h_block_radix_sort_scan_if(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = lshr i32 %5, 5, !dbg !19
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %8 = shl i32 %7, 8, !dbg !23
  %9 = add i32 %8, %5, !dbg !24
  %10 = zext i32 %9 to i64, !dbg !25
  %11 = getelementptr inbounds i32, ptr %0, i64 %10, !dbg !25
  %12 = load i32, ptr %11, align 4, !dbg !25, !tbaa !26
  %13 = zext nneg i32 %5 to i64, !dbg !30
  %14 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_block_radix_sort_scan_ifE6s_keys to ptr), i64 0, i64 %13, !dbg !30
  store i32 %12, ptr %14, align 4, !dbg !31, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %15 = icmp slt i32 %2, %3, !dbg !33
  br i1 %15, label %16, label %51, !dbg !34

16:                                               ; preds = %4
  %17 = and i32 %5, 31, !dbg !35
  %18 = icmp ult i32 %5, 128
  %19 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_block_radix_sort_scan_ifE6s_scan to ptr), i64 0, i64 %13
  %20 = shl nsw i32 -1, %17
  %21 = xor i32 %20, -1
  %22 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_block_radix_sort_scan_ifE5s_tmp to ptr), i64 0, i64 %13
  %23 = icmp eq i32 %5, 0
  %24 = add nsw i32 %5, -1
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_block_radix_sort_scan_ifE6s_scan to ptr), i64 0, i64 %25
  %27 = icmp ult i32 %5, 2
  %28 = add nsw i32 %5, -2
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_block_radix_sort_scan_ifE6s_scan to ptr), i64 0, i64 %29
  %31 = icmp ult i32 %5, 4
  %32 = add nsw i32 %5, -4
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_block_radix_sort_scan_ifE6s_scan to ptr), i64 0, i64 %33
  %35 = icmp ult i32 %5, 8
  %36 = add nsw i32 %5, -8
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_block_radix_sort_scan_ifE6s_scan to ptr), i64 0, i64 %37
  %39 = icmp ult i32 %5, 16
  %40 = add nsw i32 %5, -16
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_block_radix_sort_scan_ifE6s_scan to ptr), i64 0, i64 %41
  %43 = icmp ult i32 %5, 32
  %44 = add nsw i32 %5, -32
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_block_radix_sort_scan_ifE6s_scan to ptr), i64 0, i64 %45
  %47 = icmp ult i32 %5, 64
  %48 = add nsw i32 %5, -64
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_block_radix_sort_scan_ifE6s_scan to ptr), i64 0, i64 %49
  br label %54, !dbg !34

51:                                               ; preds = %113, %4
  %52 = load i32, ptr %14, align 4, !dbg !36, !tbaa !26
  %53 = getelementptr inbounds i32, ptr %1, i64 %10, !dbg !37
  store i32 %52, ptr %53, align 4, !dbg !38, !tbaa !26
  ret void, !dbg !39

54:                                               ; preds = %16, %113
  %55 = phi i32 [ %2, %16 ], [ %120, %113 ]
  br i1 %18, label %56, label %57, !dbg !40

56:                                               ; preds = %54
  store i32 0, ptr %19, align 4, !dbg !41, !tbaa !26
  br label %57, !dbg !42

57:                                               ; preds = %56, %54
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %58 = load i32, ptr %14, align 4, !dbg !44, !tbaa !26
  %59 = lshr i32 %58, %55, !dbg !45
  %60 = and i32 %59, 15, !dbg !46
  %61 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %60), !dbg !47
  %62 = and i32 %61, %21, !dbg !54
  %63 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %62), !dbg !55
  %64 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %61), !dbg !59
  %65 = shl nuw nsw i32 %60, 3, !dbg !61
  %66 = add nuw nsw i32 %65, %6, !dbg !62
  %67 = zext nneg i32 %66 to i64, !dbg !63
  %68 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_block_radix_sort_scan_ifE6s_scan to ptr), i64 0, i64 %67, !dbg !63
  %69 = atomicrmw add ptr %68, i32 1 seq_cst, align 4, !dbg !64
  tail call void @llvm.nvvm.barrier0(), !dbg !70
  br i1 %18, label %70, label %113, !dbg !71

70:                                               ; preds = %57
  br i1 %23, label %73, label %71, !dbg !72

71:                                               ; preds = %70
  %72 = load i32, ptr %26, align 4, !dbg !73, !tbaa !26
  br label %73, !dbg !74

73:                                               ; preds = %71, %70
  %74 = phi i32 [ %72, %71 ], [ 0, %70 ], !dbg !75
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  %75 = load i32, ptr %19, align 4, !dbg !77, !tbaa !26
  %76 = add i32 %75, %74, !dbg !77
  store i32 %76, ptr %19, align 4, !dbg !77, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !78
  br i1 %27, label %79, label %77, !dbg !72

77:                                               ; preds = %73
  %78 = load i32, ptr %30, align 4, !dbg !73, !tbaa !26
  br label %79, !dbg !74

79:                                               ; preds = %77, %73
  %80 = phi i32 [ %78, %77 ], [ 0, %73 ], !dbg !75
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  %81 = load i32, ptr %19, align 4, !dbg !77, !tbaa !26
  %82 = add i32 %81, %80, !dbg !77
  store i32 %82, ptr %19, align 4, !dbg !77, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !78
  br i1 %31, label %85, label %83, !dbg !72

83:                                               ; preds = %79
  %84 = load i32, ptr %34, align 4, !dbg !73, !tbaa !26
  br label %85, !dbg !74

85:                                               ; preds = %83, %79
  %86 = phi i32 [ %84, %83 ], [ 0, %79 ], !dbg !75
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  %87 = load i32, ptr %19, align 4, !dbg !77, !tbaa !26
  %88 = add i32 %87, %86, !dbg !77
  store i32 %88, ptr %19, align 4, !dbg !77, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !78
  br i1 %35, label %91, label %89, !dbg !72

89:                                               ; preds = %85
  %90 = load i32, ptr %38, align 4, !dbg !73, !tbaa !26
  br label %91, !dbg !74

91:                                               ; preds = %89, %85
  %92 = phi i32 [ %90, %89 ], [ 0, %85 ], !dbg !75
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  %93 = load i32, ptr %19, align 4, !dbg !77, !tbaa !26
  %94 = add i32 %93, %92, !dbg !77
  store i32 %94, ptr %19, align 4, !dbg !77, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !78
  br i1 %39, label %97, label %95, !dbg !72

95:                                               ; preds = %91
  %96 = load i32, ptr %42, align 4, !dbg !73, !tbaa !26
  br label %97, !dbg !74

97:                                               ; preds = %95, %91
  %98 = phi i32 [ %96, %95 ], [ 0, %91 ], !dbg !75
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  %99 = load i32, ptr %19, align 4, !dbg !77, !tbaa !26
  %100 = add i32 %99, %98, !dbg !77
  store i32 %100, ptr %19, align 4, !dbg !77, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !78
  br i1 %43, label %103, label %101, !dbg !72

101:                                              ; preds = %97
  %102 = load i32, ptr %46, align 4, !dbg !73, !tbaa !26
  br label %103, !dbg !74

103:                                              ; preds = %101, %97
  %104 = phi i32 [ %102, %101 ], [ 0, %97 ], !dbg !75
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  %105 = load i32, ptr %19, align 4, !dbg !77, !tbaa !26
  %106 = add i32 %105, %104, !dbg !77
  store i32 %106, ptr %19, align 4, !dbg !77, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !78
  br i1 %47, label %109, label %107, !dbg !72

107:                                              ; preds = %103
  %108 = load i32, ptr %50, align 4, !dbg !73, !tbaa !26
  br label %109, !dbg !74

109:                                              ; preds = %107, %103
  %110 = phi i32 [ %108, %107 ], [ 0, %103 ], !dbg !75
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  %111 = load i32, ptr %19, align 4, !dbg !77, !tbaa !26
  %112 = add i32 %111, %110, !dbg !77
  store i32 %112, ptr %19, align 4, !dbg !77, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !78
  br label %113, !dbg !79

113:                                              ; preds = %109, %57
  tail call void @llvm.nvvm.barrier0(), !dbg !79
  %114 = load i32, ptr %68, align 4, !dbg !80, !tbaa !26
  %115 = sub nsw i32 %63, %64, !dbg !81
  %116 = add i32 %115, %114, !dbg !82
  %117 = zext i32 %116 to i64, !dbg !83
  %118 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26h_block_radix_sort_scan_ifE5s_tmp to ptr), i64 0, i64 %117, !dbg !83
  store i32 %58, ptr %118, align 4, !dbg !84, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !85
  %119 = load i32, ptr %22, align 4, !dbg !86, !tbaa !26
  store i32 %119, ptr %14, align 4, !dbg !87, !tbaa !26
  tail call void @llvm.nvvm.barrier0(), !dbg !88
  %120 = add nsw i32 %55, 4, !dbg !89
  %121 = icmp slt i32 %120, %3, !dbg !33
  br i1 %121, label %54, label %51, !dbg !34, !llvm.loop !90
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
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
!7 = !DIFile(filename: "h-barrier-divergence-001.cu", directory: ".")
!8 = !{ptr @h_block_radix_sort_scan_if, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_block_radix_sort_scan_if", scope: !7, file: !7, line: 23, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 29, column: 20, scope: !12)
!19 = !DILocation(line: 29, column: 61, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 30, column: 18, scope: !12)
!23 = !DILocation(line: 30, column: 29, scope: !12)
!24 = !DILocation(line: 30, column: 37, scope: !12)
!25 = !DILocation(line: 31, column: 19, scope: !12)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 31, column: 5, scope: !12)
!31 = !DILocation(line: 31, column: 17, scope: !12)
!32 = !DILocation(line: 32, column: 5, scope: !12)
!33 = !DILocation(line: 33, column: 35, scope: !12)
!34 = !DILocation(line: 33, column: 5, scope: !12)
!35 = !DILocation(line: 29, column: 44, scope: !12)
!36 = !DILocation(line: 62, column: 19, scope: !12)
!37 = !DILocation(line: 62, column: 5, scope: !12)
!38 = !DILocation(line: 62, column: 17, scope: !12)
!39 = !DILocation(line: 63, column: 1, scope: !12)
!40 = !DILocation(line: 34, column: 13, scope: !12)
!41 = !DILocation(line: 35, column: 25, scope: !12)
!42 = !DILocation(line: 35, column: 13, scope: !12)
!43 = !DILocation(line: 36, column: 9, scope: !12)
!44 = !DILocation(line: 37, column: 24, scope: !12)
!45 = !DILocation(line: 38, column: 31, scope: !12)
!46 = !DILocation(line: 38, column: 39, scope: !12)
!47 = !DILocation(line: 232, column: 10, scope: !48, inlinedAt: !50)
!48 = distinct !DISubprogram(name: "__match32_any_sync", scope: !49, file: !49, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!49 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!50 = distinct !DILocation(line: 94, column: 10, scope: !51, inlinedAt: !53)
!51 = distinct !DISubprogram(name: "__match_any_sync", scope: !52, file: !52, line: 93, type: !13, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!52 = !DIFile(filename: "/usr/local/cuda/include/crt/sm_70_rt.hpp", directory: "")
!53 = distinct !DILocation(line: 39, column: 26, scope: !12)
!54 = !DILocation(line: 40, column: 32, scope: !12)
!55 = !DILocation(line: 505, column: 50, scope: !56, inlinedAt: !58)
!56 = distinct !DISubprogram(name: "__popc", scope: !57, file: !57, line: 505, type: !13, scopeLine: 505, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!57 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!58 = distinct !DILocation(line: 41, column: 25, scope: !12)
!59 = !DILocation(line: 505, column: 50, scope: !56, inlinedAt: !60)
!60 = distinct !DILocation(line: 42, column: 24, scope: !12)
!61 = !DILocation(line: 43, column: 33, scope: !12)
!62 = !DILocation(line: 43, column: 42, scope: !12)
!63 = !DILocation(line: 43, column: 20, scope: !12)
!64 = !DILocation(line: 533, column: 10, scope: !65, inlinedAt: !66)
!65 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !57, file: !57, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!66 = distinct !DILocation(line: 112, column: 10, scope: !67, inlinedAt: !69)
!67 = distinct !DISubprogram(name: "atomicAdd", scope: !68, file: !68, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!68 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!69 = distinct !DILocation(line: 43, column: 9, scope: !12)
!70 = !DILocation(line: 44, column: 9, scope: !12)
!71 = !DILocation(line: 45, column: 13, scope: !12)
!72 = !DILocation(line: 48, column: 21, scope: !12)
!73 = !DILocation(line: 49, column: 25, scope: !12)
!74 = !DILocation(line: 49, column: 21, scope: !12)
!75 = !DILocation(line: 0, scope: !12)
!76 = !DILocation(line: 50, column: 17, scope: !12)
!77 = !DILocation(line: 51, column: 29, scope: !12)
!78 = !DILocation(line: 52, column: 17, scope: !12)
!79 = !DILocation(line: 55, column: 9, scope: !12)
!80 = !DILocation(line: 56, column: 24, scope: !12)
!81 = !DILocation(line: 56, column: 54, scope: !12)
!82 = !DILocation(line: 56, column: 60, scope: !12)
!83 = !DILocation(line: 57, column: 9, scope: !12)
!84 = !DILocation(line: 57, column: 20, scope: !12)
!85 = !DILocation(line: 58, column: 9, scope: !12)
!86 = !DILocation(line: 59, column: 23, scope: !12)
!87 = !DILocation(line: 59, column: 21, scope: !12)
!88 = !DILocation(line: 60, column: 9, scope: !12)
!89 = !DILocation(line: 33, column: 50, scope: !12)
!90 = distinct !{!90, !34, !91, !92}
!91 = !DILocation(line: 61, column: 5, scope: !12)
!92 = !{!"llvm.loop.mustprogress"}
