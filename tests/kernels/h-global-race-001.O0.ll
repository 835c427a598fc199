; ModuleID = 'h-global-race-001.cu'
source_filename = "h-global-race-001.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_bfs_level_plain(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, i32 noundef %7) #0 !dbg !12 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store i32 %3, ptr %12, align 4
  store ptr %4, ptr %13, align 8
  store ptr %5, ptr %14, align 8
  store ptr %6, ptr %15, align 8
  store i32 %7, ptr %16, align 4
  %21 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %22 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %23 = mul i32 %21, %22, !dbg !22
  %24 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %25 = add i32 %23, %24, !dbg !26
  store i32 %25, ptr %17, align 4, !dbg !27
  %26 = load i32, ptr %17, align 4, !dbg !28
  %27 = load i32, ptr %12, align 4, !dbg !29
  %28 = icmp sge i32 %26, %27, !dbg !30
  br i1 %28, label %29, label %30, !dbg !28

29:                                               ; preds = %8
  br label %79, !dbg !31

30:                                               ; preds = %8
  %31 = load ptr, ptr %11, align 8, !dbg !32
  %32 = load i32, ptr %17, align 4, !dbg !33
  %33 = sext i32 %32 to i64, !dbg !32
  %34 = getelementptr inbounds i32, ptr %31, i64 %33, !dbg !32
  %35 = load i32, ptr %34, align 4, !dbg !32
  store i32 %35, ptr %18, align 4, !dbg !34
  %36 = load ptr, ptr %9, align 8, !dbg !35
  %37 = load i32, ptr %18, align 4, !dbg !36
  %38 = sext i32 %37 to i64, !dbg !35
  %39 = getelementptr inbounds i32, ptr %36, i64 %38, !dbg !35
  %40 = load i32, ptr %39, align 4, !dbg !35
  store i32 %40, ptr %19, align 4, !dbg !37
  br label %41, !dbg !38

41:                                               ; preds = %76, %30
  %42 = load i32, ptr %19, align 4, !dbg !39
  %43 = load ptr, ptr %9, align 8, !dbg !40
  %44 = load i32, ptr %18, align 4, !dbg !41
  %45 = add nsw i32 %44, 1, !dbg !42
  %46 = sext i32 %45 to i64, !dbg !40
  %47 = getelementptr inbounds i32, ptr %43, i64 %46, !dbg !40
  %48 = load i32, ptr %47, align 4, !dbg !40
  %49 = icmp slt i32 %42, %48, !dbg !43
  br i1 %49, label %50, label %79, !dbg !44

50:                                               ; preds = %41
  %51 = load ptr, ptr %10, align 8, !dbg !45
  %52 = load i32, ptr %19, align 4, !dbg !46
  %53 = sext i32 %52 to i64, !dbg !45
  %54 = getelementptr inbounds i32, ptr %51, i64 %53, !dbg !45
  %55 = load i32, ptr %54, align 4, !dbg !45
  store i32 %55, ptr %20, align 4, !dbg !47
  %56 = load ptr, ptr %13, align 8, !dbg !48
  %57 = load i32, ptr %20, align 4, !dbg !49
  %58 = sext i32 %57 to i64, !dbg !48
  %59 = getelementptr inbounds i32, ptr %56, i64 %58, !dbg !48
  %60 = load i32, ptr %59, align 4, !dbg !48
  %61 = icmp slt i32 %60, 0, !dbg !50
  br i1 %61, label %62, label %75, !dbg !48

62:                                               ; preds = %50
  %63 = load i32, ptr %16, align 4, !dbg !51
  %64 = add nsw i32 %63, 1, !dbg !52
  %65 = load ptr, ptr %13, align 8, !dbg !53
  %66 = load i32, ptr %20, align 4, !dbg !54
  %67 = sext i32 %66 to i64, !dbg !53
  %68 = getelementptr inbounds i32, ptr %65, i64 %67, !dbg !53
  store i32 %64, ptr %68, align 4, !dbg !55
  %69 = load i32, ptr %20, align 4, !dbg !56
  %70 = load ptr, ptr %14, align 8, !dbg !57
  %71 = load ptr, ptr %15, align 8, !dbg !58
  %72 = call noundef i32 @_ZL9atomicAddPii(ptr noundef %71, i32 noundef 1) #3, !dbg !59
  %73 = sext i32 %72 to i64, !dbg !57
  %74 = getelementptr inbounds i32, ptr %70, i64 %73, !dbg !57
  store i32 %69, ptr %74, align 4, !dbg !60
  br label %75, !dbg !61

75:                                               ; preds = %62, %50
  br label %76, !dbg !62

76:                                               ; preds = %75
  %77 = load i32, ptr %19, align 4, !dbg !63
  %78 = add nsw i32 %77, 1, !dbg !63
  store i32 %78, ptr %19, align 4, !dbg !63
  br label %41, !dbg !44, !llvm.loop !64

79:                                               ; preds = %29, %41
  ret void, !dbg !66
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicAddPii(ptr noundef %0, i32 noundef %1) #1 !dbg !67 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !69
  %8 = load i32, ptr %6, align 4, !dbg !70
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !71
  %10 = load i32, ptr %4, align 4, !dbg !75
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !76
  ret i32 %11, !dbg !77
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

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
!7 = !DIFile(filename: "h-global-race-001.cu", directory: ".")
!8 = !{ptr @h_bfs_level_plain, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_bfs_level_plain", scope: !7, file: !7, line: 12, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 16, column: 26, scope: !12)
!22 = !DILocation(line: 16, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 16, column: 39, scope: !12)
!26 = !DILocation(line: 16, column: 37, scope: !12)
!27 = !DILocation(line: 16, column: 9, scope: !12)
!28 = !DILocation(line: 17, column: 9, scope: !12)
!29 = !DILocation(line: 17, column: 14, scope: !12)
!30 = !DILocation(line: 17, column: 11, scope: !12)
!31 = !DILocation(line: 18, column: 9, scope: !12)
!32 = !DILocation(line: 19, column: 13, scope: !12)
!33 = !DILocation(line: 19, column: 22, scope: !12)
!34 = !DILocation(line: 19, column: 9, scope: !12)
!35 = !DILocation(line: 20, column: 18, scope: !12)
!36 = !DILocation(line: 20, column: 26, scope: !12)
!37 = !DILocation(line: 20, column: 14, scope: !12)
!38 = !DILocation(line: 20, column: 10, scope: !12)
!39 = !DILocation(line: 20, column: 30, scope: !12)
!40 = !DILocation(line: 20, column: 34, scope: !12)
!41 = !DILocation(line: 20, column: 42, scope: !12)
!42 = !DILocation(line: 20, column: 44, scope: !12)
!43 = !DILocation(line: 20, column: 32, scope: !12)
!44 = !DILocation(line: 20, column: 5, scope: !12)
!45 = !DILocation(line: 21, column: 17, scope: !12)
!46 = !DILocation(line: 21, column: 25, scope: !12)
!47 = !DILocation(line: 21, column: 13, scope: !12)
!48 = !DILocation(line: 22, column: 13, scope: !12)
!49 = !DILocation(line: 22, column: 18, scope: !12)
!50 = !DILocation(line: 22, column: 21, scope: !12)
!51 = !DILocation(line: 23, column: 23, scope: !12)
!52 = !DILocation(line: 23, column: 29, scope: !12)
!53 = !DILocation(line: 23, column: 13, scope: !12)
!54 = !DILocation(line: 23, column: 18, scope: !12)
!55 = !DILocation(line: 23, column: 21, scope: !12)
!56 = !DILocation(line: 24, column: 54, scope: !12)
!57 = !DILocation(line: 24, column: 13, scope: !12)
!58 = !DILocation(line: 24, column: 37, scope: !12)
!59 = !DILocation(line: 24, column: 27, scope: !12)
!60 = !DILocation(line: 24, column: 52, scope: !12)
!61 = !DILocation(line: 25, column: 9, scope: !12)
!62 = !DILocation(line: 26, column: 5, scope: !12)
!63 = !DILocation(line: 20, column: 50, scope: !12)
!64 = distinct !{!64, !44, !62, !65}
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 27, column: 1, scope: !12)
!67 = distinct !DISubprogram(name: "atomicAdd", scope: !68, file: !68, line: 105, type: !13, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!68 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!69 = !DILocation(line: 107, column: 23, scope: !67)
!70 = !DILocation(line: 107, column: 32, scope: !67)
!71 = !DILocation(line: 341, column: 32, scope: !72, inlinedAt: !74)
!72 = distinct !DISubprogram(name: "__iAtomicAdd", scope: !73, file: !73, line: 340, type: !13, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!73 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!74 = distinct !DILocation(line: 107, column: 10, scope: !67)
!75 = !DILocation(line: 341, column: 37, scope: !72, inlinedAt: !74)
!76 = !DILocation(line: 341, column: 10, scope: !72, inlinedAt: !74)
!77 = !DILocation(line: 107, column: 3, scope: !67)
