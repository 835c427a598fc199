; ModuleID = 'a-barrier-divergence-033.cu'
source_filename = "a-barrier-divergence-033.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ32a_divergent_loop_then_barrier_okE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_divergent_loop_then_barrier_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %10, ptr %5, align 4, !dbg !19
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %13 = mul i32 %11, %12, !dbg !26
  %14 = load i32, ptr %5, align 4, !dbg !27
  %15 = add i32 %13, %14, !dbg !28
  store i32 %15, ptr %6, align 4, !dbg !29
  %16 = load ptr, ptr %3, align 8, !dbg !30
  %17 = load i32, ptr %6, align 4, !dbg !31
  %18 = zext i32 %17 to i64, !dbg !30
  %19 = getelementptr inbounds float, ptr %16, i64 %18, !dbg !30
  %20 = load float, ptr %19, align 4, !dbg !30
  %21 = fadd contract float %20, 1.000000e+00, !dbg !32
  store float %21, ptr %7, align 4, !dbg !33
  store float 1.000000e+00, ptr %8, align 4, !dbg !34
  store i32 0, ptr %9, align 4, !dbg !35
  br label %22, !dbg !36

22:                                               ; preds = %35, %2
  %23 = load i32, ptr %9, align 4, !dbg !37
  %24 = load i32, ptr %5, align 4, !dbg !38
  %25 = urem i32 %24, 7, !dbg !39
  %26 = add i32 %25, 1, !dbg !40
  %27 = icmp ult i32 %23, %26, !dbg !41
  br i1 %27, label %28, label %38, !dbg !42

28:                                               ; preds = %22
  %29 = load float, ptr %8, align 4, !dbg !43
  %30 = load float, ptr %7, align 4, !dbg !44
  %31 = load float, ptr %8, align 4, !dbg !45
  %32 = fdiv contract float %30, %31, !dbg !46
  %33 = fadd contract float %29, %32, !dbg !47
  %34 = fmul contract float 5.000000e-01, %33, !dbg !48
  store float %34, ptr %8, align 4, !dbg !49
  br label %35, !dbg !50

35:                                               ; preds = %28
  %36 = load i32, ptr %9, align 4, !dbg !51
  %37 = add i32 %36, 1, !dbg !51
  store i32 %37, ptr %9, align 4, !dbg !51
  br label %22, !dbg !42, !llvm.loop !52

38:                                               ; preds = %22
  %39 = load float, ptr %8, align 4, !dbg !55
  %40 = load i32, ptr %5, align 4, !dbg !56
  %41 = zext i32 %40 to i64, !dbg !57
  %42 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32a_divergent_loop_then_barrier_okE1s to ptr), i64 0, i64 %41, !dbg !57
  store float %39, ptr %42, align 4, !dbg !58
  call void @llvm.nvvm.barrier0(), !dbg !59
  %43 = load i32, ptr %5, align 4, !dbg !60
  %44 = add i32 %43, 1, !dbg !61
  %45 = urem i32 %44, 256, !dbg !62
  %46 = zext i32 %45 to i64, !dbg !63
  %47 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32a_divergent_loop_then_barrier_okE1s to ptr), i64 0, i64 %46, !dbg !63
  %48 = load float, ptr %47, align 4, !dbg !63
  %49 = load ptr, ptr %4, align 8, !dbg !64
  %50 = load i32, ptr %6, align 4, !dbg !65
  %51 = zext i32 %50 to i64, !dbg !64
  %52 = getelementptr inbounds float, ptr %49, i64 %51, !dbg !64
  store float %48, ptr %52, align 4, !dbg !66
  ret void, !dbg !67
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
!7 = !DIFile(filename: "a-barrier-divergence-033.cu", directory: ".")
!8 = !{ptr @a_divergent_loop_then_barrier_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_divergent_loop_then_barrier_ok", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 18, scope: !12)
!19 = !DILocation(line: 13, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 14, column: 18, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 14, column: 31, scope: !12)
!26 = !DILocation(line: 14, column: 29, scope: !12)
!27 = !DILocation(line: 14, column: 44, scope: !12)
!28 = !DILocation(line: 14, column: 42, scope: !12)
!29 = !DILocation(line: 14, column: 14, scope: !12)
!30 = !DILocation(line: 15, column: 15, scope: !12)
!31 = !DILocation(line: 15, column: 18, scope: !12)
!32 = !DILocation(line: 15, column: 21, scope: !12)
!33 = !DILocation(line: 15, column: 11, scope: !12)
!34 = !DILocation(line: 15, column: 29, scope: !12)
!35 = !DILocation(line: 16, column: 19, scope: !12)
!36 = !DILocation(line: 16, column: 10, scope: !12)
!37 = !DILocation(line: 16, column: 26, scope: !12)
!38 = !DILocation(line: 16, column: 30, scope: !12)
!39 = !DILocation(line: 16, column: 32, scope: !12)
!40 = !DILocation(line: 16, column: 36, scope: !12)
!41 = !DILocation(line: 16, column: 28, scope: !12)
!42 = !DILocation(line: 16, column: 5, scope: !12)
!43 = !DILocation(line: 17, column: 21, scope: !12)
!44 = !DILocation(line: 17, column: 25, scope: !12)
!45 = !DILocation(line: 17, column: 29, scope: !12)
!46 = !DILocation(line: 17, column: 27, scope: !12)
!47 = !DILocation(line: 17, column: 23, scope: !12)
!48 = !DILocation(line: 17, column: 18, scope: !12)
!49 = !DILocation(line: 17, column: 11, scope: !12)
!50 = !DILocation(line: 17, column: 9, scope: !12)
!51 = !DILocation(line: 16, column: 41, scope: !12)
!52 = distinct !{!52, !42, !53, !54}
!53 = !DILocation(line: 17, column: 30, scope: !12)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 18, column: 12, scope: !12)
!56 = !DILocation(line: 18, column: 7, scope: !12)
!57 = !DILocation(line: 18, column: 5, scope: !12)
!58 = !DILocation(line: 18, column: 10, scope: !12)
!59 = !DILocation(line: 19, column: 5, scope: !12)
!60 = !DILocation(line: 20, column: 17, scope: !12)
!61 = !DILocation(line: 20, column: 19, scope: !12)
!62 = !DILocation(line: 20, column: 24, scope: !12)
!63 = !DILocation(line: 20, column: 14, scope: !12)
!64 = !DILocation(line: 20, column: 5, scope: !12)
!65 = !DILocation(line: 20, column: 9, scope: !12)
!66 = !DILocation(line: 20, column: 12, scope: !12)
!67 = !DILocation(line: 21, column: 1, scope: !12)
