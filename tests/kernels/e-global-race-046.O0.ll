; ModuleID = 'e-global-race-046.cu'
source_filename = "e-global-race-046.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@_ZZ27e_last_block_norelease_raceE1s = internal addrspace(3) global [128 x i32] undef, align 4
@_ZZ27e_last_block_norelease_raceE4last = internal addrspace(3) global i8 undef, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_last_block_norelease_race(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %14, ptr %9, align 4, !dbg !19
  %15 = load ptr, ptr %5, align 8, !dbg !20
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %17 = mul i32 %16, 128, !dbg !24
  %18 = load i32, ptr %9, align 4, !dbg !25
  %19 = add i32 %17, %18, !dbg !26
  %20 = zext i32 %19 to i64, !dbg !20
  %21 = getelementptr inbounds i32, ptr %15, i64 %20, !dbg !20
  %22 = load i32, ptr %21, align 4, !dbg !20
  %23 = icmp ne i32 %22, 0, !dbg !27
  %24 = zext i1 %23 to i32, !dbg !20
  %25 = load i32, ptr %9, align 4, !dbg !28
  %26 = zext i32 %25 to i64, !dbg !29
  %27 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE1s to ptr), i64 0, i64 %26, !dbg !29
  store i32 %24, ptr %27, align 4, !dbg !30
  call void @llvm.nvvm.barrier0(), !dbg !31
  store i32 64, ptr %10, align 4, !dbg !32
  br label %28, !dbg !33

28:                                               ; preds = %48, %4
  %29 = load i32, ptr %10, align 4, !dbg !34
  %30 = icmp ugt i32 %29, 0, !dbg !35
  br i1 %30, label %31, label %51, !dbg !36

31:                                               ; preds = %28
  %32 = load i32, ptr %9, align 4, !dbg !37
  %33 = load i32, ptr %10, align 4, !dbg !38
  %34 = icmp ult i32 %32, %33, !dbg !39
  br i1 %34, label %35, label %47, !dbg !37

35:                                               ; preds = %31
  %36 = load i32, ptr %9, align 4, !dbg !40
  %37 = load i32, ptr %10, align 4, !dbg !41
  %38 = add i32 %36, %37, !dbg !42
  %39 = zext i32 %38 to i64, !dbg !43
  %40 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE1s to ptr), i64 0, i64 %39, !dbg !43
  %41 = load i32, ptr %40, align 4, !dbg !43
  %42 = load i32, ptr %9, align 4, !dbg !44
  %43 = zext i32 %42 to i64, !dbg !45
  %44 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE1s to ptr), i64 0, i64 %43, !dbg !45
  %45 = load i32, ptr %44, align 4, !dbg !46
  %46 = add nsw i32 %45, %41, !dbg !46
  store i32 %46, ptr %44, align 4, !dbg !46
  br label %47, !dbg !45

47:                                               ; preds = %35, %31
  call void @llvm.nvvm.barrier0(), !dbg !47
  br label %48, !dbg !48

48:                                               ; preds = %47
  %49 = load i32, ptr %10, align 4, !dbg !49
  %50 = lshr i32 %49, 1, !dbg !49
  store i32 %50, ptr %10, align 4, !dbg !49
  br label %28, !dbg !36, !llvm.loop !50

51:                                               ; preds = %28
  %52 = load i32, ptr %9, align 4, !dbg !52
  %53 = icmp eq i32 %52, 0, !dbg !53
  br i1 %53, label %54, label %73, !dbg !52

54:                                               ; preds = %51
  %55 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE1s to ptr), align 4, !dbg !54
  %56 = load ptr, ptr %6, align 8, !dbg !55
  %57 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !56
  %58 = zext i32 %57 to i64, !dbg !55
  %59 = getelementptr inbounds i32, ptr %56, i64 %58, !dbg !55
  store i32 %55, ptr %59, align 4, !dbg !58
  %60 = load ptr, ptr %7, align 8, !dbg !59
  %61 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !60
  %62 = sub i32 %61, 1, !dbg !63
  %63 = call noundef i32 @_ZL9atomicIncPjj(ptr noundef %60, i32 noundef %62) #6, !dbg !64
  store i32 %63, ptr %11, align 4, !dbg !65
  %64 = load i32, ptr %11, align 4, !dbg !66
  %65 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !67
  %66 = sub i32 %65, 1, !dbg !69
  %67 = icmp eq i32 %64, %66, !dbg !70
  %68 = zext i1 %67 to i8, !dbg !71
  store i8 %68, ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE4last to ptr), align 1, !dbg !71
  %69 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE4last to ptr), align 1, !dbg !72
  %70 = trunc i8 %69 to i1, !dbg !72
  br i1 %70, label %71, label %72, !dbg !72

71:                                               ; preds = %54
  call void @llvm.nvvm.membar.gl(), !dbg !73
  br label %72, !dbg !77

72:                                               ; preds = %71, %54
  br label %73, !dbg !78

73:                                               ; preds = %72, %51
  call void @llvm.nvvm.barrier0(), !dbg !79
  %74 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ27e_last_block_norelease_raceE4last to ptr), align 1, !dbg !80
  %75 = trunc i8 %74 to i1, !dbg !80
  br i1 %75, label %76, label %98, !dbg !81

76:                                               ; preds = %73
  %77 = load i32, ptr %9, align 4, !dbg !82
  %78 = icmp eq i32 %77, 0, !dbg !83
  br i1 %78, label %79, label %98, !dbg !80

79:                                               ; preds = %76
  store i32 0, ptr %12, align 4, !dbg !84
  store i32 0, ptr %13, align 4, !dbg !85
  br label %80, !dbg !86

80:                                               ; preds = %92, %79
  %81 = load i32, ptr %13, align 4, !dbg !87
  %82 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !88
  %83 = icmp ult i32 %81, %82, !dbg !90
  br i1 %83, label %84, label %95, !dbg !91

84:                                               ; preds = %80
  %85 = load ptr, ptr %6, align 8, !dbg !92
  %86 = load i32, ptr %13, align 4, !dbg !93
  %87 = zext i32 %86 to i64, !dbg !92
  %88 = getelementptr inbounds i32, ptr %85, i64 %87, !dbg !92
  %89 = load i32, ptr %88, align 4, !dbg !92
  %90 = load i32, ptr %12, align 4, !dbg !94
  %91 = add nsw i32 %90, %89, !dbg !94
  store i32 %91, ptr %12, align 4, !dbg !94
  br label %92, !dbg !95

92:                                               ; preds = %84
  %93 = load i32, ptr %13, align 4, !dbg !96
  %94 = add i32 %93, 1, !dbg !96
  store i32 %94, ptr %13, align 4, !dbg !96
  br label %80, !dbg !91, !llvm.loop !97

95:                                               ; preds = %80
  %96 = load i32, ptr %12, align 4, !dbg !99
  %97 = load ptr, ptr %8, align 8, !dbg !100
  store i32 %96, ptr %97, align 4, !dbg !101
  br label %98, !dbg !102

98:                                               ; preds = %95, %76, %73
  ret void, !dbg !103
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicIncPjj(ptr noundef %0, i32 noundef %1) #2 !dbg !104 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !106
  %8 = load i32, ptr %6, align 4, !dbg !107
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !108
  %10 = load i32, ptr %4, align 4, !dbg !111
  %11 = call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %9, i32 %10), !dbg !112
  ret i32 %11, !dbg !113
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }
attributes #5 = { nocallback nounwind }
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
!7 = !DIFile(filename: "e-global-race-046.cu", directory: ".")
!8 = !{ptr @e_last_block_norelease_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_last_block_norelease_race", scope: !7, file: !7, line: 8, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 18, scope: !12)
!19 = !DILocation(line: 13, column: 14, scope: !12)
!20 = !DILocation(line: 14, column: 12, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 14, column: 18, scope: !12)
!24 = !DILocation(line: 14, column: 29, scope: !12)
!25 = !DILocation(line: 14, column: 39, scope: !12)
!26 = !DILocation(line: 14, column: 37, scope: !12)
!27 = !DILocation(line: 14, column: 42, scope: !12)
!28 = !DILocation(line: 14, column: 7, scope: !12)
!29 = !DILocation(line: 14, column: 5, scope: !12)
!30 = !DILocation(line: 14, column: 10, scope: !12)
!31 = !DILocation(line: 15, column: 5, scope: !12)
!32 = !DILocation(line: 16, column: 19, scope: !12)
!33 = !DILocation(line: 16, column: 10, scope: !12)
!34 = !DILocation(line: 16, column: 34, scope: !12)
!35 = !DILocation(line: 16, column: 36, scope: !12)
!36 = !DILocation(line: 16, column: 5, scope: !12)
!37 = !DILocation(line: 17, column: 13, scope: !12)
!38 = !DILocation(line: 17, column: 17, scope: !12)
!39 = !DILocation(line: 17, column: 15, scope: !12)
!40 = !DILocation(line: 17, column: 30, scope: !12)
!41 = !DILocation(line: 17, column: 34, scope: !12)
!42 = !DILocation(line: 17, column: 32, scope: !12)
!43 = !DILocation(line: 17, column: 28, scope: !12)
!44 = !DILocation(line: 17, column: 22, scope: !12)
!45 = !DILocation(line: 17, column: 20, scope: !12)
!46 = !DILocation(line: 17, column: 25, scope: !12)
!47 = !DILocation(line: 18, column: 9, scope: !12)
!48 = !DILocation(line: 19, column: 5, scope: !12)
!49 = !DILocation(line: 16, column: 43, scope: !12)
!50 = distinct !{!50, !36, !48, !51}
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 20, column: 9, scope: !12)
!53 = !DILocation(line: 20, column: 11, scope: !12)
!54 = !DILocation(line: 21, column: 36, scope: !12)
!55 = !DILocation(line: 21, column: 9, scope: !12)
!56 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !57)
!57 = distinct !DILocation(line: 21, column: 22, scope: !12)
!58 = !DILocation(line: 21, column: 34, scope: !12)
!59 = !DILocation(line: 22, column: 33, scope: !12)
!60 = !DILocation(line: 92, column: 3, scope: !61, inlinedAt: !62)
!61 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!62 = distinct !DILocation(line: 22, column: 41, scope: !12)
!63 = !DILocation(line: 22, column: 51, scope: !12)
!64 = !DILocation(line: 22, column: 23, scope: !12)
!65 = !DILocation(line: 22, column: 18, scope: !12)
!66 = !DILocation(line: 23, column: 16, scope: !12)
!67 = !DILocation(line: 92, column: 3, scope: !61, inlinedAt: !68)
!68 = distinct !DILocation(line: 23, column: 22, scope: !12)
!69 = !DILocation(line: 23, column: 32, scope: !12)
!70 = !DILocation(line: 23, column: 19, scope: !12)
!71 = !DILocation(line: 23, column: 14, scope: !12)
!72 = !DILocation(line: 24, column: 13, scope: !12)
!73 = !DILocation(line: 528, column: 39, scope: !74, inlinedAt: !76)
!74 = distinct !DISubprogram(name: "__threadfence", scope: !75, file: !75, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!75 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!76 = distinct !DILocation(line: 24, column: 19, scope: !12)
!77 = !DILocation(line: 24, column: 19, scope: !12)
!78 = !DILocation(line: 25, column: 5, scope: !12)
!79 = !DILocation(line: 26, column: 5, scope: !12)
!80 = !DILocation(line: 27, column: 9, scope: !12)
!81 = !DILocation(line: 27, column: 14, scope: !12)
!82 = !DILocation(line: 27, column: 17, scope: !12)
!83 = !DILocation(line: 27, column: 19, scope: !12)
!84 = !DILocation(line: 28, column: 13, scope: !12)
!85 = !DILocation(line: 29, column: 23, scope: !12)
!86 = !DILocation(line: 29, column: 14, scope: !12)
!87 = !DILocation(line: 29, column: 30, scope: !12)
!88 = !DILocation(line: 92, column: 3, scope: !61, inlinedAt: !89)
!89 = distinct !DILocation(line: 29, column: 34, scope: !12)
!90 = !DILocation(line: 29, column: 32, scope: !12)
!91 = !DILocation(line: 29, column: 9, scope: !12)
!92 = !DILocation(line: 30, column: 20, scope: !12)
!93 = !DILocation(line: 30, column: 33, scope: !12)
!94 = !DILocation(line: 30, column: 17, scope: !12)
!95 = !DILocation(line: 30, column: 13, scope: !12)
!96 = !DILocation(line: 29, column: 45, scope: !12)
!97 = distinct !{!97, !91, !98, !51}
!98 = !DILocation(line: 30, column: 34, scope: !12)
!99 = !DILocation(line: 31, column: 18, scope: !12)
!100 = !DILocation(line: 31, column: 10, scope: !12)
!101 = !DILocation(line: 31, column: 16, scope: !12)
!102 = !DILocation(line: 32, column: 5, scope: !12)
!103 = !DILocation(line: 33, column: 1, scope: !12)
!104 = distinct !DISubprogram(name: "atomicInc", scope: !105, file: !105, line: 160, type: !13, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!105 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!106 = !DILocation(line: 162, column: 23, scope: !104)
!107 = !DILocation(line: 162, column: 32, scope: !104)
!108 = !DILocation(line: 589, column: 33, scope: !109, inlinedAt: !110)
!109 = distinct !DISubprogram(name: "__uAtomicInc", scope: !75, file: !75, line: 588, type: !13, scopeLine: 588, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!110 = distinct !DILocation(line: 162, column: 10, scope: !104)
!111 = !DILocation(line: 589, column: 38, scope: !109, inlinedAt: !110)
!112 = !DILocation(line: 589, column: 10, scope: !109, inlinedAt: !110)
!113 = !DILocation(line: 162, column: 3, scope: !104)
