; ModuleID = 'e-global-race-028.cu'
source_filename = "e-global-race-028.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_vol3d_drop_z_race(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %10 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %11 = mul i32 %9, %10, !dbg !22
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %13 = add i32 %11, %12, !dbg !26
  store i32 %13, ptr %5, align 4, !dbg !27
  %14 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !28
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !31
  %16 = mul i32 %14, %15, !dbg !34
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !35
  %18 = add i32 %16, %17, !dbg !38
  store i32 %18, ptr %6, align 4, !dbg !39
  %19 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !40
  %20 = call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z(), !dbg !43
  %21 = mul i32 %19, %20, !dbg !46
  store i32 %21, ptr %7, align 4, !dbg !47
  %22 = load i32, ptr %7, align 4, !dbg !48
  %23 = mul nsw i32 %22, 32, !dbg !49
  %24 = load i32, ptr %6, align 4, !dbg !50
  %25 = add nsw i32 %23, %24, !dbg !51
  %26 = mul nsw i32 %25, 32, !dbg !52
  %27 = load i32, ptr %5, align 4, !dbg !53
  %28 = add nsw i32 %26, %27, !dbg !54
  store i32 %28, ptr %8, align 4, !dbg !55
  %29 = load ptr, ptr %3, align 8, !dbg !56
  %30 = load i32, ptr %8, align 4, !dbg !57
  %31 = sext i32 %30 to i64, !dbg !56
  %32 = getelementptr inbounds float, ptr %29, i64 %31, !dbg !56
  %33 = load float, ptr %32, align 4, !dbg !56
  %34 = load ptr, ptr %3, align 8, !dbg !58
  %35 = load i32, ptr %8, align 4, !dbg !59
  %36 = sext i32 %35 to i64, !dbg !58
  %37 = getelementptr inbounds float, ptr %34, i64 %36, !dbg !58
  %38 = load float, ptr %37, align 4, !dbg !58
  %39 = fmul contract float %33, %38, !dbg !60
  %40 = load ptr, ptr %4, align 8, !dbg !61
  %41 = load i32, ptr %8, align 4, !dbg !62
  %42 = sext i32 %41 to i64, !dbg !61
  %43 = getelementptr inbounds float, ptr %40, i64 %42, !dbg !61
  store float %39, ptr %43, align 4, !dbg !63
  ret void, !dbg !64
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
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

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
!7 = !DIFile(filename: "e-global-race-028.cu", directory: ".")
!8 = !{ptr @e_vol3d_drop_z_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_vol3d_drop_z_race", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 10, column: 26, scope: !12)
!22 = !DILocation(line: 10, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 10, column: 39, scope: !12)
!26 = !DILocation(line: 10, column: 37, scope: !12)
!27 = !DILocation(line: 10, column: 9, scope: !12)
!28 = !DILocation(line: 67, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!30 = distinct !DILocation(line: 11, column: 13, scope: !12)
!31 = !DILocation(line: 80, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!33 = distinct !DILocation(line: 11, column: 26, scope: !12)
!34 = !DILocation(line: 11, column: 24, scope: !12)
!35 = !DILocation(line: 54, column: 3, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!37 = distinct !DILocation(line: 11, column: 39, scope: !12)
!38 = !DILocation(line: 11, column: 37, scope: !12)
!39 = !DILocation(line: 11, column: 9, scope: !12)
!40 = !DILocation(line: 68, column: 3, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 68, type: !13, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!42 = distinct !DILocation(line: 12, column: 13, scope: !12)
!43 = !DILocation(line: 81, column: 3, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 81, type: !13, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!45 = distinct !DILocation(line: 12, column: 26, scope: !12)
!46 = !DILocation(line: 12, column: 24, scope: !12)
!47 = !DILocation(line: 12, column: 9, scope: !12)
!48 = !DILocation(line: 13, column: 14, scope: !12)
!49 = !DILocation(line: 13, column: 16, scope: !12)
!50 = !DILocation(line: 13, column: 23, scope: !12)
!51 = !DILocation(line: 13, column: 21, scope: !12)
!52 = !DILocation(line: 13, column: 26, scope: !12)
!53 = !DILocation(line: 13, column: 33, scope: !12)
!54 = !DILocation(line: 13, column: 31, scope: !12)
!55 = !DILocation(line: 13, column: 9, scope: !12)
!56 = !DILocation(line: 14, column: 14, scope: !12)
!57 = !DILocation(line: 14, column: 17, scope: !12)
!58 = !DILocation(line: 14, column: 22, scope: !12)
!59 = !DILocation(line: 14, column: 25, scope: !12)
!60 = !DILocation(line: 14, column: 20, scope: !12)
!61 = !DILocation(line: 14, column: 5, scope: !12)
!62 = !DILocation(line: 14, column: 9, scope: !12)
!63 = !DILocation(line: 14, column: 12, scope: !12)
!64 = !DILocation(line: 15, column: 1, scope: !12)
