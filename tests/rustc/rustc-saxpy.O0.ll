; ModuleID = 'rustc_saxpy.7c36834c7f903deb-cgu.0'
source_filename = "rustc_saxpy.7c36834c7f903deb-cgu.0"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @saxpy(i32 %n, float %a, ptr %x, ptr %y) unnamed_addr #0 {
start:
  %i = alloca [4 x i8], align 4
  %_7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_8 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_6 = mul i32 %_7, %_8
  %_9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %0 = add i32 %_6, %_9
  store i32 %0, ptr %i, align 4
  %_11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_12 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %stride = mul i32 %_11, %_12
  br label %bb6

bb6:                                              ; preds = %bb7, %start
  %_14 = load i32, ptr %i, align 4
  %_13 = icmp ult i32 %_14, %n
  br i1 %_13, label %bb7, label %bb8

bb8:                                              ; preds = %bb6
  ret void

bb7:                                              ; preds = %bb6
  %_17 = load i32, ptr %i, align 4
  %_16 = zext i32 %_17 to i64
  %xi = getelementptr inbounds nuw float, ptr %x, i64 %_16
  %_20 = load i32, ptr %i, align 4
  %_19 = zext i32 %_20 to i64
  %yi = getelementptr inbounds nuw float, ptr %y, i64 %_19
  %_22 = load float, ptr %xi, align 4
  %_21 = fmul float %a, %_22
  %_23 = load float, ptr %yi, align 4
  %1 = fadd float %_21, %_23
  store float %1, ptr %yi, align 4
  %2 = load i32, ptr %i, align 4
  %3 = add i32 %2, %stride
  store i32 %3, ptr %i, align 4
  br label %bb6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() unnamed_addr #1

attributes #0 = { nounwind "target-cpu"="sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
