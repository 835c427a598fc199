; ModuleID = 'b-shared-race-034.cu'
source_filename = "b-shared-race-034.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@raw = external dso_local addrspace(3) global [0 x i8], align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_dynsmem_mixed_types_overlap(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !15
  store i32 %12, ptr %7, align 4, !dbg !19
  store ptr addrspacecast (ptr addrspace(3) @raw to ptr), ptr %8, align 8, !dbg !20
  %13 = load i32, ptr %7, align 4, !dbg !21
  %14 = zext i32 %13 to i64, !dbg !21
  %15 = mul i64 %14, 2, !dbg !22
  %16 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @raw to ptr), i64 %15, !dbg !23
  store ptr %16, ptr %9, align 8, !dbg !24
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  store i32 %17, ptr %10, align 4, !dbg !28
  %18 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !29
  %19 = load i32, ptr %7, align 4, !dbg !32
  %20 = mul i32 %18, %19, !dbg !33
  %21 = load i32, ptr %10, align 4, !dbg !34
  %22 = add i32 %20, %21, !dbg !35
  store i32 %22, ptr %11, align 4, !dbg !36
  %23 = load ptr, ptr %5, align 8, !dbg !37
  %24 = load i32, ptr %11, align 4, !dbg !38
  %25 = zext i32 %24 to i64, !dbg !37
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !37
  %27 = load i32, ptr %26, align 4, !dbg !37
  %28 = and i32 %27, 15, !dbg !39
  %29 = load ptr, ptr %8, align 8, !dbg !40
  %30 = load i32, ptr %10, align 4, !dbg !41
  %31 = zext i32 %30 to i64, !dbg !40
  %32 = getelementptr inbounds i32, ptr %29, i64 %31, !dbg !40
  store i32 %28, ptr %32, align 4, !dbg !42
  %33 = load ptr, ptr %6, align 8, !dbg !43
  %34 = load i32, ptr %11, align 4, !dbg !44
  %35 = zext i32 %34 to i64, !dbg !43
  %36 = getelementptr inbounds float, ptr %33, i64 %35, !dbg !43
  %37 = load float, ptr %36, align 4, !dbg !43
  %38 = load ptr, ptr %9, align 8, !dbg !45
  %39 = load i32, ptr %10, align 4, !dbg !46
  %40 = zext i32 %39 to i64, !dbg !45
  %41 = getelementptr inbounds float, ptr %38, i64 %40, !dbg !45
  store float %37, ptr %41, align 4, !dbg !47
  call void @llvm.nvvm.barrier0(), !dbg !48
  %42 = load ptr, ptr %9, align 8, !dbg !49
  %43 = load i32, ptr %7, align 4, !dbg !50
  %44 = sub i32 %43, 1, !dbg !51
  %45 = load i32, ptr %10, align 4, !dbg !52
  %46 = sub i32 %44, %45, !dbg !53
  %47 = zext i32 %46 to i64, !dbg !49
  %48 = getelementptr inbounds float, ptr %42, i64 %47, !dbg !49
  %49 = load float, ptr %48, align 4, !dbg !49
  %50 = load ptr, ptr %8, align 8, !dbg !54
  %51 = load i32, ptr %10, align 4, !dbg !55
  %52 = add i32 %51, 1, !dbg !56
  %53 = load i32, ptr %7, align 4, !dbg !57
  %54 = urem i32 %52, %53, !dbg !58
  %55 = zext i32 %54 to i64, !dbg !54
  %56 = getelementptr inbounds i32, ptr %50, i64 %55, !dbg !54
  %57 = load i32, ptr %56, align 4, !dbg !54
  %58 = sitofp i32 %57 to float, !dbg !54
  %59 = fmul contract float %49, %58, !dbg !59
  %60 = load ptr, ptr %4, align 8, !dbg !60
  %61 = load i32, ptr %11, align 4, !dbg !61
  %62 = zext i32 %61 to i64, !dbg !60
  %63 = getelementptr inbounds float, ptr %60, i64 %62, !dbg !60
  store float %59, ptr %63, align 4, !dbg !62
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
!7 = !DIFile(filename: "b-shared-race-034.cu", directory: ".")
!8 = !{ptr @b_dynsmem_mixed_types_overlap, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_dynsmem_mixed_types_overlap", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 79, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 18, scope: !12)
!19 = !DILocation(line: 11, column: 14, scope: !12)
!20 = !DILocation(line: 12, column: 10, scope: !12)
!21 = !DILocation(line: 13, column: 35, scope: !12)
!22 = !DILocation(line: 13, column: 37, scope: !12)
!23 = !DILocation(line: 13, column: 33, scope: !12)
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
!37 = !DILocation(line: 16, column: 17, scope: !12)
!38 = !DILocation(line: 16, column: 22, scope: !12)
!39 = !DILocation(line: 16, column: 25, scope: !12)
!40 = !DILocation(line: 16, column: 5, scope: !12)
!41 = !DILocation(line: 16, column: 12, scope: !12)
!42 = !DILocation(line: 16, column: 15, scope: !12)
!43 = !DILocation(line: 17, column: 15, scope: !12)
!44 = !DILocation(line: 17, column: 18, scope: !12)
!45 = !DILocation(line: 17, column: 5, scope: !12)
!46 = !DILocation(line: 17, column: 10, scope: !12)
!47 = !DILocation(line: 17, column: 13, scope: !12)
!48 = !DILocation(line: 18, column: 5, scope: !12)
!49 = !DILocation(line: 19, column: 14, scope: !12)
!50 = !DILocation(line: 19, column: 19, scope: !12)
!51 = !DILocation(line: 19, column: 21, scope: !12)
!52 = !DILocation(line: 19, column: 27, scope: !12)
!53 = !DILocation(line: 19, column: 25, scope: !12)
!54 = !DILocation(line: 19, column: 39, scope: !12)
!55 = !DILocation(line: 19, column: 47, scope: !12)
!56 = !DILocation(line: 19, column: 49, scope: !12)
!57 = !DILocation(line: 19, column: 56, scope: !12)
!58 = !DILocation(line: 19, column: 54, scope: !12)
!59 = !DILocation(line: 19, column: 30, scope: !12)
!60 = !DILocation(line: 19, column: 5, scope: !12)
!61 = !DILocation(line: 19, column: 9, scope: !12)
!62 = !DILocation(line: 19, column: 12, scope: !12)
!63 = !DILocation(line: 20, column: 1, scope: !12)
