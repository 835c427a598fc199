/*
 * sym.c - hash-consed symbolic terms.
 * Consumes: constructor calls from the access model and tests. Produces:
 * unique, folded terms in the context's arena, their concrete evaluation
 * and an S-expression print. Assumes: widths are checked here, so a caller
 * mixing widths gets NULL rather than a malformed term.
 */
#include "warpsafe/sym.h"

#include <string.h>

#include "warpsafe/vec.h"

/* grep "ORDER SYMOP" */
static const struct {
    const char *name;   // SMT-LIB name
    uint8_t nargs;
} ops[SYM_OP_COUNT] = {
    { "const", 0 }, { "var", 0 },
    { "bvadd", 2 }, { "bvsub", 2 }, { "bvmul", 2 },
    { "bvudiv", 2 }, { "bvurem", 2 }, { "bvsdiv", 2 }, { "bvsrem", 2 },
    { "bvshl", 2 }, { "bvlshr", 2 }, { "bvashr", 2 },
    { "bvand", 2 }, { "bvor", 2 }, { "bvxor", 2 },
    { "bvnot", 1 }, { "bvneg", 1 },
    { "zero_extend", 1 }, { "sign_extend", 1 }, { "extract", 1 },
    { "ite", 3 },
    { "=", 2 }, { "bvult", 2 }, { "bvule", 2 }, { "bvslt", 2 }, { "bvsle", 2 },
    { "and", 2 }, { "or", 2 }, { "not", 1 },
};

const char *sym_op_name(SymOp op) { return op < SYM_OP_COUNT ? ops[op].name : "?"; }

uint64_t sym_mask(unsigned width)
{
    return width >= 64 ? UINT64_MAX : width == 0 ? 1 : (UINT64_C(1) << width) - 1;
}

static SymRangeMemo *range_memo_new(void);
static void range_memo_free(SymRangeMemo *m);

void sym_init(SymCtx *c)
{
    memset(c, 0, sizeof *c);
    arena_init(&c->arena);
    c->range_memo = range_memo_new();  // (without it, sym_range walks every path)
}

void sym_free(SymCtx *c)
{
    range_memo_free(c->range_memo);
    mem_free(c->slots);
    mem_free(c->vars);
    arena_free(&c->arena);
    memset(c, 0, sizeof *c);
}

uint32_t sym_var_new(SymCtx *c, const char *name, unsigned width, SymVarKind kind, unsigned comp,
                     unsigned thread)
{
    if (width == 0 || width > 64)
        return UINT32_MAX;
    if (c->nvars + 1 > c->capvars &&
        vec_grow_((void **)&c->vars, &c->capvars, &c->oom, sizeof *c->vars, c->nvars + 1) < 0)
        return UINT32_MAX;
    char *copy = arena_strndup(&c->arena, name, strlen(name));
    if (!copy) {
        c->oom = 1;
        return UINT32_MAX;
    }
    c->vars[c->nvars] = (SymVar){ copy, (uint8_t)width, (uint8_t)kind, (uint8_t)comp, (uint8_t)thread, 0 };
    return c->nvars++;
}

static uint32_t term_hash(const SymTerm *t)
{
    uint64_t h = (uint64_t)t->op * 0x9e3779b97f4a7c15u ^ t->width ^ (uint64_t)t->var << 8;
    h = (h ^ t->value) * 0x517cc1b727220a95u;
    for (unsigned i = 0; i < t->nargs; i++)
        h = (h ^ t->args[i]->id) * 0x517cc1b727220a95u;
    return (uint32_t)(h ^ h >> 32);
}

static int same(const SymTerm *a, const SymTerm *b)
{
    if (a->op != b->op || a->width != b->width || a->nargs != b->nargs || a->var != b->var ||
        a->value != b->value)
        return 0;
    for (unsigned i = 0; i < a->nargs; i++)
        if (a->args[i] != b->args[i])
            return 0;
    return 1;
}

static int grow(SymCtx *c)
{
    uint32_t ncap = c->cap ? c->cap * 2 : 1024;
    const SymTerm **ns = mem_alloc((size_t)ncap * sizeof *ns);
    if (!ns)
        return -1;
    memset(ns, 0, (size_t)ncap * sizeof *ns);
    for (uint32_t i = 0; i < c->cap; i++) {
        if (!c->slots[i])
            continue;
        uint32_t j = c->slots[i]->hash & (ncap - 1);
        while (ns[j])
            j = (j + 1) & (ncap - 1);
        ns[j] = c->slots[i];
    }
    mem_free(c->slots);
    c->slots = ns;
    c->cap = ncap;
    return 0;
}

/* The unique copy of *t (hash-consing). */
static const SymTerm *intern(SymCtx *c, SymTerm *t)
{
    if (c->oom)
        return NULL;
    if ((c->len + 1) * 2 > c->cap && grow(c) < 0) {
        c->oom = 1;
        return NULL;
    }
    t->hash = term_hash(t);
    uint32_t j = t->hash & (c->cap - 1);
    for (; c->slots[j]; j = (j + 1) & (c->cap - 1))
        if (c->slots[j]->hash == t->hash && same(c->slots[j], t))
            return c->slots[j];
    SymTerm *n = arena_alloc_uninit(&c->arena, sizeof *n);
    if (!n) {
        c->oom = 1;
        return NULL;
    }
    *n = *t;
    n->id = c->len;
    c->slots[j] = n;
    c->len++;
    return n;
}

const SymTerm *sym_const(SymCtx *c, unsigned width, uint64_t value)
{
    if (width > 64)
        return NULL;
    SymTerm t = { .op = SYM_CONST, .width = (uint8_t)width, .value = value & sym_mask(width) };
    return intern(c, &t);
}

const SymTerm *sym_bool(SymCtx *c, int value) { return sym_const(c, 0, value != 0); }

const SymTerm *sym_var(SymCtx *c, uint32_t var)
{
    if (var >= c->nvars)
        return NULL;
    SymTerm t = { .op = SYM_VAR, .width = c->vars[var].width, .var = var };
    return intern(c, &t);
}

static int is_const(const SymTerm *t, uint64_t v)
{
    return t->op == SYM_CONST && t->value == (v & sym_mask(t->width));
}

/* Interns op(args) after folding constants (through sym_eval) and simple
 * identities. */
static const SymTerm *make(SymCtx *c, SymOp op, unsigned width, unsigned nargs,
                          const SymTerm *a, const SymTerm *b, const SymTerm *d)
{
    SymTerm t = { .op = (uint16_t)op, .width = (uint8_t)width, .nargs = (uint8_t)nargs,
                  .args = { a, b, d } };
    int all_const = 1;
    for (unsigned i = 0; i < nargs; i++)
        all_const &= t.args[i]->op == SYM_CONST;
    if (all_const)
        return sym_const(c, width, sym_eval(c, &t, NULL));
    return intern(c, &t);
}

/* Is a the negation of b (or b of a)? */
static int complement(const SymTerm *a, const SymTerm *b)
{
    return (a->op == SYM_BNOT && a->args[0] == b) || (b->op == SYM_BNOT && b->args[0] == a);
}

/* (c and x) or (c and not x) = c, in any argument order: what the paths of
 * an if/else give when they join again. NULL when the shape differs. */
static const SymTerm *split_or(const SymTerm *a, const SymTerm *b)
{
    if (a->op != SYM_BAND || b->op != SYM_BAND)
        return NULL;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            if (a->args[i] == b->args[j] && complement(a->args[1 - i], b->args[1 - j]))
                return a->args[i];
    return NULL;
}

/* t as a power of two: t = (ok ? 1 << e : 0), e < t's width where ok.
 * 1 when t has that shape (a constant power of two shifted left or right,
 * any number of times, by any amounts), else 0. Widths of at least 8 bits,
 * where e + s of two amounts below the width cannot wrap. */
static int pow2_of(SymCtx *c, const SymTerm *t, const SymTerm **e, const SymTerm **ok, int depth)
{
    unsigned w = t->width;
    if (depth > 8 || w < 8)
        return 0;
    if (t->op == SYM_CONST) {
        if (!t->value || (t->value & (t->value - 1)))
            return 0;
        unsigned n = 0;
        while (!((t->value >> n) & 1))
            n++;
        *e = sym_const(c, w, n), *ok = sym_bool(c, 1);
        return 1;
    }
    const SymTerm *e0, *ok0, *sh = t->nargs == 2 ? t->args[1] : NULL, *wk = sym_const(c, w, w);
    if ((t->op != SYM_SHL && t->op != SYM_LSHR) || !pow2_of(c, t->args[0], &e0, &ok0, depth + 1))
        return 0;
    if (t->op == SYM_SHL) {  // shifted out when s or e0 + s reaches the width
        *e = sym_bin(c, SYM_ADD, e0, sh);
        *ok = sym_bin(c, SYM_BAND, ok0, sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, sh, wk), sym_bin(c, SYM_ULT, *e, wk)));
    } else {  // shifted out when s exceeds e0
        *e = sym_bin(c, SYM_SUB, e0, sh);
        *ok = sym_bin(c, SYM_BAND, ok0, sym_bin(c, SYM_ULE, sh, e0));
    }
    return *e && *ok;
}

/* x / p, x % p and x * p for p a power of two that is not a constant
 * (nested shifts: bitonic strides, scan offsets): shifts and masks, which
 * the solver takes far more cheaply than a divider or multiplier. Zero
 * divisors keep SMT-LIB's meaning (x / 0 = all ones, x % 0 = x). NULL when
 * p has another shape. */
static const SymTerm *by_pow2(SymCtx *c, SymOp op, const SymTerm *x, const SymTerm *p)
{
    const SymTerm *e, *ok;
    if (p->op == SYM_CONST || !pow2_of(c, p, &e, &ok, 0))
        return NULL;
    unsigned w = x->width;
    if (op == SYM_UDIV)
        return sym_ite(c, ok, sym_bin(c, SYM_LSHR, x, e), sym_const(c, w, UINT64_MAX));
    if (op == SYM_UREM) {
        const SymTerm *low = sym_bin(c, SYM_SUB, sym_bin(c, SYM_SHL, sym_const(c, w, 1), e), sym_const(c, w, 1));
        return sym_ite(c, ok, sym_bin(c, SYM_AND, x, low), x);
    }
    return sym_ite(c, ok, sym_bin(c, SYM_SHL, x, e), sym_const(c, w, 0));
}

/* A compiler's division by a constant, (zext(x) * m) >> s with x of n bits
 * (nvcc: mul.wide.u32 then shr.u64), as zext(x / d): a divider by a
 * constant the solver takes in one step, and the remainder x - (x/d)*d it
 * recognises below (a ring stage k % S). Exact for every x: with
 * m*d = 2^s + e, e >= 0, x*m / 2^s = x/d + x*e / (d * 2^s), so
 * the floor is x/d whenever x*e < 2^s for the largest x (Granlund and
 * Montgomery). NULL when the shape or that bound does not hold. */
static const SymTerm *magic_div(SymCtx *c, const SymTerm *a, const SymTerm *b)
{
    if (a->op != SYM_MUL || b->op != SYM_CONST || b->value >= a->width)
        return NULL;
    const SymTerm *x = a->args[0], *m = a->args[1];
    if (x->op == SYM_CONST) {
        const SymTerm *t = x;
        x = m, m = t;
    }
    unsigned w = a->width, s = (unsigned)b->value;
    if (x->op != SYM_ZEXT || m->op != SYM_CONST || m->value < 2)
        return NULL;
    x = x->args[0];
    unsigned n = x->width;
    unsigned __int128 two_s = (unsigned __int128)1 << s, mv = m->value;
    if (n + 64 - (unsigned)__builtin_clzll(m->value) > w)  // x * m could wrap at w bits
        return NULL;
    unsigned __int128 d = (two_s + mv - 1) / mv;  // the least d with m*d >= 2^s
    if (d < 2 || d > sym_mask(n))
        return NULL;
    unsigned __int128 e = mv * d - two_s;
    if (e * (unsigned __int128)sym_mask(n) >= two_s)
        return NULL;
    return sym_ext(c, SYM_ZEXT, w, sym_bin(c, SYM_UDIV, x, sym_const(c, n, (uint64_t)d)));
}

/* x - (x / d) * d for a constant d: x % d. NULL for other shapes. */
static const SymTerm *remainder_of(SymCtx *c, const SymTerm *a, const SymTerm *b)
{
    if (b->op != SYM_MUL)
        return NULL;
    for (int i = 0; i < 2; i++) {
        const SymTerm *q = b->args[i], *d = b->args[1 - i];
        if (q->op == SYM_UDIV && q->args[0] == a && q->args[1] == d && d->op == SYM_CONST && d->value)
            return sym_bin(c, SYM_UREM, a, d);
    }
    return NULL;
}

/* Identities that keep terms small; x is returned as is. */
static const SymTerm *simplify(SymCtx *c, SymOp op, const SymTerm *a, const SymTerm *b)
{
    switch (op) {
    case SYM_ADD: case SYM_OR: case SYM_XOR: case SYM_SUB: case SYM_SHL: case SYM_LSHR:
    case SYM_ASHR:
        if (is_const(b, 0))
            return a;
        if ((op == SYM_ADD || op == SYM_OR || op == SYM_XOR) && is_const(a, 0))
            return b;
        /* (x + k1) + k2 = x + (k1 + k2): keeps offsets from piling up */
        if (op == SYM_ADD && b->op == SYM_CONST && a->op == SYM_ADD && a->args[1]->op == SYM_CONST)
            return sym_bin(c, SYM_ADD, a->args[0], sym_const(c, a->width, a->args[1]->value + b->value));
        if ((op == SYM_XOR || op == SYM_SUB) && a == b)
            return sym_const(c, a->width, 0);
        if (op == SYM_LSHR)
            return magic_div(c, a, b);
        return op == SYM_SUB ? remainder_of(c, a, b) : NULL;
    case SYM_MUL:
        if (is_const(b, 1))
            return a;
        if (is_const(a, 1))
            return b;
        if (is_const(a, 0) || is_const(b, 0))
            return sym_const(c, a->width, 0);
        if (a->op == SYM_CONST || b->op == SYM_CONST)
            return NULL;
        {
            const SymTerm *r = by_pow2(c, op, a, b);
            return r ? r : by_pow2(c, op, b, a);
        }
    case SYM_UDIV: case SYM_UREM:
        return a->op == SYM_CONST ? NULL : by_pow2(c, op, a, b);
    case SYM_AND:
        if (is_const(a, 0) || is_const(b, 0))
            return sym_const(c, a->width, 0);
        if (is_const(b, UINT64_MAX) || a == b)
            return a;
        if (is_const(a, UINT64_MAX))
            return b;
        return NULL;
    case SYM_EQ:
        if (a == b)
            return sym_bool(c, 1);
        /* ite(p, k1, k2) = k with constants: p, not p, or a constant */
        if (a->op == SYM_ITE && b->op == SYM_CONST && a->args[1]->op == SYM_CONST &&
            a->args[2]->op == SYM_CONST) {
            int t = a->args[1] == b, e = a->args[2] == b;
            return t == e ? sym_bool(c, t) : t ? a->args[0] : sym_un(c, SYM_BNOT, a->args[0]);
        }
        return NULL;
    case SYM_BAND:
        if (is_const(a, 0) || is_const(b, 0))
            return sym_bool(c, 0);
        return is_const(a, 1) ? b : is_const(b, 1) || a == b ? a : NULL;
    case SYM_BOR:
        if (is_const(a, 1) || is_const(b, 1) || complement(a, b))
            return sym_bool(c, 1);
        if (is_const(a, 0))
            return b;
        if (is_const(b, 0) || a == b)
            return a;
        return split_or(a, b);
    default:
        return NULL;
    }
}

const SymTerm *sym_bin(SymCtx *c, SymOp op, const SymTerm *a, const SymTerm *b)
{
    if (!a || !b || op >= SYM_OP_COUNT || ops[op].nargs != 2 || a->width != b->width)
        return NULL;
    int boolean = op == SYM_BAND || op == SYM_BOR;
    int compare = op >= SYM_EQ && op <= SYM_SLE;
    if (boolean != (a->width == 0) && !(op == SYM_EQ))
        return NULL;
    if (op == SYM_ITE)
        return NULL;
    const SymTerm *s = simplify(c, op, a, b);
    if (s)
        return s;
    return make(c, op, compare || boolean ? 0 : a->width, 2, a, b, NULL);
}

const SymTerm *sym_un(SymCtx *c, SymOp op, const SymTerm *a)
{
    if (!a || (op != SYM_NOT && op != SYM_NEG && op != SYM_BNOT))
        return NULL;
    if ((op == SYM_BNOT) != (a->width == 0))
        return NULL;
    if (op == SYM_BNOT && a->op == SYM_BNOT)
        return a->args[0];
    return make(c, op, a->width, 1, a, NULL, NULL);
}

const SymTerm *sym_ext(SymCtx *c, SymOp op, unsigned width, const SymTerm *a)
{
    if (!a || a->width == 0 || width == 0 || width > 64)
        return NULL;
    if (op == SYM_TRUNC ? width > a->width : (op != SYM_ZEXT && op != SYM_SEXT) || width < a->width)
        return NULL;
    if (width == a->width)
        return a;
    if (op == SYM_TRUNC && (a->op == SYM_ZEXT || a->op == SYM_SEXT)) {  // back from an extension
        const SymTerm *x = a->args[0];
        return width <= x->width ? sym_ext(c, SYM_TRUNC, width, x) : sym_ext(c, (SymOp)a->op, width, x);
    }
    return make(c, op, width, 1, a, NULL, NULL);
}

const SymTerm *sym_ite(SymCtx *c, const SymTerm *cond, const SymTerm *a, const SymTerm *b)
{
    if (!cond || !a || !b || cond->width != 0 || a->width != b->width)
        return NULL;
    if (cond->op == SYM_CONST)
        return cond->value ? a : b;
    if (a == b)
        return a;
    if (a->width == 0 && (a->op == SYM_CONST || b->op == SYM_CONST)) {
        /* a boolean choice with a constant branch is a connective: the
         * refutation and the bounds read conjuncts (a guard c ? x : false
         * that -O0 code builds for `c && x` is c and x) */
        if (b->op == SYM_CONST)
            return b->value ? sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, cond), a) : sym_bin(c, SYM_BAND, cond, a);
        return a->value ? sym_bin(c, SYM_BOR, cond, b) : sym_bin(c, SYM_BAND, sym_un(c, SYM_BNOT, cond), b);
    }
    return make(c, SYM_ITE, a->width, 3, cond, a, b);
}

/* ---- substitution ---- */

void sym_subst_init(SymSubst *s, SymCtx *c)
{
    memset(s, 0, sizeof *s);
    s->c = c;
}

void sym_subst_free(SymSubst *s)
{
    mem_free(s->map);
    mem_free(s->memo);
    memset(s, 0, sizeof *s);
}

static int grow_ptrs(const SymTerm ***p, uint32_t *n, uint32_t need)
{
    if (need <= *n)
        return 0;
    uint32_t cap = *n ? *n : 64;
    while (cap < need)
        cap *= 2;
    const SymTerm **q = mem_realloc(*p, (size_t)cap * sizeof *q);
    if (!q)
        return -1;
    memset(q + *n, 0, (size_t)(cap - *n) * sizeof *q);
    *p = q, *n = cap;
    return 0;
}

int sym_subst_set(SymSubst *s, uint32_t var, const SymTerm *t)
{
    if (grow_ptrs(&s->map, &s->nmap, var + 1) < 0) {
        s->c->oom = 1;
        return -1;
    }
    s->map[var] = t;
    return 0;
}

void sym_subst_reset(SymSubst *s)
{
    if (s->memo)
        memset(s->memo, 0, (size_t)s->nmemo * sizeof *s->memo);
}

const SymTerm *sym_rebuild(SymCtx *c, const SymTerm *t, const SymTerm *const *a)
{
    switch ((SymOp)t->op) {
    case SYM_NOT: case SYM_NEG: case SYM_BNOT: return sym_un(c, (SymOp)t->op, a[0]);
    case SYM_ZEXT: case SYM_SEXT: case SYM_TRUNC: return sym_ext(c, (SymOp)t->op, t->width, a[0]);
    case SYM_ITE: return sym_ite(c, a[0], a[1], a[2]);
    default: return sym_bin(c, (SymOp)t->op, a[0], a[1]);
    }
}

const SymTerm *sym_subst(SymSubst *s, const SymTerm *t)
{
    if (!t)
        return NULL;
    if (t->op == SYM_CONST)
        return t;
    if (t->op == SYM_VAR)
        return t->var < s->nmap && s->map[t->var] ? s->map[t->var] : t;
    if (grow_ptrs(&s->memo, &s->nmemo, t->id + 1) < 0) {
        s->c->oom = 1;
        return NULL;
    }
    if (s->memo[t->id])
        return s->memo[t->id];
    const SymTerm *a[3] = { NULL, NULL, NULL };
    int same = 1;
    for (unsigned i = 0; i < t->nargs; i++) {
        if (!(a[i] = sym_subst(s, t->args[i])))
            return NULL;
        same &= a[i] == t->args[i];
    }
    const SymTerm *r = same ? t : sym_rebuild(s->c, t, a);
    if (r && grow_ptrs(&s->memo, &s->nmemo, t->id + 1) == 0)
        s->memo[t->id] = r;
    return r;
}

int sym_subst_term(SymSubst *s, const SymTerm *t, const SymTerm *r)
{
    if (grow_ptrs(&s->memo, &s->nmemo, t->id + 1) < 0)
        return -1;
    s->memo[t->id] = r;
    return 0;
}

/* A set of term ids (open addressing, id + 1 stored, 0 empty) that starts
 * in `local` and grows on the heap: its cost follows the terms visited,
 * not the context's size (a visited map of every term cost sym_mentions
 * a context-sized clear per call: most of an -O0 loop summary). */
typedef struct {
    uint32_t *slot, cap, n;
    uint32_t local[256];
} IdSet;

/* 1 when id is new (now in the set), 0 when it was there, -1 on OOM. */
static int idset_add(IdSet *s, uint32_t id)
{
    if (2 * (s->n + 1) > s->cap) {
        uint32_t cap = s->cap * 2, *old = s->slot, *q = mem_alloc((size_t)cap * sizeof *q);
        if (!q)
            return -1;
        memset(q, 0, (size_t)cap * sizeof *q);
        for (uint32_t i = 0; i < s->cap; i++)
            for (uint32_t j = old[i] ? (old[i] * 2654435761u) & (cap - 1) : 0; old[i]; j = (j + 1) & (cap - 1))
                if (!q[j]) {
                    q[j] = old[i];
                    break;
                }
        if (old != s->local)
            mem_free(old);
        s->slot = q, s->cap = cap;
    }
    uint32_t key = id + 1, j = (key * 2654435761u) & (s->cap - 1);
    for (; s->slot[j]; j = (j + 1) & (s->cap - 1))
        if (s->slot[j] == key)
            return 0;
    s->slot[j] = key;
    s->n++;
    return 1;
}

int sym_mentions(const SymCtx *c, const SymTerm *t, int (*pred)(void *ctx, uint32_t var), void *ctx)
{
    /* iterative DFS; terms are DAGs, so a visited set (by id) keeps it linear */
    VEC(const SymTerm *) stack = { 0 };
    IdSet seen;
    int found = 0;
    (void)c;
    memset(&seen, 0, sizeof seen);
    seen.slot = seen.local, seen.cap = sizeof seen.local / sizeof seen.local[0];
    if (t && vec_push(&stack, t) < 0)
        return 1;  // OOM: say yes (the caller then treats t as unknown)
    while (stack.len && !found) {
        const SymTerm *u = stack.data[--stack.len];
        int fresh = idset_add(&seen, u->id);
        if (fresh < 0)
            found = 1;
        if (fresh <= 0)
            continue;
        if (u->op == SYM_VAR)
            found = pred(ctx, u->var);
        for (unsigned i = 0; i < u->nargs && !found; i++)
            if (vec_push(&stack, u->args[i]) < 0)
                found = 1;
    }
    vec_free(&stack);
    if (seen.slot != seen.local)
        mem_free(seen.slot);
    return found;
}

static int64_t sext(uint64_t v, unsigned w)
{
    if (w == 0 || w >= 64)
        return (int64_t)v;
    uint64_t sign = UINT64_C(1) << (w - 1);
    return (int64_t)((v ^ sign) - sign);
}

/* Division as SMT-LIB defines it: x/0 = all ones, x%0 = x. */
static uint64_t divide(SymOp op, uint64_t a, uint64_t b, unsigned w)
{
    uint64_t m = sym_mask(w);
    int64_t sa = sext(a, w), sb = sext(b, w);
    switch (op) {
    case SYM_UDIV: return b ? a / b : m;
    case SYM_UREM: return b ? a % b : a;
    case SYM_SDIV:
        if (!b)
            return sa < 0 ? 1 : m;
        if (sb == -1)
            return (0 - a) & m;  // avoids INT64_MIN / -1
        return (uint64_t)(sa / sb) & m;
    default:  // SREM: sign of the dividend
        if (!b)
            return a;
        if (sb == -1)
            return 0;
        return (uint64_t)(sa % sb) & m;
    }
}

static uint64_t shift(SymOp op, uint64_t a, uint64_t b, unsigned w)
{
    if (b >= w)
        return op == SYM_ASHR && sext(a, w) < 0 ? sym_mask(w) : 0;
    if (op == SYM_SHL)
        return a << b;
    if (op == SYM_LSHR)
        return a >> b;
    return (uint64_t)(sext(a, w) >> b);
}

/* t's operation (not CONST, VAR or ITE) on argument values a, b. */
static uint64_t apply(const SymTerm *t, uint64_t a, uint64_t b)
{
    unsigned w = t->width, aw = t->nargs ? t->args[0]->width : 0;
    uint64_t d = 0, m = sym_mask(w);
    switch ((SymOp)t->op) {
    case SYM_ADD: d = a + b; break;
    case SYM_SUB: d = a - b; break;
    case SYM_MUL: d = a * b; break;
    case SYM_UDIV: case SYM_UREM: case SYM_SDIV: case SYM_SREM: d = divide(t->op, a, b, w); break;
    case SYM_SHL: case SYM_LSHR: case SYM_ASHR: d = shift(t->op, a, b, w); break;
    case SYM_AND: case SYM_BAND: d = a & b; break;
    case SYM_OR: case SYM_BOR: d = a | b; break;
    case SYM_XOR: d = a ^ b; break;
    case SYM_NOT: d = ~a; break;
    case SYM_BNOT: d = !a; break;
    case SYM_NEG: d = 0 - a; break;
    case SYM_ZEXT: case SYM_TRUNC: d = a; break;
    case SYM_SEXT: d = (uint64_t)sext(a, aw); break;
    case SYM_EQ: return a == b;
    case SYM_ULT: return a < b;
    case SYM_ULE: return a <= b;
    case SYM_SLT: return sext(a, aw) < sext(b, aw);
    case SYM_SLE: return sext(a, aw) <= sext(b, aw);
    default: d = 0; break;
    }
    return d & m;
}

uint64_t sym_eval(const SymCtx *c, const SymTerm *t, const uint64_t *vals)
{
    uint64_t a = 0, b = 0;
    if (t->op == SYM_CONST)
        return t->value;
    if (t->op == SYM_VAR)
        return vals ? vals[t->var] & sym_mask(t->width) : 0;
    if (t->nargs > 0)
        a = sym_eval(c, t->args[0], vals);
    if (t->op == SYM_ITE)
        return a ? sym_eval(c, t->args[1], vals) : sym_eval(c, t->args[2], vals);
    if (t->nargs > 1)
        b = sym_eval(c, t->args[1], vals);
    return apply(t, a, b);
}

uint64_t sym_apply(const SymTerm *t, const uint64_t *args)
{
    if (t->op == SYM_CONST || t->op == SYM_VAR)
        return t->op == SYM_CONST ? t->value : 0;
    if (t->op == SYM_ITE)
        return args[0] ? args[1] : args[2];
    return apply(t, t->nargs > 0 ? args[0] : 0, t->nargs > 1 ? args[1] : 0);
}

/* Prints t, spending at most *budget nodes; past it, subterms print as
 * `...` (a DAG with shared subterms can be exponentially large as a tree). */
static void print_limited(const SymCtx *c, const SymTerm *t, FILE *out, uint32_t *budget)
{
    if (*budget == 0) {
        fputs("...", out);
        return;
    }
    (*budget)--;
    if (t->op == SYM_CONST) {
        if (t->width == 0)
            fputs(t->value ? "true" : "false", out);
        else
            fprintf(out, "(_ bv%llu %u)", (unsigned long long)t->value, t->width);
        return;
    }
    if (t->op == SYM_VAR) {
        fputs(c->vars[t->var].name, out);
        return;
    }
    if (t->op == SYM_ZEXT || t->op == SYM_SEXT)
        fprintf(out, "((_ %s %u) ", ops[t->op].name, t->width - t->args[0]->width);
    else if (t->op == SYM_TRUNC)
        fprintf(out, "((_ extract %u 0) ", t->width - 1);
    else
        fprintf(out, "(%s ", ops[t->op].name);
    for (unsigned i = 0; i < t->nargs; i++) {
        if (i)
            fputc(' ', out);
        print_limited(c, t->args[i], out, budget);
    }
    fputc(')', out);
}

void sym_print(const SymCtx *c, const SymTerm *t, FILE *out)
{
    uint32_t budget = 200;
    print_limited(c, t, out, &budget);
}

/* ---- ranges ---- */

enum { RANGE_DEPTH = 48 };

/* Narrows [*lo, *hi], the range of x, by `cond == holds` where cond
 * compares x with a constant (x == k, k < x, x <= k, ..., signed forms
 * where x is not negative): x + 1 == n ? 0 : x + 1 is below n. */
static void refine(const SymCtx *c, const SymTerm *cond, int holds, const SymTerm *x, uint64_t *lo, uint64_t *hi)
{
    (void)c;
    while (cond->op == SYM_BNOT)
        cond = cond->args[0], holds = !holds;
    if (cond->nargs != 2 || cond->args[0]->width != x->width)
        return;
    const SymTerm *a = cond->args[0], *b = cond->args[1];
    int xa = a == x && b->op == SYM_CONST, xb = b == x && a->op == SYM_CONST;
    if (!xa && !xb)
        return;
    uint64_t k = xa ? b->value : a->value, top = sym_mask(x->width) >> 1;
    int sgn = cond->op == SYM_SLT || cond->op == SYM_SLE;
    if (sgn && (*hi > top || k > top))
        return;  // a sign bit in play: not an unsigned bound
    SymOp op = (SymOp)cond->op;
    if (op == SYM_EQ) {
        if (holds)
            *lo = *hi = k;  // (an empty range if k is outside: never taken)
        else if (*hi == k && k > *lo)
            (*hi)--;
        else if (*lo == k && k < *hi)
            (*lo)++;
        return;
    }
    int strict = op == SYM_ULT || op == SYM_SLT;
    if (op != SYM_ULT && op != SYM_ULE && op != SYM_SLT && op != SYM_SLE)
        return;
    /* x < k (xa), k < x (xb), or <=; negated: x >= k, k >= x */
    int upper = xa == holds;  // the fact bounds x from above
    if (upper) {
        uint64_t b2 = (strict == holds) ? (k ? k - 1 : 0) : k;
        if ((strict == holds) && k == 0) {
            *lo = 1, *hi = 0;  // x < 0: never
            return;
        }
        *hi = *hi < b2 ? *hi : b2;
    } else {
        uint64_t b2 = (strict == holds) ? k + 1 : k;
        if ((strict == holds) && k == sym_mask(x->width)) {
            *lo = 1, *hi = 0;
            return;
        }
        *lo = *lo > b2 ? *lo : b2;
    }
}

/* The results of one sym_range call for (term, depth) pairs: a term
 * shared by many paths of a DAG (an ite chain whose conditions and arms
 * reuse the values below) is walked once per depth, not once per path,
 * and the result is the same as without the table. Entries of older
 * calls carry an older `gen` and count as empty. */
typedef struct {
    uint32_t id, gen;
    uint32_t depth;
    uint64_t lo, hi;
} RangeEntry;

struct SymRangeMemo {
    RangeEntry *e;
    uint32_t cap, used, gen;   // cap a power of two (0: none yet)
};

static SymRangeMemo *range_memo_new(void)
{
    SymRangeMemo *m = mem_alloc(sizeof *m);
    if (m)
        memset(m, 0, sizeof *m);
    return m;
}

static void range_memo_free(SymRangeMemo *m)
{
    if (m)
        mem_free(m->e);
    mem_free(m);
}

static uint32_t range_hash(uint32_t id, uint32_t depth)
{
    uint32_t h = id * 0x9e3779b1u ^ depth * 0x85ebca6bu;
    return h ^ (h >> 15);
}

static RangeEntry *range_slot(SymRangeMemo *m, uint32_t id, uint32_t depth)
{
    for (uint32_t i = range_hash(id, depth) & (m->cap - 1);; i = (i + 1) & (m->cap - 1))
        if (m->e[i].gen != m->gen || (m->e[i].id == id && m->e[i].depth == depth))
            return &m->e[i];
}

/* Keeps t's range at `depth` for the rest of the call (nothing on OOM). */
static void range_keep(SymRangeMemo *m, const SymTerm *t, unsigned depth, uint64_t lo, uint64_t hi)
{
    if (!m)
        return;
    if ((m->used + 1) * 2 > m->cap) {  // grow: keep this call's entries
        uint32_t n = m->cap ? m->cap * 2 : 1024;
        RangeEntry *e = mem_alloc((size_t)n * sizeof *e), *old = m->e;
        if (!e)
            return;
        memset(e, 0, (size_t)n * sizeof *e);
        uint32_t oc = m->cap;
        m->e = e, m->cap = n, m->used = 0;
        for (uint32_t i = 0; i < oc; i++)
            if (old[i].gen == m->gen) {
                *range_slot(m, old[i].id, old[i].depth) = old[i];
                m->used++;
            }
        mem_free(old);
    }
    RangeEntry *r = range_slot(m, t->id, depth);
    m->used += r->gen != m->gen;
    *r = (RangeEntry){ t->id, m->gen, depth, lo, hi };
}

static void range_op(const SymCtx *c, const SymTerm *t, uint64_t *lo, uint64_t *hi, unsigned depth);

static void range_at(const SymCtx *c, const SymTerm *t, uint64_t *lo, uint64_t *hi, unsigned depth)
{
    uint64_t m = sym_mask(t->width ? t->width : 1);
    *lo = 0, *hi = m;
    if (depth >= RANGE_DEPTH)
        return;
    if (t->op == SYM_CONST) {
        *lo = *hi = t->value;
        return;
    }
    if (t->op == SYM_VAR) {
        const SymVar *v = &c->vars[t->var];
        uint64_t top = v->kind == SYM_VAR_TID ? (v->comp == 2 ? 63 : 1023)
                     : v->kind == SYM_VAR_NTID ? (v->comp == 2 ? 64 : 1024) : m;
        *lo = v->kind == SYM_VAR_NTID ? 1 : 0, *hi = top < m ? top : m;
        return;
    }
    SymRangeMemo *memo = c->range_memo;
    if (memo && memo->cap) {
        const RangeEntry *r = range_slot(memo, t->id, depth);
        if (r->gen == memo->gen) {
            *lo = r->lo, *hi = r->hi;
            return;
        }
    }
    range_op(c, t, lo, hi, depth);
    range_keep(memo, t, depth, *lo, *hi);
}

/* range_at of an operator term: its arguments' ranges, then its own. */
static void range_op(const SymCtx *c, const SymTerm *t, uint64_t *lo, uint64_t *hi, unsigned depth)
{
    uint64_t m = sym_mask(t->width ? t->width : 1), l1 = 0, h1 = m, l2 = 0, h2 = m;
    if (t->nargs >= 1)
        range_at(c, t->args[0], &l1, &h1, depth + 1);
    if (t->nargs >= 2)
        range_at(c, t->args[1], &l2, &h2, depth + 1);
    int k2 = t->nargs >= 2 && t->args[1]->op == SYM_CONST;
    uint64_t k = k2 ? t->args[1]->value : 0;
    switch ((SymOp)t->op) {
    case SYM_ZEXT:
        *lo = l1, *hi = h1;
        break;
    case SYM_SEXT:
        if (h1 <= sym_mask(t->args[0]->width) >> 1)  // sign bit clear: as a zero extension
            *lo = l1, *hi = h1;
        break;
    case SYM_TRUNC:
        if (h1 <= m)
            *lo = l1, *hi = h1;
        break;
    case SYM_ADD:
        if (h1 <= m - h2)
            *lo = l1 + l2, *hi = h1 + h2;
        break;
    case SYM_SUB:
        if (l1 >= h2)
            *lo = l1 - h2, *hi = h1 - l2;
        break;
    case SYM_MUL:
        if (h1 == 0 || h2 <= m / h1)
            *lo = l1 * l2, *hi = h1 * h2;
        break;
    case SYM_SHL:
        if (k2 && k < t->width && h1 <= m >> k)
            *lo = l1 << k, *hi = h1 << k;
        break;
    case SYM_LSHR:
    case SYM_ASHR:  // of a value whose sign bit is clear: as a logical shift
        if (t->op == SYM_ASHR && h1 > m >> 1)
            break;
        if (k2 && k < t->width)
            *lo = l1 >> k, *hi = h1 >> k;
        else
            *hi = h1;
        break;
    case SYM_AND:
        *hi = h1 < h2 ? h1 : h2;
        break;
    case SYM_SREM:  // of a dividend and divisor whose sign bits are clear: as the unsigned forms
    case SYM_SDIV:
        if (h1 > m >> 1 || h2 > m >> 1)
            break;
        /* fall through */
    case SYM_UREM:
    case SYM_UDIV:
        if (t->op == SYM_UREM || t->op == SYM_SREM)
            *hi = l2 ? (h1 < h2 - 1 ? h1 : h2 - 1) : h1;  // x % 0 is x
        else if (l2)
            *lo = l1 / h2, *hi = h1 / l2;
        break;
    case SYM_ITE: {
        uint64_t l3, h3;
        range_at(c, t->args[2], &l3, &h3, depth + 1);
        refine(c, t->args[0], 1, t->args[1], &l2, &h2);  // the branch taken knows its condition
        refine(c, t->args[0], 0, t->args[2], &l3, &h3);
        if (l2 > h2)
            *lo = l3, *hi = h3;  // never taken
        else if (l3 > h3)
            *lo = l2, *hi = h2;
        else
            *lo = l2 < l3 ? l2 : l3, *hi = h2 > h3 ? h2 : h3;
        break;
    }
    default:
        break;
    }
}

void sym_range(const SymCtx *c, const SymTerm *t, uint64_t *lo, uint64_t *hi)
{
    SymRangeMemo *m = c->range_memo;
    if (m && ++m->gen == 0) {  // a new call: older entries are empty (after 2^32 calls, cleared)
        memset(m->e, 0, (size_t)m->cap * sizeof *m->e);
        m->gen = 1, m->used = 0;
    } else if (m) {
        m->used = 0;
    }
    range_at(c, t, lo, hi, 0);
}

/* The object address variable that addend x is (or the low 32 bits of),
 * or UINT32_MAX. */
static uint32_t object_var(const SymCtx *c, const SymTerm *x)
{
    if (x->op == SYM_ZEXT && x->args[0]->op == SYM_TRUNC && x->args[0]->width == 32)
        x = x->args[0];  // the low 32 bits widened again: the address itself (below 2^32)
    if (x->op == SYM_TRUNC && x->width == 32)
        x = x->args[0];
    return x->op == SYM_VAR && c->vars[x->var].extent ? x->var : UINT32_MAX;
}

int sym_in_object(const SymCtx *c, const SymTerm *a, uint64_t bytes, uint32_t *obj)
{
    const SymTerm *stack[32], *base = NULL;
    unsigned n = 0;
    uint64_t hi = 0;
    if (!a || a->width < 32)
        return 0;
    uint64_t m = sym_mask(a->width);
    /* the low 32 bits of a wider sum: its addends, each of whose ranges is
     * then below 2^32 (checked below), so the sum does not wrap and its low
     * 32 bits are the sum itself */
    stack[n++] = a->op == SYM_TRUNC && a->width == 32 && a->args[0]->op == SYM_ADD ? a->args[0] : a;
    while (n) {  // the addends of a's sum
        const SymTerm *x = stack[--n];
        if (x->op == SYM_ADD && n + 2 <= 32) {
            stack[n++] = x->args[0], stack[n++] = x->args[1];
            continue;
        }
        uint32_t v = object_var(c, x);
        if (v != UINT32_MAX) {
            if (base)
                return 0;  // two object addresses
            base = x, *obj = v;
            continue;
        }
        uint64_t l, h;
        sym_range(c, x, &l, &h);  // another object's address: its whole range, too wide below
        (void)l;
        if (h > m - hi)
            return 0;
        hi += h;
    }
    /* the object lies below 2^32 (.shared: the layout), so base + offset
     * does not wrap at 32 bits or more */
    return base && bytes <= c->vars[*obj].extent && hi <= c->vars[*obj].extent - bytes;
}
