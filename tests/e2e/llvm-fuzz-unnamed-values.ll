; Regression test (found by tests/fuzz/fuzz_llvm.c, fixed); what follows says what went wrong before.
; Values with no name (numbered: the variable @0, the kernel @1):
; llvm_emit.c's gname() gives "" for a value without a name, so the lowered
; PTX reads `.visible .shared .align 4 .b8 [4];`, `ld.shared.u32 %r1, [+0];`
; and `.visible .entry (`, and llvm_fe.c reports LLVM005 "internal error:
; the lowered PTX was rejected (expected a variable name, found '[') -
; please report it with this input" (with a named @0: "expected a kernel
; name, found '('"). LLVM's NVPTX back end names such values __unnamed_N.
; A call of an unnamed function (`call ;`) fails the same way.
target triple = "nvptx64-nvidia-cuda"

@0 = internal addrspace(3) global i32 undef, align 4

define ptx_kernel void @1(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(3) @0, align 4
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}
