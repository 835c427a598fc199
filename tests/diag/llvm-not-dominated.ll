target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %p) {
entry:
  store i32 %x, ptr %p
  %x = add i32 1, 2
  ret void
}
