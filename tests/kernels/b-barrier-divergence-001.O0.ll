; ModuleID = 'b-barrier-divergence-001.cu'
source_filename = "b-barrier-divergence-001.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ29b_early_return_before_barrierE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_early_return_before_barrier(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
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
  %17 = icmp sge i32 %15, %16, !dbg !32
  br i1 %17, label %18, label %19, !dbg !30

18:                                               ; preds = %3
  br label %42, !dbg !33

19:                                               ; preds = %3
  %20 = load ptr, ptr %5, align 8, !dbg !34
  %21 = load i32, ptr %8, align 4, !dbg !35
  %22 = sext i32 %21 to i64, !dbg !34
  %23 = getelementptr inbounds float, ptr %20, i64 %22, !dbg !34
  %24 = load float, ptr %23, align 4, !dbg !34
  %25 = load i32, ptr %7, align 4, !dbg !36
  %26 = sext i32 %25 to i64, !dbg !37
  %27 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_early_return_before_barrierE1s to ptr), i64 0, i64 %26, !dbg !37
  store float %24, ptr %27, align 4, !dbg !38
  call void @llvm.nvvm.barrier0(), !dbg !39
  %28 = load i32, ptr %7, align 4, !dbg !40
  %29 = sext i32 %28 to i64, !dbg !41
  %30 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_early_return_before_barrierE1s to ptr), i64 0, i64 %29, !dbg !41
  %31 = load float, ptr %30, align 4, !dbg !41
  %32 = load i32, ptr %7, align 4, !dbg !42
  %33 = xor i32 %32, 1, !dbg !43
  %34 = sext i32 %33 to i64, !dbg !44
  %35 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_early_return_before_barrierE1s to ptr), i64 0, i64 %34, !dbg !44
  %36 = load float, ptr %35, align 4, !dbg !44
  %37 = fadd contract float %31, %36, !dbg !45
  %38 = load ptr, ptr %4, align 8, !dbg !46
  %39 = load i32, ptr %8, align 4, !dbg !47
  %40 = sext i32 %39 to i64, !dbg !46
  %41 = getelementptr inbounds float, ptr %38, i64 %40, !dbg !46
  store float %37, ptr %41, align 4, !dbg !48
  br label %42, !dbg !49

42:                                               ; preds = %19, %18
  ret void, !dbg !49
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
!7 = !DIFile(filename: "b-barrier-divergence-001.cu", directory: ".")
!8 = !{ptr @b_early_return_before_barrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_early_return_before_barrier", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 14, column: 13, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 14, column: 26, scope: !12)
!26 = !DILocation(line: 14, column: 24, scope: !12)
!27 = !DILocation(line: 14, column: 39, scope: !12)
!28 = !DILocation(line: 14, column: 37, scope: !12)
!29 = !DILocation(line: 14, column: 9, scope: !12)
!30 = !DILocation(line: 15, column: 9, scope: !12)
!31 = !DILocation(line: 15, column: 14, scope: !12)
!32 = !DILocation(line: 15, column: 11, scope: !12)
!33 = !DILocation(line: 15, column: 17, scope: !12)
!34 = !DILocation(line: 16, column: 12, scope: !12)
!35 = !DILocation(line: 16, column: 15, scope: !12)
!36 = !DILocation(line: 16, column: 7, scope: !12)
!37 = !DILocation(line: 16, column: 5, scope: !12)
!38 = !DILocation(line: 16, column: 10, scope: !12)
!39 = !DILocation(line: 17, column: 5, scope: !12)
!40 = !DILocation(line: 18, column: 16, scope: !12)
!41 = !DILocation(line: 18, column: 14, scope: !12)
!42 = !DILocation(line: 18, column: 23, scope: !12)
!43 = !DILocation(line: 18, column: 25, scope: !12)
!44 = !DILocation(line: 18, column: 21, scope: !12)
!45 = !DILocation(line: 18, column: 19, scope: !12)
!46 = !DILocation(line: 18, column: 5, scope: !12)
!47 = !DILocation(line: 18, column: 9, scope: !12)
!48 = !DILocation(line: 18, column: 12, scope: !12)
!49 = !DILocation(line: 19, column: 1, scope: !12)
