/*
 * smt_int.h - shared inside smt/ only.
 */
#ifndef SMT_INT_H
#define SMT_INT_H

#include "smt_z3api.h"

#include "warpsafe/smt.h"
#include "warpsafe/vec.h"

/* Satisfiable answers whose models are tried on a new query before Z3. */
#define SMT_RECENT 8

typedef struct {
    const SymTerm *formula;
    SmtResult result;
} SmtCacheEnt;

struct SmtSolver {
    const SymCtx *sym;
    SmtObserver observe;    // smt_set_observer: told of every query and what decided it
    void *observe_ctx;
    Z3_context z3;
    uint64_t rlimit;
    uint32_t nlimit;        // queries that hit the resource limit (see MAX_LIMIT_HITS)
    Z3_ast *var_ast;        // per variable, created on first use (ref-counted)
    uint32_t nvars_seen;    // var_ast entries initialized
    Z3_ast *memo;           // per term id, during one encoding (ref-counted)
    Z3_ast *side;           // per term id: a division's side condition (smt_encode.c), or NULL
    uint32_t *walk_mark;    // per term id: the smt_sides walk that met it
    uint32_t nmemo, nsides, walk_gen;
    SmtCacheEnt *cache;     // results by formula (hash-consed pointer)
    uint32_t ncache, capcache;
    Arena arena;            // models and reasons
    int z3_error;           // set by the error handler during a call
    char z3_msg[256];
    uint64_t nqueries, ncached, nsolved;
    Z3_tactic tactic;       // the solving strategy (made on first use)
    SmtResult recent[SMT_RECENT];  // the last satisfiable answers' models, newest at
    uint32_t nrecent;              // (nrecent - 1) % SMT_RECENT: tried before Z3
    uint64_t *eval_val;     // per term id: its value under the model being tried
    uint32_t *eval_mark;    // per term id: the try that computed eval_val (0: none)
    uint32_t neval, eval_try;
    uint64_t *eval_vars;    // the variables' values of the model being tried
    uint64_t nreused;       // queries answered by a recent model
    uint64_t nrefuted;      // queries refuted by smt_refute_affine
    uint64_t nguessed;      // queries answered by smt_guess_model
    VEC(const SymTerm *) unasked;  // refuted or guessed, not yet encoded for Z3 (see check)
    int z3_load_failed;     // libz3 could not be loaded: z3_msg says why
    int env_failed;         // a query failed for want of Z3 or memory (not of the formula): smt_env_failed
    int no_shortcuts;       // smt_set_shortcuts(s, 0)
    int no_guess;           // smt_forget_models: Z3's models from then on
    int seeking;            // smt_set_seeking: no deep refutation
    struct SmtLiaMemo *lia; // smt_lia.c's per-term tables (made on first use)
    uint64_t nlia;          // queries decided by the integer reading (smt_lia_check)
    uint64_t work, lia_work; // resource units Z3 used so far, in the main context and the reading's
    uint64_t charged;        // the kernel budget's count of them (smt_z3.c KERNEL_WORK)
};

/* smt_affine.c: 1 when formula is proved unsatisfiable without Z3 (two
 * threads' affine addresses that cannot overlap), else 0. `how` 0 is the
 * plain refutation; SMT_REFUTE_DEEP also derives bounds and differences
 * from the inequalities and splits cases over residues (the stages of a
 * ring of buffers): costlier, for formulas the plain arguments and the
 * model search left undecided; SMT_REFUTE_FOLD decides orders by the
 * ranges of their sides and reads shifts, ites and masks the bounds leave
 * one value as constants (a loop counter's case, smt_counter.c). */
enum { SMT_REFUTE_DEEP = 1, SMT_REFUTE_FOLD = 2 };
int smt_refute_affine(const SymCtx *c, const SymTerm *formula, int how);

/* smt_affine.c: how to split f over a loop counter's values (the stride
 * 128 >> ite(k - 1 <u 32, k - 1, 32) of a tree reduction): var, a loop
 * counter in a shift count, lies in [lo, hi] by f's facts; each value
 * in [lo, tail) is a case, and [tail, hi] the last, where every shift
 * count over var has one value and order[i] (an order or equality over
 * var) is value[i]. 1 with *p filled, -1 when the counts over the
 * counter are not decided from lo + 40 on (a disjunct's bounds may
 * decide them), 0 when f has no such counter. */
enum { SMT_COUNTER_ORDERS = 64 };
typedef struct {
    uint32_t var;
    uint64_t lo, hi, tail;
    unsigned norders;
    const SymTerm *order[SMT_COUNTER_ORDERS];
    uint8_t value[SMT_COUNTER_ORDERS];
} SmtCounterPlan;
int smt_counter_plan(const SymCtx *c, const SymTerm *f, SmtCounterPlan *p);

/* smt_counter.c: f proved unsatisfiable by a case split over a loop
 * counter's values (smt_counter_plan), each case's formula rebuilt with
 * the counter a constant (folded) in a private context and refuted by
 * smt_refute_affine. 1 when every case is refuted, else 0. */
int smt_refute_counter(const SymCtx *c, const SymTerm *f);

/* smt_z3.c: the memoized evaluation of terms under variable values (each
 * term once per evaluation; connectives and ite short-circuit).
 * smt_eval_tables sizes its tables for the context's terms (0, or -1 on
 * OOM); smt_eval_next starts an evaluation under new values. */
int smt_eval_tables(SmtSolver *s);
void smt_eval_next(SmtSolver *s);
uint64_t smt_eval(SmtSolver *s, const SymTerm *t, const uint64_t *vals);

/* smt_affine.c: the bounds the top-level conjuncts of f (v <u k, v <=u k,
 * v = k) and sym_range give each of atoms[0..n) into lo[i], hi[i] (lo > hi:
 * no value); `deep` adds the deep refutation's (bounds derived from
 * inequalities, the hull of a disjunction's disjuncts: a loop counter's
 * trip count). 0, or -1 on OOM. */
int smt_fact_bounds(const SymCtx *c, const SymTerm *f, const SymTerm *const *atoms, unsigned n, uint64_t *lo,
                    uint64_t *hi, int deep);

/* smt_affine.c: the parts of t, an and-tree or or-tree (SYM_BAND, SYM_BOR)
 * at any depth, left to right, into out; the count, or 0 when there are
 * more than max (at most SMT_PARTS_MAX). */
enum { SMT_PARTS_MAX = 96 };
unsigned smt_parts(const SymTerm *t, const SymTerm **out, unsigned max);

/* smt_affine.c: a and b are one variable's copies for thread 1 and thread
 * 2 (tid.x.1 and tid.x.2), or one term's over such copies (gid.1 >> 5 and
 * gid.2 >> 5, a few levels deep). */
int smt_partners(const SymCtx *c, const SymTerm *a, const SymTerm *b);

/* smt_guess.c: a model of f found by a local search over candidate values
 * (bounds, the formula's constants, a paired variable's value) with
 * smt_eval, before Z3 is asked: 1 with out filled (the model satisfies f
 * exactly), 0 when none was found within its budget or on OOM. */
int smt_guess_model(SmtSolver *s, const SymTerm *f, SmtResult *out);

/* smt_lia.c: f read as linear integer arithmetic (exact but for the
 * products of two variables and a few bitwise terms, which it reads
 * weaker), solved under `rlimit`: SMT_SAFE when that
 * reading is unsatisfiable, SMT_RACE with out's model when a model of it
 * satisfies f, else SMT_UNKNOWN (nothing learned; the bit-vector query
 * decides). In a Z3 context of its own (terms made in s->z3 would change
 * the order the bit-vector search meets them in). Needs Z3 loaded. */
SmtOutcome smt_lia_check(SmtSolver *s, const SymTerm *f, uint64_t rlimit, SmtResult *out);
void smt_lia_free(struct SmtLiaMemo *m);

/* smt_z3.c: a Z3 context with model generation and an error handler that
 * records nothing (callers read Z3_get_error_code); NULL on failure. */
Z3_context smt_new_context(void);
/* smt_z3.c: a solver of context z running `tactic` (NULL: Z3's QF_BV
 * solver) under resource limit `rlimit`, seed 0 (one reference: the
 * caller's Z3_solver_dec_ref). */
Z3_solver smt_limited_solver(Z3_context z, Z3_tactic tactic, uint64_t rlimit);
/* The resource units z's solvers have used so far (Z3 counts per context). */
uint64_t smt_rlimit_count(Z3_context z, Z3_solver sol);

/* smt_encode.c: the Z3 term for t (memoized by term id in s->memo); NULL on
 * a Z3 error or OOM. The result is owned by the memo (call smt_memo_clear). */
Z3_ast smt_encode(SmtSolver *s, const SymTerm *t);
/* smt_encode.c: appends to out the side conditions of the divisions by
 * constants f contains (encoded before, by smt_encode), each once; they
 * belong to f's meaning. 0, or -1 on OOM. */
typedef VEC(Z3_ast) SmtAsts;
int smt_sides(SmtSolver *s, const SymTerm *f, SmtAsts *out);
Z3_ast smt_var_ast(SmtSolver *s, uint32_t var);
void smt_memo_clear(SmtSolver *s);

#endif
