; ModuleID = 'b-shared-race-030.cu'
source_filename = "b-shared-race-030.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@smem = external dso_local addrspace(3) global [0 x float], align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_dynsmem_carve_overlap(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !15
  store i32 %10, ptr %5, align 4, !dbg !19
  store ptr addrspacecast (ptr addrspace(3) @smem to ptr), ptr %6, align 8, !dbg !20
  %11 = load i32, ptr %5, align 4, !dbg !21
  %12 = zext i32 %11 to i64, !dbg !22
  %13 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %12, !dbg !22
  %14 = getelementptr inbounds float, ptr %13, i64 -1, !dbg !23
  store ptr %14, ptr %7, align 8, !dbg !24
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  store i32 %15, ptr %8, align 4, !dbg !28
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !29
  %17 = load i32, ptr %5, align 4, !dbg !32
  %18 = mul i32 %16, %17, !dbg !33
  %19 = load i32, ptr %8, align 4, !dbg !34
  %20 = add i32 %18, %19, !dbg !35
  store i32 %20, ptr %9, align 4, !dbg !36
  %21 = load ptr, ptr %4, align 8, !dbg !37
  %22 = load i32, ptr %9, align 4, !dbg !38
  %23 = zext i32 %22 to i64, !dbg !37
  %24 = getelementptr inbounds float, ptr %21, i64 %23, !dbg !37
  %25 = load float, ptr %24, align 4, !dbg !37
  %26 = load ptr, ptr %6, align 8, !dbg !39
  %27 = load i32, ptr %8, align 4, !dbg !40
  %28 = zext i32 %27 to i64, !dbg !39
  %29 = getelementptr inbounds float, ptr %26, i64 %28, !dbg !39
  store float %25, ptr %29, align 4, !dbg !41
  %30 = load ptr, ptr %4, align 8, !dbg !42
  %31 = load i32, ptr %9, align 4, !dbg !43
  %32 = zext i32 %31 to i64, !dbg !42
  %33 = getelementptr inbounds float, ptr %30, i64 %32, !dbg !42
  %34 = load float, ptr %33, align 4, !dbg !42
  %35 = fmul contract float 2.000000e+00, %34, !dbg !44
  %36 = load ptr, ptr %7, align 8, !dbg !45
  %37 = load i32, ptr %8, align 4, !dbg !46
  %38 = zext i32 %37 to i64, !dbg !45
  %39 = getelementptr inbounds float, ptr %36, i64 %38, !dbg !45
  store float %35, ptr %39, align 4, !dbg !47
  call void @llvm.nvvm.barrier0(), !dbg !48
  %40 = load ptr, ptr %6, align 8, !dbg !49
  %41 = load i32, ptr %8, align 4, !dbg !50
  %42 = add i32 %41, 1, !dbg !51
  %43 = load i32, ptr %5, align 4, !dbg !52
  %44 = urem i32 %42, %43, !dbg !53
  %45 = zext i32 %44 to i64, !dbg !49
  %46 = getelementptr inbounds float, ptr %40, i64 %45, !dbg !49
  %47 = load float, ptr %46, align 4, !dbg !49
  %48 = load ptr, ptr %7, align 8, !dbg !54
  %49 = load i32, ptr %5, align 4, !dbg !55
  %50 = sub i32 %49, 1, !dbg !56
  %51 = load i32, ptr %8, align 4, !dbg !57
  %52 = sub i32 %50, %51, !dbg !58
  %53 = zext i32 %52 to i64, !dbg !54
  %54 = getelementptr inbounds float, ptr %48, i64 %53, !dbg !54
  %55 = load float, ptr %54, align 4, !dbg !54
  %56 = fadd contract float %47, %55, !dbg !59
  %57 = load ptr, ptr %3, align 8, !dbg !60
  %58 = load i32, ptr %9, align 4, !dbg !61
  %59 = zext i32 %58 to i64, !dbg !60
  %60 = getelementptr inbounds float, ptr %57, i64 %59, !dbg !60
  store float %56, ptr %60, align 4, !dbg !62
  ret void, !dbg !63
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!7 = !DIFile(filename: "b-shared-race-030.cu", directory: ".")
!8 = !{ptr @b_dynsmem_carve_overlap, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_dynsmem_carve_overlap", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 79, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 18, scope: !12)
!19 = !DILocation(line: 11, column: 14, scope: !12)
!20 = !DILocation(line: 12, column: 12, scope: !12)
!21 = !DILocation(line: 13, column: 23, scope: !12)
!22 = !DILocation(line: 13, column: 21, scope: !12)
!23 = !DILocation(line: 13, column: 25, scope: !12)
!24 = !DILocation(line: 13, column: 12, scope: !12)
!25 = !DILocation(line: 53, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!27 = distinct !DILocation(line: 14, column: 18, scope: !12)
!28 = !DILocation(line: 14, column: 14, scope: !12)
!29 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!31 = distinct !DILocation(line: 15, column: 18, scope: !12)
!32 = !DILocation(line: 15, column: 31, scope: !12)
!33 = !DILocation(line: 15, column: 29, scope: !12)
!34 = !DILocation(line: 15, column: 35, scope: !12)
!35 = !DILocation(line: 15, column: 33, scope: !12)
!36 = !DILocation(line: 15, column: 14, scope: !12)
!37 = !DILocation(line: 16, column: 12, scope: !12)
!38 = !DILocation(line: 16, column: 15, scope: !12)
!39 = !DILocation(line: 16, column: 5, scope: !12)
!40 = !DILocation(line: 16, column: 7, scope: !12)
!41 = !DILocation(line: 16, column: 10, scope: !12)
!42 = !DILocation(line: 17, column: 19, scope: !12)
!43 = !DILocation(line: 17, column: 22, scope: !12)
!44 = !DILocation(line: 17, column: 17, scope: !12)
!45 = !DILocation(line: 17, column: 5, scope: !12)
!46 = !DILocation(line: 17, column: 7, scope: !12)
!47 = !DILocation(line: 17, column: 10, scope: !12)
!48 = !DILocation(line: 18, column: 5, scope: !12)
!49 = !DILocation(line: 19, column: 14, scope: !12)
!50 = !DILocation(line: 19, column: 17, scope: !12)
!51 = !DILocation(line: 19, column: 19, scope: !12)
!52 = !DILocation(line: 19, column: 26, scope: !12)
!53 = !DILocation(line: 19, column: 24, scope: !12)
!54 = !DILocation(line: 19, column: 31, scope: !12)
!55 = !DILocation(line: 19, column: 33, scope: !12)
!56 = !DILocation(line: 19, column: 35, scope: !12)
!57 = !DILocation(line: 19, column: 41, scope: !12)
!58 = !DILocation(line: 19, column: 39, scope: !12)
!59 = !DILocation(line: 19, column: 29, scope: !12)
!60 = !DILocation(line: 19, column: 5, scope: !12)
!61 = !DILocation(line: 19, column: 9, scope: !12)
!62 = !DILocation(line: 19, column: 12, scope: !12)
!63 = !DILocation(line: 20, column: 1, scope: !12)
