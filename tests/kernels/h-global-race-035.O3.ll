; ModuleID = 'h-global-race-035.cu'
source_filename = "h-global-race-035.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local void @h_column_iir(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 !dbg !12 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %10 = add i32 %8, %9, !dbg !26
  %11 = icmp ult i32 %10, %2, !dbg !27
  br i1 %11, label %12, label %179, !dbg !28

12:                                               ; preds = %5
  %13 = zext i32 %10 to i64, !dbg !29
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !29
  %15 = getelementptr inbounds float, ptr %1, i64 %13, !dbg !30
  %16 = icmp sgt i32 %3, 0, !dbg !31
  br i1 %16, label %19, label %17, !dbg !32

17:                                               ; preds = %12
  %18 = sext i32 %2 to i64, !dbg !33
  br label %46, !dbg !32

19:                                               ; preds = %12
  %20 = load float, ptr %14, align 4, !dbg !34, !tbaa !35
  %21 = sext i32 %2 to i64
  %22 = and i32 %3, 7, !dbg !32
  %23 = icmp ult i32 %3, 8, !dbg !32
  br i1 %23, label %26, label %24, !dbg !32

24:                                               ; preds = %19
  %25 = and i32 %3, 2147483640, !dbg !32
  br label %80, !dbg !32

26:                                               ; preds = %80, %19
  %27 = phi ptr [ poison, %19 ], [ %131, %80 ]
  %28 = phi ptr [ poison, %19 ], [ %132, %80 ]
  %29 = phi ptr [ %14, %19 ], [ %131, %80 ]
  %30 = phi ptr [ %15, %19 ], [ %132, %80 ]
  %31 = phi float [ %20, %19 ], [ %130, %80 ]
  %32 = icmp eq i32 %22, 0, !dbg !32
  br i1 %32, label %46, label %33, !dbg !32

33:                                               ; preds = %26, %33
  %34 = phi ptr [ %42, %33 ], [ %29, %26 ]
  %35 = phi ptr [ %43, %33 ], [ %30, %26 ]
  %36 = phi float [ %41, %33 ], [ %31, %26 ]
  %37 = phi i32 [ %44, %33 ], [ 0, %26 ]
  %38 = load float, ptr %34, align 4, !dbg !39, !tbaa !35
  %39 = fsub contract float %36, %38, !dbg !40
  %40 = fmul contract float %39, %4, !dbg !41
  %41 = fadd contract float %38, %40, !dbg !42
  store float %41, ptr %35, align 4, !dbg !43, !tbaa !35
  %42 = getelementptr inbounds float, ptr %34, i64 %21, !dbg !44
  %43 = getelementptr inbounds float, ptr %35, i64 %21, !dbg !45
  %44 = add i32 %37, 1, !dbg !32
  %45 = icmp eq i32 %44, %22, !dbg !32
  br i1 %45, label %46, label %33, !dbg !32, !llvm.loop !46

46:                                               ; preds = %26, %33, %17
  %47 = phi i64 [ %18, %17 ], [ %21, %33 ], [ %21, %26 ], !dbg !33
  %48 = phi ptr [ %15, %17 ], [ %28, %26 ], [ %43, %33 ], !dbg !48
  %49 = phi ptr [ %14, %17 ], [ %27, %26 ], [ %42, %33 ], !dbg !48
  %50 = sub nsw i64 0, %47, !dbg !33
  br i1 %16, label %51, label %179, !dbg !49

51:                                               ; preds = %46
  %52 = getelementptr inbounds float, ptr %49, i64 %50, !dbg !33
  %53 = load float, ptr %52, align 4, !dbg !50, !tbaa !35
  %54 = and i32 %3, 3, !dbg !49
  %55 = icmp eq i32 %54, 0, !dbg !49
  br i1 %55, label %74, label %56, !dbg !49

56:                                               ; preds = %51, %56
  %57 = phi ptr [ %71, %56 ], [ %52, %51 ]
  %58 = phi i32 [ %62, %56 ], [ %3, %51 ]
  %59 = phi ptr [ %63, %56 ], [ %48, %51 ]
  %60 = phi float [ %67, %56 ], [ %53, %51 ]
  %61 = phi i32 [ %72, %56 ], [ 0, %51 ]
  %62 = add nsw i32 %58, -1, !dbg !51
  %63 = getelementptr inbounds float, ptr %59, i64 %50, !dbg !48
  %64 = load float, ptr %57, align 4, !dbg !52, !tbaa !35
  %65 = fsub contract float %60, %64, !dbg !53
  %66 = fmul contract float %65, %4, !dbg !54
  %67 = fadd contract float %64, %66, !dbg !55
  %68 = load float, ptr %63, align 4, !dbg !56, !tbaa !35
  %69 = fadd contract float %68, %67, !dbg !57
  %70 = fmul contract float %69, 5.000000e-01, !dbg !58
  store float %70, ptr %63, align 4, !dbg !59, !tbaa !35
  %71 = getelementptr inbounds float, ptr %57, i64 %50, !dbg !60
  %72 = add i32 %61, 1, !dbg !49
  %73 = icmp eq i32 %72, %54, !dbg !49
  br i1 %73, label %74, label %56, !dbg !49, !llvm.loop !61

74:                                               ; preds = %56, %51
  %75 = phi ptr [ %52, %51 ], [ %71, %56 ]
  %76 = phi i32 [ %3, %51 ], [ %62, %56 ]
  %77 = phi ptr [ %48, %51 ], [ %63, %56 ]
  %78 = phi float [ %53, %51 ], [ %67, %56 ]
  %79 = icmp ult i32 %3, 4, !dbg !49
  br i1 %79, label %179, label %135, !dbg !49

80:                                               ; preds = %80, %24
  %81 = phi ptr [ %14, %24 ], [ %131, %80 ]
  %82 = phi ptr [ %15, %24 ], [ %132, %80 ]
  %83 = phi float [ %20, %24 ], [ %130, %80 ]
  %84 = phi i32 [ 0, %24 ], [ %133, %80 ]
  %85 = load float, ptr %81, align 4, !dbg !39, !tbaa !35
  %86 = fsub contract float %83, %85, !dbg !40
  %87 = fmul contract float %86, %4, !dbg !41
  %88 = fadd contract float %85, %87, !dbg !42
  store float %88, ptr %82, align 4, !dbg !43, !tbaa !35
  %89 = getelementptr inbounds float, ptr %81, i64 %21, !dbg !44
  %90 = getelementptr inbounds float, ptr %82, i64 %21, !dbg !45
  %91 = load float, ptr %89, align 4, !dbg !39, !tbaa !35
  %92 = fsub contract float %88, %91, !dbg !40
  %93 = fmul contract float %92, %4, !dbg !41
  %94 = fadd contract float %91, %93, !dbg !42
  store float %94, ptr %90, align 4, !dbg !43, !tbaa !35
  %95 = getelementptr inbounds float, ptr %89, i64 %21, !dbg !44
  %96 = getelementptr inbounds float, ptr %90, i64 %21, !dbg !45
  %97 = load float, ptr %95, align 4, !dbg !39, !tbaa !35
  %98 = fsub contract float %94, %97, !dbg !40
  %99 = fmul contract float %98, %4, !dbg !41
  %100 = fadd contract float %97, %99, !dbg !42
  store float %100, ptr %96, align 4, !dbg !43, !tbaa !35
  %101 = getelementptr inbounds float, ptr %95, i64 %21, !dbg !44
  %102 = getelementptr inbounds float, ptr %96, i64 %21, !dbg !45
  %103 = load float, ptr %101, align 4, !dbg !39, !tbaa !35
  %104 = fsub contract float %100, %103, !dbg !40
  %105 = fmul contract float %104, %4, !dbg !41
  %106 = fadd contract float %103, %105, !dbg !42
  store float %106, ptr %102, align 4, !dbg !43, !tbaa !35
  %107 = getelementptr inbounds float, ptr %101, i64 %21, !dbg !44
  %108 = getelementptr inbounds float, ptr %102, i64 %21, !dbg !45
  %109 = load float, ptr %107, align 4, !dbg !39, !tbaa !35
  %110 = fsub contract float %106, %109, !dbg !40
  %111 = fmul contract float %110, %4, !dbg !41
  %112 = fadd contract float %109, %111, !dbg !42
  store float %112, ptr %108, align 4, !dbg !43, !tbaa !35
  %113 = getelementptr inbounds float, ptr %107, i64 %21, !dbg !44
  %114 = getelementptr inbounds float, ptr %108, i64 %21, !dbg !45
  %115 = load float, ptr %113, align 4, !dbg !39, !tbaa !35
  %116 = fsub contract float %112, %115, !dbg !40
  %117 = fmul contract float %116, %4, !dbg !41
  %118 = fadd contract float %115, %117, !dbg !42
  store float %118, ptr %114, align 4, !dbg !43, !tbaa !35
  %119 = getelementptr inbounds float, ptr %113, i64 %21, !dbg !44
  %120 = getelementptr inbounds float, ptr %114, i64 %21, !dbg !45
  %121 = load float, ptr %119, align 4, !dbg !39, !tbaa !35
  %122 = fsub contract float %118, %121, !dbg !40
  %123 = fmul contract float %122, %4, !dbg !41
  %124 = fadd contract float %121, %123, !dbg !42
  store float %124, ptr %120, align 4, !dbg !43, !tbaa !35
  %125 = getelementptr inbounds float, ptr %119, i64 %21, !dbg !44
  %126 = getelementptr inbounds float, ptr %120, i64 %21, !dbg !45
  %127 = load float, ptr %125, align 4, !dbg !39, !tbaa !35
  %128 = fsub contract float %124, %127, !dbg !40
  %129 = fmul contract float %128, %4, !dbg !41
  %130 = fadd contract float %127, %129, !dbg !42
  store float %130, ptr %126, align 4, !dbg !43, !tbaa !35
  %131 = getelementptr inbounds float, ptr %125, i64 %21, !dbg !44
  %132 = getelementptr inbounds float, ptr %126, i64 %21, !dbg !45
  %133 = add i32 %84, 8, !dbg !32
  %134 = icmp eq i32 %133, %25, !dbg !32
  br i1 %134, label %26, label %80, !dbg !32, !llvm.loop !62

135:                                              ; preds = %74, %135
  %136 = phi ptr [ %176, %135 ], [ %75, %74 ]
  %137 = phi i32 [ %167, %135 ], [ %76, %74 ]
  %138 = phi ptr [ %168, %135 ], [ %77, %74 ]
  %139 = phi float [ %172, %135 ], [ %78, %74 ]
  %140 = getelementptr inbounds float, ptr %138, i64 %50, !dbg !48
  %141 = load float, ptr %136, align 4, !dbg !52, !tbaa !35
  %142 = fsub contract float %139, %141, !dbg !53
  %143 = fmul contract float %142, %4, !dbg !54
  %144 = fadd contract float %141, %143, !dbg !55
  %145 = load float, ptr %140, align 4, !dbg !56, !tbaa !35
  %146 = fadd contract float %145, %144, !dbg !57
  %147 = fmul contract float %146, 5.000000e-01, !dbg !58
  store float %147, ptr %140, align 4, !dbg !59, !tbaa !35
  %148 = getelementptr inbounds float, ptr %136, i64 %50, !dbg !60
  %149 = getelementptr inbounds float, ptr %140, i64 %50, !dbg !48
  %150 = load float, ptr %148, align 4, !dbg !52, !tbaa !35
  %151 = fsub contract float %144, %150, !dbg !53
  %152 = fmul contract float %151, %4, !dbg !54
  %153 = fadd contract float %150, %152, !dbg !55
  %154 = load float, ptr %149, align 4, !dbg !56, !tbaa !35
  %155 = fadd contract float %154, %153, !dbg !57
  %156 = fmul contract float %155, 5.000000e-01, !dbg !58
  store float %156, ptr %149, align 4, !dbg !59, !tbaa !35
  %157 = getelementptr inbounds float, ptr %148, i64 %50, !dbg !60
  %158 = getelementptr inbounds float, ptr %149, i64 %50, !dbg !48
  %159 = load float, ptr %157, align 4, !dbg !52, !tbaa !35
  %160 = fsub contract float %153, %159, !dbg !53
  %161 = fmul contract float %160, %4, !dbg !54
  %162 = fadd contract float %159, %161, !dbg !55
  %163 = load float, ptr %158, align 4, !dbg !56, !tbaa !35
  %164 = fadd contract float %163, %162, !dbg !57
  %165 = fmul contract float %164, 5.000000e-01, !dbg !58
  store float %165, ptr %158, align 4, !dbg !59, !tbaa !35
  %166 = getelementptr inbounds float, ptr %157, i64 %50, !dbg !60
  %167 = add nsw i32 %137, -4, !dbg !51
  %168 = getelementptr inbounds float, ptr %158, i64 %50, !dbg !48
  %169 = load float, ptr %166, align 4, !dbg !52, !tbaa !35
  %170 = fsub contract float %162, %169, !dbg !53
  %171 = fmul contract float %170, %4, !dbg !54
  %172 = fadd contract float %169, %171, !dbg !55
  %173 = load float, ptr %168, align 4, !dbg !56, !tbaa !35
  %174 = fadd contract float %173, %172, !dbg !57
  %175 = fmul contract float %174, 5.000000e-01, !dbg !58
  store float %175, ptr %168, align 4, !dbg !59, !tbaa !35
  %176 = getelementptr inbounds float, ptr %166, i64 %50, !dbg !60
  %177 = add i32 %137, -5, !dbg !65
  %178 = icmp ult i32 %177, -2, !dbg !65
  br i1 %178, label %135, label %179, !dbg !49, !llvm.loop !66

179:                                              ; preds = %74, %135, %46, %5
  ret void, !dbg !68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
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
!7 = !DIFile(filename: "h-global-race-035.cu", directory: ".")
!8 = !{ptr @h_column_iir, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_column_iir", scope: !7, file: !7, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 14, column: 31, scope: !12)
!22 = !DILocation(line: 14, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 14, column: 44, scope: !12)
!26 = !DILocation(line: 14, column: 42, scope: !12)
!27 = !DILocation(line: 15, column: 11, scope: !12)
!28 = !DILocation(line: 15, column: 9, scope: !12)
!29 = !DILocation(line: 17, column: 8, scope: !12)
!30 = !DILocation(line: 18, column: 9, scope: !12)
!31 = !DILocation(line: 20, column: 23, scope: !12)
!32 = !DILocation(line: 20, column: 5, scope: !12)
!33 = !DILocation(line: 27, column: 8, scope: !12)
!34 = !DILocation(line: 19, column: 16, scope: !12)
!35 = !{!36, !36, i64 0}
!36 = !{!"float", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C++ TBAA"}
!39 = !DILocation(line: 21, column: 20, scope: !12)
!40 = !DILocation(line: 21, column: 34, scope: !12)
!41 = !DILocation(line: 21, column: 28, scope: !12)
!42 = !DILocation(line: 21, column: 24, scope: !12)
!43 = !DILocation(line: 22, column: 14, scope: !12)
!44 = !DILocation(line: 23, column: 12, scope: !12)
!45 = !DILocation(line: 24, column: 13, scope: !12)
!46 = distinct !{!46, !47}
!47 = !{!"llvm.loop.unroll.disable"}
!48 = !DILocation(line: 0, scope: !12)
!49 = !DILocation(line: 30, column: 5, scope: !12)
!50 = !DILocation(line: 29, column: 10, scope: !12)
!51 = !DILocation(line: 30, scope: !12)
!52 = !DILocation(line: 31, column: 20, scope: !12)
!53 = !DILocation(line: 31, column: 34, scope: !12)
!54 = !DILocation(line: 31, column: 28, scope: !12)
!55 = !DILocation(line: 31, column: 24, scope: !12)
!56 = !DILocation(line: 32, column: 24, scope: !12)
!57 = !DILocation(line: 32, column: 29, scope: !12)
!58 = !DILocation(line: 32, column: 21, scope: !12)
!59 = !DILocation(line: 32, column: 14, scope: !12)
!60 = !DILocation(line: 33, column: 12, scope: !12)
!61 = distinct !{!61, !47}
!62 = distinct !{!62, !32, !63, !64}
!63 = !DILocation(line: 26, column: 5, scope: !12)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 30, column: 27, scope: !12)
!66 = distinct !{!66, !49, !67, !64}
!67 = !DILocation(line: 36, column: 5, scope: !12)
!68 = !DILocation(line: 37, column: 1, scope: !12)
