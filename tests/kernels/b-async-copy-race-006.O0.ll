; ModuleID = 'b-async-copy-race-006.cu'
source_filename = "b-async-copy-race-006.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

$__nv_cvta_generic_to_shared_impl = comdat any

@_ZZ20b_cpasync_asm_nowaitE1s = internal addrspace(3) global [128 x %struct.float4] undef, align 16
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_cpasync_asm_nowait(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
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
  %18 = getelementptr inbounds [128 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_cpasync_asm_nowaitE1s to ptr), i64 0, i64 %17, !dbg !28
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
  call void @llvm.nvvm.barrier0(), !dbg !38
  %26 = load i32, ptr %5, align 4, !dbg !39
  %27 = sext i32 %26 to i64, !dbg !40
  %28 = getelementptr inbounds [128 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_cpasync_asm_nowaitE1s to ptr), i64 0, i64 %27, !dbg !40
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 %28, i64 16, i1 false), !dbg !40
  %29 = load i32, ptr %5, align 4, !dbg !41
  %30 = add nsw i32 %29, 1, !dbg !42
  %31 = srem i32 %30, 128, !dbg !43
  %32 = sext i32 %31 to i64, !dbg !44
  %33 = getelementptr inbounds [128 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ20b_cpasync_asm_nowaitE1s to ptr), i64 0, i64 %32, !dbg !44
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 %33, i64 16, i1 false), !dbg !44
  %34 = getelementptr inbounds %struct.float4, ptr %8, i32 0, i32 0, !dbg !45
  %35 = load float, ptr %34, align 16, !dbg !45
  %36 = getelementptr inbounds %struct.float4, ptr %9, i32 0, i32 0, !dbg !46
  %37 = load float, ptr %36, align 16, !dbg !46
  %38 = fadd contract float %35, %37, !dbg !47
  %39 = getelementptr inbounds %struct.float4, ptr %8, i32 0, i32 1, !dbg !48
  %40 = load float, ptr %39, align 4, !dbg !48
  %41 = getelementptr inbounds %struct.float4, ptr %9, i32 0, i32 1, !dbg !49
  %42 = load float, ptr %41, align 4, !dbg !49
  %43 = fadd contract float %40, %42, !dbg !50
  %44 = getelementptr inbounds %struct.float4, ptr %8, i32 0, i32 2, !dbg !51
  %45 = load float, ptr %44, align 8, !dbg !51
  %46 = getelementptr inbounds %struct.float4, ptr %9, i32 0, i32 2, !dbg !52
  %47 = load float, ptr %46, align 8, !dbg !52
  %48 = fadd contract float %45, %47, !dbg !53
  %49 = getelementptr inbounds %struct.float4, ptr %8, i32 0, i32 3, !dbg !54
  %50 = load float, ptr %49, align 4, !dbg !54
  %51 = getelementptr inbounds %struct.float4, ptr %9, i32 0, i32 3, !dbg !55
  %52 = load float, ptr %51, align 4, !dbg !55
  %53 = fadd contract float %50, %52, !dbg !56
  %54 = call %struct.float4 @_ZL11make_float4ffff(float noundef %38, float noundef %43, float noundef %48, float noundef %53) #5, !dbg !57
  %55 = getelementptr inbounds %struct.float4, ptr %10, i32 0, i32 0, !dbg !57
  %56 = extractvalue %struct.float4 %54, 0, !dbg !57
  store float %56, ptr %55, align 16, !dbg !57
  %57 = getelementptr inbounds %struct.float4, ptr %10, i32 0, i32 1, !dbg !57
  %58 = extractvalue %struct.float4 %54, 1, !dbg !57
  store float %58, ptr %57, align 4, !dbg !57
  %59 = getelementptr inbounds %struct.float4, ptr %10, i32 0, i32 2, !dbg !57
  %60 = extractvalue %struct.float4 %54, 2, !dbg !57
  store float %60, ptr %59, align 8, !dbg !57
  %61 = getelementptr inbounds %struct.float4, ptr %10, i32 0, i32 3, !dbg !57
  %62 = extractvalue %struct.float4 %54, 3, !dbg !57
  store float %62, ptr %61, align 4, !dbg !57
  %63 = load ptr, ptr %3, align 8, !dbg !58
  %64 = load i32, ptr %6, align 4, !dbg !59
  %65 = sext i32 %64 to i64, !dbg !58
  %66 = getelementptr inbounds %struct.float4, ptr %63, i64 %65, !dbg !58
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %66, ptr align 16 %10, i64 16, i1 false), !dbg !60
  ret void, !dbg !61
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i64 @_ZL24__cvta_generic_to_sharedPKv(ptr noundef %0) #1 !dbg !62 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !64
  %4 = call i64 @__nv_cvta_generic_to_shared_impl(ptr noundef %3) #5, !dbg !65
  ret i64 %4, !dbg !66
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.float4 @_ZL11make_float4ffff(float noundef %0, float noundef %1, float noundef %2, float noundef %3) #1 !dbg !67 {
  %5 = alloca %struct.float4, align 16
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  store float %0, ptr %6, align 4
  store float %1, ptr %7, align 4
  store float %2, ptr %8, align 4
  store float %3, ptr %9, align 4
  %10 = load float, ptr %6, align 4, !dbg !69
  %11 = getelementptr inbounds %struct.float4, ptr %5, i32 0, i32 0, !dbg !70
  store float %10, ptr %11, align 16, !dbg !71
  %12 = load float, ptr %7, align 4, !dbg !72
  %13 = getelementptr inbounds %struct.float4, ptr %5, i32 0, i32 1, !dbg !73
  store float %12, ptr %13, align 4, !dbg !74
  %14 = load float, ptr %8, align 4, !dbg !75
  %15 = getelementptr inbounds %struct.float4, ptr %5, i32 0, i32 2, !dbg !76
  store float %14, ptr %15, align 8, !dbg !77
  %16 = load float, ptr %9, align 4, !dbg !78
  %17 = getelementptr inbounds %struct.float4, ptr %5, i32 0, i32 3, !dbg !79
  store float %16, ptr %17, align 4, !dbg !80
  %18 = load %struct.float4, ptr %5, align 16, !dbg !81
  ret %struct.float4 %18, !dbg !81
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local i64 @__nv_cvta_generic_to_shared_impl(ptr noundef %0) #1 comdat !dbg !82 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !84
  %4 = addrspacecast ptr %3 to ptr addrspace(3), !dbg !85
  %5 = ptrtoint ptr addrspace(3) %4 to i64, !dbg !86
  ret i64 %5, !dbg !87
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
!7 = !DIFile(filename: "b-async-copy-race-006.cu", directory: ".")
!8 = !{ptr @b_cpasync_asm_nowait, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_cpasync_asm_nowait", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
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
!35 = !{i64 658}
!36 = !DILocation(line: 16, column: 5, scope: !12)
!37 = !{i64 759}
!38 = !DILocation(line: 18, column: 5, scope: !12)
!39 = !DILocation(line: 19, column: 18, scope: !12)
!40 = !DILocation(line: 19, column: 16, scope: !12)
!41 = !DILocation(line: 19, column: 29, scope: !12)
!42 = !DILocation(line: 19, column: 31, scope: !12)
!43 = !DILocation(line: 19, column: 36, scope: !12)
!44 = !DILocation(line: 19, column: 26, scope: !12)
!45 = !DILocation(line: 20, column: 28, scope: !12)
!46 = !DILocation(line: 20, column: 34, scope: !12)
!47 = !DILocation(line: 20, column: 30, scope: !12)
!48 = !DILocation(line: 20, column: 39, scope: !12)
!49 = !DILocation(line: 20, column: 45, scope: !12)
!50 = !DILocation(line: 20, column: 41, scope: !12)
!51 = !DILocation(line: 20, column: 50, scope: !12)
!52 = !DILocation(line: 20, column: 56, scope: !12)
!53 = !DILocation(line: 20, column: 52, scope: !12)
!54 = !DILocation(line: 20, column: 61, scope: !12)
!55 = !DILocation(line: 20, column: 67, scope: !12)
!56 = !DILocation(line: 20, column: 63, scope: !12)
!57 = !DILocation(line: 20, column: 14, scope: !12)
!58 = !DILocation(line: 20, column: 5, scope: !12)
!59 = !DILocation(line: 20, column: 9, scope: !12)
!60 = !DILocation(line: 20, column: 12, scope: !12)
!61 = !DILocation(line: 21, column: 1, scope: !12)
!62 = distinct !DISubprogram(name: "__cvta_generic_to_shared", scope: !63, file: !63, line: 149, type: !13, scopeLine: 150, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!63 = !DIFile(filename: "/usr/local/cuda/include/sm_20_intrinsics.hpp", directory: "")
!64 = !DILocation(line: 151, column: 43, scope: !62)
!65 = !DILocation(line: 151, column: 10, scope: !62)
!66 = !DILocation(line: 151, column: 3, scope: !62)
!67 = distinct !DISubprogram(name: "make_float4", scope: !68, file: !68, line: 270, type: !13, scopeLine: 271, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!68 = !DIFile(filename: "/usr/local/cuda/include/vector_functions.hpp", directory: "")
!69 = !DILocation(line: 272, column: 19, scope: !67)
!70 = !DILocation(line: 272, column: 15, scope: !67)
!71 = !DILocation(line: 272, column: 17, scope: !67)
!72 = !DILocation(line: 272, column: 28, scope: !67)
!73 = !DILocation(line: 272, column: 24, scope: !67)
!74 = !DILocation(line: 272, column: 26, scope: !67)
!75 = !DILocation(line: 272, column: 37, scope: !67)
!76 = !DILocation(line: 272, column: 33, scope: !67)
!77 = !DILocation(line: 272, column: 35, scope: !67)
!78 = !DILocation(line: 272, column: 46, scope: !67)
!79 = !DILocation(line: 272, column: 42, scope: !67)
!80 = !DILocation(line: 272, column: 44, scope: !67)
!81 = !DILocation(line: 272, column: 49, scope: !67)
!82 = distinct !DISubprogram(name: "__nv_cvta_generic_to_shared_impl", scope: !83, file: !83, line: 489, type: !13, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!83 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!84 = !DILocation(line: 490, column: 60, scope: !82)
!85 = !DILocation(line: 490, column: 18, scope: !82)
!86 = !DILocation(line: 490, column: 10, scope: !82)
!87 = !DILocation(line: 490, column: 3, scope: !82)
