; ModuleID = 'd-shared-race-001.cu'
source_filename = "d-shared-race-001.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

$__nv_cvta_generic_to_shared_impl = comdat any

@_ZZ21d_mbarrier_handoff_okE3bar = internal addrspace(3) global i64 undef, align 8
@_ZZ21d_mbarrier_handoff_okE3buf = internal addrspace(3) global [32 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @d_mbarrier_handoff_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
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
  %11 = call noundef i64 @_ZL24__cvta_generic_to_sharedPKv(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ21d_mbarrier_handoff_okE3bar to ptr)) #4, !dbg !23
  %12 = trunc i64 %11 to i32, !dbg !23
  store i32 %12, ptr %7, align 4, !dbg !24
  %13 = load i32, ptr %5, align 4, !dbg !25
  %14 = icmp eq i32 %13, 0, !dbg !26
  br i1 %14, label %15, label %17, !dbg !25

15:                                               ; preds = %2
  %16 = load i32, ptr %7, align 4, !dbg !27
  call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "r,r,~{memory}"(i32 %16, i32 64) #4, !dbg !28, !srcloc !29
  br label %17, !dbg !28

17:                                               ; preds = %15, %2
  call void @llvm.nvvm.barrier0(), !dbg !30
  %18 = load i32, ptr %5, align 4, !dbg !31
  %19 = icmp ult i32 %18, 32, !dbg !32
  br i1 %19, label %20, label %34, !dbg !31

20:                                               ; preds = %17
  %21 = load ptr, ptr %3, align 8, !dbg !33
  %22 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !34
  %23 = mul i32 %22, 32, !dbg !37
  %24 = load i32, ptr %6, align 4, !dbg !38
  %25 = add i32 %23, %24, !dbg !39
  %26 = zext i32 %25 to i64, !dbg !33
  %27 = getelementptr inbounds float, ptr %21, i64 %26, !dbg !33
  %28 = load float, ptr %27, align 4, !dbg !33
  %29 = fmul contract float 2.000000e+00, %28, !dbg !40
  %30 = load i32, ptr %6, align 4, !dbg !41
  %31 = zext i32 %30 to i64, !dbg !42
  %32 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21d_mbarrier_handoff_okE3buf to ptr), i64 0, i64 %31, !dbg !42
  store float %29, ptr %32, align 4, !dbg !43
  %33 = load i32, ptr %7, align 4, !dbg !44
  call void asm sideeffect "{ .reg .b64 st; mbarrier.arrive.shared.b64 st, [$0]; }", "r,~{memory}"(i32 %33) #4, !dbg !45, !srcloc !46
  br label %49, !dbg !47

34:                                               ; preds = %17
  %35 = load i32, ptr %7, align 4, !dbg !48
  call void asm sideeffect "{ .reg .b64 st; mbarrier.arrive.shared.b64 st, [$0]; }", "r,~{memory}"(i32 %35) #4, !dbg !49, !srcloc !50
  %36 = load i32, ptr %7, align 4, !dbg !51
  call void asm sideeffect "{ .reg .pred p;\0AWAIT_FULL:\0A  mbarrier.test_wait.parity.shared.b64 p, [$0], 0;\0A  @!p bra WAIT_FULL;\0A}", "r,~{memory}"(i32 %36) #4, !dbg !52, !srcloc !53
  %37 = load i32, ptr %6, align 4, !dbg !54
  %38 = sub i32 31, %37, !dbg !55
  %39 = zext i32 %38 to i64, !dbg !56
  %40 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21d_mbarrier_handoff_okE3buf to ptr), i64 0, i64 %39, !dbg !56
  %41 = load float, ptr %40, align 4, !dbg !56
  %42 = load ptr, ptr %4, align 8, !dbg !57
  %43 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !58
  %44 = mul i32 %43, 32, !dbg !60
  %45 = load i32, ptr %6, align 4, !dbg !61
  %46 = add i32 %44, %45, !dbg !62
  %47 = zext i32 %46 to i64, !dbg !57
  %48 = getelementptr inbounds float, ptr %42, i64 %47, !dbg !57
  store float %41, ptr %48, align 4, !dbg !63
  br label %49

49:                                               ; preds = %34, %20
  ret void, !dbg !64
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i64 @_ZL24__cvta_generic_to_sharedPKv(ptr noundef %0) #1 !dbg !65 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !67
  %4 = call i64 @__nv_cvta_generic_to_shared_impl(ptr noundef %3) #4, !dbg !68
  ret i64 %4, !dbg !69
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local i64 @__nv_cvta_generic_to_shared_impl(ptr noundef %0) #1 comdat !dbg !70 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !72
  %4 = addrspacecast ptr %3 to ptr addrspace(3), !dbg !73
  %5 = ptrtoint ptr addrspace(3) %4 to i64, !dbg !74
  ret i64 %5, !dbg !75
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
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
!7 = !DIFile(filename: "d-shared-race-001.cu", directory: ".")
!8 = !{ptr @d_mbarrier_handoff_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "d_mbarrier_handoff_ok", scope: !7, file: !7, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 20, scope: !12)
!19 = !DILocation(line: 16, column: 14, scope: !12)
!20 = !DILocation(line: 16, column: 40, scope: !12)
!21 = !DILocation(line: 16, column: 44, scope: !12)
!22 = !DILocation(line: 16, column: 33, scope: !12)
!23 = !DILocation(line: 17, column: 28, scope: !12)
!24 = !DILocation(line: 17, column: 14, scope: !12)
!25 = !DILocation(line: 18, column: 9, scope: !12)
!26 = !DILocation(line: 18, column: 13, scope: !12)
!27 = !DILocation(line: 19, column: 65, scope: !12)
!28 = !DILocation(line: 19, column: 9, scope: !12)
!29 = !{i64 879}
!30 = !DILocation(line: 20, column: 5, scope: !12)
!31 = !DILocation(line: 21, column: 9, scope: !12)
!32 = !DILocation(line: 21, column: 13, scope: !12)
!33 = !DILocation(line: 22, column: 28, scope: !12)
!34 = !DILocation(line: 66, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!36 = distinct !DILocation(line: 22, column: 31, scope: !12)
!37 = !DILocation(line: 22, column: 42, scope: !12)
!38 = !DILocation(line: 22, column: 49, scope: !12)
!39 = !DILocation(line: 22, column: 47, scope: !12)
!40 = !DILocation(line: 22, column: 26, scope: !12)
!41 = !DILocation(line: 22, column: 13, scope: !12)
!42 = !DILocation(line: 22, column: 9, scope: !12)
!43 = !DILocation(line: 22, column: 19, scope: !12)
!44 = !DILocation(line: 23, column: 85, scope: !12)
!45 = !DILocation(line: 23, column: 9, scope: !12)
!46 = !{i64 1064}
!47 = !DILocation(line: 24, column: 5, scope: !12)
!48 = !DILocation(line: 25, column: 85, scope: !12)
!49 = !DILocation(line: 25, column: 9, scope: !12)
!50 = !{i64 1177}
!51 = !DILocation(line: 30, column: 32, scope: !12)
!52 = !DILocation(line: 26, column: 9, scope: !12)
!53 = !{i64 1277, i64 1319, i64 1355, i64 1431, i64 1477}
!54 = !DILocation(line: 31, column: 48, scope: !12)
!55 = !DILocation(line: 31, column: 46, scope: !12)
!56 = !DILocation(line: 31, column: 39, scope: !12)
!57 = !DILocation(line: 31, column: 9, scope: !12)
!58 = !DILocation(line: 66, column: 3, scope: !35, inlinedAt: !59)
!59 = distinct !DILocation(line: 31, column: 13, scope: !12)
!60 = !DILocation(line: 31, column: 24, scope: !12)
!61 = !DILocation(line: 31, column: 31, scope: !12)
!62 = !DILocation(line: 31, column: 29, scope: !12)
!63 = !DILocation(line: 31, column: 37, scope: !12)
!64 = !DILocation(line: 33, column: 1, scope: !12)
!65 = distinct !DISubprogram(name: "__cvta_generic_to_shared", scope: !66, file: !66, line: 149, type: !13, scopeLine: 150, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!66 = !DIFile(filename: "/usr/local/cuda/include/sm_20_intrinsics.hpp", directory: "")
!67 = !DILocation(line: 151, column: 43, scope: !65)
!68 = !DILocation(line: 151, column: 10, scope: !65)
!69 = !DILocation(line: 151, column: 3, scope: !65)
!70 = distinct !DISubprogram(name: "__nv_cvta_generic_to_shared_impl", scope: !71, file: !71, line: 489, type: !13, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!71 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!72 = !DILocation(line: 490, column: 60, scope: !70)
!73 = !DILocation(line: 490, column: 18, scope: !70)
!74 = !DILocation(line: 490, column: 10, scope: !70)
!75 = !DILocation(line: 490, column: 3, scope: !70)
