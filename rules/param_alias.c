/*
 * param_alias.c - rule param-alias. ld.global.nc (__ldg, const __restrict__
 * reads) is outside the PTX memory model: the bytes it reads must not be
 * written by any thread while the kernel runs. Every ld.global.nc against
 * every write to global memory, by any two threads of the grid (the reader
 * itself included): based on two distinct pointer parameters, the pair
 * rests on the assumption that the two buffers do not overlap; else the
 * overlap is an obligation, and a replayed model is a violation. Also
 * lists, as assumptions, every pair of pointer parameters with conflicting
 * accesses (one of them writing) on either: what the race proofs take as
 * distinct buffers (--may-alias A,B drops a pair).
 * Consumes: the access model and the launch constraints (RuleCtx).
 * A TMA tensor load reads a tensor that only its tensor map (host data)
 * locates: where the kernel writes global memory, the proofs take that
 * tensor as unwritten, an assumption per tensor map (tensor-unwritten).
 * Produces: VERIFIED, a replayed VIOLATION, or UNKNOWN with the reason,
 * and rc->assume.
 */
#include "rules_int.h"

#include <stdio.h>
#include <string.h>

/* A bulk copy (cp.async.bulk, cp.reduce.async.bulk, TMA) into global
 * memory: a write whose extent the model does not have. */
static int bulk_to_global(const RuleCtx *rc, const AccessEvent *e)
{
    return e->kind == ACCESS_ASYNC && rc->am->f->insts[e->inst].space == KIR_SPACE_GLOBAL;
}

static int global_access(const RuleCtx *rc, const AccessEvent *e)
{
    return (e->space == KIR_SPACE_GLOBAL && (e->kind == ACCESS_READ || e->kind == ACCESS_WRITE || e->kind == ACCESS_ATOMIC)) ||
           bulk_to_global(rc, e);
}

static int writes(const RuleCtx *rc, const AccessEvent *e)
{
    return e->kind == ACCESS_WRITE || e->kind == ACCESS_ATOMIC || bulk_to_global(rc, e);
}

static int is_nc(const RuleCtx *rc, const AccessEvent *e)
{
    return e->kind == ACCESS_READ && (rc->am->f->insts[e->inst].mods & KIR_MOD_NC);
}

/* Records that the proof takes the buffers of a's and b's parameters (or
 * a parameter's and a module variable's) as apart (once per pair; an
 * ld.global.nc pair replaces a plain one). Two module variables are apart
 * without an assumption: the linker places them. */
static void assume(RuleCtx *rc, const AccessEvent *a, const AccessEvent *b, int nc)
{
    uint32_t pa, pb, fa, fb;
    if (!rule_region_field(rc, rc->inst_region[a->inst], &pa, &fa) ||
        !rule_region_field(rc, rc->inst_region[b->inst], &pb, &fb) ||
        (!rc->am->m->vars[pa].is_param && !rc->am->m->vars[pb].is_param))
        return;
    RuleAssumption y = { { pa, pb }, { a->inst, b->inst }, (uint8_t)nc, RULE_ASSUME_APART, 0, 0, 0, -1, 0, 0, 0,
                         { fa, fb } };
    for (uint32_t i = 0; i < rc->nassume; i++) {
        RuleAssumption *x = &rc->assume[i];
        if (x->kind == RULE_ASSUME_APART &&
            ((x->param[0] == pa && x->field[0] == fa && x->param[1] == pb && x->field[1] == fb) ||
             (x->param[0] == pb && x->field[0] == fb && x->param[1] == pa && x->field[1] == fa))) {
            if (nc && !x->nc)
                *x = y;
            return;
        }
    }
    rule_assume(rc, y);
}

/* The first pair the rule cannot decide: *first becomes UNKNOWN, "the
 * ld.global.nc at line l1 and the <what> at line l2: <why>". */
static void undecided(RuleCtx *rc, RuleOutcome *first, uint32_t l1, uint32_t l2, const char *what, const char *why)
{
    if (first->verdict != RULE_VERIFIED)
        return;
    const char *lw = kir_line_word(rc->am->m);
    snprintf(rc->buf[1], sizeof rc->buf[1], "the ld.global.nc at %s line %u and the %s at %s line %u: %s", lw, l1,
             what, lw, l2, why);
    *first = (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = rc->buf[1], .line1 = l1, .line2 = l2 };
}

/* A TMA tensor load reads a tensor the model does not locate (the tensor
 * map's address is host data): where the kernel writes global memory, the
 * proofs take the two apart, an assumption per tensor map. */
static const char *assume_tensors(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    const AccessEvent *w = NULL;
    for (uint32_t j = 0; j < am->nevents && !w; j++) {
        const AccessEvent *b = &am->events[j];
        if (writes(rc, b) && (b->space == KIR_SPACE_GLOBAL || b->space == KIR_SPACE_NONE || bulk_to_global(rc, b)))
            w = b;
    }
    for (uint32_t i = 0; w && i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        if (!kir_bulk_tensor(&am->f->insts[e->inst]) || e->kind != ACCESS_ASYNC)
            continue;
        uint32_t p = access_tensor_map(rc->am, e->inst);
        if (p == UINT32_MAX)
            return "a TMA tensor load through a tensor map that is not a kernel parameter: the tensor it reads "
                   "may be memory the kernel writes";
        int seen = 0;
        for (uint32_t k = 0; k < rc->nassume && !seen; k++)
            seen = rc->assume[k].kind == RULE_ASSUME_TENSOR && rc->assume[k].param[0] == p;
        if (!seen)
            rule_assume(rc, (RuleAssumption){ { p, rule_region_var(rc, rc->inst_region[w->inst]) },
                                              { e->inst, w->inst }, 0, RULE_ASSUME_TENSOR, 0, 0, 0, -1, 0, 0, 0,
                                              { 0, 0 } });
    }
    return NULL;
}

RuleOutcome rule_check_param_alias(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    const char *lw = kir_line_word(am->m);
    SymCtx *c = rc->sym;
    for (uint32_t i = 0; i < am->nevents; i++)  // what the race proofs take as distinct buffers
        for (uint32_t j = i + 1; global_access(rc, &am->events[i]) && j < am->nevents; j++) {
            const AccessEvent *a = &am->events[i], *b = &am->events[j];
            if (global_access(rc, b) && (writes(rc, a) || writes(rc, b)) && rule_apart(rc, a, b))
                assume(rc, writes(rc, a) ? b : a, writes(rc, a) ? a : b, is_nc(rc, writes(rc, a) ? b : a));
        }
    const char *tensor_why = assume_tensors(rc);
    if (am->incomplete || tensor_why)
        return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = am->incomplete ? am->incomplete : tensor_why };
    RuleOutcome first = { .verdict = RULE_VERIFIED };
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *a = &am->events[i];
        if (!is_nc(rc, a))
            continue;
        for (uint32_t j = 0; j < am->nevents; j++) {
            const AccessEvent *b = &am->events[j];
            if (!writes(rc, b) || (b->space != KIR_SPACE_GLOBAL && b->space != KIR_SPACE_NONE && !bulk_to_global(rc, b)) ||
                ((b->space == KIR_SPACE_GLOBAL || bulk_to_global(rc, b)) && rule_apart(rc, a, b)))
                continue;
            uint32_t l1 = am->f->insts[a->inst].line, l2 = am->f->insts[b->inst].line;
            if (bulk_to_global(rc, b)) {  // its extent is not modeled
                undecided(rc, &first, l1, l2, "bulk copy into global memory",
                          "the extent of bulk copies is not modeled yet");
                continue;
            }
            if (b->space == KIR_SPACE_NONE) {  // a generic write may hit any buffer
                undecided(rc, &first, l1, l2, "write through a generic address", "generic addresses are not resolved yet");
                continue;
            }
            const SymTerm *q = sym_bin(c, SYM_BAND, rc->any_grid, sym_bin(c, SYM_BAND, a->cond[1], b->cond[2]));
            if (a->after[1] && b->after[2])
                q = sym_bin(c, SYM_BAND, q, sym_bin(c, SYM_BAND, a->after[1], b->after[2]));
            q = sym_bin(c, SYM_BAND, q, rule_event_overlap(c, a, b, 0));
            SmtResult r;
            SmtOutcome o = rule_solve_witness(rc, q, &r);
            if (o == SMT_SAFE)
                continue;
            RuleWitness w;
            memset(&w, 0, sizeof w);
            int blind = rc->inst_region[a->inst] == UINT32_MAX || rc->inst_region[b->inst] == UINT32_MAX;
            if (o == SMT_RACE && !blind && rule_replay_nc(rc, r.model, a, b, &w)) {
                snprintf(rc->buf[1], sizeof rc->buf[1],
                         "ld.global.nc of memory the kernel writes: thread (%llu,%llu,%llu) of block "
                         "(%llu,%llu,%llu) reads %u bytes at 0x%llx (%s line %u) through the non-coherent "
                         "path, and thread (%llu,%llu,%llu) of block (%llu,%llu,%llu) writes %u bytes at "
                         "0x%llx (%s line %u) during the same kernel",
                         (unsigned long long)w.tid[0][0], (unsigned long long)w.tid[0][1],
                         (unsigned long long)w.tid[0][2], (unsigned long long)w.ctaid[0],
                         (unsigned long long)w.ctaid[1], (unsigned long long)w.ctaid[2], a->bytes,
                         (unsigned long long)w.addr[0], lw, l1, (unsigned long long)w.tid[1][0],
                         (unsigned long long)w.tid[1][1], (unsigned long long)w.tid[1][2],
                         (unsigned long long)w.ctaid2[0], (unsigned long long)w.ctaid2[1],
                         (unsigned long long)w.ctaid2[2], b->bytes, (unsigned long long)w.addr[1], lw, l2);
                return (RuleOutcome){ .verdict = RULE_VIOLATION, .reason = rc->buf[1], .line1 = l1, .line2 = l2,
                                      .inst1 = a->inst, .inst2 = b->inst, .space1 = a->space,
                                      .space2 = b->space, .witness = w };
            }
            if (first.verdict == RULE_VERIFIED) {
                if (o == SMT_RACE)
                    snprintf(rc->buf[1], sizeof rc->buf[1],
                             "the ld.global.nc at %s line %u may read bytes the write at %s line %u changes; "
                             "witness not confirmed (%s)", lw, l1, lw, l2,
                             blind ? "the buffers of the two accesses could not be told apart"
                                   : "the replay did not reproduce it");
                else
                    snprintf(rc->buf[1], sizeof rc->buf[1], "%s lines %u and %u: %s", lw, l1, l2, r.reason);
                first = (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = rc->buf[1], .line1 = l1, .line2 = l2 };
            }
        }
    }
    return first;
}
