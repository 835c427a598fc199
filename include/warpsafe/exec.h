/*
 * exec.h - verified execution (`warpsafe run`): the argument specs of a
 * launch, their buffers, and the launch through the CUDA driver API.
 * Consumes: ARG strings from the command line, the PTX of one kernel, the
 * launch dimensions. Produces: buffers filled as the specs say, the
 * kernel's run on the GPU (its time, the device), the buffers copied back.
 * The driver is loaded at run time (libcuda.so.1): warpsafe builds and runs
 * where no driver is installed, and says so when asked to launch.
 */
#ifndef EXEC_H
#define EXEC_H

#include <stddef.h>
#include <stdint.h>

#include "warpsafe/kir.h"

typedef struct ExecArg ExecArg;
typedef struct ExecLaunch ExecLaunch;
typedef struct ExecResult ExecResult;

typedef enum { EXEC_SCALAR, EXEC_BUFFER, EXEC_SAME } ExecArgKind;

/* Element types, in the order exec_type_name spells them. */
typedef enum {
    EXEC_I8, EXEC_U8, EXEC_I16, EXEC_U16, EXEC_I32, EXEC_U32, EXEC_I64, EXEC_U64,
    EXEC_F16, EXEC_BF16, EXEC_F32, EXEC_F64, EXEC_NTYPES
} ExecType;

typedef enum { EXEC_ZEROS, EXEC_ONES, EXEC_IOTA, EXEC_RANDOM, EXEC_FILE } ExecInit;

/* One ARG: `i32:1000` (a scalar), `f32[1024]:random>out.bin` (a buffer,
 * saved after the run), `=N` (the buffer of ARG number N, from 1). */
struct ExecArg {
    ExecArgKind kind;
    ExecType type;
    uint64_t bits;         // a scalar's value, its type's bytes (little-endian) in the low bits
    uint64_t count;        // a buffer's elements (at least 1)
    ExecInit init;
    const char *in_path;   // EXEC_FILE: `@PATH`, the buffer's initial bytes
    const char *out_path;  // `>PATH`: where the buffer is written after the run, or NULL
    uint32_t same;         // EXEC_SAME: the index (from 0) of the ARG whose buffer this passes
    const char *text;      // the spec as written (points into it)
};

/* Parses one ARG spec (index: its position from 0, for EXEC_SAME's check
 * that it names an earlier buffer). Returns 0, or -1 with a message in
 * err. Paths point into spec. */
int exec_arg_parse(const char *spec, uint32_t index, ExecArg *out, char *err, size_t errlen);

/* Bytes of one element of t, and its name ("f32"). */
size_t exec_type_size(ExecType t);
const char *exec_type_name(ExecType t);

/* The bytes of buffer ARG a (a->count elements), filled as its init says
 * (`random`: a fixed sequence per index, so runs repeat; `@PATH`: exactly
 * the buffer's size in bytes). NULL with a message in err. Free with
 * mem_free. */
void *exec_buffer_new(const ExecArg *a, uint32_t index, char *err, size_t errlen);

/* A launch: the kernel `kernel` of the PTX text, its grid and block, the
 * dynamic shared memory, and one entry per kernel parameter: host[i] and
 * bytes[i] for a buffer (host[i] holds its contents, and gets the buffer
 * back after the run), or scalar[i] (bytes[i] of it) for a scalar, or
 * same[i] + 1 for a buffer passed again (same[i] = 0 otherwise). */
struct ExecLaunch {
    const char *ptx;
    const char *kernel;
    uint32_t grid[3], block[3];
    uint32_t dynamic_shared;
    uint32_t nparams;
    void **host;
    size_t *bytes;
    uint64_t *scalar;
    uint32_t *same;
    uint64_t *dev;         // if not NULL: receives each buffer's device address (0 for scalars)
    uint32_t timeout_s;    // the kernel may run this long (0: no limit); then EXEC_TIMEOUT
    /* --monitor: a log of log_bytes passed as one more parameter, its first log_head_bytes zeroed on the
     * device. After the run the head is copied to log_head, then the first log_used(head, log_ctx) bytes
     * after it into page-locked memory, and log_read(head, those bytes, their count, log_ctx) is called
     * (before the context goes); its status is log_status. */
    void *log_head;
    size_t log_bytes, log_head_bytes;
    size_t (*log_used)(const void *head, void *ctx);
    int (*log_read)(const void *head, const void *body, size_t bytes, void *ctx);
    void *log_ctx;
    int log_status;        // out: log_read's (0 when it was not called)
};

struct ExecResult {
    char device[128];      // the device's name
    int cc_major, cc_minor;
    double kernel_ms;      // between CUDA events around the launch
    char error[512];       // why it did not run: the CUDA call and error name, the JIT log's start
};

/* Exit-status kinds of exec_launch. */
enum { EXEC_OK = 0, EXEC_NO_DEVICE = -1, EXEC_CUDA_ERROR = -2, EXEC_TIMEOUT = -3 };

/* Loads the driver, the module (with its JIT error log on failure), copies
 * the buffers in, launches once between two events, copies them back.
 * EXEC_OK, or EXEC_NO_DEVICE (no libcuda, no GPU) / EXEC_CUDA_ERROR with
 * r->error set, or EXEC_TIMEOUT: the kernel still ran after l->timeout_s
 * seconds; it was left running, with the context and its memory, for the
 * driver to end when the process exits (the caller should exit soon). */
int exec_launch(ExecLaunch *l, ExecResult *r);

/* The monitor (`run --monitor`). The instrumented kernel takes one more
 * parameter, the log: a header of EXEC_LOG_HEADER bytes whose first u64 is
 * the cursor (records handed out; zeroed before the launch), then room for
 * `capacity` records of EXEC_REC_BYTES. Each access takes the next record
 * with an atomic add on the cursor (a thread's records therefore lie in its
 * program order; those past the capacity are not written):
 *   u32 pc + 1 (the instruction in the kernel), u32 thread, u32 block,
 *   u32 epoch (full CTA barriers passed), u64 address (shared: in the CTA's
 *   window; global: generic), u32 bar.warp.sync count (full mask), u32 kind word
 *   (kind | space << 8 | width << 16). */
enum { EXEC_LOG_HEADER = 64, EXEC_REC_BYTES = 32 };
enum { EXEC_REC_READ = 1, EXEC_REC_WRITE = 2, EXEC_REC_ATOMIC = 3, EXEC_REC_STRONG = 4, EXEC_REC_CTA = 8 };
enum { EXEC_SPACE_SHARED = 1, EXEC_SPACE_GLOBAL = 2 };

typedef struct {
    uint32_t nsites;         // accesses instrumented
    uint32_t nunmonitored;   // accesses that are not (async copies, other matrix shapes, DSMEM, unnamed addresses)
    uint32_t ncalls;         // calls to functions with bodies (not instrumented)
    int judge_block;         // pairs of one block are judged by barrier epochs
    int judge_global;        // global pairs are judged (no fences, no strong accesses)
    int partial_warp_sync;   // a bar.warp.sync without the full constant mask: pairs of one warp in one
                             // barrier epoch are not judged (only full-mask ones count in the records)
    const char *unjudged_why, *unjudged_global_why;
} ExecMonitorInfo;

/* The monitor's copy of kernel fi of m, which was parsed from exactly the
 * text ptx, for this grid and block, with a log of `capacity` records.
 * NULL with a message in err when it cannot be made. Free with mem_free. */
char *exec_instrument(const char *ptx, const KirModule *m, uint32_t fi, const uint32_t grid[3],
                      const uint32_t block[3], uint64_t capacity, ExecMonitorInfo *info, char *err, size_t errlen);

/* One record of the log, decoded. */
typedef struct {
    uint64_t addr;
    uint32_t pc;             // instruction index in the kernel
    uint32_t thread, block;  // linear numbers
    uint32_t epoch, wsync;
    uint8_t kind, space;     // EXEC_REC_* (with EXEC_REC_STRONG, and EXEC_REC_CTA for a .cta scope), EXEC_SPACE_*
    uint16_t width;
} ExecAccess;

/* Two accesses the log shows unordered: different threads, overlapping
 * bytes, one a write, not morally strong (both atomic or strong, the same
 * bytes, a scope holding both threads: .cta only within a block), in one barrier epoch of
 * one block (and one bar.warp.sync interval of one warp), or in two blocks
 * (global). One per pair of instructions, with how many pairs it stands for. */
typedef struct {
    ExecAccess a, b;
    uint64_t count;
    int judged;              // the info says such pairs can be judged
} ExecConflict;

typedef struct {
    uint64_t records;        // in the log
    uint64_t dropped;        // not recorded (the log was full) or unreadable (a kernel that wrote over its log)
    uint64_t pairs, unjudged_pairs;
    ExecConflict *conflicts; // distinct instruction pairs, judged ones first (free with mem_free)
    uint32_t nconflicts;
    int incomplete;          // the comparison budget ran out before the end
} ExecMonitorResult;

/* The launch the log comes from, and its capacity in records. */
typedef struct {
    uint64_t threads_per_block, blocks;
    uint64_t capacity;
} ExecMonitorShape;

/* The bytes of the log's body worth copying back: the records handed out,
 * at most the capacity (head: the log's header). */
size_t exec_monitor_used(const void *head, const ExecMonitorShape *shape);

/* Checks the log (head: its header; body: its first `bytes` bytes after
 * the header, as exec_monitor_used chose) for unordered conflicting pairs.
 * 0, or -1 when memory ran out. Where nothing was dropped the result does
 * not depend on the order in which the threads took their records (which
 * ones fall past the capacity does). A record a kernel wrote over with
 * something that looks like one is taken for one. */
int exec_monitor_check(const void *head, const void *body, size_t bytes, const ExecMonitorShape *shape,
                       const ExecMonitorInfo *info, ExecMonitorResult *r);

#endif
