; ModuleID = 'c-shared-race-004.cu'
source_filename = "c-shared-race-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ27c_generic_pointer_smooth_okE1s = internal addrspace(3) global [65 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z7smooth2Pfj(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !12 {
  %3 = add i32 %1, 1, !dbg !15
  %4 = zext i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !16
  %6 = load float, ptr %5, align 4, !dbg !16, !tbaa !17
  %7 = zext i32 %1 to i64, !dbg !21
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !21
  %9 = load float, ptr %8, align 4, !dbg !21, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !22
  %10 = fadd contract float %6, %9, !dbg !23
  %11 = fmul contract float %10, 5.000000e-01, !dbg !24
  store float %11, ptr %8, align 4, !dbg !25, !tbaa !17
  ret void, !dbg !26
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @c_generic_pointer_smooth_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #2 !dbg !27 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !28
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !32
  %5 = shl i32 %4, 6, !dbg !35
  %6 = add i32 %5, %3, !dbg !36
  %7 = zext i32 %6 to i64, !dbg !37
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !37
  %9 = load float, ptr %8, align 4, !dbg !37, !tbaa !17
  %10 = zext nneg i32 %3 to i64, !dbg !38
  %11 = getelementptr inbounds [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27c_generic_pointer_smooth_okE1s to ptr), i64 0, i64 %10, !dbg !38
  store float %9, ptr %11, align 4, !dbg !39, !tbaa !17
  %12 = icmp eq i32 %3, 0, !dbg !40
  br i1 %12, label %13, label %14, !dbg !41

13:                                               ; preds = %2
  store float 0.000000e+00, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ27c_generic_pointer_smooth_okE1s to ptr), i64 256), align 4, !dbg !42, !tbaa !17
  br label %14, !dbg !43

14:                                               ; preds = %13, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !44
  tail call void @_Z7smooth2Pfj(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ27c_generic_pointer_smooth_okE1s to ptr), i32 noundef %3) #4, !dbg !45
  tail call void @llvm.nvvm.barrier0(), !dbg !46
  %15 = load float, ptr %11, align 4, !dbg !47, !tbaa !17
  %16 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !48
  store float %15, ptr %16, align 4, !dbg !49, !tbaa !17
  ret void, !dbg !50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

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
!7 = !DIFile(filename: "c-shared-race-004.cu", directory: ".")
!8 = !{ptr @c_generic_pointer_smooth_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "smooth2", scope: !7, file: !7, line: 5, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 7, column: 23, scope: !12)
!16 = !DILocation(line: 7, column: 19, scope: !12)
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 8, column: 18, scope: !12)
!22 = !DILocation(line: 9, column: 5, scope: !12)
!23 = !DILocation(line: 10, column: 25, scope: !12)
!24 = !DILocation(line: 10, column: 17, scope: !12)
!25 = !DILocation(line: 10, column: 10, scope: !12)
!26 = !DILocation(line: 11, column: 1, scope: !12)
!27 = distinct !DISubprogram(name: "c_generic_pointer_smooth_ok", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = !DILocation(line: 53, column: 3, scope: !29, inlinedAt: !31)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !30, file: !30, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!30 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!31 = distinct !DILocation(line: 16, column: 18, scope: !27)
!32 = !DILocation(line: 66, column: 3, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !30, file: !30, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!34 = distinct !DILocation(line: 17, column: 15, scope: !27)
!35 = !DILocation(line: 17, column: 26, scope: !27)
!36 = !DILocation(line: 17, column: 31, scope: !27)
!37 = !DILocation(line: 17, column: 12, scope: !27)
!38 = !DILocation(line: 17, column: 5, scope: !27)
!39 = !DILocation(line: 17, column: 10, scope: !27)
!40 = !DILocation(line: 18, column: 11, scope: !27)
!41 = !DILocation(line: 18, column: 9, scope: !27)
!42 = !DILocation(line: 19, column: 15, scope: !27)
!43 = !DILocation(line: 19, column: 9, scope: !27)
!44 = !DILocation(line: 20, column: 5, scope: !27)
!45 = !DILocation(line: 21, column: 5, scope: !27)
!46 = !DILocation(line: 22, column: 5, scope: !27)
!47 = !DILocation(line: 23, column: 32, scope: !27)
!48 = !DILocation(line: 23, column: 5, scope: !27)
!49 = !DILocation(line: 23, column: 30, scope: !27)
!50 = !DILocation(line: 24, column: 1, scope: !27)
