; ModuleID = 'rustc_block_sum_racy.34ffc34b4aa2c1b0-cgu.0'
source_filename = "rustc_block_sum_racy.34ffc34b4aa2c1b0-cgu.0"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

module asm ".shared .align 4 .b8 rs_smem[1024];"

; Function Attrs: nounwind
define ptx_kernel void @block_sum_racy(ptr %inp, ptr %out) unnamed_addr #0 {
start:
  %base.i.i14 = alloca [4 x i8], align 4
  %v.i15 = alloca [4 x i8], align 4
  %base.i.i8 = alloca [4 x i8], align 4
  %v.i9 = alloca [4 x i8], align 4
  %base.i.i = alloca [4 x i8], align 4
  %v.i = alloca [4 x i8], align 4
  %base.i3 = alloca [4 x i8], align 4
  %base.i = alloca [4 x i8], align 4
  %s = alloca [4 x i8], align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_9 = mul i32 %_10, %_11
  %_8 = add i32 %_9, %t
  %_7 = zext i32 %_8 to i64
  %_6 = getelementptr inbounds nuw float, ptr %inp, i64 %_7
  %_5 = load float, ptr %_6, align 4
  %0 = call i32 asm "mov.u32 ${0}, rs_smem;", "=&r"() #3, !srcloc !2
  store i32 %0, ptr %base.i, align 4
  %_3.i2 = load i32, ptr %base.i, align 4
  %_4.i = mul i32 %t, 4
  %_0.i = add i32 %_3.i2, %_4.i
  call void asm sideeffect "st.shared.f32 [${0}], ${1};", "r,r,~{memory}"(i32 %_0.i, float %_5) #4, !srcloc !3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %_14 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = lshr i32 %_14, 1
  store i32 %1, ptr %s, align 4
  br label %bb7

bb7:                                              ; preds = %bb12, %start
  %_16 = load i32, ptr %s, align 4
  %_15 = icmp ugt i32 %_16, 0
  br i1 %_15, label %bb8, label %bb13

bb13:                                             ; preds = %bb7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %_27 = icmp eq i32 %t, 0
  br i1 %_27, label %bb15, label %bb18

bb8:                                              ; preds = %bb7
  %_18 = load i32, ptr %s, align 4
  %_17 = icmp ult i32 %t, %_18
  br i1 %_17, label %bb9, label %bb12

bb18:                                             ; preds = %bb15, %bb13
  ret void

bb15:                                             ; preds = %bb13
  %2 = call i32 asm "mov.u32 ${0}, rs_smem;", "=&r"() #3, !srcloc !2
  store i32 %2, ptr %base.i.i14, align 4
  %_3.i.i16 = load i32, ptr %base.i.i14, align 4
  %3 = call float asm sideeffect "ld.shared.f32 ${0}, [${1}];", "=&r,r,~{memory}"(i32 %_3.i.i16) #5, !srcloc !4
  store float %3, ptr %v.i15, align 4
  %_0.i18 = load float, ptr %v.i15, align 4
  %_31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_30 = zext i32 %_31 to i64
  %_29 = getelementptr inbounds nuw float, ptr %out, i64 %_30
  store float %_0.i18, ptr %_29, align 4
  br label %bb18

bb12:                                             ; preds = %bb9, %bb8
  %_25 = load i32, ptr %s, align 4
  %4 = lshr i32 %_25, 1
  store i32 %4, ptr %s, align 4
  br label %bb7

bb9:                                              ; preds = %bb8
  %5 = call i32 asm "mov.u32 ${0}, rs_smem;", "=&r"() #3, !srcloc !2
  store i32 %5, ptr %base.i.i8, align 4
  %_3.i.i10 = load i32, ptr %base.i.i8, align 4
  %_4.i.i11 = mul i32 %t, 4
  %_0.i.i12 = add i32 %_3.i.i10, %_4.i.i11
  %6 = call float asm sideeffect "ld.shared.f32 ${0}, [${1}];", "=&r,r,~{memory}"(i32 %_0.i.i12) #5, !srcloc !4
  store float %6, ptr %v.i9, align 4
  %_0.i13 = load float, ptr %v.i9, align 4
  %_24 = load i32, ptr %s, align 4
  %_23 = add i32 %t, %_24
  %7 = call i32 asm "mov.u32 ${0}, rs_smem;", "=&r"() #3, !srcloc !2
  store i32 %7, ptr %base.i.i, align 4
  %_3.i.i = load i32, ptr %base.i.i, align 4
  %_4.i.i = mul i32 %_23, 4
  %_0.i.i = add i32 %_3.i.i, %_4.i.i
  %8 = call float asm sideeffect "ld.shared.f32 ${0}, [${1}];", "=&r,r,~{memory}"(i32 %_0.i.i) #5, !srcloc !4
  store float %8, ptr %v.i, align 4
  %_0.i7 = load float, ptr %v.i, align 4
  %_20 = fadd float %_0.i13, %_0.i7
  %9 = call i32 asm "mov.u32 ${0}, rs_smem;", "=&r"() #3, !srcloc !2
  store i32 %9, ptr %base.i3, align 4
  %_3.i4 = load i32, ptr %base.i3, align 4
  %_4.i5 = mul i32 %t, 4
  %_0.i6 = add i32 %_3.i4, %_4.i5
  call void asm sideeffect "st.shared.f32 [${0}], ${1};", "r,r,~{memory}"(i32 %_0.i6, float %_20) #4, !srcloc !3
  br label %bb12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() unnamed_addr #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { nounwind "target-cpu"="sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { nounwind memory(read, inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!2 = !{i64 19456201855390}
!3 = !{i64 20147691590204}
!4 = !{i64 20856361194209}
