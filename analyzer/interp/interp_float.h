/*
 * interp_float.h - the replay's floating-point instructions (private to
 * analyzer/interp). Only what the PTX ISA specifies to the bit is computed:
 * .f32 and .f64 operations with round-to-nearest-even (explicit .rn, or an
 * add, sub or mul without a rounding modifier), .ftz and .sat, and the
 * conversions between floats and integers with their stated rounding.
 * Approximations (.approx, .full, ex2, lg2, sin, cos), directed rounding,
 * half precision and any NaN result are not computed: the interpreter
 * taints them.
 */
#ifndef WARPSAFE_INTERP_FLOAT_H
#define WARPSAFE_INTERP_FLOAT_H

#include <stdint.h>

#include "warpsafe/kir.h"

/* Is in a floating-point instruction interp_float decides (computed or
 * not): arithmetic of a float type, sqrt/rcp, or a cvt with a float side? */
int interp_float_is(const KirInst *in);

/* The result bits of float instruction in on operand bits a, b, c (floats
 * in their low bits). fused: an operand of in is the result of an
 * unrounded mul (the code generator may contract an unrounded add or sub
 * with it into one fma). Returns 1 and *out when computed; *product is 1
 * when in is such an unrounded mul. Returns 0 when not computed. */
int interp_float(const KirInst *in, uint64_t a, uint64_t b, uint64_t c, int fused, uint64_t *out, int *product);

#endif
