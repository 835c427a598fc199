; Regression test (found by tests/fuzz/fuzz_llvm.c, fixed); what follows says what went wrong before.
; A variable in addrspace(7) (shared::cluster): llvm_emit.c's emit_global
; writes `.visible .shared::cluster .align 4 .b8 tile[16];`, which is no
; PTX declaration (a variable is declared .shared; .shared::cluster only
; qualifies instructions), so llvm_fe.c reports LLVM005 "internal error:
; the lowered PTX was rejected (unknown directive '.shared::cluster') -
; please report it with this input". Found by fuzz_llvm
; (emit-cluster-shared-variable.fuzzer-found), rewritten small.
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(7) global [4 x i32] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(7) @tile, align 4
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}
