; ModuleID = 'a-barrier-divergence-005.cu'
source_filename = "a-barrier-divergence-005.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ19a_if_tid_lt_32_syncE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_if_tid_lt_32_sync(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %8, ptr %5, align 4, !dbg !19
  %9 = load ptr, ptr %3, align 8, !dbg !20
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !24
  %12 = mul i32 %10, %11, !dbg !27
  %13 = load i32, ptr %5, align 4, !dbg !28
  %14 = add i32 %12, %13, !dbg !29
  %15 = zext i32 %14 to i64, !dbg !20
  %16 = getelementptr inbounds float, ptr %9, i64 %15, !dbg !20
  %17 = load float, ptr %16, align 4, !dbg !20
  %18 = load i32, ptr %5, align 4, !dbg !30
  %19 = zext i32 %18 to i64, !dbg !31
  %20 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_if_tid_lt_32_syncE1s to ptr), i64 0, i64 %19, !dbg !31
  store float %17, ptr %20, align 4, !dbg !32
  %21 = load i32, ptr %5, align 4, !dbg !33
  %22 = icmp ult i32 %21, 32, !dbg !34
  br i1 %22, label %23, label %47, !dbg !33

23:                                               ; preds = %2
  call void @llvm.nvvm.barrier0(), !dbg !35
  store float 0.000000e+00, ptr %6, align 4, !dbg !36
  %24 = load i32, ptr %5, align 4, !dbg !37
  store i32 %24, ptr %7, align 4, !dbg !38
  br label %25, !dbg !39

25:                                               ; preds = %35, %23
  %26 = load i32, ptr %7, align 4, !dbg !40
  %27 = icmp ult i32 %26, 256, !dbg !41
  br i1 %27, label %28, label %38, !dbg !42

28:                                               ; preds = %25
  %29 = load i32, ptr %7, align 4, !dbg !43
  %30 = zext i32 %29 to i64, !dbg !44
  %31 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_if_tid_lt_32_syncE1s to ptr), i64 0, i64 %30, !dbg !44
  %32 = load float, ptr %31, align 4, !dbg !44
  %33 = load float, ptr %6, align 4, !dbg !45
  %34 = fadd contract float %33, %32, !dbg !45
  store float %34, ptr %6, align 4, !dbg !45
  br label %35, !dbg !46

35:                                               ; preds = %28
  %36 = load i32, ptr %7, align 4, !dbg !47
  %37 = add i32 %36, 32, !dbg !47
  store i32 %37, ptr %7, align 4, !dbg !47
  br label %25, !dbg !42, !llvm.loop !48

38:                                               ; preds = %25
  %39 = load float, ptr %6, align 4, !dbg !51
  %40 = load ptr, ptr %4, align 8, !dbg !52
  %41 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !53
  %42 = mul i32 %41, 32, !dbg !55
  %43 = load i32, ptr %5, align 4, !dbg !56
  %44 = add i32 %42, %43, !dbg !57
  %45 = zext i32 %44 to i64, !dbg !52
  %46 = getelementptr inbounds float, ptr %40, i64 %45, !dbg !52
  store float %39, ptr %46, align 4, !dbg !58
  br label %47, !dbg !59

47:                                               ; preds = %38, %2
  ret void, !dbg !60
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
!7 = !DIFile(filename: "a-barrier-divergence-005.cu", directory: ".")
!8 = !{ptr @a_if_tid_lt_32_sync, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_if_tid_lt_32_sync", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 18, scope: !12)
!19 = !DILocation(line: 14, column: 14, scope: !12)
!20 = !DILocation(line: 15, column: 12, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 15, column: 15, scope: !12)
!24 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 15, column: 28, scope: !12)
!27 = !DILocation(line: 15, column: 26, scope: !12)
!28 = !DILocation(line: 15, column: 41, scope: !12)
!29 = !DILocation(line: 15, column: 39, scope: !12)
!30 = !DILocation(line: 15, column: 7, scope: !12)
!31 = !DILocation(line: 15, column: 5, scope: !12)
!32 = !DILocation(line: 15, column: 10, scope: !12)
!33 = !DILocation(line: 16, column: 9, scope: !12)
!34 = !DILocation(line: 16, column: 11, scope: !12)
!35 = !DILocation(line: 17, column: 9, scope: !12)
!36 = !DILocation(line: 18, column: 15, scope: !12)
!37 = !DILocation(line: 19, column: 27, scope: !12)
!38 = !DILocation(line: 19, column: 23, scope: !12)
!39 = !DILocation(line: 19, column: 14, scope: !12)
!40 = !DILocation(line: 19, column: 30, scope: !12)
!41 = !DILocation(line: 19, column: 32, scope: !12)
!42 = !DILocation(line: 19, column: 9, scope: !12)
!43 = !DILocation(line: 20, column: 22, scope: !12)
!44 = !DILocation(line: 20, column: 20, scope: !12)
!45 = !DILocation(line: 20, column: 17, scope: !12)
!46 = !DILocation(line: 20, column: 13, scope: !12)
!47 = !DILocation(line: 19, column: 43, scope: !12)
!48 = distinct !{!48, !42, !49, !50}
!49 = !DILocation(line: 20, column: 23, scope: !12)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 21, column: 36, scope: !12)
!52 = !DILocation(line: 21, column: 9, scope: !12)
!53 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !54)
!54 = distinct !DILocation(line: 21, column: 13, scope: !12)
!55 = !DILocation(line: 21, column: 24, scope: !12)
!56 = !DILocation(line: 21, column: 31, scope: !12)
!57 = !DILocation(line: 21, column: 29, scope: !12)
!58 = !DILocation(line: 21, column: 34, scope: !12)
!59 = !DILocation(line: 22, column: 5, scope: !12)
!60 = !DILocation(line: 23, column: 1, scope: !12)
