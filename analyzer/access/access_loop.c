/*
 * access_loop.c - loops in the access model (access.h): natural loops, the
 * state a thread has at a loop header in its iteration k, and the closing
 * pass that turns the header placeholders into closed forms.
 * Consumes: the CFG in reverse post-order (before the pass) and the end
 * states of the blocks (after it). Produces: per loop its body, parent,
 * exits and iteration variables; induction variables in closed form; the
 * header conditions with the no-wrap facts of earlier iterations; barrier
 * counts per iteration. Every event term is rewritten by substitution.
 * Assumes: loops terminate (leaving a simple loop is as likely as entering
 * it); everything else is an over-approximation (access.h).
 */
#include "access_int.h"

#include <stdio.h>
#include <string.h>

int loops_contains(const Builder *b, int32_t li, uint32_t v)
{
    return li >= 0 && b->body[(size_t)li * b->f->nblocks + v];
}


static int ends_thread(const KirInst *in)
{
    return in->op == KIR_OP_RET || in->op == KIR_OP_EXIT || in->op == KIR_OP_TRAP;
}

static void mark_written(uint8_t *set, const KirOperand *d)
{
    if (d->kind == KIR_OPND_REG)
        set[d->reg] = 1;
    else if (d->kind == KIR_OPND_VEC)
        for (uint32_t i = 0; i < d->n; i++)
            mark_written(set, &d->elems[i]);
}

/* Properties of loop li once its body is known: registers written, barrier,
 * exits, side entries. */
static void loop_properties(Builder *b, uint32_t li)
{
    const KirFunc *f = b->f;
    LoopInfo *L = &b->loops[li];
    const uint8_t *in = &b->body[(size_t)li * f->nblocks];
    uint8_t *set = &b->changed[(size_t)li * b->nregs];
    int32_t target = -1;
    int simple = 1;
    for (uint32_t v = 0; v < f->nblocks; v++) {
        if (!in[v])
            continue;
        b->in_loop[v] = 1;
        for (uint32_t j = 0; j < f->blocks[v].ninst; j++) {
            const KirInst *ins = &f->insts[f->blocks[v].first + j];
            uint32_t slot = b->slot_of ? b->slot_of[f->blocks[v].first + j] : UINT32_MAX;
            if (ins->ndst)
                mark_written(set, &ins->opnds[0]);
            if (slot != UINT32_MAX && ins->op == KIR_OP_ST)  // a .local slot is written
                set[slot] = 1;
            int mask;
            L->barrier |= kir_barrier_full(ins);
            L->collective |= kir_warp_collective(ins, &mask);
            simple &= !ends_thread(ins);
        }
        for (uint32_t k = 0; k < f->blocks[v].nsuccs; k++) {
            uint32_t s = f->blocks[v].succs[k];
            if (in[s])
                continue;
            if (target >= 0 && (uint32_t)target != s)
                simple = 0;
            target = (int32_t)s;
        }
        for (uint32_t k = 0; v != L->header && k < f->blocks[v].npreds; k++) {
            uint32_t p = f->blocks[v].preds[k];
            if (!in[p] && b->rpo_index[p] != UINT32_MAX)
                simple = 0, L->side_entry = 1;  // entered other than through the header
        }
    }
    L->simple = (uint8_t)(simple && target >= 0);
}

/* Is every back edge's target a dominator of its source (reducible
 * control flow)? Immediate dominators by the iterative algorithm of Cooper,
 * Harvey and Kennedy over reverse post-order. 1 when reducible, 0 when not,
 * -1 on OOM. */
static int reducible(Builder *b)
{
    const KirFunc *f = b->f;
    uint32_t nb = f->nblocks;
    uint32_t *idom = mem_alloc(((size_t)nb + 1) * sizeof *idom);
    if (!idom)
        return -1;
    for (uint32_t v = 0; v < nb; v++)
        idom[v] = UINT32_MAX;
    if (b->nrpo)
        idom[b->rpo[0]] = b->rpo[0];
    for (int changed = 1; changed;) {
        changed = 0;
        for (uint32_t i = 1; i < b->nrpo; i++) {
            uint32_t v = b->rpo[i], d = UINT32_MAX;
            for (uint32_t k = 0; k < f->blocks[v].npreds; k++) {
                uint32_t p = f->blocks[v].preds[k];
                if (b->rpo_index[p] == UINT32_MAX || idom[p] == UINT32_MAX)
                    continue;
                if (d == UINT32_MAX) {
                    d = p;
                    continue;
                }
                uint32_t x = p, y = d;  // the nearest common dominator
                while (x != y) {
                    while (b->rpo_index[x] > b->rpo_index[y])
                        x = idom[x];
                    while (b->rpo_index[y] > b->rpo_index[x])
                        y = idom[y];
                }
                d = x;
            }
            if (d != UINT32_MAX && idom[v] != d)
                idom[v] = d, changed = 1;
        }
    }
    int ok = 1;
    for (uint32_t i = 0; i < b->nrpo && ok; i++) {
        uint32_t v = b->rpo[i];
        for (uint32_t k = 0; k < f->blocks[v].npreds && ok; k++) {
            uint32_t u = f->blocks[v].preds[k];
            if (b->rpo_index[u] == UINT32_MAX || b->rpo_index[u] < i)
                continue;  // unreachable, or a forward edge
            uint32_t x = u;  // a back edge u -> v: v must dominate u
            while (x != v && idom[x] != x && idom[x] != UINT32_MAX)
                x = idom[x];
            ok = x == v;
        }
    }
    mem_free(idom);
    return ok;
}

void loops_find(Builder *b)
{
    int r = reducible(b);
    if (r <= 0) {  // a loop entered other than through its header: not modeled
        b->oom |= r < 0;
        b->irreducible = r == 0;
        if (r == 0 && !b->incomplete)
            b->incomplete = "irreducible control flow (a loop entered other than through its header) is not "
                            "modeled yet";
        return;
    }
    const KirFunc *f = b->f;
    uint32_t nb = f->nblocks, n = 0;
    uint32_t *work = mem_alloc(((size_t)nb + 1) * sizeof *work);
    uint32_t *size = NULL;
    if (!work)
        goto oom;
    for (uint32_t i = 0; i < b->nrpo; i++) {  // headers: targets of back edges, in RPO
        uint32_t v = b->rpo[i];
        for (uint32_t k = 0; k < f->blocks[v].npreds; k++) {
            uint32_t p = f->blocks[v].preds[k];
            if (b->rpo_index[p] != UINT32_MAX && b->rpo_index[p] >= i && b->loop_at[v] < 0)
                b->loop_at[v] = (int32_t)n++;
        }
    }
    b->nloops = n;
    b->loops = mem_alloc(((size_t)n + 1) * sizeof *b->loops);
    b->body = mem_alloc((size_t)n * nb + 1);
    b->changed = mem_alloc((size_t)n * b->nregs + 1);
    size = mem_alloc(((size_t)n + 1) * sizeof *size);
    if (!b->loops || !b->body || !size || !b->changed)
        goto oom;
    memset(b->changed, 0, (size_t)n * b->nregs + 1);
    memset(b->loops, 0, ((size_t)n + 1) * sizeof *b->loops);
    memset(b->body, 0, (size_t)n * nb + 1);
    for (uint32_t v = 0; v < nb; v++) {
        int32_t li = b->loop_at[v];
        if (li < 0)
            continue;
        LoopInfo *L = &b->loops[li];
        uint8_t *in = &b->body[(size_t)li * nb];
        uint32_t nw = 0;
        L->header = v, L->parent = -1;
        in[v] = 1;
        for (uint32_t k = 0; k < f->blocks[v].npreds; k++) {  // natural loop of each back edge
            uint32_t u = f->blocks[v].preds[k];
            if (b->rpo_index[u] == UINT32_MAX || b->rpo_index[u] < b->rpo_index[v] || in[u])
                continue;
            in[u] = 1, work[nw++] = u;
            while (nw) {
                uint32_t w = work[--nw];
                for (uint32_t p = 0; p < f->blocks[w].npreds; p++) {
                    uint32_t q = f->blocks[w].preds[p];
                    if (!in[q] && b->rpo_index[q] != UINT32_MAX)
                        in[q] = 1, work[nw++] = q;
                }
            }
        }
    }
    for (uint32_t li = 0; li < n; li++) {
        loop_properties(b, li);
        size[li] = 0;
        for (uint32_t v = 0; v < nb; v++)
            size[li] += b->body[(size_t)li * nb + v];
    }
    /* parents and innermost loops: the smallest enclosing body (natural
     * loops of distinct headers are nested or disjoint) */
    for (uint32_t li = 0; li < n; li++)
        for (uint32_t lj = 0; lj < n; lj++)
            if (lj != li && loops_contains(b, (int32_t)lj, b->loops[li].header) && size[lj] >= size[li] &&
                (b->loops[li].parent < 0 || size[lj] < size[b->loops[li].parent]))
                b->loops[li].parent = (int32_t)lj;
    for (uint32_t v = 0; v < nb; v++)
        for (uint32_t li = 0; li < n; li++)
            if (loops_contains(b, (int32_t)li, v) && (b->loop_of[v] < 0 || size[li] < size[b->loop_of[v]]))
                b->loop_of[v] = (int32_t)li;
    /* a loop holding a barrier (a collective) makes its enclosing loops hold one too */
    for (uint32_t li = 0; li < n; li++)
        for (int32_t p = b->loops[li].parent; p >= 0; p = b->loops[p].parent) {
            b->loops[p].barrier |= b->loops[li].barrier;
            b->loops[p].collective |= b->loops[li].collective;
        }
    mem_free(work), mem_free(size);
    return;
oom:
    mem_free(work), mem_free(size);
    b->nloops = 0;
    b->oom = 1;
}

void loops_enter_header(Builder *b, int t, uint32_t v, const SymTerm *cond)
{
    SymCtx *c = b->sym;
    LoopInfo *L = &b->loops[b->loop_at[v]];
    char name[48];
    L->entry[t] = cond;
    snprintf(name, sizeof name, "k%u.%d", v, t);
    L->k[t] = av_new_var(b, name, 64, SYM_VAR_LOOP, t);
    const SymTerm *chi = av_fresh(b, t, 0, SYM_VAR_FREE, "reach");
    if (!chi || L->k[t] == UINT32_MAX)
        return;
    L->chi[t] = chi->args[0]->var;
    b->bcond[t][v] = sym_bin(c, SYM_BAND, cond, chi);
    const uint8_t *changed = &b->changed[(size_t)b->loop_at[v] * b->nregs];
    for (uint32_t r = 0; r < b->nregs && !b->oom; r++) {
        unsigned w = av_reg_width(b, r);
        if (!reg_get(b, t, r))
            reg_set(b, t, r, av_fresh(b, t, w, SYM_VAR_FREE, "phi"));
        if (!changed[r])
            continue;
        const SymTerm *init = reg_get(b, t, r), *rho = av_fresh(b, t, w, SYM_VAR_FREE, "loop");
        reg_set(b, t, r, rho);
        if (rho && w > 0) {
            LoopReg lr = { (uint32_t)b->loop_at[v], r, t, rho->var, init };
            if (vec_push(&b->lregs, lr) < 0)
                b->oom = 1;
        }
    }
    for (int d = 0; d < 2; d++) {  // the bounds of groups complete: closed in loops_finish
        snprintf(name, sizeof name, "done%u.%d.%d", v, d, t);
        L->done_init[d][t] = b->cnt[ACCESS_DONE + d][t];
        L->done_var[d][t] = av_new_var(b, name, 64, SYM_VAR_FREE, t);
        if (L->done_var[d][t] != UINT32_MAX)
            b->cnt[ACCESS_DONE + d][t] = sym_var(c, L->done_var[d][t]);
    }
    static const char *const kname[ACCESS_NCOUNT] = { "kappa", "wkappa", "gkappa" };
    for (int k = 0; k < ACCESS_NCOUNT; k++) {
        snprintf(name, sizeof name, "%s%u.%d", kname[k], v, t);
        L->kappa[k][t] = av_new_var(b, name, 64, SYM_VAR_FREE, t);
        if (L->kappa[k][t] != UINT32_MAX)
            b->cnt[k][t] = L->head_cnt[k][t] = sym_bin(c, SYM_ADD, b->cnt[k][t], sym_var(c, L->kappa[k][t]));
    }
}

const SymTerm *loops_pred_cond(Builder *b, int t, uint32_t p, uint32_t v)
{
    int32_t left = -1;  // the outermost loop the edge leaves
    for (int32_t li = b->loop_of[p]; li >= 0 && !loops_contains(b, li, v); li = b->loops[li].parent)
        left = li;
    if (left >= 0 && b->loops[left].simple && b->loops[left].entry[t])
        return b->loops[left].entry[t];
    return sym_bin(b->sym, SYM_BAND, b->bcond[t][p], edge_cond(b, t, p, v));
}

/* ---- the closing pass ---- */

typedef struct {
    const Builder *b;
    int32_t loop;
    uint32_t keep[2];  // variables that do not count as varying (the loop's own k)
} Varying;

/* Is var created inside the loop (a value that changes from one iteration
 * to the next)? */
static int varies(void *ctx, uint32_t var)
{
    const Varying *v = ctx;
    if (var == v->keep[0] || var == v->keep[1] || var >= v->b->norigin)
        return 0;
    uint32_t o = v->b->var_origin[var];
    return o != UINT32_MAX && loops_contains(v->b, v->loop, o);
}

static int invariant(const Builder *b, uint32_t li, const SymTerm *x)
{
    Varying v = { b, (int32_t)li, { UINT32_MAX, UINT32_MAX } };
    return x && !sym_mentions(b->sym, x, varies, &v);
}

/* The single value every back edge of loop li gives register reg of thread
 * t (count > 0: barrier counter count - 1 instead), or NULL. */
static const SymTerm *latch_value(const Builder *b, uint32_t li, int t, uint32_t reg, int count)
{
    const KirBlock *h = &b->f->blocks[b->loops[li].header];
    const SymTerm *val = NULL;
    for (uint32_t k = 0; k < h->npreds; k++) {
        uint32_t u = h->preds[k];
        if (!loops_contains(b, (int32_t)li, u) || !b->done[u])
            continue;
        const SymTerm *x = count ? b->cnt_out[count - 1][t][u] : out_reg(b, t, u, reg);
        if (val && x != val)
            return NULL;
        val = x;
    }
    return val;
}

typedef struct {
    uint32_t var;
    int other;    // a variable other than var was met
} OnlyVar;

static int other_var(void *ctx, uint32_t var)
{
    OnlyVar *o = ctx;
    o->other |= var != o->var;
    return 0;
}

enum { MAX_WRAP = 64 };

/* Does V(x) = (x + step) mod n hold for every x in [0, n)? */
static int steps_mod(const SymCtx *c, const SymTerm *V, uint64_t *vals, uint32_t var, uint64_t m, uint64_t n,
                     uint64_t step)
{
    for (uint64_t x = 0; x < n; x++) {
        vals[var] = x;
        if ((sym_eval(c, V, vals) & m) != (x + step) % n)
            return 0;
    }
    return 1;
}

/* A counter that wraps around: V(x) = (x + step) mod n on [0, n), in
 * whatever spelling (x + 1 == n ? 0 : x + 1, x + 1 > n - 1 ? 0 : x + 1,
 * signed or not, or several of them where a loop was unrolled: Triton's
 * and CUTLASS's pipeline stage index), found by evaluating V on 0 .. n - 1
 * for the least n that fits. From an init in [0, n) (sym_range: a
 * constant, or what an earlier loop's counter of this kind left) the value
 * in iteration k is (init + step * (k mod n)) mod n; from a constant init
 * outside, V(init) in iteration 1 on. Exact for every k. NULL when V is no
 * such step. */
static const SymTerm *wrapping(Builder *b, const SymTerm *V, const SymTerm *rho, const SymTerm *init,
                               const SymTerm *k, unsigned w)
{
    SymCtx *c = b->sym;
    OnlyVar ov = { rho->var, 0 };
    (void)sym_mentions(c, V, other_var, &ov);
    if (V->op != SYM_ITE || ov.other)
        return NULL;
    uint64_t *vals = mem_alloc(((size_t)c->nvars + 1) * sizeof *vals), m = sym_mask(w), n = 0, step = 0;
    if (!vals)
        return NULL;
    memset(vals, 0, ((size_t)c->nvars + 1) * sizeof *vals);
    vals[rho->var] = 0;
    step = sym_eval(c, V, vals) & m;
    for (uint64_t cand = 2; cand <= MAX_WRAP && !n; cand++)
        if (step < cand && steps_mod(c, V, vals, rho->var, m, cand, step))
            n = cand;
    uint64_t lo, hi, first = 0;
    sym_range(c, init, &lo, &hi);  // an init in [0, n): a constant, or an earlier loop's own counter
    int inside = hi < n;
    if (!inside && init->op == SYM_CONST) {
        vals[rho->var] = init->value;
        first = sym_eval(c, V, vals) & m;
    }
    mem_free(vals);
    if (!n || step == 0 || (!inside && (init->op != SYM_CONST || first >= n)))
        return NULL;
    const SymTerm *N = sym_const(c, 64, n), *at = inside ? init : sym_const(c, w, first);
    /* iteration j >= 1 from first: (first + step * (j - 1)) mod n, j - 1 = (j + n - 1) mod n below */
    const SymTerm *j = inside ? k : sym_bin(c, SYM_ADD, k, sym_const(c, 64, n - 1));
    const SymTerm *v = sym_bin(c, SYM_UREM, sym_bin(c, SYM_ADD, sym_ext(c, SYM_ZEXT, 64, at),
                                                    sym_bin(c, SYM_MUL, sym_const(c, 64, step),
                                                            sym_bin(c, SYM_UREM, j, N))), N);
    v = sym_ext(c, SYM_TRUNC, w, v);
    return inside ? v : sym_ite(c, sym_bin(c, SYM_EQ, k, sym_const(c, 64, 0)), init, v);
}

/* The rebuilt terms of one `assuming`, by term (open addressing). */
enum { ASSUME_NODES = 4096, ASSUME_SLOTS = 2 * ASSUME_NODES };

typedef struct AssumeMemo AssumeMemo;
struct AssumeMemo {
    const SymTerm *key[ASSUME_SLOTS], *val[ASSUME_SLOTS];
    uint16_t used[ASSUME_SLOTS];  // the slots filled, to empty them after the call
    uint32_t nused;
};

static const SymTerm **memo_slot(AssumeMemo *m, const SymTerm *t)
{
    uint32_t j = t->hash & (ASSUME_SLOTS - 1);
    while (m->key[j] && m->key[j] != t)
        j = (j + 1) & (ASSUME_SLOTS - 1);
    if (!m->key[j])
        m->used[m->nused++] = (uint16_t)j;  // at most one new key per visit, visits < ASSUME_SLOTS
    m->key[j] = t;
    return &m->val[j];
}

/* t with each of the facts h[0..n) made true, rebuilt, each distinct
 * subterm once; `budget` bounds the subterms visited (NULL once spent, or
 * on OOM). */
static const SymTerm *assume_in(SymCtx *c, const SymTerm *t, const SymTerm *const *h, int n, unsigned *budget,
                                AssumeMemo *m)
{
    for (int i = 0; i < n; i++)
        if (t == h[i])
            return sym_bool(c, 1);
    if (!t->nargs)
        return t;
    const SymTerm **slot = memo_slot(m, t);
    if (*slot)
        return *slot;
    if (!*budget)
        return NULL;
    (*budget)--;
    const SymTerm *a[3] = { NULL, NULL, NULL }, *r = t;
    int same = 1;
    for (unsigned i = 0; i < t->nargs; i++) {
        if (!(a[i] = assume_in(c, t->args[i], h, n, budget, m)))
            return NULL;
        same &= a[i] == t->args[i];
    }
    SymOp op = (SymOp)t->op;
    if (same)
        r = t;
    else if (t->nargs == 3)
        r = sym_ite(c, a[0], a[1], a[2]);
    else if (t->nargs == 2)
        r = sym_bin(c, op, a[0], a[1]);
    else
        r = op == SYM_ZEXT || op == SYM_SEXT || op == SYM_TRUNC ? sym_ext(c, op, t->width, a[0]) : sym_un(c, op, a[0]);
    return *memo_slot(m, t) = r;  // the slot again: the table may have moved on (it does not grow)
}

/* The memo is the builder's, made empty once and emptied slot by slot
 * after each call: at -O0 a kernel makes a thousand calls, and clearing
 * its 192 KiB each time cost more than the rest of the loop summaries. */
static const SymTerm *assuming(Builder *b, const SymTerm *t, const SymTerm *const *h, int n)
{
    AssumeMemo *m = b->assume;
    if (!m) {
        if (!(m = b->assume = mem_alloc(sizeof *m)))
            return NULL;
        memset(m, 0, sizeof *m);
    }
    unsigned budget = ASSUME_NODES;
    const SymTerm *r = assume_in(b->sym, t, h, n, &budget, m);
    for (uint32_t i = 0; i < m->nused; i++)
        m->key[m->used[i]] = m->val[m->used[i]] = NULL;
    m->nused = 0;
    return r;
}

enum { MAX_CONJUNCTS = 32 };

static int conjuncts(const SymTerm *x, const SymTerm **out, int *n);

/* The latch value V of a register of thread t where its one back edge is
 * taken: the condition of the latch block and of its edge to the header
 * hold there (the value at the next header visit is only defined then),
 * so their conjuncts are true in V (a wrap built by branches, as at -O0,
 * carries them; a barrier count ite(c, n + 10, n) at a latch that goes
 * back only when c, where the paths of a top test join). V as it is when
 * the loop has several latches or the facts are too many. */
static const SymTerm *on_back_edge(Builder *b, uint32_t li, int t, const SymTerm *V)
{
    const KirBlock *h = &b->f->blocks[b->loops[li].header];
    uint32_t latch = UINT32_MAX;
    for (uint32_t k = 0; k < h->npreds; k++) {
        uint32_t u = h->preds[k];
        if (!loops_contains(b, (int32_t)li, u) || !b->done[u])
            continue;
        if (latch != UINT32_MAX)
            return V;
        latch = u;
    }
    const SymTerm *fact[MAX_CONJUNCTS];
    int n = 0;
    const SymTerm *edge = latch == UINT32_MAX ? NULL : edge_cond(b, t, latch, b->loops[li].header);
    if (latch == UINT32_MAX || !b->bcond[t][latch] || !edge || !conjuncts(b->bcond[t][latch], fact, &n) ||
        !conjuncts(edge, fact, &n))
        return V;
    const SymTerm *x = assuming(b, V, fact, n);
    return x ? x : V;
}

/* The closed form of an induction variable over k, or NULL. */
static const SymTerm *closed_form(Builder *b, SymSubst *S, uint32_t li, const LoopReg *lr)
{
    SymCtx *c = b->sym;
    const SymTerm *rho = sym_var(c, lr->var), *V = latch_value(b, li, lr->t, lr->reg, 0);
    if (!V || !rho || (V->nargs != 2 && V->op != SYM_ITE))
        return NULL;
    unsigned w = rho->width;
    const SymTerm *k = sym_var(c, b->loops[li].k[lr->t]);
    const SymTerm *kw = sym_ext(c, SYM_TRUNC, w, k), *init = sym_subst(S, lr->init), *s = NULL;
    if (V->op == SYM_ITE)
        return init ? wrapping(b, on_back_edge(b, li, lr->t, V), rho, init, k, w) : NULL;
    if (V->op == SYM_ADD && V->args[0] == rho && invariant(b, li, V->args[1]))
        s = V->args[1];
    else if (V->op == SYM_ADD && V->args[1] == rho && invariant(b, li, V->args[0]))
        s = V->args[0];
    else if (V->op == SYM_SUB && V->args[0] == rho && invariant(b, li, V->args[1]))
        s = sym_un(c, SYM_NEG, V->args[1]);
    const SymTerm *a0, *s0;  // x' = (x + S) + S (a loop unrolled twice): x plus an invariant sum
    if (!s && (V->op == SYM_ADD || V->op == SYM_SUB) && av_linear(c, V, lr->var, &a0, &s0) &&
        s0->op == SYM_CONST && s0->value == 1 && invariant(b, li, a0))
        s = a0;
    if (s)
        return sym_bin(c, SYM_ADD, init, sym_bin(c, SYM_MUL, kw, sym_subst(S, s)));
    /* x' = c - x and x' = x ^ c alternate: init in even iterations, the other value in odd ones
     * (ping-pong buffers) */
    const SymTerm *other = NULL;
    if (V->op == SYM_SUB && V->args[1] == rho && invariant(b, li, V->args[0]))
        other = sym_bin(c, SYM_SUB, sym_subst(S, V->args[0]), init);
    else if (V->op == SYM_XOR && (V->args[0] == rho || V->args[1] == rho) &&
             invariant(b, li, V->args[V->args[0] == rho]))
        other = sym_bin(c, SYM_XOR, init, sym_subst(S, V->args[V->args[0] == rho]));
    if (other) {
        const SymTerm *even = sym_bin(c, SYM_EQ, sym_bin(c, SYM_AND, k, sym_const(c, 64, 1)), sym_const(c, 64, 0));
        return sym_ite(c, even, init, other);
    }
    SymOp op = (SymOp)V->op;
    const SymTerm *by = V->args[1];
    if ((op == SYM_MUL || op == SYM_UDIV) && V->args[op == SYM_MUL && V->args[1] == rho] == rho) {
        /* x * 2^j is x << j, x / 2^j (unsigned) is x >> j */
        const SymTerm *f = V->args[op == SYM_MUL && V->args[1] == rho ? 0 : 1];
        int j = -1;
        for (int i = 0; i < 64 && f->op == SYM_CONST; i++)
            if (f->value == UINT64_C(1) << i)
                j = i;
        if (j < 0)
            return NULL;
        op = op == SYM_MUL ? SYM_SHL : SYM_LSHR;
        by = sym_const(c, w, (uint64_t)j);
    } else if (V->args[0] != rho) {
        return NULL;
    }
    if ((op == SYM_SHL || op == SYM_LSHR || op == SYM_ASHR) && by->op == SYM_CONST) {
        /* shifted k*c bits in all: min(k, w) * c, which stays >= w once it passes it */
        uint64_t cst = by->value;
        const SymTerm *kmin = sym_ite(c, sym_bin(c, SYM_ULT, k, sym_const(c, 64, w)), kw, sym_const(c, w, w));
        const SymTerm *amt = cst >= w ? sym_ite(c, sym_bin(c, SYM_EQ, k, sym_const(c, 64, 0)),
                                                sym_const(c, w, 0), sym_const(c, w, w))
                                      : sym_bin(c, SYM_MUL, kmin, sym_const(c, w, cst));
        return sym_bin(c, op, init, amt);
    }
    return NULL;
}

/* Barriers (of counter k) one iteration passes, the same on every back
 * edge, or -1. S holds the counts of the inner loops (a loop holding a
 * barrier-free inner loop passes the same number every iteration). */
static int64_t barriers_per_iteration(Builder *b, SymSubst *S, uint32_t li, int k, int t)
{
    const SymTerm *head = b->loops[li].head_cnt[k][t], *latch = latch_value(b, li, t, 0, k + 1);
    if (!head || !latch)
        return -1;
    sym_subst_reset(S);
    head = sym_subst(S, head);
    for (int edge = 0; edge < 2 && head; edge++) {  // the count as it is, else where the back edge is taken
        const SymTerm *x = sym_subst(S, edge ? on_back_edge(b, li, t, latch) : latch);
        if (x == head)
            return 0;
        if (x && x->op == SYM_ADD && x->args[0] == head && x->args[1]->op == SYM_CONST &&
            x->args[1]->value < (1u << 20))
            return (int64_t)x->args[1]->value;
    }
    return -1;
}

/* Does t mention variable var? A tree walk with a budget; 1 when the
 * budget runs out (callers treat that as "yes", the cautious answer). */
static int mentions_var(const SymTerm *t, uint32_t var, unsigned *budget)
{
    if (!*budget)
        return 1;
    (*budget)--;
    if (t->op == SYM_VAR)
        return t->var == var;
    for (unsigned i = 0; i < t->nargs; i++)
        if (mentions_var(t->args[i], var, budget))
            return 1;
    return 0;
}

static int has_k(const SymTerm *t, uint32_t kvar)
{
    unsigned budget = 4096;
    return mentions_var(t, kvar, &budget);
}

int av_linear(SymCtx *c, const SymTerm *x, uint32_t kvar, const SymTerm **a, const SymTerm **s)
{
    unsigned w = x->width;
    const SymTerm *a1, *s1, *a2, *s2;
    if (w == 0)
        return 0;
    if (!has_k(x, kvar)) {
        *a = x, *s = sym_const(c, w, 0);
        return 1;
    }
    if ((x->op == SYM_VAR && x->var == kvar) ||
        (x->op == SYM_TRUNC && x->args[0]->op == SYM_VAR && x->args[0]->var == kvar)) {
        *a = sym_const(c, w, 0), *s = sym_const(c, w, 1);
        return 1;
    }
    switch ((SymOp)x->op) {
    case SYM_ADD: case SYM_SUB:
        if (!av_linear(c, x->args[0], kvar, &a1, &s1) || !av_linear(c, x->args[1], kvar, &a2, &s2))
            return 0;
        *a = sym_bin(c, (SymOp)x->op, a1, a2), *s = sym_bin(c, (SymOp)x->op, s1, s2);
        return *a && *s;
    case SYM_MUL: case SYM_SHL: {
        int i = has_k(x->args[1], kvar) ? 0 : 1;  // the factor free of k
        if ((x->op == SYM_SHL && i == 0) || has_k(x->args[i], kvar) ||
            !av_linear(c, x->args[1 - i], kvar, &a1, &s1))
            return 0;
        *a = sym_bin(c, (SymOp)x->op, a1, x->args[i]), *s = sym_bin(c, (SymOp)x->op, s1, x->args[i]);
        return *a && *s;
    }
    case SYM_NEG:
        if (!av_linear(c, x->args[0], kvar, &a1, &s1))
            return 0;
        *a = sym_un(c, SYM_NEG, a1), *s = sym_un(c, SYM_NEG, s1);
        return *a && *s;
    default:
        return 0;
    }
}

/* An equality test x == n (in either order) on x = a + k*s with s = +-2^m
 * and n free of k: sets *d to the distance n - a (a - n counting down) and
 * *m. 0 when the test is not of that shape. */
static int pow2_test(SymCtx *c, const SymTerm *eq, uint32_t kvar, const SymTerm **d, unsigned *m)
{
    const SymTerm *x = eq->args[0], *n = eq->args[1], *a, *s;
    if (has_k(n, kvar)) {
        const SymTerm *tmp = x;
        x = n, n = tmp;
    }
    if (x->width == 0 || has_k(n, kvar) || !has_k(x, kvar) || !av_linear(c, x, kvar, &a, &s) ||
        s->op != SYM_CONST)
        return 0;
    unsigned w = x->width;
    uint64_t up = s->value, down = (0 - s->value) & sym_mask(w);  // the step, up or down
    int neg = (down & (down - 1)) == 0 && down != 0 && (up & (up - 1)) != 0;
    uint64_t step = neg ? down : up;
    if (step == 0 || (step & (step - 1)) != 0)
        return 0;
    for (*m = 0; (UINT64_C(1) << *m) != step;)
        (*m)++;
    *d = neg ? sym_bin(c, SYM_SUB, a, n) : sym_bin(c, SYM_SUB, n, a);
    return *d != NULL;
}

/* no_wrap for a 64-bit test x_j < n (or <=, signed or not; size_t loops:
 * cooperative_groups::memcpy_async, grid-stride loops over size_t): no
 * wider type to compute in, so the premise that x_j + s cannot wrap while
 * x_j < n is "n' + s does not carry" (n' = n - 1 for <, n for <=; signed:
 * s >= 0 and no signed overflow). Then every x_j, j < k, is exact, so
 * x_0 = a and x_{k-1} = a + (k-1)*s pass the test in 64-bit arithmetic,
 * and with s >= 1, k - 1 <= (k-1)*s = x_{k-1} - a < n - a (<= for <=;
 * exact, as a < n): the bound on k the modular form alone does not give.
 * Only said of k >= 1 (the caller). */
static const SymTerm *no_wrap64(SymCtx *c, const SymTerm *atom, const SymTerm *a, const SymTerm *s, uint32_t kvar)
{
    int sgn = atom->op == SYM_SLT || atom->op == SYM_SLE, le = atom->op == SYM_ULE || atom->op == SYM_SLE;
    const SymTerm *n = atom->args[1], *one = sym_const(c, 64, 1), *zero = sym_const(c, 64, 0);
    const SymTerm *k = sym_var(c, kvar), *km1 = sym_bin(c, SYM_SUB, k, one);
    const SymTerm *n1 = le ? n : sym_bin(c, SYM_SUB, n, one), *sum = sym_bin(c, SYM_ADD, n1, s);
    const SymTerm *prem = sgn ? sym_bin(c, SYM_BAND, sym_bin(c, SYM_SLE, zero, s), sym_bin(c, SYM_SLE, n1, sum))
                              : sym_bin(c, SYM_ULE, n1, sum);
    if (!le)  // x_j < n with n the least value: no iteration passed (k = 0; nothing to say)
        prem = sym_bin(c, SYM_BAND, prem, sgn ? sym_bin(c, SYM_SLT, sym_const(c, 64, UINT64_C(1) << 63), n)
                                              : sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, n, zero)));
    const SymTerm *xk = sym_bin(c, SYM_ADD, a, sym_bin(c, SYM_MUL, km1, s));
    const SymTerm *cmp = sym_bin(c, (SymOp)atom->op, xk, n);
    const SymTerm *first = sym_bin(c, (SymOp)atom->op, a, n);  // iteration 0 passed: a < n, so n - a is exact
    const SymTerm *few = sym_bin(c, SYM_BOR, sym_bin(c, SYM_EQ, s, zero),
                                 sym_bin(c, le ? SYM_ULE : SYM_ULT, km1, sym_bin(c, SYM_SUB, n, a)));
    return sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, prem), sym_bin(c, SYM_BAND, first, sym_bin(c, SYM_BAND, cmp, few)));
}

/* Is a the shift count of a geometric register in iteration k: k itself,
 * as the closed form writes it, ite(k <u W, trunc(k), W') (a count of W
 * or more shifts everything out)? */
static int shift_by_k(const SymTerm *a, uint32_t kvar)
{
    const SymTerm *t = a->op == SYM_ITE ? a->args[1] : a;
    int is_k = (t->op == SYM_VAR && t->var == kvar) ||
               (t->op == SYM_TRUNC && t->args[0]->op == SYM_VAR && t->args[0]->var == kvar);
    if (a->op != SYM_ITE)
        return is_k;
    const SymTerm *g = a->args[0];
    return is_k && a->args[2]->op == SYM_CONST && g->op == SYM_ULT && g->args[0]->op == SYM_VAR &&
           g->args[0]->var == kvar && g->args[1]->op == SYM_CONST && g->args[1]->value <= a->args[2]->value;
}

/* no_wrap for a geometric test x_j < n (or <=, unsigned), x_j = (y << j)
 * << e (s *= 2 from y, a tree reduction's stride doubling to blockDim.x):
 * with y != 0, y << e exact and n <= 2^(w-1) (n < 2^(w-1) for <=), by
 * induction over j < k every x_j is exact (x_j < n <= 2^(w-1), so
 * doubling it does not wrap) and 2^(k-1+e) <= x_{k-1} < 2^(w-1): k - 1 <
 * w - 1 - e. The modular form alone lets k run past w, where the shift
 * count clamps and the stride is 0. NULL when x is not of that shape. */
static const SymTerm *no_wrap_geometric(SymCtx *c, const SymTerm *atom, uint32_t kvar)
{
    const SymTerm *x = atom->args[0], *n = atom->args[1];
    unsigned w = x->width, e = 0;
    while (x->op == SYM_SHL && x->args[1]->op == SYM_CONST && e < w)
        e += (unsigned)(x->args[1]->value < w ? x->args[1]->value : w), x = x->args[0];
    if (w == 0 || w > 64 || e + 1 >= w || x->op != SYM_SHL || has_k(x->args[0], kvar) || has_k(n, kvar) ||
        !shift_by_k(x->args[1], kvar))
        return NULL;
    const SymTerm *y = x->args[0], *ye = sym_bin(c, SYM_SHL, y, sym_const(c, w, e));
    const SymTerm *half = sym_const(c, w, UINT64_C(1) << (w - 1));
    const SymTerm *prem = sym_bin(c, atom->op == SYM_ULT ? SYM_ULE : SYM_ULT, n, half);
    prem = sym_bin(c, SYM_BAND, prem, sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, y, sym_const(c, w, 0))));
    prem = sym_bin(c, SYM_BAND, prem, sym_bin(c, SYM_EQ, sym_bin(c, SYM_LSHR, ye, sym_const(c, w, e)), y));
    const SymTerm *km1 = sym_bin(c, SYM_SUB, sym_var(c, kvar), sym_const(c, 64, 1));
    return sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, prem), sym_bin(c, SYM_ULT, km1, sym_const(c, 64, w - 1 - e)));
}

/* What all iterations 0..k-1 having passed `atom` (a test on an induction
 * variable, in terms of k) implies about iteration k-1 without wrap-around,
 * or true. */
static const SymTerm *no_wrap(SymCtx *c, const SymTerm *atom, uint32_t kvar)
{
    const SymTerm *k = sym_var(c, kvar), *km1 = sym_bin(c, SYM_SUB, k, sym_const(c, 64, 1));
    const SymTerm *yes = sym_bool(c, 1), *a, *s;
    if (atom->op == SYM_BNOT && atom->args[0]->op == SYM_EQ) {  // x != n, stepping by +-2^m
        const SymTerm *d;
        unsigned m;
        if (!pow2_test(c, atom->args[0], kvar, &d, &m))
            return yes;
        unsigned w = d->width;
        uint64_t step = UINT64_C(1) << m;
        /* x_j = a + j*s reaches n at j = d / 2^m when 2^m divides d (d = n - a, or a - n
         * stepping down), so every j < k having missed it bounds k - 1 below d / 2^m */
        const SymTerm *bound = sym_bin(c, SYM_ULT, km1, sym_ext(c, SYM_ZEXT, 64,
                                                             sym_bin(c, SYM_LSHR, d, sym_const(c, w, m))));
        if (m == 0)
            return bound;
        const SymTerm *hits = sym_bin(c, SYM_EQ, sym_bin(c, SYM_AND, d, sym_const(c, w, step - 1)),
                                      sym_const(c, w, 0));
        return sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, hits), bound);
    }
    if (atom->op == SYM_BNOT) {  // !(n <= x) is x < n, !(n < x) is x <= n
        const SymTerm *cmp = atom->args[0];
        static const SymOp flip[][2] = { { SYM_ULE, SYM_ULT }, { SYM_ULT, SYM_ULE }, { SYM_SLE, SYM_SLT },
                                         { SYM_SLT, SYM_SLE } };
        for (int i = 0; i < 4; i++)
            if (cmp->op == flip[i][0])
                return no_wrap(c, sym_bin(c, flip[i][1], cmp->args[1], cmp->args[0]), kvar);
        return yes;
    }
    int sgn = atom->op == SYM_SLT || atom->op == SYM_SLE, le = atom->op == SYM_ULE || atom->op == SYM_SLE;
    if (atom->op != SYM_ULT && atom->op != SYM_ULE && !sgn)
        return yes;
    const SymTerm *geo = sgn ? NULL : no_wrap_geometric(c, atom, kvar);
    if (geo)
        return geo;
    const SymTerm *x = atom->args[0], *n = atom->args[1];
    unsigned w = x->width;
    if (w == 0 || (w > 32 && w != 64) || has_k(n, kvar) || !has_k(x, kvar) || !av_linear(c, x, kvar, &a, &s))
        return yes;
    if (w == 64)
        return no_wrap64(c, atom, a, s, kvar);
    SymOp ext = sgn ? SYM_SEXT : SYM_ZEXT;
    const SymTerm *n64 = sym_ext(c, ext, 64, n), *s64 = sym_ext(c, ext, 64, s), *a64 = sym_ext(c, ext, 64, a);
    /* by induction over j < k: x_j < n and n + s <= 2^w (2^(w-1) signed) keep x_j + s from wrapping */
    uint64_t top = sgn ? UINT64_C(1) << (w - 1) : UINT64_C(1) << w;
    const SymTerm *sum = sym_bin(c, SYM_ADD, n64, s64), *lim = sym_const(c, 64, top);
    const SymTerm *prem = le ? (sgn ? sym_bin(c, SYM_SLT, sum, lim) : sym_bin(c, SYM_ULT, sum, lim))
                             : (sgn ? sym_bin(c, SYM_SLE, sum, lim) : sym_bin(c, SYM_ULE, sum, lim));
    if (sgn)
        prem = sym_bin(c, SYM_BAND, prem, sym_bin(c, SYM_SLE, sym_const(c, w, 0), s));
    const SymTerm *zero = sym_bin(c, SYM_EQ, s, sym_const(c, w, 0));
    const SymTerm *small = sym_bin(c, SYM_BOR, zero, sym_bin(c, SYM_ULT, km1, sym_const(c, 64, UINT64_C(1) << w)));
    const SymTerm *xk = sym_bin(c, SYM_ADD, a64, sym_bin(c, SYM_MUL, km1, s64));
    const SymTerm *cmp = sym_bin(c, (SymOp)atom->op, xk, n64);
    return sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, prem), sym_bin(c, SYM_BAND, small, cmp));
}

/* Appends the conjuncts of x to out[*n..]; 0 when there are more than
 * MAX_CONJUNCTS in all. */
static int conjuncts(const SymTerm *x, const SymTerm **out, int *n)
{
    if (x->op == SYM_BAND)
        return conjuncts(x->args[0], out, n) && conjuncts(x->args[1], out, n);
    if (*n == MAX_CONJUNCTS)
        return 0;
    out[(*n)++] = x;
    return 1;
}

/* a | b with the conjuncts both have taken out: (c & a') | (c & b') is
 * c & (a' | b'). The paths of a loop body that branches join before its
 * latch, so the test of a top-tested loop is a conjunct of every path's
 * condition, and stays one of the join's. */
static const SymTerm *or_factored(SymCtx *c, const SymTerm *a, const SymTerm *b)
{
    const SymTerm *ca[MAX_CONJUNCTS], *cb[MAX_CONJUNCTS];
    uint8_t shared[MAX_CONJUNCTS] = { 0 };
    int na = 0, nb = 0;
    if (!a || !b || !conjuncts(a, ca, &na) || !conjuncts(b, cb, &nb))
        return sym_bin(c, SYM_BOR, a, b);
    const SymTerm *common = sym_bool(c, 1), *ra = sym_bool(c, 1), *rb = sym_bool(c, 1);
    for (int i = 0; i < na; i++) {
        int j = 0;
        while (j < nb && (shared[j] || cb[j] != ca[i]))  // terms are interned: equal is identical
            j++;
        if (j < nb)
            shared[j] = 1, common = sym_bin(c, SYM_BAND, common, ca[i]);
        else
            ra = sym_bin(c, SYM_BAND, ra, ca[i]);
    }
    for (int j = 0; j < nb; j++)
        if (!shared[j])
            rb = sym_bin(c, SYM_BAND, rb, cb[j]);
    return sym_bin(c, SYM_BAND, common, sym_bin(c, SYM_BOR, ra, rb));
}

/* What x implies without the values that vary inside the loop: its
 * conjuncts that do not vary (the rest dropped), through disjunctions. */
static const SymTerm *weaken(const Builder *b, const Varying *v, const SymTerm *x)
{
    if (!x || !sym_mentions(b->sym, x, varies, (void *)v))
        return x;
    if (x->op == SYM_BAND)
        return sym_bin(b->sym, SYM_BAND, weaken(b, v, x->args[0]), weaken(b, v, x->args[1]));
    if (x->op == SYM_BOR)
        return or_factored(b->sym, weaken(b, v, x->args[0]), weaken(b, v, x->args[1]));
    return sym_bool(b->sym, 1);
}

/* The facts no_wrap derives from each conjunct of x. */
static const SymTerm *facts(SymCtx *c, const SymTerm *x, uint32_t kvar)
{
    if (x->op == SYM_BAND)
        return sym_bin(c, SYM_BAND, facts(c, x->args[0], kvar), facts(c, x->args[1], kvar));
    return no_wrap(c, x, kvar);
}

/* The exact exit iteration of an equality test x_k == n, x_k = a + k*s with
 * s = +-2^m (nvcc's unrolled loops count to their bound with !=): with
 * D = (n - a) >> m (or (a - n) >> m counting down), x_k == n means
 * k = D modulo 2^(w-m), and an iteration k reached with every earlier test
 * false has k = 0 or k - 1 < D (no_wrap's bound), so k = D. The lemma
 * "x_k == n and (k = 0 or k - 1 < D) imply k = D" holds for every k;
 * joined to a loop's exit condition it says which iteration the loop left
 * in, which saves the solver the modular reasoning (one cross-loop
 * obligation of b-async-copy-race-007 went from 0.5 s to 0.1 s). NULL
 * when `atom` is not such a test. */
static const SymTerm *exit_lemma(SymCtx *c, const SymTerm *atom, uint32_t kvar)
{
    const SymTerm *d;
    unsigned m;
    if (atom->op != SYM_EQ || atom->args[0]->width == 0 || !pow2_test(c, atom, kvar, &d, &m))
        return NULL;
    unsigned w = d->width;
    const SymTerm *D = sym_ext(c, SYM_ZEXT, 64, sym_bin(c, SYM_LSHR, d, sym_const(c, w, m)));
    const SymTerm *k = sym_var(c, kvar), *zero = sym_bin(c, SYM_EQ, k, sym_const(c, 64, 0));
    const SymTerm *reach = sym_bin(c, SYM_BOR, zero, sym_bin(c, SYM_ULT, sym_bin(c, SYM_SUB, k, sym_const(c, 64, 1)), D));
    const SymTerm *pre = sym_bin(c, SYM_BAND, atom, reach);
    return sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, pre), sym_bin(c, SYM_EQ, k, D));
}

/* t joined with the exit lemmas of the equality tests on k it holds (a
 * walk with a budget; the lemmas hold everywhere, so any subset is sound). */
static const SymTerm *with_exit_lemmas(SymCtx *c, const SymTerm *t, const SymTerm *x, uint32_t kvar,
                                       unsigned *budget, int *nlemmas)
{
    if (!*budget || !t || *nlemmas >= 8)
        return t;
    (*budget)--;
    const SymTerm *l = exit_lemma(c, x, kvar);
    if (l) {
        (*nlemmas)++;
        return sym_bin(c, SYM_BAND, t, l);
    }
    if (x->width == 0)
        for (unsigned i = 0; i < x->nargs && t; i++)
            t = with_exit_lemmas(c, t, x->args[i], kvar, budget, nlemmas);
    return t;
}

/* "Thread t is in iteration k of loop li": k = 0, or iteration k-1 took a
 * back edge (what of its condition does not vary in the loop). */
static const SymTerm *reached(Builder *b, SymSubst *S, uint32_t li, int t)
{
    SymCtx *c = b->sym;
    const LoopInfo *L = &b->loops[li];
    const KirBlock *h = &b->f->blocks[L->header];
    const SymTerm *ic = sym_bool(c, 0);
    for (uint32_t k = 0; k < h->npreds; k++) {
        uint32_t u = h->preds[k];
        if (loops_contains(b, (int32_t)li, u) && b->done[u])
            ic = sym_bin(c, SYM_BOR, ic, sym_bin(c, SYM_BAND, b->bcond[t][u], edge_cond(b, t, u, L->header)));
    }
    Varying v = { b, (int32_t)li, { L->k[1], L->k[2] } };
    const SymTerm *w = weaken(b, &v, sym_subst(S, ic));
    if (!w)
        return NULL;
    SymSubst shift;
    sym_subst_init(&shift, c);
    const SymTerm *k = sym_var(c, L->k[t]), *zero = sym_bin(c, SYM_EQ, k, sym_const(c, 64, 0));
    const SymTerm *prev = NULL;
    if (sym_subst_set(&shift, L->k[t], sym_bin(c, SYM_SUB, k, sym_const(c, 64, 1))) == 0)
        prev = sym_bin(c, SYM_BAND, sym_subst(&shift, w), facts(c, w, L->k[t]));
    sym_subst_free(&shift);
    return sym_bin(c, SYM_BOR, zero, sym_bin(c, SYM_BAND, sym_un(c, SYM_BNOT, zero), prev));
}

void loops_exit_edges(Builder *b, uint32_t v)
{
    SymCtx *c = b->sym;
    const KirBlock *blk = &b->f->blocks[v];
    for (uint32_t k = 0; k < blk->nsuccs; k++) {
        uint32_t s = blk->succs[k];
        for (int32_t li = b->loop_of[v]; li >= 0 && !loops_contains(b, li, s); li = b->loops[li].parent)
            for (int t = 1; t <= 2; t++) {
                LoopInfo *L = &b->loops[li];
                const SymTerm *e = sym_bin(c, SYM_BAND, b->bcond[t][v], edge_cond(b, t, v, s));
                L->left[t] = L->left[t] ? sym_bin(c, SYM_BOR, L->left[t], e) : e;
            }
    }
}

/* The facts of event e for thread t: for each loop e follows whose counter
 * (or barrier count without closed form) its terms mention, the thread that entered the loop left it in iteration
 * k (k of an event after a loop is its last iteration). */
typedef VEC(uint32_t) VarList;

/* sym_mentions' predicate: lists every variable met (answers no). */
static int list_var(void *ctx, uint32_t var)
{
    VarList *l = ctx;
    if (vec_push(l, var) < 0)
        l->oom = 1;
    return 0;
}

static int listed(const VarList *l, uint32_t var)
{
    for (uint32_t i = 0; i < l->len; i++)
        if (l->data[i] == var)
            return 1;
    return 0;
}

static const SymTerm *after_facts(Builder *b, const AccessEvent *e, int t)
{
    SymCtx *c = b->sym;
    const SymTerm *f = sym_bool(c, 1);
    /* the variables of the event's terms, listed once (not walked per loop) */
    VarList a = { 0 }, g = { 0 };
    const SymTerm *at[3] = { e->cond[t], e->epoch[t], e->addr[t] }, *gt[3] = { e->group[t], e->done[t], e->done_bar[t] };
    for (int i = 0; i < 3 && b->nloops; i++) {
        if (at[i])
            (void)sym_mentions(c, at[i], list_var, &a);
        (void)sym_mentions(c, gt[i], list_var, &g);
    }
    if (a.oom || g.oom)
        b->oom = 1;
    for (uint32_t li = 0; li < b->nloops && !b->oom; li++) {
        const LoopInfo *L = &b->loops[li];
        if (loops_contains(b, (int32_t)li, e->block) || b->rpo_index[e->block] < b->rpo_index[L->header] ||
            !L->left[t] || !L->entry[t])
            continue;
        uint32_t k0 = L->kappa_free[0][t] ? L->kappa[0][t] : UINT32_MAX;  // k, or a count over k
        uint32_t kg = L->kappa_free[ACCESS_CNT_GROUP][t] ? L->kappa[ACCESS_CNT_GROUP][t] : UINT32_MAX;
        if (!listed(&a, L->k[t]) && !listed(&a, k0) && !listed(&g, L->k[t]) && !listed(&g, kg))
            continue;
        f = sym_bin(c, SYM_BAND, f, sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, L->entry[t]), L->left[t]));
    }
    vec_free(&a);
    vec_free(&g);
    return f;
}

/* t with the map applied until nothing changes (at most 4 times): a
 * closed form made before a loop's reach variable was mapped still holds
 * that variable (the value of a register carried from one loop into the
 * next), and each round only puts in equal values, so any round is sound
 * and more rounds are more precise. */
static const SymTerm *subst_deep(SymSubst *S, const SymTerm *t)
{
    for (int round = 0; round < 4 && t; round++) {
        const SymTerm *u = sym_subst(S, t);
        if (u == t)
            break;
        t = u;
    }
    return t;
}

/* Registers of a loop that are the same for both threads in the same
 * iterations although they have no closed form (offset /= 2 at -O0): the
 * same value on entry and the same update (with the other such registers,
 * the iterations of the loop and of the loops around it taken as equal).
 * Found as the largest such set: candidates that fail are dropped until
 * none does. Gives each loop its fact "equal iterations (of it and the
 * loops around it) mean equal values". */
static void uniform_registers(Builder *b, SymSubst *S)
{
    SymCtx *c = b->sym;
    uint32_t n = b->lregs.len;
    uint32_t *pair = mem_alloc(((size_t)n + 1) * sizeof *pair);  // per thread-1 LoopReg: its thread-2 twin
    uint32_t *last = mem_alloc(((size_t)b->nregs + 1) * sizeof *last);  // per register: its latest thread-1 LoopReg
    if (!pair || !last) {
        mem_free(pair), mem_free(last);
        b->oom = 1;
        return;
    }
    for (uint32_t r = 0; r < b->nregs; r++)
        last[r] = UINT32_MAX;
    /* a header gives its thread-1 LoopRegs, then thread 2's: a twin is the
     * latest thread-1 entry of its register (one of another loop: none) */
    for (uint32_t j = 0; j < n; j++) {
        const LoopReg *y = &b->lregs.data[j];
        pair[j] = UINT32_MAX;
        if (y->t == 1) {
            last[y->reg] = j;
            continue;
        }
        uint32_t i = last[y->reg];
        const LoopReg *x = i == UINT32_MAX ? NULL : &b->lregs.data[i];
        if (x && x->loop == y->loop && pair[i] == UINT32_MAX && sym_subst(S, sym_var(c, x->var)) == sym_var(c, x->var) &&
            sym_subst(S, sym_var(c, y->var)) == sym_var(c, y->var) && sym_subst(S, x->init) == sym_subst(S, y->init))
            pair[i] = j;
    }
    mem_free(last);
    for (int changed = 1; changed && !b->oom;) {
        changed = 0;
        SymSubst M;  // thread 2's candidates and iterations as thread 1's
        sym_subst_init(&M, c);
        for (uint32_t i = 0; i < n; i++)
            if (pair[i] != UINT32_MAX) {
                const LoopReg *x = &b->lregs.data[i];
                if (sym_subst_set(&M, b->lregs.data[pair[i]].var, sym_var(c, x->var)) < 0)
                    b->oom = 1;
                for (int32_t l = (int32_t)x->loop; l >= 0; l = b->loops[l].parent)
                    if (sym_subst_set(&M, b->loops[l].k[2], sym_var(c, b->loops[l].k[1])) < 0)
                        b->oom = 1;
            }
        for (uint32_t i = 0; i < n && !b->oom; i++) {
            if (pair[i] == UINT32_MAX)
                continue;
            const LoopReg *x = &b->lregs.data[i], *y = &b->lregs.data[pair[i]];
            const SymTerm *v1 = latch_value(b, x->loop, 1, x->reg, 0), *v2 = latch_value(b, y->loop, 2, y->reg, 0);
            v1 = v1 ? sym_subst(S, v1) : NULL, v2 = v2 ? sym_subst(S, v2) : NULL;
            if (!v1 || !v2 || sym_subst(&M, v2) != sym_subst(&M, v1))
                pair[i] = UINT32_MAX, changed = 1;
        }
        sym_subst_free(&M);
    }
    for (uint32_t i = 0; i < n && !b->oom; i++) {
        if (pair[i] == UINT32_MAX)
            continue;
        const LoopReg *x = &b->lregs.data[i], *y = &b->lregs.data[pair[i]];
        LoopInfo *L = &b->loops[x->loop];
        const SymTerm *same = sym_bool(c, 1);
        for (int32_t l = (int32_t)x->loop; l >= 0; l = b->loops[l].parent)
            same = sym_bin(c, SYM_BAND, same, sym_bin(c, SYM_EQ, sym_var(c, b->loops[l].k[1]), sym_var(c, b->loops[l].k[2])));
        const SymTerm *eq = sym_bin(c, SYM_EQ, sym_var(c, x->var), sym_var(c, y->var));
        const SymTerm *f = sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, same), eq);
        L->same = L->same ? sym_bin(c, SYM_BAND, L->same, f) : f;
    }
    mem_free(pair);
}

/* The bounds of cp.async groups complete at a header: only growing (waits
 * raise them, nothing lowers them), and monotone in their own value at the
 * header, so with V the value on the back edge (one for all of them), V of
 * iteration k-1 with the value on entry put in for the header's is a lower
 * bound in iteration k >= 1: where V depends on nothing else that varies
 * in the loop (closed forms, counts and header conditions put in first).
 * Else the value on entry, itself a lower bound. Outer loops first. */
static void done_bounds(Builder *b, SymSubst *S)
{
    SymCtx *c = b->sym;
    for (uint32_t li = 0; li < b->nloops && !b->oom; li++)
        for (int t = 1; t <= 2; t++)
            for (int d = 0; d < 2; d++) {
                LoopInfo *L = &b->loops[li];
                uint32_t rho = L->done_var[d][t];
                if (rho == UINT32_MAX || !L->done_init[d][t])
                    continue;
                sym_subst_reset(S);
                const SymTerm *init = subst_deep(S, L->done_init[d][t]), *bound = init;
                const SymTerm *V = latch_value(b, li, t, 0, ACCESS_DONE + d + 1);
                V = V ? subst_deep(S, V) : NULL;
                Varying vy = { b, (int32_t)li, { L->k[t], rho } };
                if (init && V && !sym_mentions(c, V, varies, &vy)) {
                    SymSubst M;
                    sym_subst_init(&M, c);
                    const SymTerm *k = sym_var(c, L->k[t]);
                    if (sym_subst_set(&M, L->k[t], sym_bin(c, SYM_SUB, k, sym_const(c, 64, 1))) < 0 ||
                        sym_subst_set(&M, rho, init) < 0)
                        b->oom = 1;
                    const SymTerm *prev = sym_subst(&M, V);
                    sym_subst_free(&M);
                    if (prev)
                        bound = sym_ite(c, sym_bin(c, SYM_EQ, k, sym_const(c, 64, 0)), init, prev);
                }
                if (!bound || sym_subst_set(S, rho, bound) < 0)
                    b->oom = 1;
            }
}

int loops_finish(Builder *b)
{
    SymCtx *c = b->sym;
    SymSubst S;
    sym_subst_init(&S, c);
    /* induction variables, outer loops first */
    for (uint32_t li = 0; li < b->nloops && !b->oom; li++)
        for (uint32_t i = 0; i < b->lregs.len; i++) {
            const LoopReg *lr = &b->lregs.data[i];
            const SymTerm *cf = lr->loop == li ? closed_form(b, &S, li, lr) : NULL;
            if (cf && sym_subst_set(&S, lr->var, cf) < 0)
                b->oom = 1;
        }
    uniform_registers(b, &S);
    sym_subst_reset(&S);
    /* barrier counts, inner loops first (an outer loop's count per
     * iteration includes its inner loops'; headers are in RPO, so an inner
     * loop comes after its parent) */
    for (uint32_t lj = b->nloops; lj-- > 0 && !b->oom;) {
        uint32_t li = lj;
        for (int t = 1; t <= 2; t++)
            for (int k = 0; k < ACCESS_NCOUNT; k++) {
                int64_t per = barriers_per_iteration(b, &S, li, k, t);
                const LoopInfo *L = &b->loops[li];
                b->loops[li].kappa_free[k][t] = per < 0 && L->kappa[k][t] != UINT32_MAX;
                if (per >= 0 && L->kappa[k][t] != UINT32_MAX &&
                    sym_subst_set(&S, L->kappa[k][t], sym_bin(c, SYM_MUL, sym_var(c, L->k[t]),
                                                                 sym_const(c, 64, (uint64_t)per))) < 0)
                    b->oom = 1;
            }
    }
    /* header conditions, outer loops first; a change of the map voids the memo */
    for (uint32_t li = 0; li < b->nloops && !b->oom; li++)
        for (int t = 1; t <= 2; t++) {
            sym_subst_reset(&S);
            const SymTerm *r = reached(b, &S, li, t);
            b->loops[li].fact[t] = r;
            if (!r || sym_subst_set(&S, b->loops[li].chi[t],
                                    sym_ite(c, r, sym_const(c, 1, 1), sym_const(c, 1, 0))) < 0)
                b->oom = 1;
        }
    done_bounds(b, &S);
    sym_subst_reset(&S);
    for (uint32_t i = 0; i < b->events.len && !b->oom; i++) {
        AccessEvent *e = &b->events.data[i];
        for (int t = 1; t <= 2; t++) {
            e->cond[t] = subst_deep(&S, e->cond[t]);
            e->epoch[t] = subst_deep(&S, e->epoch[t]);
            e->wepoch[t] = subst_deep(&S, e->wepoch[t]);
            e->group[t] = subst_deep(&S, e->group[t]);
            e->done[t] = subst_deep(&S, e->done[t]);
            e->done_bar[t] = subst_deep(&S, e->done_bar[t]);
            if (e->addr[t])
                e->addr[t] = subst_deep(&S, e->addr[t]);
            if (e->mask[t])
                e->mask[t] = subst_deep(&S, e->mask[t]);
            b->oom |= !e->cond[t] || !e->epoch[t] || !e->wepoch[t] || !e->group[t] || !e->done[t] || !e->done_bar[t] ||
                      (e->addr[t] == NULL && e->addr[1] != NULL);
        }
    }
    for (uint32_t li = 0; li < b->nloops && !b->oom; li++)
        for (int t = 1; t <= 2; t++) {
            LoopInfo *L = &b->loops[li];
            const SymTerm *chi = sym_bin(c, SYM_EQ, sym_var(c, L->chi[t]), sym_const(c, 1, 1));
            L->reach[t] = subst_deep(&S, sym_bin(c, SYM_BAND, L->entry[t], chi));
            L->fact[t] = subst_deep(&S, L->fact[t]);
            L->entry[t] = subst_deep(&S, L->entry[t]);
            if (L->left[t]) {
                unsigned budget = 4096;
                int n = 0;
                L->left[t] = subst_deep(&S, L->left[t]);
                L->left[t] = with_exit_lemmas(c, L->left[t], L->left[t], L->k[t], &budget, &n);
                b->oom |= !L->left[t];
            }
            b->oom |= !L->reach[t] || !L->fact[t] || !L->entry[t];
        }
    for (uint32_t i = 0; i < b->events.len && !b->oom; i++)
        for (int t = 1; t <= 2; t++)
            b->oom |= !(b->events.data[i].after[t] = after_facts(b, &b->events.data[i], t));
    sym_subst_free(&S);
    return b->oom || c->oom ? -1 : 0;
}
