// smem.rs: 256 floats of shared memory for tests/rustc kernels, declared at
// module scope in PTX (global_asm!) and reached through inline asm.
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
