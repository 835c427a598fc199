; ModuleID = 'h-global-race-030.cu'
source_filename = "h-global-race-030.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_emit_edges_one_slot(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 !dbg !12 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %16 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %17 = mul i32 %15, %16, !dbg !22
  %18 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %19 = add i32 %17, %18, !dbg !26
  store i32 %19, ptr %11, align 4, !dbg !27
  %20 = load i32, ptr %11, align 4, !dbg !28
  %21 = load i32, ptr %10, align 4, !dbg !29
  %22 = icmp sge i32 %20, %21, !dbg !30
  br i1 %22, label %23, label %24, !dbg !28

23:                                               ; preds = %5
  br label %56, !dbg !31

24:                                               ; preds = %5
  %25 = load ptr, ptr %6, align 8, !dbg !32
  %26 = load i32, ptr %11, align 4, !dbg !33
  %27 = sext i32 %26 to i64, !dbg !32
  %28 = getelementptr inbounds i32, ptr %25, i64 %27, !dbg !32
  %29 = load i32, ptr %28, align 4, !dbg !32
  store i32 %29, ptr %12, align 4, !dbg !34
  %30 = load ptr, ptr %7, align 8, !dbg !35
  %31 = load i32, ptr %11, align 4, !dbg !36
  %32 = sext i32 %31 to i64, !dbg !35
  %33 = getelementptr inbounds i32, ptr %30, i64 %32, !dbg !35
  %34 = load i32, ptr %33, align 4, !dbg !35
  %35 = and i32 %34, 1, !dbg !37
  %36 = icmp ne i32 %35, 0, !dbg !38
  %37 = zext i1 %36 to i64, !dbg !38
  %38 = select i1 %36, i32 2, i32 1, !dbg !38
  store i32 %38, ptr %13, align 4, !dbg !39
  %39 = load ptr, ptr %9, align 8, !dbg !40
  %40 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef %39, i32 noundef 1) #3, !dbg !41
  store i32 %40, ptr %14, align 4, !dbg !42
  %41 = load i32, ptr %12, align 4, !dbg !43
  %42 = load ptr, ptr %8, align 8, !dbg !44
  %43 = load i32, ptr %14, align 4, !dbg !45
  %44 = zext i32 %43 to i64, !dbg !44
  %45 = getelementptr inbounds i32, ptr %42, i64 %44, !dbg !44
  store i32 %41, ptr %45, align 4, !dbg !46
  %46 = load i32, ptr %13, align 4, !dbg !47
  %47 = icmp eq i32 %46, 2, !dbg !48
  br i1 %47, label %48, label %56, !dbg !47

48:                                               ; preds = %24
  %49 = load i32, ptr %12, align 4, !dbg !49
  %50 = xor i32 %49, -1, !dbg !50
  %51 = load ptr, ptr %8, align 8, !dbg !51
  %52 = load i32, ptr %14, align 4, !dbg !52
  %53 = add i32 %52, 1, !dbg !53
  %54 = zext i32 %53 to i64, !dbg !51
  %55 = getelementptr inbounds i32, ptr %51, i64 %54, !dbg !51
  store i32 %50, ptr %55, align 4, !dbg !54
  br label %56, !dbg !51

56:                                               ; preds = %23, %48, %24
  ret void, !dbg !55
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicAddPjj(ptr noundef %0, i32 noundef %1) #1 !dbg !56 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !58
  %8 = load i32, ptr %6, align 4, !dbg !59
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !60
  %10 = load i32, ptr %4, align 4, !dbg !64
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !65
  ret i32 %11, !dbg !66
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
!7 = !DIFile(filename: "h-global-race-030.cu", directory: ".")
!8 = !{ptr @h_emit_edges_one_slot, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_emit_edges_one_slot", scope: !7, file: !7, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 9, column: 26, scope: !12)
!22 = !DILocation(line: 9, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 9, column: 39, scope: !12)
!26 = !DILocation(line: 9, column: 37, scope: !12)
!27 = !DILocation(line: 9, column: 9, scope: !12)
!28 = !DILocation(line: 10, column: 9, scope: !12)
!29 = !DILocation(line: 10, column: 14, scope: !12)
!30 = !DILocation(line: 10, column: 11, scope: !12)
!31 = !DILocation(line: 11, column: 9, scope: !12)
!32 = !DILocation(line: 12, column: 13, scope: !12)
!33 = !DILocation(line: 12, column: 18, scope: !12)
!34 = !DILocation(line: 12, column: 9, scope: !12)
!35 = !DILocation(line: 13, column: 19, scope: !12)
!36 = !DILocation(line: 13, column: 26, scope: !12)
!37 = !DILocation(line: 13, column: 29, scope: !12)
!38 = !DILocation(line: 13, column: 18, scope: !12)
!39 = !DILocation(line: 13, column: 14, scope: !12)
!40 = !DILocation(line: 14, column: 28, scope: !12)
!41 = !DILocation(line: 14, column: 18, scope: !12)
!42 = !DILocation(line: 14, column: 14, scope: !12)
!43 = !DILocation(line: 15, column: 14, scope: !12)
!44 = !DILocation(line: 15, column: 5, scope: !12)
!45 = !DILocation(line: 15, column: 9, scope: !12)
!46 = !DILocation(line: 15, column: 12, scope: !12)
!47 = !DILocation(line: 16, column: 9, scope: !12)
!48 = !DILocation(line: 16, column: 11, scope: !12)
!49 = !DILocation(line: 17, column: 23, scope: !12)
!50 = !DILocation(line: 17, column: 22, scope: !12)
!51 = !DILocation(line: 17, column: 9, scope: !12)
!52 = !DILocation(line: 17, column: 13, scope: !12)
!53 = !DILocation(line: 17, column: 15, scope: !12)
!54 = !DILocation(line: 17, column: 20, scope: !12)
!55 = !DILocation(line: 18, column: 1, scope: !12)
!56 = distinct !DISubprogram(name: "atomicAdd", scope: !57, file: !57, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!57 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!58 = !DILocation(line: 112, column: 23, scope: !56)
!59 = !DILocation(line: 112, column: 32, scope: !56)
!60 = !DILocation(line: 533, column: 39, scope: !61, inlinedAt: !63)
!61 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !62, file: !62, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!62 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!63 = distinct !DILocation(line: 112, column: 10, scope: !56)
!64 = !DILocation(line: 533, column: 44, scope: !61, inlinedAt: !63)
!65 = !DILocation(line: 533, column: 10, scope: !61, inlinedAt: !63)
!66 = !DILocation(line: 112, column: 3, scope: !56)
