; ModuleID = 'e-scoped-atomic-race-053.cu'
source_filename = "e-scoped-atomic-race-053.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_global_lock_cta_race(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %11 = icmp ne i32 %10, 0, !dbg !19
  br i1 %11, label %12, label %13, !dbg !20

12:                                               ; preds = %4
  br label %37, !dbg !21

13:                                               ; preds = %4
  %14 = load ptr, ptr %5, align 8, !dbg !22
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %16 = zext i32 %15 to i64, !dbg !22
  %17 = getelementptr inbounds float, ptr %14, i64 %16, !dbg !22
  %18 = load float, ptr %17, align 4, !dbg !22
  store float %18, ptr %9, align 4, !dbg !26
  br label %19, !dbg !27

19:                                               ; preds = %23, %13
  %20 = load ptr, ptr %6, align 8, !dbg !28
  %21 = call noundef i32 @_ZL15atomicCAS_blockPiii(ptr noundef %20, i32 noundef 0, i32 noundef 1) #5, !dbg !29
  %22 = icmp ne i32 %21, 0, !dbg !30
  br i1 %22, label %23, label %24, !dbg !27

23:                                               ; preds = %19
  br label %19, !dbg !27, !llvm.loop !31

24:                                               ; preds = %19
  call void @llvm.nvvm.membar.gl(), !dbg !34
  %25 = load float, ptr %9, align 4, !dbg !38
  %26 = load ptr, ptr %7, align 8, !dbg !39
  %27 = load volatile float, ptr %26, align 4, !dbg !40
  %28 = fcmp contract ogt float %25, %27, !dbg !41
  br i1 %28, label %29, label %34, !dbg !38

29:                                               ; preds = %24
  %30 = load float, ptr %9, align 4, !dbg !42
  %31 = load ptr, ptr %7, align 8, !dbg !43
  store volatile float %30, ptr %31, align 4, !dbg !44
  %32 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !45
  %33 = load ptr, ptr %8, align 8, !dbg !47
  store volatile i32 %32, ptr %33, align 4, !dbg !48
  br label %34, !dbg !49

34:                                               ; preds = %29, %24
  call void @llvm.nvvm.membar.gl(), !dbg !50
  %35 = load ptr, ptr %6, align 8, !dbg !52
  %36 = call noundef i32 @_ZL16atomicExch_blockPii(ptr noundef %35, i32 noundef 0) #5, !dbg !53
  br label %37, !dbg !54

37:                                               ; preds = %34, %12
  ret void, !dbg !54
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL15atomicCAS_blockPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #1 !dbg !55 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  %10 = load ptr, ptr %7, align 8, !dbg !57
  %11 = load i32, ptr %8, align 4, !dbg !58
  %12 = load i32, ptr %9, align 4, !dbg !59
  store ptr %10, ptr %4, align 8
  store i32 %11, ptr %5, align 4
  store i32 %12, ptr %6, align 4
  %13 = load ptr, ptr %4, align 8, !dbg !60
  %14 = load i32, ptr %5, align 4, !dbg !63
  %15 = load i32, ptr %6, align 4, !dbg !64
  %16 = call noundef i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr %13, i32 %14, i32 %15), !dbg !65
  ret i32 %16, !dbg !66
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL16atomicExch_blockPii(ptr noundef %0, i32 noundef %1) #1 !dbg !67 {
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
  %11 = call noundef i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr %9, i32 %10), !dbg !74
  ret i32 %11, !dbg !75
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr nocapture, i32, i32) #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #4

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr nocapture, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind memory(argmem: readwrite) }
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
!7 = !DIFile(filename: "e-scoped-atomic-race-053.cu", directory: ".")
!8 = !{ptr @e_global_lock_cta_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_global_lock_cta_race", scope: !7, file: !7, line: 9, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 9, scope: !12)
!19 = !DILocation(line: 12, column: 21, scope: !12)
!20 = !DILocation(line: 12, column: 9, scope: !12)
!21 = !DILocation(line: 12, column: 27, scope: !12)
!22 = !DILocation(line: 13, column: 15, scope: !12)
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 13, column: 20, scope: !12)
!26 = !DILocation(line: 13, column: 11, scope: !12)
!27 = !DILocation(line: 14, column: 5, scope: !12)
!28 = !DILocation(line: 14, column: 28, scope: !12)
!29 = !DILocation(line: 14, column: 12, scope: !12)
!30 = !DILocation(line: 14, column: 40, scope: !12)
!31 = distinct !{!31, !27, !32, !33}
!32 = !DILocation(line: 14, column: 48, scope: !12)
!33 = !{!"llvm.loop.mustprogress"}
!34 = !DILocation(line: 528, column: 39, scope: !35, inlinedAt: !37)
!35 = distinct !DISubprogram(name: "__threadfence", scope: !36, file: !36, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!36 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!37 = distinct !DILocation(line: 15, column: 5, scope: !12)
!38 = !DILocation(line: 16, column: 9, scope: !12)
!39 = !DILocation(line: 16, column: 14, scope: !12)
!40 = !DILocation(line: 16, column: 13, scope: !12)
!41 = !DILocation(line: 16, column: 11, scope: !12)
!42 = !DILocation(line: 17, column: 17, scope: !12)
!43 = !DILocation(line: 17, column: 10, scope: !12)
!44 = !DILocation(line: 17, column: 15, scope: !12)
!45 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !46)
!46 = distinct !DILocation(line: 18, column: 21, scope: !12)
!47 = !DILocation(line: 18, column: 10, scope: !12)
!48 = !DILocation(line: 18, column: 19, scope: !12)
!49 = !DILocation(line: 19, column: 5, scope: !12)
!50 = !DILocation(line: 528, column: 39, scope: !35, inlinedAt: !51)
!51 = distinct !DILocation(line: 20, column: 5, scope: !12)
!52 = !DILocation(line: 21, column: 22, scope: !12)
!53 = !DILocation(line: 21, column: 5, scope: !12)
!54 = !DILocation(line: 22, column: 1, scope: !12)
!55 = distinct !DISubprogram(name: "atomicCAS_block", scope: !56, file: !56, line: 550, type: !13, scopeLine: 551, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!56 = !DIFile(filename: "/usr/local/cuda/include/sm_60_atomic_functions.hpp", directory: "")
!57 = !DILocation(line: 552, column: 29, scope: !55)
!58 = !DILocation(line: 552, column: 38, scope: !55)
!59 = !DILocation(line: 552, column: 47, scope: !55)
!60 = !DILocation(line: 362, column: 36, scope: !61, inlinedAt: !62)
!61 = distinct !DISubprogram(name: "__iAtomicCAS_block", scope: !36, file: !36, line: 361, type: !13, scopeLine: 361, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!62 = distinct !DILocation(line: 552, column: 10, scope: !55)
!63 = !DILocation(line: 362, column: 41, scope: !61, inlinedAt: !62)
!64 = !DILocation(line: 362, column: 48, scope: !61, inlinedAt: !62)
!65 = !DILocation(line: 362, column: 10, scope: !61, inlinedAt: !62)
!66 = !DILocation(line: 552, column: 3, scope: !55)
!67 = distinct !DISubprogram(name: "atomicExch_block", scope: !56, file: !56, line: 382, type: !13, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!68 = !DILocation(line: 384, column: 30, scope: !67)
!69 = !DILocation(line: 384, column: 39, scope: !67)
!70 = !DILocation(line: 371, column: 37, scope: !71, inlinedAt: !72)
!71 = distinct !DISubprogram(name: "__iAtomicExch_block", scope: !36, file: !36, line: 370, type: !13, scopeLine: 370, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!72 = distinct !DILocation(line: 384, column: 10, scope: !67)
!73 = !DILocation(line: 371, column: 42, scope: !71, inlinedAt: !72)
!74 = !DILocation(line: 371, column: 10, scope: !71, inlinedAt: !72)
!75 = !DILocation(line: 384, column: 3, scope: !67)
