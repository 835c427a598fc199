/*
 * main.c - the `warpsafe` command: argument parsing and exit statuses.
 * The only code that calls exit() (through returning from main).
 *   warpsafe check [OPTIONS] FILE...
 *   warpsafe run FILE --kernel NAME --grid G --block B [OPTIONS] ARG...
 *   warpsafe dump --ir FILE
 *   warpsafe merge [--format F] [-o FILE] [--strict] REPORT.json...
 *   warpsafe evidence check DIR
 *   warpsafe rules [ID]
 *   warpsafe --help | --version
 */
#include "cli.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(__GLIBC__) && defined(__linux__)
#include <malloc.h>
#include <sys/mman.h>
#endif

#include "warpsafe/rules.h"
#include "warpsafe/smt.h"

static const char USAGE[] =
    "usage: warpsafe check [OPTIONS] FILE...   prove kernels race-free (FILE: .ptx, .ll, .bc, .cu)\n"
    "       warpsafe dump --ir [--stats] FILE  print the kernel IR of a PTX or LLVM IR file\n"
    "       warpsafe dump --access FILE        print the symbolic access model of its functions\n"
    "       warpsafe dump --ptx FILE.ll        print the PTX an LLVM IR file is lowered to\n"
    "       warpsafe run FILE --kernel NAME --grid X[,Y,Z] --block X[,Y,Z] [OPTIONS] ARG...\n"
    "                                          prove one launch, then run it on the GPU\n"
    "       warpsafe merge [--format text|json|sarif|jsonl] [-o FILE] [--strict] REPORT.json...\n"
    "                                          the report of a run from the JSON reports of its\n"
    "                                          --shard I/N parts (exit status as check's)\n"
    "       warpsafe rules [ID]                list the rules, or explain one\n"
    "       warpsafe evidence check DIR [--timeout SECONDS]\n"
    "                                          re-check check --evidence DIR with cvc5 and z3\n"
    "       warpsafe --help | --version\n"
    "\n"
    "check options:\n"
    "  --block X[,Y[,Z]]      block dimensions (default: .reqntid/.maxntid, else any legal block)\n"
    "  --grid X[,Y[,Z]]       grid dimensions (default: any grid)\n"
    "  --param NAME=VALUE     fix a scalar kernel parameter (repeatable; NAME as in the PTX)\n"
    "  --param NAME=LO..HI    bound it instead: the proof covers every value from LO to HI\n"
    "  --tensor-box NAME=BYTES the box of the TMA tensor map in parameter NAME holds BYTES\n"
    "                         bytes (what a cp.async.bulk.tensor of it writes; repeatable)\n"
    "  --buffer NAME=BYTES    pointer parameter NAME points to BYTES bytes: rule global-bounds\n"
    "                         proves every access through it inside them (repeatable)\n"
    "  --no-benign            report two stores of the same value to the same bytes as a race\n"
    "                         (by default such a benign race is tolerated and listed)\n"
    "  --may-alias A,B        pointer parameters A and B may overlap (repeatable; else\n"
    "                         distinct parameters are assumed to be distinct buffers; a\n"
    "                         pointer field of a struct parameter is NAME+OFFSET)\n"
    "  --kernel NAME          only this .entry kernel (repeatable; default: every kernel)\n"
    "  --format text|json|sarif|jsonl\n"
    "                         output format (default: text on a terminal, json otherwise);\n"
    "                         jsonl: a line per kernel as soon as it is done, then an end line\n"
    "  -o FILE                write the report to FILE\n"
    "  --dynamic-shared BYTES size of the dynamic (extern) shared memory of the launch\n"
    "  --rlimit N             Z3 resource limit per proof obligation (default 10000000;\n"
    "                         after three obligations of a kernel hit it, or when a kernel's\n"
    "                         obligations used 6 x N (a model's units count 6 times), the\n"
    "                         rest are unknown)\n"
    "  --strict               exit 2 when any kernel is unknown\n"
    "  --config FILE          launch facts and rule levels per kernel (schema warpsafe-config/1);\n"
    "                         default: warpsafe.json in the working directory or one above it;\n"
    "                         flags given here override it (--no-config: none)\n"
    "  --nvcc-flag F          give F to nvcc for .cu inputs (repeatable; they are compiled with\n"
    "                         nvcc --ptx -lineinfo F... from $CUDA_HOME/bin or PATH)\n"
    "  --jobs N, -j N         analyze kernels in N processes at once (0: one per CPU; default 1);\n"
    "                         the report is the same bytes for every N\n"
    "  --no-cache             analyze every kernel again: results are kept in\n"
    "                         $XDG_CACHE_HOME/warpsafe/results (else ~/.cache/warpsafe/results),\n"
    "                         keyed by the input's bytes, the options and warpsafe's own build\n"
    "  --shard I/N            only the kernels of shard I of N (by a hash of input and kernel name:\n"
    "                         the same kernels for the same I/N on every machine), for CI matrices\n"
    "  --evidence DIR         write every solver query of the run to DIR as SMT-LIB2\n"
    "                         (obligations/SHA256.smt2) and DIR/manifest.json: hashes of the\n"
    "                         inputs and scripts, what decided each query, the verdicts\n"
    "  --baseline FILE        findings FILE lists (matched by fingerprint, across line shifts and\n"
    "                         recompiles) are reported as in the baseline and do not fail the run;\n"
    "                         only new ones do; the ones FILE lists that are gone are listed\n"
    "  --write-baseline FILE  write the run's violations to FILE as a baseline\n"
    "  --max-input-size BYTES refuse larger inputs (default 536870912)\n"
    "  --stats                print front-end figures (instructions, memory) on stderr\n"
    "\n"
    "exit status of check: 0 no violation; 1 a violation; 2 --strict and something unknown;\n"
    "3 bad usage or unreadable input.\n"
    "\n"
    "run: one ARG per kernel parameter, in order:\n"
    "  i32:V u32:V i64:V u64:V f32:V f64:V     a scalar\n"
    "  TYPE[COUNT]:INIT[>FILE]  a buffer of COUNT elements (TYPE i8 u8 i16 u16 i32 u32 i64 u64\n"
    "                         f16 bf16 f32 f64; INIT zeros, ones, iota, random or @FILE of raw\n"
    "                         bytes), written to FILE after the run\n"
    "  =N                     the buffer of ARG N (from 1) again\n"
    "run options: --dynamic-shared BYTES, --allow-unknown (launch although the proof is\n"
    "  unknown), --no-cache (prove again: proofs are kept in $XDG_CACHE_HOME/warpsafe/results),\n"
    "  --rlimit N, --max-input-size BYTES, --no-benign, --format text|json, -o FILE,\n"
    "  --monitor (launch a copy that logs every shared and global access and check the log\n"
    "  for unordered conflicting pairs), --allow-violation (with --monitor: launch although\n"
    "  the proof found a race), --monitor-ptx FILE (--monitor, and the instrumented PTX\n"
    "  written to FILE), --timeout SECONDS (give up on a kernel still running after that\n"
    "  long, exit 4; default 300, 0: no limit)\n"
    "exit status of run: 0 ran; 1 refused (a violation, or an assumption the arguments\n"
    "break), or the monitor saw a race in a kernel launched unproven; 2 refused (unknown);\n"
    "3 bad usage or input; 4 no GPU, no driver, a CUDA error or --timeout passed; 5 the\n"
    "monitor saw a race in a launch the proof verified (the proof is wrong).\n";

static int usage_error(const char *fmt, const char *arg)
{
    fputs("warpsafe: error: ", stderr);
    fprintf(stderr, fmt, arg);
    fputs("\nTry 'warpsafe --help'.\n", stderr);
    return EXIT_USAGE;
}

/* "X[,Y[,Z]]" with each value in 1..2^31-1. */
static int parse_dims(const char *s, uint32_t out[3])
{
    out[0] = 0, out[1] = out[2] = 1;
    for (int i = 0; i < 3; i++) {
        char *end;
        errno = 0;
        unsigned long v = strtoul(s, &end, 10);
        if (end == s || errno || v == 0 || v > 0x7fffffffUL || *s == '-' || *s == '+')
            return -1;
        out[i] = (uint32_t)v;
        if (*end == '\0')
            return 0;
        if (*end != ',' || i == 2)
            return -1;
        s = end + 1;
    }
    return -1;
}

/* Can a CUDA launch have these block (or grid) dimensions? */
static int launchable(int block, const uint32_t d[3])
{
    return block ? d[0] <= 1024 && d[1] <= 1024 && d[2] <= 64 && (uint64_t)d[0] * d[1] * d[2] <= 1024
                 : d[1] <= 65535 && d[2] <= 65535;
}

/* Splits `--opt=value` or takes the next argument. */
static const char *opt_value(int argc, char **argv, int *i, const char *name)
{
    size_t n = strlen(name);
    if (strncmp(argv[*i], name, n) == 0 && argv[*i][n] == '=')
        return argv[*i] + n + 1;
    if (strcmp(argv[*i], name) != 0)
        return NULL;
    if (*i + 1 >= argc)
        return "";
    return argv[++*i];
}

/* "NAME=BYTES" (BYTES decimal, or 0x hex): 0 with *eq at the '=' and
 * *bytes set, else -1. */
static int name_bytes(const char *v, const char **eq, unsigned long long *bytes)
{
    char *end = NULL;
    *eq = strchr(v, '=');
    *bytes = 0;
    if (!*eq || *eq == v || (*eq)[1] < '0' || (*eq)[1] > '9')
        return -1;
    errno = 0;
    *bytes = strtoull(*eq + 1, &end, 0);
    return *end || errno ? -1 : 0;
}

static int is_opt(const char *arg, const char *name)
{
    size_t n = strlen(name);
    return strncmp(arg, name, n) == 0 && (arg[n] == '\0' || arg[n] == '=');
}

/* The options check and run share: the launch (--block, --grid,
 * --dynamic-shared), the report (--format, -o/--output), the solver's
 * --rlimit and --max-input-size. 1 when argv[*i] was one of them (*i moved
 * past its value), 0 when it was not, -1 after a usage error (printed; the
 * exit status in *status). run takes text and json only and at most 227 KiB
 * of dynamic shared memory (what a launch can have). */
static int launch_option(int argc, char **argv, int *i, CheckOptions *opt, int run, int *status)
{
    const char *a = argv[*i], *v;
    if (strcmp(a, "--no-benign") == 0) {
        opt->no_benign = 1;
    } else if (is_opt(a, "--block") || is_opt(a, "--grid")) {
        int block = is_opt(a, "--block");
        v = opt_value(argc, argv, i, block ? "--block" : "--grid");
        if (parse_dims(v, block ? opt->block : opt->grid) < 0) {
            *status = usage_error("bad dimensions '%s': expected X[,Y[,Z]] of positive integers", v);
            return -1;
        }
        if (!launchable(block, block ? opt->block : opt->grid)) {
            *status = usage_error(block ? "no CUDA launch has the block '%s': at most 1024 threads, x and y "
                                          "at most 1024, z at most 64"
                                        : "no CUDA launch has the grid '%s': y and z at most 65535", v);
            return -1;
        }
        *(block ? &opt->have_block : &opt->have_grid) = 1;
    } else if (is_opt(a, "--format")) {
        v = opt_value(argc, argv, i, "--format");
        if (run ? strcmp(v, "text") != 0 && strcmp(v, "json") != 0 : !report_writer_find(v)) {
            *status = usage_error(run ? "unknown format '%s' for run: expected text or json"
                                      : "unknown format '%s': expected text, json or sarif", v);
            return -1;
        }
        opt->format = v;
    } else if (strcmp(a, "-o") == 0 || is_opt(a, "--output")) {
        v = strcmp(a, "-o") == 0 ? (*i + 1 < argc ? argv[++*i] : "") : opt_value(argc, argv, i, "--output");
        if (!*v) {
            *status = usage_error("%s needs a file name", "-o");
            return -1;
        }
        opt->output = v;
    } else if (is_opt(a, "--rlimit") || is_opt(a, "--dynamic-shared") || is_opt(a, "--max-input-size")) {
        int rl = is_opt(a, "--rlimit"), mx = is_opt(a, "--max-input-size");
        const char *name = rl ? "--rlimit" : mx ? "--max-input-size" : "--dynamic-shared";
        v = opt_value(argc, argv, i, name);
        char *end;
        errno = 0;
        unsigned long long n = strtoull(v, &end, 10);
        if (!*v || *end || errno || *v == '-' || ((rl || mx) && n == 0) || (run && !rl && !mx && n > 227 * 1024)) {
            *status = usage_error(rl ? "bad --rlimit '%s': expected a positive resource limit"
                                  : mx ? "bad --max-input-size '%s': expected a positive byte count"
                                  : run ? "bad --dynamic-shared '%s': expected a byte count of at most 232448 (227 KiB)"
                                        : "bad --dynamic-shared '%s': expected a byte count", v);
            return -1;
        }
        *(rl ? &opt->rlimit : mx ? &opt->max_input_bytes : &opt->dynamic_shared) = n;
    } else {
        return 0;
    }
    return 1;
}

static int cmd_check(int argc, char **argv)
{
    CheckOptions opt;
    memset(&opt, 0, sizeof opt);
    int status = EXIT_USAGE;
    opt.files = calloc((size_t)argc, sizeof *opt.files);
    opt.kernels = calloc((size_t)argc, sizeof *opt.kernels);
    opt.params = calloc((size_t)argc, sizeof *opt.params);
    opt.param_names = calloc((size_t)argc + 1, sizeof *opt.param_names);
    opt.param_values = calloc((size_t)argc + 1, sizeof *opt.param_values);
    opt.param_hi = calloc((size_t)argc + 1, sizeof *opt.param_hi);
    opt.alias_names = calloc((size_t)argc * 2 + 2, sizeof *opt.alias_names);
    opt.buffer_names = calloc((size_t)argc + 1, sizeof *opt.buffer_names);
    opt.buffer_bytes = calloc((size_t)argc + 1, sizeof *opt.buffer_bytes);
    opt.nvcc_flags = calloc((size_t)argc + 1, sizeof *opt.nvcc_flags);
    if (!opt.files || !opt.kernels || !opt.params || !opt.param_names || !opt.param_values || !opt.param_hi ||
        !opt.alias_names || !opt.buffer_names || !opt.buffer_bytes || !opt.nvcc_flags)
        goto out;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i], *v;
        int got = launch_option(argc, argv, &i, &opt, 0, &status);
        if (got < 0)
            goto out;
        if (got) {
            continue;
        } else if (is_opt(a, "--param")) {
            v = opt_value(argc, argv, &i, "--param");
            const char *eq = strchr(v, '=');
            char *end = NULL;
            long long lo = 0, hi = 0;
            int bad = !eq || eq == v || !eq[1];
            if (!bad) {
                errno = 0;
                lo = hi = strtoll(eq + 1, &end, 0);
                bad = end == eq + 1 || errno;
                if (!bad && strncmp(end, "..", 2) == 0) {  // LO..HI
                    const char *h = end + 2;
                    hi = strtoll(h, &end, 0);
                    bad = end == h || errno || hi < lo;
                }
                bad |= *end != '\0';
            }
            if (bad) {
                status = usage_error("bad --param '%s': expected NAME=VALUE or NAME=LO..HI with integers, LO <= HI", v);
                goto out;
            }
            char *name = strndup(v, (size_t)(eq - v));
            if (!name)
                goto out;
            opt.param_names[opt.nparams] = name;
            opt.param_values[opt.nparams] = (int64_t)lo, opt.param_hi[opt.nparams] = (int64_t)hi;
            opt.params[opt.nparams++] = (ParamSetting){ name, eq + 1 };
        } else if (is_opt(a, "--tensor-box")) {
            v = opt_value(argc, argv, &i, "--tensor-box");
            const char *eq;
            unsigned long long bytes;
            if (name_bytes(v, &eq, &bytes) < 0 || !bytes || bytes % 16 || bytes > (1u << 20)) {
                status = usage_error("bad --tensor-box '%s': expected NAME=BYTES, BYTES a multiple of 16 "
                                     "from 16 to 1048576", v);
                goto out;
            }
            char *name = malloc((size_t)(eq - v) + 5);  // the variable NAME.box of the access model
            if (!name)
                goto out;
            memcpy(name, v, (size_t)(eq - v));
            memcpy(name + (eq - v), ".box", 5);
            opt.param_names[opt.nparams] = name;
            opt.param_values[opt.nparams] = opt.param_hi[opt.nparams] = (int64_t)bytes;
            opt.params[opt.nparams++] = (ParamSetting){ name, eq + 1 };
        } else if (is_opt(a, "--buffer")) {
            v = opt_value(argc, argv, &i, "--buffer");
            const char *eq;
            unsigned long long bytes;
            if (name_bytes(v, &eq, &bytes) < 0 || bytes > (1ULL << 48)) {
                status = usage_error("bad --buffer '%s': expected NAME=BYTES (the size of the buffer pointer "
                                     "parameter NAME points to)", v);
                goto out;
            }
            char *name = strndup(v, (size_t)(eq - v));
            if (!name)
                goto out;
            opt.buffer_names[opt.nbuffers] = name;
            opt.buffer_bytes[opt.nbuffers++] = bytes;
        } else if (is_opt(a, "--may-alias")) {
            v = opt_value(argc, argv, &i, "--may-alias");
            const char *comma = strchr(v, ',');
            if (!comma || comma == v || !comma[1] || strchr(comma + 1, ',')) {
                status = usage_error("bad --may-alias '%s': expected two parameter names, A,B", v);
                goto out;
            }
            char *x = strndup(v, (size_t)(comma - v)), *y = strdup(comma + 1);
            opt.alias_names[2 * opt.naliases] = x, opt.alias_names[2 * opt.naliases + 1] = y;
            opt.naliases += x || y;
            if (!x || !y)
                goto out;
        } else if (is_opt(a, "--kernel")) {
            v = opt_value(argc, argv, &i, "--kernel");
            if (!*v) {
                status = usage_error("%s needs a kernel name", "--kernel");
                goto out;
            }
            opt.kernels[opt.nkernels++] = v;
        } else if (strcmp(a, "--strict") == 0) {
            opt.strict = 1;
        } else if (is_opt(a, "--config")) {
            v = opt_value(argc, argv, &i, "--config");
            if (!*v) {
                status = usage_error("%s needs a file name", "--config");
                goto out;
            }
            opt.config = v;
        } else if (is_opt(a, "--shard")) {
            v = opt_value(argc, argv, &i, "--shard");
            unsigned si = 0, sn = 0;
            char tail;
            if (sscanf(v, "%u/%u%c", &si, &sn, &tail) != 2 || sn == 0 || si == 0 || si > sn || sn > 1000000) {
                status = usage_error("bad --shard '%s': expected I/N with 1 <= I <= N", v);
                goto out;
            }
            opt.shard = si, opt.nshards = sn;
        } else if (is_opt(a, "--jobs") || strcmp(a, "-j") == 0) {
            v = strcmp(a, "-j") == 0 ? (i + 1 < argc ? argv[++i] : "") : opt_value(argc, argv, &i, "--jobs");
            unsigned nj = 0;
            char tail;
            if (sscanf(v, "%u%c", &nj, &tail) != 1 || nj > 1024) {
                status = usage_error("bad --jobs '%s': expected a number of processes from 1 to 1024 (0: one per CPU)",
                                     v);
                goto out;
            }
            long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
            opt.jobs = nj ? nj : ncpu > 0 ? (uint32_t)(ncpu < 1024 ? ncpu : 1024) : 1;
        } else if (strcmp(a, "--no-cache") == 0) {
            opt.no_cache = 1;
        } else if (is_opt(a, "--nvcc-flag")) {
            v = opt_value(argc, argv, &i, "--nvcc-flag");
            if (!*v) {
                status = usage_error("%s needs a flag for nvcc", "--nvcc-flag");
                goto out;
            }
            opt.nvcc_flags[opt.nnvcc++] = v;
        } else if (is_opt(a, "--evidence")) {
            v = opt_value(argc, argv, &i, "--evidence");
            if (!*v) {
                status = usage_error("%s needs a directory", "--evidence");
                goto out;
            }
            opt.evidence_dir = v;
        } else if (strcmp(a, "--no-config") == 0) {
            opt.no_config = 1;
        } else if (is_opt(a, "--baseline") || is_opt(a, "--write-baseline")) {
            int wr = is_opt(a, "--write-baseline");
            v = opt_value(argc, argv, &i, wr ? "--write-baseline" : "--baseline");
            if (!*v) {
                status = usage_error("%s needs a file name", wr ? "--write-baseline" : "--baseline");
                goto out;
            }
            *(wr ? &opt.write_baseline : &opt.baseline) = v;
        } else if (strcmp(a, "--stats") == 0) {
            opt.stats = 1;
        } else if (strcmp(a, "--") == 0) {
            for (i++; i < argc; i++)
                opt.files[opt.nfiles++] = argv[i];
        } else if (a[0] == '-' && a[1] != '\0') {
            status = usage_error("unknown option '%s'", a);
            goto out;
        } else {
            opt.files[opt.nfiles++] = a;
        }
    }
    if (opt.nfiles == 0) {
        status = usage_error("%s", "check needs at least one input file");
        goto out;
    }
    status = pipeline_check(&opt);
out:
    for (uint32_t i = 0; opt.params && i < opt.nparams; i++)
        free((char *)opt.params[i].name);
    free(opt.files);
    free(opt.kernels);
    free(opt.nvcc_flags);
    free(opt.params);
    free(opt.param_names);
    free(opt.param_values);
    free(opt.param_hi);
    for (uint32_t i = 0; opt.alias_names && i < 2 * opt.naliases; i++)
        free((char *)opt.alias_names[i]);
    free(opt.alias_names);
    for (uint32_t i = 0; opt.buffer_names && i < opt.nbuffers; i++)
        free((char *)opt.buffer_names[i]);
    free(opt.buffer_names);
    free(opt.buffer_bytes);
    return status;
}

/* The seconds a launched kernel may run unless --timeout says otherwise. */
enum { RUN_TIMEOUT_S = 300 };

/* warpsafe run FILE --kernel NAME --grid G --block B [OPTIONS] ARG... */
static int cmd_run(int argc, char **argv)
{
    RunOptions ro;
    memset(&ro, 0, sizeof ro);
    CheckOptions *opt = &ro.check;
    const char *file = NULL, *kernel = NULL;
    int status = EXIT_USAGE;
    ro.args = calloc((size_t)argc + 1, sizeof *ro.args);
    if (!ro.args)
        return status;
    ro.timeout_s = RUN_TIMEOUT_S;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        int got = launch_option(argc, argv, &i, opt, 1, &status);
        if (got < 0)
            goto out;
        if (got) {
            continue;
        } else if (is_opt(a, "--kernel")) {
            kernel = opt_value(argc, argv, &i, "--kernel");
        } else if (strcmp(a, "--allow-unknown") == 0) {
            ro.allow_unknown = 1;
        } else if (strcmp(a, "--no-cache") == 0) {
            ro.no_cache = 1;
        } else if (strcmp(a, "--monitor") == 0) {
            ro.monitor = 1;
        } else if (is_opt(a, "--monitor-ptx")) {
            ro.monitor_ptx = opt_value(argc, argv, &i, "--monitor-ptx");
            ro.monitor = 1;
            if (!*ro.monitor_ptx) {
                status = usage_error("%s needs a file name", "--monitor-ptx");
                goto out;
            }
        } else if (strcmp(a, "--allow-violation") == 0) {
            ro.allow_violation = 1;
        } else if (is_opt(a, "--timeout")) {
            const char *v = opt_value(argc, argv, &i, "--timeout");
            char *end;
            errno = 0;
            unsigned long long n = strtoull(v, &end, 10);
            if (!*v || *end || errno || *v == '-' || n > 86400) {
                status = usage_error("bad --timeout '%s': expected whole seconds, at most 86400 (0: no limit)", v);
                goto out;
            }
            ro.timeout_s = (uint32_t)n;
        } else if (a[0] == '-' && a[1] != '\0' && !(a[1] >= '0' && a[1] <= '9')) {
            status = usage_error("unknown option '%s' for run", a);
            goto out;
        } else if (!file) {
            file = a;
        } else {
            ro.args[ro.nargs++] = a;
        }
    }
    if (!file || !kernel || !*kernel || !opt->have_grid || !opt->have_block) {
        status = usage_error("%s", "run needs FILE, --kernel NAME, --grid and --block (then one ARG per kernel "
                                   "parameter)");
        goto out;
    }
    if (ro.allow_violation && !ro.monitor) {
        status = usage_error("%s", "--allow-violation launches a racy kernel only under --monitor");
        goto out;
    }
    opt->files = &file;
    opt->nfiles = 1;
    opt->kernels = &kernel;
    opt->nkernels = 1;
    status = pipeline_run(&ro);
out:
    free(ro.args);
    return status;
}

static int cmd_dump(int argc, char **argv)
{
    const char *file = NULL;
    int ir = 0, stats = 0, access = 0, ptx = 0;
    uint64_t max_bytes = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--ir") == 0)
            ir = 1;
        else if (strcmp(argv[i], "--ptx") == 0)
            ptx = 1;
        else if (strcmp(argv[i], "--access") == 0)
            access = 1;
        else if (strcmp(argv[i], "--stats") == 0)
            stats = 1;
        else if (is_opt(argv[i], "--max-input-size")) {
            const char *v = opt_value(argc, argv, &i, "--max-input-size");
            max_bytes = strtoull(v, NULL, 10);
        } else if (argv[i][0] == '-' && argv[i][1] != '\0')
            return usage_error("unknown option '%s'", argv[i]);
        else if (file)
            return usage_error("dump takes one file, got a second: '%s'", argv[i]);
        else
            file = argv[i];
    }
    if (ir + access + ptx != 1)
        return usage_error("%s", "dump needs one of --ir, --access or --ptx");
    if (!file)
        return usage_error("%s", "dump needs a file");
    if (ptx)
        return pipeline_dump_ptx(file, max_bytes);
    return access ? pipeline_dump_access(file, max_bytes) : pipeline_dump_ir(file, max_bytes, stats);
}

/* warpsafe merge [--format F] [-o FILE] [--strict] REPORT.json... */
static int cmd_merge(int argc, char **argv)
{
    const char **files = mem_alloc(((size_t)argc + 1) * sizeof *files);
    const char *format = NULL, *output = NULL;
    uint32_t n = 0;
    int strict = 0, status = EXIT_USAGE;
    if (!files)
        return usage_error("%s", "out of memory");
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i], *v;
        if (is_opt(a, "--format")) {
            v = opt_value(argc, argv, &i, "--format");
            if (!report_writer_find(v)) {
                status = usage_error("unknown format '%s' (text, json, sarif or jsonl)", v);
                goto out;
            }
            format = v;
        } else if (strcmp(a, "-o") == 0) {
            if (i + 1 >= argc || !*argv[i + 1]) {
                status = usage_error("%s needs a file name", "-o");
                goto out;
            }
            output = argv[++i];
        } else if (strcmp(a, "--strict") == 0) {
            strict = 1;
        } else if (a[0] == '-' && a[1] != '\0') {
            status = usage_error("unknown option '%s'", a);
            goto out;
        } else {
            files[n++] = a;
        }
    }
    if (n == 0) {
        status = usage_error("%s", "merge needs the JSON reports of the shards (check --shard I/N --format json)");
        goto out;
    }
    status = pipeline_merge(files, n, format, output, strict);
out:
    mem_free(files);
    return status;
}

static int cmd_rules(int argc, char **argv)
{
    if (argc == 0) {
        for (int i = 0; i < RULE_COUNT; i++) {
            const RuleInfo *r = rule_info((RuleId)i);
            printf("%-20s %-8s %s\n", r->id, r->severity, r->summary);
        }
        return EXIT_OK;
    }
    int status = EXIT_OK;
    for (int i = 0; i < argc; i++) {
        int r = rule_find(argv[i]);
        if (r < 0) {
            status = usage_error("unknown rule '%s' (see 'warpsafe rules')", argv[i]);
            continue;
        }
        const RuleInfo *ri = rule_info((RuleId)r);
        printf("%s (%s)\n  %s\n\n  %s\n", ri->id, ri->severity, ri->summary, ri->help);
    }
    return status;
}

/* A Z3 context allocates and fills about 17 MB of tables when it is made:
 * with 4 KiB pages that is some 4,400 page faults, 7 ms of a typical 20 ms
 * check, more than the solving. So the heap is grown once by 48 MB, asked
 * for transparent huge pages (where the system allows them on request) and
 * kept: large blocks come from it instead of fresh mappings, and the
 * context is made in 2.5 ms. Only speed changes, never a result; without
 * glibc on Linux, or with huge pages off, nothing happens. */
static void heap_for_solver(void)
{
#if defined(__GLIBC__) && defined(__linux__) && defined(MADV_HUGEPAGE) && defined(M_MMAP_THRESHOLD)
    enum { HEAP = 48 << 20, HUGE = 2 << 20 };
    if (!mallopt(M_MMAP_THRESHOLD, 64 << 20) || !mallopt(M_TRIM_THRESHOLD, 128 << 20))
        return;
    char *p = malloc(HEAP);
    if (!p)
        return;
    uintptr_t lo = ((uintptr_t)p + HUGE - 1) & ~(uintptr_t)(HUGE - 1), hi = ((uintptr_t)p + HEAP) & ~(uintptr_t)(HUGE - 1);
    if (hi > lo)
        (void)madvise((void *)lo, hi - lo, MADV_HUGEPAGE);  // advice only: a failure changes nothing
    free(p);
#endif
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return usage_error("%s", "no command given");
    const char *cmd = argv[1];
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        fputs(USAGE, stdout);
        return EXIT_OK;
    }
    if (strcmp(cmd, "--version") == 0) {
        printf("warpsafe %s (Z3 %s)\n", WARPSAFE_VERSION, smt_solver_version());
        return EXIT_OK;
    }
    if (strcmp(cmd, "check") == 0) {
        heap_for_solver();
        return cmd_check(argc - 2, argv + 2);
    }
    if (strcmp(cmd, "dump") == 0)
        return cmd_dump(argc - 2, argv + 2);
    if (strcmp(cmd, "rules") == 0)
        return cmd_rules(argc - 2, argv + 2);
    if (strcmp(cmd, "evidence") == 0)
        return cmd_evidence(argc - 2, argv + 2);
    if (strcmp(cmd, "merge") == 0)
        return cmd_merge(argc - 2, argv + 2);
    if (strcmp(cmd, "run") == 0) {
        heap_for_solver();
        return cmd_run(argc - 2, argv + 2);
    }
    return usage_error("unknown command '%s'", cmd);
}
