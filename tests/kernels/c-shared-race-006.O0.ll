; ModuleID = 'c-shared-race-006.cu'
source_filename = "c-shared-race-006.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ19c_matmul_tiled_raceE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ19c_matmul_tiled_raceE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @c_matmul_tiled_race(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !12 {
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

26:                                               ; preds = %93, %4
  %27 = load i32, ptr %14, align 4, !dbg !41
  %28 = load i32, ptr %8, align 4, !dbg !42
  %29 = sdiv i32 %28, 16, !dbg !43
  %30 = icmp slt i32 %27, %29, !dbg !44
  br i1 %30, label %31, label %96, !dbg !45

31:                                               ; preds = %26
  %32 = load ptr, ptr %5, align 8, !dbg !46
  %33 = load i32, ptr %11, align 4, !dbg !47
  %34 = load i32, ptr %8, align 4, !dbg !48
  %35 = mul i32 %33, %34, !dbg !49
  %36 = load i32, ptr %14, align 4, !dbg !50
  %37 = mul nsw i32 %36, 16, !dbg !51
  %38 = add i32 %35, %37, !dbg !52
  %39 = load i32, ptr %9, align 4, !dbg !53
  %40 = add i32 %38, %39, !dbg !54
  %41 = zext i32 %40 to i64, !dbg !46
  %42 = getelementptr inbounds float, ptr %32, i64 %41, !dbg !46
  %43 = load float, ptr %42, align 4, !dbg !46
  %44 = load i32, ptr %10, align 4, !dbg !55
  %45 = zext i32 %44 to i64, !dbg !56
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19c_matmul_tiled_raceE2As to ptr), i64 0, i64 %45, !dbg !56
  %47 = load i32, ptr %9, align 4, !dbg !57
  %48 = zext i32 %47 to i64, !dbg !56
  %49 = getelementptr inbounds [16 x float], ptr %46, i64 0, i64 %48, !dbg !56
  store float %43, ptr %49, align 4, !dbg !58
  %50 = load ptr, ptr %6, align 8, !dbg !59
  %51 = load i32, ptr %14, align 4, !dbg !60
  %52 = mul nsw i32 %51, 16, !dbg !61
  %53 = load i32, ptr %10, align 4, !dbg !62
  %54 = add i32 %52, %53, !dbg !63
  %55 = load i32, ptr %8, align 4, !dbg !64
  %56 = mul i32 %54, %55, !dbg !65
  %57 = load i32, ptr %12, align 4, !dbg !66
  %58 = add i32 %56, %57, !dbg !67
  %59 = zext i32 %58 to i64, !dbg !59
  %60 = getelementptr inbounds float, ptr %50, i64 %59, !dbg !59
  %61 = load float, ptr %60, align 4, !dbg !59
  %62 = load i32, ptr %10, align 4, !dbg !68
  %63 = zext i32 %62 to i64, !dbg !69
  %64 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19c_matmul_tiled_raceE2Bs to ptr), i64 0, i64 %63, !dbg !69
  %65 = load i32, ptr %9, align 4, !dbg !70
  %66 = zext i32 %65 to i64, !dbg !69
  %67 = getelementptr inbounds [16 x float], ptr %64, i64 0, i64 %66, !dbg !69
  store float %61, ptr %67, align 4, !dbg !71
  call void @llvm.nvvm.barrier0(), !dbg !72
  store i32 0, ptr %15, align 4, !dbg !73
  br label %68, !dbg !74

68:                                               ; preds = %89, %31
  %69 = load i32, ptr %15, align 4, !dbg !75
  %70 = icmp slt i32 %69, 16, !dbg !76
  br i1 %70, label %71, label %92, !dbg !77

71:                                               ; preds = %68
  %72 = load i32, ptr %10, align 4, !dbg !78
  %73 = zext i32 %72 to i64, !dbg !79
  %74 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19c_matmul_tiled_raceE2As to ptr), i64 0, i64 %73, !dbg !79
  %75 = load i32, ptr %15, align 4, !dbg !80
  %76 = sext i32 %75 to i64, !dbg !79
  %77 = getelementptr inbounds [16 x float], ptr %74, i64 0, i64 %76, !dbg !79
  %78 = load float, ptr %77, align 4, !dbg !79
  %79 = load i32, ptr %15, align 4, !dbg !81
  %80 = sext i32 %79 to i64, !dbg !82
  %81 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19c_matmul_tiled_raceE2Bs to ptr), i64 0, i64 %80, !dbg !82
  %82 = load i32, ptr %9, align 4, !dbg !83
  %83 = zext i32 %82 to i64, !dbg !82
  %84 = getelementptr inbounds [16 x float], ptr %81, i64 0, i64 %83, !dbg !82
  %85 = load float, ptr %84, align 4, !dbg !82
  %86 = fmul contract float %78, %85, !dbg !84
  %87 = load float, ptr %13, align 4, !dbg !85
  %88 = fadd contract float %87, %86, !dbg !85
  store float %88, ptr %13, align 4, !dbg !85
  br label %89, !dbg !86

89:                                               ; preds = %71
  %90 = load i32, ptr %15, align 4, !dbg !87
  %91 = add nsw i32 %90, 1, !dbg !87
  store i32 %91, ptr %15, align 4, !dbg !87
  br label %68, !dbg !77, !llvm.loop !88

92:                                               ; preds = %68
  br label %93, !dbg !91

93:                                               ; preds = %92
  %94 = load i32, ptr %14, align 4, !dbg !92
  %95 = add nsw i32 %94, 1, !dbg !92
  store i32 %95, ptr %14, align 4, !dbg !92
  br label %26, !dbg !45, !llvm.loop !93

96:                                               ; preds = %26
  %97 = load float, ptr %13, align 4, !dbg !94
  %98 = load ptr, ptr %7, align 8, !dbg !95
  %99 = load i32, ptr %11, align 4, !dbg !96
  %100 = load i32, ptr %8, align 4, !dbg !97
  %101 = mul i32 %99, %100, !dbg !98
  %102 = load i32, ptr %12, align 4, !dbg !99
  %103 = add i32 %101, %102, !dbg !100
  %104 = zext i32 %103 to i64, !dbg !95
  %105 = getelementptr inbounds float, ptr %98, i64 %104, !dbg !95
  store float %97, ptr %105, align 4, !dbg !101
  ret void, !dbg !102
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
!7 = !DIFile(filename: "c-shared-race-006.cu", directory: ".")
!8 = !{ptr @c_matmul_tiled_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "c_matmul_tiled_race", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 19, scope: !12)
!19 = !DILocation(line: 9, column: 14, scope: !12)
!20 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 9, column: 37, scope: !12)
!23 = !DILocation(line: 9, column: 32, scope: !12)
!24 = !DILocation(line: 67, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 10, column: 20, scope: !12)
!27 = !DILocation(line: 10, column: 31, scope: !12)
!28 = !DILocation(line: 10, column: 37, scope: !12)
!29 = !DILocation(line: 10, column: 35, scope: !12)
!30 = !DILocation(line: 10, column: 14, scope: !12)
!31 = !DILocation(line: 66, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!33 = distinct !DILocation(line: 10, column: 47, scope: !12)
!34 = !DILocation(line: 10, column: 58, scope: !12)
!35 = !DILocation(line: 10, column: 64, scope: !12)
!36 = !DILocation(line: 10, column: 62, scope: !12)
!37 = !DILocation(line: 10, column: 41, scope: !12)
!38 = !DILocation(line: 11, column: 11, scope: !12)
!39 = !DILocation(line: 12, column: 14, scope: !12)
!40 = !DILocation(line: 12, column: 10, scope: !12)
!41 = !DILocation(line: 12, column: 21, scope: !12)
!42 = !DILocation(line: 12, column: 25, scope: !12)
!43 = !DILocation(line: 12, column: 27, scope: !12)
!44 = !DILocation(line: 12, column: 23, scope: !12)
!45 = !DILocation(line: 12, column: 5, scope: !12)
!46 = !DILocation(line: 13, column: 22, scope: !12)
!47 = !DILocation(line: 13, column: 24, scope: !12)
!48 = !DILocation(line: 13, column: 30, scope: !12)
!49 = !DILocation(line: 13, column: 28, scope: !12)
!50 = !DILocation(line: 13, column: 34, scope: !12)
!51 = !DILocation(line: 13, column: 36, scope: !12)
!52 = !DILocation(line: 13, column: 32, scope: !12)
!53 = !DILocation(line: 13, column: 42, scope: !12)
!54 = !DILocation(line: 13, column: 40, scope: !12)
!55 = !DILocation(line: 13, column: 12, scope: !12)
!56 = !DILocation(line: 13, column: 9, scope: !12)
!57 = !DILocation(line: 13, column: 16, scope: !12)
!58 = !DILocation(line: 13, column: 20, scope: !12)
!59 = !DILocation(line: 14, column: 22, scope: !12)
!60 = !DILocation(line: 14, column: 25, scope: !12)
!61 = !DILocation(line: 14, column: 27, scope: !12)
!62 = !DILocation(line: 14, column: 33, scope: !12)
!63 = !DILocation(line: 14, column: 31, scope: !12)
!64 = !DILocation(line: 14, column: 39, scope: !12)
!65 = !DILocation(line: 14, column: 37, scope: !12)
!66 = !DILocation(line: 14, column: 43, scope: !12)
!67 = !DILocation(line: 14, column: 41, scope: !12)
!68 = !DILocation(line: 14, column: 12, scope: !12)
!69 = !DILocation(line: 14, column: 9, scope: !12)
!70 = !DILocation(line: 14, column: 16, scope: !12)
!71 = !DILocation(line: 14, column: 20, scope: !12)
!72 = !DILocation(line: 15, column: 9, scope: !12)
!73 = !DILocation(line: 16, column: 18, scope: !12)
!74 = !DILocation(line: 16, column: 14, scope: !12)
!75 = !DILocation(line: 16, column: 25, scope: !12)
!76 = !DILocation(line: 16, column: 27, scope: !12)
!77 = !DILocation(line: 16, column: 9, scope: !12)
!78 = !DILocation(line: 17, column: 23, scope: !12)
!79 = !DILocation(line: 17, column: 20, scope: !12)
!80 = !DILocation(line: 17, column: 27, scope: !12)
!81 = !DILocation(line: 17, column: 35, scope: !12)
!82 = !DILocation(line: 17, column: 32, scope: !12)
!83 = !DILocation(line: 17, column: 38, scope: !12)
!84 = !DILocation(line: 17, column: 30, scope: !12)
!85 = !DILocation(line: 17, column: 17, scope: !12)
!86 = !DILocation(line: 17, column: 13, scope: !12)
!87 = !DILocation(line: 16, column: 32, scope: !12)
!88 = distinct !{!88, !77, !89, !90}
!89 = !DILocation(line: 17, column: 40, scope: !12)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !DILocation(line: 19, column: 5, scope: !12)
!92 = !DILocation(line: 12, column: 32, scope: !12)
!93 = distinct !{!93, !45, !91, !90}
!94 = !DILocation(line: 20, column: 24, scope: !12)
!95 = !DILocation(line: 20, column: 5, scope: !12)
!96 = !DILocation(line: 20, column: 7, scope: !12)
!97 = !DILocation(line: 20, column: 13, scope: !12)
!98 = !DILocation(line: 20, column: 11, scope: !12)
!99 = !DILocation(line: 20, column: 17, scope: !12)
!100 = !DILocation(line: 20, column: 15, scope: !12)
!101 = !DILocation(line: 20, column: 22, scope: !12)
!102 = !DILocation(line: 21, column: 1, scope: !12)
