/*
 * smt_affine.c - a word-level refutation tried before Z3: most race
 * obligations ask whether two distinct threads' addresses, each an affine
 * sum of thread ids over a common base (out + 4 * (ctaid.x * 256 + tid.x)),
 * can overlap. That holds for no two threads when the sum is a mixed-radix
 * number (each coefficient exceeds what the smaller ones can add up to),
 * which is decided here in microseconds; Z3 spends milliseconds on it
 * (it bit-blasts the 64-bit multiplications). Consumes: a boolean formula.
 * Produces: 1 when the formula is proved unsatisfiable, else 0 (then Z3
 * decides it). Sound by construction: it uses only facts that are
 * top-level conjuncts of the formula (a subset of conjuncts that has no
 * solution refutes the whole), and exact bit-vector arithmetic.
 *
 * The argument, for a conjunct X <u K (or X <=u K, or A = B as A - B in
 * [0, 0]): X is rewritten as C + sum c_i * a_i modulo 2^w over atoms a_i
 * (variables, or subterms it cannot see into), through +, -, negation,
 * multiplication and left shift by constants, truncation, and zero or sign
 * extension of a sum whose integer value provably fits the narrower width.
 * Atoms of the two threads pair up (tid.x.1 with tid.x.2, by name) with
 * opposite coefficients, and shared ones cancel, so X = C + sum c_p * d_p
 * with d_p = a_p2 - a_p1 bounded by the atoms' ranges (from conjuncts
 * v <u k, v <=u k, v = k, and sym_range). When the integer sum cannot wrap,
 * X <u K means sum c_p * d_p in [-C, K - 1 - C], inside [-B, B]; with the
 * pairs sorted by |c_p|, if every |c_p| > B + sum of |c_q| * max|d_q| over
 * the smaller ones, no d_p can be nonzero (the largest nonzero one would put
 * the sum outside [-B, B]). So every paired atom is equal in both threads,
 * the sum is C, and either C is outside the window or a conjunct saying the
 * threads differ (not (tid.x.1 = tid.x.2 and ...)) is contradicted by pairs
 * that are all equal (paired, or equal by a conjunct, or of one value).
 * Also refuted: bounds that leave a variable no value; a form whose
 * coefficients are all multiples of 2^z with its constant's residue
 * modulo 2^z above the window; a form whose integer interval does not wrap
 * and misses the window; a <u b with a's least value at or above b's
 * greatest; not x for a conjunct x (or a conjunction of them), also where
 * x is a conjunct once each conjunct x = y makes x stand for y, and not
 * (a = b) for a and b forced equal, a - b = 0 once x stands for y in every
 * form, or a and b one term then; a fact false once the bounds leave each
 * of its variables one value; and, two levels deep, a disjunction among
 * the conjuncts whose every disjunct is refuted with its own conjuncts
 * added (a case split over the paths an obligation ORs together). Before
 * the split, a disjunction whose disjuncts but one are refuted adds that
 * one's conjuncts to the facts (unit propagation).
 */
#include "smt_int.h"

#include <stdlib.h>
#include <string.h>

#include "warpsafe/vec.h"

enum { AFF_MAX = 24, REFUTE_PARTS = 64 };

typedef struct {
    unsigned w;               // the width the form is taken modulo
    uint64_t k;               // constant, modulo 2^w
    unsigned n;
    const SymTerm *atom[AFF_MAX];
    uint64_t coef[AFF_MAX];   // modulo 2^w, none 0
} Aff;

typedef struct {
    uint32_t var;
    uint64_t lo, hi;
} Bound;

typedef struct {
    const SymCtx *c;
    VEC(const SymTerm *) facts;     // the formula's top-level conjuncts
    VEC(Bound) bounds;              // from conjuncts v <u k, v <=u k, v = k
    VEC(const SymTerm *) distinct;  // conjuncts not(x1 = x2 and ...) over variables
    VEC(const SymTerm *) same;      // pairs (x, y) from conjuncts x = y: x is taken as y
    uint32_t steps;                 // lin's calls left (terms are DAGs: bounds the walk)
    uint32_t splits;                // disjuncts refute_facts may still try
    int oom;
} Ref;

typedef __int128 i128;

static i128 signed_of(uint64_t v, unsigned w)
{
    return w < 64 && (v >> (w - 1)) & 1 ? (i128)v - ((i128)1 << w)
           : w == 64 && (v >> 63) ? (i128)v - ((i128)1 << 64) : (i128)v;
}

/* ---- facts ---- */

/* The conjuncts of t into r->facts: an and-tree split (iteratively: at
 * -O0 a query's conjunctions are chains thousands deep), and not (a or b)
 * taken as its parts that are negations, not y giving y. */
static void add_facts(Ref *r, const SymTerm *t)
{
    VEC(const SymTerm *) todo = { 0 };
    r->oom |= vec_push(&todo, t) < 0;
    while (todo.len && !r->oom) {
        t = todo.data[--todo.len];
        if (t->op == SYM_BAND) {
            r->oom |= vec_push(&todo, t->args[1]) < 0 || vec_push(&todo, t->args[0]) < 0;
        } else if (t->op == SYM_BNOT && t->args[0]->op == SYM_BOR) {
            for (int i = 1; i >= 0; i--)  // the others are left out: fewer facts
                if (t->args[0]->args[i]->op == SYM_BNOT)
                    r->oom |= vec_push(&todo, t->args[0]->args[i]->args[0]) < 0;
        } else {
            r->oom |= vec_push(&r->facts, t) < 0;
        }
    }
    vec_free(&todo);
}

static void narrow(Ref *r, uint32_t var, uint64_t lo, uint64_t hi)
{
    for (uint32_t i = 0; i < r->bounds.len; i++)
        if (r->bounds.data[i].var == var) {
            Bound *b = &r->bounds.data[i];
            b->lo = lo > b->lo ? lo : b->lo;
            b->hi = hi < b->hi ? hi : b->hi;
            return;
        }
    Bound b = { var, lo, hi };
    if (vec_push(&r->bounds, b) < 0)
        r->oom = 1;
}

/* An and-tree (at most `depth` deep) of equalities between two variables
 * each. */
static int eq_tree(const SymTerm *t, int depth)
{
    if (t->op == SYM_BAND)
        return depth > 0 && eq_tree(t->args[0], depth - 1) && eq_tree(t->args[1], depth - 1);
    return t->op == SYM_EQ && t->args[0]->op == SYM_VAR && t->args[1]->op == SYM_VAR;
}

static void read_facts(Ref *r)
{
    r->bounds.len = r->distinct.len = r->same.len = 0;
    for (uint32_t i = 0; i < r->facts.len; i++) {
        const SymTerm *t = r->facts.data[i];
        if (t->op == SYM_EQ && t->args[0]->op == SYM_VAR && t->args[1]->op == SYM_VAR && t->args[0] != t->args[1]) {
            int lo = t->args[0]->id < t->args[1]->id;  // the later variable is taken as the earlier
            if (vec_push(&r->same, t->args[lo]) < 0 || vec_push(&r->same, t->args[!lo]) < 0)
                r->oom = 1;
        } else if (t->nargs == 2 && t->args[0]->op == SYM_VAR && t->args[1]->op == SYM_CONST) {
            uint32_t v = t->args[0]->var;
            uint64_t k = t->args[1]->value;
            if (t->op == SYM_ULT && k)
                narrow(r, v, 0, k - 1);
            else if (t->op == SYM_ULT)
                narrow(r, v, 1, 0);  // v <u 0: no value
            else if (t->op == SYM_ULE)
                narrow(r, v, 0, k);
            else if (t->op == SYM_EQ)
                narrow(r, v, k, k);
        } else if (t->op == SYM_BNOT && eq_tree(t->args[0], 16)) {
            if (vec_push(&r->distinct, t->args[0]) < 0)
                r->oom = 1;
        }
    }
}

/* The unsigned range of atom a: sym_range's, narrowed by the bounds. */
static void atom_range(const Ref *r, const SymTerm *a, uint64_t *lo, uint64_t *hi)
{
    sym_range(r->c, a, lo, hi);
    if (a->op != SYM_VAR)
        return;
    for (uint32_t i = 0; i < r->bounds.len; i++)
        if (r->bounds.data[i].var == a->var) {
            *lo = r->bounds.data[i].lo > *lo ? r->bounds.data[i].lo : *lo;
            *hi = r->bounds.data[i].hi < *hi ? r->bounds.data[i].hi : *hi;
        }
}

/* Is there a conjunct a = b (either order)? */
static int equal_by_fact(const Ref *r, const SymTerm *a, const SymTerm *b)
{
    for (uint32_t i = 0; i < r->facts.len; i++) {
        const SymTerm *t = r->facts.data[i];
        if (t->op == SYM_EQ && ((t->args[0] == a && t->args[1] == b) || (t->args[0] == b && t->args[1] == a)))
            return 1;
    }
    return 0;
}

/* ---- affine forms ---- */

static int aff_add(Aff *f, const SymTerm *atom, uint64_t coef)
{
    uint64_t m = sym_mask(f->w);
    coef &= m;
    if (!coef)
        return 1;
    for (unsigned i = 0; i < f->n; i++)
        if (f->atom[i] == atom) {
            f->coef[i] = (f->coef[i] + coef) & m;
            if (!f->coef[i])
                f->atom[i] = f->atom[--f->n], f->coef[i] = f->coef[f->n];
            return 1;
        }
    if (f->n == AFF_MAX)
        return 0;
    f->atom[f->n] = atom;
    f->coef[f->n++] = coef;
    return 1;
}

/* f += s * g (g's form taken modulo f's width). */
static int aff_axpy(Aff *f, uint64_t s, const Aff *g)
{
    f->k = (f->k + s * g->k) & sym_mask(f->w);
    for (unsigned i = 0; i < g->n; i++)
        if (!aff_add(f, g->atom[i], s * g->coef[i]))
            return 0;
    return 1;
}

/* The integer interval of sum sc_i * a_i + sk, with sc_i and sk the
 * representatives of f's coefficients and constant in [-2^(w-1), 2^(w-1))
 * (the constant also tried as itself: `unsigned_k`). 0 when a term is too
 * large for the sum to stay exact in 128 bits (no interval then). */
static int aff_interval(const Ref *r, const Aff *f, int unsigned_k, i128 *lo, i128 *hi)
{
    i128 k = unsigned_k ? (i128)f->k : signed_of(f->k, f->w), big = (i128)1 << 120;
    *lo = *hi = k;
    for (unsigned i = 0; i < f->n; i++) {
        uint64_t l, h;
        atom_range(r, f->atom[i], &l, &h);
        i128 c = signed_of(f->coef[i], f->w), a = c * (i128)l, b = c * (i128)h;  // |c|, l, h < 2^64
        if (a >= big || a <= -big || b >= big || b <= -big)
            return 0;  // AFF_MAX such terms stay below 2^125
        *lo += c > 0 ? a : b;
        *hi += c > 0 ? b : a;
    }
    return 1;
}

/* f taken at width w, as the integers it stands for where they provably
 * lie in [min, max]: 1 with f rewritten (representatives that work),
 * else 0. */
static int aff_fits(const Ref *r, Aff *f, unsigned w, i128 min, i128 max)
{
    for (int uk = 0; uk < 2; uk++) {
        i128 lo, hi;
        if (!aff_interval(r, f, uk, &lo, &hi) || lo < min || hi > max)
            continue;
        uint64_t m = sym_mask(w);
        f->k = (uint64_t)(uk ? (i128)f->k : signed_of(f->k, f->w)) & m;
        for (unsigned i = 0; i < f->n; i++)
            f->coef[i] = (uint64_t)signed_of(f->coef[i], f->w) & m;
        f->w = w;
        return 1;
    }
    return 0;
}

static int lin(Ref *r, const SymTerm *t, Aff *f, int depth);

/* The variable a conjunct x = y makes x stand for: y, and so on (each
 * step goes to an earlier variable). */
static const SymTerm *canonical(const Ref *r, const SymTerm *t)
{
    for (int step = 0; step < 16 && t->op == SYM_VAR; step++) {
        uint32_t i = 0;
        while (i < r->same.len && r->same.data[i] != t)
            i += 2;
        if (i >= r->same.len)
            break;
        t = r->same.data[i + 1];
    }
    return t;
}

/* t's form at its own width; an atom where it cannot see into t. */
static void lin_or_atom(Ref *r, const SymTerm *t, Aff *f, int depth)
{
    if (depth > 0 && lin(r, t, f, depth - 1))
        return;
    memset(f, 0, sizeof *f);
    f->w = t->width;
    if (t->op == SYM_CONST)
        f->k = t->value;
    else
        aff_add(f, canonical(r, t), 1);
}

/* a - b, 1 when both have a form. */
static int aff_diff(Ref *r, const SymTerm *a, const SymTerm *b, Aff *f)
{
    Aff g;
    lin_or_atom(r, a, f, 64);
    lin_or_atom(r, b, &g, 64);
    return aff_axpy(f, (uint64_t)-1, &g);
}

static int lin(Ref *r, const SymTerm *t, Aff *f, int depth)
{
    memset(f, 0, sizeof *f);
    f->w = t->width;
    if (!t->width || !r->steps)
        return 0;
    r->steps--;
    Aff a, b;
    switch ((SymOp)t->op) {
    case SYM_CONST:
        f->k = t->value;
        return 1;
    case SYM_ADD:
    case SYM_SUB:
        lin_or_atom(r, t->args[0], &a, depth);
        lin_or_atom(r, t->args[1], &b, depth);
        return aff_axpy(f, 1, &a) && aff_axpy(f, t->op == SYM_ADD ? 1 : (uint64_t)-1, &b);
    case SYM_NEG:
    case SYM_NOT:  // ~x = -x - 1
        lin_or_atom(r, t->args[0], &a, depth);
        f->k = t->op == SYM_NOT ? sym_mask(f->w) : 0;
        return aff_axpy(f, (uint64_t)-1, &a);
    case SYM_MUL:
    case SYM_SHL: {
        int ci = t->args[1]->op == SYM_CONST ? 1 : t->op == SYM_MUL && t->args[0]->op == SYM_CONST ? 0 : -1;
        if (ci < 0)
            return 0;
        uint64_t s = t->args[ci]->value;
        if (t->op == SYM_SHL)
            s = s < t->width ? UINT64_C(1) << s : 0;
        lin_or_atom(r, t->args[1 - ci], &a, depth);
        return aff_axpy(f, s, &a);
    }
    case SYM_TRUNC:
        lin_or_atom(r, t->args[0], &a, depth);
        return aff_axpy(f, 1, &a);
    case SYM_ZEXT:
    case SYM_SEXT: {
        unsigned v = t->args[0]->width;
        lin_or_atom(r, t->args[0], &a, depth);
        i128 min = t->op == SYM_ZEXT ? 0 : -((i128)1 << (v - 1));
        i128 max = t->op == SYM_ZEXT ? ((i128)1 << v) - 1 : ((i128)1 << (v - 1)) - 1;
        return aff_fits(r, &a, t->width, min, max) && aff_axpy(f, 1, &a);
    }
    default:
        return 0;
    }
}

/* ---- the refutation ---- */

typedef struct {
    const SymTerm *a1, *a2;   // thread 1's and thread 2's atom
    i128 c, dmax;             // the coefficient of a2 - a1, and max |a2 - a1|
} Pair;

/* v1 and v2 are one variable's copies for thread 1 and thread 2. */
int smt_partners(const SymCtx *c, const SymTerm *a, const SymTerm *b)
{
    if (a->op != SYM_VAR || b->op != SYM_VAR)
        return 0;
    const SymVar *x = &c->vars[a->var], *y = &c->vars[b->var];
    size_t n = strlen(x->name);
    return x->thread == 1 && y->thread == 2 && x->kind == y->kind && x->comp == y->comp && x->width == y->width &&
           n > 0 && strlen(y->name) == n && memcmp(x->name, y->name, n - 1) == 0;
}

/* Are a and b equal whenever pairs[0..np) are (each pair's atoms equal)? */
static int forced_equal(const Ref *r, const Pair *p, unsigned np, const SymTerm *a, const SymTerm *b)
{
    if (a == b || equal_by_fact(r, a, b))
        return 1;
    for (unsigned i = 0; i < np; i++)
        if ((p[i].a1 == a && p[i].a2 == b) || (p[i].a1 == b && p[i].a2 == a))
            return 1;
    uint64_t l1, h1, l2, h2;
    atom_range(r, a, &l1, &h1);
    atom_range(r, b, &l2, &h2);
    return l1 == h1 && l2 == h2 && l1 == l2;
}

static int tree_forced(const Ref *r, const Pair *p, unsigned np, const SymTerm *t)
{
    if (t->op == SYM_BAND)
        return tree_forced(r, p, np, t->args[0]) && tree_forced(r, p, np, t->args[1]);
    return forced_equal(r, p, np, t->args[0], t->args[1]);
}

static int by_coef(const void *x, const void *y)
{
    i128 a = ((const Pair *)x)->c, b = ((const Pair *)y)->c;
    a = a < 0 ? -a : a, b = b < 0 ? -b : b;
    return a < b ? -1 : a > b;
}

/* f's value in [0, win] (unsigned, modulo 2^w) has no solution, from f
 * alone: every coefficient a multiple of 2^z makes the value k modulo 2^z
 * (8 * k3.1 = 8 * k3.2 + 1 never holds), and an interval of integers that
 * does not wrap may lie outside the window. */
/* The integers [lo, hi] taken modulo 2^w miss [0, win]: an arc of fewer
 * than 2^w residues that starts above the window and does not wrap. */
static int misses(i128 lo, i128 hi, unsigned w, uint64_t win)
{
    i128 mod = (i128)1 << w, l = lo % mod;
    l += l < 0 ? mod : 0;
    return hi >= lo && hi - lo < mod && l > (i128)win && l + (hi - lo) < mod;
}

/* f's integer interval where it does not wrap: [0, 2^w). */
static int aff_range(const Ref *r, const Aff *f, i128 *lo, i128 *hi)
{
    for (int uk = 1; uk >= 0; uk--)
        if (aff_interval(r, f, uk, lo, hi) && *lo >= 0 && *hi < (i128)1 << f->w)
            return 1;
    return 0;
}

enum { DIFF_FACTS = 8 };

/* A conjunct a <u b (a <=u b) of terms whose forms do not wrap says the
 * integer b - a lies in [1 (0), max b - min a]; where f is s * (b - a) + k
 * modulo 2^w (s = 1 or -1), f's values are those of that interval moved:
 * (bar + 8 <=u tile makes trunc(bar) - trunc(tile) at least 2^32 - max
 * tile, outside a window of 4096). */
static int outside_by_difference(Ref *r, const Aff *f, uint64_t win)
{
    unsigned seen = 0;
    for (uint32_t i = 0; i < r->facts.len && seen < DIFF_FACTS && !r->oom; i++) {
        const SymTerm *t = r->facts.data[i];
        if ((t->op != SYM_ULT && t->op != SYM_ULE) || t->args[0]->op == SYM_CONST || t->args[1]->op == SYM_CONST ||
            t->args[0]->width < f->w)
            continue;
        seen++;
        Aff a, d;
        i128 la, ha, lb, hb;
        lin_or_atom(r, t->args[0], &a, 64);
        lin_or_atom(r, t->args[1], &d, 64);
        if (!aff_range(r, &a, &la, &ha) || !aff_range(r, &d, &lb, &hb) || !aff_axpy(&d, (uint64_t)-1, &a))
            continue;
        i128 dlo = lb - ha, dhi = hb - la, least = t->op == SYM_ULT;
        dlo = dlo < least ? least : dlo;
        for (int s = 1; s >= -1; s -= 2) {
            Aff g = *f;
            if (!aff_axpy(&g, (uint64_t)(int64_t)-s, &d) || g.n)
                continue;  // f is not s * (b - a) + k
            i128 k = (i128)g.k;
            if (s > 0 ? misses(dlo + k, dhi + k, f->w, win) : misses(k - dhi, k - dlo, f->w, win))
                return 1;
        }
    }
    return 0;
}

static int outside_window(Ref *r, const Aff *f, uint64_t win)
{
    unsigned z = f->w;
    for (unsigned i = 0; i < f->n; i++) {
        unsigned t = (unsigned)__builtin_ctzll(f->coef[i]);  // coefficients are not 0
        z = t < z ? t : z;
    }
    if ((z >= 64 ? f->k : f->k & ((UINT64_C(1) << z) - 1)) > win)
        return 1;  // the least value in the residue class is above the window
    for (int uk = 0; uk < 2; uk++) {
        i128 lo, hi;
        if (aff_interval(r, f, uk, &lo, &hi) && misses(lo, hi, f->w, win))
            return 1;
    }
    return outside_by_difference(r, f, win);
}

/* f's value in [0, win] (unsigned, modulo 2^w) has no solution under r's
 * facts. */
static int refute_window(Ref *r, Aff f, uint64_t win)
{
    Pair p[AFF_MAX];
    if (outside_window(r, &f, win))
        return 1;
    unsigned np = 0;
    uint8_t used[AFF_MAX] = { 0 };
    i128 k = signed_of(f.k, f.w);
    for (unsigned i = 0; i < f.n; i++) {
        if (used[i])
            continue;
        uint64_t lo, hi;
        atom_range(r, f.atom[i], &lo, &hi);
        if (lo == hi) {  // one value: part of the constant
            k += signed_of(f.coef[i], f.w) * (i128)lo;
            used[i] = 1;
            continue;
        }
        unsigned j = 0;
        for (; j < f.n; j++)
            if (!used[j] && j != i && ((f.coef[i] + f.coef[j]) & sym_mask(f.w)) == 0 &&
                (smt_partners(r->c, f.atom[i], f.atom[j]) || smt_partners(r->c, f.atom[j], f.atom[i])))
                break;
        if (j == f.n)
            return 0;  // an atom that does not cancel: no argument here
        used[i] = used[j] = 1;
        const SymTerm *a1 = smt_partners(r->c, f.atom[i], f.atom[j]) ? f.atom[i] : f.atom[j];
        const SymTerm *a2 = a1 == f.atom[i] ? f.atom[j] : f.atom[i];
        uint64_t l1, h1, l2, h2;
        atom_range(r, a1, &l1, &h1);
        atom_range(r, a2, &l2, &h2);
        if (l1 > h1 || l2 > h2)
            return 1;  // an empty range: the bounds contradict each other
        i128 dlo = (i128)l2 - (i128)h1, dhi = (i128)h2 - (i128)l1;
        p[np++] = (Pair){ a1, a2, signed_of(a2 == f.atom[i] ? f.coef[i] : f.coef[j], f.w),
                          equal_by_fact(r, a1, a2) ? 0 : -dlo > dhi ? -dlo : dhi };
    }
    /* the integer sum k + sum c_p d_p: X is it modulo 2^w; it must not
     * reach another value of the window by wrapping */
    i128 lo = k, hi = k, mod = (i128)1 << f.w;
    for (unsigned i = 0; i < np; i++) {
        i128 m = (p[i].c < 0 ? -p[i].c : p[i].c) * p[i].dmax;
        lo -= m, hi += m;
    }
    if (lo <= -mod + (i128)win || hi >= mod)
        return 0;
    /* sum c_p d_p in [-k, win - k], inside [-B, B] */
    i128 B = k < 0 ? -k : k, B2 = (i128)win - k;
    B = B2 < 0 ? (-B2 > B ? -B2 : B) : (B2 > B ? B2 : B);
    qsort(p, np, sizeof *p, by_coef);
    i128 below = 0;
    for (unsigned i = 0; i < np; i++) {
        i128 c = p[i].c < 0 ? -p[i].c : p[i].c;
        if (p[i].dmax == 0)
            continue;
        if (c <= below + B)
            return 0;  // not mixed-radix: Z3 decides
        below += c * p[i].dmax;
    }
    /* every pair equal: X = k */
    if (k < 0 || k > (i128)win)
        return 1;
    for (uint32_t i = 0; i < r->distinct.len; i++)
        if (tree_forced(r, p, np, r->distinct.data[i]))
            return 1;
    return 0;
}

enum { SAME_STEPS = 512 };

/* a and b are one term once each conjunct x = y makes x stand for y: the
 * same term, variables with one canonical variable, or one operation on
 * such arguments (two threads' loop-exit tests when k.1 = k.2). At most
 * *steps pairs are compared (terms are DAGs); none left answers no. */
static int same_under(const Ref *r, const SymTerm *a, const SymTerm *b, uint32_t *steps)
{
    if (a == b)
        return 1;
    if (!*steps)
        return 0;
    (*steps)--;
    if (a->op == SYM_VAR || b->op == SYM_VAR)
        return a->op == SYM_VAR && b->op == SYM_VAR && canonical(r, a) == canonical(r, b);
    if (a->op != b->op || a->width != b->width || a->nargs != b->nargs || a->op == SYM_CONST)
        return 0;  // constants are hash-consed: equal ones are one term
    for (unsigned i = 0; i < a->nargs; i++)
        if (!same_under(r, a->args[i], b->args[i], steps))
            return 0;
    return 1;
}

/* Does t hold whenever r's facts do: it is one of them (also once each
 * conjunct x = y makes x stand for y), an equality of terms forced equal
 * or equal under that substitution, or a conjunction of such. */
static int implied(Ref *r, const SymTerm *t, int depth)
{
    if (depth > 8)
        return 0;
    if (t->op == SYM_BAND)
        return implied(r, t->args[0], depth + 1) && implied(r, t->args[1], depth + 1);
    for (uint32_t i = 0; i < r->facts.len; i++)
        if (r->facts.data[i] == t)
            return 1;
    uint32_t steps = SAME_STEPS;
    for (uint32_t i = 0; i < r->facts.len && r->same.len && steps; i++)
        if (r->facts.data[i]->op == t->op && same_under(r, r->facts.data[i], t, &steps))
            return 1;
    if (t->op != SYM_EQ || !t->args[0]->width)
        return 0;
    Aff f;  // a - b is 0 (forced equal, or once x = y makes x stand for y)
    steps = SAME_STEPS;
    return forced_equal(r, NULL, 0, t->args[0], t->args[1]) ||
           (aff_diff(r, t->args[0], t->args[1], &f) && f.n == 0 && f.k == 0) ||
           (r->same.len && same_under(r, t->args[0], t->args[1], &steps));
}

/* The unsigned values of t lie in [*lo, *hi]: t's affine form, where its
 * integer interval does not wrap. 0 when that is not known. */
static int lin_range(Ref *r, const SymTerm *t, i128 *lo, i128 *hi)
{
    Aff f;
    lin_or_atom(r, t, &f, 64);
    return aff_range(r, &f, lo, hi);
}

enum { FIXED_STEPS = 256 };

/* t's value where the facts' bounds leave each variable it needs one value
 * (a witness search's query fixes the loop counters and parameters): 1
 * with *v set, 0 when a variable it needs may take two values or *steps
 * (nodes visited) runs out. An and, or or ite needs only the arguments
 * that decide it. */
static int fixed_value(const Ref *r, const SymTerm *t, uint64_t *v, uint32_t *steps)
{
    if (t->op == SYM_CONST) {
        *v = t->value;
        return 1;
    }
    if (!*steps)
        return 0;
    (*steps)--;
    if (t->op == SYM_VAR) {  // one value by a conjunct's bounds
        for (uint32_t i = 0; i < r->bounds.len; i++)
            if (r->bounds.data[i].var == t->var && r->bounds.data[i].lo == r->bounds.data[i].hi) {
                *v = r->bounds.data[i].lo;
                return 1;
            }
        return 0;
    }
    uint64_t a[3] = { 0, 0, 0 };
    int known[3] = { 0, 0, 0 };
    for (unsigned i = 0; i < t->nargs; i++) {
        known[i] = fixed_value(r, t->args[i], &a[i], steps);
        if (known[i] && ((t->op == SYM_BAND && !a[i]) || (t->op == SYM_BOR && a[i]))) {
            *v = t->op == SYM_BOR;  // one argument decides it
            return 1;
        }
        if (t->op == SYM_ITE && i == 0) {
            if (!known[0])
                return 0;
            return fixed_value(r, t->args[a[0] ? 1 : 2], v, steps);
        }
        if (!known[i] && t->op != SYM_BAND && t->op != SYM_BOR)
            return 0;  // only and and or may still be decided by another argument
    }
    for (unsigned i = 0; i < t->nargs; i++)
        if (!known[i])
            return 0;
    *v = sym_apply(t, a);
    return 1;
}

/* Fact t (a conjunct, or a part of one) has no solution under r's facts. */
static int refute(Ref *r, const SymTerm *t, int depth)
{
    Aff f;
    if (depth > 8)
        return 0;
    switch ((SymOp)t->op) {
    case SYM_BAND:  // some part refuted
    case SYM_BOR: { // every part refuted
        const SymTerm *part[REFUTE_PARTS];
        unsigned np = smt_parts(t, part, REFUTE_PARTS);  // 0 (too many): no argument here
        for (unsigned i = 0; i < np; i++)
            if (refute(r, part[i], depth + 1) == (t->op == SYM_BAND))
                return t->op == SYM_BAND;
        return t->op == SYM_BOR;
    }
    case SYM_ULT:
    case SYM_ULE:
        if (t->args[1]->op != SYM_CONST) {  // a <u b with a's least value at or above b's greatest
            i128 la, ha, lb, hb;
            return lin_range(r, t->args[0], &la, &ha) && lin_range(r, t->args[1], &lb, &hb) &&
                   (t->op == SYM_ULT ? la >= hb : la > hb);
        }
        if (t->op == SYM_ULT && t->args[1]->value == 0)
            return 1;  // x <u 0
        return lin(r, t->args[0], &f, 64) && refute_window(r, f, t->args[1]->value - (t->op == SYM_ULT));
    case SYM_BNOT:  // not x where x holds (implied)
        return implied(r, t->args[0], depth + 1);
    case SYM_EQ:  // a = b: a - b in [0, 0]
        return t->args[0]->width && aff_diff(r, t->args[0], t->args[1], &f) && refute_window(r, f, 0);
    default:
        return 0;
    }
}

enum { SPLIT_DEPTH = 2, SPLIT_WAYS = 16, SPLIT_BUDGET = 64, PROPAGATE_ROUNDS = 4, PROPAGATE_FACTS = 256 };

unsigned smt_parts(const SymTerm *t, const SymTerm **out, unsigned max)
{
    const SymTerm *stack[SMT_PARTS_MAX + 2];
    unsigned ns = 0, n = 0;
    max = max < SMT_PARTS_MAX ? max : SMT_PARTS_MAX;
    stack[ns++] = t;
    while (ns) {  // iteratively: at -O0 such trees are chains thousands deep
        const SymTerm *x = stack[--ns];
        if (x->op == t->op && ns + 2 <= max + 2) {
            stack[ns++] = x->args[1];
            stack[ns++] = x->args[0];
        } else if (x->op == t->op || n == max) {
            return 0;
        } else {
            out[n++] = x;
        }
    }
    return n;
}

/* r's facts have no solution: a variable's bounds leave it no value, a
 * fact is refuted alone (refute), or, `split` levels left, every disjunct
 * of a disjunction among them is refuted with its conjuncts added to the
 * facts (a case split: F and (d1 or d2) has no solution when neither F and
 * d1 nor F and d2 has). */
static int refute_alone(Ref *r)
{
    read_facts(r);
    if (r->oom)
        return 0;
    for (uint32_t i = 0; i < r->bounds.len; i++)
        if (r->bounds.data[i].lo > r->bounds.data[i].hi)
            return 1;
    for (uint32_t i = 0; i < r->facts.len && !r->oom; i++) {
        const SymTerm *t = r->facts.data[i];
        uint64_t v;
        uint32_t steps = FIXED_STEPS;
        if (((t->op == SYM_ULT || t->op == SYM_ULE || t->op == SYM_BOR || t->op == SYM_BNOT ||
              (t->op == SYM_EQ && t->args[0]->width)) && refute(r, t, 0)) ||
            (fixed_value(r, t, &v, &steps) && !v))
            return 1;  // refuted, or false once its variables take their one value
    }
    return 0;
}

/* Unit propagation: a disjunction among the facts whose disjuncts but one
 * are refuted has that one's conjuncts added as facts (appended: the facts
 * before stay as they are, for a caller's case split). 1 when some were
 * added; *none set when a disjunction has every disjunct refuted. */
static int propagate(Ref *r, uint8_t *used, int *none)
{
    int grew = 0;
    for (uint32_t i = 0, n = r->facts.len; i < n && i < PROPAGATE_FACTS && !r->oom; i++) {
        const SymTerm *d[SPLIT_WAYS];
        unsigned nd = !used[i] && r->facts.data[i]->op == SYM_BOR ? smt_parts(r->facts.data[i], d, SPLIT_WAYS) : 0;
        unsigned alive = 0, k = 0;
        for (unsigned j = 0; j < nd && alive < 2; j++)
            if (!refute(r, d[j], 0))
                alive++, k = j;
        if (nd && !alive) {
            *none = 1;
            return 0;
        }
        if (nd && alive == 1) {
            used[i] = 1;
            add_facts(r, d[k]);
            grew = 1;
        }
    }
    return grew;
}

static int refute_facts(Ref *r, int split)
{
    uint8_t used[PROPAGATE_FACTS] = { 0 };
    int none = 0;
    for (int round = 0;; round++) {
        if (refute_alone(r))
            return 1;
        if (round == PROPAGATE_ROUNDS || !propagate(r, used, &none))
            break;
    }
    if (none)
        return 1;
    uint32_t n = r->facts.len;
    for (uint32_t i = 0; i < n && split > 0 && !r->oom; i++) {
        const SymTerm *d[SPLIT_WAYS];
        unsigned nd = r->facts.data[i]->op == SYM_BOR ? smt_parts(r->facts.data[i], d, SPLIT_WAYS) : 0;
        int all = nd > 0 && r->splits >= nd;
        for (unsigned k = 0; k < nd && all; k++) {
            r->splits--;
            r->facts.len = n;
            add_facts(r, d[k]);
            all = refute_facts(r, split - 1);
        }
        r->facts.len = n;
        read_facts(r);
        if (all)
            return 1;
    }
    return 0;
}

int smt_refute_affine(const SymCtx *c, const SymTerm *formula)
{
    Ref r = { .c = c, .steps = 16384, .splits = SPLIT_BUDGET };
    add_facts(&r, formula);
    int found = !r.oom && refute_facts(&r, SPLIT_DEPTH);
    vec_free(&r.facts);
    vec_free(&r.bounds);
    vec_free(&r.distinct);
    vec_free(&r.same);
    return found && !r.oom;
}

int smt_fact_bounds(const SymCtx *c, const SymTerm *f, const SymTerm *const *atoms, unsigned n, uint64_t *lo,
                    uint64_t *hi)
{
    Ref r = { .c = c };
    add_facts(&r, f);
    if (!r.oom)
        read_facts(&r);
    for (unsigned i = 0; i < n && !r.oom; i++)
        atom_range(&r, atoms[i], &lo[i], &hi[i]);
    int rc = r.oom ? -1 : 0;
    vec_free(&r.facts);
    vec_free(&r.bounds);
    vec_free(&r.distinct);
    vec_free(&r.same);
    return rc;
}
