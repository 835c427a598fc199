/*
 * ptx_parse.c - PTX parser: tokens to KIR.
 * Consumes: the token stream of one PTX module. Produces: a KirModule with
 * variables, functions, registers and instructions; ptx_lower.c then
 * resolves labels and builds the CFG of each function body.
 * Assumes: nothing about the input; every problem becomes an error in the
 * sink at the offending token, and parsing resynchronizes at the next `;`
 * or `}` so one run reports several errors.
 *
 * Names are resolved while parsing, through a scope stack: registers,
 * function-level variables, call prototypes and branch tables declared in
 * `{ }` blocks (inline asm, call sequences) are visible only inside them.
 * Labels may be used before they are defined and are resolved when their
 * scope closes (ptx_lower.c).
 */
#include "ptx_int.h"

#include <stdarg.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* ---- tokens ---- */

void parse_next(Parser *p)
{
    ptx_lex_next(&p->lx, &p->tok);
    if (p->tok.kind == PTX_TOK_ERROR && p->tok.start < p->lx.end && *p->tok.start == '\0') {
        /* Binary data: one error, then nothing more is read. */
        parse_error(p, &p->tok, "PTX001", "%s", p->tok.msg);
        p->lx.cur = p->lx.end;
        p->fatal = 1;
        p->tok.kind = PTX_TOK_EOF;
        return;
    }
    if (p->tok.kind == PTX_TOK_ERROR) {
        parse_error(p, &p->tok, "PTX001", "%s", p->tok.msg);
        /* Skip the bad byte(s); the lexer has already moved past them. */
        ptx_lex_next(&p->lx, &p->tok);
        while (p->tok.kind == PTX_TOK_ERROR && p->tok.msg && p->tok.len) {
            ptx_lex_next(&p->lx, &p->tok);
        }
        if (p->tok.kind == PTX_TOK_ERROR)
            p->tok.kind = PTX_TOK_EOF;  // unterminated comment: nothing follows
    }
}

void parse_error(Parser *p, const PtxToken *t, const char *code, const char *fmt, ...)
{
    if (p->fatal || p->oom || p->m->arena.oom || p->m->strs.oom)
        return;  // given up on (binary input) or out of memory: the first error says why
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    SrcLoc loc = { p->file, t->line, t->col };
    diag_report(p->sink, DIAG_ERROR, loc, code, "%s", buf);
    p->nerr++;
}

/* Describes the current token for messages: `'foo'` or `end of file`. */
const char *tok_desc(const Parser *p, char *buf, size_t size)
{
    if (p->tok.kind == PTX_TOK_EOF)
        return "end of file";
    uint32_t n = p->tok.len > 40 ? 40 : p->tok.len;
    snprintf(buf, size, "'%.*s'%s", (int)n, p->tok.start, p->tok.len > 40 ? "..." : "");
    return buf;
}

int expect_punct(Parser *p, char c, const char *what)
{
    if (is_punct(p, c)) {
        parse_next(p);
        return 0;
    }
    char buf[64];
    if (p->tok.kind == PTX_TOK_EOF)
        parse_error(p, &p->tok, "PTX009", "unexpected end of file: expected '%c' %s", c, what);
    else
        parse_error(p, &p->tok, "PTX002", "expected '%c' %s, found %s", c, what,
                    tok_desc(p, buf, sizeof buf));
    return -1;
}

/* Skips to just after the next `;` at this brace level, or to a `}` or EOF
 * (not consumed). */
void parse_recover(Parser *p)
{
    int depth = 0;
    for (;;) {
        if (p->tok.kind == PTX_TOK_EOF)
            return;
        if (is_punct(p, '{'))
            depth++;
        else if (is_punct(p, '}')) {
            if (depth == 0)
                return;
            depth--;
        } else if (is_punct(p, ';') && depth == 0) {
            parse_next(p);
            return;
        }
        parse_next(p);
    }
}

const char *intern_tok(Parser *p, const PtxToken *t)
{
    const char *s = strtab_intern(&p->m->strs, t->start, t->len);
    if (!s)
        p->oom = 1;
    return s;
}

/* ---- numbers ---- */

/* Parses the INT token into *out (two's complement). Returns -1 (error
 * reported) when the value does not fit in 64 bits. */
int parse_int_tok(Parser *p, const PtxToken *t, int64_t *out)
{
    if (t->len <= 9 && t->start[0] != '0') {  // plain decimal below 10^9: most of them
        uint32_t v = 0, i = 0;
        for (; i < t->len && t->start[i] >= '0' && t->start[i] <= '9'; i++)
            v = v * 10 + (uint32_t)(t->start[i] - '0');
        if (i == t->len) {
            *out = v;
            return 0;
        }
    }
    if (t->len == 1 && t->start[0] == '0') {
        *out = 0;
        return 0;
    }
    char buf[80];
    uint32_t n = t->len;
    if (n && (t->start[n - 1] == 'U' || t->start[n - 1] == 'u'))
        n--;
    if (n >= sizeof buf) {
        parse_error(p, t, "PTX010", "integer literal is too long");
        return -1;
    }
    memcpy(buf, t->start, n);
    buf[n] = '\0';
    int base = 10;
    const char *digits = buf;
    if (n > 1 && buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X'))
        base = 16, digits = buf + 2;
    else if (n > 1 && buf[0] == '0' && (buf[1] == 'b' || buf[1] == 'B'))
        base = 2, digits = buf + 2;
    else if (n > 1 && buf[0] == '0')
        base = 8, digits = buf + 1;
    errno = 0;
    char *end;
    unsigned long long v = strtoull(digits, &end, base);
    if (errno == ERANGE || *end != '\0') {
        parse_error(p, t, "PTX010", "integer literal '%.*s' %s", (int)t->len, t->start,
                    errno == ERANGE ? "does not fit in 64 bits" : "is malformed");
        return -1;
    }
    *out = (int64_t)v;
    return 0;
}

/* FLOAT token to IEEE bits; *width gets 32 (0f) or 64 (0d, decimal). */
int parse_float_tok(Parser *p, const PtxToken *t, uint64_t *bits, uint8_t *width)
{
    char buf[80];
    if (t->len >= sizeof buf) {
        parse_error(p, t, "PTX010", "float literal is too long");
        return -1;
    }
    memcpy(buf, t->start, t->len);
    buf[t->len] = '\0';
    if (buf[0] == '0' && (buf[1] == 'f' || buf[1] == 'F' || buf[1] == 'd' || buf[1] == 'D')) {
        *width = (buf[1] == 'f' || buf[1] == 'F') ? 32 : 64;
        *bits = strtoull(buf + 2, NULL, 16);
        return 0;
    }
    double d = strtod(buf, NULL);
    memcpy(bits, &d, sizeof d);
    *width = 64;
    return 0;
}

/* An INT token as an unsigned 32-bit count (sizes, dims, ids). */
int parse_u32(Parser *p, uint32_t *out, const char *what)
{
    char buf[64];
    if (p->tok.kind != PTX_TOK_INT) {
        parse_error(p, &p->tok, "PTX002", "expected %s, found %s", what, tok_desc(p, buf, sizeof buf));
        return -1;
    }
    int64_t v;
    if (parse_int_tok(p, &p->tok, &v) < 0)
        return -1;
    if (v < 0 || v > UINT32_MAX) {
        parse_error(p, &p->tok, "PTX010", "%s %lld is out of range", what, (long long)v);
        return -1;
    }
    *out = (uint32_t)v;
    parse_next(p);
    return 0;
}

/* ---- the scope stack ---- */

/* The slot of s[0..len) in the current generation, or the empty slot where
 * it would go. */
static uint32_t sslot_find(const Parser *p, const char *s, size_t len, uint32_t h)
{
    uint32_t j = h & (p->scap - 1);
    for (;; j = (j + 1) & (p->scap - 1)) {
        const ScopeSlot *sl = &p->sslots[j];
        if (sl->gen != p->sgen)
            return j;
        if (sl->hash == h && sl->len == len && memcmp(sl->name, s, len) == 0)
            return j;
    }
}

static int sslot_grow(Parser *p)
{
    uint32_t ncap = p->scap ? p->scap * 2 : 64;
    ScopeSlot *old = p->sslots;
    uint32_t ocap = p->scap;
    ScopeSlot *ns = mem_alloc((size_t)ncap * sizeof *ns);
    if (!ns) {
        p->oom = 1;
        return -1;
    }
    memset(ns, 0, (size_t)ncap * sizeof *ns);  // gen 0 is never current
    p->sslots = ns;
    p->scap = ncap;
    for (uint32_t i = 0; i < ocap; i++)
        if (old[i].gen == p->sgen)
            p->sslots[sslot_find(p, old[i].name, old[i].len, old[i].hash)] = old[i];
    mem_free(old);
    return 0;
}

void scope_reset(Parser *p)
{
    p->scope.len = 0;
    p->nexact_digit = 0;
    p->sversion++;
    p->sused = 0;
    p->sgen++;
    if (p->sgen == 0)  // wrapped: clear for real
        memset(p->sslots, 0, (size_t)p->scap * sizeof *p->sslots), p->sgen = 1;
}

/* Could a use like `%r7` name this entry exactly? (see scope_find) */
static int exact_digit(const ScopeEnt *e)
{
    return e->kind != ENT_REGRANGE && e->name[0] == '%' && e->len > 0 &&
           e->name[e->len - 1] >= '0' && e->name[e->len - 1] <= '9';
}

int scope_push(Parser *p, const char *name, uint8_t kind, uint32_t index)
{
    if (p->sgen == 0)
        p->sgen = 1;
    if ((p->sused + 1) * 2 > p->scap && sslot_grow(p) < 0)
        return -1;
    uint32_t len = (uint32_t)strlen(name), h = strtab_hash(name, len);
    uint32_t j = sslot_find(p, name, len, h);
    ScopeSlot *sl = &p->sslots[j];
    if (sl->gen != p->sgen) {
        *sl = (ScopeSlot){ name, len, h, p->sgen, -1 };
        p->sused++;
    }
    ScopeEnt e = { name, len, kind, p->depth, index, h, sl->top };
    if (vec_push(&p->scope, e) < 0) {
        p->oom = 1;
        return -1;
    }
    sl->top = (int32_t)(p->scope.len - 1);
    p->sversion++;
    p->nexact_digit += exact_digit(&e);
    return 0;
}

/* Innermost entry named exactly s[0..len) whose hash is h: its index, or -1. */
static int32_t scope_top_h(const Parser *p, const char *s, size_t len, uint32_t h)
{
    if (!p->scap || !p->sgen)
        return -1;
    const ScopeSlot *sl = &p->sslots[sslot_find(p, s, len, h)];
    return sl->gen == p->sgen ? sl->top : -1;
}

const ScopeEnt *scope_find_decl(const Parser *p, const char *s, size_t len)
{
    int32_t t = scope_top_h(p, s, len, strtab_hash(s, len));
    return t >= 0 ? &p->scope.data[t] : NULL;
}

/* Innermost range entry that declares register `v` of the prefix
 * s[0..k), through a small cache of recent prefixes (register operands
 * cycle through a handful: %r, %rd, %f, %p ...). */
static int32_t range_top(Parser *p, const char *s, size_t k)
{
    uint64_t key = 0;
    if (k > 8)
        return scope_top_h(p, s, k, strtab_hash(s, k));
    for (size_t i = 0; i < k; i++)  // not memcpy: a library call for a variable length
        key |= (uint64_t)(unsigned char)s[i] << (8 * i);
    RangeCacheEnt *c = &p->rcache[(key * 0x9e3779b97f4a7c15u) >> 61];
    if (c->key == key && c->len == k && c->version == p->sversion)
        return c->top;
    int32_t top = scope_top_h(p, s, k, strtab_hash(s, k));
    *c = (RangeCacheEnt){ key, (uint32_t)k, p->sversion, top };
    return top;
}

/* A use of `%r7` may name register 7 of a range `%r<N>` (prefix and index)
 * or a register declared alone under the exact name; the innermost (latest
 * pushed) candidate wins. The exact lookup is skipped when no live
 * declaration has a %-name ending in a digit, the common case. */
const ScopeEnt *scope_find(Parser *p, const char *s, size_t len, uint32_t *idx)
{
    size_t k = len;
    while (k > 0 && s[k - 1] >= '0' && s[k - 1] <= '9')
        k--;
    size_t nd = len - k;
    int32_t exact = -1;
    if (nd == 0 || s[0] != '%' || p->nexact_digit)
        exact = scope_top_h(p, s, len, strtab_hash(s, len));
    while (exact >= 0 && p->scope.data[exact].kind == ENT_REGRANGE)
        exact = p->scope.data[exact].shadow;  // a range's prefix alone names no register
    int32_t range = -1;
    uint32_t v = 0;
    if (k > 0 && nd > 0 && nd <= 9 && (nd == 1 || s[k] != '0')) {  // ranges never write %r01
        for (size_t i = k; i < len; i++)
            v = v * 10 + (uint32_t)(s[i] - '0');
        for (range = range_top(p, s, k); range >= 0; range = p->scope.data[range].shadow) {
            const ScopeEnt *e = &p->scope.data[range];
            if (e->kind == ENT_REGRANGE && v < p->regdecls.data[e->index].count)
                break;
        }
    }
    if (range > exact) {
        *idx = v;
        return &p->scope.data[range];
    }
    *idx = 0;
    return exact >= 0 ? &p->scope.data[exact] : NULL;
}

/* Pops every entry of depth > p->depth (after leaving a block). */
void scope_pop(Parser *p)
{
    while (p->scope.len && p->scope.data[p->scope.len - 1].depth > p->depth) {
        const ScopeEnt *e = &p->scope.data[p->scope.len - 1];
        ScopeSlot *sl = &p->sslots[sslot_find(p, e->name, e->len, e->hash)];
        sl->top = e->shadow;
        p->nexact_digit -= exact_digit(e);
        p->scope.len--;
        p->sversion++;
    }
}

/* ---- pointer maps ---- */

static uint32_t ptr_hash(const void *key)
{
    return (uint32_t)(((uintptr_t)key >> 4) * 2654435761u);
}

int ptrmap_get(const PtrMap *m, const void *key, uint32_t *value)
{
    if (!m->cap || !m->gen)
        return 0;
    for (uint32_t j = ptr_hash(key) & (m->cap - 1);; j = (j + 1) & (m->cap - 1)) {
        if (m->slots[j].gen != m->gen)
            return 0;
        if (m->slots[j].key == key) {
            *value = m->slots[j].value;
            return 1;
        }
    }
}

int ptrmap_put(PtrMap *m, const void *key, uint32_t value)
{
    if (!m->gen)
        m->gen = 1;
    if ((m->len + 1) * 2 > m->cap) {
        uint32_t ncap = m->cap ? m->cap * 2 : 64;
        PtrSlot *ns = mem_alloc((size_t)ncap * sizeof *ns);
        if (!ns)
            return -1;
        memset(ns, 0, (size_t)ncap * sizeof *ns);
        for (uint32_t i = 0; i < m->cap; i++) {
            if (m->slots[i].gen != m->gen)
                continue;
            uint32_t j = ptr_hash(m->slots[i].key) & (ncap - 1);
            while (ns[j].gen == m->gen)
                j = (j + 1) & (ncap - 1);
            ns[j] = m->slots[i];
        }
        mem_free(m->slots);
        m->slots = ns;
        m->cap = ncap;
    }
    uint32_t j = ptr_hash(key) & (m->cap - 1);
    while (m->slots[j].gen == m->gen && m->slots[j].key != key)
        j = (j + 1) & (m->cap - 1);
    if (m->slots[j].gen != m->gen)
        m->len++;
    m->slots[j] = (PtrSlot){ key, m->gen, value };
    return 0;
}

void ptrmap_clear(PtrMap *m)
{
    m->len = 0;
    if (++m->gen == 0) {
        memset(m->slots, 0, (size_t)m->cap * sizeof *m->slots);
        m->gen = 1;
    }
}

void ptrmap_free(PtrMap *m)
{
    mem_free(m->slots);
    memset(m, 0, sizeof *m);
}

/* ---- module-level symbols ---- */

/* Module-level names live in a PtrMap: the value is index << 1 | (kind == FUNC). */
int global_find(const Parser *p, const char *name, uint8_t *kind, uint32_t *index)
{
    uint32_t v;
    if (!ptrmap_get(&p->globals, name, &v))
        return 0;
    *kind = (v & 1) ? GLOBAL_FUNC : GLOBAL_VAR;
    *index = v >> 1;
    return 1;
}

int global_add(Parser *p, const char *name, uint8_t kind, uint32_t index)
{
    if (ptrmap_put(&p->globals, name, index << 1 | (kind == GLOBAL_FUNC)) < 0) {
        p->oom = 1;
        return -1;
    }
    return 0;
}

/* ---- entry point ---- */

KirModule *ptx_parse(const char *buf, size_t len, DiagSink *sink, uint32_t file)
{
    return ptx_parse_at(buf, len, sink, file, 1);
}

KirModule *ptx_parse_at(const char *buf, size_t len, DiagSink *sink, uint32_t file,
                        uint32_t first_line)
{
    Parser *p = mem_alloc(sizeof *p);
    KirModule *m = kir_module_new();
    if (!p || !m) {
        mem_free(p);
        kir_module_free(m);
        diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 0, 0 }, "IO003", "out of memory");
        return NULL;
    }
    memset(p, 0, sizeof *p);
    p->sink = sink;
    p->file = file;
    p->m = m;
    p->cur_func = -1;
    m->input_file = file;
    m->path = strtab_intern(&m->strs, diag_file_path(sink, file), strlen(diag_file_path(sink, file)));
    ptx_lex_init(&p->lx, buf, len);
    p->lx.line = first_line;
    parse_next(p);
    parse_module(p);
    if (!p->oom && !p->nerr)
        finish_module(p);
    if (p->oom || m->arena.oom || m->strs.oom) {
        diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 0, 0 }, "IO003",
                    "out of memory while parsing");
        p->nerr++;
    }
    int failed = p->nerr > 0;
    parser_free(p);
    mem_free(p);
    if (failed) {
        kir_module_free(m);
        return NULL;
    }
    return m;
}
