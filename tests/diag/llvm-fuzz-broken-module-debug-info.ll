; Regression test (found by tests/fuzz/fuzz_llvm.c, fixed); what follows says what went wrong before.
; A module with "Debug Info Version" 3 that the IR verifier rejects (a use
; not dominated by its definition): LLVM's parser (UpgradeDebugInfo) runs
; the verifier itself and calls report_fatal_error, so llvm_fe.c's on_fatal
; prints "LLVM stopped: Broken module found, compilation aborted!" and
; _Exit(3)s instead of reporting LLVM001 with the verifier's message.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
entry:
  %a = add i32 %b, 1
  %b = add i32 1, 2
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
