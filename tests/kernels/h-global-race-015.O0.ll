; ModuleID = 'h-global-race-015.cu'
source_filename = "h-global-race-015.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ14h_chained_scanE1s = internal addrspace(3) global [2 x [256 x i32]] undef, align 4
@_ZZ14h_chained_scanE7s_carry = internal addrspace(3) global i32 undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_chained_scan(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %19, ptr %13, align 4, !dbg !19
  %20 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %21 = mul i32 %20, 256, !dbg !23
  %22 = load i32, ptr %13, align 4, !dbg !24
  %23 = add i32 %21, %22, !dbg !25
  store i32 %23, ptr %14, align 4, !dbg !26
  store i32 0, ptr %15, align 4, !dbg !27
  %24 = load ptr, ptr %9, align 8, !dbg !28
  %25 = load i32, ptr %14, align 4, !dbg !29
  %26 = zext i32 %25 to i64, !dbg !28
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !28
  %28 = load i32, ptr %27, align 4, !dbg !28
  %29 = load i32, ptr %13, align 4, !dbg !30
  %30 = zext i32 %29 to i64, !dbg !31
  %31 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14h_chained_scanE1s to ptr), i64 0, i64 %30, !dbg !31
  store i32 %28, ptr %31, align 4, !dbg !32
  call void @llvm.nvvm.barrier0(), !dbg !33
  store i32 1, ptr %16, align 4, !dbg !34
  br label %32, !dbg !35

32:                                               ; preds = %69, %4
  %33 = load i32, ptr %16, align 4, !dbg !36
  %34 = icmp ult i32 %33, 256, !dbg !37
  br i1 %34, label %35, label %72, !dbg !38

35:                                               ; preds = %32
  %36 = load i32, ptr %15, align 4, !dbg !39
  %37 = sext i32 %36 to i64, !dbg !40
  %38 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ14h_chained_scanE1s to ptr), i64 0, i64 %37, !dbg !40
  %39 = load i32, ptr %13, align 4, !dbg !41
  %40 = zext i32 %39 to i64, !dbg !40
  %41 = getelementptr inbounds [256 x i32], ptr %38, i64 0, i64 %40, !dbg !40
  %42 = load i32, ptr %41, align 4, !dbg !40
  store i32 %42, ptr %17, align 4, !dbg !42
  %43 = load i32, ptr %13, align 4, !dbg !43
  %44 = load i32, ptr %16, align 4, !dbg !44
  %45 = icmp uge i32 %43, %44, !dbg !45
  br i1 %45, label %46, label %58, !dbg !43

46:                                               ; preds = %35
  %47 = load i32, ptr %15, align 4, !dbg !46
  %48 = sext i32 %47 to i64, !dbg !47
  %49 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ14h_chained_scanE1s to ptr), i64 0, i64 %48, !dbg !47
  %50 = load i32, ptr %13, align 4, !dbg !48
  %51 = load i32, ptr %16, align 4, !dbg !49
  %52 = sub i32 %50, %51, !dbg !50
  %53 = zext i32 %52 to i64, !dbg !47
  %54 = getelementptr inbounds [256 x i32], ptr %49, i64 0, i64 %53, !dbg !47
  %55 = load i32, ptr %54, align 4, !dbg !47
  %56 = load i32, ptr %17, align 4, !dbg !51
  %57 = add nsw i32 %56, %55, !dbg !51
  store i32 %57, ptr %17, align 4, !dbg !51
  br label %58, !dbg !52

58:                                               ; preds = %46, %35
  %59 = load i32, ptr %17, align 4, !dbg !53
  %60 = load i32, ptr %15, align 4, !dbg !54
  %61 = xor i32 %60, 1, !dbg !55
  %62 = sext i32 %61 to i64, !dbg !56
  %63 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ14h_chained_scanE1s to ptr), i64 0, i64 %62, !dbg !56
  %64 = load i32, ptr %13, align 4, !dbg !57
  %65 = zext i32 %64 to i64, !dbg !56
  %66 = getelementptr inbounds [256 x i32], ptr %63, i64 0, i64 %65, !dbg !56
  store i32 %59, ptr %66, align 4, !dbg !58
  %67 = load i32, ptr %15, align 4, !dbg !59
  %68 = xor i32 %67, 1, !dbg !59
  store i32 %68, ptr %15, align 4, !dbg !59
  call void @llvm.nvvm.barrier0(), !dbg !60
  br label %69, !dbg !61

69:                                               ; preds = %58
  %70 = load i32, ptr %16, align 4, !dbg !62
  %71 = shl i32 %70, 1, !dbg !62
  store i32 %71, ptr %16, align 4, !dbg !62
  br label %32, !dbg !38, !llvm.loop !63

72:                                               ; preds = %32
  %73 = load i32, ptr %13, align 4, !dbg !65
  %74 = icmp eq i32 %73, 0, !dbg !66
  br i1 %74, label %75, label %116, !dbg !65

75:                                               ; preds = %72
  store i32 0, ptr %18, align 4, !dbg !67
  %76 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !68
  %77 = icmp ugt i32 %76, 0, !dbg !70
  br i1 %77, label %78, label %97, !dbg !71

78:                                               ; preds = %75
  br label %79, !dbg !72

79:                                               ; preds = %89, %78
  %80 = load ptr, ptr %12, align 8, !dbg !73
  %81 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !74
  %82 = sub i32 %81, 1, !dbg !76
  %83 = zext i32 %82 to i64, !dbg !73
  %84 = getelementptr inbounds i32, ptr %80, i64 %83, !dbg !73
  store ptr %84, ptr %7, align 8
  %85 = load ptr, ptr %7, align 8, !dbg !77
  %86 = call i32 asm sideeffect "ld.acquire.gpu.global.s32 $0, [$1];", "=r,l,~{memory}"(ptr %85) #3, !dbg !80, !srcloc !81
  store i32 %86, ptr %8, align 4, !dbg !80
  %87 = load i32, ptr %8, align 4, !dbg !82
  %88 = icmp eq i32 %87, 0, !dbg !83
  br i1 %88, label %89, label %90, !dbg !72

89:                                               ; preds = %79
  br label %79, !dbg !72, !llvm.loop !84

90:                                               ; preds = %79
  %91 = load ptr, ptr %11, align 8, !dbg !86
  %92 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !87
  %93 = sub i32 %92, 1, !dbg !89
  %94 = zext i32 %93 to i64, !dbg !86
  %95 = getelementptr inbounds i32, ptr %91, i64 %94, !dbg !86
  %96 = load i32, ptr %95, align 4, !dbg !86
  store i32 %96, ptr %18, align 4, !dbg !90
  br label %97, !dbg !91

97:                                               ; preds = %90, %75
  %98 = load i32, ptr %18, align 4, !dbg !92
  %99 = load i32, ptr %15, align 4, !dbg !93
  %100 = sext i32 %99 to i64, !dbg !94
  %101 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ14h_chained_scanE1s to ptr), i64 0, i64 %100, !dbg !94
  %102 = getelementptr inbounds [256 x i32], ptr %101, i64 0, i64 255, !dbg !94
  %103 = load i32, ptr %102, align 4, !dbg !94
  %104 = add nsw i32 %98, %103, !dbg !95
  %105 = load ptr, ptr %11, align 8, !dbg !96
  %106 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !97
  %107 = zext i32 %106 to i64, !dbg !96
  %108 = getelementptr inbounds i32, ptr %105, i64 %107, !dbg !96
  store i32 %104, ptr %108, align 4, !dbg !99
  %109 = load ptr, ptr %12, align 8, !dbg !100
  %110 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !101
  %111 = zext i32 %110 to i64, !dbg !100
  %112 = getelementptr inbounds i32, ptr %109, i64 %111, !dbg !100
  store ptr %112, ptr %5, align 8
  store i32 1, ptr %6, align 4
  %113 = load ptr, ptr %5, align 8, !dbg !103
  %114 = load i32, ptr %6, align 4, !dbg !106
  call void asm sideeffect "st.release.gpu.global.s32 [$0], $1;", "l,r,~{memory}"(ptr %113, i32 %114) #3, !dbg !107, !srcloc !108
  %115 = load i32, ptr %18, align 4, !dbg !109
  store i32 %115, ptr addrspacecast (ptr addrspace(3) @_ZZ14h_chained_scanE7s_carry to ptr), align 4, !dbg !110
  br label %116, !dbg !111

116:                                              ; preds = %97, %72
  call void @llvm.nvvm.barrier0(), !dbg !112
  %117 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14h_chained_scanE7s_carry to ptr), align 4, !dbg !113
  %118 = load i32, ptr %15, align 4, !dbg !114
  %119 = sext i32 %118 to i64, !dbg !115
  %120 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ14h_chained_scanE1s to ptr), i64 0, i64 %119, !dbg !115
  %121 = load i32, ptr %13, align 4, !dbg !116
  %122 = zext i32 %121 to i64, !dbg !115
  %123 = getelementptr inbounds [256 x i32], ptr %120, i64 0, i64 %122, !dbg !115
  %124 = load i32, ptr %123, align 4, !dbg !115
  %125 = add nsw i32 %117, %124, !dbg !117
  %126 = load ptr, ptr %10, align 8, !dbg !118
  %127 = load i32, ptr %14, align 4, !dbg !119
  %128 = zext i32 %127 to i64, !dbg !118
  %129 = getelementptr inbounds i32, ptr %126, i64 %128, !dbg !118
  store i32 %125, ptr %129, align 4, !dbg !120
  ret void, !dbg !121
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
attributes #3 = { convergent nounwind }

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
!7 = !DIFile(filename: "h-global-race-015.cu", directory: ".")
!8 = !{ptr @h_chained_scan, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_chained_scan", scope: !7, file: !7, line: 26, type: !13, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 30, column: 20, scope: !12)
!19 = !DILocation(line: 30, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 31, column: 18, scope: !12)
!23 = !DILocation(line: 31, column: 29, scope: !12)
!24 = !DILocation(line: 31, column: 39, scope: !12)
!25 = !DILocation(line: 31, column: 37, scope: !12)
!26 = !DILocation(line: 31, column: 14, scope: !12)
!27 = !DILocation(line: 32, column: 9, scope: !12)
!28 = !DILocation(line: 33, column: 17, scope: !12)
!29 = !DILocation(line: 33, column: 20, scope: !12)
!30 = !DILocation(line: 33, column: 10, scope: !12)
!31 = !DILocation(line: 33, column: 5, scope: !12)
!32 = !DILocation(line: 33, column: 15, scope: !12)
!33 = !DILocation(line: 34, column: 5, scope: !12)
!34 = !DILocation(line: 35, column: 19, scope: !12)
!35 = !DILocation(line: 35, column: 10, scope: !12)
!36 = !DILocation(line: 35, column: 28, scope: !12)
!37 = !DILocation(line: 35, column: 32, scope: !12)
!38 = !DILocation(line: 35, column: 5, scope: !12)
!39 = !DILocation(line: 36, column: 19, scope: !12)
!40 = !DILocation(line: 36, column: 17, scope: !12)
!41 = !DILocation(line: 36, column: 24, scope: !12)
!42 = !DILocation(line: 36, column: 13, scope: !12)
!43 = !DILocation(line: 37, column: 13, scope: !12)
!44 = !DILocation(line: 37, column: 20, scope: !12)
!45 = !DILocation(line: 37, column: 17, scope: !12)
!46 = !DILocation(line: 38, column: 20, scope: !12)
!47 = !DILocation(line: 38, column: 18, scope: !12)
!48 = !DILocation(line: 38, column: 25, scope: !12)
!49 = !DILocation(line: 38, column: 31, scope: !12)
!50 = !DILocation(line: 38, column: 29, scope: !12)
!51 = !DILocation(line: 38, column: 15, scope: !12)
!52 = !DILocation(line: 38, column: 13, scope: !12)
!53 = !DILocation(line: 39, column: 27, scope: !12)
!54 = !DILocation(line: 39, column: 11, scope: !12)
!55 = !DILocation(line: 39, column: 15, scope: !12)
!56 = !DILocation(line: 39, column: 9, scope: !12)
!57 = !DILocation(line: 39, column: 20, scope: !12)
!58 = !DILocation(line: 39, column: 25, scope: !12)
!59 = !DILocation(line: 40, column: 13, scope: !12)
!60 = !DILocation(line: 41, column: 9, scope: !12)
!61 = !DILocation(line: 42, column: 5, scope: !12)
!62 = !DILocation(line: 35, column: 45, scope: !12)
!63 = distinct !{!63, !38, !61, !64}
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 43, column: 9, scope: !12)
!66 = !DILocation(line: 43, column: 13, scope: !12)
!67 = !DILocation(line: 44, column: 13, scope: !12)
!68 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !69)
!69 = distinct !DILocation(line: 45, column: 13, scope: !12)
!70 = !DILocation(line: 45, column: 24, scope: !12)
!71 = !DILocation(line: 45, column: 13, scope: !12)
!72 = !DILocation(line: 46, column: 13, scope: !12)
!73 = !DILocation(line: 46, column: 36, scope: !12)
!74 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !75)
!75 = distinct !DILocation(line: 46, column: 42, scope: !12)
!76 = !DILocation(line: 46, column: 53, scope: !12)
!77 = !DILocation(line: 22, column: 72, scope: !78, inlinedAt: !79)
!78 = distinct !DISubprogram(name: "ld_acquire_gpu", scope: !7, file: !7, line: 19, type: !13, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!79 = distinct !DILocation(line: 46, column: 20, scope: !12)
!80 = !DILocation(line: 22, column: 5, scope: !78, inlinedAt: !79)
!81 = !{i64 1021}
!82 = !DILocation(line: 23, column: 12, scope: !78, inlinedAt: !79)
!83 = !DILocation(line: 46, column: 59, scope: !12)
!84 = distinct !{!84, !72, !85, !64}
!85 = !DILocation(line: 46, column: 67, scope: !12)
!86 = !DILocation(line: 47, column: 21, scope: !12)
!87 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !88)
!88 = distinct !DILocation(line: 47, column: 34, scope: !12)
!89 = !DILocation(line: 47, column: 45, scope: !12)
!90 = !DILocation(line: 47, column: 19, scope: !12)
!91 = !DILocation(line: 48, column: 9, scope: !12)
!92 = !DILocation(line: 49, column: 36, scope: !12)
!93 = !DILocation(line: 49, column: 46, scope: !12)
!94 = !DILocation(line: 49, column: 44, scope: !12)
!95 = !DILocation(line: 49, column: 42, scope: !12)
!96 = !DILocation(line: 49, column: 9, scope: !12)
!97 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !98)
!98 = distinct !DILocation(line: 49, column: 22, scope: !12)
!99 = !DILocation(line: 49, column: 34, scope: !12)
!100 = !DILocation(line: 50, column: 25, scope: !12)
!101 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !102)
!102 = distinct !DILocation(line: 50, column: 31, scope: !12)
!103 = !DILocation(line: 16, column: 63, scope: !104, inlinedAt: !105)
!104 = distinct !DISubprogram(name: "st_release_gpu", scope: !7, file: !7, line: 14, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!105 = distinct !DILocation(line: 50, column: 9, scope: !12)
!106 = !DILocation(line: 16, column: 71, scope: !104, inlinedAt: !105)
!107 = !DILocation(line: 16, column: 5, scope: !104, inlinedAt: !105)
!108 = !{i64 859}
!109 = !DILocation(line: 51, column: 19, scope: !12)
!110 = !DILocation(line: 51, column: 17, scope: !12)
!111 = !DILocation(line: 52, column: 5, scope: !12)
!112 = !DILocation(line: 53, column: 5, scope: !12)
!113 = !DILocation(line: 54, column: 14, scope: !12)
!114 = !DILocation(line: 54, column: 26, scope: !12)
!115 = !DILocation(line: 54, column: 24, scope: !12)
!116 = !DILocation(line: 54, column: 31, scope: !12)
!117 = !DILocation(line: 54, column: 22, scope: !12)
!118 = !DILocation(line: 54, column: 5, scope: !12)
!119 = !DILocation(line: 54, column: 9, scope: !12)
!120 = !DILocation(line: 54, column: 12, scope: !12)
!121 = !DILocation(line: 55, column: 1, scope: !12)
