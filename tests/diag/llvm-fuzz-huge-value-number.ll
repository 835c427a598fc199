; Found by fuzz_llvm: LLVM 19's reader keeps 32 bits of a value number, so
; %4294967296 below would silently read as %0 (llvm-as-19 takes this file),
; and %4294967295 is the empty key of its value table (a garbage value).
; Numbered names of 4294967294 or more are refused at their position.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  %0 = add i32 %n, 1
  %1 = add i32 %n, 2
  store i32 %4294967296, ptr addrspace(1) %p
  ret void
}
