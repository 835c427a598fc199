; ModuleID = 'h-global-race-041.cu'
source_filename = "h-global-race-041.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }
%struct.SaxpyArgs = type { ptr, ptr, ptr, float, i32 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_saxpy_struct(ptr noundef byval(%struct.SaxpyArgs) align 8 %0) #0 !dbg !12 {
  %2 = alloca i32, align 4
  %3 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %4 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %5 = mul i32 %3, %4, !dbg !22
  %6 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %7 = add i32 %5, %6, !dbg !26
  store i32 %7, ptr %2, align 4, !dbg !27
  br label %8, !dbg !28

8:                                                ; preds = %35, %1
  %9 = load i32, ptr %2, align 4, !dbg !29
  %10 = getelementptr inbounds %struct.SaxpyArgs, ptr %0, i32 0, i32 4, !dbg !30
  %11 = load i32, ptr %10, align 4, !dbg !30
  %12 = icmp slt i32 %9, %11, !dbg !31
  br i1 %12, label %13, label %41, !dbg !32

13:                                               ; preds = %8
  %14 = getelementptr inbounds %struct.SaxpyArgs, ptr %0, i32 0, i32 3, !dbg !33
  %15 = load float, ptr %14, align 8, !dbg !33
  %16 = getelementptr inbounds %struct.SaxpyArgs, ptr %0, i32 0, i32 0, !dbg !34
  %17 = load ptr, ptr %16, align 8, !dbg !34
  %18 = load i32, ptr %2, align 4, !dbg !35
  %19 = sext i32 %18 to i64, !dbg !36
  %20 = getelementptr inbounds float, ptr %17, i64 %19, !dbg !36
  %21 = load float, ptr %20, align 4, !dbg !36
  %22 = fmul contract float %15, %21, !dbg !37
  %23 = getelementptr inbounds %struct.SaxpyArgs, ptr %0, i32 0, i32 1, !dbg !38
  %24 = load ptr, ptr %23, align 8, !dbg !38
  %25 = load i32, ptr %2, align 4, !dbg !39
  %26 = sext i32 %25 to i64, !dbg !40
  %27 = getelementptr inbounds float, ptr %24, i64 %26, !dbg !40
  %28 = load float, ptr %27, align 4, !dbg !40
  %29 = fadd contract float %22, %28, !dbg !41
  %30 = getelementptr inbounds %struct.SaxpyArgs, ptr %0, i32 0, i32 2, !dbg !42
  %31 = load ptr, ptr %30, align 8, !dbg !42
  %32 = load i32, ptr %2, align 4, !dbg !43
  %33 = sext i32 %32 to i64, !dbg !44
  %34 = getelementptr inbounds float, ptr %31, i64 %33, !dbg !44
  store float %29, ptr %34, align 4, !dbg !45
  br label %35, !dbg !44

35:                                               ; preds = %13
  %36 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !46
  %37 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !48
  %38 = mul i32 %36, %37, !dbg !51
  %39 = load i32, ptr %2, align 4, !dbg !52
  %40 = add i32 %39, %38, !dbg !52
  store i32 %40, ptr %2, align 4, !dbg !52
  br label %8, !dbg !32, !llvm.loop !53

41:                                               ; preds = %8
  ret void, !dbg !56
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
!7 = !DIFile(filename: "h-global-race-041.cu", directory: ".")
!8 = !{ptr @h_saxpy_struct, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_saxpy_struct", scope: !7, file: !7, line: 19, type: !13, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 21, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 21, column: 31, scope: !12)
!22 = !DILocation(line: 21, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 21, column: 44, scope: !12)
!26 = !DILocation(line: 21, column: 42, scope: !12)
!27 = !DILocation(line: 21, column: 14, scope: !12)
!28 = !DILocation(line: 21, column: 10, scope: !12)
!29 = !DILocation(line: 21, column: 57, scope: !12)
!30 = !DILocation(line: 21, column: 63, scope: !12)
!31 = !DILocation(line: 21, column: 59, scope: !12)
!32 = !DILocation(line: 21, column: 5, scope: !12)
!33 = !DILocation(line: 22, column: 22, scope: !12)
!34 = !DILocation(line: 22, column: 28, scope: !12)
!35 = !DILocation(line: 22, column: 30, scope: !12)
!36 = !DILocation(line: 22, column: 26, scope: !12)
!37 = !DILocation(line: 22, column: 24, scope: !12)
!38 = !DILocation(line: 22, column: 37, scope: !12)
!39 = !DILocation(line: 22, column: 39, scope: !12)
!40 = !DILocation(line: 22, column: 35, scope: !12)
!41 = !DILocation(line: 22, column: 33, scope: !12)
!42 = !DILocation(line: 22, column: 11, scope: !12)
!43 = !DILocation(line: 22, column: 15, scope: !12)
!44 = !DILocation(line: 22, column: 9, scope: !12)
!45 = !DILocation(line: 22, column: 18, scope: !12)
!46 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !47)
!47 = distinct !DILocation(line: 21, column: 71, scope: !12)
!48 = !DILocation(line: 92, column: 3, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!50 = distinct !DILocation(line: 21, column: 84, scope: !12)
!51 = !DILocation(line: 21, column: 82, scope: !12)
!52 = !DILocation(line: 21, column: 68, scope: !12)
!53 = distinct !{!53, !32, !54, !55}
!54 = !DILocation(line: 22, column: 40, scope: !12)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 23, column: 1, scope: !12)
