; ModuleID = 'h-barrier-divergence-007.cu'
source_filename = "h-barrier-divergence-007.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ18h_row_diff_chunkedE1s = internal addrspace(3) global [257 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_row_diff_chunked(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %12, ptr %7, align 4, !dbg !19
  %13 = load ptr, ptr %4, align 8, !dbg !20
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %15 = zext i32 %14 to i64, !dbg !24
  %16 = load i32, ptr %6, align 4, !dbg !25
  %17 = sext i32 %16 to i64, !dbg !25
  %18 = mul i64 %15, %17, !dbg !26
  %19 = getelementptr inbounds float, ptr %13, i64 %18, !dbg !27
  store ptr %19, ptr %8, align 8, !dbg !28
  %20 = load ptr, ptr %5, align 8, !dbg !29
  %21 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !30
  %22 = zext i32 %21 to i64, !dbg !32
  %23 = load i32, ptr %6, align 4, !dbg !33
  %24 = sext i32 %23 to i64, !dbg !33
  %25 = mul i64 %22, %24, !dbg !34
  %26 = getelementptr inbounds float, ptr %20, i64 %25, !dbg !35
  store ptr %26, ptr %9, align 8, !dbg !36
  store i32 0, ptr %10, align 4, !dbg !37
  br label %27, !dbg !38

27:                                               ; preds = %87, %3
  %28 = load i32, ptr %10, align 4, !dbg !39
  %29 = load i32, ptr %6, align 4, !dbg !40
  %30 = icmp slt i32 %28, %29, !dbg !41
  br i1 %30, label %31, label %90, !dbg !42

31:                                               ; preds = %27
  %32 = load i32, ptr %10, align 4, !dbg !43
  %33 = load i32, ptr %7, align 4, !dbg !44
  %34 = add i32 %32, %33, !dbg !45
  store i32 %34, ptr %11, align 4, !dbg !46
  %35 = load i32, ptr %11, align 4, !dbg !47
  %36 = load i32, ptr %6, align 4, !dbg !48
  %37 = icmp slt i32 %35, %36, !dbg !49
  br i1 %37, label %38, label %44, !dbg !47

38:                                               ; preds = %31
  %39 = load ptr, ptr %8, align 8, !dbg !50
  %40 = load i32, ptr %11, align 4, !dbg !51
  %41 = sext i32 %40 to i64, !dbg !50
  %42 = getelementptr inbounds float, ptr %39, i64 %41, !dbg !50
  %43 = load float, ptr %42, align 4, !dbg !50
  br label %45, !dbg !47

44:                                               ; preds = %31
  br label %45, !dbg !47

45:                                               ; preds = %44, %38
  %46 = phi contract float [ %43, %38 ], [ 0.000000e+00, %44 ], !dbg !47
  %47 = load i32, ptr %7, align 4, !dbg !52
  %48 = zext i32 %47 to i64, !dbg !53
  %49 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18h_row_diff_chunkedE1s to ptr), i64 0, i64 %48, !dbg !53
  store float %46, ptr %49, align 4, !dbg !54
  %50 = load i32, ptr %7, align 4, !dbg !55
  %51 = icmp eq i32 %50, 0, !dbg !56
  br i1 %51, label %52, label %67, !dbg !55

52:                                               ; preds = %45
  %53 = load i32, ptr %10, align 4, !dbg !57
  %54 = add nsw i32 %53, 256, !dbg !58
  %55 = load i32, ptr %6, align 4, !dbg !59
  %56 = icmp slt i32 %54, %55, !dbg !60
  br i1 %56, label %57, label %64, !dbg !57

57:                                               ; preds = %52
  %58 = load ptr, ptr %8, align 8, !dbg !61
  %59 = load i32, ptr %10, align 4, !dbg !62
  %60 = add nsw i32 %59, 256, !dbg !63
  %61 = sext i32 %60 to i64, !dbg !61
  %62 = getelementptr inbounds float, ptr %58, i64 %61, !dbg !61
  %63 = load float, ptr %62, align 4, !dbg !61
  br label %65, !dbg !57

64:                                               ; preds = %52
  br label %65, !dbg !57

65:                                               ; preds = %64, %57
  %66 = phi contract float [ %63, %57 ], [ 0.000000e+00, %64 ], !dbg !57
  store float %66, ptr getelementptr inbounds ([257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18h_row_diff_chunkedE1s to ptr), i64 0, i64 256), align 4, !dbg !64
  br label %67, !dbg !65

67:                                               ; preds = %65, %45
  call void @llvm.nvvm.barrier0(), !dbg !66
  %68 = load i32, ptr %11, align 4, !dbg !67
  %69 = load i32, ptr %6, align 4, !dbg !68
  %70 = icmp slt i32 %68, %69, !dbg !69
  br i1 %70, label %71, label %86, !dbg !67

71:                                               ; preds = %67
  %72 = load i32, ptr %7, align 4, !dbg !70
  %73 = add i32 %72, 1, !dbg !71
  %74 = zext i32 %73 to i64, !dbg !72
  %75 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18h_row_diff_chunkedE1s to ptr), i64 0, i64 %74, !dbg !72
  %76 = load float, ptr %75, align 4, !dbg !72
  %77 = load i32, ptr %7, align 4, !dbg !73
  %78 = zext i32 %77 to i64, !dbg !74
  %79 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18h_row_diff_chunkedE1s to ptr), i64 0, i64 %78, !dbg !74
  %80 = load float, ptr %79, align 4, !dbg !74
  %81 = fsub contract float %76, %80, !dbg !75
  %82 = load ptr, ptr %9, align 8, !dbg !76
  %83 = load i32, ptr %11, align 4, !dbg !77
  %84 = sext i32 %83 to i64, !dbg !76
  %85 = getelementptr inbounds float, ptr %82, i64 %84, !dbg !76
  store float %81, ptr %85, align 4, !dbg !78
  br label %86, !dbg !76

86:                                               ; preds = %71, %67
  call void @llvm.nvvm.barrier0(), !dbg !79
  br label %87, !dbg !80

87:                                               ; preds = %86
  %88 = load i32, ptr %10, align 4, !dbg !81
  %89 = add nsw i32 %88, 256, !dbg !81
  store i32 %89, ptr %10, align 4, !dbg !81
  br label %27, !dbg !42, !llvm.loop !82

90:                                               ; preds = %27
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
!7 = !DIFile(filename: "h-barrier-divergence-007.cu", directory: ".")
!8 = !{ptr @h_row_diff_chunked, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_row_diff_chunked", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 20, scope: !12)
!19 = !DILocation(line: 14, column: 14, scope: !12)
!20 = !DILocation(line: 15, column: 23, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 15, column: 35, scope: !12)
!24 = !DILocation(line: 15, column: 35, scope: !12)
!25 = !DILocation(line: 15, column: 48, scope: !12)
!26 = !DILocation(line: 15, column: 46, scope: !12)
!27 = !DILocation(line: 15, column: 25, scope: !12)
!28 = !DILocation(line: 15, column: 18, scope: !12)
!29 = !DILocation(line: 16, column: 17, scope: !12)
!30 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !31)
!31 = distinct !DILocation(line: 16, column: 30, scope: !12)
!32 = !DILocation(line: 16, column: 30, scope: !12)
!33 = !DILocation(line: 16, column: 43, scope: !12)
!34 = !DILocation(line: 16, column: 41, scope: !12)
!35 = !DILocation(line: 16, column: 20, scope: !12)
!36 = !DILocation(line: 16, column: 12, scope: !12)
!37 = !DILocation(line: 17, column: 14, scope: !12)
!38 = !DILocation(line: 17, column: 10, scope: !12)
!39 = !DILocation(line: 17, column: 24, scope: !12)
!40 = !DILocation(line: 17, column: 31, scope: !12)
!41 = !DILocation(line: 17, column: 29, scope: !12)
!42 = !DILocation(line: 17, column: 5, scope: !12)
!43 = !DILocation(line: 18, column: 17, scope: !12)
!44 = !DILocation(line: 18, column: 24, scope: !12)
!45 = !DILocation(line: 18, column: 22, scope: !12)
!46 = !DILocation(line: 18, column: 13, scope: !12)
!47 = !DILocation(line: 19, column: 18, scope: !12)
!48 = !DILocation(line: 19, column: 22, scope: !12)
!49 = !DILocation(line: 19, column: 20, scope: !12)
!50 = !DILocation(line: 19, column: 31, scope: !12)
!51 = !DILocation(line: 19, column: 34, scope: !12)
!52 = !DILocation(line: 19, column: 11, scope: !12)
!53 = !DILocation(line: 19, column: 9, scope: !12)
!54 = !DILocation(line: 19, column: 16, scope: !12)
!55 = !DILocation(line: 20, column: 13, scope: !12)
!56 = !DILocation(line: 20, column: 17, scope: !12)
!57 = !DILocation(line: 21, column: 24, scope: !12)
!58 = !DILocation(line: 21, column: 29, scope: !12)
!59 = !DILocation(line: 21, column: 39, scope: !12)
!60 = !DILocation(line: 21, column: 37, scope: !12)
!61 = !DILocation(line: 21, column: 48, scope: !12)
!62 = !DILocation(line: 21, column: 51, scope: !12)
!63 = !DILocation(line: 21, column: 56, scope: !12)
!64 = !DILocation(line: 21, column: 22, scope: !12)
!65 = !DILocation(line: 21, column: 13, scope: !12)
!66 = !DILocation(line: 22, column: 9, scope: !12)
!67 = !DILocation(line: 23, column: 13, scope: !12)
!68 = !DILocation(line: 23, column: 17, scope: !12)
!69 = !DILocation(line: 23, column: 15, scope: !12)
!70 = !DILocation(line: 24, column: 23, scope: !12)
!71 = !DILocation(line: 24, column: 27, scope: !12)
!72 = !DILocation(line: 24, column: 21, scope: !12)
!73 = !DILocation(line: 24, column: 36, scope: !12)
!74 = !DILocation(line: 24, column: 34, scope: !12)
!75 = !DILocation(line: 24, column: 32, scope: !12)
!76 = !DILocation(line: 24, column: 13, scope: !12)
!77 = !DILocation(line: 24, column: 16, scope: !12)
!78 = !DILocation(line: 24, column: 19, scope: !12)
!79 = !DILocation(line: 25, column: 9, scope: !12)
!80 = !DILocation(line: 26, column: 5, scope: !12)
!81 = !DILocation(line: 17, column: 44, scope: !12)
!82 = distinct !{!82, !42, !80, !83}
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocation(line: 27, column: 1, scope: !12)
