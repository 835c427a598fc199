; ModuleID = 'h-global-race-035.cu'
source_filename = "h-global-race-035.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_column_iir(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, float noundef %4) #0 !dbg !12 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store float %4, ptr %10, align 4
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %19 = mul i32 %17, %18, !dbg !22
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %21 = add i32 %19, %20, !dbg !26
  store i32 %21, ptr %11, align 4, !dbg !27
  %22 = load i32, ptr %11, align 4, !dbg !28
  %23 = load i32, ptr %8, align 4, !dbg !29
  %24 = icmp uge i32 %22, %23, !dbg !30
  br i1 %24, label %25, label %26, !dbg !28

25:                                               ; preds = %5
  br label %113, !dbg !31

26:                                               ; preds = %5
  %27 = load i32, ptr %11, align 4, !dbg !32
  %28 = load ptr, ptr %6, align 8, !dbg !33
  %29 = zext i32 %27 to i64, !dbg !33
  %30 = getelementptr inbounds float, ptr %28, i64 %29, !dbg !33
  store ptr %30, ptr %6, align 8, !dbg !33
  %31 = load i32, ptr %11, align 4, !dbg !34
  %32 = load ptr, ptr %7, align 8, !dbg !35
  %33 = zext i32 %31 to i64, !dbg !35
  %34 = getelementptr inbounds float, ptr %32, i64 %33, !dbg !35
  store ptr %34, ptr %7, align 8, !dbg !35
  %35 = load ptr, ptr %6, align 8, !dbg !36
  %36 = load float, ptr %35, align 4, !dbg !37
  store float %36, ptr %12, align 4, !dbg !38
  store i32 0, ptr %13, align 4, !dbg !39
  br label %37, !dbg !40

37:                                               ; preds = %62, %26
  %38 = load i32, ptr %13, align 4, !dbg !41
  %39 = load i32, ptr %9, align 4, !dbg !42
  %40 = icmp slt i32 %38, %39, !dbg !43
  br i1 %40, label %41, label %65, !dbg !44

41:                                               ; preds = %37
  %42 = load ptr, ptr %6, align 8, !dbg !45
  %43 = load float, ptr %42, align 4, !dbg !46
  %44 = load float, ptr %10, align 4, !dbg !47
  %45 = load float, ptr %12, align 4, !dbg !48
  %46 = load ptr, ptr %6, align 8, !dbg !49
  %47 = load float, ptr %46, align 4, !dbg !50
  %48 = fsub contract float %45, %47, !dbg !51
  %49 = fmul contract float %44, %48, !dbg !52
  %50 = fadd contract float %43, %49, !dbg !53
  store float %50, ptr %14, align 4, !dbg !54
  %51 = load float, ptr %14, align 4, !dbg !55
  %52 = load ptr, ptr %7, align 8, !dbg !56
  store float %51, ptr %52, align 4, !dbg !57
  %53 = load i32, ptr %8, align 4, !dbg !58
  %54 = load ptr, ptr %6, align 8, !dbg !59
  %55 = sext i32 %53 to i64, !dbg !59
  %56 = getelementptr inbounds float, ptr %54, i64 %55, !dbg !59
  store ptr %56, ptr %6, align 8, !dbg !59
  %57 = load i32, ptr %8, align 4, !dbg !60
  %58 = load ptr, ptr %7, align 8, !dbg !61
  %59 = sext i32 %57 to i64, !dbg !61
  %60 = getelementptr inbounds float, ptr %58, i64 %59, !dbg !61
  store ptr %60, ptr %7, align 8, !dbg !61
  %61 = load float, ptr %14, align 4, !dbg !62
  store float %61, ptr %12, align 4, !dbg !63
  br label %62, !dbg !64

62:                                               ; preds = %41
  %63 = load i32, ptr %13, align 4, !dbg !65
  %64 = add nsw i32 %63, 1, !dbg !65
  store i32 %64, ptr %13, align 4, !dbg !65
  br label %37, !dbg !44, !llvm.loop !66

65:                                               ; preds = %37
  %66 = load i32, ptr %8, align 4, !dbg !68
  %67 = load ptr, ptr %6, align 8, !dbg !69
  %68 = sext i32 %66 to i64, !dbg !69
  %69 = sub i64 0, %68, !dbg !69
  %70 = getelementptr inbounds float, ptr %67, i64 %69, !dbg !69
  store ptr %70, ptr %6, align 8, !dbg !69
  %71 = load i32, ptr %8, align 4, !dbg !70
  %72 = load ptr, ptr %7, align 8, !dbg !71
  %73 = sext i32 %71 to i64, !dbg !71
  %74 = sub i64 0, %73, !dbg !71
  %75 = getelementptr inbounds float, ptr %72, i64 %74, !dbg !71
  store ptr %75, ptr %7, align 8, !dbg !71
  %76 = load ptr, ptr %6, align 8, !dbg !72
  %77 = load float, ptr %76, align 4, !dbg !73
  store float %77, ptr %12, align 4, !dbg !74
  %78 = load i32, ptr %9, align 4, !dbg !75
  %79 = sub nsw i32 %78, 1, !dbg !76
  store i32 %79, ptr %15, align 4, !dbg !77
  br label %80, !dbg !78

80:                                               ; preds = %110, %65
  %81 = load i32, ptr %15, align 4, !dbg !79
  %82 = icmp sge i32 %81, 0, !dbg !80
  br i1 %82, label %83, label %113, !dbg !81

83:                                               ; preds = %80
  %84 = load ptr, ptr %6, align 8, !dbg !82
  %85 = load float, ptr %84, align 4, !dbg !83
  %86 = load float, ptr %10, align 4, !dbg !84
  %87 = load float, ptr %12, align 4, !dbg !85
  %88 = load ptr, ptr %6, align 8, !dbg !86
  %89 = load float, ptr %88, align 4, !dbg !87
  %90 = fsub contract float %87, %89, !dbg !88
  %91 = fmul contract float %86, %90, !dbg !89
  %92 = fadd contract float %85, %91, !dbg !90
  store float %92, ptr %16, align 4, !dbg !91
  %93 = load ptr, ptr %7, align 8, !dbg !92
  %94 = load float, ptr %93, align 4, !dbg !93
  %95 = load float, ptr %16, align 4, !dbg !94
  %96 = fadd contract float %94, %95, !dbg !95
  %97 = fmul contract float 5.000000e-01, %96, !dbg !96
  %98 = load ptr, ptr %7, align 8, !dbg !97
  store float %97, ptr %98, align 4, !dbg !98
  %99 = load i32, ptr %8, align 4, !dbg !99
  %100 = load ptr, ptr %6, align 8, !dbg !100
  %101 = sext i32 %99 to i64, !dbg !100
  %102 = sub i64 0, %101, !dbg !100
  %103 = getelementptr inbounds float, ptr %100, i64 %102, !dbg !100
  store ptr %103, ptr %6, align 8, !dbg !100
  %104 = load i32, ptr %8, align 4, !dbg !101
  %105 = load ptr, ptr %7, align 8, !dbg !102
  %106 = sext i32 %104 to i64, !dbg !102
  %107 = sub i64 0, %106, !dbg !102
  %108 = getelementptr inbounds float, ptr %105, i64 %107, !dbg !102
  store ptr %108, ptr %7, align 8, !dbg !102
  %109 = load float, ptr %16, align 4, !dbg !103
  store float %109, ptr %12, align 4, !dbg !104
  br label %110, !dbg !105

110:                                              ; preds = %83
  %111 = load i32, ptr %15, align 4, !dbg !106
  %112 = add nsw i32 %111, -1, !dbg !106
  store i32 %112, ptr %15, align 4, !dbg !106
  br label %80, !dbg !81, !llvm.loop !107

113:                                              ; preds = %25, %80
  ret void, !dbg !108
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

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
!7 = !DIFile(filename: "h-global-race-035.cu", directory: ".")
!8 = !{ptr @h_column_iir, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_column_iir", scope: !7, file: !7, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 14, column: 31, scope: !12)
!22 = !DILocation(line: 14, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 14, column: 44, scope: !12)
!26 = !DILocation(line: 14, column: 42, scope: !12)
!27 = !DILocation(line: 14, column: 14, scope: !12)
!28 = !DILocation(line: 15, column: 9, scope: !12)
!29 = !DILocation(line: 15, column: 14, scope: !12)
!30 = !DILocation(line: 15, column: 11, scope: !12)
!31 = !DILocation(line: 16, column: 9, scope: !12)
!32 = !DILocation(line: 17, column: 11, scope: !12)
!33 = !DILocation(line: 17, column: 8, scope: !12)
!34 = !DILocation(line: 18, column: 12, scope: !12)
!35 = !DILocation(line: 18, column: 9, scope: !12)
!36 = !DILocation(line: 19, column: 17, scope: !12)
!37 = !DILocation(line: 19, column: 16, scope: !12)
!38 = !DILocation(line: 19, column: 11, scope: !12)
!39 = !DILocation(line: 20, column: 14, scope: !12)
!40 = !DILocation(line: 20, column: 10, scope: !12)
!41 = !DILocation(line: 20, column: 21, scope: !12)
!42 = !DILocation(line: 20, column: 25, scope: !12)
!43 = !DILocation(line: 20, column: 23, scope: !12)
!44 = !DILocation(line: 20, column: 5, scope: !12)
!45 = !DILocation(line: 21, column: 21, scope: !12)
!46 = !DILocation(line: 21, column: 20, scope: !12)
!47 = !DILocation(line: 21, column: 26, scope: !12)
!48 = !DILocation(line: 21, column: 31, scope: !12)
!49 = !DILocation(line: 21, column: 37, scope: !12)
!50 = !DILocation(line: 21, column: 36, scope: !12)
!51 = !DILocation(line: 21, column: 34, scope: !12)
!52 = !DILocation(line: 21, column: 28, scope: !12)
!53 = !DILocation(line: 21, column: 24, scope: !12)
!54 = !DILocation(line: 21, column: 15, scope: !12)
!55 = !DILocation(line: 22, column: 16, scope: !12)
!56 = !DILocation(line: 22, column: 10, scope: !12)
!57 = !DILocation(line: 22, column: 14, scope: !12)
!58 = !DILocation(line: 23, column: 15, scope: !12)
!59 = !DILocation(line: 23, column: 12, scope: !12)
!60 = !DILocation(line: 24, column: 16, scope: !12)
!61 = !DILocation(line: 24, column: 13, scope: !12)
!62 = !DILocation(line: 25, column: 14, scope: !12)
!63 = !DILocation(line: 25, column: 12, scope: !12)
!64 = !DILocation(line: 26, column: 5, scope: !12)
!65 = !DILocation(line: 20, column: 29, scope: !12)
!66 = distinct !{!66, !44, !64, !67}
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 27, column: 11, scope: !12)
!69 = !DILocation(line: 27, column: 8, scope: !12)
!70 = !DILocation(line: 28, column: 12, scope: !12)
!71 = !DILocation(line: 28, column: 9, scope: !12)
!72 = !DILocation(line: 29, column: 11, scope: !12)
!73 = !DILocation(line: 29, column: 10, scope: !12)
!74 = !DILocation(line: 29, column: 8, scope: !12)
!75 = !DILocation(line: 30, column: 18, scope: !12)
!76 = !DILocation(line: 30, column: 20, scope: !12)
!77 = !DILocation(line: 30, column: 14, scope: !12)
!78 = !DILocation(line: 30, column: 10, scope: !12)
!79 = !DILocation(line: 30, column: 25, scope: !12)
!80 = !DILocation(line: 30, column: 27, scope: !12)
!81 = !DILocation(line: 30, column: 5, scope: !12)
!82 = !DILocation(line: 31, column: 21, scope: !12)
!83 = !DILocation(line: 31, column: 20, scope: !12)
!84 = !DILocation(line: 31, column: 26, scope: !12)
!85 = !DILocation(line: 31, column: 31, scope: !12)
!86 = !DILocation(line: 31, column: 37, scope: !12)
!87 = !DILocation(line: 31, column: 36, scope: !12)
!88 = !DILocation(line: 31, column: 34, scope: !12)
!89 = !DILocation(line: 31, column: 28, scope: !12)
!90 = !DILocation(line: 31, column: 24, scope: !12)
!91 = !DILocation(line: 31, column: 15, scope: !12)
!92 = !DILocation(line: 32, column: 25, scope: !12)
!93 = !DILocation(line: 32, column: 24, scope: !12)
!94 = !DILocation(line: 32, column: 31, scope: !12)
!95 = !DILocation(line: 32, column: 29, scope: !12)
!96 = !DILocation(line: 32, column: 21, scope: !12)
!97 = !DILocation(line: 32, column: 10, scope: !12)
!98 = !DILocation(line: 32, column: 14, scope: !12)
!99 = !DILocation(line: 33, column: 15, scope: !12)
!100 = !DILocation(line: 33, column: 12, scope: !12)
!101 = !DILocation(line: 34, column: 16, scope: !12)
!102 = !DILocation(line: 34, column: 13, scope: !12)
!103 = !DILocation(line: 35, column: 14, scope: !12)
!104 = !DILocation(line: 35, column: 12, scope: !12)
!105 = !DILocation(line: 36, column: 5, scope: !12)
!106 = !DILocation(line: 30, column: 34, scope: !12)
!107 = distinct !{!107, !81, !105, !67}
!108 = !DILocation(line: 37, column: 1, scope: !12)
