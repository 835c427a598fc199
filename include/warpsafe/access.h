/*
 * access.h - the access model: what each thread of a kernel may read,
 * write or synchronize on, as symbolic terms (sym.h) over thread ids,
 * dimensions, parameters, loaded values and havocked values.
 *
 * Two-thread reduction (design.md): a race needs two threads, so the model
 * is built for two symbolic threads, 1 and 2. Each event carries per-thread
 * terms: the byte address and the condition under which that thread
 * executes the instruction. Values shared by both threads (parameters,
 * block and grid dimensions, addresses of variables) are the same
 * variables in both.
 *
 * Soundness (an over-approximation: every real execution's accesses are
 * described, possibly with more): a loaded value, an unmodeled
 * instruction's result and a register whose value differs between the
 * paths that join are fresh (havocked) variables. A block's execution
 * condition is the disjunction of its incoming edges' conditions.
 *
 * Loops (natural loops, one per header): each thread has an iteration
 * variable k (64 bits, from 0) per loop. A register the loop changes is an
 * induction variable when every back edge gives it x + s (s invariant in
 * the loop), x << c, x >> c: it is then init + k*s (or init shifted by k*c),
 * else a fresh variable per thread. The header's condition is the entry
 * condition and "iteration k is reached": k = 0, or the back-edge condition
 * held in iteration k-1 (its parts that vary inside the loop dropped),
 * with the no-wrap facts that follow from all earlier iterations having
 * passed a test `i < n` (or <=, signed, !=) on an induction variable.
 * Leaving a loop that has one exit target and no ret/exit inside is as
 * likely as entering it (loops are assumed to terminate).
 * A warp collective (kir_warp_collective) is a COLLECTIVE or WARP_SYNC
 * event with its member mask; an instruction that also accesses memory
 * (ldmatrix, wgmma) has its memory event and a COLLECTIVE one after it.
 * Edges out of a loop holding a collective but no CTA barrier (and ret or
 * exit inside it) are WARP_LEAVE events.
 * Barrier counts: each event carries the number of CTA barriers the thread
 * passed before it; a loop adds k*B when every iteration passes B barriers
 * (else a fresh count). Two events are in the same barrier interval only
 * if their counts are equal (meaningful once barriers are proven uniform).
 */
#ifndef ACCESS_H
#define ACCESS_H

#include <stdint.h>
#include <stdio.h>

#include "warpsafe/kir.h"
#include "warpsafe/sym.h"

typedef struct AccessEvent AccessEvent;
typedef struct AccessModel AccessModel;

typedef enum {
    ACCESS_READ,
    ACCESS_WRITE,
    ACCESS_ATOMIC,       // atom/red: read-modify-write, strong
    ACCESS_BARRIER,      // bar.sync/barrier.sync/bar.red without a thread count: the whole CTA
    ACCESS_WARP_SYNC,    // bar.warp.sync
    ACCESS_FENCE,        // membar/fence
    ACCESS_ASYNC,        // cp.async* and the async proxy (modeled later)
    ACCESS_LEAVE,        // the thread leaves a loop holding a CTA barrier (exit edge, ret, exit)
    ACCESS_COLLECTIVE,   // shfl/vote/match/redux .sync: exchanges registers, orders no memory
    ACCESS_NAMED_BARRIER,// a CTA barrier with a thread count, or bar.arrive: not counted in epoch
    ACCESS_WARP_LEAVE,   // the thread leaves a loop holding a warp collective (and no CTA barrier)
    ACCESS_KIND_COUNT
} AccessKind;

struct AccessEvent {
    uint8_t kind;        // AccessKind
    uint8_t space;       // KirSpace of the access (NONE: generic address)
    uint16_t bytes;      // bytes accessed (element size x vector width); 0 for syncs
    uint32_t inst;       // index in the function's instructions
    uint32_t block;
    const SymTerm *addr[3];  // [1], [2]: byte address per thread (NULL for syncs)
    const SymTerm *cond[3];  // [1], [2]: the thread executes this event when true
    const SymTerm *epoch[3]; // [1], [2]: CTA barriers the thread passed before it (64-bit)
    const SymTerm *wepoch[3];// [1], [2]: bar.warp.sync the thread passed before it (64-bit)
    const SymTerm *mask[3];  // WARP_SYNC, COLLECTIVE: [1], [2]: the member mask (32-bit; the
                             // whole warp for .aligned warp instructions); mbarrier.init:
                             // the expected arrival count (32-bit); the expect_tx forms of
                             // mbarrier: the transaction bytes (32-bit); the .parity
                             // waits: the phase parity operand (32-bit)
    const SymTerm *after[3]; // [1], [2]: true of every execution: for each loop the event
                             // follows (outside it, later in RPO) whose counter its terms
                             // mention, the thread that entered it left it in iteration k
    const SymTerm *group[3]; // [1], [2]: cp.async.commit_group (and wait_all) the thread
                             // executed before it (64-bit): a cp.async's group number
    const SymTerm *done[3];  // [1], [2]: its cp.async groups below this are complete (a lower
                             // bound: the waits before it on its path; a loop header keeps
                             // the value on entry)
    const SymTerm *done_bar[3]; // [1], [2]: the same at the thread's last CTA barrier before it
    const SymTerm *len[3];   // [1], [2]: the bytes accessed as a 32-bit term where the count
                             // is an operand (cp.async.bulk, mbarrier expect_tx), else NULL
                             // (and `bytes` holds it); access_len gives either
    const SymTerm *value[3]; // WRITE of one scalar (st): [1], [2]: the bits it stores; an integer
                             // atom.add: its addend; else NULL
};


typedef struct {
    uint32_t header;         // the loop's header block
    int32_t parent;          // the enclosing loop, or -1
    uint8_t barrier;         // holds a CTA barrier: the block's threads must run it in lock-step
    uint8_t collective;      // holds a warp collective (kir_warp_collective): the lanes its
                             // masks name must run it in lock-step
    uint8_t side_entry;      // entered other than through its header (irreducible)
    uint32_t k[3];           // [1], [2]: the thread's iteration (sym variable, 64-bit, from 0)
    const SymTerm *reach[3]; // [1], [2]: the thread is at the header in iteration k
    const SymTerm *fact[3];  // [1], [2]: k = 0 or iteration k-1 took a back edge: true of the
                             // k of every event (inside: the current, after: the last iteration)
    const SymTerm *same;     // true of every execution: in equal iterations (of this loop and
                             // those around it) both threads hold equal values of the registers
                             // with no closed form but the same start and update (NULL: none)
    uint32_t kappa[3];       // [1], [2]: the CTA barriers passed in iterations 0..k-1 when that
                             // has no closed form (a free variable), else UINT32_MAX
} AccessLoop;

/* A field of an aggregate kernel parameter (.param .b8 NAME[SIZE], a struct
 * passed by value) that the kernel loads at a byte offset other than 0:
 * its value, the same for every thread, is variable `var` ("NAME+OFF", of
 * the load's width). */
typedef struct {
    uint32_t param;          // the module variable
    uint32_t off;            // the field's byte offset
    uint32_t var;            // its sym variable (SYM_VAR_PARAM)
} AccessParamField;

struct AccessModel {
    const KirModule *m;
    const KirFunc *f;
    SymCtx *sym;         // where the terms live (not owned)
    AccessEvent *events; // in program order (block order, then instruction order)
    uint32_t nevents;
    uint32_t nhavoc;     // values the model gave up on (fresh variables)
    AccessLoop *loops;   // natural loops, in reverse post-order of their headers
    uint32_t nloops;
    int32_t *loop_of;    // per block: the innermost loop holding it, or -1
    const char *incomplete; // why the model may miss effects (calls, unmodeled memory
                            // instructions), or NULL: a checker must then say unknown
    uint8_t no_generic_shared; // the function has generic accesses left unresolved (space NONE),
                               // and none can point into shared memory: it makes no generic shared
                               // address (access_build.c, makes_generic_shared); else 0
    uint8_t *in_loop;    // per block: inside some natural loop
    uint8_t *reachable;  // per block: reachable from the entry
    uint32_t *rpo;       // reachable blocks in reverse post-order (the order of events)
    uint32_t nrpo;
    uint32_t *rpo_index; // per block: position in rpo, UINT32_MAX when unreachable
    uint32_t *var_addr;  // per module variable: the sym variable of its address, or UINT32_MAX
    uint32_t *param_val; // per module variable (kernel parameters): the sym variable of its value
                         // (an aggregate's: of its first 8 bytes)
    AccessParamField *fields; // the fields loaded at other offsets, in the order first loaded
    uint32_t nfields;
    uint32_t *inst_box;  // per instruction: the sym variable of a TMA tensor load's box bytes
                         // ("NAME.box" of its tensor map's parameter), or UINT32_MAX
    uint32_t *box_var;   // per module variable: the sym variable of its tensor map's box, or
                         // UINT32_MAX
    uint32_t *load_var[3]; // [1], [2]: per instruction, the sym variable its scalar load (or atom)
                           // returned in the model, or UINT32_MAX; inside loops: in the
                           // iterations the k variables of the enclosing loops give. A vector
                           // load's: its first element's, the others' following it (var + k)
    uint32_t *var_origin; // per sym variable below norigin: the block that made it (a value of
    uint32_t norigin;     // that block's run), UINT32_MAX for launch values and the like
    uint32_t ntid[3], nctaid[3];        // sym variables of the dimensions
    uint32_t tid[3][3], ctaid[3][3];    // [thread 1..2][x, y, z]
};

/* Builds the model of function `fi` of m (a kernel or device function).
 * requires: kir_verify ok. Terms go into sym. Returns 0, or -1 on OOM.
 * Free with access_model_free. */
int access_build(const KirModule *m, uint32_t fi, SymCtx *sym, AccessModel *out);
/* The kernel parameter (module variable) whose tensor map the TMA tensor
 * load at instruction inst reads, or UINT32_MAX (not such a load, or a map
 * that is not a parameter). */
uint32_t access_tensor_map(const AccessModel *am, uint32_t inst);
void access_model_free(AccessModel *am);

/* Writes the model as text (`warpsafe dump --access`): one line per event
 * with thread 1's address and condition. Deterministic. */
void access_print(const AccessModel *am, FILE *out);

const char *access_kind_name(AccessKind k);

/* A thread's linear index in its block, x + ntid.x * (y + ntid.y * z), from
 * the sym variables of its tid and of ntid (its lane is the low 5 bits). */
const SymTerm *access_linear_tid(SymCtx *c, const uint32_t tid[3], const uint32_t ntid[3]);
/* Its lane (32-bit): the linear index & 31. */
const SymTerm *access_lane(SymCtx *c, const uint32_t tid[3], const uint32_t ntid[3]);
/* Two threads (tid1, tid2) are in one warp of their blocks: linear indices
 * equal but for the lane. */
const SymTerm *access_same_warp(SymCtx *c, const uint32_t tid1[3], const uint32_t tid2[3], const uint32_t ntid[3]);
/* Two threads' blocks (ctaid1, ctaid2) are one. */
const SymTerm *access_same_block(SymCtx *c, const uint32_t ctaid1[3], const uint32_t ctaid2[3]);
/* The byte count of thread t's (1 or 2) instance of e as a 32-bit term. */
const SymTerm *access_len(SymCtx *c, const AccessEvent *e, int t);

#endif
