; Text IR of LLVM 20/21 that LLVM 19 reads once two rewrites are made:
; captures(none) is nocapture, other captures(...) go, icmp samesign is
; icmp. Strings and comments keep their text ("icmp samesign ult",
; captures(none) here). The kernel races: every thread writes p[n < 4].
target triple = "nvptx64-nvidia-cuda"

@note = internal addrspace(1) constant [25 x i8] c"icmp samesign captures()\00"

declare void @g(ptr captures(address, provenance))

define ptx_kernel void @k(ptr addrspace(1) captures(none) %p, i32 %n) {
  %c = icmp samesign ult i32 %n, 4
  %i = zext i1 %c to i64
  %q = getelementptr i32, ptr addrspace(1) %p, i64 %i
  store i32 1, ptr addrspace(1) %q, align 4
  ret void
}
