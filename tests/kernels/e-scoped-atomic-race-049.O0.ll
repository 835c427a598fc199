; ModuleID = 'e-scoped-atomic-race-049.cu'
source_filename = "e-scoped-atomic-race-049.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_block_queue_ok(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8, !dbg !15
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %12 = mul i32 %10, %11, !dbg !23
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !24
  %14 = add i32 %12, %13, !dbg !27
  %15 = zext i32 %14 to i64, !dbg !15
  %16 = getelementptr inbounds i32, ptr %9, i64 %15, !dbg !15
  %17 = load i32, ptr %16, align 4, !dbg !15
  store i32 %17, ptr %7, align 4, !dbg !28
  %18 = load i32, ptr %7, align 4, !dbg !29
  %19 = icmp sgt i32 %18, 0, !dbg !30
  br i1 %19, label %20, label %38, !dbg !29

20:                                               ; preds = %3
  %21 = load ptr, ptr %6, align 8, !dbg !31
  %22 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !32
  %23 = zext i32 %22 to i64, !dbg !31
  %24 = getelementptr inbounds i32, ptr %21, i64 %23, !dbg !31
  %25 = call noundef i32 @_ZL15atomicAdd_blockPjj(ptr noundef %24, i32 noundef 1) #4, !dbg !34
  store i32 %25, ptr %8, align 4, !dbg !35
  %26 = load i32, ptr %8, align 4, !dbg !36
  %27 = icmp ult i32 %26, 1024, !dbg !37
  br i1 %27, label %28, label %37, !dbg !36

28:                                               ; preds = %20
  %29 = load i32, ptr %7, align 4, !dbg !38
  %30 = load ptr, ptr %5, align 8, !dbg !39
  %31 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !40
  %32 = mul i32 %31, 1024, !dbg !42
  %33 = load i32, ptr %8, align 4, !dbg !43
  %34 = add i32 %32, %33, !dbg !44
  %35 = zext i32 %34 to i64, !dbg !39
  %36 = getelementptr inbounds i32, ptr %30, i64 %35, !dbg !39
  store i32 %29, ptr %36, align 4, !dbg !45
  br label %37, !dbg !39

37:                                               ; preds = %28, %20
  br label %38, !dbg !46

38:                                               ; preds = %37, %3
  ret void, !dbg !47
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL15atomicAdd_blockPjj(ptr noundef %0, i32 noundef %1) #1 !dbg !48 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !50
  %8 = load i32, ptr %6, align 4, !dbg !51
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !52
  %10 = load i32, ptr %4, align 4, !dbg !56
  %11 = call noundef i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %9, i32 %10), !dbg !57
  ret i32 %11, !dbg !58
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr nocapture, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind memory(argmem: readwrite) }
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
!7 = !DIFile(filename: "e-scoped-atomic-race-049.cu", directory: ".")
!8 = !{ptr @e_block_queue_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_block_queue_ok", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 10, column: 13, scope: !12)
!16 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 10, column: 19, scope: !12)
!20 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 10, column: 32, scope: !12)
!23 = !DILocation(line: 10, column: 30, scope: !12)
!24 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 10, column: 45, scope: !12)
!27 = !DILocation(line: 10, column: 43, scope: !12)
!28 = !DILocation(line: 10, column: 9, scope: !12)
!29 = !DILocation(line: 11, column: 9, scope: !12)
!30 = !DILocation(line: 11, column: 11, scope: !12)
!31 = !DILocation(line: 12, column: 41, scope: !12)
!32 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !33)
!33 = distinct !DILocation(line: 12, column: 46, scope: !12)
!34 = !DILocation(line: 12, column: 24, scope: !12)
!35 = !DILocation(line: 12, column: 18, scope: !12)
!36 = !DILocation(line: 13, column: 13, scope: !12)
!37 = !DILocation(line: 13, column: 17, scope: !12)
!38 = !DILocation(line: 14, column: 45, scope: !12)
!39 = !DILocation(line: 14, column: 13, scope: !12)
!40 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !41)
!41 = distinct !DILocation(line: 14, column: 19, scope: !12)
!42 = !DILocation(line: 14, column: 30, scope: !12)
!43 = !DILocation(line: 14, column: 38, scope: !12)
!44 = !DILocation(line: 14, column: 36, scope: !12)
!45 = !DILocation(line: 14, column: 43, scope: !12)
!46 = !DILocation(line: 15, column: 5, scope: !12)
!47 = !DILocation(line: 16, column: 1, scope: !12)
!48 = distinct !DISubprogram(name: "atomicAdd_block", scope: !49, file: !49, line: 310, type: !13, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!49 = !DIFile(filename: "/usr/local/cuda/include/sm_60_atomic_functions.hpp", directory: "")
!50 = !DILocation(line: 312, column: 29, scope: !48)
!51 = !DILocation(line: 312, column: 38, scope: !48)
!52 = !DILocation(line: 537, column: 43, scope: !53, inlinedAt: !55)
!53 = distinct !DISubprogram(name: "__uAtomicAdd_block", scope: !54, file: !54, line: 535, type: !13, scopeLine: 536, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!54 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!55 = distinct !DILocation(line: 312, column: 10, scope: !48)
!56 = !DILocation(line: 537, column: 48, scope: !53, inlinedAt: !55)
!57 = !DILocation(line: 537, column: 10, scope: !53, inlinedAt: !55)
!58 = !DILocation(line: 312, column: 3, scope: !48)
