; ModuleID = 'h-shared-race-006.cu'
source_filename = "h-shared-race-006.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ21h_merge_sort_in_placeE1s = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_merge_sort_in_place(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %17, ptr %5, align 4, !dbg !19
  %18 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %19 = mul i32 %18, 256, !dbg !23
  %20 = load i32, ptr %5, align 4, !dbg !24
  %21 = add i32 %19, %20, !dbg !25
  store i32 %21, ptr %6, align 4, !dbg !26
  %22 = load ptr, ptr %3, align 8, !dbg !27
  %23 = load i32, ptr %6, align 4, !dbg !28
  %24 = zext i32 %23 to i64, !dbg !27
  %25 = getelementptr inbounds i32, ptr %22, i64 %24, !dbg !27
  %26 = load i32, ptr %25, align 4, !dbg !27
  %27 = load i32, ptr %5, align 4, !dbg !29
  %28 = zext i32 %27 to i64, !dbg !30
  %29 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21h_merge_sort_in_placeE1s to ptr), i64 0, i64 %28, !dbg !30
  store i32 %26, ptr %29, align 4, !dbg !31
  call void @llvm.nvvm.barrier0(), !dbg !32
  store i32 1, ptr %7, align 4, !dbg !33
  br label %30, !dbg !34

30:                                               ; preds = %105, %2
  %31 = load i32, ptr %7, align 4, !dbg !35
  %32 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !36
  %33 = icmp ult i32 %31, %32, !dbg !39
  br i1 %33, label %34, label %108, !dbg !40

34:                                               ; preds = %30
  %35 = load i32, ptr %5, align 4, !dbg !41
  %36 = zext i32 %35 to i64, !dbg !42
  %37 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21h_merge_sort_in_placeE1s to ptr), i64 0, i64 %36, !dbg !42
  %38 = load i32, ptr %37, align 4, !dbg !42
  store i32 %38, ptr %8, align 4, !dbg !43
  %39 = load i32, ptr %5, align 4, !dbg !44
  %40 = load i32, ptr %7, align 4, !dbg !45
  %41 = mul i32 2, %40, !dbg !46
  %42 = sub i32 %41, 1, !dbg !47
  %43 = xor i32 %42, -1, !dbg !48
  %44 = and i32 %39, %43, !dbg !49
  store i32 %44, ptr %9, align 4, !dbg !50
  %45 = load i32, ptr %5, align 4, !dbg !51
  %46 = load i32, ptr %7, align 4, !dbg !52
  %47 = sub i32 %46, 1, !dbg !53
  %48 = and i32 %45, %47, !dbg !54
  store i32 %48, ptr %10, align 4, !dbg !55
  %49 = load i32, ptr %5, align 4, !dbg !56
  %50 = load i32, ptr %7, align 4, !dbg !57
  %51 = and i32 %49, %50, !dbg !58
  %52 = icmp eq i32 %51, 0, !dbg !59
  %53 = zext i1 %52 to i8, !dbg !60
  store i8 %53, ptr %11, align 1, !dbg !60
  %54 = load i8, ptr %11, align 1, !dbg !61
  %55 = trunc i8 %54 to i1, !dbg !61
  br i1 %55, label %56, label %60, !dbg !61

56:                                               ; preds = %34
  %57 = load i32, ptr %9, align 4, !dbg !62
  %58 = load i32, ptr %7, align 4, !dbg !63
  %59 = add i32 %57, %58, !dbg !64
  br label %62, !dbg !61

60:                                               ; preds = %34
  %61 = load i32, ptr %9, align 4, !dbg !65
  br label %62, !dbg !61

62:                                               ; preds = %60, %56
  %63 = phi i32 [ %59, %56 ], [ %61, %60 ], !dbg !61
  store i32 %63, ptr %12, align 4, !dbg !66
  store i32 0, ptr %13, align 4, !dbg !67
  %64 = load i32, ptr %7, align 4, !dbg !68
  store i32 %64, ptr %14, align 4, !dbg !69
  br label %65, !dbg !70

65:                                               ; preds = %95, %62
  %66 = load i32, ptr %13, align 4, !dbg !71
  %67 = load i32, ptr %14, align 4, !dbg !72
  %68 = icmp ult i32 %66, %67, !dbg !73
  br i1 %68, label %69, label %96, !dbg !70

69:                                               ; preds = %65
  %70 = load i32, ptr %13, align 4, !dbg !74
  %71 = load i32, ptr %14, align 4, !dbg !75
  %72 = add i32 %70, %71, !dbg !76
  %73 = lshr i32 %72, 1, !dbg !77
  store i32 %73, ptr %15, align 4, !dbg !78
  %74 = load i32, ptr %12, align 4, !dbg !79
  %75 = load i32, ptr %15, align 4, !dbg !80
  %76 = add i32 %74, %75, !dbg !81
  %77 = zext i32 %76 to i64, !dbg !82
  %78 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21h_merge_sort_in_placeE1s to ptr), i64 0, i64 %77, !dbg !82
  %79 = load i32, ptr %78, align 4, !dbg !82
  store i32 %79, ptr %16, align 4, !dbg !83
  %80 = load i8, ptr %11, align 1, !dbg !84
  %81 = trunc i8 %80 to i1, !dbg !84
  br i1 %81, label %82, label %86, !dbg !84

82:                                               ; preds = %69
  %83 = load i32, ptr %16, align 4, !dbg !85
  %84 = load i32, ptr %8, align 4, !dbg !86
  %85 = icmp slt i32 %83, %84, !dbg !87
  br i1 %85, label %90, label %93, !dbg !84

86:                                               ; preds = %69
  %87 = load i32, ptr %16, align 4, !dbg !88
  %88 = load i32, ptr %8, align 4, !dbg !89
  %89 = icmp sle i32 %87, %88, !dbg !90
  br i1 %89, label %90, label %93, !dbg !84

90:                                               ; preds = %86, %82
  %91 = load i32, ptr %15, align 4, !dbg !91
  %92 = add i32 %91, 1, !dbg !92
  store i32 %92, ptr %13, align 4, !dbg !93
  br label %95, !dbg !94

93:                                               ; preds = %86, %82
  %94 = load i32, ptr %15, align 4, !dbg !95
  store i32 %94, ptr %14, align 4, !dbg !96
  br label %95

95:                                               ; preds = %93, %90
  br label %65, !dbg !70, !llvm.loop !97

96:                                               ; preds = %65
  %97 = load i32, ptr %8, align 4, !dbg !100
  %98 = load i32, ptr %9, align 4, !dbg !101
  %99 = load i32, ptr %10, align 4, !dbg !102
  %100 = add i32 %98, %99, !dbg !103
  %101 = load i32, ptr %13, align 4, !dbg !104
  %102 = add i32 %100, %101, !dbg !105
  %103 = zext i32 %102 to i64, !dbg !106
  %104 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21h_merge_sort_in_placeE1s to ptr), i64 0, i64 %103, !dbg !106
  store i32 %97, ptr %104, align 4, !dbg !107
  call void @llvm.nvvm.barrier0(), !dbg !108
  br label %105, !dbg !109

105:                                              ; preds = %96
  %106 = load i32, ptr %7, align 4, !dbg !110
  %107 = shl i32 %106, 1, !dbg !110
  store i32 %107, ptr %7, align 4, !dbg !110
  br label %30, !dbg !40, !llvm.loop !111

108:                                              ; preds = %30
  %109 = load i32, ptr %5, align 4, !dbg !112
  %110 = zext i32 %109 to i64, !dbg !113
  %111 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21h_merge_sort_in_placeE1s to ptr), i64 0, i64 %110, !dbg !113
  %112 = load i32, ptr %111, align 4, !dbg !113
  %113 = load ptr, ptr %4, align 8, !dbg !114
  %114 = load i32, ptr %6, align 4, !dbg !115
  %115 = zext i32 %114 to i64, !dbg !114
  %116 = getelementptr inbounds i32, ptr %113, i64 %115, !dbg !114
  store i32 %112, ptr %116, align 4, !dbg !116
  ret void, !dbg !117
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "h-shared-race-006.cu", directory: ".")
!8 = !{ptr @h_merge_sort_in_place, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_merge_sort_in_place", scope: !7, file: !7, line: 14, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 17, column: 20, scope: !12)
!19 = !DILocation(line: 17, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 18, column: 18, scope: !12)
!23 = !DILocation(line: 18, column: 29, scope: !12)
!24 = !DILocation(line: 18, column: 39, scope: !12)
!25 = !DILocation(line: 18, column: 37, scope: !12)
!26 = !DILocation(line: 18, column: 14, scope: !12)
!27 = !DILocation(line: 19, column: 14, scope: !12)
!28 = !DILocation(line: 19, column: 17, scope: !12)
!29 = !DILocation(line: 19, column: 7, scope: !12)
!30 = !DILocation(line: 19, column: 5, scope: !12)
!31 = !DILocation(line: 19, column: 12, scope: !12)
!32 = !DILocation(line: 20, column: 5, scope: !12)
!33 = !DILocation(line: 21, column: 19, scope: !12)
!34 = !DILocation(line: 21, column: 10, scope: !12)
!35 = !DILocation(line: 21, column: 26, scope: !12)
!36 = !DILocation(line: 79, column: 3, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!38 = distinct !DILocation(line: 21, column: 30, scope: !12)
!39 = !DILocation(line: 21, column: 28, scope: !12)
!40 = !DILocation(line: 21, column: 5, scope: !12)
!41 = !DILocation(line: 22, column: 19, scope: !12)
!42 = !DILocation(line: 22, column: 17, scope: !12)
!43 = !DILocation(line: 22, column: 13, scope: !12)
!44 = !DILocation(line: 23, column: 26, scope: !12)
!45 = !DILocation(line: 23, column: 38, scope: !12)
!46 = !DILocation(line: 23, column: 36, scope: !12)
!47 = !DILocation(line: 23, column: 40, scope: !12)
!48 = !DILocation(line: 23, column: 32, scope: !12)
!49 = !DILocation(line: 23, column: 30, scope: !12)
!50 = !DILocation(line: 23, column: 18, scope: !12)
!51 = !DILocation(line: 24, column: 24, scope: !12)
!52 = !DILocation(line: 24, column: 31, scope: !12)
!53 = !DILocation(line: 24, column: 33, scope: !12)
!54 = !DILocation(line: 24, column: 28, scope: !12)
!55 = !DILocation(line: 24, column: 18, scope: !12)
!56 = !DILocation(line: 25, column: 22, scope: !12)
!57 = !DILocation(line: 25, column: 28, scope: !12)
!58 = !DILocation(line: 25, column: 26, scope: !12)
!59 = !DILocation(line: 25, column: 31, scope: !12)
!60 = !DILocation(line: 25, column: 14, scope: !12)
!61 = !DILocation(line: 26, column: 26, scope: !12)
!62 = !DILocation(line: 26, column: 33, scope: !12)
!63 = !DILocation(line: 26, column: 41, scope: !12)
!64 = !DILocation(line: 26, column: 39, scope: !12)
!65 = !DILocation(line: 26, column: 45, scope: !12)
!66 = !DILocation(line: 26, column: 18, scope: !12)
!67 = !DILocation(line: 27, column: 18, scope: !12)
!68 = !DILocation(line: 27, column: 31, scope: !12)
!69 = !DILocation(line: 27, column: 26, scope: !12)
!70 = !DILocation(line: 28, column: 9, scope: !12)
!71 = !DILocation(line: 28, column: 16, scope: !12)
!72 = !DILocation(line: 28, column: 21, scope: !12)
!73 = !DILocation(line: 28, column: 19, scope: !12)
!74 = !DILocation(line: 29, column: 29, scope: !12)
!75 = !DILocation(line: 29, column: 34, scope: !12)
!76 = !DILocation(line: 29, column: 32, scope: !12)
!77 = !DILocation(line: 29, column: 38, scope: !12)
!78 = !DILocation(line: 29, column: 22, scope: !12)
!79 = !DILocation(line: 30, column: 23, scope: !12)
!80 = !DILocation(line: 30, column: 31, scope: !12)
!81 = !DILocation(line: 30, column: 29, scope: !12)
!82 = !DILocation(line: 30, column: 21, scope: !12)
!83 = !DILocation(line: 30, column: 17, scope: !12)
!84 = !DILocation(line: 31, column: 17, scope: !12)
!85 = !DILocation(line: 31, column: 24, scope: !12)
!86 = !DILocation(line: 31, column: 28, scope: !12)
!87 = !DILocation(line: 31, column: 26, scope: !12)
!88 = !DILocation(line: 31, column: 32, scope: !12)
!89 = !DILocation(line: 31, column: 37, scope: !12)
!90 = !DILocation(line: 31, column: 34, scope: !12)
!91 = !DILocation(line: 32, column: 22, scope: !12)
!92 = !DILocation(line: 32, column: 26, scope: !12)
!93 = !DILocation(line: 32, column: 20, scope: !12)
!94 = !DILocation(line: 32, column: 17, scope: !12)
!95 = !DILocation(line: 34, column: 22, scope: !12)
!96 = !DILocation(line: 34, column: 20, scope: !12)
!97 = distinct !{!97, !70, !98, !99}
!98 = !DILocation(line: 35, column: 9, scope: !12)
!99 = !{!"llvm.loop.mustprogress"}
!100 = !DILocation(line: 36, column: 31, scope: !12)
!101 = !DILocation(line: 36, column: 11, scope: !12)
!102 = !DILocation(line: 36, column: 19, scope: !12)
!103 = !DILocation(line: 36, column: 17, scope: !12)
!104 = !DILocation(line: 36, column: 25, scope: !12)
!105 = !DILocation(line: 36, column: 23, scope: !12)
!106 = !DILocation(line: 36, column: 9, scope: !12)
!107 = !DILocation(line: 36, column: 29, scope: !12)
!108 = !DILocation(line: 37, column: 9, scope: !12)
!109 = !DILocation(line: 38, column: 5, scope: !12)
!110 = !DILocation(line: 21, column: 44, scope: !12)
!111 = distinct !{!111, !40, !109, !99}
!112 = !DILocation(line: 39, column: 16, scope: !12)
!113 = !DILocation(line: 39, column: 14, scope: !12)
!114 = !DILocation(line: 39, column: 5, scope: !12)
!115 = !DILocation(line: 39, column: 9, scope: !12)
!116 = !DILocation(line: 39, column: 12, scope: !12)
!117 = !DILocation(line: 40, column: 1, scope: !12)
