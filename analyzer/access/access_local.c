/*
 * access_local.c - a thread's .local memory followed through its stores and
 * loads (debug builds keep every variable there: clang -O0, nvcc -G calls).
 * Consumes: a function's instructions. Produces: "slots", extra registers
 * of the model that stand for fixed bytes of a .local variable (a frame):
 * a store to the slot sets the register, a load reads it, and joins and
 * loops treat it like any register.
 *
 * Only frames whose address never escapes are followed: the address is
 * taken by `mov r, frame` (or used as [frame+off]), moved, converted to
 * generic (cvta.local) and offset by constants, and every other use of it
 * is a load or store of a fixed width at a fixed offset, none of them
 * overlapping another one partly, a comparison (setp), or the one store into an 8-byte slot of
 * a frame that itself never escapes (a pointer spilled at -O0: a load of
 * that slot is then the frame address stored). Then no other instruction can reach
 * those bytes (.local memory is private to its thread), and a load returns
 * the last store's value. Anything else (a pointer passed on, an offset
 * computed at run time, a local access whose address is not a frame's)
 * leaves the frame's loads unknown values, as before.
 */
#include "access_int.h"

#include <string.h>

typedef struct {
    uint32_t var;        // the frame (.local variable), UINT32_MAX: not a frame address
    int64_t off;
    uint8_t generic;     // a generic address (after cvta.local)
} Frame;

typedef struct {
    uint32_t var;
    int64_t off;
    uint32_t bytes;
} SlotKey;

/* The frame address an operand holds, or NULL. */
static const Frame *frame_of(const Frame *fr, const KirOperand *o)
{
    return o->kind == KIR_OPND_REG && fr[o->reg].var != UINT32_MAX ? &fr[o->reg] : NULL;
}

/* Is instruction in a load or store of one fixed slot of a frame? Fills key. */
static int slot_access(const KirModule *m, const Frame *fr, const KirInst *in, SlotKey *key)
{
    if ((in->op != KIR_OP_LD && in->op != KIR_OP_ST) || in->vec > 1 || in->nopnd != 2)
        return 0;
    const KirOperand *a = &in->opnds[in->op == KIR_OP_LD ? 1 : 0];
    if (a->kind != KIR_OPND_ADDR)
        return 0;
    key->bytes = (kir_type_bits((KirType)in->type) + 7) / 8;
    if (a->base_kind == KIR_BASE_VAR && m->vars[a->addr.base].space == KIR_SPACE_LOCAL && in->space == KIR_SPACE_LOCAL) {
        key->var = a->addr.base, key->off = a->addr.off;
        return key->bytes > 0;
    }
    if (a->base_kind != KIR_BASE_REG || fr[a->addr.base].var == UINT32_MAX)
        return 0;
    const Frame *f = &fr[a->addr.base];
    if (in->space != (f->generic ? KIR_SPACE_NONE : KIR_SPACE_LOCAL))
        return 0;
    key->var = f->var, key->off = f->off + a->addr.off;
    return key->bytes > 0;
}

/* The frame address instruction in defines from frame addresses, or var UINT32_MAX. */
static Frame derived(const KirModule *m, const Frame *fr, const KirInst *in)
{
    Frame none = { UINT32_MAX, 0, 0 }, x = none;
    const KirOperand *o = in->opnds;
    if (in->ndst != 1 || o[0].kind != KIR_OPND_REG)
        return none;
    if (in->op == KIR_OP_MOV && in->nopnd == 2) {
        if (o[1].kind == KIR_OPND_VAR && m->vars[o[1].var].space == KIR_SPACE_LOCAL)
            x = (Frame){ o[1].var, 0, 0 };
        else if (frame_of(fr, &o[1]))
            x = *frame_of(fr, &o[1]);
    } else if (in->op == KIR_OP_CVTA && in->nopnd == 2 && in->space == KIR_SPACE_LOCAL && frame_of(fr, &o[1])) {
        x = *frame_of(fr, &o[1]);
        if (x.generic == !!(in->mods & KIR_MOD_TO))
            x.generic = !x.generic;
        else
            x = none;
    } else if ((in->op == KIR_OP_ADD || in->op == KIR_OP_SUB) && in->nopnd == 3) {
        const KirOperand *p = frame_of(fr, &o[1]) ? &o[1] : &o[2], *k = p == &o[1] ? &o[2] : &o[1];
        if (frame_of(fr, p) && k->kind == KIR_OPND_IMM && (in->op == KIR_OP_ADD || p == &o[1])) {
            x = *frame_of(fr, p);
            x.off += in->op == KIR_OP_ADD ? k->imm : -k->imm;
        }
    }
    return x;
}

/* Marks frame var as escaping when operand o mentions its address. */
static void uses(const KirModule *m, const Frame *fr, const KirOperand *o, uint8_t *escape)
{
    if (o->kind == KIR_OPND_REG && fr[o->reg].var != UINT32_MAX)
        escape[fr[o->reg].var] = 1;
    else if (o->kind == KIR_OPND_VAR && m->vars[o->var].space == KIR_SPACE_LOCAL)
        escape[o->var] = 1;
    else if (o->kind == KIR_OPND_ADDR && o->base_kind == KIR_BASE_REG && fr[o->addr.base].var != UINT32_MAX)
        escape[fr[o->addr.base].var] = 1;
    else if (o->kind == KIR_OPND_ADDR && o->base_kind == KIR_BASE_VAR && m->vars[o->addr.base].space == KIR_SPACE_LOCAL)
        escape[o->addr.base] = 1;
    else if (o->kind == KIR_OPND_VEC || o->kind == KIR_OPND_LIST || o->kind == KIR_OPND_TEXADDR)
        for (uint32_t i = 0; i < o->n; i++)
            uses(m, fr, &o->elems[i], escape);
}

/* Stores of frame addresses into 8-byte slots of frames, as (slot, the
 * address stored): the candidates for pointer slots. */
typedef struct {
    SlotKey key;
    Frame what;
    uint32_t stores;     // stores into the slot (one, for a pointer slot)
} PtrSlot;

/* The pointer slots of this round: every 8-byte slot store whose value is a
 * frame address (holding frames in noptr left out), with its store count. */
static uint32_t ptr_slots(const KirModule *m, const KirFunc *f, const Frame *fr, const uint8_t *noptr, PtrSlot *ps,
                          uint32_t max)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < f->ninsts; i++) {
        const KirInst *in = &f->insts[i];
        SlotKey k;
        if (in->op != KIR_OP_ST || !slot_access(m, fr, in, &k))
            continue;
        uint32_t j = 0;
        while (j < n && !(ps[j].key.var == k.var && ps[j].key.off == k.off))
            j++;
        const Frame *v = frame_of(fr, &in->opnds[1]);
        if (j < n) {
            ps[j].stores++;
        } else if (v && k.bytes == 8 && !noptr[k.var] && n < max) {
            ps[n++] = (PtrSlot){ k, *v, 1 };
        }
    }
    return n;
}

/* The pointer slot load `in` reads (a frame address), or NULL. */
static const PtrSlot *ptr_load(const KirModule *m, const Frame *fr, const KirInst *in, const PtrSlot *ps, uint32_t n)
{
    SlotKey k;
    if (in->op != KIR_OP_LD || !slot_access(m, fr, in, &k) || k.bytes != 8)
        return NULL;
    for (uint32_t j = 0; j < n; j++)
        if (ps[j].key.var == k.var && ps[j].key.off == k.off && ps[j].stores == 1)
            return &ps[j];
    return NULL;
}

enum { MAX_PTR_SLOTS = 64 };

void local_slots(Builder *b)
{
    const KirModule *m = b->m;
    const KirFunc *f = b->f;
    uint32_t nr = f->nregs, ni = f->ninsts;
    Frame *fr = mem_alloc(((size_t)nr + 1) * sizeof *fr);
    uint32_t *defs = mem_alloc(((size_t)nr + 1) * sizeof *defs);
    uint8_t *escape = mem_alloc((size_t)m->nvars + 1), *noptr = mem_alloc((size_t)m->nvars + 1);
    SlotKey *keys = mem_alloc(((size_t)ni + 1) * sizeof *keys);
    uint8_t *is_slot = mem_alloc((size_t)ni + 1);
    uint8_t *via = mem_alloc((size_t)ni + 1);  // a load that gave its register a frame through a pointer slot
    PtrSlot *ps = mem_alloc(MAX_PTR_SLOTS * sizeof *ps);
    b->slot_of = mem_alloc(((size_t)ni + 1) * sizeof *b->slot_of);
    b->slot_width = mem_alloc(((size_t)ni + 1) * sizeof *b->slot_width);
    int unknown_local = 0;
    uint32_t n = 0;
    if (!fr || !defs || !escape || !noptr || !keys || !is_slot || !via || !ps || !b->slot_of || !b->slot_width) {
        b->oom = 1;
        goto out;
    }
    memset(defs, 0, (size_t)nr * sizeof *defs);
    memset(noptr, 0, m->nvars);
    for (uint32_t i = 0; i < ni; i++) {
        b->slot_of[i] = UINT32_MAX;
        const KirInst *in = &f->insts[i];
        for (uint32_t k = 0; k < in->ndst && k < in->nopnd; k++) {
            const KirOperand *d = &in->opnds[k];
            for (uint32_t e = 0; e < (d->kind == KIR_OPND_VEC ? d->n : 1u); e++) {
                const KirOperand *x = d->kind == KIR_OPND_VEC ? &d->elems[e] : d;
                if (x->kind == KIR_OPND_REG)
                    defs[x->reg]++;
            }
        }
    }
    /* until no pointer slot's frame escapes: a frame that does gives its
     * pointer slots up (noptr), and all is found again without them */
    for (int again = 1; again;) {
        again = 0;
        memset(escape, 0, m->nvars);
        memset(is_slot, 0, ni);
        memset(via, 0, ni);
        for (uint32_t r = 0; r < nr; r++)
            fr[r] = (Frame){ UINT32_MAX, 0, 0 };
        /* frame addresses: registers defined once, from frame addresses or
         * pointer slots (to a fixed point, so that program order does not matter) */
        uint32_t np = 0;
        for (int changed = 1; changed;) {
            changed = 0;
            np = ptr_slots(m, f, fr, noptr, ps, MAX_PTR_SLOTS);
            for (uint32_t i = 0; i < ni; i++) {
                const KirInst *in = &f->insts[i];
                Frame x = derived(m, fr, in);
                const PtrSlot *p = x.var == UINT32_MAX && in->ndst == 1 && in->opnds[0].kind == KIR_OPND_REG
                                       ? ptr_load(m, fr, in, ps, np) : NULL;
                if (p)
                    x = p->what;
                if (x.var == UINT32_MAX || fr[in->opnds[0].reg].var != UINT32_MAX)
                    continue;
                if (defs[in->opnds[0].reg] != 1) {
                    escape[x.var] = 1;
                    continue;
                }
                fr[in->opnds[0].reg] = x;
                via[i] = p != NULL;
                changed = 1;
            }
        }
        np = ptr_slots(m, f, fr, noptr, ps, MAX_PTR_SLOTS);  // with every frame address known
        for (uint32_t i = 0; i < ni; i++) {  // a pointer slot met too early (a second store seen later)
            const KirInst *in = &f->insts[i];
            if (!via[i])
                continue;
            const PtrSlot *p = ptr_load(m, fr, in, ps, np);
            SlotKey k;
            const Frame *got = &fr[in->opnds[0].reg];
            if ((!p || p->what.var != got->var || p->what.off != got->off || p->what.generic != got->generic) &&
                slot_access(m, fr, in, &k))
                noptr[k.var] = 1, again = 1;
        }
        if (again)
            continue;
        /* every use of a frame address: a slot access, a derivation, or an escape */
        unknown_local = 0;
        for (uint32_t i = 0; i < ni; i++) {
            const KirInst *in = &f->insts[i];
            if (via[i] && slot_access(m, fr, in, &keys[i])) {
                is_slot[i] = 1;  // a load of a pointer slot: a slot, and the frame it gives
                continue;
            }
            if (derived(m, fr, in).var != UINT32_MAX && fr[in->opnds[0].reg].var != UINT32_MAX)
                continue;
            if (slot_access(m, fr, in, &keys[i])) {
                is_slot[i] = 1;
                int ptr = 0;  // the one store of a pointer slot: the frame address stays inside
                for (uint32_t j = 0; j < np && in->op == KIR_OP_ST; j++)
                    ptr |= ps[j].key.var == keys[i].var && ps[j].key.off == keys[i].off && ps[j].stores == 1;
                if (in->op == KIR_OP_ST && !ptr)  // the stored value must not be a frame address
                    uses(m, fr, &in->opnds[1], escape);
                continue;
            }
            if ((in->space == KIR_SPACE_LOCAL) && (in->op == KIR_OP_LD || in->op == KIR_OP_ST || in->op == KIR_OP_ATOM))
                unknown_local = 1;  // a .local access at an address that is no frame's
            /* a comparison (nvcc -G's null checks of references) passes no address on */
            for (uint32_t k = in->ndst; k < in->nopnd && in->op != KIR_OP_SETP; k++)
                uses(m, fr, &in->opnds[k], escape);
            for (uint32_t k = 0; k < in->ndst && k < in->nopnd; k++) {  // a frame register redefined otherwise
                const KirOperand *d = &in->opnds[k];
                for (uint32_t e = 0; e < (d->kind == KIR_OPND_VEC ? d->n : 1u); e++) {
                    const KirOperand *x = d->kind == KIR_OPND_VEC ? &d->elems[e] : d;
                    if (x->kind == KIR_OPND_REG && fr[x->reg].var != UINT32_MAX)
                        escape[fr[x->reg].var] = 1;
                }
            }
        }
        if (unknown_local)
            goto out;
        /* slots: distinct (frame, offset, width); a partial overlap gives the frame up */
        n = 0;
        for (uint32_t i = 0; i < ni; i++) {
            b->slot_of[i] = UINT32_MAX;
            if (!is_slot[i] || escape[keys[i].var])
                continue;
            uint32_t s = UINT32_MAX;
            for (uint32_t j = 0; j < i && s == UINT32_MAX; j++) {
                if (!is_slot[j] || keys[j].var != keys[i].var || b->slot_of[j] == UINT32_MAX)
                    continue;
                const SlotKey *p = &keys[j], *q = &keys[i];
                if (p->off == q->off && p->bytes == q->bytes)
                    s = b->slot_of[j];
                else if (p->off < q->off + (int64_t)q->bytes && q->off < p->off + (int64_t)p->bytes)
                    escape[q->var] = 1;
            }
            if (escape[keys[i].var])
                continue;
            if (s == UINT32_MAX) {
                s = nr + n;
                b->slot_width[n++] = keys[i].bytes * 8 > 64 ? 64 : keys[i].bytes * 8;
            }
            b->slot_of[i] = s;
        }
        for (uint32_t i = 0; i < ni; i++)  // frames given up late: none of their accesses
            if (b->slot_of[i] != UINT32_MAX && escape[keys[i].var])
                b->slot_of[i] = UINT32_MAX;
        for (uint32_t j = 0; j < np; j++)  // a pointer slot in a frame given up: found again without it
            if (ps[j].stores == 1 && escape[ps[j].key.var] && !noptr[ps[j].key.var])
                noptr[ps[j].key.var] = 1, again = 1;
    }
    b->nslots = n;
out:
    if (unknown_local || b->oom)
        for (uint32_t i = 0; b->slot_of && i < ni; i++)
            b->slot_of[i] = UINT32_MAX;
    mem_free(fr), mem_free(defs), mem_free(escape), mem_free(noptr), mem_free(keys), mem_free(is_slot);
    mem_free(via), mem_free(ps);
}

int local_exec(Builder *b, int t, const KirInst *in, uint32_t ii)
{
    uint32_t s = b->slot_of ? b->slot_of[ii] : UINT32_MAX;
    if (s == UINT32_MAX)
        return 0;
    SymCtx *c = b->sym;
    unsigned sw = b->slot_width[s - b->f->nregs];
    int sgn = kir_type_is_signed((KirType)in->type);
    if (in->op == KIR_OP_ST) {
        reg_set(b, t, s, av_operand(b, t, &in->opnds[1], sw, sgn));
        return 1;
    }
    const KirOperand *d = &in->opnds[0];
    if (d->kind != KIR_OPND_REG)
        return 1;
    unsigned dw = av_reg_width(b, d->reg);
    const SymTerm *v = reg_get(b, t, s);
    if (!v || dw == 0)
        v = av_fresh(b, t, dw, SYM_VAR_FREE, "local");
    else if (dw > sw)
        v = sym_ext(c, sgn ? SYM_SEXT : SYM_ZEXT, dw, v);
    else if (dw < sw)
        v = sym_ext(c, SYM_TRUNC, dw, v);
    reg_set(b, t, d->reg, v);
    return 1;
}
