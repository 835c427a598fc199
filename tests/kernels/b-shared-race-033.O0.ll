; ModuleID = 'b-shared-race-033.cu'
source_filename = "b-shared-race-033.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@sm = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_dynsmem_reduce(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
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
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %13 = mul i32 %11, %12, !dbg !26
  %14 = load i32, ptr %7, align 4, !dbg !27
  %15 = add i32 %13, %14, !dbg !28
  store i32 %15, ptr %8, align 4, !dbg !29
  %16 = load i32, ptr %8, align 4, !dbg !30
  %17 = load i32, ptr %6, align 4, !dbg !31
  %18 = icmp ult i32 %16, %17, !dbg !32
  br i1 %18, label %19, label %25, !dbg !33

19:                                               ; preds = %3
  %20 = load ptr, ptr %5, align 8, !dbg !34
  %21 = load i32, ptr %8, align 4, !dbg !35
  %22 = zext i32 %21 to i64, !dbg !34
  %23 = getelementptr inbounds float, ptr %20, i64 %22, !dbg !34
  %24 = load float, ptr %23, align 4, !dbg !34
  br label %26, !dbg !33

25:                                               ; preds = %3
  br label %26, !dbg !33

26:                                               ; preds = %25, %19
  %27 = phi contract float [ %24, %19 ], [ 0.000000e+00, %25 ], !dbg !33
  %28 = load i32, ptr %7, align 4, !dbg !36
  %29 = zext i32 %28 to i64, !dbg !37
  %30 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sm to ptr), i64 0, i64 %29, !dbg !37
  store float %27, ptr %30, align 4, !dbg !38
  call void @llvm.nvvm.barrier0(), !dbg !39
  %31 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !40
  %32 = udiv i32 %31, 2, !dbg !42
  store i32 %32, ptr %9, align 4, !dbg !43
  br label %33, !dbg !44

33:                                               ; preds = %53, %26
  %34 = load i32, ptr %9, align 4, !dbg !45
  %35 = icmp ugt i32 %34, 0, !dbg !46
  br i1 %35, label %36, label %56, !dbg !47

36:                                               ; preds = %33
  %37 = load i32, ptr %7, align 4, !dbg !48
  %38 = load i32, ptr %9, align 4, !dbg !49
  %39 = icmp ult i32 %37, %38, !dbg !50
  br i1 %39, label %40, label %52, !dbg !48

40:                                               ; preds = %36
  %41 = load i32, ptr %7, align 4, !dbg !51
  %42 = load i32, ptr %9, align 4, !dbg !52
  %43 = add i32 %41, %42, !dbg !53
  %44 = zext i32 %43 to i64, !dbg !54
  %45 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sm to ptr), i64 0, i64 %44, !dbg !54
  %46 = load float, ptr %45, align 4, !dbg !54
  %47 = load i32, ptr %7, align 4, !dbg !55
  %48 = zext i32 %47 to i64, !dbg !56
  %49 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sm to ptr), i64 0, i64 %48, !dbg !56
  %50 = load float, ptr %49, align 4, !dbg !57
  %51 = fadd contract float %50, %46, !dbg !57
  store float %51, ptr %49, align 4, !dbg !57
  br label %52, !dbg !56

52:                                               ; preds = %40, %36
  call void @llvm.nvvm.barrier0(), !dbg !58
  br label %53, !dbg !59

53:                                               ; preds = %52
  %54 = load i32, ptr %9, align 4, !dbg !60
  %55 = lshr i32 %54, 1, !dbg !60
  store i32 %55, ptr %9, align 4, !dbg !60
  br label %33, !dbg !47, !llvm.loop !61

56:                                               ; preds = %33
  %57 = load i32, ptr %7, align 4, !dbg !63
  %58 = icmp eq i32 %57, 0, !dbg !64
  br i1 %58, label %59, label %65, !dbg !63

59:                                               ; preds = %56
  %60 = load float, ptr addrspacecast (ptr addrspace(3) @sm to ptr), align 4, !dbg !65
  %61 = load ptr, ptr %4, align 8, !dbg !66
  %62 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !67
  %63 = zext i32 %62 to i64, !dbg !66
  %64 = getelementptr inbounds float, ptr %61, i64 %63, !dbg !66
  store float %60, ptr %64, align 4, !dbg !69
  br label %65, !dbg !66

65:                                               ; preds = %59, %56
  ret void, !dbg !70
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
!7 = !DIFile(filename: "b-shared-race-033.cu", directory: ".")
!8 = !{ptr @b_dynsmem_reduce, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_dynsmem_reduce", scope: !7, file: !7, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 18, scope: !12)
!19 = !DILocation(line: 10, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 11, column: 18, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 11, column: 31, scope: !12)
!26 = !DILocation(line: 11, column: 29, scope: !12)
!27 = !DILocation(line: 11, column: 44, scope: !12)
!28 = !DILocation(line: 11, column: 42, scope: !12)
!29 = !DILocation(line: 11, column: 14, scope: !12)
!30 = !DILocation(line: 12, column: 14, scope: !12)
!31 = !DILocation(line: 12, column: 28, scope: !12)
!32 = !DILocation(line: 12, column: 16, scope: !12)
!33 = !DILocation(line: 12, column: 13, scope: !12)
!34 = !DILocation(line: 12, column: 33, scope: !12)
!35 = !DILocation(line: 12, column: 36, scope: !12)
!36 = !DILocation(line: 12, column: 8, scope: !12)
!37 = !DILocation(line: 12, column: 5, scope: !12)
!38 = !DILocation(line: 12, column: 11, scope: !12)
!39 = !DILocation(line: 13, column: 5, scope: !12)
!40 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !41)
!41 = distinct !DILocation(line: 14, column: 23, scope: !12)
!42 = !DILocation(line: 14, column: 34, scope: !12)
!43 = !DILocation(line: 14, column: 19, scope: !12)
!44 = !DILocation(line: 14, column: 10, scope: !12)
!45 = !DILocation(line: 14, column: 39, scope: !12)
!46 = !DILocation(line: 14, column: 41, scope: !12)
!47 = !DILocation(line: 14, column: 5, scope: !12)
!48 = !DILocation(line: 15, column: 13, scope: !12)
!49 = !DILocation(line: 15, column: 17, scope: !12)
!50 = !DILocation(line: 15, column: 15, scope: !12)
!51 = !DILocation(line: 16, column: 25, scope: !12)
!52 = !DILocation(line: 16, column: 29, scope: !12)
!53 = !DILocation(line: 16, column: 27, scope: !12)
!54 = !DILocation(line: 16, column: 22, scope: !12)
!55 = !DILocation(line: 16, column: 16, scope: !12)
!56 = !DILocation(line: 16, column: 13, scope: !12)
!57 = !DILocation(line: 16, column: 19, scope: !12)
!58 = !DILocation(line: 17, column: 9, scope: !12)
!59 = !DILocation(line: 18, column: 5, scope: !12)
!60 = !DILocation(line: 14, column: 48, scope: !12)
!61 = distinct !{!61, !47, !59, !62}
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 19, column: 9, scope: !12)
!64 = !DILocation(line: 19, column: 11, scope: !12)
!65 = !DILocation(line: 20, column: 27, scope: !12)
!66 = !DILocation(line: 20, column: 9, scope: !12)
!67 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !68)
!68 = distinct !DILocation(line: 20, column: 13, scope: !12)
!69 = !DILocation(line: 20, column: 25, scope: !12)
!70 = !DILocation(line: 21, column: 1, scope: !12)
