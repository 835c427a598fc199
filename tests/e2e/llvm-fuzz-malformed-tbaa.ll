; Regression test (found by tests/fuzz/fuzz_llvm.c, fixed); what follows says what went wrong before.
; A !tbaa attachment naming a DI node whose first operand is null (here a
; DIBasicType with no scope): LLVM 19's text parser upgrades every !tbaa
; node (UpgradeTBAANode, from LLParser::validateEndOfModule) and reads
; through that null operand: SEGV in libLLVM (llvm-as-19 crashes too).
; Reached through llvm_fe.c's LLVMParseIRInContext.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4, !tbaa !0
  ret void
}

!0 = !DIBasicType(name: "int", size: 32)
