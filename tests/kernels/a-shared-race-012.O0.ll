; ModuleID = 'a-shared-race-012.cu'
source_filename = "a-shared-race-012.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ28a_reduce_warp_volatile_mixedE5sdata = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_reduce_warp_volatile_mixed(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
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
  %20 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28a_reduce_warp_volatile_mixedE5sdata to ptr), i64 0, i64 %19, !dbg !31
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
  %35 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28a_reduce_warp_volatile_mixedE5sdata to ptr), i64 0, i64 %34, !dbg !48
  %36 = load float, ptr %35, align 4, !dbg !48
  %37 = load i32, ptr %5, align 4, !dbg !49
  %38 = zext i32 %37 to i64, !dbg !50
  %39 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28a_reduce_warp_volatile_mixedE5sdata to ptr), i64 0, i64 %38, !dbg !50
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
  %51 = add i32 %50, 32, !dbg !60
  %52 = zext i32 %51 to i64, !dbg !61
  %53 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28a_reduce_warp_volatile_mixedE5sdata to ptr), i64 0, i64 %52, !dbg !61
  %54 = load float, ptr %53, align 4, !dbg !61
  %55 = load i32, ptr %5, align 4, !dbg !62
  %56 = zext i32 %55 to i64, !dbg !63
  %57 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28a_reduce_warp_volatile_mixedE5sdata to ptr), i64 0, i64 %56, !dbg !63
  %58 = load float, ptr %57, align 4, !dbg !64
  %59 = fadd contract float %58, %54, !dbg !64
  store float %59, ptr %57, align 4, !dbg !64
  store ptr addrspacecast (ptr addrspace(3) @_ZZ28a_reduce_warp_volatile_mixedE5sdata to ptr), ptr %7, align 8, !dbg !65
  %60 = load ptr, ptr %7, align 8, !dbg !66
  %61 = load i32, ptr %5, align 4, !dbg !67
  %62 = add i32 %61, 16, !dbg !68
  %63 = zext i32 %62 to i64, !dbg !66
  %64 = getelementptr inbounds float, ptr %60, i64 %63, !dbg !66
  %65 = load volatile float, ptr %64, align 4, !dbg !66
  %66 = load ptr, ptr %7, align 8, !dbg !69
  %67 = load i32, ptr %5, align 4, !dbg !70
  %68 = zext i32 %67 to i64, !dbg !69
  %69 = getelementptr inbounds float, ptr %66, i64 %68, !dbg !69
  %70 = load volatile float, ptr %69, align 4, !dbg !71
  %71 = fadd contract float %70, %65, !dbg !71
  store volatile float %71, ptr %69, align 4, !dbg !71
  %72 = load ptr, ptr %7, align 8, !dbg !72
  %73 = load i32, ptr %5, align 4, !dbg !73
  %74 = add i32 %73, 8, !dbg !74
  %75 = zext i32 %74 to i64, !dbg !72
  %76 = getelementptr inbounds float, ptr %72, i64 %75, !dbg !72
  %77 = load volatile float, ptr %76, align 4, !dbg !72
  %78 = load ptr, ptr %7, align 8, !dbg !75
  %79 = load i32, ptr %5, align 4, !dbg !76
  %80 = zext i32 %79 to i64, !dbg !75
  %81 = getelementptr inbounds float, ptr %78, i64 %80, !dbg !75
  %82 = load volatile float, ptr %81, align 4, !dbg !77
  %83 = fadd contract float %82, %77, !dbg !77
  store volatile float %83, ptr %81, align 4, !dbg !77
  %84 = load ptr, ptr %7, align 8, !dbg !78
  %85 = load i32, ptr %5, align 4, !dbg !79
  %86 = add i32 %85, 4, !dbg !80
  %87 = zext i32 %86 to i64, !dbg !78
  %88 = getelementptr inbounds float, ptr %84, i64 %87, !dbg !78
  %89 = load volatile float, ptr %88, align 4, !dbg !78
  %90 = load ptr, ptr %7, align 8, !dbg !81
  %91 = load i32, ptr %5, align 4, !dbg !82
  %92 = zext i32 %91 to i64, !dbg !81
  %93 = getelementptr inbounds float, ptr %90, i64 %92, !dbg !81
  %94 = load volatile float, ptr %93, align 4, !dbg !83
  %95 = fadd contract float %94, %89, !dbg !83
  store volatile float %95, ptr %93, align 4, !dbg !83
  %96 = load ptr, ptr %7, align 8, !dbg !84
  %97 = load i32, ptr %5, align 4, !dbg !85
  %98 = add i32 %97, 2, !dbg !86
  %99 = zext i32 %98 to i64, !dbg !84
  %100 = getelementptr inbounds float, ptr %96, i64 %99, !dbg !84
  %101 = load volatile float, ptr %100, align 4, !dbg !84
  %102 = load ptr, ptr %7, align 8, !dbg !87
  %103 = load i32, ptr %5, align 4, !dbg !88
  %104 = zext i32 %103 to i64, !dbg !87
  %105 = getelementptr inbounds float, ptr %102, i64 %104, !dbg !87
  %106 = load volatile float, ptr %105, align 4, !dbg !89
  %107 = fadd contract float %106, %101, !dbg !89
  store volatile float %107, ptr %105, align 4, !dbg !89
  %108 = load ptr, ptr %7, align 8, !dbg !90
  %109 = load i32, ptr %5, align 4, !dbg !91
  %110 = add i32 %109, 1, !dbg !92
  %111 = zext i32 %110 to i64, !dbg !90
  %112 = getelementptr inbounds float, ptr %108, i64 %111, !dbg !90
  %113 = load volatile float, ptr %112, align 4, !dbg !90
  %114 = load ptr, ptr %7, align 8, !dbg !93
  %115 = load i32, ptr %5, align 4, !dbg !94
  %116 = zext i32 %115 to i64, !dbg !93
  %117 = getelementptr inbounds float, ptr %114, i64 %116, !dbg !93
  %118 = load volatile float, ptr %117, align 4, !dbg !95
  %119 = fadd contract float %118, %113, !dbg !95
  store volatile float %119, ptr %117, align 4, !dbg !95
  br label %120, !dbg !96

120:                                              ; preds = %49, %46
  %121 = load i32, ptr %5, align 4, !dbg !97
  %122 = icmp eq i32 %121, 0, !dbg !98
  br i1 %122, label %123, label %129, !dbg !97

123:                                              ; preds = %120
  %124 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ28a_reduce_warp_volatile_mixedE5sdata to ptr), align 4, !dbg !99
  %125 = load ptr, ptr %4, align 8, !dbg !100
  %126 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !101
  %127 = zext i32 %126 to i64, !dbg !100
  %128 = getelementptr inbounds float, ptr %125, i64 %127, !dbg !100
  store float %124, ptr %128, align 4, !dbg !103
  br label %129, !dbg !100

129:                                              ; preds = %123, %120
  ret void, !dbg !104
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "a-shared-race-012.cu", directory: ".")
!8 = !{ptr @a_reduce_warp_volatile_mixed, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_reduce_warp_volatile_mixed", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 20, scope: !12)
!19 = !DILocation(line: 16, column: 14, scope: !12)
!20 = !DILocation(line: 17, column: 18, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 17, column: 21, scope: !12)
!24 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 17, column: 34, scope: !12)
!27 = !DILocation(line: 17, column: 32, scope: !12)
!28 = !DILocation(line: 17, column: 47, scope: !12)
!29 = !DILocation(line: 17, column: 45, scope: !12)
!30 = !DILocation(line: 17, column: 11, scope: !12)
!31 = !DILocation(line: 17, column: 5, scope: !12)
!32 = !DILocation(line: 17, column: 16, scope: !12)
!33 = !DILocation(line: 18, column: 5, scope: !12)
!34 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !35)
!35 = distinct !DILocation(line: 19, column: 23, scope: !12)
!36 = !DILocation(line: 19, column: 34, scope: !12)
!37 = !DILocation(line: 19, column: 19, scope: !12)
!38 = !DILocation(line: 19, column: 10, scope: !12)
!39 = !DILocation(line: 19, column: 39, scope: !12)
!40 = !DILocation(line: 19, column: 41, scope: !12)
!41 = !DILocation(line: 19, column: 5, scope: !12)
!42 = !DILocation(line: 20, column: 13, scope: !12)
!43 = !DILocation(line: 20, column: 19, scope: !12)
!44 = !DILocation(line: 20, column: 17, scope: !12)
!45 = !DILocation(line: 21, column: 33, scope: !12)
!46 = !DILocation(line: 21, column: 39, scope: !12)
!47 = !DILocation(line: 21, column: 37, scope: !12)
!48 = !DILocation(line: 21, column: 27, scope: !12)
!49 = !DILocation(line: 21, column: 19, scope: !12)
!50 = !DILocation(line: 21, column: 13, scope: !12)
!51 = !DILocation(line: 21, column: 24, scope: !12)
!52 = !DILocation(line: 22, column: 9, scope: !12)
!53 = !DILocation(line: 23, column: 5, scope: !12)
!54 = !DILocation(line: 19, column: 49, scope: !12)
!55 = distinct !{!55, !41, !53, !56}
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 24, column: 9, scope: !12)
!58 = !DILocation(line: 24, column: 13, scope: !12)
!59 = !DILocation(line: 25, column: 29, scope: !12)
!60 = !DILocation(line: 25, column: 33, scope: !12)
!61 = !DILocation(line: 25, column: 23, scope: !12)
!62 = !DILocation(line: 25, column: 15, scope: !12)
!63 = !DILocation(line: 25, column: 9, scope: !12)
!64 = !DILocation(line: 25, column: 20, scope: !12)
!65 = !DILocation(line: 26, column: 25, scope: !12)
!66 = !DILocation(line: 27, column: 19, scope: !12)
!67 = !DILocation(line: 27, column: 21, scope: !12)
!68 = !DILocation(line: 27, column: 25, scope: !12)
!69 = !DILocation(line: 27, column: 9, scope: !12)
!70 = !DILocation(line: 27, column: 11, scope: !12)
!71 = !DILocation(line: 27, column: 16, scope: !12)
!72 = !DILocation(line: 28, column: 19, scope: !12)
!73 = !DILocation(line: 28, column: 21, scope: !12)
!74 = !DILocation(line: 28, column: 25, scope: !12)
!75 = !DILocation(line: 28, column: 9, scope: !12)
!76 = !DILocation(line: 28, column: 11, scope: !12)
!77 = !DILocation(line: 28, column: 16, scope: !12)
!78 = !DILocation(line: 29, column: 19, scope: !12)
!79 = !DILocation(line: 29, column: 21, scope: !12)
!80 = !DILocation(line: 29, column: 25, scope: !12)
!81 = !DILocation(line: 29, column: 9, scope: !12)
!82 = !DILocation(line: 29, column: 11, scope: !12)
!83 = !DILocation(line: 29, column: 16, scope: !12)
!84 = !DILocation(line: 30, column: 19, scope: !12)
!85 = !DILocation(line: 30, column: 21, scope: !12)
!86 = !DILocation(line: 30, column: 25, scope: !12)
!87 = !DILocation(line: 30, column: 9, scope: !12)
!88 = !DILocation(line: 30, column: 11, scope: !12)
!89 = !DILocation(line: 30, column: 16, scope: !12)
!90 = !DILocation(line: 31, column: 19, scope: !12)
!91 = !DILocation(line: 31, column: 21, scope: !12)
!92 = !DILocation(line: 31, column: 25, scope: !12)
!93 = !DILocation(line: 31, column: 9, scope: !12)
!94 = !DILocation(line: 31, column: 11, scope: !12)
!95 = !DILocation(line: 31, column: 16, scope: !12)
!96 = !DILocation(line: 32, column: 5, scope: !12)
!97 = !DILocation(line: 33, column: 9, scope: !12)
!98 = !DILocation(line: 33, column: 13, scope: !12)
!99 = !DILocation(line: 34, column: 27, scope: !12)
!100 = !DILocation(line: 34, column: 9, scope: !12)
!101 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !102)
!102 = distinct !DILocation(line: 34, column: 13, scope: !12)
!103 = !DILocation(line: 34, column: 25, scope: !12)
!104 = !DILocation(line: 35, column: 1, scope: !12)
