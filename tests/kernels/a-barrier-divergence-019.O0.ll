; ModuleID = 'a-barrier-divergence-019.cu'
source_filename = "a-barrier-divergence-019.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

$_Z16__shfl_down_syncjfji = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_shfl_mask_excludes_lanes(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %9 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %10 = mul i32 %8, %9, !dbg !22
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %12 = add i32 %10, %11, !dbg !26
  store i32 %12, ptr %5, align 4, !dbg !27
  %13 = load ptr, ptr %3, align 8, !dbg !28
  %14 = load i32, ptr %5, align 4, !dbg !29
  %15 = zext i32 %14 to i64, !dbg !28
  %16 = getelementptr inbounds float, ptr %13, i64 %15, !dbg !28
  %17 = load float, ptr %16, align 4, !dbg !28
  store float %17, ptr %6, align 4, !dbg !30
  store i32 8, ptr %7, align 4, !dbg !31
  br label %18, !dbg !32

18:                                               ; preds = %27, %2
  %19 = load i32, ptr %7, align 4, !dbg !33
  %20 = icmp sgt i32 %19, 0, !dbg !34
  br i1 %20, label %21, label %30, !dbg !35

21:                                               ; preds = %18
  %22 = load float, ptr %6, align 4, !dbg !36
  %23 = load i32, ptr %7, align 4, !dbg !37
  %24 = call contract noundef float @_Z16__shfl_down_syncjfji(i32 noundef 65535, float noundef %22, i32 noundef %23, i32 noundef 32) #4, !dbg !38
  %25 = load float, ptr %6, align 4, !dbg !39
  %26 = fadd contract float %25, %24, !dbg !39
  store float %26, ptr %6, align 4, !dbg !39
  br label %27, !dbg !40

27:                                               ; preds = %21
  %28 = load i32, ptr %7, align 4, !dbg !41
  %29 = ashr i32 %28, 1, !dbg !41
  store i32 %29, ptr %7, align 4, !dbg !41
  br label %18, !dbg !35, !llvm.loop !42

30:                                               ; preds = %18
  %31 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !45
  %32 = and i32 %31, 15, !dbg !47
  %33 = icmp eq i32 %32, 0, !dbg !48
  br i1 %33, label %34, label %41, !dbg !49

34:                                               ; preds = %30
  %35 = load float, ptr %6, align 4, !dbg !50
  %36 = load ptr, ptr %4, align 8, !dbg !51
  %37 = load i32, ptr %5, align 4, !dbg !52
  %38 = udiv i32 %37, 16, !dbg !53
  %39 = zext i32 %38 to i64, !dbg !51
  %40 = getelementptr inbounds float, ptr %36, i64 %39, !dbg !51
  store float %35, ptr %40, align 4, !dbg !54
  br label %41, !dbg !51

41:                                               ; preds = %34, %30
  ret void, !dbg !55
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z16__shfl_down_syncjfji(i32 noundef %0, float noundef %1, i32 noundef %2, i32 noundef %3) #1 comdat !dbg !56 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store float %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4, !dbg !58
  %10 = load float, ptr %6, align 4, !dbg !58
  %11 = load i32, ptr %7, align 4, !dbg !58
  %12 = load i32, ptr %8, align 4, !dbg !58
  %13 = sub nsw i32 32, %12, !dbg !58
  %14 = shl i32 %13, 8, !dbg !58
  %15 = or i32 %14, 31, !dbg !58
  %16 = call contract float @llvm.nvvm.shfl.sync.down.f32(i32 %9, float %10, i32 %11, i32 %15), !dbg !58
  ret float %16, !dbg !58
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
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
!7 = !DIFile(filename: "a-barrier-divergence-019.cu", directory: ".")
!8 = !{ptr @a_shfl_mask_excludes_lanes, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_shfl_mask_excludes_lanes", scope: !7, file: !7, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 9, column: 31, scope: !12)
!22 = !DILocation(line: 9, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 9, column: 44, scope: !12)
!26 = !DILocation(line: 9, column: 42, scope: !12)
!27 = !DILocation(line: 9, column: 14, scope: !12)
!28 = !DILocation(line: 10, column: 15, scope: !12)
!29 = !DILocation(line: 10, column: 18, scope: !12)
!30 = !DILocation(line: 10, column: 11, scope: !12)
!31 = !DILocation(line: 11, column: 14, scope: !12)
!32 = !DILocation(line: 11, column: 10, scope: !12)
!33 = !DILocation(line: 11, column: 21, scope: !12)
!34 = !DILocation(line: 11, column: 23, scope: !12)
!35 = !DILocation(line: 11, column: 5, scope: !12)
!36 = !DILocation(line: 12, column: 44, scope: !12)
!37 = !DILocation(line: 12, column: 47, scope: !12)
!38 = !DILocation(line: 12, column: 14, scope: !12)
!39 = !DILocation(line: 12, column: 11, scope: !12)
!40 = !DILocation(line: 12, column: 9, scope: !12)
!41 = !DILocation(line: 11, column: 30, scope: !12)
!42 = distinct !{!42, !35, !43, !44}
!43 = !DILocation(line: 12, column: 48, scope: !12)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !46)
!46 = distinct !DILocation(line: 13, column: 10, scope: !12)
!47 = !DILocation(line: 13, column: 22, scope: !12)
!48 = !DILocation(line: 13, column: 28, scope: !12)
!49 = !DILocation(line: 13, column: 9, scope: !12)
!50 = !DILocation(line: 14, column: 23, scope: !12)
!51 = !DILocation(line: 14, column: 9, scope: !12)
!52 = !DILocation(line: 14, column: 13, scope: !12)
!53 = !DILocation(line: 14, column: 15, scope: !12)
!54 = !DILocation(line: 14, column: 21, scope: !12)
!55 = !DILocation(line: 15, column: 1, scope: !12)
!56 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !57, file: !57, line: 179, type: !13, scopeLine: 179, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!57 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!58 = !DILocation(line: 179, column: 1, scope: !56)
