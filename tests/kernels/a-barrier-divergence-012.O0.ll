; ModuleID = 'a-barrier-divergence-012.cu'
source_filename = "a-barrier-divergence-012.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ21a_ifelse_two_barriersE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_ifelse_two_barriers(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %8, ptr %5, align 4, !dbg !19
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %10 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %11 = mul i32 %9, %10, !dbg !26
  %12 = load i32, ptr %5, align 4, !dbg !27
  %13 = add i32 %11, %12, !dbg !28
  store i32 %13, ptr %6, align 4, !dbg !29
  %14 = load ptr, ptr %3, align 8, !dbg !30
  %15 = load i32, ptr %6, align 4, !dbg !31
  %16 = zext i32 %15 to i64, !dbg !30
  %17 = getelementptr inbounds float, ptr %14, i64 %16, !dbg !30
  %18 = load float, ptr %17, align 4, !dbg !30
  store float %18, ptr %7, align 4, !dbg !32
  %19 = load i32, ptr %5, align 4, !dbg !33
  %20 = icmp ult i32 %19, 128, !dbg !34
  br i1 %20, label %21, label %32, !dbg !33

21:                                               ; preds = %2
  %22 = load float, ptr %7, align 4, !dbg !35
  %23 = fmul contract float 2.000000e+00, %22, !dbg !36
  %24 = load i32, ptr %5, align 4, !dbg !37
  %25 = zext i32 %24 to i64, !dbg !38
  %26 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_ifelse_two_barriersE1s to ptr), i64 0, i64 %25, !dbg !38
  store float %23, ptr %26, align 4, !dbg !39
  call void @llvm.nvvm.barrier0(), !dbg !40
  %27 = load i32, ptr %5, align 4, !dbg !41
  %28 = add i32 %27, 128, !dbg !42
  %29 = zext i32 %28 to i64, !dbg !43
  %30 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_ifelse_two_barriersE1s to ptr), i64 0, i64 %29, !dbg !43
  %31 = load float, ptr %30, align 4, !dbg !43
  store float %31, ptr %7, align 4, !dbg !44
  br label %43, !dbg !45

32:                                               ; preds = %2
  %33 = load float, ptr %7, align 4, !dbg !46
  %34 = fadd contract float %33, 1.000000e+00, !dbg !47
  %35 = load i32, ptr %5, align 4, !dbg !48
  %36 = zext i32 %35 to i64, !dbg !49
  %37 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_ifelse_two_barriersE1s to ptr), i64 0, i64 %36, !dbg !49
  store float %34, ptr %37, align 4, !dbg !50
  call void @llvm.nvvm.barrier0(), !dbg !51
  %38 = load i32, ptr %5, align 4, !dbg !52
  %39 = sub i32 %38, 128, !dbg !53
  %40 = zext i32 %39 to i64, !dbg !54
  %41 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21a_ifelse_two_barriersE1s to ptr), i64 0, i64 %40, !dbg !54
  %42 = load float, ptr %41, align 4, !dbg !54
  store float %42, ptr %7, align 4, !dbg !55
  br label %43

43:                                               ; preds = %32, %21
  %44 = load float, ptr %7, align 4, !dbg !56
  %45 = load ptr, ptr %4, align 8, !dbg !57
  %46 = load i32, ptr %6, align 4, !dbg !58
  %47 = zext i32 %46 to i64, !dbg !57
  %48 = getelementptr inbounds float, ptr %45, i64 %47, !dbg !57
  store float %44, ptr %48, align 4, !dbg !59
  ret void, !dbg !60
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
!7 = !DIFile(filename: "a-barrier-divergence-012.cu", directory: ".")
!8 = !{ptr @a_ifelse_two_barriers, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_ifelse_two_barriers", scope: !7, file: !7, line: 14, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 17, column: 18, scope: !12)
!19 = !DILocation(line: 17, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 18, column: 18, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 18, column: 31, scope: !12)
!26 = !DILocation(line: 18, column: 29, scope: !12)
!27 = !DILocation(line: 18, column: 44, scope: !12)
!28 = !DILocation(line: 18, column: 42, scope: !12)
!29 = !DILocation(line: 18, column: 14, scope: !12)
!30 = !DILocation(line: 19, column: 15, scope: !12)
!31 = !DILocation(line: 19, column: 18, scope: !12)
!32 = !DILocation(line: 19, column: 11, scope: !12)
!33 = !DILocation(line: 20, column: 9, scope: !12)
!34 = !DILocation(line: 20, column: 11, scope: !12)
!35 = !DILocation(line: 21, column: 23, scope: !12)
!36 = !DILocation(line: 21, column: 21, scope: !12)
!37 = !DILocation(line: 21, column: 11, scope: !12)
!38 = !DILocation(line: 21, column: 9, scope: !12)
!39 = !DILocation(line: 21, column: 14, scope: !12)
!40 = !DILocation(line: 22, column: 9, scope: !12)
!41 = !DILocation(line: 23, column: 15, scope: !12)
!42 = !DILocation(line: 23, column: 17, scope: !12)
!43 = !DILocation(line: 23, column: 13, scope: !12)
!44 = !DILocation(line: 23, column: 11, scope: !12)
!45 = !DILocation(line: 24, column: 5, scope: !12)
!46 = !DILocation(line: 25, column: 16, scope: !12)
!47 = !DILocation(line: 25, column: 18, scope: !12)
!48 = !DILocation(line: 25, column: 11, scope: !12)
!49 = !DILocation(line: 25, column: 9, scope: !12)
!50 = !DILocation(line: 25, column: 14, scope: !12)
!51 = !DILocation(line: 26, column: 9, scope: !12)
!52 = !DILocation(line: 27, column: 15, scope: !12)
!53 = !DILocation(line: 27, column: 17, scope: !12)
!54 = !DILocation(line: 27, column: 13, scope: !12)
!55 = !DILocation(line: 27, column: 11, scope: !12)
!56 = !DILocation(line: 29, column: 14, scope: !12)
!57 = !DILocation(line: 29, column: 5, scope: !12)
!58 = !DILocation(line: 29, column: 9, scope: !12)
!59 = !DILocation(line: 29, column: 12, scope: !12)
!60 = !DILocation(line: 30, column: 1, scope: !12)
