; ModuleID = 'e-global-race-013.cu'
source_filename = "e-global-race-013.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_csr_indegree_race(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %13 = mul i32 %11, %12, !dbg !22
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %15 = add i32 %13, %14, !dbg !26
  store i32 %15, ptr %9, align 4, !dbg !27
  %16 = load i32, ptr %9, align 4, !dbg !28
  %17 = load i32, ptr %8, align 4, !dbg !29
  %18 = icmp sge i32 %16, %17, !dbg !30
  br i1 %18, label %19, label %20, !dbg !28

19:                                               ; preds = %4
  br label %49, !dbg !31

20:                                               ; preds = %4
  %21 = load ptr, ptr %5, align 8, !dbg !32
  %22 = load i32, ptr %9, align 4, !dbg !33
  %23 = sext i32 %22 to i64, !dbg !32
  %24 = getelementptr inbounds i32, ptr %21, i64 %23, !dbg !32
  %25 = load i32, ptr %24, align 4, !dbg !32
  store i32 %25, ptr %10, align 4, !dbg !34
  br label %26, !dbg !35

26:                                               ; preds = %46, %20
  %27 = load i32, ptr %10, align 4, !dbg !36
  %28 = load ptr, ptr %5, align 8, !dbg !37
  %29 = load i32, ptr %9, align 4, !dbg !38
  %30 = add nsw i32 %29, 1, !dbg !39
  %31 = sext i32 %30 to i64, !dbg !37
  %32 = getelementptr inbounds i32, ptr %28, i64 %31, !dbg !37
  %33 = load i32, ptr %32, align 4, !dbg !37
  %34 = icmp slt i32 %27, %33, !dbg !40
  br i1 %34, label %35, label %49, !dbg !41

35:                                               ; preds = %26
  %36 = load ptr, ptr %7, align 8, !dbg !42
  %37 = load ptr, ptr %6, align 8, !dbg !43
  %38 = load i32, ptr %10, align 4, !dbg !44
  %39 = sext i32 %38 to i64, !dbg !43
  %40 = getelementptr inbounds i32, ptr %37, i64 %39, !dbg !43
  %41 = load i32, ptr %40, align 4, !dbg !43
  %42 = sext i32 %41 to i64, !dbg !42
  %43 = getelementptr inbounds i32, ptr %36, i64 %42, !dbg !42
  %44 = load i32, ptr %43, align 4, !dbg !45
  %45 = add nsw i32 %44, 1, !dbg !45
  store i32 %45, ptr %43, align 4, !dbg !45
  br label %46, !dbg !42

46:                                               ; preds = %35
  %47 = load i32, ptr %10, align 4, !dbg !46
  %48 = add nsw i32 %47, 1, !dbg !46
  store i32 %48, ptr %10, align 4, !dbg !46
  br label %26, !dbg !41, !llvm.loop !47

49:                                               ; preds = %19, %26
  ret void, !dbg !50
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

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
!7 = !DIFile(filename: "e-global-race-013.cu", directory: ".")
!8 = !{ptr @e_csr_indegree_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_csr_indegree_race", scope: !7, file: !7, line: 5, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 7, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 7, column: 26, scope: !12)
!22 = !DILocation(line: 7, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 7, column: 39, scope: !12)
!26 = !DILocation(line: 7, column: 37, scope: !12)
!27 = !DILocation(line: 7, column: 9, scope: !12)
!28 = !DILocation(line: 8, column: 9, scope: !12)
!29 = !DILocation(line: 8, column: 14, scope: !12)
!30 = !DILocation(line: 8, column: 11, scope: !12)
!31 = !DILocation(line: 8, column: 17, scope: !12)
!32 = !DILocation(line: 9, column: 18, scope: !12)
!33 = !DILocation(line: 9, column: 25, scope: !12)
!34 = !DILocation(line: 9, column: 14, scope: !12)
!35 = !DILocation(line: 9, column: 10, scope: !12)
!36 = !DILocation(line: 9, column: 29, scope: !12)
!37 = !DILocation(line: 9, column: 33, scope: !12)
!38 = !DILocation(line: 9, column: 40, scope: !12)
!39 = !DILocation(line: 9, column: 42, scope: !12)
!40 = !DILocation(line: 9, column: 31, scope: !12)
!41 = !DILocation(line: 9, column: 5, scope: !12)
!42 = !DILocation(line: 10, column: 9, scope: !12)
!43 = !DILocation(line: 10, column: 13, scope: !12)
!44 = !DILocation(line: 10, column: 17, scope: !12)
!45 = !DILocation(line: 10, column: 21, scope: !12)
!46 = !DILocation(line: 9, column: 48, scope: !12)
!47 = distinct !{!47, !41, !48, !49}
!48 = !DILocation(line: 10, column: 24, scope: !12)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 11, column: 1, scope: !12)
