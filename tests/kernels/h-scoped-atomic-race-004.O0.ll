; ModuleID = 'h-scoped-atomic-race-004.cu'
source_filename = "h-scoped-atomic-race-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }

@_ZZ16h_tile_schedulerE6s_tile = internal addrspace(3) global i32 undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_tile_scheduler(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 8
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %13, ptr %9, align 4, !dbg !19
  br label %14, !dbg !20

14:                                               ; preds = %4, %43
  %15 = load i32, ptr %9, align 4, !dbg !21
  %16 = icmp eq i32 %15, 0, !dbg !22
  br i1 %16, label %17, label %20, !dbg !21

17:                                               ; preds = %14
  %18 = load ptr, ptr %8, align 8, !dbg !23
  %19 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef %18, i32 noundef 1) #4, !dbg !24
  store i32 %19, ptr addrspacecast (ptr addrspace(3) @_ZZ16h_tile_schedulerE6s_tile to ptr), align 4, !dbg !25
  br label %20, !dbg !26

20:                                               ; preds = %17, %14
  call void @llvm.nvvm.barrier0(), !dbg !27
  %21 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16h_tile_schedulerE6s_tile to ptr), align 4, !dbg !28
  store i32 %21, ptr %10, align 4, !dbg !29
  call void @llvm.nvvm.barrier0(), !dbg !30
  %22 = load i32, ptr %10, align 4, !dbg !31
  %23 = load i32, ptr %7, align 4, !dbg !32
  %24 = icmp uge i32 %22, %23, !dbg !33
  br i1 %24, label %25, label %26, !dbg !31

25:                                               ; preds = %20
  br label %49, !dbg !34

26:                                               ; preds = %20
  %27 = load i32, ptr %10, align 4, !dbg !35
  %28 = mul i32 %27, 256, !dbg !36
  %29 = load i32, ptr %9, align 4, !dbg !37
  %30 = add i32 %28, %29, !dbg !38
  store i32 %30, ptr %11, align 4, !dbg !39
  %31 = load ptr, ptr %5, align 8, !dbg !40
  %32 = load i32, ptr %11, align 4, !dbg !41
  %33 = zext i32 %32 to i64, !dbg !40
  %34 = getelementptr inbounds float, ptr %31, i64 %33, !dbg !40
  %35 = load float, ptr %34, align 4, !dbg !40
  store float %35, ptr %12, align 4, !dbg !42
  %36 = load float, ptr %12, align 4, !dbg !43
  %37 = fcmp contract ogt float %36, 0.000000e+00, !dbg !44
  br i1 %37, label %38, label %40, !dbg !43

38:                                               ; preds = %26
  %39 = load float, ptr %12, align 4, !dbg !45
  br label %43, !dbg !43

40:                                               ; preds = %26
  %41 = load float, ptr %12, align 4, !dbg !46
  %42 = fmul contract float 0x3F847AE140000000, %41, !dbg !47
  br label %43, !dbg !43

43:                                               ; preds = %40, %38
  %44 = phi contract float [ %39, %38 ], [ %42, %40 ], !dbg !43
  %45 = load ptr, ptr %6, align 8, !dbg !48
  %46 = load i32, ptr %11, align 4, !dbg !49
  %47 = zext i32 %46 to i64, !dbg !48
  %48 = getelementptr inbounds float, ptr %45, i64 %47, !dbg !48
  store float %44, ptr %48, align 4, !dbg !50
  br label %14, !dbg !20, !llvm.loop !51

49:                                               ; preds = %25
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
!7 = !DIFile(filename: "h-scoped-atomic-race-004.cu", directory: ".")
!8 = !{ptr @h_tile_scheduler, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_tile_scheduler", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 20, scope: !12)
!19 = !DILocation(line: 16, column: 14, scope: !12)
!20 = !DILocation(line: 17, column: 5, scope: !12)
!21 = !DILocation(line: 18, column: 13, scope: !12)
!22 = !DILocation(line: 18, column: 17, scope: !12)
!23 = !DILocation(line: 19, column: 32, scope: !12)
!24 = !DILocation(line: 19, column: 22, scope: !12)
!25 = !DILocation(line: 19, column: 20, scope: !12)
!26 = !DILocation(line: 19, column: 13, scope: !12)
!27 = !DILocation(line: 20, column: 9, scope: !12)
!28 = !DILocation(line: 21, column: 22, scope: !12)
!29 = !DILocation(line: 21, column: 18, scope: !12)
!30 = !DILocation(line: 22, column: 9, scope: !12)
!31 = !DILocation(line: 23, column: 13, scope: !12)
!32 = !DILocation(line: 23, column: 18, scope: !12)
!33 = !DILocation(line: 23, column: 15, scope: !12)
!34 = !DILocation(line: 24, column: 13, scope: !12)
!35 = !DILocation(line: 25, column: 22, scope: !12)
!36 = !DILocation(line: 25, column: 24, scope: !12)
!37 = !DILocation(line: 25, column: 33, scope: !12)
!38 = !DILocation(line: 25, column: 31, scope: !12)
!39 = !DILocation(line: 25, column: 18, scope: !12)
!40 = !DILocation(line: 26, column: 19, scope: !12)
!41 = !DILocation(line: 26, column: 22, scope: !12)
!42 = !DILocation(line: 26, column: 15, scope: !12)
!43 = !DILocation(line: 27, column: 18, scope: !12)
!44 = !DILocation(line: 27, column: 20, scope: !12)
!45 = !DILocation(line: 27, column: 29, scope: !12)
!46 = !DILocation(line: 27, column: 41, scope: !12)
!47 = !DILocation(line: 27, column: 39, scope: !12)
!48 = !DILocation(line: 27, column: 9, scope: !12)
!49 = !DILocation(line: 27, column: 13, scope: !12)
!50 = !DILocation(line: 27, column: 16, scope: !12)
!51 = distinct !{!51, !20, !52, !53}
!52 = !DILocation(line: 28, column: 5, scope: !12)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 29, column: 1, scope: !12)
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
