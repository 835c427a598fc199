; ModuleID = 'e-scoped-atomic-race-055.cu'
source_filename = "e-scoped-atomic-race-055.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_warp_handoff_cta_ok(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %13 = and i32 %12, 31, !dbg !19
  store i32 %13, ptr %9, align 4, !dbg !20
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %15 = lshr i32 %14, 5, !dbg !23
  store i32 %15, ptr %10, align 4, !dbg !24
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !25
  %17 = mul i32 %16, 32, !dbg !28
  %18 = load i32, ptr %9, align 4, !dbg !29
  %19 = add i32 %17, %18, !dbg !30
  store i32 %19, ptr %11, align 4, !dbg !31
  %20 = load i32, ptr %10, align 4, !dbg !32
  %21 = icmp eq i32 %20, 1, !dbg !33
  br i1 %21, label %22, label %27, !dbg !32

22:                                               ; preds = %4
  %23 = load ptr, ptr %7, align 8, !dbg !34
  %24 = load i32, ptr %11, align 4, !dbg !35
  %25 = sext i32 %24 to i64, !dbg !34
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !34
  store volatile i32 0, ptr %26, align 4, !dbg !36
  br label %27, !dbg !34

27:                                               ; preds = %22, %4
  call void @llvm.nvvm.barrier0(), !dbg !37
  %28 = load i32, ptr %10, align 4, !dbg !38
  %29 = icmp eq i32 %28, 0, !dbg !39
  br i1 %29, label %30, label %45, !dbg !38

30:                                               ; preds = %27
  %31 = load ptr, ptr %5, align 8, !dbg !40
  %32 = load i32, ptr %11, align 4, !dbg !41
  %33 = sext i32 %32 to i64, !dbg !40
  %34 = getelementptr inbounds float, ptr %31, i64 %33, !dbg !40
  %35 = load float, ptr %34, align 4, !dbg !40
  %36 = fadd contract float %35, 1.000000e+00, !dbg !42
  %37 = load ptr, ptr %6, align 8, !dbg !43
  %38 = load i32, ptr %11, align 4, !dbg !44
  %39 = sext i32 %38 to i64, !dbg !43
  %40 = getelementptr inbounds float, ptr %37, i64 %39, !dbg !43
  store float %36, ptr %40, align 4, !dbg !45
  call void @llvm.nvvm.membar.cta(), !dbg !46
  %41 = load ptr, ptr %7, align 8, !dbg !50
  %42 = load i32, ptr %11, align 4, !dbg !51
  %43 = sext i32 %42 to i64, !dbg !50
  %44 = getelementptr inbounds i32, ptr %41, i64 %43, !dbg !50
  store volatile i32 1, ptr %44, align 4, !dbg !52
  br label %65, !dbg !53

45:                                               ; preds = %27
  br label %46, !dbg !54

46:                                               ; preds = %53, %45
  %47 = load ptr, ptr %7, align 8, !dbg !55
  %48 = load i32, ptr %11, align 4, !dbg !56
  %49 = sext i32 %48 to i64, !dbg !55
  %50 = getelementptr inbounds i32, ptr %47, i64 %49, !dbg !55
  %51 = load volatile i32, ptr %50, align 4, !dbg !55
  %52 = icmp eq i32 %51, 0, !dbg !57
  br i1 %52, label %53, label %54, !dbg !54

53:                                               ; preds = %46
  br label %46, !dbg !54, !llvm.loop !58

54:                                               ; preds = %46
  call void @llvm.nvvm.membar.cta(), !dbg !61
  %55 = load ptr, ptr %6, align 8, !dbg !63
  %56 = load i32, ptr %11, align 4, !dbg !64
  %57 = sext i32 %56 to i64, !dbg !63
  %58 = getelementptr inbounds float, ptr %55, i64 %57, !dbg !63
  %59 = load float, ptr %58, align 4, !dbg !63
  %60 = fmul contract float %59, 2.000000e+00, !dbg !65
  %61 = load ptr, ptr %8, align 8, !dbg !66
  %62 = load i32, ptr %11, align 4, !dbg !67
  %63 = sext i32 %62 to i64, !dbg !66
  %64 = getelementptr inbounds float, ptr %61, i64 %63, !dbg !66
  store float %60, ptr %64, align 4, !dbg !68
  br label %65

65:                                               ; preds = %54, %30
  ret void, !dbg !69
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }

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
!7 = !DIFile(filename: "e-scoped-atomic-race-055.cu", directory: ".")
!8 = !{ptr @e_warp_handoff_cta_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_warp_handoff_cta_ok", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 16, scope: !12)
!19 = !DILocation(line: 10, column: 28, scope: !12)
!20 = !DILocation(line: 10, column: 9, scope: !12)
!21 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !22)
!22 = distinct !DILocation(line: 10, column: 41, scope: !12)
!23 = !DILocation(line: 10, column: 53, scope: !12)
!24 = !DILocation(line: 10, column: 34, scope: !12)
!25 = !DILocation(line: 66, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!27 = distinct !DILocation(line: 11, column: 13, scope: !12)
!28 = !DILocation(line: 11, column: 24, scope: !12)
!29 = !DILocation(line: 11, column: 31, scope: !12)
!30 = !DILocation(line: 11, column: 29, scope: !12)
!31 = !DILocation(line: 11, column: 9, scope: !12)
!32 = !DILocation(line: 12, column: 9, scope: !12)
!33 = !DILocation(line: 12, column: 14, scope: !12)
!34 = !DILocation(line: 12, column: 20, scope: !12)
!35 = !DILocation(line: 12, column: 26, scope: !12)
!36 = !DILocation(line: 12, column: 29, scope: !12)
!37 = !DILocation(line: 13, column: 5, scope: !12)
!38 = !DILocation(line: 14, column: 9, scope: !12)
!39 = !DILocation(line: 14, column: 14, scope: !12)
!40 = !DILocation(line: 15, column: 18, scope: !12)
!41 = !DILocation(line: 15, column: 21, scope: !12)
!42 = !DILocation(line: 15, column: 24, scope: !12)
!43 = !DILocation(line: 15, column: 9, scope: !12)
!44 = !DILocation(line: 15, column: 13, scope: !12)
!45 = !DILocation(line: 15, column: 16, scope: !12)
!46 = !DILocation(line: 529, column: 45, scope: !47, inlinedAt: !49)
!47 = distinct !DISubprogram(name: "__threadfence_block", scope: !48, file: !48, line: 529, type: !13, scopeLine: 529, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!48 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!49 = distinct !DILocation(line: 16, column: 9, scope: !12)
!50 = !DILocation(line: 17, column: 9, scope: !12)
!51 = !DILocation(line: 17, column: 15, scope: !12)
!52 = !DILocation(line: 17, column: 18, scope: !12)
!53 = !DILocation(line: 18, column: 5, scope: !12)
!54 = !DILocation(line: 19, column: 9, scope: !12)
!55 = !DILocation(line: 19, column: 16, scope: !12)
!56 = !DILocation(line: 19, column: 22, scope: !12)
!57 = !DILocation(line: 19, column: 25, scope: !12)
!58 = distinct !{!58, !54, !59, !60}
!59 = !DILocation(line: 19, column: 33, scope: !12)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 529, column: 45, scope: !47, inlinedAt: !62)
!62 = distinct !DILocation(line: 20, column: 9, scope: !12)
!63 = !DILocation(line: 21, column: 18, scope: !12)
!64 = !DILocation(line: 21, column: 22, scope: !12)
!65 = !DILocation(line: 21, column: 25, scope: !12)
!66 = !DILocation(line: 21, column: 9, scope: !12)
!67 = !DILocation(line: 21, column: 13, scope: !12)
!68 = !DILocation(line: 21, column: 16, scope: !12)
!69 = !DILocation(line: 23, column: 1, scope: !12)
