/*
 * test_hash.c - unit tests of SHA-256 (analyzer/core/sha256.c): the FIPS
 * 180-4 example digests, with the processor's SHA instructions (where it
 * has them) and with the portable code, and the two agreeing on inputs of
 * every length fed in pieces of every size.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "warpsafe/hash.h"

static void digest(const void *data, size_t len, size_t piece, char hex[65])
{
    Sha256 s;
    sha256_init(&s);
    const unsigned char *p = data;
    for (size_t done = 0; done < len; done += piece)
        sha256_update(&s, p + done, len - done < piece ? len - done : piece);
    sha256_final_hex(&s, hex);
}

static void test_fips_examples(void **state)
{
    (void)state;
    static const struct {
        const char *msg, *hex;
    } ex[] = {
        { "", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" },
        { "abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" },
        { "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
          "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1" },
    };
    char *million = malloc(1000000);
    assert_non_null(million);
    memset(million, 'a', 1000000);
    char hex[65];
    for (int cpu = 1; cpu >= 0; cpu--) {
        sha256_use_cpu(cpu);
        for (size_t i = 0; i < sizeof ex / sizeof ex[0]; i++) {
            digest(ex[i].msg, strlen(ex[i].msg), 1000, hex);
            assert_string_equal(hex, ex[i].hex);
        }
        digest(million, 1000000, 4096, hex);
        assert_string_equal(hex, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
    }
    sha256_use_cpu(1);
    free(million);
}

static void test_paths_agree(void **state)
{
    (void)state;
    enum { N = 1100 };
    unsigned char *buf = malloc(N);
    assert_non_null(buf);
    uint64_t x = 0x9e3779b97f4a7c15u;
    for (size_t i = 0; i < N; i++)
        x ^= x << 13, x ^= x >> 7, x ^= x << 17, buf[i] = (unsigned char)x;
    char a[65], b[65];
    for (size_t len = 0; len <= N; len += len < 200 ? 1 : 37)
        for (size_t piece = 1; piece <= 129; piece += piece < 8 ? 1 : 40) {
            sha256_use_cpu(1);
            digest(buf, len, piece, a);
            sha256_use_cpu(0);
            digest(buf, len, piece, b);
            if (strcmp(a, b) != 0)
                fail_msg("length %zu in pieces of %zu: %s != %s", len, piece, a, b);
        }
    sha256_use_cpu(1);
    free(buf);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fips_examples),
        cmocka_unit_test(test_paths_agree),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
