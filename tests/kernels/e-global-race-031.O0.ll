; ModuleID = 'e-global-race-031.cu'
source_filename = "e-global-race-031.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

$_Z16__shfl_down_syncjfji = comdat any

@_ZZ16e_reduce_shfl_okE9warp_sums = internal addrspace(3) global [32 x float] undef, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_reduce_shfl_ok(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store float 0.000000e+00, ptr %7, align 4, !dbg !15
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %15 = mul i32 %13, %14, !dbg !23
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !24
  %17 = add i32 %15, %16, !dbg !27
  store i32 %17, ptr %8, align 4, !dbg !28
  br label %18, !dbg !29

18:                                               ; preds = %30, %3
  %19 = load i32, ptr %8, align 4, !dbg !30
  %20 = load i32, ptr %6, align 4, !dbg !31
  %21 = icmp slt i32 %19, %20, !dbg !32
  br i1 %21, label %22, label %36, !dbg !33

22:                                               ; preds = %18
  %23 = load ptr, ptr %4, align 8, !dbg !34
  %24 = load i32, ptr %8, align 4, !dbg !35
  %25 = sext i32 %24 to i64, !dbg !34
  %26 = getelementptr inbounds float, ptr %23, i64 %25, !dbg !34
  %27 = load float, ptr %26, align 4, !dbg !34
  %28 = load float, ptr %7, align 4, !dbg !36
  %29 = fadd contract float %28, %27, !dbg !36
  store float %29, ptr %7, align 4, !dbg !36
  br label %30, !dbg !37

30:                                               ; preds = %22
  %31 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !38
  %32 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !40
  %33 = mul i32 %31, %32, !dbg !43
  %34 = load i32, ptr %8, align 4, !dbg !44
  %35 = add i32 %34, %33, !dbg !44
  store i32 %35, ptr %8, align 4, !dbg !44
  br label %18, !dbg !33, !llvm.loop !45

36:                                               ; preds = %18
  store i32 16, ptr %9, align 4, !dbg !48
  br label %37, !dbg !49

37:                                               ; preds = %46, %36
  %38 = load i32, ptr %9, align 4, !dbg !50
  %39 = icmp sgt i32 %38, 0, !dbg !51
  br i1 %39, label %40, label %49, !dbg !52

40:                                               ; preds = %37
  %41 = load float, ptr %7, align 4, !dbg !53
  %42 = load i32, ptr %9, align 4, !dbg !54
  %43 = call contract noundef float @_Z16__shfl_down_syncjfji(i32 noundef -1, float noundef %41, i32 noundef %42, i32 noundef 32) #5, !dbg !55
  %44 = load float, ptr %7, align 4, !dbg !56
  %45 = fadd contract float %44, %43, !dbg !56
  store float %45, ptr %7, align 4, !dbg !56
  br label %46, !dbg !57

46:                                               ; preds = %40
  %47 = load i32, ptr %9, align 4, !dbg !58
  %48 = ashr i32 %47, 1, !dbg !58
  store i32 %48, ptr %9, align 4, !dbg !58
  br label %37, !dbg !52, !llvm.loop !59

49:                                               ; preds = %37
  %50 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !61
  %51 = and i32 %50, 31, !dbg !63
  store i32 %51, ptr %10, align 4, !dbg !64
  %52 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !65
  %53 = lshr i32 %52, 5, !dbg !67
  store i32 %53, ptr %11, align 4, !dbg !68
  %54 = load i32, ptr %10, align 4, !dbg !69
  %55 = icmp eq i32 %54, 0, !dbg !70
  br i1 %55, label %56, label %61, !dbg !69

56:                                               ; preds = %49
  %57 = load float, ptr %7, align 4, !dbg !71
  %58 = load i32, ptr %11, align 4, !dbg !72
  %59 = sext i32 %58 to i64, !dbg !73
  %60 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16e_reduce_shfl_okE9warp_sums to ptr), i64 0, i64 %59, !dbg !73
  store float %57, ptr %60, align 4, !dbg !74
  br label %61, !dbg !73

61:                                               ; preds = %56, %49
  call void @llvm.nvvm.barrier0(), !dbg !75
  %62 = load i32, ptr %11, align 4, !dbg !76
  %63 = icmp eq i32 %62, 0, !dbg !77
  br i1 %63, label %64, label %99, !dbg !76

64:                                               ; preds = %61
  %65 = load i32, ptr %10, align 4, !dbg !78
  %66 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !79
  %67 = udiv i32 %66, 32, !dbg !81
  %68 = icmp ult i32 %65, %67, !dbg !82
  br i1 %68, label %69, label %74, !dbg !78

69:                                               ; preds = %64
  %70 = load i32, ptr %10, align 4, !dbg !83
  %71 = sext i32 %70 to i64, !dbg !84
  %72 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16e_reduce_shfl_okE9warp_sums to ptr), i64 0, i64 %71, !dbg !84
  %73 = load float, ptr %72, align 4, !dbg !84
  br label %75, !dbg !78

74:                                               ; preds = %64
  br label %75, !dbg !78

75:                                               ; preds = %74, %69
  %76 = phi contract float [ %73, %69 ], [ 0.000000e+00, %74 ], !dbg !78
  store float %76, ptr %7, align 4, !dbg !85
  store i32 16, ptr %12, align 4, !dbg !86
  br label %77, !dbg !87

77:                                               ; preds = %86, %75
  %78 = load i32, ptr %12, align 4, !dbg !88
  %79 = icmp sgt i32 %78, 0, !dbg !89
  br i1 %79, label %80, label %89, !dbg !90

80:                                               ; preds = %77
  %81 = load float, ptr %7, align 4, !dbg !91
  %82 = load i32, ptr %12, align 4, !dbg !92
  %83 = call contract noundef float @_Z16__shfl_down_syncjfji(i32 noundef -1, float noundef %81, i32 noundef %82, i32 noundef 32) #5, !dbg !93
  %84 = load float, ptr %7, align 4, !dbg !94
  %85 = fadd contract float %84, %83, !dbg !94
  store float %85, ptr %7, align 4, !dbg !94
  br label %86, !dbg !95

86:                                               ; preds = %80
  %87 = load i32, ptr %12, align 4, !dbg !96
  %88 = ashr i32 %87, 1, !dbg !96
  store i32 %88, ptr %12, align 4, !dbg !96
  br label %77, !dbg !90, !llvm.loop !97

89:                                               ; preds = %77
  %90 = load i32, ptr %10, align 4, !dbg !99
  %91 = icmp eq i32 %90, 0, !dbg !100
  br i1 %91, label %92, label %98, !dbg !99

92:                                               ; preds = %89
  %93 = load float, ptr %7, align 4, !dbg !101
  %94 = load ptr, ptr %5, align 8, !dbg !102
  %95 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !103
  %96 = zext i32 %95 to i64, !dbg !102
  %97 = getelementptr inbounds float, ptr %94, i64 %96, !dbg !102
  store float %93, ptr %97, align 4, !dbg !105
  br label %98, !dbg !102

98:                                               ; preds = %92, %89
  br label %99, !dbg !106

99:                                               ; preds = %98, %61
  ret void, !dbg !107
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z16__shfl_down_syncjfji(i32 noundef %0, float noundef %1, i32 noundef %2, i32 noundef %3) #1 comdat !dbg !108 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store float %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4, !dbg !110
  %10 = load float, ptr %6, align 4, !dbg !110
  %11 = load i32, ptr %7, align 4, !dbg !110
  %12 = load i32, ptr %8, align 4, !dbg !110
  %13 = sub nsw i32 32, %12, !dbg !110
  %14 = shl i32 %13, 8, !dbg !110
  %15 = or i32 %14, 31, !dbg !110
  %16 = call contract float @llvm.nvvm.shfl.sync.down.f32(i32 %9, float %10, i32 %11, i32 %15), !dbg !110
  ret float %16, !dbg !110
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind }

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
!7 = !DIFile(filename: "e-global-race-031.cu", directory: ".")
!8 = !{ptr @e_reduce_shfl_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_reduce_shfl_ok", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 9, column: 11, scope: !12)
!16 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 10, column: 18, scope: !12)
!20 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 10, column: 31, scope: !12)
!23 = !DILocation(line: 10, column: 29, scope: !12)
!24 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 10, column: 44, scope: !12)
!27 = !DILocation(line: 10, column: 42, scope: !12)
!28 = !DILocation(line: 10, column: 14, scope: !12)
!29 = !DILocation(line: 10, column: 10, scope: !12)
!30 = !DILocation(line: 10, column: 57, scope: !12)
!31 = !DILocation(line: 10, column: 61, scope: !12)
!32 = !DILocation(line: 10, column: 59, scope: !12)
!33 = !DILocation(line: 10, column: 5, scope: !12)
!34 = !DILocation(line: 11, column: 14, scope: !12)
!35 = !DILocation(line: 11, column: 17, scope: !12)
!36 = !DILocation(line: 11, column: 11, scope: !12)
!37 = !DILocation(line: 11, column: 9, scope: !12)
!38 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !39)
!39 = distinct !DILocation(line: 10, column: 69, scope: !12)
!40 = !DILocation(line: 92, column: 3, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!42 = distinct !DILocation(line: 10, column: 82, scope: !12)
!43 = !DILocation(line: 10, column: 80, scope: !12)
!44 = !DILocation(line: 10, column: 66, scope: !12)
!45 = distinct !{!45, !33, !46, !47}
!46 = !DILocation(line: 11, column: 18, scope: !12)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 12, column: 14, scope: !12)
!49 = !DILocation(line: 12, column: 10, scope: !12)
!50 = !DILocation(line: 12, column: 22, scope: !12)
!51 = !DILocation(line: 12, column: 24, scope: !12)
!52 = !DILocation(line: 12, column: 5, scope: !12)
!53 = !DILocation(line: 13, column: 44, scope: !12)
!54 = !DILocation(line: 13, column: 47, scope: !12)
!55 = !DILocation(line: 13, column: 14, scope: !12)
!56 = !DILocation(line: 13, column: 11, scope: !12)
!57 = !DILocation(line: 13, column: 9, scope: !12)
!58 = !DILocation(line: 12, column: 31, scope: !12)
!59 = distinct !{!59, !52, !60, !47}
!60 = !DILocation(line: 13, column: 48, scope: !12)
!61 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !62)
!62 = distinct !DILocation(line: 14, column: 16, scope: !12)
!63 = !DILocation(line: 14, column: 28, scope: !12)
!64 = !DILocation(line: 14, column: 9, scope: !12)
!65 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !66)
!66 = distinct !DILocation(line: 14, column: 41, scope: !12)
!67 = !DILocation(line: 14, column: 53, scope: !12)
!68 = !DILocation(line: 14, column: 34, scope: !12)
!69 = !DILocation(line: 15, column: 9, scope: !12)
!70 = !DILocation(line: 15, column: 14, scope: !12)
!71 = !DILocation(line: 15, column: 38, scope: !12)
!72 = !DILocation(line: 15, column: 30, scope: !12)
!73 = !DILocation(line: 15, column: 20, scope: !12)
!74 = !DILocation(line: 15, column: 36, scope: !12)
!75 = !DILocation(line: 16, column: 5, scope: !12)
!76 = !DILocation(line: 17, column: 9, scope: !12)
!77 = !DILocation(line: 17, column: 14, scope: !12)
!78 = !DILocation(line: 18, column: 13, scope: !12)
!79 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !80)
!80 = distinct !DILocation(line: 18, column: 20, scope: !12)
!81 = !DILocation(line: 18, column: 31, scope: !12)
!82 = !DILocation(line: 18, column: 18, scope: !12)
!83 = !DILocation(line: 18, column: 48, scope: !12)
!84 = !DILocation(line: 18, column: 38, scope: !12)
!85 = !DILocation(line: 18, column: 11, scope: !12)
!86 = !DILocation(line: 19, column: 18, scope: !12)
!87 = !DILocation(line: 19, column: 14, scope: !12)
!88 = !DILocation(line: 19, column: 26, scope: !12)
!89 = !DILocation(line: 19, column: 28, scope: !12)
!90 = !DILocation(line: 19, column: 9, scope: !12)
!91 = !DILocation(line: 20, column: 48, scope: !12)
!92 = !DILocation(line: 20, column: 51, scope: !12)
!93 = !DILocation(line: 20, column: 18, scope: !12)
!94 = !DILocation(line: 20, column: 15, scope: !12)
!95 = !DILocation(line: 20, column: 13, scope: !12)
!96 = !DILocation(line: 19, column: 35, scope: !12)
!97 = distinct !{!97, !90, !98, !47}
!98 = !DILocation(line: 20, column: 52, scope: !12)
!99 = !DILocation(line: 21, column: 13, scope: !12)
!100 = !DILocation(line: 21, column: 18, scope: !12)
!101 = !DILocation(line: 21, column: 42, scope: !12)
!102 = !DILocation(line: 21, column: 24, scope: !12)
!103 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !104)
!104 = distinct !DILocation(line: 21, column: 28, scope: !12)
!105 = !DILocation(line: 21, column: 40, scope: !12)
!106 = !DILocation(line: 22, column: 5, scope: !12)
!107 = !DILocation(line: 23, column: 1, scope: !12)
!108 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !109, file: !109, line: 179, type: !13, scopeLine: 179, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!109 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!110 = !DILocation(line: 179, column: 1, scope: !108)
