; ModuleID = 'a-shared-race-011.cu'
source_filename = "a-shared-race-011.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ27a_reduce_warp_volatile_onlyE5sdata = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_reduce_warp_volatile_only(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
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
  %20 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_reduce_warp_volatile_onlyE5sdata to ptr), i64 0, i64 %19, !dbg !31
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
  %35 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_reduce_warp_volatile_onlyE5sdata to ptr), i64 0, i64 %34, !dbg !48
  %36 = load float, ptr %35, align 4, !dbg !48
  %37 = load i32, ptr %5, align 4, !dbg !49
  %38 = zext i32 %37 to i64, !dbg !50
  %39 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_reduce_warp_volatile_onlyE5sdata to ptr), i64 0, i64 %38, !dbg !50
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
  br i1 %48, label %49, label %122, !dbg !57

49:                                               ; preds = %46
  store ptr addrspacecast (ptr addrspace(3) @_ZZ27a_reduce_warp_volatile_onlyE5sdata to ptr), ptr %7, align 8, !dbg !59
  %50 = load ptr, ptr %7, align 8, !dbg !60
  %51 = load i32, ptr %5, align 4, !dbg !61
  %52 = add i32 %51, 32, !dbg !62
  %53 = zext i32 %52 to i64, !dbg !60
  %54 = getelementptr inbounds float, ptr %50, i64 %53, !dbg !60
  %55 = load volatile float, ptr %54, align 4, !dbg !60
  %56 = load ptr, ptr %7, align 8, !dbg !63
  %57 = load i32, ptr %5, align 4, !dbg !64
  %58 = zext i32 %57 to i64, !dbg !63
  %59 = getelementptr inbounds float, ptr %56, i64 %58, !dbg !63
  %60 = load volatile float, ptr %59, align 4, !dbg !65
  %61 = fadd contract float %60, %55, !dbg !65
  store volatile float %61, ptr %59, align 4, !dbg !65
  %62 = load ptr, ptr %7, align 8, !dbg !66
  %63 = load i32, ptr %5, align 4, !dbg !67
  %64 = add i32 %63, 16, !dbg !68
  %65 = zext i32 %64 to i64, !dbg !66
  %66 = getelementptr inbounds float, ptr %62, i64 %65, !dbg !66
  %67 = load volatile float, ptr %66, align 4, !dbg !66
  %68 = load ptr, ptr %7, align 8, !dbg !69
  %69 = load i32, ptr %5, align 4, !dbg !70
  %70 = zext i32 %69 to i64, !dbg !69
  %71 = getelementptr inbounds float, ptr %68, i64 %70, !dbg !69
  %72 = load volatile float, ptr %71, align 4, !dbg !71
  %73 = fadd contract float %72, %67, !dbg !71
  store volatile float %73, ptr %71, align 4, !dbg !71
  %74 = load ptr, ptr %7, align 8, !dbg !72
  %75 = load i32, ptr %5, align 4, !dbg !73
  %76 = add i32 %75, 8, !dbg !74
  %77 = zext i32 %76 to i64, !dbg !72
  %78 = getelementptr inbounds float, ptr %74, i64 %77, !dbg !72
  %79 = load volatile float, ptr %78, align 4, !dbg !72
  %80 = load ptr, ptr %7, align 8, !dbg !75
  %81 = load i32, ptr %5, align 4, !dbg !76
  %82 = zext i32 %81 to i64, !dbg !75
  %83 = getelementptr inbounds float, ptr %80, i64 %82, !dbg !75
  %84 = load volatile float, ptr %83, align 4, !dbg !77
  %85 = fadd contract float %84, %79, !dbg !77
  store volatile float %85, ptr %83, align 4, !dbg !77
  %86 = load ptr, ptr %7, align 8, !dbg !78
  %87 = load i32, ptr %5, align 4, !dbg !79
  %88 = add i32 %87, 4, !dbg !80
  %89 = zext i32 %88 to i64, !dbg !78
  %90 = getelementptr inbounds float, ptr %86, i64 %89, !dbg !78
  %91 = load volatile float, ptr %90, align 4, !dbg !78
  %92 = load ptr, ptr %7, align 8, !dbg !81
  %93 = load i32, ptr %5, align 4, !dbg !82
  %94 = zext i32 %93 to i64, !dbg !81
  %95 = getelementptr inbounds float, ptr %92, i64 %94, !dbg !81
  %96 = load volatile float, ptr %95, align 4, !dbg !83
  %97 = fadd contract float %96, %91, !dbg !83
  store volatile float %97, ptr %95, align 4, !dbg !83
  %98 = load ptr, ptr %7, align 8, !dbg !84
  %99 = load i32, ptr %5, align 4, !dbg !85
  %100 = add i32 %99, 2, !dbg !86
  %101 = zext i32 %100 to i64, !dbg !84
  %102 = getelementptr inbounds float, ptr %98, i64 %101, !dbg !84
  %103 = load volatile float, ptr %102, align 4, !dbg !84
  %104 = load ptr, ptr %7, align 8, !dbg !87
  %105 = load i32, ptr %5, align 4, !dbg !88
  %106 = zext i32 %105 to i64, !dbg !87
  %107 = getelementptr inbounds float, ptr %104, i64 %106, !dbg !87
  %108 = load volatile float, ptr %107, align 4, !dbg !89
  %109 = fadd contract float %108, %103, !dbg !89
  store volatile float %109, ptr %107, align 4, !dbg !89
  %110 = load ptr, ptr %7, align 8, !dbg !90
  %111 = load i32, ptr %5, align 4, !dbg !91
  %112 = add i32 %111, 1, !dbg !92
  %113 = zext i32 %112 to i64, !dbg !90
  %114 = getelementptr inbounds float, ptr %110, i64 %113, !dbg !90
  %115 = load volatile float, ptr %114, align 4, !dbg !90
  %116 = load ptr, ptr %7, align 8, !dbg !93
  %117 = load i32, ptr %5, align 4, !dbg !94
  %118 = zext i32 %117 to i64, !dbg !93
  %119 = getelementptr inbounds float, ptr %116, i64 %118, !dbg !93
  %120 = load volatile float, ptr %119, align 4, !dbg !95
  %121 = fadd contract float %120, %115, !dbg !95
  store volatile float %121, ptr %119, align 4, !dbg !95
  br label %122, !dbg !96

122:                                              ; preds = %49, %46
  %123 = load i32, ptr %5, align 4, !dbg !97
  %124 = icmp eq i32 %123, 0, !dbg !98
  br i1 %124, label %125, label %131, !dbg !97

125:                                              ; preds = %122
  %126 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ27a_reduce_warp_volatile_onlyE5sdata to ptr), align 4, !dbg !99
  %127 = load ptr, ptr %4, align 8, !dbg !100
  %128 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !101
  %129 = zext i32 %128 to i64, !dbg !100
  %130 = getelementptr inbounds float, ptr %127, i64 %129, !dbg !100
  store float %126, ptr %130, align 4, !dbg !103
  br label %131, !dbg !100

131:                                              ; preds = %125, %122
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
!7 = !DIFile(filename: "a-shared-race-011.cu", directory: ".")
!8 = !{ptr @a_reduce_warp_volatile_only, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_reduce_warp_volatile_only", scope: !7, file: !7, line: 24, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 27, column: 20, scope: !12)
!19 = !DILocation(line: 27, column: 14, scope: !12)
!20 = !DILocation(line: 28, column: 18, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 28, column: 21, scope: !12)
!24 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 28, column: 34, scope: !12)
!27 = !DILocation(line: 28, column: 32, scope: !12)
!28 = !DILocation(line: 28, column: 47, scope: !12)
!29 = !DILocation(line: 28, column: 45, scope: !12)
!30 = !DILocation(line: 28, column: 11, scope: !12)
!31 = !DILocation(line: 28, column: 5, scope: !12)
!32 = !DILocation(line: 28, column: 16, scope: !12)
!33 = !DILocation(line: 29, column: 5, scope: !12)
!34 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !35)
!35 = distinct !DILocation(line: 30, column: 23, scope: !12)
!36 = !DILocation(line: 30, column: 34, scope: !12)
!37 = !DILocation(line: 30, column: 19, scope: !12)
!38 = !DILocation(line: 30, column: 10, scope: !12)
!39 = !DILocation(line: 30, column: 39, scope: !12)
!40 = !DILocation(line: 30, column: 41, scope: !12)
!41 = !DILocation(line: 30, column: 5, scope: !12)
!42 = !DILocation(line: 31, column: 13, scope: !12)
!43 = !DILocation(line: 31, column: 19, scope: !12)
!44 = !DILocation(line: 31, column: 17, scope: !12)
!45 = !DILocation(line: 32, column: 33, scope: !12)
!46 = !DILocation(line: 32, column: 39, scope: !12)
!47 = !DILocation(line: 32, column: 37, scope: !12)
!48 = !DILocation(line: 32, column: 27, scope: !12)
!49 = !DILocation(line: 32, column: 19, scope: !12)
!50 = !DILocation(line: 32, column: 13, scope: !12)
!51 = !DILocation(line: 32, column: 24, scope: !12)
!52 = !DILocation(line: 33, column: 9, scope: !12)
!53 = !DILocation(line: 34, column: 5, scope: !12)
!54 = !DILocation(line: 30, column: 49, scope: !12)
!55 = distinct !{!55, !41, !53, !56}
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 35, column: 9, scope: !12)
!58 = !DILocation(line: 35, column: 13, scope: !12)
!59 = !DILocation(line: 36, column: 25, scope: !12)
!60 = !DILocation(line: 37, column: 19, scope: !12)
!61 = !DILocation(line: 37, column: 21, scope: !12)
!62 = !DILocation(line: 37, column: 25, scope: !12)
!63 = !DILocation(line: 37, column: 9, scope: !12)
!64 = !DILocation(line: 37, column: 11, scope: !12)
!65 = !DILocation(line: 37, column: 16, scope: !12)
!66 = !DILocation(line: 38, column: 19, scope: !12)
!67 = !DILocation(line: 38, column: 21, scope: !12)
!68 = !DILocation(line: 38, column: 25, scope: !12)
!69 = !DILocation(line: 38, column: 9, scope: !12)
!70 = !DILocation(line: 38, column: 11, scope: !12)
!71 = !DILocation(line: 38, column: 16, scope: !12)
!72 = !DILocation(line: 39, column: 19, scope: !12)
!73 = !DILocation(line: 39, column: 21, scope: !12)
!74 = !DILocation(line: 39, column: 25, scope: !12)
!75 = !DILocation(line: 39, column: 9, scope: !12)
!76 = !DILocation(line: 39, column: 11, scope: !12)
!77 = !DILocation(line: 39, column: 16, scope: !12)
!78 = !DILocation(line: 40, column: 19, scope: !12)
!79 = !DILocation(line: 40, column: 21, scope: !12)
!80 = !DILocation(line: 40, column: 25, scope: !12)
!81 = !DILocation(line: 40, column: 9, scope: !12)
!82 = !DILocation(line: 40, column: 11, scope: !12)
!83 = !DILocation(line: 40, column: 16, scope: !12)
!84 = !DILocation(line: 41, column: 19, scope: !12)
!85 = !DILocation(line: 41, column: 21, scope: !12)
!86 = !DILocation(line: 41, column: 25, scope: !12)
!87 = !DILocation(line: 41, column: 9, scope: !12)
!88 = !DILocation(line: 41, column: 11, scope: !12)
!89 = !DILocation(line: 41, column: 16, scope: !12)
!90 = !DILocation(line: 42, column: 19, scope: !12)
!91 = !DILocation(line: 42, column: 21, scope: !12)
!92 = !DILocation(line: 42, column: 25, scope: !12)
!93 = !DILocation(line: 42, column: 9, scope: !12)
!94 = !DILocation(line: 42, column: 11, scope: !12)
!95 = !DILocation(line: 42, column: 16, scope: !12)
!96 = !DILocation(line: 43, column: 5, scope: !12)
!97 = !DILocation(line: 44, column: 9, scope: !12)
!98 = !DILocation(line: 44, column: 13, scope: !12)
!99 = !DILocation(line: 45, column: 27, scope: !12)
!100 = !DILocation(line: 45, column: 9, scope: !12)
!101 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !102)
!102 = distinct !DILocation(line: 45, column: 13, scope: !12)
!103 = !DILocation(line: 45, column: 25, scope: !12)
!104 = !DILocation(line: 46, column: 1, scope: !12)
