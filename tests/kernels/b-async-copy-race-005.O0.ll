; ModuleID = 'b-async-copy-race-005.cu'
source_filename = "b-async-copy-race-005.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

$__nv_cvta_generic_to_shared_impl = comdat any

@_ZZ16b_cpasync_asm_okE1s = internal addrspace(3) global [128 x %struct.float4] undef, align 16
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_cpasync_asm_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.float4, align 16
  %9 = alloca %struct.float4, align 16
  %10 = alloca %struct.float4, align 16
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %11, ptr %5, align 4, !dbg !19
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %13 = mul i32 %12, 128, !dbg !23
  %14 = load i32, ptr %5, align 4, !dbg !24
  %15 = add i32 %13, %14, !dbg !25
  store i32 %15, ptr %6, align 4, !dbg !26
  %16 = load i32, ptr %5, align 4, !dbg !27
  %17 = sext i32 %16 to i64, !dbg !28
  %18 = getelementptr inbounds [128 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_cpasync_asm_okE1s to ptr), i64 0, i64 %17, !dbg !28
  %19 = call noundef i64 @_ZL24__cvta_generic_to_sharedPKv(ptr noundef %18) #5, !dbg !29
  %20 = trunc i64 %19 to i32, !dbg !29
  store i32 %20, ptr %7, align 4, !dbg !30
  %21 = load i32, ptr %7, align 4, !dbg !31
  %22 = load ptr, ptr %4, align 8, !dbg !32
  %23 = load i32, ptr %6, align 4, !dbg !33
  %24 = sext i32 %23 to i64, !dbg !32
  %25 = getelementptr inbounds %struct.float4, ptr %22, i64 %24, !dbg !32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;\0A", "r,l,~{memory}"(i32 %21, ptr %25) #5, !dbg !34, !srcloc !35
  call void asm sideeffect "cp.async.commit_group;\0A", "~{memory}"() #5, !dbg !36, !srcloc !37
  call void asm sideeffect "cp.async.wait_all;\0A", "~{memory}"() #5, !dbg !38, !srcloc !39
  call void @llvm.nvvm.barrier0(), !dbg !40
  %26 = load i32, ptr %5, align 4, !dbg !41
  %27 = sext i32 %26 to i64, !dbg !42
  %28 = getelementptr inbounds [128 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_cpasync_asm_okE1s to ptr), i64 0, i64 %27, !dbg !42
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 %28, i64 16, i1 false), !dbg !42
  %29 = load i32, ptr %5, align 4, !dbg !43
  %30 = add nsw i32 %29, 1, !dbg !44
  %31 = srem i32 %30, 128, !dbg !45
  %32 = sext i32 %31 to i64, !dbg !46
  %33 = getelementptr inbounds [128 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_cpasync_asm_okE1s to ptr), i64 0, i64 %32, !dbg !46
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 %33, i64 16, i1 false), !dbg !46
  %34 = getelementptr inbounds %struct.float4, ptr %8, i32 0, i32 0, !dbg !47
  %35 = load float, ptr %34, align 16, !dbg !47
  %36 = getelementptr inbounds %struct.float4, ptr %9, i32 0, i32 0, !dbg !48
  %37 = load float, ptr %36, align 16, !dbg !48
  %38 = fadd contract float %35, %37, !dbg !49
  %39 = getelementptr inbounds %struct.float4, ptr %8, i32 0, i32 1, !dbg !50
  %40 = load float, ptr %39, align 4, !dbg !50
  %41 = getelementptr inbounds %struct.float4, ptr %9, i32 0, i32 1, !dbg !51
  %42 = load float, ptr %41, align 4, !dbg !51
  %43 = fadd contract float %40, %42, !dbg !52
  %44 = getelementptr inbounds %struct.float4, ptr %8, i32 0, i32 2, !dbg !53
  %45 = load float, ptr %44, align 8, !dbg !53
  %46 = getelementptr inbounds %struct.float4, ptr %9, i32 0, i32 2, !dbg !54
  %47 = load float, ptr %46, align 8, !dbg !54
  %48 = fadd contract float %45, %47, !dbg !55
  %49 = getelementptr inbounds %struct.float4, ptr %8, i32 0, i32 3, !dbg !56
  %50 = load float, ptr %49, align 4, !dbg !56
  %51 = getelementptr inbounds %struct.float4, ptr %9, i32 0, i32 3, !dbg !57
  %52 = load float, ptr %51, align 4, !dbg !57
  %53 = fadd contract float %50, %52, !dbg !58
  %54 = call %struct.float4 @_ZL11make_float4ffff(float noundef %38, float noundef %43, float noundef %48, float noundef %53) #5, !dbg !59
  %55 = getelementptr inbounds %struct.float4, ptr %10, i32 0, i32 0, !dbg !59
  %56 = extractvalue %struct.float4 %54, 0, !dbg !59
  store float %56, ptr %55, align 16, !dbg !59
  %57 = getelementptr inbounds %struct.float4, ptr %10, i32 0, i32 1, !dbg !59
  %58 = extractvalue %struct.float4 %54, 1, !dbg !59
  store float %58, ptr %57, align 4, !dbg !59
  %59 = getelementptr inbounds %struct.float4, ptr %10, i32 0, i32 2, !dbg !59
  %60 = extractvalue %struct.float4 %54, 2, !dbg !59
  store float %60, ptr %59, align 8, !dbg !59
  %61 = getelementptr inbounds %struct.float4, ptr %10, i32 0, i32 3, !dbg !59
  %62 = extractvalue %struct.float4 %54, 3, !dbg !59
  store float %62, ptr %61, align 4, !dbg !59
  %63 = load ptr, ptr %3, align 8, !dbg !60
  %64 = load i32, ptr %6, align 4, !dbg !61
  %65 = sext i32 %64 to i64, !dbg !60
  %66 = getelementptr inbounds %struct.float4, ptr %63, i64 %65, !dbg !60
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %66, ptr align 16 %10, i64 16, i1 false), !dbg !62
  ret void, !dbg !63
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i64 @_ZL24__cvta_generic_to_sharedPKv(ptr noundef %0) #1 !dbg !64 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !66
  %4 = call i64 @__nv_cvta_generic_to_shared_impl(ptr noundef %3) #5, !dbg !67
  ret i64 %4, !dbg !68
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.float4 @_ZL11make_float4ffff(float noundef %0, float noundef %1, float noundef %2, float noundef %3) #1 !dbg !69 {
  %5 = alloca %struct.float4, align 16
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  store float %0, ptr %6, align 4
  store float %1, ptr %7, align 4
  store float %2, ptr %8, align 4
  store float %3, ptr %9, align 4
  %10 = load float, ptr %6, align 4, !dbg !71
  %11 = getelementptr inbounds %struct.float4, ptr %5, i32 0, i32 0, !dbg !72
  store float %10, ptr %11, align 16, !dbg !73
  %12 = load float, ptr %7, align 4, !dbg !74
  %13 = getelementptr inbounds %struct.float4, ptr %5, i32 0, i32 1, !dbg !75
  store float %12, ptr %13, align 4, !dbg !76
  %14 = load float, ptr %8, align 4, !dbg !77
  %15 = getelementptr inbounds %struct.float4, ptr %5, i32 0, i32 2, !dbg !78
  store float %14, ptr %15, align 8, !dbg !79
  %16 = load float, ptr %9, align 4, !dbg !80
  %17 = getelementptr inbounds %struct.float4, ptr %5, i32 0, i32 3, !dbg !81
  store float %16, ptr %17, align 4, !dbg !82
  %18 = load %struct.float4, ptr %5, align 16, !dbg !83
  ret %struct.float4 %18, !dbg !83
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local i64 @__nv_cvta_generic_to_shared_impl(ptr noundef %0) #1 comdat !dbg !84 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !86
  %4 = addrspacecast ptr %3 to ptr addrspace(3), !dbg !87
  %5 = ptrtoint ptr addrspace(3) %4 to i64, !dbg !88
  ret i64 %5, !dbg !89
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
!7 = !DIFile(filename: "b-async-copy-race-005.cu", directory: ".")
!8 = !{ptr @b_cpasync_asm_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_cpasync_asm_ok", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 12, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 13, column: 13, scope: !12)
!23 = !DILocation(line: 13, column: 24, scope: !12)
!24 = !DILocation(line: 13, column: 30, scope: !12)
!25 = !DILocation(line: 13, column: 28, scope: !12)
!26 = !DILocation(line: 13, column: 9, scope: !12)
!27 = !DILocation(line: 14, column: 58, scope: !12)
!28 = !DILocation(line: 14, column: 56, scope: !12)
!29 = !DILocation(line: 14, column: 30, scope: !12)
!30 = !DILocation(line: 14, column: 14, scope: !12)
!31 = !DILocation(line: 15, column: 71, scope: !12)
!32 = !DILocation(line: 15, column: 82, scope: !12)
!33 = !DILocation(line: 15, column: 85, scope: !12)
!34 = !DILocation(line: 15, column: 5, scope: !12)
!35 = !{i64 686}
!36 = !DILocation(line: 16, column: 5, scope: !12)
!37 = !{i64 787}
!38 = !DILocation(line: 17, column: 5, scope: !12)
!39 = !{i64 846}
!40 = !DILocation(line: 18, column: 5, scope: !12)
!41 = !DILocation(line: 19, column: 18, scope: !12)
!42 = !DILocation(line: 19, column: 16, scope: !12)
!43 = !DILocation(line: 19, column: 29, scope: !12)
!44 = !DILocation(line: 19, column: 31, scope: !12)
!45 = !DILocation(line: 19, column: 36, scope: !12)
!46 = !DILocation(line: 19, column: 26, scope: !12)
!47 = !DILocation(line: 20, column: 28, scope: !12)
!48 = !DILocation(line: 20, column: 34, scope: !12)
!49 = !DILocation(line: 20, column: 30, scope: !12)
!50 = !DILocation(line: 20, column: 39, scope: !12)
!51 = !DILocation(line: 20, column: 45, scope: !12)
!52 = !DILocation(line: 20, column: 41, scope: !12)
!53 = !DILocation(line: 20, column: 50, scope: !12)
!54 = !DILocation(line: 20, column: 56, scope: !12)
!55 = !DILocation(line: 20, column: 52, scope: !12)
!56 = !DILocation(line: 20, column: 61, scope: !12)
!57 = !DILocation(line: 20, column: 67, scope: !12)
!58 = !DILocation(line: 20, column: 63, scope: !12)
!59 = !DILocation(line: 20, column: 14, scope: !12)
!60 = !DILocation(line: 20, column: 5, scope: !12)
!61 = !DILocation(line: 20, column: 9, scope: !12)
!62 = !DILocation(line: 20, column: 12, scope: !12)
!63 = !DILocation(line: 21, column: 1, scope: !12)
!64 = distinct !DISubprogram(name: "__cvta_generic_to_shared", scope: !65, file: !65, line: 149, type: !13, scopeLine: 150, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!65 = !DIFile(filename: "/usr/local/cuda/include/sm_20_intrinsics.hpp", directory: "")
!66 = !DILocation(line: 151, column: 43, scope: !64)
!67 = !DILocation(line: 151, column: 10, scope: !64)
!68 = !DILocation(line: 151, column: 3, scope: !64)
!69 = distinct !DISubprogram(name: "make_float4", scope: !70, file: !70, line: 270, type: !13, scopeLine: 271, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!70 = !DIFile(filename: "/usr/local/cuda/include/vector_functions.hpp", directory: "")
!71 = !DILocation(line: 272, column: 19, scope: !69)
!72 = !DILocation(line: 272, column: 15, scope: !69)
!73 = !DILocation(line: 272, column: 17, scope: !69)
!74 = !DILocation(line: 272, column: 28, scope: !69)
!75 = !DILocation(line: 272, column: 24, scope: !69)
!76 = !DILocation(line: 272, column: 26, scope: !69)
!77 = !DILocation(line: 272, column: 37, scope: !69)
!78 = !DILocation(line: 272, column: 33, scope: !69)
!79 = !DILocation(line: 272, column: 35, scope: !69)
!80 = !DILocation(line: 272, column: 46, scope: !69)
!81 = !DILocation(line: 272, column: 42, scope: !69)
!82 = !DILocation(line: 272, column: 44, scope: !69)
!83 = !DILocation(line: 272, column: 49, scope: !69)
!84 = distinct !DISubprogram(name: "__nv_cvta_generic_to_shared_impl", scope: !85, file: !85, line: 489, type: !13, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!85 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!86 = !DILocation(line: 490, column: 60, scope: !84)
!87 = !DILocation(line: 490, column: 18, scope: !84)
!88 = !DILocation(line: 490, column: 10, scope: !84)
!89 = !DILocation(line: 490, column: 3, scope: !84)
