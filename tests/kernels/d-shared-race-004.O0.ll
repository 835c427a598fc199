; ModuleID = 'd-shared-race-004.cu'
source_filename = "d-shared-race-004.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ16d_named_chain_okE3buf = internal addrspace(3) global [32 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @d_named_chain_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %8, ptr %5, align 4, !dbg !19
  %9 = load i32, ptr %5, align 4, !dbg !20
  %10 = and i32 %9, 31, !dbg !21
  store i32 %10, ptr %6, align 4, !dbg !22
  %11 = load i32, ptr %5, align 4, !dbg !23
  %12 = lshr i32 %11, 5, !dbg !24
  store i32 %12, ptr %7, align 4, !dbg !25
  %13 = load i32, ptr %7, align 4, !dbg !26
  %14 = icmp eq i32 %13, 0, !dbg !27
  br i1 %14, label %15, label %27, !dbg !26

15:                                               ; preds = %2
  %16 = load ptr, ptr %3, align 8, !dbg !28
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !29
  %18 = mul i32 %17, 32, !dbg !32
  %19 = load i32, ptr %6, align 4, !dbg !33
  %20 = add i32 %18, %19, !dbg !34
  %21 = zext i32 %20 to i64, !dbg !28
  %22 = getelementptr inbounds float, ptr %16, i64 %21, !dbg !28
  %23 = load float, ptr %22, align 4, !dbg !28
  %24 = load i32, ptr %6, align 4, !dbg !35
  %25 = zext i32 %24 to i64, !dbg !36
  %26 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16d_named_chain_okE3buf to ptr), i64 0, i64 %25, !dbg !36
  store float %23, ptr %26, align 4, !dbg !37
  call void asm sideeffect "bar.sync 1, 64;", "~{memory}"() #2, !dbg !38, !srcloc !39
  br label %45, !dbg !40

27:                                               ; preds = %2
  %28 = load i32, ptr %7, align 4, !dbg !41
  %29 = icmp eq i32 %28, 1, !dbg !42
  br i1 %29, label %30, label %31, !dbg !41

30:                                               ; preds = %27
  call void asm sideeffect "bar.sync 1, 64;", "~{memory}"() #2, !dbg !43, !srcloc !44
  call void asm sideeffect "bar.sync 2, 64;", "~{memory}"() #2, !dbg !45, !srcloc !46
  br label %44, !dbg !47

31:                                               ; preds = %27
  call void asm sideeffect "bar.sync 2, 64;", "~{memory}"() #2, !dbg !48, !srcloc !49
  %32 = load i32, ptr %6, align 4, !dbg !50
  %33 = sub i32 31, %32, !dbg !51
  %34 = zext i32 %33 to i64, !dbg !52
  %35 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16d_named_chain_okE3buf to ptr), i64 0, i64 %34, !dbg !52
  %36 = load float, ptr %35, align 4, !dbg !52
  %37 = load ptr, ptr %4, align 8, !dbg !53
  %38 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !54
  %39 = mul i32 %38, 32, !dbg !56
  %40 = load i32, ptr %6, align 4, !dbg !57
  %41 = add i32 %39, %40, !dbg !58
  %42 = zext i32 %41 to i64, !dbg !53
  %43 = getelementptr inbounds float, ptr %37, i64 %42, !dbg !53
  store float %36, ptr %43, align 4, !dbg !59
  br label %44

44:                                               ; preds = %31, %30
  br label %45

45:                                               ; preds = %44, %15
  ret void, !dbg !60
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
!7 = !DIFile(filename: "d-shared-race-004.cu", directory: ".")
!8 = !{ptr @d_named_chain_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "d_named_chain_ok", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 20, scope: !12)
!19 = !DILocation(line: 13, column: 14, scope: !12)
!20 = !DILocation(line: 13, column: 40, scope: !12)
!21 = !DILocation(line: 13, column: 44, scope: !12)
!22 = !DILocation(line: 13, column: 33, scope: !12)
!23 = !DILocation(line: 13, column: 57, scope: !12)
!24 = !DILocation(line: 13, column: 61, scope: !12)
!25 = !DILocation(line: 13, column: 50, scope: !12)
!26 = !DILocation(line: 14, column: 9, scope: !12)
!27 = !DILocation(line: 14, column: 14, scope: !12)
!28 = !DILocation(line: 15, column: 21, scope: !12)
!29 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!31 = distinct !DILocation(line: 15, column: 24, scope: !12)
!32 = !DILocation(line: 15, column: 35, scope: !12)
!33 = !DILocation(line: 15, column: 42, scope: !12)
!34 = !DILocation(line: 15, column: 40, scope: !12)
!35 = !DILocation(line: 15, column: 13, scope: !12)
!36 = !DILocation(line: 15, column: 9, scope: !12)
!37 = !DILocation(line: 15, column: 19, scope: !12)
!38 = !DILocation(line: 16, column: 9, scope: !12)
!39 = !{i64 881}
!40 = !DILocation(line: 17, column: 5, scope: !12)
!41 = !DILocation(line: 17, column: 16, scope: !12)
!42 = !DILocation(line: 17, column: 21, scope: !12)
!43 = !DILocation(line: 18, column: 9, scope: !12)
!44 = !{i64 963}
!45 = !DILocation(line: 19, column: 9, scope: !12)
!46 = !{i64 1017}
!47 = !DILocation(line: 20, column: 5, scope: !12)
!48 = !DILocation(line: 21, column: 9, scope: !12)
!49 = !{i64 1084}
!50 = !DILocation(line: 22, column: 48, scope: !12)
!51 = !DILocation(line: 22, column: 46, scope: !12)
!52 = !DILocation(line: 22, column: 39, scope: !12)
!53 = !DILocation(line: 22, column: 9, scope: !12)
!54 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !55)
!55 = distinct !DILocation(line: 22, column: 13, scope: !12)
!56 = !DILocation(line: 22, column: 24, scope: !12)
!57 = !DILocation(line: 22, column: 31, scope: !12)
!58 = !DILocation(line: 22, column: 29, scope: !12)
!59 = !DILocation(line: 22, column: 37, scope: !12)
!60 = !DILocation(line: 24, column: 1, scope: !12)
