/*
 * ptx_decl.c - PTX module directives, declarations and function bodies.
 * Consumes: tokens at module level. Produces: module header fields, the
 * .file table, variables of every state space, functions with their
 * parameters and performance directives, and (through ptx_inst.c) their
 * instructions. Assumes: p->tok is the first token of a statement.
 */
#include "ptx_int.h"

#include <string.h>

enum { LINK_VISIBLE = 1, LINK_EXTERN = 2, LINK_WEAK = 4 };

static void error_here(Parser *p, const char *code, const char *what)
{
    char buf[64];
    if (p->tok.kind == PTX_TOK_EOF)
        parse_error(p, &p->tok, "PTX009", "unexpected end of file: expected %s", what);
    else
        parse_error(p, &p->tok, code, "expected %s, found %s", what, tok_desc(p, buf, sizeof buf));
}

/* A plain (non-directive) identifier. Returns the interned name or NULL
 * (error reported). */
static const char *expect_name(Parser *p, const char *what)
{
    if (p->tok.kind != PTX_TOK_WORD || p->tok.start[0] == '.') {
        error_here(p, "PTX002", what);
        return NULL;
    }
    const char *s = intern_tok(p, &p->tok);
    parse_next(p);
    return s;
}

static void skip_braces(Parser *p)
{
    int depth = 0;
    do {
        if (p->tok.kind == PTX_TOK_EOF) {
            parse_error(p, &p->tok, "PTX009", "unexpected end of file inside a { } block");
            return;
        }
        if (is_punct(p, '{'))
            depth++;
        else if (is_punct(p, '}'))
            depth--;
        parse_next(p);
    } while (depth > 0);
}

/* ---- module header directives ---- */

static void parse_version(Parser *p)
{
    PtxToken t = p->tok;
    if (p->seen_version)
        parse_error(p, &t, "PTX007", "duplicate .version directive");
    p->seen_version = 1;
    parse_next(p);
    const char *s = p->tok.start;
    uint32_t n = p->tok.len, i = 0, maj = 0, min = 0;
    if (p->tok.kind != PTX_TOK_FLOAT && p->tok.kind != PTX_TOK_INT) {
        error_here(p, "PTX002", "a version number such as 8.7");
        return;
    }
    for (; i < n && s[i] >= '0' && s[i] <= '9' && maj < 1000; i++)
        maj = maj * 10 + (uint32_t)(s[i] - '0');
    if (i < n && s[i] == '.')
        for (i++; i < n && s[i] >= '0' && s[i] <= '9' && min < 1000; i++)
            min = min * 10 + (uint32_t)(s[i] - '0');
    if (i != n || maj == 0) {
        parse_error(p, &p->tok, "PTX002", "malformed PTX version '%.*s'", (int)n, s);
        return;
    }
    p->m->version_major = maj;
    p->m->version_minor = min;
    parse_next(p);
}

static void parse_target(Parser *p)
{
    parse_next(p);
    for (;;) {
        const char *t = expect_name(p, "a target such as sm_80");
        if (!t)
            return;
        if (vec_push(&p->targets, t) < 0)
            p->oom = 1;
        if (!is_punct(p, ','))
            return;
        parse_next(p);
    }
}

static void parse_address_size(Parser *p)
{
    parse_next(p);
    PtxToken t = p->tok;
    uint32_t v;
    if (parse_u32(p, &v, "an address size") < 0)
        return;
    if (v != 32 && v != 64)
        parse_error(p, &t, "PTX011", ".address_size must be 32 or 64, not %u", v);
    p->m->address_size = v;
}

/* .file N "name" [, timestamp, size]  |  .file N "dir" "name" */
static void parse_file(Parser *p)
{
    parse_next(p);
    uint32_t id;
    if (parse_u32(p, &id, "a file number") < 0)
        return;
    if (p->tok.kind != PTX_TOK_STRING) {
        error_here(p, "PTX002", "a file name string");
        return;
    }
    PtxToken a = p->tok;
    parse_next(p);
    KirFile f = { id, NULL, NULL };
    if (p->tok.kind == PTX_TOK_STRING) {
        PtxToken b = p->tok;
        parse_next(p);
        f.dir = strtab_intern(&p->m->strs, a.start + 1, a.len - 2);
        char buf[4096];
        int n = snprintf(buf, sizeof buf, "%.*s/%.*s", (int)(a.len - 2), a.start + 1,
                         (int)(b.len - 2), b.start + 1);
        if (b.len > 2 && b.start[1] == '/')  // an absolute name ignores the directory
            n = snprintf(buf, sizeof buf, "%.*s", (int)(b.len - 2), b.start + 1);
        f.name = strtab_intern(&p->m->strs, buf, n < (int)sizeof buf ? (size_t)n : sizeof buf - 1);
    } else {
        f.name = strtab_intern(&p->m->strs, a.start + 1, a.len - 2);
    }
    while (is_punct(p, ',')) {  // timestamp and size
        parse_next(p);
        if (p->tok.kind != PTX_TOK_INT) {
            error_here(p, "PTX002", "a number after ',' in .file");
            return;
        }
        parse_next(p);
    }
    for (uint32_t i = 0; i < p->files.len; i++)
        if (p->files.data[i].id == id) {
            parse_error(p, &a, "PTX007", "duplicate .file %u", id);
            return;
        }
    if (!f.name || vec_push(&p->files, f) < 0)
        p->oom = 1;
}

static void parse_pragma(Parser *p, int in_body)
{
    parse_next(p);
    for (;;) {
        if (p->tok.kind != PTX_TOK_STRING) {
            error_here(p, "PTX002", "a pragma string");
            return;
        }
        const char *s = strtab_intern(&p->m->strs, p->tok.start + 1, p->tok.len - 2);
        StrVec *dst = in_body ? &p->fpragmas : &p->pragmas;
        if (!s || vec_push(dst, s) < 0)
            p->oom = 1;
        parse_next(p);
        if (!is_punct(p, ','))
            break;
        parse_next(p);
    }
    expect_punct(p, ';', "after .pragma");
}

/* ---- variables ---- */

typedef VEC(KirInitElem) InitVec;

static int parse_init_elem(Parser *p, InitVec *out)
{
    KirInitElem e;
    memset(&e, 0, sizeof e);
    int neg = 0;
    if (is_punct(p, '-')) {
        neg = 1;
        parse_next(p);
    }
    if (p->tok.kind == PTX_TOK_INT) {
        if (parse_int_tok(p, &p->tok, &e.imm) < 0)
            return -1;
        e.kind = KIR_OPND_IMM;
        if (neg)
            e.imm = (int64_t)(0 - (uint64_t)e.imm);
        parse_next(p);
    } else if (p->tok.kind == PTX_TOK_FLOAT) {
        if (parse_float_tok(p, &p->tok, &e.fbits, &e.fwidth) < 0)
            return -1;
        e.kind = KIR_OPND_FIMM;
        if (neg)
            e.fbits ^= (uint64_t)1 << (e.fwidth - 1);
        parse_next(p);
    } else if (p->tok.kind == PTX_TOK_WORD && p->tok.start[0] != '.') {
        int gen = 0;
        if (is_word(p, "generic")) {
            parse_next(p);
            if (expect_punct(p, '(', "after generic") < 0)
                return -1;
            gen = 1;
        }
        PtxToken t = p->tok;
        const char *name = expect_name(p, "a variable name");
        if (!name)
            return -1;
        uint8_t kind;
        uint32_t idx;
        if (!global_find(p, name, &kind, &idx)) {
            parse_error(p, &t, "PTX006", "undefined symbol '%s' in initializer", name);
            return -1;
        }
        e.kind = kind == GLOBAL_VAR ? KIR_OPND_VAR : KIR_OPND_FUNC;
        e.var = idx;
        e.generic = (uint8_t)gen;
        if (gen && expect_punct(p, ')', "after generic(name") < 0)
            return -1;
        if (is_punct(p, '+') || is_punct(p, '-')) {
            int minus = is_punct(p, '-');
            parse_next(p);
            if (p->tok.kind != PTX_TOK_INT || parse_int_tok(p, &p->tok, &e.off) < 0) {
                error_here(p, "PTX002", "an integer offset");
                return -1;
            }
            if (minus)
                e.off = -e.off;
            parse_next(p);
        }
    } else {
        error_here(p, "PTX002", "an initializer value");
        return -1;
    }
    if (vec_push(out, e) < 0)
        p->oom = 1;
    return 0;
}

/* = value | = { ... } with nested braces for arrays of arrays (at most
 * one level per array dimension, 4, plus vector elements). */
static int parse_initializer(Parser *p, InitVec *out, int depth)
{
    if (!is_punct(p, '{'))
        return parse_init_elem(p, out);
    if (depth >= 6) {
        parse_error(p, &p->tok, "PTX011", "initializer braces nested too deeply");
        return -1;
    }
    parse_next(p);
    if (p->tok.kind == PTX_TOK_WORD && p->tok.start[0] != '.') {
        /* sampler/texture field list `{ addr_mode_0 = wrap, ... }`: not data */
        PtxLexer peek = p->lx;  // a look at the next token; errors are reported when it is read
        PtxToken next;
        ptx_lex_next(&peek, &next);
        if (next.kind == PTX_TOK_PUNCT && next.punct == '=') {
            while (!is_punct(p, '}') && p->tok.kind != PTX_TOK_EOF)
                parse_next(p);
            return expect_punct(p, '}', "closing the initializer");
        }
    }
    for (;;) {
        if (parse_initializer(p, out, depth + 1) < 0)
            return -1;
        if (!is_punct(p, ','))
            break;
        parse_next(p);
    }
    return expect_punct(p, '}', "closing the initializer");
}

typedef struct {
    KirSpace space;
    uint8_t type, vec, ptr_space;
    uint32_t align, ptr_align;
    int link;
} DeclSpec;

/* `.ptr.global.align 16` or `.ptr .global .align 16` (Triton) parameter
 * attributes; the current word starts with `.ptr`. */
static int parse_ptr_attr(Parser *p, DeclSpec *d)
{
    const char *s = p->tok.start + 4, *end = p->tok.start + p->tok.len;
    int want_align = 0;
    while (s < end) {
        const char *q = s + 1;
        while (q < end && *q != '.')
            q++;
        size_t l = (size_t)(q - s - 1);
        if (l == 5 && memcmp(s + 1, "align", 5) == 0)
            want_align = 1;
        else {
            KirSpace sp = ptx_space_from_name(s + 1, l);
            if (sp == KIR_SPACE_COUNT) {
                parse_error(p, &p->tok, "PTX011", "unknown .ptr attribute '%.*s'", (int)l, s + 1);
                return -1;
            }
            d->ptr_space = (uint8_t)sp;
        }
        s = q;
    }
    parse_next(p);
    for (;;) {
        KirSpace sp;
        if (!want_align && is_word(p, ".align")) {
            want_align = 1;
            parse_next(p);
            break;
        }
        if (want_align || p->tok.kind != PTX_TOK_WORD || p->tok.start[0] != '.' ||
            (sp = ptx_space_from_name(p->tok.start + 1, p->tok.len - 1)) == KIR_SPACE_COUNT)
            break;
        d->ptr_space = (uint8_t)sp;
        parse_next(p);
    }
    if (want_align)
        return parse_u32(p, &d->ptr_align, "a .ptr alignment");
    return 0;
}

/* Inline asm may glue a directive to its type (`.reg.b32 f;`): applies the
 * components after the directive word's own name to d. Returns -1 (error
 * reported) on a component that is neither a type nor a vector width. */
static int apply_glued(Parser *p, DeclSpec *d, size_t skip)
{
    const char *s = p->tok.start + skip, *end = p->tok.start + p->tok.len;
    while (s < end) {
        const char *q = s + 1;
        while (q < end && *q != '.')
            q++;
        size_t l = (size_t)(q - s - 1);
        KirType t = ptx_type_from_name(s + 1, l);
        if (t != KIR_TYPE_NONE && d->type == KIR_TYPE_NONE)
            d->type = (uint8_t)t;
        else if (l == 2 && s[1] == 'v' && (s[2] == '2' || s[2] == '4' || s[2] == '8'))
            d->vec = (uint8_t)(s[2] - '0');
        else {
            parse_error(p, &p->tok, "PTX011", "unexpected '%.*s' in the declaration", (int)(l + 1), s);
            return -1;
        }
        s = q;
    }
    parse_next(p);
    return 0;
}

/* The dotted words after the state space: .align N, .v2/.v4/.v8, the type,
 * .ptr attributes, .attribute(...). */
static int parse_decl_spec(Parser *p, DeclSpec *d)
{
    while (p->tok.kind == PTX_TOK_WORD && p->tok.start[0] == '.') {
        const char *s = p->tok.start + 1;
        size_t l = p->tok.len - 1;
        KirType t;
        if (is_word(p, ".align")) {
            parse_next(p);
            PtxToken at = p->tok;
            if (parse_u32(p, &d->align, "an alignment") < 0)
                return -1;
            if (d->align == 0 || (d->align & (d->align - 1))) {
                parse_error(p, &at, "PTX011", "alignment %u is not a power of two", d->align);
                return -1;
            }
            continue;
        }
        if (l == 2 && s[0] == 'v' && (s[1] == '2' || s[1] == '4' || s[1] == '8')) {
            d->vec = (uint8_t)(s[1] - '0');
        } else if (l >= 3 && memcmp(s, "ptr", 3) == 0 && (l == 3 || s[3] == '.')) {
            if (parse_ptr_attr(p, d) < 0)
                return -1;
            continue;
        } else if (is_word(p, ".attribute")) {
            parse_next(p);
            if (expect_punct(p, '(', "after .attribute") < 0)
                return -1;
            int depth = 1;
            while (depth > 0 && p->tok.kind != PTX_TOK_EOF && !is_punct(p, ';')) {
                depth += is_punct(p, '(') - is_punct(p, ')');
                parse_next(p);
            }
            continue;
        } else if ((t = ptx_type_from_name(s, l)) != KIR_TYPE_NONE) {
            if (d->type != KIR_TYPE_NONE) {
                parse_error(p, &p->tok, "PTX011", "a second type '%.*s' in one declaration",
                            (int)p->tok.len, p->tok.start);
                return -1;
            }
            d->type = (uint8_t)t;
        } else {
            break;
        }
        parse_next(p);
    }
    if (d->type == KIR_TYPE_NONE) {
        error_here(p, "PTX011", "a type such as .b32 in the declaration");
        return -1;
    }
    return 0;
}

/* [N][M]... or [] (unsized); fills v->dims. */
static int parse_dims(Parser *p, KirVar *v)
{
    while (is_punct(p, '[')) {
        parse_next(p);
        if (v->ndims == 4) {
            parse_error(p, &p->tok, "PTX011", "more than 4 array dimensions");
            return -1;
        }
        if (is_punct(p, ']')) {
            if (v->ndims) {
                parse_error(p, &p->tok, "PTX011", "only the first array dimension may be empty");
                return -1;
            }
            v->unsized = 1;
            v->dims[v->ndims++] = 0;
        } else {
            PtxToken t = p->tok;
            int64_t n = 32;
            int warp_sz = t.kind == PTX_TOK_WORD && t.len == 7 && memcmp(t.start, "WARP_SZ", 7) == 0;
            if (!warp_sz && (t.kind != PTX_TOK_INT || parse_int_tok(p, &t, &n) < 0 || n < 0 ||
                             n > ((int64_t)1 << 40))) {
                if (t.kind != PTX_TOK_INT)
                    error_here(p, "PTX002", "an array size");
                else
                    parse_error(p, &t, "PTX011", "array size out of range");
                return -1;
            }
            v->dims[v->ndims++] = (uint64_t)n;
            parse_next(p);
        }
        if (expect_punct(p, ']', "after the array size") < 0)
            return -1;
    }
    return 0;
}

static uint64_t var_size(const KirVar *v)
{
    uint64_t n = (kir_type_bits((KirType)v->type) + 7) / 8 * (v->vec ? v->vec : 1);
    if (v->type == KIR_TYPE_PRED)
        n = 1;
    for (uint32_t i = 0; i < v->ndims; i++) {
        if (v->dims[i] && n > (UINT64_C(1) << 50) / v->dims[i])
            return UINT64_MAX;
        n *= v->dims[i];
    }
    return n;
}

static int add_var(Parser *p, KirVar *v, const PtxToken *at)
{
    if (v->func < 0) {
        uint8_t kind;
        uint32_t idx;
        if (global_find(p, v->name, &kind, &idx)) {
            KirVar *old = kind == GLOBAL_VAR ? &p->vars.data[idx] : NULL;
            if (!old || (!old->is_extern && !v->is_extern)) {
                parse_error(p, at, "PTX007", "duplicate definition of '%s'", v->name);
                return -1;
            }
            if (!v->is_extern)
                *old = *v;  // the definition replaces the extern declaration
            return (int)idx;
        }
    } else {
        const ScopeEnt *e = scope_find_decl(p, v->name, strlen(v->name));
        if (e && e->depth == p->depth && e->kind == ENT_VAR) {
            parse_error(p, at, "PTX007", "duplicate declaration of '%s' in this block", v->name);
            return -1;
        }
    }
    uint32_t idx = p->vars.len;
    if (vec_push(&p->vars, *v) < 0) {
        p->oom = 1;
        return -1;
    }
    if (v->func < 0 ? global_add(p, v->name, GLOBAL_VAR, idx) < 0
                    : scope_push(p, v->name, ENT_VAR, idx) < 0)
        return -1;
    return (int)idx;
}

/* After the state-space word: spec, then name[dims] [= init] {, name...} ; */
static void parse_var_decl(Parser *p, const DeclSpec *spec, int32_t func)
{
    DeclSpec d = *spec;
    KirSpace space = d.space;
    int link = d.link;
    if (parse_decl_spec(p, &d) < 0)
        goto fail;
    for (;;) {
        PtxToken at = p->tok;
        KirVar v;
        memset(&v, 0, sizeof v);
        v.name = expect_name(p, "a variable name");
        if (!v.name)
            goto fail;
        v.space = (uint8_t)space;
        v.type = d.type;
        v.vec = d.vec;
        v.align = d.align;
        v.ptr_space = d.ptr_space;
        v.ptr_align = d.ptr_align;
        v.is_extern = (link & LINK_EXTERN) != 0;
        v.is_visible = (link & LINK_VISIBLE) != 0;
        v.is_weak = (link & LINK_WEAK) != 0;
        v.func = func;
        v.line = at.line;
        v.col = at.col;
        if (parse_dims(p, &v) < 0)
            goto fail;
        if (is_punct(p, '=')) {
            parse_next(p);
            InitVec init = { 0 };
            int rc = parse_initializer(p, &init, 0);
            if (rc == 0 && init.len) {
                v.init = arena_alloc(&p->m->arena, init.len * sizeof *init.data);
                if (v.init)
                    memcpy(v.init, init.data, init.len * sizeof *init.data);
                else
                    p->oom = 1;
                v.ninit = init.len;
            }
            if (init.oom)
                p->oom = 1;
            vec_free(&init);
            if (rc < 0)
                goto fail;
            if (v.unsized && v.ndims == 1)
                v.dims[0] = v.ninit / (v.vec ? v.vec : 1), v.unsized = 0;
        }
        if (v.unsized && !v.is_extern && space != KIR_SPACE_SHARED && space != KIR_SPACE_PARAM) {
            parse_error(p, &at, "PTX011", "array '%s' has no size and is not .extern", v.name);
            goto fail;
        }
        v.size = var_size(&v);
        if (v.size == UINT64_MAX) {
            parse_error(p, &at, "PTX011", "variable '%s' is too large", v.name);
            goto fail;
        }
        if (add_var(p, &v, &at) < 0)
            goto fail;
        if (!is_punct(p, ','))
            break;
        parse_next(p);
    }
    if (expect_punct(p, ';', "after the declaration") == 0)
        return;
fail:
    parse_recover(p);
}

/* .reg [.v2] .type name[<N>] {, name[<N>]} ; */
static void parse_reg_decl(Parser *p)
{
    DeclSpec d = { KIR_SPACE_REG, KIR_TYPE_NONE, 1, KIR_SPACE_NONE, 0, 0, 0 };
    if (apply_glued(p, &d, 4) < 0 || parse_decl_spec(p, &d) < 0)
        goto fail;
    for (;;) {
        PtxToken at = p->tok;
        const char *name = expect_name(p, "a register name");
        if (!name)
            goto fail;
        KirRegDecl rd = { name, d.type, d.vec, 0, p->nregs, p->depth };
        int range = 0;
        if (is_punct(p, '<')) {
            parse_next(p);
            if (parse_u32(p, &rd.count, "a register count") < 0 ||
                expect_punct(p, '>', "after the register count") < 0)
                goto fail;
            if (rd.count > (1u << 24)) {
                parse_error(p, &at, "PTX011", "register range %s<%u> is too large", name, rd.count);
                goto fail;
            }
            range = 1;
        }
        const ScopeEnt *e = scope_find_decl(p, name, strlen(name));
        if (e && e->depth == p->depth && (e->kind == ENT_REG || e->kind == ENT_REGRANGE)) {
            parse_error(p, &at, "PTX007", "duplicate declaration of register '%s'", name);
            goto fail;
        }
        if ((uint64_t)p->nregs + (range ? rd.count : 1) > (1u << 26)) {
            parse_error(p, &at, "PTX011", "more than %u registers in one function", 1u << 26);
            goto fail;
        }
        if (!range || rd.count > 0) {
            if (vec_push(&p->regdecls, rd) < 0) {
                p->oom = 1;
                goto fail;
            }
            p->nregs += range ? rd.count : 1;
            scope_push(p, name, range ? ENT_REGRANGE : ENT_REG, p->regdecls.len - 1);
        }
        if (!is_punct(p, ','))
            break;
        parse_next(p);
    }
    if (expect_punct(p, ';', "after the register declaration") == 0)
        return;
fail:
    parse_recover(p);
}

/* .loc file line col [, function_name X[+N]] [, inlined_at f l c] ... */
static void parse_loc(Parser *p)
{
    parse_next(p);
    uint32_t f, l, c;
    if (parse_u32(p, &f, "a file number") < 0 || parse_u32(p, &l, "a line number") < 0 ||
        parse_u32(p, &c, "a column number") < 0) {
        parse_recover(p);
        return;
    }
    p->curloc = (SrcLoc){ f, l, c };
    p->cur_inlined = 0;
    KirInlined in = { { 0, 0, 0 }, NULL };
    int has_inl = 0;
    while (is_punct(p, ',')) {
        parse_next(p);
        if (is_word(p, "function_name")) {
            parse_next(p);
            in.function = expect_name(p, "a function name label");
            if (!in.function)
                return;
            if (is_punct(p, '+')) {
                parse_next(p);
                if (p->tok.kind == PTX_TOK_INT)
                    parse_next(p);
            }
        } else if (is_word(p, "inlined_at")) {
            parse_next(p);
            if (parse_u32(p, &in.at.file, "a file number") < 0 ||
                parse_u32(p, &in.at.line, "a line number") < 0 ||
                parse_u32(p, &in.at.col, "a column number") < 0)
                return;
            has_inl = 1;
        } else {
            error_here(p, "PTX002", "function_name or inlined_at in .loc");
            return;
        }
    }
    if (!has_inl)
        return;
    if (p->inlined.len) {
        const KirInlined *last = &p->inlined.data[p->inlined.len - 1];
        if (last->function == in.function && last->at.file == in.at.file &&
            last->at.line == in.at.line && last->at.col == in.at.col) {
            p->cur_inlined = p->inlined.len;
            return;
        }
    }
    if (vec_push(&p->inlined, in) < 0)
        p->oom = 1;
    p->cur_inlined = p->inlined.len;
}

/* ---- functions ---- */

/* ( .param .u64 name, .reg .b32 r, ... ) ; appends var indices to *out */
static int parse_params(Parser *p, int32_t func, int is_ret, U32Vec *out)
{
    parse_next(p);  // (
    if (is_punct(p, ')')) {
        parse_next(p);
        return 0;
    }
    for (;;) {
        KirSpace space;
        if (is_word(p, ".param"))
            space = KIR_SPACE_PARAM;
        else if (is_word(p, ".reg"))
            space = KIR_SPACE_REG;
        else {
            error_here(p, "PTX002", ".param or .reg in the parameter list");
            return -1;
        }
        parse_next(p);
        DeclSpec d = { space, KIR_TYPE_NONE, 1, KIR_SPACE_NONE, 0, 0, 0 };
        if (parse_decl_spec(p, &d) < 0)
            return -1;
        PtxToken at = p->tok;
        KirVar v;
        memset(&v, 0, sizeof v);
        v.name = expect_name(p, "a parameter name");
        if (!v.name)
            return -1;
        v.space = (uint8_t)space;
        v.type = d.type, v.vec = d.vec, v.align = d.align;
        v.ptr_space = d.ptr_space, v.ptr_align = d.ptr_align;
        v.func = func;
        v.is_param = 1;
        v.is_retparam = (uint8_t)is_ret;
        v.line = at.line, v.col = at.col;
        if (parse_dims(p, &v) < 0)
            return -1;
        v.size = var_size(&v);
        uint32_t idx = p->vars.len;
        if (vec_push(&p->vars, v) < 0 || vec_push(out, idx) < 0) {
            p->oom = 1;
            return -1;
        }
        if (!is_punct(p, ','))
            break;
        parse_next(p);
    }
    return expect_punct(p, ')', "closing the parameter list");
}

static int parse_dim3(Parser *p, uint32_t out[3], const char *what)
{
    parse_next(p);
    out[1] = out[2] = 1;
    for (int i = 0; i < 3; i++) {
        if (parse_u32(p, &out[i], what) < 0)
            return -1;
        if (!is_punct(p, ','))
            return 0;
        parse_next(p);
    }
    return 0;
}

/* Performance directives between the header and the body. Returns 1 when
 * the current token was one, 0 when not, -1 on error. */
static int parse_perf_directive(Parser *p, KirFunc *f)
{
    static const struct { const char *name; size_t off; } scalars[] = {
        { ".minnctapersm", offsetof(KirFunc, minnctapersm) },
        { ".maxnctapersm", offsetof(KirFunc, maxnctapersm) },
        { ".maxnreg", offsetof(KirFunc, maxnreg) },
        { ".maxclusterrank", offsetof(KirFunc, maxclusterrank) },
    };
    if (is_word(p, ".maxntid"))
        return parse_dim3(p, f->maxntid, "a thread count") < 0 ? -1 : 1;
    if (is_word(p, ".reqntid"))
        return parse_dim3(p, f->reqntid, "a thread count") < 0 ? -1 : 1;
    if (is_word(p, ".reqnctapercluster"))
        return parse_dim3(p, f->reqnctapercluster, "a CTA count") < 0 ? -1 : 1;
    for (size_t i = 0; i < sizeof scalars / sizeof scalars[0]; i++)
        if (is_word(p, scalars[i].name)) {
            parse_next(p);
            return parse_u32(p, (uint32_t *)((char *)f + scalars[i].off), "a number") < 0 ? -1 : 1;
        }
    if (is_word(p, ".explicitcluster") || is_word(p, ".blocksareclusters")) {
        f->explicitcluster = 1;
        parse_next(p);
        return 1;
    }
    if (is_word(p, ".noreturn")) {
        f->noreturn = 1;
        parse_next(p);
        return 1;
    }
    if (is_word(p, ".abi_preserve") || is_word(p, ".abi_preserve_control")) {
        uint32_t dummy;
        parse_next(p);
        return parse_u32(p, &dummy, "a register count") < 0 ? -1 : 1;
    }
    if (is_word(p, ".pragma")) {
        parse_pragma(p, 1);
        return 1;
    }
    return 0;
}

static void parse_label_or_decl(Parser *p)
{
    PtxToken at = p->tok;
    const char *name = intern_tok(p, &at);
    parse_next(p);  // name
    parse_next(p);  // :
    if (!name)
        return;
    if (is_word(p, ".callprototype") || is_word(p, ".calltargets")) {
        while (!is_punct(p, ';') && p->tok.kind != PTX_TOK_EOF && !is_punct(p, '}'))
            parse_next(p);
        expect_punct(p, ';', "after the prototype");
        scope_push(p, name, ENT_PROTO, 0);
        return;
    }
    if (is_word(p, ".branchtargets")) {
        parse_next(p);
        VEC(const char *) names = { 0 };
        for (;;) {
            const char *l = expect_name(p, "a label");
            if (!l || vec_push(&names, l) < 0)
                break;
            if (!is_punct(p, ','))
                break;
            parse_next(p);
        }
        BranchTable bt = { NULL, names.len };
        bt.labels = arena_alloc(&p->m->arena, (names.len + 1) * sizeof *bt.labels);
        if (!bt.labels || names.oom || vec_push(&p->tables, bt) < 0)
            p->oom = 1;
        else {
            if (names.len)
                memcpy(bt.labels, names.data, names.len * sizeof *names.data);
            p->tables.data[p->tables.len - 1] = bt;
        }
        vec_free(&names);
        scope_push(p, name, ENT_TABLE, p->tables.len - 1);
        expect_punct(p, ';', "after .branchtargets");
        return;
    }
    uint32_t prev;
    int dup = p->depth == 0 && ptrmap_get(&p->label_map, name, &prev);
    for (uint32_t i = p->labels.len; p->depth > 0 && i-- > 0 && p->labels.data[i].depth == p->depth;)
        if (p->labels.data[i].name == name)
            dup = 1, prev = i;
    if (dup) {
        parse_error(p, &at, "PTX007", "duplicate label '%s' (first defined at line %u)", name,
                    p->labels.data[prev].line);
        return;
    }
    LabelDef def = { name, p->insts.len, p->depth, at.line, at.col };
    if (vec_push(&p->labels, def) < 0 || vec_push(&p->all_labels, def) < 0 ||
        (p->depth == 0 && ptrmap_put(&p->label_map, name, p->labels.len - 1) < 0))
        p->oom = 1;
}

/* Is the current word directly followed by ':' (not '::')? */
static int at_label(const Parser *p)
{
    const char *q = p->lx.cur, *end = p->lx.end;
    while (q < end && (*q == ' ' || *q == '\t'))
        q++;
    return q < end && *q == ':' && (q + 1 >= end || q[1] != ':');
}

static void parse_guard_and_instruction(Parser *p)
{
    PtxToken start = p->tok;
    int32_t guard = -1;
    uint8_t neg = 0;
    if (is_punct(p, '@')) {
        parse_next(p);
        if (is_punct(p, '!')) {
            neg = 1;
            parse_next(p);
        }
        if (p->tok.kind != PTX_TOK_WORD) {
            error_here(p, "PTX002", "a predicate register after '@'");
            parse_recover(p);
            return;
        }
        guard = lookup_reg(p, p->tok.start, p->tok.len);
        if (guard < 0) {
            parse_error(p, &p->tok, "PTX005", "use of undeclared register '%.*s'",
                        (int)p->tok.len, p->tok.start);
            parse_recover(p);
            return;
        }
        parse_next(p);
        if (p->tok.kind != PTX_TOK_WORD || p->tok.start[0] == '.') {
            error_here(p, "PTX002", "an instruction after the guard");
            parse_recover(p);
            return;
        }
    }
    parse_instruction(p, guard, neg, &start);
}

/* Is the current word `name` glued to more components (`.reg.b32`)? */
static int glued(const Parser *p, const char *name)
{
    size_t n = strlen(name);
    return p->tok.kind == PTX_TOK_WORD && p->tok.len > n + 1 && memcmp(p->tok.start, name, n) == 0 &&
           p->tok.start[n] == '.';
}

static void parse_body_directive(Parser *p, int32_t func)
{
    static const struct { const char *name; KirSpace space; } spaces[] = {
        { ".local", KIR_SPACE_LOCAL }, { ".shared", KIR_SPACE_SHARED },
        { ".param", KIR_SPACE_PARAM }, { ".const", KIR_SPACE_CONST },
        { ".global", KIR_SPACE_GLOBAL },
    };
    if (is_word(p, ".reg") || glued(p, ".reg"))
        return parse_reg_decl(p);
    if (is_word(p, ".loc"))
        return parse_loc(p);
    if (is_word(p, ".pragma"))
        return parse_pragma(p, 1);
    int link = 0;
    if (is_word(p, ".extern")) {
        link = LINK_EXTERN;
        parse_next(p);
    }
    for (size_t i = 0; i < sizeof spaces / sizeof spaces[0]; i++)
        if (is_word(p, spaces[i].name) || glued(p, spaces[i].name)) {
            DeclSpec d = { spaces[i].space, KIR_TYPE_NONE, 1, KIR_SPACE_NONE, 0, 0, link };
            if (apply_glued(p, &d, strlen(spaces[i].name)) < 0) {
                parse_recover(p);
                return;
            }
            return parse_var_decl(p, &d, func);
        }
    char buf[64];
    parse_error(p, &p->tok, "PTX003", "unknown directive %s in a function body",
                tok_desc(p, buf, sizeof buf));
    parse_recover(p);
}

static void reset_function_state(Parser *p)
{
    p->depth = 0;
    p->nregs = 0;
    p->insts.len = p->regdecls.len = 0;
    scope_reset(p);
    ptrmap_clear(&p->label_map);
    p->labels.len = p->all_labels.len = p->refs.len = p->tables.len = 0;
    p->inlined.len = p->fpragmas.len = p->scratch.len = 0;
    p->curloc = (SrcLoc){ 0, 0, 0 };
    p->cur_inlined = 0;
}

/* Makes the parameters visible in the body; .reg parameters become
 * registers. */
static void declare_params(Parser *p, const uint32_t *idx, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        const KirVar *v = &p->vars.data[idx[i]];
        if (v->space == KIR_SPACE_REG) {
            KirRegDecl rd = { v->name, v->type, v->vec, 0, p->nregs, 0 };
            if (vec_push(&p->regdecls, rd) < 0) {
                p->oom = 1;
                return;
            }
            p->nregs++;
            scope_push(p, v->name, ENT_REG, p->regdecls.len - 1);
        } else {
            scope_push(p, v->name, ENT_VAR, idx[i]);
        }
    }
}

static void parse_body(Parser *p, uint32_t fi, const PtxToken *open)
{
    reset_function_state(p);
    p->cur_func = (int32_t)fi;
    KirFunc *f = &p->funcs.data[fi];
    declare_params(p, f->params, f->nparams);
    declare_params(p, f->rets, f->nrets);
    parse_next(p);  // {
    for (;;) {
        if (p->oom)
            return;
        if (p->tok.kind == PTX_TOK_EOF) {
            parse_error(p, &p->tok, "PTX009",
                        "unexpected end of file: the body of '%s' opened at line %u is not closed",
                        p->funcs.data[fi].name, open->line);
            return;
        }
        if (is_punct(p, '}')) {
            parse_next(p);
            if (p->depth == 0)
                break;
            labels_close_scope(p);
            p->depth--;
            scope_pop(p);
        } else if (is_punct(p, '{')) {
            p->depth++;
            parse_next(p);
        } else if (is_punct(p, ';')) {
            parse_next(p);
        } else if (p->tok.kind == PTX_TOK_WORD && p->tok.start[0] == '.') {
            parse_body_directive(p, (int32_t)fi);
        } else if (p->tok.kind == PTX_TOK_WORD && at_label(p)) {
            parse_label_or_decl(p);
        } else if (p->tok.kind == PTX_TOK_WORD || is_punct(p, '@')) {
            parse_guard_and_instruction(p);
        } else {
            char buf[64];
            parse_error(p, &p->tok, "PTX002", "expected an instruction, label or directive, found %s",
                        tok_desc(p, buf, sizeof buf));
            parse_next(p);
            parse_recover(p);
        }
    }
    finish_function(p, &p->funcs.data[fi]);
    p->cur_func = -1;
}

/* Registers the function header; returns its index or -1. A declaration
 * followed by a definition shares one entry. */
static int32_t add_function(Parser *p, KirFunc *f, const PtxToken *at, int has_body)
{
    uint8_t kind;
    uint32_t idx;
    if (global_find(p, f->name, &kind, &idx)) {
        KirFunc *old = kind == GLOBAL_FUNC ? &p->funcs.data[idx] : NULL;
        if (!old || old->kind != f->kind) {
            parse_error(p, at, "PTX007", "'%s' is already defined as a different kind of symbol",
                        f->name);
            return -1;
        }
        if (old->has_body && has_body) {
            parse_error(p, at, "PTX007", "duplicate definition of %s '%s' (first defined at line %u)",
                        f->kind == KIR_FUNC_ENTRY ? "kernel" : "function", f->name, old->line);
            return -1;
        }
        if (has_body) {
            *old = *f;
            old->has_body = 1;
        }
        return (int32_t)idx;
    }
    idx = p->funcs.len;
    f->has_body = (uint8_t)has_body;
    if (vec_push(&p->funcs, *f) < 0 || global_add(p, f->name, GLOBAL_FUNC, idx) < 0) {
        p->oom = 1;
        return -1;
    }
    return (int32_t)idx;
}

static uint32_t *copy_u32(Parser *p, const uint32_t *src, uint32_t n)
{
    if (!n)
        return NULL;
    uint32_t *d = arena_alloc_uninit(&p->m->arena, n * sizeof *d);
    if (!d) {
        p->oom = 1;
        return NULL;
    }
    memcpy(d, src, n * sizeof *d);
    return d;
}

static void parse_function(Parser *p, int link, int is_entry)
{
    PtxToken at = p->tok;
    parse_next(p);
    KirFunc f;
    memset(&f, 0, sizeof f);
    f.kind = is_entry ? KIR_FUNC_ENTRY : KIR_FUNC_DEVICE;
    f.is_visible = (link & LINK_VISIBLE) != 0;
    f.is_extern = (link & LINK_EXTERN) != 0;
    f.is_weak = (link & LINK_WEAK) != 0;
    f.line = at.line, f.col = at.col;
    U32Vec rets = { 0 }, params = { 0 };
    int32_t fi = (int32_t)p->funcs.len;  // provisional owner index for parameters
    if (!is_entry && is_punct(p, '(') && parse_params(p, fi, 1, &rets) < 0)
        goto fail;
    PtxToken name_tok = p->tok;
    f.name = expect_name(p, is_entry ? "a kernel name" : "a function name");
    if (!f.name)
        goto fail;
    uint8_t kind;
    uint32_t idx;
    if (global_find(p, f.name, &kind, &idx) && kind == GLOBAL_FUNC)
        fi = (int32_t)idx;
    for (uint32_t i = 0; i < rets.len; i++)
        p->vars.data[rets.data[i]].func = fi;
    if (is_punct(p, '(') && parse_params(p, fi, 0, &params) < 0)
        goto fail;
    int rc;
    while ((rc = parse_perf_directive(p, &f)) == 1)
        ;
    if (rc < 0)
        goto fail;
    f.params = copy_u32(p, params.data, params.len);
    f.nparams = params.len;
    f.rets = copy_u32(p, rets.data, rets.len);
    f.nrets = rets.len;
    vec_free(&rets);
    vec_free(&params);
    if (is_punct(p, ';')) {
        parse_next(p);
        add_function(p, &f, &name_tok, 0);
        return;
    }
    if (!is_punct(p, '{')) {
        error_here(p, "PTX002", "'{' to open the function body, or ';'");
        parse_recover(p);
        return;
    }
    PtxToken open = p->tok;
    fi = add_function(p, &f, &name_tok, 1);
    if (fi < 0) {
        skip_braces(p);
        return;
    }
    parse_body(p, (uint32_t)fi, &open);
    return;
fail:
    vec_free(&rets);
    vec_free(&params);
    parse_recover(p);
    if (is_punct(p, '{'))
        skip_braces(p);
}

/* ---- module level ---- */

static void parse_module_directive(Parser *p)
{
    static const struct { const char *name; KirSpace space; } spaces[] = {
        { ".global", KIR_SPACE_GLOBAL }, { ".shared", KIR_SPACE_SHARED },
        { ".const", KIR_SPACE_CONST }, { ".local", KIR_SPACE_LOCAL },
        { ".tex", KIR_SPACE_TEX },
    };
    if (is_word(p, ".version"))
        return parse_version(p);
    if (!p->seen_version && !p->nerr) {
        parse_error(p, &p->tok, "PTX008", "a PTX module must begin with a .version directive");
        p->fatal = 1;  // not PTX, or not all of it: a list of follow-on errors would only be noise
        return;
    }
    if (is_word(p, ".target"))
        return parse_target(p);
    if (is_word(p, ".address_size"))
        return parse_address_size(p);
    if (is_word(p, ".file"))
        return parse_file(p);
    if (is_word(p, ".pragma"))
        return parse_pragma(p, 0);
    if (is_word(p, ".section")) {
        parse_next(p);
        if (p->tok.kind == PTX_TOK_WORD)
            parse_next(p);
        if (!is_punct(p, '{')) {
            error_here(p, "PTX002", "'{' after .section");
            parse_recover(p);
            return;
        }
        skip_braces(p);
        return;
    }
    if (is_word(p, ".alias")) {
        parse_recover(p);
        return;
    }
    int link = 0;
    for (;;) {
        if (is_word(p, ".visible"))
            link |= LINK_VISIBLE;
        else if (is_word(p, ".extern"))
            link |= LINK_EXTERN;
        else if (is_word(p, ".weak") || is_word(p, ".common"))
            link |= LINK_WEAK;
        else
            break;
        parse_next(p);
    }
    if (is_word(p, ".entry"))
        return parse_function(p, link, 1);
    if (is_word(p, ".func"))
        return parse_function(p, link, 0);
    for (size_t i = 0; i < sizeof spaces / sizeof spaces[0]; i++)
        if (is_word(p, spaces[i].name)) {
            DeclSpec d = { spaces[i].space, KIR_TYPE_NONE, 1, KIR_SPACE_NONE, 0, 0, link };
            parse_next(p);
            return parse_var_decl(p, &d, -1);
        }
    char buf[64];
    if (p->tok.kind == PTX_TOK_WORD && p->tok.start[0] == '.')
        parse_error(p, &p->tok, "PTX003", "unknown directive %s", tok_desc(p, buf, sizeof buf));
    else
        error_here(p, "PTX002", "a declaration after the linkage directive");
    parse_recover(p);
    if (is_punct(p, '{'))
        skip_braces(p);
}

void parse_module(Parser *p)
{
    if (p->tok.kind == PTX_TOK_EOF) {
        if (p->nerr)
            return;  // the lexical error already said what is wrong
        parse_error(p, &p->tok, "PTX008", p->lx.end == p->lx.buf
                                              ? "empty input: no PTX module"
                                              : "no PTX in the input, only whitespace and comments");
        return;
    }
    while (p->tok.kind != PTX_TOK_EOF && !p->oom) {
        if (p->nerr >= p->sink->max_errors)
            return;
        if (p->tok.kind == PTX_TOK_WORD && p->tok.start[0] == '.') {
            parse_module_directive(p);
        } else if (p->tok.kind == PTX_TOK_WORD && p->seen_version && at_label(p)) {
            parse_next(p);  // a label between debug sections (rustc -g): no code follows it
            parse_next(p);
        } else if (is_punct(p, ';')) {
            parse_next(p);
        } else {
            char buf[64];
            parse_error(p, &p->tok, p->seen_version ? "PTX002" : "PTX008",
                        p->seen_version ? "expected a directive at module level, found %s"
                                        : "not a PTX module: expected .version, found %s",
                        tok_desc(p, buf, sizeof buf));
            if (!p->seen_version) {
                p->fatal = 1;
                return;
            }
            parse_next(p);
            parse_recover(p);
            if (is_punct(p, '}'))
                parse_next(p);
        }
    }
}
