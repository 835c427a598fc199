; ModuleID = 'h-global-race-033.cu'
source_filename = "h-global-race-033.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ21h_block_sum_all_storeE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_block_sum_all_store(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %7, ptr %5, align 4, !dbg !19
  %8 = load ptr, ptr %3, align 8, !dbg !20
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %10 = mul i32 %9, 256, !dbg !24
  %11 = load i32, ptr %5, align 4, !dbg !25
  %12 = add i32 %10, %11, !dbg !26
  %13 = zext i32 %12 to i64, !dbg !20
  %14 = getelementptr inbounds float, ptr %8, i64 %13, !dbg !20
  %15 = load float, ptr %14, align 4, !dbg !20
  %16 = load i32, ptr %5, align 4, !dbg !27
  %17 = zext i32 %16 to i64, !dbg !28
  %18 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21h_block_sum_all_storeE1s to ptr), i64 0, i64 %17, !dbg !28
  store float %15, ptr %18, align 4, !dbg !29
  call void @llvm.nvvm.barrier0(), !dbg !30
  store i32 128, ptr %6, align 4, !dbg !31
  br label %19, !dbg !32

19:                                               ; preds = %39, %2
  %20 = load i32, ptr %6, align 4, !dbg !33
  %21 = icmp ugt i32 %20, 0, !dbg !34
  br i1 %21, label %22, label %42, !dbg !35

22:                                               ; preds = %19
  %23 = load i32, ptr %5, align 4, !dbg !36
  %24 = load i32, ptr %6, align 4, !dbg !37
  %25 = icmp ult i32 %23, %24, !dbg !38
  br i1 %25, label %26, label %38, !dbg !36

26:                                               ; preds = %22
  %27 = load i32, ptr %5, align 4, !dbg !39
  %28 = load i32, ptr %6, align 4, !dbg !40
  %29 = add i32 %27, %28, !dbg !41
  %30 = zext i32 %29 to i64, !dbg !42
  %31 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21h_block_sum_all_storeE1s to ptr), i64 0, i64 %30, !dbg !42
  %32 = load float, ptr %31, align 4, !dbg !42
  %33 = load i32, ptr %5, align 4, !dbg !43
  %34 = zext i32 %33 to i64, !dbg !44
  %35 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21h_block_sum_all_storeE1s to ptr), i64 0, i64 %34, !dbg !44
  %36 = load float, ptr %35, align 4, !dbg !45
  %37 = fadd contract float %36, %32, !dbg !45
  store float %37, ptr %35, align 4, !dbg !45
  br label %38, !dbg !44

38:                                               ; preds = %26, %22
  call void @llvm.nvvm.barrier0(), !dbg !46
  br label %39, !dbg !47

39:                                               ; preds = %38
  %40 = load i32, ptr %6, align 4, !dbg !48
  %41 = lshr i32 %40, 1, !dbg !48
  store i32 %41, ptr %6, align 4, !dbg !48
  br label %19, !dbg !35, !llvm.loop !49

42:                                               ; preds = %19
  %43 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ21h_block_sum_all_storeE1s to ptr), align 4, !dbg !51
  %44 = load ptr, ptr %4, align 8, !dbg !52
  %45 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !53
  %46 = zext i32 %45 to i64, !dbg !52
  %47 = getelementptr inbounds float, ptr %44, i64 %46, !dbg !52
  store float %43, ptr %47, align 4, !dbg !55
  ret void, !dbg !56
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
!7 = !DIFile(filename: "h-global-race-033.cu", directory: ".")
!8 = !{ptr @h_block_sum_all_store, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_block_sum_all_store", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 18, scope: !12)
!19 = !DILocation(line: 14, column: 14, scope: !12)
!20 = !DILocation(line: 15, column: 12, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 15, column: 15, scope: !12)
!24 = !DILocation(line: 15, column: 26, scope: !12)
!25 = !DILocation(line: 15, column: 34, scope: !12)
!26 = !DILocation(line: 15, column: 32, scope: !12)
!27 = !DILocation(line: 15, column: 7, scope: !12)
!28 = !DILocation(line: 15, column: 5, scope: !12)
!29 = !DILocation(line: 15, column: 10, scope: !12)
!30 = !DILocation(line: 16, column: 5, scope: !12)
!31 = !DILocation(line: 17, column: 19, scope: !12)
!32 = !DILocation(line: 17, column: 10, scope: !12)
!33 = !DILocation(line: 17, column: 28, scope: !12)
!34 = !DILocation(line: 17, column: 30, scope: !12)
!35 = !DILocation(line: 17, column: 5, scope: !12)
!36 = !DILocation(line: 18, column: 13, scope: !12)
!37 = !DILocation(line: 18, column: 17, scope: !12)
!38 = !DILocation(line: 18, column: 15, scope: !12)
!39 = !DILocation(line: 19, column: 23, scope: !12)
!40 = !DILocation(line: 19, column: 27, scope: !12)
!41 = !DILocation(line: 19, column: 25, scope: !12)
!42 = !DILocation(line: 19, column: 21, scope: !12)
!43 = !DILocation(line: 19, column: 15, scope: !12)
!44 = !DILocation(line: 19, column: 13, scope: !12)
!45 = !DILocation(line: 19, column: 18, scope: !12)
!46 = !DILocation(line: 20, column: 9, scope: !12)
!47 = !DILocation(line: 21, column: 5, scope: !12)
!48 = !DILocation(line: 17, column: 37, scope: !12)
!49 = distinct !{!49, !35, !47, !50}
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 22, column: 23, scope: !12)
!52 = !DILocation(line: 22, column: 5, scope: !12)
!53 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !54)
!54 = distinct !DILocation(line: 22, column: 9, scope: !12)
!55 = !DILocation(line: 22, column: 21, scope: !12)
!56 = !DILocation(line: 23, column: 1, scope: !12)
