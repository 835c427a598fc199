; ModuleID = 'b-shared-race-038.cu'
source_filename = "b-shared-race-038.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ20b_block3d_bad_linearE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_block3d_bad_linear(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %12, ptr %5, align 4, !dbg !19
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  store i32 %13, ptr %6, align 4, !dbg !23
  %14 = call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z(), !dbg !24
  store i32 %14, ptr %7, align 4, !dbg !27
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !28
  %16 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !31
  %17 = mul i32 %15, %16, !dbg !34
  %18 = call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z(), !dbg !35
  %19 = mul i32 %17, %18, !dbg !38
  store i32 %19, ptr %8, align 4, !dbg !39
  %20 = load i32, ptr %5, align 4, !dbg !40
  %21 = load i32, ptr %6, align 4, !dbg !41
  %22 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !42
  %23 = mul i32 %21, %22, !dbg !44
  %24 = add i32 %20, %23, !dbg !45
  %25 = load i32, ptr %7, align 4, !dbg !46
  %26 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !47
  %27 = mul i32 %25, %26, !dbg !49
  %28 = add i32 %24, %27, !dbg !50
  store i32 %28, ptr %9, align 4, !dbg !51
  %29 = load i32, ptr %7, align 4, !dbg !52
  %30 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !53
  %31 = mul i32 %29, %30, !dbg !55
  %32 = load i32, ptr %6, align 4, !dbg !56
  %33 = add i32 %31, %32, !dbg !57
  %34 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !58
  %35 = mul i32 %33, %34, !dbg !60
  %36 = load i32, ptr %5, align 4, !dbg !61
  %37 = add i32 %35, %36, !dbg !62
  store i32 %37, ptr %10, align 4, !dbg !63
  %38 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !64
  %39 = load i32, ptr %8, align 4, !dbg !67
  %40 = mul i32 %38, %39, !dbg !68
  %41 = load i32, ptr %10, align 4, !dbg !69
  %42 = add i32 %40, %41, !dbg !70
  store i32 %42, ptr %11, align 4, !dbg !71
  %43 = load ptr, ptr %4, align 8, !dbg !72
  %44 = load i32, ptr %11, align 4, !dbg !73
  %45 = sext i32 %44 to i64, !dbg !72
  %46 = getelementptr inbounds float, ptr %43, i64 %45, !dbg !72
  %47 = load float, ptr %46, align 4, !dbg !72
  %48 = load i32, ptr %9, align 4, !dbg !74
  %49 = sext i32 %48 to i64, !dbg !75
  %50 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_block3d_bad_linearE1s to ptr), i64 0, i64 %49, !dbg !75
  store float %47, ptr %50, align 4, !dbg !76
  call void @llvm.nvvm.barrier0(), !dbg !77
  %51 = load i32, ptr %9, align 4, !dbg !78
  %52 = add nsw i32 %51, 1, !dbg !79
  %53 = load i32, ptr %8, align 4, !dbg !80
  %54 = srem i32 %52, %53, !dbg !81
  %55 = sext i32 %54 to i64, !dbg !82
  %56 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_block3d_bad_linearE1s to ptr), i64 0, i64 %55, !dbg !82
  %57 = load float, ptr %56, align 4, !dbg !82
  %58 = load ptr, ptr %3, align 8, !dbg !83
  %59 = load i32, ptr %11, align 4, !dbg !84
  %60 = sext i32 %59 to i64, !dbg !83
  %61 = getelementptr inbounds float, ptr %58, i64 %60, !dbg !83
  store float %57, ptr %61, align 4, !dbg !85
  ret void, !dbg !86
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
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!7 = !DIFile(filename: "b-shared-race-038.cu", directory: ".")
!8 = !{ptr @b_block3d_bad_linear, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_block3d_bad_linear", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 14, scope: !12)
!19 = !DILocation(line: 11, column: 9, scope: !12)
!20 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 11, column: 32, scope: !12)
!23 = !DILocation(line: 11, column: 27, scope: !12)
!24 = !DILocation(line: 55, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 55, type: !13, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 11, column: 50, scope: !12)
!27 = !DILocation(line: 11, column: 45, scope: !12)
!28 = !DILocation(line: 79, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!30 = distinct !DILocation(line: 12, column: 14, scope: !12)
!31 = !DILocation(line: 80, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!33 = distinct !DILocation(line: 12, column: 27, scope: !12)
!34 = !DILocation(line: 12, column: 25, scope: !12)
!35 = !DILocation(line: 81, column: 3, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !17, file: !17, line: 81, type: !13, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!37 = distinct !DILocation(line: 12, column: 40, scope: !12)
!38 = !DILocation(line: 12, column: 38, scope: !12)
!39 = !DILocation(line: 12, column: 9, scope: !12)
!40 = !DILocation(line: 13, column: 13, scope: !12)
!41 = !DILocation(line: 13, column: 18, scope: !12)
!42 = !DILocation(line: 79, column: 3, scope: !29, inlinedAt: !43)
!43 = distinct !DILocation(line: 13, column: 23, scope: !12)
!44 = !DILocation(line: 13, column: 21, scope: !12)
!45 = !DILocation(line: 13, column: 16, scope: !12)
!46 = !DILocation(line: 13, column: 36, scope: !12)
!47 = !DILocation(line: 79, column: 3, scope: !29, inlinedAt: !48)
!48 = distinct !DILocation(line: 13, column: 41, scope: !12)
!49 = !DILocation(line: 13, column: 39, scope: !12)
!50 = !DILocation(line: 13, column: 34, scope: !12)
!51 = !DILocation(line: 13, column: 9, scope: !12)
!52 = !DILocation(line: 14, column: 15, scope: !12)
!53 = !DILocation(line: 80, column: 3, scope: !32, inlinedAt: !54)
!54 = distinct !DILocation(line: 14, column: 20, scope: !12)
!55 = !DILocation(line: 14, column: 18, scope: !12)
!56 = !DILocation(line: 14, column: 33, scope: !12)
!57 = !DILocation(line: 14, column: 31, scope: !12)
!58 = !DILocation(line: 79, column: 3, scope: !29, inlinedAt: !59)
!59 = distinct !DILocation(line: 14, column: 39, scope: !12)
!60 = !DILocation(line: 14, column: 37, scope: !12)
!61 = !DILocation(line: 14, column: 52, scope: !12)
!62 = !DILocation(line: 14, column: 50, scope: !12)
!63 = !DILocation(line: 14, column: 9, scope: !12)
!64 = !DILocation(line: 66, column: 3, scope: !65, inlinedAt: !66)
!65 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!66 = distinct !DILocation(line: 15, column: 13, scope: !12)
!67 = !DILocation(line: 15, column: 26, scope: !12)
!68 = !DILocation(line: 15, column: 24, scope: !12)
!69 = !DILocation(line: 15, column: 31, scope: !12)
!70 = !DILocation(line: 15, column: 29, scope: !12)
!71 = !DILocation(line: 15, column: 9, scope: !12)
!72 = !DILocation(line: 16, column: 12, scope: !12)
!73 = !DILocation(line: 16, column: 15, scope: !12)
!74 = !DILocation(line: 16, column: 7, scope: !12)
!75 = !DILocation(line: 16, column: 5, scope: !12)
!76 = !DILocation(line: 16, column: 10, scope: !12)
!77 = !DILocation(line: 17, column: 5, scope: !12)
!78 = !DILocation(line: 18, column: 17, scope: !12)
!79 = !DILocation(line: 18, column: 19, scope: !12)
!80 = !DILocation(line: 18, column: 26, scope: !12)
!81 = !DILocation(line: 18, column: 24, scope: !12)
!82 = !DILocation(line: 18, column: 14, scope: !12)
!83 = !DILocation(line: 18, column: 5, scope: !12)
!84 = !DILocation(line: 18, column: 9, scope: !12)
!85 = !DILocation(line: 18, column: 12, scope: !12)
!86 = !DILocation(line: 19, column: 1, scope: !12)
