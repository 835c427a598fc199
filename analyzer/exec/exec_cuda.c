/*
 * exec_cuda.c - one kernel launch through the CUDA driver API, the only
 * code that touches libcuda. The driver is opened at run time
 * (dlopen("libcuda.so.1")), so warpsafe needs no CUDA at build time and
 * runs where none is installed. Consumes: an ExecLaunch (PTX text, kernel,
 * dimensions, host buffers and scalars). Produces: the buffers after the
 * run, the kernel's time between two CUDA events, the device's name and
 * compute capability, or the failing call with its CUDA error name and the
 * JIT compiler's log.
 */
#include "warpsafe/exec.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "warpsafe/arena.h"

/* The driver API's types, as cuda.h declares them (no CUDA headers here). */
typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUevent_st *CUevent;
typedef struct CUstream_st *CUstream;

enum {
    CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
    CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
    CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
    CU_JIT_ERROR_LOG_BUFFER = 5,
    CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
};

/* X(return, name, symbol, parameters) */
#define CU_CALLS(X)                                                                                            \
    X(CUresult, Init, "cuInit", (unsigned))                                                                    \
    X(CUresult, DeviceGetCount, "cuDeviceGetCount", (int *))                                                   \
    X(CUresult, DeviceGet, "cuDeviceGet", (CUdevice *, int))                                                   \
    X(CUresult, DeviceGetName, "cuDeviceGetName", (char *, int, CUdevice))                                     \
    X(CUresult, DeviceGetAttribute, "cuDeviceGetAttribute", (int *, int, CUdevice))                            \
    X(CUresult, PrimaryCtxRetain, "cuDevicePrimaryCtxRetain", (CUcontext *, CUdevice))                        \
    X(CUresult, PrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2", (CUdevice))                                \
    X(CUresult, CtxSetCurrent, "cuCtxSetCurrent", (CUcontext))                                                 \
    X(CUresult, CtxSynchronize, "cuCtxSynchronize", (void))                                                    \
    X(CUresult, ModuleLoadDataEx, "cuModuleLoadDataEx", (CUmodule *, const void *, unsigned, int *, void **)) \
    X(CUresult, ModuleGetFunction, "cuModuleGetFunction", (CUfunction *, CUmodule, const char *))            \
    X(CUresult, ModuleUnload, "cuModuleUnload", (CUmodule))                                                    \
    X(CUresult, FuncSetAttribute, "cuFuncSetAttribute", (CUfunction, int, int))                               \
    X(CUresult, MemAlloc, "cuMemAlloc_v2", (CUdeviceptr *, size_t))                                            \
    X(CUresult, MemFree, "cuMemFree_v2", (CUdeviceptr))                                                        \
    X(CUresult, MemcpyHtoD, "cuMemcpyHtoD_v2", (CUdeviceptr, const void *, size_t))                           \
    X(CUresult, MemsetD8, "cuMemsetD8_v2", (CUdeviceptr, unsigned char, size_t))                               \
    X(CUresult, MemcpyDtoH, "cuMemcpyDtoH_v2", (void *, CUdeviceptr, size_t))                                 \
    X(CUresult, MemAllocHost, "cuMemAllocHost_v2", (void **, size_t))                                          \
    X(CUresult, MemFreeHost, "cuMemFreeHost", (void *))                                                        \
    X(CUresult, LaunchKernel, "cuLaunchKernel",                                                               \
      (CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **,    \
       void **))                                                                                               \
    X(CUresult, EventCreate, "cuEventCreate", (CUevent *, unsigned))                                           \
    X(CUresult, EventRecord, "cuEventRecord", (CUevent, CUstream))                                             \
    X(CUresult, EventSynchronize, "cuEventSynchronize", (CUevent))                                             \
    X(CUresult, EventQuery, "cuEventQuery", (CUevent))                                                         \
    X(CUresult, EventElapsedTime, "cuEventElapsedTime", (float *, CUevent, CUevent))                          \
    X(CUresult, EventDestroy, "cuEventDestroy_v2", (CUevent))                                                  \
    X(CUresult, GetErrorName, "cuGetErrorName", (CUresult, const char **))

typedef struct {
    void *lib;
#define FIELD(ret, name, sym, params) ret(*name) params;
    CU_CALLS(FIELD)
#undef FIELD
} Cu;

/* Opens the driver and finds every call; 0, or -1 with r->error set. */
static int cu_open(Cu *cu, ExecResult *r)
{
    memset(cu, 0, sizeof *cu);
    cu->lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!cu->lib) {
        const char *why = dlerror();
        snprintf(r->error, sizeof r->error, "no CUDA driver: libcuda.so.1 could not be loaded (%s)",
                 why ? why : "not found");
        (void)dlerror();  // frees the message glibc kept for the thread (LeakSanitizer sees no TLS)
        return -1;
    }
#define LOOKUP(ret, name, sym, params)                                                                         \
    if (!(*(void **)&cu->name = dlsym(cu->lib, sym))) {                                                       \
        snprintf(r->error, sizeof r->error, "the CUDA driver has no %s (too old a driver)", sym);              \
        dlclose(cu->lib);                                                                                      \
        cu->lib = NULL;                                                                                        \
        return -1;                                                                                             \
    }
    CU_CALLS(LOOKUP)
#undef LOOKUP
    return 0;
}

/* Records a failed call (its name and the CUDA error's); 1 when rc failed. */
static int failed(const Cu *cu, CUresult rc, const char *call, ExecResult *r)
{
    if (rc == 0)
        return 0;
    const char *name = NULL;
    if (cu->GetErrorName(rc, &name) != 0 || !name)
        name = "an unknown CUDA error";
    snprintf(r->error, sizeof r->error, "%s failed: %s (%d)", call, name, rc);
    return 1;
}

/* The monitor's log back: its head, then the records it says were
 * written, copied at once into page-locked memory (the driver stages a
 * copy into pageable memory) and read there by log_read. */
static int copy_log(const Cu *cu, ExecLaunch *l, CUdeviceptr log, ExecResult *r)
{
    if (failed(cu, cu->MemcpyDtoH(l->log_head, log, l->log_head_bytes), "cuMemcpyDtoH", r))
        return -1;
    size_t bytes = l->log_used(l->log_head, l->log_ctx);
    if (bytes > l->log_bytes - l->log_head_bytes)
        bytes = l->log_bytes - l->log_head_bytes;
    void *pinned = NULL;
    if (bytes && failed(cu, cu->MemAllocHost(&pinned, bytes), "cuMemAllocHost", r))
        return -1;
    if (bytes && failed(cu, cu->MemcpyDtoH(pinned, log + l->log_head_bytes, bytes), "cuMemcpyDtoH", r)) {
        (void)cu->MemFreeHost(pinned);
        return -1;
    }
    l->log_status = l->log_read(l->log_head, pinned, bytes, l->log_ctx);
    if (pinned)
        (void)cu->MemFreeHost(pinned);
    return 0;
}

/* Waits for event e at most seconds s: 0 when it completed, -1 with
 * r->error set when the kernel failed, 1 when time ran out. */
static int wait_for(const Cu *cu, CUevent e, uint32_t s, ExecResult *r)
{
    enum { CUDA_ERROR_NOT_READY = 600 };
    struct timespec start, now, nap = { 0, 20000 };
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (;;) {
        CUresult rc = cu->EventQuery(e);
        if (rc != CUDA_ERROR_NOT_READY)
            return failed(cu, rc, "the kernel (cuEventQuery)", r) ? -1 : 0;
        clock_gettime(CLOCK_MONOTONIC, &now);
        int64_t ns = (int64_t)(now.tv_sec - start.tv_sec) * 1000000000 + (now.tv_nsec - start.tv_nsec);
        if (ns >= (int64_t)s * 1000000000)
            return 1;
        nanosleep(&nap, NULL);
        if (nap.tv_nsec < 1000000)  // 20 us doubling up to 1.3 ms: short kernels are not slowed
            nap.tv_nsec *= 2;
    }
}

int exec_launch(ExecLaunch *l, ExecResult *r)
{
    Cu cu;
    memset(r, 0, sizeof *r);
    l->log_status = 0;
    if (cu_open(&cu, r) < 0)
        return EXEC_NO_DEVICE;
    int status = EXEC_CUDA_ERROR, ndev = 0, have_ctx = 0;
    CUdevice dev = 0;
    CUcontext ctx = NULL;
    CUmodule mod = NULL;
    CUfunction fn = NULL;
    CUevent ev[2] = { NULL, NULL };
    CUdeviceptr *dptr = mem_alloc(((size_t)l->nparams + 1) * sizeof *dptr);
    void **kargs = mem_alloc(((size_t)l->nparams + 1) * sizeof *kargs);
    char *log = mem_alloc(8192);
    if (!dptr || !kargs || !log) {
        snprintf(r->error, sizeof r->error, "out of memory");
        goto out;
    }
    memset(dptr, 0, ((size_t)l->nparams + 1) * sizeof *dptr);
    log[0] = '\0';
    CUresult rc = cu.Init(0);
    if (rc == 0)
        rc = cu.DeviceGetCount(&ndev);
    if (rc != 0 || ndev == 0) {
        const char *name = NULL;
        if (rc == 0 || cu.GetErrorName(rc, &name) != 0 || !name)
            name = "no device";
        snprintf(r->error, sizeof r->error, "no CUDA device: %s", name);
        status = EXEC_NO_DEVICE;
        goto out;
    }
    if (failed(&cu, cu.DeviceGet(&dev, 0), "cuDeviceGet", r) ||
        failed(&cu, cu.DeviceGetName(r->device, (int)sizeof r->device, dev), "cuDeviceGetName", r) ||
        failed(&cu, cu.DeviceGetAttribute(&r->cc_major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev),
               "cuDeviceGetAttribute", r) ||
        failed(&cu, cu.DeviceGetAttribute(&r->cc_minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev),
               "cuDeviceGetAttribute", r) ||
        failed(&cu, cu.PrimaryCtxRetain(&ctx, dev), "cuDevicePrimaryCtxRetain", r))
        goto out;
    have_ctx = 1;
    if (failed(&cu, cu.CtxSetCurrent(ctx), "cuCtxSetCurrent", r))
        goto out;
    int opts[2] = { CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES };
    void *vals[2] = { log, (void *)(uintptr_t)8192 };
    rc = cu.ModuleLoadDataEx(&mod, l->ptx, 2, opts, vals);
    if (failed(&cu, rc, "cuModuleLoadDataEx", r)) {
        size_t n = strlen(r->error);
        if (log[0])
            snprintf(r->error + n, sizeof r->error - n, "; the JIT compiler says: %.400s", log);
        mod = NULL;
        goto out;
    }
    if (failed(&cu, cu.ModuleGetFunction(&fn, mod, l->kernel), "cuModuleGetFunction", r))
        goto out;
    if (l->dynamic_shared > 48 * 1024 &&
        failed(&cu, cu.FuncSetAttribute(fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)l->dynamic_shared),
               "cuFuncSetAttribute", r))
        goto out;
    for (uint32_t i = 0; i < l->nparams; i++) {
        if (l->same[i]) {
            dptr[i] = dptr[l->same[i] - 1];
            kargs[i] = &dptr[i];
        } else if (l->host[i]) {
            if (failed(&cu, cu.MemAlloc(&dptr[i], l->bytes[i] ? l->bytes[i] : 1), "cuMemAlloc", r) ||
                failed(&cu, cu.MemcpyHtoD(dptr[i], l->host[i], l->bytes[i]), "cuMemcpyHtoD", r))
                goto out;
            kargs[i] = &dptr[i];
        } else {
            kargs[i] = &l->scalar[i];  // little-endian: its low bytes are the value
        }
    }
    if (l->log_head) {  // the monitor's log, one parameter more
        if (failed(&cu, cu.MemAlloc(&dptr[l->nparams], l->log_bytes), "cuMemAlloc (the monitor's log)", r) ||
            failed(&cu, cu.MemsetD8(dptr[l->nparams], 0, l->log_head_bytes), "cuMemsetD8", r))
            goto out;
        kargs[l->nparams] = &dptr[l->nparams];
    }
    for (uint32_t i = 0; l->dev && i < l->nparams; i++)
        l->dev[i] = l->host[i] || l->same[i] ? dptr[i] : 0;
    if (failed(&cu, cu.EventCreate(&ev[0], 0), "cuEventCreate", r) ||
        failed(&cu, cu.EventCreate(&ev[1], 0), "cuEventCreate", r) ||
        failed(&cu, cu.EventRecord(ev[0], NULL), "cuEventRecord", r) ||
        failed(&cu,
               cu.LaunchKernel(fn, l->grid[0], l->grid[1], l->grid[2], l->block[0], l->block[1], l->block[2],
                               l->dynamic_shared, NULL, kargs, NULL),
               "cuLaunchKernel", r) ||
        failed(&cu, cu.EventRecord(ev[1], NULL), "cuEventRecord", r))
        goto out;
    if (l->timeout_s && wait_for(&cu, ev[1], l->timeout_s, r) != 0) {
        if (!r->error[0]) {  // still running: left to the driver (context, module, memory, library), which
                             // ends it with the process; the host's own arrays go (the launch copied the arguments)
            snprintf(r->error, sizeof r->error, "the kernel was still running after %u s (--timeout): given up",
                     l->timeout_s);
            mem_free(dptr);
            mem_free(kargs);
            mem_free(log);
            return EXEC_TIMEOUT;
        }
        goto out;
    }
    if (failed(&cu, cu.EventSynchronize(ev[1]), "the kernel (cuEventSynchronize)", r))
        goto out;
    float ms = 0;
    if (failed(&cu, cu.EventElapsedTime(&ms, ev[0], ev[1]), "cuEventElapsedTime", r))
        goto out;
    r->kernel_ms = ms;
    for (uint32_t i = 0; i < l->nparams; i++)
        if (l->host[i] && !l->same[i] &&
            failed(&cu, cu.MemcpyDtoH(l->host[i], dptr[i], l->bytes[i]), "cuMemcpyDtoH", r))
            goto out;
    if (l->log_head && copy_log(&cu, l, dptr[l->nparams], r) < 0)
        goto out;
    status = EXEC_OK;
out:
    for (int i = 0; i < 2; i++)
        if (ev[i])
            (void)cu.EventDestroy(ev[i]);
    for (uint32_t i = 0; dptr && l->same && i < l->nparams; i++)
        if (dptr[i] && !l->same[i])
            (void)cu.MemFree(dptr[i]);
    if (dptr && dptr[l->nparams])
        (void)cu.MemFree(dptr[l->nparams]);
    if (mod)
        (void)cu.ModuleUnload(mod);
    if (have_ctx)
        (void)cu.PrimaryCtxRelease(dev);
    mem_free(dptr);
    mem_free(kargs);
    mem_free(log);
    dlclose(cu.lib);
    return status;
}
