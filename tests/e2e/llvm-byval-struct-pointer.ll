; A pointer loaded from a struct passed by value (clang: a byval kernel
; parameter) points into global memory, as NVPTX takes it; and the struct's
; bytes are read from the parameter space, one value for every thread (the
; fields p+0, p+8, ... are pointer parameters of their own). The first
; kernel writes p[1][tid] (race-free: verified), the second p[0][0] from
; every thread (a global race, replayed: violation).
target triple = "nvptx64-nvidia-cuda"

%struct.s = type { [4 x ptr] }

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @k_ok(ptr byval(%struct.s) align 8 %s) {
  %a = getelementptr inbounds i8, ptr %s, i64 8
  %p = load ptr, ptr %a, align 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %q = getelementptr inbounds float, ptr %p, i64 %t64
  store float 1.0, ptr %q, align 4
  ret void
}

define ptx_kernel void @k_race(ptr byval(%struct.s) align 8 %s) {
  %p = load ptr, ptr %s, align 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f = uitofp i32 %t to float
  store float %f, ptr %p, align 4
  ret void
}
