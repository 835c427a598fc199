; ModuleID = 'e-global-race-037.cu'
source_filename = "e-global-race-037.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_spmv_t_atomic_ok(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 !dbg !12 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %17 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %18 = mul i32 %16, %17, !dbg !22
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %20 = add i32 %18, %19, !dbg !26
  store i32 %20, ptr %13, align 4, !dbg !27
  br label %21, !dbg !28

21:                                               ; preds = %66, %6
  %22 = load i32, ptr %13, align 4, !dbg !29
  %23 = load i32, ptr %12, align 4, !dbg !30
  %24 = icmp slt i32 %22, %23, !dbg !31
  br i1 %24, label %25, label %72, !dbg !32

25:                                               ; preds = %21
  %26 = load ptr, ptr %10, align 8, !dbg !33
  %27 = load i32, ptr %13, align 4, !dbg !34
  %28 = sext i32 %27 to i64, !dbg !33
  %29 = getelementptr inbounds float, ptr %26, i64 %28, !dbg !33
  %30 = load float, ptr %29, align 4, !dbg !33
  store float %30, ptr %14, align 4, !dbg !35
  %31 = load ptr, ptr %7, align 8, !dbg !36
  %32 = load i32, ptr %13, align 4, !dbg !37
  %33 = sext i32 %32 to i64, !dbg !36
  %34 = getelementptr inbounds i32, ptr %31, i64 %33, !dbg !36
  %35 = load i32, ptr %34, align 4, !dbg !36
  store i32 %35, ptr %15, align 4, !dbg !38
  br label %36, !dbg !39

36:                                               ; preds = %62, %25
  %37 = load i32, ptr %15, align 4, !dbg !40
  %38 = load ptr, ptr %7, align 8, !dbg !41
  %39 = load i32, ptr %13, align 4, !dbg !42
  %40 = add nsw i32 %39, 1, !dbg !43
  %41 = sext i32 %40 to i64, !dbg !41
  %42 = getelementptr inbounds i32, ptr %38, i64 %41, !dbg !41
  %43 = load i32, ptr %42, align 4, !dbg !41
  %44 = icmp slt i32 %37, %43, !dbg !44
  br i1 %44, label %45, label %65, !dbg !45

45:                                               ; preds = %36
  %46 = load ptr, ptr %11, align 8, !dbg !46
  %47 = load ptr, ptr %8, align 8, !dbg !47
  %48 = load i32, ptr %15, align 4, !dbg !48
  %49 = sext i32 %48 to i64, !dbg !47
  %50 = getelementptr inbounds i32, ptr %47, i64 %49, !dbg !47
  %51 = load i32, ptr %50, align 4, !dbg !47
  %52 = sext i32 %51 to i64, !dbg !46
  %53 = getelementptr inbounds float, ptr %46, i64 %52, !dbg !46
  %54 = load ptr, ptr %9, align 8, !dbg !49
  %55 = load i32, ptr %15, align 4, !dbg !50
  %56 = sext i32 %55 to i64, !dbg !49
  %57 = getelementptr inbounds float, ptr %54, i64 %56, !dbg !49
  %58 = load float, ptr %57, align 4, !dbg !49
  %59 = load float, ptr %14, align 4, !dbg !51
  %60 = fmul contract float %58, %59, !dbg !52
  %61 = call contract noundef float @_ZL9atomicAddPff(ptr noundef %53, float noundef %60) #3, !dbg !53
  br label %62, !dbg !53

62:                                               ; preds = %45
  %63 = load i32, ptr %15, align 4, !dbg !54
  %64 = add nsw i32 %63, 1, !dbg !54
  store i32 %64, ptr %15, align 4, !dbg !54
  br label %36, !dbg !45, !llvm.loop !55

65:                                               ; preds = %36
  br label %66, !dbg !58

66:                                               ; preds = %65
  %67 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !59
  %68 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !61
  %69 = mul i32 %67, %68, !dbg !64
  %70 = load i32, ptr %13, align 4, !dbg !65
  %71 = add i32 %70, %69, !dbg !65
  store i32 %71, ptr %13, align 4, !dbg !65
  br label %21, !dbg !32, !llvm.loop !66

72:                                               ; preds = %21
  ret void, !dbg !67
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL9atomicAddPff(ptr noundef %0, float noundef %1) #1 !dbg !68 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store float %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !70
  %8 = load float, ptr %6, align 4, !dbg !71
  store ptr %7, ptr %3, align 8
  store float %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !72
  %10 = load float, ptr %4, align 4, !dbg !76
  %11 = atomicrmw fadd ptr %9, float %10 seq_cst, align 4, !dbg !77
  ret float %11, !dbg !78
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!7 = !DIFile(filename: "e-global-race-037.cu", directory: ".")
!8 = !{ptr @e_spmv_t_atomic_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_spmv_t_atomic_ok", scope: !7, file: !7, line: 6, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 9, column: 31, scope: !12)
!22 = !DILocation(line: 9, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 9, column: 44, scope: !12)
!26 = !DILocation(line: 9, column: 42, scope: !12)
!27 = !DILocation(line: 9, column: 14, scope: !12)
!28 = !DILocation(line: 9, column: 10, scope: !12)
!29 = !DILocation(line: 9, column: 57, scope: !12)
!30 = !DILocation(line: 9, column: 61, scope: !12)
!31 = !DILocation(line: 9, column: 59, scope: !12)
!32 = !DILocation(line: 9, column: 5, scope: !12)
!33 = !DILocation(line: 10, column: 20, scope: !12)
!34 = !DILocation(line: 10, column: 22, scope: !12)
!35 = !DILocation(line: 10, column: 15, scope: !12)
!36 = !DILocation(line: 11, column: 22, scope: !12)
!37 = !DILocation(line: 11, column: 29, scope: !12)
!38 = !DILocation(line: 11, column: 18, scope: !12)
!39 = !DILocation(line: 11, column: 14, scope: !12)
!40 = !DILocation(line: 11, column: 33, scope: !12)
!41 = !DILocation(line: 11, column: 37, scope: !12)
!42 = !DILocation(line: 11, column: 44, scope: !12)
!43 = !DILocation(line: 11, column: 46, scope: !12)
!44 = !DILocation(line: 11, column: 35, scope: !12)
!45 = !DILocation(line: 11, column: 9, scope: !12)
!46 = !DILocation(line: 12, column: 24, scope: !12)
!47 = !DILocation(line: 12, column: 26, scope: !12)
!48 = !DILocation(line: 12, column: 30, scope: !12)
!49 = !DILocation(line: 12, column: 35, scope: !12)
!50 = !DILocation(line: 12, column: 39, scope: !12)
!51 = !DILocation(line: 12, column: 44, scope: !12)
!52 = !DILocation(line: 12, column: 42, scope: !12)
!53 = !DILocation(line: 12, column: 13, scope: !12)
!54 = !DILocation(line: 11, column: 52, scope: !12)
!55 = distinct !{!55, !45, !56, !57}
!56 = !DILocation(line: 12, column: 46, scope: !12)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 13, column: 5, scope: !12)
!59 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !60)
!60 = distinct !DILocation(line: 9, column: 72, scope: !12)
!61 = !DILocation(line: 92, column: 3, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!63 = distinct !DILocation(line: 9, column: 85, scope: !12)
!64 = !DILocation(line: 9, column: 83, scope: !12)
!65 = !DILocation(line: 9, column: 69, scope: !12)
!66 = distinct !{!66, !32, !58, !57}
!67 = !DILocation(line: 14, column: 1, scope: !12)
!68 = distinct !DISubprogram(name: "atomicAdd", scope: !69, file: !69, line: 82, type: !13, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!69 = !DIFile(filename: "/usr/local/cuda/include/sm_20_atomic_functions.hpp", directory: "")
!70 = !DILocation(line: 84, column: 23, scope: !68)
!71 = !DILocation(line: 84, column: 32, scope: !68)
!72 = !DILocation(line: 177, column: 32, scope: !73, inlinedAt: !75)
!73 = distinct !DISubprogram(name: "__fAtomicAdd", scope: !74, file: !74, line: 176, type: !13, scopeLine: 176, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!74 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!75 = distinct !DILocation(line: 84, column: 10, scope: !68)
!76 = !DILocation(line: 177, column: 37, scope: !73, inlinedAt: !75)
!77 = !DILocation(line: 177, column: 10, scope: !73, inlinedAt: !75)
!78 = !DILocation(line: 84, column: 3, scope: !68)
