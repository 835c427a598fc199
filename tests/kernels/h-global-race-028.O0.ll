; ModuleID = 'h-global-race-028.cu'
source_filename = "h-global-race-028.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_gather_rows(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 !dbg !12 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %18 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %19 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %20 = mul i32 %18, %19, !dbg !22
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %22 = add i32 %20, %21, !dbg !26
  store i32 %22, ptr %13, align 4, !dbg !27
  %23 = load i32, ptr %13, align 4, !dbg !28
  %24 = load i32, ptr %12, align 4, !dbg !29
  %25 = icmp sge i32 %23, %24, !dbg !30
  br i1 %25, label %26, label %27, !dbg !28

26:                                               ; preds = %6
  br label %77, !dbg !31

27:                                               ; preds = %6
  %28 = load ptr, ptr %7, align 8, !dbg !32
  %29 = load i32, ptr %13, align 4, !dbg !33
  %30 = sext i32 %29 to i64, !dbg !32
  %31 = getelementptr inbounds i32, ptr %28, i64 %30, !dbg !32
  %32 = load i32, ptr %31, align 4, !dbg !32
  store i32 %32, ptr %14, align 4, !dbg !34
  %33 = load ptr, ptr %7, align 8, !dbg !35
  %34 = load i32, ptr %13, align 4, !dbg !36
  %35 = add nsw i32 %34, 1, !dbg !37
  %36 = sext i32 %35 to i64, !dbg !35
  %37 = getelementptr inbounds i32, ptr %33, i64 %36, !dbg !35
  %38 = load i32, ptr %37, align 4, !dbg !35
  %39 = load i32, ptr %14, align 4, !dbg !38
  %40 = sub nsw i32 %38, %39, !dbg !39
  store i32 %40, ptr %15, align 4, !dbg !40
  %41 = load ptr, ptr %11, align 8, !dbg !41
  %42 = load i32, ptr %15, align 4, !dbg !42
  %43 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef %41, i32 noundef %42) #3, !dbg !43
  store i32 %43, ptr %16, align 4, !dbg !44
  %44 = load i32, ptr %16, align 4, !dbg !45
  %45 = load ptr, ptr %10, align 8, !dbg !46
  %46 = load i32, ptr %13, align 4, !dbg !47
  %47 = sext i32 %46 to i64, !dbg !46
  %48 = getelementptr inbounds i32, ptr %45, i64 %47, !dbg !46
  store i32 %44, ptr %48, align 4, !dbg !48
  %49 = load i32, ptr %13, align 4, !dbg !49
  %50 = sub nsw i32 -1, %49, !dbg !50
  %51 = load ptr, ptr %9, align 8, !dbg !51
  %52 = load i32, ptr %16, align 4, !dbg !52
  %53 = zext i32 %52 to i64, !dbg !51
  %54 = getelementptr inbounds i32, ptr %51, i64 %53, !dbg !51
  store i32 %50, ptr %54, align 4, !dbg !53
  store i32 0, ptr %17, align 4, !dbg !54
  br label %55, !dbg !55

55:                                               ; preds = %74, %27
  %56 = load i32, ptr %17, align 4, !dbg !56
  %57 = load i32, ptr %15, align 4, !dbg !57
  %58 = icmp slt i32 %56, %57, !dbg !58
  br i1 %58, label %59, label %77, !dbg !59

59:                                               ; preds = %55
  %60 = load ptr, ptr %8, align 8, !dbg !60
  %61 = load i32, ptr %14, align 4, !dbg !61
  %62 = load i32, ptr %17, align 4, !dbg !62
  %63 = add nsw i32 %61, %62, !dbg !63
  %64 = sext i32 %63 to i64, !dbg !60
  %65 = getelementptr inbounds i32, ptr %60, i64 %64, !dbg !60
  %66 = load i32, ptr %65, align 4, !dbg !60
  %67 = load ptr, ptr %9, align 8, !dbg !64
  %68 = load i32, ptr %16, align 4, !dbg !65
  %69 = add i32 %68, 1, !dbg !66
  %70 = load i32, ptr %17, align 4, !dbg !67
  %71 = add i32 %69, %70, !dbg !68
  %72 = zext i32 %71 to i64, !dbg !64
  %73 = getelementptr inbounds i32, ptr %67, i64 %72, !dbg !64
  store i32 %66, ptr %73, align 4, !dbg !69
  br label %74, !dbg !64

74:                                               ; preds = %59
  %75 = load i32, ptr %17, align 4, !dbg !70
  %76 = add nsw i32 %75, 1, !dbg !70
  store i32 %76, ptr %17, align 4, !dbg !70
  br label %55, !dbg !59, !llvm.loop !71

77:                                               ; preds = %26, %55
  ret void, !dbg !74
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicAddPjj(ptr noundef %0, i32 noundef %1) #1 !dbg !75 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !77
  %8 = load i32, ptr %6, align 4, !dbg !78
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !79
  %10 = load i32, ptr %4, align 4, !dbg !83
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !84
  ret i32 %11, !dbg !85
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
!7 = !DIFile(filename: "h-global-race-028.cu", directory: ".")
!8 = !{ptr @h_gather_rows, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_gather_rows", scope: !7, file: !7, line: 11, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 14, column: 26, scope: !12)
!22 = !DILocation(line: 14, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 14, column: 39, scope: !12)
!26 = !DILocation(line: 14, column: 37, scope: !12)
!27 = !DILocation(line: 14, column: 9, scope: !12)
!28 = !DILocation(line: 15, column: 9, scope: !12)
!29 = !DILocation(line: 15, column: 14, scope: !12)
!30 = !DILocation(line: 15, column: 11, scope: !12)
!31 = !DILocation(line: 16, column: 9, scope: !12)
!32 = !DILocation(line: 17, column: 13, scope: !12)
!33 = !DILocation(line: 17, column: 21, scope: !12)
!34 = !DILocation(line: 17, column: 9, scope: !12)
!35 = !DILocation(line: 17, column: 31, scope: !12)
!36 = !DILocation(line: 17, column: 39, scope: !12)
!37 = !DILocation(line: 17, column: 41, scope: !12)
!38 = !DILocation(line: 17, column: 48, scope: !12)
!39 = !DILocation(line: 17, column: 46, scope: !12)
!40 = !DILocation(line: 17, column: 25, scope: !12)
!41 = !DILocation(line: 18, column: 30, scope: !12)
!42 = !DILocation(line: 18, column: 46, scope: !12)
!43 = !DILocation(line: 18, column: 20, scope: !12)
!44 = !DILocation(line: 18, column: 14, scope: !12)
!45 = !DILocation(line: 19, column: 16, scope: !12)
!46 = !DILocation(line: 19, column: 5, scope: !12)
!47 = !DILocation(line: 19, column: 11, scope: !12)
!48 = !DILocation(line: 19, column: 14, scope: !12)
!49 = !DILocation(line: 20, column: 21, scope: !12)
!50 = !DILocation(line: 20, column: 19, scope: !12)
!51 = !DILocation(line: 20, column: 5, scope: !12)
!52 = !DILocation(line: 20, column: 9, scope: !12)
!53 = !DILocation(line: 20, column: 14, scope: !12)
!54 = !DILocation(line: 21, column: 14, scope: !12)
!55 = !DILocation(line: 21, column: 10, scope: !12)
!56 = !DILocation(line: 21, column: 21, scope: !12)
!57 = !DILocation(line: 21, column: 25, scope: !12)
!58 = !DILocation(line: 21, column: 23, scope: !12)
!59 = !DILocation(line: 21, column: 5, scope: !12)
!60 = !DILocation(line: 22, column: 28, scope: !12)
!61 = !DILocation(line: 22, column: 32, scope: !12)
!62 = !DILocation(line: 22, column: 36, scope: !12)
!63 = !DILocation(line: 22, column: 34, scope: !12)
!64 = !DILocation(line: 22, column: 9, scope: !12)
!65 = !DILocation(line: 22, column: 13, scope: !12)
!66 = !DILocation(line: 22, column: 17, scope: !12)
!67 = !DILocation(line: 22, column: 23, scope: !12)
!68 = !DILocation(line: 22, column: 21, scope: !12)
!69 = !DILocation(line: 22, column: 26, scope: !12)
!70 = !DILocation(line: 21, column: 31, scope: !12)
!71 = distinct !{!71, !59, !72, !73}
!72 = !DILocation(line: 22, column: 37, scope: !12)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocation(line: 23, column: 1, scope: !12)
!75 = distinct !DISubprogram(name: "atomicAdd", scope: !76, file: !76, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!76 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!77 = !DILocation(line: 112, column: 23, scope: !75)
!78 = !DILocation(line: 112, column: 32, scope: !75)
!79 = !DILocation(line: 533, column: 39, scope: !80, inlinedAt: !82)
!80 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !81, file: !81, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!81 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!82 = distinct !DILocation(line: 112, column: 10, scope: !75)
!83 = !DILocation(line: 533, column: 44, scope: !80, inlinedAt: !82)
!84 = !DILocation(line: 533, column: 10, scope: !80, inlinedAt: !82)
!85 = !DILocation(line: 112, column: 3, scope: !75)
