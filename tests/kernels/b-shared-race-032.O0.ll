; ModuleID = 'b-shared-race-032.cu'
source_filename = "b-shared-race-032.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@s = external dso_local addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_dynsmem_reverse_nobarrier(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %8, ptr %5, align 4, !dbg !19
  %9 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  store i32 %9, ptr %6, align 4, !dbg !23
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !24
  %11 = load i32, ptr %6, align 4, !dbg !27
  %12 = mul i32 %10, %11, !dbg !28
  %13 = load i32, ptr %5, align 4, !dbg !29
  %14 = add i32 %12, %13, !dbg !30
  store i32 %14, ptr %7, align 4, !dbg !31
  %15 = load ptr, ptr %4, align 8, !dbg !32
  %16 = load i32, ptr %7, align 4, !dbg !33
  %17 = sext i32 %16 to i64, !dbg !32
  %18 = getelementptr inbounds i32, ptr %15, i64 %17, !dbg !32
  %19 = load i32, ptr %18, align 4, !dbg !32
  %20 = load i32, ptr %5, align 4, !dbg !34
  %21 = sext i32 %20 to i64, !dbg !35
  %22 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 %21, !dbg !35
  store i32 %19, ptr %22, align 4, !dbg !36
  %23 = load i32, ptr %6, align 4, !dbg !37
  %24 = sub nsw i32 %23, 1, !dbg !38
  %25 = load i32, ptr %5, align 4, !dbg !39
  %26 = sub nsw i32 %24, %25, !dbg !40
  %27 = sext i32 %26 to i64, !dbg !41
  %28 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 %27, !dbg !41
  %29 = load i32, ptr %28, align 4, !dbg !41
  %30 = load ptr, ptr %3, align 8, !dbg !42
  %31 = load i32, ptr %7, align 4, !dbg !43
  %32 = sext i32 %31 to i64, !dbg !42
  %33 = getelementptr inbounds i32, ptr %30, i64 %32, !dbg !42
  store i32 %29, ptr %33, align 4, !dbg !44
  ret void, !dbg !45
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

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
!7 = !DIFile(filename: "b-shared-race-032.cu", directory: ".")
!8 = !{ptr @b_dynsmem_reverse_nobarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_dynsmem_reverse_nobarrier", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 13, scope: !12)
!19 = !DILocation(line: 9, column: 9, scope: !12)
!20 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 10, column: 13, scope: !12)
!23 = !DILocation(line: 10, column: 9, scope: !12)
!24 = !DILocation(line: 66, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 11, column: 13, scope: !12)
!27 = !DILocation(line: 11, column: 26, scope: !12)
!28 = !DILocation(line: 11, column: 24, scope: !12)
!29 = !DILocation(line: 11, column: 30, scope: !12)
!30 = !DILocation(line: 11, column: 28, scope: !12)
!31 = !DILocation(line: 11, column: 9, scope: !12)
!32 = !DILocation(line: 12, column: 12, scope: !12)
!33 = !DILocation(line: 12, column: 15, scope: !12)
!34 = !DILocation(line: 12, column: 7, scope: !12)
!35 = !DILocation(line: 12, column: 5, scope: !12)
!36 = !DILocation(line: 12, column: 10, scope: !12)
!37 = !DILocation(line: 14, column: 16, scope: !12)
!38 = !DILocation(line: 14, column: 18, scope: !12)
!39 = !DILocation(line: 14, column: 24, scope: !12)
!40 = !DILocation(line: 14, column: 22, scope: !12)
!41 = !DILocation(line: 14, column: 14, scope: !12)
!42 = !DILocation(line: 14, column: 5, scope: !12)
!43 = !DILocation(line: 14, column: 9, scope: !12)
!44 = !DILocation(line: 14, column: 12, scope: !12)
!45 = !DILocation(line: 15, column: 1, scope: !12)
