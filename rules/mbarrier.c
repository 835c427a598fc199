/*
 * mbarrier.c - ordering through mbarrier objects, for the rules that
 * compare accesses (shared-race, global-race inside a block,
 * async-copy-race).
 *
 * PTX ISA, "mbarrier": an object in shared memory that mbarrier.init sets
 * to phase 0 expecting `count` arrivals; the current phase completes when
 * that many arrive-on operations happened (and its transaction count is
 * zero); test_wait / try_wait with the token of an arrive of a phase, or
 * with .parity P, returns true once that phase completed. An arrive
 * releases (.release, the default) the thread's earlier accesses and a
 * successful wait acquires them (.acquire, the default), at .cta scope at
 * least. cp.async.mbarrier.arrive makes an arrive-on happen once the
 * thread's earlier cp.async copies completed; without .noinc it first adds
 * one to the pending count, so it does not count as an arrival.
 *
 * The model here is the one-phase use (an object initialised once and
 * waited on for its first phase), where the phase needs no counting over
 * loop iterations. It holds when, per object (a uniform .shared address,
 * objects provably apart):
 *  - one mbarrier.init, outside loops, by at most one thread of the block,
 *    and every other operation on the object is after a CTA barrier that
 *    follows it;
 *  - no arrival inside a loop; along any path a thread arrives n times at
 *    most, and the count is at least n times the block's threads, or at
 *    least n when no two threads of the block arrive at all. Then the first
 *    phase completes only once every arrival of the block happened (it
 *    needs `count` of them, and there are no more), so all arrivals fall in
 *    it (transaction counts only delay a completion).
 * A wait orders only where it completes phase 0: a token (every token is
 * of phase 0 then) or .parity 0 (parity 1 names the phase before, complete
 * at once; a parity in a register orders nothing), not .relaxed, and only
 * on the CFG edge its result must be true to take: a branch whose
 * predicate, computed in the wait's block from the result, is false for
 * every edge out of the loop of a failed wait.
 * Then thread 1 at a happens before thread 2 at b (one block) when every
 * path of thread 1 from a passes an unguarded releasing arrival on an
 * object, and every path of thread 2 to b passes a completing wait on it;
 * a copy of thread 1 has landed before b when every path from the copy
 * passes a cp.async.mbarrier.arrive on the object (.noinc, or followed by
 * an arrival of the thread on every path: its increment falls in phase 0).
 *
 * A bulk copy (cp.async.bulk ... mbarrier::complete_tx::bytes, TMA) adds
 * its bytes to the object's transaction count as they land (complete_tx);
 * expect_tx (mbarrier.expect_tx, mbarrier.arrive.expect_tx) takes them off
 * ahead, and a phase completes only when its arrivals are done and the
 * count is back to zero. Phase 0's completion implies that every bulk copy
 * on the object landed when (the transaction conditions, per object):
 *  - no mbarrier.complete_tx names it, and every expect_tx and bulk copy on
 *    it is unguarded and outside loops;
 *  - every expect_tx is an arrive, or an arrival of the thread on the
 *    object follows it on every path: so every expect happened before the
 *    completion (which needs every arrival of the block, above);
 *  - along every path of a thread the bytes expected equal the bytes
 *    copied (terms of the thread, equal at every join and zero at its end):
 *    over an execution all expected bytes are then all copied bytes, and a
 *    count of zero at the completion means every copied byte landed (a copy
 *    issued after it could not have);
 *  - the thread that initialises the object executes fence.proxy.async
 *    (.shared::cta or all spaces) or fence.mbarrier_init on every path from
 *    mbarrier.init before any CTA barrier or other use of the object: the
 *    init is then visible to the asynchronous proxy (PTX ISA, "mbarrier":
 *    the fence after init).
 * A bulk copy on such an object has landed before b when every path of
 * thread 2 to b passes a completing wait on it.
 * These are facts of every execution, so they order pairs outright.
 *
 * Phases in a loop (an object's phase loop: every arrival, expect_tx and
 * bulk copy on it in one top-level loop L itself): the conditions above
 * hold per iteration (arrivals counted along one path through an
 * iteration; expected bytes equal copied bytes at L's back edges), and
 * phase_flow proves that every phase operation of iteration k is made
 * once phase k - 1 completed. Then phase k holds exactly the arrivals and
 * bytes of iteration k. A wait with a .parity operand the model shows to
 * be (k + off) & 1 names phase k - off when phase k - off - 1 is known
 * complete before it. The orderings become conditions on the two threads'
 * iteration counters: a's release in iteration k1 is before b when b knows
 * phase k2 - D complete and k1 <= k2 - D. Token waits in a phase loop and
 * events after the loop get no ordering from it.
 * Anything else on mbarriers (rings of objects, counts not proven) is
 * reported by rule_mbar_unmodeled and orders nothing.
 */
#include "rules_int.h"

#include <string.h>

enum { MAX_OBJ = 64 };

enum { D_CAP = 8, D_INF = 15 };  // phase lags: k - D, D below D_CAP; D_INF: nothing known

struct RuleMbar {
    const char *why;    // what is not modeled (nothing is ordered then), or NULL
    const char *weak;   // why an object in a loop orders nothing (the first), or NULL
    int any;            // the function has mbarrier operations
    uint32_t nobj;
    int32_t loop[MAX_OBJ]; // per object: the loop whose iteration k its phase is (phase loop), or -1
    uint64_t lbits;     // objects with a phase loop
    uint64_t ok;        // of those, the ones whose phases are iterations (they order pairs)
    uint8_t *dph;       // [block * nobj + o]: on entry, phase k - D of o is complete (phase loops)
    int8_t *woff;       // per instruction: a wait for phase k - woff of its phase loop (of an object of none:
                        // 0 for parity 0), or -1
    int32_t *obj;       // per instruction: its object, or -1
    uint64_t *rel;      // per instruction: objects a releasing arrival follows on every path from after it
    uint64_t *arr;      // the same for any arrival
    uint64_t *trk;      // the same for a cp.async.mbarrier.arrive that tracks the thread's earlier copies
    uint64_t *acq;      // per block: objects a completing wait precedes on every path into it
    uint64_t tx;        // objects whose bulk copies all land by phase 0's completion
    const char *tx_why; // why an object with bulk copies is not in tx (the first), or NULL
    uint64_t unfenced;  // objects not in tx only for want of a fence after their init
};

/* The operation's kind. */
enum { OP_NONE, OP_INIT, OP_ARRIVE, OP_WAIT, OP_COPY_ARRIVE, OP_BULK, OP_OTHER };

static int kind_of(const KirInst *in)
{
    if (in->op == KIR_OP_CP_ASYNC_MBARRIER)
        return OP_COPY_ARRIVE;
    if (kir_bulk(in) == KIR_BULK_LOAD)
        return OP_BULK;  // its mbarrier operand (the event of kind ATOMIC)
    if (in->op != KIR_OP_MBARRIER)
        return OP_NONE;
    if (in->subop == KIR_SUB_INIT)
        return OP_INIT;
    if (in->mnemonic && strncmp(in->mnemonic, "mbarrier.arrive", 15) == 0)
        return OP_ARRIVE;  // arrive, arrive_drop, their .expect_tx forms
    if (in->subop == KIR_SUB_TEST_WAIT || in->subop == KIR_SUB_TRY_WAIT)
        return OP_WAIT;
    return OP_OTHER;       // expect_tx, complete_tx, pending_count, inval
}

static int relaxed(const KirInst *in)
{
    return in->sem == KIR_SEM_RELAXED || (in->mnemonic && strstr(in->mnemonic, ".relaxed"));
}

/* Arrivals an arrive-type instruction makes (its count operand), or -1
 * when that is not a constant. cp.async.mbarrier.arrive without .noinc
 * makes none (its increment and its arrive-on cancel). */
static int64_t weight(const KirFunc *f, uint32_t v, uint32_t i, int kind)
{
    const KirInst *in = &f->insts[i];
    if (kind == OP_COPY_ARRIVE)
        return (in->mods & KIR_MOD_NOINC) ? 1 : 0;
    int a = kir_addr_index(in);
    uint32_t at = (uint32_t)a + 1 + (in->mnemonic && strstr(in->mnemonic, "expect_tx") ? 1 : 0);
    if (a < 0 || at >= in->nopnd)
        return 1;
    uint64_t n;
    return rule_const_operand(f, v, i, &in->opnds[at], &n) && n > 0 && n < (UINT64_C(1) << 20) ? (int64_t)n : -1;
}

/* Block v is inside loop li (at any depth). */
static int inside(const AccessModel *am, uint32_t v, int32_t li)
{
    for (int32_t l = am->loop_of[v]; l >= 0; l = am->loops[l].parent)
        if (l == li)
            return 1;
    return 0;
}

/* The edge v -> s is a back edge of a loop: the bits of `cut[s]`. */
static uint64_t back_cut(const AccessModel *am, const uint64_t *cut, uint32_t v, uint32_t s)
{
    if (!cut || !cut[s] || am->loop_of[s] < 0)
        return 0;
    int32_t li = am->loop_of[s];
    return am->loops[li].header == s && inside(am, v, li) ? cut[s] : 0;
}

/* Does wait `in` complete phase 0 when it returns true? woff0: the access
 * model shows its parity operand 0 (-O0 passes it through local memory). */
static int completes_phase0(const KirFunc *f, uint32_t v, uint32_t i, int woff0)
{
    const KirInst *in = &f->insts[i];
    if (relaxed(in) || in->guard >= 0)
        return 0;
    if (!(in->mods & KIR_MOD_PARITY) || woff0)
        return 1;  // a state token: of phase 0, the only one arrivals reach
    int a = kir_addr_index(in);
    uint64_t p;
    return a >= 0 && (uint32_t)a + 1 < in->nopnd && rule_const_operand(f, v, i, &in->opnds[a + 1], &p) && p == 0;
}

/* ---- the wait's result through selp / setp / not to the branch ---- */

typedef struct {
    uint32_t reg;
    uint64_t v[2];  // its value when the wait returned false, true
} Known;

enum { MAX_KNOWN = 16 };

static int known_at(const Known *k, unsigned n, const KirOperand *o, uint64_t v[2])
{
    if (o->kind == KIR_OPND_IMM) {
        v[0] = v[1] = (uint64_t)o->imm;
        return 1;
    }
    for (unsigned i = 0; o->kind == KIR_OPND_REG && i < n; i++)
        if (k[i].reg == o->reg) {
            v[0] = k[i].v[0] ^ (o->neg ? 1 : 0), v[1] = k[i].v[1] ^ (o->neg ? 1 : 0);
            return 1;
        }
    return 0;
}

static void forget(Known *k, unsigned *n, uint32_t reg)
{
    for (unsigned i = 0; i < *n; i++)
        if (k[i].reg == reg)
            k[i] = k[--*n];
}

/* The value instruction in gives its one register destination in both
 * cases; 0 when it does not follow from what is known. */
static int eval(const KirInst *in, const Known *k, unsigned n, uint64_t out[2])
{
    uint64_t a[2], b[2], c[2];
    if (in->guard >= 0 || in->ndst != 1 || in->opnds[0].kind != KIR_OPND_REG)
        return 0;
    switch ((KirOp)in->op) {
    case KIR_OP_MOV:
        return in->nopnd == 2 && known_at(k, n, &in->opnds[1], out);
    case KIR_OP_NOT:
        if (in->nopnd != 2 || in->type != KIR_TYPE_PRED || !known_at(k, n, &in->opnds[1], a))
            return 0;
        out[0] = !a[0], out[1] = !a[1];
        return 1;
    case KIR_OP_SELP:
        if (in->nopnd != 4 || !known_at(k, n, &in->opnds[1], a) || !known_at(k, n, &in->opnds[2], b) ||
            !known_at(k, n, &in->opnds[3], c))
            return 0;
        out[0] = c[0] & 1 ? a[0] : b[0], out[1] = c[1] & 1 ? a[1] : b[1];
        return 1;
    case KIR_OP_SETP:
        if (in->nopnd != 3 || (in->subop != KIR_SUB_EQ && in->subop != KIR_SUB_NE) ||
            !known_at(k, n, &in->opnds[1], a) || !known_at(k, n, &in->opnds[2], b))
            return 0;
        {
            unsigned w = kir_type_bits((KirType)in->type);
            uint64_t m = w >= 64 || !w ? UINT64_MAX : (UINT64_C(1) << w) - 1;
            for (int i = 0; i < 2; i++)
                out[i] = ((a[i] & m) == (b[i] & m)) == (in->subop == KIR_SUB_EQ);
        }
        return 1;
    case KIR_OP_CVT: {  // an integer conversion of values that fit both types unsigned and signed
        unsigned wd = kir_type_bits((KirType)in->type), ws = kir_type_bits((KirType)in->type2);
        unsigned w = wd < ws ? wd : ws;
        if (in->nopnd != 2 || !kir_type_is_int((KirType)in->type) || !kir_type_is_int((KirType)in->type2) || w < 2 ||
            w > 64 || !known_at(k, n, &in->opnds[1], out))
            return 0;
        return out[0] >> (w - 1) == 0 && out[1] >> (w - 1) == 0;
    }
    default:
        return 0;
    }
}

enum { CHAIN_HOPS = 4 };

/* The one predecessor of block u when u is entered only from it and it
 * leads nowhere else (a straight path split into blocks: a callee's
 * inlined `ret`, -O0's `bra.uni`), else UINT32_MAX. */
static uint32_t chain_pred(const KirFunc *f, uint32_t u)
{
    const KirBlock *b = &f->blocks[u];
    if (b->npreds != 1)
        return UINT32_MAX;
    const KirBlock *p = &f->blocks[b->preds[0]];
    const KirInst *last = &f->insts[p->first + p->ninst - 1];
    return p->nsuccs == 1 && p->ninst && !(last->op == KIR_OP_BRA && last->guard >= 0) ? b->preds[0]
                                                                                         : UINT32_MAX;
}

/* The block whose branch decides on the wait at instruction w (in block v):
 * v, or a block a straight path from v leads to (chain_pred), the wait's
 * result carried in registers through selp / setp / not / cvt / mov. Per
 * successor k of that block, edge[k] (two of them) is 1 when the edge is
 * taken only if the wait returned true; both 0 when no branch decides. */
static uint32_t success_edges(const KirFunc *f, uint32_t v, uint32_t w, uint8_t *edge)
{
    const KirInst *wi = &f->insts[w];
    Known k[MAX_KNOWN];
    unsigned n = 0;
    memset(edge, 0, 2);
    if (wi->ndst < 1 || wi->opnds[0].kind != KIR_OPND_REG)
        return v;
    k[n++] = (Known){ wi->opnds[0].reg, { 0, 1 } };
    for (uint32_t i = w + 1, hop = 0;; hop++) {
        const KirBlock *blk = &f->blocks[v];
        uint32_t last = blk->first + blk->ninst - 1;
        const KirInst *br = &f->insts[last];
        for (uint32_t end = last + (br->op != KIR_OP_BRA); i < end; i++) {
            const KirInst *in = &f->insts[i];
            uint64_t v2[2];
            int ok = eval(in, k, n, v2);
            for (uint32_t d = 0; d < in->ndst && d < in->nopnd; d++)
                if (in->opnds[d].kind == KIR_OPND_REG)
                    forget(k, &n, in->opnds[d].reg);
                else
                    n = 0;  // vector or pipe destinations: give up what is known
            if (ok && n < MAX_KNOWN)
                k[n++] = (Known){ in->opnds[0].reg, { v2[0], v2[1] } };
        }
        if (blk->nsuccs == 1 && hop < CHAIN_HOPS && n && chain_pred(f, blk->succs[0]) == v) {
            v = blk->succs[0], i = f->blocks[v].first;
            continue;
        }
        if (br->op != KIR_OP_BRA || br->guard < 0 || blk->nsuccs != 2)
            return v;
        KirOperand g = { .kind = KIR_OPND_REG, .reg = (uint32_t)br->guard, .neg = br->guard_neg };
        uint64_t t[2];
        if (!known_at(k, n, &g, t))
            return v;
        edge[0] = !(t[0] & 1);  // the target: taken when the guard holds
        edge[1] = (t[0] & 1) != 0;  // the fall-through: when it does not
        return v;
    }
}

/* ---- the dataflows ---- */

/* Backward, must: per instruction, the objects in `gen` of an instruction
 * on every path from after it to the thread's end (a greatest fixpoint:
 * a path that never ends reaches everything, vacuously). An object of
 * cut[h] must be met before a back edge to header h: within the iteration
 * of its phase loop. */
static int must_ahead(const AccessModel *am, const uint64_t *cut, const uint64_t *gen, uint64_t *after)
{
    const KirFunc *f = am->f;
    uint64_t *in = mem_alloc(((size_t)f->nblocks + 1) * sizeof *in);
    if (!in)
        return -1;
    for (uint32_t v = 0; v < f->nblocks; v++)
        in[v] = UINT64_MAX;
    for (int changed = 1; changed;) {
        changed = 0;
        for (uint32_t v = f->nblocks; v-- > 0;) {
            const KirBlock *blk = &f->blocks[v];
            uint64_t s = blk->nsuccs ? UINT64_MAX : 0;
            for (uint32_t k = 0; k < blk->nsuccs; k++)  // a phase loop's next iteration: another phase
                s &= in[blk->succs[k]] & ~back_cut(am, cut, v, blk->succs[k]);
            for (uint32_t j = blk->ninst; j-- > 0;) {
                after[blk->first + j] = s;
                s |= gen[blk->first + j];
            }
            if (s != in[v])
                in[v] = s, changed = 1;
        }
    }
    mem_free(in);
    return 0;
}

/* Forward, must: per block, the objects a completing wait's success edge
 * precedes on every path into it. */
static int must_acquired(const KirFunc *f, const int32_t *obj, const int8_t *woff, uint64_t lbits, uint64_t *acq)
{
    uint8_t *edge = mem_alloc((size_t)f->nblocks * 2 + 2);
    uint64_t *gen = mem_alloc(((size_t)f->nblocks * 2 + 2) * sizeof *gen);  // per block, per successor
    if (!edge || !gen) {
        mem_free(edge), mem_free(gen);
        return -1;
    }
    memset(gen, 0, ((size_t)f->nblocks * 2 + 2) * sizeof *gen);
    for (uint32_t v = 0; v < f->nblocks; v++) {
        const KirBlock *blk = &f->blocks[v];
        for (uint32_t j = 0; j < blk->ninst; j++) {
            uint32_t i = blk->first + j;
            if (obj[i] < 0 || (lbits >> obj[i] & 1) || kind_of(&f->insts[i]) != OP_WAIT ||
                !completes_phase0(f, v, i, woff[i] == 0))
                continue;
            uint32_t dv = success_edges(f, v, i, edge);
            for (uint32_t k = 0; k < 2; k++)
                if (edge[k])
                    gen[2 * dv + k] |= UINT64_C(1) << obj[i];
        }
        acq[v] = v == 0 ? 0 : UINT64_MAX;
    }
    for (int changed = 1; changed;) {
        changed = 0;
        for (uint32_t v = 1; v < f->nblocks; v++) {
            const KirBlock *blk = &f->blocks[v];
            uint64_t s = blk->npreds ? UINT64_MAX : 0;
            for (uint32_t p = 0; p < blk->npreds; p++) {
                const KirBlock *pb = &f->blocks[blk->preds[p]];
                uint64_t e = acq[blk->preds[p]];
                for (uint32_t k = 0; k < pb->nsuccs && k < 2; k++)
                    if (pb->succs[k] == v)
                        e |= gen[2 * blk->preds[p] + k];
                s &= e;
            }
            if (s != acq[v])
                acq[v] = s, changed = 1;
        }
    }
    mem_free(edge), mem_free(gen);
    return 0;
}

/* Arrivals instruction i makes on object o: 0 when none, -1 when not a
 * constant count, or not where its phase loop li allows (outside loops
 * for li < 0, in li itself, not a loop inside it, else). */
static int64_t arrivals_at(const AccessModel *am, const int32_t *obj, int32_t o, int32_t li, uint32_t v, uint32_t i)
{
    const KirInst *in = &am->f->insts[i];
    int k = kind_of(in);
    if (obj[i] != o || (k != OP_ARRIVE && k != OP_COPY_ARRIVE))
        return 0;
    int64_t w = weight(am->f, v, i, k);
    return w < 0 || (li < 0 ? am->in_loop[v] : am->loop_of[v] != li) ? -1 : w;
}

/* The most arrivals on object o along one path (-1: unbounded); with a
 * phase loop li, along one path through an iteration of it. */
static int64_t max_arrivals(const AccessModel *am, const int32_t *obj, int32_t o, int32_t li)
{
    const KirFunc *f = am->f;
    for (uint32_t r = 0; r < am->nrpo; r++) {
        const KirBlock *blk = &f->blocks[am->rpo[r]];
        for (uint32_t j = 0; j < blk->ninst; j++)
            if (arrivals_at(am, obj, o, li, am->rpo[r], blk->first + j) < 0)
                return -1;
    }
    int64_t *at = mem_alloc(((size_t)f->nblocks + 1) * sizeof *at), best = 0;
    if (!at)
        return -1;
    for (uint32_t v = 0; v < f->nblocks; v++)
        at[v] = -1;  // not reached yet
    uint32_t start = li < 0 ? 0 : am->loops[li].header;
    at[start] = 0;
    /* no cycle holds an arrival (but through li's header, not followed),
     * so values are bounded by the sum of all arrivals: the fixpoint is
     * reached */
    for (int changed = 1; changed;) {
        changed = 0;
        for (uint32_t r = 0; r < am->nrpo; r++) {
            uint32_t v = am->rpo[r];
            if (at[v] < 0 || (li >= 0 && !inside(am, v, li)))
                continue;
            const KirBlock *blk = &f->blocks[v];
            int64_t s = at[v];
            for (uint32_t j = 0; j < blk->ninst; j++)
                s += arrivals_at(am, obj, o, li, v, blk->first + j);
            best = s > best ? s : best;
            for (uint32_t k = 0; k < blk->nsuccs; k++)
                if (blk->succs[k] != start && s > at[blk->succs[k]])
                    at[blk->succs[k]] = s, changed = 1;
        }
    }
    mem_free(at);
    return best;
}

/* ---- the one-phase conditions ---- */

static const SymTerm *and3(SymCtx *c, const SymTerm *a, const SymTerm *b, const SymTerm *d)
{
    return sym_bin(c, SYM_BAND, a, sym_bin(c, SYM_BAND, b, d));
}

/* Object o's init event, checked; NULL with *why set. */
static const AccessEvent *the_init(RuleCtx *rc, const int32_t *obj, int32_t o, const char **why)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    const AccessEvent *init = NULL;
    SmtResult r;
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        if (obj[e->inst] != o || kind_of(&am->f->insts[e->inst]) != OP_INIT)
            continue;
        if (init || am->in_loop[e->block] || !e->mask[1]) {
            *why = "an mbarrier initialised more than once, or inside a loop: its phases are not modeled yet";
            return NULL;
        }
        init = e;
    }
    if (!init) {
        *why = "an mbarrier the kernel does not initialise";
        return NULL;
    }
    if (rule_solve(rc, and3(c, rc->same_block, init->cond[1], init->cond[2]), &r) != SMT_SAFE) {
        *why = "an mbarrier that several threads of a block may initialise";
        return NULL;
    }
    const SymTerm *one = sym_bin(c, SYM_BAND, rc->any_grid, rule_one_block(rc));
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        if (obj[e->inst] != o || e == init)
            continue;
        const SymTerm *q = and3(c, one, init->cond[1], e->cond[2]);
        q = sym_bin(c, SYM_BAND, q, sym_bin(c, SYM_ULE, e->epoch[2], init->epoch[1]));
        if (rule_solve(rc, q, &r) != SMT_SAFE) {
            *why = "an mbarrier used without a CTA barrier between its mbarrier.init and the use";
            return NULL;
        }
    }
    return init;
}

/* Object o's first phase takes every arrival of the block; with a phase
 * loop li, its phase k every arrival of iteration k of the block's threads
 * once phase k - 1 completed (the sequencing, phase_flow, does the rest).
 * NULL, or why not. */
static const char *one_phase(RuleCtx *rc, const int32_t *obj, int32_t o, int32_t li)
{
    const AccessModel *am = rc->am;
    SymCtx *c = rc->sym;
    const char *why = NULL;
    const AccessEvent *init = the_init(rc, obj, o, &why);
    if (!init)
        return why;
    int64_t n = max_arrivals(am, obj, o, li);
    if (n < 0)
        return li < 0 ? "an mbarrier arrived on inside a loop, or with a count in a register: its phases are not modeled yet"
                      : "an mbarrier arrived on in a loop nested in its phase loop, outside that loop, or with a count "
                        "in a register: its phases are not modeled yet";
    SmtResult r;
    int alone = 1;  // no two threads of a block arrive
    for (uint32_t i = 0; i < am->nevents && alone; i++)
        for (uint32_t j = 0; j < am->nevents && alone; j++) {
            const AccessEvent *a = &am->events[i], *b = &am->events[j];
            int ka = kind_of(&am->f->insts[a->inst]), kb = kind_of(&am->f->insts[b->inst]);
            if (obj[a->inst] != o || obj[b->inst] != o || (ka != OP_ARRIVE && ka != OP_COPY_ARRIVE) ||
                (kb != OP_ARRIVE && kb != OP_COPY_ARRIVE))
                continue;
            alone = rule_solve(rc, and3(c, rc->same_block, a->cond[1], b->cond[2]), &r) == SMT_SAFE;
        }
    const SymTerm *threads = sym_const(c, 64, 1);
    if (!alone)
        for (int k = 0; k < 3; k++)
            threads = sym_bin(c, SYM_MUL, threads, sym_ext(c, SYM_ZEXT, 64, sym_var(c, am->ntid[k])));
    const SymTerm *need = sym_bin(c, SYM_MUL, sym_const(c, 64, (uint64_t)n), threads);
    const SymTerm *count = sym_ext(c, SYM_ZEXT, 64, init->mask[1]);
    const SymTerm *q = and3(c, rc->same_block, init->cond[1], sym_bin(c, SYM_ULT, count, need));
    if (rule_solve(rc, q, &r) != SMT_SAFE)
        return "an mbarrier whose expected count may be below the arrivals of the block: a phase may "
               "complete before some of them (or the count was not proven)";
    return NULL;
}

/* ---- phases in loops ---- */

static int expects(const KirInst *in)
{
    return in->op == KIR_OP_MBARRIER && in->mnemonic && strstr(in->mnemonic, "expect_tx");
}

/* The operations that count in a phase: arrivals, expect_tx, bulk copies. */
static int phase_op(const KirInst *in)
{
    int k = kind_of(in);
    return k == OP_ARRIVE || k == OP_COPY_ARRIVE || k == OP_BULK || expects(in);
}

/* Object o's phase loop (-1: none, no phase operation in a loop) into
 * *li; NULL, or why the phases are not modeled: every phase operation must
 * be in one top-level loop itself, entered through its header only. */
static const char *phase_loop(const AccessModel *am, const int32_t *obj, int32_t o, int32_t *li)
{
    int outside = 0;
    *li = -1;
    for (uint32_t k = 0; k < am->nevents; k++) {
        const AccessEvent *e = &am->events[k];
        const KirInst *in = &am->f->insts[e->inst];
        if (obj[e->inst] != o || !phase_op(in))
            continue;
        int32_t l = am->loop_of[e->block];
        if (l < 0) {
            outside = 1;
            continue;
        }
        if (kind_of(in) == OP_COPY_ARRIVE)
            return "a cp.async.mbarrier.arrive inside a loop: its phases are not modeled yet";
        if ((*li >= 0 && l != *li) || am->loops[l].parent >= 0 || am->loops[l].side_entry)
            return "an mbarrier arrived on (or expecting or receiving bytes) in nested loops, in several loops, "
                   "or in a loop with a side entry: its phases are not modeled yet";
        *li = l;
    }
    if (*li >= 0 && outside)
        return "an mbarrier arrived on (or expecting or receiving bytes) both inside and outside its loop: its "
               "phases are not modeled yet";
    return NULL;
}

/* woff of the wait at event e (on object o, phase loop li): 0 when its
 * parity is that of iteration k's phase, 1 when of phase k - 1, else -1.
 * An object of no phase loop (li -1): 0 when the parity is 0. */
static int8_t wait_offset(RuleCtx *rc, const AccessEvent *e, int32_t li)
{
    const AccessModel *am = rc->am;
    const KirInst *in = &am->f->insts[e->inst];
    SymCtx *c = rc->sym;
    if (kind_of(in) != OP_WAIT || relaxed(in) || in->guard >= 0 || !(in->mods & KIR_MOD_PARITY) || !e->mask[1] ||
        (li >= 0 && !inside(am, e->block, li)))
        return -1;  // a token wait in a phase loop: not modeled yet
    const SymTerm *k = li >= 0 ? sym_ext(c, SYM_TRUNC, 32, sym_var(c, am->loops[li].k[1])) : sym_const(c, 32, 0);
    const SymTerm *x = sym_bin(c, SYM_AND, sym_bin(c, SYM_XOR, e->mask[1], k), sym_const(c, 32, 1));
    for (int8_t off = 0; off <= (li >= 0); off++) {
        SmtResult r;
        const SymTerm *q = sym_bin(c, SYM_BAND, e->cond[1], sym_un(c, SYM_BNOT, sym_bin(c, SYM_EQ, x, sym_const(c, 32, (uint64_t)off))));
        if (rule_solve(rc, q, &r) == SMT_SAFE)
            return off;
    }
    return -1;
}

static uint8_t d_add(unsigned a, unsigned b)
{
    return a + b >= D_CAP ? D_INF : (uint8_t)(a + b);
}

/* The lags known on the edge from block v to successor number k, from D
 * on entry to v (d, nobj of them) into out. */
static void edge_lags(const RuleMbar *mb, const AccessModel *am, const uint8_t *lag, uint32_t v, uint32_t k,
                      uint8_t *out)
{
    const KirFunc *f = am->f;
    const KirBlock *blk = &f->blocks[v];
    uint32_t n = mb->nobj;
    memcpy(out, &mb->dph[(size_t)v * n], n);
    for (uint32_t u = v, hop = 0; u != UINT32_MAX && hop <= CHAIN_HOPS && blk->nsuccs == 2; u = chain_pred(f, u), hop++) {
        const uint8_t *d = &mb->dph[(size_t)u * n];  // on entry to the wait's block
        for (uint32_t j = 0; j < f->blocks[u].ninst; j++) {
            uint32_t i = f->blocks[u].first + j;
            int32_t o = mb->obj[i];
            if (o < 0 || mb->woff[i] < 0 || !(mb->ok >> o & 1) || d[o] > mb->woff[i] + 1)
                continue;  // not a wait whose parity names one phase
            uint8_t edge[2];
            if (success_edges(f, u, i, edge) == v && edge[k] && mb->woff[i] < out[o])
                out[o] = (uint8_t)mb->woff[i];
        }
    }
    for (int changed = 1; changed;) {  // phase j of o done: phase j - lag of o2 too
        changed = 0;
        for (uint32_t o = 0; o < n; o++)
            for (uint32_t o2 = 0; o2 < n && out[o] < D_INF; o2++)
                if (d_add(out[o], lag[o * n + o2]) < out[o2])
                    out[o2] = d_add(out[o], lag[o * n + o2]), changed = 1;
    }
}

/* The phases known complete in the iterations of phase loops (mb->dph),
 * and the objects whose phases are iterations (mb->ok). For an object o
 * of phase loop L whose arrivals count per iteration (one_phase), at a
 * point of iteration k "phase k - D is complete" holds when
 *  - D >= 1 at L's header in iteration 0 (phase -1 is complete, vacuously),
 *    and D at the header is one more than at the end of iteration k - 1;
 *  - past a wait's success edge D <= woff, when the wait's parity is that
 *    of phase k - woff and phase k - woff - 1 is known complete before it
 *    (the current phase is then at least k - woff, and a parity names one
 *    phase of the two it can be);
 *  - D(o2) <= D(o) + lag(o, o2), where every arrival on o is made with
 *    phase k - lag of o2 known complete: phase j of o completes only after
 *    an arrival of iteration j.
 * Each fact follows from facts of earlier events of the execution, so any
 * solution of these equations holds (the largest one is computed, from all
 * D = 0). An object's phases are its iterations when every phase operation
 * on it (arrival, expect_tx, bulk copy) in iteration k is made with phase
 * k - 1 complete (D <= 1): then no operation of iteration k + 1 falls in
 * phase k, which completes by the arrivals of iteration k alone. */
static int phase_flow(RuleMbar *mb, const AccessModel *am)
{
    const KirFunc *f = am->f;
    uint32_t n = mb->nobj;
    uint8_t *lag = mem_alloc((size_t)n * n + 1), *e = mem_alloc((size_t)n + 1), *in = mem_alloc((size_t)n + 1);
    if (!lag || !e || !in) {
        mem_free(lag), mem_free(e), mem_free(in);
        return -1;
    }
    memset(lag, 0, (size_t)n * n);
    mb->ok = mb->lbits;
    for (uint32_t v = 0; v < f->nblocks; v++)
        for (uint32_t o = 0; o < n; o++)
            mb->dph[(size_t)v * n + o] = mb->loop[o] >= 0 && inside(am, v, mb->loop[o]) ? 0 : D_INF;
    for (int changed = 1; changed;) {
        changed = 0;
        for (uint32_t r = 0; r < am->nrpo; r++) {
            uint32_t v = am->rpo[r];
            const KirBlock *blk = &f->blocks[v];
            for (uint32_t o = 0; o < n; o++)
                in[o] = 0;
            for (uint32_t p = 0; p < blk->npreds; p++) {
                uint32_t u = blk->preds[p];
                const KirBlock *ub = &f->blocks[u];
                if (!am->reachable[u])
                    continue;
                for (uint32_t k = 0; k < ub->nsuccs && k < 2; k++) {
                    if (ub->succs[k] != v)
                        continue;
                    edge_lags(mb, am, lag, u, k, e);
                    for (uint32_t o = 0; o < n; o++) {
                        int32_t l = mb->loop[o];
                        uint8_t x = e[o];
                        if (l >= 0 && am->loops[l].header == v)
                            x = inside(am, u, l) ? d_add(x, 1) : 1;  // the next iteration, or the first
                        in[o] = x > in[o] ? x : in[o];
                    }
                }
                if (ub->nsuccs > 2)
                    memset(in, D_INF, n);
            }
            for (uint32_t o = 0; o < n; o++) {
                uint8_t *d = &mb->dph[(size_t)v * n + o];
                uint8_t x = (mb->ok >> o & 1) && mb->loop[o] >= 0 && inside(am, v, mb->loop[o]) ? in[o] : D_INF;
                if (x > *d)
                    *d = x, changed = 1;
            }
        }
        for (uint32_t k = 0; k < am->nevents; k++) {  // the lags, the sequencing
            const AccessEvent *ev = &am->events[k];
            const KirInst *ins = &f->insts[ev->inst];
            int32_t o = mb->obj[ev->inst];
            if (o < 0 || mb->loop[o] < 0 || !phase_op(ins))
                continue;
            const uint8_t *d = &mb->dph[(size_t)ev->block * n];
            if ((mb->ok >> o & 1) && d[o] > 1) {
                mb->ok &= ~(UINT64_C(1) << o), changed = 1;
                if (!mb->weak)
                    mb->weak = "an mbarrier in a loop whose next phase's arrivals, expect_tx or bulk copies are not "
                               "proven to follow the completion of the phase before: its phases are not iterations";
            }
            int arrival = kind_of(ins) == OP_ARRIVE;
            for (uint32_t o2 = 0; o2 < n && arrival; o2++) {
                uint8_t x = (mb->ok >> o & 1) ? d[o2] : D_INF;
                if (x > lag[(uint32_t)o * n + o2])
                    lag[(uint32_t)o * n + o2] = x, changed = 1;
            }
        }
    }
    mem_free(lag), mem_free(e), mem_free(in);
    return 0;
}

/* ---- the transaction conditions ---- */

static const char OOM[] = "out of memory", NO_BULK[] = "no bulk copy",
                  UNFENCED[] = "no fence.proxy.async or fence.mbarrier_init after the mbarrier.init of a bulk "
                               "copy's mbarrier (before the barrier that publishes it): the asynchronous proxy "
                               "may not see the init";


int rule_mbar_init_fence(const KirInst *in)
{
    const char *m = in->mnemonic ? in->mnemonic : "";
    return kir_proxy_fence_shared(in) || (in->op == KIR_OP_FENCE && strncmp(m, "fence.mbarrier_init", 19) == 0);
}

/* Every path from instruction `from` (object o's init, in block v0)
 * passes a fence the asynchronous proxy needs before a CTA barrier,
 * another use of o or the thread's end. -1 on OOM. */
static int fenced_after(const KirFunc *f, const int32_t *obj, int32_t o, uint32_t v0, uint32_t from)
{
    uint32_t *stack = mem_alloc(((size_t)f->nblocks + 1) * sizeof *stack), n = 0;
    uint8_t *seen = mem_alloc((size_t)f->nblocks + 1);
    if (!stack || !seen) {
        mem_free(stack), mem_free(seen);
        return -1;
    }
    memset(seen, 0, f->nblocks + 1);
    int ok = 1;
    for (uint32_t v = v0, start = from + 1; ok;) {
        const KirBlock *blk = &f->blocks[v];
        uint32_t i = start, end = blk->first + blk->ninst;
        for (; i < end && ok; i++) {
            const KirInst *in = &f->insts[i];
            if (in->guard < 0 && rule_mbar_init_fence(in))  // on every path: not under a guard
                break;
            ok = !(in->op == KIR_OP_BAR || in->op == KIR_OP_BARRIER || obj[i] == o || in->op == KIR_OP_RET ||
                   in->op == KIR_OP_EXIT || in->op == KIR_OP_TRAP || in->op == KIR_OP_CALL);
        }
        if (ok && i == end) {
            ok = blk->nsuccs > 0;
            for (uint32_t k = 0; k < blk->nsuccs; k++)
                if (!seen[blk->succs[k]])
                    seen[blk->succs[k]] = 1, stack[n++] = blk->succs[k];
        }
        if (!n)
            break;
        v = stack[--n], start = f->blocks[v].first;
    }
    mem_free(stack), mem_free(seen);
    return ok;
}

/* Byte counts a and b may differ (a proof that they are equal failed). */
static int may_differ(RuleCtx *rc, const SymTerm *a, const SymTerm *b)
{
    SmtResult res;
    return a != b && rule_solve(rc, sym_un(rc->sym, SYM_BNOT, sym_bin(rc->sym, SYM_EQ, a, b)), &res) != SMT_SAFE;
}

/* The transaction conditions of object o (the file's comment): NULL when
 * they hold, NO_BULK when no bulk copy signals o, OOM, else why not.
 * `count`: per instruction, the byte count of its bulk copy or expect_tx
 * (thread 1's term), or NULL. */
static const char *transactions(RuleCtx *rc, const RuleMbar *mb, const SymTerm *const *count, int32_t o)
{
    const AccessModel *am = rc->am;
    const KirFunc *f = am->f;
    SymCtx *c = rc->sym;
    uint64_t bit = UINT64_C(1) << o;
    int any = 0;
    const AccessEvent *init = NULL;
    for (uint32_t k = 0; k < am->nevents; k++) {
        const AccessEvent *e = &am->events[k];
        const KirInst *in = &f->insts[e->inst];
        if (mb->obj[e->inst] != o)
            continue;
        any |= kind_of(in) == OP_BULK;
        if (kind_of(in) == OP_INIT)
            init = e;
        if (in->op == KIR_OP_MBARRIER && in->subop == KIR_SUB_COMPLETE_TX)
            return "an mbarrier.complete_tx on the object of a bulk copy: its transaction count is not modeled";
    }
    if (!any)
        return NO_BULK;
    /* the bytes expected less the bytes copied so far, along every path
     * the same at each block's entry (blocks in reverse post-order; no
     * loop holds either, so a back edge brings its header's value back) */
    const SymTerm **net = mem_alloc(((size_t)f->nblocks + 1) * sizeof *net);
    if (!net)
        return OOM;
    for (uint32_t v = 0; v < f->nblocks; v++)
        net[v] = NULL;
    const char *why = NULL;
    const SymTerm *zero = sym_const(c, 64, 0);
    if (am->nrpo)
        net[am->rpo[0]] = zero;
    for (uint32_t r = 0; r < am->nrpo && !why; r++) {
        uint32_t v = am->rpo[r];
        const KirBlock *blk = &f->blocks[v];
        const SymTerm *sum = net[v] ? net[v] : zero;
        for (uint32_t j = 0; j < blk->ninst && !why; j++) {
            uint32_t i = blk->first + j;
            const KirInst *in = &f->insts[i];
            int bulk = kind_of(in) == OP_BULK;
            if (mb->obj[i] != o || (!bulk && !expects(in)))
                continue;
            if (in->guard >= 0 || (mb->loop[o] < 0 ? am->in_loop[v] : am->loop_of[v] != mb->loop[o]))
                why = "an expect_tx or bulk copy on an mbarrier that is guarded, or in a loop other than its "
                      "phase loop: its transaction count is not modeled yet";
            else if (!bulk && kind_of(in) != OP_ARRIVE && !(mb->arr[i] & bit))
                why = "an mbarrier.expect_tx that no arrival of the thread follows on every path: the "
                      "bytes may be expected after the phase completed";
            else if (!count[i])
                why = "an expect_tx or bulk copy whose byte count the model does not have";
            else
                sum = sym_bin(c, bulk ? SYM_SUB : SYM_ADD, sum, sym_ext(c, SYM_ZEXT, 64, count[i]));
        }
        int short_or_excess = !why && !blk->nsuccs && may_differ(rc, sum, zero);  // a thread's end
        for (uint32_t k = 0; k < blk->nsuccs && !why && !short_or_excess; k++) {
            const SymTerm **at = &net[blk->succs[k]];
            short_or_excess = *at && may_differ(rc, *at, sum);
            *at = *at ? *at : sum;
        }
        if (short_or_excess)
            why = "paths whose expect_tx bytes are not proven equal to the bytes their bulk copies move on "
                  "that mbarrier (expect_tx bytes short or in excess)";
    }
    mem_free(net);
    if (why)
        return why;
    int fenced = init ? fenced_after(f, mb->obj, o, init->block, init->inst) : 0;
    if (fenced < 0)
        return OOM;
    return fenced ? NULL : UNFENCED;
}

static const char *build(RuleCtx *rc, RuleMbar *mb)
{
    const AccessModel *am = rc->am;
    const KirFunc *f = am->f;
    const SymTerm *key[MAX_OBJ];
    uint32_t nobj = 0;
    for (uint32_t i = 0; i < f->ninsts; i++)
        mb->obj[i] = -1;
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        int k = kind_of(&f->insts[e->inst]);
        if (k == OP_NONE || (k == OP_BULK && e->kind != ACCESS_ATOMIC))
            continue;
        if (!e->addr[1] || e->addr[1] != e->addr[2] || e->space != KIR_SPACE_SHARED)
            return "an mbarrier whose address is not one .shared address for every thread and iteration "
                   "(a ring of barriers) is not modeled yet";
        uint32_t o = 0;
        while (o < nobj && key[o] != e->addr[1])
            o++;
        if (o == nobj) {
            if (nobj == MAX_OBJ)
                return "more mbarriers than the model follows";
            key[nobj++] = e->addr[1];
        }
        mb->obj[e->inst] = (int32_t)o;
    }
    for (uint32_t i = 0; i < f->ninsts; i++)
        if (kind_of(&f->insts[i]) != OP_NONE && mb->obj[i] < 0)
            return "an mbarrier operation without an address the model resolves";
    SmtResult r;
    for (uint32_t a = 0; a < nobj; a++)
        for (uint32_t b = a + 1; b < nobj; b++)
            if (rule_solve(rc, sym_bin(rc->sym, SYM_BAND, rc->same_block,
                                       rule_overlap(rc->sym, key[a], 8, key[b], 8)), &r) != SMT_SAFE)
                return "two mbarrier addresses that may overlap";
    mb->nobj = nobj;
    for (uint32_t o = 0; o < nobj; o++) {
        const char *why = phase_loop(am, mb->obj, (int32_t)o, &mb->loop[o]);
        if (!why)
            why = one_phase(rc, mb->obj, (int32_t)o, mb->loop[o]);
        if (why)
            return why;
        mb->lbits |= (uint64_t)(mb->loop[o] >= 0) << o;
    }
    uint64_t *gen = mem_alloc(((size_t)f->ninsts + 1) * sizeof *gen);
    uint64_t *cut = mem_alloc(((size_t)f->nblocks + 1) * sizeof *cut);
    mb->dph = mem_alloc((size_t)f->nblocks * nobj + 1);
    mb->woff = mem_alloc((size_t)f->ninsts + 1);
    if (!gen || !cut || !mb->dph || !mb->woff) {
        mem_free(gen), mem_free(cut);
        return "out of memory";
    }
    memset(cut, 0, ((size_t)f->nblocks + 1) * sizeof *cut);
    for (uint32_t o = 0; o < nobj; o++)  // back edges of its phase loop end an object's iteration
        if (mb->loop[o] >= 0)
            cut[am->loops[mb->loop[o]].header] |= UINT64_C(1) << o;
    memset(mb->woff, -1, f->ninsts + 1);
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        int32_t o = mb->obj[e->inst];
        if (o >= 0)
            mb->woff[e->inst] = wait_offset(rc, e, mb->loop[o]);
    }
    for (int pass = 0; pass < 3; pass++) {
        for (uint32_t i = 0; i < f->ninsts; i++) {
            const KirInst *in = &f->insts[i];
            int k = kind_of(in);
            uint64_t bit = mb->obj[i] >= 0 ? UINT64_C(1) << mb->obj[i] : 0;
            gen[i] = 0;
            if (in->guard >= 0 || !bit)
                continue;
            if (pass == 0 && (k == OP_ARRIVE || (k == OP_COPY_ARRIVE && (in->mods & KIR_MOD_NOINC))))
                gen[i] = bit;  // an arrival
            if (pass == 1 && k == OP_ARRIVE && !relaxed(in))
                gen[i] = bit;  // a releasing one
            if (pass == 2 && k == OP_COPY_ARRIVE && ((in->mods & KIR_MOD_NOINC) || (mb->arr[i] & bit)))
                gen[i] = bit;  // its increment falls in phase 0: the phase waits for the copies
        }
        if (must_ahead(am, cut, gen, pass == 0 ? mb->arr : pass == 1 ? mb->rel : mb->trk) < 0) {
            mem_free(gen), mem_free(cut);
            return "out of memory";
        }
    }
    mem_free(gen), mem_free(cut);
    if (must_acquired(f, mb->obj, mb->woff, mb->lbits, mb->acq) < 0 || phase_flow(mb, am) < 0)
        return "out of memory";
    const SymTerm **count = mem_alloc(((size_t)f->ninsts + 1) * sizeof *count);
    if (!count)
        return "out of memory";
    for (uint32_t i = 0; i < f->ninsts; i++)
        count[i] = NULL;
    for (uint32_t k = 0; k < am->nevents; k++) {  // a bulk copy's destination, an expect_tx's object
        const AccessEvent *e = &am->events[k];
        const KirInst *in = &f->insts[e->inst];
        if (kind_of(in) == OP_BULK && e->kind == ACCESS_ASYNC)
            count[e->inst] = e->len[1];
        else if (expects(in))
            count[e->inst] = e->mask[1];
    }
    const char *why = NULL;
    for (uint32_t o = 0; o < nobj && why != OOM; o++) {
        why = transactions(rc, mb, count, (int32_t)o);
        if (!why)
            mb->tx |= UINT64_C(1) << o;
        else if (!mb->tx_why && why != NO_BULK && why != OOM)
            mb->tx_why = why;
        if (why == UNFENCED)
            mb->unfenced |= UINT64_C(1) << o;
    }
    mem_free(count);
    return why == OOM ? "out of memory" : NULL;
}

static RuleMbar *get(RuleCtx *rc)
{
    if (rc->mbar)
        return rc->mbar;
    const KirFunc *f = rc->am->f;
    RuleMbar *mb = mem_alloc(sizeof *mb);
    if (!mb)
        return NULL;
    memset(mb, 0, sizeof *mb);
    rc->mbar = mb;
    for (uint32_t i = 0; i < f->ninsts; i++)
        mb->any |= kind_of(&f->insts[i]) != OP_NONE;
    if (!mb->any)
        return mb;
    size_t n = (size_t)f->ninsts + 1;
    mb->obj = mem_alloc(n * sizeof *mb->obj);
    mb->rel = mem_alloc(n * sizeof *mb->rel);
    mb->arr = mem_alloc(n * sizeof *mb->arr);
    mb->trk = mem_alloc(n * sizeof *mb->trk);
    mb->acq = mem_alloc(((size_t)f->nblocks + 1) * sizeof *mb->acq);
    mb->why = !mb->obj || !mb->rel || !mb->arr || !mb->trk || !mb->acq ? "out of memory" : build(rc, mb);
    return mb;
}

const char *rule_mbar_unmodeled(RuleCtx *rc)
{
    RuleMbar *mb = get(rc);
    return !mb ? "out of memory" : mb->any ? mb->why : NULL;
}

/* Thread tx's k of loop li is at most thread ty's less d, or (tx's event
 * before the loop) ty's is at least d. */
static const SymTerm *k_before(RuleCtx *rc, int32_t li, const AccessEvent *x, int tx, int ty, unsigned d)
{
    SymCtx *c = rc->sym;
    const SymTerm *ky = sym_var(c, rc->am->loops[li].k[ty]), *dd = sym_const(c, 64, d);
    const SymTerm *q = sym_bin(c, SYM_ULE, dd, ky);
    if (!inside(rc->am, x->block, li))  // before the loop: its release falls in phase 0 (or later)
        return rc->am->rpo_index[x->block] < rc->am->rpo_index[rc->am->loops[li].header] ? q : NULL;
    return sym_bin(c, SYM_BAND, q, sym_bin(c, SYM_ULE, sym_var(c, rc->am->loops[li].k[tx]), sym_bin(c, SYM_SUB, ky, dd)));
}

static const SymTerm *or_term(SymCtx *c, const SymTerm *a, const SymTerm *b)
{
    return a ? sym_bin(c, SYM_BOR, a, b) : b;
}

const SymTerm *rule_mbar_ordered(RuleCtx *rc, const AccessEvent *a, int ta, const AccessEvent *b, int tb)
{
    RuleMbar *mb = get(rc);
    if (!mb || !mb->any || mb->why)
        return NULL;
    uint64_t rel = mb->rel[a->inst];
    if (rel & mb->acq[b->block] & ~mb->lbits)
        return sym_bool(rc->sym, 1);
    const SymTerm *q = NULL;
    for (uint32_t o = 0; o < mb->nobj; o++) {
        uint8_t d = mb->dph[(size_t)b->block * mb->nobj + o];
        const SymTerm *t = (rel & mb->ok) >> o & 1 && d < D_INF ? k_before(rc, mb->loop[o], a, ta, tb, d) : NULL;
        if (t)  // a's release falls in phase k of a's iteration
            q = or_term(rc->sym, q, t);
    }
    return q;
}

const SymTerm *rule_mbar_landed(RuleCtx *rc, const AccessEvent *copy, int tc, const AccessEvent *b, int tb)
{
    RuleMbar *mb = get(rc);
    if (!mb || !mb->any || mb->why)
        return NULL;
    if (kind_of(&rc->am->f->insts[copy->inst]) != OP_BULK)
        return mb->trk[copy->inst] & mb->acq[b->block] & ~mb->lbits ? sym_bool(rc->sym, 1) : NULL;
    int32_t o = mb->obj[copy->inst];
    if (o < 0 || !(mb->tx >> o & 1))
        return NULL;
    if (mb->loop[o] < 0)
        return mb->acq[b->block] >> o & 1 ? sym_bool(rc->sym, 1) : NULL;
    uint8_t d = mb->dph[(size_t)b->block * mb->nobj + (uint32_t)o];
    return (mb->ok >> o & 1) && d < D_INF ? k_before(rc, mb->loop[o], copy, tc, tb, d) : NULL;
}

const char *rule_mbar_weak(RuleCtx *rc)
{
    RuleMbar *mb = get(rc);
    return mb && mb->any && !mb->why ? mb->weak : NULL;
}

int rule_mbar_any(RuleCtx *rc)
{
    RuleMbar *mb = get(rc);
    return !mb || mb->any;
}

const char *rule_mbar_tx_unmodeled(RuleCtx *rc)
{
    RuleMbar *mb = get(rc);
    return !mb ? "out of memory" : mb->any && !mb->why ? mb->tx_why : NULL;
}

int rule_mbar_unfenced(RuleCtx *rc, const AccessEvent *init, const AccessEvent *copy)
{
    RuleMbar *mb = get(rc);
    const KirInst *ii = &rc->am->f->insts[init->inst], *ci = &rc->am->f->insts[copy->inst];
    if (!mb || !mb->any || mb->why || kind_of(ii) != OP_INIT || kind_of(ci) != OP_BULK || copy->kind != ACCESS_ATOMIC)
        return 0;
    int32_t o = mb->obj[init->inst];
    return o >= 0 && o == mb->obj[copy->inst] && (mb->unfenced >> o & 1);
}

void rule_mbar_free(RuleCtx *rc)
{
    RuleMbar *mb = rc->mbar;
    if (!mb)
        return;
    mem_free(mb->obj), mem_free(mb->rel), mem_free(mb->arr), mem_free(mb->trk), mem_free(mb->acq);
    mem_free(mb->dph), mem_free(mb->woff);
    mem_free(mb);
    rc->mbar = NULL;
}
