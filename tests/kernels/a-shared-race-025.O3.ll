; ModuleID = 'a-shared-race-025.cu'
source_filename = "a-shared-race-025.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18a_blelloch_scan_okE4temp = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_blelloch_scan_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %5 = shl nuw nsw i32 %4, 1, !dbg !22
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %7 = mul i32 %5, %6, !dbg !26
  %8 = zext i32 %7 to i64, !dbg !27
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !27
  %10 = shl nuw nsw i32 %3, 1, !dbg !28
  %11 = zext nneg i32 %10 to i64, !dbg !29
  %12 = getelementptr inbounds float, ptr %9, i64 %11, !dbg !29
  %13 = load float, ptr %12, align 4, !dbg !29, !tbaa !30
  %14 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %11, !dbg !34
  store float %13, ptr %14, align 4, !dbg !35, !tbaa !30
  %15 = or disjoint i32 %10, 1, !dbg !36
  %16 = zext nneg i32 %15 to i64, !dbg !37
  %17 = getelementptr inbounds float, ptr %9, i64 %16, !dbg !37
  %18 = load float, ptr %17, align 4, !dbg !37, !tbaa !30
  %19 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %16, !dbg !38
  store float %18, ptr %19, align 4, !dbg !39, !tbaa !30
  %20 = add nuw nsw i32 %10, 2
  br label %23, !dbg !40

21:                                               ; preds = %39
  %22 = icmp eq i32 %3, 0, !dbg !41
  br i1 %22, label %43, label %47, !dbg !42

23:                                               ; preds = %2, %39
  %24 = phi i32 [ 1, %2 ], [ %40, %39 ]
  %25 = phi i32 [ %4, %2 ], [ %41, %39 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %26 = icmp ult i32 %3, %25, !dbg !44
  br i1 %26, label %27, label %39, !dbg !45

27:                                               ; preds = %23
  %28 = mul i32 %24, %15, !dbg !46
  %29 = add i32 %28, -1, !dbg !47
  %30 = mul i32 %24, %20, !dbg !48
  %31 = add i32 %30, -1, !dbg !49
  %32 = zext i32 %29 to i64, !dbg !50
  %33 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %32, !dbg !50
  %34 = load float, ptr %33, align 4, !dbg !50, !tbaa !30
  %35 = zext i32 %31 to i64, !dbg !51
  %36 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %35, !dbg !51
  %37 = load float, ptr %36, align 4, !dbg !52, !tbaa !30
  %38 = fadd contract float %34, %37, !dbg !52
  store float %38, ptr %36, align 4, !dbg !52, !tbaa !30
  br label %39, !dbg !53

39:                                               ; preds = %27, %23
  %40 = shl i32 %24, 1, !dbg !54
  %41 = lshr i32 %25, 1, !dbg !55
  %42 = icmp ult i32 %25, 2, !dbg !56
  br i1 %42, label %21, label %23, !dbg !40, !llvm.loop !57

43:                                               ; preds = %21
  %44 = add nsw i32 %5, -1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %45
  store float 0.000000e+00, ptr %46, align 4, !dbg !60, !tbaa !30
  br label %47, !dbg !61

47:                                               ; preds = %21, %43
  br label %54, !dbg !62

48:                                               ; preds = %71
  %49 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !63
  tail call void @llvm.nvvm.barrier0(), !dbg !64
  %50 = load float, ptr %14, align 4, !dbg !65, !tbaa !30
  %51 = getelementptr inbounds float, ptr %49, i64 %11, !dbg !66
  store float %50, ptr %51, align 4, !dbg !67, !tbaa !30
  %52 = load float, ptr %19, align 4, !dbg !68, !tbaa !30
  %53 = getelementptr inbounds float, ptr %49, i64 %16, !dbg !69
  store float %52, ptr %53, align 4, !dbg !70, !tbaa !30
  ret void, !dbg !71

54:                                               ; preds = %47, %71
  %55 = phi i32 [ %57, %71 ], [ %40, %47 ]
  %56 = phi i32 [ %72, %71 ], [ 1, %47 ]
  %57 = lshr i32 %55, 1, !dbg !72
  tail call void @llvm.nvvm.barrier0(), !dbg !73
  %58 = icmp ult i32 %3, %56, !dbg !74
  br i1 %58, label %59, label %71, !dbg !75

59:                                               ; preds = %54
  %60 = mul i32 %57, %15, !dbg !76
  %61 = add i32 %60, -1, !dbg !77
  %62 = mul i32 %57, %20, !dbg !78
  %63 = add i32 %62, -1, !dbg !79
  %64 = zext i32 %61 to i64, !dbg !80
  %65 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %64, !dbg !80
  %66 = load float, ptr %65, align 4, !dbg !80, !tbaa !30
  %67 = zext i32 %63 to i64, !dbg !81
  %68 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %67, !dbg !81
  %69 = load float, ptr %68, align 4, !dbg !81, !tbaa !30
  store float %69, ptr %65, align 4, !dbg !82, !tbaa !30
  %70 = fadd contract float %66, %69, !dbg !83
  store float %70, ptr %68, align 4, !dbg !83, !tbaa !30
  br label %71, !dbg !84

71:                                               ; preds = %54, %59
  %72 = shl i32 %56, 1, !dbg !85
  %73 = icmp ult i32 %72, %5, !dbg !86
  br i1 %73, label %54, label %48, !dbg !62, !llvm.loop !87
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "a-shared-race-025.cu", directory: ".")
!8 = !{ptr @a_blelloch_scan_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_blelloch_scan_ok", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 16, column: 39, scope: !12)
!22 = !DILocation(line: 16, column: 37, scope: !12)
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 17, column: 29, scope: !12)
!26 = !DILocation(line: 17, column: 40, scope: !12)
!27 = !DILocation(line: 17, column: 27, scope: !12)
!28 = !DILocation(line: 19, column: 25, scope: !12)
!29 = !DILocation(line: 19, column: 19, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 19, column: 5, scope: !12)
!35 = !DILocation(line: 19, column: 17, scope: !12)
!36 = !DILocation(line: 20, column: 33, scope: !12)
!37 = !DILocation(line: 20, column: 23, scope: !12)
!38 = !DILocation(line: 20, column: 5, scope: !12)
!39 = !DILocation(line: 20, column: 21, scope: !12)
!40 = !DILocation(line: 22, column: 5, scope: !12)
!41 = !DILocation(line: 31, column: 11, scope: !12)
!42 = !DILocation(line: 31, column: 9, scope: !12)
!43 = !DILocation(line: 23, column: 9, scope: !12)
!44 = !DILocation(line: 24, column: 15, scope: !12)
!45 = !DILocation(line: 24, column: 13, scope: !12)
!46 = !DILocation(line: 25, column: 34, scope: !12)
!47 = !DILocation(line: 25, column: 48, scope: !12)
!48 = !DILocation(line: 26, column: 34, scope: !12)
!49 = !DILocation(line: 26, column: 48, scope: !12)
!50 = !DILocation(line: 27, column: 25, scope: !12)
!51 = !DILocation(line: 27, column: 13, scope: !12)
!52 = !DILocation(line: 27, column: 22, scope: !12)
!53 = !DILocation(line: 28, column: 9, scope: !12)
!54 = !DILocation(line: 29, column: 16, scope: !12)
!55 = !DILocation(line: 22, column: 40, scope: !12)
!56 = !DILocation(line: 22, column: 33, scope: !12)
!57 = distinct !{!57, !40, !58, !59}
!58 = !DILocation(line: 30, column: 5, scope: !12)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 32, column: 21, scope: !12)
!61 = !DILocation(line: 32, column: 9, scope: !12)
!62 = !DILocation(line: 33, column: 5, scope: !12)
!63 = !DILocation(line: 18, column: 23, scope: !12)
!64 = !DILocation(line: 44, column: 5, scope: !12)
!65 = !DILocation(line: 45, column: 19, scope: !12)
!66 = !DILocation(line: 45, column: 5, scope: !12)
!67 = !DILocation(line: 45, column: 17, scope: !12)
!68 = !DILocation(line: 46, column: 23, scope: !12)
!69 = !DILocation(line: 46, column: 5, scope: !12)
!70 = !DILocation(line: 46, column: 21, scope: !12)
!71 = !DILocation(line: 47, column: 1, scope: !12)
!72 = !DILocation(line: 34, column: 16, scope: !12)
!73 = !DILocation(line: 35, column: 9, scope: !12)
!74 = !DILocation(line: 36, column: 15, scope: !12)
!75 = !DILocation(line: 36, column: 13, scope: !12)
!76 = !DILocation(line: 37, column: 34, scope: !12)
!77 = !DILocation(line: 37, column: 48, scope: !12)
!78 = !DILocation(line: 38, column: 34, scope: !12)
!79 = !DILocation(line: 38, column: 48, scope: !12)
!80 = !DILocation(line: 39, column: 23, scope: !12)
!81 = !DILocation(line: 40, column: 24, scope: !12)
!82 = !DILocation(line: 40, column: 22, scope: !12)
!83 = !DILocation(line: 41, column: 22, scope: !12)
!84 = !DILocation(line: 42, column: 9, scope: !12)
!85 = !DILocation(line: 33, column: 35, scope: !12)
!86 = !DILocation(line: 33, column: 28, scope: !12)
!87 = distinct !{!87, !62, !88, !59}
!88 = !DILocation(line: 43, column: 5, scope: !12)
