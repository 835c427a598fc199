/*
 * report_stream.c - JSON Lines (schema warpsafe-stream/1), for editors
 * and tools that read a report as it grows: one line per kernel, written
 * (and flushed) by `check --format jsonl` as soon as the kernel's report is
 * final (its findings fingerprinted, suppressions and --baseline applied),
 * in report order; then one "end" line with the summary, the baseline's
 * gone findings, the diagnostics and the exit status.
 * Consumes: kernel reports one at a time, then the whole report. Produces:
 * the lines; each kernel object is warpsafe-findings/1's.
 */
#include "report_int.h"

#include <cjson/cJSON.h>
#include <stdio.h>

#define STREAM_SCHEMA "warpsafe-stream/1"

/* One line: the object printed without newlines, then '\n'. */
static int emit_line(cJSON *o, FILE *out)
{
    char *text = o ? cJSON_PrintUnformatted(o) : NULL;
    cJSON_Delete(o);
    if (!text)
        return -1;
    int rc = fputs(text, out) < 0 || fputc('\n', out) == EOF || fflush(out) != 0 ? -1 : 0;
    cJSON_free(text);
    return rc;
}

int report_stream_kernel(const FileReport *fr, const KernelReport *k, FILE *out)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "schema", STREAM_SCHEMA);
    cJSON_AddStringToObject(o, "type", "kernel");
    cJSON *f = cJSON_AddObjectToObject(o, "file");
    cJSON_AddStringToObject(f, "path", fr->path);
    cJSON_AddStringToObject(f, "sha256", fr->sha256);
    cJSON_AddItemToObject(o, "kernel", report_json_kernel(k));
    return emit_line(o, out);
}

int report_stream_end(const CheckReport *r, const DiagSink *sink, FILE *out)
{
    cJSON *o = report_json_root(STREAM_SCHEMA, r->tool_version, r->solver_version);
    if (!o)
        return -1;
    cJSON_AddStringToObject(o, "type", "end");
    uint32_t n[3] = { 0, 0, 0 }, total = 0;
    for (uint32_t i = 0; i < r->nfiles; i++)
        for (uint32_t k = 0; k < r->files[i].nkernels; k++, total++)
            n[r->files[i].kernels[k].verdict]++;
    cJSON *sum = cJSON_AddObjectToObject(o, "summary");
    cJSON_AddNumberToObject(sum, "files", r->nfiles);
    cJSON_AddNumberToObject(sum, "kernels", total);
    for (int v = VERDICT_VERIFIED; v <= VERDICT_UNKNOWN; v++)
        cJSON_AddNumberToObject(sum, report_verdict_name((Verdict)v), n[v]);
    if (r->baseline)
        cJSON_AddItemToObject(o, "baseline", report_json_baseline(r));
    cJSON_AddItemToObject(o, "diagnostics", report_json_diagnostics(sink));
    cJSON_AddNumberToObject(o, "exit_code", r->exit_code);
    return emit_line(o, out);
}

int report_write_jsonl(const CheckReport *r, const DiagSink *sink, FILE *out)
{
    for (uint32_t i = 0; i < r->nfiles; i++)
        for (uint32_t k = 0; k < r->files[i].nkernels; k++)
            if (report_stream_kernel(&r->files[i], &r->files[i].kernels[k], out) < 0)
                return -1;
    return report_stream_end(r, sink, out);
}
