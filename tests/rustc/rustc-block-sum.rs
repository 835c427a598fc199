// out[blockIdx.x] = the sum of the block's inputs: a shared-memory tree
// reduction. The shared array is declared by global_asm! (module-scope PTX)
// and reached through inline asm, as Rust on nvptx has no shared statics.
#![feature(no_core, lang_items, abi_ptx, link_llvm_intrinsics, intrinsics, rustc_attrs, decl_macro, asm_experimental_arch)]
#![allow(internal_features, dead_code)]
#![no_core]
#![crate_type = "cdylib"]
#[rustc_builtin_macro] macro include($file:expr $(,)?) { /* builtin */ }
include!("no_core.rs");
include!("smem.rs");

#[no_mangle]
pub unsafe extern "ptx-kernel" fn block_sum(inp: *const f32, out: *mut f32) {
    let t = tid_x();
    smem_store(t, *offset(inp, (ctaid_x() * ntid_x() + t) as usize));
    syncthreads();
    let mut s = ntid_x() >> 1;
    while s > 0 {
        if t < s {
            smem_store(t, smem_load(t) + smem_load(t + s));
        }
        syncthreads();
        s = s >> 1;
    }
    if t == 0 {
        *offset(out, ctaid_x() as usize) = smem_load(0);
    }
}
