; ModuleID = 'a-shared-race-024.cu'
source_filename = "a-shared-race-024.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ25a_hs_scan_double_offbyoneE4temp = internal addrspace(3) global [512 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_hs_scan_double_offbyone(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
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
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %11, ptr %5, align 4, !dbg !19
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  store i32 %12, ptr %6, align 4, !dbg !23
  %13 = load i32, ptr %6, align 4, !dbg !24
  %14 = sub i32 %13, 1, !dbg !25
  store i32 %14, ptr %7, align 4, !dbg !26
  store i32 0, ptr %8, align 4, !dbg !27
  store i32 1, ptr %9, align 4, !dbg !28
  %15 = load ptr, ptr %3, align 8, !dbg !29
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !30
  %17 = load i32, ptr %6, align 4, !dbg !33
  %18 = mul i32 %16, %17, !dbg !34
  %19 = load i32, ptr %5, align 4, !dbg !35
  %20 = add i32 %18, %19, !dbg !36
  %21 = zext i32 %20 to i64, !dbg !29
  %22 = getelementptr inbounds float, ptr %15, i64 %21, !dbg !29
  %23 = load float, ptr %22, align 4, !dbg !29
  %24 = load i32, ptr %5, align 4, !dbg !37
  %25 = zext i32 %24 to i64, !dbg !38
  %26 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_hs_scan_double_offbyoneE4temp to ptr), i64 0, i64 %25, !dbg !38
  store float %23, ptr %26, align 4, !dbg !39
  call void @llvm.nvvm.barrier0(), !dbg !40
  store i32 1, ptr %10, align 4, !dbg !41
  br label %27, !dbg !42

27:                                               ; preds = %83, %2
  %28 = load i32, ptr %10, align 4, !dbg !43
  %29 = load i32, ptr %6, align 4, !dbg !44
  %30 = icmp ult i32 %28, %29, !dbg !45
  br i1 %30, label %31, label %86, !dbg !46

31:                                               ; preds = %27
  %32 = load i32, ptr %8, align 4, !dbg !47
  %33 = sub nsw i32 1, %32, !dbg !48
  store i32 %33, ptr %8, align 4, !dbg !49
  %34 = load i32, ptr %8, align 4, !dbg !50
  %35 = sub nsw i32 1, %34, !dbg !51
  store i32 %35, ptr %9, align 4, !dbg !52
  %36 = load i32, ptr %5, align 4, !dbg !53
  %37 = load i32, ptr %10, align 4, !dbg !54
  %38 = icmp uge i32 %36, %37, !dbg !55
  br i1 %38, label %39, label %66, !dbg !53

39:                                               ; preds = %31
  %40 = load i32, ptr %9, align 4, !dbg !56
  %41 = load i32, ptr %7, align 4, !dbg !57
  %42 = mul i32 %40, %41, !dbg !58
  %43 = load i32, ptr %5, align 4, !dbg !59
  %44 = add i32 %42, %43, !dbg !60
  %45 = zext i32 %44 to i64, !dbg !61
  %46 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_hs_scan_double_offbyoneE4temp to ptr), i64 0, i64 %45, !dbg !61
  %47 = load float, ptr %46, align 4, !dbg !61
  %48 = load i32, ptr %9, align 4, !dbg !62
  %49 = load i32, ptr %7, align 4, !dbg !63
  %50 = mul i32 %48, %49, !dbg !64
  %51 = load i32, ptr %5, align 4, !dbg !65
  %52 = add i32 %50, %51, !dbg !66
  %53 = load i32, ptr %10, align 4, !dbg !67
  %54 = sub i32 %52, %53, !dbg !68
  %55 = zext i32 %54 to i64, !dbg !69
  %56 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_hs_scan_double_offbyoneE4temp to ptr), i64 0, i64 %55, !dbg !69
  %57 = load float, ptr %56, align 4, !dbg !69
  %58 = fadd contract float %47, %57, !dbg !70
  %59 = load i32, ptr %8, align 4, !dbg !71
  %60 = load i32, ptr %7, align 4, !dbg !72
  %61 = mul i32 %59, %60, !dbg !73
  %62 = load i32, ptr %5, align 4, !dbg !74
  %63 = add i32 %61, %62, !dbg !75
  %64 = zext i32 %63 to i64, !dbg !76
  %65 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_hs_scan_double_offbyoneE4temp to ptr), i64 0, i64 %64, !dbg !76
  store float %58, ptr %65, align 4, !dbg !77
  br label %82, !dbg !76

66:                                               ; preds = %31
  %67 = load i32, ptr %9, align 4, !dbg !78
  %68 = load i32, ptr %7, align 4, !dbg !79
  %69 = mul i32 %67, %68, !dbg !80
  %70 = load i32, ptr %5, align 4, !dbg !81
  %71 = add i32 %69, %70, !dbg !82
  %72 = zext i32 %71 to i64, !dbg !83
  %73 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_hs_scan_double_offbyoneE4temp to ptr), i64 0, i64 %72, !dbg !83
  %74 = load float, ptr %73, align 4, !dbg !83
  %75 = load i32, ptr %8, align 4, !dbg !84
  %76 = load i32, ptr %7, align 4, !dbg !85
  %77 = mul i32 %75, %76, !dbg !86
  %78 = load i32, ptr %5, align 4, !dbg !87
  %79 = add i32 %77, %78, !dbg !88
  %80 = zext i32 %79 to i64, !dbg !89
  %81 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_hs_scan_double_offbyoneE4temp to ptr), i64 0, i64 %80, !dbg !89
  store float %74, ptr %81, align 4, !dbg !90
  br label %82

82:                                               ; preds = %66, %39
  call void @llvm.nvvm.barrier0(), !dbg !91
  br label %83, !dbg !92

83:                                               ; preds = %82
  %84 = load i32, ptr %10, align 4, !dbg !93
  %85 = mul i32 %84, 2, !dbg !93
  store i32 %85, ptr %10, align 4, !dbg !93
  br label %27, !dbg !46, !llvm.loop !94

86:                                               ; preds = %27
  %87 = load i32, ptr %8, align 4, !dbg !96
  %88 = load i32, ptr %7, align 4, !dbg !97
  %89 = mul i32 %87, %88, !dbg !98
  %90 = load i32, ptr %5, align 4, !dbg !99
  %91 = add i32 %89, %90, !dbg !100
  %92 = zext i32 %91 to i64, !dbg !101
  %93 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25a_hs_scan_double_offbyoneE4temp to ptr), i64 0, i64 %92, !dbg !101
  %94 = load float, ptr %93, align 4, !dbg !101
  %95 = load ptr, ptr %4, align 8, !dbg !102
  %96 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !103
  %97 = load i32, ptr %6, align 4, !dbg !105
  %98 = mul i32 %96, %97, !dbg !106
  %99 = load i32, ptr %5, align 4, !dbg !107
  %100 = add i32 %98, %99, !dbg !108
  %101 = zext i32 %100 to i64, !dbg !102
  %102 = getelementptr inbounds float, ptr %95, i64 %101, !dbg !102
  store float %94, ptr %102, align 4, !dbg !109
  ret void, !dbg !110
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
!7 = !DIFile(filename: "a-shared-race-024.cu", directory: ".")
!8 = !{ptr @a_hs_scan_double_offbyone, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_hs_scan_double_offbyone", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 18, scope: !12)
!19 = !DILocation(line: 16, column: 14, scope: !12)
!20 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 16, column: 35, scope: !12)
!23 = !DILocation(line: 16, column: 31, scope: !12)
!24 = !DILocation(line: 17, column: 21, scope: !12)
!25 = !DILocation(line: 17, column: 23, scope: !12)
!26 = !DILocation(line: 17, column: 14, scope: !12)
!27 = !DILocation(line: 18, column: 9, scope: !12)
!28 = !DILocation(line: 18, column: 19, scope: !12)
!29 = !DILocation(line: 19, column: 15, scope: !12)
!30 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!32 = distinct !DILocation(line: 19, column: 18, scope: !12)
!33 = !DILocation(line: 19, column: 31, scope: !12)
!34 = !DILocation(line: 19, column: 29, scope: !12)
!35 = !DILocation(line: 19, column: 35, scope: !12)
!36 = !DILocation(line: 19, column: 33, scope: !12)
!37 = !DILocation(line: 19, column: 10, scope: !12)
!38 = !DILocation(line: 19, column: 5, scope: !12)
!39 = !DILocation(line: 19, column: 13, scope: !12)
!40 = !DILocation(line: 20, column: 5, scope: !12)
!41 = !DILocation(line: 21, column: 19, scope: !12)
!42 = !DILocation(line: 21, column: 10, scope: !12)
!43 = !DILocation(line: 21, column: 28, scope: !12)
!44 = !DILocation(line: 21, column: 34, scope: !12)
!45 = !DILocation(line: 21, column: 32, scope: !12)
!46 = !DILocation(line: 21, column: 5, scope: !12)
!47 = !DILocation(line: 22, column: 20, scope: !12)
!48 = !DILocation(line: 22, column: 18, scope: !12)
!49 = !DILocation(line: 22, column: 14, scope: !12)
!50 = !DILocation(line: 23, column: 19, scope: !12)
!51 = !DILocation(line: 23, column: 17, scope: !12)
!52 = !DILocation(line: 23, column: 13, scope: !12)
!53 = !DILocation(line: 24, column: 13, scope: !12)
!54 = !DILocation(line: 24, column: 18, scope: !12)
!55 = !DILocation(line: 24, column: 15, scope: !12)
!56 = !DILocation(line: 25, column: 42, scope: !12)
!57 = !DILocation(line: 25, column: 48, scope: !12)
!58 = !DILocation(line: 25, column: 46, scope: !12)
!59 = !DILocation(line: 25, column: 55, scope: !12)
!60 = !DILocation(line: 25, column: 53, scope: !12)
!61 = !DILocation(line: 25, column: 37, scope: !12)
!62 = !DILocation(line: 25, column: 65, scope: !12)
!63 = !DILocation(line: 25, column: 71, scope: !12)
!64 = !DILocation(line: 25, column: 69, scope: !12)
!65 = !DILocation(line: 25, column: 78, scope: !12)
!66 = !DILocation(line: 25, column: 76, scope: !12)
!67 = !DILocation(line: 25, column: 82, scope: !12)
!68 = !DILocation(line: 25, column: 80, scope: !12)
!69 = !DILocation(line: 25, column: 60, scope: !12)
!70 = !DILocation(line: 25, column: 58, scope: !12)
!71 = !DILocation(line: 25, column: 18, scope: !12)
!72 = !DILocation(line: 25, column: 25, scope: !12)
!73 = !DILocation(line: 25, column: 23, scope: !12)
!74 = !DILocation(line: 25, column: 32, scope: !12)
!75 = !DILocation(line: 25, column: 30, scope: !12)
!76 = !DILocation(line: 25, column: 13, scope: !12)
!77 = !DILocation(line: 25, column: 35, scope: !12)
!78 = !DILocation(line: 27, column: 42, scope: !12)
!79 = !DILocation(line: 27, column: 48, scope: !12)
!80 = !DILocation(line: 27, column: 46, scope: !12)
!81 = !DILocation(line: 27, column: 55, scope: !12)
!82 = !DILocation(line: 27, column: 53, scope: !12)
!83 = !DILocation(line: 27, column: 37, scope: !12)
!84 = !DILocation(line: 27, column: 18, scope: !12)
!85 = !DILocation(line: 27, column: 25, scope: !12)
!86 = !DILocation(line: 27, column: 23, scope: !12)
!87 = !DILocation(line: 27, column: 32, scope: !12)
!88 = !DILocation(line: 27, column: 30, scope: !12)
!89 = !DILocation(line: 27, column: 13, scope: !12)
!90 = !DILocation(line: 27, column: 35, scope: !12)
!91 = !DILocation(line: 28, column: 9, scope: !12)
!92 = !DILocation(line: 29, column: 5, scope: !12)
!93 = !DILocation(line: 21, column: 41, scope: !12)
!94 = distinct !{!94, !46, !92, !95}
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocation(line: 30, column: 36, scope: !12)
!97 = !DILocation(line: 30, column: 43, scope: !12)
!98 = !DILocation(line: 30, column: 41, scope: !12)
!99 = !DILocation(line: 30, column: 50, scope: !12)
!100 = !DILocation(line: 30, column: 48, scope: !12)
!101 = !DILocation(line: 30, column: 31, scope: !12)
!102 = !DILocation(line: 30, column: 5, scope: !12)
!103 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !104)
!104 = distinct !DILocation(line: 30, column: 9, scope: !12)
!105 = !DILocation(line: 30, column: 22, scope: !12)
!106 = !DILocation(line: 30, column: 20, scope: !12)
!107 = !DILocation(line: 30, column: 26, scope: !12)
!108 = !DILocation(line: 30, column: 24, scope: !12)
!109 = !DILocation(line: 30, column: 29, scope: !12)
!110 = !DILocation(line: 31, column: 1, scope: !12)
