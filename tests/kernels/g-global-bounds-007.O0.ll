; ModuleID = 'g-global-bounds-007.cu'
source_filename = "g-global-bounds-007.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@g_table = dso_local addrspace(1) externally_initialized global [256 x float] zeroinitializer, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g_table to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @g_table_ok(ptr noundef %0) #0 !dbg !12 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %5 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %6 = mul i32 %4, %5, !dbg !22
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %8 = add i32 %6, %7, !dbg !26
  store i32 %8, ptr %3, align 4, !dbg !27
  %9 = load i32, ptr %3, align 4, !dbg !28
  %10 = urem i32 %9, 256, !dbg !29
  %11 = zext i32 %10 to i64, !dbg !30
  %12 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(1) @g_table to ptr), i64 0, i64 %11, !dbg !30
  %13 = load float, ptr %12, align 4, !dbg !30
  %14 = load ptr, ptr %2, align 8, !dbg !31
  %15 = load i32, ptr %3, align 4, !dbg !32
  %16 = zext i32 %15 to i64, !dbg !31
  %17 = getelementptr inbounds float, ptr %14, i64 %16, !dbg !31
  store float %13, ptr %17, align 4, !dbg !33
  ret void, !dbg !34
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
!7 = !DIFile(filename: "g-global-bounds-007.cu", directory: ".")
!8 = !{ptr @g_table_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "g_table_ok", scope: !7, file: !7, line: 4, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 6, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 6, column: 31, scope: !12)
!22 = !DILocation(line: 6, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 6, column: 44, scope: !12)
!26 = !DILocation(line: 6, column: 42, scope: !12)
!27 = !DILocation(line: 6, column: 14, scope: !12)
!28 = !DILocation(line: 7, column: 22, scope: !12)
!29 = !DILocation(line: 7, column: 24, scope: !12)
!30 = !DILocation(line: 7, column: 14, scope: !12)
!31 = !DILocation(line: 7, column: 5, scope: !12)
!32 = !DILocation(line: 7, column: 9, scope: !12)
!33 = !DILocation(line: 7, column: 12, scope: !12)
!34 = !DILocation(line: 8, column: 1, scope: !12)
