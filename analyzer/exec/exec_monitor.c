/*
 * exec_monitor.c - reading the monitor's log (`warpsafe run --monitor`):
 * every recorded shared and global access, sorted by space, block (shared)
 * and address, swept once for pairs of threads that touch overlapping bytes
 * unordered (one a write, not morally strong - both atomic or strong, the
 * same bytes, a scope holding both threads -, one barrier epoch of one
 * block, or two blocks for global memory).
 * Consumes: the log as exec_instrument's code wrote it, the launch's shape,
 * what the instrumentation says can be judged. Produces: the records'
 * count, the dropped count, and the conflicting pairs grouped by their two
 * instructions. The sweep compares a read with the live writes only, and an
 * atomic or strong access with the plain and the .cta-scoped ones, so a
 * million reads of one word or .gpu atomics on one counter cost no more
 * than their number; a budget
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

/* The group of an access: its space and, for shared memory, its block. */
static uint64_t group_of(const ExecAccess *a)
{
    return (uint64_t)a->space << 32 | (a->space == EXEC_SPACE_SHARED ? a->block : 0);
}

/* One stable pass of a radix sort: idx reordered by byte `shift / 8` of
 * key[idx]; nothing moves when every key has the same byte there. */
static void radix_pass(const uint64_t *key, uint32_t **idx, uint32_t **tmp, uint32_t n, unsigned shift)
{
    uint32_t count[257] = { 0 };
    for (uint32_t i = 0; i < n; i++)
        count[(key[(*idx)[i]] >> shift & 0xff) + 1]++;
    for (int b = 0; b < 256; b++)
        if (count[b + 1] == n)
            return;
    for (int b = 0; b < 256; b++)
        count[b + 1] += count[b];
    for (uint32_t i = 0; i < n; i++)
        (*tmp)[count[key[(*idx)[i]] >> shift & 0xff]++] = (*idx)[i];
    uint32_t *t = *idx;
    *idx = *tmp, *tmp = t;
}

/* The order of a[0..n) by group, then address, stable (the log's order
 * breaks ties, so the same log gives the same order): a least-significant-
 * digit radix sort of an index, byte passes that every key shares skipped
 * (global addresses share their top bytes). NULL when memory runs out;
 * mem_free the result. */
static uint32_t *sort_accesses(const ExecAccess *a, uint32_t n)
{
    uint64_t *key = mem_alloc((size_t)n * sizeof *key + 1);
    uint32_t *idx = mem_alloc((size_t)n * sizeof *idx + 1), *tmp = mem_alloc((size_t)n * sizeof *tmp + 1);
    if (!key || !idx || !tmp) {
        mem_free(key), mem_free(idx), mem_free(tmp);
        return NULL;
    }
    for (uint32_t i = 0; i < n; i++)
        idx[i] = i, key[i] = a[i].addr;
    for (unsigned s = 0; s < 64; s += 8)
        radix_pass(key, &idx, &tmp, n, s);
    for (uint32_t i = 0; i < n; i++)
        key[i] = group_of(&a[i]);
    for (unsigned s = 0; s < 40; s += 8)
        radix_pass(key, &idx, &tmp, n, s);
    mem_free(key), mem_free(tmp);
    return idx;
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
    if (strong(x) && strong(y) && x->addr == y->addr && x->width == y->width &&
        (x->block == y->block || !((x->kind | y->kind) & EXEC_REC_CTA)))
        return;  // morally strong (PTX memory model): the same bytes, a scope holding both threads
    int judged;
    if (x->block == y->block) {
        int warp = x->thread / 32 == y->thread / 32;
        if (x->epoch != y->epoch || (warp && x->wsync != y->wsync))
            return;
        judged = s->info->judge_block && (x->space == EXEC_SPACE_SHARED || s->info->judge_global) &&
                 !(warp && s->info->partial_warp_sync);
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
            ExecConflict *c = &r->conflicts[i];
            c->count++;
            if (judged && !c->judged)  // the judged example stands for the pair
                c->a = *a, c->b = *b, c->judged = 1;
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

size_t exec_monitor_width(const void *head, void *ctx)
{
    const ExecMonitorShape *sh = ctx;
    const unsigned char *c = (const unsigned char *)head + EXEC_LOG_HEADER;
    uint32_t most = 0;
    for (uint64_t g = 0; g < sh->threads; g++) {
        uint32_t n = rd32(c + 4 * g);
        most = n > most ? n : most;
    }
    return (size_t)(most < sh->per_thread ? most : sh->per_thread) * EXEC_REC_BYTES;
}

int exec_monitor_check(const void *head, const void *rows, size_t width, const ExecMonitorShape *shape,
                       const ExecMonitorInfo *info, ExecMonitorResult *r)
{
    memset(r, 0, sizeof *r);
    const unsigned char *c = (const unsigned char *)head + EXEC_LOG_HEADER;
    VEC(ExecAccess) acc = { 0 };
    uint64_t total = 0;
    for (uint64_t g = 0; g < shape->threads; g++) {
        uint32_t n = rd32(c + 4 * g);
        total += n < shape->per_thread ? n : shape->per_thread;
    }
    if (total >= UINT32_MAX || vec_reserve(&acc, (uint32_t)total + 1) < 0)
        return -1;
    for (uint64_t g = 0; g < shape->threads; g++) {
        uint32_t n = rd32(c + 4 * g), kept = n < shape->per_thread ? n : shape->per_thread;
        r->dropped += n - kept;
        r->most = n > r->most ? n : r->most;
        if ((uint64_t)kept * EXEC_REC_BYTES > width)  // (width covers every thread's records)
            kept = (uint32_t)(width / EXEC_REC_BYTES);
        const unsigned char *t = (const unsigned char *)rows + g * width;
        for (uint32_t j = 0; j < kept; j++, t += EXEC_REC_BYTES) {
            uint32_t kw = rd32(t + 28);
            ExecAccess a = { (uint64_t)rd32(t + 16) | (uint64_t)rd32(t + 20) << 32, rd32(t) - 1, rd32(t + 4),
                             rd32(t + 8), rd32(t + 12), rd32(t + 24), (uint8_t)(kw & 0xff), (uint8_t)(kw >> 8 & 0xff),
                             (uint16_t)(kw >> 16) };
            vec_push(&acc, a);
        }
    }
    r->conflicts = mem_alloc(MAX_CONFLICTS * sizeof *r->conflicts);
    uint32_t *ord = acc.oom ? NULL : sort_accesses(acc.data, acc.len);
    if (!ord || !r->conflicts) {
        vec_free(&acc);
        mem_free(ord);
        mem_free(r->conflicts), r->conflicts = NULL;
        return -1;
    }
    r->records = acc.len;
    Sweep s = { acc.data, info, r, 0 };
    /* live plain writes, plain reads, strong (atomic) accesses, .cta-scoped strong ones: two strong
     * accesses race only where a .cta scope does not hold both threads (sc against st and sc) */
    Live w = { 0 }, rd = { 0 }, st = { 0 }, sc = { 0 };
    for (uint32_t i = 0; i < acc.len && s.compares < COMPARE_BUDGET; i++) {
        uint32_t xi = ord[i];
        const ExecAccess *x = &acc.data[xi];
        if (i > 0 && group_of(x) != group_of(&acc.data[ord[i - 1]]))
            w.len = rd.len = st.len = sc.len = 0;
        prune(&w, acc.data, x->addr);
        prune(&sc, acc.data, x->addr);
        against(&s, &w, x);
        against(&s, &sc, x);
        if (writes(x)) {
            prune(&rd, acc.data, x->addr);
            against(&s, &rd, x);
        }
        if (!strong(x) || (x->kind & EXEC_REC_CTA)) {
            prune(&st, acc.data, x->addr);
            against(&s, &st, x);
        }
        if (strong(x))
            vec_push(x->kind & EXEC_REC_CTA ? &sc : &st, xi);
        else
            vec_push(writes(x) ? &w : &rd, xi);
    }
    r->incomplete = s.compares >= COMPARE_BUDGET;
    int oom = w.oom || rd.oom || st.oom || sc.oom;
    vec_free(&w), vec_free(&rd), vec_free(&st), vec_free(&sc), vec_free(&acc);
    mem_free(ord);
    qsort(r->conflicts, r->nconflicts, sizeof *r->conflicts, conflict_cmp);
    return oom ? -1 : 0;
}
