; ModuleID = 'b-shared-race-002.cu'
source_filename = "b-shared-race-002.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@_ZZ21b_transpose_nobarrierE4tile = internal addrspace(3) global [32 x [33 x float]] undef, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_transpose_nobarrier(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %14 = mul i32 %13, 32, !dbg !19
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %16 = add i32 %14, %15, !dbg !23
  store i32 %16, ptr %9, align 4, !dbg !24
  %17 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !25
  %18 = mul i32 %17, 32, !dbg !28
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !29
  %20 = add i32 %18, %19, !dbg !32
  store i32 %20, ptr %10, align 4, !dbg !33
  store i32 0, ptr %11, align 4, !dbg !34
  br label %21, !dbg !35

21:                                               ; preds = %55, %4
  %22 = load i32, ptr %11, align 4, !dbg !36
  %23 = icmp slt i32 %22, 32, !dbg !37
  br i1 %23, label %24, label %58, !dbg !38

24:                                               ; preds = %21
  %25 = load i32, ptr %9, align 4, !dbg !39
  %26 = load i32, ptr %7, align 4, !dbg !40
  %27 = icmp slt i32 %25, %26, !dbg !41
  br i1 %27, label %28, label %54, !dbg !42

28:                                               ; preds = %24
  %29 = load i32, ptr %10, align 4, !dbg !43
  %30 = load i32, ptr %11, align 4, !dbg !44
  %31 = add nsw i32 %29, %30, !dbg !45
  %32 = load i32, ptr %8, align 4, !dbg !46
  %33 = icmp slt i32 %31, %32, !dbg !47
  br i1 %33, label %34, label %54, !dbg !39

34:                                               ; preds = %28
  %35 = load ptr, ptr %6, align 8, !dbg !48
  %36 = load i32, ptr %10, align 4, !dbg !49
  %37 = load i32, ptr %11, align 4, !dbg !50
  %38 = add nsw i32 %36, %37, !dbg !51
  %39 = load i32, ptr %7, align 4, !dbg !52
  %40 = mul nsw i32 %38, %39, !dbg !53
  %41 = load i32, ptr %9, align 4, !dbg !54
  %42 = add nsw i32 %40, %41, !dbg !55
  %43 = sext i32 %42 to i64, !dbg !48
  %44 = getelementptr inbounds float, ptr %35, i64 %43, !dbg !48
  %45 = load float, ptr %44, align 4, !dbg !48
  %46 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !56
  %47 = load i32, ptr %11, align 4, !dbg !58
  %48 = add i32 %46, %47, !dbg !59
  %49 = zext i32 %48 to i64, !dbg !60
  %50 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_transpose_nobarrierE4tile to ptr), i64 0, i64 %49, !dbg !60
  %51 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !61
  %52 = zext i32 %51 to i64, !dbg !60
  %53 = getelementptr inbounds [33 x float], ptr %50, i64 0, i64 %52, !dbg !60
  store float %45, ptr %53, align 4, !dbg !63
  br label %54, !dbg !60

54:                                               ; preds = %34, %28, %24
  br label %55, !dbg !46

55:                                               ; preds = %54
  %56 = load i32, ptr %11, align 4, !dbg !64
  %57 = add nsw i32 %56, 8, !dbg !64
  store i32 %57, ptr %11, align 4, !dbg !64
  br label %21, !dbg !38, !llvm.loop !65

58:                                               ; preds = %21
  %59 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !68
  %60 = mul i32 %59, 32, !dbg !70
  %61 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !71
  %62 = add i32 %60, %61, !dbg !73
  store i32 %62, ptr %9, align 4, !dbg !74
  %63 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !75
  %64 = mul i32 %63, 32, !dbg !77
  %65 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !78
  %66 = add i32 %64, %65, !dbg !80
  store i32 %66, ptr %10, align 4, !dbg !81
  store i32 0, ptr %12, align 4, !dbg !82
  br label %67, !dbg !83

67:                                               ; preds = %101, %58
  %68 = load i32, ptr %12, align 4, !dbg !84
  %69 = icmp slt i32 %68, 32, !dbg !85
  br i1 %69, label %70, label %104, !dbg !86

70:                                               ; preds = %67
  %71 = load i32, ptr %9, align 4, !dbg !87
  %72 = load i32, ptr %8, align 4, !dbg !88
  %73 = icmp slt i32 %71, %72, !dbg !89
  br i1 %73, label %74, label %100, !dbg !90

74:                                               ; preds = %70
  %75 = load i32, ptr %10, align 4, !dbg !91
  %76 = load i32, ptr %12, align 4, !dbg !92
  %77 = add nsw i32 %75, %76, !dbg !93
  %78 = load i32, ptr %7, align 4, !dbg !94
  %79 = icmp slt i32 %77, %78, !dbg !95
  br i1 %79, label %80, label %100, !dbg !87

80:                                               ; preds = %74
  %81 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !96
  %82 = zext i32 %81 to i64, !dbg !98
  %83 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_transpose_nobarrierE4tile to ptr), i64 0, i64 %82, !dbg !98
  %84 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !99
  %85 = load i32, ptr %12, align 4, !dbg !101
  %86 = add i32 %84, %85, !dbg !102
  %87 = zext i32 %86 to i64, !dbg !98
  %88 = getelementptr inbounds [33 x float], ptr %83, i64 0, i64 %87, !dbg !98
  %89 = load float, ptr %88, align 4, !dbg !98
  %90 = load ptr, ptr %5, align 8, !dbg !103
  %91 = load i32, ptr %10, align 4, !dbg !104
  %92 = load i32, ptr %12, align 4, !dbg !105
  %93 = add nsw i32 %91, %92, !dbg !106
  %94 = load i32, ptr %8, align 4, !dbg !107
  %95 = mul nsw i32 %93, %94, !dbg !108
  %96 = load i32, ptr %9, align 4, !dbg !109
  %97 = add nsw i32 %95, %96, !dbg !110
  %98 = sext i32 %97 to i64, !dbg !103
  %99 = getelementptr inbounds float, ptr %90, i64 %98, !dbg !103
  store float %89, ptr %99, align 4, !dbg !111
  br label %100, !dbg !103

100:                                              ; preds = %80, %74, %70
  br label %101, !dbg !94

101:                                              ; preds = %100
  %102 = load i32, ptr %12, align 4, !dbg !112
  %103 = add nsw i32 %102, 8, !dbg !112
  store i32 %103, ptr %12, align 4, !dbg !112
  br label %67, !dbg !86, !llvm.loop !113

104:                                              ; preds = %67
  ret void, !dbg !115
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "b-shared-race-002.cu", directory: ".")
!8 = !{ptr @b_transpose_nobarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_transpose_nobarrier", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 13, scope: !12)
!19 = !DILocation(line: 14, column: 24, scope: !12)
!20 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 14, column: 33, scope: !12)
!23 = !DILocation(line: 14, column: 31, scope: !12)
!24 = !DILocation(line: 14, column: 9, scope: !12)
!25 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!27 = distinct !DILocation(line: 15, column: 13, scope: !12)
!28 = !DILocation(line: 15, column: 24, scope: !12)
!29 = !DILocation(line: 54, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!31 = distinct !DILocation(line: 15, column: 33, scope: !12)
!32 = !DILocation(line: 15, column: 31, scope: !12)
!33 = !DILocation(line: 15, column: 9, scope: !12)
!34 = !DILocation(line: 16, column: 14, scope: !12)
!35 = !DILocation(line: 16, column: 10, scope: !12)
!36 = !DILocation(line: 16, column: 21, scope: !12)
!37 = !DILocation(line: 16, column: 23, scope: !12)
!38 = !DILocation(line: 16, column: 5, scope: !12)
!39 = !DILocation(line: 17, column: 13, scope: !12)
!40 = !DILocation(line: 17, column: 17, scope: !12)
!41 = !DILocation(line: 17, column: 15, scope: !12)
!42 = !DILocation(line: 17, column: 23, scope: !12)
!43 = !DILocation(line: 17, column: 26, scope: !12)
!44 = !DILocation(line: 17, column: 30, scope: !12)
!45 = !DILocation(line: 17, column: 28, scope: !12)
!46 = !DILocation(line: 17, column: 34, scope: !12)
!47 = !DILocation(line: 17, column: 32, scope: !12)
!48 = !DILocation(line: 18, column: 50, scope: !12)
!49 = !DILocation(line: 18, column: 54, scope: !12)
!50 = !DILocation(line: 18, column: 58, scope: !12)
!51 = !DILocation(line: 18, column: 56, scope: !12)
!52 = !DILocation(line: 18, column: 63, scope: !12)
!53 = !DILocation(line: 18, column: 61, scope: !12)
!54 = !DILocation(line: 18, column: 71, scope: !12)
!55 = !DILocation(line: 18, column: 69, scope: !12)
!56 = !DILocation(line: 54, column: 3, scope: !30, inlinedAt: !57)
!57 = distinct !DILocation(line: 18, column: 18, scope: !12)
!58 = !DILocation(line: 18, column: 32, scope: !12)
!59 = !DILocation(line: 18, column: 30, scope: !12)
!60 = !DILocation(line: 18, column: 13, scope: !12)
!61 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !62)
!62 = distinct !DILocation(line: 18, column: 35, scope: !12)
!63 = !DILocation(line: 18, column: 48, scope: !12)
!64 = !DILocation(line: 16, column: 33, scope: !12)
!65 = distinct !{!65, !38, !66, !67}
!66 = !DILocation(line: 18, column: 72, scope: !12)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !69)
!69 = distinct !DILocation(line: 20, column: 9, scope: !12)
!70 = !DILocation(line: 20, column: 20, scope: !12)
!71 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !72)
!72 = distinct !DILocation(line: 20, column: 29, scope: !12)
!73 = !DILocation(line: 20, column: 27, scope: !12)
!74 = !DILocation(line: 20, column: 7, scope: !12)
!75 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !76)
!76 = distinct !DILocation(line: 21, column: 9, scope: !12)
!77 = !DILocation(line: 21, column: 20, scope: !12)
!78 = !DILocation(line: 54, column: 3, scope: !30, inlinedAt: !79)
!79 = distinct !DILocation(line: 21, column: 29, scope: !12)
!80 = !DILocation(line: 21, column: 27, scope: !12)
!81 = !DILocation(line: 21, column: 7, scope: !12)
!82 = !DILocation(line: 22, column: 14, scope: !12)
!83 = !DILocation(line: 22, column: 10, scope: !12)
!84 = !DILocation(line: 22, column: 21, scope: !12)
!85 = !DILocation(line: 22, column: 23, scope: !12)
!86 = !DILocation(line: 22, column: 5, scope: !12)
!87 = !DILocation(line: 23, column: 13, scope: !12)
!88 = !DILocation(line: 23, column: 17, scope: !12)
!89 = !DILocation(line: 23, column: 15, scope: !12)
!90 = !DILocation(line: 23, column: 24, scope: !12)
!91 = !DILocation(line: 23, column: 27, scope: !12)
!92 = !DILocation(line: 23, column: 31, scope: !12)
!93 = !DILocation(line: 23, column: 29, scope: !12)
!94 = !DILocation(line: 23, column: 35, scope: !12)
!95 = !DILocation(line: 23, column: 33, scope: !12)
!96 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !97)
!97 = distinct !DILocation(line: 24, column: 46, scope: !12)
!98 = !DILocation(line: 24, column: 41, scope: !12)
!99 = !DILocation(line: 54, column: 3, scope: !30, inlinedAt: !100)
!100 = distinct !DILocation(line: 24, column: 59, scope: !12)
!101 = !DILocation(line: 24, column: 73, scope: !12)
!102 = !DILocation(line: 24, column: 71, scope: !12)
!103 = !DILocation(line: 24, column: 13, scope: !12)
!104 = !DILocation(line: 24, column: 18, scope: !12)
!105 = !DILocation(line: 24, column: 22, scope: !12)
!106 = !DILocation(line: 24, column: 20, scope: !12)
!107 = !DILocation(line: 24, column: 27, scope: !12)
!108 = !DILocation(line: 24, column: 25, scope: !12)
!109 = !DILocation(line: 24, column: 36, scope: !12)
!110 = !DILocation(line: 24, column: 34, scope: !12)
!111 = !DILocation(line: 24, column: 39, scope: !12)
!112 = !DILocation(line: 22, column: 33, scope: !12)
!113 = distinct !{!113, !86, !114, !67}
!114 = !DILocation(line: 24, column: 74, scope: !12)
!115 = !DILocation(line: 25, column: 1, scope: !12)
