/*
 * sha256.c - SHA-256 (FIPS 180-4), for the input digests that reports and
 * evidence bundles carry. On x86-64 processors with the SHA extensions the
 * compression function runs on them (sha256rnds2, sha256msg1/2: about ten
 * times the portable code's speed; the digest of a 600 KB -O0 PTX file was
 * a fifth of its whole check), chosen at run time; elsewhere the portable
 * C below. Both give the same digests (tests/unit/test_hash.c).
 */
#include "warpsafe/hash.h"

#include <stdio.h>

#include <string.h>

#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#include <immintrin.h>
#define SHA_NI 1
#endif

static const uint32_t k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#define ROR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

static void block(Sha256 *s, const unsigned char *p)
{
    uint32_t w[64];
    for (int i = 0; i < 16; i++)
        w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 | (uint32_t)p[4 * i + 2] << 8 |
               p[4 * i + 3];
    for (int i = 16; i < 64; i++) {
        uint32_t s0 = ROR(w[i - 15], 7) ^ ROR(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = ROR(w[i - 2], 17) ^ ROR(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = s->h[0], b = s->h[1], c = s->h[2], d = s->h[3];
    uint32_t e = s->h[4], f = s->h[5], g = s->h[6], h = s->h[7];
    for (int i = 0; i < 64; i++) {
        uint32_t t1 = h + (ROR(e, 6) ^ ROR(e, 11) ^ ROR(e, 25)) + ((e & f) ^ (~e & g)) + k[i] + w[i];
        uint32_t t2 = (ROR(a, 2) ^ ROR(a, 13) ^ ROR(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
        h = g, g = f, f = e, e = d + t1, d = c, c = b, b = a, a = t1 + t2;
    }
    s->h[0] += a, s->h[1] += b, s->h[2] += c, s->h[3] += d;
    s->h[4] += e, s->h[5] += f, s->h[6] += g, s->h[7] += h;
}

#ifdef SHA_NI
/* n blocks of p through the SHA extensions. The state is kept as the two
 * vectors the instructions take: (A, B, E, F) and (C, D, G, H). */
__attribute__((target("sha,sse4.1,ssse3"))) static void blocks_ni(Sha256 *s, const unsigned char *p, size_t n)
{
    const __m128i swap = _mm_set_epi64x(0x0c0d0e0f08090a0bll, 0x0405060700010203ll);  // big-endian words
    __m128i dcba = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&s->h[0]), 0xb1);  // B A D C
    __m128i hgfe = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&s->h[4]), 0x1b);  // H G F E
    __m128i abef = _mm_alignr_epi8(dcba, hgfe, 8), cdgh = _mm_blend_epi16(hgfe, dcba, 0xf0);
    for (; n; n--, p += 64) {
        __m128i abef0 = abef, cdgh0 = cdgh, w[4];
        for (int i = 0; i < 16; i++) {  // four rounds each; w[i & 3] holds W(i - 4) until replaced
            __m128i x;
            if (i < 4) {
                x = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(p + 16 * i)), swap);
            } else {
                x = _mm_sha256msg1_epu32(w[i & 3], w[(i - 3) & 3]);
                x = _mm_add_epi32(x, _mm_alignr_epi8(w[(i - 1) & 3], w[(i - 2) & 3], 4));
                x = _mm_sha256msg2_epu32(x, w[(i - 1) & 3]);
            }
            w[i & 3] = x;
            __m128i m = _mm_add_epi32(x, _mm_loadu_si128((const __m128i *)&k[4 * i]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, m);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(m, 0x0e));
        }
        abef = _mm_add_epi32(abef, abef0);
        cdgh = _mm_add_epi32(cdgh, cdgh0);
    }
    __m128i feba = _mm_shuffle_epi32(abef, 0x1b), dchg = _mm_shuffle_epi32(cdgh, 0xb1);
    _mm_storeu_si128((__m128i *)&s->h[0], _mm_blend_epi16(feba, dchg, 0xf0));  // D C B A
    _mm_storeu_si128((__m128i *)&s->h[4], _mm_alignr_epi8(dchg, feba, 8));    // H G F E
}

/* The processor has the SHA extensions (and the SSE levels they use). */
static int have_ni(void)
{
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_SSE4_1) || !(c & bit_SSSE3))
        return 0;
    return __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & bit_SHA);
}
#endif

static int use_cpu = 1;

void sha256_use_cpu(int on)
{
    use_cpu = on;
}

/* n blocks of p into s->h. */
static void blocks(Sha256 *s, const unsigned char *p, size_t n)
{
    if (!n)
        return;  // sha256_update's short pieces (the padding comes a byte at a time)
#ifdef SHA_NI
    static int ni = -1;
    if (ni < 0)
        ni = have_ni();
    if (ni && use_cpu) {
        blocks_ni(s, p, n);
        return;
    }
#endif
    for (; n; n--, p += 64)
        block(s, p);
}

void sha256_init(Sha256 *s)
{
    static const uint32_t h0[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                    0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
    memcpy(s->h, h0, sizeof h0);
    s->nbytes = 0;
    s->nbuf = 0;
}

void sha256_update(Sha256 *s, const void *data, size_t len)
{
    const unsigned char *p = data;
    s->nbytes += len;
    if (s->nbuf) {
        size_t take = 64 - s->nbuf < len ? 64 - s->nbuf : len;
        memcpy(s->buf + s->nbuf, p, take);
        s->nbuf += take, p += take, len -= take;
        if (s->nbuf < 64)
            return;
        blocks(s, s->buf, 1);
        s->nbuf = 0;
    }
    blocks(s, p, len / 64);
    p += len / 64 * 64, len %= 64;
    memcpy(s->buf, p, len);
    s->nbuf = len;
}

void sha256_final_hex(Sha256 *s, char hex[65])
{
    uint64_t bits = s->nbytes * 8;
    unsigned char pad = 0x80;
    sha256_update(s, &pad, 1);
    unsigned char zero = 0;
    while (s->nbuf != 56)
        sha256_update(s, &zero, 1);
    unsigned char len[8];
    for (int i = 0; i < 8; i++)
        len[i] = (unsigned char)(bits >> (56 - 8 * i));
    sha256_update(s, len, 8);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 4; j++) {
            unsigned v = (s->h[i] >> (24 - 8 * j)) & 0xff;
            hex[8 * i + 2 * j] = "0123456789abcdef"[v >> 4];
            hex[8 * i + 2 * j + 1] = "0123456789abcdef"[v & 15];
        }
    hex[64] = '\0';
}

int sha256_file(const char *path, char hex[65])
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    Sha256 h;
    sha256_init(&h);
    char buf[65536];
    for (size_t got; (got = fread(buf, 1, sizeof buf, f)) > 0;)
        sha256_update(&h, buf, got);
    int bad = ferror(f);
    fclose(f);
    if (bad)
        return -1;
    sha256_final_hex(&h, hex);
    return 0;
}
