; Found by mutating bitcode: an intrinsic named llvm.nvvm.read.ptx.sreg.ntid.
; followed by a byte 0x04 was lowered to the register "%ntid.", which the PTX
; front end rejected (an internal error). Only the names of PTX special
; registers are taken now; another such intrinsic is a value the analysis
; does not know (it touches no memory), so the store below through it is
; unknown, not a crash or an internal error. k_ok uses the real one.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k_odd(ptr addrspace(1) %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.\04"()
  %i = add i32 %t, %n
  %i64 = zext i32 %i to i64
  %q = getelementptr i32, ptr addrspace(1) %p, i64 %i64
  store i32 %t, ptr addrspace(1) %q
  ret void
}

define ptx_kernel void @k_ok(ptr addrspace(1) %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %i = add i32 %t, %n
  %i64 = zext i32 %i to i64
  %q = getelementptr i32, ptr addrspace(1) %p, i64 %i64
  store i32 %t, ptr addrspace(1) %q
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0
declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.\04"() #0

attributes #0 = { nounwind memory(none) }
