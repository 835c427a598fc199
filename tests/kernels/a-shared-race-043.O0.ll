; ModuleID = 'a-shared-race-043.cu'
source_filename = "a-shared-race-043.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ27a_tile2d_linearize_bug_raceE1s = internal addrspace(3) global [257 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_tile2d_linearize_bug_race(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !15
  %8 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !19
  %9 = mul i32 %7, %8, !dbg !22
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %11 = add i32 %9, %10, !dbg !26
  store i32 %11, ptr %5, align 4, !dbg !27
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %13 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !31
  %14 = mul i32 %12, %13, !dbg !34
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !35
  %16 = mul i32 %14, %15, !dbg !37
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !38
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !40
  %19 = mul i32 %17, %18, !dbg !42
  %20 = add i32 %16, %19, !dbg !43
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !44
  %22 = add i32 %20, %21, !dbg !46
  store i32 %22, ptr %6, align 4, !dbg !47
  %23 = load ptr, ptr %3, align 8, !dbg !48
  %24 = load i32, ptr %6, align 4, !dbg !49
  %25 = zext i32 %24 to i64, !dbg !48
  %26 = getelementptr inbounds float, ptr %23, i64 %25, !dbg !48
  %27 = load float, ptr %26, align 4, !dbg !48
  %28 = load i32, ptr %5, align 4, !dbg !50
  %29 = zext i32 %28 to i64, !dbg !51
  %30 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_tile2d_linearize_bug_raceE1s to ptr), i64 0, i64 %29, !dbg !51
  store float %27, ptr %30, align 4, !dbg !52
  %31 = load i32, ptr %5, align 4, !dbg !53
  %32 = icmp eq i32 %31, 0, !dbg !54
  br i1 %32, label %33, label %39, !dbg !53

33:                                               ; preds = %2
  %34 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !55
  %35 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !57
  %36 = mul i32 %34, %35, !dbg !59
  %37 = zext i32 %36 to i64, !dbg !60
  %38 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_tile2d_linearize_bug_raceE1s to ptr), i64 0, i64 %37, !dbg !60
  store float 0.000000e+00, ptr %38, align 4, !dbg !61
  br label %39, !dbg !60

39:                                               ; preds = %33, %2
  call void @llvm.nvvm.barrier0(), !dbg !62
  %40 = load i32, ptr %5, align 4, !dbg !63
  %41 = zext i32 %40 to i64, !dbg !64
  %42 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_tile2d_linearize_bug_raceE1s to ptr), i64 0, i64 %41, !dbg !64
  %43 = load float, ptr %42, align 4, !dbg !64
  %44 = load i32, ptr %5, align 4, !dbg !65
  %45 = add i32 %44, 1, !dbg !66
  %46 = zext i32 %45 to i64, !dbg !67
  %47 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27a_tile2d_linearize_bug_raceE1s to ptr), i64 0, i64 %46, !dbg !67
  %48 = load float, ptr %47, align 4, !dbg !67
  %49 = fadd contract float %43, %48, !dbg !68
  %50 = load ptr, ptr %4, align 8, !dbg !69
  %51 = load i32, ptr %6, align 4, !dbg !70
  %52 = zext i32 %51 to i64, !dbg !69
  %53 = getelementptr inbounds float, ptr %50, i64 %52, !dbg !69
  store float %49, ptr %53, align 4, !dbg !71
  ret void, !dbg !72
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

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
!7 = !DIFile(filename: "a-shared-race-043.cu", directory: ".")
!8 = !{ptr @a_tile2d_linearize_bug_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_tile2d_linearize_bug_race", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 54, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 20, scope: !12)
!19 = !DILocation(line: 80, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 14, column: 34, scope: !12)
!22 = !DILocation(line: 14, column: 32, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 14, column: 47, scope: !12)
!26 = !DILocation(line: 14, column: 45, scope: !12)
!27 = !DILocation(line: 14, column: 14, scope: !12)
!28 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!30 = distinct !DILocation(line: 15, column: 18, scope: !12)
!31 = !DILocation(line: 79, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!33 = distinct !DILocation(line: 15, column: 31, scope: !12)
!34 = !DILocation(line: 15, column: 29, scope: !12)
!35 = !DILocation(line: 80, column: 3, scope: !20, inlinedAt: !36)
!36 = distinct !DILocation(line: 15, column: 44, scope: !12)
!37 = !DILocation(line: 15, column: 42, scope: !12)
!38 = !DILocation(line: 54, column: 3, scope: !16, inlinedAt: !39)
!39 = distinct !DILocation(line: 15, column: 57, scope: !12)
!40 = !DILocation(line: 79, column: 3, scope: !32, inlinedAt: !41)
!41 = distinct !DILocation(line: 15, column: 71, scope: !12)
!42 = !DILocation(line: 15, column: 69, scope: !12)
!43 = !DILocation(line: 15, column: 55, scope: !12)
!44 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !45)
!45 = distinct !DILocation(line: 15, column: 84, scope: !12)
!46 = !DILocation(line: 15, column: 82, scope: !12)
!47 = !DILocation(line: 15, column: 14, scope: !12)
!48 = !DILocation(line: 16, column: 14, scope: !12)
!49 = !DILocation(line: 16, column: 17, scope: !12)
!50 = !DILocation(line: 16, column: 7, scope: !12)
!51 = !DILocation(line: 16, column: 5, scope: !12)
!52 = !DILocation(line: 16, column: 12, scope: !12)
!53 = !DILocation(line: 17, column: 9, scope: !12)
!54 = !DILocation(line: 17, column: 13, scope: !12)
!55 = !DILocation(line: 79, column: 3, scope: !32, inlinedAt: !56)
!56 = distinct !DILocation(line: 18, column: 11, scope: !12)
!57 = !DILocation(line: 80, column: 3, scope: !20, inlinedAt: !58)
!58 = distinct !DILocation(line: 18, column: 24, scope: !12)
!59 = !DILocation(line: 18, column: 22, scope: !12)
!60 = !DILocation(line: 18, column: 9, scope: !12)
!61 = !DILocation(line: 18, column: 36, scope: !12)
!62 = !DILocation(line: 19, column: 5, scope: !12)
!63 = !DILocation(line: 20, column: 16, scope: !12)
!64 = !DILocation(line: 20, column: 14, scope: !12)
!65 = !DILocation(line: 20, column: 25, scope: !12)
!66 = !DILocation(line: 20, column: 29, scope: !12)
!67 = !DILocation(line: 20, column: 23, scope: !12)
!68 = !DILocation(line: 20, column: 21, scope: !12)
!69 = !DILocation(line: 20, column: 5, scope: !12)
!70 = !DILocation(line: 20, column: 9, scope: !12)
!71 = !DILocation(line: 20, column: 12, scope: !12)
!72 = !DILocation(line: 21, column: 1, scope: !12)
