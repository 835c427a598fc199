/*
 * sync_mem.c - synchronization through memory that the race obligations
 * model: critical sections of spin locks.
 *
 * A lock: an atom.cas [L], c0, c1 (constants, c0 != c1) whose result is
 * compared with c0 by the branch that follows it; the successor taken on
 * old == c0 enters the critical section. A release writes c0 back to the
 * same address with an atomic exchange or a strong store. An access is in
 * the critical section when every path to it from the kernel's entry, and
 * from every release, takes the success edge. Nothing else may write the
 * lock word (an obligation per other write), so the successful compare-
 * and-swaps of one word alternate with its releases: mutual exclusion. Two
 * accesses in critical sections of one word are then ordered (whichever
 * thread took the lock first released it before the other acquired it)
 * where each side has its fences: a fence on every path from the success
 * to the access (or an .acquire compare-and-swap) and from the access to
 * the release (or a .release release), of .gpu scope or wider for threads
 * of different blocks (a .cta fence or atomic orders one block's threads
 * only). The lock's initial value does not matter (other than c0: nobody
 * enters).
 * Consumes: the access model and the function's CFG. Produces, per pair of
 * events, the condition under which the two threads are ordered this way.
 */
#include "rules_int.h"

#include <string.h>

static uint64_t width_mask(unsigned bytes)
{
    return bytes >= 8 ? UINT64_MAX : (UINT64_C(1) << (8 * bytes)) - 1;
}

/* A fence's ordering reach: 2 for .gpu/.sys, 1 for .cta (and .cluster:
 * which blocks share a cluster is not modeled), 0 when it is not one. */
static int fence_level(const KirInst *in)
{
    if ((in->op != KIR_OP_MEMBAR && in->op != KIR_OP_FENCE) || (in->mods & KIR_MOD_PROXY) || in->guard >= 0)
        return 0;
    /* fence.sc and fence.acq_rel (and membar) only: fence.mbarrier_init, .op_restrict and
     * .sync_restrict order only some operations */
    if (in->op == KIR_OP_FENCE && ((in->sem != KIR_SEM_NONE && in->sem != KIR_SEM_SC && in->sem != KIR_SEM_ACQ_REL) ||
                                   strstr(in->mnemonic, "restrict") || strstr(in->mnemonic, "mbarrier_init")))
        return 0;
    KirScope s = kir_inst_scope(in);
    return s == KIR_SCOPE_GPU || s == KIR_SCOPE_SYS ? 2 : 1;
}

/* An integer or untyped-bits type (atom.add.f32 of 0 flushes a subnormal:
 * it is no identity). */
static int int_type(KirType t)
{
    return (t >= KIR_TYPE_B8 && t <= KIR_TYPE_B64) || (t >= KIR_TYPE_U8 && t <= KIR_TYPE_S64);
}

static int scope_level(const KirInst *in)
{
    KirScope s = kir_inst_scope(in);
    return s == KIR_SCOPE_CTA || s == KIR_SCOPE_CLUSTER ? 1 : 2;
}

typedef struct {
    uint32_t acq;          // the compare-and-swap event
    uint32_t cas_block, succ;  // the block of the branch on its result and the successor taken on
                               // success: the edge every path into the critical section takes
    uint32_t rel[4], nrel; // release events
    uint64_t c0;
} Lock;

/* A flag: producer thread p (fixed ids within its block) writes a ready
 * value to a word with strong write S; consumer thread q spins on strong
 * read R of it and goes on along the ready edge. */
typedef struct {
    uint32_t S, R;
    uint32_t rb, rs;           // the ready edge: the branch's block and the successor
    const SymTerm *link[3];    // [1]: producer thread 1's block, consumer thread 2's ([2]: the reverse):
                               // both threads exist and S writes the word R reads (NULL: no single
                               // producer and consumer per block)
    const SymTerm *direct[3];  // [1]: thread 1 executes S, thread 2 R, on one word ([2]: the reverse)
    const SymTerm *s_ep[3], *r_ep[3]; // barriers the producer passed before S / the consumer before R
    const SymTerm *is_p[3], *is_q[3]; // thread t is the producer / the consumer
    uint8_t lvl;               // ordering reach: 1 one block, 2 the grid
    uint8_t via_barrier[2];    // producer: every path from a barrier to S passes a fence; consumer:
                               // every path from R to a barrier takes the ready edge, then a fence
} Flag;

/* Atomic slots: atom.add [C], k (k a positive constant below 2^31) whose
 * result is used, on words nothing else writes. The additions to one word
 * happen one after another, each returning the sum of those before, so the
 * values they return increase (by at least the earlier one's step) and two
 * of them differ (as long as the word does not wrap around, an assumption
 * the report states). An atomicSub (an addition of -k) is another write;
 * resets of a shared counter between barrier intervals are not
 * (slot_bound). */

struct RuleSync {
    const SymTerm *slots;  // the facts: two slot atomics of the two threads on one word return
                           // different values (true when there are none)
    Flag *flags;
    uint32_t nflags;
    uint8_t *fside;        // [event * nevents + flag]: bit 0 before S with a fence of .gpu scope
                           // between (same thread), bit 1 after the ready edge with one; bits 2, 3
                           // the same with .cta fences
    Lock *locks;
    uint32_t nlocks;
    uint8_t *level;        // [event * nlocks + lock]: 0 not in its critical section, else the
                           // ordering reach of its fences (1 one block, 2 the grid)
    uint8_t *seen;         // walk scratch, per block
    uint32_t *work;
};

/* Does a path from instruction `from` of block v reach instruction
 * `target`, not taking the edge cut_from -> cut_to and not passing a fence
 * of level >= lvl (0: fences do not stop it)? */
static int reaches(const KirFunc *f, RuleSync *s, uint32_t v, uint32_t from, uint32_t target, uint32_t cut_from,
                   uint32_t cut_to, int lvl)
{
    uint32_t n = 0;
    memset(s->seen, 0, f->nblocks);
    for (int first = 1;; first = 0) {
        if (!first) {
            if (!n)
                return 0;
            v = s->work[--n];
            from = f->blocks[v].first;
        }
        int go = 1;
        for (uint32_t i = from; i < f->blocks[v].first + f->blocks[v].ninst && go; i++) {
            if (i == target)
                return 1;
            go = !(lvl && fence_level(&f->insts[i]) >= lvl);
        }
        for (uint32_t k = 0; go && k < f->blocks[v].nsuccs; k++) {
            uint32_t u = f->blocks[v].succs[k];
            if (!(v == cut_from && u == cut_to) && !s->seen[u])
                s->seen[u] = 1, s->work[n++] = u;  // each block queued once
        }
    }
}

/* The successor taken when the value the atomic or load at ii (block blk)
 * returned equals *c0 (any: the constant of the first test found, then set
 * in *c0), or UINT32_MAX. Follows the value through copies, setp.eq/ne
 * against the constant and not.pred, along the straight line of blocks
 * after it, to the first branch on such a predicate. */
static uint32_t success_block(const KirFunc *f, uint32_t blk, uint32_t ii, uint64_t *c0, int any, unsigned bytes,
                              uint32_t *branch_block)
{
    const KirInst *cas = &f->insts[ii];
    if (cas->ndst != 1 || cas->opnds[0].kind != KIR_OPND_REG)
        return UINT32_MAX;
    int sgn = kir_type_is_signed((KirType)cas->type);
    enum { N = 16 };
    uint32_t val[N], nval = 0, pred[N], npred = 0;
    uint8_t pol[N];  // pred[k] is true exactly when the swap succeeded (1) or failed (0)
    val[nval++] = cas->opnds[0].reg;
    for (uint32_t i = ii + 1;; i++) {
        if (i == f->blocks[blk].first + f->blocks[blk].ninst) {  // on along a straight line
            if (f->blocks[blk].nsuccs != 1)
                return UINT32_MAX;
            uint32_t u = f->blocks[blk].succs[0];
            if (rule_line_pred(f, u) != blk)
                return UINT32_MAX;
            blk = u, i = f->blocks[u].first;
            if (!f->blocks[u].ninst)
                return UINT32_MAX;
        }
        const KirInst *in = &f->insts[i];
        if (in->op == KIR_OP_BRA) {
            if (in->guard < 0)
                continue;  // bra.uni to the next block of the line
            for (uint32_t k = 0; k < npred; k++)
                if (pred[k] == (uint32_t)in->guard && f->blocks[blk].nsuccs == 2) {
                    int taken_on_success = pol[k] != (in->guard_neg != 0);
                    *branch_block = blk;
                    return f->blocks[blk].succs[taken_on_success ? 0 : 1];
                }
            return UINT32_MAX;
        }
        if (in->op == KIR_OP_CALL || in->op == KIR_OP_RET || in->op == KIR_OP_EXIT || in->op == KIR_OP_BRX)
            return UINT32_MAX;
        uint32_t d = in->ndst && in->opnds[0].kind == KIR_OPND_REG ? in->opnds[0].reg : UINT32_MAX;
        int src_val = 0, src_pred = -1;
        if (in->guard < 0 && in->ndst == 1 && in->nopnd == 2 && in->opnds[1].kind == KIR_OPND_REG) {
            for (uint32_t k = 0; k < nval; k++)
                src_val |= in->op == KIR_OP_MOV && in->opnds[1].reg == val[k];
            for (uint32_t k = 0; k < npred; k++)
                if ((in->op == KIR_OP_MOV || in->op == KIR_OP_NOT) && in->opnds[1].reg == pred[k])
                    src_pred = (int)k;
        }
        int is_test = 0, test_pol = 0;
        if (in->op == KIR_OP_SETP && in->guard < 0 && in->ndst == 1 && in->nopnd == 3 &&
            (in->subop == KIR_SUB_EQ || in->subop == KIR_SUB_NE)) {
            uint64_t k;
            for (uint32_t v = 0; v < nval && !is_test; v++) {
                const KirOperand *x = &in->opnds[1], *y = &in->opnds[2];
                is_test = (x->kind == KIR_OPND_REG && x->reg == val[v] && rule_const_operand(f, blk, i, y, &k)) ||
                          (y->kind == KIR_OPND_REG && y->reg == val[v] && rule_const_operand(f, blk, i, x, &k));
                /* the compare's constant must be a value the access's result can hold at the
                 * compare's width (a zero-extended u8 is never 256): then its low bytes are
                 * the memory value */
                unsigned sw = kir_type_bits((KirType)in->type);
                uint64_t kk = k & (sw >= 64 ? UINT64_MAX : (UINT64_C(1) << sw) - 1), low = kk & width_mask(bytes);
                uint64_t ext = sgn && bytes < 8 && (low >> (8 * bytes - 1)) ? low | ~width_mask(bytes) : low;
                ext &= sw >= 64 ? UINT64_MAX : (UINT64_C(1) << sw) - 1;
                is_test = is_test && sw >= 8 * bytes && ext == kk;
                k = low;
                is_test = is_test && (any || k == (*c0 & width_mask(bytes)));
                if (is_test && any)
                    *c0 = k, any = 0;  // the first test found fixes the constant
            }
            test_pol = in->subop == KIR_SUB_EQ;
        }
        uint8_t spol = src_pred >= 0 ? (uint8_t)(pol[src_pred] ^ (in->op == KIR_OP_NOT)) : 0;
        for (uint32_t k = 0; k < in->ndst; k++) {  // a tracked register overwritten: no longer tracked
            if (in->opnds[k].kind != KIR_OPND_REG)
                continue;
            for (uint32_t v = 0; v < nval; v++)
                if (val[v] == in->opnds[k].reg)
                    val[v] = val[--nval], v--;
            for (uint32_t q = 0; q < npred; q++)
                if (pred[q] == in->opnds[k].reg)
                    pred[q] = pred[npred - 1], pol[q] = pol[npred - 1], npred--, q--;
        }
        if (d == UINT32_MAX)
            continue;
        if (src_val && nval < N)
            val[nval++] = d;
        else if (src_pred >= 0 && npred < N)
            pred[npred] = d, pol[npred++] = spol;
        else if (is_test && npred < N)
            pred[npred] = d, pol[npred++] = (uint8_t)test_pol;
        if (!nval && !npred)
            return UINT32_MAX;
    }
}

/* May the lock's address differ between the iteration of a loop holding
 * its compare-and-swap A that succeeded and the one the model names, where
 * that loop does not hold block v? Yes when the address mentions a value
 * made inside such a loop (its counter, a value loaded there); values made
 * before the loop, launch values and parameters are the same in every
 * iteration. */
static int addr_varies(const RuleCtx *rc, const AccessEvent *A, uint32_t v)
{
    const AccessModel *am = rc->am;
    int32_t outer[64];  // the loops holding A but not v
    uint32_t nout = 0;
    for (int32_t l = am->loop_of[A->block]; l >= 0; l = am->loops[l].parent) {
        int holds_v = rule_in_loop(am, (uint32_t)l, v);
        if (!holds_v && nout == 64)
            return 1;
        if (!holds_v)
            outer[nout++] = l;
    }
    if (!nout)
        return 0;
    const SymTerm *stack[64];
    uint32_t n = 0;
    stack[n++] = A->addr[1];
    while (n) {
        const SymTerm *t = stack[--n];
        uint32_t o = t->op == SYM_VAR && t->var < am->norigin ? am->var_origin[t->var] : UINT32_MAX;
        for (int32_t l = o != UINT32_MAX ? am->loop_of[o] : -1; l >= 0; l = am->loops[l].parent)
            for (uint32_t i = 0; i < nout; i++)
                if (outer[i] == l)
                    return 1;
        for (uint32_t i = 0; i < t->nargs; i++) {
            if (n == 64)
                return 1;
            stack[n++] = t->args[i];
        }
    }
    return 0;
}

/* May write W (thread 1) touch the bytes of access A (thread 2), with
 * `extra` (NULL: nothing more)? Distinct parameters are distinct buffers
 * (param-alias lists it); else the solver decides. */
static int may_touch(RuleCtx *rc, const AccessEvent *W, const AccessEvent *A, const SymTerm *extra)
{
    SymCtx *c = rc->sym;
    if (rule_apart(rc, W, A))
        return 0;
    SmtResult r;
    const SymTerm *q = sym_bin(c, SYM_BAND, rc->any_grid, sym_bin(c, SYM_BAND, W->cond[1], A->cond[2]));
    q = sym_bin(c, SYM_BAND, q, rule_overlap(c, W->addr[1], W->bytes, A->addr[2], A->bytes));
    return rule_solve(rc, extra ? sym_bin(c, SYM_BAND, q, extra) : q, &r) != SMT_SAFE;
}

static int is_release_of(const KirFunc *f, const AccessEvent *R, const AccessEvent *A, uint64_t c0)
{
    const KirInst *in = &f->insts[R->inst];
    uint64_t k;
    if (R->space != A->space || R->bytes != A->bytes || R->addr[1] != A->addr[1] || R->addr[2] != A->addr[2])
        return 0;
    if (R->kind == ACCESS_ATOMIC && in->op == KIR_OP_ATOM && in->subop == KIR_SUB_EXCH && in->nopnd == 3)
        return rule_const_operand(f, R->block, R->inst, &in->opnds[2], &k) && (k & width_mask(R->bytes)) == (c0 & width_mask(R->bytes));
    if (R->kind == ACCESS_WRITE && in->op == KIR_OP_ST && in->nopnd == 2 && in->vec <= 1 && in->sem != KIR_SEM_NONE &&
        in->sem != KIR_SEM_WEAK)
        return rule_const_operand(f, R->block, R->inst, &in->opnds[1], &k) && (k & width_mask(R->bytes)) == (c0 & width_mask(R->bytes));
    return 0;
}

static int writes(const AccessEvent *e)
{
    return e->kind == ACCESS_WRITE || e->kind == ACCESS_ATOMIC || e->kind == ACCESS_ASYNC;
}

/* Finds lock A's releases, checks that nothing else writes its word, and
 * the critical section of every event. 1 when it is a lock. */
static int lock_check(RuleCtx *rc, RuleSync *s, Lock *L, uint32_t li)
{
    const AccessModel *am = rc->am;
    const KirFunc *f = am->f;
    const AccessEvent *A = &am->events[L->acq];
    for (uint32_t i = 0; i < am->nevents && L->nrel < 4; i++)
        if (i != L->acq && is_release_of(f, &am->events[i], A, L->c0))
            L->rel[L->nrel++] = i;
    if (!L->nrel)
        return 0;
    for (uint32_t r = 0; r < L->nrel; r++) {  // a release only by the holder, once per acquisition
        const AccessEvent *R = &am->events[L->rel[r]];
        if (reaches(f, s, 0, f->blocks[0].first, R->inst, L->cas_block, L->succ, 0))
            return 0;
        for (uint32_t q = 0; q < L->nrel; q++)
            if (reaches(f, s, R->block, R->inst + 1, am->events[L->rel[q]].inst, L->cas_block, L->succ, 0))
                return 0;
    }
    for (uint32_t i = 0; i < am->nevents; i++) {  // nothing else writes the lock word
        const AccessEvent *W = &am->events[i];
        int is_rel = 0;
        for (uint32_t r = 0; r < L->nrel; r++)
            is_rel |= L->rel[r] == i;
        if (i == L->acq || is_rel || !writes(W) || !W->addr[1] || W->space == KIR_SPACE_LOCAL ||
            W->space == KIR_SPACE_PARAM || (W->space != KIR_SPACE_NONE && W->space != A->space))
            continue;
        if (may_touch(rc, W, A, NULL))
            return 0;
    }
    int alvl = scope_level(&f->insts[A->inst]);
    int asem = f->insts[A->inst].sem == KIR_SEM_ACQUIRE || f->insts[A->inst].sem == KIR_SEM_ACQ_REL ||
               f->insts[A->inst].sem == KIR_SEM_SC;
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        int is_rel = 0;
        for (uint32_t r = 0; r < L->nrel; r++)
            is_rel |= L->rel[r] == i;
        if (i == L->acq || is_rel || !e->addr[1] ||
            (e->kind != ACCESS_READ && e->kind != ACCESS_WRITE && e->kind != ACCESS_ATOMIC))
            continue;
        if (reaches(f, s, 0, f->blocks[0].first, e->inst, L->cas_block, L->succ, 0) || addr_varies(rc, A, e->block))
            continue;  // reached without the lock, or under another address
        int in_cs = 1, lvl = alvl;
        for (uint32_t r = 0; r < L->nrel && in_cs; r++) {
            const AccessEvent *R = &am->events[L->rel[r]];
            in_cs = !reaches(f, s, R->block, R->inst + 1, e->inst, L->cas_block, L->succ, 0);
            const KirInst *ri = &f->insts[R->inst];
            int rsem = ri->sem == KIR_SEM_RELEASE || ri->sem == KIR_SEM_ACQ_REL || ri->sem == KIR_SEM_SC;
            int rl = scope_level(ri);
            if (!rsem)  // a fence on every path from the access to the release
                rl = !reaches(f, s, e->block, e->inst + 1, R->inst, L->cas_block, L->succ, 2) ? rl
                   : !reaches(f, s, e->block, e->inst + 1, R->inst, L->cas_block, L->succ, 1) ? 1 : 0;
            lvl = rl < lvl ? rl : lvl;
        }
        if (!asem) {  // a fence on every path from the success to the access
            uint32_t from = f->blocks[L->succ].first;
            int al = !reaches(f, s, L->succ, from, e->inst, L->cas_block, L->succ, 2) ? 2
                   : !reaches(f, s, L->succ, from, e->inst, L->cas_block, L->succ, 1) ? 1 : 0;
            lvl = al < lvl ? al : lvl;
        }
        if (in_cs && lvl > 0)
            s->level[(size_t)i * rc->sync->nlocks + li] = (uint8_t)lvl;
    }
    return 1;
}

/* Does t mention only launch values (thread and block ids, dimensions,
 * parameters), loop counters aside (*loops set when it does mention one)? */
typedef struct {
    const SymCtx *c;
    int loops;
} LaunchOnly;

static int not_launch(void *ctx, uint32_t var)
{
    LaunchOnly *lo = ctx;
    SymVarKind k = (SymVarKind)lo->c->vars[var].kind;
    lo->loops |= k == SYM_VAR_LOOP;
    return k != SYM_VAR_TID && k != SYM_VAR_NTID && k != SYM_VAR_CTAID && k != SYM_VAR_NCTAID &&
           k != SYM_VAR_PARAM && k != SYM_VAR_LOOP;
}

static int launch_only(const RuleCtx *rc, const SymTerm *t, int loops_ok)
{
    LaunchOnly lo = { rc->sym, 0 };
    return t && !sym_mentions(rc->sym, t, not_launch, &lo) && (loops_ok || !lo.loops);
}

/* The one thread of every block that executes event e as thread t (its
 * ids in id[]), found with the solver: 1 when there is exactly one. */
static int single_thread(RuleCtx *rc, const SymTerm *cond, int t, uint64_t id[3])
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    SmtResult r;
    if (rule_solve(rc, sym_bin(c, SYM_BAND, rc->any_grid, cond), &r) != SMT_RACE || !r.model)
        return 0;
    const SymTerm *other = sym_bool(c, 0);
    for (int k = 0; k < 3; k++) {
        id[k] = r.model[am->tid[t][k]];
        other = sym_bin(c, SYM_BOR, other, sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, sym_var(c, am->tid[t][k]),
                                                                        sym_const(c, 32, id[k]))));
    }
    return rule_solve(rc, sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, rc->any_grid, cond), other), &r) == SMT_SAFE;
}

/* Thread t is the thread of its block with ids id[]. */
static const SymTerm *thread_is(RuleCtx *rc, int t, const uint64_t id[3])
{
    SymCtx *c = rc->sym;
    const SymTerm *is = sym_bool(c, 1);
    for (int d = 0; d < 3; d++)
        is = sym_bin(c, SYM_BAND, is, sym_bin(c, SYM_EQ, sym_var(c, rc->am->tid[t][d]), sym_const(c, 32, id[d])));
    return is;
}

/* term of thread t with that thread's ids replaced by id[] and the
 * counters of loops put to 0 (the first iteration). */
static const SymTerm *pin(RuleCtx *rc, SymSubst *sb, const SymTerm *term, int t, const uint64_t id[3])
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    sym_subst_reset(sb);
    for (uint32_t v = 0; v < c->nvars; v++)
        if (c->vars[v].kind == SYM_VAR_LOOP && sym_subst_set(sb, v, sym_const(c, c->vars[v].width, 0)) < 0)
            return NULL;
    for (int k = 0; k < 3; k++)
        if (sym_subst_set(sb, am->tid[t][k], sym_const(c, 32, id[k])) < 0)
            return NULL;
    const SymTerm *out = sym_subst(sb, term);
    for (uint32_t v = 0; v < c->nvars; v++)
        if (c->vars[v].kind == SYM_VAR_LOOP)
            sym_subst_set(sb, v, NULL);
    for (int k = 0; k < 3; k++)
        sym_subst_set(sb, am->tid[t][k], NULL);
    return out;
}

/* Is the write W harmless for flag F (R, ready values: == k when eq, else
 * != k): it never touches R's word, or it writes a value that is not
 * ready, or it is an atomic that leaves the value as it is? */
static int harmless_write(RuleCtx *rc, const AccessEvent *W, const AccessEvent *R, uint64_t k, int eq)
{
    const KirFunc *f = rc->am->f;
    const KirInst *in = &f->insts[W->inst];
    uint64_t v, m = width_mask(R->bytes);
    if (W->space == KIR_SPACE_LOCAL || W->space == KIR_SPACE_PARAM || !W->addr[1] ||
        (W->space != KIR_SPACE_NONE && W->space != R->space))
        return 1;
    if (rule_apart(rc, W, R))
        return 1;
    if (W->bytes == R->bytes) {
        if (in->op == KIR_OP_ST && in->nopnd == 2 && in->vec <= 1 && rule_const_operand(f, W->block, W->inst, &in->opnds[1], &v) &&
            ((v & m) == (k & m)) != eq)
            return 1;  // a value that is not ready
        if (in->op == KIR_OP_ATOM && in->nopnd == 3 && int_type((KirType)in->type) &&
            rule_const_operand(f, W->block, W->inst, &in->opnds[2], &v) &&
            (((in->subop == KIR_SUB_ADD || in->subop == KIR_SUB_OR || in->subop == KIR_SUB_XOR) && (v & m) == 0) ||
             (in->subop == KIR_SUB_AND && (v & m) == m) || (in->subop == KIR_SUB_EXCH && ((v & m) == (k & m)) != eq)))
            return 1;  // leaves the value, or a value that is not ready
    }
    return !may_touch(rc, W, R, NULL);
}

/* Is the full-barrier instruction list's every member cut off from `to`
 * (dir 0: every path from a barrier to `to` passes a fence of level lvl;
 * dir 1: every path from `from` to a barrier takes the edge cb -> cs, and
 * every path from cs on to a barrier passes a fence of level lvl)? */
static int barriers_fenced(const KirFunc *f, RuleSync *s, int dir, uint32_t blk, uint32_t inst, uint32_t cb,
                           uint32_t cs, int lvl)
{
    int any = 0;
    for (uint32_t v = 0; v < f->nblocks; v++)
        for (uint32_t i = f->blocks[v].first; i < f->blocks[v].first + f->blocks[v].ninst; i++) {
            if (!kir_barrier_full(&f->insts[i]))
                continue;
            any = 1;
            if (dir == 0 && reaches(f, s, v, i + 1, inst, UINT32_MAX, UINT32_MAX, lvl))
                return 0;
            if (dir == 1 && (reaches(f, s, blk, inst + 1, i, cb, cs, 0) ||
                             reaches(f, s, cs, f->blocks[cs].first, i, UINT32_MAX, UINT32_MAX, lvl)))
                return 0;
        }
    return any;
}

/* Where in its buffer event e's word is, when that is one constant (for
 * verified execution to read the word's initial value there), else -1:
 * the address less the buffer's base, or, where that does not fold, the
 * address at two values of the base that differ by exactly as much. */
static int64_t word_offset(RuleCtx *rc, const AccessEvent *e)
{
    uint32_t r = rc->inst_region[e->inst];
    if (r == UINT32_MAX || !e->addr[1])
        return -1;
    uint64_t lo, hi, lo2, hi2;
    const SymTerm *d = sym_bin(rc->sym, SYM_SUB, e->addr[1], sym_var(rc->sym, r));
    sym_range(rc->sym, d, &lo, &hi);
    if (lo != hi) {
        const uint64_t K = UINT64_C(1) << 32;
        SymSubst sub;
        sym_subst_init(&sub, rc->sym);
        sym_subst_set(&sub, r, sym_const(rc->sym, 64, 0));
        sym_range(rc->sym, sym_subst(&sub, e->addr[1]), &lo, &hi);
        sym_subst_reset(&sub);
        sym_subst_set(&sub, r, sym_const(rc->sym, 64, K));
        sym_range(rc->sym, sym_subst(&sub, e->addr[1]), &lo2, &hi2);
        sym_subst_free(&sub);
        if (lo2 != hi2 || lo2 - lo != K)
            return -1;
    }
    return lo == hi && lo < (UINT64_C(1) << 40) ? (int64_t)lo : -1;
}

/* Records that the proof takes flag F's word as not ready at launch. */
static void assume_flag(RuleCtx *rc, const AccessEvent *R, uint64_t k, int eq)
{
    uint32_t p = rule_region_var(rc, rc->inst_region[R->inst]);
    rule_assume(rc, (RuleAssumption){ { p, UINT32_MAX }, { R->inst, R->inst }, 0, RULE_ASSUME_FLAG,
                                      k & width_mask(R->bytes), (uint8_t)eq, (uint8_t)R->bytes, word_offset(rc, R), 0, 0, 0,
                                      { 0, 0 } });
}

/* Flag F (events S and R set, k/eq its ready values): checks it and fills
 * its terms and each event's side bits. 1 when it orders something. */
static int flag_check(RuleCtx *rc, RuleSync *s, Flag *F, uint32_t fi, uint64_t k, int eq)
{
    const AccessModel *am = rc->am;
    const KirFunc *f = am->f;
    SymCtx *c = rc->sym;
    const AccessEvent *S = &am->events[F->S], *R = &am->events[F->R];
    uint64_t p[3], q[3];
    SymSubst sb;
    sym_subst_init(&sb, c);
    const SymTerm *r0[3] = { NULL, R->cond[1], R->cond[2] };  // the consumer reaches R: its first iteration
    for (uint32_t v = 0; v < c->nvars && r0[1]; v++)
        if (c->vars[v].kind == SYM_VAR_LOOP && sym_subst_set(&sb, v, sym_const(c, c->vars[v].width, 0)) < 0)
            r0[1] = NULL;
    r0[1] = r0[1] ? sym_subst(&sb, r0[1]) : NULL, r0[2] = r0[1] ? sym_subst(&sb, r0[2]) : NULL;
    sym_subst_free(&sb);
    if (!r0[1] || !r0[2] || reaches(f, s, S->block, S->inst + 1, S->inst, UINT32_MAX, UINT32_MAX, 0) ||
        am->loop_of[S->block] >= 0)
        return 0;  // S written once per thread
    for (int t = 1; t <= 2; t++)
        F->direct[t] = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, S->cond[t], r0[3 - t]),
                               sym_bin(c, SYM_EQ, S->addr[t], R->addr[3 - t]));
    int pinned = launch_only(rc, S->cond[1], 0) && launch_only(rc, S->addr[1], 0) && launch_only(rc, S->epoch[1], 0) &&
                 launch_only(rc, r0[2], 0) && launch_only(rc, R->addr[2], 0) && launch_only(rc, R->epoch[2], 0) &&
                 single_thread(rc, S->cond[1], 1, p) && single_thread(rc, r0[2], 2, q);
    SmtResult r;  // one writer per word: no two threads write the ready value to the same word
    const SymTerm *two = sym_bin(c, SYM_BAND, rc->same_grid, sym_bin(c, SYM_BAND, S->cond[1], S->cond[2]));
    if (rule_solve(rc, sym_bin(c, SYM_BAND, two, rule_overlap(c, S->addr[1], S->bytes, S->addr[2], S->bytes)), &r) !=
        SMT_SAFE)
        return 0;
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *W = &am->events[i];
        if (i != F->S && (W->kind == ACCESS_WRITE || W->kind == ACCESS_ATOMIC || W->kind == ACCESS_ASYNC) &&
            !harmless_write(rc, W, R, k, eq))
            return 0;
    }
    const KirInst *si = &f->insts[S->inst], *ri = &f->insts[R->inst];
    int srel = si->sem == KIR_SEM_RELEASE || si->sem == KIR_SEM_ACQ_REL || si->sem == KIR_SEM_SC;
    int racq = ri->sem == KIR_SEM_ACQUIRE || ri->sem == KIR_SEM_ACQ_REL || ri->sem == KIR_SEM_SC;
    int top = scope_level(si) < scope_level(ri) ? scope_level(si) : scope_level(ri), any = 0;
    F->lvl = 0;  // the barrier routes: the widest level their fences reach
    for (int lvl = top; lvl >= 1 && !F->lvl; lvl--) {
        F->via_barrier[0] = (uint8_t)(pinned && (srel || barriers_fenced(f, s, 0, S->block, S->inst, 0, 0, lvl)));
        F->via_barrier[1] = (uint8_t)(pinned && barriers_fenced(f, s, 1, R->block, R->inst, F->rb, F->rs, racq ? 0 : lvl));
        F->lvl = F->via_barrier[0] || F->via_barrier[1] ? (uint8_t)lvl : 0;
    }
    any = F->lvl != 0;
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        if (i == F->S || i == F->R || !e->addr[1] ||
            (e->kind != ACCESS_READ && e->kind != ACCESS_WRITE && e->kind != ACCESS_ATOMIC))
            continue;
        uint8_t bits = 0;
        int before = !reaches(f, s, S->block, S->inst + 1, e->inst, UINT32_MAX, UINT32_MAX, 0) &&
                     reaches(f, s, e->block, e->inst + 1, S->inst, UINT32_MAX, UINT32_MAX, 0);
        int after = !reaches(f, s, 0, f->blocks[0].first, e->inst, F->rb, F->rs, 0) && !addr_varies(rc, R, e->block);
        for (int lvl = top; lvl >= 1; lvl--) {  // bits 0/1 with fences of .gpu scope, 2/3 of .cta
            int sh = lvl == 2 ? 0 : 2;
            if (before && (srel || !reaches(f, s, e->block, e->inst + 1, S->inst, UINT32_MAX, UINT32_MAX, lvl)))
                bits |= (uint8_t)(1 << sh);  // before S, a fence between
            if (after && (racq || !reaches(f, s, F->rs, f->blocks[F->rs].first, e->inst, UINT32_MAX, UINT32_MAX, lvl)))
                bits |= (uint8_t)(2 << sh);  // after the ready edge, a fence between
        }
        s->fside[(size_t)i * rc->am->nevents + fi] = bits;
        any |= bits != 0;
    }
    if (!any)
        return 0;
    sym_subst_init(&sb, c);
    for (int t = 1; t <= 2 && pinned; t++) {  // t: the producer's thread in the pair
        int u = 3 - t;
        const SymTerm *sc = pin(rc, &sb, S->cond[t], t, p), *sa = pin(rc, &sb, S->addr[t], t, p);
        const SymTerm *rcnd = pin(rc, &sb, R->cond[u], u, q), *ra = pin(rc, &sb, R->addr[u], u, q);
        F->s_ep[t] = pin(rc, &sb, S->epoch[t], t, p), F->r_ep[u] = pin(rc, &sb, R->epoch[u], u, q);
        F->link[t] = sc && sa && rcnd && ra ? sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, sc, rcnd), sym_bin(c, SYM_EQ, sa, ra)) : NULL;
        F->is_p[t] = thread_is(rc, t, p), F->is_q[u] = thread_is(rc, u, q);
    }
    sym_subst_free(&sb);
    if (pinned && (!F->link[1] || !F->link[2] || !F->s_ep[1] || !F->s_ep[2] || !F->r_ep[1] || !F->r_ep[2]))
        F->link[1] = F->link[2] = NULL, F->via_barrier[0] = F->via_barrier[1] = 0;
    if (!F->direct[1] || !F->direct[2])
        return 0;
    assume_flag(rc, R, k, eq);
    return 1;
}

/* Strong reads with a branch on their value, and strong writes of a
 * constant to the same space: candidate flags. */
static void flags_build(RuleCtx *rc, RuleSync *s)
{
    const AccessModel *am = rc->am;
    const KirFunc *f = am->f;
    s->nflags = 0;
    for (uint32_t ri = 0; ri < am->nevents; ri++) {
        const AccessEvent *R = &am->events[ri];
        const KirInst *in = &f->insts[R->inst];
        uint64_t v;
        int strong_ld = R->kind == ACCESS_READ && in->op == KIR_OP_LD && in->sem != KIR_SEM_NONE && in->sem != KIR_SEM_WEAK;
        int id_atom = R->kind == ACCESS_ATOMIC && in->op == KIR_OP_ATOM && in->nopnd == 3 && int_type((KirType)in->type) &&
                      (in->subop == KIR_SUB_ADD || in->subop == KIR_SUB_OR) &&
                      rule_const_operand(f, R->block, R->inst, &in->opnds[2], &v) && (v & width_mask(R->bytes)) == 0;
        if ((!strong_ld && !id_atom) || in->guard >= 0 || !R->addr[1] || in->vec > 1 ||
            (R->space != KIR_SPACE_GLOBAL && R->space != KIR_SPACE_SHARED))
            continue;
        uint64_t k = 0;
        uint32_t bb = UINT32_MAX, on_eq = success_block(f, R->block, R->inst, &k, 1, R->bytes, &bb);
        if (on_eq == UINT32_MAX)
            continue;
        uint32_t on_ne = f->blocks[bb].succs[f->blocks[bb].succs[0] == on_eq ? 1 : 0];
        for (uint32_t si = 0; si < am->nevents && s->nflags < am->nevents; si++) {
            const AccessEvent *S = &am->events[si];
            const KirInst *sn = &f->insts[S->inst];
            uint64_t w;
            int sst = S->kind == ACCESS_WRITE && sn->op == KIR_OP_ST && sn->nopnd == 2 && sn->vec <= 1 &&
                      sn->sem != KIR_SEM_NONE && sn->sem != KIR_SEM_WEAK &&
                      rule_const_operand(f, S->block, S->inst, &sn->opnds[1], &w);
            int sx = S->kind == ACCESS_ATOMIC && sn->op == KIR_OP_ATOM && sn->subop == KIR_SUB_EXCH && sn->nopnd == 3 &&
                     rule_const_operand(f, S->block, S->inst, &sn->opnds[2], &w);
            if ((!sst && !sx) || sn->guard >= 0 || S->space != R->space || S->bytes != R->bytes || si == ri)
                continue;
            int eq = (w & width_mask(R->bytes)) == (k & width_mask(R->bytes));
            Flag F = { si, ri, bb, eq ? on_eq : on_ne, { NULL }, { NULL }, { NULL }, { NULL }, { NULL }, { NULL }, 0, { 0 } };
            s->flags[s->nflags] = F;
            if (flag_check(rc, s, &s->flags[s->nflags], s->nflags, k, eq))
                s->nflags++;
        }
    }
}

/* Is event e an atom.add whose result the model has, of a positive
 * constant (*k, below 2^31: atomicSub adds -k) or of a value the kernel
 * computes (*k = 0: its term is e->value[t], a step that may be 0)? */
static int slot_atomic(const RuleCtx *rc, const AccessEvent *e, uint64_t *k)
{
    const KirFunc *f = rc->am->f;
    const KirInst *in = &f->insts[e->inst];
    if (!(e->kind == ACCESS_ATOMIC && in->op == KIR_OP_ATOM && in->subop == KIR_SUB_ADD && in->nopnd == 3 &&
          in->ndst == 1 && in->vec <= 1 && e->addr[1] && (e->bytes == 4 || e->bytes == 8) &&
          (in->type == KIR_TYPE_U32 || in->type == KIR_TYPE_S32 || in->type == KIR_TYPE_U64 ||
           in->type == KIR_TYPE_B32 || in->type == KIR_TYPE_B64 || in->type == KIR_TYPE_S64) &&
          (e->space == KIR_SPACE_GLOBAL || e->space == KIR_SPACE_SHARED) &&
          rc->am->load_var[1][e->inst] != UINT32_MAX && rc->am->load_var[2][e->inst] != UINT32_MAX))
        return 0;
    if (rule_const_operand(f, e->block, e->inst, &in->opnds[2], k))
        return (*k & width_mask(e->bytes)) != 0 && (*k & width_mask(e->bytes)) < (UINT64_C(1) << 31);
    *k = 0;
    return e->value[1] && e->value[2] && e->value[1]->width == 8u * e->bytes;
}

/* Thread t's step of slot atomic e (slot_atomic's k, else its operand). */
static const SymTerm *slot_step(RuleCtx *rc, const AccessEvent *e, uint64_t k, int t)
{
    return k ? sym_const(rc->sym, 8 * e->bytes, k & width_mask(e->bytes)) : e->value[t];
}

/* A store of one constant to shared memory (its bits in *v). */
static int const_store(const AccessEvent *W, uint64_t *v)
{
    const SymTerm *x = W->value[1];
    if (W->kind != ACCESS_WRITE || W->space != KIR_SPACE_SHARED || !x || x->op != SYM_CONST)
        return 0;
    *v = x->value & width_mask(W->bytes);
    return 1;
}

/* Is W, in thread 0 of every block and outside loops, a store to A's word
 * (for thread 2, of one block) in an earlier barrier interval than A? */
static int resets_first(RuleCtx *rc, const AccessEvent *W, const AccessEvent *A)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    SmtResult r;
    if (am->loop_of[W->block] >= 0)
        return 0;
    static const uint64_t zero[3] = { 0, 0, 0 };
    const SymTerm *t0 = thread_is(rc, 1, zero), *one = sym_bin(c, SYM_BAND, rc->any_grid, rule_one_block(rc));
    const SymTerm *before_on_it = sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULT, W->epoch[1], A->epoch[2]),
                                          sym_bin(c, SYM_EQ, W->addr[1], A->addr[2]));
    return rule_solve(rc, sym_bin(c, SYM_BAND, rc->any_grid, sym_bin(c, SYM_BAND, t0, sym_un(c, SYM_BNOT, W->cond[1]))),
                      &r) == SMT_SAFE &&
           rule_solve(rc, sym_bin(c, SYM_BAND, one, sym_un(c, SYM_BNOT, before_on_it)), &r) == SMT_SAFE;
}

/* var's value less c0, widened to 64 bits (the count added since a reset
 * to c0). */
static const SymTerm *since_reset(SymCtx *c, uint32_t var, uint64_t c0)
{
    const SymTerm *x = sym_var(c, var);
    x = sym_bin(c, SYM_SUB, x, sym_const(c, x->width, c0));
    return x->width < 64 ? sym_ext(c, SYM_ZEXT, 64, x) : x;
}

/* Bounds of the values the shared slot atomics (ok[i]) return, where a
 * block counts from a reset: every write to a counter word other than the
 * additions stores one constant c0 in other barrier intervals than every
 * addition (reset[j] marks them), and no addition is inside a loop. For an
 * addition A whose own word one of them resets in thread 0 of the block,
 * outside loops, before A (resets_first), the block's threads add at most
 * S (the sum of the steps of the additions that may reach A's word) each
 * after that reset, so the value v it returns has v - c0 + k <= S * N for
 * N threads per block and its own step k (the counter not wrapping, as the
 * slot facts assume); a read of the word in a later interval than that
 * reset sees at most c0 + S * N. Other writes (list[pos] = x, one of the
 * slots) may not reach the words: shown under the bound itself, which holds
 * up to the first write that would (induction over time: that write's
 * address comes from values read before it). Returns the facts for both
 * threads, or NULL. */
static const SymTerm *slot_bound(RuleCtx *rc, const uint8_t *ok, uint8_t *reset)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    uint64_t k, c0 = 0, v;
    int any = 0, have_c0 = 0;
    for (uint32_t i = 0; i < am->nevents; i++)
        if (ok[i] && am->events[i].space == KIR_SPACE_SHARED) {
            slot_atomic(rc, &am->events[i], &k);
            any = 1;
            if (!k || am->loop_of[am->events[i].block] >= 0)
                return NULL;  // (a computed step: no sum to bound the values by)
        }
    if (!any)
        return NULL;
    const SymTerm *one = rule_one_block(rc);
    for (uint32_t j = 0; j < am->nevents; j++) {  // the resets, storing c0 in other intervals
        const AccessEvent *W = &am->events[j];
        if (!const_store(W, &v))
            continue;
        int touches = 0, apart = 1;
        for (uint32_t i = 0; i < am->nevents && apart; i++) {
            const AccessEvent *A = &am->events[i];
            if (!ok[i] || A->space != KIR_SPACE_SHARED || !may_touch(rc, W, A, NULL))
                continue;
            touches = 1;
            apart = !may_touch(rc, W, A, sym_bin(c, SYM_BAND, one, sym_bin(c, SYM_EQ, W->epoch[1], A->epoch[2])));
        }
        if (!touches || !apart)
            continue;  // never a counter's word, or in an interval with an addition (checked below)
        if (have_c0 && v != c0)
            return NULL;
        c0 = v, have_c0 = 1, reset[j] = 1;
    }
    if (!have_c0)
        return NULL;
    const SymTerm *bound = sym_bool(c, 1), *ntid = sym_const(c, 64, 1);
    for (int d = 0; d < 3; d++)
        ntid = sym_bin(c, SYM_MUL, ntid, sym_ext(c, SYM_ZEXT, 64, sym_var(c, am->ntid[d])));
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *A = &am->events[i];
        uint32_t w0 = UINT32_MAX;
        if (!ok[i] || A->space != KIR_SPACE_SHARED)
            continue;
        for (uint32_t j = 0; j < am->nevents && w0 == UINT32_MAX; j++)  // a reset of A's own word first
            if (reset[j] && resets_first(rc, &am->events[j], A))
                w0 = j;
        if (w0 == UINT32_MAX)
            continue;  // A's values stay unbounded
        uint64_t S = 0;  // the additions that may reach A's word (A's own among them)
        for (uint32_t j = 0; j < am->nevents && S < (UINT64_C(1) << 31); j++)
            if (ok[j] && am->events[j].space == KIR_SPACE_SHARED &&
                (j == i || may_touch(rc, &am->events[j], A, one))) {
                slot_atomic(rc, &am->events[j], &k);
                S += k & width_mask(am->events[j].bytes);
            }
        if (S >= (UINT64_C(1) << 31))
            continue;
        const SymTerm *n = sym_bin(c, SYM_MUL, sym_const(c, 64, S), ntid);
        slot_atomic(rc, A, &k);
        k &= width_mask(A->bytes);
        for (int t = 1; t <= 2; t++) {  // v - c0 + k <= S * N: its own addition is among them
            const SymTerm *x = since_reset(c, am->load_var[t][A->inst], c0);
            bound = sym_bin(c, SYM_BAND, bound, sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, A->cond[t]),
                                                        sym_bin(c, SYM_ULE, sym_bin(c, SYM_ADD, x, sym_const(c, 64, k)), n)));
        }
        for (uint32_t j = 0; j < am->nevents; j++) {  // the word read after that reset: c0 + at most S * N
            const AccessEvent *R = &am->events[j];
            if (R->kind != ACCESS_READ || R->space != KIR_SPACE_SHARED || R->bytes != A->bytes ||
                am->f->insts[R->inst].vec > 1)
                continue;
            for (int t = 1; t <= 2; t++) {
                uint32_t var = am->load_var[t][R->inst];
                if (var == UINT32_MAX || !R->addr[t] || c->vars[var].width != 8 * A->bytes)
                    continue;
                const SymTerm *x = since_reset(c, var, c0);
                const SymTerm *at = sym_bin(c, SYM_BAND, sym_bin(c, SYM_BAND, R->cond[t],
                                                                 sym_bin(c, SYM_EQ, R->addr[t], A->addr[t])),
                                            sym_bin(c, SYM_ULT, am->events[w0].epoch[t], R->epoch[t]));
                bound = sym_bin(c, SYM_BAND, bound, sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, at), sym_bin(c, SYM_ULE, x, n)));
            }
        }
    }
    return bound->op == SYM_CONST ? NULL : bound;
}

/* Marks the slot atomics (ok[i] nonzero on entry, as in slot[i]) whose
 * words nothing but slot additions writes, 2 where writes in other barrier
 * intervals (resets) make the values distinct only within an interval;
 * clears the others. With `bound` (slot_bound), writes other than the
 * resets may not reach a shared counter at all. Returns 0 when a shared
 * slot atomic was cleared. */
static int slots_check(RuleCtx *rc, uint8_t *ok, const uint8_t *slot_of, const uint8_t *reset, const SymTerm *bound)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    int kept = 1;
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *A = &am->events[i];
        int shared = A->space == KIR_SPACE_SHARED;
        for (uint32_t j = 0; ok[i] && j < am->nevents; j++) {  // nothing else writes its words
            const AccessEvent *W = &am->events[j];
            if (writes(W) && shared && W->space == KIR_SPACE_SHARED_CLUSTER) {
                ok[i] = 0;  // another block of the cluster may write the block's counter
                break;
            }
            if (!writes(W) || !W->addr[1] || W->space == KIR_SPACE_LOCAL || W->space == KIR_SPACE_PARAM ||
                (W->space != KIR_SPACE_NONE && W->space != A->space))
                continue;
            int slot = slot_of[j] && W->bytes == A->bytes && W->space == A->space;
            int wide_pair = A->space == KIR_SPACE_GLOBAL && scope_level(&am->f->insts[A->inst]) == 2 &&
                            scope_level(&am->f->insts[W->inst]) == 2;
            if (slot && (wide_pair || shared))
                continue;  // one of the slot additions, atomic with A's (one block's shared word)
            if (!slot && shared && reset[j]) {
                ok[i] = 2;  // a reset (count = 0) in other barrier intervals than the additions:
                continue;   // it comes before or after both of two additions of one interval
            }
            // a .cta slot addition: atomic with A's only within one block
            if (may_touch(rc, W, A, slot ? sym_un(c, SYM_BNOT, rule_one_block(rc)) : shared ? bound : NULL))
                ok[i] = 0;
        }
        kept &= ok[i] || !shared || !slot_of[i];
    }
    return kept;
}

/* Is the read L of a .shared word a ticket broadcast: one thread of each
 * block (the writer) takes a ticket with the slot atomic A (device scope)
 * and stores it to the word (S, the word's only write, with A's result as
 * its value, in the same iteration of their loop), a barrier, and every
 * thread of the block reads it (L) - a persistent kernel's tile scheduler.
 * With the block's barriers uniform, L in iteration k of its loop reads
 * what S stored in iteration k (the interval just before; S's next store
 * comes an interval after L), so two reads return one value exactly when
 * they are of one block and one iteration: tickets of distinct executions
 * of A differ (the counter-no-wrap assumption A's slot facts state).
 * The facts, or NULL. */
static const SymTerm *broadcast_facts(RuleCtx *rc, const AccessEvent *L, const uint8_t *slot_of)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    if (L->kind != ACCESS_READ || L->space != KIR_SPACE_SHARED || !L->addr[1] || L->addr[1] != L->addr[2] ||
        L->cond[1] != L->cond[2] || am->load_var[1][L->inst] == UINT32_MAX || am->load_var[2][L->inst] == UINT32_MAX)
        return NULL;  // a word of the block (not a thread's), read in every iteration by all
    const AccessEvent *S = NULL, *A = NULL;
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *W = &am->events[i];
        if (!writes(W) || (W->space != KIR_SPACE_SHARED && W->space != KIR_SPACE_NONE) || !may_touch(rc, W, L, NULL))
            continue;
        if (S || W->kind != ACCESS_WRITE || W->addr[1] != L->addr[1] || W->bytes != L->bytes || !W->value[1])
            return NULL;  // a second write, or one of other bytes
        S = W;
    }
    for (uint32_t i = 0; S && i < am->nevents && !A; i++) {
        const AccessEvent *X = &am->events[i];
        uint32_t v = am->load_var[1][X->inst];
        if (slot_of[i] && v != UINT32_MAX && S->value[1]->op == SYM_VAR && S->value[1]->var == v &&
            X->space == KIR_SPACE_GLOBAL && scope_level(&am->f->insts[X->inst]) >= 2 && X->cond[1] == S->cond[1] &&
            X->epoch[1] == S->epoch[1] && am->loop_of[X->block] == am->loop_of[S->block])
            A = X;  // the stored value is this execution's ticket
    }
    int32_t li = S ? am->loop_of[S->block] : -1;
    uint64_t id[3];
    if (!A || li != am->loop_of[L->block] || !single_thread(rc, S->cond[1], 1, id))
        return NULL;
    SmtResult r;
    const SymTerm *one = sym_bool(c, 1), *same_k = sym_bool(c, 1);
    /* whenever L runs for the writer, S ran in its iteration, one interval before */
    const SymTerm *miss = sym_bin(c, SYM_BAND, L->cond[1], thread_is(rc, 1, id));
    miss = sym_bin(c, SYM_BAND, miss, sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, S->cond[1]),
                                              sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, L->epoch[1],
                                                  sym_bin(c, SYM_ADD, S->epoch[1], sym_const(c, 64, 1))))));
    if (rule_solve(rc, sym_bin(c, SYM_BAND, rc->any_grid, miss), &r) != SMT_SAFE)
        return NULL;
    if (li >= 0) {  /* S's store of the next iteration comes after L's interval */
        SymSubst sb;
        sym_subst_init(&sb, c);
        const SymTerm *k = sym_var(c, am->loops[li].k[1]), *next = NULL;
        if (sym_subst_set(&sb, am->loops[li].k[1], sym_bin(c, SYM_ADD, k, sym_const(c, 64, 1))) == 0)
            next = sym_subst(&sb, S->epoch[1]);
        sym_subst_free(&sb);
        const SymTerm *late = next ? sym_bin(c, SYM_ULE, next, L->epoch[1]) : NULL;
        if (!late || rule_solve(rc, sym_bin(c, SYM_BAND, rc->any_grid, late), &r) != SMT_SAFE)
            return NULL;
        same_k = sym_bin(c, SYM_EQ, k, sym_var(c, am->loops[li].k[2]));
    }
    one = sym_bin(c, SYM_BAND, rule_one_block(rc), same_k);
    const SymTerm *eq = sym_bin(c, SYM_EQ, sym_var(c, am->load_var[1][L->inst]), sym_var(c, am->load_var[2][L->inst]));
    return sym_bin(c, SYM_BAND, sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, one), eq),
                   sym_bin(c, SYM_BOR, one, sym_un(c, SYM_BNOT, eq)));
}

static void slots_build(RuleCtx *rc, RuleSync *s)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    size_t n = (size_t)am->nevents + 1;
    uint8_t *ok = mem_alloc(3 * n), *slot_of = ok + n, *reset = ok + 2 * n;  // slot_of: slot_atomic's answer
    if (!ok)
        return;
    memset(reset, 0, n);
    uint64_t k;
    for (uint32_t i = 0; i < am->nevents; i++)
        slot_of[i] = ok[i] = (uint8_t)slot_atomic(rc, &am->events[i], &k);
    const SymTerm *bound = slot_bound(rc, ok, reset);
    if (!slots_check(rc, ok, slot_of, reset, bound) && bound) {  // the bound's induction fails: distinct
        memcpy(ok, slot_of, am->nevents);                         // values only
        bound = NULL;
        (void)slots_check(rc, ok, slot_of, reset, NULL);
    }
    const SymTerm *facts = sym_bool(c, 1);
    int any = 0;
    for (uint32_t i = 0; i < am->nevents; i++)
        for (uint32_t j = 0; ok[i] && j < am->nevents; j++) {
            const AccessEvent *A = &am->events[i], *B = &am->events[j];
            if (!ok[j] || A->bytes != B->bytes || A->space != B->space)
                continue;
            const KirInst *ai = &am->f->insts[A->inst], *bi = &am->f->insts[B->inst];
            const SymTerm *one = sym_bin(c, SYM_EQ, A->addr[1], B->addr[2]);
            one = sym_bin(c, SYM_BAND, one, sym_bin(c, SYM_BAND, A->cond[1], B->cond[2]));
            if (A->space != KIR_SPACE_GLOBAL || scope_level(ai) < 2 || scope_level(bi) < 2)
                one = sym_bin(c, SYM_BAND, one, rule_one_block(rc));  // .cta atomics are one order only
                                                  // within a block (and a .shared word is each block's own)
            if (ok[i] == 2 || ok[j] == 2)  // reset between barrier intervals: additions of one interval
                one = sym_bin(c, SYM_BAND, one, sym_bin(c, SYM_EQ, A->epoch[1], B->epoch[2]));
            const SymTerm *v1 = sym_var(c, am->load_var[1][A->inst]), *v2 = sym_var(c, am->load_var[2][B->inst]);
            if (v1->width != v2->width)
                continue;
            uint64_t ka = 0, kb = 0;
            slot_atomic(rc, A, &ka), slot_atomic(rc, B, &kb);
            ka &= width_mask(A->bytes), kb &= width_mask(B->bytes);
            const SymTerm *apart = sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, v1, v2));
            if (ka != 1 || kb != 1) {  // the later value is the earlier plus at least the earlier's step
                                       // (strictly larger for a constant one), and neither addition
                                       // wraps: v + s <= 2^w - 1, v <= ~s
                const SymTerm *sa = slot_step(rc, A, ka, 1), *sb = slot_step(rc, B, kb, 2);
                apart = sym_bin(c, SYM_BOR,
                                sym_bin(c, SYM_BAND, sym_bin(c, ka ? SYM_ULT : SYM_ULE, v1, v2),
                                        sym_bin(c, SYM_ULE, sa, sym_bin(c, SYM_SUB, v2, v1))),
                                sym_bin(c, SYM_BAND, sym_bin(c, kb ? SYM_ULT : SYM_ULE, v2, v1),
                                        sym_bin(c, SYM_ULE, sb, sym_bin(c, SYM_SUB, v1, v2))));
                apart = sym_bin(c, SYM_BAND, apart,
                                sym_bin(c, SYM_BAND, sym_bin(c, SYM_ULE, v1, sym_un(c, SYM_NOT, sa)),
                                        sym_bin(c, SYM_ULE, v2, sym_un(c, SYM_NOT, sb))));
            }
            facts = sym_bin(c, SYM_BAND, facts, sym_bin(c, SYM_BOR, sym_un(c, SYM_BNOT, one), apart));
            any = 1;
        }
    for (uint32_t i = 0; i < am->nevents && any; i++)
        if (ok[i]) {
            int seen = 0;
            for (uint32_t x = 0; x < rc->nassume; x++)
                seen |= rc->assume[x].kind == RULE_ASSUME_COUNTER && rc->assume[x].inst[0] == am->events[i].inst;
            if (seen)
                continue;
            /* for `run` to check on the buffer: its parameter, the step, at most once per thread */
            const AccessEvent *A = &am->events[i];
            uint32_t var = A->space == KIR_SPACE_GLOBAL ? rule_region_var(rc, rc->inst_region[A->inst]) : UINT32_MAX;
            if (var != UINT32_MAX && !am->m->vars[var].is_param)
                var = UINT32_MAX;
            uint64_t step = 0;
            slot_atomic(rc, A, &step);
            rule_assume(rc, (RuleAssumption){ { var, UINT32_MAX }, { A->inst, A->inst }, 0, RULE_ASSUME_COUNTER,
                                              step & width_mask(A->bytes), am->loop_of[A->block] < 0,
                                              (uint8_t)A->bytes, var != UINT32_MAX ? word_offset(rc, A) : -1, 0, 0, 0,
                                              { 0, 0 } });
        }
    if (bound && any)
        facts = sym_bin(c, SYM_BAND, facts, bound);
    for (uint32_t i = 0; i < am->nevents && rc->cta_uniform; i++) {  // tickets broadcast through .shared
        const SymTerm *b = any ? broadcast_facts(rc, &am->events[i], slot_of) : NULL;
        if (b)
            facts = sym_bin(c, SYM_BAND, facts, b);
    }
    mem_free(ok);
    s->slots = any ? facts : NULL;
}

static void sync_build(RuleCtx *rc)
{
    const AccessModel *am = rc->am;
    const KirFunc *f = am->f;
    RuleSync *s = rc->sync;
    if (s->flags && s->fside)
        flags_build(rc, s);
    slots_build(rc, s);
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        const KirInst *in = &f->insts[e->inst];
        uint64_t c0, c1;
        if (e->kind != ACCESS_ATOMIC || in->op != KIR_OP_ATOM || in->subop != KIR_SUB_CAS || in->nopnd != 4 ||
            in->guard >= 0 || !e->addr[1] || (e->space != KIR_SPACE_GLOBAL && e->space != KIR_SPACE_SHARED) ||
            !rule_const_operand(f, e->block, e->inst, &in->opnds[2], &c0) ||
            !rule_const_operand(f, e->block, e->inst, &in->opnds[3], &c1) ||
            (c0 & width_mask(e->bytes)) == (c1 & width_mask(e->bytes)))
            continue;
        uint32_t bb = UINT32_MAX, succ = success_block(f, e->block, e->inst, &c0, 0, e->bytes, &bb);
        if (succ == UINT32_MAX)
            continue;
        s->locks[s->nlocks++] = (Lock){ i, bb, succ, { 0 }, 0, c0 };
    }
    if (!s->nlocks)
        return;
    s->level = mem_alloc((size_t)am->nevents * s->nlocks + 1);
    if (!s->level) {
        s->nlocks = 0;
        return;
    }
    memset(s->level, 0, (size_t)am->nevents * s->nlocks + 1);
    for (uint32_t li = 0; li < s->nlocks; li++)
        if (!lock_check(rc, s, &s->locks[li], li))
            for (uint32_t i = 0; i < am->nevents; i++)
                s->level[(size_t)i * s->nlocks + li] = 0;
}

int rule_sync_init(RuleCtx *rc)
{
    if (rc->sync)
        return 0;
    const AccessModel *am = rc->am;
    RuleSync *s = mem_alloc(sizeof *s);
    if (!s)
        return -1;
    memset(s, 0, sizeof *s);
    s->locks = mem_alloc(((size_t)am->nevents + 1) * sizeof *s->locks);
    int strong = 0;  // flags need a strong read and a strong write
    for (uint32_t i = 0; i < am->f->ninsts; i++)
        strong |= interp_strong(&am->f->insts[i]);
    if (strong) {
        s->flags = mem_alloc(((size_t)am->nevents + 1) * sizeof *s->flags);
        s->fside = mem_alloc((size_t)am->nevents * am->nevents + 1);
        if (!s->flags || !s->fside)
            return -1;
        memset(s->fside, 0, (size_t)am->nevents * am->nevents + 1);
    }
    s->seen = mem_alloc((size_t)am->f->nblocks + 1);
    s->work = mem_alloc(((size_t)am->f->nblocks * 4 + 4) * sizeof *s->work);
    rc->sync = s;
    if (!s->locks || !s->seen || !s->work)
        return -1;
    sync_build(rc);
    return 0;
}

void rule_sync_free(RuleCtx *rc)
{
    RuleSync *s = rc->sync;
    if (!s)
        return;
    mem_free(s->locks), mem_free(s->level), mem_free(s->seen), mem_free(s->work);
    mem_free(s->flags), mem_free(s->fside);
    mem_free(s);
    rc->sync = NULL;
}

const SymTerm *rule_sync_ordered(RuleCtx *rc, const AccessEvent *a, const AccessEvent *b, const SymTerm *one_block)
{
    RuleSync *s = rc->sync;
    SymCtx *c = rc->sym;
    const SymTerm *o = sym_bool(c, 0);
    if (!s)
        return o;
    uint32_t ia = (uint32_t)(a - rc->am->events), ib = (uint32_t)(b - rc->am->events);
    for (uint32_t fi = 0; fi < s->nflags; fi++) {
        const Flag *F = &s->flags[fi];
        const AccessEvent *ev[3] = { NULL, a, b };
        uint8_t bits[3] = { 0, s->fside[(size_t)ia * rc->am->nevents + fi], s->fside[(size_t)ib * rc->am->nevents + fi] };
        for (int t = 1; t <= 2; t++) {  // thread t at its event before S, the other after R
            int u = 3 - t;
            /* the two threads are the producer and the consumer: fences of .gpu scope, or
             * .cta ones for threads of one block */
            int shared = rc->am->events[F->R].space != KIR_SPACE_GLOBAL;  // each block's own flag
            if ((bits[t] & 1) && (bits[u] & 2))
                o = sym_bin(c, SYM_BOR, o, shared ? sym_bin(c, SYM_BAND, F->direct[t], one_block) : F->direct[t]);
            else if ((bits[t] & 5) && (bits[u] & 10))
                o = sym_bin(c, SYM_BOR, o, sym_bin(c, SYM_BAND, F->direct[t], one_block));
            if (F->link[t] && F->lvl) {  // through their blocks' barriers
                int m = F->lvl == 2 ? 1 : 5;
                const SymTerm *before = (bits[t] & m) ? F->is_p[t] : sym_bool(c, 0);
                const SymTerm *after = (bits[u] & (m << 1)) ? F->is_q[u] : sym_bool(c, 0);
                if (F->via_barrier[0])
                    before = sym_bin(c, SYM_BOR, before, sym_bin(c, SYM_ULT, ev[t]->epoch[t], F->s_ep[t]));
                if (F->via_barrier[1])
                    after = sym_bin(c, SYM_BOR, after, sym_bin(c, SYM_ULT, F->r_ep[u], ev[u]->epoch[u]));
                const SymTerm *x = sym_bin(c, SYM_BAND, F->link[t], sym_bin(c, SYM_BAND, before, after));
                o = sym_bin(c, SYM_BOR, o, F->lvl < 2 || shared ? sym_bin(c, SYM_BAND, x, one_block) : x);
            }
        }
    }
    if (!s->nlocks)
        return o;
    for (uint32_t li = 0; li < s->nlocks; li++) {
        int la = s->level[(size_t)ia * s->nlocks + li], lb = s->level[(size_t)ib * s->nlocks + li];
        if (!la || !lb)
            continue;
        const AccessEvent *A = &rc->am->events[s->locks[li].acq];
        const SymTerm *same = sym_bin(c, SYM_EQ, A->addr[1], A->addr[2]);  // one lock word
        if (la < 2 || lb < 2 || A->space != KIR_SPACE_GLOBAL)  // a .shared word: each block has its own
            same = sym_bin(c, SYM_BAND, same, one_block);
        o = sym_bin(c, SYM_BOR, o, same);
    }
    return o;
}

const SymTerm *rule_sync_facts(const RuleCtx *rc)
{
    return rc->sync && rc->sync->slots ? rc->sync->slots : NULL;
}
