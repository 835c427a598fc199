; ModuleID = 'h-global-race-009.cu'
source_filename = "h-global-race-009.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_scatter_perm(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %12 = mul i32 %10, %11, !dbg !22
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %14 = add i32 %12, %13, !dbg !26
  store i32 %14, ptr %9, align 4, !dbg !27
  %15 = load i32, ptr %9, align 4, !dbg !28
  %16 = load i32, ptr %8, align 4, !dbg !29
  %17 = icmp slt i32 %15, %16, !dbg !30
  br i1 %17, label %18, label %32, !dbg !28

18:                                               ; preds = %4
  %19 = load ptr, ptr %5, align 8, !dbg !31
  %20 = load i32, ptr %9, align 4, !dbg !32
  %21 = sext i32 %20 to i64, !dbg !31
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !31
  %23 = load float, ptr %22, align 4, !dbg !31
  %24 = load ptr, ptr %7, align 8, !dbg !33
  %25 = load ptr, ptr %6, align 8, !dbg !34
  %26 = load i32, ptr %9, align 4, !dbg !35
  %27 = sext i32 %26 to i64, !dbg !34
  %28 = getelementptr inbounds i32, ptr %25, i64 %27, !dbg !34
  %29 = load i32, ptr %28, align 4, !dbg !34
  %30 = sext i32 %29 to i64, !dbg !33
  %31 = getelementptr inbounds float, ptr %24, i64 %30, !dbg !33
  store float %23, ptr %31, align 4, !dbg !36
  br label %32, !dbg !33

32:                                               ; preds = %18, %4
  ret void, !dbg !37
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
!7 = !DIFile(filename: "h-global-race-009.cu", directory: ".")
!8 = !{ptr @h_scatter_perm, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_scatter_perm", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 10, column: 26, scope: !12)
!22 = !DILocation(line: 10, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 10, column: 39, scope: !12)
!26 = !DILocation(line: 10, column: 37, scope: !12)
!27 = !DILocation(line: 10, column: 9, scope: !12)
!28 = !DILocation(line: 11, column: 9, scope: !12)
!29 = !DILocation(line: 11, column: 13, scope: !12)
!30 = !DILocation(line: 11, column: 11, scope: !12)
!31 = !DILocation(line: 12, column: 24, scope: !12)
!32 = !DILocation(line: 12, column: 27, scope: !12)
!33 = !DILocation(line: 12, column: 9, scope: !12)
!34 = !DILocation(line: 12, column: 13, scope: !12)
!35 = !DILocation(line: 12, column: 18, scope: !12)
!36 = !DILocation(line: 12, column: 22, scope: !12)
!37 = !DILocation(line: 13, column: 1, scope: !12)
