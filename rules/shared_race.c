/*
 * shared_race.c - rule shared-race: no two threads of one block access
 * overlapping .shared bytes in the same barrier interval, one of them
 * writing, unless both are atomics.
 * Consumes: the access model, the shared constraints and barrier intervals
 * (RuleCtx), and the barrier-divergence result it relies on. A pair of
 * strong accesses (atomics, volatile, relaxed, ...) races only where it
 * overlaps partially (different sizes or offsets). Produces:
 * VERIFIED when every conflicting pair's obligation is unsatisfiable under
 * a complete model; else UNKNOWN with the reason. Bar.warp.sync orders
 * lanes of one warp only where every execution has the full mask in full
 * warps (else it orders nothing: sound, it can only hide races).
 * Accesses of the async proxy (cp.async, TMA, wgmma) are not this rule's:
 * async-copy-race judges them against everything else. Synchronization it
 * does not model (fences, acquire/release, mbarrier waits) keeps a
 * satisfiable pair unknown.
 */
#include "rules_int.h"

#include <stdio.h>
#include <string.h>

static int is_shared(const AccessEvent *e)
{
    return e->space == KIR_SPACE_SHARED && (e->kind == ACCESS_READ || e->kind == ACCESS_WRITE ||
                                            e->kind == ACCESS_ATOMIC);
}

static int conflicting(const AccessEvent *a, const AccessEvent *b)
{
    return a->kind != ACCESS_READ || b->kind != ACCESS_READ;
}

/* Strong in the PTX memory model: atomics, and volatile/relaxed/acquire/
 * release accesses. On .shared memory every scope (.cta at least) includes
 * the other thread of the block, so two strong accesses are morally strong
 * when they overlap completely (PTX ISA 8.6); a partial overlap races. */
static int strong(const AccessModel *am, const AccessEvent *e)
{
    if (e->kind == ACCESS_ATOMIC)
        return 1;
    KirSem s = (KirSem)am->f->insts[e->inst].sem;
    return s == KIR_SEM_VOLATILE || s == KIR_SEM_RELAXED || s == KIR_SEM_ACQUIRE ||
           s == KIR_SEM_RELEASE || s == KIR_SEM_ACQ_REL || s == KIR_SEM_SC;
}

/* [a1, a1 + n1) and [a2, a2 + n2) overlap, modulo 2^64. */
static const SymTerm *overlap(SymCtx *c, const SymTerm *a1, unsigned n1, const SymTerm *a2, unsigned n2)
{
    const SymTerm *d12 = sym_bin(c, SYM_SUB, a2, a1), *d21 = sym_bin(c, SYM_SUB, a1, a2);
    return sym_bin(c, SYM_BOR, sym_bin(c, SYM_ULT, d12, sym_const(c, 64, n1 ? n1 : 1)),
                   sym_bin(c, SYM_ULT, d21, sym_const(c, 64, n2 ? n2 : 1)));
}

/* Something the rule cannot decide yet, or NULL. */
static const char *unsupported(const RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    if (am->incomplete)
        return am->incomplete;
    if (!rc->cta_uniform)
        return "CTA barriers are not proven uniform (see barrier-divergence)";
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        if ((e->kind == ACCESS_READ || e->kind == ACCESS_WRITE || e->kind == ACCESS_ATOMIC) &&
            (e->space == KIR_SPACE_NONE || e->space == KIR_SPACE_SHARED_CLUSTER))
            return "generic or cluster addresses that may point into shared memory are not resolved yet";
    }
    return NULL;
}

/* Satisfiable obligations tried for a replayed witness before giving up
 * (each costs a solver call and two replays). */
enum { MAX_OPEN = 16 };

/* The warp index of thread t (linear index / 32). */
static const SymTerm *warp_of(RuleCtx *rc, int t)
{
    return sym_bin(rc->sym, SYM_LSHR, access_linear_tid(rc->sym, rc->am->tid[t], rc->am->ntid), sym_const(rc->sym, 32, 5));
}

/* Thread t's lane is in the mask rc->warp_mask. */
static const SymTerm *in_mask(RuleCtx *rc, int t)
{
    SymCtx *c = rc->sym;
    const SymTerm *lane = sym_bin(c, SYM_AND, access_linear_tid(rc->sym, rc->am->tid[t], rc->am->ntid), sym_const(c, 32, 31));
    const SymTerm *bit = sym_bin(c, SYM_AND, sym_bin(c, SYM_LSHR, sym_const(c, 32, rc->warp_mask), lane),
                                 sym_const(c, 32, 1));
    return sym_bin(c, SYM_EQ, bit, sym_const(c, 32, 1));
}

/* bar.warp.sync orders two lanes of a warp by count (the n-th of one lane
 * waits for the n-th of every lane in its mask) where every execution has
 * one constant mask M, every lane of M in a warp executes each one or none
 * of them (outside loops: in a loop the two lanes' iterations are not
 * related), and every warp of the block is full: then two accesses of
 * lanes of M of one warp separated by a different count are ordered; other
 * lanes are not ordered by it. 1 when proven (rc->warp_mask set). */
static int warp_barriers_order(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    int any = 0;
    SmtResult r;
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        if (e->kind != ACCESS_WARP_SYNC)
            continue;
        if (!e->mask[1] || (!any && e->mask[1]->op != SYM_CONST))
            return 0;
        if (!any)
            rc->warp_mask = (uint32_t)e->mask[1]->value;
        any = 1;
        const SymTerm *q = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, rc->same_block, e->cond[1]),
                                   sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, e->mask[1], sym_const(c, 32, rc->warp_mask))));
        if (rule_solve(rc, q, &r) != SMT_SAFE)
            return 0;
        /* and every lane of M in a warp executes it, or none: a lane that
         * skipped or left early would not be waited for */
        const SymTerm *same_warp = sym_bin(c, SYM_EQ, warp_of(rc, 1), warp_of(rc, 2));
        q = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, rc->same_block, same_warp),
                    sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, in_mask(rc, 1), in_mask(rc, 2)),
                            sym_bin(c, SYM_BAND, e->cond[1], sym_un(c, SYM_BNOT, e->cond[2]))));
        if (rule_solve(rc, q, &r) != SMT_SAFE)
            return 0;
    }
    if (!any)
        return 0;
    const SymTerm *n = sym_bin(c, SYM_MUL, sym_bin(c, SYM_MUL, sym_var(c, am->ntid[0]), sym_var(c, am->ntid[1])),
                               sym_var(c, am->ntid[2]));
    const SymTerm *q = sym_bin(c, SYM_BAND, rc->same_block,
                               sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, sym_bin(c, SYM_AND, n, sym_const(c, 32, 31)),
                                                           sym_const(c, 32, 0))));
    return rule_solve(rc, q, &r) == SMT_SAFE;
}

/* Synchronization the rule does not model yet, which could order a pair
 * the obligations call unordered: a confirmed witness could then be wrong,
 * so it is reported unknown instead. NULL when there is none. */
static const char *unmodeled_order(const RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    if (rc->cb_chains)
        return "a thread may take part in two named barriers: ordering through a third thread is not modeled";
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        KirSem s = (KirSem)am->f->insts[e->inst].sem;
        if (e->kind == ACCESS_WARP_SYNC && !rc->warp_ordered)
            return "bar.warp.sync (__syncwarp) with varying masks, executed by only some lanes of its "
                   "mask, or in a partial warp: its ordering is not modeled";
        if (am->f->insts[e->inst].op == KIR_OP_MBARRIER)
            return "synchronization through an mbarrier is not modeled yet";
        if (e->kind == ACCESS_FENCE || s == KIR_SEM_ACQUIRE || s == KIR_SEM_RELEASE ||
            s == KIR_SEM_ACQ_REL || s == KIR_SEM_SC)
            return "synchronization through memory (fences, acquire/release) is not modeled yet";
    }
    return NULL;
}

/* Top-level loops holding a barrier run in lock-step (barrier-divergence
 * proves it, and shared-race relies on that): a thread inside such a loop
 * is in an iteration no later than the last of a thread already past it,
 * and two threads past it ran it equally often. Per loop, per block: 1
 * inside, 2 after it (reachable from its exits), 0 before or elsewhere. */
typedef struct {
    uint8_t *role;     // [loop * nblocks + block]
} Lockstep;

static int lockstep_init(const AccessModel *am, Lockstep *ls)
{
    const KirFunc *f = am->f;
    size_t nb = f->nblocks;
    ls->role = mem_alloc(am->nloops * nb + 1);
    uint32_t *work = mem_alloc((nb + 1) * sizeof *work);
    if (!ls->role || !work) {
        mem_free(work);
        return -1;
    }
    memset(ls->role, 0, am->nloops * nb + 1);
    for (uint32_t li = 0; li < am->nloops; li++) {
        const AccessLoop *L = &am->loops[li];
        if (!L->barrier || L->parent >= 0)
            continue;
        uint8_t *r = &ls->role[li * nb];
        uint32_t n = 0;
        for (uint32_t v = 0; v < nb; v++)
            for (int32_t l = am->loop_of[v]; l >= 0 && !r[v]; l = am->loops[l].parent)
                if ((uint32_t)l == li)
                    r[v] = 1;
        for (uint32_t v = 0; v < nb; v++)
            for (uint32_t k = 0; r[v] == 1 && k < f->blocks[v].nsuccs; k++)
                if (!r[f->blocks[v].succs[k]])
                    r[f->blocks[v].succs[k]] = 2, work[n++] = f->blocks[v].succs[k];
        while (n) {
            uint32_t v = work[--n];
            for (uint32_t k = 0; k < f->blocks[v].nsuccs; k++)
                if (!r[f->blocks[v].succs[k]])
                    r[f->blocks[v].succs[k]] = 2, work[n++] = f->blocks[v].succs[k];
        }
    }
    mem_free(work);
    return 0;
}

static const SymTerm *lockstep_fact(RuleCtx *rc, const Lockstep *ls, const AccessEvent *a, const AccessEvent *b)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    size_t nb = am->f->nblocks;
    const SymTerm *f = sym_bool(c, 1);
    for (uint32_t li = 0; ls->role && li < am->nloops; li++) {
        int ra = ls->role[li * nb + a->block], rb = ls->role[li * nb + b->block];
        const SymTerm *k1 = sym_var(c, am->loops[li].k[1]), *k2 = sym_var(c, am->loops[li].k[2]);
        if (ra == 1 && rb == 2)
            f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_ULE, k1, k2));
        else if (ra == 2 && rb == 1)
            f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_ULE, k2, k1));
        else if (ra == 2 && rb == 2)
            f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_EQ, k1, k2));
    }
    return f;
}

/* The obligation of one pair: thread 1 at a, thread 2 at b, overlapping,
 * in the same barrier interval (the same count of barriers passed). Without
 * `conds`, whether the threads execute a and b at all is left open: a
 * weaker, smaller formula, so unsatisfiable settles the pair cheaply. */
static const SymTerm *obligation(RuleCtx *rc, const Lockstep *ls, const AccessEvent *a, const AccessEvent *b,
                                 int sp, int conds)
{
    SymCtx *c = rc->sym;
    const SymTerm *same = sym_bin(c, SYM_EQ, a->epoch[1], b->epoch[2]);
    if (!same || (same->op == SYM_CONST && !same->value))
        return same;
    const SymTerm *q = conds ? sym_bin(c, SYM_BAND, rc->same_block, sym_bin(c, SYM_BAND, a->cond[1], b->cond[2]))
                             : rc->same_block;
    q = sym_bin(c, SYM_BAND, q, sym_bin(c, SYM_BAND, same, lockstep_fact(rc, ls, a, b)));
    if (a->after[1] && b->after[2])
        q = sym_bin(c, SYM_BAND, q, sym_bin(c, SYM_BAND, a->after[1], b->after[2]));
    if (rc->warp_ordered) {  // lanes of M of one warp: also the same bar.warp.sync interval
        const SymTerm *ordered = sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, warp_of(rc, 1), warp_of(rc, 2)),
                                         sym_bin(c, SYM_BAND, in_mask(rc, 1), in_mask(rc, 2)));
        q = sym_bin(c, SYM_BAND, q, sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, ordered),
                                            sym_bin(c, SYM_EQ, a->wepoch[1], b->wepoch[2])));
    }
    q = sym_bin(c, SYM_BAND, q, overlap(c, a->addr[1], a->bytes, b->addr[2], b->bytes));
    if (rc->ncounted)
        q = sym_bin(c, SYM_BAND, q, rule_counted_unordered(rc, a, b));
    if (sp && a->bytes == b->bytes)  // strong pairs race only where they overlap partly
        q = sym_bin(c, SYM_BAND, q, sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, a->addr[1], b->addr[2])));
    return q;
}

static RuleOutcome violation(RuleCtx *rc, const AccessEvent *a, const AccessEvent *b, const RuleWitness *w)
{
    const AccessModel *am = rc->am;
    uint32_t l1 = am->f->insts[a->inst].line, l2 = am->f->insts[b->inst].line;
    snprintf(rc->buf[1], sizeof rc->buf[1],
             "shared-memory race: thread (%llu,%llu,%llu) %s %u bytes at 0x%llx (PTX line %u) and "
             "thread (%llu,%llu,%llu) %s %u bytes at 0x%llx (PTX line %u) of block (%llu,%llu,%llu), "
             "with no barrier between",
             (unsigned long long)w->tid[0][0], (unsigned long long)w->tid[0][1], (unsigned long long)w->tid[0][2],
             a->kind == ACCESS_READ ? "reads" : "writes", a->bytes, (unsigned long long)w->addr[0], l1,
             (unsigned long long)w->tid[1][0], (unsigned long long)w->tid[1][1], (unsigned long long)w->tid[1][2],
             b->kind == ACCESS_READ ? "reads" : "writes", b->bytes, (unsigned long long)w->addr[1], l2,
             (unsigned long long)w->ctaid[0], (unsigned long long)w->ctaid[1], (unsigned long long)w->ctaid[2]);
    RuleOutcome o = { .verdict = RULE_VIOLATION, .reason = rc->buf[1], .line1 = l1, .line2 = l2,
                      .inst1 = a->inst, .inst2 = b->inst, .space1 = a->space, .space2 = b->space,
                      .witness = *w };
    return o;
}

RuleOutcome rule_check_shared_race(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    const char *why = unsupported(rc);
    if (why)
        return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = why };
    rc->warp_ordered = warp_barriers_order(rc);
    const char *no_witness = unmodeled_order(rc);
    Lockstep ls = { NULL };
    if (lockstep_init(am, &ls) < 0)
        return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = "out of memory" };
    RuleOutcome first = { .verdict = RULE_VERIFIED };
    unsigned open = 0;  // satisfiable obligations whose witness did not replay
    for (uint32_t i = 0; i < am->nevents && open < MAX_OPEN; i++) {
        const AccessEvent *a = &am->events[i];
        if (!is_shared(a))
            continue;
        for (uint32_t j = i; j < am->nevents; j++) {
            const AccessEvent *b = &am->events[j];
            if (!is_shared(b) || !conflicting(a, b))
                continue;
            int sp = strong(am, a) && strong(am, b);
            const SymTerm *q = obligation(rc, &ls, a, b, sp, 0);
            if (q && q->op == SYM_CONST && !q->value)
                continue;  // never in one barrier interval
            SmtResult r;
            if (rule_solve(rc, q, &r) == SMT_SAFE)
                continue;  // never the same bytes in one interval, executed or not
            const SymTerm *full = obligation(rc, &ls, a, b, sp, 1);
            SmtOutcome o = rule_solve_witness(rc, full, &r);
            if (o == SMT_SAFE)
                continue;
            RuleWitness w;
            memset(&w, 0, sizeof w);
            if (o == SMT_RACE && !no_witness &&
                (rule_replay(rc, r.model, a, b, sp, &w) ||  // the readable model, else the first one
                 (rule_solve(rc, full, &r) == SMT_RACE && rule_replay(rc, r.model, a, b, sp, &w)))) {
                mem_free(ls.role);
                return violation(rc, a, b, &w);
            }
            if (++open >= MAX_OPEN)
                break;  // enough: the answer is unknown either way
            if (first.verdict == RULE_UNKNOWN)
                continue;
            uint32_t l1 = am->f->insts[a->inst].line, l2 = am->f->insts[b->inst].line;
            if (o == SMT_RACE)
                snprintf(rc->buf[1], sizeof rc->buf[1],
                         "PTX lines %u and %u may access the same shared bytes in one barrier "
                         "interval; witness not confirmed (%s)", l1, l2,
                         no_witness ? no_witness : "the replay did not reproduce it");
            else
                snprintf(rc->buf[1], sizeof rc->buf[1], "PTX lines %u and %u: %s", l1, l2, r.reason);
            first = (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = rc->buf[1], .line1 = l1, .line2 = l2 };
        }
    }
    mem_free(ls.role);
    return first;
}
