; ModuleID = 'e-global-race-029.cu'
source_filename = "e-global-race-029.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_smooth_inplace_race(ptr noundef %0, i32 noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %10 = mul i32 %9, 256, !dbg !19
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %12 = add i32 %10, %11, !dbg !23
  store i32 %12, ptr %5, align 4, !dbg !24
  %13 = load i32, ptr %5, align 4, !dbg !25
  %14 = icmp sgt i32 %13, 0, !dbg !26
  br i1 %14, label %15, label %22, !dbg !25

15:                                               ; preds = %2
  %16 = load ptr, ptr %3, align 8, !dbg !27
  %17 = load i32, ptr %5, align 4, !dbg !28
  %18 = sub nsw i32 %17, 1, !dbg !29
  %19 = sext i32 %18 to i64, !dbg !27
  %20 = getelementptr inbounds float, ptr %16, i64 %19, !dbg !27
  %21 = load float, ptr %20, align 4, !dbg !27
  br label %23, !dbg !25

22:                                               ; preds = %2
  br label %23, !dbg !25

23:                                               ; preds = %22, %15
  %24 = phi contract float [ %21, %15 ], [ 0.000000e+00, %22 ], !dbg !25
  store float %24, ptr %6, align 4, !dbg !30
  %25 = load ptr, ptr %3, align 8, !dbg !31
  %26 = load i32, ptr %5, align 4, !dbg !32
  %27 = sext i32 %26 to i64, !dbg !31
  %28 = getelementptr inbounds float, ptr %25, i64 %27, !dbg !31
  %29 = load float, ptr %28, align 4, !dbg !31
  store float %29, ptr %7, align 4, !dbg !33
  %30 = load i32, ptr %5, align 4, !dbg !34
  %31 = add nsw i32 %30, 1, !dbg !35
  %32 = load i32, ptr %4, align 4, !dbg !36
  %33 = icmp slt i32 %31, %32, !dbg !37
  br i1 %33, label %34, label %41, !dbg !34

34:                                               ; preds = %23
  %35 = load ptr, ptr %3, align 8, !dbg !38
  %36 = load i32, ptr %5, align 4, !dbg !39
  %37 = add nsw i32 %36, 1, !dbg !40
  %38 = sext i32 %37 to i64, !dbg !38
  %39 = getelementptr inbounds float, ptr %35, i64 %38, !dbg !38
  %40 = load float, ptr %39, align 4, !dbg !38
  br label %42, !dbg !34

41:                                               ; preds = %23
  br label %42, !dbg !34

42:                                               ; preds = %41, %34
  %43 = phi contract float [ %40, %34 ], [ 0.000000e+00, %41 ], !dbg !34
  store float %43, ptr %8, align 4, !dbg !41
  call void @llvm.nvvm.barrier0(), !dbg !42
  %44 = load float, ptr %6, align 4, !dbg !43
  %45 = fmul contract float 2.500000e-01, %44, !dbg !44
  %46 = load float, ptr %7, align 4, !dbg !45
  %47 = fmul contract float 5.000000e-01, %46, !dbg !46
  %48 = fadd contract float %45, %47, !dbg !47
  %49 = load float, ptr %8, align 4, !dbg !48
  %50 = fmul contract float 2.500000e-01, %49, !dbg !49
  %51 = fadd contract float %48, %50, !dbg !50
  %52 = load ptr, ptr %3, align 8, !dbg !51
  %53 = load i32, ptr %5, align 4, !dbg !52
  %54 = sext i32 %53 to i64, !dbg !51
  %55 = getelementptr inbounds float, ptr %52, i64 %54, !dbg !51
  store float %51, ptr %55, align 4, !dbg !53
  ret void, !dbg !54
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!7 = !DIFile(filename: "e-global-race-029.cu", directory: ".")
!8 = !{ptr @e_smooth_inplace_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_smooth_inplace_race", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 13, scope: !12)
!19 = !DILocation(line: 11, column: 24, scope: !12)
!20 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 11, column: 30, scope: !12)
!23 = !DILocation(line: 11, column: 28, scope: !12)
!24 = !DILocation(line: 11, column: 9, scope: !12)
!25 = !DILocation(line: 12, column: 15, scope: !12)
!26 = !DILocation(line: 12, column: 17, scope: !12)
!27 = !DILocation(line: 12, column: 23, scope: !12)
!28 = !DILocation(line: 12, column: 25, scope: !12)
!29 = !DILocation(line: 12, column: 27, scope: !12)
!30 = !DILocation(line: 12, column: 11, scope: !12)
!31 = !DILocation(line: 13, column: 15, scope: !12)
!32 = !DILocation(line: 13, column: 17, scope: !12)
!33 = !DILocation(line: 13, column: 11, scope: !12)
!34 = !DILocation(line: 14, column: 15, scope: !12)
!35 = !DILocation(line: 14, column: 17, scope: !12)
!36 = !DILocation(line: 14, column: 23, scope: !12)
!37 = !DILocation(line: 14, column: 21, scope: !12)
!38 = !DILocation(line: 14, column: 27, scope: !12)
!39 = !DILocation(line: 14, column: 29, scope: !12)
!40 = !DILocation(line: 14, column: 31, scope: !12)
!41 = !DILocation(line: 14, column: 11, scope: !12)
!42 = !DILocation(line: 15, column: 5, scope: !12)
!43 = !DILocation(line: 16, column: 20, scope: !12)
!44 = !DILocation(line: 16, column: 18, scope: !12)
!45 = !DILocation(line: 16, column: 31, scope: !12)
!46 = !DILocation(line: 16, column: 29, scope: !12)
!47 = !DILocation(line: 16, column: 22, scope: !12)
!48 = !DILocation(line: 16, column: 43, scope: !12)
!49 = !DILocation(line: 16, column: 41, scope: !12)
!50 = !DILocation(line: 16, column: 33, scope: !12)
!51 = !DILocation(line: 16, column: 5, scope: !12)
!52 = !DILocation(line: 16, column: 7, scope: !12)
!53 = !DILocation(line: 16, column: 10, scope: !12)
!54 = !DILocation(line: 17, column: 1, scope: !12)
