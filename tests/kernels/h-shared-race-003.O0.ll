; ModuleID = 'h-shared-race-003.cu'
source_filename = "h-shared-race-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ19h_bitonic_sort_tileE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_bitonic_sort_tile(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %13, ptr %5, align 4, !dbg !19
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %15 = mul i32 %14, 256, !dbg !23
  %16 = load i32, ptr %5, align 4, !dbg !24
  %17 = add i32 %15, %16, !dbg !25
  store i32 %17, ptr %6, align 4, !dbg !26
  %18 = load ptr, ptr %3, align 8, !dbg !27
  %19 = load i32, ptr %6, align 4, !dbg !28
  %20 = zext i32 %19 to i64, !dbg !27
  %21 = getelementptr inbounds float, ptr %18, i64 %20, !dbg !27
  %22 = load float, ptr %21, align 4, !dbg !27
  %23 = load i32, ptr %5, align 4, !dbg !29
  %24 = zext i32 %23 to i64, !dbg !30
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_bitonic_sort_tileE1s to ptr), i64 0, i64 %24, !dbg !30
  store float %22, ptr %25, align 4, !dbg !31
  call void @llvm.nvvm.barrier0(), !dbg !32
  store i32 2, ptr %7, align 4, !dbg !33
  br label %26, !dbg !34

26:                                               ; preds = %80, %2
  %27 = load i32, ptr %7, align 4, !dbg !35
  %28 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !36
  %29 = icmp ule i32 %27, %28, !dbg !39
  br i1 %29, label %30, label %83, !dbg !40

30:                                               ; preds = %26
  %31 = load i32, ptr %7, align 4, !dbg !41
  %32 = lshr i32 %31, 1, !dbg !42
  store i32 %32, ptr %8, align 4, !dbg !43
  br label %33, !dbg !44

33:                                               ; preds = %76, %30
  %34 = load i32, ptr %8, align 4, !dbg !45
  %35 = icmp ugt i32 %34, 0, !dbg !46
  br i1 %35, label %36, label %79, !dbg !47

36:                                               ; preds = %33
  %37 = load i32, ptr %5, align 4, !dbg !48
  %38 = load i32, ptr %8, align 4, !dbg !49
  %39 = xor i32 %37, %38, !dbg !50
  store i32 %39, ptr %9, align 4, !dbg !51
  %40 = load i32, ptr %9, align 4, !dbg !52
  %41 = load i32, ptr %5, align 4, !dbg !53
  %42 = icmp ugt i32 %40, %41, !dbg !54
  br i1 %42, label %43, label %75, !dbg !52

43:                                               ; preds = %36
  %44 = load i32, ptr %5, align 4, !dbg !55
  %45 = load i32, ptr %7, align 4, !dbg !56
  %46 = and i32 %44, %45, !dbg !57
  %47 = icmp eq i32 %46, 0, !dbg !58
  %48 = zext i1 %47 to i8, !dbg !59
  store i8 %48, ptr %10, align 1, !dbg !59
  %49 = load i32, ptr %5, align 4, !dbg !60
  %50 = zext i32 %49 to i64, !dbg !61
  %51 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_bitonic_sort_tileE1s to ptr), i64 0, i64 %50, !dbg !61
  %52 = load float, ptr %51, align 4, !dbg !61
  store float %52, ptr %11, align 4, !dbg !62
  %53 = load i32, ptr %9, align 4, !dbg !63
  %54 = zext i32 %53 to i64, !dbg !64
  %55 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_bitonic_sort_tileE1s to ptr), i64 0, i64 %54, !dbg !64
  %56 = load float, ptr %55, align 4, !dbg !64
  store float %56, ptr %12, align 4, !dbg !65
  %57 = load float, ptr %11, align 4, !dbg !66
  %58 = load float, ptr %12, align 4, !dbg !67
  %59 = fcmp contract ogt float %57, %58, !dbg !68
  %60 = zext i1 %59 to i32, !dbg !69
  %61 = load i8, ptr %10, align 1, !dbg !70
  %62 = trunc i8 %61 to i1, !dbg !70
  %63 = zext i1 %62 to i32, !dbg !70
  %64 = icmp eq i32 %60, %63, !dbg !71
  br i1 %64, label %65, label %74, !dbg !69

65:                                               ; preds = %43
  %66 = load float, ptr %12, align 4, !dbg !72
  %67 = load i32, ptr %5, align 4, !dbg !73
  %68 = zext i32 %67 to i64, !dbg !74
  %69 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_bitonic_sort_tileE1s to ptr), i64 0, i64 %68, !dbg !74
  store float %66, ptr %69, align 4, !dbg !75
  %70 = load float, ptr %11, align 4, !dbg !76
  %71 = load i32, ptr %9, align 4, !dbg !77
  %72 = zext i32 %71 to i64, !dbg !78
  %73 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_bitonic_sort_tileE1s to ptr), i64 0, i64 %72, !dbg !78
  store float %70, ptr %73, align 4, !dbg !79
  br label %74, !dbg !80

74:                                               ; preds = %65, %43
  br label %75, !dbg !81

75:                                               ; preds = %74, %36
  call void @llvm.nvvm.barrier0(), !dbg !82
  br label %76, !dbg !83

76:                                               ; preds = %75
  %77 = load i32, ptr %8, align 4, !dbg !84
  %78 = lshr i32 %77, 1, !dbg !84
  store i32 %78, ptr %8, align 4, !dbg !84
  br label %33, !dbg !47, !llvm.loop !85

79:                                               ; preds = %33
  br label %80, !dbg !87

80:                                               ; preds = %79
  %81 = load i32, ptr %7, align 4, !dbg !88
  %82 = shl i32 %81, 1, !dbg !88
  store i32 %82, ptr %7, align 4, !dbg !88
  br label %26, !dbg !40, !llvm.loop !89

83:                                               ; preds = %26
  %84 = load i32, ptr %5, align 4, !dbg !90
  %85 = zext i32 %84 to i64, !dbg !91
  %86 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_bitonic_sort_tileE1s to ptr), i64 0, i64 %85, !dbg !91
  %87 = load float, ptr %86, align 4, !dbg !91
  %88 = load ptr, ptr %4, align 8, !dbg !92
  %89 = load i32, ptr %6, align 4, !dbg !93
  %90 = zext i32 %89 to i64, !dbg !92
  %91 = getelementptr inbounds float, ptr %88, i64 %90, !dbg !92
  store float %87, ptr %91, align 4, !dbg !94
  ret void, !dbg !95
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "h-shared-race-003.cu", directory: ".")
!8 = !{ptr @h_bitonic_sort_tile, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_bitonic_sort_tile", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 20, scope: !12)
!19 = !DILocation(line: 13, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 14, column: 18, scope: !12)
!23 = !DILocation(line: 14, column: 29, scope: !12)
!24 = !DILocation(line: 14, column: 39, scope: !12)
!25 = !DILocation(line: 14, column: 37, scope: !12)
!26 = !DILocation(line: 14, column: 14, scope: !12)
!27 = !DILocation(line: 15, column: 14, scope: !12)
!28 = !DILocation(line: 15, column: 17, scope: !12)
!29 = !DILocation(line: 15, column: 7, scope: !12)
!30 = !DILocation(line: 15, column: 5, scope: !12)
!31 = !DILocation(line: 15, column: 12, scope: !12)
!32 = !DILocation(line: 16, column: 5, scope: !12)
!33 = !DILocation(line: 17, column: 19, scope: !12)
!34 = !DILocation(line: 17, column: 10, scope: !12)
!35 = !DILocation(line: 17, column: 26, scope: !12)
!36 = !DILocation(line: 79, column: 3, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!38 = distinct !DILocation(line: 17, column: 31, scope: !12)
!39 = !DILocation(line: 17, column: 28, scope: !12)
!40 = !DILocation(line: 17, column: 5, scope: !12)
!41 = !DILocation(line: 18, column: 27, scope: !12)
!42 = !DILocation(line: 18, column: 29, scope: !12)
!43 = !DILocation(line: 18, column: 23, scope: !12)
!44 = !DILocation(line: 18, column: 14, scope: !12)
!45 = !DILocation(line: 18, column: 35, scope: !12)
!46 = !DILocation(line: 18, column: 37, scope: !12)
!47 = !DILocation(line: 18, column: 9, scope: !12)
!48 = !DILocation(line: 19, column: 28, scope: !12)
!49 = !DILocation(line: 19, column: 34, scope: !12)
!50 = !DILocation(line: 19, column: 32, scope: !12)
!51 = !DILocation(line: 19, column: 22, scope: !12)
!52 = !DILocation(line: 20, column: 17, scope: !12)
!53 = !DILocation(line: 20, column: 23, scope: !12)
!54 = !DILocation(line: 20, column: 21, scope: !12)
!55 = !DILocation(line: 21, column: 28, scope: !12)
!56 = !DILocation(line: 21, column: 34, scope: !12)
!57 = !DILocation(line: 21, column: 32, scope: !12)
!58 = !DILocation(line: 21, column: 37, scope: !12)
!59 = !DILocation(line: 21, column: 22, scope: !12)
!60 = !DILocation(line: 22, column: 29, scope: !12)
!61 = !DILocation(line: 22, column: 27, scope: !12)
!62 = !DILocation(line: 22, column: 23, scope: !12)
!63 = !DILocation(line: 22, column: 41, scope: !12)
!64 = !DILocation(line: 22, column: 39, scope: !12)
!65 = !DILocation(line: 22, column: 35, scope: !12)
!66 = !DILocation(line: 23, column: 22, scope: !12)
!67 = !DILocation(line: 23, column: 26, scope: !12)
!68 = !DILocation(line: 23, column: 24, scope: !12)
!69 = !DILocation(line: 23, column: 21, scope: !12)
!70 = !DILocation(line: 23, column: 32, scope: !12)
!71 = !DILocation(line: 23, column: 29, scope: !12)
!72 = !DILocation(line: 24, column: 30, scope: !12)
!73 = !DILocation(line: 24, column: 23, scope: !12)
!74 = !DILocation(line: 24, column: 21, scope: !12)
!75 = !DILocation(line: 24, column: 28, scope: !12)
!76 = !DILocation(line: 25, column: 30, scope: !12)
!77 = !DILocation(line: 25, column: 23, scope: !12)
!78 = !DILocation(line: 25, column: 21, scope: !12)
!79 = !DILocation(line: 25, column: 28, scope: !12)
!80 = !DILocation(line: 26, column: 17, scope: !12)
!81 = !DILocation(line: 27, column: 13, scope: !12)
!82 = !DILocation(line: 28, column: 13, scope: !12)
!83 = !DILocation(line: 29, column: 9, scope: !12)
!84 = !DILocation(line: 18, column: 44, scope: !12)
!85 = distinct !{!85, !47, !83, !86}
!86 = !{!"llvm.loop.mustprogress"}
!87 = !DILocation(line: 30, column: 5, scope: !12)
!88 = !DILocation(line: 17, column: 45, scope: !12)
!89 = distinct !{!89, !40, !87, !86}
!90 = !DILocation(line: 31, column: 16, scope: !12)
!91 = !DILocation(line: 31, column: 14, scope: !12)
!92 = !DILocation(line: 31, column: 5, scope: !12)
!93 = !DILocation(line: 31, column: 9, scope: !12)
!94 = !DILocation(line: 31, column: 12, scope: !12)
!95 = !DILocation(line: 32, column: 1, scope: !12)
