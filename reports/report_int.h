/*
 * report_int.h - shared inside reports/ only: the writers behind the table.
 */
#ifndef REPORT_INT_H
#define REPORT_INT_H

#include "warpsafe/report.h"

int report_write_text(const CheckReport *r, const DiagSink *sink, FILE *out);
int report_write_json(const CheckReport *r, const DiagSink *sink, FILE *out);
int report_write_sarif(const CheckReport *r, const DiagSink *sink, FILE *out);

/* ---- source lines, digests and URIs (report_source.c) ---- */

typedef struct SrcFile SrcFile;
typedef struct {           /* the files one report has read; zero-initialized */
    SrcFile *files;
    uint32_t n, cap;
} SrcCache;

void src_cache_free(SrcCache *c);
/* Line `line` (from 1) of the file at `path`, without its end of line and
 * the blanks around it (*len bytes, not NUL-terminated); NULL when the file
 * is not readable (or over 64 MiB) or has no such line. */
const char *src_line(SrcCache *c, const char *path, uint32_t line, size_t *len);
/* The same line as it is (only its end of line removed). */
const char *src_line_raw(SrcCache *c, const char *path, uint32_t line, size_t *len);
/* The file's number of lines, 0 when it is not readable. */
uint32_t src_nlines(SrcCache *c, const char *path);
/* The hex SHA-256 of the file's bytes, or NULL when it is not readable. */
const char *src_sha256(SrcCache *c, const char *path);
/* `path` as a URI reference into out: an absolute path outside `root` (a
 * directory, absolute, or NULL) as a file:// URI (returns 0), a relative
 * one or one under root as a reference relative to root without "./"
 * (returns 1); characters outside RFC 3986's unreserved set and '/' as %XX.
 * -1 when out is too small. */
int report_uri(const char *path, const char *root, char *out, size_t n);
/* A finding's fingerprint, 32 hex digits, for baselines and SARIF's
 * partialFingerprints: the rule, the kernel, and per access its kind, its
 * space, the name of its source file (no directories) and the text of its
 * source line - so it survives line shifts, moved checkouts and
 * recompilation. Where the source file is not readable, the input's file
 * name and the text of the access's PTX (or IR) line stand for them. Two
 * findings may share one: SARIF numbers them (":1", ":2"). */
void report_fingerprint(SrcCache *c, const FileReport *fr, const Finding *f, const char *kernel, char out[33]);

/* A rule level's name in the config and the JSON ("off", "note",
 * "warning", "error"), NULL for another value. */
const char *report_rule_level_name(int level);

/* An assumption in words, for text and SARIF ("kernel 'k' assumes ..."). */
void report_assumption_text(const KernelReport *k, const ReportAssumption *x, char *buf, size_t n);

/* A JSON document's root object (a cJSON *) with its schema and the tool
 * block (name, version, solver); NULL when out of memory. */
void *report_json_root(const char *schema, const char *tool_version, const char *solver_version);

/* A kernel's verdict, launch, rules, findings and assumptions as the cJSON
 * object (a cJSON *) of warpsafe-findings/1. */
void *report_json_kernel(const KernelReport *k);

/* With --baseline: JSON's "baseline" object (counts and the gone entries),
 * and the diagnostics as JSON's "diagnostics" array (cJSON *). */
void *report_json_baseline(const CheckReport *r);
void *report_json_diagnostics(const DiagSink *sink);

/* JSON Lines (report_stream.c). */
int report_write_jsonl(const CheckReport *r, const DiagSink *sink, FILE *out);

/* The files warpsafe reads as JSON (baseline, config, evidence manifest):
 * report_json_read reads path whole (diag_read_input: IO001/IO002 in the
 * sink) into *text and parses it, returning the cJSON tree, or NULL with
 * "WHAT: not JSON" (code) at the place cJSON stopped. report_json_where is
 * the position of the first "key" in text (cJSON keeps none), else 1:1. */
void *report_json_read(const char *path, uint64_t max_bytes, DiagSink *sink, const char *code, const char *what,
                       char **text, uint32_t *file);
SrcLoc report_json_where(const char *text, uint32_t file, const char *key);

/* Prints the cJSON tree `root` (a cJSON *) to out with a final newline and
 * frees it. Returns 0, or -1 when printing or writing failed. */
int report_emit_json(void *root, FILE *out);

/* A baseline's finding as its JSON object (a cJSON *): the baseline file's
 * entries and JSON's baseline.gone. */
void *report_baseline_entry(const char *fingerprint, const char *rule, const char *kernel, const char *file,
                            uint32_t line, const char *message);
/* With --baseline: the findings not in it, the ones in it, and its
 * entries no finding matched. */
void report_baseline_counts(const CheckReport *r, uint32_t *fresh, uint32_t *listed, uint32_t *gone);

#endif
