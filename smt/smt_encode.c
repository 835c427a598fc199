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
