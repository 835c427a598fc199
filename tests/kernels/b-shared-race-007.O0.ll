; ModuleID = 'b-shared-race-007.cu'
source_filename = "b-shared-race-007.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ25b_matmul_nocomputebarrierE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ25b_matmul_nocomputebarrierE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_matmul_nocomputebarrier(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %16, ptr %9, align 4, !dbg !19
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  store i32 %17, ptr %10, align 4, !dbg !23
  %18 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !24
  %19 = mul i32 %18, 16, !dbg !27
  %20 = load i32, ptr %10, align 4, !dbg !28
  %21 = add i32 %19, %20, !dbg !29
  store i32 %21, ptr %11, align 4, !dbg !30
  %22 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !31
  %23 = mul i32 %22, 16, !dbg !34
  %24 = load i32, ptr %9, align 4, !dbg !35
  %25 = add i32 %23, %24, !dbg !36
  store i32 %25, ptr %12, align 4, !dbg !37
  store float 0.000000e+00, ptr %13, align 4, !dbg !38
  store i32 0, ptr %14, align 4, !dbg !39
  br label %26, !dbg !40

26:                                               ; preds = %90, %4
  %27 = load i32, ptr %14, align 4, !dbg !41
  %28 = load i32, ptr %8, align 4, !dbg !42
  %29 = icmp slt i32 %27, %28, !dbg !43
  br i1 %29, label %30, label %93, !dbg !44

30:                                               ; preds = %26
  %31 = load ptr, ptr %6, align 8, !dbg !45
  %32 = load i32, ptr %11, align 4, !dbg !46
  %33 = load i32, ptr %8, align 4, !dbg !47
  %34 = mul nsw i32 %32, %33, !dbg !48
  %35 = load i32, ptr %14, align 4, !dbg !49
  %36 = add nsw i32 %34, %35, !dbg !50
  %37 = load i32, ptr %9, align 4, !dbg !51
  %38 = add nsw i32 %36, %37, !dbg !52
  %39 = sext i32 %38 to i64, !dbg !45
  %40 = getelementptr inbounds float, ptr %31, i64 %39, !dbg !45
  %41 = load float, ptr %40, align 4, !dbg !45
  %42 = load i32, ptr %10, align 4, !dbg !53
  %43 = sext i32 %42 to i64, !dbg !54
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ25b_matmul_nocomputebarrierE2As to ptr), i64 0, i64 %43, !dbg !54
  %45 = load i32, ptr %9, align 4, !dbg !55
  %46 = sext i32 %45 to i64, !dbg !54
  %47 = getelementptr inbounds [16 x float], ptr %44, i64 0, i64 %46, !dbg !54
  store float %41, ptr %47, align 4, !dbg !56
  %48 = load ptr, ptr %7, align 8, !dbg !57
  %49 = load i32, ptr %14, align 4, !dbg !58
  %50 = load i32, ptr %10, align 4, !dbg !59
  %51 = add nsw i32 %49, %50, !dbg !60
  %52 = load i32, ptr %8, align 4, !dbg !61
  %53 = mul nsw i32 %51, %52, !dbg !62
  %54 = load i32, ptr %12, align 4, !dbg !63
  %55 = add nsw i32 %53, %54, !dbg !64
  %56 = sext i32 %55 to i64, !dbg !57
  %57 = getelementptr inbounds float, ptr %48, i64 %56, !dbg !57
  %58 = load float, ptr %57, align 4, !dbg !57
  %59 = load i32, ptr %10, align 4, !dbg !65
  %60 = sext i32 %59 to i64, !dbg !66
  %61 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ25b_matmul_nocomputebarrierE2Bs to ptr), i64 0, i64 %60, !dbg !66
  %62 = load i32, ptr %9, align 4, !dbg !67
  %63 = sext i32 %62 to i64, !dbg !66
  %64 = getelementptr inbounds [16 x float], ptr %61, i64 0, i64 %63, !dbg !66
  store float %58, ptr %64, align 4, !dbg !68
  call void @llvm.nvvm.barrier0(), !dbg !69
  store i32 0, ptr %15, align 4, !dbg !70
  br label %65, !dbg !71

65:                                               ; preds = %86, %30
  %66 = load i32, ptr %15, align 4, !dbg !72
  %67 = icmp slt i32 %66, 16, !dbg !73
  br i1 %67, label %68, label %89, !dbg !74

68:                                               ; preds = %65
  %69 = load i32, ptr %10, align 4, !dbg !75
  %70 = sext i32 %69 to i64, !dbg !76
  %71 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ25b_matmul_nocomputebarrierE2As to ptr), i64 0, i64 %70, !dbg !76
  %72 = load i32, ptr %15, align 4, !dbg !77
  %73 = sext i32 %72 to i64, !dbg !76
  %74 = getelementptr inbounds [16 x float], ptr %71, i64 0, i64 %73, !dbg !76
  %75 = load float, ptr %74, align 4, !dbg !76
  %76 = load i32, ptr %15, align 4, !dbg !78
  %77 = sext i32 %76 to i64, !dbg !79
  %78 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ25b_matmul_nocomputebarrierE2Bs to ptr), i64 0, i64 %77, !dbg !79
  %79 = load i32, ptr %9, align 4, !dbg !80
  %80 = sext i32 %79 to i64, !dbg !79
  %81 = getelementptr inbounds [16 x float], ptr %78, i64 0, i64 %80, !dbg !79
  %82 = load float, ptr %81, align 4, !dbg !79
  %83 = fmul contract float %75, %82, !dbg !81
  %84 = load float, ptr %13, align 4, !dbg !82
  %85 = fadd contract float %84, %83, !dbg !82
  store float %85, ptr %13, align 4, !dbg !82
  br label %86, !dbg !83

86:                                               ; preds = %68
  %87 = load i32, ptr %15, align 4, !dbg !84
  %88 = add nsw i32 %87, 1, !dbg !84
  store i32 %88, ptr %15, align 4, !dbg !84
  br label %65, !dbg !74, !llvm.loop !85

89:                                               ; preds = %65
  br label %90, !dbg !88

90:                                               ; preds = %89
  %91 = load i32, ptr %14, align 4, !dbg !89
  %92 = add nsw i32 %91, 16, !dbg !89
  store i32 %92, ptr %14, align 4, !dbg !89
  br label %26, !dbg !44, !llvm.loop !90

93:                                               ; preds = %26
  %94 = load float, ptr %13, align 4, !dbg !91
  %95 = load ptr, ptr %5, align 8, !dbg !92
  %96 = load i32, ptr %11, align 4, !dbg !93
  %97 = load i32, ptr %8, align 4, !dbg !94
  %98 = mul nsw i32 %96, %97, !dbg !95
  %99 = load i32, ptr %12, align 4, !dbg !96
  %100 = add nsw i32 %98, %99, !dbg !97
  %101 = sext i32 %100 to i64, !dbg !92
  %102 = getelementptr inbounds float, ptr %95, i64 %101, !dbg !92
  store float %94, ptr %102, align 4, !dbg !98
  ret void, !dbg !99
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

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
!7 = !DIFile(filename: "b-shared-race-007.cu", directory: ".")
!8 = !{ptr @b_matmul_nocomputebarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_matmul_nocomputebarrier", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 14, scope: !12)
!19 = !DILocation(line: 14, column: 9, scope: !12)
!20 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 14, column: 32, scope: !12)
!23 = !DILocation(line: 14, column: 27, scope: !12)
!24 = !DILocation(line: 67, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 15, column: 15, scope: !12)
!27 = !DILocation(line: 15, column: 26, scope: !12)
!28 = !DILocation(line: 15, column: 32, scope: !12)
!29 = !DILocation(line: 15, column: 30, scope: !12)
!30 = !DILocation(line: 15, column: 9, scope: !12)
!31 = !DILocation(line: 66, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!33 = distinct !DILocation(line: 16, column: 15, scope: !12)
!34 = !DILocation(line: 16, column: 26, scope: !12)
!35 = !DILocation(line: 16, column: 32, scope: !12)
!36 = !DILocation(line: 16, column: 30, scope: !12)
!37 = !DILocation(line: 16, column: 9, scope: !12)
!38 = !DILocation(line: 17, column: 11, scope: !12)
!39 = !DILocation(line: 18, column: 14, scope: !12)
!40 = !DILocation(line: 18, column: 10, scope: !12)
!41 = !DILocation(line: 18, column: 22, scope: !12)
!42 = !DILocation(line: 18, column: 27, scope: !12)
!43 = !DILocation(line: 18, column: 25, scope: !12)
!44 = !DILocation(line: 18, column: 5, scope: !12)
!45 = !DILocation(line: 19, column: 22, scope: !12)
!46 = !DILocation(line: 19, column: 24, scope: !12)
!47 = !DILocation(line: 19, column: 30, scope: !12)
!48 = !DILocation(line: 19, column: 28, scope: !12)
!49 = !DILocation(line: 19, column: 34, scope: !12)
!50 = !DILocation(line: 19, column: 32, scope: !12)
!51 = !DILocation(line: 19, column: 39, scope: !12)
!52 = !DILocation(line: 19, column: 37, scope: !12)
!53 = !DILocation(line: 19, column: 12, scope: !12)
!54 = !DILocation(line: 19, column: 9, scope: !12)
!55 = !DILocation(line: 19, column: 16, scope: !12)
!56 = !DILocation(line: 19, column: 20, scope: !12)
!57 = !DILocation(line: 20, column: 22, scope: !12)
!58 = !DILocation(line: 20, column: 25, scope: !12)
!59 = !DILocation(line: 20, column: 30, scope: !12)
!60 = !DILocation(line: 20, column: 28, scope: !12)
!61 = !DILocation(line: 20, column: 36, scope: !12)
!62 = !DILocation(line: 20, column: 34, scope: !12)
!63 = !DILocation(line: 20, column: 40, scope: !12)
!64 = !DILocation(line: 20, column: 38, scope: !12)
!65 = !DILocation(line: 20, column: 12, scope: !12)
!66 = !DILocation(line: 20, column: 9, scope: !12)
!67 = !DILocation(line: 20, column: 16, scope: !12)
!68 = !DILocation(line: 20, column: 20, scope: !12)
!69 = !DILocation(line: 21, column: 9, scope: !12)
!70 = !DILocation(line: 22, column: 18, scope: !12)
!71 = !DILocation(line: 22, column: 14, scope: !12)
!72 = !DILocation(line: 22, column: 25, scope: !12)
!73 = !DILocation(line: 22, column: 27, scope: !12)
!74 = !DILocation(line: 22, column: 9, scope: !12)
!75 = !DILocation(line: 23, column: 23, scope: !12)
!76 = !DILocation(line: 23, column: 20, scope: !12)
!77 = !DILocation(line: 23, column: 27, scope: !12)
!78 = !DILocation(line: 23, column: 35, scope: !12)
!79 = !DILocation(line: 23, column: 32, scope: !12)
!80 = !DILocation(line: 23, column: 38, scope: !12)
!81 = !DILocation(line: 23, column: 30, scope: !12)
!82 = !DILocation(line: 23, column: 17, scope: !12)
!83 = !DILocation(line: 23, column: 13, scope: !12)
!84 = !DILocation(line: 22, column: 32, scope: !12)
!85 = distinct !{!85, !74, !86, !87}
!86 = !DILocation(line: 23, column: 40, scope: !12)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !DILocation(line: 25, column: 5, scope: !12)
!89 = !DILocation(line: 18, column: 33, scope: !12)
!90 = distinct !{!90, !44, !88, !87}
!91 = !DILocation(line: 26, column: 24, scope: !12)
!92 = !DILocation(line: 26, column: 5, scope: !12)
!93 = !DILocation(line: 26, column: 7, scope: !12)
!94 = !DILocation(line: 26, column: 13, scope: !12)
!95 = !DILocation(line: 26, column: 11, scope: !12)
!96 = !DILocation(line: 26, column: 17, scope: !12)
!97 = !DILocation(line: 26, column: 15, scope: !12)
!98 = !DILocation(line: 26, column: 22, scope: !12)
!99 = !DILocation(line: 27, column: 1, scope: !12)
