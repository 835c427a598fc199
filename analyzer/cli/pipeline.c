/*
 * pipeline.c - the stages in order, one call each: load (front end) ->
 * inline calls -> access model -> checkers -> report. Consumes: parsed
 * command-line options. Produces: a CheckReport handed to the chosen
 * writer, diagnostics on stderr, and the exit status. A rule whose checker
 * did not run (out of memory) stays `unknown` ("not analyzed").
 */
#include "cli.h"

#include <dirent.h>
#include <errno.h>
#include <fnmatch.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "warpsafe/access.h"
#include "warpsafe/cache.h"
#include "warpsafe/exec.h"
#include "warpsafe/hash.h"
#include "warpsafe/kir.h"
#include "warpsafe/llvm_fe.h"
#include "warpsafe/ptx.h"
#include "warpsafe/rules.h"
#include "warpsafe/smt.h"

static const char NOT_ANALYZED[] = "not analyzed";

/* Loads one input into a module, or reports why not (a .cu: the PTX nvcc
 * makes of it with the flags, its text in *text). */
static KirModule *load_input(const char *path, uint64_t max_bytes, DiagSink *sink, char **text, size_t *len,
                             const CheckOptions *opt)
{
    if (nvcc_is_input(path)) {
        size_t n = 0;
        *text = nvcc_ptx(path, opt ? opt->nvcc_flags : NULL, opt ? opt->nnvcc : 0, sink, &n);
        if (len)
            *len = n;
        if (!*text)
            return NULL;
        char name[4200];  // where its messages' PTX lines count
        snprintf(name, sizeof name, "%s (nvcc --ptx)", path);
        uint32_t file = diag_add_file(sink, name);
        diag_set_text(sink, file, *text, n);
        return ptx_parse(*text, n, sink, file);
    }
    if (llvm_is_input(path)) {
        LlvmOptions lopt = { max_bytes, 0, 0 };
        KirModule *m = llvm_load_file(path, &lopt, sink, text, NULL);
        if (len)
            *len = lopt.text_len;
        return m;
    }
    PtxOptions popt = { max_bytes };
    KirModule *m = ptx_load_file(path, &popt, sink, text);
    if (len)
        *len = *text ? strlen(*text) : 0;
    return m;
}

/* --shard I/N: FNV-1a of "input\0kernel" modulo N is I - 1. */
static int in_shard(const CheckOptions *opt, const char *input, const char *name)
{
    if (!opt->nshards)
        return 1;
    uint64_t h = 14695981039346656037ull;
    for (const char *p = input; p; p = p == input ? name : NULL)
        for (const char *c = p;; c++) {
            h = (h ^ (unsigned char)*c) * 1099511628211ull;
            if (!*c)
                break;
        }
    return h % opt->nshards == opt->shard - 1;
}

/* Does `want` (--kernel) name the kernel `name`: its PTX name, or its
 * demangled one with or without parameter types (every overload of
 * `reduce` for "reduce")? */
static int kernel_named(const char *want, const char *name)
{
    if (strcmp(want, name) == 0)
        return 1;
    Arena a;
    arena_init(&a);
    const char *with = report_demangle(name, 1, &a), *without = report_demangle(name, 0, &a);
    int same = (with && strcmp(want, with) == 0) || (without && strcmp(want, without) == 0);
    arena_free(&a);
    return same;
}

static int kernel_selected(const CheckOptions *opt, const char *name, int *used)
{
    if (opt->nkernels == 0)
        return 1;
    for (uint32_t i = 0; i < opt->nkernels; i++)
        if (kernel_named(opt->kernels[i], name)) {
            used[i] = 1;
            return 1;
        }
    return 0;
}

/* A kernel of input `path` this run analyzes: an .entry with a body that
 * --kernel selects (marking it used) and --shard keeps. */
static int kernel_wanted(const CheckOptions *opt, const char *path, const KirFunc *f, int *used)
{
    return f->kind == KIR_FUNC_ENTRY && f->has_body && kernel_selected(opt, f->name, used) &&
           in_shard(opt, path, f->name);
}

static void launch_for(const CheckOptions *opt, const KirFunc *f, LaunchInfo *l, int from_config)
{
    memset(l, 0, sizeof *l);
    if (opt->have_block) {
        l->source = from_config ? LAUNCH_CONFIG : LAUNCH_FLAGS;
        memcpy(l->block, opt->block, sizeof l->block);
    } else if (f->reqntid[0]) {
        l->source = LAUNCH_REQNTID;
        memcpy(l->block, f->reqntid, sizeof l->block);
    } else if (f->maxntid[0]) {
        l->source = LAUNCH_MAXNTID;
        memcpy(l->max_block, f->maxntid, sizeof l->max_block);
    }
    if (opt->have_grid)
        memcpy(l->grid, opt->grid, sizeof l->grid);
    if (from_config && !opt->have_block && opt->have_grid && l->source == LAUNCH_SYMBOLIC)
        l->source = LAUNCH_CONFIG;
}

/* Does a config entry's glob match the kernel's PTX name or its demangled
 * name (with its parameter types)? */
static int entry_matches(const ConfigEntry *e, const char *name, const char *demangled)
{
    return fnmatch(e->match, name, 0) == 0 || (demangled && fnmatch(e->match, demangled, 0) == 0);
}

/* The first entry of the config that matches the kernel, or -1. */
static int config_entry(const ReportConfig *c, const char *name, const char *demangled)
{
    for (uint32_t i = 0; c && i < c->n; i++)
        if (entry_matches(&c->entries[i], name, demangled))
            return (int)i;
    return -1;
}

/* Is `name` among the first n of names? */
static int named(const char *const *names, uint32_t n, const char *name)
{
    for (uint32_t i = 0; i < n; i++)
        if (strcmp(names[i], name) == 0)
            return 1;
    return 0;
}

/* The options for a kernel a config entry matched: the command line's,
 * with the entry's launch, parameters, aliases and buffers where the
 * command line does not give them (arrays in arena a). 0, or -1 out of memory. */
static int with_entry(const CheckOptions *opt, const ConfigEntry *e, CheckOptions *eff, Arena *a, int *launch)
{
    *eff = *opt;
    *launch = (!opt->have_block && e->have_block) || (!opt->have_grid && e->have_grid);
    if (!opt->have_block && e->have_block)
        memcpy(eff->block, e->block, sizeof eff->block), eff->have_block = 1;
    if (!opt->have_grid && e->have_grid)
        memcpy(eff->grid, e->grid, sizeof eff->grid), eff->have_grid = 1;
    uint32_t np = opt->nparams + e->nparams, na = opt->naliases + e->naliases, nb = opt->nbuffers + e->nbuffers;
    eff->param_names = arena_alloc(a, (np + 1) * sizeof *eff->param_names);
    eff->param_values = arena_alloc(a, (np + 1) * sizeof *eff->param_values);
    eff->param_hi = arena_alloc(a, (np + 1) * sizeof *eff->param_hi);
    eff->alias_names = arena_alloc(a, (2 * na + 1) * sizeof *eff->alias_names);
    eff->buffer_names = arena_alloc(a, (nb + 1) * sizeof *eff->buffer_names);
    eff->buffer_bytes = arena_alloc(a, (nb + 1) * sizeof *eff->buffer_bytes);
    if (!eff->param_names || !eff->param_values || !eff->param_hi || !eff->alias_names || !eff->buffer_names ||
        !eff->buffer_bytes)
        return -1;
    for (uint32_t i = 0; i < opt->nparams; i++)
        eff->param_names[i] = opt->param_names[i], eff->param_values[i] = opt->param_values[i],
        eff->param_hi[i] = opt->param_hi ? opt->param_hi[i] : opt->param_values[i];
    eff->nparams = opt->nparams;
    for (uint32_t i = 0; i < e->nparams; i++)
        if (!named(opt->param_names, opt->nparams, e->param_names[i]))  // --param wins
            eff->param_names[eff->nparams] = e->param_names[i], eff->param_values[eff->nparams] = e->param_lo[i],
            eff->param_hi[eff->nparams++] = e->param_hi[i];
    memcpy(eff->alias_names, opt->alias_names, 2 * opt->naliases * sizeof *eff->alias_names);
    memcpy(eff->alias_names + 2 * opt->naliases, e->alias_names, 2 * e->naliases * sizeof *eff->alias_names);
    eff->naliases = na;
    for (uint32_t i = 0; i < opt->nbuffers; i++)
        eff->buffer_names[i] = opt->buffer_names[i], eff->buffer_bytes[i] = opt->buffer_bytes[i];
    eff->nbuffers = opt->nbuffers;
    for (uint32_t i = 0; i < e->nbuffers; i++)
        if (!named(opt->buffer_names, opt->nbuffers, e->buffer_names[i]))  // --buffer wins
            eff->buffer_names[eff->nbuffers] = e->buffer_names[i], eff->buffer_bytes[eff->nbuffers++] = e->buffer_bytes[i];
    return 0;
}

static void set_rule(KernelReport *k, RuleId r, RuleOutcome o, Arena *a)
{
    k->rules[r].verdict = o.verdict == RULE_VERIFIED ? VERDICT_VERIFIED
                        : o.verdict == RULE_VIOLATION ? VERDICT_VIOLATION : VERDICT_UNKNOWN;
    if (o.verdict == RULE_VERIFIED)
        o.reason = NULL;
    k->rules[r].reason = o.reason ? arena_strndup(a, o.reason, strlen(o.reason)) : NULL;
    if (o.reason && !k->rules[r].reason)
        k->rules[r].reason = "out of memory";
}

static const char *loc_file(const KirModule *m, uint32_t id)
{
    for (uint32_t i = 0; i < m->nfiles; i++)
        if (m->files[i].id == id)
            return m->files[i].name;
    return m->path;
}

/* A header of the CUDA toolkit (or clang's CUDA wrappers): intrinsics
 * such as __syncwarp and __shfl_sync are inlined from there, and the user
 * wants the line that called them. */
static int toolkit_header(const char *path)
{
    return path && ((strstr(path, "/include/") && strstr(path, "cuda")) || strstr(path, "__clang_cuda"));
}

/* The source position of an instruction: its .loc, or the call site it was
 * inlined at when the .loc is in a toolkit header; else the PTX position. */
static void source_of(const KirModule *m, const KirFunc *f, const KirInst *in, FindingAccess *x)
{
    SrcLoc l = in->loc;
    if (l.line && toolkit_header(loc_file(m, l.file)) && in->inlined_at && in->inlined_at <= f->ninlined &&
        f->inlined[in->inlined_at - 1].at.line)
        l = f->inlined[in->inlined_at - 1].at;
    x->ptx_file = in->linked && in->linked <= m->nlinked ? m->linked[in->linked - 1] : NULL;
    x->file = l.line ? loc_file(m, l.file) : x->ptx_file ? x->ptx_file : m->path;
    x->line = l.line ? l.line : in->line;
    x->col = l.line ? l.col : in->col;
}

/* A kernel of a .cu input: its position is its first instruction's .loc
 * line in that file (0:0 where none has one). */
static void source_start(const KirModule *m, const KirFunc *f, const char *cu, KernelReport *k)
{
    char want[PATH_MAX], got[PATH_MAX];  // nvcc names the file by its absolute path
    k->line = k->col = 0;
    if (!realpath(cu, want))
        return;
    for (uint32_t i = 0; i < f->ninsts; i++)
        if (f->insts[i].loc.line && realpath(loc_file(m, f->insts[i].loc.file), got) && strcmp(got, want) == 0) {
            k->line = f->insts[i].loc.line, k->col = f->insts[i].loc.col;
            return;
        }
}

/* A violation becomes a finding with both accesses and the replayed witness. */
static void add_finding(KernelReport *k, RuleId r, const RuleOutcome *o, const KirModule *m,
                        const KirFunc *f, Arena *a)
{
    Finding *all = arena_alloc(a, (k->nfindings + 1) * sizeof *all);
    if (!all)
        return;
    if (k->nfindings)
        memcpy(all, k->findings, k->nfindings * sizeof *all);
    Finding *fd = &all[k->nfindings];
    fd->rule = r;
    fd->verdict = VERDICT_VIOLATION;
    fd->message = k->rules[r].reason;
    fd->needs = o->needs ? arena_strndup(a, o->needs, strlen(o->needs)) : NULL;
    uint32_t insts[2] = { o->inst1, o->inst2 };
    for (int i = 0; i < 2; i++) {
        const KirInst *in = &f->insts[insts[i]];
        FindingAccess *x = &fd->accesses[i];
        x->kind = in->op == KIR_OP_LD || in->op == KIR_OP_LDU ? "read"
                  : in->op == KIR_OP_ATOM || in->op == KIR_OP_RED ? "atomic"
                  : in->op == KIR_OP_BAR || in->op == KIR_OP_BARRIER ? "barrier"
                  : in->op == KIR_OP_BAR_WARP ? "warp-sync"
                  : in->op == KIR_OP_SHFL || in->op == KIR_OP_VOTE || in->op == KIR_OP_MATCH ||
                    in->op == KIR_OP_REDUX ? "collective" : "write";
        uint8_t sp = i == 0 ? o->space1 : o->space2;
        x->space = kir_space_name((KirSpace)(sp ? sp : in->space));
        source_of(m, f, in, x);
        x->ptx_line = in->line;
    }
    fd->naccesses = o->inst1 == o->inst2 && (r == RULE_BARRIER_DIVERGENCE || r == RULE_GLOBAL_BOUNDS) ? 1 : 2;
    fd->has_witness = 1;
    memcpy(fd->tid, o->witness.tid, sizeof fd->tid);
    memcpy(fd->ctaid, o->witness.ctaid, sizeof fd->ctaid);
    memcpy(fd->ctaid2, o->witness.ctaid2, sizeof fd->ctaid2);
    memcpy(fd->grid, o->witness.grid, sizeof fd->grid);
    fd->nparams = o->witness.nparams;
    for (uint32_t i = 0; i < fd->nparams && i < 16; i++) {
        fd->param_name[i] = m->vars[o->witness.param[i]].name;
        fd->param_value[i] = o->witness.param_value[i];
    }
    fd->ninputs = o->witness.ninputs < 8 ? o->witness.ninputs : 8;
    for (uint32_t i = 0; i < fd->ninputs; i++) {
        fd->input_thread[i] = o->witness.input[i].thread;
        fd->input_line[i] = f->insts[o->witness.input[i].inst].line;
        fd->input_bytes[i] = o->witness.input[i].bytes;
        fd->input_addr[i] = o->witness.input[i].addr;
        fd->input_value[i] = o->witness.input[i].value;
    }
    memcpy(fd->block, o->witness.ntid, sizeof fd->block);
    memcpy(fd->addr, o->witness.addr, sizeof fd->addr);
    fd->interval = o->witness.epoch;
    k->findings = all;
    k->nfindings++;
}

/* The name of parameter p in assumption x's k-th place: a struct
 * parameter's pointer field as "NAME+OFF" (in the arena); NULL for none. */
static const char *assumed_param(const RuleAssumption *x, int k, const KirModule *m, Arena *a)
{
    if (x->param[k] == UINT32_MAX)
        return NULL;
    if (!x->field[k] && (m->vars[x->param[k]].size <= 8 || x->kind != RULE_ASSUME_APART))
        return m->vars[x->param[k]].name;
    char buf[300];
    int n = snprintf(buf, sizeof buf, "%s+%u", m->vars[x->param[k]].name, x->field[k] ? x->field[k] - 1 : 0);
    const char *s = n > 0 && (size_t)n < sizeof buf ? arena_strndup(a, buf, (size_t)n) : NULL;
    return s ? s : m->vars[x->param[k]].name;
}

/* The buffers param-alias says the proofs take as apart, for the report. */
static void add_assumptions(KernelReport *k, const RuleCtx *rc, const KirModule *m, const KirFunc *f, Arena *a)
{
    k->nassumptions = 0, k->nassumptions_more = rc->nassume_more;
    k->assumptions = rc->nassume ? arena_alloc(a, rc->nassume * sizeof *k->assumptions) : NULL;
    for (uint32_t i = 0; k->assumptions && i < rc->nassume; i++) {
        const RuleAssumption *x = &rc->assume[i];
        int flag = x->kind == RULE_ASSUME_FLAG, counter = x->kind == RULE_ASSUME_COUNTER;
        int tensor = x->kind == RULE_ASSUME_TENSOR, benign = x->kind == RULE_ASSUME_BENIGN;
        int wrap = x->kind == RULE_ASSUME_NOWRAP;
        k->assumptions[k->nassumptions++] = (ReportAssumption){
            benign || wrap        ? (x->eq ? RULE_GLOBAL_RACE : RULE_SHARED_RACE)
            : flag || counter ? (f->insts[x->inst[0]].space == KIR_SPACE_SHARED ? RULE_SHARED_RACE : RULE_GLOBAL_RACE)
                                  : RULE_PARAM_ALIAS,
            { assumed_param(x, 0, m, a), assumed_param(x, 1, m, a) },
            { f->insts[x->inst[0]].line, f->insts[x->inst[1]].line }, x->nc, flag, x->value, x->eq, counter, tensor,
            x->bytes, flag || counter ? x->offset : -1, benign, wrap, wrap && x->ranged, x->range_lo, x->range_hi };
    }
}

/* The checkers, in the order they run (shared-race relies on
 * barrier-divergence's result, param-alias on global-race's). */
static const struct {
    RuleId id;
    RuleOutcome (*check)(RuleCtx *);
} checkers[] = {
    { RULE_BARRIER_DIVERGENCE, rule_check_barrier_divergence },
    { RULE_SHARED_RACE, rule_check_shared_race },
    { RULE_GLOBAL_RACE, rule_check_global_race },
    { RULE_SCOPED_ATOMIC_RACE, rule_check_scoped_atomic_race },
    { RULE_PARAM_ALIAS, rule_check_param_alias },
    { RULE_ASYNC_COPY_RACE, rule_check_async_copy_race },
    { RULE_GLOBAL_BOUNDS, rule_check_global_bounds },  // (only where buffer sizes are given)
};
#define NCHECKERS (sizeof checkers / sizeof checkers[0])

static double ms_between(const struct timespec *a, const struct timespec *b)
{
    return (double)(b->tv_sec - a->tv_sec) * 1e3 + (double)(b->tv_nsec - a->tv_nsec) / 1e6;
}

/* --evidence DIR: the run's solver queries as they come (opt->evidence). */
struct Evidence {
    char dir[4096];
    EvidenceObligation *obs;
    uint32_t n, cap;
    const char *input, *kernel;  // what is being analyzed
    int rule;                    // the checker running, or -1
    int failed;                  // a script could not be made or written
    const KirFunc *func;         // the kernel being analyzed (its instructions' lines)
    SmtSolver *print;            // a solver of the kernel's terms that only prints them: Z3's search
                                 // in the kernel's own context depends on the order its terms were
                                 // made in, which printing there would change
};

static void observe(void *ctx, SmtSolver *s, const SymTerm *f, const SmtResult *r, const char *how, uint64_t rlimit);
static int evidence_push(struct Evidence *ev, const EvidenceObligation *e);

/* A rule's step that decided a pair without a query (RuleLaunch.note). */
static void observe_decision(void *ctx, uint32_t inst1, uint32_t inst2, const char *why)
{
    struct Evidence *ev = ctx;
    EvidenceObligation e = { ev->input, ev->kernel, ev->rule, "", why, 2, 0, 1,
                             { ev->func->insts[inst1].line, ev->func->insts[inst2].line }, "" };
    evidence_push(ev, &e);
}

/* Builds the access model of kernel fi and runs every checker. */
static void analyze_kernel(const CheckOptions *opt, KirModule *m, uint32_t fi, KernelReport *k,
                           Arena *a, FILE *log)
{
    SymCtx sym;
    AccessModel am;
    struct timespec t0;  // for --stats only: times never decide a verdict
    struct { uint64_t nq, ns; double ms; } per_rule[NCHECKERS] = { 0 };
    clock_gettime(CLOCK_MONOTONIC, &t0);
    sym_init(&sym);
    if (kir_inline_calls(m, fi) < 0 || access_build(m, fi, &sym, &am) < 0) {
        sym_free(&sym);
        for (size_t i = 0; i < NCHECKERS; i++)
            set_rule(k, checkers[i].id, (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = "out of memory" }, a);
        return;
    }
    RuleLaunch rl = { { 0, 0, 0 }, 0, { 0, 0, 0 }, opt->param_names, opt->param_values, opt->nparams,
                      opt->alias_names, opt->naliases, opt->buffer_names, opt->buffer_bytes, opt->nbuffers,
                      opt->param_hi, opt->no_benign, NULL, NULL };
    memcpy(rl.block, k->launch.block, sizeof rl.block);
    memcpy(rl.grid, k->launch.grid, sizeof rl.grid);
    if (k->launch.source == LAUNCH_MAXNTID)
        rl.max_threads = k->launch.max_block[0] * k->launch.max_block[1] * k->launch.max_block[2];
    SmtSolver *smt = smt_solver_new(&sym, opt->rlimit);
    if (smt && opt->evidence) {
        opt->evidence->kernel = k->name, opt->evidence->rule = -1, opt->evidence->func = &m->funcs[fi];
        rl.note = observe_decision, rl.note_ctx = opt->evidence;
        opt->evidence->print = smt_solver_new(&sym, opt->rlimit);
        smt_set_observer(smt, observe, opt->evidence);
    }
    RuleCtx rc;
    if (!smt || rule_ctx_init(&rc, &am, &sym, smt, &rl) < 0) {
        for (size_t i = 0; i < NCHECKERS; i++)
            set_rule(k, checkers[i].id, (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = "out of memory" }, a);
    } else {
        for (size_t i = 0; i < NCHECKERS; i++) {
            if (k->rules[checkers[i].id].off)
                continue;
            uint64_t q0 = 0, c0, s0 = 0, q1, c1, s1;
            struct timespec r0, r1;
            if (opt->stats)
                smt_stats(smt, &q0, &c0, &s0), clock_gettime(CLOCK_MONOTONIC, &r0);
            rule_next_checker(&rc);
            if (opt->evidence)
                opt->evidence->rule = (int)checkers[i].id;
            RuleOutcome o = checkers[i].check(&rc);
            if (opt->stats) {
                smt_stats(smt, &q1, &c1, &s1), clock_gettime(CLOCK_MONOTONIC, &r1);
                per_rule[i].nq = q1 - q0, per_rule[i].ns = s1 - s0, per_rule[i].ms = ms_between(&r0, &r1);
            }
            set_rule(k, checkers[i].id, o, a);
            if (o.verdict == RULE_VIOLATION)
                add_finding(k, checkers[i].id, &o, m, &m->funcs[fi], a);
        }
        /* a uniformity proved from values broadcast through shared memory
         * holds where no shared-memory race changes them (by induction over
         * the barrier intervals: the two rules stand together) */
        if (rc.needs_shared_race && k->rules[RULE_BARRIER_DIVERGENCE].verdict == VERDICT_VERIFIED &&
            k->rules[RULE_SHARED_RACE].verdict != VERDICT_VERIFIED) {
            set_rule(k, RULE_BARRIER_DIVERGENCE,
                     (RuleOutcome){ .verdict = RULE_UNKNOWN,
                                    .reason = "proved only for values broadcast through shared memory without a "
                                              "race, and shared-race is not verified" }, a);
            /* the rules that counted barrier intervals on its proof */
            static const RuleId on_intervals[] = { RULE_GLOBAL_RACE, RULE_SCOPED_ATOMIC_RACE, RULE_ASYNC_COPY_RACE };
            for (size_t i = 0; i < sizeof on_intervals / sizeof on_intervals[0]; i++)
                if (k->rules[on_intervals[i]].verdict == VERDICT_VERIFIED)
                    set_rule(k, on_intervals[i],
                             (RuleOutcome){ .verdict = RULE_UNKNOWN,
                                            .reason = "CTA barriers are proven uniform only with shared-race (see "
                                                      "barrier-divergence)" }, a);
        }
        add_assumptions(k, &rc, m, &m->funcs[fi], a);
    }
    if (opt->stats && smt && log) {
        uint64_t nq, nc, ns;
        smt_stats(smt, &nq, &nc, &ns);
        struct timespec t1;
        clock_gettime(CLOCK_MONOTONIC, &t1);
        fprintf(log,
                "kernel %s: %u events, %u loops, %u terms; %" PRIu64 " obligations (%" PRIu64
                " cached, %" PRIu64 " refuted, %" PRIu64 " guessed, %" PRIu64 " solved; Z3 work %" PRIu64
                "); %.1f ms\n",
                m->funcs[fi].name, am.nevents, am.nloops, sym.len, nq, nc, smt_refuted(smt), smt_guessed(smt), ns,
                smt_work(smt), ms_between(&t0, &t1));
        for (size_t i = 0; i < NCHECKERS; i++)  // where a slow kernel's time went, rule by rule
            fprintf(log, "  %s: %" PRIu64 " obligations (%" PRIu64 " solved); %.1f ms\n",
                    rule_info(checkers[i].id)->id, per_rule[i].nq, per_rule[i].ns, per_rule[i].ms);
    }
    k->transient |= !smt || smt_env_failed(smt) || a->oom;
    rule_ctx_free(&rc);
    smt_solver_free(smt);
    if (opt->evidence) {
        smt_solver_free(opt->evidence->print);
        opt->evidence->print = NULL;
    }
    access_model_free(&am);
    sym_free(&sym);
}

/* The progress line: on a terminal only, rewritten in place. */
struct Progress {
    uint32_t file, nfiles, done, total;
};

static void progress(const struct Progress *p, const char *name)
{
    if (name)
        fprintf(stderr, "\r\033[K[file %u/%u, kernel %u/%u] %s", p->file, p->nfiles, p->done + 1, p->total, name);
    else
        fputs("\r\033[K", stderr);
    fflush(stderr);
}

/* Kernels of input `path` (module chain first) the run analyzes. */
static uint32_t count_wanted(const CheckOptions *opt, const KirModule *first, const char *path, int *used)
{
    uint32_t n = 0;
    for (const KirModule *m = first; m; m = m->next)
        for (uint32_t i = 0; i < m->nfuncs; i++)
            n += kernel_wanted(opt, path, &m->funcs[i], used);
    return n;
}

/* A kernel the run analyzes: where it is, its report (the fields known
 * before analysis set), the options it gets, its result cache key. */
typedef struct {
    KirModule *m;              // its module, and the first of the input's chain (whose arena holds the report)
    KirModule *first;
    uint32_t fi;
    KernelReport *k;
    CheckOptions eff;
    uint32_t input;            // the input's index
    FileReport *fr;            // the input's report
    char key[65];              // "" where the result cache is not used
    int done;                  // its report is complete
} Task;

/* What makes a kernel's report final once it is analyzed, in report
 * order: fingerprints numbered over the run, suppressions, the baseline;
 * with --format jsonl the kernel's line. */
typedef struct {
    ReportNumbering *nb;
    ReportSuppressions *sup;
    ReportBaseline *base;      // --baseline, or NULL
    FILE *stream;              // jsonl: where the kernel lines go, or NULL
    int failed;                // writing a line failed
} Finish;

typedef struct {
    Task *tasks;
    uint32_t n, cap;
} Plan;

/* Fills fr with one KernelReport per kernel of the input's module chain
 * the run analyzes, verdicts not yet known, and a task for each. Kernel
 * reports live in the first module's arena (freed with it after writing). */
static int plan_module(const CheckOptions *opt, KirModule *first, uint32_t input, FileReport *fr, int *kused,
                       Plan *plan)
{
    uint32_t n = count_wanted(opt, first, fr->path, kused);
    fr->kernels = n ? arena_alloc(&first->arena, n * sizeof *fr->kernels) : NULL;
    if (n && !fr->kernels)
        return -1;
    if (plan->n + n > plan->cap) {
        uint32_t cap = plan->cap ? plan->cap : 16;
        while (cap < plan->n + n)
            cap *= 2;
        Task *t = mem_realloc(plan->tasks, cap * sizeof *t);
        if (!t)
            return -1;
        plan->tasks = t, plan->cap = cap;
    }
    for (KirModule *m = first; m; m = m->next)
        for (uint32_t i = 0; i < m->nfuncs; i++) {
            const KirFunc *f = &m->funcs[i];
            if (!kernel_wanted(opt, fr->path, f, kused))
                continue;
            KernelReport *k = &fr->kernels[fr->nkernels++];
            k->name = f->name;
            k->demangled = report_demangle(f->name, 1, &first->arena);
            k->target = m->ntargets ? m->targets[0] : "";
            k->line = f->line;
            k->ir_lines = m->from_llvm;
            k->col = f->col;
            if (nvcc_is_input(fr->path))  // a .cu: where the kernel's code starts in it, not a PTX line
                source_start(m, f, fr->path, k);
            const ReportConfig *cfg = opt->cfg;
            int ei = config_entry(cfg, f->name, k->demangled), from_config = 0;
            Task *t = &plan->tasks[plan->n++];
            memset(t, 0, sizeof *t);
            t->m = m, t->first = first, t->fi = i, t->k = k, t->input = input, t->fr = fr, t->eff = *opt;
            if (ei >= 0 && with_entry(opt, &cfg->entries[ei], &t->eff, &first->arena, &from_config) < 0)
                return -1;
            k->config_file = cfg ? cfg->path : NULL;
            k->config_entry = ei;
            launch_for(&t->eff, f, &k->launch, from_config);
            for (int r = 0; r < RULE_COUNT; r++) {
                k->rule_level[r] = ei >= 0 && cfg->entries[ei].rule_level[r] >= 0 ? cfg->entries[ei].rule_level[r]
                                   : cfg ? cfg->rule_level[r] : -1;
                k->rules[r] = (RuleResult){ (RuleId)r, VERDICT_UNKNOWN, NOT_ANALYZED,
                                            (r == RULE_GLOBAL_BOUNDS && !t->eff.nbuffers && !t->eff.bounds) ||
                                                k->rule_level[r] == RULE_LEVEL_OFF };
            }
            k->verdict = VERDICT_UNKNOWN;
        }
    return 0;
}

static void run_plan(const CheckOptions *opt, Plan *plan, const char *const *inputs, char *const *sha,
                     uint32_t ninputs, Finish *fin);

/* The kernels of module chain `first` (one input, fr->path, digest in
 * fr->sha256) analyzed into fr: `run`'s proof. 0, or -1 out of memory. */
static int report_module(const CheckOptions *opt, KirModule *first, FileReport *fr, int *kused)
{
    Plan plan = { NULL, 0, 0 };
    char *sha[1] = { fr->sha256 };
    int rc = plan_module(opt, first, 0, fr, kused, &plan);
    if (rc == 0)
        run_plan(opt, &plan, &fr->path, sha, 1, NULL);
    mem_free(plan.tasks);
    return rc;
}

/* --stats: what the front end built and the memory it took. */
static void print_stats(const char *path, const KirModule *first, FILE *out)
{
    for (const KirModule *m = first; m; m = m->next) {
        uint64_t ninst = 0, nblocks = 0, nregs = 0;
        for (uint32_t i = 0; i < m->nfuncs; i++) {
            ninst += m->funcs[i].ninsts;
            nblocks += m->funcs[i].nblocks;
            nregs += m->funcs[i].nregs;
        }
        fprintf(out,
                "%s%s%s: %u functions (%u kernels), %" PRIu64 " instructions, %" PRIu64
                " blocks, %" PRIu64 " registers, %u variables, %zu strings; arena %zu KiB used of "
                "%zu KiB in %zu blocks\n",
                path, m->variant ? " " : "", m->variant ? m->variant : "", m->nfuncs,
                kir_module_nkernels(m), ninst, nblocks, nregs, m->nvars, m->strs.len,
                m->arena.bytes / 1024, m->arena.reserved / 1024, m->arena.nblocks);
    }
}

static void digest(const char *text, size_t len, char out[65])
{
    Sha256 s;
    sha256_init(&s);
    sha256_update(&s, text, len);
    sha256_final_hex(&s, out);
}

/* The result cache's key of a task: the code (cache_code_identity) and
 * Z3's version, the input's bytes (every input's where the module linked
 * code of another), which kernel, and every option its analysis reads. */
static void task_key(const Task *t, const char *code, char *const *sha, uint32_t ninputs, char key[65])
{
    const CheckOptions *o = &t->eff;
    const KernelReport *k = t->k;
    Sha256 h;
    char line[700];
    sha256_init(&h);
    uint32_t chain = 0, linked = 0;
    for (const KirModule *m = t->first; m && m != t->m; m = m->next)
        chain++;
    for (const KirModule *m = t->first; m; m = m->next)
        linked |= m->nlinked != 0;
    int n = snprintf(line, sizeof line, "warpsafe-kernel/1\n%s\n%s\n%s\n", code, smt_solver_version(), sha[t->input]);
    sha256_update(&h, line, (size_t)n);
    for (uint32_t i = 0; linked && i < ninputs; i++)
        sha256_update(&h, sha[i] ? sha[i] : "-", sha[i] ? 64 : 1);
    n = snprintf(line, sizeof line, "\n%u %u %s\n%d %u,%u,%u %u,%u,%u %u,%u,%u %llu %d %d\n", chain, t->fi, k->name,
                 (int)k->launch.source, k->launch.block[0], k->launch.block[1], k->launch.block[2], k->launch.grid[0],
                 k->launch.grid[1], k->launch.grid[2], k->launch.max_block[0], k->launch.max_block[1],
                 k->launch.max_block[2], (unsigned long long)o->rlimit, o->no_benign, o->bounds);
    sha256_update(&h, line, (size_t)n);
    for (int r = 0; r < RULE_COUNT; r++)
        sha256_update(&h, k->rules[r].off ? "0" : "1", 1);
    for (uint32_t i = 0; i < o->nparams; i++) {
        n = snprintf(line, sizeof line, "\nparam %s=%lld..%lld", o->param_names[i], (long long)o->param_values[i],
                     (long long)(o->param_hi ? o->param_hi[i] : o->param_values[i]));
        sha256_update(&h, line, (size_t)n);
    }
    for (uint32_t i = 0; i < o->naliases; i++) {
        n = snprintf(line, sizeof line, "\nalias %s %s", o->alias_names[2 * i], o->alias_names[2 * i + 1]);
        sha256_update(&h, line, (size_t)n);
    }
    for (uint32_t i = 0; i < o->nbuffers; i++) {
        n = snprintf(line, sizeof line, "\nbuffer %s=%llu", o->buffer_names[i], (unsigned long long)o->buffer_bytes[i]);
        sha256_update(&h, line, (size_t)n);
    }
    sha256_final_hex(&h, key);
}

/* A result worth keeping: none of its rules ended for want of memory or
 * of a process (those are not the kernel's). */
static int cacheable(const KernelReport *k)
{
    if (k->transient)
        return 0;
    for (int r = 0; r < RULE_COUNT; r++)
        if (!k->rules[r].off && k->rules[r].reason &&
            (strstr(k->rules[r].reason, "out of memory") || strcmp(k->rules[r].reason, NOT_ANALYZED) == 0 ||
             strstr(k->rules[r].reason, "analysis process")))
            return 0;
    return 1;
}

/* An obligation into the evidence log; -1 (the manifest is not written
 * then) when memory ran out. */
static int evidence_push(struct Evidence *ev, const EvidenceObligation *e)
{
    if (ev->n == ev->cap) {
        uint32_t ncap = ev->cap ? 2 * ev->cap : 256;
        EvidenceObligation *more = mem_realloc(ev->obs, ncap * sizeof *more);
        if (!more) {
            ev->failed = 1;
            return -1;
        }
        ev->obs = more, ev->cap = ncap;
    }
    ev->obs[ev->n++] = *e;
    return 0;
}

typedef struct {
    Plan *plan;
    uint32_t *pending;         // the tasks not taken from the cache, in order
    const char *const *inputs; // input paths
    int store;                 // results go into the cache
    Finish *fin;               // or NULL (run's proof)
    uint32_t finished;         // the tasks before this one are final
} RunState;

/* Makes the kernel reports final that are done and have all before them
 * final (report order, whatever order the results came in). */
static void finish_ready(RunState *rs)
{
    for (; rs->fin && rs->finished < rs->plan->n && rs->plan->tasks[rs->finished].done; rs->finished++) {
        Task *t = &rs->plan->tasks[rs->finished];
        report_fingerprint_kernel(rs->fin->nb, t->fr, t->k);
        report_suppress_kernel(rs->fin->sup, t->fr, t->k);
        report_baseline_kernel(rs->fin->base, t->k);
        if (rs->fin->stream && report_stream_kernel(t->fr, t->k, rs->fin->stream) < 0)
            rs->fin->failed = 1;
    }
}

static void analyze_task(const RunState *rs, Task *t, FILE *log)
{
    if (t->eff.evidence)
        t->eff.evidence->input = rs->inputs[t->input];
    analyze_kernel(&t->eff, t->m, t->fi, t->k, &t->first->arena, log);
    t->k->verdict = report_kernel_verdict(t->k);
}

static void task_stored(RunState *rs, Task *t)
{
    char *data;
    size_t len;
    if (rs->store && t->key[0] && cacheable(t->k) && report_store_encode(t->k, &data, &len) == 0) {
        cache_put("results", t->key, data, len);
        mem_free(data);
    }
    if (t->eff.progress)
        t->eff.progress->done++;
    t->done = 1;
    finish_ready(rs);
}

/* A worker's answer for a task: the results (report_store), the evidence
 * obligations it logged (as they are: their strings are the loaded
 * modules' and smt's literals, at the same addresses in the parent, which
 * the worker was forked from), whether an evidence script failed, and its
 * --stats lines. */
static int work(void *ctx, uint32_t i, char **data, size_t *len)
{
    const RunState *rs = ctx;
    Task *t = &rs->plan->tasks[rs->pending[i]];
    struct Evidence *ev = t->eff.evidence;
    uint32_t ev0 = ev ? ev->n : 0;
    char *stats = NULL;
    size_t slen = 0;
    FILE *log = t->eff.stats ? open_memstream(&stats, &slen) : NULL;
    analyze_task(rs, t, log);
    if (log)
        fclose(log);
    char *kb;
    size_t klen;
    if (report_store_encode(t->k, &kb, &klen) < 0) {
        free(stats);
        return -1;
    }
    uint64_t head[3] = { klen, ev ? ev->n - ev0 : 0, ev ? (uint64_t)ev->failed : 0 };
    size_t obytes = (size_t)head[1] * sizeof *ev->obs, total = sizeof head + klen + obytes + slen;
    char *m = mem_alloc(total + 1);
    if (m) {
        memcpy(m, head, sizeof head);
        memcpy(m + sizeof head, kb, klen);
        if (obytes)
            memcpy(m + sizeof head + klen, ev->obs + ev0, obytes);
        if (slen)
            memcpy(m + sizeof head + klen + obytes, stats, slen);
    }
    mem_free(kb);
    free(stats);
    if (ev)  // the worker keeps no log of its own
        ev->n = ev0;
    *data = m, *len = total;
    return m ? 0 : -1;
}

static void task_started(void *ctx, uint32_t i)
{
    const RunState *rs = ctx;
    const Task *t = &rs->plan->tasks[rs->pending[i]];
    if (t->eff.progress)
        t->eff.progress->file = t->input + 1, progress(t->eff.progress, t->k->name);
}

static void task_failed(Task *t, const char *why)
{
    for (int r = 0; r < RULE_COUNT; r++)
        if (!t->k->rules[r].off)
            set_rule(t->k, (RuleId)r, (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = why }, &t->first->arena);
    t->k->verdict = report_kernel_verdict(t->k);
}

static void task_done(void *ctx, uint32_t i, const char *data, size_t len, const char *failure)
{
    RunState *rs = ctx;
    Task *t = &rs->plan->tasks[rs->pending[i]];
    uint64_t head[3];
    struct Evidence *ev = t->eff.evidence;
    if (data && len >= sizeof head)
        memcpy(head, data, sizeof head);
    size_t obytes = data && len >= sizeof head && ev ? (size_t)head[1] * sizeof *ev->obs : 0;
    if (!data || len < sizeof head || head[0] > len - sizeof head || obytes > len - sizeof head - head[0] ||
        report_store_decode(t->k, data + sizeof head, head[0], &t->first->arena) < 0) {
        task_failed(t, failure ? failure : "its analysis process sent a malformed result");
        task_stored(rs, t);
        return;
    }
    const EvidenceObligation *obs = (const EvidenceObligation *)(const void *)(data + sizeof head + head[0]);
    for (uint64_t k = 0; ev && k < head[1]; k++) {
        EvidenceObligation e;
        memcpy(&e, &obs[k], sizeof e);
        evidence_push(ev, &e);
    }
    if (ev)
        ev->failed |= head[2] != 0;
    size_t at = sizeof head + head[0] + obytes;
    if (len > at)
        fwrite(data + at, 1, len - at, stderr);
    t->k->verdict = report_kernel_verdict(t->k);
    task_stored(rs, t);
}

/* Analyzes the plan's kernels: from the result cache where it has them
 * (not with --no-cache or --evidence), the rest in this process or, with
 * --jobs N, in N worker processes; either way the same reports. */
static void run_plan(const CheckOptions *opt, Plan *plan, const char *const *inputs, char *const *sha,
                     uint32_t ninputs, Finish *fin)
{
    RunState rs = { plan, mem_alloc((plan->n + 1) * sizeof *rs.pending), inputs, 0, fin, 0 };
    uint32_t np = 0;
    int cache = !opt->no_cache && !opt->evidence;
    char code[65];
    if (cache)
        cache_code_identity(code);
    rs.store = cache;
    for (uint32_t i = 0; i < plan->n; i++) {
        Task *t = &plan->tasks[i];
        if (cache) {
            task_key(t, code, sha, ninputs, t->key);
            size_t len;
            char *data = cache_get("results", t->key, (size_t)1 << 28, &len);
            int hit = data && report_store_decode(t->k, data, len, &t->first->arena) == 0;
            mem_free(data);
            if (hit) {
                t->k->cached = 1;
                t->k->verdict = report_kernel_verdict(t->k);
                if (opt->stats)
                    fprintf(stderr, "kernel %s: from the result cache\n", t->k->name);
                if (t->eff.progress)
                    t->eff.progress->done++;
                t->done = 1;
                continue;
            }
        }
        if (rs.pending)
            rs.pending[np++] = i;
        else
            task_failed(t, "out of memory"), t->done = 1;
    }
    finish_ready(&rs);  // those from the cache before the first to analyze
    JobsFns fns = { work, task_done, task_started, &rs };
    if (opt->jobs > 1 && np > 1 && jobs_run(np, opt->jobs, &fns) == 0) {
        mem_free(rs.pending);
        return;
    }
    for (uint32_t i = 0; i < np; i++) {  // one process (or no worker could start)
        Task *t = &plan->tasks[rs.pending[i]];
        if (t->done)
            continue;
        task_started(&rs, i);
        analyze_task(&rs, t, stderr);
        task_stored(&rs, t);
    }
    mem_free(rs.pending);
}

/* --param and --tensor-box names must name a parameter of some selected
 * kernel (--tensor-box NAME is the setting NAME.box: PTX names hold no
 * dot). */
/* Does name[0..n) name a parameter of a kernel of m (pointer: one of 8
 * bytes), or a field of a struct parameter, NAME+OFFSET (pointer: 8 bytes
 * of it; the analysis names such fields so)? */
static int names_param(const KirModule *m, const char *name, size_t n, int pointer)
{
    const char *plus = memchr(name, '+', n);
    size_t base = plus ? (size_t)(plus - name) : n;
    char *end = NULL;
    unsigned long long off = plus && plus + 1 < name + n ? strtoull(plus + 1, &end, 10) : 0;
    if (plus && (end != name + n || plus[1] < '0' || plus[1] > '9'))
        return 0;
    for (uint32_t v = 0; m && v < m->nvars; v++) {
        const KirVar *x = &m->vars[v];
        if (!x->is_param || strncmp(x->name, name, base) != 0 || x->name[base])
            continue;
        if (!plus ? !pointer || x->size == 8 : x->size > 8 && off + (pointer ? 8 : 1) <= x->size)
            return 1;
    }
    return 0;
}

static void check_params(const CheckOptions *opt, KirModule **mods, uint32_t nmods, DiagSink *sink)
{
    for (uint32_t p = 0; p < opt->nparams; p++) {
        const char *name = opt->params[p].name, *dot = strchr(name, '.');
        size_t n = dot ? (size_t)(dot - name) : strlen(name);
        int found = 0;
        for (uint32_t i = 0; i < nmods && !found; i++)
            found = names_param(mods[i], name, n, 0);
        if (!found)
            diag_report(sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "CLI001",
                        "%s %.*s: no kernel in the inputs has a parameter of that name",
                        dot ? "--tensor-box" : "--param", (int)n, name);
    }
    for (uint32_t p = 0; p < 2 * opt->naliases + opt->nbuffers; p++) {
        int alias = p < 2 * opt->naliases;
        const char *pname = alias ? opt->alias_names[p] : opt->buffer_names[p - 2 * opt->naliases];
        int found = 0;
        for (uint32_t i = 0; i < nmods && !found; i++)
            found = names_param(mods[i], pname, strlen(pname), 1) && (alias || !strchr(pname, '+'));
        if (!found)
            diag_report(sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "CLI001",
                        "%s %s: no kernel in the inputs has a pointer parameter of that name",
                        alias ? "--may-alias" : "--buffer", pname);
    }
}

/* The parameters a config entry names are some input's where it matches a
 * kernel of the inputs (whether or not --kernel selects it); an entry that
 * matches none is a warning (a typo, or a kernel of files not analyzed). */
static void check_config(ReportConfig *c, KirModule **mods, uint32_t nmods, DiagSink *sink)
{
    Arena scratch;  // demangled names
    arena_init(&scratch);
    for (uint32_t i = 0; i < c->n; i++) {
        const ConfigEntry *e = &c->entries[i];
        int any = 0;
        for (uint32_t k = 0; k < nmods && !any; k++)
            for (const KirModule *m = mods[k]; m && !any; m = m->next)
                for (uint32_t f = 0; f < m->nfuncs && !any; f++)
                    any = m->funcs[f].kind == KIR_FUNC_ENTRY &&
                          entry_matches(e, m->funcs[f].name, report_demangle(m->funcs[f].name, 1, &scratch));
        if (!any) {  // a warning: a project's config serves runs over some of its files
            report_config_warning(c, sink, e->match, "CFG003", "config: \"%s\" matches no kernel of the inputs%s",
                                  e->match, "");
            continue;
        }
        for (uint32_t p = 0; p < e->nparams + 2 * e->naliases + e->nbuffers; p++) {
            const char *name = e->param_names[p];
            int pointer = p >= e->nparams, found = 0;
            for (uint32_t k = 0; k < nmods && !found; k++)
                found = names_param(mods[k], name, strlen(name), pointer);
            if (!found)
                report_config_error(c, sink, name, "CFG002", "config: %s \"%s\": no kernel in the inputs has it",
                                    pointer ? "pointer parameter" : "parameter", name);
        }
    }
    arena_free(&scratch);
}

/* A violation fails the run unless every violation of its kernel is in
 * --baseline, suppressed in the source, or of a rule the config lowers to
 * a warning or a note. */
static int exit_status(const CheckReport *r, const DiagSink *sink, int strict)
{
    int violation = 0, unknown = 0;
    for (uint32_t i = 0; i < r->nfiles; i++)
        for (uint32_t k = 0; k < r->files[i].nkernels; k++) {
            const KernelReport *kr = &r->files[i].kernels[k];
            int failing = 0, found = 0;
            for (uint32_t fi = 0; fi < kr->nfindings; fi++) {
                const Finding *f = &kr->findings[fi];
                int level = kr->rule_level[f->rule];
                found |= f->verdict == VERDICT_VIOLATION;
                failing |= f->verdict == VERDICT_VIOLATION && f->baseline != BASELINE_UNCHANGED && !f->suppressed &&
                           (level < 0 || level == RULE_LEVEL_ERROR);
            }
            violation |= kr->verdict == VERDICT_VIOLATION && (failing || !found);
            unknown |= kr->verdict == VERDICT_UNKNOWN;
        }
    if (sink->nerr)
        return EXIT_USAGE;
    if (violation)
        return EXIT_VIOLATION;
    return strict && unknown ? EXIT_UNKNOWN : EXIT_OK;
}

/* Declarations of one input resolved to another's definitions
 * (relocatable device code, kir_link): every module of an input against
 * the first module of each other one. */
static void link_inputs(KirModule **mods, uint32_t n, DiagSink *sink)
{
    KirModule **others = n > 1 ? mem_alloc((size_t)n * sizeof *others) : NULL;
    for (uint32_t i = 0; others && i < n; i++) {
        uint32_t k = 0;
        for (uint32_t j = 0; j < n; j++)
            if (j != i && mods[j])
                others[k++] = mods[j];
        for (KirModule *m = mods[i]; m && k; m = m->next)
            if (kir_link(m, others, k, sink) < 0)
                diag_report(sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO003", "out of memory linking %s", m->path);
    }
    mem_free(others);
}

/* The warpsafe-ignore comments of the inputs and of the sources their
 * .file tables name. */
static ReportSuppressions *suppressions_of(const CheckOptions *opt, KirModule **mods, DiagSink *sink)
{
    uint32_t n = opt->nfiles;
    for (uint32_t i = 0; i < opt->nfiles; i++)
        for (KirModule *m = mods[i]; m; m = m->next)
            n += m->nfiles;
    const char **paths = mem_alloc((size_t)n * sizeof *paths);
    if (!paths)
        return NULL;
    n = 0;
    for (uint32_t i = 0; i < opt->nfiles; i++) {
        paths[n++] = opt->files[i];
        for (KirModule *m = mods[i]; m; m = m->next)
            for (uint32_t k = 0; k < m->nfiles; k++)
                paths[n++] = m->files[k].name;
    }
    ReportSuppressions *s = report_suppress_read(paths, n, sink);
    mem_free(paths);
    return s;
}

/* A report file written whole or not at all: to PATH.tmp.PID, renamed
 * over PATH by close_atomic (removed when writing failed). */
typedef struct {
    FILE *f;
    char tmp[4096];
    const char *path;
} AtomicOut;

static FILE *open_atomic(AtomicOut *a, const char *path)
{
    a->path = path;
    int n = snprintf(a->tmp, sizeof a->tmp, "%s.tmp.%ld", path, (long)getpid());
    a->f = n > 0 && (size_t)n < sizeof a->tmp ? fopen(a->tmp, "w") : NULL;
    return a->f;
}

/* 0 when the file is in place; -1 (and nothing at PATH changed) else. */
static int close_atomic(AtomicOut *a, int ok)
{
    ok = fflush(a->f) == 0 && !ferror(a->f) && ok;
    ok = fclose(a->f) == 0 && ok;
    if (ok && rename(a->tmp, a->path) == 0)
        return 0;
    remove(a->tmp);
    return -1;
}

/* Writes script text as DIR/obligations/SHA256.smt2 (equal scripts share
 * one file, written whole: --jobs workers write too), its digest into sha. */
static void write_script(struct Evidence *ev, const char *text, char sha[65])
{
    size_t len = strlen(text);
    digest(text, len, sha);
    char path[4200];
    snprintf(path, sizeof path, "%s/obligations/%s.smt2", ev->dir, sha);
    if (access(path, F_OK) == 0)
        return;
    AtomicOut o;
    ev->failed |= !open_atomic(&o, path) || close_atomic(&o, fwrite(text, 1, len, o.f) == len) < 0;
}

static void observe(void *ctx, SmtSolver *s, const SymTerm *f, const SmtResult *r, const char *how, uint64_t rlimit)
{
    struct Evidence *ev = ctx;
    (void)s;
    char *text = ev->failed || !ev->print ? NULL : smt_to_smtlib(ev->print, f);
    char *wtext = text && r->outcome == SMT_RACE && r->model  // sat: the model too, which any solver checks at once
                      ? smt_to_smtlib_witness(ev->print, f, r->model, r->nvars) : NULL;
    EvidenceObligation e = { ev->input, ev->kernel, ev->rule, "", how, r->outcome == SMT_SAFE ? 0 : r->outcome == SMT_RACE ? 1 : 2,
                             rlimit, 0, { 0, 0 }, "" };
    if (!text || (r->outcome == SMT_RACE && r->model && !wtext) || evidence_push(ev, &e) < 0) {
        ev->failed = 1;  // the manifest is not written then
        mem_free(text), mem_free(wtext);
        return;
    }
    EvidenceObligation *pushed = &ev->obs[ev->n - 1];
    write_script(ev, text, pushed->sha256);
    if (wtext)
        write_script(ev, wtext, pushed->witness);
    mem_free(text), mem_free(wtext);
}

/* Makes DIR and DIR/obligations (DIR must not exist or be empty: the
 * manifest describes all it holds). 0, or -1 with an error in sink. */
static int evidence_open(struct Evidence *ev, const char *dir, DiagSink *sink)
{
    memset(ev, 0, sizeof *ev);
    ev->rule = -1;
    snprintf(ev->dir, sizeof ev->dir, "%s", dir);
    char sub[4200];
    snprintf(sub, sizeof sub, "%s/obligations", dir);
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        diag_report(sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO001", "cannot make the evidence directory %s", dir);
        return -1;
    }
    DIR *d = opendir(dir);
    int empty = d != NULL;
    for (struct dirent *e; d && (e = readdir(d));)
        empty &= strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0;
    if (d)
        closedir(d);
    if (!empty || mkdir(sub, 0777) != 0) {
        diag_report(sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO001",
                    "--evidence %s: %s", dir, empty ? "cannot make its obligations folder" : "not an empty directory");
        return -1;
    }
    return 0;
}


/* The report's output closed (renamed into place where -o named a file):
 * status, or EXIT_USAGE when writing it failed. */
static int report_written(FILE *out, AtomicOut *aout, int written, int status)
{
    if (out != stdout)
        written = close_atomic(aout, written) == 0 && written;
    if (written)
        return status;
    fputs("warpsafe: error: writing the report failed\n", stderr);
    return EXIT_USAGE;
}

int pipeline_check(const CheckOptions *opt)
{
    DiagSink sink;
    diag_init(&sink);
    KirModule **mods = mem_alloc(opt->nfiles * sizeof *mods);
    char **texts = mem_alloc(opt->nfiles * sizeof *texts);
    FileReport *files = mem_alloc(opt->nfiles * sizeof *files);
    int *kused = mem_alloc((opt->nkernels + 1) * sizeof *kused);
    size_t *tlen = NULL;
    int status = EXIT_USAGE;
    ReportBaseline *baseline = NULL;
    ReportSuppressions *suppressions = NULL;
    ReportConfig *cfg = NULL;
    if (!mods || !texts || !files || !kused) {
        fputs("warpsafe: error: out of memory\n", stderr);
        goto out;
    }
    memset(kused, 0, (opt->nkernels + 1) * sizeof *kused);
    CheckReport report = { files, 0, WARPSAFE_VERSION, smt_solver_version(), 0, NULL, NULL, 0, NULL, NULL };
    tlen = mem_alloc((opt->nfiles + 1) * sizeof *tlen);
    if (!tlen) {
        fputs("warpsafe: error: out of memory\n", stderr);
        goto out;
    }
    for (uint32_t i = 0; i < opt->nfiles; i++) {
        tlen[i] = 0;
        mods[i] = load_input(opt->files[i], opt->max_input_bytes, &sink, &texts[i], &tlen[i], opt);
    }
    link_inputs(mods, opt->nfiles, &sink);
    CheckOptions withcfg = *opt;
    char *found_cfg = opt->config || opt->no_config ? NULL : report_config_find();
    const char *cfg_path = opt->config ? opt->config : found_cfg;
    if (cfg_path && (cfg = report_config_read(cfg_path, &sink)) && !cfg->failed) {
        withcfg.cfg = cfg;
        withcfg.strict |= cfg->have_strict && cfg->strict;
        check_config(cfg, mods, opt->nfiles, &sink);
    }
    mem_free(found_cfg);
    struct Evidence ev;
    if (opt->evidence_dir && evidence_open(&ev, opt->evidence_dir, &sink) == 0)
        withcfg.evidence = &ev;
    struct Progress prog = { 0, opt->nfiles, 0, 0 };
    if (isatty(fileno(stderr)) && !opt->stats) {  // how many kernels there are to do
        int *scratch = mem_alloc((opt->nkernels + 1) * sizeof *scratch);  // kused stays the run's
        for (uint32_t i = 0; scratch && i < opt->nfiles; i++)
            prog.total += count_wanted(opt, mods[i], opt->files[i], scratch);
        mem_free(scratch);
        withcfg.progress = prog.total ? &prog : NULL;
    }
    opt = &withcfg;
    Plan plan = { NULL, 0, 0 };
    char **sha = mem_alloc((opt->nfiles + 1) * sizeof *sha);  // each loaded input's digest (its report's)
    for (uint32_t i = 0; sha && i < opt->nfiles; i++) {
        sha[i] = NULL;
        if (!mods[i])
            continue;
        if (opt->stats)
            print_stats(opt->files[i], mods[i], stderr);
        FileReport *fr = &files[report.nfiles];
        memset(fr, 0, sizeof *fr);
        fr->path = opt->files[i];
        digest(texts[i], tlen[i], fr->sha256);
        sha[i] = fr->sha256;
        char *ptx_sha = nvcc_is_input(fr->path) ? arena_alloc(&mods[i]->arena, 65) : NULL;
        if (ptx_sha) {
            memcpy(ptx_sha, fr->sha256, 65);  // the cache key: the PTX nvcc made (flags and nvcc included)
            sha[i] = ptx_sha;
            if (sha256_file(fr->path, fr->sha256) < 0)  // the report and the evidence: the .cu
                diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO001", "cannot read %s", fr->path);
        }
        if (plan_module(opt, mods[i], i, fr, kused, &plan) < 0) {
            diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO003", "out of memory");
            continue;
        }
        report.nfiles++;
    }
    for (uint32_t i = 0; i < opt->nkernels; i++)
        if (!kused[i])
            diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "CLI002",
                        "--kernel %s: no .entry of that name in the inputs", opt->kernels[i]);
    check_params(opt, mods, opt->nfiles, &sink);
    suppressions = suppressions_of(opt, mods, &sink);
    Finish fin = { report_numbering_new(), suppressions, NULL, NULL, 0 };
    if (opt->baseline && (baseline = report_baseline_read(opt->baseline, &sink)) && !baseline->failed)
        fin.base = baseline;
    const char *format = opt->format;
    FILE *out = stdout;
    AtomicOut aout, abase;
    if (opt->output && !(out = open_atomic(&aout, opt->output))) {
        diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO001", "cannot write %s", opt->output);
        diag_print(&sink, stderr);
        report_numbering_free(fin.nb);
        mem_free(sha);
        mem_free(plan.tasks);
        goto out;
    }
    if (!format)
        format = isatty(fileno(out)) ? "text" : "json";
    int stream = strcmp(format, "jsonl") == 0;  // kernel lines as they are final
    fin.stream = stream ? out : NULL;
    if (sha && fin.nb)
        run_plan(opt, &plan, opt->files, sha, opt->nfiles, &fin);
    else
        diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO003", "out of memory");
    report_numbering_free(fin.nb);
    mem_free(sha);
    mem_free(plan.tasks);
    if (opt->progress)
        progress(opt->progress, NULL);
    report_suppress_unused(suppressions, &sink);
    report.baseline = fin.base;
    if (opt->write_baseline && sink.nerr == 0) {
        int ok = open_atomic(&abase, opt->write_baseline) != NULL;
        if (!ok || close_atomic(&abase, report_baseline_write(&report, abase.f) == 0) < 0)
            diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO001", "cannot write %s", opt->write_baseline);
    }
    char cfg_sha[65];
    if (cfg && !cfg->failed) {
        digest(cfg->text, strlen(cfg->text), cfg_sha);
        report.config_path = cfg->path, report.config_sha256 = cfg_sha;
    }
    if (opt->evidence) {  // the manifest, once every query is in
        report.evidence = opt->evidence->obs, report.nevidence = opt->evidence->n;
        char mpath[4200];
        snprintf(mpath, sizeof mpath, "%s/manifest.json", opt->evidence->dir);
        AtomicOut am;
        int ok = !opt->evidence->failed && open_atomic(&am, mpath) != NULL;
        if (!ok || close_atomic(&am, report_evidence_write(&report, &sink, am.f) == 0) < 0)
            diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO001", "--evidence: cannot write %s%s", mpath,
                        opt->evidence->failed ? " (an obligation's script could not be made or written)" : "");
    }
    diag_print(&sink, stderr);
    const ReportWriter *w = report_writer_find(format);
    status = report.exit_code = exit_status(&report, &sink, opt->strict);
    int written = stream ? !fin.failed && report_stream_end(&report, &sink, out) == 0 : w->write(&report, &sink, out) == 0;
    status = report_written(out, &aout, written, status);
out:
    report_baseline_free(baseline);
    report_suppress_free(suppressions);
    report_config_free(cfg);
    if (opt && opt->evidence)
        mem_free(opt->evidence->obs);
    for (uint32_t i = 0; mods && texts && i < opt->nfiles; i++) {
        kir_module_free(mods[i]);
        mem_free(texts[i]);
    }
    mem_free(mods);
    mem_free(texts);
    mem_free(tlen);
    mem_free(files);
    mem_free(kused);
    diag_free(&sink);
    return status;
}

int pipeline_merge(const char *const *reports, uint32_t n, const char *format, const char *output, int strict)
{
    DiagSink sink;
    diag_init(&sink);
    const CheckReport *merged = NULL;
    ReportMerged *m = report_merge_read(reports, n, &sink, &merged);
    int status = EXIT_USAGE;
    FILE *out = stdout;
    AtomicOut aout;
    if (!m)
        diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO003", "out of memory");
    if (merged && output && !(out = open_atomic(&aout, output))) {
        diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO001", "cannot write %s", output);
        merged = NULL;
    }
    if (!merged) {  // the shards' own diagnostics are the report's, like check's
        diag_print(&sink, stderr);
        goto done;
    }
    CheckReport r = *merged;
    status = r.exit_code = exit_status(&r, &sink, strict);
    diag_print(&sink, stderr);
    const ReportWriter *w = report_writer_find(format ? format : isatty(fileno(out)) ? "text" : "json");
    status = report_written(out, &aout, w->write(&r, &sink, out) == 0, status);
done:
    report_merge_free(m);
    diag_free(&sink);
    return status;
}

int pipeline_dump_ir(const char *path, uint64_t max_input_bytes, int stats)
{
    DiagSink sink;
    diag_init(&sink);
    char *text = NULL;
    KirModule *m = load_input(path, max_input_bytes, &sink, &text, NULL, NULL);
    diag_print(&sink, stderr);
    int status = EXIT_USAGE;
    if (m && stats)
        print_stats(path, m, stderr);
    if (m) {
        for (const KirModule *mm = m; mm; mm = mm->next)
            kir_print_module(mm, stdout);
        status = fflush(stdout) == 0 && !ferror(stdout) ? EXIT_OK : EXIT_USAGE;
    }
    kir_module_free(m);
    mem_free(text);
    diag_free(&sink);
    return status;
}

int pipeline_dump_ptx(const char *path, uint64_t max_input_bytes)
{
    DiagSink sink;
    diag_init(&sink);
    if (!llvm_is_input(path)) {
        uint32_t f = diag_add_file(&sink, path);
        diag_report(&sink, DIAG_ERROR, (SrcLoc){ f, 1, 1 }, "IO004",
                    "dump --ptx takes an LLVM IR file (.ll or .bc)%s", "");
        diag_print(&sink, stderr);
        diag_free(&sink);
        return EXIT_USAGE;
    }
    char *text = NULL, *ptx = NULL;
    LlvmOptions lopt = { max_input_bytes, 1, 0 };
    KirModule *m = llvm_load_file(path, &lopt, &sink, &text, &ptx);
    diag_print(&sink, stderr);
    int status = EXIT_USAGE;
    if (ptx) {
        fputs(ptx, stdout);
        status = m && fflush(stdout) == 0 && !ferror(stdout) ? EXIT_OK : EXIT_USAGE;
    }
    kir_module_free(m);
    mem_free(text);
    mem_free(ptx);
    diag_free(&sink);
    return status;
}

int pipeline_dump_access(const char *path, uint64_t max_input_bytes)
{
    DiagSink sink;
    diag_init(&sink);
    char *text = NULL;
    KirModule *m = load_input(path, max_input_bytes, &sink, &text, NULL, NULL);
    diag_print(&sink, stderr);
    int status = m ? EXIT_OK : EXIT_USAGE;
    for (KirModule *mm = m; mm && status == EXIT_OK; mm = mm->next)
        for (uint32_t i = 0; i < mm->nfuncs && status == EXIT_OK; i++) {
            if (!mm->funcs[i].has_body)
                continue;
            SymCtx sym;
            AccessModel am;
            sym_init(&sym);
            if (kir_inline_calls(mm, i) == 0 && access_build(mm, i, &sym, &am) == 0)
                access_print(&am, stdout);
            else {
                fprintf(stderr, "warpsafe: error: out of memory building the access model of %s\n",
                        mm->funcs[i].name);
                status = EXIT_USAGE;
            }
            access_model_free(&am);
            sym_free(&sym);
        }
    kir_module_free(m);
    mem_free(text);
    diag_free(&sink);
    return status;
}

/* ---- warpsafe run ---- */

/* The ARG index whose buffer ARG i passes (itself, or the one =N names). */
static uint32_t root_arg(const ExecArg *args, uint32_t i)
{
    while (args[i].kind == EXEC_SAME)
        i = args[i].same;
    return i;
}

static uint32_t arg_of_param(const KirModule *m, const KirFunc *f, const char *name)
{
    for (uint32_t i = 0; name && i < f->nparams; i++)
        if (strcmp(m->vars[f->params[i]].name, name) == 0)
            return i;
    return UINT32_MAX;
}

/* Checks ARG i against parameter i of f; 0, or -1 with a message in err. */
static int arg_fits(const KirModule *m, const KirFunc *f, const ExecArg *args, uint32_t i, char *err, size_t n)
{
    const KirVar *v = &m->vars[f->params[i]];
    const ExecArg *a = &args[i];
    if (a->kind == EXEC_SAME && args[root_arg(args, i)].kind != EXEC_BUFFER) {
        snprintf(err, n, "ARG %u ('%s') names ARG %u, which is no buffer", i + 1, a->text, a->same + 1);
        return -1;
    }
    if (a->kind != EXEC_SCALAR && v->size != 8) {
        snprintf(err, n, "ARG %u ('%s') is a buffer, but parameter %s is a %llu-byte value, not a pointer", i + 1,
                 a->text, v->name, (unsigned long long)v->size);
        return -1;
    }
    if (a->kind == EXEC_SCALAR && exec_type_size(a->type) != v->size) {
        snprintf(err, n, "ARG %u ('%s') is a %zu-byte %s, but parameter %s holds %llu bytes", i + 1, a->text,
                 exec_type_size(a->type), exec_type_name(a->type), v->name, (unsigned long long)v->size);
        return -1;
    }
    return 0;
}

/* The little-endian word of `bytes` bytes (at most 8) at p, as the GPU reads it. */
static uint64_t le_word(const unsigned char *p, uint32_t bytes)
{
    uint64_t w = 0;
    for (uint32_t i = 0; i < bytes; i++)
        w |= (uint64_t)p[i] << (8 * i);
    return w;
}

/* A flag assumption against its buffer's initial bytes (host: per ARG, the
 * contents; bytes: their sizes): 0 held, 1 broken, 2 not checked. */
static int check_flag(const ReportAssumption *x, uint32_t p, const ExecArg *args, void *const *host,
                      const size_t *bytes, char *buf, size_t n)
{
    uint32_t b = p == UINT32_MAX ? UINT32_MAX : root_arg(args, p);
    if (b == UINT32_MAX || !host[b] || x->flag_offset < 0 || !x->flag_bytes || x->flag_bytes > 8 ||
        (uint64_t)x->flag_offset + x->flag_bytes > bytes[b]) {
        snprintf(buf, n, "unchecked: the flag's place in its buffer is not one known offset");
        return 2;
    }
    uint64_t w = le_word((const unsigned char *)host[b] + x->flag_offset, x->flag_bytes);
    int held = x->flag_eq ? w != x->value : w == x->value;
    snprintf(buf, n, "%s: ARG %u's %u-byte word at offset %lld is %llu at launch (the proof needs %s%llu)",
             held ? "held" : "broken", b + 1, x->flag_bytes, (long long)x->flag_offset, (unsigned long long)w,
             x->flag_eq ? "anything but " : "", (unsigned long long)x->value);
    return !held;
}

/* A counter that must not wrap (x, in ARG p's buffer): every word of the
 * buffer, plus what all the launch's threads add to that buffer's counters
 * (each such atom at most once per thread), stays below 2^width. 0 held,
 * 1 broken, 2 not checked; the reason in buf. */
static int check_counter(const ReportAssumption *x, const KernelReport *k, const KirModule *m, const KirFunc *f,
                         uint32_t p, const ExecArg *args, void *const *host, const size_t *bytes, char *buf, size_t n)
{
    uint32_t b = p == UINT32_MAX ? UINT32_MAX : root_arg(args, p);
    uint32_t w = x->flag_bytes;
    if (b == UINT32_MAX || !host[b] || (w != 4 && w != 8)) {
        snprintf(buf, n, "unchecked: the counter's buffer is not one ARG");
        return 2;
    }
    if (k->nassumptions_more) {  // (a counter of the same buffer may be among those not listed)
        snprintf(buf, n, "unchecked: the proof has more assumptions than its report lists");
        return 2;
    }
    const LaunchInfo *l = &k->launch;
    uint64_t threads = (uint64_t)l->grid[0] * l->grid[1] * l->grid[2] * l->block[0] * l->block[1] * l->block[2];
    unsigned __int128 add = 0;
    for (uint32_t i = 0; i < k->nassumptions; i++) {  // every counter of this buffer adds to its words
        const ReportAssumption *y = &k->assumptions[i];
        uint32_t q = y->counter ? arg_of_param(m, f, y->param[0]) : UINT32_MAX;
        if (q == UINT32_MAX || root_arg(args, q) != b)  // (one buffer passed under two names counts once)
            continue;
        if (x->flag_offset >= 0 && y->flag_offset >= 0 && y->flag_offset != x->flag_offset)
            continue;  // another word of the buffer
        if (!y->flag_eq) {
            snprintf(buf, n, "unchecked: the atom.add at line %u may run more than once per thread", y->ptx_line[0]);
            return 2;
        }
        if (!y->value) {
            snprintf(buf, n, "unchecked: the atom.add at line %u adds a value the kernel computes", y->ptx_line[0]);
            return 2;
        }
        add += (unsigned __int128)threads * y->value;
    }
    uint64_t most = 0;
    const unsigned char *c = host[b];
    size_t from = 0, to = bytes[b];  // the counter's own word where its offset is one constant, else every word
    if (x->flag_offset >= 0 && (uint64_t)x->flag_offset + w <= bytes[b])
        from = (size_t)x->flag_offset, to = from + w;
    for (size_t off = from; off + w <= to; off += w) {
        uint64_t v = le_word(c + off, w);
        most = v > most ? v : most;
    }
    unsigned __int128 top = (unsigned __int128)most + add, lim = w == 8 ? UINT64_MAX : UINT32_MAX;
    char which[64];
    if (to - from == w)
        snprintf(which, sizeof which, "%u-byte word at offset %zu is", w, from);
    else
        snprintf(which, sizeof which, "%u-byte words are at most", w);
    snprintf(buf, n, "%s: ARG %u's %s %llu at launch and %llu threads add at most %llu to %s%s",
             top <= lim ? "held" : "broken", b + 1, which, (unsigned long long)most, (unsigned long long)threads,
             (unsigned long long)(add > UINT64_MAX ? UINT64_MAX : (uint64_t)add), to - from == w ? "it" : "them",
             top <= lim ? "" : w == 8 ? ": past 2^64" : ": past 2^32");
    return top <= lim ? 0 : 1;
}

/* How the arguments bear out assumption x of k; sets *broken (1: refuted by
 * the arguments, 2: not checked). The text lives in the arena. */
static const char *check_assumption(const ReportAssumption *x, const KernelReport *k, const KirModule *m,
                                    const KirFunc *f, const ExecArg *args, void *const *host, const size_t *bytes,
                                    Arena *a, int *broken)
{
    char buf[256];
    uint32_t p0 = arg_of_param(m, f, x->param[0]), p1 = arg_of_param(m, f, x->param[1]);
    if (x->benign) {
        *broken = 0;
        snprintf(buf, sizeof buf, "held: the proof shows both stores write the same value to the same bytes");
    } else if (x->wrap) {  // every scalar is fixed here: a race that needs a wrap may be this launch's
        *broken = 2;
        snprintf(buf, sizeof buf, "unchecked: the index arithmetic may wrap around with these arguments");
    } else if (x->flag) {
        *broken = check_flag(x, p0, args, host, bytes, buf, sizeof buf);
    } else if (x->counter) {
        *broken = check_counter(x, k, m, f, p0, args, host, bytes, buf, sizeof buf);
    } else if (x->tensor || p0 == UINT32_MAX || p1 == UINT32_MAX) {
        *broken = 2;
        snprintf(buf, sizeof buf, "unchecked: the arguments' contents are not checked against this yet");
    } else if (root_arg(args, p0) == root_arg(args, p1)) {
        *broken = 1;
        snprintf(buf, sizeof buf, "broken: ARG %u and ARG %u pass the same buffer", p0 + 1, p1 + 1);
    } else {
        *broken = 0;
        snprintf(buf, sizeof buf, "held: ARG %u and ARG %u are separate allocations (cuMemAlloc), which never overlap",
                 p0 + 1, p1 + 1);
    }
    const char *s = arena_strndup(a, buf, strlen(buf));
    return s ? s : "out of memory";
}

static int write_output(const char *path, const void *buf, size_t bytes, RunOutput *o, char *err, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(buf, 1, bytes, f) != bytes) {
        snprintf(err, n, "cannot write %s", path);
        if (f)
            fclose(f);
        return -1;
    }
    if (fclose(f) != 0) {
        snprintf(err, n, "cannot write %s", path);
        return -1;
    }
    o->path = path;
    o->bytes = bytes;
    digest(buf, bytes, o->sha256);
    return 0;
}

/* The exit status after a monitored run: a judged conflict contradicts a
 * verified proof (EXIT_MONITOR); on a kernel launched unproven it is the
 * race the monitor saw (EXIT_VIOLATION). */
static int monitor_status(RunReport *rr, const KernelReport *k, int status, int all_held)
{
    if (!rr->monitor.pairs)
        return status;
    if (k->verdict == VERDICT_VERIFIED && all_held) {
        rr->why = "the monitor saw threads race in a launch the proof verified: the proof is wrong (an internal "
                  "error of warpsafe; please report it with this input)";
        return EXIT_MONITOR;
    }
    rr->why = k->verdict == VERDICT_VERIFIED ? "the monitor saw threads race in this run, launched under "
                                               "assumptions not checked for it (--allow-unknown)"
                                             : "the monitor saw threads race in this run";
    return status == EXIT_OK ? EXIT_VIOLATION : status;
}

int pipeline_run(const RunOptions *ro)
{
    const CheckOptions *co = &ro->check;
    const char *path = co->files[0], *kname = co->kernels[0];
    DiagSink sink;
    diag_init(&sink);
    char *text = NULL, *ptx = NULL, err[600];
    size_t tlen = 0;
    KirModule *m;
    if (llvm_is_input(path)) {
        LlvmOptions lopt = { co->max_input_bytes, 1, 0 };
        m = llvm_load_file(path, &lopt, &sink, &text, &ptx);
        tlen = lopt.text_len;
    } else {
        PtxOptions popt = { co->max_input_bytes };
        m = ptx_load_file(path, &popt, &sink, &text);
        tlen = text ? strlen(text) : 0;
    }
    int status = EXIT_USAGE, kused = 0, printed = 0;
    uint32_t n = ro->nargs, fi = 0;
    ExecArg *args = mem_alloc(((size_t)n + 1) * sizeof *args);
    void **host = mem_alloc(((size_t)n + 1) * sizeof *host);
    size_t *bytes = mem_alloc(((size_t)n + 1) * sizeof *bytes);
    uint64_t *scalar = mem_alloc(((size_t)n + 1) * sizeof *scalar);
    uint32_t *same = mem_alloc(((size_t)n + 1) * sizeof *same);
    const char **pnames = mem_alloc(((size_t)n + 1) * sizeof *pnames);
    int64_t *pvalues = mem_alloc(((size_t)n + 1) * sizeof *pvalues);
    const char **anames = mem_alloc(((size_t)n * 2 + 2) * sizeof *anames);
    RunOutput *outs = mem_alloc(((size_t)n + 1) * sizeof *outs);
    const char **bnames = mem_alloc(((size_t)n + 1) * sizeof *bnames);  // global-bounds: the buffers' sizes
    uint64_t *bsizes = mem_alloc(((size_t)n + 1) * sizeof *bsizes);
    const char **checks = NULL;
    if (!args || !host || !bytes || !scalar || !same || !pnames || !pvalues || !anames || !outs || !bnames || !bsizes) {
        diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO003", "out of memory");
        goto out;
    }
    memset(host, 0, ((size_t)n + 1) * sizeof *host);
    if (!m)
        goto out;
    KirModule *km = NULL;
    for (KirModule *x = m; x && !km; x = x->next)
        for (uint32_t i = 0; i < x->nfuncs && !km; i++)
            if (x->funcs[i].kind == KIR_FUNC_ENTRY && x->funcs[i].has_body && kernel_named(kname, x->funcs[i].name))
                km = x, fi = i;
    if (!km) {
        diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "CLI002", "--kernel %s: no .entry of that name in %s",
                    kname, path);
        goto out;
    }
    const KirFunc *f = &km->funcs[fi];
    if (n != f->nparams) {
        char list[400];
        size_t len = 0;
        list[0] = '\0';
        for (uint32_t i = 0; i < f->nparams && len < sizeof list - 1; i++)
            len += (size_t)snprintf(list + len, sizeof list - len, "%s%s (%llu bytes)", i ? ", " : "",
                                    km->vars[f->params[i]].name, (unsigned long long)km->vars[f->params[i]].size);
        diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "CLI003",
                    "kernel '%s' takes %u parameters (%s): %u ARGs given", kname, f->nparams, list, n);
        goto out;
    }
    uint32_t np = 0, na = 0, nb = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (exec_arg_parse(ro->args[i], i, &args[i], err, sizeof err) < 0 || arg_fits(km, f, args, i, err, sizeof err) < 0) {
            diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "CLI003", "%s", err);
            goto out;
        }
        const char *pname = km->vars[f->params[i]].name;
        same[i] = args[i].kind == EXEC_SAME ? root_arg(args, i) + 1 : 0;
        scalar[i] = args[i].kind == EXEC_SCALAR ? args[i].bits : 0;
        if (args[i].kind == EXEC_SCALAR)
            pnames[np] = pname, pvalues[np++] = (int64_t)args[i].bits;
        if (args[i].kind == EXEC_SAME)  // the proof must not take the two as distinct
            anames[2 * na] = km->vars[f->params[same[i] - 1]].name, anames[2 * na + 1] = pname, na++;
        if (args[i].kind != EXEC_SCALAR) {  // global-bounds: every access inside its buffer
            const ExecArg *b = &args[root_arg(args, i)];
            bnames[nb] = pname, bsizes[nb++] = b->count * exec_type_size(b->type);
        }
    }
    /* 1. the proof for this launch */
    CheckOptions popt = *co;
    popt.nkernels = 1;
    popt.params = NULL;
    popt.param_names = pnames, popt.param_values = pvalues, popt.nparams = np;
    popt.alias_names = anames, popt.naliases = na;
    popt.buffer_names = bnames, popt.buffer_bytes = bsizes, popt.nbuffers = nb;
    popt.bounds = 1;
    FileReport fr;
    memset(&fr, 0, sizeof fr);
    fr.path = path;
    digest(text ? text : "", tlen, fr.sha256);
    popt.no_cache = ro->no_cache;
    if (report_module(&popt, km, &fr, &kused) < 0 || !fr.nkernels) {
        diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO003", "out of memory");
        goto out;
    }
    KernelReport *k = &fr.kernels[0];
    int cached = k->cached;
    RunReport rr = { WARPSAFE_VERSION, smt_solver_version(), path, fr.sha256, k, (uint32_t)co->dynamic_shared,
                     pnames, ro->args, n, NULL, 0, "refused", NULL, NULL, 0, 0, 0, outs, 0, cached, { 0 } };
    const char **params_all = arena_alloc(&m->arena, ((size_t)n + 1) * sizeof *params_all);
    checks = arena_alloc(&m->arena, ((size_t)k->nassumptions + 1) * sizeof *checks);
    if (!params_all || !checks) {
        diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO003", "out of memory");
        goto out;
    }
    for (uint32_t i = 0; i < n; i++)
        params_all[i] = km->vars[f->params[i]].name;
    rr.params = params_all;
    rr.checks = checks;
    /* 2. the buffers, and the proof's assumptions on them */
    for (uint32_t i = 0; i < n; i++)
        if (args[i].kind == EXEC_BUFFER) {
            bytes[i] = (size_t)(args[i].count * exec_type_size(args[i].type));
            if (!(host[i] = exec_buffer_new(&args[i], i, err, sizeof err))) {
                diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO001", "%s", err);
                goto out;
            }
        } else {
            bytes[i] = args[i].kind == EXEC_SCALAR ? exec_type_size(args[i].type) : 0;
        }
    int broken = 0, unchecked = 0;
    for (uint32_t i = 0; i < k->nassumptions; i++) {
        int b;
        checks[i] = check_assumption(&k->assumptions[i], k, km, f, args, host, bytes, &m->arena, &b);
        broken |= b == 1, unchecked |= b == 2;
    }
    /* --allow-violation launches a race for the monitor to see, never a divergent barrier (the GPU may
     * hang) or an access out of its buffer */
    int unsafe = 0;  // (unknown there too, unless --allow-unknown)
    for (int i = 0; i < RULE_COUNT; i++)
        unsafe |= (k->rules[i].rule == RULE_BARRIER_DIVERGENCE || k->rules[i].rule == RULE_GLOBAL_BOUNDS) &&
                  !k->rules[i].off && (k->rules[i].verdict == VERDICT_VIOLATION ||
                                       (k->rules[i].verdict == VERDICT_UNKNOWN && !ro->allow_unknown));
    int allowed_violation = k->verdict == VERDICT_VIOLATION && ro->monitor && ro->allow_violation && !unsafe;
    if (k->verdict == VERDICT_VIOLATION && !allowed_violation) {
        rr.why = unsafe && ro->allow_violation
                     ? "the proof for this launch found (or could not rule out) a divergent barrier or an access "
                       "out of its buffer, which --allow-violation does not launch (the GPU may hang or fault): "
                       "not launched"
                     : "the proof for this launch found a violation: not launched";
        status = EXIT_VIOLATION;
    } else if (broken) {
        rr.why = "an assumption of the proof does not hold for these arguments: not launched";
        status = EXIT_VIOLATION;
    } else if ((k->verdict == VERDICT_UNKNOWN || unchecked || k->nassumptions_more) && !ro->allow_unknown &&
               !allowed_violation) {
        rr.why = k->verdict == VERDICT_UNKNOWN ? "the proof for this launch is unknown: not launched "
                                                 "(--allow-unknown launches anyway)"
                                               : "an assumption of the proof could not be checked on these "
                                                 "arguments: not launched (--allow-unknown launches anyway)";
        status = EXIT_UNKNOWN;
    } else {
        /* 3. the launch */
        ExecLaunch l = { ptx ? ptx : text, kname, { 0 }, { 0 }, (uint32_t)co->dynamic_shared, n, host, bytes, scalar,
                         same, NULL, ro->timeout_s, NULL, 0, 0, NULL, NULL, NULL, 0 };
        memcpy(l.grid, co->grid, sizeof l.grid);
        memcpy(l.block, co->block, sizeof l.block);
        ExecResult res;
        int rc = ro->monitor ? run_monitored(l.ptx, ptx != NULL, km, fi, ro->monitor_ptx, &l, &res, &rr.monitor,
                                             &m->arena, err, sizeof err)
                             : exec_launch(&l, &res) == EXEC_OK ? EXIT_OK : EXIT_NO_GPU;
        if (rc != EXIT_OK) {
            rr.status = "failed";
            const char *why = ro->monitor ? err : res.error;
            rr.why = arena_strndup(&m->arena, why, strlen(why));
            status = rc;
        } else {
            rr.ran = 1, rr.status = "ran";
            rr.device = arena_strndup(&m->arena, res.device, strlen(res.device));  // (res ends with this block)
            rr.cc_major = res.cc_major, rr.cc_minor = res.cc_minor, rr.kernel_ms = res.kernel_ms;
            status = EXIT_OK;
            for (uint32_t i = 0; i < n; i++)
                if (args[i].kind == EXEC_BUFFER && args[i].out_path) {
                    outs[rr.noutputs].arg = i;
                    if (write_output(args[i].out_path, host[i], bytes[i], &outs[rr.noutputs], err, sizeof err) < 0) {
                        diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO001", "%s", err);
                        status = EXIT_USAGE;
                        continue;
                    }
                    rr.noutputs++;
                }
            if (ro->monitor)
                status = monitor_status(&rr, k, status, !unchecked && !k->nassumptions_more);
        }
    }
    /* 4. the report */
    FILE *out = stdout;
    if (co->output && !(out = fopen(co->output, "w"))) {
        diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO001", "cannot write %s", co->output);
        status = EXIT_USAGE;
        goto out;
    }
    const char *format = co->format ? co->format : isatty(fileno(out)) ? "text" : "json";
    diag_print(&sink, stderr);
    printed = 1;
    if (report_run_write(&rr, format, out) < 0)
        fputs("warpsafe: error: writing the report failed\n", stderr);
    if (out != stdout && fclose(out) != 0)
        status = EXIT_USAGE;
out:
    if (!printed)
        diag_print(&sink, stderr);
    for (uint32_t i = 0; host && i < n; i++)
        mem_free(host[i]);
    mem_free(args), mem_free(host), mem_free(bytes), mem_free(scalar), mem_free(same);
    mem_free(pnames), mem_free(pvalues), mem_free(anames), mem_free(outs), mem_free(bnames), mem_free(bsizes);
    kir_module_free(m);
    mem_free(text);
    mem_free(ptx);
    diag_free(&sink);
    return status;
}
