; ModuleID = 'e-global-race-025.cu'
source_filename = "e-global-race-025.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@_ZZ20e_transpose_tiled_okE4tile = internal addrspace(3) global [32 x [33 x float]] undef, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_transpose_tiled_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %10 = mul i32 %9, 32, !dbg !19
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %12 = add i32 %10, %11, !dbg !23
  store i32 %12, ptr %5, align 4, !dbg !24
  %13 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !25
  %14 = mul i32 %13, 32, !dbg !28
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !29
  %16 = add i32 %14, %15, !dbg !32
  store i32 %16, ptr %6, align 4, !dbg !33
  store i32 0, ptr %7, align 4, !dbg !34
  br label %17, !dbg !35

17:                                               ; preds = %39, %2
  %18 = load i32, ptr %7, align 4, !dbg !36
  %19 = icmp slt i32 %18, 32, !dbg !37
  br i1 %19, label %20, label %42, !dbg !38

20:                                               ; preds = %17
  %21 = load ptr, ptr %3, align 8, !dbg !39
  %22 = load i32, ptr %6, align 4, !dbg !40
  %23 = load i32, ptr %7, align 4, !dbg !41
  %24 = add nsw i32 %22, %23, !dbg !42
  %25 = mul nsw i32 %24, 256, !dbg !43
  %26 = load i32, ptr %5, align 4, !dbg !44
  %27 = add nsw i32 %25, %26, !dbg !45
  %28 = sext i32 %27 to i64, !dbg !39
  %29 = getelementptr inbounds float, ptr %21, i64 %28, !dbg !39
  %30 = load float, ptr %29, align 4, !dbg !39
  %31 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !46
  %32 = load i32, ptr %7, align 4, !dbg !48
  %33 = add i32 %31, %32, !dbg !49
  %34 = zext i32 %33 to i64, !dbg !50
  %35 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20e_transpose_tiled_okE4tile to ptr), i64 0, i64 %34, !dbg !50
  %36 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !51
  %37 = zext i32 %36 to i64, !dbg !50
  %38 = getelementptr inbounds [33 x float], ptr %35, i64 0, i64 %37, !dbg !50
  store float %30, ptr %38, align 4, !dbg !53
  br label %39, !dbg !50

39:                                               ; preds = %20
  %40 = load i32, ptr %7, align 4, !dbg !54
  %41 = add nsw i32 %40, 8, !dbg !54
  store i32 %41, ptr %7, align 4, !dbg !54
  br label %17, !dbg !38, !llvm.loop !55

42:                                               ; preds = %17
  call void @llvm.nvvm.barrier0(), !dbg !58
  %43 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !59
  %44 = mul i32 %43, 32, !dbg !61
  %45 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !62
  %46 = add i32 %44, %45, !dbg !64
  store i32 %46, ptr %5, align 4, !dbg !65
  %47 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !66
  %48 = mul i32 %47, 32, !dbg !68
  %49 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !69
  %50 = add i32 %48, %49, !dbg !71
  store i32 %50, ptr %6, align 4, !dbg !72
  store i32 0, ptr %8, align 4, !dbg !73
  br label %51, !dbg !74

51:                                               ; preds = %73, %42
  %52 = load i32, ptr %8, align 4, !dbg !75
  %53 = icmp slt i32 %52, 32, !dbg !76
  br i1 %53, label %54, label %76, !dbg !77

54:                                               ; preds = %51
  %55 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !78
  %56 = zext i32 %55 to i64, !dbg !80
  %57 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20e_transpose_tiled_okE4tile to ptr), i64 0, i64 %56, !dbg !80
  %58 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !81
  %59 = load i32, ptr %8, align 4, !dbg !83
  %60 = add i32 %58, %59, !dbg !84
  %61 = zext i32 %60 to i64, !dbg !80
  %62 = getelementptr inbounds [33 x float], ptr %57, i64 0, i64 %61, !dbg !80
  %63 = load float, ptr %62, align 4, !dbg !80
  %64 = load ptr, ptr %4, align 8, !dbg !85
  %65 = load i32, ptr %6, align 4, !dbg !86
  %66 = load i32, ptr %8, align 4, !dbg !87
  %67 = add nsw i32 %65, %66, !dbg !88
  %68 = mul nsw i32 %67, 128, !dbg !89
  %69 = load i32, ptr %5, align 4, !dbg !90
  %70 = add nsw i32 %68, %69, !dbg !91
  %71 = sext i32 %70 to i64, !dbg !85
  %72 = getelementptr inbounds float, ptr %64, i64 %71, !dbg !85
  store float %63, ptr %72, align 4, !dbg !92
  br label %73, !dbg !85

73:                                               ; preds = %54
  %74 = load i32, ptr %8, align 4, !dbg !93
  %75 = add nsw i32 %74, 8, !dbg !93
  store i32 %75, ptr %8, align 4, !dbg !93
  br label %51, !dbg !77, !llvm.loop !94

76:                                               ; preds = %51
  ret void, !dbg !96
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

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
!7 = !DIFile(filename: "e-global-race-025.cu", directory: ".")
!8 = !{ptr @e_transpose_tiled_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_transpose_tiled_ok", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 24, scope: !12)
!20 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 13, column: 33, scope: !12)
!23 = !DILocation(line: 13, column: 31, scope: !12)
!24 = !DILocation(line: 13, column: 9, scope: !12)
!25 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!27 = distinct !DILocation(line: 14, column: 13, scope: !12)
!28 = !DILocation(line: 14, column: 24, scope: !12)
!29 = !DILocation(line: 54, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!31 = distinct !DILocation(line: 14, column: 33, scope: !12)
!32 = !DILocation(line: 14, column: 31, scope: !12)
!33 = !DILocation(line: 14, column: 9, scope: !12)
!34 = !DILocation(line: 15, column: 14, scope: !12)
!35 = !DILocation(line: 15, column: 10, scope: !12)
!36 = !DILocation(line: 15, column: 21, scope: !12)
!37 = !DILocation(line: 15, column: 23, scope: !12)
!38 = !DILocation(line: 15, column: 5, scope: !12)
!39 = !DILocation(line: 16, column: 46, scope: !12)
!40 = !DILocation(line: 16, column: 50, scope: !12)
!41 = !DILocation(line: 16, column: 54, scope: !12)
!42 = !DILocation(line: 16, column: 52, scope: !12)
!43 = !DILocation(line: 16, column: 57, scope: !12)
!44 = !DILocation(line: 16, column: 63, scope: !12)
!45 = !DILocation(line: 16, column: 61, scope: !12)
!46 = !DILocation(line: 54, column: 3, scope: !30, inlinedAt: !47)
!47 = distinct !DILocation(line: 16, column: 14, scope: !12)
!48 = !DILocation(line: 16, column: 28, scope: !12)
!49 = !DILocation(line: 16, column: 26, scope: !12)
!50 = !DILocation(line: 16, column: 9, scope: !12)
!51 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !52)
!52 = distinct !DILocation(line: 16, column: 31, scope: !12)
!53 = !DILocation(line: 16, column: 44, scope: !12)
!54 = !DILocation(line: 15, column: 33, scope: !12)
!55 = distinct !{!55, !38, !56, !57}
!56 = !DILocation(line: 16, column: 64, scope: !12)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 17, column: 5, scope: !12)
!59 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !60)
!60 = distinct !DILocation(line: 18, column: 9, scope: !12)
!61 = !DILocation(line: 18, column: 20, scope: !12)
!62 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !63)
!63 = distinct !DILocation(line: 18, column: 29, scope: !12)
!64 = !DILocation(line: 18, column: 27, scope: !12)
!65 = !DILocation(line: 18, column: 7, scope: !12)
!66 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !67)
!67 = distinct !DILocation(line: 19, column: 9, scope: !12)
!68 = !DILocation(line: 19, column: 20, scope: !12)
!69 = !DILocation(line: 54, column: 3, scope: !30, inlinedAt: !70)
!70 = distinct !DILocation(line: 19, column: 29, scope: !12)
!71 = !DILocation(line: 19, column: 27, scope: !12)
!72 = !DILocation(line: 19, column: 7, scope: !12)
!73 = !DILocation(line: 20, column: 14, scope: !12)
!74 = !DILocation(line: 20, column: 10, scope: !12)
!75 = !DILocation(line: 20, column: 21, scope: !12)
!76 = !DILocation(line: 20, column: 23, scope: !12)
!77 = !DILocation(line: 20, column: 5, scope: !12)
!78 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !79)
!79 = distinct !DILocation(line: 21, column: 37, scope: !12)
!80 = !DILocation(line: 21, column: 32, scope: !12)
!81 = !DILocation(line: 54, column: 3, scope: !30, inlinedAt: !82)
!82 = distinct !DILocation(line: 21, column: 50, scope: !12)
!83 = !DILocation(line: 21, column: 64, scope: !12)
!84 = !DILocation(line: 21, column: 62, scope: !12)
!85 = !DILocation(line: 21, column: 9, scope: !12)
!86 = !DILocation(line: 21, column: 14, scope: !12)
!87 = !DILocation(line: 21, column: 18, scope: !12)
!88 = !DILocation(line: 21, column: 16, scope: !12)
!89 = !DILocation(line: 21, column: 21, scope: !12)
!90 = !DILocation(line: 21, column: 27, scope: !12)
!91 = !DILocation(line: 21, column: 25, scope: !12)
!92 = !DILocation(line: 21, column: 30, scope: !12)
!93 = !DILocation(line: 20, column: 33, scope: !12)
!94 = distinct !{!94, !77, !95, !57}
!95 = !DILocation(line: 21, column: 65, scope: !12)
!96 = !DILocation(line: 22, column: 1, scope: !12)
