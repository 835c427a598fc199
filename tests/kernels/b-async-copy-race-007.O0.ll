; ModuleID = 'b-async-copy-race-007.cu'
source_filename = "b-async-copy-race-007.cu"
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

@_ZZ19b_cpasync_pipeline2E3buf = internal addrspace(3) global [2 x [128 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_cpasync_pipeline2(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
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
  %22 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_cpasync_pipeline2E3buf to ptr), i64 0, i64 %21, !dbg !31
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
  %41 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_cpasync_pipeline2E3buf to ptr), i64 0, i64 %40, !dbg !50
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
  %57 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_cpasync_pipeline2E3buf to ptr), i64 0, i64 %56, !dbg !64
  %58 = load i32, ptr %7, align 4, !dbg !65
  %59 = sext i32 %58 to i64, !dbg !64
  %60 = getelementptr inbounds [128 x float], ptr %57, i64 0, i64 %59, !dbg !64
  %61 = load float, ptr %60, align 4, !dbg !64
  %62 = load i32, ptr %10, align 4, !dbg !66
  %63 = and i32 %62, 1, !dbg !67
  %64 = sext i32 %63 to i64, !dbg !68
  %65 = getelementptr inbounds [2 x [128 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19b_cpasync_pipeline2E3buf to ptr), i64 0, i64 %64, !dbg !68
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
  call void @llvm.nvvm.barrier0(), !dbg !74
  br label %75, !dbg !75

75:                                               ; preds = %53
  %76 = load i32, ptr %10, align 4, !dbg !76
  %77 = add nsw i32 %76, 1, !dbg !76
  store i32 %77, ptr %10, align 4, !dbg !76
  br label %27, !dbg !42, !llvm.loop !77

78:                                               ; preds = %27
  %79 = load float, ptr %9, align 4, !dbg !79
  %80 = load ptr, ptr %4, align 8, !dbg !80
  %81 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !81
  %82 = mul i32 %81, 128, !dbg !83
  %83 = load i32, ptr %7, align 4, !dbg !84
  %84 = add i32 %82, %83, !dbg !85
  %85 = zext i32 %84 to i64, !dbg !80
  %86 = getelementptr inbounds float, ptr %80, i64 %85, !dbg !80
  store float %79, ptr %86, align 4, !dbg !86
  ret void, !dbg !87
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL23__pipeline_memcpy_asyncPvPKvmm(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3) #1 !dbg !88 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = load i64, ptr %7, align 8, !dbg !90
  switch i64 %9, label %112 [
    i64 16, label %10
    i64 8, label %64
    i64 4, label %94
  ], !dbg !91

10:                                               ; preds = %4
  %11 = load i64, ptr %8, align 8, !dbg !92
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
  ], !dbg !93

12:                                               ; preds = %10
  %13 = load ptr, ptr %5, align 8, !dbg !94
  %14 = load ptr, ptr %6, align 8, !dbg !95
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noundef %13, ptr noundef %14) #4, !dbg !96
  br label %113, !dbg !97

15:                                               ; preds = %10
  %16 = load ptr, ptr %5, align 8, !dbg !98
  %17 = load ptr, ptr %6, align 8, !dbg !99
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noundef %16, ptr noundef %17) #4, !dbg !100
  br label %113, !dbg !101

18:                                               ; preds = %10
  %19 = load ptr, ptr %5, align 8, !dbg !102
  %20 = load ptr, ptr %6, align 8, !dbg !103
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noundef %19, ptr noundef %20) #4, !dbg !104
  br label %113, !dbg !105

21:                                               ; preds = %10
  %22 = load ptr, ptr %5, align 8, !dbg !106
  %23 = load ptr, ptr %6, align 8, !dbg !107
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noundef %22, ptr noundef %23) #4, !dbg !108
  br label %113, !dbg !109

24:                                               ; preds = %10
  %25 = load ptr, ptr %5, align 8, !dbg !110
  %26 = load ptr, ptr %6, align 8, !dbg !111
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noundef %25, ptr noundef %26) #4, !dbg !112
  br label %113, !dbg !113

27:                                               ; preds = %10
  %28 = load ptr, ptr %5, align 8, !dbg !114
  %29 = load ptr, ptr %6, align 8, !dbg !115
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noundef %28, ptr noundef %29) #4, !dbg !116
  br label %113, !dbg !117

30:                                               ; preds = %10
  %31 = load ptr, ptr %5, align 8, !dbg !118
  %32 = load ptr, ptr %6, align 8, !dbg !119
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noundef %31, ptr noundef %32) #4, !dbg !120
  br label %113, !dbg !121

33:                                               ; preds = %10
  %34 = load ptr, ptr %5, align 8, !dbg !122
  %35 = load ptr, ptr %6, align 8, !dbg !123
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noundef %34, ptr noundef %35) #4, !dbg !124
  br label %113, !dbg !125

36:                                               ; preds = %10
  %37 = load ptr, ptr %5, align 8, !dbg !126
  %38 = load ptr, ptr %6, align 8, !dbg !127
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noundef %37, ptr noundef %38) #4, !dbg !128
  br label %113, !dbg !129

39:                                               ; preds = %10
  %40 = load ptr, ptr %5, align 8, !dbg !130
  %41 = load ptr, ptr %6, align 8, !dbg !131
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noundef %40, ptr noundef %41) #4, !dbg !132
  br label %113, !dbg !133

42:                                               ; preds = %10
  %43 = load ptr, ptr %5, align 8, !dbg !134
  %44 = load ptr, ptr %6, align 8, !dbg !135
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noundef %43, ptr noundef %44) #4, !dbg !136
  br label %113, !dbg !137

45:                                               ; preds = %10
  %46 = load ptr, ptr %5, align 8, !dbg !138
  %47 = load ptr, ptr %6, align 8, !dbg !139
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noundef %46, ptr noundef %47) #4, !dbg !140
  br label %113, !dbg !141

48:                                               ; preds = %10
  %49 = load ptr, ptr %5, align 8, !dbg !142
  %50 = load ptr, ptr %6, align 8, !dbg !143
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noundef %49, ptr noundef %50) #4, !dbg !144
  br label %113, !dbg !145

51:                                               ; preds = %10
  %52 = load ptr, ptr %5, align 8, !dbg !146
  %53 = load ptr, ptr %6, align 8, !dbg !147
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noundef %52, ptr noundef %53) #4, !dbg !148
  br label %113, !dbg !149

54:                                               ; preds = %10
  %55 = load ptr, ptr %5, align 8, !dbg !150
  %56 = load ptr, ptr %6, align 8, !dbg !151
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noundef %55, ptr noundef %56) #4, !dbg !152
  br label %113, !dbg !153

57:                                               ; preds = %10
  %58 = load ptr, ptr %5, align 8, !dbg !154
  %59 = load ptr, ptr %6, align 8, !dbg !155
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noundef %58, ptr noundef %59) #4, !dbg !156
  br label %113, !dbg !157

60:                                               ; preds = %10
  %61 = load ptr, ptr %5, align 8, !dbg !158
  %62 = load ptr, ptr %6, align 8, !dbg !159
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noundef %61, ptr noundef %62) #4, !dbg !160
  br label %113, !dbg !161

63:                                               ; preds = %10
  call void asm sideeffect "trap;", ""() #4, !dbg !162, !srcloc !166
  br label %113, !dbg !167

64:                                               ; preds = %4
  %65 = load i64, ptr %8, align 8, !dbg !168
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
  ], !dbg !169

66:                                               ; preds = %64
  %67 = load ptr, ptr %5, align 8, !dbg !170
  %68 = load ptr, ptr %6, align 8, !dbg !171
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noundef %67, ptr noundef %68) #4, !dbg !172
  br label %113, !dbg !173

69:                                               ; preds = %64
  %70 = load ptr, ptr %5, align 8, !dbg !174
  %71 = load ptr, ptr %6, align 8, !dbg !175
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noundef %70, ptr noundef %71) #4, !dbg !176
  br label %113, !dbg !177

72:                                               ; preds = %64
  %73 = load ptr, ptr %5, align 8, !dbg !178
  %74 = load ptr, ptr %6, align 8, !dbg !179
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noundef %73, ptr noundef %74) #4, !dbg !180
  br label %113, !dbg !181

75:                                               ; preds = %64
  %76 = load ptr, ptr %5, align 8, !dbg !182
  %77 = load ptr, ptr %6, align 8, !dbg !183
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noundef %76, ptr noundef %77) #4, !dbg !184
  br label %113, !dbg !185

78:                                               ; preds = %64
  %79 = load ptr, ptr %5, align 8, !dbg !186
  %80 = load ptr, ptr %6, align 8, !dbg !187
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noundef %79, ptr noundef %80) #4, !dbg !188
  br label %113, !dbg !189

81:                                               ; preds = %64
  %82 = load ptr, ptr %5, align 8, !dbg !190
  %83 = load ptr, ptr %6, align 8, !dbg !191
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noundef %82, ptr noundef %83) #4, !dbg !192
  br label %113, !dbg !193

84:                                               ; preds = %64
  %85 = load ptr, ptr %5, align 8, !dbg !194
  %86 = load ptr, ptr %6, align 8, !dbg !195
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noundef %85, ptr noundef %86) #4, !dbg !196
  br label %113, !dbg !197

87:                                               ; preds = %64
  %88 = load ptr, ptr %5, align 8, !dbg !198
  %89 = load ptr, ptr %6, align 8, !dbg !199
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noundef %88, ptr noundef %89) #4, !dbg !200
  br label %113, !dbg !201

90:                                               ; preds = %64
  %91 = load ptr, ptr %5, align 8, !dbg !202
  %92 = load ptr, ptr %6, align 8, !dbg !203
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noundef %91, ptr noundef %92) #4, !dbg !204
  br label %113, !dbg !205

93:                                               ; preds = %64
  call void asm sideeffect "trap;", ""() #4, !dbg !206, !srcloc !166
  br label %113, !dbg !208

94:                                               ; preds = %4
  %95 = load i64, ptr %8, align 8, !dbg !209
  switch i64 %95, label %111 [
    i64 0, label %96
    i64 1, label %99
    i64 2, label %102
    i64 3, label %105
    i64 4, label %108
  ], !dbg !210

96:                                               ; preds = %94
  %97 = load ptr, ptr %5, align 8, !dbg !211
  %98 = load ptr, ptr %6, align 8, !dbg !212
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noundef %97, ptr noundef %98) #4, !dbg !213
  br label %113, !dbg !214

99:                                               ; preds = %94
  %100 = load ptr, ptr %5, align 8, !dbg !215
  %101 = load ptr, ptr %6, align 8, !dbg !216
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noundef %100, ptr noundef %101) #4, !dbg !217
  br label %113, !dbg !218

102:                                              ; preds = %94
  %103 = load ptr, ptr %5, align 8, !dbg !219
  %104 = load ptr, ptr %6, align 8, !dbg !220
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noundef %103, ptr noundef %104) #4, !dbg !221
  br label %113, !dbg !222

105:                                              ; preds = %94
  %106 = load ptr, ptr %5, align 8, !dbg !223
  %107 = load ptr, ptr %6, align 8, !dbg !224
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noundef %106, ptr noundef %107) #4, !dbg !225
  br label %113, !dbg !226

108:                                              ; preds = %94
  %109 = load ptr, ptr %5, align 8, !dbg !227
  %110 = load ptr, ptr %6, align 8, !dbg !228
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noundef %109, ptr noundef %110) #4, !dbg !229
  br label %113, !dbg !230

111:                                              ; preds = %94
  call void asm sideeffect "trap;", ""() #4, !dbg !231, !srcloc !166
  br label %113, !dbg !233

112:                                              ; preds = %4
  call void asm sideeffect "trap;", ""() #4, !dbg !234, !srcloc !166
  br label %113, !dbg !236

113:                                              ; preds = %112, %111, %108, %105, %102, %99, %96, %93, %90, %87, %84, %81, %78, %75, %72, %69, %66, %63, %60, %57, %54, %51, %48, %45, %42, %39, %36, %33, %30, %27, %24, %21, %18, %15, %12
  ret void, !dbg !237
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL17__pipeline_commitv() #1 !dbg !238 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal15pipeline_commitEv() #4, !dbg !239
  ret void, !dbg !240
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL21__pipeline_wait_priorm(i64 noundef %0) #1 !dbg !241 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8, !dbg !242
  switch i64 %3, label %12 [
    i64 0, label %4
    i64 1, label %5
    i64 2, label %6
    i64 3, label %7
    i64 4, label %8
    i64 5, label %9
    i64 6, label %10
    i64 7, label %11
  ], !dbg !243

4:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj0EEEvv() #4, !dbg !244
  br label %13, !dbg !245

5:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj1EEEvv() #4, !dbg !246
  br label %13, !dbg !247

6:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj2EEEvv() #4, !dbg !248
  br label %13, !dbg !249

7:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj3EEEvv() #4, !dbg !250
  br label %13, !dbg !251

8:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj4EEEvv() #4, !dbg !252
  br label %13, !dbg !253

9:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj5EEEvv() #4, !dbg !254
  br label %13, !dbg !255

10:                                               ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj6EEEvv() #4, !dbg !256
  br label %13, !dbg !257

11:                                               ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj7EEEvv() #4, !dbg !258
  br label %13, !dbg !259

12:                                               ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj8EEEvv() #4, !dbg !260
  br label %13, !dbg !261

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5, %4
  ret void, !dbg !262
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !263 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !265
  %6 = load ptr, ptr %4, align 8, !dbg !266
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !267
  ret void, !dbg !268
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !269 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !270
  %6 = load ptr, ptr %4, align 8, !dbg !271
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !272
  ret void, !dbg !273
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !274 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !275
  %6 = load ptr, ptr %4, align 8, !dbg !276
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !277
  ret void, !dbg !278
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !279 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !280
  %6 = load ptr, ptr %4, align 8, !dbg !281
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !282
  ret void, !dbg !283
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !284 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !285
  %6 = load ptr, ptr %4, align 8, !dbg !286
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !287
  ret void, !dbg !288
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !289 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !290
  %6 = load ptr, ptr %4, align 8, !dbg !291
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !292
  ret void, !dbg !293
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !294 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !295
  %6 = load ptr, ptr %4, align 8, !dbg !296
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !297
  ret void, !dbg !298
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !299 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !300
  %6 = load ptr, ptr %4, align 8, !dbg !301
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !302
  ret void, !dbg !303
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !304 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !305
  %6 = load ptr, ptr %4, align 8, !dbg !306
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !307
  ret void, !dbg !308
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !309 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !310
  %6 = load ptr, ptr %4, align 8, !dbg !311
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !312
  ret void, !dbg !313
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !314 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !315
  %6 = load ptr, ptr %4, align 8, !dbg !316
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !317
  ret void, !dbg !318
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !319 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !320
  %6 = load ptr, ptr %4, align 8, !dbg !321
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !322
  ret void, !dbg !323
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !324 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !325
  %6 = load ptr, ptr %4, align 8, !dbg !326
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !327
  ret void, !dbg !328
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !329 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !330
  %6 = load ptr, ptr %4, align 8, !dbg !331
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !332
  ret void, !dbg !333
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !334 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !335
  %6 = load ptr, ptr %4, align 8, !dbg !336
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !337
  ret void, !dbg !338
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !339 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !340
  %6 = load ptr, ptr %4, align 8, !dbg !341
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !342
  ret void, !dbg !343
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !344 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !345
  %6 = load ptr, ptr %4, align 8, !dbg !346
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !347
  ret void, !dbg !348
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !349 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !350
  %6 = load ptr, ptr %4, align 8, !dbg !351
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !352
  ret void, !dbg !353
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !354 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !355
  %6 = load ptr, ptr %4, align 8, !dbg !356
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !357
  ret void, !dbg !358
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !359 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !360
  %6 = load ptr, ptr %4, align 8, !dbg !361
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !362
  ret void, !dbg !363
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !364 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !365
  %6 = load ptr, ptr %4, align 8, !dbg !366
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !367
  ret void, !dbg !368
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !369 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !370
  %6 = load ptr, ptr %4, align 8, !dbg !371
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !372
  ret void, !dbg !373
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !374 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !375
  %6 = load ptr, ptr %4, align 8, !dbg !376
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !377
  ret void, !dbg !378
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !379 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !380
  %6 = load ptr, ptr %4, align 8, !dbg !381
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !382
  ret void, !dbg !383
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !384 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !385
  %6 = load ptr, ptr %4, align 8, !dbg !386
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !387
  ret void, !dbg !388
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !389 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !390
  %6 = load ptr, ptr %4, align 8, !dbg !391
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !392
  ret void, !dbg !393
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !394 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !395
  %6 = load ptr, ptr %4, align 8, !dbg !396
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !397
  ret void, !dbg !398
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !399 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !400
  %6 = load ptr, ptr %4, align 8, !dbg !401
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !402
  ret void, !dbg !403
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !404 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !405
  %6 = load ptr, ptr %4, align 8, !dbg !406
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !407
  ret void, !dbg !408
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !409 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !410
  %6 = load ptr, ptr %4, align 8, !dbg !411
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !412
  ret void, !dbg !413
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !414 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !415
  %6 = load ptr, ptr %4, align 8, !dbg !416
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !417
  ret void, !dbg !418
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !419 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !420
  %6 = load ptr, ptr %4, align 8, !dbg !421
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm16EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !422
  ret void, !dbg !423
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm16EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !424 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !425
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !426
  %7 = load ptr, ptr %4, align 8, !dbg !427
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 16) #4, !dbg !428, !srcloc !429
  ret void, !dbg !430
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local i32 @__nvvm_get_smem_pointer(ptr noundef %0) #1 comdat !dbg !431 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !433
  %4 = call i64 @__nv_cvta_generic_to_shared_impl(ptr noundef %3) #4, !dbg !434
  %5 = trunc i64 %4 to i32, !dbg !434
  ret i32 %5, !dbg !435
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local i64 @__nv_cvta_generic_to_shared_impl(ptr noundef %0) #1 comdat !dbg !436 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !437
  %4 = addrspacecast ptr %3 to ptr addrspace(3), !dbg !438
  %5 = ptrtoint ptr addrspace(3) %4 to i64, !dbg !439
  ret i64 %5, !dbg !440
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !441 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !442
  %6 = load ptr, ptr %4, align 8, !dbg !443
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm15EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !444
  ret void, !dbg !445
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm15EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !446 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !447
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !448
  %7 = load ptr, ptr %4, align 8, !dbg !449
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 15) #4, !dbg !450, !srcloc !429
  ret void, !dbg !451
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !452 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !453
  %6 = load ptr, ptr %4, align 8, !dbg !454
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm14EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !455
  ret void, !dbg !456
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm14EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !457 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !458
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !459
  %7 = load ptr, ptr %4, align 8, !dbg !460
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 14) #4, !dbg !461, !srcloc !429
  ret void, !dbg !462
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !463 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !464
  %6 = load ptr, ptr %4, align 8, !dbg !465
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm13EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !466
  ret void, !dbg !467
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm13EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !468 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !469
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !470
  %7 = load ptr, ptr %4, align 8, !dbg !471
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 13) #4, !dbg !472, !srcloc !429
  ret void, !dbg !473
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !474 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !475
  %6 = load ptr, ptr %4, align 8, !dbg !476
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm12EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !477
  ret void, !dbg !478
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm12EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !479 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !480
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !481
  %7 = load ptr, ptr %4, align 8, !dbg !482
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 12) #4, !dbg !483, !srcloc !429
  ret void, !dbg !484
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !485 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !486
  %6 = load ptr, ptr %4, align 8, !dbg !487
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm11EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !488
  ret void, !dbg !489
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm11EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !490 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !491
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !492
  %7 = load ptr, ptr %4, align 8, !dbg !493
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 11) #4, !dbg !494, !srcloc !429
  ret void, !dbg !495
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !496 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !497
  %6 = load ptr, ptr %4, align 8, !dbg !498
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm10EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !499
  ret void, !dbg !500
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm10EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !501 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !502
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !503
  %7 = load ptr, ptr %4, align 8, !dbg !504
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 10) #4, !dbg !505, !srcloc !429
  ret void, !dbg !506
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !507 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !508
  %6 = load ptr, ptr %4, align 8, !dbg !509
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm9EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !510
  ret void, !dbg !511
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm9EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !512 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !513
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !514
  %7 = load ptr, ptr %4, align 8, !dbg !515
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 9) #4, !dbg !516, !srcloc !429
  ret void, !dbg !517
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !518 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !519
  %6 = load ptr, ptr %4, align 8, !dbg !520
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm8EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !521
  ret void, !dbg !522
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm8EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !523 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !524
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !525
  %7 = load ptr, ptr %4, align 8, !dbg !526
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 8) #4, !dbg !527, !srcloc !429
  ret void, !dbg !528
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !529 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !530
  %6 = load ptr, ptr %4, align 8, !dbg !531
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm7EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !532
  ret void, !dbg !533
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm7EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !534 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !535
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !536
  %7 = load ptr, ptr %4, align 8, !dbg !537
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 7) #4, !dbg !538, !srcloc !429
  ret void, !dbg !539
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !540 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !541
  %6 = load ptr, ptr %4, align 8, !dbg !542
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm6EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !543
  ret void, !dbg !544
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm6EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !545 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !546
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !547
  %7 = load ptr, ptr %4, align 8, !dbg !548
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 6) #4, !dbg !549, !srcloc !429
  ret void, !dbg !550
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !551 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !552
  %6 = load ptr, ptr %4, align 8, !dbg !553
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm5EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !554
  ret void, !dbg !555
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm5EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !556 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !557
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !558
  %7 = load ptr, ptr %4, align 8, !dbg !559
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 5) #4, !dbg !560, !srcloc !429
  ret void, !dbg !561
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !562 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !563
  %6 = load ptr, ptr %4, align 8, !dbg !564
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm4EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !565
  ret void, !dbg !566
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm4EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !567 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !568
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !569
  %7 = load ptr, ptr %4, align 8, !dbg !570
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 4) #4, !dbg !571, !srcloc !429
  ret void, !dbg !572
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !573 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !574
  %6 = load ptr, ptr %4, align 8, !dbg !575
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm3EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !576
  ret void, !dbg !577
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm3EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !578 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !579
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !580
  %7 = load ptr, ptr %4, align 8, !dbg !581
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 3) #4, !dbg !582, !srcloc !429
  ret void, !dbg !583
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !584 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !585
  %6 = load ptr, ptr %4, align 8, !dbg !586
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm2EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !587
  ret void, !dbg !588
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm2EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !589 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !590
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !591
  %7 = load ptr, ptr %4, align 8, !dbg !592
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 2) #4, !dbg !593, !srcloc !429
  ret void, !dbg !594
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !595 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !596
  %6 = load ptr, ptr %4, align 8, !dbg !597
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm1EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !598
  ret void, !dbg !599
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm1EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !600 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !601
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !602
  %7 = load ptr, ptr %4, align 8, !dbg !603
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 1) #4, !dbg !604, !srcloc !429
  ret void, !dbg !605
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !606 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !607
  %6 = load ptr, ptr %4, align 8, !dbg !608
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm0EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !609
  ret void, !dbg !610
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm0EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !611 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !612
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !613
  %7 = load ptr, ptr %4, align 8, !dbg !614
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 0) #4, !dbg !615, !srcloc !429
  ret void, !dbg !616
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !617 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !618
  %6 = load ptr, ptr %4, align 8, !dbg !619
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm8EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !620
  ret void, !dbg !621
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm8EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !622 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !623
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !624
  %7 = load ptr, ptr %4, align 8, !dbg !625
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 8) #4, !dbg !626, !srcloc !627
  ret void, !dbg !628
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !629 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !630
  %6 = load ptr, ptr %4, align 8, !dbg !631
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm7EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !632
  ret void, !dbg !633
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm7EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !634 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !635
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !636
  %7 = load ptr, ptr %4, align 8, !dbg !637
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 7) #4, !dbg !638, !srcloc !627
  ret void, !dbg !639
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !640 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !641
  %6 = load ptr, ptr %4, align 8, !dbg !642
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm6EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !643
  ret void, !dbg !644
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm6EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !645 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !646
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !647
  %7 = load ptr, ptr %4, align 8, !dbg !648
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 6) #4, !dbg !649, !srcloc !627
  ret void, !dbg !650
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !651 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !652
  %6 = load ptr, ptr %4, align 8, !dbg !653
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm5EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !654
  ret void, !dbg !655
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm5EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !656 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !657
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !658
  %7 = load ptr, ptr %4, align 8, !dbg !659
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 5) #4, !dbg !660, !srcloc !627
  ret void, !dbg !661
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !662 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !663
  %6 = load ptr, ptr %4, align 8, !dbg !664
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm4EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !665
  ret void, !dbg !666
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm4EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !667 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !668
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !669
  %7 = load ptr, ptr %4, align 8, !dbg !670
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 4) #4, !dbg !671, !srcloc !627
  ret void, !dbg !672
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !673 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !674
  %6 = load ptr, ptr %4, align 8, !dbg !675
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm3EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !676
  ret void, !dbg !677
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm3EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !678 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !679
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !680
  %7 = load ptr, ptr %4, align 8, !dbg !681
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 3) #4, !dbg !682, !srcloc !627
  ret void, !dbg !683
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !684 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !685
  %6 = load ptr, ptr %4, align 8, !dbg !686
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm2EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !687
  ret void, !dbg !688
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm2EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !689 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !690
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !691
  %7 = load ptr, ptr %4, align 8, !dbg !692
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 2) #4, !dbg !693, !srcloc !627
  ret void, !dbg !694
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !695 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !696
  %6 = load ptr, ptr %4, align 8, !dbg !697
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm1EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !698
  ret void, !dbg !699
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm1EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !700 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !701
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !702
  %7 = load ptr, ptr %4, align 8, !dbg !703
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 1) #4, !dbg !704, !srcloc !627
  ret void, !dbg !705
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !706 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !707
  %6 = load ptr, ptr %4, align 8, !dbg !708
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm0EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !709
  ret void, !dbg !710
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm0EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !711 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !712
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !713
  %7 = load ptr, ptr %4, align 8, !dbg !714
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 0) #4, !dbg !715, !srcloc !627
  ret void, !dbg !716
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !717 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !718
  %6 = load ptr, ptr %4, align 8, !dbg !719
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm4EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !720
  ret void, !dbg !721
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm4EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !722 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !723
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !724
  %7 = load ptr, ptr %4, align 8, !dbg !725
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 4) #4, !dbg !726, !srcloc !627
  ret void, !dbg !727
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !728 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !729
  %6 = load ptr, ptr %4, align 8, !dbg !730
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm3EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !731
  ret void, !dbg !732
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm3EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !733 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !734
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !735
  %7 = load ptr, ptr %4, align 8, !dbg !736
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 3) #4, !dbg !737, !srcloc !627
  ret void, !dbg !738
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !739 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !740
  %6 = load ptr, ptr %4, align 8, !dbg !741
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm2EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !742
  ret void, !dbg !743
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm2EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !744 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !745
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !746
  %7 = load ptr, ptr %4, align 8, !dbg !747
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 2) #4, !dbg !748, !srcloc !627
  ret void, !dbg !749
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !750 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !751
  %6 = load ptr, ptr %4, align 8, !dbg !752
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm1EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !753
  ret void, !dbg !754
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm1EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !755 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !756
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !757
  %7 = load ptr, ptr %4, align 8, !dbg !758
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 1) #4, !dbg !759, !srcloc !627
  ret void, !dbg !760
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !761 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !762
  %6 = load ptr, ptr %4, align 8, !dbg !763
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm0EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !764
  ret void, !dbg !765
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm0EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !766 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !767
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !768
  %7 = load ptr, ptr %4, align 8, !dbg !769
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 0) #4, !dbg !770, !srcloc !627
  ret void, !dbg !771
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal15pipeline_commitEv() #1 comdat !dbg !772 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE15pipeline_commitEv() #4, !dbg !773
  ret void, !dbg !774
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE15pipeline_commitEv() #1 comdat align 2 !dbg !775 {
  call void asm sideeffect "cp.async.commit_group;", ""() #4, !dbg !776, !srcloc !777
  ret void, !dbg !778
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj0EEEvv() #1 comdat !dbg !779 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj0EEEvv() #4, !dbg !780
  ret void, !dbg !781
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj1EEEvv() #1 comdat !dbg !782 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj1EEEvv() #4, !dbg !783
  ret void, !dbg !784
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj2EEEvv() #1 comdat !dbg !785 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj2EEEvv() #4, !dbg !786
  ret void, !dbg !787
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj3EEEvv() #1 comdat !dbg !788 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj3EEEvv() #4, !dbg !789
  ret void, !dbg !790
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj4EEEvv() #1 comdat !dbg !791 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj4EEEvv() #4, !dbg !792
  ret void, !dbg !793
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj5EEEvv() #1 comdat !dbg !794 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj5EEEvv() #4, !dbg !795
  ret void, !dbg !796
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj6EEEvv() #1 comdat !dbg !797 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj6EEEvv() #4, !dbg !798
  ret void, !dbg !799
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj7EEEvv() #1 comdat !dbg !800 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj7EEEvv() #4, !dbg !801
  ret void, !dbg !802
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj8EEEvv() #1 comdat !dbg !803 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj8EEEvv() #4, !dbg !804
  ret void, !dbg !805
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj0EEEvv() #1 comdat align 2 !dbg !806 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #4, !dbg !807, !srcloc !808
  ret void, !dbg !809
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj1EEEvv() #1 comdat align 2 !dbg !810 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 1) #4, !dbg !811, !srcloc !808
  ret void, !dbg !812
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj2EEEvv() #1 comdat align 2 !dbg !813 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 2) #4, !dbg !814, !srcloc !808
  ret void, !dbg !815
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj3EEEvv() #1 comdat align 2 !dbg !816 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 3) #4, !dbg !817, !srcloc !808
  ret void, !dbg !818
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj4EEEvv() #1 comdat align 2 !dbg !819 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 4) #4, !dbg !820, !srcloc !808
  ret void, !dbg !821
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj5EEEvv() #1 comdat align 2 !dbg !822 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 5) #4, !dbg !823, !srcloc !808
  ret void, !dbg !824
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj6EEEvv() #1 comdat align 2 !dbg !825 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 6) #4, !dbg !826, !srcloc !808
  ret void, !dbg !827
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj7EEEvv() #1 comdat align 2 !dbg !828 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 7) #4, !dbg !829, !srcloc !808
  ret void, !dbg !830
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj8EEEvv() #1 comdat align 2 !dbg !831 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 8) #4, !dbg !832, !srcloc !808
  ret void, !dbg !833
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
!7 = !DIFile(filename: "b-async-copy-race-007.cu", directory: ".")
!8 = !{ptr @b_cpasync_pipeline2, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_cpasync_pipeline2", scope: !7, file: !7, line: 12, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 15, column: 13, scope: !12)
!19 = !DILocation(line: 15, column: 9, scope: !12)
!20 = !DILocation(line: 16, column: 25, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 16, column: 38, scope: !12)
!24 = !DILocation(line: 16, column: 38, scope: !12)
!25 = !DILocation(line: 16, column: 51, scope: !12)
!26 = !DILocation(line: 16, column: 49, scope: !12)
!27 = !DILocation(line: 16, column: 58, scope: !12)
!28 = !DILocation(line: 16, column: 28, scope: !12)
!29 = !DILocation(line: 16, column: 18, scope: !12)
!30 = !DILocation(line: 17, column: 37, scope: !12)
!31 = !DILocation(line: 17, column: 30, scope: !12)
!32 = !DILocation(line: 17, column: 42, scope: !12)
!33 = !DILocation(line: 17, column: 47, scope: !12)
!34 = !DILocation(line: 17, column: 5, scope: !12)
!35 = !DILocation(line: 18, column: 5, scope: !12)
!36 = !DILocation(line: 19, column: 11, scope: !12)
!37 = !DILocation(line: 20, column: 14, scope: !12)
!38 = !DILocation(line: 20, column: 10, scope: !12)
!39 = !DILocation(line: 20, column: 21, scope: !12)
!40 = !DILocation(line: 20, column: 25, scope: !12)
!41 = !DILocation(line: 20, column: 23, scope: !12)
!42 = !DILocation(line: 20, column: 5, scope: !12)
!43 = !DILocation(line: 21, column: 13, scope: !12)
!44 = !DILocation(line: 21, column: 15, scope: !12)
!45 = !DILocation(line: 21, column: 21, scope: !12)
!46 = !DILocation(line: 21, column: 19, scope: !12)
!47 = !DILocation(line: 22, column: 43, scope: !12)
!48 = !DILocation(line: 22, column: 45, scope: !12)
!49 = !DILocation(line: 22, column: 50, scope: !12)
!50 = !DILocation(line: 22, column: 38, scope: !12)
!51 = !DILocation(line: 22, column: 55, scope: !12)
!52 = !DILocation(line: 22, column: 60, scope: !12)
!53 = !DILocation(line: 22, column: 66, scope: !12)
!54 = !DILocation(line: 22, column: 68, scope: !12)
!55 = !DILocation(line: 22, column: 73, scope: !12)
!56 = !DILocation(line: 22, column: 79, scope: !12)
!57 = !DILocation(line: 22, column: 77, scope: !12)
!58 = !DILocation(line: 22, column: 13, scope: !12)
!59 = !DILocation(line: 23, column: 9, scope: !12)
!60 = !DILocation(line: 24, column: 9, scope: !12)
!61 = !DILocation(line: 25, column: 9, scope: !12)
!62 = !DILocation(line: 26, column: 20, scope: !12)
!63 = !DILocation(line: 26, column: 22, scope: !12)
!64 = !DILocation(line: 26, column: 16, scope: !12)
!65 = !DILocation(line: 26, column: 27, scope: !12)
!66 = !DILocation(line: 26, column: 36, scope: !12)
!67 = !DILocation(line: 26, column: 38, scope: !12)
!68 = !DILocation(line: 26, column: 32, scope: !12)
!69 = !DILocation(line: 26, column: 44, scope: !12)
!70 = !DILocation(line: 26, column: 46, scope: !12)
!71 = !DILocation(line: 26, column: 51, scope: !12)
!72 = !DILocation(line: 26, column: 30, scope: !12)
!73 = !DILocation(line: 26, column: 13, scope: !12)
!74 = !DILocation(line: 27, column: 9, scope: !12)
!75 = !DILocation(line: 28, column: 5, scope: !12)
!76 = !DILocation(line: 20, column: 33, scope: !12)
!77 = distinct !{!77, !42, !75, !78}
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 29, column: 31, scope: !12)
!80 = !DILocation(line: 29, column: 5, scope: !12)
!81 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !82)
!82 = distinct !DILocation(line: 29, column: 9, scope: !12)
!83 = !DILocation(line: 29, column: 20, scope: !12)
!84 = !DILocation(line: 29, column: 26, scope: !12)
!85 = !DILocation(line: 29, column: 24, scope: !12)
!86 = !DILocation(line: 29, column: 29, scope: !12)
!87 = !DILocation(line: 30, column: 1, scope: !12)
!88 = distinct !DISubprogram(name: "__pipeline_memcpy_async", scope: !89, file: !89, line: 56, type: !13, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!89 = !DIFile(filename: "/usr/local/cuda/include/cuda_pipeline_primitives.h", directory: "")
!90 = !DILocation(line: 66, column: 13, scope: !88)
!91 = !DILocation(line: 66, column: 5, scope: !88)
!92 = !DILocation(line: 68, column: 17, scope: !88)
!93 = !DILocation(line: 68, column: 9, scope: !88)
!94 = !DILocation(line: 69, column: 83, scope: !88)
!95 = !DILocation(line: 69, column: 95, scope: !88)
!96 = !DILocation(line: 69, column: 18, scope: !88)
!97 = !DILocation(line: 69, column: 108, scope: !88)
!98 = !DILocation(line: 70, column: 83, scope: !88)
!99 = !DILocation(line: 70, column: 95, scope: !88)
!100 = !DILocation(line: 70, column: 18, scope: !88)
!101 = !DILocation(line: 70, column: 108, scope: !88)
!102 = !DILocation(line: 71, column: 83, scope: !88)
!103 = !DILocation(line: 71, column: 95, scope: !88)
!104 = !DILocation(line: 71, column: 18, scope: !88)
!105 = !DILocation(line: 71, column: 108, scope: !88)
!106 = !DILocation(line: 72, column: 83, scope: !88)
!107 = !DILocation(line: 72, column: 95, scope: !88)
!108 = !DILocation(line: 72, column: 18, scope: !88)
!109 = !DILocation(line: 72, column: 108, scope: !88)
!110 = !DILocation(line: 73, column: 83, scope: !88)
!111 = !DILocation(line: 73, column: 95, scope: !88)
!112 = !DILocation(line: 73, column: 18, scope: !88)
!113 = !DILocation(line: 73, column: 108, scope: !88)
!114 = !DILocation(line: 74, column: 83, scope: !88)
!115 = !DILocation(line: 74, column: 95, scope: !88)
!116 = !DILocation(line: 74, column: 18, scope: !88)
!117 = !DILocation(line: 74, column: 108, scope: !88)
!118 = !DILocation(line: 75, column: 83, scope: !88)
!119 = !DILocation(line: 75, column: 95, scope: !88)
!120 = !DILocation(line: 75, column: 18, scope: !88)
!121 = !DILocation(line: 75, column: 108, scope: !88)
!122 = !DILocation(line: 76, column: 83, scope: !88)
!123 = !DILocation(line: 76, column: 95, scope: !88)
!124 = !DILocation(line: 76, column: 18, scope: !88)
!125 = !DILocation(line: 76, column: 108, scope: !88)
!126 = !DILocation(line: 77, column: 83, scope: !88)
!127 = !DILocation(line: 77, column: 95, scope: !88)
!128 = !DILocation(line: 77, column: 18, scope: !88)
!129 = !DILocation(line: 77, column: 108, scope: !88)
!130 = !DILocation(line: 78, column: 83, scope: !88)
!131 = !DILocation(line: 78, column: 95, scope: !88)
!132 = !DILocation(line: 78, column: 18, scope: !88)
!133 = !DILocation(line: 78, column: 108, scope: !88)
!134 = !DILocation(line: 79, column: 83, scope: !88)
!135 = !DILocation(line: 79, column: 95, scope: !88)
!136 = !DILocation(line: 79, column: 18, scope: !88)
!137 = !DILocation(line: 79, column: 108, scope: !88)
!138 = !DILocation(line: 80, column: 83, scope: !88)
!139 = !DILocation(line: 80, column: 95, scope: !88)
!140 = !DILocation(line: 80, column: 18, scope: !88)
!141 = !DILocation(line: 80, column: 108, scope: !88)
!142 = !DILocation(line: 81, column: 83, scope: !88)
!143 = !DILocation(line: 81, column: 95, scope: !88)
!144 = !DILocation(line: 81, column: 18, scope: !88)
!145 = !DILocation(line: 81, column: 108, scope: !88)
!146 = !DILocation(line: 82, column: 83, scope: !88)
!147 = !DILocation(line: 82, column: 95, scope: !88)
!148 = !DILocation(line: 82, column: 18, scope: !88)
!149 = !DILocation(line: 82, column: 108, scope: !88)
!150 = !DILocation(line: 83, column: 83, scope: !88)
!151 = !DILocation(line: 83, column: 95, scope: !88)
!152 = !DILocation(line: 83, column: 18, scope: !88)
!153 = !DILocation(line: 83, column: 108, scope: !88)
!154 = !DILocation(line: 84, column: 83, scope: !88)
!155 = !DILocation(line: 84, column: 95, scope: !88)
!156 = !DILocation(line: 84, column: 18, scope: !88)
!157 = !DILocation(line: 84, column: 108, scope: !88)
!158 = !DILocation(line: 85, column: 83, scope: !88)
!159 = !DILocation(line: 85, column: 95, scope: !88)
!160 = !DILocation(line: 85, column: 18, scope: !88)
!161 = !DILocation(line: 85, column: 108, scope: !88)
!162 = !DILocation(line: 531, column: 32, scope: !163, inlinedAt: !165)
!163 = distinct !DISubprogram(name: "__trap", scope: !164, file: !164, line: 531, type: !13, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!164 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!165 = distinct !DILocation(line: 86, column: 18, scope: !88)
!166 = !{i64 4816661}
!167 = !DILocation(line: 86, column: 108, scope: !88)
!168 = !DILocation(line: 89, column: 17, scope: !88)
!169 = !DILocation(line: 89, column: 9, scope: !88)
!170 = !DILocation(line: 90, column: 83, scope: !88)
!171 = !DILocation(line: 90, column: 95, scope: !88)
!172 = !DILocation(line: 90, column: 18, scope: !88)
!173 = !DILocation(line: 90, column: 108, scope: !88)
!174 = !DILocation(line: 91, column: 83, scope: !88)
!175 = !DILocation(line: 91, column: 95, scope: !88)
!176 = !DILocation(line: 91, column: 18, scope: !88)
!177 = !DILocation(line: 91, column: 108, scope: !88)
!178 = !DILocation(line: 92, column: 83, scope: !88)
!179 = !DILocation(line: 92, column: 95, scope: !88)
!180 = !DILocation(line: 92, column: 18, scope: !88)
!181 = !DILocation(line: 92, column: 108, scope: !88)
!182 = !DILocation(line: 93, column: 83, scope: !88)
!183 = !DILocation(line: 93, column: 95, scope: !88)
!184 = !DILocation(line: 93, column: 18, scope: !88)
!185 = !DILocation(line: 93, column: 108, scope: !88)
!186 = !DILocation(line: 94, column: 83, scope: !88)
!187 = !DILocation(line: 94, column: 95, scope: !88)
!188 = !DILocation(line: 94, column: 18, scope: !88)
!189 = !DILocation(line: 94, column: 108, scope: !88)
!190 = !DILocation(line: 95, column: 83, scope: !88)
!191 = !DILocation(line: 95, column: 95, scope: !88)
!192 = !DILocation(line: 95, column: 18, scope: !88)
!193 = !DILocation(line: 95, column: 108, scope: !88)
!194 = !DILocation(line: 96, column: 83, scope: !88)
!195 = !DILocation(line: 96, column: 95, scope: !88)
!196 = !DILocation(line: 96, column: 18, scope: !88)
!197 = !DILocation(line: 96, column: 108, scope: !88)
!198 = !DILocation(line: 97, column: 83, scope: !88)
!199 = !DILocation(line: 97, column: 95, scope: !88)
!200 = !DILocation(line: 97, column: 18, scope: !88)
!201 = !DILocation(line: 97, column: 108, scope: !88)
!202 = !DILocation(line: 98, column: 83, scope: !88)
!203 = !DILocation(line: 98, column: 95, scope: !88)
!204 = !DILocation(line: 98, column: 18, scope: !88)
!205 = !DILocation(line: 98, column: 108, scope: !88)
!206 = !DILocation(line: 531, column: 32, scope: !163, inlinedAt: !207)
!207 = distinct !DILocation(line: 99, column: 18, scope: !88)
!208 = !DILocation(line: 99, column: 108, scope: !88)
!209 = !DILocation(line: 102, column: 17, scope: !88)
!210 = !DILocation(line: 102, column: 9, scope: !88)
!211 = !DILocation(line: 103, column: 83, scope: !88)
!212 = !DILocation(line: 103, column: 95, scope: !88)
!213 = !DILocation(line: 103, column: 18, scope: !88)
!214 = !DILocation(line: 103, column: 108, scope: !88)
!215 = !DILocation(line: 104, column: 83, scope: !88)
!216 = !DILocation(line: 104, column: 95, scope: !88)
!217 = !DILocation(line: 104, column: 18, scope: !88)
!218 = !DILocation(line: 104, column: 108, scope: !88)
!219 = !DILocation(line: 105, column: 83, scope: !88)
!220 = !DILocation(line: 105, column: 95, scope: !88)
!221 = !DILocation(line: 105, column: 18, scope: !88)
!222 = !DILocation(line: 105, column: 108, scope: !88)
!223 = !DILocation(line: 106, column: 83, scope: !88)
!224 = !DILocation(line: 106, column: 95, scope: !88)
!225 = !DILocation(line: 106, column: 18, scope: !88)
!226 = !DILocation(line: 106, column: 108, scope: !88)
!227 = !DILocation(line: 107, column: 83, scope: !88)
!228 = !DILocation(line: 107, column: 95, scope: !88)
!229 = !DILocation(line: 107, column: 18, scope: !88)
!230 = !DILocation(line: 107, column: 108, scope: !88)
!231 = !DILocation(line: 531, column: 32, scope: !163, inlinedAt: !232)
!232 = distinct !DILocation(line: 108, column: 18, scope: !88)
!233 = !DILocation(line: 108, column: 108, scope: !88)
!234 = !DILocation(line: 531, column: 32, scope: !163, inlinedAt: !235)
!235 = distinct !DILocation(line: 111, column: 9, scope: !88)
!236 = !DILocation(line: 112, column: 9, scope: !88)
!237 = !DILocation(line: 114, column: 1, scope: !88)
!238 = distinct !DISubprogram(name: "__pipeline_commit", scope: !89, file: !89, line: 117, type: !13, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!239 = !DILocation(line: 119, column: 5, scope: !238)
!240 = !DILocation(line: 120, column: 1, scope: !238)
!241 = distinct !DISubprogram(name: "__pipeline_wait_prior", scope: !89, file: !89, line: 123, type: !13, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!242 = !DILocation(line: 125, column: 13, scope: !241)
!243 = !DILocation(line: 125, column: 5, scope: !241)
!244 = !DILocation(line: 126, column: 15, scope: !241)
!245 = !DILocation(line: 126, column: 76, scope: !241)
!246 = !DILocation(line: 127, column: 15, scope: !241)
!247 = !DILocation(line: 127, column: 76, scope: !241)
!248 = !DILocation(line: 128, column: 15, scope: !241)
!249 = !DILocation(line: 128, column: 76, scope: !241)
!250 = !DILocation(line: 129, column: 15, scope: !241)
!251 = !DILocation(line: 129, column: 76, scope: !241)
!252 = !DILocation(line: 130, column: 15, scope: !241)
!253 = !DILocation(line: 130, column: 76, scope: !241)
!254 = !DILocation(line: 131, column: 15, scope: !241)
!255 = !DILocation(line: 131, column: 76, scope: !241)
!256 = !DILocation(line: 132, column: 15, scope: !241)
!257 = !DILocation(line: 132, column: 76, scope: !241)
!258 = !DILocation(line: 133, column: 15, scope: !241)
!259 = !DILocation(line: 133, column: 76, scope: !241)
!260 = !DILocation(line: 134, column: 15, scope: !241)
!261 = !DILocation(line: 134, column: 76, scope: !241)
!262 = !DILocation(line: 136, column: 1, scope: !241)
!263 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 16UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!264 = !DIFile(filename: "/usr/local/cuda/include/cuda_pipeline_helpers.h", directory: "")
!265 = !DILocation(line: 292, column: 103, scope: !263)
!266 = !DILocation(line: 292, column: 108, scope: !263)
!267 = !DILocation(line: 292, column: 5, scope: !263)
!268 = !DILocation(line: 293, column: 1, scope: !263)
!269 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 15UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!270 = !DILocation(line: 292, column: 103, scope: !269)
!271 = !DILocation(line: 292, column: 108, scope: !269)
!272 = !DILocation(line: 292, column: 5, scope: !269)
!273 = !DILocation(line: 293, column: 1, scope: !269)
!274 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 14UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!275 = !DILocation(line: 292, column: 103, scope: !274)
!276 = !DILocation(line: 292, column: 108, scope: !274)
!277 = !DILocation(line: 292, column: 5, scope: !274)
!278 = !DILocation(line: 293, column: 1, scope: !274)
!279 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 13UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!280 = !DILocation(line: 292, column: 103, scope: !279)
!281 = !DILocation(line: 292, column: 108, scope: !279)
!282 = !DILocation(line: 292, column: 5, scope: !279)
!283 = !DILocation(line: 293, column: 1, scope: !279)
!284 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 12UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!285 = !DILocation(line: 292, column: 103, scope: !284)
!286 = !DILocation(line: 292, column: 108, scope: !284)
!287 = !DILocation(line: 292, column: 5, scope: !284)
!288 = !DILocation(line: 293, column: 1, scope: !284)
!289 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 11UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!290 = !DILocation(line: 292, column: 103, scope: !289)
!291 = !DILocation(line: 292, column: 108, scope: !289)
!292 = !DILocation(line: 292, column: 5, scope: !289)
!293 = !DILocation(line: 293, column: 1, scope: !289)
!294 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 10UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!295 = !DILocation(line: 292, column: 103, scope: !294)
!296 = !DILocation(line: 292, column: 108, scope: !294)
!297 = !DILocation(line: 292, column: 5, scope: !294)
!298 = !DILocation(line: 293, column: 1, scope: !294)
!299 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 9UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!300 = !DILocation(line: 292, column: 103, scope: !299)
!301 = !DILocation(line: 292, column: 108, scope: !299)
!302 = !DILocation(line: 292, column: 5, scope: !299)
!303 = !DILocation(line: 293, column: 1, scope: !299)
!304 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 8UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!305 = !DILocation(line: 292, column: 103, scope: !304)
!306 = !DILocation(line: 292, column: 108, scope: !304)
!307 = !DILocation(line: 292, column: 5, scope: !304)
!308 = !DILocation(line: 293, column: 1, scope: !304)
!309 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 7UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!310 = !DILocation(line: 292, column: 103, scope: !309)
!311 = !DILocation(line: 292, column: 108, scope: !309)
!312 = !DILocation(line: 292, column: 5, scope: !309)
!313 = !DILocation(line: 293, column: 1, scope: !309)
!314 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 6UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!315 = !DILocation(line: 292, column: 103, scope: !314)
!316 = !DILocation(line: 292, column: 108, scope: !314)
!317 = !DILocation(line: 292, column: 5, scope: !314)
!318 = !DILocation(line: 293, column: 1, scope: !314)
!319 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 5UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!320 = !DILocation(line: 292, column: 103, scope: !319)
!321 = !DILocation(line: 292, column: 108, scope: !319)
!322 = !DILocation(line: 292, column: 5, scope: !319)
!323 = !DILocation(line: 293, column: 1, scope: !319)
!324 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 4UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!325 = !DILocation(line: 292, column: 103, scope: !324)
!326 = !DILocation(line: 292, column: 108, scope: !324)
!327 = !DILocation(line: 292, column: 5, scope: !324)
!328 = !DILocation(line: 293, column: 1, scope: !324)
!329 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 3UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!330 = !DILocation(line: 292, column: 103, scope: !329)
!331 = !DILocation(line: 292, column: 108, scope: !329)
!332 = !DILocation(line: 292, column: 5, scope: !329)
!333 = !DILocation(line: 293, column: 1, scope: !329)
!334 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 2UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!335 = !DILocation(line: 292, column: 103, scope: !334)
!336 = !DILocation(line: 292, column: 108, scope: !334)
!337 = !DILocation(line: 292, column: 5, scope: !334)
!338 = !DILocation(line: 293, column: 1, scope: !334)
!339 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 1UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!340 = !DILocation(line: 292, column: 103, scope: !339)
!341 = !DILocation(line: 292, column: 108, scope: !339)
!342 = !DILocation(line: 292, column: 5, scope: !339)
!343 = !DILocation(line: 293, column: 1, scope: !339)
!344 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 0UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!345 = !DILocation(line: 292, column: 103, scope: !344)
!346 = !DILocation(line: 292, column: 108, scope: !344)
!347 = !DILocation(line: 292, column: 5, scope: !344)
!348 = !DILocation(line: 293, column: 1, scope: !344)
!349 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 8UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!350 = !DILocation(line: 292, column: 103, scope: !349)
!351 = !DILocation(line: 292, column: 108, scope: !349)
!352 = !DILocation(line: 292, column: 5, scope: !349)
!353 = !DILocation(line: 293, column: 1, scope: !349)
!354 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 7UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!355 = !DILocation(line: 292, column: 103, scope: !354)
!356 = !DILocation(line: 292, column: 108, scope: !354)
!357 = !DILocation(line: 292, column: 5, scope: !354)
!358 = !DILocation(line: 293, column: 1, scope: !354)
!359 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 6UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!360 = !DILocation(line: 292, column: 103, scope: !359)
!361 = !DILocation(line: 292, column: 108, scope: !359)
!362 = !DILocation(line: 292, column: 5, scope: !359)
!363 = !DILocation(line: 293, column: 1, scope: !359)
!364 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 5UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!365 = !DILocation(line: 292, column: 103, scope: !364)
!366 = !DILocation(line: 292, column: 108, scope: !364)
!367 = !DILocation(line: 292, column: 5, scope: !364)
!368 = !DILocation(line: 293, column: 1, scope: !364)
!369 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 4UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!370 = !DILocation(line: 292, column: 103, scope: !369)
!371 = !DILocation(line: 292, column: 108, scope: !369)
!372 = !DILocation(line: 292, column: 5, scope: !369)
!373 = !DILocation(line: 293, column: 1, scope: !369)
!374 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 3UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!375 = !DILocation(line: 292, column: 103, scope: !374)
!376 = !DILocation(line: 292, column: 108, scope: !374)
!377 = !DILocation(line: 292, column: 5, scope: !374)
!378 = !DILocation(line: 293, column: 1, scope: !374)
!379 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 2UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!380 = !DILocation(line: 292, column: 103, scope: !379)
!381 = !DILocation(line: 292, column: 108, scope: !379)
!382 = !DILocation(line: 292, column: 5, scope: !379)
!383 = !DILocation(line: 293, column: 1, scope: !379)
!384 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 1UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!385 = !DILocation(line: 292, column: 103, scope: !384)
!386 = !DILocation(line: 292, column: 108, scope: !384)
!387 = !DILocation(line: 292, column: 5, scope: !384)
!388 = !DILocation(line: 293, column: 1, scope: !384)
!389 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 0UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!390 = !DILocation(line: 292, column: 103, scope: !389)
!391 = !DILocation(line: 292, column: 108, scope: !389)
!392 = !DILocation(line: 292, column: 5, scope: !389)
!393 = !DILocation(line: 293, column: 1, scope: !389)
!394 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 4UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!395 = !DILocation(line: 292, column: 103, scope: !394)
!396 = !DILocation(line: 292, column: 108, scope: !394)
!397 = !DILocation(line: 292, column: 5, scope: !394)
!398 = !DILocation(line: 293, column: 1, scope: !394)
!399 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 3UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!400 = !DILocation(line: 292, column: 103, scope: !399)
!401 = !DILocation(line: 292, column: 108, scope: !399)
!402 = !DILocation(line: 292, column: 5, scope: !399)
!403 = !DILocation(line: 293, column: 1, scope: !399)
!404 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 2UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!405 = !DILocation(line: 292, column: 103, scope: !404)
!406 = !DILocation(line: 292, column: 108, scope: !404)
!407 = !DILocation(line: 292, column: 5, scope: !404)
!408 = !DILocation(line: 293, column: 1, scope: !404)
!409 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 1UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!410 = !DILocation(line: 292, column: 103, scope: !409)
!411 = !DILocation(line: 292, column: 108, scope: !409)
!412 = !DILocation(line: 292, column: 5, scope: !409)
!413 = !DILocation(line: 293, column: 1, scope: !409)
!414 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 0UL>", scope: !264, file: !264, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!415 = !DILocation(line: 292, column: 103, scope: !414)
!416 = !DILocation(line: 292, column: 108, scope: !414)
!417 = !DILocation(line: 292, column: 5, scope: !414)
!418 = !DILocation(line: 293, column: 1, scope: !414)
!419 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 16UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!420 = !DILocation(line: 219, column: 56, scope: !419)
!421 = !DILocation(line: 219, column: 61, scope: !419)
!422 = !DILocation(line: 219, column: 9, scope: !419)
!423 = !DILocation(line: 220, column: 5, scope: !419)
!424 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!425 = !DILocation(line: 203, column: 47, scope: !424)
!426 = !DILocation(line: 203, column: 23, scope: !424)
!427 = !DILocation(line: 203, column: 88, scope: !424)
!428 = !DILocation(line: 201, column: 13, scope: !424)
!429 = !{i64 6241100}
!430 = !DILocation(line: 205, column: 9, scope: !424)
!431 = distinct !DISubprogram(name: "__nvvm_get_smem_pointer", scope: !432, file: !432, line: 510, type: !13, scopeLine: 510, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!432 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!433 = !DILocation(line: 511, column: 43, scope: !431)
!434 = !DILocation(line: 511, column: 10, scope: !431)
!435 = !DILocation(line: 511, column: 3, scope: !431)
!436 = distinct !DISubprogram(name: "__nv_cvta_generic_to_shared_impl", scope: !432, file: !432, line: 489, type: !13, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!437 = !DILocation(line: 490, column: 60, scope: !436)
!438 = !DILocation(line: 490, column: 18, scope: !436)
!439 = !DILocation(line: 490, column: 10, scope: !436)
!440 = !DILocation(line: 490, column: 3, scope: !436)
!441 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 15UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!442 = !DILocation(line: 219, column: 56, scope: !441)
!443 = !DILocation(line: 219, column: 61, scope: !441)
!444 = !DILocation(line: 219, column: 9, scope: !441)
!445 = !DILocation(line: 220, column: 5, scope: !441)
!446 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!447 = !DILocation(line: 203, column: 47, scope: !446)
!448 = !DILocation(line: 203, column: 23, scope: !446)
!449 = !DILocation(line: 203, column: 88, scope: !446)
!450 = !DILocation(line: 201, column: 13, scope: !446)
!451 = !DILocation(line: 205, column: 9, scope: !446)
!452 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 14UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!453 = !DILocation(line: 219, column: 56, scope: !452)
!454 = !DILocation(line: 219, column: 61, scope: !452)
!455 = !DILocation(line: 219, column: 9, scope: !452)
!456 = !DILocation(line: 220, column: 5, scope: !452)
!457 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!458 = !DILocation(line: 203, column: 47, scope: !457)
!459 = !DILocation(line: 203, column: 23, scope: !457)
!460 = !DILocation(line: 203, column: 88, scope: !457)
!461 = !DILocation(line: 201, column: 13, scope: !457)
!462 = !DILocation(line: 205, column: 9, scope: !457)
!463 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 13UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!464 = !DILocation(line: 219, column: 56, scope: !463)
!465 = !DILocation(line: 219, column: 61, scope: !463)
!466 = !DILocation(line: 219, column: 9, scope: !463)
!467 = !DILocation(line: 220, column: 5, scope: !463)
!468 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!469 = !DILocation(line: 203, column: 47, scope: !468)
!470 = !DILocation(line: 203, column: 23, scope: !468)
!471 = !DILocation(line: 203, column: 88, scope: !468)
!472 = !DILocation(line: 201, column: 13, scope: !468)
!473 = !DILocation(line: 205, column: 9, scope: !468)
!474 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 12UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!475 = !DILocation(line: 219, column: 56, scope: !474)
!476 = !DILocation(line: 219, column: 61, scope: !474)
!477 = !DILocation(line: 219, column: 9, scope: !474)
!478 = !DILocation(line: 220, column: 5, scope: !474)
!479 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!480 = !DILocation(line: 203, column: 47, scope: !479)
!481 = !DILocation(line: 203, column: 23, scope: !479)
!482 = !DILocation(line: 203, column: 88, scope: !479)
!483 = !DILocation(line: 201, column: 13, scope: !479)
!484 = !DILocation(line: 205, column: 9, scope: !479)
!485 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 11UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!486 = !DILocation(line: 219, column: 56, scope: !485)
!487 = !DILocation(line: 219, column: 61, scope: !485)
!488 = !DILocation(line: 219, column: 9, scope: !485)
!489 = !DILocation(line: 220, column: 5, scope: !485)
!490 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!491 = !DILocation(line: 203, column: 47, scope: !490)
!492 = !DILocation(line: 203, column: 23, scope: !490)
!493 = !DILocation(line: 203, column: 88, scope: !490)
!494 = !DILocation(line: 201, column: 13, scope: !490)
!495 = !DILocation(line: 205, column: 9, scope: !490)
!496 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 10UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!497 = !DILocation(line: 219, column: 56, scope: !496)
!498 = !DILocation(line: 219, column: 61, scope: !496)
!499 = !DILocation(line: 219, column: 9, scope: !496)
!500 = !DILocation(line: 220, column: 5, scope: !496)
!501 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!502 = !DILocation(line: 203, column: 47, scope: !501)
!503 = !DILocation(line: 203, column: 23, scope: !501)
!504 = !DILocation(line: 203, column: 88, scope: !501)
!505 = !DILocation(line: 201, column: 13, scope: !501)
!506 = !DILocation(line: 205, column: 9, scope: !501)
!507 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 9UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!508 = !DILocation(line: 219, column: 56, scope: !507)
!509 = !DILocation(line: 219, column: 61, scope: !507)
!510 = !DILocation(line: 219, column: 9, scope: !507)
!511 = !DILocation(line: 220, column: 5, scope: !507)
!512 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!513 = !DILocation(line: 203, column: 47, scope: !512)
!514 = !DILocation(line: 203, column: 23, scope: !512)
!515 = !DILocation(line: 203, column: 88, scope: !512)
!516 = !DILocation(line: 201, column: 13, scope: !512)
!517 = !DILocation(line: 205, column: 9, scope: !512)
!518 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 8UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!519 = !DILocation(line: 219, column: 56, scope: !518)
!520 = !DILocation(line: 219, column: 61, scope: !518)
!521 = !DILocation(line: 219, column: 9, scope: !518)
!522 = !DILocation(line: 220, column: 5, scope: !518)
!523 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!524 = !DILocation(line: 203, column: 47, scope: !523)
!525 = !DILocation(line: 203, column: 23, scope: !523)
!526 = !DILocation(line: 203, column: 88, scope: !523)
!527 = !DILocation(line: 201, column: 13, scope: !523)
!528 = !DILocation(line: 205, column: 9, scope: !523)
!529 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 7UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!530 = !DILocation(line: 219, column: 56, scope: !529)
!531 = !DILocation(line: 219, column: 61, scope: !529)
!532 = !DILocation(line: 219, column: 9, scope: !529)
!533 = !DILocation(line: 220, column: 5, scope: !529)
!534 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!535 = !DILocation(line: 203, column: 47, scope: !534)
!536 = !DILocation(line: 203, column: 23, scope: !534)
!537 = !DILocation(line: 203, column: 88, scope: !534)
!538 = !DILocation(line: 201, column: 13, scope: !534)
!539 = !DILocation(line: 205, column: 9, scope: !534)
!540 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 6UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!541 = !DILocation(line: 219, column: 56, scope: !540)
!542 = !DILocation(line: 219, column: 61, scope: !540)
!543 = !DILocation(line: 219, column: 9, scope: !540)
!544 = !DILocation(line: 220, column: 5, scope: !540)
!545 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!546 = !DILocation(line: 203, column: 47, scope: !545)
!547 = !DILocation(line: 203, column: 23, scope: !545)
!548 = !DILocation(line: 203, column: 88, scope: !545)
!549 = !DILocation(line: 201, column: 13, scope: !545)
!550 = !DILocation(line: 205, column: 9, scope: !545)
!551 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 5UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!552 = !DILocation(line: 219, column: 56, scope: !551)
!553 = !DILocation(line: 219, column: 61, scope: !551)
!554 = !DILocation(line: 219, column: 9, scope: !551)
!555 = !DILocation(line: 220, column: 5, scope: !551)
!556 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!557 = !DILocation(line: 203, column: 47, scope: !556)
!558 = !DILocation(line: 203, column: 23, scope: !556)
!559 = !DILocation(line: 203, column: 88, scope: !556)
!560 = !DILocation(line: 201, column: 13, scope: !556)
!561 = !DILocation(line: 205, column: 9, scope: !556)
!562 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 4UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!563 = !DILocation(line: 219, column: 56, scope: !562)
!564 = !DILocation(line: 219, column: 61, scope: !562)
!565 = !DILocation(line: 219, column: 9, scope: !562)
!566 = !DILocation(line: 220, column: 5, scope: !562)
!567 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!568 = !DILocation(line: 203, column: 47, scope: !567)
!569 = !DILocation(line: 203, column: 23, scope: !567)
!570 = !DILocation(line: 203, column: 88, scope: !567)
!571 = !DILocation(line: 201, column: 13, scope: !567)
!572 = !DILocation(line: 205, column: 9, scope: !567)
!573 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 3UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!574 = !DILocation(line: 219, column: 56, scope: !573)
!575 = !DILocation(line: 219, column: 61, scope: !573)
!576 = !DILocation(line: 219, column: 9, scope: !573)
!577 = !DILocation(line: 220, column: 5, scope: !573)
!578 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!579 = !DILocation(line: 203, column: 47, scope: !578)
!580 = !DILocation(line: 203, column: 23, scope: !578)
!581 = !DILocation(line: 203, column: 88, scope: !578)
!582 = !DILocation(line: 201, column: 13, scope: !578)
!583 = !DILocation(line: 205, column: 9, scope: !578)
!584 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 2UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!585 = !DILocation(line: 219, column: 56, scope: !584)
!586 = !DILocation(line: 219, column: 61, scope: !584)
!587 = !DILocation(line: 219, column: 9, scope: !584)
!588 = !DILocation(line: 220, column: 5, scope: !584)
!589 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!590 = !DILocation(line: 203, column: 47, scope: !589)
!591 = !DILocation(line: 203, column: 23, scope: !589)
!592 = !DILocation(line: 203, column: 88, scope: !589)
!593 = !DILocation(line: 201, column: 13, scope: !589)
!594 = !DILocation(line: 205, column: 9, scope: !589)
!595 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 1UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!596 = !DILocation(line: 219, column: 56, scope: !595)
!597 = !DILocation(line: 219, column: 61, scope: !595)
!598 = !DILocation(line: 219, column: 9, scope: !595)
!599 = !DILocation(line: 220, column: 5, scope: !595)
!600 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!601 = !DILocation(line: 203, column: 47, scope: !600)
!602 = !DILocation(line: 203, column: 23, scope: !600)
!603 = !DILocation(line: 203, column: 88, scope: !600)
!604 = !DILocation(line: 201, column: 13, scope: !600)
!605 = !DILocation(line: 205, column: 9, scope: !600)
!606 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 0UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!607 = !DILocation(line: 219, column: 56, scope: !606)
!608 = !DILocation(line: 219, column: 61, scope: !606)
!609 = !DILocation(line: 219, column: 9, scope: !606)
!610 = !DILocation(line: 220, column: 5, scope: !606)
!611 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!612 = !DILocation(line: 203, column: 47, scope: !611)
!613 = !DILocation(line: 203, column: 23, scope: !611)
!614 = !DILocation(line: 203, column: 88, scope: !611)
!615 = !DILocation(line: 201, column: 13, scope: !611)
!616 = !DILocation(line: 205, column: 9, scope: !611)
!617 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 8UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!618 = !DILocation(line: 219, column: 56, scope: !617)
!619 = !DILocation(line: 219, column: 61, scope: !617)
!620 = !DILocation(line: 219, column: 9, scope: !617)
!621 = !DILocation(line: 220, column: 5, scope: !617)
!622 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!623 = !DILocation(line: 190, column: 47, scope: !622)
!624 = !DILocation(line: 190, column: 23, scope: !622)
!625 = !DILocation(line: 190, column: 88, scope: !622)
!626 = !DILocation(line: 188, column: 13, scope: !622)
!627 = !{i64 6240617}
!628 = !DILocation(line: 193, column: 9, scope: !622)
!629 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 7UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!630 = !DILocation(line: 219, column: 56, scope: !629)
!631 = !DILocation(line: 219, column: 61, scope: !629)
!632 = !DILocation(line: 219, column: 9, scope: !629)
!633 = !DILocation(line: 220, column: 5, scope: !629)
!634 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!635 = !DILocation(line: 190, column: 47, scope: !634)
!636 = !DILocation(line: 190, column: 23, scope: !634)
!637 = !DILocation(line: 190, column: 88, scope: !634)
!638 = !DILocation(line: 188, column: 13, scope: !634)
!639 = !DILocation(line: 193, column: 9, scope: !634)
!640 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 6UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!641 = !DILocation(line: 219, column: 56, scope: !640)
!642 = !DILocation(line: 219, column: 61, scope: !640)
!643 = !DILocation(line: 219, column: 9, scope: !640)
!644 = !DILocation(line: 220, column: 5, scope: !640)
!645 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!646 = !DILocation(line: 190, column: 47, scope: !645)
!647 = !DILocation(line: 190, column: 23, scope: !645)
!648 = !DILocation(line: 190, column: 88, scope: !645)
!649 = !DILocation(line: 188, column: 13, scope: !645)
!650 = !DILocation(line: 193, column: 9, scope: !645)
!651 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 5UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!652 = !DILocation(line: 219, column: 56, scope: !651)
!653 = !DILocation(line: 219, column: 61, scope: !651)
!654 = !DILocation(line: 219, column: 9, scope: !651)
!655 = !DILocation(line: 220, column: 5, scope: !651)
!656 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!657 = !DILocation(line: 190, column: 47, scope: !656)
!658 = !DILocation(line: 190, column: 23, scope: !656)
!659 = !DILocation(line: 190, column: 88, scope: !656)
!660 = !DILocation(line: 188, column: 13, scope: !656)
!661 = !DILocation(line: 193, column: 9, scope: !656)
!662 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 4UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!663 = !DILocation(line: 219, column: 56, scope: !662)
!664 = !DILocation(line: 219, column: 61, scope: !662)
!665 = !DILocation(line: 219, column: 9, scope: !662)
!666 = !DILocation(line: 220, column: 5, scope: !662)
!667 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!668 = !DILocation(line: 190, column: 47, scope: !667)
!669 = !DILocation(line: 190, column: 23, scope: !667)
!670 = !DILocation(line: 190, column: 88, scope: !667)
!671 = !DILocation(line: 188, column: 13, scope: !667)
!672 = !DILocation(line: 193, column: 9, scope: !667)
!673 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 3UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!674 = !DILocation(line: 219, column: 56, scope: !673)
!675 = !DILocation(line: 219, column: 61, scope: !673)
!676 = !DILocation(line: 219, column: 9, scope: !673)
!677 = !DILocation(line: 220, column: 5, scope: !673)
!678 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!679 = !DILocation(line: 190, column: 47, scope: !678)
!680 = !DILocation(line: 190, column: 23, scope: !678)
!681 = !DILocation(line: 190, column: 88, scope: !678)
!682 = !DILocation(line: 188, column: 13, scope: !678)
!683 = !DILocation(line: 193, column: 9, scope: !678)
!684 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 2UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!685 = !DILocation(line: 219, column: 56, scope: !684)
!686 = !DILocation(line: 219, column: 61, scope: !684)
!687 = !DILocation(line: 219, column: 9, scope: !684)
!688 = !DILocation(line: 220, column: 5, scope: !684)
!689 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!690 = !DILocation(line: 190, column: 47, scope: !689)
!691 = !DILocation(line: 190, column: 23, scope: !689)
!692 = !DILocation(line: 190, column: 88, scope: !689)
!693 = !DILocation(line: 188, column: 13, scope: !689)
!694 = !DILocation(line: 193, column: 9, scope: !689)
!695 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 1UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!696 = !DILocation(line: 219, column: 56, scope: !695)
!697 = !DILocation(line: 219, column: 61, scope: !695)
!698 = !DILocation(line: 219, column: 9, scope: !695)
!699 = !DILocation(line: 220, column: 5, scope: !695)
!700 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!701 = !DILocation(line: 190, column: 47, scope: !700)
!702 = !DILocation(line: 190, column: 23, scope: !700)
!703 = !DILocation(line: 190, column: 88, scope: !700)
!704 = !DILocation(line: 188, column: 13, scope: !700)
!705 = !DILocation(line: 193, column: 9, scope: !700)
!706 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 0UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!707 = !DILocation(line: 219, column: 56, scope: !706)
!708 = !DILocation(line: 219, column: 61, scope: !706)
!709 = !DILocation(line: 219, column: 9, scope: !706)
!710 = !DILocation(line: 220, column: 5, scope: !706)
!711 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!712 = !DILocation(line: 190, column: 47, scope: !711)
!713 = !DILocation(line: 190, column: 23, scope: !711)
!714 = !DILocation(line: 190, column: 88, scope: !711)
!715 = !DILocation(line: 188, column: 13, scope: !711)
!716 = !DILocation(line: 193, column: 9, scope: !711)
!717 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 4UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!718 = !DILocation(line: 219, column: 56, scope: !717)
!719 = !DILocation(line: 219, column: 61, scope: !717)
!720 = !DILocation(line: 219, column: 9, scope: !717)
!721 = !DILocation(line: 220, column: 5, scope: !717)
!722 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!723 = !DILocation(line: 190, column: 47, scope: !722)
!724 = !DILocation(line: 190, column: 23, scope: !722)
!725 = !DILocation(line: 190, column: 88, scope: !722)
!726 = !DILocation(line: 188, column: 13, scope: !722)
!727 = !DILocation(line: 193, column: 9, scope: !722)
!728 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 3UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!729 = !DILocation(line: 219, column: 56, scope: !728)
!730 = !DILocation(line: 219, column: 61, scope: !728)
!731 = !DILocation(line: 219, column: 9, scope: !728)
!732 = !DILocation(line: 220, column: 5, scope: !728)
!733 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!734 = !DILocation(line: 190, column: 47, scope: !733)
!735 = !DILocation(line: 190, column: 23, scope: !733)
!736 = !DILocation(line: 190, column: 88, scope: !733)
!737 = !DILocation(line: 188, column: 13, scope: !733)
!738 = !DILocation(line: 193, column: 9, scope: !733)
!739 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 2UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!740 = !DILocation(line: 219, column: 56, scope: !739)
!741 = !DILocation(line: 219, column: 61, scope: !739)
!742 = !DILocation(line: 219, column: 9, scope: !739)
!743 = !DILocation(line: 220, column: 5, scope: !739)
!744 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!745 = !DILocation(line: 190, column: 47, scope: !744)
!746 = !DILocation(line: 190, column: 23, scope: !744)
!747 = !DILocation(line: 190, column: 88, scope: !744)
!748 = !DILocation(line: 188, column: 13, scope: !744)
!749 = !DILocation(line: 193, column: 9, scope: !744)
!750 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 1UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!751 = !DILocation(line: 219, column: 56, scope: !750)
!752 = !DILocation(line: 219, column: 61, scope: !750)
!753 = !DILocation(line: 219, column: 9, scope: !750)
!754 = !DILocation(line: 220, column: 5, scope: !750)
!755 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!756 = !DILocation(line: 190, column: 47, scope: !755)
!757 = !DILocation(line: 190, column: 23, scope: !755)
!758 = !DILocation(line: 190, column: 88, scope: !755)
!759 = !DILocation(line: 188, column: 13, scope: !755)
!760 = !DILocation(line: 193, column: 9, scope: !755)
!761 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 0UL>", scope: !264, file: !264, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!762 = !DILocation(line: 219, column: 56, scope: !761)
!763 = !DILocation(line: 219, column: 61, scope: !761)
!764 = !DILocation(line: 219, column: 9, scope: !761)
!765 = !DILocation(line: 220, column: 5, scope: !761)
!766 = distinct !DISubprogram(name: "cp_async", scope: !264, file: !264, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!767 = !DILocation(line: 190, column: 47, scope: !766)
!768 = !DILocation(line: 190, column: 23, scope: !766)
!769 = !DILocation(line: 190, column: 88, scope: !766)
!770 = !DILocation(line: 188, column: 13, scope: !766)
!771 = !DILocation(line: 193, column: 9, scope: !766)
!772 = distinct !DISubprogram(name: "pipeline_commit", scope: !264, file: !264, line: 296, type: !13, scopeLine: 297, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!773 = !DILocation(line: 298, column: 5, scope: !772)
!774 = !DILocation(line: 299, column: 1, scope: !772)
!775 = distinct !DISubprogram(name: "pipeline_commit", scope: !264, file: !264, line: 223, type: !13, scopeLine: 224, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!776 = !DILocation(line: 225, column: 9, scope: !775)
!777 = !{i64 6242169}
!778 = !DILocation(line: 226, column: 5, scope: !775)
!779 = distinct !DISubprogram(name: "pipeline_wait_prior<0U>", scope: !264, file: !264, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!780 = !DILocation(line: 305, column: 5, scope: !779)
!781 = !DILocation(line: 306, column: 1, scope: !779)
!782 = distinct !DISubprogram(name: "pipeline_wait_prior<1U>", scope: !264, file: !264, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!783 = !DILocation(line: 305, column: 5, scope: !782)
!784 = !DILocation(line: 306, column: 1, scope: !782)
!785 = distinct !DISubprogram(name: "pipeline_wait_prior<2U>", scope: !264, file: !264, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!786 = !DILocation(line: 305, column: 5, scope: !785)
!787 = !DILocation(line: 306, column: 1, scope: !785)
!788 = distinct !DISubprogram(name: "pipeline_wait_prior<3U>", scope: !264, file: !264, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!789 = !DILocation(line: 305, column: 5, scope: !788)
!790 = !DILocation(line: 306, column: 1, scope: !788)
!791 = distinct !DISubprogram(name: "pipeline_wait_prior<4U>", scope: !264, file: !264, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!792 = !DILocation(line: 305, column: 5, scope: !791)
!793 = !DILocation(line: 306, column: 1, scope: !791)
!794 = distinct !DISubprogram(name: "pipeline_wait_prior<5U>", scope: !264, file: !264, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!795 = !DILocation(line: 305, column: 5, scope: !794)
!796 = !DILocation(line: 306, column: 1, scope: !794)
!797 = distinct !DISubprogram(name: "pipeline_wait_prior<6U>", scope: !264, file: !264, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!798 = !DILocation(line: 305, column: 5, scope: !797)
!799 = !DILocation(line: 306, column: 1, scope: !797)
!800 = distinct !DISubprogram(name: "pipeline_wait_prior<7U>", scope: !264, file: !264, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!801 = !DILocation(line: 305, column: 5, scope: !800)
!802 = !DILocation(line: 306, column: 1, scope: !800)
!803 = distinct !DISubprogram(name: "pipeline_wait_prior<8U>", scope: !264, file: !264, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!804 = !DILocation(line: 305, column: 5, scope: !803)
!805 = !DILocation(line: 306, column: 1, scope: !803)
!806 = distinct !DISubprogram(name: "pipeline_wait_prior<0U>", scope: !264, file: !264, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!807 = !DILocation(line: 232, column: 9, scope: !806)
!808 = !{i64 6242323}
!809 = !DILocation(line: 235, column: 5, scope: !806)
!810 = distinct !DISubprogram(name: "pipeline_wait_prior<1U>", scope: !264, file: !264, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!811 = !DILocation(line: 232, column: 9, scope: !810)
!812 = !DILocation(line: 235, column: 5, scope: !810)
!813 = distinct !DISubprogram(name: "pipeline_wait_prior<2U>", scope: !264, file: !264, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!814 = !DILocation(line: 232, column: 9, scope: !813)
!815 = !DILocation(line: 235, column: 5, scope: !813)
!816 = distinct !DISubprogram(name: "pipeline_wait_prior<3U>", scope: !264, file: !264, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!817 = !DILocation(line: 232, column: 9, scope: !816)
!818 = !DILocation(line: 235, column: 5, scope: !816)
!819 = distinct !DISubprogram(name: "pipeline_wait_prior<4U>", scope: !264, file: !264, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!820 = !DILocation(line: 232, column: 9, scope: !819)
!821 = !DILocation(line: 235, column: 5, scope: !819)
!822 = distinct !DISubprogram(name: "pipeline_wait_prior<5U>", scope: !264, file: !264, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!823 = !DILocation(line: 232, column: 9, scope: !822)
!824 = !DILocation(line: 235, column: 5, scope: !822)
!825 = distinct !DISubprogram(name: "pipeline_wait_prior<6U>", scope: !264, file: !264, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!826 = !DILocation(line: 232, column: 9, scope: !825)
!827 = !DILocation(line: 235, column: 5, scope: !825)
!828 = distinct !DISubprogram(name: "pipeline_wait_prior<7U>", scope: !264, file: !264, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!829 = !DILocation(line: 232, column: 9, scope: !828)
!830 = !DILocation(line: 235, column: 5, scope: !828)
!831 = distinct !DISubprogram(name: "pipeline_wait_prior<8U>", scope: !264, file: !264, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!832 = !DILocation(line: 232, column: 9, scope: !831)
!833 = !DILocation(line: 235, column: 5, scope: !831)
