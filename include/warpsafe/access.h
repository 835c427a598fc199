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
 * Soundness of this first version (an over-approximation: every real
 * execution's accesses are described, possibly with more): a loaded value,
 * an unmodeled instruction's result, a register whose value differs between
 * the paths that join, and every register a loop changes are fresh
 * (havocked) variables; a block's execution condition is the branch
 * condition only below a single conditional edge, else true.
 * Barrier intervals and loop summaries come next (issue 3).
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
    ACCESS_BARRIER,      // bar.sync/barrier.sync/bar.red/bar.arrive (CTA)
    ACCESS_WARP_SYNC,    // bar.warp.sync
    ACCESS_FENCE,        // membar/fence
    ACCESS_ASYNC,        // cp.async* and the async proxy (modeled later)
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
};

struct AccessModel {
    const KirModule *m;
    const KirFunc *f;
    SymCtx *sym;         // where the terms live (not owned)
    AccessEvent *events; // in program order (block order, then instruction order)
    uint32_t nevents;
    uint32_t nhavoc;     // values the model gave up on (fresh variables)
    uint32_t nloops;     // back edges found (the registers their loops change are havocked)
    const char *incomplete; // why the model may miss effects (calls, unmodeled memory
                            // instructions), or NULL: a checker must then say unknown
    uint8_t *in_loop;    // per block: inside some natural loop
    uint8_t *reachable;  // per block: reachable from the entry
    uint32_t *rpo;       // reachable blocks in reverse post-order (the order of events)
    uint32_t nrpo;
    uint32_t *rpo_index; // per block: position in rpo, UINT32_MAX when unreachable
    uint32_t *var_addr;  // per module variable: the sym variable of its address, or UINT32_MAX
    uint32_t *param_val; // per module variable (kernel parameters): the sym variable of its value
    uint32_t *load_var[3]; // [1], [2]: per instruction, the sym variable its scalar load
                           // returned in the model (outside loops), or UINT32_MAX
    uint32_t ntid[3], nctaid[3];        // sym variables of the dimensions
    uint32_t tid[3][3], ctaid[3][3];    // [thread 1..2][x, y, z]
};

/* Builds the model of function `fi` of m (a kernel or device function).
 * requires: kir_verify ok. Terms go into sym. Returns 0, or -1 on OOM.
 * Free with access_model_free. */
int access_build(const KirModule *m, uint32_t fi, SymCtx *sym, AccessModel *out);
void access_model_free(AccessModel *am);

/* Writes the model as text (`warpsafe dump --access`): one line per event
 * with thread 1's address and condition. Deterministic. */
void access_print(const AccessModel *am, FILE *out);

const char *access_kind_name(AccessKind k);

#endif
