; ModuleID = 'a-shared-race-022.cu'
source_filename = "a-shared-race-022.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ33a_hs_scan_inplace_two_barriers_okE4temp = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_hs_scan_inplace_two_barriers_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %5, align 4, !dbg !19
  %10 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  store i32 %10, ptr %6, align 4, !dbg !23
  %11 = load ptr, ptr %3, align 8, !dbg !24
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !25
  %13 = load i32, ptr %6, align 4, !dbg !28
  %14 = mul i32 %12, %13, !dbg !29
  %15 = load i32, ptr %5, align 4, !dbg !30
  %16 = add i32 %14, %15, !dbg !31
  %17 = zext i32 %16 to i64, !dbg !24
  %18 = getelementptr inbounds float, ptr %11, i64 %17, !dbg !24
  %19 = load float, ptr %18, align 4, !dbg !24
  %20 = load i32, ptr %5, align 4, !dbg !32
  %21 = zext i32 %20 to i64, !dbg !33
  %22 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ33a_hs_scan_inplace_two_barriers_okE4temp to ptr), i64 0, i64 %21, !dbg !33
  store float %19, ptr %22, align 4, !dbg !34
  call void @llvm.nvvm.barrier0(), !dbg !35
  store i32 1, ptr %7, align 4, !dbg !36
  br label %23, !dbg !37

23:                                               ; preds = %47, %2
  %24 = load i32, ptr %7, align 4, !dbg !38
  %25 = load i32, ptr %6, align 4, !dbg !39
  %26 = icmp ult i32 %24, %25, !dbg !40
  br i1 %26, label %27, label %50, !dbg !41

27:                                               ; preds = %23
  %28 = load i32, ptr %5, align 4, !dbg !42
  %29 = load i32, ptr %7, align 4, !dbg !43
  %30 = icmp uge i32 %28, %29, !dbg !44
  br i1 %30, label %31, label %38, !dbg !45

31:                                               ; preds = %27
  %32 = load i32, ptr %5, align 4, !dbg !46
  %33 = load i32, ptr %7, align 4, !dbg !47
  %34 = sub i32 %32, %33, !dbg !48
  %35 = zext i32 %34 to i64, !dbg !49
  %36 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ33a_hs_scan_inplace_two_barriers_okE4temp to ptr), i64 0, i64 %35, !dbg !49
  %37 = load float, ptr %36, align 4, !dbg !49
  br label %39, !dbg !45

38:                                               ; preds = %27
  br label %39, !dbg !45

39:                                               ; preds = %38, %31
  %40 = phi contract float [ %37, %31 ], [ 0.000000e+00, %38 ], !dbg !45
  store float %40, ptr %8, align 4, !dbg !50
  call void @llvm.nvvm.barrier0(), !dbg !51
  %41 = load float, ptr %8, align 4, !dbg !52
  %42 = load i32, ptr %5, align 4, !dbg !53
  %43 = zext i32 %42 to i64, !dbg !54
  %44 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ33a_hs_scan_inplace_two_barriers_okE4temp to ptr), i64 0, i64 %43, !dbg !54
  %45 = load float, ptr %44, align 4, !dbg !55
  %46 = fadd contract float %45, %41, !dbg !55
  store float %46, ptr %44, align 4, !dbg !55
  call void @llvm.nvvm.barrier0(), !dbg !56
  br label %47, !dbg !57

47:                                               ; preds = %39
  %48 = load i32, ptr %7, align 4, !dbg !58
  %49 = mul i32 %48, 2, !dbg !58
  store i32 %49, ptr %7, align 4, !dbg !58
  br label %23, !dbg !41, !llvm.loop !59

50:                                               ; preds = %23
  %51 = load i32, ptr %5, align 4, !dbg !61
  %52 = zext i32 %51 to i64, !dbg !62
  %53 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ33a_hs_scan_inplace_two_barriers_okE4temp to ptr), i64 0, i64 %52, !dbg !62
  %54 = load float, ptr %53, align 4, !dbg !62
  %55 = load ptr, ptr %4, align 8, !dbg !63
  %56 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !64
  %57 = load i32, ptr %6, align 4, !dbg !66
  %58 = mul i32 %56, %57, !dbg !67
  %59 = load i32, ptr %5, align 4, !dbg !68
  %60 = add i32 %58, %59, !dbg !69
  %61 = zext i32 %60 to i64, !dbg !63
  %62 = getelementptr inbounds float, ptr %55, i64 %61, !dbg !63
  store float %54, ptr %62, align 4, !dbg !70
  ret void, !dbg !71
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!7 = !DIFile(filename: "a-shared-race-022.cu", directory: ".")
!8 = !{ptr @a_hs_scan_inplace_two_barriers_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_hs_scan_inplace_two_barriers_ok", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 18, scope: !12)
!19 = !DILocation(line: 12, column: 14, scope: !12)
!20 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 12, column: 35, scope: !12)
!23 = !DILocation(line: 12, column: 31, scope: !12)
!24 = !DILocation(line: 13, column: 15, scope: !12)
!25 = !DILocation(line: 66, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!27 = distinct !DILocation(line: 13, column: 18, scope: !12)
!28 = !DILocation(line: 13, column: 31, scope: !12)
!29 = !DILocation(line: 13, column: 29, scope: !12)
!30 = !DILocation(line: 13, column: 35, scope: !12)
!31 = !DILocation(line: 13, column: 33, scope: !12)
!32 = !DILocation(line: 13, column: 10, scope: !12)
!33 = !DILocation(line: 13, column: 5, scope: !12)
!34 = !DILocation(line: 13, column: 13, scope: !12)
!35 = !DILocation(line: 14, column: 5, scope: !12)
!36 = !DILocation(line: 15, column: 19, scope: !12)
!37 = !DILocation(line: 15, column: 10, scope: !12)
!38 = !DILocation(line: 15, column: 28, scope: !12)
!39 = !DILocation(line: 15, column: 34, scope: !12)
!40 = !DILocation(line: 15, column: 32, scope: !12)
!41 = !DILocation(line: 15, column: 5, scope: !12)
!42 = !DILocation(line: 16, column: 20, scope: !12)
!43 = !DILocation(line: 16, column: 25, scope: !12)
!44 = !DILocation(line: 16, column: 22, scope: !12)
!45 = !DILocation(line: 16, column: 19, scope: !12)
!46 = !DILocation(line: 16, column: 37, scope: !12)
!47 = !DILocation(line: 16, column: 41, scope: !12)
!48 = !DILocation(line: 16, column: 39, scope: !12)
!49 = !DILocation(line: 16, column: 32, scope: !12)
!50 = !DILocation(line: 16, column: 15, scope: !12)
!51 = !DILocation(line: 17, column: 9, scope: !12)
!52 = !DILocation(line: 18, column: 20, scope: !12)
!53 = !DILocation(line: 18, column: 14, scope: !12)
!54 = !DILocation(line: 18, column: 9, scope: !12)
!55 = !DILocation(line: 18, column: 17, scope: !12)
!56 = !DILocation(line: 19, column: 9, scope: !12)
!57 = !DILocation(line: 20, column: 5, scope: !12)
!58 = !DILocation(line: 15, column: 41, scope: !12)
!59 = distinct !{!59, !41, !57, !60}
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 21, column: 36, scope: !12)
!62 = !DILocation(line: 21, column: 31, scope: !12)
!63 = !DILocation(line: 21, column: 5, scope: !12)
!64 = !DILocation(line: 66, column: 3, scope: !26, inlinedAt: !65)
!65 = distinct !DILocation(line: 21, column: 9, scope: !12)
!66 = !DILocation(line: 21, column: 22, scope: !12)
!67 = !DILocation(line: 21, column: 20, scope: !12)
!68 = !DILocation(line: 21, column: 26, scope: !12)
!69 = !DILocation(line: 21, column: 24, scope: !12)
!70 = !DILocation(line: 21, column: 29, scope: !12)
!71 = !DILocation(line: 22, column: 1, scope: !12)
