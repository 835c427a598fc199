/*
 * report_int.h - shared inside reports/ only: the writers behind the table.
 */
#ifndef REPORT_INT_H
#define REPORT_INT_H

#include "warpsafe/report.h"

int report_write_text(const CheckReport *r, const DiagSink *sink, FILE *out);
int report_write_json(const CheckReport *r, const DiagSink *sink, FILE *out);
int report_write_sarif(const CheckReport *r, const DiagSink *sink, FILE *out);

/* An assumption in words, for text and SARIF ("kernel 'k' assumes ..."). */
void report_assumption_text(const KernelReport *k, const ReportAssumption *x, char *buf, size_t n);

/* A JSON document's root object (a cJSON *) with its schema and the tool
 * block (name, version, solver); NULL when out of memory. */
void *report_json_root(const char *schema, const char *tool_version, const char *solver_version);

/* A kernel's verdict, launch, rules, findings and assumptions as the cJSON
 * object (a cJSON *) of warpsafe-findings/1. */
void *report_json_kernel(const KernelReport *k);

/* Prints the cJSON tree `root` (a cJSON *) to out with a final newline and
 * frees it. Returns 0, or -1 when printing or writing failed. */
int report_emit_json(void *root, FILE *out);

#endif
