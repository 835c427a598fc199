; ModuleID = 'h-global-race-036.cu'
source_filename = "h-global-race-036.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local void @h_column_iir_halved(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 !dbg !12 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %10 = add i32 %8, %9, !dbg !26
  %11 = lshr i32 %10, 1, !dbg !27
  %12 = icmp ult i32 %11, %2, !dbg !28
  br i1 %12, label %13, label %182, !dbg !29

13:                                               ; preds = %5
  %14 = zext nneg i32 %11 to i64, !dbg !30
  %15 = getelementptr inbounds float, ptr %0, i64 %14, !dbg !30
  %16 = getelementptr inbounds float, ptr %1, i64 %14, !dbg !31
  %17 = icmp sgt i32 %3, 0, !dbg !32
  br i1 %17, label %20, label %18, !dbg !33

18:                                               ; preds = %13
  %19 = sext i32 %2 to i64, !dbg !34
  br label %49, !dbg !33

20:                                               ; preds = %13
  %21 = uitofp nneg i32 %9 to float, !dbg !35
  %22 = load float, ptr %15, align 4, !dbg !36, !tbaa !37
  %23 = fadd contract float %22, %21, !dbg !41
  %24 = sext i32 %2 to i64
  %25 = and i32 %3, 7, !dbg !33
  %26 = icmp ult i32 %3, 8, !dbg !33
  br i1 %26, label %29, label %27, !dbg !33

27:                                               ; preds = %20
  %28 = and i32 %3, 2147483640, !dbg !33
  br label %83, !dbg !33

29:                                               ; preds = %83, %20
  %30 = phi ptr [ poison, %20 ], [ %134, %83 ]
  %31 = phi ptr [ poison, %20 ], [ %135, %83 ]
  %32 = phi ptr [ %15, %20 ], [ %134, %83 ]
  %33 = phi ptr [ %16, %20 ], [ %135, %83 ]
  %34 = phi float [ %23, %20 ], [ %133, %83 ]
  %35 = icmp eq i32 %25, 0, !dbg !33
  br i1 %35, label %49, label %36, !dbg !33

36:                                               ; preds = %29, %36
  %37 = phi ptr [ %45, %36 ], [ %32, %29 ]
  %38 = phi ptr [ %46, %36 ], [ %33, %29 ]
  %39 = phi float [ %44, %36 ], [ %34, %29 ]
  %40 = phi i32 [ %47, %36 ], [ 0, %29 ]
  %41 = load float, ptr %37, align 4, !dbg !42, !tbaa !37
  %42 = fsub contract float %39, %41, !dbg !43
  %43 = fmul contract float %42, %4, !dbg !44
  %44 = fadd contract float %41, %43, !dbg !45
  store float %44, ptr %38, align 4, !dbg !46, !tbaa !37
  %45 = getelementptr inbounds float, ptr %37, i64 %24, !dbg !47
  %46 = getelementptr inbounds float, ptr %38, i64 %24, !dbg !48
  %47 = add i32 %40, 1, !dbg !33
  %48 = icmp eq i32 %47, %25, !dbg !33
  br i1 %48, label %49, label %36, !dbg !33, !llvm.loop !49

49:                                               ; preds = %29, %36, %18
  %50 = phi i64 [ %19, %18 ], [ %24, %36 ], [ %24, %29 ], !dbg !34
  %51 = phi ptr [ %16, %18 ], [ %31, %29 ], [ %46, %36 ], !dbg !51
  %52 = phi ptr [ %15, %18 ], [ %30, %29 ], [ %45, %36 ], !dbg !51
  %53 = sub nsw i64 0, %50, !dbg !34
  br i1 %17, label %54, label %182, !dbg !52

54:                                               ; preds = %49
  %55 = getelementptr inbounds float, ptr %52, i64 %53, !dbg !34
  %56 = load float, ptr %55, align 4, !dbg !53, !tbaa !37
  %57 = and i32 %3, 3, !dbg !52
  %58 = icmp eq i32 %57, 0, !dbg !52
  br i1 %58, label %77, label %59, !dbg !52

59:                                               ; preds = %54, %59
  %60 = phi ptr [ %74, %59 ], [ %55, %54 ]
  %61 = phi i32 [ %65, %59 ], [ %3, %54 ]
  %62 = phi ptr [ %66, %59 ], [ %51, %54 ]
  %63 = phi float [ %70, %59 ], [ %56, %54 ]
  %64 = phi i32 [ %75, %59 ], [ 0, %54 ]
  %65 = add nsw i32 %61, -1, !dbg !54
  %66 = getelementptr inbounds float, ptr %62, i64 %53, !dbg !51
  %67 = load float, ptr %60, align 4, !dbg !55, !tbaa !37
  %68 = fsub contract float %63, %67, !dbg !56
  %69 = fmul contract float %68, %4, !dbg !57
  %70 = fadd contract float %67, %69, !dbg !58
  %71 = load float, ptr %66, align 4, !dbg !59, !tbaa !37
  %72 = fadd contract float %71, %70, !dbg !60
  %73 = fmul contract float %72, 5.000000e-01, !dbg !61
  store float %73, ptr %66, align 4, !dbg !62, !tbaa !37
  %74 = getelementptr inbounds float, ptr %60, i64 %53, !dbg !63
  %75 = add i32 %64, 1, !dbg !52
  %76 = icmp eq i32 %75, %57, !dbg !52
  br i1 %76, label %77, label %59, !dbg !52, !llvm.loop !64

77:                                               ; preds = %59, %54
  %78 = phi ptr [ %55, %54 ], [ %74, %59 ]
  %79 = phi i32 [ %3, %54 ], [ %65, %59 ]
  %80 = phi ptr [ %51, %54 ], [ %66, %59 ]
  %81 = phi float [ %56, %54 ], [ %70, %59 ]
  %82 = icmp ult i32 %3, 4, !dbg !52
  br i1 %82, label %182, label %138, !dbg !52

83:                                               ; preds = %83, %27
  %84 = phi ptr [ %15, %27 ], [ %134, %83 ]
  %85 = phi ptr [ %16, %27 ], [ %135, %83 ]
  %86 = phi float [ %23, %27 ], [ %133, %83 ]
  %87 = phi i32 [ 0, %27 ], [ %136, %83 ]
  %88 = load float, ptr %84, align 4, !dbg !42, !tbaa !37
  %89 = fsub contract float %86, %88, !dbg !43
  %90 = fmul contract float %89, %4, !dbg !44
  %91 = fadd contract float %88, %90, !dbg !45
  store float %91, ptr %85, align 4, !dbg !46, !tbaa !37
  %92 = getelementptr inbounds float, ptr %84, i64 %24, !dbg !47
  %93 = getelementptr inbounds float, ptr %85, i64 %24, !dbg !48
  %94 = load float, ptr %92, align 4, !dbg !42, !tbaa !37
  %95 = fsub contract float %91, %94, !dbg !43
  %96 = fmul contract float %95, %4, !dbg !44
  %97 = fadd contract float %94, %96, !dbg !45
  store float %97, ptr %93, align 4, !dbg !46, !tbaa !37
  %98 = getelementptr inbounds float, ptr %92, i64 %24, !dbg !47
  %99 = getelementptr inbounds float, ptr %93, i64 %24, !dbg !48
  %100 = load float, ptr %98, align 4, !dbg !42, !tbaa !37
  %101 = fsub contract float %97, %100, !dbg !43
  %102 = fmul contract float %101, %4, !dbg !44
  %103 = fadd contract float %100, %102, !dbg !45
  store float %103, ptr %99, align 4, !dbg !46, !tbaa !37
  %104 = getelementptr inbounds float, ptr %98, i64 %24, !dbg !47
  %105 = getelementptr inbounds float, ptr %99, i64 %24, !dbg !48
  %106 = load float, ptr %104, align 4, !dbg !42, !tbaa !37
  %107 = fsub contract float %103, %106, !dbg !43
  %108 = fmul contract float %107, %4, !dbg !44
  %109 = fadd contract float %106, %108, !dbg !45
  store float %109, ptr %105, align 4, !dbg !46, !tbaa !37
  %110 = getelementptr inbounds float, ptr %104, i64 %24, !dbg !47
  %111 = getelementptr inbounds float, ptr %105, i64 %24, !dbg !48
  %112 = load float, ptr %110, align 4, !dbg !42, !tbaa !37
  %113 = fsub contract float %109, %112, !dbg !43
  %114 = fmul contract float %113, %4, !dbg !44
  %115 = fadd contract float %112, %114, !dbg !45
  store float %115, ptr %111, align 4, !dbg !46, !tbaa !37
  %116 = getelementptr inbounds float, ptr %110, i64 %24, !dbg !47
  %117 = getelementptr inbounds float, ptr %111, i64 %24, !dbg !48
  %118 = load float, ptr %116, align 4, !dbg !42, !tbaa !37
  %119 = fsub contract float %115, %118, !dbg !43
  %120 = fmul contract float %119, %4, !dbg !44
  %121 = fadd contract float %118, %120, !dbg !45
  store float %121, ptr %117, align 4, !dbg !46, !tbaa !37
  %122 = getelementptr inbounds float, ptr %116, i64 %24, !dbg !47
  %123 = getelementptr inbounds float, ptr %117, i64 %24, !dbg !48
  %124 = load float, ptr %122, align 4, !dbg !42, !tbaa !37
  %125 = fsub contract float %121, %124, !dbg !43
  %126 = fmul contract float %125, %4, !dbg !44
  %127 = fadd contract float %124, %126, !dbg !45
  store float %127, ptr %123, align 4, !dbg !46, !tbaa !37
  %128 = getelementptr inbounds float, ptr %122, i64 %24, !dbg !47
  %129 = getelementptr inbounds float, ptr %123, i64 %24, !dbg !48
  %130 = load float, ptr %128, align 4, !dbg !42, !tbaa !37
  %131 = fsub contract float %127, %130, !dbg !43
  %132 = fmul contract float %131, %4, !dbg !44
  %133 = fadd contract float %130, %132, !dbg !45
  store float %133, ptr %129, align 4, !dbg !46, !tbaa !37
  %134 = getelementptr inbounds float, ptr %128, i64 %24, !dbg !47
  %135 = getelementptr inbounds float, ptr %129, i64 %24, !dbg !48
  %136 = add i32 %87, 8, !dbg !33
  %137 = icmp eq i32 %136, %28, !dbg !33
  br i1 %137, label %29, label %83, !dbg !33, !llvm.loop !65

138:                                              ; preds = %77, %138
  %139 = phi ptr [ %179, %138 ], [ %78, %77 ]
  %140 = phi i32 [ %170, %138 ], [ %79, %77 ]
  %141 = phi ptr [ %171, %138 ], [ %80, %77 ]
  %142 = phi float [ %175, %138 ], [ %81, %77 ]
  %143 = getelementptr inbounds float, ptr %141, i64 %53, !dbg !51
  %144 = load float, ptr %139, align 4, !dbg !55, !tbaa !37
  %145 = fsub contract float %142, %144, !dbg !56
  %146 = fmul contract float %145, %4, !dbg !57
  %147 = fadd contract float %144, %146, !dbg !58
  %148 = load float, ptr %143, align 4, !dbg !59, !tbaa !37
  %149 = fadd contract float %148, %147, !dbg !60
  %150 = fmul contract float %149, 5.000000e-01, !dbg !61
  store float %150, ptr %143, align 4, !dbg !62, !tbaa !37
  %151 = getelementptr inbounds float, ptr %139, i64 %53, !dbg !63
  %152 = getelementptr inbounds float, ptr %143, i64 %53, !dbg !51
  %153 = load float, ptr %151, align 4, !dbg !55, !tbaa !37
  %154 = fsub contract float %147, %153, !dbg !56
  %155 = fmul contract float %154, %4, !dbg !57
  %156 = fadd contract float %153, %155, !dbg !58
  %157 = load float, ptr %152, align 4, !dbg !59, !tbaa !37
  %158 = fadd contract float %157, %156, !dbg !60
  %159 = fmul contract float %158, 5.000000e-01, !dbg !61
  store float %159, ptr %152, align 4, !dbg !62, !tbaa !37
  %160 = getelementptr inbounds float, ptr %151, i64 %53, !dbg !63
  %161 = getelementptr inbounds float, ptr %152, i64 %53, !dbg !51
  %162 = load float, ptr %160, align 4, !dbg !55, !tbaa !37
  %163 = fsub contract float %156, %162, !dbg !56
  %164 = fmul contract float %163, %4, !dbg !57
  %165 = fadd contract float %162, %164, !dbg !58
  %166 = load float, ptr %161, align 4, !dbg !59, !tbaa !37
  %167 = fadd contract float %166, %165, !dbg !60
  %168 = fmul contract float %167, 5.000000e-01, !dbg !61
  store float %168, ptr %161, align 4, !dbg !62, !tbaa !37
  %169 = getelementptr inbounds float, ptr %160, i64 %53, !dbg !63
  %170 = add nsw i32 %140, -4, !dbg !54
  %171 = getelementptr inbounds float, ptr %161, i64 %53, !dbg !51
  %172 = load float, ptr %169, align 4, !dbg !55, !tbaa !37
  %173 = fsub contract float %165, %172, !dbg !56
  %174 = fmul contract float %173, %4, !dbg !57
  %175 = fadd contract float %172, %174, !dbg !58
  %176 = load float, ptr %171, align 4, !dbg !59, !tbaa !37
  %177 = fadd contract float %176, %175, !dbg !60
  %178 = fmul contract float %177, 5.000000e-01, !dbg !61
  store float %178, ptr %171, align 4, !dbg !62, !tbaa !37
  %179 = getelementptr inbounds float, ptr %169, i64 %53, !dbg !63
  %180 = add i32 %140, -5, !dbg !68
  %181 = icmp ult i32 %180, -2, !dbg !68
  br i1 %181, label %138, label %182, !dbg !52, !llvm.loop !69

182:                                              ; preds = %77, %138, %49, %5
  ret void, !dbg !71
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
!7 = !DIFile(filename: "h-global-race-036.cu", directory: ".")
!8 = !{ptr @h_column_iir_halved, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_column_iir_halved", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 19, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 12, column: 32, scope: !12)
!22 = !DILocation(line: 12, column: 30, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 12, column: 45, scope: !12)
!26 = !DILocation(line: 12, column: 43, scope: !12)
!27 = !DILocation(line: 12, column: 58, scope: !12)
!28 = !DILocation(line: 13, column: 11, scope: !12)
!29 = !DILocation(line: 13, column: 9, scope: !12)
!30 = !DILocation(line: 15, column: 8, scope: !12)
!31 = !DILocation(line: 16, column: 9, scope: !12)
!32 = !DILocation(line: 18, column: 23, scope: !12)
!33 = !DILocation(line: 18, column: 5, scope: !12)
!34 = !DILocation(line: 25, column: 8, scope: !12)
!35 = !DILocation(line: 17, column: 22, scope: !12)
!36 = !DILocation(line: 17, column: 16, scope: !12)
!37 = !{!38, !38, i64 0}
!38 = !{!"float", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C++ TBAA"}
!41 = !DILocation(line: 17, column: 20, scope: !12)
!42 = !DILocation(line: 19, column: 20, scope: !12)
!43 = !DILocation(line: 19, column: 34, scope: !12)
!44 = !DILocation(line: 19, column: 28, scope: !12)
!45 = !DILocation(line: 19, column: 24, scope: !12)
!46 = !DILocation(line: 20, column: 14, scope: !12)
!47 = !DILocation(line: 21, column: 12, scope: !12)
!48 = !DILocation(line: 22, column: 13, scope: !12)
!49 = distinct !{!49, !50}
!50 = !{!"llvm.loop.unroll.disable"}
!51 = !DILocation(line: 0, scope: !12)
!52 = !DILocation(line: 28, column: 5, scope: !12)
!53 = !DILocation(line: 27, column: 10, scope: !12)
!54 = !DILocation(line: 28, scope: !12)
!55 = !DILocation(line: 29, column: 20, scope: !12)
!56 = !DILocation(line: 29, column: 34, scope: !12)
!57 = !DILocation(line: 29, column: 28, scope: !12)
!58 = !DILocation(line: 29, column: 24, scope: !12)
!59 = !DILocation(line: 30, column: 24, scope: !12)
!60 = !DILocation(line: 30, column: 29, scope: !12)
!61 = !DILocation(line: 30, column: 21, scope: !12)
!62 = !DILocation(line: 30, column: 14, scope: !12)
!63 = !DILocation(line: 31, column: 12, scope: !12)
!64 = distinct !{!64, !50}
!65 = distinct !{!65, !33, !66, !67}
!66 = !DILocation(line: 24, column: 5, scope: !12)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 28, column: 27, scope: !12)
!69 = distinct !{!69, !52, !70, !67}
!70 = !DILocation(line: 34, column: 5, scope: !12)
!71 = !DILocation(line: 35, column: 1, scope: !12)
