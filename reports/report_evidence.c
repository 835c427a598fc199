/*
 * report_evidence.c - the evidence manifest (schema warpsafe-evidence/1).
 * Consumes: a report with the run's solver queries (CheckReport.evidence).
 * Produces: DIR/manifest.json: who made it (tool, Z3), what it read (each
 * input's and the config's SHA-256), every obligation (its SMT-LIB2 file
 * by hash, rule, kernel, what decided it, the result, the limit), every
 * pair a rule decided without a query (its lines and the reason: an
 * interval argument, distinct buffers, a replay that confirmed or did not
 * confirm a model), and the verdicts (the files of warpsafe-findings/1). Assumes: the scripts are
 * already written next to it (the pipeline writes them as queries come).
 */
#include "report_int.h"

#include "warpsafe/arena.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <string.h>

int report_evidence_write(const CheckReport *r, const DiagSink *sink, FILE *out)
{
    (void)sink;
    static const char *const results[] = { "unsat", "sat", "unknown" };
    cJSON *root = report_json_root("warpsafe-evidence/1", r->tool_version, r->solver_version);
    if (!root)
        return -1;
    cJSON *inputs = cJSON_AddArrayToObject(root, "inputs");
    for (uint32_t i = 0; i < r->nfiles; i++) {
        cJSON *in = cJSON_CreateObject();
        cJSON_AddStringToObject(in, "path", r->files[i].path);
        cJSON_AddStringToObject(in, "sha256", r->files[i].sha256);
        cJSON_AddItemToArray(inputs, in);
    }
    if (r->config_path) {
        cJSON *c = cJSON_AddObjectToObject(root, "config");
        cJSON_AddStringToObject(c, "path", r->config_path);
        cJSON_AddStringToObject(c, "sha256", r->config_sha256 ? r->config_sha256 : "");
    }
    cJSON *obs = cJSON_AddArrayToObject(root, "obligations");
    cJSON *decisions = cJSON_AddArrayToObject(root, "decisions");  // pairs decided without a query
    for (uint32_t i = 0; i < r->nevidence; i++) {
        const EvidenceObligation *e = &r->evidence[i];
        cJSON *o = cJSON_CreateObject();
        if (e->decision) {
            cJSON_AddStringToObject(o, "input", e->input);
            cJSON_AddStringToObject(o, "kernel", e->kernel);
            cJSON_AddItemToObject(o, "rule", e->rule >= 0 ? cJSON_CreateString(rule_info((RuleId)e->rule)->id)
                                                          : cJSON_CreateNull());
            cJSON *lines = cJSON_AddArrayToObject(o, "lines");
            cJSON_AddItemToArray(lines, cJSON_CreateNumber(e->line[0]));
            cJSON_AddItemToArray(lines, cJSON_CreateNumber(e->line[1]));
            cJSON_AddStringToObject(o, "reason", e->how);
            cJSON_AddItemToArray(decisions, o);
            continue;
        }
        char file[96];
        snprintf(file, sizeof file, "obligations/%s.smt2", e->sha256);
        cJSON_AddStringToObject(o, "file", file);
        cJSON_AddStringToObject(o, "sha256", e->sha256);
        cJSON_AddStringToObject(o, "input", e->input);
        cJSON_AddStringToObject(o, "kernel", e->kernel);
        cJSON_AddItemToObject(o, "rule", e->rule >= 0 ? cJSON_CreateString(rule_info((RuleId)e->rule)->id)
                                                      : cJSON_CreateNull());
        cJSON_AddStringToObject(o, "result", results[e->outcome]);
        cJSON_AddStringToObject(o, "decided_by", e->how);
        cJSON_AddNumberToObject(o, "rlimit", (double)e->rlimit);
        if (e->witness[0]) {  // sat: the script with the model's values asserted too
            cJSON *w = cJSON_AddObjectToObject(o, "witness");
            snprintf(file, sizeof file, "obligations/%s.smt2", e->witness);
            cJSON_AddStringToObject(w, "file", file);
            cJSON_AddStringToObject(w, "sha256", e->witness);
        }
        cJSON_AddItemToArray(obs, o);
    }
    cJSON *files = cJSON_AddArrayToObject(root, "files");  // the verdicts these obligations gave
    for (uint32_t i = 0; i < r->nfiles; i++) {
        cJSON *fo = cJSON_CreateObject();
        cJSON_AddStringToObject(fo, "path", r->files[i].path);
        cJSON *ks = cJSON_AddArrayToObject(fo, "kernels");
        for (uint32_t k = 0; k < r->files[i].nkernels; k++)
            cJSON_AddItemToArray(ks, report_json_kernel(&r->files[i].kernels[k]));
        cJSON_AddItemToArray(files, fo);
    }
    return report_emit_json(root, out);
}

/* An error about the manifest at the first "key" of its text. */
static void bad(DiagSink *sink, uint32_t file, const char *text, const char *key, const char *what)
{
    diag_report(sink, DIAG_ERROR, report_json_where(text, file, key), "EVD001", "evidence manifest: %s", what);
}

static int is_digest(const cJSON *v)
{
    if (!cJSON_IsString(v) || strlen(v->valuestring) != 64)
        return 0;
    for (const char *c = v->valuestring; *c; c++)
        if (!((*c >= '0' && *c <= '9') || (*c >= 'a' && *c <= 'f')))
            return 0;
    return 1;
}

EvidenceManifest *report_evidence_read(const char *path, DiagSink *sink)
{
    EvidenceManifest *m = mem_alloc(sizeof *m);
    if (!m) {
        diag_report(sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO003", "out of memory reading %s", path);
        return NULL;
    }
    memset(m, 0, sizeof *m);
    m->failed = 1;
    uint32_t file = 0;
    cJSON *root = report_json_read(path, 256u << 20, sink, "EVD001", "evidence manifest", &m->text, &file);
    m->json = root;
    if (!root)
        return m;
    const cJSON *schema = cJSON_GetObjectItemCaseSensitive(root, "schema");
    const cJSON *obs = cJSON_GetObjectItemCaseSensitive(root, "obligations");
    const cJSON *ins = cJSON_GetObjectItemCaseSensitive(root, "inputs");
    const cJSON *cfg = cJSON_GetObjectItemCaseSensitive(root, "config");
    const cJSON *dec = cJSON_GetObjectItemCaseSensitive(root, "decisions");
    m->ndecisions = cJSON_IsArray(dec) ? (uint32_t)cJSON_GetArraySize(dec) : 0;
    if (!cJSON_IsString(schema) || strcmp(schema->valuestring, "warpsafe-evidence/1") != 0) {
        bad(sink, file, m->text, "schema", "not a warpsafe evidence manifest of a known version (warpsafe-evidence/1)");
        return m;
    }
    if (!cJSON_IsArray(obs) || !cJSON_IsArray(ins)) {
        bad(sink, file, m->text, cJSON_IsArray(obs) ? "inputs" : "obligations", "\"obligations\" and \"inputs\" must be arrays");
        return m;
    }
    uint32_t n = (uint32_t)cJSON_GetArraySize(obs), ni = (uint32_t)cJSON_GetArraySize(ins) + 1;
    m->scripts = mem_alloc((n + 1) * sizeof *m->scripts);
    m->paths = mem_alloc(ni * sizeof *m->paths);
    m->digests = mem_alloc(ni * sizeof *m->digests);
    if (!m->scripts || !m->paths || !m->digests) {
        diag_report(sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO003", "out of memory reading %s", path);
        return m;
    }
    for (const cJSON *o = obs->child; o; o = o->next) {
        const cJSON *d = cJSON_GetObjectItemCaseSensitive(o, "sha256"), *r = cJSON_GetObjectItemCaseSensitive(o, "result");
        int out = !cJSON_IsString(r) ? -1 : strcmp(r->valuestring, "unsat") == 0 ? 0
                  : strcmp(r->valuestring, "sat") == 0 ? 1 : strcmp(r->valuestring, "unknown") == 0 ? 2 : -1;
        if (!is_digest(d) || out < 0) {
            bad(sink, file, m->text, is_digest(d) ? "result" : "sha256",
                "an obligation without a SHA-256 digest or a result of unsat, sat or unknown");
            return m;
        }
        m->nobligations++;
        if (out == 2)
            continue;  // undecided: nothing to re-check
        uint32_t j = 0;
        while (j < m->nscripts && strcmp(m->scripts[j].sha256, d->valuestring) != 0)
            j++;
        if (j < m->nscripts && m->scripts[j].outcome != out) {
            bad(sink, file, m->text, d->valuestring, "one script recorded both unsat and sat");
            return m;
        }
        if (j == m->nscripts) {
            memcpy(m->scripts[j].sha256, d->valuestring, 65);
            m->scripts[j].witness[0] = 0;
            m->scripts[m->nscripts++].outcome = out;
        }
        const cJSON *w = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(o, "witness"), "sha256");
        if (out == 1 && is_digest(w) && !m->scripts[j].witness[0])
            memcpy(m->scripts[j].witness, w->valuestring, 65);
    }
    for (const cJSON *i = ins->child; i; i = i->next) {
        const cJSON *p = cJSON_GetObjectItemCaseSensitive(i, "path"), *d = cJSON_GetObjectItemCaseSensitive(i, "sha256");
        if (!cJSON_IsString(p) || !is_digest(d)) {
            bad(sink, file, m->text, "inputs", "an input without a path and a SHA-256 digest");
            return m;
        }
        m->paths[m->npaths] = p->valuestring, m->digests[m->npaths++] = d->valuestring;
    }
    if (cfg) {
        const cJSON *p = cJSON_GetObjectItemCaseSensitive(cfg, "path"), *d = cJSON_GetObjectItemCaseSensitive(cfg, "sha256");
        if (!cJSON_IsString(p) || !is_digest(d)) {
            bad(sink, file, m->text, "config", "a config without a path and a SHA-256 digest");
            return m;
        }
        m->paths[m->npaths] = p->valuestring, m->digests[m->npaths++] = d->valuestring;
    }
    m->failed = 0;
    return m;
}

void report_evidence_free(EvidenceManifest *m)
{
    if (!m)
        return;
    mem_free(m->scripts);
    mem_free(m->paths);
    mem_free(m->digests);
    cJSON_Delete(m->json);
    mem_free(m->text);
    mem_free(m);
}
