; ModuleID = 'h-global-race-006.cu'
source_filename = "h-global-race-006.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @h_pagerank_push_atomic(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !12 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %10 = add i32 %8, %9, !dbg !26
  %11 = icmp slt i32 %10, %4, !dbg !27
  br i1 %11, label %12, label %107, !dbg !28

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64, !dbg !29
  %14 = getelementptr inbounds i32, ptr %0, i64 %13, !dbg !29
  %15 = load i32, ptr %14, align 4, !dbg !29, !tbaa !30
  %16 = getelementptr i8, ptr %14, i64 4, !dbg !34
  %17 = load i32, ptr %16, align 4, !dbg !34, !tbaa !30
  %18 = icmp eq i32 %17, %15, !dbg !35
  br i1 %18, label %107, label %19, !dbg !36

19:                                               ; preds = %12
  %20 = getelementptr inbounds float, ptr %2, i64 %13, !dbg !37
  %21 = load float, ptr %20, align 4, !dbg !37, !tbaa !38
  %22 = fmul contract float %21, 0x3FEB333340000000, !dbg !40
  %23 = sub nsw i32 %17, %15, !dbg !41
  %24 = sitofp i32 %23 to float, !dbg !42
  %25 = fdiv contract float %22, %24, !dbg !43
  %26 = icmp slt i32 %15, %17, !dbg !44
  br i1 %26, label %27, label %107, !dbg !45

27:                                               ; preds = %19
  %28 = sub i32 %17, %15, !dbg !45
  %29 = and i32 %28, 7, !dbg !45
  %30 = icmp eq i32 %29, 0, !dbg !45
  br i1 %30, label %43, label %31, !dbg !45

31:                                               ; preds = %27, %31
  %32 = phi i32 [ %40, %31 ], [ %15, %27 ]
  %33 = phi i32 [ %41, %31 ], [ 0, %27 ]
  %34 = sext i32 %32 to i64, !dbg !46
  %35 = getelementptr inbounds i32, ptr %1, i64 %34, !dbg !46
  %36 = load i32, ptr %35, align 4, !dbg !46, !tbaa !30
  %37 = sext i32 %36 to i64, !dbg !47
  %38 = getelementptr inbounds float, ptr %3, i64 %37, !dbg !47
  %39 = atomicrmw fadd ptr %38, float %25 seq_cst, align 4, !dbg !48
  %40 = add nsw i32 %32, 1, !dbg !55
  %41 = add i32 %33, 1, !dbg !45
  %42 = icmp eq i32 %41, %29, !dbg !45
  br i1 %42, label %43, label %31, !dbg !45, !llvm.loop !56

43:                                               ; preds = %31, %27
  %44 = phi i32 [ %15, %27 ], [ %40, %31 ]
  %45 = sub i32 %15, %17, !dbg !45
  %46 = icmp ugt i32 %45, -8, !dbg !45
  br i1 %46, label %107, label %47, !dbg !45

47:                                               ; preds = %43
  %48 = getelementptr i8, ptr %1, i64 4, !dbg !45
  %49 = getelementptr i8, ptr %1, i64 8, !dbg !45
  %50 = getelementptr i8, ptr %1, i64 12, !dbg !45
  %51 = getelementptr i8, ptr %1, i64 16, !dbg !45
  %52 = getelementptr i8, ptr %1, i64 20, !dbg !45
  %53 = getelementptr i8, ptr %1, i64 24, !dbg !45
  %54 = getelementptr i8, ptr %1, i64 28, !dbg !45
  br label %55, !dbg !45

55:                                               ; preds = %55, %47
  %56 = phi i32 [ %44, %47 ], [ %105, %55 ]
  %57 = sext i32 %56 to i64, !dbg !46
  %58 = getelementptr inbounds i32, ptr %1, i64 %57, !dbg !46
  %59 = load i32, ptr %58, align 4, !dbg !46, !tbaa !30
  %60 = sext i32 %59 to i64, !dbg !47
  %61 = getelementptr inbounds float, ptr %3, i64 %60, !dbg !47
  %62 = atomicrmw fadd ptr %61, float %25 seq_cst, align 4, !dbg !48
  %63 = sext i32 %56 to i64, !dbg !46
  %64 = getelementptr i32, ptr %48, i64 %63, !dbg !46
  %65 = load i32, ptr %64, align 4, !dbg !46, !tbaa !30
  %66 = sext i32 %65 to i64, !dbg !47
  %67 = getelementptr inbounds float, ptr %3, i64 %66, !dbg !47
  %68 = atomicrmw fadd ptr %67, float %25 seq_cst, align 4, !dbg !48
  %69 = sext i32 %56 to i64, !dbg !46
  %70 = getelementptr i32, ptr %49, i64 %69, !dbg !46
  %71 = load i32, ptr %70, align 4, !dbg !46, !tbaa !30
  %72 = sext i32 %71 to i64, !dbg !47
  %73 = getelementptr inbounds float, ptr %3, i64 %72, !dbg !47
  %74 = atomicrmw fadd ptr %73, float %25 seq_cst, align 4, !dbg !48
  %75 = sext i32 %56 to i64, !dbg !46
  %76 = getelementptr i32, ptr %50, i64 %75, !dbg !46
  %77 = load i32, ptr %76, align 4, !dbg !46, !tbaa !30
  %78 = sext i32 %77 to i64, !dbg !47
  %79 = getelementptr inbounds float, ptr %3, i64 %78, !dbg !47
  %80 = atomicrmw fadd ptr %79, float %25 seq_cst, align 4, !dbg !48
  %81 = sext i32 %56 to i64, !dbg !46
  %82 = getelementptr i32, ptr %51, i64 %81, !dbg !46
  %83 = load i32, ptr %82, align 4, !dbg !46, !tbaa !30
  %84 = sext i32 %83 to i64, !dbg !47
  %85 = getelementptr inbounds float, ptr %3, i64 %84, !dbg !47
  %86 = atomicrmw fadd ptr %85, float %25 seq_cst, align 4, !dbg !48
  %87 = sext i32 %56 to i64, !dbg !46
  %88 = getelementptr i32, ptr %52, i64 %87, !dbg !46
  %89 = load i32, ptr %88, align 4, !dbg !46, !tbaa !30
  %90 = sext i32 %89 to i64, !dbg !47
  %91 = getelementptr inbounds float, ptr %3, i64 %90, !dbg !47
  %92 = atomicrmw fadd ptr %91, float %25 seq_cst, align 4, !dbg !48
  %93 = sext i32 %56 to i64, !dbg !46
  %94 = getelementptr i32, ptr %53, i64 %93, !dbg !46
  %95 = load i32, ptr %94, align 4, !dbg !46, !tbaa !30
  %96 = sext i32 %95 to i64, !dbg !47
  %97 = getelementptr inbounds float, ptr %3, i64 %96, !dbg !47
  %98 = atomicrmw fadd ptr %97, float %25 seq_cst, align 4, !dbg !48
  %99 = sext i32 %56 to i64, !dbg !46
  %100 = getelementptr i32, ptr %54, i64 %99, !dbg !46
  %101 = load i32, ptr %100, align 4, !dbg !46, !tbaa !30
  %102 = sext i32 %101 to i64, !dbg !47
  %103 = getelementptr inbounds float, ptr %3, i64 %102, !dbg !47
  %104 = atomicrmw fadd ptr %103, float %25 seq_cst, align 4, !dbg !48
  %105 = add nsw i32 %56, 8, !dbg !55
  %106 = icmp eq i32 %105, %17, !dbg !44
  br i1 %106, label %107, label %55, !dbg !45, !llvm.loop !58

107:                                              ; preds = %43, %55, %19, %12, %5
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
!7 = !DIFile(filename: "h-global-race-006.cu", directory: ".")
!8 = !{ptr @h_pagerank_push_atomic, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_pagerank_push_atomic", scope: !7, file: !7, line: 7, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 10, column: 26, scope: !12)
!22 = !DILocation(line: 10, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 10, column: 39, scope: !12)
!26 = !DILocation(line: 10, column: 37, scope: !12)
!27 = !DILocation(line: 11, column: 11, scope: !12)
!28 = !DILocation(line: 11, column: 9, scope: !12)
!29 = !DILocation(line: 13, column: 13, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 13, column: 33, scope: !12)
!35 = !DILocation(line: 14, column: 15, scope: !12)
!36 = !DILocation(line: 14, column: 9, scope: !12)
!37 = !DILocation(line: 16, column: 23, scope: !12)
!38 = !{!39, !39, i64 0}
!39 = !{!"float", !32, i64 0}
!40 = !DILocation(line: 16, column: 21, scope: !12)
!41 = !DILocation(line: 16, column: 47, scope: !12)
!42 = !DILocation(line: 16, column: 40, scope: !12)
!43 = !DILocation(line: 16, column: 31, scope: !12)
!44 = !DILocation(line: 17, column: 23, scope: !12)
!45 = !DILocation(line: 17, column: 5, scope: !12)
!46 = !DILocation(line: 18, column: 25, scope: !12)
!47 = !DILocation(line: 18, column: 20, scope: !12)
!48 = !DILocation(line: 177, column: 10, scope: !49, inlinedAt: !51)
!49 = distinct !DISubprogram(name: "__fAtomicAdd", scope: !50, file: !50, line: 176, type: !13, scopeLine: 176, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!50 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!51 = distinct !DILocation(line: 84, column: 10, scope: !52, inlinedAt: !54)
!52 = distinct !DISubprogram(name: "atomicAdd", scope: !53, file: !53, line: 82, type: !13, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!53 = !DIFile(filename: "/usr/local/cuda/include/sm_20_atomic_functions.hpp", directory: "")
!54 = distinct !DILocation(line: 18, column: 9, scope: !12)
!55 = !DILocation(line: 17, column: 32, scope: !12)
!56 = distinct !{!56, !57}
!57 = !{!"llvm.loop.unroll.disable"}
!58 = distinct !{!58, !45, !59, !60}
!59 = !DILocation(line: 18, column: 39, scope: !12)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 19, column: 1, scope: !12)
