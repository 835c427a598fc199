/*
 * report_source.c - source lines and file digests for the report writers.
 * Consumes: paths named by findings (.loc files, inputs). Produces: one
 * line's text without its end of line and surrounding blanks, a file's
 * SHA-256, and a path written as a SARIF URI. Assumes: a file is read once
 * per report (the cache keeps it); an unreadable or oversized file gives
 * NULL, never an error: the report then names positions only.
 */
#include "report_int.h"

#include "warpsafe/arena.h"
#include "warpsafe/hash.h"

#include <stdio.h>
#include <string.h>

/* A source file larger than this is not read for its lines (a PTX input
 * may be 512 MiB; its lines are then taken from nowhere). */
#define SRC_MAX_BYTES (64u << 20)

struct SrcFile {
    char *path;
    char *text;            // NULL: not readable
    size_t len;
    uint32_t *line_at;     // offset of each line's first byte
    uint32_t nlines;
    char sha256[65];
};

static char *dup_str(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = mem_alloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}

static void load(SrcFile *f)
{
    FILE *in = fopen(f->path, "rb");
    if (!in)
        return;
    char *buf = NULL;
    size_t len = 0, cap = 0;
    for (;;) {
        if (len == cap) {
            size_t ncap = cap ? 2 * cap : 65536;
            char *nb = ncap <= SRC_MAX_BYTES + 1 ? mem_realloc(buf, ncap + 1) : NULL;
            if (!nb) {
                mem_free(buf);
                fclose(in);
                return;
            }
            buf = nb, cap = ncap;
        }
        size_t got = fread(buf + len, 1, cap - len, in);
        len += got;
        if (got == 0)
            break;
    }
    int bad = ferror(in);
    fclose(in);
    if (bad || len > SRC_MAX_BYTES) {
        mem_free(buf);
        return;
    }
    buf[len] = 0;
    uint32_t n = 1;
    for (size_t i = 0; i < len; i++)
        n += buf[i] == '\n';
    f->line_at = mem_alloc((size_t)n * sizeof *f->line_at);
    if (!f->line_at) {
        mem_free(buf);
        return;
    }
    f->line_at[0] = 0;
    for (size_t i = 0, k = 1; i < len; i++)
        if (buf[i] == '\n')
            f->line_at[k++] = (uint32_t)(i + 1);
    f->nlines = n;
    f->text = buf, f->len = len;
    Sha256 h;
    sha256_init(&h);
    sha256_update(&h, buf, len);
    sha256_final_hex(&h, f->sha256);
}

static SrcFile *find(SrcCache *c, const char *path)
{
    if (!path || !*path)
        return NULL;
    for (uint32_t i = 0; i < c->n; i++)
        if (strcmp(c->files[i].path, path) == 0)
            return c->files[i].text ? &c->files[i] : NULL;
    if (c->n == c->cap) {
        uint32_t ncap = c->cap ? 2 * c->cap : 8;
        SrcFile *nf = mem_realloc(c->files, (size_t)ncap * sizeof *nf);
        if (!nf)
            return NULL;
        c->files = nf, c->cap = ncap;
    }
    SrcFile *f = &c->files[c->n];
    memset(f, 0, sizeof *f);
    if (!(f->path = dup_str(path)))
        return NULL;
    c->n++;
    load(f);
    return f->text ? f : NULL;
}

void src_cache_free(SrcCache *c)
{
    for (uint32_t i = 0; i < c->n; i++) {
        mem_free(c->files[i].path);
        mem_free(c->files[i].text);
        mem_free(c->files[i].line_at);
    }
    mem_free(c->files);
    memset(c, 0, sizeof *c);
}

const char *src_line_raw(SrcCache *c, const char *path, uint32_t line, size_t *len)
{
    SrcFile *f = find(c, path);
    if (!f || line == 0 || line > f->nlines)
        return NULL;
    size_t at = f->line_at[line - 1], end = line < f->nlines ? f->line_at[line] : f->len;
    while (end > at && (f->text[end - 1] == '\n' || f->text[end - 1] == '\r'))
        end--;
    *len = end - at;
    return f->text + at;
}

const char *src_line(SrcCache *c, const char *path, uint32_t line, size_t *len)
{
    size_t n;
    const char *t = src_line_raw(c, path, line, &n);
    if (!t)
        return NULL;
    while (n && (t[n - 1] == ' ' || t[n - 1] == '\t'))
        n--;
    while (n && (*t == ' ' || *t == '\t'))
        t++, n--;
    *len = n;
    return t;
}

uint32_t src_nlines(SrcCache *c, const char *path)
{
    SrcFile *f = find(c, path);
    return f ? f->nlines : 0;
}

const char *src_sha256(SrcCache *c, const char *path)
{
    SrcFile *f = find(c, path);
    return f ? f->sha256 : NULL;
}

/* RFC 3986: unreserved characters and '/' stay, the rest is %XX. */
static int encode(const char *s, char *out, size_t n, size_t at)
{
    static const char hex[] = "0123456789ABCDEF";
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        int keep = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
                   strchr("-._~/", ch);
        if (at + (keep ? 1 : 3) >= n)
            return -1;
        if (keep) {
            out[at++] = (char)ch;
        } else {
            out[at++] = '%';
            out[at++] = hex[ch >> 4];
            out[at++] = hex[ch & 15];
        }
    }
    out[at] = 0;
    return 0;
}

int report_uri(const char *path, const char *root, char *out, size_t n)
{
    size_t rl = root ? strlen(root) : 0;
    if (n < 8)
        return -1;
    if (rl > 1 && path[0] == '/' && strncmp(path, root, rl) == 0 && path[rl] == '/')
        path += rl + 1;  // under the root: relative to it
    if (path[0] == '/') {
        memcpy(out, "file://", 7);
        return encode(path, out, n, 7) < 0 ? -1 : 0;
    }
    while (path[0] == '.' && path[1] == '/')
        path += 2;
    return encode(path, out, n, 0) < 0 ? -1 : 1;
}

static const char *base_name(const char *p)
{
    const char *s = p ? strrchr(p, '/') : NULL;
    return s ? s + 1 : p ? p : "";
}

void report_fingerprint(SrcCache *c, const FileReport *fr, const Finding *f, const char *kernel, char out[33])
{
    Sha256 h;
    sha256_init(&h);
    const char *rule = rule_info(f->rule)->id;
    sha256_update(&h, rule, strlen(rule) + 1);
    sha256_update(&h, kernel, strlen(kernel) + 1);
    for (uint32_t i = 0; i < f->naccesses; i++) {
        const FindingAccess *a = &f->accesses[i];
        size_t len = 0;
        const char *text = a->line ? src_line(c, a->file, a->line, &len) : NULL;
        const char *file = base_name(text ? a->file : a->ptx_file ? a->ptx_file : fr->path);
        if (!text)  // no source: the instruction's own text in the input
            text = src_line(c, a->ptx_file ? a->ptx_file : fr->path, a->ptx_line, &len);
        sha256_update(&h, a->kind, strlen(a->kind) + 1);
        sha256_update(&h, a->space, strlen(a->space) + 1);
        sha256_update(&h, file, strlen(file) + 1);
        sha256_update(&h, text ? text : "", text ? len : 0);
        sha256_update(&h, "", 1);
    }
    char hex[65];
    sha256_final_hex(&h, hex);
    memcpy(out, hex, 32);
    out[32] = 0;
}

struct ReportNumbering {
    SrcCache src;
    char (*seen)[33];      // the fingerprints so far, in report order
    uint32_t n, cap;
};

ReportNumbering *report_numbering_new(void)
{
    ReportNumbering *nb = mem_alloc(sizeof *nb);
    if (nb)
        memset(nb, 0, sizeof *nb);
    return nb;
}

void report_numbering_free(ReportNumbering *nb)
{
    if (!nb)
        return;
    src_cache_free(&nb->src);
    mem_free(nb->seen);
    mem_free(nb);
}

void report_fingerprint_kernel(ReportNumbering *nb, const FileReport *fr, KernelReport *kr)
{
    for (uint32_t fi = 0; nb && fi < kr->nfindings; fi++) {
        Finding *f = &kr->findings[fi];
        char fp[33];
        report_fingerprint(&nb->src, fr, f, kr->name, fp);
        uint32_t same = 1;
        for (uint32_t j = 0; j < nb->n; j++)
            same += strcmp(nb->seen[j], fp) == 0;
        if (nb->n == nb->cap) {
            uint32_t ncap = nb->cap ? 2 * nb->cap : 16;
            char(*ns)[33] = mem_realloc(nb->seen, (size_t)ncap * sizeof *ns);
            if (ns)
                nb->seen = ns, nb->cap = ncap;
        }
        if (nb->n < nb->cap)
            memcpy(nb->seen[nb->n++], fp, 33);
        snprintf(f->fingerprint, sizeof f->fingerprint, "%s:%u", fp, same);
    }
}
