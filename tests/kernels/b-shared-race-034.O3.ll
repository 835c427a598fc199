; ModuleID = 'b-shared-race-034.cu'
source_filename = "b-shared-race-034.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@raw = external dso_local local_unnamed_addr addrspace(3) global [0 x i8], align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_dynsmem_mixed_types_overlap(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !15
  %5 = shl nuw nsw i32 %4, 1, !dbg !19
  %6 = zext nneg i32 %5 to i64, !dbg !19
  %7 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @raw to ptr), i64 %6, !dbg !20
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !24
  %10 = mul i32 %9, %4, !dbg !27
  %11 = add i32 %10, %8, !dbg !28
  %12 = zext i32 %11 to i64, !dbg !29
  %13 = getelementptr inbounds i32, ptr %1, i64 %12, !dbg !29
  %14 = load i32, ptr %13, align 4, !dbg !29, !tbaa !30
  %15 = and i32 %14, 15, !dbg !34
  %16 = zext nneg i32 %8 to i64, !dbg !35
  %17 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @raw to ptr), i64 %16, !dbg !35
  store i32 %15, ptr %17, align 4, !dbg !36, !tbaa !30
  %18 = getelementptr inbounds float, ptr %2, i64 %12, !dbg !37
  %19 = load float, ptr %18, align 4, !dbg !37, !tbaa !38
  %20 = getelementptr inbounds float, ptr %7, i64 %16, !dbg !40
  store float %19, ptr %20, align 4, !dbg !41, !tbaa !38
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %21 = xor i32 %8, -1, !dbg !43
  %22 = add nsw i32 %4, %21, !dbg !43
  %23 = zext i32 %22 to i64, !dbg !44
  %24 = getelementptr inbounds float, ptr %7, i64 %23, !dbg !44
  %25 = load float, ptr %24, align 4, !dbg !44, !tbaa !38
  %26 = trunc nuw nsw i32 %8 to i16, !dbg !45
  %27 = add nuw nsw i16 %26, 1, !dbg !45
  %28 = trunc nuw nsw i32 %4 to i16, !dbg !45
  %29 = urem i16 %27, %28, !dbg !45
  %30 = zext nneg i16 %29 to i64, !dbg !46
  %31 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @raw to ptr), i64 %30, !dbg !46
  %32 = load i32, ptr %31, align 4, !dbg !46, !tbaa !30
  %33 = sitofp i32 %32 to float, !dbg !46
  %34 = fmul contract float %25, %33, !dbg !47
  %35 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !48
  store float %34, ptr %35, align 4, !dbg !49, !tbaa !38
  ret void, !dbg !50
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "b-shared-race-034.cu", directory: ".")
!8 = !{ptr @b_dynsmem_mixed_types_overlap, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_dynsmem_mixed_types_overlap", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 79, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 18, scope: !12)
!19 = !DILocation(line: 13, column: 37, scope: !12)
!20 = !DILocation(line: 13, column: 33, scope: !12)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = distinct !DILocation(line: 14, column: 18, scope: !12)
!24 = !DILocation(line: 66, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = distinct !DILocation(line: 15, column: 18, scope: !12)
!27 = !DILocation(line: 15, column: 29, scope: !12)
!28 = !DILocation(line: 15, column: 33, scope: !12)
!29 = !DILocation(line: 16, column: 17, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 16, column: 25, scope: !12)
!35 = !DILocation(line: 16, column: 5, scope: !12)
!36 = !DILocation(line: 16, column: 15, scope: !12)
!37 = !DILocation(line: 17, column: 15, scope: !12)
!38 = !{!39, !39, i64 0}
!39 = !{!"float", !32, i64 0}
!40 = !DILocation(line: 17, column: 5, scope: !12)
!41 = !DILocation(line: 17, column: 13, scope: !12)
!42 = !DILocation(line: 18, column: 5, scope: !12)
!43 = !DILocation(line: 19, column: 25, scope: !12)
!44 = !DILocation(line: 19, column: 14, scope: !12)
!45 = !DILocation(line: 19, column: 54, scope: !12)
!46 = !DILocation(line: 19, column: 39, scope: !12)
!47 = !DILocation(line: 19, column: 30, scope: !12)
!48 = !DILocation(line: 19, column: 5, scope: !12)
!49 = !DILocation(line: 19, column: 12, scope: !12)
!50 = !DILocation(line: 20, column: 1, scope: !12)
