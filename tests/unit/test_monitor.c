/*
 * test_monitor.c - the monitor of `warpsafe run --monitor`: the log check
 * (exec_monitor.c) on hand-made logs, every ordering rule with a neighbour
 * that differs in one field, and the instrumentation (exec_instrument.c) of
 * PTX snippets. With `--ptxas FILE...` it instead instruments every kernel
 * of the files and assembles each copy with ptxas (CTest monitor/ptxas);
 * exit 77 where there is no ptxas.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include "unit_ptx.h"
#include "warpsafe/arena.h"
#include "warpsafe/exec.h"

extern char **environ;

enum { TPB = 64, CAP = 1u << 21 };

typedef struct {
    unsigned char head[EXEC_LOG_HEADER];  // the cursor
    unsigned char *body;                  // CAP records
    uint64_t threads;
} Log;

static Log log_new(uint64_t threads)
{
    Log l = { { 0 }, calloc(CAP, EXEC_REC_BYTES), threads };
    assert_non_null(l.body);
    return l;
}

static void put32(unsigned char *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (unsigned char)(v >> 8 * i);
}

static uint64_t cursor(const Log *l)
{
    uint64_t n = 0;
    for (int i = 7; i >= 0; i--)
        n = n << 8 | l->head[i];
    return n;
}

static void set_cursor(Log *l, uint64_t n)
{
    put32(l->head, (uint32_t)n), put32(l->head + 4, (uint32_t)(n >> 32));
}

/* One record by global thread g (block g / TPB, thread g % TPB), at the cursor. */
static void rec(Log *l, uint64_t g, uint32_t pc, uint32_t epoch, uint32_t wsync, uint64_t addr, unsigned kind,
                unsigned space, unsigned width)
{
    uint64_t n = cursor(l);
    assert_true(n < CAP);
    set_cursor(l, n + 1);
    unsigned char *p = l->body + n * EXEC_REC_BYTES;
    put32(p, pc + 1), put32(p + 4, (uint32_t)(g % TPB)), put32(p + 8, (uint32_t)(g / TPB)), put32(p + 12, epoch);
    put32(p + 16, (uint32_t)addr), put32(p + 20, (uint32_t)(addr >> 32)), put32(p + 24, wsync);
    put32(p + 28, kind | space << 8 | width << 16);
}

/* The check on what the launch copies back: the head, and the records the
 * cursor says were written (capacity cap). */
static ExecMonitorResult check_cap(Log *l, const ExecMonitorInfo *info, uint64_t cap)
{
    ExecMonitorShape shape = { TPB, (l->threads + TPB - 1) / TPB, cap };
    size_t bytes = exec_monitor_used(l->head, &shape);
    ExecMonitorResult r;
    assert_int_equal(exec_monitor_check(l->head, l->body, bytes, &shape, info, &r), 0);
    return r;
}

static ExecMonitorResult check_info(Log *l, const ExecMonitorInfo *info) { return check_cap(l, info, CAP); }

static ExecMonitorResult check(Log *l, int judge_block, int judge_global)
{
    ExecMonitorInfo info = { 0 };
    info.judge_block = judge_block, info.judge_global = judge_global;
    return check_info(l, &info);
}

static void log_free(Log *l, ExecMonitorResult *r)
{
    free(l->body);
    mem_free(r->conflicts);
}

/* Two accesses by threads a and b; the number of judged pairs the check finds. */
static uint64_t pair_of(uint64_t a, uint32_t ea, uint32_t wa, uint64_t xa, unsigned ka, unsigned wida, uint64_t b,
                        uint32_t eb, uint32_t wb, uint64_t xb, unsigned kb, unsigned widb, unsigned space)
{
    Log l = log_new(256);
    rec(&l, a, 1, ea, wa, xa, ka, space, wida);
    rec(&l, b, 2, eb, wb, xb, kb, space, widb);
    ExecMonitorResult r = check(&l, 1, 1);
    uint64_t n = r.pairs;
    if (n) {
        assert_int_equal(r.nconflicts, 1);
        assert_int_equal(r.conflicts[0].a.pc, 1);
        assert_int_equal(r.conflicts[0].b.pc, 2);
        assert_true(r.conflicts[0].judged);
    }
    log_free(&l, &r);
    return n;
}

static void test_orderings(void **state)
{
    (void)state;
    const unsigned S = EXEC_SPACE_SHARED, G = EXEC_SPACE_GLOBAL, R = EXEC_REC_READ, W = EXEC_REC_WRITE,
                   A = EXEC_REC_ATOMIC, STRONG = EXEC_REC_STRONG;
    /* one block, one epoch: write/write and write/read race; read/read does not */
    assert_int_equal(pair_of(0, 0, 0, 64, W, 4, 40, 0, 0, 64, W, 4, S), 1);
    assert_int_equal(pair_of(0, 0, 0, 64, W, 4, 40, 0, 0, 64, R, 4, S), 1);
    assert_int_equal(pair_of(0, 0, 0, 64, R, 4, 40, 0, 0, 64, R, 4, S), 0);
    /* a barrier between them: ordered */
    assert_int_equal(pair_of(0, 0, 0, 64, W, 4, 40, 1, 0, 64, R, 4, S), 0);
    /* the same thread: program order */
    assert_int_equal(pair_of(3, 0, 0, 64, W, 4, 3, 0, 0, 64, W, 4, S), 0);
    /* one warp: bar.warp.sync between them orders; in two warps it does not */
    assert_int_equal(pair_of(0, 0, 0, 64, W, 4, 5, 0, 1, 64, R, 4, S), 0);
    assert_int_equal(pair_of(0, 0, 0, 64, W, 4, 5, 0, 0, 64, R, 4, S), 1);
    assert_int_equal(pair_of(0, 0, 0, 64, W, 4, 40, 0, 1, 64, R, 4, S), 1);
    /* bytes: overlapping in part races, adjacent does not */
    assert_int_equal(pair_of(0, 0, 0, 64, W, 4, 40, 0, 0, 66, R, 2, S), 1);
    assert_int_equal(pair_of(0, 0, 0, 64, W, 4, 40, 0, 0, 68, R, 4, S), 0);
    assert_int_equal(pair_of(0, 0, 0, 64, W, 16, 40, 0, 0, 76, W, 4, S), 1);
    /* atomics: with each other no race, with a plain access one */
    assert_int_equal(pair_of(0, 0, 0, 64, A, 4, 40, 0, 0, 64, A, 4, S), 0);
    assert_int_equal(pair_of(0, 0, 0, 64, A, 4, 40, 0, 0, 64, R, 4, S), 1);
    assert_int_equal(pair_of(0, 0, 0, 64, A, 4, 40, 0, 0, 64, R | STRONG, 4, S), 0);
    assert_int_equal(pair_of(0, 0, 0, 64, W | STRONG, 4, 40, 0, 0, 64, R | STRONG, 4, S), 0);
    assert_int_equal(pair_of(0, 0, 0, 64, W | STRONG, 4, 40, 0, 0, 64, R, 4, S), 1);
    /* scopes: .gpu atomics of two blocks are morally strong; a .cta one does not hold the other block */
    const unsigned CTA = EXEC_REC_CTA;
    assert_int_equal(pair_of(0, 0, 0, 64, A, 4, 64, 0, 0, 64, A, 4, G), 0);
    assert_int_equal(pair_of(0, 0, 0, 64, A | CTA, 4, 64, 0, 0, 64, A, 4, G), 1);
    assert_int_equal(pair_of(0, 0, 0, 64, A | CTA, 4, 64, 0, 0, 64, A | CTA, 4, G), 1);
    assert_int_equal(pair_of(0, 0, 0, 64, A | CTA, 4, 40, 0, 0, 64, A | CTA, 4, G), 0);
    assert_int_equal(pair_of(0, 0, 0, 64, A | CTA, 4, 40, 0, 0, 64, A, 4, S), 0);
    /* shared memory of two blocks is two memories; global memory is one, whatever the epochs */
    assert_int_equal(pair_of(0, 0, 0, 64, W, 4, 64, 0, 0, 64, W, 4, S), 0);
    assert_int_equal(pair_of(0, 0, 0, 64, W, 4, 64, 0, 0, 64, W, 4, G), 1);
    assert_int_equal(pair_of(0, 0, 0, 64, W, 4, 64, 5, 0, 64, R, 4, G), 1);
    assert_int_equal(pair_of(0, 0, 0, 64, W, 4, 64, 5, 0, 64, R, 4, S), 0);
}

static void test_judgement_and_header(void **state)
{
    (void)state;
    Log l = log_new(128);
    rec(&l, 0, 4, 0, 0, 0x1000, EXEC_REC_WRITE, EXEC_SPACE_GLOBAL, 4);
    rec(&l, 1, 9, 0, 0, 0x1000, EXEC_REC_READ, EXEC_SPACE_GLOBAL, 4);
    rec(&l, 1, 9, 0, 0, 0x2000, EXEC_REC_WRITE, EXEC_SPACE_SHARED, 4);
    rec(&l, 2, 3, 0, 0, 0x2000, EXEC_REC_WRITE, EXEC_SPACE_SHARED, 4);
    ExecMonitorResult r = check(&l, 1, 0);  // global pairs cannot be judged
    assert_int_equal(r.dropped, 0);
    assert_int_equal(r.records, 4);
    assert_int_equal(r.pairs, 1);
    assert_int_equal(r.unjudged_pairs, 1);
    assert_int_equal(r.nconflicts, 2);
    assert_true(r.conflicts[0].judged);  // judged first
    assert_int_equal(r.conflicts[0].a.pc, 3);
    assert_int_equal(r.conflicts[0].b.pc, 9);
    assert_false(r.conflicts[1].judged);
    mem_free(r.conflicts);
    r = check(&l, 0, 1);  // nothing of one block judged
    assert_int_equal(r.pairs, 0);
    assert_int_equal(r.unjudged_pairs, 2);
    mem_free(r.conflicts);
    /* more records than the log holds: the rest dropped (the cursor counts them) */
    ExecMonitorInfo on = { 0 };
    on.judge_block = on.judge_global = 1;
    r = check_cap(&l, &on, 3);
    assert_int_equal(r.records, 3);
    assert_int_equal(r.dropped, 1);
    assert_int_equal(r.pairs, 1);  // the global pair; the second shared write was not recorded
    mem_free(r.conflicts);
    set_cursor(&l, 9);
    r = check_cap(&l, &on, 3);
    assert_int_equal(r.dropped, 6);
    mem_free(r.conflicts);
    set_cursor(&l, 4);
    /* a record the kernel overwrote (its block past the grid, pc 0): unreadable, counted as dropped */
    put32(l.body + 2 * EXEC_REC_BYTES + 8, 1000);
    r = check(&l, 1, 1);
    assert_int_equal(r.records, 3);
    assert_int_equal(r.dropped, 1);
    mem_free(r.conflicts);
    put32(l.body + 2 * EXEC_REC_BYTES + 8, 0);
    put32(l.body + 3 * EXEC_REC_BYTES, 0);
    r = check(&l, 1, 1);
    assert_int_equal(r.records, 3);
    assert_int_equal(r.dropped, 1);
    log_free(&l, &r);
}

/* A pair of instructions first seen unordered within a block (not judged:
 * judge_block off) and then across blocks (judged): the judged example
 * stands for it. */
static void test_judged_example_kept(void **state)
{
    (void)state;
    Log l = log_new(128);
    rec(&l, 0, 1, 0, 0, 0x1000, EXEC_REC_WRITE, EXEC_SPACE_GLOBAL, 4);
    rec(&l, 1, 2, 0, 0, 0x1000, EXEC_REC_READ, EXEC_SPACE_GLOBAL, 4);
    rec(&l, 64, 2, 0, 0, 0x1000, EXEC_REC_READ, EXEC_SPACE_GLOBAL, 4);
    ExecMonitorResult r = check(&l, 0, 1);
    assert_int_equal(r.pairs, 1);
    assert_int_equal(r.unjudged_pairs, 1);
    assert_int_equal(r.nconflicts, 1);
    assert_true(r.conflicts[0].judged);
    assert_int_equal(r.conflicts[0].b.block, 1);
    assert_int_equal(r.conflicts[0].count, 2);
    log_free(&l, &r);
    /* bar.warp.sync with a partial mask somewhere: one warp's pairs are not judged */
    l = log_new(128);
    rec(&l, 0, 1, 0, 0, 0x40, EXEC_REC_WRITE, EXEC_SPACE_SHARED, 4);
    rec(&l, 5, 2, 0, 0, 0x40, EXEC_REC_READ, EXEC_SPACE_SHARED, 4);
    ExecMonitorInfo info = { 0 };
    info.judge_block = info.judge_global = 1, info.partial_warp_sync = 1;
    r = check_info(&l, &info);
    assert_int_equal(r.pairs, 0);
    assert_int_equal(r.unjudged_pairs, 1);
    log_free(&l, &r);
}

/* The same accesses taken from the log's cursor in two interleavings of
 * the threads (each thread's records in its program order): the same
 * result, the same examples. */
static void test_interleaving_independent(void **state)
{
    (void)state;
    ExecMonitorResult res[2];
    for (int order = 0; order < 2; order++) {
        Log l = log_new(128);
        for (uint32_t round = 0; round < 3; round++)
            for (uint64_t k = 0; k < 128; k++) {
                uint64_t g = order ? 127 - k : k;  // thread-major rounds, forwards or backwards
                if (round == 0)
                    rec(&l, g, 1, 0, 0, 0x40, EXEC_REC_WRITE, EXEC_SPACE_SHARED, 4);
                else if (round == 1)
                    rec(&l, g, 2, 0, 0, 0x40 + 4 * (g % 3), EXEC_REC_READ, EXEC_SPACE_SHARED, 4);
                else
                    rec(&l, g, 3, 1, 0, 0x1000 + 4 * (g % 5), g % 2 ? EXEC_REC_WRITE : EXEC_REC_READ,
                        EXEC_SPACE_GLOBAL, 4);
            }
        res[order] = check(&l, 1, 1);
        free(l.body);
    }
    assert_true(res[0].pairs > 0);
    assert_int_equal(res[0].pairs, res[1].pairs);
    assert_int_equal(res[0].nconflicts, res[1].nconflicts);
    for (uint32_t i = 0; i < res[0].nconflicts; i++) {
        assert_memory_equal(&res[0].conflicts[i].a, &res[1].conflicts[i].a, sizeof(ExecAccess));
        assert_memory_equal(&res[0].conflicts[i].b, &res[1].conflicts[i].b, sizeof(ExecAccess));
        assert_int_equal(res[0].conflicts[i].count, res[1].conflicts[i].count);
    }
    mem_free(res[0].conflicts), mem_free(res[1].conflicts);
}

/* A grid of 2^32 - 1 blocks that logged three records: checked in time
 * and memory by the records, not the blocks. */
static void test_many_blocks(void **state)
{
    (void)state;
    Log l = log_new(1);
    uint64_t last = (uint64_t)(UINT32_MAX - 1) * TPB;  // thread 0 of the last block
    rec(&l, 0, 1, 0, 0, 0x40, EXEC_REC_WRITE, EXEC_SPACE_SHARED, 4);
    rec(&l, last, 1, 0, 0, 0x40, EXEC_REC_WRITE, EXEC_SPACE_SHARED, 4);   // another block's shared memory
    rec(&l, last, 2, 0, 0, 0x1000, EXEC_REC_WRITE, EXEC_SPACE_GLOBAL, 4);
    rec(&l, 5, 2, 0, 0, 0x1000, EXEC_REC_READ, EXEC_SPACE_GLOBAL, 4);
    ExecMonitorShape shape = { TPB, UINT32_MAX, CAP };
    ExecMonitorInfo info = { 0 };
    info.judge_block = info.judge_global = 1;
    ExecMonitorResult r;
    assert_int_equal(exec_monitor_check(l.head, l.body, exec_monitor_used(l.head, &shape), &shape, &info, &r), 0);
    assert_int_equal(r.records, 4);
    assert_int_equal(r.dropped, 0);
    assert_int_equal(r.pairs, 1);  // the global pair only
    assert_int_equal(r.conflicts[0].b.block, UINT32_MAX - 1);
    log_free(&l, &r);
}

/* A million reads of one word and a million atomics on another: no pair,
 * and no quadratic sweep (the test would time out). */
static void test_many_same_word(void **state)
{
    (void)state;
    uint64_t n = 1u << 17;
    Log l = log_new(n);
    for (uint64_t g = 0; g < n; g++)
        for (int j = 0; j < 4; j++) {
            rec(&l, g, 1, 0, 0, 0x1000, EXEC_REC_READ, EXEC_SPACE_GLOBAL, 4);
            rec(&l, g, 2, 0, 0, 0x2000, EXEC_REC_ATOMIC | EXEC_REC_STRONG, EXEC_SPACE_GLOBAL, 4);
        }
    ExecMonitorResult r = check(&l, 1, 1);
    assert_int_equal(r.records, n * 8);
    assert_int_equal(r.pairs, 0);
    assert_false(r.incomplete);
    log_free(&l, &r);
}

static const char SNIPPET[] =
    ".version 8.0\n.target sm_80\n.address_size 64\n"
    ".visible .entry k(\n\t.param .u64 k_p0,\n\t.param .u32 k_p1\n)\n{\n"
    "\t.reg .pred %p<2>;\n\t.reg .b32 %r<8>;\n\t.reg .b64 %rd<8>;\n\t.reg .f32 %f<4>;\n"
    "\t.shared .align 4 .b8 sm[1024];\n"
    "\tld.param.u64 %rd1, [k_p0];\n\tld.param.u32 %r1, [k_p1];\n\tmov.u32 %r2, %tid.x;\n"
    "\tsetp.ge.u32 %p1, %r2, %r1;\n\tcvta.to.global.u64 %rd2, %rd1;\n"
    "\tshl.b32 %r3, %r2, 2;\n\tmov.u32 %r4, sm;\n\tadd.s32 %r5, %r4, %r3;\n"
    "\t@!%p1 st.shared.u32 [%r5], %r2;\n"
    "\tbar.sync 0;\n"
    "\tld.shared.v2.f32 {%f1, %f2}, [sm+8];\n"
    "\tcvta.shared.u64 %rd3, %rd2;\n"
    "\tld.u32 %r6, [%rd3+4];\n"
    "\tatom.global.add.u32 %r7, [%rd2], 1;\n"
    "\tbar.warp.sync -1;\n"
    "\tcp.async.ca.shared.global [%r5], [%rd2], 4;\n"
    "\tldmatrix.sync.aligned.m8n8.x2.shared.b16 {%r6, %r7}, [%r5];\n"
    "\tst.global.f32 [%rd2+8], %f1;\n"
    "\tret;\n}\n";

static void test_instrument_snippet(void **state)
{
    (void)state;
    Parsed *p = parse_ok(SNIPPET);
    ExecMonitorInfo info;
    char err[256];
    uint32_t grid[3] = { 2, 1, 1 }, block[3] = { 64, 2, 1 };
    char *out = exec_instrument(SNIPPET, p->m, 0, grid, block, 1024, &info, err, sizeof err);
    assert_non_null(out);
    assert_int_equal(info.nsites, 6);        // st.shared, ld.shared.v2, ld (generic), atom, ldmatrix, st.global
    assert_int_equal(info.nunmonitored, 1);  // cp.async
    assert_true(info.judge_block);
    assert_true(info.judge_global);          // an atom without .acquire/.release orders nothing
    /* the log parameter last, the epochs after the barriers */
    assert_non_null(strstr(out, "\t.param .u32 k_p1\n,\n\t.param .u64 __wsm_log\n)"));
    assert_non_null(strstr(out, "bar.sync 0;\n\tadd.u32 %__wsm_e, %__wsm_e, 1;"));
    assert_non_null(strstr(out, "bar.warp.sync -1;\n\tadd.u32 %__wsm_w, %__wsm_w, 1;"));
    /* the guard, negated; a 32-bit shared address; a variable's; generic classified at run time */
    assert_non_null(strstr(out, "not.pred %__wsm_g, %p1;"));
    assert_non_null(strstr(out, "cvt.u64.u32 %__wsm_a, %r5;"));
    assert_non_null(strstr(out, "mov.u64 %__wsm_a, sm;"));
    assert_non_null(strstr(out, "isspacep.shared %__wsm_s, %__wsm_a;"));
    /* the kind words: st.shared.u32 = write, shared, 4 bytes; ld.shared.v2.f32 = read, 8 bytes */
    char kw[64];
    snprintf(kw, sizeof kw, "mov.u32 %%__wsm_k, %u;", EXEC_REC_WRITE | EXEC_SPACE_SHARED << 8 | 4u << 16);
    assert_non_null(strstr(out, kw));
    snprintf(kw, sizeof kw, "mov.u32 %%__wsm_k, %u;", EXEC_REC_READ | EXEC_SPACE_SHARED << 8 | 8u << 16);
    assert_non_null(strstr(out, kw));
    /* atom.global.add (.gpu by default): atomic, strong, no .cta mark */
    snprintf(kw, sizeof kw, "mov.u32 %%__wsm_k, %u;",
             EXEC_REC_ATOMIC | EXEC_REC_STRONG | EXEC_SPACE_GLOBAL << 8 | 4u << 16);
    assert_non_null(strstr(out, kw));
    /* ldmatrix .x2: lanes 0..15 give a 16-byte row each */
    assert_non_null(
        strstr(out, "and.b32 %__wsm_c, %__wsm_t, 31;\n\tsetp.lt.and.u32 %__wsm_g, %__wsm_c, 16, %__wsm_g;"));
    snprintf(kw, sizeof kw, "mov.u32 %%__wsm_k, %u;", EXEC_REC_READ | EXEC_SPACE_SHARED << 8 | 16u << 16);
    assert_non_null(strstr(out, kw));
    /* the instrumented text parses again, with one more parameter */
    Parsed *q = parse_ok(out);
    assert_int_equal(q->m->funcs[0].nparams, 3);
    parsed_free(q);
    mem_free(out);
    /* a name of the monitor's already in the PTX: refused */
    char *clash = malloc(sizeof SNIPPET + 32);
    snprintf(clash, sizeof SNIPPET + 32, "%s// __wsm_log\n", SNIPPET);
    Parsed *c = parse_ok(clash);
    assert_null(exec_instrument(clash, c->m, 0, grid, block, 1024, &info, err, sizeof err));
    assert_non_null(strstr(err, "__wsm_"));
    parsed_free(c);
    parsed_free(p);
    free(clash);
}

static void test_instrument_forms(void **state)
{
    (void)state;
    static const char *const srcs[] = {
        ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n\tret;\n}\n",
        ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k\n{\n\tret;\n}\n",
        ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k( /* ) */ .param .u32 a) .maxntid 64, 1, 1\n"
        "{\n\tret;\n}\n",
        ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n\t.reg .b64 %rd<2>;\n"
        "\tld.param.u64 %rd1, [p];\n\t{\n\t.reg .pred q;\n\t.reg .b32 v;\n\tmov.u32 v, %tid.x;\n"
        "\tsetp.eq.u32 q, v, 0;\n\t@q st.global.u32 [%rd1], v;\n\t}\n\tfence.acq_rel.gpu;\n\tbar.warp.sync 3;\n"
        "\tret;\n}\n",
    };
    static const char *const want[] = { "k(\n\t.param .u64 __wsm_log\n)", "k(.param .u64 __wsm_log)",
                                        ".param .u32 a,\n\t.param .u64 __wsm_log\n)",
                                        "mov.pred %__wsm_g, q;" };  // a nested scope's register by its name
    for (int i = 0; i < 4; i++) {
        Parsed *p = parse_ok(srcs[i]);
        ExecMonitorInfo info;
        char err[256];
        uint32_t g[3] = { 1, 1, 1 }, b[3] = { 32, 1, 1 };
        char *out = exec_instrument(srcs[i], p->m, 0, g, b, 4, &info, err, sizeof err);
        assert_non_null(out);
        if (!strstr(out, want[i]))
            fprintf(stderr, "%s\n", out);
        assert_non_null(strstr(out, want[i]));
        if (i == 3) {  // a fence: nothing judged; a partial bar.warp.sync: not counted
            assert_false(info.judge_block);
            assert_false(info.judge_global);
            assert_true(info.partial_warp_sync);
            assert_null(strstr(out, "add.u32 %__wsm_w"));
        }
        Parsed *q = parse_ok(out);
        assert_int_equal(q->m->funcs[0].nparams, p->m->funcs[0].nparams + 1);
        parsed_free(q);
        parsed_free(p);
        mem_free(out);
    }
}

/* --ptxas: instrument every kernel of each file, assemble each with ptxas. */
static const char *find_ptxas(char *buf, size_t n)
{
    const char *dirs[3] = { getenv("CUDA_HOME"), "/usr/local/cuda", NULL };
    for (int i = 0; i < 2; i++)
        if (dirs[i]) {
            snprintf(buf, n, "%s/bin/ptxas", dirs[i]);
            if (access(buf, X_OK) == 0)
                return buf;
        }
    const char *path = getenv("PATH");
    while (path && *path) {
        const char *e = strchr(path, ':');
        size_t len = e ? (size_t)(e - path) : strlen(path);
        snprintf(buf, n, "%.*s/ptxas", (int)len, path);
        if (len && access(buf, X_OK) == 0)
            return buf;
        path = e ? e + 1 : NULL;
    }
    return NULL;
}

static int assemble(const char *ptxas, const char *file, const char *arch)
{
    char a[64];
    snprintf(a, sizeof a, "-arch=%s", arch);
    char o[] = "-o", dev[] = "/dev/null";
    char *argv[] = { (char *)ptxas, a, (char *)file, o, dev, NULL };
    pid_t pid;
    if (posix_spawn(&pid, ptxas, NULL, NULL, argv, environ) != 0)
        return -1;
    int st;
    if (waitpid(pid, &st, 0) < 0)
        return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = malloc((size_t)n + 1);
    if (b && fread(b, 1, (size_t)n, f) != (size_t)n) {
        free(b);
        b = NULL;
    }
    if (b)
        b[n] = '\0';
    fclose(f);
    return b;
}

static int ptxas_mode(int argc, char **argv)
{
    char pbuf[4096];
    const char *ptxas = find_ptxas(pbuf, sizeof pbuf);
    if (!ptxas) {
        printf("SKIPPED: no ptxas (looked in $CUDA_HOME/bin, /usr/local/cuda/bin, $PATH)\n");
        return 77;
    }
    char tmpl[] = "/tmp/ws-monitor-XXXXXX";
    int fd = mkstemp(tmpl);
    if (fd < 0)
        return 1;
    close(fd);
    int fails = 0, kernels = 0;
    for (int i = 0; i < argc; i++) {
        char *src = slurp(argv[i]);
        DiagSink sink;
        diag_init(&sink);
        KirModule *m = src ? ptx_parse(src, strlen(src), &sink, 0) : NULL;
        if (!m) {
            printf("FAIL: %s: not read\n", argv[i]);
            fails++;
        }
        char arch[32] = "sm_75";
        const char *t = src ? strstr(src, ".target sm_") : NULL;
        if (t) {
            int v = atoi(t + 11);
            char suf = t[11 + (v >= 100 ? 3 : 2)];
            if (v > 75)
                snprintf(arch, sizeof arch, "sm_%d%s", v, suf == 'a' ? "a" : suf == 'f' ? "f" : "");
        }
        for (uint32_t k = 0; m && k < m->nfuncs; k++) {
            if (m->funcs[k].kind != KIR_FUNC_ENTRY || !m->funcs[k].has_body)
                continue;
            ExecMonitorInfo info;
            char err[512];
            uint32_t g[3] = { 3, 2, 1 }, b[3] = { 64, 2, 2 };
            char *out = exec_instrument(src, m, k, g, b, 64, &info, err, sizeof err);
            kernels++;
            FILE *f = out ? fopen(tmpl, "w") : NULL;
            if (f) {
                fputs(out, f);
                fclose(f);
            }
            int rc = f ? assemble(ptxas, tmpl, arch) : -1;
            if (rc != 0) {
                printf("FAIL: %s: %s: %s\n", argv[i], m->funcs[k].name, out ? "ptxas failed" : err);
                fails++;
            }
            mem_free(out);
        }
        kir_module_free(m);
        diag_free(&sink);
        free(src);
    }
    unlink(tmpl);
    printf("monitor/ptxas: %d kernels instrumented and assembled, %d failure(s)\n", kernels, fails);
    return fails != 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--ptxas") == 0)
        return ptxas_mode(argc - 2, argv + 2);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_orderings),
        cmocka_unit_test(test_judgement_and_header),
        cmocka_unit_test(test_judged_example_kept),
        cmocka_unit_test(test_interleaving_independent),
        cmocka_unit_test(test_many_blocks),
        cmocka_unit_test(test_many_same_word),
        cmocka_unit_test(test_instrument_snippet),
        cmocka_unit_test(test_instrument_forms),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
