; ModuleID = 'e-global-race-004.cu'
source_filename = "e-global-race-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_tiles_overlap(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %7, ptr %5, align 4, !dbg !19
  %8 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %9 = mul i32 %8, 255, !dbg !23
  %10 = load i32, ptr %5, align 4, !dbg !24
  %11 = add i32 %9, %10, !dbg !25
  store i32 %11, ptr %6, align 4, !dbg !26
  %12 = load ptr, ptr %3, align 8, !dbg !27
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %14 = mul i32 %13, 256, !dbg !30
  %15 = load i32, ptr %5, align 4, !dbg !31
  %16 = add i32 %14, %15, !dbg !32
  %17 = zext i32 %16 to i64, !dbg !27
  %18 = getelementptr inbounds float, ptr %12, i64 %17, !dbg !27
  %19 = load float, ptr %18, align 4, !dbg !27
  %20 = fadd contract float %19, 1.000000e+00, !dbg !33
  %21 = load ptr, ptr %4, align 8, !dbg !34
  %22 = load i32, ptr %6, align 4, !dbg !35
  %23 = sext i32 %22 to i64, !dbg !34
  %24 = getelementptr inbounds float, ptr %21, i64 %23, !dbg !34
  store float %20, ptr %24, align 4, !dbg !36
  ret void, !dbg !37
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

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
!7 = !DIFile(filename: "e-global-race-004.cu", directory: ".")
!8 = !{ptr @e_tiles_overlap, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_tiles_overlap", scope: !7, file: !7, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 13, scope: !12)
!19 = !DILocation(line: 9, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 10, column: 13, scope: !12)
!23 = !DILocation(line: 10, column: 24, scope: !12)
!24 = !DILocation(line: 10, column: 39, scope: !12)
!25 = !DILocation(line: 10, column: 37, scope: !12)
!26 = !DILocation(line: 10, column: 9, scope: !12)
!27 = !DILocation(line: 11, column: 14, scope: !12)
!28 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !29)
!29 = distinct !DILocation(line: 11, column: 17, scope: !12)
!30 = !DILocation(line: 11, column: 28, scope: !12)
!31 = !DILocation(line: 11, column: 37, scope: !12)
!32 = !DILocation(line: 11, column: 35, scope: !12)
!33 = !DILocation(line: 11, column: 40, scope: !12)
!34 = !DILocation(line: 11, column: 5, scope: !12)
!35 = !DILocation(line: 11, column: 9, scope: !12)
!36 = !DILocation(line: 11, column: 12, scope: !12)
!37 = !DILocation(line: 12, column: 1, scope: !12)
