; ModuleID = 'h-shared-race-011.cu'
source_filename = "h-shared-race-011.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ21h_partition_two_listsE4n_lo = internal addrspace(3) global i32 undef, align 4
@_ZZ21h_partition_two_listsE4n_hi = internal addrspace(3) global i32 undef, align 4
@_ZZ21h_partition_two_listsE2lo = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ21h_partition_two_listsE2hi = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_partition_two_lists(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
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
  %11 = load i32, ptr %7, align 4, !dbg !20
  %12 = icmp eq i32 %11, 0, !dbg !21
  br i1 %12, label %13, label %14, !dbg !20

13:                                               ; preds = %3
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE4n_lo to ptr), align 4, !dbg !22
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE4n_hi to ptr), align 4, !dbg !23
  br label %14, !dbg !24

14:                                               ; preds = %13, %3
  call void @llvm.nvvm.barrier0(), !dbg !25
  %15 = load ptr, ptr %4, align 8, !dbg !26
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %17 = mul i32 %16, 256, !dbg !30
  %18 = load i32, ptr %7, align 4, !dbg !31
  %19 = add i32 %17, %18, !dbg !32
  %20 = zext i32 %19 to i64, !dbg !26
  %21 = getelementptr inbounds i32, ptr %15, i64 %20, !dbg !26
  %22 = load i32, ptr %21, align 4, !dbg !26
  store i32 %22, ptr %8, align 4, !dbg !33
  %23 = load i32, ptr %8, align 4, !dbg !34
  %24 = load i32, ptr %6, align 4, !dbg !35
  %25 = icmp ult i32 %23, %24, !dbg !36
  br i1 %25, label %26, label %31, !dbg !34

26:                                               ; preds = %14
  %27 = load i32, ptr %8, align 4, !dbg !37
  %28 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE4n_lo to ptr), i32 noundef 1) #4, !dbg !38
  %29 = zext i32 %28 to i64, !dbg !39
  %30 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE2lo to ptr), i64 0, i64 %29, !dbg !39
  store i32 %27, ptr %30, align 4, !dbg !40
  br label %36, !dbg !39

31:                                               ; preds = %14
  %32 = load i32, ptr %8, align 4, !dbg !41
  %33 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE4n_hi to ptr), i32 noundef 1) #4, !dbg !42
  %34 = zext i32 %33 to i64, !dbg !43
  %35 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE2hi to ptr), i64 0, i64 %34, !dbg !43
  store i32 %32, ptr %35, align 4, !dbg !44
  br label %36

36:                                               ; preds = %31, %26
  call void @llvm.nvvm.barrier0(), !dbg !45
  %37 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE4n_lo to ptr), align 4, !dbg !46
  store i32 %37, ptr %9, align 4, !dbg !47
  %38 = load i32, ptr %7, align 4, !dbg !48
  %39 = load i32, ptr %9, align 4, !dbg !49
  %40 = icmp ult i32 %38, %39, !dbg !50
  br i1 %40, label %41, label %46, !dbg !48

41:                                               ; preds = %36
  %42 = load i32, ptr %7, align 4, !dbg !51
  %43 = zext i32 %42 to i64, !dbg !52
  %44 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE2lo to ptr), i64 0, i64 %43, !dbg !52
  %45 = load i32, ptr %44, align 4, !dbg !52
  br label %53, !dbg !48

46:                                               ; preds = %36
  %47 = load i32, ptr %7, align 4, !dbg !53
  %48 = load i32, ptr %9, align 4, !dbg !54
  %49 = sub i32 %47, %48, !dbg !55
  %50 = zext i32 %49 to i64, !dbg !56
  %51 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21h_partition_two_listsE2hi to ptr), i64 0, i64 %50, !dbg !56
  %52 = load i32, ptr %51, align 4, !dbg !56
  br label %53, !dbg !48

53:                                               ; preds = %46, %41
  %54 = phi i32 [ %45, %41 ], [ %52, %46 ], !dbg !48
  %55 = load ptr, ptr %5, align 8, !dbg !57
  %56 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !58
  %57 = mul i32 %56, 256, !dbg !60
  %58 = load i32, ptr %7, align 4, !dbg !61
  %59 = add i32 %57, %58, !dbg !62
  %60 = zext i32 %59 to i64, !dbg !57
  %61 = getelementptr inbounds i32, ptr %55, i64 %60, !dbg !57
  store i32 %54, ptr %61, align 4, !dbg !63
  ret void, !dbg !64
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicAddPjj(ptr noundef %0, i32 noundef %1) #2 !dbg !65 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !67
  %8 = load i32, ptr %6, align 4, !dbg !68
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !69
  %10 = load i32, ptr %4, align 4, !dbg !73
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !74
  ret i32 %11, !dbg !75
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

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
!7 = !DIFile(filename: "h-shared-race-011.cu", directory: ".")
!8 = !{ptr @h_partition_two_lists, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_partition_two_lists", scope: !7, file: !7, line: 14, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 18, column: 18, scope: !12)
!19 = !DILocation(line: 18, column: 14, scope: !12)
!20 = !DILocation(line: 19, column: 9, scope: !12)
!21 = !DILocation(line: 19, column: 11, scope: !12)
!22 = !DILocation(line: 20, column: 14, scope: !12)
!23 = !DILocation(line: 21, column: 14, scope: !12)
!24 = !DILocation(line: 22, column: 5, scope: !12)
!25 = !DILocation(line: 23, column: 5, scope: !12)
!26 = !DILocation(line: 24, column: 20, scope: !12)
!27 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!29 = distinct !DILocation(line: 24, column: 23, scope: !12)
!30 = !DILocation(line: 24, column: 34, scope: !12)
!31 = !DILocation(line: 24, column: 44, scope: !12)
!32 = !DILocation(line: 24, column: 42, scope: !12)
!33 = !DILocation(line: 24, column: 14, scope: !12)
!34 = !DILocation(line: 25, column: 9, scope: !12)
!35 = !DILocation(line: 25, column: 15, scope: !12)
!36 = !DILocation(line: 25, column: 13, scope: !12)
!37 = !DILocation(line: 26, column: 36, scope: !12)
!38 = !DILocation(line: 26, column: 12, scope: !12)
!39 = !DILocation(line: 26, column: 9, scope: !12)
!40 = !DILocation(line: 26, column: 34, scope: !12)
!41 = !DILocation(line: 28, column: 36, scope: !12)
!42 = !DILocation(line: 28, column: 12, scope: !12)
!43 = !DILocation(line: 28, column: 9, scope: !12)
!44 = !DILocation(line: 28, column: 34, scope: !12)
!45 = !DILocation(line: 29, column: 5, scope: !12)
!46 = !DILocation(line: 30, column: 18, scope: !12)
!47 = !DILocation(line: 30, column: 14, scope: !12)
!48 = !DILocation(line: 31, column: 35, scope: !12)
!49 = !DILocation(line: 31, column: 39, scope: !12)
!50 = !DILocation(line: 31, column: 37, scope: !12)
!51 = !DILocation(line: 31, column: 46, scope: !12)
!52 = !DILocation(line: 31, column: 43, scope: !12)
!53 = !DILocation(line: 31, column: 54, scope: !12)
!54 = !DILocation(line: 31, column: 58, scope: !12)
!55 = !DILocation(line: 31, column: 56, scope: !12)
!56 = !DILocation(line: 31, column: 51, scope: !12)
!57 = !DILocation(line: 31, column: 5, scope: !12)
!58 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !59)
!59 = distinct !DILocation(line: 31, column: 9, scope: !12)
!60 = !DILocation(line: 31, column: 20, scope: !12)
!61 = !DILocation(line: 31, column: 30, scope: !12)
!62 = !DILocation(line: 31, column: 28, scope: !12)
!63 = !DILocation(line: 31, column: 33, scope: !12)
!64 = !DILocation(line: 32, column: 1, scope: !12)
!65 = distinct !DISubprogram(name: "atomicAdd", scope: !66, file: !66, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!66 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!67 = !DILocation(line: 112, column: 23, scope: !65)
!68 = !DILocation(line: 112, column: 32, scope: !65)
!69 = !DILocation(line: 533, column: 39, scope: !70, inlinedAt: !72)
!70 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !71, file: !71, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!71 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!72 = distinct !DILocation(line: 112, column: 10, scope: !65)
!73 = !DILocation(line: 533, column: 44, scope: !70, inlinedAt: !72)
!74 = !DILocation(line: 533, column: 10, scope: !70, inlinedAt: !72)
!75 = !DILocation(line: 112, column: 3, scope: !65)
