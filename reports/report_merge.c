/*
 * report_merge.c - `warpsafe merge`: the JSON reports of the shards of one
 * run (check --shard I/N --format json) read back into one CheckReport,
 * the report the run without --shard would have made, for any writer.
 * Consumes: JSON reports (schema warpsafe-findings/1) of one tool and one
 * input list. Produces: per input, the kernels of every shard in the
 * input's order (the .entry positions); fingerprints numbered again over
 * the whole; the diagnostics every shard has (a warning such as SUP003,
 * an unused suppression, is the run's only where no shard used it), and
 * of --baseline's findings the ones gone in every shard. Assumes: the
 * shards are of one run; a report that is not one, or shards that
 * disagree on the tool or the inputs, are bad input (MRG001 with the
 * file, line and column where JSON gives them).
 */
#include "report_int.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpsafe/arena.h"

#define MERGE_MAX_BYTES (1u << 30)

struct ReportMerged {
    CheckReport report;
    Arena arena;
    cJSON **json;              // each shard's tree (the report's strings point into them)
    char **text;
    uint32_t n;
    ReportBaseline baseline;   // the entries gone in every shard
    char solver[128], version[64];
};

typedef struct {
    DiagSink *sink;
    uint32_t file;
    const char *text;
    Arena *a;
    int bad;
} Rd;

static void fail(Rd *r, const char *key, const char *fmt, const char *arg)
{
    if (!r->bad)  // the first problem of a file is enough
        diag_report(r->sink, DIAG_ERROR, report_json_where(r->text, r->file, key), "MRG001", fmt, arg);
    r->bad = 1;
}

static const cJSON *item(Rd *r, const cJSON *o, const char *key, int optional)
{
    const cJSON *v = cJSON_IsObject(o) ? cJSON_GetObjectItemCaseSensitive(o, key) : NULL;
    if (!v && !optional)
        fail(r, NULL, "merge: a report without \"%s\" (not a JSON report of warpsafe check)", key);
    return v;
}

static const char *str(Rd *r, const cJSON *o, const char *key, int optional)
{
    const cJSON *v = item(r, o, key, optional);
    if (!v || (optional && cJSON_IsNull(v)))
        return NULL;
    if (!cJSON_IsString(v)) {
        fail(r, key, "merge: \"%s\" is not a string", key);
        return NULL;
    }
    return v->valuestring;
}

static uint64_t num(Rd *r, const cJSON *o, const char *key, int optional)
{
    const cJSON *v = item(r, o, key, optional);
    if (!v)
        return 0;
    if (!cJSON_IsNumber(v) || v->valuedouble < 0 || v->valuedouble > 18446744073709549568.0) {
        fail(r, key, "merge: \"%s\" is not a number of warpsafe's", key);
        return 0;
    }
    return (uint64_t)v->valuedouble;
}

static uint64_t hexnum(Rd *r, const cJSON *v, const char *key)
{
    char *end = NULL;
    uint64_t x = cJSON_IsString(v) ? strtoull(v->valuestring, &end, 16) : 0;
    if (!end || *end || strncmp(v->valuestring, "0x", 2) != 0)
        fail(r, key, "merge: \"%s\" is not a hex number", key);
    return x;
}

static const cJSON *array(Rd *r, const cJSON *o, const char *key, int optional)
{
    const cJSON *v = item(r, o, key, optional);
    if (v && !cJSON_IsArray(v)) {
        fail(r, key, "merge: \"%s\" is not an array", key);
        return NULL;
    }
    return v;
}

static int rule_of(Rd *r, const char *id, const char *key)
{
    int x = id ? rule_find(id) : -1;
    if (x < 0 && !r->bad)
        fail(r, key, "merge: unknown rule \"%s\"", id ? id : "");
    return x < 0 ? 0 : x;
}

static Verdict verdict_of(Rd *r, const char *v, const char *key)
{
    for (int i = VERDICT_VERIFIED; i <= VERDICT_UNKNOWN; i++)
        if (v && strcmp(v, report_verdict_name((Verdict)i)) == 0)
            return (Verdict)i;
    fail(r, key, "merge: \"%s\" is not a verdict", v ? v : "");
    return VERDICT_UNKNOWN;
}

/* [x, y, z] with nulls for 0; null for all 0. */
static void dims(Rd *r, const cJSON *v, const char *key, uint32_t out[3])
{
    memset(out, 0, 3 * sizeof *out);
    if (!v || cJSON_IsNull(v))
        return;
    if (!cJSON_IsArray(v) || cJSON_GetArraySize(v) != 3) {
        fail(r, key, "merge: \"%s\" is not three dimensions", key);
        return;
    }
    for (int i = 0; i < 3; i++) {
        const cJSON *d = cJSON_GetArrayItem(v, i);
        out[i] = cJSON_IsNumber(d) ? (uint32_t)d->valuedouble : 0;
    }
}

static void triple(Rd *r, const cJSON *o, const char *key, uint64_t out[3])
{
    const cJSON *v = array(r, o, key, 0);
    for (int i = 0; i < 3; i++) {
        const cJSON *d = v ? cJSON_GetArrayItem(v, i) : NULL;
        if (v && !cJSON_IsNumber(d))
            fail(r, key, "merge: \"%s\" is not three numbers", key);
        out[i] = cJSON_IsNumber(d) ? (uint64_t)d->valuedouble : 0;
    }
}

static void read_access(Rd *r, const cJSON *o, FindingAccess *x)
{
    x->kind = str(r, o, "kind", 0), x->space = str(r, o, "space", 0);
    const cJSON *loc = item(r, o, "location", 0);
    x->file = str(r, loc, "file", 0);
    x->line = (uint32_t)num(r, loc, "line", 0), x->col = (uint32_t)num(r, loc, "col", 0);
    x->ptx_line = (uint32_t)num(r, o, "ptx_line", 0);
    x->ptx_file = str(r, o, "ptx_file", 1);
}

static void read_witness(Rd *r, const cJSON *w, Finding *f)
{
    f->has_witness = 1;
    const cJSON *th = array(r, w, "threads", 0);
    if (th && cJSON_GetArraySize(th) != 2)
        fail(r, "threads", "merge: a witness has %s threads", "not two");
    for (int t = 0; th && t < 2 && !r->bad; t++) {
        const cJSON *to = cJSON_GetArrayItem(th, t);
        uint64_t cta[3];
        triple(r, to, "tid", f->tid[t]);
        triple(r, to, "ctaid", cta);
        memcpy(t ? f->ctaid2 : f->ctaid, cta, sizeof cta);
        f->addr[t] = hexnum(r, item(r, to, "address", 0), "address");
    }
    triple(r, w, "block", f->block);
    triple(r, w, "grid", f->grid);
    f->interval = (uint32_t)num(r, w, "barrier_interval", 0);
    const cJSON *in = array(r, w, "inputs", 0);
    f->ninputs = 0;
    for (const cJSON *e = in ? in->child : NULL; e && f->ninputs < 8; e = e->next, f->ninputs++) {
        f->input_thread[f->ninputs] = (uint8_t)num(r, e, "thread", 0);
        f->input_line[f->ninputs] = (uint32_t)num(r, e, "ptx_line", 0);
        f->input_addr[f->ninputs] = hexnum(r, item(r, e, "address", 0), "address");
        f->input_bytes[f->ninputs] = (uint16_t)num(r, e, "bytes", 0);
        f->input_value[f->ninputs] = hexnum(r, item(r, e, "value", 0), "value");
    }
    const cJSON *par = item(r, w, "params", 0);
    f->nparams = 0;
    for (const cJSON *p = cJSON_IsObject(par) ? par->child : NULL; p && f->nparams < 16; p = p->next, f->nparams++) {
        f->param_name[f->nparams] = p->string;
        f->param_value[f->nparams] = hexnum(r, p, "params");
    }
}

static void read_finding(Rd *r, const cJSON *o, const KernelReport *k, Finding *f)
{
    memset(f, 0, sizeof *f);
    f->rule = (RuleId)rule_of(r, str(r, o, "rule", 0), "rule");
    f->verdict = verdict_of(r, str(r, o, "verdict", 0), "verdict");
    f->message = str(r, o, "message", 0);
    if (f->message && k->rules[f->rule].reason && strcmp(f->message, k->rules[f->rule].reason) == 0)
        f->message = k->rules[f->rule].reason;
    const char *fp = str(r, o, "fingerprint", 1);
    if (fp)
        snprintf(f->fingerprint, sizeof f->fingerprint, "%s", fp);
    const char *b = str(r, o, "baseline", 1);
    f->baseline = !b ? BASELINE_NONE : strcmp(b, "new") == 0 ? BASELINE_NEW : BASELINE_UNCHANGED;
    const cJSON *sup = item(r, o, "suppressed", 1);
    if (sup) {
        f->suppressed = str(r, sup, "reason", 0);
        const cJSON *loc = item(r, sup, "location", 0);
        f->suppressed_file = str(r, loc, "file", 0), f->suppressed_line = (uint32_t)num(r, loc, "line", 0);
    }
    f->needs = str(r, o, "needs", 1);
    const cJSON *acc = array(r, o, "accesses", 0);
    for (const cJSON *e = acc ? acc->child : NULL; e && f->naccesses < 2; e = e->next)
        read_access(r, e, &f->accesses[f->naccesses++]);
    const cJSON *w = item(r, o, "witness", 1);
    if (w)
        read_witness(r, w, f);
}

static void read_assumption(Rd *r, const cJSON *o, ReportAssumption *x)
{
    memset(x, 0, sizeof *x);
    x->rule = (RuleId)rule_of(r, str(r, o, "rule", 0), "rule");
    const char *kind = str(r, o, "kind", 0);
    static const char *const kinds[] = { "no-index-wrap", "benign-write", "tensor-unwritten", "counter-no-wrap",
                                         "flag-not-ready", "read-only-buffer", "distinct-buffers" };
    int *flag[] = { &x->wrap, &x->benign, &x->tensor, &x->counter, &x->flag, &x->nc, NULL };
    int found = 0;
    for (size_t i = 0; kind && i < sizeof kinds / sizeof kinds[0]; i++)
        if (strcmp(kind, kinds[i]) == 0) {
            found = 1;
            if (flag[i])
                *flag[i] = 1;
        }
    if (!found)
        fail(r, "kind", "merge: unknown assumption kind \"%s\"", kind ? kind : "");
    const cJSON *ps = array(r, o, "params", 0);
    for (int i = 0; ps && i < 2; i++) {
        const cJSON *p = cJSON_GetArrayItem(ps, i);
        x->param[i] = cJSON_IsString(p) ? p->valuestring : NULL;
    }
    const cJSON *lines = array(r, o, "ptx_lines", 0);
    for (int i = 0; lines && i < 2; i++) {
        const cJSON *l = cJSON_GetArrayItem(lines, i);
        x->ptx_line[i] = cJSON_IsNumber(l) ? (uint32_t)l->valuedouble : 0;
    }
    if (x->wrap) {
        const cJSON *w = item(r, o, "wraps_with", 1);
        x->value = cJSON_IsNumber(w) ? (uint64_t)(uint32_t)(int32_t)w->valuedouble : 0;
        const cJSON *ex = item(r, o, "exact_for", 1);
        if (ex) {
            x->ranged = 1;
            const cJSON *lo = item(r, ex, "min", 0), *hi = item(r, ex, "max", 0);
            x->range_lo = cJSON_IsNumber(lo) ? (int64_t)lo->valuedouble : 0;
            x->range_hi = cJSON_IsNumber(hi) ? (int64_t)hi->valuedouble : 0;
        }
    } else if (x->flag) {
        const char *eq = str(r, o, "flag_at_launch", 0);
        x->flag_eq = eq && strcmp(eq, "not equal") == 0;
        x->value = num(r, o, "value", 0);
    }
}

static void read_kernel(Rd *r, const cJSON *o, KernelReport *k, int ir)
{
    memset(k, 0, sizeof *k);
    k->name = str(r, o, "name", 0), k->target = str(r, o, "target", 0);
    k->demangled = str(r, o, "demangled", 1);
    k->verdict = verdict_of(r, str(r, o, "verdict", 0), "verdict");
    const cJSON *loc = item(r, o, "ptx_location", 0);
    k->line = (uint32_t)num(r, loc, "line", 0), k->col = (uint32_t)num(r, loc, "col", 0);
    k->ir_lines = (uint8_t)ir;
    const cJSON *l = item(r, o, "launch", 0);
    const char *src = str(r, l, "source", 0);
    int s = 0;
    while (s <= LAUNCH_CONFIG && src && strcmp(src, report_launch_source_name((LaunchSource)s)) != 0)
        s++;
    if (s > LAUNCH_CONFIG)
        fail(r, "source", "merge: unknown launch source \"%s\"", src ? src : "");
    k->launch.source = (LaunchSource)(s > LAUNCH_CONFIG ? 0 : s);
    dims(r, item(r, l, "block", 0), "block", k->launch.block);
    dims(r, item(r, l, "grid", 0), "grid", k->launch.grid);
    dims(r, item(r, l, "max_block", 1), "max_block", k->launch.max_block);
    memset(k->rule_level, -1, sizeof k->rule_level);
    k->config_entry = -1;
    const cJSON *c = item(r, o, "config", 1);
    if (c) {
        k->config_file = str(r, c, "file", 0);
        const cJSON *e = item(r, c, "entry", 0);
        k->config_entry = cJSON_IsNumber(e) ? (int)e->valuedouble : -1;
        const cJSON *lv = item(r, c, "rule_levels", 0);
        for (const cJSON *x = cJSON_IsObject(lv) ? lv->child : NULL; x; x = x->next) {
            int rule = rule_of(r, x->string, x->string), level = RULE_LEVEL_OFF;
            while (level <= RULE_LEVEL_ERROR && cJSON_IsString(x) &&
                   strcmp(x->valuestring, report_rule_level_name(level)) != 0)
                level++;
            if (level > RULE_LEVEL_ERROR)
                fail(r, x->string, "merge: \"%s\" is not a rule level", x->string);
            k->rule_level[rule] = (int8_t)(level > RULE_LEVEL_ERROR ? -1 : level);
        }
    }
    for (int i = 0; i < RULE_COUNT; i++)
        k->rules[i] = (RuleResult){ (RuleId)i, VERDICT_UNKNOWN, NULL, 1 };  // off unless listed
    const cJSON *rules = array(r, o, "rules", 0);
    for (const cJSON *e = rules ? rules->child : NULL; e; e = e->next) {
        int id = rule_of(r, str(r, e, "id", 0), "id");
        k->rules[id].off = 0;
        k->rules[id].verdict = verdict_of(r, str(r, e, "verdict", 0), "verdict");
        k->rules[id].reason = str(r, e, "reason", 1);
    }
    const cJSON *fs = array(r, o, "findings", 0);
    k->nfindings = fs ? (uint32_t)cJSON_GetArraySize(fs) : 0;
    k->findings = k->nfindings ? arena_alloc(r->a, k->nfindings * sizeof *k->findings) : NULL;
    uint32_t i = 0;
    for (const cJSON *e = k->findings ? fs->child : NULL; e; e = e->next)
        read_finding(r, e, k, &k->findings[i++]);
    const cJSON *as = array(r, o, "assumptions", 0);
    k->nassumptions = as ? (uint32_t)cJSON_GetArraySize(as) : 0;
    k->assumptions = k->nassumptions ? arena_alloc(r->a, k->nassumptions * sizeof *k->assumptions) : NULL;
    i = 0;
    for (const cJSON *e = k->assumptions ? as->child : NULL; e; e = e->next)
        read_assumption(r, e, &k->assumptions[i++]);
    k->nassumptions_more = (uint32_t)num(r, o, "assumptions_left_out", 1);
    if ((k->nfindings && !k->findings) || (k->nassumptions && !k->assumptions))
        fail(r, NULL, "merge: %s", "out of memory");
}

static int is_ir(const char *path)
{
    size_t n = path ? strlen(path) : 0;
    return n > 3 && (strcmp(path + n - 3, ".ll") == 0 || strcmp(path + n - 3, ".bc") == 0);
}

/* One kernel of the merge: its shard's object and where its .entry is. */
typedef struct {
    const cJSON *o;
    uint32_t shard, line, col;
} Piece;

static int by_position(const void *a, const void *b)
{
    const Piece *x = a, *y = b;
    if (x->line != y->line)
        return x->line < y->line ? -1 : 1;
    if (x->col != y->col)
        return x->col < y->col ? -1 : 1;
    return x->shard < y->shard ? -1 : x->shard > y->shard;
}

/* Is a diagnostic like d in every shard's report? */
static int in_every(ReportMerged *m, const cJSON *d)
{
    for (uint32_t s = 1; s < m->n; s++) {
        const cJSON *arr = cJSON_GetObjectItemCaseSensitive(m->json[s], "diagnostics");
        int found = 0;
        for (const cJSON *e = cJSON_IsArray(arr) ? arr->child : NULL; e && !found; e = e->next)
            found = cJSON_Compare(e, d, 1);
        if (!found)
            return 0;
    }
    return 1;
}

/* Checks shard s against the first: the same tool and inputs. */
static void same_run(ReportMerged *m, uint32_t s, Rd *r)
{
    const cJSON *t0 = cJSON_GetObjectItemCaseSensitive(m->json[0], "tool"), *t = item(r, m->json[s], "tool", 0);
    if (!r->bad && !cJSON_Compare(t0, t, 1))
        fail(r, "tool", "merge: made by another warpsafe or Z3 than %s (shards of one run have one tool)",
             "the first report");
    const cJSON *f0 = cJSON_GetObjectItemCaseSensitive(m->json[0], "files"), *f = array(r, m->json[s], "files", 0);
    int ok = f && cJSON_GetArraySize(f) == cJSON_GetArraySize(f0);
    for (const cJSON *a = ok ? f0->child : NULL, *b = ok ? f->child : NULL; a && b && ok; a = a->next, b = b->next) {
        const cJSON *pa = cJSON_GetObjectItemCaseSensitive(a, "path"), *pb = cJSON_GetObjectItemCaseSensitive(b, "path");
        const cJSON *sa = cJSON_GetObjectItemCaseSensitive(a, "sha256"), *sb = cJSON_GetObjectItemCaseSensitive(b, "sha256");
        ok = cJSON_IsString(pa) && cJSON_IsString(pb) && strcmp(pa->valuestring, pb->valuestring) == 0 &&
             cJSON_IsString(sa) && cJSON_IsString(sb) && strcmp(sa->valuestring, sb->valuestring) == 0;
    }
    if (!r->bad && !ok)
        fail(r, "files", "merge: its inputs (paths and SHA-256) are not %s's: shards of one run have the same",
             "the first report");
}

/* Numbers each finding's fingerprint among equal ones again, over the
 * whole report (as report_fingerprint_kernel does, kernel by kernel). */
static void renumber(CheckReport *rep)
{
    uint32_t seen = 0;
    for (uint32_t i = 0; i < rep->nfiles; i++)
        for (uint32_t k = 0; k < rep->files[i].nkernels; k++)
            for (uint32_t fi = 0; fi < rep->files[i].kernels[k].nfindings; fi++) {
                Finding *f = &rep->files[i].kernels[k].findings[fi];
                char *colon = strchr(f->fingerprint, ':');
                if (!colon)
                    continue;
                size_t base = (size_t)(colon - f->fingerprint);
                uint32_t same = 1, n = 0;
                for (uint32_t j = 0; j < rep->nfiles && n < seen; j++)
                    for (uint32_t kk = 0; kk < rep->files[j].nkernels && n < seen; kk++)
                        for (uint32_t g = 0; g < rep->files[j].kernels[kk].nfindings && n < seen; g++, n++)
                            same += strncmp(rep->files[j].kernels[kk].findings[g].fingerprint, f->fingerprint,
                                            base + 1) == 0;
                snprintf(colon + 1, sizeof f->fingerprint - base - 1, "%u", same);
                seen++;
            }
}

static void read_diagnostics(ReportMerged *m, DiagSink *sink)
{
    const cJSON *ds = cJSON_GetObjectItemCaseSensitive(m->json[0], "diagnostics");
    for (const cJSON *d = cJSON_IsArray(ds) ? ds->child : NULL; d; d = d->next) {
        if (!in_every(m, d))
            continue;
        const cJSON *lv = cJSON_GetObjectItemCaseSensitive(d, "level"), *loc = cJSON_GetObjectItemCaseSensitive(d, "location");
        const cJSON *code = cJSON_GetObjectItemCaseSensitive(d, "code"), *msg = cJSON_GetObjectItemCaseSensitive(d, "message");
        const cJSON *file = cJSON_GetObjectItemCaseSensitive(loc, "file");
        const cJSON *line = cJSON_GetObjectItemCaseSensitive(loc, "line"), *col = cJSON_GetObjectItemCaseSensitive(loc, "col");
        DiagLevel level = DIAG_ERROR;
        for (int i = DIAG_NOTE; i <= DIAG_ERROR; i++)
            if (cJSON_IsString(lv) && strcmp(lv->valuestring, diag_level_name((DiagLevel)i)) == 0)
                level = (DiagLevel)i;
        SrcLoc l = { cJSON_IsString(file) && *file->valuestring ? diag_add_file(sink, file->valuestring) : 0,
                     cJSON_IsNumber(line) ? (uint32_t)line->valuedouble : 0,
                     cJSON_IsNumber(col) ? (uint32_t)col->valuedouble : 0 };
        diag_report(sink, level, l, cJSON_IsString(code) && *code->valuestring ? code->valuestring : NULL, "%s",
                    cJSON_IsString(msg) ? msg->valuestring : "");
    }
}

/* --baseline across shards. Each shard matched every baseline entry or
 * listed it gone, so the first shard's matched fingerprints and gone
 * entries are the baseline's entries; the merged findings (numbered over
 * the whole) are matched against them again, and the gone ones are those
 * no merged finding matches. */
static void read_baseline(ReportMerged *m, Rd *r)
{
    const cJSON *b = cJSON_GetObjectItemCaseSensitive(m->json[0], "baseline");
    if (!b)
        return;
    const cJSON *gone = array(r, b, "gone", 0);
    uint32_t n = gone ? (uint32_t)cJSON_GetArraySize(gone) : 0, nmatched = 0;
    CheckReport *rep = &m->report;
    const cJSON *files0 = cJSON_GetObjectItemCaseSensitive(m->json[0], "files");
    for (const cJSON *f = files0 ? files0->child : NULL; f; f = f->next)  // the first shard's matched ones
        for (const cJSON *k = cJSON_GetObjectItemCaseSensitive(f, "kernels")->child; k; k = k->next)
            for (const cJSON *x = cJSON_GetObjectItemCaseSensitive(k, "findings")->child; x; x = x->next)
                nmatched += cJSON_IsString(cJSON_GetObjectItemCaseSensitive(x, "baseline")) &&
                            strcmp(cJSON_GetObjectItemCaseSensitive(x, "baseline")->valuestring, "unchanged") == 0;
    const char **listed = arena_alloc(&m->arena, (n + nmatched + 1) * sizeof *listed);
    m->baseline.entries = arena_alloc(&m->arena, (n + 1) * sizeof *m->baseline.entries);
    if (!listed || !m->baseline.entries) {
        fail(r, NULL, "merge: %s", "out of memory");
        return;
    }
    uint32_t nl = 0;
    for (const cJSON *f = files0 ? files0->child : NULL; f; f = f->next)
        for (const cJSON *k = cJSON_GetObjectItemCaseSensitive(f, "kernels")->child; k; k = k->next)
            for (const cJSON *x = cJSON_GetObjectItemCaseSensitive(k, "findings")->child; x; x = x->next) {
                const cJSON *st = cJSON_GetObjectItemCaseSensitive(x, "baseline");
                if (cJSON_IsString(st) && strcmp(st->valuestring, "unchanged") == 0)
                    listed[nl++] = str(r, x, "fingerprint", 0);
            }
    for (const cJSON *e = gone ? gone->child : NULL; e; e = e->next) {
        BaselineEntry *x = &m->baseline.entries[m->baseline.n++];
        x->fingerprint = str(r, e, "fingerprint", 0), x->rule = str(r, e, "rule", 0);
        x->kernel = str(r, e, "kernel", 0), x->message = str(r, e, "message", 0);
        const cJSON *loc = item(r, e, "location", 0);
        x->file = str(r, loc, "file", 0), x->line = (uint32_t)num(r, loc, "line", 0);
        listed[nl++] = x->fingerprint;
    }
    for (uint32_t i = 0; i < rep->nfiles; i++)
        for (uint32_t k = 0; k < rep->files[i].nkernels; k++)
            for (uint32_t fi = 0; fi < rep->files[i].kernels[k].nfindings; fi++) {
                Finding *f = &rep->files[i].kernels[k].findings[fi];
                f->baseline = BASELINE_NEW;
                for (uint32_t j = 0; j < nl; j++)
                    if (listed[j] && strcmp(listed[j], f->fingerprint) == 0)
                        f->baseline = BASELINE_UNCHANGED;
                for (uint32_t j = 0; j < m->baseline.n; j++)
                    if (m->baseline.entries[j].fingerprint && strcmp(m->baseline.entries[j].fingerprint, f->fingerprint) == 0)
                        m->baseline.entries[j].matched = 1;
            }
    rep->baseline = &m->baseline;
}

ReportMerged *report_merge_read(const char *const *paths, uint32_t n, DiagSink *sink, const CheckReport **report)
{
    ReportMerged *m = mem_alloc(sizeof *m);
    if (!m)
        return NULL;
    memset(m, 0, sizeof *m);
    arena_init(&m->arena);
    m->json = arena_alloc(&m->arena, (n + 1) * sizeof *m->json);
    m->text = arena_alloc(&m->arena, (n + 1) * sizeof *m->text);
    *report = NULL;
    if (!m->json || !m->text)
        return m;
    int bad = 0;
    uint32_t *file = arena_alloc(&m->arena, (n + 1) * sizeof *file);
    for (uint32_t s = 0; s < n && file; s++, m->n++) {
        m->json[s] = report_json_read(paths[s], MERGE_MAX_BYTES, sink, "MRG001", "merge", &m->text[s], &file[s]);
        Rd r = { sink, file[s], m->text[s], &m->arena, !m->json[s] };
        const char *schema = m->json[s] ? str(&r, m->json[s], "schema", 0) : NULL;
        if (schema && strcmp(schema, "warpsafe-findings/1") != 0)
            fail(&r, "schema", "merge: schema \"%s\" is not warpsafe-findings/1 (merge reads check's JSON reports)",
                 schema);
        if (!r.bad && s > 0)
            same_run(m, s, &r);
        if (!r.bad)
            array(&r, m->json[s], "files", 0), array(&r, m->json[s], "diagnostics", 0);
        bad |= r.bad;
    }
    if (bad || !file || n == 0)
        return m;
    /* the first report's tool and inputs */
    Rd r = { sink, file[0], m->text[0], &m->arena, 0 };
    const cJSON *tool = item(&r, m->json[0], "tool", 0);
    snprintf(m->version, sizeof m->version, "%s", str(&r, tool, "version", 0) ? str(&r, tool, "version", 0) : "");
    snprintf(m->solver, sizeof m->solver, "%s", str(&r, tool, "solver", 0) ? str(&r, tool, "solver", 0) : "");
    m->report.tool_version = m->version, m->report.solver_version = m->solver;
    const cJSON *files0 = cJSON_GetObjectItemCaseSensitive(m->json[0], "files");
    uint32_t nf = (uint32_t)cJSON_GetArraySize(files0);
    m->report.files = nf ? arena_alloc(&m->arena, nf * sizeof *m->report.files) : NULL;
    for (uint32_t i = 0; i < nf && (m->report.files || !nf); i++) {
        FileReport *fr = &m->report.files[m->report.nfiles++];
        const cJSON *f0 = cJSON_GetArrayItem(files0, (int)i);
        fr->path = str(&r, f0, "path", 0);
        const char *sha = str(&r, f0, "sha256", 0);
        snprintf(fr->sha256, sizeof fr->sha256, "%s", sha ? sha : "");
        uint32_t np = 0;
        for (uint32_t s = 0; s < n; s++)
            np += (uint32_t)cJSON_GetArraySize(
                cJSON_GetObjectItemCaseSensitive(cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(m->json[s], "files"), (int)i), "kernels"));
        Piece *pc = np ? arena_alloc(&m->arena, np * sizeof *pc) : NULL;
        fr->kernels = np ? arena_alloc(&m->arena, np * sizeof *fr->kernels) : NULL;
        if (np && (!pc || !fr->kernels)) {
            fail(&r, NULL, "merge: %s", "out of memory");
            break;
        }
        np = 0;
        for (uint32_t s = 0; s < n; s++) {
            Rd rs = { sink, file[s], m->text[s], &m->arena, 0 };
            const cJSON *fs = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(m->json[s], "files"), (int)i);
            const cJSON *ks = array(&rs, fs, "kernels", 0);
            for (const cJSON *k = ks ? ks->child : NULL; k; k = k->next) {
                const cJSON *loc = item(&rs, k, "ptx_location", 0);
                pc[np++] = (Piece){ k, s, (uint32_t)num(&rs, loc, "line", 0), (uint32_t)num(&rs, loc, "col", 0) };
            }
            bad |= rs.bad;
        }
        if (np)
            qsort(pc, np, sizeof *pc, by_position);
        for (uint32_t k = 0; k < np && !bad; k++) {
            Rd rs = { sink, file[pc[k].shard], m->text[pc[k].shard], &m->arena, 0 };
            if (k && pc[k].line == pc[k - 1].line && pc[k].col == pc[k - 1].col && pc[k].shard != pc[k - 1].shard)
                fail(&rs, NULL, "merge: kernel at %s is in two shards (a report given twice?)", fr->path);
            read_kernel(&rs, pc[k].o, &fr->kernels[fr->nkernels++], is_ir(fr->path));
            bad |= rs.bad;
        }
    }
    if (bad || r.bad)
        return m;
    renumber(&m->report);
    read_baseline(m, &r);
    if (r.bad)
        return m;
    read_diagnostics(m, sink);
    *report = &m->report;
    return m;
}

void report_merge_free(ReportMerged *m)
{
    if (!m)
        return;
    for (uint32_t s = 0; m->json && s < m->n; s++) {
        cJSON_Delete(m->json[s]);
        mem_free(m->text[s]);
    }
    arena_free(&m->arena);
    mem_free(m);
}
