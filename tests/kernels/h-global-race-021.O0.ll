; ModuleID = 'h-global-race-021.cu'
source_filename = "h-global-race-021.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_scale_complex_rows(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  store i32 %12, ptr %9, align 4, !dbg !19
  %13 = load ptr, ptr %6, align 8, !dbg !20
  %14 = load i32, ptr %9, align 4, !dbg !21
  %15 = sext i32 %14 to i64, !dbg !20
  %16 = getelementptr inbounds float, ptr %13, i64 %15, !dbg !20
  %17 = load float, ptr %16, align 4, !dbg !20
  store float %17, ptr %10, align 4, !dbg !22
  %18 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  store i32 %18, ptr %11, align 4, !dbg !26
  br label %19, !dbg !27

19:                                               ; preds = %36, %4
  %20 = load i32, ptr %11, align 4, !dbg !28
  %21 = load i32, ptr %8, align 4, !dbg !29
  %22 = mul nsw i32 2, %21, !dbg !30
  %23 = icmp slt i32 %20, %22, !dbg !31
  br i1 %23, label %24, label %40, !dbg !32

24:                                               ; preds = %19
  %25 = load float, ptr %10, align 4, !dbg !33
  %26 = load ptr, ptr %5, align 8, !dbg !34
  %27 = load i32, ptr %9, align 4, !dbg !35
  %28 = load i32, ptr %7, align 4, !dbg !36
  %29 = mul nsw i32 %27, %28, !dbg !37
  %30 = load i32, ptr %11, align 4, !dbg !38
  %31 = add nsw i32 %29, %30, !dbg !39
  %32 = sext i32 %31 to i64, !dbg !34
  %33 = getelementptr inbounds float, ptr %26, i64 %32, !dbg !34
  %34 = load float, ptr %33, align 4, !dbg !40
  %35 = fmul contract float %34, %25, !dbg !40
  store float %35, ptr %33, align 4, !dbg !40
  br label %36, !dbg !34

36:                                               ; preds = %24
  %37 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !41
  %38 = load i32, ptr %11, align 4, !dbg !44
  %39 = add i32 %38, %37, !dbg !44
  store i32 %39, ptr %11, align 4, !dbg !44
  br label %19, !dbg !32, !llvm.loop !45

40:                                               ; preds = %19
  ret void, !dbg !47
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
!7 = !DIFile(filename: "h-global-race-021.cu", directory: ".")
!8 = !{ptr @h_scale_complex_rows, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_scale_complex_rows", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 15, scope: !12)
!19 = !DILocation(line: 13, column: 9, scope: !12)
!20 = !DILocation(line: 14, column: 15, scope: !12)
!21 = !DILocation(line: 14, column: 17, scope: !12)
!22 = !DILocation(line: 14, column: 11, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 15, column: 18, scope: !12)
!26 = !DILocation(line: 15, column: 14, scope: !12)
!27 = !DILocation(line: 15, column: 10, scope: !12)
!28 = !DILocation(line: 15, column: 31, scope: !12)
!29 = !DILocation(line: 15, column: 39, scope: !12)
!30 = !DILocation(line: 15, column: 37, scope: !12)
!31 = !DILocation(line: 15, column: 33, scope: !12)
!32 = !DILocation(line: 15, column: 5, scope: !12)
!33 = !DILocation(line: 16, column: 32, scope: !12)
!34 = !DILocation(line: 16, column: 9, scope: !12)
!35 = !DILocation(line: 16, column: 11, scope: !12)
!36 = !DILocation(line: 16, column: 17, scope: !12)
!37 = !DILocation(line: 16, column: 15, scope: !12)
!38 = !DILocation(line: 16, column: 26, scope: !12)
!39 = !DILocation(line: 16, column: 24, scope: !12)
!40 = !DILocation(line: 16, column: 29, scope: !12)
!41 = !DILocation(line: 79, column: 3, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!43 = distinct !DILocation(line: 15, column: 52, scope: !12)
!44 = !DILocation(line: 15, column: 49, scope: !12)
!45 = distinct !{!45, !32, !33, !46}
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 17, column: 1, scope: !12)
