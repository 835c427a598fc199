/*
 * fuzz_common.h - what the libFuzzer harnesses share (test code, header
 * only): reporting a violated property, the lines of the input, and the
 * input as a file read by path.
 */
#ifndef FUZZ_COMMON_H
#define FUZZ_COMMON_H

#define _GNU_SOURCE  // memfd_create
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "warpsafe/diag.h"
#include "warpsafe/kir.h"

/* Reports a violated property (with the diagnostic d, if any) and aborts,
 * so libFuzzer saves the input. */
static inline _Noreturn void fuzz_die(const char *harness, const char *what, const Diag *d)
{
    fprintf(stderr, "%s: property violated: %s", harness, what);
    if (d)
        fprintf(stderr, " (%u:%u:%u %s: %s)", d->loc.file, d->loc.line, d->loc.col, d->code ? d->code : "-",
                d->msg ? d->msg : "");
    fputc('\n', stderr);
    abort();
}

/* Lines in text[0..len): a line is counted for the text after the last
 * newline too (where an EOF token sits). */
static inline uint32_t fuzz_count_lines(const char *text, size_t len)
{
    uint32_t n = 1;
    for (size_t i = 0; i < len; i++)
        n += text[i] == '\n';
    return n;
}

/* Length of line `line` (1-based) of text, without its newline. */
static inline size_t fuzz_line_length(const char *text, size_t len, uint32_t line)
{
    const char *p = text, *end = text + len;
    for (uint32_t l = 1; l < line; l++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl)
            return 0;
        p = nl + 1;
    }
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    return (size_t)((nl ? nl : end) - p);
}

/* data[0..size) as an in-memory file, its path in path[0..n): the fd (close
 * it when done), or -1 when none could be made. */
static inline int fuzz_memfile(const char *name, const uint8_t *data, size_t size, char *path, size_t n)
{
    int fd = memfd_create(name, 0);
    if (fd < 0)
        return -1;
    for (size_t off = 0; off < size;) {
        ssize_t w = write(fd, data + off, size - off);
        if (w <= 0) {
            close(fd);
            return -1;
        }
        off += (size_t)w;
    }
    snprintf(path, n, "/proc/self/fd/%d", fd);
    return fd;
}

/* Prints module k (to sink, a /dev/null stream) and checks that it passes
 * kir_verify; `who` names what made it, for the report. */
static inline void fuzz_verify(const char *harness, KirModule *k, FILE *sink, const char *name, const char *who)
{
    kir_print_module(k, sink);
    DiagSink vs;
    diag_init(&vs);
    uint32_t f = diag_add_file(&vs, name);
    uint32_t nerr = kir_verify(k, &vs, f);
    diag_print(&vs, sink);
    if (nerr) {
        diag_print(&vs, stderr);
        fprintf(stderr, "%s: property violated: a module returned by %s fails kir_verify\n", harness, who);
        abort();
    }
    diag_free(&vs);
}

#endif
