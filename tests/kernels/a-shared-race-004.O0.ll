; ModuleID = 'a-shared-race-004.cu'
source_filename = "a-shared-race-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ23a_reduce_interleaved_okE5sdata = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_reduce_interleaved_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %7, ptr %5, align 4, !dbg !19
  %8 = load ptr, ptr %3, align 8, !dbg !20
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %10 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !24
  %11 = mul i32 %9, %10, !dbg !27
  %12 = load i32, ptr %5, align 4, !dbg !28
  %13 = add i32 %11, %12, !dbg !29
  %14 = zext i32 %13 to i64, !dbg !20
  %15 = getelementptr inbounds float, ptr %8, i64 %14, !dbg !20
  %16 = load float, ptr %15, align 4, !dbg !20
  %17 = load i32, ptr %5, align 4, !dbg !30
  %18 = zext i32 %17 to i64, !dbg !31
  %19 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23a_reduce_interleaved_okE5sdata to ptr), i64 0, i64 %18, !dbg !31
  store float %16, ptr %19, align 4, !dbg !32
  call void @llvm.nvvm.barrier0(), !dbg !33
  store i32 1, ptr %6, align 4, !dbg !34
  br label %20, !dbg !35

20:                                               ; preds = %43, %2
  %21 = load i32, ptr %6, align 4, !dbg !36
  %22 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !37
  %23 = icmp ult i32 %21, %22, !dbg !39
  br i1 %23, label %24, label %46, !dbg !40

24:                                               ; preds = %20
  %25 = load i32, ptr %5, align 4, !dbg !41
  %26 = load i32, ptr %6, align 4, !dbg !42
  %27 = mul i32 2, %26, !dbg !43
  %28 = urem i32 %25, %27, !dbg !44
  %29 = icmp eq i32 %28, 0, !dbg !45
  br i1 %29, label %30, label %42, !dbg !41

30:                                               ; preds = %24
  %31 = load i32, ptr %5, align 4, !dbg !46
  %32 = load i32, ptr %6, align 4, !dbg !47
  %33 = add i32 %31, %32, !dbg !48
  %34 = zext i32 %33 to i64, !dbg !49
  %35 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23a_reduce_interleaved_okE5sdata to ptr), i64 0, i64 %34, !dbg !49
  %36 = load float, ptr %35, align 4, !dbg !49
  %37 = load i32, ptr %5, align 4, !dbg !50
  %38 = zext i32 %37 to i64, !dbg !51
  %39 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23a_reduce_interleaved_okE5sdata to ptr), i64 0, i64 %38, !dbg !51
  %40 = load float, ptr %39, align 4, !dbg !52
  %41 = fadd contract float %40, %36, !dbg !52
  store float %41, ptr %39, align 4, !dbg !52
  br label %42, !dbg !51

42:                                               ; preds = %30, %24
  call void @llvm.nvvm.barrier0(), !dbg !53
  br label %43, !dbg !54

43:                                               ; preds = %42
  %44 = load i32, ptr %6, align 4, !dbg !55
  %45 = mul i32 %44, 2, !dbg !55
  store i32 %45, ptr %6, align 4, !dbg !55
  br label %20, !dbg !40, !llvm.loop !56

46:                                               ; preds = %20
  %47 = load i32, ptr %5, align 4, !dbg !58
  %48 = icmp eq i32 %47, 0, !dbg !59
  br i1 %48, label %49, label %55, !dbg !58

49:                                               ; preds = %46
  %50 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ23a_reduce_interleaved_okE5sdata to ptr), align 4, !dbg !60
  %51 = load ptr, ptr %4, align 8, !dbg !61
  %52 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !62
  %53 = zext i32 %52 to i64, !dbg !61
  %54 = getelementptr inbounds float, ptr %51, i64 %53, !dbg !61
  store float %50, ptr %54, align 4, !dbg !64
  br label %55, !dbg !61

55:                                               ; preds = %49, %46
  ret void, !dbg !65
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
!7 = !DIFile(filename: "a-shared-race-004.cu", directory: ".")
!8 = !{ptr @a_reduce_interleaved_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_reduce_interleaved_ok", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 20, scope: !12)
!19 = !DILocation(line: 13, column: 14, scope: !12)
!20 = !DILocation(line: 14, column: 18, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 14, column: 21, scope: !12)
!24 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 14, column: 34, scope: !12)
!27 = !DILocation(line: 14, column: 32, scope: !12)
!28 = !DILocation(line: 14, column: 47, scope: !12)
!29 = !DILocation(line: 14, column: 45, scope: !12)
!30 = !DILocation(line: 14, column: 11, scope: !12)
!31 = !DILocation(line: 14, column: 5, scope: !12)
!32 = !DILocation(line: 14, column: 16, scope: !12)
!33 = !DILocation(line: 15, column: 5, scope: !12)
!34 = !DILocation(line: 16, column: 19, scope: !12)
!35 = !DILocation(line: 16, column: 10, scope: !12)
!36 = !DILocation(line: 16, column: 26, scope: !12)
!37 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !38)
!38 = distinct !DILocation(line: 16, column: 30, scope: !12)
!39 = !DILocation(line: 16, column: 28, scope: !12)
!40 = !DILocation(line: 16, column: 5, scope: !12)
!41 = !DILocation(line: 17, column: 13, scope: !12)
!42 = !DILocation(line: 17, column: 24, scope: !12)
!43 = !DILocation(line: 17, column: 22, scope: !12)
!44 = !DILocation(line: 17, column: 17, scope: !12)
!45 = !DILocation(line: 17, column: 27, scope: !12)
!46 = !DILocation(line: 18, column: 33, scope: !12)
!47 = !DILocation(line: 18, column: 39, scope: !12)
!48 = !DILocation(line: 18, column: 37, scope: !12)
!49 = !DILocation(line: 18, column: 27, scope: !12)
!50 = !DILocation(line: 18, column: 19, scope: !12)
!51 = !DILocation(line: 18, column: 13, scope: !12)
!52 = !DILocation(line: 18, column: 24, scope: !12)
!53 = !DILocation(line: 19, column: 9, scope: !12)
!54 = !DILocation(line: 20, column: 5, scope: !12)
!55 = !DILocation(line: 16, column: 44, scope: !12)
!56 = distinct !{!56, !40, !54, !57}
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 21, column: 9, scope: !12)
!59 = !DILocation(line: 21, column: 13, scope: !12)
!60 = !DILocation(line: 22, column: 27, scope: !12)
!61 = !DILocation(line: 22, column: 9, scope: !12)
!62 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !63)
!63 = distinct !DILocation(line: 22, column: 13, scope: !12)
!64 = !DILocation(line: 22, column: 25, scope: !12)
!65 = !DILocation(line: 23, column: 1, scope: !12)
