; ModuleID = 'h-barrier-divergence-003.cu'
source_filename = "h-barrier-divergence-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@_ZZ16h_tile_sum_dev_nE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_tile_sum_dev_n(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %13, ptr %7, align 4, !dbg !19
  store float 0.000000e+00, ptr %8, align 4, !dbg !20
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %15 = mul i32 %14, 256, !dbg !24
  store i32 %15, ptr %9, align 4, !dbg !25
  br label %16, !dbg !26

16:                                               ; preds = %73, %3
  %17 = load ptr, ptr %5, align 8, !dbg !27
  %18 = load i32, ptr %17, align 4, !dbg !28
  store i32 %18, ptr %10, align 4, !dbg !29
  %19 = load i32, ptr %9, align 4, !dbg !30
  %20 = load i32, ptr %10, align 4, !dbg !31
  %21 = icmp sge i32 %19, %20, !dbg !32
  br i1 %21, label %22, label %23, !dbg !30

22:                                               ; preds = %16
  br label %78, !dbg !33

23:                                               ; preds = %16
  %24 = load i32, ptr %9, align 4, !dbg !34
  %25 = load i32, ptr %7, align 4, !dbg !35
  %26 = add i32 %24, %25, !dbg !36
  store i32 %26, ptr %11, align 4, !dbg !37
  %27 = load i32, ptr %11, align 4, !dbg !38
  %28 = load i32, ptr %10, align 4, !dbg !39
  %29 = icmp slt i32 %27, %28, !dbg !40
  br i1 %29, label %30, label %36, !dbg !38

30:                                               ; preds = %23
  %31 = load ptr, ptr %4, align 8, !dbg !41
  %32 = load i32, ptr %11, align 4, !dbg !42
  %33 = sext i32 %32 to i64, !dbg !41
  %34 = getelementptr inbounds float, ptr %31, i64 %33, !dbg !41
  %35 = load float, ptr %34, align 4, !dbg !41
  br label %37, !dbg !38

36:                                               ; preds = %23
  br label %37, !dbg !38

37:                                               ; preds = %36, %30
  %38 = phi contract float [ %35, %30 ], [ 0.000000e+00, %36 ], !dbg !38
  %39 = load i32, ptr %7, align 4, !dbg !43
  %40 = zext i32 %39 to i64, !dbg !44
  %41 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16h_tile_sum_dev_nE1s to ptr), i64 0, i64 %40, !dbg !44
  store float %38, ptr %41, align 4, !dbg !45
  call void @llvm.nvvm.barrier0(), !dbg !46
  store i32 128, ptr %12, align 4, !dbg !47
  br label %42, !dbg !48

42:                                               ; preds = %62, %37
  %43 = load i32, ptr %12, align 4, !dbg !49
  %44 = icmp ugt i32 %43, 0, !dbg !50
  br i1 %44, label %45, label %65, !dbg !51

45:                                               ; preds = %42
  %46 = load i32, ptr %7, align 4, !dbg !52
  %47 = load i32, ptr %12, align 4, !dbg !53
  %48 = icmp ult i32 %46, %47, !dbg !54
  br i1 %48, label %49, label %61, !dbg !52

49:                                               ; preds = %45
  %50 = load i32, ptr %7, align 4, !dbg !55
  %51 = load i32, ptr %12, align 4, !dbg !56
  %52 = add i32 %50, %51, !dbg !57
  %53 = zext i32 %52 to i64, !dbg !58
  %54 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16h_tile_sum_dev_nE1s to ptr), i64 0, i64 %53, !dbg !58
  %55 = load float, ptr %54, align 4, !dbg !58
  %56 = load i32, ptr %7, align 4, !dbg !59
  %57 = zext i32 %56 to i64, !dbg !60
  %58 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16h_tile_sum_dev_nE1s to ptr), i64 0, i64 %57, !dbg !60
  %59 = load float, ptr %58, align 4, !dbg !61
  %60 = fadd contract float %59, %55, !dbg !61
  store float %60, ptr %58, align 4, !dbg !61
  br label %61, !dbg !60

61:                                               ; preds = %49, %45
  call void @llvm.nvvm.barrier0(), !dbg !62
  br label %62, !dbg !63

62:                                               ; preds = %61
  %63 = load i32, ptr %12, align 4, !dbg !64
  %64 = lshr i32 %63, 1, !dbg !64
  store i32 %64, ptr %12, align 4, !dbg !64
  br label %42, !dbg !51, !llvm.loop !65

65:                                               ; preds = %42
  %66 = load i32, ptr %7, align 4, !dbg !67
  %67 = icmp eq i32 %66, 0, !dbg !68
  br i1 %67, label %68, label %72, !dbg !67

68:                                               ; preds = %65
  %69 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ16h_tile_sum_dev_nE1s to ptr), align 4, !dbg !69
  %70 = load float, ptr %8, align 4, !dbg !70
  %71 = fadd contract float %70, %69, !dbg !70
  store float %71, ptr %8, align 4, !dbg !70
  br label %72, !dbg !71

72:                                               ; preds = %68, %65
  call void @llvm.nvvm.barrier0(), !dbg !72
  br label %73, !dbg !73

73:                                               ; preds = %72
  %74 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !74
  %75 = mul i32 %74, 256, !dbg !77
  %76 = load i32, ptr %9, align 4, !dbg !78
  %77 = add i32 %76, %75, !dbg !78
  store i32 %77, ptr %9, align 4, !dbg !78
  br label %16, !dbg !79, !llvm.loop !80

78:                                               ; preds = %22
  %79 = load i32, ptr %7, align 4, !dbg !81
  %80 = icmp eq i32 %79, 0, !dbg !82
  br i1 %80, label %81, label %87, !dbg !81

81:                                               ; preds = %78
  %82 = load float, ptr %8, align 4, !dbg !83
  %83 = load ptr, ptr %6, align 8, !dbg !84
  %84 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !85
  %85 = zext i32 %84 to i64, !dbg !84
  %86 = getelementptr inbounds float, ptr %83, i64 %85, !dbg !84
  store float %82, ptr %86, align 4, !dbg !87
  br label %87, !dbg !84

87:                                               ; preds = %81, %78
  ret void, !dbg !88
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!7 = !DIFile(filename: "h-barrier-divergence-003.cu", directory: ".")
!8 = !{ptr @h_tile_sum_dev_n, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_tile_sum_dev_n", scope: !7, file: !7, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 15, column: 20, scope: !12)
!19 = !DILocation(line: 15, column: 14, scope: !12)
!20 = !DILocation(line: 16, column: 11, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 17, column: 21, scope: !12)
!24 = !DILocation(line: 17, column: 32, scope: !12)
!25 = !DILocation(line: 17, column: 14, scope: !12)
!26 = !DILocation(line: 17, column: 10, scope: !12)
!27 = !DILocation(line: 18, column: 18, scope: !12)
!28 = !DILocation(line: 18, column: 17, scope: !12)
!29 = !DILocation(line: 18, column: 13, scope: !12)
!30 = !DILocation(line: 19, column: 13, scope: !12)
!31 = !DILocation(line: 19, column: 21, scope: !12)
!32 = !DILocation(line: 19, column: 18, scope: !12)
!33 = !DILocation(line: 20, column: 13, scope: !12)
!34 = !DILocation(line: 21, column: 17, scope: !12)
!35 = !DILocation(line: 21, column: 24, scope: !12)
!36 = !DILocation(line: 21, column: 22, scope: !12)
!37 = !DILocation(line: 21, column: 13, scope: !12)
!38 = !DILocation(line: 22, column: 18, scope: !12)
!39 = !DILocation(line: 22, column: 22, scope: !12)
!40 = !DILocation(line: 22, column: 20, scope: !12)
!41 = !DILocation(line: 22, column: 26, scope: !12)
!42 = !DILocation(line: 22, column: 29, scope: !12)
!43 = !DILocation(line: 22, column: 11, scope: !12)
!44 = !DILocation(line: 22, column: 9, scope: !12)
!45 = !DILocation(line: 22, column: 16, scope: !12)
!46 = !DILocation(line: 23, column: 9, scope: !12)
!47 = !DILocation(line: 24, column: 23, scope: !12)
!48 = !DILocation(line: 24, column: 14, scope: !12)
!49 = !DILocation(line: 24, column: 38, scope: !12)
!50 = !DILocation(line: 24, column: 40, scope: !12)
!51 = !DILocation(line: 24, column: 9, scope: !12)
!52 = !DILocation(line: 25, column: 17, scope: !12)
!53 = !DILocation(line: 25, column: 23, scope: !12)
!54 = !DILocation(line: 25, column: 21, scope: !12)
!55 = !DILocation(line: 26, column: 29, scope: !12)
!56 = !DILocation(line: 26, column: 35, scope: !12)
!57 = !DILocation(line: 26, column: 33, scope: !12)
!58 = !DILocation(line: 26, column: 27, scope: !12)
!59 = !DILocation(line: 26, column: 19, scope: !12)
!60 = !DILocation(line: 26, column: 17, scope: !12)
!61 = !DILocation(line: 26, column: 24, scope: !12)
!62 = !DILocation(line: 27, column: 13, scope: !12)
!63 = !DILocation(line: 28, column: 9, scope: !12)
!64 = !DILocation(line: 24, column: 47, scope: !12)
!65 = distinct !{!65, !51, !63, !66}
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 29, column: 13, scope: !12)
!68 = !DILocation(line: 29, column: 17, scope: !12)
!69 = !DILocation(line: 30, column: 20, scope: !12)
!70 = !DILocation(line: 30, column: 17, scope: !12)
!71 = !DILocation(line: 30, column: 13, scope: !12)
!72 = !DILocation(line: 31, column: 9, scope: !12)
!73 = !DILocation(line: 32, column: 5, scope: !12)
!74 = !DILocation(line: 92, column: 3, scope: !75, inlinedAt: !76)
!75 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!76 = distinct !DILocation(line: 17, column: 51, scope: !12)
!77 = !DILocation(line: 17, column: 61, scope: !12)
!78 = !DILocation(line: 17, column: 48, scope: !12)
!79 = !DILocation(line: 17, column: 5, scope: !12)
!80 = distinct !{!80, !79, !73, !66}
!81 = !DILocation(line: 33, column: 9, scope: !12)
!82 = !DILocation(line: 33, column: 13, scope: !12)
!83 = !DILocation(line: 34, column: 34, scope: !12)
!84 = !DILocation(line: 34, column: 9, scope: !12)
!85 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !86)
!86 = distinct !DILocation(line: 34, column: 20, scope: !12)
!87 = !DILocation(line: 34, column: 32, scope: !12)
!88 = !DILocation(line: 35, column: 1, scope: !12)
