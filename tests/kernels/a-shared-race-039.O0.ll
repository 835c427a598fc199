; ModuleID = 'a-shared-race-039.cu'
source_filename = "a-shared-race-039.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ24a_named_bar_count32_raceE4xbuf = internal addrspace(3) global [64 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_named_bar_count32_race(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %7, ptr %5, align 4, !dbg !19
  %8 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %9 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %10 = mul i32 %8, %9, !dbg !26
  %11 = load i32, ptr %5, align 4, !dbg !27
  %12 = add i32 %10, %11, !dbg !28
  store i32 %12, ptr %6, align 4, !dbg !29
  %13 = load ptr, ptr %3, align 8, !dbg !30
  %14 = load i32, ptr %6, align 4, !dbg !31
  %15 = zext i32 %14 to i64, !dbg !30
  %16 = getelementptr inbounds float, ptr %13, i64 %15, !dbg !30
  %17 = load float, ptr %16, align 4, !dbg !30
  %18 = load i32, ptr %5, align 4, !dbg !32
  %19 = zext i32 %18 to i64, !dbg !33
  %20 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24a_named_bar_count32_raceE4xbuf to ptr), i64 0, i64 %19, !dbg !33
  store float %17, ptr %20, align 4, !dbg !34
  call void asm sideeffect "bar.sync 1, 32;", "~{memory}"() #2, !dbg !35, !srcloc !36
  %21 = load i32, ptr %5, align 4, !dbg !37
  %22 = xor i32 %21, 32, !dbg !38
  %23 = zext i32 %22 to i64, !dbg !39
  %24 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24a_named_bar_count32_raceE4xbuf to ptr), i64 0, i64 %23, !dbg !39
  %25 = load float, ptr %24, align 4, !dbg !39
  %26 = load ptr, ptr %4, align 8, !dbg !40
  %27 = load i32, ptr %6, align 4, !dbg !41
  %28 = zext i32 %27 to i64, !dbg !40
  %29 = getelementptr inbounds float, ptr %26, i64 %28, !dbg !40
  store float %25, ptr %29, align 4, !dbg !42
  ret void, !dbg !43
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind }

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
!7 = !DIFile(filename: "a-shared-race-039.cu", directory: ".")
!8 = !{ptr @a_named_bar_count32_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_named_bar_count32_race", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 20, scope: !12)
!19 = !DILocation(line: 14, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 15, column: 18, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 15, column: 31, scope: !12)
!26 = !DILocation(line: 15, column: 29, scope: !12)
!27 = !DILocation(line: 15, column: 44, scope: !12)
!28 = !DILocation(line: 15, column: 42, scope: !12)
!29 = !DILocation(line: 15, column: 14, scope: !12)
!30 = !DILocation(line: 16, column: 17, scope: !12)
!31 = !DILocation(line: 16, column: 20, scope: !12)
!32 = !DILocation(line: 16, column: 10, scope: !12)
!33 = !DILocation(line: 16, column: 5, scope: !12)
!34 = !DILocation(line: 16, column: 15, scope: !12)
!35 = !DILocation(line: 17, column: 5, scope: !12)
!36 = !{i64 852}
!37 = !DILocation(line: 18, column: 19, scope: !12)
!38 = !DILocation(line: 18, column: 23, scope: !12)
!39 = !DILocation(line: 18, column: 14, scope: !12)
!40 = !DILocation(line: 18, column: 5, scope: !12)
!41 = !DILocation(line: 18, column: 9, scope: !12)
!42 = !DILocation(line: 18, column: 12, scope: !12)
!43 = !DILocation(line: 19, column: 1, scope: !12)
