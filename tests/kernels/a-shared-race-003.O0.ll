; ModuleID = 'a-shared-race-003.cu'
source_filename = "a-shared-race-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ27a_reduce_tree_noinitbarrierE5sdata = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_reduce_tree_noinitbarrier(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
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
  %10 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !24
  %11 = mul i32 %9, %10, !dbg !27
  %12 = load i32, ptr %5, align 4, !dbg !28
  %13 = add i32 %11, %12, !dbg !29
  %14 = zext i32 %13 to i64, !dbg !20
  %15 = getelementptr inbounds float, ptr %8, i64 %14, !dbg !20
  %16 = load float, ptr %15, align 4, !dbg !20
  %17 = load i32, ptr %5, align 4, !dbg !30
  %18 = zext i32 %17 to i64, !dbg !31
  %19 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_reduce_tree_noinitbarrierE5sdata to ptr), i64 0, i64 %18, !dbg !31
  store float %16, ptr %19, align 4, !dbg !32
  %20 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !33
  %21 = udiv i32 %20, 2, !dbg !35
  store i32 %21, ptr %6, align 4, !dbg !36
  br label %22, !dbg !37

22:                                               ; preds = %42, %2
  %23 = load i32, ptr %6, align 4, !dbg !38
  %24 = icmp ugt i32 %23, 0, !dbg !39
  br i1 %24, label %25, label %45, !dbg !40

25:                                               ; preds = %22
  %26 = load i32, ptr %5, align 4, !dbg !41
  %27 = load i32, ptr %6, align 4, !dbg !42
  %28 = icmp ult i32 %26, %27, !dbg !43
  br i1 %28, label %29, label %41, !dbg !41

29:                                               ; preds = %25
  %30 = load i32, ptr %5, align 4, !dbg !44
  %31 = load i32, ptr %6, align 4, !dbg !45
  %32 = add i32 %30, %31, !dbg !46
  %33 = zext i32 %32 to i64, !dbg !47
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_reduce_tree_noinitbarrierE5sdata to ptr), i64 0, i64 %33, !dbg !47
  %35 = load float, ptr %34, align 4, !dbg !47
  %36 = load i32, ptr %5, align 4, !dbg !48
  %37 = zext i32 %36 to i64, !dbg !49
  %38 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_reduce_tree_noinitbarrierE5sdata to ptr), i64 0, i64 %37, !dbg !49
  %39 = load float, ptr %38, align 4, !dbg !50
  %40 = fadd contract float %39, %35, !dbg !50
  store float %40, ptr %38, align 4, !dbg !50
  br label %41, !dbg !49

41:                                               ; preds = %29, %25
  call void @llvm.nvvm.barrier0(), !dbg !51
  br label %42, !dbg !52

42:                                               ; preds = %41
  %43 = load i32, ptr %6, align 4, !dbg !53
  %44 = lshr i32 %43, 1, !dbg !53
  store i32 %44, ptr %6, align 4, !dbg !53
  br label %22, !dbg !40, !llvm.loop !54

45:                                               ; preds = %22
  %46 = load i32, ptr %5, align 4, !dbg !56
  %47 = icmp eq i32 %46, 0, !dbg !57
  br i1 %47, label %48, label %54, !dbg !56

48:                                               ; preds = %45
  %49 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ27a_reduce_tree_noinitbarrierE5sdata to ptr), align 4, !dbg !58
  %50 = load ptr, ptr %4, align 8, !dbg !59
  %51 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !60
  %52 = zext i32 %51 to i64, !dbg !59
  %53 = getelementptr inbounds float, ptr %50, i64 %52, !dbg !59
  store float %49, ptr %53, align 4, !dbg !62
  br label %54, !dbg !59

54:                                               ; preds = %48, %45
  ret void, !dbg !63
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "a-shared-race-003.cu", directory: ".")
!8 = !{ptr @a_reduce_tree_noinitbarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_reduce_tree_noinitbarrier", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 20, scope: !12)
!19 = !DILocation(line: 13, column: 14, scope: !12)
!20 = !DILocation(line: 14, column: 18, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 14, column: 21, scope: !12)
!24 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 14, column: 34, scope: !12)
!27 = !DILocation(line: 14, column: 32, scope: !12)
!28 = !DILocation(line: 14, column: 47, scope: !12)
!29 = !DILocation(line: 14, column: 45, scope: !12)
!30 = !DILocation(line: 14, column: 11, scope: !12)
!31 = !DILocation(line: 14, column: 5, scope: !12)
!32 = !DILocation(line: 14, column: 16, scope: !12)
!33 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !34)
!34 = distinct !DILocation(line: 16, column: 23, scope: !12)
!35 = !DILocation(line: 16, column: 34, scope: !12)
!36 = !DILocation(line: 16, column: 19, scope: !12)
!37 = !DILocation(line: 16, column: 10, scope: !12)
!38 = !DILocation(line: 16, column: 39, scope: !12)
!39 = !DILocation(line: 16, column: 41, scope: !12)
!40 = !DILocation(line: 16, column: 5, scope: !12)
!41 = !DILocation(line: 17, column: 13, scope: !12)
!42 = !DILocation(line: 17, column: 19, scope: !12)
!43 = !DILocation(line: 17, column: 17, scope: !12)
!44 = !DILocation(line: 18, column: 33, scope: !12)
!45 = !DILocation(line: 18, column: 39, scope: !12)
!46 = !DILocation(line: 18, column: 37, scope: !12)
!47 = !DILocation(line: 18, column: 27, scope: !12)
!48 = !DILocation(line: 18, column: 19, scope: !12)
!49 = !DILocation(line: 18, column: 13, scope: !12)
!50 = !DILocation(line: 18, column: 24, scope: !12)
!51 = !DILocation(line: 19, column: 9, scope: !12)
!52 = !DILocation(line: 20, column: 5, scope: !12)
!53 = !DILocation(line: 16, column: 48, scope: !12)
!54 = distinct !{!54, !40, !52, !55}
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 21, column: 9, scope: !12)
!57 = !DILocation(line: 21, column: 13, scope: !12)
!58 = !DILocation(line: 22, column: 27, scope: !12)
!59 = !DILocation(line: 22, column: 9, scope: !12)
!60 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !61)
!61 = distinct !DILocation(line: 22, column: 13, scope: !12)
!62 = !DILocation(line: 22, column: 25, scope: !12)
!63 = !DILocation(line: 23, column: 1, scope: !12)
