; ModuleID = 'a-shared-race-020.cu'
source_filename = "a-shared-race-020.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ19a_hs_scan_double_okE4temp = internal addrspace(3) global [512 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_hs_scan_double_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %10, ptr %5, align 4, !dbg !19
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  store i32 %11, ptr %6, align 4, !dbg !23
  store i32 0, ptr %7, align 4, !dbg !24
  store i32 1, ptr %8, align 4, !dbg !25
  %12 = load ptr, ptr %3, align 8, !dbg !26
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %14 = load i32, ptr %6, align 4, !dbg !30
  %15 = mul i32 %13, %14, !dbg !31
  %16 = load i32, ptr %5, align 4, !dbg !32
  %17 = add i32 %15, %16, !dbg !33
  %18 = zext i32 %17 to i64, !dbg !26
  %19 = getelementptr inbounds float, ptr %12, i64 %18, !dbg !26
  %20 = load float, ptr %19, align 4, !dbg !26
  %21 = load i32, ptr %5, align 4, !dbg !34
  %22 = zext i32 %21 to i64, !dbg !35
  %23 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_hs_scan_double_okE4temp to ptr), i64 0, i64 %22, !dbg !35
  store float %20, ptr %23, align 4, !dbg !36
  call void @llvm.nvvm.barrier0(), !dbg !37
  store i32 1, ptr %9, align 4, !dbg !38
  br label %24, !dbg !39

24:                                               ; preds = %80, %2
  %25 = load i32, ptr %9, align 4, !dbg !40
  %26 = load i32, ptr %6, align 4, !dbg !41
  %27 = icmp ult i32 %25, %26, !dbg !42
  br i1 %27, label %28, label %83, !dbg !43

28:                                               ; preds = %24
  %29 = load i32, ptr %7, align 4, !dbg !44
  %30 = sub nsw i32 1, %29, !dbg !45
  store i32 %30, ptr %7, align 4, !dbg !46
  %31 = load i32, ptr %7, align 4, !dbg !47
  %32 = sub nsw i32 1, %31, !dbg !48
  store i32 %32, ptr %8, align 4, !dbg !49
  %33 = load i32, ptr %5, align 4, !dbg !50
  %34 = load i32, ptr %9, align 4, !dbg !51
  %35 = icmp uge i32 %33, %34, !dbg !52
  br i1 %35, label %36, label %63, !dbg !50

36:                                               ; preds = %28
  %37 = load i32, ptr %8, align 4, !dbg !53
  %38 = load i32, ptr %6, align 4, !dbg !54
  %39 = mul i32 %37, %38, !dbg !55
  %40 = load i32, ptr %5, align 4, !dbg !56
  %41 = add i32 %39, %40, !dbg !57
  %42 = zext i32 %41 to i64, !dbg !58
  %43 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_hs_scan_double_okE4temp to ptr), i64 0, i64 %42, !dbg !58
  %44 = load float, ptr %43, align 4, !dbg !58
  %45 = load i32, ptr %8, align 4, !dbg !59
  %46 = load i32, ptr %6, align 4, !dbg !60
  %47 = mul i32 %45, %46, !dbg !61
  %48 = load i32, ptr %5, align 4, !dbg !62
  %49 = add i32 %47, %48, !dbg !63
  %50 = load i32, ptr %9, align 4, !dbg !64
  %51 = sub i32 %49, %50, !dbg !65
  %52 = zext i32 %51 to i64, !dbg !66
  %53 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_hs_scan_double_okE4temp to ptr), i64 0, i64 %52, !dbg !66
  %54 = load float, ptr %53, align 4, !dbg !66
  %55 = fadd contract float %44, %54, !dbg !67
  %56 = load i32, ptr %7, align 4, !dbg !68
  %57 = load i32, ptr %6, align 4, !dbg !69
  %58 = mul i32 %56, %57, !dbg !70
  %59 = load i32, ptr %5, align 4, !dbg !71
  %60 = add i32 %58, %59, !dbg !72
  %61 = zext i32 %60 to i64, !dbg !73
  %62 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_hs_scan_double_okE4temp to ptr), i64 0, i64 %61, !dbg !73
  store float %55, ptr %62, align 4, !dbg !74
  br label %79, !dbg !73

63:                                               ; preds = %28
  %64 = load i32, ptr %8, align 4, !dbg !75
  %65 = load i32, ptr %6, align 4, !dbg !76
  %66 = mul i32 %64, %65, !dbg !77
  %67 = load i32, ptr %5, align 4, !dbg !78
  %68 = add i32 %66, %67, !dbg !79
  %69 = zext i32 %68 to i64, !dbg !80
  %70 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_hs_scan_double_okE4temp to ptr), i64 0, i64 %69, !dbg !80
  %71 = load float, ptr %70, align 4, !dbg !80
  %72 = load i32, ptr %7, align 4, !dbg !81
  %73 = load i32, ptr %6, align 4, !dbg !82
  %74 = mul i32 %72, %73, !dbg !83
  %75 = load i32, ptr %5, align 4, !dbg !84
  %76 = add i32 %74, %75, !dbg !85
  %77 = zext i32 %76 to i64, !dbg !86
  %78 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_hs_scan_double_okE4temp to ptr), i64 0, i64 %77, !dbg !86
  store float %71, ptr %78, align 4, !dbg !87
  br label %79

79:                                               ; preds = %63, %36
  call void @llvm.nvvm.barrier0(), !dbg !88
  br label %80, !dbg !89

80:                                               ; preds = %79
  %81 = load i32, ptr %9, align 4, !dbg !90
  %82 = mul i32 %81, 2, !dbg !90
  store i32 %82, ptr %9, align 4, !dbg !90
  br label %24, !dbg !43, !llvm.loop !91

83:                                               ; preds = %24
  %84 = load i32, ptr %7, align 4, !dbg !93
  %85 = load i32, ptr %6, align 4, !dbg !94
  %86 = mul i32 %84, %85, !dbg !95
  %87 = load i32, ptr %5, align 4, !dbg !96
  %88 = add i32 %86, %87, !dbg !97
  %89 = zext i32 %88 to i64, !dbg !98
  %90 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_hs_scan_double_okE4temp to ptr), i64 0, i64 %89, !dbg !98
  %91 = load float, ptr %90, align 4, !dbg !98
  %92 = load ptr, ptr %4, align 8, !dbg !99
  %93 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !100
  %94 = load i32, ptr %6, align 4, !dbg !102
  %95 = mul i32 %93, %94, !dbg !103
  %96 = load i32, ptr %5, align 4, !dbg !104
  %97 = add i32 %95, %96, !dbg !105
  %98 = zext i32 %97 to i64, !dbg !99
  %99 = getelementptr inbounds float, ptr %92, i64 %98, !dbg !99
  store float %91, ptr %99, align 4, !dbg !106
  ret void, !dbg !107
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "a-shared-race-020.cu", directory: ".")
!8 = !{ptr @a_hs_scan_double_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_hs_scan_double_ok", scope: !7, file: !7, line: 14, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 17, column: 18, scope: !12)
!19 = !DILocation(line: 17, column: 14, scope: !12)
!20 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 17, column: 35, scope: !12)
!23 = !DILocation(line: 17, column: 31, scope: !12)
!24 = !DILocation(line: 18, column: 9, scope: !12)
!25 = !DILocation(line: 18, column: 19, scope: !12)
!26 = !DILocation(line: 19, column: 15, scope: !12)
!27 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!29 = distinct !DILocation(line: 19, column: 18, scope: !12)
!30 = !DILocation(line: 19, column: 31, scope: !12)
!31 = !DILocation(line: 19, column: 29, scope: !12)
!32 = !DILocation(line: 19, column: 35, scope: !12)
!33 = !DILocation(line: 19, column: 33, scope: !12)
!34 = !DILocation(line: 19, column: 10, scope: !12)
!35 = !DILocation(line: 19, column: 5, scope: !12)
!36 = !DILocation(line: 19, column: 13, scope: !12)
!37 = !DILocation(line: 20, column: 5, scope: !12)
!38 = !DILocation(line: 21, column: 19, scope: !12)
!39 = !DILocation(line: 21, column: 10, scope: !12)
!40 = !DILocation(line: 21, column: 28, scope: !12)
!41 = !DILocation(line: 21, column: 34, scope: !12)
!42 = !DILocation(line: 21, column: 32, scope: !12)
!43 = !DILocation(line: 21, column: 5, scope: !12)
!44 = !DILocation(line: 22, column: 20, scope: !12)
!45 = !DILocation(line: 22, column: 18, scope: !12)
!46 = !DILocation(line: 22, column: 14, scope: !12)
!47 = !DILocation(line: 23, column: 19, scope: !12)
!48 = !DILocation(line: 23, column: 17, scope: !12)
!49 = !DILocation(line: 23, column: 13, scope: !12)
!50 = !DILocation(line: 24, column: 13, scope: !12)
!51 = !DILocation(line: 24, column: 18, scope: !12)
!52 = !DILocation(line: 24, column: 15, scope: !12)
!53 = !DILocation(line: 25, column: 39, scope: !12)
!54 = !DILocation(line: 25, column: 45, scope: !12)
!55 = !DILocation(line: 25, column: 43, scope: !12)
!56 = !DILocation(line: 25, column: 49, scope: !12)
!57 = !DILocation(line: 25, column: 47, scope: !12)
!58 = !DILocation(line: 25, column: 34, scope: !12)
!59 = !DILocation(line: 25, column: 59, scope: !12)
!60 = !DILocation(line: 25, column: 65, scope: !12)
!61 = !DILocation(line: 25, column: 63, scope: !12)
!62 = !DILocation(line: 25, column: 69, scope: !12)
!63 = !DILocation(line: 25, column: 67, scope: !12)
!64 = !DILocation(line: 25, column: 73, scope: !12)
!65 = !DILocation(line: 25, column: 71, scope: !12)
!66 = !DILocation(line: 25, column: 54, scope: !12)
!67 = !DILocation(line: 25, column: 52, scope: !12)
!68 = !DILocation(line: 25, column: 18, scope: !12)
!69 = !DILocation(line: 25, column: 25, scope: !12)
!70 = !DILocation(line: 25, column: 23, scope: !12)
!71 = !DILocation(line: 25, column: 29, scope: !12)
!72 = !DILocation(line: 25, column: 27, scope: !12)
!73 = !DILocation(line: 25, column: 13, scope: !12)
!74 = !DILocation(line: 25, column: 32, scope: !12)
!75 = !DILocation(line: 27, column: 39, scope: !12)
!76 = !DILocation(line: 27, column: 45, scope: !12)
!77 = !DILocation(line: 27, column: 43, scope: !12)
!78 = !DILocation(line: 27, column: 49, scope: !12)
!79 = !DILocation(line: 27, column: 47, scope: !12)
!80 = !DILocation(line: 27, column: 34, scope: !12)
!81 = !DILocation(line: 27, column: 18, scope: !12)
!82 = !DILocation(line: 27, column: 25, scope: !12)
!83 = !DILocation(line: 27, column: 23, scope: !12)
!84 = !DILocation(line: 27, column: 29, scope: !12)
!85 = !DILocation(line: 27, column: 27, scope: !12)
!86 = !DILocation(line: 27, column: 13, scope: !12)
!87 = !DILocation(line: 27, column: 32, scope: !12)
!88 = !DILocation(line: 28, column: 9, scope: !12)
!89 = !DILocation(line: 29, column: 5, scope: !12)
!90 = !DILocation(line: 21, column: 41, scope: !12)
!91 = distinct !{!91, !43, !89, !92}
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocation(line: 30, column: 36, scope: !12)
!94 = !DILocation(line: 30, column: 43, scope: !12)
!95 = !DILocation(line: 30, column: 41, scope: !12)
!96 = !DILocation(line: 30, column: 47, scope: !12)
!97 = !DILocation(line: 30, column: 45, scope: !12)
!98 = !DILocation(line: 30, column: 31, scope: !12)
!99 = !DILocation(line: 30, column: 5, scope: !12)
!100 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !101)
!101 = distinct !DILocation(line: 30, column: 9, scope: !12)
!102 = !DILocation(line: 30, column: 22, scope: !12)
!103 = !DILocation(line: 30, column: 20, scope: !12)
!104 = !DILocation(line: 30, column: 26, scope: !12)
!105 = !DILocation(line: 30, column: 24, scope: !12)
!106 = !DILocation(line: 30, column: 29, scope: !12)
!107 = !DILocation(line: 31, column: 1, scope: !12)
