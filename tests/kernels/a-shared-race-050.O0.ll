; ModuleID = 'a-shared-race-050.cu'
source_filename = "a-shared-race-050.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.float4 = type { float, float, float, float }

@_ZZ13a_vec4_own_okE1s = internal addrspace(3) global [1028 x float] undef, align 16
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @a_vec4_own_ok(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.float4, align 16
  %8 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %9, ptr %5, align 4, !dbg !19
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %12 = mul i32 %10, %11, !dbg !26
  %13 = load i32, ptr %5, align 4, !dbg !27
  %14 = add i32 %12, %13, !dbg !28
  store i32 %14, ptr %6, align 4, !dbg !29
  %15 = load ptr, ptr %3, align 8, !dbg !30
  %16 = load i32, ptr %6, align 4, !dbg !31
  %17 = zext i32 %16 to i64, !dbg !30
  %18 = getelementptr inbounds %struct.float4, ptr %15, i64 %17, !dbg !30
  %19 = load i32, ptr %5, align 4, !dbg !32
  %20 = zext i32 %19 to i64, !dbg !33
  %21 = getelementptr inbounds %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ13a_vec4_own_okE1s to ptr), i64 %20, !dbg !33
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %21, ptr align 16 %18, i64 16, i1 false), !dbg !34
  %22 = load i32, ptr %5, align 4, !dbg !35
  %23 = icmp eq i32 %22, 0, !dbg !36
  br i1 %23, label %24, label %34, !dbg !35

24:                                               ; preds = %2
  %25 = call %struct.float4 @_ZL11make_float4ffff(float noundef 0.000000e+00, float noundef 0.000000e+00, float noundef 0.000000e+00, float noundef 0.000000e+00) #5, !dbg !37
  %26 = getelementptr inbounds %struct.float4, ptr %7, i32 0, i32 0, !dbg !37
  %27 = extractvalue %struct.float4 %25, 0, !dbg !37
  store float %27, ptr %26, align 16, !dbg !37
  %28 = getelementptr inbounds %struct.float4, ptr %7, i32 0, i32 1, !dbg !37
  %29 = extractvalue %struct.float4 %25, 1, !dbg !37
  store float %29, ptr %28, align 4, !dbg !37
  %30 = getelementptr inbounds %struct.float4, ptr %7, i32 0, i32 2, !dbg !37
  %31 = extractvalue %struct.float4 %25, 2, !dbg !37
  store float %31, ptr %30, align 8, !dbg !37
  %32 = getelementptr inbounds %struct.float4, ptr %7, i32 0, i32 3, !dbg !37
  %33 = extractvalue %struct.float4 %25, 3, !dbg !37
  store float %33, ptr %32, align 4, !dbg !37
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 getelementptr inbounds (%struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ13a_vec4_own_okE1s to ptr), i64 256), ptr align 16 %7, i64 16, i1 false), !dbg !38
  br label %34, !dbg !39

34:                                               ; preds = %24, %2
  %35 = load i32, ptr %5, align 4, !dbg !40
  %36 = mul i32 4, %35, !dbg !41
  %37 = add i32 %36, 3, !dbg !42
  %38 = zext i32 %37 to i64, !dbg !43
  %39 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ13a_vec4_own_okE1s to ptr), i64 %38, !dbg !43
  %40 = load volatile float, ptr %39, align 4, !dbg !43
  store float %40, ptr %8, align 4, !dbg !44
  call void @llvm.nvvm.barrier0(), !dbg !45
  %41 = load float, ptr %8, align 4, !dbg !46
  %42 = load i32, ptr %5, align 4, !dbg !47
  %43 = mul i32 4, %42, !dbg !48
  %44 = add i32 %43, 4, !dbg !49
  %45 = zext i32 %44 to i64, !dbg !50
  %46 = getelementptr inbounds [1028 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13a_vec4_own_okE1s to ptr), i64 0, i64 %45, !dbg !50
  %47 = load float, ptr %46, align 4, !dbg !50
  %48 = fadd contract float %41, %47, !dbg !51
  %49 = load ptr, ptr %4, align 8, !dbg !52
  %50 = load i32, ptr %6, align 4, !dbg !53
  %51 = zext i32 %50 to i64, !dbg !52
  %52 = getelementptr inbounds float, ptr %49, i64 %51, !dbg !52
  store float %48, ptr %52, align 4, !dbg !54
  ret void, !dbg !55
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.float4 @_ZL11make_float4ffff(float noundef %0, float noundef %1, float noundef %2, float noundef %3) #2 !dbg !56 {
  %5 = alloca %struct.float4, align 16
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  store float %0, ptr %6, align 4
  store float %1, ptr %7, align 4
  store float %2, ptr %8, align 4
  store float %3, ptr %9, align 4
  %10 = load float, ptr %6, align 4, !dbg !58
  %11 = getelementptr inbounds %struct.float4, ptr %5, i32 0, i32 0, !dbg !59
  store float %10, ptr %11, align 16, !dbg !60
  %12 = load float, ptr %7, align 4, !dbg !61
  %13 = getelementptr inbounds %struct.float4, ptr %5, i32 0, i32 1, !dbg !62
  store float %12, ptr %13, align 4, !dbg !63
  %14 = load float, ptr %8, align 4, !dbg !64
  %15 = getelementptr inbounds %struct.float4, ptr %5, i32 0, i32 2, !dbg !65
  store float %14, ptr %15, align 8, !dbg !66
  %16 = load float, ptr %9, align 4, !dbg !67
  %17 = getelementptr inbounds %struct.float4, ptr %5, i32 0, i32 3, !dbg !68
  store float %16, ptr %17, align 4, !dbg !69
  %18 = load %struct.float4, ptr %5, align 16, !dbg !70
  ret %struct.float4 %18, !dbg !70
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { convergent nocallback nounwind }
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
!7 = !DIFile(filename: "a-shared-race-050.cu", directory: ".")
!8 = !{ptr @a_vec4_own_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_vec4_own_ok", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 18, scope: !12)
!19 = !DILocation(line: 12, column: 14, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 13, column: 18, scope: !12)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 13, column: 31, scope: !12)
!26 = !DILocation(line: 13, column: 29, scope: !12)
!27 = !DILocation(line: 13, column: 44, scope: !12)
!28 = !DILocation(line: 13, column: 42, scope: !12)
!29 = !DILocation(line: 13, column: 14, scope: !12)
!30 = !DILocation(line: 14, column: 40, scope: !12)
!31 = !DILocation(line: 14, column: 43, scope: !12)
!32 = !DILocation(line: 14, column: 35, scope: !12)
!33 = !DILocation(line: 14, column: 5, scope: !12)
!34 = !DILocation(line: 14, column: 38, scope: !12)
!35 = !DILocation(line: 15, column: 9, scope: !12)
!36 = !DILocation(line: 15, column: 11, scope: !12)
!37 = !DILocation(line: 16, column: 46, scope: !12)
!38 = !DILocation(line: 16, column: 44, scope: !12)
!39 = !DILocation(line: 16, column: 9, scope: !12)
!40 = !DILocation(line: 17, column: 44, scope: !12)
!41 = !DILocation(line: 17, column: 42, scope: !12)
!42 = !DILocation(line: 17, column: 46, scope: !12)
!43 = !DILocation(line: 17, column: 18, scope: !12)
!44 = !DILocation(line: 17, column: 11, scope: !12)
!45 = !DILocation(line: 18, column: 5, scope: !12)
!46 = !DILocation(line: 19, column: 14, scope: !12)
!47 = !DILocation(line: 19, column: 27, scope: !12)
!48 = !DILocation(line: 19, column: 25, scope: !12)
!49 = !DILocation(line: 19, column: 29, scope: !12)
!50 = !DILocation(line: 19, column: 21, scope: !12)
!51 = !DILocation(line: 19, column: 19, scope: !12)
!52 = !DILocation(line: 19, column: 5, scope: !12)
!53 = !DILocation(line: 19, column: 9, scope: !12)
!54 = !DILocation(line: 19, column: 12, scope: !12)
!55 = !DILocation(line: 20, column: 1, scope: !12)
!56 = distinct !DISubprogram(name: "make_float4", scope: !57, file: !57, line: 270, type: !13, scopeLine: 271, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!57 = !DIFile(filename: "/usr/local/cuda/include/vector_functions.hpp", directory: "")
!58 = !DILocation(line: 272, column: 19, scope: !56)
!59 = !DILocation(line: 272, column: 15, scope: !56)
!60 = !DILocation(line: 272, column: 17, scope: !56)
!61 = !DILocation(line: 272, column: 28, scope: !56)
!62 = !DILocation(line: 272, column: 24, scope: !56)
!63 = !DILocation(line: 272, column: 26, scope: !56)
!64 = !DILocation(line: 272, column: 37, scope: !56)
!65 = !DILocation(line: 272, column: 33, scope: !56)
!66 = !DILocation(line: 272, column: 35, scope: !56)
!67 = !DILocation(line: 272, column: 46, scope: !56)
!68 = !DILocation(line: 272, column: 42, scope: !56)
!69 = !DILocation(line: 272, column: 44, scope: !56)
!70 = !DILocation(line: 272, column: 49, scope: !56)
