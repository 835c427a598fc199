/*
 * access_int.h - shared inside analyzer/access/ only.
 */
#ifndef ACCESS_INT_H
#define ACCESS_INT_H

#include "warpsafe/access.h"
#include "warpsafe/vec.h"

typedef struct {
    const KirModule *m;
    const KirFunc *f;
    SymCtx *sym;
    uint32_t nregs;
    const SymTerm **regs[3];   // [1], [2]: current register values of each thread
    const SymTerm **out[3];    // [t][block * nregs + reg]: values at the end of each block
    const SymTerm **bcond[3];  // [t][block]: the block's execution condition
    uint8_t *done;             // block processed
    uint32_t *rpo;             // reachable blocks in reverse post-order
    uint32_t nrpo;
    uint32_t *rpo_index;       // block -> position in rpo (UINT32_MAX: unreachable)
    uint8_t *changed;          // [header * nregs + reg]: written inside a loop of that header
    uint8_t *in_loop;          // per block: inside some natural loop
    uint32_t *var_addr;        // module variable -> sym var of its address (UINT32_MAX: none yet)
    uint32_t *param_val;       // module variable -> sym var of its (uniform) value
    uint32_t *load_var[3];     // [t][inst]: sym var a scalar load returned (UINT32_MAX: none)
    uint32_t cur_inst;         // the instruction being executed
    uint32_t tid[3][3];        // [thread][comp] sym vars of %tid
    uint32_t ctaid[3][3];
    uint32_t ntid[3], nctaid[3];
    VEC(AccessEvent) events;
    uint32_t nhavoc, nloops;
    const char *incomplete;    // why the model misses effects, or NULL
    int oom;
} Builder;

/* access_value.c: operand values and instruction semantics */
const SymTerm *av_operand(Builder *b, int t, const KirOperand *o, unsigned width, int is_signed);
const SymTerm *av_address(Builder *b, int t, const KirOperand *o);
const SymTerm *av_fresh(Builder *b, int t, unsigned width, SymVarKind kind, const char *what);
void av_exec(Builder *b, int t, const KirInst *in);
unsigned av_reg_width(const Builder *b, uint32_t reg);

#endif
