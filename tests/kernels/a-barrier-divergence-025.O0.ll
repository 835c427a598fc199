; ModuleID = 'a-barrier-divergence-025.cu'
source_filename = "a-barrier-divergence-025.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ20a_loop_break_tid_divE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_loop_break_tid_div(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %5, align 4, !dbg !19
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %12 = mul i32 %10, %11, !dbg !26
  %13 = load i32, ptr %5, align 4, !dbg !27
  %14 = add i32 %12, %13, !dbg !28
  store i32 %14, ptr %6, align 4, !dbg !29
  %15 = load ptr, ptr %3, align 8, !dbg !30
  %16 = load i32, ptr %6, align 4, !dbg !31
  %17 = zext i32 %16 to i64, !dbg !30
  %18 = getelementptr inbounds float, ptr %15, i64 %17, !dbg !30
  %19 = load float, ptr %18, align 4, !dbg !30
  store float %19, ptr %7, align 4, !dbg !32
  store i32 0, ptr %8, align 4, !dbg !33
  br label %20, !dbg !34

20:                                               ; preds = %43, %2
  %21 = load i32, ptr %8, align 4, !dbg !35
  %22 = icmp ult i32 %21, 8, !dbg !36
  br i1 %22, label %23, label %46, !dbg !37

23:                                               ; preds = %20
  %24 = load i32, ptr %8, align 4, !dbg !38
  %25 = load i32, ptr %5, align 4, !dbg !39
  %26 = urem i32 %25, 8, !dbg !40
  %27 = icmp eq i32 %24, %26, !dbg !41
  br i1 %27, label %28, label %29, !dbg !38

28:                                               ; preds = %23
  br label %46, !dbg !42

29:                                               ; preds = %23
  %30 = load float, ptr %7, align 4, !dbg !43
  %31 = load i32, ptr %5, align 4, !dbg !44
  %32 = zext i32 %31 to i64, !dbg !45
  %33 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20a_loop_break_tid_divE1s to ptr), i64 0, i64 %32, !dbg !45
  store float %30, ptr %33, align 4, !dbg !46
  call void @llvm.nvvm.barrier0(), !dbg !47
  %34 = load float, ptr %7, align 4, !dbg !48
  %35 = load i32, ptr %5, align 4, !dbg !49
  %36 = add i32 %35, 1, !dbg !50
  %37 = urem i32 %36, 256, !dbg !51
  %38 = zext i32 %37 to i64, !dbg !52
  %39 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20a_loop_break_tid_divE1s to ptr), i64 0, i64 %38, !dbg !52
  %40 = load float, ptr %39, align 4, !dbg !52
  %41 = fadd contract float %34, %40, !dbg !53
  %42 = fmul contract float 5.000000e-01, %41, !dbg !54
  store float %42, ptr %7, align 4, !dbg !55
  call void @llvm.nvvm.barrier0(), !dbg !56
  br label %43, !dbg !57

43:                                               ; preds = %29
  %44 = load i32, ptr %8, align 4, !dbg !58
  %45 = add i32 %44, 1, !dbg !58
  store i32 %45, ptr %8, align 4, !dbg !58
  br label %20, !dbg !37, !llvm.loop !59

46:                                               ; preds = %28, %20
  %47 = load float, ptr %7, align 4, !dbg !61
  %48 = load ptr, ptr %4, align 8, !dbg !62
  %49 = load i32, ptr %6, align 4, !dbg !63
  %50 = zext i32 %49 to i64, !dbg !62
  %51 = getelementptr inbounds float, ptr %48, i64 %50, !dbg !62
  store float %47, ptr %51, align 4, !dbg !64
  ret void, !dbg !65
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
!7 = !DIFile(filename: "a-barrier-divergence-025.cu", directory: ".")
!8 = !{ptr @a_loop_break_tid_div, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_loop_break_tid_div", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
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
!32 = !DILocation(line: 15, column: 11, scope: !12)
!33 = !DILocation(line: 16, column: 19, scope: !12)
!34 = !DILocation(line: 16, column: 10, scope: !12)
!35 = !DILocation(line: 16, column: 26, scope: !12)
!36 = !DILocation(line: 16, column: 28, scope: !12)
!37 = !DILocation(line: 16, column: 5, scope: !12)
!38 = !DILocation(line: 17, column: 13, scope: !12)
!39 = !DILocation(line: 17, column: 18, scope: !12)
!40 = !DILocation(line: 17, column: 20, scope: !12)
!41 = !DILocation(line: 17, column: 15, scope: !12)
!42 = !DILocation(line: 18, column: 13, scope: !12)
!43 = !DILocation(line: 19, column: 16, scope: !12)
!44 = !DILocation(line: 19, column: 11, scope: !12)
!45 = !DILocation(line: 19, column: 9, scope: !12)
!46 = !DILocation(line: 19, column: 14, scope: !12)
!47 = !DILocation(line: 20, column: 9, scope: !12)
!48 = !DILocation(line: 21, column: 21, scope: !12)
!49 = !DILocation(line: 21, column: 28, scope: !12)
!50 = !DILocation(line: 21, column: 30, scope: !12)
!51 = !DILocation(line: 21, column: 35, scope: !12)
!52 = !DILocation(line: 21, column: 25, scope: !12)
!53 = !DILocation(line: 21, column: 23, scope: !12)
!54 = !DILocation(line: 21, column: 18, scope: !12)
!55 = !DILocation(line: 21, column: 11, scope: !12)
!56 = !DILocation(line: 22, column: 9, scope: !12)
!57 = !DILocation(line: 23, column: 5, scope: !12)
!58 = !DILocation(line: 16, column: 33, scope: !12)
!59 = distinct !{!59, !37, !57, !60}
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 24, column: 14, scope: !12)
!62 = !DILocation(line: 24, column: 5, scope: !12)
!63 = !DILocation(line: 24, column: 9, scope: !12)
!64 = !DILocation(line: 24, column: 12, scope: !12)
!65 = !DILocation(line: 25, column: 1, scope: !12)
