; ModuleID = 'rustc_interpret.d2cfc0a9e0afb2e9-cgu.0'
source_filename = "rustc_interpret.d2cfc0a9e0afb2e9-cgu.0"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; rustc_interpret::dispatch
; Function Attrs: noinline nounwind
define internal float @_RNvCsi68YMXZ9MkD_15rustc_interpret8dispatch(i32 %op, float %a, float %b) unnamed_addr #0 {
start:
  %_0 = alloca [4 x i8], align 4
  %_4 = and i32 %op, 7
  switch i32 %_4, label %bb1 [
    i32 0, label %bb8
    i32 1, label %bb7
    i32 2, label %bb6
    i32 3, label %bb5
    i32 4, label %bb4
    i32 5, label %bb3
    i32 6, label %bb2
  ]

bb1:                                              ; preds = %start
  store float %b, ptr %_0, align 4
  br label %bb9

bb8:                                              ; preds = %start
  %0 = fadd float %a, %b
  store float %0, ptr %_0, align 4
  br label %bb9

bb7:                                              ; preds = %start
  %1 = fsub float %a, %b
  store float %1, ptr %_0, align 4
  br label %bb9

bb6:                                              ; preds = %start
  %2 = fmul float %a, %b
  store float %2, ptr %_0, align 4
  br label %bb9

bb5:                                              ; preds = %start
  %3 = fsub float %b, %a
  store float %3, ptr %_0, align 4
  br label %bb9

bb4:                                              ; preds = %start
  %4 = fmul float %a, %a
  store float %4, ptr %_0, align 4
  br label %bb9

bb3:                                              ; preds = %start
  %_5 = fmul float %b, %b
  %5 = fadd float %_5, %a
  store float %5, ptr %_0, align 4
  br label %bb9

bb2:                                              ; preds = %start
  %6 = fmul float %a, 5.000000e-01
  store float %6, ptr %_0, align 4
  br label %bb9

bb9:                                              ; preds = %bb1, %bb2, %bb3, %bb4, %bb5, %bb6, %bb7, %bb8
  %7 = load float, ptr %_0, align 4
  ret float %7
}

; Function Attrs: nounwind
define ptx_kernel void @interpret(i32 %n, ptr %ops, ptr %a, ptr %b, ptr %out) unnamed_addr #1 {
start:
  %_8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %_9 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %_7 = mul i32 %_8, %_9
  %_10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add i32 %_7, %_10
  %_11 = icmp ult i32 %i, %n
  br i1 %_11, label %bb4, label %bb6

bb6:                                              ; preds = %bb4, %start
  ret void

bb4:                                              ; preds = %start
  %k = zext i32 %i to i64
  %_15 = getelementptr inbounds nuw i32, ptr %ops, i64 %k
  %_14 = load i32, ptr %_15, align 4
  %_17 = getelementptr inbounds nuw float, ptr %a, i64 %k
  %_16 = load float, ptr %_17, align 4
  %_19 = getelementptr inbounds nuw float, ptr %b, i64 %k
  %_18 = load float, ptr %_19, align 4
; call rustc_interpret::dispatch
  %_13 = call float @_RNvCsi68YMXZ9MkD_15rustc_interpret8dispatch(i32 %_14, float %_16, float %_18) #3
  %_20 = getelementptr inbounds nuw float, ptr %out, i64 %k
  store float %_13, ptr %_20, align 4
  br label %bb6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() unnamed_addr #2

attributes #0 = { noinline nounwind "target-cpu"="sm_80" }
attributes #1 = { nounwind "target-cpu"="sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { noinline nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
