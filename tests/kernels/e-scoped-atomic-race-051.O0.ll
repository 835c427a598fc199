; ModuleID = 'e-scoped-atomic-race-051.cu'
source_filename = "e-scoped-atomic-race-051.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_minmax_stats_ok(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 !dbg !12 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %15 = mul i32 %13, %14, !dbg !22
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %17 = add i32 %15, %16, !dbg !26
  store i32 %17, ptr %11, align 4, !dbg !27
  %18 = load i32, ptr %11, align 4, !dbg !28
  %19 = load i32, ptr %10, align 4, !dbg !29
  %20 = icmp sge i32 %18, %19, !dbg !30
  br i1 %20, label %21, label %22, !dbg !28

21:                                               ; preds = %5
  br label %40, !dbg !31

22:                                               ; preds = %5
  %23 = load ptr, ptr %6, align 8, !dbg !32
  %24 = load i32, ptr %11, align 4, !dbg !33
  %25 = sext i32 %24 to i64, !dbg !32
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !32
  %27 = load i32, ptr %26, align 4, !dbg !32
  store i32 %27, ptr %12, align 4, !dbg !34
  %28 = load ptr, ptr %7, align 8, !dbg !35
  %29 = load i32, ptr %12, align 4, !dbg !36
  %30 = call noundef i32 @_ZL9atomicMinPii(ptr noundef %28, i32 noundef %29) #3, !dbg !37
  %31 = load ptr, ptr %8, align 8, !dbg !38
  %32 = load i32, ptr %12, align 4, !dbg !39
  %33 = call noundef i32 @_ZL9atomicMaxPii(ptr noundef %31, i32 noundef %32) #3, !dbg !40
  %34 = load i32, ptr %12, align 4, !dbg !41
  %35 = icmp slt i32 %34, 0, !dbg !42
  br i1 %35, label %36, label %40, !dbg !41

36:                                               ; preds = %22
  %37 = load ptr, ptr %9, align 8, !dbg !43
  %38 = load i32, ptr %11, align 4, !dbg !44
  %39 = call noundef i32 @_ZL10atomicExchPii(ptr noundef %37, i32 noundef %38) #3, !dbg !45
  br label %40, !dbg !45

40:                                               ; preds = %21, %36, %22
  ret void, !dbg !46
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicMinPii(ptr noundef %0, i32 noundef %1) #1 !dbg !47 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !49
  %8 = load i32, ptr %6, align 4, !dbg !50
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !51
  %10 = load i32, ptr %4, align 4, !dbg !55
  %11 = atomicrmw min ptr %9, i32 %10 seq_cst, align 4, !dbg !56
  ret i32 %11, !dbg !57
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicMaxPii(ptr noundef %0, i32 noundef %1) #1 !dbg !58 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !59
  %8 = load i32, ptr %6, align 4, !dbg !60
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !61
  %10 = load i32, ptr %4, align 4, !dbg !64
  %11 = atomicrmw max ptr %9, i32 %10 seq_cst, align 4, !dbg !65
  ret i32 %11, !dbg !66
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL10atomicExchPii(ptr noundef %0, i32 noundef %1) #1 !dbg !67 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !68
  %8 = load i32, ptr %6, align 4, !dbg !69
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !70
  %10 = load i32, ptr %4, align 4, !dbg !73
  %11 = atomicrmw xchg ptr %9, i32 %10 seq_cst, align 4, !dbg !74
  ret i32 %11, !dbg !75
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

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
!7 = !DIFile(filename: "e-scoped-atomic-race-051.cu", directory: ".")
!8 = !{ptr @e_minmax_stats_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_minmax_stats_ok", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 8, column: 26, scope: !12)
!22 = !DILocation(line: 8, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 8, column: 39, scope: !12)
!26 = !DILocation(line: 8, column: 37, scope: !12)
!27 = !DILocation(line: 8, column: 9, scope: !12)
!28 = !DILocation(line: 9, column: 9, scope: !12)
!29 = !DILocation(line: 9, column: 14, scope: !12)
!30 = !DILocation(line: 9, column: 11, scope: !12)
!31 = !DILocation(line: 9, column: 17, scope: !12)
!32 = !DILocation(line: 10, column: 13, scope: !12)
!33 = !DILocation(line: 10, column: 16, scope: !12)
!34 = !DILocation(line: 10, column: 9, scope: !12)
!35 = !DILocation(line: 11, column: 15, scope: !12)
!36 = !DILocation(line: 11, column: 21, scope: !12)
!37 = !DILocation(line: 11, column: 5, scope: !12)
!38 = !DILocation(line: 12, column: 15, scope: !12)
!39 = !DILocation(line: 12, column: 21, scope: !12)
!40 = !DILocation(line: 12, column: 5, scope: !12)
!41 = !DILocation(line: 13, column: 9, scope: !12)
!42 = !DILocation(line: 13, column: 11, scope: !12)
!43 = !DILocation(line: 13, column: 27, scope: !12)
!44 = !DILocation(line: 13, column: 36, scope: !12)
!45 = !DILocation(line: 13, column: 16, scope: !12)
!46 = !DILocation(line: 14, column: 1, scope: !12)
!47 = distinct !DISubprogram(name: "atomicMin", scope: !48, file: !48, line: 140, type: !13, scopeLine: 141, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!48 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!49 = !DILocation(line: 142, column: 23, scope: !47)
!50 = !DILocation(line: 142, column: 32, scope: !47)
!51 = !DILocation(line: 386, column: 32, scope: !52, inlinedAt: !54)
!52 = distinct !DISubprogram(name: "__iAtomicMin", scope: !53, file: !53, line: 385, type: !13, scopeLine: 385, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!53 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!54 = distinct !DILocation(line: 142, column: 10, scope: !47)
!55 = !DILocation(line: 386, column: 37, scope: !52, inlinedAt: !54)
!56 = !DILocation(line: 386, column: 10, scope: !52, inlinedAt: !54)
!57 = !DILocation(line: 142, column: 3, scope: !47)
!58 = distinct !DISubprogram(name: "atomicMax", scope: !48, file: !48, line: 150, type: !13, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!59 = !DILocation(line: 152, column: 23, scope: !58)
!60 = !DILocation(line: 152, column: 32, scope: !58)
!61 = !DILocation(line: 377, column: 32, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "__iAtomicMax", scope: !53, file: !53, line: 376, type: !13, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!63 = distinct !DILocation(line: 152, column: 10, scope: !58)
!64 = !DILocation(line: 377, column: 37, scope: !62, inlinedAt: !63)
!65 = !DILocation(line: 377, column: 10, scope: !62, inlinedAt: !63)
!66 = !DILocation(line: 152, column: 3, scope: !58)
!67 = distinct !DISubprogram(name: "atomicExch", scope: !48, file: !48, line: 125, type: !13, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!68 = !DILocation(line: 127, column: 24, scope: !67)
!69 = !DILocation(line: 127, column: 33, scope: !67)
!70 = !DILocation(line: 368, column: 33, scope: !71, inlinedAt: !72)
!71 = distinct !DISubprogram(name: "__iAtomicExch", scope: !53, file: !53, line: 367, type: !13, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!72 = distinct !DILocation(line: 127, column: 10, scope: !67)
!73 = !DILocation(line: 368, column: 38, scope: !71, inlinedAt: !72)
!74 = !DILocation(line: 368, column: 10, scope: !71, inlinedAt: !72)
!75 = !DILocation(line: 127, column: 3, scope: !67)
