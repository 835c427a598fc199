; ModuleID = 'h-global-race-027.cu'
source_filename = "h-global-race-027.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ18h_compact_segmentsE7s_count = internal addrspace(3) global i32 undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_compact_segments(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %10, ptr %7, align 4, !dbg !19
  %11 = load i32, ptr %7, align 4, !dbg !20
  %12 = icmp eq i32 %11, 0, !dbg !21
  br i1 %12, label %13, label %14, !dbg !20

13:                                               ; preds = %3
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ18h_compact_segmentsE7s_count to ptr), align 4, !dbg !22
  br label %14, !dbg !23

14:                                               ; preds = %13, %3
  call void @llvm.nvvm.barrier0(), !dbg !24
  %15 = load ptr, ptr %4, align 8, !dbg !25
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %17 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !29
  %18 = mul i32 %16, %17, !dbg !32
  %19 = load i32, ptr %7, align 4, !dbg !33
  %20 = add i32 %18, %19, !dbg !34
  %21 = zext i32 %20 to i64, !dbg !25
  %22 = getelementptr inbounds float, ptr %15, i64 %21, !dbg !25
  %23 = load float, ptr %22, align 4, !dbg !25
  store float %23, ptr %8, align 4, !dbg !35
  %24 = load float, ptr %8, align 4, !dbg !36
  %25 = fcmp contract ogt float %24, 0.000000e+00, !dbg !37
  br i1 %25, label %26, label %37, !dbg !36

26:                                               ; preds = %14
  %27 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18h_compact_segmentsE7s_count to ptr), i32 noundef 1) #4, !dbg !38
  store i32 %27, ptr %9, align 4, !dbg !39
  %28 = load float, ptr %8, align 4, !dbg !40
  %29 = load ptr, ptr %5, align 8, !dbg !41
  %30 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !42
  %31 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !44
  %32 = mul i32 %30, %31, !dbg !46
  %33 = load i32, ptr %9, align 4, !dbg !47
  %34 = add i32 %32, %33, !dbg !48
  %35 = zext i32 %34 to i64, !dbg !41
  %36 = getelementptr inbounds float, ptr %29, i64 %35, !dbg !41
  store float %28, ptr %36, align 4, !dbg !49
  br label %37, !dbg !50

37:                                               ; preds = %26, %14
  call void @llvm.nvvm.barrier0(), !dbg !51
  %38 = load i32, ptr %7, align 4, !dbg !52
  %39 = icmp eq i32 %38, 0, !dbg !53
  br i1 %39, label %40, label %46, !dbg !52

40:                                               ; preds = %37
  %41 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18h_compact_segmentsE7s_count to ptr), align 4, !dbg !54
  %42 = load ptr, ptr %6, align 8, !dbg !55
  %43 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !56
  %44 = zext i32 %43 to i64, !dbg !55
  %45 = getelementptr inbounds i32, ptr %42, i64 %44, !dbg !55
  store i32 %41, ptr %45, align 4, !dbg !58
  br label %46, !dbg !55

46:                                               ; preds = %40, %37
  ret void, !dbg !59
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicAddPjj(ptr noundef %0, i32 noundef %1) #2 !dbg !60 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !62
  %8 = load i32, ptr %6, align 4, !dbg !63
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !64
  %10 = load i32, ptr %4, align 4, !dbg !68
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !69
  ret i32 %11, !dbg !70
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
!7 = !DIFile(filename: "h-global-race-027.cu", directory: ".")
!8 = !{ptr @h_compact_segments, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_compact_segments", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 20, scope: !12)
!19 = !DILocation(line: 14, column: 14, scope: !12)
!20 = !DILocation(line: 15, column: 9, scope: !12)
!21 = !DILocation(line: 15, column: 13, scope: !12)
!22 = !DILocation(line: 16, column: 17, scope: !12)
!23 = !DILocation(line: 16, column: 9, scope: !12)
!24 = !DILocation(line: 17, column: 5, scope: !12)
!25 = !DILocation(line: 18, column: 15, scope: !12)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 18, column: 18, scope: !12)
!29 = !DILocation(line: 79, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!31 = distinct !DILocation(line: 18, column: 31, scope: !12)
!32 = !DILocation(line: 18, column: 29, scope: !12)
!33 = !DILocation(line: 18, column: 44, scope: !12)
!34 = !DILocation(line: 18, column: 42, scope: !12)
!35 = !DILocation(line: 18, column: 11, scope: !12)
!36 = !DILocation(line: 19, column: 9, scope: !12)
!37 = !DILocation(line: 19, column: 11, scope: !12)
!38 = !DILocation(line: 20, column: 22, scope: !12)
!39 = !DILocation(line: 20, column: 18, scope: !12)
!40 = !DILocation(line: 21, column: 44, scope: !12)
!41 = !DILocation(line: 21, column: 9, scope: !12)
!42 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !43)
!43 = distinct !DILocation(line: 21, column: 13, scope: !12)
!44 = !DILocation(line: 79, column: 3, scope: !30, inlinedAt: !45)
!45 = distinct !DILocation(line: 21, column: 26, scope: !12)
!46 = !DILocation(line: 21, column: 24, scope: !12)
!47 = !DILocation(line: 21, column: 39, scope: !12)
!48 = !DILocation(line: 21, column: 37, scope: !12)
!49 = !DILocation(line: 21, column: 42, scope: !12)
!50 = !DILocation(line: 22, column: 5, scope: !12)
!51 = !DILocation(line: 23, column: 5, scope: !12)
!52 = !DILocation(line: 24, column: 9, scope: !12)
!53 = !DILocation(line: 24, column: 13, scope: !12)
!54 = !DILocation(line: 25, column: 30, scope: !12)
!55 = !DILocation(line: 25, column: 9, scope: !12)
!56 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !57)
!57 = distinct !DILocation(line: 25, column: 16, scope: !12)
!58 = !DILocation(line: 25, column: 28, scope: !12)
!59 = !DILocation(line: 26, column: 1, scope: !12)
!60 = distinct !DISubprogram(name: "atomicAdd", scope: !61, file: !61, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!61 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!62 = !DILocation(line: 112, column: 23, scope: !60)
!63 = !DILocation(line: 112, column: 32, scope: !60)
!64 = !DILocation(line: 533, column: 39, scope: !65, inlinedAt: !67)
!65 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !66, file: !66, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!66 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!67 = distinct !DILocation(line: 112, column: 10, scope: !60)
!68 = !DILocation(line: 533, column: 44, scope: !65, inlinedAt: !67)
!69 = !DILocation(line: 533, column: 10, scope: !65, inlinedAt: !67)
!70 = !DILocation(line: 112, column: 3, scope: !60)
