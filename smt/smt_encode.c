/*
 * smt_encode.c - symbolic terms to Z3 terms.
 * Consumes: hash-consed terms (sym.h). Produces: Z3 ASTs of sort Bool
 * (width 0) or bit-vector (width 1..64) with the same semantics as
 * sym_eval (QF_BV). Memoized by term id, so shared subterms are encoded
 * once; every AST held is reference-counted and released by smt_memo_clear.
 */
#include "smt_int.h"

#include <string.h>

Z3_ast smt_var_ast(SmtSolver *s, uint32_t var)
{
    if (s->var_ast[var])
        return s->var_ast[var];
    const SymVar *v = &s->sym->vars[var];
    Z3_symbol name = Z3_mk_string_symbol(s->z3, v->name);
    Z3_ast a = Z3_mk_const(s->z3, name, Z3_mk_bv_sort(s->z3, v->width));
    if (!a || s->z3_error)
        return NULL;
    Z3_inc_ref(s->z3, a);
    s->var_ast[var] = a;
    return a;
}

static Z3_ast mk_const(SmtSolver *s, const SymTerm *t)
{
    if (t->width == 0)
        return t->value ? Z3_mk_true(s->z3) : Z3_mk_false(s->z3);
    return Z3_mk_unsigned_int64(s->z3, t->value, Z3_mk_bv_sort(s->z3, t->width));
}

/* In a context with reference counts Z3 frees a fresh term at the next
 * call unless it is held: the terms below are built in several steps, so
 * every step's result is held (NULL stays NULL) and let go once used. */
static Z3_ast held(Z3_context z, Z3_ast x)
{
    if (x)
        Z3_inc_ref(z, x);
    return x;
}

static void let_go(Z3_context z, Z3_ast x)
{
    if (x)
        Z3_dec_ref(z, x);
}

/* f(x) for a unary step, x let go; NULL when x is. */
#define STEP(z, x, expr) step_done((z), (x), (x) ? held((z), (expr)) : NULL)
static Z3_ast step_done(Z3_context z, Z3_ast x, Z3_ast r)
{
    let_go(z, x);
    return r;
}

/* x mod c (held) for a w-bit x and an odd constant c > 1 with 2^m = 1
 * (mod c) for some m <= 16: x is congruent to the sum of its m-bit digits,
 * a number of a few bits, so only that sum is divided. Z3 bit-blasts a
 * 64-bit urem as a full divider, and a pipeline's stage iter % 3 made its
 * obligations cost ~10x more. Exact; NULL where no such m exists. */
static Z3_ast mod_odd(Z3_context z, Z3_ast x, unsigned w, uint64_t c)
{
    unsigned m = 1;
    uint64_t p = 2 % c;
    while (p != 1 && m < 16)
        p = p * 2 % c, m++;
    unsigned n = (w + m - 1) / m, sw = 1;  // the digits, and the bits their sum needs
    while (sw < 64 && ((uint64_t)n * ((UINT64_C(1) << m) - 1)) >> sw)
        sw++;
    if (p != 1 || sw >= w || (c >> sw) != 0)
        return NULL;
    Z3_ast sum = NULL;
    for (unsigned i = 0; i < n; i++) {
        unsigned lo = i * m, hi = lo + m - 1 < w ? lo + m - 1 : w - 1;
        Z3_ast d = held(z, Z3_mk_extract(z, hi, lo, x));
        d = STEP(z, d, Z3_mk_zero_ext(z, sw - (hi - lo + 1), d));
        Z3_ast next = sum && d ? held(z, Z3_mk_bvadd(z, sum, d)) : i == 0 ? d : NULL;
        if (i > 0)
            let_go(z, sum), let_go(z, d);
        if (!(sum = next))
            return NULL;
    }
    Z3_ast k = held(z, Z3_mk_unsigned_int64(z, c, Z3_mk_bv_sort(z, sw)));
    Z3_ast r = k ? held(z, Z3_mk_bvurem(z, sum, k)) : NULL;
    let_go(z, k), let_go(z, sum);
    return STEP(z, r, Z3_mk_zero_ext(z, w - sw, r));
}

/* x mod c or x / c (div), held, for a constant c = 2^a * o, o odd > 1,
 * through mod_odd: x mod c = (x mod 2^a) + 2^a ((x >> a) mod o), and x / c
 * = ((x - x mod c) >> a) * o^-1 modulo 2^w, exact since o divides it.
 * NULL where c has no such form (Z3's own urem, udiv then). */
static Z3_ast by_const(Z3_context z, Z3_ast x, unsigned w, uint64_t c, int div)
{
    unsigned a = 0;
    while (c && !(c & 1) && a < w)
        c >>= 1, a++;
    if (c <= 1 || w < 8 || a >= w)
        return NULL;
    Z3_ast hi = held(z, a ? Z3_mk_extract(z, w - 1, a, x) : x);
    Z3_ast r = hi ? mod_odd(z, hi, w - a, c) : NULL;
    let_go(z, hi);
    if (r && a) {
        Z3_ast top = held(z, Z3_mk_extract(z, w - a - 1, 0, r)), low = held(z, Z3_mk_extract(z, a - 1, 0, x));
        let_go(z, r);
        r = top && low ? held(z, Z3_mk_concat(z, top, low)) : NULL;
        let_go(z, top), let_go(z, low);
    }
    if (!r || !div)
        return r;
    uint64_t inv = c;  // Newton's iteration: c * inv = 1 (mod 2^64); each step doubles the bits
    for (int i = 0; i < 6; i++)
        inv *= 2 - c * inv;
    Z3_ast q = held(z, Z3_mk_bvsub(z, x, r));
    let_go(z, r);
    Z3_ast sh = held(z, Z3_mk_unsigned_int64(z, a, Z3_mk_bv_sort(z, w)));  // sorts, too, used at once
    Z3_ast q2 = q && sh ? held(z, Z3_mk_bvlshr(z, q, sh)) : NULL;
    let_go(z, q), let_go(z, sh);
    Z3_ast k = held(z, Z3_mk_unsigned_int64(z, w < 64 ? inv & ((UINT64_C(1) << w) - 1) : inv, Z3_mk_bv_sort(z, w)));
    Z3_ast out = q2 && k ? held(z, Z3_mk_bvmul(z, q2, k)) : NULL;
    let_go(z, q2), let_go(z, k);
    return out;
}

static Z3_ast mk_op(SmtSolver *s, const SymTerm *t, Z3_ast a, Z3_ast b, Z3_ast c)
{
    Z3_context z = s->z3;
    Z3_ast args[2] = { a, b };
    unsigned aw = t->nargs ? t->args[0]->width : 0;
    switch ((SymOp)t->op) {
    case SYM_ADD: return Z3_mk_bvadd(z, a, b);
    case SYM_SUB: return Z3_mk_bvsub(z, a, b);
    case SYM_MUL: return Z3_mk_bvmul(z, a, b);
    case SYM_UDIV: return Z3_mk_bvudiv(z, a, b);
    case SYM_UREM: return Z3_mk_bvurem(z, a, b);
    case SYM_SDIV: return Z3_mk_bvsdiv(z, a, b);
    case SYM_SREM: return Z3_mk_bvsrem(z, a, b);
    case SYM_SHL: return Z3_mk_bvshl(z, a, b);
    case SYM_LSHR: return Z3_mk_bvlshr(z, a, b);
    case SYM_ASHR: return Z3_mk_bvashr(z, a, b);
    case SYM_AND: return Z3_mk_bvand(z, a, b);
    case SYM_OR: return Z3_mk_bvor(z, a, b);
    case SYM_XOR: return Z3_mk_bvxor(z, a, b);
    case SYM_NOT: return Z3_mk_bvnot(z, a);
    case SYM_NEG: return Z3_mk_bvneg(z, a);
    case SYM_ZEXT: return Z3_mk_zero_ext(z, t->width - aw, a);
    case SYM_SEXT: return Z3_mk_sign_ext(z, t->width - aw, a);
    case SYM_TRUNC: return Z3_mk_extract(z, t->width - 1, 0, a);
    case SYM_ITE: return Z3_mk_ite(z, a, b, c);
    case SYM_EQ: return Z3_mk_eq(z, a, b);
    case SYM_ULT: return Z3_mk_bvult(z, a, b);
    case SYM_ULE: return Z3_mk_bvule(z, a, b);
    case SYM_SLT: return Z3_mk_bvslt(z, a, b);
    case SYM_SLE: return Z3_mk_bvsle(z, a, b);
    case SYM_BAND: return Z3_mk_and(z, 2, args);
    case SYM_BOR: return Z3_mk_or(z, 2, args);
    case SYM_BNOT: return Z3_mk_not(z, a);
    default: return NULL;
    }
}

Z3_ast smt_encode(SmtSolver *s, const SymTerm *t)
{
    if (t->id < s->nmemo && s->memo[t->id])
        return s->memo[t->id];
    Z3_ast r;
    if (t->op == SYM_CONST)
        r = mk_const(s, t);
    else if (t->op == SYM_VAR)
        r = smt_var_ast(s, t->var);
    else {
        Z3_ast a[3] = { NULL, NULL, NULL };
        for (unsigned i = 0; i < t->nargs; i++)
            if (!(a[i] = smt_encode(s, t->args[i])))
                return NULL;
        int div = t->op == SYM_UDIV;
        Z3_ast q = (div || t->op == SYM_UREM) && t->args[1]->op == SYM_CONST
                       ? by_const(s->z3, a[0], t->width, t->args[1]->value, div) : NULL;  // held
        if (q && s->z3_error) {
            Z3_dec_ref(s->z3, q);
            return NULL;
        }
        if (q && t->id < s->nmemo)
            return s->memo[t->id] = q;
        if (q)  // no memo entry (never, as fit_tables sizes it): held until the context goes
            return q;
        r = mk_op(s, t, a[0], a[1], a[2]);
    }
    if (!r || s->z3_error || t->id >= s->nmemo)
        return s->z3_error ? NULL : r;
    Z3_inc_ref(s->z3, r);
    s->memo[t->id] = r;
    return r;
}

void smt_memo_clear(SmtSolver *s)
{
    for (uint32_t i = 0; i < s->nmemo; i++)
        if (s->memo[i]) {
            Z3_dec_ref(s->z3, s->memo[i]);
            s->memo[i] = NULL;
        }
}
