// saxpy and a small dense `match` (LLVM >= 20 lowers it to a brx.idx jump table)
// for the nvptx64-nvidia-cuda target, written without core (#![no_core]):
// the few lang items the code needs are declared by hand.
#![feature(no_core, lang_items, abi_ptx, link_llvm_intrinsics, intrinsics, rustc_attrs)]
#![allow(internal_features)]
#![no_core]
#![crate_type = "cdylib"]

#[lang = "pointee_sized"] pub trait PointeeSized {}
#[lang = "meta_sized"] pub trait MetaSized: PointeeSized {}
#[lang = "sized"] pub trait Sized: MetaSized {}
#[lang = "copy"] pub trait Copy {}
#[lang = "legacy_receiver"] pub trait LegacyReceiver {}
impl<T: ?Sized> LegacyReceiver for &T {}
impl<T: ?Sized> LegacyReceiver for &mut T {}
impl Copy for f32 {}
impl Copy for u32 {}
impl Copy for i32 {}
impl Copy for usize {}
impl<T: ?Sized> Copy for *const T {}
impl<T: ?Sized> Copy for *mut T {}

#[lang = "add"] pub trait Add<Rhs = Self> { type Output; fn add(self, rhs: Rhs) -> Self::Output; }
#[lang = "sub"] pub trait Sub<Rhs = Self> { type Output; fn sub(self, rhs: Rhs) -> Self::Output; }
#[lang = "mul"] pub trait Mul<Rhs = Self> { type Output; fn mul(self, rhs: Rhs) -> Self::Output; }
#[lang = "bitand"] pub trait BitAnd<Rhs = Self> { type Output; fn bitand(self, rhs: Rhs) -> Self::Output; }
#[lang = "add_assign"] pub trait AddAssign<Rhs = Self> { fn add_assign(&mut self, rhs: Rhs); }
#[lang = "partial_ord"] pub trait PartialOrd<Rhs: ?Sized = Self> { fn lt(&self, other: &Rhs) -> bool; }

macro_rules! arith { ($($t:ty)*) => { $(
    impl Add for $t { type Output = $t; fn add(self, r: $t) -> $t { self + r } }
    impl Sub for $t { type Output = $t; fn sub(self, r: $t) -> $t { self - r } }
    impl Mul for $t { type Output = $t; fn mul(self, r: $t) -> $t { self * r } }
    impl AddAssign for $t { fn add_assign(&mut self, r: $t) { *self = *self + r } }
    impl PartialOrd for $t { fn lt(&self, o: &$t) -> bool { *self < *o } }
)* } }
arith!(f32 u32 i32 usize);
impl BitAnd for u32 { type Output = u32; fn bitand(self, r: u32) -> u32 { self & r } }

#[rustc_intrinsic]
unsafe fn offset<Ptr, Delta>(dst: Ptr, offset: Delta) -> Ptr;

unsafe extern "C" {
    #[link_name = "llvm.nvvm.read.ptx.sreg.tid.x"] fn tid_x() -> u32;
    #[link_name = "llvm.nvvm.read.ptx.sreg.ntid.x"] fn ntid_x() -> u32;
    #[link_name = "llvm.nvvm.read.ptx.sreg.ctaid.x"] fn ctaid_x() -> u32;
    #[link_name = "llvm.nvvm.read.ptx.sreg.nctaid.x"] fn nctaid_x() -> u32;
}

/// y[i] = a * x[i] + y[i], grid-stride loop.
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

/// out[i] = dispatch(ops[i], a[i], b[i]): a non-inlined device function call.
#[no_mangle]
pub unsafe extern "ptx-kernel" fn interpret(n: u32, ops: *const u32, a: *const f32, b: *const f32, out: *mut f32) {
    let i = ctaid_x() * ntid_x() + tid_x();
    if i < n {
        let k = i as usize;
        *offset(out, k) = dispatch(*offset(ops, k), *offset(a, k), *offset(b, k));
    }
}
