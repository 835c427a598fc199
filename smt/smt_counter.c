/*
 * smt_counter.c - a case split over a loop counter's values, tried after
 * the deep refutation and before Z3. A tree reduction's stride is a shift
 * by its loop counter k (128 >> ite(k - 1 <u 32, k - 1, 32)); with k a
 * variable the two threads' addresses tid + s and tid are not affine sums
 * and smt_affine.c cannot compare them, but each value of k makes the
 * stride a constant and the formula an affine one. The formula is copied
 * into a private context (the caller's is read-only, and the order its
 * terms were made in is Z3's) and rebuilt once per value of k in [lo,
 * tail) with k replaced by that value, the constructors folding what that
 * decides (ites, masks, comparisons), and once for [tail, hi] with the
 * orders over k that this range decides replaced by their values and
 * tail <=u k added (smt_counter_plan finds k, its range and tail). In each
 * case, a conjunction with a conjunct v + a = c (the other thread's
 * counter in one iteration: 1 + k1 = 1) has v replaced by c - a; then the
 * case is refuted by smt_refute_affine, deep and folding the shifts and
 * ites that the bounds leave one value. Where that fails, the obligation's
 * widest disjunction is split first and each disjunct refuted alone or by
 * a split over its own counter (a scan's up-sweep and down-sweep pairs,
 * one loop each).
 * Consumes: a boolean formula. Produces: 1 when every case is refuted.
 * Sound: the cases cover k's range under the formula's facts, and each
 * rebuilt formula is equivalent to the formula within its case.
 */
#include "smt_int.h"

#include <string.h>

enum { EQ_DEPTH = 4 };

typedef struct {
    SymCtx x;                 // the private context
    const SymTerm **memo;     // per source term id: its copy, or NULL
    SymSubst sub;             // a case's substitution (left empty between uses)
} Split;

/* Source term t's copy in the private context (variables keep their
 * indices: they are copied first, in order). */
static const SymTerm *copy(Split *s, const SymTerm *t)
{
    if (!t || s->x.oom)
        return NULL;
    if (s->memo[t->id])
        return s->memo[t->id];
    const SymTerm *a[3] = { NULL, NULL, NULL }, *r;
    for (unsigned i = 0; i < t->nargs; i++)
        if (!(a[i] = copy(s, t->args[i])))
            return NULL;
    r = t->op == SYM_CONST ? sym_const(&s->x, t->width, t->value)
        : t->op == SYM_VAR ? sym_var(&s->x, t->var)
                           : sym_rebuild(&s->x, t, a);
    s->memo[t->id] = r;
    return r;
}

/* t with variable var replaced by v (NULL: kept) and the terms from[i]
 * by to[i]. The map is left empty. */
static const SymTerm *replaced(Split *s, const SymTerm *t, uint32_t var, const SymTerm *v,
                               const SymTerm *const *from, const SymTerm *const *to, unsigned n)
{
    sym_subst_reset(&s->sub);
    int ok = !v || sym_subst_set(&s->sub, var, v) == 0;
    for (unsigned i = 0; i < n && ok; i++)
        ok = sym_subst_term(&s->sub, from[i], to[i]) == 0;
    const SymTerm *r = ok ? sym_subst(&s->sub, t) : NULL;
    if (v)
        sym_subst_set(&s->sub, var, NULL);  // (cannot fail: the map has the slot)
    return r;
}

/* A conjunct v = c, v + a = c or a + v = c, either side first (v a
 * variable, a and c constants): 1 with *var and *val (c - a). */
static int solved_eq(const SymTerm *t, uint32_t *var, uint64_t *val)
{
    if (t->op != SYM_EQ || !t->args[0]->width || (t->args[0]->op != SYM_CONST && t->args[1]->op != SYM_CONST))
        return 0;
    int c = t->args[1]->op == SYM_CONST;  // the constant's side
    const SymTerm *x = t->args[1 - c];
    uint64_t k = t->args[c]->value, a = 0;
    if (x->op == SYM_ADD && x->args[1]->op == SYM_CONST)
        a = x->args[1]->value, x = x->args[0];
    else if (x->op == SYM_ADD && x->args[0]->op == SYM_CONST)
        a = x->args[0]->value, x = x->args[1];
    if (x->op != SYM_VAR)
        return 0;
    *var = x->var, *val = (k - a) & sym_mask(x->width);
    return 1;
}

/* t with, in each conjunction of its and/or structure, a variable that a
 * conjunct v + a = c fixes replaced by c - a (folded) and v = c - a kept:
 * (1 + k1 = 1) and 128 >> k1 <=u tid becomes k1 = 0 and 128 <=u tid,
 * which smt_affine.c reads as a bound. Equivalent to t. */
static const SymTerm *solve_eqs(Split *s, const SymTerm *t, int depth)
{
    if (!t || depth <= 0 || (t->op != SYM_BAND && t->op != SYM_BOR))
        return t;
    if (t->op == SYM_BOR)
        return sym_bin(&s->x, SYM_BOR, solve_eqs(s, t->args[0], depth), solve_eqs(s, t->args[1], depth));
    const SymTerm *part[SMT_PARTS_MAX];
    unsigned n = smt_parts(t, part, SMT_PARTS_MAX);
    uint32_t var;
    uint64_t val;
    for (unsigned i = 0; i < n; i++)
        if (solved_eq(part[i], &var, &val)) {
            const SymTerm *v = sym_var(&s->x, var), *k = sym_const(&s->x, v->width, val);
            return sym_bin(&s->x, SYM_BAND, sym_bin(&s->x, SYM_EQ, v, k),
                           solve_eqs(s, replaced(s, t, var, k, NULL, NULL, 0), depth - 1));
        }
    const SymTerm *r = n ? sym_bool(&s->x, 1) : t;
    for (unsigned i = 0; i < n && r; i++)
        r = sym_bin(&s->x, SYM_BAND, r, solve_eqs(s, part[i], depth));
    return r;
}

/* Case formula g (in the private context) refuted. */
static int refute_case(Split *s, const SymTerm *g)
{
    g = solve_eqs(s, g, EQ_DEPTH);
    if (!g || s->x.oom)
        return 0;
    return g->op == SYM_CONST ? !g->value : smt_refute_affine(&s->x, g, SMT_REFUTE_DEEP | SMT_REFUTE_FOLD);
}

/* g (in the private context) refuted case by case over its counter. */
static int split(Split *s, const SymTerm *g)
{
    SmtCounterPlan p;
    if (!g || smt_counter_plan(&s->x, g, &p) <= 0)
        return 0;
    const SymTerm *k = sym_var(&s->x, p.var);
    int ok = k != NULL;
    for (uint64_t v = p.lo; v < p.tail && ok; v++)  // one case per value below the tail
        ok = refute_case(s, replaced(s, g, p.var, sym_const(&s->x, k->width, v), NULL, NULL, 0));
    if (ok) {  // [tail, hi]: the orders it decides folded, tail <=u k added
        const SymTerm *to[SMT_COUNTER_ORDERS];
        for (unsigned i = 0; i < p.norders; i++)
            to[i] = sym_bool(&s->x, p.value[i]);
        const SymTerm *tail = sym_bin(&s->x, SYM_ULE, sym_const(&s->x, k->width, p.tail), k);
        ok = !s->x.oom && refute_case(s, sym_bin(&s->x, SYM_BAND, tail, replaced(s, g, p.var, NULL, p.order, to,
                                                                                    p.norders)));
    }
    return ok && !s->x.oom;
}

/* g = F and (d1 or ... or dn) refuted disjunct by disjunct, each F and di
 * by the deep refutation or its own counter's split (a scan's up-sweep
 * and down-sweep pairs: one loop's counter each). */
static int split_disjuncts(Split *s, const SymTerm *g)
{
    const SymTerm *part[SMT_PARTS_MAX], *d[SMT_PARTS_MAX];
    unsigned n = g->op == SYM_BOR ? (part[0] = g, 1) : smt_parts(g, part, SMT_PARTS_MAX), nd = 0, at = n;
    for (unsigned i = 0; i < n; i++) {  // the widest disjunction among the conjuncts
        unsigned m = part[i]->op == SYM_BOR ? smt_parts(part[i], d, SMT_PARTS_MAX) : 0;
        if (m > nd)
            nd = m, at = i;
    }
    if (at == n)
        return 0;
    const SymTerm *rest = sym_bool(&s->x, 1);
    for (unsigned i = 0; i < n; i++)
        rest = i == at ? rest : sym_bin(&s->x, SYM_BAND, rest, part[i]);
    smt_parts(part[at], d, SMT_PARTS_MAX);
    int ok = 1;
    for (unsigned j = 0; j < nd && ok && !s->x.oom; j++) {
        const SymTerm *h = solve_eqs(s, sym_bin(&s->x, SYM_BAND, rest, d[j]), EQ_DEPTH);
        ok = h && ((h->op == SYM_CONST && !h->value) || smt_refute_affine(&s->x, h, SMT_REFUTE_DEEP) || split(s, h));
    }
    return ok && !s->x.oom;
}

int smt_refute_counter(const SymCtx *c, const SymTerm *f)
{
    SmtCounterPlan p;
    if (!smt_counter_plan(c, f, &p))  // (-1: no plan for f, but maybe for its disjuncts)
        return 0;
    Split s;
    sym_init(&s.x);
    sym_subst_init(&s.sub, &s.x);
    s.memo = mem_alloc((size_t)c->len * sizeof *s.memo);
    int ok = s.memo != NULL;
    if (ok)
        memset(s.memo, 0, (size_t)c->len * sizeof *s.memo);
    for (uint32_t v = 0; v < c->nvars && ok; v++) {
        const SymVar *sv = &c->vars[v];
        ok = sym_var_new(&s.x, sv->name, sv->width, (SymVarKind)sv->kind, sv->comp, sv->thread) == v;
        if (ok)
            s.x.vars[v].extent = sv->extent;
    }
    const SymTerm *g = ok ? copy(&s, f) : NULL;
    ok = g && (split(&s, g) || split_disjuncts(&s, g));
    ok &= !s.x.oom;
    sym_subst_free(&s.sub);
    mem_free(s.memo);
    sym_free(&s.x);
    return ok;
}
