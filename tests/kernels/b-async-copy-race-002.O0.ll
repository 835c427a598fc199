; ModuleID = 'b-async-copy-race-002.cu'
source_filename = "b-async-copy-race-002.cu"
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

@_ZZ16b_cpasync_nowaitE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_cpasync_nowait(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %7, ptr %5, align 4, !dbg !19
  %8 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %9 = mul i32 %8, 256, !dbg !23
  %10 = load i32, ptr %5, align 4, !dbg !24
  %11 = add i32 %9, %10, !dbg !25
  store i32 %11, ptr %6, align 4, !dbg !26
  %12 = load i32, ptr %5, align 4, !dbg !27
  %13 = sext i32 %12 to i64, !dbg !28
  %14 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_cpasync_nowaitE1s to ptr), i64 0, i64 %13, !dbg !28
  %15 = load ptr, ptr %4, align 8, !dbg !29
  %16 = load i32, ptr %6, align 4, !dbg !30
  %17 = sext i32 %16 to i64, !dbg !29
  %18 = getelementptr inbounds float, ptr %15, i64 %17, !dbg !29
  call void @_ZL23__pipeline_memcpy_asyncPvPKvmm(ptr noundef %14, ptr noundef %18, i64 noundef 4, i64 noundef 0) #4, !dbg !31
  call void @_ZL17__pipeline_commitv() #4, !dbg !32
  call void @llvm.nvvm.barrier0(), !dbg !33
  %19 = load i32, ptr %5, align 4, !dbg !34
  %20 = sext i32 %19 to i64, !dbg !35
  %21 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_cpasync_nowaitE1s to ptr), i64 0, i64 %20, !dbg !35
  %22 = load float, ptr %21, align 4, !dbg !35
  %23 = load i32, ptr %5, align 4, !dbg !36
  %24 = add nsw i32 %23, 1, !dbg !37
  %25 = srem i32 %24, 256, !dbg !38
  %26 = sext i32 %25 to i64, !dbg !39
  %27 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_cpasync_nowaitE1s to ptr), i64 0, i64 %26, !dbg !39
  %28 = load float, ptr %27, align 4, !dbg !39
  %29 = fadd contract float %22, %28, !dbg !40
  %30 = load ptr, ptr %3, align 8, !dbg !41
  %31 = load i32, ptr %6, align 4, !dbg !42
  %32 = sext i32 %31 to i64, !dbg !41
  %33 = getelementptr inbounds float, ptr %30, i64 %32, !dbg !41
  store float %29, ptr %33, align 4, !dbg !43
  call void @_ZL21__pipeline_wait_priorm(i64 noundef 0) #4, !dbg !44
  ret void, !dbg !45
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL23__pipeline_memcpy_asyncPvPKvmm(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3) #1 !dbg !46 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = load i64, ptr %7, align 8, !dbg !48
  switch i64 %9, label %112 [
    i64 16, label %10
    i64 8, label %64
    i64 4, label %94
  ], !dbg !49

10:                                               ; preds = %4
  %11 = load i64, ptr %8, align 8, !dbg !50
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
  ], !dbg !51

12:                                               ; preds = %10
  %13 = load ptr, ptr %5, align 8, !dbg !52
  %14 = load ptr, ptr %6, align 8, !dbg !53
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noundef %13, ptr noundef %14) #4, !dbg !54
  br label %113, !dbg !55

15:                                               ; preds = %10
  %16 = load ptr, ptr %5, align 8, !dbg !56
  %17 = load ptr, ptr %6, align 8, !dbg !57
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noundef %16, ptr noundef %17) #4, !dbg !58
  br label %113, !dbg !59

18:                                               ; preds = %10
  %19 = load ptr, ptr %5, align 8, !dbg !60
  %20 = load ptr, ptr %6, align 8, !dbg !61
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noundef %19, ptr noundef %20) #4, !dbg !62
  br label %113, !dbg !63

21:                                               ; preds = %10
  %22 = load ptr, ptr %5, align 8, !dbg !64
  %23 = load ptr, ptr %6, align 8, !dbg !65
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noundef %22, ptr noundef %23) #4, !dbg !66
  br label %113, !dbg !67

24:                                               ; preds = %10
  %25 = load ptr, ptr %5, align 8, !dbg !68
  %26 = load ptr, ptr %6, align 8, !dbg !69
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noundef %25, ptr noundef %26) #4, !dbg !70
  br label %113, !dbg !71

27:                                               ; preds = %10
  %28 = load ptr, ptr %5, align 8, !dbg !72
  %29 = load ptr, ptr %6, align 8, !dbg !73
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noundef %28, ptr noundef %29) #4, !dbg !74
  br label %113, !dbg !75

30:                                               ; preds = %10
  %31 = load ptr, ptr %5, align 8, !dbg !76
  %32 = load ptr, ptr %6, align 8, !dbg !77
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noundef %31, ptr noundef %32) #4, !dbg !78
  br label %113, !dbg !79

33:                                               ; preds = %10
  %34 = load ptr, ptr %5, align 8, !dbg !80
  %35 = load ptr, ptr %6, align 8, !dbg !81
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noundef %34, ptr noundef %35) #4, !dbg !82
  br label %113, !dbg !83

36:                                               ; preds = %10
  %37 = load ptr, ptr %5, align 8, !dbg !84
  %38 = load ptr, ptr %6, align 8, !dbg !85
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noundef %37, ptr noundef %38) #4, !dbg !86
  br label %113, !dbg !87

39:                                               ; preds = %10
  %40 = load ptr, ptr %5, align 8, !dbg !88
  %41 = load ptr, ptr %6, align 8, !dbg !89
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noundef %40, ptr noundef %41) #4, !dbg !90
  br label %113, !dbg !91

42:                                               ; preds = %10
  %43 = load ptr, ptr %5, align 8, !dbg !92
  %44 = load ptr, ptr %6, align 8, !dbg !93
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noundef %43, ptr noundef %44) #4, !dbg !94
  br label %113, !dbg !95

45:                                               ; preds = %10
  %46 = load ptr, ptr %5, align 8, !dbg !96
  %47 = load ptr, ptr %6, align 8, !dbg !97
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noundef %46, ptr noundef %47) #4, !dbg !98
  br label %113, !dbg !99

48:                                               ; preds = %10
  %49 = load ptr, ptr %5, align 8, !dbg !100
  %50 = load ptr, ptr %6, align 8, !dbg !101
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noundef %49, ptr noundef %50) #4, !dbg !102
  br label %113, !dbg !103

51:                                               ; preds = %10
  %52 = load ptr, ptr %5, align 8, !dbg !104
  %53 = load ptr, ptr %6, align 8, !dbg !105
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noundef %52, ptr noundef %53) #4, !dbg !106
  br label %113, !dbg !107

54:                                               ; preds = %10
  %55 = load ptr, ptr %5, align 8, !dbg !108
  %56 = load ptr, ptr %6, align 8, !dbg !109
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noundef %55, ptr noundef %56) #4, !dbg !110
  br label %113, !dbg !111

57:                                               ; preds = %10
  %58 = load ptr, ptr %5, align 8, !dbg !112
  %59 = load ptr, ptr %6, align 8, !dbg !113
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noundef %58, ptr noundef %59) #4, !dbg !114
  br label %113, !dbg !115

60:                                               ; preds = %10
  %61 = load ptr, ptr %5, align 8, !dbg !116
  %62 = load ptr, ptr %6, align 8, !dbg !117
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noundef %61, ptr noundef %62) #4, !dbg !118
  br label %113, !dbg !119

63:                                               ; preds = %10
  call void asm sideeffect "trap;", ""() #4, !dbg !120, !srcloc !124
  br label %113, !dbg !125

64:                                               ; preds = %4
  %65 = load i64, ptr %8, align 8, !dbg !126
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
  ], !dbg !127

66:                                               ; preds = %64
  %67 = load ptr, ptr %5, align 8, !dbg !128
  %68 = load ptr, ptr %6, align 8, !dbg !129
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noundef %67, ptr noundef %68) #4, !dbg !130
  br label %113, !dbg !131

69:                                               ; preds = %64
  %70 = load ptr, ptr %5, align 8, !dbg !132
  %71 = load ptr, ptr %6, align 8, !dbg !133
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noundef %70, ptr noundef %71) #4, !dbg !134
  br label %113, !dbg !135

72:                                               ; preds = %64
  %73 = load ptr, ptr %5, align 8, !dbg !136
  %74 = load ptr, ptr %6, align 8, !dbg !137
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noundef %73, ptr noundef %74) #4, !dbg !138
  br label %113, !dbg !139

75:                                               ; preds = %64
  %76 = load ptr, ptr %5, align 8, !dbg !140
  %77 = load ptr, ptr %6, align 8, !dbg !141
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noundef %76, ptr noundef %77) #4, !dbg !142
  br label %113, !dbg !143

78:                                               ; preds = %64
  %79 = load ptr, ptr %5, align 8, !dbg !144
  %80 = load ptr, ptr %6, align 8, !dbg !145
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noundef %79, ptr noundef %80) #4, !dbg !146
  br label %113, !dbg !147

81:                                               ; preds = %64
  %82 = load ptr, ptr %5, align 8, !dbg !148
  %83 = load ptr, ptr %6, align 8, !dbg !149
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noundef %82, ptr noundef %83) #4, !dbg !150
  br label %113, !dbg !151

84:                                               ; preds = %64
  %85 = load ptr, ptr %5, align 8, !dbg !152
  %86 = load ptr, ptr %6, align 8, !dbg !153
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noundef %85, ptr noundef %86) #4, !dbg !154
  br label %113, !dbg !155

87:                                               ; preds = %64
  %88 = load ptr, ptr %5, align 8, !dbg !156
  %89 = load ptr, ptr %6, align 8, !dbg !157
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noundef %88, ptr noundef %89) #4, !dbg !158
  br label %113, !dbg !159

90:                                               ; preds = %64
  %91 = load ptr, ptr %5, align 8, !dbg !160
  %92 = load ptr, ptr %6, align 8, !dbg !161
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noundef %91, ptr noundef %92) #4, !dbg !162
  br label %113, !dbg !163

93:                                               ; preds = %64
  call void asm sideeffect "trap;", ""() #4, !dbg !164, !srcloc !124
  br label %113, !dbg !166

94:                                               ; preds = %4
  %95 = load i64, ptr %8, align 8, !dbg !167
  switch i64 %95, label %111 [
    i64 0, label %96
    i64 1, label %99
    i64 2, label %102
    i64 3, label %105
    i64 4, label %108
  ], !dbg !168

96:                                               ; preds = %94
  %97 = load ptr, ptr %5, align 8, !dbg !169
  %98 = load ptr, ptr %6, align 8, !dbg !170
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noundef %97, ptr noundef %98) #4, !dbg !171
  br label %113, !dbg !172

99:                                               ; preds = %94
  %100 = load ptr, ptr %5, align 8, !dbg !173
  %101 = load ptr, ptr %6, align 8, !dbg !174
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noundef %100, ptr noundef %101) #4, !dbg !175
  br label %113, !dbg !176

102:                                              ; preds = %94
  %103 = load ptr, ptr %5, align 8, !dbg !177
  %104 = load ptr, ptr %6, align 8, !dbg !178
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noundef %103, ptr noundef %104) #4, !dbg !179
  br label %113, !dbg !180

105:                                              ; preds = %94
  %106 = load ptr, ptr %5, align 8, !dbg !181
  %107 = load ptr, ptr %6, align 8, !dbg !182
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noundef %106, ptr noundef %107) #4, !dbg !183
  br label %113, !dbg !184

108:                                              ; preds = %94
  %109 = load ptr, ptr %5, align 8, !dbg !185
  %110 = load ptr, ptr %6, align 8, !dbg !186
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noundef %109, ptr noundef %110) #4, !dbg !187
  br label %113, !dbg !188

111:                                              ; preds = %94
  call void asm sideeffect "trap;", ""() #4, !dbg !189, !srcloc !124
  br label %113, !dbg !191

112:                                              ; preds = %4
  call void asm sideeffect "trap;", ""() #4, !dbg !192, !srcloc !124
  br label %113, !dbg !194

113:                                              ; preds = %112, %111, %108, %105, %102, %99, %96, %93, %90, %87, %84, %81, %78, %75, %72, %69, %66, %63, %60, %57, %54, %51, %48, %45, %42, %39, %36, %33, %30, %27, %24, %21, %18, %15, %12
  ret void, !dbg !195
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL17__pipeline_commitv() #1 !dbg !196 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal15pipeline_commitEv() #4, !dbg !197
  ret void, !dbg !198
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL21__pipeline_wait_priorm(i64 noundef %0) #1 !dbg !199 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8, !dbg !200
  switch i64 %3, label %12 [
    i64 0, label %4
    i64 1, label %5
    i64 2, label %6
    i64 3, label %7
    i64 4, label %8
    i64 5, label %9
    i64 6, label %10
    i64 7, label %11
  ], !dbg !201

4:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj0EEEvv() #4, !dbg !202
  br label %13, !dbg !203

5:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj1EEEvv() #4, !dbg !204
  br label %13, !dbg !205

6:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj2EEEvv() #4, !dbg !206
  br label %13, !dbg !207

7:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj3EEEvv() #4, !dbg !208
  br label %13, !dbg !209

8:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj4EEEvv() #4, !dbg !210
  br label %13, !dbg !211

9:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj5EEEvv() #4, !dbg !212
  br label %13, !dbg !213

10:                                               ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj6EEEvv() #4, !dbg !214
  br label %13, !dbg !215

11:                                               ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj7EEEvv() #4, !dbg !216
  br label %13, !dbg !217

12:                                               ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj8EEEvv() #4, !dbg !218
  br label %13, !dbg !219

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5, %4
  ret void, !dbg !220
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !221 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !223
  %6 = load ptr, ptr %4, align 8, !dbg !224
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !225
  ret void, !dbg !226
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !227 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !228
  %6 = load ptr, ptr %4, align 8, !dbg !229
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !230
  ret void, !dbg !231
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !232 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !233
  %6 = load ptr, ptr %4, align 8, !dbg !234
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !235
  ret void, !dbg !236
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !237 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !238
  %6 = load ptr, ptr %4, align 8, !dbg !239
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !240
  ret void, !dbg !241
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !242 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !243
  %6 = load ptr, ptr %4, align 8, !dbg !244
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !245
  ret void, !dbg !246
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !247 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !248
  %6 = load ptr, ptr %4, align 8, !dbg !249
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !250
  ret void, !dbg !251
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !252 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !253
  %6 = load ptr, ptr %4, align 8, !dbg !254
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !255
  ret void, !dbg !256
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !257 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !258
  %6 = load ptr, ptr %4, align 8, !dbg !259
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !260
  ret void, !dbg !261
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !262 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !263
  %6 = load ptr, ptr %4, align 8, !dbg !264
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !265
  ret void, !dbg !266
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !267 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !268
  %6 = load ptr, ptr %4, align 8, !dbg !269
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !270
  ret void, !dbg !271
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !272 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !273
  %6 = load ptr, ptr %4, align 8, !dbg !274
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !275
  ret void, !dbg !276
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !277 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !278
  %6 = load ptr, ptr %4, align 8, !dbg !279
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !280
  ret void, !dbg !281
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !282 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !283
  %6 = load ptr, ptr %4, align 8, !dbg !284
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !285
  ret void, !dbg !286
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !287 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !288
  %6 = load ptr, ptr %4, align 8, !dbg !289
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !290
  ret void, !dbg !291
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !292 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !293
  %6 = load ptr, ptr %4, align 8, !dbg !294
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !295
  ret void, !dbg !296
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !297 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !298
  %6 = load ptr, ptr %4, align 8, !dbg !299
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !300
  ret void, !dbg !301
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !302 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !303
  %6 = load ptr, ptr %4, align 8, !dbg !304
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !305
  ret void, !dbg !306
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !307 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !308
  %6 = load ptr, ptr %4, align 8, !dbg !309
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !310
  ret void, !dbg !311
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !312 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !313
  %6 = load ptr, ptr %4, align 8, !dbg !314
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !315
  ret void, !dbg !316
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !317 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !318
  %6 = load ptr, ptr %4, align 8, !dbg !319
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !320
  ret void, !dbg !321
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !322 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !323
  %6 = load ptr, ptr %4, align 8, !dbg !324
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !325
  ret void, !dbg !326
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !327 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !328
  %6 = load ptr, ptr %4, align 8, !dbg !329
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !330
  ret void, !dbg !331
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !332 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !333
  %6 = load ptr, ptr %4, align 8, !dbg !334
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !335
  ret void, !dbg !336
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !337 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !338
  %6 = load ptr, ptr %4, align 8, !dbg !339
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !340
  ret void, !dbg !341
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !342 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !343
  %6 = load ptr, ptr %4, align 8, !dbg !344
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !345
  ret void, !dbg !346
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !347 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !348
  %6 = load ptr, ptr %4, align 8, !dbg !349
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !350
  ret void, !dbg !351
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !352 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !353
  %6 = load ptr, ptr %4, align 8, !dbg !354
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !355
  ret void, !dbg !356
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !357 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !358
  %6 = load ptr, ptr %4, align 8, !dbg !359
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !360
  ret void, !dbg !361
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !362 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !363
  %6 = load ptr, ptr %4, align 8, !dbg !364
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !365
  ret void, !dbg !366
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !367 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !368
  %6 = load ptr, ptr %4, align 8, !dbg !369
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !370
  ret void, !dbg !371
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !372 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !373
  %6 = load ptr, ptr %4, align 8, !dbg !374
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !375
  ret void, !dbg !376
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !377 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !378
  %6 = load ptr, ptr %4, align 8, !dbg !379
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm16EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !380
  ret void, !dbg !381
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm16EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !382 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !383
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !384
  %7 = load ptr, ptr %4, align 8, !dbg !385
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 16) #4, !dbg !386, !srcloc !387
  ret void, !dbg !388
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local i32 @__nvvm_get_smem_pointer(ptr noundef %0) #1 comdat !dbg !389 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !391
  %4 = call i64 @__nv_cvta_generic_to_shared_impl(ptr noundef %3) #4, !dbg !392
  %5 = trunc i64 %4 to i32, !dbg !392
  ret i32 %5, !dbg !393
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local i64 @__nv_cvta_generic_to_shared_impl(ptr noundef %0) #1 comdat !dbg !394 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !395
  %4 = addrspacecast ptr %3 to ptr addrspace(3), !dbg !396
  %5 = ptrtoint ptr addrspace(3) %4 to i64, !dbg !397
  ret i64 %5, !dbg !398
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !399 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !400
  %6 = load ptr, ptr %4, align 8, !dbg !401
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm15EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !402
  ret void, !dbg !403
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm15EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !404 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !405
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !406
  %7 = load ptr, ptr %4, align 8, !dbg !407
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 15) #4, !dbg !408, !srcloc !387
  ret void, !dbg !409
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !410 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !411
  %6 = load ptr, ptr %4, align 8, !dbg !412
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm14EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !413
  ret void, !dbg !414
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm14EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !415 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !416
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !417
  %7 = load ptr, ptr %4, align 8, !dbg !418
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 14) #4, !dbg !419, !srcloc !387
  ret void, !dbg !420
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !421 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !422
  %6 = load ptr, ptr %4, align 8, !dbg !423
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm13EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !424
  ret void, !dbg !425
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm13EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !426 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !427
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !428
  %7 = load ptr, ptr %4, align 8, !dbg !429
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 13) #4, !dbg !430, !srcloc !387
  ret void, !dbg !431
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !432 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !433
  %6 = load ptr, ptr %4, align 8, !dbg !434
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm12EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !435
  ret void, !dbg !436
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm12EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !437 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !438
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !439
  %7 = load ptr, ptr %4, align 8, !dbg !440
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 12) #4, !dbg !441, !srcloc !387
  ret void, !dbg !442
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !443 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !444
  %6 = load ptr, ptr %4, align 8, !dbg !445
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm11EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !446
  ret void, !dbg !447
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm11EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !448 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !449
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !450
  %7 = load ptr, ptr %4, align 8, !dbg !451
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 11) #4, !dbg !452, !srcloc !387
  ret void, !dbg !453
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !454 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !455
  %6 = load ptr, ptr %4, align 8, !dbg !456
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm10EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !457
  ret void, !dbg !458
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm10EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !459 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !460
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !461
  %7 = load ptr, ptr %4, align 8, !dbg !462
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 10) #4, !dbg !463, !srcloc !387
  ret void, !dbg !464
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !465 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !466
  %6 = load ptr, ptr %4, align 8, !dbg !467
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm9EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !468
  ret void, !dbg !469
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm9EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !470 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !471
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !472
  %7 = load ptr, ptr %4, align 8, !dbg !473
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 9) #4, !dbg !474, !srcloc !387
  ret void, !dbg !475
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !476 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !477
  %6 = load ptr, ptr %4, align 8, !dbg !478
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm8EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !479
  ret void, !dbg !480
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm8EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !481 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !482
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !483
  %7 = load ptr, ptr %4, align 8, !dbg !484
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 8) #4, !dbg !485, !srcloc !387
  ret void, !dbg !486
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !487 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !488
  %6 = load ptr, ptr %4, align 8, !dbg !489
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm7EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !490
  ret void, !dbg !491
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm7EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !492 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !493
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !494
  %7 = load ptr, ptr %4, align 8, !dbg !495
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 7) #4, !dbg !496, !srcloc !387
  ret void, !dbg !497
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !498 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !499
  %6 = load ptr, ptr %4, align 8, !dbg !500
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm6EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !501
  ret void, !dbg !502
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm6EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !503 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !504
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !505
  %7 = load ptr, ptr %4, align 8, !dbg !506
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 6) #4, !dbg !507, !srcloc !387
  ret void, !dbg !508
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !509 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !510
  %6 = load ptr, ptr %4, align 8, !dbg !511
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm5EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !512
  ret void, !dbg !513
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm5EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !514 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !515
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !516
  %7 = load ptr, ptr %4, align 8, !dbg !517
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 5) #4, !dbg !518, !srcloc !387
  ret void, !dbg !519
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !520 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !521
  %6 = load ptr, ptr %4, align 8, !dbg !522
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm4EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !523
  ret void, !dbg !524
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm4EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !525 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !526
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !527
  %7 = load ptr, ptr %4, align 8, !dbg !528
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 4) #4, !dbg !529, !srcloc !387
  ret void, !dbg !530
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !531 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !532
  %6 = load ptr, ptr %4, align 8, !dbg !533
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm3EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !534
  ret void, !dbg !535
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm3EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !536 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !537
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !538
  %7 = load ptr, ptr %4, align 8, !dbg !539
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 3) #4, !dbg !540, !srcloc !387
  ret void, !dbg !541
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !542 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !543
  %6 = load ptr, ptr %4, align 8, !dbg !544
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm2EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !545
  ret void, !dbg !546
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm2EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !547 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !548
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !549
  %7 = load ptr, ptr %4, align 8, !dbg !550
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 2) #4, !dbg !551, !srcloc !387
  ret void, !dbg !552
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !553 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !554
  %6 = load ptr, ptr %4, align 8, !dbg !555
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm1EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !556
  ret void, !dbg !557
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm1EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !558 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !559
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !560
  %7 = load ptr, ptr %4, align 8, !dbg !561
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 1) #4, !dbg !562, !srcloc !387
  ret void, !dbg !563
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !564 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !565
  %6 = load ptr, ptr %4, align 8, !dbg !566
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm0EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !567
  ret void, !dbg !568
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm0EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !569 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !570
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !571
  %7 = load ptr, ptr %4, align 8, !dbg !572
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 0) #4, !dbg !573, !srcloc !387
  ret void, !dbg !574
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !575 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !576
  %6 = load ptr, ptr %4, align 8, !dbg !577
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm8EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !578
  ret void, !dbg !579
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm8EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !580 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !581
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !582
  %7 = load ptr, ptr %4, align 8, !dbg !583
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 8) #4, !dbg !584, !srcloc !585
  ret void, !dbg !586
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !587 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !588
  %6 = load ptr, ptr %4, align 8, !dbg !589
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm7EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !590
  ret void, !dbg !591
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm7EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !592 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !593
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !594
  %7 = load ptr, ptr %4, align 8, !dbg !595
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 7) #4, !dbg !596, !srcloc !585
  ret void, !dbg !597
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !598 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !599
  %6 = load ptr, ptr %4, align 8, !dbg !600
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm6EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !601
  ret void, !dbg !602
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm6EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !603 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !604
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !605
  %7 = load ptr, ptr %4, align 8, !dbg !606
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 6) #4, !dbg !607, !srcloc !585
  ret void, !dbg !608
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !609 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !610
  %6 = load ptr, ptr %4, align 8, !dbg !611
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm5EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !612
  ret void, !dbg !613
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm5EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !614 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !615
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !616
  %7 = load ptr, ptr %4, align 8, !dbg !617
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 5) #4, !dbg !618, !srcloc !585
  ret void, !dbg !619
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !620 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !621
  %6 = load ptr, ptr %4, align 8, !dbg !622
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm4EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !623
  ret void, !dbg !624
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm4EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !625 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !626
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !627
  %7 = load ptr, ptr %4, align 8, !dbg !628
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 4) #4, !dbg !629, !srcloc !585
  ret void, !dbg !630
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !631 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !632
  %6 = load ptr, ptr %4, align 8, !dbg !633
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm3EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !634
  ret void, !dbg !635
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm3EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !636 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !637
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !638
  %7 = load ptr, ptr %4, align 8, !dbg !639
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 3) #4, !dbg !640, !srcloc !585
  ret void, !dbg !641
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !642 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !643
  %6 = load ptr, ptr %4, align 8, !dbg !644
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm2EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !645
  ret void, !dbg !646
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm2EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !647 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !648
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !649
  %7 = load ptr, ptr %4, align 8, !dbg !650
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 2) #4, !dbg !651, !srcloc !585
  ret void, !dbg !652
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !653 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !654
  %6 = load ptr, ptr %4, align 8, !dbg !655
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm1EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !656
  ret void, !dbg !657
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm1EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !658 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !659
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !660
  %7 = load ptr, ptr %4, align 8, !dbg !661
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 1) #4, !dbg !662, !srcloc !585
  ret void, !dbg !663
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !664 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !665
  %6 = load ptr, ptr %4, align 8, !dbg !666
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm0EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !667
  ret void, !dbg !668
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm0EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !669 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !670
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !671
  %7 = load ptr, ptr %4, align 8, !dbg !672
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 0) #4, !dbg !673, !srcloc !585
  ret void, !dbg !674
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !675 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !676
  %6 = load ptr, ptr %4, align 8, !dbg !677
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm4EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !678
  ret void, !dbg !679
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm4EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !680 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !681
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !682
  %7 = load ptr, ptr %4, align 8, !dbg !683
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 4) #4, !dbg !684, !srcloc !585
  ret void, !dbg !685
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !686 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !687
  %6 = load ptr, ptr %4, align 8, !dbg !688
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm3EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !689
  ret void, !dbg !690
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm3EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !691 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !692
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !693
  %7 = load ptr, ptr %4, align 8, !dbg !694
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 3) #4, !dbg !695, !srcloc !585
  ret void, !dbg !696
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !697 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !698
  %6 = load ptr, ptr %4, align 8, !dbg !699
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm2EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !700
  ret void, !dbg !701
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm2EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !702 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !703
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !704
  %7 = load ptr, ptr %4, align 8, !dbg !705
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 2) #4, !dbg !706, !srcloc !585
  ret void, !dbg !707
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !708 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !709
  %6 = load ptr, ptr %4, align 8, !dbg !710
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm1EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !711
  ret void, !dbg !712
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm1EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !713 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !714
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !715
  %7 = load ptr, ptr %4, align 8, !dbg !716
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 1) #4, !dbg !717, !srcloc !585
  ret void, !dbg !718
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !719 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !720
  %6 = load ptr, ptr %4, align 8, !dbg !721
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm0EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #4, !dbg !722
  ret void, !dbg !723
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm0EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !724 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !725
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #4, !dbg !726
  %7 = load ptr, ptr %4, align 8, !dbg !727
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 0) #4, !dbg !728, !srcloc !585
  ret void, !dbg !729
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal15pipeline_commitEv() #1 comdat !dbg !730 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE15pipeline_commitEv() #4, !dbg !731
  ret void, !dbg !732
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE15pipeline_commitEv() #1 comdat align 2 !dbg !733 {
  call void asm sideeffect "cp.async.commit_group;", ""() #4, !dbg !734, !srcloc !735
  ret void, !dbg !736
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj0EEEvv() #1 comdat !dbg !737 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj0EEEvv() #4, !dbg !738
  ret void, !dbg !739
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj1EEEvv() #1 comdat !dbg !740 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj1EEEvv() #4, !dbg !741
  ret void, !dbg !742
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj2EEEvv() #1 comdat !dbg !743 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj2EEEvv() #4, !dbg !744
  ret void, !dbg !745
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj3EEEvv() #1 comdat !dbg !746 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj3EEEvv() #4, !dbg !747
  ret void, !dbg !748
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj4EEEvv() #1 comdat !dbg !749 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj4EEEvv() #4, !dbg !750
  ret void, !dbg !751
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj5EEEvv() #1 comdat !dbg !752 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj5EEEvv() #4, !dbg !753
  ret void, !dbg !754
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj6EEEvv() #1 comdat !dbg !755 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj6EEEvv() #4, !dbg !756
  ret void, !dbg !757
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj7EEEvv() #1 comdat !dbg !758 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj7EEEvv() #4, !dbg !759
  ret void, !dbg !760
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj8EEEvv() #1 comdat !dbg !761 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj8EEEvv() #4, !dbg !762
  ret void, !dbg !763
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj0EEEvv() #1 comdat align 2 !dbg !764 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #4, !dbg !765, !srcloc !766
  ret void, !dbg !767
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj1EEEvv() #1 comdat align 2 !dbg !768 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 1) #4, !dbg !769, !srcloc !766
  ret void, !dbg !770
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj2EEEvv() #1 comdat align 2 !dbg !771 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 2) #4, !dbg !772, !srcloc !766
  ret void, !dbg !773
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj3EEEvv() #1 comdat align 2 !dbg !774 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 3) #4, !dbg !775, !srcloc !766
  ret void, !dbg !776
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj4EEEvv() #1 comdat align 2 !dbg !777 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 4) #4, !dbg !778, !srcloc !766
  ret void, !dbg !779
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj5EEEvv() #1 comdat align 2 !dbg !780 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 5) #4, !dbg !781, !srcloc !766
  ret void, !dbg !782
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj6EEEvv() #1 comdat align 2 !dbg !783 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 6) #4, !dbg !784, !srcloc !766
  ret void, !dbg !785
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj7EEEvv() #1 comdat align 2 !dbg !786 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 7) #4, !dbg !787, !srcloc !766
  ret void, !dbg !788
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj8EEEvv() #1 comdat align 2 !dbg !789 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 8) #4, !dbg !790, !srcloc !766
  ret void, !dbg !791
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
!7 = !DIFile(filename: "b-async-copy-race-002.cu", directory: ".")
!8 = !{ptr @b_cpasync_nowait, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_cpasync_nowait", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 14, column: 13, scope: !12)
!19 = !DILocation(line: 14, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 15, column: 13, scope: !12)
!23 = !DILocation(line: 15, column: 24, scope: !12)
!24 = !DILocation(line: 15, column: 30, scope: !12)
!25 = !DILocation(line: 15, column: 28, scope: !12)
!26 = !DILocation(line: 15, column: 9, scope: !12)
!27 = !DILocation(line: 16, column: 32, scope: !12)
!28 = !DILocation(line: 16, column: 30, scope: !12)
!29 = !DILocation(line: 16, column: 37, scope: !12)
!30 = !DILocation(line: 16, column: 40, scope: !12)
!31 = !DILocation(line: 16, column: 5, scope: !12)
!32 = !DILocation(line: 17, column: 5, scope: !12)
!33 = !DILocation(line: 19, column: 5, scope: !12)
!34 = !DILocation(line: 20, column: 16, scope: !12)
!35 = !DILocation(line: 20, column: 14, scope: !12)
!36 = !DILocation(line: 20, column: 24, scope: !12)
!37 = !DILocation(line: 20, column: 26, scope: !12)
!38 = !DILocation(line: 20, column: 31, scope: !12)
!39 = !DILocation(line: 20, column: 21, scope: !12)
!40 = !DILocation(line: 20, column: 19, scope: !12)
!41 = !DILocation(line: 20, column: 5, scope: !12)
!42 = !DILocation(line: 20, column: 9, scope: !12)
!43 = !DILocation(line: 20, column: 12, scope: !12)
!44 = !DILocation(line: 21, column: 5, scope: !12)
!45 = !DILocation(line: 22, column: 1, scope: !12)
!46 = distinct !DISubprogram(name: "__pipeline_memcpy_async", scope: !47, file: !47, line: 56, type: !13, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!47 = !DIFile(filename: "/usr/local/cuda/include/cuda_pipeline_primitives.h", directory: "")
!48 = !DILocation(line: 66, column: 13, scope: !46)
!49 = !DILocation(line: 66, column: 5, scope: !46)
!50 = !DILocation(line: 68, column: 17, scope: !46)
!51 = !DILocation(line: 68, column: 9, scope: !46)
!52 = !DILocation(line: 69, column: 83, scope: !46)
!53 = !DILocation(line: 69, column: 95, scope: !46)
!54 = !DILocation(line: 69, column: 18, scope: !46)
!55 = !DILocation(line: 69, column: 108, scope: !46)
!56 = !DILocation(line: 70, column: 83, scope: !46)
!57 = !DILocation(line: 70, column: 95, scope: !46)
!58 = !DILocation(line: 70, column: 18, scope: !46)
!59 = !DILocation(line: 70, column: 108, scope: !46)
!60 = !DILocation(line: 71, column: 83, scope: !46)
!61 = !DILocation(line: 71, column: 95, scope: !46)
!62 = !DILocation(line: 71, column: 18, scope: !46)
!63 = !DILocation(line: 71, column: 108, scope: !46)
!64 = !DILocation(line: 72, column: 83, scope: !46)
!65 = !DILocation(line: 72, column: 95, scope: !46)
!66 = !DILocation(line: 72, column: 18, scope: !46)
!67 = !DILocation(line: 72, column: 108, scope: !46)
!68 = !DILocation(line: 73, column: 83, scope: !46)
!69 = !DILocation(line: 73, column: 95, scope: !46)
!70 = !DILocation(line: 73, column: 18, scope: !46)
!71 = !DILocation(line: 73, column: 108, scope: !46)
!72 = !DILocation(line: 74, column: 83, scope: !46)
!73 = !DILocation(line: 74, column: 95, scope: !46)
!74 = !DILocation(line: 74, column: 18, scope: !46)
!75 = !DILocation(line: 74, column: 108, scope: !46)
!76 = !DILocation(line: 75, column: 83, scope: !46)
!77 = !DILocation(line: 75, column: 95, scope: !46)
!78 = !DILocation(line: 75, column: 18, scope: !46)
!79 = !DILocation(line: 75, column: 108, scope: !46)
!80 = !DILocation(line: 76, column: 83, scope: !46)
!81 = !DILocation(line: 76, column: 95, scope: !46)
!82 = !DILocation(line: 76, column: 18, scope: !46)
!83 = !DILocation(line: 76, column: 108, scope: !46)
!84 = !DILocation(line: 77, column: 83, scope: !46)
!85 = !DILocation(line: 77, column: 95, scope: !46)
!86 = !DILocation(line: 77, column: 18, scope: !46)
!87 = !DILocation(line: 77, column: 108, scope: !46)
!88 = !DILocation(line: 78, column: 83, scope: !46)
!89 = !DILocation(line: 78, column: 95, scope: !46)
!90 = !DILocation(line: 78, column: 18, scope: !46)
!91 = !DILocation(line: 78, column: 108, scope: !46)
!92 = !DILocation(line: 79, column: 83, scope: !46)
!93 = !DILocation(line: 79, column: 95, scope: !46)
!94 = !DILocation(line: 79, column: 18, scope: !46)
!95 = !DILocation(line: 79, column: 108, scope: !46)
!96 = !DILocation(line: 80, column: 83, scope: !46)
!97 = !DILocation(line: 80, column: 95, scope: !46)
!98 = !DILocation(line: 80, column: 18, scope: !46)
!99 = !DILocation(line: 80, column: 108, scope: !46)
!100 = !DILocation(line: 81, column: 83, scope: !46)
!101 = !DILocation(line: 81, column: 95, scope: !46)
!102 = !DILocation(line: 81, column: 18, scope: !46)
!103 = !DILocation(line: 81, column: 108, scope: !46)
!104 = !DILocation(line: 82, column: 83, scope: !46)
!105 = !DILocation(line: 82, column: 95, scope: !46)
!106 = !DILocation(line: 82, column: 18, scope: !46)
!107 = !DILocation(line: 82, column: 108, scope: !46)
!108 = !DILocation(line: 83, column: 83, scope: !46)
!109 = !DILocation(line: 83, column: 95, scope: !46)
!110 = !DILocation(line: 83, column: 18, scope: !46)
!111 = !DILocation(line: 83, column: 108, scope: !46)
!112 = !DILocation(line: 84, column: 83, scope: !46)
!113 = !DILocation(line: 84, column: 95, scope: !46)
!114 = !DILocation(line: 84, column: 18, scope: !46)
!115 = !DILocation(line: 84, column: 108, scope: !46)
!116 = !DILocation(line: 85, column: 83, scope: !46)
!117 = !DILocation(line: 85, column: 95, scope: !46)
!118 = !DILocation(line: 85, column: 18, scope: !46)
!119 = !DILocation(line: 85, column: 108, scope: !46)
!120 = !DILocation(line: 531, column: 32, scope: !121, inlinedAt: !123)
!121 = distinct !DISubprogram(name: "__trap", scope: !122, file: !122, line: 531, type: !13, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!122 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!123 = distinct !DILocation(line: 86, column: 18, scope: !46)
!124 = !{i64 4816093}
!125 = !DILocation(line: 86, column: 108, scope: !46)
!126 = !DILocation(line: 89, column: 17, scope: !46)
!127 = !DILocation(line: 89, column: 9, scope: !46)
!128 = !DILocation(line: 90, column: 83, scope: !46)
!129 = !DILocation(line: 90, column: 95, scope: !46)
!130 = !DILocation(line: 90, column: 18, scope: !46)
!131 = !DILocation(line: 90, column: 108, scope: !46)
!132 = !DILocation(line: 91, column: 83, scope: !46)
!133 = !DILocation(line: 91, column: 95, scope: !46)
!134 = !DILocation(line: 91, column: 18, scope: !46)
!135 = !DILocation(line: 91, column: 108, scope: !46)
!136 = !DILocation(line: 92, column: 83, scope: !46)
!137 = !DILocation(line: 92, column: 95, scope: !46)
!138 = !DILocation(line: 92, column: 18, scope: !46)
!139 = !DILocation(line: 92, column: 108, scope: !46)
!140 = !DILocation(line: 93, column: 83, scope: !46)
!141 = !DILocation(line: 93, column: 95, scope: !46)
!142 = !DILocation(line: 93, column: 18, scope: !46)
!143 = !DILocation(line: 93, column: 108, scope: !46)
!144 = !DILocation(line: 94, column: 83, scope: !46)
!145 = !DILocation(line: 94, column: 95, scope: !46)
!146 = !DILocation(line: 94, column: 18, scope: !46)
!147 = !DILocation(line: 94, column: 108, scope: !46)
!148 = !DILocation(line: 95, column: 83, scope: !46)
!149 = !DILocation(line: 95, column: 95, scope: !46)
!150 = !DILocation(line: 95, column: 18, scope: !46)
!151 = !DILocation(line: 95, column: 108, scope: !46)
!152 = !DILocation(line: 96, column: 83, scope: !46)
!153 = !DILocation(line: 96, column: 95, scope: !46)
!154 = !DILocation(line: 96, column: 18, scope: !46)
!155 = !DILocation(line: 96, column: 108, scope: !46)
!156 = !DILocation(line: 97, column: 83, scope: !46)
!157 = !DILocation(line: 97, column: 95, scope: !46)
!158 = !DILocation(line: 97, column: 18, scope: !46)
!159 = !DILocation(line: 97, column: 108, scope: !46)
!160 = !DILocation(line: 98, column: 83, scope: !46)
!161 = !DILocation(line: 98, column: 95, scope: !46)
!162 = !DILocation(line: 98, column: 18, scope: !46)
!163 = !DILocation(line: 98, column: 108, scope: !46)
!164 = !DILocation(line: 531, column: 32, scope: !121, inlinedAt: !165)
!165 = distinct !DILocation(line: 99, column: 18, scope: !46)
!166 = !DILocation(line: 99, column: 108, scope: !46)
!167 = !DILocation(line: 102, column: 17, scope: !46)
!168 = !DILocation(line: 102, column: 9, scope: !46)
!169 = !DILocation(line: 103, column: 83, scope: !46)
!170 = !DILocation(line: 103, column: 95, scope: !46)
!171 = !DILocation(line: 103, column: 18, scope: !46)
!172 = !DILocation(line: 103, column: 108, scope: !46)
!173 = !DILocation(line: 104, column: 83, scope: !46)
!174 = !DILocation(line: 104, column: 95, scope: !46)
!175 = !DILocation(line: 104, column: 18, scope: !46)
!176 = !DILocation(line: 104, column: 108, scope: !46)
!177 = !DILocation(line: 105, column: 83, scope: !46)
!178 = !DILocation(line: 105, column: 95, scope: !46)
!179 = !DILocation(line: 105, column: 18, scope: !46)
!180 = !DILocation(line: 105, column: 108, scope: !46)
!181 = !DILocation(line: 106, column: 83, scope: !46)
!182 = !DILocation(line: 106, column: 95, scope: !46)
!183 = !DILocation(line: 106, column: 18, scope: !46)
!184 = !DILocation(line: 106, column: 108, scope: !46)
!185 = !DILocation(line: 107, column: 83, scope: !46)
!186 = !DILocation(line: 107, column: 95, scope: !46)
!187 = !DILocation(line: 107, column: 18, scope: !46)
!188 = !DILocation(line: 107, column: 108, scope: !46)
!189 = !DILocation(line: 531, column: 32, scope: !121, inlinedAt: !190)
!190 = distinct !DILocation(line: 108, column: 18, scope: !46)
!191 = !DILocation(line: 108, column: 108, scope: !46)
!192 = !DILocation(line: 531, column: 32, scope: !121, inlinedAt: !193)
!193 = distinct !DILocation(line: 111, column: 9, scope: !46)
!194 = !DILocation(line: 112, column: 9, scope: !46)
!195 = !DILocation(line: 114, column: 1, scope: !46)
!196 = distinct !DISubprogram(name: "__pipeline_commit", scope: !47, file: !47, line: 117, type: !13, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!197 = !DILocation(line: 119, column: 5, scope: !196)
!198 = !DILocation(line: 120, column: 1, scope: !196)
!199 = distinct !DISubprogram(name: "__pipeline_wait_prior", scope: !47, file: !47, line: 123, type: !13, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!200 = !DILocation(line: 125, column: 13, scope: !199)
!201 = !DILocation(line: 125, column: 5, scope: !199)
!202 = !DILocation(line: 126, column: 15, scope: !199)
!203 = !DILocation(line: 126, column: 76, scope: !199)
!204 = !DILocation(line: 127, column: 15, scope: !199)
!205 = !DILocation(line: 127, column: 76, scope: !199)
!206 = !DILocation(line: 128, column: 15, scope: !199)
!207 = !DILocation(line: 128, column: 76, scope: !199)
!208 = !DILocation(line: 129, column: 15, scope: !199)
!209 = !DILocation(line: 129, column: 76, scope: !199)
!210 = !DILocation(line: 130, column: 15, scope: !199)
!211 = !DILocation(line: 130, column: 76, scope: !199)
!212 = !DILocation(line: 131, column: 15, scope: !199)
!213 = !DILocation(line: 131, column: 76, scope: !199)
!214 = !DILocation(line: 132, column: 15, scope: !199)
!215 = !DILocation(line: 132, column: 76, scope: !199)
!216 = !DILocation(line: 133, column: 15, scope: !199)
!217 = !DILocation(line: 133, column: 76, scope: !199)
!218 = !DILocation(line: 134, column: 15, scope: !199)
!219 = !DILocation(line: 134, column: 76, scope: !199)
!220 = !DILocation(line: 136, column: 1, scope: !199)
!221 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 16UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!222 = !DIFile(filename: "/usr/local/cuda/include/cuda_pipeline_helpers.h", directory: "")
!223 = !DILocation(line: 292, column: 103, scope: !221)
!224 = !DILocation(line: 292, column: 108, scope: !221)
!225 = !DILocation(line: 292, column: 5, scope: !221)
!226 = !DILocation(line: 293, column: 1, scope: !221)
!227 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 15UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!228 = !DILocation(line: 292, column: 103, scope: !227)
!229 = !DILocation(line: 292, column: 108, scope: !227)
!230 = !DILocation(line: 292, column: 5, scope: !227)
!231 = !DILocation(line: 293, column: 1, scope: !227)
!232 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 14UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!233 = !DILocation(line: 292, column: 103, scope: !232)
!234 = !DILocation(line: 292, column: 108, scope: !232)
!235 = !DILocation(line: 292, column: 5, scope: !232)
!236 = !DILocation(line: 293, column: 1, scope: !232)
!237 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 13UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!238 = !DILocation(line: 292, column: 103, scope: !237)
!239 = !DILocation(line: 292, column: 108, scope: !237)
!240 = !DILocation(line: 292, column: 5, scope: !237)
!241 = !DILocation(line: 293, column: 1, scope: !237)
!242 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 12UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!243 = !DILocation(line: 292, column: 103, scope: !242)
!244 = !DILocation(line: 292, column: 108, scope: !242)
!245 = !DILocation(line: 292, column: 5, scope: !242)
!246 = !DILocation(line: 293, column: 1, scope: !242)
!247 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 11UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!248 = !DILocation(line: 292, column: 103, scope: !247)
!249 = !DILocation(line: 292, column: 108, scope: !247)
!250 = !DILocation(line: 292, column: 5, scope: !247)
!251 = !DILocation(line: 293, column: 1, scope: !247)
!252 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 10UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!253 = !DILocation(line: 292, column: 103, scope: !252)
!254 = !DILocation(line: 292, column: 108, scope: !252)
!255 = !DILocation(line: 292, column: 5, scope: !252)
!256 = !DILocation(line: 293, column: 1, scope: !252)
!257 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 9UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!258 = !DILocation(line: 292, column: 103, scope: !257)
!259 = !DILocation(line: 292, column: 108, scope: !257)
!260 = !DILocation(line: 292, column: 5, scope: !257)
!261 = !DILocation(line: 293, column: 1, scope: !257)
!262 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 8UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!263 = !DILocation(line: 292, column: 103, scope: !262)
!264 = !DILocation(line: 292, column: 108, scope: !262)
!265 = !DILocation(line: 292, column: 5, scope: !262)
!266 = !DILocation(line: 293, column: 1, scope: !262)
!267 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 7UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!268 = !DILocation(line: 292, column: 103, scope: !267)
!269 = !DILocation(line: 292, column: 108, scope: !267)
!270 = !DILocation(line: 292, column: 5, scope: !267)
!271 = !DILocation(line: 293, column: 1, scope: !267)
!272 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 6UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!273 = !DILocation(line: 292, column: 103, scope: !272)
!274 = !DILocation(line: 292, column: 108, scope: !272)
!275 = !DILocation(line: 292, column: 5, scope: !272)
!276 = !DILocation(line: 293, column: 1, scope: !272)
!277 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 5UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!278 = !DILocation(line: 292, column: 103, scope: !277)
!279 = !DILocation(line: 292, column: 108, scope: !277)
!280 = !DILocation(line: 292, column: 5, scope: !277)
!281 = !DILocation(line: 293, column: 1, scope: !277)
!282 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 4UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!283 = !DILocation(line: 292, column: 103, scope: !282)
!284 = !DILocation(line: 292, column: 108, scope: !282)
!285 = !DILocation(line: 292, column: 5, scope: !282)
!286 = !DILocation(line: 293, column: 1, scope: !282)
!287 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 3UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!288 = !DILocation(line: 292, column: 103, scope: !287)
!289 = !DILocation(line: 292, column: 108, scope: !287)
!290 = !DILocation(line: 292, column: 5, scope: !287)
!291 = !DILocation(line: 293, column: 1, scope: !287)
!292 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 2UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!293 = !DILocation(line: 292, column: 103, scope: !292)
!294 = !DILocation(line: 292, column: 108, scope: !292)
!295 = !DILocation(line: 292, column: 5, scope: !292)
!296 = !DILocation(line: 293, column: 1, scope: !292)
!297 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 1UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!298 = !DILocation(line: 292, column: 103, scope: !297)
!299 = !DILocation(line: 292, column: 108, scope: !297)
!300 = !DILocation(line: 292, column: 5, scope: !297)
!301 = !DILocation(line: 293, column: 1, scope: !297)
!302 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 0UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!303 = !DILocation(line: 292, column: 103, scope: !302)
!304 = !DILocation(line: 292, column: 108, scope: !302)
!305 = !DILocation(line: 292, column: 5, scope: !302)
!306 = !DILocation(line: 293, column: 1, scope: !302)
!307 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 8UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!308 = !DILocation(line: 292, column: 103, scope: !307)
!309 = !DILocation(line: 292, column: 108, scope: !307)
!310 = !DILocation(line: 292, column: 5, scope: !307)
!311 = !DILocation(line: 293, column: 1, scope: !307)
!312 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 7UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!313 = !DILocation(line: 292, column: 103, scope: !312)
!314 = !DILocation(line: 292, column: 108, scope: !312)
!315 = !DILocation(line: 292, column: 5, scope: !312)
!316 = !DILocation(line: 293, column: 1, scope: !312)
!317 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 6UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!318 = !DILocation(line: 292, column: 103, scope: !317)
!319 = !DILocation(line: 292, column: 108, scope: !317)
!320 = !DILocation(line: 292, column: 5, scope: !317)
!321 = !DILocation(line: 293, column: 1, scope: !317)
!322 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 5UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!323 = !DILocation(line: 292, column: 103, scope: !322)
!324 = !DILocation(line: 292, column: 108, scope: !322)
!325 = !DILocation(line: 292, column: 5, scope: !322)
!326 = !DILocation(line: 293, column: 1, scope: !322)
!327 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 4UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!328 = !DILocation(line: 292, column: 103, scope: !327)
!329 = !DILocation(line: 292, column: 108, scope: !327)
!330 = !DILocation(line: 292, column: 5, scope: !327)
!331 = !DILocation(line: 293, column: 1, scope: !327)
!332 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 3UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!333 = !DILocation(line: 292, column: 103, scope: !332)
!334 = !DILocation(line: 292, column: 108, scope: !332)
!335 = !DILocation(line: 292, column: 5, scope: !332)
!336 = !DILocation(line: 293, column: 1, scope: !332)
!337 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 2UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!338 = !DILocation(line: 292, column: 103, scope: !337)
!339 = !DILocation(line: 292, column: 108, scope: !337)
!340 = !DILocation(line: 292, column: 5, scope: !337)
!341 = !DILocation(line: 293, column: 1, scope: !337)
!342 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 1UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!343 = !DILocation(line: 292, column: 103, scope: !342)
!344 = !DILocation(line: 292, column: 108, scope: !342)
!345 = !DILocation(line: 292, column: 5, scope: !342)
!346 = !DILocation(line: 293, column: 1, scope: !342)
!347 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 0UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!348 = !DILocation(line: 292, column: 103, scope: !347)
!349 = !DILocation(line: 292, column: 108, scope: !347)
!350 = !DILocation(line: 292, column: 5, scope: !347)
!351 = !DILocation(line: 293, column: 1, scope: !347)
!352 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 4UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!353 = !DILocation(line: 292, column: 103, scope: !352)
!354 = !DILocation(line: 292, column: 108, scope: !352)
!355 = !DILocation(line: 292, column: 5, scope: !352)
!356 = !DILocation(line: 293, column: 1, scope: !352)
!357 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 3UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!358 = !DILocation(line: 292, column: 103, scope: !357)
!359 = !DILocation(line: 292, column: 108, scope: !357)
!360 = !DILocation(line: 292, column: 5, scope: !357)
!361 = !DILocation(line: 293, column: 1, scope: !357)
!362 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 2UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!363 = !DILocation(line: 292, column: 103, scope: !362)
!364 = !DILocation(line: 292, column: 108, scope: !362)
!365 = !DILocation(line: 292, column: 5, scope: !362)
!366 = !DILocation(line: 293, column: 1, scope: !362)
!367 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 1UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!368 = !DILocation(line: 292, column: 103, scope: !367)
!369 = !DILocation(line: 292, column: 108, scope: !367)
!370 = !DILocation(line: 292, column: 5, scope: !367)
!371 = !DILocation(line: 293, column: 1, scope: !367)
!372 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 0UL>", scope: !222, file: !222, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!373 = !DILocation(line: 292, column: 103, scope: !372)
!374 = !DILocation(line: 292, column: 108, scope: !372)
!375 = !DILocation(line: 292, column: 5, scope: !372)
!376 = !DILocation(line: 293, column: 1, scope: !372)
!377 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 16UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!378 = !DILocation(line: 219, column: 56, scope: !377)
!379 = !DILocation(line: 219, column: 61, scope: !377)
!380 = !DILocation(line: 219, column: 9, scope: !377)
!381 = !DILocation(line: 220, column: 5, scope: !377)
!382 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!383 = !DILocation(line: 203, column: 47, scope: !382)
!384 = !DILocation(line: 203, column: 23, scope: !382)
!385 = !DILocation(line: 203, column: 88, scope: !382)
!386 = !DILocation(line: 201, column: 13, scope: !382)
!387 = !{i64 6240532}
!388 = !DILocation(line: 205, column: 9, scope: !382)
!389 = distinct !DISubprogram(name: "__nvvm_get_smem_pointer", scope: !390, file: !390, line: 510, type: !13, scopeLine: 510, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!390 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!391 = !DILocation(line: 511, column: 43, scope: !389)
!392 = !DILocation(line: 511, column: 10, scope: !389)
!393 = !DILocation(line: 511, column: 3, scope: !389)
!394 = distinct !DISubprogram(name: "__nv_cvta_generic_to_shared_impl", scope: !390, file: !390, line: 489, type: !13, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!395 = !DILocation(line: 490, column: 60, scope: !394)
!396 = !DILocation(line: 490, column: 18, scope: !394)
!397 = !DILocation(line: 490, column: 10, scope: !394)
!398 = !DILocation(line: 490, column: 3, scope: !394)
!399 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 15UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!400 = !DILocation(line: 219, column: 56, scope: !399)
!401 = !DILocation(line: 219, column: 61, scope: !399)
!402 = !DILocation(line: 219, column: 9, scope: !399)
!403 = !DILocation(line: 220, column: 5, scope: !399)
!404 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!405 = !DILocation(line: 203, column: 47, scope: !404)
!406 = !DILocation(line: 203, column: 23, scope: !404)
!407 = !DILocation(line: 203, column: 88, scope: !404)
!408 = !DILocation(line: 201, column: 13, scope: !404)
!409 = !DILocation(line: 205, column: 9, scope: !404)
!410 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 14UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!411 = !DILocation(line: 219, column: 56, scope: !410)
!412 = !DILocation(line: 219, column: 61, scope: !410)
!413 = !DILocation(line: 219, column: 9, scope: !410)
!414 = !DILocation(line: 220, column: 5, scope: !410)
!415 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!416 = !DILocation(line: 203, column: 47, scope: !415)
!417 = !DILocation(line: 203, column: 23, scope: !415)
!418 = !DILocation(line: 203, column: 88, scope: !415)
!419 = !DILocation(line: 201, column: 13, scope: !415)
!420 = !DILocation(line: 205, column: 9, scope: !415)
!421 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 13UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!422 = !DILocation(line: 219, column: 56, scope: !421)
!423 = !DILocation(line: 219, column: 61, scope: !421)
!424 = !DILocation(line: 219, column: 9, scope: !421)
!425 = !DILocation(line: 220, column: 5, scope: !421)
!426 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!427 = !DILocation(line: 203, column: 47, scope: !426)
!428 = !DILocation(line: 203, column: 23, scope: !426)
!429 = !DILocation(line: 203, column: 88, scope: !426)
!430 = !DILocation(line: 201, column: 13, scope: !426)
!431 = !DILocation(line: 205, column: 9, scope: !426)
!432 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 12UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!433 = !DILocation(line: 219, column: 56, scope: !432)
!434 = !DILocation(line: 219, column: 61, scope: !432)
!435 = !DILocation(line: 219, column: 9, scope: !432)
!436 = !DILocation(line: 220, column: 5, scope: !432)
!437 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!438 = !DILocation(line: 203, column: 47, scope: !437)
!439 = !DILocation(line: 203, column: 23, scope: !437)
!440 = !DILocation(line: 203, column: 88, scope: !437)
!441 = !DILocation(line: 201, column: 13, scope: !437)
!442 = !DILocation(line: 205, column: 9, scope: !437)
!443 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 11UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!444 = !DILocation(line: 219, column: 56, scope: !443)
!445 = !DILocation(line: 219, column: 61, scope: !443)
!446 = !DILocation(line: 219, column: 9, scope: !443)
!447 = !DILocation(line: 220, column: 5, scope: !443)
!448 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!449 = !DILocation(line: 203, column: 47, scope: !448)
!450 = !DILocation(line: 203, column: 23, scope: !448)
!451 = !DILocation(line: 203, column: 88, scope: !448)
!452 = !DILocation(line: 201, column: 13, scope: !448)
!453 = !DILocation(line: 205, column: 9, scope: !448)
!454 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 10UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!455 = !DILocation(line: 219, column: 56, scope: !454)
!456 = !DILocation(line: 219, column: 61, scope: !454)
!457 = !DILocation(line: 219, column: 9, scope: !454)
!458 = !DILocation(line: 220, column: 5, scope: !454)
!459 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!460 = !DILocation(line: 203, column: 47, scope: !459)
!461 = !DILocation(line: 203, column: 23, scope: !459)
!462 = !DILocation(line: 203, column: 88, scope: !459)
!463 = !DILocation(line: 201, column: 13, scope: !459)
!464 = !DILocation(line: 205, column: 9, scope: !459)
!465 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 9UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!466 = !DILocation(line: 219, column: 56, scope: !465)
!467 = !DILocation(line: 219, column: 61, scope: !465)
!468 = !DILocation(line: 219, column: 9, scope: !465)
!469 = !DILocation(line: 220, column: 5, scope: !465)
!470 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!471 = !DILocation(line: 203, column: 47, scope: !470)
!472 = !DILocation(line: 203, column: 23, scope: !470)
!473 = !DILocation(line: 203, column: 88, scope: !470)
!474 = !DILocation(line: 201, column: 13, scope: !470)
!475 = !DILocation(line: 205, column: 9, scope: !470)
!476 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 8UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!477 = !DILocation(line: 219, column: 56, scope: !476)
!478 = !DILocation(line: 219, column: 61, scope: !476)
!479 = !DILocation(line: 219, column: 9, scope: !476)
!480 = !DILocation(line: 220, column: 5, scope: !476)
!481 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!482 = !DILocation(line: 203, column: 47, scope: !481)
!483 = !DILocation(line: 203, column: 23, scope: !481)
!484 = !DILocation(line: 203, column: 88, scope: !481)
!485 = !DILocation(line: 201, column: 13, scope: !481)
!486 = !DILocation(line: 205, column: 9, scope: !481)
!487 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 7UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!488 = !DILocation(line: 219, column: 56, scope: !487)
!489 = !DILocation(line: 219, column: 61, scope: !487)
!490 = !DILocation(line: 219, column: 9, scope: !487)
!491 = !DILocation(line: 220, column: 5, scope: !487)
!492 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!493 = !DILocation(line: 203, column: 47, scope: !492)
!494 = !DILocation(line: 203, column: 23, scope: !492)
!495 = !DILocation(line: 203, column: 88, scope: !492)
!496 = !DILocation(line: 201, column: 13, scope: !492)
!497 = !DILocation(line: 205, column: 9, scope: !492)
!498 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 6UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!499 = !DILocation(line: 219, column: 56, scope: !498)
!500 = !DILocation(line: 219, column: 61, scope: !498)
!501 = !DILocation(line: 219, column: 9, scope: !498)
!502 = !DILocation(line: 220, column: 5, scope: !498)
!503 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!504 = !DILocation(line: 203, column: 47, scope: !503)
!505 = !DILocation(line: 203, column: 23, scope: !503)
!506 = !DILocation(line: 203, column: 88, scope: !503)
!507 = !DILocation(line: 201, column: 13, scope: !503)
!508 = !DILocation(line: 205, column: 9, scope: !503)
!509 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 5UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!510 = !DILocation(line: 219, column: 56, scope: !509)
!511 = !DILocation(line: 219, column: 61, scope: !509)
!512 = !DILocation(line: 219, column: 9, scope: !509)
!513 = !DILocation(line: 220, column: 5, scope: !509)
!514 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!515 = !DILocation(line: 203, column: 47, scope: !514)
!516 = !DILocation(line: 203, column: 23, scope: !514)
!517 = !DILocation(line: 203, column: 88, scope: !514)
!518 = !DILocation(line: 201, column: 13, scope: !514)
!519 = !DILocation(line: 205, column: 9, scope: !514)
!520 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 4UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!521 = !DILocation(line: 219, column: 56, scope: !520)
!522 = !DILocation(line: 219, column: 61, scope: !520)
!523 = !DILocation(line: 219, column: 9, scope: !520)
!524 = !DILocation(line: 220, column: 5, scope: !520)
!525 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!526 = !DILocation(line: 203, column: 47, scope: !525)
!527 = !DILocation(line: 203, column: 23, scope: !525)
!528 = !DILocation(line: 203, column: 88, scope: !525)
!529 = !DILocation(line: 201, column: 13, scope: !525)
!530 = !DILocation(line: 205, column: 9, scope: !525)
!531 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 3UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!532 = !DILocation(line: 219, column: 56, scope: !531)
!533 = !DILocation(line: 219, column: 61, scope: !531)
!534 = !DILocation(line: 219, column: 9, scope: !531)
!535 = !DILocation(line: 220, column: 5, scope: !531)
!536 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!537 = !DILocation(line: 203, column: 47, scope: !536)
!538 = !DILocation(line: 203, column: 23, scope: !536)
!539 = !DILocation(line: 203, column: 88, scope: !536)
!540 = !DILocation(line: 201, column: 13, scope: !536)
!541 = !DILocation(line: 205, column: 9, scope: !536)
!542 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 2UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!543 = !DILocation(line: 219, column: 56, scope: !542)
!544 = !DILocation(line: 219, column: 61, scope: !542)
!545 = !DILocation(line: 219, column: 9, scope: !542)
!546 = !DILocation(line: 220, column: 5, scope: !542)
!547 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!548 = !DILocation(line: 203, column: 47, scope: !547)
!549 = !DILocation(line: 203, column: 23, scope: !547)
!550 = !DILocation(line: 203, column: 88, scope: !547)
!551 = !DILocation(line: 201, column: 13, scope: !547)
!552 = !DILocation(line: 205, column: 9, scope: !547)
!553 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 1UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!554 = !DILocation(line: 219, column: 56, scope: !553)
!555 = !DILocation(line: 219, column: 61, scope: !553)
!556 = !DILocation(line: 219, column: 9, scope: !553)
!557 = !DILocation(line: 220, column: 5, scope: !553)
!558 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!559 = !DILocation(line: 203, column: 47, scope: !558)
!560 = !DILocation(line: 203, column: 23, scope: !558)
!561 = !DILocation(line: 203, column: 88, scope: !558)
!562 = !DILocation(line: 201, column: 13, scope: !558)
!563 = !DILocation(line: 205, column: 9, scope: !558)
!564 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 0UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!565 = !DILocation(line: 219, column: 56, scope: !564)
!566 = !DILocation(line: 219, column: 61, scope: !564)
!567 = !DILocation(line: 219, column: 9, scope: !564)
!568 = !DILocation(line: 220, column: 5, scope: !564)
!569 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!570 = !DILocation(line: 203, column: 47, scope: !569)
!571 = !DILocation(line: 203, column: 23, scope: !569)
!572 = !DILocation(line: 203, column: 88, scope: !569)
!573 = !DILocation(line: 201, column: 13, scope: !569)
!574 = !DILocation(line: 205, column: 9, scope: !569)
!575 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 8UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!576 = !DILocation(line: 219, column: 56, scope: !575)
!577 = !DILocation(line: 219, column: 61, scope: !575)
!578 = !DILocation(line: 219, column: 9, scope: !575)
!579 = !DILocation(line: 220, column: 5, scope: !575)
!580 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!581 = !DILocation(line: 190, column: 47, scope: !580)
!582 = !DILocation(line: 190, column: 23, scope: !580)
!583 = !DILocation(line: 190, column: 88, scope: !580)
!584 = !DILocation(line: 188, column: 13, scope: !580)
!585 = !{i64 6240049}
!586 = !DILocation(line: 193, column: 9, scope: !580)
!587 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 7UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!588 = !DILocation(line: 219, column: 56, scope: !587)
!589 = !DILocation(line: 219, column: 61, scope: !587)
!590 = !DILocation(line: 219, column: 9, scope: !587)
!591 = !DILocation(line: 220, column: 5, scope: !587)
!592 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!593 = !DILocation(line: 190, column: 47, scope: !592)
!594 = !DILocation(line: 190, column: 23, scope: !592)
!595 = !DILocation(line: 190, column: 88, scope: !592)
!596 = !DILocation(line: 188, column: 13, scope: !592)
!597 = !DILocation(line: 193, column: 9, scope: !592)
!598 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 6UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!599 = !DILocation(line: 219, column: 56, scope: !598)
!600 = !DILocation(line: 219, column: 61, scope: !598)
!601 = !DILocation(line: 219, column: 9, scope: !598)
!602 = !DILocation(line: 220, column: 5, scope: !598)
!603 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!604 = !DILocation(line: 190, column: 47, scope: !603)
!605 = !DILocation(line: 190, column: 23, scope: !603)
!606 = !DILocation(line: 190, column: 88, scope: !603)
!607 = !DILocation(line: 188, column: 13, scope: !603)
!608 = !DILocation(line: 193, column: 9, scope: !603)
!609 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 5UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!610 = !DILocation(line: 219, column: 56, scope: !609)
!611 = !DILocation(line: 219, column: 61, scope: !609)
!612 = !DILocation(line: 219, column: 9, scope: !609)
!613 = !DILocation(line: 220, column: 5, scope: !609)
!614 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!615 = !DILocation(line: 190, column: 47, scope: !614)
!616 = !DILocation(line: 190, column: 23, scope: !614)
!617 = !DILocation(line: 190, column: 88, scope: !614)
!618 = !DILocation(line: 188, column: 13, scope: !614)
!619 = !DILocation(line: 193, column: 9, scope: !614)
!620 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 4UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!621 = !DILocation(line: 219, column: 56, scope: !620)
!622 = !DILocation(line: 219, column: 61, scope: !620)
!623 = !DILocation(line: 219, column: 9, scope: !620)
!624 = !DILocation(line: 220, column: 5, scope: !620)
!625 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!626 = !DILocation(line: 190, column: 47, scope: !625)
!627 = !DILocation(line: 190, column: 23, scope: !625)
!628 = !DILocation(line: 190, column: 88, scope: !625)
!629 = !DILocation(line: 188, column: 13, scope: !625)
!630 = !DILocation(line: 193, column: 9, scope: !625)
!631 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 3UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!632 = !DILocation(line: 219, column: 56, scope: !631)
!633 = !DILocation(line: 219, column: 61, scope: !631)
!634 = !DILocation(line: 219, column: 9, scope: !631)
!635 = !DILocation(line: 220, column: 5, scope: !631)
!636 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!637 = !DILocation(line: 190, column: 47, scope: !636)
!638 = !DILocation(line: 190, column: 23, scope: !636)
!639 = !DILocation(line: 190, column: 88, scope: !636)
!640 = !DILocation(line: 188, column: 13, scope: !636)
!641 = !DILocation(line: 193, column: 9, scope: !636)
!642 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 2UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!643 = !DILocation(line: 219, column: 56, scope: !642)
!644 = !DILocation(line: 219, column: 61, scope: !642)
!645 = !DILocation(line: 219, column: 9, scope: !642)
!646 = !DILocation(line: 220, column: 5, scope: !642)
!647 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!648 = !DILocation(line: 190, column: 47, scope: !647)
!649 = !DILocation(line: 190, column: 23, scope: !647)
!650 = !DILocation(line: 190, column: 88, scope: !647)
!651 = !DILocation(line: 188, column: 13, scope: !647)
!652 = !DILocation(line: 193, column: 9, scope: !647)
!653 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 1UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!654 = !DILocation(line: 219, column: 56, scope: !653)
!655 = !DILocation(line: 219, column: 61, scope: !653)
!656 = !DILocation(line: 219, column: 9, scope: !653)
!657 = !DILocation(line: 220, column: 5, scope: !653)
!658 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!659 = !DILocation(line: 190, column: 47, scope: !658)
!660 = !DILocation(line: 190, column: 23, scope: !658)
!661 = !DILocation(line: 190, column: 88, scope: !658)
!662 = !DILocation(line: 188, column: 13, scope: !658)
!663 = !DILocation(line: 193, column: 9, scope: !658)
!664 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 0UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!665 = !DILocation(line: 219, column: 56, scope: !664)
!666 = !DILocation(line: 219, column: 61, scope: !664)
!667 = !DILocation(line: 219, column: 9, scope: !664)
!668 = !DILocation(line: 220, column: 5, scope: !664)
!669 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!670 = !DILocation(line: 190, column: 47, scope: !669)
!671 = !DILocation(line: 190, column: 23, scope: !669)
!672 = !DILocation(line: 190, column: 88, scope: !669)
!673 = !DILocation(line: 188, column: 13, scope: !669)
!674 = !DILocation(line: 193, column: 9, scope: !669)
!675 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 4UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!676 = !DILocation(line: 219, column: 56, scope: !675)
!677 = !DILocation(line: 219, column: 61, scope: !675)
!678 = !DILocation(line: 219, column: 9, scope: !675)
!679 = !DILocation(line: 220, column: 5, scope: !675)
!680 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!681 = !DILocation(line: 190, column: 47, scope: !680)
!682 = !DILocation(line: 190, column: 23, scope: !680)
!683 = !DILocation(line: 190, column: 88, scope: !680)
!684 = !DILocation(line: 188, column: 13, scope: !680)
!685 = !DILocation(line: 193, column: 9, scope: !680)
!686 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 3UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!687 = !DILocation(line: 219, column: 56, scope: !686)
!688 = !DILocation(line: 219, column: 61, scope: !686)
!689 = !DILocation(line: 219, column: 9, scope: !686)
!690 = !DILocation(line: 220, column: 5, scope: !686)
!691 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!692 = !DILocation(line: 190, column: 47, scope: !691)
!693 = !DILocation(line: 190, column: 23, scope: !691)
!694 = !DILocation(line: 190, column: 88, scope: !691)
!695 = !DILocation(line: 188, column: 13, scope: !691)
!696 = !DILocation(line: 193, column: 9, scope: !691)
!697 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 2UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!698 = !DILocation(line: 219, column: 56, scope: !697)
!699 = !DILocation(line: 219, column: 61, scope: !697)
!700 = !DILocation(line: 219, column: 9, scope: !697)
!701 = !DILocation(line: 220, column: 5, scope: !697)
!702 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!703 = !DILocation(line: 190, column: 47, scope: !702)
!704 = !DILocation(line: 190, column: 23, scope: !702)
!705 = !DILocation(line: 190, column: 88, scope: !702)
!706 = !DILocation(line: 188, column: 13, scope: !702)
!707 = !DILocation(line: 193, column: 9, scope: !702)
!708 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 1UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!709 = !DILocation(line: 219, column: 56, scope: !708)
!710 = !DILocation(line: 219, column: 61, scope: !708)
!711 = !DILocation(line: 219, column: 9, scope: !708)
!712 = !DILocation(line: 220, column: 5, scope: !708)
!713 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!714 = !DILocation(line: 190, column: 47, scope: !713)
!715 = !DILocation(line: 190, column: 23, scope: !713)
!716 = !DILocation(line: 190, column: 88, scope: !713)
!717 = !DILocation(line: 188, column: 13, scope: !713)
!718 = !DILocation(line: 193, column: 9, scope: !713)
!719 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 0UL>", scope: !222, file: !222, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!720 = !DILocation(line: 219, column: 56, scope: !719)
!721 = !DILocation(line: 219, column: 61, scope: !719)
!722 = !DILocation(line: 219, column: 9, scope: !719)
!723 = !DILocation(line: 220, column: 5, scope: !719)
!724 = distinct !DISubprogram(name: "cp_async", scope: !222, file: !222, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!725 = !DILocation(line: 190, column: 47, scope: !724)
!726 = !DILocation(line: 190, column: 23, scope: !724)
!727 = !DILocation(line: 190, column: 88, scope: !724)
!728 = !DILocation(line: 188, column: 13, scope: !724)
!729 = !DILocation(line: 193, column: 9, scope: !724)
!730 = distinct !DISubprogram(name: "pipeline_commit", scope: !222, file: !222, line: 296, type: !13, scopeLine: 297, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!731 = !DILocation(line: 298, column: 5, scope: !730)
!732 = !DILocation(line: 299, column: 1, scope: !730)
!733 = distinct !DISubprogram(name: "pipeline_commit", scope: !222, file: !222, line: 223, type: !13, scopeLine: 224, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!734 = !DILocation(line: 225, column: 9, scope: !733)
!735 = !{i64 6241601}
!736 = !DILocation(line: 226, column: 5, scope: !733)
!737 = distinct !DISubprogram(name: "pipeline_wait_prior<0U>", scope: !222, file: !222, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!738 = !DILocation(line: 305, column: 5, scope: !737)
!739 = !DILocation(line: 306, column: 1, scope: !737)
!740 = distinct !DISubprogram(name: "pipeline_wait_prior<1U>", scope: !222, file: !222, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!741 = !DILocation(line: 305, column: 5, scope: !740)
!742 = !DILocation(line: 306, column: 1, scope: !740)
!743 = distinct !DISubprogram(name: "pipeline_wait_prior<2U>", scope: !222, file: !222, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!744 = !DILocation(line: 305, column: 5, scope: !743)
!745 = !DILocation(line: 306, column: 1, scope: !743)
!746 = distinct !DISubprogram(name: "pipeline_wait_prior<3U>", scope: !222, file: !222, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!747 = !DILocation(line: 305, column: 5, scope: !746)
!748 = !DILocation(line: 306, column: 1, scope: !746)
!749 = distinct !DISubprogram(name: "pipeline_wait_prior<4U>", scope: !222, file: !222, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!750 = !DILocation(line: 305, column: 5, scope: !749)
!751 = !DILocation(line: 306, column: 1, scope: !749)
!752 = distinct !DISubprogram(name: "pipeline_wait_prior<5U>", scope: !222, file: !222, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!753 = !DILocation(line: 305, column: 5, scope: !752)
!754 = !DILocation(line: 306, column: 1, scope: !752)
!755 = distinct !DISubprogram(name: "pipeline_wait_prior<6U>", scope: !222, file: !222, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!756 = !DILocation(line: 305, column: 5, scope: !755)
!757 = !DILocation(line: 306, column: 1, scope: !755)
!758 = distinct !DISubprogram(name: "pipeline_wait_prior<7U>", scope: !222, file: !222, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!759 = !DILocation(line: 305, column: 5, scope: !758)
!760 = !DILocation(line: 306, column: 1, scope: !758)
!761 = distinct !DISubprogram(name: "pipeline_wait_prior<8U>", scope: !222, file: !222, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!762 = !DILocation(line: 305, column: 5, scope: !761)
!763 = !DILocation(line: 306, column: 1, scope: !761)
!764 = distinct !DISubprogram(name: "pipeline_wait_prior<0U>", scope: !222, file: !222, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!765 = !DILocation(line: 232, column: 9, scope: !764)
!766 = !{i64 6241755}
!767 = !DILocation(line: 235, column: 5, scope: !764)
!768 = distinct !DISubprogram(name: "pipeline_wait_prior<1U>", scope: !222, file: !222, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!769 = !DILocation(line: 232, column: 9, scope: !768)
!770 = !DILocation(line: 235, column: 5, scope: !768)
!771 = distinct !DISubprogram(name: "pipeline_wait_prior<2U>", scope: !222, file: !222, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!772 = !DILocation(line: 232, column: 9, scope: !771)
!773 = !DILocation(line: 235, column: 5, scope: !771)
!774 = distinct !DISubprogram(name: "pipeline_wait_prior<3U>", scope: !222, file: !222, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!775 = !DILocation(line: 232, column: 9, scope: !774)
!776 = !DILocation(line: 235, column: 5, scope: !774)
!777 = distinct !DISubprogram(name: "pipeline_wait_prior<4U>", scope: !222, file: !222, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!778 = !DILocation(line: 232, column: 9, scope: !777)
!779 = !DILocation(line: 235, column: 5, scope: !777)
!780 = distinct !DISubprogram(name: "pipeline_wait_prior<5U>", scope: !222, file: !222, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!781 = !DILocation(line: 232, column: 9, scope: !780)
!782 = !DILocation(line: 235, column: 5, scope: !780)
!783 = distinct !DISubprogram(name: "pipeline_wait_prior<6U>", scope: !222, file: !222, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!784 = !DILocation(line: 232, column: 9, scope: !783)
!785 = !DILocation(line: 235, column: 5, scope: !783)
!786 = distinct !DISubprogram(name: "pipeline_wait_prior<7U>", scope: !222, file: !222, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!787 = !DILocation(line: 232, column: 9, scope: !786)
!788 = !DILocation(line: 235, column: 5, scope: !786)
!789 = distinct !DISubprogram(name: "pipeline_wait_prior<8U>", scope: !222, file: !222, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!790 = !DILocation(line: 232, column: 9, scope: !789)
!791 = !DILocation(line: 235, column: 5, scope: !789)
