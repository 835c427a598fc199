/*
 * exec_instrument.c - the monitor's copy of a kernel (`warpsafe run
 * --monitor`): the PTX text with a log parameter appended to the .entry and,
 * before every shared and global load, store and atomic of the kernel (and
 * each lane's row of an ldmatrix/stmatrix .m8n8), code
 * that takes the log's next record (an atomic add on its cursor) and
 * writes there the instruction, thread, block, CTA-barrier epoch,
 * bar.warp.sync count, address, width and kind, under the access's own
 * guard. Full CTA barriers and bar.warp.sync
 * count the epochs.
 * Consumes: the PTX text, the module parsed from exactly that text (its
 * instruction positions say where to insert), the kernel, the launch.
 * Produces: the instrumented PTX (ptxas assembles it: tests/unit/
 * test_monitor.c), what was monitored and what was not, and which pairs the
 * log can judge (exec_monitor.c reads the log).
 * Assumes: one parse of the text; registers named as the text names them.
 */
#include "warpsafe/exec.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpsafe/ptx.h"
#include "warpsafe/vec.h"

typedef VEC(char) Text;

typedef struct {
    size_t at;        // byte offset in the input
    uint32_t seq;     // input order among edits at one offset
    char *text;       // inserted there (heap)
} Edit;

typedef VEC(Edit) Edits;
typedef VEC(size_t) Lines;

static void putf(Text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void putf(Text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || vec_reserve(t, t->len + (uint32_t)n + 1) < 0) {
        t->oom = 1;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(t->data + t->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    t->len += (uint32_t)n;
}

/* Queues t's text (taken over) at byte offset at. */
static void edit_at(Edits *e, size_t at, Text *t)
{
    Edit x = { at, e->len, t->data };
    if (!t->data || t->oom || vec_push(e, x) < 0) {
        e->oom = 1;
        vec_free(t);
        return;
    }
    t->data = NULL, t->len = t->cap = 0;
}

/* Byte offset of line:col (both from 1) in text, or (size_t)-1. */
static size_t offset_of(size_t len, const size_t *lines, uint32_t nlines, uint32_t line, uint32_t col)
{
    if (line == 0 || line > nlines || col == 0)
        return (size_t)-1;
    size_t at = lines[line - 1] + col - 1;
    return at <= len ? at : (size_t)-1;
}

/* The first token at or after p (a PTX statement's or directive's start)
 * that is the punctuation c, or the word w (c = 0), through the PTX lexer
 * (comments, strings skipped); NULL at the end. */
static const char *next_token(const char *p, const char *end, char c, const char *w)
{
    PtxLexer lx;
    PtxToken t;
    ptx_lex_init(&lx, p, (size_t)(end - p));
    for (ptx_lex_next(&lx, &t); t.kind != PTX_TOK_EOF; ptx_lex_next(&lx, &t))
        if (c ? t.kind == PTX_TOK_PUNCT && t.punct == c
              : t.kind == PTX_TOK_WORD && t.len == strlen(w) && memcmp(t.start, w, t.len) == 0)
            return t.start;
    return NULL;
}

/* Record fields (exec.h, EXEC_REC_*): the kind word's kind bits. */
static unsigned access_kind(const KirInst *in)
{
    unsigned k = in->op == KIR_OP_ST || in->op == KIR_OP_STMATRIX ? EXEC_REC_WRITE
                 : (kir_op_flags(in->op) & KIR_OPF_ATOMIC)           ? EXEC_REC_ATOMIC
                                                                     : EXEC_REC_READ;
    if (k == EXEC_REC_ATOMIC || (in->sem != KIR_SEM_NONE && in->sem != KIR_SEM_WEAK))
        k |= EXEC_REC_STRONG | (kir_inst_scope(in) == KIR_SCOPE_CTA ? EXEC_REC_CTA : 0);
    return k;
}

/* ldmatrix/stmatrix .m8n8 .x1/.x2/.x4: lanes 0..8n-1 each give one 16-byte
 * row; the number of lanes that do, or 0 for another shape. */
static unsigned matrix_lanes(const KirInst *in)
{
    if (in->op != KIR_OP_LDMATRIX && in->op != KIR_OP_STMATRIX)
        return 0;
    if (!strstr(in->mnemonic, ".m8n8."))
        return 0;
    return strstr(in->mnemonic, ".x4") ? 32 : strstr(in->mnemonic, ".x2") ? 16 : strstr(in->mnemonic, ".x1") ? 8 : 0;
}

static unsigned access_width(const KirInst *in)
{
    if (matrix_lanes(in))
        return 16;
    unsigned bits = kir_type_bits((KirType)in->type);
    return (bits / 8 ? bits / 8 : 1) * (in->vec ? in->vec : 1);
}

/* Names the register reg of f into buf as its declaration spells it (a
 * register of a nested { } scope by its own name: the code inserted sits
 * in the same scope); its width in bits in *bits. */
static const char *reg_text(const KirFunc *f, uint32_t reg, char *buf, size_t n, unsigned *bits)
{
    const KirRegDecl *d = kir_reg_decl(f, reg);
    *bits = d ? kir_type_bits((KirType)d->type) : 0;
    if (d && !d->count)
        snprintf(buf, n, "%s", d->name);
    else
        kir_reg_name(f, reg, buf, n);
    return buf;
}

/* The monitor's code before access in (instruction pc of f), in t; 0, or -1
 * when it cannot be named (the access is then not monitored). P is the
 * prefix of the monitor's names. */
static int access_code(const KirModule *m, const KirFunc *f, uint32_t pc, const char *P, uint64_t capacity,
                       Text *t)
{
    const KirInst *in = &f->insts[pc];
    const KirOperand *a = NULL;
    for (uint32_t i = 0; i < in->nopnd && !a; i++)
        if (in->opnds[i].kind == KIR_OPND_ADDR)
            a = &in->opnds[i];
    if (!a)
        return -1;
    unsigned space = in->space;  // KIR_SPACE_NONE: generic, classified at run time
    char rb[256], gb[256];
    unsigned bits = 0;
    if (a->base_kind == KIR_BASE_VAR) {
        const KirVar *v = &m->vars[a->addr.base];
        if (v->space != KIR_SPACE_SHARED && v->space != KIR_SPACE_GLOBAL)
            return -1;
        space = v->space;
    }
    putf(t, "\t{ // warpsafe monitor: PTX line %u\n", in->line);
    putf(t, "\t.reg .b64 %sa, %sr;\n\t.reg .b32 %sk, %sc;\n\t.reg .pred %sg, %sq, %ss;\n", P, P, P, P, P, P, P);
    if (in->guard >= 0) {
        reg_text(f, (uint32_t)in->guard, gb, sizeof gb, &bits);
        putf(t, "\t%s.pred %sg, %s;\n", in->guard_neg ? "not" : "mov", P, gb);
    } else {
        putf(t, "\tsetp.eq.u32 %sg, %st, %st;\n", P, P, P);  // always true
    }
    if (a->base_kind == KIR_BASE_REG) {
        reg_text(f, a->addr.base, rb, sizeof rb, &bits);
        if (bits == 64)
            putf(t, "\t@%sg add.s64 %sa, %s, %lld;\n", P, P, rb, (long long)a->addr.off);
        else if (bits == 32)
            putf(t, "\t@%sg cvt.u64.u32 %sa, %s;\n\t@%sg add.s64 %sa, %sa, %lld;\n", P, P, rb, P, P, P,
                 (long long)a->addr.off);
        else
            return -1;
    } else if (a->base_kind == KIR_BASE_VAR) {
        putf(t, "\t@%sg mov.u64 %sa, %s;\n\t@%sg add.s64 %sa, %sa, %lld;\n", P, P, m->vars[a->addr.base].name, P, P, P,
             (long long)a->addr.off);
    } else {
        putf(t, "\t@%sg mov.u64 %sa, %lld;\n", P, P, (long long)a->addr.off);
    }
    unsigned lanes = matrix_lanes(in);
    if (lanes && lanes < 32)  // the lanes that give no row address record nothing
        putf(t, "\tand.b32 %sc, %st, 31;\n\tsetp.lt.and.u32 %sg, %sc, %u, %sg;\n", P, P, P, P, lanes, P);
    unsigned kw = access_kind(in) | access_width(in) << 16;
    if (space == KIR_SPACE_NONE) {  // generic: shared or global at run time, else not recorded
        putf(t, "\t@%sg isspacep.shared %ss, %sa;\n\t@%sg isspacep.global %sq, %sa;\n", P, P, P, P, P, P);
        putf(t, "\tand.pred %ss, %ss, %sg;\n\tand.pred %sq, %sq, %sg;\n\tor.pred %sg, %ss, %sq;\n", P, P, P, P, P,
             P, P, P, P);
        putf(t, "\t@%ss cvta.to.shared.u64 %sa, %sa;\n", P, P, P);
        putf(t, "\tselp.b32 %sk, %u, %u, %ss;\n", P, kw | EXEC_SPACE_SHARED << 8, kw | EXEC_SPACE_GLOBAL << 8, P);
    } else if (space == KIR_SPACE_GLOBAL) {
        putf(t, "\t@%sg cvta.global.u64 %sa, %sa;\n\tmov.u32 %sk, %u;\n", P, P, P, P, kw | EXEC_SPACE_GLOBAL << 8);
    } else {
        putf(t, "\tmov.u32 %sk, %u;\n", P, kw | EXEC_SPACE_SHARED << 8);
    }
    /* the next record (the cursor in the header); q: it is within the log's capacity */
    putf(t, "\t@%sg atom.global.add.u64 %sr, [%shdr], 1;\n", P, P, P);
    putf(t, "\tsetp.lt.and.u64 %sq, %sr, %llu, %sg;\n", P, P, (unsigned long long)capacity, P);
    putf(t, "\t@%sq mad.lo.u64 %sr, %sr, %u, %slog;\n\tmov.u32 %sc, %u;\n", P, P, P, EXEC_REC_BYTES, P, P, pc + 1);
    putf(t, "\t@%sq st.global.v4.u32 [%sr], {%sc, %st, %sb, %se};\n", P, P, P, P, P, P);
    putf(t, "\t@%sq st.global.u64 [%sr+16], %sa;\n\t@%sq st.global.v2.u32 [%sr+24], {%sw, %sk};\n\t}\n", P, P, P,
         P, P, P, P);
    return 0;
}

/* Declarations and the prologue at the start of the body: the log's
 * cursor and records, the linear thread and block number. */
static void prologue(Text *t, const char *P, const char *param, const uint32_t grid[3], const uint32_t block[3])
{
    putf(t, "\n\t// warpsafe monitor (warpsafe run --monitor)\n");
    putf(t, "\t.reg .b64 %slog, %shdr;\n\t.reg .b32 %se, %sw, %st, %sb, %sx;\n", P, P, P, P, P, P, P);
    putf(t, "\tld.param.u64 %shdr, [%s];\n\tcvta.to.global.u64 %shdr, %shdr;\n", P, param, P, P);
    putf(t, "\tadd.u64 %slog, %shdr, %u;\n", P, P, EXEC_LOG_HEADER);
    const char *sr[2] = { "%tid", "%ctaid" };
    const uint32_t *dim[2] = { block, grid };
    const char *dst[2] = { "t", "b" };
    for (int i = 0; i < 2; i++) {  // x + dx * (y + dy * z)
        putf(t, "\tmov.u32 %sx, %s.z;\n\tmov.u32 %s%s, %s.y;\n\tmad.lo.u32 %s%s, %sx, %u, %s%s;\n", P, sr[i], P,
             dst[i], sr[i], P, dst[i], P, dim[i][1], P, dst[i]);
        putf(t, "\tmov.u32 %sx, %s.x;\n\tmad.lo.u32 %s%s, %s%s, %u, %sx;\n", P, sr[i], P, dst[i], P, dst[i],
             dim[i][0], P);
    }
    putf(t, "\tmov.u32 %se, 0;\n\tmov.u32 %sw, 0;\n", P, P);
}

/* bar.warp.sync with the constant mask of the whole warp. */
static int full_mask(const KirInst *in)
{
    return in->nopnd >= 1 && in->opnds[0].kind == KIR_OPND_IMM && (uint32_t)in->opnds[0].imm == 0xffffffffu;
}

/* What the log cannot judge in f (exec.h, ExecMonitorInfo). */
static void judge(const KirModule *m, const KirFunc *f, ExecMonitorInfo *info)
{
    info->judge_block = info->judge_global = 1;
    for (uint32_t i = 0; i < f->ninsts; i++) {
        const KirInst *in = &f->insts[i];
        KirBarrier b;
        if (kir_barrier(in, &b) && (b.count != 0 || !b.waits) && info->judge_block) {
            info->judge_block = 0;
            info->unjudged_why = "the kernel uses counted barriers or bar.arrive: threads of one block are not "
                                 "judged by barrier epochs";
        }
        if ((in->op == KIR_OP_MBARRIER || in->op == KIR_OP_CP_ASYNC_MBARRIER || (in->mods & KIR_MOD_CLUSTER)) &&
            info->judge_block) {
            info->judge_block = 0;
            info->unjudged_why = "the kernel synchronizes through mbarriers or cluster barriers, which the "
                                 "monitor does not follow";
        }
        if (in->op == KIR_OP_CALL) {
            for (uint32_t k = 0; k < in->nopnd; k++)
                if (in->opnds[k].kind == KIR_OPND_FUNC && m->funcs[in->opnds[k].func].has_body)
                    info->ncalls++;
        }
        int orders = in->op == KIR_OP_FENCE || in->op == KIR_OP_MEMBAR ||
                     ((kir_op_flags(in->op) & KIR_OPF_MEM) && in->sem != KIR_SEM_NONE && in->sem != KIR_SEM_WEAK) ||
                     (in->op == KIR_OP_ATOM && (in->subop == KIR_SUB_CAS || in->subop == KIR_SUB_EXCH));
        if (orders && (info->judge_global || info->judge_block)) {  // flags, locks: in shared memory too
            info->judge_global = info->judge_block = 0;
            info->unjudged_why = info->unjudged_global_why =
                "the kernel orders memory through fences, strong accesses or lock-like atomics (cas, exch), "
                "which the monitor does not follow";
        }
        if (in->op == KIR_OP_BAR_WARP && !full_mask(in))
            info->partial_warp_sync = 1;
    }
    if (info->ncalls) {  // a callee's barriers would not count epochs
        info->judge_block = info->judge_global = 0;
        info->unjudged_why = info->unjudged_global_why = "the kernel calls functions, which are not instrumented";
    }
}

static void line_table(const char *text, size_t len, Lines *lines)
{
    vec_push(lines, (size_t)0);
    for (size_t i = 0; i < len; i++)
        if (text[i] == '\n')
            vec_push(lines, i + 1);
}

static int edit_cmp(const void *a, const void *b)
{
    const Edit *x = a, *y = b;
    if (x->at != y->at)
        return x->at < y->at ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

char *exec_instrument(const char *ptx, const KirModule *m, uint32_t fi, const uint32_t grid[3],
                      const uint32_t block[3], uint64_t capacity, ExecMonitorInfo *info, char *err, size_t errlen)
{
    memset(info, 0, sizeof *info);
    size_t len = strlen(ptx);
    const KirFunc *f = &m->funcs[fi];
    const char *P = "%__wsm_", *param = "__wsm_log";
    if (strstr(ptx, "__wsm_")) {
        snprintf(err, errlen, "the PTX already uses names starting with __wsm_, the monitor's");
        return NULL;
    }
    Lines lines = { 0 };
    line_table(ptx, len, &lines);
    Edits edits = { 0 };
    char *out = NULL;
    const char *end = ptx + len;
    /* the log parameter, last in the list */
    size_t at = offset_of(len, lines.data, lines.len, f->line, f->col);
    const char *open = at == (size_t)-1 ? NULL : next_token(ptx + at, end, '{', NULL);
    const char *paren = at == (size_t)-1 ? NULL : next_token(ptx + at, end, '(', NULL);
    Text t = { 0 };
    if (!open) {
        snprintf(err, errlen, "the body of .entry %s was not found in its PTX", f->name);
        goto out;
    }
    if (paren && paren < open) {
        const char *close = next_token(paren, end, ')', NULL);
        if (!close || close > open) {
            snprintf(err, errlen, "the parameter list of .entry %s was not found in its PTX", f->name);
            goto out;
        }
        putf(&t, "%s\n\t.param .u64 %s\n", f->nparams ? "," : "", param);
        edit_at(&edits, (size_t)(close - ptx), &t);
    } else {  // `.entry name` with no list: after the name
        const char *p = next_token(ptx + at, end, 0, f->name);
        if (!p || p > open) {
            snprintf(err, errlen, "the name of .entry %s was not found in its PTX", f->name);
            goto out;
        }
        putf(&t, "(.param .u64 %s)", param);
        edit_at(&edits, (size_t)(p + strlen(f->name) - ptx), &t);
    }
    prologue(&t, P, param, grid, block);
    edit_at(&edits, (size_t)(open + 1 - ptx), &t);
    judge(m, f, info);
    /* the accesses, and the epochs after barriers */
    for (uint32_t pc = 0; pc < f->ninsts; pc++) {
        const KirInst *in = &f->insts[pc];
        size_t s = offset_of(len, lines.data, lines.len, in->line, in->col);
        if (s == (size_t)-1) {
            snprintf(err, errlen, "instruction %u of %s is not at a position of its PTX", pc, f->name);
            goto out;
        }
        unsigned fl = kir_op_flags((KirOp)in->op);
        int plain = in->op == KIR_OP_LD || in->op == KIR_OP_LDU || in->op == KIR_OP_ST || (fl & KIR_OPF_ATOMIC) ||
                    matrix_lanes(in);
        if (plain && (in->space == KIR_SPACE_NONE || in->space == KIR_SPACE_GLOBAL || in->space == KIR_SPACE_SHARED)) {
            if (access_code(m, f, pc, P, capacity, &t) == 0) {
                info->nsites++;
                edit_at(&edits, s, &t);
            } else {
                vec_free(&t);
                info->nunmonitored++;
            }
        } else if ((fl & KIR_OPF_MEM) && in->op != KIR_OP_MBARRIER &&
                   !(plain && in->space != KIR_SPACE_SHARED_CLUSTER)) {
            info->nunmonitored++;  // async copies, other matrix shapes, DSMEM: not recorded
        }
        KirBarrier b;
        int epoch = kir_barrier(in, &b) && b.waits && b.count == 0;
        if (epoch || (in->op == KIR_OP_BAR_WARP && full_mask(in))) {  // (partial masks: ExecMonitorInfo)
            const char *semi = next_token(ptx + s, end, ';', NULL);
            if (!semi) {
                snprintf(err, errlen, "instruction %u of %s has no ';' in its PTX", pc, f->name);
                goto out;
            }
            char gb[300] = "";
            unsigned bits;
            if (in->guard >= 0) {
                char r[256];
                snprintf(gb, sizeof gb, "@%s%s ", in->guard_neg ? "!" : "", reg_text(f, (uint32_t)in->guard, r,
                                                                                       sizeof r, &bits));
            }
            putf(&t, "\n\t%sadd.u32 %s%c, %s%c, 1;", gb, P, epoch ? 'e' : 'w', P, epoch ? 'e' : 'w');
            edit_at(&edits, (size_t)(semi + 1 - ptx), &t);
        }
    }
    if (edits.oom || lines.oom) {
        snprintf(err, errlen, "out of memory");
        goto out;
    }
    qsort(edits.data, edits.len, sizeof *edits.data, edit_cmp);
    Text o = { 0 };
    size_t from = 0;
    for (uint32_t i = 0; i < edits.len; i++) {
        size_t n = edits.data[i].at - from, k = strlen(edits.data[i].text);
        if (vec_reserve(&o, o.len + (uint32_t)(n + k) + 1) < 0)
            break;
        memcpy(o.data + o.len, ptx + from, n);
        memcpy(o.data + o.len + n, edits.data[i].text, k);
        o.len += (uint32_t)(n + k);
        from = edits.data[i].at;
    }
    if (!o.oom && vec_reserve(&o, o.len + (uint32_t)(len - from) + 1) == 0) {
        memcpy(o.data + o.len, ptx + from, len - from);
        o.len += (uint32_t)(len - from);
        o.data[o.len] = '\0';
        out = o.data;
    } else {
        vec_free(&o);
        snprintf(err, errlen, "out of memory");
    }
out:
    for (uint32_t i = 0; i < edits.len; i++)
        mem_free(edits.data[i].text);
    vec_free(&edits);
    vec_free(&lines);
    vec_free(&t);
    return out;
}
