; ModuleID = 'h-global-race-028.cu'
source_filename = "h-global-race-028.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @h_gather_rows(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !12 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %9 = mul i32 %7, %8, !dbg !22
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %11 = add i32 %9, %10, !dbg !26
  %12 = icmp slt i32 %11, %5, !dbg !27
  br i1 %12, label %13, label %118, !dbg !28

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64, !dbg !29
  %15 = getelementptr inbounds i32, ptr %0, i64 %14, !dbg !29
  %16 = load i32, ptr %15, align 4, !dbg !29, !tbaa !30
  %17 = getelementptr i8, ptr %15, i64 4, !dbg !34
  %18 = load i32, ptr %17, align 4, !dbg !34, !tbaa !30
  %19 = sub nsw i32 %18, %16, !dbg !35
  %20 = atomicrmw add ptr %4, i32 %19 seq_cst, align 4, !dbg !36
  %21 = getelementptr inbounds i32, ptr %3, i64 %14, !dbg !43
  store i32 %20, ptr %21, align 4, !dbg !44, !tbaa !30
  %22 = xor i32 %11, -1, !dbg !45
  %23 = zext i32 %20 to i64, !dbg !46
  %24 = getelementptr inbounds i32, ptr %2, i64 %23, !dbg !46
  store i32 %22, ptr %24, align 4, !dbg !47, !tbaa !30
  %25 = icmp sgt i32 %19, 0, !dbg !48
  br i1 %25, label %26, label %118, !dbg !49

26:                                               ; preds = %13
  %27 = add i32 %20, 1
  %28 = and i32 %19, 7, !dbg !49
  %29 = sub i32 %16, %18, !dbg !49
  %30 = icmp ugt i32 %29, -8, !dbg !49
  br i1 %30, label %102, label %31, !dbg !49

31:                                               ; preds = %26
  %32 = and i32 %19, 2147483640, !dbg !49
  br label %33, !dbg !49

33:                                               ; preds = %33, %31
  %34 = phi i32 [ 0, %31 ], [ %99, %33 ]
  %35 = phi i32 [ 0, %31 ], [ %100, %33 ]
  %36 = add nsw i32 %34, %16, !dbg !50
  %37 = sext i32 %36 to i64, !dbg !51
  %38 = getelementptr inbounds i32, ptr %1, i64 %37, !dbg !51
  %39 = load i32, ptr %38, align 4, !dbg !51, !tbaa !30
  %40 = add i32 %27, %34, !dbg !52
  %41 = zext i32 %40 to i64, !dbg !53
  %42 = getelementptr inbounds i32, ptr %2, i64 %41, !dbg !53
  store i32 %39, ptr %42, align 4, !dbg !54, !tbaa !30
  %43 = or disjoint i32 %34, 1, !dbg !55
  %44 = add nsw i32 %43, %16, !dbg !50
  %45 = sext i32 %44 to i64, !dbg !51
  %46 = getelementptr inbounds i32, ptr %1, i64 %45, !dbg !51
  %47 = load i32, ptr %46, align 4, !dbg !51, !tbaa !30
  %48 = add i32 %27, %43, !dbg !52
  %49 = zext i32 %48 to i64, !dbg !53
  %50 = getelementptr inbounds i32, ptr %2, i64 %49, !dbg !53
  store i32 %47, ptr %50, align 4, !dbg !54, !tbaa !30
  %51 = or disjoint i32 %34, 2, !dbg !55
  %52 = add nsw i32 %51, %16, !dbg !50
  %53 = sext i32 %52 to i64, !dbg !51
  %54 = getelementptr inbounds i32, ptr %1, i64 %53, !dbg !51
  %55 = load i32, ptr %54, align 4, !dbg !51, !tbaa !30
  %56 = add i32 %27, %51, !dbg !52
  %57 = zext i32 %56 to i64, !dbg !53
  %58 = getelementptr inbounds i32, ptr %2, i64 %57, !dbg !53
  store i32 %55, ptr %58, align 4, !dbg !54, !tbaa !30
  %59 = or disjoint i32 %34, 3, !dbg !55
  %60 = add nsw i32 %59, %16, !dbg !50
  %61 = sext i32 %60 to i64, !dbg !51
  %62 = getelementptr inbounds i32, ptr %1, i64 %61, !dbg !51
  %63 = load i32, ptr %62, align 4, !dbg !51, !tbaa !30
  %64 = add i32 %27, %59, !dbg !52
  %65 = zext i32 %64 to i64, !dbg !53
  %66 = getelementptr inbounds i32, ptr %2, i64 %65, !dbg !53
  store i32 %63, ptr %66, align 4, !dbg !54, !tbaa !30
  %67 = or disjoint i32 %34, 4, !dbg !55
  %68 = add nsw i32 %67, %16, !dbg !50
  %69 = sext i32 %68 to i64, !dbg !51
  %70 = getelementptr inbounds i32, ptr %1, i64 %69, !dbg !51
  %71 = load i32, ptr %70, align 4, !dbg !51, !tbaa !30
  %72 = add i32 %27, %67, !dbg !52
  %73 = zext i32 %72 to i64, !dbg !53
  %74 = getelementptr inbounds i32, ptr %2, i64 %73, !dbg !53
  store i32 %71, ptr %74, align 4, !dbg !54, !tbaa !30
  %75 = or disjoint i32 %34, 5, !dbg !55
  %76 = add nsw i32 %75, %16, !dbg !50
  %77 = sext i32 %76 to i64, !dbg !51
  %78 = getelementptr inbounds i32, ptr %1, i64 %77, !dbg !51
  %79 = load i32, ptr %78, align 4, !dbg !51, !tbaa !30
  %80 = add i32 %27, %75, !dbg !52
  %81 = zext i32 %80 to i64, !dbg !53
  %82 = getelementptr inbounds i32, ptr %2, i64 %81, !dbg !53
  store i32 %79, ptr %82, align 4, !dbg !54, !tbaa !30
  %83 = or disjoint i32 %34, 6, !dbg !55
  %84 = add nsw i32 %83, %16, !dbg !50
  %85 = sext i32 %84 to i64, !dbg !51
  %86 = getelementptr inbounds i32, ptr %1, i64 %85, !dbg !51
  %87 = load i32, ptr %86, align 4, !dbg !51, !tbaa !30
  %88 = add i32 %27, %83, !dbg !52
  %89 = zext i32 %88 to i64, !dbg !53
  %90 = getelementptr inbounds i32, ptr %2, i64 %89, !dbg !53
  store i32 %87, ptr %90, align 4, !dbg !54, !tbaa !30
  %91 = or disjoint i32 %34, 7, !dbg !55
  %92 = add nsw i32 %91, %16, !dbg !50
  %93 = sext i32 %92 to i64, !dbg !51
  %94 = getelementptr inbounds i32, ptr %1, i64 %93, !dbg !51
  %95 = load i32, ptr %94, align 4, !dbg !51, !tbaa !30
  %96 = add i32 %27, %91, !dbg !52
  %97 = zext i32 %96 to i64, !dbg !53
  %98 = getelementptr inbounds i32, ptr %2, i64 %97, !dbg !53
  store i32 %95, ptr %98, align 4, !dbg !54, !tbaa !30
  %99 = add nuw nsw i32 %34, 8, !dbg !55
  %100 = add i32 %35, 8, !dbg !49
  %101 = icmp eq i32 %100, %32, !dbg !49
  br i1 %101, label %102, label %33, !dbg !49, !llvm.loop !56

102:                                              ; preds = %33, %26
  %103 = phi i32 [ 0, %26 ], [ %99, %33 ]
  %104 = icmp eq i32 %28, 0, !dbg !49
  br i1 %104, label %118, label %105, !dbg !49

105:                                              ; preds = %102, %105
  %106 = phi i32 [ %115, %105 ], [ %103, %102 ]
  %107 = phi i32 [ %116, %105 ], [ 0, %102 ]
  %108 = add nsw i32 %106, %16, !dbg !50
  %109 = sext i32 %108 to i64, !dbg !51
  %110 = getelementptr inbounds i32, ptr %1, i64 %109, !dbg !51
  %111 = load i32, ptr %110, align 4, !dbg !51, !tbaa !30
  %112 = add i32 %27, %106, !dbg !52
  %113 = zext i32 %112 to i64, !dbg !53
  %114 = getelementptr inbounds i32, ptr %2, i64 %113, !dbg !53
  store i32 %111, ptr %114, align 4, !dbg !54, !tbaa !30
  %115 = add nuw nsw i32 %106, 1, !dbg !55
  %116 = add i32 %107, 1, !dbg !49
  %117 = icmp eq i32 %116, %28, !dbg !49
  br i1 %117, label %118, label %105, !dbg !49, !llvm.loop !59

118:                                              ; preds = %102, %105, %13, %6
  ret void, !dbg !61
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "h-global-race-028.cu", directory: ".")
!8 = !{ptr @h_gather_rows, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_gather_rows", scope: !7, file: !7, line: 11, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 14, column: 26, scope: !12)
!22 = !DILocation(line: 14, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 14, column: 39, scope: !12)
!26 = !DILocation(line: 14, column: 37, scope: !12)
!27 = !DILocation(line: 15, column: 11, scope: !12)
!28 = !DILocation(line: 15, column: 9, scope: !12)
!29 = !DILocation(line: 17, column: 13, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 17, column: 31, scope: !12)
!35 = !DILocation(line: 17, column: 46, scope: !12)
!36 = !DILocation(line: 533, column: 10, scope: !37, inlinedAt: !39)
!37 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !38, file: !38, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!38 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!39 = distinct !DILocation(line: 112, column: 10, scope: !40, inlinedAt: !42)
!40 = distinct !DISubprogram(name: "atomicAdd", scope: !41, file: !41, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!41 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!42 = distinct !DILocation(line: 18, column: 20, scope: !12)
!43 = !DILocation(line: 19, column: 5, scope: !12)
!44 = !DILocation(line: 19, column: 14, scope: !12)
!45 = !DILocation(line: 20, column: 19, scope: !12)
!46 = !DILocation(line: 20, column: 5, scope: !12)
!47 = !DILocation(line: 20, column: 14, scope: !12)
!48 = !DILocation(line: 21, column: 23, scope: !12)
!49 = !DILocation(line: 21, column: 5, scope: !12)
!50 = !DILocation(line: 22, column: 34, scope: !12)
!51 = !DILocation(line: 22, column: 28, scope: !12)
!52 = !DILocation(line: 22, column: 21, scope: !12)
!53 = !DILocation(line: 22, column: 9, scope: !12)
!54 = !DILocation(line: 22, column: 26, scope: !12)
!55 = !DILocation(line: 21, column: 31, scope: !12)
!56 = distinct !{!56, !49, !57, !58}
!57 = !DILocation(line: 22, column: 37, scope: !12)
!58 = !{!"llvm.loop.mustprogress"}
!59 = distinct !{!59, !60}
!60 = !{!"llvm.loop.unroll.disable"}
!61 = !DILocation(line: 23, column: 1, scope: !12)
