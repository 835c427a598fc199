; ModuleID = 'd-shared-race-003.cu'
source_filename = "d-shared-race-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ21d_named_pipeline_raceE3buf = internal addrspace(3) global [32 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @d_named_pipeline_race(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %5, align 4, !dbg !19
  %10 = load i32, ptr %5, align 4, !dbg !20
  %11 = and i32 %10, 31, !dbg !21
  store i32 %11, ptr %6, align 4, !dbg !22
  store i32 0, ptr %7, align 4, !dbg !23
  br label %12, !dbg !24

12:                                               ; preds = %46, %2
  %13 = load i32, ptr %7, align 4, !dbg !25
  %14 = icmp slt i32 %13, 4, !dbg !26
  br i1 %14, label %15, label %49, !dbg !27

15:                                               ; preds = %12
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %17 = mul i32 %16, 4, !dbg !31
  %18 = load i32, ptr %7, align 4, !dbg !32
  %19 = add i32 %17, %18, !dbg !33
  %20 = mul i32 %19, 32, !dbg !34
  %21 = load i32, ptr %6, align 4, !dbg !35
  %22 = add i32 %20, %21, !dbg !36
  store i32 %22, ptr %8, align 4, !dbg !37
  %23 = load i32, ptr %5, align 4, !dbg !38
  %24 = icmp ult i32 %23, 32, !dbg !39
  br i1 %24, label %25, label %35, !dbg !38

25:                                               ; preds = %15
  %26 = load ptr, ptr %3, align 8, !dbg !40
  %27 = load i32, ptr %8, align 4, !dbg !41
  %28 = zext i32 %27 to i64, !dbg !40
  %29 = getelementptr inbounds float, ptr %26, i64 %28, !dbg !40
  %30 = load float, ptr %29, align 4, !dbg !40
  %31 = fadd contract float %30, 1.000000e+00, !dbg !42
  %32 = load i32, ptr %6, align 4, !dbg !43
  %33 = zext i32 %32 to i64, !dbg !44
  %34 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21d_named_pipeline_raceE3buf to ptr), i64 0, i64 %33, !dbg !44
  store float %31, ptr %34, align 4, !dbg !45
  call void asm sideeffect "bar.arrive 1, 64;", "~{memory}"() #2, !dbg !46, !srcloc !47
  br label %45, !dbg !48

35:                                               ; preds = %15
  call void asm sideeffect "bar.sync 1, 64;", "~{memory}"() #2, !dbg !49, !srcloc !50
  %36 = load i32, ptr %6, align 4, !dbg !51
  %37 = sub i32 31, %36, !dbg !52
  %38 = zext i32 %37 to i64, !dbg !53
  %39 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21d_named_pipeline_raceE3buf to ptr), i64 0, i64 %38, !dbg !53
  %40 = load float, ptr %39, align 4, !dbg !53
  %41 = load ptr, ptr %4, align 8, !dbg !54
  %42 = load i32, ptr %8, align 4, !dbg !55
  %43 = zext i32 %42 to i64, !dbg !54
  %44 = getelementptr inbounds float, ptr %41, i64 %43, !dbg !54
  store float %40, ptr %44, align 4, !dbg !56
  br label %45

45:                                               ; preds = %35, %25
  br label %46, !dbg !57

46:                                               ; preds = %45
  %47 = load i32, ptr %7, align 4, !dbg !58
  %48 = add nsw i32 %47, 1, !dbg !58
  store i32 %48, ptr %7, align 4, !dbg !58
  br label %12, !dbg !27, !llvm.loop !59

49:                                               ; preds = %12
  ret void, !dbg !61
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind }

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
!7 = !DIFile(filename: "d-shared-race-003.cu", directory: ".")
!8 = !{ptr @d_named_pipeline_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "d_named_pipeline_race", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 20, scope: !12)
!19 = !DILocation(line: 13, column: 14, scope: !12)
!20 = !DILocation(line: 13, column: 40, scope: !12)
!21 = !DILocation(line: 13, column: 44, scope: !12)
!22 = !DILocation(line: 13, column: 33, scope: !12)
!23 = !DILocation(line: 14, column: 14, scope: !12)
!24 = !DILocation(line: 14, column: 10, scope: !12)
!25 = !DILocation(line: 14, column: 21, scope: !12)
!26 = !DILocation(line: 14, column: 23, scope: !12)
!27 = !DILocation(line: 14, column: 5, scope: !12)
!28 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!30 = distinct !DILocation(line: 15, column: 23, scope: !12)
!31 = !DILocation(line: 15, column: 34, scope: !12)
!32 = !DILocation(line: 15, column: 45, scope: !12)
!33 = !DILocation(line: 15, column: 43, scope: !12)
!34 = !DILocation(line: 15, column: 48, scope: !12)
!35 = !DILocation(line: 15, column: 55, scope: !12)
!36 = !DILocation(line: 15, column: 53, scope: !12)
!37 = !DILocation(line: 15, column: 18, scope: !12)
!38 = !DILocation(line: 16, column: 13, scope: !12)
!39 = !DILocation(line: 16, column: 17, scope: !12)
!40 = !DILocation(line: 17, column: 25, scope: !12)
!41 = !DILocation(line: 17, column: 28, scope: !12)
!42 = !DILocation(line: 17, column: 31, scope: !12)
!43 = !DILocation(line: 17, column: 17, scope: !12)
!44 = !DILocation(line: 17, column: 13, scope: !12)
!45 = !DILocation(line: 17, column: 23, scope: !12)
!46 = !DILocation(line: 18, column: 13, scope: !12)
!47 = !{i64 940}
!48 = !DILocation(line: 19, column: 9, scope: !12)
!49 = !DILocation(line: 20, column: 13, scope: !12)
!50 = !{i64 1017}
!51 = !DILocation(line: 21, column: 31, scope: !12)
!52 = !DILocation(line: 21, column: 29, scope: !12)
!53 = !DILocation(line: 21, column: 22, scope: !12)
!54 = !DILocation(line: 21, column: 13, scope: !12)
!55 = !DILocation(line: 21, column: 17, scope: !12)
!56 = !DILocation(line: 21, column: 20, scope: !12)
!57 = !DILocation(line: 23, column: 5, scope: !12)
!58 = !DILocation(line: 14, column: 33, scope: !12)
!59 = distinct !{!59, !27, !57, !60}
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 24, column: 1, scope: !12)
