; ModuleID = 'b-shared-race-036.cu'
source_filename = "b-shared-race-036.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ19b_block3d_ignores_zE1s = internal addrspace(3) global [8 x [8 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_block3d_ignores_z(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %10, ptr %5, align 4, !dbg !19
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  store i32 %11, ptr %6, align 4, !dbg !23
  %12 = call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !24
  store i32 %12, ptr %7, align 4, !dbg !27
  %13 = load i32, ptr %7, align 4, !dbg !28
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !29
  %15 = mul i32 %13, %14, !dbg !32
  %16 = load i32, ptr %6, align 4, !dbg !33
  %17 = add i32 %15, %16, !dbg !34
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !35
  %19 = mul i32 %17, %18, !dbg !38
  %20 = load i32, ptr %5, align 4, !dbg !39
  %21 = add i32 %19, %20, !dbg !40
  store i32 %21, ptr %8, align 4, !dbg !41
  %22 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !42
  %23 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !45
  %24 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !47
  %25 = mul i32 %23, %24, !dbg !49
  %26 = call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z(), !dbg !50
  %27 = mul i32 %25, %26, !dbg !53
  %28 = mul i32 %22, %27, !dbg !54
  %29 = load i32, ptr %8, align 4, !dbg !55
  %30 = add i32 %28, %29, !dbg !56
  store i32 %30, ptr %9, align 4, !dbg !57
  %31 = load ptr, ptr %4, align 8, !dbg !58
  %32 = load i32, ptr %9, align 4, !dbg !59
  %33 = sext i32 %32 to i64, !dbg !58
  %34 = getelementptr inbounds float, ptr %31, i64 %33, !dbg !58
  %35 = load float, ptr %34, align 4, !dbg !58
  %36 = load i32, ptr %6, align 4, !dbg !60
  %37 = sext i32 %36 to i64, !dbg !61
  %38 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_block3d_ignores_zE1s to ptr), i64 0, i64 %37, !dbg !61
  %39 = load i32, ptr %5, align 4, !dbg !62
  %40 = sext i32 %39 to i64, !dbg !61
  %41 = getelementptr inbounds [8 x float], ptr %38, i64 0, i64 %40, !dbg !61
  store float %35, ptr %41, align 4, !dbg !63
  call void @llvm.nvvm.barrier0(), !dbg !64
  %42 = load i32, ptr %5, align 4, !dbg !65
  %43 = sext i32 %42 to i64, !dbg !66
  %44 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_block3d_ignores_zE1s to ptr), i64 0, i64 %43, !dbg !66
  %45 = load i32, ptr %6, align 4, !dbg !67
  %46 = sext i32 %45 to i64, !dbg !66
  %47 = getelementptr inbounds [8 x float], ptr %44, i64 0, i64 %46, !dbg !66
  %48 = load float, ptr %47, align 4, !dbg !66
  %49 = load ptr, ptr %3, align 8, !dbg !68
  %50 = load i32, ptr %9, align 4, !dbg !69
  %51 = sext i32 %50 to i64, !dbg !68
  %52 = getelementptr inbounds float, ptr %49, i64 %51, !dbg !68
  store float %48, ptr %52, align 4, !dbg !70
  ret void, !dbg !71
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

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
!7 = !DIFile(filename: "b-shared-race-036.cu", directory: ".")
!8 = !{ptr @b_block3d_ignores_z, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_block3d_ignores_z", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 14, scope: !12)
!19 = !DILocation(line: 13, column: 9, scope: !12)
!20 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 13, column: 32, scope: !12)
!23 = !DILocation(line: 13, column: 27, scope: !12)
!24 = !DILocation(line: 55, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 55, type: !13, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 13, column: 50, scope: !12)
!27 = !DILocation(line: 13, column: 45, scope: !12)
!28 = !DILocation(line: 14, column: 14, scope: !12)
!29 = !DILocation(line: 80, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!31 = distinct !DILocation(line: 14, column: 19, scope: !12)
!32 = !DILocation(line: 14, column: 17, scope: !12)
!33 = !DILocation(line: 14, column: 32, scope: !12)
!34 = !DILocation(line: 14, column: 30, scope: !12)
!35 = !DILocation(line: 79, column: 3, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!37 = distinct !DILocation(line: 14, column: 38, scope: !12)
!38 = !DILocation(line: 14, column: 36, scope: !12)
!39 = !DILocation(line: 14, column: 51, scope: !12)
!40 = !DILocation(line: 14, column: 49, scope: !12)
!41 = !DILocation(line: 14, column: 9, scope: !12)
!42 = !DILocation(line: 66, column: 3, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!44 = distinct !DILocation(line: 15, column: 13, scope: !12)
!45 = !DILocation(line: 79, column: 3, scope: !36, inlinedAt: !46)
!46 = distinct !DILocation(line: 15, column: 27, scope: !12)
!47 = !DILocation(line: 80, column: 3, scope: !30, inlinedAt: !48)
!48 = distinct !DILocation(line: 15, column: 40, scope: !12)
!49 = !DILocation(line: 15, column: 38, scope: !12)
!50 = !DILocation(line: 81, column: 3, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 81, type: !13, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!52 = distinct !DILocation(line: 15, column: 53, scope: !12)
!53 = !DILocation(line: 15, column: 51, scope: !12)
!54 = !DILocation(line: 15, column: 24, scope: !12)
!55 = !DILocation(line: 15, column: 67, scope: !12)
!56 = !DILocation(line: 15, column: 65, scope: !12)
!57 = !DILocation(line: 15, column: 9, scope: !12)
!58 = !DILocation(line: 16, column: 17, scope: !12)
!59 = !DILocation(line: 16, column: 20, scope: !12)
!60 = !DILocation(line: 16, column: 7, scope: !12)
!61 = !DILocation(line: 16, column: 5, scope: !12)
!62 = !DILocation(line: 16, column: 11, scope: !12)
!63 = !DILocation(line: 16, column: 15, scope: !12)
!64 = !DILocation(line: 17, column: 5, scope: !12)
!65 = !DILocation(line: 18, column: 16, scope: !12)
!66 = !DILocation(line: 18, column: 14, scope: !12)
!67 = !DILocation(line: 18, column: 20, scope: !12)
!68 = !DILocation(line: 18, column: 5, scope: !12)
!69 = !DILocation(line: 18, column: 9, scope: !12)
!70 = !DILocation(line: 18, column: 12, scope: !12)
!71 = !DILocation(line: 19, column: 1, scope: !12)
