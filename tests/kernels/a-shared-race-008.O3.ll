; ModuleID = 'a-shared-race-008.cu'
source_filename = "a-shared-race-008.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_ZZ11reduce_bodyILj256EEvPKfPfjE5sdata = comdat any

@_ZZ11reduce_bodyILj256EEvPKfPfjE5sdata = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [256 x float] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_reduce_unrolled_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %6 = shl i32 %5, 9, !dbg !24
  %7 = add i32 %6, %4, !dbg !25
  %8 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !26
  %9 = shl i32 %8, 9, !dbg !29
  %10 = icmp ult i32 %7, %2, !dbg !30
  br i1 %10, label %11, label %29, !dbg !31

11:                                               ; preds = %3, %25
  %12 = phi float [ %26, %25 ], [ 0.000000e+00, %3 ]
  %13 = phi i32 [ %27, %25 ], [ %7, %3 ]
  %14 = zext i32 %13 to i64, !dbg !32
  %15 = getelementptr inbounds float, ptr %0, i64 %14, !dbg !32
  %16 = load float, ptr %15, align 4, !dbg !32, !tbaa !33
  %17 = fadd contract float %12, %16, !dbg !37
  %18 = add i32 %13, 256, !dbg !38
  %19 = icmp ult i32 %18, %2, !dbg !39
  br i1 %19, label %20, label %25, !dbg !40

20:                                               ; preds = %11
  %21 = zext i32 %18 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !dbg !41, !tbaa !33
  %24 = fadd contract float %17, %23, !dbg !42
  br label %25, !dbg !43

25:                                               ; preds = %20, %11
  %26 = phi float [ %24, %20 ], [ %17, %11 ], !dbg !44
  %27 = add i32 %13, %9, !dbg !45
  %28 = icmp ult i32 %27, %2, !dbg !30
  br i1 %28, label %11, label %29, !dbg !31, !llvm.loop !46

29:                                               ; preds = %25, %3
  %30 = phi float [ 0.000000e+00, %3 ], [ %26, %25 ], !dbg !44
  %31 = zext nneg i32 %4 to i64, !dbg !49
  %32 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11reduce_bodyILj256EEvPKfPfjE5sdata to ptr), i64 0, i64 %31, !dbg !49
  store float %30, ptr %32, align 4, !dbg !50, !tbaa !33
  tail call void @llvm.nvvm.barrier0(), !dbg !51
  %33 = icmp ult i32 %4, 128, !dbg !52
  br i1 %33, label %34, label %40, !dbg !53

34:                                               ; preds = %29
  %35 = or disjoint i32 %4, 128
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11reduce_bodyILj256EEvPKfPfjE5sdata to ptr), i64 0, i64 %36
  %38 = load float, ptr %37, align 4, !dbg !54, !tbaa !33
  %39 = fadd contract float %30, %38, !dbg !55
  store float %39, ptr %32, align 4, !dbg !56, !tbaa !33
  br label %40, !dbg !57

40:                                               ; preds = %34, %29
  %41 = phi float [ %39, %34 ], [ %30, %29 ], !dbg !44
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  %42 = icmp ult i32 %4, 64, !dbg !59
  br i1 %42, label %43, label %49, !dbg !60

43:                                               ; preds = %40
  %44 = or disjoint i32 %4, 64
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11reduce_bodyILj256EEvPKfPfjE5sdata to ptr), i64 0, i64 %45
  %47 = load float, ptr %46, align 4, !dbg !61, !tbaa !33
  %48 = fadd contract float %41, %47, !dbg !62
  store float %48, ptr %32, align 4, !dbg !63, !tbaa !33
  br label %49, !dbg !64

49:                                               ; preds = %43, %40
  %50 = phi float [ %48, %43 ], [ %41, %40 ], !dbg !44
  tail call void @llvm.nvvm.barrier0(), !dbg !65
  %51 = icmp ult i32 %4, 32, !dbg !66
  br i1 %51, label %52, label %68, !dbg !67

52:                                               ; preds = %49
  %53 = or disjoint i32 %4, 32, !dbg !68
  %54 = zext nneg i32 %53 to i64, !dbg !69
  %55 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11reduce_bodyILj256EEvPKfPfjE5sdata to ptr), i64 0, i64 %54, !dbg !69
  %56 = load float, ptr %55, align 4, !dbg !69, !tbaa !33
  %57 = fadd contract float %50, %56, !dbg !70
  %58 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %57, i32 16, i32 31), !dbg !71
  %59 = fadd contract float %57, %58, !dbg !75
  %60 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %59, i32 8, i32 31), !dbg !71
  %61 = fadd contract float %59, %60, !dbg !75
  %62 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %61, i32 4, i32 31), !dbg !71
  %63 = fadd contract float %61, %62, !dbg !75
  %64 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %63, i32 2, i32 31), !dbg !71
  %65 = fadd contract float %63, %64, !dbg !75
  %66 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %65, i32 1, i32 31), !dbg !71
  %67 = fadd contract float %65, %66, !dbg !75
  br label %68, !dbg !76

68:                                               ; preds = %52, %49
  %69 = phi float [ %50, %49 ], [ %67, %52 ], !dbg !44
  %70 = icmp eq i32 %4, 0, !dbg !76
  br i1 %70, label %71, label %74, !dbg !77

71:                                               ; preds = %68
  %72 = zext nneg i32 %5 to i64
  %73 = getelementptr inbounds float, ptr %1, i64 %72
  store float %69, ptr %73, align 4, !dbg !78, !tbaa !33
  br label %74, !dbg !79

74:                                               ; preds = %68, %71
  ret void, !dbg !80
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

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
!7 = !DIFile(filename: "a-shared-race-008.cu", directory: ".")
!8 = !{ptr @a_reduce_unrolled_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_reduce_unrolled_ok", scope: !7, file: !7, line: 39, type: !13, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 20, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "reduce_body<256U>", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!20 = distinct !DILocation(line: 41, column: 5, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = distinct !DILocation(line: 15, column: 18, scope: !19, inlinedAt: !20)
!24 = !DILocation(line: 15, column: 29, scope: !19, inlinedAt: !20)
!25 = !DILocation(line: 15, column: 47, scope: !19, inlinedAt: !20)
!26 = !DILocation(line: 92, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = distinct !DILocation(line: 16, column: 41, scope: !19, inlinedAt: !20)
!29 = !DILocation(line: 16, column: 39, scope: !19, inlinedAt: !20)
!30 = !DILocation(line: 18, column: 14, scope: !19, inlinedAt: !20)
!31 = !DILocation(line: 18, column: 5, scope: !19, inlinedAt: !20)
!32 = !DILocation(line: 19, column: 16, scope: !19, inlinedAt: !20)
!33 = !{!34, !34, i64 0}
!34 = !{!"float", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C++ TBAA"}
!37 = !DILocation(line: 19, column: 13, scope: !19, inlinedAt: !20)
!38 = !DILocation(line: 20, column: 15, scope: !19, inlinedAt: !20)
!39 = !DILocation(line: 20, column: 27, scope: !19, inlinedAt: !20)
!40 = !DILocation(line: 20, column: 13, scope: !19, inlinedAt: !20)
!41 = !DILocation(line: 21, column: 20, scope: !19, inlinedAt: !20)
!42 = !DILocation(line: 21, column: 17, scope: !19, inlinedAt: !20)
!43 = !DILocation(line: 21, column: 13, scope: !19, inlinedAt: !20)
!44 = !DILocation(line: 0, scope: !19, inlinedAt: !20)
!45 = !DILocation(line: 22, column: 11, scope: !19, inlinedAt: !20)
!46 = distinct !{!46, !31, !47, !48}
!47 = !DILocation(line: 23, column: 5, scope: !19, inlinedAt: !20)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 24, column: 5, scope: !19, inlinedAt: !20)
!50 = !DILocation(line: 24, column: 16, scope: !19, inlinedAt: !20)
!51 = !DILocation(line: 25, column: 5, scope: !19, inlinedAt: !20)
!52 = !DILocation(line: 27, column: 37, scope: !19, inlinedAt: !20)
!53 = !DILocation(line: 27, column: 33, scope: !19, inlinedAt: !20)
!54 = !DILocation(line: 27, column: 69, scope: !19, inlinedAt: !20)
!55 = !DILocation(line: 27, column: 67, scope: !19, inlinedAt: !20)
!56 = !DILocation(line: 27, column: 55, scope: !19, inlinedAt: !20)
!57 = !DILocation(line: 27, column: 44, scope: !19, inlinedAt: !20)
!58 = !DILocation(line: 27, column: 87, scope: !19, inlinedAt: !20)
!59 = !DILocation(line: 28, column: 37, scope: !19, inlinedAt: !20)
!60 = !DILocation(line: 28, column: 33, scope: !19, inlinedAt: !20)
!61 = !DILocation(line: 28, column: 69, scope: !19, inlinedAt: !20)
!62 = !DILocation(line: 28, column: 67, scope: !19, inlinedAt: !20)
!63 = !DILocation(line: 28, column: 55, scope: !19, inlinedAt: !20)
!64 = !DILocation(line: 28, column: 44, scope: !19, inlinedAt: !20)
!65 = !DILocation(line: 28, column: 87, scope: !19, inlinedAt: !20)
!66 = !DILocation(line: 29, column: 13, scope: !19, inlinedAt: !20)
!67 = !DILocation(line: 29, column: 9, scope: !19, inlinedAt: !20)
!68 = !DILocation(line: 31, column: 30, scope: !19, inlinedAt: !20)
!69 = !DILocation(line: 31, column: 20, scope: !19, inlinedAt: !20)
!70 = !DILocation(line: 31, column: 17, scope: !19, inlinedAt: !20)
!71 = !DILocation(line: 179, column: 1, scope: !72, inlinedAt: !74)
!72 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !73, file: !73, line: 179, type: !13, scopeLine: 179, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!73 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!74 = distinct !DILocation(line: 33, column: 20, scope: !19, inlinedAt: !20)
!75 = !DILocation(line: 33, column: 17, scope: !19, inlinedAt: !20)
!76 = !DILocation(line: 35, column: 13, scope: !19, inlinedAt: !20)
!77 = !DILocation(line: 35, column: 9, scope: !19, inlinedAt: !20)
!78 = !DILocation(line: 36, column: 25, scope: !19, inlinedAt: !20)
!79 = !DILocation(line: 36, column: 9, scope: !19, inlinedAt: !20)
!80 = !DILocation(line: 42, column: 1, scope: !12)
