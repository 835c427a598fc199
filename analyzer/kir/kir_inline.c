/*
 * kir_inline.c - calls analyzed in context: a function's direct calls to
 * device functions with a body are replaced by copies of those bodies, and
 * the .param cells that carry arguments and return values become registers.
 * Consumes: a verified function and the module's other functions.
 * Produces: the same function with fewer calls (its instructions, blocks,
 * register declarations replaced; the old arrays stay in the arena).
 * Semantics kept: a callee's registers are fresh copies; `ret` in a callee
 * jumps to the instruction after the call; its formal parameters read the
 * caller's argument cells. Recursive calls, calls through registers and
 * calls beyond the size budget stay calls (the analysis then says unknown).
 */
#include "warpsafe/kir.h"

#include <stdlib.h>
#include <string.h>

#include "warpsafe/vec.h"

enum { MAX_DEPTH = 16, MAX_INSTS = 1u << 20 };

typedef struct {
    KirOperand *op;      // a LABEL operand to patch
    uint32_t copy;       // whose block starts it refers to (index into starts)
} Fix;

typedef struct {
    KirModule *m;
    VEC(KirInst) insts;
    VEC(uint32_t) label_at;  // block starts (instruction indices)
    VEC(const char *) labels;// their names (NULL: none)
    VEC(KirRegDecl) decls;
    VEC(Fix) fixes;
    VEC(uint32_t) starts;    // per copy, per block: its first instruction (flat)
    VEC(KirInlined) inlined; // the function's inlining records, then each copied callee's
    uint32_t nregs;
    uint32_t stack[MAX_DEPTH];  // functions being copied
    uint32_t depth;
    int oom;
} Flat;

typedef struct {
    const KirFunc *g;
    uint32_t reg_base;       // the copy's first register
    uint32_t copy;           // index of its block-start table in Flat.starts
    const uint32_t *formal;  // formal parameter vars, and the actual vars they become
    const uint32_t *actual;
    uint32_t nformal;
    int callee;              // a copied callee (its returns become branches), not the function itself
    uint32_t inlined_base;   // where its inlining records start in Flat.inlined
} Copy;

static uint32_t map_var(const Copy *c, uint32_t v)
{
    for (uint32_t i = 0; i < c->nformal; i++)
        if (c->formal[i] == v)
            return c->actual[i];
    return v;
}

/* Deep copy of operands with registers and variables renamed. */
static KirOperand *copy_operands(Flat *fl, const Copy *c, const KirOperand *src, uint32_t n)
{
    KirOperand *d = n ? arena_alloc_uninit(&fl->m->arena, n * sizeof *d) : NULL;
    if (n && !d) {
        fl->oom = 1;
        return NULL;
    }
    for (uint32_t i = 0; i < n && !fl->oom; i++) {
        d[i] = src[i];
        switch ((KirOperandKind)src[i].kind) {
        case KIR_OPND_REG: d[i].reg += c->reg_base; break;
        case KIR_OPND_VAR: d[i].var = map_var(c, src[i].var); break;
        case KIR_OPND_ADDR:
            if (src[i].base_kind == KIR_BASE_REG)
                d[i].addr.base += c->reg_base;
            else if (src[i].base_kind == KIR_BASE_VAR)
                d[i].addr.base = map_var(c, src[i].addr.base);
            break;
        case KIR_OPND_LABEL: {
            Fix f = { &d[i], c->copy };
            if (vec_push(&fl->fixes, f) < 0)
                fl->oom = 1;
            break;
        }
        case KIR_OPND_VEC: case KIR_OPND_LIST: case KIR_OPND_TEXADDR:
            d[i].elems = copy_operands(fl, c, src[i].elems, src[i].n);
            break;
        default: break;
        }
    }
    return d;
}

/* The callee of a direct call with a body that may be copied here, or -1. */
static int32_t inlinable(const Flat *fl, const KirInst *in)
{
    if (in->op != KIR_OP_CALL || fl->depth >= MAX_DEPTH || fl->insts.len > MAX_INSTS)
        return -1;
    for (uint32_t i = 0; i < in->nopnd; i++) {
        if (in->opnds[i].kind != KIR_OPND_FUNC)
            continue;
        uint32_t g = in->opnds[i].func;
        if (g >= fl->m->nfuncs || !fl->m->funcs[g].has_body || fl->m->funcs[g].kind != KIR_FUNC_DEVICE)
            return -1;
        for (uint32_t k = 0; k < fl->depth; k++)
            if (fl->stack[k] == g)
                return -1;  // recursion
        /* arguments and results are passed through .param variables only
         * (what nvcc and clang emit); registers or immediates in the lists,
         * or .reg formals, are not connected: the call stays (unknown) */
        const KirFunc *callee = &fl->m->funcs[g];
        for (uint32_t j = 0; j < in->nopnd; j++)
            if (in->opnds[j].kind == KIR_OPND_LIST)
                for (uint32_t e = 0; e < in->opnds[j].n; e++)
                    if (in->opnds[j].elems[e].kind != KIR_OPND_VAR)
                        return -1;
        for (uint32_t p = 0; p < callee->nparams; p++)
            if (fl->m->vars[callee->params[p]].space != KIR_SPACE_PARAM)
                return -1;
        for (uint32_t p = 0; p < callee->nrets; p++)
            if (fl->m->vars[callee->rets[p]].space != KIR_SPACE_PARAM)
                return -1;
        return (int32_t)g;
    }
    return -1;
}

static void copy_func(Flat *fl, Copy *c);

/* Copies callee g in place of call `in` (of copy c). */
static void inline_call(Flat *fl, const Copy *c, const KirInst *in, uint32_t g)
{
    const KirFunc *callee = &fl->m->funcs[g];
    const KirOperand *rets = NULL, *args = NULL;
    for (uint32_t i = 0; i < in->nopnd; i++)
        if (in->opnds[i].kind == KIR_OPND_FUNC) {
            if (i > 0 && in->opnds[i - 1].kind == KIR_OPND_LIST)
                rets = &in->opnds[i - 1];
            if (i + 1 < in->nopnd && in->opnds[i + 1].kind == KIR_OPND_LIST)
                args = &in->opnds[i + 1];
        }
    uint32_t nf = callee->nparams + callee->nrets;
    uint32_t *formal = mem_alloc(((size_t)nf + 1) * sizeof *formal);
    uint32_t *actual = mem_alloc(((size_t)nf + 1) * sizeof *actual);
    if (!formal || !actual) {
        fl->oom = 1;
        goto out;
    }
    uint32_t n = 0;
    for (uint32_t i = 0; i < callee->nparams; i++)
        if (args && i < args->n && args->elems[i].kind == KIR_OPND_VAR)
            formal[n] = callee->params[i], actual[n++] = map_var(c, args->elems[i].var);
    for (uint32_t i = 0; i < callee->nrets; i++)
        if (rets && i < rets->n && rets->elems[i].kind == KIR_OPND_VAR)
            formal[n] = callee->rets[i], actual[n++] = map_var(c, rets->elems[i].var);
    Copy sub = { callee, fl->nregs, 0, formal, actual, n, 1, fl->inlined.len };
    for (uint32_t i = 0; i < callee->ninlined; i++)  // an intrinsic the callee inlined keeps its call site
        if (vec_push(&fl->inlined, callee->inlined[i]) < 0)
            fl->oom = 1;
    fl->stack[fl->depth++] = g;
    copy_func(fl, &sub);
    fl->depth--;
out:
    mem_free(formal);
    mem_free(actual);
}

static void push_inst(Flat *fl, KirInst in)
{
    if (vec_push(&fl->insts, in) < 0)
        fl->oom = 1;
}

/* Appends copy c of c->g: its registers, its blocks (each a block start),
 * its returns turned into branches to the instruction after it. */
static void copy_func(Flat *fl, Copy *c)
{
    const KirFunc *g = c->g;
    c->copy = fl->starts.len;
    for (uint32_t b = 0; b < g->nblocks; b++)
        if (vec_push(&fl->starts, 0) < 0)
            fl->oom = 1;
    for (uint32_t i = 0; i < g->nregdecls && !fl->oom; i++) {
        KirRegDecl d = g->regdecls[i];
        d.base += c->reg_base;
        if (vec_push(&fl->decls, d) < 0)
            fl->oom = 1;
    }
    fl->nregs = c->reg_base + g->nregs;
    VEC(KirOperand *) rets = { 0 };
    for (uint32_t b = 0; b < g->nblocks && !fl->oom; b++) {
        const KirBlock *blk = &g->blocks[b];
        fl->starts.data[c->copy + b] = fl->insts.len;
        if (vec_push(&fl->label_at, fl->insts.len) < 0 || vec_push(&fl->labels, blk->label) < 0)
            fl->oom = 1;
        for (uint32_t j = 0; j < blk->ninst && !fl->oom; j++) {
            const KirInst *in = &g->insts[blk->first + j];
            int32_t callee = inlinable(fl, in);
            if (callee >= 0 && in->guard < 0) {
                inline_call(fl, c, in, (uint32_t)callee);
                if (vec_push(&fl->label_at, fl->insts.len) < 0 ||  // the continuation
                    vec_push(&fl->labels, (const char *)NULL) < 0)
                    fl->oom = 1;
                continue;
            }
            KirInst out = *in;
            out.guard = in->guard >= 0 ? in->guard + (int32_t)c->reg_base : -1;
            if (c->callee && in->inlined_at)
                out.inlined_at = in->inlined_at <= g->ninlined ? in->inlined_at + c->inlined_base : 0;
            out.opnds = copy_operands(fl, c, in->opnds, in->nopnd);
            if (c->callee && in->op == KIR_OP_RET) {  // return: to the caller's next instruction
                KirOperand *lab = arena_alloc(&fl->m->arena, sizeof *lab);
                if (!lab || vec_push(&rets, lab) < 0) {
                    fl->oom = 1;
                    break;
                }
                lab->kind = KIR_OPND_LABEL;
                out.op = KIR_OP_BRA;
                out.mnemonic = strtab_intern(&fl->m->strs, "bra", 3);
                out.opnds = lab, out.nopnd = 1, out.ndst = 0;
            }
            push_inst(fl, out);
        }
    }
    for (uint32_t i = 0; i < rets.len; i++)
        rets.data[i]->block = fl->insts.len;  // already an instruction index: no fix needed
    vec_free(&rets);
}

/* The .param cells (variable, offset, size) that every access reads or
 * writes whole become registers: st.param [v+off], x is mov R, x and
 * ld.param y, [v+off] is mov y, R. Kernel parameters stay memory. */
typedef struct {
    uint32_t var;
    int64_t off;
    unsigned bytes;
    uint32_t reg;        // UINT32_MAX: this variable is not converted
} Cell;

static const KirOperand *param_addr(const KirInst *in, uint32_t *var)
{
    if ((in->op != KIR_OP_LD && in->op != KIR_OP_ST) || in->space != KIR_SPACE_PARAM || in->nopnd != 2)
        return NULL;
    const KirOperand *a = &in->opnds[in->op == KIR_OP_LD ? 1 : 0];
    if (a->kind != KIR_OPND_ADDR || a->base_kind != KIR_BASE_VAR)
        return NULL;
    *var = (uint32_t)a->addr.base;
    return a;
}

/* The cells seen, in order of first use, and an open-addressing index of
 * them by (variable, offset, size): at -O0 with libcu++ inlined a function
 * has thousands of cells, and a linear search per access was most of the
 * inlining's time. */
typedef struct {
    VEC(Cell) cells;
    int32_t *slot;       // cell index, -1: empty
    uint32_t cap;        // a power of two, at least twice the cells
} Cells;

static uint32_t cell_hash(uint32_t var, int64_t off, unsigned bytes)
{
    uint64_t h = ((uint64_t)var * 0x9e3779b97f4a7c15u) ^ ((uint64_t)off * 0xc2b2ae3d27d4eb4fu) ^ bytes;
    return (uint32_t)(h ^ h >> 29);
}

static int32_t cell_find(const Cells *cs, uint32_t var, int64_t off, unsigned bytes)
{
    for (uint32_t j = cs->cap ? cell_hash(var, off, bytes) & (cs->cap - 1) : 0; cs->cap; j = (j + 1) & (cs->cap - 1)) {
        int32_t i = cs->slot[j];
        if (i < 0)
            return -1;
        const Cell *c = &cs->cells.data[i];
        if (c->var == var && c->off == off && c->bytes == bytes)
            return i;
    }
    return -1;
}

/* Puts cell i of cs into the index (an empty slot remains: cap > cells). */
static void cell_place(Cells *cs, uint32_t i)
{
    const Cell *c = &cs->cells.data[i];
    uint32_t j = cell_hash(c->var, c->off, c->bytes) & (cs->cap - 1);
    while (cs->slot[j] >= 0)
        j = (j + 1) & (cs->cap - 1);
    cs->slot[j] = (int32_t)i;
}

/* Adds cell c unless it is there; 0, or -1 on OOM. */
static int cell_add(Cells *cs, Cell c)
{
    if (cell_find(cs, c.var, c.off, c.bytes) >= 0)
        return 0;
    if (vec_push(&cs->cells, c) < 0)
        return -1;
    if (cs->cells.len * 2 > cs->cap) {
        uint32_t cap = cs->cap ? cs->cap * 2 : 64;
        int32_t *slot = mem_alloc((size_t)cap * sizeof *slot);
        if (!slot)
            return -1;
        memset(slot, 0xff, (size_t)cap * sizeof *slot);
        mem_free(cs->slot);
        cs->slot = slot, cs->cap = cap;
        for (uint32_t i = 0; i + 1 < cs->cells.len; i++)
            cell_place(cs, i);
    }
    cell_place(cs, cs->cells.len - 1);
    return 0;
}

/* qsort: cells by variable, then offset. */
static int by_var_off(const void *x, const void *y)
{
    const Cell *a = x, *b = y;
    if (a->var != b->var)
        return a->var < b->var ? -1 : 1;
    return a->off < b->off ? -1 : a->off > b->off;
}

static void cells_to_registers(Flat *fl, uint32_t fi)
{
    const KirModule *m = fl->m;
    Cells cs = { 0 };
    uint8_t *memory = mem_alloc((size_t)m->nvars + 1);  // per variable: stays memory
    if (!memory) {
        fl->oom = 1;
        return;
    }
    memset(memory, 0, (size_t)m->nvars + 1);
    for (uint32_t i = 0; i < fl->insts.len && !fl->oom; i++) {
        const KirInst *in = &fl->insts.data[i];
        uint32_t v;
        const KirOperand *a = param_addr(in, &v);
        if (a) {
            const KirVar *var = &m->vars[v];
            unsigned bytes = (kir_type_bits((KirType)in->type) + 7) / 8;
            if ((var->is_param && var->func == (int32_t)fi && !var->is_retparam) || in->vec > 1 || bytes == 0 ||
                bytes > 8)
                memory[v] = 1;
            else if (cell_add(&cs, (Cell){ v, a->addr.off, bytes, 0 }) < 0)
                fl->oom = 1;
            continue;
        }
        for (uint32_t k = 0; k < in->nopnd; k++) {  // address taken, or used another way
            const KirOperand *o = &in->opnds[k];
            if (o->kind == KIR_OPND_VAR && m->vars[o->var].space == KIR_SPACE_PARAM)
                memory[o->var] = 1;
            else if (o->kind == KIR_OPND_ADDR && o->base_kind == KIR_BASE_VAR &&
                     m->vars[o->addr.base].space == KIR_SPACE_PARAM && in->op != KIR_OP_CALL)
                memory[o->addr.base] = 1;
        }
    }
    /* a variable two of whose cells overlap (partly: equal ones are one
     * cell) stays memory: its cells in offset order, each against the
     * furthest end before it */
    uint32_t n = cs.cells.len;
    Cell *sorted = mem_alloc(((size_t)n + 1) * sizeof *sorted);
    if (!sorted)
        fl->oom = 1;
    else if (n) {
        memcpy(sorted, cs.cells.data, n * sizeof *sorted);
        qsort(sorted, n, sizeof *sorted, by_var_off);
    }
    int64_t end = 0;  // the furthest end of the variable's cells so far
    for (uint32_t i = 0; i < n && sorted; i++) {
        int same = i > 0 && sorted[i - 1].var == sorted[i].var;
        if (same && sorted[i].off < end)
            memory[sorted[i].var] = 1;
        int64_t e = sorted[i].off + (int64_t)sorted[i].bytes;
        end = same && end > e ? end : e;
    }
    mem_free(sorted);
    for (uint32_t i = 0; i < n && !fl->oom; i++) {
        Cell *c = &cs.cells.data[i];
        if (memory[c->var]) {
            c->reg = UINT32_MAX;
            continue;
        }
        static const uint8_t types[9] = { 0, KIR_TYPE_B8, KIR_TYPE_B16, 0, KIR_TYPE_B32, 0, 0, 0, KIR_TYPE_B64 };
        KirRegDecl d = { strtab_intern(&fl->m->strs, "%param_cell", 11), types[c->bytes] ? types[c->bytes] : KIR_TYPE_B64,
                         1, 0, fl->nregs, 0 };
        c->reg = fl->nregs++;
        if (vec_push(&fl->decls, d) < 0)
            fl->oom = 1;
    }
    const char *mov = strtab_intern(&fl->m->strs, "mov", 3);
    for (uint32_t i = 0; i < fl->insts.len && !fl->oom; i++) {
        KirInst *in = &fl->insts.data[i];
        uint32_t v;
        const KirOperand *a = param_addr(in, &v);
        int32_t ci = a ? cell_find(&cs, v, a->addr.off, (kir_type_bits((KirType)in->type) + 7) / 8) : -1;
        if (ci < 0 || cs.cells.data[ci].reg == UINT32_MAX)
            continue;
        KirOperand *ops = arena_alloc(&fl->m->arena, 2 * sizeof *ops);
        if (!ops) {
            fl->oom = 1;
            break;
        }
        KirOperand cell = { .kind = KIR_OPND_REG, .reg = cs.cells.data[ci].reg };
        ops[0] = in->op == KIR_OP_LD ? in->opnds[0] : cell;
        ops[1] = in->op == KIR_OP_LD ? cell : in->opnds[1];
        in->op = KIR_OP_MOV, in->space = KIR_SPACE_NONE, in->ndst = 1, in->opnds = ops, in->mnemonic = mov;
        in->sem = KIR_SEM_NONE;
    }
    vec_free(&cs.cells);
    mem_free(cs.slot);
    mem_free(memory);
}

int kir_inline_calls(KirModule *m, uint32_t fi)
{
    KirFunc *f = &m->funcs[fi];
    int calls = 0;
    for (uint32_t i = 0; i < f->ninsts; i++)
        calls |= f->insts[i].op == KIR_OP_CALL;
    if (!f->has_body || !calls)
        return 0;
    Flat fl;
    memset(&fl, 0, sizeof fl);
    fl.m = m;
    fl.stack[fl.depth++] = fi;
    Copy top = { f, 0, 0, NULL, NULL, 0, 0, 0 };
    for (uint32_t i = 0; i < f->ninlined; i++)
        if (vec_push(&fl.inlined, f->inlined[i]) < 0)
            fl.oom = 1;
    copy_func(&fl, &top);
    for (uint32_t i = 0; i < fl.fixes.len; i++) {
        KirOperand *o = fl.fixes.data[i].op;
        o->block = fl.starts.data[fl.fixes.data[i].copy + o->block];
    }
    if (!fl.oom)
        cells_to_registers(&fl, fi);
    int rc = -1;
    if (fl.oom || fl.insts.oom || fl.label_at.oom || fl.decls.oom || fl.fixes.oom || fl.starts.oom)
        goto out;
    KirInst *insts = arena_alloc_uninit(&m->arena, ((size_t)fl.insts.len + 1) * sizeof *insts);
    KirRegDecl *decls = arena_alloc_uninit(&m->arena, ((size_t)fl.decls.len + 1) * sizeof *decls);
    KirInlined *inl = fl.inlined.len ? arena_alloc_uninit(&m->arena, fl.inlined.len * sizeof *inl) : NULL;
    if (!insts || !decls || fl.labels.oom || fl.inlined.oom || (fl.inlined.len && !inl))
        goto out;
    if (fl.inlined.len)
        memcpy(inl, fl.inlined.data, fl.inlined.len * sizeof *inl);
    memcpy(insts, fl.insts.data, fl.insts.len * sizeof *insts);
    memcpy(decls, fl.decls.data, fl.decls.len * sizeof *decls);
    KirFunc nf = *f;
    nf.insts = insts, nf.ninsts = fl.insts.len;
    nf.regdecls = decls, nf.nregdecls = fl.decls.len, nf.nregs = fl.nregs;
    nf.inlined = inl, nf.ninlined = fl.inlined.len;
    nf.blocks = NULL, nf.nblocks = 0;
    rc = kir_cfg_build(m, &nf, fl.labels.data, fl.label_at.data, fl.label_at.len);
    if (rc == 0)
        *f = nf;
out:
    vec_free(&fl.insts), vec_free(&fl.label_at), vec_free(&fl.labels), vec_free(&fl.decls), vec_free(&fl.fixes), vec_free(&fl.starts);
    vec_free(&fl.inlined);
    return rc;
}
