/*
 * report_int.h - shared inside reports/ only: the writers behind the table.
 */
#ifndef REPORT_INT_H
#define REPORT_INT_H

#include "warpsafe/report.h"

int report_write_text(const CheckReport *r, const DiagSink *sink, FILE *out);
int report_write_json(const CheckReport *r, const DiagSink *sink, FILE *out);
int report_write_sarif(const CheckReport *r, const DiagSink *sink, FILE *out);

/* Prints the cJSON tree `root` (a cJSON *) to out with a final newline and
 * frees it. Returns 0, or -1 when printing or writing failed. */
int report_emit_json(void *root, FILE *out);

#endif
