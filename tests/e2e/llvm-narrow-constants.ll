; Constants of narrow integer types through casts, shifts and
; getelementptr. Every kernel races, and only if the constant keeps its
; value: each one was once verified (or unknown) by a wrong lowering.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [256 x i32] undef, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; sext i8 -1 to i32, then to i64 (clang -O0 after sroa: signed char c = -1;
; int off = c; q[off]): out[tid] and out[tid - 1]
define ptx_kernel void @k_sext(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = sext i8 -1 to i32
  %c64 = sext i32 %c to i64
  %t64 = zext i32 %tid to i64
  %pa = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  %pb = getelementptr i32, ptr addrspace(1) %pa, i64 %c64
  store i32 1, ptr addrspace(1) %pa, align 4
  store i32 2, ptr addrspace(1) %pb, align 4
  ret void
}

; zext i16 40000 to i64 (unsigned short s = 40000): out[tid] and
; out[tid + s - 39999]
define ptx_kernel void @k_zext(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = zext i16 -25536 to i64
  %t64 = zext i32 %tid to i64
  %i = add i64 %t64, %c
  %j = sub i64 %i, 39999
  %pa = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  %pb = getelementptr i32, ptr addrspace(1) %out, i64 %j
  store i32 1, ptr addrspace(1) %pa, align 4
  store i32 2, ptr addrspace(1) %pb, align 4
  ret void
}

; a getelementptr index of i8 255 (trunc of i32 255) steps back one element:
; sh[tid] and sh[tid - 1]
define ptx_kernel void @k_gep_i8() {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m1 = trunc i32 255 to i8
  %p0 = getelementptr inbounds i32, ptr addrspace(3) @sh, i32 %tid
  %p1 = getelementptr inbounds i32, ptr addrspace(3) %p0, i8 %m1
  store i32 %tid, ptr addrspace(3) %p0, align 4
  store i32 %tid, ptr addrspace(3) %p1, align 4
  ret void
}

; an i8 shift amount held in a wider register: trunc(257) is 1, so
; s = 1 << 1 = 2 and threads 4q..4q+3 share sh[tid >> 2]
define ptx_kernel void @k_shift_amount() {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = add i32 %tid, 257
  %w2 = sub i32 %w, %tid
  %amt = trunc i32 %w2 to i8
  %s = shl i8 1, %amt
  %sz = zext i8 %s to i32
  %q = lshr i32 %tid, %sz
  %p = getelementptr inbounds [256 x i32], ptr addrspace(3) @sh, i32 0, i32 %q
  store i32 %tid, ptr addrspace(3) %p, align 4
  ret void
}
