; ModuleID = 'c-shared-race-004.cu'
source_filename = "c-shared-race-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ27c_generic_pointer_smooth_okE1s = internal addrspace(3) global [65 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z7smooth2Pfj(ptr noundef %0, i32 noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 8, !dbg !15
  %8 = load i32, ptr %4, align 4, !dbg !16
  %9 = add i32 %8, 1, !dbg !17
  %10 = zext i32 %9 to i64, !dbg !15
  %11 = getelementptr inbounds float, ptr %7, i64 %10, !dbg !15
  %12 = load float, ptr %11, align 4, !dbg !15
  store float %12, ptr %5, align 4, !dbg !18
  %13 = load ptr, ptr %3, align 8, !dbg !19
  %14 = load i32, ptr %4, align 4, !dbg !20
  %15 = zext i32 %14 to i64, !dbg !19
  %16 = getelementptr inbounds float, ptr %13, i64 %15, !dbg !19
  %17 = load float, ptr %16, align 4, !dbg !19
  store float %17, ptr %6, align 4, !dbg !21
  call void @llvm.nvvm.barrier0(), !dbg !22
  %18 = load float, ptr %6, align 4, !dbg !23
  %19 = load float, ptr %5, align 4, !dbg !24
  %20 = fadd contract float %18, %19, !dbg !25
  %21 = fmul contract float 5.000000e-01, %20, !dbg !26
  %22 = load ptr, ptr %3, align 8, !dbg !27
  %23 = load i32, ptr %4, align 4, !dbg !28
  %24 = zext i32 %23 to i64, !dbg !27
  %25 = getelementptr inbounds float, ptr %22, i64 %24, !dbg !27
  store float %21, ptr %25, align 4, !dbg !29
  ret void, !dbg !30
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @c_generic_pointer_smooth_ok(ptr noundef %0, ptr noundef %1) #2 !dbg !31 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !32
  store i32 %6, ptr %5, align 4, !dbg !36
  %7 = load ptr, ptr %3, align 8, !dbg !37
  %8 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !38
  %9 = mul i32 %8, 64, !dbg !41
  %10 = load i32, ptr %5, align 4, !dbg !42
  %11 = add i32 %9, %10, !dbg !43
  %12 = zext i32 %11 to i64, !dbg !37
  %13 = getelementptr inbounds float, ptr %7, i64 %12, !dbg !37
  %14 = load float, ptr %13, align 4, !dbg !37
  %15 = load i32, ptr %5, align 4, !dbg !44
  %16 = zext i32 %15 to i64, !dbg !45
  %17 = getelementptr inbounds [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27c_generic_pointer_smooth_okE1s to ptr), i64 0, i64 %16, !dbg !45
  store float %14, ptr %17, align 4, !dbg !46
  %18 = load i32, ptr %5, align 4, !dbg !47
  %19 = icmp eq i32 %18, 0, !dbg !48
  br i1 %19, label %20, label %21, !dbg !47

20:                                               ; preds = %2
  store float 0.000000e+00, ptr getelementptr inbounds ([65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27c_generic_pointer_smooth_okE1s to ptr), i64 0, i64 64), align 4, !dbg !49
  br label %21, !dbg !50

21:                                               ; preds = %20, %2
  call void @llvm.nvvm.barrier0(), !dbg !51
  %22 = load i32, ptr %5, align 4, !dbg !52
  call void @_Z7smooth2Pfj(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ27c_generic_pointer_smooth_okE1s to ptr), i32 noundef %22) #4, !dbg !53
  call void @llvm.nvvm.barrier0(), !dbg !54
  %23 = load i32, ptr %5, align 4, !dbg !55
  %24 = zext i32 %23 to i64, !dbg !56
  %25 = getelementptr inbounds [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27c_generic_pointer_smooth_okE1s to ptr), i64 0, i64 %24, !dbg !56
  %26 = load float, ptr %25, align 4, !dbg !56
  %27 = load ptr, ptr %4, align 8, !dbg !57
  %28 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !58
  %29 = mul i32 %28, 64, !dbg !60
  %30 = load i32, ptr %5, align 4, !dbg !61
  %31 = add i32 %29, %30, !dbg !62
  %32 = zext i32 %31 to i64, !dbg !57
  %33 = getelementptr inbounds float, ptr %27, i64 %32, !dbg !57
  store float %26, ptr %33, align 4, !dbg !63
  ret void, !dbg !64
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
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
!7 = !DIFile(filename: "c-shared-race-004.cu", directory: ".")
!8 = !{ptr @c_generic_pointer_smooth_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "smooth2", scope: !7, file: !7, line: 5, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 7, column: 19, scope: !12)
!16 = !DILocation(line: 7, column: 21, scope: !12)
!17 = !DILocation(line: 7, column: 23, scope: !12)
!18 = !DILocation(line: 7, column: 11, scope: !12)
!19 = !DILocation(line: 8, column: 18, scope: !12)
!20 = !DILocation(line: 8, column: 20, scope: !12)
!21 = !DILocation(line: 8, column: 11, scope: !12)
!22 = !DILocation(line: 9, column: 5, scope: !12)
!23 = !DILocation(line: 10, column: 20, scope: !12)
!24 = !DILocation(line: 10, column: 27, scope: !12)
!25 = !DILocation(line: 10, column: 25, scope: !12)
!26 = !DILocation(line: 10, column: 17, scope: !12)
!27 = !DILocation(line: 10, column: 5, scope: !12)
!28 = !DILocation(line: 10, column: 7, scope: !12)
!29 = !DILocation(line: 10, column: 10, scope: !12)
!30 = !DILocation(line: 11, column: 1, scope: !12)
!31 = distinct !DISubprogram(name: "c_generic_pointer_smooth_ok", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!32 = !DILocation(line: 53, column: 3, scope: !33, inlinedAt: !35)
!33 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !34, file: !34, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!34 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!35 = distinct !DILocation(line: 16, column: 18, scope: !31)
!36 = !DILocation(line: 16, column: 14, scope: !31)
!37 = !DILocation(line: 17, column: 12, scope: !31)
!38 = !DILocation(line: 66, column: 3, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !34, file: !34, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!40 = distinct !DILocation(line: 17, column: 15, scope: !31)
!41 = !DILocation(line: 17, column: 26, scope: !31)
!42 = !DILocation(line: 17, column: 33, scope: !31)
!43 = !DILocation(line: 17, column: 31, scope: !31)
!44 = !DILocation(line: 17, column: 7, scope: !31)
!45 = !DILocation(line: 17, column: 5, scope: !31)
!46 = !DILocation(line: 17, column: 10, scope: !31)
!47 = !DILocation(line: 18, column: 9, scope: !31)
!48 = !DILocation(line: 18, column: 11, scope: !31)
!49 = !DILocation(line: 19, column: 15, scope: !31)
!50 = !DILocation(line: 19, column: 9, scope: !31)
!51 = !DILocation(line: 20, column: 5, scope: !31)
!52 = !DILocation(line: 21, column: 16, scope: !31)
!53 = !DILocation(line: 21, column: 5, scope: !31)
!54 = !DILocation(line: 22, column: 5, scope: !31)
!55 = !DILocation(line: 23, column: 34, scope: !31)
!56 = !DILocation(line: 23, column: 32, scope: !31)
!57 = !DILocation(line: 23, column: 5, scope: !31)
!58 = !DILocation(line: 66, column: 3, scope: !39, inlinedAt: !59)
!59 = distinct !DILocation(line: 23, column: 9, scope: !31)
!60 = !DILocation(line: 23, column: 20, scope: !31)
!61 = !DILocation(line: 23, column: 27, scope: !31)
!62 = !DILocation(line: 23, column: 25, scope: !31)
!63 = !DILocation(line: 23, column: 30, scope: !31)
!64 = !DILocation(line: 24, column: 1, scope: !31)
