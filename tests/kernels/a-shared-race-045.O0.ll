; ModuleID = 'a-shared-race-045.cu'
source_filename = "a-shared-race-045.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ20a_tile2d_colsum_raceE6colsum = internal addrspace(3) global [32 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_tile2d_colsum_race(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %7, ptr %5, align 4, !dbg !19
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  store i32 %8, ptr %6, align 4, !dbg !23
  %9 = load i32, ptr %6, align 4, !dbg !24
  %10 = icmp eq i32 %9, 0, !dbg !25
  br i1 %10, label %11, label %15, !dbg !24

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4, !dbg !26
  %13 = zext i32 %12 to i64, !dbg !27
  %14 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20a_tile2d_colsum_raceE6colsum to ptr), i64 0, i64 %13, !dbg !27
  store float 0.000000e+00, ptr %14, align 4, !dbg !28
  br label %15, !dbg !27

15:                                               ; preds = %11, %2
  call void @llvm.nvvm.barrier0(), !dbg !29
  %16 = load ptr, ptr %3, align 8, !dbg !30
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !31
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !34
  %19 = mul i32 %17, %18, !dbg !37
  %20 = load i32, ptr %6, align 4, !dbg !38
  %21 = add i32 %19, %20, !dbg !39
  %22 = mul i32 %21, 32, !dbg !40
  %23 = load i32, ptr %5, align 4, !dbg !41
  %24 = add i32 %22, %23, !dbg !42
  %25 = zext i32 %24 to i64, !dbg !30
  %26 = getelementptr inbounds float, ptr %16, i64 %25, !dbg !30
  %27 = load float, ptr %26, align 4, !dbg !30
  %28 = load i32, ptr %5, align 4, !dbg !43
  %29 = zext i32 %28 to i64, !dbg !44
  %30 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20a_tile2d_colsum_raceE6colsum to ptr), i64 0, i64 %29, !dbg !44
  %31 = load float, ptr %30, align 4, !dbg !45
  %32 = fadd contract float %31, %27, !dbg !45
  store float %32, ptr %30, align 4, !dbg !45
  call void @llvm.nvvm.barrier0(), !dbg !46
  %33 = load i32, ptr %6, align 4, !dbg !47
  %34 = icmp eq i32 %33, 0, !dbg !48
  br i1 %34, label %35, label %47, !dbg !47

35:                                               ; preds = %15
  %36 = load i32, ptr %5, align 4, !dbg !49
  %37 = zext i32 %36 to i64, !dbg !50
  %38 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20a_tile2d_colsum_raceE6colsum to ptr), i64 0, i64 %37, !dbg !50
  %39 = load float, ptr %38, align 4, !dbg !50
  %40 = load ptr, ptr %4, align 8, !dbg !51
  %41 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !52
  %42 = mul i32 %41, 32, !dbg !54
  %43 = load i32, ptr %5, align 4, !dbg !55
  %44 = add i32 %42, %43, !dbg !56
  %45 = zext i32 %44 to i64, !dbg !51
  %46 = getelementptr inbounds float, ptr %40, i64 %45, !dbg !51
  store float %39, ptr %46, align 4, !dbg !57
  br label %47, !dbg !51

47:                                               ; preds = %35, %15
  ret void, !dbg !58
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

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
!7 = !DIFile(filename: "a-shared-race-045.cu", directory: ".")
!8 = !{ptr @a_tile2d_colsum_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_tile2d_colsum_race", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 19, scope: !12)
!19 = !DILocation(line: 12, column: 14, scope: !12)
!20 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 12, column: 37, scope: !12)
!23 = !DILocation(line: 12, column: 32, scope: !12)
!24 = !DILocation(line: 13, column: 9, scope: !12)
!25 = !DILocation(line: 13, column: 12, scope: !12)
!26 = !DILocation(line: 14, column: 16, scope: !12)
!27 = !DILocation(line: 14, column: 9, scope: !12)
!28 = !DILocation(line: 14, column: 20, scope: !12)
!29 = !DILocation(line: 15, column: 5, scope: !12)
!30 = !DILocation(line: 16, column: 19, scope: !12)
!31 = !DILocation(line: 66, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!33 = distinct !DILocation(line: 16, column: 23, scope: !12)
!34 = !DILocation(line: 80, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!36 = distinct !DILocation(line: 16, column: 36, scope: !12)
!37 = !DILocation(line: 16, column: 34, scope: !12)
!38 = !DILocation(line: 16, column: 49, scope: !12)
!39 = !DILocation(line: 16, column: 47, scope: !12)
!40 = !DILocation(line: 16, column: 53, scope: !12)
!41 = !DILocation(line: 16, column: 60, scope: !12)
!42 = !DILocation(line: 16, column: 58, scope: !12)
!43 = !DILocation(line: 16, column: 12, scope: !12)
!44 = !DILocation(line: 16, column: 5, scope: !12)
!45 = !DILocation(line: 16, column: 16, scope: !12)
!46 = !DILocation(line: 17, column: 5, scope: !12)
!47 = !DILocation(line: 18, column: 9, scope: !12)
!48 = !DILocation(line: 18, column: 12, scope: !12)
!49 = !DILocation(line: 19, column: 44, scope: !12)
!50 = !DILocation(line: 19, column: 37, scope: !12)
!51 = !DILocation(line: 19, column: 9, scope: !12)
!52 = !DILocation(line: 66, column: 3, scope: !32, inlinedAt: !53)
!53 = distinct !DILocation(line: 19, column: 13, scope: !12)
!54 = !DILocation(line: 19, column: 24, scope: !12)
!55 = !DILocation(line: 19, column: 31, scope: !12)
!56 = !DILocation(line: 19, column: 29, scope: !12)
!57 = !DILocation(line: 19, column: 35, scope: !12)
!58 = !DILocation(line: 20, column: 1, scope: !12)
