/*
 * test_interp.c - the replay interpreter's floating-point instructions and
 * vector memory accesses: each kernel stores what it computed, and the
 * trace's store values are compared with what the PTX ISA fixes (or found
 * not known where it does not).
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "unit_ptx.h"
#include "warpsafe/interp.h"

static int no_var(void *ctx, uint32_t var, uint64_t *out)
{
    (void)ctx, (void)var;
    *out = 0x10000;  // every variable at 0x10000
    return 1;
}

static int a_param(void *ctx, uint32_t var, uint64_t off, uint64_t *out)
{
    (void)ctx, (void)var;
    *out = off ? 0 : 0x10000;  // every parameter: a buffer at 0x10000
    return 1;
}

/* Loads from memory no store wrote: the 8 bytes 01 00 00 00 02 00 00 00. */
static int fixed_load(void *ctx, uint32_t inst, uint64_t key, unsigned bytes, uint32_t syncs, uint64_t *out)
{
    (void)ctx, (void)inst, (void)key, (void)syncs;
    *out = UINT64_C(0x0000000200000001) & (bytes >= 8 ? UINT64_MAX : (UINT64_C(1) << (8 * bytes)) - 1);
    return 1;
}

/* Runs kernel k of src; the stores' values in order into val (known[i] 0
 * where not known); returns how many. */
static unsigned run_stores(const char *src, uint64_t *val, int *known, unsigned max)
{
    Parsed *p = parse_ok(src);
    InterpEnv env = { .ntid = { 32, 1, 1 }, .nctaid = { 1, 1, 1 }, .var_addr = no_var, .param = a_param,
                      .load = fixed_load, .max_steps = 10000 };
    InterpTrace tr;
    assert_int_equal(interp_run(p->m, 0, &env, &tr), 0);
    unsigned n = 0;
    for (uint32_t i = 0; i < tr.n && n < max; i++)
        if (tr.ev[i].write && tr.ev[i].bytes)
            val[n] = tr.ev[i].value, known[n] = tr.ev[i].known, n++;
    interp_trace_free(&tr);
    parsed_free(p);
    return n;
}

#define HEAD ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 k_p)\n{\n" \
             ".reg .f32 %f<16>;\n.reg .b32 %r<16>;\n.reg .f64 %fd<8>;\n.reg .b64 %rd<8>;\n" \
             "ld.param.u64 %rd1, [k_p];\n"

static uint32_t f32_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

/* .rn arithmetic is IEEE's: one rounding per instruction, fma fused. */
static void test_rounded_arithmetic(void **state)
{
    (void)state;
    const char *src = HEAD
        "mov.f32 %f1, 0f3F800800;\n"            // 1 + 2^-12
        "mul.rn.f32 %f2, %f1, %f1;\n"           // rounds away 2^-24
        "add.rn.f32 %f3, %f2, 0fBF800000;\n"    // - 1
        "st.global.f32 [%rd1], %f3;\n"
        "fma.rn.f32 %f4, %f1, %f1, 0fBF800000;\n"  // exact: 2^-11 + 2^-24
        "st.global.f32 [%rd1+4], %f4;\n"
        "div.rn.f32 %f5, 0f3F800000, 0f40400000;\n"  // 1 / 3
        "st.global.f32 [%rd1+8], %f5;\n"
        "sqrt.rn.f32 %f6, 0f40000000;\n"
        "st.global.f32 [%rd1+12], %f6;\n"
        "cvt.rn.f32.f64 %f7, 0d3FB999999999999A;\n"  // 0.1 to float
        "st.global.f32 [%rd1+16], %f7;\n"
        "ret;\n}\n";
    uint64_t v[8];
    int k[8];
    assert_int_equal(run_stores(src, v, k, 8), 5);
    for (int i = 0; i < 5; i++)
        assert_true(k[i]);
    float x = 1.0f + 0x1p-12f;
    assert_int_equal(v[0], f32_bits(0x1p-11f));
    assert_int_equal(v[1], f32_bits(fmaf(x, x, -1.0f)));
    assert_int_equal(v[1], f32_bits(0x1p-11f + 0x1p-24f));
    assert_int_equal(v[2], f32_bits(1.0f / 3.0f));
    assert_int_equal(v[3], f32_bits(sqrtf(2.0f)));
    assert_int_equal(v[4], f32_bits(0.1f));
}

/* What the ISA leaves open is not computed: approximations, an unrounded
 * add of an unrounded product (the code generator may fuse them), .rz. */
static void test_unfixed_results(void **state)
{
    (void)state;
    const char *src = HEAD
        "sqrt.approx.f32 %f1, 0f40000000;\n"
        "st.global.f32 [%rd1], %f1;\n"
        "mov.f32 %f2, 0f3F800800;\n"
        "mul.f32 %f3, %f2, %f2;\n"              // unrounded: known
        "st.global.f32 [%rd1+4], %f3;\n"
        "mov.f32 %f8, %f3;\n"
        "add.f32 %f4, %f8, 0fBF800000;\n"       // may be an fma with the mul: not known
        "st.global.f32 [%rd1+8], %f4;\n"
        "add.rn.f32 %f5, %f3, 0fBF800000;\n"    // .rn: never fused
        "st.global.f32 [%rd1+12], %f5;\n"
        "add.rz.f32 %f6, %f2, %f2;\n"
        "st.global.f32 [%rd1+16], %f6;\n"
        "ex2.approx.f32 %f7, %f2;\n"
        "st.global.f32 [%rd1+20], %f7;\n"
        "ret;\n}\n";
    uint64_t v[8];
    int k[8];
    assert_int_equal(run_stores(src, v, k, 8), 6);
    assert_false(k[0]);
    assert_true(k[1]);
    assert_false(k[2]);
    assert_true(k[3]);
    assert_int_equal(v[3], f32_bits(0x1p-11f));
    assert_false(k[4]);
    assert_false(k[5]);
}

/* Float to integer: the stated rounding, saturation, NaN to 0; integer to
 * float rounded to nearest; rounding to an integer in float. */
static void test_conversions(void **state)
{
    (void)state;
    const char *src = HEAD
        "cvt.rni.s32.f32 %r1, 0f40200000;\n"    // 2.5 -> 2 (to even)
        "st.global.u32 [%rd1], %r1;\n"
        "cvt.rni.s32.f32 %r2, 0fC0200000;\n"    // -2.5 -> -2
        "st.global.u32 [%rd1+4], %r2;\n"
        "cvt.rzi.s32.f32 %r3, 0f4F32D05E;\n"    // 3e9 -> INT_MAX
        "st.global.u32 [%rd1+8], %r3;\n"
        "cvt.rzi.u32.f32 %r4, 0fBF800000;\n"    // -1 -> 0
        "st.global.u32 [%rd1+12], %r4;\n"
        "cvt.rmi.s32.f32 %r5, 0f7FC00000;\n"    // NaN -> 0
        "st.global.u32 [%rd1+16], %r5;\n"
        "cvt.rn.f32.s32 %f1, 16777217;\n"       // 2^24 + 1 -> 2^24
        "st.global.f32 [%rd1+20], %f1;\n"
        "cvt.rmi.f32.f32 %f2, 0fBFC00000;\n"    // floor(-1.5) = -2
        "st.global.f32 [%rd1+24], %f2;\n"
        "cvt.rzi.s32.f32 %r6, 0fC2F6E979;\n"    // -123.456 -> -123
        "st.global.u32 [%rd1+28], %r6;\n"
        "ret;\n}\n";
    uint64_t v[8];
    int k[8];
    assert_int_equal(run_stores(src, v, k, 8), 8);
    for (int i = 0; i < 8; i++)
        assert_true(k[i]);
    assert_int_equal(v[0], 2);
    assert_int_equal(v[1], 0xfffffffeu);
    assert_int_equal(v[2], 0x7fffffffu);
    assert_int_equal(v[3], 0);
    assert_int_equal(v[4], 0);
    assert_int_equal(v[5], f32_bits(16777216.0f));
    assert_int_equal(v[6], f32_bits(-2.0f));
    assert_int_equal(v[7], (uint32_t)-123);
}

/* .ftz flushes subnormal operands and results; .sat clamps to [0, 1]. */
static void test_ftz_sat(void **state)
{
    (void)state;
    const char *src = HEAD
        "add.ftz.f32 %f1, 0f00000001, 0f00000000;\n"  // the least subnormal: flushed
        "st.global.f32 [%rd1], %f1;\n"
        "add.f32 %f2, 0f00000001, 0f00000000;\n"      // kept without .ftz
        "st.global.f32 [%rd1+4], %f2;\n"
        "add.sat.f32 %f3, 0f3F800000, 0f3F800000;\n"  // 2 -> 1
        "st.global.f32 [%rd1+8], %f3;\n"
        "mul.sat.f32 %f4, 0fBF800000, 0f3F000000;\n"  // -0.5 -> 0
        "st.global.f32 [%rd1+12], %f4;\n"
        "max.f32 %f5, 0f7FC00000, 0f40000000;\n"      // NaN, 2 -> 2
        "st.global.f32 [%rd1+16], %f5;\n"
        "ret;\n}\n";
    uint64_t v[8];
    int k[8];
    assert_int_equal(run_stores(src, v, k, 8), 5);
    for (int i = 0; i < 5; i++)
        assert_true(k[i]);
    assert_int_equal(v[0], 0);
    assert_int_equal(v[1], 1);
    assert_int_equal(v[2], f32_bits(1.0f));
    assert_int_equal(v[3], 0);
    assert_int_equal(v[4], f32_bits(2.0f));
}

/* A vector load fills its elements from the low bytes up, a vector store
 * packs them; float arithmetic on the elements goes on. */
static void test_vectors(void **state)
{
    (void)state;
    const char *src = HEAD
        "ld.global.v2.u32 {%r1, %r2}, [%rd1];\n"     // 1, 2
        "add.s32 %r3, %r1, %r2;\n"
        "st.global.u32 [%rd1+8], %r3;\n"
        "cvt.rn.f32.u32 %f1, %r2;\n"
        "st.global.v2.f32 [%rd1+16], {%f1, 0f3F800000};\n"
        "ld.global.v4.u32 {%r4, %r5, %r6, %r7}, [%rd1+32];\n"  // 16 bytes: not computed
        "st.global.u32 [%rd1+48], %r4;\n"
        "ret;\n}\n";
    uint64_t v[8];
    int k[8];
    assert_int_equal(run_stores(src, v, k, 8), 3);
    assert_true(k[0]);
    assert_int_equal(v[0], 3);
    assert_true(k[1]);
    assert_int_equal(v[1], (uint64_t)f32_bits(2.0f) | (uint64_t)f32_bits(1.0f) << 32);
    assert_false(k[2]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rounded_arithmetic),
        cmocka_unit_test(test_unfixed_results),
        cmocka_unit_test(test_conversions),
        cmocka_unit_test(test_ftz_sat),
        cmocka_unit_test(test_vectors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
