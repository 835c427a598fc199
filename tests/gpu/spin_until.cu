// spin_until: every thread waits until *flag is non-zero. Race-free (it
// only reads), but launched on a zeroed flag it never returns: gpu/run's
// case for `warpsafe run --timeout`.
__global__ void spin_until(const volatile unsigned *flag)
{
    while (*flag == 0) {
    }
}
