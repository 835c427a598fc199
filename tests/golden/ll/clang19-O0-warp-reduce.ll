; ModuleID = 'a-shared-race-009.cu'
source_filename = "a-shared-race-009.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

$_Z10__syncwarpj = comdat any

@_ZZ25a_reduce_warp_syncwarp_okE5sdata = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_reduce_warp_syncwarp_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %8, ptr %5, align 4, !dbg !19
  %9 = load ptr, ptr %3, align 8, !dbg !20
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !24
  %12 = mul i32 %10, %11, !dbg !27
  %13 = load i32, ptr %5, align 4, !dbg !28
  %14 = add i32 %12, %13, !dbg !29
  %15 = zext i32 %14 to i64, !dbg !20
  %16 = getelementptr inbounds float, ptr %9, i64 %15, !dbg !20
  %17 = load float, ptr %16, align 4, !dbg !20
  %18 = load i32, ptr %5, align 4, !dbg !30
  %19 = zext i32 %18 to i64, !dbg !31
  %20 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %19, !dbg !31
  store float %17, ptr %20, align 4, !dbg !32
  call void @llvm.nvvm.barrier0(), !dbg !33
  %21 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !34
  %22 = udiv i32 %21, 2, !dbg !36
  store i32 %22, ptr %6, align 4, !dbg !37
  br label %23, !dbg !38

23:                                               ; preds = %43, %2
  %24 = load i32, ptr %6, align 4, !dbg !39
  %25 = icmp ugt i32 %24, 32, !dbg !40
  br i1 %25, label %26, label %46, !dbg !41

26:                                               ; preds = %23
  %27 = load i32, ptr %5, align 4, !dbg !42
  %28 = load i32, ptr %6, align 4, !dbg !43
  %29 = icmp ult i32 %27, %28, !dbg !44
  br i1 %29, label %30, label %42, !dbg !42

30:                                               ; preds = %26
  %31 = load i32, ptr %5, align 4, !dbg !45
  %32 = load i32, ptr %6, align 4, !dbg !46
  %33 = add i32 %31, %32, !dbg !47
  %34 = zext i32 %33 to i64, !dbg !48
  %35 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %34, !dbg !48
  %36 = load float, ptr %35, align 4, !dbg !48
  %37 = load i32, ptr %5, align 4, !dbg !49
  %38 = zext i32 %37 to i64, !dbg !50
  %39 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %38, !dbg !50
  %40 = load float, ptr %39, align 4, !dbg !51
  %41 = fadd contract float %40, %36, !dbg !51
  store float %41, ptr %39, align 4, !dbg !51
  br label %42, !dbg !50

42:                                               ; preds = %30, %26
  call void @llvm.nvvm.barrier0(), !dbg !52
  br label %43, !dbg !53

43:                                               ; preds = %42
  %44 = load i32, ptr %6, align 4, !dbg !54
  %45 = lshr i32 %44, 1, !dbg !54
  store i32 %45, ptr %6, align 4, !dbg !54
  br label %23, !dbg !41, !llvm.loop !55

46:                                               ; preds = %23
  %47 = load i32, ptr %5, align 4, !dbg !57
  %48 = icmp ult i32 %47, 32, !dbg !58
  br i1 %48, label %49, label %120, !dbg !57

49:                                               ; preds = %46
  %50 = load i32, ptr %5, align 4, !dbg !59
  %51 = zext i32 %50 to i64, !dbg !60
  %52 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %51, !dbg !60
  %53 = load float, ptr %52, align 4, !dbg !60
  store float %53, ptr %7, align 4, !dbg !61
  %54 = load i32, ptr %5, align 4, !dbg !62
  %55 = add i32 %54, 32, !dbg !63
  %56 = zext i32 %55 to i64, !dbg !64
  %57 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %56, !dbg !64
  %58 = load float, ptr %57, align 4, !dbg !64
  %59 = load float, ptr %7, align 4, !dbg !65
  %60 = fadd contract float %59, %58, !dbg !65
  store float %60, ptr %7, align 4, !dbg !65
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !66
  %61 = load float, ptr %7, align 4, !dbg !67
  %62 = load i32, ptr %5, align 4, !dbg !68
  %63 = zext i32 %62 to i64, !dbg !69
  %64 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %63, !dbg !69
  store float %61, ptr %64, align 4, !dbg !70
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !71
  %65 = load i32, ptr %5, align 4, !dbg !72
  %66 = add i32 %65, 16, !dbg !73
  %67 = zext i32 %66 to i64, !dbg !74
  %68 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %67, !dbg !74
  %69 = load float, ptr %68, align 4, !dbg !74
  %70 = load float, ptr %7, align 4, !dbg !75
  %71 = fadd contract float %70, %69, !dbg !75
  store float %71, ptr %7, align 4, !dbg !75
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !76
  %72 = load float, ptr %7, align 4, !dbg !77
  %73 = load i32, ptr %5, align 4, !dbg !78
  %74 = zext i32 %73 to i64, !dbg !79
  %75 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %74, !dbg !79
  store float %72, ptr %75, align 4, !dbg !80
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !81
  %76 = load i32, ptr %5, align 4, !dbg !82
  %77 = add i32 %76, 8, !dbg !83
  %78 = zext i32 %77 to i64, !dbg !84
  %79 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %78, !dbg !84
  %80 = load float, ptr %79, align 4, !dbg !84
  %81 = load float, ptr %7, align 4, !dbg !85
  %82 = fadd contract float %81, %80, !dbg !85
  store float %82, ptr %7, align 4, !dbg !85
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !86
  %83 = load float, ptr %7, align 4, !dbg !87
  %84 = load i32, ptr %5, align 4, !dbg !88
  %85 = zext i32 %84 to i64, !dbg !89
  %86 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %85, !dbg !89
  store float %83, ptr %86, align 4, !dbg !90
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !91
  %87 = load i32, ptr %5, align 4, !dbg !92
  %88 = add i32 %87, 4, !dbg !93
  %89 = zext i32 %88 to i64, !dbg !94
  %90 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %89, !dbg !94
  %91 = load float, ptr %90, align 4, !dbg !94
  %92 = load float, ptr %7, align 4, !dbg !95
  %93 = fadd contract float %92, %91, !dbg !95
  store float %93, ptr %7, align 4, !dbg !95
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !96
  %94 = load float, ptr %7, align 4, !dbg !97
  %95 = load i32, ptr %5, align 4, !dbg !98
  %96 = zext i32 %95 to i64, !dbg !99
  %97 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %96, !dbg !99
  store float %94, ptr %97, align 4, !dbg !100
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !101
  %98 = load i32, ptr %5, align 4, !dbg !102
  %99 = add i32 %98, 2, !dbg !103
  %100 = zext i32 %99 to i64, !dbg !104
  %101 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %100, !dbg !104
  %102 = load float, ptr %101, align 4, !dbg !104
  %103 = load float, ptr %7, align 4, !dbg !105
  %104 = fadd contract float %103, %102, !dbg !105
  store float %104, ptr %7, align 4, !dbg !105
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !106
  %105 = load float, ptr %7, align 4, !dbg !107
  %106 = load i32, ptr %5, align 4, !dbg !108
  %107 = zext i32 %106 to i64, !dbg !109
  %108 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %107, !dbg !109
  store float %105, ptr %108, align 4, !dbg !110
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !111
  %109 = load i32, ptr %5, align 4, !dbg !112
  %110 = add i32 %109, 1, !dbg !113
  %111 = zext i32 %110 to i64, !dbg !114
  %112 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %111, !dbg !114
  %113 = load float, ptr %112, align 4, !dbg !114
  %114 = load float, ptr %7, align 4, !dbg !115
  %115 = fadd contract float %114, %113, !dbg !115
  store float %115, ptr %7, align 4, !dbg !115
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !116
  %116 = load float, ptr %7, align 4, !dbg !117
  %117 = load i32, ptr %5, align 4, !dbg !118
  %118 = zext i32 %117 to i64, !dbg !119
  %119 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), i64 0, i64 %118, !dbg !119
  store float %116, ptr %119, align 4, !dbg !120
  call void @_Z10__syncwarpj(i32 noundef -1) #4, !dbg !121
  br label %120, !dbg !122

120:                                              ; preds = %49, %46
  %121 = load i32, ptr %5, align 4, !dbg !123
  %122 = icmp eq i32 %121, 0, !dbg !124
  br i1 %122, label %123, label %129, !dbg !123

123:                                              ; preds = %120
  %124 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ25a_reduce_warp_syncwarp_okE5sdata to ptr), align 4, !dbg !125
  %125 = load ptr, ptr %4, align 8, !dbg !126
  %126 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !127
  %127 = zext i32 %126 to i64, !dbg !126
  %128 = getelementptr inbounds float, ptr %125, i64 %127, !dbg !126
  store float %124, ptr %128, align 4, !dbg !129
  br label %129, !dbg !126

129:                                              ; preds = %123, %120
  ret void, !dbg !130
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_Z10__syncwarpj(i32 noundef %0) #2 comdat !dbg !131 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4, !dbg !133
  call void @llvm.nvvm.bar.warp.sync(i32 %3), !dbg !134
  ret void, !dbg !135
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

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
!7 = !DIFile(filename: "a-shared-race-009.cu", directory: ".")
!8 = !{ptr @a_reduce_warp_syncwarp_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_reduce_warp_syncwarp_ok", scope: !7, file: !7, line: 15, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 18, column: 20, scope: !12)
!19 = !DILocation(line: 18, column: 14, scope: !12)
!20 = !DILocation(line: 19, column: 18, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 19, column: 21, scope: !12)
!24 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 19, column: 34, scope: !12)
!27 = !DILocation(line: 19, column: 32, scope: !12)
!28 = !DILocation(line: 19, column: 47, scope: !12)
!29 = !DILocation(line: 19, column: 45, scope: !12)
!30 = !DILocation(line: 19, column: 11, scope: !12)
!31 = !DILocation(line: 19, column: 5, scope: !12)
!32 = !DILocation(line: 19, column: 16, scope: !12)
!33 = !DILocation(line: 20, column: 5, scope: !12)
!34 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !35)
!35 = distinct !DILocation(line: 21, column: 23, scope: !12)
!36 = !DILocation(line: 21, column: 34, scope: !12)
!37 = !DILocation(line: 21, column: 19, scope: !12)
!38 = !DILocation(line: 21, column: 10, scope: !12)
!39 = !DILocation(line: 21, column: 39, scope: !12)
!40 = !DILocation(line: 21, column: 41, scope: !12)
!41 = !DILocation(line: 21, column: 5, scope: !12)
!42 = !DILocation(line: 22, column: 13, scope: !12)
!43 = !DILocation(line: 22, column: 19, scope: !12)
!44 = !DILocation(line: 22, column: 17, scope: !12)
!45 = !DILocation(line: 23, column: 33, scope: !12)
!46 = !DILocation(line: 23, column: 39, scope: !12)
!47 = !DILocation(line: 23, column: 37, scope: !12)
!48 = !DILocation(line: 23, column: 27, scope: !12)
!49 = !DILocation(line: 23, column: 19, scope: !12)
!50 = !DILocation(line: 23, column: 13, scope: !12)
!51 = !DILocation(line: 23, column: 24, scope: !12)
!52 = !DILocation(line: 24, column: 9, scope: !12)
!53 = !DILocation(line: 25, column: 5, scope: !12)
!54 = !DILocation(line: 21, column: 49, scope: !12)
!55 = distinct !{!55, !41, !53, !56}
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 26, column: 9, scope: !12)
!58 = !DILocation(line: 26, column: 13, scope: !12)
!59 = !DILocation(line: 27, column: 25, scope: !12)
!60 = !DILocation(line: 27, column: 19, scope: !12)
!61 = !DILocation(line: 27, column: 15, scope: !12)
!62 = !DILocation(line: 28, column: 20, scope: !12)
!63 = !DILocation(line: 28, column: 24, scope: !12)
!64 = !DILocation(line: 28, column: 14, scope: !12)
!65 = !DILocation(line: 28, column: 11, scope: !12)
!66 = !DILocation(line: 28, column: 31, scope: !12)
!67 = !DILocation(line: 28, column: 58, scope: !12)
!68 = !DILocation(line: 28, column: 51, scope: !12)
!69 = !DILocation(line: 28, column: 45, scope: !12)
!70 = !DILocation(line: 28, column: 56, scope: !12)
!71 = !DILocation(line: 28, column: 61, scope: !12)
!72 = !DILocation(line: 29, column: 20, scope: !12)
!73 = !DILocation(line: 29, column: 24, scope: !12)
!74 = !DILocation(line: 29, column: 14, scope: !12)
!75 = !DILocation(line: 29, column: 11, scope: !12)
!76 = !DILocation(line: 29, column: 31, scope: !12)
!77 = !DILocation(line: 29, column: 58, scope: !12)
!78 = !DILocation(line: 29, column: 51, scope: !12)
!79 = !DILocation(line: 29, column: 45, scope: !12)
!80 = !DILocation(line: 29, column: 56, scope: !12)
!81 = !DILocation(line: 29, column: 61, scope: !12)
!82 = !DILocation(line: 30, column: 20, scope: !12)
!83 = !DILocation(line: 30, column: 24, scope: !12)
!84 = !DILocation(line: 30, column: 14, scope: !12)
!85 = !DILocation(line: 30, column: 11, scope: !12)
!86 = !DILocation(line: 30, column: 31, scope: !12)
!87 = !DILocation(line: 30, column: 58, scope: !12)
!88 = !DILocation(line: 30, column: 51, scope: !12)
!89 = !DILocation(line: 30, column: 45, scope: !12)
!90 = !DILocation(line: 30, column: 56, scope: !12)
!91 = !DILocation(line: 30, column: 61, scope: !12)
!92 = !DILocation(line: 31, column: 20, scope: !12)
!93 = !DILocation(line: 31, column: 24, scope: !12)
!94 = !DILocation(line: 31, column: 14, scope: !12)
!95 = !DILocation(line: 31, column: 11, scope: !12)
!96 = !DILocation(line: 31, column: 31, scope: !12)
!97 = !DILocation(line: 31, column: 58, scope: !12)
!98 = !DILocation(line: 31, column: 51, scope: !12)
!99 = !DILocation(line: 31, column: 45, scope: !12)
!100 = !DILocation(line: 31, column: 56, scope: !12)
!101 = !DILocation(line: 31, column: 61, scope: !12)
!102 = !DILocation(line: 32, column: 20, scope: !12)
!103 = !DILocation(line: 32, column: 24, scope: !12)
!104 = !DILocation(line: 32, column: 14, scope: !12)
!105 = !DILocation(line: 32, column: 11, scope: !12)
!106 = !DILocation(line: 32, column: 31, scope: !12)
!107 = !DILocation(line: 32, column: 58, scope: !12)
!108 = !DILocation(line: 32, column: 51, scope: !12)
!109 = !DILocation(line: 32, column: 45, scope: !12)
!110 = !DILocation(line: 32, column: 56, scope: !12)
!111 = !DILocation(line: 32, column: 61, scope: !12)
!112 = !DILocation(line: 33, column: 20, scope: !12)
!113 = !DILocation(line: 33, column: 24, scope: !12)
!114 = !DILocation(line: 33, column: 14, scope: !12)
!115 = !DILocation(line: 33, column: 11, scope: !12)
!116 = !DILocation(line: 33, column: 31, scope: !12)
!117 = !DILocation(line: 33, column: 58, scope: !12)
!118 = !DILocation(line: 33, column: 51, scope: !12)
!119 = !DILocation(line: 33, column: 45, scope: !12)
!120 = !DILocation(line: 33, column: 56, scope: !12)
!121 = !DILocation(line: 33, column: 61, scope: !12)
!122 = !DILocation(line: 34, column: 5, scope: !12)
!123 = !DILocation(line: 35, column: 9, scope: !12)
!124 = !DILocation(line: 35, column: 13, scope: !12)
!125 = !DILocation(line: 36, column: 27, scope: !12)
!126 = !DILocation(line: 36, column: 9, scope: !12)
!127 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !128)
!128 = distinct !DILocation(line: 36, column: 13, scope: !12)
!129 = !DILocation(line: 36, column: 25, scope: !12)
!130 = !DILocation(line: 37, column: 1, scope: !12)
!131 = distinct !DISubprogram(name: "__syncwarp", scope: !132, file: !132, line: 185, type: !13, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!132 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!133 = !DILocation(line: 186, column: 31, scope: !131)
!134 = !DILocation(line: 186, column: 10, scope: !131)
!135 = !DILocation(line: 186, column: 3, scope: !131)
