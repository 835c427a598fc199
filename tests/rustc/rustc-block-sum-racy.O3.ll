; ModuleID = 'rustc_block_sum_racy.34ffc34b4aa2c1b0-cgu.0'
source_filename = "rustc_block_sum_racy.34ffc34b4aa2c1b0-cgu.0"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

module asm ".shared .align 4 .b8 rs_smem[1024];"

; Function Attrs: nounwind
define ptx_kernel void @block_sum_racy(ptr noundef readonly captures(none) %inp, ptr noundef writeonly captures(none) %out) unnamed_addr #0 {
start:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %_9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_8 = mul i32 %_9, %_10
  %_7 = add i32 %_8, %t
  %_6 = zext i32 %_7 to i64
  %_5 = getelementptr inbounds nuw float, ptr %inp, i64 %_6
  %_4 = load float, ptr %_5, align 4, !noundef !2
  %0 = tail call i32 asm "mov.u32 ${0}, rs_smem;", "=&r"() #3, !srcloc !3
  %_31 = shl nuw nsw i32 %t, 2
  %_29 = add i32 %0, %_31
  tail call void asm sideeffect "st.shared.f32 [${0}], ${1};", "r,r,~{memory}"(i32 %_29, float %_4) #4, !srcloc !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %s.sroa.0.04 = lshr i32 %_10, 1
  %_14.not5 = icmp eq i32 %s.sroa.0.04, 0
  br i1 %_14.not5, label %bb11, label %bb7

bb11:                                             ; preds = %bb10, %start
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1 = icmp eq i32 %t, 0
  br i1 %1, label %bb13, label %bb15

bb7:                                              ; preds = %start, %bb10
  %s.sroa.0.06 = phi i32 [ %s.sroa.0.0, %bb10 ], [ %s.sroa.0.04, %start ]
  %_16 = icmp samesign ult i32 %t, %s.sroa.0.06
  br i1 %_16, label %bb8, label %bb10

bb13:                                             ; preds = %bb11
  %_27 = zext nneg i32 %_9 to i64
  %_26 = getelementptr inbounds nuw float, ptr %out, i64 %_27
  %2 = tail call float asm sideeffect "ld.shared.f32 ${0}, [${1}];", "=&r,r,~{memory}"(i32 %0) #5, !srcloc !5
  store float %2, ptr %_26, align 4
  br label %bb15

bb15:                                             ; preds = %bb13, %bb11
  ret void

bb8:                                              ; preds = %bb7
  %_21 = add nuw nsw i32 %s.sroa.0.06, %t
  %_36 = shl nuw nsw i32 %_21, 2
  %_34 = add i32 %_36, %0
  %3 = tail call float asm sideeffect "ld.shared.f32 ${0}, [${1}];", "=&r,r,~{memory}"(i32 %_29) #5, !srcloc !5
  %4 = tail call float asm sideeffect "ld.shared.f32 ${0}, [${1}];", "=&r,r,~{memory}"(i32 %_34) #5, !srcloc !5
  %_18 = fadd float %3, %4
  tail call void asm sideeffect "st.shared.f32 [${0}], ${1};", "r,r,~{memory}"(i32 %_29, float %_18) #4, !srcloc !4
  br label %bb10

bb10:                                             ; preds = %bb7, %bb8
  %s.sroa.0.0 = lshr i32 %s.sroa.0.06, 1
  %_14.not = icmp eq i32 %s.sroa.0.0, 0
  br i1 %_14.not, label %bb11, label %bb7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() unnamed_addr #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { nounwind "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { nounwind memory(read, inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!2 = !{}
!3 = !{i64 19456201855390}
!4 = !{i64 20147691590204}
!5 = !{i64 20856361194209}
