; ModuleID = 'e-global-race-032.cu'
source_filename = "e-global-race-032.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ19e_row_partials_raceE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_row_partials_race(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %7, align 4, !dbg !19
  %10 = load ptr, ptr %4, align 8, !dbg !20
  %11 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !21
  %12 = load i32, ptr %6, align 4, !dbg !24
  %13 = mul i32 %11, %12, !dbg !25
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %15 = mul i32 %14, 256, !dbg !29
  %16 = add i32 %13, %15, !dbg !30
  %17 = load i32, ptr %7, align 4, !dbg !31
  %18 = add i32 %16, %17, !dbg !32
  %19 = zext i32 %18 to i64, !dbg !20
  %20 = getelementptr inbounds float, ptr %10, i64 %19, !dbg !20
  %21 = load float, ptr %20, align 4, !dbg !20
  %22 = load i32, ptr %7, align 4, !dbg !33
  %23 = zext i32 %22 to i64, !dbg !34
  %24 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19e_row_partials_raceE1s to ptr), i64 0, i64 %23, !dbg !34
  store float %21, ptr %24, align 4, !dbg !35
  call void @llvm.nvvm.barrier0(), !dbg !36
  store i32 128, ptr %8, align 4, !dbg !37
  br label %25, !dbg !38

25:                                               ; preds = %45, %3
  %26 = load i32, ptr %8, align 4, !dbg !39
  %27 = icmp ugt i32 %26, 0, !dbg !40
  br i1 %27, label %28, label %48, !dbg !41

28:                                               ; preds = %25
  %29 = load i32, ptr %7, align 4, !dbg !42
  %30 = load i32, ptr %8, align 4, !dbg !43
  %31 = icmp ult i32 %29, %30, !dbg !44
  br i1 %31, label %32, label %44, !dbg !42

32:                                               ; preds = %28
  %33 = load i32, ptr %7, align 4, !dbg !45
  %34 = load i32, ptr %8, align 4, !dbg !46
  %35 = add i32 %33, %34, !dbg !47
  %36 = zext i32 %35 to i64, !dbg !48
  %37 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19e_row_partials_raceE1s to ptr), i64 0, i64 %36, !dbg !48
  %38 = load float, ptr %37, align 4, !dbg !48
  %39 = load i32, ptr %7, align 4, !dbg !49
  %40 = zext i32 %39 to i64, !dbg !50
  %41 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19e_row_partials_raceE1s to ptr), i64 0, i64 %40, !dbg !50
  %42 = load float, ptr %41, align 4, !dbg !51
  %43 = fadd contract float %42, %38, !dbg !51
  store float %43, ptr %41, align 4, !dbg !51
  br label %44, !dbg !50

44:                                               ; preds = %32, %28
  call void @llvm.nvvm.barrier0(), !dbg !52
  br label %45, !dbg !53

45:                                               ; preds = %44
  %46 = load i32, ptr %8, align 4, !dbg !54
  %47 = lshr i32 %46, 1, !dbg !54
  store i32 %47, ptr %8, align 4, !dbg !54
  br label %25, !dbg !41, !llvm.loop !55

48:                                               ; preds = %25
  %49 = load i32, ptr %7, align 4, !dbg !57
  %50 = icmp eq i32 %49, 0, !dbg !58
  br i1 %50, label %51, label %57, !dbg !57

51:                                               ; preds = %48
  %52 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19e_row_partials_raceE1s to ptr), align 4, !dbg !59
  %53 = load ptr, ptr %5, align 8, !dbg !60
  %54 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !61
  %55 = zext i32 %54 to i64, !dbg !60
  %56 = getelementptr inbounds float, ptr %53, i64 %55, !dbg !60
  store float %52, ptr %56, align 4, !dbg !63
  br label %57, !dbg !60

57:                                               ; preds = %51, %48
  ret void, !dbg !64
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

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
!7 = !DIFile(filename: "e-global-race-032.cu", directory: ".")
!8 = !{ptr @e_row_partials_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_row_partials_race", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 18, scope: !12)
!19 = !DILocation(line: 11, column: 14, scope: !12)
!20 = !DILocation(line: 12, column: 12, scope: !12)
!21 = !DILocation(line: 67, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 12, column: 15, scope: !12)
!24 = !DILocation(line: 12, column: 28, scope: !12)
!25 = !DILocation(line: 12, column: 26, scope: !12)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 12, column: 35, scope: !12)
!29 = !DILocation(line: 12, column: 46, scope: !12)
!30 = !DILocation(line: 12, column: 33, scope: !12)
!31 = !DILocation(line: 12, column: 56, scope: !12)
!32 = !DILocation(line: 12, column: 54, scope: !12)
!33 = !DILocation(line: 12, column: 7, scope: !12)
!34 = !DILocation(line: 12, column: 5, scope: !12)
!35 = !DILocation(line: 12, column: 10, scope: !12)
!36 = !DILocation(line: 13, column: 5, scope: !12)
!37 = !DILocation(line: 14, column: 19, scope: !12)
!38 = !DILocation(line: 14, column: 10, scope: !12)
!39 = !DILocation(line: 14, column: 34, scope: !12)
!40 = !DILocation(line: 14, column: 36, scope: !12)
!41 = !DILocation(line: 14, column: 5, scope: !12)
!42 = !DILocation(line: 15, column: 13, scope: !12)
!43 = !DILocation(line: 15, column: 17, scope: !12)
!44 = !DILocation(line: 15, column: 15, scope: !12)
!45 = !DILocation(line: 15, column: 30, scope: !12)
!46 = !DILocation(line: 15, column: 34, scope: !12)
!47 = !DILocation(line: 15, column: 32, scope: !12)
!48 = !DILocation(line: 15, column: 28, scope: !12)
!49 = !DILocation(line: 15, column: 22, scope: !12)
!50 = !DILocation(line: 15, column: 20, scope: !12)
!51 = !DILocation(line: 15, column: 25, scope: !12)
!52 = !DILocation(line: 16, column: 9, scope: !12)
!53 = !DILocation(line: 17, column: 5, scope: !12)
!54 = !DILocation(line: 14, column: 43, scope: !12)
!55 = distinct !{!55, !41, !53, !56}
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 18, column: 9, scope: !12)
!58 = !DILocation(line: 18, column: 11, scope: !12)
!59 = !DILocation(line: 18, column: 39, scope: !12)
!60 = !DILocation(line: 18, column: 17, scope: !12)
!61 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !62)
!62 = distinct !DILocation(line: 18, column: 25, scope: !12)
!63 = !DILocation(line: 18, column: 37, scope: !12)
!64 = !DILocation(line: 19, column: 1, scope: !12)
