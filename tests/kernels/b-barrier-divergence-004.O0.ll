; ModuleID = 'b-barrier-divergence-004.cu'
source_filename = "b-barrier-divergence-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ20b_warp_subset_returnE1s = internal addrspace(3) global [128 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_warp_subset_return(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %7, ptr %5, align 4, !dbg !19
  %8 = load i32, ptr %5, align 4, !dbg !20
  %9 = icmp sge i32 %8, 128, !dbg !21
  br i1 %9, label %10, label %11, !dbg !20

10:                                               ; preds = %2
  br label %33, !dbg !22

11:                                               ; preds = %2
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %13 = mul i32 %12, 128, !dbg !26
  %14 = load i32, ptr %5, align 4, !dbg !27
  %15 = add i32 %13, %14, !dbg !28
  store i32 %15, ptr %6, align 4, !dbg !29
  %16 = load ptr, ptr %4, align 8, !dbg !30
  %17 = load i32, ptr %6, align 4, !dbg !31
  %18 = sext i32 %17 to i64, !dbg !30
  %19 = getelementptr inbounds float, ptr %16, i64 %18, !dbg !30
  %20 = load float, ptr %19, align 4, !dbg !30
  %21 = load i32, ptr %5, align 4, !dbg !32
  %22 = sext i32 %21 to i64, !dbg !33
  %23 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_warp_subset_returnE1s to ptr), i64 0, i64 %22, !dbg !33
  store float %20, ptr %23, align 4, !dbg !34
  call void @llvm.nvvm.barrier0(), !dbg !35
  %24 = load i32, ptr %5, align 4, !dbg !36
  %25 = sub nsw i32 127, %24, !dbg !37
  %26 = sext i32 %25 to i64, !dbg !38
  %27 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_warp_subset_returnE1s to ptr), i64 0, i64 %26, !dbg !38
  %28 = load float, ptr %27, align 4, !dbg !38
  %29 = load ptr, ptr %3, align 8, !dbg !39
  %30 = load i32, ptr %6, align 4, !dbg !40
  %31 = sext i32 %30 to i64, !dbg !39
  %32 = getelementptr inbounds float, ptr %29, i64 %31, !dbg !39
  store float %28, ptr %32, align 4, !dbg !41
  br label %33, !dbg !42

33:                                               ; preds = %11, %10
  ret void, !dbg !42
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
!7 = !DIFile(filename: "b-barrier-divergence-004.cu", directory: ".")
!8 = !{ptr @b_warp_subset_return, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_warp_subset_return", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 9, scope: !12)
!20 = !DILocation(line: 14, column: 9, scope: !12)
!21 = !DILocation(line: 14, column: 11, scope: !12)
!22 = !DILocation(line: 14, column: 17, scope: !12)
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 15, column: 13, scope: !12)
!26 = !DILocation(line: 15, column: 24, scope: !12)
!27 = !DILocation(line: 15, column: 30, scope: !12)
!28 = !DILocation(line: 15, column: 28, scope: !12)
!29 = !DILocation(line: 15, column: 9, scope: !12)
!30 = !DILocation(line: 16, column: 12, scope: !12)
!31 = !DILocation(line: 16, column: 15, scope: !12)
!32 = !DILocation(line: 16, column: 7, scope: !12)
!33 = !DILocation(line: 16, column: 5, scope: !12)
!34 = !DILocation(line: 16, column: 10, scope: !12)
!35 = !DILocation(line: 17, column: 5, scope: !12)
!36 = !DILocation(line: 18, column: 24, scope: !12)
!37 = !DILocation(line: 18, column: 22, scope: !12)
!38 = !DILocation(line: 18, column: 14, scope: !12)
!39 = !DILocation(line: 18, column: 5, scope: !12)
!40 = !DILocation(line: 18, column: 9, scope: !12)
!41 = !DILocation(line: 18, column: 12, scope: !12)
!42 = !DILocation(line: 19, column: 1, scope: !12)
