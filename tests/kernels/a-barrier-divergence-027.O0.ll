; ModuleID = 'a-barrier-divergence-027.cu'
source_filename = "a-barrier-divergence-027.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ30a_named_bar_elected_arrive_divE3buf = internal addrspace(3) global [32 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_named_bar_elected_arrive_div(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %7, ptr %5, align 4, !dbg !19
  %8 = load i32, ptr %5, align 4, !dbg !20
  %9 = and i32 %8, 31, !dbg !21
  store i32 %9, ptr %6, align 4, !dbg !22
  %10 = load i32, ptr %5, align 4, !dbg !23
  %11 = icmp ult i32 %10, 32, !dbg !24
  br i1 %11, label %12, label %29, !dbg !23

12:                                               ; preds = %2
  %13 = load ptr, ptr %3, align 8, !dbg !25
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !26
  %15 = mul i32 %14, 32, !dbg !29
  %16 = load i32, ptr %6, align 4, !dbg !30
  %17 = add i32 %15, %16, !dbg !31
  %18 = zext i32 %17 to i64, !dbg !25
  %19 = getelementptr inbounds float, ptr %13, i64 %18, !dbg !25
  %20 = load float, ptr %19, align 4, !dbg !25
  %21 = fmul contract float 2.000000e+00, %20, !dbg !32
  %22 = load i32, ptr %6, align 4, !dbg !33
  %23 = zext i32 %22 to i64, !dbg !34
  %24 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30a_named_bar_elected_arrive_divE3buf to ptr), i64 0, i64 %23, !dbg !34
  store float %21, ptr %24, align 4, !dbg !35
  %25 = load i32, ptr %6, align 4, !dbg !36
  %26 = icmp eq i32 %25, 0, !dbg !37
  br i1 %26, label %27, label %28, !dbg !36

27:                                               ; preds = %12
  call void asm sideeffect "bar.arrive 1, 64;", "~{memory}"() #2, !dbg !38, !srcloc !39
  br label %28, !dbg !38

28:                                               ; preds = %27, %12
  br label %42, !dbg !40

29:                                               ; preds = %2
  call void asm sideeffect "bar.sync 1, 64;", "~{memory}"() #2, !dbg !41, !srcloc !42
  %30 = load i32, ptr %6, align 4, !dbg !43
  %31 = sub i32 31, %30, !dbg !44
  %32 = zext i32 %31 to i64, !dbg !45
  %33 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30a_named_bar_elected_arrive_divE3buf to ptr), i64 0, i64 %32, !dbg !45
  %34 = load float, ptr %33, align 4, !dbg !45
  %35 = load ptr, ptr %4, align 8, !dbg !46
  %36 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !47
  %37 = mul i32 %36, 32, !dbg !49
  %38 = load i32, ptr %6, align 4, !dbg !50
  %39 = add i32 %37, %38, !dbg !51
  %40 = zext i32 %39 to i64, !dbg !46
  %41 = getelementptr inbounds float, ptr %35, i64 %40, !dbg !46
  store float %34, ptr %41, align 4, !dbg !52
  br label %42

42:                                               ; preds = %29, %28
  ret void, !dbg !53
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind }

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
!7 = !DIFile(filename: "a-barrier-divergence-027.cu", directory: ".")
!8 = !{ptr @a_named_bar_elected_arrive_div, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_named_bar_elected_arrive_div", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 20, scope: !12)
!19 = !DILocation(line: 12, column: 14, scope: !12)
!20 = !DILocation(line: 12, column: 40, scope: !12)
!21 = !DILocation(line: 12, column: 44, scope: !12)
!22 = !DILocation(line: 12, column: 33, scope: !12)
!23 = !DILocation(line: 13, column: 9, scope: !12)
!24 = !DILocation(line: 13, column: 13, scope: !12)
!25 = !DILocation(line: 14, column: 28, scope: !12)
!26 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 14, column: 31, scope: !12)
!29 = !DILocation(line: 14, column: 42, scope: !12)
!30 = !DILocation(line: 14, column: 49, scope: !12)
!31 = !DILocation(line: 14, column: 47, scope: !12)
!32 = !DILocation(line: 14, column: 26, scope: !12)
!33 = !DILocation(line: 14, column: 13, scope: !12)
!34 = !DILocation(line: 14, column: 9, scope: !12)
!35 = !DILocation(line: 14, column: 19, scope: !12)
!36 = !DILocation(line: 15, column: 13, scope: !12)
!37 = !DILocation(line: 15, column: 18, scope: !12)
!38 = !DILocation(line: 16, column: 13, scope: !12)
!39 = !{i64 821}
!40 = !DILocation(line: 17, column: 5, scope: !12)
!41 = !DILocation(line: 18, column: 9, scope: !12)
!42 = !{i64 918}
!43 = !DILocation(line: 19, column: 48, scope: !12)
!44 = !DILocation(line: 19, column: 46, scope: !12)
!45 = !DILocation(line: 19, column: 39, scope: !12)
!46 = !DILocation(line: 19, column: 9, scope: !12)
!47 = !DILocation(line: 66, column: 3, scope: !27, inlinedAt: !48)
!48 = distinct !DILocation(line: 19, column: 13, scope: !12)
!49 = !DILocation(line: 19, column: 24, scope: !12)
!50 = !DILocation(line: 19, column: 31, scope: !12)
!51 = !DILocation(line: 19, column: 29, scope: !12)
!52 = !DILocation(line: 19, column: 37, scope: !12)
!53 = !DILocation(line: 21, column: 1, scope: !12)
