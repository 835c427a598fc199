/*
 * kir_print.c - the text dump of the kernel IR (`warpsafe dump --ir`).
 * Consumes: a verified module. Produces: a deterministic text form (same
 * module, same bytes) that golden tests compare; the format is described
 * in docs/kir.md. Every instruction shows the decoded fields the analysis
 * will read, not just the PTX text it came from.
 */
#include "warpsafe/kir.h"

#include <inttypes.h>
#include <string.h>

static void print_string(const char *s, FILE *out)
{
    fputc('"', out);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c < 0x20 || c >= 0x7f)
            fprintf(out, "\\x%02x", c);
        else
            fputc(c, out);
    }
    fputc('"', out);
}

void kir_print_operand(const KirModule *m, const KirFunc *f, const KirOperand *o, FILE *out)
{
    char buf[64];
    if (o->neg)
        fputc('!', out);
    switch (o->kind) {
    case KIR_OPND_REG:
        fputs(kir_reg_name(f, o->reg, buf, sizeof buf), out);
        break;
    case KIR_OPND_SREG:
        fputs(o->sreg_name, out);
        if (o->comp)
            fprintf(out, ".%c", "xyzw"[o->comp - 1]);
        break;
    case KIR_OPND_IMM:
        fprintf(out, "%" PRId64, o->imm);
        break;
    case KIR_OPND_FIMM:
        if (o->fwidth == 32)
            fprintf(out, "0f%08" PRIX64, o->fbits & 0xffffffffu);
        else
            fprintf(out, "0d%016" PRIX64, o->fbits);
        break;
    case KIR_OPND_VAR:
        fputs(m->vars[o->var].name, out);
        break;
    case KIR_OPND_FUNC:
        fputs(m->funcs[o->func].name, out);
        break;
    case KIR_OPND_LABEL:
        fprintf(out, "bb%u", o->block);
        break;
    case KIR_OPND_ADDR:
        fputc('[', out);
        if (o->base_kind == KIR_BASE_REG)
            fputs(kir_reg_name(f, o->addr.base, buf, sizeof buf), out);
        else if (o->base_kind == KIR_BASE_VAR)
            fputs(m->vars[o->addr.base].name, out);
        if (o->base_kind == KIR_BASE_NONE)
            fprintf(out, "%" PRId64, o->addr.off);
        else if (o->addr.off)
            fprintf(out, "%+" PRId64, o->addr.off);
        fputc(']', out);
        break;
    case KIR_OPND_VEC:
    case KIR_OPND_LIST:
    case KIR_OPND_TEXADDR: {
        int pipe = o->kind == KIR_OPND_VEC && o->comp == 1;
        const char *open = o->kind == KIR_OPND_VEC ? "{" : o->kind == KIR_OPND_LIST ? "(" : "[";
        const char *close = o->kind == KIR_OPND_VEC ? "}" : o->kind == KIR_OPND_LIST ? ")" : "]";
        if (!pipe)
            fputs(open, out);
        for (uint32_t i = 0; i < o->n; i++) {
            if (i)
                fputs(pipe ? "|" : ", ", out);
            kir_print_operand(m, f, &o->elems[i], out);
        }
        if (!pipe)
            fputs(close, out);
        break;
    }
    case KIR_OPND_SINK:
        fputc('_', out);
        break;
    case KIR_OPND_NAME:
        fputs(o->name, out);
        break;
    default:
        fputs("<?>", out);
        break;
    }
}

static void print_var(const KirModule *m, const KirVar *v, FILE *out)
{
    fprintf(out, "%s", v->is_extern ? ".extern " : "");
    fprintf(out, "%s", v->is_visible ? ".visible " : "");
    fprintf(out, "%s", v->is_weak ? ".weak " : "");
    fprintf(out, ".%s", v->space == KIR_SPACE_NONE ? "?" : kir_space_name((KirSpace)v->space));
    if (v->align)
        fprintf(out, " .align %u", v->align);
    if (v->vec > 1)
        fprintf(out, " .v%u", v->vec);
    fprintf(out, " .%s", kir_type_name((KirType)v->type));
    if (v->ptr_space != KIR_SPACE_NONE || v->ptr_align) {
        fputs(" .ptr", out);
        if (v->ptr_space != KIR_SPACE_NONE)
            fprintf(out, ".%s", kir_space_name((KirSpace)v->ptr_space));
        if (v->ptr_align)
            fprintf(out, ".align %u", v->ptr_align);
    }
    fprintf(out, " %s", v->name);
    for (uint32_t i = 0; i < v->ndims; i++) {
        if (v->dims[i] || !v->unsized)
            fprintf(out, "[%" PRIu64 "]", v->dims[i]);
        else
            fputs("[]", out);
    }
    fprintf(out, " size=%" PRIu64, v->size);
    if (v->ninit) {
        fputs(" init={", out);
        uint32_t shown = v->ninit < 16 ? v->ninit : 16;
        for (uint32_t i = 0; i < shown; i++) {
            const KirInitElem *e = &v->init[i];
            if (i)
                fputs(", ", out);
            if (e->kind == KIR_OPND_IMM)
                fprintf(out, "%" PRId64, e->imm);
            else if (e->kind == KIR_OPND_FIMM)
                fprintf(out, e->fwidth == 32 ? "0f%08" PRIX64 : "0d%016" PRIX64, e->fbits);
            else {
                const char *name = e->kind == KIR_OPND_VAR ? m->vars[e->var].name : m->funcs[e->func].name;
                fprintf(out, e->generic ? "generic(%s)" : "%s", name);
                if (e->off)
                    fprintf(out, "%+" PRId64, e->off);
            }
        }
        if (v->ninit > shown)
            fprintf(out, ", ... %u more", v->ninit - shown);
        fputc('}', out);
    }
    fprintf(out, " ; L%u\n", v->line);
}

static void print_decoded(const KirInst *in, FILE *out)
{
    fprintf(out, "%s", kir_op_name((KirOp)in->op));
    if (in->space)
        fprintf(out, " %s", kir_space_name((KirSpace)in->space));
    if (in->space2)
        fprintf(out, ">%s", kir_space_name((KirSpace)in->space2));
    if (in->type)
        fprintf(out, " %s", kir_type_name((KirType)in->type));
    if (in->type2)
        fprintf(out, ",%s", kir_type_name((KirType)in->type2));
    if (in->vec > 1)
        fprintf(out, " v%u", in->vec);
    if (in->sem)
        fprintf(out, " %s", kir_sem_name((KirSem)in->sem));
    if (in->scope)
        fprintf(out, " %s", kir_scope_name((KirScope)in->scope));
    if (in->subop)
        fprintf(out, " %s", kir_subop_name((KirSubop)in->subop));
    for (unsigned b = 0; b < 16; b++)
        if (in->mods & (1u << b))
            fprintf(out, " +%s", kir_mod_name(1u << b));
    fprintf(out, " d%u", in->ndst);
}

/* Lookups the dump makes per instruction and per function, prepared once
 * so a large module prints in linear time. */
typedef struct {
    const char **file_by_id; // .file id -> base name (ids up to nfile_ids)
    uint32_t nfile_ids;
    uint32_t *var_order;     // function-level variable indices, grouped by function
    uint32_t *var_first;     // var_order[var_first[f] .. var_first[f + 1]) belong to function f
} PrintIndex;

static const char *file_name(const PrintIndex *ix, uint32_t id)
{
    return id < ix->nfile_ids && ix->file_by_id[id] ? ix->file_by_id[id] : "?";
}

static int index_build(const KirModule *m, PrintIndex *ix)
{
    memset(ix, 0, sizeof *ix);
    for (uint32_t i = 0; i < m->nfiles; i++)
        if (m->files[i].id < (1u << 24) && m->files[i].id + 1 > ix->nfile_ids)
            ix->nfile_ids = m->files[i].id + 1;
    ix->file_by_id = mem_alloc((ix->nfile_ids + 1) * sizeof *ix->file_by_id);
    ix->var_first = mem_alloc(((size_t)m->nfuncs + 2) * sizeof *ix->var_first);
    ix->var_order = mem_alloc(((size_t)m->nvars + 1) * sizeof *ix->var_order);
    if (!ix->file_by_id || !ix->var_first || !ix->var_order)
        return -1;
    memset(ix->file_by_id, 0, (ix->nfile_ids + 1) * sizeof *ix->file_by_id);
    for (uint32_t i = 0; i < m->nfiles; i++)
        if (m->files[i].id < ix->nfile_ids) {
            const char *base = strrchr(m->files[i].name, '/');
            ix->file_by_id[m->files[i].id] = base ? base + 1 : m->files[i].name;
        }
    /* counting sort of function-level variables by owner, stable */
    memset(ix->var_first, 0, ((size_t)m->nfuncs + 2) * sizeof *ix->var_first);
    for (uint32_t i = 0; i < m->nvars; i++)
        if (m->vars[i].func >= 0 && (uint32_t)m->vars[i].func < m->nfuncs)
            ix->var_first[m->vars[i].func + 1]++;
    for (uint32_t f = 0; f < m->nfuncs; f++)
        ix->var_first[f + 1] += ix->var_first[f];
    uint32_t *pos = mem_alloc(((size_t)m->nfuncs + 1) * sizeof *pos);
    if (!pos)
        return -1;
    memcpy(pos, ix->var_first, ((size_t)m->nfuncs + 1) * sizeof *pos);
    for (uint32_t i = 0; i < m->nvars; i++)
        if (m->vars[i].func >= 0 && (uint32_t)m->vars[i].func < m->nfuncs)
            ix->var_order[pos[m->vars[i].func]++] = i;
    mem_free(pos);
    return 0;
}

static void index_free(PrintIndex *ix)
{
    mem_free(ix->file_by_id);
    mem_free(ix->var_order);
    mem_free(ix->var_first);
}

static void print_inst(const KirModule *m, const PrintIndex *ix, const KirFunc *f,
                       const KirInst *in, FILE *out)
{
    char buf[64];
    fputs("    ", out);
    if (in->guard >= 0)
        fprintf(out, "@%s%s ", in->guard_neg ? "!" : "", kir_reg_name(f, (uint32_t)in->guard, buf, sizeof buf));
    fputs(in->mnemonic, out);
    for (uint32_t k = 0; k < in->nopnd; k++) {
        fputs(k ? ", " : " ", out);
        kir_print_operand(m, f, &in->opnds[k], out);
    }
    fputs(";  ; ", out);
    print_decoded(in, out);
    fprintf(out, " L%u:%u", in->line, in->col);
    if (in->loc.line)
        fprintf(out, " %s:%u:%u", file_name(ix, in->loc.file), in->loc.line, in->loc.col);
    if (in->inlined_at && in->inlined_at <= f->ninlined) {
        const KirInlined *il = &f->inlined[in->inlined_at - 1];
        fprintf(out, " inlined@%u:%u:%u", il->at.file, il->at.line, il->at.col);
    }
    fputc('\n', out);
}

static void print_func(const KirModule *m, const PrintIndex *ix, uint32_t fi, FILE *out)
{
    const KirFunc *f = &m->funcs[fi];
    char buf[64];
    fprintf(out, "\n%s %s", f->kind == KIR_FUNC_ENTRY ? "entry" : "func", f->name);
    fprintf(out, "%s%s%s%s", f->is_visible ? " visible" : "", f->is_extern ? " extern" : "",
            f->is_weak ? " weak" : "", f->noreturn ? " noreturn" : "");
    if (f->maxntid[0])
        fprintf(out, " maxntid=%u,%u,%u", f->maxntid[0], f->maxntid[1], f->maxntid[2]);
    if (f->reqntid[0])
        fprintf(out, " reqntid=%u,%u,%u", f->reqntid[0], f->reqntid[1], f->reqntid[2]);
    if (f->reqnctapercluster[0])
        fprintf(out, " reqnctapercluster=%u,%u,%u", f->reqnctapercluster[0],
                f->reqnctapercluster[1], f->reqnctapercluster[2]);
    if (f->explicitcluster)
        fputs(" explicitcluster", out);
    if (f->minnctapersm)
        fprintf(out, " minnctapersm=%u", f->minnctapersm);
    if (f->maxnctapersm)
        fprintf(out, " maxnctapersm=%u", f->maxnctapersm);
    if (f->maxnreg)
        fprintf(out, " maxnreg=%u", f->maxnreg);
    if (f->maxclusterrank)
        fprintf(out, " maxclusterrank=%u", f->maxclusterrank);
    fprintf(out, "%s ; L%u\n", f->has_body ? "" : " declaration", f->line);
    for (uint32_t i = 0; i < f->nrets; i++) {
        fputs("  ret ", out);
        print_var(m, &m->vars[f->rets[i]], out);
    }
    for (uint32_t i = 0; i < f->nparams; i++) {
        fputs("  param ", out);
        print_var(m, &m->vars[f->params[i]], out);
    }
    if (!f->has_body)
        return;
    for (uint32_t k = ix->var_first[fi]; k < ix->var_first[fi + 1]; k++)
        if (!m->vars[ix->var_order[k]].is_param) {
            fputs("  var ", out);
            print_var(m, &m->vars[ix->var_order[k]], out);
        }
    if (f->nregdecls) {
        fputs("  regs", out);
        for (uint32_t i = 0; i < f->nregdecls; i++) {
            const KirRegDecl *d = &f->regdecls[i];
            if (d->count)
                fprintf(out, " %s<%u>", d->name, d->count);
            else
                fprintf(out, " %s", kir_reg_name(f, d->base, buf, sizeof buf));
            fprintf(out, ":%s%s", d->vec > 1 ? (d->vec == 2 ? "v2." : "v4.") : "",
                    kir_type_name((KirType)d->type));
        }
        fprintf(out, " (%u registers)\n", f->nregs);
    }
    for (uint32_t i = 0; i < f->npragmas; i++) {
        fputs("  pragma ", out);
        print_string(f->pragmas[i], out);
        fputc('\n', out);
    }
    for (uint32_t b = 0; b < f->nblocks; b++) {
        const KirBlock *blk = &f->blocks[b];
        fprintf(out, "  bb%u", b);
        if (blk->label)
            fprintf(out, " %s", blk->label);
        fputs(": preds=[", out);
        for (uint32_t k = 0; k < blk->npreds; k++)
            fprintf(out, "%sbb%u", k ? " " : "", blk->preds[k]);
        fputs("] succs=[", out);
        for (uint32_t k = 0; k < blk->nsuccs; k++)
            fprintf(out, "%sbb%u", k ? " " : "", blk->succs[k]);
        fputs("]\n", out);
        for (uint32_t i = 0; i < blk->ninst; i++)
            print_inst(m, ix, f, &f->insts[blk->first + i], out);
    }
}

void kir_print_module(const KirModule *m, FILE *out)
{
    fputs("; warpsafe kir 1\n", out);
    fprintf(out, "module version %u.%u", m->version_major, m->version_minor);
    if (m->ntargets) {
        fputs(" target", out);
        for (uint32_t i = 0; i < m->ntargets; i++)
            fprintf(out, "%s%s", i ? "," : " ", m->targets[i]);
    }
    fprintf(out, " address_size %u", m->address_size);
    if (m->variant)
        fprintf(out, " variant %s", m->variant);
    fputc('\n', out);
    for (uint32_t i = 0; i < m->nfiles; i++) {
        fprintf(out, "file %u ", m->files[i].id);
        print_string(m->files[i].name, out);
        fputc('\n', out);
    }
    for (uint32_t i = 0; i < m->npragmas; i++) {
        fputs("pragma ", out);
        print_string(m->pragmas[i], out);
        fputc('\n', out);
    }
    for (uint32_t i = 0; i < m->nvars; i++)
        if (m->vars[i].func < 0) {
            fputs("var ", out);
            print_var(m, &m->vars[i], out);
        }
    PrintIndex ix;
    if (index_build(m, &ix) < 0) {
        index_free(&ix);
        fputs("; out of memory printing the module\n", out);
        return;
    }
    for (uint32_t i = 0; i < m->nfuncs; i++)
        print_func(m, &ix, i, out);
    index_free(&ix);
}
