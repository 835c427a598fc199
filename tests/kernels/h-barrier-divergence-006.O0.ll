; ModuleID = 'h-barrier-divergence-006.cu'
source_filename = "h-barrier-divergence-006.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ18h_row_diff_stridedE1s = internal addrspace(3) global [257 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_row_diff_strided(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %11, ptr %7, align 4, !dbg !19
  %12 = load ptr, ptr %4, align 8, !dbg !20
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %14 = zext i32 %13 to i64, !dbg !24
  %15 = load i32, ptr %6, align 4, !dbg !25
  %16 = sext i32 %15 to i64, !dbg !25
  %17 = mul i64 %14, %16, !dbg !26
  %18 = getelementptr inbounds float, ptr %12, i64 %17, !dbg !27
  store ptr %18, ptr %8, align 8, !dbg !28
  %19 = load ptr, ptr %5, align 8, !dbg !29
  %20 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !30
  %21 = zext i32 %20 to i64, !dbg !32
  %22 = load i32, ptr %6, align 4, !dbg !33
  %23 = sext i32 %22 to i64, !dbg !33
  %24 = mul i64 %21, %23, !dbg !34
  %25 = getelementptr inbounds float, ptr %19, i64 %24, !dbg !35
  store ptr %25, ptr %9, align 8, !dbg !36
  %26 = load i32, ptr %7, align 4, !dbg !37
  store i32 %26, ptr %10, align 4, !dbg !38
  br label %27, !dbg !39

27:                                               ; preds = %72, %3
  %28 = load i32, ptr %10, align 4, !dbg !40
  %29 = load i32, ptr %6, align 4, !dbg !41
  %30 = icmp slt i32 %28, %29, !dbg !42
  br i1 %30, label %31, label %75, !dbg !43

31:                                               ; preds = %27
  %32 = load ptr, ptr %8, align 8, !dbg !44
  %33 = load i32, ptr %10, align 4, !dbg !45
  %34 = sext i32 %33 to i64, !dbg !44
  %35 = getelementptr inbounds float, ptr %32, i64 %34, !dbg !44
  %36 = load float, ptr %35, align 4, !dbg !44
  %37 = load i32, ptr %7, align 4, !dbg !46
  %38 = zext i32 %37 to i64, !dbg !47
  %39 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18h_row_diff_stridedE1s to ptr), i64 0, i64 %38, !dbg !47
  store float %36, ptr %39, align 4, !dbg !48
  %40 = load i32, ptr %7, align 4, !dbg !49
  %41 = icmp eq i32 %40, 0, !dbg !50
  br i1 %41, label %42, label %57, !dbg !49

42:                                               ; preds = %31
  %43 = load i32, ptr %10, align 4, !dbg !51
  %44 = add nsw i32 %43, 256, !dbg !52
  %45 = load i32, ptr %6, align 4, !dbg !53
  %46 = icmp slt i32 %44, %45, !dbg !54
  br i1 %46, label %47, label %54, !dbg !51

47:                                               ; preds = %42
  %48 = load ptr, ptr %8, align 8, !dbg !55
  %49 = load i32, ptr %10, align 4, !dbg !56
  %50 = add nsw i32 %49, 256, !dbg !57
  %51 = sext i32 %50 to i64, !dbg !55
  %52 = getelementptr inbounds float, ptr %48, i64 %51, !dbg !55
  %53 = load float, ptr %52, align 4, !dbg !55
  br label %55, !dbg !51

54:                                               ; preds = %42
  br label %55, !dbg !51

55:                                               ; preds = %54, %47
  %56 = phi contract float [ %53, %47 ], [ 0.000000e+00, %54 ], !dbg !51
  store float %56, ptr getelementptr inbounds ([257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18h_row_diff_stridedE1s to ptr), i64 0, i64 256), align 4, !dbg !58
  br label %57, !dbg !59

57:                                               ; preds = %55, %31
  call void @llvm.nvvm.barrier0(), !dbg !60
  %58 = load i32, ptr %7, align 4, !dbg !61
  %59 = add i32 %58, 1, !dbg !62
  %60 = zext i32 %59 to i64, !dbg !63
  %61 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18h_row_diff_stridedE1s to ptr), i64 0, i64 %60, !dbg !63
  %62 = load float, ptr %61, align 4, !dbg !63
  %63 = load i32, ptr %7, align 4, !dbg !64
  %64 = zext i32 %63 to i64, !dbg !65
  %65 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18h_row_diff_stridedE1s to ptr), i64 0, i64 %64, !dbg !65
  %66 = load float, ptr %65, align 4, !dbg !65
  %67 = fsub contract float %62, %66, !dbg !66
  %68 = load ptr, ptr %9, align 8, !dbg !67
  %69 = load i32, ptr %10, align 4, !dbg !68
  %70 = sext i32 %69 to i64, !dbg !67
  %71 = getelementptr inbounds float, ptr %68, i64 %70, !dbg !67
  store float %67, ptr %71, align 4, !dbg !69
  call void @llvm.nvvm.barrier0(), !dbg !70
  br label %72, !dbg !71

72:                                               ; preds = %57
  %73 = load i32, ptr %10, align 4, !dbg !72
  %74 = add nsw i32 %73, 256, !dbg !72
  store i32 %74, ptr %10, align 4, !dbg !72
  br label %27, !dbg !43, !llvm.loop !73

75:                                               ; preds = %27
  ret void, !dbg !75
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
!7 = !DIFile(filename: "h-barrier-divergence-006.cu", directory: ".")
!8 = !{ptr @h_row_diff_strided, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_row_diff_strided", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 20, scope: !12)
!19 = !DILocation(line: 16, column: 14, scope: !12)
!20 = !DILocation(line: 17, column: 23, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 17, column: 35, scope: !12)
!24 = !DILocation(line: 17, column: 35, scope: !12)
!25 = !DILocation(line: 17, column: 48, scope: !12)
!26 = !DILocation(line: 17, column: 46, scope: !12)
!27 = !DILocation(line: 17, column: 25, scope: !12)
!28 = !DILocation(line: 17, column: 18, scope: !12)
!29 = !DILocation(line: 18, column: 17, scope: !12)
!30 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !31)
!31 = distinct !DILocation(line: 18, column: 30, scope: !12)
!32 = !DILocation(line: 18, column: 30, scope: !12)
!33 = !DILocation(line: 18, column: 43, scope: !12)
!34 = !DILocation(line: 18, column: 41, scope: !12)
!35 = !DILocation(line: 18, column: 20, scope: !12)
!36 = !DILocation(line: 18, column: 12, scope: !12)
!37 = !DILocation(line: 19, column: 18, scope: !12)
!38 = !DILocation(line: 19, column: 14, scope: !12)
!39 = !DILocation(line: 19, column: 10, scope: !12)
!40 = !DILocation(line: 19, column: 23, scope: !12)
!41 = !DILocation(line: 19, column: 27, scope: !12)
!42 = !DILocation(line: 19, column: 25, scope: !12)
!43 = !DILocation(line: 19, column: 5, scope: !12)
!44 = !DILocation(line: 20, column: 18, scope: !12)
!45 = !DILocation(line: 20, column: 21, scope: !12)
!46 = !DILocation(line: 20, column: 11, scope: !12)
!47 = !DILocation(line: 20, column: 9, scope: !12)
!48 = !DILocation(line: 20, column: 16, scope: !12)
!49 = !DILocation(line: 21, column: 13, scope: !12)
!50 = !DILocation(line: 21, column: 17, scope: !12)
!51 = !DILocation(line: 22, column: 24, scope: !12)
!52 = !DILocation(line: 22, column: 26, scope: !12)
!53 = !DILocation(line: 22, column: 36, scope: !12)
!54 = !DILocation(line: 22, column: 34, scope: !12)
!55 = !DILocation(line: 22, column: 45, scope: !12)
!56 = !DILocation(line: 22, column: 48, scope: !12)
!57 = !DILocation(line: 22, column: 50, scope: !12)
!58 = !DILocation(line: 22, column: 22, scope: !12)
!59 = !DILocation(line: 22, column: 13, scope: !12)
!60 = !DILocation(line: 23, column: 9, scope: !12)
!61 = !DILocation(line: 24, column: 19, scope: !12)
!62 = !DILocation(line: 24, column: 23, scope: !12)
!63 = !DILocation(line: 24, column: 17, scope: !12)
!64 = !DILocation(line: 24, column: 32, scope: !12)
!65 = !DILocation(line: 24, column: 30, scope: !12)
!66 = !DILocation(line: 24, column: 28, scope: !12)
!67 = !DILocation(line: 24, column: 9, scope: !12)
!68 = !DILocation(line: 24, column: 12, scope: !12)
!69 = !DILocation(line: 24, column: 15, scope: !12)
!70 = !DILocation(line: 25, column: 9, scope: !12)
!71 = !DILocation(line: 26, column: 5, scope: !12)
!72 = !DILocation(line: 19, column: 37, scope: !12)
!73 = distinct !{!73, !43, !71, !74}
!74 = !{!"llvm.loop.mustprogress"}
!75 = !DILocation(line: 27, column: 1, scope: !12)
