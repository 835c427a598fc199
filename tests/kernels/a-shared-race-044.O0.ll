; ModuleID = 'a-shared-race-044.cu'
source_filename = "a-shared-race-044.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ21a_tile2d_linearize_okE1s = internal addrspace(3) global [257 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_tile2d_linearize_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !15
  %8 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %9 = mul i32 %7, %8, !dbg !22
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %11 = add i32 %9, %10, !dbg !26
  store i32 %11, ptr %5, align 4, !dbg !27
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %13 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !31
  %14 = mul i32 %12, %13, !dbg !33
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !34
  %16 = mul i32 %14, %15, !dbg !37
  %17 = load i32, ptr %5, align 4, !dbg !38
  %18 = add i32 %16, %17, !dbg !39
  store i32 %18, ptr %6, align 4, !dbg !40
  %19 = load ptr, ptr %3, align 8, !dbg !41
  %20 = load i32, ptr %6, align 4, !dbg !42
  %21 = zext i32 %20 to i64, !dbg !41
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !41
  %23 = load float, ptr %22, align 4, !dbg !41
  %24 = load i32, ptr %5, align 4, !dbg !43
  %25 = zext i32 %24 to i64, !dbg !44
  %26 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_tile2d_linearize_okE1s to ptr), i64 0, i64 %25, !dbg !44
  store float %23, ptr %26, align 4, !dbg !45
  %27 = load i32, ptr %5, align 4, !dbg !46
  %28 = icmp eq i32 %27, 0, !dbg !47
  br i1 %28, label %29, label %35, !dbg !46

29:                                               ; preds = %2
  %30 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !48
  %31 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !50
  %32 = mul i32 %30, %31, !dbg !52
  %33 = zext i32 %32 to i64, !dbg !53
  %34 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_tile2d_linearize_okE1s to ptr), i64 0, i64 %33, !dbg !53
  store float 0.000000e+00, ptr %34, align 4, !dbg !54
  br label %35, !dbg !53

35:                                               ; preds = %29, %2
  call void @llvm.nvvm.barrier0(), !dbg !55
  %36 = load i32, ptr %5, align 4, !dbg !56
  %37 = zext i32 %36 to i64, !dbg !57
  %38 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_tile2d_linearize_okE1s to ptr), i64 0, i64 %37, !dbg !57
  %39 = load float, ptr %38, align 4, !dbg !57
  %40 = load i32, ptr %5, align 4, !dbg !58
  %41 = add i32 %40, 1, !dbg !59
  %42 = zext i32 %41 to i64, !dbg !60
  %43 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_tile2d_linearize_okE1s to ptr), i64 0, i64 %42, !dbg !60
  %44 = load float, ptr %43, align 4, !dbg !60
  %45 = fadd contract float %39, %44, !dbg !61
  %46 = load ptr, ptr %4, align 8, !dbg !62
  %47 = load i32, ptr %6, align 4, !dbg !63
  %48 = zext i32 %47 to i64, !dbg !62
  %49 = getelementptr inbounds float, ptr %46, i64 %48, !dbg !62
  store float %45, ptr %49, align 4, !dbg !64
  ret void, !dbg !65
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

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
!7 = !DIFile(filename: "a-shared-race-044.cu", directory: ".")
!8 = !{ptr @a_tile2d_linearize_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_tile2d_linearize_ok", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 54, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 20, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 11, column: 34, scope: !12)
!22 = !DILocation(line: 11, column: 32, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 11, column: 47, scope: !12)
!26 = !DILocation(line: 11, column: 45, scope: !12)
!27 = !DILocation(line: 11, column: 14, scope: !12)
!28 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!30 = distinct !DILocation(line: 12, column: 18, scope: !12)
!31 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !32)
!32 = distinct !DILocation(line: 12, column: 31, scope: !12)
!33 = !DILocation(line: 12, column: 29, scope: !12)
!34 = !DILocation(line: 80, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!36 = distinct !DILocation(line: 12, column: 44, scope: !12)
!37 = !DILocation(line: 12, column: 42, scope: !12)
!38 = !DILocation(line: 12, column: 57, scope: !12)
!39 = !DILocation(line: 12, column: 55, scope: !12)
!40 = !DILocation(line: 12, column: 14, scope: !12)
!41 = !DILocation(line: 13, column: 14, scope: !12)
!42 = !DILocation(line: 13, column: 17, scope: !12)
!43 = !DILocation(line: 13, column: 7, scope: !12)
!44 = !DILocation(line: 13, column: 5, scope: !12)
!45 = !DILocation(line: 13, column: 12, scope: !12)
!46 = !DILocation(line: 14, column: 9, scope: !12)
!47 = !DILocation(line: 14, column: 13, scope: !12)
!48 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !49)
!49 = distinct !DILocation(line: 15, column: 11, scope: !12)
!50 = !DILocation(line: 80, column: 3, scope: !35, inlinedAt: !51)
!51 = distinct !DILocation(line: 15, column: 24, scope: !12)
!52 = !DILocation(line: 15, column: 22, scope: !12)
!53 = !DILocation(line: 15, column: 9, scope: !12)
!54 = !DILocation(line: 15, column: 36, scope: !12)
!55 = !DILocation(line: 16, column: 5, scope: !12)
!56 = !DILocation(line: 17, column: 16, scope: !12)
!57 = !DILocation(line: 17, column: 14, scope: !12)
!58 = !DILocation(line: 17, column: 25, scope: !12)
!59 = !DILocation(line: 17, column: 29, scope: !12)
!60 = !DILocation(line: 17, column: 23, scope: !12)
!61 = !DILocation(line: 17, column: 21, scope: !12)
!62 = !DILocation(line: 17, column: 5, scope: !12)
!63 = !DILocation(line: 17, column: 9, scope: !12)
!64 = !DILocation(line: 17, column: 12, scope: !12)
!65 = !DILocation(line: 18, column: 1, scope: !12)
