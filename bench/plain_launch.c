/*
 * plain_launch.c - the baseline of bench/run-run-bench.sh: one launch of a
 * PTX kernel through the CUDA driver API, nothing proved, as a program
 * without warpsafe would do it. Built where CUDA is (cuda.h, libcuda):
 *   cc -O2 -I$CUDA_HOME/include plain_launch.c -o plain_launch -lcuda
 *   plain_launch FILE.ptx KERNEL GX,GY,GZ BX,BY,BZ PARAM...
 * PARAM: b:BYTES (a buffer, filled with the bytes 0..255 repeated) or
 * i:VALUE (a 32-bit integer). Prints kernel_ms=... (between two events
 * around the launch, as warpsafe run times it).
 */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(call)                                                                                \
    do {                                                                                           \
        CUresult rc_ = (call);                                                                     \
        if (rc_ != CUDA_SUCCESS) {                                                                 \
            const char *name_ = NULL;                                                              \
            cuGetErrorName(rc_, &name_);                                                           \
            fprintf(stderr, "%s failed: %s\n", #call, name_ ? name_ : "?");                       \
            return 4;                                                                              \
        }                                                                                          \
    } while (0)

static int dims(const char *s, unsigned d[3])
{
    d[0] = d[1] = d[2] = 1;
    return sscanf(s, "%u,%u,%u", &d[0], &d[1], &d[2]) >= 1 ? 0 : -1;
}

int main(int argc, char **argv)
{
    if (argc < 5) {
        fprintf(stderr, "usage: plain_launch FILE.ptx KERNEL GX,GY,GZ BX,BY,BZ PARAM...\n");
        return 3;
    }
    unsigned g[3], b[3];
    if (dims(argv[3], g) < 0 || dims(argv[4], b) < 0)
        return 3;
    FILE *f = fopen(argv[1], "rb");
    if (!f)
        return 3;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    char *ptx = malloc((size_t)n + 1);
    if (!ptx || fread(ptx, 1, (size_t)n, f) != (size_t)n)
        return 3;
    ptx[n] = '\0';
    fclose(f);
    int np = argc - 5;
    CUdeviceptr *dp = calloc((size_t)np + 1, sizeof *dp);
    int *iv = calloc((size_t)np + 1, sizeof *iv);
    void **args = calloc((size_t)np + 1, sizeof *args);
    CUdevice dev;
    CUcontext ctx;
    CUmodule mod;
    CUfunction fn;
    CUevent e0, e1;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&dev, 0));
    CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
    CHECK(cuCtxSetCurrent(ctx));
    CHECK(cuModuleLoadData(&mod, ptx));
    CHECK(cuModuleGetFunction(&fn, mod, argv[2]));
    for (int i = 0; i < np; i++) {
        const char *p = argv[5 + i];
        if (p[0] == 'b' && p[1] == ':') {
            size_t bytes = strtoull(p + 2, NULL, 10);
            unsigned char *h = malloc(bytes ? bytes : 1);
            for (size_t k = 0; k < bytes; k++)
                h[k] = (unsigned char)k;
            CHECK(cuMemAlloc(&dp[i], bytes ? bytes : 1));
            CHECK(cuMemcpyHtoD(dp[i], h, bytes));
            free(h);
            args[i] = &dp[i];
        } else if (p[0] == 'i' && p[1] == ':') {
            iv[i] = atoi(p + 2);
            args[i] = &iv[i];
        } else {
            return 3;
        }
    }
    CHECK(cuEventCreate(&e0, 0));
    CHECK(cuEventCreate(&e1, 0));
    CHECK(cuEventRecord(e0, NULL));
    CHECK(cuLaunchKernel(fn, g[0], g[1], g[2], b[0], b[1], b[2], 0, NULL, args, NULL));
    CHECK(cuEventRecord(e1, NULL));
    CHECK(cuEventSynchronize(e1));
    float ms = 0;
    CHECK(cuEventElapsedTime(&ms, e0, e1));
    printf("kernel_ms=%.6f\n", ms);
    return 0;
}
