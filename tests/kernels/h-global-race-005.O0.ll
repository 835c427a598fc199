; ModuleID = 'h-global-race-005.cu'
source_filename = "h-global-race-005.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_pagerank_push_plain(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 !dbg !12 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %17 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %18 = mul i32 %16, %17, !dbg !22
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %20 = add i32 %18, %19, !dbg !26
  store i32 %20, ptr %11, align 4, !dbg !27
  %21 = load i32, ptr %11, align 4, !dbg !28
  %22 = load i32, ptr %10, align 4, !dbg !29
  %23 = icmp sge i32 %21, %22, !dbg !30
  br i1 %23, label %24, label %25, !dbg !28

24:                                               ; preds = %5
  br label %73, !dbg !31

25:                                               ; preds = %5
  %26 = load ptr, ptr %6, align 8, !dbg !32
  %27 = load i32, ptr %11, align 4, !dbg !33
  %28 = sext i32 %27 to i64, !dbg !32
  %29 = getelementptr inbounds i32, ptr %26, i64 %28, !dbg !32
  %30 = load i32, ptr %29, align 4, !dbg !32
  store i32 %30, ptr %12, align 4, !dbg !34
  %31 = load ptr, ptr %6, align 8, !dbg !35
  %32 = load i32, ptr %11, align 4, !dbg !36
  %33 = add nsw i32 %32, 1, !dbg !37
  %34 = sext i32 %33 to i64, !dbg !35
  %35 = getelementptr inbounds i32, ptr %31, i64 %34, !dbg !35
  %36 = load i32, ptr %35, align 4, !dbg !35
  store i32 %36, ptr %13, align 4, !dbg !38
  %37 = load i32, ptr %13, align 4, !dbg !39
  %38 = load i32, ptr %12, align 4, !dbg !40
  %39 = icmp eq i32 %37, %38, !dbg !41
  br i1 %39, label %40, label %41, !dbg !39

40:                                               ; preds = %25
  br label %73, !dbg !42

41:                                               ; preds = %25
  %42 = load ptr, ptr %8, align 8, !dbg !43
  %43 = load i32, ptr %11, align 4, !dbg !44
  %44 = sext i32 %43 to i64, !dbg !43
  %45 = getelementptr inbounds float, ptr %42, i64 %44, !dbg !43
  %46 = load float, ptr %45, align 4, !dbg !43
  %47 = fmul contract float 0x3FEB333340000000, %46, !dbg !45
  %48 = load i32, ptr %13, align 4, !dbg !46
  %49 = load i32, ptr %12, align 4, !dbg !47
  %50 = sub nsw i32 %48, %49, !dbg !48
  %51 = sitofp i32 %50 to float, !dbg !49
  %52 = fdiv contract float %47, %51, !dbg !50
  store float %52, ptr %14, align 4, !dbg !51
  %53 = load i32, ptr %12, align 4, !dbg !52
  store i32 %53, ptr %15, align 4, !dbg !53
  br label %54, !dbg !54

54:                                               ; preds = %70, %41
  %55 = load i32, ptr %15, align 4, !dbg !55
  %56 = load i32, ptr %13, align 4, !dbg !56
  %57 = icmp slt i32 %55, %56, !dbg !57
  br i1 %57, label %58, label %73, !dbg !58

58:                                               ; preds = %54
  %59 = load float, ptr %14, align 4, !dbg !59
  %60 = load ptr, ptr %9, align 8, !dbg !60
  %61 = load ptr, ptr %7, align 8, !dbg !61
  %62 = load i32, ptr %15, align 4, !dbg !62
  %63 = sext i32 %62 to i64, !dbg !61
  %64 = getelementptr inbounds i32, ptr %61, i64 %63, !dbg !61
  %65 = load i32, ptr %64, align 4, !dbg !61
  %66 = sext i32 %65 to i64, !dbg !60
  %67 = getelementptr inbounds float, ptr %60, i64 %66, !dbg !60
  %68 = load float, ptr %67, align 4, !dbg !63
  %69 = fadd contract float %68, %59, !dbg !63
  store float %69, ptr %67, align 4, !dbg !63
  br label %70, !dbg !60

70:                                               ; preds = %58
  %71 = load i32, ptr %15, align 4, !dbg !64
  %72 = add nsw i32 %71, 1, !dbg !64
  store i32 %72, ptr %15, align 4, !dbg !64
  br label %54, !dbg !58, !llvm.loop !65

73:                                               ; preds = %24, %40, %54
  ret void, !dbg !67
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

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
!7 = !DIFile(filename: "h-global-race-005.cu", directory: ".")
!8 = !{ptr @h_pagerank_push_plain, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_pagerank_push_plain", scope: !7, file: !7, line: 9, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 12, column: 26, scope: !12)
!22 = !DILocation(line: 12, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 12, column: 39, scope: !12)
!26 = !DILocation(line: 12, column: 37, scope: !12)
!27 = !DILocation(line: 12, column: 9, scope: !12)
!28 = !DILocation(line: 13, column: 9, scope: !12)
!29 = !DILocation(line: 13, column: 14, scope: !12)
!30 = !DILocation(line: 13, column: 11, scope: !12)
!31 = !DILocation(line: 14, column: 9, scope: !12)
!32 = !DILocation(line: 15, column: 13, scope: !12)
!33 = !DILocation(line: 15, column: 21, scope: !12)
!34 = !DILocation(line: 15, column: 9, scope: !12)
!35 = !DILocation(line: 15, column: 33, scope: !12)
!36 = !DILocation(line: 15, column: 41, scope: !12)
!37 = !DILocation(line: 15, column: 43, scope: !12)
!38 = !DILocation(line: 15, column: 25, scope: !12)
!39 = !DILocation(line: 16, column: 9, scope: !12)
!40 = !DILocation(line: 16, column: 18, scope: !12)
!41 = !DILocation(line: 16, column: 15, scope: !12)
!42 = !DILocation(line: 17, column: 9, scope: !12)
!43 = !DILocation(line: 18, column: 23, scope: !12)
!44 = !DILocation(line: 18, column: 28, scope: !12)
!45 = !DILocation(line: 18, column: 21, scope: !12)
!46 = !DILocation(line: 18, column: 41, scope: !12)
!47 = !DILocation(line: 18, column: 49, scope: !12)
!48 = !DILocation(line: 18, column: 47, scope: !12)
!49 = !DILocation(line: 18, column: 40, scope: !12)
!50 = !DILocation(line: 18, column: 31, scope: !12)
!51 = !DILocation(line: 18, column: 11, scope: !12)
!52 = !DILocation(line: 19, column: 18, scope: !12)
!53 = !DILocation(line: 19, column: 14, scope: !12)
!54 = !DILocation(line: 19, column: 10, scope: !12)
!55 = !DILocation(line: 19, column: 21, scope: !12)
!56 = !DILocation(line: 19, column: 25, scope: !12)
!57 = !DILocation(line: 19, column: 23, scope: !12)
!58 = !DILocation(line: 19, column: 5, scope: !12)
!59 = !DILocation(line: 20, column: 29, scope: !12)
!60 = !DILocation(line: 20, column: 9, scope: !12)
!61 = !DILocation(line: 20, column: 14, scope: !12)
!62 = !DILocation(line: 20, column: 22, scope: !12)
!63 = !DILocation(line: 20, column: 26, scope: !12)
!64 = !DILocation(line: 19, column: 32, scope: !12)
!65 = distinct !{!65, !58, !59, !66}
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 21, column: 1, scope: !12)
