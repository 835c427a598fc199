; ModuleID = 'b-shared-race-041.cu'
source_filename = "b-shared-race-041.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@_ZZ17b_histogram_plainE1h = internal addrspace(3) global [64 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_histogram_plain(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %10, ptr %7, align 4, !dbg !19
  %11 = load i32, ptr %7, align 4, !dbg !20
  %12 = icmp slt i32 %11, 64, !dbg !21
  br i1 %12, label %13, label %17, !dbg !20

13:                                               ; preds = %3
  %14 = load i32, ptr %7, align 4, !dbg !22
  %15 = sext i32 %14 to i64, !dbg !23
  %16 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_histogram_plainE1h to ptr), i64 0, i64 %15, !dbg !23
  store i32 0, ptr %16, align 4, !dbg !24
  br label %17, !dbg !23

17:                                               ; preds = %13, %3
  call void @llvm.nvvm.barrier0(), !dbg !25
  %18 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %19 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !29
  %20 = mul i32 %18, %19, !dbg !32
  %21 = load i32, ptr %7, align 4, !dbg !33
  %22 = add i32 %20, %21, !dbg !34
  store i32 %22, ptr %8, align 4, !dbg !35
  br label %23, !dbg !36

23:                                               ; preds = %42, %17
  %24 = load i32, ptr %8, align 4, !dbg !37
  %25 = load i32, ptr %6, align 4, !dbg !38
  %26 = icmp slt i32 %24, %25, !dbg !39
  br i1 %26, label %27, label %48, !dbg !40

27:                                               ; preds = %23
  %28 = load ptr, ptr %5, align 8, !dbg !41
  %29 = load i32, ptr %8, align 4, !dbg !42
  %30 = sext i32 %29 to i64, !dbg !41
  %31 = getelementptr inbounds i32, ptr %28, i64 %30, !dbg !41
  %32 = load i32, ptr %31, align 4, !dbg !41
  %33 = urem i32 %32, 64, !dbg !43
  store i32 %33, ptr %9, align 4, !dbg !44
  %34 = load i32, ptr %9, align 4, !dbg !45
  %35 = zext i32 %34 to i64, !dbg !46
  %36 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_histogram_plainE1h to ptr), i64 0, i64 %35, !dbg !46
  %37 = load i32, ptr %36, align 4, !dbg !46
  %38 = add i32 %37, 1, !dbg !47
  %39 = load i32, ptr %9, align 4, !dbg !48
  %40 = zext i32 %39 to i64, !dbg !49
  %41 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_histogram_plainE1h to ptr), i64 0, i64 %40, !dbg !49
  store i32 %38, ptr %41, align 4, !dbg !50
  br label %42, !dbg !51

42:                                               ; preds = %27
  %43 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !52
  %44 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !55
  %45 = mul i32 %43, %44, !dbg !57
  %46 = load i32, ptr %8, align 4, !dbg !58
  %47 = add i32 %46, %45, !dbg !58
  store i32 %47, ptr %8, align 4, !dbg !58
  br label %23, !dbg !40, !llvm.loop !59

48:                                               ; preds = %23
  call void @llvm.nvvm.barrier0(), !dbg !61
  %49 = load i32, ptr %7, align 4, !dbg !62
  %50 = icmp slt i32 %49, 64, !dbg !63
  br i1 %50, label %51, label %63, !dbg !62

51:                                               ; preds = %48
  %52 = load i32, ptr %7, align 4, !dbg !64
  %53 = sext i32 %52 to i64, !dbg !65
  %54 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17b_histogram_plainE1h to ptr), i64 0, i64 %53, !dbg !65
  %55 = load i32, ptr %54, align 4, !dbg !65
  %56 = load ptr, ptr %4, align 8, !dbg !66
  %57 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !67
  %58 = mul i32 %57, 64, !dbg !69
  %59 = load i32, ptr %7, align 4, !dbg !70
  %60 = add i32 %58, %59, !dbg !71
  %61 = zext i32 %60 to i64, !dbg !66
  %62 = getelementptr inbounds i32, ptr %56, i64 %61, !dbg !66
  store i32 %55, ptr %62, align 4, !dbg !72
  br label %63, !dbg !66

63:                                               ; preds = %51, %48
  ret void, !dbg !73
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!7 = !DIFile(filename: "b-shared-race-041.cu", directory: ".")
!8 = !{ptr @b_histogram_plain, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_histogram_plain", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 12, column: 9, scope: !12)
!20 = !DILocation(line: 13, column: 9, scope: !12)
!21 = !DILocation(line: 13, column: 11, scope: !12)
!22 = !DILocation(line: 13, column: 19, scope: !12)
!23 = !DILocation(line: 13, column: 17, scope: !12)
!24 = !DILocation(line: 13, column: 22, scope: !12)
!25 = !DILocation(line: 14, column: 5, scope: !12)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 15, column: 18, scope: !12)
!29 = !DILocation(line: 79, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!31 = distinct !DILocation(line: 15, column: 31, scope: !12)
!32 = !DILocation(line: 15, column: 29, scope: !12)
!33 = !DILocation(line: 15, column: 44, scope: !12)
!34 = !DILocation(line: 15, column: 42, scope: !12)
!35 = !DILocation(line: 15, column: 14, scope: !12)
!36 = !DILocation(line: 15, column: 10, scope: !12)
!37 = !DILocation(line: 15, column: 47, scope: !12)
!38 = !DILocation(line: 15, column: 51, scope: !12)
!39 = !DILocation(line: 15, column: 49, scope: !12)
!40 = !DILocation(line: 15, column: 5, scope: !12)
!41 = !DILocation(line: 16, column: 22, scope: !12)
!42 = !DILocation(line: 16, column: 25, scope: !12)
!43 = !DILocation(line: 16, column: 28, scope: !12)
!44 = !DILocation(line: 16, column: 18, scope: !12)
!45 = !DILocation(line: 17, column: 18, scope: !12)
!46 = !DILocation(line: 17, column: 16, scope: !12)
!47 = !DILocation(line: 17, column: 21, scope: !12)
!48 = !DILocation(line: 17, column: 11, scope: !12)
!49 = !DILocation(line: 17, column: 9, scope: !12)
!50 = !DILocation(line: 17, column: 14, scope: !12)
!51 = !DILocation(line: 18, column: 5, scope: !12)
!52 = !DILocation(line: 92, column: 3, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!54 = distinct !DILocation(line: 15, column: 59, scope: !12)
!55 = !DILocation(line: 79, column: 3, scope: !30, inlinedAt: !56)
!56 = distinct !DILocation(line: 15, column: 71, scope: !12)
!57 = !DILocation(line: 15, column: 69, scope: !12)
!58 = !DILocation(line: 15, column: 56, scope: !12)
!59 = distinct !{!59, !40, !51, !60}
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 19, column: 5, scope: !12)
!62 = !DILocation(line: 20, column: 9, scope: !12)
!63 = !DILocation(line: 20, column: 11, scope: !12)
!64 = !DILocation(line: 20, column: 46, scope: !12)
!65 = !DILocation(line: 20, column: 44, scope: !12)
!66 = !DILocation(line: 20, column: 17, scope: !12)
!67 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !68)
!68 = distinct !DILocation(line: 20, column: 21, scope: !12)
!69 = !DILocation(line: 20, column: 32, scope: !12)
!70 = !DILocation(line: 20, column: 39, scope: !12)
!71 = !DILocation(line: 20, column: 37, scope: !12)
!72 = !DILocation(line: 20, column: 42, scope: !12)
!73 = !DILocation(line: 21, column: 1, scope: !12)
