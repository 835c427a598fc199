; ModuleID = 'h-global-race-037.cu'
source_filename = "h-global-race-037.cu"
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
define dso_local void @h_advect_pitched(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, float noundef %4, i32 noundef %5, i64 noundef %6) #0 !dbg !12 {
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
  %23 = alloca %struct.float2.0, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  store float %4, ptr %12, align 4
  store i32 %5, ptr %13, align 4
  store i64 %6, ptr %14, align 8
  %24 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %25 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %26 = mul i32 %24, %25, !dbg !22
  %27 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %28 = add i32 %26, %27, !dbg !26
  store i32 %28, ptr %15, align 4, !dbg !27
  %29 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !28
  %30 = load i32, ptr %13, align 4, !dbg !31
  %31 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !32
  %32 = mul i32 %30, %31, !dbg !35
  %33 = mul i32 %29, %32, !dbg !36
  %34 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !37
  %35 = load i32, ptr %13, align 4, !dbg !40
  %36 = mul i32 %34, %35, !dbg !41
  %37 = add i32 %33, %36, !dbg !42
  store i32 %37, ptr %16, align 4, !dbg !43
  %38 = load i32, ptr %15, align 4, !dbg !44
  %39 = load i32, ptr %10, align 4, !dbg !45
  %40 = icmp sge i32 %38, %39, !dbg !46
  br i1 %40, label %41, label %42, !dbg !44

41:                                               ; preds = %7
  br label %121, !dbg !47

42:                                               ; preds = %7
  store i32 0, ptr %17, align 4, !dbg !48
  br label %43, !dbg !49

43:                                               ; preds = %118, %42
  %44 = load i32, ptr %17, align 4, !dbg !50
  %45 = load i32, ptr %13, align 4, !dbg !51
  %46 = icmp slt i32 %44, %45, !dbg !52
  br i1 %46, label %47, label %121, !dbg !53

47:                                               ; preds = %43
  %48 = load i32, ptr %16, align 4, !dbg !54
  %49 = load i32, ptr %17, align 4, !dbg !55
  %50 = add nsw i32 %48, %49, !dbg !56
  store i32 %50, ptr %18, align 4, !dbg !57
  %51 = load i32, ptr %18, align 4, !dbg !58
  %52 = load i32, ptr %11, align 4, !dbg !59
  %53 = icmp sge i32 %51, %52, !dbg !60
  br i1 %53, label %54, label %55, !dbg !58

54:                                               ; preds = %47
  br label %121, !dbg !61

55:                                               ; preds = %47
  %56 = load i32, ptr %18, align 4, !dbg !62
  %57 = load i32, ptr %10, align 4, !dbg !63
  %58 = mul nsw i32 %56, %57, !dbg !64
  %59 = load i32, ptr %15, align 4, !dbg !65
  %60 = add nsw i32 %58, %59, !dbg !66
  store i32 %60, ptr %19, align 4, !dbg !67
  %61 = load ptr, ptr %8, align 8, !dbg !68
  %62 = load i32, ptr %19, align 4, !dbg !69
  %63 = sext i32 %62 to i64, !dbg !68
  %64 = getelementptr inbounds %struct.float2.0, ptr %61, i64 %63, !dbg !68
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %64, i64 8, i1 false), !dbg !68
  %65 = getelementptr inbounds %struct.float2.0, ptr %20, i32 0, i32 0, !dbg !70
  %66 = load float, ptr %65, align 8, !dbg !70
  %67 = load i32, ptr %10, align 4, !dbg !71
  %68 = sitofp i32 %67 to float, !dbg !71
  %69 = fmul contract float %66, %68, !dbg !72
  %70 = fptosi float %69 to i32, !dbg !73
  store i32 %70, ptr %21, align 4, !dbg !74
  %71 = getelementptr inbounds %struct.float2.0, ptr %20, i32 0, i32 1, !dbg !75
  %72 = load float, ptr %71, align 4, !dbg !75
  %73 = load i32, ptr %11, align 4, !dbg !76
  %74 = sitofp i32 %73 to float, !dbg !76
  %75 = fmul contract float %72, %74, !dbg !77
  %76 = fptosi float %75 to i32, !dbg !78
  store i32 %76, ptr %22, align 4, !dbg !79
  %77 = load ptr, ptr %9, align 8, !dbg !80
  %78 = load i32, ptr %22, align 4, !dbg !81
  %79 = sext i32 %78 to i64, !dbg !81
  %80 = load i64, ptr %14, align 8, !dbg !82
  %81 = mul i64 %79, %80, !dbg !83
  %82 = getelementptr inbounds i8, ptr %77, i64 %81, !dbg !84
  %83 = load i32, ptr %21, align 4, !dbg !85
  %84 = sext i32 %83 to i64, !dbg !86
  %85 = getelementptr inbounds %struct.float2.0, ptr %82, i64 %84, !dbg !86
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %85, i64 8, i1 false), !dbg !87
  %86 = load float, ptr %12, align 4, !dbg !88
  %87 = getelementptr inbounds %struct.float2.0, ptr %23, i32 0, i32 0, !dbg !89
  %88 = load float, ptr %87, align 8, !dbg !89
  %89 = fmul contract float %86, %88, !dbg !90
  %90 = getelementptr inbounds %struct.float2.0, ptr %20, i32 0, i32 0, !dbg !91
  %91 = load float, ptr %90, align 8, !dbg !92
  %92 = fadd contract float %91, %89, !dbg !92
  store float %92, ptr %90, align 8, !dbg !92
  %93 = getelementptr inbounds %struct.float2.0, ptr %20, i32 0, i32 0, !dbg !93
  %94 = load float, ptr %93, align 8, !dbg !93
  %95 = fptosi float %94 to i32, !dbg !94
  %96 = sitofp i32 %95 to float, !dbg !95
  %97 = getelementptr inbounds %struct.float2.0, ptr %20, i32 0, i32 0, !dbg !96
  %98 = load float, ptr %97, align 8, !dbg !97
  %99 = fsub contract float %98, %96, !dbg !97
  store float %99, ptr %97, align 8, !dbg !97
  %100 = load float, ptr %12, align 4, !dbg !98
  %101 = getelementptr inbounds %struct.float2.0, ptr %23, i32 0, i32 1, !dbg !99
  %102 = load float, ptr %101, align 4, !dbg !99
  %103 = fmul contract float %100, %102, !dbg !100
  %104 = getelementptr inbounds %struct.float2.0, ptr %20, i32 0, i32 1, !dbg !101
  %105 = load float, ptr %104, align 4, !dbg !102
  %106 = fadd contract float %105, %103, !dbg !102
  store float %106, ptr %104, align 4, !dbg !102
  %107 = getelementptr inbounds %struct.float2.0, ptr %20, i32 0, i32 1, !dbg !103
  %108 = load float, ptr %107, align 4, !dbg !103
  %109 = fptosi float %108 to i32, !dbg !104
  %110 = sitofp i32 %109 to float, !dbg !105
  %111 = getelementptr inbounds %struct.float2.0, ptr %20, i32 0, i32 1, !dbg !106
  %112 = load float, ptr %111, align 4, !dbg !107
  %113 = fsub contract float %112, %110, !dbg !107
  store float %113, ptr %111, align 4, !dbg !107
  %114 = load ptr, ptr %8, align 8, !dbg !108
  %115 = load i32, ptr %19, align 4, !dbg !109
  %116 = sext i32 %115 to i64, !dbg !108
  %117 = getelementptr inbounds %struct.float2.0, ptr %114, i64 %116, !dbg !108
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %117, ptr align 8 %20, i64 8, i1 false), !dbg !110
  br label %118, !dbg !111

118:                                              ; preds = %55
  %119 = load i32, ptr %17, align 4, !dbg !112
  %120 = add nsw i32 %119, 1, !dbg !112
  store i32 %120, ptr %17, align 4, !dbg !112
  br label %43, !dbg !53, !llvm.loop !113

121:                                              ; preds = %41, %54, %43
  ret void, !dbg !115
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
!7 = !DIFile(filename: "h-global-race-037.cu", directory: ".")
!8 = !{ptr @h_advect_pitched, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_advect_pitched", scope: !7, file: !7, line: 11, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 14, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 14, column: 27, scope: !12)
!22 = !DILocation(line: 14, column: 25, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 14, column: 40, scope: !12)
!26 = !DILocation(line: 14, column: 38, scope: !12)
!27 = !DILocation(line: 14, column: 9, scope: !12)
!28 = !DILocation(line: 67, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!30 = distinct !DILocation(line: 15, column: 14, scope: !12)
!31 = !DILocation(line: 15, column: 28, scope: !12)
!32 = !DILocation(line: 80, column: 3, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!34 = distinct !DILocation(line: 15, column: 33, scope: !12)
!35 = !DILocation(line: 15, column: 31, scope: !12)
!36 = !DILocation(line: 15, column: 25, scope: !12)
!37 = !DILocation(line: 54, column: 3, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!39 = distinct !DILocation(line: 15, column: 47, scope: !12)
!40 = !DILocation(line: 15, column: 61, scope: !12)
!41 = !DILocation(line: 15, column: 59, scope: !12)
!42 = !DILocation(line: 15, column: 45, scope: !12)
!43 = !DILocation(line: 15, column: 9, scope: !12)
!44 = !DILocation(line: 16, column: 9, scope: !12)
!45 = !DILocation(line: 16, column: 15, scope: !12)
!46 = !DILocation(line: 16, column: 12, scope: !12)
!47 = !DILocation(line: 17, column: 9, scope: !12)
!48 = !DILocation(line: 18, column: 14, scope: !12)
!49 = !DILocation(line: 18, column: 10, scope: !12)
!50 = !DILocation(line: 18, column: 21, scope: !12)
!51 = !DILocation(line: 18, column: 25, scope: !12)
!52 = !DILocation(line: 18, column: 23, scope: !12)
!53 = !DILocation(line: 18, column: 5, scope: !12)
!54 = !DILocation(line: 19, column: 18, scope: !12)
!55 = !DILocation(line: 19, column: 23, scope: !12)
!56 = !DILocation(line: 19, column: 21, scope: !12)
!57 = !DILocation(line: 19, column: 13, scope: !12)
!58 = !DILocation(line: 20, column: 13, scope: !12)
!59 = !DILocation(line: 20, column: 19, scope: !12)
!60 = !DILocation(line: 20, column: 16, scope: !12)
!61 = !DILocation(line: 21, column: 13, scope: !12)
!62 = !DILocation(line: 22, column: 18, scope: !12)
!63 = !DILocation(line: 22, column: 23, scope: !12)
!64 = !DILocation(line: 22, column: 21, scope: !12)
!65 = !DILocation(line: 22, column: 28, scope: !12)
!66 = !DILocation(line: 22, column: 26, scope: !12)
!67 = !DILocation(line: 22, column: 13, scope: !12)
!68 = !DILocation(line: 23, column: 21, scope: !12)
!69 = !DILocation(line: 23, column: 26, scope: !12)
!70 = !DILocation(line: 24, column: 27, scope: !12)
!71 = !DILocation(line: 24, column: 31, scope: !12)
!72 = !DILocation(line: 24, column: 29, scope: !12)
!73 = !DILocation(line: 24, column: 23, scope: !12)
!74 = !DILocation(line: 24, column: 13, scope: !12)
!75 = !DILocation(line: 24, column: 50, scope: !12)
!76 = !DILocation(line: 24, column: 54, scope: !12)
!77 = !DILocation(line: 24, column: 52, scope: !12)
!78 = !DILocation(line: 24, column: 46, scope: !12)
!79 = !DILocation(line: 24, column: 36, scope: !12)
!80 = !DILocation(line: 25, column: 54, scope: !12)
!81 = !DILocation(line: 25, column: 58, scope: !12)
!82 = !DILocation(line: 25, column: 63, scope: !12)
!83 = !DILocation(line: 25, column: 61, scope: !12)
!84 = !DILocation(line: 25, column: 56, scope: !12)
!85 = !DILocation(line: 25, column: 72, scope: !12)
!86 = !DILocation(line: 25, column: 70, scope: !12)
!87 = !DILocation(line: 25, column: 21, scope: !12)
!88 = !DILocation(line: 26, column: 17, scope: !12)
!89 = !DILocation(line: 26, column: 25, scope: !12)
!90 = !DILocation(line: 26, column: 20, scope: !12)
!91 = !DILocation(line: 26, column: 12, scope: !12)
!92 = !DILocation(line: 26, column: 14, scope: !12)
!93 = !DILocation(line: 27, column: 25, scope: !12)
!94 = !DILocation(line: 27, column: 22, scope: !12)
!95 = !DILocation(line: 27, column: 17, scope: !12)
!96 = !DILocation(line: 27, column: 12, scope: !12)
!97 = !DILocation(line: 27, column: 14, scope: !12)
!98 = !DILocation(line: 28, column: 17, scope: !12)
!99 = !DILocation(line: 28, column: 25, scope: !12)
!100 = !DILocation(line: 28, column: 20, scope: !12)
!101 = !DILocation(line: 28, column: 12, scope: !12)
!102 = !DILocation(line: 28, column: 14, scope: !12)
!103 = !DILocation(line: 29, column: 25, scope: !12)
!104 = !DILocation(line: 29, column: 22, scope: !12)
!105 = !DILocation(line: 29, column: 17, scope: !12)
!106 = !DILocation(line: 29, column: 12, scope: !12)
!107 = !DILocation(line: 29, column: 14, scope: !12)
!108 = !DILocation(line: 30, column: 9, scope: !12)
!109 = !DILocation(line: 30, column: 14, scope: !12)
!110 = !DILocation(line: 30, column: 18, scope: !12)
!111 = !DILocation(line: 31, column: 5, scope: !12)
!112 = !DILocation(line: 18, column: 30, scope: !12)
!113 = distinct !{!113, !53, !111, !114}
!114 = !{!"llvm.loop.mustprogress"}
!115 = !DILocation(line: 32, column: 1, scope: !12)
