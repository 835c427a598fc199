; ModuleID = 'c-barrier-divergence-001.cu'
source_filename = "c-barrier-divergence-001.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ22c_loop_trip_per_threadE1s = internal addrspace(3) global [128 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @c_loop_trip_per_thread(ptr noundef %0) #0 !dbg !12 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %5, ptr %3, align 4, !dbg !19
  %6 = load i32, ptr %3, align 4, !dbg !20
  %7 = uitofp i32 %6 to float, !dbg !20
  %8 = load i32, ptr %3, align 4, !dbg !21
  %9 = zext i32 %8 to i64, !dbg !22
  %10 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22c_loop_trip_per_threadE1s to ptr), i64 0, i64 %9, !dbg !22
  store float %7, ptr %10, align 4, !dbg !23
  store i32 0, ptr %4, align 4, !dbg !24
  br label %11, !dbg !25

11:                                               ; preds = %17, %1
  %12 = load i32, ptr %4, align 4, !dbg !26
  %13 = load i32, ptr %3, align 4, !dbg !27
  %14 = and i32 %13, 3, !dbg !28
  %15 = icmp ult i32 %12, %14, !dbg !29
  br i1 %15, label %16, label %20, !dbg !30

16:                                               ; preds = %11
  call void @llvm.nvvm.barrier0(), !dbg !31
  br label %17, !dbg !31

17:                                               ; preds = %16
  %18 = load i32, ptr %4, align 4, !dbg !32
  %19 = add i32 %18, 1, !dbg !32
  store i32 %19, ptr %4, align 4, !dbg !32
  br label %11, !dbg !30, !llvm.loop !33

20:                                               ; preds = %11
  %21 = load i32, ptr %3, align 4, !dbg !36
  %22 = zext i32 %21 to i64, !dbg !37
  %23 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22c_loop_trip_per_threadE1s to ptr), i64 0, i64 %22, !dbg !37
  %24 = load float, ptr %23, align 4, !dbg !37
  %25 = load ptr, ptr %2, align 8, !dbg !38
  %26 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !39
  %27 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !42
  %28 = mul i32 %26, %27, !dbg !45
  %29 = load i32, ptr %3, align 4, !dbg !46
  %30 = add i32 %28, %29, !dbg !47
  %31 = zext i32 %30 to i64, !dbg !38
  %32 = getelementptr inbounds float, ptr %25, i64 %31, !dbg !38
  store float %24, ptr %32, align 4, !dbg !48
  ret void, !dbg !49
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "c-barrier-divergence-001.cu", directory: ".")
!8 = !{ptr @c_loop_trip_per_thread, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "c_loop_trip_per_thread", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 18, scope: !12)
!19 = !DILocation(line: 9, column: 14, scope: !12)
!20 = !DILocation(line: 10, column: 19, scope: !12)
!21 = !DILocation(line: 10, column: 7, scope: !12)
!22 = !DILocation(line: 10, column: 5, scope: !12)
!23 = !DILocation(line: 10, column: 10, scope: !12)
!24 = !DILocation(line: 11, column: 19, scope: !12)
!25 = !DILocation(line: 11, column: 10, scope: !12)
!26 = !DILocation(line: 11, column: 26, scope: !12)
!27 = !DILocation(line: 11, column: 31, scope: !12)
!28 = !DILocation(line: 11, column: 33, scope: !12)
!29 = !DILocation(line: 11, column: 28, scope: !12)
!30 = !DILocation(line: 11, column: 5, scope: !12)
!31 = !DILocation(line: 12, column: 9, scope: !12)
!32 = !DILocation(line: 11, column: 39, scope: !12)
!33 = distinct !{!33, !30, !34, !35}
!34 = !DILocation(line: 12, column: 23, scope: !12)
!35 = !{!"llvm.loop.mustprogress"}
!36 = !DILocation(line: 13, column: 42, scope: !12)
!37 = !DILocation(line: 13, column: 40, scope: !12)
!38 = !DILocation(line: 13, column: 5, scope: !12)
!39 = !DILocation(line: 66, column: 3, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!41 = distinct !DILocation(line: 13, column: 9, scope: !12)
!42 = !DILocation(line: 79, column: 3, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!44 = distinct !DILocation(line: 13, column: 22, scope: !12)
!45 = !DILocation(line: 13, column: 20, scope: !12)
!46 = !DILocation(line: 13, column: 35, scope: !12)
!47 = !DILocation(line: 13, column: 33, scope: !12)
!48 = !DILocation(line: 13, column: 38, scope: !12)
!49 = !DILocation(line: 14, column: 1, scope: !12)
