; ModuleID = 'b-shared-race-050.cu'
source_filename = "b-shared-race-050.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ26b_histogram_init_nobarrierE1h = internal addrspace(3) global [64 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_histogram_init_nobarrier(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %7, ptr %5, align 4, !dbg !19
  %8 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %9 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %10 = mul i32 %8, %9, !dbg !26
  %11 = load i32, ptr %5, align 4, !dbg !27
  %12 = add i32 %10, %11, !dbg !28
  store i32 %12, ptr %6, align 4, !dbg !29
  %13 = load i32, ptr %5, align 4, !dbg !30
  %14 = icmp slt i32 %13, 64, !dbg !31
  br i1 %14, label %15, label %19, !dbg !30

15:                                               ; preds = %2
  %16 = load i32, ptr %5, align 4, !dbg !32
  %17 = sext i32 %16 to i64, !dbg !33
  %18 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26b_histogram_init_nobarrierE1h to ptr), i64 0, i64 %17, !dbg !33
  store i32 0, ptr %18, align 4, !dbg !34
  br label %19, !dbg !33

19:                                               ; preds = %15, %2
  %20 = load ptr, ptr %4, align 8, !dbg !35
  %21 = load i32, ptr %6, align 4, !dbg !36
  %22 = sext i32 %21 to i64, !dbg !35
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !35
  %24 = load i32, ptr %23, align 4, !dbg !35
  %25 = urem i32 %24, 64, !dbg !37
  %26 = zext i32 %25 to i64, !dbg !38
  %27 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26b_histogram_init_nobarrierE1h to ptr), i64 0, i64 %26, !dbg !38
  %28 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef %27, i32 noundef 1) #4, !dbg !39
  call void @llvm.nvvm.barrier0(), !dbg !40
  %29 = load i32, ptr %5, align 4, !dbg !41
  %30 = icmp slt i32 %29, 64, !dbg !42
  br i1 %30, label %31, label %43, !dbg !41

31:                                               ; preds = %19
  %32 = load i32, ptr %5, align 4, !dbg !43
  %33 = sext i32 %32 to i64, !dbg !44
  %34 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ26b_histogram_init_nobarrierE1h to ptr), i64 0, i64 %33, !dbg !44
  %35 = load i32, ptr %34, align 4, !dbg !44
  %36 = load ptr, ptr %3, align 8, !dbg !45
  %37 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !46
  %38 = mul i32 %37, 64, !dbg !48
  %39 = load i32, ptr %5, align 4, !dbg !49
  %40 = add i32 %38, %39, !dbg !50
  %41 = zext i32 %40 to i64, !dbg !45
  %42 = getelementptr inbounds i32, ptr %36, i64 %41, !dbg !45
  store i32 %35, ptr %42, align 4, !dbg !51
  br label %43, !dbg !45

43:                                               ; preds = %31, %19
  ret void, !dbg !52
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicAddPjj(ptr noundef %0, i32 noundef %1) #1 !dbg !53 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !55
  %8 = load i32, ptr %6, align 4, !dbg !56
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !57
  %10 = load i32, ptr %4, align 4, !dbg !61
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !62
  ret i32 %11, !dbg !63
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

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
!7 = !DIFile(filename: "b-shared-race-050.cu", directory: ".")
!8 = !{ptr @b_histogram_init_nobarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_histogram_init_nobarrier", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 13, scope: !12)
!19 = !DILocation(line: 11, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 12, column: 13, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 12, column: 26, scope: !12)
!26 = !DILocation(line: 12, column: 24, scope: !12)
!27 = !DILocation(line: 12, column: 39, scope: !12)
!28 = !DILocation(line: 12, column: 37, scope: !12)
!29 = !DILocation(line: 12, column: 9, scope: !12)
!30 = !DILocation(line: 13, column: 9, scope: !12)
!31 = !DILocation(line: 13, column: 11, scope: !12)
!32 = !DILocation(line: 13, column: 19, scope: !12)
!33 = !DILocation(line: 13, column: 17, scope: !12)
!34 = !DILocation(line: 13, column: 22, scope: !12)
!35 = !DILocation(line: 15, column: 18, scope: !12)
!36 = !DILocation(line: 15, column: 21, scope: !12)
!37 = !DILocation(line: 15, column: 24, scope: !12)
!38 = !DILocation(line: 15, column: 16, scope: !12)
!39 = !DILocation(line: 15, column: 5, scope: !12)
!40 = !DILocation(line: 16, column: 5, scope: !12)
!41 = !DILocation(line: 17, column: 9, scope: !12)
!42 = !DILocation(line: 17, column: 11, scope: !12)
!43 = !DILocation(line: 17, column: 46, scope: !12)
!44 = !DILocation(line: 17, column: 44, scope: !12)
!45 = !DILocation(line: 17, column: 17, scope: !12)
!46 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !47)
!47 = distinct !DILocation(line: 17, column: 21, scope: !12)
!48 = !DILocation(line: 17, column: 32, scope: !12)
!49 = !DILocation(line: 17, column: 39, scope: !12)
!50 = !DILocation(line: 17, column: 37, scope: !12)
!51 = !DILocation(line: 17, column: 42, scope: !12)
!52 = !DILocation(line: 18, column: 1, scope: !12)
!53 = distinct !DISubprogram(name: "atomicAdd", scope: !54, file: !54, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!54 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!55 = !DILocation(line: 112, column: 23, scope: !53)
!56 = !DILocation(line: 112, column: 32, scope: !53)
!57 = !DILocation(line: 533, column: 39, scope: !58, inlinedAt: !60)
!58 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !59, file: !59, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!59 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!60 = distinct !DILocation(line: 112, column: 10, scope: !53)
!61 = !DILocation(line: 533, column: 44, scope: !58, inlinedAt: !60)
!62 = !DILocation(line: 533, column: 10, scope: !58, inlinedAt: !60)
!63 = !DILocation(line: 112, column: 3, scope: !53)
