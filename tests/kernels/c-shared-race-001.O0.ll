; ModuleID = 'c-shared-race-001.cu'
source_filename = "c-shared-race-001.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ17c_block_stride_96E1s = internal addrspace(3) global [1000 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @c_block_stride_96(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %7, ptr %5, align 4, !dbg !19
  br label %8, !dbg !20

8:                                                ; preds = %23, %2
  %9 = load i32, ptr %5, align 4, !dbg !21
  %10 = icmp ult i32 %9, 1000, !dbg !22
  br i1 %10, label %11, label %27, !dbg !23

11:                                               ; preds = %8
  %12 = load ptr, ptr %3, align 8, !dbg !24
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !25
  %14 = mul i32 %13, 1000, !dbg !28
  %15 = load i32, ptr %5, align 4, !dbg !29
  %16 = add i32 %14, %15, !dbg !30
  %17 = zext i32 %16 to i64, !dbg !24
  %18 = getelementptr inbounds float, ptr %12, i64 %17, !dbg !24
  %19 = load float, ptr %18, align 4, !dbg !24
  %20 = load i32, ptr %5, align 4, !dbg !31
  %21 = zext i32 %20 to i64, !dbg !32
  %22 = getelementptr inbounds [1000 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17c_block_stride_96E1s to ptr), i64 0, i64 %21, !dbg !32
  store float %19, ptr %22, align 4, !dbg !33
  br label %23, !dbg !32

23:                                               ; preds = %11
  %24 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !34
  %25 = load i32, ptr %5, align 4, !dbg !37
  %26 = add i32 %25, %24, !dbg !37
  store i32 %26, ptr %5, align 4, !dbg !37
  br label %8, !dbg !23, !llvm.loop !38

27:                                               ; preds = %8
  call void @llvm.nvvm.barrier0(), !dbg !41
  %28 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !42
  store i32 %28, ptr %6, align 4, !dbg !44
  br label %29, !dbg !45

29:                                               ; preds = %45, %27
  %30 = load i32, ptr %6, align 4, !dbg !46
  %31 = icmp ult i32 %30, 1000, !dbg !47
  br i1 %31, label %32, label %49, !dbg !48

32:                                               ; preds = %29
  %33 = load i32, ptr %6, align 4, !dbg !49
  %34 = sub i32 999, %33, !dbg !50
  %35 = zext i32 %34 to i64, !dbg !51
  %36 = getelementptr inbounds [1000 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17c_block_stride_96E1s to ptr), i64 0, i64 %35, !dbg !51
  %37 = load float, ptr %36, align 4, !dbg !51
  %38 = load ptr, ptr %4, align 8, !dbg !52
  %39 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !53
  %40 = mul i32 %39, 1000, !dbg !55
  %41 = load i32, ptr %6, align 4, !dbg !56
  %42 = add i32 %40, %41, !dbg !57
  %43 = zext i32 %42 to i64, !dbg !52
  %44 = getelementptr inbounds float, ptr %38, i64 %43, !dbg !52
  store float %37, ptr %44, align 4, !dbg !58
  br label %45, !dbg !52

45:                                               ; preds = %32
  %46 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !59
  %47 = load i32, ptr %6, align 4, !dbg !61
  %48 = add i32 %47, %46, !dbg !61
  store i32 %48, ptr %6, align 4, !dbg !61
  br label %29, !dbg !48, !llvm.loop !62

49:                                               ; preds = %29
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
!7 = !DIFile(filename: "c-shared-race-001.cu", directory: ".")
!8 = !{ptr @c_block_stride_96, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "c_block_stride_96", scope: !7, file: !7, line: 5, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 23, scope: !12)
!19 = !DILocation(line: 8, column: 19, scope: !12)
!20 = !DILocation(line: 8, column: 10, scope: !12)
!21 = !DILocation(line: 8, column: 36, scope: !12)
!22 = !DILocation(line: 8, column: 38, scope: !12)
!23 = !DILocation(line: 8, column: 5, scope: !12)
!24 = !DILocation(line: 9, column: 16, scope: !12)
!25 = !DILocation(line: 66, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!27 = distinct !DILocation(line: 9, column: 19, scope: !12)
!28 = !DILocation(line: 9, column: 30, scope: !12)
!29 = !DILocation(line: 9, column: 39, scope: !12)
!30 = !DILocation(line: 9, column: 37, scope: !12)
!31 = !DILocation(line: 9, column: 11, scope: !12)
!32 = !DILocation(line: 9, column: 9, scope: !12)
!33 = !DILocation(line: 9, column: 14, scope: !12)
!34 = !DILocation(line: 79, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!36 = distinct !DILocation(line: 8, column: 51, scope: !12)
!37 = !DILocation(line: 8, column: 48, scope: !12)
!38 = distinct !{!38, !23, !39, !40}
!39 = !DILocation(line: 9, column: 40, scope: !12)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 10, column: 5, scope: !12)
!42 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !43)
!43 = distinct !DILocation(line: 11, column: 23, scope: !12)
!44 = !DILocation(line: 11, column: 19, scope: !12)
!45 = !DILocation(line: 11, column: 10, scope: !12)
!46 = !DILocation(line: 11, column: 36, scope: !12)
!47 = !DILocation(line: 11, column: 38, scope: !12)
!48 = !DILocation(line: 11, column: 5, scope: !12)
!49 = !DILocation(line: 12, column: 46, scope: !12)
!50 = !DILocation(line: 12, column: 44, scope: !12)
!51 = !DILocation(line: 12, column: 38, scope: !12)
!52 = !DILocation(line: 12, column: 9, scope: !12)
!53 = !DILocation(line: 66, column: 3, scope: !26, inlinedAt: !54)
!54 = distinct !DILocation(line: 12, column: 13, scope: !12)
!55 = !DILocation(line: 12, column: 24, scope: !12)
!56 = !DILocation(line: 12, column: 33, scope: !12)
!57 = !DILocation(line: 12, column: 31, scope: !12)
!58 = !DILocation(line: 12, column: 36, scope: !12)
!59 = !DILocation(line: 79, column: 3, scope: !35, inlinedAt: !60)
!60 = distinct !DILocation(line: 11, column: 51, scope: !12)
!61 = !DILocation(line: 11, column: 48, scope: !12)
!62 = distinct !{!62, !48, !63, !40}
!63 = !DILocation(line: 12, column: 47, scope: !12)
!64 = !DILocation(line: 13, column: 1, scope: !12)
