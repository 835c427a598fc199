; ModuleID = 'a-shared-race-042.cu'
source_filename = "a-shared-race-042.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ28a_tile2d_transpose_nobarrierE4tile = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_tile2d_transpose_nobarrier(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %8, ptr %5, align 4, !dbg !19
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  store i32 %9, ptr %6, align 4, !dbg !23
  %10 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !24
  %11 = mul i32 %10, 16, !dbg !27
  store i32 %11, ptr %7, align 4, !dbg !28
  %12 = load ptr, ptr %3, align 8, !dbg !29
  %13 = load i32, ptr %6, align 4, !dbg !30
  %14 = load i32, ptr %7, align 4, !dbg !31
  %15 = mul i32 %13, %14, !dbg !32
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !33
  %17 = mul i32 %16, 16, !dbg !36
  %18 = add i32 %15, %17, !dbg !37
  %19 = load i32, ptr %5, align 4, !dbg !38
  %20 = add i32 %18, %19, !dbg !39
  %21 = zext i32 %20 to i64, !dbg !29
  %22 = getelementptr inbounds float, ptr %12, i64 %21, !dbg !29
  %23 = load float, ptr %22, align 4, !dbg !29
  %24 = load i32, ptr %6, align 4, !dbg !40
  %25 = zext i32 %24 to i64, !dbg !41
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28a_tile2d_transpose_nobarrierE4tile to ptr), i64 0, i64 %25, !dbg !41
  %27 = load i32, ptr %5, align 4, !dbg !42
  %28 = zext i32 %27 to i64, !dbg !41
  %29 = getelementptr inbounds [16 x float], ptr %26, i64 0, i64 %28, !dbg !41
  store float %23, ptr %29, align 4, !dbg !43
  %30 = load i32, ptr %5, align 4, !dbg !44
  %31 = zext i32 %30 to i64, !dbg !45
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ28a_tile2d_transpose_nobarrierE4tile to ptr), i64 0, i64 %31, !dbg !45
  %33 = load i32, ptr %6, align 4, !dbg !46
  %34 = zext i32 %33 to i64, !dbg !45
  %35 = getelementptr inbounds [16 x float], ptr %32, i64 0, i64 %34, !dbg !45
  %36 = load float, ptr %35, align 4, !dbg !45
  %37 = load ptr, ptr %4, align 8, !dbg !47
  %38 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !48
  %39 = mul i32 %38, 16, !dbg !50
  %40 = load i32, ptr %6, align 4, !dbg !51
  %41 = add i32 %39, %40, !dbg !52
  %42 = mul i32 %41, 16, !dbg !53
  %43 = load i32, ptr %5, align 4, !dbg !54
  %44 = add i32 %42, %43, !dbg !55
  %45 = zext i32 %44 to i64, !dbg !47
  %46 = getelementptr inbounds float, ptr %37, i64 %45, !dbg !47
  store float %36, ptr %46, align 4, !dbg !56
  ret void, !dbg !57
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

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
!7 = !DIFile(filename: "a-shared-race-042.cu", directory: ".")
!8 = !{ptr @a_tile2d_transpose_nobarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_tile2d_transpose_nobarrier", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 19, scope: !12)
!19 = !DILocation(line: 14, column: 14, scope: !12)
!20 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 14, column: 37, scope: !12)
!23 = !DILocation(line: 14, column: 32, scope: !12)
!24 = !DILocation(line: 92, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 15, column: 22, scope: !12)
!27 = !DILocation(line: 15, column: 32, scope: !12)
!28 = !DILocation(line: 15, column: 14, scope: !12)
!29 = !DILocation(line: 16, column: 20, scope: !12)
!30 = !DILocation(line: 16, column: 23, scope: !12)
!31 = !DILocation(line: 16, column: 28, scope: !12)
!32 = !DILocation(line: 16, column: 26, scope: !12)
!33 = !DILocation(line: 66, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!35 = distinct !DILocation(line: 16, column: 36, scope: !12)
!36 = !DILocation(line: 16, column: 47, scope: !12)
!37 = !DILocation(line: 16, column: 34, scope: !12)
!38 = !DILocation(line: 16, column: 53, scope: !12)
!39 = !DILocation(line: 16, column: 51, scope: !12)
!40 = !DILocation(line: 16, column: 10, scope: !12)
!41 = !DILocation(line: 16, column: 5, scope: !12)
!42 = !DILocation(line: 16, column: 14, scope: !12)
!43 = !DILocation(line: 16, column: 18, scope: !12)
!44 = !DILocation(line: 18, column: 48, scope: !12)
!45 = !DILocation(line: 18, column: 43, scope: !12)
!46 = !DILocation(line: 18, column: 52, scope: !12)
!47 = !DILocation(line: 18, column: 5, scope: !12)
!48 = !DILocation(line: 66, column: 3, scope: !34, inlinedAt: !49)
!49 = distinct !DILocation(line: 18, column: 10, scope: !12)
!50 = !DILocation(line: 18, column: 21, scope: !12)
!51 = !DILocation(line: 18, column: 27, scope: !12)
!52 = !DILocation(line: 18, column: 25, scope: !12)
!53 = !DILocation(line: 18, column: 31, scope: !12)
!54 = !DILocation(line: 18, column: 37, scope: !12)
!55 = !DILocation(line: 18, column: 35, scope: !12)
!56 = !DILocation(line: 18, column: 41, scope: !12)
!57 = !DILocation(line: 19, column: 1, scope: !12)
