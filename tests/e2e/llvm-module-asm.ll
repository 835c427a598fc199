; Module-level inline asm (what rustc's global_asm! makes): a .shared array
; that the functions' inline asm names. k_ok writes its thread's slot, and
; after a barrier reads its neighbour's (verified).
target triple = "nvptx64-nvidia-cuda"
module asm ".shared .align 4 .b8 masm_buf[1024];"

define ptx_kernel void @k_ok(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = call i32 asm "mov.u32 $0, masm_buf;", "=r"()
  %off = shl i32 %t, 2
  %a = add i32 %base, %off
  call void asm sideeffect "st.shared.u32 [$0], $1;", "r,r,~{memory}"(i32 %a, i32 %t)
  call void @llvm.nvvm.barrier0()
  %t1 = xor i32 %t, 1
  %off1 = shl i32 %t1, 2
  %a1 = add i32 %base, %off1
  %v = call i32 asm sideeffect "ld.shared.u32 $0, [$1];", "=r,r,~{memory}"(i32 %a1)
  %t64 = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %v, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
