; ModuleID = 'b-shared-race-042.cu'
source_filename = "b-shared-race-042.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@_ZZ18b_histogram_atomicE1h = internal addrspace(3) global [64 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_histogram_atomic(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %7, align 4, !dbg !19
  %10 = load i32, ptr %7, align 4, !dbg !20
  %11 = icmp slt i32 %10, 64, !dbg !21
  br i1 %11, label %12, label %16, !dbg !20

12:                                               ; preds = %3
  %13 = load i32, ptr %7, align 4, !dbg !22
  %14 = sext i32 %13 to i64, !dbg !23
  %15 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18b_histogram_atomicE1h to ptr), i64 0, i64 %14, !dbg !23
  store i32 0, ptr %15, align 4, !dbg !24
  br label %16, !dbg !23

16:                                               ; preds = %12, %3
  call void @llvm.nvvm.barrier0(), !dbg !25
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !29
  %19 = mul i32 %17, %18, !dbg !32
  %20 = load i32, ptr %7, align 4, !dbg !33
  %21 = add i32 %19, %20, !dbg !34
  store i32 %21, ptr %8, align 4, !dbg !35
  br label %22, !dbg !36

22:                                               ; preds = %36, %16
  %23 = load i32, ptr %8, align 4, !dbg !37
  %24 = load i32, ptr %6, align 4, !dbg !38
  %25 = icmp slt i32 %23, %24, !dbg !39
  br i1 %25, label %26, label %42, !dbg !40

26:                                               ; preds = %22
  %27 = load ptr, ptr %5, align 8, !dbg !41
  %28 = load i32, ptr %8, align 4, !dbg !42
  %29 = sext i32 %28 to i64, !dbg !41
  %30 = getelementptr inbounds i32, ptr %27, i64 %29, !dbg !41
  %31 = load i32, ptr %30, align 4, !dbg !41
  %32 = urem i32 %31, 64, !dbg !43
  %33 = zext i32 %32 to i64, !dbg !44
  %34 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18b_histogram_atomicE1h to ptr), i64 0, i64 %33, !dbg !44
  %35 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef %34, i32 noundef 1) #4, !dbg !45
  br label %36, !dbg !45

36:                                               ; preds = %26
  %37 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !46
  %38 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !49
  %39 = mul i32 %37, %38, !dbg !51
  %40 = load i32, ptr %8, align 4, !dbg !52
  %41 = add i32 %40, %39, !dbg !52
  store i32 %41, ptr %8, align 4, !dbg !52
  br label %22, !dbg !40, !llvm.loop !53

42:                                               ; preds = %22
  call void @llvm.nvvm.barrier0(), !dbg !56
  %43 = load i32, ptr %7, align 4, !dbg !57
  %44 = icmp slt i32 %43, 64, !dbg !58
  br i1 %44, label %45, label %57, !dbg !57

45:                                               ; preds = %42
  %46 = load i32, ptr %7, align 4, !dbg !59
  %47 = sext i32 %46 to i64, !dbg !60
  %48 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18b_histogram_atomicE1h to ptr), i64 0, i64 %47, !dbg !60
  %49 = load i32, ptr %48, align 4, !dbg !60
  %50 = load ptr, ptr %4, align 8, !dbg !61
  %51 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !62
  %52 = mul i32 %51, 64, !dbg !64
  %53 = load i32, ptr %7, align 4, !dbg !65
  %54 = add i32 %52, %53, !dbg !66
  %55 = zext i32 %54 to i64, !dbg !61
  %56 = getelementptr inbounds i32, ptr %50, i64 %55, !dbg !61
  store i32 %49, ptr %56, align 4, !dbg !67
  br label %57, !dbg !61

57:                                               ; preds = %45, %42
  ret void, !dbg !68
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicAddPjj(ptr noundef %0, i32 noundef %1) #2 !dbg !69 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !71
  %8 = load i32, ptr %6, align 4, !dbg !72
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !73
  %10 = load i32, ptr %4, align 4, !dbg !77
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !78
  ret i32 %11, !dbg !79
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
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
!7 = !DIFile(filename: "b-shared-race-042.cu", directory: ".")
!8 = !{ptr @b_histogram_atomic, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_histogram_atomic", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 12, column: 9, scope: !12)
!20 = !DILocation(line: 13, column: 9, scope: !12)
!21 = !DILocation(line: 13, column: 11, scope: !12)
!22 = !DILocation(line: 13, column: 19, scope: !12)
!23 = !DILocation(line: 13, column: 17, scope: !12)
!24 = !DILocation(line: 13, column: 22, scope: !12)
!25 = !DILocation(line: 14, column: 5, scope: !12)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 15, column: 18, scope: !12)
!29 = !DILocation(line: 79, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!31 = distinct !DILocation(line: 15, column: 31, scope: !12)
!32 = !DILocation(line: 15, column: 29, scope: !12)
!33 = !DILocation(line: 15, column: 44, scope: !12)
!34 = !DILocation(line: 15, column: 42, scope: !12)
!35 = !DILocation(line: 15, column: 14, scope: !12)
!36 = !DILocation(line: 15, column: 10, scope: !12)
!37 = !DILocation(line: 15, column: 47, scope: !12)
!38 = !DILocation(line: 15, column: 51, scope: !12)
!39 = !DILocation(line: 15, column: 49, scope: !12)
!40 = !DILocation(line: 15, column: 5, scope: !12)
!41 = !DILocation(line: 16, column: 22, scope: !12)
!42 = !DILocation(line: 16, column: 25, scope: !12)
!43 = !DILocation(line: 16, column: 28, scope: !12)
!44 = !DILocation(line: 16, column: 20, scope: !12)
!45 = !DILocation(line: 16, column: 9, scope: !12)
!46 = !DILocation(line: 92, column: 3, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!48 = distinct !DILocation(line: 15, column: 59, scope: !12)
!49 = !DILocation(line: 79, column: 3, scope: !30, inlinedAt: !50)
!50 = distinct !DILocation(line: 15, column: 71, scope: !12)
!51 = !DILocation(line: 15, column: 69, scope: !12)
!52 = !DILocation(line: 15, column: 56, scope: !12)
!53 = distinct !{!53, !40, !54, !55}
!54 = !DILocation(line: 16, column: 37, scope: !12)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 17, column: 5, scope: !12)
!57 = !DILocation(line: 18, column: 9, scope: !12)
!58 = !DILocation(line: 18, column: 11, scope: !12)
!59 = !DILocation(line: 18, column: 46, scope: !12)
!60 = !DILocation(line: 18, column: 44, scope: !12)
!61 = !DILocation(line: 18, column: 17, scope: !12)
!62 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !63)
!63 = distinct !DILocation(line: 18, column: 21, scope: !12)
!64 = !DILocation(line: 18, column: 32, scope: !12)
!65 = !DILocation(line: 18, column: 39, scope: !12)
!66 = !DILocation(line: 18, column: 37, scope: !12)
!67 = !DILocation(line: 18, column: 42, scope: !12)
!68 = !DILocation(line: 19, column: 1, scope: !12)
!69 = distinct !DISubprogram(name: "atomicAdd", scope: !70, file: !70, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!70 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!71 = !DILocation(line: 112, column: 23, scope: !69)
!72 = !DILocation(line: 112, column: 32, scope: !69)
!73 = !DILocation(line: 533, column: 39, scope: !74, inlinedAt: !76)
!74 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !75, file: !75, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!75 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!76 = distinct !DILocation(line: 112, column: 10, scope: !69)
!77 = !DILocation(line: 533, column: 44, scope: !74, inlinedAt: !76)
!78 = !DILocation(line: 533, column: 10, scope: !74, inlinedAt: !76)
!79 = !DILocation(line: 112, column: 3, scope: !69)
