; ModuleID = 'b-shared-race-043.cu'
source_filename = "b-shared-race-043.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ21b_permutation_scatterE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_permutation_scatter(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %7, align 4, !dbg !19
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %11 = mul i32 %10, 256, !dbg !23
  %12 = load i32, ptr %7, align 4, !dbg !24
  %13 = add i32 %11, %12, !dbg !25
  store i32 %13, ptr %8, align 4, !dbg !26
  %14 = load ptr, ptr %5, align 8, !dbg !27
  %15 = load i32, ptr %8, align 4, !dbg !28
  %16 = sext i32 %15 to i64, !dbg !27
  %17 = getelementptr inbounds float, ptr %14, i64 %16, !dbg !27
  %18 = load float, ptr %17, align 4, !dbg !27
  %19 = load ptr, ptr %6, align 8, !dbg !29
  %20 = load i32, ptr %8, align 4, !dbg !30
  %21 = sext i32 %20 to i64, !dbg !29
  %22 = getelementptr inbounds i32, ptr %19, i64 %21, !dbg !29
  %23 = load i32, ptr %22, align 4, !dbg !29
  %24 = sext i32 %23 to i64, !dbg !31
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_permutation_scatterE1s to ptr), i64 0, i64 %24, !dbg !31
  store float %18, ptr %25, align 4, !dbg !32
  call void @llvm.nvvm.barrier0(), !dbg !33
  %26 = load i32, ptr %7, align 4, !dbg !34
  %27 = sext i32 %26 to i64, !dbg !35
  %28 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_permutation_scatterE1s to ptr), i64 0, i64 %27, !dbg !35
  %29 = load float, ptr %28, align 4, !dbg !35
  %30 = load ptr, ptr %4, align 8, !dbg !36
  %31 = load i32, ptr %8, align 4, !dbg !37
  %32 = sext i32 %31 to i64, !dbg !36
  %33 = getelementptr inbounds float, ptr %30, i64 %32, !dbg !36
  store float %29, ptr %33, align 4, !dbg !38
  ret void, !dbg !39
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!7 = !DIFile(filename: "b-shared-race-043.cu", directory: ".")
!8 = !{ptr @b_permutation_scatter, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_permutation_scatter", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 13, scope: !12)
!19 = !DILocation(line: 14, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 15, column: 13, scope: !12)
!23 = !DILocation(line: 15, column: 24, scope: !12)
!24 = !DILocation(line: 15, column: 30, scope: !12)
!25 = !DILocation(line: 15, column: 28, scope: !12)
!26 = !DILocation(line: 15, column: 9, scope: !12)
!27 = !DILocation(line: 16, column: 18, scope: !12)
!28 = !DILocation(line: 16, column: 21, scope: !12)
!29 = !DILocation(line: 16, column: 7, scope: !12)
!30 = !DILocation(line: 16, column: 12, scope: !12)
!31 = !DILocation(line: 16, column: 5, scope: !12)
!32 = !DILocation(line: 16, column: 16, scope: !12)
!33 = !DILocation(line: 17, column: 5, scope: !12)
!34 = !DILocation(line: 18, column: 16, scope: !12)
!35 = !DILocation(line: 18, column: 14, scope: !12)
!36 = !DILocation(line: 18, column: 5, scope: !12)
!37 = !DILocation(line: 18, column: 9, scope: !12)
!38 = !DILocation(line: 18, column: 12, scope: !12)
!39 = !DILocation(line: 19, column: 1, scope: !12)
