// y[i] = a * x[i] + y[i] over a grid-stride loop (rustc, nvptx64-nvidia-cuda).
#![feature(no_core, lang_items, abi_ptx, link_llvm_intrinsics, intrinsics, rustc_attrs, decl_macro)]
#![allow(internal_features, dead_code)]
#![no_core]
#![crate_type = "cdylib"]
#[rustc_builtin_macro] macro include($file:expr $(,)?) { /* builtin */ }
include!("no_core.rs");

#[no_mangle]
pub unsafe extern "ptx-kernel" fn saxpy(n: u32, a: f32, x: *const f32, y: *mut f32) {
    let mut i = ctaid_x() * ntid_x() + tid_x();
    let stride = ntid_x() * nctaid_x();
    while i < n {
        let xi = offset(x, i as usize);
        let yi = offset(y, i as usize);
        *yi = a * *xi + *yi;
        i += stride;
    }
}
