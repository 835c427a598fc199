; ModuleID = 'a-shared-race-059.cu'
source_filename = "a-shared-race-059.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ27a_compaction_atomic_slot_okE5count = internal addrspace(3) global i32 undef, align 4
@_ZZ27a_compaction_atomic_slot_okE4list = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_compaction_atomic_slot_ok(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %11, ptr %7, align 4, !dbg !19
  %12 = load i32, ptr %7, align 4, !dbg !20
  %13 = icmp eq i32 %12, 0, !dbg !21
  br i1 %13, label %14, label %15, !dbg !20

14:                                               ; preds = %3
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ27a_compaction_atomic_slot_okE5count to ptr), align 4, !dbg !22
  br label %15, !dbg !23

15:                                               ; preds = %14, %3
  call void @llvm.nvvm.barrier0(), !dbg !24
  %16 = load ptr, ptr %4, align 8, !dbg !25
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !29
  %19 = mul i32 %17, %18, !dbg !32
  %20 = load i32, ptr %7, align 4, !dbg !33
  %21 = add i32 %19, %20, !dbg !34
  %22 = zext i32 %21 to i64, !dbg !25
  %23 = getelementptr inbounds float, ptr %16, i64 %22, !dbg !25
  %24 = load float, ptr %23, align 4, !dbg !25
  store float %24, ptr %8, align 4, !dbg !35
  %25 = load float, ptr %8, align 4, !dbg !36
  %26 = fcmp contract ogt float %25, 0.000000e+00, !dbg !37
  br i1 %26, label %27, label %33, !dbg !36

27:                                               ; preds = %15
  %28 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ27a_compaction_atomic_slot_okE5count to ptr), i32 noundef 1) #4, !dbg !38
  store i32 %28, ptr %9, align 4, !dbg !39
  %29 = load float, ptr %8, align 4, !dbg !40
  %30 = load i32, ptr %9, align 4, !dbg !41
  %31 = zext i32 %30 to i64, !dbg !42
  %32 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_compaction_atomic_slot_okE4list to ptr), i64 0, i64 %31, !dbg !42
  store float %29, ptr %32, align 4, !dbg !43
  br label %33, !dbg !44

33:                                               ; preds = %27, %15
  call void @llvm.nvvm.barrier0(), !dbg !45
  %34 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27a_compaction_atomic_slot_okE5count to ptr), align 4, !dbg !46
  store i32 %34, ptr %10, align 4, !dbg !47
  %35 = load i32, ptr %7, align 4, !dbg !48
  %36 = load i32, ptr %10, align 4, !dbg !49
  %37 = icmp ult i32 %35, %36, !dbg !50
  br i1 %37, label %38, label %51, !dbg !48

38:                                               ; preds = %33
  %39 = load i32, ptr %7, align 4, !dbg !51
  %40 = zext i32 %39 to i64, !dbg !52
  %41 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_compaction_atomic_slot_okE4list to ptr), i64 0, i64 %40, !dbg !52
  %42 = load float, ptr %41, align 4, !dbg !52
  %43 = load ptr, ptr %5, align 8, !dbg !53
  %44 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !54
  %45 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !56
  %46 = mul i32 %44, %45, !dbg !58
  %47 = load i32, ptr %7, align 4, !dbg !59
  %48 = add i32 %46, %47, !dbg !60
  %49 = zext i32 %48 to i64, !dbg !53
  %50 = getelementptr inbounds float, ptr %43, i64 %49, !dbg !53
  store float %42, ptr %50, align 4, !dbg !61
  br label %51, !dbg !53

51:                                               ; preds = %38, %33
  %52 = load i32, ptr %7, align 4, !dbg !62
  %53 = icmp eq i32 %52, 0, !dbg !63
  br i1 %53, label %54, label %60, !dbg !62

54:                                               ; preds = %51
  %55 = load i32, ptr %10, align 4, !dbg !64
  %56 = load ptr, ptr %6, align 8, !dbg !65
  %57 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !66
  %58 = zext i32 %57 to i64, !dbg !65
  %59 = getelementptr inbounds i32, ptr %56, i64 %58, !dbg !65
  store i32 %55, ptr %59, align 4, !dbg !68
  br label %60, !dbg !65

60:                                               ; preds = %54, %51
  ret void, !dbg !69
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicAddPjj(ptr noundef %0, i32 noundef %1) #2 !dbg !70 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !72
  %8 = load i32, ptr %6, align 4, !dbg !73
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !74
  %10 = load i32, ptr %4, align 4, !dbg !78
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !79
  ret i32 %11, !dbg !80
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
!7 = !DIFile(filename: "a-shared-race-059.cu", directory: ".")
!8 = !{ptr @a_compaction_atomic_slot_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_compaction_atomic_slot_ok", scope: !7, file: !7, line: 14, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 18, column: 20, scope: !12)
!19 = !DILocation(line: 18, column: 14, scope: !12)
!20 = !DILocation(line: 19, column: 9, scope: !12)
!21 = !DILocation(line: 19, column: 13, scope: !12)
!22 = !DILocation(line: 20, column: 15, scope: !12)
!23 = !DILocation(line: 20, column: 9, scope: !12)
!24 = !DILocation(line: 21, column: 5, scope: !12)
!25 = !DILocation(line: 22, column: 15, scope: !12)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 22, column: 18, scope: !12)
!29 = !DILocation(line: 79, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!31 = distinct !DILocation(line: 22, column: 31, scope: !12)
!32 = !DILocation(line: 22, column: 29, scope: !12)
!33 = !DILocation(line: 22, column: 44, scope: !12)
!34 = !DILocation(line: 22, column: 42, scope: !12)
!35 = !DILocation(line: 22, column: 11, scope: !12)
!36 = !DILocation(line: 23, column: 9, scope: !12)
!37 = !DILocation(line: 23, column: 11, scope: !12)
!38 = !DILocation(line: 24, column: 24, scope: !12)
!39 = !DILocation(line: 24, column: 18, scope: !12)
!40 = !DILocation(line: 25, column: 21, scope: !12)
!41 = !DILocation(line: 25, column: 14, scope: !12)
!42 = !DILocation(line: 25, column: 9, scope: !12)
!43 = !DILocation(line: 25, column: 19, scope: !12)
!44 = !DILocation(line: 26, column: 5, scope: !12)
!45 = !DILocation(line: 27, column: 5, scope: !12)
!46 = !DILocation(line: 28, column: 18, scope: !12)
!47 = !DILocation(line: 28, column: 14, scope: !12)
!48 = !DILocation(line: 29, column: 9, scope: !12)
!49 = !DILocation(line: 29, column: 15, scope: !12)
!50 = !DILocation(line: 29, column: 13, scope: !12)
!51 = !DILocation(line: 30, column: 51, scope: !12)
!52 = !DILocation(line: 30, column: 46, scope: !12)
!53 = !DILocation(line: 30, column: 9, scope: !12)
!54 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !55)
!55 = distinct !DILocation(line: 30, column: 13, scope: !12)
!56 = !DILocation(line: 79, column: 3, scope: !30, inlinedAt: !57)
!57 = distinct !DILocation(line: 30, column: 26, scope: !12)
!58 = !DILocation(line: 30, column: 24, scope: !12)
!59 = !DILocation(line: 30, column: 39, scope: !12)
!60 = !DILocation(line: 30, column: 37, scope: !12)
!61 = !DILocation(line: 30, column: 44, scope: !12)
!62 = !DILocation(line: 31, column: 9, scope: !12)
!63 = !DILocation(line: 31, column: 13, scope: !12)
!64 = !DILocation(line: 32, column: 30, scope: !12)
!65 = !DILocation(line: 32, column: 9, scope: !12)
!66 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !67)
!67 = distinct !DILocation(line: 32, column: 16, scope: !12)
!68 = !DILocation(line: 32, column: 28, scope: !12)
!69 = !DILocation(line: 33, column: 1, scope: !12)
!70 = distinct !DISubprogram(name: "atomicAdd", scope: !71, file: !71, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!71 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!72 = !DILocation(line: 112, column: 23, scope: !70)
!73 = !DILocation(line: 112, column: 32, scope: !70)
!74 = !DILocation(line: 533, column: 39, scope: !75, inlinedAt: !77)
!75 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !76, file: !76, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!76 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!77 = distinct !DILocation(line: 112, column: 10, scope: !70)
!78 = !DILocation(line: 533, column: 44, scope: !75, inlinedAt: !77)
!79 = !DILocation(line: 533, column: 10, scope: !75, inlinedAt: !77)
!80 = !DILocation(line: 112, column: 3, scope: !70)
