; A construct the LLVM front end does not lower (a load of packed i1 bits)
; makes every rule unknown, and the reason names the construct.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %bits, ptr addrspace(1) %out) {
  %packed = load <8 x i1>, ptr addrspace(1) %bits, align 1
  %b = extractelement <8 x i1> %packed, i32 3
  %v = zext i1 %b to i32
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; a parameter of packed bits: any value
define ptx_kernel void @k_param(<3 x i1> %m, ptr addrspace(1) %out) {
  %b = extractelement <3 x i1> %m, i32 1
  %v = zext i1 %b to i32
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
