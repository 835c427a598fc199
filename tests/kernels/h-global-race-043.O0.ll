; ModuleID = 'h-global-race-043.cu'
source_filename = "h-global-race-043.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }

@_ZZ12h_tile_pairsE6s_tile = internal addrspace(3) global i32 undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_tile_pairs(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 8
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %13, ptr %9, align 4, !dbg !19
  store i32 0, ptr %10, align 4, !dbg !20
  br label %14, !dbg !21

14:                                               ; preds = %49, %4
  %15 = load i32, ptr %9, align 4, !dbg !22
  %16 = icmp eq i32 %15, 0, !dbg !23
  br i1 %16, label %17, label %24, !dbg !24

17:                                               ; preds = %14
  %18 = load i32, ptr %10, align 4, !dbg !25
  %19 = urem i32 %18, 2, !dbg !26
  %20 = icmp eq i32 %19, 0, !dbg !27
  br i1 %20, label %21, label %24, !dbg !22

21:                                               ; preds = %17
  %22 = load ptr, ptr %8, align 8, !dbg !28
  %23 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef %22, i32 noundef 1) #4, !dbg !29
  store i32 %23, ptr addrspacecast (ptr addrspace(3) @_ZZ12h_tile_pairsE6s_tile to ptr), align 4, !dbg !30
  br label %24, !dbg !31

24:                                               ; preds = %21, %17, %14
  call void @llvm.nvvm.barrier0(), !dbg !32
  %25 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12h_tile_pairsE6s_tile to ptr), align 4, !dbg !33
  store i32 %25, ptr %11, align 4, !dbg !34
  call void @llvm.nvvm.barrier0(), !dbg !35
  %26 = load i32, ptr %11, align 4, !dbg !36
  %27 = load i32, ptr %7, align 4, !dbg !37
  %28 = icmp uge i32 %26, %27, !dbg !38
  br i1 %28, label %29, label %30, !dbg !36

29:                                               ; preds = %24
  br label %52, !dbg !39

30:                                               ; preds = %24
  %31 = load i32, ptr %11, align 4, !dbg !40
  %32 = mul i32 %31, 256, !dbg !41
  %33 = load i32, ptr %10, align 4, !dbg !42
  %34 = urem i32 %33, 2, !dbg !43
  %35 = mul i32 %34, 128, !dbg !44
  %36 = add i32 %32, %35, !dbg !45
  %37 = load i32, ptr %9, align 4, !dbg !46
  %38 = add i32 %36, %37, !dbg !47
  store i32 %38, ptr %12, align 4, !dbg !48
  %39 = load ptr, ptr %5, align 8, !dbg !49
  %40 = load i32, ptr %12, align 4, !dbg !50
  %41 = zext i32 %40 to i64, !dbg !49
  %42 = getelementptr inbounds float, ptr %39, i64 %41, !dbg !49
  %43 = load float, ptr %42, align 4, !dbg !49
  %44 = fmul contract float %43, 5.000000e-01, !dbg !51
  %45 = load ptr, ptr %6, align 8, !dbg !52
  %46 = load i32, ptr %12, align 4, !dbg !53
  %47 = zext i32 %46 to i64, !dbg !52
  %48 = getelementptr inbounds float, ptr %45, i64 %47, !dbg !52
  store float %44, ptr %48, align 4, !dbg !54
  br label %49, !dbg !55

49:                                               ; preds = %30
  %50 = load i32, ptr %10, align 4, !dbg !56
  %51 = add i32 %50, 1, !dbg !56
  store i32 %51, ptr %10, align 4, !dbg !56
  br label %14, !dbg !57, !llvm.loop !58

52:                                               ; preds = %29
  ret void, !dbg !60
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicAddPjj(ptr noundef %0, i32 noundef %1) #1 !dbg !61 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !63
  %8 = load i32, ptr %6, align 4, !dbg !64
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !65
  %10 = load i32, ptr %4, align 4, !dbg !69
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !70
  ret i32 %11, !dbg !71
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

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
!7 = !DIFile(filename: "h-global-race-043.cu", directory: ".")
!8 = !{ptr @h_tile_pairs, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_tile_pairs", scope: !7, file: !7, line: 15, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 18, column: 20, scope: !12)
!19 = !DILocation(line: 18, column: 14, scope: !12)
!20 = !DILocation(line: 19, column: 19, scope: !12)
!21 = !DILocation(line: 19, column: 10, scope: !12)
!22 = !DILocation(line: 20, column: 13, scope: !12)
!23 = !DILocation(line: 20, column: 17, scope: !12)
!24 = !DILocation(line: 20, column: 22, scope: !12)
!25 = !DILocation(line: 20, column: 25, scope: !12)
!26 = !DILocation(line: 20, column: 30, scope: !12)
!27 = !DILocation(line: 20, column: 34, scope: !12)
!28 = !DILocation(line: 21, column: 32, scope: !12)
!29 = !DILocation(line: 21, column: 22, scope: !12)
!30 = !DILocation(line: 21, column: 20, scope: !12)
!31 = !DILocation(line: 21, column: 13, scope: !12)
!32 = !DILocation(line: 22, column: 9, scope: !12)
!33 = !DILocation(line: 23, column: 22, scope: !12)
!34 = !DILocation(line: 23, column: 18, scope: !12)
!35 = !DILocation(line: 24, column: 9, scope: !12)
!36 = !DILocation(line: 25, column: 13, scope: !12)
!37 = !DILocation(line: 25, column: 18, scope: !12)
!38 = !DILocation(line: 25, column: 15, scope: !12)
!39 = !DILocation(line: 26, column: 13, scope: !12)
!40 = !DILocation(line: 27, column: 22, scope: !12)
!41 = !DILocation(line: 27, column: 24, scope: !12)
!42 = !DILocation(line: 27, column: 34, scope: !12)
!43 = !DILocation(line: 27, column: 39, scope: !12)
!44 = !DILocation(line: 27, column: 44, scope: !12)
!45 = !DILocation(line: 27, column: 31, scope: !12)
!46 = !DILocation(line: 27, column: 59, scope: !12)
!47 = !DILocation(line: 27, column: 57, scope: !12)
!48 = !DILocation(line: 27, column: 18, scope: !12)
!49 = !DILocation(line: 28, column: 18, scope: !12)
!50 = !DILocation(line: 28, column: 21, scope: !12)
!51 = !DILocation(line: 28, column: 24, scope: !12)
!52 = !DILocation(line: 28, column: 9, scope: !12)
!53 = !DILocation(line: 28, column: 13, scope: !12)
!54 = !DILocation(line: 28, column: 16, scope: !12)
!55 = !DILocation(line: 29, column: 5, scope: !12)
!56 = !DILocation(line: 19, column: 34, scope: !12)
!57 = !DILocation(line: 19, column: 5, scope: !12)
!58 = distinct !{!58, !57, !55, !59}
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 30, column: 1, scope: !12)
!61 = distinct !DISubprogram(name: "atomicAdd", scope: !62, file: !62, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!62 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!63 = !DILocation(line: 112, column: 23, scope: !61)
!64 = !DILocation(line: 112, column: 32, scope: !61)
!65 = !DILocation(line: 533, column: 39, scope: !66, inlinedAt: !68)
!66 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !67, file: !67, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!67 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!68 = distinct !DILocation(line: 112, column: 10, scope: !61)
!69 = !DILocation(line: 533, column: 44, scope: !66, inlinedAt: !68)
!70 = !DILocation(line: 533, column: 10, scope: !66, inlinedAt: !68)
!71 = !DILocation(line: 112, column: 3, scope: !61)
