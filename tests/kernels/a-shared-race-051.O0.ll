; ModuleID = 'a-shared-race-051.cu'
source_filename = "a-shared-race-051.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ18a_mixed_width_raceE1w = internal addrspace(3) global [257 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_mixed_width_race(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %5, align 4, !dbg !19
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %12 = mul i32 %10, %11, !dbg !26
  %13 = load i32, ptr %5, align 4, !dbg !27
  %14 = add i32 %12, %13, !dbg !28
  store i32 %14, ptr %6, align 4, !dbg !29
  %15 = load ptr, ptr %3, align 8, !dbg !30
  %16 = load i32, ptr %6, align 4, !dbg !31
  %17 = zext i32 %16 to i64, !dbg !30
  %18 = getelementptr inbounds i32, ptr %15, i64 %17, !dbg !30
  %19 = load i32, ptr %18, align 4, !dbg !30
  %20 = load i32, ptr %5, align 4, !dbg !32
  %21 = zext i32 %20 to i64, !dbg !33
  %22 = getelementptr inbounds [257 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_mixed_width_raceE1w to ptr), i64 0, i64 %21, !dbg !33
  store i32 %19, ptr %22, align 4, !dbg !34
  %23 = load i32, ptr %5, align 4, !dbg !35
  %24 = icmp eq i32 %23, 0, !dbg !36
  br i1 %24, label %25, label %26, !dbg !35

25:                                               ; preds = %2
  store i32 0, ptr getelementptr inbounds ([257 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_mixed_width_raceE1w to ptr), i64 0, i64 256), align 4, !dbg !37
  br label %26, !dbg !38

26:                                               ; preds = %25, %2
  store ptr addrspacecast (ptr addrspace(3) @_ZZ18a_mixed_width_raceE1w to ptr), ptr %7, align 8, !dbg !39
  %27 = load ptr, ptr %7, align 8, !dbg !40
  %28 = load i32, ptr %5, align 4, !dbg !41
  %29 = mul i32 2, %28, !dbg !42
  %30 = add i32 %29, 2, !dbg !43
  %31 = zext i32 %30 to i64, !dbg !40
  %32 = getelementptr inbounds i16, ptr %27, i64 %31, !dbg !40
  %33 = load i16, ptr %32, align 2, !dbg !40
  %34 = zext i16 %33 to i32, !dbg !40
  store i32 %34, ptr %8, align 4, !dbg !44
  %35 = load i32, ptr %8, align 4, !dbg !45
  %36 = load ptr, ptr %4, align 8, !dbg !46
  %37 = load i32, ptr %6, align 4, !dbg !47
  %38 = zext i32 %37 to i64, !dbg !46
  %39 = getelementptr inbounds i32, ptr %36, i64 %38, !dbg !46
  store i32 %35, ptr %39, align 4, !dbg !48
  ret void, !dbg !49
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "a-shared-race-051.cu", directory: ".")
!8 = !{ptr @a_mixed_width_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_mixed_width_race", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 18, scope: !12)
!19 = !DILocation(line: 12, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 13, column: 18, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 13, column: 31, scope: !12)
!26 = !DILocation(line: 13, column: 29, scope: !12)
!27 = !DILocation(line: 13, column: 44, scope: !12)
!28 = !DILocation(line: 13, column: 42, scope: !12)
!29 = !DILocation(line: 13, column: 14, scope: !12)
!30 = !DILocation(line: 14, column: 12, scope: !12)
!31 = !DILocation(line: 14, column: 15, scope: !12)
!32 = !DILocation(line: 14, column: 7, scope: !12)
!33 = !DILocation(line: 14, column: 5, scope: !12)
!34 = !DILocation(line: 14, column: 10, scope: !12)
!35 = !DILocation(line: 15, column: 9, scope: !12)
!36 = !DILocation(line: 15, column: 11, scope: !12)
!37 = !DILocation(line: 16, column: 16, scope: !12)
!38 = !DILocation(line: 16, column: 9, scope: !12)
!39 = !DILocation(line: 17, column: 27, scope: !12)
!40 = !DILocation(line: 18, column: 24, scope: !12)
!41 = !DILocation(line: 18, column: 32, scope: !12)
!42 = !DILocation(line: 18, column: 30, scope: !12)
!43 = !DILocation(line: 18, column: 34, scope: !12)
!44 = !DILocation(line: 18, column: 14, scope: !12)
!45 = !DILocation(line: 19, column: 14, scope: !12)
!46 = !DILocation(line: 19, column: 5, scope: !12)
!47 = !DILocation(line: 19, column: 9, scope: !12)
!48 = !DILocation(line: 19, column: 12, scope: !12)
!49 = !DILocation(line: 20, column: 1, scope: !12)
