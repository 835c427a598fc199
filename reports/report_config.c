/*
 * report_config.c - the config file, warpsafe.json (schema warpsafe-config/1,
 * reports/schema/warpsafe-config-1.schema.json).
 * Consumes: the file (found from the working directory upward, or named).
 * Produces: per-kernel entries (a glob over kernel names: launch, parameter
 * values and ranges, may-alias pairs, buffer sizes, rule levels), rule
 * levels for every kernel and `strict`. Assumes: the command line overrides
 * it (the pipeline applies that); a malformed file is bad input (CFG001,
 * file:line:col where cJSON or the key's place gives one). The cJSON tree
 * is kept: the entries' strings point into it.
 */
#include "report_int.h"

#include "warpsafe/arena.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define CONFIG_SCHEMA "warpsafe-config/1"
#define CONFIG_NAME "warpsafe.json"
#define CONFIG_MAX_BYTES (16u << 20)

typedef struct {
    ReportConfig *c;
    DiagSink *sink;
    uint32_t file;
    const char *text;
    int ok;
} Reader;

static void bad(Reader *r, const char *key, const char *fmt, const char *arg)
{
    diag_report(r->sink, DIAG_ERROR, report_json_where(r->text, r->file, key), "CFG001", fmt, arg);
    r->ok = 0;
}

void report_config_error(const ReportConfig *c, DiagSink *sink, const char *key, const char *code, const char *fmt,
                         const char *arg, const char *arg2)
{
    diag_report(sink, DIAG_ERROR, report_json_where(c->text, c->file, key), code, fmt, arg, arg2);
}

void report_config_warning(const ReportConfig *c, DiagSink *sink, const char *key, const char *code,
                           const char *fmt, const char *arg, const char *arg2)
{
    diag_report(sink, DIAG_WARNING, report_json_where(c->text, c->file, key), code, fmt, arg, arg2);
}

static int known(Reader *r, const cJSON *o, const char *const *keys)
{
    for (const cJSON *c = o->child; c; c = c->next) {
        int ok = 0;
        for (int i = 0; keys[i] && !ok; i++)
            ok = strcmp(c->string, keys[i]) == 0;
        if (!ok) {
            bad(r, c->string, "config: unknown key \"%s\"", c->string);
            return 0;
        }
    }
    return 1;
}

/* "rules": {"id": "off" | "note" | "warning" | "error"} into level[]. */
static void rule_levels(Reader *r, const cJSON *o, int8_t *level)
{
    if (!o)
        return;
    if (!cJSON_IsObject(o)) {
        bad(r, "rules", "config: \"%s\" is not an object of rule levels", "rules");
        return;
    }
    for (const cJSON *c = o->child; c && r->ok; c = c->next) {
        int rule = rule_find(c->string), lv = -1;
        for (int i = RULE_LEVEL_OFF; i <= RULE_LEVEL_ERROR && cJSON_IsString(c); i++)
            if (strcmp(c->valuestring, report_rule_level_name(i)) == 0)
                lv = i;
        if (rule < 0)
            bad(r, c->string, "config: \"%s\" is not a rule (warpsafe rules)", c->string);
        else if (lv < 0)
            bad(r, c->string, "config: the level of rule \"%s\" is none of off, note, warning, error", c->string);
        else
            level[rule] = (int8_t)lv;
    }
}

/* "block"/"grid": [X, Y?, Z?] of positive integers a launch can have. */
static int dims(Reader *r, const cJSON *a, const char *key, uint32_t d[3])
{
    int n = cJSON_GetArraySize(a), i = 0;
    d[0] = d[1] = d[2] = 1;
    if (!cJSON_IsArray(a) || n < 1 || n > 3) {
        bad(r, key, "config: \"%s\" is not an array of 1 to 3 dimensions", key);
        return 0;
    }
    for (const cJSON *c = a->child; c; c = c->next, i++) {
        if (!cJSON_IsNumber(c) || c->valuedouble < 1 || c->valuedouble > 2147483647.0 ||
            c->valuedouble != (double)(int64_t)c->valuedouble) {
            bad(r, key, "config: \"%s\" holds something that is not a positive integer", key);
            return 0;
        }
        d[i] = (uint32_t)c->valuedouble;
    }
    int block = strcmp(key, "block") == 0;
    if (block ? d[0] > 1024 || d[1] > 1024 || d[2] > 64 || (uint64_t)d[0] * d[1] * d[2] > 1024
              : d[1] > 65535 || d[2] > 65535) {
        bad(r, key, block ? "config: no CUDA launch has this \"%s\": at most 1024 threads, x and y at most 1024, "
                            "z at most 64"
                          : "config: no CUDA launch has this \"%s\": y and z at most 65535",
            key);
        return 0;
    }
    return 1;
}

static int parse_int(const char *s, const char *end, int64_t *v)
{
    char buf[32];
    size_t n = (size_t)(end - s);
    if (n == 0 || n >= sizeof buf)
        return 0;
    memcpy(buf, s, n);
    buf[n] = 0;
    char *e;
    errno = 0;
    long long x = strtoll(buf, &e, 0);
    if (*e || errno)
        return 0;
    *v = x;
    return 1;
}

static int entry(Reader *r, const cJSON *o, ConfigEntry *e)
{
    static const char *const keys[] = { "match", "block", "grid", "params", "may_alias", "buffers", "rules", NULL };
    memset(e, 0, sizeof *e);
    memset(e->rule_level, -1, sizeof e->rule_level);
    if (!cJSON_IsObject(o)) {
        bad(r, "kernels", "config: a member of \"%s\" is not an object", "kernels");
        return 0;
    }
    if (!known(r, o, keys))
        return 0;
    const cJSON *m = cJSON_GetObjectItemCaseSensitive(o, "match");
    if (!cJSON_IsString(m) || !*m->valuestring) {
        bad(r, m ? "match" : "kernels", "config: a kernel entry needs \"%s\": a kernel name or glob", "match");
        return 0;
    }
    e->match = m->valuestring;
    const cJSON *x;
    if ((x = cJSON_GetObjectItemCaseSensitive(o, "block")) && !(e->have_block = dims(r, x, "block", e->block)))
        return 0;
    if ((x = cJSON_GetObjectItemCaseSensitive(o, "grid")) && !(e->have_grid = dims(r, x, "grid", e->grid)))
        return 0;
    const cJSON *p = cJSON_GetObjectItemCaseSensitive(o, "params");
    const cJSON *b = cJSON_GetObjectItemCaseSensitive(o, "buffers");
    const cJSON *al = cJSON_GetObjectItemCaseSensitive(o, "may_alias");
    if ((p && !cJSON_IsObject(p)) || (b && !cJSON_IsObject(b)) || (al && !cJSON_IsArray(al))) {
        bad(r, p && !cJSON_IsObject(p) ? "params" : b && !cJSON_IsObject(b) ? "buffers" : "may_alias",
            "config: \"%s\" has the wrong type (params, buffers: objects; may_alias: an array of pairs)",
            p && !cJSON_IsObject(p) ? "params" : b && !cJSON_IsObject(b) ? "buffers" : "may_alias");
        return 0;
    }
    uint32_t np = p ? (uint32_t)cJSON_GetArraySize(p) : 0, nb = b ? (uint32_t)cJSON_GetArraySize(b) : 0;
    uint32_t na = al ? (uint32_t)cJSON_GetArraySize(al) : 0;
    e->param_names = mem_alloc((np + 2 * na + nb + 1) * sizeof *e->param_names);
    e->param_lo = mem_alloc((np + 1) * sizeof *e->param_lo);
    e->param_hi = mem_alloc((np + 1) * sizeof *e->param_hi);
    e->buffer_bytes = mem_alloc((nb + 1) * sizeof *e->buffer_bytes);
    if (!e->param_names || !e->param_lo || !e->param_hi || !e->buffer_bytes) {
        bad(r, NULL, "config: out of memory%s", "");
        return 0;
    }
    e->alias_names = e->param_names + np, e->buffer_names = e->param_names + np + 2 * na;
    for (const cJSON *c = p ? p->child : NULL; c; c = c->next) {  // NAME: VALUE or "LO..HI"
        int64_t lo, hi;
        const char *dots = cJSON_IsString(c) ? strstr(c->valuestring, "..") : NULL;
        int okv = cJSON_IsNumber(c) ? (lo = hi = (int64_t)c->valuedouble, c->valuedouble == (double)lo)
                : dots ? parse_int(c->valuestring, dots, &lo) && parse_int(dots + 2, dots + strlen(dots), &hi) && lo <= hi
                       : 0;
        if (!okv) {
            bad(r, c->string, "config: parameter \"%s\": expected an integer or \"LO..HI\" with LO <= HI", c->string);
            return 0;
        }
        e->param_names[e->nparams] = c->string, e->param_lo[e->nparams] = lo, e->param_hi[e->nparams++] = hi;
    }
    for (const cJSON *c = b ? b->child : NULL; c; c = c->next) {
        if (!cJSON_IsNumber(c) || c->valuedouble < 1 || c->valuedouble > 1.8e19) {
            bad(r, c->string, "config: buffer \"%s\": expected a positive byte count", c->string);
            return 0;
        }
        e->buffer_names[e->nbuffers] = c->string, e->buffer_bytes[e->nbuffers++] = (uint64_t)c->valuedouble;
    }
    for (const cJSON *c = al ? al->child : NULL; c; c = c->next) {
        if (cJSON_GetArraySize(c) != 2 || !cJSON_IsString(c->child) || !cJSON_IsString(c->child->next)) {
            bad(r, "may_alias", "config: \"%s\" holds something that is not a pair of parameter names", "may_alias");
            return 0;
        }
        e->alias_names[2 * e->naliases] = c->child->valuestring;
        e->alias_names[2 * e->naliases++ + 1] = c->child->next->valuestring;
    }
    rule_levels(r, cJSON_GetObjectItemCaseSensitive(o, "rules"), e->rule_level);
    return r->ok;
}

ReportConfig *report_config_read(const char *path, DiagSink *sink)
{
    static const char *const keys[] = { "schema", "strict", "rules", "kernels", NULL };
    ReportConfig *c = mem_alloc(sizeof *c);
    size_t plen = strlen(path) + 1;
    char *pcopy = mem_alloc(plen);
    if (!c || !pcopy) {
        mem_free(c), mem_free(pcopy);
        diag_report(sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO003", "out of memory reading %s", path);
        return NULL;
    }
    memset(c, 0, sizeof *c);
    memcpy(pcopy, path, plen);
    c->path = pcopy;
    memset(c->rule_level, -1, sizeof c->rule_level);
    c->failed = 1;
    Reader r = { c, sink, 0, NULL, 1 };
    cJSON *root = report_json_read(path, CONFIG_MAX_BYTES, sink, "CFG001", "config", &c->text, &r.file);
    c->json = root, c->file = r.file, r.text = c->text;
    if (!root)
        return c;
    const cJSON *schema = cJSON_GetObjectItemCaseSensitive(root, "schema");
    if (!cJSON_IsObject(root) || !cJSON_IsString(schema) || strcmp(schema->valuestring, CONFIG_SCHEMA) != 0) {
        bad(&r, "schema", "config: not a warpsafe config of a known version (\"schema\": \"%s\" expected)",
            CONFIG_SCHEMA);
        return c;
    }
    if (!known(&r, root, keys))
        return c;
    const cJSON *strict = cJSON_GetObjectItemCaseSensitive(root, "strict");
    if (strict && !cJSON_IsBool(strict))
        bad(&r, "strict", "config: \"%s\" is not true or false", "strict");
    c->have_strict = strict != NULL, c->strict = cJSON_IsTrue(strict);
    const cJSON *list = NULL;
    for (const cJSON *k = root->child; k && r.ok; k = k->next)  // the top-level "rules", not an entry's
        if (strcmp(k->string, "rules") == 0)
            rule_levels(&r, k, c->rule_level);
        else if (strcmp(k->string, "kernels") == 0)
            list = k;
    if (list && !cJSON_IsArray(list))
        bad(&r, "kernels", "config: \"%s\" is not an array of kernel entries", "kernels");
    uint32_t n = r.ok && list ? (uint32_t)cJSON_GetArraySize(list) : 0;
    if (n && !(c->entries = mem_alloc(n * sizeof *c->entries)))
        bad(&r, NULL, "config: out of memory%s", "");
    for (const cJSON *e = r.ok && list ? list->child : NULL; e && r.ok; e = e->next)
        if (entry(&r, e, &c->entries[c->n]))
            c->n++;
        else if (c->entries)
            report_config_entry_free(&c->entries[c->n]);
    c->failed = !r.ok;
    return c;
}

void report_config_entry_free(ConfigEntry *e)
{
    mem_free(e->param_names), mem_free(e->param_lo), mem_free(e->param_hi), mem_free(e->buffer_bytes);
    e->param_names = NULL, e->param_lo = e->param_hi = NULL, e->buffer_bytes = NULL;
}

void report_config_free(ReportConfig *c)
{
    if (!c)
        return;
    for (uint32_t i = 0; i < c->n; i++)
        report_config_entry_free(&c->entries[i]);
    mem_free(c->entries);
    cJSON_Delete(c->json);
    mem_free(c->text);
    mem_free(c->path);
    mem_free(c);
}

char *report_config_find(void)
{
    char dir[PATH_MAX];
    if (!getcwd(dir, sizeof dir))
        return NULL;
    for (unsigned up = 0; up < PATH_MAX / 3; up++) {  // warpsafe.json, ../warpsafe.json, ...
        char *path = mem_alloc(3 * up + sizeof CONFIG_NAME);
        if (!path)
            return NULL;
        path[0] = 0;
        for (unsigned i = 0; i < up; i++)
            strcat(path, "../");
        strcat(path, CONFIG_NAME);
        if (access(path, F_OK) == 0)
            return path;
        mem_free(path);
        char *slash = strrchr(dir, '/');
        if (!slash || strcmp(dir, "/") == 0)
            return NULL;
        slash[slash == dir] = 0;  // "/a" -> "/", "/a/b" -> "/a"
    }
    return NULL;
}
