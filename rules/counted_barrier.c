/*
 * counted_barrier.c - named barriers with a thread count and bar.arrive
 * (producer/consumer code): which of them order memory, and how.
 * Consumes: the access model's counted-barrier events (ACCESS_NAMED_BARRIER)
 * and the launch. Produces: per barrier id its operations, participants and
 * whether its phases line up; the ordering terms shared-race adds to its
 * obligations; the replay's view of the same order.
 *
 * Semantics (PTX ISA, "bar, barrier"): a phase of barrier b completes when
 * `count` threads have arrived (arrive, sync and red all arrive; sync and
 * red then wait). Every access a thread made before it arrived is performed
 * for every participant that waited on that phase. Only counted barriers
 * outside loops are modeled: a thread then executes each one at most once,
 * and their order on its path is the order of the CFG.
 *
 * Phases line up ("phased") when, for the fixed block, exactly `count`
 * threads execute operations on b, all of them the same number of times
 * (barrier-divergence proves it), and no thread arrives again on b after an
 * arrive (an arrive does not wait, so a second one could complete the
 * phase alone). Then phase p is the p-th operation of every participant,
 * and access x of thread 1 happens before access y of thread 2 when both
 * take part, and x precedes thread 1's operation number n(x) (the number of
 * its operations on b before x) while thread 2 waited on a phase >= n(x)
 * before y: n(x) < lw(y), lw(y) = 1 + the phase of the last waiting
 * operation before y. Participants are counted in whole warps (the
 * hardware counts a warp's arrival). A barrier with at least twice its
 * count of participants, each arriving once, may order no pair (its phases
 * may group any warps): the obligations ignore it. But other barriers can
 * decide which warps share a phase, so it sets cb_unsure like any other
 * barrier whose phases do not line up (an unknown block, partial warps, a
 * thread arriving twice): a race is then confirmed only by the whole-block
 * replay, which runs the phases as the hardware does.
 */
#include "rules_int.h"

#include <string.h>

struct RuleCounted {
    int64_t id, count;
    uint32_t *ops;          // event indices, in event order
    uint32_t nops;
    uint8_t phased;
    uint8_t *members;       // per linear thread index: executes an operation (NULL: unknown)
    uint32_t nmembers;      // how many, or UINT32_MAX when unknown
    uint8_t whole_warps;    // every warp takes part with all its threads or none
    uint8_t unordered;      // surely orders no pair: whole warps, at least twice its count, one
                            // arrival each (the phases may group any warps)
};

/* Marks in seen[] every block reachable from block v (v itself included). */
static void reachable(const KirFunc *f, uint32_t v, uint8_t *seen, uint32_t *stack)
{
    uint32_t sp = 0;
    memset(seen, 0, f->nblocks);
    stack[sp++] = v, seen[v] = 1;
    while (sp) {
        uint32_t x = stack[--sp];
        for (uint32_t k = 0; k < f->blocks[x].nsuccs; k++)
            if (!seen[f->blocks[x].succs[k]])
                seen[f->blocks[x].succs[k]] = 1, stack[sp++] = f->blocks[x].succs[k];
    }
}

/* Does event a come before event b on every path that executes both? For a
 * counted operation a outside loops: when b's block is reachable from a's. */
static int before(const RuleCtx *rc, const AccessEvent *a, const AccessEvent *b)
{
    if (a->block == b->block)
        return a->inst < b->inst;
    return rc->cb_reach[(size_t)(a - rc->am->events) * rc->am->f->nblocks + b->block];
}

static const SymTerm *one_if(SymCtx *c, const SymTerm *cond)
{
    return sym_ite(c, cond, sym_const(c, 32, 1), sym_const(c, 32, 0));
}

/* Thread t takes part in barrier g (executes one of its operations). */
static const SymTerm *part(RuleCtx *rc, const RuleCounted *g, int t)
{
    const SymTerm *f = sym_bool(rc->sym, 0);
    for (uint32_t i = 0; i < g->nops; i++)
        f = sym_bin(rc->sym, SYM_BOR, f, rc->am->events[g->ops[i]].cond[t]);
    return f;
}

/* The operations on g thread t executes in all. */
static const SymTerm *total(RuleCtx *rc, const RuleCounted *g, int t)
{
    const SymTerm *n = sym_const(rc->sym, 32, 0);
    for (uint32_t i = 0; i < g->nops; i++)
        n = sym_bin(rc->sym, SYM_ADD, n, one_if(rc->sym, rc->am->events[g->ops[i]].cond[t]));
    return n;
}

/* n(e): thread t's operations on g before e; lw(e): 1 + the phase of its
 * last waiting operation before e (0: none). */
static void position(RuleCtx *rc, const RuleCounted *g, const AccessEvent *e, int t, const SymTerm **n,
                     const SymTerm **lw)
{
    SymCtx *c = rc->sym;
    const AccessEvent *ev = rc->am->events;
    *n = *lw = sym_const(c, 32, 0);
    for (uint32_t i = 0; i < g->nops; i++) {
        const AccessEvent *o = &ev[g->ops[i]];
        if (!before(rc, o, e))
            continue;
        *n = sym_bin(c, SYM_ADD, *n, one_if(c, o->cond[t]));
        const SymTerm *waited = sym_bool(c, 0);  // a waiting operation at or after o, before e
        for (uint32_t j = 0; j < g->nops; j++) {
            const AccessEvent *w = &ev[g->ops[j]];
            KirBarrier bi;
            if (kir_barrier(&rc->am->f->insts[w->inst], &bi) && bi.waits && (w == o || before(rc, o, w)) &&
                before(rc, w, e))
                waited = sym_bin(c, SYM_BOR, waited, w->cond[t]);
        }
        *lw = sym_bin(c, SYM_ADD, *lw, one_if(c, sym_bin(c, SYM_BAND, o->cond[t], waited)));
    }
}

static int is_thread1_or_fixed(void *ctx, uint32_t var)
{
    const RuleCtx *rc = ctx;
    for (int k = 0; k < 3; k++)
        if (var == rc->am->tid[1][k])
            return 0;
    for (uint32_t i = 0; i < rc->nfixed; i++)
        if (rc->fixed_vars[i] == var)
            return 0;
    return 1;
}

/* The threads of the (fixed) block that execute an operation on g, by
 * evaluating the participation condition per thread; unknown (UINT32_MAX)
 * when the block is not fixed or the condition depends on anything but the
 * thread's ids and the launch. */
static void count_members(RuleCtx *rc, RuleCounted *g, const RuleLaunch *l)
{
    SymCtx *c = rc->sym;
    g->nmembers = UINT32_MAX;
    if (!l->block[0])
        return;
    const SymTerm *p = part(rc, g, 1);
    if (!p || sym_mentions(c, p, is_thread1_or_fixed, rc))
        return;
    uint64_t n = (uint64_t)l->block[0] * l->block[1] * l->block[2];
    if (n > 1024)
        return;
    uint64_t *vals = mem_alloc(((size_t)c->nvars + 1) * sizeof *vals);
    g->members = mem_alloc(n + 1);
    if (!vals || !g->members) {
        mem_free(vals), mem_free(g->members);
        g->members = NULL;
        return;
    }
    memset(vals, 0, (size_t)c->nvars * sizeof *vals);
    for (uint32_t i = 0; i < rc->nfixed; i++)
        vals[rc->fixed_vars[i]] = rc->fixed_vals[i];
    uint32_t m = 0;
    for (uint64_t lin = 0; lin < n; lin++) {
        vals[rc->am->tid[1][0]] = lin % l->block[0];
        vals[rc->am->tid[1][1]] = lin / l->block[0] % l->block[1];
        vals[rc->am->tid[1][2]] = lin / ((uint64_t)l->block[0] * l->block[1]);
        g->members[lin] = (uint8_t)(sym_eval(c, p, vals) & 1);
        m += g->members[lin];
    }
    mem_free(vals);
    g->nmembers = m;
    g->whole_warps = 1;  // the hardware counts a warp's arrival as a whole
    for (uint64_t lin = 0; lin < n; lin++)
        g->whole_warps &= g->members[lin] == g->members[lin - lin % 32];
}

/* May a thread execute an operation on g and then another one (after an
 * arrive, which does not wait, only: arrive_first)? 1 unless proven not. */
static int repeats(RuleCtx *rc, const RuleCounted *g, int arrive_first)
{
    const AccessEvent *ev = rc->am->events;
    for (uint32_t i = 0; i < g->nops; i++) {
        KirBarrier bi;
        if (arrive_first && (!kir_barrier(&rc->am->f->insts[ev[g->ops[i]].inst], &bi) || bi.waits))
            continue;
        for (uint32_t j = 0; j < g->nops; j++) {
            if (!before(rc, &ev[g->ops[i]], &ev[g->ops[j]]))
                continue;
            SmtResult r;
            const SymTerm *q = sym_bin(rc->sym, SYM_BAND, rc->same_block,
                                       sym_bin(rc->sym, SYM_BAND, ev[g->ops[i]].cond[1], ev[g->ops[j]].cond[1]));
            if (rule_solve(rc, q, &r) != SMT_SAFE)
                return 1;
        }
    }
    return 0;
}

/* Collects the counted barriers; NULL, or what is not modeled. */
static const char *collect(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    const KirFunc *f = am->f;
    int64_t full_ids = 0;  // ids used by barriers of the whole CTA
    for (uint32_t i = 0; i < f->ninsts; i++) {
        KirBarrier bi;
        if (kir_barrier_full(&f->insts[i]) && kir_barrier(&f->insts[i], &bi) && bi.id >= 0 && bi.id < 16)
            full_ids |= (int64_t)1 << bi.id;
    }
    for (uint32_t e = 0; e < am->nevents; e++) {
        const AccessEvent *ev = &am->events[e];
        KirBarrier bi;
        if (ev->kind != ACCESS_NAMED_BARRIER || !kir_barrier(&f->insts[ev->inst], &bi))
            continue;
        if (bi.id < 0 || bi.id > 15 || bi.count < 0)
            return "a named barrier whose number or thread count is in a register is not modeled yet";
        if (bi.count == 0 || bi.count % 32 != 0)
            return "a named barrier without a thread count that is a multiple of 32 (bar.arrive) is not modeled";
        if (am->loop_of[ev->block] >= 0)
            return "a named barrier with a thread count inside a loop is not modeled yet";
        if ((full_ids >> bi.id) & 1)
            return "one barrier number used both with and without a thread count is not modeled";
        RuleCounted *g = NULL;
        for (uint32_t k = 0; k < rc->ncounted && !g; k++)
            if (rc->counted[k].id == bi.id)
                g = &rc->counted[k];
        if (!g) {
            g = &rc->counted[rc->ncounted++];
            memset(g, 0, sizeof *g);
            g->id = bi.id, g->count = bi.count;
            if (!(g->ops = mem_alloc(((size_t)am->nevents + 1) * sizeof *g->ops)))
                return "out of memory";
        }
        if (g->count != bi.count)
            return "one named barrier used with different thread counts is not modeled";
        g->ops[g->nops++] = e;
    }
    return NULL;
}

const char *rule_counted_init(RuleCtx *rc, const RuleLaunch *l)
{
    const AccessModel *am = rc->am;
    const KirFunc *f = am->f;
    uint32_t nops = 0;
    for (uint32_t e = 0; e < am->nevents; e++)
        nops += am->events[e].kind == ACCESS_NAMED_BARRIER;
    if (!nops)
        return NULL;
    rc->counted = mem_alloc((nops + 1) * sizeof *rc->counted);
    rc->cb_reach = mem_alloc((size_t)am->nevents * f->nblocks + 1);
    uint8_t *seen = mem_alloc(f->nblocks + 1);
    uint32_t *stack = mem_alloc(((size_t)f->nblocks + 1) * sizeof *stack);
    if (!rc->counted || !rc->cb_reach || !seen || !stack) {
        mem_free(seen), mem_free(stack);
        return "out of memory";
    }
    memset(rc->cb_reach, 0, (size_t)am->nevents * f->nblocks);
    for (uint32_t e = 0; e < am->nevents; e++)  // what each counted operation reaches: one search each
        if (am->events[e].kind == ACCESS_NAMED_BARRIER) {
            reachable(f, am->events[e].block, seen, stack);
            for (uint32_t s = 0; s < f->nblocks; s++)
                rc->cb_reach[(size_t)e * f->nblocks + s] = (uint8_t)(s != am->events[e].block && seen[s]);
        }
    mem_free(seen), mem_free(stack);
    const char *why = collect(rc);
    if (why)
        return why;
    uint64_t threads = (uint64_t)l->block[0] * l->block[1] * l->block[2];
    for (uint32_t k = 0; k < rc->ncounted; k++) {
        RuleCounted *g = &rc->counted[k];
        count_members(rc, g, l);
        int known = g->nmembers != UINT32_MAX && g->whole_warps && threads % 32 == 0 && !repeats(rc, g, 1);
        g->phased = known && g->nmembers == (uint64_t)g->count;
        g->unordered = known && g->nmembers >= 2 * (uint64_t)g->count && g->nmembers % g->count == 0 &&
                       !repeats(rc, g, 0);
        rc->cb_unsure |= !g->phased;  // "unordered" holds for the obligations only: other
                                      // barriers can still decide which warps share a phase
    }
    /* a thread in two counted barriers could order a pair through a third
     * thread, which the pair obligations do not see */
    for (uint32_t a = 0; a < rc->ncounted; a++)
        for (uint32_t b = a + 1; b < rc->ncounted; b++) {
            const RuleCounted *x = &rc->counted[a], *y = &rc->counted[b];
            int apart = x->members && y->members;
            for (uint64_t t = 0; apart && t < threads; t++)
                apart = !(x->members[t] && y->members[t]);
            rc->cb_chains |= !apart;
        }
    return NULL;
}

void rule_counted_free(RuleCtx *rc)
{
    for (uint32_t k = 0; rc->counted && k < rc->ncounted; k++)
        mem_free(rc->counted[k].ops), mem_free(rc->counted[k].members);
    mem_free(rc->counted), mem_free(rc->cb_reach);
    rc->counted = NULL, rc->cb_reach = NULL, rc->ncounted = 0;
}

const SymTerm *rule_counted_unordered(RuleCtx *rc, const AccessEvent *a, const AccessEvent *b)
{
    SymCtx *c = rc->sym;
    const SymTerm *f = sym_bool(c, 1);
    for (uint32_t k = 0; k < rc->ncounted; k++) {
        const RuleCounted *g = &rc->counted[k];
        if (!g->phased)
            continue;
        const SymTerm *n1, *lw1, *n2, *lw2;
        position(rc, g, a, 1, &n1, &lw1);
        position(rc, g, b, 2, &n2, &lw2);
        const SymTerm *both = sym_bin(c, SYM_BAND, part(rc, g, 1), part(rc, g, 2));
        const SymTerm *ordered = sym_bin(c, SYM_BOR, sym_bin(c, SYM_ULT, n1, lw2), sym_bin(c, SYM_ULT, n2, lw1));
        f = sym_bin(c, SYM_BAND, f, sym_un(c, SYM_BNOT, sym_bin(c, SYM_BAND, both, ordered)));
    }
    return f;
}

const SymTerm *rule_counted_equal_totals(RuleCtx *rc, uint32_t k)
{
    SymCtx *c = rc->sym;
    const RuleCounted *g = &rc->counted[k];
    return sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, part(rc, g, 1), part(rc, g, 2)),
                   sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, total(rc, g, 1), total(rc, g, 2))));
}

int64_t rule_counted_id(const RuleCtx *rc, uint32_t k, int64_t *count, uint32_t *members)
{
    *count = rc->counted[k].count;
    *members = rc->counted[k].nmembers;
    return rc->counted[k].id;
}

/* Is trace event x an operation on counted barrier id? Fills bi. */
static int counted_op(const RuleCtx *rc, const InterpEvent *x, int64_t id, KirBarrier *bi)
{
    const KirInst *in = &rc->am->f->insts[x->inst];
    return kir_barrier(in, bi) && !kir_barrier_full(in) && bi->id == id;
}

/* Operations on g in trace t: in all, and before event i (n), and 1 + the
 * phase of the last waiting one before i (lw). */
static void trace_position(const RuleCtx *rc, int64_t id, const InterpTrace *t, uint32_t i, uint32_t *all,
                           uint32_t *n, uint32_t *lw)
{
    *all = *n = *lw = 0;
    for (uint32_t j = 0; j < t->n; j++) {
        KirBarrier bi;
        if (!counted_op(rc, &t->ev[j], id, &bi))
            continue;
        (*all)++;
        if (j < i) {
            (*n)++;
            if (bi.waits)
                *lw = *n;
        }
    }
}

int rule_counted_replay_unordered(const RuleCtx *rc, const InterpTrace *t1, uint32_t i, const InterpTrace *t2,
                                  uint32_t j)
{
    for (uint32_t k = 0; k < rc->ncounted; k++) {
        const RuleCounted *g = &rc->counted[k];
        if (!g->phased)
            continue;
        if (t1->stop || t2->stop)
            return 0;  // an operation still to come could order them
        uint32_t a1, n1, lw1, a2, n2, lw2;
        trace_position(rc, g->id, t1, i, &a1, &n1, &lw1);
        trace_position(rc, g->id, t2, j, &a2, &n2, &lw2);
        if (a1 && a2 && (n1 < lw2 || n2 < lw1))
            return 0;
    }
    return 1;
}

int rule_counted_replay_count(const RuleCtx *rc, int64_t id, uint32_t inst, const InterpTrace *t)
{
    uint32_t n = 0;
    for (uint32_t j = 0; j < t->n; j++) {
        KirBarrier bi;
        n += counted_op(rc, &t->ev[j], id, &bi) && (inst == UINT32_MAX || t->ev[j].inst == inst);
    }
    return (int)n;
}
