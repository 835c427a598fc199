; ModuleID = 'g-global-bounds-003.cu'
source_filename = "g-global-bounds-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @g_stencil_ok(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
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
  %13 = load i32, ptr %7, align 4, !dbg !28
  %14 = icmp sgt i32 %13, 0, !dbg !29
  br i1 %14, label %15, label %47, !dbg !30

15:                                               ; preds = %3
  %16 = load i32, ptr %7, align 4, !dbg !31
  %17 = load i32, ptr %6, align 4, !dbg !32
  %18 = sub nsw i32 %17, 1, !dbg !33
  %19 = icmp slt i32 %16, %18, !dbg !34
  br i1 %19, label %20, label %47, !dbg !28

20:                                               ; preds = %15
  %21 = load ptr, ptr %5, align 8, !dbg !35
  %22 = load i32, ptr %7, align 4, !dbg !36
  %23 = sub nsw i32 %22, 1, !dbg !37
  %24 = sext i32 %23 to i64, !dbg !35
  %25 = getelementptr inbounds float, ptr %21, i64 %24, !dbg !35
  %26 = load float, ptr %25, align 4, !dbg !35
  %27 = fmul contract float 2.500000e-01, %26, !dbg !38
  %28 = load ptr, ptr %5, align 8, !dbg !39
  %29 = load i32, ptr %7, align 4, !dbg !40
  %30 = sext i32 %29 to i64, !dbg !39
  %31 = getelementptr inbounds float, ptr %28, i64 %30, !dbg !39
  %32 = load float, ptr %31, align 4, !dbg !39
  %33 = fmul contract float 5.000000e-01, %32, !dbg !41
  %34 = fadd contract float %27, %33, !dbg !42
  %35 = load ptr, ptr %5, align 8, !dbg !43
  %36 = load i32, ptr %7, align 4, !dbg !44
  %37 = add nsw i32 %36, 1, !dbg !45
  %38 = sext i32 %37 to i64, !dbg !43
  %39 = getelementptr inbounds float, ptr %35, i64 %38, !dbg !43
  %40 = load float, ptr %39, align 4, !dbg !43
  %41 = fmul contract float 2.500000e-01, %40, !dbg !46
  %42 = fadd contract float %34, %41, !dbg !47
  %43 = load ptr, ptr %4, align 8, !dbg !48
  %44 = load i32, ptr %7, align 4, !dbg !49
  %45 = sext i32 %44 to i64, !dbg !48
  %46 = getelementptr inbounds float, ptr %43, i64 %45, !dbg !48
  store float %42, ptr %46, align 4, !dbg !50
  br label %47, !dbg !48

47:                                               ; preds = %20, %15, %3
  ret void, !dbg !51
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

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
!7 = !DIFile(filename: "g-global-bounds-003.cu", directory: ".")
!8 = !{ptr @g_stencil_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "g_stencil_ok", scope: !7, file: !7, line: 2, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 4, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 4, column: 26, scope: !12)
!22 = !DILocation(line: 4, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 4, column: 39, scope: !12)
!26 = !DILocation(line: 4, column: 37, scope: !12)
!27 = !DILocation(line: 4, column: 9, scope: !12)
!28 = !DILocation(line: 5, column: 9, scope: !12)
!29 = !DILocation(line: 5, column: 11, scope: !12)
!30 = !DILocation(line: 5, column: 15, scope: !12)
!31 = !DILocation(line: 5, column: 18, scope: !12)
!32 = !DILocation(line: 5, column: 22, scope: !12)
!33 = !DILocation(line: 5, column: 24, scope: !12)
!34 = !DILocation(line: 5, column: 20, scope: !12)
!35 = !DILocation(line: 6, column: 26, scope: !12)
!36 = !DILocation(line: 6, column: 29, scope: !12)
!37 = !DILocation(line: 6, column: 31, scope: !12)
!38 = !DILocation(line: 6, column: 24, scope: !12)
!39 = !DILocation(line: 6, column: 45, scope: !12)
!40 = !DILocation(line: 6, column: 48, scope: !12)
!41 = !DILocation(line: 6, column: 43, scope: !12)
!42 = !DILocation(line: 6, column: 36, scope: !12)
!43 = !DILocation(line: 6, column: 61, scope: !12)
!44 = !DILocation(line: 6, column: 64, scope: !12)
!45 = !DILocation(line: 6, column: 66, scope: !12)
!46 = !DILocation(line: 6, column: 59, scope: !12)
!47 = !DILocation(line: 6, column: 51, scope: !12)
!48 = !DILocation(line: 6, column: 9, scope: !12)
!49 = !DILocation(line: 6, column: 13, scope: !12)
!50 = !DILocation(line: 6, column: 16, scope: !12)
!51 = !DILocation(line: 7, column: 1, scope: !12)
