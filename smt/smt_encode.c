/*
 * smt_encode.c - symbolic terms to Z3 terms.
 * Consumes: hash-consed terms (sym.h). Produces: Z3 ASTs of sort Bool
 * (width 0) or bit-vector (width 1..64) with the same semantics as
 * sym_eval (QF_BV). Memoized by term id, so shared subterms are encoded
 * once; every AST held is reference-counted and released by smt_memo_clear.
 */
#include "smt_int.h"

#include <string.h>

#include "warpsafe/vec.h"

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

/* x / c (div) or x % c, unsigned, held, for a w-bit x and a constant c > 2 that is
 * not a power of two (Z3 takes those as bit extracts): fresh q and r with
 * the side condition x = c * q + r and r < c, computed wide enough not to
 * wrap, so q and r are exactly the quotient and remainder. Kept per term
 * id in s->side for smt_sides: a query asserts those of its own terms.
 * Z3 bit-blasts a udiv or urem as a full divider, and relating two
 * threads' pipeline stages (k % 3 against (k + 2) % 3) through dividers,
 * or through sums of base-4 digits (the encoding before), cost the whole
 * resource limit on three-stage cp.async rings; with a multiplication by
 * a constant and one adder, their obligations take a few thousand units.
 * NULL where c does not qualify or on a Z3 error. */
static Z3_ast by_const(SmtSolver *s, const SymTerm *t, Z3_ast x, uint64_t c, int div)
{
    Z3_context z = s->z3;
    if (c < 3 || (c & (c - 1)) == 0 || t->id >= s->nmemo)
        return NULL;
    unsigned w = t->width, extra = 65 - (unsigned)__builtin_clzll(c);  // c * q + r < 2^(w + extra)
    Z3_sort sw = Z3_mk_bv_sort(z, w), swide = Z3_mk_bv_sort(z, w + extra);
    Z3_ast q = held(z, Z3_mk_fresh_const(z, "q", sw)), r = held(z, Z3_mk_fresh_const(z, "r", sw));
    Z3_ast cw = held(z, Z3_mk_unsigned_int64(z, c, sw)), cwide = held(z, Z3_mk_unsigned_int64(z, c, swide));
    Z3_ast qx = q ? held(z, Z3_mk_zero_ext(z, extra, q)) : NULL, rx = r ? held(z, Z3_mk_zero_ext(z, extra, r)) : NULL;
    Z3_ast xx = held(z, Z3_mk_zero_ext(z, extra, x));
    Z3_ast cq = cwide && qx ? held(z, Z3_mk_bvmul(z, cwide, qx)) : NULL;
    Z3_ast sum = cq && rx ? held(z, Z3_mk_bvadd(z, cq, rx)) : NULL;
    Z3_ast parts[2] = { sum && xx ? held(z, Z3_mk_eq(z, xx, sum)) : NULL, r && cw ? held(z, Z3_mk_bvult(z, r, cw)) : NULL };
    Z3_ast side = parts[0] && parts[1] ? held(z, Z3_mk_and(z, 2, parts)) : NULL;
    Z3_ast out = side ? (div ? q : r) : NULL;
    if (out)
        Z3_inc_ref(z, out);
    Z3_ast done[] = { q, r, cw, cwide, qx, rx, xx, cq, sum, parts[0], parts[1] };
    for (unsigned i = 0; i < sizeof done / sizeof done[0]; i++)
        let_go(z, done[i]);
    if (out)
        s->side[t->id] = side, s->nsides++;
    else
        let_go(z, side);
    return out;
}

/* The signed forms, for a constant c > 0 as a signed number (C's x / 3 and
 * x % 3 of an int, what -O0 code keeps): |x| by the unsigned encoding,
 * the result negated where x < 0 (SMT-LIB's bvsdiv rounds toward zero,
 * bvsrem takes the dividend's sign; |INT_MIN| is 2^(w-1) unsigned). */
static Z3_ast by_const_signed(SmtSolver *s, const SymTerm *t, Z3_ast x, uint64_t c, int div)
{
    Z3_context z = s->z3;
    if (c > sym_mask(t->width) >> 1)
        return NULL;  // a negative divisor
    Z3_ast zero = held(z, Z3_mk_unsigned_int64(z, 0, Z3_mk_bv_sort(z, t->width)));
    Z3_ast neg = zero ? held(z, Z3_mk_bvslt(z, x, zero)) : NULL, minus = held(z, Z3_mk_bvneg(z, x));
    Z3_ast ax = neg && minus ? held(z, Z3_mk_ite(z, neg, minus, x)) : NULL;
    Z3_ast o = ax ? by_const(s, t, ax, c, div) : NULL;  // held; its side condition under t's id
    Z3_ast mo = o ? held(z, Z3_mk_bvneg(z, o)) : NULL;
    Z3_ast out = mo ? held(z, Z3_mk_ite(z, neg, mo, o)) : NULL;
    Z3_ast done[] = { zero, neg, minus, ax, o, mo };
    for (unsigned i = 0; i < sizeof done / sizeof done[0]; i++)
        let_go(z, done[i]);
    return out;
}

int smt_sides(SmtSolver *s, const SymTerm *f, SmtAsts *out)
{
    if (!s->nsides)
        return 0;
    if (++s->walk_gen == 0) {  // wrapped: every mark is stale
        memset(s->walk_mark, 0, (size_t)s->nmemo * sizeof *s->walk_mark);
        s->walk_gen = 1;
    }
    VEC(const SymTerm *) todo = { 0 };
    int rc = vec_push(&todo, f);
    while (rc == 0 && todo.len) {
        const SymTerm *t = todo.data[--todo.len];
        if (t->id >= s->nmemo || s->walk_mark[t->id] == s->walk_gen)
            continue;
        s->walk_mark[t->id] = s->walk_gen;
        if (s->side[t->id])
            rc = vec_push(out, s->side[t->id]);
        for (unsigned i = 0; i < t->nargs && rc == 0; i++)
            if (t->args[i]->nargs)
                rc = vec_push(&todo, t->args[i]);
    }
    vec_free(&todo);
    return rc;
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
        int div = t->op == SYM_UDIV || t->op == SYM_SDIV, sgn = t->op == SYM_SDIV || t->op == SYM_SREM;
        Z3_ast q = (div || t->op == SYM_UREM || t->op == SYM_SREM) && t->args[1]->op == SYM_CONST
                       ? (sgn ? by_const_signed : by_const)(s, t, a[0], t->args[1]->value, div) : NULL;  // held
        if (q && s->z3_error) {
            Z3_dec_ref(s->z3, q);
            return NULL;
        }
        if (q)
            return s->memo[t->id] = q;
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
    for (uint32_t i = 0; i < s->nmemo; i++) {
        if (s->memo[i]) {
            Z3_dec_ref(s->z3, s->memo[i]);
            s->memo[i] = NULL;
        }
        if (s->side[i]) {
            Z3_dec_ref(s->z3, s->side[i]);
            s->side[i] = NULL;
        }
    }
    s->nsides = 0;
}
