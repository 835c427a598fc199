/*
 * report_suppress.c - inline suppressions: `warpsafe-ignore(RULE): reason`.
 * Consumes: a report with its findings, the source and PTX files of its
 * inputs. Produces: each finding a comment covers marked with the reason;
 * errors for a suppression without a reason or with an unknown rule, a
 * warning for one that covers nothing. Assumes: a comment covers its own
 * line and the next (the line above the access), in the file the access's
 * .loc names or in the PTX at the instruction; unreadable files have none.
 */
#include "report_int.h"

#include "warpsafe/arena.h"

#include <stdio.h>
#include <string.h>

#define TOKEN "warpsafe-ignore("
#define MAX_SUPPRESS_RULES 8

typedef struct {
    const char *file;       // as given in paths
    uint32_t fidx;          // its index in the sink's file table
    uint32_t line, col;
    int rules[MAX_SUPPRESS_RULES];
    uint32_t nrules;
    char *reason;
    int used;
} Suppression;

struct ReportSuppressions {
    Suppression *s;
    uint32_t n, cap;
};

static int is_blank(char c)
{
    return c == ' ' || c == '\t';
}

/* Parses the suppression at text[at] (the token) of line `line`, `len`
 * bytes; 0 and *out filled, or -1 with the error in sink. */
static int parse(const char *text, size_t len, size_t at, const char *file, uint32_t fidx, uint32_t line,
                 DiagSink *sink, Suppression *out)
{
    memset(out, 0, sizeof *out);
    out->file = file, out->fidx = fidx, out->line = line, out->col = (uint32_t)at + 1;
    SrcLoc loc = { fidx, line, out->col };
    size_t i = at + strlen(TOKEN);
    while (i < len && text[i] != ')') {  // RULE[, RULE...]
        while (i < len && (is_blank(text[i]) || text[i] == ','))
            i++;
        size_t b = i;
        while (i < len && !is_blank(text[i]) && text[i] != ',' && text[i] != ')')
            i++;
        if (i == b)
            continue;
        char id[64];
        size_t n = i - b < sizeof id - 1 ? i - b : sizeof id - 1;
        memcpy(id, text + b, n);
        id[n] = 0;
        int r = rule_find(id);
        if (r < 0) {
            diag_report(sink, DIAG_ERROR, loc, "SUP002", "warpsafe-ignore names '%s', which is not a rule (warpsafe rules)",
                        id);
            return -1;
        }
        if (out->nrules < MAX_SUPPRESS_RULES)
            out->rules[out->nrules++] = r;
    }
    if (i >= len || out->nrules == 0) {
        diag_report(sink, DIAG_ERROR, loc, "SUP002", "%s",
                    i >= len ? "warpsafe-ignore( is not closed: warpsafe-ignore(RULE): reason"
                             : "warpsafe-ignore() names no rule: warpsafe-ignore(RULE): reason");
        return -1;
    }
    i++;  // ')'
    while (i < len && is_blank(text[i]))
        i++;
    size_t rb = i < len && text[i] == ':' ? i + 1 : len, re = len;
    while (rb < re && is_blank(text[rb]))
        rb++;
    for (const char *end = NULL; rb < re && (end = strstr(text + rb, "*/")) && end < text + re;)
        re = (size_t)(end - text);  // a block comment's end is not part of the reason
    while (re > rb && is_blank(text[re - 1]))
        re--;
    if (re <= rb) {
        diag_report(sink, DIAG_ERROR, loc, "SUP001",
                    "a suppression needs a reason: warpsafe-ignore(RULE): why the finding is not a bug");
        return -1;
    }
    if (!(out->reason = mem_alloc(re - rb + 1)))
        return -1;
    memcpy(out->reason, text + rb, re - rb);
    out->reason[re - rb] = 0;
    return 0;
}

/* The suppressions of one file: lines with the token after a comment's start. */
static void scan(ReportSuppressions *rs, SrcCache *src, const char *path, DiagSink *sink)
{
    uint32_t n = src_nlines(src, path), fidx = 0;
    for (uint32_t line = 1; line <= n; line++) {
        size_t len;
        const char *text = src_line(src, path, line, &len);
        const char *tok = NULL;
        for (size_t i = 0; text && i + strlen(TOKEN) <= len && !tok; i++)
            if (memcmp(text + i, TOKEN, strlen(TOKEN)) == 0)
                tok = text + i;
        if (!tok)
            continue;
        int commented = 0;
        for (const char *p = text; p + 1 < tok && !commented; p++)
            commented = p[0] == '/' && (p[1] == '/' || p[1] == '*');
        if (!commented)
            continue;
        if (!fidx)
            fidx = diag_add_file(sink, path);
        if (rs->n == rs->cap) {
            uint32_t ncap = rs->cap ? 2 * rs->cap : 8;
            Suppression *ns = mem_realloc(rs->s, (size_t)ncap * sizeof *ns);
            if (!ns)
                return;
            rs->s = ns, rs->cap = ncap;
        }
        if (parse(text, len, (size_t)(tok - text), path, fidx, line, sink, &rs->s[rs->n]) == 0)
            rs->n++;
    }
}

/* The suppression covering an access of rule `rule` at file:line, or NULL. */
static Suppression *covering(ReportSuppressions *rs, int rule, const char *file, uint32_t line)
{
    for (uint32_t i = 0; file && line && i < rs->n; i++) {
        Suppression *s = &rs->s[i];
        if ((s->line != line && s->line + 1 != line) || strcmp(s->file, file) != 0)
            continue;
        for (uint32_t k = 0; k < s->nrules; k++)
            if (s->rules[k] == rule)
                return s;
    }
    return NULL;
}

ReportSuppressions *report_suppress_read(const char *const *paths, uint32_t npaths, DiagSink *sink)
{
    ReportSuppressions *rs = mem_alloc(sizeof *rs);
    if (!rs)
        return NULL;
    memset(rs, 0, sizeof *rs);
    SrcCache src = { 0 };
    for (uint32_t i = 0; i < npaths; i++) {
        int seen = 0;
        for (uint32_t j = 0; j < i && !seen; j++)
            seen = strcmp(paths[j], paths[i]) == 0;
        if (!seen)
            scan(rs, &src, paths[i], sink);
    }
    src_cache_free(&src);
    return rs;
}

void report_suppress_kernel(ReportSuppressions *rs, const FileReport *fr, KernelReport *k)
{
    for (uint32_t fi = 0; rs && rs->n && fi < k->nfindings; fi++) {
        Finding *f = &k->findings[fi];
        Suppression *s = NULL;
        for (uint32_t a = 0; a < f->naccesses && !s; a++) {
            const FindingAccess *x = &f->accesses[a];
            s = covering(rs, (int)f->rule, x->file, x->line);
            if (!s)
                s = covering(rs, (int)f->rule, x->ptx_file ? x->ptx_file : fr->path, x->ptx_line);
        }
        if (s)
            f->suppressed = s->reason, f->suppressed_file = s->file, f->suppressed_line = s->line, s->used = 1;
    }
}

void report_suppress_unused(const ReportSuppressions *rs, DiagSink *sink)
{
    for (uint32_t i = 0; rs && i < rs->n; i++)
        if (!rs->s[i].used)
            diag_report(sink, DIAG_WARNING, (SrcLoc){ rs->s[i].fidx, rs->s[i].line, rs->s[i].col },
                        "SUP003", "this warpsafe-ignore covers no finding of this run (remove it?)");
}

void report_suppress_free(ReportSuppressions *rs)
{
    if (!rs)
        return;
    for (uint32_t i = 0; i < rs->n; i++)
        mem_free(rs->s[i].reason);
    mem_free(rs->s);
    mem_free(rs);
}
