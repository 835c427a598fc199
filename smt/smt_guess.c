/*
 * smt_guess.c - a model search tried before Z3 on an obligation that no
 * recent model satisfies. Most satisfiable obligations ask for two threads
 * whose accesses meet, under bounds that pin most variables: Z3 answers
 * them in 2-10 ms (its set-up per query, and on the first query of a
 * process its start), a local search over a few candidate values per
 * variable in tens of microseconds. Consumes a boolean formula. Produces a
 * model under which the formula evaluates to true (smt_eval, the
 * semantics Z3 is given, so an answer is exact), or nothing: then Z3
 * decides. Deterministic: candidates and moves are taken in a fixed order.
 *
 * The search: every variable the formula mentions starts at the low end of
 * its bounds (smt_fact_bounds). A score in [0, 1] says how near the formula
 * is to true: its and/or skeleton (the top levels of its boolean
 * structure) scored as the mean of a conjunction's parts and the best of a
 * disjunction's, each leaf 0 or 1 by evaluation. A step takes the change
 * of one variable that raises the score most (the first such, candidates
 * in this order: small values make readable witnesses): the low end of its
 * bounds and the value above, 0 and 1, its partner's value (tid.x.2 for
 * tid.x.1) and that value plus or minus one, the formula's constants of
 * its width, the high end of its bounds and the value below, and the
 * values that make a false comparison under the skeleton hold, solving
 * one side for the variable where it is affine in it (solve_side), else
 * the nearest values up and down at which it holds, found by steps that
 * double until it does and halve back (gallop: a loop's exit count). Where
 * no change raises the score, a few steps take one that keeps it. The
 * search stops at score 1 (a model), when no change helps, or when its
 * budget of term evaluations is spent.
 */
#include "smt_int.h"

#include <string.h>

enum {
    GUESS_VARS = 48,      // a formula with more variables is not tried
    GUESS_CONSTS = 24,    // the formula's constants kept as candidates
    GUESS_NODES = 256,    // the skeleton's nodes
    GUESS_FAN = 96,       // a conjunction or disjunction with more parts is a leaf
    GUESS_DEPTH = 6,      // and/or levels read into the skeleton
    GUESS_CANDS = 48,
    GUESS_TARGETS = 4,    // false leaves solved for targeted candidates per step
    GUESS_WORK = 150000,  // term evaluations (formula size x tries) per query
    GUESS_SIDEWAYS = 4,   // steps that keep the score (8: as many models, 60% more time)
    GUESS_TABU = 1,       // steps a changed variable is left alone
    GALLOP_COST = 2,      // a gallop's charge, in tries of the whole formula
};

typedef struct {
    const SymTerm *t;  // the term (a leaf's is evaluated)
    uint16_t first, n; // an and/or node's parts: node[first .. first + n)
    uint8_t depth;
    uint8_t vars_read; // vars holds the search's variables the term mentions (leaf_vars)
    uint64_t vars;     // (bit i: Guess.var[i])
} GNode;

typedef struct {
    SmtSolver *s;
    const SymTerm *var[GUESS_VARS];  // the formula's variables, in the order met
    unsigned nvar;
    uint64_t lo[GUESS_VARS], hi[GUESS_VARS];
    int partner[GUESS_VARS];         // the other thread's copy, or -1
    uint64_t konst[GUESS_CONSTS];
    uint8_t kwidth[GUESS_CONSTS];
    unsigned nk;
    GNode node[GUESS_NODES];
    unsigned nnode;
    uint32_t size;                   // the formula's distinct terms
    uint32_t work;                   // term evaluations left
} Guess;

/* The formula's variables and constants, and its size; -1 when it has too
 * many variables or on OOM. */
static int collect(Guess *g, const SymTerm *f)
{
    const SymCtx *c = g->s->sym;
    uint8_t *seen = mem_alloc(c->len ? c->len : 1);
    VEC(const SymTerm *) todo = { 0 };
    if (!seen)
        return -1;
    memset(seen, 0, c->len);
    int rc = vec_push(&todo, f) < 0 ? -1 : 0;
    seen[f->id] = 1;
    while (rc == 0 && todo.len) {
        const SymTerm *t = todo.data[--todo.len];
        g->size++;
        if (t->op == SYM_VAR) {
            if (g->nvar == GUESS_VARS)
                rc = -1;
            else
                g->var[g->nvar++] = t;
        } else if (t->op == SYM_CONST && t->width && g->nk < GUESS_CONSTS) {
            g->konst[g->nk] = t->value;
            g->kwidth[g->nk++] = t->width;
        }
        for (int i = (int)t->nargs - 1; i >= 0 && rc == 0; i--)
            if (!seen[t->args[i]->id]) {
                seen[t->args[i]->id] = 1;
                rc = vec_push(&todo, t->args[i]) < 0 ? -1 : 0;
            }
    }
    vec_free(&todo);
    mem_free(seen);
    return rc;
}

/* The skeleton of f, breadth first: each and/or node (down to GUESS_DEPTH)
 * gets its parts as nodes while room is left; a node without room stays a
 * leaf (scored 0 or 1 as a whole). */
static void build(Guess *g, const SymTerm *f)
{
    g->node[0] = (GNode){ .t = f };
    g->nnode = 1;
    for (unsigned i = 0; i < g->nnode; i++) {
        const SymTerm *t = g->node[i].t, *p[GUESS_FAN];
        unsigned n;
        if ((t->op != SYM_BAND && t->op != SYM_BOR) || g->node[i].depth == GUESS_DEPTH || !(n = smt_parts(t, p, GUESS_FAN)) ||
            g->nnode + n > GUESS_NODES)
            continue;
        g->node[i].first = (uint16_t)g->nnode;
        g->node[i].n = (uint16_t)n;
        for (unsigned k = 0; k < n; k++)
            g->node[g->nnode++] = (GNode){ .t = p[k], .depth = (uint8_t)(g->node[i].depth + 1) };
    }
}

static double score(Guess *g, unsigned i, const uint64_t *vals)
{
    const GNode *n = &g->node[i];
    if (!n->n)
        return smt_eval(g->s, n->t, vals) ? 1.0 : 0.0;
    double acc = 0;
    for (unsigned k = 0; k < n->n; k++) {
        double x = score(g, n->first + k, vals);
        acc = n->t->op == SYM_BAND ? acc + x : x > acc ? x : acc;
    }
    return n->t->op == SYM_BAND ? acc / n->n : acc;
}

/* The score under vals, or -1 when the budget is spent. */
static double try_vals(Guess *g, const uint64_t *vals)
{
    if (g->work < g->size)
        return -1;
    g->work -= g->size;
    smt_eval_next(g->s);
    return score(g, 0, vals);
}

static unsigned add_cand(uint64_t *c, unsigned n, uint64_t v, uint64_t lo, uint64_t hi)
{
    if (v < lo || v > hi || n == GUESS_CANDS)
        return n;
    for (unsigned i = 0; i < n; i++)
        if (c[i] == v)
            return n;
    c[n] = v;
    return n + 1;
}

/* The values of v (now x) that bring a false comparison's side S into
 * the interval [lo, lo + span] (mod 2^w) where the comparison holds, S
 * read as x's affine function (its steps at x, x + 1 and x + 2 agree:
 * 4 * sext(255 * ctaid + tid) moves by 4 per tid): the nearest such value
 * up and the nearest down. An answer is only a candidate, kept when the
 * formula's evaluation says it helps. */
static unsigned solve_side(Guess *g, unsigned i, uint64_t *vals, const SymTerm *side, uint64_t lo, uint64_t span,
                           uint64_t *c, unsigned n)
{
    uint64_t m = sym_mask(side->width), vm = sym_mask(g->var[i]->width);
    uint64_t *x = &vals[g->var[i]->var], old = *x, at[3];
    for (unsigned k = 0; k < 3; k++) {
        *x = (old + k) & vm;
        smt_eval_next(g->s);
        at[k] = smt_eval(g->s, side, vals);
    }
    *x = old;
    uint64_t a = (at[1] - at[0]) & m;
    if (!a || ((at[2] - at[1]) & m) != a)
        return n;
    int down = (a >> (side->width - 1)) & 1;  // S falls as x rises
    uint64_t step = down ? (0 - a) & m : a;
    uint64_t rise = (lo - at[0]) & m, fall = (at[0] - lo - span) & m;  // S's distance to the interval
    uint64_t up = rise / step + (rise % step != 0), dn = fall / step + (fall % step != 0);
    if (((at[0] + up * step - lo) & m) <= span)
        n = add_cand(c, n, (old + (down ? 0 - up : up)) & vm, g->lo[i], g->hi[i]);
    if (((at[0] - dn * step - lo) & m) <= span)
        n = add_cand(c, n, (old + (down ? dn : 0 - dn)) & vm, g->lo[i], g->hi[i]);
    return n;
}

/* sym_mentions's predicate: collects the variable (ctx, a Mention) as
 * a bit of the search's variable mask; never stops the walk. */
struct Mention {
    const Guess *g;
    uint64_t mask;
};

static int mention(void *ctx, uint32_t var)
{
    struct Mention *m = ctx;
    for (unsigned i = 0; i < m->g->nvar; i++)
        if (m->g->var[i]->var == var)
            m->mask |= UINT64_C(1) << i;
    return 0;
}

/* Leaf t under vals with variable x at v. */
static int holds_at(Guess *g, const SymTerm *t, uint64_t *vals, uint64_t *x, uint64_t v)
{
    uint64_t old = *x;
    *x = v;
    smt_eval_next(g->s);
    int r = smt_eval(g->s, t, vals) != 0;
    *x = old;
    return r;
}

/* The nearest values of variable i above and below its value at which
 * false leaf t holds, found by steps doubling from 1 until it holds and
 * halving back to the first value that does (k = 8 for a loop counter
 * where the stride 128 >> k first reaches 0 ... 0 < 128 >> (k - 1)):
 * for leaves no affine reading solves (solve_side). Exact where t's truth
 * is monotone in the variable between the two values; elsewhere only a
 * candidate like any other. Charged as GALLOP_COST tries. */
static unsigned gallop(Guess *g, unsigned i, uint64_t *vals, const SymTerm *t, uint64_t *c, unsigned n)
{
    uint64_t *x = &vals[g->var[i]->var], at = *x;
    if (g->work < GALLOP_COST * g->size)
        return n;
    g->work -= GALLOP_COST * g->size;
    for (int up = 1; up >= 0; up--) {
        uint64_t room = up ? g->hi[i] - at : at - g->lo[i], d = 1, last = 0;  // t false at distance last
        if (!room)
            continue;
        while (d && !holds_at(g, t, vals, x, up ? at + d : at - d))
            last = d, d = d == room ? 0 : d > room / 2 ? room : d << 1;  // 0: false up to the bound
        if (!d)
            continue;
        while (d - last > 1) {  // t false at last, true at d
            uint64_t mid = last + (d - last) / 2;
            if (holds_at(g, t, vals, x, up ? at + mid : at - mid))
                d = mid;
            else
                last = mid;
        }
        n = add_cand(c, n, up ? at + d : at - d, g->lo[i], g->hi[i]);
    }
    return n;
}

/* The search's variables leaf node d's term mentions, as a mask (read
 * once per search). */
static uint64_t leaf_vars(Guess *g, GNode *d)
{
    if (!d->vars_read) {
        struct Mention mv = { g, 0 };
        sym_mentions(g->s->sym, d->t, mention, &mv);
        d->vars = mv.mask, d->vars_read = 1;
    }
    return d->vars;
}

/* Targeted values of variable i for a false leaf (node d): an
 * (in)equality or an order of two terms, either side solved for it
 * (solve_side), else the nearest values that make it hold (gallop). */
static unsigned solve_leaf(Guess *g, unsigned i, uint64_t *vals, GNode *d, uint64_t *c, unsigned n)
{
    const SymTerm *t = d->t;
    unsigned n0 = n;
    int neg = 0;
    while (t->op == SYM_BNOT)
        t = t->args[0], neg ^= 1;
    if (t->op != SYM_EQ && t->op != SYM_ULT && t->op != SYM_ULE && t->op != SYM_SLT && t->op != SYM_SLE)
        return n;
    if (t->op == SYM_EQ && neg)
        return n;  // all but one value: the plain candidates find one
    unsigned w = t->args[0]->width;
    if (!w)
        return n;
    uint64_t m = sym_mask(w), smin = t->op == SYM_SLT || t->op == SYM_SLE ? (uint64_t)1 << (w - 1) : 0;
    for (unsigned sd = 0; sd < 2; sd++) {
        smt_eval_next(g->s);
        uint64_t o = smt_eval(g->s, t->args[1 - sd], vals);
        uint64_t lo, hi;  // S's values where t holds (wrapping), from o
        if (t->op == SYM_EQ) {
            lo = hi = o;
        } else {
            int strict = t->op == SYM_ULT || t->op == SYM_SLT;
            if (sd == 0)  // S < o or S <= o
                lo = smin, hi = (o - strict) & m;
            else          // o < S or o <= S
                lo = (o + strict) & m, hi = (smin - 1) & m;
            if (strict && o == (sd == 0 ? smin : (smin - 1) & m))
                continue;  // no such S
            if (neg) {
                uint64_t l = (hi + 1) & m;
                hi = (lo - 1) & m, lo = l;
            }
        }
        n = solve_side(g, i, vals, t->args[sd], lo, (hi - lo) & m, c, n);
    }
    if (n == n0 && (leaf_vars(g, d) >> i) & 1)
        n = gallop(g, i, vals, d->t, c, n);
    return n;
}

/* Candidates for variable i: the plain ones (unless `plain` is 0; their
 * number into *nplain), then those the false leaves (false_leaf[0..nfalse),
 * node indices) solve for. */
static unsigned candidates(Guess *g, unsigned i, uint64_t *vals, uint64_t *c, int plain, const unsigned *false_leaf,
                           unsigned nfalse, unsigned *nplain)
{
    uint64_t lo = g->lo[i], hi = g->hi[i], m = sym_mask(g->var[i]->width);
    unsigned n = 0;
    if (plain) {
        const uint64_t low[] = { lo, lo + 1, 0, 1 };  // small values first: the first best move is taken
        for (unsigned k = 0; k < sizeof low / sizeof low[0]; k++)
            n = add_cand(c, n, low[k] & m, lo, hi);
        if (g->partner[i] >= 0) {
            uint64_t p = vals[g->var[g->partner[i]]->var];
            n = add_cand(c, n, p, lo, hi);
            n = add_cand(c, n, (p + 1) & m, lo, hi);
            n = add_cand(c, n, (p - 1) & m, lo, hi);
        }
        for (unsigned k = 0; k < g->nk; k++)
            if (g->kwidth[k] == g->var[i]->width)
                n = add_cand(c, n, g->konst[k], lo, hi);
        n = add_cand(c, n, (hi - 1) & m, lo, hi);
        n = add_cand(c, n, hi, lo, hi);
    }
    *nplain = n;
    for (unsigned k = 0; k < nfalse; k++)
        n = solve_leaf(g, i, vals, &g->node[false_leaf[k]], c, n);
    return n;
}

/* The false leaves under node j that make it false (all of a false
 * disjunction's, a false conjunction's false parts), at most
 * GUESS_TARGETS, in the skeleton's order. */
static void false_leaves(Guess *g, unsigned j, const uint64_t *vals, unsigned *out, unsigned *n)
{
    const GNode *d = &g->node[j];
    if (*n == GUESS_TARGETS || smt_eval(g->s, d->t, vals))
        return;
    if (!d->n)
        out[(*n)++] = j;
    for (unsigned k = 0; k < d->n; k++)
        false_leaves(g, d->first + k, vals, out, n);
}

/* The local search on vals (the variables' values, all others 0); 1 when
 * f holds under the values it ends with. Where no single change raises
 * the score, up to GUESS_SIDEWAYS steps take the best change that keeps
 * it, on a variable not changed in the last GUESS_TABU steps (two threads
 * made distinct break a bound the other conjuncts held: tid.x.2 = 1 puts
 * thread 2 past n = 1 until n moves too), a targeted value before a plain
 * one (it makes a false comparison hold: the address window, before the
 * stored values are made to differ); a variable so left alone still takes
 * a targeted value that raises the score. */
static int search(Guess *g, const SymTerm *f, uint64_t *vals)
{
    double cur = try_vals(g, vals);
    unsigned step = 0, sideways = 0, last[GUESS_VARS];
    for (unsigned i = 0; i < g->nvar; i++)
        last[i] = 0;
    while (cur >= 0 && cur < 1.0) {
        double best = -1;
        int targeted = 0;  // the best change is a targeted value
        unsigned bi = 0, nfalse = 0, false_leaf[GUESS_TARGETS];
        uint64_t bv = 0;
        step++;
        smt_eval_next(g->s);
        false_leaves(g, 0, vals, false_leaf, &nfalse);
        for (unsigned i = 0; i < g->nvar; i++) {
            int tabu = last[i] && step - last[i] <= GUESS_TABU;  // its targeted values only, if they help
            uint64_t c[GUESS_CANDS], *x = &vals[g->var[i]->var], old = *x;
            unsigned np, nc = candidates(g, i, vals, c, !tabu, false_leaf, nfalse, &np);
            for (unsigned k = 0; k < nc; k++) {
                if (c[k] == old)
                    continue;
                *x = c[k];
                double sc = try_vals(g, vals);
                *x = old;
                if (sc < 0)
                    return 0;
                if ((sc > best && (!tabu || sc > cur)) || (sc == best && sc == cur && k >= np && !targeted && !tabu))
                    best = sc, bi = i, bv = c[k], targeted = k >= np;  // sideways: a targeted value first
            }
        }
        if (best < cur || (best == cur && sideways++ == GUESS_SIDEWAYS))
            return 0;  // no single change helps
        vals[g->var[bi]->var] = bv;
        last[bi] = step;
        cur = best;
    }
    if (cur < 1.0)
        return 0;
    smt_eval_next(g->s);
    return smt_eval(g->s, f, vals) != 0;
}

int smt_guess_model(SmtSolver *s, const SymTerm *f, SmtResult *out)
{
    Guess *g = mem_alloc(sizeof *g);
    uint32_t n = s->sym->nvars;
    uint64_t *vals = NULL;
    int found = 0;
    if (!g)
        return 0;
    memset(g, 0, sizeof *g);
    g->s = s;
    g->work = GUESS_WORK;
    if (collect(g, f) < 0 || smt_eval_tables(s) < 0 ||
        smt_fact_bounds(s->sym, f, g->var, g->nvar, g->lo, g->hi, 0) < 0 ||
        !(vals = mem_alloc(((size_t)n + 1) * sizeof *vals)))
        goto done;
    memset(vals, 0, ((size_t)n + 1) * sizeof *vals);
    for (unsigned i = 0; i < g->nvar; i++) {
        if (g->lo[i] > g->hi[i])
            goto done;  // a variable with no value: no model
        g->partner[i] = -1;
        for (unsigned j = 0; j < g->nvar; j++)
            if (smt_partners(s->sym, g->var[i], g->var[j]) || smt_partners(s->sym, g->var[j], g->var[i]))
                g->partner[i] = (int)j;
        vals[g->var[i]->var] = g->lo[i];
    }
    build(g, f);
    if (search(g, f, vals)) {
        uint64_t *model = arena_alloc(&s->arena, ((size_t)n + 1) * sizeof *model);
        if (model) {
            memcpy(model, vals, (size_t)n * sizeof *model);
            *out = (SmtResult){ .outcome = SMT_RACE, .model = model, .nvars = n };
            found = 1;
        }
    }
done:
    mem_free(vals);
    mem_free(g);
    return found;
}
