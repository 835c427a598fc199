; ModuleID = 'b-shared-race-049.cu'
source_filename = "b-shared-race-049.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ28b_block_max_atomic_nobarrierE1m = internal addrspace(3) global i32 undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_block_max_atomic_nobarrier(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %8, ptr %5, align 4, !dbg !19
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %10 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %11 = mul i32 %9, %10, !dbg !26
  %12 = load i32, ptr %5, align 4, !dbg !27
  %13 = add i32 %11, %12, !dbg !28
  store i32 %13, ptr %6, align 4, !dbg !29
  %14 = load ptr, ptr %4, align 8, !dbg !30
  %15 = load i32, ptr %6, align 4, !dbg !31
  %16 = sext i32 %15 to i64, !dbg !30
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !30
  %18 = load i32, ptr %17, align 4, !dbg !30
  store i32 %18, ptr %7, align 4, !dbg !32
  %19 = load i32, ptr %5, align 4, !dbg !33
  %20 = icmp eq i32 %19, 0, !dbg !34
  br i1 %20, label %21, label %22, !dbg !33

21:                                               ; preds = %2
  store i32 -2147483648, ptr addrspacecast (ptr addrspace(3) @_ZZ28b_block_max_atomic_nobarrierE1m to ptr), align 4, !dbg !35
  br label %22, !dbg !36

22:                                               ; preds = %21, %2
  call void @llvm.nvvm.barrier0(), !dbg !37
  %23 = load i32, ptr %7, align 4, !dbg !38
  %24 = call noundef i32 @_ZL9atomicMaxPii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ28b_block_max_atomic_nobarrierE1m to ptr), i32 noundef %23) #4, !dbg !39
  %25 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ28b_block_max_atomic_nobarrierE1m to ptr), align 4, !dbg !40
  %26 = load i32, ptr %7, align 4, !dbg !41
  %27 = sub nsw i32 %25, %26, !dbg !42
  %28 = load ptr, ptr %3, align 8, !dbg !43
  %29 = load i32, ptr %6, align 4, !dbg !44
  %30 = sext i32 %29 to i64, !dbg !43
  %31 = getelementptr inbounds i32, ptr %28, i64 %30, !dbg !43
  store i32 %27, ptr %31, align 4, !dbg !45
  ret void, !dbg !46
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicMaxPii(ptr noundef %0, i32 noundef %1) #2 !dbg !47 {
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
  %11 = atomicrmw max ptr %9, i32 %10 seq_cst, align 4, !dbg !56
  ret i32 %11, !dbg !57
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

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
!7 = !DIFile(filename: "b-shared-race-049.cu", directory: ".")
!8 = !{ptr @b_block_max_atomic_nobarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_block_max_atomic_nobarrier", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 13, scope: !12)
!19 = !DILocation(line: 9, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 10, column: 13, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 10, column: 26, scope: !12)
!26 = !DILocation(line: 10, column: 24, scope: !12)
!27 = !DILocation(line: 10, column: 39, scope: !12)
!28 = !DILocation(line: 10, column: 37, scope: !12)
!29 = !DILocation(line: 10, column: 9, scope: !12)
!30 = !DILocation(line: 11, column: 13, scope: !12)
!31 = !DILocation(line: 11, column: 16, scope: !12)
!32 = !DILocation(line: 11, column: 9, scope: !12)
!33 = !DILocation(line: 12, column: 9, scope: !12)
!34 = !DILocation(line: 12, column: 11, scope: !12)
!35 = !DILocation(line: 12, column: 19, scope: !12)
!36 = !DILocation(line: 12, column: 17, scope: !12)
!37 = !DILocation(line: 13, column: 5, scope: !12)
!38 = !DILocation(line: 14, column: 19, scope: !12)
!39 = !DILocation(line: 14, column: 5, scope: !12)
!40 = !DILocation(line: 16, column: 14, scope: !12)
!41 = !DILocation(line: 16, column: 18, scope: !12)
!42 = !DILocation(line: 16, column: 16, scope: !12)
!43 = !DILocation(line: 16, column: 5, scope: !12)
!44 = !DILocation(line: 16, column: 9, scope: !12)
!45 = !DILocation(line: 16, column: 12, scope: !12)
!46 = !DILocation(line: 17, column: 1, scope: !12)
!47 = distinct !DISubprogram(name: "atomicMax", scope: !48, file: !48, line: 150, type: !13, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!48 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!49 = !DILocation(line: 152, column: 23, scope: !47)
!50 = !DILocation(line: 152, column: 32, scope: !47)
!51 = !DILocation(line: 377, column: 32, scope: !52, inlinedAt: !54)
!52 = distinct !DISubprogram(name: "__iAtomicMax", scope: !53, file: !53, line: 376, type: !13, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!53 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!54 = distinct !DILocation(line: 152, column: 10, scope: !47)
!55 = !DILocation(line: 377, column: 37, scope: !52, inlinedAt: !54)
!56 = !DILocation(line: 377, column: 10, scope: !52, inlinedAt: !54)
!57 = !DILocation(line: 152, column: 3, scope: !47)
