; ModuleID = 'b-shared-race-026.cu'
source_filename = "b-shared-race-026.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ29b_bitonic_sort_noinnerbarrierE1s = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_bitonic_sort_noinnerbarrier(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %12, ptr %5, align 4, !dbg !19
  %13 = load ptr, ptr %4, align 8, !dbg !20
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %15 = mul i32 %14, 256, !dbg !24
  %16 = load i32, ptr %5, align 4, !dbg !25
  %17 = add i32 %15, %16, !dbg !26
  %18 = zext i32 %17 to i64, !dbg !20
  %19 = getelementptr inbounds i32, ptr %13, i64 %18, !dbg !20
  %20 = load i32, ptr %19, align 4, !dbg !20
  %21 = load i32, ptr %5, align 4, !dbg !27
  %22 = sext i32 %21 to i64, !dbg !28
  %23 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %22, !dbg !28
  store i32 %20, ptr %23, align 4, !dbg !29
  call void @llvm.nvvm.barrier0(), !dbg !30
  store i32 2, ptr %6, align 4, !dbg !31
  br label %24, !dbg !32

24:                                               ; preds = %77, %2
  %25 = load i32, ptr %6, align 4, !dbg !33
  %26 = icmp sle i32 %25, 256, !dbg !34
  br i1 %26, label %27, label %80, !dbg !35

27:                                               ; preds = %24
  %28 = load i32, ptr %6, align 4, !dbg !36
  %29 = ashr i32 %28, 1, !dbg !37
  store i32 %29, ptr %7, align 4, !dbg !38
  br label %30, !dbg !39

30:                                               ; preds = %73, %27
  %31 = load i32, ptr %7, align 4, !dbg !40
  %32 = icmp sgt i32 %31, 0, !dbg !41
  br i1 %32, label %33, label %76, !dbg !42

33:                                               ; preds = %30
  %34 = load i32, ptr %5, align 4, !dbg !43
  %35 = load i32, ptr %7, align 4, !dbg !44
  %36 = xor i32 %34, %35, !dbg !45
  store i32 %36, ptr %8, align 4, !dbg !46
  %37 = load i32, ptr %8, align 4, !dbg !47
  %38 = load i32, ptr %5, align 4, !dbg !48
  %39 = icmp sgt i32 %37, %38, !dbg !49
  br i1 %39, label %40, label %72, !dbg !47

40:                                               ; preds = %33
  %41 = load i32, ptr %5, align 4, !dbg !50
  %42 = sext i32 %41 to i64, !dbg !51
  %43 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %42, !dbg !51
  %44 = load i32, ptr %43, align 4, !dbg !51
  store i32 %44, ptr %9, align 4, !dbg !52
  %45 = load i32, ptr %8, align 4, !dbg !53
  %46 = sext i32 %45 to i64, !dbg !54
  %47 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %46, !dbg !54
  %48 = load i32, ptr %47, align 4, !dbg !54
  store i32 %48, ptr %10, align 4, !dbg !55
  %49 = load i32, ptr %5, align 4, !dbg !56
  %50 = load i32, ptr %6, align 4, !dbg !57
  %51 = and i32 %49, %50, !dbg !58
  %52 = icmp eq i32 %51, 0, !dbg !59
  %53 = zext i1 %52 to i8, !dbg !60
  store i8 %53, ptr %11, align 1, !dbg !60
  %54 = load i32, ptr %9, align 4, !dbg !61
  %55 = load i32, ptr %10, align 4, !dbg !62
  %56 = icmp sgt i32 %54, %55, !dbg !63
  %57 = zext i1 %56 to i32, !dbg !64
  %58 = load i8, ptr %11, align 1, !dbg !65
  %59 = trunc i8 %58 to i1, !dbg !65
  %60 = zext i1 %59 to i32, !dbg !65
  %61 = icmp eq i32 %57, %60, !dbg !66
  br i1 %61, label %62, label %71, !dbg !64

62:                                               ; preds = %40
  %63 = load i32, ptr %10, align 4, !dbg !67
  %64 = load i32, ptr %5, align 4, !dbg !68
  %65 = sext i32 %64 to i64, !dbg !69
  %66 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %65, !dbg !69
  store i32 %63, ptr %66, align 4, !dbg !70
  %67 = load i32, ptr %9, align 4, !dbg !71
  %68 = load i32, ptr %8, align 4, !dbg !72
  %69 = sext i32 %68 to i64, !dbg !73
  %70 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %69, !dbg !73
  store i32 %67, ptr %70, align 4, !dbg !74
  br label %71, !dbg !75

71:                                               ; preds = %62, %40
  br label %72, !dbg !76

72:                                               ; preds = %71, %33
  br label %73, !dbg !77

73:                                               ; preds = %72
  %74 = load i32, ptr %7, align 4, !dbg !78
  %75 = ashr i32 %74, 1, !dbg !78
  store i32 %75, ptr %7, align 4, !dbg !78
  br label %30, !dbg !42, !llvm.loop !79

76:                                               ; preds = %30
  call void @llvm.nvvm.barrier0(), !dbg !81
  br label %77, !dbg !82

77:                                               ; preds = %76
  %78 = load i32, ptr %6, align 4, !dbg !83
  %79 = shl i32 %78, 1, !dbg !83
  store i32 %79, ptr %6, align 4, !dbg !83
  br label %24, !dbg !35, !llvm.loop !84

80:                                               ; preds = %24
  %81 = load i32, ptr %5, align 4, !dbg !85
  %82 = sext i32 %81 to i64, !dbg !86
  %83 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %82, !dbg !86
  %84 = load i32, ptr %83, align 4, !dbg !86
  %85 = load ptr, ptr %3, align 8, !dbg !87
  %86 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !88
  %87 = mul i32 %86, 256, !dbg !90
  %88 = load i32, ptr %5, align 4, !dbg !91
  %89 = add i32 %87, %88, !dbg !92
  %90 = zext i32 %89 to i64, !dbg !87
  %91 = getelementptr inbounds i32, ptr %85, i64 %90, !dbg !87
  store i32 %84, ptr %91, align 4, !dbg !93
  ret void, !dbg !94
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
!7 = !DIFile(filename: "b-shared-race-026.cu", directory: ".")
!8 = !{ptr @b_bitonic_sort_noinnerbarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_bitonic_sort_noinnerbarrier", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 9, scope: !12)
!20 = !DILocation(line: 14, column: 12, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 14, column: 15, scope: !12)
!24 = !DILocation(line: 14, column: 26, scope: !12)
!25 = !DILocation(line: 14, column: 32, scope: !12)
!26 = !DILocation(line: 14, column: 30, scope: !12)
!27 = !DILocation(line: 14, column: 7, scope: !12)
!28 = !DILocation(line: 14, column: 5, scope: !12)
!29 = !DILocation(line: 14, column: 10, scope: !12)
!30 = !DILocation(line: 15, column: 5, scope: !12)
!31 = !DILocation(line: 16, column: 14, scope: !12)
!32 = !DILocation(line: 16, column: 10, scope: !12)
!33 = !DILocation(line: 16, column: 21, scope: !12)
!34 = !DILocation(line: 16, column: 23, scope: !12)
!35 = !DILocation(line: 16, column: 5, scope: !12)
!36 = !DILocation(line: 17, column: 22, scope: !12)
!37 = !DILocation(line: 17, column: 24, scope: !12)
!38 = !DILocation(line: 17, column: 18, scope: !12)
!39 = !DILocation(line: 17, column: 14, scope: !12)
!40 = !DILocation(line: 17, column: 30, scope: !12)
!41 = !DILocation(line: 17, column: 32, scope: !12)
!42 = !DILocation(line: 17, column: 9, scope: !12)
!43 = !DILocation(line: 18, column: 21, scope: !12)
!44 = !DILocation(line: 18, column: 25, scope: !12)
!45 = !DILocation(line: 18, column: 23, scope: !12)
!46 = !DILocation(line: 18, column: 17, scope: !12)
!47 = !DILocation(line: 19, column: 17, scope: !12)
!48 = !DILocation(line: 19, column: 21, scope: !12)
!49 = !DILocation(line: 19, column: 19, scope: !12)
!50 = !DILocation(line: 20, column: 27, scope: !12)
!51 = !DILocation(line: 20, column: 25, scope: !12)
!52 = !DILocation(line: 20, column: 21, scope: !12)
!53 = !DILocation(line: 20, column: 37, scope: !12)
!54 = !DILocation(line: 20, column: 35, scope: !12)
!55 = !DILocation(line: 20, column: 31, scope: !12)
!56 = !DILocation(line: 21, column: 28, scope: !12)
!57 = !DILocation(line: 21, column: 32, scope: !12)
!58 = !DILocation(line: 21, column: 30, scope: !12)
!59 = !DILocation(line: 21, column: 35, scope: !12)
!60 = !DILocation(line: 21, column: 22, scope: !12)
!61 = !DILocation(line: 22, column: 22, scope: !12)
!62 = !DILocation(line: 22, column: 26, scope: !12)
!63 = !DILocation(line: 22, column: 24, scope: !12)
!64 = !DILocation(line: 22, column: 21, scope: !12)
!65 = !DILocation(line: 22, column: 32, scope: !12)
!66 = !DILocation(line: 22, column: 29, scope: !12)
!67 = !DILocation(line: 22, column: 45, scope: !12)
!68 = !DILocation(line: 22, column: 40, scope: !12)
!69 = !DILocation(line: 22, column: 38, scope: !12)
!70 = !DILocation(line: 22, column: 43, scope: !12)
!71 = !DILocation(line: 22, column: 55, scope: !12)
!72 = !DILocation(line: 22, column: 50, scope: !12)
!73 = !DILocation(line: 22, column: 48, scope: !12)
!74 = !DILocation(line: 22, column: 53, scope: !12)
!75 = !DILocation(line: 22, column: 58, scope: !12)
!76 = !DILocation(line: 23, column: 13, scope: !12)
!77 = !DILocation(line: 25, column: 9, scope: !12)
!78 = !DILocation(line: 17, column: 39, scope: !12)
!79 = distinct !{!79, !42, !77, !80}
!80 = !{!"llvm.loop.mustprogress"}
!81 = !DILocation(line: 26, column: 9, scope: !12)
!82 = !DILocation(line: 27, column: 5, scope: !12)
!83 = !DILocation(line: 16, column: 31, scope: !12)
!84 = distinct !{!84, !35, !82, !80}
!85 = !DILocation(line: 28, column: 33, scope: !12)
!86 = !DILocation(line: 28, column: 31, scope: !12)
!87 = !DILocation(line: 28, column: 5, scope: !12)
!88 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !89)
!89 = distinct !DILocation(line: 28, column: 9, scope: !12)
!90 = !DILocation(line: 28, column: 20, scope: !12)
!91 = !DILocation(line: 28, column: 26, scope: !12)
!92 = !DILocation(line: 28, column: 24, scope: !12)
!93 = !DILocation(line: 28, column: 29, scope: !12)
!94 = !DILocation(line: 29, column: 1, scope: !12)
