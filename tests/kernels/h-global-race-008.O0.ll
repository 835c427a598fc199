; ModuleID = 'h-global-race-008.cu'
source_filename = "h-global-race-008.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_hist_keys_atomic(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4) #0 !dbg !12 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %15 = mul i32 %13, %14, !dbg !22
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %17 = add i32 %15, %16, !dbg !26
  store i32 %17, ptr %11, align 4, !dbg !27
  br label %18, !dbg !28

18:                                               ; preds = %40, %5
  %19 = load i32, ptr %11, align 4, !dbg !29
  %20 = load i32, ptr %7, align 4, !dbg !30
  %21 = icmp slt i32 %19, %20, !dbg !31
  br i1 %21, label %22, label %46, !dbg !32

22:                                               ; preds = %18
  %23 = load ptr, ptr %6, align 8, !dbg !33
  %24 = load i32, ptr %11, align 4, !dbg !34
  %25 = sext i32 %24 to i64, !dbg !33
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !33
  %27 = load i32, ptr %26, align 4, !dbg !33
  %28 = load i32, ptr %8, align 4, !dbg !35
  %29 = lshr i32 %27, %28, !dbg !36
  store i32 %29, ptr %12, align 4, !dbg !37
  %30 = load i32, ptr %12, align 4, !dbg !38
  %31 = load i32, ptr %10, align 4, !dbg !39
  %32 = icmp ult i32 %30, %31, !dbg !40
  br i1 %32, label %33, label %39, !dbg !38

33:                                               ; preds = %22
  %34 = load ptr, ptr %9, align 8, !dbg !41
  %35 = load i32, ptr %12, align 4, !dbg !42
  %36 = zext i32 %35 to i64, !dbg !41
  %37 = getelementptr inbounds i32, ptr %34, i64 %36, !dbg !41
  %38 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef %37, i32 noundef 1) #3, !dbg !43
  br label %39, !dbg !43

39:                                               ; preds = %33, %22
  br label %40, !dbg !44

40:                                               ; preds = %39
  %41 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !45
  %42 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !48
  %43 = mul i32 %41, %42, !dbg !50
  %44 = load i32, ptr %11, align 4, !dbg !51
  %45 = add i32 %44, %43, !dbg !51
  store i32 %45, ptr %11, align 4, !dbg !51
  br label %18, !dbg !32, !llvm.loop !52

46:                                               ; preds = %18
  ret void, !dbg !54
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicAddPjj(ptr noundef %0, i32 noundef %1) #1 !dbg !55 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !57
  %8 = load i32, ptr %6, align 4, !dbg !58
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !59
  %10 = load i32, ptr %4, align 4, !dbg !63
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !64
  ret i32 %11, !dbg !65
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!7 = !DIFile(filename: "h-global-race-008.cu", directory: ".")
!8 = !{ptr @h_hist_keys_atomic, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_hist_keys_atomic", scope: !7, file: !7, line: 7, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 10, column: 31, scope: !12)
!22 = !DILocation(line: 10, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 10, column: 44, scope: !12)
!26 = !DILocation(line: 10, column: 42, scope: !12)
!27 = !DILocation(line: 10, column: 14, scope: !12)
!28 = !DILocation(line: 10, column: 10, scope: !12)
!29 = !DILocation(line: 10, column: 57, scope: !12)
!30 = !DILocation(line: 10, column: 61, scope: !12)
!31 = !DILocation(line: 10, column: 59, scope: !12)
!32 = !DILocation(line: 10, column: 5, scope: !12)
!33 = !DILocation(line: 11, column: 24, scope: !12)
!34 = !DILocation(line: 11, column: 29, scope: !12)
!35 = !DILocation(line: 11, column: 35, scope: !12)
!36 = !DILocation(line: 11, column: 32, scope: !12)
!37 = !DILocation(line: 11, column: 18, scope: !12)
!38 = !DILocation(line: 12, column: 13, scope: !12)
!39 = !DILocation(line: 12, column: 19, scope: !12)
!40 = !DILocation(line: 12, column: 17, scope: !12)
!41 = !DILocation(line: 13, column: 24, scope: !12)
!42 = !DILocation(line: 13, column: 29, scope: !12)
!43 = !DILocation(line: 13, column: 13, scope: !12)
!44 = !DILocation(line: 14, column: 5, scope: !12)
!45 = !DILocation(line: 92, column: 3, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!47 = distinct !DILocation(line: 10, column: 69, scope: !12)
!48 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !49)
!49 = distinct !DILocation(line: 10, column: 81, scope: !12)
!50 = !DILocation(line: 10, column: 79, scope: !12)
!51 = !DILocation(line: 10, column: 66, scope: !12)
!52 = distinct !{!52, !32, !44, !53}
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 15, column: 1, scope: !12)
!55 = distinct !DISubprogram(name: "atomicAdd", scope: !56, file: !56, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!56 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!57 = !DILocation(line: 112, column: 23, scope: !55)
!58 = !DILocation(line: 112, column: 32, scope: !55)
!59 = !DILocation(line: 533, column: 39, scope: !60, inlinedAt: !62)
!60 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !61, file: !61, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!61 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!62 = distinct !DILocation(line: 112, column: 10, scope: !55)
!63 = !DILocation(line: 533, column: 44, scope: !60, inlinedAt: !62)
!64 = !DILocation(line: 533, column: 10, scope: !60, inlinedAt: !62)
!65 = !DILocation(line: 112, column: 3, scope: !55)
