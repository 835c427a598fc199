/*
 * parse_bench.c - front-end throughput benchmark.
 * Consumes: one PTX file (argv), read into memory once, untimed.
 * Produces: on stdout, the input size, the best and median wall time of
 * ptx_parse() over N runs (lexing, parsing, lowering to the kernel IR,
 * CFG construction and the verifier: everything between PTX text and a
 * finished KirModule), the throughput (input size / best time), the size
 * of the module (functions, kernels, instructions, arena bytes) and the
 * process's peak RSS against the input size. Diagnostics go to stderr.
 * Exit status: 0 on success, 1 when the input cannot be read or does not
 * parse, 2 on a usage error.
 * Assumes: Linux (getrusage's ru_maxrss is in KiB). MB = 10^6 bytes.
 */
#define _POSIX_C_SOURCE 200809L  // clock_gettime, getrusage under -std=c11 too

#include "warpsafe/arena.h"
#include "warpsafe/diag.h"
#include "warpsafe/kir.h"
#include "warpsafe/ptx.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

enum { DEFAULT_REPEAT = 3, MAX_REPEAT = 1000 };

#define MB 1e6

typedef struct {
    const char *path;
    int repeat;
} BenchArgs;

/* What one parsed module holds; taken from the first run. */
typedef struct {
    uint32_t nfuncs, nkernels, nvars;
    uint64_t ninsts, nblocks;
    size_t arena_bytes, arena_reserved, strtab_slots;
} ModuleStats;

static int usage(const char *argv0, const char *why)
{
    if (why)
        fprintf(stderr, "parse_bench: %s\n", why);
    fprintf(stderr, "usage: %s FILE [--repeat N]   (N in 1..%d, default %d)\n", argv0,
            MAX_REPEAT, DEFAULT_REPEAT);
    return 2;
}

/* Returns 0, or the exit status of a usage error. */
static int parse_args(int argc, char **argv, BenchArgs *a)
{
    a->path = NULL;
    a->repeat = DEFAULT_REPEAT;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--repeat") == 0) {
            if (++i == argc)
                return usage(argv[0], "--repeat needs a number");
            char *end;
            errno = 0;
            long n = strtol(argv[i], &end, 10);
            if (errno || *end || n < 1 || n > MAX_REPEAT)
                return usage(argv[0], "bad --repeat count");
            a->repeat = (int)n;
        } else if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            usage(argv[0], NULL);
            exit(0);
        } else if (argv[i][0] == '-' && argv[i][1]) {
            return usage(argv[0], "unknown option");
        } else if (a->path) {
            return usage(argv[0], "only one FILE");
        } else {
            a->path = argv[i];
        }
    }
    return a->path ? 0 : usage(argv[0], "no FILE");
}

/* Reads the whole file into a mem_alloc'd buffer (NUL-terminated for
 * convenience; *len excludes the NUL). NULL on failure (reported). */
static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "parse_bench: %s: %s\n", path, strerror(errno));
        return NULL;
    }
    char *buf = NULL;
    long size = -1;
    if (fseek(f, 0, SEEK_END) == 0 && (size = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0)
        buf = mem_alloc((size_t)size + 1);
    if (buf && fread(buf, 1, (size_t)size, f) == (size_t)size) {
        buf[size] = '\0';
        *len = (size_t)size;
    } else {
        fprintf(stderr, "parse_bench: %s: cannot read%s\n", path, size < 0 ? " (not seekable)" : "");
        mem_free(buf);
        buf = NULL;
    }
    fclose(f);
    return buf;
}

static double clock_s(clockid_t clk)
{
    struct timespec ts;
    clock_gettime(clk, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Peak resident set size of this process so far, in bytes. */
static double peak_rss_bytes(void)
{
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) != 0)
        return 0;
    return (double)ru.ru_maxrss * 1024.0;
}

static void collect_stats(const KirModule *m, ModuleStats *st)
{
    memset(st, 0, sizeof *st);
    st->nfuncs = m->nfuncs;
    st->nkernels = kir_module_nkernels(m);
    st->nvars = m->nvars;
    for (uint32_t i = 0; i < m->nfuncs; i++) {
        st->ninsts += m->funcs[i].ninsts;
        st->nblocks += m->funcs[i].nblocks;
    }
    st->arena_bytes = m->arena.bytes;
    st->arena_reserved = m->arena.reserved;
    st->strtab_slots = m->strs.cap;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Parses buf `repeat` times, timing each ptx_parse into times[] (wall)
 * and cpu[] (this process's CPU time: what a busy machine does not
 * inflate); fills *st from the first module. Returns 0, or -1 when a parse
 * failed (the diagnostics are printed). */
static int run_parses(const char *buf, size_t len, DiagSink *sink, uint32_t file, int repeat,
                      double *times, double *cpu, ModuleStats *st)
{
    for (int r = 0; r < repeat; r++) {
        double c0 = clock_s(CLOCK_PROCESS_CPUTIME_ID), t0 = clock_s(CLOCK_MONOTONIC);
        KirModule *m = ptx_parse(buf, len, sink, file);
        times[r] = clock_s(CLOCK_MONOTONIC) - t0;
        cpu[r] = clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0;
        if (!m) {
            diag_print(sink, stderr);
            fprintf(stderr, "parse_bench: parse failed (%u error%s)\n", sink->nerr,
                    sink->nerr == 1 ? "" : "s");
            return -1;
        }
        if (r == 0)
            collect_stats(m, st);
        kir_module_free(m);
    }
    return 0;
}

static double median_of(const double *sorted, int n)
{
    return n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

/* Prints what was parsed and the times; sorts times[] and cpu[]. */
static void print_timing(const BenchArgs *a, size_t len, double *times, double *cpu,
                         const ModuleStats *st)
{
    double in_mb = (double)len / MB;
    int n = a->repeat;
    printf("file:          %s\n", a->path);
    printf("input:         %.2f MB (%zu bytes)\n", in_mb, len);
    printf("module:        %u functions (%u kernels), %u variables, %llu instructions, "
           "%llu blocks\n", st->nfuncs, st->nkernels, st->nvars, (unsigned long long)st->ninsts,
           (unsigned long long)st->nblocks);
    printf("runs:          %d x ptx_parse (lex + parse + lower + CFG + verify)\n", n);
    printf("wall times:   ");
    for (int r = 0; r < n; r++)
        printf(" %.4f", times[r]);
    printf(" s\n");
    qsort(times, (size_t)n, sizeof *times, cmp_double);
    qsort(cpu, (size_t)n, sizeof *cpu, cmp_double);
    double best = times[0], median = median_of(times, n);
    printf("best:          %.4f s\n", best);
    printf("median:        %.4f s\n", median);
    printf("throughput:    %.1f MB/s (best), %.1f MB/s (median)\n", in_mb / best, in_mb / median);
    printf("cpu time:      %.4f s best, %.4f s median (%.1f MB/s by best CPU time)\n", cpu[0],
           median_of(cpu, n), in_mb / cpu[0]);
    printf("inst rate:     %.2f M instructions/s (best)\n", (double)st->ninsts / best / 1e6);
}

static void print_memory(size_t len, const ModuleStats *st, double rss_before)
{
    double peak = peak_rss_bytes();
    printf("arena:         %.2f MB used / %.2f MB reserved (%.2fx input)\n",
           (double)st->arena_bytes / MB, (double)st->arena_reserved / MB,
           (double)st->arena_reserved / (double)len);
    printf("bytes/inst:    %.1f arena bytes per instruction\n",
           st->ninsts ? (double)st->arena_bytes / (double)st->ninsts : 0.0);
    printf("strtab:        %zu slots, %.2f MB outside the arena\n", st->strtab_slots,
           (double)st->strtab_slots * (sizeof(char *) + sizeof(uint32_t) + sizeof(size_t)) / MB);
    printf("rss before:    %.2f MB (input buffer loaded, nothing parsed)\n", rss_before / MB);
    printf("peak RSS:      %.2f MB\n", peak / MB);
    printf("peak ratio:    %.2fx input (peak RSS / input size; input buffer included)\n",
           peak / (double)len);
}

int main(int argc, char **argv)
{
    BenchArgs a;
    int rc = parse_args(argc, argv, &a);
    if (rc)
        return rc;
    size_t len = 0;
    char *buf = read_file(a.path, &len);
    if (!buf)
        return 1;
    DiagSink sink;
    diag_init(&sink);
    uint32_t file = diag_add_file(&sink, a.path);
    double *times = mem_alloc(2 * (size_t)a.repeat * sizeof *times);
    double *cpu = times ? times + a.repeat : NULL;
    rc = 1;
    if (!file || !times) {
        fprintf(stderr, "parse_bench: out of memory\n");
        goto out;
    }
    diag_set_text(&sink, file, buf, len);
    double rss_before = peak_rss_bytes();
    ModuleStats st;
    if (run_parses(buf, len, &sink, file, a.repeat, times, cpu, &st) == 0) {
        print_timing(&a, len, times, cpu, &st);
        print_memory(len, &st, rss_before);
        rc = 0;
    }
out:
    mem_free(times);
    diag_free(&sink);
    mem_free(buf);
    return rc;
}
