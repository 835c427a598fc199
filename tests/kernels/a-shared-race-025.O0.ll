; ModuleID = 'a-shared-race-025.cu'
source_filename = "a-shared-race-025.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ18a_blelloch_scan_okE4temp = internal addrspace(3) global [512 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_blelloch_scan_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
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
  %16 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %17, ptr %5, align 4, !dbg !19
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %19 = mul i32 2, %18, !dbg !23
  store i32 %19, ptr %6, align 4, !dbg !24
  %20 = load ptr, ptr %3, align 8, !dbg !25
  %21 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %22 = load i32, ptr %6, align 4, !dbg !29
  %23 = mul i32 %21, %22, !dbg !30
  %24 = zext i32 %23 to i64, !dbg !31
  %25 = getelementptr inbounds float, ptr %20, i64 %24, !dbg !31
  store ptr %25, ptr %7, align 8, !dbg !32
  %26 = load ptr, ptr %4, align 8, !dbg !33
  %27 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !34
  %28 = load i32, ptr %6, align 4, !dbg !36
  %29 = mul i32 %27, %28, !dbg !37
  %30 = zext i32 %29 to i64, !dbg !38
  %31 = getelementptr inbounds float, ptr %26, i64 %30, !dbg !38
  store ptr %31, ptr %8, align 8, !dbg !39
  %32 = load ptr, ptr %7, align 8, !dbg !40
  %33 = load i32, ptr %5, align 4, !dbg !41
  %34 = mul i32 2, %33, !dbg !42
  %35 = zext i32 %34 to i64, !dbg !40
  %36 = getelementptr inbounds float, ptr %32, i64 %35, !dbg !40
  %37 = load float, ptr %36, align 4, !dbg !40
  %38 = load i32, ptr %5, align 4, !dbg !43
  %39 = mul i32 2, %38, !dbg !44
  %40 = zext i32 %39 to i64, !dbg !45
  %41 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %40, !dbg !45
  store float %37, ptr %41, align 4, !dbg !46
  %42 = load ptr, ptr %7, align 8, !dbg !47
  %43 = load i32, ptr %5, align 4, !dbg !48
  %44 = mul i32 2, %43, !dbg !49
  %45 = add i32 %44, 1, !dbg !50
  %46 = zext i32 %45 to i64, !dbg !47
  %47 = getelementptr inbounds float, ptr %42, i64 %46, !dbg !47
  %48 = load float, ptr %47, align 4, !dbg !47
  %49 = load i32, ptr %5, align 4, !dbg !51
  %50 = mul i32 2, %49, !dbg !52
  %51 = add i32 %50, 1, !dbg !53
  %52 = zext i32 %51 to i64, !dbg !54
  %53 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %52, !dbg !54
  store float %48, ptr %53, align 4, !dbg !55
  store i32 1, ptr %9, align 4, !dbg !56
  %54 = load i32, ptr %6, align 4, !dbg !57
  %55 = lshr i32 %54, 1, !dbg !58
  store i32 %55, ptr %10, align 4, !dbg !59
  br label %56, !dbg !60

56:                                               ; preds = %88, %2
  %57 = load i32, ptr %10, align 4, !dbg !61
  %58 = icmp ugt i32 %57, 0, !dbg !62
  br i1 %58, label %59, label %91, !dbg !63

59:                                               ; preds = %56
  call void @llvm.nvvm.barrier0(), !dbg !64
  %60 = load i32, ptr %5, align 4, !dbg !65
  %61 = load i32, ptr %10, align 4, !dbg !66
  %62 = icmp ult i32 %60, %61, !dbg !67
  br i1 %62, label %63, label %85, !dbg !65

63:                                               ; preds = %59
  %64 = load i32, ptr %9, align 4, !dbg !68
  %65 = load i32, ptr %5, align 4, !dbg !69
  %66 = mul i32 2, %65, !dbg !70
  %67 = add i32 %66, 1, !dbg !71
  %68 = mul i32 %64, %67, !dbg !72
  %69 = sub i32 %68, 1, !dbg !73
  store i32 %69, ptr %11, align 4, !dbg !74
  %70 = load i32, ptr %9, align 4, !dbg !75
  %71 = load i32, ptr %5, align 4, !dbg !76
  %72 = mul i32 2, %71, !dbg !77
  %73 = add i32 %72, 2, !dbg !78
  %74 = mul i32 %70, %73, !dbg !79
  %75 = sub i32 %74, 1, !dbg !80
  store i32 %75, ptr %12, align 4, !dbg !81
  %76 = load i32, ptr %11, align 4, !dbg !82
  %77 = zext i32 %76 to i64, !dbg !83
  %78 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %77, !dbg !83
  %79 = load float, ptr %78, align 4, !dbg !83
  %80 = load i32, ptr %12, align 4, !dbg !84
  %81 = zext i32 %80 to i64, !dbg !85
  %82 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %81, !dbg !85
  %83 = load float, ptr %82, align 4, !dbg !86
  %84 = fadd contract float %83, %79, !dbg !86
  store float %84, ptr %82, align 4, !dbg !86
  br label %85, !dbg !87

85:                                               ; preds = %63, %59
  %86 = load i32, ptr %9, align 4, !dbg !88
  %87 = mul i32 %86, 2, !dbg !88
  store i32 %87, ptr %9, align 4, !dbg !88
  br label %88, !dbg !89

88:                                               ; preds = %85
  %89 = load i32, ptr %10, align 4, !dbg !90
  %90 = lshr i32 %89, 1, !dbg !90
  store i32 %90, ptr %10, align 4, !dbg !90
  br label %56, !dbg !63, !llvm.loop !91

91:                                               ; preds = %56
  %92 = load i32, ptr %5, align 4, !dbg !93
  %93 = icmp eq i32 %92, 0, !dbg !94
  br i1 %93, label %94, label %99, !dbg !93

94:                                               ; preds = %91
  %95 = load i32, ptr %6, align 4, !dbg !95
  %96 = sub i32 %95, 1, !dbg !96
  %97 = zext i32 %96 to i64, !dbg !97
  %98 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %97, !dbg !97
  store float 0.000000e+00, ptr %98, align 4, !dbg !98
  br label %99, !dbg !97

99:                                               ; preds = %94, %91
  store i32 1, ptr %13, align 4, !dbg !99
  br label %100, !dbg !100

100:                                              ; preds = %141, %99
  %101 = load i32, ptr %13, align 4, !dbg !101
  %102 = load i32, ptr %6, align 4, !dbg !102
  %103 = icmp ult i32 %101, %102, !dbg !103
  br i1 %103, label %104, label %144, !dbg !104

104:                                              ; preds = %100
  %105 = load i32, ptr %9, align 4, !dbg !105
  %106 = lshr i32 %105, 1, !dbg !105
  store i32 %106, ptr %9, align 4, !dbg !105
  call void @llvm.nvvm.barrier0(), !dbg !106
  %107 = load i32, ptr %5, align 4, !dbg !107
  %108 = load i32, ptr %13, align 4, !dbg !108
  %109 = icmp ult i32 %107, %108, !dbg !109
  br i1 %109, label %110, label %140, !dbg !107

110:                                              ; preds = %104
  %111 = load i32, ptr %9, align 4, !dbg !110
  %112 = load i32, ptr %5, align 4, !dbg !111
  %113 = mul i32 2, %112, !dbg !112
  %114 = add i32 %113, 1, !dbg !113
  %115 = mul i32 %111, %114, !dbg !114
  %116 = sub i32 %115, 1, !dbg !115
  store i32 %116, ptr %14, align 4, !dbg !116
  %117 = load i32, ptr %9, align 4, !dbg !117
  %118 = load i32, ptr %5, align 4, !dbg !118
  %119 = mul i32 2, %118, !dbg !119
  %120 = add i32 %119, 2, !dbg !120
  %121 = mul i32 %117, %120, !dbg !121
  %122 = sub i32 %121, 1, !dbg !122
  store i32 %122, ptr %15, align 4, !dbg !123
  %123 = load i32, ptr %14, align 4, !dbg !124
  %124 = zext i32 %123 to i64, !dbg !125
  %125 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %124, !dbg !125
  %126 = load float, ptr %125, align 4, !dbg !125
  store float %126, ptr %16, align 4, !dbg !126
  %127 = load i32, ptr %15, align 4, !dbg !127
  %128 = zext i32 %127 to i64, !dbg !128
  %129 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %128, !dbg !128
  %130 = load float, ptr %129, align 4, !dbg !128
  %131 = load i32, ptr %14, align 4, !dbg !129
  %132 = zext i32 %131 to i64, !dbg !130
  %133 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %132, !dbg !130
  store float %130, ptr %133, align 4, !dbg !131
  %134 = load float, ptr %16, align 4, !dbg !132
  %135 = load i32, ptr %15, align 4, !dbg !133
  %136 = zext i32 %135 to i64, !dbg !134
  %137 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %136, !dbg !134
  %138 = load float, ptr %137, align 4, !dbg !135
  %139 = fadd contract float %138, %134, !dbg !135
  store float %139, ptr %137, align 4, !dbg !135
  br label %140, !dbg !136

140:                                              ; preds = %110, %104
  br label %141, !dbg !137

141:                                              ; preds = %140
  %142 = load i32, ptr %13, align 4, !dbg !138
  %143 = mul i32 %142, 2, !dbg !138
  store i32 %143, ptr %13, align 4, !dbg !138
  br label %100, !dbg !104, !llvm.loop !139

144:                                              ; preds = %100
  call void @llvm.nvvm.barrier0(), !dbg !140
  %145 = load i32, ptr %5, align 4, !dbg !141
  %146 = mul i32 2, %145, !dbg !142
  %147 = zext i32 %146 to i64, !dbg !143
  %148 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %147, !dbg !143
  %149 = load float, ptr %148, align 4, !dbg !143
  %150 = load ptr, ptr %8, align 8, !dbg !144
  %151 = load i32, ptr %5, align 4, !dbg !145
  %152 = mul i32 2, %151, !dbg !146
  %153 = zext i32 %152 to i64, !dbg !144
  %154 = getelementptr inbounds float, ptr %150, i64 %153, !dbg !144
  store float %149, ptr %154, align 4, !dbg !147
  %155 = load i32, ptr %5, align 4, !dbg !148
  %156 = mul i32 2, %155, !dbg !149
  %157 = add i32 %156, 1, !dbg !150
  %158 = zext i32 %157 to i64, !dbg !151
  %159 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18a_blelloch_scan_okE4temp to ptr), i64 0, i64 %158, !dbg !151
  %160 = load float, ptr %159, align 4, !dbg !151
  %161 = load ptr, ptr %8, align 8, !dbg !152
  %162 = load i32, ptr %5, align 4, !dbg !153
  %163 = mul i32 2, %162, !dbg !154
  %164 = add i32 %163, 1, !dbg !155
  %165 = zext i32 %164 to i64, !dbg !152
  %166 = getelementptr inbounds float, ptr %161, i64 %165, !dbg !152
  store float %160, ptr %166, align 4, !dbg !156
  ret void, !dbg !157
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
!7 = !DIFile(filename: "a-shared-race-025.cu", directory: ".")
!8 = !{ptr @a_blelloch_scan_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_blelloch_scan_ok", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 18, scope: !12)
!19 = !DILocation(line: 16, column: 14, scope: !12)
!20 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 16, column: 39, scope: !12)
!23 = !DILocation(line: 16, column: 37, scope: !12)
!24 = !DILocation(line: 16, column: 31, scope: !12)
!25 = !DILocation(line: 17, column: 24, scope: !12)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 17, column: 29, scope: !12)
!29 = !DILocation(line: 17, column: 42, scope: !12)
!30 = !DILocation(line: 17, column: 40, scope: !12)
!31 = !DILocation(line: 17, column: 27, scope: !12)
!32 = !DILocation(line: 17, column: 18, scope: !12)
!33 = !DILocation(line: 18, column: 19, scope: !12)
!34 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !35)
!35 = distinct !DILocation(line: 18, column: 25, scope: !12)
!36 = !DILocation(line: 18, column: 38, scope: !12)
!37 = !DILocation(line: 18, column: 36, scope: !12)
!38 = !DILocation(line: 18, column: 23, scope: !12)
!39 = !DILocation(line: 18, column: 12, scope: !12)
!40 = !DILocation(line: 19, column: 19, scope: !12)
!41 = !DILocation(line: 19, column: 27, scope: !12)
!42 = !DILocation(line: 19, column: 25, scope: !12)
!43 = !DILocation(line: 19, column: 14, scope: !12)
!44 = !DILocation(line: 19, column: 12, scope: !12)
!45 = !DILocation(line: 19, column: 5, scope: !12)
!46 = !DILocation(line: 19, column: 17, scope: !12)
!47 = !DILocation(line: 20, column: 23, scope: !12)
!48 = !DILocation(line: 20, column: 31, scope: !12)
!49 = !DILocation(line: 20, column: 29, scope: !12)
!50 = !DILocation(line: 20, column: 33, scope: !12)
!51 = !DILocation(line: 20, column: 14, scope: !12)
!52 = !DILocation(line: 20, column: 12, scope: !12)
!53 = !DILocation(line: 20, column: 16, scope: !12)
!54 = !DILocation(line: 20, column: 5, scope: !12)
!55 = !DILocation(line: 20, column: 21, scope: !12)
!56 = !DILocation(line: 21, column: 14, scope: !12)
!57 = !DILocation(line: 22, column: 23, scope: !12)
!58 = !DILocation(line: 22, column: 25, scope: !12)
!59 = !DILocation(line: 22, column: 19, scope: !12)
!60 = !DILocation(line: 22, column: 10, scope: !12)
!61 = !DILocation(line: 22, column: 31, scope: !12)
!62 = !DILocation(line: 22, column: 33, scope: !12)
!63 = !DILocation(line: 22, column: 5, scope: !12)
!64 = !DILocation(line: 23, column: 9, scope: !12)
!65 = !DILocation(line: 24, column: 13, scope: !12)
!66 = !DILocation(line: 24, column: 17, scope: !12)
!67 = !DILocation(line: 24, column: 15, scope: !12)
!68 = !DILocation(line: 25, column: 27, scope: !12)
!69 = !DILocation(line: 25, column: 41, scope: !12)
!70 = !DILocation(line: 25, column: 39, scope: !12)
!71 = !DILocation(line: 25, column: 43, scope: !12)
!72 = !DILocation(line: 25, column: 34, scope: !12)
!73 = !DILocation(line: 25, column: 48, scope: !12)
!74 = !DILocation(line: 25, column: 22, scope: !12)
!75 = !DILocation(line: 26, column: 27, scope: !12)
!76 = !DILocation(line: 26, column: 41, scope: !12)
!77 = !DILocation(line: 26, column: 39, scope: !12)
!78 = !DILocation(line: 26, column: 43, scope: !12)
!79 = !DILocation(line: 26, column: 34, scope: !12)
!80 = !DILocation(line: 26, column: 48, scope: !12)
!81 = !DILocation(line: 26, column: 22, scope: !12)
!82 = !DILocation(line: 27, column: 30, scope: !12)
!83 = !DILocation(line: 27, column: 25, scope: !12)
!84 = !DILocation(line: 27, column: 18, scope: !12)
!85 = !DILocation(line: 27, column: 13, scope: !12)
!86 = !DILocation(line: 27, column: 22, scope: !12)
!87 = !DILocation(line: 28, column: 9, scope: !12)
!88 = !DILocation(line: 29, column: 16, scope: !12)
!89 = !DILocation(line: 30, column: 5, scope: !12)
!90 = !DILocation(line: 22, column: 40, scope: !12)
!91 = distinct !{!91, !63, !89, !92}
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocation(line: 31, column: 9, scope: !12)
!94 = !DILocation(line: 31, column: 11, scope: !12)
!95 = !DILocation(line: 32, column: 14, scope: !12)
!96 = !DILocation(line: 32, column: 16, scope: !12)
!97 = !DILocation(line: 32, column: 9, scope: !12)
!98 = !DILocation(line: 32, column: 21, scope: !12)
!99 = !DILocation(line: 33, column: 19, scope: !12)
!100 = !DILocation(line: 33, column: 10, scope: !12)
!101 = !DILocation(line: 33, column: 26, scope: !12)
!102 = !DILocation(line: 33, column: 30, scope: !12)
!103 = !DILocation(line: 33, column: 28, scope: !12)
!104 = !DILocation(line: 33, column: 5, scope: !12)
!105 = !DILocation(line: 34, column: 16, scope: !12)
!106 = !DILocation(line: 35, column: 9, scope: !12)
!107 = !DILocation(line: 36, column: 13, scope: !12)
!108 = !DILocation(line: 36, column: 17, scope: !12)
!109 = !DILocation(line: 36, column: 15, scope: !12)
!110 = !DILocation(line: 37, column: 27, scope: !12)
!111 = !DILocation(line: 37, column: 41, scope: !12)
!112 = !DILocation(line: 37, column: 39, scope: !12)
!113 = !DILocation(line: 37, column: 43, scope: !12)
!114 = !DILocation(line: 37, column: 34, scope: !12)
!115 = !DILocation(line: 37, column: 48, scope: !12)
!116 = !DILocation(line: 37, column: 22, scope: !12)
!117 = !DILocation(line: 38, column: 27, scope: !12)
!118 = !DILocation(line: 38, column: 41, scope: !12)
!119 = !DILocation(line: 38, column: 39, scope: !12)
!120 = !DILocation(line: 38, column: 43, scope: !12)
!121 = !DILocation(line: 38, column: 34, scope: !12)
!122 = !DILocation(line: 38, column: 48, scope: !12)
!123 = !DILocation(line: 38, column: 22, scope: !12)
!124 = !DILocation(line: 39, column: 28, scope: !12)
!125 = !DILocation(line: 39, column: 23, scope: !12)
!126 = !DILocation(line: 39, column: 19, scope: !12)
!127 = !DILocation(line: 40, column: 29, scope: !12)
!128 = !DILocation(line: 40, column: 24, scope: !12)
!129 = !DILocation(line: 40, column: 18, scope: !12)
!130 = !DILocation(line: 40, column: 13, scope: !12)
!131 = !DILocation(line: 40, column: 22, scope: !12)
!132 = !DILocation(line: 41, column: 25, scope: !12)
!133 = !DILocation(line: 41, column: 18, scope: !12)
!134 = !DILocation(line: 41, column: 13, scope: !12)
!135 = !DILocation(line: 41, column: 22, scope: !12)
!136 = !DILocation(line: 42, column: 9, scope: !12)
!137 = !DILocation(line: 43, column: 5, scope: !12)
!138 = !DILocation(line: 33, column: 35, scope: !12)
!139 = distinct !{!139, !104, !137, !92}
!140 = !DILocation(line: 44, column: 5, scope: !12)
!141 = !DILocation(line: 45, column: 28, scope: !12)
!142 = !DILocation(line: 45, column: 26, scope: !12)
!143 = !DILocation(line: 45, column: 19, scope: !12)
!144 = !DILocation(line: 45, column: 5, scope: !12)
!145 = !DILocation(line: 45, column: 14, scope: !12)
!146 = !DILocation(line: 45, column: 12, scope: !12)
!147 = !DILocation(line: 45, column: 17, scope: !12)
!148 = !DILocation(line: 46, column: 32, scope: !12)
!149 = !DILocation(line: 46, column: 30, scope: !12)
!150 = !DILocation(line: 46, column: 34, scope: !12)
!151 = !DILocation(line: 46, column: 23, scope: !12)
!152 = !DILocation(line: 46, column: 5, scope: !12)
!153 = !DILocation(line: 46, column: 14, scope: !12)
!154 = !DILocation(line: 46, column: 12, scope: !12)
!155 = !DILocation(line: 46, column: 16, scope: !12)
!156 = !DILocation(line: 46, column: 21, scope: !12)
!157 = !DILocation(line: 47, column: 1, scope: !12)
