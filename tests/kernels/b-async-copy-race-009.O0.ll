; ModuleID = 'b-async-copy-race-009.cu'
source_filename = "b-async-copy-race-009.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm16EE8cp_asyncEPvPKv = comdat any

$__nvvm_get_smem_pointer = comdat any

$__nv_cvta_generic_to_shared_impl = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm15EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm14EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm13EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm12EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm11EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm10EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm9EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm8EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm7EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm6EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm5EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm4EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm3EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm2EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm1EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm0EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm8EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm7EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm6EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm5EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm4EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm3EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm2EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm1EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm0EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm4EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm3EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm2EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm1EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm0EE8cp_asyncEPvPKv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal15pipeline_commitEv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE15pipeline_commitEv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj0EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj1EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj2EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj3EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj4EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj5EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj6EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj7EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj8EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj0EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj1EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj2EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj3EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj4EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj5EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj6EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj7EEEvv = comdat any

$_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj8EEEvv = comdat any

@_ZZ37b_cpasync_pipeline2_notrailingbarrierE3buf = internal addrspace(3) global [2 x [128 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_cpasync_pipeline2_notrailingbarrier(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %11, ptr %7, align 4, !dbg !19
  %12 = load ptr, ptr %5, align 8, !dbg !20
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %14 = zext i32 %13 to i64, !dbg !24
  %15 = load i32, ptr %6, align 4, !dbg !25
  %16 = sext i32 %15 to i64, !dbg !25
  %17 = mul i64 %14, %16, !dbg !26
  %18 = mul i64 %17, 128, !dbg !27
  %19 = getelementptr inbounds float, ptr %12, i64 %18, !dbg !28
  store ptr %19, ptr %8, align 8, !dbg !29
  %20 = load i32, ptr %7, align 4, !dbg !30
  %21 = sext i32 %20 to i64, !dbg !31
  %22 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ37b_cpasync_pipeline2_notrailingbarrierE3buf to ptr), i64 0, i64 %21, !dbg !31
  %23 = load ptr, ptr %8, align 8, !dbg !32
  %24 = load i32, ptr %7, align 4, !dbg !33
  %25 = sext i32 %24 to i64, !dbg !32
  %26 = getelementptr inbounds float, ptr %23, i64 %25, !dbg !32
  call void @_ZL23__pipeline_memcpy_asyncPvPKvmm(ptr noundef %22, ptr noundef %26, i64 noundef 4, i64 noundef 0) #4, !dbg !34
  call void @_ZL17__pipeline_commitv() #4, !dbg !35
  store float 0.000000e+00, ptr %9, align 4, !dbg !36
  store i32 0, ptr %10, align 4, !dbg !37
  br label %27, !dbg !38

27:                                               ; preds = %75, %3
  %28 = load i32, ptr %10, align 4, !dbg !39
  %29 = load i32, ptr %6, align 4, !dbg !40
  %30 = icmp slt i32 %28, %29, !dbg !41
  br i1 %30, label %31, label %78, !dbg !42

31:                                               ; preds = %27
  %32 = load i32, ptr %10, align 4, !dbg !43
  %33 = add nsw i32 %32, 1, !dbg !44
  %34 = load i32, ptr %6, align 4, !dbg !45
  %35 = icmp slt i32 %33, %34, !dbg !46
  br i1 %35, label %36, label %53, !dbg !43

36:                                               ; preds = %31
  %37 = load i32, ptr %10, align 4, !dbg !47
  %38 = add nsw i32 %37, 1, !dbg !48
  %39 = and i32 %38, 1, !dbg !49
  %40 = sext i32 %39 to i64, !dbg !50
  %41 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ37b_cpasync_pipeline2_notrailingbarrierE3buf to ptr), i64 0, i64 %40, !dbg !50
  %42 = load i32, ptr %7, align 4, !dbg !51
  %43 = sext i32 %42 to i64, !dbg !50
  %44 = getelementptr inbounds [128 x float], ptr %41, i64 0, i64 %43, !dbg !50
  %45 = load ptr, ptr %8, align 8, !dbg !52
  %46 = load i32, ptr %10, align 4, !dbg !53
  %47 = add nsw i32 %46, 1, !dbg !54
  %48 = mul nsw i32 %47, 128, !dbg !55
  %49 = load i32, ptr %7, align 4, !dbg !56
  %50 = add nsw i32 %48, %49, !dbg !57
  %51 = sext i32 %50 to i64, !dbg !52
  %52 = getelementptr inbounds float, ptr %45, i64 %51, !dbg !52
  call void @_ZL23__pipeline_memcpy_asyncPvPKvmm(ptr noundef %44, ptr noundef %52, i64 noundef 4, i64 noundef 0) #4, !dbg !58
  br label %53, !dbg !58

53:                                               ; preds = %36, %31
  call void @_ZL17__pipeline_commitv() #4, !dbg !59
  call void @_ZL21__pipeline_wait_priorm(i64 noundef 1) #4, !dbg !60
  call void @llvm.nvvm.barrier0(), !dbg !61
  %54 = load i32, ptr %10, align 4, !dbg !62
  %55 = and i32 %54, 1, !dbg !63
  %56 = sext i32 %55 to i64, !dbg !64
  %57 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ37b_cpasync_pipeline2_notrailingbarrierE3buf to ptr), i64 0, i64 %56, !dbg !64
  %58 = load i32, ptr %7, align 4, !dbg !65
  %59 = sext i32 %58 to i64, !dbg !64
  %60 = getelementptr inbounds [128 x float], ptr %57, i64 0, i64 %59, !dbg !64
  %61 = load float, ptr %60, align 4, !dbg !64
  %62 = load i32, ptr %10, align 4, !dbg !66
  %63 = and i32 %62, 1, !dbg !67
  %64 = sext i32 %63 to i64, !dbg !68
  %65 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ37b_cpasync_pipeline2_notrailingbarrierE3buf to ptr), i64 0, i64 %64, !dbg !68
  %66 = load i32, ptr %7, align 4, !dbg !69
  %67 = add nsw i32 %66, 1, !dbg !70
  %68 = srem i32 %67, 128, !dbg !71
  %69 = sext i32 %68 to i64, !dbg !68
  %70 = getelementptr inbounds [128 x float], ptr %65, i64 0, i64 %69, !dbg !68
  %71 = load float, ptr %70, align 4, !dbg !68
  %72 = fmul contract float %61, %71, !dbg !72
  %73 = load float, ptr %9, align 4, !dbg !73
  %74 = fadd contract float %73, %72, !dbg !73
  store float %74, ptr %9, align 4, !dbg !73
  br label %75, !dbg !74

75:                                               ; preds = %53
  %76 = load i32, ptr %10, align 4, !dbg !75
  %77 = add nsw i32 %76, 1, !dbg !75
  store i32 %77, ptr %10, align 4, !dbg !75
  br label %27, !dbg !42, !llvm.loop !76

78:                                               ; preds = %27
  %79 = load float, ptr %9, align 4, !dbg !78
  %80 = load ptr, ptr %4, align 8, !dbg !79
  %81 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !80
  %82 = mul i32 %81, 128, !dbg !82
  %83 = load i32, ptr %7, align 4, !dbg !83
  %84 = add i32 %82, %83, !dbg !84
  %85 = zext i32 %84 to i64, !dbg !79
  %86 = getelementptr inbounds float, ptr %80, i64 %85, !dbg !79
  store float %79, ptr %86, align 4, !dbg !85
  ret void, !dbg !86
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL23__pipeline_memcpy_asyncPvPKvmm(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3) #1 !dbg !87 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = load i64, ptr %7, align 8, !dbg !89
  switch i64 %9, label %112 [
    i64 16, label %10
    i64 8, label %64
    i64 4, label %94
  ], !dbg !90

10:                                               ; preds = %4
  %11 = load i64, ptr %8, align 8, !dbg !91
  switch i64 %11, label %63 [
    i64 0, label %12
    i64 1, label %15
    i64 2, label %18
    i64 3, label %21
    i64 4, label %24
    i64 5, label %27
    i64 6, label %30
    i64 7, label %33
    i64 8, label %36
    i64 9, label %39
    i64 10, label %42
    i64 11, label %45
    i64 12, label %48
    i64 13, label %51
    i64 14, label %54
    i64 15, label %57
    i64 16, label %60
  ], !dbg !92

12:                                               ; preds = %10
  %13 = load ptr, ptr %5, align 8, !dbg !93
  %14 = load ptr, ptr %6, align 8, !dbg !94
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noundef %13, ptr noundef %14) #4, !dbg !95
  br label %113, !dbg !96

15:                                               ; preds = %10
  %16 = load ptr, ptr %5, align 8, !dbg !97
  %17 = load ptr, ptr %6, align 8, !dbg !98
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noundef %16, ptr noundef %17) #4, !dbg !99
  br label %113, !dbg !100

18:                                               ; preds = %10
  %19 = load ptr, ptr %5, align 8, !dbg !101
  %20 = load ptr, ptr %6, align 8, !dbg !102
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noundef %19, ptr noundef %20) #4, !dbg !103
  br label %113, !dbg !104

21:                                               ; preds = %10
  %22 = load ptr, ptr %5, align 8, !dbg !105
  %23 = load ptr, ptr %6, align 8, !dbg !106
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noundef %22, ptr noundef %23) #4, !dbg !107
  br label %113, !dbg !108

24:                                               ; preds = %10
  %25 = load ptr, ptr %5, align 8, !dbg !109
  %26 = load ptr, ptr %6, align 8, !dbg !110
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noundef %25, ptr noundef %26) #4, !dbg !111
  br label %113, !dbg !112

27:                                               ; preds = %10
  %28 = load ptr, ptr %5, align 8, !dbg !113
  %29 = load ptr, ptr %6, align 8, !dbg !114
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noundef %28, ptr noundef %29) #4, !dbg !115
  br label %113, !dbg !116

30:                                               ; preds = %10
  %31 = load ptr, ptr %5, align 8, !dbg !117
  %32 = load ptr, ptr %6, align 8, !dbg !118
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noundef %31, ptr noundef %32) #4, !dbg !119
  br label %113, !dbg !120

33:                                               ; preds = %10
  %34 = load ptr, ptr %5, align 8, !dbg !121
  %35 = load ptr, ptr %6, align 8, !dbg !122
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noundef %34, ptr noundef %35) #4, !dbg !123
  br label %113, !dbg !124

36:                                               ; preds = %10
  %37 = load ptr, ptr %5, align 8, !dbg !125
  %38 = load ptr, ptr %6, align 8, !dbg !126
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noundef %37, ptr noundef %38) #4, !dbg !127
  br label %113, !dbg !128

39:                                               ; preds = %10
  %40 = load ptr, ptr %5, align 8, !dbg !129
  %41 = load ptr, ptr %6, align 8, !dbg !130
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noundef %40, ptr noundef %41) #4, !dbg !131
  br label %113, !dbg !132

42:                                               ; preds = %10
  %43 = load ptr, ptr %5, align 8, !dbg !133
  %44 = load ptr, ptr %6, align 8, !dbg !134
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noundef %43, ptr noundef %44) #4, !dbg !135
  br label %113, !dbg !136

45:                                               ; preds = %10
  %46 = load ptr, ptr %5, align 8, !dbg !137
  %47 = load ptr, ptr %6, align 8, !dbg !138
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noundef %46, ptr noundef %47) #4, !dbg !139
  br label %113, !dbg !140

48:                                               ; preds = %10
  %49 = load ptr, ptr %5, align 8, !dbg !141
  %50 = load ptr, ptr %6, align 8, !dbg !142
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noundef %49, ptr noundef %50) #4, !dbg !143
  br label %113, !dbg !144

51:                                               ; preds = %10
  %52 = load ptr, ptr %5, align 8, !dbg !145
  %53 = load ptr, ptr %6, align 8, !dbg !146
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noundef %52, ptr noundef %53) #4, !dbg !147
  br label %113, !dbg !148

54:                                               ; preds = %10
  %55 = load ptr, ptr %5, align 8, !dbg !149
  %56 = load ptr, ptr %6, align 8, !dbg !150
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noundef %55, ptr noundef %56) #4, !dbg !151
  br label %113, !dbg !152

57:                                               ; preds = %10
  %58 = load ptr, ptr %5, align 8, !dbg !153
  %59 = load ptr, ptr %6, align 8, !dbg !154
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noundef %58, ptr noundef %59) #4, !dbg !155
  br label %113, !dbg !156

60:                                               ; preds = %10
  %61 = load ptr, ptr %5, align 8, !dbg !157
  %62 = load ptr, ptr %6, align 8, !dbg !158
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noundef %61, ptr noundef %62) #4, !dbg !159
  br label %113, !dbg !160

63:                                               ; preds = %10
  call void asm sideeffect "trap;", ""() #4, !dbg !161, !srcloc !165
  br label %113, !dbg !166

64:                                               ; preds = %4
  %65 = load i64, ptr %8, align 8, !dbg !167
  switch i64 %65, label %93 [
    i64 0, label %66
    i64 1, label %69
    i64 2, label %72
    i64 3, label %75
    i64 4, label %78
    i64 5, label %81
    i64 6, label %84
    i64 7, label %87
    i64 8, label %90
  ], !dbg !168

66:                                               ; preds = %64
  %67 = load ptr, ptr %5, align 8, !dbg !169
  %68 = load ptr, ptr %6, align 8, !dbg !170
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noundef %67, ptr noundef %68) #4, !dbg !171
  br label %113, !dbg !172

69:                                               ; preds = %64
  %70 = load ptr, ptr %5, align 8, !dbg !173
  %71 = load ptr, ptr %6, align 8, !dbg !174
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noundef %70, ptr noundef %71) #4, !dbg !175
  br label %113, !dbg !176

72:                                               ; preds = %64
  %73 = load ptr, ptr %5, align 8, !dbg !177
  %74 = load ptr, ptr %6, align 8, !dbg !178
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noundef %73, ptr noundef %74) #4, !dbg !179
  br label %113, !dbg !180

75:                                               ; preds = %64
  %76 = load ptr, ptr %5, align 8, !dbg !181
  %77 = load ptr, ptr %6, align 8, !dbg !182
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noundef %76, ptr noundef %77) #4, !dbg !183
  br label %113, !dbg !184

78:                                               ; preds = %64
  %79 = load ptr, ptr %5, align 8, !dbg !185
  %80 = load ptr, ptr %6, align 8, !dbg !186
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noundef %79, ptr noundef %80) #4, !dbg !187
  br label %113, !dbg !188

81:                                               ; preds = %64
  %82 = load ptr, ptr %5, align 8, !dbg !189
  %83 = load ptr, ptr %6, align 8, !dbg !190
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noundef %82, ptr noundef %83) #4, !dbg !191
  br label %113, !dbg !192

84:                                               ; preds = %64
  %85 = load ptr, ptr %5, align 8, !dbg !193
  %86 = load ptr, ptr %6, align 8, !dbg !194
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noundef %85, ptr noundef %86) #4, !dbg !195
  br label %113, !dbg !196

87:                                               ; preds = %64
  %88 = load ptr, ptr %5, align 8, !dbg !197
  %89 = load ptr, ptr %6, align 8, !dbg !198
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noundef %88, ptr noundef %89) #4, !dbg !199
  br label %113, !dbg !200

90:                                               ; preds = %64
  %91 = load ptr, ptr %5, align 8, !dbg !201
  %92 = load ptr, ptr %6, align 8, !dbg !202
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noundef %91, ptr noundef %92) #4, !dbg !203
  br label %113, !dbg !204

93:                                               ; preds = %64
  call void asm sideeffect "trap;", ""() #4, !dbg !205, !srcloc !165
  br label %113, !dbg !207

94:                                               ; preds = %4
  %95 = load i64, ptr %8, align 8, !dbg !208
  switch i64 %95, label %111 [
    i64 0, label %96
    i64 1, label %99
    i64 2, label %102
    i64 3, label %105
    i64 4, label %108
  ], !dbg !209

96:                                               ; preds = %94
  %97 = load ptr, ptr %5, align 8, !dbg !210
  %98 = load ptr, ptr %6, align 8, !dbg !211
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noundef %97, ptr noundef %98) #4, !dbg !212
  br label %113, !dbg !213

99:                                               ; preds = %94
  %100 = load ptr, ptr %5, align 8, !dbg !214
  %101 = load ptr, ptr %6, align 8, !dbg !215
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noundef %100, ptr noundef %101) #4, !dbg !216
  br label %113, !dbg !217

102:                                              ; preds = %94
  %103 = load ptr, ptr %5, align 8, !dbg !218
  %104 = load ptr, ptr %6, align 8, !dbg !219
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noundef %103, ptr noundef %104) #4, !dbg !220
  br label %113, !dbg !221

105:                                              ; preds = %94
  %106 = load ptr, ptr %5, align 8, !dbg !222
  %107 = load ptr, ptr %6, align 8, !dbg !223
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noundef %106, ptr noundef %107) #4, !dbg !224
  br label %113, !dbg !225

108:                                              ; preds = %94
  %109 = load ptr, ptr %5, align 8, !dbg !226
  %110 = load ptr, ptr %6, align 8, !dbg !227
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noundef %109, ptr noundef %110) #4, !dbg !228
  br label %113, !dbg !229

111:                                              ; preds = %94
  call void asm sideeffect "trap;", ""() #4, !dbg !230, !srcloc !165
  br label %113, !dbg !232

112:                                              ; preds = %4
  call void asm sideeffect "trap;", ""() #4, !dbg !233, !srcloc !165
  br label %113, !dbg !235

113:                                              ; preds = %112, %111, %108, %105, %102, %99, %96, %93, %90, %87, %84, %81, %78, %75, %72, %69, %66, %63, %60, %57, %54, %51, %48, %45, %42, %39, %36, %33, %30, %27, %24, %21, %18, %15, %12
  ret void, !dbg !236
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL17__pipeline_commitv() #1 !dbg !237 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal15pipeline_commitEv() #4, !dbg !238
  ret void, !dbg !239
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL21__pipeline_wait_priorm(i64 noundef %0) #1 !dbg !240 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8, !dbg !241
  switch i64 %3, label %12 [
    i64 0, label %4
    i64 1, label %5
    i64 2, label %6
    i64 3, label %7
    i64 4, label %8
    i64 5, label %9
    i64 6, label %10
    i64 7, label %11
  ], !dbg !242

4:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj0EEEvv() #4, !dbg !243
  br label %13, !dbg !244

5:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj1EEEvv() #4, !dbg !245
  br label %13, !dbg !246

6:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj2EEEvv() #4, !dbg !247
  br label %13, !dbg !248

7:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj3EEEvv() #4, !dbg !249
  br label %13, !dbg !250

8:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj4EEEvv() #4, !dbg !251
  br label %13, !dbg !252

9:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj5EEEvv() #4, !dbg !253
  br label %13, !dbg !254

10:                                               ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj6EEEvv() #4, !dbg !255
  br label %13, !dbg !256

11:                                               ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj7EEEvv() #4, !dbg !257
  br label %13, !dbg !258

12:                                               ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj8EEEvv() #4, !dbg !259
  br label %13, !dbg !260

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5, %4
  ret void, !dbg !261
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !262 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !264
  %6 = load ptr, ptr %4, align 8, !dbg !265
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !266
  ret void, !dbg !267
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !268 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !269
  %6 = load ptr, ptr %4, align 8, !dbg !270
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !271
  ret void, !dbg !272
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !273 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !274
  %6 = load ptr, ptr %4, align 8, !dbg !275
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !276
  ret void, !dbg !277
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !278 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !279
  %6 = load ptr, ptr %4, align 8, !dbg !280
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !281
  ret void, !dbg !282
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !283 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !284
  %6 = load ptr, ptr %4, align 8, !dbg !285
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !286
  ret void, !dbg !287
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !288 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !289
  %6 = load ptr, ptr %4, align 8, !dbg !290
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !291
  ret void, !dbg !292
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !293 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !294
  %6 = load ptr, ptr %4, align 8, !dbg !295
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !296
  ret void, !dbg !297
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !298 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !299
  %6 = load ptr, ptr %4, align 8, !dbg !300
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !301
  ret void, !dbg !302
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !303 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !304
  %6 = load ptr, ptr %4, align 8, !dbg !305
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !306
  ret void, !dbg !307
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !308 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !309
  %6 = load ptr, ptr %4, align 8, !dbg !310
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !311
  ret void, !dbg !312
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !313 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !314
  %6 = load ptr, ptr %4, align 8, !dbg !315
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !316
  ret void, !dbg !317
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !318 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !319
  %6 = load ptr, ptr %4, align 8, !dbg !320
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !321
  ret void, !dbg !322
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !323 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !324
  %6 = load ptr, ptr %4, align 8, !dbg !325
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !326
  ret void, !dbg !327
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !328 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !329
  %6 = load ptr, ptr %4, align 8, !dbg !330
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !331
  ret void, !dbg !332
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !333 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !334
  %6 = load ptr, ptr %4, align 8, !dbg !335
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !336
  ret void, !dbg !337
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !338 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !339
  %6 = load ptr, ptr %4, align 8, !dbg !340
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !341
  ret void, !dbg !342
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !343 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !344
  %6 = load ptr, ptr %4, align 8, !dbg !345
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !346
  ret void, !dbg !347
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !348 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !349
  %6 = load ptr, ptr %4, align 8, !dbg !350
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !351
  ret void, !dbg !352
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !353 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !354
  %6 = load ptr, ptr %4, align 8, !dbg !355
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !356
  ret void, !dbg !357
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !358 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !359
  %6 = load ptr, ptr %4, align 8, !dbg !360
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !361
  ret void, !dbg !362
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !363 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !364
  %6 = load ptr, ptr %4, align 8, !dbg !365
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !366
  ret void, !dbg !367
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !368 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !369
  %6 = load ptr, ptr %4, align 8, !dbg !370
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !371
  ret void, !dbg !372
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !373 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !374
  %6 = load ptr, ptr %4, align 8, !dbg !375
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !376
  ret void, !dbg !377
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !378 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !379
  %6 = load ptr, ptr %4, align 8, !dbg !380
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !381
  ret void, !dbg !382
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !383 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !384
  %6 = load ptr, ptr %4, align 8, !dbg !385
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !386
  ret void, !dbg !387
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !388 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !389
  %6 = load ptr, ptr %4, align 8, !dbg !390
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !391
  ret void, !dbg !392
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !393 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !394
  %6 = load ptr, ptr %4, align 8, !dbg !395
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !396
  ret void, !dbg !397
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !398 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !399
  %6 = load ptr, ptr %4, align 8, !dbg !400
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !401
  ret void, !dbg !402
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !403 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !404
  %6 = load ptr, ptr %4, align 8, !dbg !405
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !406
  ret void, !dbg !407
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !408 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !409
  %6 = load ptr, ptr %4, align 8, !dbg !410
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !411
  ret void, !dbg !412
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !413 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !414
  %6 = load ptr, ptr %4, align 8, !dbg !415
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !416
  ret void, !dbg !417
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !418 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !419
  %6 = load ptr, ptr %4, align 8, !dbg !420
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm16EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !421
  ret void, !dbg !422
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm16EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !423 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !424
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !425
  %7 = load ptr, ptr %4, align 8, !dbg !426
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 16) #4, !dbg !427, !srcloc !428
  ret void, !dbg !429
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local i32 @__nvvm_get_smem_pointer(ptr noundef %0) #1 comdat !dbg !430 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !432
  %4 = call i64 @__nv_cvta_generic_to_shared_impl(ptr noundef %3) #4, !dbg !433
  %5 = trunc i64 %4 to i32, !dbg !433
  ret i32 %5, !dbg !434
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local i64 @__nv_cvta_generic_to_shared_impl(ptr noundef %0) #1 comdat !dbg !435 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !436
  %4 = addrspacecast ptr %3 to ptr addrspace(3), !dbg !437
  %5 = ptrtoint ptr addrspace(3) %4 to i64, !dbg !438
  ret i64 %5, !dbg !439
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !440 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !441
  %6 = load ptr, ptr %4, align 8, !dbg !442
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm15EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !443
  ret void, !dbg !444
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm15EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !445 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !446
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !447
  %7 = load ptr, ptr %4, align 8, !dbg !448
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 15) #4, !dbg !449, !srcloc !428
  ret void, !dbg !450
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !451 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !452
  %6 = load ptr, ptr %4, align 8, !dbg !453
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm14EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !454
  ret void, !dbg !455
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm14EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !456 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !457
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !458
  %7 = load ptr, ptr %4, align 8, !dbg !459
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 14) #4, !dbg !460, !srcloc !428
  ret void, !dbg !461
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !462 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !463
  %6 = load ptr, ptr %4, align 8, !dbg !464
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm13EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !465
  ret void, !dbg !466
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm13EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !467 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !468
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !469
  %7 = load ptr, ptr %4, align 8, !dbg !470
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 13) #4, !dbg !471, !srcloc !428
  ret void, !dbg !472
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !473 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !474
  %6 = load ptr, ptr %4, align 8, !dbg !475
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm12EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !476
  ret void, !dbg !477
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm12EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !478 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !479
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !480
  %7 = load ptr, ptr %4, align 8, !dbg !481
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 12) #4, !dbg !482, !srcloc !428
  ret void, !dbg !483
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !484 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !485
  %6 = load ptr, ptr %4, align 8, !dbg !486
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm11EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !487
  ret void, !dbg !488
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm11EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !489 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !490
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !491
  %7 = load ptr, ptr %4, align 8, !dbg !492
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 11) #4, !dbg !493, !srcloc !428
  ret void, !dbg !494
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !495 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !496
  %6 = load ptr, ptr %4, align 8, !dbg !497
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm10EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !498
  ret void, !dbg !499
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm10EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !500 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !501
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !502
  %7 = load ptr, ptr %4, align 8, !dbg !503
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 10) #4, !dbg !504, !srcloc !428
  ret void, !dbg !505
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !506 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !507
  %6 = load ptr, ptr %4, align 8, !dbg !508
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm9EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !509
  ret void, !dbg !510
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm9EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !511 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !512
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !513
  %7 = load ptr, ptr %4, align 8, !dbg !514
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 9) #4, !dbg !515, !srcloc !428
  ret void, !dbg !516
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !517 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !518
  %6 = load ptr, ptr %4, align 8, !dbg !519
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm8EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !520
  ret void, !dbg !521
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm8EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !522 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !523
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !524
  %7 = load ptr, ptr %4, align 8, !dbg !525
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 8) #4, !dbg !526, !srcloc !428
  ret void, !dbg !527
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !528 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !529
  %6 = load ptr, ptr %4, align 8, !dbg !530
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm7EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !531
  ret void, !dbg !532
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm7EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !533 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !534
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !535
  %7 = load ptr, ptr %4, align 8, !dbg !536
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 7) #4, !dbg !537, !srcloc !428
  ret void, !dbg !538
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !539 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !540
  %6 = load ptr, ptr %4, align 8, !dbg !541
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm6EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !542
  ret void, !dbg !543
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm6EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !544 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !545
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !546
  %7 = load ptr, ptr %4, align 8, !dbg !547
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 6) #4, !dbg !548, !srcloc !428
  ret void, !dbg !549
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !550 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !551
  %6 = load ptr, ptr %4, align 8, !dbg !552
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm5EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !553
  ret void, !dbg !554
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm5EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !555 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !556
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !557
  %7 = load ptr, ptr %4, align 8, !dbg !558
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 5) #4, !dbg !559, !srcloc !428
  ret void, !dbg !560
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !561 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !562
  %6 = load ptr, ptr %4, align 8, !dbg !563
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm4EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !564
  ret void, !dbg !565
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm4EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !566 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !567
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !568
  %7 = load ptr, ptr %4, align 8, !dbg !569
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 4) #4, !dbg !570, !srcloc !428
  ret void, !dbg !571
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !572 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !573
  %6 = load ptr, ptr %4, align 8, !dbg !574
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm3EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !575
  ret void, !dbg !576
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm3EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !577 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !578
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !579
  %7 = load ptr, ptr %4, align 8, !dbg !580
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 3) #4, !dbg !581, !srcloc !428
  ret void, !dbg !582
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !583 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !584
  %6 = load ptr, ptr %4, align 8, !dbg !585
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm2EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !586
  ret void, !dbg !587
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm2EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !588 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !589
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !590
  %7 = load ptr, ptr %4, align 8, !dbg !591
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 2) #4, !dbg !592, !srcloc !428
  ret void, !dbg !593
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !594 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !595
  %6 = load ptr, ptr %4, align 8, !dbg !596
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm1EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !597
  ret void, !dbg !598
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm1EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !599 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !600
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !601
  %7 = load ptr, ptr %4, align 8, !dbg !602
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 1) #4, !dbg !603, !srcloc !428
  ret void, !dbg !604
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !605 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !606
  %6 = load ptr, ptr %4, align 8, !dbg !607
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm0EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !608
  ret void, !dbg !609
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm0EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !610 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !611
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !612
  %7 = load ptr, ptr %4, align 8, !dbg !613
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 0) #4, !dbg !614, !srcloc !428
  ret void, !dbg !615
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !616 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !617
  %6 = load ptr, ptr %4, align 8, !dbg !618
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm8EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !619
  ret void, !dbg !620
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm8EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !621 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !622
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !623
  %7 = load ptr, ptr %4, align 8, !dbg !624
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 8) #4, !dbg !625, !srcloc !626
  ret void, !dbg !627
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !628 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !629
  %6 = load ptr, ptr %4, align 8, !dbg !630
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm7EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !631
  ret void, !dbg !632
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm7EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !633 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !634
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !635
  %7 = load ptr, ptr %4, align 8, !dbg !636
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 7) #4, !dbg !637, !srcloc !626
  ret void, !dbg !638
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !639 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !640
  %6 = load ptr, ptr %4, align 8, !dbg !641
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm6EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !642
  ret void, !dbg !643
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm6EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !644 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !645
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !646
  %7 = load ptr, ptr %4, align 8, !dbg !647
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 6) #4, !dbg !648, !srcloc !626
  ret void, !dbg !649
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !650 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !651
  %6 = load ptr, ptr %4, align 8, !dbg !652
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm5EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !653
  ret void, !dbg !654
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm5EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !655 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !656
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !657
  %7 = load ptr, ptr %4, align 8, !dbg !658
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 5) #4, !dbg !659, !srcloc !626
  ret void, !dbg !660
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !661 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !662
  %6 = load ptr, ptr %4, align 8, !dbg !663
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm4EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !664
  ret void, !dbg !665
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm4EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !666 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !667
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !668
  %7 = load ptr, ptr %4, align 8, !dbg !669
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 4) #4, !dbg !670, !srcloc !626
  ret void, !dbg !671
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !672 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !673
  %6 = load ptr, ptr %4, align 8, !dbg !674
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm3EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !675
  ret void, !dbg !676
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm3EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !677 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !678
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !679
  %7 = load ptr, ptr %4, align 8, !dbg !680
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 3) #4, !dbg !681, !srcloc !626
  ret void, !dbg !682
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !683 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !684
  %6 = load ptr, ptr %4, align 8, !dbg !685
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm2EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !686
  ret void, !dbg !687
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm2EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !688 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !689
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !690
  %7 = load ptr, ptr %4, align 8, !dbg !691
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 2) #4, !dbg !692, !srcloc !626
  ret void, !dbg !693
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !694 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !695
  %6 = load ptr, ptr %4, align 8, !dbg !696
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm1EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !697
  ret void, !dbg !698
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm1EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !699 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !700
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !701
  %7 = load ptr, ptr %4, align 8, !dbg !702
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 1) #4, !dbg !703, !srcloc !626
  ret void, !dbg !704
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !705 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !706
  %6 = load ptr, ptr %4, align 8, !dbg !707
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm0EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !708
  ret void, !dbg !709
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm0EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !710 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !711
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !712
  %7 = load ptr, ptr %4, align 8, !dbg !713
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 0) #4, !dbg !714, !srcloc !626
  ret void, !dbg !715
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !716 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !717
  %6 = load ptr, ptr %4, align 8, !dbg !718
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm4EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !719
  ret void, !dbg !720
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm4EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !721 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !722
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !723
  %7 = load ptr, ptr %4, align 8, !dbg !724
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 4) #4, !dbg !725, !srcloc !626
  ret void, !dbg !726
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !727 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !728
  %6 = load ptr, ptr %4, align 8, !dbg !729
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm3EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !730
  ret void, !dbg !731
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm3EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !732 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !733
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !734
  %7 = load ptr, ptr %4, align 8, !dbg !735
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 3) #4, !dbg !736, !srcloc !626
  ret void, !dbg !737
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !738 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !739
  %6 = load ptr, ptr %4, align 8, !dbg !740
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm2EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !741
  ret void, !dbg !742
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm2EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !743 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !744
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !745
  %7 = load ptr, ptr %4, align 8, !dbg !746
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 2) #4, !dbg !747, !srcloc !626
  ret void, !dbg !748
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !749 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !750
  %6 = load ptr, ptr %4, align 8, !dbg !751
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm1EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !752
  ret void, !dbg !753
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm1EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !754 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !755
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !756
  %7 = load ptr, ptr %4, align 8, !dbg !757
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 1) #4, !dbg !758, !srcloc !626
  ret void, !dbg !759
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !760 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !761
  %6 = load ptr, ptr %4, align 8, !dbg !762
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm0EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !763
  ret void, !dbg !764
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm0EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !765 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !766
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !767
  %7 = load ptr, ptr %4, align 8, !dbg !768
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 0) #4, !dbg !769, !srcloc !626
  ret void, !dbg !770
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal15pipeline_commitEv() #1 comdat !dbg !771 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE15pipeline_commitEv() #4, !dbg !772
  ret void, !dbg !773
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE15pipeline_commitEv() #1 comdat align 2 !dbg !774 {
  call void asm sideeffect "cp.async.commit_group;", ""() #4, !dbg !775, !srcloc !776
  ret void, !dbg !777
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj0EEEvv() #1 comdat !dbg !778 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj0EEEvv() #4, !dbg !779
  ret void, !dbg !780
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj1EEEvv() #1 comdat !dbg !781 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj1EEEvv() #4, !dbg !782
  ret void, !dbg !783
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj2EEEvv() #1 comdat !dbg !784 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj2EEEvv() #4, !dbg !785
  ret void, !dbg !786
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj3EEEvv() #1 comdat !dbg !787 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj3EEEvv() #4, !dbg !788
  ret void, !dbg !789
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj4EEEvv() #1 comdat !dbg !790 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj4EEEvv() #4, !dbg !791
  ret void, !dbg !792
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj5EEEvv() #1 comdat !dbg !793 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj5EEEvv() #4, !dbg !794
  ret void, !dbg !795
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj6EEEvv() #1 comdat !dbg !796 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj6EEEvv() #4, !dbg !797
  ret void, !dbg !798
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj7EEEvv() #1 comdat !dbg !799 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj7EEEvv() #4, !dbg !800
  ret void, !dbg !801
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj8EEEvv() #1 comdat !dbg !802 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj8EEEvv() #4, !dbg !803
  ret void, !dbg !804
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj0EEEvv() #1 comdat align 2 !dbg !805 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #4, !dbg !806, !srcloc !807
  ret void, !dbg !808
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj1EEEvv() #1 comdat align 2 !dbg !809 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 1) #4, !dbg !810, !srcloc !807
  ret void, !dbg !811
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj2EEEvv() #1 comdat align 2 !dbg !812 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 2) #4, !dbg !813, !srcloc !807
  ret void, !dbg !814
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj3EEEvv() #1 comdat align 2 !dbg !815 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 3) #4, !dbg !816, !srcloc !807
  ret void, !dbg !817
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj4EEEvv() #1 comdat align 2 !dbg !818 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 4) #4, !dbg !819, !srcloc !807
  ret void, !dbg !820
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj5EEEvv() #1 comdat align 2 !dbg !821 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 5) #4, !dbg !822, !srcloc !807
  ret void, !dbg !823
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj6EEEvv() #1 comdat align 2 !dbg !824 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 6) #4, !dbg !825, !srcloc !807
  ret void, !dbg !826
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj7EEEvv() #1 comdat align 2 !dbg !827 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 7) #4, !dbg !828, !srcloc !807
  ret void, !dbg !829
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj8EEEvv() #1 comdat align 2 !dbg !830 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 8) #4, !dbg !831, !srcloc !807
  ret void, !dbg !832
}

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
!7 = !DIFile(filename: "b-async-copy-race-009.cu", directory: ".")
!8 = !{ptr @b_cpasync_pipeline2_notrailingbarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_cpasync_pipeline2_notrailingbarrier", scope: !7, file: !7, line: 13, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 16, column: 13, scope: !12)
!19 = !DILocation(line: 16, column: 9, scope: !12)
!20 = !DILocation(line: 17, column: 25, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 17, column: 38, scope: !12)
!24 = !DILocation(line: 17, column: 38, scope: !12)
!25 = !DILocation(line: 17, column: 51, scope: !12)
!26 = !DILocation(line: 17, column: 49, scope: !12)
!27 = !DILocation(line: 17, column: 58, scope: !12)
!28 = !DILocation(line: 17, column: 28, scope: !12)
!29 = !DILocation(line: 17, column: 18, scope: !12)
!30 = !DILocation(line: 18, column: 37, scope: !12)
!31 = !DILocation(line: 18, column: 30, scope: !12)
!32 = !DILocation(line: 18, column: 42, scope: !12)
!33 = !DILocation(line: 18, column: 47, scope: !12)
!34 = !DILocation(line: 18, column: 5, scope: !12)
!35 = !DILocation(line: 19, column: 5, scope: !12)
!36 = !DILocation(line: 20, column: 11, scope: !12)
!37 = !DILocation(line: 21, column: 14, scope: !12)
!38 = !DILocation(line: 21, column: 10, scope: !12)
!39 = !DILocation(line: 21, column: 21, scope: !12)
!40 = !DILocation(line: 21, column: 25, scope: !12)
!41 = !DILocation(line: 21, column: 23, scope: !12)
!42 = !DILocation(line: 21, column: 5, scope: !12)
!43 = !DILocation(line: 22, column: 13, scope: !12)
!44 = !DILocation(line: 22, column: 15, scope: !12)
!45 = !DILocation(line: 22, column: 21, scope: !12)
!46 = !DILocation(line: 22, column: 19, scope: !12)
!47 = !DILocation(line: 23, column: 43, scope: !12)
!48 = !DILocation(line: 23, column: 45, scope: !12)
!49 = !DILocation(line: 23, column: 50, scope: !12)
!50 = !DILocation(line: 23, column: 38, scope: !12)
!51 = !DILocation(line: 23, column: 55, scope: !12)
!52 = !DILocation(line: 23, column: 60, scope: !12)
!53 = !DILocation(line: 23, column: 66, scope: !12)
!54 = !DILocation(line: 23, column: 68, scope: !12)
!55 = !DILocation(line: 23, column: 73, scope: !12)
!56 = !DILocation(line: 23, column: 79, scope: !12)
!57 = !DILocation(line: 23, column: 77, scope: !12)
!58 = !DILocation(line: 23, column: 13, scope: !12)
!59 = !DILocation(line: 24, column: 9, scope: !12)
!60 = !DILocation(line: 25, column: 9, scope: !12)
!61 = !DILocation(line: 26, column: 9, scope: !12)
!62 = !DILocation(line: 27, column: 20, scope: !12)
!63 = !DILocation(line: 27, column: 22, scope: !12)
!64 = !DILocation(line: 27, column: 16, scope: !12)
!65 = !DILocation(line: 27, column: 27, scope: !12)
!66 = !DILocation(line: 27, column: 36, scope: !12)
!67 = !DILocation(line: 27, column: 38, scope: !12)
!68 = !DILocation(line: 27, column: 32, scope: !12)
!69 = !DILocation(line: 27, column: 44, scope: !12)
!70 = !DILocation(line: 27, column: 46, scope: !12)
!71 = !DILocation(line: 27, column: 51, scope: !12)
!72 = !DILocation(line: 27, column: 30, scope: !12)
!73 = !DILocation(line: 27, column: 13, scope: !12)
!74 = !DILocation(line: 29, column: 5, scope: !12)
!75 = !DILocation(line: 21, column: 33, scope: !12)
!76 = distinct !{!76, !42, !74, !77}
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 30, column: 31, scope: !12)
!79 = !DILocation(line: 30, column: 5, scope: !12)
!80 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !81)
!81 = distinct !DILocation(line: 30, column: 9, scope: !12)
!82 = !DILocation(line: 30, column: 20, scope: !12)
!83 = !DILocation(line: 30, column: 26, scope: !12)
!84 = !DILocation(line: 30, column: 24, scope: !12)
!85 = !DILocation(line: 30, column: 29, scope: !12)
!86 = !DILocation(line: 31, column: 1, scope: !12)
!87 = distinct !DISubprogram(name: "__pipeline_memcpy_async", scope: !88, file: !88, line: 56, type: !13, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!88 = !DIFile(filename: "/usr/local/cuda/include/cuda_pipeline_primitives.h", directory: "")
!89 = !DILocation(line: 66, column: 13, scope: !87)
!90 = !DILocation(line: 66, column: 5, scope: !87)
!91 = !DILocation(line: 68, column: 17, scope: !87)
!92 = !DILocation(line: 68, column: 9, scope: !87)
!93 = !DILocation(line: 69, column: 83, scope: !87)
!94 = !DILocation(line: 69, column: 95, scope: !87)
!95 = !DILocation(line: 69, column: 18, scope: !87)
!96 = !DILocation(line: 69, column: 108, scope: !87)
!97 = !DILocation(line: 70, column: 83, scope: !87)
!98 = !DILocation(line: 70, column: 95, scope: !87)
!99 = !DILocation(line: 70, column: 18, scope: !87)
!100 = !DILocation(line: 70, column: 108, scope: !87)
!101 = !DILocation(line: 71, column: 83, scope: !87)
!102 = !DILocation(line: 71, column: 95, scope: !87)
!103 = !DILocation(line: 71, column: 18, scope: !87)
!104 = !DILocation(line: 71, column: 108, scope: !87)
!105 = !DILocation(line: 72, column: 83, scope: !87)
!106 = !DILocation(line: 72, column: 95, scope: !87)
!107 = !DILocation(line: 72, column: 18, scope: !87)
!108 = !DILocation(line: 72, column: 108, scope: !87)
!109 = !DILocation(line: 73, column: 83, scope: !87)
!110 = !DILocation(line: 73, column: 95, scope: !87)
!111 = !DILocation(line: 73, column: 18, scope: !87)
!112 = !DILocation(line: 73, column: 108, scope: !87)
!113 = !DILocation(line: 74, column: 83, scope: !87)
!114 = !DILocation(line: 74, column: 95, scope: !87)
!115 = !DILocation(line: 74, column: 18, scope: !87)
!116 = !DILocation(line: 74, column: 108, scope: !87)
!117 = !DILocation(line: 75, column: 83, scope: !87)
!118 = !DILocation(line: 75, column: 95, scope: !87)
!119 = !DILocation(line: 75, column: 18, scope: !87)
!120 = !DILocation(line: 75, column: 108, scope: !87)
!121 = !DILocation(line: 76, column: 83, scope: !87)
!122 = !DILocation(line: 76, column: 95, scope: !87)
!123 = !DILocation(line: 76, column: 18, scope: !87)
!124 = !DILocation(line: 76, column: 108, scope: !87)
!125 = !DILocation(line: 77, column: 83, scope: !87)
!126 = !DILocation(line: 77, column: 95, scope: !87)
!127 = !DILocation(line: 77, column: 18, scope: !87)
!128 = !DILocation(line: 77, column: 108, scope: !87)
!129 = !DILocation(line: 78, column: 83, scope: !87)
!130 = !DILocation(line: 78, column: 95, scope: !87)
!131 = !DILocation(line: 78, column: 18, scope: !87)
!132 = !DILocation(line: 78, column: 108, scope: !87)
!133 = !DILocation(line: 79, column: 83, scope: !87)
!134 = !DILocation(line: 79, column: 95, scope: !87)
!135 = !DILocation(line: 79, column: 18, scope: !87)
!136 = !DILocation(line: 79, column: 108, scope: !87)
!137 = !DILocation(line: 80, column: 83, scope: !87)
!138 = !DILocation(line: 80, column: 95, scope: !87)
!139 = !DILocation(line: 80, column: 18, scope: !87)
!140 = !DILocation(line: 80, column: 108, scope: !87)
!141 = !DILocation(line: 81, column: 83, scope: !87)
!142 = !DILocation(line: 81, column: 95, scope: !87)
!143 = !DILocation(line: 81, column: 18, scope: !87)
!144 = !DILocation(line: 81, column: 108, scope: !87)
!145 = !DILocation(line: 82, column: 83, scope: !87)
!146 = !DILocation(line: 82, column: 95, scope: !87)
!147 = !DILocation(line: 82, column: 18, scope: !87)
!148 = !DILocation(line: 82, column: 108, scope: !87)
!149 = !DILocation(line: 83, column: 83, scope: !87)
!150 = !DILocation(line: 83, column: 95, scope: !87)
!151 = !DILocation(line: 83, column: 18, scope: !87)
!152 = !DILocation(line: 83, column: 108, scope: !87)
!153 = !DILocation(line: 84, column: 83, scope: !87)
!154 = !DILocation(line: 84, column: 95, scope: !87)
!155 = !DILocation(line: 84, column: 18, scope: !87)
!156 = !DILocation(line: 84, column: 108, scope: !87)
!157 = !DILocation(line: 85, column: 83, scope: !87)
!158 = !DILocation(line: 85, column: 95, scope: !87)
!159 = !DILocation(line: 85, column: 18, scope: !87)
!160 = !DILocation(line: 85, column: 108, scope: !87)
!161 = !DILocation(line: 531, column: 32, scope: !162, inlinedAt: !164)
!162 = distinct !DISubprogram(name: "__trap", scope: !163, file: !163, line: 531, type: !13, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!163 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!164 = distinct !DILocation(line: 86, column: 18, scope: !87)
!165 = !{i64 4816643}
!166 = !DILocation(line: 86, column: 108, scope: !87)
!167 = !DILocation(line: 89, column: 17, scope: !87)
!168 = !DILocation(line: 89, column: 9, scope: !87)
!169 = !DILocation(line: 90, column: 83, scope: !87)
!170 = !DILocation(line: 90, column: 95, scope: !87)
!171 = !DILocation(line: 90, column: 18, scope: !87)
!172 = !DILocation(line: 90, column: 108, scope: !87)
!173 = !DILocation(line: 91, column: 83, scope: !87)
!174 = !DILocation(line: 91, column: 95, scope: !87)
!175 = !DILocation(line: 91, column: 18, scope: !87)
!176 = !DILocation(line: 91, column: 108, scope: !87)
!177 = !DILocation(line: 92, column: 83, scope: !87)
!178 = !DILocation(line: 92, column: 95, scope: !87)
!179 = !DILocation(line: 92, column: 18, scope: !87)
!180 = !DILocation(line: 92, column: 108, scope: !87)
!181 = !DILocation(line: 93, column: 83, scope: !87)
!182 = !DILocation(line: 93, column: 95, scope: !87)
!183 = !DILocation(line: 93, column: 18, scope: !87)
!184 = !DILocation(line: 93, column: 108, scope: !87)
!185 = !DILocation(line: 94, column: 83, scope: !87)
!186 = !DILocation(line: 94, column: 95, scope: !87)
!187 = !DILocation(line: 94, column: 18, scope: !87)
!188 = !DILocation(line: 94, column: 108, scope: !87)
!189 = !DILocation(line: 95, column: 83, scope: !87)
!190 = !DILocation(line: 95, column: 95, scope: !87)
!191 = !DILocation(line: 95, column: 18, scope: !87)
!192 = !DILocation(line: 95, column: 108, scope: !87)
!193 = !DILocation(line: 96, column: 83, scope: !87)
!194 = !DILocation(line: 96, column: 95, scope: !87)
!195 = !DILocation(line: 96, column: 18, scope: !87)
!196 = !DILocation(line: 96, column: 108, scope: !87)
!197 = !DILocation(line: 97, column: 83, scope: !87)
!198 = !DILocation(line: 97, column: 95, scope: !87)
!199 = !DILocation(line: 97, column: 18, scope: !87)
!200 = !DILocation(line: 97, column: 108, scope: !87)
!201 = !DILocation(line: 98, column: 83, scope: !87)
!202 = !DILocation(line: 98, column: 95, scope: !87)
!203 = !DILocation(line: 98, column: 18, scope: !87)
!204 = !DILocation(line: 98, column: 108, scope: !87)
!205 = !DILocation(line: 531, column: 32, scope: !162, inlinedAt: !206)
!206 = distinct !DILocation(line: 99, column: 18, scope: !87)
!207 = !DILocation(line: 99, column: 108, scope: !87)
!208 = !DILocation(line: 102, column: 17, scope: !87)
!209 = !DILocation(line: 102, column: 9, scope: !87)
!210 = !DILocation(line: 103, column: 83, scope: !87)
!211 = !DILocation(line: 103, column: 95, scope: !87)
!212 = !DILocation(line: 103, column: 18, scope: !87)
!213 = !DILocation(line: 103, column: 108, scope: !87)
!214 = !DILocation(line: 104, column: 83, scope: !87)
!215 = !DILocation(line: 104, column: 95, scope: !87)
!216 = !DILocation(line: 104, column: 18, scope: !87)
!217 = !DILocation(line: 104, column: 108, scope: !87)
!218 = !DILocation(line: 105, column: 83, scope: !87)
!219 = !DILocation(line: 105, column: 95, scope: !87)
!220 = !DILocation(line: 105, column: 18, scope: !87)
!221 = !DILocation(line: 105, column: 108, scope: !87)
!222 = !DILocation(line: 106, column: 83, scope: !87)
!223 = !DILocation(line: 106, column: 95, scope: !87)
!224 = !DILocation(line: 106, column: 18, scope: !87)
!225 = !DILocation(line: 106, column: 108, scope: !87)
!226 = !DILocation(line: 107, column: 83, scope: !87)
!227 = !DILocation(line: 107, column: 95, scope: !87)
!228 = !DILocation(line: 107, column: 18, scope: !87)
!229 = !DILocation(line: 107, column: 108, scope: !87)
!230 = !DILocation(line: 531, column: 32, scope: !162, inlinedAt: !231)
!231 = distinct !DILocation(line: 108, column: 18, scope: !87)
!232 = !DILocation(line: 108, column: 108, scope: !87)
!233 = !DILocation(line: 531, column: 32, scope: !162, inlinedAt: !234)
!234 = distinct !DILocation(line: 111, column: 9, scope: !87)
!235 = !DILocation(line: 112, column: 9, scope: !87)
!236 = !DILocation(line: 114, column: 1, scope: !87)
!237 = distinct !DISubprogram(name: "__pipeline_commit", scope: !88, file: !88, line: 117, type: !13, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!238 = !DILocation(line: 119, column: 5, scope: !237)
!239 = !DILocation(line: 120, column: 1, scope: !237)
!240 = distinct !DISubprogram(name: "__pipeline_wait_prior", scope: !88, file: !88, line: 123, type: !13, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!241 = !DILocation(line: 125, column: 13, scope: !240)
!242 = !DILocation(line: 125, column: 5, scope: !240)
!243 = !DILocation(line: 126, column: 15, scope: !240)
!244 = !DILocation(line: 126, column: 76, scope: !240)
!245 = !DILocation(line: 127, column: 15, scope: !240)
!246 = !DILocation(line: 127, column: 76, scope: !240)
!247 = !DILocation(line: 128, column: 15, scope: !240)
!248 = !DILocation(line: 128, column: 76, scope: !240)
!249 = !DILocation(line: 129, column: 15, scope: !240)
!250 = !DILocation(line: 129, column: 76, scope: !240)
!251 = !DILocation(line: 130, column: 15, scope: !240)
!252 = !DILocation(line: 130, column: 76, scope: !240)
!253 = !DILocation(line: 131, column: 15, scope: !240)
!254 = !DILocation(line: 131, column: 76, scope: !240)
!255 = !DILocation(line: 132, column: 15, scope: !240)
!256 = !DILocation(line: 132, column: 76, scope: !240)
!257 = !DILocation(line: 133, column: 15, scope: !240)
!258 = !DILocation(line: 133, column: 76, scope: !240)
!259 = !DILocation(line: 134, column: 15, scope: !240)
!260 = !DILocation(line: 134, column: 76, scope: !240)
!261 = !DILocation(line: 136, column: 1, scope: !240)
!262 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 16UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!263 = !DIFile(filename: "/usr/local/cuda/include/cuda_pipeline_helpers.h", directory: "")
!264 = !DILocation(line: 292, column: 103, scope: !262)
!265 = !DILocation(line: 292, column: 108, scope: !262)
!266 = !DILocation(line: 292, column: 5, scope: !262)
!267 = !DILocation(line: 293, column: 1, scope: !262)
!268 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 15UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!269 = !DILocation(line: 292, column: 103, scope: !268)
!270 = !DILocation(line: 292, column: 108, scope: !268)
!271 = !DILocation(line: 292, column: 5, scope: !268)
!272 = !DILocation(line: 293, column: 1, scope: !268)
!273 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 14UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!274 = !DILocation(line: 292, column: 103, scope: !273)
!275 = !DILocation(line: 292, column: 108, scope: !273)
!276 = !DILocation(line: 292, column: 5, scope: !273)
!277 = !DILocation(line: 293, column: 1, scope: !273)
!278 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 13UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!279 = !DILocation(line: 292, column: 103, scope: !278)
!280 = !DILocation(line: 292, column: 108, scope: !278)
!281 = !DILocation(line: 292, column: 5, scope: !278)
!282 = !DILocation(line: 293, column: 1, scope: !278)
!283 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 12UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!284 = !DILocation(line: 292, column: 103, scope: !283)
!285 = !DILocation(line: 292, column: 108, scope: !283)
!286 = !DILocation(line: 292, column: 5, scope: !283)
!287 = !DILocation(line: 293, column: 1, scope: !283)
!288 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 11UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!289 = !DILocation(line: 292, column: 103, scope: !288)
!290 = !DILocation(line: 292, column: 108, scope: !288)
!291 = !DILocation(line: 292, column: 5, scope: !288)
!292 = !DILocation(line: 293, column: 1, scope: !288)
!293 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 10UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!294 = !DILocation(line: 292, column: 103, scope: !293)
!295 = !DILocation(line: 292, column: 108, scope: !293)
!296 = !DILocation(line: 292, column: 5, scope: !293)
!297 = !DILocation(line: 293, column: 1, scope: !293)
!298 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 9UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!299 = !DILocation(line: 292, column: 103, scope: !298)
!300 = !DILocation(line: 292, column: 108, scope: !298)
!301 = !DILocation(line: 292, column: 5, scope: !298)
!302 = !DILocation(line: 293, column: 1, scope: !298)
!303 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 8UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!304 = !DILocation(line: 292, column: 103, scope: !303)
!305 = !DILocation(line: 292, column: 108, scope: !303)
!306 = !DILocation(line: 292, column: 5, scope: !303)
!307 = !DILocation(line: 293, column: 1, scope: !303)
!308 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 7UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!309 = !DILocation(line: 292, column: 103, scope: !308)
!310 = !DILocation(line: 292, column: 108, scope: !308)
!311 = !DILocation(line: 292, column: 5, scope: !308)
!312 = !DILocation(line: 293, column: 1, scope: !308)
!313 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 6UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!314 = !DILocation(line: 292, column: 103, scope: !313)
!315 = !DILocation(line: 292, column: 108, scope: !313)
!316 = !DILocation(line: 292, column: 5, scope: !313)
!317 = !DILocation(line: 293, column: 1, scope: !313)
!318 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 5UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!319 = !DILocation(line: 292, column: 103, scope: !318)
!320 = !DILocation(line: 292, column: 108, scope: !318)
!321 = !DILocation(line: 292, column: 5, scope: !318)
!322 = !DILocation(line: 293, column: 1, scope: !318)
!323 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 4UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!324 = !DILocation(line: 292, column: 103, scope: !323)
!325 = !DILocation(line: 292, column: 108, scope: !323)
!326 = !DILocation(line: 292, column: 5, scope: !323)
!327 = !DILocation(line: 293, column: 1, scope: !323)
!328 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 3UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!329 = !DILocation(line: 292, column: 103, scope: !328)
!330 = !DILocation(line: 292, column: 108, scope: !328)
!331 = !DILocation(line: 292, column: 5, scope: !328)
!332 = !DILocation(line: 293, column: 1, scope: !328)
!333 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 2UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!334 = !DILocation(line: 292, column: 103, scope: !333)
!335 = !DILocation(line: 292, column: 108, scope: !333)
!336 = !DILocation(line: 292, column: 5, scope: !333)
!337 = !DILocation(line: 293, column: 1, scope: !333)
!338 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 1UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!339 = !DILocation(line: 292, column: 103, scope: !338)
!340 = !DILocation(line: 292, column: 108, scope: !338)
!341 = !DILocation(line: 292, column: 5, scope: !338)
!342 = !DILocation(line: 293, column: 1, scope: !338)
!343 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 0UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!344 = !DILocation(line: 292, column: 103, scope: !343)
!345 = !DILocation(line: 292, column: 108, scope: !343)
!346 = !DILocation(line: 292, column: 5, scope: !343)
!347 = !DILocation(line: 293, column: 1, scope: !343)
!348 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 8UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!349 = !DILocation(line: 292, column: 103, scope: !348)
!350 = !DILocation(line: 292, column: 108, scope: !348)
!351 = !DILocation(line: 292, column: 5, scope: !348)
!352 = !DILocation(line: 293, column: 1, scope: !348)
!353 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 7UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!354 = !DILocation(line: 292, column: 103, scope: !353)
!355 = !DILocation(line: 292, column: 108, scope: !353)
!356 = !DILocation(line: 292, column: 5, scope: !353)
!357 = !DILocation(line: 293, column: 1, scope: !353)
!358 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 6UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!359 = !DILocation(line: 292, column: 103, scope: !358)
!360 = !DILocation(line: 292, column: 108, scope: !358)
!361 = !DILocation(line: 292, column: 5, scope: !358)
!362 = !DILocation(line: 293, column: 1, scope: !358)
!363 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 5UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!364 = !DILocation(line: 292, column: 103, scope: !363)
!365 = !DILocation(line: 292, column: 108, scope: !363)
!366 = !DILocation(line: 292, column: 5, scope: !363)
!367 = !DILocation(line: 293, column: 1, scope: !363)
!368 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 4UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!369 = !DILocation(line: 292, column: 103, scope: !368)
!370 = !DILocation(line: 292, column: 108, scope: !368)
!371 = !DILocation(line: 292, column: 5, scope: !368)
!372 = !DILocation(line: 293, column: 1, scope: !368)
!373 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 3UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!374 = !DILocation(line: 292, column: 103, scope: !373)
!375 = !DILocation(line: 292, column: 108, scope: !373)
!376 = !DILocation(line: 292, column: 5, scope: !373)
!377 = !DILocation(line: 293, column: 1, scope: !373)
!378 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 2UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!379 = !DILocation(line: 292, column: 103, scope: !378)
!380 = !DILocation(line: 292, column: 108, scope: !378)
!381 = !DILocation(line: 292, column: 5, scope: !378)
!382 = !DILocation(line: 293, column: 1, scope: !378)
!383 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 1UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!384 = !DILocation(line: 292, column: 103, scope: !383)
!385 = !DILocation(line: 292, column: 108, scope: !383)
!386 = !DILocation(line: 292, column: 5, scope: !383)
!387 = !DILocation(line: 293, column: 1, scope: !383)
!388 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 0UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!389 = !DILocation(line: 292, column: 103, scope: !388)
!390 = !DILocation(line: 292, column: 108, scope: !388)
!391 = !DILocation(line: 292, column: 5, scope: !388)
!392 = !DILocation(line: 293, column: 1, scope: !388)
!393 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 4UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!394 = !DILocation(line: 292, column: 103, scope: !393)
!395 = !DILocation(line: 292, column: 108, scope: !393)
!396 = !DILocation(line: 292, column: 5, scope: !393)
!397 = !DILocation(line: 293, column: 1, scope: !393)
!398 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 3UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!399 = !DILocation(line: 292, column: 103, scope: !398)
!400 = !DILocation(line: 292, column: 108, scope: !398)
!401 = !DILocation(line: 292, column: 5, scope: !398)
!402 = !DILocation(line: 293, column: 1, scope: !398)
!403 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 2UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!404 = !DILocation(line: 292, column: 103, scope: !403)
!405 = !DILocation(line: 292, column: 108, scope: !403)
!406 = !DILocation(line: 292, column: 5, scope: !403)
!407 = !DILocation(line: 293, column: 1, scope: !403)
!408 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 1UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!409 = !DILocation(line: 292, column: 103, scope: !408)
!410 = !DILocation(line: 292, column: 108, scope: !408)
!411 = !DILocation(line: 292, column: 5, scope: !408)
!412 = !DILocation(line: 293, column: 1, scope: !408)
!413 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 0UL>", scope: !263, file: !263, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!414 = !DILocation(line: 292, column: 103, scope: !413)
!415 = !DILocation(line: 292, column: 108, scope: !413)
!416 = !DILocation(line: 292, column: 5, scope: !413)
!417 = !DILocation(line: 293, column: 1, scope: !413)
!418 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 16UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!419 = !DILocation(line: 219, column: 56, scope: !418)
!420 = !DILocation(line: 219, column: 61, scope: !418)
!421 = !DILocation(line: 219, column: 9, scope: !418)
!422 = !DILocation(line: 220, column: 5, scope: !418)
!423 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!424 = !DILocation(line: 203, column: 47, scope: !423)
!425 = !DILocation(line: 203, column: 23, scope: !423)
!426 = !DILocation(line: 203, column: 88, scope: !423)
!427 = !DILocation(line: 201, column: 13, scope: !423)
!428 = !{i64 6241082}
!429 = !DILocation(line: 205, column: 9, scope: !423)
!430 = distinct !DISubprogram(name: "__nvvm_get_smem_pointer", scope: !431, file: !431, line: 510, type: !13, scopeLine: 510, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!431 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!432 = !DILocation(line: 511, column: 43, scope: !430)
!433 = !DILocation(line: 511, column: 10, scope: !430)
!434 = !DILocation(line: 511, column: 3, scope: !430)
!435 = distinct !DISubprogram(name: "__nv_cvta_generic_to_shared_impl", scope: !431, file: !431, line: 489, type: !13, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!436 = !DILocation(line: 490, column: 60, scope: !435)
!437 = !DILocation(line: 490, column: 18, scope: !435)
!438 = !DILocation(line: 490, column: 10, scope: !435)
!439 = !DILocation(line: 490, column: 3, scope: !435)
!440 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 15UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!441 = !DILocation(line: 219, column: 56, scope: !440)
!442 = !DILocation(line: 219, column: 61, scope: !440)
!443 = !DILocation(line: 219, column: 9, scope: !440)
!444 = !DILocation(line: 220, column: 5, scope: !440)
!445 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!446 = !DILocation(line: 203, column: 47, scope: !445)
!447 = !DILocation(line: 203, column: 23, scope: !445)
!448 = !DILocation(line: 203, column: 88, scope: !445)
!449 = !DILocation(line: 201, column: 13, scope: !445)
!450 = !DILocation(line: 205, column: 9, scope: !445)
!451 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 14UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!452 = !DILocation(line: 219, column: 56, scope: !451)
!453 = !DILocation(line: 219, column: 61, scope: !451)
!454 = !DILocation(line: 219, column: 9, scope: !451)
!455 = !DILocation(line: 220, column: 5, scope: !451)
!456 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!457 = !DILocation(line: 203, column: 47, scope: !456)
!458 = !DILocation(line: 203, column: 23, scope: !456)
!459 = !DILocation(line: 203, column: 88, scope: !456)
!460 = !DILocation(line: 201, column: 13, scope: !456)
!461 = !DILocation(line: 205, column: 9, scope: !456)
!462 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 13UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!463 = !DILocation(line: 219, column: 56, scope: !462)
!464 = !DILocation(line: 219, column: 61, scope: !462)
!465 = !DILocation(line: 219, column: 9, scope: !462)
!466 = !DILocation(line: 220, column: 5, scope: !462)
!467 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!468 = !DILocation(line: 203, column: 47, scope: !467)
!469 = !DILocation(line: 203, column: 23, scope: !467)
!470 = !DILocation(line: 203, column: 88, scope: !467)
!471 = !DILocation(line: 201, column: 13, scope: !467)
!472 = !DILocation(line: 205, column: 9, scope: !467)
!473 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 12UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!474 = !DILocation(line: 219, column: 56, scope: !473)
!475 = !DILocation(line: 219, column: 61, scope: !473)
!476 = !DILocation(line: 219, column: 9, scope: !473)
!477 = !DILocation(line: 220, column: 5, scope: !473)
!478 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!479 = !DILocation(line: 203, column: 47, scope: !478)
!480 = !DILocation(line: 203, column: 23, scope: !478)
!481 = !DILocation(line: 203, column: 88, scope: !478)
!482 = !DILocation(line: 201, column: 13, scope: !478)
!483 = !DILocation(line: 205, column: 9, scope: !478)
!484 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 11UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!485 = !DILocation(line: 219, column: 56, scope: !484)
!486 = !DILocation(line: 219, column: 61, scope: !484)
!487 = !DILocation(line: 219, column: 9, scope: !484)
!488 = !DILocation(line: 220, column: 5, scope: !484)
!489 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!490 = !DILocation(line: 203, column: 47, scope: !489)
!491 = !DILocation(line: 203, column: 23, scope: !489)
!492 = !DILocation(line: 203, column: 88, scope: !489)
!493 = !DILocation(line: 201, column: 13, scope: !489)
!494 = !DILocation(line: 205, column: 9, scope: !489)
!495 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 10UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!496 = !DILocation(line: 219, column: 56, scope: !495)
!497 = !DILocation(line: 219, column: 61, scope: !495)
!498 = !DILocation(line: 219, column: 9, scope: !495)
!499 = !DILocation(line: 220, column: 5, scope: !495)
!500 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!501 = !DILocation(line: 203, column: 47, scope: !500)
!502 = !DILocation(line: 203, column: 23, scope: !500)
!503 = !DILocation(line: 203, column: 88, scope: !500)
!504 = !DILocation(line: 201, column: 13, scope: !500)
!505 = !DILocation(line: 205, column: 9, scope: !500)
!506 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 9UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!507 = !DILocation(line: 219, column: 56, scope: !506)
!508 = !DILocation(line: 219, column: 61, scope: !506)
!509 = !DILocation(line: 219, column: 9, scope: !506)
!510 = !DILocation(line: 220, column: 5, scope: !506)
!511 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!512 = !DILocation(line: 203, column: 47, scope: !511)
!513 = !DILocation(line: 203, column: 23, scope: !511)
!514 = !DILocation(line: 203, column: 88, scope: !511)
!515 = !DILocation(line: 201, column: 13, scope: !511)
!516 = !DILocation(line: 205, column: 9, scope: !511)
!517 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 8UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!518 = !DILocation(line: 219, column: 56, scope: !517)
!519 = !DILocation(line: 219, column: 61, scope: !517)
!520 = !DILocation(line: 219, column: 9, scope: !517)
!521 = !DILocation(line: 220, column: 5, scope: !517)
!522 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!523 = !DILocation(line: 203, column: 47, scope: !522)
!524 = !DILocation(line: 203, column: 23, scope: !522)
!525 = !DILocation(line: 203, column: 88, scope: !522)
!526 = !DILocation(line: 201, column: 13, scope: !522)
!527 = !DILocation(line: 205, column: 9, scope: !522)
!528 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 7UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!529 = !DILocation(line: 219, column: 56, scope: !528)
!530 = !DILocation(line: 219, column: 61, scope: !528)
!531 = !DILocation(line: 219, column: 9, scope: !528)
!532 = !DILocation(line: 220, column: 5, scope: !528)
!533 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!534 = !DILocation(line: 203, column: 47, scope: !533)
!535 = !DILocation(line: 203, column: 23, scope: !533)
!536 = !DILocation(line: 203, column: 88, scope: !533)
!537 = !DILocation(line: 201, column: 13, scope: !533)
!538 = !DILocation(line: 205, column: 9, scope: !533)
!539 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 6UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!540 = !DILocation(line: 219, column: 56, scope: !539)
!541 = !DILocation(line: 219, column: 61, scope: !539)
!542 = !DILocation(line: 219, column: 9, scope: !539)
!543 = !DILocation(line: 220, column: 5, scope: !539)
!544 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!545 = !DILocation(line: 203, column: 47, scope: !544)
!546 = !DILocation(line: 203, column: 23, scope: !544)
!547 = !DILocation(line: 203, column: 88, scope: !544)
!548 = !DILocation(line: 201, column: 13, scope: !544)
!549 = !DILocation(line: 205, column: 9, scope: !544)
!550 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 5UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!551 = !DILocation(line: 219, column: 56, scope: !550)
!552 = !DILocation(line: 219, column: 61, scope: !550)
!553 = !DILocation(line: 219, column: 9, scope: !550)
!554 = !DILocation(line: 220, column: 5, scope: !550)
!555 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!556 = !DILocation(line: 203, column: 47, scope: !555)
!557 = !DILocation(line: 203, column: 23, scope: !555)
!558 = !DILocation(line: 203, column: 88, scope: !555)
!559 = !DILocation(line: 201, column: 13, scope: !555)
!560 = !DILocation(line: 205, column: 9, scope: !555)
!561 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 4UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!562 = !DILocation(line: 219, column: 56, scope: !561)
!563 = !DILocation(line: 219, column: 61, scope: !561)
!564 = !DILocation(line: 219, column: 9, scope: !561)
!565 = !DILocation(line: 220, column: 5, scope: !561)
!566 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!567 = !DILocation(line: 203, column: 47, scope: !566)
!568 = !DILocation(line: 203, column: 23, scope: !566)
!569 = !DILocation(line: 203, column: 88, scope: !566)
!570 = !DILocation(line: 201, column: 13, scope: !566)
!571 = !DILocation(line: 205, column: 9, scope: !566)
!572 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 3UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!573 = !DILocation(line: 219, column: 56, scope: !572)
!574 = !DILocation(line: 219, column: 61, scope: !572)
!575 = !DILocation(line: 219, column: 9, scope: !572)
!576 = !DILocation(line: 220, column: 5, scope: !572)
!577 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!578 = !DILocation(line: 203, column: 47, scope: !577)
!579 = !DILocation(line: 203, column: 23, scope: !577)
!580 = !DILocation(line: 203, column: 88, scope: !577)
!581 = !DILocation(line: 201, column: 13, scope: !577)
!582 = !DILocation(line: 205, column: 9, scope: !577)
!583 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 2UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!584 = !DILocation(line: 219, column: 56, scope: !583)
!585 = !DILocation(line: 219, column: 61, scope: !583)
!586 = !DILocation(line: 219, column: 9, scope: !583)
!587 = !DILocation(line: 220, column: 5, scope: !583)
!588 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!589 = !DILocation(line: 203, column: 47, scope: !588)
!590 = !DILocation(line: 203, column: 23, scope: !588)
!591 = !DILocation(line: 203, column: 88, scope: !588)
!592 = !DILocation(line: 201, column: 13, scope: !588)
!593 = !DILocation(line: 205, column: 9, scope: !588)
!594 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 1UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!595 = !DILocation(line: 219, column: 56, scope: !594)
!596 = !DILocation(line: 219, column: 61, scope: !594)
!597 = !DILocation(line: 219, column: 9, scope: !594)
!598 = !DILocation(line: 220, column: 5, scope: !594)
!599 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!600 = !DILocation(line: 203, column: 47, scope: !599)
!601 = !DILocation(line: 203, column: 23, scope: !599)
!602 = !DILocation(line: 203, column: 88, scope: !599)
!603 = !DILocation(line: 201, column: 13, scope: !599)
!604 = !DILocation(line: 205, column: 9, scope: !599)
!605 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 0UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!606 = !DILocation(line: 219, column: 56, scope: !605)
!607 = !DILocation(line: 219, column: 61, scope: !605)
!608 = !DILocation(line: 219, column: 9, scope: !605)
!609 = !DILocation(line: 220, column: 5, scope: !605)
!610 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!611 = !DILocation(line: 203, column: 47, scope: !610)
!612 = !DILocation(line: 203, column: 23, scope: !610)
!613 = !DILocation(line: 203, column: 88, scope: !610)
!614 = !DILocation(line: 201, column: 13, scope: !610)
!615 = !DILocation(line: 205, column: 9, scope: !610)
!616 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 8UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!617 = !DILocation(line: 219, column: 56, scope: !616)
!618 = !DILocation(line: 219, column: 61, scope: !616)
!619 = !DILocation(line: 219, column: 9, scope: !616)
!620 = !DILocation(line: 220, column: 5, scope: !616)
!621 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!622 = !DILocation(line: 190, column: 47, scope: !621)
!623 = !DILocation(line: 190, column: 23, scope: !621)
!624 = !DILocation(line: 190, column: 88, scope: !621)
!625 = !DILocation(line: 188, column: 13, scope: !621)
!626 = !{i64 6240599}
!627 = !DILocation(line: 193, column: 9, scope: !621)
!628 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 7UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!629 = !DILocation(line: 219, column: 56, scope: !628)
!630 = !DILocation(line: 219, column: 61, scope: !628)
!631 = !DILocation(line: 219, column: 9, scope: !628)
!632 = !DILocation(line: 220, column: 5, scope: !628)
!633 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!634 = !DILocation(line: 190, column: 47, scope: !633)
!635 = !DILocation(line: 190, column: 23, scope: !633)
!636 = !DILocation(line: 190, column: 88, scope: !633)
!637 = !DILocation(line: 188, column: 13, scope: !633)
!638 = !DILocation(line: 193, column: 9, scope: !633)
!639 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 6UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!640 = !DILocation(line: 219, column: 56, scope: !639)
!641 = !DILocation(line: 219, column: 61, scope: !639)
!642 = !DILocation(line: 219, column: 9, scope: !639)
!643 = !DILocation(line: 220, column: 5, scope: !639)
!644 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!645 = !DILocation(line: 190, column: 47, scope: !644)
!646 = !DILocation(line: 190, column: 23, scope: !644)
!647 = !DILocation(line: 190, column: 88, scope: !644)
!648 = !DILocation(line: 188, column: 13, scope: !644)
!649 = !DILocation(line: 193, column: 9, scope: !644)
!650 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 5UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!651 = !DILocation(line: 219, column: 56, scope: !650)
!652 = !DILocation(line: 219, column: 61, scope: !650)
!653 = !DILocation(line: 219, column: 9, scope: !650)
!654 = !DILocation(line: 220, column: 5, scope: !650)
!655 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!656 = !DILocation(line: 190, column: 47, scope: !655)
!657 = !DILocation(line: 190, column: 23, scope: !655)
!658 = !DILocation(line: 190, column: 88, scope: !655)
!659 = !DILocation(line: 188, column: 13, scope: !655)
!660 = !DILocation(line: 193, column: 9, scope: !655)
!661 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 4UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!662 = !DILocation(line: 219, column: 56, scope: !661)
!663 = !DILocation(line: 219, column: 61, scope: !661)
!664 = !DILocation(line: 219, column: 9, scope: !661)
!665 = !DILocation(line: 220, column: 5, scope: !661)
!666 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!667 = !DILocation(line: 190, column: 47, scope: !666)
!668 = !DILocation(line: 190, column: 23, scope: !666)
!669 = !DILocation(line: 190, column: 88, scope: !666)
!670 = !DILocation(line: 188, column: 13, scope: !666)
!671 = !DILocation(line: 193, column: 9, scope: !666)
!672 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 3UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!673 = !DILocation(line: 219, column: 56, scope: !672)
!674 = !DILocation(line: 219, column: 61, scope: !672)
!675 = !DILocation(line: 219, column: 9, scope: !672)
!676 = !DILocation(line: 220, column: 5, scope: !672)
!677 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!678 = !DILocation(line: 190, column: 47, scope: !677)
!679 = !DILocation(line: 190, column: 23, scope: !677)
!680 = !DILocation(line: 190, column: 88, scope: !677)
!681 = !DILocation(line: 188, column: 13, scope: !677)
!682 = !DILocation(line: 193, column: 9, scope: !677)
!683 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 2UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!684 = !DILocation(line: 219, column: 56, scope: !683)
!685 = !DILocation(line: 219, column: 61, scope: !683)
!686 = !DILocation(line: 219, column: 9, scope: !683)
!687 = !DILocation(line: 220, column: 5, scope: !683)
!688 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!689 = !DILocation(line: 190, column: 47, scope: !688)
!690 = !DILocation(line: 190, column: 23, scope: !688)
!691 = !DILocation(line: 190, column: 88, scope: !688)
!692 = !DILocation(line: 188, column: 13, scope: !688)
!693 = !DILocation(line: 193, column: 9, scope: !688)
!694 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 1UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!695 = !DILocation(line: 219, column: 56, scope: !694)
!696 = !DILocation(line: 219, column: 61, scope: !694)
!697 = !DILocation(line: 219, column: 9, scope: !694)
!698 = !DILocation(line: 220, column: 5, scope: !694)
!699 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!700 = !DILocation(line: 190, column: 47, scope: !699)
!701 = !DILocation(line: 190, column: 23, scope: !699)
!702 = !DILocation(line: 190, column: 88, scope: !699)
!703 = !DILocation(line: 188, column: 13, scope: !699)
!704 = !DILocation(line: 193, column: 9, scope: !699)
!705 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 0UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!706 = !DILocation(line: 219, column: 56, scope: !705)
!707 = !DILocation(line: 219, column: 61, scope: !705)
!708 = !DILocation(line: 219, column: 9, scope: !705)
!709 = !DILocation(line: 220, column: 5, scope: !705)
!710 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!711 = !DILocation(line: 190, column: 47, scope: !710)
!712 = !DILocation(line: 190, column: 23, scope: !710)
!713 = !DILocation(line: 190, column: 88, scope: !710)
!714 = !DILocation(line: 188, column: 13, scope: !710)
!715 = !DILocation(line: 193, column: 9, scope: !710)
!716 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 4UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!717 = !DILocation(line: 219, column: 56, scope: !716)
!718 = !DILocation(line: 219, column: 61, scope: !716)
!719 = !DILocation(line: 219, column: 9, scope: !716)
!720 = !DILocation(line: 220, column: 5, scope: !716)
!721 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!722 = !DILocation(line: 190, column: 47, scope: !721)
!723 = !DILocation(line: 190, column: 23, scope: !721)
!724 = !DILocation(line: 190, column: 88, scope: !721)
!725 = !DILocation(line: 188, column: 13, scope: !721)
!726 = !DILocation(line: 193, column: 9, scope: !721)
!727 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 3UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!728 = !DILocation(line: 219, column: 56, scope: !727)
!729 = !DILocation(line: 219, column: 61, scope: !727)
!730 = !DILocation(line: 219, column: 9, scope: !727)
!731 = !DILocation(line: 220, column: 5, scope: !727)
!732 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!733 = !DILocation(line: 190, column: 47, scope: !732)
!734 = !DILocation(line: 190, column: 23, scope: !732)
!735 = !DILocation(line: 190, column: 88, scope: !732)
!736 = !DILocation(line: 188, column: 13, scope: !732)
!737 = !DILocation(line: 193, column: 9, scope: !732)
!738 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 2UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!739 = !DILocation(line: 219, column: 56, scope: !738)
!740 = !DILocation(line: 219, column: 61, scope: !738)
!741 = !DILocation(line: 219, column: 9, scope: !738)
!742 = !DILocation(line: 220, column: 5, scope: !738)
!743 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!744 = !DILocation(line: 190, column: 47, scope: !743)
!745 = !DILocation(line: 190, column: 23, scope: !743)
!746 = !DILocation(line: 190, column: 88, scope: !743)
!747 = !DILocation(line: 188, column: 13, scope: !743)
!748 = !DILocation(line: 193, column: 9, scope: !743)
!749 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 1UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!750 = !DILocation(line: 219, column: 56, scope: !749)
!751 = !DILocation(line: 219, column: 61, scope: !749)
!752 = !DILocation(line: 219, column: 9, scope: !749)
!753 = !DILocation(line: 220, column: 5, scope: !749)
!754 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!755 = !DILocation(line: 190, column: 47, scope: !754)
!756 = !DILocation(line: 190, column: 23, scope: !754)
!757 = !DILocation(line: 190, column: 88, scope: !754)
!758 = !DILocation(line: 188, column: 13, scope: !754)
!759 = !DILocation(line: 193, column: 9, scope: !754)
!760 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 0UL>", scope: !263, file: !263, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!761 = !DILocation(line: 219, column: 56, scope: !760)
!762 = !DILocation(line: 219, column: 61, scope: !760)
!763 = !DILocation(line: 219, column: 9, scope: !760)
!764 = !DILocation(line: 220, column: 5, scope: !760)
!765 = distinct !DISubprogram(name: "cp_async", scope: !263, file: !263, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!766 = !DILocation(line: 190, column: 47, scope: !765)
!767 = !DILocation(line: 190, column: 23, scope: !765)
!768 = !DILocation(line: 190, column: 88, scope: !765)
!769 = !DILocation(line: 188, column: 13, scope: !765)
!770 = !DILocation(line: 193, column: 9, scope: !765)
!771 = distinct !DISubprogram(name: "pipeline_commit", scope: !263, file: !263, line: 296, type: !13, scopeLine: 297, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!772 = !DILocation(line: 298, column: 5, scope: !771)
!773 = !DILocation(line: 299, column: 1, scope: !771)
!774 = distinct !DISubprogram(name: "pipeline_commit", scope: !263, file: !263, line: 223, type: !13, scopeLine: 224, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!775 = !DILocation(line: 225, column: 9, scope: !774)
!776 = !{i64 6242151}
!777 = !DILocation(line: 226, column: 5, scope: !774)
!778 = distinct !DISubprogram(name: "pipeline_wait_prior<0U>", scope: !263, file: !263, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!779 = !DILocation(line: 305, column: 5, scope: !778)
!780 = !DILocation(line: 306, column: 1, scope: !778)
!781 = distinct !DISubprogram(name: "pipeline_wait_prior<1U>", scope: !263, file: !263, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!782 = !DILocation(line: 305, column: 5, scope: !781)
!783 = !DILocation(line: 306, column: 1, scope: !781)
!784 = distinct !DISubprogram(name: "pipeline_wait_prior<2U>", scope: !263, file: !263, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!785 = !DILocation(line: 305, column: 5, scope: !784)
!786 = !DILocation(line: 306, column: 1, scope: !784)
!787 = distinct !DISubprogram(name: "pipeline_wait_prior<3U>", scope: !263, file: !263, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!788 = !DILocation(line: 305, column: 5, scope: !787)
!789 = !DILocation(line: 306, column: 1, scope: !787)
!790 = distinct !DISubprogram(name: "pipeline_wait_prior<4U>", scope: !263, file: !263, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!791 = !DILocation(line: 305, column: 5, scope: !790)
!792 = !DILocation(line: 306, column: 1, scope: !790)
!793 = distinct !DISubprogram(name: "pipeline_wait_prior<5U>", scope: !263, file: !263, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!794 = !DILocation(line: 305, column: 5, scope: !793)
!795 = !DILocation(line: 306, column: 1, scope: !793)
!796 = distinct !DISubprogram(name: "pipeline_wait_prior<6U>", scope: !263, file: !263, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!797 = !DILocation(line: 305, column: 5, scope: !796)
!798 = !DILocation(line: 306, column: 1, scope: !796)
!799 = distinct !DISubprogram(name: "pipeline_wait_prior<7U>", scope: !263, file: !263, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!800 = !DILocation(line: 305, column: 5, scope: !799)
!801 = !DILocation(line: 306, column: 1, scope: !799)
!802 = distinct !DISubprogram(name: "pipeline_wait_prior<8U>", scope: !263, file: !263, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!803 = !DILocation(line: 305, column: 5, scope: !802)
!804 = !DILocation(line: 306, column: 1, scope: !802)
!805 = distinct !DISubprogram(name: "pipeline_wait_prior<0U>", scope: !263, file: !263, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!806 = !DILocation(line: 232, column: 9, scope: !805)
!807 = !{i64 6242305}
!808 = !DILocation(line: 235, column: 5, scope: !805)
!809 = distinct !DISubprogram(name: "pipeline_wait_prior<1U>", scope: !263, file: !263, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!810 = !DILocation(line: 232, column: 9, scope: !809)
!811 = !DILocation(line: 235, column: 5, scope: !809)
!812 = distinct !DISubprogram(name: "pipeline_wait_prior<2U>", scope: !263, file: !263, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!813 = !DILocation(line: 232, column: 9, scope: !812)
!814 = !DILocation(line: 235, column: 5, scope: !812)
!815 = distinct !DISubprogram(name: "pipeline_wait_prior<3U>", scope: !263, file: !263, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!816 = !DILocation(line: 232, column: 9, scope: !815)
!817 = !DILocation(line: 235, column: 5, scope: !815)
!818 = distinct !DISubprogram(name: "pipeline_wait_prior<4U>", scope: !263, file: !263, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!819 = !DILocation(line: 232, column: 9, scope: !818)
!820 = !DILocation(line: 235, column: 5, scope: !818)
!821 = distinct !DISubprogram(name: "pipeline_wait_prior<5U>", scope: !263, file: !263, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!822 = !DILocation(line: 232, column: 9, scope: !821)
!823 = !DILocation(line: 235, column: 5, scope: !821)
!824 = distinct !DISubprogram(name: "pipeline_wait_prior<6U>", scope: !263, file: !263, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!825 = !DILocation(line: 232, column: 9, scope: !824)
!826 = !DILocation(line: 235, column: 5, scope: !824)
!827 = distinct !DISubprogram(name: "pipeline_wait_prior<7U>", scope: !263, file: !263, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!828 = !DILocation(line: 232, column: 9, scope: !827)
!829 = !DILocation(line: 235, column: 5, scope: !827)
!830 = distinct !DISubprogram(name: "pipeline_wait_prior<8U>", scope: !263, file: !263, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!831 = !DILocation(line: 232, column: 9, scope: !830)
!832 = !DILocation(line: 235, column: 5, scope: !830)
