; ModuleID = 'c-barrier-divergence-002.cu'
source_filename = "c-barrier-divergence-002.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ30c_barrier_after_loop_in_branchE1s = internal addrspace(3) global [64 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @c_barrier_after_loop_in_branch(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %10, ptr %7, align 4, !dbg !19
  %11 = load i32, ptr %7, align 4, !dbg !20
  %12 = zext i32 %11 to i64, !dbg !21
  %13 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30c_barrier_after_loop_in_branchE1s to ptr), i64 0, i64 %12, !dbg !21
  store float 0.000000e+00, ptr %13, align 4, !dbg !22
  %14 = load i32, ptr %7, align 4, !dbg !23
  %15 = icmp ult i32 %14, 16, !dbg !24
  br i1 %15, label %16, label %41, !dbg !23

16:                                               ; preds = %3
  store float 0.000000e+00, ptr %8, align 4, !dbg !25
  store i32 0, ptr %9, align 4, !dbg !26
  br label %17, !dbg !27

17:                                               ; preds = %33, %16
  %18 = load i32, ptr %9, align 4, !dbg !28
  %19 = load i32, ptr %6, align 4, !dbg !29
  %20 = icmp slt i32 %18, %19, !dbg !30
  br i1 %20, label %21, label %36, !dbg !31

21:                                               ; preds = %17
  %22 = load ptr, ptr %4, align 8, !dbg !32
  %23 = load i32, ptr %7, align 4, !dbg !33
  %24 = load i32, ptr %6, align 4, !dbg !34
  %25 = mul i32 %23, %24, !dbg !35
  %26 = load i32, ptr %9, align 4, !dbg !36
  %27 = add i32 %25, %26, !dbg !37
  %28 = zext i32 %27 to i64, !dbg !32
  %29 = getelementptr inbounds float, ptr %22, i64 %28, !dbg !32
  %30 = load float, ptr %29, align 4, !dbg !32
  %31 = load float, ptr %8, align 4, !dbg !38
  %32 = fadd contract float %31, %30, !dbg !38
  store float %32, ptr %8, align 4, !dbg !38
  br label %33, !dbg !39

33:                                               ; preds = %21
  %34 = load i32, ptr %9, align 4, !dbg !40
  %35 = add nsw i32 %34, 1, !dbg !40
  store i32 %35, ptr %9, align 4, !dbg !40
  br label %17, !dbg !31, !llvm.loop !41

36:                                               ; preds = %17
  %37 = load float, ptr %8, align 4, !dbg !44
  %38 = load i32, ptr %7, align 4, !dbg !45
  %39 = zext i32 %38 to i64, !dbg !46
  %40 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30c_barrier_after_loop_in_branchE1s to ptr), i64 0, i64 %39, !dbg !46
  store float %37, ptr %40, align 4, !dbg !47
  call void @llvm.nvvm.barrier0(), !dbg !48
  br label %41, !dbg !49

41:                                               ; preds = %36, %3
  %42 = load i32, ptr %7, align 4, !dbg !50
  %43 = zext i32 %42 to i64, !dbg !51
  %44 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30c_barrier_after_loop_in_branchE1s to ptr), i64 0, i64 %43, !dbg !51
  %45 = load float, ptr %44, align 4, !dbg !51
  %46 = load ptr, ptr %5, align 8, !dbg !52
  %47 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !53
  %48 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !56
  %49 = mul i32 %47, %48, !dbg !59
  %50 = load i32, ptr %7, align 4, !dbg !60
  %51 = add i32 %49, %50, !dbg !61
  %52 = zext i32 %51 to i64, !dbg !52
  %53 = getelementptr inbounds float, ptr %46, i64 %52, !dbg !52
  store float %45, ptr %53, align 4, !dbg !62
  ret void, !dbg !63
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
!7 = !DIFile(filename: "c-barrier-divergence-002.cu", directory: ".")
!8 = !{ptr @c_barrier_after_loop_in_branch, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "c_barrier_after_loop_in_branch", scope: !7, file: !7, line: 5, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 18, scope: !12)
!19 = !DILocation(line: 8, column: 14, scope: !12)
!20 = !DILocation(line: 9, column: 7, scope: !12)
!21 = !DILocation(line: 9, column: 5, scope: !12)
!22 = !DILocation(line: 9, column: 10, scope: !12)
!23 = !DILocation(line: 10, column: 9, scope: !12)
!24 = !DILocation(line: 10, column: 11, scope: !12)
!25 = !DILocation(line: 11, column: 15, scope: !12)
!26 = !DILocation(line: 12, column: 18, scope: !12)
!27 = !DILocation(line: 12, column: 14, scope: !12)
!28 = !DILocation(line: 12, column: 25, scope: !12)
!29 = !DILocation(line: 12, column: 29, scope: !12)
!30 = !DILocation(line: 12, column: 27, scope: !12)
!31 = !DILocation(line: 12, column: 9, scope: !12)
!32 = !DILocation(line: 13, column: 20, scope: !12)
!33 = !DILocation(line: 13, column: 23, scope: !12)
!34 = !DILocation(line: 13, column: 27, scope: !12)
!35 = !DILocation(line: 13, column: 25, scope: !12)
!36 = !DILocation(line: 13, column: 31, scope: !12)
!37 = !DILocation(line: 13, column: 29, scope: !12)
!38 = !DILocation(line: 13, column: 17, scope: !12)
!39 = !DILocation(line: 13, column: 13, scope: !12)
!40 = !DILocation(line: 12, column: 32, scope: !12)
!41 = distinct !{!41, !31, !42, !43}
!42 = !DILocation(line: 13, column: 32, scope: !12)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 14, column: 16, scope: !12)
!45 = !DILocation(line: 14, column: 11, scope: !12)
!46 = !DILocation(line: 14, column: 9, scope: !12)
!47 = !DILocation(line: 14, column: 14, scope: !12)
!48 = !DILocation(line: 15, column: 9, scope: !12)
!49 = !DILocation(line: 16, column: 5, scope: !12)
!50 = !DILocation(line: 17, column: 42, scope: !12)
!51 = !DILocation(line: 17, column: 40, scope: !12)
!52 = !DILocation(line: 17, column: 5, scope: !12)
!53 = !DILocation(line: 66, column: 3, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!55 = distinct !DILocation(line: 17, column: 9, scope: !12)
!56 = !DILocation(line: 79, column: 3, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!58 = distinct !DILocation(line: 17, column: 22, scope: !12)
!59 = !DILocation(line: 17, column: 20, scope: !12)
!60 = !DILocation(line: 17, column: 35, scope: !12)
!61 = !DILocation(line: 17, column: 33, scope: !12)
!62 = !DILocation(line: 17, column: 38, scope: !12)
!63 = !DILocation(line: 18, column: 1, scope: !12)
