; ModuleID = 'b-barrier-divergence-008.cu'
source_filename = "b-barrier-divergence-008.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@_ZZ30b_gridstride_barrier_divergentE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_gridstride_barrier_divergent(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %7, align 4, !dbg !19
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %11 = mul i32 %10, 256, !dbg !23
  %12 = load i32, ptr %7, align 4, !dbg !24
  %13 = add i32 %11, %12, !dbg !25
  store i32 %13, ptr %8, align 4, !dbg !26
  br label %14, !dbg !27

14:                                               ; preds = %36, %3
  %15 = load i32, ptr %8, align 4, !dbg !28
  %16 = load i32, ptr %6, align 4, !dbg !29
  %17 = icmp slt i32 %15, %16, !dbg !30
  br i1 %17, label %18, label %41, !dbg !31

18:                                               ; preds = %14
  %19 = load ptr, ptr %5, align 8, !dbg !32
  %20 = load i32, ptr %8, align 4, !dbg !33
  %21 = sext i32 %20 to i64, !dbg !32
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !32
  %23 = load float, ptr %22, align 4, !dbg !32
  %24 = load i32, ptr %7, align 4, !dbg !34
  %25 = sext i32 %24 to i64, !dbg !35
  %26 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30b_gridstride_barrier_divergentE1s to ptr), i64 0, i64 %25, !dbg !35
  store float %23, ptr %26, align 4, !dbg !36
  call void @llvm.nvvm.barrier0(), !dbg !37
  %27 = load i32, ptr %7, align 4, !dbg !38
  %28 = sub nsw i32 255, %27, !dbg !39
  %29 = sext i32 %28 to i64, !dbg !40
  %30 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30b_gridstride_barrier_divergentE1s to ptr), i64 0, i64 %29, !dbg !40
  %31 = load float, ptr %30, align 4, !dbg !40
  %32 = load ptr, ptr %4, align 8, !dbg !41
  %33 = load i32, ptr %8, align 4, !dbg !42
  %34 = sext i32 %33 to i64, !dbg !41
  %35 = getelementptr inbounds float, ptr %32, i64 %34, !dbg !41
  store float %31, ptr %35, align 4, !dbg !43
  call void @llvm.nvvm.barrier0(), !dbg !44
  br label %36, !dbg !45

36:                                               ; preds = %18
  %37 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !46
  %38 = mul i32 %37, 256, !dbg !49
  %39 = load i32, ptr %8, align 4, !dbg !50
  %40 = add i32 %39, %38, !dbg !50
  store i32 %40, ptr %8, align 4, !dbg !50
  br label %14, !dbg !31, !llvm.loop !51

41:                                               ; preds = %14
  ret void, !dbg !53
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "b-barrier-divergence-008.cu", directory: ".")
!8 = !{ptr @b_gridstride_barrier_divergent, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_gridstride_barrier_divergent", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 14, column: 18, scope: !12)
!23 = !DILocation(line: 14, column: 29, scope: !12)
!24 = !DILocation(line: 14, column: 35, scope: !12)
!25 = !DILocation(line: 14, column: 33, scope: !12)
!26 = !DILocation(line: 14, column: 14, scope: !12)
!27 = !DILocation(line: 14, column: 10, scope: !12)
!28 = !DILocation(line: 14, column: 38, scope: !12)
!29 = !DILocation(line: 14, column: 42, scope: !12)
!30 = !DILocation(line: 14, column: 40, scope: !12)
!31 = !DILocation(line: 14, column: 5, scope: !12)
!32 = !DILocation(line: 15, column: 16, scope: !12)
!33 = !DILocation(line: 15, column: 19, scope: !12)
!34 = !DILocation(line: 15, column: 11, scope: !12)
!35 = !DILocation(line: 15, column: 9, scope: !12)
!36 = !DILocation(line: 15, column: 14, scope: !12)
!37 = !DILocation(line: 16, column: 9, scope: !12)
!38 = !DILocation(line: 17, column: 28, scope: !12)
!39 = !DILocation(line: 17, column: 26, scope: !12)
!40 = !DILocation(line: 17, column: 18, scope: !12)
!41 = !DILocation(line: 17, column: 9, scope: !12)
!42 = !DILocation(line: 17, column: 13, scope: !12)
!43 = !DILocation(line: 17, column: 16, scope: !12)
!44 = !DILocation(line: 18, column: 9, scope: !12)
!45 = !DILocation(line: 19, column: 5, scope: !12)
!46 = !DILocation(line: 92, column: 3, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!48 = distinct !DILocation(line: 14, column: 50, scope: !12)
!49 = !DILocation(line: 14, column: 60, scope: !12)
!50 = !DILocation(line: 14, column: 47, scope: !12)
!51 = distinct !{!51, !31, !45, !52}
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocation(line: 20, column: 1, scope: !12)
