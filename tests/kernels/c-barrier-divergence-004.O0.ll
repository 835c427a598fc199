; ModuleID = 'c-barrier-divergence-004.cu'
source_filename = "c-barrier-divergence-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ25c_uniform_tiles_then_exitE1s = internal addrspace(3) global [64 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @c_uniform_tiles_then_exit(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %13, ptr %9, align 4, !dbg !19
  store float 0.000000e+00, ptr %10, align 4, !dbg !20
  store i32 0, ptr %11, align 4, !dbg !21
  br label %14, !dbg !22

14:                                               ; preds = %41, %4
  %15 = load i32, ptr %11, align 4, !dbg !23
  %16 = load i32, ptr %7, align 4, !dbg !24
  %17 = icmp slt i32 %15, %16, !dbg !25
  br i1 %17, label %18, label %44, !dbg !26

18:                                               ; preds = %14
  %19 = load ptr, ptr %5, align 8, !dbg !27
  %20 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %21 = load i32, ptr %7, align 4, !dbg !31
  %22 = mul i32 %20, %21, !dbg !32
  %23 = load i32, ptr %11, align 4, !dbg !33
  %24 = add i32 %22, %23, !dbg !34
  %25 = mul i32 %24, 64, !dbg !35
  %26 = load i32, ptr %9, align 4, !dbg !36
  %27 = add i32 %25, %26, !dbg !37
  %28 = zext i32 %27 to i64, !dbg !27
  %29 = getelementptr inbounds float, ptr %19, i64 %28, !dbg !27
  %30 = load float, ptr %29, align 4, !dbg !27
  %31 = load i32, ptr %9, align 4, !dbg !38
  %32 = zext i32 %31 to i64, !dbg !39
  %33 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25c_uniform_tiles_then_exitE1s to ptr), i64 0, i64 %32, !dbg !39
  store float %30, ptr %33, align 4, !dbg !40
  call void @llvm.nvvm.barrier0(), !dbg !41
  %34 = load i32, ptr %9, align 4, !dbg !42
  %35 = sub i32 63, %34, !dbg !43
  %36 = zext i32 %35 to i64, !dbg !44
  %37 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25c_uniform_tiles_then_exitE1s to ptr), i64 0, i64 %36, !dbg !44
  %38 = load float, ptr %37, align 4, !dbg !44
  %39 = load float, ptr %10, align 4, !dbg !45
  %40 = fadd contract float %39, %38, !dbg !45
  store float %40, ptr %10, align 4, !dbg !45
  call void @llvm.nvvm.barrier0(), !dbg !46
  br label %41, !dbg !47

41:                                               ; preds = %18
  %42 = load i32, ptr %11, align 4, !dbg !48
  %43 = add nsw i32 %42, 1, !dbg !48
  store i32 %43, ptr %11, align 4, !dbg !48
  br label %14, !dbg !26, !llvm.loop !49

44:                                               ; preds = %14
  %45 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !51
  %46 = mul i32 %45, 64, !dbg !53
  %47 = load i32, ptr %9, align 4, !dbg !54
  %48 = add i32 %46, %47, !dbg !55
  store i32 %48, ptr %12, align 4, !dbg !56
  %49 = load i32, ptr %12, align 4, !dbg !57
  %50 = load i32, ptr %8, align 4, !dbg !58
  %51 = icmp uge i32 %49, %50, !dbg !59
  br i1 %51, label %52, label %53, !dbg !57

52:                                               ; preds = %44
  br label %59, !dbg !60

53:                                               ; preds = %44
  %54 = load float, ptr %10, align 4, !dbg !61
  %55 = load ptr, ptr %6, align 8, !dbg !62
  %56 = load i32, ptr %12, align 4, !dbg !63
  %57 = zext i32 %56 to i64, !dbg !62
  %58 = getelementptr inbounds float, ptr %55, i64 %57, !dbg !62
  store float %54, ptr %58, align 4, !dbg !64
  br label %59, !dbg !65

59:                                               ; preds = %53, %52
  ret void, !dbg !65
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
!7 = !DIFile(filename: "c-barrier-divergence-004.cu", directory: ".")
!8 = !{ptr @c_uniform_tiles_then_exit, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "c_uniform_tiles_then_exit", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 18, scope: !12)
!19 = !DILocation(line: 9, column: 14, scope: !12)
!20 = !DILocation(line: 10, column: 11, scope: !12)
!21 = !DILocation(line: 11, column: 14, scope: !12)
!22 = !DILocation(line: 11, column: 10, scope: !12)
!23 = !DILocation(line: 11, column: 21, scope: !12)
!24 = !DILocation(line: 11, column: 25, scope: !12)
!25 = !DILocation(line: 11, column: 23, scope: !12)
!26 = !DILocation(line: 11, column: 5, scope: !12)
!27 = !DILocation(line: 12, column: 16, scope: !12)
!28 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!30 = distinct !DILocation(line: 12, column: 20, scope: !12)
!31 = !DILocation(line: 12, column: 33, scope: !12)
!32 = !DILocation(line: 12, column: 31, scope: !12)
!33 = !DILocation(line: 12, column: 42, scope: !12)
!34 = !DILocation(line: 12, column: 40, scope: !12)
!35 = !DILocation(line: 12, column: 45, scope: !12)
!36 = !DILocation(line: 12, column: 52, scope: !12)
!37 = !DILocation(line: 12, column: 50, scope: !12)
!38 = !DILocation(line: 12, column: 11, scope: !12)
!39 = !DILocation(line: 12, column: 9, scope: !12)
!40 = !DILocation(line: 12, column: 14, scope: !12)
!41 = !DILocation(line: 13, column: 9, scope: !12)
!42 = !DILocation(line: 14, column: 23, scope: !12)
!43 = !DILocation(line: 14, column: 21, scope: !12)
!44 = !DILocation(line: 14, column: 16, scope: !12)
!45 = !DILocation(line: 14, column: 13, scope: !12)
!46 = !DILocation(line: 15, column: 9, scope: !12)
!47 = !DILocation(line: 16, column: 5, scope: !12)
!48 = !DILocation(line: 11, column: 33, scope: !12)
!49 = distinct !{!49, !26, !47, !50}
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !52)
!52 = distinct !DILocation(line: 17, column: 18, scope: !12)
!53 = !DILocation(line: 17, column: 29, scope: !12)
!54 = !DILocation(line: 17, column: 36, scope: !12)
!55 = !DILocation(line: 17, column: 34, scope: !12)
!56 = !DILocation(line: 17, column: 14, scope: !12)
!57 = !DILocation(line: 18, column: 9, scope: !12)
!58 = !DILocation(line: 18, column: 24, scope: !12)
!59 = !DILocation(line: 18, column: 11, scope: !12)
!60 = !DILocation(line: 19, column: 9, scope: !12)
!61 = !DILocation(line: 20, column: 14, scope: !12)
!62 = !DILocation(line: 20, column: 5, scope: !12)
!63 = !DILocation(line: 20, column: 9, scope: !12)
!64 = !DILocation(line: 20, column: 12, scope: !12)
!65 = !DILocation(line: 21, column: 1, scope: !12)
