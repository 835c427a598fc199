; ModuleID = 'b-shared-race-028.cu'
source_filename = "b-shared-race-028.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s = internal addrspace(3) global [512 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_bitonic_sort_pairs_noinnerbarrier(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %12, ptr %5, align 4, !dbg !19
  %13 = load ptr, ptr %4, align 8, !dbg !20
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %15 = mul i32 %14, 512, !dbg !24
  %16 = load i32, ptr %5, align 4, !dbg !25
  %17 = add i32 %15, %16, !dbg !26
  %18 = zext i32 %17 to i64, !dbg !20
  %19 = getelementptr inbounds float, ptr %13, i64 %18, !dbg !20
  %20 = load float, ptr %19, align 4, !dbg !20
  %21 = load i32, ptr %5, align 4, !dbg !27
  %22 = sext i32 %21 to i64, !dbg !28
  %23 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %22, !dbg !28
  store float %20, ptr %23, align 4, !dbg !29
  %24 = load ptr, ptr %4, align 8, !dbg !30
  %25 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !31
  %26 = mul i32 %25, 512, !dbg !33
  %27 = load i32, ptr %5, align 4, !dbg !34
  %28 = add i32 %26, %27, !dbg !35
  %29 = add i32 %28, 256, !dbg !36
  %30 = zext i32 %29 to i64, !dbg !30
  %31 = getelementptr inbounds float, ptr %24, i64 %30, !dbg !30
  %32 = load float, ptr %31, align 4, !dbg !30
  %33 = load i32, ptr %5, align 4, !dbg !37
  %34 = add nsw i32 %33, 256, !dbg !38
  %35 = sext i32 %34 to i64, !dbg !39
  %36 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %35, !dbg !39
  store float %32, ptr %36, align 4, !dbg !40
  call void @llvm.nvvm.barrier0(), !dbg !41
  store i32 2, ptr %6, align 4, !dbg !42
  br label %37, !dbg !43

37:                                               ; preds = %96, %2
  %38 = load i32, ptr %6, align 4, !dbg !44
  %39 = icmp ule i32 %38, 512, !dbg !45
  br i1 %39, label %40, label %99, !dbg !46

40:                                               ; preds = %37
  %41 = load i32, ptr %6, align 4, !dbg !47
  %42 = lshr i32 %41, 1, !dbg !48
  store i32 %42, ptr %7, align 4, !dbg !49
  br label %43, !dbg !50

43:                                               ; preds = %92, %40
  %44 = load i32, ptr %7, align 4, !dbg !51
  %45 = icmp ugt i32 %44, 0, !dbg !52
  br i1 %45, label %46, label %95, !dbg !53

46:                                               ; preds = %43
  %47 = load i32, ptr %5, align 4, !dbg !54
  %48 = load i32, ptr %7, align 4, !dbg !55
  %49 = udiv i32 %47, %48, !dbg !56
  %50 = mul i32 %49, 2, !dbg !57
  %51 = load i32, ptr %7, align 4, !dbg !58
  %52 = mul i32 %50, %51, !dbg !59
  %53 = load i32, ptr %5, align 4, !dbg !60
  %54 = load i32, ptr %7, align 4, !dbg !61
  %55 = urem i32 %53, %54, !dbg !62
  %56 = add i32 %52, %55, !dbg !63
  store i32 %56, ptr %8, align 4, !dbg !64
  %57 = load i32, ptr %8, align 4, !dbg !65
  %58 = zext i32 %57 to i64, !dbg !66
  %59 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %58, !dbg !66
  %60 = load float, ptr %59, align 4, !dbg !66
  store float %60, ptr %9, align 4, !dbg !67
  %61 = load i32, ptr %8, align 4, !dbg !68
  %62 = load i32, ptr %7, align 4, !dbg !69
  %63 = add i32 %61, %62, !dbg !70
  %64 = zext i32 %63 to i64, !dbg !71
  %65 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %64, !dbg !71
  %66 = load float, ptr %65, align 4, !dbg !71
  store float %66, ptr %10, align 4, !dbg !72
  %67 = load i32, ptr %8, align 4, !dbg !73
  %68 = load i32, ptr %6, align 4, !dbg !74
  %69 = and i32 %67, %68, !dbg !75
  %70 = icmp eq i32 %69, 0, !dbg !76
  %71 = zext i1 %70 to i8, !dbg !77
  store i8 %71, ptr %11, align 1, !dbg !77
  %72 = load float, ptr %9, align 4, !dbg !78
  %73 = load float, ptr %10, align 4, !dbg !79
  %74 = fcmp contract ogt float %72, %73, !dbg !80
  %75 = zext i1 %74 to i32, !dbg !81
  %76 = load i8, ptr %11, align 1, !dbg !82
  %77 = trunc i8 %76 to i1, !dbg !82
  %78 = zext i1 %77 to i32, !dbg !82
  %79 = icmp eq i32 %75, %78, !dbg !83
  br i1 %79, label %80, label %91, !dbg !81

80:                                               ; preds = %46
  %81 = load float, ptr %10, align 4, !dbg !84
  %82 = load i32, ptr %8, align 4, !dbg !85
  %83 = zext i32 %82 to i64, !dbg !86
  %84 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %83, !dbg !86
  store float %81, ptr %84, align 4, !dbg !87
  %85 = load float, ptr %9, align 4, !dbg !88
  %86 = load i32, ptr %8, align 4, !dbg !89
  %87 = load i32, ptr %7, align 4, !dbg !90
  %88 = add i32 %86, %87, !dbg !91
  %89 = zext i32 %88 to i64, !dbg !92
  %90 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %89, !dbg !92
  store float %85, ptr %90, align 4, !dbg !93
  br label %91, !dbg !94

91:                                               ; preds = %80, %46
  br label %92, !dbg !95

92:                                               ; preds = %91
  %93 = load i32, ptr %7, align 4, !dbg !96
  %94 = lshr i32 %93, 1, !dbg !96
  store i32 %94, ptr %7, align 4, !dbg !96
  br label %43, !dbg !53, !llvm.loop !97

95:                                               ; preds = %43
  call void @llvm.nvvm.barrier0(), !dbg !99
  br label %96, !dbg !100

96:                                               ; preds = %95
  %97 = load i32, ptr %6, align 4, !dbg !101
  %98 = shl i32 %97, 1, !dbg !101
  store i32 %98, ptr %6, align 4, !dbg !101
  br label %37, !dbg !46, !llvm.loop !102

99:                                               ; preds = %37
  %100 = load i32, ptr %5, align 4, !dbg !103
  %101 = sext i32 %100 to i64, !dbg !104
  %102 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %101, !dbg !104
  %103 = load float, ptr %102, align 4, !dbg !104
  %104 = load ptr, ptr %3, align 8, !dbg !105
  %105 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !106
  %106 = mul i32 %105, 512, !dbg !108
  %107 = load i32, ptr %5, align 4, !dbg !109
  %108 = add i32 %106, %107, !dbg !110
  %109 = zext i32 %108 to i64, !dbg !105
  %110 = getelementptr inbounds float, ptr %104, i64 %109, !dbg !105
  store float %103, ptr %110, align 4, !dbg !111
  %111 = load i32, ptr %5, align 4, !dbg !112
  %112 = add nsw i32 %111, 256, !dbg !113
  %113 = sext i32 %112 to i64, !dbg !114
  %114 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %113, !dbg !114
  %115 = load float, ptr %114, align 4, !dbg !114
  %116 = load ptr, ptr %3, align 8, !dbg !115
  %117 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !116
  %118 = mul i32 %117, 512, !dbg !118
  %119 = load i32, ptr %5, align 4, !dbg !119
  %120 = add i32 %118, %119, !dbg !120
  %121 = add i32 %120, 256, !dbg !121
  %122 = zext i32 %121 to i64, !dbg !115
  %123 = getelementptr inbounds float, ptr %116, i64 %122, !dbg !115
  store float %115, ptr %123, align 4, !dbg !122
  ret void, !dbg !123
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!7 = !DIFile(filename: "b-shared-race-028.cu", directory: ".")
!8 = !{ptr @b_bitonic_sort_pairs_noinnerbarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_bitonic_sort_pairs_noinnerbarrier", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 9, scope: !12)
!20 = !DILocation(line: 14, column: 12, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 14, column: 15, scope: !12)
!24 = !DILocation(line: 14, column: 26, scope: !12)
!25 = !DILocation(line: 14, column: 32, scope: !12)
!26 = !DILocation(line: 14, column: 30, scope: !12)
!27 = !DILocation(line: 14, column: 7, scope: !12)
!28 = !DILocation(line: 14, column: 5, scope: !12)
!29 = !DILocation(line: 14, column: 10, scope: !12)
!30 = !DILocation(line: 15, column: 20, scope: !12)
!31 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !32)
!32 = distinct !DILocation(line: 15, column: 23, scope: !12)
!33 = !DILocation(line: 15, column: 34, scope: !12)
!34 = !DILocation(line: 15, column: 40, scope: !12)
!35 = !DILocation(line: 15, column: 38, scope: !12)
!36 = !DILocation(line: 15, column: 42, scope: !12)
!37 = !DILocation(line: 15, column: 7, scope: !12)
!38 = !DILocation(line: 15, column: 9, scope: !12)
!39 = !DILocation(line: 15, column: 5, scope: !12)
!40 = !DILocation(line: 15, column: 18, scope: !12)
!41 = !DILocation(line: 16, column: 5, scope: !12)
!42 = !DILocation(line: 17, column: 19, scope: !12)
!43 = !DILocation(line: 17, column: 10, scope: !12)
!44 = !DILocation(line: 17, column: 26, scope: !12)
!45 = !DILocation(line: 17, column: 28, scope: !12)
!46 = !DILocation(line: 17, column: 5, scope: !12)
!47 = !DILocation(line: 18, column: 27, scope: !12)
!48 = !DILocation(line: 18, column: 29, scope: !12)
!49 = !DILocation(line: 18, column: 23, scope: !12)
!50 = !DILocation(line: 18, column: 14, scope: !12)
!51 = !DILocation(line: 18, column: 35, scope: !12)
!52 = !DILocation(line: 18, column: 37, scope: !12)
!53 = !DILocation(line: 18, column: 9, scope: !12)
!54 = !DILocation(line: 19, column: 27, scope: !12)
!55 = !DILocation(line: 19, column: 31, scope: !12)
!56 = !DILocation(line: 19, column: 29, scope: !12)
!57 = !DILocation(line: 19, column: 34, scope: !12)
!58 = !DILocation(line: 19, column: 40, scope: !12)
!59 = !DILocation(line: 19, column: 38, scope: !12)
!60 = !DILocation(line: 19, column: 45, scope: !12)
!61 = !DILocation(line: 19, column: 49, scope: !12)
!62 = !DILocation(line: 19, column: 47, scope: !12)
!63 = !DILocation(line: 19, column: 42, scope: !12)
!64 = !DILocation(line: 19, column: 22, scope: !12)
!65 = !DILocation(line: 20, column: 25, scope: !12)
!66 = !DILocation(line: 20, column: 23, scope: !12)
!67 = !DILocation(line: 20, column: 19, scope: !12)
!68 = !DILocation(line: 20, column: 35, scope: !12)
!69 = !DILocation(line: 20, column: 39, scope: !12)
!70 = !DILocation(line: 20, column: 37, scope: !12)
!71 = !DILocation(line: 20, column: 33, scope: !12)
!72 = !DILocation(line: 20, column: 29, scope: !12)
!73 = !DILocation(line: 21, column: 24, scope: !12)
!74 = !DILocation(line: 21, column: 28, scope: !12)
!75 = !DILocation(line: 21, column: 26, scope: !12)
!76 = !DILocation(line: 21, column: 31, scope: !12)
!77 = !DILocation(line: 21, column: 18, scope: !12)
!78 = !DILocation(line: 22, column: 18, scope: !12)
!79 = !DILocation(line: 22, column: 22, scope: !12)
!80 = !DILocation(line: 22, column: 20, scope: !12)
!81 = !DILocation(line: 22, column: 17, scope: !12)
!82 = !DILocation(line: 22, column: 28, scope: !12)
!83 = !DILocation(line: 22, column: 25, scope: !12)
!84 = !DILocation(line: 22, column: 41, scope: !12)
!85 = !DILocation(line: 22, column: 36, scope: !12)
!86 = !DILocation(line: 22, column: 34, scope: !12)
!87 = !DILocation(line: 22, column: 39, scope: !12)
!88 = !DILocation(line: 22, column: 55, scope: !12)
!89 = !DILocation(line: 22, column: 46, scope: !12)
!90 = !DILocation(line: 22, column: 50, scope: !12)
!91 = !DILocation(line: 22, column: 48, scope: !12)
!92 = !DILocation(line: 22, column: 44, scope: !12)
!93 = !DILocation(line: 22, column: 53, scope: !12)
!94 = !DILocation(line: 22, column: 58, scope: !12)
!95 = !DILocation(line: 24, column: 9, scope: !12)
!96 = !DILocation(line: 18, column: 44, scope: !12)
!97 = distinct !{!97, !53, !95, !98}
!98 = !{!"llvm.loop.mustprogress"}
!99 = !DILocation(line: 25, column: 9, scope: !12)
!100 = !DILocation(line: 26, column: 5, scope: !12)
!101 = !DILocation(line: 17, column: 36, scope: !12)
!102 = distinct !{!102, !46, !100, !98}
!103 = !DILocation(line: 27, column: 33, scope: !12)
!104 = !DILocation(line: 27, column: 31, scope: !12)
!105 = !DILocation(line: 27, column: 5, scope: !12)
!106 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !107)
!107 = distinct !DILocation(line: 27, column: 9, scope: !12)
!108 = !DILocation(line: 27, column: 20, scope: !12)
!109 = !DILocation(line: 27, column: 26, scope: !12)
!110 = !DILocation(line: 27, column: 24, scope: !12)
!111 = !DILocation(line: 27, column: 29, scope: !12)
!112 = !DILocation(line: 28, column: 41, scope: !12)
!113 = !DILocation(line: 28, column: 43, scope: !12)
!114 = !DILocation(line: 28, column: 39, scope: !12)
!115 = !DILocation(line: 28, column: 5, scope: !12)
!116 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !117)
!117 = distinct !DILocation(line: 28, column: 9, scope: !12)
!118 = !DILocation(line: 28, column: 20, scope: !12)
!119 = !DILocation(line: 28, column: 26, scope: !12)
!120 = !DILocation(line: 28, column: 24, scope: !12)
!121 = !DILocation(line: 28, column: 28, scope: !12)
!122 = !DILocation(line: 28, column: 37, scope: !12)
!123 = !DILocation(line: 29, column: 1, scope: !12)
