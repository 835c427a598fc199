/*
 * report_run.c - the report of `warpsafe run`: the proof of one launch (as
 * in warpsafe-findings/1), how the real arguments bear out its assumptions,
 * and the run (device, kernel time, output files with their sha256).
 * Consumes: a RunReport. Produces: text, or JSON of schema warpsafe-run/1
 * (reports/schema/warpsafe-run-1.schema.json). The kernel time is the one
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

static int write_json(const RunReport *r, FILE *out)
{
    cJSON *root = report_json_root("warpsafe-run/1", r->tool_version, r->solver_version);
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
    }
    return report_emit_json(root, out);
}

static int write_text(const RunReport *r, FILE *out)
{
    const KernelReport *k = r->kernel;
    if (k) {
        fprintf(out, "%s: kernel '%s', grid %u,%u,%u, block %u,%u,%u: proof %s%s\n", r->path, k->name,
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
    return ferror(out) ? -1 : 0;
}

int report_run_write(const RunReport *r, const char *format, FILE *out)
{
    return strcmp(format, "json") == 0 ? write_json(r, out) : write_text(r, out);
}
