/*
 * rules.h - the rule catalogue (rules/rules.def) and, later, the checkers.
 */
#ifndef RULES_H
#define RULES_H

#include <stdint.h>

#include "warpsafe/access.h"
#include "warpsafe/smt.h"
#include "warpsafe/sym.h"

typedef struct RuleInfo RuleInfo;
typedef struct RuleCounted RuleCounted;

typedef enum {
#define RULE(e, id, sev, summary, help) RULE_##e,
#include "rules.def"
#undef RULE
    RULE_COUNT
} RuleId;

struct RuleInfo {
    const char *id;        // stable id, e.g. "shared-race"
    const char *severity;  // "error" or "warning"
    const char *summary;   // one line
    const char *help;      // a paragraph
};

/* ---- checkers (rule_ctx.c, barrier_divergence.c, shared_race.c) ---- */

typedef enum { RULE_VERIFIED, RULE_VIOLATION, RULE_UNKNOWN } RuleVerdict;

/* A replayed witness: two threads of one block that really conflict. */
typedef struct {
    uint64_t tid[2][3];    // thread 1, thread 2
    uint64_t ctaid[3];     // thread 1's block
    uint64_t ctaid2[3];    // thread 2's block (the same, but for global-race)
    uint64_t grid[3];      // the grid dimensions of the witness launch
    uint32_t nparams;      // the kernel's parameters and their values in the witness
    uint32_t param[16];    // (module variable indices; at most 16)
    uint64_t param_value[16];
    uint64_t ntid[3];      // the block dimensions of the witness launch
    uint64_t addr[2];      // the byte address each accessed
    uint32_t bytes[2];     // the bytes each accessed (async-copy-race witnesses), else 0
    uint32_t epoch;        // barriers both had passed
    uint32_t wepoch[2];    // bar.warp.sync each had passed
    uint8_t mixed;         // a whole-block replay whose other memory at launch is a hash of each
                           // byte's address (replay.c mixed_byte), not zero
    uint32_t ninputs;      // loaded values the witness chose (inputs nobody writes), at most 8
    struct {
        uint8_t thread;    // 0: thread 1, 1: thread 2
        uint16_t bytes;
        uint32_t inst;     // the load
        uint64_t addr, value;
    } input[8];
} RuleWitness;

typedef struct {
    RuleVerdict verdict;
    const char *reason;    // UNKNOWN: why; VIOLATION: the message (static, or in RuleCtx buffers)
    uint32_t line1, line2; // input lines of the events the reason is about (0: none)
    uint32_t inst1, inst2; // their instruction indices (VIOLATION)
    uint8_t space1, space2;// their state spaces as resolved (generic accesses), or 0
    RuleWitness witness;   // VIOLATION: the replayed witness
    const char *needs;     // VIOLATION: the launch it needs, where no usual launch has it (a block
                           // or grid dimension the kernel never reads above 1, a 32-bit thread index
                           // that wraps), else NULL; in RuleCtx (rule_needs)
} RuleOutcome;

/* An assumption a proof relies on (rule param-alias): the buffers of two
 * distinct pointer parameters do not overlap. */
typedef enum {
    RULE_ASSUME_APART, RULE_ASSUME_FLAG, RULE_ASSUME_COUNTER, RULE_ASSUME_TENSOR, RULE_ASSUME_BENIGN, RULE_ASSUME_NOWRAP
} RuleAssumeKind;
typedef struct {
    uint32_t param[2];     // the parameters (module variables; FLAG: [0] the flag's buffer or
                           // UINT32_MAX)
    uint32_t inst[2];      // an access based on each: the first conflicting pair found (FLAG:
                           // the read that spins on the flag)
    uint8_t nc;            // inst[0] is an ld.global.nc (its buffer must stay unwritten)
    uint8_t kind;          // RuleAssumeKind: APART the two buffers do not overlap; FLAG the
                           // flag's word is not ready at launch (== value, or != value when eq);
                           // COUNTER the atom.add at inst[0] never wraps its word around;
                           // TENSOR the tensor of the tensor map param[0], read by the TMA
                           // load inst[0], is not written by the kernel (inst[1] writes global
                           // memory; param[1] its buffer or UINT32_MAX); BENIGN the stores inst[0]
                           // and inst[1] race only as a benign race: two threads store the same
                           // value to the same bytes (params UINT32_MAX; eq: global-race's, else
                           // shared-race's); NOWRAP the index arithmetic of the accesses inst[0] and
                           // inst[1] does not wrap (rule_no_wrap), without which they race (params:
                           // scalar parameters of that arithmetic or UINT32_MAX, value: param[0]'s
                           // in a model where it wraps; eq as BENIGN)
    uint64_t value;        // COUNTER: the step added (param[0]: the counter's buffer, or UINT32_MAX)
    uint8_t eq;            // COUNTER: the atom runs at most once per thread (in no loop)
    uint8_t bytes;         // FLAG, COUNTER: the word's width
    int64_t offset;        // FLAG, COUNTER: the word's offset in param[0]'s buffer, or -1 (not one constant)
    uint8_t ranged;        // NOWRAP: param[0] from range_lo to range_hi (signed) keeps the arithmetic
    int64_t range_lo, range_hi; // exact (rule_no_wrap_range), where it is ranged
    uint32_t field[2];     // APART: 0, or 1 + the byte offset of the pointer field of aggregate
                           // parameter param[k] that is the buffer (AccessParamField)
} RuleAssumption;
#define RULE_MAX_ASSUME 16

/* The launch the proof is for: fixed dimensions or bounds. */
typedef struct {
    uint32_t block[3];     // all 0: any legal block
    uint32_t max_threads;  // .maxntid product when block is not fixed (0: 1024)
    uint32_t grid[3];      // all 0: any grid
    const char *const *param_names; // --param NAME=VALUE: scalar parameters fixed; NAME=LO..HI: bounded
    const int64_t *param_values;    // VALUE, or LO
    uint32_t nparams;
    const char *const *alias_names; // --may-alias A,B: pairs of pointer parameters that may overlap
    uint32_t naliases;
    const char *const *buffer_names; // --buffer NAME=BYTES: the size of the buffer a pointer parameter
    const uint64_t *buffer_bytes;    // points to (global-bounds runs only where some are given)
    uint32_t nbuffers;
    const int64_t *param_hi;         // per --param: VALUE, or HI of LO..HI (NULL: all VALUE); signed
                                     // comparisons where LO < 0, else unsigned
    int no_benign;                   // --no-benign: same-value write-write pairs are races too
    /* --evidence: a step that decided a pair of instructions without a
     * solver query (why: a string literal), or NULL */
    void (*note)(void *ctx, uint32_t inst1, uint32_t inst2, const char *why);
    void *note_ctx;
} RuleLaunch;

typedef struct RuleSync RuleSync;
typedef struct RuleMbar RuleMbar;

typedef struct {
    const AccessModel *am;
    SymCtx *sym;
    SmtSolver *smt;
    const SymTerm *same_block; // two distinct threads of one block under the launch, memory layout
    const SymTerm *same_grid;  // the same for two distinct threads of the grid (any blocks)
    const SymTerm *any_grid;   // the same for two threads of the grid, perhaps one thread twice
    RuleAssumption assume[RULE_MAX_ASSUME]; // param-alias: the non-overlap a proof relies on
    uint32_t nassume, nassume_more;         // kept, and left out for want of room
    RuleOutcome divergence;    // the barrier-divergence result
    int cta_uniform;           // every CTA barrier proven uniform (shared-race relies on it)
    uint64_t solve_budget;     // rule_solve's resource limit where not 0 (an unknown then is not
                               // cached and does not count towards the solver's three)
    int warp_ordered;          // bar.warp.sync orders the lanes of warp_mask of a warp (shared-race)
    uint32_t warp_mask;        // the one mask every bar.warp.sync has
    uint64_t seek_work;        // solver work (smt_work units) readable strengthenings spent so far
    uint32_t seek_hard;        // readable strengthenings not decided under their limit so far
    const SymTerm *nice;       // what a readable witness satisfies (rule_solve_witness)
    const SymTerm *nice_apart; // weaker preferences: blocks free, buffers 4 GiB apart and aligned;
    const SymTerm *nice_aligned; //  then only buffers aligned (cudaMalloc's 256 bytes)
    SymSubst fixed;            // launch values the launch fixes (dims, --param), put in before solving
    uint32_t *fixed_vars;      // those variables and their values, for the models
    uint64_t *fixed_vals;
    uint32_t nfixed;
    const SymTerm **loop_fact; // per loop: its facts for both threads (added by rule_solve
                               // to an obligation that mentions the loop)
    uint32_t *var_loop;        // per sym variable: the loop its counter belongs to, or UINT32_MAX
    uint32_t nvar_loop;
    uint8_t *loop_deps;        // [loop * nloops + loop2]: loop's fact mentions loop2's counters
    RuleCounted *counted;      // named barriers with a thread count / bar.arrive, by number
    uint32_t ncounted;
    uint8_t *cb_reach;         // [event * nblocks + block]: a counted barrier's block reaches block
    int cb_chains;             // a thread may take part in two counted barriers
    int cb_unsure;             // a counted barrier may order some pairs, how is not modeled
    const char *counted_why;   // what about counted barriers is not modeled, or NULL
    const RuleLaunch *launch;  // what rule_ctx_init was given (kept by the caller)
    uint32_t *alias;           // --may-alias: pairs of parameter value variables (2 per pair)
    uint32_t naliases;
    uint64_t block_steps;      // instructions whole-block replays of this rule may still run
    uint32_t *inst_region;     // per instruction: the pointer parameter (value variable) its global
                               // address is based on (rule_region), or UINT32_MAX
    uint8_t *free_load;        // per instruction: a load whose value a replay may take from the
                               // witness (an input nobody writes), else computed or unknown
    uint8_t *early_load;       // per instruction: a global load of memory the kernel writes, in a
                               // kernel only barriers order: before its thread's first barrier
                               // it may read the memory as at launch (the witness's value)
    int any_early;             // some instruction is such a load
    int use_early;             // two-thread replays take early loads' values from the witness
                               // (a last try: their runs go further, which costs)
    struct RuleSync *sync;     // synchronization through memory (sync_mem.c), found lazily
    RuleMbar *mbar;            // ordering through mbarriers (mbarrier.c), found lazily
    const SymTerm *input_facts;// rule_input_facts, once made
    const SymTerm *broadcast_facts; // rule_broadcast_facts, once made
    const SymTerm *witness_facts;   // rule_witness_facts, once made
    int needs_shared_race;     // a verified barrier-divergence rests on rule_broadcast_facts: it
                               // stands only where shared-race is verified too
    int counted_ok;            // barrier-divergence verified the counted barriers: their
                               // phases may order pairs (else they order nothing statically)
    int batch_futile;          // batches Z3 did not decide whose every item was then decided
                               // without Z3: after two, rule_batch asks Z3 no more batches
    char buf[2][768];
    char needs[320];           // rule_needs' text
} RuleCtx;

/* Solves an obligation: the facts of the loops it mentions are added, the
 * values the launch fixes are put in first (a multiplication by a known
 * block size is far cheaper for the solver than by a variable), and given
 * back in the model. */
SmtOutcome rule_solve(RuleCtx *rc, const SymTerm *q, SmtResult *r);
/* rule_solve under a resource limit of at most `budget` (smt_check_budget:
 * for a batch whose unknown answer the rule can do without). */
SmtOutcome rule_solve_budget(RuleCtx *rc, const SymTerm *q, uint64_t budget, SmtResult *r);
/* rule_solve, and when satisfiable a model in block (0,0,0) with the
 * .shared variables laid out in declaration order where one exists (a
 * witness that reads well). */
SmtOutcome rule_solve_witness(RuleCtx *rc, const SymTerm *q, SmtResult *r);
/* rule_solve_witness, then each scalar kernel parameter in turn held below
 * SMALL_SCALAR / 8, else below SMALL_SCALAR, where the race allows it (a
 * block's replay runs every thread through that many iterations): the
 * iterations the obligation
 * says nothing about then tend to stay inside the buffers, as a replay
 * requires (a last try, where the first witnesses did not replay: the
 * solver's recent models are forgotten, smt_forget_models). */
#define SMALL_SCALAR 64u
SmtOutcome rule_solve_small(RuleCtx *rc, const SymTerm *q, SmtResult *r);
/* rule_solve_witness with the recent models forgotten first: a model of
 * Z3's own, where the earlier ones did not replay. */
SmtOutcome rule_solve_afresh(RuleCtx *rc, const SymTerm *q, SmtResult *r);

/* Items (pairs of accesses) whose obligations one query decides together,
 * ORed: a safe kernel's items cost a few queries instead of one or two
 * each. `core` gives item k's obligation (without `base`, the conjuncts
 * all share); `alone` judges item k by itself (`named`: a batch's model
 * made it hold) and returns 1 to stop (a confirmed violation); `full`,
 * when set, says no more items are wanted (too many left open). */
typedef struct {
    const SymTerm *(*core)(void *ctx, uint32_t k);
    int (*alone)(void *ctx, uint32_t k, int named);
    int (*full)(void *ctx);
    void *ctx;
} RuleBatch;
/* Items [0, n) in batches of RULE_BATCH: while at least two of a batch are
 * left, one query under `rlimit` asks whether any of them holds (with
 * `base`, when not NULL); unsatisfiable settles them all, a model names an
 * item to judge alone. What is left then is judged item by item. Once two
 * batches Z3 could not decide had all their items decided without Z3 (the
 * word-level refutation), batches are asked no more in this kernel
 * (rc->batch_futile): its items are judged alone from then on. Stops
 * when `alone` asks to or `full` says so. Returns 1 when `alone` asked to
 * stop, 0 when done, -1 on OOM. */
enum { RULE_BATCH = 24 };
int rule_batch(RuleCtx *rc, const RuleBatch *b, const SymTerm *base, uint32_t n, uint64_t rlimit);

/* Tells the launch's note (evidence) that the pair inst1, inst2 was
 * decided without a solver query, and why (a string literal). */
void rule_note(const RuleCtx *rc, uint32_t inst1, uint32_t inst2, const char *why);

/* Prepares the constraints shared by every obligation of the model's
 * function under `launch`. Returns 0, or -1 on OOM. Free with rule_ctx_free. */
int rule_ctx_init(RuleCtx *rc, const AccessModel *am, SymCtx *sym, SmtSolver *smt,
                  const RuleLaunch *launch);
void rule_ctx_free(RuleCtx *rc);

/* Each checker proves its rule (VERIFIED), or says UNKNOWN with the reason.
 * VIOLATION needs a witness confirmed by replay, which does not exist yet:
 * a satisfiable obligation is UNKNOWN ("witness not confirmed"). Call
 * barrier divergence first: shared-race is verified only when barriers
 * are proven uniform. */
RuleOutcome rule_check_barrier_divergence(RuleCtx *rc);
RuleOutcome rule_check_shared_race(RuleCtx *rc);
/* global-race (after barrier-divergence): two distinct threads of the grid,
 * overlapping .global bytes, unordered (different blocks, or the same
 * barrier interval of one block). */
RuleOutcome rule_check_global_race(RuleCtx *rc);
/* scoped-atomic-race (after barrier-divergence): two strong accesses
 * (atomics, volatile, relaxed, ...) of threads of different blocks on the
 * same .global bytes, one of them of .cta scope (atomicAdd_block). */
RuleOutcome rule_check_scoped_atomic_race(RuleCtx *rc);

/* param-alias (after global-race): no ld.global.nc reads bytes that a
 * thread of the grid (the reader itself included) writes during the kernel;
 * fills rc->assume with every pair of pointer parameters whose buffers the
 * race proofs and the ld.global.nc reads take as not overlapping. */
RuleOutcome rule_check_param_alias(RuleCtx *rc);

/* async-copy-race: no operation of the asynchronous proxy (cp.async, TMA,
 * wgmma, tcgen05) touches memory before it completes or without the proxy
 * fence it needs. VERIFIED for a kernel without such operations (and
 * without texture reads of memory it writes, or calls not analyzed);
 * UNKNOWN with the first such operation otherwise (async_copy.c). */
RuleOutcome rule_check_async_copy_race(RuleCtx *rc);
/* global-bounds: every global access based on a pointer parameter whose
 * buffer size the launch gives stays inside that buffer, for every thread
 * (one-thread obligations; a model is replayed before it is a violation). */
RuleOutcome rule_check_global_bounds(RuleCtx *rc);

/* Before each checker: the budgets of one rule (whole-block replay steps)
 * start afresh, so one rule's futile replays leave the next its own. */
void rule_next_checker(RuleCtx *rc);

/* Adds assumption x to rc->assume, or counts it in nassume_more when the
 * list is full (the caller drops duplicates first). */
void rule_assume(RuleCtx *rc, RuleAssumption x);

/* What violation witness w of obligation q needs of the launch, where the
 * launch is not given: when w's launch is not a usual one and q has no
 * model in a usual launch (block and grid dimensions the kernel never reads
 * are 1, at most 2^31 threads along x), the unusual things one of which it
 * needs; else NULL. The text is rc->needs. */
const char *rule_needs(RuleCtx *rc, const SymTerm *q, const RuleWitness *w);

/* The catalogue entry of a rule; NULL for an id out of range. */
const RuleInfo *rule_info(RuleId r);
/* The rule with this id, or -1. */
int rule_find(const char *id);
/* The rule's page (rules/docs/ID.md, markdown: what it proves absent, a
 * racy and a fixed example), embedded at build time; NULL out of range. */
const char *rule_doc(RuleId r);

#endif
