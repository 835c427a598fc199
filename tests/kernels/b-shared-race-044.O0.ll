; ModuleID = 'b-shared-race-044.cu'
source_filename = "b-shared-race-044.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ16b_coo_spmv_plainE1y = internal addrspace(3) global [64 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_coo_spmv_plain(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 !dbg !12 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %13, ptr %11, align 4, !dbg !19
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %16 = mul i32 %14, %15, !dbg !26
  %17 = load i32, ptr %11, align 4, !dbg !27
  %18 = add i32 %16, %17, !dbg !28
  store i32 %18, ptr %12, align 4, !dbg !29
  %19 = load i32, ptr %11, align 4, !dbg !30
  %20 = icmp slt i32 %19, 64, !dbg !31
  br i1 %20, label %21, label %25, !dbg !30

21:                                               ; preds = %5
  %22 = load i32, ptr %11, align 4, !dbg !32
  %23 = sext i32 %22 to i64, !dbg !33
  %24 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_coo_spmv_plainE1y to ptr), i64 0, i64 %23, !dbg !33
  store float 0.000000e+00, ptr %24, align 4, !dbg !34
  br label %25, !dbg !33

25:                                               ; preds = %21, %5
  call void @llvm.nvvm.barrier0(), !dbg !35
  %26 = load ptr, ptr %9, align 8, !dbg !36
  %27 = load i32, ptr %12, align 4, !dbg !37
  %28 = sext i32 %27 to i64, !dbg !36
  %29 = getelementptr inbounds float, ptr %26, i64 %28, !dbg !36
  %30 = load float, ptr %29, align 4, !dbg !36
  %31 = load ptr, ptr %10, align 8, !dbg !38
  %32 = load ptr, ptr %8, align 8, !dbg !39
  %33 = load i32, ptr %12, align 4, !dbg !40
  %34 = sext i32 %33 to i64, !dbg !39
  %35 = getelementptr inbounds i32, ptr %32, i64 %34, !dbg !39
  %36 = load i32, ptr %35, align 4, !dbg !39
  %37 = sext i32 %36 to i64, !dbg !38
  %38 = getelementptr inbounds float, ptr %31, i64 %37, !dbg !38
  %39 = load float, ptr %38, align 4, !dbg !38
  %40 = fmul contract float %30, %39, !dbg !41
  %41 = load ptr, ptr %7, align 8, !dbg !42
  %42 = load i32, ptr %12, align 4, !dbg !43
  %43 = sext i32 %42 to i64, !dbg !42
  %44 = getelementptr inbounds i32, ptr %41, i64 %43, !dbg !42
  %45 = load i32, ptr %44, align 4, !dbg !42
  %46 = urem i32 %45, 64, !dbg !44
  %47 = zext i32 %46 to i64, !dbg !45
  %48 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_coo_spmv_plainE1y to ptr), i64 0, i64 %47, !dbg !45
  %49 = load float, ptr %48, align 4, !dbg !46
  %50 = fadd contract float %49, %40, !dbg !46
  store float %50, ptr %48, align 4, !dbg !46
  call void @llvm.nvvm.barrier0(), !dbg !47
  %51 = load i32, ptr %11, align 4, !dbg !48
  %52 = icmp slt i32 %51, 64, !dbg !49
  br i1 %52, label %53, label %65, !dbg !48

53:                                               ; preds = %25
  %54 = load i32, ptr %11, align 4, !dbg !50
  %55 = sext i32 %54 to i64, !dbg !51
  %56 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_coo_spmv_plainE1y to ptr), i64 0, i64 %55, !dbg !51
  %57 = load float, ptr %56, align 4, !dbg !51
  %58 = load ptr, ptr %6, align 8, !dbg !52
  %59 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !53
  %60 = mul i32 %59, 64, !dbg !55
  %61 = load i32, ptr %11, align 4, !dbg !56
  %62 = add i32 %60, %61, !dbg !57
  %63 = zext i32 %62 to i64, !dbg !52
  %64 = getelementptr inbounds float, ptr %58, i64 %63, !dbg !52
  store float %57, ptr %64, align 4, !dbg !58
  br label %65, !dbg !52

65:                                               ; preds = %53, %25
  ret void, !dbg !59
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

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
!7 = !DIFile(filename: "b-shared-race-044.cu", directory: ".")
!8 = !{ptr @b_coo_spmv_plain, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_coo_spmv_plain", scope: !7, file: !7, line: 9, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 14, column: 13, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 14, column: 26, scope: !12)
!26 = !DILocation(line: 14, column: 24, scope: !12)
!27 = !DILocation(line: 14, column: 39, scope: !12)
!28 = !DILocation(line: 14, column: 37, scope: !12)
!29 = !DILocation(line: 14, column: 9, scope: !12)
!30 = !DILocation(line: 15, column: 9, scope: !12)
!31 = !DILocation(line: 15, column: 11, scope: !12)
!32 = !DILocation(line: 15, column: 21, scope: !12)
!33 = !DILocation(line: 15, column: 19, scope: !12)
!34 = !DILocation(line: 15, column: 24, scope: !12)
!35 = !DILocation(line: 16, column: 5, scope: !12)
!36 = !DILocation(line: 17, column: 25, scope: !12)
!37 = !DILocation(line: 17, column: 29, scope: !12)
!38 = !DILocation(line: 17, column: 34, scope: !12)
!39 = !DILocation(line: 17, column: 36, scope: !12)
!40 = !DILocation(line: 17, column: 40, scope: !12)
!41 = !DILocation(line: 17, column: 32, scope: !12)
!42 = !DILocation(line: 17, column: 7, scope: !12)
!43 = !DILocation(line: 17, column: 11, scope: !12)
!44 = !DILocation(line: 17, column: 14, scope: !12)
!45 = !DILocation(line: 17, column: 5, scope: !12)
!46 = !DILocation(line: 17, column: 22, scope: !12)
!47 = !DILocation(line: 18, column: 5, scope: !12)
!48 = !DILocation(line: 19, column: 9, scope: !12)
!49 = !DILocation(line: 19, column: 11, scope: !12)
!50 = !DILocation(line: 19, column: 50, scope: !12)
!51 = !DILocation(line: 19, column: 48, scope: !12)
!52 = !DILocation(line: 19, column: 19, scope: !12)
!53 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !54)
!54 = distinct !DILocation(line: 19, column: 23, scope: !12)
!55 = !DILocation(line: 19, column: 34, scope: !12)
!56 = !DILocation(line: 19, column: 43, scope: !12)
!57 = !DILocation(line: 19, column: 41, scope: !12)
!58 = !DILocation(line: 19, column: 46, scope: !12)
!59 = !DILocation(line: 20, column: 1, scope: !12)
