; ModuleID = 'h-global-race-013.cu'
source_filename = "h-global-race-013.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ29h_lock_merge_no_release_fenceE5s_sum = internal addrspace(3) global [256 x float] undef, align 4
@_ZZ29h_lock_merge_no_release_fenceE5s_max = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local void @h_lock_merge_no_release_fence(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 !dbg !12 {
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store ptr %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store ptr %4, ptr %14, align 8
  %18 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %18, ptr %15, align 4, !dbg !19
  %19 = load ptr, ptr %10, align 8, !dbg !20
  %20 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %21 = mul i32 %20, 256, !dbg !24
  %22 = load i32, ptr %15, align 4, !dbg !25
  %23 = add i32 %21, %22, !dbg !26
  %24 = zext i32 %23 to i64, !dbg !20
  %25 = getelementptr inbounds float, ptr %19, i64 %24, !dbg !20
  %26 = load float, ptr %25, align 4, !dbg !20
  store float %26, ptr %16, align 4, !dbg !27
  %27 = load float, ptr %16, align 4, !dbg !28
  %28 = load i32, ptr %15, align 4, !dbg !29
  %29 = zext i32 %28 to i64, !dbg !30
  %30 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_sum to ptr), i64 0, i64 %29, !dbg !30
  store float %27, ptr %30, align 4, !dbg !31
  %31 = load float, ptr %16, align 4, !dbg !32
  %32 = load i32, ptr %15, align 4, !dbg !33
  %33 = zext i32 %32 to i64, !dbg !34
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_max to ptr), i64 0, i64 %33, !dbg !34
  store float %31, ptr %34, align 4, !dbg !35
  call void @llvm.nvvm.barrier0(), !dbg !36
  store i32 128, ptr %17, align 4, !dbg !37
  br label %35, !dbg !38

35:                                               ; preds = %71, %5
  %36 = load i32, ptr %17, align 4, !dbg !39
  %37 = icmp ugt i32 %36, 0, !dbg !40
  br i1 %37, label %38, label %74, !dbg !41

38:                                               ; preds = %35
  %39 = load i32, ptr %15, align 4, !dbg !42
  %40 = load i32, ptr %17, align 4, !dbg !43
  %41 = icmp ult i32 %39, %40, !dbg !44
  br i1 %41, label %42, label %70, !dbg !42

42:                                               ; preds = %38
  %43 = load i32, ptr %15, align 4, !dbg !45
  %44 = load i32, ptr %17, align 4, !dbg !46
  %45 = add i32 %43, %44, !dbg !47
  %46 = zext i32 %45 to i64, !dbg !48
  %47 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_sum to ptr), i64 0, i64 %46, !dbg !48
  %48 = load float, ptr %47, align 4, !dbg !48
  %49 = load i32, ptr %15, align 4, !dbg !49
  %50 = zext i32 %49 to i64, !dbg !50
  %51 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_sum to ptr), i64 0, i64 %50, !dbg !50
  %52 = load float, ptr %51, align 4, !dbg !51
  %53 = fadd contract float %52, %48, !dbg !51
  store float %53, ptr %51, align 4, !dbg !51
  %54 = load i32, ptr %15, align 4, !dbg !52
  %55 = zext i32 %54 to i64, !dbg !53
  %56 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_max to ptr), i64 0, i64 %55, !dbg !53
  %57 = load float, ptr %56, align 4, !dbg !53
  %58 = load i32, ptr %15, align 4, !dbg !54
  %59 = load i32, ptr %17, align 4, !dbg !55
  %60 = add i32 %58, %59, !dbg !56
  %61 = zext i32 %60 to i64, !dbg !57
  %62 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_max to ptr), i64 0, i64 %61, !dbg !57
  %63 = load float, ptr %62, align 4, !dbg !57
  store float %57, ptr %6, align 4
  store float %63, ptr %7, align 4
  %64 = load float, ptr %6, align 4, !dbg !58
  %65 = load float, ptr %7, align 4, !dbg !62
  %66 = call float @llvm.nvvm.fmax.f(float %64, float %65), !dbg !63
  %67 = load i32, ptr %15, align 4, !dbg !64
  %68 = zext i32 %67 to i64, !dbg !65
  %69 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_max to ptr), i64 0, i64 %68, !dbg !65
  store float %66, ptr %69, align 4, !dbg !66
  br label %70, !dbg !67

70:                                               ; preds = %42, %38
  call void @llvm.nvvm.barrier0(), !dbg !68
  br label %71, !dbg !69

71:                                               ; preds = %70
  %72 = load i32, ptr %17, align 4, !dbg !70
  %73 = lshr i32 %72, 1, !dbg !70
  store i32 %73, ptr %17, align 4, !dbg !70
  br label %35, !dbg !41, !llvm.loop !71

74:                                               ; preds = %35
  %75 = load i32, ptr %15, align 4, !dbg !73
  %76 = icmp eq i32 %75, 0, !dbg !74
  br i1 %76, label %77, label %100, !dbg !73

77:                                               ; preds = %74
  br label %78, !dbg !75

78:                                               ; preds = %82, %77
  %79 = load ptr, ptr %11, align 8, !dbg !76
  %80 = call noundef i32 @_ZL9atomicCASPiii(ptr noundef %79, i32 noundef 0, i32 noundef 1) #6, !dbg !77
  %81 = icmp ne i32 %80, 0, !dbg !78
  br i1 %81, label %82, label %83, !dbg !75

82:                                               ; preds = %78
  br label %78, !dbg !75, !llvm.loop !79

83:                                               ; preds = %78
  call void @llvm.nvvm.membar.gl(), !dbg !81
  %84 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_sum to ptr), align 4, !dbg !85
  %85 = load ptr, ptr %12, align 8, !dbg !86
  %86 = load float, ptr %85, align 4, !dbg !87
  %87 = fadd contract float %86, %84, !dbg !87
  store float %87, ptr %85, align 4, !dbg !87
  %88 = load ptr, ptr %13, align 8, !dbg !88
  %89 = load float, ptr %88, align 4, !dbg !89
  %90 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ29h_lock_merge_no_release_fenceE5s_max to ptr), align 4, !dbg !90
  store float %89, ptr %8, align 4
  store float %90, ptr %9, align 4
  %91 = load float, ptr %8, align 4, !dbg !91
  %92 = load float, ptr %9, align 4, !dbg !93
  %93 = call float @llvm.nvvm.fmax.f(float %91, float %92), !dbg !94
  %94 = load ptr, ptr %13, align 8, !dbg !95
  store float %93, ptr %94, align 4, !dbg !96
  %95 = load ptr, ptr %14, align 8, !dbg !97
  %96 = load i32, ptr %95, align 4, !dbg !98
  %97 = add nsw i32 %96, 1, !dbg !98
  store i32 %97, ptr %95, align 4, !dbg !98
  %98 = load ptr, ptr %11, align 8, !dbg !99
  %99 = call noundef i32 @_ZL10atomicExchPii(ptr noundef %98, i32 noundef 0) #6, !dbg !100
  br label %100, !dbg !101

100:                                              ; preds = %83, %74
  ret void, !dbg !102
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicCASPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #2 !dbg !103 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  %10 = load ptr, ptr %7, align 8, !dbg !105
  %11 = load i32, ptr %8, align 4, !dbg !106
  %12 = load i32, ptr %9, align 4, !dbg !107
  store ptr %10, ptr %4, align 8
  store i32 %11, ptr %5, align 4
  store i32 %12, ptr %6, align 4
  %13 = load ptr, ptr %4, align 8, !dbg !108
  %14 = load i32, ptr %5, align 4, !dbg !111
  %15 = load i32, ptr %6, align 4, !dbg !112
  %16 = cmpxchg ptr %13, i32 %14, i32 %15 seq_cst seq_cst, align 4, !dbg !113
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !113
  ret i32 %17, !dbg !114
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL10atomicExchPii(ptr noundef %0, i32 noundef %1) #2 !dbg !115 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !116
  %8 = load i32, ptr %6, align 4, !dbg !117
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !118
  %10 = load i32, ptr %4, align 4, !dbg !121
  %11 = atomicrmw xchg ptr %9, i32 %10 seq_cst, align 4, !dbg !122
  ret i32 %11, !dbg !123
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #4

; Function Attrs: convergent nounwind
declare i32 @__nvvm_reflect(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.ftz.f(float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.f(float, float) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nounwind }
attributes #5 = { convergent nounwind "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #6 = { convergent nounwind }

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
!7 = !DIFile(filename: "h-global-race-013.cu", directory: ".")
!8 = !{ptr @h_lock_merge_no_release_fence, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_lock_merge_no_release_fence", scope: !7, file: !7, line: 17, type: !13, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 21, column: 20, scope: !12)
!19 = !DILocation(line: 21, column: 14, scope: !12)
!20 = !DILocation(line: 22, column: 15, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 22, column: 17, scope: !12)
!24 = !DILocation(line: 22, column: 28, scope: !12)
!25 = !DILocation(line: 22, column: 38, scope: !12)
!26 = !DILocation(line: 22, column: 36, scope: !12)
!27 = !DILocation(line: 22, column: 11, scope: !12)
!28 = !DILocation(line: 23, column: 18, scope: !12)
!29 = !DILocation(line: 23, column: 11, scope: !12)
!30 = !DILocation(line: 23, column: 5, scope: !12)
!31 = !DILocation(line: 23, column: 16, scope: !12)
!32 = !DILocation(line: 24, column: 18, scope: !12)
!33 = !DILocation(line: 24, column: 11, scope: !12)
!34 = !DILocation(line: 24, column: 5, scope: !12)
!35 = !DILocation(line: 24, column: 16, scope: !12)
!36 = !DILocation(line: 25, column: 5, scope: !12)
!37 = !DILocation(line: 26, column: 19, scope: !12)
!38 = !DILocation(line: 26, column: 10, scope: !12)
!39 = !DILocation(line: 26, column: 34, scope: !12)
!40 = !DILocation(line: 26, column: 36, scope: !12)
!41 = !DILocation(line: 26, column: 5, scope: !12)
!42 = !DILocation(line: 27, column: 13, scope: !12)
!43 = !DILocation(line: 27, column: 19, scope: !12)
!44 = !DILocation(line: 27, column: 17, scope: !12)
!45 = !DILocation(line: 28, column: 33, scope: !12)
!46 = !DILocation(line: 28, column: 39, scope: !12)
!47 = !DILocation(line: 28, column: 37, scope: !12)
!48 = !DILocation(line: 28, column: 27, scope: !12)
!49 = !DILocation(line: 28, column: 19, scope: !12)
!50 = !DILocation(line: 28, column: 13, scope: !12)
!51 = !DILocation(line: 28, column: 24, scope: !12)
!52 = !DILocation(line: 29, column: 38, scope: !12)
!53 = !DILocation(line: 29, column: 32, scope: !12)
!54 = !DILocation(line: 29, column: 50, scope: !12)
!55 = !DILocation(line: 29, column: 56, scope: !12)
!56 = !DILocation(line: 29, column: 54, scope: !12)
!57 = !DILocation(line: 29, column: 44, scope: !12)
!58 = !DILocation(line: 132, column: 66, scope: !59, inlinedAt: !61)
!59 = distinct !DISubprogram(name: "fmaxf", scope: !60, file: !60, line: 132, type: !13, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!60 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_math.h", directory: "")
!61 = distinct !DILocation(line: 29, column: 26, scope: !12)
!62 = !DILocation(line: 132, column: 71, scope: !59, inlinedAt: !61)
!63 = !DILocation(line: 132, column: 55, scope: !59, inlinedAt: !61)
!64 = !DILocation(line: 29, column: 19, scope: !12)
!65 = !DILocation(line: 29, column: 13, scope: !12)
!66 = !DILocation(line: 29, column: 24, scope: !12)
!67 = !DILocation(line: 30, column: 9, scope: !12)
!68 = !DILocation(line: 31, column: 9, scope: !12)
!69 = !DILocation(line: 32, column: 5, scope: !12)
!70 = !DILocation(line: 26, column: 43, scope: !12)
!71 = distinct !{!71, !41, !69, !72}
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 33, column: 9, scope: !12)
!74 = !DILocation(line: 33, column: 13, scope: !12)
!75 = !DILocation(line: 34, column: 9, scope: !12)
!76 = !DILocation(line: 34, column: 26, scope: !12)
!77 = !DILocation(line: 34, column: 16, scope: !12)
!78 = !DILocation(line: 34, column: 38, scope: !12)
!79 = distinct !{!79, !75, !80, !72}
!80 = !DILocation(line: 34, column: 46, scope: !12)
!81 = !DILocation(line: 528, column: 39, scope: !82, inlinedAt: !84)
!82 = distinct !DISubprogram(name: "__threadfence", scope: !83, file: !83, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!83 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!84 = distinct !DILocation(line: 35, column: 9, scope: !12)
!85 = !DILocation(line: 36, column: 19, scope: !12)
!86 = !DILocation(line: 36, column: 10, scope: !12)
!87 = !DILocation(line: 36, column: 16, scope: !12)
!88 = !DILocation(line: 37, column: 25, scope: !12)
!89 = !DILocation(line: 37, column: 24, scope: !12)
!90 = !DILocation(line: 37, column: 32, scope: !12)
!91 = !DILocation(line: 132, column: 66, scope: !59, inlinedAt: !92)
!92 = distinct !DILocation(line: 37, column: 18, scope: !12)
!93 = !DILocation(line: 132, column: 71, scope: !59, inlinedAt: !92)
!94 = !DILocation(line: 132, column: 55, scope: !59, inlinedAt: !92)
!95 = !DILocation(line: 37, column: 10, scope: !12)
!96 = !DILocation(line: 37, column: 16, scope: !12)
!97 = !DILocation(line: 38, column: 10, scope: !12)
!98 = !DILocation(line: 38, column: 19, scope: !12)
!99 = !DILocation(line: 39, column: 20, scope: !12)
!100 = !DILocation(line: 39, column: 9, scope: !12)
!101 = !DILocation(line: 40, column: 5, scope: !12)
!102 = !DILocation(line: 41, column: 1, scope: !12)
!103 = distinct !DISubprogram(name: "atomicCAS", scope: !104, file: !104, line: 200, type: !13, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!104 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!105 = !DILocation(line: 202, column: 23, scope: !103)
!106 = !DILocation(line: 202, column: 32, scope: !103)
!107 = !DILocation(line: 202, column: 41, scope: !103)
!108 = !DILocation(line: 359, column: 32, scope: !109, inlinedAt: !110)
!109 = distinct !DISubprogram(name: "__iAtomicCAS", scope: !83, file: !83, line: 358, type: !13, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!110 = distinct !DILocation(line: 202, column: 10, scope: !103)
!111 = !DILocation(line: 359, column: 37, scope: !109, inlinedAt: !110)
!112 = !DILocation(line: 359, column: 44, scope: !109, inlinedAt: !110)
!113 = !DILocation(line: 359, column: 10, scope: !109, inlinedAt: !110)
!114 = !DILocation(line: 202, column: 3, scope: !103)
!115 = distinct !DISubprogram(name: "atomicExch", scope: !104, file: !104, line: 125, type: !13, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!116 = !DILocation(line: 127, column: 24, scope: !115)
!117 = !DILocation(line: 127, column: 33, scope: !115)
!118 = !DILocation(line: 368, column: 33, scope: !119, inlinedAt: !120)
!119 = distinct !DISubprogram(name: "__iAtomicExch", scope: !83, file: !83, line: 367, type: !13, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!120 = distinct !DILocation(line: 127, column: 10, scope: !115)
!121 = !DILocation(line: 368, column: 38, scope: !119, inlinedAt: !120)
!122 = !DILocation(line: 368, column: 10, scope: !119, inlinedAt: !120)
!123 = !DILocation(line: 127, column: 3, scope: !115)
