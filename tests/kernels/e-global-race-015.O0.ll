; ModuleID = 'e-global-race-015.cu'
source_filename = "e-global-race-015.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_message_fence_ok(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %8 = icmp ne i32 %7, 0, !dbg !19
  br i1 %8, label %9, label %10, !dbg !20

9:                                                ; preds = %3
  br label %33, !dbg !21

10:                                               ; preds = %3
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %12 = icmp eq i32 %11, 0, !dbg !25
  br i1 %12, label %13, label %17, !dbg !26

13:                                               ; preds = %10
  %14 = load ptr, ptr %4, align 8, !dbg !27
  %15 = getelementptr inbounds i32, ptr %14, i64 0, !dbg !27
  store i32 42, ptr %15, align 4, !dbg !28
  call void @llvm.nvvm.membar.gl(), !dbg !29
  %16 = load ptr, ptr %5, align 8, !dbg !33
  store volatile i32 1, ptr %16, align 4, !dbg !34
  br label %33, !dbg !35

17:                                               ; preds = %10
  %18 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !36
  %19 = icmp eq i32 %18, 1, !dbg !38
  br i1 %19, label %20, label %32, !dbg !39

20:                                               ; preds = %17
  br label %21, !dbg !40

21:                                               ; preds = %25, %20
  %22 = load ptr, ptr %5, align 8, !dbg !41
  %23 = load volatile i32, ptr %22, align 4, !dbg !42
  %24 = icmp eq i32 %23, 0, !dbg !43
  br i1 %24, label %25, label %26, !dbg !40

25:                                               ; preds = %21
  br label %21, !dbg !40, !llvm.loop !44

26:                                               ; preds = %21
  call void @llvm.nvvm.membar.gl(), !dbg !47
  %27 = load ptr, ptr %4, align 8, !dbg !49
  %28 = getelementptr inbounds i32, ptr %27, i64 0, !dbg !49
  %29 = load i32, ptr %28, align 4, !dbg !49
  %30 = load ptr, ptr %6, align 8, !dbg !50
  %31 = getelementptr inbounds i32, ptr %30, i64 0, !dbg !50
  store i32 %29, ptr %31, align 4, !dbg !51
  br label %32, !dbg !52

32:                                               ; preds = %26, %17
  br label %33

33:                                               ; preds = %9, %32, %13
  ret void, !dbg !53
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind }

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
!7 = !DIFile(filename: "e-global-race-015.cu", directory: ".")
!8 = !{ptr @e_message_fence_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_message_fence_ok", scope: !7, file: !7, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 9, scope: !12)
!19 = !DILocation(line: 9, column: 21, scope: !12)
!20 = !DILocation(line: 9, column: 9, scope: !12)
!21 = !DILocation(line: 9, column: 27, scope: !12)
!22 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!24 = distinct !DILocation(line: 10, column: 9, scope: !12)
!25 = !DILocation(line: 10, column: 20, scope: !12)
!26 = !DILocation(line: 10, column: 9, scope: !12)
!27 = !DILocation(line: 11, column: 9, scope: !12)
!28 = !DILocation(line: 11, column: 17, scope: !12)
!29 = !DILocation(line: 528, column: 39, scope: !30, inlinedAt: !32)
!30 = distinct !DISubprogram(name: "__threadfence", scope: !31, file: !31, line: 528, type: !13, scopeLine: 528, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!31 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!32 = distinct !DILocation(line: 12, column: 9, scope: !12)
!33 = !DILocation(line: 13, column: 10, scope: !12)
!34 = !DILocation(line: 13, column: 15, scope: !12)
!35 = !DILocation(line: 14, column: 5, scope: !12)
!36 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !37)
!37 = distinct !DILocation(line: 14, column: 16, scope: !12)
!38 = !DILocation(line: 14, column: 27, scope: !12)
!39 = !DILocation(line: 14, column: 16, scope: !12)
!40 = !DILocation(line: 15, column: 9, scope: !12)
!41 = !DILocation(line: 15, column: 17, scope: !12)
!42 = !DILocation(line: 15, column: 16, scope: !12)
!43 = !DILocation(line: 15, column: 22, scope: !12)
!44 = distinct !{!44, !40, !45, !46}
!45 = !DILocation(line: 15, column: 30, scope: !12)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 528, column: 39, scope: !30, inlinedAt: !48)
!48 = distinct !DILocation(line: 16, column: 9, scope: !12)
!49 = !DILocation(line: 17, column: 18, scope: !12)
!50 = !DILocation(line: 17, column: 9, scope: !12)
!51 = !DILocation(line: 17, column: 16, scope: !12)
!52 = !DILocation(line: 18, column: 5, scope: !12)
!53 = !DILocation(line: 19, column: 1, scope: !12)
