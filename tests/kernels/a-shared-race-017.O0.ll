; ModuleID = 'a-shared-race-017.cu'
source_filename = "a-shared-race-017.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

$_Z16__shfl_down_syncjfji = comdat any

@_ZZ29a_block_reduce_shfl_nobarrierE7partial = internal addrspace(3) global [32 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_block_reduce_shfl_nobarrier(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %13, ptr %9, align 4, !dbg !19
  %14 = load i32, ptr %9, align 4, !dbg !20
  %15 = and i32 %14, 31, !dbg !21
  store i32 %15, ptr %10, align 4, !dbg !22
  %16 = load i32, ptr %9, align 4, !dbg !23
  %17 = lshr i32 %16, 5, !dbg !24
  store i32 %17, ptr %11, align 4, !dbg !25
  %18 = load ptr, ptr %7, align 8, !dbg !26
  %19 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %20 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !30
  %21 = mul i32 %19, %20, !dbg !33
  %22 = load i32, ptr %9, align 4, !dbg !34
  %23 = add i32 %21, %22, !dbg !35
  %24 = zext i32 %23 to i64, !dbg !26
  %25 = getelementptr inbounds float, ptr %18, i64 %24, !dbg !26
  %26 = load float, ptr %25, align 4, !dbg !26
  store float %26, ptr %3, align 4
  store i32 16, ptr %4, align 4, !dbg !36
  br label %27, !dbg !39

27:                                               ; preds = %30, %2
  %28 = load i32, ptr %4, align 4, !dbg !40
  %29 = icmp sgt i32 %28, 0, !dbg !41
  br i1 %29, label %30, label %38, !dbg !42

30:                                               ; preds = %27
  %31 = load float, ptr %3, align 4, !dbg !43
  %32 = load i32, ptr %4, align 4, !dbg !44
  %33 = call contract noundef float @_Z16__shfl_down_syncjfji(i32 noundef -1, float noundef %31, i32 noundef %32, i32 noundef 32) #4, !dbg !45
  %34 = load float, ptr %3, align 4, !dbg !46
  %35 = fadd contract float %34, %33, !dbg !46
  store float %35, ptr %3, align 4, !dbg !46
  %36 = load i32, ptr %4, align 4, !dbg !47
  %37 = ashr i32 %36, 1, !dbg !47
  store i32 %37, ptr %4, align 4, !dbg !47
  br label %27, !dbg !42, !llvm.loop !48

38:                                               ; preds = %27
  %39 = load float, ptr %3, align 4, !dbg !51
  store float %39, ptr %12, align 4, !dbg !52
  %40 = load i32, ptr %10, align 4, !dbg !53
  %41 = icmp eq i32 %40, 0, !dbg !54
  br i1 %41, label %42, label %47, !dbg !53

42:                                               ; preds = %38
  %43 = load float, ptr %12, align 4, !dbg !55
  %44 = load i32, ptr %11, align 4, !dbg !56
  %45 = zext i32 %44 to i64, !dbg !57
  %46 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29a_block_reduce_shfl_nobarrierE7partial to ptr), i64 0, i64 %45, !dbg !57
  store float %43, ptr %46, align 4, !dbg !58
  br label %47, !dbg !57

47:                                               ; preds = %42, %38
  %48 = load i32, ptr %11, align 4, !dbg !59
  %49 = icmp eq i32 %48, 0, !dbg !60
  br i1 %49, label %50, label %86, !dbg !59

50:                                               ; preds = %47
  %51 = load i32, ptr %9, align 4, !dbg !61
  %52 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !62
  %53 = udiv i32 %52, 32, !dbg !64
  %54 = icmp ult i32 %51, %53, !dbg !65
  br i1 %54, label %55, label %60, !dbg !66

55:                                               ; preds = %50
  %56 = load i32, ptr %10, align 4, !dbg !67
  %57 = zext i32 %56 to i64, !dbg !68
  %58 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29a_block_reduce_shfl_nobarrierE7partial to ptr), i64 0, i64 %57, !dbg !68
  %59 = load float, ptr %58, align 4, !dbg !68
  br label %61, !dbg !66

60:                                               ; preds = %50
  br label %61, !dbg !66

61:                                               ; preds = %60, %55
  %62 = phi contract float [ %59, %55 ], [ 0.000000e+00, %60 ], !dbg !66
  store float %62, ptr %12, align 4, !dbg !69
  %63 = load float, ptr %12, align 4, !dbg !70
  store float %63, ptr %5, align 4
  store i32 16, ptr %6, align 4, !dbg !71
  br label %64, !dbg !73

64:                                               ; preds = %67, %61
  %65 = load i32, ptr %6, align 4, !dbg !74
  %66 = icmp sgt i32 %65, 0, !dbg !75
  br i1 %66, label %67, label %75, !dbg !76

67:                                               ; preds = %64
  %68 = load float, ptr %5, align 4, !dbg !77
  %69 = load i32, ptr %6, align 4, !dbg !78
  %70 = call contract noundef float @_Z16__shfl_down_syncjfji(i32 noundef -1, float noundef %68, i32 noundef %69, i32 noundef 32) #4, !dbg !79
  %71 = load float, ptr %5, align 4, !dbg !80
  %72 = fadd contract float %71, %70, !dbg !80
  store float %72, ptr %5, align 4, !dbg !80
  %73 = load i32, ptr %6, align 4, !dbg !81
  %74 = ashr i32 %73, 1, !dbg !81
  store i32 %74, ptr %6, align 4, !dbg !81
  br label %64, !dbg !76, !llvm.loop !82

75:                                               ; preds = %64
  %76 = load float, ptr %5, align 4, !dbg !84
  store float %76, ptr %12, align 4, !dbg !85
  %77 = load i32, ptr %10, align 4, !dbg !86
  %78 = icmp eq i32 %77, 0, !dbg !87
  br i1 %78, label %79, label %85, !dbg !86

79:                                               ; preds = %75
  %80 = load float, ptr %12, align 4, !dbg !88
  %81 = load ptr, ptr %8, align 8, !dbg !89
  %82 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !90
  %83 = zext i32 %82 to i64, !dbg !89
  %84 = getelementptr inbounds float, ptr %81, i64 %83, !dbg !89
  store float %80, ptr %84, align 4, !dbg !92
  br label %85, !dbg !89

85:                                               ; preds = %79, %75
  br label %86, !dbg !93

86:                                               ; preds = %85, %47
  ret void, !dbg !94
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z16__shfl_down_syncjfji(i32 noundef %0, float noundef %1, i32 noundef %2, i32 noundef %3) #2 comdat !dbg !95 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store float %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4, !dbg !97
  %10 = load float, ptr %6, align 4, !dbg !97
  %11 = load i32, ptr %7, align 4, !dbg !97
  %12 = load i32, ptr %8, align 4, !dbg !97
  %13 = sub nsw i32 32, %12, !dbg !97
  %14 = shl i32 %13, 8, !dbg !97
  %15 = or i32 %14, 31, !dbg !97
  %16 = call contract float @llvm.nvvm.shfl.sync.down.f32(i32 %9, float %10, i32 %11, i32 %15), !dbg !97
  ret float %16, !dbg !97
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
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
!7 = !DIFile(filename: "a-shared-race-017.cu", directory: ".")
!8 = !{ptr @a_block_reduce_shfl_nobarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_block_reduce_shfl_nobarrier", scope: !7, file: !7, line: 15, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 18, column: 20, scope: !12)
!19 = !DILocation(line: 18, column: 14, scope: !12)
!20 = !DILocation(line: 18, column: 40, scope: !12)
!21 = !DILocation(line: 18, column: 44, scope: !12)
!22 = !DILocation(line: 18, column: 33, scope: !12)
!23 = !DILocation(line: 18, column: 57, scope: !12)
!24 = !DILocation(line: 18, column: 61, scope: !12)
!25 = !DILocation(line: 18, column: 50, scope: !12)
!26 = !DILocation(line: 19, column: 24, scope: !12)
!27 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!29 = distinct !DILocation(line: 19, column: 27, scope: !12)
!30 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!32 = distinct !DILocation(line: 19, column: 40, scope: !12)
!33 = !DILocation(line: 19, column: 38, scope: !12)
!34 = !DILocation(line: 19, column: 53, scope: !12)
!35 = !DILocation(line: 19, column: 51, scope: !12)
!36 = !DILocation(line: 10, column: 14, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "warp_sum", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!38 = distinct !DILocation(line: 19, column: 15, scope: !12)
!39 = !DILocation(line: 10, column: 10, scope: !37, inlinedAt: !38)
!40 = !DILocation(line: 10, column: 22, scope: !37, inlinedAt: !38)
!41 = !DILocation(line: 10, column: 24, scope: !37, inlinedAt: !38)
!42 = !DILocation(line: 10, column: 5, scope: !37, inlinedAt: !38)
!43 = !DILocation(line: 11, column: 44, scope: !37, inlinedAt: !38)
!44 = !DILocation(line: 11, column: 47, scope: !37, inlinedAt: !38)
!45 = !DILocation(line: 11, column: 14, scope: !37, inlinedAt: !38)
!46 = !DILocation(line: 11, column: 11, scope: !37, inlinedAt: !38)
!47 = !DILocation(line: 10, column: 31, scope: !37, inlinedAt: !38)
!48 = distinct !{!48, !42, !49, !50}
!49 = !DILocation(line: 11, column: 48, scope: !37, inlinedAt: !38)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 12, column: 12, scope: !37, inlinedAt: !38)
!52 = !DILocation(line: 19, column: 11, scope: !12)
!53 = !DILocation(line: 20, column: 9, scope: !12)
!54 = !DILocation(line: 20, column: 14, scope: !12)
!55 = !DILocation(line: 21, column: 25, scope: !12)
!56 = !DILocation(line: 21, column: 17, scope: !12)
!57 = !DILocation(line: 21, column: 9, scope: !12)
!58 = !DILocation(line: 21, column: 23, scope: !12)
!59 = !DILocation(line: 23, column: 9, scope: !12)
!60 = !DILocation(line: 23, column: 14, scope: !12)
!61 = !DILocation(line: 24, column: 14, scope: !12)
!62 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !63)
!63 = distinct !DILocation(line: 24, column: 20, scope: !12)
!64 = !DILocation(line: 24, column: 31, scope: !12)
!65 = !DILocation(line: 24, column: 18, scope: !12)
!66 = !DILocation(line: 24, column: 13, scope: !12)
!67 = !DILocation(line: 24, column: 47, scope: !12)
!68 = !DILocation(line: 24, column: 39, scope: !12)
!69 = !DILocation(line: 24, column: 11, scope: !12)
!70 = !DILocation(line: 25, column: 22, scope: !12)
!71 = !DILocation(line: 10, column: 14, scope: !37, inlinedAt: !72)
!72 = distinct !DILocation(line: 25, column: 13, scope: !12)
!73 = !DILocation(line: 10, column: 10, scope: !37, inlinedAt: !72)
!74 = !DILocation(line: 10, column: 22, scope: !37, inlinedAt: !72)
!75 = !DILocation(line: 10, column: 24, scope: !37, inlinedAt: !72)
!76 = !DILocation(line: 10, column: 5, scope: !37, inlinedAt: !72)
!77 = !DILocation(line: 11, column: 44, scope: !37, inlinedAt: !72)
!78 = !DILocation(line: 11, column: 47, scope: !37, inlinedAt: !72)
!79 = !DILocation(line: 11, column: 14, scope: !37, inlinedAt: !72)
!80 = !DILocation(line: 11, column: 11, scope: !37, inlinedAt: !72)
!81 = !DILocation(line: 10, column: 31, scope: !37, inlinedAt: !72)
!82 = distinct !{!82, !76, !83, !50}
!83 = !DILocation(line: 11, column: 48, scope: !37, inlinedAt: !72)
!84 = !DILocation(line: 12, column: 12, scope: !37, inlinedAt: !72)
!85 = !DILocation(line: 25, column: 11, scope: !12)
!86 = !DILocation(line: 26, column: 13, scope: !12)
!87 = !DILocation(line: 26, column: 18, scope: !12)
!88 = !DILocation(line: 27, column: 31, scope: !12)
!89 = !DILocation(line: 27, column: 13, scope: !12)
!90 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !91)
!91 = distinct !DILocation(line: 27, column: 17, scope: !12)
!92 = !DILocation(line: 27, column: 29, scope: !12)
!93 = !DILocation(line: 28, column: 5, scope: !12)
!94 = !DILocation(line: 29, column: 1, scope: !12)
!95 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !96, file: !96, line: 179, type: !13, scopeLine: 179, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!96 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!97 = !DILocation(line: 179, column: 1, scope: !95)
