; ModuleID = 'a-shared-race-056.cu'
source_filename = "a-shared-race-056.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ27a_warp_exchange_nosync_raceE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_warp_exchange_nosync_race(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %5, align 4, !dbg !19
  %10 = load i32, ptr %5, align 4, !dbg !20
  %11 = and i32 %10, 31, !dbg !21
  store i32 %11, ptr %6, align 4, !dbg !22
  %12 = load i32, ptr %5, align 4, !dbg !23
  %13 = and i32 %12, -32, !dbg !24
  store i32 %13, ptr %7, align 4, !dbg !25
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !29
  %16 = mul i32 %14, %15, !dbg !32
  %17 = load i32, ptr %5, align 4, !dbg !33
  %18 = add i32 %16, %17, !dbg !34
  store i32 %18, ptr %8, align 4, !dbg !35
  %19 = load ptr, ptr %3, align 8, !dbg !36
  %20 = load i32, ptr %8, align 4, !dbg !37
  %21 = zext i32 %20 to i64, !dbg !36
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !36
  %23 = load float, ptr %22, align 4, !dbg !36
  %24 = load i32, ptr %5, align 4, !dbg !38
  %25 = zext i32 %24 to i64, !dbg !39
  %26 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_warp_exchange_nosync_raceE1s to ptr), i64 0, i64 %25, !dbg !39
  store float %23, ptr %26, align 4, !dbg !40
  %27 = load i32, ptr %7, align 4, !dbg !41
  %28 = load i32, ptr %6, align 4, !dbg !42
  %29 = add i32 %28, 1, !dbg !43
  %30 = and i32 %29, 31, !dbg !44
  %31 = add i32 %27, %30, !dbg !45
  %32 = zext i32 %31 to i64, !dbg !46
  %33 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_warp_exchange_nosync_raceE1s to ptr), i64 0, i64 %32, !dbg !46
  %34 = load float, ptr %33, align 4, !dbg !46
  %35 = load ptr, ptr %4, align 8, !dbg !47
  %36 = load i32, ptr %8, align 4, !dbg !48
  %37 = zext i32 %36 to i64, !dbg !47
  %38 = getelementptr inbounds float, ptr %35, i64 %37, !dbg !47
  store float %34, ptr %38, align 4, !dbg !49
  ret void, !dbg !50
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

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
!7 = !DIFile(filename: "a-shared-race-056.cu", directory: ".")
!8 = !{ptr @a_warp_exchange_nosync_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_warp_exchange_nosync_race", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 20, scope: !12)
!19 = !DILocation(line: 12, column: 14, scope: !12)
!20 = !DILocation(line: 12, column: 40, scope: !12)
!21 = !DILocation(line: 12, column: 44, scope: !12)
!22 = !DILocation(line: 12, column: 33, scope: !12)
!23 = !DILocation(line: 12, column: 57, scope: !12)
!24 = !DILocation(line: 12, column: 61, scope: !12)
!25 = !DILocation(line: 12, column: 50, scope: !12)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 13, column: 18, scope: !12)
!29 = !DILocation(line: 79, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!31 = distinct !DILocation(line: 13, column: 31, scope: !12)
!32 = !DILocation(line: 13, column: 29, scope: !12)
!33 = !DILocation(line: 13, column: 44, scope: !12)
!34 = !DILocation(line: 13, column: 42, scope: !12)
!35 = !DILocation(line: 13, column: 14, scope: !12)
!36 = !DILocation(line: 14, column: 14, scope: !12)
!37 = !DILocation(line: 14, column: 17, scope: !12)
!38 = !DILocation(line: 14, column: 7, scope: !12)
!39 = !DILocation(line: 14, column: 5, scope: !12)
!40 = !DILocation(line: 14, column: 12, scope: !12)
!41 = !DILocation(line: 16, column: 16, scope: !12)
!42 = !DILocation(line: 16, column: 25, scope: !12)
!43 = !DILocation(line: 16, column: 30, scope: !12)
!44 = !DILocation(line: 16, column: 35, scope: !12)
!45 = !DILocation(line: 16, column: 21, scope: !12)
!46 = !DILocation(line: 16, column: 14, scope: !12)
!47 = !DILocation(line: 16, column: 5, scope: !12)
!48 = !DILocation(line: 16, column: 9, scope: !12)
!49 = !DILocation(line: 16, column: 12, scope: !12)
!50 = !DILocation(line: 17, column: 1, scope: !12)
