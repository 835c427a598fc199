; ModuleID = 'a-shared-race-053.cu'
source_filename = "a-shared-race-053.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@sdata = external dso_local addrspace(3) global [0 x float], align 4
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_dyn_shared_reduce_race(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !15
  %10 = zext i32 %9 to i64, !dbg !19
  %11 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 %10, !dbg !19
  store ptr %11, ptr %5, align 8, !dbg !20
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  store i32 %12, ptr %6, align 4, !dbg !24
  %13 = load ptr, ptr %3, align 8, !dbg !25
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !29
  %16 = mul i32 %14, %15, !dbg !31
  %17 = load i32, ptr %6, align 4, !dbg !32
  %18 = add i32 %16, %17, !dbg !33
  %19 = zext i32 %18 to i64, !dbg !25
  %20 = getelementptr inbounds float, ptr %13, i64 %19, !dbg !25
  %21 = load float, ptr %20, align 4, !dbg !25
  store float %21, ptr %7, align 4, !dbg !34
  %22 = load float, ptr %7, align 4, !dbg !35
  %23 = load i32, ptr %6, align 4, !dbg !36
  %24 = zext i32 %23 to i64, !dbg !37
  %25 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %24, !dbg !37
  store float %22, ptr %25, align 4, !dbg !38
  %26 = load float, ptr %7, align 4, !dbg !39
  %27 = load ptr, ptr %5, align 8, !dbg !40
  %28 = load i32, ptr %6, align 4, !dbg !41
  %29 = zext i32 %28 to i64, !dbg !40
  %30 = getelementptr inbounds float, ptr %27, i64 %29, !dbg !40
  store float %26, ptr %30, align 4, !dbg !42
  call void @llvm.nvvm.barrier0(), !dbg !43
  %31 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !44
  %32 = udiv i32 %31, 2, !dbg !46
  store i32 %32, ptr %8, align 4, !dbg !47
  br label %33, !dbg !48

33:                                               ; preds = %55, %2
  %34 = load i32, ptr %8, align 4, !dbg !49
  %35 = icmp ugt i32 %34, 0, !dbg !50
  br i1 %35, label %36, label %58, !dbg !51

36:                                               ; preds = %33
  %37 = load i32, ptr %6, align 4, !dbg !52
  %38 = load i32, ptr %8, align 4, !dbg !53
  %39 = icmp ult i32 %37, %38, !dbg !54
  br i1 %39, label %40, label %54, !dbg !52

40:                                               ; preds = %36
  %41 = load ptr, ptr %5, align 8, !dbg !55
  %42 = load i32, ptr %6, align 4, !dbg !56
  %43 = load i32, ptr %8, align 4, !dbg !57
  %44 = add i32 %42, %43, !dbg !58
  %45 = zext i32 %44 to i64, !dbg !55
  %46 = getelementptr inbounds float, ptr %41, i64 %45, !dbg !55
  %47 = load float, ptr %46, align 4, !dbg !55
  %48 = load ptr, ptr %5, align 8, !dbg !59
  %49 = load i32, ptr %6, align 4, !dbg !60
  %50 = zext i32 %49 to i64, !dbg !59
  %51 = getelementptr inbounds float, ptr %48, i64 %50, !dbg !59
  %52 = load float, ptr %51, align 4, !dbg !61
  %53 = fadd contract float %52, %47, !dbg !61
  store float %53, ptr %51, align 4, !dbg !61
  br label %54, !dbg !59

54:                                               ; preds = %40, %36
  br label %55, !dbg !62

55:                                               ; preds = %54
  %56 = load i32, ptr %8, align 4, !dbg !63
  %57 = lshr i32 %56, 1, !dbg !63
  store i32 %57, ptr %8, align 4, !dbg !63
  br label %33, !dbg !51, !llvm.loop !64

58:                                               ; preds = %33
  %59 = load i32, ptr %6, align 4, !dbg !66
  %60 = icmp eq i32 %59, 0, !dbg !67
  br i1 %60, label %61, label %71, !dbg !66

61:                                               ; preds = %58
  %62 = load ptr, ptr %5, align 8, !dbg !68
  %63 = getelementptr inbounds float, ptr %62, i64 0, !dbg !68
  %64 = load float, ptr %63, align 4, !dbg !68
  %65 = load float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), align 4, !dbg !69
  %66 = fdiv contract float %64, %65, !dbg !70
  %67 = load ptr, ptr %4, align 8, !dbg !71
  %68 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !72
  %69 = zext i32 %68 to i64, !dbg !71
  %70 = getelementptr inbounds float, ptr %67, i64 %69, !dbg !71
  store float %66, ptr %70, align 4, !dbg !74
  br label %71, !dbg !71

71:                                               ; preds = %61, %58
  ret void, !dbg !75
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
!7 = !DIFile(filename: "a-shared-race-053.cu", directory: ".")
!8 = !{ptr @a_dyn_shared_reduce_race, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_dyn_shared_reduce_race", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 79, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 27, scope: !12)
!19 = !DILocation(line: 12, column: 25, scope: !12)
!20 = !DILocation(line: 12, column: 12, scope: !12)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 13, column: 20, scope: !12)
!24 = !DILocation(line: 13, column: 14, scope: !12)
!25 = !DILocation(line: 14, column: 15, scope: !12)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 14, column: 18, scope: !12)
!29 = !DILocation(line: 79, column: 3, scope: !16, inlinedAt: !30)
!30 = distinct !DILocation(line: 14, column: 31, scope: !12)
!31 = !DILocation(line: 14, column: 29, scope: !12)
!32 = !DILocation(line: 14, column: 44, scope: !12)
!33 = !DILocation(line: 14, column: 42, scope: !12)
!34 = !DILocation(line: 14, column: 11, scope: !12)
!35 = !DILocation(line: 15, column: 18, scope: !12)
!36 = !DILocation(line: 15, column: 11, scope: !12)
!37 = !DILocation(line: 15, column: 5, scope: !12)
!38 = !DILocation(line: 15, column: 16, scope: !12)
!39 = !DILocation(line: 16, column: 17, scope: !12)
!40 = !DILocation(line: 16, column: 5, scope: !12)
!41 = !DILocation(line: 16, column: 10, scope: !12)
!42 = !DILocation(line: 16, column: 15, scope: !12)
!43 = !DILocation(line: 17, column: 5, scope: !12)
!44 = !DILocation(line: 79, column: 3, scope: !16, inlinedAt: !45)
!45 = distinct !DILocation(line: 18, column: 23, scope: !12)
!46 = !DILocation(line: 18, column: 34, scope: !12)
!47 = !DILocation(line: 18, column: 19, scope: !12)
!48 = !DILocation(line: 18, column: 10, scope: !12)
!49 = !DILocation(line: 18, column: 39, scope: !12)
!50 = !DILocation(line: 18, column: 41, scope: !12)
!51 = !DILocation(line: 18, column: 5, scope: !12)
!52 = !DILocation(line: 19, column: 13, scope: !12)
!53 = !DILocation(line: 19, column: 19, scope: !12)
!54 = !DILocation(line: 19, column: 17, scope: !12)
!55 = !DILocation(line: 20, column: 26, scope: !12)
!56 = !DILocation(line: 20, column: 31, scope: !12)
!57 = !DILocation(line: 20, column: 37, scope: !12)
!58 = !DILocation(line: 20, column: 35, scope: !12)
!59 = !DILocation(line: 20, column: 13, scope: !12)
!60 = !DILocation(line: 20, column: 18, scope: !12)
!61 = !DILocation(line: 20, column: 23, scope: !12)
!62 = !DILocation(line: 22, column: 5, scope: !12)
!63 = !DILocation(line: 18, column: 48, scope: !12)
!64 = distinct !{!64, !51, !62, !65}
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 23, column: 9, scope: !12)
!67 = !DILocation(line: 23, column: 13, scope: !12)
!68 = !DILocation(line: 24, column: 27, scope: !12)
!69 = !DILocation(line: 24, column: 37, scope: !12)
!70 = !DILocation(line: 24, column: 35, scope: !12)
!71 = !DILocation(line: 24, column: 9, scope: !12)
!72 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !73)
!73 = distinct !DILocation(line: 24, column: 13, scope: !12)
!74 = !DILocation(line: 24, column: 25, scope: !12)
!75 = !DILocation(line: 25, column: 1, scope: !12)
