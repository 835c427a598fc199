/*
 * test_access.c - the access model (access.h) on small kernels, questioned
 * through Z3: byte addresses and execution conditions per thread must make
 * the right pairs conflict and keep the others apart. Also loop havocking
 * and the `incomplete` flag for calls.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "warpsafe/access.h"
#include "warpsafe/smt.h"
#include "unit_ptx.h"

#define HDR ".version 8.0\n.target sm_80\n.address_size 64\n"

typedef struct {
    Parsed *p;
    SymCtx sym;
    AccessModel am;
    SmtSolver *smt;
} Model;

static Model *model(const char *src, const char *kernel)
{
    Model *m = calloc(1, sizeof *m);
    assert_non_null(m);
    m->p = parse_ok(src);
    sym_init(&m->sym);
    int32_t fi = kir_func_find(m->p->m, strtab_lookup(&m->p->m->strs, kernel, strlen(kernel)));
    assert_true(fi >= 0);
    assert_int_equal(access_build(m->p->m, (uint32_t)fi, &m->sym, &m->am), 0);
    m->smt = smt_solver_new(&m->sym, 0);
    assert_non_null(m->smt);
    return m;
}

static void model_free(Model *m)
{
    smt_solver_free(m->smt);
    access_model_free(&m->am);
    sym_free(&m->sym);
    parsed_free(m->p);
    free(m);
}

/* The n-th event of a kind in program order. */
static const AccessEvent *event(const Model *m, AccessKind kind, int n)
{
    for (uint32_t i = 0; i < m->am.nevents; i++)
        if (m->am.events[i].kind == kind && n-- == 0)
            return &m->am.events[i];
    fail_msg("no event %d of kind %s", n, access_kind_name(kind));
    return NULL;
}

static const SymTerm *var_named(Model *m, const char *name)
{
    for (uint32_t i = 0; i < m->sym.nvars; i++)
        if (strcmp(m->sym.vars[i].name, name) == 0)
            return sym_var(&m->sym, i);
    fail_msg("no variable %s", name);
    return NULL;
}

/* Can thread 1 at event a and thread 2 at event b (distinct threads of one
 * block of `n` threads in x) touch the same first byte? */
static SmtOutcome clash(Model *m, const AccessEvent *a, const AccessEvent *b, unsigned n,
                        SmtResult *r)
{
    SymCtx *c = &m->sym;
    const SymTerm *t1 = var_named(m, "tid.x.1"), *t2 = var_named(m, "tid.x.2");
    const SymTerm *bound = sym_const(c, 32, n);
    const SymTerm *f = sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, t1, bound), sym_bin(c, SYM_ULT, t2, bound));
    f = sym_bin(c, SYM_BAND, f, sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, t1, t2)));
    f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_EQ, var_named(m, "ntid.x"), bound));
    f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_BAND, a->cond[1], b->cond[2]));
    f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_EQ, a->addr[1], b->addr[2]));
    return smt_check(m->smt, f, r);
}

static const char SHIFT[] = HDR
    ".visible .entry shift(.param .u64 out)\n"
    "{\n"
    "    .reg .pred %p<2>;\n"
    "    .reg .b32 %r<8>;\n"
    "    .shared .align 4 .b8 s[1024];\n"
    "    mov.u32 %r1, %tid.x;\n"
    "    shl.b32 %r2, %r1, 2;\n"
    "    mov.u32 %r3, s;\n"
    "    add.s32 %r4, %r3, %r2;\n"
    "    st.shared.u32 [%r4], %r1;\n"         // write s[tid]
    "    ld.shared.u32 %r5, [%r4+4];\n"       // read s[tid + 1]
    "    setp.lt.u32 %p1, %r1, 16;\n"
    "    @%p1 st.shared.u32 [%r4+64], %r5;\n" // tid < 16: write s[tid + 16]
    "    @!%p1 ld.shared.u32 %r6, [%r4];\n"   // tid >= 16: read s[tid]
    "    ret;\n"
    "}\n";

static void test_addresses_and_conditions(void **state)
{
    (void)state;
    Model *m = model(SHIFT, "shift");
    assert_null(m->am.incomplete);
    SmtResult r;
    const AccessEvent *w = event(m, ACCESS_WRITE, 0), *rd = event(m, ACCESS_READ, 0);
    assert_int_equal(w->space, KIR_SPACE_SHARED);
    assert_int_equal(w->bytes, 4);
    /* s[tid] written by two distinct threads: never the same word */
    assert_int_equal(clash(m, w, w, 256, &r), SMT_SAFE);
    /* s[tid] against s[tid+1]: neighbours meet; the witness says so */
    assert_int_equal(clash(m, w, rd, 256, &r), SMT_RACE);
    uint64_t a = sym_eval(&m->sym, var_named(m, "tid.x.1"), r.model);
    uint64_t b = sym_eval(&m->sym, var_named(m, "tid.x.2"), r.model);
    assert_int_equal(a, b + 1);
    /* guarded: s[tid+16] by tid < 16 against s[tid] by tid >= 16 meet at 16..31 */
    const AccessEvent *gw = event(m, ACCESS_WRITE, 1), *gr = event(m, ACCESS_READ, 1);
    assert_int_equal(clash(m, gw, gr, 256, &r), SMT_RACE);
    a = sym_eval(&m->sym, var_named(m, "tid.x.1"), r.model);
    b = sym_eval(&m->sym, var_named(m, "tid.x.2"), r.model);
    assert_true(a < 16 && b >= 16 && b == a + 16);
    /* and with only 16 threads no thread reads s[tid] at all */
    assert_int_equal(clash(m, gw, gr, 16, &r), SMT_SAFE);
    /* the guarded write against itself: distinct threads, distinct words */
    assert_int_equal(clash(m, gw, gw, 256, &r), SMT_SAFE);
    model_free(m);
}

static const char LOOP[] = HDR
    ".visible .entry loop(.param .u32 n)\n"
    "{\n"
    "    .reg .pred %p<2>;\n"
    "    .reg .b32 %r<8>;\n"
    "    .shared .align 4 .b8 s[1024];\n"
    "    mov.u32 %r1, %tid.x;\n"
    "    mov.u32 %r2, 0;\n"
    "$L_top:\n"
    "    add.s32 %r3, %r1, %r2;\n"
    "    shl.b32 %r4, %r3, 2;\n"
    "    st.shared.u32 [%r4], %r2;\n"
    "    add.s32 %r2, %r2, 32;\n"
    "    setp.lt.u32 %p1, %r2, 256;\n"
    "    @%p1 bra $L_top;\n"
    "    ret;\n"
    "}\n";

static void test_loops_are_havocked(void **state)
{
    (void)state;
    Model *m = model(LOOP, "loop");
    assert_int_equal(m->am.nloops, 1);
    const AccessEvent *w = event(m, ACCESS_WRITE, 0);
    /* the loop counter is unknown in the model, so two threads may meet */
    SmtResult r;
    assert_int_equal(clash(m, w, w, 256, &r), SMT_RACE);
    model_free(m);
}

static const char CALL[] = HDR
    ".func helper(.param .b32 a)\n{\n    ret;\n}\n"
    ".visible .entry caller()\n"
    "{\n"
    "    {\n"
    "    .param .b32 p0;\n"
    "    st.param.b32 [p0], 1;\n"
    "    call.uni helper, (p0);\n"
    "    }\n"
    "    ret;\n"
    "}\n";

static void test_calls_make_the_model_incomplete(void **state)
{
    (void)state;
    Model *m = model(CALL, "caller");
    assert_non_null(m->am.incomplete);
    assert_non_null(strstr(m->am.incomplete, "call"));
    model_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_addresses_and_conditions),
        cmocka_unit_test(test_loops_are_havocked),
        cmocka_unit_test(test_calls_make_the_model_incomplete),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
