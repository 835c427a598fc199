/*
 * exec_args.c - the ARG specs of `warpsafe run` and the buffers they make.
 * Consumes: one spec string per kernel parameter. Produces: an ExecArg (a
 * scalar's bits, a buffer's type, size, initial contents and output file,
 * or a buffer passed again), and the host bytes of a buffer.
 *   i32:-5  u32:0x10  i64:  u64:  f32:0.5  f64:1e-3          scalars
 *   f32[1048576]:random  u8[64]:zeros>out.bin  f16[8]:@in.bin  buffers
 *   =2                                                       ARG 2's buffer again
 */
#include "warpsafe/exec.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpsafe/arena.h"

static const struct {
    const char *name;
    uint8_t bytes, is_float, is_signed, scalar;  // scalar: a form ARG takes for a scalar
} TYPES[EXEC_NTYPES] = {
    [EXEC_I8] = { "i8", 1, 0, 1, 0 },     [EXEC_U8] = { "u8", 1, 0, 0, 0 },
    [EXEC_I16] = { "i16", 2, 0, 1, 0 },   [EXEC_U16] = { "u16", 2, 0, 0, 0 },
    [EXEC_I32] = { "i32", 4, 0, 1, 1 },   [EXEC_U32] = { "u32", 4, 0, 0, 1 },
    [EXEC_I64] = { "i64", 8, 0, 1, 1 },   [EXEC_U64] = { "u64", 8, 0, 0, 1 },
    [EXEC_F16] = { "f16", 2, 1, 1, 0 },   [EXEC_BF16] = { "bf16", 2, 1, 1, 0 },
    [EXEC_F32] = { "f32", 4, 1, 1, 1 },   [EXEC_F64] = { "f64", 8, 1, 1, 1 },
};

/* A buffer holds at most this many bytes (the largest GPU memory is far below). */
#define MAX_BUFFER_BYTES (UINT64_C(1) << 40)

size_t exec_type_size(ExecType t)
{
    return t < EXEC_NTYPES ? TYPES[t].bytes : 0;
}

const char *exec_type_name(ExecType t)
{
    return t < EXEC_NTYPES ? TYPES[t].name : "?";
}

static int fail(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    return -1;
}

/* The type named by s[0, n), or -1. */
static int type_of(const char *s, size_t n)
{
    for (int t = 0; t < EXEC_NTYPES; t++)
        if (strlen(TYPES[t].name) == n && strncmp(TYPES[t].name, s, n) == 0)
            return t;
    return -1;
}

static int scalar_value(const char *spec, ExecType t, const char *v, uint64_t *bits, char *err, size_t errlen)
{
    char *end;
    errno = 0;
    if (TYPES[t].is_float) {
        double d = strtod(v, &end);
        if (!*v || *end || (errno && d != 0))  // (underflow to 0 is fine)
            return fail(err, errlen, "bad ARG '%s': '%s' is not a %s number", spec, v, TYPES[t].name);
        if (t == EXEC_F32) {
            float f = (float)d;
            uint32_t u;
            memcpy(&u, &f, 4);
            *bits = u;
        } else {
            memcpy(bits, &d, 8);
        }
        return 0;
    }
    if (!*v || (!TYPES[t].is_signed && *v == '-'))
        return fail(err, errlen, "bad ARG '%s': '%s' is not a %s value", spec, v, TYPES[t].name);
    if (TYPES[t].is_signed) {
        long long x = strtoll(v, &end, 0);
        long long lo = t == EXEC_I32 ? INT32_MIN : INT64_MIN, hi = t == EXEC_I32 ? INT32_MAX : INT64_MAX;
        if (*end || errno || x < lo || x > hi)
            return fail(err, errlen, "bad ARG '%s': '%s' is not a %s value (from %lld to %lld)", spec, v,
                        TYPES[t].name, lo, hi);
        *bits = (uint64_t)x & (t == EXEC_I32 ? UINT32_MAX : UINT64_MAX);
        return 0;
    }
    unsigned long long x = strtoull(v, &end, 0);
    if (*end || errno || (t == EXEC_U32 && x > UINT32_MAX))
        return fail(err, errlen, "bad ARG '%s': '%s' is not a %s value (from 0 to %llu)", spec, v, TYPES[t].name,
                    t == EXEC_U32 ? (unsigned long long)UINT32_MAX : (unsigned long long)UINT64_MAX);
    *bits = x;
    return 0;
}

int exec_arg_parse(const char *spec, uint32_t index, ExecArg *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    out->text = spec;
    if (spec[0] == '=') {  // =N: ARG N's buffer again
        char *end;
        errno = 0;
        unsigned long n = strtoul(spec + 1, &end, 10);
        if (spec[1] < '1' || spec[1] > '9' || *end || errno)
            return fail(err, errlen, "bad ARG '%s': =N takes the number of an earlier ARG (from 1)", spec);
        if (n > index)
            return fail(err, errlen, "bad ARG '%s': ARG %lu is not an earlier one (this is ARG %u)", spec, n,
                        index + 1);
        out->kind = EXEC_SAME;
        out->same = (uint32_t)(n - 1);
        return 0;
    }
    size_t tn = strcspn(spec, "[:");
    int t = type_of(spec, tn);
    if (t < 0 || !spec[tn])
        return fail(err, errlen,
                    "bad ARG '%s': expected TYPE:VALUE (a scalar: i32 u32 i64 u64 f32 f64), TYPE[COUNT]:INIT "
                    "(a buffer: i8 u8 i16 u16 i32 u32 i64 u64 f16 bf16 f32 f64) or =N",
                    spec);
    out->type = (ExecType)t;
    if (spec[tn] == ':') {  // a scalar
        if (!TYPES[t].scalar)
            return fail(err, errlen, "bad ARG '%s': a scalar is i32, u32, i64, u64, f32 or f64", spec);
        out->kind = EXEC_SCALAR;
        return scalar_value(spec, out->type, spec + tn + 1, &out->bits, err, errlen);
    }
    const char *c = spec + tn + 1, *close = strchr(c, ']');
    char *end;
    errno = 0;
    unsigned long long n = *c >= '1' && *c <= '9' ? strtoull(c, &end, 10) : 0;
    if (!n || !close || end != close || errno || close[1] != ':')
        return fail(err, errlen, "bad ARG '%s': a buffer is TYPE[COUNT]:INIT with COUNT at least 1", spec);
    if (n > MAX_BUFFER_BYTES / TYPES[t].bytes)
        return fail(err, errlen, "bad ARG '%s': a buffer of at most 2^40 bytes", spec);
    out->kind = EXEC_BUFFER;
    out->count = n;
    const char *init = close + 2, *gt = strchr(init, '>');
    size_t in = gt ? (size_t)(gt - init) : strlen(init);
    if (gt) {
        out->out_path = gt + 1;
        if (!gt[1])
            return fail(err, errlen, "bad ARG '%s': '>' needs a file name to write the buffer to", spec);
    }
    static const struct { const char *word; ExecInit init; } INITS[] = {
        { "zeros", EXEC_ZEROS }, { "ones", EXEC_ONES }, { "iota", EXEC_IOTA }, { "random", EXEC_RANDOM },
    };
    for (size_t i = 0; i < sizeof INITS / sizeof INITS[0]; i++)
        if (strlen(INITS[i].word) == in && strncmp(INITS[i].word, init, in) == 0) {
            out->init = INITS[i].init;
            return 0;
        }
    if (init[0] == '@' && in > 1) {
        out->init = EXEC_FILE;
        out->in_path = init + 1;  // up to '>' (exec_buffer_new copies it out)
        return 0;
    }
    return fail(err, errlen, "bad ARG '%s': a buffer's contents are zeros, ones, iota, random or @FILE", spec);
}

/* f32 to f16 or bf16 bits, rounding to nearest even (NaN stays NaN). */
static uint16_t to_half(float f, int bf)
{
    uint32_t x;
    memcpy(&x, &f, 4);
    if (bf) {
        if ((x & 0x7fffffffu) > 0x7f800000u)
            return (uint16_t)((x >> 16) | 0x40);
        return (uint16_t)((x + 0x7fffu + ((x >> 16) & 1)) >> 16);
    }
    uint32_t sign = (x >> 16) & 0x8000u, e = (x >> 23) & 0xffu, m = x & 0x7fffffu;
    if (e == 0xff)
        return (uint16_t)(sign | 0x7c00u | (m ? 0x200u : 0));
    int ex = (int)e - 127 + 15;
    if (ex >= 31)
        return (uint16_t)(sign | 0x7c00u);
    if (ex <= 0) {  // a subnormal half, or 0
        if (ex < -10)
            return (uint16_t)sign;
        m |= 0x800000u;
        unsigned shift = (unsigned)(14 - ex);
        uint32_t h = m >> shift, rest = m & ((1u << shift) - 1), half = 1u << (shift - 1);
        h += rest > half || (rest == half && (h & 1));
        return (uint16_t)(sign | h);
    }
    uint32_t h = ((uint32_t)ex << 10) | (m >> 13), rest = m & 0x1fffu;
    h += rest > 0x1000u || (rest == 0x1000u && (h & 1));  // a carry into the exponent is right
    return (uint16_t)(sign | h);
}

static void put(void *buf, uint64_t i, ExecType t, double v, uint64_t ibits)
{
    unsigned char *p = (unsigned char *)buf + i * TYPES[t].bytes;
    if (t == EXEC_F64) {
        memcpy(p, &v, 8);
    } else if (t == EXEC_F32) {
        float f = (float)v;
        memcpy(p, &f, 4);
    } else if (t == EXEC_F16 || t == EXEC_BF16) {
        uint16_t h = to_half((float)v, t == EXEC_BF16);
        memcpy(p, &h, 2);
    } else {
        for (unsigned b = 0; b < TYPES[t].bytes; b++)  // little-endian, as the GPU
            p[b] = (unsigned char)(ibits >> (8 * b));
    }
}

static uint64_t splitmix(uint64_t *s)
{
    uint64_t z = (*s += UINT64_C(0x9e3779b97f4a7c15));
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

static void *read_exact(const ExecArg *a, size_t bytes, char *err, size_t errlen)
{
    size_t n = strcspn(a->in_path, ">");
    char *path = mem_alloc(n + 1);
    void *buf = NULL;
    if (!path) {
        fail(err, errlen, "out of memory");
        return NULL;
    }
    memcpy(path, a->in_path, n);
    path[n] = '\0';
    FILE *f = fopen(path, "rb");
    long size = -1;
    if (f && fseek(f, 0, SEEK_END) == 0)
        size = ftell(f);
    if (!f || size < 0 || fseek(f, 0, SEEK_SET) != 0) {
        fail(err, errlen, "ARG '%s': cannot read %s: %s", a->text, path, strerror(errno));
    } else if ((uint64_t)size != bytes) {
        fail(err, errlen, "ARG '%s': %s holds %ld bytes, the buffer %zu (%llu x %s)", a->text, path, size, bytes,
             (unsigned long long)a->count, TYPES[a->type].name);
    } else if (!(buf = mem_alloc(bytes ? bytes : 1))) {
        fail(err, errlen, "out of memory");
    } else if (fread(buf, 1, bytes, f) != bytes) {
        fail(err, errlen, "ARG '%s': reading %s failed", a->text, path);
        mem_free(buf);
        buf = NULL;
    }
    if (f)
        fclose(f);
    mem_free(path);
    return buf;
}

void *exec_buffer_new(const ExecArg *a, uint32_t index, char *err, size_t errlen)
{
    size_t bytes = (size_t)(a->count * TYPES[a->type].bytes);
    if (a->kind != EXEC_BUFFER) {
        fail(err, errlen, "ARG '%s' is not a buffer", a->text);
        return NULL;
    }
    if (a->init == EXEC_FILE)
        return read_exact(a, bytes, err, errlen);
    void *buf = mem_alloc(bytes);
    if (!buf) {
        fail(err, errlen, "ARG '%s': no memory for %zu bytes", a->text, bytes);
        return NULL;
    }
    if (a->init == EXEC_ZEROS) {
        memset(buf, 0, bytes);
        return buf;
    }
    uint64_t seed = UINT64_C(0x5157) + index;
    for (uint64_t i = 0; i < a->count; i++) {
        uint64_t r = a->init == EXEC_RANDOM ? splitmix(&seed) : 0;
        double v = a->init == EXEC_ONES ? 1.0 : a->init == EXEC_IOTA ? (double)i : (double)(r >> 11) * 0x1p-53;
        uint64_t ib = a->init == EXEC_ONES ? 1 : a->init == EXEC_IOTA ? i : r;
        put(buf, i, a->type, v, ib);
    }
    return buf;
}
