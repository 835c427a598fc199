; ModuleID = 'c-shared-race-003.cu'
source_filename = "c-shared-race-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ24c_generic_pointer_smoothE1s = internal addrspace(3) global [65 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z6smoothPfj(ptr noundef %0, i32 noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8, !dbg !15
  %6 = load i32, ptr %4, align 4, !dbg !16
  %7 = zext i32 %6 to i64, !dbg !15
  %8 = getelementptr inbounds float, ptr %5, i64 %7, !dbg !15
  %9 = load float, ptr %8, align 4, !dbg !15
  %10 = load ptr, ptr %3, align 8, !dbg !17
  %11 = load i32, ptr %4, align 4, !dbg !18
  %12 = add i32 %11, 1, !dbg !19
  %13 = zext i32 %12 to i64, !dbg !17
  %14 = getelementptr inbounds float, ptr %10, i64 %13, !dbg !17
  %15 = load float, ptr %14, align 4, !dbg !17
  %16 = fadd contract float %9, %15, !dbg !20
  %17 = fmul contract float 5.000000e-01, %16, !dbg !21
  %18 = load ptr, ptr %3, align 8, !dbg !22
  %19 = load i32, ptr %4, align 4, !dbg !23
  %20 = zext i32 %19 to i64, !dbg !22
  %21 = getelementptr inbounds float, ptr %18, i64 %20, !dbg !22
  store float %17, ptr %21, align 4, !dbg !24
  ret void, !dbg !25
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @c_generic_pointer_smooth(ptr noundef %0, ptr noundef %1) #1 !dbg !26 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  store i32 %6, ptr %5, align 4, !dbg !31
  %7 = load ptr, ptr %3, align 8, !dbg !32
  %8 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !33
  %9 = mul i32 %8, 64, !dbg !36
  %10 = load i32, ptr %5, align 4, !dbg !37
  %11 = add i32 %9, %10, !dbg !38
  %12 = zext i32 %11 to i64, !dbg !32
  %13 = getelementptr inbounds float, ptr %7, i64 %12, !dbg !32
  %14 = load float, ptr %13, align 4, !dbg !32
  %15 = load i32, ptr %5, align 4, !dbg !39
  %16 = zext i32 %15 to i64, !dbg !40
  %17 = getelementptr inbounds [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24c_generic_pointer_smoothE1s to ptr), i64 0, i64 %16, !dbg !40
  store float %14, ptr %17, align 4, !dbg !41
  %18 = load i32, ptr %5, align 4, !dbg !42
  %19 = icmp eq i32 %18, 0, !dbg !43
  br i1 %19, label %20, label %21, !dbg !42

20:                                               ; preds = %2
  store float 0.000000e+00, ptr getelementptr inbounds ([65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24c_generic_pointer_smoothE1s to ptr), i64 0, i64 64), align 4, !dbg !44
  br label %21, !dbg !45

21:                                               ; preds = %20, %2
  call void @llvm.nvvm.barrier0(), !dbg !46
  %22 = load i32, ptr %5, align 4, !dbg !47
  call void @_Z6smoothPfj(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ24c_generic_pointer_smoothE1s to ptr), i32 noundef %22) #4, !dbg !48
  call void @llvm.nvvm.barrier0(), !dbg !49
  %23 = load i32, ptr %5, align 4, !dbg !50
  %24 = zext i32 %23 to i64, !dbg !51
  %25 = getelementptr inbounds [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24c_generic_pointer_smoothE1s to ptr), i64 0, i64 %24, !dbg !51
  %26 = load float, ptr %25, align 4, !dbg !51
  %27 = load ptr, ptr %4, align 8, !dbg !52
  %28 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !53
  %29 = mul i32 %28, 64, !dbg !55
  %30 = load i32, ptr %5, align 4, !dbg !56
  %31 = add i32 %29, %30, !dbg !57
  %32 = zext i32 %31 to i64, !dbg !52
  %33 = getelementptr inbounds float, ptr %27, i64 %32, !dbg !52
  store float %26, ptr %33, align 4, !dbg !58
  ret void, !dbg !59
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!7 = !DIFile(filename: "c-shared-race-003.cu", directory: ".")
!8 = !{ptr @c_generic_pointer_smooth, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "smooth", scope: !7, file: !7, line: 5, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 7, column: 20, scope: !12)
!16 = !DILocation(line: 7, column: 22, scope: !12)
!17 = !DILocation(line: 7, column: 27, scope: !12)
!18 = !DILocation(line: 7, column: 29, scope: !12)
!19 = !DILocation(line: 7, column: 31, scope: !12)
!20 = !DILocation(line: 7, column: 25, scope: !12)
!21 = !DILocation(line: 7, column: 17, scope: !12)
!22 = !DILocation(line: 7, column: 5, scope: !12)
!23 = !DILocation(line: 7, column: 7, scope: !12)
!24 = !DILocation(line: 7, column: 10, scope: !12)
!25 = !DILocation(line: 8, column: 1, scope: !12)
!26 = distinct !DISubprogram(name: "c_generic_pointer_smooth", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!27 = !DILocation(line: 53, column: 3, scope: !28, inlinedAt: !30)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !29, file: !29, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!29 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!30 = distinct !DILocation(line: 13, column: 18, scope: !26)
!31 = !DILocation(line: 13, column: 14, scope: !26)
!32 = !DILocation(line: 14, column: 12, scope: !26)
!33 = !DILocation(line: 66, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !29, file: !29, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!35 = distinct !DILocation(line: 14, column: 15, scope: !26)
!36 = !DILocation(line: 14, column: 26, scope: !26)
!37 = !DILocation(line: 14, column: 33, scope: !26)
!38 = !DILocation(line: 14, column: 31, scope: !26)
!39 = !DILocation(line: 14, column: 7, scope: !26)
!40 = !DILocation(line: 14, column: 5, scope: !26)
!41 = !DILocation(line: 14, column: 10, scope: !26)
!42 = !DILocation(line: 15, column: 9, scope: !26)
!43 = !DILocation(line: 15, column: 11, scope: !26)
!44 = !DILocation(line: 16, column: 15, scope: !26)
!45 = !DILocation(line: 16, column: 9, scope: !26)
!46 = !DILocation(line: 17, column: 5, scope: !26)
!47 = !DILocation(line: 18, column: 15, scope: !26)
!48 = !DILocation(line: 18, column: 5, scope: !26)
!49 = !DILocation(line: 19, column: 5, scope: !26)
!50 = !DILocation(line: 20, column: 34, scope: !26)
!51 = !DILocation(line: 20, column: 32, scope: !26)
!52 = !DILocation(line: 20, column: 5, scope: !26)
!53 = !DILocation(line: 66, column: 3, scope: !34, inlinedAt: !54)
!54 = distinct !DILocation(line: 20, column: 9, scope: !26)
!55 = !DILocation(line: 20, column: 20, scope: !26)
!56 = !DILocation(line: 20, column: 27, scope: !26)
!57 = !DILocation(line: 20, column: 25, scope: !26)
!58 = !DILocation(line: 20, column: 30, scope: !26)
!59 = !DILocation(line: 21, column: 1, scope: !26)
