; ModuleID = 'e-param-alias-058.cu'
source_filename = "e-param-alias-058.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_spmv_restrict_ok(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, i32 noundef %5) #0 !dbg !12 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %17 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %18 = mul i32 %16, %17, !dbg !22
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %20 = add i32 %18, %19, !dbg !26
  store i32 %20, ptr %13, align 4, !dbg !27
  br label %21, !dbg !28

21:                                               ; preds = %67, %6
  %22 = load i32, ptr %13, align 4, !dbg !29
  %23 = load i32, ptr %12, align 4, !dbg !30
  %24 = icmp slt i32 %22, %23, !dbg !31
  br i1 %24, label %25, label %73, !dbg !32

25:                                               ; preds = %21
  store float 0.000000e+00, ptr %14, align 4, !dbg !33
  %26 = load ptr, ptr %7, align 8, !dbg !34
  %27 = load i32, ptr %13, align 4, !dbg !35
  %28 = sext i32 %27 to i64, !dbg !34
  %29 = getelementptr inbounds i32, ptr %26, i64 %28, !dbg !34
  %30 = load i32, ptr %29, align 4, !dbg !34
  store i32 %30, ptr %15, align 4, !dbg !36
  br label %31, !dbg !37

31:                                               ; preds = %58, %25
  %32 = load i32, ptr %15, align 4, !dbg !38
  %33 = load ptr, ptr %7, align 8, !dbg !39
  %34 = load i32, ptr %13, align 4, !dbg !40
  %35 = add nsw i32 %34, 1, !dbg !41
  %36 = sext i32 %35 to i64, !dbg !39
  %37 = getelementptr inbounds i32, ptr %33, i64 %36, !dbg !39
  %38 = load i32, ptr %37, align 4, !dbg !39
  %39 = icmp slt i32 %32, %38, !dbg !42
  br i1 %39, label %40, label %61, !dbg !43

40:                                               ; preds = %31
  %41 = load ptr, ptr %9, align 8, !dbg !44
  %42 = load i32, ptr %15, align 4, !dbg !45
  %43 = sext i32 %42 to i64, !dbg !44
  %44 = getelementptr inbounds float, ptr %41, i64 %43, !dbg !44
  %45 = load float, ptr %44, align 4, !dbg !44
  %46 = load ptr, ptr %10, align 8, !dbg !46
  %47 = load ptr, ptr %8, align 8, !dbg !47
  %48 = load i32, ptr %15, align 4, !dbg !48
  %49 = sext i32 %48 to i64, !dbg !47
  %50 = getelementptr inbounds i32, ptr %47, i64 %49, !dbg !47
  %51 = load i32, ptr %50, align 4, !dbg !47
  %52 = sext i32 %51 to i64, !dbg !46
  %53 = getelementptr inbounds float, ptr %46, i64 %52, !dbg !46
  %54 = load float, ptr %53, align 4, !dbg !46
  %55 = fmul contract float %45, %54, !dbg !49
  %56 = load float, ptr %14, align 4, !dbg !50
  %57 = fadd contract float %56, %55, !dbg !50
  store float %57, ptr %14, align 4, !dbg !50
  br label %58, !dbg !51

58:                                               ; preds = %40
  %59 = load i32, ptr %15, align 4, !dbg !52
  %60 = add nsw i32 %59, 1, !dbg !52
  store i32 %60, ptr %15, align 4, !dbg !52
  br label %31, !dbg !43, !llvm.loop !53

61:                                               ; preds = %31
  %62 = load float, ptr %14, align 4, !dbg !56
  %63 = load ptr, ptr %11, align 8, !dbg !57
  %64 = load i32, ptr %13, align 4, !dbg !58
  %65 = sext i32 %64 to i64, !dbg !57
  %66 = getelementptr inbounds float, ptr %63, i64 %65, !dbg !57
  store float %62, ptr %66, align 4, !dbg !59
  br label %67, !dbg !60

67:                                               ; preds = %61
  %68 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !61
  %69 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !63
  %70 = mul i32 %68, %69, !dbg !66
  %71 = load i32, ptr %13, align 4, !dbg !67
  %72 = add i32 %71, %70, !dbg !67
  store i32 %72, ptr %13, align 4, !dbg !67
  br label %21, !dbg !32, !llvm.loop !68

73:                                               ; preds = %21
  ret void, !dbg !69
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

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
!7 = !DIFile(filename: "e-param-alias-058.cu", directory: ".")
!8 = !{ptr @e_spmv_restrict_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_spmv_restrict_ok", scope: !7, file: !7, line: 6, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 10, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 10, column: 31, scope: !12)
!22 = !DILocation(line: 10, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 10, column: 44, scope: !12)
!26 = !DILocation(line: 10, column: 42, scope: !12)
!27 = !DILocation(line: 10, column: 14, scope: !12)
!28 = !DILocation(line: 10, column: 10, scope: !12)
!29 = !DILocation(line: 10, column: 57, scope: !12)
!30 = !DILocation(line: 10, column: 61, scope: !12)
!31 = !DILocation(line: 10, column: 59, scope: !12)
!32 = !DILocation(line: 10, column: 5, scope: !12)
!33 = !DILocation(line: 11, column: 15, scope: !12)
!34 = !DILocation(line: 12, column: 22, scope: !12)
!35 = !DILocation(line: 12, column: 29, scope: !12)
!36 = !DILocation(line: 12, column: 18, scope: !12)
!37 = !DILocation(line: 12, column: 14, scope: !12)
!38 = !DILocation(line: 12, column: 33, scope: !12)
!39 = !DILocation(line: 12, column: 37, scope: !12)
!40 = !DILocation(line: 12, column: 44, scope: !12)
!41 = !DILocation(line: 12, column: 46, scope: !12)
!42 = !DILocation(line: 12, column: 35, scope: !12)
!43 = !DILocation(line: 12, column: 9, scope: !12)
!44 = !DILocation(line: 13, column: 18, scope: !12)
!45 = !DILocation(line: 13, column: 22, scope: !12)
!46 = !DILocation(line: 13, column: 27, scope: !12)
!47 = !DILocation(line: 13, column: 29, scope: !12)
!48 = !DILocation(line: 13, column: 33, scope: !12)
!49 = !DILocation(line: 13, column: 25, scope: !12)
!50 = !DILocation(line: 13, column: 15, scope: !12)
!51 = !DILocation(line: 13, column: 13, scope: !12)
!52 = !DILocation(line: 12, column: 52, scope: !12)
!53 = distinct !{!53, !43, !54, !55}
!54 = !DILocation(line: 13, column: 35, scope: !12)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 14, column: 16, scope: !12)
!57 = !DILocation(line: 14, column: 9, scope: !12)
!58 = !DILocation(line: 14, column: 11, scope: !12)
!59 = !DILocation(line: 14, column: 14, scope: !12)
!60 = !DILocation(line: 15, column: 5, scope: !12)
!61 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !62)
!62 = distinct !DILocation(line: 10, column: 72, scope: !12)
!63 = !DILocation(line: 92, column: 3, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!65 = distinct !DILocation(line: 10, column: 85, scope: !12)
!66 = !DILocation(line: 10, column: 83, scope: !12)
!67 = !DILocation(line: 10, column: 69, scope: !12)
!68 = distinct !{!68, !32, !60, !55}
!69 = !DILocation(line: 16, column: 1, scope: !12)
