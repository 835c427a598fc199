/*
 * race.c - rules shared-race, global-race and scoped-atomic-race.
 * shared-race: no two threads
 * of one block access overlapping .shared bytes in the same barrier
 * interval, one of them writing, unless both are atomics. global-race: the
 * same for .global bytes and two distinct threads of the grid; threads of
 * different blocks are ordered by no barrier; a pair of two strong
 * accesses is scoped-atomic-race's when a scope (.cta: the same block)
 * does not include the other thread, global-race's when it overlaps only
 * partly. scoped-atomic-race: two strong accesses of different blocks on
 * the same bytes, one of them of .cta scope. Kernel pointer parameters are distinct buffers: accesses
 * based on different ones do not overlap (an assumption the report states).
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
 * does not model (fences, acquire/release, mbarriers beyond one phase)
 * keeps a satisfiable pair unknown; mbarriers used for one phase order
 * pairs (mbarrier.c).
 */
#include "rules_int.h"

#include <stdio.h>
#include <string.h>

/* An access of the rule's space; for global memory also a generic one of
 * unknown space (its address compared as a global one: if it points into
 * shared or local memory it overlaps no global byte, and a pair found is
 * never confirmed, its buffer not being known). */
static int is_access(const AccessEvent *e, KirSpace space)
{
    return (e->space == space || (space == KIR_SPACE_GLOBAL && e->space == KIR_SPACE_NONE)) &&
           (e->kind == ACCESS_READ || e->kind == ACCESS_WRITE || e->kind == ACCESS_ATOMIC);
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

/* Something the rule cannot decide yet, or NULL; *line: the instruction's
 * line where one instruction is the cause (else 0). */
static const char *unsupported(RuleCtx *rc, int global, uint32_t *line)
{
    const AccessModel *am = rc->am;
    *line = 0;
    if (am->incomplete)
        return am->incomplete;
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        const KirInst *in = &am->f->insts[e->inst];
        const char *why = NULL;
        if (e->cond[1] == sym_bool(rc->sym, 0))
            continue;  // never executed
        if ((e->kind == ACCESS_READ || e->kind == ACCESS_WRITE || e->kind == ACCESS_ATOMIC) &&
            ((e->space == KIR_SPACE_NONE && !global && !am->no_generic_shared) || e->space == KIR_SPACE_SHARED_CLUSTER))
            why = global ? "a cluster address is not resolved yet"
                         : "a generic or cluster address that may point into shared memory is not resolved yet";
        else if (global && (e->kind == ACCESS_READ || e->kind == ACCESS_WRITE || e->kind == ACCESS_ATOMIC) &&
                 strong(am, e) && kir_inst_scope(in) == KIR_SCOPE_CLUSTER)
            why = "strong accesses of .cluster scope are not modeled yet (which blocks share a cluster)";
        if (why) {
            snprintf(rc->buf[0], sizeof rc->buf[0], "%s at %s line %u: %s", in->mnemonic, kir_line_word(am->m),
                     in->line, why);
            *line = in->line;
            return rc->buf[0];
        }
    }
    return NULL;
}

/* Satisfiable obligations tried for a replayed witness before giving up
 * (each costs a solver call and two replays). */
enum { MAX_OPEN = 16 };
/* ... where CTA barriers are not proven uniform: only a replayed race can
 * come of it then, and the obligations' barrier intervals, which rest on
 * uniform barriers, are seldom a real execution's (h-barrier-divergence-001
 * spent 12 s on 16). */
enum { MAX_OPEN_NONUNIFORM = 2 };
#define NONUNIFORM_RLIMIT 500000u

/* Thread t's lane is in the mask rc->warp_mask. */
static const SymTerm *in_mask(RuleCtx *rc, int t)
{
    SymCtx *c = rc->sym;
    const SymTerm *lane = access_lane(c, rc->am->tid[t], rc->am->ntid);
    const SymTerm *bit = sym_bin(c, SYM_AND, sym_bin(c, SYM_LSHR, sym_const(c, 32, rc->warp_mask), lane),
                                 sym_const(c, 32, 1));
    return sym_bin(c, SYM_EQ, bit, sym_const(c, 32, 1));
}

/* bar.warp.sync orders two lanes of a warp by count (the n-th of one lane
 * waits for the n-th of every lane in its mask) where every execution has
 * one constant mask M, none of them is inside a loop (there lanes may run
 * it unequally often), every lane of M in a warp executes each one or none
 * of them, and every warp of the block is full: then two accesses of
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
        if (am->loop_of[e->block] >= 0)
            return 0;  // in a loop, lanes of a warp may run it unequally often (lane-dependent trip
                       // counts), and then the n-th of one lane is not paired with the n-th of another
        if (!any)
            rc->warp_mask = (uint32_t)e->mask[1]->value;
        any = 1;
        const SymTerm *q = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, rc->same_block, e->cond[1]),
                                   sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, e->mask[1], sym_const(c, 32, rc->warp_mask))));
        if (rule_solve(rc, q, &r) != SMT_SAFE)
            return 0;
        /* and every lane of M in a warp executes it, or none: a lane that
         * skipped or left early would not be waited for */
        const SymTerm *same_warp = rule_same_warp(rc);
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

/* Does the function have named barriers with a thread count (or bar.arrive)? */
static int has_counted(const AccessModel *am)
{
    for (uint32_t i = 0; i < am->nevents; i++)
        if (am->events[i].kind == ACCESS_NAMED_BARRIER)
            return 1;
    return 0;
}

/* Synchronization the rule does not model yet, which could order a pair
 * the obligations call unordered: a confirmed witness could then be wrong,
 * so it is reported unknown instead. NULL when there is none. *block_ok:
 * only named barriers or mbarriers are in question, which the whole-block
 * replay simulates as the hardware runs them (rule_replay_block). */
static const char *unmodeled_order(RuleCtx *rc, int *block_ok)
{
    const AccessModel *am = rc->am;
    const char *mem = NULL;  // fences and acquire/release: the block replay simulates them
    *block_ok = 1;
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        KirSem s = (KirSem)am->f->insts[e->inst].sem;
        *block_ok = 0;
        if (e->kind == ACCESS_WARP_SYNC && !rc->warp_ordered)
            return "bar.warp.sync (__syncwarp) with varying masks, executed by only some lanes of its "
                   "mask, or in a partial warp: its ordering is not modeled";
        *block_ok = 1;  // the block replay simulates mbarriers (and refuses bar.warp.sync)
        if (am->f->insts[e->inst].op == KIR_OP_MBARRIER && rule_mbar_unmodeled(rc))
            return rule_mbar_unmodeled(rc);
        if (e->kind == ACCESS_FENCE || s == KIR_SEM_ACQUIRE || s == KIR_SEM_RELEASE ||
            s == KIR_SEM_ACQ_REL || s == KIR_SEM_SC)
            mem = "synchronization through memory (fences, acquire/release) the obligations do not "
                  "model; the block replay did not reproduce it";
    }
    if (mem)
        return mem;
    if (has_counted(am) && !rc->counted_ok)
        return "named barriers whose phases barrier-divergence could not relate (see its reason): "
               "they order nothing in the obligations";
    if (rc->cb_chains)
        return "a thread may take part in two named barriers: ordering through a third thread is not modeled";
    if (rc->cb_unsure)
        return "a named barrier whose phases could not be related to its participants (unknown block, "
               "partial warps, a thread arriving twice, or more participants than its count): its ordering "
               "is not modeled";
    return NULL;
}

/* Top-level loops holding a barrier run in lock-step (barrier-divergence
 * proves it, and shared-race relies on that): a thread inside such a loop
 * is in an iteration no later than the last of a thread already past it,
 * and two threads past it ran it equally often. Per loop, per block: 1
 * inside, 2 after it (reachable from its exits), 0 before or elsewhere. */
typedef struct {
    uint8_t *role;     // [loop * nblocks + block]
    int32_t *minbar;   // [event * nloops + loop]: min_barriers, -2 while not computed
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
    for (uint32_t li = 0; li < am->nloops && !ls->minbar; li++)
        if (am->loops[li].barrier && am->loops[li].kappa[1] != UINT32_MAX) {
            size_t n = (size_t)am->nevents * am->nloops;
            if (!(ls->minbar = mem_alloc((n + 1) * sizeof *ls->minbar))) {
                mem_free(work);
                return -1;
            }
            for (size_t i = 0; i < n; i++)
                ls->minbar[i] = -2;
        }
    for (uint32_t li = 0; li < am->nloops; li++) {
        const AccessLoop *L = &am->loops[li];
        if (!L->barrier || L->parent >= 0)
            continue;
        uint8_t *r = &ls->role[li * nb];
        uint32_t n = 0;
        for (uint32_t v = 0; v < nb; v++)
            r[v] = (uint8_t)rule_in_loop(am, li, v);
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

/* Full CTA barriers instruction i.. (to the block's end) executes for sure. */
static int64_t barriers_from(const KirFunc *f, uint32_t v, uint32_t from)
{
    int64_t n = 0;
    for (uint32_t i = from; i < f->blocks[v].first + f->blocks[v].ninst; i++)
        n += kir_barrier_full(&f->insts[i]) && f->insts[i].guard < 0;
    return n;
}

/* The fewest CTA barriers a thread passes from event e to the back edge of
 * loop li, staying in the loop (shortest paths, barriers as weights); -1
 * when no such path exists (the iteration of e is the thread's last). */
static int64_t min_barriers(const AccessModel *am, const AccessEvent *e, uint32_t li)
{
    const KirFunc *f = am->f;
    uint32_t nb = f->nblocks, hdr = am->loops[li].header;
    int64_t *dist = mem_alloc(((size_t)nb + 1) * sizeof *dist), best = -1;
    uint8_t *done = mem_alloc((size_t)nb + 1);
    if (!dist || !done) {
        mem_free(dist), mem_free(done);
        return 0;  // out of memory: 0 barriers is always a true lower bound
    }
    for (uint32_t v = 0; v < nb; v++)
        dist[v] = -1, done[v] = 0;
    /* dist[v]: barriers passed by the end of block v; the start block from e on */
    dist[e->block] = barriers_from(f, e->block, e->inst + 1);
    for (;;) {
        uint32_t u = UINT32_MAX;
        for (uint32_t v = 0; v < nb; v++)
            if (!done[v] && dist[v] >= 0 && (u == UINT32_MAX || dist[v] < dist[u]))
                u = v;
        if (u == UINT32_MAX)
            break;
        done[u] = 1;
        for (uint32_t k = 0; k < f->blocks[u].nsuccs; k++) {
            uint32_t s = f->blocks[u].succs[k];
            if (s == hdr) {  // a back edge: the next iteration starts
                best = best < 0 || dist[u] < best ? dist[u] : best;
                continue;
            }
            if (!rule_in_loop(am, li, s) || done[s])
                continue;  // leaving the loop: no next iteration on that path
            int64_t d = dist[u] + barriers_from(f, s, f->blocks[s].first);
            if (dist[s] < 0 || d < dist[s])
                dist[s] = d;
        }
    }
    mem_free(dist), mem_free(done);
    return best;
}

/* Loops holding barriers whose count per iteration has no closed form
 * (nested barrier loops: bitonic sort) run in lock-step all the same:
 * both threads pass the same barriers, so in the same iteration their
 * counts so far agree, and a thread in a later iteration (or past a
 * top-level loop) has passed every barrier the other one passes before
 * the back edge. Facts for a pair of events inside (or after) such loops. */
static const SymTerm *free_count_facts(RuleCtx *rc, Lockstep *ls, const AccessEvent *a, const AccessEvent *b)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    const SymTerm *f = sym_bool(c, 1);
    for (uint32_t li = 0; li < am->nloops; li++) {
        const AccessLoop *L = &am->loops[li];
        if (!L->barrier || L->kappa[1] == UINT32_MAX || L->kappa[2] == UINT32_MAX)
            continue;
        /* each event inside the loop, or (top-level loops) after it */
        int ina = rule_in_loop(am, li, a->block), inb = rule_in_loop(am, li, b->block);
        size_t nb = am->f->nblocks;
        int pasta = L->parent < 0 && ls->role[li * nb + a->block] == 2;
        int pastb = L->parent < 0 && ls->role[li * nb + b->block] == 2;
        if (!(ina || pasta) || !(inb || pastb))
            continue;
        const SymTerm *enc = sym_bool(c, 1);  // the same iteration of every enclosing barrier loop
        for (int32_t o = L->parent; o >= 0; o = am->loops[o].parent)
            if (am->loops[o].barrier)
                enc = sym_bin(c, SYM_BAND, enc, sym_bin(c, SYM_EQ, sym_var(c, am->loops[o].k[1]),
                                                        sym_var(c, am->loops[o].k[2])));
        const SymTerm *k1 = sym_var(c, L->k[1]), *k2 = sym_var(c, L->k[2]);
        const SymTerm *same = sym_bin(c, SYM_BAND, enc, sym_bin(c, SYM_EQ, k1, k2));
        f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, same),
                                            sym_bin(c, SYM_EQ, sym_var(c, L->kappa[1]), sym_var(c, L->kappa[2]))));
        const AccessEvent *ev[2] = { a, b };
        const SymTerm *ep[2] = { a->epoch[1], b->epoch[2] }, *kk[2] = { k1, k2 };
        int inside[2] = { ina, inb };
        for (int x = 0; x < 2; x++) {  // x's thread in an earlier iteration than the other's
            if (!inside[x])
                continue;  // after the loop: its k is the last iteration, nothing comes later
            int32_t *mb = &ls->minbar[(size_t)(ev[x] - am->events) * am->nloops + li];
            if (*mb == -2)
                *mb = (int32_t)min_barriers(am, ev[x], li);
            const SymTerm *earlier = sym_bin(c, SYM_BAND, enc, sym_bin(c, SYM_ULT, kk[x], kk[!x]));
            const SymTerm *after = *mb < 0 ? sym_bool(c, 0)
                : sym_bin(c, SYM_ULE, sym_bin(c, SYM_ADD, ep[x], sym_const(c, 64, (uint64_t)*mb)), ep[!x]);
            f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, earlier), after));
        }
    }
    return f;
}

typedef enum { RACE_SHARED, RACE_GLOBAL, RACE_SCOPED } RaceRule;

typedef struct {
    int global;              // global memory: global-race or scoped-atomic-race (else shared-race)
    RaceRule rule;
    uint32_t *region[3];     // global-race: [1], [2] per event, rule_region of its address
    Lockstep ls;
    const char *no_witness;  // unmodeled_order
    int block_ok;            // ... but the whole-block replay may confirm
    unsigned open;           // satisfiable obligations whose witness did not replay
    RuleOutcome first;       // VERIFIED, or the first pair left unknown
} SrState;

/* Thread 1 at a and thread 2 at b are in one barrier interval of one block
 * (the same count of barriers passed, and what bar.warp.sync and named
 * barriers add). */
static const SymTerm *same_interval(RuleCtx *rc, Lockstep *ls, const AccessEvent *a, const AccessEvent *b)
{
    SymCtx *c = rc->sym;
    const SymTerm *q = sym_bin(c, SYM_EQ, a->epoch[1], b->epoch[2]);
    if (!q || (q->op == SYM_CONST && !q->value))
        return q;
    q = sym_bin(c, SYM_BAND, q, lockstep_fact(rc, ls, a, b));
    if (ls->minbar)
        q = sym_bin(c, SYM_BAND, q, free_count_facts(rc, ls, a, b));
    if (rc->warp_ordered) {  // lanes of M of one warp: also the same bar.warp.sync interval
        const SymTerm *ordered = sym_bin(c, SYM_BAND, rule_same_warp(rc),
                                         sym_bin(c, SYM_BAND, in_mask(rc, 1), in_mask(rc, 2)));
        q = sym_bin(c, SYM_BAND, q, sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, ordered),
                                            sym_bin(c, SYM_EQ, a->wepoch[1], b->wepoch[2])));
    }
    if (rc->ncounted && rc->counted_ok)  // else named barriers order nothing here
        q = sym_bin(c, SYM_BAND, q, rule_counted_unordered(rc, a, b));
    return q;
}

/* The obligation of one pair less its base (rc->same_block, or
 * rc->same_grid for global-race): thread 1 at a, thread 2 at b, overlapping,
 * unordered: in the same barrier interval of one block, or (global-race) in
 * different blocks. Without `conds`, whether the threads execute a and b at
 * all is left open: a weaker, smaller formula, so unsatisfiable settles the
 * pair cheaply. */
/* Why pair_core found a pair unable to race without a query (evidence). */
static const char *const NEVER_INTERVAL = "never in one barrier interval (or ordered by an mbarrier phase or a lock)";
static const char *const NEVER_BUFFER = "distinct pointer parameters: distinct buffers (assumption param-alias)";
static const char *const NEVER_PARTIAL = "same-size accesses at different addresses only (a partial overlap is global-race's)";
static const char *const NEVER_FOLDED = "the conditions and addresses cannot hold together (folded to false)";

static const SymTerm *pair_core_why(RuleCtx *rc, SrState *st, const AccessEvent *a, const AccessEvent *b,
                                    int sp, int conds, const char **why);

static const SymTerm *pair_core(RuleCtx *rc, SrState *st, const AccessEvent *a, const AccessEvent *b,
                                int sp, int conds)
{
    const char *why;
    return pair_core_why(rc, st, a, b, sp, conds, &why);
}

/* pair_core, and where it is false, why (one of the NEVER_ texts). */
static const SymTerm *pair_core_why(RuleCtx *rc, SrState *st, const AccessEvent *a, const AccessEvent *b,
                                    int sp, int conds, const char **why)
{
    *why = NEVER_FOLDED;
    SymCtx *c = rc->sym;
    const SymTerm *iv = same_interval(rc, &st->ls, a, b), *blk = st->global ? rule_one_block(rc) : NULL;
    const SymTerm *ab = rule_mbar_ordered(rc, a, 1, b, 2), *ba = rule_mbar_ordered(rc, b, 2, a, 1);
    if (ab || ba)  // within a block, an mbarrier orders them (in some iterations)
        iv = sym_bin(c, SYM_BAND, iv, sym_un(c, SYM_BNOT, ab && ba ? sym_bin(c, SYM_BOR, ab, ba) : ab ? ab : ba));
    if (st->global)  // threads of different blocks: nothing orders them but memory
        iv = sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, blk), sym_bin(c, SYM_BAND, blk, iv));
    if (rc->sync)  // not ordered through a lock both hold
        iv = sym_bin(c, SYM_BAND, iv, sym_un(c, SYM_BNOT, rule_sync_ordered(rc, a, b, blk ? blk : sym_bool(c, 1))));
    if (!iv || (iv->op == SYM_CONST && !iv->value)) {
        *why = NEVER_INTERVAL;
        return iv;
    }
    if (st->global) {  // distinct parameters are distinct buffers (an assumption)
        uint32_t r1 = st->region[1][a - rc->am->events], r2 = st->region[2][b - rc->am->events];
        if (r1 != UINT32_MAX && r2 != UINT32_MAX && r1 != r2 && !rule_may_alias(rc, r1, r2)) {
            *why = NEVER_BUFFER;
            return sym_bool(c, 0);
        }
    }
    const SymTerm *q = conds ? sym_bin(c, SYM_BAND, a->cond[1], b->cond[2]) : sym_bool(c, 1);
    q = sym_bin(c, SYM_BAND, q, iv);
    if (conds && rule_sync_facts(rc))  // atomic slots differ
        q = sym_bin(c, SYM_BAND, q, rule_sync_facts(rc));
    if (a->after[1] && b->after[2])
        q = sym_bin(c, SYM_BAND, q, sym_bin(c, SYM_BAND, a->after[1], b->after[2]));
    q = sym_bin(c, SYM_BAND, q, !a->addr[1] || !b->addr[2] ? NULL  // shared addresses in 32 bits
                                : rule_event_overlap(c, a, b, !st->global));
    int same_size = a->bytes == b->bytes && !a->len[1] && !b->len[2];
    if (st->rule == RACE_SCOPED && !same_size)
        *why = NEVER_PARTIAL;
    if (st->rule == RACE_SCOPED)  // a .cta scope misses a thread of another block: the same bytes
        return same_size
            ? sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, q, sym_un(c, SYM_BNOT, blk)),
                      sym_bin(c, SYM_EQ, a->addr[1], b->addr[2]))
            : sym_bool(c, 0);  // a partial overlap is global-race's
    if (sp && same_size)  // strong pairs race only where they overlap partly
        q = sym_bin(c, SYM_BAND, q, sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, a->addr[1], b->addr[2])));
    return q;
}

static const SymTerm *base(RuleCtx *rc, const SrState *st)
{
    return st->global ? rc->same_grid : rc->same_block;
}

static const SymTerm *obligation(RuleCtx *rc, SrState *st, const AccessEvent *a, const AccessEvent *b,
                                 int sp, int conds)
{
    return sym_bin(rc->sym, SYM_BAND, base(rc, st), pair_core(rc, st, a, b, sp, conds));
}

/* The memory at launch a witness needs, in the buffers of its pointer
 * parameters ("; with idx[16] = 472, seen[472] = -1 at launch": at most
 * four cells, each once), into out; said where the witness read memory the
 * kernel writes as it was at launch (early loads: the race depends on
 * that memory), else left to the witness's inputs in JSON. */
static void launch_memory(const RuleCtx *rc, const RuleWitness *w, char *out, size_t size)
{
    const AccessModel *am = rc->am;
    size_t at = 0;
    int early = 0;
    out[0] = 0;
    for (uint32_t i = 0; i < w->ninputs; i++)
        early |= rc->early_load[w->input[i].inst];  // (never an input nobody writes)
    for (uint32_t i = 0, shown = 0; early && i < w->ninputs && shown < 4; i++) {
        uint64_t addr = w->input[i].addr, bytes = w->input[i].bytes ? w->input[i].bytes : 1;
        int seen = 0;
        for (uint32_t j = 0; j < i && !seen; j++)
            seen = w->input[j].addr == addr;
        for (uint32_t p = 0; p < w->nparams && !seen; p++) {
            const KirVar *v = &am->m->vars[w->param[p]];
            uint64_t off = addr - w->param_value[p];
            if (v->size != 8 || off >= (UINT64_C(1) << 32) || off % bytes)
                continue;
            uint64_t x = w->input[i].value;
            long long val = bytes == 1 ? (int8_t)x : bytes == 2 ? (int16_t)x : bytes == 4 ? (int32_t)x : (long long)x;
            int n = snprintf(out + at, size - at, "%s%s[%llu] = %lld", shown ? ", " : "; with ", v->name,
                             (unsigned long long)(off / bytes), val);
            if (n < 0 || at + (size_t)n >= size) {
                out[at] = 0;
                return;
            }
            at += (size_t)n, shown++, seen = 1;
        }
    }
    if (at && at + 11 < size)
        snprintf(out + at, size - at, " at launch");
}

static RuleOutcome violation(RuleCtx *rc, const SrState *st, const AccessEvent *a, const AccessEvent *b,
                             const RuleWitness *w)
{
    const AccessModel *am = rc->am;
    uint32_t l1 = am->f->insts[a->inst].line, l2 = am->f->insts[b->inst].line;
    const char *lw = kir_line_word(am->m);
    char who[2][96];
    for (int t = 0; t < 2; t++) {  // global-race: each thread with its block
        const uint64_t *cta = t ? w->ctaid2 : w->ctaid;
        int n = snprintf(who[t], sizeof who[t], "thread (%llu,%llu,%llu)", (unsigned long long)w->tid[t][0],
                         (unsigned long long)w->tid[t][1], (unsigned long long)w->tid[t][2]);
        if (st->global && n > 0 && (size_t)n < sizeof who[t])
            snprintf(who[t] + n, sizeof who[t] - (size_t)n, " of block (%llu,%llu,%llu)", (unsigned long long)cta[0],
                     (unsigned long long)cta[1], (unsigned long long)cta[2]);
    }
    const char *verb[2] = { a->kind == ACCESS_READ ? "reads" : a->kind == ACCESS_ATOMIC ? "atomically updates" : "writes",
                            b->kind == ACCESS_READ ? "reads" : b->kind == ACCESS_ATOMIC ? "atomically updates" : "writes" };
    if (!st->global)
        verb[0] = a->kind == ACCESS_READ ? "reads" : "writes", verb[1] = b->kind == ACCESS_READ ? "reads" : "writes";
    char scalars[160] = "";  // global-race: the scalar parameters the witness chose
    for (uint32_t i = 0, at = 0; st->global && i < w->nparams && at + 40 < sizeof scalars; i++) {
        const KirVar *v = &am->m->vars[w->param[i]];
        if (v->size >= 8 || !v->size)
            continue;  // pointers (a struct's first field too): distinct buffers
        int64_t val = v->size >= 4 ? (int64_t)(int32_t)w->param_value[i] : (int64_t)w->param_value[i];
        int n = snprintf(scalars + at, sizeof scalars - at, "%s%s=%lld", at ? ", " : "; parameters ", v->name,
                         (long long)val);
        at = n > 0 && at + (uint32_t)n < sizeof scalars ? at + (uint32_t)n : (uint32_t)sizeof scalars;
    }
    char memory[200];
    launch_memory(rc, w, memory, sizeof memory);
    if (w->mixed)  // the whole-block replay's memory: say what it held
        snprintf(memory + strlen(memory), sizeof memory - strlen(memory),
                 "; other memory at launch a hash of each byte's address");
    if (st->global)
        snprintf(rc->buf[1], sizeof rc->buf[1],
                 "%s: %s %s %u bytes at 0x%llx (%s line %u) and %s %s %u bytes at 0x%llx "
                 "(%s line %u), %s%s%s",
                 st->rule == RACE_SCOPED ? "atomics of too narrow a scope" : "global-memory race", who[0],
                 verb[0], a->bytes, (unsigned long long)w->addr[0], lw, l1, who[1], verb[1], b->bytes,
                 (unsigned long long)w->addr[1], lw, l2,
                 st->rule == RACE_SCOPED ? "and a .cta scope does not include a thread of another block"
                                         : "with nothing ordering them", scalars, memory);
    else
        snprintf(rc->buf[1], sizeof rc->buf[1],
                 "shared-memory race: %s %s %u bytes at 0x%llx (%s line %u) and %s %s %u bytes at 0x%llx "
                 "(%s line %u) of block (%llu,%llu,%llu), with no barrier between%s%s",
                 who[0], verb[0], a->bytes, (unsigned long long)w->addr[0], lw, l1, who[1], verb[1], b->bytes,
                 (unsigned long long)w->addr[1], lw, l2, (unsigned long long)w->ctaid[0],
                 (unsigned long long)w->ctaid[1], (unsigned long long)w->ctaid[2],
                 rule_mbar_any(rc) ? " nor an mbarrier phase ordering them" : "", memory);
    RuleOutcome o = { .verdict = RULE_VIOLATION, .reason = rc->buf[1], .line1 = l1, .line2 = l2,
                      .inst1 = a->inst, .inst2 = b->inst, .space1 = a->space, .space2 = b->space,
                      .witness = *w };
    return o;
}

/* A conflicting pair of accesses (event indices) and whether the rule is
 * done with it. */
typedef struct {
    uint32_t a, b;
    uint8_t sp;    // a strong pair: 1, or 2 when only within one block (a .cta atomic)
    uint8_t blind; // global-race: the buffers of the two accesses could not be told apart, so a
                   // model may make two parameters overlap: no violation is confirmed
} SrPair;

/* Pairs whose obligations one query decides together (ORed): a safe
 * kernel's pairs cost a few queries instead of two each. A batch runs under
 * a smaller resource limit; where it is not decided, its pairs are asked
 * one by one under the full one. */
#define BATCH_RLIMIT 2000000u

/* The resource limit of the queries that ask whether a race needs its
 * index arithmetic to wrap (judge_pair): at -O0 they are seldom decided,
 * and where they are not, the race is judged as found. */
#define WRAP_RLIMIT 1000000u

/* Two plain stores of one scalar width each: a race of theirs is benign
 * where both store the same value to the same bytes (design.md: tolerated
 * unless --no-benign). Their pair's obligation without that case, or NULL
 * where the pair cannot be benign. */
static const SymTerm *not_benign(RuleCtx *rc, const SrPair *p, const AccessEvent *a, const AccessEvent *b)
{
    if (p->sp || (rc->launch && rc->launch->no_benign) || a->kind != ACCESS_WRITE || b->kind != ACCESS_WRITE ||
        !a->value[1] || !b->value[2] || a->bytes != b->bytes || a->value[1]->width != b->value[2]->width)
        return NULL;
    SymCtx *c = rc->sym;
    const SymTerm *same = sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, a->addr[1], b->addr[2]),
                                  sym_bin(c, SYM_EQ, a->value[1], b->value[2]));
    return sym_un(c, SYM_BNOT, same);
}

/* Is an assumption of this kind about the pair a, b listed already? */
static int noted(const RuleCtx *rc, RuleAssumeKind kind, const AccessEvent *a, const AccessEvent *b)
{
    for (uint32_t i = 0; i < rc->nassume; i++)
        if (rc->assume[i].kind == kind && rc->assume[i].inst[0] == a->inst && rc->assume[i].inst[1] == b->inst)
            return 1;
    return 0;
}

/* Lists the benign pair a, b of global-race (global) or shared-race with
 * the proof's assumptions (once). */
static void note_benign(RuleCtx *rc, const AccessEvent *a, const AccessEvent *b, int global)
{
    if (noted(rc, RULE_ASSUME_BENIGN, a, b))
        return;
    rule_assume(rc, (RuleAssumption){ { UINT32_MAX, UINT32_MAX }, { a->inst, b->inst }, 0, RULE_ASSUME_BENIGN, 0,
                                      (uint8_t)global, 0, -1, 0, 0, 0, { 0, 0 } });
}

/* The scalar parameters an index condition mentions (at most two), as
 * module variables. */
typedef struct {
    const AccessModel *am;
    uint32_t param[2];
} WrapParams;

static int wrap_param(void *ctx, uint32_t var)
{
    WrapParams *wp = ctx;
    const AccessModel *am = wp->am;
    for (uint32_t i = 0; i < am->m->nvars; i++)
        if (am->param_val[i] == var && am->m->vars[i].size != 8) {
            if (wp->param[0] == UINT32_MAX || wp->param[0] == i)
                wp->param[0] = i;
            else if (wp->param[1] == UINT32_MAX)
                wp->param[1] = i;
        }
    return 0;  // every variable visited
}

/* Lists that the pair a, b races only where its index arithmetic wraps
 * (nw, rule_no_wrap): the proof assumes it does not; `model` wraps (its
 * value of the first scalar parameter is shown). */
static void note_wrap(RuleCtx *rc, const AccessEvent *a, const AccessEvent *b, int global, const SymTerm *nw,
                      const uint64_t *model, const SymTerm *full)
{
    WrapParams wp = { rc->am, { UINT32_MAX, UINT32_MAX } };
    if (noted(rc, RULE_ASSUME_NOWRAP, a, b))
        return;
    sym_mentions(rc->sym, nw, wrap_param, &wp);
    uint32_t pv = wp.param[0] != UINT32_MAX ? rc->am->param_val[wp.param[0]] : UINT32_MAX;
    uint64_t v = pv != UINT32_MAX && model ? model[pv] : 0;
    RuleAssumption x = { { wp.param[0], wp.param[1] }, { a->inst, b->inst }, 0, RULE_ASSUME_NOWRAP, v,
                         (uint8_t)global, 0, -1, 0, 0, 0, { 0, 0 } };
    /* the values of the (first) parameter for which nothing wraps: there the pair does not race */
    x.ranged = pv != UINT32_MAX &&
               (uint8_t)rule_no_wrap_range(rc, full, a->addr[1], b->addr[2], pv, &x.range_lo, &x.range_hi);
    rule_assume(rc, x);
}

/* The last try for a witness: the two threads read memory the kernel
 * writes as it was at launch before their first barriers (RuleCtx.
 * early_load), a model asked for with one value per address of it. */
static int replay_early(RuleCtx *rc, const SymTerm *full, const AccessEvent *a, const AccessEvent *b, int sp,
                        RuleWitness *w)
{
    SmtResult r;
    if (!rc->any_early)
        return 0;
    rc->use_early = 1;
    int ok = rule_solve_afresh(rc, sym_bin(rc->sym, SYM_BAND, full, rule_witness_facts(rc)), &r) == SMT_RACE &&
             rule_replay(rc, r.model, a, b, sp, w);
    rc->use_early = 0;
    return ok;
}

/* Judges pair p alone. Returns 1 with *out set when a violation is
 * confirmed; else 0, with an open pair recorded in st. `cheap` first tries
 * the obligation without the execution conditions. */
static int judge_pair(RuleCtx *rc, SrState *st, const SrPair *p, int cheap, RuleOutcome *out)
{
    const AccessModel *am = rc->am;
    const AccessEvent *a = &am->events[p->a], *b = &am->events[p->b];
    SmtResult r;
    if (cheap && rule_solve(rc, obligation(rc, st, a, b, p->sp, 0), &r) == SMT_SAFE)
        return 0;  // never the same bytes in one interval, executed or not
    const SymTerm *full = obligation(rc, st, a, b, p->sp, 1);
    /* a blind pair reports no witness: a readable model is no use to it */
    SmtOutcome o = p->blind ? rule_solve(rc, full, &r) : rule_solve_witness(rc, full, &r);
    if (o == SMT_SAFE)
        return 0;
    const SymTerm *nb = o == SMT_RACE ? not_benign(rc, p, a, b) : NULL;
    if (nb) {  // every race of the two stores the same value to the same bytes: benign
        full = sym_bin(rc->sym, SYM_BAND, full, nb);
        o = p->blind ? rule_solve(rc, full, &r) : rule_solve_witness(rc, full, &r);
        const SymTerm *bc = rule_broadcast_facts(rc);
        if (o == SMT_RACE && !(bc->op == SYM_CONST && bc->value)) {
            /* values two threads of one block read from one shared word in one interval are
             * one (that rests on shared-race, as barrier-divergence's use of them does): asked
             * only where the plain question leaves a race (the facts make it costlier) */
            SmtResult rb;
            const SymTerm *fb = sym_bin(rc->sym, SYM_BAND, full, sym_bin(rc->sym, SYM_BOR,
                                        sym_un(rc->sym, SYM_BNOT, rule_one_block(rc)), bc));
            if (rule_solve(rc, fb, &rb) == SMT_SAFE)
                o = SMT_SAFE;  // (else the race goes on as found, its witness search unchanged)
        }
        if (o == SMT_SAFE) {
            note_benign(rc, a, b, st->global);
            return 0;
        }
    }
    /* global-race: a race only where index arithmetic wraps (row * stride past 2^31 for a stride
     * nobody uses) is not the kernel's violation: proved assuming it does not wrap, listed as a
     * warning (shared addresses: 32-bit offsets into one block's objects, not such indices) */
    const SymTerm *exact = NULL;
    const SymTerm *nw = o == SMT_RACE && st->global ? rule_no_wrap(rc, full, a->addr[1], b->addr[2], NULL) : NULL;
    if (nw && r.model && !sym_eval(rc->sym, nw, r.model) &&  // (a model where nothing wraps: a witness as it is)
        rule_no_wrap(rc, full, a->addr[1], b->addr[2], &exact)) {
        SmtResult e;
        uint64_t budget = rc->solve_budget;  // not decided cheaply: the race stands as it was found
        rc->solve_budget = budget && budget < WRAP_RLIMIT ? budget : WRAP_RLIMIT;
        SmtOutcome oe = rule_solve(rc, exact, &e);
        if (oe == SMT_RACE && e.model && !sym_eval(rc->sym, nw, e.model)) {  // a model of the widened addresses
                                                                               // may wrap: one where nothing does
            exact = sym_bin(rc->sym, SYM_BAND, exact, nw);
            oe = p->blind ? rule_solve(rc, exact, &e) : rule_solve_witness(rc, exact, &e);
        }
        rc->solve_budget = budget;
        if (oe == SMT_SAFE) {
            note_wrap(rc, a, b, st->global, nw, r.model, full);
            return 0;
        }
        if (oe == SMT_RACE)  // a race without wrapping: its witness
            full = exact, r = e;
    }
    RuleWitness w;
    memset(&w, 0, sizeof w);
    const char *why = p->blind ? "the buffers of the two accesses could not be told apart: the witness "
                                 "may need two pointer parameters to overlap" : st->no_witness;
    if (o == SMT_RACE && !p->blind &&
        ((!st->no_witness &&
          (rule_replay(rc, r.model, a, b, p->sp, &w) ||  // the readable model, else the first one
           (rc->cta_uniform && rule_replay_block(rc, r.model, a, b, p->sp, &w)) ||
           (rule_solve(rc, full, &r) == SMT_RACE && rule_replay(rc, r.model, a, b, p->sp, &w)) ||
           (rule_solve_afresh(rc, sym_bin(rc->sym, SYM_BAND, full, rule_input_facts(rc)), &r) == SMT_RACE &&
            (rule_replay(rc, r.model, a, b, p->sp, &w) ||  // one memory of inputs
             (rc->cta_uniform && rule_replay_atomic_pair(rc, r.model, a, b, p->sp, &w)))) ||
           (rule_solve_small(rc, full, &r) == SMT_RACE && rule_replay(rc, r.model, a, b, p->sp, &w)) ||
           replay_early(rc, full, a, b, p->sp, &w) ||
           (rc->cta_uniform && rule_solve_witness(rc, full, &r) == SMT_RACE &&
            rule_replay_block_mixed(rc, r.model, a, b, p->sp, &w)))) ||
         (st->no_witness && st->block_ok && rc->cta_uniform && rule_replay_block(rc, r.model, a, b, p->sp, &w)))) {
        rule_note(rc, a->inst, b->inst, "a replay of the solver's model confirmed the race (the finding's witness)");
        *out = violation(rc, st, a, b, &w);
        if ((out->needs = rule_needs(rc, full, &w)) != NULL) {  // said plainly: only an unusual launch races
            size_t n = strlen(rc->buf[1]);
            snprintf(rc->buf[1] + n, sizeof rc->buf[1] - n, "; only when %s: give --block and --grid of the "
                     "launches you use", out->needs);
        }
        return 1;
    }
    if (o == SMT_RACE)
        rule_note(rc, a->inst, b->inst, "no replay reproduced the solver's model: not a violation (unknown)");
    st->open++;
    if (st->first.verdict == RULE_UNKNOWN)
        return 0;
    uint32_t l1 = am->f->insts[a->inst].line, l2 = am->f->insts[b->inst].line;
    if (o == SMT_RACE)
        snprintf(rc->buf[1], sizeof rc->buf[1],
                 "%s lines %u and %u may access the same %s bytes %s; witness not confirmed (%s)",
                 kir_line_word(am->m), l1, l2,
                 st->global ? "global" : "shared", st->global ? "unordered" : "in one barrier interval",
                 why ? why : "the replay did not reproduce it");
    else
        snprintf(rc->buf[1], sizeof rc->buf[1], "%s lines %u and %u: %s", kir_line_word(am->m), l1, l2, r.reason);
    st->first = (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = rc->buf[1], .line1 = l1, .line2 = l2 };
    return 0;
}

/* rule_batch's view of a rule's pairs. */
typedef struct {
    RuleCtx *rc;
    SrState *st;
    SrPair *pairs;
    RuleOutcome *out;
} SrBatch;

static const SymTerm *batch_core(void *ctx, uint32_t k)
{
    const SrBatch *sb = ctx;
    const AccessEvent *ev = sb->rc->am->events;
    const SrPair *p = &sb->pairs[k];
    return pair_core(sb->rc, sb->st, &ev[p->a], &ev[p->b], p->sp, 1);
}

static int batch_alone(void *ctx, uint32_t k, int named)
{
    const SrBatch *sb = ctx;
    return judge_pair(sb->rc, sb->st, &sb->pairs[k], !named, sb->out);
}

static int batch_full(void *ctx)
{
    const SrBatch *sb = ctx;
    return sb->st->open >= (sb->rc->cta_uniform ? MAX_OPEN : MAX_OPEN_NONUNIFORM);
}

/* shared-race and global-race: every conflicting pair of accesses to the
 * rule's space, batched. */
static RuleOutcome check_races(RuleCtx *rc, RaceRule rule)
{
    int global = rule != RACE_SHARED;
    const AccessModel *am = rc->am;
    uint32_t line;
    const char *why = unsupported(rc, global, &line);
    if (why)
        return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = why, .line1 = line };
    rc->warp_ordered = warp_barriers_order(rc);
    if (rule_sync_init(rc) < 0)
        return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = "out of memory" };
    SrState st = { .global = global, .rule = rule, .first = { .verdict = RULE_VERIFIED } };
    st.no_witness = unmodeled_order(rc, &st.block_ok);
    KirSpace space = global ? KIR_SPACE_GLOBAL : KIR_SPACE_SHARED;
    size_t cap = (size_t)am->nevents * (am->nevents + 1) / 2 + 1;
    SrPair *pairs = mem_alloc(cap * sizeof *pairs);
    for (int t = 1; t <= 2 && global; t++)  // each address's buffer, once
        if ((st.region[t] = mem_alloc(((size_t)am->nevents + 1) * sizeof *st.region[t])) != NULL)
            for (uint32_t i = 0; i < am->nevents; i++)
                st.region[t][i] = is_access(&am->events[i], space) ? rule_region(rc, am->events[i].addr[t]) : UINT32_MAX;
    if (!pairs || lockstep_init(am, &st.ls) < 0 || (global && (!st.region[1] || !st.region[2]))) {
        mem_free(pairs), mem_free(st.ls.role), mem_free(st.region[1]), mem_free(st.region[2]);
        return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = "out of memory" };
    }
    uint32_t n = 0;
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *a = &am->events[i];
        for (uint32_t j = i; is_access(a, space) && j < am->nevents; j++) {
            const AccessEvent *b = &am->events[j];
            if (!is_access(b, space) || !conflicting(a, b))
                continue;
            int sp = strong(am, a) && strong(am, b);
            int cta = sp && global && (kir_inst_scope(&am->f->insts[a->inst]) == KIR_SCOPE_CTA ||
                                       kir_inst_scope(&am->f->insts[b->inst]) == KIR_SCOPE_CTA);
            if (rule == RACE_SCOPED && !cta)
                continue;  // weak pairs are global-race's; strong ones of wide scope are morally strong
            sp = cta && rule == RACE_SCOPED ? 2 : sp;  // the replay: strong only within one block
            const char *never;
            const SymTerm *q = pair_core_why(rc, &st, a, b, sp, 0, &never);
            if (q && q->op == SYM_CONST && !q->value) {  // never in one barrier interval, or distinct buffers
                rule_note(rc, a->inst, b->inst, never);
                continue;
            }
            uint32_t ra = global ? st.region[1][i] : 0, rb = global ? st.region[2][j] : 0;
            pairs[n++] = (SrPair){ .a = i, .b = j, .sp = (uint8_t)sp,
                                   .blind = (uint8_t)(global && (ra == UINT32_MAX || rb == UINT32_MAX ||
                                                                 (ra != rb && !rule_may_alias(rc, ra, rb)))) };
        }
    }
    RuleOutcome out = st.first;
    SrBatch sb = { rc, &st, pairs, &out };
    RuleBatch rb = { batch_core, batch_alone, batch_full, &sb };
    uint64_t budget = rc->solve_budget;
    if (!rc->cta_uniform)
        rc->solve_budget = NONUNIFORM_RLIMIT;
    int found = rule_batch(rc, &rb, base(rc, &st), n, BATCH_RLIMIT);
    rc->solve_budget = budget;
    if (found < 0)
        st.first = (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = "out of memory" };
    mem_free(pairs), mem_free(st.ls.role), mem_free(st.ls.minbar), mem_free(st.region[1]), mem_free(st.region[2]);
    if (found > 0)
        return out;
    if (!rc->cta_uniform)  // the intervals counted rest on uniform barriers: no proof, but the races
                           // replayed above hold (both threads passed as many barriers, run concretely)
        return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = "CTA barriers are not proven uniform (see barrier-divergence)" };
    return st.first;
}

RuleOutcome rule_check_shared_race(RuleCtx *rc)
{
    return check_races(rc, RACE_SHARED);
}

RuleOutcome rule_check_global_race(RuleCtx *rc)
{
    return check_races(rc, RACE_GLOBAL);
}

RuleOutcome rule_check_scoped_atomic_race(RuleCtx *rc)
{
    return check_races(rc, RACE_SCOPED);
}
