; ModuleID = 'e-scoped-atomic-race-054.cu'
source_filename = "e-scoped-atomic-race-054.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_list_push_cta_race(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %7 = icmp ne i32 %6, 0, !dbg !19
  br i1 %7, label %8, label %9, !dbg !20

8:                                                ; preds = %2
  br label %18, !dbg !21

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8, !dbg !22
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %12 = call noundef i32 @_ZL16atomicExch_blockPii(ptr noundef %10, i32 noundef %11) #4, !dbg !26
  store i32 %12, ptr %5, align 4, !dbg !27
  %13 = load i32, ptr %5, align 4, !dbg !28
  %14 = load ptr, ptr %4, align 8, !dbg !29
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !30
  %16 = zext i32 %15 to i64, !dbg !29
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !29
  store i32 %13, ptr %17, align 4, !dbg !32
  br label %18, !dbg !33

18:                                               ; preds = %9, %8
  ret void, !dbg !33
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL16atomicExch_blockPii(ptr noundef %0, i32 noundef %1) #1 !dbg !34 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !36
  %8 = load i32, ptr %6, align 4, !dbg !37
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !38
  %10 = load i32, ptr %4, align 4, !dbg !42
  %11 = call noundef i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr %9, i32 %10), !dbg !43
  ret i32 %11, !dbg !44
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr nocapture, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind memory(argmem: readwrite) }
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
!7 = !DIFile(filename: "e-scoped-atomic-race-054.cu", directory: ".")
!8 = !{ptr @e_list_push_cta_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_list_push_cta_race", scope: !7, file: !7, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 9, scope: !12)
!19 = !DILocation(line: 9, column: 21, scope: !12)
!20 = !DILocation(line: 9, column: 9, scope: !12)
!21 = !DILocation(line: 9, column: 27, scope: !12)
!22 = !DILocation(line: 10, column: 32, scope: !12)
!23 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 10, column: 43, scope: !12)
!26 = !DILocation(line: 10, column: 15, scope: !12)
!27 = !DILocation(line: 10, column: 9, scope: !12)
!28 = !DILocation(line: 11, column: 24, scope: !12)
!29 = !DILocation(line: 11, column: 5, scope: !12)
!30 = !DILocation(line: 66, column: 3, scope: !24, inlinedAt: !31)
!31 = distinct !DILocation(line: 11, column: 10, scope: !12)
!32 = !DILocation(line: 11, column: 22, scope: !12)
!33 = !DILocation(line: 12, column: 1, scope: !12)
!34 = distinct !DISubprogram(name: "atomicExch_block", scope: !35, file: !35, line: 382, type: !13, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!35 = !DIFile(filename: "/usr/local/cuda/include/sm_60_atomic_functions.hpp", directory: "")
!36 = !DILocation(line: 384, column: 30, scope: !34)
!37 = !DILocation(line: 384, column: 39, scope: !34)
!38 = !DILocation(line: 371, column: 37, scope: !39, inlinedAt: !41)
!39 = distinct !DISubprogram(name: "__iAtomicExch_block", scope: !40, file: !40, line: 370, type: !13, scopeLine: 370, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!40 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!41 = distinct !DILocation(line: 384, column: 10, scope: !34)
!42 = !DILocation(line: 371, column: 42, scope: !39, inlinedAt: !41)
!43 = !DILocation(line: 371, column: 10, scope: !39, inlinedAt: !41)
!44 = !DILocation(line: 384, column: 3, scope: !34)
