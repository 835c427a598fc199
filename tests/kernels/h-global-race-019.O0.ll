; ModuleID = 'h-global-race-019.cu'
source_filename = "h-global-race-019.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%"struct.cuda::__4::atomic_ref" = type { %"struct.cuda::std::__4::__atomic_ref_bitwise" }
%"struct.cuda::std::__4::__atomic_ref_bitwise" = type { %"struct.cuda::std::__4::__atomic_ref_storage" }
%"struct.cuda::std::__4::__atomic_ref_storage" = type { ptr }
%"struct.cuda::std::__4::__thread_scope_device_tag" = type { i8 }
%"struct.cuda::std::__4::__cuda_atomic_bind_store" = type { ptr, ptr }
%"struct.cuda::std::__4::integral_constant" = type { i8 }
%"struct.cuda::std::__4::integral_constant.0" = type { i8 }
%"struct.cuda::std::__4::integral_constant.1" = type { i8 }
%"struct.cuda::std::__4::__atomic_cuda_operand_tag" = type { i8 }
%"struct.cuda::std::__4::integral_constant.2" = type { i8 }
%"struct.cuda::std::__4::__cuda_atomic_bind_load" = type { ptr, ptr }
%"struct.cuda::std::__4::integral_constant.3" = type { i8 }

$_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE1EEC1ERi = comdat any

$_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_25__thread_scope_device_tagEE5storeEiNS1_12memory_orderE = comdat any

$_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_25__thread_scope_device_tagEE4loadENS1_12memory_orderE = comdat any

$_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE1EEC2ERi = comdat any

$_ZN4cuda3std3__420__atomic_ref_bitwiseIiNS1_25__thread_scope_device_tagEEC2ERi = comdat any

$_ZN4cuda3std3__420__atomic_ref_storageIiEC1EPi = comdat any

$_ZN4cuda3std3__420__atomic_ref_storageIiEC2EPi = comdat any

$_ZN4cuda3std3__423__atomic_store_dispatchIKNS1_20__atomic_ref_storageIiEEiNS1_25__thread_scope_device_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEEvPS9_T0_NS1_12memory_orderET1_ = comdat any

$_ZN4cuda3std3__421__atomic_store_n_cudaIiNS1_25__thread_scope_device_tagEEEvPT_S4_iT0_ = comdat any

$_ZNK4cuda3std3__420__atomic_ref_storageIiE3getEv = comdat any

$_ZN4cuda3std3__426__cuda_store_weak_if_localEPVvPKvm = comdat any

$_ZN4cuda3std3__415__cuda_is_localEPVKv = comdat any

$_ZN4cuda3std3__424__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_1EEEEEvT_ = comdat any

$_ZN4cuda3std3__424__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_0EEEEEvT_ = comdat any

$_ZN4cuda3std3__422__atomic_load_dispatchINS1_20__atomic_ref_storageIiEENS1_25__thread_scope_device_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEENS8_14__underlying_tEPKS8_NS1_12memory_orderET0_ = comdat any

$_ZN4cuda3std3__420__atomic_load_n_cudaIiNS1_25__thread_scope_device_tagEEET_PKS4_iT0_ = comdat any

$_ZN4cuda3std3__425__cuda_load_weak_if_localEPVKvPvm = comdat any

$_ZN4cuda3std3__423__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_2EEEEEvT_ = comdat any

$_ZN4cuda3std3__423__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_0EEEEEvT_ = comdat any

@_ZZ25h_broadcast_scale_relaxedE1s = internal addrspace(3) global [256 x float] undef, align 4
@_ZZ25h_broadcast_scale_relaxedE7s_scale = internal addrspace(3) global float undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str1 = private unnamed_addr constant [78 x i8] c"/usr/local/cuda/include/cccl/cuda/std/__atomic/functions/cuda_ptx_generated.h\00", align 1
@__PRETTY_FUNCTION__._ZN4cuda3std3__4L41__cuda_atomic_store_memory_order_dispatchINS1_24__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_ = private unnamed_addr constant [340 x i8] c"void cuda::std::__cuda_atomic_store_memory_order_dispatch(_Fn &, int, _Sco) [_Fn = cuda::std::__cuda_atomic_bind_store<unsigned int, cuda::std::__atomic_cuda_operand_tag<cuda::std::__atomic_cuda_operand::_b, 32>, cuda::std::__thread_scope_device_tag, cuda::std::integral_constant<bool, false>>, _Sco = cuda::std::__thread_scope_device_tag]\00", align 1
@__PRETTY_FUNCTION__._ZN4cuda3std3__4L40__cuda_atomic_load_memory_order_dispatchINS1_23__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_ = private unnamed_addr constant [338 x i8] c"void cuda::std::__cuda_atomic_load_memory_order_dispatch(_Fn &, int, _Sco) [_Fn = cuda::std::__cuda_atomic_bind_load<unsigned int, cuda::std::__atomic_cuda_operand_tag<cuda::std::__atomic_cuda_operand::_b, 32>, cuda::std::__thread_scope_device_tag, cuda::std::integral_constant<bool, false>>, _Sco = cuda::std::__thread_scope_device_tag]\00", align 1
@.str4 = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local void @h_broadcast_scale_relaxed(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !12 {
  %5 = alloca float, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca %"struct.cuda::__4::atomic_ref", align 8
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %16, ptr %10, align 4, !dbg !19
  %17 = load ptr, ptr %9, align 8, !dbg !20
  call void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE1EEC1ERi(ptr noundef nonnull align 8 dereferenceable(8) %11, ptr noundef nonnull align 4 dereferenceable(4) %17) #8, !dbg !21
  %18 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %19 = icmp eq i32 %18, 0, !dbg !25
  br i1 %19, label %20, label %67, !dbg !26

20:                                               ; preds = %4
  %21 = load ptr, ptr %6, align 8, !dbg !27
  %22 = load i32, ptr %10, align 4, !dbg !28
  %23 = zext i32 %22 to i64, !dbg !27
  %24 = getelementptr inbounds float, ptr %21, i64 %23, !dbg !27
  %25 = load float, ptr %24, align 4, !dbg !27
  store float %25, ptr %12, align 4, !dbg !29
  %26 = load float, ptr %12, align 4, !dbg !30
  %27 = load float, ptr %12, align 4, !dbg !31
  %28 = fmul contract float %26, %27, !dbg !32
  %29 = load i32, ptr %10, align 4, !dbg !33
  %30 = zext i32 %29 to i64, !dbg !34
  %31 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_broadcast_scale_relaxedE1s to ptr), i64 0, i64 %30, !dbg !34
  store float %28, ptr %31, align 4, !dbg !35
  call void @llvm.nvvm.barrier0(), !dbg !36
  store i32 128, ptr %13, align 4, !dbg !37
  br label %32, !dbg !38

32:                                               ; preds = %52, %20
  %33 = load i32, ptr %13, align 4, !dbg !39
  %34 = icmp ugt i32 %33, 0, !dbg !40
  br i1 %34, label %35, label %55, !dbg !41

35:                                               ; preds = %32
  %36 = load i32, ptr %10, align 4, !dbg !42
  %37 = load i32, ptr %13, align 4, !dbg !43
  %38 = icmp ult i32 %36, %37, !dbg !44
  br i1 %38, label %39, label %51, !dbg !42

39:                                               ; preds = %35
  %40 = load i32, ptr %10, align 4, !dbg !45
  %41 = load i32, ptr %13, align 4, !dbg !46
  %42 = add i32 %40, %41, !dbg !47
  %43 = zext i32 %42 to i64, !dbg !48
  %44 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_broadcast_scale_relaxedE1s to ptr), i64 0, i64 %43, !dbg !48
  %45 = load float, ptr %44, align 4, !dbg !48
  %46 = load i32, ptr %10, align 4, !dbg !49
  %47 = zext i32 %46 to i64, !dbg !50
  %48 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25h_broadcast_scale_relaxedE1s to ptr), i64 0, i64 %47, !dbg !50
  %49 = load float, ptr %48, align 4, !dbg !51
  %50 = fadd contract float %49, %45, !dbg !51
  store float %50, ptr %48, align 4, !dbg !51
  br label %51, !dbg !50

51:                                               ; preds = %39, %35
  call void @llvm.nvvm.barrier0(), !dbg !52
  br label %52, !dbg !53

52:                                               ; preds = %51
  %53 = load i32, ptr %13, align 4, !dbg !54
  %54 = lshr i32 %53, 1, !dbg !54
  store i32 %54, ptr %13, align 4, !dbg !54
  br label %32, !dbg !41, !llvm.loop !55

55:                                               ; preds = %32
  %56 = load i32, ptr %10, align 4, !dbg !57
  %57 = icmp eq i32 %56, 0, !dbg !58
  br i1 %57, label %58, label %66, !dbg !57

58:                                               ; preds = %55
  %59 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ25h_broadcast_scale_relaxedE1s to ptr), align 4, !dbg !59
  %60 = fadd contract float %59, 0x3D71979980000000, !dbg !60
  store float %60, ptr %5, align 4
  %61 = load float, ptr %5, align 4, !dbg !61
  %62 = call float @llvm.nvvm.rsqrt.approx.f(float %61), !dbg !65
  store float %62, ptr %14, align 4, !dbg !66
  %63 = load float, ptr %14, align 4, !dbg !67
  %64 = load ptr, ptr %8, align 8, !dbg !68
  store float %63, ptr %64, align 4, !dbg !69
  call void @_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_25__thread_scope_device_tagEE5storeEiNS1_12memory_orderE(ptr noundef nonnull align 8 dereferenceable(8) %11, i32 noundef 1, i32 noundef 0) #8, !dbg !70
  %65 = load float, ptr %14, align 4, !dbg !71
  store float %65, ptr addrspacecast (ptr addrspace(3) @_ZZ25h_broadcast_scale_relaxedE7s_scale to ptr), align 4, !dbg !72
  br label %66, !dbg !73

66:                                               ; preds = %58, %55
  br label %79, !dbg !74

67:                                               ; preds = %4
  %68 = load i32, ptr %10, align 4, !dbg !75
  %69 = icmp eq i32 %68, 0, !dbg !76
  br i1 %69, label %70, label %78, !dbg !75

70:                                               ; preds = %67
  br label %71, !dbg !77

71:                                               ; preds = %74, %70
  %72 = call noundef i32 @_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_25__thread_scope_device_tagEE4loadENS1_12memory_orderE(ptr noundef nonnull align 8 dereferenceable(8) %11, i32 noundef 0) #8, !dbg !78
  %73 = icmp eq i32 %72, 0, !dbg !79
  br i1 %73, label %74, label %75, !dbg !77

74:                                               ; preds = %71
  br label %71, !dbg !77, !llvm.loop !80

75:                                               ; preds = %71
  %76 = load ptr, ptr %8, align 8, !dbg !82
  %77 = load float, ptr %76, align 4, !dbg !83
  store float %77, ptr addrspacecast (ptr addrspace(3) @_ZZ25h_broadcast_scale_relaxedE7s_scale to ptr), align 4, !dbg !84
  br label %78, !dbg !85

78:                                               ; preds = %75, %67
  br label %79

79:                                               ; preds = %78, %66
  call void @llvm.nvvm.barrier0(), !dbg !86
  %80 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !87
  %81 = mul i32 %80, 256, !dbg !89
  %82 = load i32, ptr %10, align 4, !dbg !90
  %83 = add i32 %81, %82, !dbg !91
  store i32 %83, ptr %15, align 4, !dbg !92
  %84 = load ptr, ptr %6, align 8, !dbg !93
  %85 = load i32, ptr %15, align 4, !dbg !94
  %86 = zext i32 %85 to i64, !dbg !93
  %87 = getelementptr inbounds float, ptr %84, i64 %86, !dbg !93
  %88 = load float, ptr %87, align 4, !dbg !93
  %89 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ25h_broadcast_scale_relaxedE7s_scale to ptr), align 4, !dbg !95
  %90 = fmul contract float %88, %89, !dbg !96
  %91 = load ptr, ptr %7, align 8, !dbg !97
  %92 = load i32, ptr %15, align 4, !dbg !98
  %93 = zext i32 %92 to i64, !dbg !97
  %94 = getelementptr inbounds float, ptr %91, i64 %93, !dbg !97
  store float %90, ptr %94, align 4, !dbg !99
  ret void, !dbg !100
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE1EEC1ERi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 !dbg !101 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8, !dbg !103
  call void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE1EEC2ERi(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(4) %6) #8, !dbg !103
  ret void, !dbg !104
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_25__thread_scope_device_tagEE5storeEiNS1_12memory_orderE(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1, i32 noundef %2) #1 comdat align 2 !dbg !105 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %"struct.cuda::std::__4::__atomic_ref_bitwise", ptr %8, i32 0, i32 0, !dbg !107
  %10 = load i32, ptr %5, align 4, !dbg !107
  %11 = load i32, ptr %6, align 4, !dbg !107
  call void @_ZN4cuda3std3__423__atomic_store_dispatchIKNS1_20__atomic_ref_storageIiEEiNS1_25__thread_scope_device_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEEvPS9_T0_NS1_12memory_orderET1_(ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %7) #8, !dbg !107
  ret void, !dbg !107
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_25__thread_scope_device_tagEE4loadENS1_12memory_orderE(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #1 comdat align 2 !dbg !108 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %"struct.cuda::std::__4::__atomic_ref_bitwise", ptr %6, i32 0, i32 0, !dbg !109
  %8 = load i32, ptr %4, align 4, !dbg !109
  %9 = call noundef i32 @_ZN4cuda3std3__422__atomic_load_dispatchINS1_20__atomic_ref_storageIiEENS1_25__thread_scope_device_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEENS8_14__underlying_tEPKS8_NS1_12memory_orderET0_(ptr noundef %7, i32 noundef %8, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %5) #8, !dbg !109
  ret i32 %9, !dbg !109
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE1EEC2ERi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 !dbg !110 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8, !dbg !111
  call void @_ZN4cuda3std3__420__atomic_ref_bitwiseIiNS1_25__thread_scope_device_tagEEC2ERi(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(4) %6) #8, !dbg !112
  ret void, !dbg !113
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4cuda3std3__420__atomic_ref_bitwiseIiNS1_25__thread_scope_device_tagEEC2ERi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 !dbg !114 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.cuda::std::__4::__atomic_ref_bitwise", ptr %5, i32 0, i32 0, !dbg !115
  %7 = load ptr, ptr %4, align 8, !dbg !116
  call void @_ZN4cuda3std3__420__atomic_ref_storageIiEC1EPi(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef %7) #8, !dbg !115
  ret void, !dbg !117
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__420__atomic_ref_storageIiEC1EPi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 !dbg !118 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8, !dbg !120
  call void @_ZN4cuda3std3__420__atomic_ref_storageIiEC2EPi(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6) #8, !dbg !120
  ret void, !dbg !121
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__420__atomic_ref_storageIiEC2EPi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 !dbg !122 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.cuda::std::__4::__atomic_ref_storage", ptr %5, i32 0, i32 0, !dbg !123
  %7 = load ptr, ptr %4, align 8, !dbg !124
  store ptr %7, ptr %6, align 8, !dbg !123
  ret void, !dbg !125
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__423__atomic_store_dispatchIKNS1_20__atomic_ref_storageIiEEiNS1_25__thread_scope_device_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEEvPS9_T0_NS1_12memory_orderET1_(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %3) #1 comdat !dbg !126 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %9 = load ptr, ptr %5, align 8, !dbg !128
  %10 = call noundef ptr @_ZNK4cuda3std3__420__atomic_ref_storageIiE3getEv(ptr noundef nonnull align 8 dereferenceable(8) %9) #8, !dbg !128
  %11 = load i32, ptr %6, align 4, !dbg !128
  %12 = load i32, ptr %7, align 4, !dbg !128
  call void @_ZN4cuda3std3__421__atomic_store_n_cudaIiNS1_25__thread_scope_device_tagEEEvPT_S4_iT0_(ptr noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %8) #8, !dbg !128
  ret void, !dbg !129
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__421__atomic_store_n_cudaIiNS1_25__thread_scope_device_tagEEEvPT_S4_iT0_(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %3) #1 comdat !dbg !130 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %9 = load ptr, ptr %5, align 8, !dbg !132
  %10 = load i32, ptr %7, align 4, !dbg !133
  call void @_ZN4cuda3std3__4L19__atomic_store_cudaIiNS1_25__thread_scope_device_tagEEEvPT_RS4_iT0_(ptr noundef %9, ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef %10, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %8) #8, !dbg !134
  ret void, !dbg !135
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZNK4cuda3std3__420__atomic_ref_storageIiE3getEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat align 2 !dbg !136 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.cuda::std::__4::__atomic_ref_storage", ptr %3, i32 0, i32 0, !dbg !137
  %5 = load ptr, ptr %4, align 8, !dbg !137
  ret ptr %5, !dbg !138
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L19__atomic_store_cudaIiNS1_25__thread_scope_device_tagEEEvPT_RS4_iT0_(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %3) #1 !dbg !139 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %"struct.cuda::std::__4::__cuda_atomic_bind_store", align 8
  %11 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %12 = load ptr, ptr %5, align 8, !dbg !141
  store ptr %12, ptr %8, align 8, !dbg !142
  %13 = load ptr, ptr %6, align 8, !dbg !143
  store ptr %13, ptr %9, align 8, !dbg !144
  %14 = load ptr, ptr %8, align 8, !dbg !145
  %15 = load ptr, ptr %9, align 8, !dbg !146
  %16 = call noundef zeroext i1 @_ZN4cuda3std3__426__cuda_store_weak_if_localEPVvPKvm(ptr noundef %14, ptr noundef %15, i64 noundef 4) #8, !dbg !147
  br i1 %16, label %17, label %18, !dbg !147

17:                                               ; preds = %4
  br label %24, !dbg !148

18:                                               ; preds = %4
  %19 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %10, i32 0, i32 0, !dbg !149
  %20 = load ptr, ptr %8, align 8, !dbg !150
  store ptr %20, ptr %19, align 8, !dbg !149
  %21 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %10, i32 0, i32 1, !dbg !149
  %22 = load ptr, ptr %9, align 8, !dbg !151
  store ptr %22, ptr %21, align 8, !dbg !149
  %23 = load i32, ptr %7, align 4, !dbg !152
  call void @_ZN4cuda3std3__4L41__cuda_atomic_store_memory_order_dispatchINS1_24__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_(ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef %23, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %11) #8, !dbg !153
  br label %24, !dbg !154

24:                                               ; preds = %18, %17
  ret void, !dbg !154
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__426__cuda_store_weak_if_localEPVvPKvm(ptr noundef %0, ptr noundef %1, i64 noundef %2) #1 comdat !dbg !155 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i1, align 1
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  %11 = load ptr, ptr %8, align 8, !dbg !157
  %12 = call noundef zeroext i1 @_ZN4cuda3std3__415__cuda_is_localEPVKv(ptr noundef %11) #8, !dbg !158
  br i1 %12, label %14, label %13, !dbg !159

13:                                               ; preds = %3
  store i1 false, ptr %7, align 1, !dbg !160
  br label %21, !dbg !160

14:                                               ; preds = %3
  %15 = load ptr, ptr %8, align 8, !dbg !161
  %16 = load ptr, ptr %9, align 8, !dbg !162
  %17 = load i64, ptr %10, align 8, !dbg !163
  store ptr %15, ptr %4, align 8
  store ptr %16, ptr %5, align 8
  store i64 %17, ptr %6, align 8
  %18 = load ptr, ptr %4, align 8, !dbg !164
  %19 = load ptr, ptr %5, align 8, !dbg !168
  %20 = load i64, ptr %6, align 8, !dbg !169
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %18, ptr align 1 %19, i64 %20, i1 false), !dbg !170
  store i1 true, ptr %7, align 1, !dbg !171
  br label %21, !dbg !171

21:                                               ; preds = %14, %13
  %22 = load i1, ptr %7, align 1, !dbg !172
  ret i1 %22, !dbg !172
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L41__cuda_atomic_store_memory_order_dispatchINS1_24__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %2) #1 !dbg !173 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.cuda::std::__4::integral_constant", align 1
  %7 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  %8 = alloca %"struct.cuda::std::__4::integral_constant.0", align 1
  %9 = alloca %"struct.cuda::std::__4::integral_constant.1", align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %10 = load i32, ptr %5, align 4, !dbg !174
  switch i32 %10, label %16 [
    i32 3, label %11
    i32 5, label %13
    i32 0, label %14
  ], !dbg !174

11:                                               ; preds = %3
  %12 = load ptr, ptr %4, align 8, !dbg !174
  call void @_ZN4cuda3std3__424__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_1EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef byval(%"struct.cuda::std::__4::integral_constant") align 1 %6) #8, !dbg !174
  br label %17, !dbg !174

13:                                               ; preds = %3
  call void @_ZN4cuda3std3__4L19__cuda_atomic_fenceENS1_25__thread_scope_device_tagENS1_17integral_constantINS1_22__atomic_cuda_memorderELS4_4EEE(ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %7, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.0") align 1 %8) #8, !dbg !174
  br label %14, !dbg !174

14:                                               ; preds = %3, %13
  %15 = load ptr, ptr %4, align 8, !dbg !174
  call void @_ZN4cuda3std3__424__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_0EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.1") align 1 %9) #8, !dbg !174
  br label %17, !dbg !174

16:                                               ; preds = %3
  call void @_ZL13__assert_failPKcS0_jS0_(ptr noundef @.str, ptr noundef @.str1, i32 noundef 864, ptr noundef @__PRETTY_FUNCTION__._ZN4cuda3std3__4L41__cuda_atomic_store_memory_order_dispatchINS1_24__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_) #8, !dbg !174
  br label %17, !dbg !174

17:                                               ; preds = %16, %14, %11
  ret void, !dbg !175
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__415__cuda_is_localEPVKv(ptr noundef %0) #1 comdat !dbg !176 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  ret i1 false, !dbg !177
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__424__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_1EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant") align 1 %1) #1 comdat align 2 !dbg !178 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  %7 = alloca %"struct.cuda::std::__4::integral_constant.2", align 1
  store ptr %0, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %8, i32 0, i32 0, !dbg !179
  %10 = load ptr, ptr %9, align 8, !dbg !179
  %11 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %8, i32 0, i32 1, !dbg !180
  %12 = load ptr, ptr %11, align 8, !dbg !180
  call void @_ZN4cuda3std3__4L19__cuda_atomic_storeIjEEvPT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_1EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS6_IbLb0EEE(ptr noundef %10, ptr noundef nonnull align 4 dereferenceable(4) %12, ptr noundef byval(%"struct.cuda::std::__4::integral_constant") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %6, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.2") align 1 %7) #8, !dbg !181
  ret void, !dbg !182
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L19__cuda_atomic_fenceENS1_25__thread_scope_device_tagENS1_17integral_constantINS1_22__atomic_cuda_memorderELS4_4EEE(ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.0") align 1 %1) #1 !dbg !183 {
  call void asm sideeffect "fence.sc.gpu;", "~{memory}"() #8, !dbg !184, !srcloc !185
  ret void, !dbg !186
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__424__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_0EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.1") align 1 %1) #1 comdat align 2 !dbg !187 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.1", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  %7 = alloca %"struct.cuda::std::__4::integral_constant.2", align 1
  store ptr %0, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %8, i32 0, i32 0, !dbg !188
  %10 = load ptr, ptr %9, align 8, !dbg !188
  %11 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %8, i32 0, i32 1, !dbg !189
  %12 = load ptr, ptr %11, align 8, !dbg !189
  call void @_ZN4cuda3std3__4L19__cuda_atomic_storeIjEEvPT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_0EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS6_IbLb0EEE(ptr noundef %10, ptr noundef nonnull align 4 dereferenceable(4) %12, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.1") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %6, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.2") align 1 %7) #8, !dbg !190
  ret void, !dbg !191
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL13__assert_failPKcS0_jS0_(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3) #1 !dbg !192 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8, !dbg !194
  %10 = load ptr, ptr %6, align 8, !dbg !195
  %11 = load i32, ptr %7, align 4, !dbg !196
  %12 = load ptr, ptr %8, align 8, !dbg !197
  call void @__assertfail(ptr noundef %9, ptr noundef %10, i32 noundef %11, ptr noundef %12, i64 noundef 1) #8, !dbg !198
  ret void, !dbg !199
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L19__cuda_atomic_storeIjEEvPT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_1EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS6_IbLb0EEE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef byval(%"struct.cuda::std::__4::integral_constant") align 1 %2, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.2") align 1 %5) #1 !dbg !200 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %9 = load ptr, ptr %7, align 8, !dbg !201
  %10 = load ptr, ptr %8, align 8, !dbg !202
  %11 = load i32, ptr %10, align 4, !dbg !202
  call void asm sideeffect "st.release.gpu.b32 [$0],$1;", "l,r,~{memory}"(ptr %9, i32 %11) #8, !dbg !203, !srcloc !204
  ret void, !dbg !205
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L19__cuda_atomic_storeIjEEvPT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_0EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS6_IbLb0EEE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.1") align 1 %2, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.2") align 1 %5) #1 !dbg !206 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %9 = load ptr, ptr %7, align 8, !dbg !207
  %10 = load ptr, ptr %8, align 8, !dbg !208
  %11 = load i32, ptr %10, align 4, !dbg !208
  call void asm sideeffect "st.relaxed.gpu.b32 [$0],$1;", "l,r,~{memory}"(ptr %9, i32 %11) #8, !dbg !209, !srcloc !210
  ret void, !dbg !211
}

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) #5

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN4cuda3std3__422__atomic_load_dispatchINS1_20__atomic_ref_storageIiEENS1_25__thread_scope_device_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEENS8_14__underlying_tEPKS8_NS1_12memory_orderET0_(ptr noundef %0, i32 noundef %1, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %2) #1 comdat !dbg !212 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = load ptr, ptr %4, align 8, !dbg !213
  %8 = call noundef ptr @_ZNK4cuda3std3__420__atomic_ref_storageIiE3getEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #8, !dbg !213
  %9 = load i32, ptr %5, align 4, !dbg !213
  %10 = call noundef i32 @_ZN4cuda3std3__420__atomic_load_n_cudaIiNS1_25__thread_scope_device_tagEEET_PKS4_iT0_(ptr noundef %8, i32 noundef %9, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %6) #8, !dbg !213
  ret i32 %10, !dbg !213
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN4cuda3std3__420__atomic_load_n_cudaIiNS1_25__thread_scope_device_tagEEET_PKS4_iT0_(ptr noundef %0, i32 noundef %1, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %2) #1 comdat !dbg !214 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %8 = load ptr, ptr %4, align 8, !dbg !215
  %9 = load i32, ptr %5, align 4, !dbg !216
  call void @_ZN4cuda3std3__4L18__atomic_load_cudaIiNS1_25__thread_scope_device_tagEEEvPKT_RS4_iT0_(ptr noundef %8, ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef %9, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %7) #8, !dbg !217
  %10 = load i32, ptr %6, align 4, !dbg !218
  ret i32 %10, !dbg !219
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L18__atomic_load_cudaIiNS1_25__thread_scope_device_tagEEEvPKT_RS4_iT0_(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %3) #1 !dbg !220 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %"struct.cuda::std::__4::__cuda_atomic_bind_load", align 8
  %11 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %12 = load ptr, ptr %5, align 8, !dbg !221
  store ptr %12, ptr %8, align 8, !dbg !222
  %13 = load ptr, ptr %6, align 8, !dbg !223
  store ptr %13, ptr %9, align 8, !dbg !224
  %14 = load ptr, ptr %8, align 8, !dbg !225
  %15 = load ptr, ptr %9, align 8, !dbg !226
  %16 = call noundef zeroext i1 @_ZN4cuda3std3__425__cuda_load_weak_if_localEPVKvPvm(ptr noundef %14, ptr noundef %15, i64 noundef 4) #8, !dbg !227
  br i1 %16, label %17, label %18, !dbg !227

17:                                               ; preds = %4
  br label %24, !dbg !228

18:                                               ; preds = %4
  %19 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_load", ptr %10, i32 0, i32 0, !dbg !229
  %20 = load ptr, ptr %8, align 8, !dbg !230
  store ptr %20, ptr %19, align 8, !dbg !229
  %21 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_load", ptr %10, i32 0, i32 1, !dbg !229
  %22 = load ptr, ptr %9, align 8, !dbg !231
  store ptr %22, ptr %21, align 8, !dbg !229
  %23 = load i32, ptr %7, align 4, !dbg !232
  call void @_ZN4cuda3std3__4L40__cuda_atomic_load_memory_order_dispatchINS1_23__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_(ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef %23, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %11) #8, !dbg !233
  br label %24, !dbg !234

24:                                               ; preds = %18, %17
  ret void, !dbg !234
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__425__cuda_load_weak_if_localEPVKvPvm(ptr noundef %0, ptr noundef %1, i64 noundef %2) #1 comdat !dbg !235 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i1, align 1
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  %11 = load ptr, ptr %8, align 8, !dbg !236
  %12 = call noundef zeroext i1 @_ZN4cuda3std3__415__cuda_is_localEPVKv(ptr noundef %11) #8, !dbg !237
  br i1 %12, label %14, label %13, !dbg !238

13:                                               ; preds = %3
  store i1 false, ptr %7, align 1, !dbg !239
  br label %21, !dbg !239

14:                                               ; preds = %3
  %15 = load ptr, ptr %9, align 8, !dbg !240
  %16 = load ptr, ptr %8, align 8, !dbg !241
  %17 = load i64, ptr %10, align 8, !dbg !242
  store ptr %15, ptr %4, align 8
  store ptr %16, ptr %5, align 8
  store i64 %17, ptr %6, align 8
  %18 = load ptr, ptr %4, align 8, !dbg !243
  %19 = load ptr, ptr %5, align 8, !dbg !245
  %20 = load i64, ptr %6, align 8, !dbg !246
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %18, ptr align 1 %19, i64 %20, i1 false), !dbg !247
  call void @_ZL11__nanosleepj(i32 noundef 0) #8, !dbg !248
  store i1 true, ptr %7, align 1, !dbg !249
  br label %21, !dbg !249

21:                                               ; preds = %14, %13
  %22 = load i1, ptr %7, align 1, !dbg !250
  ret i1 %22, !dbg !250
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L40__cuda_atomic_load_memory_order_dispatchINS1_23__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %2) #1 !dbg !251 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  %7 = alloca %"struct.cuda::std::__4::integral_constant.0", align 1
  %8 = alloca %"struct.cuda::std::__4::integral_constant.3", align 1
  %9 = alloca %"struct.cuda::std::__4::integral_constant.1", align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %10 = load i32, ptr %5, align 4, !dbg !252
  switch i32 %10, label %17 [
    i32 5, label %11
    i32 1, label %12
    i32 2, label %13
    i32 0, label %15
  ], !dbg !252

11:                                               ; preds = %3
  call void @_ZN4cuda3std3__4L19__cuda_atomic_fenceENS1_25__thread_scope_device_tagENS1_17integral_constantINS1_22__atomic_cuda_memorderELS4_4EEE(ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %6, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.0") align 1 %7) #8, !dbg !252
  br label %12, !dbg !252

12:                                               ; preds = %3, %11
  br label %13, !dbg !252

13:                                               ; preds = %3, %12
  %14 = load ptr, ptr %4, align 8, !dbg !252
  call void @_ZN4cuda3std3__423__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_2EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.3") align 1 %8) #8, !dbg !252
  br label %18, !dbg !252

15:                                               ; preds = %3
  %16 = load ptr, ptr %4, align 8, !dbg !252
  call void @_ZN4cuda3std3__423__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_0EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.1") align 1 %9) #8, !dbg !252
  br label %18, !dbg !252

17:                                               ; preds = %3
  call void @_ZL13__assert_failPKcS0_jS0_(ptr noundef @.str, ptr noundef @.str1, i32 noundef 105, ptr noundef @__PRETTY_FUNCTION__._ZN4cuda3std3__4L40__cuda_atomic_load_memory_order_dispatchINS1_23__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_) #8, !dbg !252
  br label %18, !dbg !252

18:                                               ; preds = %17, %15, %13
  ret void, !dbg !253
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL11__nanosleepj(i32 noundef %0) #1 !dbg !254 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4, !dbg !256
  call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 %3) #8, !dbg !257, !srcloc !258
  ret void, !dbg !259
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__423__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_2EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.3") align 1 %1) #1 comdat align 2 !dbg !260 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.3", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  %7 = alloca %"struct.cuda::std::__4::integral_constant.2", align 1
  store ptr %0, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_load", ptr %8, i32 0, i32 0, !dbg !261
  %10 = load ptr, ptr %9, align 8, !dbg !261
  %11 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_load", ptr %8, i32 0, i32 1, !dbg !262
  %12 = load ptr, ptr %11, align 8, !dbg !262
  call void @_ZN4cuda3std3__4L18__cuda_atomic_loadIjEEvPKT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS8_2EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS7_IbLb0EEE(ptr noundef %10, ptr noundef nonnull align 4 dereferenceable(4) %12, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.3") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %6, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.2") align 1 %7) #8, !dbg !263
  ret void, !dbg !264
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__423__cuda_atomic_bind_loadIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_0EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.1") align 1 %1) #1 comdat align 2 !dbg !265 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.1", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_device_tag", align 1
  %7 = alloca %"struct.cuda::std::__4::integral_constant.2", align 1
  store ptr %0, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_load", ptr %8, i32 0, i32 0, !dbg !266
  %10 = load ptr, ptr %9, align 8, !dbg !266
  %11 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_load", ptr %8, i32 0, i32 1, !dbg !267
  %12 = load ptr, ptr %11, align 8, !dbg !267
  call void @_ZN4cuda3std3__4L18__cuda_atomic_loadIjEEvPKT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS8_0EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS7_IbLb0EEE(ptr noundef %10, ptr noundef nonnull align 4 dereferenceable(4) %12, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.1") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %6, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.2") align 1 %7) #8, !dbg !268
  ret void, !dbg !269
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L18__cuda_atomic_loadIjEEvPKT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS8_2EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS7_IbLb0EEE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.3") align 1 %2, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.2") align 1 %5) #1 !dbg !270 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %9 = load ptr, ptr %8, align 8, !dbg !271
  %10 = load ptr, ptr %7, align 8, !dbg !272
  %11 = call i32 asm sideeffect "ld.acquire.gpu.b32 $0,[$1];", "=r,l,~{memory}"(ptr %10) #8, !dbg !273, !srcloc !274
  store i32 %11, ptr %9, align 4, !dbg !273
  ret void, !dbg !275
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L18__cuda_atomic_loadIjEEvPKT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS8_0EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_25__thread_scope_device_tagENS7_IbLb0EEE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.1") align 1 %2, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_device_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.2") align 1 %5) #1 !dbg !276 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %9 = load ptr, ptr %8, align 8, !dbg !277
  %10 = load ptr, ptr %7, align 8, !dbg !278
  %11 = call i32 asm sideeffect "ld.relaxed.gpu.b32 $0,[$1];", "=r,l,~{memory}"(ptr %10) #8, !dbg !279, !srcloc !280
  store i32 %11, ptr %9, align 4, !dbg !279
  ret void, !dbg !281
}

; Function Attrs: convergent nounwind
declare i32 @__nvvm_reflect(ptr) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.ftz.f(float) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #7

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #6 = { convergent nounwind "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind }

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
!7 = !DIFile(filename: "h-global-race-019.cu", directory: ".")
!8 = !{ptr @h_broadcast_scale_relaxed, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_broadcast_scale_relaxed", scope: !7, file: !7, line: 20, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 24, column: 20, scope: !12)
!19 = !DILocation(line: 24, column: 14, scope: !12)
!20 = !DILocation(line: 25, column: 60, scope: !12)
!21 = !DILocation(line: 25, column: 54, scope: !12)
!22 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!24 = distinct !DILocation(line: 26, column: 9, scope: !12)
!25 = !DILocation(line: 26, column: 20, scope: !12)
!26 = !DILocation(line: 26, column: 9, scope: !12)
!27 = !DILocation(line: 27, column: 19, scope: !12)
!28 = !DILocation(line: 27, column: 21, scope: !12)
!29 = !DILocation(line: 27, column: 15, scope: !12)
!30 = !DILocation(line: 28, column: 18, scope: !12)
!31 = !DILocation(line: 28, column: 22, scope: !12)
!32 = !DILocation(line: 28, column: 20, scope: !12)
!33 = !DILocation(line: 28, column: 11, scope: !12)
!34 = !DILocation(line: 28, column: 9, scope: !12)
!35 = !DILocation(line: 28, column: 16, scope: !12)
!36 = !DILocation(line: 29, column: 9, scope: !12)
!37 = !DILocation(line: 30, column: 23, scope: !12)
!38 = !DILocation(line: 30, column: 14, scope: !12)
!39 = !DILocation(line: 30, column: 38, scope: !12)
!40 = !DILocation(line: 30, column: 40, scope: !12)
!41 = !DILocation(line: 30, column: 9, scope: !12)
!42 = !DILocation(line: 31, column: 17, scope: !12)
!43 = !DILocation(line: 31, column: 23, scope: !12)
!44 = !DILocation(line: 31, column: 21, scope: !12)
!45 = !DILocation(line: 32, column: 29, scope: !12)
!46 = !DILocation(line: 32, column: 35, scope: !12)
!47 = !DILocation(line: 32, column: 33, scope: !12)
!48 = !DILocation(line: 32, column: 27, scope: !12)
!49 = !DILocation(line: 32, column: 19, scope: !12)
!50 = !DILocation(line: 32, column: 17, scope: !12)
!51 = !DILocation(line: 32, column: 24, scope: !12)
!52 = !DILocation(line: 33, column: 13, scope: !12)
!53 = !DILocation(line: 34, column: 9, scope: !12)
!54 = !DILocation(line: 30, column: 47, scope: !12)
!55 = distinct !{!55, !41, !53, !56}
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 35, column: 13, scope: !12)
!58 = !DILocation(line: 35, column: 17, scope: !12)
!59 = !DILocation(line: 36, column: 30, scope: !12)
!60 = !DILocation(line: 36, column: 35, scope: !12)
!61 = !DILocation(line: 276, column: 57, scope: !62, inlinedAt: !64)
!62 = distinct !DISubprogram(name: "rsqrtf", scope: !63, file: !63, line: 276, type: !13, scopeLine: 276, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!63 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_math.h", directory: "")
!64 = distinct !DILocation(line: 36, column: 23, scope: !12)
!65 = !DILocation(line: 276, column: 45, scope: !62, inlinedAt: !64)
!66 = !DILocation(line: 36, column: 19, scope: !12)
!67 = !DILocation(line: 37, column: 22, scope: !12)
!68 = !DILocation(line: 37, column: 14, scope: !12)
!69 = !DILocation(line: 37, column: 20, scope: !12)
!70 = !DILocation(line: 38, column: 18, scope: !12)
!71 = !DILocation(line: 39, column: 23, scope: !12)
!72 = !DILocation(line: 39, column: 21, scope: !12)
!73 = !DILocation(line: 40, column: 9, scope: !12)
!74 = !DILocation(line: 41, column: 5, scope: !12)
!75 = !DILocation(line: 42, column: 13, scope: !12)
!76 = !DILocation(line: 42, column: 17, scope: !12)
!77 = !DILocation(line: 43, column: 13, scope: !12)
!78 = !DILocation(line: 43, column: 25, scope: !12)
!79 = !DILocation(line: 43, column: 58, scope: !12)
!80 = distinct !{!80, !77, !81, !56}
!81 = !DILocation(line: 43, column: 66, scope: !12)
!82 = !DILocation(line: 44, column: 24, scope: !12)
!83 = !DILocation(line: 44, column: 23, scope: !12)
!84 = !DILocation(line: 44, column: 21, scope: !12)
!85 = !DILocation(line: 45, column: 9, scope: !12)
!86 = !DILocation(line: 47, column: 5, scope: !12)
!87 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !88)
!88 = distinct !DILocation(line: 48, column: 18, scope: !12)
!89 = !DILocation(line: 48, column: 29, scope: !12)
!90 = !DILocation(line: 48, column: 39, scope: !12)
!91 = !DILocation(line: 48, column: 37, scope: !12)
!92 = !DILocation(line: 48, column: 14, scope: !12)
!93 = !DILocation(line: 49, column: 12, scope: !12)
!94 = !DILocation(line: 49, column: 14, scope: !12)
!95 = !DILocation(line: 49, column: 19, scope: !12)
!96 = !DILocation(line: 49, column: 17, scope: !12)
!97 = !DILocation(line: 49, column: 5, scope: !12)
!98 = !DILocation(line: 49, column: 7, scope: !12)
!99 = !DILocation(line: 49, column: 10, scope: !12)
!100 = !DILocation(line: 50, column: 1, scope: !12)
!101 = distinct !DISubprogram(name: "atomic_ref", scope: !102, file: !102, line: 86, type: !13, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!102 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/__atomic/atomic.h", directory: "")
!103 = !DILocation(line: 88, column: 3, scope: !101)
!104 = !DILocation(line: 88, column: 4, scope: !101)
!105 = distinct !DISubprogram(name: "store", scope: !106, file: !106, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!106 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/api/reference.h", directory: "")
!107 = !DILocation(line: 80, column: 3, scope: !105)
!108 = distinct !DISubprogram(name: "load", scope: !106, file: !106, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!109 = !DILocation(line: 80, column: 3, scope: !108)
!110 = distinct !DISubprogram(name: "atomic_ref", scope: !102, file: !102, line: 86, type: !13, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!111 = !DILocation(line: 87, column: 50, scope: !110)
!112 = !DILocation(line: 87, column: 9, scope: !110)
!113 = !DILocation(line: 88, column: 4, scope: !110)
!114 = distinct !DISubprogram(name: "__atomic_ref_bitwise", scope: !106, file: !106, line: 70, type: !13, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!115 = !DILocation(line: 71, column: 9, scope: !114)
!116 = !DILocation(line: 71, column: 14, scope: !114)
!117 = !DILocation(line: 72, column: 4, scope: !114)
!118 = distinct !DISubprogram(name: "__atomic_ref_storage", scope: !119, file: !119, line: 45, type: !13, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!119 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/types/reference.h", directory: "")
!120 = !DILocation(line: 47, column: 3, scope: !118)
!121 = !DILocation(line: 47, column: 4, scope: !118)
!122 = distinct !DISubprogram(name: "__atomic_ref_storage", scope: !119, file: !119, line: 45, type: !13, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!123 = !DILocation(line: 46, column: 9, scope: !122)
!124 = !DILocation(line: 46, column: 19, scope: !122)
!125 = !DILocation(line: 47, column: 4, scope: !122)
!126 = distinct !DISubprogram(name: "__atomic_store_dispatch<const cuda::std::__4::__atomic_ref_storage<int>, int, cuda::std::__4::__thread_scope_device_tag, 0>", scope: !127, file: !127, line: 91, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!127 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/types/base.h", directory: "")
!128 = !DILocation(line: 93, column: 3, scope: !126)
!129 = !DILocation(line: 98, column: 1, scope: !126)
!130 = distinct !DISubprogram(name: "__atomic_store_n_cuda<int, cuda::std::__4::__thread_scope_device_tag>", scope: !131, file: !131, line: 317, type: !13, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!131 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/functions/cuda_ptx_derived.h", directory: "")
!132 = !DILocation(line: 319, column: 23, scope: !130)
!133 = !DILocation(line: 319, column: 37, scope: !130)
!134 = !DILocation(line: 319, column: 3, scope: !130)
!135 = !DILocation(line: 320, column: 1, scope: !130)
!136 = distinct !DISubprogram(name: "get", scope: !119, file: !119, line: 53, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!137 = !DILocation(line: 55, column: 12, scope: !136)
!138 = !DILocation(line: 55, column: 5, scope: !136)
!139 = distinct !DISubprogram(name: "__atomic_store_cuda<int, cuda::std::__4::__thread_scope_device_tag>", scope: !140, file: !140, line: 1176, type: !13, scopeLine: 1177, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!140 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/functions/cuda_ptx_generated.h", directory: "")
!141 = !DILocation(line: 1180, column: 57, scope: !139)
!142 = !DILocation(line: 1180, column: 14, scope: !139)
!143 = !DILocation(line: 1181, column: 58, scope: !139)
!144 = !DILocation(line: 1181, column: 14, scope: !139)
!145 = !DILocation(line: 1182, column: 34, scope: !139)
!146 = !DILocation(line: 1182, column: 47, scope: !139)
!147 = !DILocation(line: 1182, column: 7, scope: !139)
!148 = !DILocation(line: 1182, column: 82, scope: !139)
!149 = !DILocation(line: 1183, column: 99, scope: !139)
!150 = !DILocation(line: 1183, column: 100, scope: !139)
!151 = !DILocation(line: 1183, column: 113, scope: !139)
!152 = !DILocation(line: 1184, column: 60, scope: !139)
!153 = !DILocation(line: 1184, column: 3, scope: !139)
!154 = !DILocation(line: 1185, column: 1, scope: !139)
!155 = distinct !DISubprogram(name: "__cuda_store_weak_if_local", scope: !156, file: !156, line: 109, type: !13, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!156 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/functions/cuda_local.h", directory: "")
!157 = !DILocation(line: 111, column: 24, scope: !155)
!158 = !DILocation(line: 111, column: 8, scope: !155)
!159 = !DILocation(line: 111, column: 7, scope: !155)
!160 = !DILocation(line: 113, column: 5, scope: !155)
!161 = !DILocation(line: 115, column: 40, scope: !155)
!162 = !DILocation(line: 115, column: 48, scope: !155)
!163 = !DILocation(line: 115, column: 55, scope: !155)
!164 = !DILocation(line: 1550, column: 27, scope: !165, inlinedAt: !167)
!165 = distinct !DISubprogram(name: "memcpy", scope: !166, file: !166, line: 1549, type: !13, scopeLine: 1549, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!166 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!167 = distinct !DILocation(line: 115, column: 3, scope: !155)
!168 = !DILocation(line: 1550, column: 32, scope: !165, inlinedAt: !167)
!169 = !DILocation(line: 1550, column: 37, scope: !165, inlinedAt: !167)
!170 = !DILocation(line: 1550, column: 10, scope: !165, inlinedAt: !167)
!171 = !DILocation(line: 116, column: 3, scope: !155)
!172 = !DILocation(line: 117, column: 1, scope: !155)
!173 = distinct !DISubprogram(name: "__cuda_atomic_store_memory_order_dispatch<cuda::std::__4::__cuda_atomic_bind_store<unsigned int, cuda::std::__4::__atomic_cuda_operand_tag<(cuda::std::__4::__atomic_cuda_operand)3, 32UL>, cuda::std::__4::__thread_scope_device_tag, cuda::std::__4::integral_constant<bool, false> >, cuda::std::__4::__thread_scope_device_tag>", scope: !140, file: !140, line: 857, type: !13, scopeLine: 857, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!174 = !DILocation(line: 858, column: 3, scope: !173)
!175 = !DILocation(line: 876, column: 1, scope: !173)
!176 = distinct !DISubprogram(name: "__cuda_is_local", scope: !156, file: !156, line: 38, type: !13, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!177 = !DILocation(line: 41, column: 3, scope: !176)
!178 = distinct !DISubprogram(name: "operator()<cuda::std::__4::integral_constant<cuda::std::__4::__atomic_cuda_memorder, (cuda::std::__4::__atomic_cuda_memorder)1> >", scope: !140, file: !140, line: 1171, type: !13, scopeLine: 1171, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!179 = !DILocation(line: 1172, column: 25, scope: !178)
!180 = !DILocation(line: 1172, column: 33, scope: !178)
!181 = !DILocation(line: 1172, column: 5, scope: !178)
!182 = !DILocation(line: 1173, column: 3, scope: !178)
!183 = distinct !DISubprogram(name: "__cuda_atomic_fence", scope: !140, file: !140, line: 61, type: !13, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!184 = !DILocation(line: 62, column: 3, scope: !183)
!185 = !{i64 7188695}
!186 = !DILocation(line: 62, column: 47, scope: !183)
!187 = distinct !DISubprogram(name: "operator()<cuda::std::__4::integral_constant<cuda::std::__4::__atomic_cuda_memorder, (cuda::std::__4::__atomic_cuda_memorder)0> >", scope: !140, file: !140, line: 1171, type: !13, scopeLine: 1171, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!188 = !DILocation(line: 1172, column: 25, scope: !187)
!189 = !DILocation(line: 1172, column: 33, scope: !187)
!190 = !DILocation(line: 1172, column: 5, scope: !187)
!191 = !DILocation(line: 1173, column: 3, scope: !187)
!192 = distinct !DISubprogram(name: "__assert_fail", scope: !193, file: !193, line: 418, type: !13, scopeLine: 420, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!193 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_runtime_wrapper.h", directory: "")
!194 = !DILocation(line: 421, column: 16, scope: !192)
!195 = !DILocation(line: 421, column: 27, scope: !192)
!196 = !DILocation(line: 421, column: 35, scope: !192)
!197 = !DILocation(line: 421, column: 43, scope: !192)
!198 = !DILocation(line: 421, column: 3, scope: !192)
!199 = !DILocation(line: 422, column: 1, scope: !192)
!200 = distinct !DISubprogram(name: "__cuda_atomic_store<unsigned int>", scope: !140, file: !140, line: 939, type: !13, scopeLine: 941, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!201 = !DILocation(line: 941, column: 53, scope: !200)
!202 = !DILocation(line: 941, column: 65, scope: !200)
!203 = !DILocation(line: 941, column: 3, scope: !200)
!204 = !{i64 7246856}
!205 = !DILocation(line: 941, column: 85, scope: !200)
!206 = distinct !DISubprogram(name: "__cuda_atomic_store<unsigned int>", scope: !140, file: !140, line: 955, type: !13, scopeLine: 957, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!207 = !DILocation(line: 957, column: 53, scope: !206)
!208 = !DILocation(line: 957, column: 65, scope: !206)
!209 = !DILocation(line: 957, column: 3, scope: !206)
!210 = !{i64 7248048}
!211 = !DILocation(line: 957, column: 85, scope: !206)
!212 = distinct !DISubprogram(name: "__atomic_load_dispatch<cuda::std::__4::__atomic_ref_storage<int>, cuda::std::__4::__thread_scope_device_tag, 0>", scope: !127, file: !127, line: 101, type: !13, scopeLine: 103, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!213 = !DILocation(line: 104, column: 3, scope: !212)
!214 = distinct !DISubprogram(name: "__atomic_load_n_cuda<int, cuda::std::__4::__thread_scope_device_tag>", scope: !131, file: !131, line: 302, type: !13, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!215 = !DILocation(line: 305, column: 22, scope: !214)
!216 = !DILocation(line: 305, column: 36, scope: !214)
!217 = !DILocation(line: 305, column: 3, scope: !214)
!218 = !DILocation(line: 306, column: 10, scope: !214)
!219 = !DILocation(line: 306, column: 3, scope: !214)
!220 = distinct !DISubprogram(name: "__atomic_load_cuda<int, cuda::std::__4::__thread_scope_device_tag>", scope: !140, file: !140, line: 834, type: !13, scopeLine: 835, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!221 = !DILocation(line: 838, column: 69, scope: !220)
!222 = !DILocation(line: 838, column: 20, scope: !220)
!223 = !DILocation(line: 839, column: 58, scope: !220)
!224 = !DILocation(line: 839, column: 14, scope: !220)
!225 = !DILocation(line: 840, column: 33, scope: !220)
!226 = !DILocation(line: 840, column: 46, scope: !220)
!227 = !DILocation(line: 840, column: 7, scope: !220)
!228 = !DILocation(line: 840, column: 81, scope: !220)
!229 = !DILocation(line: 841, column: 97, scope: !220)
!230 = !DILocation(line: 841, column: 98, scope: !220)
!231 = !DILocation(line: 841, column: 111, scope: !220)
!232 = !DILocation(line: 842, column: 58, scope: !220)
!233 = !DILocation(line: 842, column: 3, scope: !220)
!234 = !DILocation(line: 843, column: 1, scope: !220)
!235 = distinct !DISubprogram(name: "__cuda_load_weak_if_local", scope: !156, file: !156, line: 97, type: !13, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!236 = !DILocation(line: 99, column: 24, scope: !235)
!237 = !DILocation(line: 99, column: 8, scope: !235)
!238 = !DILocation(line: 99, column: 7, scope: !235)
!239 = !DILocation(line: 101, column: 5, scope: !235)
!240 = !DILocation(line: 103, column: 22, scope: !235)
!241 = !DILocation(line: 103, column: 53, scope: !235)
!242 = !DILocation(line: 103, column: 61, scope: !235)
!243 = !DILocation(line: 1550, column: 27, scope: !165, inlinedAt: !244)
!244 = distinct !DILocation(line: 103, column: 3, scope: !235)
!245 = !DILocation(line: 1550, column: 32, scope: !165, inlinedAt: !244)
!246 = !DILocation(line: 1550, column: 37, scope: !165, inlinedAt: !244)
!247 = !DILocation(line: 1550, column: 10, scope: !165, inlinedAt: !244)
!248 = !DILocation(line: 105, column: 3, scope: !235)
!249 = !DILocation(line: 106, column: 3, scope: !235)
!250 = !DILocation(line: 107, column: 1, scope: !235)
!251 = distinct !DISubprogram(name: "__cuda_atomic_load_memory_order_dispatch<cuda::std::__4::__cuda_atomic_bind_load<unsigned int, cuda::std::__4::__atomic_cuda_operand_tag<(cuda::std::__4::__atomic_cuda_operand)3, 32UL>, cuda::std::__4::__thread_scope_device_tag, cuda::std::__4::integral_constant<bool, false> >, cuda::std::__4::__thread_scope_device_tag>", scope: !140, file: !140, line: 97, type: !13, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!252 = !DILocation(line: 98, column: 3, scope: !251)
!253 = !DILocation(line: 118, column: 1, scope: !251)
!254 = distinct !DISubprogram(name: "__nanosleep", scope: !255, file: !255, line: 168, type: !13, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!255 = !DIFile(filename: "/usr/local/cuda/include/crt/sm_70_rt.hpp", directory: "")
!256 = !DILocation(line: 169, column: 45, scope: !254)
!257 = !DILocation(line: 169, column: 5, scope: !254)
!258 = !{i64 6048411}
!259 = !DILocation(line: 170, column: 1, scope: !254)
!260 = distinct !DISubprogram(name: "operator()<cuda::std::__4::integral_constant<cuda::std::__4::__atomic_cuda_memorder, (cuda::std::__4::__atomic_cuda_memorder)2> >", scope: !140, file: !140, line: 829, type: !13, scopeLine: 829, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!261 = !DILocation(line: 830, column: 24, scope: !260)
!262 = !DILocation(line: 830, column: 32, scope: !260)
!263 = !DILocation(line: 830, column: 5, scope: !260)
!264 = !DILocation(line: 831, column: 3, scope: !260)
!265 = distinct !DISubprogram(name: "operator()<cuda::std::__4::integral_constant<cuda::std::__4::__atomic_cuda_memorder, (cuda::std::__4::__atomic_cuda_memorder)0> >", scope: !140, file: !140, line: 829, type: !13, scopeLine: 829, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!266 = !DILocation(line: 830, column: 24, scope: !265)
!267 = !DILocation(line: 830, column: 32, scope: !265)
!268 = !DILocation(line: 830, column: 5, scope: !265)
!269 = !DILocation(line: 831, column: 3, scope: !265)
!270 = distinct !DISubprogram(name: "__cuda_atomic_load<unsigned int>", scope: !140, file: !140, line: 285, type: !13, scopeLine: 287, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!271 = !DILocation(line: 287, column: 53, scope: !270)
!272 = !DILocation(line: 287, column: 66, scope: !270)
!273 = !DILocation(line: 287, column: 3, scope: !270)
!274 = !{i64 7203710}
!275 = !DILocation(line: 287, column: 86, scope: !270)
!276 = distinct !DISubprogram(name: "__cuda_atomic_load<unsigned int>", scope: !140, file: !140, line: 301, type: !13, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!277 = !DILocation(line: 303, column: 53, scope: !276)
!278 = !DILocation(line: 303, column: 66, scope: !276)
!279 = !DILocation(line: 303, column: 3, scope: !276)
!280 = !{i64 7204926}
!281 = !DILocation(line: 303, column: 86, scope: !276)
