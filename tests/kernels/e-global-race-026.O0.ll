; ModuleID = 'e-global-race-026.cu'
source_filename = "e-global-race-026.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_tile_cols_overlap_race(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !15
  %9 = mul i32 %8, 16, !dbg !19
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  %11 = add i32 %9, %10, !dbg !23
  store i32 %11, ptr %5, align 4, !dbg !24
  %12 = load i32, ptr %5, align 4, !dbg !25
  %13 = mul nsw i32 %12, 128, !dbg !26
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %15 = mul i32 %14, 16, !dbg !30
  %16 = add i32 %13, %15, !dbg !31
  store i32 %16, ptr %6, align 4, !dbg !32
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !33
  store i32 %17, ptr %7, align 4, !dbg !36
  br label %18, !dbg !37

18:                                               ; preds = %36, %2
  %19 = load i32, ptr %7, align 4, !dbg !38
  %20 = icmp sle i32 %19, 16, !dbg !39
  br i1 %20, label %21, label %40, !dbg !40

21:                                               ; preds = %18
  %22 = load ptr, ptr %3, align 8, !dbg !41
  %23 = load i32, ptr %6, align 4, !dbg !42
  %24 = load i32, ptr %7, align 4, !dbg !43
  %25 = add nsw i32 %23, %24, !dbg !44
  %26 = sext i32 %25 to i64, !dbg !41
  %27 = getelementptr inbounds float, ptr %22, i64 %26, !dbg !41
  %28 = load float, ptr %27, align 4, !dbg !41
  %29 = fmul contract float 2.000000e+00, %28, !dbg !45
  %30 = load ptr, ptr %4, align 8, !dbg !46
  %31 = load i32, ptr %6, align 4, !dbg !47
  %32 = load i32, ptr %7, align 4, !dbg !48
  %33 = add nsw i32 %31, %32, !dbg !49
  %34 = sext i32 %33 to i64, !dbg !46
  %35 = getelementptr inbounds float, ptr %30, i64 %34, !dbg !46
  store float %29, ptr %35, align 4, !dbg !50
  br label %36, !dbg !46

36:                                               ; preds = %21
  %37 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !51
  %38 = load i32, ptr %7, align 4, !dbg !54
  %39 = add i32 %38, %37, !dbg !54
  store i32 %39, ptr %7, align 4, !dbg !54
  br label %18, !dbg !40, !llvm.loop !55

40:                                               ; preds = %18
  ret void, !dbg !58
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

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
!7 = !DIFile(filename: "e-global-race-026.cu", directory: ".")
!8 = !{ptr @e_tile_cols_overlap_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_tile_cols_overlap_race", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 67, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 15, scope: !12)
!19 = !DILocation(line: 12, column: 26, scope: !12)
!20 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 12, column: 32, scope: !12)
!23 = !DILocation(line: 12, column: 30, scope: !12)
!24 = !DILocation(line: 12, column: 9, scope: !12)
!25 = !DILocation(line: 13, column: 16, scope: !12)
!26 = !DILocation(line: 13, column: 20, scope: !12)
!27 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!29 = distinct !DILocation(line: 13, column: 26, scope: !12)
!30 = !DILocation(line: 13, column: 37, scope: !12)
!31 = !DILocation(line: 13, column: 24, scope: !12)
!32 = !DILocation(line: 13, column: 9, scope: !12)
!33 = !DILocation(line: 53, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!35 = distinct !DILocation(line: 14, column: 18, scope: !12)
!36 = !DILocation(line: 14, column: 14, scope: !12)
!37 = !DILocation(line: 14, column: 10, scope: !12)
!38 = !DILocation(line: 14, column: 31, scope: !12)
!39 = !DILocation(line: 14, column: 33, scope: !12)
!40 = !DILocation(line: 14, column: 5, scope: !12)
!41 = !DILocation(line: 15, column: 32, scope: !12)
!42 = !DILocation(line: 15, column: 35, scope: !12)
!43 = !DILocation(line: 15, column: 42, scope: !12)
!44 = !DILocation(line: 15, column: 40, scope: !12)
!45 = !DILocation(line: 15, column: 30, scope: !12)
!46 = !DILocation(line: 15, column: 9, scope: !12)
!47 = !DILocation(line: 15, column: 13, scope: !12)
!48 = !DILocation(line: 15, column: 20, scope: !12)
!49 = !DILocation(line: 15, column: 18, scope: !12)
!50 = !DILocation(line: 15, column: 23, scope: !12)
!51 = !DILocation(line: 79, column: 3, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!53 = distinct !DILocation(line: 14, column: 44, scope: !12)
!54 = !DILocation(line: 14, column: 41, scope: !12)
!55 = distinct !{!55, !40, !56, !57}
!56 = !DILocation(line: 15, column: 43, scope: !12)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 16, column: 1, scope: !12)
