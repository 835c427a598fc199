// b-racecheck-runner: launch the entry kernel of one PTX file through the CUDA
// driver API, so that compute-sanitizer checks exactly the PTX the corpus
// labels (JIT-compiled by the driver), not a recompilation of the .cu.
//
// usage: b-racecheck-runner FILE.ptx GX[,GY[,GZ]] BX[,BY[,BZ]] DYNSHARED [NAME=VALUE ...]
// Every pointer parameter (.u64/.b64/.s64) gets its own 16 MiB cudaMalloc'd
// buffer filled with 32-bit words w[i] = (i*37) % 17 (small values, many
// repeats: index arrays have duplicates, e.g. perm[0] == perm[17]); every
// 32-bit parameter takes NAME=VALUE from the command line (0 if absent, with a
// warning); .f32 parameters get 1.0.
// With RUNNER_REPEAT=N in the environment the launch is repeated N times, every
// buffer refilled before each, and the runner prints how many distinct contents
// the buffers had afterwards ("runner: D distinct outputs in N runs"): more than
// one shows a race the hardware really ran into (a race-free kernel computes one).
// Exit status: 0 launched and synchronised, 1 CUDA error, 2 bad usage.
#include <cuda.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#define CK(call)                                                              \
    do {                                                                      \
        CUresult r_ = (call);                                                 \
        if (r_ != CUDA_SUCCESS) {                                             \
            const char *s_ = "?";                                             \
            cuGetErrorString(r_, &s_);                                        \
            fprintf(stderr, "runner: %s failed: %s\n", #call, s_);            \
            return 1;                                                         \
        }                                                                     \
    } while (0)

static void dims(const char *s, unsigned d[3])
{
    d[0] = d[1] = d[2] = 1;
    sscanf(s, "%u,%u,%u", &d[0], &d[1], &d[2]);
}

int main(int argc, char **argv)
{
    if (argc < 5) {
        fprintf(stderr, "usage: %s FILE.ptx GRID BLOCK DYNSHARED [NAME=VALUE ...]\n", argv[0]);
        return 2;
    }
    std::ifstream f(argv[1]);
    std::stringstream ss;
    ss << f.rdbuf();
    std::string ptx = ss.str();
    size_t e = ptx.find(".entry ");
    if (ptx.empty() || e == std::string::npos) {
        fprintf(stderr, "runner: no .entry in %s\n", argv[1]);
        return 2;
    }
    size_t lp = ptx.find('(', e), rp = ptx.find(')', lp);
    std::string name = ptx.substr(e + 7, lp - e - 7);
    while (!name.empty() && (name.back() == ' ' || name.back() == '\t')) name.pop_back();
    std::vector<std::pair<std::string, std::string>> params;   // (type, name)
    {
        std::istringstream ps(ptx.substr(lp + 1, rp - lp - 1));
        std::string line;
        while (std::getline(ps, line)) {
            char ty[32], nm[256];
            if (sscanf(line.c_str(), " .param .%31s %255[A-Za-z0-9_$]", ty, nm) == 2)
                params.push_back({ty, nm});
        }
    }
    std::map<std::string, long long> vals;
    for (int i = 5; i < argc; ++i) {
        const char *eq = strchr(argv[i], '=');
        if (eq) vals[std::string(argv[i], eq - argv[i])] = atoll(eq + 1);
    }
    unsigned g[3], b[3];
    dims(argv[2], g);
    dims(argv[3], b);
    unsigned dyn = (unsigned)atoi(argv[4]);

    CK(cuInit(0));
    CUdevice dev;
    CK(cuDeviceGet(&dev, 0));
    CUcontext ctx;
    CK(cuDevicePrimaryCtxRetain(&ctx, dev));
    CK(cuCtxSetCurrent(ctx));
    char elog[8192] = {0};
    CUjit_option opts[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *optv[2] = {elog, (void *)(size_t)sizeof elog};
    CUmodule mod;
    CUresult lr = cuModuleLoadDataEx(&mod, ptx.c_str(), 2, opts, optv);
    if (lr != CUDA_SUCCESS) {
        fprintf(stderr, "runner: cuModuleLoadDataEx failed (%d): %s\n", (int)lr, elog);
        return 1;
    }
    CUfunction fn;
    CK(cuModuleGetFunction(&fn, mod, name.c_str()));
    if (dyn > 48 * 1024)
        CK(cuFuncSetAttribute(fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)dyn));

    const size_t BYTES = 16u << 20;
    std::vector<unsigned> host(BYTES / 4);
    for (size_t i = 0; i < host.size(); ++i) host[i] = (unsigned)((i * 37u) % 17u);
    std::vector<CUdeviceptr> ptrs(params.size());
    std::vector<long long> ints(params.size());
    std::vector<float> flts(params.size());
    std::vector<void *> args(params.size());
    for (size_t i = 0; i < params.size(); ++i) {
        const std::string &ty = params[i].first, &nm = params[i].second;
        if (ty == "u64" || ty == "b64" || ty == "s64") {
            CK(cuMemAlloc(&ptrs[i], BYTES));
            CK(cuMemcpyHtoD(ptrs[i], host.data(), BYTES));
            args[i] = &ptrs[i];
        } else if (ty == "f32") {
            flts[i] = 1.0f;
            args[i] = &flts[i];
        } else {
            if (!vals.count(nm)) fprintf(stderr, "runner: warning: %s not given, using 0\n", nm.c_str());
            ints[i] = vals.count(nm) ? vals[nm] : 0;
            args[i] = &ints[i];   // little-endian: the low 32 bits come first
        }
    }
    printf("runner: %s grid (%u,%u,%u) block (%u,%u,%u) dyn %u, %zu params\n", name.c_str(), g[0], g[1], g[2],
           b[0], b[1], b[2], dyn, params.size());
    const char *rep = getenv("RUNNER_REPEAT");
    int runs = rep ? atoi(rep) : 1;
    std::set<unsigned long long> outputs;
    std::vector<unsigned> back(BYTES / 4);
    for (int r = 0; r < (runs > 0 ? runs : 1); ++r) {
        for (CUdeviceptr p : ptrs)
            if (p && r) CK(cuMemcpyHtoD(p, host.data(), BYTES));
        CK(cuLaunchKernel(fn, g[0], g[1], g[2], b[0], b[1], b[2], dyn, 0, args.data(), 0));
        CK(cuCtxSynchronize());
        unsigned long long h = 1469598103934665603ull;  // FNV-1a over every buffer
        for (CUdeviceptr p : ptrs) {
            if (!p || !rep) continue;
            CK(cuMemcpyDtoH(back.data(), p, BYTES));
            for (unsigned w : back) h = (h ^ w) * 1099511628211ull;
        }
        outputs.insert(h);
    }
    printf("runner: launched ok\n");
    if (rep)
        printf("runner: %zu distinct outputs in %d runs\n", outputs.size(), runs);
    for (CUdeviceptr p : ptrs)
        if (p) cuMemFree(p);
    cuModuleUnload(mod);
    cuDevicePrimaryCtxRelease(dev);
    return 0;
}
