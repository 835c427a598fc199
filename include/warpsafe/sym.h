/*
 * sym.h - symbolic values: hash-consed bit-vector and boolean terms over
 * variables (thread ids, dimensions, parameters, loaded values, loop
 * counters). The access model (issue 3) builds them from the kernel IR; smt/
 * turns them into Z3 terms; the witness replay evaluates them concretely.
 *
 * Semantics are those of PTX integer arithmetic: fixed-width two's
 * complement with wrap-around (SMT-LIB QF_BV). Width 0 is the boolean sort
 * (comparisons, connectives, conditions). Equal terms are the same pointer:
 * compare with ==.
 */
#ifndef SYM_H
#define SYM_H

#include <stdint.h>
#include <stdio.h>

#include "warpsafe/arena.h"

typedef struct SymCtx SymCtx;
typedef struct SymTerm SymTerm;
typedef struct SymVar SymVar;

/* grep "ORDER SYMOP": sym.c's name and arity table follows this order. */
typedef enum {
    SYM_CONST,                 // value (width 0: 0 = false, 1 = true)
    SYM_VAR,                   // var
    SYM_ADD, SYM_SUB, SYM_MUL, // bit-vector, same width as the arguments
    SYM_UDIV, SYM_UREM, SYM_SDIV, SYM_SREM,  // SMT-LIB semantics for a zero divisor
    SYM_SHL, SYM_LSHR, SYM_ASHR,             // shift counts >= width give 0 (or the sign)
    SYM_AND, SYM_OR, SYM_XOR,
    SYM_NOT, SYM_NEG,
    SYM_ZEXT, SYM_SEXT, SYM_TRUNC,           // to the term's width
    SYM_ITE,                   // args: bool condition, then, else
    SYM_EQ, SYM_ULT, SYM_ULE, SYM_SLT, SYM_SLE,  // boolean results
    SYM_BAND, SYM_BOR, SYM_BNOT,             // boolean connectives
    SYM_OP_COUNT
} SymOp;

/* What a variable stands for; the thread (1 or 2, or 0 for values shared
 * by both threads of an obligation) says whose it is. */
typedef enum {
    SYM_VAR_FREE,              // anything else (havocked values, test variables)
    SYM_VAR_TID, SYM_VAR_NTID, SYM_VAR_CTAID, SYM_VAR_NCTAID,  // comp = 0..2 (x, y, z)
    SYM_VAR_PARAM,             // a kernel parameter's value
    SYM_VAR_LOAD,              // the value a load returned
    SYM_VAR_LOOP,              // a loop's iteration counter
    SYM_VAR_UNDEF,             // a register where no path wrote it (its value at the function's entry)
    SYM_VAR_KIND_COUNT
} SymVarKind;

struct SymVar {
    const char *name;          // for dumps and SMT-LIB (arena copy)
    uint8_t width;             // 1..64
    uint8_t kind;              // SymVarKind
    uint8_t comp;              // dimension for TID/NTID/CTAID/NCTAID
    uint8_t thread;            // 0 shared, 1 or 2
    uint64_t extent;           // the address of a sized .shared variable: its bytes (no access
                               // inside another such object reaches them; sym_in_object), else 0
};

struct SymTerm {
    uint16_t op;               // SymOp
    uint8_t width;             // 0 = boolean, else 1..64 bits
    uint8_t nargs;
    uint32_t id;               // creation order: a deterministic key
    uint32_t hash;
    uint32_t var;              // VAR: index into the context's variables
    uint64_t value;            // CONST: the value, masked to width
    const SymTerm *args[3];
};

typedef struct SymRangeMemo SymRangeMemo;

struct SymCtx {
    Arena arena;               // terms and variable names
    const SymTerm **slots;     // hash-consing table (open addressing)
    uint32_t cap, len;
    SymVar *vars;
    uint32_t nvars, capvars;
    int oom;                   // an allocation failed: results are NULL from then on
    SymRangeMemo *range_memo;  // sym_range's table of one call's results (sym.c), or NULL
};

void sym_init(SymCtx *c);
void sym_free(SymCtx *c);

/* A new variable; returns its index, or UINT32_MAX on OOM. */
uint32_t sym_var_new(SymCtx *c, const char *name, unsigned width, SymVarKind kind, unsigned comp,
                     unsigned thread);

/* Constructors. Each returns the unique term (folded where every argument
 * is a constant, and for identities such as x+0, x*1, x&0, x^x), or NULL on
 * OOM or when the arguments' widths do not fit the operator (a caller bug). */
const SymTerm *sym_const(SymCtx *c, unsigned width, uint64_t value);
const SymTerm *sym_bool(SymCtx *c, int value);
const SymTerm *sym_var(SymCtx *c, uint32_t var);
const SymTerm *sym_un(SymCtx *c, SymOp op, const SymTerm *a);               // NOT NEG BNOT
const SymTerm *sym_bin(SymCtx *c, SymOp op, const SymTerm *a, const SymTerm *b);
const SymTerm *sym_ext(SymCtx *c, SymOp op, unsigned width, const SymTerm *a); // ZEXT SEXT TRUNC
const SymTerm *sym_ite(SymCtx *c, const SymTerm *cond, const SymTerm *a, const SymTerm *b);

/* t's operator (not a constant or variable) on arguments a[0..t->nargs),
 * in c, through the constructor that folds and interns it. NULL on OOM. */
const SymTerm *sym_rebuild(SymCtx *c, const SymTerm *t, const SymTerm *const *a);

/* Bounds of an integer term's unsigned value, from its operators and what
 * variables can be (thread ids below the ISA's block limits, constants);
 * loose but sound: every value the term takes lies in [*lo, *hi]. */
void sym_range(const SymCtx *c, const SymTerm *t, uint64_t *lo, uint64_t *hi);

/* Is an access of at most `bytes` bytes at address a (a sum of one object
 * address variable with an extent, or its low 32 bits, and an offset
 * free of other such variables) inside that object for every value of
 * the offset? 1 with *obj its variable, else 0. */
int sym_in_object(const SymCtx *c, const SymTerm *a, uint64_t bytes, uint32_t *obj);

/* Substitution: replaces variables by terms, everywhere in a term, with
 * the result rebuilt through the constructors (so it is folded and
 * interned like any other term). Results are memoized by term id until the
 * map changes. */
typedef struct {
    SymCtx *c;
    const SymTerm **map;       // per variable: its replacement, or NULL (kept)
    uint32_t nmap;
    const SymTerm **memo;      // per term id: the result, or NULL (not yet)
    uint32_t nmemo;
} SymSubst;

void sym_subst_init(SymSubst *s, SymCtx *c);
void sym_subst_free(SymSubst *s);
/* Maps var to t (NULL: keeps var). Returns 0, or -1 on OOM. Results
 * memoized before stay: call sym_subst_reset when var may occur in them. */
int sym_subst_set(SymSubst *s, uint32_t var, const SymTerm *t);
/* Forgets the memoized results. */
void sym_subst_reset(SymSubst *s);
/* Maps term t (not a constant or variable) to r, as if its result had
 * been computed: t is replaced wherever it occurs. 0, or -1 on OOM. */
int sym_subst_term(SymSubst *s, const SymTerm *t, const SymTerm *r);
/* t with every mapped variable replaced (not recursively: a replacement's
 * own variables stay). NULL on OOM. */
const SymTerm *sym_subst(SymSubst *s, const SymTerm *t);
/* Does t mention a variable for which pred(ctx, var) holds? */
int sym_mentions(const SymCtx *c, const SymTerm *t, int (*pred)(void *ctx, uint32_t var), void *ctx);

/* Evaluates t with the variables' values vals[0..nvars) (each masked to its
 * width). Returns the value (booleans 0/1); deterministic and total. */
uint64_t sym_eval(const SymCtx *c, const SymTerm *t, const uint64_t *vals);
/* t's operation on its arguments' values args[0..nargs), as sym_eval
 * applies it (for evaluators that compute the arguments their own way). */
uint64_t sym_apply(const SymTerm *t, const uint64_t *args);

/* Prints t as an S-expression in SMT-LIB style, e.g. (bvadd tid.x.1 (_ bv4 32)),
 * at most 200 nodes of it (the rest as `...`): for reading, not re-parsing
 * (smt_to_smtlib gives the whole formula). */
void sym_print(const SymCtx *c, const SymTerm *t, FILE *out);

const char *sym_op_name(SymOp op);
uint64_t sym_mask(unsigned width);

#endif
