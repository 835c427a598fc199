; ModuleID = 'b-barrier-divergence-005.cu'
source_filename = "b-barrier-divergence-005.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }

@_ZZ20b_trisolve_divergentE1x = internal addrspace(3) global [64 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_trisolve_divergent(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %10, ptr %7, align 4, !dbg !19
  %11 = load ptr, ptr %6, align 8, !dbg !20
  %12 = load i32, ptr %7, align 4, !dbg !21
  %13 = sext i32 %12 to i64, !dbg !20
  %14 = getelementptr inbounds float, ptr %11, i64 %13, !dbg !20
  %15 = load float, ptr %14, align 4, !dbg !20
  store float %15, ptr %8, align 4, !dbg !22
  store i32 0, ptr %9, align 4, !dbg !23
  br label %16, !dbg !24

16:                                               ; preds = %36, %3
  %17 = load i32, ptr %9, align 4, !dbg !25
  %18 = load i32, ptr %7, align 4, !dbg !26
  %19 = icmp slt i32 %17, %18, !dbg !27
  br i1 %19, label %20, label %39, !dbg !28

20:                                               ; preds = %16
  call void @llvm.nvvm.barrier0(), !dbg !29
  %21 = load ptr, ptr %5, align 8, !dbg !30
  %22 = load i32, ptr %7, align 4, !dbg !31
  %23 = mul nsw i32 %22, 64, !dbg !32
  %24 = load i32, ptr %9, align 4, !dbg !33
  %25 = add nsw i32 %23, %24, !dbg !34
  %26 = sext i32 %25 to i64, !dbg !30
  %27 = getelementptr inbounds float, ptr %21, i64 %26, !dbg !30
  %28 = load float, ptr %27, align 4, !dbg !30
  %29 = load i32, ptr %9, align 4, !dbg !35
  %30 = sext i32 %29 to i64, !dbg !36
  %31 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_trisolve_divergentE1x to ptr), i64 0, i64 %30, !dbg !36
  %32 = load float, ptr %31, align 4, !dbg !36
  %33 = fmul contract float %28, %32, !dbg !37
  %34 = load float, ptr %8, align 4, !dbg !38
  %35 = fsub contract float %34, %33, !dbg !38
  store float %35, ptr %8, align 4, !dbg !38
  br label %36, !dbg !39

36:                                               ; preds = %20
  %37 = load i32, ptr %9, align 4, !dbg !40
  %38 = add nsw i32 %37, 1, !dbg !40
  store i32 %38, ptr %9, align 4, !dbg !40
  br label %16, !dbg !28, !llvm.loop !41

39:                                               ; preds = %16
  %40 = load float, ptr %8, align 4, !dbg !43
  %41 = load ptr, ptr %5, align 8, !dbg !44
  %42 = load i32, ptr %7, align 4, !dbg !45
  %43 = mul nsw i32 %42, 64, !dbg !46
  %44 = load i32, ptr %7, align 4, !dbg !47
  %45 = add nsw i32 %43, %44, !dbg !48
  %46 = sext i32 %45 to i64, !dbg !44
  %47 = getelementptr inbounds float, ptr %41, i64 %46, !dbg !44
  %48 = load float, ptr %47, align 4, !dbg !44
  %49 = fdiv contract float %40, %48, !dbg !49
  %50 = load i32, ptr %7, align 4, !dbg !50
  %51 = sext i32 %50 to i64, !dbg !51
  %52 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_trisolve_divergentE1x to ptr), i64 0, i64 %51, !dbg !51
  store float %49, ptr %52, align 4, !dbg !52
  %53 = load i32, ptr %7, align 4, !dbg !53
  %54 = sext i32 %53 to i64, !dbg !54
  %55 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_trisolve_divergentE1x to ptr), i64 0, i64 %54, !dbg !54
  %56 = load float, ptr %55, align 4, !dbg !54
  %57 = load ptr, ptr %4, align 8, !dbg !55
  %58 = load i32, ptr %7, align 4, !dbg !56
  %59 = sext i32 %58 to i64, !dbg !55
  %60 = getelementptr inbounds float, ptr %57, i64 %59, !dbg !55
  store float %56, ptr %60, align 4, !dbg !57
  ret void, !dbg !58
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!7 = !DIFile(filename: "b-barrier-divergence-005.cu", directory: ".")
!8 = !{ptr @b_trisolve_divergent, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_trisolve_divergent", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 12, column: 9, scope: !12)
!20 = !DILocation(line: 13, column: 17, scope: !12)
!21 = !DILocation(line: 13, column: 19, scope: !12)
!22 = !DILocation(line: 13, column: 11, scope: !12)
!23 = !DILocation(line: 14, column: 14, scope: !12)
!24 = !DILocation(line: 14, column: 10, scope: !12)
!25 = !DILocation(line: 14, column: 21, scope: !12)
!26 = !DILocation(line: 14, column: 25, scope: !12)
!27 = !DILocation(line: 14, column: 23, scope: !12)
!28 = !DILocation(line: 14, column: 5, scope: !12)
!29 = !DILocation(line: 15, column: 9, scope: !12)
!30 = !DILocation(line: 16, column: 16, scope: !12)
!31 = !DILocation(line: 16, column: 18, scope: !12)
!32 = !DILocation(line: 16, column: 20, scope: !12)
!33 = !DILocation(line: 16, column: 27, scope: !12)
!34 = !DILocation(line: 16, column: 25, scope: !12)
!35 = !DILocation(line: 16, column: 34, scope: !12)
!36 = !DILocation(line: 16, column: 32, scope: !12)
!37 = !DILocation(line: 16, column: 30, scope: !12)
!38 = !DILocation(line: 16, column: 13, scope: !12)
!39 = !DILocation(line: 17, column: 5, scope: !12)
!40 = !DILocation(line: 14, column: 28, scope: !12)
!41 = distinct !{!41, !28, !39, !42}
!42 = !{!"llvm.loop.mustprogress"}
!43 = !DILocation(line: 18, column: 12, scope: !12)
!44 = !DILocation(line: 18, column: 18, scope: !12)
!45 = !DILocation(line: 18, column: 20, scope: !12)
!46 = !DILocation(line: 18, column: 22, scope: !12)
!47 = !DILocation(line: 18, column: 29, scope: !12)
!48 = !DILocation(line: 18, column: 27, scope: !12)
!49 = !DILocation(line: 18, column: 16, scope: !12)
!50 = !DILocation(line: 18, column: 7, scope: !12)
!51 = !DILocation(line: 18, column: 5, scope: !12)
!52 = !DILocation(line: 18, column: 10, scope: !12)
!53 = !DILocation(line: 19, column: 17, scope: !12)
!54 = !DILocation(line: 19, column: 15, scope: !12)
!55 = !DILocation(line: 19, column: 5, scope: !12)
!56 = !DILocation(line: 19, column: 10, scope: !12)
!57 = !DILocation(line: 19, column: 13, scope: !12)
!58 = !DILocation(line: 20, column: 1, scope: !12)
