; ModuleID = 'b-shared-race-018.cu'
source_filename = "b-shared-race-018.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ25b_stencil1d_halo_offbyoneE1s = internal addrspace(3) global [134 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_stencil1d_halo_offbyone(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %5, align 4, !dbg !19
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %11 = mul i32 %10, 128, !dbg !23
  %12 = load i32, ptr %5, align 4, !dbg !24
  %13 = add i32 %11, %12, !dbg !25
  %14 = add i32 %13, 3, !dbg !26
  store i32 %14, ptr %6, align 4, !dbg !27
  %15 = load ptr, ptr %4, align 8, !dbg !28
  %16 = load i32, ptr %6, align 4, !dbg !29
  %17 = sext i32 %16 to i64, !dbg !28
  %18 = getelementptr inbounds float, ptr %15, i64 %17, !dbg !28
  %19 = load float, ptr %18, align 4, !dbg !28
  %20 = load i32, ptr %5, align 4, !dbg !30
  %21 = add nsw i32 %20, 3, !dbg !31
  %22 = sext i32 %21 to i64, !dbg !32
  %23 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25b_stencil1d_halo_offbyoneE1s to ptr), i64 0, i64 %22, !dbg !32
  store float %19, ptr %23, align 4, !dbg !33
  %24 = load i32, ptr %5, align 4, !dbg !34
  %25 = icmp slt i32 %24, 3, !dbg !35
  br i1 %25, label %26, label %49, !dbg !34

26:                                               ; preds = %2
  %27 = load ptr, ptr %4, align 8, !dbg !36
  %28 = load i32, ptr %6, align 4, !dbg !37
  %29 = sub nsw i32 %28, 3, !dbg !38
  %30 = sext i32 %29 to i64, !dbg !36
  %31 = getelementptr inbounds float, ptr %27, i64 %30, !dbg !36
  %32 = load float, ptr %31, align 4, !dbg !36
  %33 = load i32, ptr %5, align 4, !dbg !39
  %34 = sext i32 %33 to i64, !dbg !40
  %35 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25b_stencil1d_halo_offbyoneE1s to ptr), i64 0, i64 %34, !dbg !40
  store float %32, ptr %35, align 4, !dbg !41
  %36 = load ptr, ptr %4, align 8, !dbg !42
  %37 = load i32, ptr %6, align 4, !dbg !43
  %38 = add nsw i32 %37, 128, !dbg !44
  %39 = sub nsw i32 %38, 1, !dbg !45
  %40 = sext i32 %39 to i64, !dbg !42
  %41 = getelementptr inbounds float, ptr %36, i64 %40, !dbg !42
  %42 = load float, ptr %41, align 4, !dbg !42
  %43 = load i32, ptr %5, align 4, !dbg !46
  %44 = add nsw i32 %43, 128, !dbg !47
  %45 = add nsw i32 %44, 3, !dbg !48
  %46 = sub nsw i32 %45, 1, !dbg !49
  %47 = sext i32 %46 to i64, !dbg !50
  %48 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25b_stencil1d_halo_offbyoneE1s to ptr), i64 0, i64 %47, !dbg !50
  store float %42, ptr %48, align 4, !dbg !51
  br label %49, !dbg !52

49:                                               ; preds = %26, %2
  call void @llvm.nvvm.barrier0(), !dbg !53
  store float 0.000000e+00, ptr %7, align 4, !dbg !54
  store i32 -3, ptr %8, align 4, !dbg !55
  br label %50, !dbg !56

50:                                               ; preds = %63, %49
  %51 = load i32, ptr %8, align 4, !dbg !57
  %52 = icmp sle i32 %51, 3, !dbg !58
  br i1 %52, label %53, label %66, !dbg !59

53:                                               ; preds = %50
  %54 = load i32, ptr %5, align 4, !dbg !60
  %55 = add nsw i32 %54, 3, !dbg !61
  %56 = load i32, ptr %8, align 4, !dbg !62
  %57 = add nsw i32 %55, %56, !dbg !63
  %58 = sext i32 %57 to i64, !dbg !64
  %59 = getelementptr inbounds [134 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25b_stencil1d_halo_offbyoneE1s to ptr), i64 0, i64 %58, !dbg !64
  %60 = load float, ptr %59, align 4, !dbg !64
  %61 = load float, ptr %7, align 4, !dbg !65
  %62 = fadd contract float %61, %60, !dbg !65
  store float %62, ptr %7, align 4, !dbg !65
  br label %63, !dbg !66

63:                                               ; preds = %53
  %64 = load i32, ptr %8, align 4, !dbg !67
  %65 = add nsw i32 %64, 1, !dbg !67
  store i32 %65, ptr %8, align 4, !dbg !67
  br label %50, !dbg !59, !llvm.loop !68

66:                                               ; preds = %50
  %67 = load float, ptr %7, align 4, !dbg !71
  %68 = load ptr, ptr %3, align 8, !dbg !72
  %69 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !73
  %70 = mul i32 %69, 128, !dbg !75
  %71 = load i32, ptr %5, align 4, !dbg !76
  %72 = add i32 %70, %71, !dbg !77
  %73 = zext i32 %72 to i64, !dbg !72
  %74 = getelementptr inbounds float, ptr %68, i64 %73, !dbg !72
  store float %67, ptr %74, align 4, !dbg !78
  ret void, !dbg !79
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
!7 = !DIFile(filename: "b-shared-race-018.cu", directory: ".")
!8 = !{ptr @b_stencil1d_halo_offbyone, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_stencil1d_halo_offbyone", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 14, column: 13, scope: !12)
!23 = !DILocation(line: 14, column: 24, scope: !12)
!24 = !DILocation(line: 14, column: 30, scope: !12)
!25 = !DILocation(line: 14, column: 28, scope: !12)
!26 = !DILocation(line: 14, column: 32, scope: !12)
!27 = !DILocation(line: 14, column: 9, scope: !12)
!28 = !DILocation(line: 15, column: 16, scope: !12)
!29 = !DILocation(line: 15, column: 19, scope: !12)
!30 = !DILocation(line: 15, column: 7, scope: !12)
!31 = !DILocation(line: 15, column: 9, scope: !12)
!32 = !DILocation(line: 15, column: 5, scope: !12)
!33 = !DILocation(line: 15, column: 14, scope: !12)
!34 = !DILocation(line: 16, column: 9, scope: !12)
!35 = !DILocation(line: 16, column: 11, scope: !12)
!36 = !DILocation(line: 17, column: 16, scope: !12)
!37 = !DILocation(line: 17, column: 19, scope: !12)
!38 = !DILocation(line: 17, column: 21, scope: !12)
!39 = !DILocation(line: 17, column: 11, scope: !12)
!40 = !DILocation(line: 17, column: 9, scope: !12)
!41 = !DILocation(line: 17, column: 14, scope: !12)
!42 = !DILocation(line: 18, column: 28, scope: !12)
!43 = !DILocation(line: 18, column: 31, scope: !12)
!44 = !DILocation(line: 18, column: 33, scope: !12)
!45 = !DILocation(line: 18, column: 37, scope: !12)
!46 = !DILocation(line: 18, column: 11, scope: !12)
!47 = !DILocation(line: 18, column: 13, scope: !12)
!48 = !DILocation(line: 18, column: 17, scope: !12)
!49 = !DILocation(line: 18, column: 21, scope: !12)
!50 = !DILocation(line: 18, column: 9, scope: !12)
!51 = !DILocation(line: 18, column: 26, scope: !12)
!52 = !DILocation(line: 19, column: 5, scope: !12)
!53 = !DILocation(line: 20, column: 5, scope: !12)
!54 = !DILocation(line: 21, column: 11, scope: !12)
!55 = !DILocation(line: 22, column: 14, scope: !12)
!56 = !DILocation(line: 22, column: 10, scope: !12)
!57 = !DILocation(line: 22, column: 22, scope: !12)
!58 = !DILocation(line: 22, column: 24, scope: !12)
!59 = !DILocation(line: 22, column: 5, scope: !12)
!60 = !DILocation(line: 23, column: 16, scope: !12)
!61 = !DILocation(line: 23, column: 18, scope: !12)
!62 = !DILocation(line: 23, column: 24, scope: !12)
!63 = !DILocation(line: 23, column: 22, scope: !12)
!64 = !DILocation(line: 23, column: 14, scope: !12)
!65 = !DILocation(line: 23, column: 11, scope: !12)
!66 = !DILocation(line: 23, column: 9, scope: !12)
!67 = !DILocation(line: 22, column: 30, scope: !12)
!68 = distinct !{!68, !59, !69, !70}
!69 = !DILocation(line: 23, column: 25, scope: !12)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 24, column: 31, scope: !12)
!72 = !DILocation(line: 24, column: 5, scope: !12)
!73 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !74)
!74 = distinct !DILocation(line: 24, column: 9, scope: !12)
!75 = !DILocation(line: 24, column: 20, scope: !12)
!76 = !DILocation(line: 24, column: 26, scope: !12)
!77 = !DILocation(line: 24, column: 24, scope: !12)
!78 = !DILocation(line: 24, column: 29, scope: !12)
!79 = !DILocation(line: 25, column: 1, scope: !12)
