; ModuleID = 'b-shared-race-029.cu'
source_filename = "b-shared-race-029.cu"
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
define dso_local void @b_dynsmem_carve(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
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
  store ptr %13, ptr %7, align 8, !dbg !23
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !24
  store i32 %14, ptr %8, align 4, !dbg !27
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %16 = load i32, ptr %5, align 4, !dbg !31
  %17 = mul i32 %15, %16, !dbg !32
  %18 = load i32, ptr %8, align 4, !dbg !33
  %19 = add i32 %17, %18, !dbg !34
  store i32 %19, ptr %9, align 4, !dbg !35
  %20 = load ptr, ptr %4, align 8, !dbg !36
  %21 = load i32, ptr %9, align 4, !dbg !37
  %22 = zext i32 %21 to i64, !dbg !36
  %23 = getelementptr inbounds float, ptr %20, i64 %22, !dbg !36
  %24 = load float, ptr %23, align 4, !dbg !36
  %25 = load ptr, ptr %6, align 8, !dbg !38
  %26 = load i32, ptr %8, align 4, !dbg !39
  %27 = zext i32 %26 to i64, !dbg !38
  %28 = getelementptr inbounds float, ptr %25, i64 %27, !dbg !38
  store float %24, ptr %28, align 4, !dbg !40
  %29 = load ptr, ptr %4, align 8, !dbg !41
  %30 = load i32, ptr %9, align 4, !dbg !42
  %31 = zext i32 %30 to i64, !dbg !41
  %32 = getelementptr inbounds float, ptr %29, i64 %31, !dbg !41
  %33 = load float, ptr %32, align 4, !dbg !41
  %34 = fmul contract float 2.000000e+00, %33, !dbg !43
  %35 = load ptr, ptr %7, align 8, !dbg !44
  %36 = load i32, ptr %8, align 4, !dbg !45
  %37 = zext i32 %36 to i64, !dbg !44
  %38 = getelementptr inbounds float, ptr %35, i64 %37, !dbg !44
  store float %34, ptr %38, align 4, !dbg !46
  call void @llvm.nvvm.barrier0(), !dbg !47
  %39 = load ptr, ptr %6, align 8, !dbg !48
  %40 = load i32, ptr %8, align 4, !dbg !49
  %41 = add i32 %40, 1, !dbg !50
  %42 = load i32, ptr %5, align 4, !dbg !51
  %43 = urem i32 %41, %42, !dbg !52
  %44 = zext i32 %43 to i64, !dbg !48
  %45 = getelementptr inbounds float, ptr %39, i64 %44, !dbg !48
  %46 = load float, ptr %45, align 4, !dbg !48
  %47 = load ptr, ptr %7, align 8, !dbg !53
  %48 = load i32, ptr %5, align 4, !dbg !54
  %49 = sub i32 %48, 1, !dbg !55
  %50 = load i32, ptr %8, align 4, !dbg !56
  %51 = sub i32 %49, %50, !dbg !57
  %52 = zext i32 %51 to i64, !dbg !53
  %53 = getelementptr inbounds float, ptr %47, i64 %52, !dbg !53
  %54 = load float, ptr %53, align 4, !dbg !53
  %55 = fadd contract float %46, %54, !dbg !58
  %56 = load ptr, ptr %3, align 8, !dbg !59
  %57 = load i32, ptr %9, align 4, !dbg !60
  %58 = zext i32 %57 to i64, !dbg !59
  %59 = getelementptr inbounds float, ptr %56, i64 %58, !dbg !59
  store float %55, ptr %59, align 4, !dbg !61
  ret void, !dbg !62
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
!7 = !DIFile(filename: "b-shared-race-029.cu", directory: ".")
!8 = !{ptr @b_dynsmem_carve, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_dynsmem_carve", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
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
!23 = !DILocation(line: 13, column: 12, scope: !12)
!24 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 14, column: 18, scope: !12)
!27 = !DILocation(line: 14, column: 14, scope: !12)
!28 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!30 = distinct !DILocation(line: 15, column: 18, scope: !12)
!31 = !DILocation(line: 15, column: 31, scope: !12)
!32 = !DILocation(line: 15, column: 29, scope: !12)
!33 = !DILocation(line: 15, column: 35, scope: !12)
!34 = !DILocation(line: 15, column: 33, scope: !12)
!35 = !DILocation(line: 15, column: 14, scope: !12)
!36 = !DILocation(line: 16, column: 12, scope: !12)
!37 = !DILocation(line: 16, column: 15, scope: !12)
!38 = !DILocation(line: 16, column: 5, scope: !12)
!39 = !DILocation(line: 16, column: 7, scope: !12)
!40 = !DILocation(line: 16, column: 10, scope: !12)
!41 = !DILocation(line: 17, column: 19, scope: !12)
!42 = !DILocation(line: 17, column: 22, scope: !12)
!43 = !DILocation(line: 17, column: 17, scope: !12)
!44 = !DILocation(line: 17, column: 5, scope: !12)
!45 = !DILocation(line: 17, column: 7, scope: !12)
!46 = !DILocation(line: 17, column: 10, scope: !12)
!47 = !DILocation(line: 18, column: 5, scope: !12)
!48 = !DILocation(line: 19, column: 14, scope: !12)
!49 = !DILocation(line: 19, column: 17, scope: !12)
!50 = !DILocation(line: 19, column: 19, scope: !12)
!51 = !DILocation(line: 19, column: 26, scope: !12)
!52 = !DILocation(line: 19, column: 24, scope: !12)
!53 = !DILocation(line: 19, column: 31, scope: !12)
!54 = !DILocation(line: 19, column: 33, scope: !12)
!55 = !DILocation(line: 19, column: 35, scope: !12)
!56 = !DILocation(line: 19, column: 41, scope: !12)
!57 = !DILocation(line: 19, column: 39, scope: !12)
!58 = !DILocation(line: 19, column: 29, scope: !12)
!59 = !DILocation(line: 19, column: 5, scope: !12)
!60 = !DILocation(line: 19, column: 9, scope: !12)
!61 = !DILocation(line: 19, column: 12, scope: !12)
!62 = !DILocation(line: 20, column: 1, scope: !12)
