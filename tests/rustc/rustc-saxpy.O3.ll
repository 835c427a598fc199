; ModuleID = 'rustc_saxpy.7c36834c7f903deb-cgu.0'
source_filename = "rustc_saxpy.7c36834c7f903deb-cgu.0"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define ptx_kernel void @saxpy(i32 noundef %n, float noundef %a, ptr noundef readonly captures(none) %x, ptr noundef captures(none) %y) unnamed_addr #0 {
start:
  %_7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_6 = mul i32 %_7, %_8
  %_9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %0 = add i32 %_6, %_9
  %_12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %stride = mul i32 %_8, %_12
  %_134 = icmp ult i32 %0, %n
  br i1 %_134, label %bb7, label %bb8

bb8:                                              ; preds = %bb7, %start
  ret void

bb7:                                              ; preds = %start, %bb7
  %i.sroa.0.05 = phi i32 [ %2, %bb7 ], [ %0, %start ]
  %_16 = zext i32 %i.sroa.0.05 to i64
  %xi = getelementptr inbounds nuw float, ptr %x, i64 %_16
  %yi = getelementptr inbounds nuw float, ptr %y, i64 %_16
  %_22 = load float, ptr %xi, align 4, !noundef !2
  %_21 = fmul float %a, %_22
  %_23 = load float, ptr %yi, align 4, !noundef !2
  %1 = fadd float %_21, %_23
  store float %1, ptr %yi, align 4
  %2 = add i32 %i.sroa.0.05, %stride
  %_13 = icmp ult i32 %2, %n
  br i1 %_13, label %bb7, label %bb8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() unnamed_addr #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!2 = !{}
