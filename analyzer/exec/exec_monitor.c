/*
 * exec_monitor.c - reading the monitor's log (`warpsafe run --monitor`):
 * every recorded shared and global access, grouped by block (shared
 * memory) or global memory in one counting pass, each group sorted by
 * address and thread (so the threads' interleaving in the log does not
 * change the result) and swept once for pairs of threads that touch overlapping bytes
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

#include "warpsafe/arena.h"
#include "warpsafe/vec.h"

enum { MAX_CONFLICTS = 64 };
static const uint64_t COMPARE_BUDGET = 200000000;

static uint32_t rd32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t rd64(const unsigned char *p) { return (uint64_t)rd32(p) | (uint64_t)rd32(p + 4) << 32; }

/* One stable pass of a radix sort: idx reordered by byte `shift / 8` of
 * key[idx]. */
static void radix_pass(const uint64_t *key, uint32_t **idx, uint32_t **tmp, uint32_t n, unsigned shift)
{
    uint32_t count[257] = { 0 };
    for (uint32_t i = 0; i < n; i++)
        count[(key[(*idx)[i]] >> shift & 0xff) + 1]++;
    for (int b = 0; b < 256; b++)
        count[b + 1] += count[b];
    for (uint32_t i = 0; i < n; i++)
        (*tmp)[count[key[(*idx)[i]] >> shift & 0xff]++] = (*idx)[i];
    uint32_t *t = *idx;
    *idx = *tmp, *tmp = t;
}

/* idx stably reordered by key[idx]: a least-significant-digit radix sort,
 * one pass per byte in which the keys differ. */
static void radix_sort(const uint64_t *key, uint32_t **idx, uint32_t **tmp, uint32_t n)
{
    uint64_t differ = 0;
    for (uint32_t i = 1; i < n; i++)
        differ |= key[(*idx)[i]] ^ key[(*idx)[0]];
    for (unsigned s = 0; s < 64; s += 8)
        if (differ >> s & 0xff)
            radix_pass(key, idx, tmp, n, s);
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

size_t exec_monitor_used(const void *head, const ExecMonitorShape *shape)
{
    uint64_t n = rd64(head);
    return (size_t)(n < shape->capacity ? n : shape->capacity) * EXEC_REC_BYTES;
}

/* The record at p decoded; 0, or -1 when it cannot be one the kernel's
 * monitor wrote (a kernel that wrote over its log). */
static int decode(const unsigned char *p, const ExecMonitorShape *sh, ExecAccess *a)
{
    uint32_t kw = rd32(p + 28);
    *a = (ExecAccess){ rd64(p + 16), rd32(p) - 1, rd32(p + 4), rd32(p + 8), rd32(p + 12), rd32(p + 24),
                       (uint8_t)(kw & 0xff), (uint8_t)(kw >> 8 & 0xff), (uint16_t)(kw >> 16) };
    int space_ok = a->space == EXEC_SPACE_SHARED || a->space == EXEC_SPACE_GLOBAL;
    return rd32(p) && a->thread < sh->threads_per_block && a->block < sh->blocks && space_ok && a->width &&
                   (a->kind & 3) ? 0 : -1;
}

/* The group a record is compared within: its block's shared memory, or
 * global memory (group `blocks`). */
static uint64_t group_of(const ExecAccess *a, const ExecMonitorShape *sh)
{
    return a->space == EXEC_SPACE_SHARED ? a->block : sh->blocks;
}

/* Sweeps one group's records g[0..n) in the order ord (by address). */
static void sweep_group(Sweep *s, const ExecAccess *g, const uint32_t *ord, uint32_t n, Live *w, Live *rd, Live *st,
                        Live *sc)
{
    s->acc = g;
    /* live plain writes, plain reads, strong (atomic) accesses, .cta-scoped strong ones: two strong
     * accesses race only where a .cta scope does not hold both threads (sc against st and sc) */
    w->len = rd->len = st->len = sc->len = 0;
    for (uint32_t i = 0; i < n && s->compares < COMPARE_BUDGET; i++) {
        uint32_t xi = ord[i];
        const ExecAccess *x = &g[xi];
        prune(w, g, x->addr);
        prune(sc, g, x->addr);
        against(s, w, x);
        against(s, sc, x);
        if (writes(x)) {
            prune(rd, g, x->addr);
            against(s, rd, x);
        }
        if (!strong(x) || (x->kind & EXEC_REC_CTA)) {
            prune(st, g, x->addr);
            against(s, st, x);
        }
        if (strong(x))
            vec_push(x->kind & EXEC_REC_CTA ? sc : st, xi);
        else
            vec_push(writes(x) ? w : rd, xi);
    }
}

/* The valid records of the log's n in group order (the blocks' shared
 * memories, then global memory), each group in the log's order, into *out
 * (from big); their count, or -1 when memory runs out. A counting sort over
 * the groups where they are not many more than the records, else a radix
 * sort of the records by group (memory by records, not blocks: a grid of
 * 2^32 - 1 blocks may log two records). */
static int64_t by_group(const unsigned char *b, uint32_t n, const ExecMonitorShape *sh, Arena *big, ExecAccess **out)
{
    ExecAccess *acc = arena_alloc_uninit(big, (size_t)n * sizeof *acc + 1), a;
    uint64_t ngroups = sh->blocks + 1;
    uint32_t m = 0;
    if (!acc)
        return -1;
    *out = acc;
    if (ngroups <= 2 * (uint64_t)n + 65536) {
        uint32_t *start = mem_alloc((size_t)(ngroups + 1) * sizeof *start);
        if (!start)
            return -1;
        memset(start, 0, (size_t)(ngroups + 1) * sizeof *start);
        for (uint32_t i = 0; i < n; i++)
            if (decode(b + (size_t)i * EXEC_REC_BYTES, sh, &a) == 0)
                start[group_of(&a, sh) + 1]++;
        for (uint64_t g = 0; g < ngroups; g++)
            start[g + 1] += start[g];
        for (uint32_t i = 0; i < n; i++)
            if (decode(b + (size_t)i * EXEC_REC_BYTES, sh, &a) == 0)
                acc[start[group_of(&a, sh)]++] = a, m++;
        mem_free(start);
        return m;
    }
    uint64_t *key = mem_alloc((size_t)n * sizeof *key + 1);
    uint32_t *idx = mem_alloc((size_t)n * sizeof *idx + 1), *tmp = mem_alloc((size_t)n * sizeof *tmp + 1);
    int64_t status = -1;
    if (key && idx && tmp) {
        for (uint32_t i = 0; i < n; i++)
            if (decode(b + (size_t)i * EXEC_REC_BYTES, sh, &a) == 0)
                key[i] = group_of(&a, sh), idx[m++] = i;
        radix_sort(key, &idx, &tmp, m);
        for (uint32_t j = 0; j < m; j++)
            decode(b + (size_t)idx[j] * EXEC_REC_BYTES, sh, &acc[j]);
        status = m;
    }
    mem_free(key), mem_free(idx), mem_free(tmp);
    return status;
}

int exec_monitor_check(const void *head, const void *body, size_t bytes, const ExecMonitorShape *shape,
                       const ExecMonitorInfo *info, ExecMonitorResult *r)
{
    memset(r, 0, sizeof *r);
    uint64_t cursor = rd64(head), n = bytes / EXEC_REC_BYTES;
    if (n > cursor)
        n = cursor;
    if (n >= UINT32_MAX || shape->blocks > UINT32_MAX)
        return -1;
    Arena big;  // the decoded records: an arena's block, on huge pages where the system gives them
    arena_init(&big);
    ExecAccess *acc = NULL;
    int64_t valid = by_group(body, (uint32_t)n, shape, &big, &acc);
    r->conflicts = mem_alloc(MAX_CONFLICTS * sizeof *r->conflicts);
    uint64_t *key = NULL;
    uint32_t *idx = NULL, *tmp = NULL, most = 0;
    int status = -1;
    if (valid < 0 || !r->conflicts)
        goto out;
    r->records = (uint64_t)valid;
    r->dropped = cursor - r->records;  // past the capacity, or unreadable
    for (uint32_t i = 0, run = 0; i < (uint32_t)valid; i++) {  // the largest group
        run = i > 0 && group_of(&acc[i], shape) == group_of(&acc[i - 1], shape) ? run + 1 : 1;
        most = run > most ? run : most;
    }
    key = mem_alloc((size_t)most * sizeof *key + 1);
    idx = mem_alloc((size_t)most * sizeof *idx + 1), tmp = mem_alloc((size_t)most * sizeof *tmp + 1);
    if (!key || !idx || !tmp)
        goto out;
    Sweep s = { NULL, info, r, 0 };
    Live w = { 0 }, rd = { 0 }, st = { 0 }, sc = { 0 };
    for (uint32_t lo = 0, hi; lo < (uint32_t)valid && s.compares < COMPARE_BUDGET; lo = hi) {
        const ExecAccess *ga = acc + lo;
        for (hi = lo + 1; hi < (uint32_t)valid && group_of(&acc[hi], shape) == group_of(ga, shape); hi++)
            ;
        uint32_t m = hi - lo;
        /* by address, then thread (then the log's order: one thread's records are in its program order, so
         * the order does not depend on how the threads' records interleaved) */
        for (uint32_t i = 0; i < m; i++)
            idx[i] = i, key[i] = (uint64_t)ga[i].block * shape->threads_per_block + ga[i].thread;
        radix_sort(key, &idx, &tmp, m);
        for (uint32_t i = 0; i < m; i++)
            key[i] = ga[i].addr;
        radix_sort(key, &idx, &tmp, m);
        sweep_group(&s, ga, idx, m, &w, &rd, &st, &sc);
    }
    r->incomplete = s.compares >= COMPARE_BUDGET;
    status = w.oom || rd.oom || st.oom || sc.oom ? -1 : 0;
    vec_free(&w), vec_free(&rd), vec_free(&st), vec_free(&sc);
    qsort(r->conflicts, r->nconflicts, sizeof *r->conflicts, conflict_cmp);
out:
    arena_free(&big);
    mem_free(key), mem_free(idx), mem_free(tmp);
    if (status < 0)
        mem_free(r->conflicts), r->conflicts = NULL;
    return status;
}
