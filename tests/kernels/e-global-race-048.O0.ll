; ModuleID = 'e-global-race-048.cu'
source_filename = "e-global-race-048.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00", align 1

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local void @e_stride_start_race(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca float, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %8, align 4, !dbg !19
  %10 = load i32, ptr %8, align 4, !dbg !20
  %11 = load i32, ptr %7, align 4, !dbg !21
  %12 = icmp sge i32 %10, %11, !dbg !22
  br i1 %12, label %13, label %14, !dbg !20

13:                                               ; preds = %3
  br label %37, !dbg !23

14:                                               ; preds = %3
  br label %15, !dbg !24

15:                                               ; preds = %31, %14
  %16 = load i32, ptr %8, align 4, !dbg !25
  %17 = load i32, ptr %7, align 4, !dbg !26
  %18 = icmp slt i32 %16, %17, !dbg !27
  br i1 %18, label %19, label %37, !dbg !24

19:                                               ; preds = %15
  %20 = load ptr, ptr %5, align 8, !dbg !28
  %21 = load i32, ptr %8, align 4, !dbg !29
  %22 = sext i32 %21 to i64, !dbg !28
  %23 = getelementptr inbounds float, ptr %20, i64 %22, !dbg !28
  %24 = load float, ptr %23, align 4, !dbg !28
  store float %24, ptr %4, align 4
  %25 = load float, ptr %4, align 4, !dbg !30
  %26 = call float @llvm.nvvm.sqrt.approx.f(float %25) #4, !dbg !34
  %27 = load ptr, ptr %6, align 8, !dbg !35
  %28 = load i32, ptr %8, align 4, !dbg !36
  %29 = sext i32 %28 to i64, !dbg !35
  %30 = getelementptr inbounds float, ptr %27, i64 %29, !dbg !35
  store float %26, ptr %30, align 4, !dbg !37
  br label %31, !dbg !35

31:                                               ; preds = %19
  %32 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !38
  %33 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !41
  %34 = mul i32 %32, %33, !dbg !44
  %35 = load i32, ptr %8, align 4, !dbg !45
  %36 = add i32 %35, %34, !dbg !45
  store i32 %36, ptr %8, align 4, !dbg !45
  br label %15, !dbg !24, !llvm.loop !46

37:                                               ; preds = %13, %15
  ret void, !dbg !49
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: convergent nounwind
declare i32 @__nvvm_reflect(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.ftz.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nounwind }

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
!7 = !DIFile(filename: "e-global-race-048.cu", directory: ".")
!8 = !{ptr @e_stride_start_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_stride_start_race", scope: !7, file: !7, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 13, scope: !12)
!19 = !DILocation(line: 9, column: 9, scope: !12)
!20 = !DILocation(line: 10, column: 9, scope: !12)
!21 = !DILocation(line: 10, column: 14, scope: !12)
!22 = !DILocation(line: 10, column: 11, scope: !12)
!23 = !DILocation(line: 10, column: 17, scope: !12)
!24 = !DILocation(line: 11, column: 5, scope: !12)
!25 = !DILocation(line: 11, column: 12, scope: !12)
!26 = !DILocation(line: 11, column: 16, scope: !12)
!27 = !DILocation(line: 11, column: 14, scope: !12)
!28 = !DILocation(line: 12, column: 24, scope: !12)
!29 = !DILocation(line: 12, column: 27, scope: !12)
!30 = !DILocation(line: 314, column: 55, scope: !31, inlinedAt: !33)
!31 = distinct !DISubprogram(name: "sqrtf", scope: !32, file: !32, line: 314, type: !13, scopeLine: 314, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!32 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_math.h", directory: "")
!33 = distinct !DILocation(line: 12, column: 18, scope: !12)
!34 = !DILocation(line: 314, column: 44, scope: !31, inlinedAt: !33)
!35 = !DILocation(line: 12, column: 9, scope: !12)
!36 = !DILocation(line: 12, column: 13, scope: !12)
!37 = !DILocation(line: 12, column: 16, scope: !12)
!38 = !DILocation(line: 79, column: 3, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!40 = distinct !DILocation(line: 11, column: 24, scope: !12)
!41 = !DILocation(line: 92, column: 3, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!43 = distinct !DILocation(line: 11, column: 37, scope: !12)
!44 = !DILocation(line: 11, column: 35, scope: !12)
!45 = !DILocation(line: 11, column: 21, scope: !12)
!46 = distinct !{!46, !24, !47, !48}
!47 = !DILocation(line: 12, column: 29, scope: !12)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 13, column: 1, scope: !12)
