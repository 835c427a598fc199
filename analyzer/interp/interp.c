/*
 * interp.c - concrete execution of one thread over the kernel IR (interp.h).
 * Consumes: a verified function and the values of a witness. Produces: the
 * thread's memory accesses with their barrier intervals. Integer
 * arithmetic is exact at each instruction's width; anything else taints its
 * result, and a tainted branch condition, address or loop bound stops the
 * replay instead of guessing.
 */
#include "warpsafe/interp.h"

#include <string.h>

#include "warpsafe/vec.h"

#include "interp_float.h"

typedef struct {
    uint64_t addr;       // space-tagged (space_key)
    uint64_t value;
    unsigned bytes;
    int known;           // the value written is known
    uint32_t seg;        // synchronizing instructions the thread had executed before it (nordered)
} Store;

/* The newest store to each byte address (open addressing). */
typedef struct {
    uint64_t *addr;          // byte address + 1 (0: empty slot)
    uint32_t *store;         // index into Machine.stores
    uint32_t cap, len;
} ByteMap;

typedef struct {
    const KirModule *m;
    const KirFunc *f;
    const InterpEnv *env;
    uint64_t *reg;
    uint8_t *taint;          // per register: 1 not computed; 2 (alone) the result of an unrounded
                             // float mul, which the code generator may fuse with an add using it
    uint8_t *width;          // per register: its bits (reg_width), read from the declarations once
    uint8_t *clamps;         // per instruction: 0 not read yet, 1 no, 2 .sat or .relu (not computed)
    VEC(Store) stores;       // this thread's writes, newest last
    ByteMap bytes;           // where they are
    uint32_t epoch, wepoch;
    uint32_t nsync;          // CTA barrier operations executed (all kinds)
    uint32_t nordered;       // synchronizing instructions executed (CTA barriers, bar.warp.sync)
    uint32_t groups, done;   // cp.async groups committed, and known complete (InterpEvent)
    InterpTrace *tr;
    const char *stop;
    uint32_t at_block, at_inst; // where the run goes on (interp_step)
    int paused;                 // it stopped at sync operation number env->syncs (recorded)
    uint64_t steps;
} Machine;

struct InterpThread {
    Machine mc;
};

static uint32_t byte_slot(const ByteMap *m, uint64_t w)
{
    uint64_t h = (w + 1) * UINT64_C(0x9E3779B97F4A7C15);
    uint32_t i = (uint32_t)(h >> 32) & (m->cap - 1);
    while (m->addr[i] && m->addr[i] != w + 1)
        i = (i + 1) & (m->cap - 1);
    return i;
}

/* Records store `idx` as the newest to byte w. Returns -1 on OOM. */
static int byte_put(ByteMap *m, uint64_t w, uint32_t idx)
{
    if ((m->len + 1) * 2 > m->cap) {
        ByteMap n = { 0 };
        n.cap = m->cap ? m->cap * 2 : 256;
        n.addr = mem_alloc((size_t)n.cap * sizeof *n.addr);
        n.store = mem_alloc((size_t)n.cap * sizeof *n.store);
        if (!n.addr || !n.store) {
            mem_free(n.addr), mem_free(n.store);
            return -1;
        }
        memset(n.addr, 0, (size_t)n.cap * sizeof *n.addr);
        for (uint32_t i = 0; i < m->cap; i++)
            if (m->addr[i]) {
                uint32_t j = byte_slot(&n, m->addr[i] - 1);
                n.addr[j] = m->addr[i], n.store[j] = m->store[i], n.len++;
            }
        mem_free(m->addr), mem_free(m->store);
        *m = n;
    }
    uint32_t i = byte_slot(m, w);
    m->len += !m->addr[i];
    m->addr[i] = w + 1, m->store[i] = idx;
    return 0;
}

/* The newest store to byte w, or UINT32_MAX. */
static uint32_t byte_get(const ByteMap *m, uint64_t w)
{
    if (!m->cap)
        return UINT32_MAX;
    uint32_t i = byte_slot(m, w);
    return m->addr[i] ? m->store[i] : UINT32_MAX;
}

static uint64_t mask(unsigned w) { return w >= 64 ? UINT64_MAX : w == 0 ? 1 : (UINT64_C(1) << w) - 1; }

static int64_t sx(uint64_t v, unsigned w)
{
    if (w == 0 || w >= 64)
        return (int64_t)v;
    uint64_t s = UINT64_C(1) << (w - 1);
    return (int64_t)(((v & mask(w)) ^ s) - s);
}

/* Register r's bits by its declaration (a predicate: 1). */
static unsigned decl_width(const KirFunc *f, uint32_t r)
{
    const KirRegDecl *d = kir_reg_decl(f, r);
    if (!d || d->type == KIR_TYPE_PRED)
        return 1;
    unsigned w = kir_type_bits((KirType)d->type);
    return w == 0 || w > 64 ? 64 : w;
}

static unsigned reg_width(const Machine *mc, uint32_t r)
{
    return mc->width && r <= mc->f->nregs ? mc->width[r] : decl_width(mc->f, r);
}

/* The thread's lane in its warp (%laneid). */
static uint64_t lane_id(const InterpEnv *e)
{
    return (e->tid[0] + e->ntid[0] * (e->tid[1] + e->ntid[1] * e->tid[2])) & 31;
}

/* The value of an operand; *t gets its taint. */
static uint64_t value(const Machine *mc, const KirOperand *o, int *t)
{
    uint64_t v = 0;
    *t = 0;
    switch (o->kind) {
    case KIR_OPND_REG: v = mc->reg[o->reg], *t = mc->taint[o->reg] & 1; break;
    case KIR_OPND_IMM: v = (uint64_t)o->imm; break;
    case KIR_OPND_FIMM: v = o->fbits; break;
    case KIR_OPND_VAR:
        if (!mc->env->var_addr(mc->env->ctx, o->var, &v))
            *t = 1;
        break;
    case KIR_OPND_SREG: {
        unsigned k = o->comp ? o->comp - 1u : 0u;
        const InterpEnv *e = mc->env;
        if (k > 2)
            *t = 1;
        else if (o->sreg == KIR_SREG_TID) v = e->tid[k];
        else if (o->sreg == KIR_SREG_NTID) v = e->ntid[k];
        else if (o->sreg == KIR_SREG_CTAID) v = e->ctaid[k];
        else if (o->sreg == KIR_SREG_NCTAID) v = e->nctaid[k];
        else if (o->sreg == KIR_SREG_LANEID)
            v = lane_id(e);
        else
            *t = 1;
        break;
    }
    default: *t = 1; break;
    }
    if (o->neg)
        v = !v;
    return v;
}

static uint64_t address(Machine *mc, const KirOperand *o, int *t)
{
    uint64_t base = 0;
    *t = 0;
    if (o->kind != KIR_OPND_ADDR) {
        *t = 1;
        return 0;
    }
    if (o->base_kind == KIR_BASE_REG)
        base = mc->reg[o->addr.base], *t = mc->taint[o->addr.base] & 1;
    else if (o->base_kind == KIR_BASE_VAR && !mc->env->var_addr(mc->env->ctx, o->addr.base, &base))
        *t = 1;
    return base + (uint64_t)o->addr.off;
}

static void taint_dsts(Machine *mc, const KirOperand *d);

static void set(Machine *mc, const KirOperand *d, uint64_t v, int t)
{
    if (d->kind == KIR_OPND_VEC) {
        taint_dsts(mc, d);  // which bits go where is the caller's business (mov unpacks)
        return;
    }
    if (d->kind != KIR_OPND_REG)
        return;
    mc->reg[d->reg] = v & mask(reg_width(mc, d->reg));
    mc->taint[d->reg] = (uint8_t)(t != 0);
}

static void taint_dsts(Machine *mc, const KirOperand *d)
{
    if (d->kind == KIR_OPND_REG)
        mc->reg[d->reg] = 0, mc->taint[d->reg] = 1;
    else if (d->kind == KIR_OPND_VEC)
        for (uint32_t i = 0; i < d->n; i++)
            taint_dsts(mc, &d->elems[i]);
}

static int cmp(const KirInst *in, uint64_t a, uint64_t b, unsigned w)
{
    int s = kir_type_is_signed((KirType)in->type);
    int64_t x = sx(a, w), y = sx(b, w);
    a &= mask(w), b &= mask(w);
    switch ((KirSubop)in->subop) {
    case KIR_SUB_EQ: return a == b;
    case KIR_SUB_NE: return a != b;
    case KIR_SUB_LT: return s ? x < y : a < b;
    case KIR_SUB_LE: return s ? x <= y : a <= b;
    case KIR_SUB_GT: return s ? x > y : a > b;
    case KIR_SUB_GE: return s ? x >= y : a >= b;
    case KIR_SUB_LO: return a < b;
    case KIR_SUB_LS: return a <= b;
    case KIR_SUB_HI: return a > b;
    case KIR_SUB_HS: return a >= b;
    default: return -1;
    }
}

/* setp on .f32/.f64 bits (no .ftz), as the access model encodes it: 1, 0,
 * or -1 when not computed. */
static int fcmp(const KirInst *in, uint64_t a, uint64_t b)
{
    unsigned w = kir_type_bits((KirType)in->type);
    if ((in->type != KIR_TYPE_F32 && in->type != KIR_TYPE_F64) || strstr(in->mnemonic, ".ftz"))
        return -1;
    uint64_t sign = UINT64_C(1) << (w - 1), inf = w == 32 ? UINT64_C(0x7f800000) : UINT64_C(0x7ff0000000000000);
    uint64_t v[2] = { a & mask(w), b & mask(w) };
    int nan = 0;
    int64_t key[2];
    for (int i = 0; i < 2; i++) {
        uint64_t mag = v[i] & (sign - 1);
        nan |= mag > inf;
        key[i] = (v[i] & sign) ? -(int64_t)mag : (int64_t)mag;
    }
    int unordered = 0, rel;
    switch ((KirSubop)in->subop) {
    case KIR_SUB_EQU: unordered = 1; /* fallthrough */
    case KIR_SUB_EQ: rel = key[0] == key[1]; break;
    case KIR_SUB_NEU: unordered = 1; /* fallthrough */
    case KIR_SUB_NE: rel = key[0] != key[1]; break;
    case KIR_SUB_LTU: unordered = 1; /* fallthrough */
    case KIR_SUB_LT: rel = key[0] < key[1]; break;
    case KIR_SUB_LEU: unordered = 1; /* fallthrough */
    case KIR_SUB_LE: rel = key[0] <= key[1]; break;
    case KIR_SUB_GTU: unordered = 1; /* fallthrough */
    case KIR_SUB_GT: rel = key[0] > key[1]; break;
    case KIR_SUB_GEU: unordered = 1; /* fallthrough */
    case KIR_SUB_GE: rel = key[0] >= key[1]; break;
    case KIR_SUB_NUM: return !nan;
    case KIR_SUB_NAN: return nan;
    default: return -1;
    }
    return unordered ? nan || rel : !nan && rel;
}

/* Integer arithmetic at width w; *ok = 0 when not computed. */
static uint64_t arith(const KirInst *in, uint64_t a, uint64_t b, uint64_t c, unsigned w, int *ok)
{
    int s = kir_type_is_signed((KirType)in->type);
    uint64_t m = mask(w);
    *ok = 1;
    switch ((KirOp)in->op) {
    case KIR_OP_ADD: return a + b;
    case KIR_OP_SUB: return a - b;
    case KIR_OP_MUL: return a * b;
    case KIR_OP_MAD: return a * b + c;
    case KIR_OP_AND: return a & b;
    case KIR_OP_OR: return a | b;
    case KIR_OP_XOR: return a ^ b;
    case KIR_OP_NOT: return w == 1 ? !a : ~a;
    case KIR_OP_NEG: return 0 - a;
    case KIR_OP_SHL: return (b & 0xffffffffu) >= w ? 0 : a << (b & 0xffffffffu);
    case KIR_OP_SHR:
        if ((b & 0xffffffffu) >= w)
            return s && sx(a, w) < 0 ? m : 0;
        return s ? (uint64_t)(sx(a, w) >> (b & 0xffffffffu)) : (a & m) >> (b & 0xffffffffu);
    case KIR_OP_MIN: return (s ? sx(a, w) < sx(b, w) : (a & m) < (b & m)) ? a : b;
    case KIR_OP_MAX: return (s ? sx(a, w) > sx(b, w) : (a & m) > (b & m)) ? a : b;
    case KIR_OP_DIV:
        if ((b & m) == 0 || (s && sx(b, w) == -1))
            break;
        return s ? (uint64_t)(sx(a, w) / sx(b, w)) : (a & m) / (b & m);
    case KIR_OP_REM:
        if ((b & m) == 0 || (s && sx(b, w) == -1))
            break;
        return s ? (uint64_t)(sx(a, w) % sx(b, w)) : (a & m) % (b & m);
    case KIR_OP_POPC: case KIR_OP_CLZ: case KIR_OP_BREV: {  // of the source's width (.b32, .b64)
        unsigned sw = kir_type_bits((KirType)in->type);
        uint64_t x = a & mask(sw), r = 0;
        if (sw != 32 && sw != 64)
            break;
        for (unsigned i = 0; i < sw; i++) {
            uint64_t bit = (x >> i) & 1;
            r = in->op == KIR_OP_POPC ? r + bit : in->op == KIR_OP_BREV ? r | bit << (sw - 1 - i)
                                                                      : bit ? sw - 1 - i : r;
        }
        return in->op == KIR_OP_CLZ && x == 0 ? sw : r;
    }
    default: break;
    }
    *ok = 0;
    return 0;
}

/* Where .shared and .local memory lie in the generic address space (cvta
 * adds the window, cvta.to subtracts it): far above the addresses the
 * witnesses give buffers, so a generic access is decoded to its space. */
static uint64_t window(uint8_t space)
{
    return space == KIR_SPACE_SHARED ? UINT64_C(0x7f0000000000)
         : space == KIR_SPACE_LOCAL  ? UINT64_C(0x7e0000000000) : 0;
}

/* The space-tagged key of an access (this thread's stores are found by it),
 * with *addr made the offset in that space for a generic access. */
static uint64_t space_key(uint8_t space, uint64_t *addr)
{
    static const uint8_t windowed[] = { KIR_SPACE_SHARED, KIR_SPACE_LOCAL };
    for (unsigned i = 0; space == KIR_SPACE_NONE && i < sizeof windowed; i++)
        if (*addr - window(windowed[i]) < (UINT64_C(1) << 32))
            *addr -= window(windowed[i]), space = windowed[i];
    uint64_t tag = space == KIR_SPACE_SHARED ? 1 : space == KIR_SPACE_LOCAL ? 2 : 0;
    return (*addr & ~(UINT64_C(3) << 62)) | tag << 62;
}

/* space_key, with .shared keys tagged by the replay's block (env.cta_tag):
 * each block has its own .shared window. */
static uint64_t block_key(const Machine *mc, uint8_t space, uint64_t *addr)
{
    uint64_t key = space_key(space, addr);
    return interp_key_space(key) == INTERP_KEY_SHARED ? key | (uint64_t)mc->env->cta_tag << 40 : key;
}

/* bfe d, a, pos, len (x = a) and bfi d, a, b, pos, len (x = a inserted
 * into b), PTX ISA semantics: pos and len are their low 8 bits. */
static uint64_t bitfield(const KirInst *in, uint64_t a, uint64_t b, uint64_t c, uint64_t e, unsigned w)
{
    if (in->op == KIR_OP_BFE) {
        unsigned pos = (unsigned)(b & 0xff), len = (unsigned)(c & 0xff);
        int s = kir_type_is_signed((KirType)in->type);
        unsigned top = pos + len - 1 < w - 1 ? pos + len - 1 : w - 1;
        uint64_t sbit = s && len ? (a >> top) & 1 : 0, r = 0;
        for (unsigned i = 0; i < w; i++)
            r |= (i < len && pos + i < w ? (a >> (pos + i)) & 1 : sbit) << i;
        return r;
    }
    unsigned pos = (unsigned)(c & 0xff), len = (unsigned)(e & 0xff);
    uint64_t r = b;
    for (unsigned i = 0; i < len && pos + i < w; i++)
        r = (r & ~(UINT64_C(1) << (pos + i))) | (((a >> i) & 1) << (pos + i));
    return r;
}

/* prmt.b32 d, a, b, c in its default mode: byte i of d is byte
 * (c >> 4i) & 7 of {b, a} (a the low four), or that byte's sign bit
 * replicated where bit 3 of the nibble is set. */
static uint64_t permute(uint64_t a, uint64_t b, uint64_t c)
{
    uint64_t all = (a & 0xffffffffu) | (b & 0xffffffffu) << 32, d = 0;
    for (unsigned i = 0; i < 4; i++) {
        unsigned nib = (unsigned)(c >> (4 * i)) & 0xf;
        uint64_t byte = (all >> (8 * (nib & 7))) & 0xff;
        if (nib & 8)
            byte = (byte & 0x80) ? 0xff : 0;
        d |= byte << (8 * i);
    }
    return d;
}

/* Does instruction in saturate or clamp its result (.sat, .relu)? Read
 * from its mnemonic once per thread. */
static int clamps(Machine *mc, const KirInst *in)
{
    size_t i = (size_t)(in - mc->f->insts);
    if (in < mc->f->insts || i >= mc->f->ninsts || !mc->clamps)
        return strstr(in->mnemonic, ".sat") || strstr(in->mnemonic, ".relu");
    if (!mc->clamps[i])
        mc->clamps[i] = strstr(in->mnemonic, ".sat") || strstr(in->mnemonic, ".relu") ? 2 : 1;
    return mc->clamps[i] == 2;
}

/* Is a register operand of in the result of an unrounded float mul? */
static int fused(const Machine *mc, const KirInst *in)
{
    for (uint32_t k = in->ndst; k < in->nopnd; k++)
        if (in->opnds[k].kind == KIR_OPND_REG && mc->taint[in->opnds[k].reg] == 2)
            return 1;
    return 0;
}

/* A mov or neg of an unrounded float mul's result is one to the code
 * generator too (it may still fuse the mul with an add of the copy). */
static void keep_product(Machine *mc, const KirInst *in)
{
    const KirOperand *d = &in->opnds[0];
    if (d->kind == KIR_OPND_REG && !(mc->taint[d->reg] & 1) && fused(mc, in))
        mc->taint[d->reg] = 2;
}

/* mov, cvta, cvt, selp, setp and arithmetic: register effects. */
static void exec_alu(Machine *mc, const KirInst *in)
{
    const KirOperand *o = in->opnds, *d = &o[0];
    int ta = 0, tb = 0, tc = 0, ok = 1;
    uint64_t a = in->nopnd > 1 ? value(mc, &o[1], &ta) : 0;
    uint64_t b = in->nopnd > 2 ? value(mc, &o[2], &tb) : 0;
    uint64_t c = in->nopnd > 3 ? value(mc, &o[3], &tc) : 0;
    if (!kir_type_is_int((KirType)in->type) || (in->op == KIR_OP_CVT && !kir_type_is_int((KirType)in->type2))) {
        // float literals at the instruction's width
        unsigned fw = in->op == KIR_OP_MOV && o[0].kind == KIR_OPND_REG ? reg_width(mc, o[0].reg)
                    : in->op == KIR_OP_CVT ? kir_type_bits((KirType)in->type2)  // the source's
                                          : kir_type_bits((KirType)in->type);
        uint64_t *v[3] = { &a, &b, &c };
        for (uint32_t k = 1; k < in->nopnd && k <= 3; k++)
            if (o[k].kind == KIR_OPND_FIMM)
                *v[k - 1] = kir_fimm_bits(&o[k], fw);
    }
    int t = ta | tb | tc;
    unsigned dw = d->kind == KIR_OPND_REG ? reg_width(mc, d->reg) : 64;
    if (in->op == KIR_OP_CVTA && in->nopnd == 2 && window(in->space)) {
        set(mc, d, (in->mods & KIR_MOD_TO) ? a - window(in->space) : a + window(in->space), ta);
    } else if (in->op == KIR_OP_MOV && d->kind == KIR_OPND_VEC && in->nopnd == 2) {
        unsigned at = 0;  // mov.b32 {lo, hi}, r: the elements from the low bits up
        for (uint32_t k = 0; k < d->n; k++) {
            const KirOperand *e = &d->elems[k];
            unsigned ew = e->kind == KIR_OPND_REG ? reg_width(mc, e->reg) : 0;
            if (e->kind == KIR_OPND_REG)
                set(mc, e, at < 64 ? a >> at : 0, ta || at + ew > 64);
            at += ew;
        }
    } else if (in->op == KIR_OP_MOV || in->op == KIR_OP_CVTA) {
        set(mc, d, a, ta | (in->nopnd != 2));
        keep_product(mc, in);
    } else if (in->op == KIR_OP_SELP && in->nopnd == 4) {
        set(mc, d, c ? a : b, tc | (c ? ta : tb));
    } else if (in->op == KIR_OP_SETP && (in->nopnd == 3 || in->nopnd == 4)) {
        int r = kir_type_is_int((KirType)in->type) ? cmp(in, a, b, kir_type_bits((KirType)in->type)) : fcmp(in, a, b);
        uint64_t p = r == 1, q = r == 0;
        if (in->nopnd == 4) {  // p = bop(cmp, c), q = bop(!cmp, c) (PTX ISA setp)
            int and = strstr(in->mnemonic, ".and") != NULL, or = strstr(in->mnemonic, ".or") != NULL;
            int xor = strstr(in->mnemonic, ".xor") != NULL;
            uint64_t cc = c & 1;
            p = and ? (p & cc) : or ? (p | cc) : (p ^ cc);
            q = and ? (q & cc) : or ? (q | cc) : (q ^ cc);
            t |= tc | !(and || or || xor);
        }
        if (d->kind == KIR_OPND_VEC && d->n == 2) {
            set(mc, &d->elems[0], p, t | (r < 0));
            set(mc, &d->elems[1], q, t | (r < 0));
        } else {
            set(mc, d, p, t | (r < 0));
        }
    } else if (in->op == KIR_OP_CVT && kir_type_is_int((KirType)in->type) && kir_type_is_int((KirType)in->type2)) {
        /* to the destination type (chopped, or extended by the source's sign),
         * then to the register by the destination's sign (PTX ISA cvt) */
        unsigned sw = kir_type_bits((KirType)in->type2), tw = kir_type_bits((KirType)in->type);
        uint64_t x = kir_type_is_signed((KirType)in->type2) ? (uint64_t)sx(a, sw) : a & mask(sw);
        x &= mask(tw);
        x = kir_type_is_signed((KirType)in->type) ? (uint64_t)sx(x, tw) : x;
        set(mc, d, x, ta | (strstr(in->mnemonic, ".sat") != NULL));
    } else if (in->op == KIR_OP_PRMT && in->nopnd == 4 && strcmp(in->mnemonic, "prmt.b32") == 0) {
        set(mc, d, permute(a, b, c), t);
    } else if ((in->op == KIR_OP_BFE && in->nopnd == 4) || (in->op == KIR_OP_BFI && in->nopnd == 5)) {
        int te = 0;
        uint64_t e = in->nopnd > 4 ? value(mc, &o[4], &te) : 0;
        set(mc, d, bitfield(in, a, b, c, e, dw), t | te);
    } else if (interp_float_is(in)) {
        uint64_t r = 0;
        int product = 0;
        ok = interp_float(in, a, b, c, fused(mc, in), &r, &product);
        set(mc, d, r, t | !ok);
        if (product && d->kind == KIR_OPND_REG && !(mc->taint[d->reg] & 1))
            mc->taint[d->reg] = 2;
        else if (in->op == KIR_OP_NEG)
            keep_product(mc, in);
    } else if (kir_type_is_int((KirType)in->type) && !(in->mods & KIR_MOD_HI)) {
        unsigned sw = (in->mods & KIR_MOD_WIDE) ? dw / 2 : dw;
        int s = kir_type_is_signed((KirType)in->type);
        if (in->mods & KIR_MOD_WIDE) {
            a = s ? (uint64_t)sx(a, sw) : a & mask(sw);
            b = s ? (uint64_t)sx(b, sw) : b & mask(sw);
        }
        uint64_t r = arith(in, a, b, c, dw, &ok);
        ok &= !clamps(mc, in);  // not computed
        set(mc, d, r, t | !ok);
    } else {
        taint_dsts(mc, d);
    }
}

static void record(Machine *mc, uint32_t inst, uint64_t addr, uint64_t key, unsigned bytes, int write)
{
    InterpTrace *tr = mc->tr;
    InterpEvent e = { inst, mc->epoch, mc->wepoch, addr, (uint16_t)bytes, (uint8_t)write, 0, 0, 0, key,
                      mc->groups, mc->done, 0 };
    if (tr->n + 1 > tr->cap) {
        int oom = 0;
        if (vec_grow_((void **)&tr->ev, &tr->cap, &oom, sizeof *tr->ev, tr->n + 1) < 0) {
            mc->stop = "out of memory";
            return;
        }
    }
    tr->ev[tr->n++] = e;
}

/* A store of this thread: later loads of its bytes see it. */
static void remember_store(Machine *mc, Store s)
{
    uint32_t idx = mc->stores.len;
    if (vec_push(&mc->stores, s) < 0)
        mc->stop = "out of memory";
    for (unsigned k = 0; !mc->stop && k < s.bytes; k++)
        if (byte_put(&mc->bytes, s.addr + k, idx) < 0)
            mc->stop = "out of memory";
}

int interp_strong(const KirInst *i)
{
    if (i->op == KIR_OP_ATOM || i->op == KIR_OP_RED)
        return 1;
    return (i->op == KIR_OP_LD || i->op == KIR_OP_ST) && i->sem != KIR_SEM_NONE && i->sem != KIR_SEM_WEAK;
}

static int is_float(KirType t)
{
    return t >= KIR_TYPE_F16 && t <= KIR_TYPE_F64;
}

/* An atomic (mem_syncs): its bytes' value from the load callback, the new
 * value computed; the destination gets the old one. 1 when done here. */
static int exec_atomic(Machine *mc, uint32_t ii, const KirInst *in, uint64_t key, unsigned bytes)
{
    uint32_t first = in->op == KIR_OP_ATOM ? 2 : 1;  // atom d, [a], b{, c}; red [a], b
    uint64_t old = 0, nv = 0;
    int tb = 1, tc = 0, have = bytes <= 8 && !is_float((KirType)in->type) && in->nopnd > first &&
                               mc->env->load(mc->env->ctx, ii, key, bytes, mc->nsync, &old);
    int known = have;
    unsigned w = 8 * bytes;
    old &= mask(w);
    uint64_t b = in->nopnd > first ? value(mc, &in->opnds[first], &tb) & mask(w) : 0;
    uint64_t c = in->nopnd > first + 1 ? value(mc, &in->opnds[first + 1], &tc) & mask(w) : 0;
    int sg = kir_type_is_signed((KirType)in->type);
    switch ((KirSubop)in->subop) {
    case KIR_SUB_ADD: nv = old + b; break;
    case KIR_SUB_INC: nv = old >= b ? 0 : old + 1; break;
    case KIR_SUB_DEC: nv = old == 0 || old > b ? b : old - 1; break;
    case KIR_SUB_MIN: nv = (sg ? sx(old, w) < sx(b, w) : old < b) ? old : b; break;
    case KIR_SUB_MAX: nv = (sg ? sx(old, w) > sx(b, w) : old > b) ? old : b; break;
    case KIR_SUB_AND: nv = old & b; break;
    case KIR_SUB_OR: nv = old | b; break;
    case KIR_SUB_XOR: nv = old ^ b; break;
    case KIR_SUB_EXCH: nv = b; break;
    case KIR_SUB_CAS: nv = old == b ? c : old; break;
    default: known = 0; break;
    }
    known = known && !tb && !tc;
    nv &= mask(w);
    InterpEvent *ev = mc->tr->n && mc->tr->ev[mc->tr->n - 1].inst == ii ? &mc->tr->ev[mc->tr->n - 1] : NULL;
    if (ev)
        ev->known = (uint8_t)known, ev->value = nv;
    remember_store(mc, (Store){ key, nv, bytes, known, mc->nordered });
    if (in->op == KIR_OP_ATOM && in->ndst) {
        if (have && in->opnds[0].kind == KIR_OPND_REG)
            set(mc, &in->opnds[0], sg ? (uint64_t)sx(old, w) : old, 0);
        else
            taint_dsts(mc, &in->opnds[0]);
    }
    return 1;
}

/* ldmatrix / stmatrix .m8n8 (kir_matrix_rows): a 16-byte row at the
 * address of each lane that gives one, loaded into other lanes' registers
 * or stored from them: the destinations are not computed, a stored row's
 * value is unknown. */
static void exec_matrix(Machine *mc, uint32_t ii, const KirInst *in)
{
    unsigned lanes, row = kir_matrix_rows(in, &lanes);
    uint64_t lane = lane_id(mc->env);
    int ai = kir_addr_index(in), write = in->op == KIR_OP_STMATRIX;
    if (!write && in->ndst)
        taint_dsts(mc, &in->opnds[0]);
    if (lane >= lanes)
        return;  // gives no row address
    int t = 1;
    uint64_t addr = ai >= 0 && in->opnds[ai].kind == KIR_OPND_ADDR ? address(mc, &in->opnds[ai], &t) : 0;
    if (t || (addr & 15)) {
        mc->stop = t ? "an address that depends on values the replay does not compute"
                     : "a misaligned address (undefined behaviour)";
        return;
    }
    uint64_t key = block_key(mc, in->space ? in->space : KIR_SPACE_SHARED, &addr);
    record(mc, ii, addr, key, row, write);
    if (write)
        remember_store(mc, (Store){ key, 0, row, 0, mc->nordered });
}

/* The bytes a load read (v, its low bytes) into its destination: one
 * register, or a vector's elements from the low bytes up; ld.s8 and the
 * like sign-extend each element. */
static void loaded(Machine *mc, const KirInst *in, const KirOperand *d, uint64_t v)
{
    unsigned ew = kir_type_bits((KirType)in->type);
    int sgn = kir_type_is_signed((KirType)in->type) && ew < 64;
    if (d->kind == KIR_OPND_REG) {
        set(mc, d, sgn ? (uint64_t)sx(v, ew) : v, 0);
        return;
    }
    for (uint32_t k = 0; k < d->n; k++) {
        uint64_t e = ew * k < 64 ? (v >> (ew * k)) & mask(ew) : 0;
        set(mc, &d->elems[k], sgn ? (uint64_t)sx(e, ew) : e, 0);
    }
}

/* A vector store's elements packed from the low bytes up, where they fit
 * 8 bytes; *t = 1 when not computed. */
static uint64_t packed(const Machine *mc, const KirInst *in, const KirOperand *o, unsigned bytes, int *t)
{
    unsigned ew = kir_type_bits((KirType)in->type);
    uint64_t v = 0;
    *t = o->kind != KIR_OPND_VEC || bytes > 8 || !ew;
    for (uint32_t k = 0; !*t && k < o->n; k++) {
        int te = 0;
        const KirOperand *e = &o->elems[k];
        uint64_t x = e->kind == KIR_OPND_FIMM ? kir_fimm_bits(e, ew) : value(mc, e, &te);
        *t |= te;
        v |= (x & mask(ew)) << (ew * k);
    }
    return v;
}

/* Loads and stores: the access is recorded; a load's value is this thread's
 * own last store to that address and size, else the witness's. */
static void exec_mem(Machine *mc, uint32_t ii, const KirInst *in)
{
    int ai = kir_addr_index(in);
    const KirOperand *ao = ai >= 0 && in->opnds[ai].kind == KIR_OPND_ADDR ? &in->opnds[ai] : NULL;
    unsigned bytes = (kir_type_bits((KirType)in->type) + 7) / 8 * (in->vec ? in->vec : 1);
    int t;
    uint64_t addr = ao ? address(mc, ao, &t) : 0;
    if (!ao || t) {
        mc->stop = "an address that depends on values the replay does not compute";
        return;
    }
    int write = in->op != KIR_OP_LD && in->op != KIR_OP_LDU;
    if (bytes && !(bytes & (bytes - 1)) && (addr & (bytes - 1))) {
        mc->stop = "a misaligned address (undefined behaviour)";
        return;
    }
    uint64_t key = block_key(mc, in->space, &addr);
    int recorded = in->space != KIR_SPACE_PARAM || mc->f->kind != KIR_FUNC_ENTRY;
    if (recorded)
        record(mc, ii, addr, key, bytes, write);
    if (mc->env->mem_syncs && (in->op == KIR_OP_ATOM || in->op == KIR_OP_RED) && !mc->stop && exec_atomic(mc, ii, in, key, bytes))
        return;
    if (write) {  /* stores, atomics, reductions: later loads of these bytes see this thread's value */
        int tv = 1;
        uint64_t v = in->op != KIR_OP_ST || in->nopnd != 2 ? 0
                   : in->vec <= 1 ? value(mc, &in->opnds[1], &tv) : packed(mc, in, &in->opnds[1], bytes, &tv);
        if (recorded && !tv && !mc->stop)
            mc->tr->ev[mc->tr->n - 1].known = 1, mc->tr->ev[mc->tr->n - 1].value = v & mask(8 * bytes);
        remember_store(mc, (Store){ key, v & mask(8 * bytes), bytes, !tv, mc->nordered });  // st.u8 keeps 8 bits
        if (in->op != KIR_OP_ATOM)
            return;
    }
    if (in->ndst == 0)
        return;
    const KirOperand *d = &in->opnds[0];
    int vector = in->vec > 1 && d->kind == KIR_OPND_VEC && d->n == in->vec && bytes <= 8;
    if ((d->kind != KIR_OPND_REG && !vector) || in->op == KIR_OP_ATOM) {
        taint_dsts(mc, d);
        return;
    }
    uint64_t v = 0;
    uint32_t newest = UINT32_MAX;  // the newest store to any byte of the load: the one it sees
    for (unsigned k = 0; k < bytes; k++) {
        uint32_t j = byte_get(&mc->bytes, key + k);
        if (j != UINT32_MAX && (newest == UINT32_MAX || j > newest))
            newest = j;
    }
    for (uint32_t i = newest == UINT32_MAX ? 0 : newest + 1; i-- > 0;) {
        const Store *s = &mc->stores.data[i];
        if (key - s->addr >= s->bytes && s->addr - key >= bytes)
            continue;  // no overlap
        if (s->seg != mc->nordered && interp_key_space(s->addr) != INTERP_KEY_LOCAL)
            break;  // stored before a barrier: other threads may have written since (the memory,
                    // in a block replay, holds it or what came after; a pair replay cannot know)
        if (s->known && s->addr == key && s->bytes == bytes)
            loaded(mc, in, d, s->value);  // the thread's own last write
        else
            taint_dsts(mc, d);        // partly or unknowingly overwritten
        return;
    }
    uint32_t pv = UINT32_MAX;
    uint64_t poff = 0;
    if (in->space == KIR_SPACE_PARAM && ao->base_kind == KIR_BASE_VAR && ao->addr.off >= 0)
        pv = ao->addr.base, poff = (uint64_t)ao->addr.off;
    for (uint32_t i = 0; in->space == KIR_SPACE_PARAM && ao->base_kind == KIR_BASE_REG && i < mc->f->nparams; i++) {
        uint64_t base;  // a register address: &p + off (LLVM's lowering of a struct passed byval)
        uint32_t p = mc->f->params[i];
        if (mc->env->var_addr(mc->env->ctx, p, &base) && addr - base < mc->m->vars[p].size)
            pv = p, poff = addr - base;
    }
    if (pv != UINT32_MAX && mc->env->param(mc->env->ctx, pv, poff, &v)) {
        loaded(mc, in, d, v & mask(8 * bytes));  // ld.param.u8 reads the low byte
        return;
    }
    if (mc->env->load(mc->env->ctx, ii, key, bytes, mc->nsync, &v)) {
        v &= mask(8 * bytes);  // ld.u8 zero-extends (ld.s8 sign-extends) whatever the witness chose
        loaded(mc, in, d, v);
        if (mc->tr->n && mc->tr->ev[mc->tr->n - 1].inst == ii) {  // the event recorded above
            mc->tr->ev[mc->tr->n - 1].from_witness = 1;
            mc->tr->ev[mc->tr->n - 1].value = v;
        }
    } else {
        taint_dsts(mc, d);
    }
}

/* cp.async [dst], [src], cp-size{, src-size}: a write of cp-size bytes of
 * .shared (their value unknown to the thread: the copy lands later) and a
 * read of the .global source, both marked async. */
/* An asynchronous copy of `bytes` from key ks (address src) to key kd
 * (address dst) issued at instruction ii: its write and its read (async
 * set; `group`: the commit group it belongs to; src UINT64_MAX: only the
 * write, a tensor load's source is not followed), and the thread's later
 * loads of the destination see a store of unknown value. */
static void record_copy(Machine *mc, uint32_t ii, uint64_t dst, uint64_t kd, uint64_t src, uint64_t ks,
                        unsigned bytes, uint32_t group)
{
    for (int w = 1; w >= (src == UINT64_MAX ? 1 : 0) && !mc->stop; w--) {
        record(mc, ii, w ? dst : src, w ? kd : ks, bytes, w);
        if (!mc->stop)
            mc->tr->ev[mc->tr->n - 1].async = 1, mc->tr->ev[mc->tr->n - 1].group = group;
    }
    remember_store(mc, (Store){ kd, 0, bytes, 0, mc->nordered });
}

static void exec_cp_async(Machine *mc, uint32_t ii, const KirInst *in)
{
    int td = 1, ts = 1;
    if (in->nopnd < 3 || in->opnds[0].kind != KIR_OPND_ADDR || in->opnds[1].kind != KIR_OPND_ADDR ||
        in->opnds[2].kind != KIR_OPND_IMM) {
        mc->stop = "a cp.async whose operands the replay does not read";
        return;
    }
    uint64_t dst = address(mc, &in->opnds[0], &td), src = address(mc, &in->opnds[1], &ts);
    unsigned bytes = (unsigned)in->opnds[2].imm;
    if (td || ts || (bytes != 4 && bytes != 8 && bytes != 16) || (dst & (bytes - 1)) || (src & (bytes - 1))) {
        mc->stop = td || ts ? "an address that depends on values the replay does not compute"
                            : "a misaligned or malformed cp.async (undefined behaviour)";
        return;
    }
    uint64_t kd = block_key(mc, in->space ? in->space : KIR_SPACE_SHARED, &dst);
    uint64_t ks = block_key(mc, in->space2 ? in->space2 : KIR_SPACE_GLOBAL, &src);
    record_copy(mc, ii, dst, kd, src, ks, bytes, mc->groups);
}

/* The destination, source and size of a bulk copy (operands 0..2): 0 with
 * mc->stop set where the replay does not compute them or they are
 * undefined. */
static int bulk_operands(Machine *mc, const KirInst *in, uint64_t *dst, uint64_t *src, uint64_t *n)
{
    int td = 1, ts = 1, tn = 1;
    *dst = address(mc, &in->opnds[0], &td), *src = address(mc, &in->opnds[1], &ts);
    *n = value(mc, &in->opnds[2], &tn) & 0xffffffffu;
    if (td || ts || tn) {
        mc->stop = "an address or size that depends on values the replay does not compute";
        return 0;
    }
    if (*n == 0 || *n > UINT16_MAX || (*n & 15) || (*dst & 15) || (*src & 15)) {
        mc->stop = *n > UINT16_MAX ? "a bulk copy larger than the replay follows"
                                   : "a misaligned or empty bulk copy (undefined behaviour)";
        return 0;
    }
    return 1;
}

/* A tensor load's destination and box bytes (InterpEnv.box): 0 with
 * mc->stop set where the replay does not have them. */
static int tensor_operands(Machine *mc, uint32_t ii, const KirInst *in, uint64_t *dst, uint64_t *n)
{
    int td = 1;
    *dst = address(mc, &in->opnds[0], &td);
    if (td || !mc->env->box || !mc->env->box(mc->env->ctx, ii, n)) {
        mc->stop = td ? "an address that depends on values the replay does not compute"
                      : "a tensor load whose box size the replay does not have";
        return 0;
    }
    if (*n == 0 || *n > UINT16_MAX || (*n & 15) || (*dst & 127)) {
        mc->stop = *n > UINT16_MAX ? "a bulk copy larger than the replay follows"
                                   : "a misaligned or empty tensor load (undefined behaviour)";
        return 0;
    }
    return 1;
}

/* env.mbar_objects: the 8 bytes of the mbarrier object operand `a` of
 * instruction ii names, as an event (write: an init). Not recorded where
 * the replay does not compute the address. */
static void record_mbar_object(Machine *mc, uint32_t ii, const KirInst *in, int a, int write)
{
    int t = 1;
    uint64_t addr = a >= 0 && (uint32_t)a < in->nopnd ? address(mc, &in->opnds[a], &t) : 0;
    if (t)
        return;
    uint64_t key = block_key(mc, in->space && in->op == KIR_OP_MBARRIER ? in->space : KIR_SPACE_SHARED, &addr);
    record(mc, ii, addr, key, 8, write);
}

/* cp.async.bulk [dst], [src], size, [mbar] into the executing block's
 * shared memory (kir_bulk LOAD): like a cp.async, two async accesses, in
 * no commit group (group UINT32_MAX: no cp.async wait completes it; its
 * mbarrier does, at a wait the replay does not cross). A tensor load
 * (kir_bulk_tensor) writes its box and has no source the replay follows. */
static void exec_bulk_load(Machine *mc, uint32_t ii, const KirInst *in)
{
    uint64_t dst, src = UINT64_MAX, n;
    int tensor = kir_bulk_tensor(in) > 0;
    if (tensor ? !tensor_operands(mc, ii, in, &dst, &n) : !bulk_operands(mc, in, &dst, &src, &n))
        return;
    uint64_t kd = block_key(mc, KIR_SPACE_SHARED, &dst), ks = tensor ? 0 : block_key(mc, KIR_SPACE_GLOBAL, &src);
    uint64_t mb = 0;
    if (mc->env->mbar) {  // the block replay lands it on its mbarrier
        int tm = 1;
        uint64_t ma = address(mc, &in->opnds[kir_bulk_mbar_index(in)], &tm);
        if (tm) {
            mc->stop = "an mbarrier address the replay does not compute";
            return;
        }
        mb = block_key(mc, KIR_SPACE_SHARED, &ma);
    }
    record_copy(mc, ii, dst, kd, src, ks, (unsigned)n, UINT32_MAX);
    if (!mc->stop)
        mc->tr->ev[mc->tr->n - (tensor ? 1 : 2)].value = mb;  // the write (record_copy: write, then read)
    if (!mc->stop && mc->env->mbar_objects && !mc->env->mbar)
        record_mbar_object(mc, ii, in, kir_bulk_mbar_index(in), 0);
}

/* The operands of mbarrier operation `in`: 1 with *op, 0 with mc->stop
 * set when the replay does not compute them or does not replay it. */
static int mbar_decode(Machine *mc, const KirInst *in, InterpMbarOp *op)
{
    int a = kir_addr_index(in), t = 1;
    uint64_t addr = a >= 0 ? address(mc, &in->opnds[a], &t) : 0;
    if (t) {
        mc->stop = "an mbarrier address the replay does not compute";
        return 0;
    }
    memset(op, 0, sizeof *op);
    op->addr = addr;
    op->key = block_key(mc, in->space ? in->space : KIR_SPACE_SHARED, &addr);
    const char *m = in->mnemonic ? in->mnemonic : "";
    int expect = strstr(m, "expect_tx") != NULL, arrive = strncmp(m, "mbarrier.arrive", 15) == 0;
    int wait = in->subop == KIR_SUB_TEST_WAIT || in->subop == KIR_SUB_TRY_WAIT;
    uint32_t at = (uint32_t)a + 1;
    uint64_t x = 1, y = 1;
    int tx = 0, ty = 0;
    if (at < in->nopnd)
        x = value(mc, &in->opnds[at], &tx);
    if (at + 1 < in->nopnd && arrive && expect)
        y = value(mc, &in->opnds[at + 1], &ty);
    if (tx || ty) {
        mc->stop = "an mbarrier operand the replay does not compute";
        return 0;
    }
    if (in->subop == KIR_SUB_INIT) {
        op->kind = INTERP_MBAR_INIT, op->count = x & 0xffffffffu;
    } else if (arrive) {
        op->kind = strncmp(m, "mbarrier.arrive_drop", 20) == 0 ? INTERP_MBAR_DROP : INTERP_MBAR_ARRIVE;
        op->bytes = expect ? x & 0xffffffffu : 0;
        op->count = (expect ? y : x) & 0xffffffffu;
    } else if (expect || in->subop == KIR_SUB_COMPLETE_TX) {
        op->kind = expect ? INTERP_MBAR_EXPECT : INTERP_MBAR_COMPLETE, op->bytes = x & 0xffffffffu;
    } else if (wait && in->ndst == 1 && at < in->nopnd) {
        op->kind = in->mods & KIR_MOD_PARITY ? INTERP_MBAR_WAIT_PARITY : INTERP_MBAR_WAIT_TOKEN;
        op->phase = in->mods & KIR_MOD_PARITY ? x & 1 : x;
    } else {
        mc->stop = "this mbarrier operation is not replayed (pending_count, inval)";
        return 0;
    }
    return 1;
}

/* An mbarrier operation under env.mbar_fresh (InterpEnv): no phase of
 * any mbarrier has completed, so a .parity wait returns true exactly for
 * parity 1; what each object saw goes into trace.mbar, for the replay to
 * check that the two threads' runs keep phase 0 open (their arrivals
 * below the count, or bytes expected that have not landed). */
static void exec_mbarrier(Machine *mc, const KirInst *in)
{
    InterpMbarOp op;
    if (!mbar_decode(mc, in, &op))
        return;
    InterpTrace *tr = mc->tr;
    uint32_t o = 0;
    while (o < tr->nmbar && tr->mbar[o].key != op.key)
        o++;
    if (o == tr->nmbar) {
        if (o == INTERP_MAX_MBAR) {
            mc->stop = "more mbarriers than the replay follows";
            return;
        }
        tr->mbar[tr->nmbar++] = (InterpMbar){ op.key, UINT64_MAX, 0, 0, 0, 0 };
    }
    InterpMbar *mb = &tr->mbar[o];
    switch (op.kind) {
    case INTERP_MBAR_INIT:
        mb->count = op.count;
        break;
    case INTERP_MBAR_ARRIVE: case INTERP_MBAR_DROP:
        mb->expected += op.bytes;
        mb->arrivals += op.count;
        mb->bare |= mb->expected == 0;
        if (in->ndst)
            taint_dsts(mc, &in->opnds[0]);  // the state token
        break;
    case INTERP_MBAR_EXPECT:
        mb->expected += op.bytes;
        break;
    case INTERP_MBAR_WAIT_PARITY:
        if (!op.phase) {
            mc->stop = "an mbarrier wait for a phase to complete: the replay does not complete phases";
            return;
        }
        mb->waited = 1;
        set(mc, &in->opnds[0], 1, 0);  // phase 0 is current: the phase before it is complete
        break;
    default:
        mc->stop = "this mbarrier operation is not replayed (token waits, complete_tx, pending_count, inval)";
    }
}

/* cp.async.bulk.global.shared::cta.bulk_group [dst], [src], size (kir_bulk
 * STORE): two async accesses, the write of its .global destination and
 * the read of its .shared source, in the bulk group the thread's next
 * cp.async.bulk.commit_group closes (counted in `groups`, as cp.async's:
 * the async-copy rule does not take kernels that use both). */
static void exec_bulk_store(Machine *mc, uint32_t ii, const KirInst *in)
{
    uint64_t dst, src, n;
    if (!bulk_operands(mc, in, &dst, &src, &n))
        return;
    uint64_t kd = block_key(mc, KIR_SPACE_GLOBAL, &dst), ks = block_key(mc, KIR_SPACE_SHARED, &src);
    record_copy(mc, ii, dst, kd, src, ks, (unsigned)n, mc->groups);
}

/* An mbarrier operation in the whole-block replay (InterpEnv.mbar). */
static void exec_mbar_block(Machine *mc, uint32_t ii, const KirInst *in, const InterpMbarOp *op)
{
    uint64_t res = 0;
    if (!mc->env->mbar(mc->env->ctx, ii, op, &res)) {
        mc->stop = "an mbarrier operation the block replay does not simulate";
        return;
    }
    if (in->ndst)
        set(mc, &in->opnds[0], res, 0);
}

/* isspacep.space p, a: a generic address in the space's window (the
 * replay's layout: .shared and .local windows, everything else global). */
static void exec_isspacep(Machine *mc, const KirInst *in)
{
    int t = 1;
    uint64_t a = in->nopnd == 2 ? value(mc, &in->opnds[1], &t) : 0;
    if (t || in->opnds[0].kind != KIR_OPND_REG) {
        if (in->nopnd)
            taint_dsts(mc, &in->opnds[0]);
        return;
    }
    int sh = a - window(KIR_SPACE_SHARED) < (UINT64_C(1) << 32), lo = a - window(KIR_SPACE_LOCAL) < (UINT64_C(1) << 32);
    int r = in->space == KIR_SPACE_SHARED ? sh : in->space == KIR_SPACE_LOCAL ? lo
          : in->space == KIR_SPACE_GLOBAL ? !sh && !lo : -1;
    if (r < 0)
        taint_dsts(mc, &in->opnds[0]);
    else
        set(mc, &in->opnds[0], (uint64_t)r, 0);
}

/* cp.async.commit_group, wait_group N, wait_all (commit, then wait 0),
 * and the same for the bulk groups of cp.async.bulk stores
 * (kir_bulk_group), counted together. */
static void exec_cp_group(Machine *mc, const KirInst *in)
{
    int commits;
    int64_t n;
    if (!kir_cp_group(in, &commits, &n) && !kir_bulk_group(in, &commits, &n))
        return;
    mc->groups += (uint32_t)commits;
    if (n == -2)
        mc->stop = "a cp.async.wait_group without a constant count";
    else if (n >= 0 && (uint64_t)n < mc->groups && mc->groups - (uint32_t)n > mc->done)
        mc->done = mc->groups - (uint32_t)n;
}

static int guard_true(Machine *mc, const KirInst *in)
{
    if (in->guard < 0)
        return 1;
    if (mc->taint[in->guard] & 1) {
        mc->stop = "a guard that depends on values the replay does not compute";
        return 0;
    }
    return (mc->reg[in->guard] != 0) != in->guard_neg;
}

/* Executes block b; returns the next block, or UINT32_MAX when the thread ends. */
/* The run ends, paused, at instruction j of block b (a sync operation,
 * recorded, not executed). */
static uint32_t pause_at(Machine *mc, uint32_t b, uint32_t j)
{
    mc->paused = 1, mc->at_block = b, mc->at_inst = j;
    return UINT32_MAX;
}

/* A warp collective (kir_warp_collective) is recorded with its member
 * mask as the address, when the mask is known. */
static void record_collective(Machine *mc, uint32_t ii, const KirInst *in)
{
    int mi, tm = 0;
    if (!kir_warp_collective(in, &mi))
        return;
    uint64_t msk = mi >= 0 ? value(mc, &in->opnds[mi], &tm) : 0xffffffffu;
    if (!tm)
        record(mc, ii, msk & 0xffffffffu, 0, 0, 0);
}

/* A warp collective in the warp replay (InterpEnv.warp): pauses at it
 * when the run asked for (recording it with its mask), else runs it with
 * the destinations env->warp computes. 0 when the run pauses or stops. */
static int exec_warp(Machine *mc, uint32_t b, uint32_t j, uint32_t ii, const KirInst *in)
{
    int mi, tm = 0;
    uint64_t msk = kir_warp_collective(in, &mi) && mi >= 0 ? value(mc, &in->opnds[mi], &tm) : 0;
    if (mi < 0 || tm) {
        mc->stop = mi < 0 ? "a warp collective without a member mask is not replayed yet"
                          : "a member mask the replay does not compute";
        return 0;
    }
    if (mc->env->syncs && mc->nsync + 1 >= mc->env->syncs) {
        record(mc, ii, msk & 0xffffffffu, 0, 0, 0);
        pause_at(mc, b, j);
        return 0;
    }
    mc->nsync++, mc->nordered += in->op == KIR_OP_BAR_WARP;
    mc->wepoch += in->op == KIR_OP_BAR_WARP;
    record(mc, ii, msk & 0xffffffffu, 0, 0, 0);
    uint64_t out[2] = { 0, 0 };
    int got = mc->env->warp(mc->env->ctx, ii, out);
    if (got < 0) {
        mc->stop = "a warp collective the replay does not compute";
        return 0;
    }
    const KirOperand *d = in->ndst ? &in->opnds[0] : NULL;
    if (d && d->kind == KIR_OPND_VEC && d->n == 2) {  // d|p
        set(mc, &d->elems[0], out[0], !(got & 1));
        set(mc, &d->elems[1], out[1], !(got & 2));
    } else if (d) {
        set(mc, d, out[0], !(got & 1));
    }
    return !mc->stop;
}

static uint32_t run_block(Machine *mc, uint32_t b, uint32_t from, uint64_t *steps)
{
    const KirBlock *blk = &mc->f->blocks[b];
    for (uint32_t j = from; j < blk->ninst && !mc->stop; j++) {
        uint32_t ii = blk->first + j;
        const KirInst *in = &mc->f->insts[ii];
        if (++*steps > mc->env->max_steps) {
            mc->stop = "the replay's step limit";
            mc->tr->limited = 1;
            return UINT32_MAX;
        }
        int g = guard_true(mc, in);
        if (mc->stop || !g)
            continue;
        switch ((KirOp)in->op) {
        case KIR_OP_BRA:
            for (uint32_t k = 0; k < in->nopnd; k++)
                if (in->opnds[k].kind == KIR_OPND_LABEL)
                    return in->opnds[k].block;
            mc->stop = "a branch without a target";
            return UINT32_MAX;
        case KIR_OP_RET: case KIR_OP_EXIT: case KIR_OP_TRAP:
            return UINT32_MAX;
        case KIR_OP_BAR: case KIR_OP_BARRIER:
            record(mc, ii, 0, 0, 0, 0);  // the barrier itself, in the interval it closes
            if (mc->env->syncs && mc->nsync + 1 >= mc->env->syncs)
                return pause_at(mc, b, j);  // the run asked for ends here
            mc->nsync++, mc->nordered++;
            mc->epoch += kir_barrier_full(in);  // counted barriers: the replay reads their order
            if (in->ndst)
                taint_dsts(mc, &in->opnds[0]);
            break;
        case KIR_OP_LD: case KIR_OP_LDU: case KIR_OP_ST: case KIR_OP_ATOM: case KIR_OP_RED:
            if (mc->env->mem_syncs && interp_strong(in)) {  // a sync operation: the run may end here
                if (mc->env->syncs && mc->nsync + 1 >= mc->env->syncs) {
                    record(mc, ii, 0, 0, 0, 0);
                    return pause_at(mc, b, j);
                }
                mc->nsync++, mc->nordered++;
            }
            exec_mem(mc, ii, in);
            break;
        case KIR_OP_MEMBAR: case KIR_OP_FENCE:
            if (mc->env->mem_syncs) {
                record(mc, ii, 0, 0, 0, 0);
                if (mc->env->syncs && mc->nsync + 1 >= mc->env->syncs)
                    return pause_at(mc, b, j);
                mc->nsync++, mc->nordered++;
            } else if (mc->env->fences) {
                record(mc, ii, 0, 0, 0, 0);
            }
            break;
        case KIR_OP_SHFL: case KIR_OP_VOTE: case KIR_OP_MATCH: case KIR_OP_REDUX: case KIR_OP_BAR_WARP:
            if (mc->env->warp) {  // a sync operation of the warp replay
                if (!exec_warp(mc, b, j, ii, in))
                    return UINT32_MAX;
                break;
            }
            record_collective(mc, ii, in);
            if (in->ndst)  // values from other lanes: not computed
                taint_dsts(mc, &in->opnds[0]);
            mc->wepoch += in->op == KIR_OP_BAR_WARP;
            mc->nordered += in->op == KIR_OP_BAR_WARP;
            break;
        case KIR_OP_ISSPACEP:
            exec_isspacep(mc, in);
            break;
        case KIR_OP_CP_ASYNC:
            exec_cp_async(mc, ii, in);
            break;
        case KIR_OP_CP_ASYNC_COMMIT: case KIR_OP_CP_ASYNC_WAIT:
            exec_cp_group(mc, in);
            break;
        case KIR_OP_CP_ASYNC_BULK:
            if (kir_bulk(in) == KIR_BULK_PREFETCH)
                break;  // an L2 prefetch: no memory effect
            if (kir_bulk(in) == KIR_BULK_STORE) {
                exec_bulk_store(mc, ii, in);
                break;
            }
            if (kir_bulk(in) != KIR_BULK_LOAD) {
                mc->stop = "this form of bulk copy is not replayed yet";
                return UINT32_MAX;
            }
            if (mc->env->mbar) {  // a sync operation of the block replay
                if (mc->env->syncs && mc->nsync + 1 >= mc->env->syncs) {
                    record(mc, ii, 0, 0, 0, 0);
                    return pause_at(mc, b, j);
                }
                mc->nsync++, mc->nordered++;
            }
            exec_bulk_load(mc, ii, in);
            break;
        case KIR_OP_MBARRIER:
            if (mc->env->mbar) {  // a sync operation of the block replay
                InterpMbarOp op;
                if (!mbar_decode(mc, in, &op))
                    return UINT32_MAX;
                if (mc->env->syncs && mc->nsync + 1 >= mc->env->syncs) {
                    record(mc, ii, op.addr, op.key, 0, 0);
                    if (!mc->stop)
                        mc->tr->ev[mc->tr->n - 1].value = op.phase;
                    return pause_at(mc, b, j);
                }
                mc->nsync++, mc->nordered++;
                exec_mbar_block(mc, ii, in, &op);
                break;
            }
            if (mc->env->mbar_objects)
                record_mbar_object(mc, ii, in, kir_addr_index(in), in->subop == KIR_SUB_INIT);
            if (!mc->env->mbar_fresh) {
                if (in->ndst)  // what no other thread's arrivals decide: not computed
                    taint_dsts(mc, &in->opnds[0]);
                break;
            }
            exec_mbarrier(mc, in);
            break;
        case KIR_OP_CP_ASYNC_MBARRIER:
            if (mc->env->mbar) {
                mc->stop = "cp.async.mbarrier.arrive is not simulated by the block replay";
                return UINT32_MAX;
            }
            break;
        case KIR_OP_CALL:
            if (kir_call_is_assert(mc->m, in))
                return UINT32_MAX;  // a failed assert stops the thread (the kernel traps)
            if (kir_call_is_benign(mc->m, in)) {  // vprintf: results unknown
                if (in->ndst)
                    taint_dsts(mc, &in->opnds[0]);
                break;
            }
            mc->stop = "calls that were not inlined are not replayed";
            return UINT32_MAX;
        case KIR_OP_BRX:
            mc->stop = "indirect branches are not replayed yet";
            return UINT32_MAX;
        case KIR_OP_LDMATRIX: case KIR_OP_STMATRIX:
            if (!kir_matrix_rows(in, &(unsigned){ 0 })) {
                mc->stop = "a memory instruction the replay does not model";
                return UINT32_MAX;
            }
            exec_matrix(mc, ii, in);
            if (!mc->stop)
                record_collective(mc, ii, in);
            break;
        default:
            record_collective(mc, ii, in);  // elect.sync, the .aligned warp instructions
            if (in->op == KIR_OP_OPAQUE && in->nopnd && in->opnds[in->ndst < in->nopnd ? in->ndst : 0].kind == KIR_OPND_ADDR) {
                mc->stop = "a memory instruction the replay does not model";
                return UINT32_MAX;
            }
            if (in->ndst)
                exec_alu(mc, in);
            break;
        }
    }
    return mc->stop ? UINT32_MAX : (b + 1 < mc->f->nblocks ? b + 1 : UINT32_MAX);
}

InterpThread *interp_start(const KirModule *m, uint32_t fi, const InterpEnv *env, InterpTrace *trace)
{
    InterpThread *t = mem_alloc(sizeof *t);
    memset(trace, 0, sizeof *trace);
    if (!t) {
        trace->stop = "out of memory";
        return NULL;
    }
    Machine *mc = &t->mc;
    memset(mc, 0, sizeof *mc);
    mc->m = m, mc->f = &m->funcs[fi], mc->env = env, mc->tr = trace;
    mc->reg = mem_alloc(((size_t)mc->f->nregs + 1) * sizeof *mc->reg);
    mc->taint = mem_alloc((size_t)mc->f->nregs + 1);
    mc->width = mem_alloc((size_t)mc->f->nregs + 1);
    mc->clamps = mem_alloc((size_t)mc->f->ninsts + 1);
    if (!mc->reg || !mc->taint || !mc->width || !mc->clamps) {
        trace->stop = mc->stop = "out of memory";
    } else {
        memset(mc->reg, 0, ((size_t)mc->f->nregs + 1) * sizeof *mc->reg);
        memset(mc->taint, 1, (size_t)mc->f->nregs + 1);  // undefined until written
        memset(mc->clamps, 0, (size_t)mc->f->ninsts + 1);
        for (uint32_t r = 0; r <= mc->f->nregs; r++)
            mc->width[r] = (uint8_t)decl_width(mc->f, r);
    }
    mc->at_block = mc->f->nblocks ? 0 : UINT32_MAX;
    return t;
}

int interp_step(InterpThread *t)
{
    Machine *mc = &t->mc;
    if (mc->stop)
        return -1;
    uint32_t from = 0;
    if (mc->paused) {  // go on with the sync operation it stopped at: its mark goes
        mc->paused = 0, from = mc->at_inst;
        mc->tr->n -= mc->tr->n > 0;
    }
    for (uint32_t b = mc->at_block; b != UINT32_MAX;) {
        uint32_t next = run_block(mc, b, from, &mc->steps);
        from = 0;
        if (mc->paused)
            break;
        if (next != UINT32_MAX && mc->env->on_edge)
            mc->env->on_edge(mc->env->ctx, b, next);
        b = next;
    }
    if (!mc->paused)
        mc->at_block = UINT32_MAX;
    mc->tr->stop = mc->stop;
    mc->tr->steps = mc->steps;
    return mc->stop ? -1 : mc->paused;
}

int interp_operand(const InterpThread *t, const KirOperand *o, uint64_t *out)
{
    int tm = 0;
    *out = value(&t->mc, o, &tm);
    return !tm;
}

void interp_thread_free(InterpThread *t)
{
    if (!t)
        return;
    mem_free(t->mc.reg);
    mem_free(t->mc.width);
    mem_free(t->mc.clamps);
    mem_free(t->mc.taint);
    vec_free(&t->mc.stores);
    mem_free(t->mc.bytes.addr), mem_free(t->mc.bytes.store);
    mem_free(t);
}

int interp_run(const KirModule *m, uint32_t fi, const InterpEnv *env, InterpTrace *trace)
{
    InterpThread *t = interp_start(m, fi, env, trace);
    int r = t ? interp_step(t) : -1;
    interp_thread_free(t);
    return r < 0 ? -1 : 0;
}

void interp_trace_free(InterpTrace *trace)
{
    mem_free(trace->ev);
    memset(trace, 0, sizeof *trace);
}
