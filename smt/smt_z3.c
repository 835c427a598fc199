/*
 * smt_z3.c - Z3 through its C API: contexts, solvers, models, the cache.
 * Consumes: boolean formulas over symbolic terms. Produces: SAFE (unsat),
 * RACE (sat, with a value for every variable) or UNKNOWN (with Z3's
 * reason). Assumes: one thread uses a solver at a time. Z3 errors are
 * caught by a handler that records nothing and returns, so every call's
 * error code is checked here: no longjmp, no abort.
 */
#include "smt_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_RLIMIT 10000000u
/* After MAX_LIMIT_HITS queries of one solver (one kernel) hit the resource
 * limit, the others are not tried: such a kernel ends in unknown instead of
 * spending seconds per obligation (deterministic, like rlimit itself). */
#define MAX_LIMIT_HITS 3u
/* A kernel's queries together may use KERNEL_WORK times the per-query
 * limit (60M resource units by default); past it the rest are unknown,
 * each query's limit cut to what is left. A satisfiable query's units
 * count SAT_WEIGHT times: Z3 spends 2-6 times as long per unit finding a
 * model (8-15M units a second proving, 1.6-6M finding, on the corpus and
 * on CUDA samples). So the budget is some 4-8 s of Z3 on one core, and
 * deterministic like rlimit itself: issue 16's "no kernel over 10 s" with
 * the replays and the front end beside it (FDTD3d of the CUDA samples
 * without its parameters: 10.3 s at 8 x, 46M units; 8.0-8.5 s at 6 x,
 * 35M; the corpus's most is h-global-race-035.O3.ll's 55M units, 8.7 s;
 * its verdicts are the same at 6 x as at 8 x). */
#define KERNEL_WORK 6u
#define SAT_WEIGHT 6u
/* The integer reading's resource limit (smt_lia.c): the row kernels'
 * readings with their loop counters' wraps need up to 100k (50k left
 * h-global-race-020 unknown); a reading it does not decide costs up to
 * 0.7 s at 200k. */
#define LIA_RLIMIT 100000u

/* The version built against: smt_z3_load refuses a library of another, so
 * this needs no loading (a run that never asks Z3 never loads it). */
const char *smt_solver_version(void)
{
    return SMT_Z3_BUILD_VERSION;
}

/* Z3 calls this instead of aborting; callers read Z3_get_error_code. */
static void on_z3_error(Z3_context c, Z3_error_code e)
{
    (void)c;
    (void)e;
}

static int z3_failed(SmtSolver *s)
{
    Z3_error_code e = Z3_get_error_code(s->z3);
    if (e == Z3_OK)
        return 0;
    snprintf(s->z3_msg, sizeof s->z3_msg, "Z3 error: %s", Z3_get_error_msg(s->z3, e));
    s->z3_error = 1;
    return 1;
}

SmtSolver *smt_solver_new(const SymCtx *ctx, uint64_t rlimit)
{
    SmtSolver *s = mem_alloc(sizeof *s);
    if (!s)
        return NULL;
    memset(s, 0, sizeof *s);
    arena_init(&s->arena);
    s->sym = ctx;
    s->rlimit = rlimit ? rlimit : DEFAULT_RLIMIT;
    return s;  // the Z3 context comes with the first query that needs it (it costs ~8 ms)
}

/* The Z3 context, made on first use (loading libz3 the first time).
 * Returns 0, or -1 when Z3 failed (s->z3_msg says why when it could not be
 * loaded). */
static int ensure_z3(SmtSolver *s)
{
    const char *why;
    if (s->z3)
        return 0;
    if (smt_z3_load(&why) < 0) {
        snprintf(s->z3_msg, sizeof s->z3_msg, "%s", why);
        s->z3_load_failed = 1;
        return -1;
    }
    s->z3 = smt_new_context();
    return s->z3 ? 0 : -1;
}

Z3_context smt_new_context(void)
{
    Z3_config cfg = Z3_mk_config();
    Z3_set_param_value(cfg, "model", "true");
    Z3_context z = Z3_mk_context_rc(cfg);
    Z3_del_config(cfg);
    if (z)
        Z3_set_error_handler(z, on_z3_error);
    return z;
}

void smt_solver_free(SmtSolver *s)
{
    if (!s)
        return;
    if (s->z3) {
        smt_memo_clear(s);
        if (s->tactic)
            Z3_tactic_dec_ref(s->z3, s->tactic);
        for (uint32_t i = 0; s->var_ast && i < s->nvars_seen; i++)
            if (s->var_ast[i])
                Z3_dec_ref(s->z3, s->var_ast[i]);
        Z3_del_context(s->z3);
    }
    smt_lia_free(s->lia);
    mem_free(s->var_ast);
    mem_free(s->eval_val);
    mem_free(s->eval_vars);
    mem_free(s->eval_mark);
    mem_free(s->memo);
    mem_free(s->side);
    mem_free(s->walk_mark);
    mem_free(s->cache);
    vec_free(&s->unasked);
    arena_free(&s->arena);
    mem_free(s);
}

/* Room for every term and variable the context has now. */
static int fit_tables(SmtSolver *s)
{
    uint32_t nt = s->sym->len, nv = s->sym->nvars;
    if (nt > s->nmemo) {
        Z3_ast *m = mem_realloc(s->memo, (size_t)nt * sizeof *m);
        if (m)
            s->memo = m;
        Z3_ast *d = mem_realloc(s->side, (size_t)nt * sizeof *d);
        if (d)
            s->side = d;
        uint32_t *w = mem_realloc(s->walk_mark, (size_t)nt * sizeof *w);
        if (w)
            s->walk_mark = w;
        if (!m || !d || !w)
            return -1;
        memset(m + s->nmemo, 0, (size_t)(nt - s->nmemo) * sizeof *m);
        memset(d + s->nmemo, 0, (size_t)(nt - s->nmemo) * sizeof *d);
        memset(w + s->nmemo, 0, (size_t)(nt - s->nmemo) * sizeof *w);
        s->nmemo = nt;
    }
    Z3_ast *v = mem_realloc(s->var_ast, ((size_t)nv + 1) * sizeof *v);
    if (!v)
        return -1;
    s->var_ast = v;
    for (uint32_t i = s->nvars_seen; i < nv; i++)
        v[i] = NULL;
    s->nvars_seen = nv;
    return 0;
}

static SmtCacheEnt *cache_find(SmtSolver *s, const SymTerm *f)
{
    for (uint32_t j = s->capcache ? f->hash & (s->capcache - 1) : 0; s->capcache;
         j = (j + 1) & (s->capcache - 1)) {
        if (!s->cache[j].formula || s->cache[j].formula == f)
            return &s->cache[j];
    }
    return NULL;
}

static int cache_put(SmtSolver *s, const SymTerm *f, const SmtResult *r)
{
    if ((s->ncache + 1) * 2 > s->capcache) {
        uint32_t ncap = s->capcache ? s->capcache * 2 : 64;
        SmtCacheEnt *old = s->cache;
        uint32_t ocap = s->capcache;
        s->cache = mem_alloc((size_t)ncap * sizeof *s->cache);
        if (!s->cache) {
            s->cache = old;
            return -1;
        }
        memset(s->cache, 0, (size_t)ncap * sizeof *s->cache);
        s->capcache = ncap;
        for (uint32_t i = 0; i < ocap; i++)
            if (old[i].formula)
                *cache_find(s, old[i].formula) = old[i];
        mem_free(old);
    }
    SmtCacheEnt *e = cache_find(s, f);
    if (!e->formula)
        s->ncache++;
    e->formula = f;
    e->result = *r;
    return 0;
}

/* t's value under vals, each term once per try (s->eval_try): sym_eval's
 * semantics, applied to arguments already computed, and the connectives
 * and ite short-circuit, so a formula with shared subterms costs its size. */
uint64_t smt_eval(SmtSolver *s, const SymTerm *t, const uint64_t *vals)
{
    if (t->op == SYM_CONST || t->op == SYM_VAR)
        return sym_eval(s->sym, t, vals);
    if (s->eval_mark[t->id] == s->eval_try)
        return s->eval_val[t->id];
    uint64_t v;
    if (t->op == SYM_BAND || t->op == SYM_BOR) {
        uint64_t a = smt_eval(s, t->args[0], vals);
        v = (t->op == SYM_BAND) != !a ? smt_eval(s, t->args[1], vals) : a;
    } else if (t->op == SYM_ITE) {
        v = smt_eval(s, t->args[smt_eval(s, t->args[0], vals) ? 1 : 2], vals);
    } else {
        uint64_t args[3] = { 0, 0, 0 };
        for (unsigned i = 0; i < t->nargs; i++)
            args[i] = smt_eval(s, t->args[i], vals);
        v = sym_apply(t, args);
    }
    s->eval_mark[t->id] = s->eval_try;
    s->eval_val[t->id] = v;
    return v;
}

/* A recent satisfiable answer's model (variables it does not know: 0)
 * under which f holds: then f is satisfiable with it, and Z3 is not asked.
 * Returns 1 with out filled, 0 when none does or on OOM. */
int smt_eval_tables(SmtSolver *s)
{
    uint32_t len = s->sym->len;
    if (len > s->neval) {
        uint64_t *v = mem_realloc(s->eval_val, (size_t)len * sizeof *v);
        if (v)
            s->eval_val = v;
        uint32_t *m = mem_realloc(s->eval_mark, (size_t)len * sizeof *m);
        if (!v || !m) {
            s->eval_mark = m ? m : s->eval_mark;
            return -1;
        }
        memset(m + s->neval, 0, (size_t)(len - s->neval) * sizeof *m);
        s->eval_mark = m;
        s->neval = len;
    }
    return 0;
}

void smt_eval_next(SmtSolver *s)
{
    if (++s->eval_try == 0) {  // wrapped: every mark is stale
        memset(s->eval_mark, 0, (size_t)s->neval * sizeof *s->eval_mark);
        s->eval_try = 1;
    }
}

static int reuse_model(SmtSolver *s, const SymTerm *f, SmtResult *out)
{
    uint32_t n = s->sym->nvars;
    if (!s->nrecent || smt_eval_tables(s) < 0)
        return 0;
    uint64_t *vals = mem_realloc(s->eval_vars, ((size_t)n + 1) * sizeof *vals);
    if (!vals)
        return 0;
    s->eval_vars = vals;
    for (uint32_t k = 0; k < s->nrecent && k < SMT_RECENT; k++) {
        const SmtResult *r = &s->recent[(s->nrecent - 1 - k) % SMT_RECENT];
        uint32_t have = r->nvars < n ? r->nvars : n;
        memcpy(vals, r->model, (size_t)have * sizeof *vals);
        memset(vals + have, 0, (size_t)(n - have) * sizeof *vals);
        smt_eval_next(s);
        if (smt_eval(s, f, vals)) {
            uint64_t *model = arena_alloc(&s->arena, ((size_t)n + 1) * sizeof *model);
            if (!model)
                return 0;
            memcpy(model, vals, (size_t)n * sizeof *model);
            *out = (SmtResult){ .outcome = SMT_RACE, .model = model, .nvars = n };
            return 1;
        }
    }
    return 0;
}

/* sym_mentions' predicate: marks var in the byte map ctx, answers no (so
 * that every variable is met). */
static int note_var(void *ctx, uint32_t var)
{
    ((uint8_t *)ctx)[var] = 1;
    return 0;
}

/* The model's value of every variable. Those the formula does not mention
 * are 0 without asking Z3 (its model completion gives them 0 too): at -O0 a
 * kernel has thousands of variables and an obligation a few dozen, and one
 * evaluation each made reading the model cost more than solving. */
static int read_model(SmtSolver *s, Z3_solver sol, const SymTerm *f, SmtResult *out)
{
    uint32_t n = s->sym->nvars;
    uint8_t *in = mem_alloc((size_t)n + 1);  // per variable: the formula mentions it
    if (!in)
        return -1;
    memset(in, 0, (size_t)n + 1);
    Z3_model m = NULL;
    if (sym_mentions(s->sym, f, note_var, in) || !(m = Z3_solver_get_model(s->z3, sol)) || z3_failed(s)) {
        mem_free(in);  // out of memory, or no model
        return -1;
    }
    Z3_model_inc_ref(s->z3, m);
    out->model = arena_alloc(&s->arena, ((size_t)n + 1) * sizeof *out->model);  // zeroed
    out->nvars = n;
    int rc = out->model ? 0 : -1;
    for (uint32_t i = 0; rc == 0 && i < n; i++) {
        Z3_ast v, val = NULL;
        if (!in[i])
            continue;
        if (!(v = smt_var_ast(s, i)) || !Z3_model_eval(s->z3, m, v, true, &val) || !val) {
            rc = -1;
            break;
        }
        Z3_inc_ref(s->z3, val);
        uint64_t u = 0;
        if (!Z3_get_numeral_uint64(s->z3, val, &u))
            rc = -1;
        out->model[i] = u;
        Z3_dec_ref(s->z3, val);
    }
    Z3_model_dec_ref(s->z3, m);
    mem_free(in);
    return rc;
}

uint64_t smt_rlimit_count(Z3_context z, Z3_solver sol)
{
    Z3_stats st = Z3_solver_get_statistics(z, sol);
    Z3_stats_inc_ref(z, st);
    uint64_t n = 0;
    for (unsigned i = 0; i < Z3_stats_size(z, st); i++)
        if (strcmp(Z3_stats_get_key(z, st, i), "rlimit count") == 0)
            n = Z3_stats_is_uint(z, st, i) ? Z3_stats_get_uint_value(z, st, i)
                                           : (uint64_t)Z3_stats_get_double_value(z, st, i);
    Z3_stats_dec_ref(z, st);
    return n;
}

static const char *arena_str(SmtSolver *s, const char *text)
{
    char *c = arena_strndup(&s->arena, text, strlen(text));
    return c ? c : "out of memory";
}

/* The strategy: simplify, drop unconstrained subterms, then Z3's SMT core
 * (bit-blasting lazily). On the obligations of the kernel corpus this is
 * about 2.5x faster than Z3's QF_BV default (a tactic ending in its SAT
 * solver), whose fixed cost per query dominates small formulas. Made once
 * per solver; NULL on a Z3 error. */
static Z3_tactic strategy(SmtSolver *s)
{
    if (s->tactic)
        return s->tactic;
    static const char *const steps[] = { "simplify", "elim-uncnstr", "smt" };
    Z3_tactic t = NULL;
    for (unsigned i = 0; i < sizeof steps / sizeof steps[0]; i++) {
        Z3_tactic x = Z3_mk_tactic(s->z3, steps[i]);
        if (z3_failed(s) || !x)
            break;
        Z3_tactic_inc_ref(s->z3, x);
        if (!t) {
            t = x;
            continue;
        }
        Z3_tactic y = Z3_tactic_and_then(s->z3, t, x);
        Z3_tactic_inc_ref(s->z3, y);
        Z3_tactic_dec_ref(s->z3, t);
        Z3_tactic_dec_ref(s->z3, x);
        t = y;
    }
    return s->tactic = t;
}

Z3_solver smt_limited_solver(Z3_context z, Z3_tactic tactic, uint64_t rlimit)
{
    Z3_solver sol = tactic ? Z3_mk_solver_from_tactic(z, tactic)
                           : Z3_mk_solver_for_logic(z, Z3_mk_string_symbol(z, "QF_BV"));
    Z3_solver_inc_ref(z, sol);
    Z3_params p = Z3_mk_params(z);
    Z3_params_inc_ref(z, p);
    Z3_params_set_uint(z, p, Z3_mk_string_symbol(z, "rlimit"), rlimit > UINT32_MAX ? UINT32_MAX : (unsigned)rlimit);
    Z3_params_set_uint(z, p, Z3_mk_string_symbol(z, "random_seed"), 0);
    Z3_solver_set_params(z, sol, p);
    Z3_params_dec_ref(z, p);
    return sol;
}

/* One solver run on f under `rlimit`; fills out. A limit hit counts towards
 * MAX_LIMIT_HITS when `counts`. */
static void solve(SmtSolver *s, const SymTerm *formula, Z3_ast f, uint64_t rlimit, int counts, SmtResult *out)
{
    Z3_solver sol = smt_limited_solver(s->z3, strategy(s), rlimit);
    Z3_solver_assert(s->z3, sol, f);
    SmtAsts sides = { 0 };
    int oom = smt_sides(s, formula, &sides) < 0;
    for (uint32_t i = 0; i < sides.len; i++)
        Z3_solver_assert(s->z3, sol, sides.data[i]);
    vec_free(&sides);
    Z3_lbool r = oom || z3_failed(s) ? Z3_L_UNDEF : Z3_solver_check(s->z3, sol);
    uint64_t count = smt_rlimit_count(s->z3, sol);  // the context's, so far
    out->rlimit_used = count > s->work ? count - s->work : 0;
    s->work = count > s->work ? count : s->work;
    s->charged += out->rlimit_used * (r == Z3_L_TRUE ? SAT_WEIGHT : 1);
    s->nlimit += r == Z3_L_UNDEF && !s->z3_error && counts;
    if (r == Z3_L_FALSE) {
        out->outcome = SMT_SAFE;
    } else if (r == Z3_L_TRUE && read_model(s, sol, formula, out) == 0) {
        out->outcome = SMT_RACE;
    } else {
        out->outcome = SMT_UNKNOWN;
        out->model = NULL;
        const char *why = s->z3_error ? s->z3_msg
                          : r == Z3_L_TRUE ? "the solver's model could not be read"
                                           : Z3_solver_get_reason_unknown(s->z3, sol);
        char buf[320];
        snprintf(buf, sizeof buf, "solver: %s", why && *why ? why : "unknown");
        out->reason = arena_str(s, buf);
    }
    Z3_solver_dec_ref(s->z3, sol);
}

/* A formula decided without Z3 (refuted or guessed), to be encoded for Z3
 * before the next query that Z3 solves: Z3's search on a query depends on
 * the order the context's terms were made in (its heuristics follow term
 * ids), and on the three-stage cp.async rings it is on a knife's edge
 * (f-async-copy-race-003.O3's race is found in 0.4 s with its global-race
 * obligation encoded first, and not within the limit without). So the
 * shortcuts save the solving only: Z3 sees the terms it saw without them,
 * and a kernel whose every obligation they decide never starts Z3. Losing
 * one on OOM only changes that order. */
static void remember_unasked(SmtSolver *s, const SymTerm *f)
{
    (void)vec_push(&s->unasked, f);
}

/* smt_check and smt_check_budget: `budget` 0 is the solver's own limit. */
static SmtOutcome decide(SmtSolver *s, const SymTerm *formula, uint64_t budget, SmtResult *out, const char **how)
{
    memset(out, 0, sizeof *out);
    s->nqueries++;
    *how = "not asked";  // the solver could not start, or a limit of the kernel was spent
    out->outcome = SMT_UNKNOWN;
    if (!formula || formula->width != 0) {
        out->reason = "not a boolean formula";
        *how = "error";
        return SMT_UNKNOWN;
    }
    if (formula->op == SYM_CONST && !formula->value) {  // folded to false: nothing to solve
        out->outcome = SMT_SAFE;
        *how = "constant";
        return SMT_SAFE;
    }
    SmtCacheEnt *hit = cache_find(s, formula);
    if (hit && hit->formula) {
        s->ncached++;
        *out = hit->result;
        out->rlimit_used = 0;
        *how = "cache";
        return out->outcome;
    }
    if (!s->no_shortcuts && smt_refute_affine(s->sym, formula, 0)) {
        s->nrefuted++;
        out->outcome = SMT_SAFE;
        cache_put(s, formula, out);
        remember_unasked(s, formula);
        *how = "affine refutation";
        return SMT_SAFE;
    }
    if (reuse_model(s, formula, out)) {
        s->ncached++;
        cache_put(s, formula, out);
        *how = "an earlier model";
        return SMT_RACE;
    }
    if (!s->no_shortcuts && !s->no_guess && smt_guess_model(s, formula, out)) {
        s->nguessed++;
        cache_put(s, formula, out);
        remember_unasked(s, formula);
        s->recent[s->nrecent++ % SMT_RECENT] = *out;
        *how = "model search";
        return SMT_RACE;
    }
    // after the search: most are unsat then (but not a seeking caller's strengthenings)
    if (!s->no_shortcuts && !s->seeking &&
        (smt_refute_affine(s->sym, formula, SMT_REFUTE_DEEP) || smt_refute_counter(s->sym, formula))) {
        s->nrefuted++;
        out->outcome = SMT_SAFE;
        cache_put(s, formula, out);
        remember_unasked(s, formula);
        *how = "deep refutation";
        return SMT_SAFE;
    }
    s->z3_error = 0;
    if (ensure_z3(s) < 0) {
        out->reason = s->z3_load_failed ? arena_str(s, s->z3_msg) : "the solver could not start";
        s->env_failed = 1;
        return SMT_UNKNOWN;
    }
    if (fit_tables(s) < 0) {
        out->reason = "out of memory";
        s->env_failed = 1;
        return SMT_UNKNOWN;
    }
    for (uint32_t i = 0; i < s->unasked.len; i++)  // as if Z3 had been asked (remember_unasked)
        smt_encode(s, s->unasked.data[i]);
    s->unasked.len = 0;
    s->z3_error = 0;  // a failure there only changes the order
    Z3_ast f = smt_encode(s, formula);
    if (!f) {
        out->reason = s->z3_error ? arena_str(s, s->z3_msg) : "could not encode the formula";
        s->env_failed = 1;
        return SMT_UNKNOWN;
    }
    if (s->nlimit >= MAX_LIMIT_HITS) {
        out->reason = "solver: three earlier obligations of this kernel hit the resource limit (--rlimit)";
        return SMT_UNKNOWN;
    }
    uint64_t most = KERNEL_WORK * s->rlimit, used = s->charged + s->lia_work;
    if (used >= most) {
        out->reason = "solver: this kernel's obligations used the solver budget of a kernel (6 x --rlimit)";
        return SMT_UNKNOWN;
    }
    if (!s->no_shortcuts && smt_lia_check(s, formula, LIA_RLIMIT, out) != SMT_UNKNOWN) {
        s->nlia++;
        cache_put(s, formula, out);
        if (out->outcome == SMT_RACE)
            s->recent[s->nrecent++ % SMT_RECENT] = *out;
        *how = "z3 integer reading";
        return out->outcome;
    }
    s->nsolved++;
    *how = "z3";
    uint64_t limit = budget ? budget : s->rlimit;
    solve(s, formula, f, limit < most - used ? limit : most - used, !budget, out);
    if (!budget || out->outcome != SMT_UNKNOWN)  // a cheap unknown says nothing of the full limit
        cache_put(s, formula, out);  // a failure only loses the reuse
    if (out->outcome == SMT_RACE)
        s->recent[s->nrecent++ % SMT_RECENT] = *out;
    return out->outcome;
}

/* decide, and the observer told (evidence: every obligation and what
 * decided it). */
static SmtOutcome check(SmtSolver *s, const SymTerm *formula, uint64_t budget, SmtResult *out)
{
    const char *how = "not asked";
    SmtOutcome o = decide(s, formula, budget, out, &how);
    if (s->observe && formula && formula->width == 0)
        s->observe(s->observe_ctx, s, formula, out, how, budget ? budget : s->rlimit);
    return o;
}

void smt_set_observer(SmtSolver *s, SmtObserver fn, void *ctx)
{
    s->observe = fn, s->observe_ctx = ctx;
}

SmtOutcome smt_check(SmtSolver *s, const SymTerm *formula, SmtResult *out)
{
    return check(s, formula, 0, out);
}

SmtOutcome smt_check_budget(SmtSolver *s, const SymTerm *formula, uint64_t rlimit, SmtResult *out)
{
    return check(s, formula, rlimit && rlimit < s->rlimit ? rlimit : s->rlimit, out);
}

void smt_forget_models(SmtSolver *s)
{
    s->nrecent = 0;
    s->no_guess = 1;
}

char *smt_to_smtlib(SmtSolver *s, const SymTerm *formula)
{
    s->z3_error = 0;
    if (ensure_z3(s) < 0 || fit_tables(s) < 0)
        return NULL;
    Z3_ast f = smt_encode(s, formula);
    if (!f)
        return NULL;
    SmtAsts sides = { 0 };  // the divisions' quotients and remainders, asserted with f
    Z3_string text = smt_sides(s, formula, &sides) < 0
                         ? NULL
                         : Z3_benchmark_to_smtlib_string(s->z3, "warpsafe obligation", "QF_BV", "unknown", "",
                                                         sides.len, sides.data, f);
    vec_free(&sides);
    if (!text || z3_failed(s))
        return NULL;
    size_t n = strlen(text);
    char *copy = mem_alloc(n + 1);
    if (copy)
        memcpy(copy, text, n + 1);
    return copy;
}

/* sym_mentions' visitor: marks each variable met, asks for all of them. */
static int mark_var(void *ctx, uint32_t var)
{
    ((uint8_t *)ctx)[var] = 1;
    return 0;
}

char *smt_to_smtlib_witness(SmtSolver *s, const SymTerm *formula, const uint64_t *model, uint32_t nvars)
{
    char *base = smt_to_smtlib(s, formula);
    char *end = base ? strstr(base, "(check-sat)") : NULL;
    uint8_t *used = end ? mem_alloc((size_t)s->sym->nvars + 1) : NULL;
    if (!used) {
        mem_free(base), mem_free(used);
        return NULL;
    }
    memset(used, 0, (size_t)s->sym->nvars + 1);
    sym_mentions(s->sym, formula, mark_var, used);
    *end = 0;  // the script up to its (check-sat), the model's values, (check-sat)
    char *out = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&out, &len);
    int ok = mem && fputs(base, mem) >= 0;
    for (uint32_t v = 0; ok && v < nvars && v < s->sym->nvars; v++) {
        if (!used[v] || !s->var_ast[v])
            continue;
        Z3_ast eq = Z3_mk_eq(s->z3, s->var_ast[v],
                             Z3_mk_unsigned_int64(s->z3, model[v], Z3_mk_bv_sort(s->z3, s->sym->vars[v].width)));
        Z3_string t = eq && !s->z3_error ? Z3_ast_to_string(s->z3, eq) : NULL;
        ok = t && fputs("(assert ", mem) >= 0;
        for (int bar = 0; ok && *t; t++) {  // on one line: Z3 breaks long ones (never in a |symbol|)
            bar ^= *t == '|';
            if (*t == '\n' && !bar) {
                while (t[1] == ' ')
                    t++;
                ok = fputc(' ', mem) != EOF;
            } else {
                ok = fputc(*t, mem) != EOF;
            }
        }
        ok = ok && fputs(")\n", mem) >= 0;
    }
    ok = mem && fputs("(check-sat)\n", mem) >= 0 && ok;
    ok = mem && fclose(mem) == 0 && ok;
    mem_free(base), mem_free(used);
    char *copy = ok ? mem_alloc(len + 1) : NULL;  // the caller frees with mem_free
    if (copy)
        memcpy(copy, out, len + 1);
    free(out);
    return copy;
}

int smt_env_failed(const SmtSolver *s)
{
    return s->env_failed;
}

void smt_stats(const SmtSolver *s, uint64_t *nqueries, uint64_t *ncached, uint64_t *nsolved)
{
    *nqueries = s->nqueries;
    *ncached = s->ncached;
    *nsolved = s->nsolved;
}

uint64_t smt_refuted(const SmtSolver *s)
{
    return s->nrefuted;
}

uint64_t smt_guessed(const SmtSolver *s)
{
    return s->nguessed;
}

uint64_t smt_work(const SmtSolver *s)
{
    return s->work + s->lia_work;
}

uint64_t smt_lia_decided(const SmtSolver *s)
{
    return s->nlia;
}

int smt_set_seeking(SmtSolver *s, int on)
{
    int was = s->seeking;
    s->seeking = on;
    return was;
}

void smt_set_shortcuts(SmtSolver *s, int on)
{
    s->no_shortcuts = !on;
}
