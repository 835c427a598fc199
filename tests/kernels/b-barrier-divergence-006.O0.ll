; ModuleID = 'b-barrier-divergence-006.cu'
source_filename = "b-barrier-divergence-006.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@_ZZ22b_uniform_early_returnE1s = internal addrspace(3) global [256 x float] undef, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_uniform_early_return(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = load i32, ptr %6, align 4, !dbg !15
  %11 = icmp sle i32 %10, 0, !dbg !16
  br i1 %11, label %12, label %13, !dbg !15

12:                                               ; preds = %3
  br label %64, !dbg !17

13:                                               ; preds = %3
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %15 = mul i32 %14, 256, !dbg !22
  %16 = load i32, ptr %6, align 4, !dbg !23
  %17 = icmp uge i32 %15, %16, !dbg !24
  br i1 %17, label %18, label %19, !dbg !25

18:                                               ; preds = %13
  br label %64, !dbg !26

19:                                               ; preds = %13
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  store i32 %20, ptr %7, align 4, !dbg !30
  %21 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !31
  %22 = mul i32 %21, 256, !dbg !33
  %23 = load i32, ptr %7, align 4, !dbg !34
  %24 = add i32 %22, %23, !dbg !35
  store i32 %24, ptr %8, align 4, !dbg !36
  %25 = load i32, ptr %8, align 4, !dbg !37
  %26 = load i32, ptr %6, align 4, !dbg !38
  %27 = icmp slt i32 %25, %26, !dbg !39
  br i1 %27, label %28, label %34, !dbg !40

28:                                               ; preds = %19
  %29 = load ptr, ptr %5, align 8, !dbg !41
  %30 = load i32, ptr %8, align 4, !dbg !42
  %31 = sext i32 %30 to i64, !dbg !41
  %32 = getelementptr inbounds float, ptr %29, i64 %31, !dbg !41
  %33 = load float, ptr %32, align 4, !dbg !41
  br label %35, !dbg !40

34:                                               ; preds = %19
  br label %35, !dbg !40

35:                                               ; preds = %34, %28
  %36 = phi contract float [ %33, %28 ], [ 0.000000e+00, %34 ], !dbg !40
  %37 = load i32, ptr %7, align 4, !dbg !43
  %38 = sext i32 %37 to i64, !dbg !44
  %39 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_uniform_early_returnE1s to ptr), i64 0, i64 %38, !dbg !44
  store float %36, ptr %39, align 4, !dbg !45
  call void @llvm.nvvm.barrier0(), !dbg !46
  %40 = load i32, ptr %7, align 4, !dbg !47
  %41 = add nsw i32 %40, 1, !dbg !48
  %42 = srem i32 %41, 256, !dbg !49
  %43 = sext i32 %42 to i64, !dbg !50
  %44 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_uniform_early_returnE1s to ptr), i64 0, i64 %43, !dbg !50
  %45 = load float, ptr %44, align 4, !dbg !50
  store float %45, ptr %9, align 4, !dbg !51
  call void @llvm.nvvm.barrier0(), !dbg !52
  %46 = load float, ptr %9, align 4, !dbg !53
  %47 = fmul contract float %46, 5.000000e-01, !dbg !54
  %48 = load i32, ptr %7, align 4, !dbg !55
  %49 = sext i32 %48 to i64, !dbg !56
  %50 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_uniform_early_returnE1s to ptr), i64 0, i64 %49, !dbg !56
  store float %47, ptr %50, align 4, !dbg !57
  call void @llvm.nvvm.barrier0(), !dbg !58
  %51 = load i32, ptr %8, align 4, !dbg !59
  %52 = load i32, ptr %6, align 4, !dbg !60
  %53 = icmp slt i32 %51, %52, !dbg !61
  br i1 %53, label %54, label %64, !dbg !59

54:                                               ; preds = %35
  %55 = load i32, ptr %7, align 4, !dbg !62
  %56 = sub nsw i32 255, %55, !dbg !63
  %57 = sext i32 %56 to i64, !dbg !64
  %58 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_uniform_early_returnE1s to ptr), i64 0, i64 %57, !dbg !64
  %59 = load float, ptr %58, align 4, !dbg !64
  %60 = load ptr, ptr %4, align 8, !dbg !65
  %61 = load i32, ptr %8, align 4, !dbg !66
  %62 = sext i32 %61 to i64, !dbg !65
  %63 = getelementptr inbounds float, ptr %60, i64 %62, !dbg !65
  store float %59, ptr %63, align 4, !dbg !67
  br label %64, !dbg !65

64:                                               ; preds = %12, %18, %54, %35
  ret void, !dbg !68
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!7 = !DIFile(filename: "b-barrier-divergence-006.cu", directory: ".")
!8 = !{ptr @b_uniform_early_return, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_uniform_early_return", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 12, column: 9, scope: !12)
!16 = !DILocation(line: 12, column: 11, scope: !12)
!17 = !DILocation(line: 12, column: 17, scope: !12)
!18 = !DILocation(line: 66, column: 3, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!20 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!21 = distinct !DILocation(line: 13, column: 9, scope: !12)
!22 = !DILocation(line: 13, column: 20, scope: !12)
!23 = !DILocation(line: 13, column: 27, scope: !12)
!24 = !DILocation(line: 13, column: 24, scope: !12)
!25 = !DILocation(line: 13, column: 9, scope: !12)
!26 = !DILocation(line: 13, column: 30, scope: !12)
!27 = !DILocation(line: 53, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!29 = distinct !DILocation(line: 14, column: 13, scope: !12)
!30 = !DILocation(line: 14, column: 9, scope: !12)
!31 = !DILocation(line: 66, column: 3, scope: !19, inlinedAt: !32)
!32 = distinct !DILocation(line: 15, column: 13, scope: !12)
!33 = !DILocation(line: 15, column: 24, scope: !12)
!34 = !DILocation(line: 15, column: 30, scope: !12)
!35 = !DILocation(line: 15, column: 28, scope: !12)
!36 = !DILocation(line: 15, column: 9, scope: !12)
!37 = !DILocation(line: 16, column: 13, scope: !12)
!38 = !DILocation(line: 16, column: 17, scope: !12)
!39 = !DILocation(line: 16, column: 15, scope: !12)
!40 = !DILocation(line: 16, column: 12, scope: !12)
!41 = !DILocation(line: 16, column: 22, scope: !12)
!42 = !DILocation(line: 16, column: 25, scope: !12)
!43 = !DILocation(line: 16, column: 7, scope: !12)
!44 = !DILocation(line: 16, column: 5, scope: !12)
!45 = !DILocation(line: 16, column: 10, scope: !12)
!46 = !DILocation(line: 17, column: 5, scope: !12)
!47 = !DILocation(line: 18, column: 18, scope: !12)
!48 = !DILocation(line: 18, column: 20, scope: !12)
!49 = !DILocation(line: 18, column: 25, scope: !12)
!50 = !DILocation(line: 18, column: 15, scope: !12)
!51 = !DILocation(line: 18, column: 11, scope: !12)
!52 = !DILocation(line: 19, column: 5, scope: !12)
!53 = !DILocation(line: 20, column: 12, scope: !12)
!54 = !DILocation(line: 20, column: 14, scope: !12)
!55 = !DILocation(line: 20, column: 7, scope: !12)
!56 = !DILocation(line: 20, column: 5, scope: !12)
!57 = !DILocation(line: 20, column: 10, scope: !12)
!58 = !DILocation(line: 21, column: 5, scope: !12)
!59 = !DILocation(line: 22, column: 9, scope: !12)
!60 = !DILocation(line: 22, column: 13, scope: !12)
!61 = !DILocation(line: 22, column: 11, scope: !12)
!62 = !DILocation(line: 22, column: 35, scope: !12)
!63 = !DILocation(line: 22, column: 33, scope: !12)
!64 = !DILocation(line: 22, column: 25, scope: !12)
!65 = !DILocation(line: 22, column: 16, scope: !12)
!66 = !DILocation(line: 22, column: 20, scope: !12)
!67 = !DILocation(line: 22, column: 23, scope: !12)
!68 = !DILocation(line: 23, column: 1, scope: !12)
