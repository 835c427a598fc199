; ModuleID = 'h-shared-race-009.cu'
source_filename = "h-shared-race-009.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ15h_compact_pairsE7s_count = internal addrspace(3) global i32 undef, align 4
@_ZZ15h_compact_pairsE6s_list = internal addrspace(3) global [512 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_compact_pairs(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %13, ptr %7, align 4, !dbg !19
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %15 = mul i32 %14, 256, !dbg !23
  %16 = load i32, ptr %7, align 4, !dbg !24
  %17 = add i32 %15, %16, !dbg !25
  store i32 %17, ptr %8, align 4, !dbg !26
  %18 = load i32, ptr %7, align 4, !dbg !27
  %19 = icmp eq i32 %18, 0, !dbg !28
  br i1 %19, label %20, label %21, !dbg !27

20:                                               ; preds = %3
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ15h_compact_pairsE7s_count to ptr), align 4, !dbg !29
  br label %21, !dbg !30

21:                                               ; preds = %20, %3
  call void @llvm.nvvm.barrier0(), !dbg !31
  %22 = load ptr, ptr %4, align 8, !dbg !32
  %23 = load i32, ptr %8, align 4, !dbg !33
  %24 = zext i32 %23 to i64, !dbg !32
  %25 = getelementptr inbounds float, ptr %22, i64 %24, !dbg !32
  %26 = load float, ptr %25, align 4, !dbg !32
  store float %26, ptr %9, align 4, !dbg !34
  %27 = load float, ptr %9, align 4, !dbg !35
  %28 = fcmp contract une float %27, 0.000000e+00, !dbg !36
  br i1 %28, label %29, label %41, !dbg !35

29:                                               ; preds = %21
  %30 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ15h_compact_pairsE7s_count to ptr), i32 noundef 2) #4, !dbg !37
  store i32 %30, ptr %10, align 4, !dbg !38
  %31 = load float, ptr %9, align 4, !dbg !39
  %32 = load i32, ptr %10, align 4, !dbg !40
  %33 = zext i32 %32 to i64, !dbg !41
  %34 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15h_compact_pairsE6s_list to ptr), i64 0, i64 %33, !dbg !41
  store float %31, ptr %34, align 4, !dbg !42
  %35 = load i32, ptr %8, align 4, !dbg !43
  %36 = uitofp i32 %35 to float, !dbg !43
  %37 = load i32, ptr %10, align 4, !dbg !44
  %38 = add i32 %37, 1, !dbg !45
  %39 = zext i32 %38 to i64, !dbg !46
  %40 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15h_compact_pairsE6s_list to ptr), i64 0, i64 %39, !dbg !46
  store float %36, ptr %40, align 4, !dbg !47
  br label %41, !dbg !48

41:                                               ; preds = %29, %21
  call void @llvm.nvvm.barrier0(), !dbg !49
  %42 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15h_compact_pairsE7s_count to ptr), align 4, !dbg !50
  store i32 %42, ptr %11, align 4, !dbg !51
  %43 = load i32, ptr %7, align 4, !dbg !52
  store i32 %43, ptr %12, align 4, !dbg !53
  br label %44, !dbg !54

44:                                               ; preds = %61, %41
  %45 = load i32, ptr %12, align 4, !dbg !55
  %46 = load i32, ptr %11, align 4, !dbg !56
  %47 = icmp ult i32 %45, %46, !dbg !57
  br i1 %47, label %48, label %64, !dbg !58

48:                                               ; preds = %44
  %49 = load i32, ptr %12, align 4, !dbg !59
  %50 = zext i32 %49 to i64, !dbg !60
  %51 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15h_compact_pairsE6s_list to ptr), i64 0, i64 %50, !dbg !60
  %52 = load float, ptr %51, align 4, !dbg !60
  %53 = load ptr, ptr %5, align 8, !dbg !61
  %54 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !62
  %55 = mul i32 %54, 2, !dbg !64
  %56 = mul i32 %55, 256, !dbg !65
  %57 = load i32, ptr %12, align 4, !dbg !66
  %58 = add i32 %56, %57, !dbg !67
  %59 = zext i32 %58 to i64, !dbg !61
  %60 = getelementptr inbounds float, ptr %53, i64 %59, !dbg !61
  store float %52, ptr %60, align 4, !dbg !68
  br label %61, !dbg !61

61:                                               ; preds = %48
  %62 = load i32, ptr %12, align 4, !dbg !69
  %63 = add i32 %62, 256, !dbg !69
  store i32 %63, ptr %12, align 4, !dbg !69
  br label %44, !dbg !58, !llvm.loop !70

64:                                               ; preds = %44
  %65 = load i32, ptr %7, align 4, !dbg !73
  %66 = icmp eq i32 %65, 0, !dbg !74
  br i1 %66, label %67, label %73, !dbg !73

67:                                               ; preds = %64
  %68 = load i32, ptr %11, align 4, !dbg !75
  %69 = load ptr, ptr %6, align 8, !dbg !76
  %70 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !77
  %71 = zext i32 %70 to i64, !dbg !76
  %72 = getelementptr inbounds i32, ptr %69, i64 %71, !dbg !76
  store i32 %68, ptr %72, align 4, !dbg !79
  br label %73, !dbg !76

73:                                               ; preds = %67, %64
  ret void, !dbg !80
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicAddPjj(ptr noundef %0, i32 noundef %1) #2 !dbg !81 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !83
  %8 = load i32, ptr %6, align 4, !dbg !84
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !85
  %10 = load i32, ptr %4, align 4, !dbg !89
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !90
  ret i32 %11, !dbg !91
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

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
!7 = !DIFile(filename: "h-shared-race-009.cu", directory: ".")
!8 = !{ptr @h_compact_pairs, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_compact_pairs", scope: !7, file: !7, line: 16, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 20, column: 20, scope: !12)
!19 = !DILocation(line: 20, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 20, column: 39, scope: !12)
!23 = !DILocation(line: 20, column: 50, scope: !12)
!24 = !DILocation(line: 20, column: 60, scope: !12)
!25 = !DILocation(line: 20, column: 58, scope: !12)
!26 = !DILocation(line: 20, column: 33, scope: !12)
!27 = !DILocation(line: 21, column: 9, scope: !12)
!28 = !DILocation(line: 21, column: 13, scope: !12)
!29 = !DILocation(line: 22, column: 17, scope: !12)
!30 = !DILocation(line: 22, column: 9, scope: !12)
!31 = !DILocation(line: 23, column: 5, scope: !12)
!32 = !DILocation(line: 24, column: 15, scope: !12)
!33 = !DILocation(line: 24, column: 18, scope: !12)
!34 = !DILocation(line: 24, column: 11, scope: !12)
!35 = !DILocation(line: 25, column: 9, scope: !12)
!36 = !DILocation(line: 25, column: 11, scope: !12)
!37 = !DILocation(line: 26, column: 22, scope: !12)
!38 = !DILocation(line: 26, column: 18, scope: !12)
!39 = !DILocation(line: 27, column: 21, scope: !12)
!40 = !DILocation(line: 27, column: 16, scope: !12)
!41 = !DILocation(line: 27, column: 9, scope: !12)
!42 = !DILocation(line: 27, column: 19, scope: !12)
!43 = !DILocation(line: 28, column: 32, scope: !12)
!44 = !DILocation(line: 28, column: 16, scope: !12)
!45 = !DILocation(line: 28, column: 18, scope: !12)
!46 = !DILocation(line: 28, column: 9, scope: !12)
!47 = !DILocation(line: 28, column: 23, scope: !12)
!48 = !DILocation(line: 29, column: 5, scope: !12)
!49 = !DILocation(line: 30, column: 5, scope: !12)
!50 = !DILocation(line: 31, column: 18, scope: !12)
!51 = !DILocation(line: 31, column: 14, scope: !12)
!52 = !DILocation(line: 32, column: 23, scope: !12)
!53 = !DILocation(line: 32, column: 19, scope: !12)
!54 = !DILocation(line: 32, column: 10, scope: !12)
!55 = !DILocation(line: 32, column: 28, scope: !12)
!56 = !DILocation(line: 32, column: 32, scope: !12)
!57 = !DILocation(line: 32, column: 30, scope: !12)
!58 = !DILocation(line: 32, column: 5, scope: !12)
!59 = !DILocation(line: 33, column: 50, scope: !12)
!60 = !DILocation(line: 33, column: 43, scope: !12)
!61 = !DILocation(line: 33, column: 9, scope: !12)
!62 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !63)
!63 = distinct !DILocation(line: 33, column: 13, scope: !12)
!64 = !DILocation(line: 33, column: 24, scope: !12)
!65 = !DILocation(line: 33, column: 28, scope: !12)
!66 = !DILocation(line: 33, column: 38, scope: !12)
!67 = !DILocation(line: 33, column: 36, scope: !12)
!68 = !DILocation(line: 33, column: 41, scope: !12)
!69 = !DILocation(line: 32, column: 37, scope: !12)
!70 = distinct !{!70, !58, !71, !72}
!71 = !DILocation(line: 33, column: 51, scope: !12)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 34, column: 9, scope: !12)
!74 = !DILocation(line: 34, column: 13, scope: !12)
!75 = !DILocation(line: 35, column: 30, scope: !12)
!76 = !DILocation(line: 35, column: 9, scope: !12)
!77 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !78)
!78 = distinct !DILocation(line: 35, column: 16, scope: !12)
!79 = !DILocation(line: 35, column: 28, scope: !12)
!80 = !DILocation(line: 36, column: 1, scope: !12)
!81 = distinct !DISubprogram(name: "atomicAdd", scope: !82, file: !82, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!82 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!83 = !DILocation(line: 112, column: 23, scope: !81)
!84 = !DILocation(line: 112, column: 32, scope: !81)
!85 = !DILocation(line: 533, column: 39, scope: !86, inlinedAt: !88)
!86 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !87, file: !87, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!87 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!88 = distinct !DILocation(line: 112, column: 10, scope: !81)
!89 = !DILocation(line: 533, column: 44, scope: !86, inlinedAt: !88)
!90 = !DILocation(line: 533, column: 10, scope: !86, inlinedAt: !88)
!91 = !DILocation(line: 112, column: 3, scope: !81)
