; ModuleID = 'h-barrier-divergence-004.cu'
source_filename = "h-barrier-divergence-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@_ZZ19h_tile_sum_sentinelE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_tile_sum_sentinel(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %10, ptr %5, align 4, !dbg !19
  store float 0.000000e+00, ptr %6, align 4, !dbg !20
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %12 = mul i32 %11, 256, !dbg !24
  store i32 %12, ptr %7, align 4, !dbg !25
  br label %13, !dbg !26

13:                                               ; preds = %60, %2
  %14 = load ptr, ptr %3, align 8, !dbg !27
  %15 = load i32, ptr %7, align 4, !dbg !28
  %16 = load i32, ptr %5, align 4, !dbg !29
  %17 = add i32 %15, %16, !dbg !30
  %18 = zext i32 %17 to i64, !dbg !27
  %19 = getelementptr inbounds float, ptr %14, i64 %18, !dbg !27
  %20 = load float, ptr %19, align 4, !dbg !27
  store float %20, ptr %8, align 4, !dbg !31
  %21 = load float, ptr %8, align 4, !dbg !32
  %22 = fcmp contract olt float %21, 0.000000e+00, !dbg !33
  br i1 %22, label %23, label %24, !dbg !32

23:                                               ; preds = %13
  br label %65, !dbg !34

24:                                               ; preds = %13
  %25 = load float, ptr %8, align 4, !dbg !35
  %26 = load i32, ptr %5, align 4, !dbg !36
  %27 = zext i32 %26 to i64, !dbg !37
  %28 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_tile_sum_sentinelE1s to ptr), i64 0, i64 %27, !dbg !37
  store float %25, ptr %28, align 4, !dbg !38
  call void @llvm.nvvm.barrier0(), !dbg !39
  store i32 128, ptr %9, align 4, !dbg !40
  br label %29, !dbg !41

29:                                               ; preds = %49, %24
  %30 = load i32, ptr %9, align 4, !dbg !42
  %31 = icmp ugt i32 %30, 0, !dbg !43
  br i1 %31, label %32, label %52, !dbg !44

32:                                               ; preds = %29
  %33 = load i32, ptr %5, align 4, !dbg !45
  %34 = load i32, ptr %9, align 4, !dbg !46
  %35 = icmp ult i32 %33, %34, !dbg !47
  br i1 %35, label %36, label %48, !dbg !45

36:                                               ; preds = %32
  %37 = load i32, ptr %5, align 4, !dbg !48
  %38 = load i32, ptr %9, align 4, !dbg !49
  %39 = add i32 %37, %38, !dbg !50
  %40 = zext i32 %39 to i64, !dbg !51
  %41 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_tile_sum_sentinelE1s to ptr), i64 0, i64 %40, !dbg !51
  %42 = load float, ptr %41, align 4, !dbg !51
  %43 = load i32, ptr %5, align 4, !dbg !52
  %44 = zext i32 %43 to i64, !dbg !53
  %45 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19h_tile_sum_sentinelE1s to ptr), i64 0, i64 %44, !dbg !53
  %46 = load float, ptr %45, align 4, !dbg !54
  %47 = fadd contract float %46, %42, !dbg !54
  store float %47, ptr %45, align 4, !dbg !54
  br label %48, !dbg !53

48:                                               ; preds = %36, %32
  call void @llvm.nvvm.barrier0(), !dbg !55
  br label %49, !dbg !56

49:                                               ; preds = %48
  %50 = load i32, ptr %9, align 4, !dbg !57
  %51 = lshr i32 %50, 1, !dbg !57
  store i32 %51, ptr %9, align 4, !dbg !57
  br label %29, !dbg !44, !llvm.loop !58

52:                                               ; preds = %29
  %53 = load i32, ptr %5, align 4, !dbg !60
  %54 = icmp eq i32 %53, 0, !dbg !61
  br i1 %54, label %55, label %59, !dbg !60

55:                                               ; preds = %52
  %56 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19h_tile_sum_sentinelE1s to ptr), align 4, !dbg !62
  %57 = load float, ptr %6, align 4, !dbg !63
  %58 = fadd contract float %57, %56, !dbg !63
  store float %58, ptr %6, align 4, !dbg !63
  br label %59, !dbg !64

59:                                               ; preds = %55, %52
  call void @llvm.nvvm.barrier0(), !dbg !65
  br label %60, !dbg !66

60:                                               ; preds = %59
  %61 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !67
  %62 = mul i32 %61, 256, !dbg !70
  %63 = load i32, ptr %7, align 4, !dbg !71
  %64 = add i32 %63, %62, !dbg !71
  store i32 %64, ptr %7, align 4, !dbg !71
  br label %13, !dbg !72, !llvm.loop !73

65:                                               ; preds = %23
  %66 = load i32, ptr %5, align 4, !dbg !74
  %67 = icmp eq i32 %66, 0, !dbg !75
  br i1 %67, label %68, label %74, !dbg !74

68:                                               ; preds = %65
  %69 = load float, ptr %6, align 4, !dbg !76
  %70 = load ptr, ptr %4, align 8, !dbg !77
  %71 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !78
  %72 = zext i32 %71 to i64, !dbg !77
  %73 = getelementptr inbounds float, ptr %70, i64 %72, !dbg !77
  store float %69, ptr %73, align 4, !dbg !80
  br label %74, !dbg !77

74:                                               ; preds = %68, %65
  ret void, !dbg !81
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
!7 = !DIFile(filename: "h-barrier-divergence-004.cu", directory: ".")
!8 = !{ptr @h_tile_sum_sentinel, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_tile_sum_sentinel", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 20, scope: !12)
!19 = !DILocation(line: 16, column: 14, scope: !12)
!20 = !DILocation(line: 17, column: 11, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 18, column: 21, scope: !12)
!24 = !DILocation(line: 18, column: 32, scope: !12)
!25 = !DILocation(line: 18, column: 14, scope: !12)
!26 = !DILocation(line: 18, column: 10, scope: !12)
!27 = !DILocation(line: 19, column: 19, scope: !12)
!28 = !DILocation(line: 19, column: 22, scope: !12)
!29 = !DILocation(line: 19, column: 29, scope: !12)
!30 = !DILocation(line: 19, column: 27, scope: !12)
!31 = !DILocation(line: 19, column: 15, scope: !12)
!32 = !DILocation(line: 20, column: 13, scope: !12)
!33 = !DILocation(line: 20, column: 15, scope: !12)
!34 = !DILocation(line: 21, column: 13, scope: !12)
!35 = !DILocation(line: 22, column: 18, scope: !12)
!36 = !DILocation(line: 22, column: 11, scope: !12)
!37 = !DILocation(line: 22, column: 9, scope: !12)
!38 = !DILocation(line: 22, column: 16, scope: !12)
!39 = !DILocation(line: 23, column: 9, scope: !12)
!40 = !DILocation(line: 24, column: 23, scope: !12)
!41 = !DILocation(line: 24, column: 14, scope: !12)
!42 = !DILocation(line: 24, column: 38, scope: !12)
!43 = !DILocation(line: 24, column: 40, scope: !12)
!44 = !DILocation(line: 24, column: 9, scope: !12)
!45 = !DILocation(line: 25, column: 17, scope: !12)
!46 = !DILocation(line: 25, column: 23, scope: !12)
!47 = !DILocation(line: 25, column: 21, scope: !12)
!48 = !DILocation(line: 26, column: 29, scope: !12)
!49 = !DILocation(line: 26, column: 35, scope: !12)
!50 = !DILocation(line: 26, column: 33, scope: !12)
!51 = !DILocation(line: 26, column: 27, scope: !12)
!52 = !DILocation(line: 26, column: 19, scope: !12)
!53 = !DILocation(line: 26, column: 17, scope: !12)
!54 = !DILocation(line: 26, column: 24, scope: !12)
!55 = !DILocation(line: 27, column: 13, scope: !12)
!56 = !DILocation(line: 28, column: 9, scope: !12)
!57 = !DILocation(line: 24, column: 47, scope: !12)
!58 = distinct !{!58, !44, !56, !59}
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 29, column: 13, scope: !12)
!61 = !DILocation(line: 29, column: 17, scope: !12)
!62 = !DILocation(line: 30, column: 20, scope: !12)
!63 = !DILocation(line: 30, column: 17, scope: !12)
!64 = !DILocation(line: 30, column: 13, scope: !12)
!65 = !DILocation(line: 31, column: 9, scope: !12)
!66 = !DILocation(line: 32, column: 5, scope: !12)
!67 = !DILocation(line: 92, column: 3, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!69 = distinct !DILocation(line: 18, column: 51, scope: !12)
!70 = !DILocation(line: 18, column: 61, scope: !12)
!71 = !DILocation(line: 18, column: 48, scope: !12)
!72 = !DILocation(line: 18, column: 5, scope: !12)
!73 = distinct !{!73, !72, !66, !59}
!74 = !DILocation(line: 33, column: 9, scope: !12)
!75 = !DILocation(line: 33, column: 13, scope: !12)
!76 = !DILocation(line: 34, column: 34, scope: !12)
!77 = !DILocation(line: 34, column: 9, scope: !12)
!78 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !79)
!79 = distinct !DILocation(line: 34, column: 20, scope: !12)
!80 = !DILocation(line: 34, column: 32, scope: !12)
!81 = !DILocation(line: 35, column: 1, scope: !12)
