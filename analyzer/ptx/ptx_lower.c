/*
 * ptx_lower.c - finishing the PTX front end's output.
 * Consumes: a parsed function body (instructions with pending label
 * operands, label definitions per block scope) and, at the end, the
 * parser's module tables. Produces: labels resolved to their instructions,
 * the CFG (kir_cfg_build), the module's arrays in its arena, and the
 * verifier's verdict. Also reads PTX files (ptx_load_file).
 * Assumes: p->depth is the depth of the scope being closed.
 */
#include "ptx_int.h"

#include <stdio.h>
#include <string.h>


/* Resolves every pending reference of the scope being closed against its
 * labels through a hash on the interned name; the rest move out one level.
 * Labels of the scope stop being visible. */
void labels_close_scope(Parser *p)
{
    uint32_t d = p->depth;
    uint32_t lfirst = p->labels.len;
    while (lfirst > 0 && p->labels.data[lfirst - 1].depth == d)
        lfirst--;
    /* depth 0: label_map is kept up to date as labels are defined; a nested
     * block's labels are indexed now, in the scratch map */
    PtrMap *map = d == 0 ? &p->label_map : &p->scope_labels;
    if (d > 0) {
        ptrmap_clear(map);
        for (uint32_t i = lfirst; i < p->labels.len; i++)
            if (ptrmap_put(map, p->labels.data[i].name, i) < 0) {
                p->oom = 1;
                return;
            }
    }
    uint32_t keep = p->refs.len;
    while (keep > 0 && p->refs.data[keep - 1].depth >= d)
        keep--;
    uint32_t out = keep;
    for (uint32_t r = keep; r < p->refs.len; r++) {
        LabelRef ref = p->refs.data[r];
        uint32_t at;
        if (ptrmap_get(map, ref.o->name, &at)) {
            ref.o->kind = KIR_OPND_LABEL;
            ref.o->comp = 0;
            ref.o->block = p->labels.data[at].at;  // instruction index until kir_cfg_build
        } else {
            ref.depth = d ? d - 1 : 0;
            p->refs.data[out++] = ref;
        }
    }
    p->refs.len = out;
    p->labels.len = lfirst;
}

/* Pending names left at function end: a symbol declared after its use, or
 * an error. */
static void resolve_leftovers(Parser *p)
{
    for (uint32_t r = 0; r < p->refs.len; r++) {
        LabelRef ref = p->refs.data[r];
        uint8_t kind;
        uint32_t idx;
        if (global_find(p, ref.o->name, &kind, &idx)) {
            ref.o->kind = kind == GLOBAL_VAR ? KIR_OPND_VAR : KIR_OPND_FUNC;
            ref.o->comp = 0;
            ref.o->var = idx;
            continue;
        }
        PtxToken t = { .line = ref.line, .col = ref.col };
        parse_error(p, &t, "PTX006", "undefined label or symbol '%s'", ref.o->name);
    }
    p->refs.len = 0;
}

static void *copy_out(Parser *p, const void *src, size_t n, size_t elem)
{
    if (!n)
        return NULL;
    void *d = arena_alloc_uninit(&p->m->arena, n * elem);
    if (!d) {
        p->oom = 1;
        return NULL;
    }
    memcpy(d, src, n * elem);
    return d;
}

int finish_function(Parser *p, KirFunc *f)
{
    p->depth = 0;
    labels_close_scope(p);
    resolve_leftovers(p);
    if (p->nerr || p->oom)
        return -1;
    f->insts = copy_out(p, p->insts.data, p->insts.len, sizeof *p->insts.data);
    f->ninsts = p->insts.len;
    f->regdecls = copy_out(p, p->regdecls.data, p->regdecls.len, sizeof *p->regdecls.data);
    f->nregdecls = p->regdecls.len;
    f->nregs = p->nregs;
    f->inlined = copy_out(p, p->inlined.data, p->inlined.len, sizeof *p->inlined.data);
    f->ninlined = p->inlined.len;
    f->pragmas = copy_out(p, p->fpragmas.data, p->fpragmas.len, sizeof *p->fpragmas.data);
    f->npragmas = p->fpragmas.len;
    if (p->oom)
        return -1;
    uint32_t nl = p->all_labels.len;
    const char **names = mem_alloc((nl + 1) * sizeof *names);
    uint32_t *at = mem_alloc((nl + 1) * sizeof *at);
    int rc = -1;
    if (names && at) {
        for (uint32_t i = 0; i < nl; i++) {
            names[i] = p->all_labels.data[i].name;
            at[i] = p->all_labels.data[i].at;
        }
        rc = kir_cfg_build(p->m, f, names, at, nl);
    }
    mem_free(names);
    mem_free(at);
    if (rc < 0)
        p->oom = 1;
    return rc;
}

void finish_module(Parser *p)
{
    KirModule *m = p->m;
    m->vars = copy_out(p, p->vars.data, p->vars.len, sizeof *p->vars.data);
    m->nvars = p->vars.len;
    m->funcs = copy_out(p, p->funcs.data, p->funcs.len, sizeof *p->funcs.data);
    m->nfuncs = p->funcs.len;
    m->files = copy_out(p, p->files.data, p->files.len, sizeof *p->files.data);
    m->nfiles = p->files.len;
    m->targets = copy_out(p, p->targets.data, p->targets.len, sizeof *p->targets.data);
    m->ntargets = p->targets.len;
    m->pragmas = copy_out(p, p->pragmas.data, p->pragmas.len, sizeof *p->pragmas.data);
    m->npragmas = p->pragmas.len;
    if (p->oom)
        return;
    p->nerr += kir_verify(m, p->sink, p->file);
}

void parser_free(Parser *p)
{
    ptx_mnem_cache_free(&p->mnems);
    vec_free(&p->vars);
    vec_free(&p->funcs);
    vec_free(&p->files);
    vec_free(&p->targets);
    vec_free(&p->pragmas);
    ptrmap_free(&p->globals);
    ptrmap_free(&p->scope_labels);
    vec_free(&p->insts);
    vec_free(&p->regdecls);
    vec_free(&p->scope);
    mem_free(p->sslots);
    ptrmap_free(&p->label_map);
    vec_free(&p->labels);
    vec_free(&p->all_labels);
    vec_free(&p->refs);
    vec_free(&p->tables);
    vec_free(&p->inlined);
    vec_free(&p->fpragmas);
    vec_free(&p->scratch);
    if (p->vars.oom || p->funcs.oom || p->insts.oom || p->scope.oom || p->refs.oom)
        p->oom = 1;
}

/* The next line of buf[*pos..len) as [start, end); advances *pos. */
static int next_line(const char *buf, size_t len, size_t *pos, size_t *start, size_t *end)
{
    if (*pos >= len)
        return 0;
    *start = *pos;
    const char *nl = memchr(buf + *pos, '\n', len - *pos);
    *end = nl ? (size_t)(nl - buf) : len;
    *pos = nl ? *end + 1 : len;
    return 1;
}

static int starts_with(const char *s, size_t n, const char *lit)
{
    size_t l = strlen(lit);
    return n >= l && memcmp(s, lit, l) == 0;
}

/* Parses a `cuobjdump -ptx` listing: every `Fatbin ptx code:` section's PTX
 * (after its `key = value` header) becomes a module; ELF sections hold no
 * PTX and are skipped. */
static KirModule *parse_listing(const char *buf, size_t len, DiagSink *sink, uint32_t file)
{
    KirModule *head = NULL, **tail = &head;
    size_t pos = 0, s, e;
    uint32_t line = 0;
    int failed = 0;
    char arch[64] = "";
    while (next_line(buf, len, &pos, &s, &e)) {
        line++;
        if (!starts_with(buf + s, e - s, "Fatbin ptx code:"))
            continue;
        size_t body = 0;
        uint32_t body_line = 0;
        while (next_line(buf, len, &pos, &s, &e)) {
            line++;
            if (starts_with(buf + s, e - s, "arch = ")) {
                size_t n = e - s - 7;
                while (n && (buf[s + 7 + n - 1] == '\r' || buf[s + 7 + n - 1] == ' '))
                    n--;
                snprintf(arch, sizeof arch, "%.*s", (int)n, buf + s + 7);
            }
            if (e > s && buf[s] == '.') {
                body = s, body_line = line;
                break;
            }
        }
        if (!body_line)
            break;
        size_t end = len;
        while (next_line(buf, len, &pos, &s, &e)) {
            line++;
            if (starts_with(buf + s, e - s, "Fatbin ")) {
                end = s;
                pos = s;  // let the outer loop see this header
                line--;
                break;
            }
        }
        KirModule *m = ptx_parse_at(buf + body, end - body, sink, file, body_line);
        if (!m) {
            failed = 1;
            continue;
        }
        m->variant = strtab_intern(&m->strs, arch, strlen(arch));
        if (!m->variant) {
            kir_module_free(m);
            diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 0, 0 }, "IO003", "out of memory while parsing");
            failed = 1;
            continue;
        }
        *tail = m;
        tail = &m->next;
    }
    if (failed) {
        kir_module_free(head);
        return NULL;
    }
    if (!head)
        diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 1, 1 }, "PTX008",
                    "this cuobjdump listing holds no PTX, only ELF code: build with PTX "
                    "(e.g. -gencode arch=compute_80,code=compute_80) and list it with cuobjdump -ptx");
    return head;
}

static int is_listing(const char *buf, size_t len)
{
    size_t i = 0;
    while (i < len && (buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\n' || buf[i] == '\r'))
        i++;
    return starts_with(buf + i, len - i, "Fatbin ");
}

KirModule *ptx_load_file(const char *path, const PtxOptions *opt, DiagSink *sink, char **text_out)
{
    if (text_out)
        *text_out = NULL;
    uint32_t file;
    char *buf;
    size_t size;
    if (diag_read_input(sink, path, opt ? opt->max_input_bytes : 0, &file, &buf, &size) < 0)
        return NULL;
    KirModule *m = is_listing(buf, size) ? parse_listing(buf, size, sink, file)
                                         : ptx_parse(buf, size, sink, file);
    if (text_out)
        *text_out = buf;
    else {
        diag_set_text(sink, file, NULL, 0);
        mem_free(buf);
    }
    return m;
}
