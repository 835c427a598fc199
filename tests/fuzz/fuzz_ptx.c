/*
 * fuzz_ptx.c - libFuzzer harness for the whole PTX front end.
 * Consumes: arbitrary bytes. Runs: ptx_parse (or, for a `cuobjdump -ptx`
 * listing, ptx_load_file through an in-memory file), diag_print with source
 * excerpts, and on success kir_print_module and kir_verify. Frees
 * everything, so LeakSanitizer sees any leak of the front end.
 *
 * Properties checked beyond "no crash, hang or leak" (a violation aborts,
 * so libFuzzer saves the input):
 *   - a NULL module comes with at least one error in the sink, and (when
 *     the input is not a listing) at least one error with a line and column
 *     in the input file: bad input gets a file:line:col error;
 *   - every diagnostic's position lies inside the input (line <= lines in
 *     the input, col <= that line's length + 1);
 *   - a module that comes back passes kir_verify again with no error, and
 *     each function's register ids are dense as kir.h promises: declaration
 *     i starts where declaration i-1 ends, and the last one ends at nregs
 *     (counted in 64 bits, so a wrapped 32-bit count is caught).
 * Knobs (environment), to keep fuzzing past a known, reported bug while it
 * is being fixed; fuzz.sh sets neither:
 *   WARPSAFE_FUZZ_PROPS=0       skip the position checks (the rest stay on)
 *   WARPSAFE_FUZZ_MAX_ERRORS=N  the sink's max_errors (default 50)
 * Build: tests/fuzz/CMakeLists.txt (WARPSAFE_FUZZ=ON, clang); run:
 * tests/tools/fuzz.sh.
 */
#include "fuzz_common.h"

#include "warpsafe/diag.h"
#include "warpsafe/kir.h"
#include "warpsafe/ptx.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

static FILE *devnull;
static int check_props = 1;
static uint32_t max_errors;  // 0: the sink's default

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    const char *e = getenv("WARPSAFE_FUZZ_PROPS");
    if (e && strcmp(e, "0") == 0)
        check_props = 0;
    e = getenv("WARPSAFE_FUZZ_MAX_ERRORS");
    if (e && *e)
        max_errors = (uint32_t)strtoul(e, NULL, 10);
    devnull = fopen("/dev/null", "w");
    if (!devnull) {
        perror("fuzz_ptx: /dev/null");
        abort();
    }
    return 0;
}

static _Noreturn void die(const char *what, const Diag *d)
{
    fuzz_die("fuzz_ptx", what, d);
}

/* Does the input start (after blank space) with "Fatbin "? ptx_load_file
 * then parses it as a cuobjdump listing. */
static int looks_like_listing(const uint8_t *data, size_t size)
{
    size_t i = 0;
    while (i < size && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r'))
        i++;
    return size - i >= 7 && memcmp(data + i, "Fatbin ", 7) == 0;
}



static void check_positions(const DiagSink *s, uint32_t file, const char *text, size_t len,
                            int need_located_error, int failed)
{
    uint32_t nlines = fuzz_count_lines(text, len);
    uint32_t located = 0, errors = 0;
    for (uint32_t i = 0; i < s->ndiags; i++) {
        const Diag *d = &s->diags[i];
        if (!d->msg || !d->code)
            die("diagnostic without a message or code", d);
        if (d->level == DIAG_ERROR)
            errors++;
        if (d->loc.file != file || d->loc.line == 0 || !check_props)
            continue;
        if (d->loc.line > nlines)
            die("diagnostic line past the end of the input", d);
        if (d->loc.col == 0 || d->loc.col > fuzz_line_length(text, len, d->loc.line) + 1)
            die("diagnostic column outside its line", d);
        if (d->level == DIAG_ERROR)
            located++;
    }
    if (failed && s->nerr == 0)
        die("NULL module without an error in the sink", NULL);
    if (failed && errors == 0 && s->nerr <= s->max_errors)
        die("NULL module without a recorded error", NULL);
    if (failed && need_located_error && located == 0 && !s->oom && check_props)
        die("NULL module without a file:line:col error", NULL);
}

static void check_regs(const KirFunc *f)
{
    uint64_t next = 0;
    for (uint32_t i = 0; i < f->nregdecls; i++) {
        const KirRegDecl *d = &f->regdecls[i];
        if (d->base != next) {
            fprintf(stderr, "fuzz_ptx: %s: register declaration %u (%s) starts at %u, expected %llu\n",
                    f->name, i, d->name, d->base, (unsigned long long)next);
            die("register ids are not dense (a register count wrapped?)", NULL);
        }
        next += d->count ? d->count : 1;
    }
    if (f->has_body && next != f->nregs) {
        fprintf(stderr, "fuzz_ptx: %s: nregs %u, declarations hold %llu\n", f->name, f->nregs,
                (unsigned long long)next);
        die("register count does not match the declarations (wrapped?)", NULL);
    }
}

static void check_module(KirModule *m)
{
    for (KirModule *k = m; k; k = k->next) {
        for (uint32_t i = 0; i < k->nfuncs; i++)
            check_regs(&k->funcs[i]);
        fuzz_verify("fuzz_ptx", k, devnull, "fuzz.ptx", "the parser");
    }
}

static void run_listing(const uint8_t *data, size_t size)
{
    char path[64];
    int fd = fuzz_memfile("fuzz_ptx", data, size, path, sizeof path);
    if (fd < 0)
        return;
    DiagSink sink;
    diag_init(&sink);
    if (max_errors)
        sink.max_errors = max_errors;
    char *text = NULL;
    KirModule *m = ptx_load_file(path, NULL, &sink, &text);
    diag_print(&sink, devnull);
    /* The file is index 1 (first file added); text is the whole input. */
    if (text)
        check_positions(&sink, 1, text, size, 0, m == NULL);
    else if (!m && sink.nerr == 0)
        die("ptx_load_file: NULL module without an error", NULL);
    if (m)
        check_module(m);
    kir_module_free(m);
    diag_free(&sink);
    mem_free(text);
    close(fd);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!devnull)
        LLVMFuzzerInitialize(NULL, NULL);
    if (looks_like_listing(data, size)) {
        run_listing(data, size);
        return 0;
    }
    const char *text = (const char *)data;
    DiagSink sink;
    diag_init(&sink);
    if (max_errors)
        sink.max_errors = max_errors;
    uint32_t file = diag_add_file(&sink, "fuzz.ptx");
    if (!file)
        abort();
    diag_set_text(&sink, file, text, size);
    KirModule *m = ptx_parse(text, size, &sink, file);
    diag_print(&sink, devnull);
    check_positions(&sink, file, text, size, 1, m == NULL);
    if (m)
        check_module(m);
    kir_module_free(m);
    diag_free(&sink);
    return 0;
}
