; ModuleID = 'b-barrier-divergence-002.cu'
source_filename = "b-barrier-divergence-002.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ28b_early_return_after_barrierE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_early_return_after_barrier(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
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
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %12 = mul i32 %10, %11, !dbg !26
  %13 = load i32, ptr %7, align 4, !dbg !27
  %14 = add i32 %12, %13, !dbg !28
  store i32 %14, ptr %8, align 4, !dbg !29
  %15 = load i32, ptr %8, align 4, !dbg !30
  %16 = load i32, ptr %6, align 4, !dbg !31
  %17 = icmp slt i32 %15, %16, !dbg !32
  br i1 %17, label %18, label %24, !dbg !33

18:                                               ; preds = %3
  %19 = load ptr, ptr %5, align 8, !dbg !34
  %20 = load i32, ptr %8, align 4, !dbg !35
  %21 = sext i32 %20 to i64, !dbg !34
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !34
  %23 = load float, ptr %22, align 4, !dbg !34
  br label %25, !dbg !33

24:                                               ; preds = %3
  br label %25, !dbg !33

25:                                               ; preds = %24, %18
  %26 = phi contract float [ %23, %18 ], [ 0.000000e+00, %24 ], !dbg !33
  %27 = load i32, ptr %7, align 4, !dbg !36
  %28 = sext i32 %27 to i64, !dbg !37
  %29 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28b_early_return_after_barrierE1s to ptr), i64 0, i64 %28, !dbg !37
  store float %26, ptr %29, align 4, !dbg !38
  call void @llvm.nvvm.barrier0(), !dbg !39
  %30 = load i32, ptr %8, align 4, !dbg !40
  %31 = load i32, ptr %6, align 4, !dbg !41
  %32 = icmp sge i32 %30, %31, !dbg !42
  br i1 %32, label %33, label %34, !dbg !40

33:                                               ; preds = %25
  br label %49, !dbg !43

34:                                               ; preds = %25
  %35 = load i32, ptr %7, align 4, !dbg !44
  %36 = sext i32 %35 to i64, !dbg !45
  %37 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28b_early_return_after_barrierE1s to ptr), i64 0, i64 %36, !dbg !45
  %38 = load float, ptr %37, align 4, !dbg !45
  %39 = load i32, ptr %7, align 4, !dbg !46
  %40 = xor i32 %39, 1, !dbg !47
  %41 = sext i32 %40 to i64, !dbg !48
  %42 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28b_early_return_after_barrierE1s to ptr), i64 0, i64 %41, !dbg !48
  %43 = load float, ptr %42, align 4, !dbg !48
  %44 = fadd contract float %38, %43, !dbg !49
  %45 = load ptr, ptr %4, align 8, !dbg !50
  %46 = load i32, ptr %8, align 4, !dbg !51
  %47 = sext i32 %46 to i64, !dbg !50
  %48 = getelementptr inbounds float, ptr %45, i64 %47, !dbg !50
  store float %44, ptr %48, align 4, !dbg !52
  br label %49, !dbg !53

49:                                               ; preds = %34, %33
  ret void, !dbg !53
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "b-barrier-divergence-002.cu", directory: ".")
!8 = !{ptr @b_early_return_after_barrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_early_return_after_barrier", scope: !7, file: !7, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 13, scope: !12)
!19 = !DILocation(line: 10, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 11, column: 13, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 11, column: 26, scope: !12)
!26 = !DILocation(line: 11, column: 24, scope: !12)
!27 = !DILocation(line: 11, column: 39, scope: !12)
!28 = !DILocation(line: 11, column: 37, scope: !12)
!29 = !DILocation(line: 11, column: 9, scope: !12)
!30 = !DILocation(line: 12, column: 13, scope: !12)
!31 = !DILocation(line: 12, column: 17, scope: !12)
!32 = !DILocation(line: 12, column: 15, scope: !12)
!33 = !DILocation(line: 12, column: 12, scope: !12)
!34 = !DILocation(line: 12, column: 22, scope: !12)
!35 = !DILocation(line: 12, column: 25, scope: !12)
!36 = !DILocation(line: 12, column: 7, scope: !12)
!37 = !DILocation(line: 12, column: 5, scope: !12)
!38 = !DILocation(line: 12, column: 10, scope: !12)
!39 = !DILocation(line: 13, column: 5, scope: !12)
!40 = !DILocation(line: 14, column: 9, scope: !12)
!41 = !DILocation(line: 14, column: 14, scope: !12)
!42 = !DILocation(line: 14, column: 11, scope: !12)
!43 = !DILocation(line: 14, column: 17, scope: !12)
!44 = !DILocation(line: 15, column: 16, scope: !12)
!45 = !DILocation(line: 15, column: 14, scope: !12)
!46 = !DILocation(line: 15, column: 23, scope: !12)
!47 = !DILocation(line: 15, column: 25, scope: !12)
!48 = !DILocation(line: 15, column: 21, scope: !12)
!49 = !DILocation(line: 15, column: 19, scope: !12)
!50 = !DILocation(line: 15, column: 5, scope: !12)
!51 = !DILocation(line: 15, column: 9, scope: !12)
!52 = !DILocation(line: 15, column: 12, scope: !12)
!53 = !DILocation(line: 16, column: 1, scope: !12)
