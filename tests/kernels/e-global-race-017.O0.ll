; ModuleID = 'e-global-race-017.cu'
source_filename = "e-global-race-017.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@count = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ32e_fence_reduction_noacquire_raceE1s = internal addrspace(3) global [256 x float] undef, align 4
@_ZZ32e_fence_reduction_noacquire_raceE4last = internal addrspace(3) global i8 undef, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @count to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_fence_reduction_noacquire_race(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %12, ptr %7, align 4, !dbg !19
  %13 = load ptr, ptr %4, align 8, !dbg !20
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %15 = mul i32 %14, 256, !dbg !24
  %16 = load i32, ptr %7, align 4, !dbg !25
  %17 = add i32 %15, %16, !dbg !26
  %18 = zext i32 %17 to i64, !dbg !20
  %19 = getelementptr inbounds float, ptr %13, i64 %18, !dbg !20
  %20 = load float, ptr %19, align 4, !dbg !20
  %21 = load i32, ptr %7, align 4, !dbg !27
  %22 = zext i32 %21 to i64, !dbg !28
  %23 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE1s to ptr), i64 0, i64 %22, !dbg !28
  store float %20, ptr %23, align 4, !dbg !29
  call void @llvm.nvvm.barrier0(), !dbg !30
  store i32 128, ptr %8, align 4, !dbg !31
  br label %24, !dbg !32

24:                                               ; preds = %44, %3
  %25 = load i32, ptr %8, align 4, !dbg !33
  %26 = icmp ugt i32 %25, 0, !dbg !34
  br i1 %26, label %27, label %47, !dbg !35

27:                                               ; preds = %24
  %28 = load i32, ptr %7, align 4, !dbg !36
  %29 = load i32, ptr %8, align 4, !dbg !37
  %30 = icmp ult i32 %28, %29, !dbg !38
  br i1 %30, label %31, label %43, !dbg !36

31:                                               ; preds = %27
  %32 = load i32, ptr %7, align 4, !dbg !39
  %33 = load i32, ptr %8, align 4, !dbg !40
  %34 = add i32 %32, %33, !dbg !41
  %35 = zext i32 %34 to i64, !dbg !42
  %36 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE1s to ptr), i64 0, i64 %35, !dbg !42
  %37 = load float, ptr %36, align 4, !dbg !42
  %38 = load i32, ptr %7, align 4, !dbg !43
  %39 = zext i32 %38 to i64, !dbg !44
  %40 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE1s to ptr), i64 0, i64 %39, !dbg !44
  %41 = load float, ptr %40, align 4, !dbg !45
  %42 = fadd contract float %41, %37, !dbg !45
  store float %42, ptr %40, align 4, !dbg !45
  br label %43, !dbg !44

43:                                               ; preds = %31, %27
  call void @llvm.nvvm.barrier0(), !dbg !46
  br label %44, !dbg !47

44:                                               ; preds = %43
  %45 = load i32, ptr %8, align 4, !dbg !48
  %46 = lshr i32 %45, 1, !dbg !48
  store i32 %46, ptr %8, align 4, !dbg !48
  br label %24, !dbg !35, !llvm.loop !49

47:                                               ; preds = %24
  %48 = load i32, ptr %7, align 4, !dbg !51
  %49 = icmp eq i32 %48, 0, !dbg !52
  br i1 %49, label %50, label %63, !dbg !51

50:                                               ; preds = %47
  %51 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE1s to ptr), align 4, !dbg !53
  %52 = load ptr, ptr %5, align 8, !dbg !54
  %53 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !55
  %54 = zext i32 %53 to i64, !dbg !54
  %55 = getelementptr inbounds float, ptr %52, i64 %54, !dbg !54
  store float %51, ptr %55, align 4, !dbg !57
  call void @llvm.nvvm.membar.gl(), !dbg !58
  %56 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !62
  %57 = call noundef i32 @_ZL9atomicIncPjj(ptr noundef addrspacecast (ptr addrspace(1) @count to ptr), i32 noundef %56) #6, !dbg !65
  store i32 %57, ptr %9, align 4, !dbg !66
  %58 = load i32, ptr %9, align 4, !dbg !67
  %59 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !68
  %60 = sub i32 %59, 1, !dbg !70
  %61 = icmp eq i32 %58, %60, !dbg !71
  %62 = zext i1 %61 to i8, !dbg !72
  store i8 %62, ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE4last to ptr), align 1, !dbg !72
  br label %63, !dbg !73

63:                                               ; preds = %50, %47
  call void @llvm.nvvm.barrier0(), !dbg !74
  %64 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ32e_fence_reduction_noacquire_raceE4last to ptr), align 1, !dbg !75
  %65 = trunc i8 %64 to i1, !dbg !75
  br i1 %65, label %66, label %89, !dbg !76

66:                                               ; preds = %63
  %67 = load i32, ptr %7, align 4, !dbg !77
  %68 = icmp eq i32 %67, 0, !dbg !78
  br i1 %68, label %69, label %89, !dbg !75

69:                                               ; preds = %66
  store float 0.000000e+00, ptr %10, align 4, !dbg !79
  store i32 0, ptr %11, align 4, !dbg !80
  br label %70, !dbg !81

70:                                               ; preds = %82, %69
  %71 = load i32, ptr %11, align 4, !dbg !82
  %72 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !83
  %73 = icmp ult i32 %71, %72, !dbg !85
  br i1 %73, label %74, label %85, !dbg !86

74:                                               ; preds = %70
  %75 = load ptr, ptr %5, align 8, !dbg !87
  %76 = load i32, ptr %11, align 4, !dbg !88
  %77 = zext i32 %76 to i64, !dbg !87
  %78 = getelementptr inbounds float, ptr %75, i64 %77, !dbg !87
  %79 = load float, ptr %78, align 4, !dbg !87
  %80 = load float, ptr %10, align 4, !dbg !89
  %81 = fadd contract float %80, %79, !dbg !89
  store float %81, ptr %10, align 4, !dbg !89
  br label %82, !dbg !90

82:                                               ; preds = %74
  %83 = load i32, ptr %11, align 4, !dbg !91
  %84 = add i32 %83, 1, !dbg !91
  store i32 %84, ptr %11, align 4, !dbg !91
  br label %70, !dbg !86, !llvm.loop !92

85:                                               ; preds = %70
  %86 = load float, ptr %10, align 4, !dbg !94
  %87 = load ptr, ptr %6, align 8, !dbg !95
  %88 = getelementptr inbounds float, ptr %87, i64 0, !dbg !95
  store float %86, ptr %88, align 4, !dbg !96
  store i32 0, ptr addrspacecast (ptr addrspace(1) @count to ptr), align 4, !dbg !97
  br label %89, !dbg !98

89:                                               ; preds = %85, %66, %63
  ret void, !dbg !99
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicIncPjj(ptr noundef %0, i32 noundef %1) #2 !dbg !100 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !102
  %8 = load i32, ptr %6, align 4, !dbg !103
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !104
  %10 = load i32, ptr %4, align 4, !dbg !107
  %11 = call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %9, i32 %10), !dbg !108
  ret i32 %11, !dbg !109
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #4

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nounwind }
attributes #5 = { nocallback nounwind memory(argmem: readwrite) }
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
!7 = !DIFile(filename: "e-global-race-017.cu", directory: ".")
!8 = !{ptr @e_fence_reduction_noacquire_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_fence_reduction_noacquire_race", scope: !7, file: !7, line: 14, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 18, column: 18, scope: !12)
!19 = !DILocation(line: 18, column: 14, scope: !12)
!20 = !DILocation(line: 19, column: 12, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 19, column: 15, scope: !12)
!24 = !DILocation(line: 19, column: 26, scope: !12)
!25 = !DILocation(line: 19, column: 36, scope: !12)
!26 = !DILocation(line: 19, column: 34, scope: !12)
!27 = !DILocation(line: 19, column: 7, scope: !12)
!28 = !DILocation(line: 19, column: 5, scope: !12)
!29 = !DILocation(line: 19, column: 10, scope: !12)
!30 = !DILocation(line: 20, column: 5, scope: !12)
!31 = !DILocation(line: 21, column: 19, scope: !12)
!32 = !DILocation(line: 21, column: 10, scope: !12)
!33 = !DILocation(line: 21, column: 34, scope: !12)
!34 = !DILocation(line: 21, column: 36, scope: !12)
!35 = !DILocation(line: 21, column: 5, scope: !12)
!36 = !DILocation(line: 22, column: 13, scope: !12)
!37 = !DILocation(line: 22, column: 17, scope: !12)
!38 = !DILocation(line: 22, column: 15, scope: !12)
!39 = !DILocation(line: 22, column: 30, scope: !12)
!40 = !DILocation(line: 22, column: 34, scope: !12)
!41 = !DILocation(line: 22, column: 32, scope: !12)
!42 = !DILocation(line: 22, column: 28, scope: !12)
!43 = !DILocation(line: 22, column: 22, scope: !12)
!44 = !DILocation(line: 22, column: 20, scope: !12)
!45 = !DILocation(line: 22, column: 25, scope: !12)
!46 = !DILocation(line: 23, column: 9, scope: !12)
!47 = !DILocation(line: 24, column: 5, scope: !12)
!48 = !DILocation(line: 21, column: 43, scope: !12)
!49 = distinct !{!49, !35, !47, !50}
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 25, column: 9, scope: !12)
!52 = !DILocation(line: 25, column: 11, scope: !12)
!53 = !DILocation(line: 26, column: 31, scope: !12)
!54 = !DILocation(line: 26, column: 9, scope: !12)
!55 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !56)
!56 = distinct !DILocation(line: 26, column: 17, scope: !12)
!57 = !DILocation(line: 26, column: 29, scope: !12)
!58 = !DILocation(line: 528, column: 39, scope: !59, inlinedAt: !61)
!59 = distinct !DISubprogram(name: "__threadfence", scope: !60, file: !60, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!60 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!61 = distinct !DILocation(line: 27, column: 9, scope: !12)
!62 = !DILocation(line: 92, column: 3, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!64 = distinct !DILocation(line: 28, column: 45, scope: !12)
!65 = !DILocation(line: 28, column: 27, scope: !12)
!66 = !DILocation(line: 28, column: 18, scope: !12)
!67 = !DILocation(line: 29, column: 16, scope: !12)
!68 = !DILocation(line: 92, column: 3, scope: !63, inlinedAt: !69)
!69 = distinct !DILocation(line: 29, column: 26, scope: !12)
!70 = !DILocation(line: 29, column: 36, scope: !12)
!71 = !DILocation(line: 29, column: 23, scope: !12)
!72 = !DILocation(line: 29, column: 14, scope: !12)
!73 = !DILocation(line: 30, column: 5, scope: !12)
!74 = !DILocation(line: 31, column: 5, scope: !12)
!75 = !DILocation(line: 32, column: 9, scope: !12)
!76 = !DILocation(line: 32, column: 14, scope: !12)
!77 = !DILocation(line: 32, column: 17, scope: !12)
!78 = !DILocation(line: 32, column: 19, scope: !12)
!79 = !DILocation(line: 33, column: 15, scope: !12)
!80 = !DILocation(line: 34, column: 23, scope: !12)
!81 = !DILocation(line: 34, column: 14, scope: !12)
!82 = !DILocation(line: 34, column: 30, scope: !12)
!83 = !DILocation(line: 92, column: 3, scope: !63, inlinedAt: !84)
!84 = distinct !DILocation(line: 34, column: 34, scope: !12)
!85 = !DILocation(line: 34, column: 32, scope: !12)
!86 = !DILocation(line: 34, column: 9, scope: !12)
!87 = !DILocation(line: 35, column: 20, scope: !12)
!88 = !DILocation(line: 35, column: 28, scope: !12)
!89 = !DILocation(line: 35, column: 17, scope: !12)
!90 = !DILocation(line: 35, column: 13, scope: !12)
!91 = !DILocation(line: 34, column: 45, scope: !12)
!92 = distinct !{!92, !86, !93, !50}
!93 = !DILocation(line: 35, column: 29, scope: !12)
!94 = !DILocation(line: 36, column: 20, scope: !12)
!95 = !DILocation(line: 36, column: 9, scope: !12)
!96 = !DILocation(line: 36, column: 18, scope: !12)
!97 = !DILocation(line: 37, column: 15, scope: !12)
!98 = !DILocation(line: 38, column: 5, scope: !12)
!99 = !DILocation(line: 39, column: 1, scope: !12)
!100 = distinct !DISubprogram(name: "atomicInc", scope: !101, file: !101, line: 160, type: !13, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!101 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!102 = !DILocation(line: 162, column: 23, scope: !100)
!103 = !DILocation(line: 162, column: 32, scope: !100)
!104 = !DILocation(line: 589, column: 33, scope: !105, inlinedAt: !106)
!105 = distinct !DISubprogram(name: "__uAtomicInc", scope: !60, file: !60, line: 588, type: !13, scopeLine: 588, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!106 = distinct !DILocation(line: 162, column: 10, scope: !100)
!107 = !DILocation(line: 589, column: 38, scope: !105, inlinedAt: !106)
!108 = !DILocation(line: 589, column: 10, scope: !105, inlinedAt: !106)
!109 = !DILocation(line: 162, column: 3, scope: !100)
