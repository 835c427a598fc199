/*
 * report_text.c - compiler-style text: `file:line:col: level: message [rule]`
 * for findings (both accesses: the second as a note; each with its source
 * line and a caret where the file is readable; the witness's launch in one
 * note), a line per kernel, and a summary line. Colour only on a terminal.
 */
#include "report_int.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
    FILE *out;
    int colour;            // on a terminal (not NO_COLOR, not TERM=dumb): levels and carets in colour
    SrcCache src;
} Text;

/* `level:` in gcc's colours where the output is a terminal. */
static void put_level(Text *t, const char *level)
{
    const char *c = !t->colour ? NULL : level[0] == 'e' ? "\033[1;31m" : level[0] == 'w' ? "\033[1;35m" : "\033[1;36m";
    fprintf(t->out, "%s%s:%s", c ? c : "", level, c ? "\033[0m" : "");
}

/* The source line at file:line with a caret under column col, where the
 * file is readable (tabs kept, so the caret lines up). */
static void put_source(Text *t, const char *file, uint32_t line, uint32_t col)
{
    size_t len;
    const char *text = line ? src_line_raw(&t->src, file, line, &len) : NULL;
    if (!text)
        return;
    fprintf(t->out, "%5u | %.*s\n      | ", line, (int)len, text);
    for (uint32_t i = 0; col && i + 1 < col && i < len; i++)
        fputc(text[i] == '\t' ? '\t' : ' ', t->out);
    fprintf(t->out, "%s^%s\n", t->colour ? "\033[1;32m" : "", t->colour ? "\033[0m" : "");
}

static void put_dims(FILE *out, const uint64_t *d)
{
    fprintf(out, "(%llu,%llu,%llu)", (unsigned long long)d[0], (unsigned long long)d[1], (unsigned long long)d[2]);
}

static void print_finding(Text *t, const FileReport *fr, const KernelReport *k, const Finding *f)
{
    FILE *out = t->out;
    const FindingAccess *a = f->naccesses ? &f->accesses[0] : NULL;
    int listed = f->baseline == BASELINE_UNCHANGED || f->suppressed;  // not failing the run
    int level = k->rule_level[f->rule];  // the config's level for the rule
    fprintf(out, "%s:%u:%u: ", a ? a->file : fr->path, a ? a->line : k->line, a ? a->col : k->col);
    put_level(t, listed || level == RULE_LEVEL_NOTE ? "note"
                 : f->verdict == VERDICT_VIOLATION && level != RULE_LEVEL_WARNING ? "error" : "warning");
    fprintf(out, " %s [%s]%s%s%s\n", f->message, rule_info(f->rule)->id, f->suppressed ? " (suppressed: " : "",
            f->suppressed ? f->suppressed : "", f->suppressed ? ")" : f->baseline == BASELINE_UNCHANGED ? " (in the baseline)" : "");
    if (a)
        put_source(t, a->file, a->line, a->col);
    for (uint32_t i = 1; i < f->naccesses; i++) {
        const FindingAccess *b = &f->accesses[i];
        fprintf(out, "%s:%u:%u: ", b->file, b->line, b->col);
        put_level(t, "note");
        fprintf(out, " the other access (%s%s%s)\n", b->kind, *b->space ? " " : "", b->space);
        put_source(t, b->file, b->line, b->col);
    }
    if (!f->has_witness)
        return;
    fprintf(out, "%s:%u:%u: ", a ? a->file : fr->path, a ? a->line : k->line, a ? a->col : k->col);
    put_level(t, "note");
    fputs(" witness: a launch of blocks ", out);  // the replayed launch, in one paragraph
    put_dims(out, f->block);
    fputs(" in a grid ", out);
    put_dims(out, f->grid);
    for (uint32_t i = 0; i < f->nparams; i++)  // addresses (buffers 4 GiB apart) in hex
        fprintf(out, f->param_value[i] >> 32 ? "%s%s = 0x%llx" : "%s%s = %llu", i ? ", " : "; with ",
                f->param_name[i], (unsigned long long)f->param_value[i]);
    fprintf(out, "; both threads past %u barrier%s\n", f->interval, f->interval == 1 ? "" : "s");
}

/* --baseline: the findings it lists that the run no longer has (a note
 * each at the place it recorded), and the counts. */
static void print_baseline(const CheckReport *r, Text *t)
{
    FILE *out = t->out;
    uint32_t fresh, listed, gone;
    report_baseline_counts(r, &fresh, &listed, &gone);
    for (uint32_t i = 0; i < r->baseline->n; i++) {
        const BaselineEntry *e = &r->baseline->entries[i];
        if (e->matched)
            continue;
        fprintf(out, "%s:%u:1: ", e->file, e->line);
        put_level(t, "note");
        fprintf(out, " gone since the baseline: %s [%s]\n", e->message, e->rule);
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
    const char *term = getenv("TERM");
    Text t = { out, isatty(fileno(out)) && !getenv("NO_COLOR") && !(term && strcmp(term, "dumb") == 0), { 0 } };
    uint32_t n[3] = { 0, 0, 0 };
    for (uint32_t i = 0; i < r->nfiles; i++) {
        const FileReport *fr = &r->files[i];
        for (uint32_t k = 0; k < fr->nkernels; k++) {
            const KernelReport *kr = &fr->kernels[k];
            n[kr->verdict]++;
            for (uint32_t f = 0; f < kr->nfindings; f++)
                print_finding(&t, fr, kr, &kr->findings[f]);
            fprintf(out, "%s:%u:%u: ", fr->path, kr->line, kr->col);
            put_level(&t, kr->verdict == VERDICT_VIOLATION ? "error" : "note");
            if (kr->demangled)  // the PTX name kept
                fprintf(out, " kernel '%s' (%s): %s", kr->demangled, kr->name, report_verdict_name(kr->verdict));
            else
                fprintf(out, " kernel '%s': %s", kr->name, report_verdict_name(kr->verdict));
            if (kr->verdict == VERDICT_UNKNOWN)
                print_rule_summary(kr, out);
            fputc('\n', out);
            for (uint32_t ai = 0; ai < kr->nassumptions; ai++) {
                char text[512];
                report_assumption_text(kr, &kr->assumptions[ai], text, sizeof text);
                fprintf(out, "%s:%u:%u: ", fr->path, kr->line, kr->col);
                put_level(&t, kr->assumptions[ai].wrap ? "warning" : "note");
                fprintf(out, " %s\n", text);
            }
        }
    }
    fprintf(out, "warpsafe: %u kernel%s: %u verified, %u violation, %u unknown\n",
            n[0] + n[1] + n[2], n[0] + n[1] + n[2] == 1 ? "" : "s", n[VERDICT_VERIFIED],
            n[VERDICT_VIOLATION], n[VERDICT_UNKNOWN]);
    if (r->baseline)
        print_baseline(r, &t);
    src_cache_free(&t.src);
    return ferror(out) ? -1 : 0;
}
