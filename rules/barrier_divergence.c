/*
 * barrier_divergence.c - rule barrier-divergence: every CTA barrier is
 * executed by both threads of any pair, or by neither.
 * Consumes: the access model and the shared constraints (RuleCtx).
 * Produces: VERIFIED when, for every bar.sync/barrier.sync, "thread 1
 * executes it and thread 2 does not" is unsatisfiable, and the kernel has
 * nothing this check does not cover yet (barriers in loops, named barriers
 * with counts, bar.arrive, cluster barriers, warp collectives' masks,
 * calls). A satisfiable obligation is a VIOLATION when both threads,
 * replayed, execute different sequences of barriers; otherwise UNKNOWN
 * with the reason.
 */
#include "rules_int.h"

#include <stdio.h>

static RuleOutcome unknown(const char *why, uint32_t line)
{
    return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = why, .line1 = line };
}

/* A CTA-barrier feature this rule does not decide yet, or NULL. */
static const char *unsupported_barrier(const AccessModel *am)
{
    const KirFunc *f = am->f;
    for (uint32_t i = 0; i < f->ninsts; i++) {
        const KirInst *in = &f->insts[i];
        if (in->op != KIR_OP_BAR && in->op != KIR_OP_BARRIER)
            continue;
        if (in->mods & KIR_MOD_CLUSTER)
            return "cluster barriers are not modeled yet";
        if (in->subop == KIR_SUB_ARRIVE)
            return "bar.arrive is not modeled yet";
        int count = in->nopnd > 1 + (in->subop == KIR_SUB_RED) * 2;
        int id0 = in->nopnd > 0 && in->opnds[in->ndst].kind == KIR_OPND_IMM && in->opnds[in->ndst].imm == 0;
        if (count || !id0)
            return "named barriers and barriers with a thread count are not modeled yet";
    }
    return NULL;
}

/* A warp collective (whose member mask this rule must check), or NULL. */
static const char *warp_collective(const AccessModel *am)
{
    const KirFunc *f = am->f;
    for (uint32_t i = 0; i < f->ninsts; i++) {
        const KirInst *in = &f->insts[i];
        if (in->op == KIR_OP_BAR_WARP ||
            ((in->op == KIR_OP_SHFL || in->op == KIR_OP_VOTE || in->op == KIR_OP_MATCH ||
              in->op == KIR_OP_REDUX) && (in->mods & KIR_MOD_SYNC)))
            return "warp collectives (shfl/vote/match/redux.sync, bar.warp.sync): member masks are "
                   "not checked yet";
    }
    return NULL;
}

/* Every CTA barrier is reached by both threads of any pair or by neither. */
static RuleOutcome cta_barriers(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    const char *why;
    if (am->incomplete)
        return unknown(am->incomplete, 0);
    if ((why = unsupported_barrier(am)) != NULL)
        return unknown(why, 0);
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        if (e->kind != ACCESS_BARRIER)
            continue;
        uint32_t line = am->f->insts[e->inst].line;
        if (am->in_loop[e->block])
            return unknown("a barrier inside a loop (loops are not summarized yet)", line);
        /* thread 1 reaches it, thread 2 does not (the other way round is symmetric) */
        const SymTerm *q = sym_bin(c, SYM_BAND, rc->same_block,
                                   sym_bin(c, SYM_BAND, e->cond[1], sym_un(c, SYM_BNOT, e->cond[2])));
        SmtResult r;
        SmtOutcome o = smt_check(rc->smt, q, &r);
        if (o == SMT_SAFE)
            continue;
        RuleWitness w;
        uint32_t at = e->inst;
        if (o == SMT_RACE && rule_replay_barriers(rc, r.model, &w, &at)) {
            uint32_t l = am->f->insts[at].line;
            snprintf(rc->buf[0], sizeof rc->buf[0],
                     "barrier divergence: thread (%llu,%llu,%llu) and thread (%llu,%llu,%llu) of block "
                     "(%llu,%llu,%llu) do not reach the same barriers (first difference: the barrier "
                     "at PTX line %u)",
                     (unsigned long long)w.tid[0][0], (unsigned long long)w.tid[0][1],
                     (unsigned long long)w.tid[0][2], (unsigned long long)w.tid[1][0],
                     (unsigned long long)w.tid[1][1], (unsigned long long)w.tid[1][2],
                     (unsigned long long)w.ctaid[0], (unsigned long long)w.ctaid[1],
                     (unsigned long long)w.ctaid[2], l);
            return (RuleOutcome){ .verdict = RULE_VIOLATION, .reason = rc->buf[0], .line1 = l,
                                  .line2 = l, .inst1 = at, .inst2 = at, .witness = w };
        }
        if (o == SMT_RACE)
            snprintf(rc->buf[0], sizeof rc->buf[0],
                     "the barrier at PTX line %u may be reached by only some threads "
                     "(witness not confirmed: the replay did not reproduce it)", line);
        else
            snprintf(rc->buf[0], sizeof rc->buf[0], "the barrier at PTX line %u: %s", line, r.reason);
        return unknown(rc->buf[0], line);
    }
    return (RuleOutcome){ .verdict = RULE_VERIFIED };
}

RuleOutcome rule_check_barrier_divergence(RuleCtx *rc)
{
    RuleOutcome o = cta_barriers(rc);
    rc->cta_uniform = o.verdict == RULE_VERIFIED;
    const char *why = warp_collective(rc->am);
    if (o.verdict == RULE_VERIFIED && why)  // a confirmed divergence stands regardless
        o = unknown(why, 0);
    return rc->divergence = o;
}
