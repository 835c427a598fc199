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

/* One byte of the block's memory from time `from` on (the scheduler's
 * clock; inputs from 0); versions of a byte are chained newest first. */
typedef struct {
    uint64_t key;
    uint64_t from;          // a time of the scheduler's clock (a shadow index in Block.heads)
    uint32_t next;
    uint8_t val, known;
} Ver;

typedef struct {
    Ver *v;
    uint32_t n, cap;
    uint32_t *slot;        // key -> its newest version (open addressing), UINT32_MAX empty
    uint32_t nslot, nkeys;
    int oom;
    uint64_t walked;       // versions mem_get passed (work the step budget counts)
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

/* Byte `key` from time `from` on (replacing a version of the same time);
 * an input (from 0) goes below the older versions. */
static void mem_put(Mem *m, uint64_t key, uint64_t from, uint8_t val, uint8_t known)
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

/* Byte `key` at time `when`: 1 with *val, *known and the time its
 * version began (*from: 0 for the memory at launch), 0 when it was never
 * written by then. */
static int mem_get_from(Mem *m, uint64_t key, uint64_t when, uint8_t *val, uint8_t *known, uint64_t *from)
{
    if (!m->nslot)
        return 0;
    for (uint32_t at = *mem_slot(m, key); at != UINT32_MAX; at = m->v[at].next, m->walked++)
        if (m->v[at].from <= when) {
            *val = m->v[at].val, *known = m->v[at].known, *from = m->v[at].from;
            return 1;
        }
    return 0;
}

static int mem_get(Mem *m, uint64_t key, uint64_t when, uint8_t *val, uint8_t *known)
{
    uint64_t from;
    return mem_get_from(m, key, when, val, known, &from);
}

typedef struct {
    const AccessModel *am;
    const uint64_t *model;
    int t;
    uint64_t *iter;      // per loop: the iteration the replayed thread is in
    const uint8_t *free_load; // per instruction: the witness's value may be used (RuleCtx)
    const uint8_t *early_load;// per instruction: and before the thread's first barrier (RuleCtx)
    Mem *inputs;         // the two-thread replay's input bytes so far (both threads), or NULL
    int pin;             // only the bytes of the model's own iterations go into inputs
    uint32_t others;     // loads of inputs in iterations the model does not speak of
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

static int param(void *ctx, uint32_t var, uint64_t off, uint64_t *out)
{
    const Env *e = ctx;
    for (uint32_t i = 0; off && i < e->am->nfields; i++)  // a struct parameter's field
        if (e->am->fields[i].param == var && e->am->fields[i].off == off) {
            *out = e->model[e->am->fields[i].var];
            return 1;
        }
    if (off || var >= e->am->m->nvars || e->am->param_val[var] == UINT32_MAX)
        return 0;
    *out = e->model[e->am->param_val[var]];
    return 1;
}

/* The witness's box bytes of the tensor load at inst (its map's "NAME.box"
 * variable, which --tensor-box fixes). */
static int box(void *ctx, uint32_t inst, uint64_t *out)
{
    const Env *e = ctx;
    if (inst >= e->am->f->ninsts || e->am->inst_box[inst] == UINT32_MAX)
        return 0;
    *out = e->model[e->am->inst_box[inst]];
    return 1;
}

/* The model's value of the load at inst whose (first) variable is v: a
 * vector's elements from the low bytes up (AccessModel.load_var). */
static uint64_t loaded_value(const Env *e, uint32_t inst, uint32_t v)
{
    const KirInst *in = &e->am->f->insts[inst];
    unsigned ew = kir_type_bits((KirType)in->type);
    if (in->vec <= 1 || !ew || ew * in->vec > 64)
        return e->model[v];
    uint64_t x = 0;
    for (unsigned k = 0; k < in->vec; k++)
        x |= (e->model[v + k] & (ew >= 64 ? UINT64_MAX : (UINT64_C(1) << ew) - 1)) << (ew * k);
    return x;
}

/* The witness's value of the load at inst, where the model has one for
 * the iteration the thread is in. */
static int model_value(const Env *e, uint32_t inst, uint64_t *out)
{
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
    *out = loaded_value(e, inst, v);
    return 1;
}

/* The two-thread replay's loads: the witness's value for inputs nobody
 * writes, and for early loads (RuleCtx.early_load) before the thread's
 * first barrier (syncs 0): the memory as at launch (the two threads run
 * with the others not started, neither seeing the other's stores: no
 * write is ordered before the load); other memory (shared, constant banks,
 * buffers the kernel writes, later) holds what other threads stored, which
 * two threads alone cannot know.
 * With inputs (rule_replay) the two threads read one memory: a byte read
 * before keeps its value (the model's own iterations' bytes first), and
 * in an iteration the model does not speak of, where an input may hold
 * anything, a load takes the value the model gives it in its own. */
static int load(void *ctx, uint32_t inst, uint64_t key, unsigned bytes, uint32_t syncs, uint64_t *out)
{
    Env *e = ctx;
    if (!e->free_load || inst >= e->am->f->ninsts ||
        (!e->free_load[inst] && !(e->early_load && e->early_load[inst] && syncs == 0)))
        return 0;
    int own = model_value(e, inst, out);
    if (!e->inputs)
        return own;
    uint32_t v = e->am->load_var[e->t][inst];
    if (v == UINT32_MAX || bytes > 8)
        return own;
    e->others += !own;
    uint64_t x = own ? *out : loaded_value(e, inst, v);  // bytes read before keep their value
    for (unsigned b = 0; b < bytes; b++) {
        uint8_t val, known;
        if (mem_get(e->inputs, key + b, 0, &val, &known))
            x = (x & ~(UINT64_C(0xff) << (8 * b))) | ((uint64_t)val << (8 * b));
        else if (own || !e->pin)
            mem_put(e->inputs, key + b, 0, (uint8_t)(x >> (8 * b)), 1);
    }
    *out = x;
    return !e->inputs->oom;
}

static uint64_t linear(const InterpEnv *e)
{
    return e->tid[0] + e->ntid[0] * (e->tid[1] + e->ntid[1] * e->tid[2]);
}

static void setup(const RuleCtx *rc, const uint64_t *model, int t, Env *ctx, InterpEnv *env)
{
    const AccessModel *am = rc->am;
    *ctx = (Env){ am, model, t, mem_alloc(((size_t)am->nloops + 1) * sizeof *ctx->iter), rc->free_load,
                  rc->use_early ? rc->early_load : NULL, NULL, 0, 0 };
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
    env->box = box;
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

/* The first of the n sorted keys at or above (epoch, lo). */
static uint32_t first_key(const Key *k, uint32_t n, uint32_t epoch, uint64_t lo)
{
    uint32_t l = 0, h = n;
    while (l < h) {
        uint32_t mid = l + (h - l) / 2;
        if (k[mid].epoch < epoch || (k[mid].epoch == epoch && k[mid].addr < lo))
            l = mid + 1;
        else
            h = mid;
    }
    return l;
}

/* The witness's loaded values must be those of one memory: two loads of
 * the same bytes that took their value from the witness (no store of the
 * loading thread in between) must agree, within a thread and across the
 * two. A disagreement could only come from a third thread's store, which
 * the witness does not show: such a witness is not confirmed. Byte by
 * byte (one memory, whatever sizes the loads had) through a hash map:
 * linear in the length of the traces. */
static int consistent(const InterpTrace *t1, const InterpTrace *t2)
{
    Mem seen = { 0 };
    int ok = 1;
    const InterpTrace *t[2] = { t1, t2 };
    for (int a = 0; a < 2 && ok; a++)
        for (uint32_t i = 0; i < t[a]->n && ok; i++) {
            const InterpEvent *e = &t[a]->ev[i];
            for (unsigned b = 0; e->from_witness && e->bytes <= 8 && b < e->bytes && ok; b++) {
                uint8_t v = (uint8_t)(e->value >> (8 * b)), had, known;
                if (mem_get(&seen, e->key + b, 0, &had, &known))
                    ok = had == v;
                else
                    mem_put(&seen, e->key + b, 0, v, 1);
            }
        }
    ok = ok && !seen.oom;
    mem_free(seen.v), mem_free(seen.slot);
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

/* fresh: mbarriers as if no phase completed (InterpEnv.mbar_fresh); the
 * caller checks the two runs with phase0_open. */
/* One thread's run; inputs (or NULL) the input bytes the replay's runs
 * share, where loads in iterations the model does not speak of take
 * theirs. */
static void run_inputs(const RuleCtx *rc, const uint64_t *model, int t, Run *r, int fresh, Mem *inputs, int pin)
{
    const AccessModel *am = rc->am;
    setup(rc, model, t, &r->c, &r->e);
    r->c.inputs = inputs, r->c.pin = pin;
    r->e.mbar_fresh = (uint8_t)fresh;
    r->done = interp_run(am->m, (uint32_t)(am->f - am->m->funcs), &r->e, &r->t) == 0;
}

static void run(const RuleCtx *rc, const uint64_t *model, int t, Run *r, int fresh)
{
    run_inputs(rc, model, t, r, fresh, NULL, 0);
}

/* Both threads of a SAT model, run with every fence in their traces
 * (mbar_objects: and the mbarrier objects they use, InterpEnv). */
static void run_fenced(const RuleCtx *rc, const uint64_t *model, Run r[2], int mbar_objects)
{
    const AccessModel *am = rc->am;
    for (int k = 0; k < 2; k++) {
        setup(rc, model, k + 1, &r[k].c, &r[k].e);
        r[k].e.fences = 1, r[k].e.mbar_objects = (uint8_t)mbar_objects;
        r[k].done = interp_run(am->m, (uint32_t)(am->f - am->m->funcs), &r[k].e, &r[k].t) == 0;
    }
}

/* The runs of two threads with mbar_fresh keep phase 0 of every mbarrier
 * a wait of theirs passed open in some interleaving of them (the other
 * threads not started yet, no bulk copy landed): their arrivals on it stay
 * below its count, or each of them arrives only after expecting bytes
 * (which do not land: its transaction count stays above zero). */
static int phase0_open(const InterpTrace *t1, const InterpTrace *t2)
{
    const InterpTrace *t[2] = { t1, t2 };
    for (int a = 0; a < 2; a++)
        for (uint32_t i = 0; i < t[a]->nmbar; i++) {
            const InterpMbar *m = &t[a]->mbar[i], *o = NULL;
            for (uint32_t j = 0; j < t[!a]->nmbar && !o; j++)
                o = t[!a]->mbar[j].key == m->key ? &t[!a]->mbar[j] : NULL;
            if (!m->waited && !(o && o->waited))
                continue;
            uint64_t count = m->count != UINT64_MAX ? m->count : o ? o->count : UINT64_MAX;
            uint64_t arrivals = m->arrivals + (o ? o->arrivals : 0);
            if ((m->bare || (o && o->bare)) && (count == UINT64_MAX || arrivals >= count))
                return 0;
        }
    return 1;
}

static void run_free(Run *r)
{
    interp_trace_free(&r->t);
    mem_free(r->c.iter);
}

/* The witness's threads and launch: r2 NULL for one thread. */
/* The launch of a witness: grid dimensions and parameter values. */
static void witness_launch(RuleWitness *w, const AccessModel *am, const uint64_t *model)
{
    for (int k = 0; k < 3; k++)
        w->grid[k] = model[am->nctaid[k]];
    w->nparams = 0;
    for (uint32_t i = 0; i < am->m->nvars && w->nparams < 16; i++)
        if (am->param_val[i] != UINT32_MAX) {
            unsigned bits = am->m->vars[i].size >= 8 || !am->m->vars[i].size ? 64 : 8 * am->m->vars[i].size;
            w->param[w->nparams] = i;
            w->param_value[w->nparams++] = model[am->param_val[i]] & (bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1);
        }
}

/* Lists load e of witness thread k (0 or 1) among the witness's inputs,
 * once per instruction and address, at most 8. */
static void witness_input(RuleWitness *w, int k, const InterpEvent *e)
{
    int seen = w->ninputs >= 8;
    for (uint32_t j = 0; j < w->ninputs && !seen; j++)
        seen = w->input[j].thread == k && w->input[j].inst == e->inst && w->input[j].addr == e->addr;
    if (!seen) {
        w->input[w->ninputs].thread = (uint8_t)k, w->input[w->ninputs].bytes = e->bytes;
        w->input[w->ninputs].inst = e->inst, w->input[w->ninputs].addr = e->addr;
        w->input[w->ninputs++].value = e->value;
    }
}

/* The loaded values the witness chose, as the two threads read them (the
 * first 8, without repeats). */
static void witness_inputs(RuleWitness *w, const InterpTrace *t1, const InterpTrace *t2)
{
    const InterpTrace *t[2] = { t1, t2 };
    w->ninputs = 0;
    for (int k = 0; k < 2; k++)
        for (uint32_t i = 0; i < t[k]->n && w->ninputs < 8; i++)
            if (t[k]->ev[i].from_witness)
                witness_input(w, k, &t[k]->ev[i]);
}

static void witness_threads(RuleWitness *w, const Run *r1, const Run *r2)
{
    memset(w, 0, sizeof *w);
    witness_launch(w, r1->c.am, r1->c.model);
    memcpy(w->tid[0], r1->e.tid, sizeof r1->e.tid);
    if (r2)
        memcpy(w->tid[1], r2->e.tid, sizeof r2->e.tid);
    memcpy(w->ctaid, r1->e.ctaid, sizeof r1->e.ctaid);
    memcpy(w->ctaid2, (r2 ? r2 : r1)->e.ctaid, sizeof r1->e.ctaid);
    memcpy(w->ntid, r1->e.ntid, sizeof r1->e.ntid);
}

int rule_replay_bounds(const RuleCtx *rc, const uint64_t *model, uint32_t inst, uint64_t base, uint64_t size,
                       RuleWitness *w)
{
    Run r1;
    run(rc, model, 1, &r1, 0);
    int found = 0;
    for (uint32_t i = 0; i < r1.t.n && !found; i++) {
        const InterpEvent *x = &r1.t.ev[i];
        if (x->inst != inst || !x->bytes || x->async || interp_key_space(x->key) != 0)
            continue;
        if (size < x->bytes || x->addr - base > size - x->bytes) {
            found = 1;
            witness_threads(w, &r1, NULL);
            w->addr[0] = w->addr[1] = x->addr;
            w->bytes[0] = w->bytes[1] = x->bytes;
            w->epoch = x->epoch;
        }
    }
    run_free(&r1);
    return found;
}

/* The first CTA barrier where runs t1 and t2 differ: different barriers
 * where both are known, or one thread finished for real (done1, done2)
 * while the other still reaches a barrier. 1 with at[k] the index in tk of
 * the barrier event (UINT32_MAX where it has none). */
static int barriers_differ(const AccessModel *am, const InterpTrace *t1, int done1, const InterpTrace *t2, int done2,
                           uint32_t at[2])
{
    for (uint32_t i = 0, j = 0;;) {
        const InterpEvent *x = next_barrier(am, t1, &i), *y = next_barrier(am, t2, &j);
        if (x && y && x->inst == y->inst)
            continue;  // the same barrier, in step
        if (!((x && y) || (x && !y && done2) || (!x && y && done1)))
            return 0;
        at[0] = x ? i - 1 : UINT32_MAX, at[1] = y ? j - 1 : UINT32_MAX;
        return 1;
    }
}

int rule_replay_barriers(const RuleCtx *rc, const uint64_t *model, RuleWitness *w, uint32_t *inst)
{
    const AccessModel *am = rc->am;
    Run r1, r2;
    run(rc, model, 1, &r1, 0);
    run(rc, model, 2, &r2, 0);
    uint32_t at[2];
    int found = consistent(&r1.t, &r2.t) && barriers_differ(am, &r1.t, r1.done, &r2.t, r2.done, at);
    if (found) {
        *inst = at[0] != UINT32_MAX ? r1.t.ev[at[0]].inst : r2.t.ev[at[1]].inst;
        witness_threads(w, &r1, &r2);
    }
    run_free(&r1), run_free(&r2);
    return found;
}

int rule_replay_counted(const RuleCtx *rc, const uint64_t *model, int64_t id, uint32_t inst, RuleWitness *w)
{
    Run r1, r2;
    run(rc, model, 1, &r1, 0);
    run(rc, model, 2, &r2, 0);
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
    run(rc, model, 1, &r1, 0);
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

/* Run a's nth execution of a warp collective names b's lane, and b, which
 * finished, executes that instruction fewer than n times: 1 with *inst,
 * *nth, *nb and the mask set. Counts per instruction, one pass over each
 * trace. */
static int misses_lane(const AccessModel *am, const Run *a, const Run *b, uint32_t *inst, uint32_t *nth, uint32_t *nb,
                       uint64_t *mask)
{
    uint64_t lane = linear(&b->e) & 31;
    uint32_t n = am->f->ninsts;
    uint32_t *seen = mem_alloc(((size_t)n + 1) * 2 * sizeof *seen), *total = seen ? seen + n + 1 : NULL;
    int mi, found = 0;
    if (!seen || !b->done) {
        mem_free(seen);
        return 0;
    }
    memset(seen, 0, ((size_t)n + 1) * 2 * sizeof *seen);
    for (uint32_t j = 0; j < b->t.n; j++)
        if (b->t.ev[j].inst < n)
            total[b->t.ev[j].inst]++;
    for (uint32_t i = 0; i < a->t.n && !found; i++) {
        const InterpEvent *x = &a->t.ev[i];
        if (x->inst >= n)
            continue;
        uint32_t k = ++seen[x->inst];
        if (x->bytes || !kir_warp_collective(&am->f->insts[x->inst], &mi) || !((x->addr >> lane) & 1) ||
            total[x->inst] >= k)
            continue;
        *inst = x->inst, *nth = k, *nb = total[x->inst], *mask = x->addr;
        found = 1;
    }
    mem_free(seen);
    return found;
}

/* ---- the warp replay: every lane of one warp, collectives computed ---- */

/* A collective's result for one lane: the destinations (out[0]: d, out[1]:
 * p) and which of them are computed (got: bit 0 for d, bit 1 for p). */
typedef struct {
    uint64_t out[2];
    int got;
} LaneOut;

/* One lane: its run (first, so that the interpreter's callbacks find its
 * Env), its thread, and where it is paused. */
typedef struct {
    Run r;
    InterpThread *th;
    uint32_t lane;
    int state;           // LANE_RUN, LANE_COLL, LANE_BAR, LANE_DONE
    uint32_t at;         // LANE_COLL: the collective's instruction
    uint64_t mask;       // and its member mask
    LaneOut res;         // the destinations computed for it (InterpEnv.warp)
} Lane;

enum { LANE_RUN, LANE_COLL, LANE_BAR, LANE_DONE };

typedef struct {
    const AccessModel *am;
    Lane lane[32];
    uint32_t n;          // lanes in the warp (a partial last warp has fewer)
} Warp;

static int lane_out(void *ctx, uint32_t inst, uint64_t out[2])
{
    Lane *l = ctx;
    (void)inst;
    out[0] = l->res.out[0], out[1] = l->res.out[1];
    return l->res.got;
}

/* Operand k of the collective `in` that lane j of a warp, paused at it,
 * has (lanes[j], a paused run); 0 when not computed. */
static int lane_value(InterpThread *const *lanes, const KirInst *in, uint32_t j, unsigned k, uint64_t *v)
{
    return k < in->nopnd && interp_operand(lanes[j], &in->opnds[k], v);
}

/* The destinations of lane `lane`'s collective `in` (PTX ISA shfl.sync,
 * vote.sync, redux.sync, match.sync) with member mask `mask`, from the
 * operands of the lanes of the mask (n lanes in the warp), all paused at
 * it. */
static LaneOut collective_result(InterpThread *const *lanes, uint32_t n, const KirInst *in, uint32_t lane, uint64_t mask)
{
    KirSubop mode = (KirSubop)in->subop;
    unsigned src = in->ndst;  // the first source operand (d|p is one operand)
    uint64_t a[32], mine = 0;
    uint32_t have = 0;        // lanes of the mask whose source is known
    LaneOut o = { { 0, 0 }, 0 };
    if (in->op == KIR_OP_BAR_WARP)
        return o;
    for (uint32_t j = 0; j < n; j++)
        if (((mask >> j) & 1) && lane_value(lanes, in, j, src, &a[j]))
            have |= UINT32_C(1) << j;
    uint32_t all = (uint32_t)mask & (n >= 32 ? UINT32_MAX : (UINT32_C(1) << n) - 1);
    int known = (have & all) == all, me = lane_value(lanes, in, lane, src, &mine);
    if (in->op == KIR_OP_VOTE) {
        uint64_t ballot = 0, any = 0, every = 1, first = mine & 1, uni = 1;
        for (uint32_t j = 0; j < n; j++)
            if ((all >> j) & 1) {
                ballot |= (a[j] & 1) << j, any |= a[j] & 1, every &= a[j] & 1, uni &= (a[j] & 1) == first;
            }
        o.out[0] = mode == KIR_SUB_BALLOT ? ballot : mode == KIR_SUB_ANY ? any : mode == KIR_SUB_ALL ? every : uni;
        o.got = known && me && mode >= KIR_SUB_ALL && mode <= KIR_SUB_BALLOT;
        return o;
    }
    if (in->op == KIR_OP_SHFL) {
        uint64_t b = 0, c = 0;
        if (!lane_value(lanes, in, lane, src + 1, &b) || !lane_value(lanes, in, lane, src + 2, &c))
            return o;
        int64_t me_lane = lane, seg = (int64_t)((c >> 8) & 31), cv = (int64_t)(c & 31), bv = (int64_t)(b & 31);
        int64_t maxl = (me_lane & seg) | (cv & ~seg), minl = me_lane & seg, j;
        int p;
        if (mode == KIR_SUB_UP)
            j = me_lane - bv, p = j >= maxl;
        else if (mode == KIR_SUB_DOWN)
            j = me_lane + bv, p = j <= maxl;
        else if (mode == KIR_SUB_BFLY)
            j = me_lane ^ bv, p = j <= maxl;
        else if (mode == KIR_SUB_IDX)
            j = minl | (bv & ~seg), p = j <= maxl;
        else
            return o;
        if (!p)
            j = me_lane;
        o.out[1] = (uint64_t)p, o.got = 2;  // a source lane outside the mask: d undefined
        if (j >= 0 && j < (int64_t)n && ((all >> j) & 1) && ((have >> j) & 1))
            o.out[0] = a[j], o.got |= 1;
        return o;
    }
    if (!known || !me)
        return o;
    if (in->op == KIR_OP_REDUX) {
        int sgn = in->type == KIR_TYPE_S32;
        uint64_t r = mode == KIR_SUB_AND ? UINT32_MAX : 0;
        int first = 1;
        for (uint32_t j = 0; j < n; j++) {
            if (!((all >> j) & 1))
                continue;
            uint64_t x = a[j] & UINT32_MAX;
            if (mode == KIR_SUB_ADD) r += x;
            else if (mode == KIR_SUB_AND) r &= x;
            else if (mode == KIR_SUB_OR) r |= x;
            else if (mode == KIR_SUB_XOR) r ^= x;
            else if (mode == KIR_SUB_MIN || mode == KIR_SUB_MAX) {
                int less = sgn ? (int32_t)x < (int32_t)r : x < r;
                if (first || (mode == KIR_SUB_MIN ? less : !less && x != r))
                    r = x;
            } else
                return o;
            first = 0;
        }
        o.out[0] = r & UINT32_MAX, o.got = 1;
        return o;
    }
    if (in->op == KIR_OP_MATCH) {
        uint64_t same = 0;
        for (uint32_t j = 0; j < n; j++)
            if (((all >> j) & 1) && a[j] == mine)
                same |= UINT64_C(1) << j;
        if (mode == KIR_SUB_ANY)
            o.out[0] = same, o.got = 1;
        else if (mode == KIR_SUB_ALL)
            o.out[0] = same == all ? all : 0, o.out[1] = same == all, o.got = 3;
    }
    return o;
}

/* Runs lane l on to its next collective or CTA barrier, or its end.
 * 0, or -1 when its replay stopped. */
static int lane_go(Warp *wp, Lane *l)
{
    l->r.e.syncs++;
    int st = interp_step(l->th);
    if (st < 0)
        return -1;
    if (st == 0) {
        l->state = LANE_DONE, l->r.done = 1;
        return 0;
    }
    const InterpEvent *e = &l->r.t.ev[l->r.t.n - 1];
    int mi;
    l->at = e->inst, l->mask = e->addr;
    l->state = kir_warp_collective(&wp->am->f->insts[e->inst], &mi) ? LANE_COLL : LANE_BAR;
    return 0;
}

/* The times lane l has executed instruction inst (its trace, less a mark). */
static uint32_t executions(const Lane *l, uint32_t inst)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < l->r.t.n; i++)
        n += l->r.t.ev[i].inst == inst;
    return n - (l->state == LANE_COLL && l->at == inst);
}

/* Every lane of thread 1's warp, run together: a lane executes a
 * collective once every lane its member mask names is paused at the same
 * instruction, with the values exchanged computed from theirs; lanes at a
 * CTA barrier go on when no lane can otherwise (the other warps are taken
 * to arrive). 1 with the witness when the warp is stuck with a lane at a
 * collective whose mask names a lane that finished: that lane never
 * executes it again (PTX ISA: undefined behaviour). */
static int replay_lanes(const RuleCtx *rc, const uint64_t *model, RuleWitness *w, uint32_t *inst, uint32_t *nth,
                        uint32_t *n2)
{
    const AccessModel *am = rc->am;
    Warp *wp = mem_alloc(sizeof *wp);
    if (!wp)
        return 0;
    memset(wp, 0, sizeof *wp);
    wp->am = am;
    uint64_t ntid[3], lin[2];
    for (int k = 0; k < 3; k++)
        ntid[k] = model[am->ntid[k]];
    for (int t = 0; t < 2; t++)
        lin[t] = model[am->tid[t + 1][0]] + ntid[0] * (model[am->tid[t + 1][1]] + ntid[1] * model[am->tid[t + 1][2]]);
    uint64_t nthreads = ntid[0] * ntid[1] * ntid[2], base = lin[0] & ~UINT64_C(31);
    int found = 0, ok = ntid[0] && ntid[1] && ntid[2] && base < nthreads && nthreads <= (UINT64_C(1) << 32);
    wp->n = ok ? (uint32_t)(nthreads - base < 32 ? nthreads - base : 32) : 0;
    uint32_t fi = (uint32_t)(am->f - am->m->funcs);
    for (uint32_t j = 0; j < wp->n && ok; j++) {
        Lane *l = &wp->lane[j];
        uint64_t li = base + j;
        int t = li == lin[1] && li != lin[0] ? 2 : 1;
        setup(rc, model, t, &l->r.c, &l->r.e);
        if (li != lin[t - 1])
            l->r.c.free_load = NULL, l->r.c.early_load = NULL;  // a lane of neither thread: the witness has
                                                                 // no loads for it
        l->r.e.tid[0] = li % ntid[0], l->r.e.tid[1] = li / ntid[0] % ntid[1], l->r.e.tid[2] = li / ntid[0] / ntid[1];
        l->r.e.warp = lane_out, l->r.e.ctx = l, l->r.e.syncs = 0;
        l->lane = j;
        ok = (l->th = interp_start(am->m, fi, &l->r.e, &l->r.t)) != NULL && lane_go(wp, l) == 0;
    }
    for (uint32_t round = 0; ok && !found && round < 100000; round++) {
        /* the lanes whose collective can run: every lane of the mask there */
        uint32_t go = 0, bar = 0, live = 0;
        for (uint32_t j = 0; j < wp->n; j++) {
            Lane *l = &wp->lane[j];
            live |= (uint32_t)(l->state != LANE_DONE) << j;
            bar |= (uint32_t)(l->state == LANE_BAR) << j;
            if (l->state != LANE_COLL || !((l->mask >> j) & 1))
                continue;  // outside its own mask: member_masks' finding, not replayed
            int all_there = 1;
            for (uint32_t k = 0; k < 32 && all_there; k++)
                if ((l->mask >> k) & 1)
                    all_there = k < wp->n && wp->lane[k].state == LANE_COLL && wp->lane[k].at == l->at;
            go |= (uint32_t)all_there << j;
        }
        if (!live)
            break;  // every lane finished: no lane was left waiting
        if (!go && bar == live)
            go = bar;  // the whole warp at CTA barriers: the block goes on
        if (!go) {  // stuck: a lane waits for one that finished?
            for (uint32_t j = 0; j < wp->n && !found; j++) {
                Lane *l = &wp->lane[j];
                for (uint32_t k = 0; k < wp->n && l->state == LANE_COLL && !found; k++)
                    if (((l->mask >> k) & 1) && wp->lane[k].state == LANE_DONE) {
                        found = 1;
                        witness_threads(w, &l->r, &wp->lane[k].r);
                        w->addr[0] = l->mask;
                        *inst = l->at, *nth = executions(l, l->at) + 1, *n2 = executions(&wp->lane[k], l->at);
                    }
            }
            break;
        }
        InterpThread *lanes[32];
        for (uint32_t j = 0; j < wp->n; j++)
            lanes[j] = wp->lane[j].th;
        for (uint32_t j = 0; j < wp->n; j++)  // results first, from the registers at the collective
            if (((go >> j) & 1) && wp->lane[j].state == LANE_COLL) {
                Lane *l = &wp->lane[j];
                l->res = collective_result(lanes, wp->n, &am->f->insts[l->at], l->lane, l->mask);
            }
        for (uint32_t j = 0; j < wp->n && ok; j++)
            if ((go >> j) & 1)
                ok = lane_go(wp, &wp->lane[j]) == 0;
    }
    for (uint32_t j = 0; j < wp->n; j++) {
        interp_thread_free(wp->lane[j].th);
        run_free(&wp->lane[j].r);
    }
    mem_free(wp);
    return found;
}

int rule_replay_warp(const RuleCtx *rc, const uint64_t *model, RuleWitness *w, uint32_t *inst, uint32_t *nth,
                     uint32_t *n2)
{
    const AccessModel *am = rc->am;
    Run r[2];
    run(rc, model, 1, &r[0], 0);
    run(rc, model, 2, &r[1], 0);
    int found = 0;
    uint64_t mask = 0;
    int same_warp = memcmp(r[0].e.ctaid, r[1].e.ctaid, sizeof r[0].e.ctaid) == 0 &&
                    linear(&r[0].e) / 32 == linear(&r[1].e) / 32 && linear(&r[0].e) != linear(&r[1].e);
    /* either thread may be the one that goes on: the witness names it first */
    for (int a = 0; a < 2 && same_warp && !found; a++)
        if (misses_lane(am, &r[a], &r[1 - a], inst, nth, n2, &mask) && consistent(&r[0].t, &r[1].t)) {
            found = 1;
            witness_threads(w, &r[a], &r[1 - a]);
            w->addr[0] = mask;
        }
    run_free(&r[0]), run_free(&r[1]);
    return found || (same_warp && replay_lanes(rc, model, w, inst, nth, n2));
}

/* The witness keeps distinct pointer parameters distinct buffers (the
 * assumption every global-race proof makes): their values at least 4 GiB
 * apart (unless --may-alias pairs them), no module .global variable inside
 * a parameter's 4 GiB nor a parameter inside such a variable, and every
 * global access based on a parameter inside the 4 GiB after it. A witness
 * that needs two buffers to overlap is not one. */
static int buffers_apart(const RuleCtx *rc, const uint64_t *model, const InterpTrace *const *t, uint32_t nt)
{
    const AccessModel *am = rc->am;
    const KirModule *m = am->m;
    uint32_t nw = m->nvars + am->nfields;  // the parameter words (struct fields too) some access uses
    for (uint32_t i = 0; i < nw; i++)
        for (uint32_t j = i + 1; j < nw; j++) {
            uint32_t vi = rule_param_word(am, i), vj = rule_param_word(am, j);
            if (vi == UINT32_MAX || vj == UINT32_MAX || rule_may_alias(rc, vi, vj) || !rule_region_base(rc, vi) ||
                !rule_region_base(rc, vj))
                continue;  // (a size_t, or a pointer no access uses: no buffer to keep apart)
            uint64_t d = model[vi] - model[vj];
            if (d < (UINT64_C(1) << 32) || -d < (UINT64_C(1) << 32))
                return 0;
        }
    for (uint32_t i = 0; i < nw; i++)  // a parameter's buffer and a module .global variable
        for (uint32_t j = 0; j < m->nvars; j++) {
            uint32_t vi = rule_param_word(am, i), vj = am->var_addr[j];
            if (vi == UINT32_MAX || vj == UINT32_MAX || !rule_module_global(&m->vars[j]) ||
                rule_may_alias(rc, vi, vj) || !rule_region_base(rc, vi))
                continue;
            if (model[vj] - model[vi] < (UINT64_C(1) << 32) || model[vi] - model[vj] < m->vars[j].size)
                return 0;
        }
    for (uint32_t k = 0; k < nt; k++)
        for (uint32_t i = 0; i < t[k]->n; i++) {
            const InterpEvent *e = &t[k]->ev[i];
            uint32_t r = e->bytes && e->inst < am->f->ninsts ? rc->inst_region[e->inst] : UINT32_MAX;
            if (r != UINT32_MAX && interp_key_space(e->key) == 0 && e->addr - model[r] >= (UINT64_C(1) << 32))
                return 0;  // (the address itself: a key drops its top bits for the space)
        }
    return 1;
}

int rule_replay(const RuleCtx *rc, const uint64_t *model, const AccessEvent *a, const AccessEvent *b,
                int strong_pair, RuleWitness *w)
{
    Run r1, r2;
    /* one memory of inputs for both: first the bytes of the model's own
     * iterations (both threads), then the runs, where a load in another
     * iteration takes those bytes, or the model's value, fixed from then on.
     * Where the first pass met no load in another iteration, the second
     * would repeat it exactly (thread 1 runs first both times). */
    Mem inputs = { 0 };
    for (int pass = 0; pass < 2; pass++) {
        run_inputs(rc, model, 1, &r1, 1, &inputs, !pass);
        run_inputs(rc, model, 2, &r2, 1, &inputs, !pass);
        if (pass || (!r1.c.others && !r2.c.others))
            break;
        run_free(&r1), run_free(&r2);
    }
    mem_free(inputs.v), mem_free(inputs.slot);
    const InterpTrace *t1 = &r1.t, *t2 = &r2.t;
    uint64_t lane1 = linear(&r1.e) & 31, lane2 = linear(&r2.e) & 31;
    int same_cta = memcmp(r1.e.ctaid, r2.e.ctaid, sizeof r1.e.ctaid) == 0;  // else no barrier orders them
    int found = 0, same_warp = same_cta && linear(&r1.e) / 32 == linear(&r2.e) / 32;
    int strong = strong_pair == 1 || (strong_pair == 2 && same_cta);
    /* thread 2's accesses at b, sorted by interval and address; thread 1's
     * at a, in order, each looked up among them */
    Key *k = mem_alloc(((size_t)t2->n + 1) * sizeof *k);
    uint32_t n = 0;
    uint16_t maxb = 1;
    for (uint32_t j = 0; k && j < t2->n; j++)
        if (t2->ev[j].inst == b->inst) {
            k[n] = (Key){ same_cta ? t2->ev[j].epoch : 0, t2->ev[j].addr, t2->ev[j].bytes, j }, n++;
            maxb = t2->ev[j].bytes > maxb ? t2->ev[j].bytes : maxb;
        }
    if (k)
        qsort(k, n, sizeof *k, key_cmp);
    for (uint32_t i = 0; k && i < t1->n && !found; i++) {
        const InterpEvent *x = &t1->ev[i];
        if (x->inst != a->inst)
            continue;
        uint64_t lo = x->addr >= maxb ? x->addr - maxb + 1 : 0;
        uint32_t xe = same_cta ? x->epoch : 0;
        for (uint32_t j = first_key(k, n, xe, lo); j < n && !found && k[j].epoch == xe && k[j].addr - lo < x->addr - lo + x->bytes; j++) {
            const InterpEvent *y = &t2->ev[k[j].idx];
            if (interp_key_space(x->key) != interp_key_space(y->key) || !overlap(x->addr, x->bytes, y->addr, y->bytes))
                continue;  // a cp.async's two accesses share its instruction; spaces never overlap
            if (same_warp && rc->warp_ordered && ((rc->warp_mask >> lane1) & 1) && ((rc->warp_mask >> lane2) & 1) &&
                x->wepoch != y->wepoch)
                continue;  // a bar.warp.sync of both lanes lies between
            if (strong && x->addr == y->addr && x->bytes == y->bytes)
                continue;  // morally strong: complete overlap of strong accesses
            if (same_cta && !rule_counted_replay_unordered(rc, t1, i, t2, k[j].idx))
                continue;  // a named barrier both take part in lies between
            found = 1;
            witness_threads(w, &r1, &r2);
            witness_inputs(w, t1, t2);
            w->addr[0] = x->addr, w->addr[1] = y->addr;
            w->epoch = x->epoch;
            w->wepoch[0] = x->wepoch, w->wepoch[1] = y->wepoch;
        }
    }
    mem_free(k);
    const InterpTrace *both[2] = { t1, t2 };
    found = found && consistent(t1, t2) && buffers_apart(rc, model, both, 2) && phase0_open(t1, t2);
    run_free(&r1), run_free(&r2);
    return found;
}

/* Is trace event y an instance of access e (a cp.async is two accesses)? */
static int instance_of(const AccessModel *am, const InterpEvent *y, const AccessEvent *e)
{
    if (y->inst != e->inst || !y->bytes)
        return 0;
    if (!kir_async_copy(&am->f->insts[e->inst]))
        return 1;
    return y->async && y->write == (e->kind == ACCESS_ASYNC);
}

/* A conflict of one thread's trace with itself: copy access c, then x on
 * overlapping bytes before the copy's group is complete. */
static int async_self(const AccessModel *am, const InterpTrace *t, const AccessEvent *c, const AccessEvent *x,
                      uint32_t *ci, uint32_t *xi)
{
    for (uint32_t i = 0; i < t->n; i++) {
        const InterpEvent *a = &t->ev[i];
        if (!instance_of(am, a, c))
            continue;
        for (uint32_t j = i + 1; j < t->n && t->ev[j].done <= a->group; j++) {
            const InterpEvent *y = &t->ev[j];
            if (instance_of(am, y, x) && interp_key_space(y->key) == interp_key_space(a->key) &&
                overlap(a->addr, a->bytes, y->addr, y->bytes)) {
                *ci = i, *xi = j;
                return 1;
            }
        }
    }
    return 0;
}

int rule_replay_async(const RuleCtx *rc, const uint64_t *model, const AccessEvent *c, const AccessEvent *x, int same,
                      RuleWitness *w, uint32_t *group)
{
    const AccessModel *am = rc->am;
    Run r[2];
    run(rc, model, 1, &r[0], 1);
    run(rc, model, 2, &r[1], 1);
    int found = 0;
    uint32_t ci = 0, xi = 0, who = 0;
    if (same) {  /* either run is the one thread: the conflict within one trace */
        for (who = 0; who < 2 && !found; who++)
            found = async_self(am, &r[who].t, c, x, &ci, &xi);
        who--;
    } else if (memcmp(r[0].e.ctaid, r[1].e.ctaid, sizeof r[0].e.ctaid) == 0 && linear(&r[0].e) != linear(&r[1].e)) {
        const InterpTrace *t1 = &r[0].t, *t2 = &r[1].t;
        /* thread 1's groups complete at each of its barriers, by count */
        uint32_t nb = 0, *bdone = mem_alloc(((size_t)t1->n + 1) * sizeof *bdone);
        for (uint32_t i = 0; bdone && i < t1->n; i++)
            if (is_barrier(am, &t1->ev[i]))
                bdone[nb++] = t1->ev[i].done;
        for (uint32_t i = 0; bdone && i < t1->n && !found; i++) {
            const InterpEvent *a = &t1->ev[i];
            if (!instance_of(am, a, c))
                continue;
            for (uint32_t j = 0; j < t2->n && !found; j++) {
                const InterpEvent *y = &t2->ev[j];
                if (y->epoch < a->epoch || !instance_of(am, y, x) ||
                    interp_key_space(y->key) != interp_key_space(a->key) || !overlap(a->addr, a->bytes, y->addr, y->bytes))
                    continue;
                /* published: complete at thread 1's last barrier before y (one it passed) */
                int published = y->epoch > a->epoch && y->epoch - 1 < nb && bdone[y->epoch - 1] > a->group;
                /* a bulk copy (no group) lands by its mbarrier's phase: past a
                 * barrier some thread may have waited on it, so only an access
                 * before thread 1's next barrier is sure to race */
                if (a->group == UINT32_MAX)
                    published = y->epoch > a->epoch;
                if (!published)
                    found = 1, ci = i, xi = j;
            }
        }
        mem_free(bdone);
        const InterpTrace *both[2] = { t1, t2 };
        found = found && consistent(t1, t2) && buffers_apart(rc, model, both, 2);
    } else if (memcmp(r[0].e.ctaid, r[1].e.ctaid, sizeof r[0].e.ctaid)) {
        /* two blocks: nothing of this rule orders them (the callers leave out kernels that
         * synchronize through memory), so any two instances on the same global bytes race */
        const InterpTrace *t1 = &r[0].t, *t2 = &r[1].t;
        for (uint32_t i = 0; i < t1->n && !found; i++) {
            const InterpEvent *a = &t1->ev[i];
            if (!instance_of(am, a, c) || interp_key_space(a->key) != 0)
                continue;
            for (uint32_t j = 0; j < t2->n && !found; j++) {
                const InterpEvent *y = &t2->ev[j];
                /* one buffer: both based on the same pointer parameter (a module variable the
                 * model placed inside a parameter's buffer is not one) */
                uint32_t ra = rc->inst_region[a->inst], ry = rc->inst_region[y->inst];
                if (instance_of(am, y, x) && interp_key_space(y->key) == 0 && (a->write || y->write) &&
                    ra != UINT32_MAX && ra == ry && overlap(a->addr, a->bytes, y->addr, y->bytes))
                    found = 1, ci = i, xi = j;
            }
        }
        const InterpTrace *both[2] = { t1, t2 };
        found = found && consistent(t1, t2) && buffers_apart(rc, model, both, 2);
    }
    if (found && same) {
        const InterpTrace *one[1] = { &r[who].t };
        found = buffers_apart(rc, model, one, 1);
    }
    found = found && phase0_open(&r[0].t, &r[1].t);
    if (found) {
        const InterpTrace *ta = &r[same ? who : 0].t, *tx = &r[same ? who : 1].t;
        witness_threads(w, &r[same ? who : 0], same ? NULL : &r[1]);
        if (same)
            memcpy(w->tid[1], w->tid[0], sizeof w->tid[0]);
        witness_inputs(w, ta, tx);
        w->addr[0] = ta->ev[ci].addr, w->addr[1] = tx->ev[xi].addr;
        w->bytes[0] = ta->ev[ci].bytes, w->bytes[1] = tx->ev[xi].bytes;
        w->epoch = tx->ev[xi].epoch;
        *group = ta->ev[ci].group;
    }
    run_free(&r[0]), run_free(&r[1]);
    return found;
}

/* Does trace t hold a fence that `is_fence` accepts at an event in
 * [from, to)? */
static int fenced_by(const AccessModel *am, const InterpTrace *t, uint32_t from, uint32_t to,
                     int (*is_fence)(const KirInst *))
{
    for (uint32_t i = from; i < to && i < t->n; i++)
        if (!t->ev[i].bytes && is_fence(&am->f->insts[t->ev[i].inst]))
            return 1;
    return 0;
}

/* ... a proxy fence (fence.proxy.async of .shared). */
static int proxy_fenced(const AccessModel *am, const InterpTrace *t, uint32_t from, uint32_t to)
{
    return fenced_by(am, t, from, to, kir_proxy_fence_shared);
}

/* The witness of events i of one run and j of the other (same: both of
 * run `who`), when the two runs agree on their inputs and buffers. 1 with
 * w filled. */
static int pair_witness(const RuleCtx *rc, const uint64_t *model, const Run *r, int same, uint32_t who, uint32_t i,
                        uint32_t j, RuleWitness *w)
{
    const InterpTrace *both[2] = { &r[0].t, &r[1].t };
    if (!consistent(both[0], both[1]) || !buffers_apart(rc, model, both, 2))
        return 0;
    const Run *ra = &r[same ? who : 0], *rb = &r[same ? who : 1];
    witness_threads(w, ra, same ? NULL : rb);
    if (same)
        memcpy(w->tid[1], w->tid[0], sizeof w->tid[0]);
    witness_inputs(w, &ra->t, &rb->t);
    w->addr[0] = ra->t.ev[i].addr, w->addr[1] = rb->t.ev[j].addr;
    w->bytes[0] = ra->t.ev[i].bytes, w->bytes[1] = rb->t.ev[j].bytes;
    w->epoch = rb->t.ev[j].epoch;
    return 1;
}

/* ... a fence that makes an mbarrier.init visible to the asynchronous
 * proxy (rule_mbar_init_fence). */
static int init_fenced(const AccessModel *am, const InterpTrace *t, uint32_t from, uint32_t to)
{
    return fenced_by(am, t, from, to, rule_mbar_init_fence);
}

/* The index of the first CTA barrier event of t at or after i (t->n: none),
 * or, backwards, of the last before i plus one (0: none). */
static uint32_t barrier_after(const AccessModel *am, const InterpTrace *t, uint32_t i)
{
    while (i < t->n && !is_barrier(am, &t->ev[i]))
        i++;
    return i;
}

static uint32_t barrier_before(const AccessModel *am, const InterpTrace *t, uint32_t i)
{
    while (i > 0 && !is_barrier(am, &t->ev[i - 1]))
        i--;
    return i;
}

int rule_replay_proxy(const RuleCtx *rc, const uint64_t *model, const AccessEvent *wr, const AccessEvent *s, int same,
                      RuleWitness *w)
{
    const AccessModel *am = rc->am;
    Run r[2];
    run_fenced(rc, model, r, 0);
    int found = 0;
    uint32_t wi = 0, si = 0, who = 0;
    for (who = 0; who < 2 && same && !found; who++) {  // one thread: the write, then the store, no fence between
        const InterpTrace *t = &r[who].t;
        for (uint32_t i = 0; i < t->n && !found; i++) {
            if (!instance_of(am, &t->ev[i], wr) || !t->ev[i].write)
                continue;
            for (uint32_t j = i + 1; j < t->n && !found && !proxy_fenced(am, t, i + 1, j + 1); j++) {
                found = t->ev[j].inst == s->inst && !t->ev[j].write && t->ev[j].bytes &&
                        interp_key_space(t->ev[j].key) == interp_key_space(t->ev[i].key) &&
                        overlap(t->ev[i].addr, t->ev[i].bytes, t->ev[j].addr, t->ev[j].bytes);
                if (found)
                    wi = i, si = j;
            }
        }
    }
    who -= found;
    const InterpTrace *t1 = &r[0].t, *t2 = &r[1].t;
    if (!same && memcmp(r[0].e.ctaid, r[1].e.ctaid, sizeof r[0].e.ctaid) == 0 && linear(&r[0].e) != linear(&r[1].e))
        for (uint32_t i = 0; i < t1->n && !found; i++) {  // thread 1 writes, a barrier, thread 2 stores
            const InterpEvent *x = &t1->ev[i];
            if (!instance_of(am, x, wr) || !x->write || proxy_fenced(am, t1, i + 1, barrier_after(am, t1, i)))
                continue;
            for (uint32_t j = 0; j < t2->n && !found; j++) {
                const InterpEvent *y = &t2->ev[j];
                found = y->inst == s->inst && !y->write && y->bytes && y->epoch == x->epoch + 1 &&
                        interp_key_space(y->key) == interp_key_space(x->key) &&
                        overlap(x->addr, x->bytes, y->addr, y->bytes) &&
                        !proxy_fenced(am, t2, barrier_before(am, t2, j), j);
                if (found)
                    wi = i, si = j;
            }
        }
    found = found && pair_witness(rc, model, r, same, who, wi, si, w);
    run_free(&r[0]), run_free(&r[1]);
    return found;
}

/* Is event y of instruction `inst` the 8 bytes of an mbarrier object
 * (env.mbar_objects)? */
static int mbar_object(const InterpEvent *y, uint32_t inst)
{
    return y->inst == inst && y->bytes == 8 && !y->async;
}

int rule_replay_init_fence(const RuleCtx *rc, const uint64_t *model, const AccessEvent *init, const AccessEvent *copy,
                           int same, RuleWitness *w)
{
    const AccessModel *am = rc->am;
    Run r[2];
    run_fenced(rc, model, r, 1);
    int found = 0;
    uint32_t ii = 0, ci = 0, who = 0;
    for (who = 0; who < 2 && same && !found; who++) {  // one thread: the init, then the copy, no fence between
        const InterpTrace *t = &r[who].t;
        for (uint32_t i = 0; i < t->n && !found; i++) {
            if (!mbar_object(&t->ev[i], init->inst) || !t->ev[i].write)
                continue;
            for (uint32_t j = i + 1; j < t->n && !found && !init_fenced(am, t, i + 1, j + 1); j++) {
                found = mbar_object(&t->ev[j], copy->inst) && t->ev[j].key == t->ev[i].key;
                if (found)
                    ii = i, ci = j;
            }
        }
    }
    who -= found;
    const InterpTrace *t1 = &r[0].t, *t2 = &r[1].t;
    if (!same && memcmp(r[0].e.ctaid, r[1].e.ctaid, sizeof r[0].e.ctaid) == 0 && linear(&r[0].e) != linear(&r[1].e))
        for (uint32_t i = 0; i < t1->n && !found; i++) {  // thread 1 inits, barriers, thread 2 copies
            const InterpEvent *x = &t1->ev[i];
            if (!mbar_object(x, init->inst) || !x->write)
                continue;
            for (uint32_t j = 0; j < t2->n && !found; j++) {
                const InterpEvent *y = &t2->ev[j];
                uint32_t end = i + 1;  // thread 1 up to the barrier that orders it before y
                while (end < t1->n && t1->ev[end].epoch < y->epoch)
                    end++;
                found = mbar_object(y, copy->inst) && y->key == x->key && y->epoch > x->epoch &&
                        end < t1->n && !init_fenced(am, t1, i + 1, end);
                if (found)
                    ii = i, ci = j;
            }
        }
    found = found && pair_witness(rc, model, r, same, who, ii, ci, w);
    run_free(&r[0]), run_free(&r[1]);
    return found;
}

int rule_replay_nc(const RuleCtx *rc, const uint64_t *model, const AccessEvent *a, const AccessEvent *b,
                   RuleWitness *w)
{
    Run r1, r2;
    run(rc, model, 1, &r1, 0);
    run(rc, model, 2, &r2, 0);
    int found = 0;
    /* thread 2's writes at b sorted by address; each read of thread 1 at a
     * looked up among them (linear-logarithmic, as in rule_replay) */
    Key *k = mem_alloc(((size_t)r2.t.n + 1) * sizeof *k);
    uint32_t n = 0;
    uint16_t maxb = 1;
    for (uint32_t j = 0; k && j < r2.t.n; j++)
        if (r2.t.ev[j].inst == b->inst && r2.t.ev[j].write) {
            k[n++] = (Key){ 0, r2.t.ev[j].addr, r2.t.ev[j].bytes, j };
            maxb = r2.t.ev[j].bytes > maxb ? r2.t.ev[j].bytes : maxb;
        }
    if (k)
        qsort(k, n, sizeof *k, key_cmp);
    for (uint32_t i = 0; k && i < r1.t.n && !found; i++) {
        const InterpEvent *x = &r1.t.ev[i];
        if (x->inst != a->inst)
            continue;
        uint64_t lo = x->addr >= maxb ? x->addr - maxb + 1 : 0;
        for (uint32_t j = first_key(k, n, 0, lo); j < n && !found && k[j].addr - lo < x->addr - lo + x->bytes; j++) {
            const InterpEvent *y = &r2.t.ev[k[j].idx];
            if (interp_key_space(x->key) != interp_key_space(y->key) || !overlap(x->addr, x->bytes, y->addr, y->bytes))
                continue;
            found = 1;
            witness_threads(w, &r1, &r2);
            witness_inputs(w, &r1.t, &r2.t);
            w->addr[0] = x->addr, w->addr[1] = y->addr;
        }
    }
    mem_free(k);
    const InterpTrace *both[2] = { &r1.t, &r2.t };
    found = found && consistent(&r1.t, &r2.t) && buffers_apart(rc, model, both, 2);
    run_free(&r1), run_free(&r2);
    return found;
}

/* ---- whole-block replay ----
 * Where the two threads alone cannot be replayed (a load of an iteration
 * the model says nothing about, as in a sorting network without its inner
 * barrier; named barriers whose phases the obligations do not model),
 * every thread of the witness's block is run over one memory, segment by
 * segment: a segment is what a thread executes between two of its CTA
 * barrier operations (bar/barrier of any kind). A scheduler runs each
 * runnable thread to its next barrier operation, counts arrivals per
 * barrier number and completes a phase when its count (or, without one,
 * every thread still running) has arrived; waiting threads then go on.
 * A segment's loads see the memory as it was when the segment began, and
 * the thread's own stores; its stores take effect when it ends. So a load
 * sees every store ordered before it by barriers, and of racing stores
 * perhaps none: an execution the PTX memory model allows. Ordering is
 * tracked with vector clocks (a waiter learns what every arriver of the
 * phase had done), and a race of the pair's two instructions between any
 * two threads, unordered by them, is confirmed. Memory never written is
 * an input: the model's value where a load of thread 1 or 2 has one, else
 * zero. A thread is re-run from its start for each segment (the
 * interpreter runs to completion), under a deterministic step budget. */

struct Block;

typedef struct {
    Env c;                  // c.t: 1 or 2 for the model's threads, else 0
    struct Block *bk;       // the replay, and the thread's index in it (mbarriers)
    uint32_t self;
    Mem *mem;
    const uint64_t *start;  // per segment of the thread: the time it began
    int zero_written;       // memory some thread writes starts as zero (synchronization
                            // through memory: flags and locks cleared before the launch)
    int mixed;              // input bytes the model does not give are a hash of their address,
                            // not zero (a sort's keys, unsorted: any memory at launch is one)
    const InterpTrace *tr;  // the thread's trace
    VEC(uint32_t) inputs;   // its plain loads (events of tr) that read memory as it was at launch only
} BlockEnv;

/* The byte the replay's memory at launch holds at `key` where the model
 * says nothing (BlockEnv.mixed): splitmix64's finalizer of the address. */
static uint8_t mixed_byte(uint64_t key)
{
    key = (key ^ (key >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    key = (key ^ (key >> 27)) * UINT64_C(0x94d049bb133111eb);
    return (uint8_t)(key ^ (key >> 31));
}

static int block_load(void *ctx, uint32_t inst, uint64_t key, unsigned bytes, uint32_t syncs, uint64_t *out)
{
    BlockEnv *e = ctx;
    if (interp_key_space(key) == INTERP_KEY_LOCAL || bytes > 8) {
        *out = 0;  // this thread's frame, never written by it: any value is possible
        return interp_key_space(key) == INTERP_KEY_LOCAL;
    }
    if (inst < e->c.am->f->ninsts && e->c.am->f->insts[inst].space == KIR_SPACE_CONST)
        return 0;  // constant banks hold their initializers (or what the host set): not modeled
    uint64_t input = 0, v = 0, when = e->start[syncs];
    int zero = e->zero_written && !(e->c.free_load && e->c.free_load[inst]);
    int given = e->c.t && !zero && model_value(&e->c, inst, &input);
    const KirModule *m = e->c.am->m;
    for (uint32_t i = 0; e->zero_written && interp_key_space(key) == 0 && i < m->nvars; i++) {
        uint32_t va = e->c.am->var_addr[i];
        if (m->vars[i].space == KIR_SPACE_GLOBAL && m->vars[i].ninit && va != UINT32_MAX &&
            key + bytes > e->c.model[va] && key < e->c.model[va] + m->vars[i].size) {
            uint8_t b, known;
            if (!mem_get(e->mem, key, when, &b, &known))
                return 0;  // an initialized variable never written yet: not zero, not modeled
        }
    }
    int launch = 1;  // every byte as it was at launch: an input of the witness
    for (unsigned k = 0; k < bytes; k++) {
        uint8_t b, known;
        uint64_t from = 0;
        if (!mem_get_from(e->mem, key + k, when, &b, &known, &from)) {  // an input byte, fixed from now on
            b = given ? (uint8_t)(input >> (8 * k)) : e->mixed && !zero ? mixed_byte(key + k) : 0, known = 1;
            mem_put(e->mem, key + k, 0, b, 1);
        }
        if (!known)
            return 0;
        launch &= from == 0;
        v |= (uint64_t)b << (8 * k);
    }
    *out = v;
    if (launch && e->tr && e->tr->n && e->tr->ev[e->tr->n - 1].inst == inst && !e->tr->ev[e->tr->n - 1].write &&
        vec_push(&e->inputs, e->tr->n - 1) < 0)  // (a plain load: an atomic's event holds what it wrote)
        e->mem->oom = 1;
    return !e->mem->oom;
}

enum { TH_RUN, TH_WAIT, TH_MBAR, TH_COLL, TH_DONE, TH_STUCK };

typedef struct {
    uint32_t p;             // barrier operations passed: the segment it is in
    uint8_t state;
    int64_t wait_id;        // TH_WAIT: the barrier number
    VEC(uint64_t) start;    // per segment: the time it began
    InterpTrace tr;         // its run so far
    InterpThread *it;       // the run, paused at its next sync operation
    InterpEnv env;          // what the run reads (kept for it)
    BlockEnv be;
    uint32_t done_ev;       // events of tr already taken into account
    uint32_t blk, local;    // its block (0: thread 1's, 1: thread 2's, others after) and linear
                            // index in it
    uint64_t ctaid[3];      // that block's ids
    uint32_t rel[2];        // synchronization through memory: the clocks its last fence of any
                            // scope [0] and its last .gpu/.sys fence [1] released (an index into
                            // Block.clocks + 1, 0: none)
    uint32_t pend[2];       // clocks its strong reads saw that a later fence acquires: [0] from
                            // its own block, [1] from another (index + 1, 0: none)
    uint64_t mkey, mphase;  // TH_MBAR: the mbarrier it waits on, the parity or token
    uint8_t mtoken;         // ... a token (else a parity)
    uint8_t granted;        // its wait passes (the phase completed; its clock joined)
    uint32_t copy;          // the last bulk copy it issued (index into Block.copies)
    uint32_t at;            // TH_COLL: the warp collective it is paused at
    uint64_t mask;          // and its member mask
    LaneOut res;            // the collective's result, once its lanes are all there
} Th;

/* A byte a strong write released a clock on: a reader that acquires it
 * learns what the writer had done (PTX release and acquire patterns). */
typedef struct {
    uint64_t key;
    uint32_t clock[2];      // index into Block.clocks + 1 (0: none): [0] what a reader of the
                            // writer's block acquires, [1] what a reader of another block does
    uint32_t block;         // the writer's block (0 or 1)
} SyncByte;

/* A committed access of the pair's instructions (for the race check),
 * chained per byte. */
typedef struct {
    uint32_t thread, seg, ev, next;
} Shadow;

/* Mbarriers and bulk copies (kernels that use them): every mbarrier
 * operation and bulk copy is a sync operation that opens a segment of its
 * thread. An mbarrier counts pending arrivals and transaction bytes per
 * phase; the phase completes when both are zero, and its clock joins those
 * of its arrivals and of the copy units that landed in it. A wait passes
 * once the phase it names completed (a parity: the phase before the
 * current one has it; a token: the phase its arrival was in), and its
 * thread learns the clocks of every phase up to that one. A bulk copy is
 * an agent: the copies of thread t land in the order t issued them, in
 * 16-byte units, last bytes first, when no thread can go on; clock entry
 * nt + t counts the units of t's copies landed, so an access is ordered
 * after a unit only through a wait on a phase the unit completed. Which
 * copy lands when, and the order of a copy's bytes, are the hardware's
 * choice: the one chosen here is one it may make. */

/* An mbarrier of the block replay. */
typedef struct {
    uint64_t key;
    uint64_t count, pending; // arrivals each phase needs, and those the current one still does
    int64_t tx;              // the transaction count of the current phase
    uint64_t phase;          // the current phase: 0 .. phase - 1 completed
    uint32_t *join;          // the clocks of its arrivals and landings (Block.w entries)
    VEC(uint32_t) done;      // per completed phase: the clocks of every phase up to it, joined
                             // (index into Block.clocks + 1, 0: none)
} Mbar;

/* A bulk copy of the block replay: an agent of its own. */
typedef struct {
    uint32_t issuer;         // its thread
    uint32_t clock;          // what the thread had done when it issued it (Block.clocks + 1)
    uint64_t key;            // its mbarrier
    uint32_t first, units, landed; // its 16-byte units: first .. first + units - 1 among the
                             // issuer's, and how many have landed
} Copy;

typedef struct Block {
    const RuleCtx *rc;
    const AccessEvent *a, *b;
    int strong_pair;
    uint32_t nt;
    uint32_t w;             // clock entries: one per thread, and with mbarriers one per thread
                            // for its bulk copies (entry nt + t: units of t's copies landed)
    Th *th;
    uint32_t *vc;           // [thread * w + other]: segments of `other` known to be complete
    Mem mem;
    VEC(Shadow) sh;
    Mem heads;              // byte -> newest shadow entry + 1 (versions reused as a map)
    int msync;              // synchronization through memory is simulated (the kernel has
                            // fences or strong accesses): threads of both witness blocks run
    uint32_t ntb;           // threads per block (nt / ntb blocks run)
    VEC(uint32_t) clocks;   // vector clocks (nt entries each) that strong writes carry
    VEC(SyncByte) sync;     // bytes a strong write released a clock on
    uint32_t *sync_slot;    // key -> index into sync (open addressing, UINT32_MAX empty)
    uint32_t nsync_slot;
    VEC(Mbar) mbar;
    VEC(Copy) copies;       // in the order they were issued
    uint32_t copy_next;     // the oldest that has not landed completely
    uint32_t *issued;       // per thread: units of its bulk copies issued
    uint64_t now, steps, budget;
    uint32_t hit[2][2];     // the race found: (thread, event) at a and at b
    int found, failed;
    int coll;               // warp collectives are sync operations, run once every lane of
                            // the member mask is paused at them (the values exchanged computed)
    int mixed;              // BlockEnv.mixed for every thread
} Block;

/* The shadow entry index + 1 heading byte key's chain (0: none). */
static uint32_t shadow_head(Block *bk, uint64_t key)
{
    if (!bk->heads.nslot)
        return 0;
    uint32_t at = *mem_slot(&bk->heads, key);
    return at == UINT32_MAX ? 0 : (uint32_t)bk->heads.v[at].from;
}

static void shadow_set(Block *bk, uint64_t key, uint32_t head)
{
    if (bk->heads.nslot) {
        uint32_t at = *mem_slot(&bk->heads, key);
        if (at != UINT32_MAX) {
            bk->heads.v[at].from = head;
            return;
        }
    }
    mem_put(&bk->heads, key, head, 0, 0);
}

/* Event ix of thread tx against the committed accesses of the
 * other instruction of the pair on its bytes: a race when another thread's
 * access overlaps, one of them writes, and it is not ordered before x. */
static void race_check(Block *bk, uint32_t tx, uint32_t ix)
{
    const InterpEvent *x = &bk->th[tx].tr.ev[ix];
    uint32_t other = x->inst == bk->a->inst ? bk->b->inst : bk->a->inst;
    for (unsigned k = 0; k < x->bytes && !bk->found; k++)
        for (uint32_t h = shadow_head(bk, x->key + k); h && !bk->found; h = bk->sh.data[h - 1].next, bk->steps++) {
            const Shadow *s = &bk->sh.data[h - 1];
            uint32_t owner = s->thread < bk->nt ? s->thread : s->thread - bk->nt;  // a copy's: its issuer
            const InterpEvent *y = &bk->th[owner].tr.ev[s->ev];
            if (s->thread == tx || y->inst != other || (!x->write && !y->write) ||
                !overlap(x->key, x->bytes, y->key, y->bytes))
                continue;
            if (s->seg < bk->vc[(size_t)tx * bk->w + s->thread])
                continue;  // y's segment (a copy's unit) is known complete to x's thread: ordered
                           // (kernels with bar.warp.sync are not replayed this way)
            int one_block = bk->th[tx].blk == bk->th[owner].blk;
            if ((bk->strong_pair == 1 || (bk->strong_pair == 2 && one_block)) && x->key == y->key &&
                x->bytes == y->bytes)
                continue;  // morally strong
            int xa = x->inst == bk->a->inst;
            bk->hit[!xa][0] = tx, bk->hit[!xa][1] = ix;
            bk->hit[xa][0] = owner, bk->hit[xa][1] = s->ev;
            bk->found = 1;
        }
}

/* ---- synchronization through memory (Block.msync) ----
 * A fence releases what its thread had done (its clock, own segments
 * before the fence complete) to the strong writes after it; a strong write
 * with .release releases at itself. The bytes written carry that clock (an
 * atomic read-modify-write joins it to the clocks the bytes carried: the
 * chain of atomics passes the release on). A strong read of them acquires
 * the clock at once when it is .acquire, else at the thread's next fence.
 * Scopes: a .cta fence or access relates threads of one block only, so a
 * byte carries two clocks: what its own block may acquire (after any
 * fence) and what another block may (after a .gpu/.sys fence, by a strong
 * write of such a scope). A plain store clears what the bytes carried.
 * Every ordering the PTX model gives through memory is in the clocks (a
 * race found is not ordered). */

/* A copy of clock vc in the pool: its index + 1, 0 on failure. */
static uint32_t clock_new(Block *bk, const uint32_t *vc)
{
    size_t at = bk->clocks.len;
    for (uint32_t u = 0; u < bk->w && !bk->failed; u++)
        bk->failed = vec_push(&bk->clocks, vc[u]) < 0;
    return bk->failed ? 0 : (uint32_t)(at / bk->w) + 1;
}

static void clock_join(Block *bk, uint32_t *into, uint32_t c)
{
    for (uint32_t u = 0; c && u < bk->w; u++) {
        uint32_t v = bk->clocks.data[(size_t)(c - 1) * bk->w + u];
        into[u] = v > into[u] ? v : into[u];
    }
}

/* The join of clocks c1 and c2 (either may be 0) as a new clock. */
static uint32_t clock_join2(Block *bk, uint32_t c1, uint32_t c2, uint32_t *tmp)
{
    if (!c1 || !c2 || c1 == c2)
        return c1 ? c1 : c2;
    memset(tmp, 0, bk->w * sizeof *tmp);
    clock_join(bk, tmp, c1), clock_join(bk, tmp, c2);
    return clock_new(bk, tmp);
}

/* The released clocks of byte `key`, or NULL; with `add`, made (empty)
 * when missing. */
static SyncByte *sync_find(Block *bk, uint64_t key, int add)
{
    if (!bk->nsync_slot) {
        if (!add)
            return NULL;
        if (!(bk->sync_slot = mem_alloc(1024 * sizeof *bk->sync_slot))) {
            bk->failed = 1;
            return NULL;
        }
        bk->nsync_slot = 1024;
        memset(bk->sync_slot, 0xff, 1024 * sizeof *bk->sync_slot);
    }
    if (add && (bk->sync.len + 1) * 2 > bk->nsync_slot) {  // grow: rehash every byte
        uint32_t n = bk->nsync_slot * 2, *ns = mem_alloc((size_t)n * sizeof *ns);
        if (!ns) {
            bk->failed = 1;
            return NULL;
        }
        memset(ns, 0xff, (size_t)n * sizeof *ns);
        for (uint32_t i = 0; i < bk->sync.len; i++) {
            uint32_t h = (uint32_t)((bk->sync.data[i].key * UINT64_C(0x9E3779B97F4A7C15)) >> 32) & (n - 1);
            while (ns[h] != UINT32_MAX)
                h = (h + 1) & (n - 1);
            ns[h] = i;
        }
        mem_free(bk->sync_slot);
        bk->sync_slot = ns, bk->nsync_slot = n;
    }
    uint32_t m = bk->nsync_slot - 1, h = (uint32_t)((key * UINT64_C(0x9E3779B97F4A7C15)) >> 32) & m;
    for (; bk->sync_slot[h] != UINT32_MAX; h = (h + 1) & m, bk->steps++)
        if (bk->sync.data[bk->sync_slot[h]].key == key)
            return &bk->sync.data[bk->sync_slot[h]];
    if (!add)
        return NULL;
    SyncByte nb = { key, { 0, 0 }, 0 };
    if (vec_push(&bk->sync, nb) < 0) {
        bk->failed = 1;
        return NULL;
    }
    bk->sync_slot[h] = bk->sync.len - 1;
    return &bk->sync.data[bk->sync.len - 1];
}

static int wide(KirScope s)
{
    return s == KIR_SCOPE_GPU || s == KIR_SCOPE_SYS;
}

/* The memory-model effect of event e of thread t (a fence, or an access). */
static void mem_effect(Block *bk, uint32_t t, const InterpEvent *e, uint32_t *tmp)
{
    const KirInst *in = &bk->rc->am->f->insts[e->inst];
    Th *th = &bk->th[t];
    uint32_t *vc = &bk->vc[(size_t)t * bk->w], blk = th->blk;
    KirSem sem = (KirSem)in->sem;
    if (e->bytes == 0) {
        if ((in->op != KIR_OP_MEMBAR && in->op != KIR_OP_FENCE) || (in->mods & KIR_MOD_PROXY))
            return;
        KirScope sc = kir_inst_scope(in);
        clock_join(bk, vc, th->pend[0]), th->pend[0] = 0;  // acquire what earlier strong reads saw
        if (wide(sc))
            clock_join(bk, vc, th->pend[1]), th->pend[1] = 0;
        memcpy(tmp, vc, bk->w * sizeof *tmp);
        tmp[t] = th->p;  // its segments before this one are complete
        th->rel[0] = clock_new(bk, tmp);
        if (wide(sc))
            th->rel[1] = th->rel[0];
        return;
    }
    if (interp_key_space(e->key) == INTERP_KEY_LOCAL)
        return;
    if (!interp_strong(in)) {  // a plain store ends what the bytes carried
        for (unsigned k = 0; e->write && bk->sync.len && k < e->bytes; k++) {
            SyncByte *sb = sync_find(bk, e->key + k, 0);
            if (sb)
                sb->clock[0] = sb->clock[1] = 0;
        }
        return;
    }
    KirScope osc = kir_inst_scope(in);
    osc = osc == KIR_SCOPE_NONE ? KIR_SCOPE_SYS : osc;  // .volatile: .relaxed.sys
    int acq = sem == KIR_SEM_ACQUIRE || sem == KIR_SEM_ACQ_REL || sem == KIR_SEM_SC;
    int relsem = sem == KIR_SEM_RELEASE || sem == KIR_SEM_ACQ_REL || sem == KIR_SEM_SC;
    int reads = in->op != KIR_OP_ST && in->op != KIR_OP_RED;
    for (unsigned k = 0; reads && k < e->bytes && k < 8; k++) {
        const SyncByte *sb = sync_find(bk, e->key + k, 0);
        int other = sb && sb->block != blk;
        uint32_t c = !sb ? 0 : !other ? sb->clock[0] : wide(osc) ? sb->clock[1] : 0;
        if (!c)
            continue;  // nothing released there, or a scope leaves this thread out
        if (acq)
            clock_join(bk, vc, c);
        else
            th->pend[other] = clock_join2(bk, th->pend[other], c, tmp);
    }
    if (!e->write)
        return;
    uint32_t rel[2] = { th->rel[0], th->rel[1] };  // for its own block, for others
    if (relsem) {
        memcpy(tmp, vc, bk->w * sizeof *tmp);
        tmp[t] = th->p;
        rel[0] = clock_new(bk, tmp);
        rel[1] = wide(osc) ? rel[0] : rel[1];
    }
    if (!wide(osc))
        rel[1] = 0;  // a .cta write: other blocks do not synchronize with it
    int rmw = in->op == KIR_OP_ATOM || in->op == KIR_OP_RED;
    for (unsigned k = 0; k < e->bytes && !bk->failed; k++) {
        SyncByte *sb = sync_find(bk, e->key + k, rel[0] || rel[1]);
        if (!sb)
            continue;
        uint32_t c0 = rel[0], c1 = rel[1];
        if (rmw) {  // the atomics' chain carries the earlier releases on (to any reader: more
                    // order than the model may give, which can only hide a race)
            uint32_t old = clock_join2(bk, sb->clock[0], sb->clock[1], tmp);
            c0 = clock_join2(bk, old, c0, tmp), c1 = clock_join2(bk, old, c1, tmp);
        }
        sb->clock[0] = c0, sb->clock[1] = c1, sb->block = blk;
    }
}

/* Thread t issues the bulk copy whose write is e (at the start of its
 * segment): an agent that knows what t had done. */
static void copy_issue(Block *bk, uint32_t t, const InterpEvent *e, uint32_t *tmp)
{
    Th *th = &bk->th[t];
    memcpy(tmp, &bk->vc[(size_t)t * bk->w], bk->w * sizeof *tmp);
    tmp[t] = th->p;
    Copy c = { t, clock_new(bk, tmp), e->value, bk->issued[t], (e->bytes + 15u) / 16u, 0 };
    bk->issued[t] += c.units;
    th->copy = bk->copies.len;
    bk->failed |= !c.clock || vec_push(&bk->copies, c) < 0;
}

/* The events thread t ran since the last commit, up to `upto`: race checks,
 * synchronization through memory, then its accesses of the pair join the
 * shadow and its stores the memory. */
static void commit(Block *bk, uint32_t t, uint32_t upto)
{
    Th *th = &bk->th[t];
    uint64_t when = ++bk->now;
    uint32_t *tmp = bk->msync || bk->w > bk->nt ? mem_alloc((size_t)bk->w * sizeof *tmp) : NULL;
    bk->failed |= (bk->msync || bk->w > bk->nt) && !tmp;
    for (uint32_t i = th->done_ev; i < upto && !bk->found && !bk->failed; i++) {
        const InterpEvent *e = &th->tr.ev[i];
        if (bk->msync)
            mem_effect(bk, t, e, tmp);
        if (e->bytes == 0)
            continue;  // a barrier, fence or warp collective
        int agent = bk->w > bk->nt && e->async && e->group == UINT32_MAX;  // a bulk copy's access
        if (agent && e->write)
            copy_issue(bk, t, e, tmp);
        if (bk->a && (e->inst == bk->a->inst || e->inst == bk->b->inst)) {
            race_check(bk, t, i);
            bk->failed |= bk->steps > bk->budget;  // chain walks count as work
            Shadow s = { agent ? bk->nt + t : t, th->p, i, 0 };
            for (unsigned k = 0; k < e->bytes && !bk->failed; k++) {
                if (agent)  // the unit of the copy the byte lands with: the last bytes first
                    s.seg = bk->copies.data[th->copy].first + bk->copies.data[th->copy].units - 1 - k / 16;
                s.next = shadow_head(bk, e->key + k);
                if (vec_push(&bk->sh, s) < 0)
                    bk->failed = 1;
                else
                    shadow_set(bk, e->key + k, bk->sh.len);
            }
        }
        if (e->write && interp_key_space(e->key) != INTERP_KEY_LOCAL)
            for (unsigned k = 0; k < e->bytes; k++)
                mem_put(&bk->mem, e->key + k, when, (uint8_t)(e->value >> (8 * (k & 7))), e->known && e->bytes <= 8);
    }
    mem_free(tmp);
    th->done_ev = upto;
    bk->failed |= bk->mem.oom || bk->heads.oom;
}

/* Thread t goes on into its next segment. */
static void resume(Block *bk, uint32_t t)
{
    Th *th = &bk->th[t];
    th->p++;
    th->state = TH_RUN;
    if (vec_push(&th->start, bk->now) < 0)
        bk->failed = 1;
}

/* The mbarrier of key `key`, or NULL; with `add`, made when missing. */
static Mbar *mbar_find(Block *bk, uint64_t key, int add)
{
    for (uint32_t i = 0; i < bk->mbar.len; i++)
        if (bk->mbar.data[i].key == key)
            return &bk->mbar.data[i];
    if (!add)
        return NULL;
    Mbar m;
    memset(&m, 0, sizeof m);
    m.key = key;
    m.join = mem_alloc((size_t)bk->w * sizeof *m.join);
    if (!m.join || vec_push(&bk->mbar, m) < 0) {
        mem_free(m.join);
        bk->failed = 1;
        return NULL;
    }
    memset(m.join, 0, (size_t)bk->w * sizeof *m.join);
    return &bk->mbar.data[bk->mbar.len - 1];
}

/* Does thread t's wait pass? 1 with *clock, what it learns (0: nothing). */
static int mbar_ready(Block *bk, const Th *th, uint32_t *clock)
{
    const Mbar *m = mbar_find(bk, th->mkey, 0);
    if (!m || !m->count)
        return 0;  // not initialised: the wait never passes here
    if (th->mtoken) {  // the phase its arrival was in completed
        if (th->mphase >= m->phase)
            return 0;
        *clock = m->done.data[th->mphase];
        return 1;
    }
    if ((m->phase & 1) == (th->mphase & 1))
        return 0;  // the phase of that parity is the current one
    *clock = m->phase ? m->done.data[m->phase - 1] : 0;  // phase 0: the one before counts as complete
    return 1;
}

/* Thread t, waiting at an mbarrier, goes on when its phase completed. */
static void mbar_try(Block *bk, uint32_t t)
{
    Th *th = &bk->th[t];
    uint32_t c = 0;
    if (th->state != TH_MBAR || !mbar_ready(bk, th, &c))
        return;
    clock_join(bk, &bk->vc[(size_t)t * bk->w], c);
    th->granted = 1;
    resume(bk, t);
}

/* The current phase of m completes when its arrivals are done and its
 * transaction count is zero: its clock joins those before, its waiters go
 * on. */
static void mbar_check(Block *bk, Mbar *m, uint32_t *tmp)
{
    if (m->pending || m->tx || bk->failed)
        return;
    uint32_t prev = m->phase ? m->done.data[m->phase - 1] : 0;
    memset(tmp, 0, bk->w * sizeof *tmp);
    clock_join(bk, tmp, prev);
    for (uint32_t u = 0; u < bk->w; u++)
        tmp[u] = m->join[u] > tmp[u] ? m->join[u] : tmp[u];
    uint32_t c = clock_new(bk, tmp);
    uint64_t key = m->key;
    if (!c || vec_push(&m->done, c) < 0) {
        bk->failed = 1;
        return;
    }
    m->phase++, m->pending = m->count;
    memset(m->join, 0, bk->w * sizeof *m->join);
    bk->now++;
    for (uint32_t t = 0; t < bk->nt; t++)
        if (bk->th[t].state == TH_MBAR && bk->th[t].mkey == key)
            mbar_try(bk, t);
}

/* InterpEnv.mbar: thread e->self performs an mbarrier operation (at the
 * start of its segment). */
static int block_mbar(void *ctx, uint32_t inst, const InterpMbarOp *op, uint64_t *result)
{
    BlockEnv *e = ctx;
    Block *bk = e->bk;
    Th *th = &bk->th[e->self];
    (void)inst;
    if (op->kind == INTERP_MBAR_WAIT_PARITY || op->kind == INTERP_MBAR_WAIT_TOKEN) {
        int ok = th->granted;  // the scheduler let it go on only once the phase completed
        th->granted = 0, *result = 1;
        return ok;
    }
    Mbar *m = mbar_find(bk, op->key, op->kind == INTERP_MBAR_INIT);
    if (!m || (op->kind == INTERP_MBAR_INIT) == (m->count != 0))
        return 0;  // used before its init, or initialised twice: not simulated
    uint32_t *tmp = mem_alloc((size_t)bk->w * sizeof *tmp);
    if (!tmp)
        return 0;
    memcpy(tmp, &bk->vc[(size_t)e->self * bk->w], bk->w * sizeof *tmp);
    tmp[e->self] = th->p;  // its segments before this one are complete
    int ok = 1;
    switch (op->kind) {
    case INTERP_MBAR_INIT:
        ok = op->count > 0;
        m->count = m->pending = op->count;
        break;
    case INTERP_MBAR_ARRIVE: case INTERP_MBAR_DROP:
        ok = op->count <= m->pending && (op->kind != INTERP_MBAR_DROP || op->count <= m->count);
        m->tx += (int64_t)op->bytes;
        m->pending -= ok ? op->count : 0;
        m->count -= ok && op->kind == INTERP_MBAR_DROP ? op->count : 0;
        *result = m->phase;  // the state token: the phase it arrived in
        break;
    case INTERP_MBAR_EXPECT:
        m->tx += (int64_t)op->bytes;
        break;
    case INTERP_MBAR_COMPLETE:
        m->tx -= (int64_t)op->bytes;
        break;
    default:
        ok = 0;
    }
    if (ok && op->kind != INTERP_MBAR_INIT && op->kind != INTERP_MBAR_EXPECT)
        for (uint32_t u = 0; u < bk->w; u++)  // what it had done counts in the phase
            m->join[u] = tmp[u] > m->join[u] ? tmp[u] : m->join[u];
    if (ok && op->kind != INTERP_MBAR_INIT)
        mbar_check(bk, m, tmp);
    mem_free(tmp);
    return ok && !bk->failed;
}

/* Where no thread can go on: the oldest bulk copy lands, unit by unit,
 * until a phase completes or it has landed. 0 when none is pending. */
static int land(Block *bk)
{
    while (bk->copy_next < bk->copies.len &&
           bk->copies.data[bk->copy_next].landed == bk->copies.data[bk->copy_next].units)
        bk->copy_next++;
    if (bk->copy_next == bk->copies.len || bk->failed)
        return 0;
    Copy *c = &bk->copies.data[bk->copy_next];
    Mbar *m = mbar_find(bk, c->key, 0);
    uint32_t *tmp = mem_alloc((size_t)bk->w * sizeof *tmp);
    if (!m || !m->count || !tmp) {
        mem_free(tmp);
        bk->failed = 1;  // a copy on no initialised mbarrier
        return 0;
    }
    uint64_t phase = m->phase;
    uint32_t *own = &m->join[bk->nt + c->issuer];
    while (c->landed < c->units && m->phase == phase && !bk->failed) {
        c->landed++, bk->steps++;
        m->tx -= 16;
        clock_join(bk, m->join, c->clock);
        *own = c->first + c->landed > *own ? c->first + c->landed : *own;
        mbar_check(bk, m, tmp);
        own = &m->join[bk->nt + c->issuer];  // m stays where it is: no mbarrier is added here
    }
    mem_free(tmp);
    return !bk->failed;
}

/* InterpEnv.warp of the block replay: the result block_collectives left. */
static int block_warp(void *ctx, uint32_t inst, uint64_t out[2])
{
    const BlockEnv *e = ctx;
    const Th *th = &e->bk->th[e->self];
    (void)inst;
    out[0] = th->res.out[0], out[1] = th->res.out[1];
    return th->res.got;
}

/* Runs the warp collectives every lane of whose member mask is paused at
 * them, their results computed from those lanes' registers (as the warp
 * replay does); with `force`, where nothing else can go on, every paused
 * one, its results not computed (a lane of the mask will not come: the
 * run goes on as it did before collectives were computed). 1 when a
 * thread goes on. */
static int block_collectives(Block *bk, int force)
{
    const AccessModel *am = bk->rc->am;
    int any = 0;
    if (!bk->coll || bk->nt % bk->ntb)
        return 0;  // not whole blocks (the pair replay): nothing is computed
    for (uint32_t t0 = 0, n; t0 < bk->nt; t0 += n) {  // warp by warp, block by block
        uint32_t local0 = bk->th[t0].local;
        n = bk->ntb - local0 < 32 ? bk->ntb - local0 : 32;
        InterpThread *lanes[32];
        uint32_t go = 0;
        for (uint32_t j = 0; j < n; j++) {
            const Th *th = &bk->th[t0 + j];
            lanes[j] = th->it;
            if (th->state != TH_COLL || !((th->mask >> j) & 1))
                continue;
            int there = 1;
            for (uint32_t k = 0; k < 32 && there; k++)
                if ((th->mask >> k) & 1)
                    there = k < n && bk->th[t0 + k].state == TH_COLL && bk->th[t0 + k].at == th->at;
            go |= (uint32_t)there << j;
        }
        for (uint32_t j = 0; j < n; j++) {  // results first, from the registers at the collective
            Th *th = &bk->th[t0 + j];
            if ((go >> j) & 1)
                th->res = collective_result(lanes, n, &am->f->insts[th->at], j, th->mask), bk->steps += n;
            else if (force && th->state == TH_COLL)
                th->res = (LaneOut){ { 0, 0 }, 0 };
        }
        for (uint32_t j = 0; j < n; j++)
            if (((go >> j) & 1) || (force && bk->th[t0 + j].state == TH_COLL))
                resume(bk, t0 + j), any = 1;
    }
    return any;
}

/* Runs thread t to its next barrier operation (or its end) and commits
 * what it did. 1 when it stopped at a fence or strong access (msync): it
 * goes on at once; 1 too at a warp collective, where it waits for its lanes
 * (TH_COLL, block_collectives). */
static int step_thread(Block *bk, const uint64_t *model, const uint64_t lin[2], const uint64_t ntid[3], uint32_t t)
{
    const AccessModel *am = bk->rc->am;
    Th *th = &bk->th[t];
    if (!th->it) {  // its first segment: the run starts
        int role = t == lin[0] ? 1 : t == lin[1] ? 2 : 0;
        uint32_t local = th->local;
        setup(bk->rc, model, role ? role : 1, &th->be.c, &th->env);
        th->be.c.t = role, th->be.mem = &bk->mem, th->be.zero_written = bk->msync, th->be.mixed = bk->mixed;
        th->be.tr = &th->tr;
        InterpEnv *env = &th->env;
        env->tid[0] = local % ntid[0], env->tid[1] = local / ntid[0] % ntid[1], env->tid[2] = local / ntid[0] / ntid[1];
        for (int k = 0; k < 3; k++)  // every thread in the block of thread 1 (or 2)
            env->ctaid[k] = th->ctaid[k];
        env->load = block_load, env->ctx = &th->be, env->mem_syncs = (uint8_t)bk->msync, env->cta_tag = th->blk;
        th->be.bk = bk, th->be.self = t;
        env->mbar = bk->w > bk->nt ? block_mbar : NULL;
        env->warp = bk->coll ? block_warp : NULL;
        th->it = interp_start(am->m, (uint32_t)(am->f - am->m->funcs), env, &th->tr);
        bk->failed |= !th->it || !th->be.c.iter;
        if (bk->failed)
            return 0;
    }
    if (bk->msync)  // the segment runs now as a whole: an atomic at its start sees the newest memory
        th->start.data[th->p] = bk->now;
    th->be.start = th->start.data, th->env.syncs = th->p + 1;
    uint64_t before = th->tr.steps;
    int r = interp_step(th->it);
    int stuck = r < 0 && th->tr.limited;  // a long loop: what it did so far happened; it runs on
    bk->failed |= r < 0 && !stuck;
    bk->steps += th->tr.steps - before + bk->mem.walked;
    bk->mem.walked = 0;
    bk->failed |= bk->steps > bk->budget;
    if (bk->failed)
        return 0;
    if (stuck) {  // and never reaches a barrier: those it holds never complete
        commit(bk, t, th->tr.n);
        th->state = TH_STUCK;
        return 0;
    }
    int stopped = r == 1;  // at sync operation number p + 1, recorded, not executed
    commit(bk, t, th->tr.n - (uint32_t)stopped);
    if (!stopped) {
        th->state = TH_DONE;
        return 0;
    }
    const InterpEvent *last = &th->tr.ev[th->tr.n - 1];
    const KirInst *li = &am->f->insts[last->inst];
    if (li->op == KIR_OP_MBARRIER && (li->subop == KIR_SUB_TEST_WAIT || li->subop == KIR_SUB_TRY_WAIT)) {
        th->state = TH_MBAR, th->mkey = last->key, th->mphase = last->value;
        th->mtoken = !(li->mods & KIR_MOD_PARITY);
        mbar_try(bk, t);  // on at once where its phase completed already
        return 1;
    }
    int mi;
    if (kir_warp_collective(li, &mi)) {
        th->state = TH_COLL, th->at = last->inst, th->mask = last->addr;
        return 1;  // on once its lanes are there (block_collectives)
    }
    if (li->op != KIR_OP_BAR && li->op != KIR_OP_BARRIER) {
        resume(bk, t);  // a fence or strong access: the next segment starts with it
        return 1;
    }
    KirBarrier bi;
    if (!kir_barrier(li, &bi) || bi.id < 0 || bi.id > 15 || bi.count < 0) {
        bk->failed = 1;  // cluster barriers, numbers or counts in registers: not simulated
        return 0;
    }
    th->wait_id = bi.id;
    th->state = bi.waits ? TH_WAIT : TH_RUN;
    return 0;
}

typedef struct {
    int64_t count;          // -1: unused so far; 0: every thread still running
    uint32_t arrived;
    uint32_t *arrivals;     // per thread, in the current phase
    uint32_t *join;         // the arrivers' clocks, joined (Block.w entries)
} Phase;

/* Thread t arrives at barrier g: its current segment is complete. */
static void arrive(Block *bk, Phase *g, uint32_t t)
{
    Th *th = &bk->th[t];
    uint32_t *vc = &bk->vc[(size_t)t * bk->w];
    vc[t] = th->p + 1;
    for (uint32_t u = 0; u < bk->w; u++)
        g->join[u] = vc[u] > g->join[u] ? vc[u] : g->join[u];
    g->arrived++, g->arrivals[t]++;
}

/* Does phase g of block blk hold whole warps, each lane arriving equally
 * often (the hardware counts a warp's arrival for all its lanes)? */
static int whole_warps(const Block *bk, const Phase *g, uint32_t blk)
{
    for (uint32_t w = blk * bk->ntb; w < (blk + 1) * bk->ntb; w += 32)
        for (uint32_t t = w + 1; t < w + 32 && t < (blk + 1) * bk->ntb; t++)
            if (g->arrivals[t] != g->arrivals[w])
                return 0;
    return 1;
}

/* Phase g of barrier `id` of block blk completes: its waiters learn what
 * every arriver had done and go on. A counted barrier completes at exactly
 * its count, in arrival order (the hardware counts whole warps: partial
 * ones end the simulation). */
static void complete(Block *bk, Phase *g, int64_t id, uint32_t blk)
{
    uint32_t nt = bk->nt;
    if (g->count && (bk->ntb % 32 || !whole_warps(bk, g, blk))) {
        bk->failed = 1;  // partial warps: the hardware's count is not simulated
        return;
    }
    bk->now++;
    for (uint32_t t = blk * bk->ntb; t < (blk + 1) * bk->ntb && !bk->failed; t++)
        if (bk->th[t].state == TH_WAIT && bk->th[t].wait_id == id) {
            /* a waiter arrived in this phase and has not run since: its
             * clock is below the join, which it takes as a whole */
            memcpy(&bk->vc[(size_t)t * bk->w], g->join, bk->w * sizeof *g->join);
            resume(bk, t);
        }
    g->arrived = 0;
    memset(g->arrivals, 0, nt * sizeof *g->arrivals);
    memset(g->join, 0, bk->w * sizeof *g->join);
}

static int has_barrier(const AccessModel *am)
{
    for (uint32_t i = 0; i < am->f->ninsts; i++)
        if (am->f->insts[i].op == KIR_OP_BAR || am->f->insts[i].op == KIR_OP_BARRIER)
            return 1;
    return 0;
}

/* Does the kernel synchronize through memory (fences, strong accesses)? */
static int has_mem_sync(const AccessModel *am)
{
    for (uint32_t i = 0; i < am->f->ninsts; i++) {
        const KirInst *in = &am->f->insts[i];
        if (in->op == KIR_OP_MEMBAR || in->op == KIR_OP_FENCE || interp_strong(in))
            return 1;
    }
    return 0;
}

/* Threads the whole grid may have in a replay of every block (its vector
 * clocks are nt x nt). */
enum { GRID_THREADS = 2048 };

/* One replay: `grid` runs every block of the grid (thread 1's block first,
 * thread 2's next), else the two threads alone (kernels without CTA
 * barriers that synchronize through memory) or their block(s). */
static int replay_blocks(RuleCtx *rc, const uint64_t *model, const AccessEvent *a, const AccessEvent *b,
                         int strong_pair, RuleWitness *w, int grid, int late_role, int mixed, uint32_t *diverged)
{
    const AccessModel *am = rc->am;
    uint64_t ntid[3], ntb = 1, ngrid = 1;
    for (int k = 0; k < 3; k++)
        ntid[k] = model[am->ntid[k]], ntb *= ntid[k] ? ntid[k] : 0, ngrid *= model[am->nctaid[k]];
    if (ntb == 0 || ntb > 1024 || (grid && (ngrid < 3 || ngrid * ntb > GRID_THREADS)))
        return 0;
    for (uint32_t i = 0; i < am->nevents; i++)
        if (am->events[i].kind == ACCESS_WARP_SYNC)
            return 0;  // bar.warp.sync orders lanes inside a segment: not simulated
    int msync = has_mem_sync(am), two = 0, mbar = rule_mbar_any(rc);  // mbarriers: simulated (Block.w)
    int pair = msync && !has_barrier(am) && !mbar && !grid;  // mbarriers: every thread may arrive
    for (int k = 0; k < 3; k++)
        two |= model[am->ctaid[1][k]] != model[am->ctaid[2][k]];
    two = two && msync;  // threads of two blocks meet only through memory
    /* without CTA barriers, the two threads alone (the others not started
     * yet: an execution the hardware may choose); else whole blocks */
    uint64_t nblk = grid ? ngrid : two ? 2 : 1;
    uint64_t nt = pair ? 2 : nblk * ntb, lin[2];
    for (int t = 1; t <= 2; t++)
        lin[t - 1] = model[am->tid[t][0]] + ntid[0] * (model[am->tid[t][1]] + ntid[1] * model[am->tid[t][2]]);
    uint64_t loc[2] = { lin[0], lin[1] };
    lin[1] += two ? ntb : 0;
    for (int k = 0; k < 3 && !two; k++)  // thread 2 of another block is not replayed here
        lin[1] = model[am->ctaid[1][k]] == model[am->ctaid[2][k]] ? lin[1] : UINT64_MAX;
    if (pair)
        lin[0] = 0, lin[1] = 1;
    uint64_t *order = mem_alloc((size_t)(nblk + 1) * 3 * sizeof *order);  // the blocks' ids, in order
    if (!order)
        return 0;
    for (int k = 0; k < 3; k++)
        order[k] = model[am->ctaid[1][k]], order[3 + k] = model[am->ctaid[2][k]];
    for (uint64_t g = 0, n = two ? 2 : 1; grid && g < ngrid; g++) {
        uint64_t id[3] = { g % model[am->nctaid[0]], g / model[am->nctaid[0]] % model[am->nctaid[1]],
                           g / model[am->nctaid[0]] / model[am->nctaid[1]] };
        if (memcmp(id, order, sizeof id) && (!two || memcmp(id, order + 3, sizeof id)))
            memcpy(order + 3 * n++, id, sizeof id);
    }
    Block bk;
    memset(&bk, 0, sizeof bk);
    bk.rc = rc, bk.a = a, bk.b = b, bk.strong_pair = strong_pair, bk.nt = (uint32_t)nt, bk.mixed = mixed;
    for (uint32_t i = 0; i < am->nevents && !pair; i++)
        bk.coll |= am->events[i].kind == ACCESS_COLLECTIVE;
    bk.ntb = (uint32_t)ntb, bk.msync = msync, bk.w = (uint32_t)(mbar ? 2 * nt : nt);
    bk.budget = rc->block_steps < RULE_BLOCK_STEPS_ONE ? rc->block_steps : RULE_BLOCK_STEPS_ONE;
    if (!bk.budget) {
        mem_free(order);
        return 0;
    }
    bk.th = mem_alloc((size_t)nt * sizeof *bk.th);
    bk.vc = mem_alloc((size_t)nt * bk.w * sizeof *bk.vc);
    bk.issued = mem_alloc((size_t)nt * sizeof *bk.issued);
    Phase (*ph)[16] = mem_alloc((size_t)nblk * sizeof *ph);
    size_t per = (size_t)nt + bk.w;  // a phase's arrivals and join
    uint32_t *phase_mem = mem_alloc((size_t)nblk * 16 * per * sizeof *phase_mem);
    if (!bk.th || !bk.vc || !bk.issued || !ph || !phase_mem) {
        mem_free(bk.th), mem_free(bk.vc), mem_free(bk.issued), mem_free(ph), mem_free(phase_mem), mem_free(order);
        return 0;
    }
    memset(bk.th, 0, (size_t)nt * sizeof *bk.th);
    memset(bk.vc, 0, (size_t)nt * bk.w * sizeof *bk.vc);
    memset(bk.issued, 0, (size_t)nt * sizeof *bk.issued);
    memset(phase_mem, 0, (size_t)nblk * 16 * per * sizeof *phase_mem);
    for (uint64_t j = 0; j < nblk; j++)
        for (int i = 0; i < 16; i++)
            ph[j][i] = (Phase){ -1, 0, phase_mem + (size_t)(j * 16 + (uint64_t)i) * per,
                                phase_mem + (size_t)(j * 16 + (uint64_t)i) * per + nt };
    for (uint32_t t = 0; t < nt && !bk.failed; t++) {
        bk.failed = vec_push(&bk.th[t].start, (uint64_t)0) < 0;
        bk.th[t].blk = pair ? (uint32_t)(t && two) : (uint32_t)(t / ntb);
        bk.th[t].local = pair ? (uint32_t)loc[t] : (uint32_t)(t % ntb);
        memcpy(bk.th[t].ctaid, order + 3 * bk.th[t].blk, sizeof bk.th[t].ctaid);
    }
    if (pair)
        nblk = 1;
    /* late_role: that thread of the model (1 or 2) runs only when no other
     * thread can go on and no copy can land (the others may then complete
     * an mbarrier phase without its arrival) */
    uint64_t late = late_role ? lin[late_role - 1] : UINT64_MAX;
    for (int progress = 1, late_go = 0; !bk.found && !bk.failed;) {
        if (!progress && !land(&bk) && !block_collectives(&bk, 1)) {
            if (late_go || late >= nt || bk.th[late].state != TH_RUN)
                break;
            late_go = 1;
        }
        if (progress)
            late_go = 0;
        progress = 0;
        for (uint32_t t = 0; t < nt && !bk.found && !bk.failed; t++) {
            Th *th = &bk.th[t];
            if (th->state != TH_RUN || (t == late && !late_go))
                continue;
            progress = 1;
            if (step_thread(&bk, model, lin, ntid, t) || bk.found || bk.failed || th->state == TH_DONE || th->state == TH_STUCK)
                continue;
            Phase *g = &ph[th->blk][th->wait_id];
            KirBarrier bi;
            kir_barrier(&am->f->insts[th->tr.ev[th->tr.n - 1].inst], &bi);
            if (g->count >= 0 && g->count != bi.count)
                bk.failed = 1;  // one number used with different counts
            g->count = bi.count;
            arrive(&bk, g, t);
            if (th->state == TH_RUN)  // bar.arrive: on without waiting
                resume(&bk, t);
            if (g->count && g->arrived == (uint64_t)g->count)  // the phase completes with this arrival
                complete(&bk, g, th->wait_id, th->blk);
        }
        progress |= block_collectives(&bk, 0);
        for (uint32_t j = 0; j < nblk && !pair; j++)
            for (int id = 0; id < 16 && !bk.found && !bk.failed; id++) {  // barriers of the whole CTA
                Phase *g = &ph[j][id];
                uint32_t live = 0;
                for (uint32_t t = j * bk.ntb; t < (j + 1) * bk.ntb; t++)
                    live += bk.th[t].state != TH_DONE;
                if (g->count || !g->arrived || g->arrived < live)
                    continue;
                complete(&bk, g, id, j);
                progress = 1;
            }
    }
    rc->block_steps -= bk.steps < rc->block_steps ? bk.steps : rc->block_steps;
    if (!a && !bk.failed && lin[0] < ntb) {  /* divergence: the barriers of the model's two threads,
                                                * else of thread 1 and any other of its block */
        const Th *x = &bk.th[lin[0]];
        uint32_t at[2], u = UINT32_MAX;
        int d = 0;
        for (uint64_t k = 0; k <= ntb && !d; k++) {  // k = 0: the model's thread 2
            u = (uint32_t)(k ? k - 1 : lin[1]);
            d = u < ntb && u != lin[0] &&
                barriers_differ(am, &x->tr, x->state == TH_DONE, &bk.th[u].tr, bk.th[u].state == TH_DONE, at);
        }
        if (d) {
            const Th *y = &bk.th[u];
            *diverged = at[0] != UINT32_MAX ? x->tr.ev[at[0]].inst : y->tr.ev[at[1]].inst;
            bk.hit[0][0] = (uint32_t)lin[0], bk.hit[1][0] = u;
            bk.hit[0][1] = at[0] != UINT32_MAX ? at[0] : 0, bk.hit[1][1] = at[1] != UINT32_MAX ? at[1] : 0;
            bk.found = x->tr.n && y->tr.n;
        }
    }
    int found = bk.found && !bk.failed;
    if (found) {  // the same assumption as the two-thread replay: buffers apart
        const InterpTrace **all = mem_alloc((size_t)nt * sizeof *all);
        for (uint32_t t = 0; all && t < nt; t++)
            all[t] = &bk.th[t].tr;
        found = all && buffers_apart(rc, model, all, (uint32_t)nt);
        mem_free(all);
    }
    if (found) {
        memset(w, 0, sizeof *w);
        for (int k = 0; k < 2; k++) {
            uint64_t t = bk.hit[k][0], local = bk.th[t].local;
            const InterpEvent *e = &bk.th[t].tr.ev[bk.hit[k][1]];
            w->tid[k][0] = local % ntid[0], w->tid[k][1] = local / ntid[0] % ntid[1];
            w->tid[k][2] = local / ntid[0] / ntid[1];
            w->addr[k] = e->addr, w->wepoch[k] = e->wepoch, w->bytes[k] = e->bytes;
            w->epoch = k == 0 ? e->epoch : w->epoch;
            for (int d = 0; d < 3; d++)
                (k ? w->ctaid2 : w->ctaid)[d] = bk.th[t].ctaid[d];
        }
        for (int k = 0; k < 3; k++)
            w->ntid[k] = ntid[k];
        witness_launch(w, am, model);
        w->mixed = (uint8_t)mixed;
        for (int k = 0; k < 2; k++) {  // what the two threads read of the memory at launch
            const Th *th = &bk.th[bk.hit[k][0]];
            for (uint32_t i = 0; i < th->be.inputs.len && w->ninputs < 8; i++)
                witness_input(w, k, &th->tr.ev[th->be.inputs.data[i]]);
        }
    }
    for (uint32_t t = 0; t < nt; t++) {
        vec_free(&bk.th[t].be.inputs);
        interp_trace_free(&bk.th[t].tr), vec_free(&bk.th[t].start);
        interp_thread_free(bk.th[t].it), mem_free(bk.th[t].be.c.iter);
    }
    for (uint32_t i = 0; i < bk.mbar.len; i++)
        mem_free(bk.mbar.data[i].join), vec_free(&bk.mbar.data[i].done);
    vec_free(&bk.mbar), vec_free(&bk.copies), mem_free(bk.issued);
    mem_free(bk.th), mem_free(bk.vc), mem_free(ph), mem_free(phase_mem), mem_free(order);
    mem_free(bk.mem.v), mem_free(bk.mem.slot), mem_free(bk.heads.v), mem_free(bk.heads.slot);
    vec_free(&bk.sh), vec_free(&bk.clocks), vec_free(&bk.sync), mem_free(bk.sync_slot);
    return found;
}

/* Does rule_replay_block replay the model's two threads alone (they meet
 * only through memory: no CTA barrier, no mbarrier)? */
static int only_pair(RuleCtx *rc)
{
    return has_mem_sync(rc->am) && !has_barrier(rc->am) && !rule_mbar_any(rc);
}

/* Each of the model's two threads held back in turn: the other order of
 * two threads' atomics (atomicAdd(c, tid) returns one value to both where
 * thread 0 adds its 0 first), or of mbarrier arrivals. */
static int held_back(RuleCtx *rc, const uint64_t *model, const AccessEvent *a, const AccessEvent *b,
                     int strong_pair, RuleWitness *w)
{
    return replay_blocks(rc, model, a, b, strong_pair, w, 0, 1, 0, NULL) ||
           replay_blocks(rc, model, a, b, strong_pair, w, 0, 2, 0, NULL);
}

int rule_replay_block(RuleCtx *rc, const uint64_t *model, const AccessEvent *a, const AccessEvent *b,
                      int strong_pair, RuleWitness *w)
{
    /* synchronization through memory may need every block (a last-block
     * ticket): the whole grid where it is small, when the blocks of the two
     * threads alone did not show the race */
    /* where the mbarrier model could not show which arrivals complete a
     * phase (more arrivers than its count, arrivals in loops), that depends
     * on the schedule, as the order of two threads' atomics does where they
     * run alone: each thread of the model's pair held back in turn */
    int mb = rule_mbar_unmodeled(rc) != NULL;
    return replay_blocks(rc, model, a, b, strong_pair, w, 0, 0, 0, NULL) ||
           ((mb || only_pair(rc)) && held_back(rc, model, a, b, strong_pair, w)) ||
           (has_mem_sync(rc->am) && replay_blocks(rc, model, a, b, strong_pair, w, 1, 0, 0, NULL));
}

int rule_replay_atomic_pair(RuleCtx *rc, const uint64_t *model, const AccessEvent *a, const AccessEvent *b,
                            int strong_pair, RuleWitness *w)
{
    return only_pair(rc) && (replay_blocks(rc, model, a, b, strong_pair, w, 0, 0, 0, NULL) ||
                             held_back(rc, model, a, b, strong_pair, w));
}

int rule_replay_block_mixed(RuleCtx *rc, const uint64_t *model, const AccessEvent *a, const AccessEvent *b,
                            int strong_pair, RuleWitness *w)
{
    return replay_blocks(rc, model, a, b, strong_pair, w, 0, 0, 1, NULL);
}

int rule_replay_block_barriers(RuleCtx *rc, const uint64_t *model, RuleWitness *w, uint32_t *inst, int mixed)
{
    return replay_blocks(rc, model, NULL, NULL, 0, w, 0, 0, mixed, inst);
}
