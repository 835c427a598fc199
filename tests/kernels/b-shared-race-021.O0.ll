; ModuleID = 'b-shared-race-021.cu'
source_filename = "b-shared-race-021.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_gridDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ11b_stencil2dE1s = internal addrspace(3) global [18 x [18 x float]] undef, align 4
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_stencil2d(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %15 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !15
  %16 = mul i32 %15, 16, !dbg !19
  store i32 %16, ptr %5, align 4, !dbg !20
  %17 = call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y(), !dbg !21
  %18 = mul i32 %17, 16, !dbg !24
  store i32 %18, ptr %6, align 4, !dbg !25
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !26
  store i32 %19, ptr %7, align 4, !dbg !29
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !30
  store i32 %20, ptr %8, align 4, !dbg !33
  %21 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !34
  %22 = mul i32 %21, 16, !dbg !37
  %23 = load i32, ptr %7, align 4, !dbg !38
  %24 = add i32 %22, %23, !dbg !39
  store i32 %24, ptr %9, align 4, !dbg !40
  %25 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !41
  %26 = mul i32 %25, 16, !dbg !44
  %27 = load i32, ptr %8, align 4, !dbg !45
  %28 = add i32 %26, %27, !dbg !46
  store i32 %28, ptr %10, align 4, !dbg !47
  %29 = load ptr, ptr %4, align 8, !dbg !48
  %30 = load i32, ptr %10, align 4, !dbg !49
  %31 = load i32, ptr %5, align 4, !dbg !50
  %32 = mul nsw i32 %30, %31, !dbg !51
  %33 = load i32, ptr %9, align 4, !dbg !52
  %34 = add nsw i32 %32, %33, !dbg !53
  %35 = sext i32 %34 to i64, !dbg !48
  %36 = getelementptr inbounds float, ptr %29, i64 %35, !dbg !48
  %37 = load float, ptr %36, align 4, !dbg !48
  %38 = load i32, ptr %8, align 4, !dbg !54
  %39 = add nsw i32 %38, 1, !dbg !55
  %40 = sext i32 %39 to i64, !dbg !56
  %41 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11b_stencil2dE1s to ptr), i64 0, i64 %40, !dbg !56
  %42 = load i32, ptr %7, align 4, !dbg !57
  %43 = add nsw i32 %42, 1, !dbg !58
  %44 = sext i32 %43 to i64, !dbg !56
  %45 = getelementptr inbounds [18 x float], ptr %41, i64 0, i64 %44, !dbg !56
  store float %37, ptr %45, align 4, !dbg !59
  %46 = load i32, ptr %8, align 4, !dbg !60
  %47 = icmp eq i32 %46, 0, !dbg !61
  br i1 %47, label %48, label %96, !dbg !60

48:                                               ; preds = %2
  %49 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !62
  %50 = mul i32 %49, 16, !dbg !64
  %51 = sub i32 %50, 1, !dbg !65
  store i32 %51, ptr %11, align 4, !dbg !66
  %52 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !67
  %53 = mul i32 %52, 16, !dbg !69
  %54 = add i32 %53, 16, !dbg !70
  store i32 %54, ptr %12, align 4, !dbg !71
  %55 = load ptr, ptr %4, align 8, !dbg !72
  %56 = load i32, ptr %11, align 4, !dbg !73
  %57 = icmp slt i32 %56, 0, !dbg !74
  br i1 %57, label %58, label %59, !dbg !73

58:                                               ; preds = %48
  br label %61, !dbg !73

59:                                               ; preds = %48
  %60 = load i32, ptr %11, align 4, !dbg !75
  br label %61, !dbg !73

61:                                               ; preds = %59, %58
  %62 = phi i32 [ 0, %58 ], [ %60, %59 ], !dbg !73
  %63 = load i32, ptr %5, align 4, !dbg !76
  %64 = mul nsw i32 %62, %63, !dbg !77
  %65 = load i32, ptr %9, align 4, !dbg !78
  %66 = add nsw i32 %64, %65, !dbg !79
  %67 = sext i32 %66 to i64, !dbg !72
  %68 = getelementptr inbounds float, ptr %55, i64 %67, !dbg !72
  %69 = load float, ptr %68, align 4, !dbg !72
  %70 = load i32, ptr %7, align 4, !dbg !80
  %71 = add nsw i32 %70, 1, !dbg !81
  %72 = sext i32 %71 to i64, !dbg !82
  %73 = getelementptr inbounds [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11b_stencil2dE1s to ptr), i64 0, i64 %72, !dbg !82
  store float %69, ptr %73, align 4, !dbg !83
  %74 = load ptr, ptr %4, align 8, !dbg !84
  %75 = load i32, ptr %12, align 4, !dbg !85
  %76 = load i32, ptr %6, align 4, !dbg !86
  %77 = icmp sge i32 %75, %76, !dbg !87
  br i1 %77, label %78, label %81, !dbg !85

78:                                               ; preds = %61
  %79 = load i32, ptr %6, align 4, !dbg !88
  %80 = sub nsw i32 %79, 1, !dbg !89
  br label %83, !dbg !85

81:                                               ; preds = %61
  %82 = load i32, ptr %12, align 4, !dbg !90
  br label %83, !dbg !85

83:                                               ; preds = %81, %78
  %84 = phi i32 [ %80, %78 ], [ %82, %81 ], !dbg !85
  %85 = load i32, ptr %5, align 4, !dbg !91
  %86 = mul nsw i32 %84, %85, !dbg !92
  %87 = load i32, ptr %9, align 4, !dbg !93
  %88 = add nsw i32 %86, %87, !dbg !94
  %89 = sext i32 %88 to i64, !dbg !84
  %90 = getelementptr inbounds float, ptr %74, i64 %89, !dbg !84
  %91 = load float, ptr %90, align 4, !dbg !84
  %92 = load i32, ptr %7, align 4, !dbg !95
  %93 = add nsw i32 %92, 1, !dbg !96
  %94 = sext i32 %93 to i64, !dbg !97
  %95 = getelementptr inbounds [18 x float], ptr getelementptr inbounds ([18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11b_stencil2dE1s to ptr), i64 0, i64 17), i64 0, i64 %94, !dbg !97
  store float %91, ptr %95, align 4, !dbg !98
  br label %96, !dbg !99

96:                                               ; preds = %83, %2
  %97 = load i32, ptr %7, align 4, !dbg !100
  %98 = icmp eq i32 %97, 0, !dbg !101
  br i1 %98, label %99, label %149, !dbg !100

99:                                               ; preds = %96
  %100 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !102
  %101 = mul i32 %100, 16, !dbg !104
  %102 = sub i32 %101, 1, !dbg !105
  store i32 %102, ptr %13, align 4, !dbg !106
  %103 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !107
  %104 = mul i32 %103, 16, !dbg !109
  %105 = add i32 %104, 16, !dbg !110
  store i32 %105, ptr %14, align 4, !dbg !111
  %106 = load ptr, ptr %4, align 8, !dbg !112
  %107 = load i32, ptr %10, align 4, !dbg !113
  %108 = load i32, ptr %5, align 4, !dbg !114
  %109 = mul nsw i32 %107, %108, !dbg !115
  %110 = load i32, ptr %13, align 4, !dbg !116
  %111 = icmp slt i32 %110, 0, !dbg !117
  br i1 %111, label %112, label %113, !dbg !116

112:                                              ; preds = %99
  br label %115, !dbg !116

113:                                              ; preds = %99
  %114 = load i32, ptr %13, align 4, !dbg !118
  br label %115, !dbg !116

115:                                              ; preds = %113, %112
  %116 = phi i32 [ 0, %112 ], [ %114, %113 ], !dbg !116
  %117 = add nsw i32 %109, %116, !dbg !119
  %118 = sext i32 %117 to i64, !dbg !112
  %119 = getelementptr inbounds float, ptr %106, i64 %118, !dbg !112
  %120 = load float, ptr %119, align 4, !dbg !112
  %121 = load i32, ptr %8, align 4, !dbg !120
  %122 = add nsw i32 %121, 1, !dbg !121
  %123 = sext i32 %122 to i64, !dbg !122
  %124 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11b_stencil2dE1s to ptr), i64 0, i64 %123, !dbg !122
  %125 = getelementptr inbounds [18 x float], ptr %124, i64 0, i64 0, !dbg !122
  store float %120, ptr %125, align 4, !dbg !123
  %126 = load ptr, ptr %4, align 8, !dbg !124
  %127 = load i32, ptr %10, align 4, !dbg !125
  %128 = load i32, ptr %5, align 4, !dbg !126
  %129 = mul nsw i32 %127, %128, !dbg !127
  %130 = load i32, ptr %14, align 4, !dbg !128
  %131 = load i32, ptr %5, align 4, !dbg !129
  %132 = icmp sge i32 %130, %131, !dbg !130
  br i1 %132, label %133, label %136, !dbg !128

133:                                              ; preds = %115
  %134 = load i32, ptr %5, align 4, !dbg !131
  %135 = sub nsw i32 %134, 1, !dbg !132
  br label %138, !dbg !128

136:                                              ; preds = %115
  %137 = load i32, ptr %14, align 4, !dbg !133
  br label %138, !dbg !128

138:                                              ; preds = %136, %133
  %139 = phi i32 [ %135, %133 ], [ %137, %136 ], !dbg !128
  %140 = add nsw i32 %129, %139, !dbg !134
  %141 = sext i32 %140 to i64, !dbg !124
  %142 = getelementptr inbounds float, ptr %126, i64 %141, !dbg !124
  %143 = load float, ptr %142, align 4, !dbg !124
  %144 = load i32, ptr %8, align 4, !dbg !135
  %145 = add nsw i32 %144, 1, !dbg !136
  %146 = sext i32 %145 to i64, !dbg !137
  %147 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11b_stencil2dE1s to ptr), i64 0, i64 %146, !dbg !137
  %148 = getelementptr inbounds [18 x float], ptr %147, i64 0, i64 17, !dbg !137
  store float %143, ptr %148, align 4, !dbg !138
  br label %149, !dbg !139

149:                                              ; preds = %138, %96
  call void @llvm.nvvm.barrier0(), !dbg !140
  %150 = load i32, ptr %8, align 4, !dbg !141
  %151 = add nsw i32 %150, 1, !dbg !142
  %152 = sext i32 %151 to i64, !dbg !143
  %153 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11b_stencil2dE1s to ptr), i64 0, i64 %152, !dbg !143
  %154 = load i32, ptr %7, align 4, !dbg !144
  %155 = sext i32 %154 to i64, !dbg !143
  %156 = getelementptr inbounds [18 x float], ptr %153, i64 0, i64 %155, !dbg !143
  %157 = load float, ptr %156, align 4, !dbg !143
  %158 = load i32, ptr %8, align 4, !dbg !145
  %159 = add nsw i32 %158, 1, !dbg !146
  %160 = sext i32 %159 to i64, !dbg !147
  %161 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11b_stencil2dE1s to ptr), i64 0, i64 %160, !dbg !147
  %162 = load i32, ptr %7, align 4, !dbg !148
  %163 = add nsw i32 %162, 2, !dbg !149
  %164 = sext i32 %163 to i64, !dbg !147
  %165 = getelementptr inbounds [18 x float], ptr %161, i64 0, i64 %164, !dbg !147
  %166 = load float, ptr %165, align 4, !dbg !147
  %167 = fadd contract float %157, %166, !dbg !150
  %168 = load i32, ptr %8, align 4, !dbg !151
  %169 = sext i32 %168 to i64, !dbg !152
  %170 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11b_stencil2dE1s to ptr), i64 0, i64 %169, !dbg !152
  %171 = load i32, ptr %7, align 4, !dbg !153
  %172 = add nsw i32 %171, 1, !dbg !154
  %173 = sext i32 %172 to i64, !dbg !152
  %174 = getelementptr inbounds [18 x float], ptr %170, i64 0, i64 %173, !dbg !152
  %175 = load float, ptr %174, align 4, !dbg !152
  %176 = fadd contract float %167, %175, !dbg !155
  %177 = load i32, ptr %8, align 4, !dbg !156
  %178 = add nsw i32 %177, 2, !dbg !157
  %179 = sext i32 %178 to i64, !dbg !158
  %180 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11b_stencil2dE1s to ptr), i64 0, i64 %179, !dbg !158
  %181 = load i32, ptr %7, align 4, !dbg !159
  %182 = add nsw i32 %181, 1, !dbg !160
  %183 = sext i32 %182 to i64, !dbg !158
  %184 = getelementptr inbounds [18 x float], ptr %180, i64 0, i64 %183, !dbg !158
  %185 = load float, ptr %184, align 4, !dbg !158
  %186 = fadd contract float %176, %185, !dbg !161
  %187 = load i32, ptr %8, align 4, !dbg !162
  %188 = add nsw i32 %187, 1, !dbg !163
  %189 = sext i32 %188 to i64, !dbg !164
  %190 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11b_stencil2dE1s to ptr), i64 0, i64 %189, !dbg !164
  %191 = load i32, ptr %7, align 4, !dbg !165
  %192 = add nsw i32 %191, 1, !dbg !166
  %193 = sext i32 %192 to i64, !dbg !164
  %194 = getelementptr inbounds [18 x float], ptr %190, i64 0, i64 %193, !dbg !164
  %195 = load float, ptr %194, align 4, !dbg !164
  %196 = fmul contract float 4.000000e+00, %195, !dbg !167
  %197 = fsub contract float %186, %196, !dbg !168
  %198 = load ptr, ptr %3, align 8, !dbg !169
  %199 = load i32, ptr %10, align 4, !dbg !170
  %200 = load i32, ptr %5, align 4, !dbg !171
  %201 = mul nsw i32 %199, %200, !dbg !172
  %202 = load i32, ptr %9, align 4, !dbg !173
  %203 = add nsw i32 %201, %202, !dbg !174
  %204 = sext i32 %203 to i64, !dbg !169
  %205 = getelementptr inbounds float, ptr %198, i64 %204, !dbg !169
  store float %197, ptr %205, align 4, !dbg !175
  ret void, !dbg !176
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

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
!7 = !DIFile(filename: "b-shared-race-021.cu", directory: ".")
!8 = !{ptr @b_stencil2d, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_stencil2d", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 92, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 23, scope: !12)
!20 = !DILocation(line: 13, column: 9, scope: !12)
!21 = !DILocation(line: 93, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 93, type: !13, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 13, column: 32, scope: !12)
!24 = !DILocation(line: 13, column: 42, scope: !12)
!25 = !DILocation(line: 13, column: 28, scope: !12)
!26 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 14, column: 14, scope: !12)
!29 = !DILocation(line: 14, column: 9, scope: !12)
!30 = !DILocation(line: 54, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!32 = distinct !DILocation(line: 14, column: 32, scope: !12)
!33 = !DILocation(line: 14, column: 27, scope: !12)
!34 = !DILocation(line: 66, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!36 = distinct !DILocation(line: 15, column: 14, scope: !12)
!37 = !DILocation(line: 15, column: 25, scope: !12)
!38 = !DILocation(line: 15, column: 31, scope: !12)
!39 = !DILocation(line: 15, column: 29, scope: !12)
!40 = !DILocation(line: 15, column: 9, scope: !12)
!41 = !DILocation(line: 67, column: 3, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!43 = distinct !DILocation(line: 15, column: 40, scope: !12)
!44 = !DILocation(line: 15, column: 51, scope: !12)
!45 = !DILocation(line: 15, column: 57, scope: !12)
!46 = !DILocation(line: 15, column: 55, scope: !12)
!47 = !DILocation(line: 15, column: 35, scope: !12)
!48 = !DILocation(line: 16, column: 25, scope: !12)
!49 = !DILocation(line: 16, column: 28, scope: !12)
!50 = !DILocation(line: 16, column: 33, scope: !12)
!51 = !DILocation(line: 16, column: 31, scope: !12)
!52 = !DILocation(line: 16, column: 37, scope: !12)
!53 = !DILocation(line: 16, column: 35, scope: !12)
!54 = !DILocation(line: 16, column: 7, scope: !12)
!55 = !DILocation(line: 16, column: 10, scope: !12)
!56 = !DILocation(line: 16, column: 5, scope: !12)
!57 = !DILocation(line: 16, column: 15, scope: !12)
!58 = !DILocation(line: 16, column: 18, scope: !12)
!59 = !DILocation(line: 16, column: 23, scope: !12)
!60 = !DILocation(line: 17, column: 9, scope: !12)
!61 = !DILocation(line: 17, column: 12, scope: !12)
!62 = !DILocation(line: 67, column: 3, scope: !42, inlinedAt: !63)
!63 = distinct !DILocation(line: 18, column: 18, scope: !12)
!64 = !DILocation(line: 18, column: 29, scope: !12)
!65 = !DILocation(line: 18, column: 33, scope: !12)
!66 = !DILocation(line: 18, column: 13, scope: !12)
!67 = !DILocation(line: 67, column: 3, scope: !42, inlinedAt: !68)
!68 = distinct !DILocation(line: 18, column: 43, scope: !12)
!69 = !DILocation(line: 18, column: 54, scope: !12)
!70 = !DILocation(line: 18, column: 58, scope: !12)
!71 = !DILocation(line: 18, column: 38, scope: !12)
!72 = !DILocation(line: 19, column: 28, scope: !12)
!73 = !DILocation(line: 19, column: 32, scope: !12)
!74 = !DILocation(line: 19, column: 35, scope: !12)
!75 = !DILocation(line: 19, column: 45, scope: !12)
!76 = !DILocation(line: 19, column: 51, scope: !12)
!77 = !DILocation(line: 19, column: 49, scope: !12)
!78 = !DILocation(line: 19, column: 55, scope: !12)
!79 = !DILocation(line: 19, column: 53, scope: !12)
!80 = !DILocation(line: 19, column: 14, scope: !12)
!81 = !DILocation(line: 19, column: 17, scope: !12)
!82 = !DILocation(line: 19, column: 9, scope: !12)
!83 = !DILocation(line: 19, column: 26, scope: !12)
!84 = !DILocation(line: 20, column: 28, scope: !12)
!85 = !DILocation(line: 20, column: 32, scope: !12)
!86 = !DILocation(line: 20, column: 38, scope: !12)
!87 = !DILocation(line: 20, column: 35, scope: !12)
!88 = !DILocation(line: 20, column: 42, scope: !12)
!89 = !DILocation(line: 20, column: 44, scope: !12)
!90 = !DILocation(line: 20, column: 50, scope: !12)
!91 = !DILocation(line: 20, column: 56, scope: !12)
!92 = !DILocation(line: 20, column: 54, scope: !12)
!93 = !DILocation(line: 20, column: 60, scope: !12)
!94 = !DILocation(line: 20, column: 58, scope: !12)
!95 = !DILocation(line: 20, column: 18, scope: !12)
!96 = !DILocation(line: 20, column: 21, scope: !12)
!97 = !DILocation(line: 20, column: 9, scope: !12)
!98 = !DILocation(line: 20, column: 26, scope: !12)
!99 = !DILocation(line: 21, column: 5, scope: !12)
!100 = !DILocation(line: 22, column: 9, scope: !12)
!101 = !DILocation(line: 22, column: 12, scope: !12)
!102 = !DILocation(line: 66, column: 3, scope: !35, inlinedAt: !103)
!103 = distinct !DILocation(line: 23, column: 18, scope: !12)
!104 = !DILocation(line: 23, column: 29, scope: !12)
!105 = !DILocation(line: 23, column: 33, scope: !12)
!106 = !DILocation(line: 23, column: 13, scope: !12)
!107 = !DILocation(line: 66, column: 3, scope: !35, inlinedAt: !108)
!108 = distinct !DILocation(line: 23, column: 43, scope: !12)
!109 = !DILocation(line: 23, column: 54, scope: !12)
!110 = !DILocation(line: 23, column: 58, scope: !12)
!111 = !DILocation(line: 23, column: 38, scope: !12)
!112 = !DILocation(line: 24, column: 28, scope: !12)
!113 = !DILocation(line: 24, column: 31, scope: !12)
!114 = !DILocation(line: 24, column: 36, scope: !12)
!115 = !DILocation(line: 24, column: 34, scope: !12)
!116 = !DILocation(line: 24, column: 41, scope: !12)
!117 = !DILocation(line: 24, column: 44, scope: !12)
!118 = !DILocation(line: 24, column: 54, scope: !12)
!119 = !DILocation(line: 24, column: 38, scope: !12)
!120 = !DILocation(line: 24, column: 11, scope: !12)
!121 = !DILocation(line: 24, column: 14, scope: !12)
!122 = !DILocation(line: 24, column: 9, scope: !12)
!123 = !DILocation(line: 24, column: 26, scope: !12)
!124 = !DILocation(line: 25, column: 28, scope: !12)
!125 = !DILocation(line: 25, column: 31, scope: !12)
!126 = !DILocation(line: 25, column: 36, scope: !12)
!127 = !DILocation(line: 25, column: 34, scope: !12)
!128 = !DILocation(line: 25, column: 41, scope: !12)
!129 = !DILocation(line: 25, column: 47, scope: !12)
!130 = !DILocation(line: 25, column: 44, scope: !12)
!131 = !DILocation(line: 25, column: 51, scope: !12)
!132 = !DILocation(line: 25, column: 53, scope: !12)
!133 = !DILocation(line: 25, column: 59, scope: !12)
!134 = !DILocation(line: 25, column: 38, scope: !12)
!135 = !DILocation(line: 25, column: 11, scope: !12)
!136 = !DILocation(line: 25, column: 14, scope: !12)
!137 = !DILocation(line: 25, column: 9, scope: !12)
!138 = !DILocation(line: 25, column: 26, scope: !12)
!139 = !DILocation(line: 26, column: 5, scope: !12)
!140 = !DILocation(line: 27, column: 5, scope: !12)
!141 = !DILocation(line: 28, column: 26, scope: !12)
!142 = !DILocation(line: 28, column: 29, scope: !12)
!143 = !DILocation(line: 28, column: 24, scope: !12)
!144 = !DILocation(line: 28, column: 34, scope: !12)
!145 = !DILocation(line: 28, column: 42, scope: !12)
!146 = !DILocation(line: 28, column: 45, scope: !12)
!147 = !DILocation(line: 28, column: 40, scope: !12)
!148 = !DILocation(line: 28, column: 50, scope: !12)
!149 = !DILocation(line: 28, column: 53, scope: !12)
!150 = !DILocation(line: 28, column: 38, scope: !12)
!151 = !DILocation(line: 28, column: 62, scope: !12)
!152 = !DILocation(line: 28, column: 60, scope: !12)
!153 = !DILocation(line: 28, column: 66, scope: !12)
!154 = !DILocation(line: 28, column: 69, scope: !12)
!155 = !DILocation(line: 28, column: 58, scope: !12)
!156 = !DILocation(line: 28, column: 78, scope: !12)
!157 = !DILocation(line: 28, column: 81, scope: !12)
!158 = !DILocation(line: 28, column: 76, scope: !12)
!159 = !DILocation(line: 28, column: 86, scope: !12)
!160 = !DILocation(line: 28, column: 89, scope: !12)
!161 = !DILocation(line: 28, column: 74, scope: !12)
!162 = !DILocation(line: 29, column: 33, scope: !12)
!163 = !DILocation(line: 29, column: 36, scope: !12)
!164 = !DILocation(line: 29, column: 31, scope: !12)
!165 = !DILocation(line: 29, column: 41, scope: !12)
!166 = !DILocation(line: 29, column: 44, scope: !12)
!167 = !DILocation(line: 29, column: 29, scope: !12)
!168 = !DILocation(line: 29, column: 22, scope: !12)
!169 = !DILocation(line: 28, column: 5, scope: !12)
!170 = !DILocation(line: 28, column: 9, scope: !12)
!171 = !DILocation(line: 28, column: 14, scope: !12)
!172 = !DILocation(line: 28, column: 12, scope: !12)
!173 = !DILocation(line: 28, column: 18, scope: !12)
!174 = !DILocation(line: 28, column: 16, scope: !12)
!175 = !DILocation(line: 28, column: 22, scope: !12)
!176 = !DILocation(line: 30, column: 1, scope: !12)
