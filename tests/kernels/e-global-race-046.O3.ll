; ModuleID = 'e-global-race-046.cu'
source_filename = "e-global-race-046.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ27e_last_block_norelease_raceE1s = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@_ZZ27e_last_block_norelease_raceE4last = internal unnamed_addr addrspace(3) global i8 undef, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @e_last_block_norelease_race(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %7 = shl i32 %6, 7, !dbg !22
  %8 = add i32 %7, %5, !dbg !23
  %9 = zext i32 %8 to i64, !dbg !24
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !24
  %11 = load i32, ptr %10, align 4, !dbg !24, !tbaa !25
  %12 = icmp ne i32 %11, 0, !dbg !29
  %13 = zext i1 %12 to i32, !dbg !24
  %14 = zext nneg i32 %5 to i64, !dbg !30
  %15 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE1s to ptr), i64 0, i64 %14, !dbg !30
  store i32 %13, ptr %15, align 4, !dbg !31, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %16 = icmp ult i32 %5, 64, !dbg !33
  br i1 %16, label %17, label %24, !dbg !34

17:                                               ; preds = %4
  %18 = or disjoint i32 %5, 64
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE1s to ptr), i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !dbg !35, !tbaa !25
  %22 = load i32, ptr %15, align 4, !dbg !36, !tbaa !25
  %23 = add nsw i32 %22, %21, !dbg !36
  store i32 %23, ptr %15, align 4, !dbg !36, !tbaa !25
  br label %24, !dbg !37

24:                                               ; preds = %17, %4
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %25 = icmp ult i32 %5, 32, !dbg !33
  br i1 %25, label %26, label %33, !dbg !34

26:                                               ; preds = %24
  %27 = or disjoint i32 %5, 32
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE1s to ptr), i64 0, i64 %28
  %30 = load i32, ptr %29, align 4, !dbg !35, !tbaa !25
  %31 = load i32, ptr %15, align 4, !dbg !36, !tbaa !25
  %32 = add nsw i32 %31, %30, !dbg !36
  store i32 %32, ptr %15, align 4, !dbg !36, !tbaa !25
  br label %33, !dbg !37

33:                                               ; preds = %26, %24
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %34 = icmp ult i32 %5, 16, !dbg !33
  br i1 %34, label %35, label %42, !dbg !34

35:                                               ; preds = %33
  %36 = or disjoint i32 %5, 16
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE1s to ptr), i64 0, i64 %37
  %39 = load i32, ptr %38, align 4, !dbg !35, !tbaa !25
  %40 = load i32, ptr %15, align 4, !dbg !36, !tbaa !25
  %41 = add nsw i32 %40, %39, !dbg !36
  store i32 %41, ptr %15, align 4, !dbg !36, !tbaa !25
  br label %42, !dbg !37

42:                                               ; preds = %35, %33
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %43 = icmp ult i32 %5, 8, !dbg !33
  br i1 %43, label %44, label %51, !dbg !34

44:                                               ; preds = %42
  %45 = or disjoint i32 %5, 8
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE1s to ptr), i64 0, i64 %46
  %48 = load i32, ptr %47, align 4, !dbg !35, !tbaa !25
  %49 = load i32, ptr %15, align 4, !dbg !36, !tbaa !25
  %50 = add nsw i32 %49, %48, !dbg !36
  store i32 %50, ptr %15, align 4, !dbg !36, !tbaa !25
  br label %51, !dbg !37

51:                                               ; preds = %44, %42
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %52 = icmp ult i32 %5, 4, !dbg !33
  br i1 %52, label %53, label %60, !dbg !34

53:                                               ; preds = %51
  %54 = or disjoint i32 %5, 4
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE1s to ptr), i64 0, i64 %55
  %57 = load i32, ptr %56, align 4, !dbg !35, !tbaa !25
  %58 = load i32, ptr %15, align 4, !dbg !36, !tbaa !25
  %59 = add nsw i32 %58, %57, !dbg !36
  store i32 %59, ptr %15, align 4, !dbg !36, !tbaa !25
  br label %60, !dbg !37

60:                                               ; preds = %53, %51
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %61 = icmp ult i32 %5, 2, !dbg !33
  br i1 %61, label %62, label %69, !dbg !34

62:                                               ; preds = %60
  %63 = or disjoint i32 %5, 2
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE1s to ptr), i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !dbg !35, !tbaa !25
  %67 = load i32, ptr %15, align 4, !dbg !36, !tbaa !25
  %68 = add nsw i32 %67, %66, !dbg !36
  store i32 %68, ptr %15, align 4, !dbg !36, !tbaa !25
  br label %69, !dbg !37

69:                                               ; preds = %62, %60
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %70 = icmp eq i32 %5, 0, !dbg !33
  br i1 %70, label %71, label %75, !dbg !34

71:                                               ; preds = %69
  %72 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE1s to ptr), i64 4), align 4, !dbg !35, !tbaa !25
  %73 = load i32, ptr %15, align 4, !dbg !36, !tbaa !25
  %74 = add nsw i32 %73, %72, !dbg !36
  store i32 %74, ptr %15, align 4, !dbg !36, !tbaa !25
  br label %75, !dbg !37

75:                                               ; preds = %71, %69
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %76 = icmp eq i32 %5, 0, !dbg !39
  br i1 %76, label %77, label %87, !dbg !40

77:                                               ; preds = %75
  %78 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE1s to ptr), align 4, !dbg !41, !tbaa !25
  %79 = zext nneg i32 %6 to i64, !dbg !42
  %80 = getelementptr inbounds i32, ptr %1, i64 %79, !dbg !42
  store i32 %78, ptr %80, align 4, !dbg !43, !tbaa !25
  %81 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !44
  %82 = add nsw i32 %81, -1, !dbg !47
  %83 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %2, i32 %82), !dbg !48
  %84 = icmp eq i32 %83, %82, !dbg !55
  %85 = zext i1 %84 to i8, !dbg !56
  store i8 %85, ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE4last to ptr), align 1, !dbg !56, !tbaa !57
  br i1 %84, label %86, label %87, !dbg !59

86:                                               ; preds = %77
  tail call void @llvm.nvvm.membar.gl(), !dbg !60
  br label %87, !dbg !63

87:                                               ; preds = %77, %86, %75
  tail call void @llvm.nvvm.barrier0(), !dbg !64
  %88 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE4last to ptr), align 1, !dbg !65, !tbaa !57, !range !66, !noundef !14
  %89 = trunc nuw i8 %88 to i1, !dbg !65
  %90 = and i1 %76, %89, !dbg !67
  br i1 %90, label %91, label %161, !dbg !67

91:                                               ; preds = %87
  %92 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %93 = and i32 %92, 7, !dbg !68
  %94 = icmp ult i32 %92, 8, !dbg !68
  br i1 %94, label %97, label %95, !dbg !68

95:                                               ; preds = %91
  %96 = and i32 %92, 2147483640, !dbg !68
  br label %115, !dbg !68

97:                                               ; preds = %115, %91
  %98 = phi i32 [ poison, %91 ], [ %157, %115 ]
  %99 = phi i32 [ 0, %91 ], [ %158, %115 ]
  %100 = phi i32 [ 0, %91 ], [ %157, %115 ]
  %101 = icmp eq i32 %93, 0, !dbg !68
  br i1 %101, label %113, label %102, !dbg !68

102:                                              ; preds = %97, %102
  %103 = phi i32 [ %110, %102 ], [ %99, %97 ]
  %104 = phi i32 [ %109, %102 ], [ %100, %97 ]
  %105 = phi i32 [ %111, %102 ], [ 0, %97 ]
  %106 = zext nneg i32 %103 to i64, !dbg !69
  %107 = getelementptr inbounds i32, ptr %1, i64 %106, !dbg !69
  %108 = load i32, ptr %107, align 4, !dbg !69, !tbaa !25
  %109 = add nsw i32 %108, %104, !dbg !70
  %110 = add nuw nsw i32 %103, 1, !dbg !71
  %111 = add i32 %105, 1, !dbg !68
  %112 = icmp eq i32 %111, %93, !dbg !68
  br i1 %112, label %113, label %102, !dbg !68, !llvm.loop !72

113:                                              ; preds = %102, %97
  %114 = phi i32 [ %98, %97 ], [ %109, %102 ], !dbg !70
  store i32 %114, ptr %3, align 4, !dbg !74, !tbaa !25
  br label %161, !dbg !75

115:                                              ; preds = %115, %95
  %116 = phi i32 [ 0, %95 ], [ %158, %115 ]
  %117 = phi i32 [ 0, %95 ], [ %157, %115 ]
  %118 = phi i32 [ 0, %95 ], [ %159, %115 ]
  %119 = zext nneg i32 %116 to i64, !dbg !69
  %120 = getelementptr inbounds i32, ptr %1, i64 %119, !dbg !69
  %121 = load i32, ptr %120, align 4, !dbg !69, !tbaa !25
  %122 = add nsw i32 %121, %117, !dbg !70
  %123 = or disjoint i32 %116, 1, !dbg !71
  %124 = zext nneg i32 %123 to i64, !dbg !69
  %125 = getelementptr inbounds i32, ptr %1, i64 %124, !dbg !69
  %126 = load i32, ptr %125, align 4, !dbg !69, !tbaa !25
  %127 = add nsw i32 %126, %122, !dbg !70
  %128 = or disjoint i32 %116, 2, !dbg !71
  %129 = zext nneg i32 %128 to i64, !dbg !69
  %130 = getelementptr inbounds i32, ptr %1, i64 %129, !dbg !69
  %131 = load i32, ptr %130, align 4, !dbg !69, !tbaa !25
  %132 = add nsw i32 %131, %127, !dbg !70
  %133 = or disjoint i32 %116, 3, !dbg !71
  %134 = zext nneg i32 %133 to i64, !dbg !69
  %135 = getelementptr inbounds i32, ptr %1, i64 %134, !dbg !69
  %136 = load i32, ptr %135, align 4, !dbg !69, !tbaa !25
  %137 = add nsw i32 %136, %132, !dbg !70
  %138 = or disjoint i32 %116, 4, !dbg !71
  %139 = zext nneg i32 %138 to i64, !dbg !69
  %140 = getelementptr inbounds i32, ptr %1, i64 %139, !dbg !69
  %141 = load i32, ptr %140, align 4, !dbg !69, !tbaa !25
  %142 = add nsw i32 %141, %137, !dbg !70
  %143 = or disjoint i32 %116, 5, !dbg !71
  %144 = zext nneg i32 %143 to i64, !dbg !69
  %145 = getelementptr inbounds i32, ptr %1, i64 %144, !dbg !69
  %146 = load i32, ptr %145, align 4, !dbg !69, !tbaa !25
  %147 = add nsw i32 %146, %142, !dbg !70
  %148 = or disjoint i32 %116, 6, !dbg !71
  %149 = zext nneg i32 %148 to i64, !dbg !69
  %150 = getelementptr inbounds i32, ptr %1, i64 %149, !dbg !69
  %151 = load i32, ptr %150, align 4, !dbg !69, !tbaa !25
  %152 = add nsw i32 %151, %147, !dbg !70
  %153 = or disjoint i32 %116, 7, !dbg !71
  %154 = zext nneg i32 %153 to i64, !dbg !69
  %155 = getelementptr inbounds i32, ptr %1, i64 %154, !dbg !69
  %156 = load i32, ptr %155, align 4, !dbg !69, !tbaa !25
  %157 = add nsw i32 %156, %152, !dbg !70
  %158 = add nuw nsw i32 %116, 8, !dbg !71
  %159 = add i32 %118, 8, !dbg !68
  %160 = icmp eq i32 %159, %96, !dbg !68
  br i1 %160, label %97, label %115, !dbg !68, !llvm.loop !76

161:                                              ; preds = %113, %87
  ret void, !dbg !79
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind memory(argmem: readwrite) }
attributes #4 = { nocallback nounwind }

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
!7 = !DIFile(filename: "e-global-race-046.cu", directory: ".")
!8 = !{ptr @e_last_block_norelease_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_last_block_norelease_race", scope: !7, file: !7, line: 8, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 18, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 14, column: 18, scope: !12)
!22 = !DILocation(line: 14, column: 29, scope: !12)
!23 = !DILocation(line: 14, column: 37, scope: !12)
!24 = !DILocation(line: 14, column: 12, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 14, column: 42, scope: !12)
!30 = !DILocation(line: 14, column: 5, scope: !12)
!31 = !DILocation(line: 14, column: 10, scope: !12)
!32 = !DILocation(line: 15, column: 5, scope: !12)
!33 = !DILocation(line: 17, column: 15, scope: !12)
!34 = !DILocation(line: 17, column: 13, scope: !12)
!35 = !DILocation(line: 17, column: 28, scope: !12)
!36 = !DILocation(line: 17, column: 25, scope: !12)
!37 = !DILocation(line: 17, column: 20, scope: !12)
!38 = !DILocation(line: 18, column: 9, scope: !12)
!39 = !DILocation(line: 20, column: 11, scope: !12)
!40 = !DILocation(line: 20, column: 9, scope: !12)
!41 = !DILocation(line: 21, column: 36, scope: !12)
!42 = !DILocation(line: 21, column: 9, scope: !12)
!43 = !DILocation(line: 21, column: 34, scope: !12)
!44 = !DILocation(line: 92, column: 3, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!46 = distinct !DILocation(line: 22, column: 41, scope: !12)
!47 = !DILocation(line: 22, column: 51, scope: !12)
!48 = !DILocation(line: 589, column: 10, scope: !49, inlinedAt: !51)
!49 = distinct !DISubprogram(name: "__uAtomicInc", scope: !50, file: !50, line: 588, type: !13, scopeLine: 588, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!50 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!51 = distinct !DILocation(line: 162, column: 10, scope: !52, inlinedAt: !54)
!52 = distinct !DISubprogram(name: "atomicInc", scope: !53, file: !53, line: 160, type: !13, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!53 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!54 = distinct !DILocation(line: 22, column: 23, scope: !12)
!55 = !DILocation(line: 23, column: 19, scope: !12)
!56 = !DILocation(line: 23, column: 14, scope: !12)
!57 = !{!58, !58, i64 0}
!58 = !{!"bool", !27, i64 0}
!59 = !DILocation(line: 24, column: 13, scope: !12)
!60 = !DILocation(line: 528, column: 39, scope: !61, inlinedAt: !62)
!61 = distinct !DISubprogram(name: "__threadfence", scope: !50, file: !50, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!62 = distinct !DILocation(line: 24, column: 19, scope: !12)
!63 = !DILocation(line: 24, column: 19, scope: !12)
!64 = !DILocation(line: 26, column: 5, scope: !12)
!65 = !DILocation(line: 27, column: 9, scope: !12)
!66 = !{i8 0, i8 2}
!67 = !DILocation(line: 27, column: 14, scope: !12)
!68 = !DILocation(line: 29, column: 9, scope: !12)
!69 = !DILocation(line: 30, column: 20, scope: !12)
!70 = !DILocation(line: 30, column: 17, scope: !12)
!71 = !DILocation(line: 29, column: 45, scope: !12)
!72 = distinct !{!72, !73}
!73 = !{!"llvm.loop.unroll.disable"}
!74 = !DILocation(line: 31, column: 16, scope: !12)
!75 = !DILocation(line: 32, column: 5, scope: !12)
!76 = distinct !{!76, !68, !77, !78}
!77 = !DILocation(line: 30, column: 34, scope: !12)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 33, column: 1, scope: !12)
