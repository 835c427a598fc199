/*
 * access_value.c - symbolic values of operands and the register effects of
 * instructions, for one symbolic thread.
 * Consumes: the current register state of thread t (Builder.regs[t]) and
 * one instruction. Produces: the new values of its destination registers.
 * Integer arithmetic is exact (bit-vectors with wrap-around); everything the
 * model does not compute (floating point, loaded data, shuffles, unmodeled
 * instructions) becomes a fresh variable of that thread, which is sound:
 * it may take any value.
 */
#include "access_int.h"

#include <stdio.h>
#include <string.h>

unsigned av_reg_width(const Builder *b, uint32_t reg)
{
    if (b->reg_width && reg < b->nregs)
        return b->reg_width[reg];
    return av_decl_width(b, reg);
}

unsigned av_decl_width(const Builder *b, uint32_t reg)
{
    if (reg >= b->f->nregs)  // a .local slot (access_local.c)
        return reg - b->f->nregs < b->nslots ? b->slot_width[reg - b->f->nregs] : 64;
    return av_decl_bits(kir_reg_decl(b->f, reg));
}

unsigned av_decl_bits(const KirRegDecl *d)
{
    if (!d || d->type == KIR_TYPE_PRED)
        return 0;
    unsigned w = kir_type_bits((KirType)d->type);
    return w == 0 || w > 64 ? 64 : w;
}

uint32_t av_new_var(Builder *b, const char *name, unsigned width, SymVarKind kind, int t)
{
    uint32_t v = sym_var_new(b->sym, name, width, kind, 0, (unsigned)t);
    if (v == UINT32_MAX) {
        b->oom = 1;
        return v;
    }
    if (v >= b->norigin) {  // grow, marking variables made elsewhere as having no origin
        uint32_t cap = b->norigin ? b->norigin : 64;
        while (cap <= v)
            cap *= 2;
        uint32_t *p = mem_realloc(b->var_origin, (size_t)cap * sizeof *p);
        if (!p) {
            b->oom = 1;
            return UINT32_MAX;
        }
        memset(p + b->norigin, 0xff, (size_t)(cap - b->norigin) * sizeof *p);
        b->var_origin = p, b->norigin = cap;
    }
    b->var_origin[v] = b->cur_block;
    return v;
}

const SymTerm *av_fresh(Builder *b, int t, unsigned width, SymVarKind kind, const char *what)
{
    /* what, the count, '.', the thread ("phi12.1"), cut at 63 characters as
     * snprintf would: snprintf cost more than the rest, and -O0 entry
     * blocks make thousands */
    char name[64], tail[16];
    unsigned k = 0, count = b->nhavoc++, n = 0;
    tail[k++] = (char)('0' + t), tail[k++] = '.';
    do
        tail[k++] = (char)('0' + count % 10), count /= 10;
    while (count);
    for (; what[n] && n < sizeof name - 1; n++)
        name[n] = what[n];
    while (k && n < sizeof name - 1)
        name[n++] = tail[--k];
    name[n] = '\0';
    uint32_t v = av_new_var(b, name, width ? width : 1, kind, t);
    if (v == UINT32_MAX)
        return NULL;
    const SymTerm *x = sym_var(b->sym, v);
    return width ? x : sym_bin(b->sym, SYM_EQ, x, sym_const(b->sym, 1, 1));  // a fresh boolean
}

/* x adapted to `width` bits (0: boolean), extending by sign if asked. */
static const SymTerm *fit(Builder *b, const SymTerm *x, unsigned width, int is_signed)
{
    SymCtx *c = b->sym;
    if (!x || x->width == width)
        return x;
    if (width == 0)
        return sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, x, sym_const(c, x->width, 0)));
    if (x->width == 0)
        return sym_ite(c, x, sym_const(c, width, 1), sym_const(c, width, 0));
    if (x->width > width)
        return sym_ext(c, SYM_TRUNC, width, x);
    return sym_ext(c, is_signed ? SYM_SEXT : SYM_ZEXT, width, x);
}

static const SymTerm *uniform_var(Builder *b, uint32_t *slot, const char *prefix, const char *name,
                                  unsigned width)
{
    if (*slot == UINT32_MAX) {
        /* the whole name: variables of equal names are one solver constant */
        size_t np = strlen(prefix), nn = strlen(name);
        char *buf = mem_alloc(np + nn + 1);
        if (buf) {
            memcpy(buf, prefix, np);
            memcpy(buf + np, name, nn + 1);
            *slot = sym_var_new(b->sym, buf, width, prefix[0] == '&' ? SYM_VAR_FREE : SYM_VAR_PARAM, 0, 0);
            mem_free(buf);
        }
        if (*slot == UINT32_MAX) {
            b->oom = 1;
            return NULL;
        }
    }
    return sym_var(b->sym, *slot);
}

/* The address of module variable v: one variable per name; a sized
 * .shared variable's records its extent (the layout keeps such objects
 * apart, sym_in_object). */
static const SymTerm *var_address(Builder *b, uint32_t v)
{
    const SymTerm *x = uniform_var(b, &b->var_addr[v], "&", b->m->vars[v].name, 64);
    const KirVar *kv = &b->m->vars[v];
    if (x && kv->space == KIR_SPACE_SHARED && !kv->unsized && !kv->is_extern && kv->size)
        b->sym->vars[b->var_addr[v]].extent = kv->size;
    return x;
}

const SymTerm *av_box(Builder *b, uint32_t var)
{
    const char *name = b->m->vars[var].name;
    size_t n = strlen(name);
    char *buf = mem_alloc(n + 5);
    if (!buf) {
        b->oom = 1;
        return NULL;
    }
    memcpy(buf, name, n);
    memcpy(buf + n, ".box", 5);
    const SymTerm *x = uniform_var(b, &b->box_var[var], "", buf, 32);
    mem_free(buf);
    return x;
}

const SymTerm *av_window(Builder *b, KirSpace space)
{
    static const char *const names[KIR_SPACE_COUNT] = {
        [KIR_SPACE_SHARED] = "window.shared", [KIR_SPACE_SHARED_CLUSTER] = "window.shared_cluster",
        [KIR_SPACE_LOCAL] = "window.local", [KIR_SPACE_CONST] = "window.const",
        [KIR_SPACE_PARAM] = "window.param",
    };
    if (space >= KIR_SPACE_COUNT || !names[space])
        return NULL;
    if (b->window[space] == UINT32_MAX) {
        b->window[space] = sym_var_new(b->sym, names[space], 64, SYM_VAR_FREE, 0, 0);
        if (b->window[space] == UINT32_MAX) {
            b->oom = 1;
            return NULL;
        }
    }
    return sym_var(b->sym, b->window[space]);
}

const SymTerm *access_linear_tid(SymCtx *c, const uint32_t tid[3], const uint32_t ntid[3])
{
    const SymTerm *x = sym_var(c, tid[0]), *y = sym_var(c, tid[1]), *z = sym_var(c, tid[2]);
    const SymTerm *nx = sym_var(c, ntid[0]), *ny = sym_var(c, ntid[1]);
    const SymTerm *yz = sym_bin(c, SYM_ADD, y, sym_bin(c, SYM_MUL, z, ny));
    return sym_bin(c, SYM_ADD, x, sym_bin(c, SYM_MUL, yz, nx));
}

const SymTerm *access_lane(SymCtx *c, const uint32_t tid[3], const uint32_t ntid[3])
{
    return sym_bin(c, SYM_AND, access_linear_tid(c, tid, ntid), sym_const(c, 32, 31));
}

const SymTerm *access_same_warp(SymCtx *c, const uint32_t tid1[3], const uint32_t tid2[3], const uint32_t ntid[3])
{
    const SymTerm *five = sym_const(c, 32, 5);
    return sym_bin(c, SYM_EQ, sym_bin(c, SYM_LSHR, access_linear_tid(c, tid1, ntid), five),
                   sym_bin(c, SYM_LSHR, access_linear_tid(c, tid2, ntid), five));
}

const SymTerm *access_same_block(SymCtx *c, const uint32_t ctaid1[3], const uint32_t ctaid2[3])
{
    const SymTerm *f = sym_bool(c, 1);
    for (int k = 0; k < 3; k++)
        f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_EQ, sym_var(c, ctaid1[k]), sym_var(c, ctaid2[k])));
    return f;
}

const SymTerm *access_len(SymCtx *c, const AccessEvent *e, int t)
{
    return e->len[t] ? e->len[t] : sym_const(c, 32, e->bytes);
}

/* Thread t's lane. */
const SymTerm *av_lane(Builder *b, int t)
{
    return access_lane(b->sym, b->tid[t], b->ntid);
}

static const SymTerm *sreg_value(Builder *b, int t, const KirOperand *o)
{
    unsigned comp = o->comp ? o->comp - 1u : 0u;
    if (comp > 2)
        return av_fresh(b, t, 64, SYM_VAR_FREE, "sreg");
    switch ((KirSreg)o->sreg) {
    case KIR_SREG_TID: return sym_var(b->sym, b->tid[t][comp]);
    case KIR_SREG_CTAID: return sym_var(b->sym, b->ctaid[t][comp]);
    case KIR_SREG_NTID: return sym_var(b->sym, b->ntid[comp]);
    case KIR_SREG_NCTAID: return sym_var(b->sym, b->nctaid[comp]);
    case KIR_SREG_LANEID:
        return av_lane(b, t);
    default:
        return av_fresh(b, t, 64, SYM_VAR_FREE, "sreg");  // clocks (%clock64: 64 bits), %warpid, masks, ...
    }
}

const SymTerm *av_operand(Builder *b, int t, const KirOperand *o, unsigned width, int is_signed)
{
    const SymTerm *x;
    switch (o->kind) {
    case KIR_OPND_REG: x = reg_get(b, t, o->reg); break;
    case KIR_OPND_IMM: x = sym_const(b->sym, width ? width : 64, (uint64_t)o->imm); break;
    case KIR_OPND_FIMM: x = sym_const(b->sym, width ? width : 64, kir_fimm_bits(o, width ? width : 64)); break;
    case KIR_OPND_SREG: x = sreg_value(b, t, o); break;
    case KIR_OPND_VAR:
        x = var_address(b, o->var);
        break;
    default: return av_fresh(b, t, width, SYM_VAR_FREE, "opnd");
    }
    x = fit(b, x, width, is_signed);
    if (x && o->neg)  // !p
        x = width == 0 ? sym_un(b->sym, SYM_BNOT, x) : sym_un(b->sym, SYM_NOT, x);
    return x;
}

const SymTerm *av_address(Builder *b, int t, const KirOperand *o)
{
    SymCtx *c = b->sym;
    if (o->kind != KIR_OPND_ADDR)
        return av_fresh(b, t, 64, SYM_VAR_FREE, "addr");
    const SymTerm *base = sym_const(c, 64, 0);
    if (o->base_kind == KIR_BASE_REG)
        base = fit(b, reg_get(b, t, o->addr.base), 64, 0);
    else if (o->base_kind == KIR_BASE_VAR)
        base = var_address(b, o->addr.base);
    return sym_bin(c, SYM_ADD, base, sym_const(c, 64, (uint64_t)o->addr.off));
}

static const SymTerm *cmp(Builder *b, const KirInst *in, const SymTerm *x, const SymTerm *y)
{
    SymCtx *c = b->sym;
    int s = kir_type_is_signed((KirType)in->type);
    switch ((KirSubop)in->subop) {
    case KIR_SUB_EQ: return sym_bin(c, SYM_EQ, x, y);
    case KIR_SUB_NE: return sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, x, y));
    case KIR_SUB_LT: return sym_bin(c, s ? SYM_SLT : SYM_ULT, x, y);
    case KIR_SUB_LE: return sym_bin(c, s ? SYM_SLE : SYM_ULE, x, y);
    case KIR_SUB_GT: return sym_bin(c, s ? SYM_SLT : SYM_ULT, y, x);
    case KIR_SUB_GE: return sym_bin(c, s ? SYM_SLE : SYM_ULE, y, x);
    case KIR_SUB_LO: return sym_bin(c, SYM_ULT, x, y);
    case KIR_SUB_LS: return sym_bin(c, SYM_ULE, x, y);
    case KIR_SUB_HI: return sym_bin(c, SYM_ULT, y, x);
    case KIR_SUB_HS: return sym_bin(c, SYM_ULE, y, x);
    default: return NULL;
    }
}


/* bfe/bfi with constant position and length (PTX ISA semantics: their low
 * 8 bits); NULL (havocked) otherwise. */
static const SymTerm *bitfield(Builder *b, int t, const KirInst *in, unsigned w)
{
    SymCtx *c = b->sym;
    const KirOperand *o = in->opnds;
    int n = in->op == KIR_OP_BFE ? 2 : 3;  // the operand holding pos
    if (w == 0 || w > 64 || o[n].kind != KIR_OPND_IMM || o[n + 1].kind != KIR_OPND_IMM)
        return NULL;
    unsigned pos = (unsigned)(o[n].imm & 0xff), len = (unsigned)(o[n + 1].imm & 0xff);
    int s = kir_type_is_signed((KirType)in->type);
    const SymTerm *a = av_operand(b, t, &o[1], w, s);
    if (!a)
        return NULL;
    if (in->op == KIR_OP_BFE) {
        if (len == 0)
            return sym_const(c, w, 0);
        if (pos >= w)  // every bit is the sign bit (or 0)
            return s ? sym_bin(c, SYM_ASHR, a, sym_const(c, w, w - 1)) : sym_const(c, w, 0);
        if (pos + len >= w)
            return sym_bin(c, s ? SYM_ASHR : SYM_LSHR, a, sym_const(c, w, pos));
        const SymTerm *up = sym_bin(c, SYM_SHL, a, sym_const(c, w, w - pos - len));
        return sym_bin(c, s ? SYM_ASHR : SYM_LSHR, up, sym_const(c, w, w - len));
    }
    const SymTerm *base = av_operand(b, t, &o[2], w, 0);
    if (!base || len == 0 || pos >= w)
        return base;
    uint64_t field = (len >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << len) - 1) << pos;
    field &= w == 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1;
    const SymTerm *ins = sym_bin(c, SYM_AND, sym_bin(c, SYM_SHL, a, sym_const(c, w, pos)), sym_const(c, w, field));
    return sym_bin(c, SYM_OR, sym_bin(c, SYM_AND, base, sym_const(c, w, ~field)), ins);
}

/* prmt.b32 d, a, b, c in its default mode with a constant selector c: byte
 * i of d is byte (c >> 4i) & 7 of the 8 bytes {b, a} (a the low four), or,
 * where bit 3 of that nibble is set, that byte's sign bit in all 8 bits
 * (PTX ISA). NULL (havocked) for the other modes or a selector in a
 * register. */
static const SymTerm *permute(Builder *b, int t, const KirInst *in, unsigned w)
{
    SymCtx *c = b->sym;
    const KirOperand *o = in->opnds;
    if (w != 32 || in->nopnd != 4 || o[3].kind != KIR_OPND_IMM || strcmp(in->mnemonic, "prmt.b32") != 0)
        return NULL;
    const SymTerm *src[2] = { av_operand(b, t, &o[1], 32, 0), av_operand(b, t, &o[2], 32, 0) };
    const SymTerm *d = sym_const(c, 32, 0);
    for (unsigned i = 0; i < 4 && src[0] && src[1]; i++) {
        unsigned nib = (unsigned)(o[3].imm >> (4 * i)) & 0xf, at = 8 * (nib & 3);
        const SymTerm *x = src[(nib >> 2) & 1];
        const SymTerm *byte = (nib & 8)  // the selected byte's sign bit, 0 - bit: all ones or zero
            ? sym_un(c, SYM_NEG, sym_bin(c, SYM_AND, sym_bin(c, SYM_LSHR, x, sym_const(c, 32, at + 7)), sym_const(c, 32, 1)))
            : sym_bin(c, SYM_LSHR, x, sym_const(c, 32, at));
        byte = sym_bin(c, SYM_AND, byte, sym_const(c, 32, 0xff));
        d = sym_bin(c, SYM_OR, d, sym_bin(c, SYM_SHL, byte, sym_const(c, 32, 8 * i)));
    }
    return src[0] && src[1] ? d : NULL;
}

/* A shift's amount (an unsigned 32-bit operand) at the shift's width w:
 * amounts of w or more shift every bit out (PTX ISA: they are clamped), so
 * below 32 bits they become w rather than wrap around. */
static const SymTerm *shift_amount(Builder *b, int t, const KirOperand *o, unsigned w)
{
    SymCtx *c = b->sym;
    const SymTerm *a = av_operand(b, t, o, 32, 0);
    if (!a || w >= 32)
        return fit(b, a, w, 0);
    return sym_ite(c, sym_bin(c, SYM_ULT, a, sym_const(c, 32, w)), sym_ext(c, SYM_TRUNC, w, a), sym_const(c, w, w));
}

/* The value an integer instruction computes at width w, or NULL when the
 * model does not compute it (the caller havocs the destination). */
static const SymTerm *compute(Builder *b, int t, const KirInst *in, unsigned w)
{
    SymCtx *c = b->sym;
    const KirOperand *o = in->opnds;
    int s = kir_type_is_signed((KirType)in->type);
    if (in->op == KIR_OP_CVTA && in->nopnd == 2) {  // generic = window of the space + address
        const SymTerm *x = av_operand(b, t, &o[1], w, s), *win = av_window(b, (KirSpace)in->space);
        if (!win || !x)
            return x;  // .global: generic and global addresses are the same
        win = fit(b, win, w, 0);
        if ((in->mods & KIR_MOD_TO) && x->op == SYM_ADD && (x->args[0] == win || x->args[1] == win))
            return x->args[0] == win ? x->args[1] : x->args[0];  // back from the window: the address
        return sym_bin(c, (in->mods & KIR_MOD_TO) ? SYM_SUB : SYM_ADD, x, win);
    }
    if (in->op == KIR_OP_MOV)
        return in->nopnd == 2 ? av_operand(b, t, &o[1], w, s) : NULL;
    if (in->op == KIR_OP_SELP && in->nopnd == 4)
        return sym_ite(c, av_operand(b, t, &o[3], 0, 0), av_operand(b, t, &o[1], w, s),
                       av_operand(b, t, &o[2], w, s));
    if (!kir_type_is_int((KirType)in->type))
        return NULL;  // floating point: havocked
    if (in->op == KIR_OP_CVT && in->nopnd == 2 && kir_type_is_int((KirType)in->type2)) {
        if (strstr(in->mnemonic, ".sat"))
            return NULL;  // saturating: not modeled
        /* to the destination type first (chopped, or extended by the source's
         * sign), then to the register by the destination's sign (PTX ISA cvt) */
        unsigned sb = kir_type_bits((KirType)in->type2), db = kir_type_bits((KirType)in->type);
        const SymTerm *x = fit(b, av_operand(b, t, &o[1], sb, 0), db, kir_type_is_signed((KirType)in->type2));
        return fit(b, x, w, kir_type_is_signed((KirType)in->type));
    }
    if ((in->op == KIR_OP_BFE && in->nopnd == 4) || (in->op == KIR_OP_BFI && in->nopnd == 5))
        return bitfield(b, t, in, w);
    if (in->op == KIR_OP_PRMT)
        return permute(b, t, in, w);
    if (strstr(in->mnemonic, ".sat") || strstr(in->mnemonic, ".relu"))
        return NULL;  // saturating and clamping forms: not modeled (havocked)
    unsigned sw = (in->mods & KIR_MOD_WIDE) ? w / 2 : w;  // source width of .wide
    const SymTerm *x = in->nopnd > 1 ? fit(b, av_operand(b, t, &o[1], sw, s), w, s) : NULL;
    const SymTerm *y = in->nopnd > 2 ? fit(b, av_operand(b, t, &o[2], sw, s), w, s) : NULL;
    if (!x || (in->mods & KIR_MOD_HI))
        return NULL;
    switch ((KirOp)in->op) {
    case KIR_OP_NOT: return w ? sym_un(c, SYM_NOT, x) : sym_un(c, SYM_BNOT, x);
    case KIR_OP_NEG: return w ? sym_un(c, SYM_NEG, x) : NULL;
    default: break;
    }
    if (!y || in->nopnd != 3 + (in->op == KIR_OP_MAD))
        return NULL;
    if (w == 0) {  // predicate logic
        if (in->op == KIR_OP_AND) return sym_bin(c, SYM_BAND, x, y);
        if (in->op == KIR_OP_OR) return sym_bin(c, SYM_BOR, x, y);
        if (in->op == KIR_OP_XOR) return sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, x, y));
        return NULL;
    }
    switch ((KirOp)in->op) {
    case KIR_OP_ADD: return sym_bin(c, SYM_ADD, x, y);
    case KIR_OP_SUB: return sym_bin(c, SYM_SUB, x, y);
    case KIR_OP_MUL: return sym_bin(c, SYM_MUL, x, y);
    case KIR_OP_MAD:
        return sym_bin(c, SYM_ADD, sym_bin(c, SYM_MUL, x, y), av_operand(b, t, &o[3], w, s));
    case KIR_OP_DIV: case KIR_OP_REM:  // by zero: unspecified (PTX ISA), so any value
        return sym_ite(c, sym_bin(c, SYM_EQ, y, sym_const(c, w, 0)), av_fresh(b, t, w, SYM_VAR_FREE, "div0"),
                       sym_bin(c, in->op == KIR_OP_DIV ? (s ? SYM_SDIV : SYM_UDIV) : (s ? SYM_SREM : SYM_UREM), x, y));
    case KIR_OP_AND: return sym_bin(c, SYM_AND, x, y);
    case KIR_OP_OR: return sym_bin(c, SYM_OR, x, y);
    case KIR_OP_XOR: return sym_bin(c, SYM_XOR, x, y);
    case KIR_OP_SHL: return sym_bin(c, SYM_SHL, x, shift_amount(b, t, &o[2], w));
    case KIR_OP_SHR: return sym_bin(c, s ? SYM_ASHR : SYM_LSHR, x, shift_amount(b, t, &o[2], w));
    case KIR_OP_MIN: return sym_ite(c, sym_bin(c, s ? SYM_SLT : SYM_ULT, x, y), x, y);
    case KIR_OP_MAX: return sym_ite(c, sym_bin(c, s ? SYM_SLT : SYM_ULT, y, x), x, y);
    default: return NULL;
    }
}

/* setp on .f32/.f64 values, exactly on their bits: NaN is an exponent of
 * all ones with a nonzero fraction; other values are ordered by their sign
 * and magnitude (-0 = +0). Ordered comparisons (eq, lt, ...) are false and
 * unordered ones (equ, ltu, ...) true when an operand is NaN. NULL for
 * .ftz (subnormals flushed) and other types. */
static const SymTerm *float_cmp(Builder *b, int t, const KirInst *in)
{
    SymCtx *c = b->sym;
    unsigned w = kir_type_bits((KirType)in->type);
    if ((in->type != KIR_TYPE_F32 && in->type != KIR_TYPE_F64) || strstr(in->mnemonic, ".ftz"))
        return NULL;
    const SymTerm *x = av_operand(b, t, &in->opnds[1], w, 0), *y = av_operand(b, t, &in->opnds[2], w, 0);
    if (!x || !y || x->width != w || y->width != w)
        return NULL;
    uint64_t sign = UINT64_C(1) << (w - 1), inf = w == 32 ? UINT64_C(0x7f800000) : UINT64_C(0x7ff0000000000000);
    const SymTerm *mag[2], *key[2], *nan[2], *v[2] = { x, y };
    for (int i = 0; i < 2; i++) {
        mag[i] = sym_bin(c, SYM_AND, v[i], sym_const(c, w, sign - 1));
        nan[i] = sym_bin(c, SYM_ULT, sym_const(c, w, inf), mag[i]);
        key[i] = sym_ite(c, sym_bin(c, SYM_EQ, sym_bin(c, SYM_AND, v[i], sym_const(c, w, sign)), sym_const(c, w, 0)),
                         mag[i], sym_un(c, SYM_NEG, mag[i]));
    }
    const SymTerm *either = sym_bin(c, SYM_BOR, nan[0], nan[1]), *rel;
    int unordered = 0;
    switch ((KirSubop)in->subop) {
    case KIR_SUB_EQU: unordered = 1; /* fallthrough */
    case KIR_SUB_EQ: rel = sym_bin(c, SYM_EQ, key[0], key[1]); break;
    case KIR_SUB_NEU: unordered = 1; /* fallthrough */
    case KIR_SUB_NE: rel = sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, key[0], key[1])); break;
    case KIR_SUB_LTU: unordered = 1; /* fallthrough */
    case KIR_SUB_LT: rel = sym_bin(c, SYM_SLT, key[0], key[1]); break;
    case KIR_SUB_LEU: unordered = 1; /* fallthrough */
    case KIR_SUB_LE: rel = sym_bin(c, SYM_SLE, key[0], key[1]); break;
    case KIR_SUB_GTU: unordered = 1; /* fallthrough */
    case KIR_SUB_GT: rel = sym_bin(c, SYM_SLT, key[1], key[0]); break;
    case KIR_SUB_GEU: unordered = 1; /* fallthrough */
    case KIR_SUB_GE: rel = sym_bin(c, SYM_SLE, key[1], key[0]); break;
    case KIR_SUB_NUM: return sym_un(c, SYM_BNOT, either);
    case KIR_SUB_NAN: return either;
    default: return NULL;
    }
    return unordered ? sym_bin(c, SYM_BOR, either, rel) : sym_bin(c, SYM_BAND, sym_un(c, SYM_BNOT, either), rel);
}

/* bop(x, c) for setp's .and/.or/.xor combination. */
static const SymTerm *bool_op(SymCtx *c, const char *mnemonic, const SymTerm *x, const SymTerm *y)
{
    if (strstr(mnemonic, ".and"))
        return sym_bin(c, SYM_BAND, x, y);
    if (strstr(mnemonic, ".or"))
        return sym_bin(c, SYM_BOR, x, y);
    if (strstr(mnemonic, ".xor"))
        return sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, x, y));
    return NULL;
}

/* setp.cmp[.bop].type p[|q], a, b[, c]: p = cmp, q = !cmp; with a boolean
 * operation p = bop(cmp, c) and q = bop(!cmp, c) (PTX ISA setp). What is
 * not computed gets fresh values, p and q each their own. */
static void exec_setp(Builder *b, int t, const KirInst *in)
{
    const KirOperand *d = &in->opnds[0];
    SymCtx *c = b->sym;
    const SymTerm *r = NULL, *p = NULL, *q = NULL;
    if ((in->nopnd == 3 || in->nopnd == 4) && kir_type_is_int((KirType)in->type)) {
        unsigned w = kir_type_bits((KirType)in->type);
        int s = kir_type_is_signed((KirType)in->type);
        r = cmp(b, in, av_operand(b, t, &in->opnds[1], w, s), av_operand(b, t, &in->opnds[2], w, s));
    } else if (in->nopnd == 3 || in->nopnd == 4) {
        r = float_cmp(b, t, in);
    }
    if (r && in->nopnd == 4) {
        const SymTerm *cc = av_operand(b, t, &in->opnds[3], 0, 0);
        p = bool_op(c, in->mnemonic, r, cc);
        q = bool_op(c, in->mnemonic, sym_un(c, SYM_BNOT, r), cc);
    } else if (r) {
        p = r, q = sym_un(c, SYM_BNOT, r);
    } else if (in->nopnd == 3) {  // uncomputed comparison: q is still its negation
        p = av_fresh(b, t, 0, SYM_VAR_FREE, "p");
        q = sym_un(c, SYM_BNOT, p);
    }
    p = p ? p : av_fresh(b, t, 0, SYM_VAR_FREE, "p");
    q = q ? q : av_fresh(b, t, 0, SYM_VAR_FREE, "q");
    if (d->kind == KIR_OPND_REG) {
        reg_set(b, t, d->reg, p);
    } else if (d->kind == KIR_OPND_VEC && d->n == 2) {
        if (d->elems[0].kind == KIR_OPND_REG)
            reg_set(b, t, d->elems[0].reg, p);
        if (d->elems[1].kind == KIR_OPND_REG)
            reg_set(b, t, d->elems[1].reg, q);
    }
}

/* Destinations the model cannot compute get fresh values. */
static void havoc_dsts(Builder *b, int t, const KirOperand *d, SymVarKind kind)
{
    if (d->kind == KIR_OPND_REG) {
        unsigned w = av_reg_width(b, d->reg);
        reg_set(b, t, d->reg, av_fresh(b, t, w, kind, kind == SYM_VAR_LOAD ? "ld" : "h"));
        if ((kind == SYM_VAR_LOAD || b->f->insts[b->cur_inst].op == KIR_OP_ATOM) && w && reg_get(b, t, d->reg))
            b->load_var[t][b->cur_inst] = reg_get(b, t, d->reg)->var;  // the witness's value for this load
                                                                    // (or the value an atomic returned)
    } else if (d->kind == KIR_OPND_VEC) {
        uint32_t first = UINT32_MAX, *lv = &b->load_var[t][b->cur_inst];
        int next = 1;  // the elements' variables follow the first's
        for (uint32_t i = 0; i < d->n; i++) {
            *lv = UINT32_MAX;
            havoc_dsts(b, t, &d->elems[i], kind);
            first = i ? first : *lv;
            next &= *lv != UINT32_MAX && *lv == first + i;
        }
        *lv = next ? first : UINT32_MAX;
    }
}

/* A field of aggregate parameter p at byte offset off, lb bits wide: one
 * variable per (p, off), named "NAME+OFF" (AccessModel.fields). */
static const SymTerm *param_field(Builder *b, uint32_t p, uint32_t off, unsigned lb)
{
    for (uint32_t i = 0; i < b->fields.len; i++)
        if (b->fields.data[i].param == p && b->fields.data[i].off == off)
            return b->sym->vars[b->fields.data[i].var].width == lb ? sym_var(b->sym, b->fields.data[i].var) : NULL;
    char name[32];
    snprintf(name, sizeof name, "+%u", off);
    AccessParamField fl = { p, off, UINT32_MAX };
    const SymTerm *x = uniform_var(b, &fl.var, b->m->vars[p].name, name, lb);
    if (x && vec_push(&b->fields, fl) < 0)
        b->oom = 1, x = NULL;
    return x;
}

/* A register address of the .param space, &p + off for a kernel parameter
 * p (as LLVM's lowering of a struct passed byval makes it): p, and *off. */
static uint32_t param_at(Builder *b, int t, const KirOperand *a, int64_t *off)
{
    const SymTerm *x = av_address(b, t, a);
    *off = 0;
    if (x && x->op == SYM_ADD && x->args[1]->op == SYM_CONST)
        *off = (int64_t)x->args[1]->value, x = x->args[0];
    for (uint32_t p = 0; x && x->op == SYM_VAR && p < b->m->nvars; p++)
        if (b->var_addr[p] == x->var && b->m->vars[p].is_param)
            return p;
    return UINT32_MAX;
}

/* A uniform load: ld.param of a kernel parameter is the same for both threads. */
static const SymTerm *param_load(Builder *b, int t, const KirInst *in, unsigned w)
{
    const KirOperand *a = &in->opnds[1];
    if (in->space != KIR_SPACE_PARAM || a->kind != KIR_OPND_ADDR || in->vec > 1 || w == 0 ||
        (a->base_kind != KIR_BASE_VAR && a->base_kind != KIR_BASE_REG))
        return NULL;
    int64_t off = a->addr.off;
    uint32_t p = a->base_kind == KIR_BASE_VAR ? a->addr.base : param_at(b, t, a, &off);
    if (p == UINT32_MAX || !b->m->vars[p].is_param)
        return NULL;
    const KirVar *v = &b->m->vars[p];
    if (v->func < 0 || &b->m->funcs[v->func] != b->f || b->f->kind != KIR_FUNC_ENTRY)
        return NULL;  // a device function's parameters come from its caller
    if (off != 0) {  // a field of a struct passed by value: uniform too
        unsigned lb = kir_type_bits((KirType)in->type);
        if (off < 0 || !lb || lb > 64 || (uint64_t)off + lb / 8 > v->size)
            return NULL;
        const SymTerm *x = param_field(b, p, (uint32_t)off, lb);
        return x ? fit(b, x, w, kir_type_is_signed((KirType)in->type)) : NULL;
    }
    /* at the parameter's own width (a .u32 count is a 32-bit variable, not
     * the low half of a 64-bit one: its bounds are then the variable's) */
    unsigned pw = v->size && v->size < 8 ? 8 * (unsigned)v->size : 64;
    const SymTerm *x = uniform_var(b, &b->param_val[p], "", v->name, pw);
    unsigned lb = kir_type_bits((KirType)in->type);  // ld.param.u8 reads the low byte (little-endian)
    if (lb && lb < pw)
        x = fit(b, x, lb, 0);
    return fit(b, x, w, kir_type_is_signed((KirType)in->type));
}

void av_exec(Builder *b, int t, const KirInst *in)
{
    if (in->ndst == 0)
        return;
    const KirOperand *d = &in->opnds[0];
    if (in->op == KIR_OP_SETP) {
        exec_setp(b, t, in);
        return;
    }
    if (d->kind != KIR_OPND_REG) {
        havoc_dsts(b, t, d, in->op == KIR_OP_LD ? SYM_VAR_LOAD : SYM_VAR_FREE);
        return;
    }
    unsigned w = av_reg_width(b, d->reg);
    const SymTerm *v = NULL;
    if (in->op == KIR_OP_LD || in->op == KIR_OP_LDU)
        v = param_load(b, t, in, w);
    else if (in->op == KIR_OP_ACTIVEMASK && w == 32)  // some mask, with the thread's own lane in it
        v = sym_bin(b->sym, SYM_OR, av_fresh(b, t, 32, SYM_VAR_FREE, "active"),
                    sym_bin(b->sym, SYM_SHL, sym_const(b->sym, 32, 1), av_lane(b, t)));
    else
        v = compute(b, t, in, w);
    if (v)
        reg_set(b, t, d->reg, fit(b, v, w, 0));
    else
        havoc_dsts(b, t, d, in->op == KIR_OP_LD || in->op == KIR_OP_LDU ? SYM_VAR_LOAD : SYM_VAR_FREE);
}
