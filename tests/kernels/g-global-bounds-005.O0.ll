; ModuleID = 'g-global-bounds-005.cu'
source_filename = "g-global-bounds-005.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @g_grid_stride_ok(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %9 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %10 = mul i32 %8, %9, !dbg !22
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %12 = add i32 %10, %11, !dbg !26
  store i32 %12, ptr %7, align 4, !dbg !27
  br label %13, !dbg !28

13:                                               ; preds = %28, %3
  %14 = load i32, ptr %7, align 4, !dbg !29
  %15 = load i32, ptr %6, align 4, !dbg !30
  %16 = icmp slt i32 %14, %15, !dbg !31
  br i1 %16, label %17, label %34, !dbg !32

17:                                               ; preds = %13
  %18 = load ptr, ptr %5, align 8, !dbg !33
  %19 = load i32, ptr %7, align 4, !dbg !34
  %20 = sext i32 %19 to i64, !dbg !33
  %21 = getelementptr inbounds i32, ptr %18, i64 %20, !dbg !33
  %22 = load i32, ptr %21, align 4, !dbg !33
  %23 = add nsw i32 %22, 1, !dbg !35
  %24 = load ptr, ptr %4, align 8, !dbg !36
  %25 = load i32, ptr %7, align 4, !dbg !37
  %26 = sext i32 %25 to i64, !dbg !36
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !36
  store i32 %23, ptr %27, align 4, !dbg !38
  br label %28, !dbg !36

28:                                               ; preds = %17
  %29 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !39
  %30 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !42
  %31 = mul i32 %29, %30, !dbg !44
  %32 = load i32, ptr %7, align 4, !dbg !45
  %33 = add i32 %32, %31, !dbg !45
  store i32 %33, ptr %7, align 4, !dbg !45
  br label %13, !dbg !32, !llvm.loop !46

34:                                               ; preds = %13
  ret void, !dbg !49
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

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
!7 = !DIFile(filename: "g-global-bounds-005.cu", directory: ".")
!8 = !{ptr @g_grid_stride_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "g_grid_stride_ok", scope: !7, file: !7, line: 2, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 4, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 4, column: 31, scope: !12)
!22 = !DILocation(line: 4, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 4, column: 44, scope: !12)
!26 = !DILocation(line: 4, column: 42, scope: !12)
!27 = !DILocation(line: 4, column: 14, scope: !12)
!28 = !DILocation(line: 4, column: 10, scope: !12)
!29 = !DILocation(line: 4, column: 57, scope: !12)
!30 = !DILocation(line: 4, column: 61, scope: !12)
!31 = !DILocation(line: 4, column: 59, scope: !12)
!32 = !DILocation(line: 4, column: 5, scope: !12)
!33 = !DILocation(line: 5, column: 18, scope: !12)
!34 = !DILocation(line: 5, column: 22, scope: !12)
!35 = !DILocation(line: 5, column: 25, scope: !12)
!36 = !DILocation(line: 5, column: 9, scope: !12)
!37 = !DILocation(line: 5, column: 13, scope: !12)
!38 = !DILocation(line: 5, column: 16, scope: !12)
!39 = !DILocation(line: 92, column: 3, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!41 = distinct !DILocation(line: 4, column: 69, scope: !12)
!42 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !43)
!43 = distinct !DILocation(line: 4, column: 81, scope: !12)
!44 = !DILocation(line: 4, column: 79, scope: !12)
!45 = !DILocation(line: 4, column: 66, scope: !12)
!46 = distinct !{!46, !32, !47, !48}
!47 = !DILocation(line: 5, column: 27, scope: !12)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 6, column: 1, scope: !12)
