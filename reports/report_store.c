/*
 * report_store.c - a kernel's analysis results as bytes and back, exactly:
 * what the result cache keeps and what `check --jobs` workers send home.
 * Consumes: a KernelReport whose checkers ran. Produces: a byte string
 * (a magic word, then every field the checkers set, integers little-endian,
 * strings with their length), and from one the same results in an arena.
 * The fields the caller sets before analysis (name, launch, levels) and
 * after it (fingerprints, suppressions, baseline states) are not kept.
 * Bytes that do not decode (a truncated or foreign cache file) are refused
 * whole: the caller analyzes again.
 */
#include "report_int.h"

#include <string.h>

#include "warpsafe/arena.h"

static const char MAGIC[8] = "WSKR\0\0\0\2";  // format 2

typedef struct {
    char *data;
    size_t len, cap;
    int oom;
} Out;

static void put(Out *o, const void *p, size_t n)
{
    if (o->oom || n == 0)
        return;
    if (o->len + n > o->cap) {
        size_t cap = o->cap ? o->cap : 1024;
        while (cap < o->len + n)
            cap *= 2;
        char *d = mem_realloc(o->data, cap);
        if (!d) {
            o->oom = 1;
            return;
        }
        o->data = d, o->cap = cap;
    }
    memcpy(o->data + o->len, p, n);
    o->len += n;
}

static void put_u64(Out *o, uint64_t v)
{
    unsigned char b[8];
    for (int i = 0; i < 8; i++)
        b[i] = (unsigned char)(v >> (8 * i));
    put(o, b, 8);
}

/* A string: its length + 1 (0: NULL), then its bytes. */
static void put_str(Out *o, const char *s)
{
    size_t n = s ? strlen(s) : 0;
    put_u64(o, s ? n + 1 : 0);
    put(o, s, n);
}

typedef struct {
    const unsigned char *p, *end;
    Arena *a;
    int bad;
} In;

static uint64_t get_u64(In *in)
{
    if (in->end - in->p < 8) {
        in->bad = 1;
        return 0;
    }
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v |= (uint64_t)in->p[i] << (8 * i);
    in->p += 8;
    return v;
}

/* A value that must be below `limit` (a count, an enum). */
static uint64_t get_below(In *in, uint64_t limit)
{
    uint64_t v = get_u64(in);
    if (v >= limit)
        in->bad = 1;
    return in->bad ? 0 : v;
}

static const char *get_str(In *in)
{
    uint64_t n = get_u64(in);
    if (in->bad || n == 0)
        return NULL;
    if (n - 1 > (uint64_t)(in->end - in->p)) {
        in->bad = 1;
        return NULL;
    }
    const char *s = arena_strndup(in->a, (const char *)in->p, n - 1);
    in->p += n - 1;
    in->bad |= !s;
    return s;
}

/* The same string where it was the same text (a finding's message is its
 * rule's reason). */
static const char *get_str_like(In *in, const char *same)
{
    const char *s = get_str(in);
    return s && same && strcmp(s, same) == 0 ? same : s;
}

static void put_access(Out *o, const FindingAccess *x)
{
    put_str(o, x->kind), put_str(o, x->space), put_str(o, x->file), put_str(o, x->ptx_file);
    put_u64(o, x->line), put_u64(o, x->col), put_u64(o, x->ptx_line);
}

static void get_access(In *in, FindingAccess *x)
{
    x->kind = get_str(in), x->space = get_str(in), x->file = get_str(in), x->ptx_file = get_str(in);
    x->line = (uint32_t)get_below(in, 1ull << 32), x->col = (uint32_t)get_below(in, 1ull << 32);
    x->ptx_line = (uint32_t)get_below(in, 1ull << 32);
}

static void put_finding(Out *o, const Finding *f)
{
    put_u64(o, f->rule), put_u64(o, f->verdict), put_str(o, f->message), put_str(o, f->needs);
    put_u64(o, f->naccesses);
    for (uint32_t i = 0; i < f->naccesses; i++)
        put_access(o, &f->accesses[i]);
    put_u64(o, (uint64_t)f->has_witness);
    for (int t = 0; t < 2; t++)
        for (int d = 0; d < 3; d++)
            put_u64(o, f->tid[t][d]);
    for (int d = 0; d < 3; d++)
        put_u64(o, f->ctaid[d]), put_u64(o, f->ctaid2[d]), put_u64(o, f->grid[d]), put_u64(o, f->block[d]);
    put_u64(o, f->nparams);
    for (uint32_t i = 0; i < f->nparams; i++)
        put_str(o, f->param_name[i]), put_u64(o, f->param_value[i]);
    put_u64(o, f->ninputs);
    for (uint32_t i = 0; i < f->ninputs; i++)
        put_u64(o, f->input_thread[i]), put_u64(o, f->input_line[i]), put_u64(o, f->input_bytes[i]),
            put_u64(o, f->input_addr[i]), put_u64(o, f->input_value[i]);
    put_u64(o, f->addr[0]), put_u64(o, f->addr[1]), put_u64(o, f->interval);
}

static void get_finding(In *in, Finding *f, const KernelReport *k)
{
    memset(f, 0, sizeof *f);
    f->rule = (RuleId)get_below(in, RULE_COUNT), f->verdict = (Verdict)get_below(in, VERDICT_UNKNOWN + 1);
    f->message = get_str_like(in, k->rules[f->rule].reason), f->needs = get_str(in);
    f->naccesses = (uint32_t)get_below(in, 3);
    for (uint32_t i = 0; i < f->naccesses; i++)
        get_access(in, &f->accesses[i]);
    f->has_witness = (int)get_below(in, 2);
    for (int t = 0; t < 2; t++)
        for (int d = 0; d < 3; d++)
            f->tid[t][d] = get_u64(in);
    for (int d = 0; d < 3; d++)
        f->ctaid[d] = get_u64(in), f->ctaid2[d] = get_u64(in), f->grid[d] = get_u64(in), f->block[d] = get_u64(in);
    f->nparams = (uint32_t)get_below(in, 17);
    for (uint32_t i = 0; i < f->nparams; i++)
        f->param_name[i] = get_str(in), f->param_value[i] = get_u64(in);
    f->ninputs = (uint32_t)get_below(in, 9);
    for (uint32_t i = 0; i < f->ninputs; i++) {
        f->input_thread[i] = (uint8_t)get_below(in, 256), f->input_line[i] = (uint32_t)get_below(in, 1ull << 32);
        f->input_bytes[i] = (uint16_t)get_below(in, 1u << 16);
        f->input_addr[i] = get_u64(in), f->input_value[i] = get_u64(in);
    }
    f->addr[0] = get_u64(in), f->addr[1] = get_u64(in), f->interval = (uint32_t)get_below(in, 1ull << 32);
}

static void put_assumption(Out *o, const ReportAssumption *x)
{
    put_u64(o, x->rule), put_str(o, x->param[0]), put_str(o, x->param[1]);
    put_u64(o, x->ptx_line[0]), put_u64(o, x->ptx_line[1]);
    const int flags[] = { x->nc, x->flag, x->flag_eq, x->counter, x->tensor, x->benign, x->wrap, x->ranged };
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
        put_u64(o, (uint64_t)flags[i]);
    put_u64(o, x->value), put_u64(o, x->flag_bytes), put_u64(o, (uint64_t)x->flag_offset);
    put_u64(o, (uint64_t)x->range_lo), put_u64(o, (uint64_t)x->range_hi);
}

static void get_assumption(In *in, ReportAssumption *x)
{
    memset(x, 0, sizeof *x);
    x->rule = (RuleId)get_below(in, RULE_COUNT), x->param[0] = get_str(in), x->param[1] = get_str(in);
    x->ptx_line[0] = (uint32_t)get_below(in, 1ull << 32), x->ptx_line[1] = (uint32_t)get_below(in, 1ull << 32);
    int *flags[] = { &x->nc, &x->flag, &x->flag_eq, &x->counter, &x->tensor, &x->benign, &x->wrap, &x->ranged };
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
        *flags[i] = (int)get_below(in, 2);
    x->value = get_u64(in), x->flag_bytes = (uint32_t)get_below(in, 1ull << 32);
    x->flag_offset = (int64_t)get_u64(in), x->range_lo = (int64_t)get_u64(in), x->range_hi = (int64_t)get_u64(in);
}

int report_store_encode(const KernelReport *k, char **data, size_t *len)
{
    Out o = { NULL, 0, 0, 0 };
    put(&o, MAGIC, sizeof MAGIC);
    put_u64(&o, k->transient);
    for (int r = 0; r < RULE_COUNT; r++)
        put_u64(&o, k->rules[r].verdict), put_str(&o, k->rules[r].reason);
    put_u64(&o, k->nfindings);
    for (uint32_t i = 0; i < k->nfindings; i++)
        put_finding(&o, &k->findings[i]);
    put_u64(&o, k->nassumptions), put_u64(&o, k->nassumptions_more);
    for (uint32_t i = 0; i < k->nassumptions; i++)
        put_assumption(&o, &k->assumptions[i]);
    if (o.oom) {
        mem_free(o.data);
        return -1;
    }
    *data = o.data, *len = o.len;
    return 0;
}

int report_store_decode(KernelReport *k, const char *data, size_t len, Arena *a)
{
    In in = { (const unsigned char *)data, (const unsigned char *)data + len, a, 0 };
    if (len < sizeof MAGIC || memcmp(data, MAGIC, sizeof MAGIC) != 0)
        return -1;
    in.p += sizeof MAGIC;
    uint8_t transient = (uint8_t)get_below(&in, 2);
    RuleResult rules[RULE_COUNT];
    for (int r = 0; r < RULE_COUNT; r++) {
        rules[r] = k->rules[r];
        rules[r].verdict = (Verdict)get_below(&in, VERDICT_UNKNOWN + 1), rules[r].reason = get_str(&in);
    }
    KernelReport got = *k;  // k changes only when every byte decoded
    memcpy(got.rules, rules, sizeof rules);
    got.transient = transient;
    got.nfindings = (uint32_t)get_below(&in, (uint64_t)len / 64 + 1);  // each takes more than 64 bytes
    got.findings = got.nfindings && !in.bad ? arena_alloc(a, got.nfindings * sizeof *got.findings) : NULL;
    in.bad |= got.nfindings && !got.findings;
    for (uint32_t i = 0; i < got.nfindings && !in.bad; i++)
        get_finding(&in, &got.findings[i], &got);
    got.nassumptions = (uint32_t)get_below(&in, (uint64_t)len / 64 + 1);
    got.nassumptions_more = (uint32_t)get_below(&in, 1ull << 32);
    got.assumptions = got.nassumptions && !in.bad ? arena_alloc(a, got.nassumptions * sizeof *got.assumptions) : NULL;
    in.bad |= got.nassumptions && !got.assumptions;
    for (uint32_t i = 0; i < got.nassumptions && !in.bad; i++)
        get_assumption(&in, &got.assumptions[i]);
    if (in.bad || in.p != in.end)
        return -1;
    *k = got;
    return 0;
}
