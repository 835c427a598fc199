/*
 * interp.h - a concrete interpreter of the kernel IR for one thread: the
 * witness replay. Given the values a solver's model chose (thread and block
 * ids, dimensions, parameters, variable addresses, loaded data), it runs the
 * thread and records its memory accesses with the barrier interval each
 * falls in. Values it cannot compute exactly (floating point, unmodeled
 * instructions) are tainted; a branch or an address that depends on a
 * tainted value stops the replay, so a replay never follows a path the
 * real thread could not take.
 */
#ifndef INTERP_H
#define INTERP_H

#include <stdint.h>

#include "warpsafe/kir.h"

typedef struct InterpEnv InterpEnv;
typedef struct InterpEvent InterpEvent;
typedef struct InterpTrace InterpTrace;

/* An mbarrier operation, its operands computed (InterpEnv.mbar). */
typedef enum {
    INTERP_MBAR_INIT,       // count: the expected arrivals of every phase
    INTERP_MBAR_ARRIVE,     // count arrivals, after bytes expected (arrive.expect_tx; 0 for arrive)
    INTERP_MBAR_DROP,       // arrive_drop: count arrivals, and as many fewer in later phases
    INTERP_MBAR_EXPECT,     // expect_tx of bytes
    INTERP_MBAR_COMPLETE,   // complete_tx of bytes
    INTERP_MBAR_WAIT_PARITY,// test_wait/try_wait.parity: phase holds the parity
    INTERP_MBAR_WAIT_TOKEN, // test_wait/try_wait with a state token: phase holds it
} InterpMbarKind;

typedef struct {
    InterpMbarKind kind;
    uint64_t addr, key;     // the mbarrier (key: tagged, interp_key_space)
    uint64_t count, bytes, phase;
} InterpMbarOp;

struct InterpEnv {
    uint64_t tid[3], ntid[3], ctaid[3], nctaid[3];
    /* the address of module variable v (for `mov r, v` and [v+off]); 0 on failure */
    int (*var_addr)(void *ctx, uint32_t var, uint64_t *out);
    /* the value of kernel parameter variable v from byte off on (a struct
     * parameter's field: off > 0); 0 on failure */
    int (*param)(void *ctx, uint32_t var, uint64_t off, uint64_t *out);
    /* the value a load at instruction `inst` returns for memory not written
     * by this thread, `syncs` CTA barrier operations (bar/barrier of any
     * kind) after the thread began (key: the address tagged with its space,
     * interp_key_space); 0 when there is none (the value is then not
     * computed, and a branch on it stops the replay) */
    int (*load)(void *ctx, uint32_t inst, uint64_t key, unsigned bytes, uint32_t syncs, uint64_t *out);
    /* called on every branch from block `from` to block `to` (may be NULL) */
    void (*on_edge)(void *ctx, uint32_t from, uint32_t to);
    void *ctx;
    uint64_t max_steps;   // instructions executed at most (deterministic bound)
    uint32_t syncs;       // nonzero: the run ends, as if finished, at the thread's CTA barrier
                          // operation number `syncs` (1: the first), recorded, not executed
    uint32_t cta_tag;     // put in bits 40.. of .shared keys: the replay's blocks each have their
                          // own shared memory
    uint8_t mbar_fresh;   // mbarrier operations run as if no phase completed (trace.mbar): a
                          // .parity wait returns true for parity 1 (the phase before phase 0),
                          // false for 0 (the run stops: phases are not completed); token
                          // waits, complete_tx and the like stop the run
    /* the whole-block replay's mbarriers (may be NULL). With it every
     * mbarrier operation and every bulk copy is a sync operation (counted in
     * `syncs`; where the run pauses at one it is recorded with bytes 0 and,
     * for an mbarrier operation, the mbarrier's address and key, and a
     * wait's parity or token in value), and an mbarrier operation, when
     * executed, goes to it: 1 with *result (a wait: 1 when the phase
     * completed; an arrive: its state token), 0 when it is not replayed
     * (the run stops). A bulk copy's write event carries its mbarrier's key
     * in value. */
    int (*mbar)(void *ctx, uint32_t inst, const InterpMbarOp *op, uint64_t *result);
    /* the warp replay's collectives (may be NULL). With it every warp
     * collective with a member mask (kir_warp_collective: shfl, vote, match,
     * redux, bar.warp.sync .sync forms) is a sync operation (counted in
     * `syncs`; where the run pauses at one it is recorded with its member
     * mask in addr, and a mask the run cannot compute stops it); when
     * executed, it asks warp for its destinations' values: out[0] for d,
     * out[1] for the predicate of d|p. Returns -1 when it is not replayed
     * (the run stops), else the destinations it computed: bit 0 for out[0],
     * bit 1 for out[1] (the others are tainted). */
    int (*warp)(void *ctx, uint32_t inst, uint64_t out[2]);
    /* the bytes of the box the TMA tensor load at inst writes (may be
     * NULL: the run stops there); 0 when unknown */
    int (*box)(void *ctx, uint32_t inst, uint64_t *bytes);
    uint8_t fences;       // record every fence (bytes 0) in the trace
    uint8_t mbar_objects; // record the 8 bytes of the mbarrier object each mbarrier operation
                          // and bulk load uses (write 1: an init), outside the block replay
    uint8_t mem_syncs;    // fences and strong accesses (atomics, red, volatile/relaxed/acquire/
                          // release ld and st) are sync operations too: counted in `syncs` (a
                          // run ending at one records it with 0 bytes), fences recorded (0 bytes);
                          // an atomic asks `load` for its bytes' value and computes its result
};

/* Does instruction i order memory across threads as a strong access
 * (atomics, red, and ld/st other than weak)? */
int interp_strong(const KirInst *i);

/* The key of a memory access: the byte address in its space (for a generic
 * access, the space it decodes to), tagged in bits 63..62 with 1 for
 * .shared, 2 for .local, 0 for the rest; .shared keys carry env.cta_tag in
 * bits 40 and up. */
enum { INTERP_KEY_SHARED = 1, INTERP_KEY_LOCAL = 2 };
static inline unsigned interp_key_space(uint64_t key)
{
    return (unsigned)(key >> 62);
}

/* Memory accesses, CTA barriers (bar/barrier: addr and bytes 0) and warp
 * collectives (kir_warp_collective; addr: the member mask, bytes 0). A
 * cp.async is two accesses (async set), recorded where it is issued. */
struct InterpEvent {
    uint32_t inst;        // instruction index in the function
    uint32_t epoch;       // CTA barriers this thread had passed
    uint32_t wepoch;      // bar.warp.sync this thread had passed
    uint64_t addr;        // byte address (for barriers: 0)
    uint16_t bytes;
    uint8_t write;        // 1 for st/atom/red
    uint8_t from_witness; // a load whose value came from the witness (not this thread's store)
    uint8_t known;        // a plain store whose value is known (in value)
    uint64_t value;       // that value, or the loaded one
    uint64_t key;         // the address tagged with its space
    uint32_t group;       // cp.async.commit_group (and wait_all) this thread had executed: a
                          // cp.async belongs to group number `group` (from 0)
    uint32_t done;        // groups of this thread known complete here: 0 .. done-1 (the
                          // largest G - N over the waits it passed, G the groups committed)
    uint8_t async;        // a cp.async's write of its .shared destination (write 1) or read
                          // of its .global source (write 0), performed at some time until
                          // its group completes
};

/* An mbarrier as a run with env.mbar_fresh saw it. */
typedef struct {
    uint64_t key;         // its address, tagged (interp_key_space)
    uint64_t count;       // the count its mbarrier.init gave (UINT64_MAX: not initialised in the run)
    uint64_t arrivals;    // arrive-on operations
    uint64_t expected;    // expect_tx bytes
    uint8_t bare;         // an arrival with no expect_tx of bytes before it (or with it)
    uint8_t waited;       // a wait returned true on it
} InterpMbar;

enum { INTERP_MAX_MBAR = 8 };

struct InterpTrace {
    InterpEvent *ev;
    uint32_t n, cap;
    InterpMbar mbar[INTERP_MAX_MBAR]; // env.mbar_fresh: the mbarriers the run used
    uint32_t nmbar;
    const char *stop;     // why the replay stopped early, or NULL when the thread finished
    uint64_t steps;       // instructions executed
    uint8_t limited;      // stopped by env.max_steps (the events so far happened: a prefix)
};

/* Runs function fi for one thread. Returns 0 when the thread finished
 * (ret/exit), -1 when the replay stopped (trace->stop says why; the events
 * so far are still valid). Free the trace with interp_trace_free. */
int interp_run(const KirModule *m, uint32_t fi, const InterpEnv *env, InterpTrace *trace);
void interp_trace_free(InterpTrace *trace);

/* A thread run piece by piece (the block replay): interp_start prepares it
 * (env and trace must outlive it); interp_step runs it on until it ends or
 * reaches its sync operation number env->syncs, which is recorded, not
 * executed (the trace grows; the mark goes when it goes on). Raise
 * env->syncs before the next step. interp_step returns 0 when the thread
 * finished, 1 when it paused, -1 when it stopped (trace->stop says why). */
typedef struct InterpThread InterpThread;
InterpThread *interp_start(const KirModule *m, uint32_t fi, const InterpEnv *env, InterpTrace *trace);
int interp_step(InterpThread *t);
/* The value of operand o (a register, immediate or special register) in a
 * thread paused by interp_step: 1 with *out, 0 when it is not computed. */
int interp_operand(const InterpThread *t, const KirOperand *o, uint64_t *out);
void interp_thread_free(InterpThread *t);

#endif
