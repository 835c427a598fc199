; ModuleID = 'e-param-alias-062.cu'
source_filename = "e-param-alias-062.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

$_Z5__ldgPKf = comdat any

$_Z5__ldgPKi = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_gain_table_ldg_ok(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %12 = mul i32 %10, %11, !dbg !22
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %14 = add i32 %12, %13, !dbg !26
  store i32 %14, ptr %9, align 4, !dbg !27
  br label %15, !dbg !28

15:                                               ; preds = %40, %4
  %16 = load i32, ptr %9, align 4, !dbg !29
  %17 = load i32, ptr %8, align 4, !dbg !30
  %18 = icmp slt i32 %16, %17, !dbg !31
  br i1 %18, label %19, label %46, !dbg !32

19:                                               ; preds = %15
  %20 = load ptr, ptr %5, align 8, !dbg !33
  %21 = load i32, ptr %9, align 4, !dbg !34
  %22 = sext i32 %21 to i64, !dbg !33
  %23 = getelementptr inbounds float, ptr %20, i64 %22, !dbg !33
  %24 = load float, ptr %23, align 4, !dbg !33
  %25 = load ptr, ptr %6, align 8, !dbg !35
  %26 = load ptr, ptr %7, align 8, !dbg !36
  %27 = load i32, ptr %9, align 4, !dbg !37
  %28 = sext i32 %27 to i64, !dbg !36
  %29 = getelementptr inbounds i32, ptr %26, i64 %28, !dbg !36
  %30 = call noundef i32 @_Z5__ldgPKi(ptr noundef %29) #4, !dbg !38
  %31 = and i32 %30, 255, !dbg !39
  %32 = sext i32 %31 to i64, !dbg !35
  %33 = getelementptr inbounds float, ptr %25, i64 %32, !dbg !35
  %34 = call contract noundef float @_Z5__ldgPKf(ptr noundef %33) #4, !dbg !40
  %35 = fmul contract float %24, %34, !dbg !41
  %36 = load ptr, ptr %5, align 8, !dbg !42
  %37 = load i32, ptr %9, align 4, !dbg !43
  %38 = sext i32 %37 to i64, !dbg !42
  %39 = getelementptr inbounds float, ptr %36, i64 %38, !dbg !42
  store float %35, ptr %39, align 4, !dbg !44
  br label %40, !dbg !42

40:                                               ; preds = %19
  %41 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !45
  %42 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !47
  %43 = mul i32 %41, %42, !dbg !50
  %44 = load i32, ptr %9, align 4, !dbg !51
  %45 = add i32 %44, %43, !dbg !51
  store i32 %45, ptr %9, align 4, !dbg !51
  br label %15, !dbg !32, !llvm.loop !52

46:                                               ; preds = %15
  ret void, !dbg !55
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z5__ldgPKf(ptr noundef %0) #1 comdat !dbg !56 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !58
  %4 = call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %3, i32 4), !dbg !59
  ret float %4, !dbg !60
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z5__ldgPKi(ptr noundef %0) #1 comdat !dbg !61 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !62
  %4 = call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %3, i32 4), !dbg !63
  ret i32 %4, !dbg !64
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #3

; Function Attrs: nocallback nounwind memory(argmem: read)
declare i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr nocapture, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!7 = !DIFile(filename: "e-param-alias-062.cu", directory: ".")
!8 = !{ptr @e_gain_table_ldg_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_gain_table_ldg_ok", scope: !7, file: !7, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 9, column: 31, scope: !12)
!22 = !DILocation(line: 9, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 9, column: 44, scope: !12)
!26 = !DILocation(line: 9, column: 42, scope: !12)
!27 = !DILocation(line: 9, column: 14, scope: !12)
!28 = !DILocation(line: 9, column: 10, scope: !12)
!29 = !DILocation(line: 9, column: 57, scope: !12)
!30 = !DILocation(line: 9, column: 61, scope: !12)
!31 = !DILocation(line: 9, column: 59, scope: !12)
!32 = !DILocation(line: 9, column: 5, scope: !12)
!33 = !DILocation(line: 10, column: 16, scope: !12)
!34 = !DILocation(line: 10, column: 18, scope: !12)
!35 = !DILocation(line: 10, column: 30, scope: !12)
!36 = !DILocation(line: 10, column: 42, scope: !12)
!37 = !DILocation(line: 10, column: 47, scope: !12)
!38 = !DILocation(line: 10, column: 35, scope: !12)
!39 = !DILocation(line: 10, column: 51, scope: !12)
!40 = !DILocation(line: 10, column: 23, scope: !12)
!41 = !DILocation(line: 10, column: 21, scope: !12)
!42 = !DILocation(line: 10, column: 9, scope: !12)
!43 = !DILocation(line: 10, column: 11, scope: !12)
!44 = !DILocation(line: 10, column: 14, scope: !12)
!45 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !46)
!46 = distinct !DILocation(line: 9, column: 69, scope: !12)
!47 = !DILocation(line: 92, column: 3, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!49 = distinct !DILocation(line: 9, column: 82, scope: !12)
!50 = !DILocation(line: 9, column: 80, scope: !12)
!51 = !DILocation(line: 9, column: 66, scope: !12)
!52 = distinct !{!52, !32, !53, !54}
!53 = !DILocation(line: 10, column: 61, scope: !12)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 11, column: 1, scope: !12)
!56 = distinct !DISubprogram(name: "__ldg", scope: !57, file: !57, line: 287, type: !13, scopeLine: 287, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!57 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!58 = !DILocation(line: 287, column: 71, scope: !56)
!59 = !DILocation(line: 287, column: 58, scope: !56)
!60 = !DILocation(line: 287, column: 51, scope: !56)
!61 = distinct !DISubprogram(name: "__ldg", scope: !57, file: !57, line: 264, type: !13, scopeLine: 264, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!62 = !DILocation(line: 264, column: 67, scope: !61)
!63 = !DILocation(line: 264, column: 54, scope: !61)
!64 = !DILocation(line: 264, column: 47, scope: !61)
