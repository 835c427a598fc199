; Found by fuzz_llvm: a target-cpu that is no PTX target ("sm_8" and a byte
; 0xB0) was written into the lowered PTX's .target line, which the PTX front
; end rejected (an internal error). It is now ignored (sm_70, the default).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) #0 {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %q = getelementptr i32, ptr addrspace(1) %p, i64 %t64
  store i32 %t, ptr addrspace(1) %q
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { "target-cpu"="sm_8°" }
