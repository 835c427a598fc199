; ModuleID = 'h-global-race-020.cu'
source_filename = "h-global-race-020.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_rmsnorm_apply_rows(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !12 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  store i32 %14, ptr %11, align 4, !dbg !19
  %15 = load ptr, ptr %7, align 8, !dbg !20
  %16 = load i32, ptr %11, align 4, !dbg !21
  %17 = sext i32 %16 to i64, !dbg !20
  %18 = getelementptr inbounds float, ptr %15, i64 %17, !dbg !20
  %19 = load float, ptr %18, align 4, !dbg !20
  store float %19, ptr %12, align 4, !dbg !22
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  store i32 %20, ptr %13, align 4, !dbg !26
  br label %21, !dbg !27

21:                                               ; preds = %43, %5
  %22 = load i32, ptr %13, align 4, !dbg !28
  %23 = load i32, ptr %10, align 4, !dbg !29
  %24 = icmp slt i32 %22, %23, !dbg !30
  br i1 %24, label %25, label %47, !dbg !31

25:                                               ; preds = %21
  %26 = load float, ptr %12, align 4, !dbg !32
  %27 = load ptr, ptr %8, align 8, !dbg !33
  %28 = load i32, ptr %13, align 4, !dbg !34
  %29 = sext i32 %28 to i64, !dbg !33
  %30 = getelementptr inbounds float, ptr %27, i64 %29, !dbg !33
  %31 = load float, ptr %30, align 4, !dbg !33
  %32 = fmul contract float %26, %31, !dbg !35
  %33 = load ptr, ptr %6, align 8, !dbg !36
  %34 = load i32, ptr %11, align 4, !dbg !37
  %35 = load i32, ptr %9, align 4, !dbg !38
  %36 = mul nsw i32 %34, %35, !dbg !39
  %37 = load i32, ptr %13, align 4, !dbg !40
  %38 = add nsw i32 %36, %37, !dbg !41
  %39 = sext i32 %38 to i64, !dbg !36
  %40 = getelementptr inbounds float, ptr %33, i64 %39, !dbg !36
  %41 = load float, ptr %40, align 4, !dbg !42
  %42 = fmul contract float %41, %32, !dbg !42
  store float %42, ptr %40, align 4, !dbg !42
  br label %43, !dbg !36

43:                                               ; preds = %25
  %44 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !43
  %45 = load i32, ptr %13, align 4, !dbg !46
  %46 = add i32 %45, %44, !dbg !46
  store i32 %46, ptr %13, align 4, !dbg !46
  br label %21, !dbg !31, !llvm.loop !47

47:                                               ; preds = %21
  ret void, !dbg !50
}

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
!7 = !DIFile(filename: "h-global-race-020.cu", directory: ".")
!8 = !{ptr @h_rmsnorm_apply_rows, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_rmsnorm_apply_rows", scope: !7, file: !7, line: 9, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 15, scope: !12)
!19 = !DILocation(line: 12, column: 9, scope: !12)
!20 = !DILocation(line: 13, column: 15, scope: !12)
!21 = !DILocation(line: 13, column: 20, scope: !12)
!22 = !DILocation(line: 13, column: 11, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 14, column: 20, scope: !12)
!26 = !DILocation(line: 14, column: 14, scope: !12)
!27 = !DILocation(line: 14, column: 10, scope: !12)
!28 = !DILocation(line: 14, column: 33, scope: !12)
!29 = !DILocation(line: 14, column: 39, scope: !12)
!30 = !DILocation(line: 14, column: 37, scope: !12)
!31 = !DILocation(line: 14, column: 5, scope: !12)
!32 = !DILocation(line: 15, column: 34, scope: !12)
!33 = !DILocation(line: 15, column: 38, scope: !12)
!34 = !DILocation(line: 15, column: 40, scope: !12)
!35 = !DILocation(line: 15, column: 36, scope: !12)
!36 = !DILocation(line: 15, column: 9, scope: !12)
!37 = !DILocation(line: 15, column: 11, scope: !12)
!38 = !DILocation(line: 15, column: 17, scope: !12)
!39 = !DILocation(line: 15, column: 15, scope: !12)
!40 = !DILocation(line: 15, column: 26, scope: !12)
!41 = !DILocation(line: 15, column: 24, scope: !12)
!42 = !DILocation(line: 15, column: 31, scope: !12)
!43 = !DILocation(line: 79, column: 3, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!45 = distinct !DILocation(line: 14, column: 54, scope: !12)
!46 = !DILocation(line: 14, column: 51, scope: !12)
!47 = distinct !{!47, !31, !48, !49}
!48 = !DILocation(line: 15, column: 43, scope: !12)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 16, column: 1, scope: !12)
