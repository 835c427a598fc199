; ModuleID = 'a-shared-race-008.cu'
source_filename = "a-shared-race-008.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

$_Z11reduce_bodyILj256EEvPKfPfj = comdat any

$_Z16__shfl_down_syncjfji = comdat any

$_ZZ11reduce_bodyILj256EEvPKfPfjE5sdata = comdat any

@_ZZ11reduce_bodyILj256EEvPKfPfjE5sdata = linkonce_odr dso_local addrspace(3) global [256 x float] undef, comdat, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_reduce_unrolled_ok(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8, !dbg !15
  %8 = load ptr, ptr %5, align 8, !dbg !16
  %9 = load i32, ptr %6, align 4, !dbg !17
  call void @_Z11reduce_bodyILj256EEvPKfPfj(ptr noundef %7, ptr noundef %8, i32 noundef %9) #5, !dbg !18
  ret void, !dbg !19
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_Z11reduce_bodyILj256EEvPKfPfj(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 comdat !dbg !20 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  store i32 %12, ptr %7, align 4, !dbg !25
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %14 = mul i32 %13, 512, !dbg !29
  %15 = load i32, ptr %7, align 4, !dbg !30
  %16 = add i32 %14, %15, !dbg !31
  store i32 %16, ptr %8, align 4, !dbg !32
  %17 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !33
  %18 = mul i32 512, %17, !dbg !36
  store i32 %18, ptr %9, align 4, !dbg !37
  store float 0.000000e+00, ptr %10, align 4, !dbg !38
  br label %19, !dbg !39

19:                                               ; preds = %44, %3
  %20 = load i32, ptr %8, align 4, !dbg !40
  %21 = load i32, ptr %6, align 4, !dbg !41
  %22 = icmp ult i32 %20, %21, !dbg !42
  br i1 %22, label %23, label %48, !dbg !39

23:                                               ; preds = %19
  %24 = load ptr, ptr %4, align 8, !dbg !43
  %25 = load i32, ptr %8, align 4, !dbg !44
  %26 = zext i32 %25 to i64, !dbg !43
  %27 = getelementptr inbounds float, ptr %24, i64 %26, !dbg !43
  %28 = load float, ptr %27, align 4, !dbg !43
  %29 = load float, ptr %10, align 4, !dbg !45
  %30 = fadd contract float %29, %28, !dbg !45
  store float %30, ptr %10, align 4, !dbg !45
  %31 = load i32, ptr %8, align 4, !dbg !46
  %32 = add i32 %31, 256, !dbg !47
  %33 = load i32, ptr %6, align 4, !dbg !48
  %34 = icmp ult i32 %32, %33, !dbg !49
  br i1 %34, label %35, label %44, !dbg !46

35:                                               ; preds = %23
  %36 = load ptr, ptr %4, align 8, !dbg !50
  %37 = load i32, ptr %8, align 4, !dbg !51
  %38 = add i32 %37, 256, !dbg !52
  %39 = zext i32 %38 to i64, !dbg !50
  %40 = getelementptr inbounds float, ptr %36, i64 %39, !dbg !50
  %41 = load float, ptr %40, align 4, !dbg !50
  %42 = load float, ptr %10, align 4, !dbg !53
  %43 = fadd contract float %42, %41, !dbg !53
  store float %43, ptr %10, align 4, !dbg !53
  br label %44, !dbg !54

44:                                               ; preds = %35, %23
  %45 = load i32, ptr %9, align 4, !dbg !55
  %46 = load i32, ptr %8, align 4, !dbg !56
  %47 = add i32 %46, %45, !dbg !56
  store i32 %47, ptr %8, align 4, !dbg !56
  br label %19, !dbg !39, !llvm.loop !57

48:                                               ; preds = %19
  %49 = load float, ptr %10, align 4, !dbg !60
  %50 = load i32, ptr %7, align 4, !dbg !61
  %51 = zext i32 %50 to i64, !dbg !62
  %52 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11reduce_bodyILj256EEvPKfPfjE5sdata to ptr), i64 0, i64 %51, !dbg !62
  store float %49, ptr %52, align 4, !dbg !63
  call void @llvm.nvvm.barrier0(), !dbg !64
  %53 = load i32, ptr %7, align 4, !dbg !65
  %54 = icmp ult i32 %53, 128, !dbg !66
  br i1 %54, label %55, label %66, !dbg !65

55:                                               ; preds = %48
  %56 = load float, ptr %10, align 4, !dbg !67
  %57 = load i32, ptr %7, align 4, !dbg !68
  %58 = add i32 %57, 128, !dbg !69
  %59 = zext i32 %58 to i64, !dbg !70
  %60 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11reduce_bodyILj256EEvPKfPfjE5sdata to ptr), i64 0, i64 %59, !dbg !70
  %61 = load float, ptr %60, align 4, !dbg !70
  %62 = fadd contract float %56, %61, !dbg !71
  store float %62, ptr %10, align 4, !dbg !72
  %63 = load i32, ptr %7, align 4, !dbg !73
  %64 = zext i32 %63 to i64, !dbg !74
  %65 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11reduce_bodyILj256EEvPKfPfjE5sdata to ptr), i64 0, i64 %64, !dbg !74
  store float %62, ptr %65, align 4, !dbg !75
  br label %66, !dbg !74

66:                                               ; preds = %55, %48
  call void @llvm.nvvm.barrier0(), !dbg !76
  %67 = load i32, ptr %7, align 4, !dbg !77
  %68 = icmp ult i32 %67, 64, !dbg !78
  br i1 %68, label %69, label %80, !dbg !77

69:                                               ; preds = %66
  %70 = load float, ptr %10, align 4, !dbg !79
  %71 = load i32, ptr %7, align 4, !dbg !80
  %72 = add i32 %71, 64, !dbg !81
  %73 = zext i32 %72 to i64, !dbg !82
  %74 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11reduce_bodyILj256EEvPKfPfjE5sdata to ptr), i64 0, i64 %73, !dbg !82
  %75 = load float, ptr %74, align 4, !dbg !82
  %76 = fadd contract float %70, %75, !dbg !83
  store float %76, ptr %10, align 4, !dbg !84
  %77 = load i32, ptr %7, align 4, !dbg !85
  %78 = zext i32 %77 to i64, !dbg !86
  %79 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11reduce_bodyILj256EEvPKfPfjE5sdata to ptr), i64 0, i64 %78, !dbg !86
  store float %76, ptr %79, align 4, !dbg !87
  br label %80, !dbg !86

80:                                               ; preds = %69, %66
  call void @llvm.nvvm.barrier0(), !dbg !88
  %81 = load i32, ptr %7, align 4, !dbg !89
  %82 = icmp ult i32 %81, 32, !dbg !90
  br i1 %82, label %83, label %104, !dbg !89

83:                                               ; preds = %80
  %84 = load i32, ptr %7, align 4, !dbg !91
  %85 = add i32 %84, 32, !dbg !92
  %86 = zext i32 %85 to i64, !dbg !93
  %87 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11reduce_bodyILj256EEvPKfPfjE5sdata to ptr), i64 0, i64 %86, !dbg !93
  %88 = load float, ptr %87, align 4, !dbg !93
  %89 = load float, ptr %10, align 4, !dbg !94
  %90 = fadd contract float %89, %88, !dbg !94
  store float %90, ptr %10, align 4, !dbg !94
  store i32 16, ptr %11, align 4, !dbg !95
  br label %91, !dbg !96

91:                                               ; preds = %100, %83
  %92 = load i32, ptr %11, align 4, !dbg !97
  %93 = icmp sgt i32 %92, 0, !dbg !98
  br i1 %93, label %94, label %103, !dbg !99

94:                                               ; preds = %91
  %95 = load float, ptr %10, align 4, !dbg !100
  %96 = load i32, ptr %11, align 4, !dbg !101
  %97 = call contract noundef float @_Z16__shfl_down_syncjfji(i32 noundef -1, float noundef %95, i32 noundef %96, i32 noundef 32) #5, !dbg !102
  %98 = load float, ptr %10, align 4, !dbg !103
  %99 = fadd contract float %98, %97, !dbg !103
  store float %99, ptr %10, align 4, !dbg !103
  br label %100, !dbg !104

100:                                              ; preds = %94
  %101 = load i32, ptr %11, align 4, !dbg !105
  %102 = sdiv i32 %101, 2, !dbg !105
  store i32 %102, ptr %11, align 4, !dbg !105
  br label %91, !dbg !99, !llvm.loop !106

103:                                              ; preds = %91
  br label %104, !dbg !108

104:                                              ; preds = %103, %80
  %105 = load i32, ptr %7, align 4, !dbg !109
  %106 = icmp eq i32 %105, 0, !dbg !110
  br i1 %106, label %107, label %113, !dbg !109

107:                                              ; preds = %104
  %108 = load float, ptr %10, align 4, !dbg !111
  %109 = load ptr, ptr %5, align 8, !dbg !112
  %110 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !113
  %111 = zext i32 %110 to i64, !dbg !112
  %112 = getelementptr inbounds float, ptr %109, i64 %111, !dbg !112
  store float %108, ptr %112, align 4, !dbg !115
  br label %113, !dbg !112

113:                                              ; preds = %107, %104
  ret void, !dbg !116
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z16__shfl_down_syncjfji(i32 noundef %0, float noundef %1, i32 noundef %2, i32 noundef %3) #1 comdat !dbg !117 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store float %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4, !dbg !119
  %10 = load float, ptr %6, align 4, !dbg !119
  %11 = load i32, ptr %7, align 4, !dbg !119
  %12 = load i32, ptr %8, align 4, !dbg !119
  %13 = sub nsw i32 32, %12, !dbg !119
  %14 = shl i32 %13, 8, !dbg !119
  %15 = or i32 %14, 31, !dbg !119
  %16 = call contract float @llvm.nvvm.shfl.sync.down.f32(i32 %9, float %10, i32 %11, i32 %15), !dbg !119
  ret float %16, !dbg !119
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind }

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
!7 = !DIFile(filename: "a-shared-race-008.cu", directory: ".")
!8 = !{ptr @a_reduce_unrolled_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_reduce_unrolled_ok", scope: !7, file: !7, line: 39, type: !13, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 41, column: 22, scope: !12)
!16 = !DILocation(line: 41, column: 26, scope: !12)
!17 = !DILocation(line: 41, column: 31, scope: !12)
!18 = !DILocation(line: 41, column: 5, scope: !12)
!19 = !DILocation(line: 42, column: 1, scope: !12)
!20 = distinct !DISubprogram(name: "reduce_body<256U>", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !24)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !23, file: !23, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!24 = distinct !DILocation(line: 14, column: 20, scope: !20)
!25 = !DILocation(line: 14, column: 14, scope: !20)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !23, file: !23, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 15, column: 18, scope: !20)
!29 = !DILocation(line: 15, column: 29, scope: !20)
!30 = !DILocation(line: 15, column: 49, scope: !20)
!31 = !DILocation(line: 15, column: 47, scope: !20)
!32 = !DILocation(line: 15, column: 14, scope: !20)
!33 = !DILocation(line: 92, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !23, file: !23, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!35 = distinct !DILocation(line: 16, column: 41, scope: !20)
!36 = !DILocation(line: 16, column: 39, scope: !20)
!37 = !DILocation(line: 16, column: 14, scope: !20)
!38 = !DILocation(line: 17, column: 11, scope: !20)
!39 = !DILocation(line: 18, column: 5, scope: !20)
!40 = !DILocation(line: 18, column: 12, scope: !20)
!41 = !DILocation(line: 18, column: 16, scope: !20)
!42 = !DILocation(line: 18, column: 14, scope: !20)
!43 = !DILocation(line: 19, column: 16, scope: !20)
!44 = !DILocation(line: 19, column: 19, scope: !20)
!45 = !DILocation(line: 19, column: 13, scope: !20)
!46 = !DILocation(line: 20, column: 13, scope: !20)
!47 = !DILocation(line: 20, column: 15, scope: !20)
!48 = !DILocation(line: 20, column: 29, scope: !20)
!49 = !DILocation(line: 20, column: 27, scope: !20)
!50 = !DILocation(line: 21, column: 20, scope: !20)
!51 = !DILocation(line: 21, column: 23, scope: !20)
!52 = !DILocation(line: 21, column: 25, scope: !20)
!53 = !DILocation(line: 21, column: 17, scope: !20)
!54 = !DILocation(line: 21, column: 13, scope: !20)
!55 = !DILocation(line: 22, column: 14, scope: !20)
!56 = !DILocation(line: 22, column: 11, scope: !20)
!57 = distinct !{!57, !39, !58, !59}
!58 = !DILocation(line: 23, column: 5, scope: !20)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 24, column: 18, scope: !20)
!61 = !DILocation(line: 24, column: 11, scope: !20)
!62 = !DILocation(line: 24, column: 5, scope: !20)
!63 = !DILocation(line: 24, column: 16, scope: !20)
!64 = !DILocation(line: 25, column: 5, scope: !20)
!65 = !DILocation(line: 27, column: 33, scope: !20)
!66 = !DILocation(line: 27, column: 37, scope: !20)
!67 = !DILocation(line: 27, column: 63, scope: !20)
!68 = !DILocation(line: 27, column: 75, scope: !20)
!69 = !DILocation(line: 27, column: 79, scope: !20)
!70 = !DILocation(line: 27, column: 69, scope: !20)
!71 = !DILocation(line: 27, column: 67, scope: !20)
!72 = !DILocation(line: 27, column: 61, scope: !20)
!73 = !DILocation(line: 27, column: 50, scope: !20)
!74 = !DILocation(line: 27, column: 44, scope: !20)
!75 = !DILocation(line: 27, column: 55, scope: !20)
!76 = !DILocation(line: 27, column: 87, scope: !20)
!77 = !DILocation(line: 28, column: 33, scope: !20)
!78 = !DILocation(line: 28, column: 37, scope: !20)
!79 = !DILocation(line: 28, column: 63, scope: !20)
!80 = !DILocation(line: 28, column: 75, scope: !20)
!81 = !DILocation(line: 28, column: 79, scope: !20)
!82 = !DILocation(line: 28, column: 69, scope: !20)
!83 = !DILocation(line: 28, column: 67, scope: !20)
!84 = !DILocation(line: 28, column: 61, scope: !20)
!85 = !DILocation(line: 28, column: 50, scope: !20)
!86 = !DILocation(line: 28, column: 44, scope: !20)
!87 = !DILocation(line: 28, column: 55, scope: !20)
!88 = !DILocation(line: 28, column: 87, scope: !20)
!89 = !DILocation(line: 29, column: 9, scope: !20)
!90 = !DILocation(line: 29, column: 13, scope: !20)
!91 = !DILocation(line: 31, column: 26, scope: !20)
!92 = !DILocation(line: 31, column: 30, scope: !20)
!93 = !DILocation(line: 31, column: 20, scope: !20)
!94 = !DILocation(line: 31, column: 17, scope: !20)
!95 = !DILocation(line: 32, column: 18, scope: !20)
!96 = !DILocation(line: 32, column: 14, scope: !20)
!97 = !DILocation(line: 32, column: 31, scope: !20)
!98 = !DILocation(line: 32, column: 38, scope: !20)
!99 = !DILocation(line: 32, column: 9, scope: !20)
!100 = !DILocation(line: 33, column: 50, scope: !20)
!101 = !DILocation(line: 33, column: 55, scope: !20)
!102 = !DILocation(line: 33, column: 20, scope: !20)
!103 = !DILocation(line: 33, column: 17, scope: !20)
!104 = !DILocation(line: 33, column: 13, scope: !20)
!105 = !DILocation(line: 32, column: 50, scope: !20)
!106 = distinct !{!106, !99, !107, !59}
!107 = !DILocation(line: 33, column: 61, scope: !20)
!108 = !DILocation(line: 34, column: 5, scope: !20)
!109 = !DILocation(line: 35, column: 9, scope: !20)
!110 = !DILocation(line: 35, column: 13, scope: !20)
!111 = !DILocation(line: 36, column: 27, scope: !20)
!112 = !DILocation(line: 36, column: 9, scope: !20)
!113 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !114)
!114 = distinct !DILocation(line: 36, column: 13, scope: !20)
!115 = !DILocation(line: 36, column: 25, scope: !20)
!116 = !DILocation(line: 37, column: 1, scope: !20)
!117 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !118, file: !118, line: 179, type: !13, scopeLine: 179, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!118 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!119 = !DILocation(line: 179, column: 1, scope: !117)
