; ModuleID = 'b-async-copy-race-003.cu'
source_filename = "b-async-copy-race-003.cu"
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

@_ZZ24b_cpasync_wait_nobarrierE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_cpasync_wait_nobarrier(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
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
  %14 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24b_cpasync_wait_nobarrierE1s to ptr), i64 0, i64 %13, !dbg !28
  %15 = load ptr, ptr %4, align 8, !dbg !29
  %16 = load i32, ptr %6, align 4, !dbg !30
  %17 = sext i32 %16 to i64, !dbg !29
  %18 = getelementptr inbounds float, ptr %15, i64 %17, !dbg !29
  call void @_ZL23__pipeline_memcpy_asyncPvPKvmm(ptr noundef %14, ptr noundef %18, i64 noundef 4, i64 noundef 0) #3, !dbg !31
  call void @_ZL17__pipeline_commitv() #3, !dbg !32
  call void @_ZL21__pipeline_wait_priorm(i64 noundef 0) #3, !dbg !33
  %19 = load i32, ptr %5, align 4, !dbg !34
  %20 = sext i32 %19 to i64, !dbg !35
  %21 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24b_cpasync_wait_nobarrierE1s to ptr), i64 0, i64 %20, !dbg !35
  %22 = load float, ptr %21, align 4, !dbg !35
  %23 = load i32, ptr %5, align 4, !dbg !36
  %24 = add nsw i32 %23, 1, !dbg !37
  %25 = srem i32 %24, 256, !dbg !38
  %26 = sext i32 %25 to i64, !dbg !39
  %27 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24b_cpasync_wait_nobarrierE1s to ptr), i64 0, i64 %26, !dbg !39
  %28 = load float, ptr %27, align 4, !dbg !39
  %29 = fadd contract float %22, %28, !dbg !40
  %30 = load ptr, ptr %3, align 8, !dbg !41
  %31 = load i32, ptr %6, align 4, !dbg !42
  %32 = sext i32 %31 to i64, !dbg !41
  %33 = getelementptr inbounds float, ptr %30, i64 %32, !dbg !41
  store float %29, ptr %33, align 4, !dbg !43
  ret void, !dbg !44
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL23__pipeline_memcpy_asyncPvPKvmm(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3) #1 !dbg !45 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = load i64, ptr %7, align 8, !dbg !47
  switch i64 %9, label %112 [
    i64 16, label %10
    i64 8, label %64
    i64 4, label %94
  ], !dbg !48

10:                                               ; preds = %4
  %11 = load i64, ptr %8, align 8, !dbg !49
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
  ], !dbg !50

12:                                               ; preds = %10
  %13 = load ptr, ptr %5, align 8, !dbg !51
  %14 = load ptr, ptr %6, align 8, !dbg !52
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noundef %13, ptr noundef %14) #3, !dbg !53
  br label %113, !dbg !54

15:                                               ; preds = %10
  %16 = load ptr, ptr %5, align 8, !dbg !55
  %17 = load ptr, ptr %6, align 8, !dbg !56
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noundef %16, ptr noundef %17) #3, !dbg !57
  br label %113, !dbg !58

18:                                               ; preds = %10
  %19 = load ptr, ptr %5, align 8, !dbg !59
  %20 = load ptr, ptr %6, align 8, !dbg !60
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noundef %19, ptr noundef %20) #3, !dbg !61
  br label %113, !dbg !62

21:                                               ; preds = %10
  %22 = load ptr, ptr %5, align 8, !dbg !63
  %23 = load ptr, ptr %6, align 8, !dbg !64
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noundef %22, ptr noundef %23) #3, !dbg !65
  br label %113, !dbg !66

24:                                               ; preds = %10
  %25 = load ptr, ptr %5, align 8, !dbg !67
  %26 = load ptr, ptr %6, align 8, !dbg !68
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noundef %25, ptr noundef %26) #3, !dbg !69
  br label %113, !dbg !70

27:                                               ; preds = %10
  %28 = load ptr, ptr %5, align 8, !dbg !71
  %29 = load ptr, ptr %6, align 8, !dbg !72
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noundef %28, ptr noundef %29) #3, !dbg !73
  br label %113, !dbg !74

30:                                               ; preds = %10
  %31 = load ptr, ptr %5, align 8, !dbg !75
  %32 = load ptr, ptr %6, align 8, !dbg !76
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noundef %31, ptr noundef %32) #3, !dbg !77
  br label %113, !dbg !78

33:                                               ; preds = %10
  %34 = load ptr, ptr %5, align 8, !dbg !79
  %35 = load ptr, ptr %6, align 8, !dbg !80
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noundef %34, ptr noundef %35) #3, !dbg !81
  br label %113, !dbg !82

36:                                               ; preds = %10
  %37 = load ptr, ptr %5, align 8, !dbg !83
  %38 = load ptr, ptr %6, align 8, !dbg !84
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noundef %37, ptr noundef %38) #3, !dbg !85
  br label %113, !dbg !86

39:                                               ; preds = %10
  %40 = load ptr, ptr %5, align 8, !dbg !87
  %41 = load ptr, ptr %6, align 8, !dbg !88
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noundef %40, ptr noundef %41) #3, !dbg !89
  br label %113, !dbg !90

42:                                               ; preds = %10
  %43 = load ptr, ptr %5, align 8, !dbg !91
  %44 = load ptr, ptr %6, align 8, !dbg !92
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noundef %43, ptr noundef %44) #3, !dbg !93
  br label %113, !dbg !94

45:                                               ; preds = %10
  %46 = load ptr, ptr %5, align 8, !dbg !95
  %47 = load ptr, ptr %6, align 8, !dbg !96
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noundef %46, ptr noundef %47) #3, !dbg !97
  br label %113, !dbg !98

48:                                               ; preds = %10
  %49 = load ptr, ptr %5, align 8, !dbg !99
  %50 = load ptr, ptr %6, align 8, !dbg !100
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noundef %49, ptr noundef %50) #3, !dbg !101
  br label %113, !dbg !102

51:                                               ; preds = %10
  %52 = load ptr, ptr %5, align 8, !dbg !103
  %53 = load ptr, ptr %6, align 8, !dbg !104
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noundef %52, ptr noundef %53) #3, !dbg !105
  br label %113, !dbg !106

54:                                               ; preds = %10
  %55 = load ptr, ptr %5, align 8, !dbg !107
  %56 = load ptr, ptr %6, align 8, !dbg !108
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noundef %55, ptr noundef %56) #3, !dbg !109
  br label %113, !dbg !110

57:                                               ; preds = %10
  %58 = load ptr, ptr %5, align 8, !dbg !111
  %59 = load ptr, ptr %6, align 8, !dbg !112
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noundef %58, ptr noundef %59) #3, !dbg !113
  br label %113, !dbg !114

60:                                               ; preds = %10
  %61 = load ptr, ptr %5, align 8, !dbg !115
  %62 = load ptr, ptr %6, align 8, !dbg !116
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noundef %61, ptr noundef %62) #3, !dbg !117
  br label %113, !dbg !118

63:                                               ; preds = %10
  call void asm sideeffect "trap;", ""() #3, !dbg !119, !srcloc !123
  br label %113, !dbg !124

64:                                               ; preds = %4
  %65 = load i64, ptr %8, align 8, !dbg !125
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
  ], !dbg !126

66:                                               ; preds = %64
  %67 = load ptr, ptr %5, align 8, !dbg !127
  %68 = load ptr, ptr %6, align 8, !dbg !128
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noundef %67, ptr noundef %68) #3, !dbg !129
  br label %113, !dbg !130

69:                                               ; preds = %64
  %70 = load ptr, ptr %5, align 8, !dbg !131
  %71 = load ptr, ptr %6, align 8, !dbg !132
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noundef %70, ptr noundef %71) #3, !dbg !133
  br label %113, !dbg !134

72:                                               ; preds = %64
  %73 = load ptr, ptr %5, align 8, !dbg !135
  %74 = load ptr, ptr %6, align 8, !dbg !136
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noundef %73, ptr noundef %74) #3, !dbg !137
  br label %113, !dbg !138

75:                                               ; preds = %64
  %76 = load ptr, ptr %5, align 8, !dbg !139
  %77 = load ptr, ptr %6, align 8, !dbg !140
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noundef %76, ptr noundef %77) #3, !dbg !141
  br label %113, !dbg !142

78:                                               ; preds = %64
  %79 = load ptr, ptr %5, align 8, !dbg !143
  %80 = load ptr, ptr %6, align 8, !dbg !144
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noundef %79, ptr noundef %80) #3, !dbg !145
  br label %113, !dbg !146

81:                                               ; preds = %64
  %82 = load ptr, ptr %5, align 8, !dbg !147
  %83 = load ptr, ptr %6, align 8, !dbg !148
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noundef %82, ptr noundef %83) #3, !dbg !149
  br label %113, !dbg !150

84:                                               ; preds = %64
  %85 = load ptr, ptr %5, align 8, !dbg !151
  %86 = load ptr, ptr %6, align 8, !dbg !152
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noundef %85, ptr noundef %86) #3, !dbg !153
  br label %113, !dbg !154

87:                                               ; preds = %64
  %88 = load ptr, ptr %5, align 8, !dbg !155
  %89 = load ptr, ptr %6, align 8, !dbg !156
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noundef %88, ptr noundef %89) #3, !dbg !157
  br label %113, !dbg !158

90:                                               ; preds = %64
  %91 = load ptr, ptr %5, align 8, !dbg !159
  %92 = load ptr, ptr %6, align 8, !dbg !160
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noundef %91, ptr noundef %92) #3, !dbg !161
  br label %113, !dbg !162

93:                                               ; preds = %64
  call void asm sideeffect "trap;", ""() #3, !dbg !163, !srcloc !123
  br label %113, !dbg !165

94:                                               ; preds = %4
  %95 = load i64, ptr %8, align 8, !dbg !166
  switch i64 %95, label %111 [
    i64 0, label %96
    i64 1, label %99
    i64 2, label %102
    i64 3, label %105
    i64 4, label %108
  ], !dbg !167

96:                                               ; preds = %94
  %97 = load ptr, ptr %5, align 8, !dbg !168
  %98 = load ptr, ptr %6, align 8, !dbg !169
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noundef %97, ptr noundef %98) #3, !dbg !170
  br label %113, !dbg !171

99:                                               ; preds = %94
  %100 = load ptr, ptr %5, align 8, !dbg !172
  %101 = load ptr, ptr %6, align 8, !dbg !173
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noundef %100, ptr noundef %101) #3, !dbg !174
  br label %113, !dbg !175

102:                                              ; preds = %94
  %103 = load ptr, ptr %5, align 8, !dbg !176
  %104 = load ptr, ptr %6, align 8, !dbg !177
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noundef %103, ptr noundef %104) #3, !dbg !178
  br label %113, !dbg !179

105:                                              ; preds = %94
  %106 = load ptr, ptr %5, align 8, !dbg !180
  %107 = load ptr, ptr %6, align 8, !dbg !181
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noundef %106, ptr noundef %107) #3, !dbg !182
  br label %113, !dbg !183

108:                                              ; preds = %94
  %109 = load ptr, ptr %5, align 8, !dbg !184
  %110 = load ptr, ptr %6, align 8, !dbg !185
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noundef %109, ptr noundef %110) #3, !dbg !186
  br label %113, !dbg !187

111:                                              ; preds = %94
  call void asm sideeffect "trap;", ""() #3, !dbg !188, !srcloc !123
  br label %113, !dbg !190

112:                                              ; preds = %4
  call void asm sideeffect "trap;", ""() #3, !dbg !191, !srcloc !123
  br label %113, !dbg !193

113:                                              ; preds = %112, %111, %108, %105, %102, %99, %96, %93, %90, %87, %84, %81, %78, %75, %72, %69, %66, %63, %60, %57, %54, %51, %48, %45, %42, %39, %36, %33, %30, %27, %24, %21, %18, %15, %12
  ret void, !dbg !194
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL17__pipeline_commitv() #1 !dbg !195 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal15pipeline_commitEv() #3, !dbg !196
  ret void, !dbg !197
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL21__pipeline_wait_priorm(i64 noundef %0) #1 !dbg !198 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8, !dbg !199
  switch i64 %3, label %12 [
    i64 0, label %4
    i64 1, label %5
    i64 2, label %6
    i64 3, label %7
    i64 4, label %8
    i64 5, label %9
    i64 6, label %10
    i64 7, label %11
  ], !dbg !200

4:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj0EEEvv() #3, !dbg !201
  br label %13, !dbg !202

5:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj1EEEvv() #3, !dbg !203
  br label %13, !dbg !204

6:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj2EEEvv() #3, !dbg !205
  br label %13, !dbg !206

7:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj3EEEvv() #3, !dbg !207
  br label %13, !dbg !208

8:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj4EEEvv() #3, !dbg !209
  br label %13, !dbg !210

9:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj5EEEvv() #3, !dbg !211
  br label %13, !dbg !212

10:                                               ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj6EEEvv() #3, !dbg !213
  br label %13, !dbg !214

11:                                               ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj7EEEvv() #3, !dbg !215
  br label %13, !dbg !216

12:                                               ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj8EEEvv() #3, !dbg !217
  br label %13, !dbg !218

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5, %4
  ret void, !dbg !219
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !220 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !222
  %6 = load ptr, ptr %4, align 8, !dbg !223
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !224
  ret void, !dbg !225
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !226 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !227
  %6 = load ptr, ptr %4, align 8, !dbg !228
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !229
  ret void, !dbg !230
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !231 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !232
  %6 = load ptr, ptr %4, align 8, !dbg !233
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !234
  ret void, !dbg !235
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !236 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !237
  %6 = load ptr, ptr %4, align 8, !dbg !238
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !239
  ret void, !dbg !240
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !241 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !242
  %6 = load ptr, ptr %4, align 8, !dbg !243
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !244
  ret void, !dbg !245
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !246 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !247
  %6 = load ptr, ptr %4, align 8, !dbg !248
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !249
  ret void, !dbg !250
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !251 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !252
  %6 = load ptr, ptr %4, align 8, !dbg !253
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !254
  ret void, !dbg !255
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !256 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !257
  %6 = load ptr, ptr %4, align 8, !dbg !258
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !259
  ret void, !dbg !260
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !261 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !262
  %6 = load ptr, ptr %4, align 8, !dbg !263
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !264
  ret void, !dbg !265
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !266 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !267
  %6 = load ptr, ptr %4, align 8, !dbg !268
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !269
  ret void, !dbg !270
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !271 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !272
  %6 = load ptr, ptr %4, align 8, !dbg !273
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !274
  ret void, !dbg !275
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !276 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !277
  %6 = load ptr, ptr %4, align 8, !dbg !278
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !279
  ret void, !dbg !280
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !281 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !282
  %6 = load ptr, ptr %4, align 8, !dbg !283
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !284
  ret void, !dbg !285
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !286 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !287
  %6 = load ptr, ptr %4, align 8, !dbg !288
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !289
  ret void, !dbg !290
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !291 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !292
  %6 = load ptr, ptr %4, align 8, !dbg !293
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !294
  ret void, !dbg !295
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !296 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !297
  %6 = load ptr, ptr %4, align 8, !dbg !298
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !299
  ret void, !dbg !300
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !301 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !302
  %6 = load ptr, ptr %4, align 8, !dbg !303
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !304
  ret void, !dbg !305
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !306 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !307
  %6 = load ptr, ptr %4, align 8, !dbg !308
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !309
  ret void, !dbg !310
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !311 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !312
  %6 = load ptr, ptr %4, align 8, !dbg !313
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !314
  ret void, !dbg !315
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !316 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !317
  %6 = load ptr, ptr %4, align 8, !dbg !318
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !319
  ret void, !dbg !320
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !321 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !322
  %6 = load ptr, ptr %4, align 8, !dbg !323
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !324
  ret void, !dbg !325
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !326 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !327
  %6 = load ptr, ptr %4, align 8, !dbg !328
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !329
  ret void, !dbg !330
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !331 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !332
  %6 = load ptr, ptr %4, align 8, !dbg !333
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !334
  ret void, !dbg !335
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !336 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !337
  %6 = load ptr, ptr %4, align 8, !dbg !338
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !339
  ret void, !dbg !340
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !341 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !342
  %6 = load ptr, ptr %4, align 8, !dbg !343
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !344
  ret void, !dbg !345
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !346 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !347
  %6 = load ptr, ptr %4, align 8, !dbg !348
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !349
  ret void, !dbg !350
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !351 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !352
  %6 = load ptr, ptr %4, align 8, !dbg !353
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !354
  ret void, !dbg !355
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !356 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !357
  %6 = load ptr, ptr %4, align 8, !dbg !358
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !359
  ret void, !dbg !360
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !361 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !362
  %6 = load ptr, ptr %4, align 8, !dbg !363
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !364
  ret void, !dbg !365
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !366 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !367
  %6 = load ptr, ptr %4, align 8, !dbg !368
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !369
  ret void, !dbg !370
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !371 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !372
  %6 = load ptr, ptr %4, align 8, !dbg !373
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !374
  ret void, !dbg !375
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !376 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !377
  %6 = load ptr, ptr %4, align 8, !dbg !378
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm16EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !379
  ret void, !dbg !380
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm16EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !381 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !382
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !383
  %7 = load ptr, ptr %4, align 8, !dbg !384
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 16) #3, !dbg !385, !srcloc !386
  ret void, !dbg !387
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local i32 @__nvvm_get_smem_pointer(ptr noundef %0) #1 comdat !dbg !388 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !390
  %4 = call i64 @__nv_cvta_generic_to_shared_impl(ptr noundef %3) #3, !dbg !391
  %5 = trunc i64 %4 to i32, !dbg !391
  ret i32 %5, !dbg !392
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local i64 @__nv_cvta_generic_to_shared_impl(ptr noundef %0) #1 comdat !dbg !393 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !394
  %4 = addrspacecast ptr %3 to ptr addrspace(3), !dbg !395
  %5 = ptrtoint ptr addrspace(3) %4 to i64, !dbg !396
  ret i64 %5, !dbg !397
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !398 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !399
  %6 = load ptr, ptr %4, align 8, !dbg !400
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm15EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !401
  ret void, !dbg !402
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm15EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !403 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !404
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !405
  %7 = load ptr, ptr %4, align 8, !dbg !406
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 15) #3, !dbg !407, !srcloc !386
  ret void, !dbg !408
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !409 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !410
  %6 = load ptr, ptr %4, align 8, !dbg !411
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm14EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !412
  ret void, !dbg !413
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm14EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !414 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !415
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !416
  %7 = load ptr, ptr %4, align 8, !dbg !417
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 14) #3, !dbg !418, !srcloc !386
  ret void, !dbg !419
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !420 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !421
  %6 = load ptr, ptr %4, align 8, !dbg !422
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm13EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !423
  ret void, !dbg !424
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm13EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !425 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !426
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !427
  %7 = load ptr, ptr %4, align 8, !dbg !428
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 13) #3, !dbg !429, !srcloc !386
  ret void, !dbg !430
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !431 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !432
  %6 = load ptr, ptr %4, align 8, !dbg !433
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm12EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !434
  ret void, !dbg !435
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm12EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !436 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !437
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !438
  %7 = load ptr, ptr %4, align 8, !dbg !439
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 12) #3, !dbg !440, !srcloc !386
  ret void, !dbg !441
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !442 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !443
  %6 = load ptr, ptr %4, align 8, !dbg !444
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm11EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !445
  ret void, !dbg !446
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm11EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !447 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !448
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !449
  %7 = load ptr, ptr %4, align 8, !dbg !450
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 11) #3, !dbg !451, !srcloc !386
  ret void, !dbg !452
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !453 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !454
  %6 = load ptr, ptr %4, align 8, !dbg !455
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm10EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !456
  ret void, !dbg !457
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm10EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !458 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !459
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !460
  %7 = load ptr, ptr %4, align 8, !dbg !461
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 10) #3, !dbg !462, !srcloc !386
  ret void, !dbg !463
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !464 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !465
  %6 = load ptr, ptr %4, align 8, !dbg !466
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm9EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !467
  ret void, !dbg !468
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm9EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !469 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !470
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !471
  %7 = load ptr, ptr %4, align 8, !dbg !472
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 9) #3, !dbg !473, !srcloc !386
  ret void, !dbg !474
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !475 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !476
  %6 = load ptr, ptr %4, align 8, !dbg !477
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm8EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !478
  ret void, !dbg !479
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm8EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !480 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !481
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !482
  %7 = load ptr, ptr %4, align 8, !dbg !483
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 8) #3, !dbg !484, !srcloc !386
  ret void, !dbg !485
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !486 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !487
  %6 = load ptr, ptr %4, align 8, !dbg !488
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm7EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !489
  ret void, !dbg !490
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm7EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !491 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !492
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !493
  %7 = load ptr, ptr %4, align 8, !dbg !494
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 7) #3, !dbg !495, !srcloc !386
  ret void, !dbg !496
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !497 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !498
  %6 = load ptr, ptr %4, align 8, !dbg !499
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm6EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !500
  ret void, !dbg !501
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm6EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !502 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !503
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !504
  %7 = load ptr, ptr %4, align 8, !dbg !505
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 6) #3, !dbg !506, !srcloc !386
  ret void, !dbg !507
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !508 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !509
  %6 = load ptr, ptr %4, align 8, !dbg !510
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm5EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !511
  ret void, !dbg !512
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm5EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !513 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !514
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !515
  %7 = load ptr, ptr %4, align 8, !dbg !516
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 5) #3, !dbg !517, !srcloc !386
  ret void, !dbg !518
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !519 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !520
  %6 = load ptr, ptr %4, align 8, !dbg !521
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm4EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !522
  ret void, !dbg !523
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm4EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !524 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !525
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !526
  %7 = load ptr, ptr %4, align 8, !dbg !527
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 4) #3, !dbg !528, !srcloc !386
  ret void, !dbg !529
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !530 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !531
  %6 = load ptr, ptr %4, align 8, !dbg !532
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm3EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !533
  ret void, !dbg !534
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm3EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !535 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !536
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !537
  %7 = load ptr, ptr %4, align 8, !dbg !538
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 3) #3, !dbg !539, !srcloc !386
  ret void, !dbg !540
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !541 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !542
  %6 = load ptr, ptr %4, align 8, !dbg !543
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm2EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !544
  ret void, !dbg !545
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm2EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !546 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !547
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !548
  %7 = load ptr, ptr %4, align 8, !dbg !549
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 2) #3, !dbg !550, !srcloc !386
  ret void, !dbg !551
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !552 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !553
  %6 = load ptr, ptr %4, align 8, !dbg !554
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm1EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !555
  ret void, !dbg !556
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm1EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !557 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !558
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !559
  %7 = load ptr, ptr %4, align 8, !dbg !560
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 1) #3, !dbg !561, !srcloc !386
  ret void, !dbg !562
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !563 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !564
  %6 = load ptr, ptr %4, align 8, !dbg !565
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm0EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !566
  ret void, !dbg !567
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm0EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !568 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !569
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !570
  %7 = load ptr, ptr %4, align 8, !dbg !571
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 0) #3, !dbg !572, !srcloc !386
  ret void, !dbg !573
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !574 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !575
  %6 = load ptr, ptr %4, align 8, !dbg !576
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm8EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !577
  ret void, !dbg !578
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm8EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !579 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !580
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !581
  %7 = load ptr, ptr %4, align 8, !dbg !582
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 8) #3, !dbg !583, !srcloc !584
  ret void, !dbg !585
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !586 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !587
  %6 = load ptr, ptr %4, align 8, !dbg !588
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm7EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !589
  ret void, !dbg !590
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm7EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !591 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !592
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !593
  %7 = load ptr, ptr %4, align 8, !dbg !594
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 7) #3, !dbg !595, !srcloc !584
  ret void, !dbg !596
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !597 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !598
  %6 = load ptr, ptr %4, align 8, !dbg !599
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm6EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !600
  ret void, !dbg !601
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm6EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !602 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !603
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !604
  %7 = load ptr, ptr %4, align 8, !dbg !605
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 6) #3, !dbg !606, !srcloc !584
  ret void, !dbg !607
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !608 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !609
  %6 = load ptr, ptr %4, align 8, !dbg !610
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm5EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !611
  ret void, !dbg !612
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm5EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !613 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !614
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !615
  %7 = load ptr, ptr %4, align 8, !dbg !616
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 5) #3, !dbg !617, !srcloc !584
  ret void, !dbg !618
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !619 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !620
  %6 = load ptr, ptr %4, align 8, !dbg !621
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm4EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !622
  ret void, !dbg !623
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm4EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !624 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !625
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !626
  %7 = load ptr, ptr %4, align 8, !dbg !627
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 4) #3, !dbg !628, !srcloc !584
  ret void, !dbg !629
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !630 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !631
  %6 = load ptr, ptr %4, align 8, !dbg !632
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm3EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !633
  ret void, !dbg !634
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm3EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !635 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !636
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !637
  %7 = load ptr, ptr %4, align 8, !dbg !638
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 3) #3, !dbg !639, !srcloc !584
  ret void, !dbg !640
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !641 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !642
  %6 = load ptr, ptr %4, align 8, !dbg !643
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm2EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !644
  ret void, !dbg !645
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm2EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !646 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !647
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !648
  %7 = load ptr, ptr %4, align 8, !dbg !649
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 2) #3, !dbg !650, !srcloc !584
  ret void, !dbg !651
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !652 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !653
  %6 = load ptr, ptr %4, align 8, !dbg !654
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm1EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !655
  ret void, !dbg !656
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm1EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !657 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !658
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !659
  %7 = load ptr, ptr %4, align 8, !dbg !660
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 1) #3, !dbg !661, !srcloc !584
  ret void, !dbg !662
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !663 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !664
  %6 = load ptr, ptr %4, align 8, !dbg !665
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm0EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !666
  ret void, !dbg !667
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm0EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !668 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !669
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !670
  %7 = load ptr, ptr %4, align 8, !dbg !671
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 0) #3, !dbg !672, !srcloc !584
  ret void, !dbg !673
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !674 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !675
  %6 = load ptr, ptr %4, align 8, !dbg !676
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm4EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !677
  ret void, !dbg !678
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm4EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !679 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !680
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !681
  %7 = load ptr, ptr %4, align 8, !dbg !682
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 4) #3, !dbg !683, !srcloc !584
  ret void, !dbg !684
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !685 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !686
  %6 = load ptr, ptr %4, align 8, !dbg !687
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm3EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !688
  ret void, !dbg !689
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm3EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !690 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !691
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !692
  %7 = load ptr, ptr %4, align 8, !dbg !693
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 3) #3, !dbg !694, !srcloc !584
  ret void, !dbg !695
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !696 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !697
  %6 = load ptr, ptr %4, align 8, !dbg !698
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm2EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !699
  ret void, !dbg !700
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm2EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !701 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !702
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !703
  %7 = load ptr, ptr %4, align 8, !dbg !704
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 2) #3, !dbg !705, !srcloc !584
  ret void, !dbg !706
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !707 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !708
  %6 = load ptr, ptr %4, align 8, !dbg !709
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm1EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !710
  ret void, !dbg !711
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm1EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !712 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !713
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !714
  %7 = load ptr, ptr %4, align 8, !dbg !715
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 1) #3, !dbg !716, !srcloc !584
  ret void, !dbg !717
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !718 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !719
  %6 = load ptr, ptr %4, align 8, !dbg !720
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm0EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !721
  ret void, !dbg !722
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm0EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !723 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !724
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !725
  %7 = load ptr, ptr %4, align 8, !dbg !726
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 0) #3, !dbg !727, !srcloc !584
  ret void, !dbg !728
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal15pipeline_commitEv() #1 comdat !dbg !729 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE15pipeline_commitEv() #3, !dbg !730
  ret void, !dbg !731
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE15pipeline_commitEv() #1 comdat align 2 !dbg !732 {
  call void asm sideeffect "cp.async.commit_group;", ""() #3, !dbg !733, !srcloc !734
  ret void, !dbg !735
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj0EEEvv() #1 comdat !dbg !736 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj0EEEvv() #3, !dbg !737
  ret void, !dbg !738
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj1EEEvv() #1 comdat !dbg !739 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj1EEEvv() #3, !dbg !740
  ret void, !dbg !741
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj2EEEvv() #1 comdat !dbg !742 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj2EEEvv() #3, !dbg !743
  ret void, !dbg !744
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj3EEEvv() #1 comdat !dbg !745 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj3EEEvv() #3, !dbg !746
  ret void, !dbg !747
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj4EEEvv() #1 comdat !dbg !748 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj4EEEvv() #3, !dbg !749
  ret void, !dbg !750
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj5EEEvv() #1 comdat !dbg !751 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj5EEEvv() #3, !dbg !752
  ret void, !dbg !753
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj6EEEvv() #1 comdat !dbg !754 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj6EEEvv() #3, !dbg !755
  ret void, !dbg !756
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj7EEEvv() #1 comdat !dbg !757 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj7EEEvv() #3, !dbg !758
  ret void, !dbg !759
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj8EEEvv() #1 comdat !dbg !760 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj8EEEvv() #3, !dbg !761
  ret void, !dbg !762
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj0EEEvv() #1 comdat align 2 !dbg !763 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #3, !dbg !764, !srcloc !765
  ret void, !dbg !766
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj1EEEvv() #1 comdat align 2 !dbg !767 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 1) #3, !dbg !768, !srcloc !765
  ret void, !dbg !769
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj2EEEvv() #1 comdat align 2 !dbg !770 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 2) #3, !dbg !771, !srcloc !765
  ret void, !dbg !772
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj3EEEvv() #1 comdat align 2 !dbg !773 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 3) #3, !dbg !774, !srcloc !765
  ret void, !dbg !775
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj4EEEvv() #1 comdat align 2 !dbg !776 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 4) #3, !dbg !777, !srcloc !765
  ret void, !dbg !778
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj5EEEvv() #1 comdat align 2 !dbg !779 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 5) #3, !dbg !780, !srcloc !765
  ret void, !dbg !781
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj6EEEvv() #1 comdat align 2 !dbg !782 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 6) #3, !dbg !783, !srcloc !765
  ret void, !dbg !784
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj7EEEvv() #1 comdat align 2 !dbg !785 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 7) #3, !dbg !786, !srcloc !765
  ret void, !dbg !787
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj8EEEvv() #1 comdat align 2 !dbg !788 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 8) #3, !dbg !789, !srcloc !765
  ret void, !dbg !790
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

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
!7 = !DIFile(filename: "b-async-copy-race-003.cu", directory: ".")
!8 = !{ptr @b_cpasync_wait_nobarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_cpasync_wait_nobarrier", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 9, scope: !12)
!20 = !DILocation(line: 66, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!22 = distinct !DILocation(line: 14, column: 13, scope: !12)
!23 = !DILocation(line: 14, column: 24, scope: !12)
!24 = !DILocation(line: 14, column: 30, scope: !12)
!25 = !DILocation(line: 14, column: 28, scope: !12)
!26 = !DILocation(line: 14, column: 9, scope: !12)
!27 = !DILocation(line: 15, column: 32, scope: !12)
!28 = !DILocation(line: 15, column: 30, scope: !12)
!29 = !DILocation(line: 15, column: 37, scope: !12)
!30 = !DILocation(line: 15, column: 40, scope: !12)
!31 = !DILocation(line: 15, column: 5, scope: !12)
!32 = !DILocation(line: 16, column: 5, scope: !12)
!33 = !DILocation(line: 17, column: 5, scope: !12)
!34 = !DILocation(line: 19, column: 16, scope: !12)
!35 = !DILocation(line: 19, column: 14, scope: !12)
!36 = !DILocation(line: 19, column: 24, scope: !12)
!37 = !DILocation(line: 19, column: 26, scope: !12)
!38 = !DILocation(line: 19, column: 31, scope: !12)
!39 = !DILocation(line: 19, column: 21, scope: !12)
!40 = !DILocation(line: 19, column: 19, scope: !12)
!41 = !DILocation(line: 19, column: 5, scope: !12)
!42 = !DILocation(line: 19, column: 9, scope: !12)
!43 = !DILocation(line: 19, column: 12, scope: !12)
!44 = !DILocation(line: 20, column: 1, scope: !12)
!45 = distinct !DISubprogram(name: "__pipeline_memcpy_async", scope: !46, file: !46, line: 56, type: !13, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!46 = !DIFile(filename: "/usr/local/cuda/include/cuda_pipeline_primitives.h", directory: "")
!47 = !DILocation(line: 66, column: 13, scope: !45)
!48 = !DILocation(line: 66, column: 5, scope: !45)
!49 = !DILocation(line: 68, column: 17, scope: !45)
!50 = !DILocation(line: 68, column: 9, scope: !45)
!51 = !DILocation(line: 69, column: 83, scope: !45)
!52 = !DILocation(line: 69, column: 95, scope: !45)
!53 = !DILocation(line: 69, column: 18, scope: !45)
!54 = !DILocation(line: 69, column: 108, scope: !45)
!55 = !DILocation(line: 70, column: 83, scope: !45)
!56 = !DILocation(line: 70, column: 95, scope: !45)
!57 = !DILocation(line: 70, column: 18, scope: !45)
!58 = !DILocation(line: 70, column: 108, scope: !45)
!59 = !DILocation(line: 71, column: 83, scope: !45)
!60 = !DILocation(line: 71, column: 95, scope: !45)
!61 = !DILocation(line: 71, column: 18, scope: !45)
!62 = !DILocation(line: 71, column: 108, scope: !45)
!63 = !DILocation(line: 72, column: 83, scope: !45)
!64 = !DILocation(line: 72, column: 95, scope: !45)
!65 = !DILocation(line: 72, column: 18, scope: !45)
!66 = !DILocation(line: 72, column: 108, scope: !45)
!67 = !DILocation(line: 73, column: 83, scope: !45)
!68 = !DILocation(line: 73, column: 95, scope: !45)
!69 = !DILocation(line: 73, column: 18, scope: !45)
!70 = !DILocation(line: 73, column: 108, scope: !45)
!71 = !DILocation(line: 74, column: 83, scope: !45)
!72 = !DILocation(line: 74, column: 95, scope: !45)
!73 = !DILocation(line: 74, column: 18, scope: !45)
!74 = !DILocation(line: 74, column: 108, scope: !45)
!75 = !DILocation(line: 75, column: 83, scope: !45)
!76 = !DILocation(line: 75, column: 95, scope: !45)
!77 = !DILocation(line: 75, column: 18, scope: !45)
!78 = !DILocation(line: 75, column: 108, scope: !45)
!79 = !DILocation(line: 76, column: 83, scope: !45)
!80 = !DILocation(line: 76, column: 95, scope: !45)
!81 = !DILocation(line: 76, column: 18, scope: !45)
!82 = !DILocation(line: 76, column: 108, scope: !45)
!83 = !DILocation(line: 77, column: 83, scope: !45)
!84 = !DILocation(line: 77, column: 95, scope: !45)
!85 = !DILocation(line: 77, column: 18, scope: !45)
!86 = !DILocation(line: 77, column: 108, scope: !45)
!87 = !DILocation(line: 78, column: 83, scope: !45)
!88 = !DILocation(line: 78, column: 95, scope: !45)
!89 = !DILocation(line: 78, column: 18, scope: !45)
!90 = !DILocation(line: 78, column: 108, scope: !45)
!91 = !DILocation(line: 79, column: 83, scope: !45)
!92 = !DILocation(line: 79, column: 95, scope: !45)
!93 = !DILocation(line: 79, column: 18, scope: !45)
!94 = !DILocation(line: 79, column: 108, scope: !45)
!95 = !DILocation(line: 80, column: 83, scope: !45)
!96 = !DILocation(line: 80, column: 95, scope: !45)
!97 = !DILocation(line: 80, column: 18, scope: !45)
!98 = !DILocation(line: 80, column: 108, scope: !45)
!99 = !DILocation(line: 81, column: 83, scope: !45)
!100 = !DILocation(line: 81, column: 95, scope: !45)
!101 = !DILocation(line: 81, column: 18, scope: !45)
!102 = !DILocation(line: 81, column: 108, scope: !45)
!103 = !DILocation(line: 82, column: 83, scope: !45)
!104 = !DILocation(line: 82, column: 95, scope: !45)
!105 = !DILocation(line: 82, column: 18, scope: !45)
!106 = !DILocation(line: 82, column: 108, scope: !45)
!107 = !DILocation(line: 83, column: 83, scope: !45)
!108 = !DILocation(line: 83, column: 95, scope: !45)
!109 = !DILocation(line: 83, column: 18, scope: !45)
!110 = !DILocation(line: 83, column: 108, scope: !45)
!111 = !DILocation(line: 84, column: 83, scope: !45)
!112 = !DILocation(line: 84, column: 95, scope: !45)
!113 = !DILocation(line: 84, column: 18, scope: !45)
!114 = !DILocation(line: 84, column: 108, scope: !45)
!115 = !DILocation(line: 85, column: 83, scope: !45)
!116 = !DILocation(line: 85, column: 95, scope: !45)
!117 = !DILocation(line: 85, column: 18, scope: !45)
!118 = !DILocation(line: 85, column: 108, scope: !45)
!119 = !DILocation(line: 531, column: 32, scope: !120, inlinedAt: !122)
!120 = distinct !DISubprogram(name: "__trap", scope: !121, file: !121, line: 531, type: !13, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!121 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!122 = distinct !DILocation(line: 86, column: 18, scope: !45)
!123 = !{i64 4815950}
!124 = !DILocation(line: 86, column: 108, scope: !45)
!125 = !DILocation(line: 89, column: 17, scope: !45)
!126 = !DILocation(line: 89, column: 9, scope: !45)
!127 = !DILocation(line: 90, column: 83, scope: !45)
!128 = !DILocation(line: 90, column: 95, scope: !45)
!129 = !DILocation(line: 90, column: 18, scope: !45)
!130 = !DILocation(line: 90, column: 108, scope: !45)
!131 = !DILocation(line: 91, column: 83, scope: !45)
!132 = !DILocation(line: 91, column: 95, scope: !45)
!133 = !DILocation(line: 91, column: 18, scope: !45)
!134 = !DILocation(line: 91, column: 108, scope: !45)
!135 = !DILocation(line: 92, column: 83, scope: !45)
!136 = !DILocation(line: 92, column: 95, scope: !45)
!137 = !DILocation(line: 92, column: 18, scope: !45)
!138 = !DILocation(line: 92, column: 108, scope: !45)
!139 = !DILocation(line: 93, column: 83, scope: !45)
!140 = !DILocation(line: 93, column: 95, scope: !45)
!141 = !DILocation(line: 93, column: 18, scope: !45)
!142 = !DILocation(line: 93, column: 108, scope: !45)
!143 = !DILocation(line: 94, column: 83, scope: !45)
!144 = !DILocation(line: 94, column: 95, scope: !45)
!145 = !DILocation(line: 94, column: 18, scope: !45)
!146 = !DILocation(line: 94, column: 108, scope: !45)
!147 = !DILocation(line: 95, column: 83, scope: !45)
!148 = !DILocation(line: 95, column: 95, scope: !45)
!149 = !DILocation(line: 95, column: 18, scope: !45)
!150 = !DILocation(line: 95, column: 108, scope: !45)
!151 = !DILocation(line: 96, column: 83, scope: !45)
!152 = !DILocation(line: 96, column: 95, scope: !45)
!153 = !DILocation(line: 96, column: 18, scope: !45)
!154 = !DILocation(line: 96, column: 108, scope: !45)
!155 = !DILocation(line: 97, column: 83, scope: !45)
!156 = !DILocation(line: 97, column: 95, scope: !45)
!157 = !DILocation(line: 97, column: 18, scope: !45)
!158 = !DILocation(line: 97, column: 108, scope: !45)
!159 = !DILocation(line: 98, column: 83, scope: !45)
!160 = !DILocation(line: 98, column: 95, scope: !45)
!161 = !DILocation(line: 98, column: 18, scope: !45)
!162 = !DILocation(line: 98, column: 108, scope: !45)
!163 = !DILocation(line: 531, column: 32, scope: !120, inlinedAt: !164)
!164 = distinct !DILocation(line: 99, column: 18, scope: !45)
!165 = !DILocation(line: 99, column: 108, scope: !45)
!166 = !DILocation(line: 102, column: 17, scope: !45)
!167 = !DILocation(line: 102, column: 9, scope: !45)
!168 = !DILocation(line: 103, column: 83, scope: !45)
!169 = !DILocation(line: 103, column: 95, scope: !45)
!170 = !DILocation(line: 103, column: 18, scope: !45)
!171 = !DILocation(line: 103, column: 108, scope: !45)
!172 = !DILocation(line: 104, column: 83, scope: !45)
!173 = !DILocation(line: 104, column: 95, scope: !45)
!174 = !DILocation(line: 104, column: 18, scope: !45)
!175 = !DILocation(line: 104, column: 108, scope: !45)
!176 = !DILocation(line: 105, column: 83, scope: !45)
!177 = !DILocation(line: 105, column: 95, scope: !45)
!178 = !DILocation(line: 105, column: 18, scope: !45)
!179 = !DILocation(line: 105, column: 108, scope: !45)
!180 = !DILocation(line: 106, column: 83, scope: !45)
!181 = !DILocation(line: 106, column: 95, scope: !45)
!182 = !DILocation(line: 106, column: 18, scope: !45)
!183 = !DILocation(line: 106, column: 108, scope: !45)
!184 = !DILocation(line: 107, column: 83, scope: !45)
!185 = !DILocation(line: 107, column: 95, scope: !45)
!186 = !DILocation(line: 107, column: 18, scope: !45)
!187 = !DILocation(line: 107, column: 108, scope: !45)
!188 = !DILocation(line: 531, column: 32, scope: !120, inlinedAt: !189)
!189 = distinct !DILocation(line: 108, column: 18, scope: !45)
!190 = !DILocation(line: 108, column: 108, scope: !45)
!191 = !DILocation(line: 531, column: 32, scope: !120, inlinedAt: !192)
!192 = distinct !DILocation(line: 111, column: 9, scope: !45)
!193 = !DILocation(line: 112, column: 9, scope: !45)
!194 = !DILocation(line: 114, column: 1, scope: !45)
!195 = distinct !DISubprogram(name: "__pipeline_commit", scope: !46, file: !46, line: 117, type: !13, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!196 = !DILocation(line: 119, column: 5, scope: !195)
!197 = !DILocation(line: 120, column: 1, scope: !195)
!198 = distinct !DISubprogram(name: "__pipeline_wait_prior", scope: !46, file: !46, line: 123, type: !13, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!199 = !DILocation(line: 125, column: 13, scope: !198)
!200 = !DILocation(line: 125, column: 5, scope: !198)
!201 = !DILocation(line: 126, column: 15, scope: !198)
!202 = !DILocation(line: 126, column: 76, scope: !198)
!203 = !DILocation(line: 127, column: 15, scope: !198)
!204 = !DILocation(line: 127, column: 76, scope: !198)
!205 = !DILocation(line: 128, column: 15, scope: !198)
!206 = !DILocation(line: 128, column: 76, scope: !198)
!207 = !DILocation(line: 129, column: 15, scope: !198)
!208 = !DILocation(line: 129, column: 76, scope: !198)
!209 = !DILocation(line: 130, column: 15, scope: !198)
!210 = !DILocation(line: 130, column: 76, scope: !198)
!211 = !DILocation(line: 131, column: 15, scope: !198)
!212 = !DILocation(line: 131, column: 76, scope: !198)
!213 = !DILocation(line: 132, column: 15, scope: !198)
!214 = !DILocation(line: 132, column: 76, scope: !198)
!215 = !DILocation(line: 133, column: 15, scope: !198)
!216 = !DILocation(line: 133, column: 76, scope: !198)
!217 = !DILocation(line: 134, column: 15, scope: !198)
!218 = !DILocation(line: 134, column: 76, scope: !198)
!219 = !DILocation(line: 136, column: 1, scope: !198)
!220 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 16UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!221 = !DIFile(filename: "/usr/local/cuda/include/cuda_pipeline_helpers.h", directory: "")
!222 = !DILocation(line: 292, column: 103, scope: !220)
!223 = !DILocation(line: 292, column: 108, scope: !220)
!224 = !DILocation(line: 292, column: 5, scope: !220)
!225 = !DILocation(line: 293, column: 1, scope: !220)
!226 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 15UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!227 = !DILocation(line: 292, column: 103, scope: !226)
!228 = !DILocation(line: 292, column: 108, scope: !226)
!229 = !DILocation(line: 292, column: 5, scope: !226)
!230 = !DILocation(line: 293, column: 1, scope: !226)
!231 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 14UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!232 = !DILocation(line: 292, column: 103, scope: !231)
!233 = !DILocation(line: 292, column: 108, scope: !231)
!234 = !DILocation(line: 292, column: 5, scope: !231)
!235 = !DILocation(line: 293, column: 1, scope: !231)
!236 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 13UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!237 = !DILocation(line: 292, column: 103, scope: !236)
!238 = !DILocation(line: 292, column: 108, scope: !236)
!239 = !DILocation(line: 292, column: 5, scope: !236)
!240 = !DILocation(line: 293, column: 1, scope: !236)
!241 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 12UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!242 = !DILocation(line: 292, column: 103, scope: !241)
!243 = !DILocation(line: 292, column: 108, scope: !241)
!244 = !DILocation(line: 292, column: 5, scope: !241)
!245 = !DILocation(line: 293, column: 1, scope: !241)
!246 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 11UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!247 = !DILocation(line: 292, column: 103, scope: !246)
!248 = !DILocation(line: 292, column: 108, scope: !246)
!249 = !DILocation(line: 292, column: 5, scope: !246)
!250 = !DILocation(line: 293, column: 1, scope: !246)
!251 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 10UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!252 = !DILocation(line: 292, column: 103, scope: !251)
!253 = !DILocation(line: 292, column: 108, scope: !251)
!254 = !DILocation(line: 292, column: 5, scope: !251)
!255 = !DILocation(line: 293, column: 1, scope: !251)
!256 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 9UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!257 = !DILocation(line: 292, column: 103, scope: !256)
!258 = !DILocation(line: 292, column: 108, scope: !256)
!259 = !DILocation(line: 292, column: 5, scope: !256)
!260 = !DILocation(line: 293, column: 1, scope: !256)
!261 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 8UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!262 = !DILocation(line: 292, column: 103, scope: !261)
!263 = !DILocation(line: 292, column: 108, scope: !261)
!264 = !DILocation(line: 292, column: 5, scope: !261)
!265 = !DILocation(line: 293, column: 1, scope: !261)
!266 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 7UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!267 = !DILocation(line: 292, column: 103, scope: !266)
!268 = !DILocation(line: 292, column: 108, scope: !266)
!269 = !DILocation(line: 292, column: 5, scope: !266)
!270 = !DILocation(line: 293, column: 1, scope: !266)
!271 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 6UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!272 = !DILocation(line: 292, column: 103, scope: !271)
!273 = !DILocation(line: 292, column: 108, scope: !271)
!274 = !DILocation(line: 292, column: 5, scope: !271)
!275 = !DILocation(line: 293, column: 1, scope: !271)
!276 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 5UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!277 = !DILocation(line: 292, column: 103, scope: !276)
!278 = !DILocation(line: 292, column: 108, scope: !276)
!279 = !DILocation(line: 292, column: 5, scope: !276)
!280 = !DILocation(line: 293, column: 1, scope: !276)
!281 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 4UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!282 = !DILocation(line: 292, column: 103, scope: !281)
!283 = !DILocation(line: 292, column: 108, scope: !281)
!284 = !DILocation(line: 292, column: 5, scope: !281)
!285 = !DILocation(line: 293, column: 1, scope: !281)
!286 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 3UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!287 = !DILocation(line: 292, column: 103, scope: !286)
!288 = !DILocation(line: 292, column: 108, scope: !286)
!289 = !DILocation(line: 292, column: 5, scope: !286)
!290 = !DILocation(line: 293, column: 1, scope: !286)
!291 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 2UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!292 = !DILocation(line: 292, column: 103, scope: !291)
!293 = !DILocation(line: 292, column: 108, scope: !291)
!294 = !DILocation(line: 292, column: 5, scope: !291)
!295 = !DILocation(line: 293, column: 1, scope: !291)
!296 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 1UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!297 = !DILocation(line: 292, column: 103, scope: !296)
!298 = !DILocation(line: 292, column: 108, scope: !296)
!299 = !DILocation(line: 292, column: 5, scope: !296)
!300 = !DILocation(line: 293, column: 1, scope: !296)
!301 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 0UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!302 = !DILocation(line: 292, column: 103, scope: !301)
!303 = !DILocation(line: 292, column: 108, scope: !301)
!304 = !DILocation(line: 292, column: 5, scope: !301)
!305 = !DILocation(line: 293, column: 1, scope: !301)
!306 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 8UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!307 = !DILocation(line: 292, column: 103, scope: !306)
!308 = !DILocation(line: 292, column: 108, scope: !306)
!309 = !DILocation(line: 292, column: 5, scope: !306)
!310 = !DILocation(line: 293, column: 1, scope: !306)
!311 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 7UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!312 = !DILocation(line: 292, column: 103, scope: !311)
!313 = !DILocation(line: 292, column: 108, scope: !311)
!314 = !DILocation(line: 292, column: 5, scope: !311)
!315 = !DILocation(line: 293, column: 1, scope: !311)
!316 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 6UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!317 = !DILocation(line: 292, column: 103, scope: !316)
!318 = !DILocation(line: 292, column: 108, scope: !316)
!319 = !DILocation(line: 292, column: 5, scope: !316)
!320 = !DILocation(line: 293, column: 1, scope: !316)
!321 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 5UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!322 = !DILocation(line: 292, column: 103, scope: !321)
!323 = !DILocation(line: 292, column: 108, scope: !321)
!324 = !DILocation(line: 292, column: 5, scope: !321)
!325 = !DILocation(line: 293, column: 1, scope: !321)
!326 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 4UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!327 = !DILocation(line: 292, column: 103, scope: !326)
!328 = !DILocation(line: 292, column: 108, scope: !326)
!329 = !DILocation(line: 292, column: 5, scope: !326)
!330 = !DILocation(line: 293, column: 1, scope: !326)
!331 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 3UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!332 = !DILocation(line: 292, column: 103, scope: !331)
!333 = !DILocation(line: 292, column: 108, scope: !331)
!334 = !DILocation(line: 292, column: 5, scope: !331)
!335 = !DILocation(line: 293, column: 1, scope: !331)
!336 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 2UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!337 = !DILocation(line: 292, column: 103, scope: !336)
!338 = !DILocation(line: 292, column: 108, scope: !336)
!339 = !DILocation(line: 292, column: 5, scope: !336)
!340 = !DILocation(line: 293, column: 1, scope: !336)
!341 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 1UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!342 = !DILocation(line: 292, column: 103, scope: !341)
!343 = !DILocation(line: 292, column: 108, scope: !341)
!344 = !DILocation(line: 292, column: 5, scope: !341)
!345 = !DILocation(line: 293, column: 1, scope: !341)
!346 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 0UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!347 = !DILocation(line: 292, column: 103, scope: !346)
!348 = !DILocation(line: 292, column: 108, scope: !346)
!349 = !DILocation(line: 292, column: 5, scope: !346)
!350 = !DILocation(line: 293, column: 1, scope: !346)
!351 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 4UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!352 = !DILocation(line: 292, column: 103, scope: !351)
!353 = !DILocation(line: 292, column: 108, scope: !351)
!354 = !DILocation(line: 292, column: 5, scope: !351)
!355 = !DILocation(line: 293, column: 1, scope: !351)
!356 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 3UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!357 = !DILocation(line: 292, column: 103, scope: !356)
!358 = !DILocation(line: 292, column: 108, scope: !356)
!359 = !DILocation(line: 292, column: 5, scope: !356)
!360 = !DILocation(line: 293, column: 1, scope: !356)
!361 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 2UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!362 = !DILocation(line: 292, column: 103, scope: !361)
!363 = !DILocation(line: 292, column: 108, scope: !361)
!364 = !DILocation(line: 292, column: 5, scope: !361)
!365 = !DILocation(line: 293, column: 1, scope: !361)
!366 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 1UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!367 = !DILocation(line: 292, column: 103, scope: !366)
!368 = !DILocation(line: 292, column: 108, scope: !366)
!369 = !DILocation(line: 292, column: 5, scope: !366)
!370 = !DILocation(line: 293, column: 1, scope: !366)
!371 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 0UL>", scope: !221, file: !221, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!372 = !DILocation(line: 292, column: 103, scope: !371)
!373 = !DILocation(line: 292, column: 108, scope: !371)
!374 = !DILocation(line: 292, column: 5, scope: !371)
!375 = !DILocation(line: 293, column: 1, scope: !371)
!376 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 16UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!377 = !DILocation(line: 219, column: 56, scope: !376)
!378 = !DILocation(line: 219, column: 61, scope: !376)
!379 = !DILocation(line: 219, column: 9, scope: !376)
!380 = !DILocation(line: 220, column: 5, scope: !376)
!381 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!382 = !DILocation(line: 203, column: 47, scope: !381)
!383 = !DILocation(line: 203, column: 23, scope: !381)
!384 = !DILocation(line: 203, column: 88, scope: !381)
!385 = !DILocation(line: 201, column: 13, scope: !381)
!386 = !{i64 6240389}
!387 = !DILocation(line: 205, column: 9, scope: !381)
!388 = distinct !DISubprogram(name: "__nvvm_get_smem_pointer", scope: !389, file: !389, line: 510, type: !13, scopeLine: 510, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!389 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!390 = !DILocation(line: 511, column: 43, scope: !388)
!391 = !DILocation(line: 511, column: 10, scope: !388)
!392 = !DILocation(line: 511, column: 3, scope: !388)
!393 = distinct !DISubprogram(name: "__nv_cvta_generic_to_shared_impl", scope: !389, file: !389, line: 489, type: !13, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!394 = !DILocation(line: 490, column: 60, scope: !393)
!395 = !DILocation(line: 490, column: 18, scope: !393)
!396 = !DILocation(line: 490, column: 10, scope: !393)
!397 = !DILocation(line: 490, column: 3, scope: !393)
!398 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 15UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!399 = !DILocation(line: 219, column: 56, scope: !398)
!400 = !DILocation(line: 219, column: 61, scope: !398)
!401 = !DILocation(line: 219, column: 9, scope: !398)
!402 = !DILocation(line: 220, column: 5, scope: !398)
!403 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!404 = !DILocation(line: 203, column: 47, scope: !403)
!405 = !DILocation(line: 203, column: 23, scope: !403)
!406 = !DILocation(line: 203, column: 88, scope: !403)
!407 = !DILocation(line: 201, column: 13, scope: !403)
!408 = !DILocation(line: 205, column: 9, scope: !403)
!409 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 14UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!410 = !DILocation(line: 219, column: 56, scope: !409)
!411 = !DILocation(line: 219, column: 61, scope: !409)
!412 = !DILocation(line: 219, column: 9, scope: !409)
!413 = !DILocation(line: 220, column: 5, scope: !409)
!414 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!415 = !DILocation(line: 203, column: 47, scope: !414)
!416 = !DILocation(line: 203, column: 23, scope: !414)
!417 = !DILocation(line: 203, column: 88, scope: !414)
!418 = !DILocation(line: 201, column: 13, scope: !414)
!419 = !DILocation(line: 205, column: 9, scope: !414)
!420 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 13UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!421 = !DILocation(line: 219, column: 56, scope: !420)
!422 = !DILocation(line: 219, column: 61, scope: !420)
!423 = !DILocation(line: 219, column: 9, scope: !420)
!424 = !DILocation(line: 220, column: 5, scope: !420)
!425 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!426 = !DILocation(line: 203, column: 47, scope: !425)
!427 = !DILocation(line: 203, column: 23, scope: !425)
!428 = !DILocation(line: 203, column: 88, scope: !425)
!429 = !DILocation(line: 201, column: 13, scope: !425)
!430 = !DILocation(line: 205, column: 9, scope: !425)
!431 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 12UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!432 = !DILocation(line: 219, column: 56, scope: !431)
!433 = !DILocation(line: 219, column: 61, scope: !431)
!434 = !DILocation(line: 219, column: 9, scope: !431)
!435 = !DILocation(line: 220, column: 5, scope: !431)
!436 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!437 = !DILocation(line: 203, column: 47, scope: !436)
!438 = !DILocation(line: 203, column: 23, scope: !436)
!439 = !DILocation(line: 203, column: 88, scope: !436)
!440 = !DILocation(line: 201, column: 13, scope: !436)
!441 = !DILocation(line: 205, column: 9, scope: !436)
!442 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 11UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!443 = !DILocation(line: 219, column: 56, scope: !442)
!444 = !DILocation(line: 219, column: 61, scope: !442)
!445 = !DILocation(line: 219, column: 9, scope: !442)
!446 = !DILocation(line: 220, column: 5, scope: !442)
!447 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!448 = !DILocation(line: 203, column: 47, scope: !447)
!449 = !DILocation(line: 203, column: 23, scope: !447)
!450 = !DILocation(line: 203, column: 88, scope: !447)
!451 = !DILocation(line: 201, column: 13, scope: !447)
!452 = !DILocation(line: 205, column: 9, scope: !447)
!453 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 10UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!454 = !DILocation(line: 219, column: 56, scope: !453)
!455 = !DILocation(line: 219, column: 61, scope: !453)
!456 = !DILocation(line: 219, column: 9, scope: !453)
!457 = !DILocation(line: 220, column: 5, scope: !453)
!458 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!459 = !DILocation(line: 203, column: 47, scope: !458)
!460 = !DILocation(line: 203, column: 23, scope: !458)
!461 = !DILocation(line: 203, column: 88, scope: !458)
!462 = !DILocation(line: 201, column: 13, scope: !458)
!463 = !DILocation(line: 205, column: 9, scope: !458)
!464 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 9UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!465 = !DILocation(line: 219, column: 56, scope: !464)
!466 = !DILocation(line: 219, column: 61, scope: !464)
!467 = !DILocation(line: 219, column: 9, scope: !464)
!468 = !DILocation(line: 220, column: 5, scope: !464)
!469 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!470 = !DILocation(line: 203, column: 47, scope: !469)
!471 = !DILocation(line: 203, column: 23, scope: !469)
!472 = !DILocation(line: 203, column: 88, scope: !469)
!473 = !DILocation(line: 201, column: 13, scope: !469)
!474 = !DILocation(line: 205, column: 9, scope: !469)
!475 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 8UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!476 = !DILocation(line: 219, column: 56, scope: !475)
!477 = !DILocation(line: 219, column: 61, scope: !475)
!478 = !DILocation(line: 219, column: 9, scope: !475)
!479 = !DILocation(line: 220, column: 5, scope: !475)
!480 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!481 = !DILocation(line: 203, column: 47, scope: !480)
!482 = !DILocation(line: 203, column: 23, scope: !480)
!483 = !DILocation(line: 203, column: 88, scope: !480)
!484 = !DILocation(line: 201, column: 13, scope: !480)
!485 = !DILocation(line: 205, column: 9, scope: !480)
!486 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 7UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!487 = !DILocation(line: 219, column: 56, scope: !486)
!488 = !DILocation(line: 219, column: 61, scope: !486)
!489 = !DILocation(line: 219, column: 9, scope: !486)
!490 = !DILocation(line: 220, column: 5, scope: !486)
!491 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!492 = !DILocation(line: 203, column: 47, scope: !491)
!493 = !DILocation(line: 203, column: 23, scope: !491)
!494 = !DILocation(line: 203, column: 88, scope: !491)
!495 = !DILocation(line: 201, column: 13, scope: !491)
!496 = !DILocation(line: 205, column: 9, scope: !491)
!497 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 6UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!498 = !DILocation(line: 219, column: 56, scope: !497)
!499 = !DILocation(line: 219, column: 61, scope: !497)
!500 = !DILocation(line: 219, column: 9, scope: !497)
!501 = !DILocation(line: 220, column: 5, scope: !497)
!502 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!503 = !DILocation(line: 203, column: 47, scope: !502)
!504 = !DILocation(line: 203, column: 23, scope: !502)
!505 = !DILocation(line: 203, column: 88, scope: !502)
!506 = !DILocation(line: 201, column: 13, scope: !502)
!507 = !DILocation(line: 205, column: 9, scope: !502)
!508 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 5UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!509 = !DILocation(line: 219, column: 56, scope: !508)
!510 = !DILocation(line: 219, column: 61, scope: !508)
!511 = !DILocation(line: 219, column: 9, scope: !508)
!512 = !DILocation(line: 220, column: 5, scope: !508)
!513 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!514 = !DILocation(line: 203, column: 47, scope: !513)
!515 = !DILocation(line: 203, column: 23, scope: !513)
!516 = !DILocation(line: 203, column: 88, scope: !513)
!517 = !DILocation(line: 201, column: 13, scope: !513)
!518 = !DILocation(line: 205, column: 9, scope: !513)
!519 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 4UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!520 = !DILocation(line: 219, column: 56, scope: !519)
!521 = !DILocation(line: 219, column: 61, scope: !519)
!522 = !DILocation(line: 219, column: 9, scope: !519)
!523 = !DILocation(line: 220, column: 5, scope: !519)
!524 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!525 = !DILocation(line: 203, column: 47, scope: !524)
!526 = !DILocation(line: 203, column: 23, scope: !524)
!527 = !DILocation(line: 203, column: 88, scope: !524)
!528 = !DILocation(line: 201, column: 13, scope: !524)
!529 = !DILocation(line: 205, column: 9, scope: !524)
!530 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 3UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!531 = !DILocation(line: 219, column: 56, scope: !530)
!532 = !DILocation(line: 219, column: 61, scope: !530)
!533 = !DILocation(line: 219, column: 9, scope: !530)
!534 = !DILocation(line: 220, column: 5, scope: !530)
!535 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!536 = !DILocation(line: 203, column: 47, scope: !535)
!537 = !DILocation(line: 203, column: 23, scope: !535)
!538 = !DILocation(line: 203, column: 88, scope: !535)
!539 = !DILocation(line: 201, column: 13, scope: !535)
!540 = !DILocation(line: 205, column: 9, scope: !535)
!541 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 2UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!542 = !DILocation(line: 219, column: 56, scope: !541)
!543 = !DILocation(line: 219, column: 61, scope: !541)
!544 = !DILocation(line: 219, column: 9, scope: !541)
!545 = !DILocation(line: 220, column: 5, scope: !541)
!546 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!547 = !DILocation(line: 203, column: 47, scope: !546)
!548 = !DILocation(line: 203, column: 23, scope: !546)
!549 = !DILocation(line: 203, column: 88, scope: !546)
!550 = !DILocation(line: 201, column: 13, scope: !546)
!551 = !DILocation(line: 205, column: 9, scope: !546)
!552 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 1UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!553 = !DILocation(line: 219, column: 56, scope: !552)
!554 = !DILocation(line: 219, column: 61, scope: !552)
!555 = !DILocation(line: 219, column: 9, scope: !552)
!556 = !DILocation(line: 220, column: 5, scope: !552)
!557 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!558 = !DILocation(line: 203, column: 47, scope: !557)
!559 = !DILocation(line: 203, column: 23, scope: !557)
!560 = !DILocation(line: 203, column: 88, scope: !557)
!561 = !DILocation(line: 201, column: 13, scope: !557)
!562 = !DILocation(line: 205, column: 9, scope: !557)
!563 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 0UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!564 = !DILocation(line: 219, column: 56, scope: !563)
!565 = !DILocation(line: 219, column: 61, scope: !563)
!566 = !DILocation(line: 219, column: 9, scope: !563)
!567 = !DILocation(line: 220, column: 5, scope: !563)
!568 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!569 = !DILocation(line: 203, column: 47, scope: !568)
!570 = !DILocation(line: 203, column: 23, scope: !568)
!571 = !DILocation(line: 203, column: 88, scope: !568)
!572 = !DILocation(line: 201, column: 13, scope: !568)
!573 = !DILocation(line: 205, column: 9, scope: !568)
!574 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 8UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!575 = !DILocation(line: 219, column: 56, scope: !574)
!576 = !DILocation(line: 219, column: 61, scope: !574)
!577 = !DILocation(line: 219, column: 9, scope: !574)
!578 = !DILocation(line: 220, column: 5, scope: !574)
!579 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!580 = !DILocation(line: 190, column: 47, scope: !579)
!581 = !DILocation(line: 190, column: 23, scope: !579)
!582 = !DILocation(line: 190, column: 88, scope: !579)
!583 = !DILocation(line: 188, column: 13, scope: !579)
!584 = !{i64 6239906}
!585 = !DILocation(line: 193, column: 9, scope: !579)
!586 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 7UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!587 = !DILocation(line: 219, column: 56, scope: !586)
!588 = !DILocation(line: 219, column: 61, scope: !586)
!589 = !DILocation(line: 219, column: 9, scope: !586)
!590 = !DILocation(line: 220, column: 5, scope: !586)
!591 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!592 = !DILocation(line: 190, column: 47, scope: !591)
!593 = !DILocation(line: 190, column: 23, scope: !591)
!594 = !DILocation(line: 190, column: 88, scope: !591)
!595 = !DILocation(line: 188, column: 13, scope: !591)
!596 = !DILocation(line: 193, column: 9, scope: !591)
!597 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 6UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!598 = !DILocation(line: 219, column: 56, scope: !597)
!599 = !DILocation(line: 219, column: 61, scope: !597)
!600 = !DILocation(line: 219, column: 9, scope: !597)
!601 = !DILocation(line: 220, column: 5, scope: !597)
!602 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!603 = !DILocation(line: 190, column: 47, scope: !602)
!604 = !DILocation(line: 190, column: 23, scope: !602)
!605 = !DILocation(line: 190, column: 88, scope: !602)
!606 = !DILocation(line: 188, column: 13, scope: !602)
!607 = !DILocation(line: 193, column: 9, scope: !602)
!608 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 5UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!609 = !DILocation(line: 219, column: 56, scope: !608)
!610 = !DILocation(line: 219, column: 61, scope: !608)
!611 = !DILocation(line: 219, column: 9, scope: !608)
!612 = !DILocation(line: 220, column: 5, scope: !608)
!613 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!614 = !DILocation(line: 190, column: 47, scope: !613)
!615 = !DILocation(line: 190, column: 23, scope: !613)
!616 = !DILocation(line: 190, column: 88, scope: !613)
!617 = !DILocation(line: 188, column: 13, scope: !613)
!618 = !DILocation(line: 193, column: 9, scope: !613)
!619 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 4UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!620 = !DILocation(line: 219, column: 56, scope: !619)
!621 = !DILocation(line: 219, column: 61, scope: !619)
!622 = !DILocation(line: 219, column: 9, scope: !619)
!623 = !DILocation(line: 220, column: 5, scope: !619)
!624 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!625 = !DILocation(line: 190, column: 47, scope: !624)
!626 = !DILocation(line: 190, column: 23, scope: !624)
!627 = !DILocation(line: 190, column: 88, scope: !624)
!628 = !DILocation(line: 188, column: 13, scope: !624)
!629 = !DILocation(line: 193, column: 9, scope: !624)
!630 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 3UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!631 = !DILocation(line: 219, column: 56, scope: !630)
!632 = !DILocation(line: 219, column: 61, scope: !630)
!633 = !DILocation(line: 219, column: 9, scope: !630)
!634 = !DILocation(line: 220, column: 5, scope: !630)
!635 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!636 = !DILocation(line: 190, column: 47, scope: !635)
!637 = !DILocation(line: 190, column: 23, scope: !635)
!638 = !DILocation(line: 190, column: 88, scope: !635)
!639 = !DILocation(line: 188, column: 13, scope: !635)
!640 = !DILocation(line: 193, column: 9, scope: !635)
!641 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 2UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!642 = !DILocation(line: 219, column: 56, scope: !641)
!643 = !DILocation(line: 219, column: 61, scope: !641)
!644 = !DILocation(line: 219, column: 9, scope: !641)
!645 = !DILocation(line: 220, column: 5, scope: !641)
!646 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!647 = !DILocation(line: 190, column: 47, scope: !646)
!648 = !DILocation(line: 190, column: 23, scope: !646)
!649 = !DILocation(line: 190, column: 88, scope: !646)
!650 = !DILocation(line: 188, column: 13, scope: !646)
!651 = !DILocation(line: 193, column: 9, scope: !646)
!652 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 1UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!653 = !DILocation(line: 219, column: 56, scope: !652)
!654 = !DILocation(line: 219, column: 61, scope: !652)
!655 = !DILocation(line: 219, column: 9, scope: !652)
!656 = !DILocation(line: 220, column: 5, scope: !652)
!657 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!658 = !DILocation(line: 190, column: 47, scope: !657)
!659 = !DILocation(line: 190, column: 23, scope: !657)
!660 = !DILocation(line: 190, column: 88, scope: !657)
!661 = !DILocation(line: 188, column: 13, scope: !657)
!662 = !DILocation(line: 193, column: 9, scope: !657)
!663 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 0UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!664 = !DILocation(line: 219, column: 56, scope: !663)
!665 = !DILocation(line: 219, column: 61, scope: !663)
!666 = !DILocation(line: 219, column: 9, scope: !663)
!667 = !DILocation(line: 220, column: 5, scope: !663)
!668 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!669 = !DILocation(line: 190, column: 47, scope: !668)
!670 = !DILocation(line: 190, column: 23, scope: !668)
!671 = !DILocation(line: 190, column: 88, scope: !668)
!672 = !DILocation(line: 188, column: 13, scope: !668)
!673 = !DILocation(line: 193, column: 9, scope: !668)
!674 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 4UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!675 = !DILocation(line: 219, column: 56, scope: !674)
!676 = !DILocation(line: 219, column: 61, scope: !674)
!677 = !DILocation(line: 219, column: 9, scope: !674)
!678 = !DILocation(line: 220, column: 5, scope: !674)
!679 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!680 = !DILocation(line: 190, column: 47, scope: !679)
!681 = !DILocation(line: 190, column: 23, scope: !679)
!682 = !DILocation(line: 190, column: 88, scope: !679)
!683 = !DILocation(line: 188, column: 13, scope: !679)
!684 = !DILocation(line: 193, column: 9, scope: !679)
!685 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 3UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!686 = !DILocation(line: 219, column: 56, scope: !685)
!687 = !DILocation(line: 219, column: 61, scope: !685)
!688 = !DILocation(line: 219, column: 9, scope: !685)
!689 = !DILocation(line: 220, column: 5, scope: !685)
!690 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!691 = !DILocation(line: 190, column: 47, scope: !690)
!692 = !DILocation(line: 190, column: 23, scope: !690)
!693 = !DILocation(line: 190, column: 88, scope: !690)
!694 = !DILocation(line: 188, column: 13, scope: !690)
!695 = !DILocation(line: 193, column: 9, scope: !690)
!696 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 2UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!697 = !DILocation(line: 219, column: 56, scope: !696)
!698 = !DILocation(line: 219, column: 61, scope: !696)
!699 = !DILocation(line: 219, column: 9, scope: !696)
!700 = !DILocation(line: 220, column: 5, scope: !696)
!701 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!702 = !DILocation(line: 190, column: 47, scope: !701)
!703 = !DILocation(line: 190, column: 23, scope: !701)
!704 = !DILocation(line: 190, column: 88, scope: !701)
!705 = !DILocation(line: 188, column: 13, scope: !701)
!706 = !DILocation(line: 193, column: 9, scope: !701)
!707 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 1UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!708 = !DILocation(line: 219, column: 56, scope: !707)
!709 = !DILocation(line: 219, column: 61, scope: !707)
!710 = !DILocation(line: 219, column: 9, scope: !707)
!711 = !DILocation(line: 220, column: 5, scope: !707)
!712 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!713 = !DILocation(line: 190, column: 47, scope: !712)
!714 = !DILocation(line: 190, column: 23, scope: !712)
!715 = !DILocation(line: 190, column: 88, scope: !712)
!716 = !DILocation(line: 188, column: 13, scope: !712)
!717 = !DILocation(line: 193, column: 9, scope: !712)
!718 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 0UL>", scope: !221, file: !221, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!719 = !DILocation(line: 219, column: 56, scope: !718)
!720 = !DILocation(line: 219, column: 61, scope: !718)
!721 = !DILocation(line: 219, column: 9, scope: !718)
!722 = !DILocation(line: 220, column: 5, scope: !718)
!723 = distinct !DISubprogram(name: "cp_async", scope: !221, file: !221, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!724 = !DILocation(line: 190, column: 47, scope: !723)
!725 = !DILocation(line: 190, column: 23, scope: !723)
!726 = !DILocation(line: 190, column: 88, scope: !723)
!727 = !DILocation(line: 188, column: 13, scope: !723)
!728 = !DILocation(line: 193, column: 9, scope: !723)
!729 = distinct !DISubprogram(name: "pipeline_commit", scope: !221, file: !221, line: 296, type: !13, scopeLine: 297, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!730 = !DILocation(line: 298, column: 5, scope: !729)
!731 = !DILocation(line: 299, column: 1, scope: !729)
!732 = distinct !DISubprogram(name: "pipeline_commit", scope: !221, file: !221, line: 223, type: !13, scopeLine: 224, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!733 = !DILocation(line: 225, column: 9, scope: !732)
!734 = !{i64 6241458}
!735 = !DILocation(line: 226, column: 5, scope: !732)
!736 = distinct !DISubprogram(name: "pipeline_wait_prior<0U>", scope: !221, file: !221, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!737 = !DILocation(line: 305, column: 5, scope: !736)
!738 = !DILocation(line: 306, column: 1, scope: !736)
!739 = distinct !DISubprogram(name: "pipeline_wait_prior<1U>", scope: !221, file: !221, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!740 = !DILocation(line: 305, column: 5, scope: !739)
!741 = !DILocation(line: 306, column: 1, scope: !739)
!742 = distinct !DISubprogram(name: "pipeline_wait_prior<2U>", scope: !221, file: !221, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!743 = !DILocation(line: 305, column: 5, scope: !742)
!744 = !DILocation(line: 306, column: 1, scope: !742)
!745 = distinct !DISubprogram(name: "pipeline_wait_prior<3U>", scope: !221, file: !221, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!746 = !DILocation(line: 305, column: 5, scope: !745)
!747 = !DILocation(line: 306, column: 1, scope: !745)
!748 = distinct !DISubprogram(name: "pipeline_wait_prior<4U>", scope: !221, file: !221, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!749 = !DILocation(line: 305, column: 5, scope: !748)
!750 = !DILocation(line: 306, column: 1, scope: !748)
!751 = distinct !DISubprogram(name: "pipeline_wait_prior<5U>", scope: !221, file: !221, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!752 = !DILocation(line: 305, column: 5, scope: !751)
!753 = !DILocation(line: 306, column: 1, scope: !751)
!754 = distinct !DISubprogram(name: "pipeline_wait_prior<6U>", scope: !221, file: !221, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!755 = !DILocation(line: 305, column: 5, scope: !754)
!756 = !DILocation(line: 306, column: 1, scope: !754)
!757 = distinct !DISubprogram(name: "pipeline_wait_prior<7U>", scope: !221, file: !221, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!758 = !DILocation(line: 305, column: 5, scope: !757)
!759 = !DILocation(line: 306, column: 1, scope: !757)
!760 = distinct !DISubprogram(name: "pipeline_wait_prior<8U>", scope: !221, file: !221, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!761 = !DILocation(line: 305, column: 5, scope: !760)
!762 = !DILocation(line: 306, column: 1, scope: !760)
!763 = distinct !DISubprogram(name: "pipeline_wait_prior<0U>", scope: !221, file: !221, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!764 = !DILocation(line: 232, column: 9, scope: !763)
!765 = !{i64 6241612}
!766 = !DILocation(line: 235, column: 5, scope: !763)
!767 = distinct !DISubprogram(name: "pipeline_wait_prior<1U>", scope: !221, file: !221, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!768 = !DILocation(line: 232, column: 9, scope: !767)
!769 = !DILocation(line: 235, column: 5, scope: !767)
!770 = distinct !DISubprogram(name: "pipeline_wait_prior<2U>", scope: !221, file: !221, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!771 = !DILocation(line: 232, column: 9, scope: !770)
!772 = !DILocation(line: 235, column: 5, scope: !770)
!773 = distinct !DISubprogram(name: "pipeline_wait_prior<3U>", scope: !221, file: !221, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!774 = !DILocation(line: 232, column: 9, scope: !773)
!775 = !DILocation(line: 235, column: 5, scope: !773)
!776 = distinct !DISubprogram(name: "pipeline_wait_prior<4U>", scope: !221, file: !221, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!777 = !DILocation(line: 232, column: 9, scope: !776)
!778 = !DILocation(line: 235, column: 5, scope: !776)
!779 = distinct !DISubprogram(name: "pipeline_wait_prior<5U>", scope: !221, file: !221, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!780 = !DILocation(line: 232, column: 9, scope: !779)
!781 = !DILocation(line: 235, column: 5, scope: !779)
!782 = distinct !DISubprogram(name: "pipeline_wait_prior<6U>", scope: !221, file: !221, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!783 = !DILocation(line: 232, column: 9, scope: !782)
!784 = !DILocation(line: 235, column: 5, scope: !782)
!785 = distinct !DISubprogram(name: "pipeline_wait_prior<7U>", scope: !221, file: !221, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!786 = !DILocation(line: 232, column: 9, scope: !785)
!787 = !DILocation(line: 235, column: 5, scope: !785)
!788 = distinct !DISubprogram(name: "pipeline_wait_prior<8U>", scope: !221, file: !221, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!789 = !DILocation(line: 232, column: 9, scope: !788)
!790 = !DILocation(line: 235, column: 5, scope: !788)
