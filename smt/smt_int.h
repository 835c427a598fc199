/*
 * smt_int.h - shared inside smt/ only.
 */
#ifndef SMT_INT_H
#define SMT_INT_H

#include <z3.h>

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
    Z3_context z3;
    uint64_t rlimit;
    uint32_t nlimit;        // queries that hit the resource limit (see MAX_LIMIT_HITS)
    Z3_ast *var_ast;        // per variable, created on first use (ref-counted)
    uint32_t nvars_seen;    // var_ast entries initialized
    Z3_ast *memo;           // per term id, during one encoding (ref-counted)
    uint32_t nmemo;
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
    VEC(const SymTerm *) refuted;  // those not yet encoded for Z3 (see check)
    int no_refuter;         // smt_set_refuter(s, 0)
};

/* smt_affine.c: 1 when formula is proved unsatisfiable without Z3 (two
 * threads' affine addresses that cannot overlap), else 0. */
int smt_refute_affine(const SymCtx *c, const SymTerm *formula);

/* smt_encode.c: the Z3 term for t (memoized by term id in s->memo); NULL on
 * a Z3 error or OOM. The result is owned by the memo (call smt_memo_clear). */
Z3_ast smt_encode(SmtSolver *s, const SymTerm *t);
Z3_ast smt_var_ast(SmtSolver *s, uint32_t var);
void smt_memo_clear(SmtSolver *s);

#endif
