; ModuleID = 'a-barrier-divergence-029.cu'
source_filename = "a-barrier-divergence-029.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_bar_red_divergent(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %10, ptr %6, align 4, !dbg !19
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %13 = mul i32 %11, %12, !dbg !26
  %14 = load i32, ptr %6, align 4, !dbg !27
  %15 = add i32 %13, %14, !dbg !28
  store i32 %15, ptr %7, align 4, !dbg !29
  %16 = load ptr, ptr %4, align 8, !dbg !30
  %17 = load i32, ptr %7, align 4, !dbg !31
  %18 = zext i32 %17 to i64, !dbg !30
  %19 = getelementptr inbounds float, ptr %16, i64 %18, !dbg !30
  %20 = load float, ptr %19, align 4, !dbg !30
  store float %20, ptr %8, align 4, !dbg !32
  store i32 0, ptr %9, align 4, !dbg !33
  %21 = load i32, ptr %6, align 4, !dbg !34
  %22 = icmp ult i32 %21, 128, !dbg !35
  br i1 %22, label %23, label %29, !dbg !34

23:                                               ; preds = %2
  %24 = load float, ptr %8, align 4, !dbg !36
  %25 = fcmp contract ogt float %24, 0.000000e+00, !dbg !37
  %26 = zext i1 %25 to i32, !dbg !36
  store i32 %26, ptr %3, align 4
  %27 = load i32, ptr %3, align 4, !dbg !38
  %28 = call noundef i32 @llvm.nvvm.barrier0.popc(i32 %27), !dbg !42
  store i32 %28, ptr %9, align 4, !dbg !43
  br label %29, !dbg !44

29:                                               ; preds = %23, %2
  %30 = load i32, ptr %9, align 4, !dbg !45
  %31 = load ptr, ptr %5, align 8, !dbg !46
  %32 = load i32, ptr %7, align 4, !dbg !47
  %33 = zext i32 %32 to i64, !dbg !46
  %34 = getelementptr inbounds i32, ptr %31, i64 %33, !dbg !46
  store i32 %30, ptr %34, align 4, !dbg !48
  ret void, !dbg !49
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

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
!7 = !DIFile(filename: "a-barrier-divergence-029.cu", directory: ".")
!8 = !{ptr @a_bar_red_divergent, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_bar_red_divergent", scope: !7, file: !7, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 18, scope: !12)
!19 = !DILocation(line: 9, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 10, column: 18, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 10, column: 31, scope: !12)
!26 = !DILocation(line: 10, column: 29, scope: !12)
!27 = !DILocation(line: 10, column: 44, scope: !12)
!28 = !DILocation(line: 10, column: 42, scope: !12)
!29 = !DILocation(line: 10, column: 14, scope: !12)
!30 = !DILocation(line: 11, column: 15, scope: !12)
!31 = !DILocation(line: 11, column: 18, scope: !12)
!32 = !DILocation(line: 11, column: 11, scope: !12)
!33 = !DILocation(line: 12, column: 14, scope: !12)
!34 = !DILocation(line: 13, column: 9, scope: !12)
!35 = !DILocation(line: 13, column: 11, scope: !12)
!36 = !DILocation(line: 14, column: 33, scope: !12)
!37 = !DILocation(line: 14, column: 35, scope: !12)
!38 = !DILocation(line: 525, column: 71, scope: !39, inlinedAt: !41)
!39 = distinct !DISubprogram(name: "__syncthreads_count", scope: !40, file: !40, line: 525, type: !13, scopeLine: 525, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!40 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!41 = distinct !DILocation(line: 14, column: 13, scope: !12)
!42 = !DILocation(line: 525, column: 54, scope: !39, inlinedAt: !41)
!43 = !DILocation(line: 14, column: 11, scope: !12)
!44 = !DILocation(line: 14, column: 9, scope: !12)
!45 = !DILocation(line: 15, column: 14, scope: !12)
!46 = !DILocation(line: 15, column: 5, scope: !12)
!47 = !DILocation(line: 15, column: 9, scope: !12)
!48 = !DILocation(line: 15, column: 12, scope: !12)
!49 = !DILocation(line: 16, column: 1, scope: !12)
