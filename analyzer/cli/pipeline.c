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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "warpsafe/access.h"
#include "warpsafe/exec.h"
#include "warpsafe/hash.h"
#include "warpsafe/kir.h"
#include "warpsafe/llvm_fe.h"
#include "warpsafe/ptx.h"
#include "warpsafe/rules.h"
#include "warpsafe/smt.h"

static const char NOT_ANALYZED[] = "not analyzed";

/* Loads one input into a module, or reports why not. */
static KirModule *load_input(const char *path, uint64_t max_bytes, DiagSink *sink, char **text, size_t *len)
{
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

static int kernel_selected(const CheckOptions *opt, const char *name, int *used)
{
    if (opt->nkernels == 0)
        return 1;
    for (uint32_t i = 0; i < opt->nkernels; i++)
        if (strcmp(opt->kernels[i], name) == 0) {
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

/* The first entry of the config whose glob matches the kernel, or -1. */
static int config_entry(const ReportConfig *c, const char *name)
{
    for (uint32_t i = 0; c && i < c->n; i++)
        if (fnmatch(c->entries[i].match, name, 0) == 0)
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
    SmtSolver *print;            // a solver of the kernel's terms that only prints them: Z3's search
                                 // in the kernel's own context depends on the order its terms were
                                 // made in, which printing there would change
};

static void observe(void *ctx, SmtSolver *s, const SymTerm *f, const SmtResult *r, const char *how, uint64_t rlimit);

/* Builds the access model of kernel fi and runs every checker. */
static void analyze_kernel(const CheckOptions *opt, KirModule *m, uint32_t fi, KernelReport *k,
                           Arena *a)
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
                      opt->param_hi, opt->no_benign };
    memcpy(rl.block, k->launch.block, sizeof rl.block);
    memcpy(rl.grid, k->launch.grid, sizeof rl.grid);
    if (k->launch.source == LAUNCH_MAXNTID)
        rl.max_threads = k->launch.max_block[0] * k->launch.max_block[1] * k->launch.max_block[2];
    SmtSolver *smt = smt_solver_new(&sym, opt->rlimit);
    if (smt && opt->evidence) {
        opt->evidence->kernel = k->name, opt->evidence->rule = -1;
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
    if (opt->stats && smt) {
        uint64_t nq, nc, ns;
        smt_stats(smt, &nq, &nc, &ns);
        struct timespec t1;
        clock_gettime(CLOCK_MONOTONIC, &t1);
        fprintf(stderr,
                "kernel %s: %u events, %u loops, %u terms; %" PRIu64 " obligations (%" PRIu64
                " cached, %" PRIu64 " refuted, %" PRIu64 " guessed, %" PRIu64 " solved; Z3 work %" PRIu64
                "); %.1f ms\n",
                m->funcs[fi].name, am.nevents, am.nloops, sym.len, nq, nc, smt_refuted(smt), smt_guessed(smt), ns,
                smt_work(smt), ms_between(&t0, &t1));
        for (size_t i = 0; i < NCHECKERS; i++)  // where a slow kernel's time went, rule by rule
            fprintf(stderr, "  %s: %" PRIu64 " obligations (%" PRIu64 " solved); %.1f ms\n",
                    rule_info(checkers[i].id)->id, per_rule[i].nq, per_rule[i].ns, per_rule[i].ms);
    }
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

/* Fills fr with one KernelReport per selected kernel of m. Kernel reports
 * live in the module's arena (freed with it after writing). */
static int report_module(const CheckOptions *opt, KirModule *first, FileReport *fr, int *kused)
{
    uint32_t n = count_wanted(opt, first, fr->path, kused);
    fr->kernels = n ? arena_alloc(&first->arena, n * sizeof *fr->kernels) : NULL;
    if (n && !fr->kernels)
        return -1;
    for (KirModule *m = first; m; m = m->next)
        for (uint32_t i = 0; i < m->nfuncs; i++) {
            const KirFunc *f = &m->funcs[i];
            if (!kernel_wanted(opt, fr->path, f, kused))
                continue;
            if (opt->progress)
                progress(opt->progress, f->name);
            KernelReport *k = &fr->kernels[fr->nkernels++];
            k->name = f->name;
            k->target = m->ntargets ? m->targets[0] : "";
            k->line = f->line;
            k->ir_lines = m->from_llvm;
            k->col = f->col;
            const ReportConfig *cfg = opt->cfg;
            int ei = config_entry(cfg, f->name), from_config = 0;
            CheckOptions eff = *opt;
            if (ei >= 0 && with_entry(opt, &cfg->entries[ei], &eff, &first->arena, &from_config) < 0)
                return -1;
            k->config_file = cfg ? cfg->path : NULL;
            k->config_entry = ei;
            launch_for(&eff, f, &k->launch, from_config);
            for (int r = 0; r < RULE_COUNT; r++) {
                k->rule_level[r] = ei >= 0 && cfg->entries[ei].rule_level[r] >= 0 ? cfg->entries[ei].rule_level[r]
                                   : cfg ? cfg->rule_level[r] : -1;
                k->rules[r] = (RuleResult){ (RuleId)r, VERDICT_UNKNOWN, NOT_ANALYZED,
                                            (r == RULE_GLOBAL_BOUNDS && !eff.nbuffers && !eff.bounds) ||
                                                k->rule_level[r] == RULE_LEVEL_OFF };
            }
            analyze_kernel(&eff, m, i, k, &first->arena);
            k->verdict = report_kernel_verdict(k);
            if (opt->progress)
                opt->progress->done++;
        }
    return 0;
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
    for (uint32_t i = 0; i < c->n; i++) {
        const ConfigEntry *e = &c->entries[i];
        int any = 0;
        for (uint32_t k = 0; k < nmods && !any; k++)
            for (const KirModule *m = mods[k]; m && !any; m = m->next)
                for (uint32_t f = 0; f < m->nfuncs && !any; f++)
                    any = m->funcs[f].kind == KIR_FUNC_ENTRY && fnmatch(e->match, m->funcs[f].name, 0) == 0;
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
static ReportSuppressions *suppress(CheckReport *r, const CheckOptions *opt, KirModule **mods, DiagSink *sink)
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
    ReportSuppressions *s = report_suppress(r, paths, n, sink);
    mem_free(paths);
    return s;
}

static void observe(void *ctx, SmtSolver *s, const SymTerm *f, const SmtResult *r, const char *how, uint64_t rlimit)
{
    struct Evidence *ev = ctx;
    (void)s;
    char *text = ev->failed || !ev->print ? NULL : smt_to_smtlib(ev->print, f);
    if (text && ev->n == ev->cap) {
        uint32_t ncap = ev->cap ? 2 * ev->cap : 256;
        EvidenceObligation *more = mem_realloc(ev->obs, ncap * sizeof *more);
        if (more)
            ev->obs = more, ev->cap = ncap;
    }
    if (!text || ev->n == ev->cap) {  // the manifest is not written then
        ev->failed = 1;
        mem_free(text);
        return;
    }
    EvidenceObligation *e = &ev->obs[ev->n++];
    e->input = ev->input, e->kernel = ev->kernel, e->rule = ev->rule, e->how = how, e->rlimit = rlimit;
    e->outcome = r->outcome == SMT_SAFE ? 0 : r->outcome == SMT_RACE ? 1 : 2;
    size_t len = strlen(text);
    digest(text, len, e->sha256);
    char path[4200];
    snprintf(path, sizeof path, "%s/obligations/%s.smt2", ev->dir, e->sha256);
    if (access(path, F_OK) != 0) {  // equal scripts share one file
        FILE *o = fopen(path, "w");
        ev->failed |= !o || fwrite(text, 1, len, o) != len;
        ev->failed |= o && fclose(o) != 0;
    }
    mem_free(text);
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
        mods[i] = load_input(opt->files[i], opt->max_input_bytes, &sink, &texts[i], &tlen[i]);
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
    for (uint32_t i = 0; i < opt->nfiles; i++) {
        if (!mods[i])
            continue;
        if (opt->stats)
            print_stats(opt->files[i], mods[i], stderr);
        FileReport *fr = &files[report.nfiles];
        memset(fr, 0, sizeof *fr);
        fr->path = opt->files[i];
        prog.file = i + 1;
        digest(texts[i], tlen[i], fr->sha256);
        if (opt->evidence)
            opt->evidence->input = fr->path;
        if (report_module(opt, mods[i], fr, kused) < 0) {
            diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO003", "out of memory");
            continue;
        }
        report.nfiles++;
    }
    if (opt->progress)
        progress(opt->progress, NULL);
    for (uint32_t i = 0; i < opt->nkernels; i++)
        if (!kused[i])
            diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "CLI002",
                        "--kernel %s: no .entry of that name in the inputs", opt->kernels[i]);
    check_params(opt, mods, opt->nfiles, &sink);
    report_fingerprints(&report);
    suppressions = suppress(&report, opt, mods, &sink);
    if (opt->baseline && (baseline = report_baseline_read(opt->baseline, &sink)) && !baseline->failed)
        report_baseline_apply(&report, baseline);
    const char *format = opt->format;
    FILE *out = stdout;
    AtomicOut aout, abase;
    if (opt->output && !(out = open_atomic(&aout, opt->output))) {
        diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO001", "cannot write %s", opt->output);
        diag_print(&sink, stderr);
        goto out;
    }
    if (!format)
        format = isatty(fileno(out)) ? "text" : "json";
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
    int written = w->write(&report, &sink, out) == 0;
    if (out != stdout)
        written = close_atomic(&aout, written) == 0 && written;
    if (!written) {
        fputs("warpsafe: error: writing the report failed\n", stderr);
        status = EXIT_USAGE;
    }
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

int pipeline_dump_ir(const char *path, uint64_t max_input_bytes, int stats)
{
    DiagSink sink;
    diag_init(&sink);
    char *text = NULL;
    KirModule *m = load_input(path, max_input_bytes, &sink, &text, NULL);
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
    KirModule *m = load_input(path, max_input_bytes, &sink, &text, NULL);
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

/* The proof cache's key: the input's digest and everything else the proof
 * of this launch depends on (kernel, launch, scalars, aliases, buffer
 * sizes, the solver's limit, the tool's and solver's versions). */
static void proof_key(const CheckOptions *o, const char *sha, const char *kname, char key[65])
{
    Sha256 h;
    char line[600];
    sha256_init(&h);
    int n = snprintf(line, sizeof line, "warpsafe-proof/1\n%s %s\n%s\n%s\n%u,%u,%u %u,%u,%u %llu %llu\n",
                     WARPSAFE_VERSION, smt_solver_version(), sha, kname, o->grid[0], o->grid[1], o->grid[2],
                     o->block[0], o->block[1], o->block[2], (unsigned long long)o->dynamic_shared,
                     (unsigned long long)o->rlimit);
    sha256_update(&h, line, (size_t)n);
    if (o->no_benign)
        sha256_update(&h, "no-benign\n", 10);
    for (uint32_t i = 0; i < o->nparams; i++) {
        n = snprintf(line, sizeof line, "param %s=%lld\n", o->param_names[i], (long long)o->param_values[i]);
        sha256_update(&h, line, (size_t)n);
    }
    for (uint32_t i = 0; i < o->naliases; i++) {
        n = snprintf(line, sizeof line, "alias %s %s\n", o->alias_names[2 * i], o->alias_names[2 * i + 1]);
        sha256_update(&h, line, (size_t)n);
    }
    for (uint32_t i = 0; i < o->nbuffers; i++) {
        n = snprintf(line, sizeof line, "buffer %s=%llu\n", o->buffer_names[i], (unsigned long long)o->buffer_bytes[i]);
        sha256_update(&h, line, (size_t)n);
    }
    sha256_final_hex(&h, key);
}

/* Stores a verified proof whose assumptions are all about distinct buffers
 * (those the arguments are checked against): the rest is proved again. */
static void store_proof(const char *key, const KernelReport *k)
{
    char text[8192];
    size_t len = (size_t)snprintf(text, sizeof text, "warpsafe-proof/1 verified\n");
    if (k->verdict != VERDICT_VERIFIED || k->nassumptions_more)
        return;
    for (uint32_t i = 0; i < k->nassumptions; i++) {
        const ReportAssumption *x = &k->assumptions[i];
        if (x->flag || x->counter || x->tensor || x->wrap || !x->param[0] || !x->param[1] || len >= sizeof text - 600)
            return;
        len += (size_t)snprintf(text + len, sizeof text - len, "apart %d %u %u %s %s\n", x->nc, x->ptx_line[0],
                                x->ptx_line[1], x->param[0], x->param[1]);
    }
    exec_cache_put(key, text);
}

/* A cached proof of kernel fi of km under o, as the report of a verified
 * proof with its assumptions (into fr, in km's arena); 1 when found. */
static int cached_proof(const char *key, const CheckOptions *o, KirModule *km, uint32_t fi, FileReport *fr)
{
    char *text = exec_cache_get(key), name[2][256];
    const KirFunc *f = &km->funcs[fi];
    int ok = text && strncmp(text, "warpsafe-proof/1 verified\n", 26) == 0;
    uint32_t na = 0;
    for (const char *l = text ? strchr(text, '\n') : NULL; ok && l && l[1]; l = strchr(l + 1, '\n'))
        na++;
    KernelReport *k = ok ? arena_alloc(&km->arena, sizeof *k) : NULL;
    ReportAssumption *as = k && na ? arena_alloc(&km->arena, na * sizeof *as) : NULL;
    if (!k || (na && !as)) {
        mem_free(text);
        return 0;
    }
    memset(k, 0, sizeof *k);
    const char *l = strchr(text, '\n') + 1;
    for (uint32_t i = 0; i < na && ok; i++, l = strchr(l, '\n') + 1) {
        int nc;
        uint32_t l0, l1;
        ok = sscanf(l, "apart %d %u %u %255s %255s", &nc, &l0, &l1, name[0], name[1]) == 5;
        memset(&as[i], 0, sizeof as[i]);
        as[i].rule = RULE_PARAM_ALIAS, as[i].nc = nc, as[i].ptx_line[0] = l0, as[i].ptx_line[1] = l1;
        for (int j = 0; j < 2 && ok; j++) {  // the module's own names (the report points to them)
            as[i].param[j] = NULL;
            for (uint32_t p = 0; p < f->nparams; p++)
                if (strcmp(km->vars[f->params[p]].name, name[j]) == 0)
                    as[i].param[j] = km->vars[f->params[p]].name;
            ok = as[i].param[j] != NULL;
        }
    }
    mem_free(text);
    if (!ok)
        return 0;
    k->name = f->name;
    k->target = km->ntargets ? km->targets[0] : "";
    k->line = f->line, k->col = f->col, k->ir_lines = km->from_llvm;
    launch_for(o, f, &k->launch, 0);
    memset(k->rule_level, -1, sizeof k->rule_level);
    k->config_entry = -1;
    for (int r = 0; r < RULE_COUNT; r++)
        k->rules[r] =
            (RuleResult){ (RuleId)r, VERDICT_VERIFIED, NULL, r == RULE_GLOBAL_BOUNDS && !o->nbuffers && !o->bounds };
    k->assumptions = as, k->nassumptions = na;
    k->verdict = VERDICT_VERIFIED;
    fr->kernels = k, fr->nkernels = 1;
    return 1;
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
            if (x->funcs[i].kind == KIR_FUNC_ENTRY && x->funcs[i].has_body && strcmp(x->funcs[i].name, kname) == 0)
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
    char key[65];
    proof_key(&popt, fr.sha256, kname, key);
    int cached = !ro->no_cache && cached_proof(key, &popt, km, fi, &fr);
    int rm = cached ? 0 : report_module(&popt, km == m ? m : km, &fr, &kused);
    if (rm < 0 || !fr.nkernels) {
        diag_report(&sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO003", "out of memory");
        goto out;
    }
    KernelReport *k = &fr.kernels[0];
    if (!cached && !ro->no_cache)
        store_proof(key, k);
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
