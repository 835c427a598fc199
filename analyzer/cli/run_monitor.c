/*
 * run_monitor.c - `warpsafe run --monitor`: the instrumented launch and
 * what its log shows, in the run report's terms.
 * Consumes: the PTX text that would be launched, the module parsed from it
 * (its kernel's name), the launch.
 * Produces: the launch of the instrumented copy (exec_instrument), the
 * log's check (exec_monitor_check), and RunMonitor: each conflicting pair
 * with both threads, both instructions' lines and where the bytes are (an
 * offset in an ARG's buffer, or in the block's shared memory).
 */
#include "cli.h"

#include <stdio.h>
#include <string.h>

#include "warpsafe/arena.h"
#include "warpsafe/exec.h"
#include "warpsafe/ptx.h"

/* The monitor's log on the device: this many bytes (records beyond its
 * capacity are counted, not written). */
static const uint64_t LOG_BUDGET = 512ull << 20;

static void split3(uint32_t lin, const uint32_t d[3], uint32_t out[3])
{
    out[0] = lin % d[0];
    out[1] = lin / d[0] % d[1];
    out[2] = lin / d[0] / d[1];
}

static const char *kind_name(unsigned k)
{
    static const char *const names[8] = { "?", "read", "write", "atomic", "?", "read (strong)", "write (strong)",
                                          "atomic" };
    return names[k & 7];
}

/* One access in report terms; lines from f, parsed from the launched text. */
static void describe(const ExecAccess *x, const KirFunc *f, const ExecLaunch *l, const uint64_t *dev, RunAccess *o,
                     Arena *a)
{
    o->line = x->pc < f->ninsts ? f->insts[x->pc].line : 0;
    split3(x->thread, l->block, o->thread);
    split3(x->block, l->grid, o->block);
    o->kind = kind_name(x->kind);
    o->space = x->space == EXEC_SPACE_SHARED ? "shared" : "global";
    o->width = x->width, o->epoch = x->epoch;
    char buf[96];
    snprintf(buf, sizeof buf, "offset %llu of the block's shared memory", (unsigned long long)x->addr);
    if (x->space == EXEC_SPACE_GLOBAL) {
        snprintf(buf, sizeof buf, "global address 0x%llx (no ARG's buffer)", (unsigned long long)x->addr);
        for (uint32_t i = 0; i < l->nparams; i++)
            if (dev[i] && !l->same[i] && x->addr >= dev[i] && x->addr - dev[i] < l->bytes[i]) {
                snprintf(buf, sizeof buf, "offset %llu of ARG %u's buffer", (unsigned long long)(x->addr - dev[i]),
                         i + 1);
                break;
            }
    }
    o->where = arena_strndup(a, buf, strlen(buf));
}

/* The log's check, from the page-locked copy while the launch still holds it. */
typedef struct {
    const ExecMonitorShape *shape;
    const ExecMonitorInfo *info;
    ExecMonitorResult r;
} MonitorRead;

static size_t used_log(const void *head, void *ctx)
{
    const MonitorRead *rd = ctx;
    return exec_monitor_used(head, rd->shape);
}

static int read_log(const void *head, const void *body, size_t bytes, void *ctx)
{
    MonitorRead *rd = ctx;
    return exec_monitor_check(head, body, bytes, rd->shape, rd->info, &rd->r);
}

int run_monitored(const char *ptx, int from_llvm, const KirModule *km, uint32_t fi, const char *save, ExecLaunch *l,
                  ExecResult *res, RunMonitor *mon, Arena *a, char *err, size_t errlen)
{
    memset(mon, 0, sizeof *mon);
    mon->on = 1;
    mon->line_word = from_llvm ? "PTX (as lowered from the IR: warpsafe dump --ptx)" : "PTX";
    uint64_t capacity = (LOG_BUDGET - EXEC_LOG_HEADER) / EXEC_REC_BYTES;
    unsigned __int128 blocks = (unsigned __int128)l->grid[0] * l->grid[1] * l->grid[2];
    if (blocks > UINT32_MAX) {  // a record numbers its block in 32 bits
        snprintf(err, errlen, "--monitor: %llu blocks are more than the monitor's records can number (2^32 - 1)",
                 (unsigned long long)blocks);
        return EXIT_USAGE;
    }
    /* the launched text parsed again: the proof's module has calls inlined and, from LLVM IR, the IR's lines */
    DiagSink sink;
    diag_init(&sink);
    KirModule *pm = ptx_parse(ptx, strlen(ptx), &sink, 0);
    int32_t pfi = -1;
    for (uint32_t i = 0; pm && i < pm->nfuncs && pfi < 0; i++)
        if (pm->funcs[i].kind == KIR_FUNC_ENTRY && strcmp(pm->funcs[i].name, km->funcs[fi].name) == 0)
            pfi = (int32_t)i;
    ExecMonitorInfo info;
    char *inst = NULL;
    if (pfi < 0)
        snprintf(err, errlen, "--monitor: the PTX of %s could not be read again for instrumenting", km->funcs[fi].name);
    else
        inst = exec_instrument(ptx, pm, (uint32_t)pfi, l->grid, l->block, capacity, &info, err, errlen);
    diag_free(&sink);
    if (!inst) {
        kir_module_free(pm);
        return EXIT_USAGE;
    }
    if (save) {
        FILE *f = fopen(save, "w");
        int bad = !f || fputs(inst, f) < 0;
        if ((f && fclose(f) != 0) || bad) {
            snprintf(err, errlen, "cannot write %s", save);
            mem_free(inst);
            kir_module_free(pm);
            return EXIT_USAGE;
        }
    }
    ExecMonitorShape shape = { (uint64_t)l->block[0] * l->block[1] * l->block[2], (uint64_t)blocks, capacity };
    MonitorRead rd = { &shape, &info, { 0 } };
    unsigned char log[EXEC_LOG_HEADER];
    uint64_t *dev = mem_alloc(((size_t)l->nparams + 1) * sizeof *dev);
    int status = EXIT_USAGE;
    if (!dev) {
        snprintf(err, errlen, "--monitor: out of memory");
        goto out;
    }
    l->ptx = inst, l->dev = dev;
    l->log_head = log, l->log_head_bytes = EXEC_LOG_HEADER, l->log_bytes = (size_t)LOG_BUDGET;
    l->log_used = used_log, l->log_read = read_log, l->log_ctx = &rd;
    if (exec_launch(l, res) != EXEC_OK) {
        snprintf(err, errlen, "%s", res->error);
        status = EXIT_NO_GPU;
        goto out;
    }
    if (l->log_status < 0) {
        snprintf(err, errlen, "--monitor: out of memory reading the log");
        goto out;
    }
    ExecMonitorResult r = rd.r;
    mon->sites = info.nsites, mon->unmonitored = info.nunmonitored, mon->capacity = capacity;
    mon->records = r.records, mon->dropped = r.dropped, mon->pairs = r.pairs, mon->unjudged_pairs = r.unjudged_pairs;
    mon->incomplete = r.incomplete;
    mon->unjudged_why = !info.judge_block ? info.unjudged_why : !info.judge_global ? info.unjudged_global_why : NULL;
    mon->conflicts = arena_alloc(a, ((size_t)r.nconflicts + 1) * sizeof *mon->conflicts);
    for (uint32_t i = 0; mon->conflicts && i < r.nconflicts; i++) {
        RunConflict *c = &mon->conflicts[mon->nconflicts++];
        describe(&r.conflicts[i].a, &pm->funcs[pfi], l, dev, &c->a, a);
        describe(&r.conflicts[i].b, &pm->funcs[pfi], l, dev, &c->b, a);
        c->count = r.conflicts[i].count, c->judged = r.conflicts[i].judged;
    }
    mem_free(r.conflicts);
    status = EXIT_OK;
out:
    l->ptx = NULL, l->log_head = NULL, l->log_ctx = NULL, l->dev = NULL;
    mem_free(inst);
    mem_free(dev);
    kir_module_free(pm);
    return status;
}
