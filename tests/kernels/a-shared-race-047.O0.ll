; ModuleID = 'a-shared-race-047.cu'
source_filename = "a-shared-race-047.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_gridDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@_ZZ21a_transpose_padded_okE4tile = internal addrspace(3) global [32 x [33 x float]] undef, align 4
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_transpose_padded_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %11 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !15
  %12 = mul i32 %11, 32, !dbg !19
  store i32 %12, ptr %5, align 4, !dbg !20
  %13 = call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y(), !dbg !21
  %14 = mul i32 %13, 32, !dbg !24
  store i32 %14, ptr %6, align 4, !dbg !25
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %16 = mul i32 %15, 32, !dbg !29
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !30
  %18 = add i32 %16, %17, !dbg !33
  store i32 %18, ptr %7, align 4, !dbg !34
  %19 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !35
  %20 = mul i32 %19, 32, !dbg !38
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !39
  %22 = add i32 %20, %21, !dbg !42
  store i32 %22, ptr %8, align 4, !dbg !43
  store i32 0, ptr %9, align 4, !dbg !44
  br label %23, !dbg !45

23:                                               ; preds = %46, %2
  %24 = load i32, ptr %9, align 4, !dbg !46
  %25 = icmp ult i32 %24, 32, !dbg !47
  br i1 %25, label %26, label %49, !dbg !48

26:                                               ; preds = %23
  %27 = load ptr, ptr %3, align 8, !dbg !49
  %28 = load i32, ptr %8, align 4, !dbg !50
  %29 = load i32, ptr %9, align 4, !dbg !51
  %30 = add i32 %28, %29, !dbg !52
  %31 = load i32, ptr %5, align 4, !dbg !53
  %32 = mul i32 %30, %31, !dbg !54
  %33 = load i32, ptr %7, align 4, !dbg !55
  %34 = add i32 %32, %33, !dbg !56
  %35 = zext i32 %34 to i64, !dbg !49
  %36 = getelementptr inbounds float, ptr %27, i64 %35, !dbg !49
  %37 = load float, ptr %36, align 4, !dbg !49
  %38 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !57
  %39 = load i32, ptr %9, align 4, !dbg !59
  %40 = add i32 %38, %39, !dbg !60
  %41 = zext i32 %40 to i64, !dbg !61
  %42 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_transpose_padded_okE4tile to ptr), i64 0, i64 %41, !dbg !61
  %43 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !62
  %44 = zext i32 %43 to i64, !dbg !61
  %45 = getelementptr inbounds [33 x float], ptr %42, i64 0, i64 %44, !dbg !61
  store float %37, ptr %45, align 4, !dbg !64
  br label %46, !dbg !61

46:                                               ; preds = %26
  %47 = load i32, ptr %9, align 4, !dbg !65
  %48 = add i32 %47, 8, !dbg !65
  store i32 %48, ptr %9, align 4, !dbg !65
  br label %23, !dbg !48, !llvm.loop !66

49:                                               ; preds = %23
  call void @llvm.nvvm.barrier0(), !dbg !69
  %50 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !70
  %51 = mul i32 %50, 32, !dbg !72
  %52 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !73
  %53 = add i32 %51, %52, !dbg !75
  store i32 %53, ptr %7, align 4, !dbg !76
  %54 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !77
  %55 = mul i32 %54, 32, !dbg !79
  %56 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !80
  %57 = add i32 %55, %56, !dbg !82
  store i32 %57, ptr %8, align 4, !dbg !83
  store i32 0, ptr %10, align 4, !dbg !84
  br label %58, !dbg !85

58:                                               ; preds = %81, %49
  %59 = load i32, ptr %10, align 4, !dbg !86
  %60 = icmp ult i32 %59, 32, !dbg !87
  br i1 %60, label %61, label %84, !dbg !88

61:                                               ; preds = %58
  %62 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !89
  %63 = zext i32 %62 to i64, !dbg !91
  %64 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_transpose_padded_okE4tile to ptr), i64 0, i64 %63, !dbg !91
  %65 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !92
  %66 = load i32, ptr %10, align 4, !dbg !94
  %67 = add i32 %65, %66, !dbg !95
  %68 = zext i32 %67 to i64, !dbg !91
  %69 = getelementptr inbounds [33 x float], ptr %64, i64 0, i64 %68, !dbg !91
  %70 = load float, ptr %69, align 4, !dbg !91
  %71 = load ptr, ptr %4, align 8, !dbg !96
  %72 = load i32, ptr %8, align 4, !dbg !97
  %73 = load i32, ptr %10, align 4, !dbg !98
  %74 = add i32 %72, %73, !dbg !99
  %75 = load i32, ptr %6, align 4, !dbg !100
  %76 = mul i32 %74, %75, !dbg !101
  %77 = load i32, ptr %7, align 4, !dbg !102
  %78 = add i32 %76, %77, !dbg !103
  %79 = zext i32 %78 to i64, !dbg !96
  %80 = getelementptr inbounds float, ptr %71, i64 %79, !dbg !96
  store float %70, ptr %80, align 4, !dbg !104
  br label %81, !dbg !96

81:                                               ; preds = %61
  %82 = load i32, ptr %10, align 4, !dbg !105
  %83 = add i32 %82, 8, !dbg !105
  store i32 %83, ptr %10, align 4, !dbg !105
  br label %58, !dbg !88, !llvm.loop !106

84:                                               ; preds = %58
  ret void, !dbg !108
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

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
!7 = !DIFile(filename: "a-shared-race-047.cu", directory: ".")
!8 = !{ptr @a_transpose_padded_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_transpose_padded_ok", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 92, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 22, scope: !12)
!19 = !DILocation(line: 14, column: 32, scope: !12)
!20 = !DILocation(line: 14, column: 14, scope: !12)
!21 = !DILocation(line: 93, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 93, type: !13, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 14, column: 49, scope: !12)
!24 = !DILocation(line: 14, column: 59, scope: !12)
!25 = !DILocation(line: 14, column: 40, scope: !12)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 15, column: 18, scope: !12)
!29 = !DILocation(line: 15, column: 29, scope: !12)
!30 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!32 = distinct !DILocation(line: 15, column: 38, scope: !12)
!33 = !DILocation(line: 15, column: 36, scope: !12)
!34 = !DILocation(line: 15, column: 14, scope: !12)
!35 = !DILocation(line: 67, column: 3, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!37 = distinct !DILocation(line: 16, column: 18, scope: !12)
!38 = !DILocation(line: 16, column: 29, scope: !12)
!39 = !DILocation(line: 54, column: 3, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!41 = distinct !DILocation(line: 16, column: 38, scope: !12)
!42 = !DILocation(line: 16, column: 36, scope: !12)
!43 = !DILocation(line: 16, column: 14, scope: !12)
!44 = !DILocation(line: 17, column: 19, scope: !12)
!45 = !DILocation(line: 17, column: 10, scope: !12)
!46 = !DILocation(line: 17, column: 26, scope: !12)
!47 = !DILocation(line: 17, column: 28, scope: !12)
!48 = !DILocation(line: 17, column: 5, scope: !12)
!49 = !DILocation(line: 18, column: 46, scope: !12)
!50 = !DILocation(line: 18, column: 50, scope: !12)
!51 = !DILocation(line: 18, column: 54, scope: !12)
!52 = !DILocation(line: 18, column: 52, scope: !12)
!53 = !DILocation(line: 18, column: 59, scope: !12)
!54 = !DILocation(line: 18, column: 57, scope: !12)
!55 = !DILocation(line: 18, column: 67, scope: !12)
!56 = !DILocation(line: 18, column: 65, scope: !12)
!57 = !DILocation(line: 54, column: 3, scope: !40, inlinedAt: !58)
!58 = distinct !DILocation(line: 18, column: 14, scope: !12)
!59 = !DILocation(line: 18, column: 28, scope: !12)
!60 = !DILocation(line: 18, column: 26, scope: !12)
!61 = !DILocation(line: 18, column: 9, scope: !12)
!62 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !63)
!63 = distinct !DILocation(line: 18, column: 31, scope: !12)
!64 = !DILocation(line: 18, column: 44, scope: !12)
!65 = !DILocation(line: 17, column: 38, scope: !12)
!66 = distinct !{!66, !48, !67, !68}
!67 = !DILocation(line: 18, column: 68, scope: !12)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 19, column: 5, scope: !12)
!70 = !DILocation(line: 67, column: 3, scope: !36, inlinedAt: !71)
!71 = distinct !DILocation(line: 20, column: 9, scope: !12)
!72 = !DILocation(line: 20, column: 20, scope: !12)
!73 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !74)
!74 = distinct !DILocation(line: 20, column: 29, scope: !12)
!75 = !DILocation(line: 20, column: 27, scope: !12)
!76 = !DILocation(line: 20, column: 7, scope: !12)
!77 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !78)
!78 = distinct !DILocation(line: 21, column: 9, scope: !12)
!79 = !DILocation(line: 21, column: 20, scope: !12)
!80 = !DILocation(line: 54, column: 3, scope: !40, inlinedAt: !81)
!81 = distinct !DILocation(line: 21, column: 29, scope: !12)
!82 = !DILocation(line: 21, column: 27, scope: !12)
!83 = !DILocation(line: 21, column: 7, scope: !12)
!84 = !DILocation(line: 22, column: 19, scope: !12)
!85 = !DILocation(line: 22, column: 10, scope: !12)
!86 = !DILocation(line: 22, column: 26, scope: !12)
!87 = !DILocation(line: 22, column: 28, scope: !12)
!88 = !DILocation(line: 22, column: 5, scope: !12)
!89 = !DILocation(line: 53, column: 3, scope: !31, inlinedAt: !90)
!90 = distinct !DILocation(line: 23, column: 42, scope: !12)
!91 = !DILocation(line: 23, column: 37, scope: !12)
!92 = !DILocation(line: 54, column: 3, scope: !40, inlinedAt: !93)
!93 = distinct !DILocation(line: 23, column: 55, scope: !12)
!94 = !DILocation(line: 23, column: 69, scope: !12)
!95 = !DILocation(line: 23, column: 67, scope: !12)
!96 = !DILocation(line: 23, column: 9, scope: !12)
!97 = !DILocation(line: 23, column: 14, scope: !12)
!98 = !DILocation(line: 23, column: 18, scope: !12)
!99 = !DILocation(line: 23, column: 16, scope: !12)
!100 = !DILocation(line: 23, column: 23, scope: !12)
!101 = !DILocation(line: 23, column: 21, scope: !12)
!102 = !DILocation(line: 23, column: 32, scope: !12)
!103 = !DILocation(line: 23, column: 30, scope: !12)
!104 = !DILocation(line: 23, column: 35, scope: !12)
!105 = !DILocation(line: 22, column: 38, scope: !12)
!106 = distinct !{!106, !88, !107, !68}
!107 = !DILocation(line: 23, column: 70, scope: !12)
!108 = !DILocation(line: 24, column: 1, scope: !12)
