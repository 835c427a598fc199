/*
 * report_baseline.c - baselines: the findings a code base already had.
 * Consumes: a report with fingerprints (report_fingerprint_kernel), a baseline
 * file. Produces: the file (schema warpsafe-baseline/1), and each finding
 * marked new or unchanged against it, the file's entries the run no longer
 * has left unmatched (reported as gone). Assumes: fingerprints are the
 * match (rule, kernel, access kinds and source line texts), so a baseline
 * survives line shifts and recompilation; a malformed file is bad input,
 * reported with its line and column where cJSON gives one.
 */
#include "report_int.h"

#include "warpsafe/arena.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <string.h>

#define BASELINE_SCHEMA "warpsafe-baseline/1"
#define BASELINE_MAX_BYTES (256u << 20)

static void fail(DiagSink *sink, uint32_t file, const char *text, const char *key, const char *fmt, const char *arg)
{
    diag_report(sink, DIAG_ERROR, report_json_where(text, file, key), "BASE002", fmt, arg);
}

void report_baseline_free(ReportBaseline *b)
{
    if (!b)
        return;
    mem_free(b->entries);
    mem_free(b->text);
    mem_free(b->pool);
    mem_free(b);
}

/* The string member `key` of o, or NULL (and an error) when it is missing
 * or not a string. */
static const char *member(const cJSON *o, const char *key, DiagSink *sink, uint32_t file, const char *text)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (cJSON_IsString(v))
        return v->valuestring;
    fail(sink, file, text, v ? key : NULL,
         v ? "baseline: \"%s\" is not a string" : "baseline: a finding has no \"%s\"", key);
    return NULL;
}

/* Checks every key of o is one of `keys` (NULL-terminated). */
static int known_keys(const cJSON *o, const char *const *keys, DiagSink *sink, uint32_t file, const char *text)
{
    for (const cJSON *c = o->child; c; c = c->next) {
        int ok = 0;
        for (int i = 0; keys[i] && !ok; i++)
            ok = strcmp(c->string, keys[i]) == 0;
        if (!ok) {
            fail(sink, file, text, c->string, "baseline: unknown key \"%s\"", c->string);
            return 0;
        }
    }
    return 1;
}

/* Copies the entries' strings into one pool, so the cJSON tree can go. */
static int keep_strings(ReportBaseline *b)
{
    size_t total = 0;
    for (uint32_t i = 0; i < b->n; i++) {
        const BaselineEntry *e = &b->entries[i];
        total += strlen(e->fingerprint) + strlen(e->rule) + strlen(e->kernel) + strlen(e->file) +
                 strlen(e->message) + 5;
    }
    if (!(b->pool = mem_alloc(total + 1)))
        return -1;
    char *p = b->pool;
    for (uint32_t i = 0; i < b->n; i++) {
        BaselineEntry *e = &b->entries[i];
        const char **f[5] = { &e->fingerprint, &e->rule, &e->kernel, &e->file, &e->message };
        for (int k = 0; k < 5; k++) {
            size_t n = strlen(*f[k]) + 1;
            memcpy(p, *f[k], n);
            *f[k] = p;
            p += n;
        }
    }
    return 0;
}

ReportBaseline *report_baseline_read(const char *path, DiagSink *sink)
{
    static const char *const top_keys[] = { "schema", "tool", "findings", NULL };
    static const char *const entry_keys[] = { "fingerprint", "rule", "kernel", "location", "message", NULL };
    static const char *const loc_keys[] = { "file", "line", NULL };
    ReportBaseline *b = mem_alloc(sizeof *b);
    if (!b) {
        diag_report(sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO003", "out of memory reading %s", path);
        return NULL;
    }
    memset(b, 0, sizeof *b);
    b->failed = 1;
    uint32_t file = 0;
    cJSON *root = report_json_read(path, BASELINE_MAX_BYTES, sink, "BASE002", "baseline", &b->text, &file);
    const char *text = b->text;
    int ok = root != NULL;
    const cJSON *schema = ok ? cJSON_GetObjectItemCaseSensitive(root, "schema") : NULL;
    if (ok && (!cJSON_IsObject(root) || !cJSON_IsString(schema) || strcmp(schema->valuestring, BASELINE_SCHEMA) != 0)) {
        fail(sink, file, text, "schema",
             "baseline: not a warpsafe baseline of a known version (\"schema\": \"%s\" expected)", BASELINE_SCHEMA);
        ok = 0;
    }
    ok = ok && known_keys(root, top_keys, sink, file, text);
    const cJSON *list = ok ? cJSON_GetObjectItemCaseSensitive(root, "findings") : NULL;
    if (ok && !cJSON_IsArray(list)) {
        fail(sink, file, text, "findings", "baseline: \"%s\" is not an array", "findings");
        ok = 0;
    }
    uint32_t n = ok ? (uint32_t)cJSON_GetArraySize(list) : 0;
    if (ok && n && !(b->entries = mem_alloc((size_t)n * sizeof *b->entries)))
        ok = 0;
    const cJSON *item = ok ? list->child : NULL;
    for (; ok && item; item = item->next) {
        if (!cJSON_IsObject(item) || !known_keys(item, entry_keys, sink, file, text)) {
            if (!cJSON_IsObject(item))
                fail(sink, file, text, "findings", "baseline: a member of \"%s\" is not an object",
                     "findings");
            ok = 0;
            break;
        }
        BaselineEntry *e = &b->entries[b->n];
        memset(e, 0, sizeof *e);
        const cJSON *loc = cJSON_GetObjectItemCaseSensitive(item, "location");
        const cJSON *line = cJSON_IsObject(loc) ? cJSON_GetObjectItemCaseSensitive(loc, "line") : NULL;
        if (!cJSON_IsObject(loc) || !known_keys(loc, loc_keys, sink, file, text) || !cJSON_IsNumber(line) ||
            line->valuedouble < 0 || line->valuedouble > 4294967295.0) {
            if (cJSON_IsObject(loc) && known_keys(loc, loc_keys, sink, file, text))
                fail(sink, file, text, "line", "baseline: \"%s\" is not a line number", "line");
            else if (!cJSON_IsObject(loc))
                fail(sink, file, text, "location", "baseline: \"%s\" is not an object", "location");
            ok = 0;
            break;
        }
        e->line = (uint32_t)line->valuedouble;
        if (!(e->fingerprint = member(item, "fingerprint", sink, file, text)) ||
            !(e->rule = member(item, "rule", sink, file, text)) || !(e->kernel = member(item, "kernel", sink, file, text)) ||
            !(e->message = member(item, "message", sink, file, text)) || !(e->file = member(loc, "file", sink, file, text))) {
            ok = 0;
            break;
        }
        if (rule_find(e->rule) < 0) {
            fail(sink, file, text, e->rule, "baseline: unknown rule \"%s\"", e->rule);
            ok = 0;
            break;
        }
        b->n++;
    }
    if (ok && keep_strings(b) < 0) {
        diag_report(sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO003", "out of memory reading %s", path);
        ok = 0;
    }
    cJSON_Delete(root);
    b->failed = !ok;
    return b;
}

void report_baseline_kernel(ReportBaseline *b, KernelReport *k)
{
    for (uint32_t fi = 0; b && fi < k->nfindings; fi++) {
        Finding *f = &k->findings[fi];
        f->baseline = BASELINE_NEW;
        for (uint32_t j = 0; j < b->n && f->baseline == BASELINE_NEW; j++)
            if (!b->entries[j].matched && strcmp(b->entries[j].fingerprint, f->fingerprint) == 0)
                b->entries[j].matched = 1, f->baseline = BASELINE_UNCHANGED;
    }
}

void *report_baseline_entry(const char *fingerprint, const char *rule, const char *kernel, const char *file,
                            uint32_t line, const char *message)
{
    cJSON *e = cJSON_CreateObject();
    cJSON_AddStringToObject(e, "fingerprint", fingerprint);
    cJSON_AddStringToObject(e, "rule", rule);
    cJSON_AddStringToObject(e, "kernel", kernel);
    cJSON *loc = cJSON_AddObjectToObject(e, "location");
    cJSON_AddStringToObject(loc, "file", file);
    cJSON_AddNumberToObject(loc, "line", line);
    cJSON_AddStringToObject(e, "message", message);
    return e;
}

void report_baseline_counts(const CheckReport *r, uint32_t *fresh, uint32_t *listed, uint32_t *gone)
{
    *fresh = *listed = *gone = 0;
    for (uint32_t i = 0; i < r->nfiles; i++)
        for (uint32_t k = 0; k < r->files[i].nkernels; k++)
            for (uint32_t f = 0; f < r->files[i].kernels[k].nfindings; f++)
                *(r->files[i].kernels[k].findings[f].baseline == BASELINE_UNCHANGED ? listed : fresh) += 1;
    for (uint32_t i = 0; r->baseline && i < r->baseline->n; i++)
        *gone += !r->baseline->entries[i].matched;
}

int report_baseline_write(const CheckReport *r, FILE *out)
{
    cJSON *root = cJSON_CreateObject();  // no tool block: a baseline is the same whatever wrote it
    if (!root)
        return -1;
    cJSON_AddStringToObject(root, "schema", BASELINE_SCHEMA);
    cJSON *list = cJSON_AddArrayToObject(root, "findings");
    for (uint32_t i = 0; i < r->nfiles; i++)
        for (uint32_t k = 0; k < r->files[i].nkernels; k++) {
            const KernelReport *kr = &r->files[i].kernels[k];
            for (uint32_t fi = 0; fi < kr->nfindings; fi++) {
                const Finding *f = &kr->findings[fi];
                if (f->verdict != VERDICT_VIOLATION || f->suppressed)
                    continue;
                const FindingAccess *a = f->naccesses ? &f->accesses[0] : NULL;
                cJSON *e = report_baseline_entry(f->fingerprint, rule_info(f->rule)->id, kr->name,
                                                 a ? a->file : r->files[i].path, a ? a->line : kr->line, f->message);
                cJSON_AddItemToArray(list, e);
            }
        }
    return report_emit_json(root, out);
}
