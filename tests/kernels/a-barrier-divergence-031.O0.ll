; ModuleID = 'a-barrier-divergence-031.cu'
source_filename = "a-barrier-divergence-031.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

@_ZZ19a_row0_sync_2d_1rowE3hdr = internal addrspace(3) global [32 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_row0_sync_2d_1row(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %5, align 4, !dbg !19
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  store i32 %10, ptr %6, align 4, !dbg !23
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !24
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !27
  %13 = mul i32 %11, %12, !dbg !30
  %14 = load i32, ptr %6, align 4, !dbg !31
  %15 = add i32 %13, %14, !dbg !32
  %16 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !33
  %17 = mul i32 %15, %16, !dbg !36
  %18 = load i32, ptr %5, align 4, !dbg !37
  %19 = add i32 %17, %18, !dbg !38
  store i32 %19, ptr %7, align 4, !dbg !39
  %20 = load ptr, ptr %3, align 8, !dbg !40
  %21 = load i32, ptr %7, align 4, !dbg !41
  %22 = zext i32 %21 to i64, !dbg !40
  %23 = getelementptr inbounds float, ptr %20, i64 %22, !dbg !40
  %24 = load float, ptr %23, align 4, !dbg !40
  store float %24, ptr %8, align 4, !dbg !42
  %25 = load i32, ptr %6, align 4, !dbg !43
  %26 = icmp eq i32 %25, 0, !dbg !44
  br i1 %26, label %27, label %39, !dbg !43

27:                                               ; preds = %2
  %28 = load float, ptr %8, align 4, !dbg !45
  %29 = load i32, ptr %5, align 4, !dbg !46
  %30 = zext i32 %29 to i64, !dbg !47
  %31 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_row0_sync_2d_1rowE3hdr to ptr), i64 0, i64 %30, !dbg !47
  store float %28, ptr %31, align 4, !dbg !48
  call void @llvm.nvvm.barrier0(), !dbg !49
  %32 = load i32, ptr %5, align 4, !dbg !50
  %33 = sub i32 31, %32, !dbg !51
  %34 = zext i32 %33 to i64, !dbg !52
  %35 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19a_row0_sync_2d_1rowE3hdr to ptr), i64 0, i64 %34, !dbg !52
  %36 = load float, ptr %35, align 4, !dbg !52
  %37 = load float, ptr %8, align 4, !dbg !53
  %38 = fadd contract float %37, %36, !dbg !53
  store float %38, ptr %8, align 4, !dbg !53
  br label %39, !dbg !54

39:                                               ; preds = %27, %2
  %40 = load float, ptr %8, align 4, !dbg !55
  %41 = load ptr, ptr %4, align 8, !dbg !56
  %42 = load i32, ptr %7, align 4, !dbg !57
  %43 = zext i32 %42 to i64, !dbg !56
  %44 = getelementptr inbounds float, ptr %41, i64 %43, !dbg !56
  store float %40, ptr %44, align 4, !dbg !58
  ret void, !dbg !59
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

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
!7 = !DIFile(filename: "a-barrier-divergence-031.cu", directory: ".")
!8 = !{ptr @a_row0_sync_2d_1row, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_row0_sync_2d_1row", scope: !7, file: !7, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 19, scope: !12)
!19 = !DILocation(line: 11, column: 14, scope: !12)
!20 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 11, column: 37, scope: !12)
!23 = !DILocation(line: 11, column: 32, scope: !12)
!24 = !DILocation(line: 66, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!26 = distinct !DILocation(line: 12, column: 19, scope: !12)
!27 = !DILocation(line: 80, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!29 = distinct !DILocation(line: 12, column: 32, scope: !12)
!30 = !DILocation(line: 12, column: 30, scope: !12)
!31 = !DILocation(line: 12, column: 45, scope: !12)
!32 = !DILocation(line: 12, column: 43, scope: !12)
!33 = !DILocation(line: 79, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!35 = distinct !DILocation(line: 12, column: 51, scope: !12)
!36 = !DILocation(line: 12, column: 49, scope: !12)
!37 = !DILocation(line: 12, column: 64, scope: !12)
!38 = !DILocation(line: 12, column: 62, scope: !12)
!39 = !DILocation(line: 12, column: 14, scope: !12)
!40 = !DILocation(line: 13, column: 15, scope: !12)
!41 = !DILocation(line: 13, column: 18, scope: !12)
!42 = !DILocation(line: 13, column: 11, scope: !12)
!43 = !DILocation(line: 14, column: 9, scope: !12)
!44 = !DILocation(line: 14, column: 12, scope: !12)
!45 = !DILocation(line: 15, column: 19, scope: !12)
!46 = !DILocation(line: 15, column: 13, scope: !12)
!47 = !DILocation(line: 15, column: 9, scope: !12)
!48 = !DILocation(line: 15, column: 17, scope: !12)
!49 = !DILocation(line: 16, column: 9, scope: !12)
!50 = !DILocation(line: 17, column: 23, scope: !12)
!51 = !DILocation(line: 17, column: 21, scope: !12)
!52 = !DILocation(line: 17, column: 14, scope: !12)
!53 = !DILocation(line: 17, column: 11, scope: !12)
!54 = !DILocation(line: 18, column: 5, scope: !12)
!55 = !DILocation(line: 19, column: 14, scope: !12)
!56 = !DILocation(line: 19, column: 5, scope: !12)
!57 = !DILocation(line: 19, column: 9, scope: !12)
!58 = !DILocation(line: 19, column: 12, scope: !12)
!59 = !DILocation(line: 20, column: 1, scope: !12)
