; ModuleID = 'h-global-race-031.cu'
source_filename = "h-global-race-031.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_scale_grid_stride(ptr noundef %0, ptr noundef %1, float noundef %2, i32 noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store float %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !15
  %12 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !19
  %13 = mul i32 %11, %12, !dbg !22
  store i32 %13, ptr %9, align 4, !dbg !23
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !24
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %16 = mul i32 %14, %15, !dbg !29
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !30
  %18 = add i32 %16, %17, !dbg !33
  store i32 %18, ptr %10, align 4, !dbg !34
  br label %19, !dbg !35

19:                                               ; preds = %35, %4
  %20 = load i32, ptr %10, align 4, !dbg !36
  %21 = load i32, ptr %8, align 4, !dbg !37
  %22 = icmp slt i32 %20, %21, !dbg !38
  br i1 %22, label %23, label %39, !dbg !39

23:                                               ; preds = %19
  %24 = load float, ptr %7, align 4, !dbg !40
  %25 = load ptr, ptr %6, align 8, !dbg !41
  %26 = load i32, ptr %10, align 4, !dbg !42
  %27 = sext i32 %26 to i64, !dbg !41
  %28 = getelementptr inbounds float, ptr %25, i64 %27, !dbg !41
  %29 = load float, ptr %28, align 4, !dbg !41
  %30 = fmul contract float %24, %29, !dbg !43
  %31 = load ptr, ptr %5, align 8, !dbg !44
  %32 = load i32, ptr %10, align 4, !dbg !45
  %33 = sext i32 %32 to i64, !dbg !44
  %34 = getelementptr inbounds float, ptr %31, i64 %33, !dbg !44
  store float %30, ptr %34, align 4, !dbg !46
  br label %35, !dbg !44

35:                                               ; preds = %23
  %36 = load i32, ptr %9, align 4, !dbg !47
  %37 = load i32, ptr %10, align 4, !dbg !48
  %38 = add nsw i32 %37, %36, !dbg !48
  store i32 %38, ptr %10, align 4, !dbg !48
  br label %19, !dbg !39, !llvm.loop !49

39:                                               ; preds = %19
  ret void, !dbg !53
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

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
!7 = !DIFile(filename: "h-global-race-031.cu", directory: ".")
!8 = !{ptr @h_scale_grid_stride, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_scale_grid_stride", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 79, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 24, scope: !12)
!19 = !DILocation(line: 92, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 12, column: 37, scope: !12)
!22 = !DILocation(line: 12, column: 35, scope: !12)
!23 = !DILocation(line: 12, column: 15, scope: !12)
!24 = !DILocation(line: 79, column: 3, scope: !16, inlinedAt: !25)
!25 = distinct !DILocation(line: 14, column: 18, scope: !12)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 14, column: 31, scope: !12)
!29 = !DILocation(line: 14, column: 29, scope: !12)
!30 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!32 = distinct !DILocation(line: 14, column: 44, scope: !12)
!33 = !DILocation(line: 14, column: 42, scope: !12)
!34 = !DILocation(line: 14, column: 14, scope: !12)
!35 = !DILocation(line: 14, column: 10, scope: !12)
!36 = !DILocation(line: 14, column: 57, scope: !12)
!37 = !DILocation(line: 14, column: 61, scope: !12)
!38 = !DILocation(line: 14, column: 59, scope: !12)
!39 = !DILocation(line: 14, column: 5, scope: !12)
!40 = !DILocation(line: 15, column: 16, scope: !12)
!41 = !DILocation(line: 15, column: 20, scope: !12)
!42 = !DILocation(line: 15, column: 22, scope: !12)
!43 = !DILocation(line: 15, column: 18, scope: !12)
!44 = !DILocation(line: 15, column: 9, scope: !12)
!45 = !DILocation(line: 15, column: 11, scope: !12)
!46 = !DILocation(line: 15, column: 14, scope: !12)
!47 = !DILocation(line: 14, column: 69, scope: !12)
!48 = !DILocation(line: 14, column: 66, scope: !12)
!49 = distinct !{!49, !39, !50, !51, !52}
!50 = !DILocation(line: 15, column: 23, scope: !12)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !{!"llvm.loop.unroll.count", i32 2}
!53 = !DILocation(line: 16, column: 1, scope: !12)
