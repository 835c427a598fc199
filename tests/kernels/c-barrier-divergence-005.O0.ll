; ModuleID = 'c-barrier-divergence-005.cu'
source_filename = "c-barrier-divergence-005.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ29c_call_with_barrier_in_branchE1s = internal addrspace(3) global [64 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z8exchangePfjf(ptr noundef %0, i32 noundef %1, float noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %7 = load float, ptr %6, align 4, !dbg !15
  %8 = load ptr, ptr %4, align 8, !dbg !16
  %9 = load i32, ptr %5, align 4, !dbg !17
  %10 = zext i32 %9 to i64, !dbg !16
  %11 = getelementptr inbounds float, ptr %8, i64 %10, !dbg !16
  store float %7, ptr %11, align 4, !dbg !18
  call void @llvm.nvvm.barrier0(), !dbg !19
  %12 = load ptr, ptr %4, align 8, !dbg !20
  %13 = load i32, ptr %5, align 4, !dbg !21
  %14 = xor i32 %13, 2, !dbg !22
  %15 = zext i32 %14 to i64, !dbg !20
  %16 = getelementptr inbounds float, ptr %12, i64 %15, !dbg !20
  %17 = load float, ptr %16, align 4, !dbg !20
  ret float %17, !dbg !23
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @c_call_with_barrier_in_branch(ptr noundef %0, ptr noundef %1) #2 !dbg !24 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  store i32 %7, ptr %5, align 4, !dbg !29
  %8 = load ptr, ptr %3, align 8, !dbg !30
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !31
  %10 = mul i32 %9, 64, !dbg !34
  %11 = load i32, ptr %5, align 4, !dbg !35
  %12 = add i32 %10, %11, !dbg !36
  %13 = zext i32 %12 to i64, !dbg !30
  %14 = getelementptr inbounds float, ptr %8, i64 %13, !dbg !30
  %15 = load float, ptr %14, align 4, !dbg !30
  store float %15, ptr %6, align 4, !dbg !37
  %16 = load i32, ptr %5, align 4, !dbg !38
  %17 = and i32 %16, 1, !dbg !39
  %18 = icmp eq i32 %17, 0, !dbg !40
  br i1 %18, label %19, label %23, !dbg !41

19:                                               ; preds = %2
  %20 = load i32, ptr %5, align 4, !dbg !42
  %21 = load float, ptr %6, align 4, !dbg !43
  %22 = call contract noundef float @_Z8exchangePfjf(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ29c_call_with_barrier_in_branchE1s to ptr), i32 noundef %20, float noundef %21) #4, !dbg !44
  store float %22, ptr %6, align 4, !dbg !45
  br label %23, !dbg !46

23:                                               ; preds = %19, %2
  %24 = load float, ptr %6, align 4, !dbg !47
  %25 = load ptr, ptr %4, align 8, !dbg !48
  %26 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !49
  %27 = mul i32 %26, 64, !dbg !51
  %28 = load i32, ptr %5, align 4, !dbg !52
  %29 = add i32 %27, %28, !dbg !53
  %30 = zext i32 %29 to i64, !dbg !48
  %31 = getelementptr inbounds float, ptr %25, i64 %30, !dbg !48
  store float %24, ptr %31, align 4, !dbg !54
  ret void, !dbg !55
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

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
!7 = !DIFile(filename: "c-barrier-divergence-005.cu", directory: ".")
!8 = !{ptr @c_call_with_barrier_in_branch, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "exchange", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 8, column: 12, scope: !12)
!16 = !DILocation(line: 8, column: 5, scope: !12)
!17 = !DILocation(line: 8, column: 7, scope: !12)
!18 = !DILocation(line: 8, column: 10, scope: !12)
!19 = !DILocation(line: 9, column: 5, scope: !12)
!20 = !DILocation(line: 10, column: 12, scope: !12)
!21 = !DILocation(line: 10, column: 14, scope: !12)
!22 = !DILocation(line: 10, column: 16, scope: !12)
!23 = !DILocation(line: 10, column: 5, scope: !12)
!24 = distinct !DISubprogram(name: "c_call_with_barrier_in_branch", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = !DILocation(line: 53, column: 3, scope: !26, inlinedAt: !28)
!26 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !27, file: !27, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!27 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!28 = distinct !DILocation(line: 16, column: 18, scope: !24)
!29 = !DILocation(line: 16, column: 14, scope: !24)
!30 = !DILocation(line: 17, column: 15, scope: !24)
!31 = !DILocation(line: 66, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !27, file: !27, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!33 = distinct !DILocation(line: 17, column: 18, scope: !24)
!34 = !DILocation(line: 17, column: 29, scope: !24)
!35 = !DILocation(line: 17, column: 36, scope: !24)
!36 = !DILocation(line: 17, column: 34, scope: !24)
!37 = !DILocation(line: 17, column: 11, scope: !24)
!38 = !DILocation(line: 18, column: 10, scope: !24)
!39 = !DILocation(line: 18, column: 12, scope: !24)
!40 = !DILocation(line: 18, column: 17, scope: !24)
!41 = !DILocation(line: 18, column: 9, scope: !24)
!42 = !DILocation(line: 19, column: 25, scope: !24)
!43 = !DILocation(line: 19, column: 28, scope: !24)
!44 = !DILocation(line: 19, column: 13, scope: !24)
!45 = !DILocation(line: 19, column: 11, scope: !24)
!46 = !DILocation(line: 19, column: 9, scope: !24)
!47 = !DILocation(line: 20, column: 32, scope: !24)
!48 = !DILocation(line: 20, column: 5, scope: !24)
!49 = !DILocation(line: 66, column: 3, scope: !32, inlinedAt: !50)
!50 = distinct !DILocation(line: 20, column: 9, scope: !24)
!51 = !DILocation(line: 20, column: 20, scope: !24)
!52 = !DILocation(line: 20, column: 27, scope: !24)
!53 = !DILocation(line: 20, column: 25, scope: !24)
!54 = !DILocation(line: 20, column: 30, scope: !24)
!55 = !DILocation(line: 21, column: 1, scope: !24)
