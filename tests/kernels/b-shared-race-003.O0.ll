; ModuleID = 'b-shared-race-003.cu'
source_filename = "b-shared-race-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_gridDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ20b_transpose16_paddedE4tile = internal addrspace(3) global [16 x [17 x float]] undef, align 4
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_transpose16_padded(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !15
  %9 = mul i32 %8, 16, !dbg !19
  store i32 %9, ptr %5, align 4, !dbg !20
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  store i32 %10, ptr %6, align 4, !dbg !24
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !25
  store i32 %11, ptr %7, align 4, !dbg !28
  %12 = load ptr, ptr %4, align 8, !dbg !29
  %13 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !30
  %14 = mul i32 %13, 16, !dbg !33
  %15 = load i32, ptr %7, align 4, !dbg !34
  %16 = add i32 %14, %15, !dbg !35
  %17 = load i32, ptr %5, align 4, !dbg !36
  %18 = mul i32 %16, %17, !dbg !37
  %19 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !38
  %20 = mul i32 %19, 16, !dbg !41
  %21 = add i32 %18, %20, !dbg !42
  %22 = load i32, ptr %6, align 4, !dbg !43
  %23 = add i32 %21, %22, !dbg !44
  %24 = zext i32 %23 to i64, !dbg !29
  %25 = getelementptr inbounds float, ptr %12, i64 %24, !dbg !29
  %26 = load float, ptr %25, align 4, !dbg !29
  %27 = load i32, ptr %7, align 4, !dbg !45
  %28 = sext i32 %27 to i64, !dbg !46
  %29 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_transpose16_paddedE4tile to ptr), i64 0, i64 %28, !dbg !46
  %30 = load i32, ptr %6, align 4, !dbg !47
  %31 = sext i32 %30 to i64, !dbg !46
  %32 = getelementptr inbounds [17 x float], ptr %29, i64 0, i64 %31, !dbg !46
  store float %26, ptr %32, align 4, !dbg !48
  call void @llvm.nvvm.barrier0(), !dbg !49
  %33 = load i32, ptr %6, align 4, !dbg !50
  %34 = sext i32 %33 to i64, !dbg !51
  %35 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_transpose16_paddedE4tile to ptr), i64 0, i64 %34, !dbg !51
  %36 = load i32, ptr %7, align 4, !dbg !52
  %37 = sext i32 %36 to i64, !dbg !51
  %38 = getelementptr inbounds [17 x float], ptr %35, i64 0, i64 %37, !dbg !51
  %39 = load float, ptr %38, align 4, !dbg !51
  %40 = load ptr, ptr %3, align 8, !dbg !53
  %41 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !54
  %42 = mul i32 %41, 16, !dbg !56
  %43 = load i32, ptr %7, align 4, !dbg !57
  %44 = add i32 %42, %43, !dbg !58
  %45 = load i32, ptr %5, align 4, !dbg !59
  %46 = mul i32 %44, %45, !dbg !60
  %47 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !61
  %48 = mul i32 %47, 16, !dbg !63
  %49 = add i32 %46, %48, !dbg !64
  %50 = load i32, ptr %6, align 4, !dbg !65
  %51 = add i32 %49, %50, !dbg !66
  %52 = zext i32 %51 to i64, !dbg !53
  %53 = getelementptr inbounds float, ptr %40, i64 %52, !dbg !53
  store float %39, ptr %53, align 4, !dbg !67
  ret void, !dbg !68
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

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
!7 = !DIFile(filename: "b-shared-race-003.cu", directory: ".")
!8 = !{ptr @b_transpose16_padded, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_transpose16_padded", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 92, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 17, scope: !12)
!19 = !DILocation(line: 11, column: 27, scope: !12)
!20 = !DILocation(line: 11, column: 9, scope: !12)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 12, column: 14, scope: !12)
!24 = !DILocation(line: 12, column: 9, scope: !12)
!25 = !DILocation(line: 54, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!27 = distinct !DILocation(line: 12, column: 32, scope: !12)
!28 = !DILocation(line: 12, column: 27, scope: !12)
!29 = !DILocation(line: 13, column: 20, scope: !12)
!30 = !DILocation(line: 67, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!32 = distinct !DILocation(line: 13, column: 24, scope: !12)
!33 = !DILocation(line: 13, column: 35, scope: !12)
!34 = !DILocation(line: 13, column: 41, scope: !12)
!35 = !DILocation(line: 13, column: 39, scope: !12)
!36 = !DILocation(line: 13, column: 47, scope: !12)
!37 = !DILocation(line: 13, column: 45, scope: !12)
!38 = !DILocation(line: 66, column: 3, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!40 = distinct !DILocation(line: 13, column: 55, scope: !12)
!41 = !DILocation(line: 13, column: 66, scope: !12)
!42 = !DILocation(line: 13, column: 53, scope: !12)
!43 = !DILocation(line: 13, column: 72, scope: !12)
!44 = !DILocation(line: 13, column: 70, scope: !12)
!45 = !DILocation(line: 13, column: 10, scope: !12)
!46 = !DILocation(line: 13, column: 5, scope: !12)
!47 = !DILocation(line: 13, column: 14, scope: !12)
!48 = !DILocation(line: 13, column: 18, scope: !12)
!49 = !DILocation(line: 14, column: 5, scope: !12)
!50 = !DILocation(line: 15, column: 69, scope: !12)
!51 = !DILocation(line: 15, column: 64, scope: !12)
!52 = !DILocation(line: 15, column: 73, scope: !12)
!53 = !DILocation(line: 15, column: 5, scope: !12)
!54 = !DILocation(line: 66, column: 3, scope: !39, inlinedAt: !55)
!55 = distinct !DILocation(line: 15, column: 10, scope: !12)
!56 = !DILocation(line: 15, column: 21, scope: !12)
!57 = !DILocation(line: 15, column: 27, scope: !12)
!58 = !DILocation(line: 15, column: 25, scope: !12)
!59 = !DILocation(line: 15, column: 33, scope: !12)
!60 = !DILocation(line: 15, column: 31, scope: !12)
!61 = !DILocation(line: 67, column: 3, scope: !31, inlinedAt: !62)
!62 = distinct !DILocation(line: 15, column: 41, scope: !12)
!63 = !DILocation(line: 15, column: 52, scope: !12)
!64 = !DILocation(line: 15, column: 39, scope: !12)
!65 = !DILocation(line: 15, column: 58, scope: !12)
!66 = !DILocation(line: 15, column: 56, scope: !12)
!67 = !DILocation(line: 15, column: 62, scope: !12)
!68 = !DILocation(line: 16, column: 1, scope: !12)
