/*
 * test_demangle.c - unit tests of report_demangle (reports/report.c, via
 * libiberty): Itanium C++ names with and without their parameter types,
 * Rust legacy (_ZN...17h<hash>E) and v0 (_R...) symbols, and names that are
 * not mangled (PTX written by hand, Triton's, #[no_mangle] Rust) left alone.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "warpsafe/arena.h"
#include "warpsafe/report.h"

static void test_names(void **state)
{
    (void)state;
    Arena a;
    arena_init(&a);
    static const struct {
        const char *mangled, *with, *without;
    } cases[] = {
        { "_Z9reduce_okPKfPfi", "reduce_ok(float const*, float*, int)", "reduce_ok" },
        { "_ZN7cutlass6KernelIiEEvT_", "void cutlass::Kernel<int>(int)", "cutlass::Kernel<int>" },
        { "_ZN4core3ptr13drop_in_place17h0123456789abcdefE", "core::ptr::drop_in_place", "core::ptr::drop_in_place" },
        { "_RNvCs1234_7mycrate6kernel", "mycrate::kernel", "mycrate::kernel" },
        { "block_sum", NULL, NULL },
        { "triton_poi_fused_add_0", NULL, NULL },
        { "_Z", NULL, NULL },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *w = report_demangle(cases[i].mangled, 1, &a), *wo = report_demangle(cases[i].mangled, 0, &a);
        if (cases[i].with)
            assert_string_equal(w, cases[i].with);
        else
            assert_null(w);
        if (cases[i].without)
            assert_string_equal(wo, cases[i].without);
        else
            assert_null(wo);
    }
    KernelReport k;
    memset(&k, 0, sizeof k);
    k.name = "block_sum";
    assert_string_equal(report_kernel_shown(&k), "block_sum");
    k.demangled = "f(int)";
    assert_string_equal(report_kernel_shown(&k), "f(int)");
    arena_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
