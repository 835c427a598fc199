; ModuleID = 'b-barrier-divergence-010.cu'
source_filename = "b-barrier-divergence-010.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }

@_ZZ18b_trisolve_uniformE1x = internal addrspace(3) global [64 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_trisolve_uniform(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !12 {
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

16:                                               ; preds = %58, %3
  %17 = load i32, ptr %9, align 4, !dbg !25
  %18 = icmp slt i32 %17, 64, !dbg !26
  br i1 %18, label %19, label %61, !dbg !27

19:                                               ; preds = %16
  %20 = load i32, ptr %7, align 4, !dbg !28
  %21 = load i32, ptr %9, align 4, !dbg !29
  %22 = icmp eq i32 %20, %21, !dbg !30
  br i1 %22, label %23, label %37, !dbg !28

23:                                               ; preds = %19
  %24 = load float, ptr %8, align 4, !dbg !31
  %25 = load ptr, ptr %5, align 8, !dbg !32
  %26 = load i32, ptr %9, align 4, !dbg !33
  %27 = mul nsw i32 %26, 64, !dbg !34
  %28 = load i32, ptr %9, align 4, !dbg !35
  %29 = add nsw i32 %27, %28, !dbg !36
  %30 = sext i32 %29 to i64, !dbg !32
  %31 = getelementptr inbounds float, ptr %25, i64 %30, !dbg !32
  %32 = load float, ptr %31, align 4, !dbg !32
  %33 = fdiv contract float %24, %32, !dbg !37
  %34 = load i32, ptr %9, align 4, !dbg !38
  %35 = sext i32 %34 to i64, !dbg !39
  %36 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18b_trisolve_uniformE1x to ptr), i64 0, i64 %35, !dbg !39
  store float %33, ptr %36, align 4, !dbg !40
  br label %37, !dbg !39

37:                                               ; preds = %23, %19
  call void @llvm.nvvm.barrier0(), !dbg !41
  %38 = load i32, ptr %7, align 4, !dbg !42
  %39 = load i32, ptr %9, align 4, !dbg !43
  %40 = icmp sgt i32 %38, %39, !dbg !44
  br i1 %40, label %41, label %57, !dbg !42

41:                                               ; preds = %37
  %42 = load ptr, ptr %5, align 8, !dbg !45
  %43 = load i32, ptr %7, align 4, !dbg !46
  %44 = mul nsw i32 %43, 64, !dbg !47
  %45 = load i32, ptr %9, align 4, !dbg !48
  %46 = add nsw i32 %44, %45, !dbg !49
  %47 = sext i32 %46 to i64, !dbg !45
  %48 = getelementptr inbounds float, ptr %42, i64 %47, !dbg !45
  %49 = load float, ptr %48, align 4, !dbg !45
  %50 = load i32, ptr %9, align 4, !dbg !50
  %51 = sext i32 %50 to i64, !dbg !51
  %52 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18b_trisolve_uniformE1x to ptr), i64 0, i64 %51, !dbg !51
  %53 = load float, ptr %52, align 4, !dbg !51
  %54 = fmul contract float %49, %53, !dbg !52
  %55 = load float, ptr %8, align 4, !dbg !53
  %56 = fsub contract float %55, %54, !dbg !53
  store float %56, ptr %8, align 4, !dbg !53
  br label %57, !dbg !54

57:                                               ; preds = %41, %37
  br label %58, !dbg !55

58:                                               ; preds = %57
  %59 = load i32, ptr %9, align 4, !dbg !56
  %60 = add nsw i32 %59, 1, !dbg !56
  store i32 %60, ptr %9, align 4, !dbg !56
  br label %16, !dbg !27, !llvm.loop !57

61:                                               ; preds = %16
  %62 = load i32, ptr %7, align 4, !dbg !59
  %63 = sext i32 %62 to i64, !dbg !60
  %64 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18b_trisolve_uniformE1x to ptr), i64 0, i64 %63, !dbg !60
  %65 = load float, ptr %64, align 4, !dbg !60
  %66 = load ptr, ptr %4, align 8, !dbg !61
  %67 = load i32, ptr %7, align 4, !dbg !62
  %68 = sext i32 %67 to i64, !dbg !61
  %69 = getelementptr inbounds float, ptr %66, i64 %68, !dbg !61
  store float %65, ptr %69, align 4, !dbg !63
  ret void, !dbg !64
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
!7 = !DIFile(filename: "b-barrier-divergence-010.cu", directory: ".")
!8 = !{ptr @b_trisolve_uniform, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_trisolve_uniform", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
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
!26 = !DILocation(line: 14, column: 23, scope: !12)
!27 = !DILocation(line: 14, column: 5, scope: !12)
!28 = !DILocation(line: 15, column: 13, scope: !12)
!29 = !DILocation(line: 15, column: 18, scope: !12)
!30 = !DILocation(line: 15, column: 15, scope: !12)
!31 = !DILocation(line: 15, column: 28, scope: !12)
!32 = !DILocation(line: 15, column: 34, scope: !12)
!33 = !DILocation(line: 15, column: 36, scope: !12)
!34 = !DILocation(line: 15, column: 38, scope: !12)
!35 = !DILocation(line: 15, column: 45, scope: !12)
!36 = !DILocation(line: 15, column: 43, scope: !12)
!37 = !DILocation(line: 15, column: 32, scope: !12)
!38 = !DILocation(line: 15, column: 23, scope: !12)
!39 = !DILocation(line: 15, column: 21, scope: !12)
!40 = !DILocation(line: 15, column: 26, scope: !12)
!41 = !DILocation(line: 16, column: 9, scope: !12)
!42 = !DILocation(line: 17, column: 13, scope: !12)
!43 = !DILocation(line: 17, column: 17, scope: !12)
!44 = !DILocation(line: 17, column: 15, scope: !12)
!45 = !DILocation(line: 17, column: 27, scope: !12)
!46 = !DILocation(line: 17, column: 29, scope: !12)
!47 = !DILocation(line: 17, column: 31, scope: !12)
!48 = !DILocation(line: 17, column: 38, scope: !12)
!49 = !DILocation(line: 17, column: 36, scope: !12)
!50 = !DILocation(line: 17, column: 45, scope: !12)
!51 = !DILocation(line: 17, column: 43, scope: !12)
!52 = !DILocation(line: 17, column: 41, scope: !12)
!53 = !DILocation(line: 17, column: 24, scope: !12)
!54 = !DILocation(line: 17, column: 20, scope: !12)
!55 = !DILocation(line: 18, column: 5, scope: !12)
!56 = !DILocation(line: 14, column: 29, scope: !12)
!57 = distinct !{!57, !27, !55, !58}
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 19, column: 17, scope: !12)
!60 = !DILocation(line: 19, column: 15, scope: !12)
!61 = !DILocation(line: 19, column: 5, scope: !12)
!62 = !DILocation(line: 19, column: 10, scope: !12)
!63 = !DILocation(line: 19, column: 13, scope: !12)
!64 = !DILocation(line: 20, column: 1, scope: !12)
