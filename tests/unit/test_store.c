/*
 * test_store.c - unit tests of the kernel-result encoding (reports/
 * report_store.c) that the result cache and `check --jobs` rest on: a
 * report with every kind of field decodes to the same values, a finding's
 * message stays its rule's reason; every truncation, a wrong magic word and
 * every single flipped byte are refused or decode without reading outside
 * the bytes (ASan watches), and a refused decode leaves the report as it was.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "warpsafe/arena.h"
#include "warpsafe/report.h"

static void sample(KernelReport *k, Finding *f, ReportAssumption *x)
{
    memset(k, 0, sizeof *k);
    k->name = "kern";
    for (int r = 0; r < RULE_COUNT; r++)
        k->rules[r] = (RuleResult){ (RuleId)r, VERDICT_VERIFIED, NULL, 0 };
    k->rules[RULE_SHARED_RACE] = (RuleResult){ RULE_SHARED_RACE, VERDICT_VIOLATION, "shared-memory race: ...", 0 };
    k->rules[RULE_GLOBAL_RACE] = (RuleResult){ RULE_GLOBAL_RACE, VERDICT_UNKNOWN, "resource limit", 0 };
    memset(f, 0, sizeof *f);
    f->rule = RULE_SHARED_RACE, f->verdict = VERDICT_VIOLATION, f->message = k->rules[RULE_SHARED_RACE].reason;
    f->needs = "blockDim.y above 1";
    f->naccesses = 2;
    f->accesses[0] = (FindingAccess){ "write", "shared", "a.cu", 10, 5, 56, NULL };
    f->accesses[1] = (FindingAccess){ "read", "shared", "a.cu", 12, 9, 60, "other.ptx" };
    f->has_witness = 1;
    f->tid[0][0] = 3, f->tid[1][2] = 63, f->ctaid[1] = 7, f->ctaid2[2] = 1ull << 33, f->grid[0] = 65535;
    f->nparams = 2, f->param_name[0] = "n", f->param_value[0] = UINT64_MAX, f->param_name[1] = "m", f->param_value[1] = 4;
    f->ninputs = 1, f->input_thread[0] = 1, f->input_line[0] = 40, f->input_bytes[0] = 8;
    f->input_addr[0] = 0x1000, f->input_value[0] = 0xdeadbeefcafef00dull;
    f->block[0] = 256, f->addr[0] = 0x40, f->addr[1] = 0x44, f->interval = 2;
    k->findings = f, k->nfindings = 1;
    memset(x, 0, sizeof *x);
    x->rule = RULE_GLOBAL_RACE, x->param[0] = "flag", x->param[1] = NULL, x->ptx_line[0] = 70, x->flag = 1;
    x->value = UINT64_MAX, x->flag_eq = 1, x->flag_bytes = 8, x->flag_offset = -1, x->range_lo = INT64_MIN;
    x->range_hi = INT64_MAX;
    k->assumptions = x, k->nassumptions = 1, k->nassumptions_more = 3;
}

/* The sample, encoded (free with mem_free). */
static char *encoded(KernelReport *k, size_t *len)
{
    static Finding f;
    static ReportAssumption x;
    sample(k, &f, &x);
    char *data = NULL;
    assert_int_equal(report_store_encode(k, &data, len), 0);
    return data;
}

static void test_round_trip(void **state)
{
    (void)state;
    KernelReport k, got;
    size_t len;
    char *data = encoded(&k, &len);
    const Finding f = k.findings[0];
    Arena a;
    arena_init(&a);
    memset(&got, 0, sizeof got);
    got.name = "kern";
    for (int r = 0; r < RULE_COUNT; r++)
        got.rules[r] = (RuleResult){ (RuleId)r, VERDICT_UNKNOWN, "not analyzed", r == RULE_GLOBAL_BOUNDS };
    assert_int_equal(report_store_decode(&got, data, len, &a), 0);
    for (int r = 0; r < RULE_COUNT; r++) {
        assert_int_equal(got.rules[r].verdict, k.rules[r].verdict);
        assert_int_equal(got.rules[r].off, r == RULE_GLOBAL_BOUNDS);  // the caller's
        if (k.rules[r].reason)
            assert_string_equal(got.rules[r].reason, k.rules[r].reason);
        else
            assert_null(got.rules[r].reason);
    }
    assert_int_equal(got.nfindings, 1);
    const Finding *g = &got.findings[0];
    assert_ptr_equal(g->message, got.rules[RULE_SHARED_RACE].reason);
    assert_string_equal(g->needs, f.needs);
    assert_int_equal(g->naccesses, 2);
    assert_string_equal(g->accesses[1].ptx_file, "other.ptx");
    assert_null(g->accesses[0].ptx_file);
    assert_int_equal(g->accesses[1].col, 9);
    assert_memory_equal(g->tid, f.tid, sizeof f.tid);
    assert_memory_equal(g->ctaid2, f.ctaid2, sizeof f.ctaid2);
    assert_int_equal(g->param_value[0], UINT64_MAX);
    assert_string_equal(g->param_name[1], "m");
    assert_int_equal(g->input_value[0], f.input_value[0]);
    assert_int_equal(g->input_bytes[0], 8);
    assert_int_equal(g->interval, 2);
    assert_int_equal(got.nassumptions, 1);
    assert_int_equal(got.nassumptions_more, 3);
    const ReportAssumption *y = &got.assumptions[0];
    assert_string_equal(y->param[0], "flag");
    assert_null(y->param[1]);
    assert_int_equal(y->value, UINT64_MAX);
    assert_int_equal(y->flag_offset, -1);
    assert_true(y->range_lo == INT64_MIN && y->range_hi == INT64_MAX && y->flag && y->flag_eq && !y->wrap);
    arena_free(&a);
    mem_free(data);
}

static void test_damaged(void **state)
{
    (void)state;
    KernelReport k, before, got;
    size_t len;
    char *data = encoded(&k, &len);
    memset(&before, 0, sizeof before);
    before.name = "kern";
    Arena a;
    arena_init(&a);
    for (size_t n = 0; n < len; n++) {  // every truncation: refused, the report unchanged
        char *cut = malloc(n ? n : 1);
        memcpy(cut, data, n);
        got = before;
        if (report_store_decode(&got, cut, n, &a) != -1)
            fail_msg("a truncation to %zu of %zu bytes decoded", n, len);
        assert_memory_equal(&got, &before, sizeof got);
        free(cut);
    }
    char *bad = malloc(len);
    for (size_t i = 0; i < len; i++) {  // any byte changed: no read outside the bytes
        memcpy(bad, data, len);
        bad[i] ^= (char)0xa5;
        got = before;
        int rc = report_store_decode(&got, bad, len, &a);
        if (i < 8)
            assert_int_equal(rc, -1);  // the magic word
        assert_true(rc == 0 || rc == -1);
    }
    got = before;
    assert_int_equal(report_store_decode(&got, data, len - 1, &a), -1);
    memcpy(bad, data, len);
    assert_int_equal(report_store_decode(&got, bad, len, &a), 0);
    free(bad);
    arena_free(&a);
    mem_free(data);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_damaged),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
