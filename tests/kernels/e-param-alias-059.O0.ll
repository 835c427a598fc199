; ModuleID = 'e-param-alias-059.cu'
source_filename = "e-param-alias-059.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

$_Z5__ldgPKf = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_scale_inplace_ldg_alias(ptr noundef %0, float noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store float %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %9 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %10 = mul i32 %8, %9, !dbg !22
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %12 = add i32 %10, %11, !dbg !26
  store i32 %12, ptr %7, align 4, !dbg !27
  br label %13, !dbg !28

13:                                               ; preds = %29, %3
  %14 = load i32, ptr %7, align 4, !dbg !29
  %15 = load i32, ptr %6, align 4, !dbg !30
  %16 = icmp slt i32 %14, %15, !dbg !31
  br i1 %16, label %17, label %35, !dbg !32

17:                                               ; preds = %13
  %18 = load float, ptr %5, align 4, !dbg !33
  %19 = load ptr, ptr %4, align 8, !dbg !34
  %20 = load i32, ptr %7, align 4, !dbg !35
  %21 = sext i32 %20 to i64, !dbg !34
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !34
  %23 = call contract noundef float @_Z5__ldgPKf(ptr noundef %22) #4, !dbg !36
  %24 = fmul contract float %18, %23, !dbg !37
  %25 = load ptr, ptr %4, align 8, !dbg !38
  %26 = load i32, ptr %7, align 4, !dbg !39
  %27 = sext i32 %26 to i64, !dbg !38
  %28 = getelementptr inbounds float, ptr %25, i64 %27, !dbg !38
  store float %24, ptr %28, align 4, !dbg !40
  br label %29, !dbg !38

29:                                               ; preds = %17
  %30 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !41
  %31 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !43
  %32 = mul i32 %30, %31, !dbg !46
  %33 = load i32, ptr %7, align 4, !dbg !47
  %34 = add i32 %33, %32, !dbg !47
  store i32 %34, ptr %7, align 4, !dbg !47
  br label %13, !dbg !32, !llvm.loop !48

35:                                               ; preds = %13
  ret void, !dbg !51
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z5__ldgPKf(ptr noundef %0) #1 comdat !dbg !52 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !54
  %4 = call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %3, i32 4), !dbg !55
  ret float %4, !dbg !56
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #3

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
!7 = !DIFile(filename: "e-param-alias-059.cu", directory: ".")
!8 = !{ptr @e_scale_inplace_ldg_alias, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_scale_inplace_ldg_alias", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 11, column: 31, scope: !12)
!22 = !DILocation(line: 11, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 11, column: 44, scope: !12)
!26 = !DILocation(line: 11, column: 42, scope: !12)
!27 = !DILocation(line: 11, column: 14, scope: !12)
!28 = !DILocation(line: 11, column: 10, scope: !12)
!29 = !DILocation(line: 11, column: 57, scope: !12)
!30 = !DILocation(line: 11, column: 61, scope: !12)
!31 = !DILocation(line: 11, column: 59, scope: !12)
!32 = !DILocation(line: 11, column: 5, scope: !12)
!33 = !DILocation(line: 12, column: 16, scope: !12)
!34 = !DILocation(line: 12, column: 27, scope: !12)
!35 = !DILocation(line: 12, column: 29, scope: !12)
!36 = !DILocation(line: 12, column: 20, scope: !12)
!37 = !DILocation(line: 12, column: 18, scope: !12)
!38 = !DILocation(line: 12, column: 9, scope: !12)
!39 = !DILocation(line: 12, column: 11, scope: !12)
!40 = !DILocation(line: 12, column: 14, scope: !12)
!41 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !42)
!42 = distinct !DILocation(line: 11, column: 69, scope: !12)
!43 = !DILocation(line: 92, column: 3, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!45 = distinct !DILocation(line: 11, column: 82, scope: !12)
!46 = !DILocation(line: 11, column: 80, scope: !12)
!47 = !DILocation(line: 11, column: 66, scope: !12)
!48 = distinct !{!48, !32, !49, !50}
!49 = !DILocation(line: 12, column: 31, scope: !12)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 13, column: 1, scope: !12)
!52 = distinct !DISubprogram(name: "__ldg", scope: !53, file: !53, line: 287, type: !13, scopeLine: 287, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!53 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!54 = !DILocation(line: 287, column: 71, scope: !52)
!55 = !DILocation(line: 287, column: 58, scope: !52)
!56 = !DILocation(line: 287, column: 51, scope: !52)
