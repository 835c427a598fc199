/*
 * kir_link.c - functions declared in one input and defined in another:
 * relocatable device code (nvcc -rdc) puts a __device__ function in one
 * translation unit and its callers in others, each PTX file declaring it
 * `.extern .func`. As nvlink does, a declaration is resolved by name to the
 * one externally visible definition among the run's inputs (.visible; a
 * .weak one where no input defines it otherwise).
 * Consumes: a module and the modules of the run's other inputs. Produces:
 * the module with those definitions copied in (and the functions and
 * module-scope variables they use), so kir_inline can analyze the calls in
 * context. Each copied instruction and function remembers the input it
 * came from (KirInst.linked, KirFunc.linked: 1 + an index into
 * KirModule.linked), so reports point into that file. Copies are never
 * candidates themselves, and rounds repeat until nothing more links, so
 * linking modules in any order gives the same result.
 */
#include "warpsafe/kir.h"

#include <stdio.h>
#include <string.h>

#include "warpsafe/vec.h"

#define UNMAPPED UINT32_MAX

typedef struct {
    KirModule *m;            // the module linked into
    const KirModule *src;    // the module the definitions come from
    uint16_t origin;         // 1 + src's index in m->linked
    uint32_t *fmap;          // src function -> m function (UNMAPPED: not yet)
    uint32_t *vmap;          // src variable -> m variable
    uint32_t file_base;      // added to src's .file ids
    uint32_t nvars0, nfuncs0;// m's counts before this pass; new ones are pending below
    VEC(KirVar) vars;        // m's variables [nvars0, ...)
    VEC(KirFunc) funcs;      // m's functions [nfuncs0, ...)
    int oom;
} Link;

static const char *intern(Link *L, const char *s)
{
    if (!s)
        return NULL;
    const char *t = strtab_intern(&L->m->strs, s, strlen(s));
    L->oom |= !t;
    return t ? t : "";
}

static void *dup(Link *L, const void *p, size_t n)
{
    if (!n || !p)
        return NULL;
    void *q = arena_alloc_uninit(&L->m->arena, n);
    if (!q) {
        L->oom = 1;
        return NULL;
    }
    return memcpy(q, p, n);
}

/* The index in m->linked of `path` (interned in m), added when new; 0 on OOM
 * or past 65535 paths, which makes the copy read as m's own. */
static uint16_t path_index(KirModule *m, const char *path)
{
    for (uint32_t i = 0; i < m->nlinked; i++)
        if (strcmp(m->linked[i], path) == 0)
            return (uint16_t)(i + 1);
    if (m->nlinked >= UINT16_MAX)
        return 0;
    const char **p = arena_alloc(&m->arena, ((size_t)m->nlinked + 1) * sizeof *p);
    const char *s = strtab_intern(&m->strs, path, strlen(path));
    if (!p || !s)
        return 0;
    if (m->nlinked)
        memcpy(p, m->linked, m->nlinked * sizeof *p);
    p[m->nlinked] = s;
    m->linked = p;
    return (uint16_t)++m->nlinked;
}

/* The origin of a copy of src's instruction or function whose own origin
 * is `from` (0: src's input itself). */
static uint16_t origin_of(Link *L, uint16_t from)
{
    if (!from)
        return L->origin;
    uint16_t k = from <= L->src->nlinked ? path_index(L->m, L->src->linked[from - 1]) : 0;
    L->oom |= !k;
    return k;
}

static KirFunc *func_at(Link *L, uint32_t f)
{
    return f < L->nfuncs0 ? &L->m->funcs[f] : &L->funcs.data[f - L->nfuncs0];
}

/* An externally visible symbol: the same name in two inputs is one object. */
static int external(uint8_t is_visible, uint8_t is_extern, uint8_t is_weak)
{
    return is_visible || is_extern || is_weak;
}

static uint32_t link_func(Link *L, uint32_t sf, uint32_t into);

/* `name` interned in m, or name@N (N >= 2) where m has that name:
 * variables of one name are one solver constant (an address), and a
 * static array of the linked input is not m's array of the same name.
 * Every variable name of m is in its string table, so a name found there
 * is taken (one that names only a function or a label of m is renamed
 * needlessly, which is harmless). '@' cannot occur in a PTX identifier;
 * name@0 is kept for an external variable whose name m's own static one
 * has (map_var), so every input that names it finds the one copy. */
static const char *fresh_name(Link *L, const char *name)
{
    char buf[512];
    const char *t = name;
    for (unsigned k = 2; strtab_lookup(&L->m->strs, t, strlen(t)) && k < 100000; k++) {
        snprintf(buf, sizeof buf, "%.480s@%u", name, k);
        t = buf;
    }
    return intern(L, t);
}

/* m's variable for src's variable sv (owned by m's function `owner` when sv
 * is a function's). */
static uint32_t map_var(Link *L, uint32_t sv)
{
    if (sv >= L->src->nvars)
        return sv;  // out of range already: kir_verify's to report
    if (L->vmap[sv] != UNMAPPED)
        return L->vmap[sv];
    const KirVar *v = &L->src->vars[sv];
    int ext = v->func < 0 && external(v->is_visible, v->is_extern, v->is_weak);
    const char *as = NULL;  // an external variable's name in m: its own, or name@0 where m has a static one
    if (ext) {
        char buf[512];
        snprintf(buf, sizeof buf, "%.480s@0", v->name);
        const char *own = strtab_lookup(&L->m->strs, v->name, strlen(v->name));
        const char *alt = strtab_lookup(&L->m->strs, buf, strlen(buf));
        for (uint32_t i = 0; i < L->nvars0 + L->vars.len; i++) {
            const KirVar *w = i < L->nvars0 ? &L->m->vars[i] : &L->vars.data[i - L->nvars0];
            if (w->func < 0 && w->space == v->space && w->name && (w->name == own || w->name == alt) &&
                external(w->is_visible, w->is_extern, w->is_weak))
                return L->vmap[sv] = i;
        }
        as = intern(L, own ? buf : v->name);
    }
    KirVar c = *v;
    uint32_t id = L->nvars0 + L->vars.len;
    L->vmap[sv] = id;
    c.name = ext ? as : c.is_param ? intern(L, v->name) : fresh_name(L, v->name);
    c.func = v->func < 0 ? -1 : (int32_t)link_func(L, (uint32_t)v->func, UNMAPPED);
    c.init = dup(L, v->init, (size_t)v->ninit * sizeof *v->init);
    if (vec_push(&L->vars, c) < 0) {
        L->oom = 1;
        return id;
    }
    for (uint32_t i = 0; i < c.ninit && c.init && !L->oom; i++) {
        KirInitElem *e = &c.init[i];
        if (e->kind == KIR_OPND_VAR)
            e->var = map_var(L, e->var);
        else if (e->kind == KIR_OPND_FUNC)
            e->func = link_func(L, e->func, UNMAPPED);
    }
    if (!L->oom)
        L->vars.data[id - L->nvars0].init = c.init;
    return id;
}

static KirOperand *copy_operands(Link *L, const KirOperand *src, uint32_t n)
{
    KirOperand *d = dup(L, src, (size_t)n * sizeof *src);
    for (uint32_t i = 0; d && i < n && !L->oom; i++) {
        switch ((KirOperandKind)src[i].kind) {
        case KIR_OPND_SREG: d[i].sreg_name = intern(L, src[i].sreg_name); break;
        case KIR_OPND_VAR: d[i].var = map_var(L, src[i].var); break;
        case KIR_OPND_FUNC: d[i].func = link_func(L, src[i].func, UNMAPPED); break;
        case KIR_OPND_NAME: d[i].name = intern(L, src[i].name); break;
        case KIR_OPND_ADDR:
            if (src[i].base_kind == KIR_BASE_VAR)
                d[i].addr.base = map_var(L, src[i].addr.base);
            break;
        case KIR_OPND_VEC: case KIR_OPND_LIST: case KIR_OPND_TEXADDR:
            d[i].elems = copy_operands(L, src[i].elems, src[i].n);
            break;
        default: break;
        }
    }
    return d;
}

static const char **copy_strings(Link *L, const char *const *s, uint32_t n)
{
    const char **d = n ? arena_alloc(&L->m->arena, (size_t)n * sizeof *d) : NULL;
    L->oom |= n && !d;
    for (uint32_t i = 0; d && i < n; i++)
        d[i] = intern(L, s[i]);
    return d;
}

static uint32_t *copy_vars(Link *L, const uint32_t *v, uint32_t n)
{
    uint32_t *d = dup(L, v, (size_t)n * sizeof *v);
    for (uint32_t i = 0; d && i < n; i++)
        d[i] = map_var(L, v[i]);
    return d;
}

/* The body of src's function sf, with everything it names mapped into m. */
static void copy_body(Link *L, const KirFunc *g, uint32_t id)
{
    KirFunc shape;
    if (g->kind == KIR_FUNC_ENTRY) {  // another input's kernel, named by its address: a declaration, not m's kernel
        shape = *g;
        shape.has_body = 0, shape.ninsts = shape.nblocks = shape.nregdecls = shape.ninlined = shape.npragmas = 0;
        g = &shape;
    }
    KirFunc c = *g;
    c.name = intern(L, g->name);
    c.linked = origin_of(L, g->linked);
    c.params = copy_vars(L, g->params, g->nparams);
    c.rets = copy_vars(L, g->rets, g->nrets);
    c.regdecls = dup(L, g->regdecls, (size_t)g->nregdecls * sizeof *g->regdecls);
    for (uint32_t i = 0; c.regdecls && i < g->nregdecls; i++)
        c.regdecls[i].name = intern(L, g->regdecls[i].name);
    c.insts = dup(L, g->insts, (size_t)g->ninsts * sizeof *g->insts);
    for (uint32_t i = 0; c.insts && i < g->ninsts && !L->oom; i++) {
        KirInst *in = &c.insts[i];
        in->mnemonic = intern(L, g->insts[i].mnemonic);
        in->opnds = copy_operands(L, g->insts[i].opnds, g->insts[i].nopnd);
        in->linked = origin_of(L, g->insts[i].linked);
        if (in->loc.line)
            in->loc.file += L->file_base;
    }
    c.blocks = dup(L, g->blocks, (size_t)g->nblocks * sizeof *g->blocks);
    for (uint32_t b = 0; c.blocks && b < g->nblocks; b++) {
        KirBlock *k = &c.blocks[b];
        k->label = intern(L, g->blocks[b].label);
        k->preds = dup(L, g->blocks[b].preds, (size_t)k->npreds * sizeof *k->preds);
        k->succs = dup(L, g->blocks[b].succs, (size_t)k->nsuccs * sizeof *k->succs);
    }
    c.inlined = dup(L, g->inlined, (size_t)g->ninlined * sizeof *g->inlined);
    for (uint32_t i = 0; c.inlined && i < g->ninlined; i++) {
        c.inlined[i].function = intern(L, g->inlined[i].function);
        if (c.inlined[i].at.line)
            c.inlined[i].at.file += L->file_base;
    }
    c.pragmas = copy_strings(L, g->pragmas, g->npragmas);
    if (!L->oom)
        *func_at(L, id) = c;
}

/* m's function for src's function sf: `into` (a declaration of m that sf
 * defines), m's own where sf is external and m has one of that name, else
 * a new copy. The copy's body follows its slot, so recursion ends. */
static uint32_t link_func(Link *L, uint32_t sf, uint32_t into)
{
    if (sf >= L->src->nfuncs)
        return sf;
    if (L->fmap[sf] != UNMAPPED)
        return L->fmap[sf];
    const KirFunc *g = &L->src->funcs[sf];
    uint32_t id = into;
    if (id == UNMAPPED && external(g->is_visible, g->is_extern, g->is_weak)) {
        const char *name = strtab_lookup(&L->m->strs, g->name, strlen(g->name));
        int32_t own = -1;  // m's external function of that name (not a static one that shares it)
        for (uint32_t k = 0; name && k < L->nfuncs0 && own < 0; k++) {
            const KirFunc *x = &L->m->funcs[k];
            if (x->name == name && external(x->is_visible, x->is_extern, x->is_weak))
                own = (int32_t)k;
        }
        if (own >= 0 && (L->m->funcs[own].has_body || !g->has_body || g->kind == KIR_FUNC_ENTRY))
            return L->fmap[sf] = (uint32_t)own;  // m's definition, or both only declare it
        if (own >= 0)
            id = (uint32_t)own;  // m declares it too: the same definition fills that slot
    }
    if (id == UNMAPPED) {
        KirFunc blank;
        memset(&blank, 0, sizeof blank);
        id = L->nfuncs0 + L->funcs.len;
        if (vec_push(&L->funcs, blank) < 0) {
            L->oom = 1;
            return id;
        }
    }
    L->fmap[sf] = id;
    copy_body(L, g, id);
    return id;
}

/* src's .file table appended to m's under ids past m's largest. */
static void link_files(Link *L)
{
    uint32_t top = 0;
    for (uint32_t i = 0; i < L->m->nfiles; i++)
        top = L->m->files[i].id > top ? L->m->files[i].id : top;
    L->file_base = top + 1;
    if (!L->src->nfiles)
        return;
    KirFile *f = arena_alloc(&L->m->arena, ((size_t)L->m->nfiles + L->src->nfiles) * sizeof *f);
    if (!f) {
        L->oom = 1;
        return;
    }
    if (L->m->nfiles)
        memcpy(f, L->m->files, L->m->nfiles * sizeof *f);
    for (uint32_t i = 0; i < L->src->nfiles; i++) {
        KirFile *x = &f[L->m->nfiles + i];
        *x = L->src->files[i];
        x->id += L->file_base;
        x->name = intern(L, x->name);
        x->dir = intern(L, x->dir);
    }
    L->m->files = f;
    L->m->nfiles += L->src->nfiles;
}

/* *arr (n elements of `size` bytes) with `more` appended, in m's arena. */
static void append(Link *L, void **arr, uint32_t *n, const void *more, uint32_t nmore, size_t size)
{
    if (!nmore)
        return;
    char *a = arena_alloc_uninit(&L->m->arena, ((size_t)*n + nmore) * size);
    if (!a) {
        L->oom = 1;
        return;
    }
    if (*n)
        memcpy(a, *arr, *n * size);
    memcpy(a + *n * size, more, nmore * size);
    *arr = a, *n += nmore;
}

/* The pending variables and functions become m's. */
static void commit(Link *L)
{
    append(L, (void **)&L->m->vars, &L->m->nvars, L->vars.data, L->vars.len, sizeof *L->vars.data);
    if (!L->oom)
        append(L, (void **)&L->m->funcs, &L->m->nfuncs, L->funcs.data, L->funcs.len, sizeof *L->funcs.data);
}

/* A parameter's size in bytes as the call sees it. */
static uint64_t param_bytes(const KirModule *m, uint32_t v)
{
    if (v >= m->nvars)
        return 0;
    const KirVar *x = &m->vars[v];
    return x->size ? x->size : (uint64_t)kir_type_bits((KirType)x->type) / 8 * (x->vec ? x->vec : 1);
}

static int same_signature(const KirModule *m, const KirFunc *decl, const KirModule *src, const KirFunc *def)
{
    if (decl->nparams != def->nparams || decl->nrets != def->nrets)
        return 0;
    for (uint32_t i = 0; i < decl->nparams; i++)
        if (param_bytes(m, decl->params[i]) != param_bytes(src, def->params[i]))
            return 0;
    for (uint32_t i = 0; i < decl->nrets; i++)
        if (param_bytes(m, decl->rets[i]) != param_bytes(src, def->rets[i]))
            return 0;
    return 1;
}

/* The input of `others` whose module defines `name` for the linker (its
 * function *fi), or -1: none, or two strong definitions (*twice then the
 * second's input, *first the first's). */
static int32_t definer(KirModule *const *others, uint32_t n, const char *name, int32_t *fi, int32_t *first,
                       int32_t *twice)
{
    int32_t strong = -1, weak = -1, sfi = -1, wfi = -1;
    *twice = -1;
    for (uint32_t i = 0; i < n; i++) {
        const KirModule *o = others[i];
        for (uint32_t k = 0; o && k < o->nfuncs; k++) {
            const KirFunc *g = &o->funcs[k];
            if (!g->has_body || g->linked || g->kind != KIR_FUNC_DEVICE || !(g->is_visible || g->is_weak) ||
                strcmp(g->name, name) != 0)
                continue;
            if (g->is_weak && weak < 0)
                weak = (int32_t)i, wfi = (int32_t)k;
            else if (!g->is_weak && strong < 0)
                strong = (int32_t)i, sfi = (int32_t)k;
            else if (!g->is_weak && *twice < 0)
                *twice = (int32_t)i;
        }
    }
    *first = strong;
    if (*twice >= 0)
        return -1;
    *fi = strong >= 0 ? sfi : wfi;
    return strong >= 0 ? strong : weak;
}

/* Has the declaration named `name` had its warning already (warned: the
 * names, interned in m)? Records it when not. */
static int warned_once(void *warned, const char *name)
{
    VEC(const char *) *w = warned;
    for (uint32_t i = 0; i < w->len; i++)
        if (w->data[i] == name)
            return 1;
    (void)vec_push(w, name);  // on OOM the warning may repeat
    return 0;
}

/* One round: each function of m that another input defines for the linker
 * (a declaration, or a .weak body where another input's is strong) gets
 * that definition. Returns how many did, or -1 on OOM. */
static int link_round(KirModule *m, KirModule *const *others, uint32_t nothers, DiagSink *sink, void *warned)
{
    uint32_t nf = m->nfuncs;
    int32_t *from = mem_alloc(((size_t)nf + 1) * sizeof *from), *def = mem_alloc(((size_t)nf + 1) * sizeof *def);
    int linked = 0;
    if (!from || !def) {
        linked = -1;
        goto out;
    }
    for (uint32_t d = 0; d < nf; d++) {  // what each function links to, before m changes
        const KirFunc *decl = &m->funcs[d];
        int32_t first = -1, twice = -1;
        from[d] = -1;
        int weak_own = decl->has_body && decl->is_weak && !decl->linked;
        if ((decl->has_body && !weak_own) || decl->kind != KIR_FUNC_DEVICE)
            continue;
        int32_t src = definer(others, nothers, decl->name, &def[d], &first, &twice);
        SrcLoc at = { m->input_file, decl->line, decl->col };
        if (twice >= 0) {
            if (!warned_once(warned, decl->name))
                diag_report(sink, DIAG_WARNING, at, "LNK001",
                            "'%s' is defined in two inputs (%s and %s): its calls stay unanalyzed", decl->name,
                            others[first]->path, others[twice]->path);
        } else if (src >= 0 && weak_own && others[src]->funcs[def[d]].is_weak) {
            /* both weak: m's own stays */
        } else if (src >= 0 && !same_signature(m, decl, others[src], &others[src]->funcs[def[d]])) {
            if (!warned_once(warned, decl->name))
                diag_report(sink, DIAG_WARNING, at, "LNK002",
                            "'%s' is declared with other parameters than %s defines it: its calls stay unanalyzed",
                            decl->name, others[src]->path);
        } else {
            from[d] = src;
        }
    }
    for (uint32_t s = 0; s < nothers && linked >= 0; s++) {
        const KirModule *src = others[s];
        Link L;
        memset(&L, 0, sizeof L);
        L.m = m, L.src = src, L.nvars0 = m->nvars, L.nfuncs0 = m->nfuncs;
        KirFunc *before = NULL;  // m's functions as they were: restored when memory runs out
        for (uint32_t d = 0; d < nf && !L.oom; d++) {
            if (from[d] != (int32_t)s || (m->funcs[d].has_body && m->funcs[d].linked))
                continue;  // (filled already, by an earlier definition's call)
            if (!L.fmap) {
                L.fmap = mem_alloc(((size_t)src->nfuncs + 1) * sizeof *L.fmap);
                L.vmap = mem_alloc(((size_t)src->nvars + 1) * sizeof *L.vmap);
                if (!L.fmap || !L.vmap) {
                    L.oom = 1;
                    break;
                }
                memset(L.fmap, 0xff, ((size_t)src->nfuncs + 1) * sizeof *L.fmap);
                memset(L.vmap, 0xff, ((size_t)src->nvars + 1) * sizeof *L.vmap);
                if (!(before = dup(&L, m->funcs, (size_t)m->nfuncs * sizeof *m->funcs)) ||
                    !(L.origin = path_index(m, src->path ? src->path : "")))
                    L.oom = 1;
                link_files(&L);
            }
            link_func(&L, (uint32_t)def[d], d);
            linked++;
        }
        if (!L.oom)
            commit(&L);
        if (L.oom && before)
            memcpy(m->funcs, before, L.nfuncs0 * sizeof *m->funcs);
        mem_free(L.fmap);
        mem_free(L.vmap);
        vec_free(&L.vars);
        vec_free(&L.funcs);
        if (L.oom)
            linked = -1;
    }
out:
    mem_free(from);
    mem_free(def);
    return linked;
}

int kir_link(KirModule *m, KirModule *const *others, uint32_t nothers, DiagSink *sink)
{
    VEC(const char *) warned = { 0 };
    int total = 0, n = 0;
    /* rounds until none links more: a definition copied in may call a function
     * its own input only declares, which a third input defines (the result
     * does not depend on the order of the inputs) */
    while (nothers && m->nfuncs && (n = link_round(m, others, nothers, sink, &warned)) > 0)
        total += n;
    vec_free(&warned);
    return n < 0 ? -1 : total;
}
