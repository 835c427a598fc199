/*
 * kir_verify.c - the kernel IR verifier.
 * Consumes: a finished module. Produces: one error per broken invariant, at
 * the offending instruction's input position. Runs after every front end,
 * so the analysis can trust: operand indices in range, no unresolved
 * names, guards are predicates, memory instructions have an address,
 * branches have targets, terminators end their blocks, blocks cover the
 * instructions in order, and the CFG is symmetric.
 */
#include "warpsafe/kir.h"

#include <string.h>

typedef struct {
    const KirModule *m;
    const KirFunc *f;
    DiagSink *sink;
    uint32_t file;
    uint32_t nerr;
} Verifier;

static void fail(Verifier *v, uint32_t line, uint32_t col, const char *fmt, const char *a, const char *b)
{
    diag_report(v->sink, DIAG_ERROR, (SrcLoc){ v->file, line, col }, "KIR001", fmt, a, b);
    v->nerr++;
}

static void check_operand(Verifier *v, const KirInst *in, const KirOperand *o)
{
    const KirFunc *f = v->f;
    const char *op = in->mnemonic;
    switch (o->kind) {
    case KIR_OPND_REG:
        if (o->reg >= f->nregs)
            fail(v, in->line, in->col, "%s: register id out of range%s", op, "");
        break;
    case KIR_OPND_VAR:
        if (o->var >= v->m->nvars)
            fail(v, in->line, in->col, "%s: variable index out of range%s", op, "");
        break;
    case KIR_OPND_FUNC:
        if (o->func >= v->m->nfuncs)
            fail(v, in->line, in->col, "%s: function index out of range%s", op, "");
        break;
    case KIR_OPND_LABEL:
        if (o->block >= f->nblocks)
            fail(v, in->line, in->col, "%s: branch target out of range%s", op, "");
        break;
    case KIR_OPND_NAME:
        if (o->comp == 1)
            fail(v, in->line, in->col, "%s: unresolved name '%s'", op, o->name);
        break;
    case KIR_OPND_ADDR:
        if ((o->base_kind == KIR_BASE_REG && o->addr.base >= f->nregs) ||
            (o->base_kind == KIR_BASE_VAR && o->addr.base >= v->m->nvars))
            fail(v, in->line, in->col, "%s: address base out of range%s", op, "");
        break;
    case KIR_OPND_VEC:
    case KIR_OPND_LIST:
    case KIR_OPND_TEXADDR:
        for (uint32_t i = 0; i < o->n; i++)
            check_operand(v, in, &o->elems[i]);
        break;
    default:
        if (o->kind >= KIR_OPND_COUNT || o->kind == KIR_OPND_NONE)
            fail(v, in->line, in->col, "%s: malformed operand%s", op, "");
        break;
    }
}

static int has_kind(const KirInst *in, KirOperandKind k)
{
    for (uint32_t i = 0; i < in->nopnd; i++)
        if (in->opnds[i].kind == k)
            return 1;
    return 0;
}

/* Shape rules the analysis depends on. */
static void check_shape(Verifier *v, const KirInst *in)
{
    const char *op = in->mnemonic;
    if (in->op >= KIR_OP_COUNT) {
        fail(v, in->line, in->col, "%s: bad opcode%s", op, "");
        return;
    }
    if (in->ndst > in->nopnd)
        fail(v, in->line, in->col, "%s: more destinations than operands%s", op, "");
    if (in->guard >= 0) {
        const KirRegDecl *d = kir_reg_decl(v->f, (uint32_t)in->guard);
        if (!d)
            fail(v, in->line, in->col, "%s: guard register out of range%s", op, "");
        else if (d->type != KIR_TYPE_PRED) {
            char name[64];
            fail(v, in->line, in->col, "%s: the guard '%s' is not a .pred register", op,
                 kir_reg_name(v->f, (uint32_t)in->guard, name, sizeof name));
        }
    }
    switch (in->op) {
    case KIR_OP_LD: case KIR_OP_LDU: case KIR_OP_ST: case KIR_OP_ATOM: case KIR_OP_RED:
        if (!has_kind(in, KIR_OPND_ADDR))
            fail(v, in->line, in->col, "%s needs an address operand [..]%s", op, "");
        if ((in->op == KIR_OP_LD || in->op == KIR_OP_LDU || in->op == KIR_OP_ATOM) && in->ndst != 1)
            fail(v, in->line, in->col, "%s needs a destination register%s", op, "");
        break;
    case KIR_OP_BRA:
        if (!has_kind(in, KIR_OPND_LABEL))
            fail(v, in->line, in->col, "%s needs a label operand%s", op, "");
        break;
    case KIR_OP_BRX:
        if (!has_kind(in, KIR_OPND_LIST))
            fail(v, in->line, in->col, "%s needs a .branchtargets table%s", op, "");
        break;
    case KIR_OP_CALL:
        if (!has_kind(in, KIR_OPND_FUNC) && !has_kind(in, KIR_OPND_REG))
            fail(v, in->line, in->col, "%s needs a callee%s", op, "");
        break;
    default:
        break;
    }
}

static void check_cfg(Verifier *v)
{
    const KirFunc *f = v->f;
    uint32_t next = 0;
    if (f->nblocks == 0) {
        fail(v, f->line, f->col, "function '%s' has a body but no blocks%s", f->name, "");
        return;
    }
    for (uint32_t b = 0; b < f->nblocks; b++) {
        const KirBlock *blk = &f->blocks[b];
        if (blk->first != next)
            fail(v, f->line, f->col, "function '%s': blocks do not cover the instructions in order%s",
                 f->name, "");
        next = blk->first + blk->ninst;
        for (uint32_t i = 0; i + 1 < blk->ninst; i++) {
            const KirInst *in = &f->insts[blk->first + i];
            if (kir_op_flags((KirOp)in->op) & KIR_OPF_TERM)
                fail(v, in->line, in->col, "%s: terminator in the middle of a block%s", in->mnemonic, "");
        }
        for (uint32_t k = 0; k < blk->nsuccs; k++) {
            uint32_t s = blk->succs[k];
            int back = 0;
            if (s < f->nblocks)
                for (uint32_t j = 0; j < f->blocks[s].npreds; j++)
                    back |= f->blocks[s].preds[j] == b;
            if (!back)
                fail(v, f->line, f->col, "function '%s': successor without matching predecessor%s",
                     f->name, "");
        }
        for (uint32_t k = 0; k < blk->npreds; k++) {
            uint32_t pb = blk->preds[k];
            int fwd = 0;
            if (pb < f->nblocks)
                for (uint32_t j = 0; j < f->blocks[pb].nsuccs; j++)
                    fwd |= f->blocks[pb].succs[j] == b;
            if (!fwd)
                fail(v, f->line, f->col, "function '%s': predecessor without matching successor%s",
                     f->name, "");
        }
    }
    if (next != f->ninsts)
        fail(v, f->line, f->col, "function '%s': blocks do not cover every instruction%s", f->name, "");
}

uint32_t kir_verify(const KirModule *m, DiagSink *sink, uint32_t file)
{
    Verifier v = { m, NULL, sink, file, 0 };
    for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
        const KirFunc *f = &m->funcs[fi];
        v.f = f;
        for (uint32_t i = 0; i < f->nparams; i++)
            if (f->params[i] >= m->nvars)
                fail(&v, f->line, f->col, "function '%s': parameter index out of range%s", f->name, "");
        if (!f->has_body)
            continue;
        for (uint32_t i = 0; i < f->ninsts; i++) {
            const KirInst *in = &f->insts[i];
            check_shape(&v, in);
            for (uint32_t k = 0; k < in->nopnd; k++)
                check_operand(&v, in, &in->opnds[k]);
        }
        check_cfg(&v);
    }
    return v.nerr;
}
