; Regression test (found by tests/fuzz/fuzz_llvm.c, fixed); what follows says what went wrong before.
; Inline asm whose constraint string has '@' not followed by a digit: LLVM
; 19's InlineAsm::ConstraintInfo::Parse (run by the text parser's
; InlineAsm::verify) takes the next byte minus '0' as a length ('l' - '0' =
; 60) and copies that many bytes past the end of the constraint string
; (ASan: heap-buffer-overflow, READ of size 60, in memcpy). LLVM's bug
; (assert-only check), reached through llvm_fe.c's LLVMParseIRInContext.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  tail call void asm sideeffect "st.global.b32 [$0], 0;", "l,r,r,r,r,r,r,r,@l"(ptr addrspace(1) %p)
  ret void
}
