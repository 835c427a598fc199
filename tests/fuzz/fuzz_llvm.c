/*
 * fuzz_llvm.c - libFuzzer harness for the LLVM IR front end (analyzer/llvm:
 * llvm_fe.c and llvm_emit.c, compiled into the harness rather than loaded
 * as warpsafe-llvm.so).
 * Consumes: arbitrary bytes, taken as a .ll file. Runs: warpsafe_llvm_load
 * on an in-memory file (memfd, read by path as the CLI reads its input):
 * LLVM 19 parses and verifies it, LLVM passes normalize it, llvm_emit.c
 * lowers it to PTX and the PTX front end reads that; then diag_print with
 * source excerpts and, for a module that comes back, kir_print_module and
 * kir_verify. Frees everything, so LeakSanitizer sees any leak of the
 * front end.
 *
 * The front end runs in this process (llvm_fe_set_mode(1)), so that
 * libFuzzer sees its coverage and the sanitizers its memory; warpsafe runs
 * its LLVM work in a child process instead (llvm_fe.c, "the LLVM work in a
 * child process"), where a crash of LLVM's own work (its reader, verifier
 * or passes) is the input's error. Such a crash stops this harness all the
 * same; fuzz.sh tells it from a bug of ours by its stack (our code reached
 * only through the C API call that reads, verifies or runs passes over the
 * module), replays it with WARPSAFE_FUZZ_ISOLATE=1 (the child, as warpsafe
 * runs it: the properties below must hold) and fuzzes on. Text whose reader bugs llvm_fe.c refuses or rewrites itself
 * (inline-asm constraints with '@', cyclic inlinedAt chains, malformed
 * !tbaa nodes; found by this harness) needs no child.
 *
 * Skipped, and kept out of the corpus (return -1): bitcode (a file starting
 * BC C0 DE or DE C0 17 0B), since LLVM's bitcode reader is not robust
 * against malformed bitcode and is not our code.
 *
 * Properties checked beyond "no crash, hang or leak" (a violation aborts,
 * so libFuzzer saves the input):
 *   - a NULL module comes with at least one error in the sink, at least
 *     one of them at a line and column in the input;
 *   - every diagnostic's position lies inside the input (line <= lines in
 *     the input, col <= that line's length + 1), and so does every position
 *     of a returned module's functions and instructions (0 = unknown);
 *   - no "internal error" (LLVM005: the PTX front end rejected the PTX the
 *     lowering wrote, which the message asks users to report);
 *   - the loader hands back the input bytes (*text_out, opt.text_len) and,
 *     with a module, the lowered PTX (*ptx_out);
 *   - a module that comes back passes kir_verify with no error.
 *
 * LLVM fatal errors: in this process, llvm_fe.c's handler prints
 * "error[LLVM005]: LLVM stopped" and calls _Exit(3) (LLVM cannot go on
 * after one; warpsafe's child reports it to its parent instead). _Exit would end a libFuzzer run with no report and no saved input, so
 * this build compiles llvm_fe.c with _Exit renamed to fuzz_llvm_fatal_exit
 * (tests/fuzz/CMakeLists.txt), which says so and aborts: the input is saved
 * as a crash, as libFuzzer does for a fuzz target that calls exit(), and
 * fuzz.sh replays it in a child like a crash of LLVM's.
 * (The reader's debug-info upgrade, which used to stop on any broken module
 * carrying "Debug Info Version" 3, is done by llvm_fe.c for text IR.)
 *
 * LeakSanitizer runs with use_tls=0 (see __lsan_default_options below and
 * tests/CMakeLists.txt): it can crash scanning libLLVM's dynamic TLS.
 * Knobs (environment); fuzz.sh sets only the last, to replay:
 *   WARPSAFE_FUZZ_PROPS=0       skip the position checks (the rest stay on),
 *   WARPSAFE_FUZZ_INTERNAL=0    allow the "internal error" (lowered PTX
 *                               rejected), both to keep fuzzing past a known,
 *                               reported bug;
 *   WARPSAFE_FUZZ_ISOLATE=1     run the LLVM work in a child, as warpsafe does
 * Build: tests/fuzz/CMakeLists.txt (WARPSAFE_FUZZ=ON, clang); run:
 * tests/tools/fuzz.sh.
 */
#include "fuzz_common.h"

#include "warpsafe/arena.h"
#include "warpsafe/diag.h"
#include "warpsafe/kir.h"
#include "warpsafe/llvm_fe.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);
const char *__lsan_default_options(void);
/* llvm_fe.c's _Exit in this build (tests/fuzz/CMakeLists.txt). */
_Noreturn void fuzz_llvm_fatal_exit(int status);
/* The front end's entry point (llvm_fe.c; LlvmLoadFn). */
KirModule *warpsafe_llvm_load(const char *path, LlvmOptions *opt, DiagSink *sink, char **text_out,
                              char **ptx_out);
/* llvm_fe.c (llvm_int.h, which names LLVM types): bitcode or not; how
 * the LLVM work runs (0 in a child, 1 in this process). */
int llvm_is_bitcode(const char *buf, size_t len);
void llvm_fe_set_mode(int mode);

static FILE *devnull;
static int check_props = 1;
static int check_internal = 1;

const char *__lsan_default_options(void)
{
    return "use_tls=0";
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    const char *e = getenv("WARPSAFE_FUZZ_PROPS");
    if (e && strcmp(e, "0") == 0)
        check_props = 0;
    e = getenv("WARPSAFE_FUZZ_INTERNAL");
    if (e && strcmp(e, "0") == 0)
        check_internal = 0;
    e = getenv("WARPSAFE_FUZZ_ISOLATE");
    llvm_fe_set_mode(e && strcmp(e, "1") == 0 ? 0 : 1);
    devnull = fopen("/dev/null", "w");
    if (!devnull) {
        perror("fuzz_llvm: /dev/null");
        abort();
    }
    return 0;
}

_Noreturn void fuzz_llvm_fatal_exit(int status)
{
    fprintf(stderr, "fuzz_llvm: LLVM fatal error (warpsafe exits with status %d here, by design; "
                    "the message above says why)\n", status);
    abort();
}

static _Noreturn void die(const char *what, const Diag *d)
{
    fuzz_die("fuzz_llvm", what, d);
}

/* Is line:col a position in the input (line 0 = unknown, allowed)? */
static int inside(const char *text, size_t len, uint32_t nlines, uint32_t line, uint32_t col)
{
    if (line == 0)
        return 1;
    return line <= nlines && col >= 1 && col <= fuzz_line_length(text, len, line) + 1;
}

static void check_diags(const DiagSink *s, uint32_t file, const char *text, size_t len, int failed)
{
    uint32_t nlines = fuzz_count_lines(text, len);
    uint32_t located = 0;
    for (uint32_t i = 0; i < s->ndiags; i++) {
        const Diag *d = &s->diags[i];
        if (!d->msg || !d->code)
            die("diagnostic without a message or code", d);
        if (check_internal && strncmp(d->msg, "internal error", 14) == 0)
            die("the PTX front end rejected the lowered PTX (a lowering bug)", d);
        if (d->loc.file != file || d->loc.line == 0 || !check_props)
            continue;
        if (!inside(text, len, nlines, d->loc.line, d->loc.col))
            die("diagnostic position outside the input", d);
        if (d->level == DIAG_ERROR)
            located++;
    }
    if (failed && s->nerr == 0)
        die("NULL module without an error in the sink", NULL);
    if (failed && located == 0 && !s->oom && check_props)
        die("NULL module without a file:line:col error", NULL);
}

static void check_module(KirModule *m, const char *text, size_t len)
{
    uint32_t nlines = fuzz_count_lines(text, len);
    for (KirModule *k = m; k; k = k->next) {
        for (uint32_t i = 0; i < k->nfuncs && check_props; i++) {
            const KirFunc *f = &k->funcs[i];
            if (!inside(text, len, nlines, f->line, f->col)) {
                fprintf(stderr, "fuzz_llvm: %s at %u:%u\n", f->name, f->line, f->col);
                die("function position outside the input", NULL);
            }
            for (uint32_t j = 0; j < f->ninsts; j++)
                if (!inside(text, len, nlines, f->insts[j].line, f->insts[j].col)) {
                    fprintf(stderr, "fuzz_llvm: %s instruction %u at %u:%u\n", f->name, j,
                            f->insts[j].line, f->insts[j].col);
                    die("instruction position outside the input", NULL);
                }
        }
        fuzz_verify("fuzz_llvm", k, devnull, "fuzz.ll", "the LLVM front end");
    }
}

/* Loads bytes[0..size) as a .ll file and checks what comes back. */
static void run_load(const uint8_t *bytes, size_t size)
{
    char path[64];
    int fd = fuzz_memfile("fuzz_llvm", bytes, size, path, sizeof path);
    if (fd < 0)
        return;
    DiagSink sink;
    diag_init(&sink);
    LlvmOptions opt = { .want_ptx = 1 };
    char *text = NULL, *ptx = NULL;
    KirModule *m = warpsafe_llvm_load(path, &opt, &sink, &text, &ptx);
    diag_print(&sink, devnull);
    /* The file is index 1 (the first file added); text is the whole input. */
    if (!text) {
        if (m)
            die("a module without the input text", NULL);
        if (sink.nerr == 0)
            die("the input was not read, and no error says why", NULL);
    } else {
        if (opt.text_len != size || memcmp(text, bytes, size) != 0)
            die("*text_out is not the input", NULL);
        check_diags(&sink, 1, text, size, m == NULL);
    }
    if (m) {
        if (!ptx)
            die("a module without the lowered PTX (want_ptx)", NULL);
        check_module(m, text, size);
    }
    kir_module_free(m);
    diag_free(&sink);
    mem_free(text);
    mem_free(ptx);
    close(fd);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!devnull)
        LLVMFuzzerInitialize(NULL, NULL);
    if (llvm_is_bitcode((const char *)data, size))
        return -1;
    run_load(data, size);
    return 0;
}
