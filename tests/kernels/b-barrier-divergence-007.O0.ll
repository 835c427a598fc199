; ModuleID = 'b-barrier-divergence-007.cu'
source_filename = "b-barrier-divergence-007.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ23b_reduce_sync_in_branchE2sm = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_reduce_sync_in_branch(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %8, ptr %5, align 4, !dbg !19
  %9 = load ptr, ptr %4, align 8, !dbg !20
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %11 = mul i32 %10, 256, !dbg !24
  %12 = load i32, ptr %5, align 4, !dbg !25
  %13 = add i32 %11, %12, !dbg !26
  %14 = zext i32 %13 to i64, !dbg !20
  %15 = getelementptr inbounds float, ptr %9, i64 %14, !dbg !20
  %16 = load float, ptr %15, align 4, !dbg !20
  %17 = load i32, ptr %5, align 4, !dbg !27
  %18 = sext i32 %17 to i64, !dbg !28
  %19 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23b_reduce_sync_in_branchE2sm to ptr), i64 0, i64 %18, !dbg !28
  store float %16, ptr %19, align 4, !dbg !29
  call void @llvm.nvvm.barrier0(), !dbg !30
  store i32 128, ptr %6, align 4, !dbg !31
  br label %20, !dbg !32

20:                                               ; preds = %40, %2
  %21 = load i32, ptr %6, align 4, !dbg !33
  %22 = icmp sgt i32 %21, 32, !dbg !34
  br i1 %22, label %23, label %43, !dbg !35

23:                                               ; preds = %20
  %24 = load i32, ptr %5, align 4, !dbg !36
  %25 = load i32, ptr %6, align 4, !dbg !37
  %26 = icmp slt i32 %24, %25, !dbg !38
  br i1 %26, label %27, label %39, !dbg !36

27:                                               ; preds = %23
  %28 = load i32, ptr %5, align 4, !dbg !39
  %29 = load i32, ptr %6, align 4, !dbg !40
  %30 = add nsw i32 %28, %29, !dbg !41
  %31 = sext i32 %30 to i64, !dbg !42
  %32 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23b_reduce_sync_in_branchE2sm to ptr), i64 0, i64 %31, !dbg !42
  %33 = load float, ptr %32, align 4, !dbg !42
  %34 = load i32, ptr %5, align 4, !dbg !43
  %35 = sext i32 %34 to i64, !dbg !44
  %36 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23b_reduce_sync_in_branchE2sm to ptr), i64 0, i64 %35, !dbg !44
  %37 = load float, ptr %36, align 4, !dbg !45
  %38 = fadd contract float %37, %33, !dbg !45
  store float %38, ptr %36, align 4, !dbg !45
  br label %39, !dbg !44

39:                                               ; preds = %27, %23
  call void @llvm.nvvm.barrier0(), !dbg !46
  br label %40, !dbg !47

40:                                               ; preds = %39
  %41 = load i32, ptr %6, align 4, !dbg !48
  %42 = ashr i32 %41, 1, !dbg !48
  store i32 %42, ptr %6, align 4, !dbg !48
  br label %20, !dbg !35, !llvm.loop !49

43:                                               ; preds = %20
  %44 = load i32, ptr %5, align 4, !dbg !51
  %45 = icmp slt i32 %44, 32, !dbg !52
  br i1 %45, label %46, label %71, !dbg !51

46:                                               ; preds = %43
  store i32 32, ptr %7, align 4, !dbg !53
  br label %47, !dbg !54

47:                                               ; preds = %67, %46
  %48 = load i32, ptr %7, align 4, !dbg !55
  %49 = icmp sgt i32 %48, 0, !dbg !56
  br i1 %49, label %50, label %70, !dbg !57

50:                                               ; preds = %47
  %51 = load i32, ptr %5, align 4, !dbg !58
  %52 = load i32, ptr %7, align 4, !dbg !59
  %53 = icmp slt i32 %51, %52, !dbg !60
  br i1 %53, label %54, label %66, !dbg !58

54:                                               ; preds = %50
  %55 = load i32, ptr %5, align 4, !dbg !61
  %56 = load i32, ptr %7, align 4, !dbg !62
  %57 = add nsw i32 %55, %56, !dbg !63
  %58 = sext i32 %57 to i64, !dbg !64
  %59 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23b_reduce_sync_in_branchE2sm to ptr), i64 0, i64 %58, !dbg !64
  %60 = load float, ptr %59, align 4, !dbg !64
  %61 = load i32, ptr %5, align 4, !dbg !65
  %62 = sext i32 %61 to i64, !dbg !66
  %63 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23b_reduce_sync_in_branchE2sm to ptr), i64 0, i64 %62, !dbg !66
  %64 = load float, ptr %63, align 4, !dbg !67
  %65 = fadd contract float %64, %60, !dbg !67
  store float %65, ptr %63, align 4, !dbg !67
  br label %66, !dbg !66

66:                                               ; preds = %54, %50
  call void @llvm.nvvm.barrier0(), !dbg !68
  br label %67, !dbg !69

67:                                               ; preds = %66
  %68 = load i32, ptr %7, align 4, !dbg !70
  %69 = ashr i32 %68, 1, !dbg !70
  store i32 %69, ptr %7, align 4, !dbg !70
  br label %47, !dbg !57, !llvm.loop !71

70:                                               ; preds = %47
  br label %71, !dbg !72

71:                                               ; preds = %70, %43
  %72 = load i32, ptr %5, align 4, !dbg !73
  %73 = icmp eq i32 %72, 0, !dbg !74
  br i1 %73, label %74, label %80, !dbg !73

74:                                               ; preds = %71
  %75 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ23b_reduce_sync_in_branchE2sm to ptr), align 4, !dbg !75
  %76 = load ptr, ptr %3, align 8, !dbg !76
  %77 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !77
  %78 = zext i32 %77 to i64, !dbg !76
  %79 = getelementptr inbounds float, ptr %76, i64 %78, !dbg !76
  store float %75, ptr %79, align 4, !dbg !79
  br label %80, !dbg !76

80:                                               ; preds = %74, %71
  ret void, !dbg !80
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!7 = !DIFile(filename: "b-barrier-divergence-007.cu", directory: ".")
!8 = !{ptr @b_reduce_sync_in_branch, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_reduce_sync_in_branch", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 12, column: 9, scope: !12)
!20 = !DILocation(line: 13, column: 13, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 13, column: 16, scope: !12)
!24 = !DILocation(line: 13, column: 27, scope: !12)
!25 = !DILocation(line: 13, column: 33, scope: !12)
!26 = !DILocation(line: 13, column: 31, scope: !12)
!27 = !DILocation(line: 13, column: 8, scope: !12)
!28 = !DILocation(line: 13, column: 5, scope: !12)
!29 = !DILocation(line: 13, column: 11, scope: !12)
!30 = !DILocation(line: 14, column: 5, scope: !12)
!31 = !DILocation(line: 15, column: 14, scope: !12)
!32 = !DILocation(line: 15, column: 10, scope: !12)
!33 = !DILocation(line: 15, column: 25, scope: !12)
!34 = !DILocation(line: 15, column: 27, scope: !12)
!35 = !DILocation(line: 15, column: 5, scope: !12)
!36 = !DILocation(line: 16, column: 13, scope: !12)
!37 = !DILocation(line: 16, column: 17, scope: !12)
!38 = !DILocation(line: 16, column: 15, scope: !12)
!39 = !DILocation(line: 16, column: 32, scope: !12)
!40 = !DILocation(line: 16, column: 36, scope: !12)
!41 = !DILocation(line: 16, column: 34, scope: !12)
!42 = !DILocation(line: 16, column: 29, scope: !12)
!43 = !DILocation(line: 16, column: 23, scope: !12)
!44 = !DILocation(line: 16, column: 20, scope: !12)
!45 = !DILocation(line: 16, column: 26, scope: !12)
!46 = !DILocation(line: 17, column: 9, scope: !12)
!47 = !DILocation(line: 18, column: 5, scope: !12)
!48 = !DILocation(line: 15, column: 35, scope: !12)
!49 = distinct !{!49, !35, !47, !50}
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 19, column: 9, scope: !12)
!52 = !DILocation(line: 19, column: 11, scope: !12)
!53 = !DILocation(line: 20, column: 18, scope: !12)
!54 = !DILocation(line: 20, column: 14, scope: !12)
!55 = !DILocation(line: 20, column: 26, scope: !12)
!56 = !DILocation(line: 20, column: 28, scope: !12)
!57 = !DILocation(line: 20, column: 9, scope: !12)
!58 = !DILocation(line: 21, column: 17, scope: !12)
!59 = !DILocation(line: 21, column: 21, scope: !12)
!60 = !DILocation(line: 21, column: 19, scope: !12)
!61 = !DILocation(line: 21, column: 36, scope: !12)
!62 = !DILocation(line: 21, column: 40, scope: !12)
!63 = !DILocation(line: 21, column: 38, scope: !12)
!64 = !DILocation(line: 21, column: 33, scope: !12)
!65 = !DILocation(line: 21, column: 27, scope: !12)
!66 = !DILocation(line: 21, column: 24, scope: !12)
!67 = !DILocation(line: 21, column: 30, scope: !12)
!68 = !DILocation(line: 22, column: 13, scope: !12)
!69 = !DILocation(line: 23, column: 9, scope: !12)
!70 = !DILocation(line: 20, column: 35, scope: !12)
!71 = distinct !{!71, !57, !69, !50}
!72 = !DILocation(line: 24, column: 5, scope: !12)
!73 = !DILocation(line: 25, column: 9, scope: !12)
!74 = !DILocation(line: 25, column: 11, scope: !12)
!75 = !DILocation(line: 25, column: 35, scope: !12)
!76 = !DILocation(line: 25, column: 17, scope: !12)
!77 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !78)
!78 = distinct !DILocation(line: 25, column: 21, scope: !12)
!79 = !DILocation(line: 25, column: 33, scope: !12)
!80 = !DILocation(line: 26, column: 1, scope: !12)
