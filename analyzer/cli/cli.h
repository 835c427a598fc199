/*
 * cli.h - the command line, shared by main.c and pipeline.c only.
 */
#ifndef CLI_H
#define CLI_H

#include <stddef.h>
#include <stdint.h>

#include "warpsafe/diag.h"
#include "warpsafe/report.h"

#define WARPSAFE_VERSION "0.1.0"

typedef struct {
    const char *name;
    const char *value;
} ParamSetting;

typedef struct {
    const char **files;
    uint32_t nfiles;
    const char **kernels;      // --kernel filter; empty = every .entry
    uint32_t nkernels;
    ParamSetting *params;      // --param NAME=VALUE
    const char **param_names;  // the same, as two arrays for the checkers
    int64_t *param_values;     // NAME=VALUE: VALUE; NAME=LO..HI: LO
    int64_t *param_hi;         // NAME=VALUE: VALUE; NAME=LO..HI: HI
    uint32_t nparams;
    const char **alias_names;  // --may-alias A,B: pairs of pointer parameters (2 names each)
    uint32_t naliases;         // pairs
    const char **buffer_names; // --buffer NAME=BYTES: the size of a pointer parameter's buffer
    uint64_t *buffer_bytes;    // (global-bounds runs only where some are given)
    uint32_t nbuffers;
    int bounds;                // global-bounds on without --buffer (run: every buffer's size is known, and
                               // module-scope .global variables have theirs)
    uint64_t rlimit;           // --rlimit: Z3 resource limit per obligation (0: default)
    uint64_t dynamic_shared;   // --dynamic-shared BYTES (recorded; sizes extern shared arrays)
    uint32_t block[3], grid[3];// 0 = not given
    int have_block, have_grid;
    const char *format;        // NULL = text on a terminal, json otherwise
    const char *output;        // -o FILE, NULL = stdout
    int strict;
    const char *config;        // --config FILE (else warpsafe.json from the working directory up)
    int no_config;             // --no-config: none
    const ReportConfig *cfg;   // the config read (pipeline_check sets it), or NULL
    uint32_t shard, nshards;   // --shard I/N: only the kernels whose (input, name) hash to I-1 mod N (0/0: all)
    struct Progress *progress; // the progress line on a terminal (pipeline_check sets it), or NULL
    const char *evidence_dir;  // --evidence DIR
    struct Evidence *evidence; // its log while the run goes (pipeline_check sets it), or NULL
    const char *baseline;      // --baseline FILE: findings it lists do not fail the run
    const char *write_baseline; // --write-baseline FILE
    int no_benign;             // --no-benign: same-value write-write races are violations too
    uint64_t max_input_bytes;  // 0 = default
    int stats;                 // --stats: front-end figures on stderr
    const char **nvcc_flags;   // --nvcc-flag F: given to nvcc for .cu inputs, in order
    uint32_t nnvcc;
    uint32_t jobs;             // --jobs N: kernels analyzed in N processes (0, 1: this one)
    int no_cache;              // --no-cache: the result cache is neither read nor written
} CheckOptions;

/* Exit statuses of `check` (design.md, Interfaces); `run` adds the last two. */
enum { EXIT_OK = 0, EXIT_VIOLATION = 1, EXIT_UNKNOWN = 2, EXIT_USAGE = 3, EXIT_NO_GPU = 4, EXIT_MONITOR = 5 };

/* `warpsafe run`: the proof's options (one file, one kernel, the launch)
 * and one ARG per kernel parameter. */
typedef struct {
    CheckOptions check;        // files[0], kernels[0], block, grid, dynamic_shared, rlimit, format, output
    const char **args;         // the ARG specs, in parameter order
    uint32_t nargs;
    int allow_unknown;         // launch although the proof is unknown
    int no_cache;              // --no-cache: prove again, store nothing
    int monitor;               // --monitor: launch the instrumented copy and check its log
    int allow_violation;       // --allow-violation (with --monitor): launch although the proof found a race
    const char *monitor_ptx;   // --monitor-ptx FILE: the instrumented PTX is written there (implies --monitor)
    uint32_t timeout_s;        // --timeout: seconds the kernel may run (0: no limit)
} RunOptions;

/* `check --jobs N` (jobs.c): tasks 0..ntasks-1 run in nworkers processes
 * forked from this one. work runs in a worker and makes task t's result
 * as bytes (mem_alloc'd; -1: none); done runs here, in task order, with
 * them, or with data NULL and why the task has none (its worker died);
 * started (or NULL) runs here as a task is handed out. 0 when every task
 * went to done; -1 when no worker could be started (no task did) or
 * waiting for them failed. */
typedef struct {
    int (*work)(void *ctx, uint32_t t, char **data, size_t *len);
    void (*done)(void *ctx, uint32_t t, const char *data, size_t len, const char *failure);
    void (*started)(void *ctx, uint32_t t);
    void *ctx;
} JobsFns;
int jobs_run(uint32_t ntasks, uint32_t nworkers, const JobsFns *fns);

/* .cu inputs (nvcc.c): is path one; its PTX as nvcc makes it (--ptx
 * -lineinfo FLAGS), mem_alloc'd, *len bytes; NULL with NVC001 (no nvcc) or
 * NVC002 (nvcc failed) in the sink at the .cu. */
int nvcc_is_input(const char *path);
/* The bytes of the file at path, NUL-terminated, *len of them (mem_free
 * them), or NULL when it cannot be read. */
char *cli_read_file(const char *path, size_t *len);
char *nvcc_ptx(const char *cu, const char *const *flags, uint32_t nflags, DiagSink *sink, size_t *len);

/* Runs `warpsafe merge`: the JSON reports of a run's shards as the run's
 * report (format: NULL = text on a terminal, json otherwise; output: NULL
 * = stdout); returns check's exit status for it. */
int pipeline_merge(const char *const *reports, uint32_t n, const char *format, const char *output, int strict);

/* Runs `warpsafe check`; returns the exit status. */
int pipeline_check(const CheckOptions *opt);
/* Runs `warpsafe run`: proves the launch, checks the proof's assumptions
 * on the arguments, launches; returns the exit status. */
int pipeline_run(const RunOptions *opt);
/* `run --monitor` (run_monitor.c): launches the instrumented copy of
 * kernel fi of km (ptx: the text that would be launched; from_llvm: km's
 * lines are an IR's, so the text is parsed again for its positions) as l
 * says, and fills mon from its log; save: where the instrumented PTX is
 * written first, or NULL. EXIT_OK, or EXIT_USAGE / EXIT_NO_GPU
 * with the reason in err (res->error set for a CUDA failure). */
struct ExecLaunch;
struct ExecResult;
int run_monitored(const char *ptx, int from_llvm, const KirModule *km, uint32_t fi, const char *save,
                  struct ExecLaunch *l, struct ExecResult *res, RunMonitor *mon, Arena *a, char *err, size_t errlen);
/* Runs `warpsafe dump --ir FILE` (with --stats: figures on stderr); returns
 * the exit status. */
int pipeline_dump_ir(const char *path, uint64_t max_input_bytes, int stats);
/* Runs `warpsafe dump --ptx FILE` (an LLVM input: the PTX it is lowered
 * to); returns the exit status. */
int pipeline_dump_ptx(const char *path, uint64_t max_input_bytes);
/* Runs `warpsafe dump --access FILE`; returns the exit status. */
int pipeline_dump_access(const char *path, uint64_t max_input_bytes);

/* `warpsafe evidence check DIR [--timeout SECONDS]` (evidence_check.c). */
int cmd_evidence(int argc, char **argv);

#endif
