; ModuleID = 'h-global-race-036.cu'
source_filename = "h-global-race-036.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_column_iir_halved(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, float noundef %4) #0 !dbg !12 {
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
  %22 = udiv i32 %21, 2, !dbg !27
  store i32 %22, ptr %11, align 4, !dbg !28
  %23 = load i32, ptr %11, align 4, !dbg !29
  %24 = load i32, ptr %8, align 4, !dbg !30
  %25 = icmp uge i32 %23, %24, !dbg !31
  br i1 %25, label %26, label %27, !dbg !29

26:                                               ; preds = %5
  br label %117, !dbg !32

27:                                               ; preds = %5
  %28 = load i32, ptr %11, align 4, !dbg !33
  %29 = load ptr, ptr %6, align 8, !dbg !34
  %30 = zext i32 %28 to i64, !dbg !34
  %31 = getelementptr inbounds float, ptr %29, i64 %30, !dbg !34
  store ptr %31, ptr %6, align 8, !dbg !34
  %32 = load i32, ptr %11, align 4, !dbg !35
  %33 = load ptr, ptr %7, align 8, !dbg !36
  %34 = zext i32 %32 to i64, !dbg !36
  %35 = getelementptr inbounds float, ptr %33, i64 %34, !dbg !36
  store ptr %35, ptr %7, align 8, !dbg !36
  %36 = load ptr, ptr %6, align 8, !dbg !37
  %37 = load float, ptr %36, align 4, !dbg !38
  %38 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !39
  %39 = uitofp i32 %38 to float, !dbg !41
  %40 = fadd contract float %37, %39, !dbg !42
  store float %40, ptr %12, align 4, !dbg !43
  store i32 0, ptr %13, align 4, !dbg !44
  br label %41, !dbg !45

41:                                               ; preds = %66, %27
  %42 = load i32, ptr %13, align 4, !dbg !46
  %43 = load i32, ptr %9, align 4, !dbg !47
  %44 = icmp slt i32 %42, %43, !dbg !48
  br i1 %44, label %45, label %69, !dbg !49

45:                                               ; preds = %41
  %46 = load ptr, ptr %6, align 8, !dbg !50
  %47 = load float, ptr %46, align 4, !dbg !51
  %48 = load float, ptr %10, align 4, !dbg !52
  %49 = load float, ptr %12, align 4, !dbg !53
  %50 = load ptr, ptr %6, align 8, !dbg !54
  %51 = load float, ptr %50, align 4, !dbg !55
  %52 = fsub contract float %49, %51, !dbg !56
  %53 = fmul contract float %48, %52, !dbg !57
  %54 = fadd contract float %47, %53, !dbg !58
  store float %54, ptr %14, align 4, !dbg !59
  %55 = load float, ptr %14, align 4, !dbg !60
  %56 = load ptr, ptr %7, align 8, !dbg !61
  store float %55, ptr %56, align 4, !dbg !62
  %57 = load i32, ptr %8, align 4, !dbg !63
  %58 = load ptr, ptr %6, align 8, !dbg !64
  %59 = sext i32 %57 to i64, !dbg !64
  %60 = getelementptr inbounds float, ptr %58, i64 %59, !dbg !64
  store ptr %60, ptr %6, align 8, !dbg !64
  %61 = load i32, ptr %8, align 4, !dbg !65
  %62 = load ptr, ptr %7, align 8, !dbg !66
  %63 = sext i32 %61 to i64, !dbg !66
  %64 = getelementptr inbounds float, ptr %62, i64 %63, !dbg !66
  store ptr %64, ptr %7, align 8, !dbg !66
  %65 = load float, ptr %14, align 4, !dbg !67
  store float %65, ptr %12, align 4, !dbg !68
  br label %66, !dbg !69

66:                                               ; preds = %45
  %67 = load i32, ptr %13, align 4, !dbg !70
  %68 = add nsw i32 %67, 1, !dbg !70
  store i32 %68, ptr %13, align 4, !dbg !70
  br label %41, !dbg !49, !llvm.loop !71

69:                                               ; preds = %41
  %70 = load i32, ptr %8, align 4, !dbg !73
  %71 = load ptr, ptr %6, align 8, !dbg !74
  %72 = sext i32 %70 to i64, !dbg !74
  %73 = sub i64 0, %72, !dbg !74
  %74 = getelementptr inbounds float, ptr %71, i64 %73, !dbg !74
  store ptr %74, ptr %6, align 8, !dbg !74
  %75 = load i32, ptr %8, align 4, !dbg !75
  %76 = load ptr, ptr %7, align 8, !dbg !76
  %77 = sext i32 %75 to i64, !dbg !76
  %78 = sub i64 0, %77, !dbg !76
  %79 = getelementptr inbounds float, ptr %76, i64 %78, !dbg !76
  store ptr %79, ptr %7, align 8, !dbg !76
  %80 = load ptr, ptr %6, align 8, !dbg !77
  %81 = load float, ptr %80, align 4, !dbg !78
  store float %81, ptr %12, align 4, !dbg !79
  %82 = load i32, ptr %9, align 4, !dbg !80
  %83 = sub nsw i32 %82, 1, !dbg !81
  store i32 %83, ptr %15, align 4, !dbg !82
  br label %84, !dbg !83

84:                                               ; preds = %114, %69
  %85 = load i32, ptr %15, align 4, !dbg !84
  %86 = icmp sge i32 %85, 0, !dbg !85
  br i1 %86, label %87, label %117, !dbg !86

87:                                               ; preds = %84
  %88 = load ptr, ptr %6, align 8, !dbg !87
  %89 = load float, ptr %88, align 4, !dbg !88
  %90 = load float, ptr %10, align 4, !dbg !89
  %91 = load float, ptr %12, align 4, !dbg !90
  %92 = load ptr, ptr %6, align 8, !dbg !91
  %93 = load float, ptr %92, align 4, !dbg !92
  %94 = fsub contract float %91, %93, !dbg !93
  %95 = fmul contract float %90, %94, !dbg !94
  %96 = fadd contract float %89, %95, !dbg !95
  store float %96, ptr %16, align 4, !dbg !96
  %97 = load ptr, ptr %7, align 8, !dbg !97
  %98 = load float, ptr %97, align 4, !dbg !98
  %99 = load float, ptr %16, align 4, !dbg !99
  %100 = fadd contract float %98, %99, !dbg !100
  %101 = fmul contract float 5.000000e-01, %100, !dbg !101
  %102 = load ptr, ptr %7, align 8, !dbg !102
  store float %101, ptr %102, align 4, !dbg !103
  %103 = load i32, ptr %8, align 4, !dbg !104
  %104 = load ptr, ptr %6, align 8, !dbg !105
  %105 = sext i32 %103 to i64, !dbg !105
  %106 = sub i64 0, %105, !dbg !105
  %107 = getelementptr inbounds float, ptr %104, i64 %106, !dbg !105
  store ptr %107, ptr %6, align 8, !dbg !105
  %108 = load i32, ptr %8, align 4, !dbg !106
  %109 = load ptr, ptr %7, align 8, !dbg !107
  %110 = sext i32 %108 to i64, !dbg !107
  %111 = sub i64 0, %110, !dbg !107
  %112 = getelementptr inbounds float, ptr %109, i64 %111, !dbg !107
  store ptr %112, ptr %7, align 8, !dbg !107
  %113 = load float, ptr %16, align 4, !dbg !108
  store float %113, ptr %12, align 4, !dbg !109
  br label %114, !dbg !110

114:                                              ; preds = %87
  %115 = load i32, ptr %15, align 4, !dbg !111
  %116 = add nsw i32 %115, -1, !dbg !111
  store i32 %116, ptr %15, align 4, !dbg !111
  br label %84, !dbg !86, !llvm.loop !112

117:                                              ; preds = %26, %84
  ret void, !dbg !113
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
!7 = !DIFile(filename: "h-global-race-036.cu", directory: ".")
!8 = !{ptr @h_column_iir_halved, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_column_iir_halved", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 19, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 12, column: 32, scope: !12)
!22 = !DILocation(line: 12, column: 30, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 12, column: 45, scope: !12)
!26 = !DILocation(line: 12, column: 43, scope: !12)
!27 = !DILocation(line: 12, column: 58, scope: !12)
!28 = !DILocation(line: 12, column: 14, scope: !12)
!29 = !DILocation(line: 13, column: 9, scope: !12)
!30 = !DILocation(line: 13, column: 14, scope: !12)
!31 = !DILocation(line: 13, column: 11, scope: !12)
!32 = !DILocation(line: 14, column: 9, scope: !12)
!33 = !DILocation(line: 15, column: 11, scope: !12)
!34 = !DILocation(line: 15, column: 8, scope: !12)
!35 = !DILocation(line: 16, column: 12, scope: !12)
!36 = !DILocation(line: 16, column: 9, scope: !12)
!37 = !DILocation(line: 17, column: 17, scope: !12)
!38 = !DILocation(line: 17, column: 16, scope: !12)
!39 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !40)
!40 = distinct !DILocation(line: 17, column: 22, scope: !12)
!41 = !DILocation(line: 17, column: 22, scope: !12)
!42 = !DILocation(line: 17, column: 20, scope: !12)
!43 = !DILocation(line: 17, column: 11, scope: !12)
!44 = !DILocation(line: 18, column: 14, scope: !12)
!45 = !DILocation(line: 18, column: 10, scope: !12)
!46 = !DILocation(line: 18, column: 21, scope: !12)
!47 = !DILocation(line: 18, column: 25, scope: !12)
!48 = !DILocation(line: 18, column: 23, scope: !12)
!49 = !DILocation(line: 18, column: 5, scope: !12)
!50 = !DILocation(line: 19, column: 21, scope: !12)
!51 = !DILocation(line: 19, column: 20, scope: !12)
!52 = !DILocation(line: 19, column: 26, scope: !12)
!53 = !DILocation(line: 19, column: 31, scope: !12)
!54 = !DILocation(line: 19, column: 37, scope: !12)
!55 = !DILocation(line: 19, column: 36, scope: !12)
!56 = !DILocation(line: 19, column: 34, scope: !12)
!57 = !DILocation(line: 19, column: 28, scope: !12)
!58 = !DILocation(line: 19, column: 24, scope: !12)
!59 = !DILocation(line: 19, column: 15, scope: !12)
!60 = !DILocation(line: 20, column: 16, scope: !12)
!61 = !DILocation(line: 20, column: 10, scope: !12)
!62 = !DILocation(line: 20, column: 14, scope: !12)
!63 = !DILocation(line: 21, column: 15, scope: !12)
!64 = !DILocation(line: 21, column: 12, scope: !12)
!65 = !DILocation(line: 22, column: 16, scope: !12)
!66 = !DILocation(line: 22, column: 13, scope: !12)
!67 = !DILocation(line: 23, column: 14, scope: !12)
!68 = !DILocation(line: 23, column: 12, scope: !12)
!69 = !DILocation(line: 24, column: 5, scope: !12)
!70 = !DILocation(line: 18, column: 29, scope: !12)
!71 = distinct !{!71, !49, !69, !72}
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 25, column: 11, scope: !12)
!74 = !DILocation(line: 25, column: 8, scope: !12)
!75 = !DILocation(line: 26, column: 12, scope: !12)
!76 = !DILocation(line: 26, column: 9, scope: !12)
!77 = !DILocation(line: 27, column: 11, scope: !12)
!78 = !DILocation(line: 27, column: 10, scope: !12)
!79 = !DILocation(line: 27, column: 8, scope: !12)
!80 = !DILocation(line: 28, column: 18, scope: !12)
!81 = !DILocation(line: 28, column: 20, scope: !12)
!82 = !DILocation(line: 28, column: 14, scope: !12)
!83 = !DILocation(line: 28, column: 10, scope: !12)
!84 = !DILocation(line: 28, column: 25, scope: !12)
!85 = !DILocation(line: 28, column: 27, scope: !12)
!86 = !DILocation(line: 28, column: 5, scope: !12)
!87 = !DILocation(line: 29, column: 21, scope: !12)
!88 = !DILocation(line: 29, column: 20, scope: !12)
!89 = !DILocation(line: 29, column: 26, scope: !12)
!90 = !DILocation(line: 29, column: 31, scope: !12)
!91 = !DILocation(line: 29, column: 37, scope: !12)
!92 = !DILocation(line: 29, column: 36, scope: !12)
!93 = !DILocation(line: 29, column: 34, scope: !12)
!94 = !DILocation(line: 29, column: 28, scope: !12)
!95 = !DILocation(line: 29, column: 24, scope: !12)
!96 = !DILocation(line: 29, column: 15, scope: !12)
!97 = !DILocation(line: 30, column: 25, scope: !12)
!98 = !DILocation(line: 30, column: 24, scope: !12)
!99 = !DILocation(line: 30, column: 31, scope: !12)
!100 = !DILocation(line: 30, column: 29, scope: !12)
!101 = !DILocation(line: 30, column: 21, scope: !12)
!102 = !DILocation(line: 30, column: 10, scope: !12)
!103 = !DILocation(line: 30, column: 14, scope: !12)
!104 = !DILocation(line: 31, column: 15, scope: !12)
!105 = !DILocation(line: 31, column: 12, scope: !12)
!106 = !DILocation(line: 32, column: 16, scope: !12)
!107 = !DILocation(line: 32, column: 13, scope: !12)
!108 = !DILocation(line: 33, column: 14, scope: !12)
!109 = !DILocation(line: 33, column: 12, scope: !12)
!110 = !DILocation(line: 34, column: 5, scope: !12)
!111 = !DILocation(line: 28, column: 34, scope: !12)
!112 = distinct !{!112, !86, !110, !72}
!113 = !DILocation(line: 35, column: 1, scope: !12)
