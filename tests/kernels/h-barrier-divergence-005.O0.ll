; ModuleID = 'h-barrier-divergence-005.cu'
source_filename = "h-barrier-divergence-005.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ12h_heat_stepsE4tile = internal addrspace(3) global [258 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_heat_steps(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %11, ptr %7, align 4, !dbg !19
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %13 = mul i32 %12, 256, !dbg !23
  %14 = load i32, ptr %7, align 4, !dbg !24
  %15 = add i32 %13, %14, !dbg !25
  store i32 %15, ptr %8, align 4, !dbg !26
  %16 = load ptr, ptr %4, align 8, !dbg !27
  %17 = load i32, ptr %8, align 4, !dbg !28
  %18 = zext i32 %17 to i64, !dbg !27
  %19 = getelementptr inbounds float, ptr %16, i64 %18, !dbg !27
  %20 = load float, ptr %19, align 4, !dbg !27
  store float %20, ptr %9, align 4, !dbg !29
  %21 = load i32, ptr %7, align 4, !dbg !30
  %22 = icmp eq i32 %21, 0, !dbg !31
  br i1 %22, label %23, label %24, !dbg !30

23:                                               ; preds = %3
  store float 0.000000e+00, ptr addrspacecast (ptr addrspace(3) @_ZZ12h_heat_stepsE4tile to ptr), align 4, !dbg !32
  store float 0.000000e+00, ptr getelementptr inbounds ([258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12h_heat_stepsE4tile to ptr), i64 0, i64 257), align 4, !dbg !33
  br label %24, !dbg !34

24:                                               ; preds = %23, %3
  store i32 0, ptr %10, align 4, !dbg !35
  br label %25, !dbg !36

25:                                               ; preds = %61, %24
  %26 = load i32, ptr %10, align 4, !dbg !37
  %27 = load i32, ptr %5, align 4, !dbg !38
  %28 = icmp slt i32 %26, %27, !dbg !39
  br i1 %28, label %29, label %64, !dbg !40

29:                                               ; preds = %25
  %30 = load i32, ptr %6, align 4, !dbg !41
  %31 = icmp sgt i32 %30, 0, !dbg !42
  br i1 %31, label %32, label %57, !dbg !41

32:                                               ; preds = %29
  %33 = load float, ptr %9, align 4, !dbg !43
  %34 = load i32, ptr %7, align 4, !dbg !44
  %35 = add i32 %34, 1, !dbg !45
  %36 = zext i32 %35 to i64, !dbg !46
  %37 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12h_heat_stepsE4tile to ptr), i64 0, i64 %36, !dbg !46
  store float %33, ptr %37, align 4, !dbg !47
  call void @llvm.nvvm.barrier0(), !dbg !48
  %38 = load i32, ptr %7, align 4, !dbg !49
  %39 = zext i32 %38 to i64, !dbg !50
  %40 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12h_heat_stepsE4tile to ptr), i64 0, i64 %39, !dbg !50
  %41 = load float, ptr %40, align 4, !dbg !50
  %42 = fmul contract float 2.500000e-01, %41, !dbg !51
  %43 = load i32, ptr %7, align 4, !dbg !52
  %44 = add i32 %43, 1, !dbg !53
  %45 = zext i32 %44 to i64, !dbg !54
  %46 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12h_heat_stepsE4tile to ptr), i64 0, i64 %45, !dbg !54
  %47 = load float, ptr %46, align 4, !dbg !54
  %48 = fmul contract float 5.000000e-01, %47, !dbg !55
  %49 = fadd contract float %42, %48, !dbg !56
  %50 = load i32, ptr %7, align 4, !dbg !57
  %51 = add i32 %50, 2, !dbg !58
  %52 = zext i32 %51 to i64, !dbg !59
  %53 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12h_heat_stepsE4tile to ptr), i64 0, i64 %52, !dbg !59
  %54 = load float, ptr %53, align 4, !dbg !59
  %55 = fmul contract float 2.500000e-01, %54, !dbg !60
  %56 = fadd contract float %49, %55, !dbg !61
  store float %56, ptr %9, align 4, !dbg !62
  call void @llvm.nvvm.barrier0(), !dbg !63
  br label %60, !dbg !64

57:                                               ; preds = %29
  %58 = load float, ptr %9, align 4, !dbg !65
  %59 = fmul contract float 0x3FEFAE1480000000, %58, !dbg !66
  store float %59, ptr %9, align 4, !dbg !67
  br label %60

60:                                               ; preds = %57, %32
  br label %61, !dbg !68

61:                                               ; preds = %60
  %62 = load i32, ptr %10, align 4, !dbg !69
  %63 = add nsw i32 %62, 1, !dbg !69
  store i32 %63, ptr %10, align 4, !dbg !69
  br label %25, !dbg !40, !llvm.loop !70

64:                                               ; preds = %25
  %65 = load float, ptr %9, align 4, !dbg !72
  %66 = load ptr, ptr %4, align 8, !dbg !73
  %67 = load i32, ptr %8, align 4, !dbg !74
  %68 = zext i32 %67 to i64, !dbg !73
  %69 = getelementptr inbounds float, ptr %66, i64 %68, !dbg !73
  store float %65, ptr %69, align 4, !dbg !75
  ret void, !dbg !76
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
!7 = !DIFile(filename: "h-barrier-divergence-005.cu", directory: ".")
!8 = !{ptr @h_heat_steps, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_heat_steps", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 20, scope: !12)
!19 = !DILocation(line: 13, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 14, column: 18, scope: !12)
!23 = !DILocation(line: 14, column: 29, scope: !12)
!24 = !DILocation(line: 14, column: 39, scope: !12)
!25 = !DILocation(line: 14, column: 37, scope: !12)
!26 = !DILocation(line: 14, column: 14, scope: !12)
!27 = !DILocation(line: 15, column: 17, scope: !12)
!28 = !DILocation(line: 15, column: 19, scope: !12)
!29 = !DILocation(line: 15, column: 11, scope: !12)
!30 = !DILocation(line: 16, column: 9, scope: !12)
!31 = !DILocation(line: 16, column: 13, scope: !12)
!32 = !DILocation(line: 17, column: 17, scope: !12)
!33 = !DILocation(line: 18, column: 25, scope: !12)
!34 = !DILocation(line: 19, column: 5, scope: !12)
!35 = !DILocation(line: 20, column: 14, scope: !12)
!36 = !DILocation(line: 20, column: 10, scope: !12)
!37 = !DILocation(line: 20, column: 21, scope: !12)
!38 = !DILocation(line: 20, column: 25, scope: !12)
!39 = !DILocation(line: 20, column: 23, scope: !12)
!40 = !DILocation(line: 20, column: 5, scope: !12)
!41 = !DILocation(line: 21, column: 13, scope: !12)
!42 = !DILocation(line: 21, column: 21, scope: !12)
!43 = !DILocation(line: 22, column: 29, scope: !12)
!44 = !DILocation(line: 22, column: 18, scope: !12)
!45 = !DILocation(line: 22, column: 22, scope: !12)
!46 = !DILocation(line: 22, column: 13, scope: !12)
!47 = !DILocation(line: 22, column: 27, scope: !12)
!48 = !DILocation(line: 23, column: 13, scope: !12)
!49 = !DILocation(line: 24, column: 32, scope: !12)
!50 = !DILocation(line: 24, column: 27, scope: !12)
!51 = !DILocation(line: 24, column: 25, scope: !12)
!52 = !DILocation(line: 24, column: 51, scope: !12)
!53 = !DILocation(line: 24, column: 55, scope: !12)
!54 = !DILocation(line: 24, column: 46, scope: !12)
!55 = !DILocation(line: 24, column: 44, scope: !12)
!56 = !DILocation(line: 24, column: 37, scope: !12)
!57 = !DILocation(line: 24, column: 75, scope: !12)
!58 = !DILocation(line: 24, column: 79, scope: !12)
!59 = !DILocation(line: 24, column: 70, scope: !12)
!60 = !DILocation(line: 24, column: 68, scope: !12)
!61 = !DILocation(line: 24, column: 60, scope: !12)
!62 = !DILocation(line: 24, column: 17, scope: !12)
!63 = !DILocation(line: 25, column: 13, scope: !12)
!64 = !DILocation(line: 26, column: 9, scope: !12)
!65 = !DILocation(line: 27, column: 27, scope: !12)
!66 = !DILocation(line: 27, column: 25, scope: !12)
!67 = !DILocation(line: 27, column: 17, scope: !12)
!68 = !DILocation(line: 29, column: 5, scope: !12)
!69 = !DILocation(line: 20, column: 32, scope: !12)
!70 = distinct !{!70, !40, !68, !71}
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocation(line: 30, column: 12, scope: !12)
!73 = !DILocation(line: 30, column: 5, scope: !12)
!74 = !DILocation(line: 30, column: 7, scope: !12)
!75 = !DILocation(line: 30, column: 10, scope: !12)
!76 = !DILocation(line: 31, column: 1, scope: !12)
