; ModuleID = 'a-barrier-divergence-028.cu'
source_filename = "a-barrier-divergence-028.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ20a_bar_red_uniform_okE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_bar_red_uniform_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %11, ptr %6, align 4, !dbg !19
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %13 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %14 = mul i32 %12, %13, !dbg !26
  %15 = load i32, ptr %6, align 4, !dbg !27
  %16 = add i32 %14, %15, !dbg !28
  store i32 %16, ptr %7, align 4, !dbg !29
  %17 = load ptr, ptr %4, align 8, !dbg !30
  %18 = load i32, ptr %7, align 4, !dbg !31
  %19 = zext i32 %18 to i64, !dbg !30
  %20 = getelementptr inbounds float, ptr %17, i64 %19, !dbg !30
  %21 = load float, ptr %20, align 4, !dbg !30
  store float %21, ptr %8, align 4, !dbg !32
  %22 = load float, ptr %8, align 4, !dbg !33
  %23 = load i32, ptr %6, align 4, !dbg !34
  %24 = zext i32 %23 to i64, !dbg !35
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20a_bar_red_uniform_okE1s to ptr), i64 0, i64 %24, !dbg !35
  store float %22, ptr %25, align 4, !dbg !36
  %26 = load float, ptr %8, align 4, !dbg !37
  %27 = fcmp contract olt float %26, 0.000000e+00, !dbg !38
  %28 = zext i1 %27 to i32, !dbg !37
  store i32 %28, ptr %3, align 4
  %29 = load i32, ptr %3, align 4, !dbg !39
  %30 = call noundef i32 @llvm.nvvm.barrier0.or(i32 %29), !dbg !43
  store i32 %30, ptr %9, align 4, !dbg !44
  %31 = load i32, ptr %6, align 4, !dbg !45
  %32 = add i32 %31, 1, !dbg !46
  %33 = urem i32 %32, 256, !dbg !47
  %34 = zext i32 %33 to i64, !dbg !48
  %35 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20a_bar_red_uniform_okE1s to ptr), i64 0, i64 %34, !dbg !48
  %36 = load float, ptr %35, align 4, !dbg !48
  store float %36, ptr %10, align 4, !dbg !49
  %37 = load i32, ptr %9, align 4, !dbg !50
  %38 = icmp ne i32 %37, 0, !dbg !50
  br i1 %38, label %39, label %40, !dbg !50

39:                                               ; preds = %2
  br label %44, !dbg !50

40:                                               ; preds = %2
  %41 = load float, ptr %8, align 4, !dbg !51
  %42 = load float, ptr %10, align 4, !dbg !52
  %43 = fadd contract float %41, %42, !dbg !53
  br label %44, !dbg !50

44:                                               ; preds = %40, %39
  %45 = phi contract float [ 0.000000e+00, %39 ], [ %43, %40 ], !dbg !50
  %46 = load ptr, ptr %5, align 8, !dbg !54
  %47 = load i32, ptr %7, align 4, !dbg !55
  %48 = zext i32 %47 to i64, !dbg !54
  %49 = getelementptr inbounds float, ptr %46, i64 %48, !dbg !54
  store float %45, ptr %49, align 4, !dbg !56
  ret void, !dbg !57
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

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
!7 = !DIFile(filename: "a-barrier-divergence-028.cu", directory: ".")
!8 = !{ptr @a_bar_red_uniform_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_bar_red_uniform_ok", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 18, scope: !12)
!19 = !DILocation(line: 12, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 13, column: 18, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 13, column: 31, scope: !12)
!26 = !DILocation(line: 13, column: 29, scope: !12)
!27 = !DILocation(line: 13, column: 44, scope: !12)
!28 = !DILocation(line: 13, column: 42, scope: !12)
!29 = !DILocation(line: 13, column: 14, scope: !12)
!30 = !DILocation(line: 14, column: 15, scope: !12)
!31 = !DILocation(line: 14, column: 18, scope: !12)
!32 = !DILocation(line: 14, column: 11, scope: !12)
!33 = !DILocation(line: 15, column: 12, scope: !12)
!34 = !DILocation(line: 15, column: 7, scope: !12)
!35 = !DILocation(line: 15, column: 5, scope: !12)
!36 = !DILocation(line: 15, column: 10, scope: !12)
!37 = !DILocation(line: 16, column: 36, scope: !12)
!38 = !DILocation(line: 16, column: 38, scope: !12)
!39 = !DILocation(line: 526, column: 66, scope: !40, inlinedAt: !42)
!40 = distinct !DISubprogram(name: "__syncthreads_or", scope: !41, file: !41, line: 526, type: !13, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!41 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!42 = distinct !DILocation(line: 16, column: 19, scope: !12)
!43 = !DILocation(line: 526, column: 51, scope: !40, inlinedAt: !42)
!44 = !DILocation(line: 16, column: 9, scope: !12)
!45 = !DILocation(line: 17, column: 18, scope: !12)
!46 = !DILocation(line: 17, column: 20, scope: !12)
!47 = !DILocation(line: 17, column: 25, scope: !12)
!48 = !DILocation(line: 17, column: 15, scope: !12)
!49 = !DILocation(line: 17, column: 11, scope: !12)
!50 = !DILocation(line: 18, column: 14, scope: !12)
!51 = !DILocation(line: 18, column: 31, scope: !12)
!52 = !DILocation(line: 18, column: 35, scope: !12)
!53 = !DILocation(line: 18, column: 33, scope: !12)
!54 = !DILocation(line: 18, column: 5, scope: !12)
!55 = !DILocation(line: 18, column: 9, scope: !12)
!56 = !DILocation(line: 18, column: 12, scope: !12)
!57 = !DILocation(line: 19, column: 1, scope: !12)
