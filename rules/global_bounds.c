/*
 * global_bounds.c - rule global-bounds. Every global access based on a
 * pointer parameter whose buffer size the launch gives (check --buffer,
 * every buffer of warpsafe run), or on a module-scope .global variable (its
 * declared size), must stay inside that buffer: offset plus width at most
 * the size, for every thread of the launch. One obligation
 * per access and thread 1: it runs the access (its condition) at an
 * address whose offset from the parameter's value is outside [0, size -
 * width]. A model is replayed (thread 1 alone) before it is a violation.
 * Consumes: the access model and the launch constraints (RuleCtx, with
 * launch->buffer_*). Produces: VERIFIED, a replayed VIOLATION, or UNKNOWN
 * with the reason (an access whose buffer the model cannot name, a model
 * that did not replay). A bulk copy's global side (cp.async.bulk, its
 * length an operand) must fit from its offset to the buffer's end; a model
 * where it does not is UNKNOWN (the replay does not follow bulk extents).
 */
#include "rules_int.h"

#include <stdio.h>
#include <string.h>

/* The size given for parameter `var` (a module variable), or -1. */
static int64_t size_of(const RuleCtx *rc, uint32_t var)
{
    const RuleLaunch *l = rc->launch;
    for (uint32_t i = 0; l && var != UINT32_MAX && i < l->nbuffers; i++)
        if (strcmp(l->buffer_names[i], rc->am->m->vars[var].name) == 0)
            return (int64_t)l->buffer_bytes[i];
    return -1;
}

static int plain_global(const AccessEvent *e)
{
    return e->space == KIR_SPACE_GLOBAL && (e->kind == ACCESS_READ || e->kind == ACCESS_WRITE || e->kind == ACCESS_ATOMIC);
}

static void undecided(RuleCtx *rc, RuleOutcome *first, uint32_t line, const char *why)
{
    if (first->verdict != RULE_VERIFIED)
        return;
    snprintf(rc->buf[1], sizeof rc->buf[1], "the global access at %s line %u: %s", kir_line_word(rc->am->m), line, why);
    *first = (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = rc->buf[1], .line1 = line, .line2 = line };
}

RuleOutcome rule_check_global_bounds(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    if (am->incomplete)
        return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = am->incomplete };
    RuleOutcome first = { .verdict = RULE_VERIFIED };
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        const KirInst *in = &am->f->insts[e->inst];
        uint32_t line = in->line;
        /* a bulk copy's global side: its length an operand (a bulk store's
         * first event is the async write of global memory) */
        int bulk = e->len[1] != NULL || (e->kind == ACCESS_ASYNC && in->space == KIR_SPACE_GLOBAL);
        if (bulk && (!e->len[1] || !e->addr[1])) {
            undecided(rc, &first, line, "the bulk copy's global extent is not known");
            continue;
        }
        if (e->space == KIR_SPACE_NONE && (e->kind == ACCESS_READ || e->kind == ACCESS_WRITE || e->kind == ACCESS_ATOMIC)) {
            undecided(rc, &first, line, "a generic address (it may point into a buffer) is not resolved yet");
            continue;
        }
        if (!plain_global(e) && !(bulk && e->space == KIR_SPACE_GLOBAL))
            continue;
        uint32_t r = rc->inst_region[e->inst], var = rule_region_var(rc, r);
        const KirVar *v = var != UINT32_MAX ? &am->m->vars[var] : NULL;
        int64_t size = !v ? -1 : v->is_param ? size_of(rc, var) : v->size ? (int64_t)v->size : -1;
        if (size < 0) {  // (a module .global variable's size is its declaration's)
            undecided(rc, &first, line,
                      !v            ? "the buffer it is based on is not known"
                      : v->is_param ? "no size is given for the buffer of its parameter (--buffer NAME=BYTES)"
                                    : "the variable it is based on has no size (an unsized extern declaration)");
            continue;
        }
        /* thread 1 runs it at an offset outside [0, size - bytes] */
        const SymTerm *off = sym_bin(c, SYM_SUB, e->addr[1], sym_var(c, r));
        const SymTerm *q = sym_bin(c, SYM_BAND, rc->any_grid, e->cond[1]);
        if (e->after[1])
            q = sym_bin(c, SYM_BAND, q, e->after[1]);
        if (bulk) {  // off > size, or fewer than len bytes from off to the end
            const SymTerm *len = access_len(c, e, 1), *sz = sym_const(c, off->width, (uint64_t)size);
            if (len->width < off->width)
                len = sym_ext(c, SYM_ZEXT, off->width, len);
            q = sym_bin(c, SYM_BAND, q,
                        sym_bin(c, SYM_BOR, sym_bin(c, SYM_ULT, sz, off),
                                sym_bin(c, SYM_ULT, sym_bin(c, SYM_SUB, sz, off), len)));
        } else if ((uint64_t)size >= e->bytes) {
            q = sym_bin(c, SYM_BAND, q,
                        sym_bin(c, SYM_ULT, sym_const(c, off->width, (uint64_t)size - e->bytes), off));
        }
        SmtResult res;
        SmtOutcome o = rule_solve_witness(rc, q, &res);
        if (o == SMT_SAFE)
            continue;
        if (bulk) {  // (the replay does not follow bulk copies' extents: no witness to confirm)
            if (first.verdict == RULE_VERIFIED) {
                snprintf(rc->buf[1], sizeof rc->buf[1],
                         "the bulk copy at %s line %u may reach outside the %lld-byte buffer of %s (%s)",
                         kir_line_word(am->m), line, (long long)size, am->m->vars[var].name,
                         o == SMT_RACE ? "a model says so; bulk copies' witnesses are not replayed" : res.reason);
                first = (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = rc->buf[1], .line1 = line, .line2 = line };
            }
            continue;
        }
        RuleWitness w;
        memset(&w, 0, sizeof w);
        if (o == SMT_RACE && res.model && res.nvars > r && rule_replay_bounds(rc, res.model, e->inst, res.model[r], (uint64_t)size, &w)) {
            snprintf(rc->buf[1], sizeof rc->buf[1],
                     "out of bounds: thread (%llu,%llu,%llu) of block (%llu,%llu,%llu) %s %u bytes at offset %lld "
                     "of the %lld-byte buffer of %s (%s line %u)",
                     (unsigned long long)w.tid[0][0], (unsigned long long)w.tid[0][1],
                     (unsigned long long)w.tid[0][2], (unsigned long long)w.ctaid[0], (unsigned long long)w.ctaid[1],
                     (unsigned long long)w.ctaid[2],
                     e->kind == ACCESS_READ ? "reads" : e->kind == ACCESS_WRITE ? "writes" : "updates", e->bytes,
                     (long long)(w.addr[0] - res.model[r]), (long long)size, am->m->vars[var].name,
                     kir_line_word(am->m), line);
            return (RuleOutcome){ .verdict = RULE_VIOLATION, .reason = rc->buf[1], .line1 = line, .line2 = line,
                                  .inst1 = e->inst, .inst2 = e->inst, .space1 = e->space, .space2 = e->space,
                                  .witness = w };
        }
        if (first.verdict == RULE_VERIFIED) {
            if (o == SMT_RACE)
                snprintf(rc->buf[1], sizeof rc->buf[1],
                         "the global access at %s line %u may fall outside the %lld-byte buffer of %s; witness not "
                         "confirmed (the replay did not reproduce it)",
                         kir_line_word(am->m), line, (long long)size, am->m->vars[var].name);
            else
                snprintf(rc->buf[1], sizeof rc->buf[1], "%s line %u: %s", kir_line_word(am->m), line, res.reason);
            first = (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = rc->buf[1], .line1 = line, .line2 = line };
        }
    }
    return first;
}
