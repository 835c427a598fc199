; ModuleID = 'a-shared-race-054.cu'
source_filename = "a-shared-race-054.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }

@_ZZ22a_gridstride_reduce_okE5sdata = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_gridstride_reduce_ok(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %11, ptr %7, align 4, !dbg !19
  store float 0.000000e+00, ptr %8, align 4, !dbg !20
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %13 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !24
  %14 = mul i32 %12, %13, !dbg !27
  %15 = load i32, ptr %7, align 4, !dbg !28
  %16 = add i32 %14, %15, !dbg !29
  store i32 %16, ptr %9, align 4, !dbg !30
  br label %17, !dbg !31

17:                                               ; preds = %29, %3
  %18 = load i32, ptr %9, align 4, !dbg !32
  %19 = load i32, ptr %6, align 4, !dbg !33
  %20 = icmp ult i32 %18, %19, !dbg !34
  br i1 %20, label %21, label %35, !dbg !35

21:                                               ; preds = %17
  %22 = load ptr, ptr %4, align 8, !dbg !36
  %23 = load i32, ptr %9, align 4, !dbg !37
  %24 = zext i32 %23 to i64, !dbg !36
  %25 = getelementptr inbounds float, ptr %22, i64 %24, !dbg !36
  %26 = load float, ptr %25, align 4, !dbg !36
  %27 = load float, ptr %8, align 4, !dbg !38
  %28 = fadd contract float %27, %26, !dbg !38
  store float %28, ptr %8, align 4, !dbg !38
  br label %29, !dbg !39

29:                                               ; preds = %21
  %30 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !40
  %31 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !42
  %32 = mul i32 %30, %31, !dbg !45
  %33 = load i32, ptr %9, align 4, !dbg !46
  %34 = add i32 %33, %32, !dbg !46
  store i32 %34, ptr %9, align 4, !dbg !46
  br label %17, !dbg !35, !llvm.loop !47

35:                                               ; preds = %17
  %36 = load float, ptr %8, align 4, !dbg !50
  %37 = load i32, ptr %7, align 4, !dbg !51
  %38 = zext i32 %37 to i64, !dbg !52
  %39 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22a_gridstride_reduce_okE5sdata to ptr), i64 0, i64 %38, !dbg !52
  store float %36, ptr %39, align 4, !dbg !53
  call void @llvm.nvvm.barrier0(), !dbg !54
  %40 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !55
  %41 = udiv i32 %40, 2, !dbg !57
  store i32 %41, ptr %10, align 4, !dbg !58
  br label %42, !dbg !59

42:                                               ; preds = %62, %35
  %43 = load i32, ptr %10, align 4, !dbg !60
  %44 = icmp ugt i32 %43, 0, !dbg !61
  br i1 %44, label %45, label %65, !dbg !62

45:                                               ; preds = %42
  %46 = load i32, ptr %7, align 4, !dbg !63
  %47 = load i32, ptr %10, align 4, !dbg !64
  %48 = icmp ult i32 %46, %47, !dbg !65
  br i1 %48, label %49, label %61, !dbg !63

49:                                               ; preds = %45
  %50 = load i32, ptr %7, align 4, !dbg !66
  %51 = load i32, ptr %10, align 4, !dbg !67
  %52 = add i32 %50, %51, !dbg !68
  %53 = zext i32 %52 to i64, !dbg !69
  %54 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22a_gridstride_reduce_okE5sdata to ptr), i64 0, i64 %53, !dbg !69
  %55 = load float, ptr %54, align 4, !dbg !69
  %56 = load i32, ptr %7, align 4, !dbg !70
  %57 = zext i32 %56 to i64, !dbg !71
  %58 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22a_gridstride_reduce_okE5sdata to ptr), i64 0, i64 %57, !dbg !71
  %59 = load float, ptr %58, align 4, !dbg !72
  %60 = fadd contract float %59, %55, !dbg !72
  store float %60, ptr %58, align 4, !dbg !72
  br label %61, !dbg !71

61:                                               ; preds = %49, %45
  call void @llvm.nvvm.barrier0(), !dbg !73
  br label %62, !dbg !74

62:                                               ; preds = %61
  %63 = load i32, ptr %10, align 4, !dbg !75
  %64 = lshr i32 %63, 1, !dbg !75
  store i32 %64, ptr %10, align 4, !dbg !75
  br label %42, !dbg !62, !llvm.loop !76

65:                                               ; preds = %42
  %66 = load i32, ptr %7, align 4, !dbg !77
  %67 = icmp eq i32 %66, 0, !dbg !78
  br i1 %67, label %68, label %74, !dbg !77

68:                                               ; preds = %65
  %69 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ22a_gridstride_reduce_okE5sdata to ptr), align 4, !dbg !79
  %70 = load ptr, ptr %5, align 8, !dbg !80
  %71 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !81
  %72 = zext i32 %71 to i64, !dbg !80
  %73 = getelementptr inbounds float, ptr %70, i64 %72, !dbg !80
  store float %69, ptr %73, align 4, !dbg !83
  br label %74, !dbg !80

74:                                               ; preds = %68, %65
  ret void, !dbg !84
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!7 = !DIFile(filename: "a-shared-race-054.cu", directory: ".")
!8 = !{ptr @a_gridstride_reduce_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_gridstride_reduce_ok", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 20, scope: !12)
!19 = !DILocation(line: 13, column: 14, scope: !12)
!20 = !DILocation(line: 14, column: 11, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 15, column: 23, scope: !12)
!24 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 15, column: 36, scope: !12)
!27 = !DILocation(line: 15, column: 34, scope: !12)
!28 = !DILocation(line: 15, column: 49, scope: !12)
!29 = !DILocation(line: 15, column: 47, scope: !12)
!30 = !DILocation(line: 15, column: 19, scope: !12)
!31 = !DILocation(line: 15, column: 10, scope: !12)
!32 = !DILocation(line: 15, column: 54, scope: !12)
!33 = !DILocation(line: 15, column: 58, scope: !12)
!34 = !DILocation(line: 15, column: 56, scope: !12)
!35 = !DILocation(line: 15, column: 5, scope: !12)
!36 = !DILocation(line: 16, column: 16, scope: !12)
!37 = !DILocation(line: 16, column: 19, scope: !12)
!38 = !DILocation(line: 16, column: 13, scope: !12)
!39 = !DILocation(line: 16, column: 9, scope: !12)
!40 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !41)
!41 = distinct !DILocation(line: 15, column: 66, scope: !12)
!42 = !DILocation(line: 92, column: 3, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!44 = distinct !DILocation(line: 15, column: 79, scope: !12)
!45 = !DILocation(line: 15, column: 77, scope: !12)
!46 = !DILocation(line: 15, column: 63, scope: !12)
!47 = distinct !{!47, !35, !48, !49}
!48 = !DILocation(line: 16, column: 20, scope: !12)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 17, column: 18, scope: !12)
!51 = !DILocation(line: 17, column: 11, scope: !12)
!52 = !DILocation(line: 17, column: 5, scope: !12)
!53 = !DILocation(line: 17, column: 16, scope: !12)
!54 = !DILocation(line: 18, column: 5, scope: !12)
!55 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !56)
!56 = distinct !DILocation(line: 19, column: 23, scope: !12)
!57 = !DILocation(line: 19, column: 34, scope: !12)
!58 = !DILocation(line: 19, column: 19, scope: !12)
!59 = !DILocation(line: 19, column: 10, scope: !12)
!60 = !DILocation(line: 19, column: 39, scope: !12)
!61 = !DILocation(line: 19, column: 41, scope: !12)
!62 = !DILocation(line: 19, column: 5, scope: !12)
!63 = !DILocation(line: 20, column: 13, scope: !12)
!64 = !DILocation(line: 20, column: 19, scope: !12)
!65 = !DILocation(line: 20, column: 17, scope: !12)
!66 = !DILocation(line: 21, column: 33, scope: !12)
!67 = !DILocation(line: 21, column: 39, scope: !12)
!68 = !DILocation(line: 21, column: 37, scope: !12)
!69 = !DILocation(line: 21, column: 27, scope: !12)
!70 = !DILocation(line: 21, column: 19, scope: !12)
!71 = !DILocation(line: 21, column: 13, scope: !12)
!72 = !DILocation(line: 21, column: 24, scope: !12)
!73 = !DILocation(line: 22, column: 9, scope: !12)
!74 = !DILocation(line: 23, column: 5, scope: !12)
!75 = !DILocation(line: 19, column: 48, scope: !12)
!76 = distinct !{!76, !62, !74, !49}
!77 = !DILocation(line: 24, column: 9, scope: !12)
!78 = !DILocation(line: 24, column: 13, scope: !12)
!79 = !DILocation(line: 25, column: 27, scope: !12)
!80 = !DILocation(line: 25, column: 9, scope: !12)
!81 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !82)
!82 = distinct !DILocation(line: 25, column: 13, scope: !12)
!83 = !DILocation(line: 25, column: 25, scope: !12)
!84 = !DILocation(line: 26, column: 1, scope: !12)
