/*
 * smt_lia.c - an obligation read as linear integer arithmetic, asked of
 * Z3 before the bit-vector query. Consumes: a boolean formula over
 * bit-vector terms. Produces: SAFE when its integer reading is
 * unsatisfiable, RACE when a model of that reading satisfies the formula
 * itself (checked by evaluation), else nothing (the bit-vector query
 * decides).
 *
 * Each w-bit term stands for an integer in [0, 2^w): a sum whose interval
 * may leave that range is brought back by a fresh integer k (x - 2^w * k
 * in [0, 2^w), which fixes k), divisions and shifts by constants by a
 * quotient and a remainder, masks by the bits' runs, signed comparisons
 * and extensions by the sign's case. So far the reading is exact. The
 * product of two terms that are not constants is a fresh integer p = a *
 * b (then wrapped as above) with the facts integer products have: the
 * corners of the factors' intervals (McCormick's four bounds) and, for
 * two products with a common factor F (row1 * stride and row2 * stride),
 * x = y -> p = q and x < y -> q - p >= F (q - p = F * (y - x)). Any other
 * term (a shift by a variable, a bitwise operation of two variables) is a
 * fresh integer of its range. The reading is then weaker than the
 * formula: every model of the formula is one of it, so its
 * unsatisfiability is the formula's.
 *
 * Why: Z3 bit-blasts multiplications; an obligation whose address is row
 * * stride + col with a stride from a --param range took its whole
 * resource limit (10M units, 15 s) and ended unknown, while its integer
 * reading is refuted in a few thousand units: col < stride in both
 * threads and rows that differ put the products a stride apart.
 */
#include "smt_int.h"

#include <stdio.h>
#include <string.h>

#include "warpsafe/vec.h"

typedef __int128 i128;

/* Integers beyond +-2^126 are left without bounds (no product of two
 * bounds overflows i128 then). */
#define BIG ((i128)1 << 126)

/* At most LIA_WRAPS sums that may wrap (each a k: the loop counters of
 * an unrolled -O3 loop over the columns of a row need 25-40; 52, with
 * 2^64 coefficients, took Z3 9 s for 200k units), LIA_RUNS runs of bits
 * in a mask, LIA_PRODUCTS products. */
enum { LIA_PRODUCTS = 16, LIA_RUNS = 8, LIA_WRAPS = 40 };

typedef struct {
    const SymTerm *a, *b;
    Z3_ast p;  // the exact integer product
} Product;

typedef struct {
    SmtSolver *s;
    Z3_context z;
    Z3_sort int_sort;
    VEC(Z3_ast) held;    // every AST made here (one reference each)
    VEC(Z3_ast) sides;   // constraints asserted with the formula
    struct SmtLiaMemo *m;
    Product prod[LIA_PRODUCTS];
    unsigned nprod;
    unsigned nwrap;      // sums brought back by a k
    int failed;          // a Z3 error or OOM
} Lia;

/* Holds x (one reference, dropped at the end of the query). */
static Z3_ast hold(Lia *L, Z3_ast x)
{
    if (!x || Z3_get_error_code(L->z) != Z3_OK) {
        L->failed = 1;
        return NULL;
    }
    Z3_inc_ref(L->z, x);
    if (vec_push(&L->held, x) < 0) {
        Z3_dec_ref(L->z, x);
        L->failed = 1;
        return NULL;
    }
    return x;
}

static void side(Lia *L, Z3_ast c)
{
    if (c && vec_push(&L->sides, c) < 0)
        L->failed = 1;
}

static Z3_ast num(Lia *L, i128 v)
{
    char buf[48], *p = buf + sizeof buf;
    int neg = v < 0;
    unsigned __int128 u = neg ? (unsigned __int128)0 - (unsigned __int128)v : (unsigned __int128)v;
    *--p = 0;
    do {
        *--p = (char)('0' + (int)(u % 10));
        u /= 10;
    } while (u);
    if (neg)
        *--p = '-';
    return hold(L, Z3_mk_numeral(L->z, p, L->int_sort));
}

static Z3_ast add(Lia *L, Z3_ast a, Z3_ast b)
{
    Z3_ast args[2] = { a, b };
    return a && b ? hold(L, Z3_mk_add(L->z, 2, args)) : NULL;
}

static Z3_ast sub(Lia *L, Z3_ast a, Z3_ast b)
{
    Z3_ast args[2] = { a, b };
    return a && b ? hold(L, Z3_mk_sub(L->z, 2, args)) : NULL;
}

static Z3_ast scaled(Lia *L, i128 c, Z3_ast a)  // c * a
{
    if (c == 1)
        return a;
    Z3_ast args[2] = { num(L, c), a };
    return args[0] && a ? hold(L, Z3_mk_mul(L->z, 2, args)) : NULL;
}

static Z3_ast le(Lia *L, Z3_ast a, Z3_ast b)
{
    return a && b ? hold(L, Z3_mk_le(L->z, a, b)) : NULL;
}

static Z3_ast lt(Lia *L, Z3_ast a, Z3_ast b)
{
    return a && b ? hold(L, Z3_mk_lt(L->z, a, b)) : NULL;
}

static Z3_ast eq(Lia *L, Z3_ast a, Z3_ast b)
{
    return a && b ? hold(L, Z3_mk_eq(L->z, a, b)) : NULL;
}

static Z3_ast ite(Lia *L, Z3_ast c, Z3_ast a, Z3_ast b)
{
    return c && a && b ? hold(L, Z3_mk_ite(L->z, c, a, b)) : NULL;
}

static Z3_ast implies(Lia *L, Z3_ast a, Z3_ast b)
{
    return a && b ? hold(L, Z3_mk_implies(L->z, a, b)) : NULL;
}

/* A fresh integer in [lo, hi] (an end beyond BIG is left open). */
static Z3_ast fresh(Lia *L, const char *name, i128 lo, i128 hi)
{
    Z3_ast x = hold(L, Z3_mk_fresh_const(L->z, name, L->int_sort));
    if (lo > -BIG)
        side(L, le(L, num(L, lo), x));
    if (hi < BIG)
        side(L, le(L, x, num(L, hi)));
    return x;
}

static i128 clamp(i128 v)
{
    return v > BIG ? BIG : v < -BIG ? -BIG : v;
}

static i128 mul_sat(i128 a, i128 b)
{
    i128 r;
    return __builtin_mul_overflow(a, b, &r) ? ((a < 0) != (b < 0) ? -BIG : BIG) : clamp(r);
}

/* The per-term results of one query: term id -> its integer and the
 * interval of its unsigned value. Kept in the solver across queries,
 * valid where mark == gen. */
/* A term's (or a variable's) integer in the current query, with the
 * interval of its unsigned value (a variable's: from the facts). */
typedef struct {
    Z3_ast ast;
    uint64_t lo, hi;
    uint32_t mark;       // valid where it is the memo's gen
} LiaSlot;

struct SmtLiaMemo {
    Z3_context z;        // the reading's own context
    Z3_tactic tactic;
    LiaSlot *t, *v;      // per term id, per variable
    uint32_t n, nv, gen;
};

/* In the functions below, the memo of the query's solver. */
#define memo (*L->m)


static void next_gen(Lia *L)
{
    if (++memo.gen == 0) {
        for (uint32_t i = 0; i < memo.n; i++)
            memo.t[i].mark = 0;
        for (uint32_t i = 0; i < memo.nv; i++)
            memo.v[i].mark = 0;
        memo.gen = 1;
    }
}

/* Room for n slots in *slots (which has *have), the new ones unmarked. */
static int grow(LiaSlot **slots, uint32_t *have, uint32_t n)
{
    if (n <= *have)
        return 0;
    LiaSlot *s = mem_realloc(*slots, (size_t)n * sizeof *s);
    if (!s)
        return -1;
    memset(s + *have, 0, (size_t)(n - *have) * sizeof *s);
    *slots = s, *have = n;
    return 0;
}

static int memo_fit(Lia *L, uint32_t nterms, uint32_t nvars)
{
    if (grow(&memo.t, &memo.n, nterms) < 0 || grow(&memo.v, &memo.nv, nvars) < 0)
        return -1;
    next_gen(L);
    return 0;
}

void smt_lia_free(struct SmtLiaMemo *m)
{
    if (!m)
        return;
    if (m->z) {
        if (m->tactic)
            Z3_tactic_dec_ref(m->z, m->tactic);
        Z3_del_context(m->z);
    }
    mem_free(m->t);
    mem_free(m->v);
    mem_free(m);
}

static i128 pow2(unsigned k)
{
    return (i128)1 << k;
}

/* x, whose integer value lies in [lo, hi], modulo 2^w: x itself where the
 * interval is inside [0, 2^w), else x - 2^w * k with 0 <= result < 2^w
 * (k is then the one integer that puts it there). *rlo, *rhi: the
 * result's interval. */
static Z3_ast wrap(Lia *L, Z3_ast x, i128 lo, i128 hi, unsigned w, uint64_t *rlo, uint64_t *rhi)
{
    i128 m = pow2(w);
    if (lo >= 0 && hi < m) {
        *rlo = (uint64_t)lo, *rhi = (uint64_t)hi;
        return x;
    }
    i128 klo = lo > -BIG ? (lo >= 0 ? lo / m : -((-lo + m - 1) / m)) : -BIG;
    i128 khi = hi < BIG ? (hi >= 0 ? hi / m : -((-hi + m - 1) / m)) : BIG;
    if (++L->nwrap > LIA_WRAPS)
        L->failed = 1;
    Z3_ast k = fresh(L, "k", klo, khi);
    Z3_ast r = sub(L, x, scaled(L, m, k));
    side(L, le(L, num(L, 0), r));
    side(L, lt(L, r, num(L, m)));
    if (klo == khi && klo > -BIG) {
        *rlo = (uint64_t)(lo - klo * m), *rhi = (uint64_t)(hi - klo * m);
    } else {
        *rlo = 0, *rhi = (uint64_t)(m - 1);
    }
    return r;
}

/* x = 2^k * q + r with 0 <= r < 2^k, for x in [lo, hi] (lo >= 0): q
 * (and *rem r), with q's interval. */
static Z3_ast split(Lia *L, Z3_ast x, uint64_t lo, uint64_t hi, i128 d, Z3_ast *rem, uint64_t *qlo, uint64_t *qhi)
{
    *qlo = (uint64_t)(lo / d), *qhi = (uint64_t)(hi / d);
    Z3_ast q = fresh(L, "q", *qlo, *qhi);
    Z3_ast r = fresh(L, "r", 0, d - 1 < (i128)hi ? d - 1 : (i128)hi);
    side(L, eq(L, x, add(L, scaled(L, d, q), r)));
    if (rem)
        *rem = r;
    return q;
}

/* The value of w-bit x (interval [lo, hi]) as a signed number. */
static Z3_ast signed_of(Lia *L, Z3_ast x, unsigned w, uint64_t hi)
{
    i128 top = pow2(w - 1);
    if ((i128)hi < top)
        return x;
    return ite(L, le(L, num(L, top), x), sub(L, x, num(L, pow2(w))), x);
}

static Z3_ast enc(Lia *L, const SymTerm *t);

/* A term read as an opaque integer of its range. */
static Z3_ast opaque(Lia *L, const SymTerm *t)
{
    memo.t[t->id].lo = 0, memo.t[t->id].hi = sym_mask(t->width);
    return fresh(L, "u", 0, (i128)sym_mask(t->width));
}

/* t & c for a constant c: t as the sum of its bits' runs (each a fresh
 * integer below 2^len at 2^start), the runs c keeps added up. */
static Z3_ast masked(Lia *L, const SymTerm *t, Z3_ast x, uint64_t c)
{
    unsigned w = t->width, start[64], len[64], keep[64], n = 0;
    for (unsigned b = 0; b < w;) {
        unsigned e = b, bit = (unsigned)(c >> b & 1);
        while (e < w && (unsigned)(c >> e & 1) == bit)
            e++;
        start[n] = b, len[n] = e - b, keep[n] = bit, n++;
        b = e;
        if (n > LIA_RUNS)
            return NULL;
    }
    Z3_ast whole = NULL, kept = NULL;
    i128 khi = 0;
    for (unsigned i = 0; i < n; i++) {
        Z3_ast part = fresh(L, "m", 0, pow2(len[i]) - 1);
        Z3_ast at = scaled(L, pow2(start[i]), part);
        whole = whole ? add(L, whole, at) : at;
        if (keep[i]) {
            kept = kept ? add(L, kept, at) : at;
            khi += (pow2(len[i]) - 1) * pow2(start[i]);
        }
    }
    side(L, eq(L, x, whole));
    memo.t[t->id].lo = 0, memo.t[t->id].hi = (uint64_t)khi;
    return kept ? kept : num(L, 0);
}

/* a * b for two terms that are not constants: the exact product as a
 * fresh integer bounded by McCormick's inequalities, kept for the lemmas
 * of products with a common factor, then wrapped to t's width. */
static Z3_ast product(Lia *L, const SymTerm *t, Z3_ast a, Z3_ast b)
{
    const SymTerm *ta = t->args[0], *tb = t->args[1];
    i128 la = memo.t[ta->id].lo, ha = memo.t[ta->id].hi, lb = memo.t[tb->id].lo, hb = memo.t[tb->id].hi;
    i128 lo = mul_sat(la, lb), hi = mul_sat(ha, hb);
    if (hi >= pow2(t->width))
        L->failed = 1;  // a product that may wrap: its integer reading is too weak to be worth asking
    Z3_ast p = fresh(L, "p", lo, hi);
    if (hi < BIG) {  // a*b - la*b - lb*a + la*lb = (a - la)(b - lb) >= 0, and the three others
        side(L, le(L, sub(L, add(L, scaled(L, lb, a), scaled(L, la, b)), num(L, la * lb)), p));
        side(L, le(L, sub(L, add(L, scaled(L, hb, a), scaled(L, ha, b)), num(L, ha * hb)), p));
        side(L, le(L, p, sub(L, add(L, scaled(L, hb, a), scaled(L, la, b)), num(L, la * hb))));
        side(L, le(L, p, sub(L, add(L, scaled(L, lb, a), scaled(L, ha, b)), num(L, ha * lb))));
    }
    if (L->nprod < LIA_PRODUCTS)
        L->prod[L->nprod++] = (Product){ ta, tb, p };
    return wrap(L, p, lo, hi, t->width, &memo.t[t->id].lo, &memo.t[t->id].hi);
}

/* For two products with a common factor F, p = F * x and q = F * y (F,
 * x, y >= 0): x = y -> p = q, x < y -> q - p >= F, and the other way. */
static void product_lemmas(Lia *L)
{
    for (unsigned i = 0; i < L->nprod; i++)
        for (unsigned j = i + 1; j < L->nprod; j++) {
            const Product *P = &L->prod[i], *Q = &L->prod[j];
            const SymTerm *f, *x, *y;
            if (P->a == Q->a)
                f = P->a, x = P->b, y = Q->b;
            else if (P->a == Q->b)
                f = P->a, x = P->b, y = Q->a;
            else if (P->b == Q->a)
                f = P->b, x = P->a, y = Q->b;
            else if (P->b == Q->b)
                f = P->b, x = P->a, y = Q->a;
            else
                continue;
            Z3_ast F = memo.t[f->id].ast, X = memo.t[x->id].ast, Y = memo.t[y->id].ast;
            side(L, implies(L, eq(L, X, Y), eq(L, P->p, Q->p)));
            side(L, implies(L, lt(L, X, Y), le(L, F, sub(L, Q->p, P->p))));
            side(L, implies(L, lt(L, Y, X), le(L, F, sub(L, P->p, Q->p))));
        }
}

static Z3_ast var_int(Lia *L, const SymTerm *t)
{
    uint32_t v = t->var;
    if (memo.v[v].mark != memo.gen) {  // not bounded by a fact: its width's range
        memo.v[v].mark = memo.gen;
        memo.v[v].lo = 0, memo.v[v].hi = sym_mask(t->width);
        memo.v[v].ast = NULL;
    }
    if (!memo.v[v].ast) {
        char name[160];
        snprintf(name, sizeof name, "i:%s", L->s->sym->vars[v].name);
        Z3_ast x = hold(L, Z3_mk_const(L->z, Z3_mk_string_symbol(L->z, name), L->int_sort));
        side(L, le(L, num(L, memo.v[v].lo), x));
        side(L, le(L, x, num(L, memo.v[v].hi)));
        memo.v[v].ast = x;
    }
    memo.t[t->id].lo = memo.v[v].lo, memo.t[t->id].hi = memo.v[v].hi;
    return memo.v[v].ast;
}

static Z3_ast enc_op(Lia *L, const SymTerm *t)
{
    Z3_context z = L->z;
    unsigned w = t->width;
    Z3_ast a[3] = { NULL, NULL, NULL };
    for (unsigned i = 0; i < t->nargs; i++)
        if (!(a[i] = enc(L, t->args[i])))
            return NULL;
    const SymTerm *ta = t->args[0], *tb = t->nargs > 1 ? t->args[1] : NULL;
    i128 la = memo.t[ta->id].lo, ha = memo.t[ta->id].hi;
    i128 lb = tb ? memo.t[tb->id].lo : 0, hb = tb ? memo.t[tb->id].hi : 0;
    uint64_t *rlo = &memo.t[t->id].lo, *rhi = &memo.t[t->id].hi;
    unsigned aw = ta->width;
    uint64_t c = tb && tb->op == SYM_CONST ? tb->value : 0;
    int bconst = tb && tb->op == SYM_CONST;
    switch ((SymOp)t->op) {
    case SYM_ADD: return wrap(L, add(L, a[0], a[1]), la + lb, ha + hb, w, rlo, rhi);
    case SYM_SUB: return wrap(L, sub(L, a[0], a[1]), la - hb, ha - lb, w, rlo, rhi);
    case SYM_NEG: return wrap(L, sub(L, num(L, 0), a[0]), -ha, -la, w, rlo, rhi);
    case SYM_NOT: return wrap(L, sub(L, num(L, pow2(w) - 1), a[0]), pow2(w) - 1 - ha, pow2(w) - 1 - la, w, rlo, rhi);
    case SYM_MUL:
        if (ta->op == SYM_CONST || bconst) {
            i128 k = (i128)(ta->op == SYM_CONST ? ta->value : c);
            Z3_ast x = ta->op == SYM_CONST ? a[1] : a[0];
            i128 xl = ta->op == SYM_CONST ? lb : la, xh = ta->op == SYM_CONST ? hb : ha;
            if (k >= pow2(w - 1))
                k -= pow2(w);  // the same modulo 2^w, of smaller magnitude
            i128 p = mul_sat(k, xl), q = mul_sat(k, xh);
            return wrap(L, scaled(L, k, x), p < q ? p : q, p < q ? q : p, w, rlo, rhi);
        }
        return product(L, t, a[0], a[1]);
    case SYM_SHL:
        if (!bconst)
            return opaque(L, t);
        if (c >= w)
            return *rlo = *rhi = 0, num(L, 0);
        return wrap(L, scaled(L, pow2((unsigned)c), a[0]), mul_sat(la, pow2((unsigned)c)), mul_sat(ha, pow2((unsigned)c)), w, rlo, rhi);
    case SYM_LSHR:
        if (!bconst)
            return opaque(L, t);
        if (c >= w)
            return *rlo = *rhi = 0, num(L, 0);
        return split(L, a[0], (uint64_t)la, (uint64_t)ha, pow2((unsigned)c), NULL, rlo, rhi);
    case SYM_UDIV:
    case SYM_UREM: {
        if (!bconst || c == 0)
            return opaque(L, t);
        Z3_ast r, q = split(L, a[0], (uint64_t)la, (uint64_t)ha, (i128)c, &r, rlo, rhi);
        if (t->op == SYM_UDIV)
            return q;
        *rlo = 0, *rhi = c - 1 < (uint64_t)ha ? c - 1 : (uint64_t)ha;
        return r;
    }
    case SYM_ASHR: {  // floor(s / 2^c) of the signed value s, back modulo 2^w
        if (!bconst)
            return opaque(L, t);
        unsigned sh = c >= w ? w - 1 : (unsigned)c;
        i128 top = pow2(w - 1);
        Z3_ast s = signed_of(L, a[0], w, (uint64_t)ha);
        Z3_ast q = fresh(L, "q", -top >> sh, (top - 1) >> sh), r = fresh(L, "r", 0, pow2(sh) - 1);
        side(L, eq(L, s, add(L, scaled(L, pow2(sh), q), r)));
        if (ha < top) {
            *rlo = (uint64_t)(la >> sh), *rhi = (uint64_t)(ha >> sh);
            return q;
        }
        *rlo = 0, *rhi = sym_mask(w);
        return ite(L, lt(L, q, num(L, 0)), add(L, q, num(L, pow2(w))), q);
    }
    case SYM_AND:
    case SYM_OR:
    case SYM_XOR: {
        if (ta->op == SYM_CONST && !bconst) {  // the constant second
            Z3_ast x = a[0];
            a[0] = a[1], a[1] = x;
            const SymTerm *y = ta;
            ta = tb, tb = y;
            c = tb->value, bconst = 1;
        }
        if (!bconst)
            return opaque(L, t);
        Z3_ast m = masked(L, t, a[0], c);  // t & c, its interval in t's slot
        if (!m)
            return opaque(L, t);
        if (t->op == SYM_AND)
            return m;
        // x | c = x + c - (x & c); x ^ c = x + c - 2 (x & c)
        Z3_ast r = sub(L, add(L, a[0], num(L, (i128)c)), scaled(L, t->op == SYM_OR ? 1 : 2, m));
        *rlo = 0, *rhi = sym_mask(w);
        return r;
    }
    case SYM_ZEXT:
        *rlo = (uint64_t)la, *rhi = (uint64_t)ha;
        return a[0];
    case SYM_SEXT: {
        i128 top = pow2(aw - 1);
        if (ha < top) {
            *rlo = (uint64_t)la, *rhi = (uint64_t)ha;
            return a[0];
        }
        *rlo = la >= top ? (uint64_t)(la + pow2(w) - pow2(aw)) : 0;
        *rhi = la >= top ? (uint64_t)(ha + pow2(w) - pow2(aw)) : sym_mask(w);
        return ite(L, le(L, num(L, top), a[0]), add(L, a[0], num(L, pow2(w) - pow2(aw))), a[0]);
    }
    case SYM_TRUNC:
        return wrap(L, a[0], la, ha, w, rlo, rhi);
    case SYM_ITE: {
        if (!w)
            return ite(L, a[0], a[1], a[2]);
        uint64_t l1 = memo.t[t->args[1]->id].lo, h1 = memo.t[t->args[1]->id].hi;
        uint64_t l2 = memo.t[t->args[2]->id].lo, h2 = memo.t[t->args[2]->id].hi;
        *rlo = l1 < l2 ? l1 : l2, *rhi = h1 > h2 ? h1 : h2;
        return ite(L, a[0], a[1], a[2]);
    }
    case SYM_EQ: return eq(L, a[0], a[1]);
    case SYM_ULT: return lt(L, a[0], a[1]);
    case SYM_ULE: return le(L, a[0], a[1]);
    case SYM_SLT: return lt(L, signed_of(L, a[0], aw, (uint64_t)ha), signed_of(L, a[1], aw, (uint64_t)hb));
    case SYM_SLE: return le(L, signed_of(L, a[0], aw, (uint64_t)ha), signed_of(L, a[1], aw, (uint64_t)hb));
    case SYM_BAND: return hold(L, Z3_mk_and(z, 2, a));
    case SYM_BOR: return hold(L, Z3_mk_or(z, 2, a));
    case SYM_BNOT: return hold(L, Z3_mk_not(z, a[0]));
    default: return w ? opaque(L, t) : NULL;  // division by a variable, signed division
    }
}

static Z3_ast enc(Lia *L, const SymTerm *t)
{
    if (L->failed)
        return NULL;
    if (memo.t[t->id].mark == memo.gen)
        return memo.t[t->id].ast;
    Z3_ast r;
    if (t->op == SYM_CONST) {
        r = t->width ? num(L, (i128)t->value) : hold(L, t->value ? Z3_mk_true(L->z) : Z3_mk_false(L->z));
        memo.t[t->id].lo = memo.t[t->id].hi = t->value;
    } else if (t->op == SYM_VAR) {
        r = var_int(L, t);
    } else {
        r = enc_op(L, t);
    }
    if (!r) {
        L->failed = 1;
        return NULL;
    }
    memo.t[t->id].mark = memo.gen;
    memo.t[t->id].ast = r;
    return r;
}

typedef VEC(const SymTerm *) TermVec;

/* The variables' terms of f into vars, each once; returns whether f
 * multiplies two terms that are not constants (1), else 0, or -1 on OOM.
 * The walk's marks are cleared by a new generation. */
static int scan(Lia *L, const SymTerm *f, TermVec *vars)
{
    TermVec todo = { 0 };
    int rc = vec_push(&todo, f), product = 0;
    while (rc == 0 && todo.len) {
        const SymTerm *t = todo.data[--todo.len];
        if (memo.t[t->id].mark == memo.gen)
            continue;
        memo.t[t->id].mark = memo.gen;
        product |= t->op == SYM_MUL && t->args[0]->op != SYM_CONST && t->args[1]->op != SYM_CONST;
        if (t->op == SYM_VAR)
            rc = vec_push(vars, t);
        for (unsigned i = 0; i < t->nargs && rc == 0; i++)
            rc = vec_push(&todo, t->args[i]);
    }
    vec_free(&todo);
    next_gen(L);
    return rc < 0 ? -1 : product;
}

/* The bounds the formula's top-level conjuncts give its variables (vars,
 * from scan), with the deep refutation's derived ones (a loop counter's
 * trip count inside a disjunction: without it a counter of 2^56 values
 * lets every product wrap), into the variables' slots. 0; 1 when a variable has no
 * value (the formula is unsatisfiable); -1 on OOM. */
static int var_bounds(Lia *L, const SymTerm *f, const TermVec *vars)
{
    uint32_t n = vars->len;
    uint64_t *lo = mem_alloc(((size_t)n + 1) * sizeof *lo), *hi = mem_alloc(((size_t)n + 1) * sizeof *hi);
    int rc = !lo || !hi || smt_fact_bounds(L->s->sym, f, vars->data, n, lo, hi, 1) < 0 ? -1 : 0;
    for (uint32_t i = 0; rc >= 0 && i < n; i++) {
        uint32_t v = vars->data[i]->var;
        if (lo[i] > hi[i])
            rc = 1;
        memo.v[v].mark = memo.gen, memo.v[v].lo = lo[i], memo.v[v].hi = hi[i], memo.v[v].ast = NULL;
    }
    mem_free(lo);
    mem_free(hi);
    return rc;
}

/* A model of the reading, as the variables' values, if it satisfies f. */
static int model_of(Lia *L, Z3_solver sol, const SymTerm *f, SmtResult *out)
{
    SmtSolver *s = L->s;
    uint32_t n = s->sym->nvars;
    if (smt_eval_tables(s) < 0)
        return 0;
    Z3_model m = Z3_solver_get_model(L->z, sol);
    if (!m || Z3_get_error_code(L->z) != Z3_OK)
        return 0;
    Z3_model_inc_ref(L->z, m);
    uint64_t *model = arena_alloc(&s->arena, ((size_t)n + 1) * sizeof *model);  // zeroed
    int ok = model != NULL;
    for (uint32_t v = 0; ok && v < n && v < memo.nv; v++) {
        Z3_ast val = NULL;
        if (memo.v[v].mark != memo.gen || !memo.v[v].ast)
            continue;
        if (!Z3_model_eval(L->z, m, memo.v[v].ast, true, &val) || !val) {
            ok = 0;
            break;
        }
        Z3_inc_ref(L->z, val);
        uint64_t u = 0;
        ok = Z3_get_numeral_uint64(L->z, val, &u) && u <= sym_mask(s->sym->vars[v].width);
        model[v] = u;
        Z3_dec_ref(L->z, val);
    }
    Z3_model_dec_ref(L->z, m);
    if (!ok)
        return 0;
    smt_eval_next(s);
    if (!smt_eval(s, f, model))
        return 0;  // a model of the weaker reading only
    *out = (SmtResult){ .outcome = SMT_RACE, .model = model, .nvars = n };
    return 1;
}

SmtOutcome smt_lia_check(SmtSolver *s, const SymTerm *f, uint64_t rlimit, SmtResult *out)
{
    if (!s->lia) {
        if (!(s->lia = mem_alloc(sizeof *s->lia)))
            return SMT_UNKNOWN;
        memset(s->lia, 0, sizeof *s->lia);
    }
    Lia L0 = { .s = s, .m = s->lia }, *L = &L0;
    SmtOutcome o = SMT_UNKNOWN;
    TermVec vars = { 0 };
    if (memo_fit(L, s->sym->len, s->sym->nvars) < 0 || scan(L, f, &vars) <= 0) {
        vec_free(&vars);
        return SMT_UNKNOWN;
    }
    if (!memo.z && (memo.z = smt_new_context()) != NULL) {
        memo.tactic = Z3_mk_tactic(memo.z, "smt");
        if (memo.tactic)
            Z3_tactic_inc_ref(memo.z, memo.tactic);
    }
    int b = memo.z && memo.tactic ? var_bounds(L, f, &vars) : -1;
    vec_free(&vars);
    if (b < 0)
        return SMT_UNKNOWN;
    if (b > 0) {
        memset(out, 0, sizeof *out);
        out->outcome = SMT_SAFE;
        return SMT_SAFE;
    }
    L->z = memo.z;
    L->int_sort = Z3_mk_int_sort(L->z);
    Z3_ast g = enc(L, f);
    if (g)
        product_lemmas(L);
    if (g && !L->failed) {
        Z3_solver sol = smt_limited_solver(L->z, memo.tactic, rlimit);
        Z3_solver_assert(L->z, sol, g);
        for (uint32_t i = 0; i < L->sides.len; i++)
            Z3_solver_assert(L->z, sol, L->sides.data[i]);
        Z3_lbool r = Z3_get_error_code(L->z) != Z3_OK ? Z3_L_UNDEF : Z3_solver_check(L->z, sol);
        int ok = Z3_get_error_code(L->z) == Z3_OK;
        if (ok)
            s->lia_work = smt_rlimit_count(L->z, sol);
        if (r == Z3_L_FALSE && ok) {
            memset(out, 0, sizeof *out);
            out->outcome = o = SMT_SAFE;
        } else if (r == Z3_L_TRUE && ok && model_of(L, sol, f, out)) {
            o = SMT_RACE;
        }
        Z3_solver_dec_ref(L->z, sol);
    }
    for (uint32_t i = 0; i < L->held.len; i++)
        Z3_dec_ref(L->z, L->held.data[i]);
    vec_free(&L->held);
    vec_free(&L->sides);
    return o;
}
