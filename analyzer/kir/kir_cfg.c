/*
 * kir_cfg.c - basic blocks and the control-flow graph.
 * Consumes: a function's instruction array, its label positions, and
 * branch operands that hold target instruction indices. Produces: blocks
 * (leaders at labels, after terminators and at the start), successors in
 * branch order (taken target first, then fall-through) and predecessors;
 * branch operands rewritten to block ids.
 * Assumes: every label position is in [0, ninsts].
 */
#include "warpsafe/kir.h"

#include <string.h>

typedef struct {
    uint32_t *v;
    uint32_t n;
} Edges;

static void add_edge(Edges *e, uint32_t to)
{
    for (uint32_t i = 0; i < e->n; i++)
        if (e->v[i] == to)
            return;
    e->v[e->n++] = to;
}

/* Rewrites label operands (instruction index) to block ids, recursively. */
static void map_labels(KirOperand *ops, uint32_t n, const uint32_t *block_at)
{
    for (uint32_t i = 0; i < n; i++) {
        if (ops[i].kind == KIR_OPND_LABEL)
            ops[i].block = block_at[ops[i].block];
        else if (ops[i].kind == KIR_OPND_VEC || ops[i].kind == KIR_OPND_LIST ||
                 ops[i].kind == KIR_OPND_TEXADDR)
            map_labels(ops[i].elems, ops[i].n, block_at);
    }
}

/* Successor block ids of block b (its last instruction decides). */
static void block_succs(const KirFunc *f, uint32_t b, Edges *out)
{
    const KirBlock *blk = &f->blocks[b];
    int has_next = b + 1 < f->nblocks;
    if (blk->ninst == 0) {
        if (has_next)
            add_edge(out, b + 1);
        return;
    }
    const KirInst *last = &f->insts[blk->first + blk->ninst - 1];
    int falls = last->guard >= 0 || !(kir_op_flags((KirOp)last->op) & KIR_OPF_TERM);
    if (last->op == KIR_OP_BRA) {
        for (uint32_t i = 0; i < last->nopnd; i++)
            if (last->opnds[i].kind == KIR_OPND_LABEL)
                add_edge(out, last->opnds[i].block);
    } else if (last->op == KIR_OP_BRX) {
        for (uint32_t i = 0; i < last->nopnd; i++)
            if (last->opnds[i].kind == KIR_OPND_LIST)
                for (uint32_t k = 0; k < last->opnds[i].n; k++)
                    if (last->opnds[i].elems[k].kind == KIR_OPND_LABEL)
                        add_edge(out, last->opnds[i].elems[k].block);
    }
    if (falls && has_next)
        add_edge(out, b + 1);
}

int kir_cfg_build(KirModule *m, KirFunc *f, const char *const *labels, const uint32_t *label_at,
                  uint32_t nlabels)
{
    uint32_t n = f->ninsts;
    uint32_t *block_at = mem_alloc(((size_t)n + 1) * sizeof *block_at);
    if (!block_at)
        return -1;
    /* Mark leaders with 1, then number them. */
    memset(block_at, 0, ((size_t)n + 1) * sizeof *block_at);
    block_at[0] = 1;
    for (uint32_t i = 0; i < nlabels; i++)
        block_at[label_at[i]] = 1;
    for (uint32_t i = 0; i < n; i++)
        if (kir_op_flags((KirOp)f->insts[i].op) & KIR_OPF_TERM)
            block_at[i + 1] = 1;
    int end_is_target = 0;
    for (uint32_t i = 0; i < nlabels; i++)
        end_is_target |= label_at[i] == n;
    if (n > 0 && !end_is_target)
        block_at[n] = 0;
    uint32_t nb = 0;
    for (uint32_t i = 0; i <= n; i++)
        if (block_at[i])
            nb++;
    f->blocks = arena_alloc(&m->arena, nb * sizeof *f->blocks);
    if (!f->blocks) {
        mem_free(block_at);
        return -1;
    }
    f->nblocks = nb;
    uint32_t b = 0;
    for (uint32_t i = 0; i <= n; i++) {
        if (!block_at[i]) {
            block_at[i] = b - 1;
            continue;
        }
        f->blocks[b].first = i;
        if (b > 0)
            f->blocks[b - 1].ninst = i - f->blocks[b - 1].first;
        block_at[i] = b++;
    }
    f->blocks[nb - 1].ninst = n - f->blocks[nb - 1].first;
    for (uint32_t i = nlabels; i-- > 0;)  // the first label at a position names its block
        if (f->blocks[block_at[label_at[i]]].first == label_at[i])
            f->blocks[block_at[label_at[i]]].label = labels[i];
    for (uint32_t i = 0; i < n; i++)
        map_labels(f->insts[i].opnds, f->insts[i].nopnd, block_at);
    mem_free(block_at);

    /* Successors, then predecessors by counting. */
    uint32_t *tmp = mem_alloc(((size_t)nb + 1) * sizeof *tmp);
    uint32_t *npred = mem_alloc(((size_t)nb + 1) * sizeof *npred);
    if (!tmp || !npred) {
        mem_free(tmp);
        mem_free(npred);
        return -1;
    }
    memset(npred, 0, ((size_t)nb + 1) * sizeof *npred);
    for (uint32_t i = 0; i < nb; i++) {
        Edges e = { tmp, 0 };
        block_succs(f, i, &e);
        f->blocks[i].nsuccs = e.n;
        f->blocks[i].succs = e.n ? arena_alloc_uninit(&m->arena, e.n * sizeof *e.v) : NULL;
        if (e.n && !f->blocks[i].succs)
            goto oom;
        if (e.n)
            memcpy(f->blocks[i].succs, e.v, e.n * sizeof *e.v);
        for (uint32_t k = 0; k < e.n; k++)
            npred[e.v[k]]++;
    }
    for (uint32_t i = 0; i < nb; i++) {
        f->blocks[i].preds = npred[i] ? arena_alloc_uninit(&m->arena, npred[i] * sizeof(uint32_t)) : NULL;
        if (npred[i] && !f->blocks[i].preds)
            goto oom;
    }
    for (uint32_t i = 0; i < nb; i++)
        for (uint32_t k = 0; k < f->blocks[i].nsuccs; k++) {
            KirBlock *s = &f->blocks[f->blocks[i].succs[k]];
            s->preds[s->npreds++] = i;
        }
    mem_free(tmp);
    mem_free(npred);
    return 0;
oom:
    mem_free(tmp);
    mem_free(npred);
    return -1;
}
