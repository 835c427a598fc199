; Regression test (found by tests/fuzz/fuzz_llvm.c, fixed); what follows says what went wrong before.
; llvm-fuzz-asm-constraint-at.ll with a line break in the constraint string
; before the '@': LLVM strings may hold one, and the guard stopped looking at
; the end of the line, so LLVM 19 read past the string again (ASan:
; heap-buffer-overflow in InlineAsm::ConstraintInfo::Parse). Now refused at
; the '@'.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  tail call void asm sideeffect "st.global.b32 [$0], 0;", "l,r,r,r,r,r,r,r
,@l"(ptr addrspace(1) %p)
  ret void
}
