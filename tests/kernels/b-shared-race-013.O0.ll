; ModuleID = 'b-shared-race-013.cu'
source_filename = "b-shared-race-013.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ19b_prefetch_pipelineE3buf = internal addrspace(3) global [2 x [128 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_prefetch_pipeline(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %11, ptr %7, align 4, !dbg !19
  %12 = load ptr, ptr %5, align 8, !dbg !20
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %14 = zext i32 %13 to i64, !dbg !24
  %15 = load i32, ptr %6, align 4, !dbg !25
  %16 = sext i32 %15 to i64, !dbg !25
  %17 = mul i64 %14, %16, !dbg !26
  %18 = mul i64 %17, 128, !dbg !27
  %19 = getelementptr inbounds float, ptr %12, i64 %18, !dbg !28
  store ptr %19, ptr %8, align 8, !dbg !29
  %20 = load ptr, ptr %8, align 8, !dbg !30
  %21 = load i32, ptr %7, align 4, !dbg !31
  %22 = sext i32 %21 to i64, !dbg !30
  %23 = getelementptr inbounds float, ptr %20, i64 %22, !dbg !30
  %24 = load float, ptr %23, align 4, !dbg !30
  %25 = load i32, ptr %7, align 4, !dbg !32
  %26 = sext i32 %25 to i64, !dbg !33
  %27 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_prefetch_pipelineE3buf to ptr), i64 0, i64 %26, !dbg !33
  store float %24, ptr %27, align 4, !dbg !34
  call void @llvm.nvvm.barrier0(), !dbg !35
  store float 0.000000e+00, ptr %9, align 4, !dbg !36
  store i32 0, ptr %10, align 4, !dbg !37
  br label %28, !dbg !38

28:                                               ; preds = %77, %3
  %29 = load i32, ptr %10, align 4, !dbg !39
  %30 = load i32, ptr %6, align 4, !dbg !40
  %31 = icmp slt i32 %29, %30, !dbg !41
  br i1 %31, label %32, label %80, !dbg !42

32:                                               ; preds = %28
  %33 = load i32, ptr %10, align 4, !dbg !43
  %34 = add nsw i32 %33, 1, !dbg !44
  %35 = load i32, ptr %6, align 4, !dbg !45
  %36 = icmp slt i32 %34, %35, !dbg !46
  br i1 %36, label %37, label %55, !dbg !43

37:                                               ; preds = %32
  %38 = load ptr, ptr %8, align 8, !dbg !47
  %39 = load i32, ptr %10, align 4, !dbg !48
  %40 = add nsw i32 %39, 1, !dbg !49
  %41 = mul nsw i32 %40, 128, !dbg !50
  %42 = load i32, ptr %7, align 4, !dbg !51
  %43 = add nsw i32 %41, %42, !dbg !52
  %44 = sext i32 %43 to i64, !dbg !47
  %45 = getelementptr inbounds float, ptr %38, i64 %44, !dbg !47
  %46 = load float, ptr %45, align 4, !dbg !47
  %47 = load i32, ptr %10, align 4, !dbg !53
  %48 = add nsw i32 %47, 1, !dbg !54
  %49 = and i32 %48, 1, !dbg !55
  %50 = sext i32 %49 to i64, !dbg !56
  %51 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_prefetch_pipelineE3buf to ptr), i64 0, i64 %50, !dbg !56
  %52 = load i32, ptr %7, align 4, !dbg !57
  %53 = sext i32 %52 to i64, !dbg !56
  %54 = getelementptr inbounds [128 x float], ptr %51, i64 0, i64 %53, !dbg !56
  store float %46, ptr %54, align 4, !dbg !58
  br label %55, !dbg !56

55:                                               ; preds = %37, %32
  %56 = load i32, ptr %10, align 4, !dbg !59
  %57 = and i32 %56, 1, !dbg !60
  %58 = sext i32 %57 to i64, !dbg !61
  %59 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_prefetch_pipelineE3buf to ptr), i64 0, i64 %58, !dbg !61
  %60 = load i32, ptr %7, align 4, !dbg !62
  %61 = sext i32 %60 to i64, !dbg !61
  %62 = getelementptr inbounds [128 x float], ptr %59, i64 0, i64 %61, !dbg !61
  %63 = load float, ptr %62, align 4, !dbg !61
  %64 = load i32, ptr %10, align 4, !dbg !63
  %65 = and i32 %64, 1, !dbg !64
  %66 = sext i32 %65 to i64, !dbg !65
  %67 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_prefetch_pipelineE3buf to ptr), i64 0, i64 %66, !dbg !65
  %68 = load i32, ptr %7, align 4, !dbg !66
  %69 = add nsw i32 %68, 1, !dbg !67
  %70 = srem i32 %69, 128, !dbg !68
  %71 = sext i32 %70 to i64, !dbg !65
  %72 = getelementptr inbounds [128 x float], ptr %67, i64 0, i64 %71, !dbg !65
  %73 = load float, ptr %72, align 4, !dbg !65
  %74 = fmul contract float %63, %73, !dbg !69
  %75 = load float, ptr %9, align 4, !dbg !70
  %76 = fadd contract float %75, %74, !dbg !70
  store float %76, ptr %9, align 4, !dbg !70
  call void @llvm.nvvm.barrier0(), !dbg !71
  br label %77, !dbg !72

77:                                               ; preds = %55
  %78 = load i32, ptr %10, align 4, !dbg !73
  %79 = add nsw i32 %78, 1, !dbg !73
  store i32 %79, ptr %10, align 4, !dbg !73
  br label %28, !dbg !42, !llvm.loop !74

80:                                               ; preds = %28
  %81 = load float, ptr %9, align 4, !dbg !76
  %82 = load ptr, ptr %4, align 8, !dbg !77
  %83 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !78
  %84 = mul i32 %83, 128, !dbg !80
  %85 = load i32, ptr %7, align 4, !dbg !81
  %86 = add i32 %84, %85, !dbg !82
  %87 = zext i32 %86 to i64, !dbg !77
  %88 = getelementptr inbounds float, ptr %82, i64 %87, !dbg !77
  store float %81, ptr %88, align 4, !dbg !83
  ret void, !dbg !84
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!7 = !DIFile(filename: "b-shared-race-013.cu", directory: ".")
!8 = !{ptr @b_prefetch_pipeline, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_prefetch_pipeline", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 9, scope: !12)
!20 = !DILocation(line: 14, column: 25, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 14, column: 38, scope: !12)
!24 = !DILocation(line: 14, column: 38, scope: !12)
!25 = !DILocation(line: 14, column: 51, scope: !12)
!26 = !DILocation(line: 14, column: 49, scope: !12)
!27 = !DILocation(line: 14, column: 58, scope: !12)
!28 = !DILocation(line: 14, column: 28, scope: !12)
!29 = !DILocation(line: 14, column: 18, scope: !12)
!30 = !DILocation(line: 15, column: 17, scope: !12)
!31 = !DILocation(line: 15, column: 22, scope: !12)
!32 = !DILocation(line: 15, column: 12, scope: !12)
!33 = !DILocation(line: 15, column: 5, scope: !12)
!34 = !DILocation(line: 15, column: 15, scope: !12)
!35 = !DILocation(line: 16, column: 5, scope: !12)
!36 = !DILocation(line: 17, column: 11, scope: !12)
!37 = !DILocation(line: 18, column: 14, scope: !12)
!38 = !DILocation(line: 18, column: 10, scope: !12)
!39 = !DILocation(line: 18, column: 21, scope: !12)
!40 = !DILocation(line: 18, column: 25, scope: !12)
!41 = !DILocation(line: 18, column: 23, scope: !12)
!42 = !DILocation(line: 18, column: 5, scope: !12)
!43 = !DILocation(line: 19, column: 13, scope: !12)
!44 = !DILocation(line: 19, column: 15, scope: !12)
!45 = !DILocation(line: 19, column: 21, scope: !12)
!46 = !DILocation(line: 19, column: 19, scope: !12)
!47 = !DILocation(line: 20, column: 35, scope: !12)
!48 = !DILocation(line: 20, column: 41, scope: !12)
!49 = !DILocation(line: 20, column: 43, scope: !12)
!50 = !DILocation(line: 20, column: 48, scope: !12)
!51 = !DILocation(line: 20, column: 54, scope: !12)
!52 = !DILocation(line: 20, column: 52, scope: !12)
!53 = !DILocation(line: 20, column: 18, scope: !12)
!54 = !DILocation(line: 20, column: 20, scope: !12)
!55 = !DILocation(line: 20, column: 25, scope: !12)
!56 = !DILocation(line: 20, column: 13, scope: !12)
!57 = !DILocation(line: 20, column: 30, scope: !12)
!58 = !DILocation(line: 20, column: 33, scope: !12)
!59 = !DILocation(line: 21, column: 20, scope: !12)
!60 = !DILocation(line: 21, column: 22, scope: !12)
!61 = !DILocation(line: 21, column: 16, scope: !12)
!62 = !DILocation(line: 21, column: 27, scope: !12)
!63 = !DILocation(line: 21, column: 36, scope: !12)
!64 = !DILocation(line: 21, column: 38, scope: !12)
!65 = !DILocation(line: 21, column: 32, scope: !12)
!66 = !DILocation(line: 21, column: 44, scope: !12)
!67 = !DILocation(line: 21, column: 46, scope: !12)
!68 = !DILocation(line: 21, column: 51, scope: !12)
!69 = !DILocation(line: 21, column: 30, scope: !12)
!70 = !DILocation(line: 21, column: 13, scope: !12)
!71 = !DILocation(line: 22, column: 9, scope: !12)
!72 = !DILocation(line: 23, column: 5, scope: !12)
!73 = !DILocation(line: 18, column: 33, scope: !12)
!74 = distinct !{!74, !42, !72, !75}
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocation(line: 24, column: 31, scope: !12)
!77 = !DILocation(line: 24, column: 5, scope: !12)
!78 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !79)
!79 = distinct !DILocation(line: 24, column: 9, scope: !12)
!80 = !DILocation(line: 24, column: 20, scope: !12)
!81 = !DILocation(line: 24, column: 26, scope: !12)
!82 = !DILocation(line: 24, column: 24, scope: !12)
!83 = !DILocation(line: 24, column: 29, scope: !12)
!84 = !DILocation(line: 25, column: 1, scope: !12)
