/*
 * llvm_loader.c - finds and loads the LLVM front-end module (warpsafe-llvm.so)
 * the first time an LLVM input is given. Consumes: an input path. Produces:
 * the module's result, or an error saying why the front end is missing.
 * Nothing here includes LLVM-C: the warpsafe binary does not link libLLVM.
 */
#include "warpsafe/llvm_fe.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MODULE_NAME "warpsafe-llvm.so"

static LlvmLoadFn entry;
static int tried;
static char why[512];

int llvm_is_input(const char *path)
{
    size_t n = strlen(path);
    return n > 3 && (strcmp(path + n - 3, ".ll") == 0 || strcmp(path + n - 3, ".bc") == 0);
}

/* Opens candidate `p`; 1 when the module is loaded and matches. */
static int try_open(const char *p)
{
    void *h = dlopen(p, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        const char *e = dlerror();
        if (access(p, F_OK) == 0)  // there but not loadable: say why (a missing libLLVM, ...)
            snprintf(why, sizeof why, "%s", e ? e : p);
        return 0;
    }
    const int *abi = (const int *)dlsym(h, LLVM_FE_ABI_SYMBOL);
    void *fn = dlsym(h, LLVM_FE_ENTRY);
    if (!abi || !fn || *abi != LLVM_FE_ABI) {
        snprintf(why, sizeof why, "%s is from another build of warpsafe", p);
        dlclose(h);
        return 0;
    }
    memcpy(&entry, &fn, sizeof entry);  // object to function pointer, as dlsym requires
    return 1;
}

static void load_module(void)
{
    tried = 1;
    snprintf(why, sizeof why, "%s was not found next to the warpsafe binary", MODULE_NAME);
    const char *env = getenv("WARPSAFE_LLVM_MODULE");
    if (env && *env && try_open(env))
        return;
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return;
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash)
        return;
    *slash = '\0';
    char p[PATH_MAX + 64];
    snprintf(p, sizeof p, "%s/%s", exe, MODULE_NAME);
    if (try_open(p))
        return;
    snprintf(p, sizeof p, "%s/../lib/warpsafe/%s", exe, MODULE_NAME);
    try_open(p);
}

KirModule *llvm_load_file(const char *path, LlvmOptions *opt, DiagSink *sink, char **text_out,
                          char **ptx_out)
{
    if (text_out)
        *text_out = NULL;
    if (ptx_out)
        *ptx_out = NULL;
    if (!tried)
        load_module();
    if (!entry) {
        uint32_t f = diag_add_file(sink, path);
        diag_report(sink, DIAG_ERROR, (SrcLoc){ f, 1, 1 }, "LLVM004",
                    "the LLVM IR front end cannot be loaded: %s (it is built with warpsafe when "
                    "llvm-19-dev is installed; WARPSAFE_LLVM_MODULE names it explicitly)", why);
        return NULL;
    }
    return entry(path, opt, sink, text_out, ptx_out);
}
