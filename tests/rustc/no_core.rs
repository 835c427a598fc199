// no_core.rs: the few lang items and intrinsics the kernels of tests/rustc
// need, declared by hand: the nvptx64-nvidia-cuda target has no core library
// here (rustup cannot fetch one), so each kernel is a #![no_core] crate that
// includes this file. Built with a stable rustc and RUSTC_BOOTSTRAP=1
// (gen-rustc.sh).

#[lang = "pointee_sized"] pub trait PointeeSized {}
#[lang = "meta_sized"] pub trait MetaSized: PointeeSized {}
#[lang = "sized"] pub trait Sized: MetaSized {}
#[lang = "copy"] pub trait Copy {}
#[lang = "legacy_receiver"] pub trait LegacyReceiver {}
impl<T: ?Sized> LegacyReceiver for &T {}
impl<T: ?Sized> LegacyReceiver for &mut T {}
#[lang = "drop_in_place"] pub unsafe fn drop_in_place<T: ?Sized>(_to_drop: *mut T) {}
impl Copy for f32 {}
impl Copy for u32 {}
impl Copy for usize {}
impl<T: ?Sized> Copy for *const T {}
impl<T: ?Sized> Copy for *mut T {}

#[lang = "add"] pub trait Add<Rhs = Self> { type Output; fn add(self, rhs: Rhs) -> Self::Output; }
#[lang = "sub"] pub trait Sub<Rhs = Self> { type Output; fn sub(self, rhs: Rhs) -> Self::Output; }
#[lang = "mul"] pub trait Mul<Rhs = Self> { type Output; fn mul(self, rhs: Rhs) -> Self::Output; }
#[lang = "shr"] pub trait Shr<Rhs = Self> { type Output; fn shr(self, rhs: Rhs) -> Self::Output; }
#[lang = "bitand"] pub trait BitAnd<Rhs = Self> { type Output; fn bitand(self, rhs: Rhs) -> Self::Output; }
#[lang = "add_assign"] pub trait AddAssign<Rhs = Self> { fn add_assign(&mut self, rhs: Rhs); }
#[lang = "partial_ord"] pub trait PartialOrd<Rhs: ?Sized = Self> {
    fn lt(&self, other: &Rhs) -> bool;
    fn gt(&self, other: &Rhs) -> bool;
}
#[lang = "eq"] pub trait PartialEq<Rhs: ?Sized = Self> {
    fn eq(&self, other: &Rhs) -> bool;
    fn ne(&self, other: &Rhs) -> bool;
}
macro_rules! arith { ($($t:ty)*) => { $(
    impl Add for $t { type Output = $t; fn add(self, r: $t) -> $t { self + r } }
    impl Sub for $t { type Output = $t; fn sub(self, r: $t) -> $t { self - r } }
    impl Mul for $t { type Output = $t; fn mul(self, r: $t) -> $t { self * r } }
    impl AddAssign for $t { fn add_assign(&mut self, r: $t) { *self = *self + r } }
    impl PartialOrd for $t { fn lt(&self, o: &$t) -> bool { *self < *o } fn gt(&self, o: &$t) -> bool { *self > *o } }
)* } }
arith!(f32 u32 usize);
impl Shr for u32 { type Output = u32; fn shr(self, r: u32) -> u32 { self >> r } }
impl BitAnd for u32 { type Output = u32; fn bitand(self, r: u32) -> u32 { self & r } }
impl PartialEq for u32 { fn eq(&self, o: &u32) -> bool { *self == *o } fn ne(&self, o: &u32) -> bool { *self != *o } }

#[rustc_builtin_macro] pub macro asm("assembly template", $(operands,)* $(options($(option),*))?) { /* builtin */ }
#[rustc_builtin_macro] pub macro global_asm("assembly template", $(operands,)* $(options($(option),*))?) { /* builtin */ }

#[rustc_intrinsic]
unsafe fn offset<Ptr, Delta>(dst: Ptr, offset: Delta) -> Ptr;

unsafe extern "C" {
    #[link_name = "llvm.nvvm.read.ptx.sreg.tid.x"] fn tid_x() -> u32;
    #[link_name = "llvm.nvvm.read.ptx.sreg.ntid.x"] fn ntid_x() -> u32;
    #[link_name = "llvm.nvvm.read.ptx.sreg.ctaid.x"] fn ctaid_x() -> u32;
    #[link_name = "llvm.nvvm.read.ptx.sreg.nctaid.x"] fn nctaid_x() -> u32;
    #[link_name = "llvm.nvvm.barrier0"] fn syncthreads();
}
