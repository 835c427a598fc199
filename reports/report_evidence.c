/*
 * report_evidence.c - the evidence manifest (schema warpsafe-evidence/1).
 * Consumes: a report with the run's solver queries (CheckReport.evidence).
 * Produces: DIR/manifest.json: who made it (tool, Z3), what it read (each
 * input's and the config's SHA-256), every obligation (its SMT-LIB2 file
 * by hash, rule, kernel, what decided it, the result, the limit), and the
 * verdicts (the files of warpsafe-findings/1). Assumes: the scripts are
 * already written next to it (the pipeline writes them as queries come).
 */
#include "report_int.h"

#include <cjson/cJSON.h>
#include <stdio.h>

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
    for (uint32_t i = 0; i < r->nevidence; i++) {
        const EvidenceObligation *e = &r->evidence[i];
        cJSON *o = cJSON_CreateObject();
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
