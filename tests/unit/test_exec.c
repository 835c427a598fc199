/*
 * test_exec.c - the ARG specs of `warpsafe run` (exec_args.c): what each
 * form parses to, every error message's subject, and the buffers' initial
 * contents (f16/bf16 rounding, iota, ones, random's repeatability).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "warpsafe/arena.h"
#include "warpsafe/exec.h"

static void test_scalars(void **state)
{
    (void)state;
    ExecArg a;
    char err[256];
    assert_int_equal(exec_arg_parse("i32:-5", 0, &a, err, sizeof err), 0);
    assert_int_equal(a.kind, EXEC_SCALAR);
    assert_int_equal(a.type, EXEC_I32);
    assert_int_equal(a.bits, 0xfffffffbu);  // its 4 bytes, nothing above
    assert_int_equal(exec_arg_parse("u32:0x10", 0, &a, err, sizeof err), 0);
    assert_int_equal(a.bits, 16);
    assert_int_equal(exec_arg_parse("u64:18446744073709551615", 0, &a, err, sizeof err), 0);
    assert_true(a.bits == UINT64_MAX);
    assert_int_equal(exec_arg_parse("i64:-1", 0, &a, err, sizeof err), 0);
    assert_true(a.bits == UINT64_MAX);
    assert_int_equal(exec_arg_parse("f32:0.5", 0, &a, err, sizeof err), 0);
    assert_int_equal(a.bits, 0x3f000000u);
    assert_int_equal(exec_arg_parse("f64:-2", 0, &a, err, sizeof err), 0);
    assert_true(a.bits == UINT64_C(0xc000000000000000));
    static const char *const bad[] = { "i32:2147483648", "i32:-2147483649", "u32:4294967296", "u32:-1", "u64:-1",
                                       "i32:", "i32:1x", "f32:", "f32:1.5q", "i8:1", "f16:1", "x:1", "i32" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        assert_int_equal(exec_arg_parse(bad[i], 0, &a, err, sizeof err), -1);
        char want[64];
        snprintf(want, sizeof want, "bad ARG '%s'", bad[i]);
        assert_non_null(strstr(err, want));
    }
}

static void test_buffers(void **state)
{
    (void)state;
    ExecArg a;
    char err[256];
    assert_int_equal(exec_arg_parse("f32[1048576]:random>out.bin", 0, &a, err, sizeof err), 0);
    assert_int_equal(a.kind, EXEC_BUFFER);
    assert_int_equal(a.type, EXEC_F32);
    assert_int_equal(a.count, 1048576);
    assert_int_equal(a.init, EXEC_RANDOM);
    assert_string_equal(a.out_path, "out.bin");
    assert_int_equal(exec_arg_parse("bf16[8]:@in.bin>o", 0, &a, err, sizeof err), 0);
    assert_int_equal(a.init, EXEC_FILE);
    assert_int_equal(strncmp(a.in_path, "in.bin>", 7), 0);  // up to '>'
    assert_int_equal(exec_arg_parse("u8[3]:zeros", 0, &a, err, sizeof err), 0);
    assert_null(a.out_path);
    assert_int_equal(exec_arg_parse("=2", 2, &a, err, sizeof err), 0);
    assert_int_equal(a.kind, EXEC_SAME);
    assert_int_equal(a.same, 1);
    static const char *const bad[] = { "f32[0]:zeros", "f32[]:zeros", "f32[4]:", "f32[4]:none", "f32[4]zeros",
                                       "f32[4:zeros", "f32[4]:zeros>", "f32[4]:@", "f32[1099511627776]:zeros",
                                       "=0", "=3", "=", "=1x" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        assert_int_equal(exec_arg_parse(bad[i], 2, &a, err, sizeof err), -1);
        char want[64];
        snprintf(want, sizeof want, "bad ARG '%s'", bad[i]);
        assert_non_null(strstr(err, want));
    }
}

static void test_contents(void **state)
{
    (void)state;
    ExecArg a;
    char err[256];
    assert_int_equal(exec_arg_parse("f16[6]:iota", 0, &a, err, sizeof err), 0);
    uint16_t *h = exec_buffer_new(&a, 0, err, sizeof err);
    assert_non_null(h);
    static const uint16_t f16[6] = { 0x0000, 0x3c00, 0x4000, 0x4200, 0x4400, 0x4500 };  // 0..5
    assert_memory_equal(h, f16, sizeof f16);
    mem_free(h);
    assert_int_equal(exec_arg_parse("bf16[3]:ones", 0, &a, err, sizeof err), 0);
    h = exec_buffer_new(&a, 0, err, sizeof err);
    assert_non_null(h);
    for (int i = 0; i < 3; i++)
        assert_int_equal(h[i], 0x3f80);
    mem_free(h);
    assert_int_equal(exec_arg_parse("i16[300]:iota", 0, &a, err, sizeof err), 0);
    int16_t *s = exec_buffer_new(&a, 0, err, sizeof err);
    assert_non_null(s);
    assert_int_equal(s[299], 299);
    mem_free(s);
    assert_int_equal(exec_arg_parse("u8[300]:iota", 0, &a, err, sizeof err), 0);
    uint8_t *b = exec_buffer_new(&a, 0, err, sizeof err);
    assert_non_null(b);
    assert_int_equal(b[257], 1);  // wraps at the type's width
    mem_free(b);
    /* random: the same bytes for the same ARG position, others elsewhere; floats in [0, 1) */
    assert_int_equal(exec_arg_parse("f32[64]:random", 0, &a, err, sizeof err), 0);
    float *x = exec_buffer_new(&a, 3, err, sizeof err), *y = exec_buffer_new(&a, 3, err, sizeof err),
          *z = exec_buffer_new(&a, 4, err, sizeof err);
    assert_non_null(x);
    assert_non_null(y);
    assert_non_null(z);
    assert_memory_equal(x, y, 64 * sizeof *x);
    assert_memory_not_equal(x, z, 64 * sizeof *x);
    for (int i = 0; i < 64; i++)
        assert_true(x[i] >= 0.0f && x[i] < 1.0f);
    mem_free(x), mem_free(y), mem_free(z);
    /* @FILE: exactly the buffer's bytes */
    char path[] = "/tmp/test_exec_XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "wb");
    fwrite("\x01\x02\x03\x04\x05\x06\x07\x08", 1, 8, f);
    fclose(f);
    char spec[96];
    snprintf(spec, sizeof spec, "u32[2]:@%s>x.bin", path);
    assert_int_equal(exec_arg_parse(spec, 0, &a, err, sizeof err), 0);
    uint32_t *u = exec_buffer_new(&a, 0, err, sizeof err);
    assert_non_null(u);
    assert_int_equal(u[0], 0x04030201u);
    mem_free(u);
    snprintf(spec, sizeof spec, "u32[3]:@%s", path);
    assert_int_equal(exec_arg_parse(spec, 0, &a, err, sizeof err), 0);
    assert_null(exec_buffer_new(&a, 0, err, sizeof err));
    assert_non_null(strstr(err, "holds 8 bytes, the buffer 12 (3 x u32)"));
    remove(path);
}

static void test_half_rounding(void **state)
{
    (void)state;
    ExecArg a;
    char err[256];
    /* f16 of iota at 2049..2052: 2049 ties to 2048 (even), 2051 to 2052 */
    assert_int_equal(exec_arg_parse("f16[2053]:iota", 0, &a, err, sizeof err), 0);
    uint16_t *h = exec_buffer_new(&a, 0, err, sizeof err);
    assert_non_null(h);
    assert_int_equal(h[2048], 0x6800);
    assert_int_equal(h[2049], 0x6800);
    assert_int_equal(h[2050], 0x6801);
    assert_int_equal(h[2051], 0x6802);
    mem_free(h);
    /* 65520 and above overflow to infinity */
    assert_int_equal(exec_arg_parse("f16[65521]:iota", 0, &a, err, sizeof err), 0);
    h = exec_buffer_new(&a, 0, err, sizeof err);
    assert_non_null(h);
    assert_int_equal(h[65504], 0x7bff);
    assert_int_equal(h[65520], 0x7c00);
    mem_free(h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scalars),
        cmocka_unit_test(test_buffers),
        cmocka_unit_test(test_contents),
        cmocka_unit_test(test_half_rounding),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
