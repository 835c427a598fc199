; ModuleID = 'h-global-race-017.cu'
source_filename = "h-global-race-017.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ28h_chained_scan_volatile_flagE1s = internal unnamed_addr addrspace(3) global [2 x [256 x i32]] undef, align 4
@_ZZ28h_chained_scan_volatile_flagE7s_carry = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_chained_scan_volatile_flag(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2, ptr noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %7 = shl i32 %6, 8, !dbg !22
  %8 = add i32 %7, %5, !dbg !23
  %9 = zext i32 %8 to i64, !dbg !24
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !24
  %11 = load i32, ptr %10, align 4, !dbg !24, !tbaa !25
  %12 = zext nneg i32 %5 to i64, !dbg !29
  %13 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 0, i64 %12, !dbg !29
  store i32 %11, ptr %13, align 4, !dbg !30, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %14 = load i32, ptr %13, align 4, !dbg !32, !tbaa !25
  %15 = icmp eq i32 %5, 0, !dbg !33
  br i1 %15, label %22, label %16, !dbg !34

16:                                               ; preds = %4
  %17 = add nsw i32 %5, -1
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 0, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4, !dbg !35, !tbaa !25
  %21 = add nsw i32 %20, %14, !dbg !36
  br label %22, !dbg !37

22:                                               ; preds = %16, %4
  %23 = phi i32 [ %21, %16 ], [ %14, %4 ], !dbg !38
  %24 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 0, i64 1, i64 %12, !dbg !39
  store i32 %23, ptr %24, align 4, !dbg !40, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %25 = load i32, ptr %24, align 4, !dbg !32, !tbaa !25
  %26 = icmp ult i32 %5, 2, !dbg !33
  br i1 %26, label %33, label %27, !dbg !34

27:                                               ; preds = %22
  %28 = add nsw i32 %5, -2
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 0, i64 1, i64 %29
  %31 = load i32, ptr %30, align 4, !dbg !35, !tbaa !25
  %32 = add nsw i32 %31, %25, !dbg !36
  br label %33, !dbg !37

33:                                               ; preds = %27, %22
  %34 = phi i32 [ %32, %27 ], [ %25, %22 ], !dbg !38
  store i32 %34, ptr %13, align 4, !dbg !40, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %35 = load i32, ptr %13, align 4, !dbg !32, !tbaa !25
  %36 = icmp ult i32 %5, 4, !dbg !33
  br i1 %36, label %43, label %37, !dbg !34

37:                                               ; preds = %33
  %38 = add nsw i32 %5, -4
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 0, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4, !dbg !35, !tbaa !25
  %42 = add nsw i32 %41, %35, !dbg !36
  br label %43, !dbg !37

43:                                               ; preds = %37, %33
  %44 = phi i32 [ %42, %37 ], [ %35, %33 ], !dbg !38
  store i32 %44, ptr %24, align 4, !dbg !40, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %45 = load i32, ptr %24, align 4, !dbg !32, !tbaa !25
  %46 = icmp ult i32 %5, 8, !dbg !33
  br i1 %46, label %53, label %47, !dbg !34

47:                                               ; preds = %43
  %48 = add nsw i32 %5, -8
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 0, i64 1, i64 %49
  %51 = load i32, ptr %50, align 4, !dbg !35, !tbaa !25
  %52 = add nsw i32 %51, %45, !dbg !36
  br label %53, !dbg !37

53:                                               ; preds = %47, %43
  %54 = phi i32 [ %52, %47 ], [ %45, %43 ], !dbg !38
  store i32 %54, ptr %13, align 4, !dbg !40, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %55 = load i32, ptr %13, align 4, !dbg !32, !tbaa !25
  %56 = icmp ult i32 %5, 16, !dbg !33
  br i1 %56, label %63, label %57, !dbg !34

57:                                               ; preds = %53
  %58 = add nsw i32 %5, -16
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 0, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4, !dbg !35, !tbaa !25
  %62 = add nsw i32 %61, %55, !dbg !36
  br label %63, !dbg !37

63:                                               ; preds = %57, %53
  %64 = phi i32 [ %62, %57 ], [ %55, %53 ], !dbg !38
  store i32 %64, ptr %24, align 4, !dbg !40, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %65 = load i32, ptr %24, align 4, !dbg !32, !tbaa !25
  %66 = icmp ult i32 %5, 32, !dbg !33
  br i1 %66, label %73, label %67, !dbg !34

67:                                               ; preds = %63
  %68 = add nsw i32 %5, -32
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 0, i64 1, i64 %69
  %71 = load i32, ptr %70, align 4, !dbg !35, !tbaa !25
  %72 = add nsw i32 %71, %65, !dbg !36
  br label %73, !dbg !37

73:                                               ; preds = %67, %63
  %74 = phi i32 [ %72, %67 ], [ %65, %63 ], !dbg !38
  store i32 %74, ptr %13, align 4, !dbg !40, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %75 = load i32, ptr %13, align 4, !dbg !32, !tbaa !25
  %76 = icmp ult i32 %5, 64, !dbg !33
  br i1 %76, label %83, label %77, !dbg !34

77:                                               ; preds = %73
  %78 = add nsw i32 %5, -64
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 0, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4, !dbg !35, !tbaa !25
  %82 = add nsw i32 %81, %75, !dbg !36
  br label %83, !dbg !37

83:                                               ; preds = %77, %73
  %84 = phi i32 [ %82, %77 ], [ %75, %73 ], !dbg !38
  store i32 %84, ptr %24, align 4, !dbg !40, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %85 = load i32, ptr %24, align 4, !dbg !32, !tbaa !25
  %86 = icmp ult i32 %5, 128, !dbg !33
  br i1 %86, label %93, label %87, !dbg !34

87:                                               ; preds = %83
  %88 = add nsw i32 %5, -128
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 0, i64 1, i64 %89
  %91 = load i32, ptr %90, align 4, !dbg !35, !tbaa !25
  %92 = add nsw i32 %91, %85, !dbg !36
  br label %93, !dbg !37

93:                                               ; preds = %87, %83
  %94 = phi i32 [ %92, %87 ], [ %85, %83 ], !dbg !38
  store i32 %94, ptr %13, align 4, !dbg !40, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %95 = icmp eq i32 %5, 0, !dbg !42
  br i1 %95, label %96, label %115, !dbg !43

96:                                               ; preds = %93
  %97 = icmp eq i32 %6, 0, !dbg !44
  br i1 %97, label %108, label %98, !dbg !45

98:                                               ; preds = %96
  %99 = add nsw i32 %6, -1
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr %3, i64 %100
  br label %102, !dbg !46

102:                                              ; preds = %98, %102
  %103 = load volatile i32, ptr %101, align 4, !dbg !47, !tbaa !25
  %104 = icmp eq i32 %103, 0, !dbg !48
  br i1 %104, label %102, label %105, !dbg !46, !llvm.loop !49

105:                                              ; preds = %102
  %106 = getelementptr inbounds i32, ptr %2, i64 %100, !dbg !52
  %107 = load i32, ptr %106, align 4, !dbg !52, !tbaa !25
  br label %108, !dbg !53

108:                                              ; preds = %105, %96
  %109 = phi i32 [ %107, %105 ], [ 0, %96 ], !dbg !38
  %110 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 1020), align 4, !dbg !54, !tbaa !25
  %111 = add nsw i32 %110, %109, !dbg !55
  %112 = zext nneg i32 %6 to i64, !dbg !56
  %113 = getelementptr inbounds i32, ptr %2, i64 %112, !dbg !56
  store i32 %111, ptr %113, align 4, !dbg !57, !tbaa !25
  %114 = getelementptr inbounds i32, ptr %3, i64 %112, !dbg !58
  store volatile i32 1, ptr %114, align 4, !dbg !59, !tbaa !25
  store i32 %109, ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE7s_carry to ptr), align 4, !dbg !60, !tbaa !25
  br label %115, !dbg !61

115:                                              ; preds = %108, %93
  tail call void @llvm.nvvm.barrier0(), !dbg !62
  %116 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE7s_carry to ptr), align 4, !dbg !63, !tbaa !25
  %117 = load i32, ptr %13, align 4, !dbg !64, !tbaa !25
  %118 = add nsw i32 %117, %116, !dbg !65
  %119 = getelementptr inbounds i32, ptr %1, i64 %9, !dbg !66
  store i32 %118, ptr %119, align 4, !dbg !67, !tbaa !25
  ret void, !dbg !68
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
!7 = !DIFile(filename: "h-global-race-017.cu", directory: ".")
!8 = !{ptr @h_chained_scan_volatile_flag, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_chained_scan_volatile_flag", scope: !7, file: !7, line: 17, type: !13, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 21, column: 20, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 22, column: 18, scope: !12)
!22 = !DILocation(line: 22, column: 29, scope: !12)
!23 = !DILocation(line: 22, column: 37, scope: !12)
!24 = !DILocation(line: 24, column: 17, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 24, column: 5, scope: !12)
!30 = !DILocation(line: 24, column: 15, scope: !12)
!31 = !DILocation(line: 25, column: 5, scope: !12)
!32 = !DILocation(line: 27, column: 17, scope: !12)
!33 = !DILocation(line: 28, column: 17, scope: !12)
!34 = !DILocation(line: 28, column: 13, scope: !12)
!35 = !DILocation(line: 29, column: 18, scope: !12)
!36 = !DILocation(line: 29, column: 15, scope: !12)
!37 = !DILocation(line: 29, column: 13, scope: !12)
!38 = !DILocation(line: 0, scope: !12)
!39 = !DILocation(line: 30, column: 9, scope: !12)
!40 = !DILocation(line: 30, column: 25, scope: !12)
!41 = !DILocation(line: 32, column: 9, scope: !12)
!42 = !DILocation(line: 34, column: 13, scope: !12)
!43 = !DILocation(line: 34, column: 9, scope: !12)
!44 = !DILocation(line: 36, column: 24, scope: !12)
!45 = !DILocation(line: 36, column: 13, scope: !12)
!46 = !DILocation(line: 37, column: 13, scope: !12)
!47 = !DILocation(line: 37, column: 20, scope: !12)
!48 = !DILocation(line: 37, column: 42, scope: !12)
!49 = distinct !{!49, !46, !50, !51}
!50 = !DILocation(line: 37, column: 50, scope: !12)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 38, column: 21, scope: !12)
!53 = !DILocation(line: 39, column: 9, scope: !12)
!54 = !DILocation(line: 40, column: 44, scope: !12)
!55 = !DILocation(line: 40, column: 42, scope: !12)
!56 = !DILocation(line: 40, column: 9, scope: !12)
!57 = !DILocation(line: 40, column: 34, scope: !12)
!58 = !DILocation(line: 41, column: 9, scope: !12)
!59 = !DILocation(line: 41, column: 27, scope: !12)
!60 = !DILocation(line: 42, column: 17, scope: !12)
!61 = !DILocation(line: 43, column: 5, scope: !12)
!62 = !DILocation(line: 44, column: 5, scope: !12)
!63 = !DILocation(line: 45, column: 14, scope: !12)
!64 = !DILocation(line: 45, column: 24, scope: !12)
!65 = !DILocation(line: 45, column: 22, scope: !12)
!66 = !DILocation(line: 45, column: 5, scope: !12)
!67 = !DILocation(line: 45, column: 12, scope: !12)
!68 = !DILocation(line: 46, column: 1, scope: !12)
