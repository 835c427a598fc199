/*
 * access_build.c - the access model of one function (access.h).
 * Consumes: a verified kernel IR function. Produces: the memory and
 * synchronization events of two symbolic threads, with per-thread byte
 * addresses and execution conditions.
 * requires: kir_verify ok, CFG built.
 * Blocks are visited in reverse post-order. A block starts from its
 * predecessors' end states (a register whose values differ becomes fresh);
 * a loop header starts its iteration k from placeholders that
 * access_loop.c replaces by closed forms once the loop has been visited.
 */
#include "access_int.h"

#include <stdio.h>
#include <string.h>

const char *access_kind_name(AccessKind k)
{
    static const char *const names[ACCESS_KIND_COUNT] = {
        "read", "write", "atomic", "barrier", "warp-sync", "fence", "async", "leave", "collective",
        "counted-barrier", "warp-leave",
    };
    return k < ACCESS_KIND_COUNT ? names[k] : "?";
}

static void *zalloc(Builder *b, size_t n, size_t size)
{
    void *p = mem_alloc(n * size + 1);
    if (!p) {
        b->oom = 1;
        return NULL;
    }
    memset(p, 0, n * size + 1);
    return p;
}

/* Reverse post-order of the blocks reachable from the entry (iterative DFS). */
static void compute_rpo(Builder *b)
{
    const KirFunc *f = b->f;
    uint32_t n = f->nblocks, *stack = zalloc(b, n, sizeof *stack), *next = zalloc(b, n, sizeof *next);
    uint32_t *post = zalloc(b, n, sizeof *post);
    uint8_t *seen = zalloc(b, n, 1);
    uint32_t sp = 0, np = 0;
    if (!stack || !next || !post || !seen || n == 0)
        goto out;
    stack[sp++] = 0;
    seen[0] = 1;
    while (sp) {
        uint32_t v = stack[sp - 1];
        if (next[v] < f->blocks[v].nsuccs) {
            uint32_t s = f->blocks[v].succs[next[v]++];
            if (!seen[s]) {
                seen[s] = 1;
                stack[sp++] = s;
            }
        } else {
            post[np++] = v;
            sp--;
        }
    }
    for (uint32_t i = 0; i < np; i++) {
        b->rpo[i] = post[np - 1 - i];
        b->rpo_index[b->rpo[i]] = i;
    }
    b->nrpo = np;
out:
    mem_free(stack), mem_free(next), mem_free(post), mem_free(seen);
}

/* The condition of the edge p -> s for thread t, from p's end state. */
const SymTerm *edge_cond(Builder *b, int t, uint32_t p, uint32_t s)
{
    SymCtx *c = b->sym;
    const KirBlock *bp = &b->f->blocks[p];
    if (bp->ninst == 0)
        return sym_bool(c, 1);
    const KirInst *last = &b->f->insts[bp->first + bp->ninst - 1];
    if (last->guard < 0 || (last->op != KIR_OP_BRA && last->op != KIR_OP_RET && last->op != KIR_OP_EXIT))
        return sym_bool(c, 1);
    const SymTerm *g = out_reg(b, t, p, (uint32_t)last->guard);
    if (last->guard_neg)
        g = sym_un(c, SYM_BNOT, g);
    int taken = 0;
    for (uint32_t i = 0; last->op == KIR_OP_BRA && i < last->nopnd; i++)
        taken |= last->opnds[i].kind == KIR_OPND_LABEL && last->opnds[i].block == s;
    int falls = s == p + 1;
    if (taken && falls)
        return sym_bool(c, 1);
    return taken ? g : sym_un(c, SYM_BNOT, g);  // ret/exit: only the fall-through remains
}

void reg_set(Builder *b, int t, uint32_t r, const SymTerm *x)
{
    RegChunk **k = &b->regs[t][r / REG_CHUNK];
    if (!b->owned[t][r / REG_CHUNK]) {
        if ((*k)->v[r % REG_CHUNK] == x)
            return;  // no change: the chunk stays shared
        RegChunk *copy = arena_alloc_uninit(&b->chunks, sizeof *copy);
        if (!copy) {
            b->oom = 1;
            return;
        }
        *copy = **k;
        *k = copy;
        b->owned[t][r / REG_CHUNK] = 1;
    }
    (*k)->v[r % REG_CHUNK] = x;
}

/* Thread t's working registers become the chunks of state `from` (NULL:
 * all undefined), shared with it. */
static void regs_from(Builder *b, int t, RegChunk *const *from)
{
    for (uint32_t i = 0; i < b->nchunks; i++)
        b->regs[t][i] = from ? from[i] : b->undefined;
    memset(b->owned[t], 0, b->nchunks);
}

/* Sets regs[t], bcond[t][v] and cnt[t] for entering block v from its
 * predecessors already visited (for a loop header: its entries). */
static void enter_block(Builder *b, int t, uint32_t v)
{
    SymCtx *c = b->sym;
    const KirBlock *blk = &b->f->blocks[v];
    uint32_t n = b->nregs, first = UINT32_MAX;
    int holes = 0;  // registers left NULL (undefined on some path): made fresh below
    const SymTerm *cond = v == 0 ? sym_bool(c, 1) : sym_bool(c, 0), *cnt[ACCESS_NSTATE] = { NULL };
    for (uint32_t k = 0; k < blk->npreds; k++) {
        uint32_t p = blk->preds[k];
        if (b->rpo_index[p] == UINT32_MAX || !b->done[p])
            continue;  // unreachable, or a back edge (v is then a loop header)
        cond = sym_bin(c, SYM_BOR, cond, loops_pred_cond(b, t, p, v));
        /* values that differ: those of the edge taken. The edge's own condition
         * (not the loop-entry shortcut of loops_pred_cond, which several exits
         * of one loop share) is exact, and true of one edge only, for the
         * real path with the real iteration counts. */
        const SymTerm *pcond = sym_bin(c, SYM_BAND, b->bcond[t][p], edge_cond(b, t, p, v));
        for (int x = 0; x < ACCESS_NSTATE; x++) {
            const SymTerm *pc = b->cnt_out[x][t][p];
            cnt[x] = cnt[x] && pc != cnt[x] ? sym_ite(c, pcond, pc, cnt[x]) : pc;
        }
        RegChunk *const *o = b->out[t][p];
        if (first == UINT32_MAX) {
            regs_from(b, t, o);
            first = p;
            continue;
        }
        for (uint32_t ch = 0; ch < b->nchunks; ch++) {  // differs between paths: the value of the edge taken
            if (b->regs[t][ch] == o[ch])
                continue;  // one chunk: the same values
            for (uint32_t r = ch * REG_CHUNK; r < n && r < (ch + 1) * REG_CHUNK; r++) {
                const SymTerm *now = reg_get(b, t, r), *x = o[ch]->v[r % REG_CHUNK];
                if (now != x && now) {
                    reg_set(b, t, r, x ? sym_ite(c, pcond, x, now) : NULL);  // NULL: made fresh
                    holes |= !x;
                }
            }
        }
    }
    if (first == UINT32_MAX)
        regs_from(b, t, NULL);  // no state comes in: all undefined
    /* an end state has no NULL register (each block's entry fills them, and
     * instructions write values) unless memory ran out */
    holes |= first == UINT32_MAX || b->oom || c->oom;
    for (int x = 0; x < ACCESS_NSTATE; x++)
        b->cnt[x][t] = cnt[x] ? cnt[x] : sym_const(c, 64, 0);
    if (b->loop_at[v] >= 0) {
        loops_enter_header(b, t, v, cond);
        return;
    }
    b->bcond[t][v] = cond;
    for (uint32_t r = 0; r < n && holes; r++)
        if (!reg_get(b, t, r))
            reg_set(b, t, r, av_fresh(b, t, av_reg_width(b, r), first == UINT32_MAX ? SYM_VAR_UNDEF : SYM_VAR_FREE,
                                      "phi"));
}

static void add_event(Builder *b, AccessKind kind, uint32_t inst, uint32_t blk, const SymTerm *const *a,
                      const SymTerm *const *cond)
{
    const KirInst *in = &b->f->insts[inst];
    unsigned bytes = (kir_type_bits((KirType)in->type) + 7) / 8 * (in->vec ? in->vec : 1);
    AccessEvent e = { (uint8_t)kind, in->space, (uint16_t)(a[1] ? bytes : 0), inst, blk,
                      { NULL, a[1], a[2] }, { NULL, cond[1], cond[2] }, { NULL, b->cnt[0][1], b->cnt[0][2] },
                      { NULL, b->cnt[1][1], b->cnt[1][2] }, { NULL, NULL, NULL }, { NULL, NULL, NULL },
                      { NULL, b->cnt[ACCESS_CNT_GROUP][1], b->cnt[ACCESS_CNT_GROUP][2] },
                      { NULL, b->cnt[ACCESS_DONE][1], b->cnt[ACCESS_DONE][2] },
                      { NULL, b->cnt[ACCESS_DONE_BAR][1], b->cnt[ACCESS_DONE_BAR][2] }, { NULL, NULL, NULL },
                      { NULL, NULL, NULL } };
    int mask;
    if ((kind == ACCESS_WARP_SYNC || kind == ACCESS_COLLECTIVE) && kir_warp_collective(in, &mask))
        for (int t = 1; t <= 2; t++)  // the member mask, or the whole warp
            e.mask[t] = mask >= 0 ? av_operand(b, t, &in->opnds[mask], 32, 0) : sym_const(b->sym, 32, 0xffffffffu);
    if (in->op == KIR_OP_MBARRIER && in->subop == KIR_SUB_INIT && in->nopnd == 2 && in->opnds[0].kind == KIR_OPND_ADDR)
        for (int t = 1; t <= 2; t++)  // mbarrier.init [a], count: the expected arrival count
            e.mask[t] = av_operand(b, t, &in->opnds[1], 32, 0);
    int ax = kir_addr_index(in);
    if (in->op == KIR_OP_MBARRIER && in->mnemonic && strstr(in->mnemonic, "expect_tx") && ax >= 0 &&
        (uint32_t)ax + 1 < in->nopnd && in->opnds[ax + 1].kind != KIR_OPND_ADDR)
        for (int t = 1; t <= 2; t++)  // [a], txCount: the transaction bytes it expects
            e.mask[t] = av_operand(b, t, &in->opnds[ax + 1], 32, 0);
    if (in->op == KIR_OP_MBARRIER && (in->mods & KIR_MOD_PARITY) && ax >= 0 && (uint32_t)ax + 1 < in->nopnd &&
        in->opnds[ax + 1].kind != KIR_OPND_ADDR)
        for (int t = 1; t <= 2; t++)  // test_wait / try_wait.parity [a], parity: the phase parity
            e.mask[t] = av_operand(b, t, &in->opnds[ax + 1], 32, 0);
    const KirOperand *v = ax >= 0 && (uint32_t)ax + 1 < in->nopnd ? &in->opnds[ax + 1] : NULL;
    /* st [a], v: the bits stored (shared-race and global-race: same-value writes); an integer
     * atom.add d, [a], v: the addend (slot atomics of computed steps) */
    int stored = kind == ACCESS_WRITE && in->op == KIR_OP_ST && v &&
                 (v->kind == KIR_OPND_REG || v->kind == KIR_OPND_IMM || v->kind == KIR_OPND_FIMM);
    int added = kind == ACCESS_ATOMIC && in->op == KIR_OP_ATOM && in->subop == KIR_SUB_ADD && v &&
                (v->kind == KIR_OPND_REG || v->kind == KIR_OPND_IMM) && kir_type_is_int((KirType)in->type);
    if ((stored || added) && in->vec <= 1 && a[1] && bytes <= 8)
        for (int t = 1; t <= 2; t++)
            e.value[t] = av_operand(b, t, &in->opnds[ax + 1], bytes * 8, 0);
    if (vec_push(&b->events, e) < 0)
        b->oom = 1;
}

/* Does the edge from block v to block s (UINT32_MAX: the thread ends)
 * leave a loop holding a CTA barrier (ACCESS_LEAVE), else one holding a
 * warp collective (ACCESS_WARP_LEAVE)? -1 when neither. */
static int leave_kind(const Builder *b, uint32_t v, uint32_t s)
{
    int kind = -1;
    for (int32_t li = b->loop_of[v]; li >= 0; li = b->loops[li].parent)
        if (s == UINT32_MAX || !loops_contains(b, li, s)) {
            if (b->loops[li].barrier)
                return ACCESS_LEAVE;
            if (b->loops[li].collective)
                kind = ACCESS_WARP_LEAVE;
        }
    return kind;
}

/* LEAVE (WARP_LEAVE) events for the edges out of v that leave a loop
 * holding a barrier (a collective). */
static void leave_edges(Builder *b, uint32_t v)
{
    const KirBlock *blk = &b->f->blocks[v];
    uint32_t inst = blk->ninst ? blk->first + blk->ninst - 1 : blk->first;
    if (inst >= b->f->ninsts)
        return;
    for (uint32_t k = 0; k < blk->nsuccs; k++) {
        uint32_t s = blk->succs[k];
        int kind = leave_kind(b, v, s);
        if (kind < 0)
            continue;
        const SymTerm *none[3] = { NULL, NULL, NULL }, *cond[3] = { NULL, NULL, NULL };
        for (int t = 1; t <= 2; t++)
            cond[t] = sym_bin(b->sym, SYM_BAND, b->bcond[t][v], edge_cond(b, t, v, s));
        add_event(b, (AccessKind)kind, inst, v, none, cond);
    }
}

static const KirOperand *addr_operand(const KirInst *in)
{
    int a = kir_addr_index(in);
    return a >= 0 ? &in->opnds[a] : NULL;
}

/* Why a call leaves the model incomplete. The LLVM front end lowers what it
 * cannot express to a call of __warpsafe_unsupported_<what>: that names it. */
static const char *call_reason(Builder *b, const KirInst *in)
{
    static const char prefix[] = "__warpsafe_unsupported_";
    for (uint32_t i = 0; i < in->nopnd; i++) {
        const KirOperand *o = &in->opnds[i];
        const char *name = o->kind == KIR_OPND_FUNC && o->func < b->m->nfuncs ? b->m->funcs[o->func].name : NULL;
        if (!name || strncmp(name, prefix, sizeof prefix - 1) != 0)
            continue;
        char buf[160];
        int n = snprintf(buf, sizeof buf, "the LLVM front end could not lower a construct of the IR (%s)",
                         name + sizeof prefix - 1);
        const char *why = n > 0 ? arena_strndup(&b->sym->arena, buf, strlen(buf)) : NULL;
        if (why)
            return why;
    }
    return "calls a function that could not be analyzed in context (recursive, indirect, or without a body)";
}

/* The event kind of an instruction, or -1 when it has none. Marks the model
 * incomplete for effects it does not describe. */
static int event_kind(Builder *b, const KirInst *in)
{
    switch ((KirOp)in->op) {
    case KIR_OP_LD: case KIR_OP_LDU: return ACCESS_READ;
    case KIR_OP_ST: return ACCESS_WRITE;
    case KIR_OP_LDMATRIX: case KIR_OP_STMATRIX: {  // a 16-byte row at each lane's address
        unsigned lanes;
        if (kir_matrix_rows(in, &lanes))
            return in->op == KIR_OP_LDMATRIX ? ACCESS_READ : ACCESS_WRITE;
        if (!b->incomplete)
            b->incomplete = "ldmatrix/stmatrix of this shape (only .m8n8 .b16 is modeled) are not modeled yet";
        return -1;
    }
    case KIR_OP_ATOM: case KIR_OP_RED: return ACCESS_ATOMIC;
    case KIR_OP_MBARRIER:  // init and inval are plain writes of the barrier object; the rest atomic
        return in->subop == KIR_SUB_INIT || in->subop == KIR_SUB_INVAL ? ACCESS_WRITE : ACCESS_ATOMIC;
    case KIR_OP_BAR: case KIR_OP_BARRIER:  // a counted one (thread count, arrive): not the whole CTA
        return kir_barrier_full(in) ? ACCESS_BARRIER : ACCESS_NAMED_BARRIER;
    case KIR_OP_BAR_WARP: return ACCESS_WARP_SYNC;
    case KIR_OP_SHFL: case KIR_OP_VOTE: case KIR_OP_MATCH: case KIR_OP_REDUX:
        return (in->mods & KIR_MOD_SYNC) ? ACCESS_COLLECTIVE : -1;
    case KIR_OP_MEMBAR: case KIR_OP_FENCE: return ACCESS_FENCE;
    case KIR_OP_CP_ASYNC: case KIR_OP_CP_ASYNC_BULK: case KIR_OP_CP_ASYNC_COMMIT:
    case KIR_OP_CP_ASYNC_WAIT: case KIR_OP_CP_ASYNC_MBARRIER: case KIR_OP_WGMMA:
        return ACCESS_ASYNC;
    case KIR_OP_CALL:
        if (!b->incomplete && !kir_call_is_benign(b->m, in))
            b->incomplete = call_reason(b, in);
        return -1;
    default:
        if (in->op == KIR_OP_OPAQUE && addr_operand(in) && !b->incomplete)
            b->incomplete = "a memory instruction the model does not describe";
        return -1;
    }
}

/* ld.const and ld.global.nc read memory nothing writes during the kernel:
 * where both threads compute the same address they read the same value.
 * Returns 1 when it set the destination of both threads. */
static int uniform_readonly_load(Builder *b, const KirInst *in)
{
    if ((in->op != KIR_OP_LD && in->op != KIR_OP_LDU) || in->ndst != 1 || in->vec > 1 ||
        in->opnds[0].kind != KIR_OPND_REG ||
        !(in->space == KIR_SPACE_CONST || in->space == KIR_SPACE_NONE ||
          (in->space == KIR_SPACE_GLOBAL && (in->mods & KIR_MOD_NC))))
        return 0;
    const KirOperand *ao = addr_operand(in);
    const SymTerm *a = ao ? av_address(b, 1, ao) : NULL, *off, *step;
    if (!a || a != av_address(b, 2, ao))
        return 0;
    /* a generic address into the .const window (cvta.const: every -G build) */
    if (in->space == KIR_SPACE_NONE &&
        (b->window[KIR_SPACE_CONST] == UINT32_MAX || !av_linear(b->sym, a, b->window[KIR_SPACE_CONST], &off, &step) ||
         step->op != SYM_CONST || step->value != 1))
        return 0;
    uint32_t r = in->opnds[0].reg;
    const SymTerm *x = av_fresh(b, 0, av_reg_width(b, r), SYM_VAR_LOAD, "ldu");
    if (!x)
        return 0;
    reg_set(b, 1, r, x);
    reg_set(b, 2, r, x);
    if (x->op == SYM_VAR)
        b->load_var[1][b->cur_inst] = b->load_var[2][b->cur_inst] = x->var;
    return 1;
}

/* x with bit `lane` (a 32-bit term) set to the predicate p. */
static const SymTerm *set_lane(SymCtx *c, const SymTerm *x, const SymTerm *lane, const SymTerm *p)
{
    const SymTerm *bit = sym_bin(c, SYM_SHL, sym_const(c, 32, 1), lane);
    const SymTerm *v = sym_ite(c, p, bit, sym_const(c, 32, 0));
    return sym_bin(c, SYM_OR, sym_bin(c, SYM_AND, x, sym_un(c, SYM_NOT, bit)), v);
}

/* vote.sync.ballot: bit lane(t) of thread t's result is its own predicate;
 * with the full member mask and outside loops, two threads of one warp
 * that both execute it get one value, with both their bits (the other
 * lanes' bits stay unknown). The lanes a ballot names are what a member
 * mask made from it relies on (f-barrier-divergence-006). Inside a loop
 * the two threads may be in different iterations, so only the own bit is
 * known there. `guard`: each thread's guard predicate, or NULL. Returns 1
 * when it set the destination of both threads. */
static int ballot_sync(Builder *b, const KirInst *in, const SymTerm **guard)
{
    SymCtx *c = b->sym;
    int mi;
    if (in->op != KIR_OP_VOTE || in->subop != KIR_SUB_BALLOT || !kir_warp_collective(in, &mi) || in->nopnd < 2 ||
        in->opnds[0].kind != KIR_OPND_REG || av_reg_width(b, in->opnds[0].reg) != 32)
        return 0;
    const SymTerm *p[3], *lane[3], *run[3] = { NULL, NULL, NULL }, *v[3];
    int full = 1;  // the whole warp; with another mask, lanes outside it are not counted
    for (int t = 1; t <= 2; t++) {
        p[t] = av_operand(b, t, &in->opnds[1], 0, 0);
        lane[t] = access_lane(c, b->tid[t], b->ntid);
        run[t] = b->bcond[t][b->cur_block];
        if (run[t] && guard[t])
            run[t] = sym_bin(c, SYM_BAND, run[t], guard[t]);
        if (!p[t] || p[t]->width != 0 || !lane[t] || !run[t])
            return 0;
        const SymTerm *f = av_fresh(b, t, 32, SYM_VAR_FREE, "ballot");
        v[t] = f ? set_lane(c, f, lane[t], p[t]) : NULL;
        const SymTerm *m = mi >= 0 ? av_operand(b, t, &in->opnds[mi], 32, 0) : NULL;
        full = full && (mi < 0 || (m && m->op == SYM_CONST && m->value == 0xffffffffu));
    }
    if (full && b->loop_of[b->cur_block] < 0) {
        const SymTerm *g = av_fresh(b, 0, 32, SYM_VAR_FREE, "ballot");
        const SymTerm *both = g ? set_lane(c, set_lane(c, g, lane[1], p[1]), lane[2], p[2]) : NULL;
        const SymTerm *same = sym_bin(c, SYM_BAND, access_same_warp(c, b->tid[1], b->tid[2], b->ntid),
                                      access_same_block(c, b->ctaid[1], b->ctaid[2]));
        for (int t = 1; t <= 2 && both && v[t]; t++)
            v[t] = sym_ite(c, sym_bin(c, SYM_BAND, same, run[3 - t]), both, v[t]);
    }
    if (!v[1] || !v[2])
        return 0;
    reg_set(b, 1, in->opnds[0].reg, v[1]);
    reg_set(b, 2, in->opnds[0].reg, v[2]);
    return 1;
}

typedef struct {
    const SymCtx *c;
    int t;
    int bad;
} LaneCheck;

/* sym_mentions' predicate: a variable of thread t other than its thread
 * and block ids (the block is the same for every lane of the warp). */
static int lane_check(void *ctx, uint32_t var)
{
    LaneCheck *lc = ctx;
    const SymVar *v = &lc->c->vars[var];
    lc->bad |= v->thread != 0 && (v->thread != lc->t || (v->kind != SYM_VAR_TID && v->kind != SYM_VAR_CTAID));
    return 0;
}

/* Does every lane compute term x of thread t the same way, from its
 * thread and block ids alone (nothing else of thread t: its loads, loop
 * counters, fresh values, in which another lane may differ)? */
static int lane_computable(const Builder *b, int t, const SymTerm *x)
{
    LaneCheck lc = { b->sym, t, 0 };
    return x && (sym_mentions(b->sym, x, lane_check, &lc), !lc.bad);
}

/* The linear thread id of lane j (a 32-bit term) of thread t's warp. */
static const SymTerm *lane_linear(Builder *b, int t, const SymTerm *j)
{
    SymCtx *c = b->sym;
    const SymTerm *base = sym_bin(c, SYM_AND, access_linear_tid(c, b->tid[t], b->ntid), sym_const(c, 32, ~UINT32_C(31)));
    return sym_bin(c, SYM_ADD, base, sym_bin(c, SYM_AND, j, sym_const(c, 32, 31)));
}

/* Term x of thread t (lane_computable) as the thread of lane j of t's
 * warp computes it: its thread ids replaced by that thread's. */
static const SymTerm *at_lane(Builder *b, int t, const SymTerm *x, const SymTerm *j)
{
    SymCtx *c = b->sym;
    const SymTerm *nx = sym_var(c, b->ntid[0]), *ny = sym_var(c, b->ntid[1]), *l = lane_linear(b, t, j);
    const SymTerm *id[3] = { sym_bin(c, SYM_UREM, l, nx), sym_bin(c, SYM_UREM, sym_bin(c, SYM_UDIV, l, nx), ny),
                             sym_bin(c, SYM_UDIV, l, sym_bin(c, SYM_MUL, nx, ny)) };
    SymSubst S;
    sym_subst_init(&S, c);
    int ok = 1;
    for (int k = 0; k < 3 && ok; k++)
        ok = id[k] && sym_subst_set(&S, b->tid[t][k], id[k]) == 0;
    const SymTerm *r = ok ? sym_subst(&S, x) : NULL;
    sym_subst_free(&S);
    return r;
}

/* Does lane j's thread exist and run the current instruction (thread t's
 * run condition `run`, lane_computable, computed for it)? */
static const SymTerm *lane_runs(Builder *b, int t, const SymTerm *run, const SymTerm *j)
{
    SymCtx *c = b->sym;
    const SymTerm *r = at_lane(b, t, run, j);
    const SymTerm *n = sym_bin(c, SYM_MUL, sym_var(c, b->ntid[0]),
                               sym_bin(c, SYM_MUL, sym_var(c, b->ntid[1]), sym_var(c, b->ntid[2])));
    const SymTerm *exists = sym_bin(c, SYM_ULT, lane_linear(b, t, j), n);
    return r ? sym_bin(c, SYM_BAND, exists, r) : NULL;
}

static const SymTerm *bit_of(SymCtx *c, const SymTerm *mask, const SymTerm *j)
{
    return sym_bin(c, SYM_EQ, sym_bin(c, SYM_AND, sym_bin(c, SYM_LSHR, mask, sym_bin(c, SYM_AND, j, sym_const(c, 32, 31))),
                                      sym_const(c, 32, 1)),
                   sym_const(c, 32, 1));
}

/* Thread t's result of the shfl.sync / redux.sync `in` (lane_sync) with
 * `any` for the undefined cases: *val, and *pred for shfl's predicate.
 * 0 when the lanes' values are not computable; with `any` NULL only that
 * is checked (1: computable), and nothing is built. */
static int lane_result(Builder *b, const KirInst *in, int t, int mi, const SymTerm *const *guard,
                       const SymTerm *any, const SymTerm **val, const SymTerm **pred)
{
    SymCtx *c = b->sym;
    const SymTerm *a = av_operand(b, t, &in->opnds[1], 32, 0), *mask = av_operand(b, t, &in->opnds[mi], 32, 0);
    const SymTerm *run = b->bcond[t][b->cur_block], *lane = access_lane(c, b->tid[t], b->ntid);
    if (run && guard[t])
        run = sym_bin(c, SYM_BAND, run, guard[t]);
    if (!mask || !lane || !lane_computable(b, t, a) || !lane_computable(b, t, run))
        return 0;
    if (in->op == KIR_OP_SHFL) {
        const SymTerm *ct = in->nopnd == 5 ? av_operand(b, t, &in->opnds[3], 32, 0) : NULL;
        const SymTerm *bt = in->nopnd == 5 ? av_operand(b, t, &in->opnds[2], 32, 0) : NULL;
        if (!ct || ct->op != SYM_CONST || !bt)
            return 0;  // a clamp the lanes compute: not followed
        uint64_t cv = ct->value;
        const SymTerm *bv = sym_bin(c, SYM_AND, bt, sym_const(c, 32, 31));
        const SymTerm *seg = sym_const(c, 32, (cv >> 8) & 31), *cl = sym_const(c, 32, cv & 31);
        const SymTerm *minl = sym_bin(c, SYM_AND, lane, seg);
        const SymTerm *maxl = sym_bin(c, SYM_OR, minl, sym_bin(c, SYM_AND, cl, sym_un(c, SYM_NOT, seg)));
        const SymTerm *j, *p;
        switch ((KirSubop)in->subop) {
        case KIR_SUB_UP:
            j = sym_bin(c, SYM_SUB, lane, bv), p = sym_bin(c, SYM_SLE, maxl, j);
            break;
        case KIR_SUB_DOWN:
            j = sym_bin(c, SYM_ADD, lane, bv), p = sym_bin(c, SYM_SLE, j, maxl);
            break;
        case KIR_SUB_BFLY:
            j = sym_bin(c, SYM_XOR, lane, bv), p = sym_bin(c, SYM_SLE, j, maxl);
            break;
        case KIR_SUB_IDX:
            j = sym_bin(c, SYM_OR, minl, sym_bin(c, SYM_AND, bv, sym_un(c, SYM_NOT, seg)));
            p = sym_bin(c, SYM_SLE, j, maxl);
            break;
        default:
            return 0;
        }
        if (!any)
            return 1;
        const SymTerm *aj = at_lane(b, t, a, j), *rj = lane_runs(b, t, run, j);
        if (!aj || !rj)
            return 0;
        const SymTerm *defined = sym_bin(c, SYM_BAND, bit_of(c, mask, j), rj);
        *val = sym_ite(c, p, sym_ite(c, defined, aj, any), a);  // !p: the lane's own a
        *pred = p;
        return *val && *pred;
    }
    SymOp op = in->subop == KIR_SUB_ADD ? SYM_ADD : in->subop == KIR_SUB_AND ? SYM_AND
             : in->subop == KIR_SUB_OR  ? SYM_OR  : in->subop == KIR_SUB_XOR ? SYM_XOR : SYM_OP_COUNT;
    if (op == SYM_OP_COUNT || in->nopnd != 3)
        return 0;  // min, max: not folded here
    if (!any)
        return 1;
    const SymTerm *unit = sym_const(c, 32, op == SYM_AND ? 0xffffffffu : 0), *acc = unit, *all = sym_bool(c, 1);
    for (uint32_t k = 0; k < 32 && acc && all; k++) {
        const SymTerm *jk = sym_const(c, 32, k), *in_mask = bit_of(c, mask, jk);
        const SymTerm *ak = at_lane(b, t, a, jk), *rk = lane_runs(b, t, run, jk);
        if (!ak || !rk)
            return 0;
        acc = sym_bin(c, op, acc, sym_ite(c, in_mask, ak, unit));
        all = sym_bin(c, SYM_BAND, all, sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, in_mask), rk));
    }
    *val = acc && all ? sym_ite(c, all, acc, any) : NULL;
    *pred = NULL;
    return *val != NULL;
}

/* shfl.sync and redux.sync outside loops whose operands each lane
 * computes from its thread and block ids alone (2 * tid, tid < n, a
 * parameter): the value exchanged is that term at the source lane (PTX
 * ISA: shfl's source lane j and predicate from b, c and the lane; redux
 * add/and/or/xor over the member mask). Where the source lane is outside
 * the mask or does not run the instruction (undefined), or a lane of
 * redux's mask does not, the result is any value. Both threads are
 * checked first, so a collective that is not computable leaves the model
 * untouched. Returns 1 when it set both threads' destinations. */
static int lane_sync(Builder *b, const KirInst *in, const SymTerm **guard)
{
    int mi;
    if ((in->op != KIR_OP_SHFL && in->op != KIR_OP_REDUX) || !kir_warp_collective(in, &mi) || mi < 0 ||
        b->loop_of[b->cur_block] >= 0 || in->ndst != 1)
        return 0;
    const KirOperand *d = &in->opnds[0];
    int pair = d->kind == KIR_OPND_VEC && d->n == 2;
    const KirOperand *dv = pair ? &d->elems[0] : d, *dp = pair ? &d->elems[1] : NULL;
    if (dv->kind != KIR_OPND_REG || av_reg_width(b, dv->reg) != 32 || (dp && dp->kind != KIR_OPND_REG) ||
        (d->kind == KIR_OPND_VEC && !pair) || (dp && in->op != KIR_OP_SHFL))
        return 0;
    const SymTerm *val[3], *pred[3];
    for (int t = 1; t <= 2; t++)  // both computable before a fresh value is made
        if (!lane_result(b, in, t, mi, guard, NULL, &val[t], &pred[t]))
            return 0;
    for (int t = 1; t <= 2; t++)
        if (!lane_result(b, in, t, mi, guard, av_fresh(b, t, 32, SYM_VAR_FREE, "collective"), &val[t], &pred[t]))
            return 0;
    for (int t = 1; t <= 2; t++) {
        reg_set(b, t, dv->reg, val[t]);
        if (dp)
            reg_set(b, t, dp->reg, pred[t]);
    }
    return 1;
}

/* The registers instruction in writes (its destinations, and the .local
 * slot of a store), at most max; the count. */
static unsigned written(const Builder *b, uint32_t ii, const KirInst *in, uint32_t *out, unsigned max)
{
    unsigned n = 0;
    for (uint32_t k = 0; k < in->ndst && k < in->nopnd; k++) {
        const KirOperand *d = &in->opnds[k];
        if (d->kind == KIR_OPND_REG && n++ < max)
            out[n - 1] = d->reg;
        for (uint32_t e = 0; d->kind == KIR_OPND_VEC && e < d->n; e++)
            if (d->elems[e].kind == KIR_OPND_REG && n++ < max)
                out[n - 1] = d->elems[e].reg;
    }
    if (b->slot_of && b->slot_of[ii] != UINT32_MAX && in->op == KIR_OP_ST && n++ < max)
        out[n - 1] = b->slot_of[ii];
    return n;  // may exceed max: the rest were not stored
}

/* Executes instruction ii for both threads. A guarded one (@p) changes
 * what it writes only where its guard holds: ite(guard, new, old). */
static void exec_inst(Builder *b, uint32_t ii, const KirInst *in)
{
    enum { MAXW = 64 };
    uint32_t w[MAXW];
    const SymTerm *old[3][MAXW], *g[3] = { NULL, NULL, NULL };
    unsigned n = in->guard >= 0 ? written(b, ii, in, w, MAXW) : 0;
    if (n > MAXW) {  // too many to merge (wgmma): what a guarded one writes becomes unknown
        for (int t = 1; t <= 2; t++)
            if (!local_exec(b, t, in, ii))
                av_exec(b, t, in);
        for (uint32_t k = 0; k < in->ndst && k < in->nopnd; k++)
            for (int t = 1; t <= 2; t++) {
                const KirOperand *d = &in->opnds[k];
                for (uint32_t e = 0; e < (d->kind == KIR_OPND_VEC ? d->n : 1u); e++) {
                    const KirOperand *x = d->kind == KIR_OPND_VEC ? &d->elems[e] : d;
                    if (x->kind == KIR_OPND_REG)
                        reg_set(b, t, x->reg, av_fresh(b, t, av_reg_width(b, x->reg), SYM_VAR_FREE, "guarded"));
                }
            }
        return;
    }
    for (int t = 1; t <= 2 && n; t++) {
        g[t] = reg_get(b, t, in->guard);  // read before the instruction may overwrite it
        if (g[t] && in->guard_neg)
            g[t] = sym_un(b->sym, SYM_BNOT, g[t]);
        for (unsigned i = 0; i < n; i++)
            old[t][i] = reg_get(b, t, w[i]);
    }
    if (!uniform_readonly_load(b, in) && !ballot_sync(b, in, g) && !lane_sync(b, in, g))
        for (int t = 1; t <= 2; t++)
            if (!local_exec(b, t, in, ii))
                av_exec(b, t, in);
    for (int t = 1; t <= 2 && n; t++)
        for (unsigned i = 0; i < n; i++) {
            const SymTerm *now = reg_get(b, t, w[i]), *was = old[t][i];
            if (now == was)
                continue;
            if (!was)  // undefined before: any value where the guard fails
                was = av_fresh(b, t, av_reg_width(b, w[i]), SYM_VAR_FREE, "undef");
            reg_set(b, t, w[i], now && was && g[t] ? sym_ite(b->sym, g[t], now, was) : NULL);
            if (!reg_get(b, t, w[i]))
                reg_set(b, t, w[i], av_fresh(b, t, av_reg_width(b, w[i]), SYM_VAR_FREE, "guarded"));
        }
}

/* After v: predecessors none of whose later successors wait any more give
 * their end states back (loop latches keep them for the closing pass). */
static void release_preds(Builder *b, uint32_t v)
{
    const KirBlock *blk = &b->f->blocks[v];
    for (uint32_t k = 0; k < blk->npreds; k++) {
        uint32_t p = blk->preds[k];
        if (b->rpo_index[p] == UINT32_MAX || b->rpo_index[p] >= b->rpo_index[v] || !b->pending[p])
            continue;
        if (--b->pending[p] == 0 && !b->latch[p])
            for (int t = 1; t <= 2; t++) {
                mem_free(b->out[t][p]);
                b->out[t][p] = NULL;
            }
    }
}

/* pending and latch, from the CFG in RPO. */
static void count_successors(Builder *b)
{
    for (uint32_t i = 0; i < b->nrpo; i++) {
        uint32_t v = b->rpo[i];
        const KirBlock *blk = &b->f->blocks[v];
        for (uint32_t k = 0; k < blk->nsuccs; k++) {
            uint32_t s = blk->succs[k];
            if (b->rpo_index[s] == UINT32_MAX)
                continue;
            if (b->rpo_index[s] > i)
                b->pending[v]++;
            else
                b->latch[v] = 1;
        }
    }
}

/* `then` where in's guard holds for thread t (always when it has none), else `other`. */
static const SymTerm *guarded(Builder *b, int t, const KirInst *in, const SymTerm *then, const SymTerm *other)
{
    const SymTerm *g = in->guard >= 0 ? reg_get(b, t, in->guard) : NULL;
    if (g && in->guard_neg)
        g = sym_un(b->sym, SYM_BNOT, g);
    return g ? sym_ite(b->sym, g, then, other) : then;
}

/* Counter k of both threads goes up by one (where in's guard holds). */
static void count(Builder *b, const KirInst *in, int k)
{
    for (int t = 1; t <= 2; t++)
        b->cnt[k][t] = guarded(b, t, in, sym_bin(b->sym, SYM_ADD, b->cnt[k][t], sym_const(b->sym, 64, 1)), b->cnt[k][t]);
}

/* A cp.async group operation (kir_cp_group): commit_group and wait_all
 * count one more group; wait_group N then completes the groups below G - N
 * (wait_all all of them): the bound of groups complete grows to that. A
 * count that is not an immediate completes nothing known. */
static void cp_groups(Builder *b, const KirInst *in)
{
    SymCtx *c = b->sym;
    int commits;
    int64_t wait;
    if (!kir_cp_group(in, &commits, &wait))
        return;
    if (commits)
        count(b, in, ACCESS_CNT_GROUP);
    if (wait < 0)
        return;
    const SymTerm *n = sym_const(c, 64, (uint64_t)wait);
    for (int t = 1; t <= 2; t++) {
        const SymTerm *G = b->cnt[ACCESS_CNT_GROUP][t], *L = b->cnt[ACCESS_DONE][t];
        const SymTerm *x = sym_bin(c, SYM_SUB, G, n);
        const SymTerm *more = sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULE, n, G), sym_bin(c, SYM_ULT, L, x));
        b->cnt[ACCESS_DONE][t] = guarded(b, t, in, sym_ite(c, more, x, L), L);
    }
}

/* cp.async [dst], [src], cp-size: the ASYNC event just added writes
 * cp-size bytes of .shared; a READ event of the .global source follows (the
 * copy reads it at some time until its group completes: async-copy-race
 * judges that window, global-race the rest). */
/* An event of kind `kind` at the address of instruction ii's operand k
 * (ii in block v, executed under c); NULL on OOM. */
static AccessEvent *operand_event(Builder *b, AccessKind kind, uint32_t ii, uint32_t v, uint32_t k,
                                  const SymTerm *const *c)
{
    const KirOperand *o = &b->f->insts[ii].opnds[k];
    const SymTerm *a[3] = { NULL, av_address(b, 1, o), av_address(b, 2, o) };
    add_event(b, kind, ii, v, a, c);
    return b->oom ? NULL : &b->events.data[b->events.len - 1];
}

static void cp_async_events(Builder *b, const KirInst *in, uint32_t ii, uint32_t v, const SymTerm *const *c)
{
    AccessEvent *e = &b->events.data[b->events.len - 1];
    unsigned bytes = in->nopnd > 2 && in->opnds[2].kind == KIR_OPND_IMM && in->opnds[2].imm > 0 &&
                     in->opnds[2].imm <= 16 ? (unsigned)in->opnds[2].imm : 16;
    e->bytes = e->addr[1] ? (uint16_t)bytes : 0;
    e->space = in->space ? in->space : KIR_SPACE_SHARED;
    if (in->nopnd < 2 || in->opnds[1].kind != KIR_OPND_ADDR || !(e = operand_event(b, ACCESS_READ, ii, v, 1, c)))
        return;
    e->bytes = (uint16_t)bytes;
    e->space = in->space2 ? in->space2 : KIR_SPACE_GLOBAL;
}

/* May variable var take part in an address into another block's shared
 * memory? Thread and block ids, dimensions, loop counters and a kernel's
 * parameters cannot (no host value is a .shared::cluster address), nor can
 * the address of a .shared variable (the window of the executing block). */
static int may_point_anywhere(void *ctx, uint32_t var);

/* The space of the module variable whose address is sym variable var, or
 * -1 when var is no variable's address. */
static int var_space(const Builder *b, uint32_t var)
{
    for (uint32_t i = 0; i < b->m->nvars; i++)
        if (b->var_addr[i] == var)
            return b->m->vars[i].space;
    return -1;
}

static int foreign_shared(void *ctx, uint32_t var)
{
    int s = var_space(ctx, var);
    return s >= 0 ? s != KIR_SPACE_SHARED : may_point_anywhere(ctx, var);
}

static int shared_var(void *ctx, uint32_t var)
{
    return var_space(ctx, var) == KIR_SPACE_SHARED;
}

/* A .shared::cluster address of event e that is provably one of the
 * executing block's own (a .shared variable's address plus an offset
 * free of anything that could come from mapa): its space becomes .shared
 * (the .shared::cta window lies in the .shared::cluster one at the
 * executing block's part, PTX ISA "State spaces"). */
static void own_block_shared(Builder *b, AccessEvent *e)
{
    if (e->space != KIR_SPACE_SHARED_CLUSTER || !e->addr[1] || !e->addr[2])
        return;
    for (int t = 1; t <= 2; t++)
        if (sym_mentions(b->sym, e->addr[t], foreign_shared, b) || !sym_mentions(b->sym, e->addr[t], shared_var, b))
            return;
    e->space = KIR_SPACE_SHARED;
}

typedef struct {
    const Builder *b;
    uint32_t found, n;
} ParamFind;

/* sym_mentions' predicate: counts the kernel parameters whose address
 * variable a term holds. */
static int param_address(void *ctx, uint32_t var)
{
    ParamFind *pf = ctx;
    for (uint32_t i = 0; i < pf->b->m->nvars; i++)
        if (pf->b->var_addr[i] == var && pf->b->m->vars[i].space == KIR_SPACE_PARAM && pf->found != i)
            pf->found = i, pf->n++;
    return 0;
}

/* The box bytes of tensor load `in`: the box variable of the kernel
 * parameter its tensor map is (a generic or .param address of it), or a
 * fresh value when the map is something else. */
static const SymTerm *tensor_box(Builder *b, const KirInst *in, uint32_t ii)
{
    ParamFind pf = { b, UINT32_MAX, 0 };
    const SymTerm *map = av_operand(b, 1, &in->opnds[1].elems[0], 64, 0);
    if (map)
        (void)sym_mentions(b->sym, map, param_address, &pf);
    if (pf.n != 1 || b->f->kind != KIR_FUNC_ENTRY)
        return av_fresh(b, 0, 32, SYM_VAR_FREE, "the box of a tensor map that is not a kernel parameter");
    const SymTerm *x = av_box(b, pf.found);
    if (x)
        b->inst_box[ii] = b->box_var[pf.found];
    return x;
}

/* The accesses of a bulk copy (kir_bulk LOAD or STORE) after its first
 * one (the destination, from add_event): the byte count of both, the
 * source, and for LOAD the mbarrier its completion signals (an atomic
 * update of the object, like the mbarrier instructions). A tensor load
 * reads no source the model has (the tensor map's tensor: param-alias
 * states what the proof takes of it) and writes its map's box. */
static void bulk_events(Builder *b, const KirInst *in, uint32_t ii, uint32_t v, const SymTerm *const *c)
{
    int tensor = kir_bulk_tensor(in) > 0, load = kir_bulk(in) == KIR_BULK_LOAD;
    const SymTerm *box = tensor ? tensor_box(b, in, ii) : NULL;
    const SymTerm *len[3] = { NULL, tensor ? box : av_operand(b, 1, &in->opnds[2], 32, 0),
                              tensor ? box : av_operand(b, 2, &in->opnds[2], 32, 0) };
    AccessEvent *e = &b->events.data[b->events.len - 1];
    e->len[1] = len[1], e->len[2] = len[2], e->bytes = 0;
    own_block_shared(b, e);
    if (!tensor) {
        if (!(e = operand_event(b, ACCESS_READ, ii, v, 1, c)))
            return;
        e->len[1] = len[1], e->len[2] = len[2], e->bytes = 0;
        e->space = in->space2 ? in->space2 : load ? KIR_SPACE_GLOBAL : KIR_SPACE_SHARED;
        own_block_shared(b, e);
    }
    if (!load || !(e = operand_event(b, ACCESS_ATOMIC, ii, v, (uint32_t)kir_bulk_mbar_index(in), c)))
        return;
    e->bytes = 8, e->space = in->space;
    own_block_shared(b, e);
}

static void visit_block(Builder *b, uint32_t v)
{
    const KirBlock *blk = &b->f->blocks[v];
    b->cur_block = v;
    for (int t = 1; t <= 2; t++)
        enter_block(b, t, v);
    for (uint32_t j = 0; j < blk->ninst && !b->oom; j++) {
        uint32_t ii = blk->first + j;
        const KirInst *in = &b->f->insts[ii];
        int kind = event_kind(b, in), mask;
        if (in->op == KIR_OP_RET || in->op == KIR_OP_EXIT || in->op == KIR_OP_TRAP)
            kind = leave_kind(b, v, UINT32_MAX);
        /* a warp collective that is also a memory (or async) instruction:
         * its memory event, then its collective one */
        int also = kir_warp_collective(in, &mask) && kind != ACCESS_COLLECTIVE && kind != ACCESS_WARP_SYNC;
        for (int pass = 0; pass < 1 + also; pass++, kind = ACCESS_COLLECTIVE) {
            if (kind < 0)
                continue;
            const SymTerm *a[3] = { NULL, NULL, NULL }, *c[3] = { NULL, NULL, NULL };
            const KirOperand *ao = addr_operand(in);
            for (int t = 1; t <= 2; t++) {
                c[t] = b->bcond[t][v];
                if (in->guard >= 0) {
                    const SymTerm *g = reg_get(b, t, in->guard);
                    c[t] = sym_bin(b->sym, SYM_BAND, c[t], in->guard_neg ? sym_un(b->sym, SYM_BNOT, g) : g);
                }
                unsigned lanes;
                if (pass == 0 && kir_matrix_rows(in, &lanes) && lanes < 32)  // the lanes giving a row address
                    c[t] = sym_bin(b->sym, SYM_BAND, c[t],
                                   sym_bin(b->sym, SYM_ULT, av_lane(b, t), sym_const(b->sym, 32, lanes)));
                if (ao && (kind == ACCESS_READ || kind == ACCESS_WRITE || kind == ACCESS_ATOMIC ||
                           kind == ACCESS_ASYNC))
                    a[t] = av_address(b, t, ao);
            }
            add_event(b, (AccessKind)kind, ii, v, a, c);
            unsigned lanes, row = kir_matrix_rows(in, &lanes);
            if (row && b->events.len && b->events.data[b->events.len - 1].addr[1])
                b->events.data[b->events.len - 1].bytes = (uint16_t)row;
            if (in->op == KIR_OP_CP_ASYNC)
                cp_async_events(b, in, ii, v, c);
            else if (kir_bulk(in) == KIR_BULK_LOAD || kir_bulk(in) == KIR_BULK_STORE)
                bulk_events(b, in, ii, v, c);
            cp_groups(b, in);
            if (kind == ACCESS_BARRIER)  // the groups complete at the thread's last barrier
                for (int t = 1; t <= 2; t++)
                    b->cnt[ACCESS_DONE_BAR][t] = guarded(b, t, in, b->cnt[ACCESS_DONE][t], b->cnt[ACCESS_DONE_BAR][t]);
            if (kind == ACCESS_BARRIER || kind == ACCESS_WARP_SYNC)
                count(b, in, kind == ACCESS_WARP_SYNC ? ACCESS_CNT_WARP : ACCESS_CNT_CTA);
        }
        b->cur_inst = ii;
        exec_inst(b, ii, in);
    }
    for (int t = 1; t <= 2; t++) {
        if (!(b->out[t][v] = mem_alloc(((size_t)b->nchunks + 1) * sizeof *b->regs[t]))) {
            b->oom = 1;
            return;
        }
        memcpy(b->out[t][v], b->regs[t], b->nchunks * sizeof *b->regs[t]);  // the chunks, shared from now
        memset(b->owned[t], 0, b->nchunks);
        for (int k = 0; k < ACCESS_NSTATE; k++)
            b->cnt_out[k][t][v] = b->cnt[k][t];
    }
    if (!b->oom)
        leave_edges(b, v), loops_exit_edges(b, v);  // edge conditions read the block's end state
    release_preds(b, v);
    b->done[v] = 1;
}

/* Variables whose values cannot be a generic address into .shared (or
 * .local) memory: thread and block ids and dimensions, loop counters, and
 * a kernel's parameters (pointers the host passes point to global memory). */
static int may_point_anywhere(void *ctx, uint32_t var)
{
    const Builder *b = ctx;
    const SymVar *v = &b->sym->vars[var];
    switch ((SymVarKind)v->kind) {
    case SYM_VAR_TID: case SYM_VAR_NTID: case SYM_VAR_CTAID: case SYM_VAR_NCTAID: case SYM_VAR_LOOP:
        return 0;
    case SYM_VAR_PARAM:
        return b->f->kind != KIR_FUNC_ENTRY;
    default: {  // the address of a .global or .const variable cannot
        int s = var_space(b, var);
        return s < 0 || (s != KIR_SPACE_GLOBAL && s != KIR_SPACE_CONST);
    }
    }
}

/* Variables that could be the base of another object's address: a space's
 * window, the address of a .shared/.local variable, a kernel parameter of
 * 64 bits (one of 32 bits or fewer holds no address: a shift, a count). */
static int other_base(void *ctx, uint32_t var)
{
    const Builder *b = ctx;
    for (int k = 0; k < KIR_SPACE_COUNT; k++)
        if (b->window[k] == var)
            return 1;
    if (b->sym->vars[var].kind == SYM_VAR_PARAM)
        return b->sym->vars[var].width == 64;
    if ((b->sym->vars[var].kind == SYM_VAR_LOAD || b->sym->vars[var].kind == SYM_VAR_FREE ||
         b->sym->vars[var].kind == SYM_VAR_UNDEF) && b->sym->vars[var].width == 64)
        return 1;  // a 64-bit value from memory (or unknown) may be a pointer itself
    int s = var_space(b, var);
    return s >= 0 && s != KIR_SPACE_GLOBAL && s != KIR_SPACE_CONST;
}

/* x = p + offset for an 8-byte kernel pointer parameter p, the offset free
 * of any other base (indices loaded from memory allowed): inside p's buffer,
 * global memory (pointer arithmetic stays inside its object). */
static int param_based(Builder *b, const SymTerm *x)
{
    if (b->f->kind != KIR_FUNC_ENTRY)
        return 0;
    for (uint32_t i = 0; i < b->m->nvars; i++) {
        const SymTerm *off, *step;
        if (b->param_val[i] == UINT32_MAX || b->m->vars[i].size != 8 ||
            !av_linear(b->sym, x, b->param_val[i], &off, &step))
            continue;
        if (step->op == SYM_CONST && step->value == 1 && !sym_mentions(b->sym, off, other_base, b))
            return 1;
    }
    return 0;
}

/* Generic accesses get the space their address provably lies in: window +
 * offset for a space cvta converted from (the offset is the address in that
 * space), global when nothing in the address could point elsewhere or it
 * is a kernel pointer parameter plus an offset.
 * Others keep space NONE (checkers must assume any space). */
static void resolve_generic(Builder *b)
{
    static const KirSpace spaces[] = { KIR_SPACE_SHARED, KIR_SPACE_LOCAL, KIR_SPACE_SHARED_CLUSTER,
                                       KIR_SPACE_CONST, KIR_SPACE_PARAM };
    SymCtx *c = b->sym;
    for (uint32_t i = 0; i < b->events.len; i++) {
        AccessEvent *e = &b->events.data[i];
        if (e->space != KIR_SPACE_NONE || !e->addr[1] || !e->addr[2])
            continue;
        int done = 0;
        for (unsigned k = 0; k < sizeof spaces / sizeof spaces[0] && !done; k++) {
            uint32_t w = b->window[spaces[k]];
            const SymTerm *a1, *s1, *a2, *s2;
            if (w == UINT32_MAX || !av_linear(c, e->addr[1], w, &a1, &s1) || !av_linear(c, e->addr[2], w, &a2, &s2))
                continue;
            if (s1->op == SYM_CONST && s2->op == SYM_CONST && s1->value == 1 && s2->value == 1) {
                e->space = (uint8_t)spaces[k], e->addr[1] = a1, e->addr[2] = a2;
                done = 1;
            } else if (!(s1->op == SYM_CONST && s2->op == SYM_CONST && s1->value == 0 && s2->value == 0)) {
                done = 2;  // some other use of the window: unresolved
            }
        }
        if (!done && !sym_mentions(c, e->addr[1], may_point_anywhere, b) &&
            !sym_mentions(c, e->addr[2], may_point_anywhere, b))
            e->space = KIR_SPACE_GLOBAL;
        else if (!done && param_based(b, e->addr[1]) && param_based(b, e->addr[2]))
            e->space = KIR_SPACE_GLOBAL;
    }
}

static int make_thread_vars(Builder *b)
{
    static const char *const dim = "xyz";
    char name[32];
    for (int k = 0; k < 3; k++) {
        snprintf(name, sizeof name, "ntid.%c", dim[k]);
        b->ntid[k] = sym_var_new(b->sym, name, 32, SYM_VAR_NTID, (unsigned)k, 0);
        snprintf(name, sizeof name, "nctaid.%c", dim[k]);
        b->nctaid[k] = sym_var_new(b->sym, name, 32, SYM_VAR_NCTAID, (unsigned)k, 0);
        for (int t = 1; t <= 2; t++) {
            snprintf(name, sizeof name, "tid.%c.%d", dim[k], t);
            b->tid[t][k] = sym_var_new(b->sym, name, 32, SYM_VAR_TID, (unsigned)k, (unsigned)t);
            snprintf(name, sizeof name, "ctaid.%c.%d", dim[k], t);
            b->ctaid[t][k] = sym_var_new(b->sym, name, 32, SYM_VAR_CTAID, (unsigned)k, (unsigned)t);
        }
    }
    return b->sym->oom ? -1 : 0;
}

static void builder_free(Builder *b)
{
    for (int t = 1; t <= 2; t++) {
        for (uint32_t v = 0; b->out[t] && v < b->f->nblocks; v++)
            mem_free(b->out[t][v]);
        mem_free(b->regs[t]);
        mem_free(b->owned[t]);
        mem_free(b->out[t]);
        mem_free(b->bcond[t]);
        for (int k = 0; k < ACCESS_NSTATE; k++)
            mem_free(b->cnt_out[k][t]);
    }
    mem_free(b->loops), mem_free(b->body), mem_free(b->loop_at), mem_free(b->loop_of), mem_free(b->assume);
    mem_free(b->var_origin);
    vec_free(&b->lregs);
    vec_free(&b->fields);
    mem_free(b->done), mem_free(b->rpo), mem_free(b->rpo_index), mem_free(b->changed);
    mem_free(b->pending), mem_free(b->latch);
    mem_free(b->var_addr), mem_free(b->param_val), mem_free(b->in_loop);
    mem_free(b->box_var), mem_free(b->inst_box);
    mem_free(b->load_var[1]), mem_free(b->load_var[2]);
    mem_free(b->slot_of), mem_free(b->slot_width), mem_free(b->reg_width);
    vec_free(&b->events);
    arena_free(&b->chunks);
}

static int builder_init(Builder *b, const KirModule *m, uint32_t fi, SymCtx *sym)
{
    memset(b, 0, sizeof *b);
    b->m = m, b->f = &m->funcs[fi], b->sym = sym, b->nregs = b->f->nregs;
    local_slots(b);  // .local slots become registers nregs..nregs+nslots
    b->nregs += b->nslots;
    uint8_t *widths = zalloc(b, b->nregs, 1);  // 0 (undeclared, predicate): as av_decl_width
    for (uint32_t i = 0; widths && i < b->f->nregdecls; i++) {
        const KirRegDecl *d = &b->f->regdecls[i];
        for (uint32_t r = d->base; r < d->base + (d->count ? d->count : 1) && r < b->f->nregs; r++)
            widths[r] = (uint8_t)av_decl_bits(d);
    }
    for (uint32_t r = b->f->nregs; widths && r < b->nregs; r++)
        widths[r] = (uint8_t)av_decl_width(b, r);
    b->reg_width = widths;
    size_t nb = b->f->nblocks;
    b->nchunks = (b->nregs + REG_CHUNK - 1) / REG_CHUNK;
    arena_init(&b->chunks);
    b->undefined = arena_alloc(&b->chunks, sizeof *b->undefined);  // zeroed: every register NULL
    b->oom |= !b->undefined;
    for (int t = 1; t <= 2; t++) {
        b->regs[t] = zalloc(b, b->nchunks, sizeof *b->regs[t]);
        b->owned[t] = zalloc(b, b->nchunks, 1);
        if (b->regs[t] && b->owned[t] && b->undefined)
            regs_from(b, t, NULL);
        b->out[t] = zalloc(b, nb, sizeof *b->out[t]);
        b->bcond[t] = zalloc(b, nb, sizeof *b->bcond[t]);
        for (int k = 0; k < ACCESS_NSTATE; k++)
            b->cnt_out[k][t] = zalloc(b, nb, sizeof *b->cnt_out[k][t]);
    }
    b->loop_at = zalloc(b, nb, sizeof *b->loop_at);
    b->loop_of = zalloc(b, nb, sizeof *b->loop_of);
    b->done = zalloc(b, nb, 1);
    b->rpo = zalloc(b, nb, sizeof *b->rpo);
    b->rpo_index = zalloc(b, nb, sizeof *b->rpo_index);
    b->pending = zalloc(b, nb, sizeof *b->pending);
    b->latch = zalloc(b, nb, 1);
    b->in_loop = zalloc(b, nb, 1);
    b->load_var[1] = zalloc(b, b->f->ninsts, sizeof *b->load_var[1]);
    b->load_var[2] = zalloc(b, b->f->ninsts, sizeof *b->load_var[2]);
    b->var_addr = zalloc(b, m->nvars, sizeof *b->var_addr);
    b->param_val = zalloc(b, m->nvars, sizeof *b->param_val);
    b->box_var = zalloc(b, m->nvars, sizeof *b->box_var);
    b->inst_box = zalloc(b, b->f->ninsts, sizeof *b->inst_box);
    if (b->oom)
        return -1;
    memset(b->rpo_index, 0xff, nb * sizeof *b->rpo_index);
    memset(b->loop_at, 0xff, nb * sizeof *b->loop_at);
    memset(b->window, 0xff, sizeof b->window);
    memset(b->loop_of, 0xff, nb * sizeof *b->loop_of);
    memset(b->var_addr, 0xff, m->nvars * sizeof *b->var_addr);
    memset(b->param_val, 0xff, m->nvars * sizeof *b->param_val);
    memset(b->box_var, 0xff, m->nvars * sizeof *b->box_var);
    memset(b->inst_box, 0xff, b->f->ninsts * sizeof *b->inst_box);
    memset(b->load_var[1], 0xff, b->f->ninsts * sizeof *b->load_var[1]);
    memset(b->load_var[2], 0xff, b->f->ninsts * sizeof *b->load_var[2]);
    return make_thread_vars(b);
}

/* Can a generic address of f point into shared memory? Only one made from
 * a shared address can: a cvta of .shared or .shared::cluster (either
 * way: cvta.to.shared expects one), mapa, a shared variable named by
 * anything but a .shared access, an initializer generic(x) of a
 * shared variable x, a parameter declared .ptr.shared, or a call not
 * analyzed in context. Kernel pointer
 * parameters point to global memory (design.md's stated assumption), and
 * shared memory outlives no block, so no value from memory at launch
 * holds one. */
static int shared_space(KirSpace s)
{
    return s == KIR_SPACE_SHARED || s == KIR_SPACE_SHARED_CLUSTER;
}

/* Does operand o name a shared variable (its address, or [x+off])? */
static int names_shared(const KirModule *m, const KirOperand *o)
{
    if (o->kind == KIR_OPND_VAR)
        return o->var < m->nvars && shared_space((KirSpace)m->vars[o->var].space);
    if (o->kind == KIR_OPND_ADDR && o->base_kind == KIR_BASE_VAR)
        return o->addr.base < m->nvars && shared_space((KirSpace)m->vars[o->addr.base].space);
    if (o->kind == KIR_OPND_VEC || o->kind == KIR_OPND_LIST || o->kind == KIR_OPND_TEXADDR)
        for (uint32_t k = 0; k < o->n; k++)
            if (names_shared(m, &o->elems[k]))
                return 1;
    return 0;
}

static int makes_generic_shared(const KirModule *m, uint32_t fi, const KirFunc *f)
{
    for (uint32_t i = 0; i < f->ninsts; i++) {
        const KirInst *in = &f->insts[i];
        if ((in->op == KIR_OP_CVTA && shared_space((KirSpace)in->space)) || in->op == KIR_OP_CALL ||
            strncmp(in->mnemonic, "mapa", 4) == 0)
            return 1;
        /* a shared variable named other than by a .shared access: a generic ld [smem+4] is a
         * shared access, and an address taken (mov r, smem) may be used as one */
        for (uint32_t k = 0; k < in->nopnd && !shared_space((KirSpace)in->space); k++)
            if (names_shared(m, &in->opnds[k]))
                return 1;
    }
    for (uint32_t p = 0; p < m->funcs[fi].nparams; p++)  // .ptr.shared: not the stated assumption's pointer
        if (m->funcs[fi].params[p] < m->nvars && m->vars[m->funcs[fi].params[p]].ptr_space == KIR_SPACE_SHARED)
            return 1;
    for (uint32_t v = 0; v < m->nvars; v++)
        for (uint32_t k = 0; k < m->vars[v].ninit; k++) {
            const KirInitElem *e = &m->vars[v].init[k];
            if (e->kind == KIR_OPND_VAR && e->generic && e->var < m->nvars && shared_space((KirSpace)m->vars[e->var].space))
                return 1;
        }
    return 0;
}

int access_build(const KirModule *m, uint32_t fi, SymCtx *sym, AccessModel *out)
{
    Builder b;
    memset(out, 0, sizeof *out);
    int rc = -1;
    if (fi >= m->nfuncs || !m->funcs[fi].has_body || builder_init(&b, m, fi, sym) < 0)
        goto done;
    compute_rpo(&b);
    loops_find(&b);
    count_successors(&b);
    for (uint32_t i = 0; i < b.nrpo && !b.oom && !sym->oom && !b.irreducible; i++)
        visit_block(&b, b.rpo[i]);  // irreducible: an empty model, incomplete (every checker: unknown)
    if (b.oom || sym->oom || b.events.oom || loops_finish(&b) < 0)
        goto done;
    resolve_generic(&b);
    out->loops = mem_alloc(((size_t)b.nloops + 1) * sizeof *out->loops);
    if (!out->loops)
        goto done;
    for (uint32_t li = 0; li < b.nloops; li++) {
        const LoopInfo *L = &b.loops[li];
        out->loops[li] = (AccessLoop){ L->header, L->parent, L->barrier, L->collective, L->side_entry,
                                       { 0, L->k[1], L->k[2] },
                                       { NULL, L->reach[1], L->reach[2] }, { NULL, L->fact[1], L->fact[2] }, L->same,
                                       { UINT32_MAX, L->kappa_free[0][1] ? L->kappa[0][1] : UINT32_MAX,
                                         L->kappa_free[0][2] ? L->kappa[0][2] : UINT32_MAX } };
    }
    out->loop_of = b.loop_of;
    b.loop_of = NULL;
    out->m = m, out->f = b.f, out->sym = sym;
    out->events = b.events.data;
    out->nevents = b.events.len;
    out->nhavoc = b.nhavoc;
    out->nloops = b.nloops;
    out->incomplete = b.incomplete;
    int generic = 0;  // only a generic access unresolved asks (the scan reads every initializer of m)
    for (uint32_t i = 0; i < out->nevents && !generic; i++)
        generic = out->events[i].space == KIR_SPACE_NONE;
    out->no_generic_shared = generic && !makes_generic_shared(m, fi, b.f);
    out->in_loop = b.in_loop;
    out->reachable = b.done;
    out->var_addr = b.var_addr;
    memcpy(out->ntid, b.ntid, sizeof out->ntid);
    memcpy(out->nctaid, b.nctaid, sizeof out->nctaid);
    memcpy(out->tid, b.tid, sizeof out->tid);
    memcpy(out->ctaid, b.ctaid, sizeof out->ctaid);
    b.events.data = NULL;
    out->rpo = b.rpo, out->nrpo = b.nrpo, out->rpo_index = b.rpo_index;
    out->param_val = b.param_val;
    out->fields = b.fields.data, out->nfields = b.fields.len;
    b.fields.data = NULL, b.fields.len = b.fields.cap = 0;
    out->inst_box = b.inst_box, out->box_var = b.box_var;
    b.inst_box = NULL, b.box_var = NULL;
    out->var_origin = b.var_origin, out->norigin = b.norigin;
    b.var_origin = NULL;
    out->load_var[1] = b.load_var[1], out->load_var[2] = b.load_var[2];
    b.param_val = NULL, b.load_var[1] = b.load_var[2] = NULL;
    b.in_loop = NULL, b.done = NULL, b.var_addr = NULL;  // now owned by the model
    b.rpo = NULL, b.rpo_index = NULL;
    rc = 0;
done:
    if (fi < m->nfuncs && m->funcs[fi].has_body)
        builder_free(&b);
    return rc;
}

uint32_t access_tensor_map(const AccessModel *am, uint32_t inst)
{
    uint32_t v = inst < am->f->ninsts ? am->inst_box[inst] : UINT32_MAX;
    for (uint32_t i = 0; v != UINT32_MAX && i < am->m->nvars; i++)
        if (am->box_var[i] == v)
            return i;
    return UINT32_MAX;
}

void access_model_free(AccessModel *am)
{
    mem_free(am->events);
    mem_free(am->loops);
    mem_free(am->loop_of);
    mem_free(am->in_loop);
    mem_free(am->reachable);
    mem_free(am->var_addr);
    mem_free(am->rpo);
    mem_free(am->rpo_index);
    mem_free(am->param_val);
    mem_free(am->fields);
    mem_free(am->inst_box), mem_free(am->box_var);
    mem_free(am->var_origin);
    mem_free(am->load_var[1]);
    mem_free(am->load_var[2]);
    memset(am, 0, sizeof *am);
}
