; ModuleID = 'h-global-race-014.cu'
source_filename = "h-global-race-014.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ25h_lock_merge_read_outsideE5s_sum = internal addrspace(3) global [256 x float] undef, align 4
@_ZZ25h_lock_merge_read_outsideE5s_max = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local void @h_lock_merge_read_outside(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 !dbg !12 {
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %11, align 8
  store ptr %1, ptr %12, align 8
  store ptr %2, ptr %13, align 8
  store ptr %3, ptr %14, align 8
  store ptr %4, ptr %15, align 8
  store ptr %5, ptr %16, align 8
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %20, ptr %17, align 4, !dbg !19
  %21 = load ptr, ptr %11, align 8, !dbg !20
  %22 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %23 = mul i32 %22, 256, !dbg !24
  %24 = load i32, ptr %17, align 4, !dbg !25
  %25 = add i32 %23, %24, !dbg !26
  %26 = zext i32 %25 to i64, !dbg !20
  %27 = getelementptr inbounds float, ptr %21, i64 %26, !dbg !20
  %28 = load float, ptr %27, align 4, !dbg !20
  store float %28, ptr %18, align 4, !dbg !27
  %29 = load float, ptr %18, align 4, !dbg !28
  %30 = load i32, ptr %17, align 4, !dbg !29
  %31 = zext i32 %30 to i64, !dbg !30
  %32 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_sum to ptr), i64 0, i64 %31, !dbg !30
  store float %29, ptr %32, align 4, !dbg !31
  %33 = load float, ptr %18, align 4, !dbg !32
  %34 = load i32, ptr %17, align 4, !dbg !33
  %35 = zext i32 %34 to i64, !dbg !34
  %36 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_max to ptr), i64 0, i64 %35, !dbg !34
  store float %33, ptr %36, align 4, !dbg !35
  call void @llvm.nvvm.barrier0(), !dbg !36
  store i32 128, ptr %19, align 4, !dbg !37
  br label %37, !dbg !38

37:                                               ; preds = %73, %6
  %38 = load i32, ptr %19, align 4, !dbg !39
  %39 = icmp ugt i32 %38, 0, !dbg !40
  br i1 %39, label %40, label %76, !dbg !41

40:                                               ; preds = %37
  %41 = load i32, ptr %17, align 4, !dbg !42
  %42 = load i32, ptr %19, align 4, !dbg !43
  %43 = icmp ult i32 %41, %42, !dbg !44
  br i1 %43, label %44, label %72, !dbg !42

44:                                               ; preds = %40
  %45 = load i32, ptr %17, align 4, !dbg !45
  %46 = load i32, ptr %19, align 4, !dbg !46
  %47 = add i32 %45, %46, !dbg !47
  %48 = zext i32 %47 to i64, !dbg !48
  %49 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_sum to ptr), i64 0, i64 %48, !dbg !48
  %50 = load float, ptr %49, align 4, !dbg !48
  %51 = load i32, ptr %17, align 4, !dbg !49
  %52 = zext i32 %51 to i64, !dbg !50
  %53 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_sum to ptr), i64 0, i64 %52, !dbg !50
  %54 = load float, ptr %53, align 4, !dbg !51
  %55 = fadd contract float %54, %50, !dbg !51
  store float %55, ptr %53, align 4, !dbg !51
  %56 = load i32, ptr %17, align 4, !dbg !52
  %57 = zext i32 %56 to i64, !dbg !53
  %58 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_max to ptr), i64 0, i64 %57, !dbg !53
  %59 = load float, ptr %58, align 4, !dbg !53
  %60 = load i32, ptr %17, align 4, !dbg !54
  %61 = load i32, ptr %19, align 4, !dbg !55
  %62 = add i32 %60, %61, !dbg !56
  %63 = zext i32 %62 to i64, !dbg !57
  %64 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_max to ptr), i64 0, i64 %63, !dbg !57
  %65 = load float, ptr %64, align 4, !dbg !57
  store float %59, ptr %7, align 4
  store float %65, ptr %8, align 4
  %66 = load float, ptr %7, align 4, !dbg !58
  %67 = load float, ptr %8, align 4, !dbg !62
  %68 = call float @llvm.nvvm.fmax.f(float %66, float %67), !dbg !63
  %69 = load i32, ptr %17, align 4, !dbg !64
  %70 = zext i32 %69 to i64, !dbg !65
  %71 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_max to ptr), i64 0, i64 %70, !dbg !65
  store float %68, ptr %71, align 4, !dbg !66
  br label %72, !dbg !67

72:                                               ; preds = %44, %40
  call void @llvm.nvvm.barrier0(), !dbg !68
  br label %73, !dbg !69

73:                                               ; preds = %72
  %74 = load i32, ptr %19, align 4, !dbg !70
  %75 = lshr i32 %74, 1, !dbg !70
  store i32 %75, ptr %19, align 4, !dbg !70
  br label %37, !dbg !41, !llvm.loop !71

76:                                               ; preds = %37
  %77 = load i32, ptr %17, align 4, !dbg !73
  %78 = icmp eq i32 %77, 0, !dbg !74
  br i1 %78, label %79, label %108, !dbg !73

79:                                               ; preds = %76
  br label %80, !dbg !75

80:                                               ; preds = %84, %79
  %81 = load ptr, ptr %12, align 8, !dbg !76
  %82 = call noundef i32 @_ZL9atomicCASPiii(ptr noundef %81, i32 noundef 0, i32 noundef 1) #6, !dbg !77
  %83 = icmp ne i32 %82, 0, !dbg !78
  br i1 %83, label %84, label %85, !dbg !75

84:                                               ; preds = %80
  br label %80, !dbg !75, !llvm.loop !79

85:                                               ; preds = %80
  call void @llvm.nvvm.membar.gl(), !dbg !81
  %86 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_sum to ptr), align 4, !dbg !85
  %87 = load ptr, ptr %13, align 8, !dbg !86
  %88 = load float, ptr %87, align 4, !dbg !87
  %89 = fadd contract float %88, %86, !dbg !87
  store float %89, ptr %87, align 4, !dbg !87
  %90 = load ptr, ptr %14, align 8, !dbg !88
  %91 = load float, ptr %90, align 4, !dbg !89
  %92 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ25h_lock_merge_read_outsideE5s_max to ptr), align 4, !dbg !90
  store float %91, ptr %9, align 4
  store float %92, ptr %10, align 4
  %93 = load float, ptr %9, align 4, !dbg !91
  %94 = load float, ptr %10, align 4, !dbg !93
  %95 = call float @llvm.nvvm.fmax.f(float %93, float %94), !dbg !94
  %96 = load ptr, ptr %14, align 8, !dbg !95
  store float %95, ptr %96, align 4, !dbg !96
  %97 = load ptr, ptr %15, align 8, !dbg !97
  %98 = load i32, ptr %97, align 4, !dbg !98
  %99 = add nsw i32 %98, 1, !dbg !98
  store i32 %99, ptr %97, align 4, !dbg !98
  call void @llvm.nvvm.membar.gl(), !dbg !99
  %100 = load ptr, ptr %12, align 8, !dbg !101
  %101 = call noundef i32 @_ZL10atomicExchPii(ptr noundef %100, i32 noundef 0) #6, !dbg !102
  %102 = load ptr, ptr %15, align 8, !dbg !103
  %103 = load i32, ptr %102, align 4, !dbg !104
  %104 = load ptr, ptr %16, align 8, !dbg !105
  %105 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !106
  %106 = zext i32 %105 to i64, !dbg !105
  %107 = getelementptr inbounds i32, ptr %104, i64 %106, !dbg !105
  store i32 %103, ptr %107, align 4, !dbg !108
  br label %108, !dbg !109

108:                                              ; preds = %85, %76
  ret void, !dbg !110
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicCASPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #2 !dbg !111 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  %10 = load ptr, ptr %7, align 8, !dbg !113
  %11 = load i32, ptr %8, align 4, !dbg !114
  %12 = load i32, ptr %9, align 4, !dbg !115
  store ptr %10, ptr %4, align 8
  store i32 %11, ptr %5, align 4
  store i32 %12, ptr %6, align 4
  %13 = load ptr, ptr %4, align 8, !dbg !116
  %14 = load i32, ptr %5, align 4, !dbg !119
  %15 = load i32, ptr %6, align 4, !dbg !120
  %16 = cmpxchg ptr %13, i32 %14, i32 %15 seq_cst seq_cst, align 4, !dbg !121
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !121
  ret i32 %17, !dbg !122
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL10atomicExchPii(ptr noundef %0, i32 noundef %1) #2 !dbg !123 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !124
  %8 = load i32, ptr %6, align 4, !dbg !125
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !126
  %10 = load i32, ptr %4, align 4, !dbg !129
  %11 = atomicrmw xchg ptr %9, i32 %10 seq_cst, align 4, !dbg !130
  ret i32 %11, !dbg !131
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
!7 = !DIFile(filename: "h-global-race-014.cu", directory: ".")
!8 = !{ptr @h_lock_merge_read_outside, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_lock_merge_read_outside", scope: !7, file: !7, line: 15, type: !13, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 20, column: 20, scope: !12)
!19 = !DILocation(line: 20, column: 14, scope: !12)
!20 = !DILocation(line: 21, column: 15, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 21, column: 17, scope: !12)
!24 = !DILocation(line: 21, column: 28, scope: !12)
!25 = !DILocation(line: 21, column: 38, scope: !12)
!26 = !DILocation(line: 21, column: 36, scope: !12)
!27 = !DILocation(line: 21, column: 11, scope: !12)
!28 = !DILocation(line: 22, column: 18, scope: !12)
!29 = !DILocation(line: 22, column: 11, scope: !12)
!30 = !DILocation(line: 22, column: 5, scope: !12)
!31 = !DILocation(line: 22, column: 16, scope: !12)
!32 = !DILocation(line: 23, column: 18, scope: !12)
!33 = !DILocation(line: 23, column: 11, scope: !12)
!34 = !DILocation(line: 23, column: 5, scope: !12)
!35 = !DILocation(line: 23, column: 16, scope: !12)
!36 = !DILocation(line: 24, column: 5, scope: !12)
!37 = !DILocation(line: 25, column: 19, scope: !12)
!38 = !DILocation(line: 25, column: 10, scope: !12)
!39 = !DILocation(line: 25, column: 34, scope: !12)
!40 = !DILocation(line: 25, column: 36, scope: !12)
!41 = !DILocation(line: 25, column: 5, scope: !12)
!42 = !DILocation(line: 26, column: 13, scope: !12)
!43 = !DILocation(line: 26, column: 19, scope: !12)
!44 = !DILocation(line: 26, column: 17, scope: !12)
!45 = !DILocation(line: 27, column: 33, scope: !12)
!46 = !DILocation(line: 27, column: 39, scope: !12)
!47 = !DILocation(line: 27, column: 37, scope: !12)
!48 = !DILocation(line: 27, column: 27, scope: !12)
!49 = !DILocation(line: 27, column: 19, scope: !12)
!50 = !DILocation(line: 27, column: 13, scope: !12)
!51 = !DILocation(line: 27, column: 24, scope: !12)
!52 = !DILocation(line: 28, column: 38, scope: !12)
!53 = !DILocation(line: 28, column: 32, scope: !12)
!54 = !DILocation(line: 28, column: 50, scope: !12)
!55 = !DILocation(line: 28, column: 56, scope: !12)
!56 = !DILocation(line: 28, column: 54, scope: !12)
!57 = !DILocation(line: 28, column: 44, scope: !12)
!58 = !DILocation(line: 132, column: 66, scope: !59, inlinedAt: !61)
!59 = distinct !DISubprogram(name: "fmaxf", scope: !60, file: !60, line: 132, type: !13, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!60 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_math.h", directory: "")
!61 = distinct !DILocation(line: 28, column: 26, scope: !12)
!62 = !DILocation(line: 132, column: 71, scope: !59, inlinedAt: !61)
!63 = !DILocation(line: 132, column: 55, scope: !59, inlinedAt: !61)
!64 = !DILocation(line: 28, column: 19, scope: !12)
!65 = !DILocation(line: 28, column: 13, scope: !12)
!66 = !DILocation(line: 28, column: 24, scope: !12)
!67 = !DILocation(line: 29, column: 9, scope: !12)
!68 = !DILocation(line: 30, column: 9, scope: !12)
!69 = !DILocation(line: 31, column: 5, scope: !12)
!70 = !DILocation(line: 25, column: 43, scope: !12)
!71 = distinct !{!71, !41, !69, !72}
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 32, column: 9, scope: !12)
!74 = !DILocation(line: 32, column: 13, scope: !12)
!75 = !DILocation(line: 33, column: 9, scope: !12)
!76 = !DILocation(line: 33, column: 26, scope: !12)
!77 = !DILocation(line: 33, column: 16, scope: !12)
!78 = !DILocation(line: 33, column: 38, scope: !12)
!79 = distinct !{!79, !75, !80, !72}
!80 = !DILocation(line: 33, column: 46, scope: !12)
!81 = !DILocation(line: 528, column: 39, scope: !82, inlinedAt: !84)
!82 = distinct !DISubprogram(name: "__threadfence", scope: !83, file: !83, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!83 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!84 = distinct !DILocation(line: 34, column: 9, scope: !12)
!85 = !DILocation(line: 35, column: 19, scope: !12)
!86 = !DILocation(line: 35, column: 10, scope: !12)
!87 = !DILocation(line: 35, column: 16, scope: !12)
!88 = !DILocation(line: 36, column: 25, scope: !12)
!89 = !DILocation(line: 36, column: 24, scope: !12)
!90 = !DILocation(line: 36, column: 32, scope: !12)
!91 = !DILocation(line: 132, column: 66, scope: !59, inlinedAt: !92)
!92 = distinct !DILocation(line: 36, column: 18, scope: !12)
!93 = !DILocation(line: 132, column: 71, scope: !59, inlinedAt: !92)
!94 = !DILocation(line: 132, column: 55, scope: !59, inlinedAt: !92)
!95 = !DILocation(line: 36, column: 10, scope: !12)
!96 = !DILocation(line: 36, column: 16, scope: !12)
!97 = !DILocation(line: 37, column: 10, scope: !12)
!98 = !DILocation(line: 37, column: 19, scope: !12)
!99 = !DILocation(line: 528, column: 39, scope: !82, inlinedAt: !100)
!100 = distinct !DILocation(line: 38, column: 9, scope: !12)
!101 = !DILocation(line: 39, column: 20, scope: !12)
!102 = !DILocation(line: 39, column: 9, scope: !12)
!103 = !DILocation(line: 40, column: 33, scope: !12)
!104 = !DILocation(line: 40, column: 32, scope: !12)
!105 = !DILocation(line: 40, column: 9, scope: !12)
!106 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !107)
!107 = distinct !DILocation(line: 40, column: 18, scope: !12)
!108 = !DILocation(line: 40, column: 30, scope: !12)
!109 = !DILocation(line: 41, column: 5, scope: !12)
!110 = !DILocation(line: 42, column: 1, scope: !12)
!111 = distinct !DISubprogram(name: "atomicCAS", scope: !112, file: !112, line: 200, type: !13, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!112 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!113 = !DILocation(line: 202, column: 23, scope: !111)
!114 = !DILocation(line: 202, column: 32, scope: !111)
!115 = !DILocation(line: 202, column: 41, scope: !111)
!116 = !DILocation(line: 359, column: 32, scope: !117, inlinedAt: !118)
!117 = distinct !DISubprogram(name: "__iAtomicCAS", scope: !83, file: !83, line: 358, type: !13, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!118 = distinct !DILocation(line: 202, column: 10, scope: !111)
!119 = !DILocation(line: 359, column: 37, scope: !117, inlinedAt: !118)
!120 = !DILocation(line: 359, column: 44, scope: !117, inlinedAt: !118)
!121 = !DILocation(line: 359, column: 10, scope: !117, inlinedAt: !118)
!122 = !DILocation(line: 202, column: 3, scope: !111)
!123 = distinct !DISubprogram(name: "atomicExch", scope: !112, file: !112, line: 125, type: !13, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!124 = !DILocation(line: 127, column: 24, scope: !123)
!125 = !DILocation(line: 127, column: 33, scope: !123)
!126 = !DILocation(line: 368, column: 33, scope: !127, inlinedAt: !128)
!127 = distinct !DISubprogram(name: "__iAtomicExch", scope: !83, file: !83, line: 367, type: !13, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!128 = distinct !DILocation(line: 127, column: 10, scope: !123)
!129 = !DILocation(line: 368, column: 38, scope: !127, inlinedAt: !128)
!130 = !DILocation(line: 368, column: 10, scope: !127, inlinedAt: !128)
!131 = !DILocation(line: 127, column: 3, scope: !123)
