/*
 * replay.c - witness replay: a satisfiable race obligation becomes a
 * violation only after both threads, run concretely (interp.h) with the
 * values the solver chose, really perform the two conflicting accesses in
 * the same barrier interval.
 * Consumes: the model of a SAT obligation and the pair of events. Produces:
 * a confirmed witness (threads, byte address) or "not confirmed".
 */
#include "rules_int.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const AccessModel *am;
    const uint64_t *model;
    int t;
    uint64_t *iter;      // per loop: the iteration the replayed thread is in
} Env;

/* Loop iterations: a back edge into a header counts one more, any other
 * edge into it starts again at 0. */
static void on_edge(void *ctx, uint32_t from, uint32_t to)
{
    const Env *e = ctx;
    const AccessModel *am = e->am;
    for (uint32_t li = 0; e->iter && li < am->nloops; li++)
        if (am->loops[li].header == to)
            e->iter[li] = am->rpo_index[from] >= am->rpo_index[to] ? e->iter[li] + 1 : 0;
}

static int var_addr(void *ctx, uint32_t var, uint64_t *out)
{
    const Env *e = ctx;
    if (var >= e->am->m->nvars || e->am->var_addr[var] == UINT32_MAX)
        return 0;
    *out = e->model[e->am->var_addr[var]];
    return 1;
}

static int param(void *ctx, uint32_t var, uint64_t *out)
{
    const Env *e = ctx;
    if (var >= e->am->m->nvars || e->am->param_val[var] == UINT32_MAX)
        return 0;
    *out = e->model[e->am->param_val[var]];
    return 1;
}

static int load(void *ctx, uint32_t inst, uint64_t addr, unsigned bytes, uint64_t *out)
{
    const Env *e = ctx;
    (void)addr, (void)bytes;
    uint32_t v = inst < e->am->f->ninsts ? e->am->load_var[e->t][inst] : UINT32_MAX;
    if (v == UINT32_MAX)
        return 0;
    /* inside loops the model's value is that of one iteration of each */
    uint32_t lo = 0, hi = e->am->f->nblocks;  // the block holding inst (blocks are in order)
    while (hi - lo > 1) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (e->am->f->blocks[mid].first <= inst)
            lo = mid;
        else
            hi = mid;
    }
    uint32_t blk = lo;
    for (int32_t li = e->am->loop_of[blk]; li >= 0; li = e->am->loops[li].parent)
        if (!e->iter || e->iter[li] != e->model[e->am->loops[li].k[e->t]])
            return 0;
    *out = e->model[v];
    return 1;
}

static uint64_t linear(const InterpEnv *e)
{
    return e->tid[0] + e->ntid[0] * (e->tid[1] + e->ntid[1] * e->tid[2]);
}

static void setup(const AccessModel *am, const uint64_t *model, int t, Env *ctx, InterpEnv *env)
{
    *ctx = (Env){ am, model, t, mem_alloc(((size_t)am->nloops + 1) * sizeof *ctx->iter) };
    if (ctx->iter)
        memset(ctx->iter, 0, ((size_t)am->nloops + 1) * sizeof *ctx->iter);
    memset(env, 0, sizeof *env);
    for (int k = 0; k < 3; k++) {
        env->tid[k] = model[am->tid[t][k]];
        env->ctaid[k] = model[am->ctaid[t][k]];
        env->ntid[k] = model[am->ntid[k]];
        env->nctaid[k] = model[am->nctaid[k]];
    }
    env->var_addr = var_addr, env->param = param, env->load = load, env->on_edge = on_edge, env->ctx = ctx;
    env->max_steps = 1000000;
}

static int overlap(uint64_t a, unsigned na, uint64_t b, unsigned nb)
{
    return a - b < nb || b - a < na;
}

typedef struct {
    uint32_t epoch;
    uint64_t addr;
    uint16_t bytes;
    uint64_t value;
    uint32_t idx;
} Key;

static int key_cmp(const void *pa, const void *pb)
{
    const Key *a = pa, *b = pb;
    if (a->epoch != b->epoch)
        return a->epoch < b->epoch ? -1 : 1;
    if (a->addr != b->addr)
        return a->addr < b->addr ? -1 : 1;
    if (a->bytes != b->bytes)
        return a->bytes < b->bytes ? -1 : 1;
    return a->idx < b->idx ? -1 : a->idx > b->idx;
}

/* The witness's loaded values must be those of one memory: two loads of
 * the same bytes that took their value from the witness (no store of the
 * loading thread in between) must agree, within a thread and across the
 * two. A disagreement could only come from a third thread's store, which
 * the witness does not show: such a witness is not confirmed. Sorted by
 * address, so linear-logarithmic in the length of the traces. */
static int consistent(const InterpTrace *t1, const InterpTrace *t2)
{
    Key *k = mem_alloc(((size_t)t1->n + t2->n + 1) * sizeof *k);
    uint32_t n = 0;
    int ok = 1;
    if (!k)
        return 0;
    const InterpTrace *t[2] = { t1, t2 };
    for (int a = 0; a < 2; a++)
        for (uint32_t i = 0; i < t[a]->n; i++)
            if (t[a]->ev[i].from_witness)
                k[n] = (Key){ 0, t[a]->ev[i].addr, t[a]->ev[i].bytes, t[a]->ev[i].value, n }, n++;
    qsort(k, n, sizeof *k, key_cmp);
    for (uint32_t i = 1; i < n && ok; i++)
        ok = !(k[i].addr == k[i - 1].addr && k[i].bytes == k[i - 1].bytes && k[i].value != k[i - 1].value);
    mem_free(k);
    return ok;
}

static int is_barrier(const AccessModel *am, const InterpEvent *e)
{
    return kir_barrier_full(&am->f->insts[e->inst]);
}

/* The next barrier event at or after *i, or NULL. */
static const InterpEvent *next_barrier(const AccessModel *am, const InterpTrace *t, uint32_t *i)
{
    for (; *i < t->n; (*i)++)
        if (is_barrier(am, &t->ev[*i]))
            return &t->ev[(*i)++];
    return NULL;
}

/* One thread of a SAT model, run. */
typedef struct {
    Env c;
    InterpEnv e;
    InterpTrace t;
    int done;            // finished (ret/exit), not stopped
} Run;

static void run(const AccessModel *am, const uint64_t *model, int t, Run *r)
{
    setup(am, model, t, &r->c, &r->e);
    r->done = interp_run(am->m, (uint32_t)(am->f - am->m->funcs), &r->e, &r->t) == 0;
}

static void run_free(Run *r)
{
    interp_trace_free(&r->t);
    mem_free(r->c.iter);
}

/* The witness's threads and launch: r2 NULL for one thread. */
static void witness_threads(RuleWitness *w, const Run *r1, const Run *r2)
{
    memset(w, 0, sizeof *w);
    memcpy(w->tid[0], r1->e.tid, sizeof r1->e.tid);
    if (r2)
        memcpy(w->tid[1], r2->e.tid, sizeof r2->e.tid);
    memcpy(w->ctaid, r1->e.ctaid, sizeof r1->e.ctaid);
    memcpy(w->ntid, r1->e.ntid, sizeof r1->e.ntid);
}

int rule_replay_barriers(const RuleCtx *rc, const uint64_t *model, RuleWitness *w, uint32_t *inst)
{
    const AccessModel *am = rc->am;
    Run r1, r2;
    run(am, model, 1, &r1);
    run(am, model, 2, &r2);
    int found = 0;
    int ok = consistent(&r1.t, &r2.t);
    for (uint32_t i = 0, j = 0; ok;) {
        const InterpEvent *x = next_barrier(am, &r1.t, &i), *y = next_barrier(am, &r2.t, &j);
        if (x && y && x->inst == y->inst)
            continue;  // the same barrier, in step
        /* they differ where both are known: different barriers, or one thread
         * finished for real while the other still reaches a barrier */
        if ((x && y) || (x && !y && r2.done) || (!x && y && r1.done)) {
            found = 1;
            *inst = x ? x->inst : y->inst;
        }
        break;
    }
    if (found)
        witness_threads(w, &r1, &r2);
    run_free(&r1), run_free(&r2);
    return found;
}

int rule_replay_counted(const RuleCtx *rc, const uint64_t *model, int64_t id, uint32_t inst, RuleWitness *w)
{
    Run r1, r2;
    run(rc->am, model, 1, &r1);
    run(rc->am, model, 2, &r2);
    int n1 = rule_counted_replay_count(rc, id, inst, &r1.t), n2 = rule_counted_replay_count(rc, id, inst, &r2.t);
    /* the thread with fewer has finished: it will not catch up */
    int found = consistent(&r1.t, &r2.t) && n1 != n2 && (n1 < n2 ? r1.done : r2.done) &&
                (inst != UINT32_MAX || (rule_counted_replay_count(rc, id, UINT32_MAX, &r1.t) > 0 &&
                                        rule_counted_replay_count(rc, id, UINT32_MAX, &r2.t) > 0));
    if (found) {
        witness_threads(w, &r1, &r2);
        w->addr[0] = (uint64_t)n1, w->addr[1] = (uint64_t)n2;
    }
    run_free(&r1), run_free(&r2);
    return found;
}

int rule_replay_collective(const RuleCtx *rc, const uint64_t *model, uint32_t inst, RuleWitness *w)
{
    Run r1;
    run(rc->am, model, 1, &r1);
    uint64_t lane = linear(&r1.e) & 31;
    int found = 0;
    for (uint32_t i = 0; i < r1.t.n && !found; i++)
        if (r1.t.ev[i].inst == inst && !((r1.t.ev[i].addr >> lane) & 1)) {
            found = 1;
            witness_threads(w, &r1, NULL);
            w->addr[0] = r1.t.ev[i].addr, w->epoch = r1.t.ev[i].epoch;
        }
    run_free(&r1);
    return found;
}

int rule_replay(const RuleCtx *rc, const uint64_t *model, const AccessEvent *a, const AccessEvent *b,
                int strong_pair, RuleWitness *w)
{
    Run r1, r2;
    run(rc->am, model, 1, &r1);
    run(rc->am, model, 2, &r2);
    const InterpTrace *t1 = &r1.t, *t2 = &r2.t;
    uint64_t lane1 = linear(&r1.e) & 31, lane2 = linear(&r2.e) & 31;
    int found = 0, same_warp = linear(&r1.e) / 32 == linear(&r2.e) / 32;
    /* thread 2's accesses at b, sorted by interval and address; thread 1's
     * at a, in order, each looked up among them */
    Key *k = mem_alloc(((size_t)t2->n + 1) * sizeof *k);
    uint32_t n = 0;
    uint16_t maxb = 1;
    for (uint32_t j = 0; k && j < t2->n; j++)
        if (t2->ev[j].inst == b->inst) {
            k[n] = (Key){ t2->ev[j].epoch, t2->ev[j].addr, t2->ev[j].bytes, 0, j }, n++;
            maxb = t2->ev[j].bytes > maxb ? t2->ev[j].bytes : maxb;
        }
    if (k)
        qsort(k, n, sizeof *k, key_cmp);
    for (uint32_t i = 0; k && i < t1->n && !found; i++) {
        const InterpEvent *x = &t1->ev[i];
        if (x->inst != a->inst)
            continue;
        uint64_t lo = x->addr >= maxb ? x->addr - maxb + 1 : 0;
        uint32_t l = 0, h = n;  // first key >= (epoch, lo)
        while (l < h) {
            uint32_t mid = l + (h - l) / 2;
            if (k[mid].epoch < x->epoch || (k[mid].epoch == x->epoch && k[mid].addr < lo))
                l = mid + 1;
            else
                h = mid;
        }
        for (uint32_t j = l; j < n && !found && k[j].epoch == x->epoch && k[j].addr - lo < x->addr - lo + x->bytes; j++) {
            const InterpEvent *y = &t2->ev[k[j].idx];
            if (!overlap(x->addr, x->bytes, y->addr, y->bytes))
                continue;
            if (same_warp && rc->warp_ordered && ((rc->warp_mask >> lane1) & 1) && ((rc->warp_mask >> lane2) & 1) &&
                x->wepoch != y->wepoch)
                continue;  // a bar.warp.sync of both lanes lies between
            if (strong_pair && x->addr == y->addr && x->bytes == y->bytes)
                continue;  // morally strong: complete overlap of strong accesses
            if (!rule_counted_replay_unordered(rc, t1, i, t2, k[j].idx))
                continue;  // a named barrier both take part in lies between
            found = 1;
            witness_threads(w, &r1, &r2);
            w->addr[0] = x->addr, w->addr[1] = y->addr;
            w->epoch = x->epoch;
            w->wepoch[0] = x->wepoch, w->wepoch[1] = y->wepoch;
        }
    }
    mem_free(k);
    found = found && consistent(t1, t2);
    run_free(&r1), run_free(&r2);
    return found;
}
