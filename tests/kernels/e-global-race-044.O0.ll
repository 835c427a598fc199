; ModuleID = 'e-global-race-044.cu'
source_filename = "e-global-race-044.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_block_pipeline_ok(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %7, align 4, !dbg !19
  %10 = load ptr, ptr %5, align 8, !dbg !20
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %12 = mul i32 %11, 32, !dbg !24
  %13 = zext i32 %12 to i64, !dbg !25
  %14 = getelementptr inbounds float, ptr %10, i64 %13, !dbg !25
  store ptr %14, ptr %8, align 8, !dbg !26
  %15 = load i32, ptr %7, align 4, !dbg !27
  %16 = icmp slt i32 %15, 32, !dbg !28
  br i1 %16, label %17, label %31, !dbg !27

17:                                               ; preds = %3
  %18 = load ptr, ptr %4, align 8, !dbg !29
  %19 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !30
  %20 = mul i32 %19, 32, !dbg !32
  %21 = load i32, ptr %7, align 4, !dbg !33
  %22 = add i32 %20, %21, !dbg !34
  %23 = zext i32 %22 to i64, !dbg !29
  %24 = getelementptr inbounds float, ptr %18, i64 %23, !dbg !29
  %25 = load float, ptr %24, align 4, !dbg !29
  %26 = fmul contract float %25, 2.000000e+00, !dbg !35
  %27 = load ptr, ptr %8, align 8, !dbg !36
  %28 = load i32, ptr %7, align 4, !dbg !37
  %29 = sext i32 %28 to i64, !dbg !36
  %30 = getelementptr inbounds float, ptr %27, i64 %29, !dbg !36
  store float %26, ptr %30, align 4, !dbg !38
  br label %31, !dbg !36

31:                                               ; preds = %17, %3
  call void @llvm.nvvm.barrier0(), !dbg !39
  %32 = load ptr, ptr %8, align 8, !dbg !40
  %33 = load i32, ptr %7, align 4, !dbg !41
  %34 = and i32 %33, 31, !dbg !42
  %35 = sext i32 %34 to i64, !dbg !40
  %36 = getelementptr inbounds float, ptr %32, i64 %35, !dbg !40
  %37 = load float, ptr %36, align 4, !dbg !40
  %38 = load ptr, ptr %8, align 8, !dbg !43
  %39 = load i32, ptr %7, align 4, !dbg !44
  %40 = add nsw i32 %39, 1, !dbg !45
  %41 = and i32 %40, 31, !dbg !46
  %42 = sext i32 %41 to i64, !dbg !43
  %43 = getelementptr inbounds float, ptr %38, i64 %42, !dbg !43
  %44 = load float, ptr %43, align 4, !dbg !43
  %45 = fadd contract float %37, %44, !dbg !47
  %46 = load ptr, ptr %6, align 8, !dbg !48
  %47 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !49
  %48 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !51
  %49 = mul i32 %47, %48, !dbg !54
  %50 = load i32, ptr %7, align 4, !dbg !55
  %51 = add i32 %49, %50, !dbg !56
  %52 = zext i32 %51 to i64, !dbg !48
  %53 = getelementptr inbounds float, ptr %46, i64 %52, !dbg !48
  store float %45, ptr %53, align 4, !dbg !57
  ret void, !dbg !58
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "e-global-race-044.cu", directory: ".")
!8 = !{ptr @e_block_pipeline_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_block_pipeline_ok", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 13, scope: !12)
!19 = !DILocation(line: 8, column: 9, scope: !12)
!20 = !DILocation(line: 9, column: 16, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 9, column: 26, scope: !12)
!24 = !DILocation(line: 9, column: 37, scope: !12)
!25 = !DILocation(line: 9, column: 24, scope: !12)
!26 = !DILocation(line: 9, column: 12, scope: !12)
!27 = !DILocation(line: 10, column: 9, scope: !12)
!28 = !DILocation(line: 10, column: 11, scope: !12)
!29 = !DILocation(line: 10, column: 24, scope: !12)
!30 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !31)
!31 = distinct !DILocation(line: 10, column: 27, scope: !12)
!32 = !DILocation(line: 10, column: 38, scope: !12)
!33 = !DILocation(line: 10, column: 45, scope: !12)
!34 = !DILocation(line: 10, column: 43, scope: !12)
!35 = !DILocation(line: 10, column: 48, scope: !12)
!36 = !DILocation(line: 10, column: 17, scope: !12)
!37 = !DILocation(line: 10, column: 19, scope: !12)
!38 = !DILocation(line: 10, column: 22, scope: !12)
!39 = !DILocation(line: 11, column: 5, scope: !12)
!40 = !DILocation(line: 12, column: 40, scope: !12)
!41 = !DILocation(line: 12, column: 42, scope: !12)
!42 = !DILocation(line: 12, column: 44, scope: !12)
!43 = !DILocation(line: 12, column: 52, scope: !12)
!44 = !DILocation(line: 12, column: 55, scope: !12)
!45 = !DILocation(line: 12, column: 57, scope: !12)
!46 = !DILocation(line: 12, column: 62, scope: !12)
!47 = !DILocation(line: 12, column: 50, scope: !12)
!48 = !DILocation(line: 12, column: 5, scope: !12)
!49 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !50)
!50 = distinct !DILocation(line: 12, column: 9, scope: !12)
!51 = !DILocation(line: 79, column: 3, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!53 = distinct !DILocation(line: 12, column: 22, scope: !12)
!54 = !DILocation(line: 12, column: 20, scope: !12)
!55 = !DILocation(line: 12, column: 35, scope: !12)
!56 = !DILocation(line: 12, column: 33, scope: !12)
!57 = !DILocation(line: 12, column: 38, scope: !12)
!58 = !DILocation(line: 13, column: 1, scope: !12)
