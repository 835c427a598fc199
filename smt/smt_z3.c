/*
 * smt_z3.c - Z3 through its C API.
 * Consumes: nothing yet. Produces: the solver version for reports.
 */
#include "warpsafe/smt.h"

#include <stdio.h>

#include <z3.h>

const char *smt_solver_version(void)
{
    static char buf[32];
    if (!buf[0]) {
        unsigned major, minor, build, rev;
        Z3_get_version(&major, &minor, &build, &rev);
        snprintf(buf, sizeof buf, "%u.%u.%u", major, minor, build);
    }
    return buf;
}
