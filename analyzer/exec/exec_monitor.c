/*
 * exec_monitor.c - reading the monitor's log (`warpsafe run --monitor`):
 * every recorded shared and global access, sorted by space, block (shared)
 * and address, swept once for pairs of threads that touch overlapping bytes
 * unordered (one a write, not both atomic or strong, one barrier epoch of
 * one block, or two blocks for global memory).
 * Consumes: the log as exec_instrument's code wrote it, the launch's shape,
 * what the instrumentation says can be judged. Produces: the records'
 * count, the dropped count, and the conflicting pairs grouped by their two
 * instructions. The sweep compares a read with the live writes only, and an
 * atomic or strong access with the plain ones, so a million reads of one
 * word or atomics on one counter cost no more than their number; a budget
 * of comparisons bounds the rest (many plain writes to one word) and is
 * reported when it runs out.
 */
#include "warpsafe/exec.h"

#include <stdlib.h>
#include <string.h>

#include "warpsafe/vec.h"

enum { MAX_CONFLICTS = 64 };
static const uint64_t COMPARE_BUDGET = 200000000;

static uint32_t rd32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static int acc_cmp(const void *pa, const void *pb)
{
    const ExecAccess *a = pa, *b = pb;
    uint64_t ka[6] = { a->space, a->space == EXEC_SPACE_SHARED ? a->block : 0, a->addr, a->block, a->thread, a->pc };
    uint64_t kb[6] = { b->space, b->space == EXEC_SPACE_SHARED ? b->block : 0, b->addr, b->block, b->thread, b->pc };
    for (int i = 0; i < 6; i++)
        if (ka[i] != kb[i])
            return ka[i] < kb[i] ? -1 : 1;
    return a->epoch < b->epoch ? -1 : a->epoch > b->epoch;
}

static int writes(const ExecAccess *a) { return (a->kind & 3) != EXEC_REC_READ; }
static int strong(const ExecAccess *a) { return (a->kind & EXEC_REC_STRONG) || (a->kind & 3) == EXEC_REC_ATOMIC; }
static uint64_t end_of(const ExecAccess *a) { return a->addr + a->width; }

typedef VEC(uint32_t) Live;

typedef struct {
    const ExecAccess *acc;
    const ExecMonitorInfo *info;
    ExecMonitorResult *r;
    uint64_t compares;
} Sweep;

/* Records the pair (x, y) when it conflicts unordered. */
static void pair(Sweep *s, const ExecAccess *x, const ExecAccess *y)
{
    s->compares++;
    if (x->block == y->block && x->thread == y->thread)
        return;
    if (!(x->addr < end_of(y) && y->addr < end_of(x)))
        return;
    if (!writes(x) && !writes(y))
        return;
    if (strong(x) && strong(y))
        return;
    int judged;
    if (x->block == y->block) {
        int warp = x->thread / 32 == y->thread / 32;
        if (x->epoch != y->epoch || (warp && x->wsync != y->wsync))
            return;
        judged = s->info->judge_block && (x->space == EXEC_SPACE_SHARED || s->info->judge_global);
    } else {
        judged = s->info->judge_global;
    }
    ExecMonitorResult *r = s->r;
    judged ? r->pairs++ : r->unjudged_pairs++;
    const ExecAccess *a = x, *b = y;
    if (b->pc < a->pc || (b->pc == a->pc && (b->block < a->block || (b->block == a->block && b->thread < a->thread))))
        a = y, b = x;
    for (uint32_t i = 0; i < r->nconflicts; i++)
        if (r->conflicts[i].a.pc == a->pc && r->conflicts[i].b.pc == b->pc) {
            r->conflicts[i].count++;
            return;
        }
    if (r->nconflicts < MAX_CONFLICTS)
        r->conflicts[r->nconflicts++] = (ExecConflict){ *a, *b, 1, judged };
}

/* Drops the entries of l that end at or before addr. */
static void prune(Live *l, const ExecAccess *acc, uint64_t addr)
{
    uint32_t o = 0;
    for (uint32_t i = 0; i < l->len; i++)
        if (end_of(&acc[l->data[i]]) > addr)
            l->data[o++] = l->data[i];
    l->len = o;
}

static void against(Sweep *s, Live *l, const ExecAccess *x)
{
    for (uint32_t i = 0; i < l->len && s->compares < COMPARE_BUDGET; i++)
        pair(s, &s->acc[l->data[i]], x);
}

static int conflict_cmp(const void *pa, const void *pb)
{
    const ExecConflict *a = pa, *b = pb;
    if (a->judged != b->judged)
        return a->judged ? -1 : 1;
    if (a->a.pc != b->a.pc)
        return a->a.pc < b->a.pc ? -1 : 1;
    return a->b.pc < b->b.pc ? -1 : a->b.pc > b->b.pc;
}

int exec_monitor_check(const void *log, size_t bytes, uint64_t threads, uint32_t per_thread,
                       const ExecMonitorInfo *info, ExecMonitorResult *r)
{
    memset(r, 0, sizeof *r);
    const unsigned char *p = log;
    if (bytes < EXEC_LOG_HEADER + threads * per_thread * (uint64_t)EXEC_REC_BYTES)
        return -1;
    for (int i = 7; i >= 0; i--)
        r->dropped = r->dropped << 8 | p[i];
    VEC(ExecAccess) acc = { 0 };
    for (uint64_t g = 0; g < threads; g++) {
        const unsigned char *t = p + EXEC_LOG_HEADER + g * per_thread * (uint64_t)EXEC_REC_BYTES;
        for (uint32_t j = 0; j < per_thread; j++, t += EXEC_REC_BYTES) {
            uint32_t kw = rd32(t + 28);
            if (!kw)
                break;
            ExecAccess a = { (uint64_t)rd32(t + 16) | (uint64_t)rd32(t + 20) << 32, rd32(t) - 1, rd32(t + 4),
                             rd32(t + 8), rd32(t + 12), rd32(t + 24), (uint8_t)(kw & 0xff), (uint8_t)(kw >> 8 & 0xff),
                             (uint16_t)(kw >> 16) };
            vec_push(&acc, a);
        }
    }
    r->conflicts = mem_alloc(MAX_CONFLICTS * sizeof *r->conflicts);
    if (acc.oom || !r->conflicts) {
        vec_free(&acc);
        mem_free(r->conflicts), r->conflicts = NULL;
        return -1;
    }
    r->records = acc.len;
    qsort(acc.data, acc.len, sizeof *acc.data, acc_cmp);
    Sweep s = { acc.data, info, r, 0 };
    Live w = { 0 }, rd = { 0 }, st = { 0 };  // live plain writes, plain reads, atomic or strong accesses
    for (uint32_t i = 0; i < acc.len && s.compares < COMPARE_BUDGET; i++) {
        const ExecAccess *x = &acc.data[i];
        if (i > 0) {
            const ExecAccess *y = &acc.data[i - 1];
            int group = x->space == y->space && (x->space != EXEC_SPACE_SHARED || x->block == y->block);
            if (!group)
                w.len = rd.len = st.len = 0;
        }
        prune(&w, acc.data, x->addr);
        if (strong(x)) {
            against(&s, &w, x);
            if (writes(x)) {
                prune(&rd, acc.data, x->addr);
                against(&s, &rd, x);
            }
            vec_push(&st, i);
        } else {
            against(&s, &w, x);
            prune(&st, acc.data, x->addr);
            against(&s, &st, x);
            if (writes(x)) {
                prune(&rd, acc.data, x->addr);
                against(&s, &rd, x);
                vec_push(&w, i);
            } else {
                vec_push(&rd, i);
            }
        }
    }
    r->incomplete = s.compares >= COMPARE_BUDGET;
    int oom = w.oom || rd.oom || st.oom;
    vec_free(&w), vec_free(&rd), vec_free(&st), vec_free(&acc);
    qsort(r->conflicts, r->nconflicts, sizeof *r->conflicts, conflict_cmp);
    return oom ? -1 : 0;
}
