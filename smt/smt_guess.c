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
 * its width, the high end of its bounds and the value below. The search stops at score 1 (a model),
 * when no change helps, or when its budget of term evaluations is spent.
 */
#include "smt_int.h"

#include <string.h>

enum {
    GUESS_VARS = 48,      // a formula with more variables is not tried
    GUESS_CONSTS = 24,    // the formula's constants kept as candidates
    GUESS_NODES = 256,    // the skeleton's nodes
    GUESS_FAN = 96,       // a conjunction or disjunction with more parts is a leaf
    GUESS_DEPTH = 6,      // and/or levels read into the skeleton
    GUESS_CANDS = 40,
    GUESS_WORK = 150000,  // term evaluations (formula size x tries) per query
};

typedef struct {
    const SymTerm *t;  // the term (a leaf's is evaluated)
    uint16_t first, n; // an and/or node's parts: node[first .. first + n)
    uint8_t depth;
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

static unsigned candidates(const Guess *g, unsigned i, const uint64_t *vals, uint64_t *c)
{
    uint64_t lo = g->lo[i], hi = g->hi[i], m = sym_mask(g->var[i]->width);
    unsigned n = 0;
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
    return add_cand(c, n, hi, lo, hi);
}

/* The local search on vals (the variables' values, all others 0); 1 when
 * f holds under the values it ends with. */
static int search(Guess *g, const SymTerm *f, uint64_t *vals)
{
    double cur = try_vals(g, vals);
    while (cur >= 0 && cur < 1.0) {
        double best = cur;
        unsigned bi = 0;
        uint64_t bv = 0;
        for (unsigned i = 0; i < g->nvar; i++) {
            uint64_t c[GUESS_CANDS], *x = &vals[g->var[i]->var], old = *x;
            unsigned nc = candidates(g, i, vals, c);
            for (unsigned k = 0; k < nc; k++) {
                if (c[k] == old)
                    continue;
                *x = c[k];
                double sc = try_vals(g, vals);
                *x = old;
                if (sc < 0)
                    return 0;
                if (sc > best)
                    best = sc, bi = i, bv = c[k];
            }
        }
        if (best <= cur)
            return 0;  // no single change helps
        vals[g->var[bi]->var] = bv;
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
