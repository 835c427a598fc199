/*
 * report_text.c - compiler-style text: `file:line:col: level: message [rule]`
 * for findings (both accesses: the second as a note), one line per kernel
 * that is not verified, and a summary line.
 */
#include "report_int.h"

#include <string.h>

static void print_finding(const FileReport *fr, const KernelReport *k, const Finding *f, FILE *out)
{
    const FindingAccess *a = f->naccesses ? &f->accesses[0] : NULL;
    int listed = f->baseline == BASELINE_UNCHANGED || f->suppressed;  // not failing the run
    int level = k->rule_level[f->rule];  // the config's level for the rule
    fprintf(out, "%s:%u:%u: %s: %s [%s]%s%s%s\n", a ? a->file : fr->path, a ? a->line : k->line,
            a ? a->col : k->col,
            listed || level == RULE_LEVEL_NOTE ? "note"
            : f->verdict == VERDICT_VIOLATION && level != RULE_LEVEL_WARNING ? "error" : "warning",
            f->message, rule_info(f->rule)->id, f->suppressed ? " (suppressed: " : "",
            f->suppressed ? f->suppressed : "", f->suppressed ? ")" : f->baseline == BASELINE_UNCHANGED ? " (in the baseline)" : "");
    for (uint32_t i = 1; i < f->naccesses; i++)
        fprintf(out, "%s:%u:%u: note: the other access (%s%s%s)\n", f->accesses[i].file,
                f->accesses[i].line, f->accesses[i].col, f->accesses[i].kind, *f->accesses[i].space ? " " : "",
                f->accesses[i].space);
}

/* --baseline: the findings it lists that the run no longer has (a note
 * each at the place it recorded), and the counts. */
static void print_baseline(const CheckReport *r, FILE *out)
{
    uint32_t fresh, listed, gone;
    report_baseline_counts(r, &fresh, &listed, &gone);
    for (uint32_t i = 0; i < r->baseline->n; i++) {
        const BaselineEntry *e = &r->baseline->entries[i];
        if (!e->matched)
            fprintf(out, "%s:%u:1: note: gone since the baseline: %s [%s]\n", e->file, e->line, e->message, e->rule);
    }
    fprintf(out, "warpsafe: baseline: %u new, %u in the baseline, %u gone\n", fresh, listed, gone);
}

/* For an unknown kernel: which rules are proved, which are open and why,
 * which are not analyzed yet. */
static void print_rule_summary(const KernelReport *kr, FILE *out)
{
    const char *sep = " (";
    for (int pass = 0; pass < 3; pass++) {
        int first = 1;
        for (int ri = 0; ri < RULE_COUNT; ri++) {
            const RuleResult *r = &kr->rules[ri];
            if (r->off)
                continue;
            int not_analyzed = r->verdict == VERDICT_UNKNOWN && r->reason && strcmp(r->reason, "not analyzed") == 0;
            if (pass == 0 && r->verdict == VERDICT_VERIFIED) {
                fprintf(out, "%s%s%s", first ? sep : ", ", first ? "verified: " : "", rule_info((RuleId)ri)->id);
            } else if (pass == 1 && r->verdict == VERDICT_UNKNOWN && !not_analyzed) {
                fprintf(out, "%s%s: %s", first ? sep : "; ", rule_info((RuleId)ri)->id, r->reason ? r->reason : "unknown");
            } else if (pass == 2 && not_analyzed) {
                fprintf(out, "%s%s%s", first ? sep : ", ", first ? "not analyzed yet: " : "", rule_info((RuleId)ri)->id);
            } else {
                continue;
            }
            first = 0;
            sep = "; ";
        }
    }
    if (strcmp(sep, "; ") == 0)
        fputc(')', out);
}

int report_write_text(const CheckReport *r, const DiagSink *sink, FILE *out)
{
    (void)sink;  // diagnostics go to stderr through diag_print
    uint32_t n[3] = { 0, 0, 0 };
    for (uint32_t i = 0; i < r->nfiles; i++) {
        const FileReport *fr = &r->files[i];
        for (uint32_t k = 0; k < fr->nkernels; k++) {
            const KernelReport *kr = &fr->kernels[k];
            n[kr->verdict]++;
            for (uint32_t f = 0; f < kr->nfindings; f++)
                print_finding(fr, kr, &kr->findings[f], out);
            fprintf(out, "%s:%u:%u: %s: kernel '%s': %s", fr->path, kr->line, kr->col,
                    kr->verdict == VERDICT_VIOLATION ? "error" : "note", kr->name,
                    report_verdict_name(kr->verdict));
            if (kr->verdict == VERDICT_UNKNOWN)
                print_rule_summary(kr, out);
            fputc('\n', out);
            for (uint32_t ai = 0; ai < kr->nassumptions; ai++) {
                char text[512];
                report_assumption_text(kr, &kr->assumptions[ai], text, sizeof text);
                fprintf(out, "%s:%u:%u: %s: %s\n", fr->path, kr->line, kr->col,
                        kr->assumptions[ai].wrap ? "warning" : "note", text);
            }
        }
    }
    fprintf(out, "warpsafe: %u kernel%s: %u verified, %u violation, %u unknown\n",
            n[0] + n[1] + n[2], n[0] + n[1] + n[2] == 1 ? "" : "s", n[VERDICT_VERIFIED],
            n[VERDICT_VIOLATION], n[VERDICT_UNKNOWN]);
    if (r->baseline)
        print_baseline(r, out);
    return ferror(out) ? -1 : 0;
}
