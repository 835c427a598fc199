/*
 * async_copy.c - rule async-copy-race: shared (and global) memory that the
 * asynchronous proxy writes or reads (cp.async, cp.async.bulk / TMA,
 * cp.reduce.async.bulk, wgmma, tcgen05) used before the operation
 * completes, or generic-proxy writes it reads without fence.proxy.async.
 * Consumes: the access model (cp.async events with their commit-group
 * numbers, barrier counts), the shared constraints (RuleCtx) and the
 * barrier-divergence result. Produces: VERIFIED when the kernel holds no
 * operation of the asynchronous proxy (nor of the texture proxy on memory
 * it writes), or only cp.async ops, bulk loads and bulk stores whose every
 * conflict is ordered; a VIOLATION with a replayed witness; else UNKNOWN
 * with the reason.
 *
 * cp.async (PTX ISA, "Asynchronous copies"): a copy belongs to the group
 * its thread's next cp.async.commit_group closes (number g = the commits
 * the thread made before it); cp.async.wait_group N completes every group
 * but the newest N of that thread, wait_all every one. The copy's write of
 * its .shared destination and read of its .global source happen at some
 * time between its issue and the wait that completes its group; another
 * thread sees it complete only after a CTA barrier that follows that wait.
 * So a copy C of thread 1 and an access X of thread 2 to the same bytes
 * (one of them writing) race when
 *  - another thread of the block: X is not before a barrier thread 1
 *    passed before issuing C (epoch2(X) >= epoch1(C)), and thread 1 had
 *    not completed g(C) when it passed its last barrier before X;
 *  - the same thread: X comes after C in program order and before a wait
 *    that completes g(C). (The thread's own earlier accesses come before
 *    the copy it issues after them.)
 * Groups known complete are lower bounds: at a point p, every group below
 * G(p) - U(p) is complete, U(p) an upper bound on the groups committed but
 * perhaps not complete (a forward dataflow over the CFG: commit +1, wait N
 * min(U, N), joins max, loops to a fixpoint, unbounded past a cap); at a
 * barrier U is also kept as UB, and every group below G(p) - UB(p) was
 * complete at the thread's last barrier. "Thread 1's last barrier before X"
 * is thread 2's: barriers are uniform (barrier-divergence) and commit
 * groups must be too (every thread at a barrier has committed as many
 * groups: an obligation here), so thread 2's G - UB speaks for thread 1.
 * The replay (rule_replay_async) runs the threads with their groups and
 * waits and confirms the conflict on the concrete traces.
 */
#include "rules_int.h"
#include "warpsafe/vec.h"

#include <stdio.h>
#include <string.h>

static RuleOutcome unknown(RuleCtx *rc, const KirInst *in, const char *what)
{
    snprintf(rc->buf[0], sizeof rc->buf[0], "%s at %s line %u: %s", in->mnemonic, kir_line_word(rc->am->m),
             in->line, what);
    return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = rc->buf[0], .line1 = in->line };
}

/* An operation of the asynchronous proxy the KIR has no opcode for. */
static int opaque_async(const KirInst *in)
{
    return in->op == KIR_OP_OPAQUE && in->mnemonic && strncmp(in->mnemonic, "tcgen05.", 8) == 0;
}

/* A texture or surface access (the texture proxy). */
static int texture_proxy(const KirInst *in)
{
    static const char *const prefix[] = { "tex.", "tld4.", "suld.", "sust.", "sured." };
    for (size_t i = 0; in->mnemonic && i < sizeof prefix / sizeof prefix[0]; i++)
        if (strncmp(in->mnemonic, prefix[i], strlen(prefix[i])) == 0)
            return 1;
    return 0;
}

/* A generic-proxy write of memory another proxy could read: a store,
 * atomic or reduction outside .local and .param. */
static int generic_write(const KirInst *in)
{
    return (in->op == KIR_OP_ST || in->op == KIR_OP_ATOM || in->op == KIR_OP_RED) &&
           in->space != KIR_SPACE_LOCAL && in->space != KIR_SPACE_PARAM;
}

/* ---- groups known complete: the dataflow of U and UB ---- */

enum { CAP = 64, INF = CAP + 1 };

typedef struct {
    uint8_t u, ub;  // 0..CAP, or INF: nothing known
} Pending;

static uint8_t inc(uint8_t x)
{
    return x >= CAP ? INF : (uint8_t)(x + 1);
}

/* The state after instruction in. */
static Pending step(Pending p, const KirInst *in)
{
    int commits;
    int64_t wait;
    if (kir_cp_group(in, &commits, &wait)) {
        if (commits)
            p.u = inc(p.u), p.ub = inc(p.ub);
        if (in->guard < 0 && wait >= 0 && wait < p.u)  // a guarded wait may not run: nothing known
            p.u = (uint8_t)wait;
    } else if (kir_barrier_full(in)) {
        p.ub = in->guard < 0 ? p.u : (p.u > p.ub ? p.u : p.ub);
    }
    return p;
}

/* Per instruction, the state before it (unreachable ones: nothing known).
 * -1 on OOM. */
static int pending_flow(const KirFunc *f, Pending *at)
{
    for (uint32_t i = 0; i < f->ninsts; i++)
        at[i] = (Pending){ INF, INF };
    Pending *in = mem_alloc(((size_t)f->nblocks + 1) * sizeof *in);
    uint8_t *seen = mem_alloc((size_t)f->nblocks + 1);
    if (!in || !seen) {
        mem_free(in), mem_free(seen);
        return -1;
    }
    memset(seen, 0, f->nblocks + 1);
    if (f->nblocks)
        in[0] = (Pending){ 0, 0 }, seen[0] = 1;
    for (int changed = 1; changed;) {  // values only grow, to INF at most: it ends
        changed = 0;
        for (uint32_t v = 0; v < f->nblocks; v++) {
            if (!seen[v])
                continue;
            Pending p = in[v];
            for (uint32_t j = 0; j < f->blocks[v].ninst; j++) {
                at[f->blocks[v].first + j] = p;
                p = step(p, &f->insts[f->blocks[v].first + j]);
            }
            for (uint32_t k = 0; k < f->blocks[v].nsuccs; k++) {
                uint32_t s = f->blocks[v].succs[k];
                Pending o = seen[s] ? in[s] : (Pending){ 0, 0 };
                Pending n = { o.u > p.u ? o.u : p.u, o.ub > p.ub ? o.ub : p.ub };
                if (!seen[s] || n.u != o.u || n.ub != o.ub)
                    in[s] = n, seen[s] = 1, changed = 1;
            }
        }
    }
    mem_free(in), mem_free(seen);
    return 0;
}

/* ---- the obligations ---- */

typedef struct {
    Pending *at;          // per instruction (pending_flow)
    const char *no_witness; // ordering the obligations leave out: a SAT one stays unknown
    RuleOutcome first;    // VERIFIED, or the first conflict left unknown
    unsigned open;
} AcState;

enum { MAX_OPEN = 12 };

/* A bulk copy into shared memory signalling an mbarrier (TMA, kir_bulk
 * LOAD): in no commit group, it lands when the mbarrier says so. */
static int bulk(const AccessModel *am, const AccessEvent *e)
{
    return kir_bulk(&am->f->insts[e->inst]) == KIR_BULK_LOAD;
}

/* The copy's access: its write of .shared (ASYNC) or read of .global. */
static int copy_access(const AccessModel *am, const AccessEvent *e)
{
    return kir_async_copy(&am->f->insts[e->inst]) && (e->kind == ACCESS_ASYNC || e->kind == ACCESS_READ) &&
           e->addr[1];
}

/* Does X conflict with copy access C? The destination with every access of
 * .shared (other copies' included), the source with writes of .global. */
static int conflicts(const AccessModel *am, const AccessEvent *c, const AccessEvent *x)
{
    if (!x->addr[1])
        return 0;
    int xcopy = copy_access(am, x);
    if (c->kind == ACCESS_ASYNC)
        return x->space == KIR_SPACE_SHARED &&
               (x->kind == ACCESS_ASYNC || (!xcopy && (x->kind == ACCESS_READ || x->kind == ACCESS_WRITE ||
                                                       x->kind == ACCESS_ATOMIC)));
    return !xcopy && (x->space == KIR_SPACE_GLOBAL || x->space == KIR_SPACE_NONE) &&
           (x->kind == ACCESS_WRITE || x->kind == ACCESS_ATOMIC);
}

/* Group g (thread 1's) is known complete by thread 2's bound `done`, or
 * by its count G and the static bound u of groups pending. */
static const SymTerm *complete(SymCtx *c, const SymTerm *g, const SymTerm *done, const SymTerm *G, uint8_t u)
{
    const SymTerm *by = done ? sym_bin(c, SYM_ULT, g, done) : sym_bool(c, 0);
    if (u >= INF)
        return by;
    const SymTerm *uu = sym_const(c, 64, u);
    return sym_bin(c, SYM_BOR, by, sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULE, uu, G),
                                          sym_bin(c, SYM_ULT, g, sym_bin(c, SYM_SUB, G, uu))));
}

/* The loop whose body's outermost part (strictly inside `inner`, -1: the
 * function) holds block v: its header, or v itself. */
static uint32_t rep(const AccessModel *am, int32_t inner, uint32_t v)
{
    int32_t l = am->loop_of[v], top = -1;
    for (; l >= 0 && l != inner; l = am->loops[l].parent)
        top = l;
    return top >= 0 ? am->loops[top].header : v;
}

/* Thread 1's instance of a comes before thread 2's instance of b, for two
 * instances of one thread: lexicographic over the iterations of the loops
 * holding both (outermost first), then the order inside one iteration of
 * the innermost (blocks in reverse post-order, inner loops taken whole). */
static const SymTerm *before(RuleCtx *rc, const AccessEvent *a, const AccessEvent *b)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    int32_t inner = -1;
    const SymTerm *eq = sym_bool(c, 1), *lt = sym_bool(c, 0);
    for (uint32_t li = 0; li < am->nloops; li++) {
        if (!rule_in_loop(am, li, a->block) || !rule_in_loop(am, li, b->block))
            continue;
        const SymTerm *k1 = sym_var(c, am->loops[li].k[1]), *k2 = sym_var(c, am->loops[li].k[2]);
        lt = sym_bin(c, SYM_BOR, lt, sym_bin(c, SYM_BAND, eq, sym_bin(c, SYM_ULT, k1, k2)));
        eq = sym_bin(c, SYM_BAND, eq, sym_bin(c, SYM_EQ, k1, k2));
        inner = (int32_t)li;
    }
    uint32_t ra = rep(am, inner, a->block), rb = rep(am, inner, b->block);
    int first = ra == rb ? a->inst < b->inst || (a->inst == b->inst && a < b)
                         : am->rpo_index[ra] < am->rpo_index[rb];
    return first ? sym_bin(c, SYM_BOR, lt, eq) : lt;
}

static int is_true(const SymTerm *t)
{
    return t && t->op == SYM_CONST && t->value;
}

/* Thread 1's bytes of a and thread 2's of x overlap (.shared addresses in
 * 32 bits, rule_overlap_narrow). */
static const SymTerm *overlap(SymCtx *c, const AccessEvent *a, const AccessEvent *x)
{
    return rule_event_overlap(c, a, x, a->space == KIR_SPACE_SHARED && x->space == KIR_SPACE_SHARED);
}

/* Thread 1 and thread 2 are one thread. */
static const SymTerm *one_thread(RuleCtx *rc)
{
    SymCtx *c = rc->sym;
    const AccessModel *am = rc->am;
    const SymTerm *one = rc->any_grid;
    for (int k = 0; k < 3; k++)
        one = sym_bin(c, SYM_BAND, one,
                      sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, sym_var(c, am->tid[1][k]), sym_var(c, am->tid[2][k])),
                              sym_bin(c, SYM_EQ, sym_var(c, am->ctaid[1][k]), sym_var(c, am->ctaid[2][k]))));
    return one;
}

/* Thread 1 executes a and thread 2 x (each where it runs at all, and
 * after its start), and `ov`: their bytes overlap. */
static const SymTerm *both_at(SymCtx *c, const AccessEvent *a, const AccessEvent *x, const SymTerm *ov)
{
    const SymTerm *q = sym_bin(c, SYM_BAND, a->cond[1], x->cond[2]);
    return sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, q, sym_bin(c, SYM_BAND, a->after[1], x->after[2])), ov);
}

/* The obligation: thread 1's copy access a and thread 2's access x race
 * (same: two instances of one thread). Without `path` only the static bound
 * of groups pending counts as completing (a weaker obligation, smaller and
 * often enough). */
static const SymTerm *obligation(RuleCtx *rc, const AcState *st, const AccessEvent *a, const AccessEvent *x,
                                 int same, int path)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    const SymTerm *q = both_at(c, a, x, overlap(c, a, x));
    Pending p = st->at[x->inst];
    int nogroup = bulk(am, a);  // complete only through its mbarrier (rule_mbar_landed)
    const SymTerm *landed = rule_mbar_landed(rc, a, 1, x, 2), *ordered = rule_mbar_ordered(rc, x, 2, a, 1);
    if (landed || ordered)  // in the iterations where an mbarrier's phase orders them, they do not race
        q = sym_bin(c, SYM_BAND, q, sym_un(c, SYM_BNOT, landed && ordered ? sym_bin(c, SYM_BOR, landed, ordered)
                                                                          : landed ? landed : ordered));
    if (same) {
        q = sym_bin(c, SYM_BAND, q, sym_bin(c, SYM_BAND, one_thread(rc), before(rc, a, x)));
        if (nogroup)
            return q;
        return sym_bin(c, SYM_BAND, q, sym_un(c, SYM_BNOT, complete(c, a->group[1], path ? x->done[2] : NULL, x->group[2], p.u)));
    }
    q = sym_bin(c, SYM_BAND, q, sym_bin(c, SYM_BAND, rc->same_block, sym_bin(c, SYM_ULE, a->epoch[1], x->epoch[2])));
    if (nogroup)
        return q;
    return sym_bin(c, SYM_BAND, q, sym_un(c, SYM_BNOT, complete(c, a->group[1], path ? x->done_bar[2] : NULL, x->group[2], p.ub)));
}

static const char *verb(const AccessModel *am, const AccessEvent *e)
{
    if (copy_access(am, e))
        return e->kind == ACCESS_ASYNC ? "writes by another asynchronous copy" : "reads as a copy's source";
    return e->kind == ACCESS_READ ? "reads" : e->kind == ACCESS_ATOMIC ? "atomically updates" : "writes";
}

/* "thread (x,y,z)" for the witness's two threads. */
static void thread_names(const RuleWitness *w, char who[2][64])
{
    for (int t = 0; t < 2; t++)
        snprintf(who[t], 64, "thread (%llu,%llu,%llu)", (unsigned long long)w->tid[t][0],
                 (unsigned long long)w->tid[t][1], (unsigned long long)w->tid[t][2]);
}

/* The violation of a and b whose message is in rc->buf[1]. */
static RuleOutcome violation_of(RuleCtx *rc, const AccessEvent *a, const AccessEvent *b, const RuleWitness *w)
{
    const AccessModel *am = rc->am;
    return (RuleOutcome){ .verdict = RULE_VIOLATION, .reason = rc->buf[1], .line1 = am->f->insts[a->inst].line,
                          .line2 = am->f->insts[b->inst].line, .inst1 = a->inst, .inst2 = b->inst,
                          .space1 = a->space, .space2 = b->space, .witness = *w };
}

static RuleOutcome violation(RuleCtx *rc, const AccessEvent *a, const AccessEvent *x, int same,
                             const RuleWitness *w, uint32_t group)
{
    const AccessModel *am = rc->am;
    uint32_t l1 = am->f->insts[a->inst].line, l2 = am->f->insts[x->inst].line;
    const char *lw = kir_line_word(am->m);
    char who[2][64];
    thread_names(w, who);
    const char *what = a->kind == ACCESS_ASYNC ? "writes" : "reads";
    const char *mem = a->kind == ACCESS_ASYNC ? "shared" : "global";
    unsigned n1 = w->bytes[0] ? w->bytes[0] : a->bytes, n2 = w->bytes[1] ? w->bytes[1] : x->bytes;
    if (bulk(am, a)) {
        char ctx[160];
        if (same && copy_access(am, x) && x->kind == ACCESS_ASYNC)
            snprintf(ctx, sizeof ctx, "then a later asynchronous copy of its own writes them again");
        else if (same)
            snprintf(ctx, sizeof ctx, "then %s them itself", verb(am, x));
        else
            snprintf(ctx, sizeof ctx, "and %s %s %u bytes at 0x%llx", who[1], verb(am, x), n2,
                     (unsigned long long)w->addr[1]);
        snprintf(rc->buf[1], sizeof rc->buf[1],
                 "async-copy race: %s of block (%llu,%llu,%llu) issues a bulk copy (%s, %s line %u) that %s %u "
                 "bytes of %s memory at 0x%llx, %s (%s line %u) before a wait on the copy's mbarrier completes "
                 "the phase its bytes count in",
                 who[0], (unsigned long long)w->ctaid[0], (unsigned long long)w->ctaid[1],
                 (unsigned long long)w->ctaid[2], am->f->insts[a->inst].mnemonic, lw, l1, what, n1, mem,
                 (unsigned long long)w->addr[0], ctx, lw, l2);
    } else if (same)
        snprintf(rc->buf[1], sizeof rc->buf[1],
                 "async-copy race: %s of block (%llu,%llu,%llu) issues a cp.async (%s line %u, commit group %u) "
                 "that %s %u bytes of %s memory at 0x%llx, then %s them itself (%s line %u) before any "
                 "cp.async.wait_group completes group %u",
                 who[0], (unsigned long long)w->ctaid[0], (unsigned long long)w->ctaid[1],
                 (unsigned long long)w->ctaid[2], lw, l1, group, what, n1, mem, (unsigned long long)w->addr[0],
                 verb(am, x), lw, l2, group);
    else
        snprintf(rc->buf[1], sizeof rc->buf[1],
                 "async-copy race: %s of block (%llu,%llu,%llu) issues a cp.async (%s line %u, commit group %u) "
                 "that %s %u bytes of %s memory at 0x%llx, and %s %s %u bytes at 0x%llx (%s line %u) after "
                 "%u barriers, while no cp.async.wait_group (nor mbarrier wait) completing group %u precedes a "
                 "barrier between them",
                 who[0], (unsigned long long)w->ctaid[0], (unsigned long long)w->ctaid[1],
                 (unsigned long long)w->ctaid[2], lw, l1, group, what, n1, mem, (unsigned long long)w->addr[0],
                 who[1], verb(am, x), n2, (unsigned long long)w->addr[1], lw, l2, w->epoch, group);
    return violation_of(rc, a, x, w);
}

/* An obligation solved, with a readable model where it is satisfiable. */
static SmtOutcome solve_pair(RuleCtx *rc, const SymTerm *q, SmtResult *r)
{
    SmtOutcome o = rule_solve(rc, q, r);
    return o == SMT_RACE ? rule_solve_witness(rc, q, r) : o;
}

/* A pair left open: counted; the first becomes st->first (what: the
 * conflict of a satisfiable obligation, why: why it has no witness, NULL:
 * the replay did not show it). */
static void leave_open(RuleCtx *rc, AcState *st, SmtOutcome o, const SmtResult *r, uint32_t l1, uint32_t l2,
                       const char *what, const char *why)
{
    st->open++;
    if (st->first.verdict == RULE_UNKNOWN)
        return;
    if (o == SMT_RACE)
        snprintf(rc->buf[1], sizeof rc->buf[1], "%s; witness not confirmed (%s)", what,
                 why ? why : "the replay did not reproduce it");
    else
        snprintf(rc->buf[1], sizeof rc->buf[1], "%s lines %u and %u: %s", kir_line_word(rc->am->m), l1, l2, r->reason);
    st->first = (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = rc->buf[1], .line1 = l1, .line2 = l2 };
}

/* Judges one pair. 1 with *out set on a confirmed violation. */
static int judge(RuleCtx *rc, AcState *st, const AccessEvent *a, const AccessEvent *x, int same, RuleOutcome *out)
{
    const AccessModel *am = rc->am;
    SmtResult r;
    Pending p = st->at[x->inst];
    if (!bulk(am, a) && (same ? p.u : p.ub) < INF && rule_solve(rc, obligation(rc, st, a, x, same, 0), &r) == SMT_SAFE)
        return 0;
    const SymTerm *q = obligation(rc, st, a, x, same, 1);
    if (q && q->op == SYM_CONST && !q->value)
        return 0;
    SmtOutcome o = solve_pair(rc, q, &r);
    if (o == SMT_SAFE)
        return 0;
    RuleWitness w;
    uint32_t g = 0;
    memset(&w, 0, sizeof w);
    if (o == SMT_RACE && !st->no_witness &&
        (rule_replay_async(rc, r.model, a, x, same, &w, &g) ||
         (rule_solve_small(rc, q, &r) == SMT_RACE && rule_replay_async(rc, r.model, a, x, same, &w, &g)))) {
        *out = violation(rc, a, x, same, &w, g);
        return 1;
    }
    /* phases that must complete first (a tile refilled under its readers):
     * the whole block with its mbarriers and copies landing */
    if (o == SMT_RACE && !st->no_witness && bulk(am, a) && rule_replay_block(rc, r.model, a, x, 0, &w)) {
        int one = !memcmp(w.tid[0], w.tid[1], sizeof w.tid[0]) && !memcmp(w.ctaid, w.ctaid2, sizeof w.ctaid);
        *out = violation(rc, a, x, one, &w, 0);
        return 1;
    }
    uint32_t l1 = am->f->insts[a->inst].line, l2 = am->f->insts[x->inst].line;
    char what[256];
    snprintf(what, sizeof what,
             "the %s at %s line %u and the access at line %u may touch the same bytes before the copy is known "
             "complete%s",
             bulk(am, a) ? "bulk copy" : "cp.async", kir_line_word(am->m), l1, l2, same ? " (one thread)" : "");
    leave_open(rc, st, o, &r, l1, l2, what,
               bulk(am, a) && rule_mbar_tx_unmodeled(rc) ? rule_mbar_tx_unmodeled(rc) : st->no_witness);
    return 0;
}

/* ---- batches ---- */

/* A pair to judge: copy access a of thread 1 and access x of thread 2, or
 * of the same thread later (same). */
typedef struct {
    uint32_t a, x;
    uint8_t same;
} AcPair;

typedef struct {
    RuleCtx *rc;
    AcState *st;
    VEC(AcPair) pairs;
    RuleOutcome out;
} AcBatch;

/* Pairs one query decides together (rule_batch) run under a smaller
 * resource limit than one pair's; where a batch is not decided its pairs
 * are judged one by one under the full one. On the corpus Z3 answers a
 * batch in under 0.15M units or not within 1M (a three-stage ring's
 * drain, whose pairs the refutation mostly decides alone, without Z3);
 * a racy kernel whose batch needs more finds its pair alone. */
#define BATCH_RLIMIT 150000u

static const SymTerm *pair_core(void *ctx, uint32_t k)
{
    AcBatch *ab = ctx;
    const AccessEvent *ev = ab->rc->am->events;
    const AcPair *p = &ab->pairs.data[k];
    return obligation(ab->rc, ab->st, &ev[p->a], &ev[p->x], p->same, 1);
}

static int pair_alone(void *ctx, uint32_t k, int named)
{
    (void)named;
    AcBatch *ab = ctx;
    const AccessEvent *ev = ab->rc->am->events;
    const AcPair *p = &ab->pairs.data[k];
    return judge(ab->rc, ab->st, &ev[p->a], &ev[p->x], p->same, &ab->out);
}

static int pair_full(void *ctx)
{
    return ((AcBatch *)ctx)->st->open >= MAX_OPEN;
}

/* Every thread at a CTA barrier has committed as many cp.async groups as
 * the others at it. NULL when proven, else the reason. */
static const char *uniform_groups(RuleCtx *rc, const KirInst **bad)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    VEC(const SymTerm *) q = { 0 };
    const SymTerm *any = sym_bool(c, 0);
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        const SymTerm *t = NULL;
        if (e->kind == ACCESS_BARRIER) {
            t = sym_bin(c, SYM_BAND, rc->same_block, sym_bin(c, SYM_BAND, e->cond[1], e->cond[2]));
            t = sym_bin(c, SYM_BAND, t, sym_bin(c, SYM_BAND, e->after[1], e->after[2]));
            t = sym_bin(c, SYM_BAND, t, sym_bin(c, SYM_EQ, e->epoch[1], e->epoch[2]));
            t = sym_bin(c, SYM_BAND, t, sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, e->group[1], e->group[2])));
            any = sym_bin(c, SYM_BOR, any, t);
        }
        if (vec_push(&q, t) < 0) {
            vec_free(&q);
            *bad = &am->f->insts[e->inst];
            return "out of memory";
        }
    }
    SmtResult r;
    const char *why = NULL;
    if (rule_solve(rc, any, &r) != SMT_SAFE)  // every barrier at once, else one by one for the culprit
        for (uint32_t i = 0; i < am->nevents && !why; i++)
            if (q.data[i] && rule_solve(rc, q.data[i], &r) != SMT_SAFE) {
                *bad = &am->f->insts[am->events[i].inst];
                why = "threads may reach this barrier having committed different numbers of cp.async groups "
                      "(a commit_group under thread-dependent control flow): which copies a barrier publishes "
                      "is not modeled then";
            }
    vec_free(&q);
    return why;
}

/* Ordering the obligations do not model, which could make a SAT pair
 * ordered after all: its witness is then not reported. */
static const char *unmodeled_order(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        if (e->kind == ACCESS_NAMED_BARRIER || e->kind == ACCESS_WARP_SYNC)
            return "named barriers and bar.warp.sync order nothing in this rule's obligations";
        const KirInst *in = &am->f->insts[e->inst];
        if (e->kind == ACCESS_FENCE && !(in->mods & KIR_MOD_PROXY) &&
            !(in->mnemonic && strncmp(in->mnemonic, "fence.mbarrier_init", 19) == 0))
            return "synchronization through memory (fences) is not modeled in this rule";
        if (am->f->insts[e->inst].op == KIR_OP_MBARRIER && rule_mbar_unmodeled(rc))
            return rule_mbar_unmodeled(rc);
    }
    return NULL;
}

static RuleOutcome check_cp_async(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    const KirFunc *f = am->f;
    if (am->incomplete)
        return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = am->incomplete };
    if (!rc->cta_uniform)
        return (RuleOutcome){ .verdict = RULE_UNKNOWN,
                              .reason = "CTA barriers are not proven uniform (see barrier-divergence)" };
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        const KirInst *in = &f->insts[e->inst];
        if (e->space == KIR_SPACE_NONE && !am->no_generic_shared &&
            (e->kind == ACCESS_READ || e->kind == ACCESS_WRITE || e->kind == ACCESS_ATOMIC))
            return unknown(rc, in, "a generic address that may point into shared memory is not resolved yet");
        if (e->space == KIR_SPACE_SHARED_CLUSTER)
            return unknown(rc, in, "cluster (distributed shared memory) addresses are not modeled yet");
        int commits;
        int64_t wait;
        if (kir_cp_group(in, &commits, &wait) && wait == -2)
            return unknown(rc, in, "a cp.async.wait_group without a constant count");
        if (in->op == KIR_OP_CP_ASYNC && e->kind == ACCESS_ASYNC && (!e->addr[1] || e->space != KIR_SPACE_SHARED))
            return unknown(rc, in, "a cp.async whose destination is not a .shared::cta address");
        if (bulk(am, e) && e->kind != ACCESS_READ && (!e->addr[1] || e->space != KIR_SPACE_SHARED))
            return unknown(rc, in, "a bulk copy whose destination or mbarrier is not provably in the executing "
                                   "block's shared memory (another block of the cluster: not modeled yet)");
    }
    AcState st = { .first = { .verdict = RULE_VERIFIED } };
    st.at = mem_alloc(((size_t)f->ninsts + 1) * sizeof *st.at);
    if (!st.at || pending_flow(f, st.at) < 0) {
        mem_free(st.at);
        return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = "out of memory" };
    }
    const KirInst *bad = NULL;
    const char *why = uniform_groups(rc, &bad);
    if (why) {
        mem_free(st.at);
        return unknown(rc, bad, why);
    }
    st.no_witness = unmodeled_order(rc);
    AcBatch ab = { .rc = rc, .st = &st, .out = st.first };
    int oom = 0;
    for (uint32_t i = 0; i < am->nevents && !oom; i++) {
        const AccessEvent *a = &am->events[i];
        if (!copy_access(am, a))
            continue;
        for (uint32_t j = 0; j < am->nevents && !oom; j++) {
            const AccessEvent *x = &am->events[j];
            if (!conflicts(am, a, x) || (a->kind == ACCESS_READ && rule_apart(rc, a, x)) ||
                is_true(rule_mbar_landed(rc, a, 1, x, 2)) || is_true(rule_mbar_ordered(rc, x, 2, a, 1)))
                continue;  // apart, the copy landed before x through an mbarrier, or x happened before it
            for (uint8_t same = 0; same <= 1 && !oom; same++)
                oom = vec_push(&ab.pairs, ((AcPair){ i, j, same })) < 0;
        }
    }
    RuleBatch rb = { pair_core, pair_alone, pair_full, &ab };
    int found = oom ? -1 : rule_batch(rc, &rb, NULL, ab.pairs.len, BATCH_RLIMIT);
    mem_free(st.at), vec_free(&ab.pairs);
    if (found < 0)
        return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = "out of memory" };
    return found ? ab.out : st.first;
}

/* ---- mbarrier inits the asynchronous proxy may not see ---- */

static RuleOutcome init_violation(RuleCtx *rc, const AccessEvent *x, const AccessEvent *s, const RuleWitness *w)
{
    const AccessModel *am = rc->am;
    const char *lw = kir_line_word(am->m);
    char who[2][64];
    thread_names(w, who);
    snprintf(rc->buf[1], sizeof rc->buf[1],
             "async-copy race: %s of block (%llu,%llu,%llu) initializes the mbarrier at 0x%llx (%s line %u) "
             "through the generic proxy, and %s's bulk copy (%s line %u) signals it (complete_tx) through the "
             "asynchronous proxy with no fence.mbarrier_init or fence.proxy.async between: the copy may "
             "complete on an mbarrier the asynchronous proxy sees uninitialized",
             who[0], (unsigned long long)w->ctaid[0], (unsigned long long)w->ctaid[1],
             (unsigned long long)w->ctaid[2], (unsigned long long)w->addr[0], lw, am->f->insts[x->inst].line,
             who[1], lw, am->f->insts[s->inst].line);
    return violation_of(rc, x, s, w);
}

/* A bulk copy signalling an mbarrier whose init no fence.mbarrier_init /
 * fence.proxy.async follows (mbarrier.c then leaves its copies unordered):
 * the init writes the object through the generic proxy, the copy's
 * complete_tx updates it through the asynchronous proxy, and nothing
 * orders the two proxies (PTX ISA, "Proxies"). 1 with *out a violation
 * when a replay runs the init and then the copy with no such fence
 * between; else 0, and the copies' pairs stay open as before. */
static int init_unfenced(RuleCtx *rc, RuleOutcome *out)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    const SymTerm *one = one_thread(rc);
    for (uint32_t i = 0; i < am->nevents; i++)
        for (uint32_t j = 0; j < am->nevents; j++) {
            const AccessEvent *x = &am->events[i], *s = &am->events[j];
            if (!rule_mbar_unfenced(rc, x, s))
                continue;
            const SymTerm *at = both_at(c, x, s, overlap(c, x, s));
            for (int same = 1; same >= 0; same--) {
                const SymTerm *order = same ? sym_bin(c, SYM_BAND, one, before(rc, x, s))
                                            : sym_bin(c, SYM_BAND, rc->same_block,
                                                      sym_bin(c, SYM_ULT, x->epoch[1], s->epoch[2]));
                SmtResult r;
                RuleWitness w;
                memset(&w, 0, sizeof w);
                if (solve_pair(rc, sym_bin(c, SYM_BAND, at, order), &r) == SMT_RACE &&
                    rule_replay_init_fence(rc, r.model, x, s, same, &w)) {
                    *out = init_violation(rc, x, s, &w);
                    return 1;
                }
            }
        }
    return 0;
}

/* ---- bulk stores (TMA stores, kir_bulk STORE) ----
 * cp.async.bulk.global.shared::cta.bulk_group reads its .shared source
 * through the asynchronous proxy at some time until a
 * cp.async.bulk.wait_group.read N (or wait_group N) of its thread leaves
 * the store's bulk group out of the newest N. Two hazards:
 *  - reuse: a write of the source bytes before then: by the issuing thread
 *    after the store and before such a wait; by another thread of the
 *    block in the store's barrier interval, or in a later one where the
 *    issuing thread may reach a barrier with the store pending;
 *  - proxy: a generic-proxy write of the bytes ordered before the store
 *    (earlier in the issuing thread, or in an earlier barrier interval of
 *    another thread) with no fence.proxy.async between: on the writer's
 *    every path from the write to its next barrier (or bulk store), or,
 *    for another thread's write, on the issuer's every path from its last
 *    barrier to the store.
 * Both are dataflow facts of the CFG joined to pairwise obligations; a
 * satisfiable one is a violation once the replay shows it (rule_replay_async
 * for reuse, rule_replay_proxy for fences). */

enum { ST_R = 254, ST_U = 255 };  // retired, unreached (else 0..CAP bulk commits since the store)

/* full: only wait_group without .read retires (the writes of the
 * destination done), else either wait (the source read). */
static uint8_t st_step(uint8_t p, const KirInst *in, uint32_t ii, uint32_t store, int full)
{
    int commits;
    int64_t wait;
    if (ii == store)
        return 0;  // an instance of the store begins: nothing committed yet
    if (p > CAP || in->guard >= 0 || !kir_bulk_group(in, &commits, &wait) ||
        (full && !commits && in->mnemonic && strstr(in->mnemonic, ".read")))
        return p;  // a guarded commit or wait may not run: the state where it did not
    if (commits)
        return p >= CAP ? CAP : (uint8_t)(p + 1);
    return wait >= 0 && p >= wait + 1 ? ST_R : p;
}

/* Per instruction, before it: whether some instance of `store` may still
 * read its source (full: write its destination) there (0..CAP), ST_R or
 * ST_U. A forward dataflow, meet
 * min. -1 on OOM. */
static int retire_flow(const KirFunc *f, uint32_t store, int full, uint8_t *at)
{
    uint8_t *in = mem_alloc((size_t)f->nblocks + 1);
    if (!in)
        return -1;
    memset(in, ST_U, f->nblocks + 1);
    memset(at, ST_U, f->ninsts);
    for (int changed = 1; changed;) {  // values only fall: it ends
        changed = 0;
        for (uint32_t v = 0; v < f->nblocks; v++) {
            uint8_t p = in[v];
            for (uint32_t j = 0; j < f->blocks[v].ninst; j++) {
                uint32_t ii = f->blocks[v].first + j;
                at[ii] = p;
                p = st_step(p, &f->insts[ii], ii, store, full);
            }
            for (uint32_t k = 0; k < f->blocks[v].nsuccs; k++) {
                uint32_t su = f->blocks[v].succs[k];
                if (p < in[su])
                    in[su] = p, changed = 1;
            }
        }
    }
    mem_free(in);
    return 0;
}

static int any_barrier(const KirInst *in)
{
    return in->op == KIR_OP_BAR || in->op == KIR_OP_BARRIER;
}

/* The proxy fences every path passes: after[i], from after instruction i
 * a fence.proxy.async comes before any CTA barrier or bulk store (or the
 * end); before[i], one came since the last CTA barrier (or the start).
 * Must-dataflows from the top (1). -1 on OOM. */
static int fence_flow(const KirFunc *f, uint8_t *after, uint8_t *before)
{
    uint8_t *bin = mem_alloc((size_t)f->nblocks + 1), *fin = mem_alloc((size_t)f->nblocks + 1);
    if (!bin || !fin) {
        mem_free(bin), mem_free(fin);
        return -1;
    }
    memset(bin, 1, f->nblocks + 1), memset(fin, 1, f->nblocks + 1);
    if (f->nblocks)
        fin[0] = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        for (uint32_t v = f->nblocks; v-- > 0;) {  // backward: after
            uint8_t x = 1;
            for (uint32_t k = 0; k < f->blocks[v].nsuccs; k++)
                x &= bin[f->blocks[v].succs[k]];
            for (uint32_t j = f->blocks[v].ninst; j-- > 0;) {
                const KirInst *in = &f->insts[f->blocks[v].first + j];
                after[f->blocks[v].first + j] = x;
                if (in->guard < 0 && kir_proxy_fence_shared(in))
                    x = 1;
                else if (any_barrier(in) || kir_bulk(in) == KIR_BULK_STORE)
                    x = 0;
            }
            changed |= x != bin[v], bin[v] = x;
        }
        for (uint32_t v = 0; v < f->nblocks; v++) {  // forward: before
            uint8_t x = fin[v];
            for (uint32_t j = 0; j < f->blocks[v].ninst; j++) {
                const KirInst *in = &f->insts[f->blocks[v].first + j];
                before[f->blocks[v].first + j] = x;
                if (in->guard < 0 && kir_proxy_fence_shared(in))
                    x = 1;
                else if (any_barrier(in))
                    x = 0;
            }
            for (uint32_t k = 0; k < f->blocks[v].nsuccs; k++) {
                uint32_t su = f->blocks[v].succs[k];
                if (fin[su] && !x)
                    fin[su] = 0, changed = 1;
            }
        }
    }
    mem_free(bin), mem_free(fin);
    return 0;
}

/* The source read of a bulk store, and the writes of .shared that can
 * conflict with it. */
static int store_source(const AccessModel *am, const AccessEvent *e)
{
    return kir_bulk(&am->f->insts[e->inst]) == KIR_BULK_STORE && e->kind == ACCESS_READ && e->addr[1];
}

static int shared_write(const AccessModel *am, const AccessEvent *e)
{
    return e->addr[1] && (e->space == KIR_SPACE_SHARED || e->space == KIR_SPACE_NONE) &&
           (e->kind == ACCESS_WRITE || e->kind == ACCESS_ATOMIC || (e->kind == ACCESS_ASYNC && copy_access(am, e)));
}

static RuleOutcome store_violation(RuleCtx *rc, const AccessEvent *a, const AccessEvent *b, int proxy,
                                   const RuleWitness *w)
{
    const AccessModel *am = rc->am;
    uint32_t l1 = am->f->insts[a->inst].line, l2 = am->f->insts[b->inst].line;
    const char *lw = kir_line_word(am->m);
    char who[2][64];
    thread_names(w, who);
    if (memcmp(w->ctaid, w->ctaid2, sizeof w->ctaid))  // another block's thread
        snprintf(who[1] + strlen(who[1]), sizeof who[1] - strlen(who[1]), " of block (%llu,%llu,%llu)",
                 (unsigned long long)w->ctaid2[0], (unsigned long long)w->ctaid2[1], (unsigned long long)w->ctaid2[2]);
    if (proxy)
        snprintf(rc->buf[1], sizeof rc->buf[1],
                 "async-copy race: %s of block (%llu,%llu,%llu) writes %u bytes of shared memory at 0x%llx "
                 "(%s line %u) through the generic proxy, and %s's bulk store (%s line %u) reads them through "
                 "the asynchronous proxy with no fence.proxy.async between",
                 who[0], (unsigned long long)w->ctaid[0], (unsigned long long)w->ctaid[1],
                 (unsigned long long)w->ctaid[2], w->bytes[0] ? w->bytes[0] : a->bytes, (unsigned long long)w->addr[0],
                 lw, l1, who[1], lw, l2);
    else
        snprintf(rc->buf[1], sizeof rc->buf[1],
                 "async-copy race: %s of block (%llu,%llu,%llu) issues a bulk store (%s line %u) that %s %u "
                 "bytes of %s memory at 0x%llx until a cp.async.bulk.wait_group%s retires its bulk "
                 "group, and %s %s %u bytes at 0x%llx (%s line %u) before that",
                 who[0], (unsigned long long)w->ctaid[0], (unsigned long long)w->ctaid[1],
                 (unsigned long long)w->ctaid[2], lw, l1, a->kind == ACCESS_ASYNC ? "writes" : "reads", w->bytes[0],
                 a->kind == ACCESS_ASYNC ? "global" : "shared", (unsigned long long)w->addr[0],
                 a->kind == ACCESS_ASYNC ? "" : ".read", who[1],
                 b->kind == ACCESS_READ ? "accesses" : "writes",
                 w->bytes[1] ? w->bytes[1] : b->bytes, (unsigned long long)w->addr[1], lw, l2);
    return violation_of(rc, a, b, w);
}

/* One obligation of the bulk stores: thread 1 at a, thread 2 at b (same:
 * one thread), a proxy-fence one or a reuse one. */
typedef struct {
    const SymTerm *q;
    uint32_t a, b;
    uint8_t same, proxy;
} StItem;

typedef struct {
    RuleCtx *rc;
    AcState *st;
    VEC(StItem) items;
    RuleOutcome out;
} StBatch;

/* Judges item k alone (rule_batch): 1 with ctx's out on a confirmed
 * violation; an open one becomes st->first. */
static int store_judge(void *ctx, uint32_t k, int named)
{
    (void)named;
    StBatch *sb = ctx;
    RuleCtx *rc = sb->rc;
    AcState *st = sb->st;
    const StItem *it = &sb->items.data[k];
    const AccessModel *am = rc->am;
    const AccessEvent *a = &am->events[it->a], *b = &am->events[it->b];
    int same = it->same, proxy = it->proxy;
    SmtResult r;
    SmtOutcome o = solve_pair(rc, it->q, &r);
    if (o == SMT_SAFE)
        return 0;
    RuleWitness w;
    uint32_t g = 0;
    memset(&w, 0, sizeof w);
    if (o == SMT_RACE && !st->no_witness &&
        (proxy ? rule_replay_proxy(rc, r.model, a, b, same, &w) : rule_replay_async(rc, r.model, a, b, same, &w, &g))) {
        sb->out = store_violation(rc, a, b, proxy, &w);
        return 1;
    }
    uint32_t l1 = am->f->insts[a->inst].line, l2 = am->f->insts[b->inst].line;
    char what[256];
    snprintf(what, sizeof what,
             proxy                        ? "the write at %s line %u may reach the bulk store at line %u with no "
                                            "fence.proxy.async between%s"
             : a->kind == ACCESS_ASYNC    ? "the bulk store at %s line %u may still write global bytes the access "
                                            "at line %u touches%s"
                                          : "the bulk store at %s line %u may still read bytes the write at line %u "
                                            "overwrites%s",
             kir_line_word(am->m), l1, l2, same ? " (one thread)" : "");
    leave_open(rc, st, o, &r, l1, l2, what, st->no_witness);
    return 0;
}

static const SymTerm *store_core(void *ctx, uint32_t k)
{
    return ((StBatch *)ctx)->items.data[k].q;
}

static int store_full(void *ctx)
{
    return ((StBatch *)ctx)->st->open >= MAX_OPEN;
}

/* Adds an obligation (q: thread 1 at a, thread 2 at b). -1 on OOM. */
static int store_item(StBatch *sb, const SymTerm *q, const AccessEvent *a, const AccessEvent *b, int same, int proxy)
{
    const AccessEvent *ev = sb->rc->am->events;
    if (q && q->op == SYM_CONST && !q->value)
        return 0;
    return vec_push(&sb->items, ((StItem){ q, (uint32_t)(a - ev), (uint32_t)(b - ev), (uint8_t)same, (uint8_t)proxy }));
}

static RuleOutcome check_bulk_stores(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    const KirFunc *f = am->f;
    SymCtx *c = rc->sym;
    if (am->incomplete)
        return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = am->incomplete };
    if (!rc->cta_uniform)
        return (RuleOutcome){ .verdict = RULE_UNKNOWN,
                              .reason = "CTA barriers are not proven uniform (see barrier-divergence)" };
    AcState st = { .first = { .verdict = RULE_VERIFIED } };
    st.no_witness = unmodeled_order(rc);
    StBatch sb = { .rc = rc, .st = &st, .out = st.first };
    uint8_t *pend = mem_alloc((size_t)f->ninsts + 1), *after = mem_alloc((size_t)f->ninsts + 1);
    uint8_t *before_s = mem_alloc((size_t)f->ninsts + 1), *pend_full = mem_alloc((size_t)f->ninsts + 1);
    int oom = !pend || !after || !before_s || !pend_full || fence_flow(f, after, before_s) < 0;
    const SymTerm *one = one_thread(rc);
    for (uint32_t i = 0; i < am->nevents && !oom; i++) {
        const AccessEvent *s = &am->events[i];
        if (!store_source(am, s))
            continue;
        if (retire_flow(f, s->inst, 0, pend) < 0 || retire_flow(f, s->inst, 1, pend_full) < 0) {
            oom = 1;
            break;
        }
        const AccessEvent *d = i ? s - 1 : s;  // the store's write of its .global destination (bulk_events)
        for (uint32_t j = 0; j < am->nevents && !oom && d->kind == ACCESS_ASYNC && d->inst == s->inst && d->addr[1];
             j++) {
            /* the destination, written until a wait_group retires the store: any other
             * thread's access of those bytes, the issuer's own before that wait */
            const AccessEvent *x = &am->events[j];
            if (!x->addr[1] || (x->space != KIR_SPACE_GLOBAL && x->space != KIR_SPACE_NONE) ||
                !(x->kind == ACCESS_READ || x->kind == ACCESS_WRITE || x->kind == ACCESS_ATOMIC ||
                  x->kind == ACCESS_ASYNC) || rule_apart(rc, d, x))
                continue;
            const SymTerm *base = both_at(c, d, x, rule_event_overlap(c, d, x, 0));
            oom |= store_item(&sb, sym_bin(c, SYM_BAND, base, sym_bin(c, SYM_BAND, rc->any_grid, sym_un(c, SYM_BNOT, one))),
                              d, x, 0, 0) < 0;
            if (pend_full[x->inst] <= CAP)
                oom |= store_item(&sb, sym_bin(c, SYM_BAND, base, sym_bin(c, SYM_BAND, one, before(rc, d, x))), d, x, 1,
                                  0) < 0;
        }
        int held = 0;  // the store may be pending at some barrier of its thread
        for (uint32_t k = 0; k < f->ninsts; k++)
            held |= any_barrier(&f->insts[k]) && pend[k] <= CAP;
        for (uint32_t j = 0; j < am->nevents && !oom; j++) {
            const AccessEvent *x = &am->events[j];
            if (!shared_write(am, x))
                continue;
            const SymTerm *base = both_at(c, s, x, overlap(c, s, x));
            /* reuse: the issuer itself before a retiring wait, another thread unordered with it */
            if (pend[x->inst] <= CAP)
                oom |= store_item(&sb, sym_bin(c, SYM_BAND, base, sym_bin(c, SYM_BAND, one, before(rc, s, x))), s, x, 1,
                                  0) < 0;
            const SymTerm *ep = held ? sym_bin(c, SYM_ULE, s->epoch[1], x->epoch[2]) : sym_bin(c, SYM_EQ, s->epoch[1], x->epoch[2]);
            oom |= store_item(&sb, sym_bin(c, SYM_BAND, base, sym_bin(c, SYM_BAND, rc->same_block, ep)), s, x, 0, 0) < 0;
            /* proxy: a generic write before the store, no fence.proxy.async between (thread 1 writes) */
            if (x->kind == ACCESS_ASYNC || after[x->inst])
                continue;
            const SymTerm *pb = both_at(c, x, s, overlap(c, x, s));
            /* one thread: where the issuer fences after its last barrier, only a write in the
             * store's own barrier interval lacks the fence */
            const SymTerm *in1 = before_s[s->inst] ? sym_bin(c, SYM_EQ, x->epoch[1], s->epoch[2]) : sym_bool(c, 1);
            oom |= store_item(&sb, sym_bin(c, SYM_BAND, pb, sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, one, in1),
                                                                     before(rc, x, s))),
                              x, s, 1, 1) < 0;
            if (!before_s[s->inst])
                oom |= store_item(&sb, sym_bin(c, SYM_BAND, pb, sym_bin(c, SYM_BAND, rc->same_block,
                                                                         sym_bin(c, SYM_ULT, x->epoch[1], s->epoch[2]))),
                                  x, s, 0, 1) < 0;
        }
    }
    mem_free(pend), mem_free(after), mem_free(before_s), mem_free(pend_full);
    RuleBatch rb = { store_core, store_judge, store_full, &sb };
    int found = oom ? -1 : rule_batch(rc, &rb, NULL, sb.items.len, BATCH_RLIMIT);
    vec_free(&sb.items);
    if (found < 0)
        return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = "out of memory" };
    return found ? sb.out : st.first;  // an open pair made st.first unknown
}

/* A TMA tensor load writes the box its tensor map (host data) holds: the
 * proof needs its size from --tensor-box. NULL when it has one. */
static const char *box_unknown(RuleCtx *rc, uint32_t ii)
{
    const AccessModel *am = rc->am;
    uint32_t v = am->inst_box[ii], p = access_tensor_map(am, ii);
    for (uint32_t k = 0; v != UINT32_MAX && k < rc->nfixed; k++)
        if (rc->fixed_vars[k] == v)
            return NULL;
    if (p == UINT32_MAX)
        return "a TMA tensor load whose tensor map is not a kernel parameter: the bytes of its box are not known";
    const char *name = am->m->vars[p].name;
    snprintf(rc->buf[1], sizeof rc->buf[1],
             "the bytes of the box of tensor map '%s' (host data) are not known: give --tensor-box %s=BYTES", name,
             name);
    return rc->buf[1];
}

RuleOutcome rule_check_async_copy_race(RuleCtx *rc)
{
    const KirFunc *f = rc->am->f;
    const KirInst *tex = NULL, *write = NULL, *store = NULL;
    int copies = 0, cpasync = 0;
    for (uint32_t i = 0; i < f->ninsts; i++) {
        const KirInst *in = &f->insts[i];
        if (in->op == KIR_OP_CALL && !kir_call_is_benign(rc->am->m, in))
            return unknown(rc, in, "a call whose body is not analyzed may use the asynchronous proxy");
        if ((in->op == KIR_OP_CP_ASYNC_MBARRIER || kir_bulk(in) == KIR_BULK_LOAD) && rule_mbar_unmodeled(rc))
            return unknown(rc, in, rule_mbar_unmodeled(rc));
        KirBulk bk = kir_bulk(in);
        const char *nobox = kir_bulk_tensor(in) ? box_unknown(rc, i) : NULL;
        if (nobox)
            return unknown(rc, in, nobox);
        if (bk == KIR_BULK_OTHER)
            return unknown(rc, in, "this form of bulk copy (tensor stores, multicast, im2col or cta_group, "
                                   "cp.reduce.async.bulk, a .shared::cluster source) is not modeled yet");
        int bc;
        int64_t bw;
        if (kir_bulk_group(in, &bc, &bw) && bw == -2)
            return unknown(rc, in, "a cp.async.bulk.wait_group without a constant count");
        if (bk == KIR_BULK_STORE && !store)
            store = in;
        if (in->op == KIR_OP_WGMMA || opaque_async(in))
            return unknown(rc, in, "the asynchronous proxy's operand reads (wgmma, tcgen05) are not modeled yet");
        copies |= in->op == KIR_OP_CP_ASYNC || bk == KIR_BULK_LOAD;
        cpasync |= in->op == KIR_OP_CP_ASYNC;
        if (!tex && texture_proxy(in))
            tex = in;
        if (!write && generic_write(in))
            write = in;
    }
    if (tex && write)
        return unknown(rc, tex, "the kernel writes memory through the generic proxy and reads through the "
                                "texture proxy, which needs fence.proxy; not modeled yet");
    if (store && cpasync)
        return unknown(rc, store, "bulk stores in a kernel that also uses cp.async (their groups are counted "
                                  "apart) are not modeled yet");
    RuleOutcome so = store ? check_bulk_stores(rc) : (RuleOutcome){ .verdict = RULE_VERIFIED };
    if (so.verdict == RULE_VIOLATION || !copies)
        return so;
    RuleOutcome io;
    if (init_unfenced(rc, &io))
        return io;
    RuleOutcome co = check_cp_async(rc);
    return co.verdict == RULE_VERIFIED ? so : co;
}
