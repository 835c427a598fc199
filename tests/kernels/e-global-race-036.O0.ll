; ModuleID = 'e-global-race-036.cu'
source_filename = "e-global-race-036.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

$_Z15__shfl_xor_syncjfii = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_spmv_warp_row_all_lanes_race(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 !dbg !12 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
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
  %23 = udiv i32 %22, 32, !dbg !27
  store i32 %23, ptr %13, align 4, !dbg !28
  %24 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !29
  %25 = and i32 %24, 31, !dbg !31
  store i32 %25, ptr %14, align 4, !dbg !32
  %26 = load i32, ptr %13, align 4, !dbg !33
  %27 = load i32, ptr %12, align 4, !dbg !34
  %28 = icmp sge i32 %26, %27, !dbg !35
  br i1 %28, label %29, label %30, !dbg !33

29:                                               ; preds = %6
  br label %87, !dbg !36

30:                                               ; preds = %6
  store float 0.000000e+00, ptr %15, align 4, !dbg !37
  %31 = load ptr, ptr %7, align 8, !dbg !38
  %32 = load i32, ptr %13, align 4, !dbg !39
  %33 = sext i32 %32 to i64, !dbg !38
  %34 = getelementptr inbounds i32, ptr %31, i64 %33, !dbg !38
  %35 = load i32, ptr %34, align 4, !dbg !38
  %36 = load i32, ptr %14, align 4, !dbg !40
  %37 = add nsw i32 %35, %36, !dbg !41
  store i32 %37, ptr %16, align 4, !dbg !42
  br label %38, !dbg !43

38:                                               ; preds = %65, %30
  %39 = load i32, ptr %16, align 4, !dbg !44
  %40 = load ptr, ptr %7, align 8, !dbg !45
  %41 = load i32, ptr %13, align 4, !dbg !46
  %42 = add nsw i32 %41, 1, !dbg !47
  %43 = sext i32 %42 to i64, !dbg !45
  %44 = getelementptr inbounds i32, ptr %40, i64 %43, !dbg !45
  %45 = load i32, ptr %44, align 4, !dbg !45
  %46 = icmp slt i32 %39, %45, !dbg !48
  br i1 %46, label %47, label %68, !dbg !49

47:                                               ; preds = %38
  %48 = load ptr, ptr %9, align 8, !dbg !50
  %49 = load i32, ptr %16, align 4, !dbg !51
  %50 = sext i32 %49 to i64, !dbg !50
  %51 = getelementptr inbounds float, ptr %48, i64 %50, !dbg !50
  %52 = load float, ptr %51, align 4, !dbg !50
  %53 = load ptr, ptr %10, align 8, !dbg !52
  %54 = load ptr, ptr %8, align 8, !dbg !53
  %55 = load i32, ptr %16, align 4, !dbg !54
  %56 = sext i32 %55 to i64, !dbg !53
  %57 = getelementptr inbounds i32, ptr %54, i64 %56, !dbg !53
  %58 = load i32, ptr %57, align 4, !dbg !53
  %59 = sext i32 %58 to i64, !dbg !52
  %60 = getelementptr inbounds float, ptr %53, i64 %59, !dbg !52
  %61 = load float, ptr %60, align 4, !dbg !52
  %62 = fmul contract float %52, %61, !dbg !55
  %63 = load float, ptr %15, align 4, !dbg !56
  %64 = fadd contract float %63, %62, !dbg !56
  store float %64, ptr %15, align 4, !dbg !56
  br label %65, !dbg !57

65:                                               ; preds = %47
  %66 = load i32, ptr %16, align 4, !dbg !58
  %67 = add nsw i32 %66, 32, !dbg !58
  store i32 %67, ptr %16, align 4, !dbg !58
  br label %38, !dbg !49, !llvm.loop !59

68:                                               ; preds = %38
  store i32 16, ptr %17, align 4, !dbg !62
  br label %69, !dbg !63

69:                                               ; preds = %78, %68
  %70 = load i32, ptr %17, align 4, !dbg !64
  %71 = icmp sgt i32 %70, 0, !dbg !65
  br i1 %71, label %72, label %81, !dbg !66

72:                                               ; preds = %69
  %73 = load float, ptr %15, align 4, !dbg !67
  %74 = load i32, ptr %17, align 4, !dbg !68
  %75 = call contract noundef float @_Z15__shfl_xor_syncjfii(i32 noundef -1, float noundef %73, i32 noundef %74, i32 noundef 32) #4, !dbg !69
  %76 = load float, ptr %15, align 4, !dbg !70
  %77 = fadd contract float %76, %75, !dbg !70
  store float %77, ptr %15, align 4, !dbg !70
  br label %78, !dbg !71

78:                                               ; preds = %72
  %79 = load i32, ptr %17, align 4, !dbg !72
  %80 = ashr i32 %79, 1, !dbg !72
  store i32 %80, ptr %17, align 4, !dbg !72
  br label %69, !dbg !66, !llvm.loop !73

81:                                               ; preds = %69
  %82 = load float, ptr %15, align 4, !dbg !75
  %83 = load ptr, ptr %11, align 8, !dbg !76
  %84 = load i32, ptr %13, align 4, !dbg !77
  %85 = sext i32 %84 to i64, !dbg !76
  %86 = getelementptr inbounds float, ptr %83, i64 %85, !dbg !76
  store float %82, ptr %86, align 4, !dbg !78
  br label %87, !dbg !79

87:                                               ; preds = %81, %29
  ret void, !dbg !79
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z15__shfl_xor_syncjfii(i32 noundef %0, float noundef %1, i32 noundef %2, i32 noundef %3) #1 comdat !dbg !80 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store float %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4, !dbg !82
  %10 = load float, ptr %6, align 4, !dbg !82
  %11 = load i32, ptr %7, align 4, !dbg !82
  %12 = load i32, ptr %8, align 4, !dbg !82
  %13 = sub nsw i32 32, %12, !dbg !82
  %14 = shl i32 %13, 8, !dbg !82
  %15 = or i32 %14, 31, !dbg !82
  %16 = call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 %9, float %10, i32 %11, i32 %15), !dbg !82
  ret float %16, !dbg !82
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
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
!7 = !DIFile(filename: "e-global-race-036.cu", directory: ".")
!8 = !{ptr @e_spmv_warp_row_all_lanes_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_spmv_warp_row_all_lanes_race", scope: !7, file: !7, line: 7, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 16, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 11, column: 29, scope: !12)
!22 = !DILocation(line: 11, column: 27, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 11, column: 42, scope: !12)
!26 = !DILocation(line: 11, column: 40, scope: !12)
!27 = !DILocation(line: 11, column: 55, scope: !12)
!28 = !DILocation(line: 11, column: 9, scope: !12)
!29 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !30)
!30 = distinct !DILocation(line: 12, column: 16, scope: !12)
!31 = !DILocation(line: 12, column: 28, scope: !12)
!32 = !DILocation(line: 12, column: 9, scope: !12)
!33 = !DILocation(line: 13, column: 9, scope: !12)
!34 = !DILocation(line: 13, column: 16, scope: !12)
!35 = !DILocation(line: 13, column: 13, scope: !12)
!36 = !DILocation(line: 13, column: 22, scope: !12)
!37 = !DILocation(line: 14, column: 11, scope: !12)
!38 = !DILocation(line: 15, column: 18, scope: !12)
!39 = !DILocation(line: 15, column: 25, scope: !12)
!40 = !DILocation(line: 15, column: 32, scope: !12)
!41 = !DILocation(line: 15, column: 30, scope: !12)
!42 = !DILocation(line: 15, column: 14, scope: !12)
!43 = !DILocation(line: 15, column: 10, scope: !12)
!44 = !DILocation(line: 15, column: 38, scope: !12)
!45 = !DILocation(line: 15, column: 42, scope: !12)
!46 = !DILocation(line: 15, column: 49, scope: !12)
!47 = !DILocation(line: 15, column: 53, scope: !12)
!48 = !DILocation(line: 15, column: 40, scope: !12)
!49 = !DILocation(line: 15, column: 5, scope: !12)
!50 = !DILocation(line: 16, column: 16, scope: !12)
!51 = !DILocation(line: 16, column: 20, scope: !12)
!52 = !DILocation(line: 16, column: 25, scope: !12)
!53 = !DILocation(line: 16, column: 27, scope: !12)
!54 = !DILocation(line: 16, column: 31, scope: !12)
!55 = !DILocation(line: 16, column: 23, scope: !12)
!56 = !DILocation(line: 16, column: 13, scope: !12)
!57 = !DILocation(line: 16, column: 9, scope: !12)
!58 = !DILocation(line: 15, column: 61, scope: !12)
!59 = distinct !{!59, !49, !60, !61}
!60 = !DILocation(line: 16, column: 33, scope: !12)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 17, column: 14, scope: !12)
!63 = !DILocation(line: 17, column: 10, scope: !12)
!64 = !DILocation(line: 17, column: 22, scope: !12)
!65 = !DILocation(line: 17, column: 24, scope: !12)
!66 = !DILocation(line: 17, column: 5, scope: !12)
!67 = !DILocation(line: 18, column: 45, scope: !12)
!68 = !DILocation(line: 18, column: 50, scope: !12)
!69 = !DILocation(line: 18, column: 16, scope: !12)
!70 = !DILocation(line: 18, column: 13, scope: !12)
!71 = !DILocation(line: 18, column: 9, scope: !12)
!72 = !DILocation(line: 17, column: 31, scope: !12)
!73 = distinct !{!73, !66, !74, !61}
!74 = !DILocation(line: 18, column: 51, scope: !12)
!75 = !DILocation(line: 19, column: 14, scope: !12)
!76 = !DILocation(line: 19, column: 5, scope: !12)
!77 = !DILocation(line: 19, column: 7, scope: !12)
!78 = !DILocation(line: 19, column: 12, scope: !12)
!79 = !DILocation(line: 20, column: 1, scope: !12)
!80 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !81, file: !81, line: 181, type: !13, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!81 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!82 = !DILocation(line: 181, column: 1, scope: !80)
