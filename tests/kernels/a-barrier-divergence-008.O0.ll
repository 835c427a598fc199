; ModuleID = 'a-barrier-divergence-008.cu'
source_filename = "a-barrier-divergence-008.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ23a_loop_trip_blockdim_okE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_loop_trip_blockdim_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
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
  store i32 1, ptr %8, align 4, !dbg !33
  br label %20, !dbg !34

20:                                               ; preds = %40, %2
  %21 = load i32, ptr %8, align 4, !dbg !35
  %22 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !36
  %23 = icmp ult i32 %21, %22, !dbg !38
  br i1 %23, label %24, label %43, !dbg !39

24:                                               ; preds = %20
  %25 = load float, ptr %7, align 4, !dbg !40
  %26 = load i32, ptr %5, align 4, !dbg !41
  %27 = zext i32 %26 to i64, !dbg !42
  %28 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23a_loop_trip_blockdim_okE1s to ptr), i64 0, i64 %27, !dbg !42
  store float %25, ptr %28, align 4, !dbg !43
  call void @llvm.nvvm.barrier0(), !dbg !44
  %29 = load float, ptr %7, align 4, !dbg !45
  %30 = load i32, ptr %5, align 4, !dbg !46
  %31 = load i32, ptr %8, align 4, !dbg !47
  %32 = add i32 %30, %31, !dbg !48
  %33 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !49
  %34 = urem i32 %32, %33, !dbg !51
  %35 = zext i32 %34 to i64, !dbg !52
  %36 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23a_loop_trip_blockdim_okE1s to ptr), i64 0, i64 %35, !dbg !52
  %37 = load float, ptr %36, align 4, !dbg !52
  %38 = fadd contract float %29, %37, !dbg !53
  %39 = fmul contract float 5.000000e-01, %38, !dbg !54
  store float %39, ptr %7, align 4, !dbg !55
  call void @llvm.nvvm.barrier0(), !dbg !56
  br label %40, !dbg !57

40:                                               ; preds = %24
  %41 = load i32, ptr %8, align 4, !dbg !58
  %42 = mul i32 %41, 2, !dbg !58
  store i32 %42, ptr %8, align 4, !dbg !58
  br label %20, !dbg !39, !llvm.loop !59

43:                                               ; preds = %20
  %44 = load float, ptr %7, align 4, !dbg !61
  %45 = load ptr, ptr %4, align 8, !dbg !62
  %46 = load i32, ptr %6, align 4, !dbg !63
  %47 = zext i32 %46 to i64, !dbg !62
  %48 = getelementptr inbounds float, ptr %45, i64 %47, !dbg !62
  store float %44, ptr %48, align 4, !dbg !64
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
!7 = !DIFile(filename: "a-barrier-divergence-008.cu", directory: ".")
!8 = !{ptr @a_loop_trip_blockdim_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_loop_trip_blockdim_ok", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
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
!36 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !37)
!37 = distinct !DILocation(line: 16, column: 30, scope: !12)
!38 = !DILocation(line: 16, column: 28, scope: !12)
!39 = !DILocation(line: 16, column: 5, scope: !12)
!40 = !DILocation(line: 17, column: 16, scope: !12)
!41 = !DILocation(line: 17, column: 11, scope: !12)
!42 = !DILocation(line: 17, column: 9, scope: !12)
!43 = !DILocation(line: 17, column: 14, scope: !12)
!44 = !DILocation(line: 18, column: 9, scope: !12)
!45 = !DILocation(line: 19, column: 21, scope: !12)
!46 = !DILocation(line: 19, column: 28, scope: !12)
!47 = !DILocation(line: 19, column: 32, scope: !12)
!48 = !DILocation(line: 19, column: 30, scope: !12)
!49 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !50)
!50 = distinct !DILocation(line: 19, column: 37, scope: !12)
!51 = !DILocation(line: 19, column: 35, scope: !12)
!52 = !DILocation(line: 19, column: 25, scope: !12)
!53 = !DILocation(line: 19, column: 23, scope: !12)
!54 = !DILocation(line: 19, column: 18, scope: !12)
!55 = !DILocation(line: 19, column: 11, scope: !12)
!56 = !DILocation(line: 20, column: 9, scope: !12)
!57 = !DILocation(line: 21, column: 5, scope: !12)
!58 = !DILocation(line: 16, column: 44, scope: !12)
!59 = distinct !{!59, !39, !57, !60}
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 22, column: 14, scope: !12)
!62 = !DILocation(line: 22, column: 5, scope: !12)
!63 = !DILocation(line: 22, column: 9, scope: !12)
!64 = !DILocation(line: 22, column: 12, scope: !12)
!65 = !DILocation(line: 23, column: 1, scope: !12)
