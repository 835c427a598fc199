; ModuleID = 'e-global-race-041.cu'
source_filename = "e-global-race-041.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_block_message_ok(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %8, ptr %7, align 4, !dbg !19
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %10 = icmp eq i32 %9, 0, !dbg !23
  br i1 %10, label %11, label %25, !dbg !24

11:                                               ; preds = %3
  %12 = load i32, ptr %7, align 4, !dbg !25
  %13 = sitofp i32 %12 to float, !dbg !25
  %14 = fmul contract float %13, 5.000000e-01, !dbg !26
  %15 = load ptr, ptr %4, align 8, !dbg !27
  %16 = load i32, ptr %7, align 4, !dbg !28
  %17 = sext i32 %16 to i64, !dbg !27
  %18 = getelementptr inbounds float, ptr %15, i64 %17, !dbg !27
  store float %14, ptr %18, align 4, !dbg !29
  call void @llvm.nvvm.barrier0(), !dbg !30
  %19 = load i32, ptr %7, align 4, !dbg !31
  %20 = icmp eq i32 %19, 0, !dbg !32
  br i1 %20, label %21, label %24, !dbg !31

21:                                               ; preds = %11
  call void @llvm.nvvm.membar.gl(), !dbg !33
  %22 = load ptr, ptr %5, align 8, !dbg !37
  %23 = call noundef i32 @_ZL10atomicExchPii(ptr noundef %22, i32 noundef 1) #5, !dbg !38
  br label %24, !dbg !39

24:                                               ; preds = %21, %11
  br label %50, !dbg !40

25:                                               ; preds = %3
  %26 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !41
  %27 = icmp eq i32 %26, 1, !dbg !43
  br i1 %27, label %28, label %49, !dbg !44

28:                                               ; preds = %25
  %29 = load i32, ptr %7, align 4, !dbg !45
  %30 = icmp eq i32 %29, 0, !dbg !46
  br i1 %30, label %31, label %38, !dbg !45

31:                                               ; preds = %28
  br label %32, !dbg !47

32:                                               ; preds = %36, %31
  %33 = load ptr, ptr %5, align 8, !dbg !48
  %34 = call noundef i32 @_ZL9atomicAddPii(ptr noundef %33, i32 noundef 0) #5, !dbg !49
  %35 = icmp eq i32 %34, 0, !dbg !50
  br i1 %35, label %36, label %37, !dbg !47

36:                                               ; preds = %32
  br label %32, !dbg !47, !llvm.loop !51

37:                                               ; preds = %32
  call void @llvm.nvvm.membar.gl(), !dbg !54
  br label %38, !dbg !56

38:                                               ; preds = %37, %28
  call void @llvm.nvvm.barrier0(), !dbg !57
  %39 = load ptr, ptr %4, align 8, !dbg !58
  %40 = load i32, ptr %7, align 4, !dbg !59
  %41 = sext i32 %40 to i64, !dbg !58
  %42 = getelementptr inbounds float, ptr %39, i64 %41, !dbg !58
  %43 = load float, ptr %42, align 4, !dbg !58
  %44 = fmul contract float %43, 2.000000e+00, !dbg !60
  %45 = load ptr, ptr %6, align 8, !dbg !61
  %46 = load i32, ptr %7, align 4, !dbg !62
  %47 = sext i32 %46 to i64, !dbg !61
  %48 = getelementptr inbounds float, ptr %45, i64 %47, !dbg !61
  store float %44, ptr %48, align 4, !dbg !63
  br label %49, !dbg !64

49:                                               ; preds = %38, %25
  br label %50

50:                                               ; preds = %49, %24
  ret void, !dbg !65
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL10atomicExchPii(ptr noundef %0, i32 noundef %1) #2 !dbg !66 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !68
  %8 = load i32, ptr %6, align 4, !dbg !69
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !70
  %10 = load i32, ptr %4, align 4, !dbg !73
  %11 = atomicrmw xchg ptr %9, i32 %10 seq_cst, align 4, !dbg !74
  ret i32 %11, !dbg !75
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicAddPii(ptr noundef %0, i32 noundef %1) #2 !dbg !76 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !77
  %8 = load i32, ptr %6, align 4, !dbg !78
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !79
  %10 = load i32, ptr %4, align 4, !dbg !82
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !83
  ret i32 %11, !dbg !84
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nounwind }
attributes #5 = { convergent nounwind }

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
!7 = !DIFile(filename: "e-global-race-041.cu", directory: ".")
!8 = !{ptr @e_block_message_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_block_message_ok", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 12, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 13, column: 9, scope: !12)
!23 = !DILocation(line: 13, column: 20, scope: !12)
!24 = !DILocation(line: 13, column: 9, scope: !12)
!25 = !DILocation(line: 14, column: 19, scope: !12)
!26 = !DILocation(line: 14, column: 21, scope: !12)
!27 = !DILocation(line: 14, column: 9, scope: !12)
!28 = !DILocation(line: 14, column: 14, scope: !12)
!29 = !DILocation(line: 14, column: 17, scope: !12)
!30 = !DILocation(line: 15, column: 9, scope: !12)
!31 = !DILocation(line: 16, column: 13, scope: !12)
!32 = !DILocation(line: 16, column: 15, scope: !12)
!33 = !DILocation(line: 528, column: 39, scope: !34, inlinedAt: !36)
!34 = distinct !DISubprogram(name: "__threadfence", scope: !35, file: !35, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!35 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!36 = distinct !DILocation(line: 17, column: 13, scope: !12)
!37 = !DILocation(line: 18, column: 24, scope: !12)
!38 = !DILocation(line: 18, column: 13, scope: !12)
!39 = !DILocation(line: 19, column: 9, scope: !12)
!40 = !DILocation(line: 20, column: 5, scope: !12)
!41 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !42)
!42 = distinct !DILocation(line: 20, column: 16, scope: !12)
!43 = !DILocation(line: 20, column: 27, scope: !12)
!44 = !DILocation(line: 20, column: 16, scope: !12)
!45 = !DILocation(line: 21, column: 13, scope: !12)
!46 = !DILocation(line: 21, column: 15, scope: !12)
!47 = !DILocation(line: 22, column: 13, scope: !12)
!48 = !DILocation(line: 22, column: 30, scope: !12)
!49 = !DILocation(line: 22, column: 20, scope: !12)
!50 = !DILocation(line: 22, column: 39, scope: !12)
!51 = distinct !{!51, !47, !52, !53}
!52 = !DILocation(line: 22, column: 47, scope: !12)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 528, column: 39, scope: !34, inlinedAt: !55)
!55 = distinct !DILocation(line: 23, column: 13, scope: !12)
!56 = !DILocation(line: 24, column: 9, scope: !12)
!57 = !DILocation(line: 25, column: 9, scope: !12)
!58 = !DILocation(line: 26, column: 18, scope: !12)
!59 = !DILocation(line: 26, column: 23, scope: !12)
!60 = !DILocation(line: 26, column: 26, scope: !12)
!61 = !DILocation(line: 26, column: 9, scope: !12)
!62 = !DILocation(line: 26, column: 13, scope: !12)
!63 = !DILocation(line: 26, column: 16, scope: !12)
!64 = !DILocation(line: 27, column: 5, scope: !12)
!65 = !DILocation(line: 28, column: 1, scope: !12)
!66 = distinct !DISubprogram(name: "atomicExch", scope: !67, file: !67, line: 125, type: !13, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!67 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!68 = !DILocation(line: 127, column: 24, scope: !66)
!69 = !DILocation(line: 127, column: 33, scope: !66)
!70 = !DILocation(line: 368, column: 33, scope: !71, inlinedAt: !72)
!71 = distinct !DISubprogram(name: "__iAtomicExch", scope: !35, file: !35, line: 367, type: !13, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!72 = distinct !DILocation(line: 127, column: 10, scope: !66)
!73 = !DILocation(line: 368, column: 38, scope: !71, inlinedAt: !72)
!74 = !DILocation(line: 368, column: 10, scope: !71, inlinedAt: !72)
!75 = !DILocation(line: 127, column: 3, scope: !66)
!76 = distinct !DISubprogram(name: "atomicAdd", scope: !67, file: !67, line: 105, type: !13, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!77 = !DILocation(line: 107, column: 23, scope: !76)
!78 = !DILocation(line: 107, column: 32, scope: !76)
!79 = !DILocation(line: 341, column: 32, scope: !80, inlinedAt: !81)
!80 = distinct !DISubprogram(name: "__iAtomicAdd", scope: !35, file: !35, line: 340, type: !13, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!81 = distinct !DILocation(line: 107, column: 10, scope: !76)
!82 = !DILocation(line: 341, column: 37, scope: !80, inlinedAt: !81)
!83 = !DILocation(line: 341, column: 10, scope: !80, inlinedAt: !81)
!84 = !DILocation(line: 107, column: 3, scope: !76)
