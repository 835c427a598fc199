// Block-level tree reduction in shared memory for nvptx64-nvidia-cuda, #![no_core].
// Upstream rustc cannot place a static in the .shared state space, so the
// shared array is declared with global_asm! and accessed through inline asm;
// the barrier is the LLVM intrinsic behind __syncthreads(). A #[link_section]
// static shows how rustc lowers an ordinary mutable static (a .global array).
#![feature(no_core, lang_items, abi_ptx, link_llvm_intrinsics, asm_experimental_arch,
           rustc_attrs, decl_macro, intrinsics)]
#![allow(internal_features, static_mut_refs)]
#![no_core]
#![crate_type = "cdylib"]

#[lang = "pointee_sized"] pub trait PointeeSized {}
#[lang = "meta_sized"] pub trait MetaSized: PointeeSized {}
#[lang = "sized"] pub trait Sized: MetaSized {}
#[lang = "copy"] pub trait Copy {}
#[lang = "legacy_receiver"] pub trait LegacyReceiver {}
impl<T: ?Sized> LegacyReceiver for &T {}
impl<T: ?Sized> LegacyReceiver for &mut T {}
#[lang = "drop_glue"] pub unsafe fn drop_glue<T: ?Sized>(_to_drop: &mut T) {}
impl Copy for f32 {}
impl Copy for u32 {}
impl Copy for usize {}
impl<T: ?Sized> Copy for *mut T {}
impl<T: ?Sized> Copy for *const T {}

#[lang = "add"] pub trait Add<Rhs = Self> { type Output; fn add(self, rhs: Rhs) -> Self::Output; }
#[lang = "mul"] pub trait Mul<Rhs = Self> { type Output; fn mul(self, rhs: Rhs) -> Self::Output; }
#[lang = "shr"] pub trait Shr<Rhs = Self> { type Output; fn shr(self, rhs: Rhs) -> Self::Output; }
#[lang = "partial_ord"] pub trait PartialOrd<Rhs: ?Sized = Self> { fn lt(&self, other: &Rhs) -> bool; fn gt(&self, other: &Rhs) -> bool; }
#[lang = "eq"] pub trait PartialEq<Rhs: ?Sized = Self> { fn eq(&self, other: &Rhs) -> bool; fn ne(&self, other: &Rhs) -> bool; }
impl Add for f32 { type Output = f32; fn add(self, r: f32) -> f32 { self + r } }
impl Add for u32 { type Output = u32; fn add(self, r: u32) -> u32 { self + r } }
impl Mul for u32 { type Output = u32; fn mul(self, r: u32) -> u32 { self * r } }
impl Shr for u32 { type Output = u32; fn shr(self, r: u32) -> u32 { self >> r } }
impl PartialOrd for u32 { fn lt(&self, o: &u32) -> bool { *self < *o } fn gt(&self, o: &u32) -> bool { *self > *o } }
impl PartialEq for u32 { fn eq(&self, o: &u32) -> bool { *self == *o } fn ne(&self, o: &u32) -> bool { *self != *o } }

#[rustc_builtin_macro] pub macro asm("assembly template", $(operands,)* $(options($(option),*))?) { /* builtin */ }
#[rustc_builtin_macro] pub macro global_asm("assembly template", $(operands,)* $(options($(option),*))?) { /* builtin */ }

#[rustc_intrinsic]
unsafe fn offset<Ptr, Delta>(dst: Ptr, offset: Delta) -> Ptr;

unsafe extern "C" {
    #[link_name = "llvm.nvvm.read.ptx.sreg.tid.x"] fn tid_x() -> u32;
    #[link_name = "llvm.nvvm.read.ptx.sreg.ntid.x"] fn ntid_x() -> u32;
    #[link_name = "llvm.nvvm.read.ptx.sreg.ctaid.x"] fn ctaid_x() -> u32;
    #[link_name = "llvm.nvvm.barrier0"] fn syncthreads();
}

// 256 floats of shared memory, declared at module scope in PTX.
global_asm!(".shared .align 4 .b8 rs_smem[1024];");

#[inline(always)]
unsafe fn smem_addr(i: u32) -> u32 {
    let base: u32;
    asm!("mov.u32 {}, rs_smem;", out(reg32) base, options(pure, nomem, nostack));
    base + i * 4
}
#[inline(always)]
unsafe fn smem_store(i: u32, v: f32) {
    asm!("st.shared.f32 [{}], {};", in(reg32) smem_addr(i), in(reg32) v, options(nostack));
}
#[inline(always)]
unsafe fn smem_load(i: u32) -> f32 {
    let v: f32;
    asm!("ld.shared.f32 {}, [{}];", out(reg32) v, in(reg32) smem_addr(i), options(nostack, readonly));
    v
}

#[link_section = ".nv.scratch"]
#[no_mangle]
pub static mut SCRATCH: [f32; 64] = [0.0; 64];

/// out[blockIdx.x] = sum of the block's 256 inputs (blockDim.x must be 256).
#[no_mangle]
pub unsafe extern "ptx-kernel" fn block_sum(inp: *const f32, out: *mut f32) {
    let t = tid_x();
    let g = ctaid_x() * ntid_x() + t;
    smem_store(t, *offset(inp, g as usize));
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
        let r = smem_load(0);
        *offset(out, ctaid_x() as usize) = r;
        let p = &raw mut SCRATCH as *mut f32;
        *offset(p, (ctaid_x() >> 26) as usize) = r;
    }
}
