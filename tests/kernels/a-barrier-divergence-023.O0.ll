; ModuleID = 'a-barrier-divergence-023.cu'
source_filename = "a-barrier-divergence-023.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ23a_uniform_early_exit_okE5sdata = internal addrspace(3) global [256 x float] undef, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_uniform_early_exit_ok(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %10 = load i32, ptr %6, align 4, !dbg !19
  %11 = icmp uge i32 %9, %10, !dbg !20
  br i1 %11, label %12, label %13, !dbg !21

12:                                               ; preds = %3
  br label %61, !dbg !22

13:                                               ; preds = %3
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  store i32 %14, ptr %7, align 4, !dbg !26
  %15 = load ptr, ptr %4, align 8, !dbg !27
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %17 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !30
  %18 = mul i32 %16, %17, !dbg !33
  %19 = load i32, ptr %7, align 4, !dbg !34
  %20 = add i32 %18, %19, !dbg !35
  %21 = zext i32 %20 to i64, !dbg !27
  %22 = getelementptr inbounds float, ptr %15, i64 %21, !dbg !27
  %23 = load float, ptr %22, align 4, !dbg !27
  %24 = load i32, ptr %7, align 4, !dbg !36
  %25 = zext i32 %24 to i64, !dbg !37
  %26 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23a_uniform_early_exit_okE5sdata to ptr), i64 0, i64 %25, !dbg !37
  store float %23, ptr %26, align 4, !dbg !38
  call void @llvm.nvvm.barrier0(), !dbg !39
  %27 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !40
  %28 = udiv i32 %27, 2, !dbg !42
  store i32 %28, ptr %8, align 4, !dbg !43
  br label %29, !dbg !44

29:                                               ; preds = %49, %13
  %30 = load i32, ptr %8, align 4, !dbg !45
  %31 = icmp ugt i32 %30, 0, !dbg !46
  br i1 %31, label %32, label %52, !dbg !47

32:                                               ; preds = %29
  %33 = load i32, ptr %7, align 4, !dbg !48
  %34 = load i32, ptr %8, align 4, !dbg !49
  %35 = icmp ult i32 %33, %34, !dbg !50
  br i1 %35, label %36, label %48, !dbg !48

36:                                               ; preds = %32
  %37 = load i32, ptr %7, align 4, !dbg !51
  %38 = load i32, ptr %8, align 4, !dbg !52
  %39 = add i32 %37, %38, !dbg !53
  %40 = zext i32 %39 to i64, !dbg !54
  %41 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23a_uniform_early_exit_okE5sdata to ptr), i64 0, i64 %40, !dbg !54
  %42 = load float, ptr %41, align 4, !dbg !54
  %43 = load i32, ptr %7, align 4, !dbg !55
  %44 = zext i32 %43 to i64, !dbg !56
  %45 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23a_uniform_early_exit_okE5sdata to ptr), i64 0, i64 %44, !dbg !56
  %46 = load float, ptr %45, align 4, !dbg !57
  %47 = fadd contract float %46, %42, !dbg !57
  store float %47, ptr %45, align 4, !dbg !57
  br label %48, !dbg !56

48:                                               ; preds = %36, %32
  call void @llvm.nvvm.barrier0(), !dbg !58
  br label %49, !dbg !59

49:                                               ; preds = %48
  %50 = load i32, ptr %8, align 4, !dbg !60
  %51 = lshr i32 %50, 1, !dbg !60
  store i32 %51, ptr %8, align 4, !dbg !60
  br label %29, !dbg !47, !llvm.loop !61

52:                                               ; preds = %29
  %53 = load i32, ptr %7, align 4, !dbg !63
  %54 = icmp eq i32 %53, 0, !dbg !64
  br i1 %54, label %55, label %61, !dbg !63

55:                                               ; preds = %52
  %56 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ23a_uniform_early_exit_okE5sdata to ptr), align 4, !dbg !65
  %57 = load ptr, ptr %5, align 8, !dbg !66
  %58 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !67
  %59 = zext i32 %58 to i64, !dbg !66
  %60 = getelementptr inbounds float, ptr %57, i64 %59, !dbg !66
  store float %56, ptr %60, align 4, !dbg !69
  br label %61, !dbg !66

61:                                               ; preds = %12, %55, %52
  ret void, !dbg !70
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!7 = !DIFile(filename: "a-barrier-divergence-023.cu", directory: ".")
!8 = !{ptr @a_uniform_early_exit_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_uniform_early_exit_ok", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 9, scope: !12)
!19 = !DILocation(line: 12, column: 23, scope: !12)
!20 = !DILocation(line: 12, column: 20, scope: !12)
!21 = !DILocation(line: 12, column: 9, scope: !12)
!22 = !DILocation(line: 13, column: 9, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 14, column: 20, scope: !12)
!26 = !DILocation(line: 14, column: 14, scope: !12)
!27 = !DILocation(line: 15, column: 18, scope: !12)
!28 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !29)
!29 = distinct !DILocation(line: 15, column: 21, scope: !12)
!30 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!32 = distinct !DILocation(line: 15, column: 34, scope: !12)
!33 = !DILocation(line: 15, column: 32, scope: !12)
!34 = !DILocation(line: 15, column: 47, scope: !12)
!35 = !DILocation(line: 15, column: 45, scope: !12)
!36 = !DILocation(line: 15, column: 11, scope: !12)
!37 = !DILocation(line: 15, column: 5, scope: !12)
!38 = !DILocation(line: 15, column: 16, scope: !12)
!39 = !DILocation(line: 16, column: 5, scope: !12)
!40 = !DILocation(line: 79, column: 3, scope: !31, inlinedAt: !41)
!41 = distinct !DILocation(line: 17, column: 23, scope: !12)
!42 = !DILocation(line: 17, column: 34, scope: !12)
!43 = !DILocation(line: 17, column: 19, scope: !12)
!44 = !DILocation(line: 17, column: 10, scope: !12)
!45 = !DILocation(line: 17, column: 39, scope: !12)
!46 = !DILocation(line: 17, column: 41, scope: !12)
!47 = !DILocation(line: 17, column: 5, scope: !12)
!48 = !DILocation(line: 18, column: 13, scope: !12)
!49 = !DILocation(line: 18, column: 19, scope: !12)
!50 = !DILocation(line: 18, column: 17, scope: !12)
!51 = !DILocation(line: 19, column: 33, scope: !12)
!52 = !DILocation(line: 19, column: 39, scope: !12)
!53 = !DILocation(line: 19, column: 37, scope: !12)
!54 = !DILocation(line: 19, column: 27, scope: !12)
!55 = !DILocation(line: 19, column: 19, scope: !12)
!56 = !DILocation(line: 19, column: 13, scope: !12)
!57 = !DILocation(line: 19, column: 24, scope: !12)
!58 = !DILocation(line: 20, column: 9, scope: !12)
!59 = !DILocation(line: 21, column: 5, scope: !12)
!60 = !DILocation(line: 17, column: 48, scope: !12)
!61 = distinct !{!61, !47, !59, !62}
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 22, column: 9, scope: !12)
!64 = !DILocation(line: 22, column: 13, scope: !12)
!65 = !DILocation(line: 23, column: 27, scope: !12)
!66 = !DILocation(line: 23, column: 9, scope: !12)
!67 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !68)
!68 = distinct !DILocation(line: 23, column: 13, scope: !12)
!69 = !DILocation(line: 23, column: 25, scope: !12)
!70 = !DILocation(line: 24, column: 1, scope: !12)
