/*
 * test_access.c - the access model (access.h) on small kernels, questioned
 * through Z3: byte addresses and execution conditions per thread must make
 * the right pairs conflict and keep the others apart. Also loops (closed
 * forms, no wrap-around), calls (inlined, else `incomplete`).
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
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

static void test_loops_have_closed_forms(void **state)
{
    (void)state;
    Model *m = model(LOOP, "loop");
    assert_int_equal(m->am.nloops, 1);
    const AccessEvent *w = event(m, ACCESS_WRITE, 0);
    /* s[tid + 32k]: with 256 threads, thread 32 at k = 0 meets thread 0 at k = 1 */
    SmtResult r;
    assert_int_equal(clash(m, w, w, 256, &r), SMT_RACE);
    /* with 32 threads the words of distinct threads never meet, whatever the iterations */
    assert_int_equal(clash(m, w, w, 32, &r), SMT_SAFE);
    model_free(m);
}

/* for (i = tid; i < 1000; i += ntid) s[i] = i: distinct threads of a block
 * of 96 never meet; a proof needs the iteration bound (no wrap-around of
 * tid + k*96 in 32 bits), since 96 is not a power of two. */
static const char STRIDE[] = HDR
    ".visible .entry stride()\n"
    "{\n"
    "    .reg .pred %p<3>;\n"
    "    .reg .b32 %r<8>;\n"
    "    .shared .align 4 .b8 s[4096];\n"
    "    mov.u32 %r1, %tid.x;\n"
    "    mov.u32 %r2, %ntid.x;\n"
    "    setp.gt.u32 %p1, %r1, 999;\n"
    "    @%p1 bra $L_end;\n"
    "$L_top:\n"
    "    shl.b32 %r4, %r1, 2;\n"
    "    st.shared.u32 [%r4], %r1;\n"
    "    add.s32 %r1, %r1, %r2;\n"
    "    setp.lt.u32 %p2, %r1, 1000;\n"
    "    @%p2 bra $L_top;\n"
    "$L_end:\n"
    "    ret;\n"
    "}\n";

static void test_strided_loops_do_not_wrap(void **state)
{
    (void)state;
    Model *m = model(STRIDE, "stride");
    const AccessEvent *w = event(m, ACCESS_WRITE, 0);
    SmtResult r;
    assert_int_equal(clash(m, w, w, 96, &r), SMT_SAFE);
    model_free(m);
}

/* for (j = 0; j != END; j += 8) s[tid*64 + j] = tid: distinct threads of a
 * block of 32 meet only past the eighth iteration (tid*64 + 64), which the
 * exit test j != 64 rules out by induction (every earlier j missed 64); the
 * test j != 72 allows it, and j != 68 never holds (the counter wraps). */
static const char STEP8[] = HDR
    ".visible .entry step8()\n"
    "{\n"
    "    .reg .pred %p<2>;\n"
    "    .reg .b32 %r<8>;\n"
    "    .shared .align 4 .b8 s[16384];\n"
    "    mov.u32 %r1, %tid.x;\n"
    "    shl.b32 %r2, %r1, 6;\n"
    "    mov.u32 %r3, 0;\n"
    "$L_top:\n"
    "    add.s32 %r4, %r2, %r3;\n"
    "    shl.b32 %r5, %r4, 2;\n"
    "    st.shared.u32 [%r5], %r1;\n"
    "    add.s32 %r3, %r3, 8;\n"
    "    setp.ne.u32 %p1, %r3, END;\n"
    "    @%p1 bra $L_top;\n"
    "    ret;\n"
    "}\n";

static void test_stepped_inequality_bounds_the_loop(void **state)
{
    (void)state;
    static const char *ends[] = { "64", "72", "68" };
    static const SmtOutcome want[] = { SMT_SAFE, SMT_RACE, SMT_RACE };
    for (int i = 0; i < 3; i++) {
        char src[sizeof STEP8 + 8];
        const char *at = strstr(STEP8, "END");
        snprintf(src, sizeof src, "%.*s%s%s", (int)(at - STEP8), STEP8, ends[i], at + 3);
        Model *m = model(src, "step8");
        const AccessEvent *w = event(m, ACCESS_WRITE, 0);
        SmtResult r;
        assert_int_equal(clash(m, w, w, 32, &r), want[i]);
        model_free(m);
    }
}

/* A top-tested loop whose body branches (clang -O0's shape):
 * for (j = 0; j < 16; j += 4) if (col < n && row + j < rows) s[(row + j)*33 + col] = tid,
 * row = tid/8, col = tid%8. Distinct threads of 32 never meet while
 * j < 16; a proof needs the exit test of earlier iterations, which reaches
 * the latch through three paths (each guard failing, or both passing). */
static const char TOPTEST[] = HDR
    ".visible .entry toptest(.param .u32 n, .param .u32 rows)\n"
    "{\n"
    "    .reg .pred %p<4>;\n"
    "    .reg .b32 %r<11>;\n"
    "    .shared .align 4 .b8 s[2640];\n"
    "    ld.param.u32 %r9, [n];\n"
    "    ld.param.u32 %r10, [rows];\n"
    "    mov.u32 %r1, %tid.x;\n"
    "    shr.u32 %r2, %r1, 3;\n"
    "    and.b32 %r3, %r1, 7;\n"
    "    mov.u32 %r4, 0;\n"
    "$L_top:\n"
    "    setp.ge.s32 %p1, %r4, 16;\n"
    "    @%p1 bra $L_end;\n"
    "    setp.ge.u32 %p2, %r3, %r9;\n"
    "    @%p2 bra $L_latch;\n"
    "    add.s32 %r5, %r2, %r4;\n"
    "    setp.ge.u32 %p3, %r5, %r10;\n"
    "    @%p3 bra $L_latch;\n"
    "    mul.lo.s32 %r6, %r5, 33;\n"
    "    add.s32 %r7, %r6, %r3;\n"
    "    shl.b32 %r8, %r7, 2;\n"
    "    st.shared.u32 [%r8], %r1;\n"
    "$L_latch:\n"
    "    add.s32 %r4, %r4, 4;\n"
    "    bra.uni $L_top;\n"
    "$L_end:\n"
    "    ret;\n"
    "}\n";

static void test_branching_top_tested_loops_do_not_wrap(void **state)
{
    (void)state;
    Model *m = model(TOPTEST, "toptest");
    const AccessEvent *w = event(m, ACCESS_WRITE, 0);
    SmtResult r;
    assert_int_equal(clash(m, w, w, 32, &r), SMT_SAFE);
    model_free(m);
}

/* for (k = 0; k < 8; k++) { p = 1 - p; s[p*64 + tid] = tid; }: p alternates
 * 1, 0, 1, ...; distinct threads of a block of 64 never meet, but only if
 * the model knows p is 0 or 1 (a havocked p meets anything). */
static const char PINGPONG[] = HDR
    ".visible .entry pingpong()\n"
    "{\n"
    "    .reg .pred %p<2>;\n"
    "    .reg .b32 %r<9>;\n"
    "    .shared .align 4 .b8 s[512];\n"
    "    mov.u32 %r1, %tid.x;\n"
    "    mov.u32 %r2, 0;\n"
    "    mov.u32 %r3, 0;\n"
    "$L_top:\n"
    "    sub.s32 %r2, 1, %r2;\n"
    "    shl.b32 %r4, %r2, 6;\n"
    "    add.s32 %r5, %r4, %r1;\n"
    "    shl.b32 %r6, %r5, 2;\n"
    "    st.shared.u32 [%r6], %r1;\n"
    "    add.s32 %r3, %r3, 1;\n"
    "    setp.lt.u32 %p1, %r3, 8;\n"
    "    @%p1 bra $L_top;\n"
    "    ret;\n"
    "}\n";

static void test_alternating_values(void **state)
{
    (void)state;
    Model *m = model(PINGPONG, "pingpong");
    const AccessEvent *w = event(m, ACCESS_WRITE, 0);
    SmtResult r;
    assert_int_equal(clash(m, w, w, 64, &r), SMT_SAFE);
    assert_int_equal(clash(m, w, w, 128, &r), SMT_RACE);  // thread 64 at p = 0 meets thread 0 at p = 1
    model_free(m);
}

/* A loop with two exits to one block, each with its own value of %r5:
 * leaving at k == tid gives 100, running to the end gives 200. After the
 * loop, s[%r5] must be able to be either (one value for both would lose
 * one of the real executions). */
static const char TWOEXITS[] = HDR
    ".visible .entry twoexits()\n"
    "{\n"
    "    .reg .pred %p<3>;\n"
    "    .reg .b32 %r<9>;\n"
    "    .shared .align 4 .b8 s[1024];\n"
    "    mov.u32 %r1, %tid.x;\n"
    "    mov.u32 %r2, 0;\n"
    "$L_top:\n"
    "    setp.eq.u32 %p1, %r2, %r1;\n"
    "    mov.u32 %r5, 100;\n"
    "    @%p1 bra $L_out;\n"
    "    add.s32 %r2, %r2, 1;\n"
    "    mov.u32 %r5, 200;\n"
    "    setp.lt.u32 %p2, %r2, 8;\n"
    "    @%p2 bra $L_top;\n"
    "$L_out:\n"
    "    st.shared.u32 [%r5], %r1;\n"
    "    ret;\n"
    "}\n";

static void test_loop_exits_keep_their_values(void **state)
{
    (void)state;
    Model *m = model(TWOEXITS, "twoexits");
    const AccessEvent *w = event(m, ACCESS_WRITE, 0);
    SymCtx *c = &m->sym;
    SmtResult r;
    for (int v = 100; v <= 200; v += 100) {
        const SymTerm *f = sym_bin(c, SYM_BAND, w->cond[1],
                                   sym_bin(c, SYM_EQ, w->addr[1], sym_const(c, w->addr[1]->width, (uint64_t)v)));
        assert_int_equal(smt_check(m->smt, f, &r), SMT_RACE);
    }
    model_free(m);
}

/* o = 1; if (n) do { bar; o <<= 1; } while (n >>= 1); then a second loop
 * shifts o back down and stores at s[o]: o enters the second loop as the
 * first loop's exit value, whose condition says the first loop was
 * reached. That reach variable is mapped after the second loop's closed
 * form was made, so the map is applied until nothing changes: no free
 * "reach" variable is left in the address (Blelloch's down-sweep). */
static const char CARRY[] = HDR
    ".visible .entry carry(.param .u32 n)\n"
    "{\n"
    "    .reg .pred %p<4>;\n"
    "    .reg .b32 %r<12>;\n"
    "    .shared .align 4 .b8 s[4096];\n"
    "    ld.param.u32 %r1, [n];\n"
    "    mov.u32 %r2, 1;\n"
    "    setp.eq.u32 %p1, %r1, 0;\n"
    "    @%p1 bra $L_skip;\n"
    "    mov.u32 %r3, %r1;\n"
    "$L_up:\n"
    "    bar.sync 0;\n"
    "    shl.b32 %r2, %r2, 1;\n"
    "    shr.u32 %r3, %r3, 1;\n"
    "    setp.ne.u32 %p2, %r3, 0;\n"
    "    @%p2 bra $L_up;\n"
    "$L_skip:\n"
    "    mov.u32 %r4, 0;\n"
    "$L_down:\n"
    "    shr.u32 %r2, %r2, 1;\n"
    "    mov.u32 %r5, s;\n"
    "    shl.b32 %r6, %r2, 2;\n"
    "    add.s32 %r7, %r5, %r6;\n"
    "    st.shared.u32 [%r7], %r4;\n"
    "    add.s32 %r4, %r4, 1;\n"
    "    setp.lt.u32 %p3, %r4, 3;\n"
    "    @%p3 bra $L_down;\n"
    "    ret;\n"
    "}\n"
    ;

static int is_reach(void *ctx, uint32_t var)
{
    const SymCtx *c = ctx;
    return strncmp(c->vars[var].name, "reach", 5) == 0;
}

static void test_values_carried_between_loops(void **state)
{
    (void)state;
    Model *m = model(CARRY, "carry");
    const AccessEvent *w = event(m, ACCESS_WRITE, 0);
    assert_int_equal(sym_mentions(&m->sym, w->addr[1], is_reach, &m->sym), 0);
    assert_int_equal(sym_mentions(&m->sym, w->cond[1], is_reach, &m->sym), 0);
    model_free(m);
}

/* for (o = 0; o < 4; o++) { bar; for (i = 0; i < 8; i++) s[tid] = i; bar; }:
 * every outer iteration passes two barriers whatever the inner loop does, so
 * the store of outer iteration k is after exactly 2k + 1 barriers (the
 * inner loop's own count, 0 per iteration, is known first). */
static const char NESTED[] = HDR
    ".visible .entry nested()\n"
    "{\n"
    "    .reg .pred %p<3>;\n"
    "    .reg .b32 %r<8>;\n"
    "    .shared .align 4 .b8 s[4096];\n"
    "    mov.u32 %r1, %tid.x;\n"
    "    shl.b32 %r4, %r1, 2;\n"
    "    mov.u32 %r2, 0;\n"
    "$L_outer:\n"
    "    bar.sync 0;\n"
    "    mov.u32 %r3, 0;\n"
    "$L_inner:\n"
    "    st.shared.u32 [%r4], %r3;\n"
    "    add.s32 %r3, %r3, 1;\n"
    "    setp.lt.u32 %p1, %r3, 8;\n"
    "    @%p1 bra $L_inner;\n"
    "    bar.sync 0;\n"
    "    add.s32 %r2, %r2, 1;\n"
    "    setp.lt.u32 %p2, %r2, 4;\n"
    "    @%p2 bra $L_outer;\n"
    "    ret;\n"
    "}\n";

static void test_nested_loop_barrier_counts(void **state)
{
    (void)state;
    Model *m = model(NESTED, "nested");
    assert_int_equal(m->am.nloops, 2);
    const AccessEvent *w = event(m, ACCESS_WRITE, 0);
    SymCtx *c = &m->sym;
    const SymTerm *k = sym_var(c, m->am.loops[0].k[1]);  // the outer loop (headers in RPO)
    const SymTerm *want = sym_bin(c, SYM_ADD, sym_bin(c, SYM_MUL, k, sym_const(c, 64, 2)), sym_const(c, 64, 1));
    SmtResult r;
    assert_int_equal(smt_check(m->smt, sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, w->epoch[1], want)), &r), SMT_SAFE);
    model_free(m);
}

/* s[bfe(tid, 0, 5)] and s[bfi(tid, 0, 2, 5)]: the low five bits of tid
 * (threads 0 and 32 meet; 32 threads never do) and tid << 2 in five bits. */
static const char BITFIELD[] = HDR
    ".visible .entry bits()\n"
    "{\n"
    "    .reg .b32 %r<8>;\n"
    "    .shared .align 4 .b8 s[4096];\n"
    "    mov.u32 %r1, %tid.x;\n"
    "    bfe.u32 %r2, %r1, 0, 5;\n"
    "    shl.b32 %r3, %r2, 2;\n"
    "    st.shared.u32 [%r3], %r1;\n"
    "    bfi.b32 %r4, %r1, 0, 2, 5;\n"
    "    st.shared.u32 [%r4+1024], %r1;\n"
    "    ret;\n"
    "}\n";

static void test_bit_fields(void **state)
{
    (void)state;
    Model *m = model(BITFIELD, "bits");
    const AccessEvent *w1 = event(m, ACCESS_WRITE, 0), *w2 = event(m, ACCESS_WRITE, 1);
    SmtResult r;
    assert_int_equal(clash(m, w1, w1, 64, &r), SMT_RACE);
    assert_int_equal(clash(m, w1, w1, 32, &r), SMT_SAFE);
    assert_int_equal(clash(m, w2, w2, 64, &r), SMT_RACE);
    assert_int_equal(clash(m, w2, w2, 32, &r), SMT_SAFE);
    model_free(m);
}

/* prmt.b32 with a constant selector (nvcc -O3 packs (t >> 7) * 256 +
 * (t & 127) into one prmt): the address of the store is the permuted word,
 * checked against bytes picked by hand for several selectors, sign
 * replication included. */
static const char PRMT_FMT[] = HDR
    ".visible .entry perm()\n"
    "{\n"
    "    .reg .b32 %%r<8>;\n"
    "    mov.u32 %%r1, %%tid.x;\n"
    "    mov.u32 %%r2, 0x80506008;\n"   // bytes 08 60 50 80
    "    prmt.b32 %%r3, %%r1, %%r2, %u;\n"
    "    st.shared.u32 [%%r3], %%r1;\n"
    "    ret;\n"
    "}\n";

static void test_byte_permute(void **state)
{
    (void)state;
    static const struct { unsigned sel, tid, want; } cases[] = {
        { 0x3210, 0x12345678u, 0x12345678u },  // a itself
        { 0x7654, 0x12345678u, 0x80506008u },  // b itself
        { 0x2104, 0x0000017fu, 0x00017f08u },  // b.0, a.0, a.1, a.2
        { 0x8888, 0x00000080u, 0xffffffffu },  // the sign of a.0 everywhere
        { 0x8888, 0x0000007fu, 0x00000000u },
        { 0xffff, 0x00000000u, 0xffffffffu },  // the sign of b.3 (0x80)
        { 0x0f0e, 0x000000c1u, 0xc1ffc100u },  // sign of b.2 (0x50), a.0, sign of b.3, a.0
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char ptx[1024];
        snprintf(ptx, sizeof ptx, PRMT_FMT, cases[i].sel);
        Model *m = model(ptx, "perm");
        const AccessEvent *w = event(m, ACCESS_WRITE, 0);
        uint64_t *vals = calloc(m->sym.nvars + 1, sizeof *vals);
        assert_non_null(vals);
        vals[var_named(m, "tid.x.1")->var] = cases[i].tid;
        uint64_t got = sym_eval(&m->sym, w->addr[1], vals) & 0xffffffffu;
        if (got != cases[i].want)
            fail_msg("selector 0x%x, a 0x%x: 0x%llx, want 0x%x", cases[i].sel, cases[i].tid,
                     (unsigned long long)got, cases[i].want);
        free(vals);
        model_free(m);
    }
}

/* clang -O0 keeps variables in a .local frame: t = tid is stored through
 * the generic frame pointer and loaded back before s[t] is written. The
 * load must give tid back (distinct threads, distinct words) unless the
 * frame's address escapes (stored to global memory: anything may change it). */
static const char LOCALS[] = HDR
    ".visible .entry locals(.param .u64 p)\n"
    "{\n"
    "    .local .align 4 .b8 __local_depot0[8];\n"
    "    .reg .b64 %SP;\n"
    "    .reg .b64 %SPL;\n"
    "    .reg .b32 %r<8>;\n"
    "    .reg .b64 %rd<4>;\n"
    "    .shared .align 4 .b8 s[4096];\n"
    "    mov.u64 %SPL, __local_depot0;\n"
    "    cvta.local.u64 %SP, %SPL;\n"
    "    mov.u32 %r1, %tid.x;\n"
    "    st.u32 [%SP+4], %r1;\n"
    "    ld.u32 %r2, [%SP+4];\n"
    "    shl.b32 %r3, %r2, 2;\n"
    "    st.shared.u32 [%r3], %r1;\n"
    "    ret;\n"
    "}\n"
    ".visible .entry escapes(.param .u64 p)\n"
    "{\n"
    "    .local .align 4 .b8 __local_depot1[8];\n"
    "    .reg .b64 %SP;\n"
    "    .reg .b64 %SPL;\n"
    "    .reg .b32 %r<8>;\n"
    "    .reg .b64 %rd<4>;\n"
    "    .shared .align 4 .b8 s[4096];\n"
    "    mov.u64 %SPL, __local_depot1;\n"
    "    cvta.local.u64 %SP, %SPL;\n"
    "    ld.param.u64 %rd1, [p];\n"
    "    st.global.u64 [%rd1], %SP;\n"
    "    mov.u32 %r1, %tid.x;\n"
    "    st.u32 [%SP+4], %r1;\n"
    "    ld.u32 %r2, [%SP+4];\n"
    "    shl.b32 %r3, %r2, 2;\n"
    "    st.shared.u32 [%r3], %r1;\n"
    "    ret;\n"
    "}\n";
/* nvcc -O0 spills a pointer into its own frame and reloads it (a
 * reference argument of libcu++): tid is stored through the reloaded
 * pointer. With one store into the 8-byte slot, the load is the frame
 * address; two stores, or the frame's address escaping, give that up. */
static const char *spill_kernel(char *buf, size_t n, const char *name, const char *extra)
{
    snprintf(buf, n,
             HDR ".visible .entry %s(.param .u64 p)\n"
                 "{\n"
                 "    .local .align 8 .b8 __local_depot0[16];\n"
                 "    .reg .b64 %%SP;\n"
                 "    .reg .b64 %%SPL;\n"
                 "    .reg .b32 %%r<8>;\n"
                 "    .reg .b64 %%rd<8>;\n"
                 "    .shared .align 4 .b8 s[4096];\n"
                 "    mov.u64 %%SPL, __local_depot0;\n"
                 "    cvta.local.u64 %%SP, %%SPL;\n"
                 "    add.u64 %%rd2, %%SP, 4;\n"
                 "    st.u64 [%%SP+8], %%rd2;\n"
                 "%s"
                 "    ld.u64 %%rd3, [%%SP+8];\n"
                 "    mov.u32 %%r1, %%tid.x;\n"
                 "    st.u32 [%%rd3], %%r1;\n"
                 "    ld.u32 %%r2, [%%SP+4];\n"
                 "    shl.b32 %%r3, %%r2, 2;\n"
                 "    st.shared.u32 [%%r3], %%r1;\n"
                 "    ret;\n"
                 "}\n",
             name, extra);
    return buf;
}


/* Can two threads write the same shared word at m's last shared write?
 * Frees m. */
static SmtOutcome shared_write_clash(Model *m)
{
    SmtResult r;
    const AccessEvent *w = NULL;
    for (uint32_t i = 0; i < m->am.nevents; i++)
        if (m->am.events[i].kind == ACCESS_WRITE && m->am.events[i].space == KIR_SPACE_SHARED)
            w = &m->am.events[i];
    assert_non_null(w);
    SmtOutcome o = clash(m, w, w, 64, &r);
    model_free(m);
    return o;
}

/* ... in kernel k of LOCALS. */
static SmtOutcome local_kernel_clash(const char *k)
{
    return shared_write_clash(model(LOCALS, k));
}

static SmtOutcome spill_clash(const char *extra)
{
    char buf[2048];
    return shared_write_clash(model(spill_kernel(buf, sizeof buf, "spill", extra), "spill"));
}

static void test_local_memory_is_followed(void **state)
{
    (void)state;
    assert_int_equal(local_kernel_clash("locals"), SMT_SAFE);
    assert_int_equal(local_kernel_clash("escapes"), SMT_RACE);
    assert_int_equal(spill_clash(""), SMT_SAFE);  // the pointer slot: tid comes back
    assert_int_equal(spill_clash("    st.u64 [%SP+8], %SP;\n"), SMT_RACE);  // two stores into the slot
    assert_int_equal(spill_clash("    ld.param.u64 %rd5, [p];\n    st.global.u64 [%rd5], %SP;\n"), SMT_RACE);
}

/* if (x > 0.0f) s[tid] = x; and if (!(x <= 0.0f)) (leu: true for NaN):
 * float comparisons are exact on the loaded bits. */
static const char FCMP[] = HDR
    ".visible .entry fcmp(.param .u64 p)\n"
    "{\n"
    "    .reg .pred %p<3>;\n"
    "    .reg .b32 %r<4>;\n"
    "    .reg .f32 %f<2>;\n"
    "    .reg .b64 %rd<2>;\n"
    "    .shared .align 4 .b8 s[4096];\n"
    "    ld.param.u64 %rd1, [p];\n"
    "    ld.global.f32 %f1, [%rd1];\n"
    "    mov.u32 %r1, %tid.x;\n"
    "    shl.b32 %r2, %r1, 2;\n"
    "    setp.gt.f32 %p1, %f1, 0f00000000;\n"
    "    @%p1 st.shared.f32 [%r2], %f1;\n"
    "    setp.leu.f32 %p2, %f1, 0f00000000;\n"
    "    @%p2 st.shared.f32 [%r2+1024], %f1;\n"
    "    ret;\n"
    "}\n";

static void test_float_compares(void **state)
{
    (void)state;
    Model *m = model(FCMP, "fcmp");
    SymCtx *c = &m->sym;
    const AccessEvent *ld = event(m, ACCESS_READ, 1), *gt = event(m, ACCESS_WRITE, 0), *leu = event(m, ACCESS_WRITE, 1);
    uint32_t xv = m->am.load_var[1][ld->inst];
    assert_true(xv != UINT32_MAX);
    static const struct { uint32_t bits; int gt, leu; } cases[] = {
        { 0x3f800000u, 1, 0 }, { 0x00000000u, 0, 1 }, { 0x80000000u, 0, 1 }, { 0xbf800000u, 0, 1 },
        { 0x7f800000u, 1, 0 }, { 0x7fc00000u, 0, 1 }, { 0x00000001u, 1, 0 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const SymTerm *is = sym_bin(c, SYM_EQ, sym_var(c, xv), sym_const(c, 32, cases[i].bits));
        SmtResult r;
        assert_int_equal(smt_check(m->smt, sym_bin(c, SYM_BAND, is, gt->cond[1]), &r), cases[i].gt ? SMT_RACE : SMT_SAFE);
        assert_int_equal(smt_check(m->smt, sym_bin(c, SYM_BAND, is, leu->cond[1]), &r), cases[i].leu ? SMT_RACE : SMT_SAFE);
    }
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

/* put(s, i) writes s[i]; the kernel calls it with tid and returns early
 * from the callee for odd tids: inlined, the write is s[tid] for even tids. */
static const char INLINE[] = HDR
    ".shared .align 4 .b8 s[1024];\n"
    ".func (.param .b32 r) put(.param .b32 i)\n"
    "{\n"
    "    .reg .pred %p<2>;\n"
    "    .reg .b32 %r<6>;\n"
    "    ld.param.u32 %r1, [i];\n"
    "    and.b32 %r2, %r1, 1;\n"
    "    setp.ne.u32 %p1, %r2, 0;\n"
    "    @%p1 bra $L_out;\n"
    "    shl.b32 %r3, %r1, 2;\n"
    "    mov.u32 %r4, s;\n"
    "    add.s32 %r5, %r4, %r3;\n"
    "    st.shared.u32 [%r5], %r1;\n"
    "$L_out:\n"
    "    st.param.b32 [r], %r1;\n"
    "    ret;\n"
    "}\n"
    ".visible .entry caller()\n"
    "{\n"
    "    .reg .b32 %r<6>;\n"
    "    mov.u32 %r1, %tid.x;\n"
    "    {\n"
    "    .param .b32 p0;\n"
    "    .param .b32 ret0;\n"
    "    st.param.b32 [p0], %r1;\n"
    "    call.uni (ret0), put, (p0);\n"
    "    ld.param.b32 %r2, [ret0];\n"
    "    }\n"
    "    shl.b32 %r3, %r2, 2;\n"
    "    mov.u32 %r4, s;\n"
    "    add.s32 %r5, %r4, %r3;\n"
    "    ld.shared.u32 %r3, [%r5+4];\n"
    "    ret;\n"
    "}\n";

static void test_calls_are_inlined(void **state)
{
    (void)state;
    Parsed *p = parse_ok(INLINE);
    int32_t fi = kir_func_find(p->m, strtab_lookup(&p->m->strs, "caller", 6));
    assert_true(fi >= 0);
    assert_int_equal(kir_inline_calls(p->m, (uint32_t)fi), 0);
    assert_int_equal(kir_verify(p->m, &p->sink, p->file), 0);
    for (uint32_t i = 0; i < p->m->funcs[fi].ninsts; i++)
        assert_int_not_equal(p->m->funcs[fi].insts[i].op, KIR_OP_CALL);
    Model *m = calloc(1, sizeof *m);
    assert_non_null(m);
    m->p = p;
    sym_init(&m->sym);
    assert_int_equal(access_build(p->m, (uint32_t)fi, &m->sym, &m->am), 0);
    m->smt = smt_solver_new(&m->sym, 0);
    assert_null(m->am.incomplete);
    const AccessEvent *w = event(m, ACCESS_WRITE, 0), *rd = event(m, ACCESS_READ, 0);
    SmtResult r;
    assert_int_equal(clash(m, w, w, 256, &r), SMT_SAFE);   // s[tid]: distinct words
    assert_int_equal(clash(m, w, rd, 256, &r), SMT_RACE);  // s[tid] against s[tid + 1]
    /* the write happens for even tids only; the returned value is the argument */
    assert_true(sym_eval(&m->sym, var_named(m, "tid.x.1"), r.model) % 2 == 0);
    assert_int_equal(sym_eval(&m->sym, var_named(m, "tid.x.1"), r.model),
                     sym_eval(&m->sym, var_named(m, "tid.x.2"), r.model) + 1);
    model_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_addresses_and_conditions),
        cmocka_unit_test(test_loops_have_closed_forms),
        cmocka_unit_test(test_strided_loops_do_not_wrap),
        cmocka_unit_test(test_stepped_inequality_bounds_the_loop),
        cmocka_unit_test(test_branching_top_tested_loops_do_not_wrap),
        cmocka_unit_test(test_alternating_values),
        cmocka_unit_test(test_loop_exits_keep_their_values),
        cmocka_unit_test(test_nested_loop_barrier_counts),
        cmocka_unit_test(test_values_carried_between_loops),
        cmocka_unit_test(test_byte_permute),
        cmocka_unit_test(test_bit_fields),
        cmocka_unit_test(test_local_memory_is_followed),
        cmocka_unit_test(test_float_compares),
        cmocka_unit_test(test_calls_make_the_model_incomplete),
        cmocka_unit_test(test_calls_are_inlined),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
