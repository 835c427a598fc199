; ModuleID = 'h-global-race-038.cu'
source_filename = "h-global-race-038.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.float2.0 = type { float, float }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_splat_pitched(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, float noundef %4, i32 noundef %5, i64 noundef %6) #0 !dbg !12 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca %struct.float2.0, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca %struct.float2.0, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  store float %4, ptr %12, align 4
  store i32 %5, ptr %13, align 4
  store i64 %6, ptr %14, align 8
  %25 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %26 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %27 = mul i32 %25, %26, !dbg !22
  %28 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %29 = add i32 %27, %28, !dbg !26
  store i32 %29, ptr %15, align 4, !dbg !27
  %30 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !28
  %31 = load i32, ptr %13, align 4, !dbg !31
  %32 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !32
  %33 = mul i32 %31, %32, !dbg !35
  %34 = mul i32 %30, %33, !dbg !36
  %35 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !37
  %36 = load i32, ptr %13, align 4, !dbg !40
  %37 = mul i32 %35, %36, !dbg !41
  %38 = add i32 %34, %37, !dbg !42
  store i32 %38, ptr %16, align 4, !dbg !43
  %39 = load i32, ptr %15, align 4, !dbg !44
  %40 = load i32, ptr %10, align 4, !dbg !45
  %41 = icmp sge i32 %39, %40, !dbg !46
  br i1 %41, label %42, label %43, !dbg !44

42:                                               ; preds = %7
  br label %106, !dbg !47

43:                                               ; preds = %7
  store i32 0, ptr %17, align 4, !dbg !48
  br label %44, !dbg !49

44:                                               ; preds = %103, %43
  %45 = load i32, ptr %17, align 4, !dbg !50
  %46 = load i32, ptr %13, align 4, !dbg !51
  %47 = icmp slt i32 %45, %46, !dbg !52
  br i1 %47, label %48, label %106, !dbg !53

48:                                               ; preds = %44
  %49 = load i32, ptr %16, align 4, !dbg !54
  %50 = load i32, ptr %17, align 4, !dbg !55
  %51 = add nsw i32 %49, %50, !dbg !56
  store i32 %51, ptr %18, align 4, !dbg !57
  %52 = load i32, ptr %18, align 4, !dbg !58
  %53 = load i32, ptr %11, align 4, !dbg !59
  %54 = icmp sge i32 %52, %53, !dbg !60
  br i1 %54, label %55, label %56, !dbg !58

55:                                               ; preds = %48
  br label %106, !dbg !61

56:                                               ; preds = %48
  %57 = load i32, ptr %18, align 4, !dbg !62
  %58 = load i32, ptr %10, align 4, !dbg !63
  %59 = mul nsw i32 %57, %58, !dbg !64
  %60 = load i32, ptr %15, align 4, !dbg !65
  %61 = add nsw i32 %59, %60, !dbg !66
  store i32 %61, ptr %19, align 4, !dbg !67
  %62 = load ptr, ptr %8, align 8, !dbg !68
  %63 = load i32, ptr %19, align 4, !dbg !69
  %64 = sext i32 %63 to i64, !dbg !68
  %65 = getelementptr inbounds %struct.float2.0, ptr %62, i64 %64, !dbg !68
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %65, i64 8, i1 false), !dbg !68
  %66 = getelementptr inbounds %struct.float2.0, ptr %20, i32 0, i32 0, !dbg !70
  %67 = load float, ptr %66, align 8, !dbg !70
  %68 = load i32, ptr %10, align 4, !dbg !71
  %69 = sitofp i32 %68 to float, !dbg !71
  %70 = fmul contract float %67, %69, !dbg !72
  %71 = fptosi float %70 to i32, !dbg !73
  store i32 %71, ptr %21, align 4, !dbg !74
  %72 = getelementptr inbounds %struct.float2.0, ptr %20, i32 0, i32 1, !dbg !75
  %73 = load float, ptr %72, align 4, !dbg !75
  %74 = load i32, ptr %11, align 4, !dbg !76
  %75 = sitofp i32 %74 to float, !dbg !76
  %76 = fmul contract float %73, %75, !dbg !77
  %77 = fptosi float %76 to i32, !dbg !78
  store i32 %77, ptr %22, align 4, !dbg !79
  %78 = load ptr, ptr %9, align 8, !dbg !80
  %79 = load i32, ptr %22, align 4, !dbg !81
  %80 = sext i32 %79 to i64, !dbg !81
  %81 = load i64, ptr %14, align 8, !dbg !82
  %82 = mul i64 %80, %81, !dbg !83
  %83 = getelementptr inbounds i8, ptr %78, i64 %82, !dbg !84
  %84 = load i32, ptr %21, align 4, !dbg !85
  %85 = sext i32 %84 to i64, !dbg !86
  %86 = getelementptr inbounds %struct.float2.0, ptr %83, i64 %85, !dbg !86
  store ptr %86, ptr %23, align 8, !dbg !87
  %87 = load ptr, ptr %23, align 8, !dbg !88
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %87, i64 8, i1 false), !dbg !89
  %88 = load float, ptr %12, align 4, !dbg !90
  %89 = getelementptr inbounds %struct.float2.0, ptr %20, i32 0, i32 0, !dbg !91
  %90 = load float, ptr %89, align 8, !dbg !91
  %91 = fmul contract float %88, %90, !dbg !92
  %92 = getelementptr inbounds %struct.float2.0, ptr %24, i32 0, i32 0, !dbg !93
  %93 = load float, ptr %92, align 8, !dbg !94
  %94 = fadd contract float %93, %91, !dbg !94
  store float %94, ptr %92, align 8, !dbg !94
  %95 = load float, ptr %12, align 4, !dbg !95
  %96 = getelementptr inbounds %struct.float2.0, ptr %20, i32 0, i32 1, !dbg !96
  %97 = load float, ptr %96, align 4, !dbg !96
  %98 = fmul contract float %95, %97, !dbg !97
  %99 = getelementptr inbounds %struct.float2.0, ptr %24, i32 0, i32 1, !dbg !98
  %100 = load float, ptr %99, align 4, !dbg !99
  %101 = fadd contract float %100, %98, !dbg !99
  store float %101, ptr %99, align 4, !dbg !99
  %102 = load ptr, ptr %23, align 8, !dbg !100
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %102, ptr align 8 %24, i64 8, i1 false), !dbg !101
  br label %103, !dbg !102

103:                                              ; preds = %56
  %104 = load i32, ptr %17, align 4, !dbg !103
  %105 = add nsw i32 %104, 1, !dbg !103
  store i32 %105, ptr %17, align 4, !dbg !103
  br label %44, !dbg !53, !llvm.loop !104

106:                                              ; preds = %42, %55, %44
  ret void, !dbg !106
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!7 = !DIFile(filename: "h-global-race-038.cu", directory: ".")
!8 = !{ptr @h_splat_pitched, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_splat_pitched", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 14, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 11, column: 27, scope: !12)
!22 = !DILocation(line: 11, column: 25, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 11, column: 40, scope: !12)
!26 = !DILocation(line: 11, column: 38, scope: !12)
!27 = !DILocation(line: 11, column: 9, scope: !12)
!28 = !DILocation(line: 67, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!30 = distinct !DILocation(line: 12, column: 14, scope: !12)
!31 = !DILocation(line: 12, column: 28, scope: !12)
!32 = !DILocation(line: 80, column: 3, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!34 = distinct !DILocation(line: 12, column: 33, scope: !12)
!35 = !DILocation(line: 12, column: 31, scope: !12)
!36 = !DILocation(line: 12, column: 25, scope: !12)
!37 = !DILocation(line: 54, column: 3, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!39 = distinct !DILocation(line: 12, column: 47, scope: !12)
!40 = !DILocation(line: 12, column: 61, scope: !12)
!41 = !DILocation(line: 12, column: 59, scope: !12)
!42 = !DILocation(line: 12, column: 45, scope: !12)
!43 = !DILocation(line: 12, column: 9, scope: !12)
!44 = !DILocation(line: 13, column: 9, scope: !12)
!45 = !DILocation(line: 13, column: 15, scope: !12)
!46 = !DILocation(line: 13, column: 12, scope: !12)
!47 = !DILocation(line: 14, column: 9, scope: !12)
!48 = !DILocation(line: 15, column: 14, scope: !12)
!49 = !DILocation(line: 15, column: 10, scope: !12)
!50 = !DILocation(line: 15, column: 21, scope: !12)
!51 = !DILocation(line: 15, column: 25, scope: !12)
!52 = !DILocation(line: 15, column: 23, scope: !12)
!53 = !DILocation(line: 15, column: 5, scope: !12)
!54 = !DILocation(line: 16, column: 18, scope: !12)
!55 = !DILocation(line: 16, column: 23, scope: !12)
!56 = !DILocation(line: 16, column: 21, scope: !12)
!57 = !DILocation(line: 16, column: 13, scope: !12)
!58 = !DILocation(line: 17, column: 13, scope: !12)
!59 = !DILocation(line: 17, column: 19, scope: !12)
!60 = !DILocation(line: 17, column: 16, scope: !12)
!61 = !DILocation(line: 18, column: 13, scope: !12)
!62 = !DILocation(line: 19, column: 18, scope: !12)
!63 = !DILocation(line: 19, column: 23, scope: !12)
!64 = !DILocation(line: 19, column: 21, scope: !12)
!65 = !DILocation(line: 19, column: 28, scope: !12)
!66 = !DILocation(line: 19, column: 26, scope: !12)
!67 = !DILocation(line: 19, column: 13, scope: !12)
!68 = !DILocation(line: 20, column: 21, scope: !12)
!69 = !DILocation(line: 20, column: 26, scope: !12)
!70 = !DILocation(line: 21, column: 27, scope: !12)
!71 = !DILocation(line: 21, column: 31, scope: !12)
!72 = !DILocation(line: 21, column: 29, scope: !12)
!73 = !DILocation(line: 21, column: 23, scope: !12)
!74 = !DILocation(line: 21, column: 13, scope: !12)
!75 = !DILocation(line: 21, column: 50, scope: !12)
!76 = !DILocation(line: 21, column: 54, scope: !12)
!77 = !DILocation(line: 21, column: 52, scope: !12)
!78 = !DILocation(line: 21, column: 46, scope: !12)
!79 = !DILocation(line: 21, column: 36, scope: !12)
!80 = !DILocation(line: 22, column: 43, scope: !12)
!81 = !DILocation(line: 22, column: 47, scope: !12)
!82 = !DILocation(line: 22, column: 52, scope: !12)
!83 = !DILocation(line: 22, column: 50, scope: !12)
!84 = !DILocation(line: 22, column: 45, scope: !12)
!85 = !DILocation(line: 22, column: 61, scope: !12)
!86 = !DILocation(line: 22, column: 59, scope: !12)
!87 = !DILocation(line: 22, column: 17, scope: !12)
!88 = !DILocation(line: 23, column: 22, scope: !12)
!89 = !DILocation(line: 23, column: 21, scope: !12)
!90 = !DILocation(line: 24, column: 17, scope: !12)
!91 = !DILocation(line: 24, column: 25, scope: !12)
!92 = !DILocation(line: 24, column: 20, scope: !12)
!93 = !DILocation(line: 24, column: 12, scope: !12)
!94 = !DILocation(line: 24, column: 14, scope: !12)
!95 = !DILocation(line: 25, column: 17, scope: !12)
!96 = !DILocation(line: 25, column: 25, scope: !12)
!97 = !DILocation(line: 25, column: 20, scope: !12)
!98 = !DILocation(line: 25, column: 12, scope: !12)
!99 = !DILocation(line: 25, column: 14, scope: !12)
!100 = !DILocation(line: 26, column: 10, scope: !12)
!101 = !DILocation(line: 26, column: 15, scope: !12)
!102 = !DILocation(line: 27, column: 5, scope: !12)
!103 = !DILocation(line: 15, column: 30, scope: !12)
!104 = distinct !{!104, !53, !102, !105}
!105 = !{!"llvm.loop.mustprogress"}
!106 = !DILocation(line: 28, column: 1, scope: !12)
