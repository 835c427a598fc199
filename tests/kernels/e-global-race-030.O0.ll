; ModuleID = 'e-global-race-030.cu'
source_filename = "e-global-race-030.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_transpose_inplace_race(ptr noundef %0) #0 !dbg !12 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  store ptr %0, ptr %2, align 8
  %6 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %7 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %10 = add i32 %8, %9, !dbg !26
  store i32 %10, ptr %3, align 4, !dbg !27
  %11 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !28
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !31
  %13 = mul i32 %11, %12, !dbg !34
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !35
  %15 = add i32 %13, %14, !dbg !38
  store i32 %15, ptr %4, align 4, !dbg !39
  %16 = load ptr, ptr %2, align 8, !dbg !40
  %17 = load i32, ptr %4, align 4, !dbg !41
  %18 = mul nsw i32 %17, 128, !dbg !42
  %19 = load i32, ptr %3, align 4, !dbg !43
  %20 = add nsw i32 %18, %19, !dbg !44
  %21 = sext i32 %20 to i64, !dbg !40
  %22 = getelementptr inbounds float, ptr %16, i64 %21, !dbg !40
  %23 = load float, ptr %22, align 4, !dbg !40
  store float %23, ptr %5, align 4, !dbg !45
  call void @llvm.nvvm.barrier0(), !dbg !46
  %24 = load float, ptr %5, align 4, !dbg !47
  %25 = load ptr, ptr %2, align 8, !dbg !48
  %26 = load i32, ptr %3, align 4, !dbg !49
  %27 = mul nsw i32 %26, 128, !dbg !50
  %28 = load i32, ptr %4, align 4, !dbg !51
  %29 = add nsw i32 %27, %28, !dbg !52
  %30 = sext i32 %29 to i64, !dbg !48
  %31 = getelementptr inbounds float, ptr %25, i64 %30, !dbg !48
  store float %24, ptr %31, align 4, !dbg !53
  ret void, !dbg !54
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

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
!7 = !DIFile(filename: "e-global-race-030.cu", directory: ".")
!8 = !{ptr @e_transpose_inplace_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_transpose_inplace_race", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 11, column: 26, scope: !12)
!22 = !DILocation(line: 11, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 11, column: 39, scope: !12)
!26 = !DILocation(line: 11, column: 37, scope: !12)
!27 = !DILocation(line: 11, column: 9, scope: !12)
!28 = !DILocation(line: 67, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!30 = distinct !DILocation(line: 12, column: 13, scope: !12)
!31 = !DILocation(line: 80, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!33 = distinct !DILocation(line: 12, column: 26, scope: !12)
!34 = !DILocation(line: 12, column: 24, scope: !12)
!35 = !DILocation(line: 54, column: 3, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!37 = distinct !DILocation(line: 12, column: 39, scope: !12)
!38 = !DILocation(line: 12, column: 37, scope: !12)
!39 = !DILocation(line: 12, column: 9, scope: !12)
!40 = !DILocation(line: 13, column: 15, scope: !12)
!41 = !DILocation(line: 13, column: 17, scope: !12)
!42 = !DILocation(line: 13, column: 19, scope: !12)
!43 = !DILocation(line: 13, column: 25, scope: !12)
!44 = !DILocation(line: 13, column: 23, scope: !12)
!45 = !DILocation(line: 13, column: 11, scope: !12)
!46 = !DILocation(line: 14, column: 5, scope: !12)
!47 = !DILocation(line: 15, column: 20, scope: !12)
!48 = !DILocation(line: 15, column: 5, scope: !12)
!49 = !DILocation(line: 15, column: 7, scope: !12)
!50 = !DILocation(line: 15, column: 9, scope: !12)
!51 = !DILocation(line: 15, column: 15, scope: !12)
!52 = !DILocation(line: 15, column: 13, scope: !12)
!53 = !DILocation(line: 15, column: 18, scope: !12)
!54 = !DILocation(line: 16, column: 1, scope: !12)
