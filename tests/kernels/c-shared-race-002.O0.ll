; ModuleID = 'c-shared-race-002.cu'
source_filename = "c-shared-race-002.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ24c_block_stride_neighbourE1s = internal addrspace(3) global [1001 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @c_block_stride_neighbour(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %6, ptr %5, align 4, !dbg !19
  br label %7, !dbg !20

7:                                                ; preds = %34, %2
  %8 = load i32, ptr %5, align 4, !dbg !21
  %9 = icmp ult i32 %8, 1000, !dbg !22
  br i1 %9, label %10, label %38, !dbg !23

10:                                               ; preds = %7
  %11 = load ptr, ptr %3, align 8, !dbg !24
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !25
  %13 = mul i32 %12, 1000, !dbg !28
  %14 = load i32, ptr %5, align 4, !dbg !29
  %15 = add i32 %13, %14, !dbg !30
  %16 = zext i32 %15 to i64, !dbg !24
  %17 = getelementptr inbounds float, ptr %11, i64 %16, !dbg !24
  %18 = load float, ptr %17, align 4, !dbg !24
  %19 = load i32, ptr %5, align 4, !dbg !31
  %20 = zext i32 %19 to i64, !dbg !32
  %21 = getelementptr inbounds [1001 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24c_block_stride_neighbourE1s to ptr), i64 0, i64 %20, !dbg !32
  store float %18, ptr %21, align 4, !dbg !33
  %22 = load i32, ptr %5, align 4, !dbg !34
  %23 = add i32 %22, 1, !dbg !35
  %24 = zext i32 %23 to i64, !dbg !36
  %25 = getelementptr inbounds [1001 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24c_block_stride_neighbourE1s to ptr), i64 0, i64 %24, !dbg !36
  %26 = load float, ptr %25, align 4, !dbg !36
  %27 = load ptr, ptr %4, align 8, !dbg !37
  %28 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !38
  %29 = mul i32 %28, 1000, !dbg !40
  %30 = load i32, ptr %5, align 4, !dbg !41
  %31 = add i32 %29, %30, !dbg !42
  %32 = zext i32 %31 to i64, !dbg !37
  %33 = getelementptr inbounds float, ptr %27, i64 %32, !dbg !37
  store float %26, ptr %33, align 4, !dbg !43
  br label %34, !dbg !44

34:                                               ; preds = %10
  %35 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !45
  %36 = load i32, ptr %5, align 4, !dbg !48
  %37 = add i32 %36, %35, !dbg !48
  store i32 %37, ptr %5, align 4, !dbg !48
  br label %7, !dbg !23, !llvm.loop !49

38:                                               ; preds = %7
  ret void, !dbg !51
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
!7 = !DIFile(filename: "c-shared-race-002.cu", directory: ".")
!8 = !{ptr @c_block_stride_neighbour, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "c_block_stride_neighbour", scope: !7, file: !7, line: 5, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 23, scope: !12)
!19 = !DILocation(line: 8, column: 19, scope: !12)
!20 = !DILocation(line: 8, column: 10, scope: !12)
!21 = !DILocation(line: 8, column: 36, scope: !12)
!22 = !DILocation(line: 8, column: 38, scope: !12)
!23 = !DILocation(line: 8, column: 5, scope: !12)
!24 = !DILocation(line: 9, column: 16, scope: !12)
!25 = !DILocation(line: 66, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!27 = distinct !DILocation(line: 9, column: 19, scope: !12)
!28 = !DILocation(line: 9, column: 30, scope: !12)
!29 = !DILocation(line: 9, column: 39, scope: !12)
!30 = !DILocation(line: 9, column: 37, scope: !12)
!31 = !DILocation(line: 9, column: 11, scope: !12)
!32 = !DILocation(line: 9, column: 9, scope: !12)
!33 = !DILocation(line: 9, column: 14, scope: !12)
!34 = !DILocation(line: 10, column: 40, scope: !12)
!35 = !DILocation(line: 10, column: 42, scope: !12)
!36 = !DILocation(line: 10, column: 38, scope: !12)
!37 = !DILocation(line: 10, column: 9, scope: !12)
!38 = !DILocation(line: 66, column: 3, scope: !26, inlinedAt: !39)
!39 = distinct !DILocation(line: 10, column: 13, scope: !12)
!40 = !DILocation(line: 10, column: 24, scope: !12)
!41 = !DILocation(line: 10, column: 33, scope: !12)
!42 = !DILocation(line: 10, column: 31, scope: !12)
!43 = !DILocation(line: 10, column: 36, scope: !12)
!44 = !DILocation(line: 11, column: 5, scope: !12)
!45 = !DILocation(line: 79, column: 3, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!47 = distinct !DILocation(line: 8, column: 51, scope: !12)
!48 = !DILocation(line: 8, column: 48, scope: !12)
!49 = distinct !{!49, !23, !44, !50}
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 12, column: 1, scope: !12)
