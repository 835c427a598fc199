; ModuleID = 'b-shared-race-038.cu'
source_filename = "b-shared-race-038.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20b_block3d_bad_linearE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_block3d_bad_linear(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !19
  %5 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !22
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !25
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !28
  %8 = mul nuw nsw i32 %6, %7, !dbg !31
  %9 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z(), !dbg !32
  %10 = mul nuw nsw i32 %8, %9, !dbg !35
  %11 = add nuw nsw i32 %5, %4
  %12 = mul nuw nsw i32 %11, %6
  %13 = add nuw nsw i32 %12, %3, !dbg !36
  %14 = mul nuw nsw i32 %5, %7, !dbg !37
  %15 = add nuw nsw i32 %14, %4, !dbg !38
  %16 = mul nuw nsw i32 %15, %6, !dbg !39
  %17 = add nuw nsw i32 %16, %3, !dbg !40
  %18 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !41
  %19 = mul i32 %10, %18, !dbg !44
  %20 = add i32 %17, %19, !dbg !45
  %21 = sext i32 %20 to i64, !dbg !46
  %22 = getelementptr inbounds float, ptr %1, i64 %21, !dbg !46
  %23 = load float, ptr %22, align 4, !dbg !46, !tbaa !47
  %24 = zext nneg i32 %13 to i64, !dbg !51
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_block3d_bad_linearE1s to ptr), i64 0, i64 %24, !dbg !51
  store float %23, ptr %25, align 4, !dbg !52, !tbaa !47
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %26 = add nuw nsw i32 %13, 1, !dbg !54
  %27 = urem i32 %26, %10, !dbg !55
  %28 = zext nneg i32 %27 to i64, !dbg !56
  %29 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_block3d_bad_linearE1s to ptr), i64 0, i64 %28, !dbg !56
  %30 = load float, ptr %29, align 4, !dbg !56, !tbaa !47
  %31 = getelementptr inbounds float, ptr %0, i64 %21, !dbg !57
  store float %30, ptr %31, align 4, !dbg !58, !tbaa !47
  ret void, !dbg !59
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

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
!7 = !DIFile(filename: "b-shared-race-038.cu", directory: ".")
!8 = !{ptr @b_block3d_bad_linear, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_block3d_bad_linear", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 14, scope: !12)
!19 = !DILocation(line: 54, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 11, column: 32, scope: !12)
!22 = !DILocation(line: 55, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 55, type: !13, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 11, column: 50, scope: !12)
!25 = !DILocation(line: 79, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!27 = distinct !DILocation(line: 12, column: 14, scope: !12)
!28 = !DILocation(line: 80, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!30 = distinct !DILocation(line: 12, column: 27, scope: !12)
!31 = !DILocation(line: 12, column: 25, scope: !12)
!32 = !DILocation(line: 81, column: 3, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 81, type: !13, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!34 = distinct !DILocation(line: 12, column: 40, scope: !12)
!35 = !DILocation(line: 12, column: 38, scope: !12)
!36 = !DILocation(line: 13, column: 34, scope: !12)
!37 = !DILocation(line: 14, column: 18, scope: !12)
!38 = !DILocation(line: 14, column: 31, scope: !12)
!39 = !DILocation(line: 14, column: 37, scope: !12)
!40 = !DILocation(line: 14, column: 50, scope: !12)
!41 = !DILocation(line: 66, column: 3, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!43 = distinct !DILocation(line: 15, column: 13, scope: !12)
!44 = !DILocation(line: 15, column: 24, scope: !12)
!45 = !DILocation(line: 15, column: 29, scope: !12)
!46 = !DILocation(line: 16, column: 12, scope: !12)
!47 = !{!48, !48, i64 0}
!48 = !{!"float", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C++ TBAA"}
!51 = !DILocation(line: 16, column: 5, scope: !12)
!52 = !DILocation(line: 16, column: 10, scope: !12)
!53 = !DILocation(line: 17, column: 5, scope: !12)
!54 = !DILocation(line: 18, column: 19, scope: !12)
!55 = !DILocation(line: 18, column: 24, scope: !12)
!56 = !DILocation(line: 18, column: 14, scope: !12)
!57 = !DILocation(line: 18, column: 5, scope: !12)
!58 = !DILocation(line: 18, column: 12, scope: !12)
!59 = !DILocation(line: 19, column: 1, scope: !12)
