/*
 * rule_ctx.c - what every checker of one function shares: the constraints
 * that make thread 1 and thread 2 two distinct threads of one block under
 * the launch and the layout of .shared variables.
 * Consumes: an access model. Produces: a boolean term.
 */
#include "rules_int.h"

#include <stdio.h>
#include <string.h>

static const SymTerm *and2(SymCtx *c, const SymTerm *a, const SymTerm *b)
{
    return sym_bin(c, SYM_BAND, a, b);
}

static const SymTerm *ult(SymCtx *c, const SymTerm *a, uint64_t k)
{
    return sym_bin(c, SYM_ULT, a, sym_const(c, a->width, k));
}

static const SymTerm *eqk(SymCtx *c, const SymTerm *a, uint64_t k)
{
    return sym_bin(c, SYM_EQ, a, sym_const(c, a->width, k));
}

/* Block and grid dimensions: fixed by the launch, or any legal value. */
static const SymTerm *dims(SymCtx *c, const AccessModel *am, const RuleLaunch *l)
{
    static const uint64_t max_block[3] = { 1024, 1024, 64 }, max_grid[3] = { 0x80000000u, 65536, 65536 };
    const SymTerm *f = sym_bool(c, 1), *n[3];
    for (int k = 0; k < 3; k++) {
        n[k] = sym_var(c, am->ntid[k]);
        const SymTerm *g = sym_var(c, am->nctaid[k]);
        f = and2(c, f, l->block[0] ? eqk(c, n[k], l->block[k])
                                   : and2(c, sym_un(c, SYM_BNOT, eqk(c, n[k], 0)), ult(c, n[k], max_block[k] + 1)));
        f = and2(c, f, l->grid[0] ? eqk(c, g, l->grid[k])
                                  : and2(c, sym_un(c, SYM_BNOT, eqk(c, g, 0)), ult(c, g, max_grid[k])));
    }
    if (!l->block[0]) {  /* at most 1024 threads (or .maxntid); no overflow: each factor is small */
        const SymTerm *p = sym_bin(c, SYM_MUL, sym_bin(c, SYM_MUL, n[0], n[1]), n[2]);
        f = and2(c, f, ult(c, p, (l->max_threads ? l->max_threads : 1024) + 1u));
    }
    return f;
}

/* Thread t's ids are inside the block and grid, and the two threads are
 * distinct: of one block (`one_block`), else of the grid. */
static const SymTerm *threads(SymCtx *c, const AccessModel *am, int one_block, int distinct)
{
    const SymTerm *f = sym_bool(c, 1), *same = sym_bool(c, 1);
    for (int k = 0; k < 3; k++) {
        const SymTerm *n = sym_var(c, am->ntid[k]), *g = sym_var(c, am->nctaid[k]);
        for (int t = 1; t <= 2; t++) {
            f = and2(c, f, sym_bin(c, SYM_ULT, sym_var(c, am->tid[t][k]), n));
            f = and2(c, f, sym_bin(c, SYM_ULT, sym_var(c, am->ctaid[t][k]), g));
        }
        const SymTerm *same_cta = sym_bin(c, SYM_EQ, sym_var(c, am->ctaid[1][k]), sym_var(c, am->ctaid[2][k]));
        f = one_block ? and2(c, f, same_cta) : f;
        same = and2(c, same, sym_bin(c, SYM_EQ, sym_var(c, am->tid[1][k]), sym_var(c, am->tid[2][k])));
        same = one_block ? same : and2(c, same, same_cta);
    }
    return distinct ? and2(c, f, sym_un(c, SYM_BNOT, same)) : f;
}

/* .shared variables lie in the 32-bit shared window, aligned, pairwise
 * disjoint; every extern (dynamic) array starts at the same address, after
 * the static ones. The same for the .local variables (a thread's frames)
 * in their space. */
static const SymTerm *layout_space(SymCtx *c, const AccessModel *am, KirSpace space)
{
    const KirModule *m = am->m;
    const SymTerm *f = sym_bool(c, 1), *dyn = NULL;
    for (uint32_t i = 0; i < m->nvars; i++) {
        const KirVar *v = &m->vars[i];
        if (am->var_addr[i] == UINT32_MAX || v->space != space)
            continue;
        const SymTerm *a = sym_var(c, am->var_addr[i]);
        uint64_t size = v->unsized ? 0 : v->size, align = v->align ? v->align : 1;
        f = and2(c, f, ult(c, a, (UINT64_C(1) << 32) - size));
        f = and2(c, f, eqk(c, sym_bin(c, SYM_AND, a, sym_const(c, 64, align - 1)), 0));
        if (v->unsized) {
            f = dyn ? and2(c, f, sym_bin(c, SYM_EQ, a, dyn)) : f;
            dyn = dyn ? dyn : a;
        }
        for (uint32_t j = 0; j < i; j++) {
            const KirVar *w = &m->vars[j];
            if (am->var_addr[j] == UINT32_MAX || w->space != space || (v->unsized && w->unsized))
                continue;
            const SymTerm *b = sym_var(c, am->var_addr[j]);
            const SymTerm *va = sym_bin(c, SYM_ADD, a, sym_const(c, 64, size));
            const SymTerm *wb = sym_bin(c, SYM_ADD, b, sym_const(c, 64, w->unsized ? 0 : w->size));
            const SymTerm *apart = v->unsized ? sym_bin(c, SYM_ULE, wb, a)
                                 : w->unsized ? sym_bin(c, SYM_ULE, va, b)
                                              : sym_bin(c, SYM_BOR, sym_bin(c, SYM_ULE, va, b), sym_bin(c, SYM_ULE, wb, a));
            f = and2(c, f, apart);
        }
    }
    return f;
}

static const SymTerm *layout(SymCtx *c, const AccessModel *am)
{
    return and2(c, layout_space(c, am, KIR_SPACE_SHARED), layout_space(c, am, KIR_SPACE_LOCAL));
}

uint32_t rule_param_word(const AccessModel *am, uint32_t i)
{
    const KirModule *m = am->m;
    uint32_t v = i < m->nvars ? am->param_val[i] : i - m->nvars < am->nfields ? am->fields[i - m->nvars].var : UINT32_MAX;
    return v != UINT32_MAX && (i >= m->nvars || m->vars[i].size >= 8) && am->sym->vars[v].width == 64 ? v : UINT32_MAX;
}

int rule_region_base(const RuleCtx *rc, uint32_t var)
{
    for (uint32_t i = 0; i < rc->am->nevents; i++)
        if (rc->inst_region[rc->am->events[i].inst] == var)
            return 1;
    return 0;
}

/* What a readable witness looks like: block (0,0,0), and the .shared
 * variables at the offsets a linker would give them in declaration order
 * (aligned, dynamic arrays after the static ones), 64-bit parameters far
 * apart. Only a preference:
 * proofs never assume it. */
static const SymTerm *readable(const RuleCtx *rc, const RuleLaunch *l, int level)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    const KirModule *m = am->m;
    const SymTerm *f = sym_bool(c, 1);
    /* 64-bit kernel parameters (pointers, as a rule) 4 GiB apart (level 0
     * and 1; clear of the values --param fixes), so that buffers the
     * obligation says nothing about do not alias in the replay; at level 2
     * only aligned as cudaMalloc aligns (256 bytes) */
    uint64_t base = 1;
    for (uint32_t i = 0; i < m->nvars + am->nfields; i++) {
        uint32_t v = rule_param_word(am, i);
        if (v == UINT32_MAX || !rule_region_base(rc, v))  // (a size_t no access is based on: a scalar)
            continue;
        int fixed = 0;
        for (uint32_t p = 0; p < l->nparams; p++)
            fixed |= strcmp(c->vars[v].name, l->param_names[p]) == 0;
        if (fixed)
            continue;
        if (level == 2) {
            f = and2(c, f, eqk(c, sym_bin(c, SYM_AND, sym_var(c, v), sym_const(c, 64, 255)), 0));
            continue;
        }
        for (int clash = 1; clash;) {  // clear of every fixed value by 4 GiB
            clash = 0;
            for (uint32_t p = 0; p < l->nparams; p++) {
                uint64_t d = (base << 32) - (uint64_t)l->param_values[p];
                clash |= d < (UINT64_C(1) << 32) || -d < (UINT64_C(1) << 32);
            }
            base += clash;
        }
        f = and2(c, f, eqk(c, sym_var(c, v), base++ << 32));
    }
    for (int k = 0; k < 3 && level == 0; k++)
        for (int t = 1; t <= 2; t++)
            f = and2(c, f, eqk(c, sym_var(c, am->ctaid[t][k]), 0));
    uint64_t at = 0;
    for (int dyn = 0; dyn < 2; dyn++)
        for (uint32_t i = 0; i < m->nvars; i++) {
            const KirVar *v = &m->vars[i];
            if (am->var_addr[i] == UINT32_MAX || v->space != KIR_SPACE_SHARED || (int)v->unsized != dyn)
                continue;
            uint64_t align = v->align ? v->align : 1;
            at = (at + align - 1) / align * align;
            f = and2(c, f, eqk(c, sym_var(c, am->var_addr[i]), at));
            at += dyn ? 0 : v->size;
        }
    return f;
}

static const SymTerm *first_iteration(RuleCtx *rc, const SymTerm *q);

/* Solver work a kernel's readable strengthenings may spend together, and
 * one of them: they are only a preference (updateVelocity_k of the CUDA
 * samples without its launch's parameters spent 9.8 of 12.5 s on 48 of
 * them, for pairs none of whose witnesses replayed; FDTD3d 3.8 s on two);
 * past it a witness is the obligation's own model. One strengthening
 * needs 2.2M units where SobelCopyImage's witness replays (at 2M its race
 * was unknown). After SEEK_HARD of a kernel's strengthenings were not
 * decided under their limit, it seeks no more (as MAX_LIMIT_HITS for its
 * obligations: FDTD3d without its parameters left 7 undecided at 2M, 3.3
 * of its 10.3 s). */
#define SEEK_WORK 20000000u
#define SEEK_RLIMIT 4000000u
#define SEEK_HARD 2u

/* The first of q's readable strengthenings that is satisfiable (with its
 * model in *r), else q itself. */
static const SymTerm *readable_query(RuleCtx *rc, const SymTerm *q, SmtResult *r)
{
    SmtResult r2;
    /* first in the first iteration of every loop (a replay knows the loaded
     * values of the witness's iterations only), else anywhere; block (0,0,0)
     * first, then any blocks (global-race), then only aligned buffers */
    const SymTerm *first = first_iteration(rc, q), *found = NULL;
    const SymTerm *pref[3] = { rc->nice, rc->nice_apart, rc->nice_aligned };
    int was = smt_set_seeking(rc->smt, 1);
    int hard = 0;  // a strengthening not decided under its limit: the weaker ones seldom are
    for (int lv = 0; lv < 3 && !found && !hard; lv++) {
        if (!pref[lv])
            continue;
        const SymTerm *tries[2] = { first ? and2(rc->sym, q, and2(rc->sym, pref[lv], first)) : NULL,
                                    and2(rc->sym, q, pref[lv]) };
        for (int i = 0; i < 2 && !found && !hard && rc->seek_work < SEEK_WORK && rc->seek_hard < SEEK_HARD; i++) {
            uint64_t before = smt_work(rc->smt);
            uint64_t limit = rc->solve_budget && rc->solve_budget < SEEK_RLIMIT ? rc->solve_budget : SEEK_RLIMIT;
            SmtOutcome o = tries[i] ? rule_solve_budget(rc, tries[i], limit, &r2) : SMT_SAFE;
            if (o == SMT_RACE)
                *r = r2, found = tries[i];
            hard = o != SMT_RACE && o != SMT_SAFE;
            rc->seek_hard += hard;
            rc->seek_work += smt_work(rc->smt) - before;
        }
    }
    smt_set_seeking(rc->smt, was);
    return found ? found : q;
}

SmtOutcome rule_solve_witness(RuleCtx *rc, const SymTerm *q, SmtResult *r)
{
    SmtOutcome o = rule_solve(rc, q, r);
    if (o == SMT_RACE && rc->nice)
        readable_query(rc, q, r);
    return o;
}

SmtOutcome rule_solve_afresh(RuleCtx *rc, const SymTerm *q, SmtResult *r)
{
    smt_forget_models(rc->smt);
    return rule_solve_witness(rc, q, r);
}

SmtOutcome rule_solve_small(RuleCtx *rc, const SymTerm *q, SmtResult *r)
{
    SmtOutcome o = rule_solve(rc, q, r);
    if (o != SMT_RACE)
        return o;
    const SymTerm *cur = rc->nice ? readable_query(rc, q, r) : q;
    smt_forget_models(rc->smt);  // the models so far did not replay: Z3's own, from here
    const AccessModel *am = rc->am;
    SmtResult r2;
    int was = smt_set_seeking(rc->smt, 1);
    for (uint32_t i = 0; i < am->m->nvars + am->nfields && am->f->kind == KIR_FUNC_ENTRY; i++) {
        uint32_t v = i < am->m->nvars ? am->param_val[i] : am->fields[i - am->m->nvars].var;
        if (v == UINT32_MAX || (i < am->m->nvars && (!am->m->vars[i].size || am->m->vars[i].size > 8)) ||
            (rc->sym->vars[v].width > 32 && rule_region_base(rc, v)))
            continue;  // pointers (buffers), or not a parameter
        for (uint64_t lim = SMALL_SCALAR / 8; lim <= SMALL_SCALAR; lim *= 8) {  // 8 first: a block's replay runs its loops
            const SymTerm *t = and2(rc->sym, cur, ult(rc->sym, sym_var(rc->sym, v), lim));
            if (t && rule_solve(rc, t, &r2) == SMT_RACE) {
                cur = t, *r = r2;
                break;
            }
        }
    }
    smt_set_seeking(rc->smt, was);
    return o;
}

/* A kernel parameter of 8 bytes (a pointer, as far as the model can tell). */
static int is_pointer_param(void *ctx, uint32_t var)
{
    const AccessModel *am = ctx;
    if (am->f->kind != KIR_FUNC_ENTRY)
        return 0;
    for (uint32_t i = 0; i < am->m->nvars + am->nfields; i++)  // (struct fields too)
        if (rule_param_word(am, i) == var)
            return 1;
    return 0;
}

int rule_region_field(const RuleCtx *rc, uint32_t r, uint32_t *param, uint32_t *field)
{
    const AccessModel *am = rc->am;
    uint32_t p = rule_region_var(rc, r);
    for (uint32_t i = 0; p == UINT32_MAX && r != UINT32_MAX && i < am->nfields; i++)
        if (am->fields[i].var == r) {
            *param = am->fields[i].param, *field = am->fields[i].off + 1;
            return 1;
        }
    *param = p, *field = 0;
    return p != UINT32_MAX;
}

int rule_module_global(const KirVar *v)
{
    return v->space == KIR_SPACE_GLOBAL && v->func < 0 && !v->is_param;
}

/* Is module variable v a region base: a sized module .global variable (a
 * distinct object the linker places: no other variable's bytes, and a
 * pointer parameter is assumed not to point into it, as into another
 * parameter's buffer)? */
static int global_region(const KirVar *v)
{
    return rule_module_global(v) && v->size > 0;
}

/* Is var the address of such a variable? */
static int is_global_var_address(const AccessModel *am, uint32_t var)
{
    for (uint32_t i = 0; i < am->m->nvars; i++)
        if (am->var_addr[i] == var)
            return global_region(&am->m->vars[i]);
    return 0;
}

uint32_t rule_region_var(const RuleCtx *rc, uint32_t r)
{
    const AccessModel *am = rc->am;
    for (uint32_t i = 0; r != UINT32_MAX && i < am->m->nvars; i++)
        if (am->param_val[i] == r || am->var_addr[i] == r)
            return i;
    return UINT32_MAX;
}

/* ---- index arithmetic that does not wrap (rule_no_wrap) ---- */

enum { NO_WRAP_TERMS = 256, NO_WRAP_CONDS = 32 };

/* Index arithmetic a sign extension reads exactly where C's int does not
 * overflow (undefined there): sums, differences, negations, products and
 * constant shifts of 32 bits or fewer (x + -4 is exact). An unsigned index
 * (zero extension) wraps by definition: its races are reported as such. */
static int wrap_arith(const SymTerm *t)
{
    int product = t->op == SYM_MUL || (t->op == SYM_SHL && t->args[1]->op == SYM_CONST && t->args[1]->value < t->width);
    return t->width <= 32 && (product || t->op == SYM_ADD || t->op == SYM_SUB || t->op == SYM_NEG);
}

/* A C int index widened for an address: the sign extension of int
 * arithmetic (rule_no_wrap's conditions and rule_no_wrap_range's
 * intervals are about the same nodes). */
static int int_index(const SymTerm *t)
{
    return t->op == SYM_SEXT && t->args[0]->width <= 32 && wrap_arith(t->args[0]);
}

/* The condition that arithmetic node t (width w <= 32) computes the
 * integer its arguments give as signed numbers: its operation over the
 * arguments sign-extended to 2w bits equals t sign-extended. */
static const SymTerm *exact_at(SymCtx *c, const SymTerm *t)
{
    unsigned w2 = 2u * t->width;
    const SymTerm *x = sym_ext(c, SYM_SEXT, w2, t->args[0]), *r;
    if (t->op == SYM_NEG)
        r = sym_un(c, SYM_NEG, x);
    else if (t->op == SYM_SHL)
        r = sym_bin(c, SYM_SHL, x, sym_const(c, w2, t->args[1]->value));
    else
        r = sym_bin(c, (SymOp)t->op, x, sym_ext(c, SYM_SEXT, w2, t->args[1]));
    return sym_bin(c, SYM_EQ, r, sym_ext(c, SYM_SEXT, w2, t));
}

/* t (int arithmetic of at most 32 bits) computed at w bits from its
 * leaves sign-extended: its exact value where nothing wraps. */
static const SymTerm *widened(SymCtx *c, const SymTerm *t, unsigned w, int depth)
{
    if (!wrap_arith(t) || depth > 16)
        return sym_ext(c, SYM_SEXT, w, t);
    const SymTerm *x = widened(c, t->args[0], w, depth + 1);
    if (t->op == SYM_NEG)
        return sym_un(c, SYM_NEG, x);
    if (t->op == SYM_SHL)
        return sym_bin(c, SYM_SHL, x, sym_const(c, w, t->args[1]->value));
    return sym_bin(c, (SymOp)t->op, x, widened(c, t->args[1], w, depth + 1));
}

/* f and, for each top-level conjunct not (x1 or x2 or ...), not x1, not
 * x2, ... as conjuncts of their own (an access's condition not (n <=s row
 * or n <=s col) bounds n as a fact then: the integer reading reads the
 * products sext(row) * sext(n) of a widened index only for n >= 0). */
static const SymTerm *negated_parts(SymCtx *c, const SymTerm *f)
{
    const SymTerm *stack[NO_WRAP_TERMS], *out = f;
    unsigned sp = 0, added = 0;
    if (f)
        stack[sp++] = f;
    while (sp && added < NO_WRAP_TERMS) {
        const SymTerm *t = stack[--sp];
        if (t->op == SYM_BAND && sp + 2 <= NO_WRAP_TERMS) {
            stack[sp++] = t->args[0], stack[sp++] = t->args[1];
        } else if (t->op == SYM_BNOT && t->args[0]->op == SYM_BOR) {
            const SymTerm *ors[NO_WRAP_CONDS];
            unsigned no = 0;
            ors[no++] = t->args[0];
            while (no && added < NO_WRAP_TERMS) {  // the or-tree's leaves, each negated
                const SymTerm *x = ors[--no];
                if (x->op == SYM_BOR && no + 2 <= NO_WRAP_CONDS)
                    ors[no++] = x->args[0], ors[no++] = x->args[1];
                else if (x->op != SYM_BOR)
                    out = sym_bin(c, SYM_BAND, out, sym_un(c, SYM_BNOT, x)), added++;
            }
        }
    }
    return out;
}

const SymTerm *rule_no_wrap(RuleCtx *rc, const SymTerm *f, const SymTerm *addr1, const SymTerm *addr2,
                            const SymTerm **exact)
{
    SymCtx *c = rc->sym;
    const SymTerm *stack[NO_WRAP_TERMS], *seen[NO_WRAP_TERMS], *all = NULL;
    uint8_t index[NO_WRAP_TERMS], seen_index[NO_WRAP_TERMS];  // read as (part of) a sign-extended int index
    unsigned sp = 0, nseen = 0, nconds = 0;
    int cut = 0;  // the walk did not finish: every widened node must have its condition, so no assumption
    SymSubst sub;
    sym_subst_init(&sub, c);
    if (addr1)
        stack[sp] = addr1, index[sp++] = 0;
    if (addr2)
        stack[sp] = addr2, index[sp++] = 0;
    while (sp && !cut) {
        const SymTerm *t = stack[--sp];
        uint8_t in = index[sp];
        unsigned i = 0;
        while (i < nseen && !(seen[i] == t && seen_index[i] == in))
            i++;
        if (i < nseen || t->op == SYM_CONST || t->op == SYM_VAR || !t->width)
            continue;  // (met again the same way: its conditions are there)
        if (nseen == NO_WRAP_TERMS) {
            cut = 1;
            break;
        }
        seen[nseen] = t, seen_index[nseen++] = in;
        if (in && wrap_arith(t)) {
            const SymTerm *e = exact_at(c, t);
            all = all ? sym_bin(c, SYM_BAND, all, e) : e;
            cut = ++nconds > NO_WRAP_CONDS;
        } else {
            in = 0;  // below anything else: not an index the extension reads exactly
        }
        if (int_index(t)) {
            in = 1;  // an int index widened for an address
            const SymTerm *wide = exact ? widened(c, t->args[0], t->width, 0) : t;
            cut |= !wide || (exact && sym_subst_term(&sub, t, wide) < 0);
        }
        for (unsigned a = 0; a < t->nargs && !cut; a++) {
            cut = sp == NO_WRAP_TERMS;
            if (!cut)
                stack[sp] = t->args[a], index[sp++] = in;
        }
    }
    if (exact)
        *exact = all && !cut ? negated_parts(c, sym_subst(&sub, f)) : NULL;
    sym_subst_free(&sub);
    return cut || (exact && !*exact) ? NULL : all;
}

/* ---- where the index arithmetic is exact (rule_no_wrap_range) ---- */

typedef __int128 i128;

typedef struct {
    SymCtx *c;
    const SymTerm **vars;    // the variables of the addresses, with their unsigned bounds
    uint64_t *lo, *hi;
    unsigned n;
    uint32_t param;          // the parameter's variable, in [plo, phi] (signed)
    i128 plo, phi;
    uint32_t steps;          // nodes visited (a term is a DAG: walked as a tree, it is cut off)
} Span;

/* Nodes one range search may visit, over all its tries: past it, no range. */
enum { SPAN_STEPS = 1u << 16 };

/* [lo, hi] of unsigned values of width w read as signed numbers. */
static void signed_span(uint64_t lo, uint64_t hi, unsigned w, i128 *l, i128 *h)
{
    i128 half = (i128)1 << (w - 1), full = half * 2;
    if (hi < (uint64_t)half)
        *l = lo, *h = hi;
    else if (lo >= (uint64_t)half)
        *l = (i128)lo - full, *h = (i128)hi - full;
    else
        *l = -half, *h = half - 1;
}

/* The exact value of t (leaves read as signed numbers, int arithmetic not
 * reduced: widened's value) in [*l, *h]; 0 where some int arithmetic node
 * may leave its width (a wrap) on those intervals. */
static int exact_span(Span *S, const SymTerm *t, i128 *l, i128 *h, int depth)
{
    if (++S->steps > SPAN_STEPS || (wrap_arith(t) && depth > 16))
        return 0;  // too deep to tell: rule_no_wrap's condition holds there too
    if (!wrap_arith(t)) {
        uint64_t ul = 0, uh = sym_mask(t->width);
        if (t->op == SYM_VAR && t->var == S->param) {
            *l = S->plo, *h = S->phi;
            return 1;
        }
        sym_range(S->c, t, &ul, &uh);
        for (unsigned i = 0; t->op == SYM_VAR && i < S->n; i++)
            if (S->vars[i] == t)
                ul = S->lo[i] > ul ? S->lo[i] : ul, uh = S->hi[i] < uh ? S->hi[i] : uh;
        if (ul > uh || t->width == 0 || t->width > 64)
            return 0;
        signed_span(ul, uh, t->width, l, h);
        return 1;
    }
    i128 al, ah, bl = 0, bh = 0;
    if (!exact_span(S, t->args[0], &al, &ah, depth + 1) ||
        (t->op != SYM_NEG && t->op != SYM_SHL && !exact_span(S, t->args[1], &bl, &bh, depth + 1)))
        return 0;
    if (t->op == SYM_NEG) {
        *l = -ah, *h = -al;
    } else if (t->op == SYM_SHL) {
        i128 k = (i128)1 << t->args[1]->value;
        *l = al * k, *h = ah * k;
    } else if (t->op == SYM_ADD) {
        *l = al + bl, *h = ah + bh;
    } else if (t->op == SYM_SUB) {
        *l = al - bh, *h = ah - bl;
    } else {  // arguments inside 2^32 (checked below at every node): products inside 2^64
        i128 p[4] = { al * bl, al * bh, ah * bl, ah * bh };
        *l = *h = p[0];
        for (int i = 1; i < 4; i++)
            *l = p[i] < *l ? p[i] : *l, *h = p[i] > *h ? p[i] : *h;
    }
    i128 half = (i128)1 << (t->width - 1);
    return *l >= -half && *h < half;
}

/* Does every sign-extended int index of addr[0..2) stay exact with the
 * parameter in [plo, phi]? */
static int spans_exact(Span *S, const SymTerm *const *addr, i128 plo, i128 phi)
{
    const SymTerm *stack[NO_WRAP_TERMS];
    unsigned sp = 0;
    S->plo = plo, S->phi = phi;
    for (int i = 0; i < 2; i++)
        if (addr[i])
            stack[sp++] = addr[i];
    while (sp) {
        const SymTerm *t = stack[--sp];
        i128 l, h;
        if (++S->steps > SPAN_STEPS)
            return 0;
        if (int_index(t)) {
            if (!exact_span(S, t->args[0], &l, &h, 0))
                return 0;
            continue;
        }
        for (unsigned a = 0; a < t->nargs; a++) {
            if (sp == NO_WRAP_TERMS)
                return 0;
            stack[sp++] = t->args[a];
        }
    }
    return 1;
}

static int collect_var(void *ctx, uint32_t var)
{
    Span *S = ctx;
    const SymTerm *v = S->n < NO_WRAP_TERMS ? sym_var(S->c, var) : NULL;
    if (v)
        S->vars[S->n++] = v;
    return 0;
}

int rule_no_wrap_range(RuleCtx *rc, const SymTerm *f, const SymTerm *addr1, const SymTerm *addr2, uint32_t param,
                       int64_t *lo, int64_t *hi)
{
    const SymTerm *vars[NO_WRAP_TERMS + 1], *addr[2] = { addr1, addr2 };
    uint64_t vlo[NO_WRAP_TERMS + 1], vhi[NO_WRAP_TERMS + 1];
    Span S = { rc->sym, vars, vlo, vhi, 0, param, 0, 0, 0 };
    const SymTerm *pv = sym_var(rc->sym, param);
    vars[S.n++] = pv;
    for (int i = 0; i < 2; i++)
        if (addr[i])
            sym_mentions(rc->sym, addr[i], collect_var, &S);
    if (!pv || pv->width == 0 || pv->width > 64 || smt_bounds(rc->sym, f, vars, S.n, vlo, vhi) < 0 || vlo[0] > vhi[0])
        return 0;
    i128 plo, phi;
    signed_span(vlo[0], vhi[0], pv->width, &plo, &phi);
    if (!spans_exact(&S, addr, plo, plo)) {  // a least value below 0 may wrap a product: from 0 then
        if (plo >= 0 || phi < 0 || !spans_exact(&S, addr, 0, 0))
            return 0;
        plo = 0;
    }
    i128 good = plo, bad = phi;  // [plo, good] exact; [plo, bad] not
    if (spans_exact(&S, addr, plo, phi))
        good = phi;
    while (good < phi && bad - good > 1) {
        i128 mid = good + (bad - good) / 2;
        if (spans_exact(&S, addr, plo, mid))
            good = mid;
        else
            bad = mid;
    }
    *lo = (int64_t)plo, *hi = (int64_t)good;
    return 1;
}

/* A variable that may hold a pointer other than the parameter's: another
 * 8-byte parameter, or a 64-bit value loaded from memory or unknown. */
static int pointer_like(void *ctx, uint32_t var)
{
    const RuleCtx *rc = ctx;
    const AccessModel *am = rc->am;
    const SymVar *v = &rc->sym->vars[var];
    if (is_pointer_param((void *)am, var))
        return 1;
    if (v->width != 64 || (v->kind != SYM_VAR_LOAD && v->kind != SYM_VAR_FREE && v->kind != SYM_VAR_UNDEF))
        return 0;
    for (uint32_t i = 0; i < am->f->ninsts; i++)  // a load of 4 bytes or fewer holds no pointer
        if (am->load_var[1][i] == var || am->load_var[2][i] == var) {
            const KirInst *in = &am->f->insts[i];
            return in->op != KIR_OP_LD || in->vec > 1 || kir_type_bits((KirType)in->type) > 32;
        }
    return 1;
}

/* What region_of finds in a term: no pointer, one pointer's buffer (the
 * variable), no single buffer (REGION_CLASH), or a value no path computed
 * (REGION_UNDEF: a register read where nothing wrote it, which no access
 * the kernel makes uses as its address). */
enum { REGION_UNDEF = UINT32_MAX - 2, REGION_NONE = UINT32_MAX - 1, REGION_CLASH = UINT32_MAX };

/* region_of's walk stops after this many nodes (a DAG of selections may
 * have exponentially many paths): no single buffer then. */
#define REGION_NODES 512

static uint32_t region_of(const RuleCtx *rc, const SymTerm *x, int *nodes)
{
    if (++*nodes > REGION_NODES)
        return REGION_CLASH;
    if (x->op == SYM_ADD || x->op == SYM_SUB) {  // p + i, i + p, p - i: at most one side a pointer
        uint32_t a = region_of(rc, x->args[0], nodes), b = region_of(rc, x->args[1], nodes);
        int pa = a < REGION_UNDEF, pb = b < REGION_UNDEF;  // a pointer's buffer
        if (a == REGION_CLASH || b == REGION_CLASH || (pa && pb) || (x->op == SYM_SUB && pb))
            return REGION_CLASH;
        return pa ? a : pb ? b : a == REGION_UNDEF || b == REGION_UNDEF ? REGION_UNDEF : REGION_NONE;
    }
    if (x->op == SYM_ITE) {  // either branch's value: both of one buffer (or one never computed)
        uint32_t a = region_of(rc, x->args[1], nodes), b = region_of(rc, x->args[2], nodes);
        return a == REGION_UNDEF ? b : b == REGION_UNDEF || a == b ? a : REGION_CLASH;
    }
    if (x->op == SYM_VAR && (is_pointer_param((void *)rc->am, x->var) || is_global_var_address(rc->am, x->var)))
        return x->var;
    if (x->op == SYM_VAR && rc->sym->vars[x->var].kind == SYM_VAR_UNDEF)
        return REGION_UNDEF;
    if (x->op == SYM_AND && ((x->args[0]->op == SYM_CONST && x->args[0]->value >> 32 == 0) ||
                             (x->args[1]->op == SYM_CONST && x->args[1]->value >> 32 == 0)))
        return REGION_NONE;  // a value masked below 2^32 is no pointer
    if (x->op == SYM_MUL || x->op == SYM_SHL)
        return REGION_NONE;  // nor is a product: code scales indices (i * pitch, i << 2), never pointers
    // another parameter, or a 64-bit value loaded from memory (or unknown): it may be the pointer, and
    // the 8-byte parameter an integer added to it
    return sym_mentions(rc->sym, x, pointer_like, (void *)rc) ? REGION_CLASH : REGION_NONE;
}

/* The kernel pointer parameter an address is based on: p + offset (sums,
 * p - offset, and selections whose branches are all based on p), with the
 * offset mentioning no other 8-byte parameter and no 64-bit value loaded
 * from memory or unknown outside a product (either may be the pointer, p
 * an integer added to it); UINT32_MAX when that cannot be told. */
uint32_t rule_region(const RuleCtx *rc, const SymTerm *t)
{
    int nodes = 0;
    uint32_t r = t ? region_of(rc, t, &nodes) : REGION_CLASH;
    return r == REGION_NONE || r == REGION_UNDEF ? UINT32_MAX : r;
}

int rule_may_alias(const RuleCtx *rc, uint32_t r1, uint32_t r2)
{
    for (uint32_t i = 0; i < rc->naliases; i++)
        if ((rc->alias[2 * i] == r1 && rc->alias[2 * i + 1] == r2) ||
            (rc->alias[2 * i] == r2 && rc->alias[2 * i + 1] == r1))
            return 1;
    return 0;
}

/* --may-alias names as pairs of parameter value variables (names that are
 * no parameter of this kernel are left out). */
static int aliases(RuleCtx *rc, const RuleLaunch *l)
{
    SymCtx *c = rc->sym;
    rc->alias = mem_alloc(((size_t)l->naliases + 1) * 2 * sizeof *rc->alias);
    if (!rc->alias)
        return -1;
    for (uint32_t p = 0; p < l->naliases; p++) {
        uint32_t v2[2] = { UINT32_MAX, UINT32_MAX };
        for (int k = 0; k < 2; k++)
            for (uint32_t v = 0; v < c->nvars; v++)
                if (c->vars[v].kind == SYM_VAR_PARAM && strcmp(c->vars[v].name, l->alias_names[2 * p + k]) == 0)
                    v2[k] = v;
        for (int k = 0; k < 2; k++) {  // a struct parameter's first field: NAME+0
            const char *n = l->alias_names[2 * p + k];
            size_t len = strlen(n);
            for (uint32_t i = 0; v2[k] == UINT32_MAX && len > 2 && !strcmp(n + len - 2, "+0") && i < rc->am->m->nvars; i++)
                if (rc->am->param_val[i] != UINT32_MAX && rc->am->m->vars[i].size > 8 &&
                    strlen(rc->am->m->vars[i].name) == len - 2 && !strncmp(rc->am->m->vars[i].name, n, len - 2))
                    v2[k] = rc->am->param_val[i];
        }
        for (int k = 0; k < 2; k++)  // a module .global variable by its name: its address
            for (uint32_t i = 0; v2[k] == UINT32_MAX && i < rc->am->m->nvars; i++)
                if (rc->am->var_addr[i] != UINT32_MAX && global_region(&rc->am->m->vars[i]) &&
                    strcmp(rc->am->m->vars[i].name, l->alias_names[2 * p + k]) == 0)
                    v2[k] = rc->am->var_addr[i];
        if (v2[0] != UINT32_MAX && v2[1] != UINT32_MAX)
            rc->alias[2 * rc->naliases] = v2[0], rc->alias[2 * rc->naliases + 1] = v2[1], rc->naliases++;
    }
    return 0;
}

/* Nothing but CTA barriers (and, unless `warp`, bar.warp.sync) orders the
 * threads' accesses: no fence, acquire/release access, counted barrier,
 * mbarrier or asynchronous copy. */
static int barriers_only(const AccessModel *am, int warp)
{
    for (uint32_t i = 0; i < am->f->ninsts; i++)
        if (am->f->insts[i].op == KIR_OP_MBARRIER)
            return 0;
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        KirSem s = (KirSem)am->f->insts[e->inst].sem;
        if (e->kind == ACCESS_FENCE || e->kind == ACCESS_NAMED_BARRIER || e->kind == ACCESS_ASYNC ||
            (warp && e->kind == ACCESS_WARP_SYNC) || s == KIR_SEM_ACQUIRE || s == KIR_SEM_RELEASE ||
            s == KIR_SEM_ACQ_REL || s == KIR_SEM_SC)
            return 0;
    }
    return 1;
}

/* Loads whose value a two-thread replay may take from the witness: the
 * memory they read is an input no thread of the kernel writes (a global
 * buffer of a pointer parameter that no store, atomic or unresolved access
 * may reach; a thread's own .local frame). Shared memory, constant banks
 * (initializers) and anything else other threads may have written before
 * are not: their values are computed (whole-block replay) or unknown. */
static int free_loads(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    rc->free_load = mem_alloc((size_t)am->f->ninsts + 1);
    rc->early_load = mem_alloc((size_t)am->f->ninsts + 1);
    rc->inst_region = mem_alloc(((size_t)am->f->ninsts + 1) * sizeof *rc->inst_region);
    if (!rc->free_load || !rc->early_load || !rc->inst_region)
        return -1;
    memset(rc->free_load, 0, (size_t)am->f->ninsts + 1);
    for (uint32_t i = 0; i <= am->f->ninsts; i++)
        rc->inst_region[i] = UINT32_MAX;
    for (uint32_t i = 0; i < am->nevents; i++)
        if (am->events[i].space == KIR_SPACE_GLOBAL && am->events[i].addr[1])
            rc->inst_region[am->events[i].inst] = rule_region(rc, am->events[i].addr[1]);
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        if (e->kind != ACCESS_READ)
            continue;
        if (e->space == KIR_SPACE_LOCAL) {
            rc->free_load[e->inst] = 1;
            continue;
        }
        uint32_t r = rc->inst_region[e->inst];  // a parameter's buffer (a module variable may have
        int input = r != UINT32_MAX && is_pointer_param((void *)am, r);  // an initializer the replay reads)
        for (uint32_t j = 0; j < am->nevents && input; j++) {
            const AccessEvent *w = &am->events[j];
            if ((w->kind != ACCESS_WRITE && w->kind != ACCESS_ATOMIC && w->kind != ACCESS_ASYNC) ||
                (w->space != KIR_SPACE_GLOBAL && w->space != KIR_SPACE_NONE))
                continue;
            uint32_t rw = w->space == KIR_SPACE_GLOBAL ? rc->inst_region[w->inst] : rule_region(rc, w->addr[1]);
            input = rw != UINT32_MAX && rw != r && !rule_may_alias(rc, r, rw);
        }
        rc->free_load[e->inst] = (uint8_t)input;
    }
    /* early loads: where only barriers order the threads (not even
     * bar.warp.sync), no write of another thread is ordered before a load
     * its thread makes before its first barrier, so that load may read the
     * memory as it was at launch (PTX ISA 8: a read sees a write not
     * ordered after it, the initial value among them) */
    memset(rc->early_load, 0, (size_t)am->f->ninsts + 1);
    int early = barriers_only(am, 1);
    for (uint32_t i = 0; i < am->f->ninsts && early; i++)  // griddepcontrol.wait: the primary grid's
        early = !strstr(am->f->insts[i].mnemonic, "griddepcontrol");  // writes are seen after it
    for (uint32_t i = 0; i < am->nevents && early; i++) {
        const AccessEvent *e = &am->events[i];
        const KirInst *in = &am->f->insts[e->inst];
        if (e->kind == ACCESS_READ && e->space == KIR_SPACE_GLOBAL && !rc->free_load[e->inst] && in->vec <= 1 &&
            (in->op == KIR_OP_LD || in->op == KIR_OP_LDU))
            rc->early_load[e->inst] = 1, rc->any_early = 1;
    }
    return 0;
}

/* Is --param p a range (NAME=LO..HI) rather than a value? */
static int param_range(const RuleLaunch *l, uint32_t p)
{
    return l->param_hi && l->param_hi[p] != l->param_values[p];
}

/* --param NAME=VALUE: the parameter's value variable equals VALUE;
 * NAME=LO..HI: it lies from LO to HI (signed where LO < 0). */
static const SymTerm *params(SymCtx *c, const RuleLaunch *l)
{
    const SymTerm *f = sym_bool(c, 1);
    for (uint32_t p = 0; p < l->nparams; p++)
        for (uint32_t v = 0; v < c->nvars; v++) {
            if (c->vars[v].kind != SYM_VAR_PARAM || strcmp(c->vars[v].name, l->param_names[p]) != 0)
                continue;
            if (!param_range(l, p)) {
                f = and2(c, f, eqk(c, sym_var(c, v), (uint64_t)l->param_values[p]));
                continue;
            }
            unsigned w = c->vars[v].width;
            SymOp le = l->param_values[p] < 0 ? SYM_SLE : SYM_ULE;
            const SymTerm *x = sym_var(c, v);
            f = and2(c, f, sym_bin(c, le, sym_const(c, w, (uint64_t)l->param_values[p]), x));
            f = and2(c, f, sym_bin(c, le, x, sym_const(c, w, (uint64_t)l->param_hi[p])));
        }
    return f;
}

static int fix(RuleCtx *rc, uint32_t var, uint64_t value)
{
    SymCtx *c = rc->sym;
    if (var >= c->nvars || sym_subst_set(&rc->fixed, var, sym_const(c, c->vars[var].width, value)) < 0)
        return -1;
    rc->fixed_vars[rc->nfixed] = var, rc->fixed_vals[rc->nfixed++] = value & sym_mask(c->vars[var].width);
    return 0;
}

/* The variables whose values the launch fixes: dimensions and --param. */
static int fixed_values(RuleCtx *rc, const RuleLaunch *l)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    sym_subst_init(&rc->fixed, c);
    rc->fixed_vars = mem_alloc((6 + (size_t)l->nparams * c->nvars + 1) * sizeof *rc->fixed_vars);
    rc->fixed_vals = mem_alloc((6 + (size_t)l->nparams * c->nvars + 1) * sizeof *rc->fixed_vals);
    if (!rc->fixed_vars || !rc->fixed_vals)
        return -1;
    for (int k = 0; k < 3; k++) {
        if (l->block[0] && fix(rc, am->ntid[k], l->block[k]) < 0)
            return -1;
        if (l->grid[0] && fix(rc, am->nctaid[k], l->grid[k]) < 0)
            return -1;
    }
    for (uint32_t p = 0; p < l->nparams; p++)
        for (uint32_t v = 0; v < c->nvars && !param_range(l, p); v++)
            if (c->vars[v].kind == SYM_VAR_PARAM && strcmp(c->vars[v].name, l->param_names[p]) == 0 &&
                fix(rc, v, (uint64_t)l->param_values[p]) < 0)
                return -1;
    return 0;
}

typedef struct {
    const RuleCtx *rc;
    uint8_t *want;
} LoopMarks;

/* sym_mentions' predicate: records the loop of a counter, answers no (so
 * that the whole term is walked). */
static int mark_loop(void *ctx, uint32_t var)
{
    const LoopMarks *lm = ctx;
    if (var < lm->rc->nvar_loop && lm->rc->var_loop[var] != UINT32_MAX)
        lm->want[lm->rc->var_loop[var]] = 1;
    return 0;
}

/* Marks the loops whose counters t mentions. Returns 0, or -1 on OOM. */
static int mark_loops(RuleCtx *rc, const SymTerm *t, uint8_t *want)
{
    LoopMarks lm = { rc, want };
    return sym_mentions(rc->sym, t, mark_loop, &lm) ? -1 : 0;
}

/* q and the facts of the loops it mentions, transitively (a loop's fact
 * mentions its enclosing loops). The facts of other loops are left out:
 * each holds for counter 0 whatever the rest, so leaving them out changes
 * no answer, and the solver sees a much smaller formula. */
static const SymTerm *loop_facts(RuleCtx *rc, const SymTerm *q)
{
    const AccessModel *am = rc->am;
    uint32_t n = am->nloops;
    if (!n || !q)
        return q;
    uint8_t *want = mem_alloc((size_t)n * 2 + 2), *done = want ? want + n + 1 : NULL;
    if (!want)
        return NULL;
    memset(want, 0, (size_t)n * 2 + 2);
    if (mark_loops(rc, q, want) < 0) {
        mem_free(want);
        return NULL;
    }
    for (int more = 1; more;) {
        more = 0;
        for (uint32_t li = 0; li < n; li++)
            if (want[li] && !done[li]) {
                done[li] = 1, more = 1;
                for (uint32_t lj = 0; lj < n; lj++)  // the loops its fact mentions (rule_ctx_init)
                    want[lj] |= rc->loop_deps[(size_t)li * n + lj];
                q = and2(rc->sym, q, rc->loop_fact[li]);
            }
    }
    mem_free(want);
    return q;
}

/* Every loop q mentions in its first iteration, for both threads; NULL
 * when q mentions none. */
static const SymTerm *first_iteration(RuleCtx *rc, const SymTerm *q)
{
    const AccessModel *am = rc->am;
    uint8_t *want = mem_alloc((size_t)am->nloops + 1);
    const SymTerm *f = NULL;
    if (!want)
        return NULL;
    memset(want, 0, (size_t)am->nloops + 1);
    if (mark_loops(rc, q, want) == 0)
        for (uint32_t li = 0; li < am->nloops; li++)
            for (int t = 1; t <= 2 && want[li]; t++)
                f = and2(rc->sym, f ? f : sym_bool(rc->sym, 1), eqk(rc->sym, sym_var(rc->sym, am->loops[li].k[t]), 0));
    mem_free(want);
    return f;
}

SmtOutcome rule_solve_budget(RuleCtx *rc, const SymTerm *q, uint64_t budget, SmtResult *r)
{
    q = loop_facts(rc, q);
    const SymTerm *f = rc->nfixed ? sym_subst(&rc->fixed, q) : q;
    SmtOutcome o = budget ? smt_check_budget(rc->smt, f, budget, r) : smt_check(rc->smt, f, r);
    for (uint32_t i = 0; o == SMT_RACE && r->model && i < rc->nfixed; i++)
        if (rc->fixed_vars[i] < r->nvars)
            r->model[rc->fixed_vars[i]] = rc->fixed_vals[i];
    return o;
}

int rule_in_loop(const AccessModel *am, uint32_t li, uint32_t v)
{
    for (int32_t l = am->loop_of[v]; l >= 0; l = am->loops[l].parent)
        if ((uint32_t)l == li)
            return 1;
    return 0;
}

void rule_assume(RuleCtx *rc, RuleAssumption x)
{
    if (rc->nassume == RULE_MAX_ASSUME)
        rc->nassume_more++;  // counted: the report says how many it cannot list
    else
        rc->assume[rc->nassume++] = x;
}

void rule_note(const RuleCtx *rc, uint32_t inst1, uint32_t inst2, const char *why)
{
    if (rc->launch && rc->launch->note)
        rc->launch->note(rc->launch->note_ctx, inst1, inst2, why);
}

void rule_next_checker(RuleCtx *rc)
{
    rc->block_steps = RULE_BLOCK_STEPS;
}

SmtOutcome rule_solve(RuleCtx *rc, const SymTerm *q, SmtResult *r)
{
    return rule_solve_budget(rc, q, rc->solve_budget, r);
}

/* rule_needs' resource limit: its query often multiplies a symbolic block
 * size; where that is not decided cheaply, the finding just says nothing. */
#define NEEDS_RLIMIT 250000u

/* Does f read special register s (component comp, 1..3 = .x .y .z)? */
static int reads_sreg(const KirFunc *f, KirSreg s, unsigned comp)
{
    for (uint32_t i = 0; i < f->ninsts; i++)
        for (uint32_t k = 0; k < f->insts[i].nopnd; k++) {
            const KirOperand *o = &f->insts[i].opnds[k];
            if (o->kind == KIR_OPND_SREG && o->sreg == s && (o->comp == comp || o->comp == 0))
                return 1;
        }
    return 0;
}

const char *rule_needs(RuleCtx *rc, const SymTerm *q, const RuleWitness *w)
{
    const AccessModel *am = rc->am;
    const RuleLaunch *l = rc->launch;
    SymCtx *c = rc->sym;
    const SymTerm *usual = sym_bool(c, 1);
    const char *unread[4];
    unsigned n = 0;
    int unusual = 0;  // the witness's launch is not a usual one (else no query: a usual launch races)
    static const char *const names[2][3] = { { NULL, "blockDim.y", "blockDim.z" }, { NULL, "gridDim.y", "gridDim.z" } };
    for (int grid = 0; grid < 2; grid++) {  /* a dimension the kernel never reads, above 1 */
        if (l && (grid ? l->grid[0] : l->block[0]))
            continue;  // given: it is the user's launch
        for (int k = 1; k < 3; k++)
            if (!reads_sreg(am->f, grid ? KIR_SREG_CTAID : KIR_SREG_TID, (unsigned)k + 1) &&
                !reads_sreg(am->f, grid ? KIR_SREG_NCTAID : KIR_SREG_NTID, (unsigned)k + 1)) {
                usual = and2(c, usual, eqk(c, sym_var(c, grid ? am->nctaid[k] : am->ntid[k]), 1));
                unread[n++] = names[grid][k];
                unusual |= (grid ? w->grid[k] : w->ntid[k]) > 1;
            }
    }
    int wrap = l && !l->grid[0];
    if (wrap) {  /* a 32-bit thread index wraps */
        const SymTerm *x = sym_bin(c, SYM_MUL, sym_ext(c, SYM_ZEXT, 64, sym_var(c, am->nctaid[0])),
                                   sym_ext(c, SYM_ZEXT, 64, sym_var(c, am->ntid[0])));
        usual = and2(c, usual, sym_bin(c, SYM_ULE, x, sym_const(c, 64, UINT64_C(1) << 31)));
        unusual |= w->grid[0] * w->ntid[0] > (UINT64_C(1) << 31);
    }
    SmtResult r;  /* under a small limit: an answer for the report's wording, not for the verdict */
    if (!unusual || rule_solve_budget(rc, and2(c, q, usual), NEEDS_RLIMIT, &r) != SMT_SAFE)
        return NULL;  // the launch is usual, or a usual one races too (or the solver cannot tell)
    size_t at = 0;
    for (unsigned i = 0; i < n; i++) {  /* "blockDim.y, blockDim.z or gridDim.z above 1 (...)" */
        int k = snprintf(rc->needs + at, sizeof rc->needs - at, "%s%s", i == 0 ? "" : i + 1 == n ? " or " : ", ",
                         unread[i]);
        at = k > 0 && at + (size_t)k < sizeof rc->needs ? at + (size_t)k : at;
    }
    snprintf(rc->needs + at, sizeof rc->needs - at, "%s%s%s", n ? " above 1 (dimensions the kernel never reads)" : "",
             n && wrap ? " or " : "", wrap ? "gridDim.x * blockDim.x above 2^31 (a 32-bit thread index wraps)" : "");
    return rc->needs;
}

int rule_ctx_init(RuleCtx *rc, const AccessModel *am, SymCtx *sym, SmtSolver *smt,
                  const RuleLaunch *launch)
{
    memset(rc, 0, sizeof *rc);
    rc->am = am, rc->sym = sym, rc->smt = smt, rc->launch = launch;
    const SymTerm *common = and2(sym, dims(sym, am, launch), and2(sym, layout(sym, am), params(sym, launch)));
    rc->same_block = and2(sym, common, threads(sym, am, 1, 1));
    rc->same_grid = and2(sym, common, threads(sym, am, 0, 1));
    rc->any_grid = and2(sym, common, threads(sym, am, 0, 0));
    /* per loop: every loop counter is an iteration reached; a thread runs
     * fewer than 2^56 iterations and passes fewer than 2^56 barriers (part
     * of the termination assumption): counts do not wrap. Added to an
     * obligation only when it mentions the loop (loop_facts). */
    rc->loop_fact = mem_alloc(((size_t)am->nloops + 1) * sizeof *rc->loop_fact);
    rc->var_loop = mem_alloc(((size_t)sym->nvars + 1) * sizeof *rc->var_loop);
    if (!rc->loop_fact || !rc->var_loop)
        return -1;
    rc->nvar_loop = sym->nvars;
    for (uint32_t v = 0; v < sym->nvars; v++)
        rc->var_loop[v] = UINT32_MAX;
    for (uint32_t li = 0; li < am->nloops; li++) {
        const AccessLoop *L = &am->loops[li];
        const SymTerm *f = and2(sym, L->fact[1], L->fact[2]);
        if (L->same)
            f = and2(sym, f, L->same);
        for (int t = 1; t <= 2; t++) {
            f = and2(sym, f, ult(sym, sym_var(sym, L->k[t]), UINT64_C(1) << 56));
            rc->var_loop[L->k[t]] = li;
            if (L->kappa[t] != UINT32_MAX) {
                f = and2(sym, f, ult(sym, sym_var(sym, L->kappa[t]), UINT64_C(1) << 56));
                rc->var_loop[L->kappa[t]] = li;
            }
        }
        rc->loop_fact[li] = f;
    }
    rc->loop_deps = mem_alloc((size_t)am->nloops * am->nloops + 1);
    if (!rc->loop_deps)
        return -1;
    memset(rc->loop_deps, 0, (size_t)am->nloops * am->nloops + 1);
    for (uint32_t li = 0; li < am->nloops; li++)  // once, not per obligation
        if (mark_loops(rc, rc->loop_fact[li], &rc->loop_deps[(size_t)li * am->nloops]) < 0)
            return -1;
    rc->divergence = (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = "not checked" };
    if (!rc->same_block || !rc->same_grid || !rc->any_grid || fixed_values(rc, launch) < 0)
        return -1;
    rc->counted_why = rule_counted_init(rc, launch);
    rc->block_steps = RULE_BLOCK_STEPS;
    if (aliases(rc, launch) < 0 || free_loads(rc) < 0)
        return -1;
    rc->nice = readable(rc, launch, 0);
    rc->nice_apart = readable(rc, launch, 1);
    rc->nice_aligned = readable(rc, launch, 2);
    /* a readable witness keeps every global access based on a parameter
     * inside the 4 GiB after it (in bounds, as the replay requires) */
    const SymTerm *inside = sym_bool(sym, 1);
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        uint32_t r = e->space == KIR_SPACE_GLOBAL ? rc->inst_region[e->inst] : UINT32_MAX;
        for (int t = 1; t <= 2 && r != UINT32_MAX && e->addr[t]; t++)
            inside = and2(sym, inside, sym_bin(sym, SYM_BOR, sym_un(sym, SYM_BNOT, e->cond[t]),
                                               ult(sym, sym_bin(sym, SYM_SUB, e->addr[t], sym_var(sym, r)),
                                                   UINT64_C(1) << 32)));
    }
    rc->nice = and2(sym, rc->nice, inside);
    rc->nice_apart = and2(sym, rc->nice_apart, inside);
    rc->nice_aligned = and2(sym, rc->nice_aligned, inside);
    return rc->nice && rc->nice_apart && rc->nice_aligned ? 0 : -1;
}

void rule_ctx_free(RuleCtx *rc)
{
    mem_free(rc->loop_fact), mem_free(rc->var_loop), mem_free(rc->loop_deps), mem_free(rc->free_load);
    mem_free(rc->early_load), rc->early_load = NULL;
    mem_free(rc->alias), mem_free(rc->inst_region);
    rc->free_load = NULL, rc->alias = NULL, rc->naliases = 0, rc->inst_region = NULL;
    rc->loop_fact = NULL, rc->var_loop = NULL, rc->loop_deps = NULL;
    rule_counted_free(rc);
    rule_sync_free(rc);
    rule_mbar_free(rc);
    sym_subst_free(&rc->fixed);
    mem_free(rc->fixed_vars);
    mem_free(rc->fixed_vals);
    rc->fixed_vars = NULL, rc->fixed_vals = NULL;
}

/* What read_facts relates: inputs nobody writes; values broadcast
 * through shared memory; what a witness reads as the memory at launch
 * (inputs, and early loads before their threads' first barriers). */
enum { FACTS_INPUT, FACTS_BROADCAST, FACTS_WITNESS };

/* A load whose value a fact of that kind speaks of: a scalar read of an
 * input nobody writes (not .local), for the witness also an early load
 * (rule_ctx.early_load); or a weak read of .shared memory (strong ones may
 * see other values legally). */
static int fact_read(const RuleCtx *rc, const AccessEvent *e, int kind)
{
    if (e->kind != ACCESS_READ || rc->am->f->insts[e->inst].vec > 1)
        return 0;  // a vector load's variable is one element's
    if (kind != FACTS_BROADCAST)
        return (rc->free_load[e->inst] && e->space != KIR_SPACE_LOCAL) ||
               (kind == FACTS_WITNESS && rc->early_load[e->inst]);
    KirSem s = (KirSem)rc->am->f->insts[e->inst].sem;
    return e->space == KIR_SPACE_SHARED && (s == KIR_SEM_NONE || s == KIR_SEM_WEAK);
}

/* The facts "these two loads, at one address (broadcast: by the two threads
 * in one barrier interval and one bar.warp.sync interval; an early load:
 * before its thread's first barrier), return one value", for at most 256
 * pairs: for broadcasts first two instances of one instruction. */
static const SymTerm *read_facts(RuleCtx *rc, int kind)
{
    const AccessModel *am = rc->am;
    int broadcast = kind == FACTS_BROADCAST;
    SymCtx *c = rc->sym;
    const SymTerm *f = sym_bool(c, 1);
    uint32_t n = 0;
    for (int pass = !broadcast; pass < 2; pass++)  // broadcast: one instruction's pairs first
        for (uint32_t i = 0; i < am->nevents; i++)
            for (uint32_t j = pass == broadcast ? i + 1 : i; j < (pass ? am->nevents : i + 1) && n < 256; j++) {
                const AccessEvent *x = &am->events[i], *y = &am->events[j];
                if (!fact_read(rc, x, kind) || !fact_read(rc, y, kind) || x->bytes != y->bytes ||
                    x->space != y->space || am->f->insts[x->inst].type != am->f->insts[y->inst].type)
                    continue;  // one type: ld.s8 and ld.u8 of one byte give different registers
                for (int t = 1; t <= 2; t++)
                    for (int u = 1; u <= 2; u++) {
                        if ((i == j && t >= u) || (broadcast && t == u) || !x->addr[t] || !y->addr[u])
                            continue;
                        uint32_t vx = am->load_var[t][x->inst], vy = am->load_var[u][y->inst];
                        if (vx == UINT32_MAX || vy == UINT32_MAX || c->vars[vx].width != c->vars[vy].width ||
                            x->addr[t]->width != y->addr[u]->width)
                            continue;
                        const SymTerm *cond = sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, x->addr[t], y->addr[u]),
                                                      sym_bin(c, SYM_BAND, x->cond[t], y->cond[u]));
                        if (broadcast)
                            cond = sym_bin(c, SYM_BAND, cond,
                                           sym_bin(c, SYM_BAND, sym_bin(c, SYM_EQ, x->epoch[t], y->epoch[u]),
                                                   sym_bin(c, SYM_EQ, x->wepoch[t], y->wepoch[u])));
                        for (int k = 0; k < 2 && kind == FACTS_WITNESS; k++) {
                            const AccessEvent *z = k ? y : x;
                            int tz = k ? u : t;
                            if (!rc->free_load[z->inst])
                                cond = sym_bin(c, SYM_BAND, cond,
                                               sym_bin(c, SYM_EQ, z->epoch[tz], sym_const(c, 64, 0)));
                        }
                        f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, cond),
                                                            sym_bin(c, SYM_EQ, sym_var(c, vx), sym_var(c, vy))));
                        n++;
                    }
            }
    return f;
}

const SymTerm *rule_input_facts(RuleCtx *rc)
{
    return rc->input_facts ? rc->input_facts : (rc->input_facts = read_facts(rc, FACTS_INPUT));
}

const SymTerm *rule_witness_facts(RuleCtx *rc)
{
    return rc->witness_facts ? rc->witness_facts : (rc->witness_facts = read_facts(rc, FACTS_WITNESS));
}

const SymTerm *rule_broadcast_facts(RuleCtx *rc)
{
    if (!rc->broadcast_facts)
        rc->broadcast_facts = barriers_only(rc->am, 0) ? read_facts(rc, FACTS_BROADCAST) : sym_bool(rc->sym, 1);
    return rc->broadcast_facts;
}

int rule_apart(const RuleCtx *rc, const AccessEvent *a, const AccessEvent *b)
{
    uint32_t ra = rc->inst_region[a->inst], rb = rc->inst_region[b->inst];
    return ra != UINT32_MAX && rb != UINT32_MAX && ra != rb && !rule_may_alias(rc, ra, rb);
}

const SymTerm *rule_same_warp(RuleCtx *rc)
{
    return access_same_warp(rc->sym, rc->am->tid[1], rc->am->tid[2], rc->am->ntid);
}

/* t modulo 2^32: a zero-extended 32-bit term is its argument. */
static const SymTerm *low32(SymCtx *c, const SymTerm *t)
{
    if (t->op == SYM_ZEXT && t->args[0]->width == 32)
        return t->args[0];
    return t->width > 32 ? sym_ext(c, SYM_TRUNC, 32, t) : t;
}

const SymTerm *rule_overlap_narrow(SymCtx *c, const SymTerm *a1, unsigned n1, const SymTerm *a2, unsigned n2)
{
    if (a1 && a2 && a1->width >= 32 && a2->width >= 32)
        a1 = low32(c, a1), a2 = low32(c, a2);
    return rule_overlap(c, a1, n1, a2, n2);
}

/* Accesses of at most n1 and n2 bytes at a1 and a2, each inside its own
 * .shared variable, two different ones: apart in every layout (the
 * layout keeps the variables disjoint), no obligation needed. */
static int apart_objects(const SymCtx *c, const SymTerm *a1, uint64_t n1, const SymTerm *a2, uint64_t n2)
{
    uint32_t o1, o2;
    return sym_in_object(c, a1, n1, &o1) && sym_in_object(c, a2, n2, &o2) && o1 != o2;
}

const SymTerm *rule_overlap(SymCtx *c, const SymTerm *a1, unsigned n1, const SymTerm *a2, unsigned n2)
{
    if (!a1 || !a2 || a1->width != a2->width)
        return sym_bool(c, 1);
    unsigned w = a1->width;
    n1 = n1 ? n1 : 1, n2 = n2 ? n2 : 1;
    if (apart_objects(c, a1, n1, a2, n2))
        return sym_bool(c, 0);
    const SymTerm *d = sym_bin(c, SYM_ADD, sym_bin(c, SYM_SUB, a2, a1), sym_const(c, w, n2 - 1));
    return sym_bin(c, SYM_ULT, d, sym_const(c, w, (uint64_t)n1 + n2 - 1));
}

/* The block before v when it is v's only predecessor and v its only
 * successor (a straight line, as calls inlined at -O0 leave), else
 * UINT32_MAX. */
uint32_t rule_line_pred(const KirFunc *f, uint32_t v)
{
    if (f->blocks[v].npreds != 1)
        return UINT32_MAX;
    uint32_t u = f->blocks[v].preds[0];
    return f->blocks[u].nsuccs == 1 && u != v ? u : UINT32_MAX;
}

/* The constant operand o of instruction ii (in block blk): an immediate,
 * or a register last set by `mov r, x` with x such a constant, earlier in
 * the block or in the chain of blocks before it, each its successor's only
 * predecessor. 1 when found. */
int rule_const_operand(const KirFunc *f, uint32_t blk, uint32_t ii, const KirOperand *o, uint64_t *out)
{
    for (int hops = 0; hops < 64; hops++) {
        if (o->kind == KIR_OPND_IMM) {
            *out = (uint64_t)o->imm;
            return 1;
        }
        if (o->kind != KIR_OPND_REG)
            return 0;
        const KirInst *def = NULL;
        for (uint32_t steps = 0;; steps++) {
            for (uint32_t i = ii; i-- > f->blocks[blk].first && !def;) {
                const KirInst *in = &f->insts[i];
                for (uint32_t k = 0; k < in->ndst && k < in->nopnd && !def; k++) {
                    const KirOperand *d = &in->opnds[k];
                    if (d->kind == KIR_OPND_REG && d->reg == o->reg)
                        def = in, ii = i;
                    for (uint32_t e = 0; d->kind == KIR_OPND_VEC && e < d->n && !def; e++)
                        if (d->elems[e].kind == KIR_OPND_REG && d->elems[e].reg == o->reg)
                            return 0;  // one element of a vector or d|p destination: not a constant mov
                }
            }
            if (def)
                break;
            /* a block with one predecessor starts with the registers that
             * one ends with (whatever else that one branches to) */
            uint32_t u = f->blocks[blk].npreds == 1 ? f->blocks[blk].preds[0] : UINT32_MAX;
            if (u == UINT32_MAX || u == blk || steps >= f->nblocks)
                return 0;
            blk = u, ii = f->blocks[u].first + f->blocks[u].ninst;
        }
        if (def->op != KIR_OP_MOV || def->guard >= 0 || def->nopnd != 2 || def->ndst != 1 ||
            def->opnds[0].kind != KIR_OPND_REG)
            return 0;
        o = &def->opnds[1];
    }
    return 0;
}

const SymTerm *rule_event_overlap(SymCtx *c, const AccessEvent *a, const AccessEvent *b, int narrow)
{
    if (!a->len[1] && !b->len[2])
        return (narrow ? rule_overlap_narrow : rule_overlap)(c, a->addr[1], a->bytes, b->addr[2], b->bytes);
    const SymTerm *x = a->addr[1], *y = b->addr[2];
    if (!x || !y)
        return sym_bool(c, 1);
    if (narrow && x->width >= 32 && y->width >= 32)
        x = low32(c, x), y = low32(c, y);
    if (x->width != y->width)
        return sym_bool(c, 1);
    const SymTerm *n[2] = { access_len(c, a, 1), access_len(c, b, 2) };
    uint64_t lo[2], hi[2];
    for (int k = 0; k < 2; k++)
        sym_range(c, n[k], &lo[k], &hi[k]);
    if (apart_objects(c, x, hi[0], y, hi[1]))
        return sym_bool(c, 0);
    for (int k = 0; k < 2; k++)
        n[k] = n[k]->width < x->width ? sym_ext(c, SYM_ZEXT, x->width, n[k])
             : n[k]->width > x->width ? sym_ext(c, SYM_TRUNC, x->width, n[k]) : n[k];
    const SymTerm *zero = sym_const(c, x->width, 0);
    const SymTerm *some = sym_bin(c, SYM_BAND, sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, n[0], zero)),
                                  sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, n[1], zero)));
    const SymTerm *in = sym_bin(c, SYM_BOR, sym_bin(c, SYM_ULT, sym_bin(c, SYM_SUB, y, x), n[0]),
                                sym_bin(c, SYM_ULT, sym_bin(c, SYM_SUB, x, y), n[1]));
    return sym_bin(c, SYM_BAND, some, in);
}

const SymTerm *rule_one_block(RuleCtx *rc)
{
    return access_same_block(rc->sym, rc->am->ctaid[1], rc->am->ctaid[2]);
}

/* Batches whose Z3 query was futile (rc->batch_futile) before no more are
 * asked: one may be a racy kernel's (its next batch finds the race). */
enum { FUTILE_BATCHES = 2 };

/* One batch, items [from, to), of rule_batch. */
static int batch(RuleCtx *rc, const RuleBatch *b, const SymTerm *base, uint8_t *done, uint32_t from, uint32_t to,
                 uint64_t rlimit)
{
    SymCtx *c = rc->sym;
    int undecided = 0;
    for (;;) {
        const SymTerm *any = sym_bool(c, 0);
        uint32_t left = 0;
        for (uint32_t k = from; k < to; k++)
            if (!done[k])
                any = sym_bin(c, SYM_BOR, any, b->core(b->ctx, k)), left++;
        if (left < 2 || (b->full && b->full(b->ctx)) || rc->batch_futile >= FUTILE_BATCHES)
            break;
        SmtResult r;
        SmtOutcome o = rule_solve_budget(rc, base ? sym_bin(c, SYM_BAND, base, any) : any, rlimit, &r);
        if (o == SMT_SAFE) {
            for (uint32_t k = from; k < to; k++)
                done[k] = 1;
            return 0;
        }
        undecided = o == SMT_UNKNOWN;
        if (o != SMT_RACE || !r.model || r.nvars < c->nvars)
            break;
        uint32_t hit = UINT32_MAX;  // the first item the model makes hold
        for (uint32_t k = from; k < to && hit == UINT32_MAX; k++)
            if (!done[k] && sym_eval(c, b->core(b->ctx, k), r.model))
                hit = k;
        if (hit == UINT32_MAX)
            break;
        done[hit] = 1;
        if (b->alone(b->ctx, hit, 1))
            return 1;
    }
    uint64_t asked, cached, solved, solved_after;
    smt_stats(rc->smt, &asked, &cached, &solved);
    for (uint32_t k = from; k < to && !(b->full && b->full(b->ctx)); k++)
        if (!done[k]) {
            done[k] = 1;
            if (b->alone(b->ctx, k, 0))
                return 1;
        }
    smt_stats(rc->smt, &asked, &cached, &solved_after);
    rc->batch_futile += undecided && solved_after == solved;  // Z3's limit spent on what it was not needed for
    return 0;
}

int rule_batch(RuleCtx *rc, const RuleBatch *b, const SymTerm *base, uint32_t n, uint64_t rlimit)
{
    uint8_t *done = mem_alloc((size_t)n + 1);
    if (!done)
        return -1;
    memset(done, 0, (size_t)n + 1);
    int found = 0;
    for (uint32_t from = 0; from < n && !found && !(b->full && b->full(b->ctx)); from += RULE_BATCH)
        found = batch(rc, b, base, done, from, from + RULE_BATCH < n ? from + RULE_BATCH : n, rlimit);
    mem_free(done);
    return found;
}
