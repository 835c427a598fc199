/*
 * report.c - what every writer shares: the writer table and verdict names.
 */
#include "report_int.h"

#include <stdio.h>
#include <string.h>

#include <cjson/cJSON.h>
#include <libiberty/demangle.h>
#include <stdlib.h>

#include "warpsafe/arena.h"

static const ReportWriter writers[] = {
    { "text", report_write_text },
    { "json", report_write_json },
    { "sarif", report_write_sarif },
    { "jsonl", report_write_jsonl },
};

const ReportWriter *report_writer_find(const char *name)
{
    for (size_t i = 0; i < sizeof writers / sizeof writers[0]; i++)
        if (strcmp(writers[i].name, name) == 0)
            return &writers[i];
    return NULL;
}

const char *report_demangle(const char *name, int params, Arena *a)
{
    char *d = name ? cplus_demangle(name, DMGL_ANSI | DMGL_AUTO | (params ? DMGL_PARAMS : 0)) : NULL;
    const char *copy = d && strcmp(d, name) != 0 ? arena_strndup(a, d, strlen(d)) : NULL;
    free(d);  // libiberty's malloc
    return copy;
}

const char *report_kernel_shown(const KernelReport *k)
{
    return k->demangled ? k->demangled : k->name;
}

Verdict report_kernel_verdict(const KernelReport *k)
{
    int all_verified = 1;
    for (int i = 0; i < RULE_COUNT; i++) {
        if (k->rules[i].off)
            continue;
        if (k->rules[i].verdict == VERDICT_VIOLATION)
            return VERDICT_VIOLATION;
        if (k->rules[i].verdict != VERDICT_VERIFIED)
            all_verified = 0;
    }
    for (uint32_t i = 0; i < k->nfindings; i++)
        if (k->findings[i].verdict == VERDICT_VIOLATION)
            return VERDICT_VIOLATION;
    return all_verified ? VERDICT_VERIFIED : VERDICT_UNKNOWN;
}

const char *report_verdict_name(Verdict v)
{
    switch (v) {
    case VERDICT_VERIFIED: return "verified";
    case VERDICT_VIOLATION: return "violation";
    case VERDICT_UNKNOWN: return "unknown";
    }
    return "unknown";
}

const char *report_rule_level_name(int level)
{
    static const char *const names[] = { "off", "note", "warning", "error" };  // RULE_LEVEL_*
    return level >= RULE_LEVEL_OFF && level <= RULE_LEVEL_ERROR ? names[level] : NULL;
}

const char *report_launch_source_name(LaunchSource s)
{
    switch (s) {
    case LAUNCH_SYMBOLIC: return "symbolic";
    case LAUNCH_FLAGS: return "flags";
    case LAUNCH_REQNTID: return "reqntid";
    case LAUNCH_MAXNTID: return "maxntid";
    case LAUNCH_CONFIG: return "config";
    }
    return "symbolic";
}

int report_emit_json(void *root, FILE *out)
{
    char *text = cJSON_Print(root);
    cJSON_Delete(root);
    if (!text)
        return -1;
    int rc = fputs(text, out) < 0 || fputc('\n', out) == EOF ? -1 : 0;
    cJSON_free(text);
    return rc;
}

void report_assumption_text(const KernelReport *k, const ReportAssumption *x, char *buf, size_t n)
{
    const char *lw = k->ir_lines ? "IR" : "PTX";  // the input's lines (kir_line_word)
    if (x->wrap) {
        char example[512] = "", range[512] = "";
        if (x->param[0])
            snprintf(example, sizeof example, " (e.g. with %s = %lld)", x->param[0], (long long)(int32_t)x->value);
        if (x->param[0] && x->ranged)
            snprintf(range, sizeof range, "; %s from %lld to %lld keeps it exact", x->param[0],
                     (long long)x->range_lo, (long long)x->range_hi);
        snprintf(buf, n,
                 "kernel '%s' is verified assuming that the 32-bit index arithmetic of the accesses at %s lines "
                 "%u and %u does not wrap around: where it does%s they may race%s [%s]",
                 report_kernel_shown(k), lw, x->ptx_line[0], x->ptx_line[1], example, range, rule_info(x->rule)->id);
    } else if (x->benign)
        snprintf(buf, n,
                 "kernel '%s' tolerates a benign race: where the stores at %s lines %u and %u race, both store "
                 "the same value to the same bytes (--no-benign reports it) [%s]", report_kernel_shown(k), lw, x->ptx_line[0],
                 x->ptx_line[1], rule_info(x->rule)->id);
    else if (x->tensor)
        snprintf(buf, n,
                 "kernel '%s' assumes that it does not write the tensor that tensor map '%s' describes: a TMA "
                 "tensor load reads it (%s line %u), and the kernel writes global memory (%s line %u%s%s%s) "
                 "[%s]", report_kernel_shown(k), x->param[0], lw, x->ptx_line[0], lw, x->ptx_line[1],
                 x->param[1] ? ", the buffer of '" : "", x->param[1] ? x->param[1] : "", x->param[1] ? "'" : "",
                 rule_info(x->rule)->id);
    else if (x->counter)
        snprintf(buf, n,
                 "kernel '%s' assumes that the counter the atom.add at %s line %u updates never wraps around "
                 "(each addition returns the sum of those before it) [%s]", report_kernel_shown(k), lw, x->ptx_line[0],
                 rule_info(x->rule)->id);
    else if (x->flag)
        snprintf(buf, n,
                 "kernel '%s' assumes that the flag read at %s line %u%s%s%s %s %llu at launch (not yet ready) "
                 "[%s]", report_kernel_shown(k), lw, x->ptx_line[0], x->param[0] ? " (in the buffer of '" : "",
                 x->param[0] ? x->param[0] : "", x->param[0] ? "')" : "", x->flag_eq ? "is not" : "is",
                 (unsigned long long)x->value, rule_info(x->rule)->id);
    else if (x->nc)
        snprintf(buf, n,
                 "kernel '%s' assumes that nothing writes the buffer of '%s' while it runs: it is read with "
                 "ld.global.nc (%s line %u), and '%s' is written (%s line %u), so the two must not overlap "
                 "[%s]", report_kernel_shown(k), x->param[0], lw, x->ptx_line[0], x->param[1], lw, x->ptx_line[1], rule_info(x->rule)->id);
    else
        snprintf(buf, n,
                 "kernel '%s' assumes that '%s' and '%s' point to buffers that do not overlap (%s lines %u and "
                 "%u) [%s]", report_kernel_shown(k), x->param[0], x->param[1], lw, x->ptx_line[0], x->ptx_line[1],
                 rule_info(x->rule)->id);
}

SrcLoc report_json_where(const char *text, uint32_t file, const char *key)
{
    SrcLoc l = { file, 1, 1 };
    char q[160];
    snprintf(q, sizeof q, "\"%s\"", key ? key : "");
    const char *p = key && text ? strstr(text, q) : NULL;
    for (const char *t = text; p && t < p; t++)
        *t == '\n' ? (l.line++, l.col = 1) : l.col++;
    return l;
}

void *report_json_read(const char *path, uint64_t max_bytes, DiagSink *sink, const char *code, const char *what,
                       char **text, uint32_t *file)
{
    size_t len = 0;
    *text = NULL, *file = 0;
    if (diag_read_input(sink, path, max_bytes, file, text, &len) < 0)
        return NULL;
    cJSON *root = cJSON_ParseWithLength(*text, len);
    if (!root) {
        const char *at = cJSON_GetErrorPtr();
        SrcLoc l = { *file, 1, 1 };
        for (const char *t = *text; at && t < at && t < *text + len; t++)
            *t == '\n' ? (l.line++, l.col = 1) : l.col++;
        diag_report(sink, DIAG_ERROR, l, code, "%s: not JSON", what);
    }
    return root;
}
