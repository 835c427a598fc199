; ModuleID = 'a-shared-race-047.cu'
source_filename = "a-shared-race-047.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21a_transpose_padded_okE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_transpose_padded_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !15
  %4 = shl i32 %3, 5, !dbg !19
  %5 = tail call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y(), !dbg !20
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %7 = shl i32 %6, 5, !dbg !26
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  %9 = add i32 %7, %8, !dbg !30
  %10 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !31
  %11 = shl nuw nsw i32 %10, 5, !dbg !34
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !35
  %13 = add nuw nsw i32 %11, %12, !dbg !38
  %14 = zext nneg i32 %8 to i64
  %15 = mul i32 %4, %13, !dbg !39
  %16 = add i32 %9, %15, !dbg !40
  %17 = zext i32 %16 to i64, !dbg !41
  %18 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !41
  %19 = load float, ptr %18, align 4, !dbg !41, !tbaa !42
  %20 = zext nneg i32 %12 to i64, !dbg !46
  %21 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_transpose_padded_okE4tile to ptr), i64 0, i64 %20, i64 %14, !dbg !46
  store float %19, ptr %21, align 4, !dbg !47, !tbaa !42
  %22 = add nuw nsw i32 %13, 8, !dbg !48
  %23 = mul i32 %4, %22, !dbg !39
  %24 = add i32 %9, %23, !dbg !40
  %25 = zext i32 %24 to i64, !dbg !41
  %26 = getelementptr inbounds float, ptr %0, i64 %25, !dbg !41
  %27 = load float, ptr %26, align 4, !dbg !41, !tbaa !42
  %28 = add nuw nsw i32 %12, 8, !dbg !49
  %29 = zext nneg i32 %28 to i64, !dbg !46
  %30 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_transpose_padded_okE4tile to ptr), i64 0, i64 %29, i64 %14, !dbg !46
  store float %27, ptr %30, align 4, !dbg !47, !tbaa !42
  %31 = add nuw nsw i32 %13, 16, !dbg !48
  %32 = mul i32 %4, %31, !dbg !39
  %33 = add i32 %9, %32, !dbg !40
  %34 = zext i32 %33 to i64, !dbg !41
  %35 = getelementptr inbounds float, ptr %0, i64 %34, !dbg !41
  %36 = load float, ptr %35, align 4, !dbg !41, !tbaa !42
  %37 = add nuw nsw i32 %12, 16, !dbg !49
  %38 = zext nneg i32 %37 to i64, !dbg !46
  %39 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_transpose_padded_okE4tile to ptr), i64 0, i64 %38, i64 %14, !dbg !46
  store float %36, ptr %39, align 4, !dbg !47, !tbaa !42
  %40 = add nuw nsw i32 %13, 24, !dbg !48
  %41 = mul i32 %4, %40, !dbg !39
  %42 = add i32 %9, %41, !dbg !40
  %43 = zext i32 %42 to i64, !dbg !41
  %44 = getelementptr inbounds float, ptr %0, i64 %43, !dbg !41
  %45 = load float, ptr %44, align 4, !dbg !41, !tbaa !42
  %46 = add nuw nsw i32 %12, 24, !dbg !49
  %47 = zext nneg i32 %46 to i64, !dbg !46
  %48 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_transpose_padded_okE4tile to ptr), i64 0, i64 %47, i64 %14, !dbg !46
  store float %45, ptr %48, align 4, !dbg !47, !tbaa !42
  %49 = shl nuw nsw i32 %5, 5, !dbg !50
  tail call void @llvm.nvvm.barrier0(), !dbg !51
  %50 = add nuw nsw i32 %11, %8, !dbg !52
  %51 = add i32 %7, %12, !dbg !53
  %52 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_transpose_padded_okE4tile to ptr), i64 0, i64 %14, i64 %20, !dbg !54
  %53 = load float, ptr %52, align 4, !dbg !54, !tbaa !42
  %54 = mul i32 %49, %51, !dbg !55
  %55 = add i32 %50, %54, !dbg !56
  %56 = zext i32 %55 to i64, !dbg !57
  %57 = getelementptr inbounds float, ptr %1, i64 %56, !dbg !57
  store float %53, ptr %57, align 4, !dbg !58, !tbaa !42
  %58 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_transpose_padded_okE4tile to ptr), i64 0, i64 %14, i64 %29, !dbg !54
  %59 = load float, ptr %58, align 4, !dbg !54, !tbaa !42
  %60 = add i32 %51, 8, !dbg !59
  %61 = mul i32 %49, %60, !dbg !55
  %62 = add i32 %50, %61, !dbg !56
  %63 = zext i32 %62 to i64, !dbg !57
  %64 = getelementptr inbounds float, ptr %1, i64 %63, !dbg !57
  store float %59, ptr %64, align 4, !dbg !58, !tbaa !42
  %65 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_transpose_padded_okE4tile to ptr), i64 0, i64 %14, i64 %38, !dbg !54
  %66 = load float, ptr %65, align 4, !dbg !54, !tbaa !42
  %67 = add i32 %51, 16, !dbg !59
  %68 = mul i32 %49, %67, !dbg !55
  %69 = add i32 %50, %68, !dbg !56
  %70 = zext i32 %69 to i64, !dbg !57
  %71 = getelementptr inbounds float, ptr %1, i64 %70, !dbg !57
  store float %66, ptr %71, align 4, !dbg !58, !tbaa !42
  %72 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_transpose_padded_okE4tile to ptr), i64 0, i64 %14, i64 %47, !dbg !54
  %73 = load float, ptr %72, align 4, !dbg !54, !tbaa !42
  %74 = add i32 %51, 24, !dbg !59
  %75 = mul i32 %49, %74, !dbg !55
  %76 = add i32 %50, %75, !dbg !56
  %77 = zext i32 %76 to i64, !dbg !57
  %78 = getelementptr inbounds float, ptr %1, i64 %77, !dbg !57
  store float %73, ptr %78, align 4, !dbg !58, !tbaa !42
  ret void, !dbg !60
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #2

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
!7 = !DIFile(filename: "a-shared-race-047.cu", directory: ".")
!8 = !{ptr @a_transpose_padded_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_transpose_padded_ok", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 92, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 22, scope: !12)
!19 = !DILocation(line: 14, column: 32, scope: !12)
!20 = !DILocation(line: 93, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 93, type: !13, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!22 = distinct !DILocation(line: 14, column: 49, scope: !12)
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 15, column: 18, scope: !12)
!26 = !DILocation(line: 15, column: 29, scope: !12)
!27 = !DILocation(line: 53, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!29 = distinct !DILocation(line: 15, column: 38, scope: !12)
!30 = !DILocation(line: 15, column: 36, scope: !12)
!31 = !DILocation(line: 67, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!33 = distinct !DILocation(line: 16, column: 18, scope: !12)
!34 = !DILocation(line: 16, column: 29, scope: !12)
!35 = !DILocation(line: 54, column: 3, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!37 = distinct !DILocation(line: 16, column: 38, scope: !12)
!38 = !DILocation(line: 16, column: 36, scope: !12)
!39 = !DILocation(line: 18, column: 57, scope: !12)
!40 = !DILocation(line: 18, column: 65, scope: !12)
!41 = !DILocation(line: 18, column: 46, scope: !12)
!42 = !{!43, !43, i64 0}
!43 = !{!"float", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C++ TBAA"}
!46 = !DILocation(line: 18, column: 9, scope: !12)
!47 = !DILocation(line: 18, column: 44, scope: !12)
!48 = !DILocation(line: 18, column: 52, scope: !12)
!49 = !DILocation(line: 18, column: 26, scope: !12)
!50 = !DILocation(line: 14, column: 59, scope: !12)
!51 = !DILocation(line: 19, column: 5, scope: !12)
!52 = !DILocation(line: 20, column: 27, scope: !12)
!53 = !DILocation(line: 21, column: 27, scope: !12)
!54 = !DILocation(line: 23, column: 37, scope: !12)
!55 = !DILocation(line: 23, column: 21, scope: !12)
!56 = !DILocation(line: 23, column: 30, scope: !12)
!57 = !DILocation(line: 23, column: 9, scope: !12)
!58 = !DILocation(line: 23, column: 35, scope: !12)
!59 = !DILocation(line: 23, column: 16, scope: !12)
!60 = !DILocation(line: 24, column: 1, scope: !12)
