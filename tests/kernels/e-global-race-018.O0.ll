; ModuleID = 'e-global-race-018.cu'
source_filename = "e-global-race-018.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_spin_lock_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = icmp ne i32 %5, 0, !dbg !19
  br i1 %6, label %7, label %8, !dbg !20

7:                                                ; preds = %2
  br label %23, !dbg !21

8:                                                ; preds = %2
  br label %9, !dbg !22

9:                                                ; preds = %13, %8
  %10 = load ptr, ptr %3, align 8, !dbg !23
  %11 = call noundef i32 @_ZL9atomicCASPiii(ptr noundef %10, i32 noundef 0, i32 noundef 1) #4, !dbg !24
  %12 = icmp ne i32 %11, 0, !dbg !25
  br i1 %12, label %13, label %14, !dbg !22

13:                                               ; preds = %9
  br label %9, !dbg !22, !llvm.loop !26

14:                                               ; preds = %9
  call void @llvm.nvvm.membar.gl(), !dbg !29
  %15 = load ptr, ptr %4, align 8, !dbg !33
  %16 = getelementptr inbounds i32, ptr %15, i64 0, !dbg !33
  %17 = load i32, ptr %16, align 4, !dbg !33
  %18 = add nsw i32 %17, 1, !dbg !34
  %19 = load ptr, ptr %4, align 8, !dbg !35
  %20 = getelementptr inbounds i32, ptr %19, i64 0, !dbg !35
  store i32 %18, ptr %20, align 4, !dbg !36
  call void @llvm.nvvm.membar.gl(), !dbg !37
  %21 = load ptr, ptr %3, align 8, !dbg !39
  %22 = call noundef i32 @_ZL10atomicExchPii(ptr noundef %21, i32 noundef 0) #4, !dbg !40
  br label %23, !dbg !41

23:                                               ; preds = %14, %7
  ret void, !dbg !41
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicCASPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #1 !dbg !42 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  %10 = load ptr, ptr %7, align 8, !dbg !44
  %11 = load i32, ptr %8, align 4, !dbg !45
  %12 = load i32, ptr %9, align 4, !dbg !46
  store ptr %10, ptr %4, align 8
  store i32 %11, ptr %5, align 4
  store i32 %12, ptr %6, align 4
  %13 = load ptr, ptr %4, align 8, !dbg !47
  %14 = load i32, ptr %5, align 4, !dbg !50
  %15 = load i32, ptr %6, align 4, !dbg !51
  %16 = cmpxchg ptr %13, i32 %14, i32 %15 seq_cst seq_cst, align 4, !dbg !52
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !52
  ret i32 %17, !dbg !53
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL10atomicExchPii(ptr noundef %0, i32 noundef %1) #1 !dbg !54 {
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
  %10 = load i32, ptr %4, align 4, !dbg !60
  %11 = atomicrmw xchg ptr %9, i32 %10 seq_cst, align 4, !dbg !61
  ret i32 %11, !dbg !62
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }
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
!7 = !DIFile(filename: "e-global-race-018.cu", directory: ".")
!8 = !{ptr @e_spin_lock_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_spin_lock_ok", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 9, scope: !12)
!19 = !DILocation(line: 8, column: 21, scope: !12)
!20 = !DILocation(line: 8, column: 9, scope: !12)
!21 = !DILocation(line: 8, column: 27, scope: !12)
!22 = !DILocation(line: 9, column: 5, scope: !12)
!23 = !DILocation(line: 9, column: 22, scope: !12)
!24 = !DILocation(line: 9, column: 12, scope: !12)
!25 = !DILocation(line: 9, column: 34, scope: !12)
!26 = distinct !{!26, !22, !27, !28}
!27 = !DILocation(line: 9, column: 42, scope: !12)
!28 = !{!"llvm.loop.mustprogress"}
!29 = !DILocation(line: 528, column: 39, scope: !30, inlinedAt: !32)
!30 = distinct !DISubprogram(name: "__threadfence", scope: !31, file: !31, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!31 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!32 = distinct !DILocation(line: 10, column: 5, scope: !12)
!33 = !DILocation(line: 11, column: 18, scope: !12)
!34 = !DILocation(line: 11, column: 29, scope: !12)
!35 = !DILocation(line: 11, column: 5, scope: !12)
!36 = !DILocation(line: 11, column: 16, scope: !12)
!37 = !DILocation(line: 528, column: 39, scope: !30, inlinedAt: !38)
!38 = distinct !DILocation(line: 12, column: 5, scope: !12)
!39 = !DILocation(line: 13, column: 16, scope: !12)
!40 = !DILocation(line: 13, column: 5, scope: !12)
!41 = !DILocation(line: 14, column: 1, scope: !12)
!42 = distinct !DISubprogram(name: "atomicCAS", scope: !43, file: !43, line: 200, type: !13, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!43 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!44 = !DILocation(line: 202, column: 23, scope: !42)
!45 = !DILocation(line: 202, column: 32, scope: !42)
!46 = !DILocation(line: 202, column: 41, scope: !42)
!47 = !DILocation(line: 359, column: 32, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__iAtomicCAS", scope: !31, file: !31, line: 358, type: !13, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!49 = distinct !DILocation(line: 202, column: 10, scope: !42)
!50 = !DILocation(line: 359, column: 37, scope: !48, inlinedAt: !49)
!51 = !DILocation(line: 359, column: 44, scope: !48, inlinedAt: !49)
!52 = !DILocation(line: 359, column: 10, scope: !48, inlinedAt: !49)
!53 = !DILocation(line: 202, column: 3, scope: !42)
!54 = distinct !DISubprogram(name: "atomicExch", scope: !43, file: !43, line: 125, type: !13, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!55 = !DILocation(line: 127, column: 24, scope: !54)
!56 = !DILocation(line: 127, column: 33, scope: !54)
!57 = !DILocation(line: 368, column: 33, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "__iAtomicExch", scope: !31, file: !31, line: 367, type: !13, scopeLine: 367, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!59 = distinct !DILocation(line: 127, column: 10, scope: !54)
!60 = !DILocation(line: 368, column: 38, scope: !58, inlinedAt: !59)
!61 = !DILocation(line: 368, column: 10, scope: !58, inlinedAt: !59)
!62 = !DILocation(line: 127, column: 3, scope: !54)
