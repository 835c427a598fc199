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
};

struct ExecResult {
    char device[128];      // the device's name
    int cc_major, cc_minor;
    double kernel_ms;      // between CUDA events around the launch
    char error[512];       // why it did not run: the CUDA call and error name, the JIT log's start
};

/* Exit-status kinds of exec_launch. */
enum { EXEC_OK = 0, EXEC_NO_DEVICE = -1, EXEC_CUDA_ERROR = -2 };

/* Loads the driver, the module (with its JIT error log on failure), copies
 * the buffers in, launches once between two events, copies them back.
 * EXEC_OK, or EXEC_NO_DEVICE (no libcuda, no GPU) / EXEC_CUDA_ERROR with
 * r->error set. */
int exec_launch(const ExecLaunch *l, ExecResult *r);

/* The proof cache (exec_cache.c): the text stored under key (a hex
 * digest), or NULL (free with mem_free); storing never fails loudly (a
 * cache that cannot be written only costs a proof next time). */
char *exec_cache_get(const char *key);
void exec_cache_put(const char *key, const char *text);

#endif
