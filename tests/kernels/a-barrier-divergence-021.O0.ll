; ModuleID = 'a-barrier-divergence-021.cu'
source_filename = "a-barrier-divergence-021.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

$_Z12__activemaskv = comdat any

$_Z13__ballot_syncji = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_ballot_activemask_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %10 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %11 = mul i32 %9, %10, !dbg !22
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %13 = add i32 %11, %12, !dbg !26
  store i32 %13, ptr %5, align 4, !dbg !27
  %14 = load ptr, ptr %3, align 8, !dbg !28
  %15 = load i32, ptr %5, align 4, !dbg !29
  %16 = zext i32 %15 to i64, !dbg !28
  %17 = getelementptr inbounds float, ptr %14, i64 %16, !dbg !28
  %18 = load float, ptr %17, align 4, !dbg !28
  store float %18, ptr %6, align 4, !dbg !30
  store i32 0, ptr %7, align 4, !dbg !31
  %19 = load float, ptr %6, align 4, !dbg !32
  %20 = fcmp contract ogt float %19, 0.000000e+00, !dbg !33
  br i1 %20, label %21, label %28, !dbg !32

21:                                               ; preds = %2
  %22 = call noundef i32 @_Z12__activemaskv() #4, !dbg !34
  store i32 %22, ptr %8, align 4, !dbg !35
  %23 = load i32, ptr %8, align 4, !dbg !36
  %24 = load float, ptr %6, align 4, !dbg !37
  %25 = fcmp contract ogt float %24, 1.000000e+00, !dbg !38
  %26 = zext i1 %25 to i32, !dbg !37
  %27 = call noundef i32 @_Z13__ballot_syncji(i32 noundef %23, i32 noundef %26) #4, !dbg !39
  store i32 %27, ptr %7, align 4, !dbg !40
  br label %28, !dbg !41

28:                                               ; preds = %21, %2
  %29 = load i32, ptr %7, align 4, !dbg !42
  %30 = load ptr, ptr %4, align 8, !dbg !43
  %31 = load i32, ptr %5, align 4, !dbg !44
  %32 = zext i32 %31 to i64, !dbg !43
  %33 = getelementptr inbounds i32, ptr %30, i64 %32, !dbg !43
  store i32 %29, ptr %33, align 4, !dbg !45
  ret void, !dbg !46
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z12__activemaskv() #1 comdat !dbg !47 {
  %1 = call i32 @llvm.nvvm.activemask(), !dbg !49
  ret i32 %1, !dbg !50
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z13__ballot_syncji(i32 noundef %0, i32 noundef %1) #1 comdat !dbg !51 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4, !dbg !52
  %6 = load i32, ptr %4, align 4, !dbg !53
  %7 = icmp ne i32 %6, 0, !dbg !53
  %8 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %5, i1 %7), !dbg !54
  ret i32 %8, !dbg !55
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

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
!7 = !DIFile(filename: "a-barrier-divergence-021.cu", directory: ".")
!8 = !{ptr @a_ballot_activemask_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_ballot_activemask_ok", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 18, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 12, column: 31, scope: !12)
!22 = !DILocation(line: 12, column: 29, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 12, column: 44, scope: !12)
!26 = !DILocation(line: 12, column: 42, scope: !12)
!27 = !DILocation(line: 12, column: 14, scope: !12)
!28 = !DILocation(line: 13, column: 15, scope: !12)
!29 = !DILocation(line: 13, column: 18, scope: !12)
!30 = !DILocation(line: 13, column: 11, scope: !12)
!31 = !DILocation(line: 14, column: 14, scope: !12)
!32 = !DILocation(line: 15, column: 9, scope: !12)
!33 = !DILocation(line: 15, column: 11, scope: !12)
!34 = !DILocation(line: 16, column: 22, scope: !12)
!35 = !DILocation(line: 16, column: 18, scope: !12)
!36 = !DILocation(line: 17, column: 27, scope: !12)
!37 = !DILocation(line: 17, column: 30, scope: !12)
!38 = !DILocation(line: 17, column: 32, scope: !12)
!39 = !DILocation(line: 17, column: 13, scope: !12)
!40 = !DILocation(line: 17, column: 11, scope: !12)
!41 = !DILocation(line: 18, column: 5, scope: !12)
!42 = !DILocation(line: 19, column: 14, scope: !12)
!43 = !DILocation(line: 19, column: 5, scope: !12)
!44 = !DILocation(line: 19, column: 9, scope: !12)
!45 = !DILocation(line: 19, column: 12, scope: !12)
!46 = !DILocation(line: 20, column: 1, scope: !12)
!47 = distinct !DISubprogram(name: "__activemask", scope: !48, file: !48, line: 214, type: !13, scopeLine: 214, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!48 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!49 = !DILocation(line: 218, column: 10, scope: !47)
!50 = !DILocation(line: 218, column: 3, scope: !47)
!51 = distinct !DISubprogram(name: "__ballot_sync", scope: !48, file: !48, line: 210, type: !13, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!52 = !DILocation(line: 211, column: 34, scope: !51)
!53 = !DILocation(line: 211, column: 40, scope: !51)
!54 = !DILocation(line: 211, column: 10, scope: !51)
!55 = !DILocation(line: 211, column: 3, scope: !51)
