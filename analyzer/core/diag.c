/*
 * diag.c - the diagnostic sink.
 * Consumes: reports of problems with the tool or its input. Produces: a
 * list of diagnostics printed as `file:line:col: level[CODE]: message`
 * followed by the source line and a caret. Never exits: the caller decides.
 */
#include "warpsafe/diag.h"

#include <errno.h>
#include <stdarg.h>
#include <string.h>
#include <sys/stat.h>

#include "warpsafe/vec.h"

void diag_init(DiagSink *s)
{
    memset(s, 0, sizeof *s);
    arena_init(&s->arena);
    s->max_errors = 50;
}

void diag_free(DiagSink *s)
{
    mem_free(s->files);
    mem_free(s->diags);
    arena_free(&s->arena);
    memset(s, 0, sizeof *s);
}

/* Room for `need` entries; a failure marks the sink but does not stop
 * later, smaller requests (so an out-of-memory error can still be recorded). */
static int grow(void **data, uint32_t *cap, DiagSink *s, size_t elem, uint32_t need)
{
    int oom = 0;
    if (need <= *cap)
        return 0;
    if (vec_grow_(data, cap, &oom, elem, need) < 0) {
        s->oom = 1;
        return -1;
    }
    return 0;
}

uint32_t diag_add_file(DiagSink *s, const char *path)
{
    if (s->nfiles == 0) {
        if (grow((void **)&s->files, &s->capfiles, s, sizeof *s->files, 8) < 0)
            return 0;
        memset(&s->files[0], 0, sizeof s->files[0]);
        s->nfiles = 1;
    }
    if (grow((void **)&s->files, &s->capfiles, s, sizeof *s->files, s->nfiles + 1) < 0)
        return 0;
    char *copy = arena_strndup(&s->arena, path, strlen(path));
    if (!copy) {
        s->oom = 1;
        return 0;
    }
    s->files[s->nfiles] = (DiagFile){ .path = copy };
    return s->nfiles++;
}

void diag_set_text(DiagSink *s, uint32_t file, const char *text, size_t len)
{
    if (file == 0 || file >= s->nfiles)
        return;
    s->files[file].text = text;
    s->files[file].len = len;
}

const char *diag_file_path(const DiagSink *s, uint32_t file)
{
    if (file == 0 || file >= s->nfiles)
        return "<unknown>";
    return s->files[file].path;
}

const char *diag_level_name(DiagLevel level)
{
    switch (level) {
    case DIAG_NOTE: return "note";
    case DIAG_WARNING: return "warning";
    case DIAG_ERROR: return "error";
    }
    return "error";
}

void diag_report(DiagSink *s, DiagLevel level, SrcLoc loc, const char *code, const char *fmt, ...)
{
    if (level == DIAG_ERROR && s->nerr++ >= s->max_errors)
        return;
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    char *msg = arena_strndup(&s->arena, buf, strlen(buf));
    if (!msg || grow((void **)&s->diags, &s->capdiags, s, sizeof *s->diags, s->ndiags + 1) < 0) {
        s->oom = 1;
        return;
    }
    s->diags[s->ndiags++] = (Diag){ level, loc, code, msg };
}

/* Prints the source line `line` of f with a caret under column col; tabs
 * are kept so the caret lines up in a terminal. Non-printable bytes are
 * shown as '?' so binary input cannot garble the terminal. */
static void print_excerpt(const DiagFile *f, uint32_t line, uint32_t col, FILE *out)
{
    if (!f->text || line == 0)
        return;
    const char *p = f->text, *end = f->text + f->len;
    for (uint32_t l = 1; l < line && p < end; l++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl)
            return;
        p = nl + 1;
    }
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    size_t n = (size_t)((eol ? eol : end) - p);
    if (n > 200)
        n = 200;
    fputs("    ", out);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)p[i];
        fputc(c == '\t' || (c >= 0x20 && c < 0x7f) ? c : (c == '\r' ? ' ' : '?'), out);
    }
    fputs("\n    ", out);
    for (uint32_t i = 1; i < col && i <= n; i++)
        fputc(p[i - 1] == '\t' ? '\t' : ' ', out);
    fputs("^\n", out);
}

void diag_print_one(const DiagSink *s, const Diag *d, FILE *out)
{
    const char *path = diag_file_path(s, d->loc.file);
    if (d->loc.file == 0)
        fputs("warpsafe: ", out);
    else if (d->loc.line == 0)
        fprintf(out, "%s: ", path);
    else
        fprintf(out, "%s:%u:%u: ", path, d->loc.line, d->loc.col ? d->loc.col : 1);
    fprintf(out, "%s", diag_level_name(d->level));
    if (d->code)
        fprintf(out, "[%s]", d->code);
    fprintf(out, ": %s\n", d->msg);
    if (d->loc.file && d->loc.file < s->nfiles)
        print_excerpt(&s->files[d->loc.file], d->loc.line, d->loc.col, out);
}

void diag_print(const DiagSink *s, FILE *out)
{
    for (uint32_t i = 0; i < s->ndiags; i++)
        diag_print_one(s, &s->diags[i], out);
    if (s->nerr > s->max_errors)
        fprintf(out, "warpsafe: note: %u more errors not shown\n", s->nerr - s->max_errors);
}

static void io_error(DiagSink *sink, uint32_t file, const char *code, const char *fmt, const char *arg)
{
    diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 1, 1 }, code, fmt, arg);
}

int diag_read_input(DiagSink *sink, const char *path, uint64_t max_bytes, uint32_t *file_out, char **buf_out,
                    size_t *len_out)
{
    *buf_out = NULL, *len_out = 0;
    uint32_t file = *file_out = diag_add_file(sink, path);
    if (!file) {
        diag_report(sink, DIAG_ERROR, (SrcLoc){ 0, 0, 0 }, "IO003", "out of memory opening %s", path);
        return -1;
    }
    uint64_t limit = max_bytes ? max_bytes : (uint64_t)512 << 20;
    FILE *fp = fopen(path, "rb");
    if (!fp) {
        io_error(sink, file, "IO001", "cannot open input: %s", strerror(errno));
        return -1;
    }
    struct stat st;
    if (fstat(fileno(fp), &st) != 0 || !S_ISREG(st.st_mode)) {
        io_error(sink, file, "IO001", "cannot read input: %s",
                 S_ISDIR(st.st_mode) ? "it is a directory" : "not a regular file");
        fclose(fp);
        return -1;
    }
    if ((uint64_t)st.st_size > limit) {
        char msg[128];
        snprintf(msg, sizeof msg, "%llu bytes, over the limit of %llu (--max-input-size)",
                 (unsigned long long)st.st_size, (unsigned long long)limit);
        io_error(sink, file, "IO002", "input is too large: %s", msg);
        fclose(fp);
        return -1;
    }
    size_t size = (size_t)st.st_size;
    char *buf = mem_alloc(size + 1);
    if (!buf) {
        io_error(sink, file, "IO003", "out of memory reading input%s", "");
        fclose(fp);
        return -1;
    }
    size_t got = fread(buf, 1, size, fp);
    int err = ferror(fp);
    fclose(fp);
    if (err || got != size) {
        io_error(sink, file, "IO001", "cannot read input: %s", err ? strerror(errno) : "short read");
        mem_free(buf);
        return -1;
    }
    buf[size] = '\0';
    diag_set_text(sink, file, buf, size);
    *buf_out = buf, *len_out = size;
    return 0;
}
