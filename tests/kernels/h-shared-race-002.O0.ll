; ModuleID = 'h-shared-race-002.cu'
source_filename = "h-shared-race-002.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

$_Z18__match32_any_syncjj = comdat any

@_ZZ23h_block_radix_sort_raceE6s_keys = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ23h_block_radix_sort_raceE5s_tmp = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ23h_block_radix_sort_raceE6s_scan = internal addrspace(3) global [128 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local void @h_block_radix_sort_race(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !12 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  %25 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %25, ptr %11, align 4, !dbg !19
  %26 = load i32, ptr %11, align 4, !dbg !20
  %27 = and i32 %26, 31, !dbg !21
  store i32 %27, ptr %12, align 4, !dbg !22
  %28 = load i32, ptr %11, align 4, !dbg !23
  %29 = lshr i32 %28, 5, !dbg !24
  store i32 %29, ptr %13, align 4, !dbg !25
  %30 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %31 = mul i32 %30, 256, !dbg !29
  %32 = load i32, ptr %11, align 4, !dbg !30
  %33 = add i32 %31, %32, !dbg !31
  store i32 %33, ptr %14, align 4, !dbg !32
  %34 = load ptr, ptr %7, align 8, !dbg !33
  %35 = load i32, ptr %14, align 4, !dbg !34
  %36 = zext i32 %35 to i64, !dbg !33
  %37 = getelementptr inbounds i32, ptr %34, i64 %36, !dbg !33
  %38 = load i32, ptr %37, align 4, !dbg !33
  %39 = load i32, ptr %11, align 4, !dbg !35
  %40 = zext i32 %39 to i64, !dbg !36
  %41 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_keys to ptr), i64 0, i64 %40, !dbg !36
  store i32 %38, ptr %41, align 4, !dbg !37
  call void @llvm.nvvm.barrier0(), !dbg !38
  %42 = load i32, ptr %9, align 4, !dbg !39
  store i32 %42, ptr %15, align 4, !dbg !40
  br label %43, !dbg !41

43:                                               ; preds = %137, %4
  %44 = load i32, ptr %15, align 4, !dbg !42
  %45 = load i32, ptr %10, align 4, !dbg !43
  %46 = icmp slt i32 %44, %45, !dbg !44
  br i1 %46, label %47, label %140, !dbg !45

47:                                               ; preds = %43
  %48 = load i32, ptr %11, align 4, !dbg !46
  %49 = icmp ult i32 %48, 128, !dbg !47
  br i1 %49, label %50, label %54, !dbg !46

50:                                               ; preds = %47
  %51 = load i32, ptr %11, align 4, !dbg !48
  %52 = zext i32 %51 to i64, !dbg !49
  %53 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_scan to ptr), i64 0, i64 %52, !dbg !49
  store i32 0, ptr %53, align 4, !dbg !50
  br label %54, !dbg !49

54:                                               ; preds = %50, %47
  call void @llvm.nvvm.barrier0(), !dbg !51
  %55 = load i32, ptr %11, align 4, !dbg !52
  %56 = zext i32 %55 to i64, !dbg !53
  %57 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_keys to ptr), i64 0, i64 %56, !dbg !53
  %58 = load i32, ptr %57, align 4, !dbg !53
  store i32 %58, ptr %16, align 4, !dbg !54
  %59 = load i32, ptr %16, align 4, !dbg !55
  %60 = load i32, ptr %15, align 4, !dbg !56
  %61 = lshr i32 %59, %60, !dbg !57
  %62 = and i32 %61, 15, !dbg !58
  store i32 %62, ptr %17, align 4, !dbg !59
  %63 = load i32, ptr %17, align 4, !dbg !60
  %64 = call noundef i32 @_ZL16__match_any_syncjj(i32 noundef -1, i32 noundef %63) #5, !dbg !61
  store i32 %64, ptr %18, align 4, !dbg !62
  %65 = load i32, ptr %18, align 4, !dbg !63
  %66 = load i32, ptr %12, align 4, !dbg !64
  %67 = shl i32 1, %66, !dbg !65
  %68 = sub i32 %67, 1, !dbg !66
  %69 = and i32 %65, %68, !dbg !67
  store i32 %69, ptr %19, align 4, !dbg !68
  %70 = load i32, ptr %19, align 4, !dbg !69
  store i32 %70, ptr %5, align 4
  %71 = load i32, ptr %5, align 4, !dbg !70
  %72 = call noundef i32 @llvm.ctpop.i32(i32 %71), !dbg !74
  store i32 %72, ptr %20, align 4, !dbg !75
  %73 = load i32, ptr %18, align 4, !dbg !76
  store i32 %73, ptr %6, align 4
  %74 = load i32, ptr %6, align 4, !dbg !77
  %75 = call noundef i32 @llvm.ctpop.i32(i32 %74), !dbg !79
  store i32 %75, ptr %21, align 4, !dbg !80
  %76 = load i32, ptr %17, align 4, !dbg !81
  %77 = mul i32 %76, 8, !dbg !82
  %78 = load i32, ptr %13, align 4, !dbg !83
  %79 = add i32 %77, %78, !dbg !84
  %80 = zext i32 %79 to i64, !dbg !85
  %81 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_scan to ptr), i64 0, i64 %80, !dbg !85
  %82 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef %81, i32 noundef 1) #5, !dbg !86
  call void @llvm.nvvm.barrier0(), !dbg !87
  store i32 1, ptr %22, align 4, !dbg !88
  br label %83, !dbg !89

83:                                               ; preds = %111, %54
  %84 = load i32, ptr %22, align 4, !dbg !90
  %85 = icmp slt i32 %84, 128, !dbg !91
  br i1 %85, label %86, label %114, !dbg !92

86:                                               ; preds = %83
  store i32 0, ptr %23, align 4, !dbg !93
  %87 = load i32, ptr %11, align 4, !dbg !94
  %88 = icmp ult i32 %87, 128, !dbg !95
  br i1 %88, label %89, label %100, !dbg !96

89:                                               ; preds = %86
  %90 = load i32, ptr %11, align 4, !dbg !97
  %91 = load i32, ptr %22, align 4, !dbg !98
  %92 = icmp uge i32 %90, %91, !dbg !99
  br i1 %92, label %93, label %100, !dbg !94

93:                                               ; preds = %89
  %94 = load i32, ptr %11, align 4, !dbg !100
  %95 = load i32, ptr %22, align 4, !dbg !101
  %96 = sub i32 %94, %95, !dbg !102
  %97 = zext i32 %96 to i64, !dbg !103
  %98 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_scan to ptr), i64 0, i64 %97, !dbg !103
  %99 = load i32, ptr %98, align 4, !dbg !103
  store i32 %99, ptr %23, align 4, !dbg !104
  br label %100, !dbg !105

100:                                              ; preds = %93, %89, %86
  call void @llvm.nvvm.barrier0(), !dbg !106
  %101 = load i32, ptr %11, align 4, !dbg !107
  %102 = icmp ult i32 %101, 128, !dbg !108
  br i1 %102, label %103, label %110, !dbg !107

103:                                              ; preds = %100
  %104 = load i32, ptr %23, align 4, !dbg !109
  %105 = load i32, ptr %11, align 4, !dbg !110
  %106 = zext i32 %105 to i64, !dbg !111
  %107 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_scan to ptr), i64 0, i64 %106, !dbg !111
  %108 = load i32, ptr %107, align 4, !dbg !112
  %109 = add i32 %108, %104, !dbg !112
  store i32 %109, ptr %107, align 4, !dbg !112
  br label %110, !dbg !111

110:                                              ; preds = %103, %100
  call void @llvm.nvvm.barrier0(), !dbg !113
  br label %111, !dbg !114

111:                                              ; preds = %110
  %112 = load i32, ptr %22, align 4, !dbg !115
  %113 = shl i32 %112, 1, !dbg !115
  store i32 %113, ptr %22, align 4, !dbg !115
  br label %83, !dbg !92, !llvm.loop !116

114:                                              ; preds = %83
  %115 = load i32, ptr %17, align 4, !dbg !118
  %116 = mul i32 %115, 8, !dbg !119
  %117 = load i32, ptr %13, align 4, !dbg !120
  %118 = add i32 %116, %117, !dbg !121
  %119 = zext i32 %118 to i64, !dbg !122
  %120 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_scan to ptr), i64 0, i64 %119, !dbg !122
  %121 = load i32, ptr %120, align 4, !dbg !122
  %122 = load i32, ptr %21, align 4, !dbg !123
  %123 = sub i32 %121, %122, !dbg !124
  %124 = load i32, ptr %20, align 4, !dbg !125
  %125 = add i32 %123, %124, !dbg !126
  store i32 %125, ptr %24, align 4, !dbg !127
  %126 = load i32, ptr %16, align 4, !dbg !128
  %127 = load i32, ptr %24, align 4, !dbg !129
  %128 = zext i32 %127 to i64, !dbg !130
  %129 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE5s_tmp to ptr), i64 0, i64 %128, !dbg !130
  store i32 %126, ptr %129, align 4, !dbg !131
  %130 = load i32, ptr %11, align 4, !dbg !132
  %131 = zext i32 %130 to i64, !dbg !133
  %132 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE5s_tmp to ptr), i64 0, i64 %131, !dbg !133
  %133 = load i32, ptr %132, align 4, !dbg !133
  %134 = load i32, ptr %11, align 4, !dbg !134
  %135 = zext i32 %134 to i64, !dbg !135
  %136 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_keys to ptr), i64 0, i64 %135, !dbg !135
  store i32 %133, ptr %136, align 4, !dbg !136
  call void @llvm.nvvm.barrier0(), !dbg !137
  br label %137, !dbg !138

137:                                              ; preds = %114
  %138 = load i32, ptr %15, align 4, !dbg !139
  %139 = add nsw i32 %138, 4, !dbg !139
  store i32 %139, ptr %15, align 4, !dbg !139
  br label %43, !dbg !45, !llvm.loop !140

140:                                              ; preds = %43
  %141 = load i32, ptr %11, align 4, !dbg !141
  %142 = zext i32 %141 to i64, !dbg !142
  %143 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23h_block_radix_sort_raceE6s_keys to ptr), i64 0, i64 %142, !dbg !142
  %144 = load i32, ptr %143, align 4, !dbg !142
  %145 = load ptr, ptr %8, align 8, !dbg !143
  %146 = load i32, ptr %14, align 4, !dbg !144
  %147 = zext i32 %146 to i64, !dbg !143
  %148 = getelementptr inbounds i32, ptr %145, i64 %147, !dbg !143
  store i32 %144, ptr %148, align 4, !dbg !145
  ret void, !dbg !146
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL16__match_any_syncjj(i32 noundef %0, i32 noundef %1) #2 !dbg !147 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4, !dbg !149
  %6 = load i32, ptr %4, align 4, !dbg !150
  %7 = call noundef i32 @_Z18__match32_any_syncjj(i32 noundef %5, i32 noundef %6) #5, !dbg !151
  ret i32 %7, !dbg !152
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicAddPjj(ptr noundef %0, i32 noundef %1) #2 !dbg !153 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !155
  %8 = load i32, ptr %6, align 4, !dbg !156
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !157
  %10 = load i32, ptr %4, align 4, !dbg !160
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !161
  ret i32 %11, !dbg !162
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z18__match32_any_syncjj(i32 noundef %0, i32 noundef %1) #2 comdat !dbg !163 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4, !dbg !165
  %6 = load i32, ptr %4, align 4, !dbg !166
  %7 = call i32 @llvm.nvvm.match.any.sync.i32(i32 %5, i32 %6), !dbg !167
  ret i32 %7, !dbg !168
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
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
!7 = !DIFile(filename: "h-shared-race-002.cu", directory: ".")
!8 = !{ptr @h_block_radix_sort_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_block_radix_sort_race", scope: !7, file: !7, line: 24, type: !13, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 30, column: 20, scope: !12)
!19 = !DILocation(line: 30, column: 14, scope: !12)
!20 = !DILocation(line: 30, column: 40, scope: !12)
!21 = !DILocation(line: 30, column: 44, scope: !12)
!22 = !DILocation(line: 30, column: 33, scope: !12)
!23 = !DILocation(line: 30, column: 57, scope: !12)
!24 = !DILocation(line: 30, column: 61, scope: !12)
!25 = !DILocation(line: 30, column: 50, scope: !12)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 31, column: 18, scope: !12)
!29 = !DILocation(line: 31, column: 29, scope: !12)
!30 = !DILocation(line: 31, column: 39, scope: !12)
!31 = !DILocation(line: 31, column: 37, scope: !12)
!32 = !DILocation(line: 31, column: 14, scope: !12)
!33 = !DILocation(line: 32, column: 19, scope: !12)
!34 = !DILocation(line: 32, column: 27, scope: !12)
!35 = !DILocation(line: 32, column: 12, scope: !12)
!36 = !DILocation(line: 32, column: 5, scope: !12)
!37 = !DILocation(line: 32, column: 17, scope: !12)
!38 = !DILocation(line: 33, column: 5, scope: !12)
!39 = !DILocation(line: 34, column: 20, scope: !12)
!40 = !DILocation(line: 34, column: 14, scope: !12)
!41 = !DILocation(line: 34, column: 10, scope: !12)
!42 = !DILocation(line: 34, column: 31, scope: !12)
!43 = !DILocation(line: 34, column: 37, scope: !12)
!44 = !DILocation(line: 34, column: 35, scope: !12)
!45 = !DILocation(line: 34, column: 5, scope: !12)
!46 = !DILocation(line: 35, column: 13, scope: !12)
!47 = !DILocation(line: 35, column: 17, scope: !12)
!48 = !DILocation(line: 36, column: 20, scope: !12)
!49 = !DILocation(line: 36, column: 13, scope: !12)
!50 = !DILocation(line: 36, column: 25, scope: !12)
!51 = !DILocation(line: 37, column: 9, scope: !12)
!52 = !DILocation(line: 38, column: 31, scope: !12)
!53 = !DILocation(line: 38, column: 24, scope: !12)
!54 = !DILocation(line: 38, column: 18, scope: !12)
!55 = !DILocation(line: 39, column: 27, scope: !12)
!56 = !DILocation(line: 39, column: 34, scope: !12)
!57 = !DILocation(line: 39, column: 31, scope: !12)
!58 = !DILocation(line: 39, column: 39, scope: !12)
!59 = !DILocation(line: 39, column: 18, scope: !12)
!60 = !DILocation(line: 40, column: 56, scope: !12)
!61 = !DILocation(line: 40, column: 26, scope: !12)
!62 = !DILocation(line: 40, column: 18, scope: !12)
!63 = !DILocation(line: 41, column: 26, scope: !12)
!64 = !DILocation(line: 41, column: 42, scope: !12)
!65 = !DILocation(line: 41, column: 39, scope: !12)
!66 = !DILocation(line: 41, column: 48, scope: !12)
!67 = !DILocation(line: 41, column: 32, scope: !12)
!68 = !DILocation(line: 41, column: 18, scope: !12)
!69 = !DILocation(line: 42, column: 32, scope: !12)
!70 = !DILocation(line: 505, column: 60, scope: !71, inlinedAt: !73)
!71 = distinct !DISubprogram(name: "__popc", scope: !72, file: !72, line: 505, type: !13, scopeLine: 505, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!72 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!73 = distinct !DILocation(line: 42, column: 25, scope: !12)
!74 = !DILocation(line: 505, column: 50, scope: !71, inlinedAt: !73)
!75 = !DILocation(line: 42, column: 18, scope: !12)
!76 = !DILocation(line: 43, column: 31, scope: !12)
!77 = !DILocation(line: 505, column: 60, scope: !71, inlinedAt: !78)
!78 = distinct !DILocation(line: 43, column: 24, scope: !12)
!79 = !DILocation(line: 505, column: 50, scope: !71, inlinedAt: !78)
!80 = !DILocation(line: 43, column: 18, scope: !12)
!81 = !DILocation(line: 44, column: 27, scope: !12)
!82 = !DILocation(line: 44, column: 33, scope: !12)
!83 = !DILocation(line: 44, column: 44, scope: !12)
!84 = !DILocation(line: 44, column: 42, scope: !12)
!85 = !DILocation(line: 44, column: 20, scope: !12)
!86 = !DILocation(line: 44, column: 9, scope: !12)
!87 = !DILocation(line: 45, column: 9, scope: !12)
!88 = !DILocation(line: 46, column: 18, scope: !12)
!89 = !DILocation(line: 46, column: 14, scope: !12)
!90 = !DILocation(line: 46, column: 27, scope: !12)
!91 = !DILocation(line: 46, column: 31, scope: !12)
!92 = !DILocation(line: 46, column: 9, scope: !12)
!93 = !DILocation(line: 47, column: 22, scope: !12)
!94 = !DILocation(line: 48, column: 17, scope: !12)
!95 = !DILocation(line: 48, column: 21, scope: !12)
!96 = !DILocation(line: 48, column: 30, scope: !12)
!97 = !DILocation(line: 48, column: 33, scope: !12)
!98 = !DILocation(line: 48, column: 40, scope: !12)
!99 = !DILocation(line: 48, column: 37, scope: !12)
!100 = !DILocation(line: 49, column: 28, scope: !12)
!101 = !DILocation(line: 49, column: 34, scope: !12)
!102 = !DILocation(line: 49, column: 32, scope: !12)
!103 = !DILocation(line: 49, column: 21, scope: !12)
!104 = !DILocation(line: 49, column: 19, scope: !12)
!105 = !DILocation(line: 49, column: 17, scope: !12)
!106 = !DILocation(line: 50, column: 13, scope: !12)
!107 = !DILocation(line: 51, column: 17, scope: !12)
!108 = !DILocation(line: 51, column: 21, scope: !12)
!109 = !DILocation(line: 52, column: 32, scope: !12)
!110 = !DILocation(line: 52, column: 24, scope: !12)
!111 = !DILocation(line: 52, column: 17, scope: !12)
!112 = !DILocation(line: 52, column: 29, scope: !12)
!113 = !DILocation(line: 53, column: 13, scope: !12)
!114 = !DILocation(line: 54, column: 9, scope: !12)
!115 = !DILocation(line: 46, column: 45, scope: !12)
!116 = distinct !{!116, !92, !114, !117}
!117 = !{!"llvm.loop.mustprogress"}
!118 = !DILocation(line: 55, column: 31, scope: !12)
!119 = !DILocation(line: 55, column: 37, scope: !12)
!120 = !DILocation(line: 55, column: 48, scope: !12)
!121 = !DILocation(line: 55, column: 46, scope: !12)
!122 = !DILocation(line: 55, column: 24, scope: !12)
!123 = !DILocation(line: 55, column: 56, scope: !12)
!124 = !DILocation(line: 55, column: 54, scope: !12)
!125 = !DILocation(line: 55, column: 62, scope: !12)
!126 = !DILocation(line: 55, column: 60, scope: !12)
!127 = !DILocation(line: 55, column: 18, scope: !12)
!128 = !DILocation(line: 56, column: 22, scope: !12)
!129 = !DILocation(line: 56, column: 15, scope: !12)
!130 = !DILocation(line: 56, column: 9, scope: !12)
!131 = !DILocation(line: 56, column: 20, scope: !12)
!132 = !DILocation(line: 58, column: 29, scope: !12)
!133 = !DILocation(line: 58, column: 23, scope: !12)
!134 = !DILocation(line: 58, column: 16, scope: !12)
!135 = !DILocation(line: 58, column: 9, scope: !12)
!136 = !DILocation(line: 58, column: 21, scope: !12)
!137 = !DILocation(line: 59, column: 9, scope: !12)
!138 = !DILocation(line: 60, column: 5, scope: !12)
!139 = !DILocation(line: 34, column: 50, scope: !12)
!140 = distinct !{!140, !45, !138, !117}
!141 = !DILocation(line: 61, column: 26, scope: !12)
!142 = !DILocation(line: 61, column: 19, scope: !12)
!143 = !DILocation(line: 61, column: 5, scope: !12)
!144 = !DILocation(line: 61, column: 14, scope: !12)
!145 = !DILocation(line: 61, column: 17, scope: !12)
!146 = !DILocation(line: 62, column: 1, scope: !12)
!147 = distinct !DISubprogram(name: "__match_any_sync", scope: !148, file: !148, line: 93, type: !13, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!148 = !DIFile(filename: "/usr/local/cuda/include/crt/sm_70_rt.hpp", directory: "")
!149 = !DILocation(line: 94, column: 29, scope: !147)
!150 = !DILocation(line: 94, column: 35, scope: !147)
!151 = !DILocation(line: 94, column: 10, scope: !147)
!152 = !DILocation(line: 94, column: 3, scope: !147)
!153 = distinct !DISubprogram(name: "atomicAdd", scope: !154, file: !154, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!154 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!155 = !DILocation(line: 112, column: 23, scope: !153)
!156 = !DILocation(line: 112, column: 32, scope: !153)
!157 = !DILocation(line: 533, column: 39, scope: !158, inlinedAt: !159)
!158 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !72, file: !72, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!159 = distinct !DILocation(line: 112, column: 10, scope: !153)
!160 = !DILocation(line: 533, column: 44, scope: !158, inlinedAt: !159)
!161 = !DILocation(line: 533, column: 10, scope: !158, inlinedAt: !159)
!162 = !DILocation(line: 112, column: 3, scope: !153)
!163 = distinct !DISubprogram(name: "__match32_any_sync", scope: !164, file: !164, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!164 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!165 = !DILocation(line: 232, column: 36, scope: !163)
!166 = !DILocation(line: 232, column: 42, scope: !163)
!167 = !DILocation(line: 232, column: 10, scope: !163)
!168 = !DILocation(line: 232, column: 3, scope: !163)
