/*
 * interp_float.c - the replay's floating-point instructions (interp_float.h).
 * Consumes: one instruction and its operand bits. Produces: its result bits
 * where the PTX ISA fixes them. An .f32 operation is computed in double and
 * rounded once to float: for +, -, *, / and sqrt of floats, double's 53 bits
 * (at least 2 * 24 + 2) make that rounding the correctly rounded result; fma
 * is fmaf. The host's rounding mode is never changed (round to nearest
 * even, as .rn), and this file is built without contraction of a * b + c.
 */
#include "interp_float.h"

#include <math.h>
#include <string.h>

/* What a mnemonic's modifiers ask for. */
typedef struct {
    int rn;    // .rn
    int irnd;  // .rni .rzi .rmi .rpi: 'n', 'z', 'm', 'p'; 0 none
    int ftz, sat;
    int bad;   // a modifier not computed here (.approx, .full, .rz, .relu, .NaN, ...)
} Mods;

static Mods mods_of(const char *mn)
{
    static const char *const types[] = { "f32", "f64", "s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64" };
    Mods m = { 0 };
    const char *p = strchr(mn, '.');
    while (p && !m.bad) {
        const char *tok = p + 1, *end = strchr(tok, '.');
        size_t n = end ? (size_t)(end - tok) : strlen(tok);
        int known = 0;
        for (size_t i = 0; i < sizeof types / sizeof *types && !known; i++)
            known = strlen(types[i]) == n && memcmp(tok, types[i], n) == 0;
        if (n == 2 && memcmp(tok, "rn", 2) == 0)
            m.rn = 1, known = 1;
        else if (n == 3 && tok[0] == 'r' && tok[2] == 'i' && strchr("nzmp", tok[1]))
            m.irnd = tok[1], known = 1;
        else if (n == 3 && memcmp(tok, "ftz", 3) == 0)
            m.ftz = 1, known = 1;
        else if (n == 3 && memcmp(tok, "sat", 3) == 0)
            m.sat = 1, known = 1;
        m.bad = !known;
        p = end;
    }
    return m;
}

static int is_float(KirType t)
{
    return t == KIR_TYPE_F32 || t == KIR_TYPE_F64;
}

static int is_sized_int(KirType t)
{
    return kir_type_is_int(t) && t != KIR_TYPE_B8 && t != KIR_TYPE_B16 && t != KIR_TYPE_B32 && t != KIR_TYPE_B64;
}

/* The float of width w (32 or 64) in bits x, as a double. */
static double get(uint64_t x, unsigned w)
{
    if (w == 32) {
        uint32_t u = (uint32_t)x;
        float f;
        memcpy(&f, &u, sizeof f);
        return f;
    }
    double d;
    memcpy(&d, &x, sizeof d);
    return d;
}

/* v rounded to width w (once: v is exact or already of that width), as bits. */
static uint64_t put(double v, unsigned w)
{
    if (w == 32) {
        float f = (float)v;
        uint32_t u;
        memcpy(&u, &f, sizeof u);
        return u;
    }
    uint64_t u;
    memcpy(&u, &v, sizeof u);
    return u;
}

/* .ftz: an .f32 subnormal is a zero of its sign. */
static double flush(double v, unsigned w, int ftz)
{
    return ftz && w == 32 && v != 0 && fabs(v) < 0x1p-126 ? copysign(0.0, v) : v;
}

enum { F_NONE, F_ADD, F_SUB, F_MUL, F_FMA, F_DIV, F_ABS, F_NEG, F_MIN, F_MAX, F_SQRT, F_RCP };

/* The float operation of in (mad.rn is fma.rn from sm_20 on), or F_NONE. */
static int op_of(const KirInst *in)
{
    static const struct { KirOp op; int f; } ops[] = {
        { KIR_OP_ADD, F_ADD }, { KIR_OP_SUB, F_SUB }, { KIR_OP_MUL, F_MUL }, { KIR_OP_FMA, F_FMA },
        { KIR_OP_MAD, F_FMA }, { KIR_OP_DIV, F_DIV }, { KIR_OP_ABS, F_ABS }, { KIR_OP_NEG, F_NEG },
        { KIR_OP_MIN, F_MIN }, { KIR_OP_MAX, F_MAX },
    };
    if (!is_float((KirType)in->type))
        return F_NONE;
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if ((KirOp)in->op == ops[i].op)
            return ops[i].f;
    if (in->op == KIR_OP_OPAQUE && strncmp(in->mnemonic, "sqrt.", 5) == 0)
        return F_SQRT;
    if (in->op == KIR_OP_OPAQUE && strncmp(in->mnemonic, "rcp.", 4) == 0)
        return F_RCP;
    return F_NONE;
}

int interp_float_is(const KirInst *in)
{
    if (in->op == KIR_OP_CVT)
        return is_float((KirType)in->type) || is_float((KirType)in->type2);
    return op_of(in) != F_NONE;
}

/* .sat: v clamped to [0, 1]; 0 where v is -0 (whose clamp the ISA text
 * does not fix). */
static int saturate(double *v)
{
    if (*v == 0 && signbit(*v))
        return 0;
    *v = *v < 0 ? 0 : *v > 1 ? 1 : *v;
    return 1;
}

/* A float rounded to an integer the way irnd says. */
static double to_integer(double v, int irnd)
{
    return irnd == 'z' ? trunc(v) : irnd == 'm' ? floor(v) : irnd == 'p' ? ceil(v) : nearbyint(v);
}

/* cvt with a float side. */
static int convert(const KirInst *in, const Mods *m, uint64_t a, uint64_t *out)
{
    KirType dt = (KirType)in->type, st = (KirType)in->type2;
    unsigned dw = kir_type_bits(dt), sw = kir_type_bits(st);
    if (is_float(st) && is_float(dt)) {
        double v = flush(get(a, sw), sw, m->ftz);
        if (m->irnd && dt != st)
            return 0;
        if (m->irnd)
            v = to_integer(v, m->irnd);
        else if (dw < sw && !m->rn)
            return 0;  // a narrowing needs its rounding stated
        if (isnan(v))
            return 0;
        uint64_t r = put(v, dw);
        double back = flush(get(r, dw), dw, m->ftz);
        if (m->sat && !saturate(&back))
            return 0;
        *out = put(back, dw);
        return 1;
    }
    if (is_float(dt) && is_sized_int(st)) {  // an integer to a float: rounded to nearest
        int s = kir_type_is_signed(st);
        uint64_t x = sw >= 64 ? a : a & ((UINT64_C(1) << sw) - 1);
        int64_t sv = s && sw < 64 && (x >> (sw - 1)) ? (int64_t)(x | ~((UINT64_C(1) << sw) - 1)) : (int64_t)x;
        uint64_t r;
        if (dw == 32) {
            float f = s ? (float)sv : (float)x;
            r = put(f, 32);
            if (!m->rn && (s ? (double)f != (double)sv : (double)f != (double)x))
                return 0;  // inexact without a stated rounding
        } else {
            double d = s ? (double)sv : (double)x;
            r = put(d, 64);
            if (!m->rn && (s ? (int64_t)d != sv : (uint64_t)d != x))
                return 0;
        }
        double v = flush(get(r, dw), dw, m->ftz);
        if (m->sat && !saturate(&v))
            return 0;  // (an integer never converts to -0)
        *out = put(v, dw);
        return 1;
    }
    if (is_sized_int(dt) && is_float(st) && m->irnd) {  // a float to an integer: rounded, saturated
        double v = flush(get(a, sw), sw, m->ftz);
        if (isnan(v)) {
            *out = 0;
            return 1;
        }
        v = to_integer(v, m->irnd);
        int s = kir_type_is_signed(dt);
        double hi = ldexp(1.0, (int)dw - s), lo = s ? -hi : 0;  // the range is [lo, hi)
        uint64_t top = s ? (UINT64_C(1) << (dw - 1)) - 1 : dw >= 64 ? UINT64_MAX : (UINT64_C(1) << dw) - 1;
        if (v >= hi)
            *out = top;
        else if (v < lo)
            *out = s ? (uint64_t)(-(int64_t)top - 1) : 0;
        else
            *out = s ? (uint64_t)(int64_t)v : (uint64_t)v;
        return 1;
    }
    return 0;
}

int interp_float(const KirInst *in, uint64_t a, uint64_t b, uint64_t c, int fused, uint64_t *out, int *product)
{
    Mods m = mods_of(in->mnemonic);
    *product = 0;
    if (m.bad)
        return 0;
    if (in->op == KIR_OP_CVT)
        return convert(in, &m, a, out);
    int op = op_of(in);
    unsigned w = kir_type_bits((KirType)in->type);
    if (op == F_NONE || m.irnd || (m.ftz && w != 32))
        return 0;
    if (!m.rn && op != F_ADD && op != F_SUB && op != F_MUL && op != F_ABS && op != F_NEG && op != F_MIN &&
        op != F_MAX)
        return 0;  // fma, div, sqrt and rcp are exact only with .rn
    if (!m.rn && (op == F_ADD || op == F_SUB) && fused)
        return 0;  // an unrounded mul feeding it may have become one fma with it
    double x = flush(get(a, w), w, m.ftz), y = flush(get(b, w), w, m.ftz), z = flush(get(c, w), w, m.ftz), r;
    switch (op) {
    case F_ADD: r = x + y; break;
    case F_SUB: r = x - y; break;
    case F_MUL: r = x * y, *product = !m.rn; break;
    case F_FMA: r = w == 32 ? (double)fmaf((float)x, (float)y, (float)z) : fma(x, y, z); break;
    case F_DIV: r = x / y; break;
    case F_SQRT: r = sqrt(x); break;
    case F_RCP: r = 1.0 / x; break;
    case F_ABS: case F_NEG:
        if (isnan(x))
            return 0;  // which NaN: not fixed by the text
        r = op == F_ABS ? fabs(x) : -x;
        break;
    default:  // min, max: a NaN operand gives the other; -0 and +0 are not ordered by the text
        if (isnan(x) || isnan(y)) {
            r = isnan(x) ? y : x;
            break;
        }
        if (x == 0 && y == 0 && signbit(x) != signbit(y))
            return 0;
        r = (op == F_MIN) == (x < y) ? x : y;
        break;
    }
    if (isnan(r))
        return 0;  // which NaN: not modelled
    r = flush(get(put(r, w), w), w, m.ftz);
    if (m.sat && !saturate(&r))
        return 0;
    *out = put(r, w);
    return 1;
}
