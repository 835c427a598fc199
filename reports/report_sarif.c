/*
 * report_sarif.c - SARIF 2.1.0 for code scanning.
 * Consumes: a CheckReport and the diagnostic sink. Produces: one run with
 * the rule catalogue (rules[] with their pages as help, CWE tags), one
 * result per finding (both accesses, a code flow with one thread flow per
 * racing thread, partialFingerprints that survive line shifts), the
 * artifacts with their SHA-256, and an invocation with the exit code and
 * notifications for input problems, assumptions and `unknown` kernels.
 * Assumes: the sources named by .loc may be unreadable (then no snippet,
 * no hash, and fingerprints from the input's own lines).
 */
#include "report_int.h"

#include "warpsafe/arena.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* The property fingerprints are kept under (a new scheme gets a new key). */
#define FINGERPRINT_KEY "warpsafeFinding/v2"

typedef struct {
    SrcCache src;
    char root[4096];        // the working directory: paths under it are relative (%SRCROOT%)
    cJSON *artifacts;
    const char **art_path;  // path of each artifact, in order
    uint32_t nart, cap;
} Sarif;

static cJSON *message(const char *text)
{
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "text", text);
    return m;
}

/* The index of the artifact for path (added when new), or -1. */
static int artifact(Sarif *s, const char *path, const char *sha256, int input)
{
    for (uint32_t i = 0; i < s->nart; i++)
        if (strcmp(s->art_path[i], path) == 0)
            return (int)i;
    if (s->nart == s->cap) {
        uint32_t ncap = s->cap ? 2 * s->cap : 8;
        const char **np = mem_realloc(s->art_path, (size_t)ncap * sizeof *np);
        if (!np)
            return -1;
        s->art_path = np, s->cap = ncap;
    }
    char uri[4096];
    int rel = report_uri(path, s->root, uri, sizeof uri);
    if (rel < 0)
        return -1;
    cJSON *a = cJSON_CreateObject();
    cJSON *loc = cJSON_AddObjectToObject(a, "location");
    cJSON_AddStringToObject(loc, "uri", uri);
    if (rel)
        cJSON_AddStringToObject(loc, "uriBaseId", "%SRCROOT%");
    cJSON *roles = cJSON_AddArrayToObject(a, "roles");
    cJSON_AddItemToArray(roles, cJSON_CreateString(input ? "analysisTarget" : "resultFile"));
    if (!sha256)
        sha256 = src_sha256(&s->src, path);
    if (sha256)
        cJSON_AddStringToObject(cJSON_AddObjectToObject(a, "hashes"), "sha-256", sha256);
    cJSON_AddItemToArray(s->artifacts, a);
    s->art_path[s->nart] = path;
    return (int)s->nart++;
}

/* A location at file:line:col (line 0: the file only), with its source
 * line as the snippet where the file is readable. */
static cJSON *location(Sarif *s, const char *file, uint32_t line, uint32_t col, const char *msg)
{
    cJSON *loc = cJSON_CreateObject();
    cJSON *phys = cJSON_AddObjectToObject(loc, "physicalLocation");
    cJSON *art = cJSON_AddObjectToObject(phys, "artifactLocation");
    char uri[4096];
    int rel = report_uri(file, s->root, uri, sizeof uri);
    cJSON_AddStringToObject(art, "uri", rel < 0 ? file : uri);
    if (rel > 0)
        cJSON_AddStringToObject(art, "uriBaseId", "%SRCROOT%");
    int idx = artifact(s, file, NULL, 0);
    if (idx >= 0)
        cJSON_AddNumberToObject(art, "index", idx);
    if (line) {
        cJSON *reg = cJSON_AddObjectToObject(phys, "region");
        cJSON_AddNumberToObject(reg, "startLine", line);
        if (col)
            cJSON_AddNumberToObject(reg, "startColumn", col);
        size_t len = 0;
        const char *text = src_line(&s->src, file, line, &len);
        if (text && len) {
            char *snip = mem_alloc(len + 1);
            if (snip) {
                memcpy(snip, text, len);
                snip[len] = 0;
                cJSON_AddStringToObject(cJSON_AddObjectToObject(reg, "snippet"), "text", snip);
                mem_free(snip);
            }
        }
    }
    if (msg)
        cJSON_AddItemToObject(loc, "message", message(msg));
    return loc;
}

/* The rule's friendly name: its id in Pascal case (shared-race: SharedRace). */
static void pascal(const char *id, char *out, size_t n)
{
    size_t k = 0;
    for (int up = 1; *id && k + 1 < n; id++) {
        if (*id == '-') {
            up = 1;
            continue;
        }
        out[k++] = up && *id >= 'a' && *id <= 'z' ? (char)(*id - 'a' + 'A') : *id;
        up = 0;
    }
    out[k] = 0;
}

/* CWE of each rule (grep "ORDER RULES"): races CWE-362, a divergent barrier
 * CWE-833 (deadlock), accesses outside the buffer CWE-119; param-alias is
 * an assumption about overlapping buffers, a race too. */
static const char *rule_cwe(RuleId r)
{
    switch (r) {
    case RULE_BARRIER_DIVERGENCE: return "external/cwe/cwe-833";
    case RULE_GLOBAL_BOUNDS: return "external/cwe/cwe-119";
    default: return "external/cwe/cwe-362";
    }
}

static cJSON *rules_json(void)
{
    cJSON *rules = cJSON_CreateArray();
    for (int i = 0; i < RULE_COUNT; i++) {
        const RuleInfo *ri = rule_info((RuleId)i);
        cJSON *r = cJSON_CreateObject();
        char name[64];
        pascal(ri->id, name, sizeof name);
        cJSON_AddStringToObject(r, "id", ri->id);
        cJSON_AddStringToObject(r, "name", name);
        cJSON_AddItemToObject(r, "shortDescription", message(ri->summary));
        cJSON_AddItemToObject(r, "fullDescription", message(ri->help));
        cJSON *help = message(ri->help);
        const char *md = rule_doc((RuleId)i);
        if (md)
            cJSON_AddStringToObject(help, "markdown", md);
        cJSON_AddItemToObject(r, "help", help);
        cJSON *cfg = cJSON_AddObjectToObject(r, "defaultConfiguration");
        cJSON_AddStringToObject(cfg, "level", ri->severity);
        cJSON *props = cJSON_AddObjectToObject(r, "properties");
        cJSON *tags = cJSON_AddArrayToObject(props, "tags");
        cJSON_AddItemToArray(tags, cJSON_CreateString("concurrency"));
        cJSON_AddItemToArray(tags, cJSON_CreateString("correctness"));
        cJSON_AddItemToArray(tags, cJSON_CreateString("security"));
        cJSON_AddItemToArray(tags, cJSON_CreateString(rule_cwe((RuleId)i)));
        cJSON_AddStringToObject(props, "precision", "very-high");  // a violation has a replayed witness
        cJSON_AddStringToObject(props, "problem.severity", ri->severity);
        cJSON_AddItemToArray(rules, r);
    }
    return rules;
}

static void dims(char *buf, size_t n, const uint64_t *v)
{
    snprintf(buf, n, "(%llu,%llu,%llu)", (unsigned long long)v[0], (unsigned long long)v[1],
             (unsigned long long)v[2]);
}

/* What access i of a witnessed finding did: "thread (64,0,0) of block
 * (0,0,0): shared write at 0x100". */
static void access_text(const Finding *f, uint32_t i, char *buf, size_t n)
{
    const FindingAccess *a = &f->accesses[i];
    char t[80], b[80];
    if (!f->has_witness) {
        snprintf(buf, n, "%s%s%s", a->space, *a->space ? " " : "", a->kind);
        return;
    }
    dims(t, sizeof t, f->tid[i]);
    dims(b, sizeof b, i ? f->ctaid2 : f->ctaid);
    snprintf(buf, n, "thread %s of block %s: %s%s%s at 0x%llx", t, b, a->space, *a->space ? " " : "", a->kind,
             (unsigned long long)f->addr[i]);
}

/* A thread flow per racing thread: its block and thread ids, and the
 * access it makes. */
static cJSON *code_flows(Sarif *s, const Finding *f)
{
    cJSON *flows = cJSON_CreateArray();
    cJSON *flow = cJSON_CreateObject();
    cJSON_AddItemToArray(flows, flow);
    char t[80], b[80], text[256];
    dims(t, sizeof t, f->tid[0]);
    dims(b, sizeof b, f->ctaid);
    snprintf(text, sizeof text, "the two threads of the replayed witness (%s)", rule_info(f->rule)->id);
    cJSON_AddItemToObject(flow, "message", message(text));
    cJSON *tfs = cJSON_AddArrayToObject(flow, "threadFlows");
    for (uint32_t i = 0; i < f->naccesses && i < 2; i++) {
        const FindingAccess *a = &f->accesses[i];
        cJSON *tf = cJSON_CreateObject();
        dims(t, sizeof t, f->tid[i]);
        dims(b, sizeof b, i ? f->ctaid2 : f->ctaid);
        snprintf(text, sizeof text, "thread %s of block %s", t, b);
        cJSON_AddStringToObject(tf, "id", i ? "thread-2" : "thread-1");
        cJSON_AddItemToObject(tf, "message", message(text));
        cJSON *locs = cJSON_AddArrayToObject(tf, "locations");
        cJSON *tfl = cJSON_CreateObject();
        access_text(f, i, text, sizeof text);
        cJSON_AddItemToObject(tfl, "location", location(s, a->file, a->line, a->col, text));
        cJSON_AddItemToArray(locs, tfl);
        cJSON_AddItemToArray(tfs, tf);
    }
    return flows;
}

static cJSON *result_json(Sarif *s, const FileReport *fr, const KernelReport *k, const Finding *f)
{
    cJSON *r = cJSON_CreateObject();
    const RuleInfo *ri = rule_info(f->rule);
    cJSON_AddStringToObject(r, "ruleId", ri->id);
    cJSON_AddNumberToObject(r, "ruleIndex", f->rule);
    int violation = f->verdict == VERDICT_VIOLATION;
    cJSON_AddStringToObject(r, "kind", violation ? "fail" : "open");
    static const char *const levels[] = { "none", "note", "warning", "error" };
    int lv = k->rule_level[f->rule];  // the config's level for the rule
    cJSON_AddStringToObject(r, "level", !violation ? "note" : lv >= 0 ? levels[lv] : ri->severity);
    cJSON_AddItemToObject(r, "message", message(f->message));
    cJSON *locs = cJSON_AddArrayToObject(r, "locations");
    char text[256];
    if (f->naccesses == 0)
        cJSON_AddItemToArray(locs, location(s, fr->path, k->line, k->col, NULL));
    for (uint32_t i = 0; i < f->naccesses; i++) {
        const FindingAccess *a = &f->accesses[i];
        access_text(f, i, text, sizeof text);
        cJSON *loc = location(s, a->file, a->line, a->col, text);
        if (i == 0) {
            cJSON_AddItemToArray(locs, loc);
            continue;
        }
        cJSON *rel = cJSON_GetObjectItem(r, "relatedLocations");
        if (!rel)
            rel = cJSON_AddArrayToObject(r, "relatedLocations");
        cJSON_AddNumberToObject(loc, "id", i);
        cJSON_AddItemToArray(rel, loc);
    }
    if (f->has_witness && f->naccesses == 2)
        cJSON_AddItemToObject(r, "codeFlows", code_flows(s, f));
    cJSON_AddStringToObject(cJSON_AddObjectToObject(r, "partialFingerprints"), FINGERPRINT_KEY, f->fingerprint);
    if (f->baseline != BASELINE_NONE)
        cJSON_AddStringToObject(r, "baselineState", f->baseline == BASELINE_NEW ? "new" : "unchanged");
    if (f->suppressed) {
        cJSON *sup = cJSON_CreateObject();
        cJSON_AddStringToObject(sup, "kind", "inSource");
        cJSON_AddStringToObject(sup, "status", "accepted");
        cJSON_AddStringToObject(sup, "justification", f->suppressed);
        cJSON_AddItemToObject(sup, "location", location(s, f->suppressed_file, f->suppressed_line, 0, NULL));
        cJSON_AddItemToArray(cJSON_AddArrayToObject(r, "suppressions"), sup);
    }
    cJSON *props = cJSON_AddObjectToObject(r, "properties");
    cJSON_AddStringToObject(props, "kernel", k->name);
    if (k->demangled)
        cJSON_AddStringToObject(props, "kernelDemangled", k->demangled);
    cJSON_AddStringToObject(props, "input", fr->path);
    cJSON *lines = cJSON_AddArrayToObject(props, k->ir_lines ? "irLines" : "ptxLines");
    for (uint32_t i = 0; i < f->naccesses; i++)
        cJSON_AddItemToArray(lines, cJSON_CreateNumber(f->accesses[i].ptx_line));
    if (f->needs)
        cJSON_AddStringToObject(props, "needs", f->needs);
    return r;
}

static cJSON *notification(Sarif *s, const char *level, const char *text, const char *file, uint32_t line,
                           uint32_t col)
{
    cJSON *n = cJSON_CreateObject();
    cJSON_AddStringToObject(n, "level", level);
    cJSON_AddItemToObject(n, "message", message(text));
    if (file && *file) {
        cJSON *locs = cJSON_AddArrayToObject(n, "locations");
        cJSON_AddItemToArray(locs, location(s, file, line, col, NULL));
    }
    return n;
}

static void add_results(Sarif *s, const CheckReport *r, cJSON *results)
{
    for (uint32_t i = 0; i < r->nfiles; i++) {
        const FileReport *fr = &r->files[i];
        for (uint32_t k = 0; k < fr->nkernels; k++)
            for (uint32_t fi = 0; fi < fr->kernels[k].nfindings; fi++)
                cJSON_AddItemToArray(results, result_json(s, fr, &fr->kernels[k], &fr->kernels[k].findings[fi]));
    }
    for (uint32_t i = 0; r->baseline && i < r->baseline->n; i++) {  // the baseline's that are gone
        const BaselineEntry *e = &r->baseline->entries[i];
        int rule = rule_find(e->rule);
        if (e->matched || rule < 0)
            continue;
        cJSON *x = cJSON_CreateObject();
        cJSON_AddStringToObject(x, "ruleId", e->rule);
        cJSON_AddNumberToObject(x, "ruleIndex", rule);
        cJSON_AddStringToObject(x, "kind", "pass");
        cJSON_AddStringToObject(x, "level", "none");
        char text[1024];
        snprintf(text, sizeof text, "gone since the baseline: %s", e->message);
        cJSON_AddItemToObject(x, "message", message(text));
        cJSON_AddItemToArray(cJSON_AddArrayToObject(x, "locations"), location(s, e->file, e->line, 0, NULL));
        cJSON_AddStringToObject(cJSON_AddObjectToObject(x, "partialFingerprints"), FINGERPRINT_KEY, e->fingerprint);
        cJSON_AddStringToObject(x, "baselineState", "absent");
        cJSON_AddStringToObject(cJSON_AddObjectToObject(x, "properties"), "kernel", e->kernel);
        cJSON_AddItemToArray(results, x);
    }
}

static void add_notifications(Sarif *s, const CheckReport *r, const DiagSink *sink, cJSON *notes)
{
    for (uint32_t i = 0; i < r->nfiles; i++) {
        const FileReport *fr = &r->files[i];
        for (uint32_t k = 0; k < fr->nkernels; k++) {
            const KernelReport *kr = &fr->kernels[k];
            char text[640];
            for (uint32_t ai = 0; ai < kr->nassumptions; ai++) {
                report_assumption_text(kr, &kr->assumptions[ai], text, sizeof text);
                cJSON_AddItemToArray(notes, notification(s, kr->assumptions[ai].wrap ? "warning" : "note", text,
                                                         fr->path, kr->line, kr->col));
            }
            if (kr->verdict != VERDICT_UNKNOWN)
                continue;
            const char *reason = "unknown";
            for (int ri = 0; ri < RULE_COUNT; ri++)
                if (!kr->rules[ri].off && kr->rules[ri].verdict == VERDICT_UNKNOWN && kr->rules[ri].reason) {
                    reason = kr->rules[ri].reason;
                    break;
                }
            snprintf(text, sizeof text, "kernel '%s' is not verified: unknown (%s)", report_kernel_shown(kr), reason);
            cJSON_AddItemToArray(notes, notification(s, "note", text, fr->path, kr->line, kr->col));
        }
    }
    for (uint32_t i = 0; sink && i < sink->ndiags; i++) {
        const Diag *d = &sink->diags[i];
        const char *level = d->level == DIAG_ERROR ? "error" : d->level == DIAG_WARNING ? "warning" : "note";
        cJSON *n = notification(s, level, d->msg, diag_file_path(sink, d->loc.file), d->loc.line, d->loc.col);
        if (d->code)  // the diagnostic's stable id (PTX012, CLI001, ...)
            cJSON_AddStringToObject(cJSON_AddObjectToObject(n, "descriptor"), "id", d->code);
        cJSON_AddItemToArray(notes, n);
    }
}

int report_write_sarif(const CheckReport *r, const DiagSink *sink, FILE *out)
{
    cJSON *root = cJSON_CreateObject();
    if (!root)
        return -1;
    Sarif s = { 0 };
    if (!getcwd(s.root, sizeof s.root))
        s.root[0] = 0;
    cJSON_AddStringToObject(root, "$schema", "https://json.schemastore.org/sarif-2.1.0.json");
    cJSON_AddStringToObject(root, "version", "2.1.0");
    cJSON *runs = cJSON_AddArrayToObject(root, "runs");
    cJSON *run = cJSON_CreateObject();
    cJSON_AddItemToArray(runs, run);
    cJSON *driver = cJSON_AddObjectToObject(cJSON_AddObjectToObject(run, "tool"), "driver");
    cJSON_AddStringToObject(driver, "name", "warpsafe");
    cJSON_AddStringToObject(driver, "version", r->tool_version);
    cJSON_AddStringToObject(driver, "semanticVersion", r->tool_version);
    cJSON_AddStringToObject(driver, "informationUri", "https://github.com/warpsafe/warpsafe");
    cJSON_AddItemToObject(driver, "rules", rules_json());
    s.artifacts = cJSON_AddArrayToObject(run, "artifacts");
    for (uint32_t i = 0; i < r->nfiles; i++)  // the inputs first: artifacts 0 .. nfiles-1
        artifact(&s, r->files[i].path, r->files[i].sha256, 1);
    cJSON *inv = cJSON_CreateObject();
    cJSON_AddItemToArray(cJSON_AddArrayToObject(run, "invocations"), inv);
    cJSON_AddNumberToObject(inv, "exitCode", r->exit_code);
    cJSON_AddBoolToObject(inv, "executionSuccessful", !sink || sink->nerr == 0);
    add_notifications(&s, r, sink, cJSON_AddArrayToObject(inv, "toolExecutionNotifications"));
    add_results(&s, r, cJSON_AddArrayToObject(run, "results"));
    cJSON_AddStringToObject(run, "columnKind", "utf16CodeUnits");
    src_cache_free(&s.src);
    mem_free(s.art_path);
    return report_emit_json(root, out);
}
