; ModuleID = 'e-param-alias-060.cu'
source_filename = "e-param-alias-060.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

$_Z5__ldgPKf = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_relax_ldg_alias(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %13 = mul i32 %11, %12, !dbg !22
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %15 = add i32 %13, %14, !dbg !26
  store i32 %15, ptr %9, align 4, !dbg !27
  %16 = load i32, ptr %9, align 4, !dbg !28
  %17 = load i32, ptr %8, align 4, !dbg !29
  %18 = icmp sge i32 %16, %17, !dbg !30
  br i1 %18, label %19, label %20, !dbg !28

19:                                               ; preds = %4
  br label %45, !dbg !31

20:                                               ; preds = %4
  store i32 0, ptr %10, align 4, !dbg !32
  br label %21, !dbg !33

21:                                               ; preds = %42, %20
  %22 = load i32, ptr %10, align 4, !dbg !34
  %23 = load i32, ptr %7, align 4, !dbg !35
  %24 = icmp slt i32 %22, %23, !dbg !36
  br i1 %24, label %25, label %45, !dbg !37

25:                                               ; preds = %21
  %26 = load ptr, ptr %5, align 8, !dbg !38
  %27 = load i32, ptr %9, align 4, !dbg !39
  %28 = sext i32 %27 to i64, !dbg !38
  %29 = getelementptr inbounds float, ptr %26, i64 %28, !dbg !38
  %30 = call contract noundef float @_Z5__ldgPKf(ptr noundef %29) #4, !dbg !40
  %31 = load ptr, ptr %6, align 8, !dbg !41
  %32 = load i32, ptr %9, align 4, !dbg !42
  %33 = sext i32 %32 to i64, !dbg !41
  %34 = getelementptr inbounds float, ptr %31, i64 %33, !dbg !41
  %35 = call contract noundef float @_Z5__ldgPKf(ptr noundef %34) #4, !dbg !43
  %36 = fadd contract float %30, %35, !dbg !44
  %37 = fmul contract float 5.000000e-01, %36, !dbg !45
  %38 = load ptr, ptr %5, align 8, !dbg !46
  %39 = load i32, ptr %9, align 4, !dbg !47
  %40 = sext i32 %39 to i64, !dbg !46
  %41 = getelementptr inbounds float, ptr %38, i64 %40, !dbg !46
  store float %37, ptr %41, align 4, !dbg !48
  br label %42, !dbg !46

42:                                               ; preds = %25
  %43 = load i32, ptr %10, align 4, !dbg !49
  %44 = add nsw i32 %43, 1, !dbg !49
  store i32 %44, ptr %10, align 4, !dbg !49
  br label %21, !dbg !37, !llvm.loop !50

45:                                               ; preds = %19, %21
  ret void, !dbg !53
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z5__ldgPKf(ptr noundef %0) #1 comdat !dbg !54 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !56
  %4 = call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %3, i32 4), !dbg !57
  ret float %4, !dbg !58
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind memory(argmem: read) }
attributes #4 = { convergent nounwind }

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
!7 = !DIFile(filename: "e-param-alias-060.cu", directory: ".")
!8 = !{ptr @e_relax_ldg_alias, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_relax_ldg_alias", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
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
!28 = !DILocation(line: 11, column: 9, scope: !12)
!29 = !DILocation(line: 11, column: 14, scope: !12)
!30 = !DILocation(line: 11, column: 11, scope: !12)
!31 = !DILocation(line: 11, column: 17, scope: !12)
!32 = !DILocation(line: 12, column: 14, scope: !12)
!33 = !DILocation(line: 12, column: 10, scope: !12)
!34 = !DILocation(line: 12, column: 21, scope: !12)
!35 = !DILocation(line: 12, column: 25, scope: !12)
!36 = !DILocation(line: 12, column: 23, scope: !12)
!37 = !DILocation(line: 12, column: 5, scope: !12)
!38 = !DILocation(line: 13, column: 31, scope: !12)
!39 = !DILocation(line: 13, column: 33, scope: !12)
!40 = !DILocation(line: 13, column: 24, scope: !12)
!41 = !DILocation(line: 13, column: 46, scope: !12)
!42 = !DILocation(line: 13, column: 48, scope: !12)
!43 = !DILocation(line: 13, column: 39, scope: !12)
!44 = !DILocation(line: 13, column: 37, scope: !12)
!45 = !DILocation(line: 13, column: 21, scope: !12)
!46 = !DILocation(line: 13, column: 9, scope: !12)
!47 = !DILocation(line: 13, column: 11, scope: !12)
!48 = !DILocation(line: 13, column: 14, scope: !12)
!49 = !DILocation(line: 12, column: 32, scope: !12)
!50 = distinct !{!50, !37, !51, !52}
!51 = !DILocation(line: 13, column: 51, scope: !12)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocation(line: 14, column: 1, scope: !12)
!54 = distinct !DISubprogram(name: "__ldg", scope: !55, file: !55, line: 287, type: !13, scopeLine: 287, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!55 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!56 = !DILocation(line: 287, column: 71, scope: !54)
!57 = !DILocation(line: 287, column: 58, scope: !54)
!58 = !DILocation(line: 287, column: 51, scope: !54)
