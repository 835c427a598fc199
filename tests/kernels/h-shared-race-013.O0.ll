; ModuleID = 'h-shared-race-013.cu'
source_filename = "h-shared-race-013.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@sdata = external dso_local addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_reduce_interleaved_bad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %11, ptr %7, align 4, !dbg !19
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %13 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %14 = mul i32 %12, %13, !dbg !26
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  %16 = add i32 %14, %15, !dbg !29
  store i32 %16, ptr %8, align 4, !dbg !30
  %17 = load i32, ptr %8, align 4, !dbg !31
  %18 = load i32, ptr %6, align 4, !dbg !32
  %19 = icmp ult i32 %17, %18, !dbg !33
  br i1 %19, label %20, label %26, !dbg !31

20:                                               ; preds = %3
  %21 = load ptr, ptr %4, align 8, !dbg !34
  %22 = load i32, ptr %8, align 4, !dbg !35
  %23 = zext i32 %22 to i64, !dbg !34
  %24 = getelementptr inbounds i32, ptr %21, i64 %23, !dbg !34
  %25 = load i32, ptr %24, align 4, !dbg !34
  br label %27, !dbg !31

26:                                               ; preds = %3
  br label %27, !dbg !31

27:                                               ; preds = %26, %20
  %28 = phi i32 [ %25, %20 ], [ 0, %26 ], !dbg !31
  %29 = load i32, ptr %7, align 4, !dbg !36
  %30 = zext i32 %29 to i64, !dbg !37
  %31 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %30, !dbg !37
  store i32 %28, ptr %31, align 4, !dbg !38
  call void @llvm.nvvm.barrier0(), !dbg !39
  store i32 1, ptr %9, align 4, !dbg !40
  br label %32, !dbg !41

32:                                               ; preds = %58, %27
  %33 = load i32, ptr %9, align 4, !dbg !42
  %34 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !43
  %35 = icmp ult i32 %33, %34, !dbg !45
  br i1 %35, label %36, label %61, !dbg !46

36:                                               ; preds = %32
  %37 = load i32, ptr %9, align 4, !dbg !47
  %38 = load i32, ptr %7, align 4, !dbg !48
  %39 = mul i32 %37, %38, !dbg !49
  store i32 %39, ptr %10, align 4, !dbg !50
  %40 = load i32, ptr %10, align 4, !dbg !51
  %41 = load i32, ptr %9, align 4, !dbg !52
  %42 = add i32 %40, %41, !dbg !53
  %43 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !54
  %44 = icmp ult i32 %42, %43, !dbg !56
  br i1 %44, label %45, label %57, !dbg !51

45:                                               ; preds = %36
  %46 = load i32, ptr %10, align 4, !dbg !57
  %47 = load i32, ptr %9, align 4, !dbg !58
  %48 = add i32 %46, %47, !dbg !59
  %49 = zext i32 %48 to i64, !dbg !60
  %50 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %49, !dbg !60
  %51 = load i32, ptr %50, align 4, !dbg !60
  %52 = load i32, ptr %10, align 4, !dbg !61
  %53 = zext i32 %52 to i64, !dbg !62
  %54 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %53, !dbg !62
  %55 = load i32, ptr %54, align 4, !dbg !63
  %56 = add nsw i32 %55, %51, !dbg !63
  store i32 %56, ptr %54, align 4, !dbg !63
  br label %57, !dbg !62

57:                                               ; preds = %45, %36
  call void @llvm.nvvm.barrier0(), !dbg !64
  br label %58, !dbg !65

58:                                               ; preds = %57
  %59 = load i32, ptr %9, align 4, !dbg !66
  %60 = mul i32 %59, 2, !dbg !66
  store i32 %60, ptr %9, align 4, !dbg !66
  br label %32, !dbg !46, !llvm.loop !67

61:                                               ; preds = %32
  %62 = load i32, ptr %7, align 4, !dbg !69
  %63 = icmp eq i32 %62, 0, !dbg !70
  br i1 %63, label %64, label %70, !dbg !69

64:                                               ; preds = %61
  %65 = load i32, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), align 4, !dbg !71
  %66 = load ptr, ptr %5, align 8, !dbg !72
  %67 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !73
  %68 = zext i32 %67 to i64, !dbg !72
  %69 = getelementptr inbounds i32, ptr %66, i64 %68, !dbg !72
  store i32 %65, ptr %69, align 4, !dbg !75
  br label %70, !dbg !72

70:                                               ; preds = %64, %61
  ret void, !dbg !76
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "h-shared-race-013.cu", directory: ".")
!8 = !{ptr @h_reduce_interleaved_bad, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_reduce_interleaved_bad", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 20, scope: !12)
!19 = !DILocation(line: 11, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 11, column: 37, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 11, column: 50, scope: !12)
!26 = !DILocation(line: 11, column: 48, scope: !12)
!27 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !28)
!28 = distinct !DILocation(line: 11, column: 63, scope: !12)
!29 = !DILocation(line: 11, column: 61, scope: !12)
!30 = !DILocation(line: 11, column: 33, scope: !12)
!31 = !DILocation(line: 12, column: 18, scope: !12)
!32 = !DILocation(line: 12, column: 22, scope: !12)
!33 = !DILocation(line: 12, column: 20, scope: !12)
!34 = !DILocation(line: 12, column: 26, scope: !12)
!35 = !DILocation(line: 12, column: 29, scope: !12)
!36 = !DILocation(line: 12, column: 11, scope: !12)
!37 = !DILocation(line: 12, column: 5, scope: !12)
!38 = !DILocation(line: 12, column: 16, scope: !12)
!39 = !DILocation(line: 13, column: 5, scope: !12)
!40 = !DILocation(line: 14, column: 19, scope: !12)
!41 = !DILocation(line: 14, column: 10, scope: !12)
!42 = !DILocation(line: 14, column: 26, scope: !12)
!43 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !44)
!44 = distinct !DILocation(line: 14, column: 30, scope: !12)
!45 = !DILocation(line: 14, column: 28, scope: !12)
!46 = !DILocation(line: 14, column: 5, scope: !12)
!47 = !DILocation(line: 15, column: 26, scope: !12)
!48 = !DILocation(line: 15, column: 30, scope: !12)
!49 = !DILocation(line: 15, column: 28, scope: !12)
!50 = !DILocation(line: 15, column: 18, scope: !12)
!51 = !DILocation(line: 16, column: 13, scope: !12)
!52 = !DILocation(line: 16, column: 21, scope: !12)
!53 = !DILocation(line: 16, column: 19, scope: !12)
!54 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !55)
!55 = distinct !DILocation(line: 16, column: 25, scope: !12)
!56 = !DILocation(line: 16, column: 23, scope: !12)
!57 = !DILocation(line: 17, column: 35, scope: !12)
!58 = !DILocation(line: 17, column: 43, scope: !12)
!59 = !DILocation(line: 17, column: 41, scope: !12)
!60 = !DILocation(line: 17, column: 29, scope: !12)
!61 = !DILocation(line: 17, column: 19, scope: !12)
!62 = !DILocation(line: 17, column: 13, scope: !12)
!63 = !DILocation(line: 17, column: 26, scope: !12)
!64 = !DILocation(line: 18, column: 9, scope: !12)
!65 = !DILocation(line: 19, column: 5, scope: !12)
!66 = !DILocation(line: 14, column: 44, scope: !12)
!67 = distinct !{!67, !46, !65, !68}
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 20, column: 9, scope: !12)
!70 = !DILocation(line: 20, column: 13, scope: !12)
!71 = !DILocation(line: 21, column: 27, scope: !12)
!72 = !DILocation(line: 21, column: 9, scope: !12)
!73 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !74)
!74 = distinct !DILocation(line: 21, column: 13, scope: !12)
!75 = !DILocation(line: 21, column: 25, scope: !12)
!76 = !DILocation(line: 22, column: 1, scope: !12)
