; ModuleID = 'a-shared-race-034.cu'
source_filename = "a-shared-race-034.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ19a_shared_counter_okE5count = internal addrspace(3) global i32 undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_shared_counter_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = icmp eq i32 %5, 0, !dbg !19
  br i1 %6, label %7, label %8, !dbg !20

7:                                                ; preds = %2
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ19a_shared_counter_okE5count to ptr), align 4, !dbg !21
  br label %8, !dbg !22

8:                                                ; preds = %7, %2
  call void @llvm.nvvm.barrier0(), !dbg !23
  %9 = load ptr, ptr %3, align 8, !dbg !24
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !25
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !28
  %12 = mul i32 %10, %11, !dbg !31
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !32
  %14 = add i32 %12, %13, !dbg !34
  %15 = zext i32 %14 to i64, !dbg !24
  %16 = getelementptr inbounds float, ptr %9, i64 %15, !dbg !24
  %17 = load float, ptr %16, align 4, !dbg !24
  %18 = fcmp contract ogt float %17, 0.000000e+00, !dbg !35
  br i1 %18, label %19, label %21, !dbg !24

19:                                               ; preds = %8
  %20 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ19a_shared_counter_okE5count to ptr), i32 noundef 1) #4, !dbg !36
  br label %21, !dbg !36

21:                                               ; preds = %19, %8
  call void @llvm.nvvm.barrier0(), !dbg !37
  %22 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !38
  %23 = icmp eq i32 %22, 0, !dbg !40
  br i1 %23, label %24, label %30, !dbg !41

24:                                               ; preds = %21
  %25 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19a_shared_counter_okE5count to ptr), align 4, !dbg !42
  %26 = load ptr, ptr %4, align 8, !dbg !43
  %27 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !44
  %28 = zext i32 %27 to i64, !dbg !43
  %29 = getelementptr inbounds i32, ptr %26, i64 %28, !dbg !43
  store i32 %25, ptr %29, align 4, !dbg !46
  br label %30, !dbg !43

30:                                               ; preds = %24, %21
  ret void, !dbg !47
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicAddPjj(ptr noundef %0, i32 noundef %1) #2 !dbg !48 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8, !dbg !50
  %8 = load i32, ptr %6, align 4, !dbg !51
  store ptr %7, ptr %3, align 8
  store i32 %8, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8, !dbg !52
  %10 = load i32, ptr %4, align 4, !dbg !56
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !57
  ret i32 %11, !dbg !58
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!7 = !DIFile(filename: "a-shared-race-034.cu", directory: ".")
!8 = !{ptr @a_shared_counter_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_shared_counter_ok", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 9, scope: !12)
!19 = !DILocation(line: 11, column: 21, scope: !12)
!20 = !DILocation(line: 11, column: 9, scope: !12)
!21 = !DILocation(line: 12, column: 15, scope: !12)
!22 = !DILocation(line: 12, column: 9, scope: !12)
!23 = !DILocation(line: 13, column: 5, scope: !12)
!24 = !DILocation(line: 14, column: 9, scope: !12)
!25 = !DILocation(line: 66, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!27 = distinct !DILocation(line: 14, column: 12, scope: !12)
!28 = !DILocation(line: 79, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!30 = distinct !DILocation(line: 14, column: 25, scope: !12)
!31 = !DILocation(line: 14, column: 23, scope: !12)
!32 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !33)
!33 = distinct !DILocation(line: 14, column: 38, scope: !12)
!34 = !DILocation(line: 14, column: 36, scope: !12)
!35 = !DILocation(line: 14, column: 51, scope: !12)
!36 = !DILocation(line: 15, column: 9, scope: !12)
!37 = !DILocation(line: 16, column: 5, scope: !12)
!38 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !39)
!39 = distinct !DILocation(line: 17, column: 9, scope: !12)
!40 = !DILocation(line: 17, column: 21, scope: !12)
!41 = !DILocation(line: 17, column: 9, scope: !12)
!42 = !DILocation(line: 18, column: 30, scope: !12)
!43 = !DILocation(line: 18, column: 9, scope: !12)
!44 = !DILocation(line: 66, column: 3, scope: !26, inlinedAt: !45)
!45 = distinct !DILocation(line: 18, column: 16, scope: !12)
!46 = !DILocation(line: 18, column: 28, scope: !12)
!47 = !DILocation(line: 19, column: 1, scope: !12)
!48 = distinct !DISubprogram(name: "atomicAdd", scope: !49, file: !49, line: 110, type: !13, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!49 = !DIFile(filename: "/usr/local/cuda/include/device_atomic_functions.hpp", directory: "")
!50 = !DILocation(line: 112, column: 23, scope: !48)
!51 = !DILocation(line: 112, column: 32, scope: !48)
!52 = !DILocation(line: 533, column: 39, scope: !53, inlinedAt: !55)
!53 = distinct !DISubprogram(name: "__uAtomicAdd", scope: !54, file: !54, line: 532, type: !13, scopeLine: 532, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!54 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!55 = distinct !DILocation(line: 112, column: 10, scope: !48)
!56 = !DILocation(line: 533, column: 44, scope: !53, inlinedAt: !55)
!57 = !DILocation(line: 533, column: 10, scope: !53, inlinedAt: !55)
!58 = !DILocation(line: 112, column: 3, scope: !48)
