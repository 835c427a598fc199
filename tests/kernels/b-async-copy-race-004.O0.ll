; ModuleID = 'b-async-copy-race-004.cu'
source_filename = "b-async-copy-race-004.cu"
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

@_ZZ22b_cpasync_wait_ownelemE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_cpasync_wait_ownelem(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
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
  %14 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_cpasync_wait_ownelemE1s to ptr), i64 0, i64 %13, !dbg !28
  %15 = load ptr, ptr %4, align 8, !dbg !29
  %16 = load i32, ptr %6, align 4, !dbg !30
  %17 = sext i32 %16 to i64, !dbg !29
  %18 = getelementptr inbounds float, ptr %15, i64 %17, !dbg !29
  call void @_ZL23__pipeline_memcpy_asyncPvPKvmm(ptr noundef %14, ptr noundef %18, i64 noundef 4, i64 noundef 0) #3, !dbg !31
  call void @_ZL17__pipeline_commitv() #3, !dbg !32
  call void @_ZL21__pipeline_wait_priorm(i64 noundef 0) #3, !dbg !33
  %19 = load i32, ptr %5, align 4, !dbg !34
  %20 = sext i32 %19 to i64, !dbg !35
  %21 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22b_cpasync_wait_ownelemE1s to ptr), i64 0, i64 %20, !dbg !35
  %22 = load float, ptr %21, align 4, !dbg !35
  %23 = fmul contract float 2.000000e+00, %22, !dbg !36
  %24 = load ptr, ptr %3, align 8, !dbg !37
  %25 = load i32, ptr %6, align 4, !dbg !38
  %26 = sext i32 %25 to i64, !dbg !37
  %27 = getelementptr inbounds float, ptr %24, i64 %26, !dbg !37
  store float %23, ptr %27, align 4, !dbg !39
  ret void, !dbg !40
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL23__pipeline_memcpy_asyncPvPKvmm(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3) #1 !dbg !41 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %9 = load i64, ptr %7, align 8, !dbg !43
  switch i64 %9, label %112 [
    i64 16, label %10
    i64 8, label %64
    i64 4, label %94
  ], !dbg !44

10:                                               ; preds = %4
  %11 = load i64, ptr %8, align 8, !dbg !45
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
  ], !dbg !46

12:                                               ; preds = %10
  %13 = load ptr, ptr %5, align 8, !dbg !47
  %14 = load ptr, ptr %6, align 8, !dbg !48
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noundef %13, ptr noundef %14) #3, !dbg !49
  br label %113, !dbg !50

15:                                               ; preds = %10
  %16 = load ptr, ptr %5, align 8, !dbg !51
  %17 = load ptr, ptr %6, align 8, !dbg !52
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noundef %16, ptr noundef %17) #3, !dbg !53
  br label %113, !dbg !54

18:                                               ; preds = %10
  %19 = load ptr, ptr %5, align 8, !dbg !55
  %20 = load ptr, ptr %6, align 8, !dbg !56
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noundef %19, ptr noundef %20) #3, !dbg !57
  br label %113, !dbg !58

21:                                               ; preds = %10
  %22 = load ptr, ptr %5, align 8, !dbg !59
  %23 = load ptr, ptr %6, align 8, !dbg !60
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noundef %22, ptr noundef %23) #3, !dbg !61
  br label %113, !dbg !62

24:                                               ; preds = %10
  %25 = load ptr, ptr %5, align 8, !dbg !63
  %26 = load ptr, ptr %6, align 8, !dbg !64
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noundef %25, ptr noundef %26) #3, !dbg !65
  br label %113, !dbg !66

27:                                               ; preds = %10
  %28 = load ptr, ptr %5, align 8, !dbg !67
  %29 = load ptr, ptr %6, align 8, !dbg !68
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noundef %28, ptr noundef %29) #3, !dbg !69
  br label %113, !dbg !70

30:                                               ; preds = %10
  %31 = load ptr, ptr %5, align 8, !dbg !71
  %32 = load ptr, ptr %6, align 8, !dbg !72
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noundef %31, ptr noundef %32) #3, !dbg !73
  br label %113, !dbg !74

33:                                               ; preds = %10
  %34 = load ptr, ptr %5, align 8, !dbg !75
  %35 = load ptr, ptr %6, align 8, !dbg !76
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noundef %34, ptr noundef %35) #3, !dbg !77
  br label %113, !dbg !78

36:                                               ; preds = %10
  %37 = load ptr, ptr %5, align 8, !dbg !79
  %38 = load ptr, ptr %6, align 8, !dbg !80
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noundef %37, ptr noundef %38) #3, !dbg !81
  br label %113, !dbg !82

39:                                               ; preds = %10
  %40 = load ptr, ptr %5, align 8, !dbg !83
  %41 = load ptr, ptr %6, align 8, !dbg !84
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noundef %40, ptr noundef %41) #3, !dbg !85
  br label %113, !dbg !86

42:                                               ; preds = %10
  %43 = load ptr, ptr %5, align 8, !dbg !87
  %44 = load ptr, ptr %6, align 8, !dbg !88
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noundef %43, ptr noundef %44) #3, !dbg !89
  br label %113, !dbg !90

45:                                               ; preds = %10
  %46 = load ptr, ptr %5, align 8, !dbg !91
  %47 = load ptr, ptr %6, align 8, !dbg !92
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noundef %46, ptr noundef %47) #3, !dbg !93
  br label %113, !dbg !94

48:                                               ; preds = %10
  %49 = load ptr, ptr %5, align 8, !dbg !95
  %50 = load ptr, ptr %6, align 8, !dbg !96
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noundef %49, ptr noundef %50) #3, !dbg !97
  br label %113, !dbg !98

51:                                               ; preds = %10
  %52 = load ptr, ptr %5, align 8, !dbg !99
  %53 = load ptr, ptr %6, align 8, !dbg !100
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noundef %52, ptr noundef %53) #3, !dbg !101
  br label %113, !dbg !102

54:                                               ; preds = %10
  %55 = load ptr, ptr %5, align 8, !dbg !103
  %56 = load ptr, ptr %6, align 8, !dbg !104
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noundef %55, ptr noundef %56) #3, !dbg !105
  br label %113, !dbg !106

57:                                               ; preds = %10
  %58 = load ptr, ptr %5, align 8, !dbg !107
  %59 = load ptr, ptr %6, align 8, !dbg !108
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noundef %58, ptr noundef %59) #3, !dbg !109
  br label %113, !dbg !110

60:                                               ; preds = %10
  %61 = load ptr, ptr %5, align 8, !dbg !111
  %62 = load ptr, ptr %6, align 8, !dbg !112
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noundef %61, ptr noundef %62) #3, !dbg !113
  br label %113, !dbg !114

63:                                               ; preds = %10
  call void asm sideeffect "trap;", ""() #3, !dbg !115, !srcloc !119
  br label %113, !dbg !120

64:                                               ; preds = %4
  %65 = load i64, ptr %8, align 8, !dbg !121
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
  ], !dbg !122

66:                                               ; preds = %64
  %67 = load ptr, ptr %5, align 8, !dbg !123
  %68 = load ptr, ptr %6, align 8, !dbg !124
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noundef %67, ptr noundef %68) #3, !dbg !125
  br label %113, !dbg !126

69:                                               ; preds = %64
  %70 = load ptr, ptr %5, align 8, !dbg !127
  %71 = load ptr, ptr %6, align 8, !dbg !128
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noundef %70, ptr noundef %71) #3, !dbg !129
  br label %113, !dbg !130

72:                                               ; preds = %64
  %73 = load ptr, ptr %5, align 8, !dbg !131
  %74 = load ptr, ptr %6, align 8, !dbg !132
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noundef %73, ptr noundef %74) #3, !dbg !133
  br label %113, !dbg !134

75:                                               ; preds = %64
  %76 = load ptr, ptr %5, align 8, !dbg !135
  %77 = load ptr, ptr %6, align 8, !dbg !136
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noundef %76, ptr noundef %77) #3, !dbg !137
  br label %113, !dbg !138

78:                                               ; preds = %64
  %79 = load ptr, ptr %5, align 8, !dbg !139
  %80 = load ptr, ptr %6, align 8, !dbg !140
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noundef %79, ptr noundef %80) #3, !dbg !141
  br label %113, !dbg !142

81:                                               ; preds = %64
  %82 = load ptr, ptr %5, align 8, !dbg !143
  %83 = load ptr, ptr %6, align 8, !dbg !144
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noundef %82, ptr noundef %83) #3, !dbg !145
  br label %113, !dbg !146

84:                                               ; preds = %64
  %85 = load ptr, ptr %5, align 8, !dbg !147
  %86 = load ptr, ptr %6, align 8, !dbg !148
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noundef %85, ptr noundef %86) #3, !dbg !149
  br label %113, !dbg !150

87:                                               ; preds = %64
  %88 = load ptr, ptr %5, align 8, !dbg !151
  %89 = load ptr, ptr %6, align 8, !dbg !152
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noundef %88, ptr noundef %89) #3, !dbg !153
  br label %113, !dbg !154

90:                                               ; preds = %64
  %91 = load ptr, ptr %5, align 8, !dbg !155
  %92 = load ptr, ptr %6, align 8, !dbg !156
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noundef %91, ptr noundef %92) #3, !dbg !157
  br label %113, !dbg !158

93:                                               ; preds = %64
  call void asm sideeffect "trap;", ""() #3, !dbg !159, !srcloc !119
  br label %113, !dbg !161

94:                                               ; preds = %4
  %95 = load i64, ptr %8, align 8, !dbg !162
  switch i64 %95, label %111 [
    i64 0, label %96
    i64 1, label %99
    i64 2, label %102
    i64 3, label %105
    i64 4, label %108
  ], !dbg !163

96:                                               ; preds = %94
  %97 = load ptr, ptr %5, align 8, !dbg !164
  %98 = load ptr, ptr %6, align 8, !dbg !165
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noundef %97, ptr noundef %98) #3, !dbg !166
  br label %113, !dbg !167

99:                                               ; preds = %94
  %100 = load ptr, ptr %5, align 8, !dbg !168
  %101 = load ptr, ptr %6, align 8, !dbg !169
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noundef %100, ptr noundef %101) #3, !dbg !170
  br label %113, !dbg !171

102:                                              ; preds = %94
  %103 = load ptr, ptr %5, align 8, !dbg !172
  %104 = load ptr, ptr %6, align 8, !dbg !173
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noundef %103, ptr noundef %104) #3, !dbg !174
  br label %113, !dbg !175

105:                                              ; preds = %94
  %106 = load ptr, ptr %5, align 8, !dbg !176
  %107 = load ptr, ptr %6, align 8, !dbg !177
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noundef %106, ptr noundef %107) #3, !dbg !178
  br label %113, !dbg !179

108:                                              ; preds = %94
  %109 = load ptr, ptr %5, align 8, !dbg !180
  %110 = load ptr, ptr %6, align 8, !dbg !181
  call void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noundef %109, ptr noundef %110) #3, !dbg !182
  br label %113, !dbg !183

111:                                              ; preds = %94
  call void asm sideeffect "trap;", ""() #3, !dbg !184, !srcloc !119
  br label %113, !dbg !186

112:                                              ; preds = %4
  call void asm sideeffect "trap;", ""() #3, !dbg !187, !srcloc !119
  br label %113, !dbg !189

113:                                              ; preds = %112, %111, %108, %105, %102, %99, %96, %93, %90, %87, %84, %81, %78, %75, %72, %69, %66, %63, %60, %57, %54, %51, %48, %45, %42, %39, %36, %33, %30, %27, %24, %21, %18, %15, %12
  ret void, !dbg !190
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL17__pipeline_commitv() #1 !dbg !191 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal15pipeline_commitEv() #3, !dbg !192
  ret void, !dbg !193
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL21__pipeline_wait_priorm(i64 noundef %0) #1 !dbg !194 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8, !dbg !195
  switch i64 %3, label %12 [
    i64 0, label %4
    i64 1, label %5
    i64 2, label %6
    i64 3, label %7
    i64 4, label %8
    i64 5, label %9
    i64 6, label %10
    i64 7, label %11
  ], !dbg !196

4:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj0EEEvv() #3, !dbg !197
  br label %13, !dbg !198

5:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj1EEEvv() #3, !dbg !199
  br label %13, !dbg !200

6:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj2EEEvv() #3, !dbg !201
  br label %13, !dbg !202

7:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj3EEEvv() #3, !dbg !203
  br label %13, !dbg !204

8:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj4EEEvv() #3, !dbg !205
  br label %13, !dbg !206

9:                                                ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj5EEEvv() #3, !dbg !207
  br label %13, !dbg !208

10:                                               ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj6EEEvv() #3, !dbg !209
  br label %13, !dbg !210

11:                                               ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj7EEEvv() #3, !dbg !211
  br label %13, !dbg !212

12:                                               ; preds = %1
  call void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj8EEEvv() #3, !dbg !213
  br label %13, !dbg !214

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5, %4
  ret void, !dbg !215
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !216 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !218
  %6 = load ptr, ptr %4, align 8, !dbg !219
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !220
  ret void, !dbg !221
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !222 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !223
  %6 = load ptr, ptr %4, align 8, !dbg !224
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !225
  ret void, !dbg !226
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !227 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !228
  %6 = load ptr, ptr %4, align 8, !dbg !229
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !230
  ret void, !dbg !231
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !232 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !233
  %6 = load ptr, ptr %4, align 8, !dbg !234
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !235
  ret void, !dbg !236
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !237 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !238
  %6 = load ptr, ptr %4, align 8, !dbg !239
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !240
  ret void, !dbg !241
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !242 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !243
  %6 = load ptr, ptr %4, align 8, !dbg !244
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !245
  ret void, !dbg !246
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !247 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !248
  %6 = load ptr, ptr %4, align 8, !dbg !249
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !250
  ret void, !dbg !251
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !252 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !253
  %6 = load ptr, ptr %4, align 8, !dbg !254
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !255
  ret void, !dbg !256
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !257 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !258
  %6 = load ptr, ptr %4, align 8, !dbg !259
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !260
  ret void, !dbg !261
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !262 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !263
  %6 = load ptr, ptr %4, align 8, !dbg !264
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !265
  ret void, !dbg !266
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !267 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !268
  %6 = load ptr, ptr %4, align 8, !dbg !269
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !270
  ret void, !dbg !271
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !272 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !273
  %6 = load ptr, ptr %4, align 8, !dbg !274
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !275
  ret void, !dbg !276
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !277 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !278
  %6 = load ptr, ptr %4, align 8, !dbg !279
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !280
  ret void, !dbg !281
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !282 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !283
  %6 = load ptr, ptr %4, align 8, !dbg !284
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !285
  ret void, !dbg !286
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !287 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !288
  %6 = load ptr, ptr %4, align 8, !dbg !289
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !290
  ret void, !dbg !291
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !292 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !293
  %6 = load ptr, ptr %4, align 8, !dbg !294
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !295
  ret void, !dbg !296
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !297 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !298
  %6 = load ptr, ptr %4, align 8, !dbg !299
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !300
  ret void, !dbg !301
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !302 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !303
  %6 = load ptr, ptr %4, align 8, !dbg !304
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !305
  ret void, !dbg !306
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !307 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !308
  %6 = load ptr, ptr %4, align 8, !dbg !309
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !310
  ret void, !dbg !311
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !312 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !313
  %6 = load ptr, ptr %4, align 8, !dbg !314
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !315
  ret void, !dbg !316
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !317 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !318
  %6 = load ptr, ptr %4, align 8, !dbg !319
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !320
  ret void, !dbg !321
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !322 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !323
  %6 = load ptr, ptr %4, align 8, !dbg !324
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !325
  ret void, !dbg !326
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !327 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !328
  %6 = load ptr, ptr %4, align 8, !dbg !329
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !330
  ret void, !dbg !331
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !332 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !333
  %6 = load ptr, ptr %4, align 8, !dbg !334
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !335
  ret void, !dbg !336
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !337 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !338
  %6 = load ptr, ptr %4, align 8, !dbg !339
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !340
  ret void, !dbg !341
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !342 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !343
  %6 = load ptr, ptr %4, align 8, !dbg !344
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !345
  ret void, !dbg !346
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !347 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !348
  %6 = load ptr, ptr %4, align 8, !dbg !349
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !350
  ret void, !dbg !351
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !352 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !353
  %6 = load ptr, ptr %4, align 8, !dbg !354
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !355
  ret void, !dbg !356
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !357 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !358
  %6 = load ptr, ptr %4, align 8, !dbg !359
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !360
  ret void, !dbg !361
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !362 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !363
  %6 = load ptr, ptr %4, align 8, !dbg !364
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !365
  ret void, !dbg !366
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat !dbg !367 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !368
  %6 = load ptr, ptr %4, align 8, !dbg !369
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !370
  ret void, !dbg !371
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm16EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !372 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !373
  %6 = load ptr, ptr %4, align 8, !dbg !374
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm16EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !375
  ret void, !dbg !376
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm16EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !377 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !378
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !379
  %7 = load ptr, ptr %4, align 8, !dbg !380
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 16) #3, !dbg !381, !srcloc !382
  ret void, !dbg !383
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local i32 @__nvvm_get_smem_pointer(ptr noundef %0) #1 comdat !dbg !384 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !386
  %4 = call i64 @__nv_cvta_generic_to_shared_impl(ptr noundef %3) #3, !dbg !387
  %5 = trunc i64 %4 to i32, !dbg !387
  ret i32 %5, !dbg !388
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local i64 @__nv_cvta_generic_to_shared_impl(ptr noundef %0) #1 comdat !dbg !389 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8, !dbg !390
  %4 = addrspacecast ptr %3 to ptr addrspace(3), !dbg !391
  %5 = ptrtoint ptr addrspace(3) %4 to i64, !dbg !392
  ret i64 %5, !dbg !393
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm15EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !394 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !395
  %6 = load ptr, ptr %4, align 8, !dbg !396
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm15EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !397
  ret void, !dbg !398
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm15EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !399 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !400
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !401
  %7 = load ptr, ptr %4, align 8, !dbg !402
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 15) #3, !dbg !403, !srcloc !382
  ret void, !dbg !404
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm14EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !405 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !406
  %6 = load ptr, ptr %4, align 8, !dbg !407
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm14EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !408
  ret void, !dbg !409
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm14EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !410 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !411
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !412
  %7 = load ptr, ptr %4, align 8, !dbg !413
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 14) #3, !dbg !414, !srcloc !382
  ret void, !dbg !415
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm13EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !416 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !417
  %6 = load ptr, ptr %4, align 8, !dbg !418
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm13EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !419
  ret void, !dbg !420
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm13EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !421 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !422
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !423
  %7 = load ptr, ptr %4, align 8, !dbg !424
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 13) #3, !dbg !425, !srcloc !382
  ret void, !dbg !426
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm12EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !427 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !428
  %6 = load ptr, ptr %4, align 8, !dbg !429
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm12EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !430
  ret void, !dbg !431
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm12EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !432 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !433
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !434
  %7 = load ptr, ptr %4, align 8, !dbg !435
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 12) #3, !dbg !436, !srcloc !382
  ret void, !dbg !437
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm11EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !438 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !439
  %6 = load ptr, ptr %4, align 8, !dbg !440
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm11EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !441
  ret void, !dbg !442
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm11EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !443 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !444
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !445
  %7 = load ptr, ptr %4, align 8, !dbg !446
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 11) #3, !dbg !447, !srcloc !382
  ret void, !dbg !448
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm10EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !449 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !450
  %6 = load ptr, ptr %4, align 8, !dbg !451
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm10EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !452
  ret void, !dbg !453
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm10EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !454 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !455
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !456
  %7 = load ptr, ptr %4, align 8, !dbg !457
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 10) #3, !dbg !458, !srcloc !382
  ret void, !dbg !459
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm9EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !460 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !461
  %6 = load ptr, ptr %4, align 8, !dbg !462
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm9EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !463
  ret void, !dbg !464
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm9EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !465 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !466
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !467
  %7 = load ptr, ptr %4, align 8, !dbg !468
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 9) #3, !dbg !469, !srcloc !382
  ret void, !dbg !470
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !471 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !472
  %6 = load ptr, ptr %4, align 8, !dbg !473
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm8EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !474
  ret void, !dbg !475
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm8EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !476 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !477
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !478
  %7 = load ptr, ptr %4, align 8, !dbg !479
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 8) #3, !dbg !480, !srcloc !382
  ret void, !dbg !481
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !482 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !483
  %6 = load ptr, ptr %4, align 8, !dbg !484
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm7EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !485
  ret void, !dbg !486
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm7EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !487 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !488
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !489
  %7 = load ptr, ptr %4, align 8, !dbg !490
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 7) #3, !dbg !491, !srcloc !382
  ret void, !dbg !492
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !493 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !494
  %6 = load ptr, ptr %4, align 8, !dbg !495
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm6EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !496
  ret void, !dbg !497
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm6EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !498 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !499
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !500
  %7 = load ptr, ptr %4, align 8, !dbg !501
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 6) #3, !dbg !502, !srcloc !382
  ret void, !dbg !503
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !504 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !505
  %6 = load ptr, ptr %4, align 8, !dbg !506
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm5EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !507
  ret void, !dbg !508
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm5EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !509 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !510
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !511
  %7 = load ptr, ptr %4, align 8, !dbg !512
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 5) #3, !dbg !513, !srcloc !382
  ret void, !dbg !514
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !515 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !516
  %6 = load ptr, ptr %4, align 8, !dbg !517
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm4EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !518
  ret void, !dbg !519
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm4EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !520 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !521
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !522
  %7 = load ptr, ptr %4, align 8, !dbg !523
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 4) #3, !dbg !524, !srcloc !382
  ret void, !dbg !525
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !526 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !527
  %6 = load ptr, ptr %4, align 8, !dbg !528
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm3EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !529
  ret void, !dbg !530
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm3EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !531 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !532
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !533
  %7 = load ptr, ptr %4, align 8, !dbg !534
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 3) #3, !dbg !535, !srcloc !382
  ret void, !dbg !536
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !537 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !538
  %6 = load ptr, ptr %4, align 8, !dbg !539
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm2EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !540
  ret void, !dbg !541
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm2EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !542 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !543
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !544
  %7 = load ptr, ptr %4, align 8, !dbg !545
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 2) #3, !dbg !546, !srcloc !382
  ret void, !dbg !547
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !548 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !549
  %6 = load ptr, ptr %4, align 8, !dbg !550
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm1EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !551
  ret void, !dbg !552
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm1EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !553 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !554
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !555
  %7 = load ptr, ptr %4, align 8, !dbg !556
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 1) #3, !dbg !557, !srcloc !382
  ret void, !dbg !558
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm16ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !559 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !560
  %6 = load ptr, ptr %4, align 8, !dbg !561
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm0EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !562
  ret void, !dbg !563
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm16ELm0EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !564 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !565
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !566
  %7 = load ptr, ptr %4, align 8, !dbg !567
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i32 16, i64 0) #3, !dbg !568, !srcloc !382
  ret void, !dbg !569
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm8EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !570 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !571
  %6 = load ptr, ptr %4, align 8, !dbg !572
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm8EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !573
  ret void, !dbg !574
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm8EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !575 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !576
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !577
  %7 = load ptr, ptr %4, align 8, !dbg !578
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 8) #3, !dbg !579, !srcloc !580
  ret void, !dbg !581
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm7EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !582 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !583
  %6 = load ptr, ptr %4, align 8, !dbg !584
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm7EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !585
  ret void, !dbg !586
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm7EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !587 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !588
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !589
  %7 = load ptr, ptr %4, align 8, !dbg !590
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 7) #3, !dbg !591, !srcloc !580
  ret void, !dbg !592
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm6EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !593 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !594
  %6 = load ptr, ptr %4, align 8, !dbg !595
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm6EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !596
  ret void, !dbg !597
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm6EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !598 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !599
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !600
  %7 = load ptr, ptr %4, align 8, !dbg !601
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 6) #3, !dbg !602, !srcloc !580
  ret void, !dbg !603
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm5EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !604 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !605
  %6 = load ptr, ptr %4, align 8, !dbg !606
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm5EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !607
  ret void, !dbg !608
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm5EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !609 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !610
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !611
  %7 = load ptr, ptr %4, align 8, !dbg !612
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 5) #3, !dbg !613, !srcloc !580
  ret void, !dbg !614
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !615 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !616
  %6 = load ptr, ptr %4, align 8, !dbg !617
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm4EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !618
  ret void, !dbg !619
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm4EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !620 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !621
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !622
  %7 = load ptr, ptr %4, align 8, !dbg !623
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 4) #3, !dbg !624, !srcloc !580
  ret void, !dbg !625
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !626 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !627
  %6 = load ptr, ptr %4, align 8, !dbg !628
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm3EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !629
  ret void, !dbg !630
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm3EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !631 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !632
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !633
  %7 = load ptr, ptr %4, align 8, !dbg !634
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 3) #3, !dbg !635, !srcloc !580
  ret void, !dbg !636
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !637 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !638
  %6 = load ptr, ptr %4, align 8, !dbg !639
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm2EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !640
  ret void, !dbg !641
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm2EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !642 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !643
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !644
  %7 = load ptr, ptr %4, align 8, !dbg !645
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 2) #3, !dbg !646, !srcloc !580
  ret void, !dbg !647
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !648 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !649
  %6 = load ptr, ptr %4, align 8, !dbg !650
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm1EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !651
  ret void, !dbg !652
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm1EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !653 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !654
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !655
  %7 = load ptr, ptr %4, align 8, !dbg !656
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 1) #3, !dbg !657, !srcloc !580
  ret void, !dbg !658
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm8ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !659 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !660
  %6 = load ptr, ptr %4, align 8, !dbg !661
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm0EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !662
  ret void, !dbg !663
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm8ELm0EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !664 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !665
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !666
  %7 = load ptr, ptr %4, align 8, !dbg !667
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 8, i64 0) #3, !dbg !668, !srcloc !580
  ret void, !dbg !669
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm4EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !670 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !671
  %6 = load ptr, ptr %4, align 8, !dbg !672
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm4EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !673
  ret void, !dbg !674
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm4EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !675 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !676
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !677
  %7 = load ptr, ptr %4, align 8, !dbg !678
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 4) #3, !dbg !679, !srcloc !580
  ret void, !dbg !680
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm3EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !681 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !682
  %6 = load ptr, ptr %4, align 8, !dbg !683
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm3EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !684
  ret void, !dbg !685
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm3EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !686 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !687
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !688
  %7 = load ptr, ptr %4, align 8, !dbg !689
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 3) #3, !dbg !690, !srcloc !580
  ret void, !dbg !691
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm2EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !692 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !693
  %6 = load ptr, ptr %4, align 8, !dbg !694
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm2EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !695
  ret void, !dbg !696
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm2EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !697 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !698
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !699
  %7 = load ptr, ptr %4, align 8, !dbg !700
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 2) #3, !dbg !701, !srcloc !580
  ret void, !dbg !702
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm1EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !703 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !704
  %6 = load ptr, ptr %4, align 8, !dbg !705
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm1EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !706
  ret void, !dbg !707
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm1EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !708 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !709
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !710
  %7 = load ptr, ptr %4, align 8, !dbg !711
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 1) #3, !dbg !712, !srcloc !580
  ret void, !dbg !713
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE21pipeline_memcpy_asyncILm4ELm0EEEvPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !714 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !715
  %6 = load ptr, ptr %4, align 8, !dbg !716
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm0EE8cp_asyncEPvPKv(ptr noundef %5, ptr noundef %6) #3, !dbg !717
  ret void, !dbg !718
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE14CpAsyncChooserILm4ELm0EE8cp_asyncEPvPKv(ptr noalias noundef %0, ptr noalias noundef %1) #1 comdat align 2 !dbg !719 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8, !dbg !720
  %6 = call i32 @__nvvm_get_smem_pointer(ptr noundef %5) #3, !dbg !721
  %7 = load ptr, ptr %4, align 8, !dbg !722
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %6, ptr %7, i64 4, i64 0) #3, !dbg !723, !srcloc !580
  ret void, !dbg !724
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal15pipeline_commitEv() #1 comdat !dbg !725 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE15pipeline_commitEv() #3, !dbg !726
  ret void, !dbg !727
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE15pipeline_commitEv() #1 comdat align 2 !dbg !728 {
  call void asm sideeffect "cp.async.commit_group;", ""() #3, !dbg !729, !srcloc !730
  ret void, !dbg !731
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj0EEEvv() #1 comdat !dbg !732 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj0EEEvv() #3, !dbg !733
  ret void, !dbg !734
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj1EEEvv() #1 comdat !dbg !735 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj1EEEvv() #3, !dbg !736
  ret void, !dbg !737
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj2EEEvv() #1 comdat !dbg !738 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj2EEEvv() #3, !dbg !739
  ret void, !dbg !740
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj3EEEvv() #1 comdat !dbg !741 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj3EEEvv() #3, !dbg !742
  ret void, !dbg !743
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj4EEEvv() #1 comdat !dbg !744 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj4EEEvv() #3, !dbg !745
  ret void, !dbg !746
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj5EEEvv() #1 comdat !dbg !747 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj5EEEvv() #3, !dbg !748
  ret void, !dbg !749
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj6EEEvv() #1 comdat !dbg !750 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj6EEEvv() #3, !dbg !751
  ret void, !dbg !752
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj7EEEvv() #1 comdat !dbg !753 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj7EEEvv() #3, !dbg !754
  ret void, !dbg !755
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal19pipeline_wait_priorILj8EEEvv() #1 comdat !dbg !756 {
  call void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj8EEEvv() #3, !dbg !757
  ret void, !dbg !758
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj0EEEvv() #1 comdat align 2 !dbg !759 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #3, !dbg !760, !srcloc !761
  ret void, !dbg !762
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj1EEEvv() #1 comdat align 2 !dbg !763 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 1) #3, !dbg !764, !srcloc !761
  ret void, !dbg !765
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj2EEEvv() #1 comdat align 2 !dbg !766 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 2) #3, !dbg !767, !srcloc !761
  ret void, !dbg !768
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj3EEEvv() #1 comdat align 2 !dbg !769 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 3) #3, !dbg !770, !srcloc !761
  ret void, !dbg !771
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj4EEEvv() #1 comdat align 2 !dbg !772 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 4) #3, !dbg !773, !srcloc !761
  ret void, !dbg !774
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj5EEEvv() #1 comdat align 2 !dbg !775 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 5) #3, !dbg !776, !srcloc !761
  ret void, !dbg !777
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj6EEEvv() #1 comdat align 2 !dbg !778 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 6) #3, !dbg !779, !srcloc !761
  ret void, !dbg !780
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj7EEEvv() #1 comdat align 2 !dbg !781 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 7) #3, !dbg !782, !srcloc !761
  ret void, !dbg !783
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN6nvcuda12experimental19__pipeline_internal21ImplementationChooserILb1EE19pipeline_wait_priorILj8EEEvv() #1 comdat align 2 !dbg !784 {
  call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 8) #3, !dbg !785, !srcloc !761
  ret void, !dbg !786
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
!7 = !DIFile(filename: "b-async-copy-race-004.cu", directory: ".")
!8 = !{ptr @b_cpasync_wait_ownelem, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_cpasync_wait_ownelem", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
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
!27 = !DILocation(line: 14, column: 32, scope: !12)
!28 = !DILocation(line: 14, column: 30, scope: !12)
!29 = !DILocation(line: 14, column: 37, scope: !12)
!30 = !DILocation(line: 14, column: 40, scope: !12)
!31 = !DILocation(line: 14, column: 5, scope: !12)
!32 = !DILocation(line: 15, column: 5, scope: !12)
!33 = !DILocation(line: 16, column: 5, scope: !12)
!34 = !DILocation(line: 17, column: 23, scope: !12)
!35 = !DILocation(line: 17, column: 21, scope: !12)
!36 = !DILocation(line: 17, column: 19, scope: !12)
!37 = !DILocation(line: 17, column: 5, scope: !12)
!38 = !DILocation(line: 17, column: 9, scope: !12)
!39 = !DILocation(line: 17, column: 12, scope: !12)
!40 = !DILocation(line: 18, column: 1, scope: !12)
!41 = distinct !DISubprogram(name: "__pipeline_memcpy_async", scope: !42, file: !42, line: 56, type: !13, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!42 = !DIFile(filename: "/usr/local/cuda/include/cuda_pipeline_primitives.h", directory: "")
!43 = !DILocation(line: 66, column: 13, scope: !41)
!44 = !DILocation(line: 66, column: 5, scope: !41)
!45 = !DILocation(line: 68, column: 17, scope: !41)
!46 = !DILocation(line: 68, column: 9, scope: !41)
!47 = !DILocation(line: 69, column: 83, scope: !41)
!48 = !DILocation(line: 69, column: 95, scope: !41)
!49 = !DILocation(line: 69, column: 18, scope: !41)
!50 = !DILocation(line: 69, column: 108, scope: !41)
!51 = !DILocation(line: 70, column: 83, scope: !41)
!52 = !DILocation(line: 70, column: 95, scope: !41)
!53 = !DILocation(line: 70, column: 18, scope: !41)
!54 = !DILocation(line: 70, column: 108, scope: !41)
!55 = !DILocation(line: 71, column: 83, scope: !41)
!56 = !DILocation(line: 71, column: 95, scope: !41)
!57 = !DILocation(line: 71, column: 18, scope: !41)
!58 = !DILocation(line: 71, column: 108, scope: !41)
!59 = !DILocation(line: 72, column: 83, scope: !41)
!60 = !DILocation(line: 72, column: 95, scope: !41)
!61 = !DILocation(line: 72, column: 18, scope: !41)
!62 = !DILocation(line: 72, column: 108, scope: !41)
!63 = !DILocation(line: 73, column: 83, scope: !41)
!64 = !DILocation(line: 73, column: 95, scope: !41)
!65 = !DILocation(line: 73, column: 18, scope: !41)
!66 = !DILocation(line: 73, column: 108, scope: !41)
!67 = !DILocation(line: 74, column: 83, scope: !41)
!68 = !DILocation(line: 74, column: 95, scope: !41)
!69 = !DILocation(line: 74, column: 18, scope: !41)
!70 = !DILocation(line: 74, column: 108, scope: !41)
!71 = !DILocation(line: 75, column: 83, scope: !41)
!72 = !DILocation(line: 75, column: 95, scope: !41)
!73 = !DILocation(line: 75, column: 18, scope: !41)
!74 = !DILocation(line: 75, column: 108, scope: !41)
!75 = !DILocation(line: 76, column: 83, scope: !41)
!76 = !DILocation(line: 76, column: 95, scope: !41)
!77 = !DILocation(line: 76, column: 18, scope: !41)
!78 = !DILocation(line: 76, column: 108, scope: !41)
!79 = !DILocation(line: 77, column: 83, scope: !41)
!80 = !DILocation(line: 77, column: 95, scope: !41)
!81 = !DILocation(line: 77, column: 18, scope: !41)
!82 = !DILocation(line: 77, column: 108, scope: !41)
!83 = !DILocation(line: 78, column: 83, scope: !41)
!84 = !DILocation(line: 78, column: 95, scope: !41)
!85 = !DILocation(line: 78, column: 18, scope: !41)
!86 = !DILocation(line: 78, column: 108, scope: !41)
!87 = !DILocation(line: 79, column: 83, scope: !41)
!88 = !DILocation(line: 79, column: 95, scope: !41)
!89 = !DILocation(line: 79, column: 18, scope: !41)
!90 = !DILocation(line: 79, column: 108, scope: !41)
!91 = !DILocation(line: 80, column: 83, scope: !41)
!92 = !DILocation(line: 80, column: 95, scope: !41)
!93 = !DILocation(line: 80, column: 18, scope: !41)
!94 = !DILocation(line: 80, column: 108, scope: !41)
!95 = !DILocation(line: 81, column: 83, scope: !41)
!96 = !DILocation(line: 81, column: 95, scope: !41)
!97 = !DILocation(line: 81, column: 18, scope: !41)
!98 = !DILocation(line: 81, column: 108, scope: !41)
!99 = !DILocation(line: 82, column: 83, scope: !41)
!100 = !DILocation(line: 82, column: 95, scope: !41)
!101 = !DILocation(line: 82, column: 18, scope: !41)
!102 = !DILocation(line: 82, column: 108, scope: !41)
!103 = !DILocation(line: 83, column: 83, scope: !41)
!104 = !DILocation(line: 83, column: 95, scope: !41)
!105 = !DILocation(line: 83, column: 18, scope: !41)
!106 = !DILocation(line: 83, column: 108, scope: !41)
!107 = !DILocation(line: 84, column: 83, scope: !41)
!108 = !DILocation(line: 84, column: 95, scope: !41)
!109 = !DILocation(line: 84, column: 18, scope: !41)
!110 = !DILocation(line: 84, column: 108, scope: !41)
!111 = !DILocation(line: 85, column: 83, scope: !41)
!112 = !DILocation(line: 85, column: 95, scope: !41)
!113 = !DILocation(line: 85, column: 18, scope: !41)
!114 = !DILocation(line: 85, column: 108, scope: !41)
!115 = !DILocation(line: 531, column: 32, scope: !116, inlinedAt: !118)
!116 = distinct !DISubprogram(name: "__trap", scope: !117, file: !117, line: 531, type: !13, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!117 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!118 = distinct !DILocation(line: 86, column: 18, scope: !41)
!119 = !{i64 4815825}
!120 = !DILocation(line: 86, column: 108, scope: !41)
!121 = !DILocation(line: 89, column: 17, scope: !41)
!122 = !DILocation(line: 89, column: 9, scope: !41)
!123 = !DILocation(line: 90, column: 83, scope: !41)
!124 = !DILocation(line: 90, column: 95, scope: !41)
!125 = !DILocation(line: 90, column: 18, scope: !41)
!126 = !DILocation(line: 90, column: 108, scope: !41)
!127 = !DILocation(line: 91, column: 83, scope: !41)
!128 = !DILocation(line: 91, column: 95, scope: !41)
!129 = !DILocation(line: 91, column: 18, scope: !41)
!130 = !DILocation(line: 91, column: 108, scope: !41)
!131 = !DILocation(line: 92, column: 83, scope: !41)
!132 = !DILocation(line: 92, column: 95, scope: !41)
!133 = !DILocation(line: 92, column: 18, scope: !41)
!134 = !DILocation(line: 92, column: 108, scope: !41)
!135 = !DILocation(line: 93, column: 83, scope: !41)
!136 = !DILocation(line: 93, column: 95, scope: !41)
!137 = !DILocation(line: 93, column: 18, scope: !41)
!138 = !DILocation(line: 93, column: 108, scope: !41)
!139 = !DILocation(line: 94, column: 83, scope: !41)
!140 = !DILocation(line: 94, column: 95, scope: !41)
!141 = !DILocation(line: 94, column: 18, scope: !41)
!142 = !DILocation(line: 94, column: 108, scope: !41)
!143 = !DILocation(line: 95, column: 83, scope: !41)
!144 = !DILocation(line: 95, column: 95, scope: !41)
!145 = !DILocation(line: 95, column: 18, scope: !41)
!146 = !DILocation(line: 95, column: 108, scope: !41)
!147 = !DILocation(line: 96, column: 83, scope: !41)
!148 = !DILocation(line: 96, column: 95, scope: !41)
!149 = !DILocation(line: 96, column: 18, scope: !41)
!150 = !DILocation(line: 96, column: 108, scope: !41)
!151 = !DILocation(line: 97, column: 83, scope: !41)
!152 = !DILocation(line: 97, column: 95, scope: !41)
!153 = !DILocation(line: 97, column: 18, scope: !41)
!154 = !DILocation(line: 97, column: 108, scope: !41)
!155 = !DILocation(line: 98, column: 83, scope: !41)
!156 = !DILocation(line: 98, column: 95, scope: !41)
!157 = !DILocation(line: 98, column: 18, scope: !41)
!158 = !DILocation(line: 98, column: 108, scope: !41)
!159 = !DILocation(line: 531, column: 32, scope: !116, inlinedAt: !160)
!160 = distinct !DILocation(line: 99, column: 18, scope: !41)
!161 = !DILocation(line: 99, column: 108, scope: !41)
!162 = !DILocation(line: 102, column: 17, scope: !41)
!163 = !DILocation(line: 102, column: 9, scope: !41)
!164 = !DILocation(line: 103, column: 83, scope: !41)
!165 = !DILocation(line: 103, column: 95, scope: !41)
!166 = !DILocation(line: 103, column: 18, scope: !41)
!167 = !DILocation(line: 103, column: 108, scope: !41)
!168 = !DILocation(line: 104, column: 83, scope: !41)
!169 = !DILocation(line: 104, column: 95, scope: !41)
!170 = !DILocation(line: 104, column: 18, scope: !41)
!171 = !DILocation(line: 104, column: 108, scope: !41)
!172 = !DILocation(line: 105, column: 83, scope: !41)
!173 = !DILocation(line: 105, column: 95, scope: !41)
!174 = !DILocation(line: 105, column: 18, scope: !41)
!175 = !DILocation(line: 105, column: 108, scope: !41)
!176 = !DILocation(line: 106, column: 83, scope: !41)
!177 = !DILocation(line: 106, column: 95, scope: !41)
!178 = !DILocation(line: 106, column: 18, scope: !41)
!179 = !DILocation(line: 106, column: 108, scope: !41)
!180 = !DILocation(line: 107, column: 83, scope: !41)
!181 = !DILocation(line: 107, column: 95, scope: !41)
!182 = !DILocation(line: 107, column: 18, scope: !41)
!183 = !DILocation(line: 107, column: 108, scope: !41)
!184 = !DILocation(line: 531, column: 32, scope: !116, inlinedAt: !185)
!185 = distinct !DILocation(line: 108, column: 18, scope: !41)
!186 = !DILocation(line: 108, column: 108, scope: !41)
!187 = !DILocation(line: 531, column: 32, scope: !116, inlinedAt: !188)
!188 = distinct !DILocation(line: 111, column: 9, scope: !41)
!189 = !DILocation(line: 112, column: 9, scope: !41)
!190 = !DILocation(line: 114, column: 1, scope: !41)
!191 = distinct !DISubprogram(name: "__pipeline_commit", scope: !42, file: !42, line: 117, type: !13, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!192 = !DILocation(line: 119, column: 5, scope: !191)
!193 = !DILocation(line: 120, column: 1, scope: !191)
!194 = distinct !DISubprogram(name: "__pipeline_wait_prior", scope: !42, file: !42, line: 123, type: !13, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!195 = !DILocation(line: 125, column: 13, scope: !194)
!196 = !DILocation(line: 125, column: 5, scope: !194)
!197 = !DILocation(line: 126, column: 15, scope: !194)
!198 = !DILocation(line: 126, column: 76, scope: !194)
!199 = !DILocation(line: 127, column: 15, scope: !194)
!200 = !DILocation(line: 127, column: 76, scope: !194)
!201 = !DILocation(line: 128, column: 15, scope: !194)
!202 = !DILocation(line: 128, column: 76, scope: !194)
!203 = !DILocation(line: 129, column: 15, scope: !194)
!204 = !DILocation(line: 129, column: 76, scope: !194)
!205 = !DILocation(line: 130, column: 15, scope: !194)
!206 = !DILocation(line: 130, column: 76, scope: !194)
!207 = !DILocation(line: 131, column: 15, scope: !194)
!208 = !DILocation(line: 131, column: 76, scope: !194)
!209 = !DILocation(line: 132, column: 15, scope: !194)
!210 = !DILocation(line: 132, column: 76, scope: !194)
!211 = !DILocation(line: 133, column: 15, scope: !194)
!212 = !DILocation(line: 133, column: 76, scope: !194)
!213 = !DILocation(line: 134, column: 15, scope: !194)
!214 = !DILocation(line: 134, column: 76, scope: !194)
!215 = !DILocation(line: 136, column: 1, scope: !194)
!216 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 16UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!217 = !DIFile(filename: "/usr/local/cuda/include/cuda_pipeline_helpers.h", directory: "")
!218 = !DILocation(line: 292, column: 103, scope: !216)
!219 = !DILocation(line: 292, column: 108, scope: !216)
!220 = !DILocation(line: 292, column: 5, scope: !216)
!221 = !DILocation(line: 293, column: 1, scope: !216)
!222 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 15UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!223 = !DILocation(line: 292, column: 103, scope: !222)
!224 = !DILocation(line: 292, column: 108, scope: !222)
!225 = !DILocation(line: 292, column: 5, scope: !222)
!226 = !DILocation(line: 293, column: 1, scope: !222)
!227 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 14UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!228 = !DILocation(line: 292, column: 103, scope: !227)
!229 = !DILocation(line: 292, column: 108, scope: !227)
!230 = !DILocation(line: 292, column: 5, scope: !227)
!231 = !DILocation(line: 293, column: 1, scope: !227)
!232 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 13UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!233 = !DILocation(line: 292, column: 103, scope: !232)
!234 = !DILocation(line: 292, column: 108, scope: !232)
!235 = !DILocation(line: 292, column: 5, scope: !232)
!236 = !DILocation(line: 293, column: 1, scope: !232)
!237 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 12UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!238 = !DILocation(line: 292, column: 103, scope: !237)
!239 = !DILocation(line: 292, column: 108, scope: !237)
!240 = !DILocation(line: 292, column: 5, scope: !237)
!241 = !DILocation(line: 293, column: 1, scope: !237)
!242 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 11UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!243 = !DILocation(line: 292, column: 103, scope: !242)
!244 = !DILocation(line: 292, column: 108, scope: !242)
!245 = !DILocation(line: 292, column: 5, scope: !242)
!246 = !DILocation(line: 293, column: 1, scope: !242)
!247 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 10UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!248 = !DILocation(line: 292, column: 103, scope: !247)
!249 = !DILocation(line: 292, column: 108, scope: !247)
!250 = !DILocation(line: 292, column: 5, scope: !247)
!251 = !DILocation(line: 293, column: 1, scope: !247)
!252 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 9UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!253 = !DILocation(line: 292, column: 103, scope: !252)
!254 = !DILocation(line: 292, column: 108, scope: !252)
!255 = !DILocation(line: 292, column: 5, scope: !252)
!256 = !DILocation(line: 293, column: 1, scope: !252)
!257 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 8UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!258 = !DILocation(line: 292, column: 103, scope: !257)
!259 = !DILocation(line: 292, column: 108, scope: !257)
!260 = !DILocation(line: 292, column: 5, scope: !257)
!261 = !DILocation(line: 293, column: 1, scope: !257)
!262 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 7UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!263 = !DILocation(line: 292, column: 103, scope: !262)
!264 = !DILocation(line: 292, column: 108, scope: !262)
!265 = !DILocation(line: 292, column: 5, scope: !262)
!266 = !DILocation(line: 293, column: 1, scope: !262)
!267 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 6UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!268 = !DILocation(line: 292, column: 103, scope: !267)
!269 = !DILocation(line: 292, column: 108, scope: !267)
!270 = !DILocation(line: 292, column: 5, scope: !267)
!271 = !DILocation(line: 293, column: 1, scope: !267)
!272 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 5UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!273 = !DILocation(line: 292, column: 103, scope: !272)
!274 = !DILocation(line: 292, column: 108, scope: !272)
!275 = !DILocation(line: 292, column: 5, scope: !272)
!276 = !DILocation(line: 293, column: 1, scope: !272)
!277 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 4UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!278 = !DILocation(line: 292, column: 103, scope: !277)
!279 = !DILocation(line: 292, column: 108, scope: !277)
!280 = !DILocation(line: 292, column: 5, scope: !277)
!281 = !DILocation(line: 293, column: 1, scope: !277)
!282 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 3UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!283 = !DILocation(line: 292, column: 103, scope: !282)
!284 = !DILocation(line: 292, column: 108, scope: !282)
!285 = !DILocation(line: 292, column: 5, scope: !282)
!286 = !DILocation(line: 293, column: 1, scope: !282)
!287 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 2UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!288 = !DILocation(line: 292, column: 103, scope: !287)
!289 = !DILocation(line: 292, column: 108, scope: !287)
!290 = !DILocation(line: 292, column: 5, scope: !287)
!291 = !DILocation(line: 293, column: 1, scope: !287)
!292 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 1UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!293 = !DILocation(line: 292, column: 103, scope: !292)
!294 = !DILocation(line: 292, column: 108, scope: !292)
!295 = !DILocation(line: 292, column: 5, scope: !292)
!296 = !DILocation(line: 293, column: 1, scope: !292)
!297 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 0UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!298 = !DILocation(line: 292, column: 103, scope: !297)
!299 = !DILocation(line: 292, column: 108, scope: !297)
!300 = !DILocation(line: 292, column: 5, scope: !297)
!301 = !DILocation(line: 293, column: 1, scope: !297)
!302 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 8UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!303 = !DILocation(line: 292, column: 103, scope: !302)
!304 = !DILocation(line: 292, column: 108, scope: !302)
!305 = !DILocation(line: 292, column: 5, scope: !302)
!306 = !DILocation(line: 293, column: 1, scope: !302)
!307 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 7UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!308 = !DILocation(line: 292, column: 103, scope: !307)
!309 = !DILocation(line: 292, column: 108, scope: !307)
!310 = !DILocation(line: 292, column: 5, scope: !307)
!311 = !DILocation(line: 293, column: 1, scope: !307)
!312 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 6UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!313 = !DILocation(line: 292, column: 103, scope: !312)
!314 = !DILocation(line: 292, column: 108, scope: !312)
!315 = !DILocation(line: 292, column: 5, scope: !312)
!316 = !DILocation(line: 293, column: 1, scope: !312)
!317 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 5UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!318 = !DILocation(line: 292, column: 103, scope: !317)
!319 = !DILocation(line: 292, column: 108, scope: !317)
!320 = !DILocation(line: 292, column: 5, scope: !317)
!321 = !DILocation(line: 293, column: 1, scope: !317)
!322 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 4UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!323 = !DILocation(line: 292, column: 103, scope: !322)
!324 = !DILocation(line: 292, column: 108, scope: !322)
!325 = !DILocation(line: 292, column: 5, scope: !322)
!326 = !DILocation(line: 293, column: 1, scope: !322)
!327 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 3UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!328 = !DILocation(line: 292, column: 103, scope: !327)
!329 = !DILocation(line: 292, column: 108, scope: !327)
!330 = !DILocation(line: 292, column: 5, scope: !327)
!331 = !DILocation(line: 293, column: 1, scope: !327)
!332 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 2UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!333 = !DILocation(line: 292, column: 103, scope: !332)
!334 = !DILocation(line: 292, column: 108, scope: !332)
!335 = !DILocation(line: 292, column: 5, scope: !332)
!336 = !DILocation(line: 293, column: 1, scope: !332)
!337 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 1UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!338 = !DILocation(line: 292, column: 103, scope: !337)
!339 = !DILocation(line: 292, column: 108, scope: !337)
!340 = !DILocation(line: 292, column: 5, scope: !337)
!341 = !DILocation(line: 293, column: 1, scope: !337)
!342 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 0UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!343 = !DILocation(line: 292, column: 103, scope: !342)
!344 = !DILocation(line: 292, column: 108, scope: !342)
!345 = !DILocation(line: 292, column: 5, scope: !342)
!346 = !DILocation(line: 293, column: 1, scope: !342)
!347 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 4UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!348 = !DILocation(line: 292, column: 103, scope: !347)
!349 = !DILocation(line: 292, column: 108, scope: !347)
!350 = !DILocation(line: 292, column: 5, scope: !347)
!351 = !DILocation(line: 293, column: 1, scope: !347)
!352 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 3UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!353 = !DILocation(line: 292, column: 103, scope: !352)
!354 = !DILocation(line: 292, column: 108, scope: !352)
!355 = !DILocation(line: 292, column: 5, scope: !352)
!356 = !DILocation(line: 293, column: 1, scope: !352)
!357 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 2UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!358 = !DILocation(line: 292, column: 103, scope: !357)
!359 = !DILocation(line: 292, column: 108, scope: !357)
!360 = !DILocation(line: 292, column: 5, scope: !357)
!361 = !DILocation(line: 293, column: 1, scope: !357)
!362 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 1UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!363 = !DILocation(line: 292, column: 103, scope: !362)
!364 = !DILocation(line: 292, column: 108, scope: !362)
!365 = !DILocation(line: 292, column: 5, scope: !362)
!366 = !DILocation(line: 293, column: 1, scope: !362)
!367 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 0UL>", scope: !217, file: !217, line: 283, type: !13, scopeLine: 284, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!368 = !DILocation(line: 292, column: 103, scope: !367)
!369 = !DILocation(line: 292, column: 108, scope: !367)
!370 = !DILocation(line: 292, column: 5, scope: !367)
!371 = !DILocation(line: 293, column: 1, scope: !367)
!372 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 16UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!373 = !DILocation(line: 219, column: 56, scope: !372)
!374 = !DILocation(line: 219, column: 61, scope: !372)
!375 = !DILocation(line: 219, column: 9, scope: !372)
!376 = !DILocation(line: 220, column: 5, scope: !372)
!377 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!378 = !DILocation(line: 203, column: 47, scope: !377)
!379 = !DILocation(line: 203, column: 23, scope: !377)
!380 = !DILocation(line: 203, column: 88, scope: !377)
!381 = !DILocation(line: 201, column: 13, scope: !377)
!382 = !{i64 6240264}
!383 = !DILocation(line: 205, column: 9, scope: !377)
!384 = distinct !DISubprogram(name: "__nvvm_get_smem_pointer", scope: !385, file: !385, line: 510, type: !13, scopeLine: 510, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!385 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_intrinsics.h", directory: "")
!386 = !DILocation(line: 511, column: 43, scope: !384)
!387 = !DILocation(line: 511, column: 10, scope: !384)
!388 = !DILocation(line: 511, column: 3, scope: !384)
!389 = distinct !DISubprogram(name: "__nv_cvta_generic_to_shared_impl", scope: !385, file: !385, line: 489, type: !13, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!390 = !DILocation(line: 490, column: 60, scope: !389)
!391 = !DILocation(line: 490, column: 18, scope: !389)
!392 = !DILocation(line: 490, column: 10, scope: !389)
!393 = !DILocation(line: 490, column: 3, scope: !389)
!394 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 15UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!395 = !DILocation(line: 219, column: 56, scope: !394)
!396 = !DILocation(line: 219, column: 61, scope: !394)
!397 = !DILocation(line: 219, column: 9, scope: !394)
!398 = !DILocation(line: 220, column: 5, scope: !394)
!399 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!400 = !DILocation(line: 203, column: 47, scope: !399)
!401 = !DILocation(line: 203, column: 23, scope: !399)
!402 = !DILocation(line: 203, column: 88, scope: !399)
!403 = !DILocation(line: 201, column: 13, scope: !399)
!404 = !DILocation(line: 205, column: 9, scope: !399)
!405 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 14UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!406 = !DILocation(line: 219, column: 56, scope: !405)
!407 = !DILocation(line: 219, column: 61, scope: !405)
!408 = !DILocation(line: 219, column: 9, scope: !405)
!409 = !DILocation(line: 220, column: 5, scope: !405)
!410 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!411 = !DILocation(line: 203, column: 47, scope: !410)
!412 = !DILocation(line: 203, column: 23, scope: !410)
!413 = !DILocation(line: 203, column: 88, scope: !410)
!414 = !DILocation(line: 201, column: 13, scope: !410)
!415 = !DILocation(line: 205, column: 9, scope: !410)
!416 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 13UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!417 = !DILocation(line: 219, column: 56, scope: !416)
!418 = !DILocation(line: 219, column: 61, scope: !416)
!419 = !DILocation(line: 219, column: 9, scope: !416)
!420 = !DILocation(line: 220, column: 5, scope: !416)
!421 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!422 = !DILocation(line: 203, column: 47, scope: !421)
!423 = !DILocation(line: 203, column: 23, scope: !421)
!424 = !DILocation(line: 203, column: 88, scope: !421)
!425 = !DILocation(line: 201, column: 13, scope: !421)
!426 = !DILocation(line: 205, column: 9, scope: !421)
!427 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 12UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!428 = !DILocation(line: 219, column: 56, scope: !427)
!429 = !DILocation(line: 219, column: 61, scope: !427)
!430 = !DILocation(line: 219, column: 9, scope: !427)
!431 = !DILocation(line: 220, column: 5, scope: !427)
!432 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!433 = !DILocation(line: 203, column: 47, scope: !432)
!434 = !DILocation(line: 203, column: 23, scope: !432)
!435 = !DILocation(line: 203, column: 88, scope: !432)
!436 = !DILocation(line: 201, column: 13, scope: !432)
!437 = !DILocation(line: 205, column: 9, scope: !432)
!438 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 11UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!439 = !DILocation(line: 219, column: 56, scope: !438)
!440 = !DILocation(line: 219, column: 61, scope: !438)
!441 = !DILocation(line: 219, column: 9, scope: !438)
!442 = !DILocation(line: 220, column: 5, scope: !438)
!443 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!444 = !DILocation(line: 203, column: 47, scope: !443)
!445 = !DILocation(line: 203, column: 23, scope: !443)
!446 = !DILocation(line: 203, column: 88, scope: !443)
!447 = !DILocation(line: 201, column: 13, scope: !443)
!448 = !DILocation(line: 205, column: 9, scope: !443)
!449 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 10UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!450 = !DILocation(line: 219, column: 56, scope: !449)
!451 = !DILocation(line: 219, column: 61, scope: !449)
!452 = !DILocation(line: 219, column: 9, scope: !449)
!453 = !DILocation(line: 220, column: 5, scope: !449)
!454 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!455 = !DILocation(line: 203, column: 47, scope: !454)
!456 = !DILocation(line: 203, column: 23, scope: !454)
!457 = !DILocation(line: 203, column: 88, scope: !454)
!458 = !DILocation(line: 201, column: 13, scope: !454)
!459 = !DILocation(line: 205, column: 9, scope: !454)
!460 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 9UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!461 = !DILocation(line: 219, column: 56, scope: !460)
!462 = !DILocation(line: 219, column: 61, scope: !460)
!463 = !DILocation(line: 219, column: 9, scope: !460)
!464 = !DILocation(line: 220, column: 5, scope: !460)
!465 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!466 = !DILocation(line: 203, column: 47, scope: !465)
!467 = !DILocation(line: 203, column: 23, scope: !465)
!468 = !DILocation(line: 203, column: 88, scope: !465)
!469 = !DILocation(line: 201, column: 13, scope: !465)
!470 = !DILocation(line: 205, column: 9, scope: !465)
!471 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 8UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!472 = !DILocation(line: 219, column: 56, scope: !471)
!473 = !DILocation(line: 219, column: 61, scope: !471)
!474 = !DILocation(line: 219, column: 9, scope: !471)
!475 = !DILocation(line: 220, column: 5, scope: !471)
!476 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!477 = !DILocation(line: 203, column: 47, scope: !476)
!478 = !DILocation(line: 203, column: 23, scope: !476)
!479 = !DILocation(line: 203, column: 88, scope: !476)
!480 = !DILocation(line: 201, column: 13, scope: !476)
!481 = !DILocation(line: 205, column: 9, scope: !476)
!482 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 7UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!483 = !DILocation(line: 219, column: 56, scope: !482)
!484 = !DILocation(line: 219, column: 61, scope: !482)
!485 = !DILocation(line: 219, column: 9, scope: !482)
!486 = !DILocation(line: 220, column: 5, scope: !482)
!487 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!488 = !DILocation(line: 203, column: 47, scope: !487)
!489 = !DILocation(line: 203, column: 23, scope: !487)
!490 = !DILocation(line: 203, column: 88, scope: !487)
!491 = !DILocation(line: 201, column: 13, scope: !487)
!492 = !DILocation(line: 205, column: 9, scope: !487)
!493 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 6UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!494 = !DILocation(line: 219, column: 56, scope: !493)
!495 = !DILocation(line: 219, column: 61, scope: !493)
!496 = !DILocation(line: 219, column: 9, scope: !493)
!497 = !DILocation(line: 220, column: 5, scope: !493)
!498 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!499 = !DILocation(line: 203, column: 47, scope: !498)
!500 = !DILocation(line: 203, column: 23, scope: !498)
!501 = !DILocation(line: 203, column: 88, scope: !498)
!502 = !DILocation(line: 201, column: 13, scope: !498)
!503 = !DILocation(line: 205, column: 9, scope: !498)
!504 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 5UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!505 = !DILocation(line: 219, column: 56, scope: !504)
!506 = !DILocation(line: 219, column: 61, scope: !504)
!507 = !DILocation(line: 219, column: 9, scope: !504)
!508 = !DILocation(line: 220, column: 5, scope: !504)
!509 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!510 = !DILocation(line: 203, column: 47, scope: !509)
!511 = !DILocation(line: 203, column: 23, scope: !509)
!512 = !DILocation(line: 203, column: 88, scope: !509)
!513 = !DILocation(line: 201, column: 13, scope: !509)
!514 = !DILocation(line: 205, column: 9, scope: !509)
!515 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 4UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!516 = !DILocation(line: 219, column: 56, scope: !515)
!517 = !DILocation(line: 219, column: 61, scope: !515)
!518 = !DILocation(line: 219, column: 9, scope: !515)
!519 = !DILocation(line: 220, column: 5, scope: !515)
!520 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!521 = !DILocation(line: 203, column: 47, scope: !520)
!522 = !DILocation(line: 203, column: 23, scope: !520)
!523 = !DILocation(line: 203, column: 88, scope: !520)
!524 = !DILocation(line: 201, column: 13, scope: !520)
!525 = !DILocation(line: 205, column: 9, scope: !520)
!526 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 3UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!527 = !DILocation(line: 219, column: 56, scope: !526)
!528 = !DILocation(line: 219, column: 61, scope: !526)
!529 = !DILocation(line: 219, column: 9, scope: !526)
!530 = !DILocation(line: 220, column: 5, scope: !526)
!531 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!532 = !DILocation(line: 203, column: 47, scope: !531)
!533 = !DILocation(line: 203, column: 23, scope: !531)
!534 = !DILocation(line: 203, column: 88, scope: !531)
!535 = !DILocation(line: 201, column: 13, scope: !531)
!536 = !DILocation(line: 205, column: 9, scope: !531)
!537 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 2UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!538 = !DILocation(line: 219, column: 56, scope: !537)
!539 = !DILocation(line: 219, column: 61, scope: !537)
!540 = !DILocation(line: 219, column: 9, scope: !537)
!541 = !DILocation(line: 220, column: 5, scope: !537)
!542 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!543 = !DILocation(line: 203, column: 47, scope: !542)
!544 = !DILocation(line: 203, column: 23, scope: !542)
!545 = !DILocation(line: 203, column: 88, scope: !542)
!546 = !DILocation(line: 201, column: 13, scope: !542)
!547 = !DILocation(line: 205, column: 9, scope: !542)
!548 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 1UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!549 = !DILocation(line: 219, column: 56, scope: !548)
!550 = !DILocation(line: 219, column: 61, scope: !548)
!551 = !DILocation(line: 219, column: 9, scope: !548)
!552 = !DILocation(line: 220, column: 5, scope: !548)
!553 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!554 = !DILocation(line: 203, column: 47, scope: !553)
!555 = !DILocation(line: 203, column: 23, scope: !553)
!556 = !DILocation(line: 203, column: 88, scope: !553)
!557 = !DILocation(line: 201, column: 13, scope: !553)
!558 = !DILocation(line: 205, column: 9, scope: !553)
!559 = distinct !DISubprogram(name: "pipeline_memcpy_async<16UL, 0UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!560 = !DILocation(line: 219, column: 56, scope: !559)
!561 = !DILocation(line: 219, column: 61, scope: !559)
!562 = !DILocation(line: 219, column: 9, scope: !559)
!563 = !DILocation(line: 220, column: 5, scope: !559)
!564 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 199, type: !13, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!565 = !DILocation(line: 203, column: 47, scope: !564)
!566 = !DILocation(line: 203, column: 23, scope: !564)
!567 = !DILocation(line: 203, column: 88, scope: !564)
!568 = !DILocation(line: 201, column: 13, scope: !564)
!569 = !DILocation(line: 205, column: 9, scope: !564)
!570 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 8UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!571 = !DILocation(line: 219, column: 56, scope: !570)
!572 = !DILocation(line: 219, column: 61, scope: !570)
!573 = !DILocation(line: 219, column: 9, scope: !570)
!574 = !DILocation(line: 220, column: 5, scope: !570)
!575 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!576 = !DILocation(line: 190, column: 47, scope: !575)
!577 = !DILocation(line: 190, column: 23, scope: !575)
!578 = !DILocation(line: 190, column: 88, scope: !575)
!579 = !DILocation(line: 188, column: 13, scope: !575)
!580 = !{i64 6239781}
!581 = !DILocation(line: 193, column: 9, scope: !575)
!582 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 7UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!583 = !DILocation(line: 219, column: 56, scope: !582)
!584 = !DILocation(line: 219, column: 61, scope: !582)
!585 = !DILocation(line: 219, column: 9, scope: !582)
!586 = !DILocation(line: 220, column: 5, scope: !582)
!587 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!588 = !DILocation(line: 190, column: 47, scope: !587)
!589 = !DILocation(line: 190, column: 23, scope: !587)
!590 = !DILocation(line: 190, column: 88, scope: !587)
!591 = !DILocation(line: 188, column: 13, scope: !587)
!592 = !DILocation(line: 193, column: 9, scope: !587)
!593 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 6UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!594 = !DILocation(line: 219, column: 56, scope: !593)
!595 = !DILocation(line: 219, column: 61, scope: !593)
!596 = !DILocation(line: 219, column: 9, scope: !593)
!597 = !DILocation(line: 220, column: 5, scope: !593)
!598 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!599 = !DILocation(line: 190, column: 47, scope: !598)
!600 = !DILocation(line: 190, column: 23, scope: !598)
!601 = !DILocation(line: 190, column: 88, scope: !598)
!602 = !DILocation(line: 188, column: 13, scope: !598)
!603 = !DILocation(line: 193, column: 9, scope: !598)
!604 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 5UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!605 = !DILocation(line: 219, column: 56, scope: !604)
!606 = !DILocation(line: 219, column: 61, scope: !604)
!607 = !DILocation(line: 219, column: 9, scope: !604)
!608 = !DILocation(line: 220, column: 5, scope: !604)
!609 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!610 = !DILocation(line: 190, column: 47, scope: !609)
!611 = !DILocation(line: 190, column: 23, scope: !609)
!612 = !DILocation(line: 190, column: 88, scope: !609)
!613 = !DILocation(line: 188, column: 13, scope: !609)
!614 = !DILocation(line: 193, column: 9, scope: !609)
!615 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 4UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!616 = !DILocation(line: 219, column: 56, scope: !615)
!617 = !DILocation(line: 219, column: 61, scope: !615)
!618 = !DILocation(line: 219, column: 9, scope: !615)
!619 = !DILocation(line: 220, column: 5, scope: !615)
!620 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!621 = !DILocation(line: 190, column: 47, scope: !620)
!622 = !DILocation(line: 190, column: 23, scope: !620)
!623 = !DILocation(line: 190, column: 88, scope: !620)
!624 = !DILocation(line: 188, column: 13, scope: !620)
!625 = !DILocation(line: 193, column: 9, scope: !620)
!626 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 3UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!627 = !DILocation(line: 219, column: 56, scope: !626)
!628 = !DILocation(line: 219, column: 61, scope: !626)
!629 = !DILocation(line: 219, column: 9, scope: !626)
!630 = !DILocation(line: 220, column: 5, scope: !626)
!631 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!632 = !DILocation(line: 190, column: 47, scope: !631)
!633 = !DILocation(line: 190, column: 23, scope: !631)
!634 = !DILocation(line: 190, column: 88, scope: !631)
!635 = !DILocation(line: 188, column: 13, scope: !631)
!636 = !DILocation(line: 193, column: 9, scope: !631)
!637 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 2UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!638 = !DILocation(line: 219, column: 56, scope: !637)
!639 = !DILocation(line: 219, column: 61, scope: !637)
!640 = !DILocation(line: 219, column: 9, scope: !637)
!641 = !DILocation(line: 220, column: 5, scope: !637)
!642 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!643 = !DILocation(line: 190, column: 47, scope: !642)
!644 = !DILocation(line: 190, column: 23, scope: !642)
!645 = !DILocation(line: 190, column: 88, scope: !642)
!646 = !DILocation(line: 188, column: 13, scope: !642)
!647 = !DILocation(line: 193, column: 9, scope: !642)
!648 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 1UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!649 = !DILocation(line: 219, column: 56, scope: !648)
!650 = !DILocation(line: 219, column: 61, scope: !648)
!651 = !DILocation(line: 219, column: 9, scope: !648)
!652 = !DILocation(line: 220, column: 5, scope: !648)
!653 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!654 = !DILocation(line: 190, column: 47, scope: !653)
!655 = !DILocation(line: 190, column: 23, scope: !653)
!656 = !DILocation(line: 190, column: 88, scope: !653)
!657 = !DILocation(line: 188, column: 13, scope: !653)
!658 = !DILocation(line: 193, column: 9, scope: !653)
!659 = distinct !DISubprogram(name: "pipeline_memcpy_async<8UL, 0UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!660 = !DILocation(line: 219, column: 56, scope: !659)
!661 = !DILocation(line: 219, column: 61, scope: !659)
!662 = !DILocation(line: 219, column: 9, scope: !659)
!663 = !DILocation(line: 220, column: 5, scope: !659)
!664 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!665 = !DILocation(line: 190, column: 47, scope: !664)
!666 = !DILocation(line: 190, column: 23, scope: !664)
!667 = !DILocation(line: 190, column: 88, scope: !664)
!668 = !DILocation(line: 188, column: 13, scope: !664)
!669 = !DILocation(line: 193, column: 9, scope: !664)
!670 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 4UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!671 = !DILocation(line: 219, column: 56, scope: !670)
!672 = !DILocation(line: 219, column: 61, scope: !670)
!673 = !DILocation(line: 219, column: 9, scope: !670)
!674 = !DILocation(line: 220, column: 5, scope: !670)
!675 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!676 = !DILocation(line: 190, column: 47, scope: !675)
!677 = !DILocation(line: 190, column: 23, scope: !675)
!678 = !DILocation(line: 190, column: 88, scope: !675)
!679 = !DILocation(line: 188, column: 13, scope: !675)
!680 = !DILocation(line: 193, column: 9, scope: !675)
!681 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 3UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!682 = !DILocation(line: 219, column: 56, scope: !681)
!683 = !DILocation(line: 219, column: 61, scope: !681)
!684 = !DILocation(line: 219, column: 9, scope: !681)
!685 = !DILocation(line: 220, column: 5, scope: !681)
!686 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!687 = !DILocation(line: 190, column: 47, scope: !686)
!688 = !DILocation(line: 190, column: 23, scope: !686)
!689 = !DILocation(line: 190, column: 88, scope: !686)
!690 = !DILocation(line: 188, column: 13, scope: !686)
!691 = !DILocation(line: 193, column: 9, scope: !686)
!692 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 2UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!693 = !DILocation(line: 219, column: 56, scope: !692)
!694 = !DILocation(line: 219, column: 61, scope: !692)
!695 = !DILocation(line: 219, column: 9, scope: !692)
!696 = !DILocation(line: 220, column: 5, scope: !692)
!697 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!698 = !DILocation(line: 190, column: 47, scope: !697)
!699 = !DILocation(line: 190, column: 23, scope: !697)
!700 = !DILocation(line: 190, column: 88, scope: !697)
!701 = !DILocation(line: 188, column: 13, scope: !697)
!702 = !DILocation(line: 193, column: 9, scope: !697)
!703 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 1UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!704 = !DILocation(line: 219, column: 56, scope: !703)
!705 = !DILocation(line: 219, column: 61, scope: !703)
!706 = !DILocation(line: 219, column: 9, scope: !703)
!707 = !DILocation(line: 220, column: 5, scope: !703)
!708 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!709 = !DILocation(line: 190, column: 47, scope: !708)
!710 = !DILocation(line: 190, column: 23, scope: !708)
!711 = !DILocation(line: 190, column: 88, scope: !708)
!712 = !DILocation(line: 188, column: 13, scope: !708)
!713 = !DILocation(line: 193, column: 9, scope: !708)
!714 = distinct !DISubprogram(name: "pipeline_memcpy_async<4UL, 0UL>", scope: !217, file: !217, line: 210, type: !13, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!715 = !DILocation(line: 219, column: 56, scope: !714)
!716 = !DILocation(line: 219, column: 61, scope: !714)
!717 = !DILocation(line: 219, column: 9, scope: !714)
!718 = !DILocation(line: 220, column: 5, scope: !714)
!719 = distinct !DISubprogram(name: "cp_async", scope: !217, file: !217, line: 186, type: !13, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!720 = !DILocation(line: 190, column: 47, scope: !719)
!721 = !DILocation(line: 190, column: 23, scope: !719)
!722 = !DILocation(line: 190, column: 88, scope: !719)
!723 = !DILocation(line: 188, column: 13, scope: !719)
!724 = !DILocation(line: 193, column: 9, scope: !719)
!725 = distinct !DISubprogram(name: "pipeline_commit", scope: !217, file: !217, line: 296, type: !13, scopeLine: 297, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!726 = !DILocation(line: 298, column: 5, scope: !725)
!727 = !DILocation(line: 299, column: 1, scope: !725)
!728 = distinct !DISubprogram(name: "pipeline_commit", scope: !217, file: !217, line: 223, type: !13, scopeLine: 224, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!729 = !DILocation(line: 225, column: 9, scope: !728)
!730 = !{i64 6241333}
!731 = !DILocation(line: 226, column: 5, scope: !728)
!732 = distinct !DISubprogram(name: "pipeline_wait_prior<0U>", scope: !217, file: !217, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!733 = !DILocation(line: 305, column: 5, scope: !732)
!734 = !DILocation(line: 306, column: 1, scope: !732)
!735 = distinct !DISubprogram(name: "pipeline_wait_prior<1U>", scope: !217, file: !217, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!736 = !DILocation(line: 305, column: 5, scope: !735)
!737 = !DILocation(line: 306, column: 1, scope: !735)
!738 = distinct !DISubprogram(name: "pipeline_wait_prior<2U>", scope: !217, file: !217, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!739 = !DILocation(line: 305, column: 5, scope: !738)
!740 = !DILocation(line: 306, column: 1, scope: !738)
!741 = distinct !DISubprogram(name: "pipeline_wait_prior<3U>", scope: !217, file: !217, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!742 = !DILocation(line: 305, column: 5, scope: !741)
!743 = !DILocation(line: 306, column: 1, scope: !741)
!744 = distinct !DISubprogram(name: "pipeline_wait_prior<4U>", scope: !217, file: !217, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!745 = !DILocation(line: 305, column: 5, scope: !744)
!746 = !DILocation(line: 306, column: 1, scope: !744)
!747 = distinct !DISubprogram(name: "pipeline_wait_prior<5U>", scope: !217, file: !217, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!748 = !DILocation(line: 305, column: 5, scope: !747)
!749 = !DILocation(line: 306, column: 1, scope: !747)
!750 = distinct !DISubprogram(name: "pipeline_wait_prior<6U>", scope: !217, file: !217, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!751 = !DILocation(line: 305, column: 5, scope: !750)
!752 = !DILocation(line: 306, column: 1, scope: !750)
!753 = distinct !DISubprogram(name: "pipeline_wait_prior<7U>", scope: !217, file: !217, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!754 = !DILocation(line: 305, column: 5, scope: !753)
!755 = !DILocation(line: 306, column: 1, scope: !753)
!756 = distinct !DISubprogram(name: "pipeline_wait_prior<8U>", scope: !217, file: !217, line: 303, type: !13, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!757 = !DILocation(line: 305, column: 5, scope: !756)
!758 = !DILocation(line: 306, column: 1, scope: !756)
!759 = distinct !DISubprogram(name: "pipeline_wait_prior<0U>", scope: !217, file: !217, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!760 = !DILocation(line: 232, column: 9, scope: !759)
!761 = !{i64 6241487}
!762 = !DILocation(line: 235, column: 5, scope: !759)
!763 = distinct !DISubprogram(name: "pipeline_wait_prior<1U>", scope: !217, file: !217, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!764 = !DILocation(line: 232, column: 9, scope: !763)
!765 = !DILocation(line: 235, column: 5, scope: !763)
!766 = distinct !DISubprogram(name: "pipeline_wait_prior<2U>", scope: !217, file: !217, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!767 = !DILocation(line: 232, column: 9, scope: !766)
!768 = !DILocation(line: 235, column: 5, scope: !766)
!769 = distinct !DISubprogram(name: "pipeline_wait_prior<3U>", scope: !217, file: !217, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!770 = !DILocation(line: 232, column: 9, scope: !769)
!771 = !DILocation(line: 235, column: 5, scope: !769)
!772 = distinct !DISubprogram(name: "pipeline_wait_prior<4U>", scope: !217, file: !217, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!773 = !DILocation(line: 232, column: 9, scope: !772)
!774 = !DILocation(line: 235, column: 5, scope: !772)
!775 = distinct !DISubprogram(name: "pipeline_wait_prior<5U>", scope: !217, file: !217, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!776 = !DILocation(line: 232, column: 9, scope: !775)
!777 = !DILocation(line: 235, column: 5, scope: !775)
!778 = distinct !DISubprogram(name: "pipeline_wait_prior<6U>", scope: !217, file: !217, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!779 = !DILocation(line: 232, column: 9, scope: !778)
!780 = !DILocation(line: 235, column: 5, scope: !778)
!781 = distinct !DISubprogram(name: "pipeline_wait_prior<7U>", scope: !217, file: !217, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!782 = !DILocation(line: 232, column: 9, scope: !781)
!783 = !DILocation(line: 235, column: 5, scope: !781)
!784 = distinct !DISubprogram(name: "pipeline_wait_prior<8U>", scope: !217, file: !217, line: 230, type: !13, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!785 = !DILocation(line: 232, column: 9, scope: !784)
!786 = !DILocation(line: 235, column: 5, scope: !784)
