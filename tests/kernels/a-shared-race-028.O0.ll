; ModuleID = 'a-shared-race-028.cu'
source_filename = "a-shared-race-028.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ19a_blelloch_offbyoneE4temp = internal addrspace(3) global [513 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_blelloch_offbyone(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
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
  %41 = getelementptr inbounds [513 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_blelloch_offbyoneE4temp to ptr), i64 0, i64 %40, !dbg !45
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
  %53 = getelementptr inbounds [513 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_blelloch_offbyoneE4temp to ptr), i64 0, i64 %52, !dbg !54
  store float %48, ptr %53, align 4, !dbg !55
  %54 = load i32, ptr %5, align 4, !dbg !56
  %55 = icmp eq i32 %54, 0, !dbg !57
  br i1 %55, label %56, label %60, !dbg !56

56:                                               ; preds = %2
  %57 = load i32, ptr %6, align 4, !dbg !58
  %58 = zext i32 %57 to i64, !dbg !59
  %59 = getelementptr inbounds [513 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_blelloch_offbyoneE4temp to ptr), i64 0, i64 %58, !dbg !59
  store float 0.000000e+00, ptr %59, align 4, !dbg !60
  br label %60, !dbg !59

60:                                               ; preds = %56, %2
  store i32 1, ptr %9, align 4, !dbg !61
  %61 = load i32, ptr %6, align 4, !dbg !62
  %62 = lshr i32 %61, 1, !dbg !63
  store i32 %62, ptr %10, align 4, !dbg !64
  br label %63, !dbg !65

63:                                               ; preds = %94, %60
  %64 = load i32, ptr %10, align 4, !dbg !66
  %65 = icmp ugt i32 %64, 0, !dbg !67
  br i1 %65, label %66, label %97, !dbg !68

66:                                               ; preds = %63
  call void @llvm.nvvm.barrier0(), !dbg !69
  %67 = load i32, ptr %5, align 4, !dbg !70
  %68 = load i32, ptr %10, align 4, !dbg !71
  %69 = icmp ult i32 %67, %68, !dbg !72
  br i1 %69, label %70, label %91, !dbg !70

70:                                               ; preds = %66
  %71 = load i32, ptr %9, align 4, !dbg !73
  %72 = load i32, ptr %5, align 4, !dbg !74
  %73 = mul i32 2, %72, !dbg !75
  %74 = add i32 %73, 1, !dbg !76
  %75 = mul i32 %71, %74, !dbg !77
  %76 = sub i32 %75, 1, !dbg !78
  store i32 %76, ptr %11, align 4, !dbg !79
  %77 = load i32, ptr %9, align 4, !dbg !80
  %78 = load i32, ptr %5, align 4, !dbg !81
  %79 = mul i32 2, %78, !dbg !82
  %80 = add i32 %79, 2, !dbg !83
  %81 = mul i32 %77, %80, !dbg !84
  store i32 %81, ptr %12, align 4, !dbg !85
  %82 = load i32, ptr %11, align 4, !dbg !86
  %83 = zext i32 %82 to i64, !dbg !87
  %84 = getelementptr inbounds [513 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_blelloch_offbyoneE4temp to ptr), i64 0, i64 %83, !dbg !87
  %85 = load float, ptr %84, align 4, !dbg !87
  %86 = load i32, ptr %12, align 4, !dbg !88
  %87 = zext i32 %86 to i64, !dbg !89
  %88 = getelementptr inbounds [513 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_blelloch_offbyoneE4temp to ptr), i64 0, i64 %87, !dbg !89
  %89 = load float, ptr %88, align 4, !dbg !90
  %90 = fadd contract float %89, %85, !dbg !90
  store float %90, ptr %88, align 4, !dbg !90
  br label %91, !dbg !91

91:                                               ; preds = %70, %66
  %92 = load i32, ptr %9, align 4, !dbg !92
  %93 = mul i32 %92, 2, !dbg !92
  store i32 %93, ptr %9, align 4, !dbg !92
  br label %94, !dbg !93

94:                                               ; preds = %91
  %95 = load i32, ptr %10, align 4, !dbg !94
  %96 = lshr i32 %95, 1, !dbg !94
  store i32 %96, ptr %10, align 4, !dbg !94
  br label %63, !dbg !68, !llvm.loop !95

97:                                               ; preds = %63
  %98 = load i32, ptr %5, align 4, !dbg !97
  %99 = icmp eq i32 %98, 0, !dbg !98
  br i1 %99, label %100, label %105, !dbg !97

100:                                              ; preds = %97
  %101 = load i32, ptr %6, align 4, !dbg !99
  %102 = sub i32 %101, 1, !dbg !100
  %103 = zext i32 %102 to i64, !dbg !101
  %104 = getelementptr inbounds [513 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_blelloch_offbyoneE4temp to ptr), i64 0, i64 %103, !dbg !101
  store float 0.000000e+00, ptr %104, align 4, !dbg !102
  br label %105, !dbg !101

105:                                              ; preds = %100, %97
  store i32 1, ptr %13, align 4, !dbg !103
  br label %106, !dbg !104

106:                                              ; preds = %147, %105
  %107 = load i32, ptr %13, align 4, !dbg !105
  %108 = load i32, ptr %6, align 4, !dbg !106
  %109 = icmp ult i32 %107, %108, !dbg !107
  br i1 %109, label %110, label %150, !dbg !108

110:                                              ; preds = %106
  %111 = load i32, ptr %9, align 4, !dbg !109
  %112 = lshr i32 %111, 1, !dbg !109
  store i32 %112, ptr %9, align 4, !dbg !109
  call void @llvm.nvvm.barrier0(), !dbg !110
  %113 = load i32, ptr %5, align 4, !dbg !111
  %114 = load i32, ptr %13, align 4, !dbg !112
  %115 = icmp ult i32 %113, %114, !dbg !113
  br i1 %115, label %116, label %146, !dbg !111

116:                                              ; preds = %110
  %117 = load i32, ptr %9, align 4, !dbg !114
  %118 = load i32, ptr %5, align 4, !dbg !115
  %119 = mul i32 2, %118, !dbg !116
  %120 = add i32 %119, 1, !dbg !117
  %121 = mul i32 %117, %120, !dbg !118
  %122 = sub i32 %121, 1, !dbg !119
  store i32 %122, ptr %14, align 4, !dbg !120
  %123 = load i32, ptr %9, align 4, !dbg !121
  %124 = load i32, ptr %5, align 4, !dbg !122
  %125 = mul i32 2, %124, !dbg !123
  %126 = add i32 %125, 2, !dbg !124
  %127 = mul i32 %123, %126, !dbg !125
  %128 = sub i32 %127, 1, !dbg !126
  store i32 %128, ptr %15, align 4, !dbg !127
  %129 = load i32, ptr %14, align 4, !dbg !128
  %130 = zext i32 %129 to i64, !dbg !129
  %131 = getelementptr inbounds [513 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_blelloch_offbyoneE4temp to ptr), i64 0, i64 %130, !dbg !129
  %132 = load float, ptr %131, align 4, !dbg !129
  store float %132, ptr %16, align 4, !dbg !130
  %133 = load i32, ptr %15, align 4, !dbg !131
  %134 = zext i32 %133 to i64, !dbg !132
  %135 = getelementptr inbounds [513 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_blelloch_offbyoneE4temp to ptr), i64 0, i64 %134, !dbg !132
  %136 = load float, ptr %135, align 4, !dbg !132
  %137 = load i32, ptr %14, align 4, !dbg !133
  %138 = zext i32 %137 to i64, !dbg !134
  %139 = getelementptr inbounds [513 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_blelloch_offbyoneE4temp to ptr), i64 0, i64 %138, !dbg !134
  store float %136, ptr %139, align 4, !dbg !135
  %140 = load float, ptr %16, align 4, !dbg !136
  %141 = load i32, ptr %15, align 4, !dbg !137
  %142 = zext i32 %141 to i64, !dbg !138
  %143 = getelementptr inbounds [513 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_blelloch_offbyoneE4temp to ptr), i64 0, i64 %142, !dbg !138
  %144 = load float, ptr %143, align 4, !dbg !139
  %145 = fadd contract float %144, %140, !dbg !139
  store float %145, ptr %143, align 4, !dbg !139
  br label %146, !dbg !140

146:                                              ; preds = %116, %110
  br label %147, !dbg !141

147:                                              ; preds = %146
  %148 = load i32, ptr %13, align 4, !dbg !142
  %149 = mul i32 %148, 2, !dbg !142
  store i32 %149, ptr %13, align 4, !dbg !142
  br label %106, !dbg !108, !llvm.loop !143

150:                                              ; preds = %106
  call void @llvm.nvvm.barrier0(), !dbg !144
  %151 = load i32, ptr %5, align 4, !dbg !145
  %152 = mul i32 2, %151, !dbg !146
  %153 = zext i32 %152 to i64, !dbg !147
  %154 = getelementptr inbounds [513 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_blelloch_offbyoneE4temp to ptr), i64 0, i64 %153, !dbg !147
  %155 = load float, ptr %154, align 4, !dbg !147
  %156 = load ptr, ptr %8, align 8, !dbg !148
  %157 = load i32, ptr %5, align 4, !dbg !149
  %158 = mul i32 2, %157, !dbg !150
  %159 = zext i32 %158 to i64, !dbg !148
  %160 = getelementptr inbounds float, ptr %156, i64 %159, !dbg !148
  store float %155, ptr %160, align 4, !dbg !151
  %161 = load i32, ptr %5, align 4, !dbg !152
  %162 = mul i32 2, %161, !dbg !153
  %163 = add i32 %162, 1, !dbg !154
  %164 = zext i32 %163 to i64, !dbg !155
  %165 = getelementptr inbounds [513 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_blelloch_offbyoneE4temp to ptr), i64 0, i64 %164, !dbg !155
  %166 = load float, ptr %165, align 4, !dbg !155
  %167 = load ptr, ptr %8, align 8, !dbg !156
  %168 = load i32, ptr %5, align 4, !dbg !157
  %169 = mul i32 2, %168, !dbg !158
  %170 = add i32 %169, 1, !dbg !159
  %171 = zext i32 %170 to i64, !dbg !156
  %172 = getelementptr inbounds float, ptr %167, i64 %171, !dbg !156
  store float %166, ptr %172, align 4, !dbg !160
  ret void, !dbg !161
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
!7 = !DIFile(filename: "a-shared-race-028.cu", directory: ".")
!8 = !{ptr @a_blelloch_offbyone, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_blelloch_offbyone", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 18, scope: !12)
!19 = !DILocation(line: 14, column: 14, scope: !12)
!20 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 14, column: 39, scope: !12)
!23 = !DILocation(line: 14, column: 37, scope: !12)
!24 = !DILocation(line: 14, column: 31, scope: !12)
!25 = !DILocation(line: 15, column: 24, scope: !12)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 15, column: 29, scope: !12)
!29 = !DILocation(line: 15, column: 42, scope: !12)
!30 = !DILocation(line: 15, column: 40, scope: !12)
!31 = !DILocation(line: 15, column: 27, scope: !12)
!32 = !DILocation(line: 15, column: 18, scope: !12)
!33 = !DILocation(line: 16, column: 19, scope: !12)
!34 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !35)
!35 = distinct !DILocation(line: 16, column: 25, scope: !12)
!36 = !DILocation(line: 16, column: 38, scope: !12)
!37 = !DILocation(line: 16, column: 36, scope: !12)
!38 = !DILocation(line: 16, column: 23, scope: !12)
!39 = !DILocation(line: 16, column: 12, scope: !12)
!40 = !DILocation(line: 17, column: 19, scope: !12)
!41 = !DILocation(line: 17, column: 27, scope: !12)
!42 = !DILocation(line: 17, column: 25, scope: !12)
!43 = !DILocation(line: 17, column: 14, scope: !12)
!44 = !DILocation(line: 17, column: 12, scope: !12)
!45 = !DILocation(line: 17, column: 5, scope: !12)
!46 = !DILocation(line: 17, column: 17, scope: !12)
!47 = !DILocation(line: 18, column: 23, scope: !12)
!48 = !DILocation(line: 18, column: 31, scope: !12)
!49 = !DILocation(line: 18, column: 29, scope: !12)
!50 = !DILocation(line: 18, column: 33, scope: !12)
!51 = !DILocation(line: 18, column: 14, scope: !12)
!52 = !DILocation(line: 18, column: 12, scope: !12)
!53 = !DILocation(line: 18, column: 16, scope: !12)
!54 = !DILocation(line: 18, column: 5, scope: !12)
!55 = !DILocation(line: 18, column: 21, scope: !12)
!56 = !DILocation(line: 19, column: 9, scope: !12)
!57 = !DILocation(line: 19, column: 11, scope: !12)
!58 = !DILocation(line: 20, column: 14, scope: !12)
!59 = !DILocation(line: 20, column: 9, scope: !12)
!60 = !DILocation(line: 20, column: 17, scope: !12)
!61 = !DILocation(line: 21, column: 14, scope: !12)
!62 = !DILocation(line: 22, column: 23, scope: !12)
!63 = !DILocation(line: 22, column: 25, scope: !12)
!64 = !DILocation(line: 22, column: 19, scope: !12)
!65 = !DILocation(line: 22, column: 10, scope: !12)
!66 = !DILocation(line: 22, column: 31, scope: !12)
!67 = !DILocation(line: 22, column: 33, scope: !12)
!68 = !DILocation(line: 22, column: 5, scope: !12)
!69 = !DILocation(line: 23, column: 9, scope: !12)
!70 = !DILocation(line: 24, column: 13, scope: !12)
!71 = !DILocation(line: 24, column: 17, scope: !12)
!72 = !DILocation(line: 24, column: 15, scope: !12)
!73 = !DILocation(line: 25, column: 27, scope: !12)
!74 = !DILocation(line: 25, column: 41, scope: !12)
!75 = !DILocation(line: 25, column: 39, scope: !12)
!76 = !DILocation(line: 25, column: 43, scope: !12)
!77 = !DILocation(line: 25, column: 34, scope: !12)
!78 = !DILocation(line: 25, column: 48, scope: !12)
!79 = !DILocation(line: 25, column: 22, scope: !12)
!80 = !DILocation(line: 26, column: 27, scope: !12)
!81 = !DILocation(line: 26, column: 41, scope: !12)
!82 = !DILocation(line: 26, column: 39, scope: !12)
!83 = !DILocation(line: 26, column: 43, scope: !12)
!84 = !DILocation(line: 26, column: 34, scope: !12)
!85 = !DILocation(line: 26, column: 22, scope: !12)
!86 = !DILocation(line: 27, column: 30, scope: !12)
!87 = !DILocation(line: 27, column: 25, scope: !12)
!88 = !DILocation(line: 27, column: 18, scope: !12)
!89 = !DILocation(line: 27, column: 13, scope: !12)
!90 = !DILocation(line: 27, column: 22, scope: !12)
!91 = !DILocation(line: 28, column: 9, scope: !12)
!92 = !DILocation(line: 29, column: 16, scope: !12)
!93 = !DILocation(line: 30, column: 5, scope: !12)
!94 = !DILocation(line: 22, column: 40, scope: !12)
!95 = distinct !{!95, !68, !93, !96}
!96 = !{!"llvm.loop.mustprogress"}
!97 = !DILocation(line: 31, column: 9, scope: !12)
!98 = !DILocation(line: 31, column: 11, scope: !12)
!99 = !DILocation(line: 32, column: 14, scope: !12)
!100 = !DILocation(line: 32, column: 16, scope: !12)
!101 = !DILocation(line: 32, column: 9, scope: !12)
!102 = !DILocation(line: 32, column: 21, scope: !12)
!103 = !DILocation(line: 33, column: 19, scope: !12)
!104 = !DILocation(line: 33, column: 10, scope: !12)
!105 = !DILocation(line: 33, column: 26, scope: !12)
!106 = !DILocation(line: 33, column: 30, scope: !12)
!107 = !DILocation(line: 33, column: 28, scope: !12)
!108 = !DILocation(line: 33, column: 5, scope: !12)
!109 = !DILocation(line: 34, column: 16, scope: !12)
!110 = !DILocation(line: 35, column: 9, scope: !12)
!111 = !DILocation(line: 36, column: 13, scope: !12)
!112 = !DILocation(line: 36, column: 17, scope: !12)
!113 = !DILocation(line: 36, column: 15, scope: !12)
!114 = !DILocation(line: 37, column: 27, scope: !12)
!115 = !DILocation(line: 37, column: 41, scope: !12)
!116 = !DILocation(line: 37, column: 39, scope: !12)
!117 = !DILocation(line: 37, column: 43, scope: !12)
!118 = !DILocation(line: 37, column: 34, scope: !12)
!119 = !DILocation(line: 37, column: 48, scope: !12)
!120 = !DILocation(line: 37, column: 22, scope: !12)
!121 = !DILocation(line: 38, column: 27, scope: !12)
!122 = !DILocation(line: 38, column: 41, scope: !12)
!123 = !DILocation(line: 38, column: 39, scope: !12)
!124 = !DILocation(line: 38, column: 43, scope: !12)
!125 = !DILocation(line: 38, column: 34, scope: !12)
!126 = !DILocation(line: 38, column: 48, scope: !12)
!127 = !DILocation(line: 38, column: 22, scope: !12)
!128 = !DILocation(line: 39, column: 28, scope: !12)
!129 = !DILocation(line: 39, column: 23, scope: !12)
!130 = !DILocation(line: 39, column: 19, scope: !12)
!131 = !DILocation(line: 40, column: 29, scope: !12)
!132 = !DILocation(line: 40, column: 24, scope: !12)
!133 = !DILocation(line: 40, column: 18, scope: !12)
!134 = !DILocation(line: 40, column: 13, scope: !12)
!135 = !DILocation(line: 40, column: 22, scope: !12)
!136 = !DILocation(line: 41, column: 25, scope: !12)
!137 = !DILocation(line: 41, column: 18, scope: !12)
!138 = !DILocation(line: 41, column: 13, scope: !12)
!139 = !DILocation(line: 41, column: 22, scope: !12)
!140 = !DILocation(line: 42, column: 9, scope: !12)
!141 = !DILocation(line: 43, column: 5, scope: !12)
!142 = !DILocation(line: 33, column: 35, scope: !12)
!143 = distinct !{!143, !108, !141, !96}
!144 = !DILocation(line: 44, column: 5, scope: !12)
!145 = !DILocation(line: 45, column: 28, scope: !12)
!146 = !DILocation(line: 45, column: 26, scope: !12)
!147 = !DILocation(line: 45, column: 19, scope: !12)
!148 = !DILocation(line: 45, column: 5, scope: !12)
!149 = !DILocation(line: 45, column: 14, scope: !12)
!150 = !DILocation(line: 45, column: 12, scope: !12)
!151 = !DILocation(line: 45, column: 17, scope: !12)
!152 = !DILocation(line: 46, column: 32, scope: !12)
!153 = !DILocation(line: 46, column: 30, scope: !12)
!154 = !DILocation(line: 46, column: 34, scope: !12)
!155 = !DILocation(line: 46, column: 23, scope: !12)
!156 = !DILocation(line: 46, column: 5, scope: !12)
!157 = !DILocation(line: 46, column: 14, scope: !12)
!158 = !DILocation(line: 46, column: 12, scope: !12)
!159 = !DILocation(line: 46, column: 16, scope: !12)
!160 = !DILocation(line: 46, column: 21, scope: !12)
!161 = !DILocation(line: 47, column: 1, scope: !12)
