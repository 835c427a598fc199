; ModuleID = 'e-global-race-003.cu'
source_filename = "e-global-race-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ10e_tiles_okE1s = internal addrspace(3) global [258 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @e_tiles_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %7, ptr %5, align 4, !dbg !19
  %8 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %9 = mul i32 %8, 256, !dbg !23
  %10 = load i32, ptr %5, align 4, !dbg !24
  %11 = add i32 %9, %10, !dbg !25
  store i32 %11, ptr %6, align 4, !dbg !26
  %12 = load ptr, ptr %3, align 8, !dbg !27
  %13 = load i32, ptr %6, align 4, !dbg !28
  %14 = sext i32 %13 to i64, !dbg !27
  %15 = getelementptr inbounds float, ptr %12, i64 %14, !dbg !27
  %16 = load float, ptr %15, align 4, !dbg !27
  %17 = load i32, ptr %5, align 4, !dbg !29
  %18 = add nsw i32 %17, 1, !dbg !30
  %19 = sext i32 %18 to i64, !dbg !31
  %20 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10e_tiles_okE1s to ptr), i64 0, i64 %19, !dbg !31
  store float %16, ptr %20, align 4, !dbg !32
  %21 = load i32, ptr %5, align 4, !dbg !33
  %22 = icmp eq i32 %21, 0, !dbg !34
  br i1 %22, label %23, label %24, !dbg !33

23:                                               ; preds = %2
  store float 0.000000e+00, ptr addrspacecast (ptr addrspace(3) @_ZZ10e_tiles_okE1s to ptr), align 4, !dbg !35
  br label %24, !dbg !36

24:                                               ; preds = %23, %2
  %25 = load i32, ptr %5, align 4, !dbg !37
  %26 = icmp eq i32 %25, 255, !dbg !38
  br i1 %26, label %27, label %28, !dbg !37

27:                                               ; preds = %24
  store float 0.000000e+00, ptr getelementptr inbounds ([258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10e_tiles_okE1s to ptr), i64 0, i64 257), align 4, !dbg !39
  br label %28, !dbg !40

28:                                               ; preds = %27, %24
  call void @llvm.nvvm.barrier0(), !dbg !41
  %29 = load i32, ptr %5, align 4, !dbg !42
  %30 = sext i32 %29 to i64, !dbg !43
  %31 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10e_tiles_okE1s to ptr), i64 0, i64 %30, !dbg !43
  %32 = load float, ptr %31, align 4, !dbg !43
  %33 = load i32, ptr %5, align 4, !dbg !44
  %34 = add nsw i32 %33, 1, !dbg !45
  %35 = sext i32 %34 to i64, !dbg !46
  %36 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10e_tiles_okE1s to ptr), i64 0, i64 %35, !dbg !46
  %37 = load float, ptr %36, align 4, !dbg !46
  %38 = fadd contract float %32, %37, !dbg !47
  %39 = load i32, ptr %5, align 4, !dbg !48
  %40 = add nsw i32 %39, 2, !dbg !49
  %41 = sext i32 %40 to i64, !dbg !50
  %42 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10e_tiles_okE1s to ptr), i64 0, i64 %41, !dbg !50
  %43 = load float, ptr %42, align 4, !dbg !50
  %44 = fadd contract float %38, %43, !dbg !51
  %45 = fdiv contract float %44, 3.000000e+00, !dbg !52
  %46 = load ptr, ptr %4, align 8, !dbg !53
  %47 = load i32, ptr %6, align 4, !dbg !54
  %48 = sext i32 %47 to i64, !dbg !53
  %49 = getelementptr inbounds float, ptr %46, i64 %48, !dbg !53
  store float %45, ptr %49, align 4, !dbg !55
  ret void, !dbg !56
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

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
!7 = !DIFile(filename: "e-global-race-003.cu", directory: ".")
!8 = !{ptr @e_tiles_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "e_tiles_ok", scope: !7, file: !7, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 9, column: 13, scope: !12)
!19 = !DILocation(line: 9, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 9, column: 30, scope: !12)
!23 = !DILocation(line: 9, column: 41, scope: !12)
!24 = !DILocation(line: 9, column: 50, scope: !12)
!25 = !DILocation(line: 9, column: 48, scope: !12)
!26 = !DILocation(line: 9, column: 26, scope: !12)
!27 = !DILocation(line: 10, column: 16, scope: !12)
!28 = !DILocation(line: 10, column: 19, scope: !12)
!29 = !DILocation(line: 10, column: 7, scope: !12)
!30 = !DILocation(line: 10, column: 9, scope: !12)
!31 = !DILocation(line: 10, column: 5, scope: !12)
!32 = !DILocation(line: 10, column: 14, scope: !12)
!33 = !DILocation(line: 11, column: 9, scope: !12)
!34 = !DILocation(line: 11, column: 11, scope: !12)
!35 = !DILocation(line: 11, column: 22, scope: !12)
!36 = !DILocation(line: 11, column: 17, scope: !12)
!37 = !DILocation(line: 12, column: 9, scope: !12)
!38 = !DILocation(line: 12, column: 11, scope: !12)
!39 = !DILocation(line: 12, column: 36, scope: !12)
!40 = !DILocation(line: 12, column: 24, scope: !12)
!41 = !DILocation(line: 13, column: 5, scope: !12)
!42 = !DILocation(line: 14, column: 17, scope: !12)
!43 = !DILocation(line: 14, column: 15, scope: !12)
!44 = !DILocation(line: 14, column: 24, scope: !12)
!45 = !DILocation(line: 14, column: 26, scope: !12)
!46 = !DILocation(line: 14, column: 22, scope: !12)
!47 = !DILocation(line: 14, column: 20, scope: !12)
!48 = !DILocation(line: 14, column: 35, scope: !12)
!49 = !DILocation(line: 14, column: 37, scope: !12)
!50 = !DILocation(line: 14, column: 33, scope: !12)
!51 = !DILocation(line: 14, column: 31, scope: !12)
!52 = !DILocation(line: 14, column: 43, scope: !12)
!53 = !DILocation(line: 14, column: 5, scope: !12)
!54 = !DILocation(line: 14, column: 9, scope: !12)
!55 = !DILocation(line: 14, column: 12, scope: !12)
!56 = !DILocation(line: 15, column: 1, scope: !12)
