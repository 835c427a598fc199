; ModuleID = 'h-global-race-017.cu'
source_filename = "h-global-race-017.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ28h_chained_scan_volatile_flagE1s = internal addrspace(3) global [2 x [256 x i32]] undef, align 4
@_ZZ28h_chained_scan_volatile_flagE7s_carry = internal addrspace(3) global i32 undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_chained_scan_volatile_flag(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %15, ptr %9, align 4, !dbg !19
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %17 = mul i32 %16, 256, !dbg !23
  %18 = load i32, ptr %9, align 4, !dbg !24
  %19 = add i32 %17, %18, !dbg !25
  store i32 %19, ptr %10, align 4, !dbg !26
  store i32 0, ptr %11, align 4, !dbg !27
  %20 = load ptr, ptr %5, align 8, !dbg !28
  %21 = load i32, ptr %10, align 4, !dbg !29
  %22 = zext i32 %21 to i64, !dbg !28
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !28
  %24 = load i32, ptr %23, align 4, !dbg !28
  %25 = load i32, ptr %9, align 4, !dbg !30
  %26 = zext i32 %25 to i64, !dbg !31
  %27 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 0, i64 %26, !dbg !31
  store i32 %24, ptr %27, align 4, !dbg !32
  call void @llvm.nvvm.barrier0(), !dbg !33
  store i32 1, ptr %12, align 4, !dbg !34
  br label %28, !dbg !35

28:                                               ; preds = %65, %4
  %29 = load i32, ptr %12, align 4, !dbg !36
  %30 = icmp ult i32 %29, 256, !dbg !37
  br i1 %30, label %31, label %68, !dbg !38

31:                                               ; preds = %28
  %32 = load i32, ptr %11, align 4, !dbg !39
  %33 = sext i32 %32 to i64, !dbg !40
  %34 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 0, i64 %33, !dbg !40
  %35 = load i32, ptr %9, align 4, !dbg !41
  %36 = zext i32 %35 to i64, !dbg !40
  %37 = getelementptr inbounds [256 x i32], ptr %34, i64 0, i64 %36, !dbg !40
  %38 = load i32, ptr %37, align 4, !dbg !40
  store i32 %38, ptr %13, align 4, !dbg !42
  %39 = load i32, ptr %9, align 4, !dbg !43
  %40 = load i32, ptr %12, align 4, !dbg !44
  %41 = icmp uge i32 %39, %40, !dbg !45
  br i1 %41, label %42, label %54, !dbg !43

42:                                               ; preds = %31
  %43 = load i32, ptr %11, align 4, !dbg !46
  %44 = sext i32 %43 to i64, !dbg !47
  %45 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 0, i64 %44, !dbg !47
  %46 = load i32, ptr %9, align 4, !dbg !48
  %47 = load i32, ptr %12, align 4, !dbg !49
  %48 = sub i32 %46, %47, !dbg !50
  %49 = zext i32 %48 to i64, !dbg !47
  %50 = getelementptr inbounds [256 x i32], ptr %45, i64 0, i64 %49, !dbg !47
  %51 = load i32, ptr %50, align 4, !dbg !47
  %52 = load i32, ptr %13, align 4, !dbg !51
  %53 = add nsw i32 %52, %51, !dbg !51
  store i32 %53, ptr %13, align 4, !dbg !51
  br label %54, !dbg !52

54:                                               ; preds = %42, %31
  %55 = load i32, ptr %13, align 4, !dbg !53
  %56 = load i32, ptr %11, align 4, !dbg !54
  %57 = xor i32 %56, 1, !dbg !55
  %58 = sext i32 %57 to i64, !dbg !56
  %59 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 0, i64 %58, !dbg !56
  %60 = load i32, ptr %9, align 4, !dbg !57
  %61 = zext i32 %60 to i64, !dbg !56
  %62 = getelementptr inbounds [256 x i32], ptr %59, i64 0, i64 %61, !dbg !56
  store i32 %55, ptr %62, align 4, !dbg !58
  %63 = load i32, ptr %11, align 4, !dbg !59
  %64 = xor i32 %63, 1, !dbg !59
  store i32 %64, ptr %11, align 4, !dbg !59
  call void @llvm.nvvm.barrier0(), !dbg !60
  br label %65, !dbg !61

65:                                               ; preds = %54
  %66 = load i32, ptr %12, align 4, !dbg !62
  %67 = shl i32 %66, 1, !dbg !62
  store i32 %67, ptr %12, align 4, !dbg !62
  br label %28, !dbg !38, !llvm.loop !63

68:                                               ; preds = %28
  %69 = load i32, ptr %9, align 4, !dbg !65
  %70 = icmp eq i32 %69, 0, !dbg !66
  br i1 %70, label %71, label %108, !dbg !65

71:                                               ; preds = %68
  store i32 0, ptr %14, align 4, !dbg !67
  %72 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !68
  %73 = icmp ugt i32 %72, 0, !dbg !70
  br i1 %73, label %74, label %91, !dbg !71

74:                                               ; preds = %71
  br label %75, !dbg !72

75:                                               ; preds = %83, %74
  %76 = load ptr, ptr %8, align 8, !dbg !73
  %77 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !74
  %78 = sub i32 %77, 1, !dbg !76
  %79 = zext i32 %78 to i64, !dbg !73
  %80 = getelementptr inbounds i32, ptr %76, i64 %79, !dbg !73
  %81 = load volatile i32, ptr %80, align 4, !dbg !73
  %82 = icmp eq i32 %81, 0, !dbg !77
  br i1 %82, label %83, label %84, !dbg !72

83:                                               ; preds = %75
  br label %75, !dbg !72, !llvm.loop !78

84:                                               ; preds = %75
  %85 = load ptr, ptr %7, align 8, !dbg !80
  %86 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !81
  %87 = sub i32 %86, 1, !dbg !83
  %88 = zext i32 %87 to i64, !dbg !80
  %89 = getelementptr inbounds i32, ptr %85, i64 %88, !dbg !80
  %90 = load i32, ptr %89, align 4, !dbg !80
  store i32 %90, ptr %14, align 4, !dbg !84
  br label %91, !dbg !85

91:                                               ; preds = %84, %71
  %92 = load i32, ptr %14, align 4, !dbg !86
  %93 = load i32, ptr %11, align 4, !dbg !87
  %94 = sext i32 %93 to i64, !dbg !88
  %95 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 0, i64 %94, !dbg !88
  %96 = getelementptr inbounds [256 x i32], ptr %95, i64 0, i64 255, !dbg !88
  %97 = load i32, ptr %96, align 4, !dbg !88
  %98 = add nsw i32 %92, %97, !dbg !89
  %99 = load ptr, ptr %7, align 8, !dbg !90
  %100 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !91
  %101 = zext i32 %100 to i64, !dbg !90
  %102 = getelementptr inbounds i32, ptr %99, i64 %101, !dbg !90
  store i32 %98, ptr %102, align 4, !dbg !93
  %103 = load ptr, ptr %8, align 8, !dbg !94
  %104 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !95
  %105 = zext i32 %104 to i64, !dbg !94
  %106 = getelementptr inbounds i32, ptr %103, i64 %105, !dbg !94
  store volatile i32 1, ptr %106, align 4, !dbg !97
  %107 = load i32, ptr %14, align 4, !dbg !98
  store i32 %107, ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE7s_carry to ptr), align 4, !dbg !99
  br label %108, !dbg !100

108:                                              ; preds = %91, %68
  call void @llvm.nvvm.barrier0(), !dbg !101
  %109 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE7s_carry to ptr), align 4, !dbg !102
  %110 = load i32, ptr %11, align 4, !dbg !103
  %111 = sext i32 %110 to i64, !dbg !104
  %112 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ28h_chained_scan_volatile_flagE1s to ptr), i64 0, i64 %111, !dbg !104
  %113 = load i32, ptr %9, align 4, !dbg !105
  %114 = zext i32 %113 to i64, !dbg !104
  %115 = getelementptr inbounds [256 x i32], ptr %112, i64 0, i64 %114, !dbg !104
  %116 = load i32, ptr %115, align 4, !dbg !104
  %117 = add nsw i32 %109, %116, !dbg !106
  %118 = load ptr, ptr %6, align 8, !dbg !107
  %119 = load i32, ptr %10, align 4, !dbg !108
  %120 = zext i32 %119 to i64, !dbg !107
  %121 = getelementptr inbounds i32, ptr %118, i64 %120, !dbg !107
  store i32 %117, ptr %121, align 4, !dbg !109
  ret void, !dbg !110
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!7 = !DIFile(filename: "h-global-race-017.cu", directory: ".")
!8 = !{ptr @h_chained_scan_volatile_flag, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_chained_scan_volatile_flag", scope: !7, file: !7, line: 17, type: !13, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 21, column: 20, scope: !12)
!19 = !DILocation(line: 21, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 22, column: 18, scope: !12)
!23 = !DILocation(line: 22, column: 29, scope: !12)
!24 = !DILocation(line: 22, column: 39, scope: !12)
!25 = !DILocation(line: 22, column: 37, scope: !12)
!26 = !DILocation(line: 22, column: 14, scope: !12)
!27 = !DILocation(line: 23, column: 9, scope: !12)
!28 = !DILocation(line: 24, column: 17, scope: !12)
!29 = !DILocation(line: 24, column: 20, scope: !12)
!30 = !DILocation(line: 24, column: 10, scope: !12)
!31 = !DILocation(line: 24, column: 5, scope: !12)
!32 = !DILocation(line: 24, column: 15, scope: !12)
!33 = !DILocation(line: 25, column: 5, scope: !12)
!34 = !DILocation(line: 26, column: 19, scope: !12)
!35 = !DILocation(line: 26, column: 10, scope: !12)
!36 = !DILocation(line: 26, column: 28, scope: !12)
!37 = !DILocation(line: 26, column: 32, scope: !12)
!38 = !DILocation(line: 26, column: 5, scope: !12)
!39 = !DILocation(line: 27, column: 19, scope: !12)
!40 = !DILocation(line: 27, column: 17, scope: !12)
!41 = !DILocation(line: 27, column: 24, scope: !12)
!42 = !DILocation(line: 27, column: 13, scope: !12)
!43 = !DILocation(line: 28, column: 13, scope: !12)
!44 = !DILocation(line: 28, column: 20, scope: !12)
!45 = !DILocation(line: 28, column: 17, scope: !12)
!46 = !DILocation(line: 29, column: 20, scope: !12)
!47 = !DILocation(line: 29, column: 18, scope: !12)
!48 = !DILocation(line: 29, column: 25, scope: !12)
!49 = !DILocation(line: 29, column: 31, scope: !12)
!50 = !DILocation(line: 29, column: 29, scope: !12)
!51 = !DILocation(line: 29, column: 15, scope: !12)
!52 = !DILocation(line: 29, column: 13, scope: !12)
!53 = !DILocation(line: 30, column: 27, scope: !12)
!54 = !DILocation(line: 30, column: 11, scope: !12)
!55 = !DILocation(line: 30, column: 15, scope: !12)
!56 = !DILocation(line: 30, column: 9, scope: !12)
!57 = !DILocation(line: 30, column: 20, scope: !12)
!58 = !DILocation(line: 30, column: 25, scope: !12)
!59 = !DILocation(line: 31, column: 13, scope: !12)
!60 = !DILocation(line: 32, column: 9, scope: !12)
!61 = !DILocation(line: 33, column: 5, scope: !12)
!62 = !DILocation(line: 26, column: 45, scope: !12)
!63 = distinct !{!63, !38, !61, !64}
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 34, column: 9, scope: !12)
!66 = !DILocation(line: 34, column: 13, scope: !12)
!67 = !DILocation(line: 35, column: 13, scope: !12)
!68 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !69)
!69 = distinct !DILocation(line: 36, column: 13, scope: !12)
!70 = !DILocation(line: 36, column: 24, scope: !12)
!71 = !DILocation(line: 36, column: 13, scope: !12)
!72 = !DILocation(line: 37, column: 13, scope: !12)
!73 = !DILocation(line: 37, column: 20, scope: !12)
!74 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !75)
!75 = distinct !DILocation(line: 37, column: 26, scope: !12)
!76 = !DILocation(line: 37, column: 37, scope: !12)
!77 = !DILocation(line: 37, column: 42, scope: !12)
!78 = distinct !{!78, !72, !79, !64}
!79 = !DILocation(line: 37, column: 50, scope: !12)
!80 = !DILocation(line: 38, column: 21, scope: !12)
!81 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !82)
!82 = distinct !DILocation(line: 38, column: 34, scope: !12)
!83 = !DILocation(line: 38, column: 45, scope: !12)
!84 = !DILocation(line: 38, column: 19, scope: !12)
!85 = !DILocation(line: 39, column: 9, scope: !12)
!86 = !DILocation(line: 40, column: 36, scope: !12)
!87 = !DILocation(line: 40, column: 46, scope: !12)
!88 = !DILocation(line: 40, column: 44, scope: !12)
!89 = !DILocation(line: 40, column: 42, scope: !12)
!90 = !DILocation(line: 40, column: 9, scope: !12)
!91 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !92)
!92 = distinct !DILocation(line: 40, column: 22, scope: !12)
!93 = !DILocation(line: 40, column: 34, scope: !12)
!94 = !DILocation(line: 41, column: 9, scope: !12)
!95 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !96)
!96 = distinct !DILocation(line: 41, column: 15, scope: !12)
!97 = !DILocation(line: 41, column: 27, scope: !12)
!98 = !DILocation(line: 42, column: 19, scope: !12)
!99 = !DILocation(line: 42, column: 17, scope: !12)
!100 = !DILocation(line: 43, column: 5, scope: !12)
!101 = !DILocation(line: 44, column: 5, scope: !12)
!102 = !DILocation(line: 45, column: 14, scope: !12)
!103 = !DILocation(line: 45, column: 26, scope: !12)
!104 = !DILocation(line: 45, column: 24, scope: !12)
!105 = !DILocation(line: 45, column: 31, scope: !12)
!106 = !DILocation(line: 45, column: 22, scope: !12)
!107 = !DILocation(line: 45, column: 5, scope: !12)
!108 = !DILocation(line: 45, column: 9, scope: !12)
!109 = !DILocation(line: 45, column: 12, scope: !12)
!110 = !DILocation(line: 46, column: 1, scope: !12)
