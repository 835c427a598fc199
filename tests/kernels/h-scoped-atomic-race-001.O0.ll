; ModuleID = 'h-scoped-atomic-race-001.cu'
source_filename = "h-scoped-atomic-race-001.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%"struct.cuda::__4::atomic_ref" = type { %"struct.cuda::std::__4::__atomic_ref_bitwise" }
%"struct.cuda::std::__4::__atomic_ref_bitwise" = type { %"struct.cuda::std::__4::__atomic_ref_storage" }
%"struct.cuda::std::__4::__atomic_ref_storage" = type { ptr }
%"struct.cuda::std::__4::__thread_scope_block_tag" = type { i8 }
%"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange" = type { ptr, ptr, ptr }
%"struct.cuda::std::__4::integral_constant" = type { i8 }
%"struct.cuda::std::__4::integral_constant.0" = type { i8 }
%"struct.cuda::std::__4::integral_constant.1" = type { i8 }
%"struct.cuda::std::__4::integral_constant.2" = type { i8 }
%"struct.cuda::std::__4::integral_constant.3" = type { i8 }
%"struct.cuda::std::__4::__atomic_cuda_operand_tag" = type { i8 }
%"struct.cuda::std::__4::__cuda_atomic_bind_store" = type { ptr, ptr }
%"struct.cuda::std::__4::integral_constant.4" = type { i8 }

$_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE2EEC1ERi = comdat any

$_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_24__thread_scope_block_tagEE21compare_exchange_weakERiiNS1_12memory_orderES6_ = comdat any

$_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_24__thread_scope_block_tagEE5storeEiNS1_12memory_orderE = comdat any

$_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE2EEC2ERi = comdat any

$_ZN4cuda3std3__420__atomic_ref_bitwiseIiNS1_24__thread_scope_block_tagEEC2ERi = comdat any

$_ZN4cuda3std3__420__atomic_ref_storageIiEC1EPi = comdat any

$_ZN4cuda3std3__420__atomic_ref_storageIiEC2EPi = comdat any

$_ZN4cuda3std3__439__atomic_compare_exchange_weak_dispatchIKNS1_20__atomic_ref_storageIiEEiNS1_24__thread_scope_block_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEEbPS9_PT0_SD_NS1_12memory_orderESF_T1_ = comdat any

$_ZNK4cuda3std3__420__atomic_ref_storageIiE3getEv = comdat any

$_ZN4cuda3std3__437__cuda_compare_exchange_weak_if_localIjEEbPVT_PS3_PKS3_Pb = comdat any

$_ZN4cuda3std3__415__cuda_is_localEPVKv = comdat any

$_ZN4cuda3std3__415__atomic_memcmpEPKvS3_m = comdat any

$_ZN4cuda3std3__421__stronger_order_cudaEii = comdat any

$_ZN4cuda3std3__435__cuda_atomic_bind_compare_exchangeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_2EEEEEbT_ = comdat any

$_ZN4cuda3std3__435__cuda_atomic_bind_compare_exchangeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_3EEEEEbT_ = comdat any

$_ZN4cuda3std3__435__cuda_atomic_bind_compare_exchangeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_1EEEEEbT_ = comdat any

$_ZN4cuda3std3__435__cuda_atomic_bind_compare_exchangeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_0EEEEEbT_ = comdat any

$_ZN4cuda3std3__423__atomic_store_dispatchIKNS1_20__atomic_ref_storageIiEEiNS1_24__thread_scope_block_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEEvPS9_T0_NS1_12memory_orderET1_ = comdat any

$_ZN4cuda3std3__421__atomic_store_n_cudaIiNS1_24__thread_scope_block_tagEEEvPT_S4_iT0_ = comdat any

$_ZN4cuda3std3__426__cuda_store_weak_if_localEPVvPKvm = comdat any

$_ZN4cuda3std3__424__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_1EEEEEvT_ = comdat any

$_ZN4cuda3std3__424__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_0EEEEEvT_ = comdat any

@_ZZ22h_lock_ref_block_scopeE1s = internal addrspace(3) global [256 x float] undef, align 4
@_ZZ22h_lock_ref_block_scopeE1c = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str1 = private unnamed_addr constant [78 x i8] c"/usr/local/cuda/include/cccl/cuda/std/__atomic/functions/cuda_ptx_generated.h\00", align 1
@__PRETTY_FUNCTION__._ZN4cuda3std3__4L48__cuda_atomic_compare_swap_memory_order_dispatchINS1_35__cuda_atomic_bind_compare_exchangeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagEEES7_EEbRT_iiT0_ = private unnamed_addr constant [318 x i8] c"bool cuda::std::__cuda_atomic_compare_swap_memory_order_dispatch(_Fn &, int, int, _Sco) [_Fn = cuda::std::__cuda_atomic_bind_compare_exchange<unsigned int, cuda::std::__atomic_cuda_operand_tag<cuda::std::__atomic_cuda_operand::_b, 32>, cuda::std::__thread_scope_block_tag>, _Sco = cuda::std::__thread_scope_block_tag]\00", align 1
@__const._ZN4cuda3std3__421__stronger_order_cudaEii.__xform = private unnamed_addr constant [4 x i32] [i32 3, i32 4, i32 4, i32 3], align 4
@__PRETTY_FUNCTION__._ZN4cuda3std3__4L41__cuda_atomic_store_memory_order_dispatchINS1_24__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_ = private unnamed_addr constant [338 x i8] c"void cuda::std::__cuda_atomic_store_memory_order_dispatch(_Fn &, int, _Sco) [_Fn = cuda::std::__cuda_atomic_bind_store<unsigned int, cuda::std::__atomic_cuda_operand_tag<cuda::std::__atomic_cuda_operand::_b, 32>, cuda::std::__thread_scope_block_tag, cuda::std::integral_constant<bool, false>>, _Sco = cuda::std::__thread_scope_block_tag]\00", align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @h_lock_ref_block_scope(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !12 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca %"struct.cuda::__4::atomic_ref", align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  store i32 %14, ptr %9, align 4, !dbg !19
  %15 = load ptr, ptr %5, align 8, !dbg !20
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %17 = mul i32 %16, 256, !dbg !24
  %18 = load i32, ptr %9, align 4, !dbg !25
  %19 = add i32 %17, %18, !dbg !26
  %20 = zext i32 %19 to i64, !dbg !20
  %21 = getelementptr inbounds float, ptr %15, i64 %20, !dbg !20
  %22 = load float, ptr %21, align 4, !dbg !20
  store float %22, ptr %10, align 4, !dbg !27
  %23 = load float, ptr %10, align 4, !dbg !28
  %24 = load i32, ptr %9, align 4, !dbg !29
  %25 = zext i32 %24 to i64, !dbg !30
  %26 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22h_lock_ref_block_scopeE1s to ptr), i64 0, i64 %25, !dbg !30
  store float %23, ptr %26, align 4, !dbg !31
  %27 = load float, ptr %10, align 4, !dbg !32
  %28 = fcmp contract une float %27, 0.000000e+00, !dbg !33
  %29 = zext i1 %28 to i32, !dbg !32
  %30 = load i32, ptr %9, align 4, !dbg !34
  %31 = zext i32 %30 to i64, !dbg !35
  %32 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22h_lock_ref_block_scopeE1c to ptr), i64 0, i64 %31, !dbg !35
  store i32 %29, ptr %32, align 4, !dbg !36
  call void @llvm.nvvm.barrier0(), !dbg !37
  store i32 128, ptr %11, align 4, !dbg !38
  br label %33, !dbg !39

33:                                               ; preds = %64, %4
  %34 = load i32, ptr %11, align 4, !dbg !40
  %35 = icmp ugt i32 %34, 0, !dbg !41
  br i1 %35, label %36, label %67, !dbg !42

36:                                               ; preds = %33
  %37 = load i32, ptr %9, align 4, !dbg !43
  %38 = load i32, ptr %11, align 4, !dbg !44
  %39 = icmp ult i32 %37, %38, !dbg !45
  br i1 %39, label %40, label %63, !dbg !43

40:                                               ; preds = %36
  %41 = load i32, ptr %9, align 4, !dbg !46
  %42 = load i32, ptr %11, align 4, !dbg !47
  %43 = add i32 %41, %42, !dbg !48
  %44 = zext i32 %43 to i64, !dbg !49
  %45 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22h_lock_ref_block_scopeE1s to ptr), i64 0, i64 %44, !dbg !49
  %46 = load float, ptr %45, align 4, !dbg !49
  %47 = load i32, ptr %9, align 4, !dbg !50
  %48 = zext i32 %47 to i64, !dbg !51
  %49 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22h_lock_ref_block_scopeE1s to ptr), i64 0, i64 %48, !dbg !51
  %50 = load float, ptr %49, align 4, !dbg !52
  %51 = fadd contract float %50, %46, !dbg !52
  store float %51, ptr %49, align 4, !dbg !52
  %52 = load i32, ptr %9, align 4, !dbg !53
  %53 = load i32, ptr %11, align 4, !dbg !54
  %54 = add i32 %52, %53, !dbg !55
  %55 = zext i32 %54 to i64, !dbg !56
  %56 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22h_lock_ref_block_scopeE1c to ptr), i64 0, i64 %55, !dbg !56
  %57 = load i32, ptr %56, align 4, !dbg !56
  %58 = load i32, ptr %9, align 4, !dbg !57
  %59 = zext i32 %58 to i64, !dbg !58
  %60 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22h_lock_ref_block_scopeE1c to ptr), i64 0, i64 %59, !dbg !58
  %61 = load i32, ptr %60, align 4, !dbg !59
  %62 = add nsw i32 %61, %57, !dbg !59
  store i32 %62, ptr %60, align 4, !dbg !59
  br label %63, !dbg !60

63:                                               ; preds = %40, %36
  call void @llvm.nvvm.barrier0(), !dbg !61
  br label %64, !dbg !62

64:                                               ; preds = %63
  %65 = load i32, ptr %11, align 4, !dbg !63
  %66 = lshr i32 %65, 1, !dbg !63
  store i32 %66, ptr %11, align 4, !dbg !63
  br label %33, !dbg !42, !llvm.loop !64

67:                                               ; preds = %33
  %68 = load i32, ptr %9, align 4, !dbg !66
  %69 = icmp eq i32 %68, 0, !dbg !67
  br i1 %69, label %70, label %85, !dbg !66

70:                                               ; preds = %67
  %71 = load ptr, ptr %6, align 8, !dbg !68
  call void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE2EEC1ERi(ptr noundef nonnull align 8 dereferenceable(8) %12, ptr noundef nonnull align 4 dereferenceable(4) %71) #6, !dbg !69
  store i32 0, ptr %13, align 4, !dbg !70
  br label %72, !dbg !71

72:                                               ; preds = %75, %70
  %73 = call noundef zeroext i1 @_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_24__thread_scope_block_tagEE21compare_exchange_weakERiiNS1_12memory_orderES6_(ptr noundef nonnull align 8 dereferenceable(8) %12, ptr noundef nonnull align 4 dereferenceable(4) %13, i32 noundef 1, i32 noundef 2, i32 noundef 0) #6, !dbg !72
  %74 = xor i1 %73, true, !dbg !73
  br i1 %74, label %75, label %76, !dbg !71

75:                                               ; preds = %72
  store i32 0, ptr %13, align 4, !dbg !74
  br label %72, !dbg !71, !llvm.loop !75

76:                                               ; preds = %72
  %77 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ22h_lock_ref_block_scopeE1s to ptr), align 4, !dbg !77
  %78 = load ptr, ptr %7, align 8, !dbg !78
  %79 = load float, ptr %78, align 4, !dbg !79
  %80 = fadd contract float %79, %77, !dbg !79
  store float %80, ptr %78, align 4, !dbg !79
  %81 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ22h_lock_ref_block_scopeE1c to ptr), align 4, !dbg !80
  %82 = load ptr, ptr %8, align 8, !dbg !81
  %83 = load i32, ptr %82, align 4, !dbg !82
  %84 = add nsw i32 %83, %81, !dbg !82
  store i32 %84, ptr %82, align 4, !dbg !82
  call void @_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_24__thread_scope_block_tagEE5storeEiNS1_12memory_orderE(ptr noundef nonnull align 8 dereferenceable(8) %12, i32 noundef 0, i32 noundef 3) #6, !dbg !83
  br label %85, !dbg !84

85:                                               ; preds = %76, %67
  ret void, !dbg !85
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE2EEC1ERi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 !dbg !86 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8, !dbg !88
  call void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE2EEC2ERi(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(4) %6) #6, !dbg !88
  ret void, !dbg !89
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_24__thread_scope_block_tagEE21compare_exchange_weakERiiNS1_12memory_orderES6_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #2 comdat align 2 !dbg !90 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds %"struct.cuda::std::__4::__atomic_ref_bitwise", ptr %12, i32 0, i32 0, !dbg !92
  %14 = load ptr, ptr %7, align 8, !dbg !92
  %15 = load i32, ptr %8, align 4, !dbg !92
  %16 = load i32, ptr %9, align 4, !dbg !92
  %17 = load i32, ptr %10, align 4, !dbg !92
  %18 = call noundef zeroext i1 @_ZN4cuda3std3__439__atomic_compare_exchange_weak_dispatchIKNS1_20__atomic_ref_storageIiEEiNS1_24__thread_scope_block_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEEbPS9_PT0_SD_NS1_12memory_orderESF_T1_(ptr noundef %13, ptr noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %11) #6, !dbg !92
  ret i1 %18, !dbg !92
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZNK4cuda3std3__420__atomic_ref_bitwiseIiNS1_24__thread_scope_block_tagEE5storeEiNS1_12memory_orderE(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1, i32 noundef %2) #2 comdat align 2 !dbg !93 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %"struct.cuda::std::__4::__atomic_ref_bitwise", ptr %8, i32 0, i32 0, !dbg !94
  %10 = load i32, ptr %5, align 4, !dbg !94
  %11 = load i32, ptr %6, align 4, !dbg !94
  call void @_ZN4cuda3std3__423__atomic_store_dispatchIKNS1_20__atomic_ref_storageIiEEiNS1_24__thread_scope_block_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEEvPS9_T0_NS1_12memory_orderET1_(ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %7) #6, !dbg !94
  ret void, !dbg !94
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4cuda3__410atomic_refIiLNS_3std3__412thread_scopeE2EEC2ERi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 !dbg !95 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8, !dbg !96
  call void @_ZN4cuda3std3__420__atomic_ref_bitwiseIiNS1_24__thread_scope_block_tagEEC2ERi(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 4 dereferenceable(4) %6) #6, !dbg !97
  ret void, !dbg !98
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4cuda3std3__420__atomic_ref_bitwiseIiNS1_24__thread_scope_block_tagEEC2ERi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 !dbg !99 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.cuda::std::__4::__atomic_ref_bitwise", ptr %5, i32 0, i32 0, !dbg !100
  %7 = load ptr, ptr %4, align 8, !dbg !101
  call void @_ZN4cuda3std3__420__atomic_ref_storageIiEC1EPi(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef %7) #6, !dbg !100
  ret void, !dbg !102
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__420__atomic_ref_storageIiEC1EPi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 !dbg !103 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8, !dbg !105
  call void @_ZN4cuda3std3__420__atomic_ref_storageIiEC2EPi(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6) #6, !dbg !105
  ret void, !dbg !106
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__420__atomic_ref_storageIiEC2EPi(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 !dbg !107 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %"struct.cuda::std::__4::__atomic_ref_storage", ptr %5, i32 0, i32 0, !dbg !108
  %7 = load ptr, ptr %4, align 8, !dbg !109
  store ptr %7, ptr %6, align 8, !dbg !108
  ret void, !dbg !110
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__439__atomic_compare_exchange_weak_dispatchIKNS1_20__atomic_ref_storageIiEEiNS1_24__thread_scope_block_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEEbPS9_PT0_SD_NS1_12memory_orderESF_T1_(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %5) #2 comdat !dbg !111 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  store i8 0, ptr %12, align 1, !dbg !113
  %14 = load ptr, ptr %7, align 8, !dbg !114
  %15 = call noundef ptr @_ZNK4cuda3std3__420__atomic_ref_storageIiE3getEv(ptr noundef nonnull align 8 dereferenceable(8) %14) #6, !dbg !114
  %16 = load ptr, ptr %8, align 8, !dbg !114
  %17 = load i32, ptr %9, align 4, !dbg !114
  %18 = load i32, ptr %10, align 4, !dbg !114
  %19 = load i32, ptr %11, align 4, !dbg !114
  %20 = call noundef zeroext i1 @_ZN4cuda3std3__4L30__atomic_compare_exchange_cudaIiNS1_24__thread_scope_block_tagEEEbPT_S5_S4_biiT0_(ptr noundef %15, ptr noundef %16, i32 noundef %17, i1 noundef zeroext true, i32 noundef %18, i32 noundef %19, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %13) #6, !dbg !114
  %21 = zext i1 %20 to i8, !dbg !114
  store i8 %21, ptr %12, align 1, !dbg !114
  %22 = load i8, ptr %12, align 1, !dbg !115
  %23 = trunc i8 %22 to i1, !dbg !115
  ret i1 %23, !dbg !116
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef zeroext i1 @_ZN4cuda3std3__4L30__atomic_compare_exchange_cudaIiNS1_24__thread_scope_block_tagEEEbPT_S5_S4_biiT0_(ptr noundef %0, ptr noundef %1, i32 noundef %2, i1 noundef zeroext %3, i32 noundef %4, i32 noundef %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %6) #2 !dbg !117 {
  %8 = alloca i1, align 1
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i8, align 1
  %19 = alloca %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", align 8
  %20 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store i32 %2, ptr %11, align 4
  %21 = zext i1 %3 to i8
  store i8 %21, ptr %12, align 1
  store i32 %4, ptr %13, align 4
  store i32 %5, ptr %14, align 4
  %22 = load ptr, ptr %9, align 8, !dbg !119
  store ptr %22, ptr %15, align 8, !dbg !120
  %23 = load ptr, ptr %10, align 8, !dbg !121
  store ptr %23, ptr %16, align 8, !dbg !122
  store ptr %11, ptr %17, align 8, !dbg !123
  store i8 0, ptr %18, align 1, !dbg !124
  %24 = load ptr, ptr %15, align 8, !dbg !125
  %25 = load ptr, ptr %16, align 8, !dbg !126
  %26 = load ptr, ptr %17, align 8, !dbg !127
  %27 = call noundef zeroext i1 @_ZN4cuda3std3__437__cuda_compare_exchange_weak_if_localIjEEbPVT_PS3_PKS3_Pb(ptr noundef %24, ptr noundef %25, ptr noundef %26, ptr noundef %18) #6, !dbg !128
  br i1 %27, label %28, label %31, !dbg !128

28:                                               ; preds = %7
  %29 = load i8, ptr %18, align 1, !dbg !129
  %30 = trunc i8 %29 to i1, !dbg !129
  store i1 %30, ptr %8, align 1, !dbg !130
  br label %41, !dbg !130

31:                                               ; preds = %7
  %32 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %19, i32 0, i32 0, !dbg !131
  %33 = load ptr, ptr %15, align 8, !dbg !132
  store ptr %33, ptr %32, align 8, !dbg !131
  %34 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %19, i32 0, i32 1, !dbg !131
  %35 = load ptr, ptr %16, align 8, !dbg !133
  store ptr %35, ptr %34, align 8, !dbg !131
  %36 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %19, i32 0, i32 2, !dbg !131
  %37 = load ptr, ptr %17, align 8, !dbg !134
  store ptr %37, ptr %36, align 8, !dbg !131
  %38 = load i32, ptr %13, align 4, !dbg !135
  %39 = load i32, ptr %14, align 4, !dbg !136
  %40 = call noundef zeroext i1 @_ZN4cuda3std3__4L48__cuda_atomic_compare_swap_memory_order_dispatchINS1_35__cuda_atomic_bind_compare_exchangeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagEEES7_EEbRT_iiT0_(ptr noundef nonnull align 8 dereferenceable(24) %19, i32 noundef %38, i32 noundef %39, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %20) #6, !dbg !137
  store i1 %40, ptr %8, align 1, !dbg !138
  br label %41, !dbg !138

41:                                               ; preds = %31, %28
  %42 = load i1, ptr %8, align 1, !dbg !139
  ret i1 %42, !dbg !139
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZNK4cuda3std3__420__atomic_ref_storageIiE3getEv(ptr noundef nonnull align 8 dereferenceable(8) %0) #2 comdat align 2 !dbg !140 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %"struct.cuda::std::__4::__atomic_ref_storage", ptr %3, i32 0, i32 0, !dbg !141
  %5 = load ptr, ptr %4, align 8, !dbg !141
  ret ptr %5, !dbg !142
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__437__cuda_compare_exchange_weak_if_localIjEEbPVT_PS3_PKS3_Pb(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #2 comdat !dbg !143 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i1, align 1
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store ptr %2, ptr %14, align 8
  store ptr %3, ptr %15, align 8
  %16 = load ptr, ptr %12, align 8, !dbg !145
  %17 = call noundef zeroext i1 @_ZN4cuda3std3__415__cuda_is_localEPVKv(ptr noundef %16) #6, !dbg !146
  br i1 %17, label %19, label %18, !dbg !147

18:                                               ; preds = %4
  store i1 false, ptr %11, align 1, !dbg !148
  br label %39, !dbg !148

19:                                               ; preds = %4
  %20 = load ptr, ptr %12, align 8, !dbg !149
  %21 = load ptr, ptr %13, align 8, !dbg !150
  %22 = call noundef i32 @_ZN4cuda3std3__415__atomic_memcmpEPKvS3_m(ptr noundef %20, ptr noundef %21, i64 noundef 4) #6, !dbg !151
  %23 = icmp eq i32 %22, 0, !dbg !152
  br i1 %23, label %24, label %31, !dbg !151

24:                                               ; preds = %19
  %25 = load ptr, ptr %12, align 8, !dbg !153
  %26 = load ptr, ptr %14, align 8, !dbg !154
  store ptr %25, ptr %5, align 8
  store ptr %26, ptr %6, align 8
  store i64 4, ptr %7, align 8
  %27 = load ptr, ptr %5, align 8, !dbg !155
  %28 = load ptr, ptr %6, align 8, !dbg !159
  %29 = load i64, ptr %7, align 8, !dbg !160
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %27, ptr align 1 %28, i64 %29, i1 false), !dbg !161
  %30 = load ptr, ptr %15, align 8, !dbg !162
  store i8 1, ptr %30, align 1, !dbg !163
  br label %38, !dbg !164

31:                                               ; preds = %19
  %32 = load ptr, ptr %13, align 8, !dbg !165
  %33 = load ptr, ptr %12, align 8, !dbg !166
  store ptr %32, ptr %8, align 8
  store ptr %33, ptr %9, align 8
  store i64 4, ptr %10, align 8
  %34 = load ptr, ptr %8, align 8, !dbg !167
  %35 = load ptr, ptr %9, align 8, !dbg !169
  %36 = load i64, ptr %10, align 8, !dbg !170
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %34, ptr align 1 %35, i64 %36, i1 false), !dbg !171
  %37 = load ptr, ptr %15, align 8, !dbg !172
  store i8 0, ptr %37, align 1, !dbg !173
  br label %38

38:                                               ; preds = %31, %24
  call void @_ZL11__nanosleepj(i32 noundef 0) #6, !dbg !174
  store i1 true, ptr %11, align 1, !dbg !175
  br label %39, !dbg !175

39:                                               ; preds = %38, %18
  %40 = load i1, ptr %11, align 1, !dbg !176
  ret i1 %40, !dbg !176
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef zeroext i1 @_ZN4cuda3std3__4L48__cuda_atomic_compare_swap_memory_order_dispatchINS1_35__cuda_atomic_bind_compare_exchangeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagEEES7_EEbRT_iiT0_(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %3) #2 !dbg !177 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  %10 = alloca %"struct.cuda::std::__4::integral_constant", align 1
  %11 = alloca %"struct.cuda::std::__4::integral_constant.0", align 1
  %12 = alloca %"struct.cuda::std::__4::integral_constant.1", align 1
  %13 = alloca %"struct.cuda::std::__4::integral_constant.2", align 1
  %14 = alloca %"struct.cuda::std::__4::integral_constant.3", align 1
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i8 0, ptr %8, align 1, !dbg !178
  %15 = load i32, ptr %6, align 4, !dbg !179
  %16 = load i32, ptr %7, align 4, !dbg !179
  %17 = call noundef i32 @_ZN4cuda3std3__421__stronger_order_cudaEii(i32 noundef %15, i32 noundef %16) #6, !dbg !179
  switch i32 %17, label %36 [
    i32 5, label %18
    i32 1, label %19
    i32 2, label %20
    i32 4, label %24
    i32 3, label %28
    i32 0, label %32
  ], !dbg !179

18:                                               ; preds = %4
  call void @_ZN4cuda3std3__4L19__cuda_atomic_fenceENS1_24__thread_scope_block_tagENS1_17integral_constantINS1_22__atomic_cuda_memorderELS4_4EEE(ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %9, ptr noundef byval(%"struct.cuda::std::__4::integral_constant") align 1 %10) #6, !dbg !179
  br label %19, !dbg !179

19:                                               ; preds = %4, %18
  br label %20, !dbg !179

20:                                               ; preds = %4, %19
  %21 = load ptr, ptr %5, align 8, !dbg !179
  %22 = call noundef zeroext i1 @_ZN4cuda3std3__435__cuda_atomic_bind_compare_exchangeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_2EEEEEbT_(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.0") align 1 %11) #6, !dbg !179
  %23 = zext i1 %22 to i8, !dbg !179
  store i8 %23, ptr %8, align 1, !dbg !179
  br label %37, !dbg !179

24:                                               ; preds = %4
  %25 = load ptr, ptr %5, align 8, !dbg !179
  %26 = call noundef zeroext i1 @_ZN4cuda3std3__435__cuda_atomic_bind_compare_exchangeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_3EEEEEbT_(ptr noundef nonnull align 8 dereferenceable(24) %25, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.1") align 1 %12) #6, !dbg !179
  %27 = zext i1 %26 to i8, !dbg !179
  store i8 %27, ptr %8, align 1, !dbg !179
  br label %37, !dbg !179

28:                                               ; preds = %4
  %29 = load ptr, ptr %5, align 8, !dbg !179
  %30 = call noundef zeroext i1 @_ZN4cuda3std3__435__cuda_atomic_bind_compare_exchangeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_1EEEEEbT_(ptr noundef nonnull align 8 dereferenceable(24) %29, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.2") align 1 %13) #6, !dbg !179
  %31 = zext i1 %30 to i8, !dbg !179
  store i8 %31, ptr %8, align 1, !dbg !179
  br label %37, !dbg !179

32:                                               ; preds = %4
  %33 = load ptr, ptr %5, align 8, !dbg !179
  %34 = call noundef zeroext i1 @_ZN4cuda3std3__435__cuda_atomic_bind_compare_exchangeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_0EEEEEbT_(ptr noundef nonnull align 8 dereferenceable(24) %33, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.3") align 1 %14) #6, !dbg !179
  %35 = zext i1 %34 to i8, !dbg !179
  store i8 %35, ptr %8, align 1, !dbg !179
  br label %37, !dbg !179

36:                                               ; preds = %4
  call void @_ZL13__assert_failPKcS0_jS0_(ptr noundef @.str, ptr noundef @.str1, i32 noundef 1210, ptr noundef @__PRETTY_FUNCTION__._ZN4cuda3std3__4L48__cuda_atomic_compare_swap_memory_order_dispatchINS1_35__cuda_atomic_bind_compare_exchangeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagEEES7_EEbRT_iiT0_) #6, !dbg !179
  br label %37, !dbg !179

37:                                               ; preds = %36, %32, %28, %24, %20
  %38 = load i8, ptr %8, align 1, !dbg !180
  %39 = trunc i8 %38 to i1, !dbg !180
  ret i1 %39, !dbg !181
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__415__cuda_is_localEPVKv(ptr noundef %0) #2 comdat !dbg !182 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  ret i1 false, !dbg !183
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN4cuda3std3__415__atomic_memcmpEPKvS3_m(ptr noundef %0, ptr noundef %1, i64 noundef %2) #2 comdat !dbg !184 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  %12 = load ptr, ptr %5, align 8, !dbg !186
  %13 = load ptr, ptr %6, align 8, !dbg !186
  %14 = call { ptr, ptr } asm "mov.b64 $0, $2;\0A mov.b64 $1, $3;", "=l,=l,l,l"(ptr %12, ptr %13) #7, !dbg !186, !srcloc !187
  %15 = extractvalue { ptr, ptr } %14, 0, !dbg !186
  %16 = extractvalue { ptr, ptr } %14, 1, !dbg !186
  store ptr %15, ptr %8, align 8, !dbg !186
  store ptr %16, ptr %9, align 8, !dbg !186
  br label %17, !dbg !186

17:                                               ; preds = %41, %3
  %18 = load i64, ptr %7, align 8, !dbg !186
  %19 = add i64 %18, -1, !dbg !186
  store i64 %19, ptr %7, align 8, !dbg !186
  %20 = icmp ne i64 %18, 0, !dbg !186
  br i1 %20, label %21, label %42, !dbg !186

21:                                               ; preds = %17
  %22 = load ptr, ptr %8, align 8, !dbg !186
  %23 = getelementptr inbounds i8, ptr %22, i32 1, !dbg !186
  store ptr %23, ptr %8, align 8, !dbg !186
  %24 = load i8, ptr %22, align 1, !dbg !186
  store i8 %24, ptr %10, align 1, !dbg !186
  %25 = load ptr, ptr %9, align 8, !dbg !186
  %26 = getelementptr inbounds i8, ptr %25, i32 1, !dbg !186
  store ptr %26, ptr %9, align 8, !dbg !186
  %27 = load i8, ptr %25, align 1, !dbg !186
  store i8 %27, ptr %11, align 1, !dbg !186
  %28 = load i8, ptr %10, align 1, !dbg !186
  %29 = zext i8 %28 to i32, !dbg !186
  %30 = load i8, ptr %11, align 1, !dbg !186
  %31 = zext i8 %30 to i32, !dbg !186
  %32 = icmp slt i32 %29, %31, !dbg !186
  br i1 %32, label %33, label %34, !dbg !186

33:                                               ; preds = %21
  store i32 -1, ptr %4, align 4, !dbg !186
  br label %43, !dbg !186

34:                                               ; preds = %21
  %35 = load i8, ptr %10, align 1, !dbg !186
  %36 = zext i8 %35 to i32, !dbg !186
  %37 = load i8, ptr %11, align 1, !dbg !186
  %38 = zext i8 %37 to i32, !dbg !186
  %39 = icmp sgt i32 %36, %38, !dbg !186
  br i1 %39, label %40, label %41, !dbg !186

40:                                               ; preds = %34
  store i32 1, ptr %4, align 4, !dbg !186
  br label %43, !dbg !186

41:                                               ; preds = %34
  br label %17, !dbg !186, !llvm.loop !188

42:                                               ; preds = %17
  store i32 0, ptr %4, align 4, !dbg !186
  br label %43, !dbg !186

43:                                               ; preds = %42, %40, %33
  %44 = load i32, ptr %4, align 4, !dbg !189
  ret i32 %44, !dbg !189
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL11__nanosleepj(i32 noundef %0) #2 !dbg !190 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4, !dbg !192
  call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 %3) #6, !dbg !193, !srcloc !194
  ret void, !dbg !195
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZN4cuda3std3__421__stronger_order_cudaEii(i32 noundef %0, i32 noundef %1) #2 comdat !dbg !196 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [4 x i32], align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %8 = load i32, ptr %4, align 4, !dbg !198
  %9 = load i32, ptr %5, align 4, !dbg !199
  %10 = icmp sgt i32 %8, %9, !dbg !200
  br i1 %10, label %11, label %13, !dbg !198

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4, !dbg !201
  br label %15, !dbg !198

13:                                               ; preds = %2
  %14 = load i32, ptr %5, align 4, !dbg !202
  br label %15, !dbg !198

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ], !dbg !198
  store i32 %16, ptr %6, align 4, !dbg !203
  %17 = load i32, ptr %6, align 4, !dbg !204
  %18 = icmp ne i32 %17, 3, !dbg !205
  br i1 %18, label %19, label %21, !dbg !204

19:                                               ; preds = %15
  %20 = load i32, ptr %6, align 4, !dbg !206
  store i32 %20, ptr %3, align 4, !dbg !207
  br label %34, !dbg !207

21:                                               ; preds = %15
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const._ZN4cuda3std3__421__stronger_order_cudaEii.__xform, i64 16, i1 false), !dbg !208
  %22 = load i32, ptr %4, align 4, !dbg !209
  %23 = load i32, ptr %5, align 4, !dbg !210
  %24 = icmp slt i32 %22, %23, !dbg !211
  br i1 %24, label %25, label %27, !dbg !209

25:                                               ; preds = %21
  %26 = load i32, ptr %4, align 4, !dbg !212
  br label %29, !dbg !209

27:                                               ; preds = %21
  %28 = load i32, ptr %5, align 4, !dbg !213
  br label %29, !dbg !209

29:                                               ; preds = %27, %25
  %30 = phi i32 [ %26, %25 ], [ %28, %27 ], !dbg !209
  %31 = sext i32 %30 to i64, !dbg !214
  %32 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 %31, !dbg !214
  %33 = load i32, ptr %32, align 4, !dbg !214
  store i32 %33, ptr %3, align 4, !dbg !215
  br label %34, !dbg !215

34:                                               ; preds = %29, %19
  %35 = load i32, ptr %3, align 4, !dbg !216
  ret i32 %35, !dbg !216
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L19__cuda_atomic_fenceENS1_24__thread_scope_block_tagENS1_17integral_constantINS1_22__atomic_cuda_memorderELS4_4EEE(ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant") align 1 %1) #2 !dbg !217 {
  call void asm sideeffect "fence.sc.cta;", "~{memory}"() #6, !dbg !218, !srcloc !219
  ret void, !dbg !220
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__435__cuda_atomic_bind_compare_exchangeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_2EEEEEbT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.0") align 1 %1) #2 comdat align 2 !dbg !221 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.0", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %7, i32 0, i32 0, !dbg !222
  %9 = load ptr, ptr %8, align 8, !dbg !222
  %10 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %7, i32 0, i32 1, !dbg !223
  %11 = load ptr, ptr %10, align 8, !dbg !223
  %12 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %7, i32 0, i32 1, !dbg !224
  %13 = load ptr, ptr %12, align 8, !dbg !224
  %14 = load i32, ptr %13, align 4, !dbg !225
  %15 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %7, i32 0, i32 2, !dbg !226
  %16 = load ptr, ptr %15, align 8, !dbg !226
  %17 = load i32, ptr %16, align 4, !dbg !227
  %18 = call noundef zeroext i1 @_ZN4cuda3std3__4L30__cuda_atomic_compare_exchangeIjEEbPT_RS3_S3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_2EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagE(ptr noundef %9, ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %14, i32 noundef %17, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.0") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %6) #6, !dbg !228
  ret i1 %18, !dbg !229
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__435__cuda_atomic_bind_compare_exchangeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_3EEEEEbT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.1") align 1 %1) #2 comdat align 2 !dbg !230 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.1", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %7, i32 0, i32 0, !dbg !231
  %9 = load ptr, ptr %8, align 8, !dbg !231
  %10 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %7, i32 0, i32 1, !dbg !232
  %11 = load ptr, ptr %10, align 8, !dbg !232
  %12 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %7, i32 0, i32 1, !dbg !233
  %13 = load ptr, ptr %12, align 8, !dbg !233
  %14 = load i32, ptr %13, align 4, !dbg !234
  %15 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %7, i32 0, i32 2, !dbg !235
  %16 = load ptr, ptr %15, align 8, !dbg !235
  %17 = load i32, ptr %16, align 4, !dbg !236
  %18 = call noundef zeroext i1 @_ZN4cuda3std3__4L30__cuda_atomic_compare_exchangeIjEEbPT_RS3_S3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_3EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagE(ptr noundef %9, ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %14, i32 noundef %17, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.1") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %6) #6, !dbg !237
  ret i1 %18, !dbg !238
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__435__cuda_atomic_bind_compare_exchangeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_1EEEEEbT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.2") align 1 %1) #2 comdat align 2 !dbg !239 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.2", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %7, i32 0, i32 0, !dbg !240
  %9 = load ptr, ptr %8, align 8, !dbg !240
  %10 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %7, i32 0, i32 1, !dbg !241
  %11 = load ptr, ptr %10, align 8, !dbg !241
  %12 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %7, i32 0, i32 1, !dbg !242
  %13 = load ptr, ptr %12, align 8, !dbg !242
  %14 = load i32, ptr %13, align 4, !dbg !243
  %15 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %7, i32 0, i32 2, !dbg !244
  %16 = load ptr, ptr %15, align 8, !dbg !244
  %17 = load i32, ptr %16, align 4, !dbg !245
  %18 = call noundef zeroext i1 @_ZN4cuda3std3__4L30__cuda_atomic_compare_exchangeIjEEbPT_RS3_S3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_1EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagE(ptr noundef %9, ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %14, i32 noundef %17, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.2") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %6) #6, !dbg !246
  ret i1 %18, !dbg !247
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__435__cuda_atomic_bind_compare_exchangeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagEEclINS1_17integral_constantINS1_22__atomic_cuda_memorderELSA_0EEEEEbT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.3") align 1 %1) #2 comdat align 2 !dbg !248 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.3", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %7, i32 0, i32 0, !dbg !249
  %9 = load ptr, ptr %8, align 8, !dbg !249
  %10 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %7, i32 0, i32 1, !dbg !250
  %11 = load ptr, ptr %10, align 8, !dbg !250
  %12 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %7, i32 0, i32 1, !dbg !251
  %13 = load ptr, ptr %12, align 8, !dbg !251
  %14 = load i32, ptr %13, align 4, !dbg !252
  %15 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_compare_exchange", ptr %7, i32 0, i32 2, !dbg !253
  %16 = load ptr, ptr %15, align 8, !dbg !253
  %17 = load i32, ptr %16, align 4, !dbg !254
  %18 = call noundef zeroext i1 @_ZN4cuda3std3__4L30__cuda_atomic_compare_exchangeIjEEbPT_RS3_S3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_0EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagE(ptr noundef %9, ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %14, i32 noundef %17, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.3") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %6) #6, !dbg !255
  ret i1 %18, !dbg !256
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL13__assert_failPKcS0_jS0_(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3) #2 !dbg !257 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8, !dbg !259
  %10 = load ptr, ptr %6, align 8, !dbg !260
  %11 = load i32, ptr %7, align 4, !dbg !261
  %12 = load ptr, ptr %8, align 8, !dbg !262
  call void @__assertfail(ptr noundef %9, ptr noundef %10, i32 noundef %11, ptr noundef %12, i64 noundef 1) #6, !dbg !263
  ret void, !dbg !264
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef zeroext i1 @_ZN4cuda3std3__4L30__cuda_atomic_compare_exchangeIjEEbPT_RS3_S3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_2EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, i32 noundef %3, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.0") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %6) #2 !dbg !265 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  %12 = load ptr, ptr %9, align 8, !dbg !266
  %13 = load ptr, ptr %8, align 8, !dbg !267
  %14 = load i32, ptr %10, align 4, !dbg !268
  %15 = load i32, ptr %11, align 4, !dbg !269
  %16 = call i32 asm sideeffect "atom.cas.acquire.cta.b32 $0,[$1],$2,$3;", "=r,l,r,r,~{memory}"(ptr %13, i32 %14, i32 %15) #6, !dbg !270, !srcloc !271
  store i32 %16, ptr %12, align 4, !dbg !270
  %17 = load ptr, ptr %9, align 8, !dbg !272
  %18 = load i32, ptr %17, align 4, !dbg !272
  %19 = load i32, ptr %10, align 4, !dbg !273
  %20 = icmp eq i32 %18, %19, !dbg !274
  ret i1 %20, !dbg !275
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef zeroext i1 @_ZN4cuda3std3__4L30__cuda_atomic_compare_exchangeIjEEbPT_RS3_S3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_3EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, i32 noundef %3, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.1") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %6) #2 !dbg !276 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  %12 = load ptr, ptr %9, align 8, !dbg !277
  %13 = load ptr, ptr %8, align 8, !dbg !278
  %14 = load i32, ptr %10, align 4, !dbg !279
  %15 = load i32, ptr %11, align 4, !dbg !280
  %16 = call i32 asm sideeffect "atom.cas.acq_rel.cta.b32 $0,[$1],$2,$3;", "=r,l,r,r,~{memory}"(ptr %13, i32 %14, i32 %15) #6, !dbg !281, !srcloc !282
  store i32 %16, ptr %12, align 4, !dbg !281
  %17 = load ptr, ptr %9, align 8, !dbg !283
  %18 = load i32, ptr %17, align 4, !dbg !283
  %19 = load i32, ptr %10, align 4, !dbg !284
  %20 = icmp eq i32 %18, %19, !dbg !285
  ret i1 %20, !dbg !286
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef zeroext i1 @_ZN4cuda3std3__4L30__cuda_atomic_compare_exchangeIjEEbPT_RS3_S3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_1EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, i32 noundef %3, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.2") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %6) #2 !dbg !287 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  %12 = load ptr, ptr %9, align 8, !dbg !288
  %13 = load ptr, ptr %8, align 8, !dbg !289
  %14 = load i32, ptr %10, align 4, !dbg !290
  %15 = load i32, ptr %11, align 4, !dbg !291
  %16 = call i32 asm sideeffect "atom.cas.release.cta.b32 $0,[$1],$2,$3;", "=r,l,r,r,~{memory}"(ptr %13, i32 %14, i32 %15) #6, !dbg !292, !srcloc !293
  store i32 %16, ptr %12, align 4, !dbg !292
  %17 = load ptr, ptr %9, align 8, !dbg !294
  %18 = load i32, ptr %17, align 4, !dbg !294
  %19 = load i32, ptr %10, align 4, !dbg !295
  %20 = icmp eq i32 %18, %19, !dbg !296
  ret i1 %20, !dbg !297
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef zeroext i1 @_ZN4cuda3std3__4L30__cuda_atomic_compare_exchangeIjEEbPT_RS3_S3_S3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_0EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, i32 noundef %3, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.3") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %6) #2 !dbg !298 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  %12 = load ptr, ptr %9, align 8, !dbg !299
  %13 = load ptr, ptr %8, align 8, !dbg !300
  %14 = load i32, ptr %10, align 4, !dbg !301
  %15 = load i32, ptr %11, align 4, !dbg !302
  %16 = call i32 asm sideeffect "atom.cas.relaxed.cta.b32 $0,[$1],$2,$3;", "=r,l,r,r,~{memory}"(ptr %13, i32 %14, i32 %15) #6, !dbg !303, !srcloc !304
  store i32 %16, ptr %12, align 4, !dbg !303
  %17 = load ptr, ptr %9, align 8, !dbg !305
  %18 = load i32, ptr %17, align 4, !dbg !305
  %19 = load i32, ptr %10, align 4, !dbg !306
  %20 = icmp eq i32 %18, %19, !dbg !307
  ret i1 %20, !dbg !308
}

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) #5

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__423__atomic_store_dispatchIKNS1_20__atomic_ref_storageIiEEiNS1_24__thread_scope_block_tagETnNS1_9enable_ifIXeqLNS1_12__atomic_tagE0Esr14remove_cvref_tIT_EE5__tagEiE4typeELi0EEEvPS9_T0_NS1_12memory_orderET1_(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %3) #2 comdat !dbg !309 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %9 = load ptr, ptr %5, align 8, !dbg !310
  %10 = call noundef ptr @_ZNK4cuda3std3__420__atomic_ref_storageIiE3getEv(ptr noundef nonnull align 8 dereferenceable(8) %9) #6, !dbg !310
  %11 = load i32, ptr %6, align 4, !dbg !310
  %12 = load i32, ptr %7, align 4, !dbg !310
  call void @_ZN4cuda3std3__421__atomic_store_n_cudaIiNS1_24__thread_scope_block_tagEEEvPT_S4_iT0_(ptr noundef %10, i32 noundef %11, i32 noundef %12, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %8) #6, !dbg !310
  ret void, !dbg !311
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__421__atomic_store_n_cudaIiNS1_24__thread_scope_block_tagEEEvPT_S4_iT0_(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %3) #2 comdat !dbg !312 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %9 = load ptr, ptr %5, align 8, !dbg !314
  %10 = load i32, ptr %7, align 4, !dbg !315
  call void @_ZN4cuda3std3__4L19__atomic_store_cudaIiNS1_24__thread_scope_block_tagEEEvPT_RS4_iT0_(ptr noundef %9, ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef %10, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %8) #6, !dbg !316
  ret void, !dbg !317
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L19__atomic_store_cudaIiNS1_24__thread_scope_block_tagEEEvPT_RS4_iT0_(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef %2, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %3) #2 !dbg !318 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %"struct.cuda::std::__4::__cuda_atomic_bind_store", align 8
  %11 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %12 = load ptr, ptr %5, align 8, !dbg !319
  store ptr %12, ptr %8, align 8, !dbg !320
  %13 = load ptr, ptr %6, align 8, !dbg !321
  store ptr %13, ptr %9, align 8, !dbg !322
  %14 = load ptr, ptr %8, align 8, !dbg !323
  %15 = load ptr, ptr %9, align 8, !dbg !324
  %16 = call noundef zeroext i1 @_ZN4cuda3std3__426__cuda_store_weak_if_localEPVvPKvm(ptr noundef %14, ptr noundef %15, i64 noundef 4) #6, !dbg !325
  br i1 %16, label %17, label %18, !dbg !325

17:                                               ; preds = %4
  br label %24, !dbg !326

18:                                               ; preds = %4
  %19 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %10, i32 0, i32 0, !dbg !327
  %20 = load ptr, ptr %8, align 8, !dbg !328
  store ptr %20, ptr %19, align 8, !dbg !327
  %21 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %10, i32 0, i32 1, !dbg !327
  %22 = load ptr, ptr %9, align 8, !dbg !329
  store ptr %22, ptr %21, align 8, !dbg !327
  %23 = load i32, ptr %7, align 4, !dbg !330
  call void @_ZN4cuda3std3__4L41__cuda_atomic_store_memory_order_dispatchINS1_24__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_(ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef %23, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %11) #6, !dbg !331
  br label %24, !dbg !332

24:                                               ; preds = %18, %17
  ret void, !dbg !332
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef zeroext i1 @_ZN4cuda3std3__426__cuda_store_weak_if_localEPVvPKvm(ptr noundef %0, ptr noundef %1, i64 noundef %2) #2 comdat !dbg !333 {
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
  %11 = load ptr, ptr %8, align 8, !dbg !334
  %12 = call noundef zeroext i1 @_ZN4cuda3std3__415__cuda_is_localEPVKv(ptr noundef %11) #6, !dbg !335
  br i1 %12, label %14, label %13, !dbg !336

13:                                               ; preds = %3
  store i1 false, ptr %7, align 1, !dbg !337
  br label %21, !dbg !337

14:                                               ; preds = %3
  %15 = load ptr, ptr %8, align 8, !dbg !338
  %16 = load ptr, ptr %9, align 8, !dbg !339
  %17 = load i64, ptr %10, align 8, !dbg !340
  store ptr %15, ptr %4, align 8
  store ptr %16, ptr %5, align 8
  store i64 %17, ptr %6, align 8
  %18 = load ptr, ptr %4, align 8, !dbg !341
  %19 = load ptr, ptr %5, align 8, !dbg !343
  %20 = load i64, ptr %6, align 8, !dbg !344
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %18, ptr align 1 %19, i64 %20, i1 false), !dbg !345
  store i1 true, ptr %7, align 1, !dbg !346
  br label %21, !dbg !346

21:                                               ; preds = %14, %13
  %22 = load i1, ptr %7, align 1, !dbg !347
  ret i1 %22, !dbg !347
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L41__cuda_atomic_store_memory_order_dispatchINS1_24__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %2) #2 !dbg !348 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %"struct.cuda::std::__4::integral_constant.2", align 1
  %7 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  %8 = alloca %"struct.cuda::std::__4::integral_constant", align 1
  %9 = alloca %"struct.cuda::std::__4::integral_constant.3", align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %10 = load i32, ptr %5, align 4, !dbg !349
  switch i32 %10, label %16 [
    i32 3, label %11
    i32 5, label %13
    i32 0, label %14
  ], !dbg !349

11:                                               ; preds = %3
  %12 = load ptr, ptr %4, align 8, !dbg !349
  call void @_ZN4cuda3std3__424__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_1EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.2") align 1 %6) #6, !dbg !349
  br label %17, !dbg !349

13:                                               ; preds = %3
  call void @_ZN4cuda3std3__4L19__cuda_atomic_fenceENS1_24__thread_scope_block_tagENS1_17integral_constantINS1_22__atomic_cuda_memorderELS4_4EEE(ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %7, ptr noundef byval(%"struct.cuda::std::__4::integral_constant") align 1 %8) #6, !dbg !349
  br label %14, !dbg !349

14:                                               ; preds = %3, %13
  %15 = load ptr, ptr %4, align 8, !dbg !349
  call void @_ZN4cuda3std3__424__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_0EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.3") align 1 %9) #6, !dbg !349
  br label %17, !dbg !349

16:                                               ; preds = %3
  call void @_ZL13__assert_failPKcS0_jS0_(ptr noundef @.str, ptr noundef @.str1, i32 noundef 864, ptr noundef @__PRETTY_FUNCTION__._ZN4cuda3std3__4L41__cuda_atomic_store_memory_order_dispatchINS1_24__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagENS1_17integral_constantIbLb0EEEEES7_EEvRT_iT0_) #6, !dbg !349
  br label %17, !dbg !349

17:                                               ; preds = %16, %14, %11
  ret void, !dbg !350
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__424__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_1EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.2") align 1 %1) #2 comdat align 2 !dbg !351 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.2", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  %7 = alloca %"struct.cuda::std::__4::integral_constant.4", align 1
  store ptr %0, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %8, i32 0, i32 0, !dbg !352
  %10 = load ptr, ptr %9, align 8, !dbg !352
  %11 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %8, i32 0, i32 1, !dbg !353
  %12 = load ptr, ptr %11, align 8, !dbg !353
  call void @_ZN4cuda3std3__4L19__cuda_atomic_storeIjEEvPT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_1EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagENS6_IbLb0EEE(ptr noundef %10, ptr noundef nonnull align 4 dereferenceable(4) %12, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.2") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %6, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.4") align 1 %7) #6, !dbg !354
  ret void, !dbg !355
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4cuda3std3__424__cuda_atomic_bind_storeIjNS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagENS1_17integral_constantIbLb0EEEEclINS7_INS1_22__atomic_cuda_memorderELSB_0EEEEEvT_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.3") align 1 %1) #2 comdat align 2 !dbg !356 {
  %3 = alloca ptr, align 8
  %4 = alloca %"struct.cuda::std::__4::integral_constant.3", align 1
  %5 = alloca %"struct.cuda::std::__4::__atomic_cuda_operand_tag", align 1
  %6 = alloca %"struct.cuda::std::__4::__thread_scope_block_tag", align 1
  %7 = alloca %"struct.cuda::std::__4::integral_constant.4", align 1
  store ptr %0, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %8, i32 0, i32 0, !dbg !357
  %10 = load ptr, ptr %9, align 8, !dbg !357
  %11 = getelementptr inbounds %"struct.cuda::std::__4::__cuda_atomic_bind_store", ptr %8, i32 0, i32 1, !dbg !358
  %12 = load ptr, ptr %11, align 8, !dbg !358
  call void @_ZN4cuda3std3__4L19__cuda_atomic_storeIjEEvPT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_0EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagENS6_IbLb0EEE(ptr noundef %10, ptr noundef nonnull align 4 dereferenceable(4) %12, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.3") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %5, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %6, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.4") align 1 %7) #6, !dbg !359
  ret void, !dbg !360
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L19__cuda_atomic_storeIjEEvPT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_1EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagENS6_IbLb0EEE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.2") align 1 %2, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.4") align 1 %5) #2 !dbg !361 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %9 = load ptr, ptr %7, align 8, !dbg !362
  %10 = load ptr, ptr %8, align 8, !dbg !363
  %11 = load i32, ptr %10, align 4, !dbg !363
  call void asm sideeffect "st.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %9, i32 %11) #6, !dbg !364, !srcloc !365
  ret void, !dbg !366
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZN4cuda3std3__4L19__cuda_atomic_storeIjEEvPT_RS3_NS1_17integral_constantINS1_22__atomic_cuda_memorderELS7_0EEENS1_25__atomic_cuda_operand_tagILNS1_21__atomic_cuda_operandE3ELm32EEENS1_24__thread_scope_block_tagENS6_IbLb0EEE(ptr noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.3") align 1 %2, ptr noundef byval(%"struct.cuda::std::__4::__atomic_cuda_operand_tag") align 1 %3, ptr noundef byval(%"struct.cuda::std::__4::__thread_scope_block_tag") align 1 %4, ptr noundef byval(%"struct.cuda::std::__4::integral_constant.4") align 1 %5) #2 !dbg !367 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %9 = load ptr, ptr %7, align 8, !dbg !368
  %10 = load ptr, ptr %8, align 8, !dbg !369
  %11 = load i32, ptr %10, align 4, !dbg !369
  call void asm sideeffect "st.relaxed.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %9, i32 %11) #6, !dbg !370, !srcloc !371
  ret void, !dbg !372
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #6 = { convergent nounwind }
attributes #7 = { convergent nounwind memory(none) }

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
!7 = !DIFile(filename: "h-scoped-atomic-race-001.cu", directory: ".")
!8 = !{ptr @h_lock_ref_block_scope, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_lock_ref_block_scope", scope: !7, file: !7, line: 20, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 24, column: 20, scope: !12)
!19 = !DILocation(line: 24, column: 14, scope: !12)
!20 = !DILocation(line: 25, column: 15, scope: !12)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 25, column: 17, scope: !12)
!24 = !DILocation(line: 25, column: 28, scope: !12)
!25 = !DILocation(line: 25, column: 38, scope: !12)
!26 = !DILocation(line: 25, column: 36, scope: !12)
!27 = !DILocation(line: 25, column: 11, scope: !12)
!28 = !DILocation(line: 26, column: 14, scope: !12)
!29 = !DILocation(line: 26, column: 7, scope: !12)
!30 = !DILocation(line: 26, column: 5, scope: !12)
!31 = !DILocation(line: 26, column: 12, scope: !12)
!32 = !DILocation(line: 27, column: 14, scope: !12)
!33 = !DILocation(line: 27, column: 16, scope: !12)
!34 = !DILocation(line: 27, column: 7, scope: !12)
!35 = !DILocation(line: 27, column: 5, scope: !12)
!36 = !DILocation(line: 27, column: 12, scope: !12)
!37 = !DILocation(line: 28, column: 5, scope: !12)
!38 = !DILocation(line: 29, column: 19, scope: !12)
!39 = !DILocation(line: 29, column: 10, scope: !12)
!40 = !DILocation(line: 29, column: 34, scope: !12)
!41 = !DILocation(line: 29, column: 36, scope: !12)
!42 = !DILocation(line: 29, column: 5, scope: !12)
!43 = !DILocation(line: 30, column: 13, scope: !12)
!44 = !DILocation(line: 30, column: 19, scope: !12)
!45 = !DILocation(line: 30, column: 17, scope: !12)
!46 = !DILocation(line: 31, column: 25, scope: !12)
!47 = !DILocation(line: 31, column: 31, scope: !12)
!48 = !DILocation(line: 31, column: 29, scope: !12)
!49 = !DILocation(line: 31, column: 23, scope: !12)
!50 = !DILocation(line: 31, column: 15, scope: !12)
!51 = !DILocation(line: 31, column: 13, scope: !12)
!52 = !DILocation(line: 31, column: 20, scope: !12)
!53 = !DILocation(line: 32, column: 25, scope: !12)
!54 = !DILocation(line: 32, column: 31, scope: !12)
!55 = !DILocation(line: 32, column: 29, scope: !12)
!56 = !DILocation(line: 32, column: 23, scope: !12)
!57 = !DILocation(line: 32, column: 15, scope: !12)
!58 = !DILocation(line: 32, column: 13, scope: !12)
!59 = !DILocation(line: 32, column: 20, scope: !12)
!60 = !DILocation(line: 33, column: 9, scope: !12)
!61 = !DILocation(line: 34, column: 9, scope: !12)
!62 = !DILocation(line: 35, column: 5, scope: !12)
!63 = !DILocation(line: 29, column: 43, scope: !12)
!64 = distinct !{!64, !42, !62, !65}
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 36, column: 9, scope: !12)
!67 = !DILocation(line: 36, column: 13, scope: !12)
!68 = !DILocation(line: 37, column: 63, scope: !12)
!69 = !DILocation(line: 37, column: 57, scope: !12)
!70 = !DILocation(line: 38, column: 13, scope: !12)
!71 = !DILocation(line: 39, column: 9, scope: !12)
!72 = !DILocation(line: 39, column: 22, scope: !12)
!73 = !DILocation(line: 39, column: 16, scope: !12)
!74 = !DILocation(line: 41, column: 22, scope: !12)
!75 = distinct !{!75, !71, !76, !65}
!76 = !DILocation(line: 41, column: 24, scope: !12)
!77 = !DILocation(line: 42, column: 19, scope: !12)
!78 = !DILocation(line: 42, column: 10, scope: !12)
!79 = !DILocation(line: 42, column: 16, scope: !12)
!80 = !DILocation(line: 43, column: 21, scope: !12)
!81 = !DILocation(line: 43, column: 10, scope: !12)
!82 = !DILocation(line: 43, column: 18, scope: !12)
!83 = !DILocation(line: 44, column: 14, scope: !12)
!84 = !DILocation(line: 45, column: 5, scope: !12)
!85 = !DILocation(line: 46, column: 1, scope: !12)
!86 = distinct !DISubprogram(name: "atomic_ref", scope: !87, file: !87, line: 86, type: !13, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!87 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/__atomic/atomic.h", directory: "")
!88 = !DILocation(line: 88, column: 3, scope: !86)
!89 = !DILocation(line: 88, column: 4, scope: !86)
!90 = distinct !DISubprogram(name: "compare_exchange_weak", scope: !91, file: !91, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!91 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/api/reference.h", directory: "")
!92 = !DILocation(line: 80, column: 3, scope: !90)
!93 = distinct !DISubprogram(name: "store", scope: !91, file: !91, line: 80, type: !13, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!94 = !DILocation(line: 80, column: 3, scope: !93)
!95 = distinct !DISubprogram(name: "atomic_ref", scope: !87, file: !87, line: 86, type: !13, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!96 = !DILocation(line: 87, column: 50, scope: !95)
!97 = !DILocation(line: 87, column: 9, scope: !95)
!98 = !DILocation(line: 88, column: 4, scope: !95)
!99 = distinct !DISubprogram(name: "__atomic_ref_bitwise", scope: !91, file: !91, line: 70, type: !13, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!100 = !DILocation(line: 71, column: 9, scope: !99)
!101 = !DILocation(line: 71, column: 14, scope: !99)
!102 = !DILocation(line: 72, column: 4, scope: !99)
!103 = distinct !DISubprogram(name: "__atomic_ref_storage", scope: !104, file: !104, line: 45, type: !13, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!104 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/types/reference.h", directory: "")
!105 = !DILocation(line: 47, column: 3, scope: !103)
!106 = !DILocation(line: 47, column: 4, scope: !103)
!107 = distinct !DISubprogram(name: "__atomic_ref_storage", scope: !104, file: !104, line: 45, type: !13, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!108 = !DILocation(line: 46, column: 9, scope: !107)
!109 = !DILocation(line: 46, column: 19, scope: !107)
!110 = !DILocation(line: 47, column: 4, scope: !107)
!111 = distinct !DISubprogram(name: "__atomic_compare_exchange_weak_dispatch<const cuda::std::__4::__atomic_ref_storage<int>, int, cuda::std::__4::__thread_scope_block_tag, 0>", scope: !112, file: !112, line: 143, type: !13, scopeLine: 145, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!112 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/types/base.h", directory: "")
!113 = !DILocation(line: 146, column: 8, scope: !111)
!114 = !DILocation(line: 147, column: 3, scope: !111)
!115 = !DILocation(line: 159, column: 10, scope: !111)
!116 = !DILocation(line: 159, column: 3, scope: !111)
!117 = distinct !DISubprogram(name: "__atomic_compare_exchange_cuda<int, cuda::std::__4::__thread_scope_block_tag>", scope: !118, file: !118, line: 1641, type: !13, scopeLine: 1642, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!118 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/functions/cuda_ptx_generated.h", directory: "")
!119 = !DILocation(line: 1645, column: 57, scope: !117)
!120 = !DILocation(line: 1645, column: 14, scope: !117)
!121 = !DILocation(line: 1646, column: 57, scope: !117)
!122 = !DILocation(line: 1646, column: 14, scope: !117)
!123 = !DILocation(line: 1647, column: 14, scope: !117)
!124 = !DILocation(line: 1648, column: 8, scope: !117)
!125 = !DILocation(line: 1649, column: 45, scope: !117)
!126 = !DILocation(line: 1649, column: 58, scope: !117)
!127 = !DILocation(line: 1649, column: 71, scope: !117)
!128 = !DILocation(line: 1649, column: 7, scope: !117)
!129 = !DILocation(line: 1649, column: 101, scope: !117)
!130 = !DILocation(line: 1649, column: 94, scope: !117)
!131 = !DILocation(line: 1650, column: 89, scope: !117)
!132 = !DILocation(line: 1650, column: 90, scope: !117)
!133 = !DILocation(line: 1650, column: 103, scope: !117)
!134 = !DILocation(line: 1650, column: 116, scope: !117)
!135 = !DILocation(line: 1651, column: 81, scope: !117)
!136 = !DILocation(line: 1651, column: 101, scope: !117)
!137 = !DILocation(line: 1651, column: 10, scope: !117)
!138 = !DILocation(line: 1651, column: 3, scope: !117)
!139 = !DILocation(line: 1652, column: 1, scope: !117)
!140 = distinct !DISubprogram(name: "get", scope: !104, file: !104, line: 53, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!141 = !DILocation(line: 55, column: 12, scope: !140)
!142 = !DILocation(line: 55, column: 5, scope: !140)
!143 = distinct !DISubprogram(name: "__cuda_compare_exchange_weak_if_local<unsigned int>", scope: !144, file: !144, line: 121, type: !13, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!144 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/functions/cuda_local.h", directory: "")
!145 = !DILocation(line: 123, column: 24, scope: !143)
!146 = !DILocation(line: 123, column: 8, scope: !143)
!147 = !DILocation(line: 123, column: 7, scope: !143)
!148 = !DILocation(line: 125, column: 5, scope: !143)
!149 = !DILocation(line: 127, column: 48, scope: !143)
!150 = !DILocation(line: 127, column: 81, scope: !143)
!151 = !DILocation(line: 127, column: 7, scope: !143)
!152 = !DILocation(line: 127, column: 109, scope: !143)
!153 = !DILocation(line: 129, column: 43, scope: !143)
!154 = !DILocation(line: 129, column: 76, scope: !143)
!155 = !DILocation(line: 1550, column: 27, scope: !156, inlinedAt: !158)
!156 = distinct !DISubprogram(name: "memcpy", scope: !157, file: !157, line: 1549, type: !13, scopeLine: 1549, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!157 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!158 = distinct !DILocation(line: 129, column: 5, scope: !143)
!159 = !DILocation(line: 1550, column: 32, scope: !156, inlinedAt: !158)
!160 = !DILocation(line: 1550, column: 37, scope: !156, inlinedAt: !158)
!161 = !DILocation(line: 1550, column: 10, scope: !156, inlinedAt: !158)
!162 = !DILocation(line: 130, column: 6, scope: !143)
!163 = !DILocation(line: 130, column: 16, scope: !143)
!164 = !DILocation(line: 131, column: 3, scope: !143)
!165 = !DILocation(line: 134, column: 43, scope: !143)
!166 = !DILocation(line: 134, column: 81, scope: !143)
!167 = !DILocation(line: 1550, column: 27, scope: !156, inlinedAt: !168)
!168 = distinct !DILocation(line: 134, column: 5, scope: !143)
!169 = !DILocation(line: 1550, column: 32, scope: !156, inlinedAt: !168)
!170 = !DILocation(line: 1550, column: 37, scope: !156, inlinedAt: !168)
!171 = !DILocation(line: 1550, column: 10, scope: !156, inlinedAt: !168)
!172 = !DILocation(line: 135, column: 6, scope: !143)
!173 = !DILocation(line: 135, column: 16, scope: !143)
!174 = !DILocation(line: 137, column: 3, scope: !143)
!175 = !DILocation(line: 138, column: 3, scope: !143)
!176 = !DILocation(line: 139, column: 1, scope: !143)
!177 = distinct !DISubprogram(name: "__cuda_atomic_compare_swap_memory_order_dispatch<cuda::std::__4::__cuda_atomic_bind_compare_exchange<unsigned int, cuda::std::__4::__atomic_cuda_operand_tag<(cuda::std::__4::__atomic_cuda_operand)3, 32UL>, cuda::std::__4::__thread_scope_block_tag>, cuda::std::__4::__thread_scope_block_tag>", scope: !118, file: !118, line: 1199, type: !13, scopeLine: 1199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!178 = !DILocation(line: 1200, column: 8, scope: !177)
!179 = !DILocation(line: 1201, column: 3, scope: !177)
!180 = !DILocation(line: 1225, column: 10, scope: !177)
!181 = !DILocation(line: 1225, column: 3, scope: !177)
!182 = distinct !DISubprogram(name: "__cuda_is_local", scope: !144, file: !144, line: 38, type: !13, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!183 = !DILocation(line: 41, column: 3, scope: !182)
!184 = distinct !DISubprogram(name: "__atomic_memcmp", scope: !185, file: !185, line: 75, type: !13, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!185 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/types/common.h", directory: "")
!186 = !DILocation(line: 77, column: 3, scope: !184)
!187 = !{i64 2155646832, i64 2155646850}
!188 = distinct !{!188, !186, !186, !65}
!189 = !DILocation(line: 96, column: 1, scope: !184)
!190 = distinct !DISubprogram(name: "__nanosleep", scope: !191, file: !191, line: 168, type: !13, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!191 = !DIFile(filename: "/usr/local/cuda/include/crt/sm_70_rt.hpp", directory: "")
!192 = !DILocation(line: 169, column: 45, scope: !190)
!193 = !DILocation(line: 169, column: 5, scope: !190)
!194 = !{i64 6048382}
!195 = !DILocation(line: 170, column: 1, scope: !190)
!196 = distinct !DISubprogram(name: "__stronger_order_cuda", scope: !197, file: !197, line: 98, type: !13, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!197 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/order.h", directory: "")
!198 = !DILocation(line: 100, column: 21, scope: !196)
!199 = !DILocation(line: 100, column: 27, scope: !196)
!200 = !DILocation(line: 100, column: 25, scope: !196)
!201 = !DILocation(line: 100, column: 33, scope: !196)
!202 = !DILocation(line: 100, column: 39, scope: !196)
!203 = !DILocation(line: 100, column: 13, scope: !196)
!204 = !DILocation(line: 101, column: 7, scope: !196)
!205 = !DILocation(line: 101, column: 13, scope: !196)
!206 = !DILocation(line: 103, column: 12, scope: !196)
!207 = !DILocation(line: 103, column: 5, scope: !196)
!208 = !DILocation(line: 105, column: 17, scope: !196)
!209 = !DILocation(line: 106, column: 18, scope: !196)
!210 = !DILocation(line: 106, column: 24, scope: !196)
!211 = !DILocation(line: 106, column: 22, scope: !196)
!212 = !DILocation(line: 106, column: 30, scope: !196)
!213 = !DILocation(line: 106, column: 36, scope: !196)
!214 = !DILocation(line: 106, column: 10, scope: !196)
!215 = !DILocation(line: 106, column: 3, scope: !196)
!216 = !DILocation(line: 107, column: 1, scope: !196)
!217 = distinct !DISubprogram(name: "__cuda_atomic_fence", scope: !118, file: !118, line: 53, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!218 = !DILocation(line: 54, column: 3, scope: !217)
!219 = !{i64 7188046}
!220 = !DILocation(line: 54, column: 47, scope: !217)
!221 = distinct !DISubprogram(name: "operator()<cuda::std::__4::integral_constant<cuda::std::__4::__atomic_cuda_memorder, (cuda::std::__4::__atomic_cuda_memorder)2> >", scope: !118, file: !118, line: 1636, type: !13, scopeLine: 1636, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!222 = !DILocation(line: 1637, column: 43, scope: !221)
!223 = !DILocation(line: 1637, column: 51, scope: !221)
!224 = !DILocation(line: 1637, column: 59, scope: !221)
!225 = !DILocation(line: 1637, column: 58, scope: !221)
!226 = !DILocation(line: 1637, column: 67, scope: !221)
!227 = !DILocation(line: 1637, column: 66, scope: !221)
!228 = !DILocation(line: 1637, column: 12, scope: !221)
!229 = !DILocation(line: 1637, column: 5, scope: !221)
!230 = distinct !DISubprogram(name: "operator()<cuda::std::__4::integral_constant<cuda::std::__4::__atomic_cuda_memorder, (cuda::std::__4::__atomic_cuda_memorder)3> >", scope: !118, file: !118, line: 1636, type: !13, scopeLine: 1636, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!231 = !DILocation(line: 1637, column: 43, scope: !230)
!232 = !DILocation(line: 1637, column: 51, scope: !230)
!233 = !DILocation(line: 1637, column: 59, scope: !230)
!234 = !DILocation(line: 1637, column: 58, scope: !230)
!235 = !DILocation(line: 1637, column: 67, scope: !230)
!236 = !DILocation(line: 1637, column: 66, scope: !230)
!237 = !DILocation(line: 1637, column: 12, scope: !230)
!238 = !DILocation(line: 1637, column: 5, scope: !230)
!239 = distinct !DISubprogram(name: "operator()<cuda::std::__4::integral_constant<cuda::std::__4::__atomic_cuda_memorder, (cuda::std::__4::__atomic_cuda_memorder)1> >", scope: !118, file: !118, line: 1636, type: !13, scopeLine: 1636, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!240 = !DILocation(line: 1637, column: 43, scope: !239)
!241 = !DILocation(line: 1637, column: 51, scope: !239)
!242 = !DILocation(line: 1637, column: 59, scope: !239)
!243 = !DILocation(line: 1637, column: 58, scope: !239)
!244 = !DILocation(line: 1637, column: 67, scope: !239)
!245 = !DILocation(line: 1637, column: 66, scope: !239)
!246 = !DILocation(line: 1637, column: 12, scope: !239)
!247 = !DILocation(line: 1637, column: 5, scope: !239)
!248 = distinct !DISubprogram(name: "operator()<cuda::std::__4::integral_constant<cuda::std::__4::__atomic_cuda_memorder, (cuda::std::__4::__atomic_cuda_memorder)0> >", scope: !118, file: !118, line: 1636, type: !13, scopeLine: 1636, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!249 = !DILocation(line: 1637, column: 43, scope: !248)
!250 = !DILocation(line: 1637, column: 51, scope: !248)
!251 = !DILocation(line: 1637, column: 59, scope: !248)
!252 = !DILocation(line: 1637, column: 58, scope: !248)
!253 = !DILocation(line: 1637, column: 67, scope: !248)
!254 = !DILocation(line: 1637, column: 66, scope: !248)
!255 = !DILocation(line: 1637, column: 12, scope: !248)
!256 = !DILocation(line: 1637, column: 5, scope: !248)
!257 = distinct !DISubprogram(name: "__assert_fail", scope: !258, file: !258, line: 418, type: !13, scopeLine: 420, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!258 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_runtime_wrapper.h", directory: "")
!259 = !DILocation(line: 421, column: 16, scope: !257)
!260 = !DILocation(line: 421, column: 27, scope: !257)
!261 = !DILocation(line: 421, column: 35, scope: !257)
!262 = !DILocation(line: 421, column: 43, scope: !257)
!263 = !DILocation(line: 421, column: 3, scope: !257)
!264 = !DILocation(line: 422, column: 1, scope: !257)
!265 = distinct !DISubprogram(name: "__cuda_atomic_compare_exchange<unsigned int>", scope: !118, file: !118, line: 1229, type: !13, scopeLine: 1231, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!266 = !DILocation(line: 1231, column: 65, scope: !265)
!267 = !DILocation(line: 1231, column: 78, scope: !265)
!268 = !DILocation(line: 1231, column: 90, scope: !265)
!269 = !DILocation(line: 1231, column: 102, scope: !265)
!270 = !DILocation(line: 1231, column: 3, scope: !265)
!271 = !{i64 7262268}
!272 = !DILocation(line: 1231, column: 128, scope: !265)
!273 = !DILocation(line: 1231, column: 137, scope: !265)
!274 = !DILocation(line: 1231, column: 134, scope: !265)
!275 = !DILocation(line: 1231, column: 121, scope: !265)
!276 = distinct !DISubprogram(name: "__cuda_atomic_compare_exchange<unsigned int>", scope: !118, file: !118, line: 1277, type: !13, scopeLine: 1279, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!277 = !DILocation(line: 1279, column: 65, scope: !276)
!278 = !DILocation(line: 1279, column: 78, scope: !276)
!279 = !DILocation(line: 1279, column: 90, scope: !276)
!280 = !DILocation(line: 1279, column: 102, scope: !276)
!281 = !DILocation(line: 1279, column: 3, scope: !276)
!282 = !{i64 7266648}
!283 = !DILocation(line: 1279, column: 128, scope: !276)
!284 = !DILocation(line: 1279, column: 137, scope: !276)
!285 = !DILocation(line: 1279, column: 134, scope: !276)
!286 = !DILocation(line: 1279, column: 121, scope: !276)
!287 = distinct !DISubprogram(name: "__cuda_atomic_compare_exchange<unsigned int>", scope: !118, file: !118, line: 1261, type: !13, scopeLine: 1263, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!288 = !DILocation(line: 1263, column: 65, scope: !287)
!289 = !DILocation(line: 1263, column: 78, scope: !287)
!290 = !DILocation(line: 1263, column: 90, scope: !287)
!291 = !DILocation(line: 1263, column: 102, scope: !287)
!292 = !DILocation(line: 1263, column: 3, scope: !287)
!293 = !{i64 7265188}
!294 = !DILocation(line: 1263, column: 128, scope: !287)
!295 = !DILocation(line: 1263, column: 137, scope: !287)
!296 = !DILocation(line: 1263, column: 134, scope: !287)
!297 = !DILocation(line: 1263, column: 121, scope: !287)
!298 = distinct !DISubprogram(name: "__cuda_atomic_compare_exchange<unsigned int>", scope: !118, file: !118, line: 1245, type: !13, scopeLine: 1247, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!299 = !DILocation(line: 1247, column: 65, scope: !298)
!300 = !DILocation(line: 1247, column: 78, scope: !298)
!301 = !DILocation(line: 1247, column: 90, scope: !298)
!302 = !DILocation(line: 1247, column: 102, scope: !298)
!303 = !DILocation(line: 1247, column: 3, scope: !298)
!304 = !{i64 7263728}
!305 = !DILocation(line: 1247, column: 128, scope: !298)
!306 = !DILocation(line: 1247, column: 137, scope: !298)
!307 = !DILocation(line: 1247, column: 134, scope: !298)
!308 = !DILocation(line: 1247, column: 121, scope: !298)
!309 = distinct !DISubprogram(name: "__atomic_store_dispatch<const cuda::std::__4::__atomic_ref_storage<int>, int, cuda::std::__4::__thread_scope_block_tag, 0>", scope: !112, file: !112, line: 91, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!310 = !DILocation(line: 93, column: 3, scope: !309)
!311 = !DILocation(line: 98, column: 1, scope: !309)
!312 = distinct !DISubprogram(name: "__atomic_store_n_cuda<int, cuda::std::__4::__thread_scope_block_tag>", scope: !313, file: !313, line: 317, type: !13, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!313 = !DIFile(filename: "/usr/local/cuda/include/cccl/cuda/std/__atomic/functions/cuda_ptx_derived.h", directory: "")
!314 = !DILocation(line: 319, column: 23, scope: !312)
!315 = !DILocation(line: 319, column: 37, scope: !312)
!316 = !DILocation(line: 319, column: 3, scope: !312)
!317 = !DILocation(line: 320, column: 1, scope: !312)
!318 = distinct !DISubprogram(name: "__atomic_store_cuda<int, cuda::std::__4::__thread_scope_block_tag>", scope: !118, file: !118, line: 1176, type: !13, scopeLine: 1177, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!319 = !DILocation(line: 1180, column: 57, scope: !318)
!320 = !DILocation(line: 1180, column: 14, scope: !318)
!321 = !DILocation(line: 1181, column: 58, scope: !318)
!322 = !DILocation(line: 1181, column: 14, scope: !318)
!323 = !DILocation(line: 1182, column: 34, scope: !318)
!324 = !DILocation(line: 1182, column: 47, scope: !318)
!325 = !DILocation(line: 1182, column: 7, scope: !318)
!326 = !DILocation(line: 1182, column: 82, scope: !318)
!327 = !DILocation(line: 1183, column: 99, scope: !318)
!328 = !DILocation(line: 1183, column: 100, scope: !318)
!329 = !DILocation(line: 1183, column: 113, scope: !318)
!330 = !DILocation(line: 1184, column: 60, scope: !318)
!331 = !DILocation(line: 1184, column: 3, scope: !318)
!332 = !DILocation(line: 1185, column: 1, scope: !318)
!333 = distinct !DISubprogram(name: "__cuda_store_weak_if_local", scope: !144, file: !144, line: 109, type: !13, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!334 = !DILocation(line: 111, column: 24, scope: !333)
!335 = !DILocation(line: 111, column: 8, scope: !333)
!336 = !DILocation(line: 111, column: 7, scope: !333)
!337 = !DILocation(line: 113, column: 5, scope: !333)
!338 = !DILocation(line: 115, column: 40, scope: !333)
!339 = !DILocation(line: 115, column: 48, scope: !333)
!340 = !DILocation(line: 115, column: 55, scope: !333)
!341 = !DILocation(line: 1550, column: 27, scope: !156, inlinedAt: !342)
!342 = distinct !DILocation(line: 115, column: 3, scope: !333)
!343 = !DILocation(line: 1550, column: 32, scope: !156, inlinedAt: !342)
!344 = !DILocation(line: 1550, column: 37, scope: !156, inlinedAt: !342)
!345 = !DILocation(line: 1550, column: 10, scope: !156, inlinedAt: !342)
!346 = !DILocation(line: 116, column: 3, scope: !333)
!347 = !DILocation(line: 117, column: 1, scope: !333)
!348 = distinct !DISubprogram(name: "__cuda_atomic_store_memory_order_dispatch<cuda::std::__4::__cuda_atomic_bind_store<unsigned int, cuda::std::__4::__atomic_cuda_operand_tag<(cuda::std::__4::__atomic_cuda_operand)3, 32UL>, cuda::std::__4::__thread_scope_block_tag, cuda::std::__4::integral_constant<bool, false> >, cuda::std::__4::__thread_scope_block_tag>", scope: !118, file: !118, line: 857, type: !13, scopeLine: 857, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!349 = !DILocation(line: 858, column: 3, scope: !348)
!350 = !DILocation(line: 876, column: 1, scope: !348)
!351 = distinct !DISubprogram(name: "operator()<cuda::std::__4::integral_constant<cuda::std::__4::__atomic_cuda_memorder, (cuda::std::__4::__atomic_cuda_memorder)1> >", scope: !118, file: !118, line: 1171, type: !13, scopeLine: 1171, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!352 = !DILocation(line: 1172, column: 25, scope: !351)
!353 = !DILocation(line: 1172, column: 33, scope: !351)
!354 = !DILocation(line: 1172, column: 5, scope: !351)
!355 = !DILocation(line: 1173, column: 3, scope: !351)
!356 = distinct !DISubprogram(name: "operator()<cuda::std::__4::integral_constant<cuda::std::__4::__atomic_cuda_memorder, (cuda::std::__4::__atomic_cuda_memorder)0> >", scope: !118, file: !118, line: 1171, type: !13, scopeLine: 1171, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!357 = !DILocation(line: 1172, column: 25, scope: !356)
!358 = !DILocation(line: 1172, column: 33, scope: !356)
!359 = !DILocation(line: 1172, column: 5, scope: !356)
!360 = !DILocation(line: 1173, column: 3, scope: !356)
!361 = distinct !DISubprogram(name: "__cuda_atomic_store<unsigned int>", scope: !118, file: !118, line: 931, type: !13, scopeLine: 933, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!362 = !DILocation(line: 933, column: 53, scope: !361)
!363 = !DILocation(line: 933, column: 65, scope: !361)
!364 = !DILocation(line: 933, column: 3, scope: !361)
!365 = !{i64 7246228}
!366 = !DILocation(line: 933, column: 85, scope: !361)
!367 = distinct !DISubprogram(name: "__cuda_atomic_store<unsigned int>", scope: !118, file: !118, line: 947, type: !13, scopeLine: 949, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!368 = !DILocation(line: 949, column: 53, scope: !367)
!369 = !DILocation(line: 949, column: 65, scope: !367)
!370 = !DILocation(line: 949, column: 3, scope: !367)
!371 = !{i64 7247420}
!372 = !DILocation(line: 949, column: 85, scope: !367)
