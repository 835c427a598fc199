; ModuleID = 'a-barrier-divergence-004.cu'
source_filename = "a-barrier-divergence-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ20a_guard_no_return_okE1s = internal addrspace(3) global [258 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_guard_no_return_ok(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %7, align 4, !dbg !19
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %12 = mul i32 %10, %11, !dbg !26
  %13 = load i32, ptr %7, align 4, !dbg !27
  %14 = add i32 %12, %13, !dbg !28
  store i32 %14, ptr %8, align 4, !dbg !29
  %15 = load i32, ptr %8, align 4, !dbg !30
  %16 = load i32, ptr %6, align 4, !dbg !31
  %17 = icmp ult i32 %15, %16, !dbg !32
  br i1 %17, label %18, label %24, !dbg !33

18:                                               ; preds = %3
  %19 = load ptr, ptr %4, align 8, !dbg !34
  %20 = load i32, ptr %8, align 4, !dbg !35
  %21 = zext i32 %20 to i64, !dbg !34
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !34
  %23 = load float, ptr %22, align 4, !dbg !34
  br label %25, !dbg !33

24:                                               ; preds = %3
  br label %25, !dbg !33

25:                                               ; preds = %24, %18
  %26 = phi contract float [ %23, %18 ], [ 0.000000e+00, %24 ], !dbg !33
  %27 = load i32, ptr %7, align 4, !dbg !36
  %28 = add i32 %27, 1, !dbg !37
  %29 = zext i32 %28 to i64, !dbg !38
  %30 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20a_guard_no_return_okE1s to ptr), i64 0, i64 %29, !dbg !38
  store float %26, ptr %30, align 4, !dbg !39
  %31 = load i32, ptr %7, align 4, !dbg !40
  %32 = icmp eq i32 %31, 0, !dbg !41
  br i1 %32, label %33, label %34, !dbg !40

33:                                               ; preds = %25
  store float 0.000000e+00, ptr addrspacecast (ptr addrspace(3) @_ZZ20a_guard_no_return_okE1s to ptr), align 4, !dbg !42
  br label %34, !dbg !43

34:                                               ; preds = %33, %25
  %35 = load i32, ptr %7, align 4, !dbg !44
  %36 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !45
  %37 = sub i32 %36, 1, !dbg !47
  %38 = icmp eq i32 %35, %37, !dbg !48
  br i1 %38, label %39, label %44, !dbg !44

39:                                               ; preds = %34
  %40 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !49
  %41 = add i32 %40, 1, !dbg !51
  %42 = zext i32 %41 to i64, !dbg !52
  %43 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20a_guard_no_return_okE1s to ptr), i64 0, i64 %42, !dbg !52
  store float 0.000000e+00, ptr %43, align 4, !dbg !53
  br label %44, !dbg !52

44:                                               ; preds = %39, %34
  call void @llvm.nvvm.barrier0(), !dbg !54
  %45 = load i32, ptr %8, align 4, !dbg !55
  %46 = load i32, ptr %6, align 4, !dbg !56
  %47 = icmp ult i32 %45, %46, !dbg !57
  br i1 %47, label %48, label %69, !dbg !55

48:                                               ; preds = %44
  %49 = load i32, ptr %7, align 4, !dbg !58
  %50 = zext i32 %49 to i64, !dbg !59
  %51 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20a_guard_no_return_okE1s to ptr), i64 0, i64 %50, !dbg !59
  %52 = load float, ptr %51, align 4, !dbg !59
  %53 = load i32, ptr %7, align 4, !dbg !60
  %54 = add i32 %53, 1, !dbg !61
  %55 = zext i32 %54 to i64, !dbg !62
  %56 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20a_guard_no_return_okE1s to ptr), i64 0, i64 %55, !dbg !62
  %57 = load float, ptr %56, align 4, !dbg !62
  %58 = fadd contract float %52, %57, !dbg !63
  %59 = load i32, ptr %7, align 4, !dbg !64
  %60 = add i32 %59, 2, !dbg !65
  %61 = zext i32 %60 to i64, !dbg !66
  %62 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20a_guard_no_return_okE1s to ptr), i64 0, i64 %61, !dbg !66
  %63 = load float, ptr %62, align 4, !dbg !66
  %64 = fadd contract float %58, %63, !dbg !67
  %65 = load ptr, ptr %5, align 8, !dbg !68
  %66 = load i32, ptr %8, align 4, !dbg !69
  %67 = zext i32 %66 to i64, !dbg !68
  %68 = getelementptr inbounds float, ptr %65, i64 %67, !dbg !68
  store float %64, ptr %68, align 4, !dbg !70
  br label %69, !dbg !68

69:                                               ; preds = %48, %44
  ret void, !dbg !71
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
!7 = !DIFile(filename: "a-barrier-divergence-004.cu", directory: ".")
!8 = !{ptr @a_guard_no_return_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_guard_no_return_ok", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 18, scope: !12)
!19 = !DILocation(line: 13, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 14, column: 18, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 14, column: 31, scope: !12)
!26 = !DILocation(line: 14, column: 29, scope: !12)
!27 = !DILocation(line: 14, column: 44, scope: !12)
!28 = !DILocation(line: 14, column: 42, scope: !12)
!29 = !DILocation(line: 14, column: 14, scope: !12)
!30 = !DILocation(line: 15, column: 17, scope: !12)
!31 = !DILocation(line: 15, column: 21, scope: !12)
!32 = !DILocation(line: 15, column: 19, scope: !12)
!33 = !DILocation(line: 15, column: 16, scope: !12)
!34 = !DILocation(line: 15, column: 26, scope: !12)
!35 = !DILocation(line: 15, column: 29, scope: !12)
!36 = !DILocation(line: 15, column: 7, scope: !12)
!37 = !DILocation(line: 15, column: 9, scope: !12)
!38 = !DILocation(line: 15, column: 5, scope: !12)
!39 = !DILocation(line: 15, column: 14, scope: !12)
!40 = !DILocation(line: 16, column: 9, scope: !12)
!41 = !DILocation(line: 16, column: 11, scope: !12)
!42 = !DILocation(line: 17, column: 14, scope: !12)
!43 = !DILocation(line: 17, column: 9, scope: !12)
!44 = !DILocation(line: 18, column: 9, scope: !12)
!45 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !46)
!46 = distinct !DILocation(line: 18, column: 14, scope: !12)
!47 = !DILocation(line: 18, column: 25, scope: !12)
!48 = !DILocation(line: 18, column: 11, scope: !12)
!49 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !50)
!50 = distinct !DILocation(line: 19, column: 11, scope: !12)
!51 = !DILocation(line: 19, column: 22, scope: !12)
!52 = !DILocation(line: 19, column: 9, scope: !12)
!53 = !DILocation(line: 19, column: 27, scope: !12)
!54 = !DILocation(line: 20, column: 5, scope: !12)
!55 = !DILocation(line: 21, column: 9, scope: !12)
!56 = !DILocation(line: 21, column: 13, scope: !12)
!57 = !DILocation(line: 21, column: 11, scope: !12)
!58 = !DILocation(line: 22, column: 20, scope: !12)
!59 = !DILocation(line: 22, column: 18, scope: !12)
!60 = !DILocation(line: 22, column: 27, scope: !12)
!61 = !DILocation(line: 22, column: 29, scope: !12)
!62 = !DILocation(line: 22, column: 25, scope: !12)
!63 = !DILocation(line: 22, column: 23, scope: !12)
!64 = !DILocation(line: 22, column: 38, scope: !12)
!65 = !DILocation(line: 22, column: 40, scope: !12)
!66 = !DILocation(line: 22, column: 36, scope: !12)
!67 = !DILocation(line: 22, column: 34, scope: !12)
!68 = !DILocation(line: 22, column: 9, scope: !12)
!69 = !DILocation(line: 22, column: 13, scope: !12)
!70 = !DILocation(line: 22, column: 16, scope: !12)
!71 = !DILocation(line: 23, column: 1, scope: !12)
