/*
 * report_run.c - the report of `warpsafe run`: the proof of one launch (as
 * in warpsafe-findings/1), how the real arguments bear out its assumptions,
 * and the run (device, kernel time, output files with their sha256).
 * Consumes: a RunReport. Produces: text, or JSON of schema warpsafe-run/2
 * (reports/schema/warpsafe-run-2.schema.json). The kernel time is the one
 * figure that differs between runs of the same launch.
 */
#include "report_int.h"

#include <cjson/cJSON.h>
#include <string.h>

static cJSON *dims3(const uint32_t d[3])
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < 3; i++)
        cJSON_AddItemToArray(a, cJSON_CreateNumber(d[i]));
    return a;
}

static cJSON *access_json(const RunAccess *x)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "line", x->line);
    cJSON_AddItemToObject(o, "thread", dims3(x->thread));
    cJSON_AddItemToObject(o, "block", dims3(x->block));
    cJSON_AddStringToObject(o, "kind", x->kind);
    cJSON_AddStringToObject(o, "space", x->space);
    cJSON_AddStringToObject(o, "where", x->where);
    cJSON_AddNumberToObject(o, "bytes", x->width);
    cJSON_AddNumberToObject(o, "barrier_epoch", x->epoch);
    return o;
}

static void monitor_json(cJSON *run, const RunMonitor *m)
{
    cJSON *o = cJSON_AddObjectToObject(run, "monitor");
    cJSON_AddNumberToObject(o, "accesses_instrumented", m->sites);
    cJSON_AddNumberToObject(o, "accesses_not_instrumented", m->unmonitored);
    cJSON_AddNumberToObject(o, "records", (double)m->records);
    cJSON_AddNumberToObject(o, "log_capacity", (double)m->capacity);
    cJSON_AddNumberToObject(o, "dropped", (double)m->dropped);
    cJSON_AddBoolToObject(o, "complete", !m->incomplete);
    cJSON_AddNumberToObject(o, "racing_pairs", (double)m->pairs);
    cJSON_AddNumberToObject(o, "unjudged_pairs", (double)m->unjudged_pairs);
    if (m->unjudged_why)
        cJSON_AddStringToObject(o, "unjudged_reason", m->unjudged_why);
    cJSON *cs = cJSON_AddArrayToObject(o, "conflicts");
    for (uint32_t i = 0; i < m->nconflicts; i++) {
        cJSON *c = cJSON_CreateObject();
        cJSON_AddBoolToObject(c, "judged", m->conflicts[i].judged);
        cJSON_AddNumberToObject(c, "pairs", (double)m->conflicts[i].count);
        cJSON_AddItemToObject(c, "first", access_json(&m->conflicts[i].a));
        cJSON_AddItemToObject(c, "second", access_json(&m->conflicts[i].b));
        cJSON_AddItemToArray(cs, c);
    }
}

static int write_json(const RunReport *r, FILE *out)
{
    cJSON *root = report_json_root("warpsafe-run/2", r->tool_version, r->solver_version);
    if (!root)
        return -1;
    cJSON *in = cJSON_AddObjectToObject(root, "input");
    cJSON_AddStringToObject(in, "path", r->path);
    cJSON_AddStringToObject(in, "sha256", r->sha256 ? r->sha256 : "");
    cJSON *launch = cJSON_AddObjectToObject(root, "launch");
    const KernelReport *k = r->kernel;
    cJSON_AddStringToObject(launch, "kernel", k ? k->name : "");
    cJSON_AddItemToObject(launch, "grid", k ? dims3(k->launch.grid) : cJSON_CreateNull());
    cJSON_AddItemToObject(launch, "block", k ? dims3(k->launch.block) : cJSON_CreateNull());
    cJSON_AddNumberToObject(launch, "dynamic_shared", r->dynamic_shared);
    cJSON *args = cJSON_AddArrayToObject(launch, "args");
    for (uint32_t i = 0; i < r->nargs; i++) {
        cJSON *a = cJSON_CreateObject();
        cJSON_AddStringToObject(a, "param", r->params[i]);
        cJSON_AddStringToObject(a, "arg", r->args[i]);
        cJSON_AddItemToArray(args, a);
    }
    cJSON_AddItemToObject(root, "proof", k ? report_json_kernel(k) : cJSON_CreateNull());
    cJSON_AddBoolToObject(root, "proof_cached", r->cached);
    cJSON *chk = cJSON_AddArrayToObject(root, "assumption_checks");  // one per proof.assumptions entry
    for (uint32_t i = 0; k && i < k->nassumptions; i++)
        cJSON_AddItemToArray(chk, cJSON_CreateString(r->checks && r->checks[i] ? r->checks[i] : "unchecked"));
    cJSON *run = cJSON_AddObjectToObject(root, "run");
    cJSON_AddStringToObject(run, "status", r->status);
    if (r->why)
        cJSON_AddStringToObject(run, "reason", r->why);
    if (r->ran) {
        cJSON *dev = cJSON_AddObjectToObject(run, "device");
        cJSON_AddStringToObject(dev, "name", r->device ? r->device : "");
        char cc[16];
        snprintf(cc, sizeof cc, "%d.%d", r->cc_major, r->cc_minor);
        cJSON_AddStringToObject(dev, "compute_capability", cc);
        cJSON_AddNumberToObject(run, "kernel_ms", r->kernel_ms);
        cJSON *outs = cJSON_AddArrayToObject(run, "outputs");
        for (uint32_t i = 0; i < r->noutputs; i++) {
            cJSON *o = cJSON_CreateObject();
            cJSON_AddNumberToObject(o, "arg", r->outputs[i].arg + 1);
            cJSON_AddStringToObject(o, "path", r->outputs[i].path);
            cJSON_AddNumberToObject(o, "bytes", (double)r->outputs[i].bytes);
            cJSON_AddStringToObject(o, "sha256", r->outputs[i].sha256);
            cJSON_AddItemToArray(outs, o);
        }
        if (r->monitor.on)
            monitor_json(run, &r->monitor);
    }
    return report_emit_json(root, out);
}

static void access_text(const RunAccess *x, const char *word, FILE *out)
{
    fprintf(out, "%s line %u: thread (%u,%u,%u) of block (%u,%u,%u) %s %u bytes at %s", word, x->line, x->thread[0],
            x->thread[1], x->thread[2], x->block[0], x->block[1], x->block[2],
            strncmp(x->kind, "read", 4) == 0 ? "reads" : strncmp(x->kind, "write", 5) == 0 ? "writes" : "updates",
            x->width, x->where);
}

static void monitor_text(const RunMonitor *m, FILE *out)
{
    fprintf(out, "  monitor: %u accesses instrumented", m->sites);
    if (m->unmonitored)
        fprintf(out, " (%u not: async copies, DSMEM or matrix shapes other than m8n8)", m->unmonitored);
    fprintf(out, "; %llu records (the log holds %llu), %llu dropped%s\n", (unsigned long long)m->records,
            (unsigned long long)m->capacity, (unsigned long long)m->dropped, m->incomplete ? "; the check stopped at its comparison budget" : "");
    if (m->unjudged_why)
        fprintf(out, "  monitor: not judged: %s\n", m->unjudged_why);
    if (!m->nconflicts)
        fprintf(out, "  monitor: no two threads touched the same bytes unordered%s\n",
                m->dropped || m->incomplete ? " (among the accesses recorded and compared)" : "");
    for (uint32_t i = 0; i < m->nconflicts; i++) {
        const RunConflict *c = &m->conflicts[i];
        char when[48];
        if (memcmp(c->a.block, c->b.block, sizeof c->a.block) != 0)
            snprintf(when, sizeof when, "between two blocks");
        else
            snprintf(when, sizeof when, "in barrier epoch %u", c->a.epoch);
        fprintf(out, "  monitor: %s %s (%llu pair%s of threads):\n    ", c->judged ? "race" : "unordered (not judged)",
                when, (unsigned long long)c->count, c->count == 1 ? "" : "s");
        access_text(&c->a, m->line_word, out);
        fputs("\n    ", out);
        access_text(&c->b, m->line_word, out);
        fputc('\n', out);
    }
}

static int write_text(const RunReport *r, FILE *out)
{
    const KernelReport *k = r->kernel;
    if (k) {
        fprintf(out, "%s: kernel '%s', grid %u,%u,%u, block %u,%u,%u: proof %s%s\n", r->path, report_kernel_shown(k),
                k->launch.grid[0], k->launch.grid[1], k->launch.grid[2], k->launch.block[0], k->launch.block[1],
                k->launch.block[2], report_verdict_name(k->verdict), r->cached ? " (cached)" : "");
        for (int i = 0; i < RULE_COUNT; i++)
            if (!k->rules[i].off && k->rules[i].verdict == VERDICT_UNKNOWN)  // (a violation: its finding below)
                fprintf(out, "  %s: %s%s%s\n", rule_info(k->rules[i].rule)->id,
                        report_verdict_name(k->rules[i].verdict), k->rules[i].reason ? ": " : "",
                        k->rules[i].reason ? k->rules[i].reason : "");
        for (uint32_t i = 0; i < k->nfindings; i++) {
            const Finding *f = &k->findings[i];
            fprintf(out, "  %s: %s\n", rule_info(f->rule)->id, f->message);
        }
        for (uint32_t i = 0; i < k->nassumptions; i++) {
            char buf[512];
            report_assumption_text(k, &k->assumptions[i], buf, sizeof buf);
            fprintf(out, "  %s\n    %s\n", buf, r->checks && r->checks[i] ? r->checks[i] : "unchecked");
        }
    }
    if (!r->ran) {
        fprintf(out, "warpsafe run: %s: %s\n", r->status, r->why ? r->why : "");
        return ferror(out) ? -1 : 0;
    }
    fprintf(out, "warpsafe run: ran on %s (compute capability %d.%d): kernel %.3f ms\n", r->device ? r->device : "",
            r->cc_major, r->cc_minor, r->kernel_ms);
    for (uint32_t i = 0; i < r->noutputs; i++)
        fprintf(out, "  ARG %u -> %s: %llu bytes, sha256 %s\n", r->outputs[i].arg + 1, r->outputs[i].path,
                (unsigned long long)r->outputs[i].bytes, r->outputs[i].sha256);
    if (r->monitor.on)
        monitor_text(&r->monitor, out);
    if (r->why)
        fprintf(out, "warpsafe run: %s\n", r->why);
    return ferror(out) ? -1 : 0;
}

int report_run_write(const RunReport *r, const char *format, FILE *out)
{
    return strcmp(format, "json") == 0 ? write_json(r, out) : write_text(r, out);
}
