; ModuleID = 'c-barrier-divergence-003.cu'
source_filename = "c-barrier-divergence-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ28c_return_inside_barrier_loopE1s = internal addrspace(3) global [64 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @c_return_inside_barrier_loop(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %10, ptr %7, align 4, !dbg !19
  store float 0.000000e+00, ptr %8, align 4, !dbg !20
  store i32 0, ptr %9, align 4, !dbg !21
  br label %11, !dbg !22

11:                                               ; preds = %46, %3
  %12 = load i32, ptr %9, align 4, !dbg !23
  %13 = load i32, ptr %6, align 4, !dbg !24
  %14 = icmp slt i32 %12, %13, !dbg !25
  br i1 %14, label %15, label %49, !dbg !26

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8, !dbg !27
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %18 = load i32, ptr %6, align 4, !dbg !31
  %19 = mul i32 %17, %18, !dbg !32
  %20 = load i32, ptr %9, align 4, !dbg !33
  %21 = add i32 %19, %20, !dbg !34
  %22 = mul i32 %21, 64, !dbg !35
  %23 = load i32, ptr %7, align 4, !dbg !36
  %24 = add i32 %22, %23, !dbg !37
  %25 = zext i32 %24 to i64, !dbg !27
  %26 = getelementptr inbounds float, ptr %16, i64 %25, !dbg !27
  %27 = load float, ptr %26, align 4, !dbg !27
  %28 = load i32, ptr %7, align 4, !dbg !38
  %29 = zext i32 %28 to i64, !dbg !39
  %30 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28c_return_inside_barrier_loopE1s to ptr), i64 0, i64 %29, !dbg !39
  store float %27, ptr %30, align 4, !dbg !40
  call void @llvm.nvvm.barrier0(), !dbg !41
  %31 = load i32, ptr %7, align 4, !dbg !42
  %32 = add i32 %31, 1, !dbg !43
  %33 = and i32 %32, 63, !dbg !44
  %34 = zext i32 %33 to i64, !dbg !45
  %35 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28c_return_inside_barrier_loopE1s to ptr), i64 0, i64 %34, !dbg !45
  %36 = load float, ptr %35, align 4, !dbg !45
  %37 = load float, ptr %8, align 4, !dbg !46
  %38 = fadd contract float %37, %36, !dbg !46
  store float %38, ptr %8, align 4, !dbg !46
  %39 = load i32, ptr %7, align 4, !dbg !47
  %40 = icmp eq i32 %39, 5, !dbg !48
  br i1 %40, label %41, label %45, !dbg !49

41:                                               ; preds = %15
  %42 = load i32, ptr %9, align 4, !dbg !50
  %43 = icmp eq i32 %42, 1, !dbg !51
  br i1 %43, label %44, label %45, !dbg !47

44:                                               ; preds = %41
  br label %58, !dbg !52

45:                                               ; preds = %41, %15
  call void @llvm.nvvm.barrier0(), !dbg !53
  br label %46, !dbg !54

46:                                               ; preds = %45
  %47 = load i32, ptr %9, align 4, !dbg !55
  %48 = add nsw i32 %47, 1, !dbg !55
  store i32 %48, ptr %9, align 4, !dbg !55
  br label %11, !dbg !26, !llvm.loop !56

49:                                               ; preds = %11
  %50 = load float, ptr %8, align 4, !dbg !58
  %51 = load ptr, ptr %5, align 8, !dbg !59
  %52 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !60
  %53 = mul i32 %52, 64, !dbg !62
  %54 = load i32, ptr %7, align 4, !dbg !63
  %55 = add i32 %53, %54, !dbg !64
  %56 = zext i32 %55 to i64, !dbg !59
  %57 = getelementptr inbounds float, ptr %51, i64 %56, !dbg !59
  store float %50, ptr %57, align 4, !dbg !65
  br label %58, !dbg !66

58:                                               ; preds = %49, %44
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
!7 = !DIFile(filename: "c-barrier-divergence-003.cu", directory: ".")
!8 = !{ptr @c_return_inside_barrier_loop, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "c_return_inside_barrier_loop", scope: !7, file: !7, line: 5, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 18, scope: !12)
!19 = !DILocation(line: 8, column: 14, scope: !12)
!20 = !DILocation(line: 9, column: 11, scope: !12)
!21 = !DILocation(line: 10, column: 14, scope: !12)
!22 = !DILocation(line: 10, column: 10, scope: !12)
!23 = !DILocation(line: 10, column: 21, scope: !12)
!24 = !DILocation(line: 10, column: 25, scope: !12)
!25 = !DILocation(line: 10, column: 23, scope: !12)
!26 = !DILocation(line: 10, column: 5, scope: !12)
!27 = !DILocation(line: 11, column: 16, scope: !12)
!28 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!30 = distinct !DILocation(line: 11, column: 20, scope: !12)
!31 = !DILocation(line: 11, column: 33, scope: !12)
!32 = !DILocation(line: 11, column: 31, scope: !12)
!33 = !DILocation(line: 11, column: 42, scope: !12)
!34 = !DILocation(line: 11, column: 40, scope: !12)
!35 = !DILocation(line: 11, column: 45, scope: !12)
!36 = !DILocation(line: 11, column: 52, scope: !12)
!37 = !DILocation(line: 11, column: 50, scope: !12)
!38 = !DILocation(line: 11, column: 11, scope: !12)
!39 = !DILocation(line: 11, column: 9, scope: !12)
!40 = !DILocation(line: 11, column: 14, scope: !12)
!41 = !DILocation(line: 12, column: 9, scope: !12)
!42 = !DILocation(line: 13, column: 19, scope: !12)
!43 = !DILocation(line: 13, column: 21, scope: !12)
!44 = !DILocation(line: 13, column: 26, scope: !12)
!45 = !DILocation(line: 13, column: 16, scope: !12)
!46 = !DILocation(line: 13, column: 13, scope: !12)
!47 = !DILocation(line: 14, column: 13, scope: !12)
!48 = !DILocation(line: 14, column: 15, scope: !12)
!49 = !DILocation(line: 14, column: 20, scope: !12)
!50 = !DILocation(line: 14, column: 23, scope: !12)
!51 = !DILocation(line: 14, column: 25, scope: !12)
!52 = !DILocation(line: 15, column: 13, scope: !12)
!53 = !DILocation(line: 16, column: 9, scope: !12)
!54 = !DILocation(line: 17, column: 5, scope: !12)
!55 = !DILocation(line: 10, column: 33, scope: !12)
!56 = distinct !{!56, !26, !54, !57}
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 18, column: 32, scope: !12)
!59 = !DILocation(line: 18, column: 5, scope: !12)
!60 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !61)
!61 = distinct !DILocation(line: 18, column: 9, scope: !12)
!62 = !DILocation(line: 18, column: 20, scope: !12)
!63 = !DILocation(line: 18, column: 27, scope: !12)
!64 = !DILocation(line: 18, column: 25, scope: !12)
!65 = !DILocation(line: 18, column: 30, scope: !12)
!66 = !DILocation(line: 19, column: 1, scope: !12)
