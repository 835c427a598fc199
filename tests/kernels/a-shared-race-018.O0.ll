; ModuleID = 'a-shared-race-018.cu'
source_filename = "a-shared-race-018.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

$_Z16__shfl_down_syncjfji = comdat any

@_ZZ27a_block_reduce_broadcast_okE7partial = internal addrspace(3) global [32 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_block_reduce_broadcast_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %15, ptr %9, align 4, !dbg !19
  %16 = load i32, ptr %9, align 4, !dbg !20
  %17 = and i32 %16, 31, !dbg !21
  store i32 %17, ptr %10, align 4, !dbg !22
  %18 = load i32, ptr %9, align 4, !dbg !23
  %19 = lshr i32 %18, 5, !dbg !24
  store i32 %19, ptr %11, align 4, !dbg !25
  %20 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %21 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !29
  %22 = mul i32 %20, %21, !dbg !32
  %23 = load i32, ptr %9, align 4, !dbg !33
  %24 = add i32 %22, %23, !dbg !34
  store i32 %24, ptr %12, align 4, !dbg !35
  %25 = load ptr, ptr %7, align 8, !dbg !36
  %26 = load i32, ptr %12, align 4, !dbg !37
  %27 = zext i32 %26 to i64, !dbg !36
  %28 = getelementptr inbounds float, ptr %25, i64 %27, !dbg !36
  %29 = load float, ptr %28, align 4, !dbg !36
  store float %29, ptr %13, align 4, !dbg !38
  %30 = load float, ptr %13, align 4, !dbg !39
  store float %30, ptr %3, align 4
  store i32 16, ptr %4, align 4, !dbg !40
  br label %31, !dbg !43

31:                                               ; preds = %34, %2
  %32 = load i32, ptr %4, align 4, !dbg !44
  %33 = icmp sgt i32 %32, 0, !dbg !45
  br i1 %33, label %34, label %42, !dbg !46

34:                                               ; preds = %31
  %35 = load float, ptr %3, align 4, !dbg !47
  %36 = load i32, ptr %4, align 4, !dbg !48
  %37 = call contract noundef float @_Z16__shfl_down_syncjfji(i32 noundef -1, float noundef %35, i32 noundef %36, i32 noundef 32) #5, !dbg !49
  %38 = load float, ptr %3, align 4, !dbg !50
  %39 = fadd contract float %38, %37, !dbg !50
  store float %39, ptr %3, align 4, !dbg !50
  %40 = load i32, ptr %4, align 4, !dbg !51
  %41 = ashr i32 %40, 1, !dbg !51
  store i32 %41, ptr %4, align 4, !dbg !51
  br label %31, !dbg !46, !llvm.loop !52

42:                                               ; preds = %31
  %43 = load float, ptr %3, align 4, !dbg !55
  store float %43, ptr %14, align 4, !dbg !56
  %44 = load i32, ptr %10, align 4, !dbg !57
  %45 = icmp eq i32 %44, 0, !dbg !58
  br i1 %45, label %46, label %51, !dbg !57

46:                                               ; preds = %42
  %47 = load float, ptr %14, align 4, !dbg !59
  %48 = load i32, ptr %11, align 4, !dbg !60
  %49 = zext i32 %48 to i64, !dbg !61
  %50 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_block_reduce_broadcast_okE7partial to ptr), i64 0, i64 %49, !dbg !61
  store float %47, ptr %50, align 4, !dbg !62
  br label %51, !dbg !61

51:                                               ; preds = %46, %42
  call void @llvm.nvvm.barrier0(), !dbg !63
  %52 = load i32, ptr %11, align 4, !dbg !64
  %53 = icmp eq i32 %52, 0, !dbg !65
  br i1 %53, label %54, label %86, !dbg !64

54:                                               ; preds = %51
  %55 = load i32, ptr %9, align 4, !dbg !66
  %56 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !67
  %57 = udiv i32 %56, 32, !dbg !69
  %58 = icmp ult i32 %55, %57, !dbg !70
  br i1 %58, label %59, label %64, !dbg !71

59:                                               ; preds = %54
  %60 = load i32, ptr %10, align 4, !dbg !72
  %61 = zext i32 %60 to i64, !dbg !73
  %62 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_block_reduce_broadcast_okE7partial to ptr), i64 0, i64 %61, !dbg !73
  %63 = load float, ptr %62, align 4, !dbg !73
  br label %65, !dbg !71

64:                                               ; preds = %54
  br label %65, !dbg !71

65:                                               ; preds = %64, %59
  %66 = phi contract float [ %63, %59 ], [ 0.000000e+00, %64 ], !dbg !71
  store float %66, ptr %14, align 4, !dbg !74
  %67 = load float, ptr %14, align 4, !dbg !75
  store float %67, ptr %5, align 4
  store i32 16, ptr %6, align 4, !dbg !76
  br label %68, !dbg !78

68:                                               ; preds = %71, %65
  %69 = load i32, ptr %6, align 4, !dbg !79
  %70 = icmp sgt i32 %69, 0, !dbg !80
  br i1 %70, label %71, label %79, !dbg !81

71:                                               ; preds = %68
  %72 = load float, ptr %5, align 4, !dbg !82
  %73 = load i32, ptr %6, align 4, !dbg !83
  %74 = call contract noundef float @_Z16__shfl_down_syncjfji(i32 noundef -1, float noundef %72, i32 noundef %73, i32 noundef 32) #5, !dbg !84
  %75 = load float, ptr %5, align 4, !dbg !85
  %76 = fadd contract float %75, %74, !dbg !85
  store float %76, ptr %5, align 4, !dbg !85
  %77 = load i32, ptr %6, align 4, !dbg !86
  %78 = ashr i32 %77, 1, !dbg !86
  store i32 %78, ptr %6, align 4, !dbg !86
  br label %68, !dbg !81, !llvm.loop !87

79:                                               ; preds = %68
  %80 = load float, ptr %5, align 4, !dbg !89
  store float %80, ptr %14, align 4, !dbg !90
  %81 = load i32, ptr %10, align 4, !dbg !91
  %82 = icmp eq i32 %81, 0, !dbg !92
  br i1 %82, label %83, label %85, !dbg !91

83:                                               ; preds = %79
  %84 = load float, ptr %14, align 4, !dbg !93
  store float %84, ptr addrspacecast (ptr addrspace(3) @_ZZ27a_block_reduce_broadcast_okE7partial to ptr), align 4, !dbg !94
  br label %85, !dbg !95

85:                                               ; preds = %83, %79
  br label %86, !dbg !96

86:                                               ; preds = %85, %51
  call void @llvm.nvvm.barrier0(), !dbg !97
  %87 = load float, ptr %13, align 4, !dbg !98
  %88 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ27a_block_reduce_broadcast_okE7partial to ptr), align 4, !dbg !99
  %89 = fdiv contract float %87, %88, !dbg !100
  %90 = load ptr, ptr %8, align 8, !dbg !101
  %91 = load i32, ptr %12, align 4, !dbg !102
  %92 = zext i32 %91 to i64, !dbg !101
  %93 = getelementptr inbounds float, ptr %90, i64 %92, !dbg !101
  store float %89, ptr %93, align 4, !dbg !103
  ret void, !dbg !104
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z16__shfl_down_syncjfji(i32 noundef %0, float noundef %1, i32 noundef %2, i32 noundef %3) #3 comdat !dbg !105 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store float %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4, !dbg !107
  %10 = load float, ptr %6, align 4, !dbg !107
  %11 = load i32, ptr %7, align 4, !dbg !107
  %12 = load i32, ptr %8, align 4, !dbg !107
  %13 = sub nsw i32 32, %12, !dbg !107
  %14 = shl i32 %13, 8, !dbg !107
  %15 = or i32 %14, 31, !dbg !107
  %16 = call contract float @llvm.nvvm.shfl.sync.down.f32(i32 %9, float %10, i32 %11, i32 %15), !dbg !107
  ret float %16, !dbg !107
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
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
!7 = !DIFile(filename: "a-shared-race-018.cu", directory: ".")
!8 = !{ptr @a_block_reduce_broadcast_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_block_reduce_broadcast_ok", scope: !7, file: !7, line: 16, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 19, column: 20, scope: !12)
!19 = !DILocation(line: 19, column: 14, scope: !12)
!20 = !DILocation(line: 19, column: 40, scope: !12)
!21 = !DILocation(line: 19, column: 44, scope: !12)
!22 = !DILocation(line: 19, column: 33, scope: !12)
!23 = !DILocation(line: 19, column: 57, scope: !12)
!24 = !DILocation(line: 19, column: 61, scope: !12)
!25 = !DILocation(line: 19, column: 50, scope: !12)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 20, column: 18, scope: !12)
!29 = !DILocation(line: 79, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!31 = distinct !DILocation(line: 20, column: 31, scope: !12)
!32 = !DILocation(line: 20, column: 29, scope: !12)
!33 = !DILocation(line: 20, column: 44, scope: !12)
!34 = !DILocation(line: 20, column: 42, scope: !12)
!35 = !DILocation(line: 20, column: 14, scope: !12)
!36 = !DILocation(line: 21, column: 15, scope: !12)
!37 = !DILocation(line: 21, column: 18, scope: !12)
!38 = !DILocation(line: 21, column: 11, scope: !12)
!39 = !DILocation(line: 22, column: 24, scope: !12)
!40 = !DILocation(line: 11, column: 14, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "warp_sum", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!42 = distinct !DILocation(line: 22, column: 15, scope: !12)
!43 = !DILocation(line: 11, column: 10, scope: !41, inlinedAt: !42)
!44 = !DILocation(line: 11, column: 22, scope: !41, inlinedAt: !42)
!45 = !DILocation(line: 11, column: 24, scope: !41, inlinedAt: !42)
!46 = !DILocation(line: 11, column: 5, scope: !41, inlinedAt: !42)
!47 = !DILocation(line: 12, column: 44, scope: !41, inlinedAt: !42)
!48 = !DILocation(line: 12, column: 47, scope: !41, inlinedAt: !42)
!49 = !DILocation(line: 12, column: 14, scope: !41, inlinedAt: !42)
!50 = !DILocation(line: 12, column: 11, scope: !41, inlinedAt: !42)
!51 = !DILocation(line: 11, column: 31, scope: !41, inlinedAt: !42)
!52 = distinct !{!52, !46, !53, !54}
!53 = !DILocation(line: 12, column: 48, scope: !41, inlinedAt: !42)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 13, column: 12, scope: !41, inlinedAt: !42)
!56 = !DILocation(line: 22, column: 11, scope: !12)
!57 = !DILocation(line: 23, column: 9, scope: !12)
!58 = !DILocation(line: 23, column: 14, scope: !12)
!59 = !DILocation(line: 24, column: 25, scope: !12)
!60 = !DILocation(line: 24, column: 17, scope: !12)
!61 = !DILocation(line: 24, column: 9, scope: !12)
!62 = !DILocation(line: 24, column: 23, scope: !12)
!63 = !DILocation(line: 25, column: 5, scope: !12)
!64 = !DILocation(line: 26, column: 9, scope: !12)
!65 = !DILocation(line: 26, column: 14, scope: !12)
!66 = !DILocation(line: 27, column: 14, scope: !12)
!67 = !DILocation(line: 79, column: 3, scope: !30, inlinedAt: !68)
!68 = distinct !DILocation(line: 27, column: 20, scope: !12)
!69 = !DILocation(line: 27, column: 31, scope: !12)
!70 = !DILocation(line: 27, column: 18, scope: !12)
!71 = !DILocation(line: 27, column: 13, scope: !12)
!72 = !DILocation(line: 27, column: 47, scope: !12)
!73 = !DILocation(line: 27, column: 39, scope: !12)
!74 = !DILocation(line: 27, column: 11, scope: !12)
!75 = !DILocation(line: 28, column: 22, scope: !12)
!76 = !DILocation(line: 11, column: 14, scope: !41, inlinedAt: !77)
!77 = distinct !DILocation(line: 28, column: 13, scope: !12)
!78 = !DILocation(line: 11, column: 10, scope: !41, inlinedAt: !77)
!79 = !DILocation(line: 11, column: 22, scope: !41, inlinedAt: !77)
!80 = !DILocation(line: 11, column: 24, scope: !41, inlinedAt: !77)
!81 = !DILocation(line: 11, column: 5, scope: !41, inlinedAt: !77)
!82 = !DILocation(line: 12, column: 44, scope: !41, inlinedAt: !77)
!83 = !DILocation(line: 12, column: 47, scope: !41, inlinedAt: !77)
!84 = !DILocation(line: 12, column: 14, scope: !41, inlinedAt: !77)
!85 = !DILocation(line: 12, column: 11, scope: !41, inlinedAt: !77)
!86 = !DILocation(line: 11, column: 31, scope: !41, inlinedAt: !77)
!87 = distinct !{!87, !81, !88, !54}
!88 = !DILocation(line: 12, column: 48, scope: !41, inlinedAt: !77)
!89 = !DILocation(line: 13, column: 12, scope: !41, inlinedAt: !77)
!90 = !DILocation(line: 28, column: 11, scope: !12)
!91 = !DILocation(line: 29, column: 13, scope: !12)
!92 = !DILocation(line: 29, column: 18, scope: !12)
!93 = !DILocation(line: 30, column: 26, scope: !12)
!94 = !DILocation(line: 30, column: 24, scope: !12)
!95 = !DILocation(line: 30, column: 13, scope: !12)
!96 = !DILocation(line: 31, column: 5, scope: !12)
!97 = !DILocation(line: 32, column: 5, scope: !12)
!98 = !DILocation(line: 33, column: 14, scope: !12)
!99 = !DILocation(line: 33, column: 18, scope: !12)
!100 = !DILocation(line: 33, column: 16, scope: !12)
!101 = !DILocation(line: 33, column: 5, scope: !12)
!102 = !DILocation(line: 33, column: 9, scope: !12)
!103 = !DILocation(line: 33, column: 12, scope: !12)
!104 = !DILocation(line: 34, column: 1, scope: !12)
!105 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !106, file: !106, line: 179, type: !13, scopeLine: 179, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!106 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!107 = !DILocation(line: 179, column: 1, scope: !105)
