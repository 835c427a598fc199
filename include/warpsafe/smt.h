/*
 * smt.h - the SMT back end (smt/, the only code that includes z3.h).
 * Answers "is this formula satisfiable?" for formulas over symbolic terms
 * (sym.h): a race obligation is satisfiable exactly when a race exists
 * under the model, so SAT is SMT_RACE (with a model: a value for every
 * variable), UNSAT is SMT_SAFE, and everything else (resource limit hit,
 * solver error) is SMT_UNKNOWN with a reason. Verdicts depend only on the
 * formula and the resource limit (Z3's rlimit, a deterministic count), never
 * on wall-clock time. Identical formulas (the same hash-consed term) are
 * solved once per solver. Before Z3, a word-level argument refutes the
 * commonest obligation, distinct threads at mixed-radix affine addresses
 * (smt_affine.c), in microseconds.
 */
#ifndef SMT_H
#define SMT_H

#include <stdint.h>

#include "warpsafe/sym.h"

typedef struct SmtSolver SmtSolver;

typedef enum { SMT_SAFE, SMT_RACE, SMT_UNKNOWN } SmtOutcome;

typedef struct {
    SmtOutcome outcome;
    const char *reason;    // UNKNOWN: why (static or owned by the solver, valid until freed)
    uint64_t *model;       // RACE: nvars values (owned by the solver, valid until freed)
    uint32_t nvars;
    uint64_t rlimit_used;  // resource units the query took (0 when answered from the cache)
} SmtResult;

/* Z3's version as "4.8.12" (a static buffer filled on first call). */
const char *smt_solver_version(void);

/* A solver for formulas over ctx's terms, with a resource limit per query
 * (Z3 rlimit units; 0 = the default of 10,000,000). Once three queries hit
 * the limit, later ones are answered UNKNOWN without solving (a solver
 * serves one kernel). NULL on OOM. */
SmtSolver *smt_solver_new(const SymCtx *ctx, uint64_t rlimit);
void smt_solver_free(SmtSolver *s);

/* Decides `formula` (a boolean term of the solver's context). The result's
 * pointers stay valid until smt_solver_free. Returns the outcome. A formula
 * asked before gets the same answer; one that holds under the model of one
 * of the last few satisfiable answers (variables made since: 0) gets that
 * model without Z3 (a model that satisfies it is a model of it). */
SmtOutcome smt_check(SmtSolver *s, const SymTerm *formula, SmtResult *out);

/* As smt_check, under a resource limit of at most `rlimit`, for a query
 * whose unknown answer the caller can do without (a batch of obligations
 * it can also ask one by one): hitting the limit does not count towards
 * the three, and an unknown answer is not cached. */
SmtOutcome smt_check_budget(SmtSolver *s, const SymTerm *formula, uint64_t rlimit, SmtResult *out);
/* Bounds of the unsigned values of vars[0..n) (variables or other terms)
 * in every model of f, from its top-level conjuncts and what it implies
 * about loop counters (the word-level refutation's reading, no solver):
 * lo[i] > hi[i] when f leaves vars[i] no value. 0, or -1 on OOM. */
int smt_bounds(const SymCtx *c, const SymTerm *f, const SymTerm *const *vars, unsigned n, uint64_t *lo,
               uint64_t *hi);

/* The recent models stop answering new queries, which Z3 then solves
 * afresh: for a caller that found them no use (a witness that did not
 * replay) and wants other models. The model search (smt_guessed) is off
 * from then on for this solver: its models start from the same small
 * values again. Answers cached by formula stay. */
void smt_forget_models(SmtSolver *s);

/* Told of every query after it is decided: the formula, the result, what
 * decided it ("z3", "z3 integer reading", "affine refutation", "deep
 * refutation", "model search", "an earlier model", "cache", "constant",
 * "not asked", "error") and the resource limit it had. For evidence; an
 * observer that prints the formula (smt_to_smtlib) does so with a solver of
 * its own: Z3's search depends on the order terms were made in its
 * context, so printing through s could change later answers. */
typedef void (*SmtObserver)(void *ctx, SmtSolver *s, const SymTerm *formula, const SmtResult *r, const char *how,
                            uint64_t rlimit);
void smt_set_observer(SmtSolver *s, SmtObserver fn, void *ctx);

/* Did a query fail for want of Z3 (not loaded, not started) or of memory,
 * rather than on the formula? Such answers are this run's, not the
 * kernel's (the result cache keeps none of them). */
int smt_env_failed(const SmtSolver *s);

/* The formula as an SMT-LIB2 script (declarations, assert, check-sat), for
 * evidence an independent solver can re-check. Caller frees with mem_free;
 * NULL on OOM. */
char *smt_to_smtlib(SmtSolver *s, const SymTerm *formula);
/* The same with the model's value (model[v], v < nvars) of each variable
 * the formula mentions asserted too: a script any solver finds sat at once
 * where the model satisfies the formula (evidence for a sat result). */
char *smt_to_smtlib_witness(SmtSolver *s, const SymTerm *formula, const uint64_t *model, uint32_t nvars);

/* Statistics: queries asked, answered from the cache (a formula seen
 * before, or one a recent model satisfies), and solved by Z3. */
void smt_stats(const SmtSolver *s, uint64_t *nqueries, uint64_t *ncached, uint64_t *nsolved);
/* Queries proved unsatisfiable without Z3 (smt_affine.c: two threads'
 * affine addresses that cannot overlap). */
uint64_t smt_refuted(const SmtSolver *s);
/* Queries shown satisfiable without Z3 (smt_guess.c: a model found by a
 * local search and checked by evaluation). */
uint64_t smt_guessed(const SmtSolver *s);

/* Queries decided by their linear-integer reading (products of variables
 * made opaque integers), asked before the bit-vector one where a formula
 * multiplies two variables. */
uint64_t smt_lia_decided(const SmtSolver *s);
/* The resource units (rlimit counts) Z3 spent on the solver's queries so
 * far: a measure of its work that, unlike time, is the same on every run. */
uint64_t smt_work(const SmtSolver *s);
/* on = 0: every query not cached goes to Z3 (to cross-check the word-level
 * refutation and the model search against it, or to test Z3's own
 * answers); 1, the default: both are tried first. */
void smt_set_shortcuts(SmtSolver *s, int on);
/* on = 1 while the caller asks for strengthenings of a satisfiable query
 * (a readable witness: small ids, the first iteration): most are
 * satisfiable, so the deep refutation is not tried on them (over the
 * corpus it refuted 4 of 355 such and spent 2.1 s failing on the rest);
 * Z3 decides. Returns the previous setting. */
int smt_set_seeking(SmtSolver *s, int on);

#endif
