; ModuleID = 'e-global-race-027.cu'
source_filename = "e-global-race-027.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_laplace3d_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %10 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %11 = mul i32 %9, %10, !dbg !22
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %13 = add i32 %11, %12, !dbg !26
  store i32 %13, ptr %5, align 4, !dbg !27
  %14 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !28
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !31
  %16 = mul i32 %14, %15, !dbg !34
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !35
  %18 = add i32 %16, %17, !dbg !38
  store i32 %18, ptr %6, align 4, !dbg !39
  %19 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !40
  %20 = call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z(), !dbg !43
  %21 = mul i32 %19, %20, !dbg !46
  %22 = call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !47
  %23 = add i32 %21, %22, !dbg !50
  store i32 %23, ptr %7, align 4, !dbg !51
  %24 = load i32, ptr %5, align 4, !dbg !52
  %25 = icmp slt i32 %24, 1, !dbg !53
  br i1 %25, label %41, label %26, !dbg !54

26:                                               ; preds = %2
  %27 = load i32, ptr %6, align 4, !dbg !55
  %28 = icmp slt i32 %27, 1, !dbg !56
  br i1 %28, label %41, label %29, !dbg !57

29:                                               ; preds = %26
  %30 = load i32, ptr %7, align 4, !dbg !58
  %31 = icmp slt i32 %30, 1, !dbg !59
  br i1 %31, label %41, label %32, !dbg !60

32:                                               ; preds = %29
  %33 = load i32, ptr %5, align 4, !dbg !61
  %34 = icmp sge i32 %33, 31, !dbg !62
  br i1 %34, label %41, label %35, !dbg !63

35:                                               ; preds = %32
  %36 = load i32, ptr %6, align 4, !dbg !64
  %37 = icmp sge i32 %36, 31, !dbg !65
  br i1 %37, label %41, label %38, !dbg !66

38:                                               ; preds = %35
  %39 = load i32, ptr %7, align 4, !dbg !67
  %40 = icmp sge i32 %39, 31, !dbg !68
  br i1 %40, label %41, label %42, !dbg !52

41:                                               ; preds = %38, %35, %32, %29, %26, %2
  br label %102, !dbg !69

42:                                               ; preds = %38
  %43 = load i32, ptr %7, align 4, !dbg !70
  %44 = mul nsw i32 %43, 32, !dbg !71
  %45 = load i32, ptr %6, align 4, !dbg !72
  %46 = add nsw i32 %44, %45, !dbg !73
  %47 = mul nsw i32 %46, 32, !dbg !74
  %48 = load i32, ptr %5, align 4, !dbg !75
  %49 = add nsw i32 %47, %48, !dbg !76
  store i32 %49, ptr %8, align 4, !dbg !77
  %50 = load ptr, ptr %3, align 8, !dbg !78
  %51 = load i32, ptr %8, align 4, !dbg !79
  %52 = sub nsw i32 %51, 1, !dbg !80
  %53 = sext i32 %52 to i64, !dbg !78
  %54 = getelementptr inbounds float, ptr %50, i64 %53, !dbg !78
  %55 = load float, ptr %54, align 4, !dbg !78
  %56 = load ptr, ptr %3, align 8, !dbg !81
  %57 = load i32, ptr %8, align 4, !dbg !82
  %58 = add nsw i32 %57, 1, !dbg !83
  %59 = sext i32 %58 to i64, !dbg !81
  %60 = getelementptr inbounds float, ptr %56, i64 %59, !dbg !81
  %61 = load float, ptr %60, align 4, !dbg !81
  %62 = fadd contract float %55, %61, !dbg !84
  %63 = load ptr, ptr %3, align 8, !dbg !85
  %64 = load i32, ptr %8, align 4, !dbg !86
  %65 = sub nsw i32 %64, 32, !dbg !87
  %66 = sext i32 %65 to i64, !dbg !85
  %67 = getelementptr inbounds float, ptr %63, i64 %66, !dbg !85
  %68 = load float, ptr %67, align 4, !dbg !85
  %69 = fadd contract float %62, %68, !dbg !88
  %70 = load ptr, ptr %3, align 8, !dbg !89
  %71 = load i32, ptr %8, align 4, !dbg !90
  %72 = add nsw i32 %71, 32, !dbg !91
  %73 = sext i32 %72 to i64, !dbg !89
  %74 = getelementptr inbounds float, ptr %70, i64 %73, !dbg !89
  %75 = load float, ptr %74, align 4, !dbg !89
  %76 = fadd contract float %69, %75, !dbg !92
  %77 = load ptr, ptr %3, align 8, !dbg !93
  %78 = load i32, ptr %8, align 4, !dbg !94
  %79 = sub nsw i32 %78, 1024, !dbg !95
  %80 = sext i32 %79 to i64, !dbg !93
  %81 = getelementptr inbounds float, ptr %77, i64 %80, !dbg !93
  %82 = load float, ptr %81, align 4, !dbg !93
  %83 = fadd contract float %76, %82, !dbg !96
  %84 = load ptr, ptr %3, align 8, !dbg !97
  %85 = load i32, ptr %8, align 4, !dbg !98
  %86 = add nsw i32 %85, 1024, !dbg !99
  %87 = sext i32 %86 to i64, !dbg !97
  %88 = getelementptr inbounds float, ptr %84, i64 %87, !dbg !97
  %89 = load float, ptr %88, align 4, !dbg !97
  %90 = fadd contract float %83, %89, !dbg !100
  %91 = load ptr, ptr %3, align 8, !dbg !101
  %92 = load i32, ptr %8, align 4, !dbg !102
  %93 = sext i32 %92 to i64, !dbg !101
  %94 = getelementptr inbounds float, ptr %91, i64 %93, !dbg !101
  %95 = load float, ptr %94, align 4, !dbg !101
  %96 = fmul contract float 6.000000e+00, %95, !dbg !103
  %97 = fsub contract float %90, %96, !dbg !104
  %98 = load ptr, ptr %4, align 8, !dbg !105
  %99 = load i32, ptr %8, align 4, !dbg !106
  %100 = sext i32 %99 to i64, !dbg !105
  %101 = getelementptr inbounds float, ptr %98, i64 %100, !dbg !105
  store float %97, ptr %101, align 4, !dbg !107
  br label %102, !dbg !108

102:                                              ; preds = %42, %41
  ret void, !dbg !108
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

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
!7 = !DIFile(filename: "e-global-race-027.cu", directory: ".")
!8 = !{ptr @e_laplace3d_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_laplace3d_ok", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 11, column: 26, scope: !12)
!22 = !DILocation(line: 11, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 11, column: 39, scope: !12)
!26 = !DILocation(line: 11, column: 37, scope: !12)
!27 = !DILocation(line: 11, column: 9, scope: !12)
!28 = !DILocation(line: 67, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!30 = distinct !DILocation(line: 12, column: 13, scope: !12)
!31 = !DILocation(line: 80, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!33 = distinct !DILocation(line: 12, column: 26, scope: !12)
!34 = !DILocation(line: 12, column: 24, scope: !12)
!35 = !DILocation(line: 54, column: 3, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!37 = distinct !DILocation(line: 12, column: 39, scope: !12)
!38 = !DILocation(line: 12, column: 37, scope: !12)
!39 = !DILocation(line: 12, column: 9, scope: !12)
!40 = !DILocation(line: 68, column: 3, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 68, type: !13, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!42 = distinct !DILocation(line: 13, column: 13, scope: !12)
!43 = !DILocation(line: 81, column: 3, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 81, type: !13, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!45 = distinct !DILocation(line: 13, column: 26, scope: !12)
!46 = !DILocation(line: 13, column: 24, scope: !12)
!47 = !DILocation(line: 55, column: 3, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 55, type: !13, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!49 = distinct !DILocation(line: 13, column: 39, scope: !12)
!50 = !DILocation(line: 13, column: 37, scope: !12)
!51 = !DILocation(line: 13, column: 9, scope: !12)
!52 = !DILocation(line: 14, column: 9, scope: !12)
!53 = !DILocation(line: 14, column: 11, scope: !12)
!54 = !DILocation(line: 14, column: 15, scope: !12)
!55 = !DILocation(line: 14, column: 18, scope: !12)
!56 = !DILocation(line: 14, column: 20, scope: !12)
!57 = !DILocation(line: 14, column: 24, scope: !12)
!58 = !DILocation(line: 14, column: 27, scope: !12)
!59 = !DILocation(line: 14, column: 29, scope: !12)
!60 = !DILocation(line: 14, column: 33, scope: !12)
!61 = !DILocation(line: 14, column: 36, scope: !12)
!62 = !DILocation(line: 14, column: 38, scope: !12)
!63 = !DILocation(line: 14, column: 48, scope: !12)
!64 = !DILocation(line: 14, column: 51, scope: !12)
!65 = !DILocation(line: 14, column: 53, scope: !12)
!66 = !DILocation(line: 14, column: 63, scope: !12)
!67 = !DILocation(line: 14, column: 66, scope: !12)
!68 = !DILocation(line: 14, column: 68, scope: !12)
!69 = !DILocation(line: 14, column: 79, scope: !12)
!70 = !DILocation(line: 15, column: 14, scope: !12)
!71 = !DILocation(line: 15, column: 16, scope: !12)
!72 = !DILocation(line: 15, column: 23, scope: !12)
!73 = !DILocation(line: 15, column: 21, scope: !12)
!74 = !DILocation(line: 15, column: 26, scope: !12)
!75 = !DILocation(line: 15, column: 33, scope: !12)
!76 = !DILocation(line: 15, column: 31, scope: !12)
!77 = !DILocation(line: 15, column: 9, scope: !12)
!78 = !DILocation(line: 16, column: 14, scope: !12)
!79 = !DILocation(line: 16, column: 16, scope: !12)
!80 = !DILocation(line: 16, column: 18, scope: !12)
!81 = !DILocation(line: 16, column: 25, scope: !12)
!82 = !DILocation(line: 16, column: 27, scope: !12)
!83 = !DILocation(line: 16, column: 29, scope: !12)
!84 = !DILocation(line: 16, column: 23, scope: !12)
!85 = !DILocation(line: 16, column: 36, scope: !12)
!86 = !DILocation(line: 16, column: 38, scope: !12)
!87 = !DILocation(line: 16, column: 40, scope: !12)
!88 = !DILocation(line: 16, column: 34, scope: !12)
!89 = !DILocation(line: 16, column: 48, scope: !12)
!90 = !DILocation(line: 16, column: 50, scope: !12)
!91 = !DILocation(line: 16, column: 52, scope: !12)
!92 = !DILocation(line: 16, column: 46, scope: !12)
!93 = !DILocation(line: 16, column: 60, scope: !12)
!94 = !DILocation(line: 16, column: 62, scope: !12)
!95 = !DILocation(line: 16, column: 64, scope: !12)
!96 = !DILocation(line: 16, column: 58, scope: !12)
!97 = !DILocation(line: 16, column: 77, scope: !12)
!98 = !DILocation(line: 16, column: 79, scope: !12)
!99 = !DILocation(line: 16, column: 81, scope: !12)
!100 = !DILocation(line: 16, column: 75, scope: !12)
!101 = !DILocation(line: 17, column: 23, scope: !12)
!102 = !DILocation(line: 17, column: 25, scope: !12)
!103 = !DILocation(line: 17, column: 21, scope: !12)
!104 = !DILocation(line: 17, column: 14, scope: !12)
!105 = !DILocation(line: 16, column: 5, scope: !12)
!106 = !DILocation(line: 16, column: 9, scope: !12)
!107 = !DILocation(line: 16, column: 12, scope: !12)
!108 = !DILocation(line: 18, column: 1, scope: !12)
