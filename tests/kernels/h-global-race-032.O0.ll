; ModuleID = 'h-global-race-032.cu'
source_filename = "h-global-race-032.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_scale_block_stride(ptr noundef %0, ptr noundef %1, float noundef %2, i32 noundef %3) #0 !dbg !12 {
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
  store i32 %11, ptr %9, align 4, !dbg !19
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %14 = mul i32 %12, %13, !dbg !25
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !26
  %16 = add i32 %14, %15, !dbg !29
  store i32 %16, ptr %10, align 4, !dbg !30
  br label %17, !dbg !31

17:                                               ; preds = %33, %4
  %18 = load i32, ptr %10, align 4, !dbg !32
  %19 = load i32, ptr %8, align 4, !dbg !33
  %20 = icmp slt i32 %18, %19, !dbg !34
  br i1 %20, label %21, label %37, !dbg !35

21:                                               ; preds = %17
  %22 = load float, ptr %7, align 4, !dbg !36
  %23 = load ptr, ptr %6, align 8, !dbg !37
  %24 = load i32, ptr %10, align 4, !dbg !38
  %25 = sext i32 %24 to i64, !dbg !37
  %26 = getelementptr inbounds float, ptr %23, i64 %25, !dbg !37
  %27 = load float, ptr %26, align 4, !dbg !37
  %28 = fmul contract float %22, %27, !dbg !39
  %29 = load ptr, ptr %5, align 8, !dbg !40
  %30 = load i32, ptr %10, align 4, !dbg !41
  %31 = sext i32 %30 to i64, !dbg !40
  %32 = getelementptr inbounds float, ptr %29, i64 %31, !dbg !40
  store float %28, ptr %32, align 4, !dbg !42
  br label %33, !dbg !40

33:                                               ; preds = %21
  %34 = load i32, ptr %9, align 4, !dbg !43
  %35 = load i32, ptr %10, align 4, !dbg !44
  %36 = add nsw i32 %35, %34, !dbg !44
  store i32 %36, ptr %10, align 4, !dbg !44
  br label %17, !dbg !35, !llvm.loop !45

37:                                               ; preds = %17
  ret void, !dbg !49
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

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
!7 = !DIFile(filename: "h-global-race-032.cu", directory: ".")
!8 = !{ptr @h_scale_block_stride, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_scale_block_stride", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 79, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 24, scope: !12)
!19 = !DILocation(line: 10, column: 15, scope: !12)
!20 = !DILocation(line: 79, column: 3, scope: !16, inlinedAt: !21)
!21 = distinct !DILocation(line: 12, column: 18, scope: !12)
!22 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!24 = distinct !DILocation(line: 12, column: 31, scope: !12)
!25 = !DILocation(line: 12, column: 29, scope: !12)
!26 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 12, column: 44, scope: !12)
!29 = !DILocation(line: 12, column: 42, scope: !12)
!30 = !DILocation(line: 12, column: 14, scope: !12)
!31 = !DILocation(line: 12, column: 10, scope: !12)
!32 = !DILocation(line: 12, column: 57, scope: !12)
!33 = !DILocation(line: 12, column: 61, scope: !12)
!34 = !DILocation(line: 12, column: 59, scope: !12)
!35 = !DILocation(line: 12, column: 5, scope: !12)
!36 = !DILocation(line: 13, column: 16, scope: !12)
!37 = !DILocation(line: 13, column: 20, scope: !12)
!38 = !DILocation(line: 13, column: 22, scope: !12)
!39 = !DILocation(line: 13, column: 18, scope: !12)
!40 = !DILocation(line: 13, column: 9, scope: !12)
!41 = !DILocation(line: 13, column: 11, scope: !12)
!42 = !DILocation(line: 13, column: 14, scope: !12)
!43 = !DILocation(line: 12, column: 69, scope: !12)
!44 = !DILocation(line: 12, column: 66, scope: !12)
!45 = distinct !{!45, !35, !46, !47, !48}
!46 = !DILocation(line: 13, column: 23, scope: !12)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !{!"llvm.loop.unroll.count", i32 2}
!49 = !DILocation(line: 14, column: 1, scope: !12)
