; ModuleID = 'a-shared-race-013.cu'
source_filename = "a-shared-race-013.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

$_Z10__syncwarpj = comdat any

@_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_reduce_warp_one_syncwarp_race(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %7, ptr %5, align 4, !dbg !19
  %8 = load ptr, ptr %3, align 8, !dbg !20
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %10 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !24
  %11 = mul i32 %9, %10, !dbg !27
  %12 = load i32, ptr %5, align 4, !dbg !28
  %13 = add i32 %11, %12, !dbg !29
  %14 = zext i32 %13 to i64, !dbg !20
  %15 = getelementptr inbounds float, ptr %8, i64 %14, !dbg !20
  %16 = load float, ptr %15, align 4, !dbg !20
  %17 = load i32, ptr %5, align 4, !dbg !30
  %18 = zext i32 %17 to i64, !dbg !31
  %19 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata to ptr), i64 0, i64 %18, !dbg !31
  store float %16, ptr %19, align 4, !dbg !32
  call void @llvm.nvvm.barrier0(), !dbg !33
  %20 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !34
  %21 = udiv i32 %20, 2, !dbg !36
  store i32 %21, ptr %6, align 4, !dbg !37
  br label %22, !dbg !38

22:                                               ; preds = %42, %2
  %23 = load i32, ptr %6, align 4, !dbg !39
  %24 = icmp ugt i32 %23, 32, !dbg !40
  br i1 %24, label %25, label %45, !dbg !41

25:                                               ; preds = %22
  %26 = load i32, ptr %5, align 4, !dbg !42
  %27 = load i32, ptr %6, align 4, !dbg !43
  %28 = icmp ult i32 %26, %27, !dbg !44
  br i1 %28, label %29, label %41, !dbg !42

29:                                               ; preds = %25
  %30 = load i32, ptr %5, align 4, !dbg !45
  %31 = load i32, ptr %6, align 4, !dbg !46
  %32 = add i32 %30, %31, !dbg !47
  %33 = zext i32 %32 to i64, !dbg !48
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata to ptr), i64 0, i64 %33, !dbg !48
  %35 = load float, ptr %34, align 4, !dbg !48
  %36 = load i32, ptr %5, align 4, !dbg !49
  %37 = zext i32 %36 to i64, !dbg !50
  %38 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata to ptr), i64 0, i64 %37, !dbg !50
  %39 = load float, ptr %38, align 4, !dbg !51
  %40 = fadd contract float %39, %35, !dbg !51
  store float %40, ptr %38, align 4, !dbg !51
  br label %41, !dbg !50

41:                                               ; preds = %29, %25
  call void @llvm.nvvm.barrier0(), !dbg !52
  br label %42, !dbg !53

42:                                               ; preds = %41
  %43 = load i32, ptr %6, align 4, !dbg !54
  %44 = lshr i32 %43, 1, !dbg !54
  store i32 %44, ptr %6, align 4, !dbg !54
  br label %22, !dbg !41, !llvm.loop !55

45:                                               ; preds = %22
  %46 = load i32, ptr %5, align 4, !dbg !57
  %47 = icmp ult i32 %46, 32, !dbg !58
  br i1 %47, label %48, label %109, !dbg !57

48:                                               ; preds = %45
  %49 = load i32, ptr %5, align 4, !dbg !59
  %50 = add i32 %49, 32, !dbg !60
  %51 = zext i32 %50 to i64, !dbg !61
  %52 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata to ptr), i64 0, i64 %51, !dbg !61
  %53 = load float, ptr %52, align 4, !dbg !61
  %54 = load i32, ptr %5, align 4, !dbg !62
  %55 = zext i32 %54 to i64, !dbg !63
  %56 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata to ptr), i64 0, i64 %55, !dbg !63
  %57 = load float, ptr %56, align 4, !dbg !64
  %58 = fadd contract float %57, %53, !dbg !64
  store float %58, ptr %56, align 4, !dbg !64
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !65
  %59 = load i32, ptr %5, align 4, !dbg !66
  %60 = add i32 %59, 16, !dbg !67
  %61 = zext i32 %60 to i64, !dbg !68
  %62 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata to ptr), i64 0, i64 %61, !dbg !68
  %63 = load float, ptr %62, align 4, !dbg !68
  %64 = load i32, ptr %5, align 4, !dbg !69
  %65 = zext i32 %64 to i64, !dbg !70
  %66 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata to ptr), i64 0, i64 %65, !dbg !70
  %67 = load float, ptr %66, align 4, !dbg !71
  %68 = fadd contract float %67, %63, !dbg !71
  store float %68, ptr %66, align 4, !dbg !71
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !72
  %69 = load i32, ptr %5, align 4, !dbg !73
  %70 = add i32 %69, 8, !dbg !74
  %71 = zext i32 %70 to i64, !dbg !75
  %72 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata to ptr), i64 0, i64 %71, !dbg !75
  %73 = load float, ptr %72, align 4, !dbg !75
  %74 = load i32, ptr %5, align 4, !dbg !76
  %75 = zext i32 %74 to i64, !dbg !77
  %76 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata to ptr), i64 0, i64 %75, !dbg !77
  %77 = load float, ptr %76, align 4, !dbg !78
  %78 = fadd contract float %77, %73, !dbg !78
  store float %78, ptr %76, align 4, !dbg !78
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !79
  %79 = load i32, ptr %5, align 4, !dbg !80
  %80 = add i32 %79, 4, !dbg !81
  %81 = zext i32 %80 to i64, !dbg !82
  %82 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata to ptr), i64 0, i64 %81, !dbg !82
  %83 = load float, ptr %82, align 4, !dbg !82
  %84 = load i32, ptr %5, align 4, !dbg !83
  %85 = zext i32 %84 to i64, !dbg !84
  %86 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata to ptr), i64 0, i64 %85, !dbg !84
  %87 = load float, ptr %86, align 4, !dbg !85
  %88 = fadd contract float %87, %83, !dbg !85
  store float %88, ptr %86, align 4, !dbg !85
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !86
  %89 = load i32, ptr %5, align 4, !dbg !87
  %90 = add i32 %89, 2, !dbg !88
  %91 = zext i32 %90 to i64, !dbg !89
  %92 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata to ptr), i64 0, i64 %91, !dbg !89
  %93 = load float, ptr %92, align 4, !dbg !89
  %94 = load i32, ptr %5, align 4, !dbg !90
  %95 = zext i32 %94 to i64, !dbg !91
  %96 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata to ptr), i64 0, i64 %95, !dbg !91
  %97 = load float, ptr %96, align 4, !dbg !92
  %98 = fadd contract float %97, %93, !dbg !92
  store float %98, ptr %96, align 4, !dbg !92
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !93
  %99 = load i32, ptr %5, align 4, !dbg !94
  %100 = add i32 %99, 1, !dbg !95
  %101 = zext i32 %100 to i64, !dbg !96
  %102 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata to ptr), i64 0, i64 %101, !dbg !96
  %103 = load float, ptr %102, align 4, !dbg !96
  %104 = load i32, ptr %5, align 4, !dbg !97
  %105 = zext i32 %104 to i64, !dbg !98
  %106 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata to ptr), i64 0, i64 %105, !dbg !98
  %107 = load float, ptr %106, align 4, !dbg !99
  %108 = fadd contract float %107, %103, !dbg !99
  store float %108, ptr %106, align 4, !dbg !99
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !100
  br label %109, !dbg !101

109:                                              ; preds = %48, %45
  %110 = load i32, ptr %5, align 4, !dbg !102
  %111 = icmp eq i32 %110, 0, !dbg !103
  br i1 %111, label %112, label %118, !dbg !102

112:                                              ; preds = %109
  %113 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ31a_reduce_warp_one_syncwarp_raceE5sdata to ptr), align 4, !dbg !104
  %114 = load ptr, ptr %4, align 8, !dbg !105
  %115 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !106
  %116 = zext i32 %115 to i64, !dbg !105
  %117 = getelementptr inbounds float, ptr %114, i64 %116, !dbg !105
  store float %113, ptr %117, align 4, !dbg !108
  br label %118, !dbg !105

118:                                              ; preds = %112, %109
  ret void, !dbg !109
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_Z10__syncwarpj(i32 noundef %0) #2 comdat !dbg !110 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4, !dbg !112
  call void @llvm.nvvm.bar.warp.sync(i32 %3), !dbg !113
  ret void, !dbg !114
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

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
!7 = !DIFile(filename: "a-shared-race-013.cu", directory: ".")
!8 = !{ptr @a_reduce_warp_one_syncwarp_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_reduce_warp_one_syncwarp_race", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 20, scope: !12)
!19 = !DILocation(line: 16, column: 14, scope: !12)
!20 = !DILocation(line: 17, column: 18, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 17, column: 21, scope: !12)
!24 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 17, column: 34, scope: !12)
!27 = !DILocation(line: 17, column: 32, scope: !12)
!28 = !DILocation(line: 17, column: 47, scope: !12)
!29 = !DILocation(line: 17, column: 45, scope: !12)
!30 = !DILocation(line: 17, column: 11, scope: !12)
!31 = !DILocation(line: 17, column: 5, scope: !12)
!32 = !DILocation(line: 17, column: 16, scope: !12)
!33 = !DILocation(line: 18, column: 5, scope: !12)
!34 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !35)
!35 = distinct !DILocation(line: 19, column: 23, scope: !12)
!36 = !DILocation(line: 19, column: 34, scope: !12)
!37 = !DILocation(line: 19, column: 19, scope: !12)
!38 = !DILocation(line: 19, column: 10, scope: !12)
!39 = !DILocation(line: 19, column: 39, scope: !12)
!40 = !DILocation(line: 19, column: 41, scope: !12)
!41 = !DILocation(line: 19, column: 5, scope: !12)
!42 = !DILocation(line: 20, column: 13, scope: !12)
!43 = !DILocation(line: 20, column: 19, scope: !12)
!44 = !DILocation(line: 20, column: 17, scope: !12)
!45 = !DILocation(line: 21, column: 33, scope: !12)
!46 = !DILocation(line: 21, column: 39, scope: !12)
!47 = !DILocation(line: 21, column: 37, scope: !12)
!48 = !DILocation(line: 21, column: 27, scope: !12)
!49 = !DILocation(line: 21, column: 19, scope: !12)
!50 = !DILocation(line: 21, column: 13, scope: !12)
!51 = !DILocation(line: 21, column: 24, scope: !12)
!52 = !DILocation(line: 22, column: 9, scope: !12)
!53 = !DILocation(line: 23, column: 5, scope: !12)
!54 = !DILocation(line: 19, column: 49, scope: !12)
!55 = distinct !{!55, !41, !53, !56}
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 24, column: 9, scope: !12)
!58 = !DILocation(line: 24, column: 13, scope: !12)
!59 = !DILocation(line: 25, column: 29, scope: !12)
!60 = !DILocation(line: 25, column: 33, scope: !12)
!61 = !DILocation(line: 25, column: 23, scope: !12)
!62 = !DILocation(line: 25, column: 15, scope: !12)
!63 = !DILocation(line: 25, column: 9, scope: !12)
!64 = !DILocation(line: 25, column: 20, scope: !12)
!65 = !DILocation(line: 25, column: 40, scope: !12)
!66 = !DILocation(line: 26, column: 29, scope: !12)
!67 = !DILocation(line: 26, column: 33, scope: !12)
!68 = !DILocation(line: 26, column: 23, scope: !12)
!69 = !DILocation(line: 26, column: 15, scope: !12)
!70 = !DILocation(line: 26, column: 9, scope: !12)
!71 = !DILocation(line: 26, column: 20, scope: !12)
!72 = !DILocation(line: 26, column: 40, scope: !12)
!73 = !DILocation(line: 27, column: 29, scope: !12)
!74 = !DILocation(line: 27, column: 33, scope: !12)
!75 = !DILocation(line: 27, column: 23, scope: !12)
!76 = !DILocation(line: 27, column: 15, scope: !12)
!77 = !DILocation(line: 27, column: 9, scope: !12)
!78 = !DILocation(line: 27, column: 20, scope: !12)
!79 = !DILocation(line: 27, column: 40, scope: !12)
!80 = !DILocation(line: 28, column: 29, scope: !12)
!81 = !DILocation(line: 28, column: 33, scope: !12)
!82 = !DILocation(line: 28, column: 23, scope: !12)
!83 = !DILocation(line: 28, column: 15, scope: !12)
!84 = !DILocation(line: 28, column: 9, scope: !12)
!85 = !DILocation(line: 28, column: 20, scope: !12)
!86 = !DILocation(line: 28, column: 40, scope: !12)
!87 = !DILocation(line: 29, column: 29, scope: !12)
!88 = !DILocation(line: 29, column: 33, scope: !12)
!89 = !DILocation(line: 29, column: 23, scope: !12)
!90 = !DILocation(line: 29, column: 15, scope: !12)
!91 = !DILocation(line: 29, column: 9, scope: !12)
!92 = !DILocation(line: 29, column: 20, scope: !12)
!93 = !DILocation(line: 29, column: 40, scope: !12)
!94 = !DILocation(line: 30, column: 29, scope: !12)
!95 = !DILocation(line: 30, column: 33, scope: !12)
!96 = !DILocation(line: 30, column: 23, scope: !12)
!97 = !DILocation(line: 30, column: 15, scope: !12)
!98 = !DILocation(line: 30, column: 9, scope: !12)
!99 = !DILocation(line: 30, column: 20, scope: !12)
!100 = !DILocation(line: 30, column: 40, scope: !12)
!101 = !DILocation(line: 31, column: 5, scope: !12)
!102 = !DILocation(line: 32, column: 9, scope: !12)
!103 = !DILocation(line: 32, column: 13, scope: !12)
!104 = !DILocation(line: 33, column: 27, scope: !12)
!105 = !DILocation(line: 33, column: 9, scope: !12)
!106 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !107)
!107 = distinct !DILocation(line: 33, column: 13, scope: !12)
!108 = !DILocation(line: 33, column: 25, scope: !12)
!109 = !DILocation(line: 34, column: 1, scope: !12)
!110 = distinct !DISubprogram(name: "__syncwarp", scope: !111, file: !111, line: 185, type: !13, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!111 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!112 = !DILocation(line: 186, column: 31, scope: !110)
!113 = !DILocation(line: 186, column: 10, scope: !110)
!114 = !DILocation(line: 186, column: 3, scope: !110)
