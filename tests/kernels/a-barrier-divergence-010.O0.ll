; ModuleID = 'a-barrier-divergence-010.cu'
source_filename = "a-barrier-divergence-010.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ22a_loop_trip_loaded_divE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_loop_trip_loaded_div(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %12, ptr %7, align 4, !dbg !19
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %15 = mul i32 %13, %14, !dbg !26
  %16 = load i32, ptr %7, align 4, !dbg !27
  %17 = add i32 %15, %16, !dbg !28
  store i32 %17, ptr %8, align 4, !dbg !29
  %18 = load ptr, ptr %4, align 8, !dbg !30
  %19 = load i32, ptr %8, align 4, !dbg !31
  %20 = zext i32 %19 to i64, !dbg !30
  %21 = getelementptr inbounds float, ptr %18, i64 %20, !dbg !30
  %22 = load float, ptr %21, align 4, !dbg !30
  store float %22, ptr %9, align 4, !dbg !32
  %23 = load ptr, ptr %5, align 8, !dbg !33
  %24 = load i32, ptr %8, align 4, !dbg !34
  %25 = zext i32 %24 to i64, !dbg !33
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !33
  %27 = load i32, ptr %26, align 4, !dbg !33
  store i32 %27, ptr %10, align 4, !dbg !35
  store i32 0, ptr %11, align 4, !dbg !36
  br label %28, !dbg !37

28:                                               ; preds = %46, %3
  %29 = load i32, ptr %11, align 4, !dbg !38
  %30 = load i32, ptr %10, align 4, !dbg !39
  %31 = icmp ult i32 %29, %30, !dbg !40
  br i1 %31, label %32, label %49, !dbg !41

32:                                               ; preds = %28
  %33 = load float, ptr %9, align 4, !dbg !42
  %34 = load i32, ptr %7, align 4, !dbg !43
  %35 = zext i32 %34 to i64, !dbg !44
  %36 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22a_loop_trip_loaded_divE1s to ptr), i64 0, i64 %35, !dbg !44
  store float %33, ptr %36, align 4, !dbg !45
  call void @llvm.nvvm.barrier0(), !dbg !46
  %37 = load float, ptr %9, align 4, !dbg !47
  %38 = load i32, ptr %7, align 4, !dbg !48
  %39 = add i32 %38, 1, !dbg !49
  %40 = urem i32 %39, 256, !dbg !50
  %41 = zext i32 %40 to i64, !dbg !51
  %42 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22a_loop_trip_loaded_divE1s to ptr), i64 0, i64 %41, !dbg !51
  %43 = load float, ptr %42, align 4, !dbg !51
  %44 = fadd contract float %37, %43, !dbg !52
  %45 = fmul contract float 5.000000e-01, %44, !dbg !53
  store float %45, ptr %9, align 4, !dbg !54
  call void @llvm.nvvm.barrier0(), !dbg !55
  br label %46, !dbg !56

46:                                               ; preds = %32
  %47 = load i32, ptr %11, align 4, !dbg !57
  %48 = add i32 %47, 1, !dbg !57
  store i32 %48, ptr %11, align 4, !dbg !57
  br label %28, !dbg !41, !llvm.loop !58

49:                                               ; preds = %28
  %50 = load float, ptr %9, align 4, !dbg !60
  %51 = load ptr, ptr %6, align 8, !dbg !61
  %52 = load i32, ptr %8, align 4, !dbg !62
  %53 = zext i32 %52 to i64, !dbg !61
  %54 = getelementptr inbounds float, ptr %51, i64 %53, !dbg !61
  store float %50, ptr %54, align 4, !dbg !63
  ret void, !dbg !64
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
!7 = !DIFile(filename: "a-barrier-divergence-010.cu", directory: ".")
!8 = !{ptr @a_loop_trip_loaded_div, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_loop_trip_loaded_div", scope: !7, file: !7, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 15, column: 18, scope: !12)
!19 = !DILocation(line: 15, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 16, column: 18, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 16, column: 31, scope: !12)
!26 = !DILocation(line: 16, column: 29, scope: !12)
!27 = !DILocation(line: 16, column: 44, scope: !12)
!28 = !DILocation(line: 16, column: 42, scope: !12)
!29 = !DILocation(line: 16, column: 14, scope: !12)
!30 = !DILocation(line: 17, column: 15, scope: !12)
!31 = !DILocation(line: 17, column: 18, scope: !12)
!32 = !DILocation(line: 17, column: 11, scope: !12)
!33 = !DILocation(line: 18, column: 18, scope: !12)
!34 = !DILocation(line: 18, column: 24, scope: !12)
!35 = !DILocation(line: 18, column: 14, scope: !12)
!36 = !DILocation(line: 19, column: 19, scope: !12)
!37 = !DILocation(line: 19, column: 10, scope: !12)
!38 = !DILocation(line: 19, column: 26, scope: !12)
!39 = !DILocation(line: 19, column: 30, scope: !12)
!40 = !DILocation(line: 19, column: 28, scope: !12)
!41 = !DILocation(line: 19, column: 5, scope: !12)
!42 = !DILocation(line: 20, column: 16, scope: !12)
!43 = !DILocation(line: 20, column: 11, scope: !12)
!44 = !DILocation(line: 20, column: 9, scope: !12)
!45 = !DILocation(line: 20, column: 14, scope: !12)
!46 = !DILocation(line: 21, column: 9, scope: !12)
!47 = !DILocation(line: 22, column: 21, scope: !12)
!48 = !DILocation(line: 22, column: 28, scope: !12)
!49 = !DILocation(line: 22, column: 30, scope: !12)
!50 = !DILocation(line: 22, column: 35, scope: !12)
!51 = !DILocation(line: 22, column: 25, scope: !12)
!52 = !DILocation(line: 22, column: 23, scope: !12)
!53 = !DILocation(line: 22, column: 18, scope: !12)
!54 = !DILocation(line: 22, column: 11, scope: !12)
!55 = !DILocation(line: 23, column: 9, scope: !12)
!56 = !DILocation(line: 24, column: 5, scope: !12)
!57 = !DILocation(line: 19, column: 33, scope: !12)
!58 = distinct !{!58, !41, !56, !59}
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 25, column: 14, scope: !12)
!61 = !DILocation(line: 25, column: 5, scope: !12)
!62 = !DILocation(line: 25, column: 9, scope: !12)
!63 = !DILocation(line: 25, column: 12, scope: !12)
!64 = !DILocation(line: 26, column: 1, scope: !12)
