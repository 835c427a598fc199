/*
 * report_json.c - JSON findings, schema "warpsafe-findings/1"
 * (reports/schema/warpsafe-findings-1.schema.json).
 * Consumes: a CheckReport and the diagnostic sink. Produces: one JSON
 * document; keys in a fixed order, no timestamps, so the same report
 * gives the same bytes. The cJSON tree is freed before returning.
 */
#include "report_int.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>

static cJSON *dims(const uint32_t d[3])
{
    if (!d[0] && !d[1] && !d[2])
        return cJSON_CreateNull();
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < 3; i++)
        cJSON_AddItemToArray(a, d[i] ? cJSON_CreateNumber(d[i]) : cJSON_CreateNull());
    return a;
}

static cJSON *launch_json(const LaunchInfo *l)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "source", report_launch_source_name(l->source));
    cJSON_AddItemToObject(o, "block", dims(l->block));
    cJSON_AddItemToObject(o, "grid", dims(l->grid));
    if (l->source == LAUNCH_MAXNTID)
        cJSON_AddItemToObject(o, "max_block", dims(l->max_block));
    return o;
}

static cJSON *finding_json(const Finding *f)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "rule", rule_info(f->rule)->id);
    cJSON_AddStringToObject(o, "verdict", report_verdict_name(f->verdict));
    cJSON_AddStringToObject(o, "message", f->message);
    if (f->fingerprint[0])  // check's reports (report_fingerprint_kernel); run's proof has none
        cJSON_AddStringToObject(o, "fingerprint", f->fingerprint);
    if (f->baseline != BASELINE_NONE)
        cJSON_AddStringToObject(o, "baseline", f->baseline == BASELINE_NEW ? "new" : "unchanged");
    if (f->suppressed) {  // a warpsafe-ignore comment: not failing the run
        cJSON *so = cJSON_AddObjectToObject(o, "suppressed");
        cJSON_AddStringToObject(so, "reason", f->suppressed);
        cJSON *loc = cJSON_AddObjectToObject(so, "location");
        cJSON_AddStringToObject(loc, "file", f->suppressed_file);
        cJSON_AddNumberToObject(loc, "line", f->suppressed_line);
    }
    if (f->needs)
        cJSON_AddStringToObject(o, "needs", f->needs);
    cJSON *acc = cJSON_AddArrayToObject(o, "accesses");
    for (uint32_t i = 0; i < f->naccesses; i++) {
        const FindingAccess *a = &f->accesses[i];
        cJSON *ao = cJSON_CreateObject();
        cJSON_AddStringToObject(ao, "kind", a->kind);
        cJSON_AddStringToObject(ao, "space", a->space);
        cJSON *loc = cJSON_AddObjectToObject(ao, "location");
        cJSON_AddStringToObject(loc, "file", a->file);
        cJSON_AddNumberToObject(loc, "line", a->line);
        cJSON_AddNumberToObject(loc, "col", a->col);
        cJSON_AddNumberToObject(ao, "ptx_line", a->ptx_line);
        if (a->ptx_file)
            cJSON_AddStringToObject(ao, "ptx_file", a->ptx_file);
        cJSON_AddItemToArray(acc, ao);
    }
    if (f->has_witness) {
        cJSON *w = cJSON_AddObjectToObject(o, "witness");
        cJSON *th = cJSON_AddArrayToObject(w, "threads");
        for (int t = 0; t < 2; t++) {
            cJSON *to = cJSON_CreateObject();
            cJSON *tid = cJSON_AddArrayToObject(to, "tid");
            cJSON *cta = cJSON_AddArrayToObject(to, "ctaid");
            for (int k = 0; k < 3; k++) {
                cJSON_AddItemToArray(tid, cJSON_CreateNumber((double)f->tid[t][k]));
                cJSON_AddItemToArray(cta, cJSON_CreateNumber((double)(t ? f->ctaid2[k] : f->ctaid[k])));
            }
            char hex[32];
            snprintf(hex, sizeof hex, "0x%llx", (unsigned long long)f->addr[t]);
            cJSON_AddStringToObject(to, "address", hex);
            cJSON_AddItemToArray(th, to);
        }
        cJSON *blk = cJSON_AddArrayToObject(w, "block");
        for (int k = 0; k < 3; k++)
            cJSON_AddItemToArray(blk, cJSON_CreateNumber((double)f->block[k]));
        cJSON_AddNumberToObject(w, "barrier_interval", f->interval);
        cJSON *grid = cJSON_AddArrayToObject(w, "grid");
        for (int k = 0; k < 3; k++)
            cJSON_AddItemToArray(grid, cJSON_CreateNumber((double)f->grid[k]));
        cJSON *inputs = cJSON_AddArrayToObject(w, "inputs");
        for (uint32_t i = 0; i < f->ninputs; i++) {
            cJSON *in = cJSON_CreateObject();
            char hex[32];
            cJSON_AddNumberToObject(in, "thread", f->input_thread[i]);
            cJSON_AddNumberToObject(in, "ptx_line", f->input_line[i]);
            snprintf(hex, sizeof hex, "0x%llx", (unsigned long long)f->input_addr[i]);
            cJSON_AddStringToObject(in, "address", hex);
            cJSON_AddNumberToObject(in, "bytes", f->input_bytes[i]);
            snprintf(hex, sizeof hex, "0x%llx", (unsigned long long)f->input_value[i]);
            cJSON_AddStringToObject(in, "value", hex);
            cJSON_AddItemToArray(inputs, in);
        }
        cJSON *par = cJSON_AddObjectToObject(w, "params");
        for (uint32_t i = 0; i < f->nparams; i++) {
            char hex[32];
            snprintf(hex, sizeof hex, "0x%llx", (unsigned long long)f->param_value[i]);
            cJSON_AddStringToObject(par, f->param_name[i], hex);
        }
        cJSON_AddBoolToObject(w, "replayed", 1);
    }
    return o;
}

void *report_json_kernel(const KernelReport *k)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "name", k->name);
    if (k->demangled)
        cJSON_AddStringToObject(o, "demangled", k->demangled);
    cJSON_AddStringToObject(o, "target", k->target);
    cJSON_AddStringToObject(o, "verdict", report_verdict_name(k->verdict));
    cJSON *loc = cJSON_AddObjectToObject(o, "ptx_location");
    cJSON_AddNumberToObject(loc, "line", k->line);
    cJSON_AddNumberToObject(loc, "col", k->col);
    cJSON_AddItemToObject(o, "launch", launch_json(&k->launch));
    if (k->config_file) {  // which config and which of its entries applied
        cJSON *c = cJSON_AddObjectToObject(o, "config");
        cJSON_AddStringToObject(c, "file", k->config_file);
        cJSON_AddItemToObject(c, "entry", k->config_entry >= 0 ? cJSON_CreateNumber(k->config_entry) : cJSON_CreateNull());
        cJSON *lv = cJSON_AddObjectToObject(c, "rule_levels");
        for (int i = 0; i < RULE_COUNT; i++)
            if (k->rule_level[i] >= 0)
                cJSON_AddStringToObject(lv, rule_info((RuleId)i)->id, report_rule_level_name(k->rule_level[i]));
    }
    cJSON *rules = cJSON_AddArrayToObject(o, "rules");
    for (int i = 0; i < RULE_COUNT; i++) {
        if (k->rules[i].off)
            continue;
        cJSON *r = cJSON_CreateObject();
        cJSON_AddStringToObject(r, "id", rule_info(k->rules[i].rule)->id);
        cJSON_AddStringToObject(r, "verdict", report_verdict_name(k->rules[i].verdict));
        if (k->rules[i].reason)
            cJSON_AddStringToObject(r, "reason", k->rules[i].reason);
        cJSON_AddItemToArray(rules, r);
    }
    cJSON *fs = cJSON_AddArrayToObject(o, "findings");
    for (uint32_t i = 0; i < k->nfindings; i++)
        cJSON_AddItemToArray(fs, finding_json(&k->findings[i]));
    cJSON *as = cJSON_AddArrayToObject(o, "assumptions");
    for (uint32_t i = 0; i < k->nassumptions; i++) {
        const ReportAssumption *x = &k->assumptions[i];
        cJSON *e = cJSON_CreateObject();
        cJSON_AddStringToObject(e, "rule", rule_info(x->rule)->id);
        cJSON_AddStringToObject(e, "kind", x->wrap      ? "no-index-wrap"
                                           : x->benign  ? "benign-write"
                                           : x->tensor  ? "tensor-unwritten"
                                           : x->counter ? "counter-no-wrap"
                                           : x->flag    ? "flag-not-ready"
                                           : x->nc      ? "read-only-buffer"
                                                        : "distinct-buffers");
        if (x->tensor) {
            const char *p[2] = { x->param[0], x->param[1] };
            cJSON_AddItemToObject(e, "params", cJSON_CreateStringArray(p, x->param[1] ? 2 : 1));
        } else if (x->counter || x->benign) {
            cJSON_AddItemToObject(e, "params", cJSON_CreateArray());
        } else if (x->wrap) {
            cJSON_AddItemToObject(e, "params", cJSON_CreateStringArray(x->param, x->param[1] ? 2 : x->param[0] ? 1 : 0));
            if (x->param[0])  // where it wraps: a model's value
                cJSON_AddNumberToObject(e, "wraps_with", (double)(int32_t)x->value);
            if (x->param[0] && x->ranged) {  // where it provably does not
                cJSON *r = cJSON_AddObjectToObject(e, "exact_for");
                cJSON_AddNumberToObject(r, "min", (double)x->range_lo);
                cJSON_AddNumberToObject(r, "max", (double)x->range_hi);
            }
        } else if (x->flag) {
            const char *p[1] = { x->param[0] ? x->param[0] : "" };
            cJSON_AddItemToObject(e, "params", cJSON_CreateStringArray(p, x->param[0] ? 1 : 0));
            cJSON_AddStringToObject(e, "flag_at_launch", x->flag_eq ? "not equal" : "equal");
            cJSON_AddNumberToObject(e, "value", (double)x->value);
        } else {
            cJSON_AddItemToObject(e, "params", cJSON_CreateStringArray(x->param, 2));
        }
        cJSON *lines = cJSON_AddArrayToObject(e, "ptx_lines");
        for (int j = 0; j < 2; j++)
            cJSON_AddItemToArray(lines, cJSON_CreateNumber(x->ptx_line[j]));
        cJSON_AddItemToArray(as, e);
    }
    if (k->nassumptions_more)
        cJSON_AddNumberToObject(o, "assumptions_left_out", k->nassumptions_more);
    return o;
}

static cJSON *diag_json(const DiagSink *sink, const Diag *d)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "level", diag_level_name(d->level));
    cJSON_AddStringToObject(o, "code", d->code ? d->code : "");
    cJSON_AddStringToObject(o, "message", d->msg);
    cJSON *loc = cJSON_AddObjectToObject(o, "location");
    cJSON_AddStringToObject(loc, "file", d->loc.file ? diag_file_path(sink, d->loc.file) : "");
    cJSON_AddNumberToObject(loc, "line", d->loc.line);
    cJSON_AddNumberToObject(loc, "col", d->loc.col);
    return o;
}

void *report_json_root(const char *schema, const char *tool_version, const char *solver_version)
{
    cJSON *root = cJSON_CreateObject();
    if (!root)
        return NULL;
    cJSON_AddStringToObject(root, "schema", schema);
    cJSON *tool = cJSON_AddObjectToObject(root, "tool");
    cJSON_AddStringToObject(tool, "name", "warpsafe");
    cJSON_AddStringToObject(tool, "version", tool_version);
    cJSON_AddStringToObject(tool, "solver", solver_version);
    return root;
}

void *report_json_baseline(const CheckReport *r)
{
    cJSON *bo = cJSON_CreateObject();
    uint32_t fresh, listed, ngone;
    report_baseline_counts(r, &fresh, &listed, &ngone);
    cJSON_AddNumberToObject(bo, "new", fresh);
    cJSON_AddNumberToObject(bo, "unchanged", listed);
    cJSON *gone = cJSON_AddArrayToObject(bo, "gone");
    for (uint32_t i = 0; i < r->baseline->n; i++) {
        const BaselineEntry *e = &r->baseline->entries[i];
        if (!e->matched)
            cJSON_AddItemToArray(gone, report_baseline_entry(e->fingerprint, e->rule, e->kernel, e->file, e->line,
                                                             e->message));
    }
    return bo;
}

void *report_json_diagnostics(const DiagSink *sink)
{
    cJSON *diags = cJSON_CreateArray();
    for (uint32_t i = 0; sink && i < sink->ndiags; i++)
        cJSON_AddItemToArray(diags, diag_json(sink, &sink->diags[i]));
    return diags;
}

int report_write_json(const CheckReport *r, const DiagSink *sink, FILE *out)
{
    cJSON *root = report_json_root("warpsafe-findings/1", r->tool_version, r->solver_version);
    if (!root)
        return -1;
    cJSON *files = cJSON_AddArrayToObject(root, "files");
    for (uint32_t i = 0; i < r->nfiles; i++) {
        const FileReport *fr = &r->files[i];
        cJSON *fo = cJSON_CreateObject();
        cJSON_AddStringToObject(fo, "path", fr->path);
        cJSON_AddStringToObject(fo, "sha256", fr->sha256);
        cJSON *ks = cJSON_AddArrayToObject(fo, "kernels");
        for (uint32_t k = 0; k < fr->nkernels; k++)
            cJSON_AddItemToArray(ks, report_json_kernel(&fr->kernels[k]));
        cJSON_AddItemToArray(files, fo);
    }
    if (r->baseline)  // what the run has of --baseline's findings, and the ones gone
        cJSON_AddItemToObject(root, "baseline", report_json_baseline(r));
    cJSON_AddItemToObject(root, "diagnostics", report_json_diagnostics(sink));
    return report_emit_json(root, out);
}
