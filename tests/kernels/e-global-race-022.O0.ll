; ModuleID = 'e-global-race-022.cu'
source_filename = "e-global-race-022.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_tiles2d_stride_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %8 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %9 = mul i32 %7, %8, !dbg !22
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %11 = add i32 %9, %10, !dbg !26
  store i32 %11, ptr %5, align 4, !dbg !27
  %12 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !28
  %13 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !31
  %14 = mul i32 %12, %13, !dbg !34
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !35
  %16 = add i32 %14, %15, !dbg !38
  store i32 %16, ptr %6, align 4, !dbg !39
  br label %17, !dbg !40

17:                                               ; preds = %36, %2
  %18 = load i32, ptr %6, align 4, !dbg !41
  %19 = icmp slt i32 %18, 128, !dbg !42
  br i1 %19, label %20, label %42, !dbg !43

20:                                               ; preds = %17
  %21 = load ptr, ptr %3, align 8, !dbg !44
  %22 = load i32, ptr %6, align 4, !dbg !45
  %23 = mul nsw i32 %22, 128, !dbg !46
  %24 = load i32, ptr %5, align 4, !dbg !47
  %25 = add nsw i32 %23, %24, !dbg !48
  %26 = sext i32 %25 to i64, !dbg !44
  %27 = getelementptr inbounds float, ptr %21, i64 %26, !dbg !44
  %28 = load float, ptr %27, align 4, !dbg !44
  %29 = load ptr, ptr %4, align 8, !dbg !49
  %30 = load i32, ptr %6, align 4, !dbg !50
  %31 = mul nsw i32 %30, 128, !dbg !51
  %32 = load i32, ptr %5, align 4, !dbg !52
  %33 = add nsw i32 %31, %32, !dbg !53
  %34 = sext i32 %33 to i64, !dbg !49
  %35 = getelementptr inbounds float, ptr %29, i64 %34, !dbg !49
  store float %28, ptr %35, align 4, !dbg !54
  br label %36, !dbg !49

36:                                               ; preds = %20
  %37 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !55
  %38 = call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y(), !dbg !57
  %39 = mul i32 %37, %38, !dbg !60
  %40 = load i32, ptr %6, align 4, !dbg !61
  %41 = add i32 %40, %39, !dbg !61
  store i32 %41, ptr %6, align 4, !dbg !61
  br label %17, !dbg !43, !llvm.loop !62

42:                                               ; preds = %17
  ret void, !dbg !65
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "e-global-race-022.cu", directory: ".")
!8 = !{ptr @e_tiles2d_stride_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_tiles2d_stride_ok", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 8, column: 15, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 8, column: 28, scope: !12)
!22 = !DILocation(line: 8, column: 26, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 8, column: 41, scope: !12)
!26 = !DILocation(line: 8, column: 39, scope: !12)
!27 = !DILocation(line: 8, column: 9, scope: !12)
!28 = !DILocation(line: 67, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!30 = distinct !DILocation(line: 9, column: 20, scope: !12)
!31 = !DILocation(line: 80, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!33 = distinct !DILocation(line: 9, column: 33, scope: !12)
!34 = !DILocation(line: 9, column: 31, scope: !12)
!35 = !DILocation(line: 54, column: 3, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!37 = distinct !DILocation(line: 9, column: 46, scope: !12)
!38 = !DILocation(line: 9, column: 44, scope: !12)
!39 = !DILocation(line: 9, column: 14, scope: !12)
!40 = !DILocation(line: 9, column: 10, scope: !12)
!41 = !DILocation(line: 9, column: 59, scope: !12)
!42 = !DILocation(line: 9, column: 63, scope: !12)
!43 = !DILocation(line: 9, column: 5, scope: !12)
!44 = !DILocation(line: 10, column: 30, scope: !12)
!45 = !DILocation(line: 10, column: 33, scope: !12)
!46 = !DILocation(line: 10, column: 37, scope: !12)
!47 = !DILocation(line: 10, column: 43, scope: !12)
!48 = !DILocation(line: 10, column: 41, scope: !12)
!49 = !DILocation(line: 10, column: 9, scope: !12)
!50 = !DILocation(line: 10, column: 13, scope: !12)
!51 = !DILocation(line: 10, column: 17, scope: !12)
!52 = !DILocation(line: 10, column: 23, scope: !12)
!53 = !DILocation(line: 10, column: 21, scope: !12)
!54 = !DILocation(line: 10, column: 28, scope: !12)
!55 = !DILocation(line: 80, column: 3, scope: !32, inlinedAt: !56)
!56 = distinct !DILocation(line: 9, column: 75, scope: !12)
!57 = !DILocation(line: 93, column: 3, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 93, type: !13, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!59 = distinct !DILocation(line: 9, column: 88, scope: !12)
!60 = !DILocation(line: 9, column: 86, scope: !12)
!61 = !DILocation(line: 9, column: 72, scope: !12)
!62 = distinct !{!62, !43, !63, !64}
!63 = !DILocation(line: 10, column: 46, scope: !12)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 11, column: 1, scope: !12)
