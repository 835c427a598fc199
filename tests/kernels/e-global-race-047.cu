// e-global-race-047.cu -- RACY (global-race)
// Pattern: inverse of a permutation, inv[perm[i]] = i (a scatter).
// Bug: correct only if perm really is a permutation: on an input with two
//   equal entries two threads write the same element of inv (the witness is
//   such an input).
// Launch: --block 256 --grid 4 (n = 1000).
extern "C" __global__ void e_inverse_perm_race(const int *perm, int *inv, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) inv[perm[i]] = i;  // BUG: trusts perm to be a permutation
}
