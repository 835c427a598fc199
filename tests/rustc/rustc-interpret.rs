// out[i] = dispatch(ops[i], a[i], b[i]): a device function kept out of line
// (#[inline(never)]; at opt-level=0 rustc also marks the call noinline) and a
// dense `match` (a switch; a jump table in the PTX).
#![feature(no_core, lang_items, abi_ptx, link_llvm_intrinsics, intrinsics, rustc_attrs, decl_macro)]
#![allow(internal_features, dead_code)]
#![no_core]
#![crate_type = "cdylib"]
#[rustc_builtin_macro] macro include($file:expr $(,)?) { /* builtin */ }
include!("no_core.rs");

#[inline(never)]
fn dispatch(op: u32, a: f32, b: f32) -> f32 {
    match op & 7 {
        0 => a + b,
        1 => a - b,
        2 => a * b,
        3 => b - a,
        4 => a * a,
        5 => b * b + a,
        6 => a * 0.5,
        _ => b,
    }
}

#[no_mangle]
pub unsafe extern "ptx-kernel" fn interpret(n: u32, ops: *const u32, a: *const f32, b: *const f32, out: *mut f32) {
    let i = ctaid_x() * ntid_x() + tid_x();
    if i < n {
        let k = i as usize;
        *offset(out, k) = dispatch(*offset(ops, k), *offset(a, k), *offset(b, k));
    }
}
