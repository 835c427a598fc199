; ModuleID = 'b-shared-race-017.cu'
source_filename = "b-shared-race-017.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ21b_stencil1d_nobarrierE1s = internal addrspace(3) global [134 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_stencil1d_nobarrier(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %5, align 4, !dbg !19
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %11 = mul i32 %10, 128, !dbg !23
  %12 = load i32, ptr %5, align 4, !dbg !24
  %13 = add i32 %11, %12, !dbg !25
  %14 = add i32 %13, 3, !dbg !26
  store i32 %14, ptr %6, align 4, !dbg !27
  %15 = load ptr, ptr %4, align 8, !dbg !28
  %16 = load i32, ptr %6, align 4, !dbg !29
  %17 = sext i32 %16 to i64, !dbg !28
  %18 = getelementptr inbounds float, ptr %15, i64 %17, !dbg !28
  %19 = load float, ptr %18, align 4, !dbg !28
  %20 = load i32, ptr %5, align 4, !dbg !30
  %21 = add nsw i32 %20, 3, !dbg !31
  %22 = sext i32 %21 to i64, !dbg !32
  %23 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil1d_nobarrierE1s to ptr), i64 0, i64 %22, !dbg !32
  store float %19, ptr %23, align 4, !dbg !33
  %24 = load i32, ptr %5, align 4, !dbg !34
  %25 = icmp slt i32 %24, 3, !dbg !35
  br i1 %25, label %26, label %47, !dbg !34

26:                                               ; preds = %2
  %27 = load ptr, ptr %4, align 8, !dbg !36
  %28 = load i32, ptr %6, align 4, !dbg !37
  %29 = sub nsw i32 %28, 3, !dbg !38
  %30 = sext i32 %29 to i64, !dbg !36
  %31 = getelementptr inbounds float, ptr %27, i64 %30, !dbg !36
  %32 = load float, ptr %31, align 4, !dbg !36
  %33 = load i32, ptr %5, align 4, !dbg !39
  %34 = sext i32 %33 to i64, !dbg !40
  %35 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil1d_nobarrierE1s to ptr), i64 0, i64 %34, !dbg !40
  store float %32, ptr %35, align 4, !dbg !41
  %36 = load ptr, ptr %4, align 8, !dbg !42
  %37 = load i32, ptr %6, align 4, !dbg !43
  %38 = add nsw i32 %37, 128, !dbg !44
  %39 = sext i32 %38 to i64, !dbg !42
  %40 = getelementptr inbounds float, ptr %36, i64 %39, !dbg !42
  %41 = load float, ptr %40, align 4, !dbg !42
  %42 = load i32, ptr %5, align 4, !dbg !45
  %43 = add nsw i32 %42, 128, !dbg !46
  %44 = add nsw i32 %43, 3, !dbg !47
  %45 = sext i32 %44 to i64, !dbg !48
  %46 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil1d_nobarrierE1s to ptr), i64 0, i64 %45, !dbg !48
  store float %41, ptr %46, align 4, !dbg !49
  br label %47, !dbg !50

47:                                               ; preds = %26, %2
  store float 0.000000e+00, ptr %7, align 4, !dbg !51
  store i32 -3, ptr %8, align 4, !dbg !52
  br label %48, !dbg !53

48:                                               ; preds = %61, %47
  %49 = load i32, ptr %8, align 4, !dbg !54
  %50 = icmp sle i32 %49, 3, !dbg !55
  br i1 %50, label %51, label %64, !dbg !56

51:                                               ; preds = %48
  %52 = load i32, ptr %5, align 4, !dbg !57
  %53 = add nsw i32 %52, 3, !dbg !58
  %54 = load i32, ptr %8, align 4, !dbg !59
  %55 = add nsw i32 %53, %54, !dbg !60
  %56 = sext i32 %55 to i64, !dbg !61
  %57 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21b_stencil1d_nobarrierE1s to ptr), i64 0, i64 %56, !dbg !61
  %58 = load float, ptr %57, align 4, !dbg !61
  %59 = load float, ptr %7, align 4, !dbg !62
  %60 = fadd contract float %59, %58, !dbg !62
  store float %60, ptr %7, align 4, !dbg !62
  br label %61, !dbg !63

61:                                               ; preds = %51
  %62 = load i32, ptr %8, align 4, !dbg !64
  %63 = add nsw i32 %62, 1, !dbg !64
  store i32 %63, ptr %8, align 4, !dbg !64
  br label %48, !dbg !56, !llvm.loop !65

64:                                               ; preds = %48
  %65 = load float, ptr %7, align 4, !dbg !68
  %66 = load ptr, ptr %3, align 8, !dbg !69
  %67 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !70
  %68 = mul i32 %67, 128, !dbg !72
  %69 = load i32, ptr %5, align 4, !dbg !73
  %70 = add i32 %68, %69, !dbg !74
  %71 = zext i32 %70 to i64, !dbg !69
  %72 = getelementptr inbounds float, ptr %66, i64 %71, !dbg !69
  store float %65, ptr %72, align 4, !dbg !75
  ret void, !dbg !76
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "b-shared-race-017.cu", directory: ".")
!8 = !{ptr @b_stencil1d_nobarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_stencil1d_nobarrier", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 12, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 13, column: 13, scope: !12)
!23 = !DILocation(line: 13, column: 24, scope: !12)
!24 = !DILocation(line: 13, column: 30, scope: !12)
!25 = !DILocation(line: 13, column: 28, scope: !12)
!26 = !DILocation(line: 13, column: 32, scope: !12)
!27 = !DILocation(line: 13, column: 9, scope: !12)
!28 = !DILocation(line: 14, column: 16, scope: !12)
!29 = !DILocation(line: 14, column: 19, scope: !12)
!30 = !DILocation(line: 14, column: 7, scope: !12)
!31 = !DILocation(line: 14, column: 9, scope: !12)
!32 = !DILocation(line: 14, column: 5, scope: !12)
!33 = !DILocation(line: 14, column: 14, scope: !12)
!34 = !DILocation(line: 15, column: 9, scope: !12)
!35 = !DILocation(line: 15, column: 11, scope: !12)
!36 = !DILocation(line: 16, column: 16, scope: !12)
!37 = !DILocation(line: 16, column: 19, scope: !12)
!38 = !DILocation(line: 16, column: 21, scope: !12)
!39 = !DILocation(line: 16, column: 11, scope: !12)
!40 = !DILocation(line: 16, column: 9, scope: !12)
!41 = !DILocation(line: 16, column: 14, scope: !12)
!42 = !DILocation(line: 17, column: 24, scope: !12)
!43 = !DILocation(line: 17, column: 27, scope: !12)
!44 = !DILocation(line: 17, column: 29, scope: !12)
!45 = !DILocation(line: 17, column: 11, scope: !12)
!46 = !DILocation(line: 17, column: 13, scope: !12)
!47 = !DILocation(line: 17, column: 17, scope: !12)
!48 = !DILocation(line: 17, column: 9, scope: !12)
!49 = !DILocation(line: 17, column: 22, scope: !12)
!50 = !DILocation(line: 18, column: 5, scope: !12)
!51 = !DILocation(line: 20, column: 11, scope: !12)
!52 = !DILocation(line: 21, column: 14, scope: !12)
!53 = !DILocation(line: 21, column: 10, scope: !12)
!54 = !DILocation(line: 21, column: 22, scope: !12)
!55 = !DILocation(line: 21, column: 24, scope: !12)
!56 = !DILocation(line: 21, column: 5, scope: !12)
!57 = !DILocation(line: 22, column: 16, scope: !12)
!58 = !DILocation(line: 22, column: 18, scope: !12)
!59 = !DILocation(line: 22, column: 24, scope: !12)
!60 = !DILocation(line: 22, column: 22, scope: !12)
!61 = !DILocation(line: 22, column: 14, scope: !12)
!62 = !DILocation(line: 22, column: 11, scope: !12)
!63 = !DILocation(line: 22, column: 9, scope: !12)
!64 = !DILocation(line: 21, column: 30, scope: !12)
!65 = distinct !{!65, !56, !66, !67}
!66 = !DILocation(line: 22, column: 25, scope: !12)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 23, column: 31, scope: !12)
!69 = !DILocation(line: 23, column: 5, scope: !12)
!70 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !71)
!71 = distinct !DILocation(line: 23, column: 9, scope: !12)
!72 = !DILocation(line: 23, column: 20, scope: !12)
!73 = !DILocation(line: 23, column: 26, scope: !12)
!74 = !DILocation(line: 23, column: 24, scope: !12)
!75 = !DILocation(line: 23, column: 29, scope: !12)
!76 = !DILocation(line: 24, column: 1, scope: !12)
