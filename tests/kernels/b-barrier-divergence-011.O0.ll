; ModuleID = 'b-barrier-divergence-011.cu'
source_filename = "b-barrier-divergence-011.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ29b_divergent_loop_then_barrierE1s = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_divergent_loop_then_barrier(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %5, align 4, !dbg !19
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %11 = mul i32 %10, 256, !dbg !23
  %12 = load i32, ptr %5, align 4, !dbg !24
  %13 = add i32 %11, %12, !dbg !25
  store i32 %13, ptr %6, align 4, !dbg !26
  %14 = load ptr, ptr %4, align 8, !dbg !27
  %15 = load i32, ptr %6, align 4, !dbg !28
  %16 = sext i32 %15 to i64, !dbg !27
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !27
  %18 = load i32, ptr %17, align 4, !dbg !27
  %19 = or i32 %18, 1, !dbg !29
  store i32 %19, ptr %7, align 4, !dbg !30
  store i32 0, ptr %8, align 4, !dbg !31
  br label %20, !dbg !32

20:                                               ; preds = %39, %2
  %21 = load i32, ptr %7, align 4, !dbg !33
  %22 = icmp ne i32 %21, 1, !dbg !34
  br i1 %22, label %23, label %26, !dbg !35

23:                                               ; preds = %20
  %24 = load i32, ptr %8, align 4, !dbg !36
  %25 = icmp ult i32 %24, 64, !dbg !37
  br label %26

26:                                               ; preds = %23, %20
  %27 = phi i1 [ false, %20 ], [ %25, %23 ], !dbg !38
  br i1 %27, label %28, label %43, !dbg !32

28:                                               ; preds = %26
  %29 = load i32, ptr %7, align 4, !dbg !39
  %30 = and i32 %29, 1, !dbg !40
  %31 = icmp ne i32 %30, 0, !dbg !41
  br i1 %31, label %32, label %36, !dbg !41

32:                                               ; preds = %28
  %33 = load i32, ptr %7, align 4, !dbg !42
  %34 = mul i32 3, %33, !dbg !43
  %35 = add i32 %34, 1, !dbg !44
  br label %39, !dbg !41

36:                                               ; preds = %28
  %37 = load i32, ptr %7, align 4, !dbg !45
  %38 = lshr i32 %37, 1, !dbg !46
  br label %39, !dbg !41

39:                                               ; preds = %36, %32
  %40 = phi i32 [ %35, %32 ], [ %38, %36 ], !dbg !41
  store i32 %40, ptr %7, align 4, !dbg !47
  %41 = load i32, ptr %8, align 4, !dbg !48
  %42 = add i32 %41, 1, !dbg !48
  store i32 %42, ptr %8, align 4, !dbg !48
  br label %20, !dbg !32, !llvm.loop !49

43:                                               ; preds = %26
  %44 = load i32, ptr %8, align 4, !dbg !52
  %45 = load i32, ptr %5, align 4, !dbg !53
  %46 = sext i32 %45 to i64, !dbg !54
  %47 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_divergent_loop_then_barrierE1s to ptr), i64 0, i64 %46, !dbg !54
  store i32 %44, ptr %47, align 4, !dbg !55
  call void @llvm.nvvm.barrier0(), !dbg !56
  %48 = load i32, ptr %5, align 4, !dbg !57
  %49 = sext i32 %48 to i64, !dbg !58
  %50 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_divergent_loop_then_barrierE1s to ptr), i64 0, i64 %49, !dbg !58
  %51 = load i32, ptr %50, align 4, !dbg !58
  %52 = load i32, ptr %5, align 4, !dbg !59
  %53 = sub nsw i32 255, %52, !dbg !60
  %54 = sext i32 %53 to i64, !dbg !61
  %55 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_divergent_loop_then_barrierE1s to ptr), i64 0, i64 %54, !dbg !61
  %56 = load i32, ptr %55, align 4, !dbg !61
  %57 = add i32 %51, %56, !dbg !62
  %58 = load ptr, ptr %3, align 8, !dbg !63
  %59 = load i32, ptr %6, align 4, !dbg !64
  %60 = sext i32 %59 to i64, !dbg !63
  %61 = getelementptr inbounds i32, ptr %58, i64 %60, !dbg !63
  store i32 %57, ptr %61, align 4, !dbg !65
  ret void, !dbg !66
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
!7 = !DIFile(filename: "b-barrier-divergence-011.cu", directory: ".")
!8 = !{ptr @b_divergent_loop_then_barrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_divergent_loop_then_barrier", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 13, scope: !12)
!19 = !DILocation(line: 11, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 12, column: 13, scope: !12)
!23 = !DILocation(line: 12, column: 24, scope: !12)
!24 = !DILocation(line: 12, column: 30, scope: !12)
!25 = !DILocation(line: 12, column: 28, scope: !12)
!26 = !DILocation(line: 12, column: 9, scope: !12)
!27 = !DILocation(line: 13, column: 18, scope: !12)
!28 = !DILocation(line: 13, column: 21, scope: !12)
!29 = !DILocation(line: 13, column: 24, scope: !12)
!30 = !DILocation(line: 13, column: 14, scope: !12)
!31 = !DILocation(line: 13, column: 30, scope: !12)
!32 = !DILocation(line: 14, column: 5, scope: !12)
!33 = !DILocation(line: 14, column: 12, scope: !12)
!34 = !DILocation(line: 14, column: 14, scope: !12)
!35 = !DILocation(line: 14, column: 20, scope: !12)
!36 = !DILocation(line: 14, column: 23, scope: !12)
!37 = !DILocation(line: 14, column: 29, scope: !12)
!38 = !DILocation(line: 0, scope: !12)
!39 = !DILocation(line: 15, column: 14, scope: !12)
!40 = !DILocation(line: 15, column: 16, scope: !12)
!41 = !DILocation(line: 15, column: 13, scope: !12)
!42 = !DILocation(line: 15, column: 29, scope: !12)
!43 = !DILocation(line: 15, column: 27, scope: !12)
!44 = !DILocation(line: 15, column: 31, scope: !12)
!45 = !DILocation(line: 15, column: 38, scope: !12)
!46 = !DILocation(line: 15, column: 40, scope: !12)
!47 = !DILocation(line: 15, column: 11, scope: !12)
!48 = !DILocation(line: 16, column: 9, scope: !12)
!49 = distinct !{!49, !32, !50, !51}
!50 = !DILocation(line: 17, column: 5, scope: !12)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 18, column: 12, scope: !12)
!53 = !DILocation(line: 18, column: 7, scope: !12)
!54 = !DILocation(line: 18, column: 5, scope: !12)
!55 = !DILocation(line: 18, column: 10, scope: !12)
!56 = !DILocation(line: 19, column: 5, scope: !12)
!57 = !DILocation(line: 20, column: 16, scope: !12)
!58 = !DILocation(line: 20, column: 14, scope: !12)
!59 = !DILocation(line: 20, column: 31, scope: !12)
!60 = !DILocation(line: 20, column: 29, scope: !12)
!61 = !DILocation(line: 20, column: 21, scope: !12)
!62 = !DILocation(line: 20, column: 19, scope: !12)
!63 = !DILocation(line: 20, column: 5, scope: !12)
!64 = !DILocation(line: 20, column: 9, scope: !12)
!65 = !DILocation(line: 20, column: 12, scope: !12)
!66 = !DILocation(line: 21, column: 1, scope: !12)
