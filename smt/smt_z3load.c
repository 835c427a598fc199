/*
 * smt_z3load.c - loads libz3 the first time an obligation needs Z3 and
 * fills smt_z3api (smt_z3api.h). Consumes: the library path and version
 * CMake found at build time (WS_Z3_LIBRARY, WS_Z3_VERSION; the environment
 * variable WARPSAFE_Z3_LIBRARY names another file). Produces: the
 * table, or a reason why Z3 cannot be used (then every query Z3 would
 * decide is unknown with it). A library of another version than the one
 * built against is refused, so the version in reports is the one whose
 * answers they hold.
 */
#define SMT_Z3_LOADER
#include "smt_int.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

SmtZ3Api smt_z3api;

static int state;  // 0: not tried, 1: loaded, -1: failed
static char why_text[512];

static int load(void)
{
    const char *lib = getenv("WARPSAFE_Z3_LIBRARY");
    lib = lib && *lib ? lib : WS_Z3_LIBRARY;
    void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        const char *e = dlerror();
        snprintf(why_text, sizeof why_text, "Z3 could not be loaded (%s): install the Debian package 'libz3-4'",
                 e ? e : lib);
        return -1;
    }
#define SMT_Z3_SYM(name)                                                                   \
    {                                                                                      \
        void *p = dlsym(h, #name);                                                         \
        if (!p) {                                                                          \
            snprintf(why_text, sizeof why_text, "%s has no %s", lib, #name);               \
            dlclose(h);                                                                    \
            return -1;                                                                     \
        }                                                                                  \
        memcpy(&smt_z3api.name, &p, sizeof p);  /* object to function pointer, as dlsym requires */ \
    }
    SMT_Z3_FUNCS(SMT_Z3_SYM)
#undef SMT_Z3_SYM
    unsigned major, minor, build, rev;
    char v[64];
    smt_z3api.Z3_get_version(&major, &minor, &build, &rev);
    snprintf(v, sizeof v, "%u.%u.%u", major, minor, build);
    if (strcmp(v, WS_Z3_VERSION) != 0) {
        snprintf(why_text, sizeof why_text, "%s is Z3 %s, but warpsafe was built against Z3 %s: rebuild it", lib,
                 v, WS_Z3_VERSION);
        dlclose(h);
        return -1;
    }
    return 0;
}

int smt_z3_load(const char **why)
{
    if (!state)
        state = load() == 0 ? 1 : -1;
    *why = state > 0 ? NULL : why_text;
    return state > 0 ? 0 : -1;
}
