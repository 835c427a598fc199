; ModuleID = 'e-global-race-025.cu'
source_filename = "e-global-race-025.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20e_transpose_tiled_okE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @e_transpose_tiled_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %4 = shl i32 %3, 5, !dbg !19
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %6 = add i32 %4, %5, !dbg !23
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !24
  %8 = shl nuw nsw i32 %7, 5, !dbg !27
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !28
  %10 = add nuw nsw i32 %8, %9, !dbg !31
  %11 = zext nneg i32 %5 to i64
  %12 = shl nuw nsw i32 %10, 8, !dbg !32
  %13 = add nsw i32 %6, %12, !dbg !33
  %14 = sext i32 %13 to i64, !dbg !34
  %15 = getelementptr inbounds float, ptr %0, i64 %14, !dbg !34
  %16 = load float, ptr %15, align 4, !dbg !34, !tbaa !35
  %17 = zext nneg i32 %9 to i64, !dbg !39
  %18 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20e_transpose_tiled_okE4tile to ptr), i64 0, i64 %17, i64 %11, !dbg !39
  store float %16, ptr %18, align 4, !dbg !40, !tbaa !35
  %19 = shl nuw nsw i32 %10, 8, !dbg !32
  %20 = add nuw nsw i32 %19, 2048, !dbg !32
  %21 = add nsw i32 %6, %20, !dbg !33
  %22 = sext i32 %21 to i64, !dbg !34
  %23 = getelementptr inbounds float, ptr %0, i64 %22, !dbg !34
  %24 = load float, ptr %23, align 4, !dbg !34, !tbaa !35
  %25 = add nuw nsw i32 %9, 8, !dbg !41
  %26 = zext nneg i32 %25 to i64, !dbg !39
  %27 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20e_transpose_tiled_okE4tile to ptr), i64 0, i64 %26, i64 %11, !dbg !39
  store float %24, ptr %27, align 4, !dbg !40, !tbaa !35
  %28 = shl nuw nsw i32 %10, 8, !dbg !32
  %29 = add nuw nsw i32 %28, 4096, !dbg !32
  %30 = add nsw i32 %6, %29, !dbg !33
  %31 = sext i32 %30 to i64, !dbg !34
  %32 = getelementptr inbounds float, ptr %0, i64 %31, !dbg !34
  %33 = load float, ptr %32, align 4, !dbg !34, !tbaa !35
  %34 = add nuw nsw i32 %9, 16, !dbg !41
  %35 = zext nneg i32 %34 to i64, !dbg !39
  %36 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20e_transpose_tiled_okE4tile to ptr), i64 0, i64 %35, i64 %11, !dbg !39
  store float %33, ptr %36, align 4, !dbg !40, !tbaa !35
  %37 = shl nuw nsw i32 %10, 8, !dbg !32
  %38 = add nuw nsw i32 %37, 6144, !dbg !32
  %39 = add nsw i32 %6, %38, !dbg !33
  %40 = sext i32 %39 to i64, !dbg !34
  %41 = getelementptr inbounds float, ptr %0, i64 %40, !dbg !34
  %42 = load float, ptr %41, align 4, !dbg !34, !tbaa !35
  %43 = add nuw nsw i32 %9, 24, !dbg !41
  %44 = zext nneg i32 %43 to i64, !dbg !39
  %45 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20e_transpose_tiled_okE4tile to ptr), i64 0, i64 %44, i64 %11, !dbg !39
  store float %42, ptr %45, align 4, !dbg !40, !tbaa !35
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %46 = add nuw nsw i32 %8, %5, !dbg !43
  %47 = add i32 %4, %9, !dbg !44
  %48 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20e_transpose_tiled_okE4tile to ptr), i64 0, i64 %11, i64 %17, !dbg !45
  %49 = load float, ptr %48, align 4, !dbg !45, !tbaa !35
  %50 = shl nsw i32 %47, 7, !dbg !46
  %51 = add nsw i32 %46, %50, !dbg !47
  %52 = sext i32 %51 to i64, !dbg !48
  %53 = getelementptr inbounds float, ptr %1, i64 %52, !dbg !48
  store float %49, ptr %53, align 4, !dbg !49, !tbaa !35
  %54 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20e_transpose_tiled_okE4tile to ptr), i64 0, i64 %11, i64 %26, !dbg !45
  %55 = load float, ptr %54, align 4, !dbg !45, !tbaa !35
  %56 = shl i32 %47, 7, !dbg !46
  %57 = add i32 %56, 1024, !dbg !46
  %58 = add nsw i32 %46, %57, !dbg !47
  %59 = sext i32 %58 to i64, !dbg !48
  %60 = getelementptr inbounds float, ptr %1, i64 %59, !dbg !48
  store float %55, ptr %60, align 4, !dbg !49, !tbaa !35
  %61 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20e_transpose_tiled_okE4tile to ptr), i64 0, i64 %11, i64 %35, !dbg !45
  %62 = load float, ptr %61, align 4, !dbg !45, !tbaa !35
  %63 = shl i32 %47, 7, !dbg !46
  %64 = add i32 %63, 2048, !dbg !46
  %65 = add nsw i32 %46, %64, !dbg !47
  %66 = sext i32 %65 to i64, !dbg !48
  %67 = getelementptr inbounds float, ptr %1, i64 %66, !dbg !48
  store float %62, ptr %67, align 4, !dbg !49, !tbaa !35
  %68 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20e_transpose_tiled_okE4tile to ptr), i64 0, i64 %11, i64 %44, !dbg !45
  %69 = load float, ptr %68, align 4, !dbg !45, !tbaa !35
  %70 = shl i32 %47, 7, !dbg !46
  %71 = add i32 %70, 3072, !dbg !46
  %72 = add nsw i32 %46, %71, !dbg !47
  %73 = sext i32 %72 to i64, !dbg !48
  %74 = getelementptr inbounds float, ptr %1, i64 %73, !dbg !48
  store float %69, ptr %74, align 4, !dbg !49, !tbaa !35
  ret void, !dbg !50
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

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
!7 = !DIFile(filename: "e-global-race-025.cu", directory: ".")
!8 = !{ptr @e_transpose_tiled_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_transpose_tiled_ok", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 24, scope: !12)
!20 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 13, column: 33, scope: !12)
!23 = !DILocation(line: 13, column: 31, scope: !12)
!24 = !DILocation(line: 67, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = distinct !DILocation(line: 14, column: 13, scope: !12)
!27 = !DILocation(line: 14, column: 24, scope: !12)
!28 = !DILocation(line: 54, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!30 = distinct !DILocation(line: 14, column: 33, scope: !12)
!31 = !DILocation(line: 14, column: 31, scope: !12)
!32 = !DILocation(line: 16, column: 57, scope: !12)
!33 = !DILocation(line: 16, column: 61, scope: !12)
!34 = !DILocation(line: 16, column: 46, scope: !12)
!35 = !{!36, !36, i64 0}
!36 = !{!"float", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C++ TBAA"}
!39 = !DILocation(line: 16, column: 9, scope: !12)
!40 = !DILocation(line: 16, column: 44, scope: !12)
!41 = !DILocation(line: 16, column: 26, scope: !12)
!42 = !DILocation(line: 17, column: 5, scope: !12)
!43 = !DILocation(line: 18, column: 27, scope: !12)
!44 = !DILocation(line: 19, column: 27, scope: !12)
!45 = !DILocation(line: 21, column: 32, scope: !12)
!46 = !DILocation(line: 21, column: 21, scope: !12)
!47 = !DILocation(line: 21, column: 25, scope: !12)
!48 = !DILocation(line: 21, column: 9, scope: !12)
!49 = !DILocation(line: 21, column: 30, scope: !12)
!50 = !DILocation(line: 22, column: 1, scope: !12)
