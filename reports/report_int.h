/*
 * report_int.h - shared inside reports/ only: the writers behind the table.
 */
#ifndef REPORT_INT_H
#define REPORT_INT_H

#include "warpsafe/report.h"

int report_write_text(const CheckReport *r, const DiagSink *sink, FILE *out);
int report_write_json(const CheckReport *r, const DiagSink *sink, FILE *out);
int report_write_sarif(const CheckReport *r, const DiagSink *sink, FILE *out);

#endif
