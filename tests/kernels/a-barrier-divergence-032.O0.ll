; ModuleID = 'a-barrier-divergence-032.cu'
source_filename = "a-barrier-divergence-032.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

$_Z10__all_syncji = comdat any

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_vote_warp_uniform_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
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
  store i32 7, ptr %7, align 4, !dbg !30
  %14 = load i32, ptr %5, align 4, !dbg !31
  %15 = icmp ult i32 %14, 64, !dbg !32
  br i1 %15, label %16, label %25, !dbg !31

16:                                               ; preds = %2
  %17 = load ptr, ptr %3, align 8, !dbg !33
  %18 = load i32, ptr %6, align 4, !dbg !34
  %19 = zext i32 %18 to i64, !dbg !33
  %20 = getelementptr inbounds float, ptr %17, i64 %19, !dbg !33
  %21 = load float, ptr %20, align 4, !dbg !33
  %22 = fcmp contract ogt float %21, 0.000000e+00, !dbg !35
  %23 = zext i1 %22 to i32, !dbg !33
  %24 = call noundef i32 @_Z10__all_syncji(i32 noundef -1, i32 noundef %23) #4, !dbg !36
  store i32 %24, ptr %7, align 4, !dbg !37
  br label %25, !dbg !38

25:                                               ; preds = %16, %2
  %26 = load i32, ptr %7, align 4, !dbg !39
  %27 = load ptr, ptr %4, align 8, !dbg !40
  %28 = load i32, ptr %6, align 4, !dbg !41
  %29 = zext i32 %28 to i64, !dbg !40
  %30 = getelementptr inbounds i32, ptr %27, i64 %29, !dbg !40
  store i32 %26, ptr %30, align 4, !dbg !42
  ret void, !dbg !43
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z10__all_syncji(i32 noundef %0, i32 noundef %1) #1 comdat !dbg !44 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4, !dbg !46
  %6 = load i32, ptr %4, align 4, !dbg !47
  %7 = icmp ne i32 %6, 0, !dbg !47
  %8 = call i1 @llvm.nvvm.vote.all.sync(i32 %5, i1 %7), !dbg !48
  %9 = zext i1 %8 to i32, !dbg !48
  ret i32 %9, !dbg !49
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
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
!7 = !DIFile(filename: "a-barrier-divergence-032.cu", directory: ".")
!8 = !{ptr @a_vote_warp_uniform_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_vote_warp_uniform_ok", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 11, column: 18, scope: !12)
!19 = !DILocation(line: 11, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 12, column: 18, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 12, column: 31, scope: !12)
!26 = !DILocation(line: 12, column: 29, scope: !12)
!27 = !DILocation(line: 12, column: 44, scope: !12)
!28 = !DILocation(line: 12, column: 42, scope: !12)
!29 = !DILocation(line: 12, column: 14, scope: !12)
!30 = !DILocation(line: 13, column: 14, scope: !12)
!31 = !DILocation(line: 14, column: 9, scope: !12)
!32 = !DILocation(line: 14, column: 11, scope: !12)
!33 = !DILocation(line: 15, column: 37, scope: !12)
!34 = !DILocation(line: 15, column: 40, scope: !12)
!35 = !DILocation(line: 15, column: 43, scope: !12)
!36 = !DILocation(line: 15, column: 13, scope: !12)
!37 = !DILocation(line: 15, column: 11, scope: !12)
!38 = !DILocation(line: 15, column: 9, scope: !12)
!39 = !DILocation(line: 16, column: 14, scope: !12)
!40 = !DILocation(line: 16, column: 5, scope: !12)
!41 = !DILocation(line: 16, column: 9, scope: !12)
!42 = !DILocation(line: 16, column: 12, scope: !12)
!43 = !DILocation(line: 17, column: 1, scope: !12)
!44 = distinct !DISubprogram(name: "__all_sync", scope: !45, file: !45, line: 198, type: !13, scopeLine: 198, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!45 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!46 = !DILocation(line: 199, column: 31, scope: !44)
!47 = !DILocation(line: 199, column: 37, scope: !44)
!48 = !DILocation(line: 199, column: 10, scope: !44)
!49 = !DILocation(line: 199, column: 3, scope: !44)
