/*
 * barrier_divergence.c - rule barrier-divergence: every CTA barrier is
 * executed by both threads of any pair, or by neither.
 * Consumes: the access model and the shared constraints (RuleCtx).
 * Produces: VERIFIED when, for every bar.sync/barrier.sync, "thread 1
 * executes it and thread 2 does not" is unsatisfiable, and the kernel has
 * nothing this check does not cover yet (counted barriers in loops,
 * cluster barriers, calls that stay calls), and no .sync warp
 * collective (bar.warp.sync, shfl, vote, match, redux) is executed by a
 * lane outside its member mask. Loops
 * holding a barrier are proven to run in lock-step by induction: both
 * threads enter together, and in any iteration both have reached (same k),
 * they execute the same barriers and leave together. Counted barriers
 * (a thread count, bar.arrive; counted_barrier.c): an aligned one is
 * executed by every lane of a warp or none, and the threads that take part
 * in one execute equally many operations on it; with a fixed block, the
 * threads that take part must be a multiple of its count (else it cannot
 * complete: unknown). A satisfiable obligation is a VIOLATION when both threads,
 * replayed, execute different sequences of barriers; otherwise UNKNOWN
 * with the reason.
 */
#include "rules_int.h"

#include <stdio.h>
#include <string.h>

#include "warpsafe/vec.h"

static RuleOutcome unknown(const char *why, uint32_t line)
{
    return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = why, .line1 = line };
}

/* A CTA-barrier feature this rule does not decide yet, or NULL. */
static const char *unsupported_barrier(const RuleCtx *rc)
{
    const KirFunc *f = rc->am->f;
    for (uint32_t i = 0; i < f->ninsts; i++)
        if ((f->insts[i].op == KIR_OP_BAR || f->insts[i].op == KIR_OP_BARRIER) && (f->insts[i].mods & KIR_MOD_CLUSTER))
            return "cluster barriers are not modeled yet";
    return NULL;
}

/* The linear index of thread t modulo 32: its lane. */
static const SymTerm *lane(RuleCtx *rc, int t)
{
    return access_lane(rc->sym, rc->am->tid[t], rc->am->ntid);
}

/* Bit `lane` of the 32-bit mask is set. */
static const SymTerm *names_lane(SymCtx *c, const SymTerm *mask, const SymTerm *lane)
{
    return sym_bin(c, SYM_EQ, sym_bin(c, SYM_AND, sym_bin(c, SYM_LSHR, mask, lane), sym_const(c, 32, 1)),
                   sym_const(c, 32, 1));
}

/* No .sync warp collective is executed by a lane outside its member mask. */
static RuleOutcome member_masks(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        if ((e->kind != ACCESS_WARP_SYNC && e->kind != ACCESS_COLLECTIVE) || !e->mask[1])
            continue;
        const SymTerm *bit = sym_bin(c, SYM_AND, sym_bin(c, SYM_LSHR, e->mask[1], lane(rc, 1)), sym_const(c, 32, 1));
        const SymTerm *q = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, rc->same_block, e->cond[1]),
                                   sym_bin(c, SYM_EQ, bit, sym_const(c, 32, 0)));
        SmtResult r;
        SmtOutcome o = rule_solve_witness(rc, q, &r);
        if (o == SMT_SAFE)
            continue;
        const KirInst *in = &am->f->insts[e->inst];
        RuleWitness w;
        if (o == SMT_RACE && (rule_replay_collective(rc, r.model, e->inst, &w) ||
                              (rule_solve(rc, q, &r) == SMT_RACE && rule_replay_collective(rc, r.model, e->inst, &w)))) {
            snprintf(rc->buf[0], sizeof rc->buf[0],
                     "warp collective outside its member mask: thread (%llu,%llu,%llu) of block (%llu,%llu,%llu), "
                     "lane %llu, executes %s (%s line %u) with member mask 0x%08llx, which leaves its lane out",
                     (unsigned long long)w.tid[0][0], (unsigned long long)w.tid[0][1],
                     (unsigned long long)w.tid[0][2], (unsigned long long)w.ctaid[0],
                     (unsigned long long)w.ctaid[1], (unsigned long long)w.ctaid[2],
                     (unsigned long long)((w.tid[0][0] + w.ntid[0] * (w.tid[0][1] + w.ntid[1] * w.tid[0][2])) & 31),
                     in->mnemonic, kir_line_word(am->m), in->line, (unsigned long long)w.addr[0]);
            return (RuleOutcome){ .verdict = RULE_VIOLATION, .reason = rc->buf[0], .line1 = in->line,
                                  .line2 = in->line, .inst1 = e->inst, .inst2 = e->inst, .witness = w };
        }
        snprintf(rc->buf[0], sizeof rc->buf[0],
                 o == SMT_RACE ? "%s at %s line %u may be executed by a lane outside its member mask "
                                 "(witness not confirmed: the replay did not reproduce it)"
                               : "%s at %s line %u: the member mask could not be checked",
                 in->mnemonic, kir_line_word(am->m), in->line);
        return unknown(rc->buf[0], in->line);
    }
    return (RuleOutcome){ .verdict = RULE_VERIFIED };
}

/* The lock-step of two lanes of one warp at block v: equal iterations of
 * every loop holding a CTA barrier (the block runs those in lock-step) and
 * of every loop holding a collective that contains v (warp_leaves proves
 * it for the lanes its masks name). */
static const SymTerm *warp_lockstep(RuleCtx *rc, uint32_t v)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    const SymTerm *f = sym_bool(c, 1);
    for (uint32_t j = 0; j < am->nloops; j++)
        if (am->loops[j].barrier || (am->loops[j].collective && rule_in_loop(am, j, v)))
            f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_EQ, sym_var(c, am->loops[j].k[1]), sym_var(c, am->loops[j].k[2])));
    return f;
}

typedef struct {
    const AccessModel *am;
    uint32_t li;
} LoopVars;

/* A variable that may change from one iteration of loop li to the next:
 * the iteration of li or of a loop in it, or a value made in its body. */
static int varies_in(void *ctx, uint32_t var)
{
    const LoopVars *x = ctx;
    const AccessModel *am = x->am;
    for (uint32_t j = 0; j < am->nloops; j++)
        if ((var == am->loops[j].k[1] || var == am->loops[j].k[2]) && rule_in_loop(am, x->li, am->loops[j].header))
            return 1;
    return var < am->norigin && am->var_origin[var] != UINT32_MAX && rule_in_loop(am, x->li, am->var_origin[var]);
}

/* The lanes the member masks of loop li's collectives name (thread 1's),
 * when none of those masks changes between iterations; else NULL. */
static const SymTerm *loop_lanes(RuleCtx *rc, uint32_t li)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    LoopVars x = { am, li };
    const SymTerm *m = sym_const(c, 32, 0);
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        if ((e->kind != ACCESS_WARP_SYNC && e->kind != ACCESS_COLLECTIVE) || !e->mask[1] || !rule_in_loop(am, li, e->block))
            continue;
        if (sym_mentions(c, e->mask[1], varies_in, &x))
            return NULL;
        m = sym_bin(c, SYM_OR, m, e->mask[1]);
    }
    return m;
}

/* Block v is reached from block u by a straight chain (each block on it
 * has one successor and the next one predecessor), or is u, and no block
 * of the chain holds a ret, exit or trap. */
static int straight_from(const KirFunc *f, uint32_t u, uint32_t v)
{
    for (uint32_t n = 0; n < f->nblocks; n++) {
        const KirBlock *b = &f->blocks[v];
        for (uint32_t i = 0; i < b->ninst; i++) {  // a guarded ret/exit may end a lane on the way
            uint16_t op = f->insts[b->first + i].op;
            if (op == KIR_OP_RET || op == KIR_OP_EXIT || op == KIR_OP_TRAP)
                return 0;
        }
        if (v == u)
            return 1;
        if (b->npreds != 1 || f->blocks[b->preds[0]].nsuccs != 1)
            return 0;
        v = b->preds[0];
    }
    return 0;
}

/* Thread 1's member mask at e is an __activemask() made on the straight
 * way to e (access_value.c names that value "active<N>.1"): the lanes it
 * names executed that activemask with thread 1, in the same run of the
 * block, and so execute e, which follows it without a branch, too. */
static int active_mask_of_block(const AccessModel *am, const AccessEvent *e)
{
    const SymTerm *m = e->mask[1];
    if (m->op != SYM_OR)
        return 0;
    for (unsigned i = 0; i < 2; i++) {
        const SymTerm *x = m->args[i];
        if (x->op == SYM_VAR && am->sym->vars[x->var].kind == SYM_VAR_FREE &&
            strncmp(am->sym->vars[x->var].name, "active", 6) == 0 && x->var < am->norigin &&
            am->var_origin[x->var] != UINT32_MAX && straight_from(am->f, am->var_origin[x->var], e->block))
            return 1;
    }
    return 0;
}

/* An obligation of warp convergence: SAT when two lanes of one warp do not
 * execute a collective together. */
typedef struct {
    const SymTerm *q;
    uint32_t inst;
    const char *what;
} WarpPoint;
typedef VEC(WarpPoint) WarpPoints;

/* The obligations: each collective executed by thread 1 with a member mask
 * naming thread 2's lane, in the same iterations, is executed by thread 2;
 * and at each way out of a loop holding a collective, the lanes its masks
 * name leave together (by induction over the iterations, as for barrier
 * loops: the lock-step the first obligations assume). */
static int warp_points(RuleCtx *rc, WarpPoints *pts)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    const SymTerm *pair = sym_bin(c, SYM_BAND, rc->same_block, rule_same_warp(rc)), *lane2 = lane(rc, 2);
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        int point = ((e->kind == ACCESS_WARP_SYNC || e->kind == ACCESS_COLLECTIVE) && e->mask[1]) ||
                    e->kind == ACCESS_WARP_LEAVE;
        if (!point || (e->kind != ACCESS_WARP_LEAVE && active_mask_of_block(am, e)))
            continue;
        const SymTerm *q = sym_bin(c, SYM_BAND, pair, warp_lockstep(rc, e->block));
        if (e->after[1] && e->after[2])
            q = sym_bin(c, SYM_BAND, q, sym_bin(c, SYM_BAND, e->after[1], e->after[2]));
        q = sym_bin(c, SYM_BAND, q, sym_bin(c, SYM_BAND, e->cond[1], sym_un(c, SYM_BNOT, e->cond[2])));
        if (e->kind == ACCESS_WARP_LEAVE) {
            int32_t li = am->loop_of[e->block], lc;
            while (li >= 0 && !am->loops[li].barrier && !am->loops[li].collective)
                li = am->loops[li].parent;
            for (lc = li; lc >= 0 && !am->loops[lc].collective; lc = am->loops[lc].parent)
                ;
            if (li < 0 || lc < 0)
                continue;
            const SymTerm *lanes = loop_lanes(rc, (uint32_t)lc);
            q = sym_bin(c, SYM_BAND, q, sym_bin(c, SYM_BAND, am->loops[li].reach[1], am->loops[li].reach[2]));
            if (lanes)
                q = sym_bin(c, SYM_BAND, q, names_lane(c, lanes, lane2));
        } else {
            q = sym_bin(c, SYM_BAND, q, names_lane(c, e->mask[1], lane2));
        }
        WarpPoint p = { q, e->inst, e->kind == ACCESS_WARP_LEAVE ? "the way out of a loop holding a warp collective"
                                                                : am->f->insts[e->inst].mnemonic };
        vec_push(pts, p);
    }
    return pts->oom ? -1 : 0;
}

/* Every lane a warp collective's member mask names executes it with the
 * lane that does (PTX ISA: all non-exited threads of the mask execute the
 * same instruction; NVIDIA's CUDA C++ guidelines count a lane that exited
 * before it as a defect too, since its value is then undefined). */
static RuleOutcome warp_convergence(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    WarpPoints pts = { 0 };
    if (warp_points(rc, &pts) < 0) {
        vec_free(&pts);
        return unknown("out of memory", 0);
    }
    const SymTerm *any = sym_bool(c, 0);
    for (uint32_t i = 0; i < pts.len; i++)
        any = sym_bin(c, SYM_BOR, any, pts.data[i].q);
    SmtResult r;
    RuleOutcome o = { .verdict = RULE_VERIFIED };
    if (pts.len && rule_solve(rc, any, &r) == SMT_SAFE)
        pts.len = 0;  // one unsatisfiable query settles them all (the usual case)
    for (uint32_t i = 0; i < pts.len && o.verdict == RULE_VERIFIED; i++) {
        const WarpPoint *p = &pts.data[i];
        SmtOutcome so = rule_solve_witness(rc, p->q, &r);
        if (so == SMT_SAFE)
            continue;
        RuleWitness w;
        uint32_t at = p->inst, nth = 0, n2 = 0;
        if (so == SMT_RACE && (rule_replay_warp(rc, r.model, &w, &at, &nth, &n2) ||
                               (rule_solve(rc, p->q, &r) == SMT_RACE && rule_replay_warp(rc, r.model, &w, &at, &nth, &n2)))) {
            const KirInst *in = &am->f->insts[at];
            uint64_t lin[2];
            for (int t = 0; t < 2; t++)
                lin[t] = w.tid[t][0] + w.ntid[0] * (w.tid[t][1] + w.ntid[1] * w.tid[t][2]);
            char times[48], again[32] = "";
            if (nth > 1)
                snprintf(again, sizeof again, " for the %u%s time", nth,
                         nth % 10 == 2 && nth % 100 != 12 ? "nd" : nth % 10 == 3 && nth % 100 != 13 ? "rd"
                         : nth % 10 == 1 && nth % 100 != 11 ? "st" : "th");
            if (n2)
                snprintf(times, sizeof times, "only %u time%s", n2, n2 == 1 ? "" : "s");
            else
                snprintf(times, sizeof times, "never");
            snprintf(rc->buf[0], sizeof rc->buf[0],
                     "warp collective not executed by every lane of its member mask: thread (%llu,%llu,%llu) "
                     "of block (%llu,%llu,%llu), lane %llu, executes %s (%s line %u)%s with member mask "
                     "0x%08llx, which names lane %llu, but thread (%llu,%llu,%llu) (lane %llu of the same warp) "
                     "executes it %s",
                     (unsigned long long)w.tid[0][0], (unsigned long long)w.tid[0][1],
                     (unsigned long long)w.tid[0][2], (unsigned long long)w.ctaid[0],
                     (unsigned long long)w.ctaid[1], (unsigned long long)w.ctaid[2],
                     (unsigned long long)(lin[0] & 31), in->mnemonic, kir_line_word(am->m), in->line,
                     again, (unsigned long long)w.addr[0], (unsigned long long)(lin[1] & 31),
                     (unsigned long long)w.tid[1][0], (unsigned long long)w.tid[1][1],
                     (unsigned long long)w.tid[1][2], (unsigned long long)(lin[1] & 31), times);
            o = (RuleOutcome){ .verdict = RULE_VIOLATION, .reason = rc->buf[0], .line1 = in->line,
                               .line2 = in->line, .inst1 = at, .inst2 = at, .witness = w };
            break;
        }
        uint32_t line = am->f->insts[p->inst].line;
        snprintf(rc->buf[0], sizeof rc->buf[0],
                 so == SMT_RACE ? "%s at %s line %u may not be executed by every lane of its member mask "
                                  "(witness not confirmed: the replay did not reproduce it)"
                                : "%s at %s line %u: the lanes of its member mask could not be checked: %s",
                 p->what, kir_line_word(am->m), line, so == SMT_RACE ? "" : r.reason);
        o = unknown(rc->buf[0], line);
    }
    vec_free(&pts);
    return o;
}

/* The innermost loop holding a barrier that contains block v, or -1. */
static int32_t barrier_loop(const AccessModel *am, uint32_t v)
{
    int32_t li = am->loop_of[v];
    while (li >= 0 && !am->loops[li].barrier)
        li = am->loops[li].parent;
    return li;
}

/* The induction hypothesis of lock-step execution: both threads are at the
 * header of barrier loop li (if any) in the same iteration, and every loop
 * holding a barrier has run as often for both (the exit checks prove it). */
static const SymTerm *lockstep(RuleCtx *rc, int32_t li)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    const SymTerm *f = sym_bool(c, 1);
    for (uint32_t j = 0; j < am->nloops; j++)
        if (am->loops[j].barrier)
            f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_EQ, sym_var(c, am->loops[j].k[1]),
                                                 sym_var(c, am->loops[j].k[2])));
    if (li >= 0)
        f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_BAND, am->loops[li].reach[1], am->loops[li].reach[2]));
    return f;
}

/* A point where both threads must arrive together: a barrier, a way out of
 * a loop holding barriers, or the entry of such a loop. */
typedef struct {
    const SymTerm *hyp;      // the lock-step hypothesis
    const SymTerm *c1, *c2;  // thread 1, thread 2 gets here
    uint32_t inst;
    const char *what;
} Point;

/* Thread 1 gets to p and thread 2 does not, under p's hypothesis. */
static const SymTerm *diverges(SymCtx *c, const Point *p)
{
    return sym_bin(c, SYM_BAND, p->hyp, sym_bin(c, SYM_BAND, p->c1, sym_un(c, SYM_BNOT, p->c2)));
}

/* What both threads read of inputs nobody writes (rule_input_facts): the
 * same value at the same address, so a trip count or a `break` loaded from
 * one unwritten word (`*n_ptr`) is uniform. Those buffers are apart from
 * every written one by param-alias's listed assumptions; a write through a
 * generic address is not among them, so then nothing is taken. */
static const SymTerm *inputs(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        if (e->space == KIR_SPACE_NONE && (e->kind == ACCESS_WRITE || e->kind == ACCESS_ATOMIC || e->kind == ACCESS_ASYNC))
            return sym_bool(rc->sym, 1);
    }
    return rule_input_facts(rc);
}

/* The replays of a divergence model (the two threads, then their block;
 * mixed: its memory the model does not give hashed): 1 with the witness
 * and the first barrier where they differ. */
static int replayed(RuleCtx *rc, const uint64_t *model, RuleWitness *w, uint32_t *at, int mixed)
{
    return rule_replay_barriers(rc, model, w, at) || rule_replay_block_barriers(rc, model, w, at, mixed);
}

/* Returns 1 when "thread 1 gets to p and thread 2 does not" is
 * unsatisfiable under `base` (two threads of one block, the inputs they
 * read alike) or else under base and the values broadcast through shared
 * memory (rule_broadcast_facts: the proof then rests on shared-race too),
 * else 0 with *out set (the replay tries the model that has both). */
static int uniform_at(RuleCtx *rc, const SymTerm *base, const Point *p, RuleOutcome *out)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    uint32_t inst = p->inst;
    const char *what = p->what;
    const SymTerm *q = sym_bin(c, SYM_BAND, base, diverges(c, p)), *shared = rule_broadcast_facts(rc);
    SmtResult r;
    SmtOutcome o = rule_solve_witness(rc, q, &r);
    if (o == SMT_SAFE)
        return 1;
    RuleWitness w;
    uint32_t at = inst;
    /* a divergence the replay confirms stands before any proof that rests
     * on the facts of shared memory */
    int seen = o == SMT_RACE && replayed(rc, r.model, &w, &at, 0);
    if (!seen && shared != sym_bool(c, 1)) {
        q = sym_bin(c, SYM_BAND, q, shared);
        if ((o = rule_solve_witness(rc, q, &r)) == SMT_SAFE) {
            rc->needs_shared_race = 1;
            return 1;
        }
        seen = o == SMT_RACE && replayed(rc, r.model, &w, &at, 0);
    }
    uint32_t line = am->f->insts[inst].line;
    if (seen || (o == SMT_RACE && rule_solve(rc, q, &r) == SMT_RACE && replayed(rc, r.model, &w, &at, 1))) {
        uint32_t l = am->f->insts[at].line;
        snprintf(rc->buf[0], sizeof rc->buf[0],
                 "barrier divergence: thread (%llu,%llu,%llu) and thread (%llu,%llu,%llu) of block "
                 "(%llu,%llu,%llu) do not reach the same barriers (first difference: the barrier "
                 "at %s line %u)%s",
                 (unsigned long long)w.tid[0][0], (unsigned long long)w.tid[0][1],
                 (unsigned long long)w.tid[0][2], (unsigned long long)w.tid[1][0],
                 (unsigned long long)w.tid[1][1], (unsigned long long)w.tid[1][2],
                 (unsigned long long)w.ctaid[0], (unsigned long long)w.ctaid[1],
                 (unsigned long long)w.ctaid[2], kir_line_word(am->m), l,
                 w.mixed ? "; memory at launch a hash of each byte's address" : "");
        *out = (RuleOutcome){ .verdict = RULE_VIOLATION, .reason = rc->buf[0], .line1 = l,
                              .line2 = l, .inst1 = at, .inst2 = at, .witness = w };
        return 0;
    }
    if (o == SMT_RACE)
        snprintf(rc->buf[0], sizeof rc->buf[0],
                 "%s at %s line %u may be reached by only some threads "
                 "(witness not confirmed: the replay did not reproduce it)", what, kir_line_word(rc->am->m), line);
    else
        snprintf(rc->buf[0], sizeof rc->buf[0], "%s at %s line %u: %s", what, kir_line_word(rc->am->m), line,
                 r.reason);
    *out = unknown(rc->buf[0], line);
    return 0;
}

/* Every CTA barrier is reached by both threads of any pair or by neither;
 * in loops holding barriers, per iteration, with both threads entering and
 * leaving such loops together (induction over the iterations). */
static RuleOutcome cta_barriers(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    const char *why;
    RuleOutcome o = { .verdict = RULE_VERIFIED };
    if (am->incomplete)
        return unknown(am->incomplete, 0);
    if ((why = unsupported_barrier(rc)) != NULL)
        return unknown(why, 0);
    for (uint32_t li = 0; li < am->nloops; li++)
        if (am->loops[li].barrier && am->loops[li].side_entry)
            return unknown("a loop holding a barrier is entered other than through its header", 0);
    /* The points: loop entries (iteration 0 of both threads), barriers and
     * ways out of barrier loops, each with its lock-step hypothesis. */
    VEC(Point) pts = { 0 };
    for (uint32_t li = 0; li < am->nloops; li++) {
        const AccessLoop *L = &am->loops[li];
        if (!L->barrier)
            continue;
        uint32_t inst = am->f->blocks[L->header].first;
        const SymTerm *k1 = sym_var(c, L->k[1]), *k2 = sym_var(c, L->k[2]);
        const SymTerm *first = sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, k1, sym_const(c, 64, 0)),
                                       sym_bin(c, SYM_EQ, k2, sym_const(c, 64, 0)));
        Point p = { sym_bin(c, SYM_BAND, lockstep(rc, L->parent), first), L->reach[1], L->reach[2],
                    inst < am->f->ninsts ? inst : 0, "the loop (holding a barrier)" };
        vec_push(&pts, p);
    }
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        if (e->kind != ACCESS_BARRIER && e->kind != ACCESS_LEAVE)
            continue;
        const SymTerm *hyp = lockstep(rc, barrier_loop(am, e->block));
        if (e->after[1] && e->after[2])
            hyp = sym_bin(c, SYM_BAND, hyp, sym_bin(c, SYM_BAND, e->after[1], e->after[2]));
        Point p = { hyp, e->cond[1], e->cond[2], e->inst,
                    e->kind == ACCESS_BARRIER ? "the barrier" : "the way out of a loop holding a barrier" };
        vec_push(&pts, p);
    }
    if (pts.oom) {
        vec_free(&pts);
        return unknown("out of memory", 0);
    }
    /* First all points at once: in a kernel without divergence (most) one
     * unsatisfiable query settles them; else each point on its own. */
    const SymTerm *any = sym_bool(c, 0);
    for (uint32_t i = 0; i < pts.len; i++)
        any = sym_bin(c, SYM_BOR, any, diverges(c, &pts.data[i]));
    SmtResult r;
    const SymTerm *base = sym_bin(c, SYM_BAND, rc->same_block, inputs(rc));
    if (pts.len < 2 || rule_solve(rc, sym_bin(c, SYM_BAND, base, any), &r) != SMT_SAFE)
        for (uint32_t i = 0; i < pts.len && uniform_at(rc, base, &pts.data[i], &o); i++)
            ;
    vec_free(&pts);
    return o;
}

/* One counted-barrier obligation: VERIFIED when unsatisfiable, else a
 * violation when the replay shows the two threads executing a different
 * number of its operations (at inst, unless UINT32_MAX), else unknown. */
static RuleOutcome counted_obligation(RuleCtx *rc, const SymTerm *q, int64_t id, uint32_t inst, uint32_t line,
                                      const char *what)
{
    SmtResult r;
    SmtOutcome o = rule_solve_witness(rc, q, &r);
    if (o == SMT_SAFE)
        return (RuleOutcome){ .verdict = RULE_VERIFIED };
    RuleWitness w;
    if (o == SMT_RACE && (rule_replay_counted(rc, r.model, id, inst, &w) ||
                          (rule_solve(rc, q, &r) == SMT_RACE && rule_replay_counted(rc, r.model, id, inst, &w)))) {
        char where[32] = "";
        if (line)
            snprintf(where, sizeof where, " (%s line %u)", kir_line_word(rc->am->m), line);
        snprintf(rc->buf[0], sizeof rc->buf[0],
                 "barrier divergence: %s barrier %lld%s is executed %llu times by thread (%llu,%llu,%llu) and "
                 "%llu times by thread (%llu,%llu,%llu) of block (%llu,%llu,%llu)",
                 what, (long long)id, where, (unsigned long long)w.addr[0], (unsigned long long)w.tid[0][0],
                 (unsigned long long)w.tid[0][1], (unsigned long long)w.tid[0][2], (unsigned long long)w.addr[1],
                 (unsigned long long)w.tid[1][0], (unsigned long long)w.tid[1][1], (unsigned long long)w.tid[1][2],
                 (unsigned long long)w.ctaid[0], (unsigned long long)w.ctaid[1], (unsigned long long)w.ctaid[2]);
        uint32_t at = inst != UINT32_MAX ? inst : 0;
        return (RuleOutcome){ .verdict = RULE_VIOLATION, .reason = rc->buf[0], .line1 = line, .line2 = line,
                              .inst1 = at, .inst2 = at, .witness = w };
    }
    snprintf(rc->buf[0], sizeof rc->buf[0],
             o == SMT_RACE ? "%s barrier %lld (%s line %u) may be executed unequally by two threads "
                             "(witness not confirmed: the replay did not reproduce it)"
                           : "%s barrier %lld (%s line %u): %s",
             what, (long long)id, kir_line_word(rc->am->m), line, r.reason);
    return unknown(rc->buf[0], line);
}

/* Counted barriers: aligned ones by whole warps, equally often by the
 * threads that take part, and by a multiple of their count of threads. */
static RuleOutcome counted_barriers(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    const SymTerm *warp = rule_same_warp(rc);
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        KirBarrier bi;
        if (e->kind != ACCESS_NAMED_BARRIER || !kir_barrier(&am->f->insts[e->inst], &bi) || !bi.aligned)
            continue;
        const SymTerm *q = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, rc->same_block, warp),
                                   sym_bin(c, SYM_BAND, e->cond[1], sym_un(c, SYM_BNOT, e->cond[2])));
        RuleOutcome o = counted_obligation(rc, q, bi.id, e->inst, am->f->insts[e->inst].line, "the aligned");
        if (o.verdict != RULE_VERIFIED)
            return o;
    }
    for (uint32_t k = 0; k < rc->ncounted; k++) {
        int64_t count;
        uint32_t members;
        int64_t id = rule_counted_id(rc, k, &count, &members);
        RuleOutcome o = counted_obligation(rc, sym_bin(c, SYM_BAND, rc->same_block, rule_counted_equal_totals(rc, k)),
                                           id, UINT32_MAX, 0, "the named");
        if (o.verdict != RULE_VERIFIED)
            return o;
        if (members != UINT32_MAX && members % count != 0) {
            snprintf(rc->buf[0], sizeof rc->buf[0],
                     "named barrier %lld expects %lld threads per phase but %u threads of the block take part: "
                     "its last phase cannot complete", (long long)id, (long long)count, members);
            return unknown(rc->buf[0], 0);
        }
    }
    return (RuleOutcome){ .verdict = RULE_VERIFIED };
}

RuleOutcome rule_check_barrier_divergence(RuleCtx *rc)
{
    RuleOutcome o = cta_barriers(rc);
    rc->cta_uniform = o.verdict == RULE_VERIFIED;  // full barriers: the intervals shared-race counts
    if (o.verdict == RULE_VERIFIED && rc->counted_why)
        o = unknown(rc->counted_why, 0);
    else if (o.verdict == RULE_VERIFIED && rc->ncounted)
        o = counted_barriers(rc);
    rc->counted_ok = !rc->counted_why && o.verdict == RULE_VERIFIED;
    if (o.verdict != RULE_VIOLATION && !rc->am->incomplete) {  // a confirmed divergence stands
        RuleOutcome m = member_masks(rc);
        if (m.verdict == RULE_VERIFIED)
            m = warp_convergence(rc);
        if (m.verdict != RULE_VERIFIED)
            o = m;
    }
    return rc->divergence = o;
}
