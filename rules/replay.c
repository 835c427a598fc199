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

#include "warpsafe/vec.h"

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

static int load(void *ctx, uint32_t inst, uint64_t key, unsigned bytes, uint32_t epoch, uint64_t *out)
{
    const Env *e = ctx;
    (void)key, (void)bytes, (void)epoch;
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

/* ---- whole-block replay ----
 * Where the two threads alone cannot be replayed (a load of an iteration
 * the model says nothing about, as in a sorting network without its inner
 * barrier), every thread of the witness's block is run, interval by
 * interval, over one memory: in round r each thread runs from the start to
 * the barrier that closes interval r, a load in interval e sees the memory
 * as it was when interval e began (and the thread's own stores), and then
 * the stores of interval r take effect, thread by thread. Reading the value
 * from before the interval is allowed to any load that races with no
 * store ordered before it (PTX memory model), so this is an execution the
 * hardware may produce. Memory never written is an input: the model's
 * value where a load of thread 1 or 2 has one, else zero. A race between
 * any two threads at the pair's instructions in this execution is real. */

/* One byte of the block's memory from interval `from` on; versions of a
 * byte are chained newest first. */
typedef struct {
    uint64_t key;
    uint32_t from, next;
    uint8_t val, known;
} Ver;

typedef struct {
    Ver *v;
    uint32_t n, cap;
    uint32_t *slot;        // key -> its newest version (open addressing), UINT32_MAX empty
    uint32_t nslot, nkeys;
    int oom;
} Mem;

static uint32_t *mem_slot(Mem *m, uint64_t key)
{
    uint32_t i = (uint32_t)((key * UINT64_C(0x9E3779B97F4A7C15)) >> 32) & (m->nslot - 1);
    while (m->slot[i] != UINT32_MAX && m->v[m->slot[i]].key != key)
        i = (i + 1) & (m->nslot - 1);
    return &m->slot[i];
}

static int mem_grow(Mem *m)
{
    if (m->nslot && (m->nkeys + 1) * 2 <= m->nslot)
        return 0;
    uint32_t n = m->nslot ? m->nslot * 2 : 1024, *old = m->slot, nold = m->nslot;
    m->slot = mem_alloc((size_t)n * sizeof *m->slot);
    if (!m->slot) {
        m->slot = old;
        return -1;
    }
    m->nslot = n;
    memset(m->slot, 0xff, (size_t)n * sizeof *m->slot);
    for (uint32_t i = 0; i < nold; i++)
        if (old[i] != UINT32_MAX)
            *mem_slot(m, m->v[old[i]].key) = old[i];
    mem_free(old);
    return 0;
}

/* Byte `key` from interval `from` on (replacing a version of the same
 * interval); an input (from 0) goes below the older versions. */
static void mem_put(Mem *m, uint64_t key, uint32_t from, uint8_t val, uint8_t known)
{
    int oom = 0;
    if (m->oom || mem_grow(m) < 0 ||
        (m->n + 1 > m->cap && vec_grow_((void **)&m->v, &m->cap, &oom, sizeof *m->v, m->n + 1) < 0)) {
        m->oom = 1;
        return;
    }
    uint32_t *head = mem_slot(m, key), at = *head;
    if (at != UINT32_MAX && m->v[at].from == from) {
        m->v[at].val = val, m->v[at].known = known;
        return;
    }
    Ver nv = { key, from, UINT32_MAX, val, known };
    if (at == UINT32_MAX || m->v[at].from < from) {
        nv.next = at, m->nkeys += at == UINT32_MAX;
        *head = m->n;
    } else {  // below every version (only inputs, from 0, come late)
        while (m->v[at].next != UINT32_MAX)
            at = m->v[at].next;
        m->v[at].next = m->n;
    }
    m->v[m->n++] = nv;
}

/* Byte `key` as interval `epoch` begins: 1 with *val and *known, 0 when
 * it was never written before. */
static int mem_get(Mem *m, uint64_t key, uint32_t epoch, uint8_t *val, uint8_t *known)
{
    if (!m->nslot)
        return 0;
    for (uint32_t at = *mem_slot(m, key); at != UINT32_MAX; at = m->v[at].next)
        if (m->v[at].from <= epoch) {
            *val = m->v[at].val, *known = m->v[at].known;
            return 1;
        }
    return 0;
}

typedef struct {
    Env c;      // c.t: 1 or 2 for the model's threads, else 0
    Mem *mem;
} BlockEnv;

static int block_load(void *ctx, uint32_t inst, uint64_t key, unsigned bytes, uint32_t epoch, uint64_t *out)
{
    BlockEnv *e = ctx;
    if (interp_key_space(key) == INTERP_KEY_LOCAL || bytes > 8) {
        *out = 0;  // this thread's frame, never written by it: any value is possible
        return interp_key_space(key) == INTERP_KEY_LOCAL;
    }
    uint64_t input = 0, v = 0;
    if (e->c.t && !load(&e->c, inst, key, bytes, epoch, &input))
        input = 0;
    for (unsigned k = 0; k < bytes; k++) {
        uint8_t b, known;
        if (!mem_get(e->mem, key + k, epoch, &b, &known)) {  // an input byte, fixed from now on
            b = (uint8_t)(input >> (8 * k)), known = 1;
            mem_put(e->mem, key + k, 0, b, 1);
        }
        if (!known)
            return 0;
        v |= (uint64_t)b << (8 * k);
    }
    *out = v;
    return !e->mem->oom;
}

/* Instructions all rounds of one block replay may execute (deterministic). */
#define BLOCK_STEPS 60000000u

/* Round r's events of instruction `inst` at interval r, over all threads:
 * (interval, key, bytes, thread, event) sorted by key. */
static Key *round_keys(const InterpTrace *tr, uint32_t nt, uint32_t inst, uint32_t r, uint32_t *n, uint16_t *maxb)
{
    uint32_t cnt = 0;
    for (uint32_t t = 0; t < nt; t++)
        for (uint32_t i = 0; i < tr[t].n; i++)
            cnt += tr[t].ev[i].inst == inst && tr[t].ev[i].epoch == r;
    Key *k = mem_alloc(((size_t)cnt + 1) * sizeof *k);
    *n = 0;
    for (uint32_t t = 0; k && t < nt; t++)
        for (uint32_t i = 0; i < tr[t].n; i++)
            if (tr[t].ev[i].inst == inst && tr[t].ev[i].epoch == r) {
                k[(*n)++] = (Key){ r, tr[t].ev[i].key, tr[t].ev[i].bytes, t, i };
                *maxb = tr[t].ev[i].bytes > *maxb ? tr[t].ev[i].bytes : *maxb;
            }
    if (k)
        qsort(k, *n, sizeof *k, key_cmp);
    return k;
}

/* A race of instructions a and b between two threads in interval r of the
 * block replay: 1 with w's threads, addresses and interval filled. */
static int round_race(const RuleCtx *rc, const InterpTrace *tr, uint32_t nt, const uint64_t ntid[3],
                      uint32_t ia, uint32_t ib, uint32_t r, int strong_pair, RuleWitness *w)
{
    uint32_t na, nb;
    uint16_t maxb = 1, ignore = 1;
    Key *ka = round_keys(tr, nt, ia, r, &na, &ignore), *kb = round_keys(tr, nt, ib, r, &nb, &maxb);
    int found = 0;
    for (uint32_t i = 0; ka && kb && i < na && !found; i++) {
        const InterpEvent *x = &tr[ka[i].value].ev[ka[i].idx];
        uint64_t lo = x->key >= maxb ? x->key - maxb + 1 : 0;
        uint32_t l = 0, h = nb;  // first key >= lo
        while (l < h) {
            uint32_t mid = l + (h - l) / 2;
            if (kb[mid].addr < lo)
                l = mid + 1;
            else
                h = mid;
        }
        for (uint32_t j = l; j < nb && !found && kb[j].addr - lo < x->key - lo + x->bytes; j++) {
            uint64_t t1 = ka[i].value, t2 = kb[j].value;
            const InterpEvent *y = &tr[t2].ev[kb[j].idx];
            if (t1 == t2 || !overlap(x->key, x->bytes, y->key, y->bytes))
                continue;
            if (t1 / 32 == t2 / 32 && rc->warp_ordered && ((rc->warp_mask >> (t1 & 31)) & 1) &&
                ((rc->warp_mask >> (t2 & 31)) & 1) && x->wepoch != y->wepoch)
                continue;  // a bar.warp.sync of both lanes lies between
            if (strong_pair && x->key == y->key && x->bytes == y->bytes)
                continue;  // morally strong
            found = 1;
            uint64_t lin[2] = { t1, t2 };
            for (int k = 0; k < 2; k++) {
                w->tid[k][0] = lin[k] % ntid[0];
                w->tid[k][1] = lin[k] / ntid[0] % ntid[1];
                w->tid[k][2] = lin[k] / ntid[0] / ntid[1];
            }
            w->addr[0] = x->addr, w->addr[1] = y->addr;
            w->epoch = r;
            w->wepoch[0] = x->wepoch, w->wepoch[1] = y->wepoch;
        }
    }
    mem_free(ka), mem_free(kb);
    return found;
}

int rule_replay_block(const RuleCtx *rc, const uint64_t *model, const AccessEvent *a, const AccessEvent *b,
                      int strong_pair, RuleWitness *w)
{
    const AccessModel *am = rc->am;
    uint64_t ntid[3], nt = 1;
    for (int k = 0; k < 3; k++)
        ntid[k] = model[am->ntid[k]], nt *= ntid[k] ? ntid[k] : 0;
    if (rc->ncounted || nt == 0 || nt > 1024)
        return 0;  // named barriers with counts: their rounds are not modeled here
    uint64_t lin[2];
    for (int t = 1; t <= 2; t++)
        lin[t - 1] = model[am->tid[t][0]] + ntid[0] * (model[am->tid[t][1]] + ntid[1] * model[am->tid[t][2]]);
    Mem mem;
    memset(&mem, 0, sizeof mem);
    InterpTrace *tr = mem_alloc(((size_t)nt + 1) * sizeof *tr);
    if (!tr)
        return 0;
    memset(tr, 0, ((size_t)nt + 1) * sizeof *tr);
    uint64_t steps = 0;
    int found = 0, failed = 0;
    for (uint32_t r = 0; !found && !failed; r++) {
        int more = 0;  // a thread waits at the barrier that closes interval r
        for (uint32_t t = 0; t < nt && !failed; t++) {
            BlockEnv be;
            InterpEnv env;
            int role = t == lin[0] ? 1 : t == lin[1] ? 2 : 0;
            setup(am, model, role ? role : 1, &be.c, &env);
            be.c.t = role, be.mem = &mem;
            env.tid[0] = t % ntid[0], env.tid[1] = t / ntid[0] % ntid[1], env.tid[2] = t / ntid[0] / ntid[1];
            env.load = block_load, env.ctx = &be, env.epochs = r + 1;
            interp_trace_free(&tr[t]);
            failed = interp_run(am->m, (uint32_t)(am->f - am->m->funcs), &env, &tr[t]) != 0 || !be.c.iter;
            mem_free(be.c.iter);
            steps += tr[t].steps;
            failed |= steps > BLOCK_STEPS || mem.oom;
            const InterpEvent *last = tr[t].n ? &tr[t].ev[tr[t].n - 1] : NULL;
            more |= last && last->epoch == r && last->bytes == 0 && is_barrier(am, last);
        }
        if (failed)
            break;
        found = round_race(rc, tr, (uint32_t)nt, ntid, a->inst, b->inst, r, strong_pair, w);
        for (uint32_t t = 0; t < nt; t++)  // interval r's stores, thread by thread
            for (uint32_t i = 0; i < tr[t].n; i++) {
                const InterpEvent *e = &tr[t].ev[i];
                if (e->epoch != r || !e->write || interp_key_space(e->key) == INTERP_KEY_LOCAL)
                    continue;
                for (unsigned k = 0; k < e->bytes; k++)
                    mem_put(&mem, e->key + k, r + 1, (uint8_t)(e->value >> (8 * (k & 7))), e->known && e->bytes <= 8);
            }
        if (!more)
            break;
    }
    if (found)
        for (int k = 0; k < 3; k++)
            w->ctaid[k] = model[am->ctaid[1][k]], w->ntid[k] = ntid[k];
    for (uint32_t t = 0; t < nt; t++)
        interp_trace_free(&tr[t]);
    mem_free(tr), mem_free(mem.v), mem_free(mem.slot);
    return found && !mem.oom;
}
