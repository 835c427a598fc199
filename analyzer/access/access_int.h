/*
 * access_int.h - shared inside analyzer/access/ only.
 */
#ifndef ACCESS_INT_H
#define ACCESS_INT_H

#include "warpsafe/access.h"
#include "warpsafe/arena.h"
#include "warpsafe/vec.h"

/* The counters the model keeps per thread (Builder.cnt), then the lower
 * bounds of the cp.async groups complete (not counters: a loop header keeps
 * their value on entry, which stays a lower bound, both only growing). */
enum { ACCESS_CNT_CTA, ACCESS_CNT_WARP, ACCESS_CNT_GROUP, ACCESS_NCOUNT,
       ACCESS_DONE = ACCESS_NCOUNT, ACCESS_DONE_BAR, ACCESS_NSTATE };

/* A natural loop while the model is built (access_loop.c). */
typedef struct {
    uint32_t header;
    int32_t parent;            // enclosing loop, or -1
    uint8_t barrier;           // a CTA barrier inside
    uint8_t collective;        // a warp collective inside (kir_warp_collective)
    uint8_t simple;            // one exit target and no ret/exit/trap inside
    uint8_t side_entry;        // a block other than the header is entered from outside
    uint32_t k[3];             // [t]: iteration variable
    uint32_t chi[3];           // [t]: 1-bit placeholder of "iteration k is reached"
    uint32_t kappa[ACCESS_NCOUNT][3];      // [c][t]: placeholder of the counts in iterations 0..k-1
    uint8_t kappa_free[ACCESS_NCOUNT][3];  // [c][t]: no closed form: the placeholder stays free
    const SymTerm *entry[3];   // [t]: the entry condition (forward edges into the header)
    const SymTerm *head_cnt[ACCESS_NCOUNT][3]; // [c][t]: count at the header (entry count + kappa)
    const SymTerm *left[3];    // [t]: the thread leaves the loop in iteration k (exit edges;
                               // NULL: none seen yet)
    const SymTerm *reach[3];   // [t]: after loops_finish, "at the header in iteration k"
    const SymTerm *fact[3];    // [t]: after loops_finish, "iteration k is reached" (entry aside)
    const SymTerm *same;       // equal iterations give both threads equal values of the registers
                               // that have no closed form but the same start and update, or NULL
    uint32_t done_var[2][3];   // [d][t]: placeholder of bound ACCESS_DONE + d at the header
    const SymTerm *done_init[2][3]; // [d][t]: its value on entry
} LoopInfo;

/* A register a loop changes: its header variable and value on entry. */
typedef struct {
    uint32_t loop, reg;
    int t;                     // the thread
    uint32_t var;              // its variable at the header
    const SymTerm *init;       // its value on entry
} LoopReg;

/* Register values in chunks of REG_CHUNK, shared by the working state and
 * the end states of blocks until one is written (copy on write): an end
 * state costs a pointer per chunk, not the register file (thousands of
 * registers at -O0 with libcu++ inlined, a few written per block). */
enum { REG_CHUNK = 64 };
typedef struct {
    const SymTerm *v[REG_CHUNK];
} RegChunk;

typedef struct {
    const KirModule *m;
    const KirFunc *f;
    SymCtx *sym;
    uint32_t nregs, nchunks;
    uint8_t *reg_width;        // per register (and .local slot): av_decl_width, looked up once
    RegChunk **regs[3];        // [1], [2]: current register values of each thread (reg_get, reg_set)
    uint8_t *owned[3];         // [t][chunk]: regs[t]'s chunk is no end state's (written in place)
    RegChunk ***out[3];        // [t][block]: the chunks at the end of each block (NULL once
                               // every successor has read them; latches keep theirs)
    RegChunk *undefined;       // the chunk of undefined (NULL) registers
    Arena chunks;              // chunk copies
    uint32_t *pending;         // per block: successors later in RPO not visited yet
    uint8_t *latch;            // per block: the source of a back edge
    const SymTerm **bcond[3];  // [t][block]: the block's execution condition
    uint8_t *done;             // block processed
    uint32_t *rpo;             // reachable blocks in reverse post-order
    uint32_t nrpo;
    uint32_t *rpo_index;       // block -> position in rpo (UINT32_MAX: unreachable)
    uint8_t *changed;          // [loop * nregs + reg]: written inside that loop
    uint8_t *in_loop;          // per block: inside some natural loop
    uint32_t *var_addr;        // module variable -> sym var of its address (UINT32_MAX: none yet)
    uint32_t *param_val;       // module variable -> sym var of its (uniform) value
    uint32_t *box_var;         // module variable -> sym var of its tensor map's box bytes
    uint32_t *inst_box;        // per instruction: a tensor load's box variable (UINT32_MAX: none)
    uint32_t *load_var[3];     // [t][inst]: sym var a scalar load returned (UINT32_MAX: none)
    uint32_t cur_inst;         // the instruction being executed
    uint32_t tid[3][3];        // [thread][comp] sym vars of %tid
    uint32_t ctaid[3][3];
    uint32_t ntid[3], nctaid[3];
    VEC(AccessEvent) events;
    uint32_t nhavoc;
    LoopInfo *loops;           // in reverse post-order of headers
    struct AssumeMemo *assume; // access_loop.c's memo of assuming (made on first use)
    uint32_t nloops;
    uint8_t *body;             // [loop * nblocks + block]: the block is in the loop
    int32_t *loop_at;          // per block: the loop it heads, or -1
    int32_t *loop_of;          // per block: innermost loop holding it, or -1
    VEC(LoopReg) lregs;
    VEC(AccessParamField) fields; // aggregate parameters' fields (AccessModel.fields)
    uint32_t *var_origin;      // per sym variable: block that created it (UINT32_MAX: none)
    uint32_t norigin;
    uint32_t cur_block;
    uint32_t window[KIR_SPACE_COUNT]; // sym var of each space's window in the generic space
    /* counts so far (64-bit): counter 0 counts CTA barriers, 1 warp barriers, 2 cp.async groups */
    const SymTerm *cnt[ACCESS_NSTATE][3];      // [c][t]
    const SymTerm **cnt_out[ACCESS_NSTATE][3]; // [c][t][block]: at the end of each block
    const char *incomplete;    // why the model misses effects, or NULL
    int irreducible;           // a loop entered other than through its header: no model is built
    uint32_t *slot_of;         // per instruction: the .local slot register it loads or stores,
                               // or UINT32_MAX (access_local.c); slots are registers nregs..
    uint32_t *slot_width;      // per slot: bits
    uint32_t nslots;
    int oom;
} Builder;

/* Register r of thread t now, and at the end of block v (visited, not yet
 * released). */
static inline const SymTerm *reg_get(const Builder *b, int t, uint32_t r)
{
    return b->regs[t][r / REG_CHUNK]->v[r % REG_CHUNK];
}

static inline const SymTerm *out_reg(const Builder *b, int t, uint32_t v, uint32_t r)
{
    return b->out[t][v][r / REG_CHUNK]->v[r % REG_CHUNK];
}

/* access_build.c: sets register r of thread t (its chunk copied first
 * when an end state shares it). */
void reg_set(Builder *b, int t, uint32_t r, const SymTerm *x);

/* access_value.c: operand values and instruction semantics */
const SymTerm *av_operand(Builder *b, int t, const KirOperand *o, unsigned width, int is_signed);
const SymTerm *av_address(Builder *b, int t, const KirOperand *o);
const SymTerm *av_fresh(Builder *b, int t, unsigned width, SymVarKind kind, const char *what);
/* The start of space's window in the generic address space (a shared
 * variable; cvta adds or subtracts it), or NULL for .global (identity). */
const SymTerm *av_window(Builder *b, KirSpace space);
/* Thread t's lane in its warp (32-bit). */
const SymTerm *av_lane(Builder *b, int t);
/* The bytes of the box of the tensor map that kernel parameter var holds
 * (what a TMA tensor load of it writes): one 32-bit parameter variable
 * "NAME.box" (--tensor-box NAME=BYTES fixes it); NULL on OOM. */
const SymTerm *av_box(Builder *b, uint32_t var);
/* x = a + v*s (mod 2^w) with a and s free of variable v (64-bit v, or v
 * truncated to x's width): 1 and *a, *s set, else 0. */
int av_linear(SymCtx *c, const SymTerm *x, uint32_t v, const SymTerm **a, const SymTerm **s);
/* A new variable of thread t (0: shared) created in the current block. */
uint32_t av_new_var(Builder *b, const char *name, unsigned width, SymVarKind kind, int t);
void av_exec(Builder *b, int t, const KirInst *in);
unsigned av_reg_width(const Builder *b, uint32_t reg);
/* The width av_reg_width gives, from the declarations (a search), and
 * that of a register of declaration d (NULL: none). */
unsigned av_decl_width(const Builder *b, uint32_t reg);
unsigned av_decl_bits(const KirRegDecl *d);

/* access_local.c: .local memory slots as registers. local_slots finds them
 * (before the model is built; b->nregs then grows by nslots); local_exec
 * executes instruction ii when it loads or stores a slot (1), else 0. */
void local_slots(Builder *b);
int local_exec(Builder *b, int t, const KirInst *in, uint32_t ii);

/* access_loop.c: loop structure, header states, and the closing pass that
 * replaces the header placeholders by closed forms */
void loops_find(Builder *b);
/* Sets regs[t] and the header's condition and count for entering loop header v;
 * cond is the entry condition, regs[t] holds the merged entry values (NULL
 * where they differ). */
void loops_enter_header(Builder *b, int t, uint32_t v, const SymTerm *cond);
/* The condition that thread t reaches v over the edge p -> v. */
const SymTerm *loops_pred_cond(Builder *b, int t, uint32_t p, uint32_t v);
int loops_contains(const Builder *b, int32_t loop, uint32_t block);
/* Records the edges out of block v that leave loops (their "left" terms). */
void loops_exit_edges(Builder *b, uint32_t v);
/* Closed forms of induction variables, counts and header conditions, then
 * substituted into every event. Returns 0, or -1 on OOM. */
int loops_finish(Builder *b);
/* access_build.c */
const SymTerm *edge_cond(Builder *b, int t, uint32_t p, uint32_t s);

#endif
