/*
 * test_smt.c - symbolic terms (sym.h) and the Z3 back end (smt.h):
 * hash-consing and folding, concrete evaluation, agreement between the
 * evaluator and Z3 on random terms, small race obligations between two
 * threads (SAFE / RACE with a checked witness / UNKNOWN under a tiny
 * resource limit), the cache, SMT-LIB output and determinism.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "warpsafe/smt.h"
#include "warpsafe/sym.h"

static void test_hash_consing_and_folding(void **state)
{
    (void)state;
    SymCtx c;
    sym_init(&c);
    uint32_t x = sym_var_new(&c, "x", 32, SYM_VAR_FREE, 0, 0);
    const SymTerm *vx = sym_var(&c, x);
    const SymTerm *a = sym_bin(&c, SYM_ADD, vx, sym_const(&c, 32, 4));
    const SymTerm *b = sym_bin(&c, SYM_ADD, sym_var(&c, x), sym_const(&c, 32, 4));
    assert_ptr_equal(a, b);
    assert_ptr_equal(sym_bin(&c, SYM_ADD, vx, sym_const(&c, 32, 0)), vx);
    assert_ptr_equal(sym_bin(&c, SYM_MUL, vx, sym_const(&c, 32, 1)), vx);
    assert_int_equal(sym_bin(&c, SYM_MUL, vx, sym_const(&c, 32, 0))->value, 0);
    assert_int_equal(sym_bin(&c, SYM_XOR, vx, vx)->op, SYM_CONST);
    const SymTerm *five = sym_bin(&c, SYM_ADD, sym_const(&c, 32, 2), sym_const(&c, 32, 3));
    assert_int_equal(five->op, SYM_CONST);
    assert_int_equal(five->value, 5);
    assert_int_equal(sym_const(&c, 8, 0x1ff)->value, 0xff);  // masked to the width
    /* width errors are NULL, not malformed terms */
    uint32_t y = sym_var_new(&c, "y", 64, SYM_VAR_FREE, 0, 0);
    assert_null(sym_bin(&c, SYM_ADD, vx, sym_var(&c, y)));
    assert_null(sym_bin(&c, SYM_BAND, vx, vx));
    assert_null(sym_ext(&c, SYM_ZEXT, 16, vx));
    assert_null(sym_ite(&c, vx, vx, vx));
    assert_int_equal(sym_var_new(&c, "bad", 65, SYM_VAR_FREE, 0, 0), UINT32_MAX);
    sym_free(&c);
}

static uint64_t eval2(SymCtx *c, SymOp op, unsigned w, uint64_t a, uint64_t b)
{
    const SymTerm *t = sym_bin(c, op, sym_const(c, w, a), sym_const(c, w, b));
    assert_non_null(t);
    assert_int_equal(t->op, SYM_CONST);
    return t->value;
}

static void test_eval_edge_cases(void **state)
{
    (void)state;
    SymCtx c;
    sym_init(&c);
    assert_int_equal(eval2(&c, SYM_UDIV, 32, 7, 0), 0xffffffffu);   // SMT-LIB: x/0 = ~0
    assert_int_equal(eval2(&c, SYM_UREM, 32, 7, 0), 7);             // x%0 = x
    assert_int_equal(eval2(&c, SYM_SDIV, 32, 0x80000000u, 0xffffffffu), 0x80000000u);
    assert_int_equal(eval2(&c, SYM_SREM, 32, (uint32_t)-7, 2), (uint32_t)-1);
    assert_int_equal(eval2(&c, SYM_SHL, 32, 1, 32), 0);              // shift >= width
    assert_int_equal(eval2(&c, SYM_ASHR, 32, 0x80000000u, 40), 0xffffffffu);
    assert_int_equal(eval2(&c, SYM_LSHR, 64, UINT64_MAX, 63), 1);
    assert_int_equal(eval2(&c, SYM_ADD, 32, 0xffffffffu, 1), 0);     // wraps
    assert_int_equal(eval2(&c, SYM_SLT, 32, 0xffffffffu, 0), 1);
    assert_int_equal(eval2(&c, SYM_ULT, 32, 0xffffffffu, 0), 0);
    const SymTerm *s = sym_ext(&c, SYM_SEXT, 64, sym_const(&c, 32, 0xfffffffeu));
    assert_int_equal(s->value, (uint64_t)-2);
    const SymTerm *t = sym_ext(&c, SYM_TRUNC, 8, sym_const(&c, 32, 0x1234));
    assert_int_equal(t->value, 0x34);
    sym_free(&c);
}

static uint64_t shl32(uint64_t x, uint64_t s)
{
    return s >= 32 ? 0 : (x << s) & 0xffffffffu;
}

/* x / p, x % p and x * p with p = ((8 << a) >> 1) >> b, a power of two or
 * zero, are built as shifts and masks (sym.c by_pow2): the terms must keep
 * the meaning of the operations they replace, for every x, a and b (zero
 * divisors with SMT-LIB's meaning), computed here directly. */
static void test_pow2_rewrites(void **state)
{
    (void)state;
    SymCtx c;
    sym_init(&c);
    const SymTerm *x = sym_var(&c, sym_var_new(&c, "x", 32, SYM_VAR_FREE, 0, 0));
    const SymTerm *a = sym_var(&c, sym_var_new(&c, "a", 32, SYM_VAR_FREE, 0, 0));
    const SymTerm *b = sym_var(&c, sym_var_new(&c, "b", 32, SYM_VAR_FREE, 0, 0));
    const SymTerm *p = sym_bin(&c, SYM_LSHR, sym_bin(&c, SYM_LSHR, sym_bin(&c, SYM_SHL, sym_const(&c, 32, 8), a),
                                                      sym_const(&c, 32, 1)), b);
    const SymTerm *div = sym_bin(&c, SYM_UDIV, x, p), *rem = sym_bin(&c, SYM_UREM, x, p);
    const SymTerm *mul = sym_bin(&c, SYM_MUL, p, x);
    assert_int_equal(div->op, SYM_ITE);  // rewritten, else this test checks nothing
    assert_int_equal(rem->op, SYM_ITE);
    assert_int_equal(mul->op, SYM_ITE);
    static const uint64_t xs[] = { 0, 1, 7, 0x80000000u, 0xffffffffu, 0x12345678u };
    for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
        for (uint64_t va = 0; va < 40; va++)
            for (uint64_t vb = 0; vb < 40; vb++) {
                uint64_t vals[3] = { xs[i], va, vb }, pv = (shl32(8, va) >> 1) >> (vb >= 32 ? 63 : vb);
                uint64_t want_div = pv ? xs[i] / pv : 0xffffffffu, want_rem = pv ? xs[i] % pv : xs[i];
                assert_int_equal(sym_eval(&c, div, vals), want_div);
                assert_int_equal(sym_eval(&c, rem, vals), want_rem);
                assert_int_equal(sym_eval(&c, mul, vals), (xs[i] * pv) & 0xffffffffu);
            }
    sym_free(&c);
}

/* (zext(x) * m) >> s, the division by a constant nvcc emits (mul.wide.u32,
 * shr.u64), becomes x / d where that is exact, x - (x/d)*d becomes x % d,
 * and both still compute what the instructions compute for every x. */
static void test_magic_division(void **state)
{
    (void)state;
    SymCtx c;
    sym_init(&c);
    const SymTerm *x = sym_var(&c, sym_var_new(&c, "x", 32, SYM_VAR_FREE, 0, 0));
    const SymTerm *wide = sym_ext(&c, SYM_ZEXT, 64, x);
    static const struct { uint64_t m; unsigned s; uint64_t d; } cases[] = {
        { 2863311531u, 33, 3 },   // k % 3: what nvcc emits for a three-stage ring
        { 3435973837u, 34, 5 },
        { 2863311531u, 34, 6 },
        { 3435973837u, 35, 10 },
        { 1374389535u, 37, 100 },
        { 2863311530u, 33, 0 },   // one short: wrong for large x, so not rewritten
        { 4294967295u, 31, 0 },   // m * x / 2^31 is not a quotient
    };
    static const uint64_t xs[] = { 0, 1, 2, 3, 5, 99, 100, 0x7fffffffu, 0x80000000u, 0xfffffffeu,
                                   0xffffffffu, 0x12345678u, 3221225471u, 3221225472u };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const SymTerm *q = sym_bin(&c, SYM_LSHR, sym_bin(&c, SYM_MUL, wide, sym_const(&c, 64, cases[i].m)),
                                   sym_const(&c, 64, cases[i].s));
        const SymTerm *q32 = sym_ext(&c, SYM_TRUNC, 32, q);
        const SymTerm *r = sym_bin(&c, SYM_SUB, x, sym_bin(&c, SYM_MUL, q32, sym_const(&c, 32, cases[i].d)));
        if (cases[i].d) {
            assert_int_equal(q->op, SYM_ZEXT);
            assert_int_equal(q32->op, SYM_UDIV);
            assert_int_equal(r->op, SYM_UREM);
        } else {
            assert_int_equal(q->op, SYM_LSHR);
        }
        for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++) {
            uint64_t v = xs[j];
            uint64_t want = (uint64_t)(((unsigned __int128)v * cases[i].m) >> cases[i].s);
            assert_int_equal(sym_eval(&c, q, &v), want);
            if (cases[i].d)
                assert_int_equal(sym_eval(&c, r, &v), v % cases[i].d);
        }
    }
    sym_free(&c);
}

/* sym_range on random terms over a thread id (0..1023) and a free value:
 * every evaluation lies in the bounds; sym_in_object on the shapes the
 * race rules meet. */
static void test_ranges(void **state)
{
    (void)state;
    SymCtx c;
    sym_init(&c);
    uint32_t vt = sym_var_new(&c, "tid.x.1", 32, SYM_VAR_TID, 0, 1), vf = sym_var_new(&c, "f", 32, SYM_VAR_FREE, 0, 0);
    const SymTerm *t = sym_var(&c, vt), *f = sym_var(&c, vf);
    const SymTerm *k[] = { sym_const(&c, 32, 1), sym_const(&c, 32, 3), sym_const(&c, 32, 4), sym_const(&c, 32, 0xffc),
                           sym_const(&c, 32, 1023) };
    const SymTerm *pool[64] = { t, f, k[0], k[1], k[2], k[3], k[4] };
    unsigned n = 7;
    static const SymOp ops[] = { SYM_ADD, SYM_SUB, SYM_MUL, SYM_SHL, SYM_LSHR, SYM_AND, SYM_UREM, SYM_UDIV, SYM_OR,
                                 SYM_SREM, SYM_SDIV };
    uint64_t seed = 0x2545f4914f6cdd1dull;
    for (unsigned i = 0; n < 64 && i < 200; i++) {
        seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
        const SymTerm *x = sym_bin(&c, ops[seed % 11], pool[(seed >> 8) % n], pool[(seed >> 16) % n]);
        if (seed % 5 == 0) {  // x + 1 == k ? 0 : x + 1, and comparisons with constants either way
            static const SymOp cmp[] = { SYM_EQ, SYM_ULT, SYM_ULE, SYM_SLT, SYM_SLE };
            const SymTerm *y = pool[(seed >> 24) % n], *kk = k[(seed >> 32) % 5];
            const SymTerm *p = (seed >> 40) & 1 ? sym_bin(&c, cmp[(seed >> 44) % 5], y, kk)
                                                 : sym_bin(&c, cmp[(seed >> 44) % 5], kk, y);
            p = (seed >> 48) & 1 ? sym_un(&c, SYM_BNOT, p) : p;
            x = (seed >> 52) & 1 ? sym_ite(&c, p, y, pool[(seed >> 8) % n]) : sym_ite(&c, p, pool[(seed >> 8) % n], y);
        }
        if (x && x->op != SYM_CONST)
            pool[n++] = x;
    }
    for (unsigned i = 0; i < n; i++) {
        uint64_t lo, hi;
        sym_range(&c, pool[i], &lo, &hi);
        for (uint64_t tv = 0; tv < 1024; tv += 73)
            for (unsigned j = 0; j < 6; j++) {
                uint64_t vals[2] = { tv, (uint64_t)j * 0x33333333u };
                uint64_t v = sym_eval(&c, pool[i], vals);
                assert_true(lo <= v && v <= hi);
            }
    }
    /* C's (t + 1) % 128 at -O0 (a signed remainder of a value whose sign
     * bit is clear): in [0, 127] */
    uint64_t slo, shi;
    sym_range(&c, sym_bin(&c, SYM_SREM, sym_bin(&c, SYM_ADD, t, k[0]), sym_const(&c, 32, 128)), &slo, &shi);
    assert_true(slo == 0 && shi == 127);
    /* the wrap of a ring index, spelled three ways: in [0, 2] */
    const SymTerm *r1 = sym_bin(&c, SYM_ADD, sym_bin(&c, SYM_UREM, t, k[1]), k[0]), *zero = sym_const(&c, 32, 0);
    const SymTerm *wraps[] = { sym_ite(&c, sym_bin(&c, SYM_EQ, r1, k[1]), zero, r1),
                               sym_ite(&c, sym_bin(&c, SYM_SLT, sym_const(&c, 32, 2), r1), zero, r1),
                               sym_ite(&c, sym_bin(&c, SYM_ULT, r1, k[1]), r1, zero) };
    for (unsigned i = 0; i < 3; i++) {
        uint64_t lo, hi;
        sym_range(&c, wraps[i], &lo, &hi);
        assert_int_equal(lo, 0);
        assert_int_equal(hi, 2);
    }
    /* &a + ((4t + 4) & 0xffc) for a float a[1024]: inside a */
    uint32_t va = sym_var_new(&c, "&a", 64, SYM_VAR_FREE, 0, 0), vb = sym_var_new(&c, "&b", 64, SYM_VAR_FREE, 0, 0);
    c.vars[va].extent = 4096, c.vars[vb].extent = 8;
    const SymTerm *a32 = sym_ext(&c, SYM_TRUNC, 32, sym_var(&c, va));
    const SymTerm *t4 = sym_bin(&c, SYM_SHL, t, sym_const(&c, 32, 2));
    const SymTerm *nb = sym_bin(&c, SYM_AND, sym_bin(&c, SYM_ADD, t4, k[2]), k[3]);
    uint32_t o = UINT32_MAX;
    assert_true(sym_in_object(&c, sym_bin(&c, SYM_ADD, a32, nb), 4, &o));
    assert_int_equal(o, va);
    assert_true(sym_in_object(&c, sym_bin(&c, SYM_ADD, a32, t4), 4, &o));        // a[t], t < 1024
    assert_false(sym_in_object(&c, sym_bin(&c, SYM_ADD, a32, t4), 8, &o));       // 8 bytes at a[1023]
    assert_false(sym_in_object(&c, sym_bin(&c, SYM_ADD, a32, f), 4, &o));        // any offset
    assert_true(sym_in_object(&c, sym_var(&c, vb), 8, &o));
    assert_int_equal(o, vb);
    assert_false(sym_in_object(&c, sym_bin(&c, SYM_ADD, sym_var(&c, vb), sym_ext(&c, SYM_ZEXT, 64, a32)), 1, &o));
    /* the low 32 bits of a 64-bit sum (a generic address narrowed):
     * (u32)(zext(&a) + zext(4t)) is a[t] */
    const SymTerm *wide = sym_bin(&c, SYM_ADD, sym_ext(&c, SYM_ZEXT, 64, a32), sym_ext(&c, SYM_ZEXT, 64, t4));
    o = UINT32_MAX;
    assert_true(sym_in_object(&c, sym_ext(&c, SYM_TRUNC, 32, wide), 4, &o));
    assert_int_equal(o, va);
    assert_false(sym_in_object(&c, sym_ext(&c, SYM_TRUNC, 32, wide), 8, &o));
    const SymTerm *far = sym_bin(&c, SYM_ADD, sym_var(&c, va), sym_ext(&c, SYM_ZEXT, 64, f));
    assert_false(sym_in_object(&c, sym_ext(&c, SYM_TRUNC, 32, far), 4, &o));  // any offset
    sym_free(&c);
}

/* xorshift: deterministic pseudo-random numbers for the property test */
static uint64_t rnd(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static const SymTerm *random_term(SymCtx *c, uint64_t *seed, const SymTerm *x, const SymTerm *y,
                                  int depth)
{
    if (depth == 0 || rnd(seed) % 4 == 0) {
        switch (rnd(seed) % 3) {
        case 0: return x;
        case 1: return y;
        default: return sym_const(c, 16, rnd(seed));
        }
    }
    static const SymOp bin[] = { SYM_ADD, SYM_SUB, SYM_MUL, SYM_UDIV, SYM_UREM, SYM_SDIV,
                                 SYM_SREM, SYM_SHL, SYM_LSHR, SYM_ASHR, SYM_AND, SYM_OR, SYM_XOR };
    const SymTerm *a = random_term(c, seed, x, y, depth - 1);
    uint64_t k = rnd(seed) % 16;
    if (k == 13)
        return sym_un(c, SYM_NOT, a);
    if (k == 14)
        return sym_un(c, SYM_NEG, a);
    const SymTerm *b = random_term(c, seed, x, y, depth - 1);
    if (k == 15)
        return sym_ite(c, sym_bin(c, rnd(seed) % 2 ? SYM_SLT : SYM_ULE, a, b), a, b);
    return sym_bin(c, bin[k], a, b);
}

/* sym_eval and Z3 agree: for random 16-bit terms t and random x, y the
 * formula (x = vx and y = vy and t != eval(t)) is unsatisfiable. */
static void test_eval_agrees_with_z3(void **state)
{
    (void)state;
    SymCtx c;
    sym_init(&c);
    const SymTerm *x = sym_var(&c, sym_var_new(&c, "x", 16, SYM_VAR_FREE, 0, 0));
    const SymTerm *y = sym_var(&c, sym_var_new(&c, "y", 16, SYM_VAR_FREE, 0, 0));
    SmtSolver *s = smt_solver_new(&c, 0);
    assert_non_null(s);
    uint64_t seed = 0x9e3779b97f4a7c15u;
    for (int i = 0; i < 200; i++) {
        const SymTerm *t = random_term(&c, &seed, x, y, 4);
        assert_non_null(t);
        uint64_t vals[2] = { rnd(&seed) & 0xffff, rnd(&seed) % 4 == 0 ? 0 : rnd(&seed) & 0xffff };
        uint64_t want = sym_eval(&c, t, vals);
        const SymTerm *f = sym_bin(&c, SYM_BAND, sym_bin(&c, SYM_EQ, x, sym_const(&c, 16, vals[0])),
                                   sym_bin(&c, SYM_EQ, y, sym_const(&c, 16, vals[1])));
        f = sym_bin(&c, SYM_BAND, f, sym_un(&c, SYM_BNOT, sym_bin(&c, SYM_EQ, t, sym_const(&c, 16, want))));
        SmtResult r;
        if (smt_check(s, f, &r) != SMT_SAFE) {
            sym_print(&c, t, stderr);
            fprintf(stderr, "\nx=%llu y=%llu eval=%llu\n", (unsigned long long)vals[0],
                    (unsigned long long)vals[1], (unsigned long long)want);
            fail_msg("evaluator and Z3 disagree (outcome %d)", r.outcome);
        }
    }
    smt_solver_free(s);
    sym_free(&c);
}

/* x % c and x / c by constants, unsigned and signed (C's int x % 3), which
 * the encoding gives Z3 as a fresh quotient and remainder with x = c * q +
 * r, r < c (of |x| for the signed ones; smt_encode.c): Z3
 * agrees with sym_eval for every width, odd and even constants, and values
 * up to the top of the width, in both directions (the right value is
 * satisfiable, any other is not: side conditions that said too much would
 * pass the second test alone); proves x % 3 < 3 and 3 * (x / 3) + x % 3 ==
 * x for all 64-bit x; and the SMT-LIB export carries the side conditions. */
static void test_division_by_constants(void **state)
{
    (void)state;
    SymCtx c;
    sym_init(&c);
    SmtSolver *s = smt_solver_new(&c, 0);
    assert_non_null(s);
    smt_set_shortcuts(s, 0);  // Z3's own answers: a model search would find the satisfiable ones
    static const unsigned widths[] = { 8, 16, 32, 64 };
    static const uint64_t ks[] = { 3, 5, 6, 7, 9, 10, 12, 15, 24, 100, 127, 255, 1000, 65537 };
    uint64_t seed = 0x2545f4914f6cdd1du;
    for (unsigned wi = 0; wi < 4; wi++) {
        unsigned w = widths[wi];
        uint64_t mask = w == 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1;
        char name[16];
        snprintf(name, sizeof name, "x%u", w);
        const SymTerm *x = sym_var(&c, sym_var_new(&c, name, w, SYM_VAR_FREE, 0, 0));
        for (unsigned ki = 0; ki < sizeof ks / sizeof ks[0]; ki++) {
            uint64_t k = ks[ki];
            if (k > mask)
                continue;
            const SymTerm *kc = sym_const(&c, w, k);
            for (int j = 0; j < 3; j++) {  // the signed forms for every third constant (Z3 time)
                uint64_t v = (j == 0 ? mask : j == 1 ? mask >> 1 : rnd(&seed)) & mask;
                static const SymOp ops[] = { SYM_UDIV, SYM_UREM, SYM_SDIV, SYM_SREM };
                for (int div = 0; div < (ki % 3 ? 2 : 4); div++) {
                    const SymTerm *t = sym_bin(&c, ops[div], x, kc);
                    uint64_t vals[64] = { 0 };
                    vals[x->var] = v;
                    uint64_t want = sym_eval(&c, t, vals);  // SMT-LIB's semantics, signed ones too
                    const SymTerm *at = sym_bin(&c, SYM_EQ, x, sym_const(&c, w, v));
                    const SymTerm *right = sym_bin(&c, SYM_EQ, t, sym_const(&c, w, want));
                    SmtResult r;
                    if (smt_check(s, sym_bin(&c, SYM_BAND, at, sym_un(&c, SYM_BNOT, right)), &r) != SMT_SAFE ||
                        (j == 0 && (smt_check(s, sym_bin(&c, SYM_BAND, at, right), &r) != SMT_RACE || r.model[x->var] != v)))
                        fail_msg("x%u op %d by %llu at x = %llu: Z3 disagrees (outcome %d)", w, (int)ops[div],
                                 (unsigned long long)k, (unsigned long long)v, r.outcome);
                }
            }
        }
        if (w == 64) {
            const SymTerm *three = sym_const(&c, 64, 3), *rem = sym_bin(&c, SYM_UREM, x, three);
            const SymTerm *back = sym_bin(&c, SYM_ADD, sym_bin(&c, SYM_MUL, sym_bin(&c, SYM_UDIV, x, three), three), rem);
            SmtResult r;
            const SymTerm *f = sym_bin(&c, SYM_BOR, sym_un(&c, SYM_BNOT, sym_bin(&c, SYM_ULT, rem, three)),
                                       sym_un(&c, SYM_BNOT, sym_bin(&c, SYM_EQ, back, x)));
            assert_int_equal(smt_check(s, f, &r), SMT_SAFE);
            char *text = smt_to_smtlib(s, f);  // x = 3 * q + r and r < 3 asserted with f: three asserts
            assert_non_null(text);
            unsigned asserts = 0;
            for (const char *p = text; (p = strstr(p, "(assert")) != NULL; p++)
                asserts++;
            assert_int_equal(asserts, 3);
            mem_free(text);
        }
    }
    smt_solver_free(s);
    sym_free(&c);
}

/* Two threads t1 != t2 of a block of `n` threads; conflict when addr(t1) == addr(t2). */
typedef struct {
    SymCtx c;
    uint32_t t1, t2;
    const SymTerm *v1, *v2;
} TwoThreads;

static void two_threads(TwoThreads *w)
{
    sym_init(&w->c);
    w->t1 = sym_var_new(&w->c, "tid.x.1", 32, SYM_VAR_TID, 0, 1);
    w->t2 = sym_var_new(&w->c, "tid.x.2", 32, SYM_VAR_TID, 0, 2);
    w->v1 = sym_var(&w->c, w->t1);
    w->v2 = sym_var(&w->c, w->t2);
}

/* t1, t2 < n, t1 != t2, a1 == a2 */
static const SymTerm *conflict(TwoThreads *w, unsigned n, const SymTerm *a1, const SymTerm *a2)
{
    SymCtx *c = &w->c;
    const SymTerm *bound = sym_const(c, 32, n);
    const SymTerm *f = sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, w->v1, bound),
                               sym_bin(c, SYM_ULT, w->v2, bound));
    f = sym_bin(c, SYM_BAND, f, sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, w->v1, w->v2)));
    return sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_EQ, a1, a2));
}

static const SymTerm *scaled(SymCtx *c, const SymTerm *v, uint64_t k)
{
    return sym_bin(c, SYM_MUL, v, sym_const(c, 32, k));
}

static void test_obligations(void **state)
{
    (void)state;
    TwoThreads w;
    two_threads(&w);
    SymCtx *c = &w.c;
    SmtSolver *s = smt_solver_new(c, 0);
    SmtResult r;
    /* s[tid] for 4-byte elements: distinct threads, distinct words */
    assert_int_equal(smt_check(s, conflict(&w, 256, scaled(c, w.v1, 4), scaled(c, w.v2, 4)), &r), SMT_SAFE);
    /* s[tid / 2]: neighbours share a word; the witness must really conflict */
    const SymTerm *h1 = scaled(c, sym_bin(c, SYM_UDIV, w.v1, sym_const(c, 32, 2)), 4);
    const SymTerm *h2 = scaled(c, sym_bin(c, SYM_UDIV, w.v2, sym_const(c, 32, 2)), 4);
    assert_int_equal(smt_check(s, conflict(&w, 256, h1, h2), &r), SMT_RACE);
    assert_non_null(r.model);
    assert_int_equal(r.nvars, c->nvars);
    assert_true(r.model[w.t1] < 256 && r.model[w.t2] < 256 && r.model[w.t1] != r.model[w.t2]);
    assert_int_equal(sym_eval(c, h1, r.model), sym_eval(c, h2, r.model));
    /* XOR swizzle (CUTLASS/Triton style) is a permutation of 64 slots */
    const SymTerm *sw1 = sym_bin(c, SYM_XOR, w.v1, sym_bin(c, SYM_AND, sym_bin(c, SYM_LSHR, w.v1, sym_const(c, 32, 3)), sym_const(c, 32, 7)));
    const SymTerm *sw2 = sym_bin(c, SYM_XOR, w.v2, sym_bin(c, SYM_AND, sym_bin(c, SYM_LSHR, w.v2, sym_const(c, 32, 3)), sym_const(c, 32, 7)));
    assert_int_equal(smt_check(s, conflict(&w, 64, sw1, sw2), &r), SMT_SAFE);
    /* a huge stride wraps around in 32 bits: tid and tid + 4 meet */
    assert_int_equal(smt_check(s, conflict(&w, 256, scaled(c, w.v1, 0x40000000u), scaled(c, w.v2, 0x40000000u)), &r), SMT_RACE);
    assert_int_equal(sym_eval(c, scaled(c, w.v1, 0x40000000u), r.model) ,
                     sym_eval(c, scaled(c, w.v2, 0x40000000u), r.model));
    smt_solver_free(s);
    sym_free(c);
}

static void test_cache_and_determinism(void **state)
{
    (void)state;
    TwoThreads w;
    two_threads(&w);
    SymCtx *c = &w.c;
    const SymTerm *h1 = scaled(c, sym_bin(c, SYM_UDIV, w.v1, sym_const(c, 32, 3)), 4);
    const SymTerm *h2 = scaled(c, sym_bin(c, SYM_UDIV, w.v2, sym_const(c, 32, 3)), 4);
    const SymTerm *f = conflict(&w, 1024, h1, h2);
    SmtSolver *a = smt_solver_new(c, 0), *b = smt_solver_new(c, 0);
    SmtResult ra, rb, rc;
    smt_set_shortcuts(a, 0);  // Z3's own answers
    smt_set_shortcuts(b, 0);
    assert_int_equal(smt_check(a, f, &ra), SMT_RACE);
    assert_int_equal(smt_check(b, f, &rb), SMT_RACE);
    assert_true(ra.rlimit_used > 0);
    assert_int_equal(ra.rlimit_used, rb.rlimit_used);           // a count, not a clock
    assert_memory_equal(ra.model, rb.model, c->nvars * sizeof *ra.model);
    assert_int_equal(smt_check(a, conflict(&w, 1024, h1, h2), &rc), SMT_RACE);  // same term again
    uint64_t nq, nc, ns;
    smt_stats(a, &nq, &nc, &ns);
    assert_int_equal(nq, 2);
    assert_int_equal(nc, 1);
    assert_int_equal(ns, 1);
    assert_ptr_equal(rc.model, ra.model);
    char *text = smt_to_smtlib(a, f);
    assert_non_null(text);
    assert_non_null(strstr(text, "(check-sat)"));
    assert_non_null(strstr(text, "tid.x.1"));
    mem_free(text);
    smt_solver_free(a);
    smt_solver_free(b);
    sym_free(c);
}

/* sym_range of a clamp chain 20 deep whose every level uses the one below
 * three times (a condition and both arms, as the min/max clamps of a
 * stencil's neighbour indices at -O3): each (term, depth) is walked once,
 * not once per path (3^20 paths: hours), and the bounds are those of a
 * walk. */
static void test_range_of_shared_subterms(void **state)
{
    (void)state;
    SymCtx c;
    sym_init(&c);
    const SymTerm *x = sym_var(&c, sym_var_new(&c, "tid.x.1", 32, SYM_VAR_TID, 0, 1));
    const SymTerm *k = sym_const(&c, 32, 1000), *m = sym_const(&c, 32, 511);
    for (int i = 0; i < 20; i++)  // x = x <u 1000 ? x : x & 511
        x = sym_ite(&c, sym_bin(&c, SYM_ULT, x, k), x, sym_bin(&c, SYM_AND, x, m));
    uint64_t lo, hi;
    sym_range(&c, x, &lo, &hi);
    assert_true(lo == 0 && hi == 999);  // each level: [0, 999] (the taken arm knows x < 1000)
    uint64_t v = 1023;
    assert_int_equal(sym_eval(&c, x, &v), 511);
    sym_free(&c);
}

/* A kernel's queries share a budget of 8 times the per-query limit, the
 * units of satisfiable ones counted 6 times: once spent, every query is
 * UNKNOWN with the reason, and a fresh solver (the next kernel) answers. */
static void test_kernel_budget(void **state)
{
    (void)state;
    SymCtx c;
    sym_init(&c);
    const SymTerm *x = sym_var(&c, sym_var_new(&c, "x", 32, SYM_VAR_FREE, 0, 0));
    const SymTerm *y = sym_var(&c, sym_var_new(&c, "y", 32, SYM_VAR_FREE, 0, 0));
    enum { LIMIT = 20000 };
    SmtSolver *s = smt_solver_new(&c, LIMIT);
    smt_set_shortcuts(s, 0);  // Z3 answers each (the model search would answer these)
    uint64_t charged = 0;
    SmtResult r;
    int k = 0, spent = 0;
    for (; k < 2000 && !spent; k++) {  // distinct satisfiable queries: x * y == k, x > 1, y > 1
        const SymTerm *f = sym_bin(&c, SYM_EQ, sym_bin(&c, SYM_MUL, x, y), sym_const(&c, 32, (uint64_t)(k + 2) * 6));
        f = sym_bin(&c, SYM_BAND, f, sym_bin(&c, SYM_ULT, sym_const(&c, 32, 1), x));
        f = sym_bin(&c, SYM_BAND, f, sym_bin(&c, SYM_ULT, sym_const(&c, 32, 1), y));
        SmtOutcome o = smt_check(s, f, &r);
        if (o == SMT_UNKNOWN && r.reason && strstr(r.reason, "solver budget")) {
            spent = 1;
            assert_true(charged >= 8u * LIMIT);
        } else {
            assert_int_equal(o, SMT_RACE);
            charged += 6 * r.rlimit_used;
            assert_true(charged < 8u * LIMIT + 6u * LIMIT);  // one query may pass the mark, not more
        }
    }
    assert_true(spent);
    assert_int_equal(smt_check(s, sym_bin(&c, SYM_EQ, x, sym_const(&c, 32, 7)), &r), SMT_UNKNOWN);
    SmtSolver *fresh = smt_solver_new(&c, LIMIT);
    smt_set_shortcuts(fresh, 0);
    assert_int_equal(smt_check(fresh, sym_bin(&c, SYM_EQ, x, sym_const(&c, 32, 7)), &r), SMT_RACE);
    smt_solver_free(fresh);
    smt_solver_free(s);
    sym_free(&c);
}

/* Factoring a 62-bit semiprime is beyond a tiny resource limit: UNKNOWN with
 * a reason, never SAFE or RACE. */
static void test_unknown_under_rlimit(void **state)
{
    (void)state;
    SymCtx c;
    sym_init(&c);
    const SymTerm *x = sym_var(&c, sym_var_new(&c, "x", 64, SYM_VAR_FREE, 0, 0));
    const SymTerm *y = sym_var(&c, sym_var_new(&c, "y", 64, SYM_VAR_FREE, 0, 0));
    const SymTerm *one = sym_const(&c, 64, 1), *lim = sym_const(&c, 64, UINT64_C(1) << 32);
    const SymTerm *f = sym_bin(&c, SYM_EQ, sym_bin(&c, SYM_MUL, x, y),
                               sym_const(&c, 64, UINT64_C(3037000493) * UINT64_C(1000000007)));
    f = sym_bin(&c, SYM_BAND, f, sym_bin(&c, SYM_ULT, one, x));
    f = sym_bin(&c, SYM_BAND, f, sym_bin(&c, SYM_ULT, one, y));
    f = sym_bin(&c, SYM_BAND, f, sym_bin(&c, SYM_ULT, x, lim));
    f = sym_bin(&c, SYM_BAND, f, sym_bin(&c, SYM_ULT, y, lim));
    SmtSolver *s = smt_solver_new(&c, 2000);
    SmtResult r;
    smt_set_shortcuts(s, 0);  // the easy query below is for Z3 (a model search would answer it)
    assert_int_equal(smt_check(s, f, &r), SMT_UNKNOWN);
    assert_non_null(r.reason);
    assert_null(r.model);
    assert_int_equal(smt_check(s, sym_const(&c, 32, 1), &r), SMT_UNKNOWN);  // not boolean
    /* three limit hits (distinct formulas: the cache does not answer), then
     * even an easy query is not tried */
    for (uint64_t k = 2; k <= 3; k++)
        assert_int_equal(smt_check(s, sym_bin(&c, SYM_BAND, f, sym_bin(&c, SYM_ULT, sym_const(&c, 64, k), x)), &r),
                         SMT_UNKNOWN);
    const SymTerm *easy = sym_bin(&c, SYM_EQ, x, sym_const(&c, 64, 7));
    assert_int_equal(smt_check(s, easy, &r), SMT_UNKNOWN);
    assert_non_null(strstr(r.reason, "resource limit"));
    SmtSolver *fresh = smt_solver_new(&c, 2000);
    assert_int_equal(smt_check(fresh, easy, &r), SMT_RACE);
    smt_solver_free(fresh);
    smt_solver_free(s);
    sym_free(&c);
}

/* A budgeted query (a batch the caller can also ask piecewise): over its
 * small limit it is UNKNOWN, that neither counts towards the three limit
 * hits nor stays in the cache, and the same formula under the full limit
 * is then solved. */
static void test_budget(void **state)
{
    (void)state;
    SymCtx c;
    sym_init(&c);
    const SymTerm *x = sym_var(&c, sym_var_new(&c, "x", 32, SYM_VAR_FREE, 0, 0));
    const SymTerm *y = sym_var(&c, sym_var_new(&c, "y", 32, SYM_VAR_FREE, 0, 0));
    const SymTerm *one = sym_const(&c, 32, 1), *lim = sym_const(&c, 32, 1u << 16);
    const SymTerm *f = sym_bin(&c, SYM_EQ, sym_bin(&c, SYM_MUL, x, y), sym_const(&c, 32, 65521u * 65519u));
    f = sym_bin(&c, SYM_BAND, f, sym_bin(&c, SYM_BAND, sym_bin(&c, SYM_ULT, one, x), sym_bin(&c, SYM_ULT, one, y)));
    f = sym_bin(&c, SYM_BAND, f, sym_bin(&c, SYM_BAND, sym_bin(&c, SYM_ULT, x, lim), sym_bin(&c, SYM_ULT, y, lim)));
    SmtSolver *s = smt_solver_new(&c, 0);
    SmtResult r;
    for (uint64_t k = 2; k <= 6; k++)  // five hits of the budget, distinct formulas
        assert_int_equal(smt_check_budget(s, sym_bin(&c, SYM_BAND, f, sym_bin(&c, SYM_ULT, sym_const(&c, 32, k), x)),
                                          100, &r), SMT_UNKNOWN);
    assert_int_equal(smt_check_budget(s, f, 100, &r), SMT_UNKNOWN);
    assert_int_equal(smt_check(s, f, &r), SMT_RACE);  // not the cached unknown, and not capped
    assert_int_equal(sym_eval(&c, f, r.model), 1);
    uint64_t nq, nc, ns;
    smt_stats(s, &nq, &nc, &ns);
    assert_int_equal(nc, 0);
    assert_int_equal(smt_check_budget(s, f, 100, &r), SMT_RACE);  // a decided answer is cached
    smt_stats(s, &nq, &nc, &ns);
    assert_int_equal(nc, 1);
    smt_solver_free(s);
    sym_free(&c);
}

/* A query that a recent satisfiable answer's model satisfies is answered
 * with that model, without Z3 (counted as cached); variables made after
 * that answer count as 0; one the models do not satisfy is solved. */
static void test_recent_models(void **state)
{
    (void)state;
    SymCtx c;
    sym_init(&c);
    const SymTerm *x = sym_var(&c, sym_var_new(&c, "x", 32, SYM_VAR_FREE, 0, 0));
    const SymTerm *y = sym_var(&c, sym_var_new(&c, "y", 32, SYM_VAR_FREE, 0, 0));
    SmtSolver *s = smt_solver_new(&c, 0);
    SmtResult r, r2;
    smt_set_shortcuts(s, 0);  // the models are Z3's
    const SymTerm *f = sym_bin(&c, SYM_BAND, sym_bin(&c, SYM_ULT, x, sym_const(&c, 32, 10)),
                               sym_bin(&c, SYM_ULT, sym_const(&c, 32, 100), y));
    assert_int_equal(smt_check(s, f, &r), SMT_RACE);
    uint64_t mx = r.model[0], my = r.model[1], nq, nc, ns;
    const SymTerm *at = sym_bin(&c, SYM_BAND, sym_bin(&c, SYM_EQ, x, sym_const(&c, 32, mx)),
                                sym_bin(&c, SYM_ULE, sym_const(&c, 32, my), y));
    assert_int_equal(smt_check(s, at, &r2), SMT_RACE);
    smt_stats(s, &nq, &nc, &ns);
    assert_int_equal(nc, 1);
    assert_int_equal(ns, 1);
    assert_int_equal(r2.model[0], mx);
    assert_int_equal(r2.model[1], my);
    const SymTerm *z = sym_var(&c, sym_var_new(&c, "z", 8, SYM_VAR_FREE, 0, 0));
    const SymTerm *zero = sym_bin(&c, SYM_BAND, at, sym_bin(&c, SYM_EQ, z, sym_const(&c, 8, 0)));
    assert_int_equal(smt_check(s, zero, &r2), SMT_RACE);  // z is new: 0 in the recent model
    assert_int_equal(r2.nvars, 3);
    assert_int_equal(r2.model[2], 0);
    const SymTerm *other = sym_bin(&c, SYM_BAND, at, sym_bin(&c, SYM_EQ, z, sym_const(&c, 8, 5)));
    assert_int_equal(smt_check(s, other, &r2), SMT_RACE);
    assert_int_equal(r2.model[2], 5);
    smt_stats(s, &nq, &nc, &ns);
    assert_int_equal(nc, 2);
    assert_int_equal(ns, 2);
    const SymTerm *none = sym_bin(&c, SYM_BAND, f, sym_bin(&c, SYM_EQ, x, sym_const(&c, 32, 10)));
    assert_int_equal(smt_check(s, none, &r2), SMT_SAFE);  // no model satisfies it: Z3 proves it
    smt_solver_free(s);
    sym_free(&c);
}


/* The word-level refutation (smt_affine.c): distinct threads at mixed-radix
 * addresses are refuted without Z3; wrapping strides, radices that collide,
 * a thread id the address ignores and a window the same thread reaches are
 * left to Z3, which finds the race. */
static void test_affine_refutation(void **state)
{
    (void)state;
    TwoThreads w;
    two_threads(&w);
    SymCtx *c = &w.c;
    SmtSolver *s = smt_solver_new(c, 0);
    SmtResult r;
    uint64_t nq, nc, ns;
    /* s[tid], 4-byte words, as an equality of addresses */
    assert_int_equal(smt_check(s, conflict(&w, 256, scaled(c, w.v1, 4), scaled(c, w.v2, 4)), &r), SMT_SAFE);
    assert_int_equal(smt_refuted(s), 1);
    smt_stats(s, &nq, &nc, &ns);
    assert_int_equal(ns, 0);
    /* a huge stride wraps: not refuted, Z3 finds the race */
    assert_int_equal(smt_check(s, conflict(&w, 256, scaled(c, w.v1, 0x40000000u), scaled(c, w.v2, 0x40000000u)), &r), SMT_RACE);
    assert_int_equal(smt_refuted(s), 1);
    /* out + 4 * zext64(ctaid.x * 256 + tid.x) of two threads of a grid of 4
     * blocks, as rule_overlap asks it: a2 - a1 + 3 <u 7 */
    uint32_t b1 = sym_var_new(c, "ctaid.x.1", 32, SYM_VAR_CTAID, 0, 1), b2 = sym_var_new(c, "ctaid.x.2", 32, SYM_VAR_CTAID, 0, 2);
    uint32_t y1 = sym_var_new(c, "tid.y.1", 32, SYM_VAR_TID, 1, 1), y2 = sym_var_new(c, "tid.y.2", 32, SYM_VAR_TID, 1, 2);
    const SymTerm *out = sym_var(c, sym_var_new(c, "out", 64, SYM_VAR_PARAM, 0, 0));
    const SymTerm *k256 = sym_const(c, 32, 256), *k4 = sym_const(c, 32, 4);
    const SymTerm *addr[2][3];  // per thread: radix 256 (mixed-radix), 255 (collides), tid.x only
    for (int t = 0; t < 2; t++) {
        const SymTerm *b = sym_var(c, t ? b2 : b1), *x = t ? w.v2 : w.v1;
        for (int k = 0; k < 2; k++) {
            const SymTerm *i = sym_bin(c, SYM_ADD, sym_bin(c, SYM_MUL, b, sym_const(c, 32, k ? 255 : 256)), x);
            addr[t][k] = sym_bin(c, SYM_ADD, out, sym_bin(c, SYM_MUL, sym_ext(c, SYM_ZEXT, 64, i), sym_const(c, 64, 4)));
        }
        addr[t][2] = sym_bin(c, SYM_ADD, out, sym_bin(c, SYM_SHL, sym_ext(c, SYM_ZEXT, 64, x), sym_const(c, 64, 2)));
    }
    const SymTerm *ids = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, w.v1, k256), sym_bin(c, SYM_ULT, w.v2, k256)),
                                 sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, sym_var(c, b1), k4), sym_bin(c, SYM_ULT, sym_var(c, b2), k4)));
    ids = sym_bin(c, SYM_BAND, ids, sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, sym_var(c, y1), sym_const(c, 32, 2)),
                                            sym_bin(c, SYM_ULT, sym_var(c, y2), sym_const(c, 32, 2))));
    const SymTerm *same = sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, w.v1, w.v2), sym_bin(c, SYM_EQ, sym_var(c, b1), sym_var(c, b2)));
    const SymTerm *differ_xb = sym_un(c, SYM_BNOT, same);
    const SymTerm *differ_xyb = sym_un(c, SYM_BNOT, sym_bin(c, SYM_BAND, same, sym_bin(c, SYM_EQ, sym_var(c, y1), sym_var(c, y2))));
    const SymTerm *ov[3];
    for (int k = 0; k < 3; k++)
        ov[k] = sym_bin(c, SYM_ULT, sym_bin(c, SYM_ADD, sym_bin(c, SYM_SUB, addr[1][k], addr[0][k]), sym_const(c, 64, 3)),
                        sym_const(c, 64, 7));
    const SymTerm *f = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, ids, differ_xb), ov[0]);
    assert_int_equal(smt_check(s, f, &r), SMT_SAFE);
    assert_int_equal(smt_refuted(s), 2);
    f = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, ids, differ_xb), ov[1]);  // block b's last thread is b+1's first
    assert_int_equal(smt_check(s, f, &r), SMT_RACE);
    assert_int_equal(sym_eval(c, ov[1], r.model), 1);
    f = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, ids, differ_xyb), ov[0]);  // threads differing in tid.y only
    assert_int_equal(smt_check(s, f, &r), SMT_RACE);
    assert_int_not_equal(r.model[y1], r.model[y2]);
    /* one thread: tid.x * 4 and tid.x * 4 + 4 never overlap as words */
    const SymTerm *next = sym_bin(c, SYM_ADD, addr[1][2], sym_const(c, 64, 4));
    f = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, ids, same),
                sym_bin(c, SYM_ULT, sym_bin(c, SYM_ADD, sym_bin(c, SYM_SUB, next, addr[0][2]), sym_const(c, 64, 3)),
                        sym_const(c, 64, 7)));
    assert_int_equal(smt_check(s, f, &r), SMT_SAFE);
    assert_int_equal(smt_refuted(s), 3);
    smt_solver_free(s);
    sym_free(c);
}

/* Two threads' atomic slots (out[atomicAdd(n, 1)]: h51.1 and h53.2, no
 * copies of one variable) at out + 4 * sext(h): the words overlap only
 * where the slots are equal, and a conjunct says they differ where both
 * threads' guard holds (the guard holds a not (p or q) of comparisons,
 * which the refutation must keep among its facts as a whole). Refuted without Z3 (fails without
 * declared_distinct and push_fact in smt_affine.c); without the
 * disequality Z3 finds the overlap. */
static void test_affine_distinct_slots(void **state)
{
    (void)state;
    SymCtx c;
    sym_init(&c);
    SmtSolver *s = smt_solver_new(&c, 0);
    SmtResult r;
    const SymTerm *h1 = sym_var(&c, sym_var_new(&c, "h51.1", 32, SYM_VAR_LOAD, 0, 1));
    const SymTerm *h2 = sym_var(&c, sym_var_new(&c, "h53.2", 32, SYM_VAR_LOAD, 0, 2));
    const SymTerm *x = sym_var(&c, sym_var_new(&c, "x", 32, SYM_VAR_FREE, 0, 0));
    const SymTerm *out = sym_var(&c, sym_var_new(&c, "out", 64, SYM_VAR_PARAM, 0, 0));
    const SymTerm *a[2];
    for (int t = 0; t < 2; t++)
        a[t] = sym_bin(&c, SYM_ADD, out, sym_bin(&c, SYM_SHL, sym_ext(&c, SYM_SEXT, 64, t ? h2 : h1), sym_const(&c, 64, 2)));
    const SymTerm *ov = sym_bin(&c, SYM_ULT, sym_bin(&c, SYM_ADD, sym_bin(&c, SYM_SUB, a[1], a[0]), sym_const(&c, 64, 3)),
                                sym_const(&c, 64, 7));
    const SymTerm *y = sym_var(&c, sym_var_new(&c, "y", 32, SYM_VAR_FREE, 0, 0));
    const SymTerm *guard = sym_bin(&c, SYM_BAND, sym_bin(&c, SYM_ULT, x, sym_const(&c, 32, 100)),
                                   sym_un(&c, SYM_BNOT, sym_bin(&c, SYM_BOR, sym_bin(&c, SYM_ULT, sym_const(&c, 32, 7), y),
                                                                sym_bin(&c, SYM_ULT, y, x))));
    const SymTerm *differ = sym_bin(&c, SYM_BOR, sym_un(&c, SYM_BNOT, guard),
                                    sym_un(&c, SYM_BNOT, sym_bin(&c, SYM_EQ, h1, h2)));
    const SymTerm *f = sym_bin(&c, SYM_BAND, sym_bin(&c, SYM_BAND, guard, differ), ov);
    assert_int_equal(smt_check(s, f, &r), SMT_SAFE);
    assert_int_equal(smt_refuted(s), 1);
    assert_int_equal(smt_check(s, sym_bin(&c, SYM_BAND, guard, ov), &r), SMT_RACE);
    assert_int_equal(r.model[h1->var], r.model[h2->var]);
    smt_solver_free(s);
    sym_free(&c);
}

/* The refutation's other arguments, each checked against Z3: residues
 * (8 * k1 = 8 * k2 + 1), unit propagation (k = 0 or an impossible bound,
 * then the addresses at k = 0), a <u b by ranges, a fact x = y making
 * not (p and e(x) = e(y)) contradict p, a difference
 * (bar + 8 <=u tile: trunc(bar) - trunc(tile) is no offset of 4096 bytes
 * from tile), a disjunction of 20 residues, and two threads' signed
 * loop-exit tests, one holding and one not, equal once k1 = k2 puts one
 * variable for the other (fails without same_under in smt_affine.c), and
 * a fact false once bounds fix its variables (fixed_value). */
static void test_refutation_arguments(void **state)
{
    (void)state;
    TwoThreads w;
    two_threads(&w);
    SymCtx *c = &w.c;
    SmtSolver *s = smt_solver_new(c, 0), *z3 = smt_solver_new(c, 0);
    smt_set_shortcuts(z3, 0);
    SmtResult r;
    const SymTerm *k1 = sym_var(c, sym_var_new(c, "k1.1", 64, SYM_VAR_LOOP, 0, 1));
    const SymTerm *k2 = sym_var(c, sym_var_new(c, "k1.2", 64, SYM_VAR_LOOP, 0, 2));
    const SymTerm *k8 = sym_const(c, 64, 8), *z64 = sym_const(c, 64, 0), *k256 = sym_const(c, 64, 256);
    const SymTerm *f[16];
    f[0] = sym_bin(c, SYM_EQ, sym_bin(c, SYM_MUL, k1, k8), sym_bin(c, SYM_ADD, sym_bin(c, SYM_MUL, k2, k8), sym_const(c, 64, 1)));
    /* s[tid + 256 * k] (32-bit words) where k > 0 needs tid + 256 <u 256 */
    const SymTerm *addr[2], *loop = sym_bool(c, 1);
    for (int t = 0; t < 2; t++) {
        const SymTerm *x = sym_ext(c, SYM_ZEXT, 64, t ? w.v2 : w.v1), *k = t ? k2 : k1;
        const SymTerm *idx = sym_ext(c, SYM_TRUNC, 32, sym_bin(c, SYM_ADD, x, sym_bin(c, SYM_MUL, k, k256)));
        addr[t] = sym_bin(c, SYM_SHL, idx, sym_const(c, 32, 2));
        loop = sym_bin(c, SYM_BAND, loop, sym_bin(c, SYM_BOR, sym_bin(c, SYM_EQ, k, z64),
                                                   sym_bin(c, SYM_ULT, sym_bin(c, SYM_ADD, x, k256), k256)));
    }
    f[1] = sym_bin(c, SYM_BAND, loop, conflict(&w, 256, addr[0], addr[1]));
    f[2] = sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, k2, z64), sym_bin(c, SYM_ULT, k1, k2));
    const SymTerm *k4 = sym_const(c, 32, 4);
    const SymTerm *e1 = sym_bin(c, SYM_EQ, sym_bin(c, SYM_SUB, k4, sym_bin(c, SYM_MUL, sym_ext(c, SYM_TRUNC, 32, k1), k4)), sym_const(c, 32, 0));
    const SymTerm *e2 = sym_bin(c, SYM_EQ, sym_bin(c, SYM_SUB, k4, sym_bin(c, SYM_MUL, sym_ext(c, SYM_TRUNC, 32, k2), k4)), sym_const(c, 32, 0));
    const SymTerm *pk = sym_bin(c, SYM_ULT, k1, sym_const(c, 64, 1000));
    f[3] = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, pk, sym_bin(c, SYM_EQ, k1, k2)),
                                        sym_un(c, SYM_BNOT, sym_bin(c, SYM_BAND, pk, sym_bin(c, SYM_EQ, e1->args[0], e2->args[0])))),
                   sym_bin(c, SYM_ULT, k2, sym_const(c, 64, 5000)));
    const SymTerm *bar = sym_var(c, sym_var_new(c, "&bar", 64, SYM_VAR_FREE, 0, 0));
    const SymTerm *tile = sym_var(c, sym_var_new(c, "&tile", 64, SYM_VAR_FREE, 0, 0));
    const SymTerm *lim = sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, bar, sym_const(c, 64, 0xfffffff8u)),
                                 sym_bin(c, SYM_ULT, tile, sym_const(c, 64, 0xfffff000u)));
    const SymTerm *apart = sym_bin(c, SYM_ULE, sym_bin(c, SYM_ADD, bar, k8), tile);
    const SymTerm *into = sym_bin(c, SYM_ULT, sym_bin(c, SYM_SUB, sym_ext(c, SYM_TRUNC, 32, bar), sym_ext(c, SYM_TRUNC, 32, tile)),
                                  sym_const(c, 32, 4096));
    f[4] = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, lim, apart), into);
    const SymTerm *any = sym_bool(c, 0);
    for (uint64_t k = 1; k <= 20; k++)
        any = sym_bin(c, SYM_BOR, any, sym_bin(c, SYM_EQ, sym_bin(c, SYM_MUL, k1, sym_const(c, 64, 32)),
                                               sym_bin(c, SYM_ADD, sym_bin(c, SYM_MUL, k2, sym_const(c, 64, 32)),
                                                       sym_const(c, 64, k))));
    f[5] = any;
    /* k1 = k2, trunc(k1) * 4 + 2 <s n and not (trunc(k2) * 4 + 2 <s n): one
     * loop-exit test of the two threads, equal once k1 stands for k2 */
    const SymTerm *n = sym_var(c, sym_var_new(c, "n", 32, SYM_VAR_PARAM, 0, 0)), *exit[2];
    for (int t = 0; t < 2; t++)
        exit[t] = sym_bin(c, SYM_SLT, sym_bin(c, SYM_ADD, sym_bin(c, SYM_MUL, sym_ext(c, SYM_TRUNC, 32, t ? k2 : k1), k4),
                                               sym_const(c, 32, 2)), n);
    f[6] = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, k1, k2), exit[0]), sym_un(c, SYM_BNOT, exit[1]));
    /* a witness search's query: k1 = 0 and n = 8 fixed, and a loop's exit
     * test that needs trunc(k1) * 4 + 2 >=s n */
    f[7] = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, k1, z64), sym_bin(c, SYM_EQ, n, sym_const(c, 32, 8))),
                   sym_un(c, SYM_BNOT, exit[0]));
    /* a thread's bit of a shuffle's member mask, (mask >> lane) & 1 = 0 for
     * the lane (tid.x + 32 * tid.y) & 31: never for the full mask, and for
     * 0xffff never where not (15 <u tid.x) (each value of the lane tried) */
    const SymTerm *ty = sym_var(c, sym_var_new(c, "tid.y.1", 32, SYM_VAR_TID, 1, 1)), *k31 = sym_const(c, 32, 31);
    const SymTerm *lane = sym_bin(c, SYM_AND, sym_bin(c, SYM_ADD, w.v1, sym_bin(c, SYM_MUL, ty, sym_const(c, 32, 32))), k31);
    const SymTerm *bit[2];
    for (int i = 0; i < 2; i++)
        bit[i] = sym_bin(c, SYM_EQ,
                         sym_bin(c, SYM_AND, sym_bin(c, SYM_LSHR, sym_const(c, 32, i ? 0xffffu : 0xffffffffu), lane),
                                 sym_const(c, 32, 1)),
                         sym_const(c, 32, 0));
    f[8] = sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, w.v1, sym_const(c, 32, 1024)), bit[0]);
    f[9] = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, w.v1, sym_const(c, 32, 32)), bit[1]),
                   sym_un(c, SYM_BNOT, sym_bin(c, SYM_ULT, sym_const(c, 32, 15), w.v1)));
    /* y[gid] past its 1000 elements (4 * sext(gid) >u 3996) where gid =
     * 256 * ctaid.x + tid.x <s 1000: the guard bounds the sum, which the
     * access's offset is a multiple of */
    const SymTerm *cta = sym_var(c, sym_var_new(c, "ctaid.x.1", 32, SYM_VAR_CTAID, 0, 1));
    const SymTerm *gid = sym_bin(c, SYM_ADD, sym_bin(c, SYM_MUL, cta, sym_const(c, 32, 256)), w.v1);
    const SymTerm *off = sym_bin(c, SYM_SHL, sym_ext(c, SYM_SEXT, 64, gid), sym_const(c, 64, 2));
    f[10] = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, w.v1, sym_const(c, 32, 256)),
                                         sym_bin(c, SYM_ULT, cta, sym_const(c, 32, 4))),
                    sym_bin(c, SYM_BAND, sym_bin(c, SYM_SLT, gid, sym_const(c, 32, 1000)),
                            sym_bin(c, SYM_ULT, sym_const(c, 64, 3996), off)));
    /* out[gid >> 5] written by lane 0 of each warp ((tid.x & 31) = 0 in
     * both threads): the twins gid.1 >> 5 and gid.2 >> 5 pair up, equal,
     * with equal low bits the gids are equal, and so are the threads */
    const SymTerm *cta2 = sym_var(c, sym_var_new(c, "ctaid.x.2", 32, SYM_VAR_CTAID, 0, 2)), *wa[2];
    f[11] = sym_un(c, SYM_BNOT, sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, w.v1, w.v2), sym_bin(c, SYM_EQ, cta, cta2)));
    for (int t = 0; t < 2; t++) {
        const SymTerm *tt = t ? w.v2 : w.v1, *ct = t ? cta2 : cta;
        const SymTerm *g = sym_bin(c, SYM_ADD, sym_bin(c, SYM_MUL, ct, sym_const(c, 32, 256)), tt);
        wa[t] = sym_bin(c, SYM_MUL, sym_ext(c, SYM_ZEXT, 64, sym_bin(c, SYM_LSHR, g, sym_const(c, 32, 5))),
                        sym_const(c, 64, 4));
        f[11] = sym_bin(c, SYM_BAND, f[11], sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, tt, sym_const(c, 32, 256)),
                                                   sym_bin(c, SYM_ULT, ct, sym_const(c, 32, 4))));
        f[11] = sym_bin(c, SYM_BAND, f[11], sym_bin(c, SYM_EQ, sym_bin(c, SYM_AND, tt, k31), sym_const(c, 32, 0)));
    }
    f[11] = sym_bin(c, SYM_BAND, f[11],
                    sym_bin(c, SYM_ULT, sym_bin(c, SYM_ADD, sym_bin(c, SYM_SUB, wa[1], wa[0]), sym_const(c, 64, 3)),
                            sym_const(c, 64, 7)));
    /* an interleaved reduction's step: writers tid % 2 = 0 (tid & 1 = 0 in
     * both threads) against s[t.1 + 1] = s[t.2]: t.2 = t.1 + 1 is odd */
    const SymTerm *even = sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, sym_bin(c, SYM_AND, w.v1, sym_const(c, 32, 1)), sym_const(c, 32, 0)),
                                  sym_bin(c, SYM_EQ, sym_bin(c, SYM_AND, w.v2, sym_const(c, 32, 1)), sym_const(c, 32, 0)));
    const SymTerm *gap = sym_bin(c, SYM_SUB, scaled(c, w.v2, 4), scaled(c, sym_bin(c, SYM_ADD, w.v1, sym_const(c, 32, 1)), 4));
    f[12] = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, conflict(&w, 256, w.v1, w.v1), even),  // (no equality: a window)
                    sym_bin(c, SYM_ULT, sym_bin(c, SYM_ADD, gap, sym_const(c, 32, 3)), sym_const(c, 32, 7)));
    /* a chained scan's flags: thread 0 of block c1 != 0 reads flag[c1 - 1],
     * thread 0 of block c2 wrote flag[c2] (p2) and prefix[c2] (p3); they
     * meet only at c2 = c1 - 1, where the pair is ordered (not (the same
     * prefix word or ...)). The window pins zext(c2) - zext(c1 - 1) to 0,
     * exact as c2 - c1 + 1 only once c1 != 0 bounds c1 (derived: pins are
     * read after it), and the negated disjunction falls by its first case */
    const SymTerm *p2 = sym_var(c, sym_var_new(c, "p2", 64, SYM_VAR_PARAM, 0, 0));
    const SymTerm *p3 = sym_var(c, sym_var_new(c, "p3", 64, SYM_VAR_PARAM, 0, 0));
    const SymTerm *k4w = sym_const(c, 64, 4), *z32 = sym_const(c, 32, 0);
    const SymTerm *prev = sym_ext(c, SYM_ZEXT, 64, sym_bin(c, SYM_ADD, cta, sym_const(c, 32, 0xffffffffu)));
    const SymTerm *mine = sym_ext(c, SYM_ZEXT, 64, cta2);
    const SymTerm *pre[2] = { sym_bin(c, SYM_ADD, p3, sym_bin(c, SYM_MUL, prev, k4w)),
                              sym_bin(c, SYM_ADD, p3, sym_bin(c, SYM_MUL, mine, k4w)) };
    const SymTerm *flg[2] = { sym_bin(c, SYM_ADD, p2, sym_bin(c, SYM_SHL, prev, sym_const(c, 64, 2))),
                              sym_bin(c, SYM_ADD, p2, sym_bin(c, SYM_MUL, mine, k4w)) };
    const SymTerm *zero[2] = { sym_bin(c, SYM_EQ, w.v1, z32), sym_bin(c, SYM_EQ, w.v2, z32) };
    const SymTerm *c1nz = sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, cta, z32));
    const SymTerm *same_pre = sym_bin(c, SYM_EQ, pre[1], pre[0]), *d[2];
    d[0] = sym_bin(c, SYM_BAND, sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, pre[0], pre[1])),
                   sym_bin(c, SYM_ULT, sym_bin(c, SYM_ADD, sym_bin(c, SYM_SUB, pre[1], pre[0]), sym_const(c, 64, 3)),
                           sym_const(c, 64, 7)));
    d[1] = sym_bin(c, SYM_BAND, sym_un(c, SYM_BNOT, sym_bin(c, SYM_BOR, sym_bin(c, SYM_BAND, zero[1], sym_bin(c, SYM_BAND, c1nz, same_pre)),
                                                            sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, cta2, cta), same_pre))),
                   sym_bin(c, SYM_ULT, sym_bin(c, SYM_ADD, sym_bin(c, SYM_SUB, flg[1], flg[0]), sym_const(c, 64, 3)),
                           sym_const(c, 64, 7)));
    f[13] = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, cta, sym_const(c, 32, 32)),
                                         sym_bin(c, SYM_ULT, cta2, sym_const(c, 32, 32))),
                    sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, zero[0], zero[1]), c1nz));
    f[13] = sym_bin(c, SYM_BAND, f[13], sym_un(c, SYM_BNOT, sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, w.v1, w.v2),
                                                                    sym_bin(c, SYM_EQ, cta, cta2))));
    f[13] = sym_bin(c, SYM_BAND, f[13], sym_bin(c, SYM_BOR, d[0], d[1]));
    /* a flag's value by cases, 9 = ite(b0 and t0, 9, ite(b0 and not t0, 9, 0)) + 1:
     * no case gives 8 (the ites inside an equality split) */
    const SymTerm *b0 = sym_bin(c, SYM_EQ, cta2, z32);
    const SymTerm *v9 = sym_ite(c, sym_bin(c, SYM_BAND, b0, zero[1]), sym_const(c, 64, 9),
                                sym_ite(c, sym_bin(c, SYM_BAND, b0, sym_un(c, SYM_BNOT, zero[1])), sym_const(c, 64, 9), z64));
    f[14] = sym_bin(c, SYM_BAND, zero[0], sym_bin(c, SYM_EQ, sym_const(c, 64, 9), sym_bin(c, SYM_ADD, v9, sym_const(c, 64, 1))));
    /* the upper half-warps' words, 32 * ctaid + (tid & 31) for tid in [32,
     * 64): equal lanes and equal blocks, and tid >> 5 is 1 in both, so the
     * threads are one */
    const SymTerm *hw[2], *ct[2] = { cta, cta2 }, *tt[2] = { w.v1, w.v2 };
    f[15] = sym_un(c, SYM_BNOT, sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, w.v1, w.v2), sym_bin(c, SYM_EQ, cta, cta2)));
    for (int t = 0; t < 2; t++) {
        hw[t] = scaled(c, sym_bin(c, SYM_ADD, sym_bin(c, SYM_MUL, ct[t], sym_const(c, 32, 32)),
                                  sym_bin(c, SYM_AND, tt[t], k31)), 4);
        f[15] = sym_bin(c, SYM_BAND, f[15], sym_bin(c, SYM_BAND, sym_un(c, SYM_BNOT, sym_bin(c, SYM_ULT, tt[t], sym_const(c, 32, 32))),
                                                   sym_bin(c, SYM_ULT, tt[t], sym_const(c, 32, 64))));
        f[15] = sym_bin(c, SYM_BAND, f[15], sym_bin(c, SYM_ULT, ct[t], sym_const(c, 32, 2)));
    }
    f[15] = sym_bin(c, SYM_BAND, f[15], sym_bin(c, SYM_ULT, sym_bin(c, SYM_ADD, sym_bin(c, SYM_SUB, hw[1], hw[0]), sym_const(c, 32, 3)),
                                                sym_const(c, 32, 7)));
    for (int i = 0; i < 16; i++) {
        assert_int_equal(smt_check(s, f[i], &r), SMT_SAFE);
        assert_int_equal(smt_refuted(s), (uint64_t)i + 1);
        assert_int_equal(smt_check(z3, f[i], &r), SMT_SAFE);
    }
    smt_solver_free(s);
    smt_solver_free(z3);
    sym_free(c);
}

/* The model search (smt_guess.c): a neighbour's word, (tid + 1) % 256, is
 * found without Z3 and its model holds; an unsatisfiable formula and one
 * whose only models lie outside the candidates go to Z3. */
static void test_model_search(void **state)
{
    (void)state;
    TwoThreads w;
    two_threads(&w);
    SymCtx *c = &w.c;
    SmtSolver *s = smt_solver_new(c, 0);
    SmtResult r;
    uint64_t nq, nc, ns;
    const SymTerm *next = sym_bin(c, SYM_AND, sym_bin(c, SYM_ADD, w.v2, sym_const(c, 32, 1)), sym_const(c, 32, 255));
    const SymTerm *f = conflict(&w, 256, scaled(c, w.v1, 4), scaled(c, next, 4));
    assert_int_equal(smt_check(s, f, &r), SMT_RACE);
    assert_int_equal(smt_guessed(s), 1);
    assert_int_equal(sym_eval(c, f, r.model), 1);
    assert_int_equal((r.model[w.v2->var] + 1) % 256, r.model[w.v1->var]);
    smt_stats(s, &nq, &nc, &ns);
    assert_int_equal(ns, 0);
    /* s[tid ^ 5] against s[tid ^ 5]: no two distinct threads meet (not affine: Z3 proves it) */
    f = conflict(&w, 256, sym_bin(c, SYM_XOR, w.v1, sym_const(c, 32, 5)), sym_bin(c, SYM_XOR, w.v2, sym_const(c, 32, 5)));
    assert_int_equal(smt_check(s, f, &r), SMT_SAFE);
    /* tid.x.1 * tid.x.1 == 49 * tid.x.2 + 2 (10 and 2: no candidate values) */
    f = sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, w.v1, sym_const(c, 32, 1024)),
                sym_bin(c, SYM_EQ, sym_bin(c, SYM_MUL, w.v1, w.v1),
                        sym_bin(c, SYM_ADD, sym_bin(c, SYM_MUL, w.v2, sym_const(c, 32, 49)), sym_const(c, 32, 2))));
    f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_ULT, w.v2, sym_const(c, 32, 1024)));
    assert_int_equal(smt_check(s, f, &r), SMT_RACE);
    assert_int_equal(sym_eval(c, f, r.model), 1);
    assert_int_equal(smt_guessed(s), 1);
    smt_stats(s, &nq, &nc, &ns);
    assert_int_equal(ns, 2);
    /* Tiles 255 wide for blocks of 256 threads: 4 * (255 * b + t) of two
     * threads meet only at the seam (t = 255 of block b, t = 0 of block b +
     * 1). From all zeros no single change raises the score (threads made
     * distinct leave the window): a step that keeps it, then the value of t
     * that the window solves for, finds it without Z3. */
    const SymTerm *b1 = sym_var(c, sym_var_new(c, "ctaid.x.1", 32, SYM_VAR_CTAID, 0, 1));
    const SymTerm *b2 = sym_var(c, sym_var_new(c, "ctaid.x.2", 32, SYM_VAR_CTAID, 0, 2));
    const SymTerm *g1 = scaled(c, sym_bin(c, SYM_ADD, scaled(c, b1, 255), w.v1), 4);
    const SymTerm *g2 = scaled(c, sym_bin(c, SYM_ADD, scaled(c, b2, 255), w.v2), 4);
    f = sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, b1, sym_const(c, 32, 8)), sym_bin(c, SYM_ULT, b2, sym_const(c, 32, 8)));
    f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, w.v1, sym_const(c, 32, 256)),
                                        sym_bin(c, SYM_ULT, w.v2, sym_const(c, 32, 256))));
    f = sym_bin(c, SYM_BAND, f, sym_un(c, SYM_BNOT, sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, w.v1, w.v2),
                                                            sym_bin(c, SYM_EQ, b1, b2))));
    f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_ULT, sym_bin(c, SYM_ADD, sym_bin(c, SYM_SUB, g2, g1), sym_const(c, 32, 3)),
                                        sym_const(c, 32, 7)));
    assert_int_equal(smt_check(s, f, &r), SMT_RACE);
    assert_int_equal(sym_eval(c, f, r.model), 1);
    assert_int_equal(smt_guessed(s), 2);
    smt_stats(s, &nq, &nc, &ns);
    assert_int_equal(ns, 2);
    /* s[tid + 128] written against s[tid] with different values (a
     * same-value write is benign): the window's value of tid.x.1 keeps the
     * score (the values are equal then) and is taken before plain values
     * that keep it too; then a value changes */
    const SymTerm *val1 = sym_var(c, sym_var_new(c, "h1.1", 32, SYM_VAR_FREE, 0, 1));
    const SymTerm *val2 = sym_var(c, sym_var_new(c, "h2.2", 32, SYM_VAR_FREE, 0, 2));
    const SymTerm *a1 = scaled(c, w.v1, 4), *a2 = sym_bin(c, SYM_ADD, scaled(c, w.v2, 4), sym_const(c, 32, 512));
    f = sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, w.v1, sym_const(c, 32, 256)), sym_bin(c, SYM_ULT, w.v2, sym_const(c, 32, 256)));
    f = sym_bin(c, SYM_BAND, f, sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, w.v1, w.v2)));
    f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_ULT, sym_bin(c, SYM_ADD, sym_bin(c, SYM_SUB, a2, a1), sym_const(c, 32, 3)),
                                        sym_const(c, 32, 7)));
    f = sym_bin(c, SYM_BAND, f, sym_un(c, SYM_BNOT, sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, a1, a2),
                                                            sym_bin(c, SYM_EQ, val1, val2))));
    assert_int_equal(smt_check(s, f, &r), SMT_RACE);
    assert_int_equal(sym_eval(c, f, r.model), 1);
    assert_int_equal(smt_guessed(s), 3);
    smt_stats(s, &nq, &nc, &ns);
    assert_int_equal(ns, 2);
    /* Thread 0 of two blocks after a tree loop: its counter k has left the
     * loop when 128 >> k reached 0 and not before (0 <u 128 >> (k - 1)),
     * PTX's shift count clamped (ite(k <u 32, k, 32)). No side is affine
     * in k and 8 is no constant of the formula: steps doubling from k = 0
     * until the exit holds (k = 8) and halving back find it without Z3. */
    const SymTerm *k1 = sym_var(c, sym_var_new(c, "k.1", 64, SYM_VAR_LOOP, 0, 1));
    const SymTerm *exit_k = NULL;
    for (int past = 0; past < 2; past++) {
        const SymTerm *n = past ? k1 : sym_bin(c, SYM_SUB, k1, sym_const(c, 64, 1));
        const SymTerm *cnt = sym_ite(c, sym_bin(c, SYM_ULT, n, sym_const(c, 64, 32)), sym_ext(c, SYM_TRUNC, 32, n),
                                     sym_const(c, 32, 32));
        const SymTerm *live = sym_bin(c, SYM_ULT, sym_const(c, 32, 0), sym_bin(c, SYM_LSHR, sym_const(c, 32, 128), cnt));
        live = past ? sym_un(c, SYM_BNOT, live)
                    : sym_bin(c, SYM_BAND, sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, k1, sym_const(c, 64, 0))), live);
        exit_k = exit_k ? sym_bin(c, SYM_BAND, exit_k, live) : live;
    }
    f = sym_bin(c, SYM_BAND, exit_k, sym_bin(c, SYM_ULT, k1, sym_const(c, 64, UINT64_C(1) << 56)));
    f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, w.v1, sym_const(c, 32, 0)),
                                        sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, b1, b2))));
    f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, b1, sym_const(c, 32, 64)),
                                        sym_bin(c, SYM_ULT, b2, sym_const(c, 32, 64))));
    assert_int_equal(smt_check(s, f, &r), SMT_RACE);
    assert_int_equal(sym_eval(c, f, r.model), 1);
    assert_int_equal(r.model[k1->var], 8);
    assert_int_equal(smt_guessed(s), 4);
    smt_stats(s, &nq, &nc, &ns);
    assert_int_equal(ns, 2);
    smt_solver_free(s);
    sym_free(c);
}

/* f checked by `fast`; where its refutation answered, Z3 (`z3`, the
 * shortcuts off) must not find a model: *refuted counts the refutations,
 * *confirmed those Z3 proved too (else its limit: neither answer). */
static void refutation_agrees(SmtSolver *fast, SmtSolver *z3, const SymTerm *f, int round, unsigned *refuted,
                              unsigned *confirmed)
{
    SmtResult r1, r2;
    uint64_t before = smt_refuted(fast);
    SmtOutcome o1 = smt_check(fast, f, &r1);
    if (smt_refuted(fast) == before)
        return;
    assert_int_equal(o1, SMT_SAFE);
    (*refuted)++;
    SmtOutcome o2 = smt_check(z3, f, &r2);
    if (o2 == SMT_RACE)
        fail_msg("round %d: refuted, but Z3 finds a model", round);
    *confirmed += o2 == SMT_SAFE;
}

/* Lanes that are no thread's twin of the other's (t1 against (t2 + j) &
 * m, scaled differently) under a paired block index: the refutation reads
 * them as an interval below the blocks' digit. Whatever it refutes, Z3
 * (the shortcuts off) must prove unsatisfiable too; and it refutes some. */
static void test_unpaired_lanes_agree_with_z3(void **state)
{
    (void)state;
    uint64_t seed = 0x2545f4914f6cdd1du;
    unsigned refuted = 0, confirmed = 0;
    for (int round = 0; round < 150; round++) {
        SymCtx c;
        sym_init(&c);
        SmtSolver *fast = smt_solver_new(&c, 1000), *z3 = smt_solver_new(&c, 3000000);
        smt_set_shortcuts(z3, 0);
        unsigned w = rnd(&seed) % 2 ? 32 : 64;
        const SymTerm *b1 = sym_var(&c, sym_var_new(&c, "ctaid.x.1", w, SYM_VAR_CTAID, 0, 1));
        const SymTerm *b2 = sym_var(&c, sym_var_new(&c, "ctaid.x.2", w, SYM_VAR_CTAID, 0, 2));
        const SymTerm *t1 = sym_var(&c, sym_var_new(&c, "tid.x.1", w, SYM_VAR_TID, 0, 1));
        const SymTerm *t2 = sym_var(&c, sym_var_new(&c, "tid.x.2", w, SYM_VAR_TID, 0, 2));
        uint64_t nb = 2 + rnd(&seed) % 64, nt = 1 + rnd(&seed) % 64, m = (UINT64_C(1) << (1 + rnd(&seed) % 6)) - 1;
        uint64_t C = 1 + rnd(&seed) % 300, c1 = 1 + rnd(&seed) % 9, c2 = 1 + rnd(&seed) % 9, j = rnd(&seed) % 4;
        uint64_t k = rnd(&seed) % 3 ? 0 : rnd(&seed) % 40, win = rnd(&seed) % 8;
        const SymTerm *f = sym_bin(&c, SYM_BAND, sym_bin(&c, SYM_ULT, b1, sym_const(&c, w, nb)),
                                   sym_bin(&c, SYM_ULT, b2, sym_const(&c, w, nb)));
        f = sym_bin(&c, SYM_BAND, f, sym_bin(&c, SYM_BAND, sym_bin(&c, SYM_ULT, t1, sym_const(&c, w, nt)),
                                             sym_bin(&c, SYM_ULT, t2, sym_const(&c, w, nt))));
        f = sym_bin(&c, SYM_BAND, f, sym_un(&c, SYM_BNOT, sym_bin(&c, SYM_BAND, sym_bin(&c, SYM_EQ, t1, t2),
                                                                  sym_bin(&c, SYM_EQ, b1, b2))));
        if (rnd(&seed) % 2)
            f = sym_bin(&c, SYM_BAND, f, sym_un(&c, SYM_BNOT, sym_bin(&c, SYM_EQ, b1, b2)));
        const SymTerm *u2 = sym_bin(&c, SYM_AND, sym_bin(&c, SYM_ADD, t2, sym_const(&c, w, j)), sym_const(&c, w, m));
        const SymTerm *x1 = sym_bin(&c, SYM_ADD, sym_bin(&c, SYM_MUL, b1, sym_const(&c, w, C)),
                                    sym_bin(&c, SYM_MUL, t1, sym_const(&c, w, c1)));
        const SymTerm *x2 = sym_bin(&c, SYM_ADD, sym_bin(&c, SYM_MUL, b2, sym_const(&c, w, C)),
                                    sym_bin(&c, SYM_ADD, sym_bin(&c, SYM_MUL, u2, sym_const(&c, w, c2)), sym_const(&c, w, k)));
        const SymTerm *d = sym_bin(&c, SYM_SUB, x2, x1);
        f = sym_bin(&c, SYM_BAND, f, sym_bin(&c, SYM_ULT, d, sym_const(&c, w, win + 1)));
        refutation_agrees(fast, z3, f, round, &refuted, &confirmed);
        smt_solver_free(fast);
        smt_solver_free(z3);
        sym_free(&c);
    }
    print_message("unpaired lanes: %u refuted (%u confirmed by Z3)\n", refuted, confirmed);
    assert_true(refuted >= 25);
    assert_int_equal(confirmed, refuted);
}

/* Random affine addresses of two threads (coefficients, ranges, widths,
 * windows): whatever the refutation proves unsatisfiable, Z3 (the
 * shortcuts off) must too; whatever the model search answers, its model
 * satisfies the formula (sym_eval) and Z3 does not prove it unsatisfiable;
 * and each must answer some. */
static void test_shortcuts_agree_with_z3(void **state)
{
    (void)state;
    uint64_t seed = 0x9e3779b97f4a7c15u;
    unsigned refuted = 0, confirmed = 0, guessed = 0, sat = 0;
    for (int round = 0; round < 200; round++) {
        SymCtx c;
        sym_init(&c);
        SmtSolver *fast = smt_solver_new(&c, 1000), *z3 = smt_solver_new(&c, 3000000);  // fast: only its refutation counts
        smt_set_shortcuts(z3, 0);
        static const char *const names[3][2] = { { "tid.x.1", "tid.x.2" }, { "tid.y.1", "tid.y.2" },
                                                 { "ctaid.x.1", "ctaid.x.2" } };
        const SymTerm *v[3][2], *facts = sym_bool(&c, 1), *same = sym_bool(&c, 1);
        unsigned inner = rnd(&seed) % 2 ? 32 : 16, wide = rnd(&seed) % 3 ? inner : inner == 16 ? 32 : 64;
        for (int i = 0; i < 3; i++) {
            uint64_t n = 1 + rnd(&seed) % (rnd(&seed) % 2 ? 8 : 300);
            for (int t = 0; t < 2; t++) {
                v[i][t] = sym_var(&c, sym_var_new(&c, names[i][t], inner, i == 2 ? SYM_VAR_CTAID : SYM_VAR_TID,
                                                  (unsigned)(i == 1), (unsigned)t + 1));
                facts = sym_bin(&c, SYM_BAND, facts, sym_bin(&c, SYM_ULT, v[i][t], sym_const(&c, inner, n)));
            }
            same = sym_bin(&c, SYM_BAND, same, sym_bin(&c, SYM_EQ, v[i][0], v[i][1]));
        }
        facts = sym_bin(&c, SYM_BAND, facts, sym_un(&c, SYM_BNOT, same));
        if (rnd(&seed) % 4 == 0)  // one block
            facts = sym_bin(&c, SYM_BAND, facts, sym_bin(&c, SYM_EQ, v[2][0], v[2][1]));
        const SymTerm *base = sym_var(&c, sym_var_new(&c, "base", wide, SYM_VAR_PARAM, 0, 0));
        uint64_t coef[3], scale = UINT64_C(1) << (rnd(&seed) % 4), off = rnd(&seed) % 3 == 0 ? rnd(&seed) % 9 : 0;
        for (int i = 0; i < 3; i++)
            coef[i] = rnd(&seed) % 3 == 0 ? rnd(&seed) % 70000 : (UINT64_C(1) << (rnd(&seed) % 12)) + rnd(&seed) % 3;
        const SymTerm *a[2];
        for (int t = 0; t < 2; t++) {
            const SymTerm *sum = sym_const(&c, inner, t ? off : 0);
            for (int i = 0; i < 3; i++)
                sum = sym_bin(&c, SYM_ADD, sum, sym_bin(&c, SYM_MUL, v[i][t], sym_const(&c, inner, coef[i])));
            if (wide != inner)
                sum = sym_ext(&c, rnd(&seed) % 2 ? SYM_ZEXT : SYM_SEXT, wide, sum);
            a[t] = sym_bin(&c, SYM_ADD, base, sym_bin(&c, SYM_MUL, sum, sym_const(&c, wide, scale)));
        }
        uint64_t n1 = UINT64_C(1) << (rnd(&seed) % 4), n2 = UINT64_C(1) << (rnd(&seed) % 4);
        const SymTerm *d = sym_bin(&c, SYM_ADD, sym_bin(&c, SYM_SUB, a[1], a[0]), sym_const(&c, wide, n2 - 1));
        const SymTerm *f = sym_bin(&c, SYM_BAND, facts, sym_bin(&c, SYM_ULT, d, sym_const(&c, wide, n1 + n2 - 1)));
        SmtResult r1, r2;
        SmtOutcome o1 = smt_check(fast, f, &r1);
        if (smt_refuted(fast)) {
            assert_int_equal(o1, SMT_SAFE);
            refuted++;
            SmtOutcome o2 = smt_check(z3, f, &r2);
            if (o2 == SMT_RACE)
                fail_msg("round %d: refuted, but Z3 finds a race", round);
            confirmed += o2 == SMT_SAFE;  // else Z3's limit: neither answer
        } else if (smt_guessed(fast)) {
            assert_int_equal(o1, SMT_RACE);
            assert_int_equal(sym_eval(&c, f, r1.model), 1);
            guessed++;
            SmtOutcome o2 = smt_check(z3, f, &r2);
            if (o2 == SMT_SAFE)
                fail_msg("round %d: a model was found, but Z3 proves none exists", round);
            sat += o2 == SMT_RACE;
        }
        smt_solver_free(fast);
        smt_solver_free(z3);
        sym_free(&c);
    }
    print_message("%u of 200 refuted, %u of them proved by Z3 too; %u modeled, %u by Z3 too\n", refuted, confirmed,
                  guessed, sat);
    assert_true(confirmed >= 30);
    assert_true(sat >= 30);
}

/* Terms over the SymCtx *c of the tests below. */
#define K(v) sym_const(c, 64, v)
#define K32(v) sym_const(c, 32, v)
#define AND(a, b) sym_bin(c, SYM_BAND, a, b)
#define OR(a, b) sym_bin(c, SYM_BOR, a, b)
#define NOT(a) sym_un(c, SYM_BNOT, a)
#define ULT(a, b) sym_bin(c, SYM_ULT, a, b)
#define ULE(a, b) sym_bin(c, SYM_ULE, a, b)
#define EQ(a, b) sym_bin(c, SYM_EQ, a, b)
#define ADD(a, b) sym_bin(c, SYM_ADD, a, b)
#define SUB(a, b) sym_bin(c, SYM_SUB, a, b)
#define MUL(a, b) sym_bin(c, SYM_MUL, a, b)

/* A random 16-bit term over the atoms for test_integer_reading: sums,
 * differences, constant multiples, shifts, masks, divisions by
 * constants, extensions and truncations, ites on signed and unsigned
 * tests: what the integer reading (smt_lia.c) reads exactly. */
static const SymTerm *lia_term(SymCtx *c, uint64_t *seed, const SymTerm *const *atoms, unsigned natoms, int depth)
{
    if (depth == 0 || rnd(seed) % 5 == 0)
        return rnd(seed) % 6 ? atoms[rnd(seed) % natoms] : sym_const(c, 16, rnd(seed) % 3 ? rnd(seed) % 64 : rnd(seed));
    const SymTerm *a = lia_term(c, seed, atoms, natoms, depth - 1);
    const SymTerm *k = sym_const(c, 16, 1 + rnd(seed) % 40), *sh = sym_const(c, 16, rnd(seed) % 17);
    const SymTerm *b;
    switch (rnd(seed) % 15) {
    case 0: return sym_bin(c, SYM_ADD, a, lia_term(c, seed, atoms, natoms, depth - 1));
    case 1: return sym_bin(c, SYM_SUB, a, lia_term(c, seed, atoms, natoms, depth - 1));
    case 2: return sym_bin(c, SYM_MUL, a, sym_const(c, 16, rnd(seed) % 2 ? 1 + rnd(seed) % 12 : rnd(seed)));
    case 3: return sym_bin(c, SYM_SHL, a, sh);
    case 4: return sym_bin(c, SYM_LSHR, a, sh);
    case 5: return sym_bin(c, SYM_ASHR, a, sh);
    case 6: return sym_bin(c, SYM_AND, a, sym_const(c, 16, rnd(seed)));
    case 7: return sym_bin(c, rnd(seed) % 2 ? SYM_OR : SYM_XOR, a, sym_const(c, 16, rnd(seed)));
    case 8: return sym_bin(c, rnd(seed) % 2 ? SYM_UDIV : SYM_UREM, a, k);
    case 9: return sym_ext(c, SYM_SEXT, 16, sym_ext(c, SYM_TRUNC, 8 + (unsigned)(rnd(seed) % 4), a));
    case 10: return sym_ext(c, SYM_ZEXT, 16, sym_ext(c, SYM_TRUNC, 4 + (unsigned)(rnd(seed) % 8), a));
    case 11: return sym_un(c, rnd(seed) % 2 ? SYM_NOT : SYM_NEG, a);
    default:
        b = lia_term(c, seed, atoms, natoms, depth - 1);
        return sym_ite(c, sym_bin(c, rnd(seed) % 2 ? SYM_SLT : SYM_ULE, a, b), a, b);
    }
}

/* The integer reading asked before the bit-vector query where a formula
 * multiplies two variables (smt_lia.c): the stride obligation of a
 * transpose with a ranged width (rows * w + col, col < w, w in 1..1024),
 * which bit-blasting does not decide within its limit, is refuted by it;
 * with the width unbounded the product may wrap and a race exists, which
 * it must not refute. And on random formulas over x, y and their
 * products with n its answers agree with Z3's bit-vector ones (an answer
 * it gives is SAFE only where Z3 finds no model, RACE only with a model
 * the formula holds under). */
static void test_integer_reading(void **state)
{
    (void)state;
    for (int bounded = 1; bounded >= 0; bounded--) {
        SymCtx cc, *c = &cc;
        sym_init(c);
        const SymTerm *w = sym_var(c, sym_var_new(c, "w", 32, SYM_VAR_PARAM, 0, 0)), *row[2], *col[2], *addr[2];
        const SymTerm *f = bounded ? AND(ULE(K32(1), w), ULE(w, K32(1024))) : sym_bool(c, 1), *same;
        for (int t = 0; t < 2; t++) {
            row[t] = sym_var(c, sym_var_new(c, t ? "row.2" : "row.1", 32, SYM_VAR_TID, 1, (unsigned)t + 1));
            col[t] = sym_var(c, sym_var_new(c, t ? "col.2" : "col.1", 32, SYM_VAR_TID, 0, (unsigned)t + 1));
            f = AND(f, AND(ULT(row[t], K32(256)), ULT(col[t], w)));
            addr[t] = sym_bin(c, SYM_MUL, sym_ext(c, SYM_ZEXT, 64, ADD(MUL(row[t], w), col[t])), K(4));
        }
        same = AND(EQ(row[0], row[1]), EQ(col[0], col[1]));
        f = AND(AND(f, NOT(same)), EQ(addr[0], addr[1]));
        SmtSolver *s = smt_solver_new(c, 2000000);
        SmtResult r;
        SmtOutcome o = smt_check(s, f, &r);
        if (bounded) {
            assert_int_equal(o, SMT_SAFE);
            assert_int_equal(smt_lia_decided(s), 1);
        } else {
            assert_int_not_equal(o, SMT_SAFE);
            assert_int_equal(smt_lia_decided(s), 0);
        }
        smt_solver_free(s);
        sym_free(c);
    }
    uint64_t seed = 0x2545f4914f6cdd1du;
    unsigned decided = 0, safe = 0, race = 0;
    for (int round = 0; round < 300; round++) {
        SymCtx cc, *c = &cc;
        sym_init(c);
        const SymTerm *x = sym_var(c, sym_var_new(c, "x", 16, SYM_VAR_FREE, 0, 0));
        const SymTerm *y = sym_var(c, sym_var_new(c, "y", 16, SYM_VAR_FREE, 0, 0));
        const SymTerm *n = sym_var(c, sym_var_new(c, "n", 16, SYM_VAR_PARAM, 0, 0));
        const SymTerm *atoms[] = { x, y, n, sym_bin(c, SYM_MUL, x, n), sym_bin(c, SYM_MUL, n, y) };
        const SymTerm *facts = AND(AND(ULT(x, sym_const(c, 16, 300)), ULT(y, sym_const(c, 16, 300))),
                                   AND(ULE(sym_const(c, 16, 1), n), ULE(n, sym_const(c, 16, 200))));
        const SymTerm *a = lia_term(c, &seed, atoms, 5, 3), *b = lia_term(c, &seed, atoms, 5, 3);
        static const SymOp cmp[] = { SYM_EQ, SYM_ULT, SYM_ULE, SYM_SLT, SYM_SLE };
        const SymTerm *q = sym_bin(c, cmp[rnd(&seed) % 5], a, b);
        const SymTerm *f = AND(facts, rnd(&seed) % 3 ? q : NOT(q));
        f = AND(f, OR(EQ(atoms[3], atoms[4]), ULT(atoms[4], atoms[3])));  // a product is always in it
        SmtSolver *fast = smt_solver_new(c, 1000000), *z3 = smt_solver_new(c, 10000000);
        smt_set_shortcuts(z3, 0);
        smt_forget_models(fast);  // no model search: the satisfiable ones are the reading's to decide
        SmtResult r1, r2;
        SmtOutcome o1 = smt_check(fast, f, &r1), o2 = smt_check(z3, f, &r2);
        if (smt_lia_decided(fast)) {
            decided++;
            if (o1 == SMT_SAFE && o2 == SMT_RACE) {
                sym_print(c, f, stderr);
                fail_msg("round %d: the integer reading refutes a formula Z3 satisfies", round);
            }
            if (o1 == SMT_RACE)
                assert_int_equal(sym_eval(c, f, r1.model), 1);
            safe += o1 == SMT_SAFE, race += o1 == SMT_RACE;
        }
        smt_solver_free(fast);
        smt_solver_free(z3);
        sym_free(c);
    }
    print_message("integer reading: %u of 300 decided (%u unsat, %u with a model)\n", decided, safe, race);
    assert_true(safe >= 20);
    assert_true(race >= 20);
}

/* The refutation's bounds, differences, low bits, cleared low bits and
 * residue cases (smt_affine.c): each formula is refuted without Z3 and Z3
 * proves it unsatisfiable too; the satisfiable ones next to them are not
 * refuted. Shapes from the three-stage cp.async rings. */
static void test_refutation_by_cases(void **state)
{
    (void)state;
    TwoThreads w;
    two_threads(&w);
    SymCtx *c = &w.c;
    SmtSolver *s = smt_solver_new(c, 0), *z3 = smt_solver_new(c, 0);
    smt_set_shortcuts(z3, 0);
    SmtResult r;
    const SymTerm *k1 = sym_var(c, sym_var_new(c, "k7.1", 64, SYM_VAR_LOOP, 0, 1));
    const SymTerm *k2 = sym_var(c, sym_var_new(c, "k7.2", 64, SYM_VAR_LOOP, 0, 2));
    const SymTerm *n = sym_var(c, sym_var_new(c, "n", 32, SYM_VAR_PARAM, 0, 0));
    const SymTerm *one = sym_const(c, 64, 1), *c4 = sym_const(c, 64, 4), *c3 = sym_const(c, 64, 3);
    const SymTerm *loops = AND(ULT(k1, K(UINT64_C(1) << 62)), ULT(k2, K(UINT64_C(1) << 62)));
    /* k2 - 1 <u zext(n' >> 2) with n' = n - (n & 3) - 4: its low bits are 0 */
    const SymTerm *n4 = sym_bin(c, SYM_ADD, sym_bin(c, SYM_SUB, n, sym_bin(c, SYM_AND, n, sym_const(c, 32, 3))),
                                sym_const(c, 32, 0xfffffffcu));
    const SymTerm *trip = sym_bin(c, SYM_BOR, NOT(EQ(sym_bin(c, SYM_AND, n4, sym_const(c, 32, 3)), sym_const(c, 32, 0))),
                                  ULT(sym_bin(c, SYM_SUB, k2, one),
                                      sym_ext(c, SYM_ZEXT, 64, sym_bin(c, SYM_LSHR, n4, sym_const(c, 32, 2)))));
    const SymTerm *stage1 = sym_bin(c, SYM_UREM, ADD(k1, K(2)), c3), *stage2 = sym_bin(c, SYM_UREM, k2, c3);
    const SymTerm *f[8], *g[4];
    /* 1: k1 <u k2 bounds k2 below by 1 and, through the trip count, above
     * by 2^30; then 4 * k1 + 4 <u 4 * k2 + 2 holds (a difference times 4) */
    f[0] = AND(AND(AND(loops, ULT(k1, k2)), AND(sym_bin(c, SYM_BOR, EQ(k2, K(0)), trip),
                                                 NOT(ULT(MUL(k1, c4), ADD(MUL(k2, c4), K(2)))))),
               ULE(K(2), ADD(MUL(k2, c4), c4)));
    /* 2: ((~k & 1) ^ k) & 1 is 1, never 0 */
    const SymTerm *kk = sym_ext(c, SYM_TRUNC, 32, k1);
    f[1] = EQ(sym_bin(c, SYM_AND, sym_bin(c, SYM_XOR, sym_bin(c, SYM_AND, sym_un(c, SYM_NOT, kk), sym_const(c, 32, 1)), kk),
                      sym_const(c, 32, 1)),
              sym_const(c, 32, 0));
    /* 3: one iteration (k1 = k2) of stages k + 2 and k (mod 3): never one */
    f[2] = AND(AND(loops, EQ(k1, k2)), EQ(stage1, stage2));
    /* 4: k1 <u k2 and not (k1 + 1 <u k2): k2 = k1 + 1, so (k1 + 2) % 3 != k2 % 3 */
    f[3] = AND(AND(loops, AND(ULT(k1, k2), NOT(ULT(ADD(k1, one), k2)))), EQ(stage1, stage2));
    /* 5: 4k1 + 1 <=u 4k2 + 1 and not (1 <=u 4k2 + 3 and 4k1 + 2 <u 4k2 - 1),
     * k2 != 0, k2 <u 1000: k1 = k2; then the stages differ */
    const SymTerm *order = NOT(AND(ULE(one, ADD(MUL(k2, c4), c3)),
                                   ULT(ADD(MUL(k1, c4), K(2)), sym_bin(c, SYM_SUB, MUL(k2, c4), one))));
    f[4] = AND(AND(AND(loops, ULE(ADD(MUL(k1, c4), one), ADD(MUL(k2, c4), one))), AND(order, NOT(EQ(k2, K(0))))),
               AND(ULT(k2, K(1000)), EQ(stage1, stage2)));
    /* 6: word (t2 + 1) % 128 of stage s2 against word t1 of stage s1 != s2,
     * the signed remainder as nvcc writes it: (x - (x & -128)) */
    const SymTerm *x = sym_bin(c, SYM_ADD, w.v2, sym_const(c, 32, 1));
    const SymTerm *sx = sym_bin(c, SYM_ADD, x, sym_bin(c, SYM_LSHR, sym_bin(c, SYM_ASHR, x, sym_const(c, 32, 31)),
                                                        sym_const(c, 32, 25)));
    const SymTerm *mod = sym_bin(c, SYM_SUB, x, sym_bin(c, SYM_AND, sx, sym_const(c, 32, 0xffffff80u)));
    const SymTerm *s1 = sym_ext(c, SYM_TRUNC, 32, stage1), *s2 = sym_ext(c, SYM_TRUNC, 32, stage2);
    const SymTerm *a2 = sym_bin(c, SYM_ADD, sym_bin(c, SYM_SHL, s2, sym_const(c, 32, 9)), sym_bin(c, SYM_SHL, mod, sym_const(c, 32, 2)));
    const SymTerm *a1 = sym_bin(c, SYM_ADD, sym_bin(c, SYM_SHL, s1, sym_const(c, 32, 9)), sym_bin(c, SYM_SHL, w.v1, sym_const(c, 32, 2)));
    const SymTerm *tids = AND(ULT(w.v1, sym_const(c, 32, 128)), ULT(w.v2, sym_const(c, 32, 128)));
    f[5] = AND(AND(AND(loops, tids), EQ(k1, k2)),
               ULT(sym_bin(c, SYM_ADD, sym_bin(c, SYM_SUB, a2, a1), sym_const(c, 32, 3)), sym_const(c, 32, 7)));
    /* 7: y = ite(k1 <u 500, k1 + 10, k1 + 20) <u k1 + 5, k1 <u 1000: false
     * down either branch (an ite case split; y's range alone says nothing) */
    const SymTerm *y = sym_ite(c, ULT(k1, K(500)), ADD(k1, K(10)), ADD(k1, K(20)));
    f[6] = AND(ULT(k1, K(1000)), ULT(y, ADD(k1, K(5))));
    /* 8: word (t1 + 1) % 256 of a 1 KiB array at sa, the remainder as nvcc
     * writes it with a mask that clears the top bits too (x - ((x + (x >>a 31
     * >>u 24)) & 0x3fffff00)), against an 8-byte object at ba below or above
     * the array: a difference ba - sa plus a bounded term, never [-7, 3] */
    const SymTerm *sa = sym_var(c, sym_var_new(c, "&s", 64, SYM_VAR_FREE, 0, 0));
    const SymTerm *ba = sym_var(c, sym_var_new(c, "&bar", 64, SYM_VAR_FREE, 0, 0));
    const SymTerm *x1 = sym_bin(c, SYM_ADD, w.v1, sym_const(c, 32, 1));
    const SymTerm *sx1 = sym_bin(c, SYM_ADD, x1, sym_bin(c, SYM_LSHR, sym_bin(c, SYM_ASHR, x1, sym_const(c, 32, 31)),
                                                          sym_const(c, 32, 24)));
    const SymTerm *m1 = sym_bin(c, SYM_SUB, x1, sym_bin(c, SYM_AND, sx1, sym_const(c, 32, 0x3fffff00u)));
    const SymTerm *word = sym_bin(c, SYM_ADD, sym_ext(c, SYM_TRUNC, 32, sa), sym_bin(c, SYM_SHL, m1, sym_const(c, 32, 2)));
    const SymTerm *meets = ULT(sym_bin(c, SYM_ADD, sym_bin(c, SYM_SUB, sym_ext(c, SYM_TRUNC, 32, ba), word),
                                       sym_const(c, 32, 7)),
                               sym_const(c, 32, 11));
    const SymTerm *placed = AND(AND(ULT(sa, K(0xfffffc00u)), ULT(ba, K(0xfffffff8u))), ULT(w.v1, sym_const(c, 32, 256)));
    f[7] = AND(AND(placed, OR(ULE(ADD(ba, K(8)), sa), ULE(ADD(sa, K(1024)), ba))), meets);
    for (int i = 0; i < 8; i++) {
        assert_int_equal(smt_check(s, f[i], &r), SMT_SAFE);
        assert_int_equal(smt_refuted(s), (uint64_t)i + 1);
        assert_int_equal(smt_check(z3, f[i], &r), SMT_SAFE);
    }
    /* satisfiable neighbours: (x & 1) = 1 of an unknown x (a shift); k2 =
     * k1 + 3 keeps the stage, and so does k2 = k1 + 2 for stages k + 2, k */
    g[0] = AND(tids, EQ(sym_bin(c, SYM_AND, sym_bin(c, SYM_LSHR, sym_const(c, 32, 0xffffffffu),
                                                    sym_bin(c, SYM_AND, w.v2, sym_const(c, 32, 31))),
                                sym_const(c, 32, 1)),
                        sym_const(c, 32, 1)));
    g[1] = AND(AND(loops, AND(ULT(k1, k2), NOT(ULT(ADD(k1, K(3)), k2)))),
               EQ(sym_bin(c, SYM_UREM, k1, c3), stage2));
    g[2] = AND(AND(AND(loops, tids), EQ(ADD(k1, K(2)), k2)),
               ULT(sym_bin(c, SYM_ADD, sym_bin(c, SYM_SUB, a2, a1), sym_const(c, 32, 3)), sym_const(c, 32, 7)));
    g[3] = AND(AND(placed, OR(ULE(ADD(ba, K(8)), sa), ULE(ADD(sa, K(1020)), ba))), meets);  // the object at sa + 1020
    for (int i = 0; i < 4; i++) {
        uint64_t before = smt_refuted(s);
        smt_check(s, g[i], &r);
        assert_int_equal(smt_refuted(s), before);
        assert_int_equal(smt_check(z3, g[i], &r), SMT_RACE);
    }
    /* a residue inside a low-bits form: urem(zext(trunc32(k)), 3) for k in
     * [2^32, 2^32 + 100] is (k - 2^32) % 3, so (it - k % 3 + 1) & 3 = 0 holds
     * where k % 3 = 1; the residue's sum must be taken at full width, not
     * modulo 4 (the model search off, so the deep refutation is asked) */
    SmtSolver *deep = smt_solver_new(c, 0);
    smt_forget_models(deep);
    const SymTerm *kt = sym_ext(c, SYM_ZEXT, 64, sym_ext(c, SYM_TRUNC, 32, k1));
    const SymTerm *h = sym_bin(c, SYM_ADD, sym_bin(c, SYM_SUB, sym_bin(c, SYM_UREM, kt, c3), sym_bin(c, SYM_UREM, k1, c3)), one);
    const SymTerm *wide = AND(AND(NOT(ULT(k1, K(UINT64_C(1) << 32))), ULT(k1, K((UINT64_C(1) << 32) + 100))),
                              EQ(sym_bin(c, SYM_AND, h, c3), K(0)));
    assert_int_equal(smt_check(deep, wide, &r), SMT_RACE);
    assert_int_equal(smt_refuted(deep), 0);
    smt_solver_free(deep);
    smt_solver_free(s);
    smt_solver_free(z3);
    sym_free(c);
}

/* The shapes of loop trip counts that compilers emit, refuted without Z3
 * (each needs a new argument of the deep refutation; a satisfiable
 * neighbour of each must not be refuted, and Z3 finds its model). */
static void test_refutation_of_loop_trips(void **state)
{
    (void)state;
    TwoThreads w;
    two_threads(&w);
    SymCtx *c = &w.c;
    SmtSolver *s = smt_solver_new(c, 0), *z3 = smt_solver_new(c, 0);
    smt_set_shortcuts(z3, 0);
    SmtResult r;
    const SymTerm *k1 = sym_var(c, sym_var_new(c, "k7.1", 64, SYM_VAR_LOOP, 0, 1));
    const SymTerm *k2 = sym_var(c, sym_var_new(c, "k7.2", 64, SYM_VAR_LOOP, 0, 2));
    const SymTerm *c1 = sym_var(c, sym_var_new(c, "ctaid.x.1", 32, SYM_VAR_CTAID, 0, 1));
    const SymTerm *c2 = sym_var(c, sym_var_new(c, "ctaid.x.2", 32, SYM_VAR_CTAID, 0, 2));
    const SymTerm *n = sym_var(c, sym_var_new(c, "n", 32, SYM_VAR_PARAM, 0, 0));
    const SymTerm *loops = AND(ULT(k1, K(UINT64_C(1) << 56)), ULT(k2, K(UINT64_C(1) << 56)));
    /* n >= 4 as signed tests (not (n <s 1), not (n - 1 <u 3)); a loop
     * unrolled four times runs (n - (n & 3) - 4) >> 2 + 1 times: k is 0,
     * or k - 1 is below that, inside a disjunction */
    const SymTerm *big = AND(NOT(sym_bin(c, SYM_SLT, n, K32(1))), NOT(ULT(ADD(n, K32(0xffffffffu)), K32(3))));
    const SymTerm *n4 = ADD(SUB(n, sym_bin(c, SYM_AND, n, K32(3))), K32(0xfffffffcu));
    const SymTerm *trips[2];
    for (int t = 0; t < 2; t++) {
        const SymTerm *k = t ? k2 : k1;
        trips[t] = OR(EQ(k, K(0)), AND(NOT(EQ(k, K(0))),
                                       ULT(SUB(k, K(1)), sym_ext(c, SYM_ZEXT, 64, sym_bin(c, SYM_LSHR, n4, K32(2))))));
    }
    const SymTerm *t32 = sym_ext(c, SYM_TRUNC, 32, k1), *u32 = sym_ext(c, SYM_TRUNC, 32, k2);
    const SymTerm *st1 = sym_bin(c, SYM_UREM, ADD(MUL(t32, K32(4)), K32(4)), K32(3));
    const SymTerm *f[11], *g[11];
    /* 1: stages (4k + 4) % 3 and (4k + 2) % 3 of one iteration, in 32 bits:
     * k's bound comes from the hull of the trip's disjuncts, through the
     * shift's range; the stages differ (4k + 4 wraps at k = 2^30 - 1 only
     * without the bound on n) */
    f[0] = AND(AND(AND(loops, big), AND(trips[0], trips[1])),
               AND(EQ(k1, k2), EQ(st1, sym_bin(c, SYM_UREM, ADD(MUL(u32, K32(4)), K32(2)), K32(3)))));
    g[0] = AND(AND(AND(loops, big), AND(trips[0], trips[1])),
               AND(EQ(k1, k2), EQ(st1, sym_bin(c, SYM_UREM, ADD(MUL(u32, K32(4)), K32(1)), K32(3)))));
    /* 2: blocks' tiles 8 * ctaid + k with k - 1 <s 7 in the loop: tile
     * c1 = c2 is not the same block while another fact holds */
    const SymTerm *blocks = AND(ULT(c1, K32(4)), ULT(c2, K32(4)));
    const SymTerm *tile[2], *tile9[2];
    for (int t = 0; t < 2; t++) {
        const SymTerm *k = t ? k2 : k1;
        tile[t] = OR(EQ(k, K(0)), AND(NOT(EQ(k, K(0))), sym_bin(c, SYM_SLT, SUB(k, K(1)), K(7))));
        tile9[t] = OR(EQ(k, K(0)), AND(NOT(EQ(k, K(0))), sym_bin(c, SYM_SLT, SUB(k, K(1)), K(8))));
    }
    const SymTerm *same = AND(EQ(c1, c2), blocks);
    const SymTerm *at = EQ(ADD(MUL(sym_ext(c, SYM_ZEXT, 64, c2), K(8)), k2), ADD(MUL(sym_ext(c, SYM_ZEXT, 64, c1), K(8)), k1));
    f[1] = AND(AND(AND(loops, blocks), AND(tile[0], tile[1])), AND(at, NOT(same)));
    g[1] = AND(AND(AND(loops, blocks), AND(tile9[0], tile9[1])), AND(at, NOT(same)));
    /* 3: a drain loop of n & 3 iterations: (n & 3) != 0 and k - 1 <u
     * zext((n & 3) - 1) leave k at most 2 */
    const SymTerm *low = sym_bin(c, SYM_AND, n, K32(3));
    const SymTerm *drain = AND(AND(NOT(EQ(low, K32(0))), NOT(EQ(k1, K(0)))),
                               ULT(SUB(k1, K(1)), sym_ext(c, SYM_ZEXT, 64, ADD(low, K32(0xffffffffu)))));
    f[2] = AND(AND(loops, drain), sym_bin(c, SYM_ULE, K(3), k1));
    g[2] = AND(AND(loops, drain), sym_bin(c, SYM_ULE, K(2), k1));
    /* 4: a stage as nvcc folds it into an address: 512 * y - 1536 * (y / 3)
     * is 512 * (y % 3); (k + 2) % 3 and (k + 1) % 3 of one k differ */
    const SymTerm *few = AND(AND(ULT(k1, K(1 << 20)), ULT(k2, K(1 << 20))), EQ(k1, k2));
    const SymTerm *y = ADD(t32, K32(2));
    const SymTerm *folded = ADD(MUL(y, K32(512)), MUL(sym_bin(c, SYM_UDIV, y, K32(3)), K32(0xfffffa00u)));
    f[3] = AND(few, EQ(folded, MUL(sym_bin(c, SYM_UREM, ADD(u32, K32(1)), K32(3)), K32(512))));
    g[3] = AND(few, EQ(folded, MUL(sym_bin(c, SYM_UREM, ADD(u32, K32(2)), K32(3)), K32(512))));
    /* 5: a two-stage ring's stage in an address, ((k + 1) << 9) & 512
     * against (k << 9) & 512 (and (k + 3) << 9, the same stage) */
    const SymTerm *bit = sym_bin(c, SYM_AND, sym_bin(c, SYM_SHL, ADD(t32, K32(1)), K32(9)), K32(512));
    f[4] = AND(few, EQ(bit, sym_bin(c, SYM_AND, sym_bin(c, SYM_SHL, u32, K32(9)), K32(512))));
    g[4] = AND(few, EQ(bit, sym_bin(c, SYM_AND, sym_bin(c, SYM_SHL, ADD(u32, K32(3)), K32(9)), K32(512))));
    /* 6: both threads left the main loop (an exit n - (n & 3) - 4 - 4k = 0
     * each: k1 = k2) and are in its drain, one iteration apart at most:
     * the copy's stage (4k + 4 + j1 + 2) % 3 is not the read's (4k + 4 +
     * j2) % 3; with one exit only, k2 = k1 + 1 meets it */
    const SymTerm *j1 = sym_var(c, sym_var_new(c, "k18.1", 64, SYM_VAR_LOOP, 0, 1));
    const SymTerm *j2 = sym_var(c, sym_var_new(c, "k18.2", 64, SYM_VAR_LOOP, 0, 2));
    const SymTerm *drains = AND(AND(ULT(j1, K(1 << 16)), ULT(j2, K(1 << 16))),  // (Z3's proof: a minute at 2^56)
                                AND(ULE(j1, j2), ULE(j2, ADD(j1, K(1)))));
    const SymTerm *exits[2];
    for (int t = 0; t < 2; t++)  // in 32 bits: an integer equation only once k is below 2^30
        exits[t] = EQ(ADD(n4, MUL(sym_ext(c, SYM_TRUNC, 32, t ? k2 : k1), K32(0xfffffffcu))), K32(0));
    const SymTerm *copy = sym_bin(c, SYM_UREM, ADD(ADD(MUL(t32, K32(4)), sym_ext(c, SYM_TRUNC, 32, j1)), K32(6)), K32(3));
    const SymTerm *read = sym_bin(c, SYM_UREM, ADD(ADD(MUL(u32, K32(4)), sym_ext(c, SYM_TRUNC, 32, j2)), K32(4)), K32(3));
    const SymTerm *ring = AND(AND(AND(loops, big), AND(trips[0], trips[1])), AND(drains, EQ(copy, read)));
    f[5] = AND(AND(ring, ULT(n, K32(256))), AND(exits[0], exits[1]));  // (n < 256: Z3's proof, a minute at n < 2^31)
    g[5] = AND(AND(ring, ULT(n, K32(256))), exits[0]);
    /* 7: thread 1 still in the main loop (4k1 + 5 <u n), thread 2 past its
     * exit (n - (n & 3) = 4k2 + 4) in the drain at j2 <= 2, no later
     * (4k2 + j2 <=u 4k1): Fourier-Motzkin gives k1 = k2 and j2 = 0, so the
     * stages (4k1 + 5) % 3 and (4k2 + 4 + j2) % 3 differ; without the
     * first fact, k1 = k2 + 1 and j2 = 2 meet */
    const SymTerm *n64 = sym_ext(c, SYM_ZEXT, 64, n);
    const SymTerm *past = AND(AND(EQ(SUB(n64, sym_bin(c, SYM_AND, n64, K(3))), ADD(MUL(k2, K(4)), K(4))), ULT(j2, K(3))),
                              AND(loops, ULE(ADD(MUL(k2, K(4)), j2), MUL(k1, K(4)))));
    const SymTerm *meet = EQ(sym_bin(c, SYM_UREM, ADD(MUL(k1, K(4)), K(5)), K(3)),
                             sym_bin(c, SYM_UREM, ADD(ADD(MUL(k2, K(4)), K(4)), j2), K(3)));
    f[6] = AND(AND(past, meet), ULT(ADD(MUL(k1, K(4)), K(5)), n64));
    g[6] = AND(past, meet);
    /* 8: a two-stage ring's copy into buf + (((n + 1) << 9) & 512) + 4 * t1
     * (a stage no residue split sees: n is not a loop counter) against
     * another thread's read of buf + 512 + 4 * t2: the stage bit is 0 or
     * 512, and either way the two words differ (t1 != t2); with t1 = t2
     * allowed they meet */
    const SymTerm *tids = AND(ULT(w.v1, K32(128)), ULT(w.v2, K32(128)));
    const SymTerm *a1 = ADD(sym_bin(c, SYM_AND, sym_bin(c, SYM_SHL, ADD(n, K32(1)), K32(9)), K32(512)), MUL(w.v1, K32(4)));
    const SymTerm *a2 = ADD(K32(512), MUL(w.v2, K32(4)));
    const SymTerm *hit = AND(tids, ULT(ADD(SUB(a2, a1), K32(3)), K32(7)));
    f[7] = AND(hit, NOT(EQ(w.v1, w.v2)));
    g[7] = hit;
    /* 9: C's int k % 3 at -O0 (srem of a 32-bit truncation) in one thread's
     * loop, k - 1 <s sext(n): k <= 2^31 - 1, so k + 2 turns negative at
     * k = 2^31 - 2; the copy's stage (k1 + 2) srem 3 and the read's k2 srem
     * 3 one iteration apart at most differ on both sides (-2 or -1 where
     * it is negative); the read of (k2 + 1) srem 3 meets it at k2 = k1 + 1 */
    const SymTerm *sn = sym_ext(c, SYM_SEXT, 64, n);
    const SymTerm *runs = AND(AND(sym_bin(c, SYM_SLT, SUB(k1, K(1)), sn), sym_bin(c, SYM_SLT, SUB(k2, K(1)), sn)),
                              AND(AND(NOT(EQ(k1, K(0))), ULE(k1, k2)), AND(ULE(k2, ADD(k1, K(1))), loops)));
    const SymTerm *sstage = sym_bin(c, SYM_SREM, ADD(t32, K32(2)), K32(3));
    f[8] = AND(runs, EQ(sstage, sym_bin(c, SYM_SREM, u32, K32(3))));
    g[8] = AND(runs, EQ(sstage, sym_bin(c, SYM_SREM, ADD(u32, K32(1)), K32(3))));
    /* 10: a loop unrolled four times as nvcc 13 writes its trip count, q =
     * (n - 1) >> 8 and 0 - ((((q + 1) & 3) - 1 - q) + 4) >> 2 (taken only
     * where n - 1 >=u 768), read as 4 * ((q + 1) >> 2) - 4: with n in
     * [1, 100000], k - 1 is below 96 */
    const SymTerm *q = sym_bin(c, SYM_LSHR, ADD(n, K32(0xffffffffu)), K32(8));
    const SymTerm *x = SUB(ADD(sym_bin(c, SYM_AND, ADD(q, K32(1)), K32(3)), K32(0xffffffffu)), q);
    const SymTerm *chunks = sym_bin(c, SYM_LSHR, SUB(K32(0), ADD(x, K32(4))), K32(2));
    const SymTerm *range = AND(ULE(K32(1), n), ULE(n, K32(100000)));
    const SymTerm *unrolled = AND(AND(NOT(ULT(ADD(n, K32(0xffffffffu)), K32(768))), range),
                                  AND(loops, OR(EQ(k1, K(0)), AND(NOT(EQ(k1, K(0))),
                                                                  ULT(SUB(k1, K(1)), sym_ext(c, SYM_ZEXT, 64, chunks))))));
    f[9] = AND(unrolled, ULE(K(97), k1));
    g[9] = AND(unrolled, ULE(K(96), k1));
    /* 11: two 4-byte accesses at p + 4 * sext(i) and p + 4 * sext(j) of
     * loaded indices overlap (b - a + 3 <u 7) only where i = j: not (i = j)
     * and not (a = b) contradict it; a 2-byte stride leaves b - a + 3 two
     * values in the window (j = i + 1 overlaps) */
    const SymTerm *i1 = sym_var(c, sym_var_new(c, "ld5.1", 32, SYM_VAR_LOAD, 0, 1));
    const SymTerm *i2 = sym_var(c, sym_var_new(c, "ld6.2", 32, SYM_VAR_LOAD, 0, 2));
    const SymTerm *p = sym_var(c, sym_var_new(c, "p", 64, SYM_VAR_PARAM, 0, 0));
    const SymTerm *e1 = ADD(p, MUL(sym_ext(c, SYM_SEXT, 64, i1), K(4))), *e2 = ADD(p, MUL(sym_ext(c, SYM_SEXT, 64, i2), K(4)));
    const SymTerm *h2 = ADD(p, MUL(sym_ext(c, SYM_SEXT, 64, i2), K(2)));
    f[10] = AND(ULT(ADD(SUB(e2, e1), K(3)), K(7)), OR(NOT(EQ(i1, i2)), NOT(EQ(e1, e2))));
    g[10] = AND(ULT(ADD(SUB(h2, e1), K(3)), K(7)), NOT(EQ(i1, i2)));
    /* ... and an odd coefficient pins nothing: i + 1 <u 2 holds for i = -1
     * and i = 0 (a mask of no bits is 0 there, not sym_mask(0), which is 1) */
    SmtResult odd;
    assert_int_equal(smt_check(s, AND(ULT(ADD(i1, K32(1)), K32(2)), NOT(EQ(i1, K32(0)))), &odd), SMT_RACE);
    for (int i = 0; i < 11; i++) {
        uint64_t before = smt_refuted(s);
        assert_int_equal(smt_check(s, f[i], &r), SMT_SAFE);
        assert_int_equal(smt_refuted(s), before + 1);
        assert_int_equal(smt_check(z3, f[i], &r), SMT_SAFE);
        before = smt_refuted(s);
        smt_check(s, g[i], &r);
        assert_int_equal(smt_refuted(s), before);
        assert_int_equal(smt_check(z3, g[i], &r), SMT_RACE);
    }
    smt_solver_free(s);
    smt_solver_free(z3);
    sym_free(c);
}

#undef K
#undef K32
#undef AND
#undef OR
#undef NOT
#undef ULT
#undef ULE
#undef EQ
#undef ADD
#undef SUB
#undef MUL

/* Random stage obligations (orders of two iterations, stages modulo 2..4,
 * low bits, an ite of two sums): whatever the refutation refutes, Z3 finds
 * no model of. */
static void test_case_refutation_agrees_with_z3(void **state)
{
    (void)state;
    uint64_t seed = 0x2545f4914f6cdd1du;
    unsigned refuted = 0, confirmed = 0;
    for (int round = 0; round < 300; round++) {
        SymCtx c;
        sym_init(&c);
        SmtSolver *fast = smt_solver_new(&c, 1000), *z3 = smt_solver_new(&c, 3000000);
        smt_set_shortcuts(z3, 0);
        const SymTerm *k[2];
        for (int t = 0; t < 2; t++)
            k[t] = sym_var(&c, sym_var_new(&c, t ? "k1.2" : "k1.1", 64, SYM_VAR_LOOP, 0, (unsigned)t + 1));
        uint64_t lim = rnd(&seed) % 2 ? UINT64_C(1) << 62 : 2 + rnd(&seed) % 40;
        const SymTerm *f = sym_bin(&c, SYM_BAND, sym_bin(&c, SYM_ULT, k[0], sym_const(&c, 64, lim)),
                                   sym_bin(&c, SYM_ULT, k[1], sym_const(&c, 64, lim)));
        const SymTerm *n32 = sym_var(&c, sym_var_new(&c, "n", 32, SYM_VAR_PARAM, 0, 0));
        const SymTerm *n = sym_ext(&c, SYM_ZEXT, 64, n32), *sn = sym_ext(&c, SYM_SEXT, 64, n32);
        for (int i = 0, nf = 1 + (int)(rnd(&seed) % 4); i < nf; i++) {
            uint64_t a = rnd(&seed) % 5, b = rnd(&seed) % 5, m = 2 + rnd(&seed) % 3, sc = 1 + rnd(&seed) % 4;
            const SymTerm *x = sym_bin(&c, SYM_ADD, sym_bin(&c, SYM_MUL, k[0], sym_const(&c, 64, sc)), sym_const(&c, 64, a));
            const SymTerm *y = sym_bin(&c, SYM_ADD, sym_bin(&c, SYM_MUL, k[1], sym_const(&c, 64, sc)), sym_const(&c, 64, b));
            const SymTerm *t;
            const SymTerm *z = sym_const(&c, 64, 0), *one = sym_const(&c, 64, 1);
            const SymTerm *t32[2] = { sym_ext(&c, SYM_TRUNC, 32, k[0]), sym_ext(&c, SYM_TRUNC, 32, k[1]) };
            switch (rnd(&seed) % 23) {
            case 21:  // a mask that clears the low 2 bits and those from 4 + a up: x & M = x - (x & 3) only for x < 2^(4+a)
                t = sym_bin(&c, SYM_ULT, sym_bin(&c, SYM_SUB, x, sym_bin(&c, SYM_AND, x, sym_const(&c, 64, ((UINT64_C(1) << (4 + a)) - 1) & ~UINT64_C(3)))),
                            sym_const(&c, 64, 4 + b));
                break;
            case 22:  // a window on a difference plus a bounded term: y - x - (k0 & 3) + a <=u b
                t = sym_bin(&c, SYM_ULE, sym_bin(&c, SYM_ADD, sym_bin(&c, SYM_SUB, sym_bin(&c, SYM_SUB, y, x),
                                                                       sym_bin(&c, SYM_AND, k[0], sym_const(&c, 64, 3))),
                                                  sym_const(&c, 64, a)),
                            sym_const(&c, 64, b));
                break;
            case 18:  // a signed trip against a parameter that may be negative: k - a <s sext(n) + b
                t = sym_bin(&c, SYM_SLT, sym_bin(&c, SYM_SUB, k[b % 2], sym_const(&c, 64, a)),
                            sym_bin(&c, SYM_ADD, sn, sym_const(&c, 64, b)));
                break;
            case 19:  // sext(n) + a <=s 2^31 - b (true for a <= b + 1)
                t = sym_bin(&c, SYM_SLE, sym_bin(&c, SYM_ADD, sn, sym_const(&c, 64, a)),
                            sym_const(&c, 64, (UINT64_C(1) << 31) - b));
                break;
            case 20:  // signed stages of 32-bit truncations (their sign may flip: C's int k % m)
                t = sym_bin(&c, SYM_EQ, sym_bin(&c, SYM_SREM, sym_bin(&c, SYM_ADD, t32[0], sym_const(&c, 32, a)), sym_const(&c, 32, m)),
                            sym_bin(&c, SYM_SREM, sym_bin(&c, SYM_ADD, t32[1], sym_const(&c, 32, b)), sym_const(&c, 32, m)));
                break;
            case 14:  // a loop's exit: n - (n & 3) = sc * k + a (two threads' exits give k.1 = k.2)
                t = sym_bin(&c, SYM_EQ, sym_bin(&c, SYM_SUB, n, sym_bin(&c, SYM_AND, n, sym_const(&c, 64, 3))),
                            b % 2 ? x : y);
                break;
            case 15:  // an order against the parameter: x <u n + b, or n <u y
                t = a % 2 ? sym_bin(&c, SYM_ULT, x, sym_bin(&c, SYM_ADD, n, sym_const(&c, 64, b)))
                          : sym_bin(&c, SYM_ULT, n, y);
                break;
            case 16:  // two iterations' order: x <u y or x = y
                t = sym_bin(&c, SYM_BOR, sym_bin(&c, SYM_ULT, x, y), sym_bin(&c, SYM_EQ, x, y));
                break;
            case 17:  // signed stages (C's int k % m at -O0)
                t = sym_bin(&c, SYM_EQ, sym_bin(&c, SYM_SREM, x, sym_const(&c, 64, m)),
                            sym_bin(&c, SYM_SREM, y, sym_const(&c, 64, m)));
                break;
            case 6:  // a loop's trip: k = 0 or (k != 0 and k - 1 <s a + 1)
                t = sym_bin(&c, SYM_BOR, sym_bin(&c, SYM_EQ, k[a % 2], z),
                            sym_bin(&c, SYM_BAND, sym_un(&c, SYM_BNOT, sym_bin(&c, SYM_EQ, k[a % 2], z)),
                                    sym_bin(&c, SYM_SLT, sym_bin(&c, SYM_SUB, k[a % 2], one), sym_const(&c, 64, b + 1))));
                break;
            case 7:  // stages of 32-bit truncations (they may wrap)
                t = sym_bin(&c, SYM_EQ,
                            sym_bin(&c, SYM_UREM, sym_bin(&c, SYM_ADD, sym_bin(&c, SYM_MUL, t32[0], sym_const(&c, 32, sc)),
                                                          sym_const(&c, 32, a)), sym_const(&c, 32, m)),
                            sym_bin(&c, SYM_UREM, sym_bin(&c, SYM_ADD, sym_bin(&c, SYM_MUL, t32[1], sym_const(&c, 32, sc)),
                                                          sym_const(&c, 32, b)), sym_const(&c, 32, m)));
                break;
            case 8:  // a bound through a masked term: (k0 & 3) != 0 and k1 <u (k0 & 3) - 1
                t = sym_bin(&c, SYM_BAND, sym_un(&c, SYM_BNOT, sym_bin(&c, SYM_EQ, sym_bin(&c, SYM_AND, k[0], sym_const(&c, 64, 3)), z)),
                            sym_bin(&c, SYM_ULT, k[1], sym_bin(&c, SYM_SUB, sym_bin(&c, SYM_AND, k[0], sym_const(&c, 64, 3)), one)));
                break;
            case 9: t = sym_bin(&c, a % 2 ? SYM_SLT : SYM_SLE, x, y); break;
            case 11:  // a stage as m * y - m * d * (y / d) (nvcc folds 512 * (y % 3) so) against y' % 3
                t = sym_bin(&c, SYM_EQ,
                            sym_bin(&c, SYM_ADD, sym_bin(&c, SYM_MUL, x, sym_const(&c, 64, sc)),
                                    sym_bin(&c, SYM_MUL, sym_bin(&c, SYM_UDIV, x, sym_const(&c, 64, m)), sym_const(&c, 64, -(sc * m)))),
                            sym_bin(&c, SYM_MUL, sym_bin(&c, SYM_UREM, y, sym_const(&c, 64, m)), sym_const(&c, 64, sc)));
                break;
            case 12:  // a two-stage ring's stage in an address: ((k + a) << 9) & 512
                t = sym_bin(&c, SYM_EQ, sym_bin(&c, SYM_AND, sym_bin(&c, SYM_SHL, x, sym_const(&c, 64, 9)), sym_const(&c, 64, 512)),
                            sym_bin(&c, SYM_AND, sym_bin(&c, SYM_SHL, y, sym_const(&c, 64, 9)), sym_const(&c, 64, 512)));
                break;
            case 10:  // x - (x & 3) against a bound: rounded down to a multiple of 4
                t = sym_bin(&c, SYM_ULT, sym_bin(&c, SYM_SUB, x, sym_bin(&c, SYM_AND, x, sym_const(&c, 64, 3))),
                            sym_const(&c, 64, 4 + b));
                break;
            case 5: t = sym_bin(&c, SYM_ULT, sym_ite(&c, sym_bin(&c, SYM_ULT, k[0], sym_const(&c, 64, 1 + a)), x, y),
                                sym_bin(&c, SYM_ADD, k[rnd(&seed) % 2], sym_const(&c, 64, b))); break;
            case 0: t = sym_bin(&c, SYM_ULT, x, y); break;
            case 1: t = sym_bin(&c, SYM_ULE, x, y); break;
            case 2: t = sym_un(&c, SYM_BNOT, sym_bin(&c, SYM_BAND, sym_bin(&c, SYM_ULE, sym_const(&c, 64, b), y),
                                                     sym_bin(&c, SYM_ULT, x, sym_bin(&c, SYM_SUB, y, sym_const(&c, 64, a))))); break;
            case 3: t = sym_bin(&c, SYM_EQ, sym_bin(&c, SYM_UREM, sym_bin(&c, SYM_ADD, k[0], sym_const(&c, 64, a)), sym_const(&c, 64, m)),
                                sym_bin(&c, SYM_UREM, sym_bin(&c, SYM_ADD, k[1], sym_const(&c, 64, b)), sym_const(&c, 64, m))); break;
            case 4: t = sym_bin(&c, SYM_EQ, sym_bin(&c, SYM_AND, sym_bin(&c, SYM_SUB, x, sym_bin(&c, SYM_AND, y, sym_const(&c, 64, ~UINT64_C(3)))),
                                                    sym_const(&c, 64, 3)), sym_const(&c, 64, a % 4)); break;
            default: t = sym_un(&c, SYM_BNOT, sym_bin(&c, SYM_EQ, k[0], k[1])); break;
            }
            f = sym_bin(&c, SYM_BAND, f, rnd(&seed) % 5 ? t : sym_un(&c, SYM_BNOT, t));
        }
        refutation_agrees(fast, z3, f, round, &refuted, &confirmed);
        smt_solver_free(fast);
        smt_solver_free(z3);
        sym_free(&c);
    }
    print_message("%u of 300 refuted, %u of them proved by Z3 too\n", refuted, confirmed);
    assert_true(confirmed >= 30);
}

/* The stride s = c >> ite(k + a <u 32, k + a, 32) of a loop counter k:
 * a tree reduction's (c = 128, a = 0) or one whose counter starts late. */
static const SymTerm *stride(SymCtx *c, const SymTerm *k, uint64_t top, uint64_t a)
{
    const SymTerm *ka = sym_bin(c, SYM_ADD, k, sym_const(c, 64, a));
    const SymTerm *count = sym_ite(c, sym_bin(c, SYM_ULT, ka, sym_const(c, 64, 32)), sym_ext(c, SYM_TRUNC, 32, ka),
                                   sym_const(c, 32, 32));
    return sym_bin(c, SYM_LSHR, sym_const(c, 32, top), count);
}

/* A tree reduction's two threads: the writer t1 <u s1 + e at 4 * t1, the
 * other t2 <u s2 at 4 * (t2 + s2 + d); in one iteration (rel 0: k1 = k2,
 * 1: 1 + k1 = 1 + k2) d = 0 and e = 0 are race-free (the halves are
 * apart), d = -1 or e = 1 overlap (t1 = s - 1, t2 = 0); rel 2 puts t2 one
 * iteration later (k1 + 1 = k2: s2 = s1 / 2, overlapping), 3 leaves the
 * iterations free. */
static const SymTerm *tree_pair(TwoThreads *w, const SymTerm *k1, const SymTerm *k2, uint64_t top, uint64_t a,
                                uint32_t d, uint32_t e, int rel)
{
    SymCtx *c = &w->c;
    const SymTerm *s1 = stride(c, k1, top, a), *s2 = stride(c, k2, top, a), *four = sym_const(c, 32, 4);
    const SymTerm *lim = sym_const(c, 64, UINT64_C(1) << 56), *one = sym_const(c, 64, 1);
    const SymTerm *a1 = sym_bin(c, SYM_MUL, w->v1, four);
    const SymTerm *a2 = sym_bin(c, SYM_MUL, sym_bin(c, SYM_ADD, sym_bin(c, SYM_ADD, w->v2, s2), sym_const(c, 32, d)), four);
    const SymTerm *f = sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, k1, lim), sym_bin(c, SYM_ULT, k2, lim));
    const SymTerm *iter[4] = { sym_bin(c, SYM_EQ, k1, k2),
                               sym_bin(c, SYM_EQ, sym_bin(c, SYM_ADD, one, k1), sym_bin(c, SYM_ADD, one, k2)),
                               sym_bin(c, SYM_EQ, sym_bin(c, SYM_ADD, k1, one), k2), sym_bool(c, 1) };
    f = sym_bin(c, SYM_BAND, f, iter[rel]);
    f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, w->v1, sym_bin(c, SYM_ADD, s1, sym_const(c, 32, e))),
                                        sym_bin(c, SYM_ULT, w->v2, s2)));
    return sym_bin(c, SYM_BAND, f, conflict(w, 256, a1, a2));
}

/* The case split over a loop counter (smt_counter.c): a tree reduction's
 * halves are refuted without Z3, value by value of the counter, and Z3
 * agrees, also where either of two loops' pairs may race; overlapping halves and a stride that reaches 0 only past the
 * first 40 values are not refuted (Z3 finds the race). Random strides,
 * offsets and relations of the two counters: never refuted where Z3
 * finds a model. */
static void test_refutation_by_counter(void **state)
{
    (void)state;
    TwoThreads w;
    two_threads(&w);
    SymCtx *c = &w.c;
    SmtSolver *s = smt_solver_new(c, 0), *z3 = smt_solver_new(c, 0);
    smt_set_shortcuts(z3, 0);
    smt_forget_models(s);  // (the model search would find the races: the refutation is tried here)
    SmtResult r;
    const SymTerm *k1 = sym_var(c, sym_var_new(c, "k1.1", 64, SYM_VAR_LOOP, 0, 1));
    const SymTerm *k2 = sym_var(c, sym_var_new(c, "k1.2", 64, SYM_VAR_LOOP, 0, 2));
    /* and either of two loops' pairs (a scan's up-sweep and down-sweep):
     * each disjunct split over its own counter */
    const SymTerm *j1 = sym_var(c, sym_var_new(c, "k2.1", 64, SYM_VAR_LOOP, 0, 1));
    const SymTerm *j2 = sym_var(c, sym_var_new(c, "k2.2", 64, SYM_VAR_LOOP, 0, 2));
    const SymTerm *safe[3] = { tree_pair(&w, k1, k2, 128, 0, 0, 0, 0), tree_pair(&w, k1, k2, 128, 0, 0, 0, 1),
                               sym_bin(c, SYM_BOR, tree_pair(&w, k1, k2, 128, 0, 0, 0, 1),
                                       tree_pair(&w, j1, j2, 64, 1, 0, 0, 0)) };
    for (int i = 0; i < 3; i++) {
        assert_int_equal(smt_check(s, safe[i], &r), SMT_SAFE);
        assert_int_equal(smt_refuted(s), (uint64_t)i + 1);
        assert_int_equal(smt_check(z3, safe[i], &r), SMT_SAFE);
    }
    /* overlapping halves; a stride 4096 >> k that is 0 only from k = 13 on,
     * with k at least 45: past the values a case takes one by one */
    const SymTerm *racy[2] = { tree_pair(&w, k1, k2, 128, 0, (uint32_t)-1, 0, 1),
                               sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, k2, sym_const(c, 64, 1000)),
                                       sym_bin(c, SYM_EQ, stride(c, k2, 1u << 12, 0), sym_const(c, 32, 0))) };
    racy[1] = sym_bin(c, SYM_BAND, racy[1], sym_bin(c, SYM_ULE, sym_const(c, 64, 45), k2));
    for (int i = 0; i < 2; i++) {
        assert_int_equal(smt_check(s, racy[i], &r), SMT_RACE);
        assert_int_equal(smt_refuted(s), 3);
        assert_int_equal(smt_check(z3, racy[i], &r), SMT_RACE);
    }
    smt_solver_free(s);
    smt_solver_free(z3);
    sym_free(c);

    uint64_t seed = 0x2545f4914f6cdd1du;
    unsigned refuted = 0, confirmed = 0, races = 0;
    for (int round = 0; round < 200; round++) {
        two_threads(&w);
        SmtSolver *fast = smt_solver_new(c, 0), *slow = smt_solver_new(c, 3000000);
        smt_set_shortcuts(slow, 0);
        smt_forget_models(fast);
        const SymTerm *q1 = sym_var(c, sym_var_new(c, "k1.1", 64, SYM_VAR_LOOP, 0, 1));
        const SymTerm *q2 = sym_var(c, sym_var_new(c, "k1.2", 64, SYM_VAR_LOOP, 0, 2));
        uint64_t top = UINT64_C(1) << (rnd(&seed) % 9), a = rnd(&seed) % 3, d = rnd(&seed) % 3, e = rnd(&seed) % 4 == 0;
        const SymTerm *f = tree_pair(&w, q1, q2, top, a, (uint32_t)d - 1, (uint32_t)e, (int)(rnd(&seed) % 4));
        SmtResult r1, r2;
        SmtOutcome o1 = smt_check(fast, f, &r1), o2 = smt_check(slow, f, &r2);
        races += o2 == SMT_RACE;
        if (smt_refuted(fast)) {
            assert_int_equal(o1, SMT_SAFE);
            refuted++;
            if (o2 == SMT_RACE)
                fail_msg("round %d: refuted, but Z3 finds a model", round);
            confirmed += o2 == SMT_SAFE;
        }
        smt_solver_free(fast);
        smt_solver_free(slow);
        sym_free(c);
    }
    print_message("%u of 200 refuted, %u of them proved by Z3 too; Z3 finds %u races\n", refuted, confirmed, races);
    assert_true(confirmed >= 30);
    assert_true(races >= 30);
}

/* Two threads' x[row * stride + col] (nvcc's int index: 32-bit products
 * and sums, sign-extended, times 4), row = ctaid.x < 1024, col = tid.x +
 * 256 * k for a loop counter k with k = 0 or k - 1 <u 2^32 and sext(tid) +
 * 256 * (k - 1) <s n (the loop's guard of the iteration before, in 64
 * bits as nvcc -G keeps it). */
static const SymTerm *row_pair(TwoThreads *w, uint64_t slo, uint64_t shi, uint64_t nhi)
{
    SymCtx *c = &w->c;
    const SymTerm *stride = sym_var(c, sym_var_new(c, "stride", 32, SYM_VAR_PARAM, 0, 0));
    const SymTerm *n = sym_var(c, sym_var_new(c, "n", 32, SYM_VAR_PARAM, 0, 0)), *sn = sym_ext(c, SYM_SEXT, 64, n);
    const SymTerm *f = sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULE, sym_const(c, 32, slo), stride),
                               sym_bin(c, SYM_ULE, stride, sym_const(c, 32, shi)));
    f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULE, sym_const(c, 32, 1), n),
                                        sym_bin(c, SYM_ULE, n, sym_const(c, 32, nhi))));
    const SymTerm *addr[2], *ct[2];
    for (int t = 0; t < 2; t++) {
        const SymTerm *tid = t ? w->v2 : w->v1;
        const SymTerm *k = sym_var(c, sym_var_new(c, t ? "k6.2" : "k6.1", 64, SYM_VAR_LOOP, 0, (unsigned)t + 1));
        ct[t] = sym_var(c, sym_var_new(c, t ? "ctaid.x.2" : "ctaid.x.1", 32, SYM_VAR_CTAID, 0, (unsigned)t + 1));
        const SymTerm *km1 = sym_bin(c, SYM_SUB, k, sym_const(c, 64, 1)), *z = sym_bin(c, SYM_EQ, k, sym_const(c, 64, 0));
        const SymTerm *before = sym_bin(c, SYM_SLT, sym_bin(c, SYM_ADD, sym_ext(c, SYM_SEXT, 64, tid),
                                                               sym_bin(c, SYM_MUL, km1, sym_const(c, 64, 256))), sn);
        before = sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, km1, sym_const(c, 64, UINT64_C(1) << 32)), before);
        const SymTerm *col = sym_bin(c, SYM_ADD, tid, sym_bin(c, SYM_MUL, sym_ext(c, SYM_TRUNC, 32, k), sym_const(c, 32, 256)));
        f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_BOR, z, sym_bin(c, SYM_BAND, sym_un(c, SYM_BNOT, z), before)));
        f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, k, sym_const(c, 64, UINT64_C(1) << 56)),
                                            sym_bin(c, SYM_SLT, col, n)));
        f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, tid, sym_const(c, 32, 256)),
                                            sym_bin(c, SYM_ULT, ct[t], sym_const(c, 32, 1024))));
        const SymTerm *idx = sym_bin(c, SYM_ADD, sym_bin(c, SYM_MUL, ct[t], stride), col);
        addr[t] = sym_bin(c, SYM_SHL, sym_ext(c, SYM_SEXT, 64, idx), sym_const(c, 64, 2));
    }
    f = sym_bin(c, SYM_BAND, f, sym_un(c, SYM_BNOT, sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, w->v1, w->v2),
                                                          sym_bin(c, SYM_EQ, ct[0], ct[1]))));
    const SymTerm *win = sym_bin(c, SYM_ADD, sym_bin(c, SYM_SUB, addr[1], addr[0]), sym_const(c, 64, 3));
    return sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_ULT, win, sym_const(c, 64, 7)));
}

/* Spans of 64-bit digits near 2^127 (coefficients 2^63 over atoms of the
 * full range): the radix argument's integer sums must not overflow. Both
 * formulas hold at all zeros; neither may be refuted (found by a fuzzer:
 * one pair with a lone atom's interval, or two pairs, wrapped i128). */
static void test_refutation_of_wide_digits(void **state)
{
    (void)state;
    for (int shape = 0; shape < 2; shape++) {
        SymCtx c;
        sym_init(&c);
        SmtSolver *s = smt_solver_new(&c, 0);
        smt_forget_models(s);  // the refutation's answer, not a model's
        const SymTerm *c1 = sym_var(&c, sym_var_new(&c, "ctaid.x.1", 64, SYM_VAR_CTAID, 0, 1));
        const SymTerm *c2 = sym_var(&c, sym_var_new(&c, "ctaid.x.2", 64, SYM_VAR_CTAID, 0, 2));
        const SymTerm *x = sym_bin(&c, SYM_SHL, sym_bin(&c, SYM_SUB, c2, c1), sym_const(&c, 64, 63)), *f;
        if (shape == 0) {
            const SymTerm *k1 = sym_var(&c, sym_var_new(&c, "k.1", 64, SYM_VAR_LOOP, 0, 1));
            const SymTerm *p = sym_var(&c, sym_var_new(&c, "p", 64, SYM_VAR_PARAM, 0, 0));
            const SymTerm *lim = sym_const(&c, 64, UINT64_C(1) << 37);
            x = sym_bin(&c, SYM_ADD, x, sym_bin(&c, SYM_SHL, k1, sym_const(&c, 64, 62)));
            x = sym_bin(&c, SYM_SUB, x, sym_bin(&c, SYM_SHL, p, sym_const(&c, 64, 62)));
            f = sym_bin(&c, SYM_BAND, sym_bin(&c, SYM_ULT, k1, lim), sym_bin(&c, SYM_ULT, p, lim));
        } else {
            const SymTerm *y1 = sym_var(&c, sym_var_new(&c, "ctaid.y.1", 64, SYM_VAR_CTAID, 1, 1));
            const SymTerm *y2 = sym_var(&c, sym_var_new(&c, "ctaid.y.2", 64, SYM_VAR_CTAID, 1, 2));
            x = sym_bin(&c, SYM_ADD, x, sym_bin(&c, SYM_SHL, sym_bin(&c, SYM_SUB, y2, y1), sym_const(&c, 64, 63)));
            f = sym_bool(&c, 1);
        }
        f = sym_bin(&c, SYM_BAND, f, sym_bin(&c, SYM_ULT, x, sym_const(&c, 64, 1)));
        SmtResult r;
        assert_int_equal(smt_check(s, f, &r), SMT_RACE);
        assert_int_equal(smt_refuted(s), 0);
        assert_int_equal(sym_eval(&c, f, r.model), 1);
        smt_solver_free(s);
        sym_free(&c);
    }
}

/* Rows apart by a ranged stride: the offsets row * stride of two threads
 * differ by at least stride's least value where neither product wraps,
 * and a loop's guard bounds its counter with the thread id at its least
 * (k <= 16 for n <= 4096): refuted without Z3, and Z3 finds no race. A stride
 * that may be below n, and one whose products wrap in 32 bits (2^23 *
 * 512), race: not refuted; nor are 64-bit products that may wrap. */
static void test_refutation_of_row_offsets(void **state)
{
    (void)state;
    const uint64_t cases[3][3] = { { 4096, 8192, 4096 }, { 1, 8192, 4096 }, { 4096, 1u << 24, 4096 } };
    for (int i = 0; i < 3; i++) {
        TwoThreads w;
        two_threads(&w);
        SmtSolver *s = smt_solver_new(&w.c, 0), *z3 = smt_solver_new(&w.c, 0);
        smt_set_shortcuts(z3, 0);
        smt_forget_models(s);
        SmtResult r;
        const SymTerm *f = row_pair(&w, cases[i][0], cases[i][1], cases[i][2]);
        assert_int_equal(smt_check(s, f, &r), i ? SMT_RACE : SMT_SAFE);
        assert_int_equal(smt_refuted(s), i ? 0 : 1);
        SmtOutcome o = smt_check(z3, f, &r);  // (the 64-bit products: Z3 alone may run out of its limit)
        assert_true(i ? o == SMT_RACE : o != SMT_RACE);
        smt_solver_free(s);
        smt_solver_free(z3);
        sym_free(&w.c);
    }
    /* 64-bit products whose greatest values overflow a signed 128-bit
     * product: r.1 * y = r.2 * y with r.1 != r.2 holds (r = 1 and 3, y =
     * 2^63): not refuted (a review found it refuted) */
    SymCtx c;
    sym_init(&c);
    SmtSolver *s = smt_solver_new(&c, 0);
    smt_forget_models(s);
    SmtResult r;
    const SymTerm *r1 = sym_var(&c, sym_var_new(&c, "r.1", 64, SYM_VAR_FREE, 0, 1));
    const SymTerm *r2 = sym_var(&c, sym_var_new(&c, "r.2", 64, SYM_VAR_FREE, 0, 2));
    const SymTerm *y = sym_var(&c, sym_var_new(&c, "y", 64, SYM_VAR_PARAM, 0, 0));
    const SymTerm *f = sym_bin(&c, SYM_BAND, sym_bin(&c, SYM_ULE, sym_const(&c, 64, 1), y),
                               sym_un(&c, SYM_BNOT, sym_bin(&c, SYM_EQ, r1, r2)));
    f = sym_bin(&c, SYM_BAND, f, sym_bin(&c, SYM_EQ, sym_bin(&c, SYM_MUL, r1, y), sym_bin(&c, SYM_MUL, r2, y)));
    assert_int_not_equal(smt_check(s, f, &r), SMT_SAFE);
    assert_int_equal(smt_refuted(s), 0);
    smt_solver_free(s);
    sym_free(&c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hash_consing_and_folding),
        cmocka_unit_test(test_eval_edge_cases),
        cmocka_unit_test(test_pow2_rewrites),
        cmocka_unit_test(test_magic_division),
        cmocka_unit_test(test_ranges),
        cmocka_unit_test(test_eval_agrees_with_z3),
        cmocka_unit_test(test_division_by_constants),
        cmocka_unit_test(test_obligations),
        cmocka_unit_test(test_cache_and_determinism),
        cmocka_unit_test(test_unknown_under_rlimit),
        cmocka_unit_test(test_range_of_shared_subterms),
        cmocka_unit_test(test_kernel_budget),
        cmocka_unit_test(test_budget),
        cmocka_unit_test(test_recent_models),
        cmocka_unit_test(test_affine_refutation),
        cmocka_unit_test(test_affine_distinct_slots),
        cmocka_unit_test(test_shortcuts_agree_with_z3),
        cmocka_unit_test(test_unpaired_lanes_agree_with_z3),
        cmocka_unit_test(test_refutation_of_wide_digits),
        cmocka_unit_test(test_model_search),
        cmocka_unit_test(test_refutation_arguments),
        cmocka_unit_test(test_refutation_by_cases),
        cmocka_unit_test(test_refutation_of_loop_trips),
        cmocka_unit_test(test_case_refutation_agrees_with_z3),
        cmocka_unit_test(test_refutation_by_counter),
        cmocka_unit_test(test_refutation_of_row_offsets),
        cmocka_unit_test(test_integer_reading),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
