; ModuleID = 'h-global-race-023.cu'
source_filename = "h-global-race-023.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_row_scale_u32_wrap(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  store i32 %13, ptr %9, align 4, !dbg !19
  %14 = load ptr, ptr %6, align 8, !dbg !20
  %15 = load i32, ptr %9, align 4, !dbg !21
  %16 = zext i32 %15 to i64, !dbg !20
  %17 = getelementptr inbounds float, ptr %14, i64 %16, !dbg !20
  %18 = load float, ptr %17, align 4, !dbg !20
  store float %18, ptr %10, align 4, !dbg !22
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  store i32 %19, ptr %11, align 4, !dbg !26
  br label %20, !dbg !27

20:                                               ; preds = %37, %4
  %21 = load i32, ptr %11, align 4, !dbg !28
  %22 = load i32, ptr %8, align 4, !dbg !29
  %23 = icmp ult i32 %21, %22, !dbg !30
  br i1 %23, label %24, label %41, !dbg !31

24:                                               ; preds = %20
  %25 = load i32, ptr %9, align 4, !dbg !32
  %26 = load i32, ptr %7, align 4, !dbg !33
  %27 = mul i32 %25, %26, !dbg !34
  %28 = load i32, ptr %11, align 4, !dbg !35
  %29 = add i32 %27, %28, !dbg !36
  store i32 %29, ptr %12, align 4, !dbg !37
  %30 = load float, ptr %10, align 4, !dbg !38
  %31 = load ptr, ptr %5, align 8, !dbg !39
  %32 = load i32, ptr %12, align 4, !dbg !40
  %33 = zext i32 %32 to i64, !dbg !39
  %34 = getelementptr inbounds float, ptr %31, i64 %33, !dbg !39
  %35 = load float, ptr %34, align 4, !dbg !41
  %36 = fmul contract float %35, %30, !dbg !41
  store float %36, ptr %34, align 4, !dbg !41
  br label %37, !dbg !42

37:                                               ; preds = %24
  %38 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !43
  %39 = load i32, ptr %11, align 4, !dbg !46
  %40 = add i32 %39, %38, !dbg !46
  store i32 %40, ptr %11, align 4, !dbg !46
  br label %20, !dbg !31, !llvm.loop !47

41:                                               ; preds = %20
  ret void, !dbg !49
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
!7 = !DIFile(filename: "h-global-race-023.cu", directory: ".")
!8 = !{ptr @h_row_scale_u32_wrap, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_row_scale_u32_wrap", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 20, scope: !12)
!19 = !DILocation(line: 13, column: 14, scope: !12)
!20 = !DILocation(line: 14, column: 15, scope: !12)
!21 = !DILocation(line: 14, column: 22, scope: !12)
!22 = !DILocation(line: 14, column: 11, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 15, column: 25, scope: !12)
!26 = !DILocation(line: 15, column: 19, scope: !12)
!27 = !DILocation(line: 15, column: 10, scope: !12)
!28 = !DILocation(line: 15, column: 38, scope: !12)
!29 = !DILocation(line: 15, column: 44, scope: !12)
!30 = !DILocation(line: 15, column: 42, scope: !12)
!31 = !DILocation(line: 15, column: 5, scope: !12)
!32 = !DILocation(line: 16, column: 24, scope: !12)
!33 = !DILocation(line: 16, column: 30, scope: !12)
!34 = !DILocation(line: 16, column: 28, scope: !12)
!35 = !DILocation(line: 16, column: 39, scope: !12)
!36 = !DILocation(line: 16, column: 37, scope: !12)
!37 = !DILocation(line: 16, column: 18, scope: !12)
!38 = !DILocation(line: 17, column: 19, scope: !12)
!39 = !DILocation(line: 17, column: 9, scope: !12)
!40 = !DILocation(line: 17, column: 11, scope: !12)
!41 = !DILocation(line: 17, column: 16, scope: !12)
!42 = !DILocation(line: 18, column: 5, scope: !12)
!43 = !DILocation(line: 79, column: 3, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!45 = distinct !DILocation(line: 15, column: 59, scope: !12)
!46 = !DILocation(line: 15, column: 56, scope: !12)
!47 = distinct !{!47, !31, !42, !48}
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 19, column: 1, scope: !12)
