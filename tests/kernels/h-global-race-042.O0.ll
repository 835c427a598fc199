; ModuleID = 'h-global-race-042.cu'
source_filename = "h-global-race-042.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }
%struct.SmoothArgs = type { ptr, ptr, ptr, float, i32 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_smooth_struct(ptr noundef byval(%struct.SmoothArgs) align 8 %0) #0 !dbg !12 {
  %2 = alloca i32, align 4
  %3 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %4 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %5 = mul i32 %3, %4, !dbg !22
  %6 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %7 = add i32 %5, %6, !dbg !26
  store i32 %7, ptr %2, align 4, !dbg !27
  br label %8, !dbg !28

8:                                                ; preds = %59, %1
  %9 = load i32, ptr %2, align 4, !dbg !29
  %10 = add nsw i32 %9, 1, !dbg !30
  %11 = getelementptr inbounds %struct.SmoothArgs, ptr %0, i32 0, i32 4, !dbg !31
  %12 = load i32, ptr %11, align 4, !dbg !31
  %13 = icmp slt i32 %10, %12, !dbg !32
  br i1 %13, label %14, label %65, !dbg !33

14:                                               ; preds = %8
  %15 = getelementptr inbounds %struct.SmoothArgs, ptr %0, i32 0, i32 3, !dbg !34
  %16 = load float, ptr %15, align 8, !dbg !34
  %17 = getelementptr inbounds %struct.SmoothArgs, ptr %0, i32 0, i32 0, !dbg !35
  %18 = load ptr, ptr %17, align 8, !dbg !35
  %19 = load i32, ptr %2, align 4, !dbg !36
  %20 = sext i32 %19 to i64, !dbg !37
  %21 = getelementptr inbounds float, ptr %18, i64 %20, !dbg !37
  %22 = load float, ptr %21, align 4, !dbg !37
  %23 = fmul contract float %16, %22, !dbg !38
  %24 = getelementptr inbounds %struct.SmoothArgs, ptr %0, i32 0, i32 1, !dbg !39
  %25 = load ptr, ptr %24, align 8, !dbg !39
  %26 = load i32, ptr %2, align 4, !dbg !40
  %27 = sext i32 %26 to i64, !dbg !41
  %28 = getelementptr inbounds float, ptr %25, i64 %27, !dbg !41
  %29 = load float, ptr %28, align 4, !dbg !41
  %30 = fadd contract float %23, %29, !dbg !42
  %31 = getelementptr inbounds %struct.SmoothArgs, ptr %0, i32 0, i32 2, !dbg !43
  %32 = load ptr, ptr %31, align 8, !dbg !43
  %33 = load i32, ptr %2, align 4, !dbg !44
  %34 = sext i32 %33 to i64, !dbg !45
  %35 = getelementptr inbounds float, ptr %32, i64 %34, !dbg !45
  store float %30, ptr %35, align 4, !dbg !46
  %36 = getelementptr inbounds %struct.SmoothArgs, ptr %0, i32 0, i32 3, !dbg !47
  %37 = load float, ptr %36, align 8, !dbg !47
  %38 = getelementptr inbounds %struct.SmoothArgs, ptr %0, i32 0, i32 0, !dbg !48
  %39 = load ptr, ptr %38, align 8, !dbg !48
  %40 = load i32, ptr %2, align 4, !dbg !49
  %41 = add nsw i32 %40, 1, !dbg !50
  %42 = sext i32 %41 to i64, !dbg !51
  %43 = getelementptr inbounds float, ptr %39, i64 %42, !dbg !51
  %44 = load float, ptr %43, align 4, !dbg !51
  %45 = fmul contract float %37, %44, !dbg !52
  %46 = getelementptr inbounds %struct.SmoothArgs, ptr %0, i32 0, i32 1, !dbg !53
  %47 = load ptr, ptr %46, align 8, !dbg !53
  %48 = load i32, ptr %2, align 4, !dbg !54
  %49 = sext i32 %48 to i64, !dbg !55
  %50 = getelementptr inbounds float, ptr %47, i64 %49, !dbg !55
  %51 = load float, ptr %50, align 4, !dbg !55
  %52 = fsub contract float %45, %51, !dbg !56
  %53 = getelementptr inbounds %struct.SmoothArgs, ptr %0, i32 0, i32 2, !dbg !57
  %54 = load ptr, ptr %53, align 8, !dbg !57
  %55 = load i32, ptr %2, align 4, !dbg !58
  %56 = add nsw i32 %55, 1, !dbg !59
  %57 = sext i32 %56 to i64, !dbg !60
  %58 = getelementptr inbounds float, ptr %54, i64 %57, !dbg !60
  store float %52, ptr %58, align 4, !dbg !61
  br label %59, !dbg !62

59:                                               ; preds = %14
  %60 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !63
  %61 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !65
  %62 = mul i32 %60, %61, !dbg !68
  %63 = load i32, ptr %2, align 4, !dbg !69
  %64 = add i32 %63, %62, !dbg !69
  store i32 %64, ptr %2, align 4, !dbg !69
  br label %8, !dbg !33, !llvm.loop !70

65:                                               ; preds = %8
  ret void, !dbg !72
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
!7 = !DIFile(filename: "h-global-race-042.cu", directory: ".")
!8 = !{ptr @h_smooth_struct, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_smooth_struct", scope: !7, file: !7, line: 16, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 18, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 18, column: 31, scope: !12)
!22 = !DILocation(line: 18, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 18, column: 44, scope: !12)
!26 = !DILocation(line: 18, column: 42, scope: !12)
!27 = !DILocation(line: 18, column: 14, scope: !12)
!28 = !DILocation(line: 18, column: 10, scope: !12)
!29 = !DILocation(line: 18, column: 57, scope: !12)
!30 = !DILocation(line: 18, column: 59, scope: !12)
!31 = !DILocation(line: 18, column: 67, scope: !12)
!32 = !DILocation(line: 18, column: 63, scope: !12)
!33 = !DILocation(line: 18, column: 5, scope: !12)
!34 = !DILocation(line: 19, column: 22, scope: !12)
!35 = !DILocation(line: 19, column: 28, scope: !12)
!36 = !DILocation(line: 19, column: 30, scope: !12)
!37 = !DILocation(line: 19, column: 26, scope: !12)
!38 = !DILocation(line: 19, column: 24, scope: !12)
!39 = !DILocation(line: 19, column: 37, scope: !12)
!40 = !DILocation(line: 19, column: 39, scope: !12)
!41 = !DILocation(line: 19, column: 35, scope: !12)
!42 = !DILocation(line: 19, column: 33, scope: !12)
!43 = !DILocation(line: 19, column: 11, scope: !12)
!44 = !DILocation(line: 19, column: 15, scope: !12)
!45 = !DILocation(line: 19, column: 9, scope: !12)
!46 = !DILocation(line: 19, column: 18, scope: !12)
!47 = !DILocation(line: 20, column: 26, scope: !12)
!48 = !DILocation(line: 20, column: 32, scope: !12)
!49 = !DILocation(line: 20, column: 34, scope: !12)
!50 = !DILocation(line: 20, column: 36, scope: !12)
!51 = !DILocation(line: 20, column: 30, scope: !12)
!52 = !DILocation(line: 20, column: 28, scope: !12)
!53 = !DILocation(line: 20, column: 45, scope: !12)
!54 = !DILocation(line: 20, column: 47, scope: !12)
!55 = !DILocation(line: 20, column: 43, scope: !12)
!56 = !DILocation(line: 20, column: 41, scope: !12)
!57 = !DILocation(line: 20, column: 11, scope: !12)
!58 = !DILocation(line: 20, column: 15, scope: !12)
!59 = !DILocation(line: 20, column: 17, scope: !12)
!60 = !DILocation(line: 20, column: 9, scope: !12)
!61 = !DILocation(line: 20, column: 22, scope: !12)
!62 = !DILocation(line: 21, column: 5, scope: !12)
!63 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !64)
!64 = distinct !DILocation(line: 18, column: 75, scope: !12)
!65 = !DILocation(line: 92, column: 3, scope: !66, inlinedAt: !67)
!66 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!67 = distinct !DILocation(line: 18, column: 88, scope: !12)
!68 = !DILocation(line: 18, column: 86, scope: !12)
!69 = !DILocation(line: 18, column: 72, scope: !12)
!70 = distinct !{!70, !33, !62, !71}
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocation(line: 22, column: 1, scope: !12)
