; ModuleID = 'b-shared-race-040.cu'
source_filename = "b-shared-race-040.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@_ZZ36b_gridstride_tiles_notrailingbarrierE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_gridstride_tiles_notrailingbarrier(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %10, ptr %7, align 4, !dbg !19
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %12 = mul i32 %11, 256, !dbg !23
  store i32 %12, ptr %8, align 4, !dbg !24
  br label %13, !dbg !25

13:                                               ; preds = %50, %3
  %14 = load i32, ptr %8, align 4, !dbg !26
  %15 = load i32, ptr %6, align 4, !dbg !27
  %16 = icmp slt i32 %14, %15, !dbg !28
  br i1 %16, label %17, label %55, !dbg !29

17:                                               ; preds = %13
  %18 = load i32, ptr %8, align 4, !dbg !30
  %19 = load i32, ptr %7, align 4, !dbg !31
  %20 = add nsw i32 %18, %19, !dbg !32
  store i32 %20, ptr %9, align 4, !dbg !33
  %21 = load i32, ptr %9, align 4, !dbg !34
  %22 = load i32, ptr %6, align 4, !dbg !35
  %23 = icmp slt i32 %21, %22, !dbg !36
  br i1 %23, label %24, label %30, !dbg !37

24:                                               ; preds = %17
  %25 = load ptr, ptr %5, align 8, !dbg !38
  %26 = load i32, ptr %9, align 4, !dbg !39
  %27 = sext i32 %26 to i64, !dbg !38
  %28 = getelementptr inbounds float, ptr %25, i64 %27, !dbg !38
  %29 = load float, ptr %28, align 4, !dbg !38
  br label %31, !dbg !37

30:                                               ; preds = %17
  br label %31, !dbg !37

31:                                               ; preds = %30, %24
  %32 = phi contract float [ %29, %24 ], [ 0.000000e+00, %30 ], !dbg !37
  %33 = load i32, ptr %7, align 4, !dbg !40
  %34 = sext i32 %33 to i64, !dbg !41
  %35 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ36b_gridstride_tiles_notrailingbarrierE1s to ptr), i64 0, i64 %34, !dbg !41
  store float %32, ptr %35, align 4, !dbg !42
  call void @llvm.nvvm.barrier0(), !dbg !43
  %36 = load i32, ptr %9, align 4, !dbg !44
  %37 = load i32, ptr %6, align 4, !dbg !45
  %38 = icmp slt i32 %36, %37, !dbg !46
  br i1 %38, label %39, label %49, !dbg !44

39:                                               ; preds = %31
  %40 = load i32, ptr %7, align 4, !dbg !47
  %41 = sub nsw i32 255, %40, !dbg !48
  %42 = sext i32 %41 to i64, !dbg !49
  %43 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ36b_gridstride_tiles_notrailingbarrierE1s to ptr), i64 0, i64 %42, !dbg !49
  %44 = load float, ptr %43, align 4, !dbg !49
  %45 = load ptr, ptr %4, align 8, !dbg !50
  %46 = load i32, ptr %9, align 4, !dbg !51
  %47 = sext i32 %46 to i64, !dbg !50
  %48 = getelementptr inbounds float, ptr %45, i64 %47, !dbg !50
  store float %44, ptr %48, align 4, !dbg !52
  br label %49, !dbg !50

49:                                               ; preds = %39, %31
  br label %50, !dbg !53

50:                                               ; preds = %49
  %51 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !54
  %52 = mul i32 %51, 256, !dbg !57
  %53 = load i32, ptr %8, align 4, !dbg !58
  %54 = add i32 %53, %52, !dbg !58
  store i32 %54, ptr %8, align 4, !dbg !58
  br label %13, !dbg !29, !llvm.loop !59

55:                                               ; preds = %13
  ret void, !dbg !61
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!7 = !DIFile(filename: "b-shared-race-040.cu", directory: ".")
!8 = !{ptr @b_gridstride_tiles_notrailingbarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_gridstride_tiles_notrailingbarrier", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 12, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 13, column: 21, scope: !12)
!23 = !DILocation(line: 13, column: 32, scope: !12)
!24 = !DILocation(line: 13, column: 14, scope: !12)
!25 = !DILocation(line: 13, column: 10, scope: !12)
!26 = !DILocation(line: 13, column: 37, scope: !12)
!27 = !DILocation(line: 13, column: 44, scope: !12)
!28 = !DILocation(line: 13, column: 42, scope: !12)
!29 = !DILocation(line: 13, column: 5, scope: !12)
!30 = !DILocation(line: 14, column: 17, scope: !12)
!31 = !DILocation(line: 14, column: 24, scope: !12)
!32 = !DILocation(line: 14, column: 22, scope: !12)
!33 = !DILocation(line: 14, column: 13, scope: !12)
!34 = !DILocation(line: 15, column: 17, scope: !12)
!35 = !DILocation(line: 15, column: 21, scope: !12)
!36 = !DILocation(line: 15, column: 19, scope: !12)
!37 = !DILocation(line: 15, column: 16, scope: !12)
!38 = !DILocation(line: 15, column: 26, scope: !12)
!39 = !DILocation(line: 15, column: 29, scope: !12)
!40 = !DILocation(line: 15, column: 11, scope: !12)
!41 = !DILocation(line: 15, column: 9, scope: !12)
!42 = !DILocation(line: 15, column: 14, scope: !12)
!43 = !DILocation(line: 16, column: 9, scope: !12)
!44 = !DILocation(line: 17, column: 13, scope: !12)
!45 = !DILocation(line: 17, column: 17, scope: !12)
!46 = !DILocation(line: 17, column: 15, scope: !12)
!47 = !DILocation(line: 18, column: 32, scope: !12)
!48 = !DILocation(line: 18, column: 30, scope: !12)
!49 = !DILocation(line: 18, column: 22, scope: !12)
!50 = !DILocation(line: 18, column: 13, scope: !12)
!51 = !DILocation(line: 18, column: 17, scope: !12)
!52 = !DILocation(line: 18, column: 20, scope: !12)
!53 = !DILocation(line: 20, column: 5, scope: !12)
!54 = !DILocation(line: 92, column: 3, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!56 = distinct !DILocation(line: 13, column: 55, scope: !12)
!57 = !DILocation(line: 13, column: 65, scope: !12)
!58 = !DILocation(line: 13, column: 52, scope: !12)
!59 = distinct !{!59, !29, !53, !60}
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 21, column: 1, scope: !12)
