; ModuleID = 'e-scoped-atomic-race-050.cu'
source_filename = "e-scoped-atomic-race-050.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local void @e_global_max_cta_race(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 -2147483648, ptr %9, align 4, !dbg !15
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %13 = mul i32 %11, %12, !dbg !23
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !24
  %15 = add i32 %13, %14, !dbg !27
  store i32 %15, ptr %10, align 4, !dbg !28
  br label %16, !dbg !29

16:                                               ; preds = %31, %3
  %17 = load i32, ptr %10, align 4, !dbg !30
  %18 = load i32, ptr %8, align 4, !dbg !31
  %19 = icmp slt i32 %17, %18, !dbg !32
  br i1 %19, label %20, label %37, !dbg !33

20:                                               ; preds = %16
  %21 = load i32, ptr %9, align 4, !dbg !34
  %22 = load ptr, ptr %6, align 8, !dbg !35
  %23 = load i32, ptr %10, align 4, !dbg !36
  %24 = sext i32 %23 to i64, !dbg !35
  %25 = getelementptr inbounds i32, ptr %22, i64 %24, !dbg !35
  %26 = load i32, ptr %25, align 4, !dbg !35
  store i32 %21, ptr %4, align 4
  store i32 %26, ptr %5, align 4
  %27 = load i32, ptr %4, align 4, !dbg !37
  %28 = load i32, ptr %5, align 4, !dbg !41
  %29 = icmp sge i32 %27, %28, !dbg !42
  %30 = select i1 %29, i32 %27, i32 %28, !dbg !42
  store i32 %30, ptr %9, align 4, !dbg !43
  br label %31, !dbg !44

31:                                               ; preds = %20
  %32 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !45
  %33 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !47
  %34 = mul i32 %32, %33, !dbg !50
  %35 = load i32, ptr %10, align 4, !dbg !51
  %36 = add i32 %35, %34, !dbg !51
  store i32 %36, ptr %10, align 4, !dbg !51
  br label %16, !dbg !33, !llvm.loop !52

37:                                               ; preds = %16
  %38 = load ptr, ptr %7, align 8, !dbg !55
  %39 = load i32, ptr %9, align 4, !dbg !56
  %40 = call noundef i32 @_ZL15atomicMax_blockPii(ptr noundef %38, i32 noundef %39) #4, !dbg !57
  ret void, !dbg !58
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL15atomicMax_blockPii(ptr noundef %0, i32 noundef %1) #1 !dbg !59 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !61
  %8 = load i32, ptr %6, align 4, !dbg !62
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !63
  %10 = load i32, ptr %4, align 4, !dbg !67
  %11 = call noundef i32 @llvm.nvvm.atomic.max.gen.i.cta.i32.p0(ptr %9, i32 %10), !dbg !68
  ret i32 %11, !dbg !69
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.max.gen.i.cta.i32.p0(ptr nocapture, i32) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
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
!7 = !DIFile(filename: "e-scoped-atomic-race-050.cu", directory: ".")
!8 = !{ptr @e_global_max_cta_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_global_max_cta_race", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 10, column: 9, scope: !12)
!16 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 11, column: 18, scope: !12)
!20 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 11, column: 31, scope: !12)
!23 = !DILocation(line: 11, column: 29, scope: !12)
!24 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 11, column: 44, scope: !12)
!27 = !DILocation(line: 11, column: 42, scope: !12)
!28 = !DILocation(line: 11, column: 14, scope: !12)
!29 = !DILocation(line: 11, column: 10, scope: !12)
!30 = !DILocation(line: 11, column: 57, scope: !12)
!31 = !DILocation(line: 11, column: 61, scope: !12)
!32 = !DILocation(line: 11, column: 59, scope: !12)
!33 = !DILocation(line: 11, column: 5, scope: !12)
!34 = !DILocation(line: 12, column: 17, scope: !12)
!35 = !DILocation(line: 12, column: 20, scope: !12)
!36 = !DILocation(line: 12, column: 23, scope: !12)
!37 = !DILocation(line: 196, column: 56, scope: !38, inlinedAt: !40)
!38 = distinct !DISubprogram(name: "max", scope: !39, file: !39, line: 196, type: !13, scopeLine: 196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!39 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_math.h", directory: "")
!40 = distinct !DILocation(line: 12, column: 13, scope: !12)
!41 = !DILocation(line: 196, column: 61, scope: !38, inlinedAt: !40)
!42 = !DILocation(line: 196, column: 47, scope: !38, inlinedAt: !40)
!43 = !DILocation(line: 12, column: 11, scope: !12)
!44 = !DILocation(line: 12, column: 9, scope: !12)
!45 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !46)
!46 = distinct !DILocation(line: 11, column: 69, scope: !12)
!47 = !DILocation(line: 92, column: 3, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!49 = distinct !DILocation(line: 11, column: 82, scope: !12)
!50 = !DILocation(line: 11, column: 80, scope: !12)
!51 = !DILocation(line: 11, column: 66, scope: !12)
!52 = distinct !{!52, !33, !53, !54}
!53 = !DILocation(line: 12, column: 25, scope: !12)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 13, column: 21, scope: !12)
!56 = !DILocation(line: 13, column: 27, scope: !12)
!57 = !DILocation(line: 13, column: 5, scope: !12)
!58 = !DILocation(line: 14, column: 1, scope: !12)
!59 = distinct !DISubprogram(name: "atomicMax_block", scope: !60, file: !60, line: 478, type: !13, scopeLine: 479, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!60 = !DIFile(filename: "/usr/local/cuda/include/sm_60_atomic_functions.hpp", directory: "")
!61 = !DILocation(line: 480, column: 29, scope: !59)
!62 = !DILocation(line: 480, column: 38, scope: !59)
!63 = !DILocation(line: 380, column: 36, scope: !64, inlinedAt: !66)
!64 = distinct !DISubprogram(name: "__iAtomicMax_block", scope: !65, file: !65, line: 379, type: !13, scopeLine: 379, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!65 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!66 = distinct !DILocation(line: 480, column: 10, scope: !59)
!67 = !DILocation(line: 380, column: 41, scope: !64, inlinedAt: !66)
!68 = !DILocation(line: 380, column: 10, scope: !64, inlinedAt: !66)
!69 = !DILocation(line: 480, column: 3, scope: !59)
