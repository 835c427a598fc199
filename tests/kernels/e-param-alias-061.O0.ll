; ModuleID = 'e-param-alias-061.cu'
source_filename = "e-param-alias-061.cu"
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
define dso_local void @e_row_normalize_ldg_alias(ptr noundef %0, i32 noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %13 = mul i32 %11, %12, !dbg !22
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %15 = add i32 %13, %14, !dbg !26
  store i32 %15, ptr %5, align 4, !dbg !27
  %16 = load i32, ptr %5, align 4, !dbg !28
  %17 = load i32, ptr %4, align 4, !dbg !29
  %18 = icmp sge i32 %16, %17, !dbg !30
  br i1 %18, label %19, label %20, !dbg !28

19:                                               ; preds = %2
  br label %61, !dbg !31

20:                                               ; preds = %2
  %21 = load ptr, ptr %3, align 8, !dbg !32
  %22 = load i32, ptr %5, align 4, !dbg !33
  %23 = mul nsw i32 %22, 64, !dbg !34
  %24 = sext i32 %23 to i64, !dbg !35
  %25 = getelementptr inbounds float, ptr %21, i64 %24, !dbg !35
  store ptr %25, ptr %6, align 8, !dbg !36
  store float 0.000000e+00, ptr %7, align 4, !dbg !37
  store i32 0, ptr %8, align 4, !dbg !38
  br label %26, !dbg !39

26:                                               ; preds = %37, %20
  %27 = load i32, ptr %8, align 4, !dbg !40
  %28 = icmp slt i32 %27, 64, !dbg !41
  br i1 %28, label %29, label %40, !dbg !42

29:                                               ; preds = %26
  %30 = load ptr, ptr %6, align 8, !dbg !43
  %31 = load i32, ptr %8, align 4, !dbg !44
  %32 = sext i32 %31 to i64, !dbg !43
  %33 = getelementptr inbounds float, ptr %30, i64 %32, !dbg !43
  %34 = call contract noundef float @_Z5__ldgPKf(ptr noundef %33) #4, !dbg !45
  %35 = load float, ptr %7, align 4, !dbg !46
  %36 = fadd contract float %35, %34, !dbg !46
  store float %36, ptr %7, align 4, !dbg !46
  br label %37, !dbg !47

37:                                               ; preds = %29
  %38 = load i32, ptr %8, align 4, !dbg !48
  %39 = add nsw i32 %38, 1, !dbg !48
  store i32 %39, ptr %8, align 4, !dbg !48
  br label %26, !dbg !42, !llvm.loop !49

40:                                               ; preds = %26
  %41 = load float, ptr %7, align 4, !dbg !52
  %42 = fdiv contract float 1.000000e+00, %41, !dbg !53
  store float %42, ptr %9, align 4, !dbg !54
  store i32 0, ptr %10, align 4, !dbg !55
  br label %43, !dbg !56

43:                                               ; preds = %58, %40
  %44 = load i32, ptr %10, align 4, !dbg !57
  %45 = icmp slt i32 %44, 64, !dbg !58
  br i1 %45, label %46, label %61, !dbg !59

46:                                               ; preds = %43
  %47 = load ptr, ptr %6, align 8, !dbg !60
  %48 = load i32, ptr %10, align 4, !dbg !61
  %49 = sext i32 %48 to i64, !dbg !60
  %50 = getelementptr inbounds float, ptr %47, i64 %49, !dbg !60
  %51 = call contract noundef float @_Z5__ldgPKf(ptr noundef %50) #4, !dbg !62
  %52 = load float, ptr %9, align 4, !dbg !63
  %53 = fmul contract float %51, %52, !dbg !64
  %54 = load ptr, ptr %6, align 8, !dbg !65
  %55 = load i32, ptr %10, align 4, !dbg !66
  %56 = sext i32 %55 to i64, !dbg !65
  %57 = getelementptr inbounds float, ptr %54, i64 %56, !dbg !65
  store float %53, ptr %57, align 4, !dbg !67
  br label %58, !dbg !65

58:                                               ; preds = %46
  %59 = load i32, ptr %10, align 4, !dbg !68
  %60 = add nsw i32 %59, 1, !dbg !68
  store i32 %60, ptr %10, align 4, !dbg !68
  br label %43, !dbg !59, !llvm.loop !69

61:                                               ; preds = %19, %43
  ret void, !dbg !70
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z5__ldgPKf(ptr noundef %0) #1 comdat !dbg !71 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !73
  %4 = call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %3, i32 4), !dbg !74
  ret float %4, !dbg !75
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
!7 = !DIFile(filename: "e-param-alias-061.cu", directory: ".")
!8 = !{ptr @e_row_normalize_ldg_alias, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_row_normalize_ldg_alias", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 11, column: 26, scope: !12)
!22 = !DILocation(line: 11, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 11, column: 39, scope: !12)
!26 = !DILocation(line: 11, column: 37, scope: !12)
!27 = !DILocation(line: 11, column: 9, scope: !12)
!28 = !DILocation(line: 12, column: 9, scope: !12)
!29 = !DILocation(line: 12, column: 14, scope: !12)
!30 = !DILocation(line: 12, column: 11, scope: !12)
!31 = !DILocation(line: 12, column: 20, scope: !12)
!32 = !DILocation(line: 13, column: 18, scope: !12)
!33 = !DILocation(line: 13, column: 22, scope: !12)
!34 = !DILocation(line: 13, column: 24, scope: !12)
!35 = !DILocation(line: 13, column: 20, scope: !12)
!36 = !DILocation(line: 13, column: 12, scope: !12)
!37 = !DILocation(line: 14, column: 11, scope: !12)
!38 = !DILocation(line: 15, column: 14, scope: !12)
!39 = !DILocation(line: 15, column: 10, scope: !12)
!40 = !DILocation(line: 15, column: 21, scope: !12)
!41 = !DILocation(line: 15, column: 23, scope: !12)
!42 = !DILocation(line: 15, column: 5, scope: !12)
!43 = !DILocation(line: 16, column: 21, scope: !12)
!44 = !DILocation(line: 16, column: 25, scope: !12)
!45 = !DILocation(line: 16, column: 14, scope: !12)
!46 = !DILocation(line: 16, column: 11, scope: !12)
!47 = !DILocation(line: 16, column: 9, scope: !12)
!48 = !DILocation(line: 15, column: 28, scope: !12)
!49 = distinct !{!49, !42, !50, !51}
!50 = !DILocation(line: 16, column: 27, scope: !12)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 17, column: 24, scope: !12)
!53 = !DILocation(line: 17, column: 22, scope: !12)
!54 = !DILocation(line: 17, column: 11, scope: !12)
!55 = !DILocation(line: 18, column: 14, scope: !12)
!56 = !DILocation(line: 18, column: 10, scope: !12)
!57 = !DILocation(line: 18, column: 21, scope: !12)
!58 = !DILocation(line: 18, column: 23, scope: !12)
!59 = !DILocation(line: 18, column: 5, scope: !12)
!60 = !DILocation(line: 19, column: 25, scope: !12)
!61 = !DILocation(line: 19, column: 29, scope: !12)
!62 = !DILocation(line: 19, column: 18, scope: !12)
!63 = !DILocation(line: 19, column: 35, scope: !12)
!64 = !DILocation(line: 19, column: 33, scope: !12)
!65 = !DILocation(line: 19, column: 9, scope: !12)
!66 = !DILocation(line: 19, column: 13, scope: !12)
!67 = !DILocation(line: 19, column: 16, scope: !12)
!68 = !DILocation(line: 18, column: 28, scope: !12)
!69 = distinct !{!69, !59, !63, !51}
!70 = !DILocation(line: 20, column: 1, scope: !12)
!71 = distinct !DISubprogram(name: "__ldg", scope: !72, file: !72, line: 287, type: !13, scopeLine: 287, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!72 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!73 = !DILocation(line: 287, column: 71, scope: !71)
!74 = !DILocation(line: 287, column: 58, scope: !71)
!75 = !DILocation(line: 287, column: 51, scope: !71)
