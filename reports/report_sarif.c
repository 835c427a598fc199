/*
 * report_sarif.c - SARIF 2.1.0 for code scanning.
 * Consumes: a CheckReport and the diagnostic sink. Produces: one run with
 * the rule catalogue (rules[] with help text), one result per finding
 * (partialFingerprints, both access locations), and tool execution
 * notifications for input problems and for kernels left `unknown`.
 */
#include "report_int.h"

#include <cjson/cJSON.h>
#include <stdio.h>

static cJSON *message(const char *text)
{
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "text", text);
    return m;
}

static cJSON *location(const char *file, uint32_t line, uint32_t col)
{
    cJSON *loc = cJSON_CreateObject();
    cJSON *phys = cJSON_AddObjectToObject(loc, "physicalLocation");
    cJSON *art = cJSON_AddObjectToObject(phys, "artifactLocation");
    cJSON_AddStringToObject(art, "uri", file);
    if (line) {
        cJSON *reg = cJSON_AddObjectToObject(phys, "region");
        cJSON_AddNumberToObject(reg, "startLine", line);
        if (col)
            cJSON_AddNumberToObject(reg, "startColumn", col);
    }
    return loc;
}

static cJSON *rules_json(void)
{
    cJSON *rules = cJSON_CreateArray();
    for (int i = 0; i < RULE_COUNT; i++) {
        const RuleInfo *ri = rule_info((RuleId)i);
        cJSON *r = cJSON_CreateObject();
        cJSON_AddStringToObject(r, "id", ri->id);
        cJSON_AddStringToObject(r, "name", ri->id);
        cJSON_AddItemToObject(r, "shortDescription", message(ri->summary));
        cJSON_AddItemToObject(r, "fullDescription", message(ri->help));
        cJSON_AddItemToObject(r, "help", message(ri->help));
        cJSON *cfg = cJSON_AddObjectToObject(r, "defaultConfiguration");
        cJSON_AddStringToObject(cfg, "level", ri->severity);
        cJSON_AddItemToArray(rules, r);
    }
    return rules;
}

static cJSON *result_json(const FileReport *fr, const KernelReport *k, const Finding *f)
{
    cJSON *r = cJSON_CreateObject();
    cJSON_AddStringToObject(r, "ruleId", rule_info(f->rule)->id);
    cJSON_AddNumberToObject(r, "ruleIndex", f->rule);
    cJSON_AddStringToObject(r, "level", f->verdict == VERDICT_VIOLATION ? "error" : "note");
    cJSON_AddItemToObject(r, "message", message(f->message));
    cJSON *locs = cJSON_AddArrayToObject(r, "locations");
    cJSON *related = cJSON_AddArrayToObject(r, "relatedLocations");
    for (uint32_t i = 0; i < f->naccesses; i++) {
        const FindingAccess *a = &f->accesses[i];
        cJSON_AddItemToArray(i == 0 ? locs : related, location(a->file, a->line, a->col));
    }
    char fp[512];
    snprintf(fp, sizeof fp, "%s:%s:%s:%u", fr->path, k->name, rule_info(f->rule)->id,
             f->naccesses ? f->accesses[0].ptx_line : 0);
    cJSON *pf = cJSON_AddObjectToObject(r, "partialFingerprints");
    cJSON_AddStringToObject(pf, "warpsafeFinding/v1", fp);
    return r;
}

static cJSON *notification(const char *level, const char *text, const char *file, uint32_t line,
                           uint32_t col)
{
    cJSON *n = cJSON_CreateObject();
    cJSON_AddStringToObject(n, "level", level);
    cJSON_AddItemToObject(n, "message", message(text));
    cJSON *locs = cJSON_AddArrayToObject(n, "locations");
    cJSON_AddItemToArray(locs, location(file, line, col));
    return n;
}

int report_write_sarif(const CheckReport *r, const DiagSink *sink, FILE *out)
{
    cJSON *root = cJSON_CreateObject();
    if (!root)
        return -1;
    cJSON_AddStringToObject(root, "$schema", "https://json.schemastore.org/sarif-2.1.0.json");
    cJSON_AddStringToObject(root, "version", "2.1.0");
    cJSON *runs = cJSON_AddArrayToObject(root, "runs");
    cJSON *run = cJSON_CreateObject();
    cJSON_AddItemToArray(runs, run);
    cJSON *driver = cJSON_AddObjectToObject(cJSON_AddObjectToObject(run, "tool"), "driver");
    cJSON_AddStringToObject(driver, "name", "warpsafe");
    cJSON_AddStringToObject(driver, "version", r->tool_version);
    cJSON_AddStringToObject(driver, "informationUri", "https://github.com/warpsafe/warpsafe");
    cJSON_AddItemToObject(driver, "rules", rules_json());
    cJSON *results = cJSON_AddArrayToObject(run, "results");
    cJSON *inv = cJSON_CreateObject();
    cJSON *notes = cJSON_AddArrayToObject(inv, "toolExecutionNotifications");
    for (uint32_t i = 0; i < r->nfiles; i++) {
        const FileReport *fr = &r->files[i];
        for (uint32_t k = 0; k < fr->nkernels; k++) {
            const KernelReport *kr = &fr->kernels[k];
            for (uint32_t f = 0; f < kr->nfindings; f++)
                cJSON_AddItemToArray(results, result_json(fr, kr, &kr->findings[f]));
            for (uint32_t ai = 0; ai < kr->nassumptions; ai++) {
                char text[512];
                report_assumption_text(kr, &kr->assumptions[ai], text, sizeof text);
                cJSON_AddItemToArray(notes, notification(kr->assumptions[ai].wrap ? "warning" : "note", text,
                                                         fr->path, kr->line, kr->col));
            }
            if (kr->verdict == VERDICT_UNKNOWN) {
                char text[512];
                const char *reason = "unknown";
                for (int ri = 0; ri < RULE_COUNT; ri++)
                    if (!kr->rules[ri].off && kr->rules[ri].verdict == VERDICT_UNKNOWN && kr->rules[ri].reason) {
                        reason = kr->rules[ri].reason;
                        break;
                    }
                snprintf(text, sizeof text, "kernel '%s' is not verified: unknown (%s)", kr->name, reason);
                cJSON_AddItemToArray(notes, notification("note", text, fr->path, kr->line, kr->col));
            }
        }
    }
    for (uint32_t i = 0; sink && i < sink->ndiags; i++) {
        const Diag *d = &sink->diags[i];
        cJSON_AddItemToArray(notes, notification(d->level == DIAG_ERROR ? "error" : d->level == DIAG_WARNING ? "warning" : "note",
                                                 d->msg, diag_file_path(sink, d->loc.file),
                                                 d->loc.line, d->loc.col));
    }
    cJSON_AddBoolToObject(inv, "executionSuccessful", !sink || sink->nerr == 0);
    cJSON_AddItemToArray(cJSON_AddArrayToObject(run, "invocations"), inv);
    return report_emit_json(root, out);
}
