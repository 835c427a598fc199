; ModuleID = 'b-shared-race-009.cu'
source_filename = "b-shared-race-009.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ17b_pingpong_jacobiE3buf = internal addrspace(3) global [2 x [258 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_pingpong_jacobi(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %5, align 4, !dbg !19
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %11 = mul i32 %10, 256, !dbg !23
  %12 = load i32, ptr %5, align 4, !dbg !24
  %13 = add i32 %11, %12, !dbg !25
  store i32 %13, ptr %6, align 4, !dbg !26
  %14 = load ptr, ptr %4, align 8, !dbg !27
  %15 = load i32, ptr %6, align 4, !dbg !28
  %16 = sext i32 %15 to i64, !dbg !27
  %17 = getelementptr inbounds float, ptr %14, i64 %16, !dbg !27
  %18 = load float, ptr %17, align 4, !dbg !27
  %19 = load i32, ptr %5, align 4, !dbg !29
  %20 = add nsw i32 %19, 1, !dbg !30
  %21 = sext i32 %20 to i64, !dbg !31
  %22 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 0, i64 %21, !dbg !31
  store float %18, ptr %22, align 4, !dbg !32
  %23 = load i32, ptr %5, align 4, !dbg !33
  %24 = icmp eq i32 %23, 0, !dbg !34
  br i1 %24, label %25, label %26, !dbg !33

25:                                               ; preds = %2
  store float 0.000000e+00, ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), align 4, !dbg !35
  store float 0.000000e+00, ptr getelementptr inbounds ([258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 0, i64 257), align 4, !dbg !36
  store float 0.000000e+00, ptr getelementptr inbounds ([2 x [258 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 0, i64 1), align 4, !dbg !37
  store float 0.000000e+00, ptr getelementptr inbounds ([258 x float], ptr getelementptr inbounds ([2 x [258 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 0, i64 1), i64 0, i64 257), align 4, !dbg !38
  br label %26, !dbg !39

26:                                               ; preds = %25, %2
  call void @llvm.nvvm.barrier0(), !dbg !40
  store i32 0, ptr %7, align 4, !dbg !41
  store i32 0, ptr %8, align 4, !dbg !42
  br label %27, !dbg !43

27:                                               ; preds = %69, %26
  %28 = load i32, ptr %8, align 4, !dbg !44
  %29 = icmp slt i32 %28, 8, !dbg !45
  br i1 %29, label %30, label %72, !dbg !46

30:                                               ; preds = %27
  %31 = load i32, ptr %7, align 4, !dbg !47
  %32 = sext i32 %31 to i64, !dbg !48
  %33 = getelementptr inbounds [2 x [258 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 0, i64 %32, !dbg !48
  %34 = load i32, ptr %5, align 4, !dbg !49
  %35 = sext i32 %34 to i64, !dbg !48
  %36 = getelementptr inbounds [258 x float], ptr %33, i64 0, i64 %35, !dbg !48
  %37 = load float, ptr %36, align 4, !dbg !48
  %38 = fmul contract float 2.500000e-01, %37, !dbg !50
  %39 = load i32, ptr %7, align 4, !dbg !51
  %40 = sext i32 %39 to i64, !dbg !52
  %41 = getelementptr inbounds [2 x [258 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 0, i64 %40, !dbg !52
  %42 = load i32, ptr %5, align 4, !dbg !53
  %43 = add nsw i32 %42, 1, !dbg !54
  %44 = sext i32 %43 to i64, !dbg !52
  %45 = getelementptr inbounds [258 x float], ptr %41, i64 0, i64 %44, !dbg !52
  %46 = load float, ptr %45, align 4, !dbg !52
  %47 = fmul contract float 5.000000e-01, %46, !dbg !55
  %48 = fadd contract float %38, %47, !dbg !56
  %49 = load i32, ptr %7, align 4, !dbg !57
  %50 = sext i32 %49 to i64, !dbg !58
  %51 = getelementptr inbounds [2 x [258 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 0, i64 %50, !dbg !58
  %52 = load i32, ptr %5, align 4, !dbg !59
  %53 = add nsw i32 %52, 2, !dbg !60
  %54 = sext i32 %53 to i64, !dbg !58
  %55 = getelementptr inbounds [258 x float], ptr %51, i64 0, i64 %54, !dbg !58
  %56 = load float, ptr %55, align 4, !dbg !58
  %57 = fmul contract float 2.500000e-01, %56, !dbg !61
  %58 = fadd contract float %48, %57, !dbg !62
  %59 = load i32, ptr %7, align 4, !dbg !63
  %60 = xor i32 %59, 1, !dbg !64
  %61 = sext i32 %60 to i64, !dbg !65
  %62 = getelementptr inbounds [2 x [258 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 0, i64 %61, !dbg !65
  %63 = load i32, ptr %5, align 4, !dbg !66
  %64 = add nsw i32 %63, 1, !dbg !67
  %65 = sext i32 %64 to i64, !dbg !65
  %66 = getelementptr inbounds [258 x float], ptr %62, i64 0, i64 %65, !dbg !65
  store float %58, ptr %66, align 4, !dbg !68
  %67 = load i32, ptr %7, align 4, !dbg !69
  %68 = xor i32 %67, 1, !dbg !69
  store i32 %68, ptr %7, align 4, !dbg !69
  call void @llvm.nvvm.barrier0(), !dbg !70
  br label %69, !dbg !71

69:                                               ; preds = %30
  %70 = load i32, ptr %8, align 4, !dbg !72
  %71 = add nsw i32 %70, 1, !dbg !72
  store i32 %71, ptr %8, align 4, !dbg !72
  br label %27, !dbg !46, !llvm.loop !73

72:                                               ; preds = %27
  %73 = load i32, ptr %7, align 4, !dbg !75
  %74 = sext i32 %73 to i64, !dbg !76
  %75 = getelementptr inbounds [2 x [258 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_pingpong_jacobiE3buf to ptr), i64 0, i64 %74, !dbg !76
  %76 = load i32, ptr %5, align 4, !dbg !77
  %77 = add nsw i32 %76, 1, !dbg !78
  %78 = sext i32 %77 to i64, !dbg !76
  %79 = getelementptr inbounds [258 x float], ptr %75, i64 0, i64 %78, !dbg !76
  %80 = load float, ptr %79, align 4, !dbg !76
  %81 = load ptr, ptr %3, align 8, !dbg !79
  %82 = load i32, ptr %6, align 4, !dbg !80
  %83 = sext i32 %82 to i64, !dbg !79
  %84 = getelementptr inbounds float, ptr %81, i64 %83, !dbg !79
  store float %80, ptr %84, align 4, !dbg !81
  ret void, !dbg !82
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
!7 = !DIFile(filename: "b-shared-race-009.cu", directory: ".")
!8 = !{ptr @b_pingpong_jacobi, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_pingpong_jacobi", scope: !7, file: !7, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 15, column: 13, scope: !12)
!19 = !DILocation(line: 15, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 16, column: 13, scope: !12)
!23 = !DILocation(line: 16, column: 24, scope: !12)
!24 = !DILocation(line: 16, column: 30, scope: !12)
!25 = !DILocation(line: 16, column: 28, scope: !12)
!26 = !DILocation(line: 16, column: 9, scope: !12)
!27 = !DILocation(line: 17, column: 21, scope: !12)
!28 = !DILocation(line: 17, column: 24, scope: !12)
!29 = !DILocation(line: 17, column: 12, scope: !12)
!30 = !DILocation(line: 17, column: 14, scope: !12)
!31 = !DILocation(line: 17, column: 5, scope: !12)
!32 = !DILocation(line: 17, column: 19, scope: !12)
!33 = !DILocation(line: 18, column: 9, scope: !12)
!34 = !DILocation(line: 18, column: 11, scope: !12)
!35 = !DILocation(line: 19, column: 19, scope: !12)
!36 = !DILocation(line: 19, column: 41, scope: !12)
!37 = !DILocation(line: 20, column: 19, scope: !12)
!38 = !DILocation(line: 20, column: 41, scope: !12)
!39 = !DILocation(line: 21, column: 5, scope: !12)
!40 = !DILocation(line: 22, column: 5, scope: !12)
!41 = !DILocation(line: 23, column: 9, scope: !12)
!42 = !DILocation(line: 24, column: 14, scope: !12)
!43 = !DILocation(line: 24, column: 10, scope: !12)
!44 = !DILocation(line: 24, column: 21, scope: !12)
!45 = !DILocation(line: 24, column: 23, scope: !12)
!46 = !DILocation(line: 24, column: 5, scope: !12)
!47 = !DILocation(line: 25, column: 43, scope: !12)
!48 = !DILocation(line: 25, column: 39, scope: !12)
!49 = !DILocation(line: 25, column: 48, scope: !12)
!50 = !DILocation(line: 25, column: 37, scope: !12)
!51 = !DILocation(line: 25, column: 64, scope: !12)
!52 = !DILocation(line: 25, column: 60, scope: !12)
!53 = !DILocation(line: 25, column: 69, scope: !12)
!54 = !DILocation(line: 25, column: 71, scope: !12)
!55 = !DILocation(line: 25, column: 58, scope: !12)
!56 = !DILocation(line: 25, column: 51, scope: !12)
!57 = !DILocation(line: 25, column: 90, scope: !12)
!58 = !DILocation(line: 25, column: 86, scope: !12)
!59 = !DILocation(line: 25, column: 95, scope: !12)
!60 = !DILocation(line: 25, column: 97, scope: !12)
!61 = !DILocation(line: 25, column: 84, scope: !12)
!62 = !DILocation(line: 25, column: 76, scope: !12)
!63 = !DILocation(line: 25, column: 13, scope: !12)
!64 = !DILocation(line: 25, column: 17, scope: !12)
!65 = !DILocation(line: 25, column: 9, scope: !12)
!66 = !DILocation(line: 25, column: 22, scope: !12)
!67 = !DILocation(line: 25, column: 24, scope: !12)
!68 = !DILocation(line: 25, column: 29, scope: !12)
!69 = !DILocation(line: 26, column: 13, scope: !12)
!70 = !DILocation(line: 27, column: 9, scope: !12)
!71 = !DILocation(line: 28, column: 5, scope: !12)
!72 = !DILocation(line: 24, column: 32, scope: !12)
!73 = distinct !{!73, !46, !71, !74}
!74 = !{!"llvm.loop.mustprogress"}
!75 = !DILocation(line: 29, column: 18, scope: !12)
!76 = !DILocation(line: 29, column: 14, scope: !12)
!77 = !DILocation(line: 29, column: 23, scope: !12)
!78 = !DILocation(line: 29, column: 25, scope: !12)
!79 = !DILocation(line: 29, column: 5, scope: !12)
!80 = !DILocation(line: 29, column: 9, scope: !12)
!81 = !DILocation(line: 29, column: 12, scope: !12)
!82 = !DILocation(line: 30, column: 1, scope: !12)
