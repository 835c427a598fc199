; ModuleID = 'a-shared-race-032.cu'
source_filename = "a-shared-race-032.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@_ZZ26a_hist_noinit_barrier_raceE1h = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_hist_noinit_barrier_race(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %10, ptr %7, align 4, !dbg !19
  br label %11, !dbg !20

11:                                               ; preds = %18, %3
  %12 = load i32, ptr %7, align 4, !dbg !21
  %13 = icmp ult i32 %12, 256, !dbg !22
  br i1 %13, label %14, label %22, !dbg !23

14:                                               ; preds = %11
  %15 = load i32, ptr %7, align 4, !dbg !24
  %16 = zext i32 %15 to i64, !dbg !25
  %17 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26a_hist_noinit_barrier_raceE1h to ptr), i64 0, i64 %16, !dbg !25
  store i32 0, ptr %17, align 4, !dbg !26
  br label %18, !dbg !25

18:                                               ; preds = %14
  %19 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !27
  %20 = load i32, ptr %7, align 4, !dbg !30
  %21 = add i32 %20, %19, !dbg !30
  store i32 %21, ptr %7, align 4, !dbg !30
  br label %11, !dbg !23, !llvm.loop !31

22:                                               ; preds = %11
  %23 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !34
  %24 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !37
  %25 = mul i32 %23, %24, !dbg !39
  %26 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !40
  %27 = add i32 %25, %26, !dbg !42
  store i32 %27, ptr %8, align 4, !dbg !43
  br label %28, !dbg !44

28:                                               ; preds = %41, %22
  %29 = load i32, ptr %8, align 4, !dbg !45
  %30 = load i32, ptr %6, align 4, !dbg !46
  %31 = icmp ult i32 %29, %30, !dbg !47
  br i1 %31, label %32, label %47, !dbg !48

32:                                               ; preds = %28
  %33 = load ptr, ptr %4, align 8, !dbg !49
  %34 = load i32, ptr %8, align 4, !dbg !50
  %35 = zext i32 %34 to i64, !dbg !49
  %36 = getelementptr inbounds i8, ptr %33, i64 %35, !dbg !49
  %37 = load i8, ptr %36, align 1, !dbg !49
  %38 = zext i8 %37 to i64, !dbg !51
  %39 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26a_hist_noinit_barrier_raceE1h to ptr), i64 0, i64 %38, !dbg !51
  %40 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef %39, i32 noundef 1) #4, !dbg !52
  br label %41, !dbg !52

41:                                               ; preds = %32
  %42 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !53
  %43 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !55
  %44 = mul i32 %42, %43, !dbg !58
  %45 = load i32, ptr %8, align 4, !dbg !59
  %46 = add i32 %45, %44, !dbg !59
  store i32 %46, ptr %8, align 4, !dbg !59
  br label %28, !dbg !48, !llvm.loop !60

47:                                               ; preds = %28
  call void @llvm.nvvm.barrier0(), !dbg !62
  %48 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !63
  store i32 %48, ptr %9, align 4, !dbg !65
  br label %49, !dbg !66

49:                                               ; preds = %62, %47
  %50 = load i32, ptr %9, align 4, !dbg !67
  %51 = icmp ult i32 %50, 256, !dbg !68
  br i1 %51, label %52, label %66, !dbg !69

52:                                               ; preds = %49
  %53 = load ptr, ptr %5, align 8, !dbg !70
  %54 = load i32, ptr %9, align 4, !dbg !71
  %55 = zext i32 %54 to i64, !dbg !70
  %56 = getelementptr inbounds i32, ptr %53, i64 %55, !dbg !70
  %57 = load i32, ptr %9, align 4, !dbg !72
  %58 = zext i32 %57 to i64, !dbg !73
  %59 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26a_hist_noinit_barrier_raceE1h to ptr), i64 0, i64 %58, !dbg !73
  %60 = load i32, ptr %59, align 4, !dbg !73
  %61 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef %56, i32 noundef %60) #4, !dbg !74
  br label %62, !dbg !74

62:                                               ; preds = %52
  %63 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !75
  %64 = load i32, ptr %9, align 4, !dbg !77
  %65 = add i32 %64, %63, !dbg !77
  store i32 %65, ptr %9, align 4, !dbg !77
  br label %49, !dbg !69, !llvm.loop !78

66:                                               ; preds = %49
  ret void, !dbg !80
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicAddPjj(ptr noundef %0, i32 noundef %1) #1 !dbg !81 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !83
  %8 = load i32, ptr %6, align 4, !dbg !84
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !85
  %10 = load i32, ptr %4, align 4, !dbg !89
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !90
  ret i32 %11, !dbg !91
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
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
!7 = !DIFile(filename: "a-shared-race-032.cu", directory: ".")
!8 = !{ptr @a_hist_noinit_barrier_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_hist_noinit_barrier_race", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 23, scope: !12)
!19 = !DILocation(line: 14, column: 19, scope: !12)
!20 = !DILocation(line: 14, column: 10, scope: !12)
!21 = !DILocation(line: 14, column: 36, scope: !12)
!22 = !DILocation(line: 14, column: 38, scope: !12)
!23 = !DILocation(line: 14, column: 5, scope: !12)
!24 = !DILocation(line: 15, column: 11, scope: !12)
!25 = !DILocation(line: 15, column: 9, scope: !12)
!26 = !DILocation(line: 15, column: 14, scope: !12)
!27 = !DILocation(line: 79, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!29 = distinct !DILocation(line: 14, column: 52, scope: !12)
!30 = !DILocation(line: 14, column: 49, scope: !12)
!31 = distinct !{!31, !23, !32, !33}
!32 = !DILocation(line: 15, column: 16, scope: !12)
!33 = !{!"llvm.loop.mustprogress"}
!34 = !DILocation(line: 66, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!36 = distinct !DILocation(line: 17, column: 23, scope: !12)
!37 = !DILocation(line: 79, column: 3, scope: !28, inlinedAt: !38)
!38 = distinct !DILocation(line: 17, column: 36, scope: !12)
!39 = !DILocation(line: 17, column: 34, scope: !12)
!40 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !41)
!41 = distinct !DILocation(line: 17, column: 49, scope: !12)
!42 = !DILocation(line: 17, column: 47, scope: !12)
!43 = !DILocation(line: 17, column: 19, scope: !12)
!44 = !DILocation(line: 17, column: 10, scope: !12)
!45 = !DILocation(line: 17, column: 62, scope: !12)
!46 = !DILocation(line: 17, column: 66, scope: !12)
!47 = !DILocation(line: 17, column: 64, scope: !12)
!48 = !DILocation(line: 17, column: 5, scope: !12)
!49 = !DILocation(line: 18, column: 22, scope: !12)
!50 = !DILocation(line: 18, column: 25, scope: !12)
!51 = !DILocation(line: 18, column: 20, scope: !12)
!52 = !DILocation(line: 18, column: 9, scope: !12)
!53 = !DILocation(line: 79, column: 3, scope: !28, inlinedAt: !54)
!54 = distinct !DILocation(line: 17, column: 74, scope: !12)
!55 = !DILocation(line: 92, column: 3, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!57 = distinct !DILocation(line: 17, column: 87, scope: !12)
!58 = !DILocation(line: 17, column: 85, scope: !12)
!59 = !DILocation(line: 17, column: 71, scope: !12)
!60 = distinct !{!60, !48, !61, !33}
!61 = !DILocation(line: 18, column: 32, scope: !12)
!62 = !DILocation(line: 19, column: 5, scope: !12)
!63 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !64)
!64 = distinct !DILocation(line: 20, column: 23, scope: !12)
!65 = !DILocation(line: 20, column: 19, scope: !12)
!66 = !DILocation(line: 20, column: 10, scope: !12)
!67 = !DILocation(line: 20, column: 36, scope: !12)
!68 = !DILocation(line: 20, column: 38, scope: !12)
!69 = !DILocation(line: 20, column: 5, scope: !12)
!70 = !DILocation(line: 21, column: 20, scope: !12)
!71 = !DILocation(line: 21, column: 25, scope: !12)
!72 = !DILocation(line: 21, column: 31, scope: !12)
!73 = !DILocation(line: 21, column: 29, scope: !12)
!74 = !DILocation(line: 21, column: 9, scope: !12)
!75 = !DILocation(line: 79, column: 3, scope: !28, inlinedAt: !76)
!76 = distinct !DILocation(line: 20, column: 52, scope: !12)
!77 = !DILocation(line: 20, column: 49, scope: !12)
!78 = distinct !{!78, !69, !79, !33}
!79 = !DILocation(line: 21, column: 33, scope: !12)
!80 = !DILocation(line: 22, column: 1, scope: !12)
!81 = distinct !DISubprogram(name: "atomicAdd", scope: !82, file: !82, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!82 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!83 = !DILocation(line: 112, column: 23, scope: !81)
!84 = !DILocation(line: 112, column: 32, scope: !81)
!85 = !DILocation(line: 533, column: 39, scope: !86, inlinedAt: !88)
!86 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !87, file: !87, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!87 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!88 = distinct !DILocation(line: 112, column: 10, scope: !81)
!89 = !DILocation(line: 533, column: 44, scope: !86, inlinedAt: !88)
!90 = !DILocation(line: 533, column: 10, scope: !86, inlinedAt: !88)
!91 = !DILocation(line: 112, column: 3, scope: !81)
