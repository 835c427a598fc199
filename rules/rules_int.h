/*
 * rules_int.h - shared inside rules/ only.
 */
#ifndef RULES_INT_H
#define RULES_INT_H

#include "warpsafe/interp.h"
#include "warpsafe/rules.h"

/* replay.c: runs both threads of a SAT model; 1 when thread 1 performs event
 * a and thread 2 event b in the same barrier interval on overlapping bytes
 * (for a strong pair: overlapping only partly), with the witness filled. */
int rule_replay(const RuleCtx *rc, const uint64_t *model, const AccessEvent *a, const AccessEvent *b,
                int strong_pair, RuleWitness *w);
/* strong_pair: 0 no, 1 a strong pair, 2 strong only when both threads are
 * of one block (a .cta atomic). Threads of different blocks: no barrier
 * orders them (any intervals); their addresses may be in any space. */

/* replay.c: runs every thread of the model's block, interval by interval,
 * over one memory (inputs: the model's loaded values of threads 1 and 2,
 * else zero); 1 when two threads perform a and b in one interval on
 * overlapping bytes (for a strong pair: partly), with the witness filled.
 * For races the two threads alone cannot replay (loads of iterations the
 * model says nothing about). */
int rule_replay_block(RuleCtx *rc, const uint64_t *model, const AccessEvent *a, const AccessEvent *b,
                      int strong_pair, RuleWitness *w);
/* The two threads of the model alone, where they meet only through
 * atomics and fences (no CTA barrier, no mbarrier): as rule_replay_block
 * runs them, each also held back in turn. 1 with w filled when a race. */
int rule_replay_atomic_pair(RuleCtx *rc, const uint64_t *model, const AccessEvent *a, const AccessEvent *b,
                            int strong_pair, RuleWitness *w);
/* replay.c: rule_replay_block's first replay with the memory the model
 * does not give a hash of each byte's address instead of zero (a block
 * sort whose keys are all zero moves nothing); the witness says so
 * (RuleWitness.mixed). A last try: the runs go further, which costs. */
int rule_replay_block_mixed(RuleCtx *rc, const uint64_t *model, const AccessEvent *a, const AccessEvent *b,
                            int strong_pair, RuleWitness *w);

/* replay.c: runs every thread of the model's block as rule_replay_block
 * does; 1 when the model's two threads execute different sequences of CTA
 * barriers (rule_replay_barriers' test), with the witness's threads filled
 * and *inst set to the first barrier where they differ. For divergence
 * behind values the two threads alone cannot compute (what other threads
 * stored in shared memory in earlier intervals). mixed: the memory the
 * model does not give as rule_replay_block_mixed has it. */
int rule_replay_block_barriers(RuleCtx *rc, const uint64_t *model, RuleWitness *w, uint32_t *inst, int mixed);

/* replay.c: runs both threads of a SAT model (perhaps one thread twice);
 * 1 when thread 1 performs event a (an ld.global.nc) and thread 2 event b
 * (a write) on overlapping bytes, at any times, with the witness filled. */
int rule_replay_nc(const RuleCtx *rc, const uint64_t *model, const AccessEvent *a, const AccessEvent *b,
                   RuleWitness *w);

/* replay.c: runs the threads of a SAT model with their cp.async groups and
 * waits; 1 when copy access c (a cp.async's write of .shared, or its read
 * of .global: ASYNC or READ event) of thread 1 and access x conflict before
 * the copy's group is known complete: same, x of the same thread after c
 * and before a wait that completes the group; else x of another thread of
 * the block, not before a barrier thread 1 passed before c, and thread 1
 * had not completed the group at its last barrier before x. The witness
 * filled (epoch: barriers thread 2 passed before x), *group the copy's. */
int rule_replay_async(const RuleCtx *rc, const uint64_t *model, const AccessEvent *c, const AccessEvent *x, int same,
                      RuleWitness *w, uint32_t *group);

/* replay.c: runs both threads of a SAT model (perhaps one thread twice:
 * same); 1 when thread 1 writes bytes at w (through the generic proxy) that
 * thread 2's bulk store at s then reads, with no fence.proxy.async between
 * (on the writer after the write, before its next barrier or, one thread,
 * before the store; on the issuer from its last barrier to the store). */
int rule_replay_proxy(const RuleCtx *rc, const uint64_t *model, const AccessEvent *wr, const AccessEvent *s, int same,
                      RuleWitness *w);

/* replay.c: runs both threads of a SAT model (perhaps one thread twice:
 * same); 1 when thread 1 initializes the mbarrier (init) that thread 2's
 * bulk copy (copy) then signals through the asynchronous proxy, with no
 * fence.mbarrier_init or fence.proxy.async (rule_mbar_init_fence) between
 * (on the initializer after the init, up to the barrier that orders it
 * before the copy, or, one thread, before the copy). */
int rule_replay_init_fence(const RuleCtx *rc, const uint64_t *model, const AccessEvent *init, const AccessEvent *copy,
                           int same, RuleWitness *w);

/* replay.c: runs both threads of a SAT model; 1 when they execute different
 * sequences of CTA barriers (one reaches a barrier the other does not, or
 * ends with fewer), with the witness's threads filled and *inst set to the
 * first barrier where they differ. */
int rule_replay_barriers(const RuleCtx *rc, const uint64_t *model, RuleWitness *w, uint32_t *inst);

/* replay.c: runs thread 1 of a SAT model; 1 when its access at instruction
 * inst (a global one) falls outside [base, base + size) in some byte, with
 * the witness's thread and the address (addr[0]) filled. */
int rule_replay_bounds(const RuleCtx *rc, const uint64_t *model, uint32_t inst, uint64_t base, uint64_t size,
                       RuleWitness *w);

/* replay.c: runs thread 1 of a SAT model; 1 when it executes the warp
 * collective at instruction inst with a member mask that leaves out its
 * own lane, with the witness's thread (tid[0]) and the mask (addr[0]) filled. */
int rule_replay_collective(const RuleCtx *rc, const uint64_t *model, uint32_t inst, RuleWitness *w);

/* replay.c: runs both threads of a SAT model, two lanes of one warp; 1 when
 * one thread's nth execution of a warp collective (kir_warp_collective, at
 * *inst) has a member mask naming the other's lane, and the other finished
 * having executed that instruction only *n2 < nth times. The witness's
 * threads (the one that executes it more first) and the mask (addr[0]). */
int rule_replay_warp(const RuleCtx *rc, const uint64_t *model, RuleWitness *w, uint32_t *inst, uint32_t *nth,
                     uint32_t *n2);

/* replay.c: runs both threads of a SAT model; 1 when they execute a
 * different number of operations on counted barrier `id` (only those at
 * instruction inst, unless UINT32_MAX), the one with fewer having finished;
 * with inst UINT32_MAX both must take part. The witness's threads filled. */
int rule_replay_counted(const RuleCtx *rc, const uint64_t *model, int64_t id, uint32_t inst, RuleWitness *w);

/* Instructions all whole-block replays of one rule of a kernel may run,
 * and one of them at most (deterministic budgets: a replay that needs more
 * confirms nothing). The corpus's confirmed block replays run at most 0.4M
 * (e-global-race-017.O0); replays that cannot confirm (a ticket loop of a
 * .cta atomic, a k-loop of n / 16 iterations) ran to the old 8M / 24M per
 * kernel, 4-6 s each. */
#define RULE_BLOCK_STEPS 8000000u
#define RULE_BLOCK_STEPS_ONE 4000000u

/* rule_ctx.c: loop li holds block v (v is in li or in a loop nested in it). */
int rule_in_loop(const AccessModel *am, uint32_t li, uint32_t v);

/* rule_ctx.c: that the index arithmetic of two addresses does not wrap:
 * for every sum, difference, product or constant shift of 32 bits or fewer
 * that a sign extension widens into an address (C's int index, widened
 * for a pointer, whose overflow is undefined; an unsigned index wraps by
 * definition and is left alone), directly or through more such
 * arithmetic, the operation on the arguments extended to twice the width
 * equals the result extended (nvcc's mul.lo.s32 row * n, then
 * mul.wide.s32 by 4). NULL where the addresses have no such arithmetic.
 * The assumption no-index-wrap (RULE_ASSUME_NOWRAP) is this condition.
 * *exact (where exact is not NULL): formula f with each such extension replaced by its arithmetic
 * done at the extension's width on extended leaves (sext(r * n) as sext(r)
 * * sext(n)): equal to it wherever the condition holds, so f with the
 * condition has no model where *exact has none (and the integer reading
 * decides the products the bit-vector solver bit-blasts). */
const SymTerm *rule_no_wrap(RuleCtx *rc, const SymTerm *f, const SymTerm *addr1, const SymTerm *addr2,
                            const SymTerm **exact);

/* rule_ctx.c: the values of scalar parameter `param` (its variable) from
 * *lo to *hi (signed, the widest from its least value f allows, or 0
 * where that least value is negative and lets a product wrap) for which
 * rule_no_wrap's condition holds in every model of f: each sign-extended
 * int index of addr1 and addr2 stays inside 32 bits by interval
 * arithmetic over the bounds f gives the variables (smt_bounds). 1, or 0
 * when there is no such range (a variable without bounds, or a wrap at
 * the least value). */
int rule_no_wrap_range(RuleCtx *rc, const SymTerm *f, const SymTerm *addr1, const SymTerm *addr2, uint32_t param,
                       int64_t *lo, int64_t *hi);

/* rule_ctx.c: the 8-byte kernel parameter (a pointer, or an 8-byte field
 * of a struct parameter) or the module-scope .global variable an address
 * is based on, p + offset with no other such base in the offset (the
 * variable: p's value, or the variable's address); UINT32_MAX when that
 * cannot be told. Distinct bases are distinct buffers (for two parameters,
 * or a parameter and a variable, an assumption). */
uint32_t rule_region(const RuleCtx *rc, const SymTerm *addr);
/* rule_ctx.c: a module-scope .global variable (not a parameter). */
int rule_module_global(const KirVar *v);
/* rule_ctx.c: the module variable (parameter or .global variable) of
 * region r, or UINT32_MAX. */
uint32_t rule_region_var(const RuleCtx *rc, uint32_t r);
/* rule_ctx.c: the variable of the kernel's 8-byte parameter word number i
 * (i < nvars + nfields): module variable i's value where it is a parameter
 * of 8 bytes or more (a pointer, a size_t, a struct's first 8 bytes), else
 * field i - nvars where that is 8 bytes; UINT32_MAX where i is none. */
uint32_t rule_param_word(const AccessModel *am, uint32_t i);
/* rule_ctx.c: is the 8-byte parameter value var the buffer of some
 * global access (RuleCtx.inst_region)? Else it is a scalar (a size_t
 * pitch or count, or unused): a witness need not keep it apart from the
 * buffers. */
int rule_region_base(const RuleCtx *rc, uint32_t var);
/* rule_ctx.c: rule_region_var, or for an 8-byte field of a struct
 * parameter the parameter with *field = 1 + the field's offset (else
 * *field = 0); 0 when region r is neither. */
int rule_region_field(const RuleCtx *rc, uint32_t r, uint32_t *param, uint32_t *field);
/* rule_ctx.c: facts of one memory for the witness: two loads of inputs
 * nobody writes (free_load), by either thread, on the same address return
 * the same value (in the iterations the model speaks of). Made once. */
const SymTerm *rule_input_facts(RuleCtx *rc);
/* rule_ctx.c: rule_input_facts, and the same for two early loads
 * (RuleCtx.early_load) before their threads' first barriers: what a
 * witness's memory at launch holds, one value per address. Only to look
 * for a witness (the replay decides). Made once. */
const SymTerm *rule_witness_facts(RuleCtx *rc);
/* rule_ctx.c: facts of values broadcast through .shared memory: two weak
 * loads of one address by the two threads (one block) in one barrier
 * interval (and bar.warp.sync interval) return one value. A write of that
 * address in the interval by any thread would race with one of the two
 * loads, so the facts hold in every execution shared-race has no race in,
 * up to the first divergent barrier (by induction over the intervals, with
 * barrier-divergence). Where something besides barriers orders the block
 * (fences, acquire/release, counted barriers, mbarriers, async copies) a
 * write may be ordered between the loads without a race: then none (true).
 * Made once. */
const SymTerm *rule_broadcast_facts(RuleCtx *rc);
/* rule_ctx.c: the global accesses of instructions a and b are based on
 * two known, distinct parameters that --may-alias does not pair: distinct
 * buffers (an assumption param-alias lists). */
int rule_apart(const RuleCtx *rc, const AccessEvent *a, const AccessEvent *b);
/* rule_ctx.c: bytes [a1, a1 + n1) and [a2, a2 + n2) overlap: a2 - a1 lies
 * in (-n2, n1), one comparison; true when either address is missing or
 * their widths differ. */
const SymTerm *rule_overlap(SymCtx *c, const SymTerm *a1, unsigned n1, const SymTerm *a2, unsigned n2);
/* rule_ctx.c: rule_overlap of two .shared addresses taken modulo 2^32, the
 * shared window: truncation keeps differences modulo 2^32, so this is a
 * superset of the 64-bit overlap (it adds only wrap-arounds at the top of
 * the window, which the replay rejects) and a proof stays sound; the
 * solver cancels common bases in 32 bits several times faster. */
const SymTerm *rule_overlap_narrow(SymCtx *c, const SymTerm *a1, unsigned n1, const SymTerm *a2, unsigned n2);
/* rule_ctx.c: the block before v when it is v's only predecessor and v its
 * only successor (a straight line, as calls inlined at -O0 leave), else
 * UINT32_MAX. */
uint32_t rule_line_pred(const KirFunc *f, uint32_t v);
/* rule_ctx.c: the constant operand o of instruction ii (in block blk): an
 * immediate, or a register last set by `mov r, x` with x such a constant,
 * earlier in the block or in the chain of blocks before it, each its
 * successor's only predecessor. 1 when found. */
int rule_const_operand(const KirFunc *f, uint32_t blk, uint32_t ii, const KirOperand *o, uint64_t *out);
/* rule_ctx.c: thread 1's bytes of access a overlap thread 2's of b, the
 * byte counts terms where the events have them (access_len: bulk copies;
 * then two intervals modulo 2^width meet where one holds the other's
 * start), else rule_overlap (narrow: rule_overlap_narrow). */
const SymTerm *rule_event_overlap(SymCtx *c, const AccessEvent *a, const AccessEvent *b, int narrow);
/* rule_ctx.c: threads 1 and 2 are in the same warp of their block (their
 * linear indices agree above the low 5 bits; given one block). */
const SymTerm *rule_same_warp(RuleCtx *rc);
/* rule_ctx.c: threads 1 and 2 are in one block. */
const SymTerm *rule_one_block(RuleCtx *rc);
/* rule_ctx.c: --may-alias says the buffers of parameters r1 and r2 (value
 * variables, as rule_region gives them) may overlap. */
int rule_may_alias(const RuleCtx *rc, uint32_t r1, uint32_t r2);

/* sync_mem.c: synchronization through memory the obligations model
 * (critical sections of spin locks). rule_sync_init finds it once per
 * kernel (-1 on OOM); rule_sync_ordered gives the condition under which
 * thread 1 at a and thread 2 at b are ordered by it (false when none);
 * one_block: the two threads are in one block. */
int rule_sync_init(RuleCtx *rc);
void rule_sync_free(RuleCtx *rc);
const SymTerm *rule_sync_ordered(RuleCtx *rc, const AccessEvent *a, const AccessEvent *b, const SymTerm *one_block);
/* Facts every execution of the two threads satisfies (atomic slots: two
 * atom.add on one word return different values), or NULL. */
const SymTerm *rule_sync_facts(const RuleCtx *rc);

/* mbarrier.c: ordering through mbarrier objects used for one phase, or
 * for one phase per iteration of a loop (the model of the file's comment),
 * found once per kernel. rule_mbar_unmodeled: NULL when the kernel has no
 * mbarrier or every one fits the model, else what does not (then nothing
 * is ordered by them). rule_mbar_ordered: the condition (NULL: false) under
 * which thread ta's (1 or 2) instance of a happens before thread tb's of b,
 * in one block, through an mbarrier, in every execution. rule_mbar_landed:
 * the same for the copy of thread tc's cp.async or bulk copy `copy` (its
 * write and its read) and b. rule_mbar_weak: why some mbarrier in a loop
 * orders nothing, or NULL. */
const char *rule_mbar_unmodeled(RuleCtx *rc);
const SymTerm *rule_mbar_ordered(RuleCtx *rc, const AccessEvent *a, int ta, const AccessEvent *b, int tb);
const SymTerm *rule_mbar_landed(RuleCtx *rc, const AccessEvent *copy, int tc, const AccessEvent *b, int tb);
const char *rule_mbar_weak(RuleCtx *rc);
/* mbarrier.c: why the bulk copies on some mbarrier are not known to land
 * by its phase's completion (the transaction conditions), or NULL. */
const char *rule_mbar_tx_unmodeled(RuleCtx *rc);
/* mbarrier.c: is `init` the mbarrier.init of an object whose init no
 * fence makes visible to the asynchronous proxy on some path, and `copy`
 * a bulk copy's signal of that object (its event of kind ATOMIC)? */
int rule_mbar_unfenced(RuleCtx *rc, const AccessEvent *init, const AccessEvent *copy);
/* mbarrier.c: fence.proxy.async (all spaces, .shared::cta or
 * .shared::cluster) or fence.mbarrier_init: what an mbarrier.init needs
 * before the asynchronous proxy uses the object (guard not looked at). */
int rule_mbar_init_fence(const KirInst *in);
/* mbarrier.c: does the function use mbarriers (their operations, bulk
 * copies signalling one, cp.async.mbarrier.arrive)? 1 also when out of
 * memory. */
int rule_mbar_any(RuleCtx *rc);
void rule_mbar_free(RuleCtx *rc);

/* counted_barrier.c: named barriers with a thread count and bar.arrive.
 * rule_counted_init collects them (called by rule_ctx_init) and returns
 * what is not modeled, or NULL. */
const char *rule_counted_init(RuleCtx *rc, const RuleLaunch *l);
void rule_counted_free(RuleCtx *rc);
/* Thread 1 at a and thread 2 at b are ordered by no counted barrier whose
 * phases line up (the others order nothing). */
const SymTerm *rule_counted_unordered(RuleCtx *rc, const AccessEvent *a, const AccessEvent *b);
/* Both threads take part in counted barrier k and execute a different
 * number of operations on it. */
const SymTerm *rule_counted_equal_totals(RuleCtx *rc, uint32_t k);
/* Barrier k's number, thread count and participants (UINT32_MAX: unknown). */
int64_t rule_counted_id(const RuleCtx *rc, uint32_t k, int64_t *count, uint32_t *members);
/* The replay's view: 1 when event i of trace t1 and event j of trace t2 are
 * ordered by no counted barrier whose phases line up. */
int rule_counted_replay_unordered(const RuleCtx *rc, const InterpTrace *t1, uint32_t i, const InterpTrace *t2,
                                  uint32_t j);
/* Operations on counted barrier id in trace t (only at inst unless UINT32_MAX). */
int rule_counted_replay_count(const RuleCtx *rc, int64_t id, uint32_t inst, const InterpTrace *t);

#endif
