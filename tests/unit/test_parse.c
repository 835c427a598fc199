/*
 * test_parse.c - PTX parser behaviour through ptx_parse() / ptx_load_file():
 * scopes, register ranges, special registers, debug locations, parameter
 * attributes, performance directives, variables and initializers, mnemonic
 * decoding, error codes and positions, cuobjdump listings.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "warpsafe/ptx.h"
#include "unit_ptx.h"

#define HDR ".version 8.0\n.target sm_80\n.address_size 64\n"

/* ---- helpers ---- */

/* Parsing must fail (NULL module) with an error `code` at line:col. */
static Parsed *parse_err(const char *src, const char *code, uint32_t line, uint32_t col)
{
    Parsed *p = parse_any(src);
    assert_null(p->m);
    assert_true(p->sink.nerr >= 1);
    for (uint32_t i = 0; i < p->sink.ndiags; i++) {
        const Diag *d = &p->sink.diags[i];
        if (d->level == DIAG_ERROR && strcmp(d->code, code) == 0 && d->loc.file == p->file &&
            d->loc.line == line && d->loc.col == col)
            return p;
    }
    diag_print(&p->sink, stderr);
    fail_msg("no %s error at %u:%u", code, line, col);
    return p;
}

/* The first diagnostic with `code`. */
static const Diag *find_diag(const Parsed *p, const char *code)
{
    for (uint32_t i = 0; i < p->sink.ndiags; i++)
        if (strcmp(p->sink.diags[i].code, code) == 0)
            return &p->sink.diags[i];
    return NULL;
}

static const KirVar *var_named(const KirModule *m, const char *name)
{
    for (uint32_t i = 0; i < m->nvars; i++)
        if (strcmp(m->vars[i].name, name) == 0)
            return &m->vars[i];
    fail_msg("no variable '%s'", name);
    return NULL;
}

static uint32_t var_index(const KirModule *m, const char *name)
{
    return (uint32_t)(var_named(m, name) - m->vars);
}

/* The first instruction whose mnemonic is `mn`. */
static const KirInst *inst_named(const KirFunc *f, const char *mn)
{
    for (uint32_t i = 0; i < f->ninsts; i++)
        if (strcmp(f->insts[i].mnemonic, mn) == 0)
            return &f->insts[i];
    fail_msg("no instruction '%s'", mn);
    return NULL;
}

/* The instruction at input line `line`. */
static const KirInst *inst_at_line(const KirFunc *f, uint32_t line)
{
    for (uint32_t i = 0; i < f->ninsts; i++)
        if (f->insts[i].line == line)
            return &f->insts[i];
    fail_msg("no instruction at line %u", line);
    return NULL;
}

static const char *reg_name(const KirFunc *f, uint32_t reg)
{
    static char buf[64];
    return kir_reg_name(f, reg, buf, sizeof buf);
}

/* ---- scopes and registers ---- */

static void test_scoped_register_shadowing(void **state)
{
    (void)state;
    Parsed *p = parse_ok(HDR ".visible .entry sh()\n{\n"      /* 4, 5 */
                         "    .reg .pred p;\n"                 /* 6 */
                         "    .reg .b32 %r<3>;\n"              /* 7 */
                         "    setp.eq.u32 p, %r1, 0;\n"        /* 8 */
                         "    {\n"                             /* 9 */
                         "    .reg .pred p;\n"                 /* 10 */
                         "    .reg .b32 t;\n"                  /* 11 */
                         "    setp.ne.u32 p, %r1, 0;\n"        /* 12 */
                         "    @p add.u32 t, %r1, 1;\n"         /* 13 */
                         "    }\n"                             /* 14 */
                         "    @p add.u32 %r2, %r1, 2;\n"       /* 15 */
                         "    ret;\n}\n");
    KirFunc *f = func_named(p->m, "sh");
    const KirInst *outer_set = inst_at_line(f, 8), *inner_set = inst_at_line(f, 12);
    const KirInst *inner_use = inst_at_line(f, 13), *outer_use = inst_at_line(f, 15);
    uint32_t outer_p = outer_set->opnds[0].reg, inner_p = inner_set->opnds[0].reg;
    assert_int_equal(outer_set->opnds[0].kind, KIR_OPND_REG);
    assert_int_equal(inner_set->opnds[0].kind, KIR_OPND_REG);
    assert_true(outer_p != inner_p);
    assert_int_equal(inner_use->guard, (int32_t)inner_p);
    assert_int_equal(outer_use->guard, (int32_t)outer_p);  // the inner p is gone after '}'
    const KirRegDecl *od = kir_reg_decl(f, outer_p), *id = kir_reg_decl(f, inner_p);
    assert_non_null(od);
    assert_non_null(id);
    assert_string_equal(od->name, "p");
    assert_string_equal(id->name, "p");
    assert_int_equal(od->scope, 0);
    assert_int_equal(id->scope, 1);
    assert_int_equal(od->type, KIR_TYPE_PRED);
    assert_int_equal(id->count, 0);
    /* scoped names are kept apart in the dump */
    assert_string_equal(reg_name(f, outer_p), "p");
    assert_true(strcmp(reg_name(f, inner_p), "p") != 0);
    /* the destination of the inner add is the scoped `t` */
    assert_string_equal(kir_reg_decl(f, inner_use->opnds[0].reg)->name, "t");
    assert_int_equal(f->nregs, 1 + 3 + 1 + 1);
    parsed_free(p);

    /* a register of an inner scope is not visible after it */
    p = parse_err(HDR ".visible .entry gone()\n{\n"
                  "    {\n"
                  "    .reg .b32 %tmp;\n"
                  "    mov.u32 %tmp, 1;\n"
                  "    }\n"
                  "    mov.u32 %tmp, 2;\n"     /* 10 */
                  "    ret;\n}\n",
                  "PTX005", 10, 13);
    parsed_free(p);
    /* without the %, the name could be a symbol: it is reported as undefined */
    p = parse_err(HDR ".visible .entry gone2()\n{\n"
                  "    {\n"
                  "    .reg .b32 tmp;\n"
                  "    mov.u32 tmp, 1;\n"
                  "    }\n"
                  "    mov.u32 tmp, 2;\n"     /* 10 */
                  "    ret;\n}\n",
                  "PTX006", 10, 13);
    parsed_free(p);

    /* redeclaring in the same scope is an error; in a nested scope it is not */
    p = parse_err(HDR ".visible .entry dupreg()\n{\n"
                  "    .reg .b32 a;\n"
                  "    .reg .b32 a;\n"        /* 7 */
                  "    ret;\n}\n",
                  "PTX007", 7, 15);
    parsed_free(p);
}

static void test_scope_ranges_and_shadowing(void **state)
{
    (void)state;
    Parsed *p = parse_ok(HDR ".visible .entry rs()\n{\n"       /* 4, 5 */
                         "    .reg .b32 %r<10>;\n"              /* 6 */
                         "    mov.u32 %r5, 1;\n"                /* 7: outer range */
                         "    {\n"
                         "    .reg .b32 %r5;\n"                 /* 9: a scalar named like a range member */
                         "    .reg .b32 %r<2>;\n"               /* 10: an inner range */
                         "    mov.u32 %r5, 2;\n"                /* 11: inner scalar */
                         "    mov.u32 %r6, 3;\n"                /* 12: outer range (inner has 2) */
                         "    mov.u32 %r1, 4;\n"                /* 13: inner range */
                         "    }\n"
                         "    mov.u32 %r5, 5;\n"                /* 15: outer range again */
                         "    mov.u32 %r1, 6;\n"                /* 16: outer range again */
                         "    ret;\n}\n");
    KirFunc *f = func_named(p->m, "rs");
    assert_int_equal(f->nregdecls, 3);
    const KirRegDecl *outer = &f->regdecls[0], *scal = &f->regdecls[1], *inner = &f->regdecls[2];
    assert_int_equal(outer->count, 10);
    assert_int_equal(scal->count, 0);
    assert_int_equal(scal->scope, 1);
    assert_int_equal(inner->count, 2);
    assert_int_equal(inst_at_line(f, 7)->opnds[0].reg, outer->base + 5);
    assert_int_equal(inst_at_line(f, 11)->opnds[0].reg, scal->base);
    assert_int_equal(inst_at_line(f, 12)->opnds[0].reg, outer->base + 6);
    assert_int_equal(inst_at_line(f, 13)->opnds[0].reg, inner->base + 1);
    assert_int_equal(inst_at_line(f, 15)->opnds[0].reg, outer->base + 5);
    assert_int_equal(inst_at_line(f, 16)->opnds[0].reg, outer->base + 1);
    parsed_free(p);
}

static void test_scope_many_sibling_blocks(void **state)
{
    (void)state;
    /* 3000 inline-asm style blocks, each with its own `p` and label DONE,
     * and a function-scope p used between them */
    enum { N = 3000 };
    size_t cap = (size_t)N * 160 + 1024;
    char *src = malloc(cap);
    assert_non_null(src);
    size_t n = (size_t)snprintf(src, cap, HDR ".visible .entry sib()\n{\n"
                                "    .reg .pred p;\n    .reg .b32 %%r<3>;\n"
                                "    setp.eq.u32 p, %%r1, 0;\n");
    for (int i = 0; i < N; i++)
        n += (size_t)snprintf(src + n, cap - n,
                              "    {\n    .reg .pred p;\n    setp.ne.u32 p, %%r1, %d;\n"
                              "    @p bra DONE;\n    DONE:\n    }\n"
                              "    @p add.u32 %%r2, %%r2, 1;\n", i);
    snprintf(src + n, cap - n, "    ret;\n}\n");
    Parsed *p = parse_ok(src);
    KirFunc *f = func_named(p->m, "sib");
    uint32_t outer_p = f->insts[0].opnds[0].reg;
    assert_string_equal(kir_reg_decl(f, outer_p)->name, "p");
    assert_int_equal(f->nregs, 1 + 3 + N);
    /* instruction layout: setp; then per block: setp, bra, add */
    for (int i = 0; i < N; i++) {
        const KirInst *set = &f->insts[1 + 3 * i], *bra = &f->insts[2 + 3 * i];
        const KirInst *add = &f->insts[3 + 3 * i];
        assert_int_equal(set->op, KIR_OP_SETP);
        uint32_t inner_p = set->opnds[0].reg;
        assert_true(inner_p != outer_p);
        assert_int_equal(kir_reg_decl(f, inner_p)->scope, 1);
        assert_int_equal(bra->guard, (int32_t)inner_p);
        assert_int_equal(add->guard, (int32_t)outer_p);
        /* each DONE is the block right after its own branch */
        uint32_t target = bra->opnds[0].block;
        assert_int_equal(f->blocks[target].first, 3 + 3 * (uint32_t)i);
        assert_string_equal(f->blocks[target].label, "DONE");
    }
    parsed_free(p);
    free(src);
}

static void test_scope_many_names(void **state)
{
    (void)state;
    /* 2000 scalar registers and 2000 labels in the function scope */
    enum { N = 2000 };
    size_t cap = (size_t)N * 120 + 1024;
    char *src = malloc(cap);
    assert_non_null(src);
    size_t n = (size_t)snprintf(src, cap, HDR ".visible .entry names()\n{\n");
    for (int i = 0; i < N; i++)
        n += (size_t)snprintf(src + n, cap - n, "    .reg .b32 v%d;\n", i);
    for (int i = 0; i < N; i++)
        n += (size_t)snprintf(src + n, cap - n, "L%d:\n    add.u32 v%d, v%d, 1;\n    bra.uni L%d;\n",
                              i, i, (i * 13) % N, (i * 7 + 1) % N);
    snprintf(src + n, cap - n, "}\n");
    Parsed *p = parse_ok(src);
    KirFunc *f = func_named(p->m, "names");
    assert_int_equal(f->nregs, N);
    assert_int_equal(f->ninsts, 2 * N);
    char want[32];
    for (int i = 0; i < N; i++) {
        const KirInst *add = &f->insts[2 * i], *bra = &f->insts[2 * i + 1];
        snprintf(want, sizeof want, "v%d", i);
        assert_string_equal(kir_reg_decl(f, add->opnds[0].reg)->name, want);
        snprintf(want, sizeof want, "v%d", (i * 13) % N);
        assert_string_equal(kir_reg_decl(f, add->opnds[1].reg)->name, want);
        snprintf(want, sizeof want, "L%d", (i * 7 + 1) % N);
        assert_string_equal(f->blocks[bra->opnds[0].block].label, want);
    }
    parsed_free(p);
    free(src);
}

static void test_names_do_not_leak_between_functions(void **state)
{
    (void)state;
    /* a register of one function is unknown in the next */
    Parsed *p = parse_err(HDR ".entry a()\n{\n    .reg .b32 %q;\n    mov.u32 %q, 1;\n    ret;\n}\n"
                          ".entry b()\n{\n    mov.u32 %q, 2;\n    ret;\n}\n",   /* 12 */
                          "PTX005", 12, 13);
    parsed_free(p);
    /* and so is a label */
    p = parse_err(HDR ".entry a()\n{\nL:\n    ret;\n}\n"
                  ".entry b()\n{\n    bra.uni L;\n}\n",                     /* 11 */
                  "PTX006", 11, 13);
    parsed_free(p);
    /* the same register and label names in two functions are fine */
    p = parse_ok(HDR ".entry a()\n{\n    .reg .b32 %q;\nL:\n    mov.u32 %q, 1;\n    bra.uni L;\n}\n"
                 ".entry b()\n{\n    .reg .pred %q;\nL:\n    @%q bra L;\n    ret;\n}\n");
    KirFunc *b = func_named(p->m, "b");
    assert_int_equal(b->nregs, 1);
    assert_int_equal(kir_reg_decl(b, 0)->type, KIR_TYPE_PRED);
    assert_int_equal(b->insts[0].guard, 0);
    assert_int_equal(b->insts[0].opnds[0].block, 0);
    parsed_free(p);
    /* a label defined in the function scope and again in a nested one is
     * not a duplicate; twice in the function scope it is, even with a
     * nested block in between */
    p = parse_ok(HDR ".entry c()\n{\n    .reg .b32 %r<2>;\nL:\n    mov.u32 %r1, 0;\n"
                 "    {\n    L:\n    bra.uni L;\n    }\n    bra.uni L;\n}\n");
    KirFunc *c = func_named(p->m, "c");
    assert_int_equal(c->nblocks, 3);
    assert_int_equal(c->insts[1].opnds[0].block, 1);  // the inner L
    assert_int_equal(c->insts[2].opnds[0].block, 0);  // the outer L
    parsed_free(p);
    p = parse_err(HDR ".entry d()\n{\nL:\n    {\n    ret;\n    }\nL:\n    ret;\n}\n",  /* 10 */
                  "PTX007", 10, 1);
    parsed_free(p);
}

static void test_register_ranges(void **state)
{
    (void)state;
    Parsed *p = parse_ok(HDR ".visible .entry rr()\n{\n"
                         "    .reg .pred %p<2>;\n"
                         "    .reg .b32 %r<10>;\n"
                         "    .reg .b64 %rd<3>;\n"
                         "    mov.u32 %r0, 1;\n"            /* 9 */
                         "    mov.u32 %r9, %r0;\n"          /* 10 */
                         "    mov.b64 %rd2, 0;\n"           /* 11 */
                         "    ret;\n}\n");
    KirFunc *f = func_named(p->m, "rr");
    assert_int_equal(f->nregdecls, 3);
    assert_int_equal(f->nregs, 2 + 10 + 3);
    const KirRegDecl *r = &f->regdecls[1];
    assert_string_equal(r->name, "%r");
    assert_int_equal(r->count, 10);
    assert_int_equal(r->base, 2);
    assert_int_equal(r->type, KIR_TYPE_B32);
    const KirInst *a = inst_at_line(f, 9), *b = inst_at_line(f, 10), *c = inst_at_line(f, 11);
    assert_int_equal(a->opnds[0].reg, r->base + 0);
    assert_int_equal(b->opnds[0].reg, r->base + 9);
    assert_int_equal(b->opnds[1].reg, r->base + 0);
    assert_int_equal(c->opnds[0].reg, f->regdecls[2].base + 2);
    assert_string_equal(reg_name(f, b->opnds[0].reg), "%r9");
    assert_string_equal(reg_name(f, c->opnds[0].reg), "%rd2");
    assert_ptr_equal(kir_reg_decl(f, r->base + 9), r);
    assert_null(kir_reg_decl(f, f->nregs));
    parsed_free(p);

    /* %r10 is one past the range: error at the operand */
    p = parse_err(HDR ".visible .entry rr2()\n{\n"
                  "    .reg .b32 %r<10>;\n"
                  "    mov.u32 %r9, 1;\n"
                  "    mov.u32 %r10, 2;\n"     /* 8, operand at col 13 */
                  "    ret;\n}\n",
                  "PTX005", 8, 13);
    assert_non_null(strstr(find_diag(p, "PTX005")->msg, "%r10"));
    parsed_free(p);

    /* leading zeros are not register numbers */
    p = parse_err(HDR ".visible .entry rr3()\n{\n"
                  "    .reg .b32 %r<10>;\n"
                  "\tmov.u32 %r01, 2;\n"       /* 7, tab counts as one column */
                  "    ret;\n}\n",
                  "PTX005", 7, 10);
    parsed_free(p);

    /* an undeclared guard */
    p = parse_err(HDR ".visible .entry rr4()\n{\n"
                  "    @%p1 ret;\n"            /* 6 */
                  "}\n",
                  "PTX005", 6, 6);
    parsed_free(p);
}

static void test_special_registers(void **state)
{
    (void)state;
    Parsed *p = parse_ok(HDR ".visible .entry sr()\n{\n"
                         "    .reg .b32 %r<12>;\n    .reg .b64 %rd<2>;\n"
                         "    mov.u32 %r1, %tid.x;\n"            /* 8 */
                         "    mov.u32 %r2, %ntid.y;\n"           /* 9 */
                         "    mov.u32 %r3, %ctaid.z;\n"          /* 10 */
                         "    mov.u32 %r4, %laneid;\n"           /* 11 */
                         "    mov.u32 %r5, %envreg3;\n"          /* 12 */
                         "    mov.u64 %rd1, %clock64;\n"         /* 13 */
                         "    mov.u32 %r6, %cluster_ctarank;\n"  /* 14 */
                         "    mov.u32 %r7, %lanemask_lt;\n"      /* 15 */
                         "    mov.u32 %r8, %nctaid.x;\n"         /* 16 */
                         "    mov.u32 %r9, %dynamic_smem_size;\n"/* 17 */
                         "    mov.u32 %r10, %globaltimer_lo;\n"  /* 18 */
                         "    ret;\n}\n");
    KirFunc *f = func_named(p->m, "sr");
    static const struct {
        uint32_t line;
        KirSreg sreg;
        uint8_t comp;
        const char *name;
    } want[] = {
        { 8, KIR_SREG_TID, 1, "%tid" },
        { 9, KIR_SREG_NTID, 2, "%ntid" },
        { 10, KIR_SREG_CTAID, 3, "%ctaid" },
        { 11, KIR_SREG_LANEID, 0, "%laneid" },
        { 12, KIR_SREG_OTHER, 0, "%envreg3" },
        { 13, KIR_SREG_CLOCK64, 0, "%clock64" },
        { 14, KIR_SREG_CLUSTER_CTARANK, 0, "%cluster_ctarank" },
        { 15, KIR_SREG_LANEMASK_LT, 0, "%lanemask_lt" },
        { 16, KIR_SREG_NCTAID, 1, "%nctaid" },
        { 17, KIR_SREG_DYNAMIC_SMEM_SIZE, 0, "%dynamic_smem_size" },
        { 18, KIR_SREG_OTHER, 0, "%globaltimer_lo" },
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        const KirOperand *o = &inst_at_line(f, want[i].line)->opnds[1];
        assert_int_equal(o->kind, KIR_OPND_SREG);
        assert_int_equal(o->sreg, want[i].sreg);
        assert_int_equal(o->comp, want[i].comp);
        assert_string_equal(o->sreg_name, want[i].name);
    }
    /* the predefined identifier WARP_SZ: the constant 32 (ptxas takes no immediate address outside .local) */
    Parsed *w = parse_ok(HDR ".visible .entry wz()\n{\n"
                         "    .reg .b32 %r<4>;\n    .shared .b32 s[WARP_SZ];\n"
                         "    mov.u32 %r1, WARP_SZ;\n"            /* 8 */
                         "    rem.u32 %r2, %r1, WARP_SZ;\n"       /* 9 */
                         "    ret;\n}\n");
    KirFunc *wf = func_named(w->m, "wz");
    assert_int_equal(w->m->nvars, 1);
    assert_int_equal(w->m->vars[0].dims[0], 32);
    for (uint32_t line = 8; line <= 9; line++) {
        const KirOperand *o = &inst_at_line(wf, line)->opnds[line == 8 ? 1 : 2];
        assert_int_equal(o->kind, KIR_OPND_IMM);
        assert_int_equal(o->imm, 32);
    }
    parsed_free(w);
    /* the special register names are interned in the module */
    const KirOperand *t = &inst_at_line(f, 8)->opnds[1];
    assert_ptr_equal(t->sreg_name, strtab_lookup(&p->m->strs, "%tid", 4));
    parsed_free(p);

    p = parse_err(HDR ".visible .entry sr2()\n{\n    .reg .b32 %r<2>;\n"
                  "    mov.u32 %r1, %tid.q;\n"   /* 7 */
                  "    ret;\n}\n",
                  "PTX005", 7, 18);
    parsed_free(p);
    p = parse_err(HDR ".visible .entry sr3()\n{\n    .reg .b32 %r<2>;\n"
                  "    mov.u32 %r1, %bogus;\n"   /* 7 */
                  "    ret;\n}\n",
                  "PTX005", 7, 18);
    parsed_free(p);
}

/* ---- debug information ---- */

static void test_file_and_loc(void **state)
{
    (void)state;
    Parsed *p = parse_ok(HDR
                         ".file 1 \"/home/u/src\" \"k.cu\"\n"
                         ".file 2 \"/usr/include/h.cuh\"\n"
                         ".file 3 \"inc\" \"/abs/x.h\"\n"
                         ".file 4 \"t.cu\", 1700000000, 1234\n"
                         ".visible .entry lk()\n{\n"                                       /* 8, 9 */
                         "    .reg .b32 %r<4>;\n"                                          /* 10 */
                         "    mov.u32 %r1, 0;\n"                                           /* 11 */
                         "    .loc 1 10 5\n"
                         "    add.u32 %r2, %r1, 1;\n"                                      /* 13 */
                         "    .loc 2 20 3, function_name $L__info_string0, inlined_at 1 11 7\n"
                         "    mul.lo.u32 %r3, %r2, 3;\n"                                   /* 15 */
                         "    .loc 2 21 9, function_name $L__info_string0, inlined_at 1 11 7\n"
                         "    sub.u32 %r3, %r3, 1;\n"                                      /* 17 */
                         "    .loc 2 5 1, function_name $L__info_string1+12, inlined_at 1 12 2\n"
                         "    xor.b32 %r3, %r3, 1;\n"                                      /* 19 */
                         "    .loc 1 13 1\n"
                         "    ret;\n"                                                      /* 21 */
                         "}\n");
    KirModule *m = p->m;
    assert_int_equal(m->nfiles, 4);
    assert_int_equal(m->files[0].id, 1);
    assert_string_equal(m->files[0].name, "/home/u/src/k.cu");
    assert_string_equal(m->files[0].dir, "/home/u/src");
    assert_int_equal(m->files[1].id, 2);
    assert_string_equal(m->files[1].name, "/usr/include/h.cuh");
    assert_null(m->files[1].dir);
    assert_string_equal(m->files[2].name, "/abs/x.h");  // an absolute name ignores the directory
    assert_string_equal(m->files[2].dir, "inc");
    assert_int_equal(m->files[3].id, 4);
    assert_string_equal(m->files[3].name, "t.cu");

    KirFunc *f = func_named(m, "lk");
    const KirInst *i11 = inst_at_line(f, 11), *i13 = inst_at_line(f, 13), *i15 = inst_at_line(f, 15);
    const KirInst *i17 = inst_at_line(f, 17), *i19 = inst_at_line(f, 19), *i21 = inst_at_line(f, 21);
    assert_int_equal(i11->loc.file, 0);
    assert_int_equal(i11->loc.line, 0);
    assert_int_equal(i11->inlined_at, 0);
    assert_int_equal(i13->loc.file, 1);
    assert_int_equal(i13->loc.line, 10);
    assert_int_equal(i13->loc.col, 5);
    assert_int_equal(i13->inlined_at, 0);
    assert_int_equal(i15->loc.file, 2);
    assert_int_equal(i15->loc.line, 20);
    assert_int_equal(i15->loc.col, 3);
    assert_int_equal(i17->loc.line, 21);
    assert_int_equal(i17->loc.col, 9);
    assert_int_equal(i19->loc.line, 5);
    assert_int_equal(i21->loc.file, 1);
    assert_int_equal(i21->loc.line, 13);
    assert_int_equal(i21->inlined_at, 0);

    /* two distinct inlining records; the repeated one is shared */
    assert_int_equal(f->ninlined, 2);
    assert_int_equal(i15->inlined_at, 1);
    assert_int_equal(i17->inlined_at, 1);
    assert_int_equal(i19->inlined_at, 2);
    assert_int_equal(f->inlined[0].at.file, 1);
    assert_int_equal(f->inlined[0].at.line, 11);
    assert_int_equal(f->inlined[0].at.col, 7);
    assert_string_equal(f->inlined[0].function, "$L__info_string0");
    assert_int_equal(f->inlined[1].at.line, 12);
    assert_int_equal(f->inlined[1].at.col, 2);
    assert_string_equal(f->inlined[1].function, "$L__info_string1");
    parsed_free(p);

    /* the same .file number twice */
    p = parse_err(HDR ".file 1 \"a.cu\"\n.file 1 \"b.cu\"\n", "PTX007", 5, 9);
    parsed_free(p);
}

/* ---- parameters and function attributes ---- */

static void test_param_attributes(void **state)
{
    (void)state;
    Parsed *p = parse_ok(HDR ".visible .entry pa(\n"
                         "    .param .u64 .ptr.global.align 16 pa_p0,\n"
                         "    .param .u64 .ptr .global .align 1 pa_p1,\n"
                         "    .param .u64 .ptr.shared pa_p2,\n"
                         "    .param .align 8 .b8 pa_p3[24],\n"
                         "    .param .u32 pa_p4\n"
                         ")\n{\n    ret;\n}\n");
    KirModule *m = p->m;
    KirFunc *f = func_named(m, "pa");
    assert_int_equal(f->kind, KIR_FUNC_ENTRY);
    assert_int_equal(f->is_visible, 1);
    assert_int_equal(f->nparams, 5);
    static const char *const names[] = { "pa_p0", "pa_p1", "pa_p2", "pa_p3", "pa_p4" };
    for (uint32_t i = 0; i < 5; i++) {
        const KirVar *v = &m->vars[f->params[i]];
        assert_string_equal(v->name, names[i]);
        assert_int_equal(v->space, KIR_SPACE_PARAM);
        assert_int_equal(v->is_param, 1);
        assert_int_equal(v->is_retparam, 0);
        assert_int_equal(v->func, (int32_t)(f - m->funcs));
        assert_int_equal(v->line, 5 + i);
        assert_int_equal(v->col, i == 3 ? 25 : i == 0 ? 38 : i == 1 ? 39 : i == 2 ? 29 : 17);
    }
    const KirVar *p0 = var_named(m, "pa_p0"), *p1 = var_named(m, "pa_p1");
    const KirVar *p2 = var_named(m, "pa_p2"), *p3 = var_named(m, "pa_p3"), *p4 = var_named(m, "pa_p4");
    assert_int_equal(p0->type, KIR_TYPE_U64);
    assert_int_equal(p0->ptr_space, KIR_SPACE_GLOBAL);
    assert_int_equal(p0->ptr_align, 16);
    assert_int_equal(p0->size, 8);
    assert_int_equal(p1->ptr_space, KIR_SPACE_GLOBAL);  // Triton spelling
    assert_int_equal(p1->ptr_align, 1);
    assert_int_equal(p2->ptr_space, KIR_SPACE_SHARED);
    assert_int_equal(p2->ptr_align, 0);
    assert_int_equal(p3->align, 8);
    assert_int_equal(p3->type, KIR_TYPE_B8);
    assert_int_equal(p3->ndims, 1);
    assert_int_equal(p3->dims[0], 24);
    assert_int_equal(p3->size, 24);
    assert_int_equal(p3->ptr_space, KIR_SPACE_NONE);
    assert_int_equal(p4->ptr_space, KIR_SPACE_NONE);
    assert_int_equal(p4->size, 4);
    parsed_free(p);

    /* return parameters of a .func, and .reg parameters */
    p = parse_ok(HDR ".func (.param .b32 fr) addone(.param .b32 fa, .reg .b32 rb)\n{\n"
                 "    .reg .b32 %r<3>;\n"
                 "    ld.param.b32 %r1, [fa];\n"
                 "    add.s32 %r2, %r1, rb;\n"
                 "    st.param.b32 [fr], %r2;\n"
                 "    ret;\n}\n");
    f = func_named(p->m, "addone");
    assert_int_equal(f->kind, KIR_FUNC_DEVICE);
    assert_int_equal(f->nrets, 1);
    assert_int_equal(f->nparams, 2);
    const KirVar *fr = &p->m->vars[f->rets[0]];
    assert_string_equal(fr->name, "fr");
    assert_int_equal(fr->is_retparam, 1);
    assert_int_equal(fr->func, (int32_t)(f - p->m->funcs));
    assert_int_equal(p->m->vars[f->params[1]].space, KIR_SPACE_REG);
    /* the .reg parameter is a register in the body */
    const KirInst *add = inst_named(f, "add.s32");
    assert_int_equal(add->opnds[2].kind, KIR_OPND_REG);
    assert_string_equal(kir_reg_decl(f, add->opnds[2].reg)->name, "rb");
    const KirInst *st = inst_named(f, "st.param.b32");
    assert_int_equal(st->opnds[0].kind, KIR_OPND_ADDR);
    assert_int_equal(st->opnds[0].base_kind, KIR_BASE_VAR);
    assert_int_equal(st->opnds[0].addr.base, f->rets[0]);
    parsed_free(p);

    /* an unknown .ptr attribute */
    p = parse_err(HDR ".visible .entry bad(.param .u64 .ptr.bogus x)\n{\n ret;\n}\n", "PTX011", 4, 33);
    parsed_free(p);
}

static void test_perf_directives(void **state)
{
    (void)state;
    Parsed *p = parse_ok(HDR
                         ".visible .entry perf1()\n.maxntid 256,1,1\n.minnctapersm 2\n.maxnreg 64\n"
                         "{\n    .pragma \"nounroll\";\n    ret;\n}\n"
                         ".visible .entry perf2() .reqntid 128 .reqnctapercluster 2, 1, 1 "
                         ".explicitcluster .maxclusterrank 8\n"
                         "{\n    ret;\n}\n"
                         ".entry perf3() .maxntid 64, 2\n{\n    ret;\n}\n"
                         ".entry perf4()\n{\n    ret;\n}\n");
    KirFunc *f1 = func_named(p->m, "perf1");
    assert_int_equal(f1->maxntid[0], 256);
    assert_int_equal(f1->maxntid[1], 1);
    assert_int_equal(f1->maxntid[2], 1);
    assert_int_equal(f1->reqntid[0], 0);
    assert_int_equal(f1->minnctapersm, 2);
    assert_int_equal(f1->maxnreg, 64);
    assert_int_equal(f1->explicitcluster, 0);
    assert_int_equal(f1->npragmas, 1);
    assert_string_equal(f1->pragmas[0], "nounroll");
    KirFunc *f2 = func_named(p->m, "perf2");
    assert_int_equal(f2->reqntid[0], 128);
    assert_int_equal(f2->reqntid[1], 1);  // unused dimensions are 1
    assert_int_equal(f2->reqntid[2], 1);
    assert_int_equal(f2->maxntid[0], 0);
    assert_int_equal(f2->reqnctapercluster[0], 2);
    assert_int_equal(f2->reqnctapercluster[1], 1);
    assert_int_equal(f2->reqnctapercluster[2], 1);
    assert_int_equal(f2->explicitcluster, 1);
    assert_int_equal(f2->maxclusterrank, 8);
    assert_int_equal(f2->is_visible, 1);
    KirFunc *f3 = func_named(p->m, "perf3");
    assert_int_equal(f3->maxntid[0], 64);
    assert_int_equal(f3->maxntid[1], 2);
    assert_int_equal(f3->maxntid[2], 1);
    assert_int_equal(f3->is_visible, 0);
    KirFunc *f4 = func_named(p->m, "perf4");
    assert_int_equal(f4->maxntid[0], 0);
    assert_int_equal(f4->minnctapersm, 0);
    assert_int_equal(kir_module_nkernels(p->m), 4);
    parsed_free(p);

    p = parse_err(HDR ".entry bad() .maxntid x\n{\n ret;\n}\n", "PTX002", 4, 23);
    parsed_free(p);
}

/* ---- variables ---- */

static void test_extern_shared_and_sizes(void **state)
{
    (void)state;
    Parsed *p = parse_ok(HDR
                         ".extern .shared .align 16 .b8 dyn_smem[];\n"
                         ".shared .align 4 .b8 fixed[128];\n"
                         ".global .align 8 .v2 .f32 pairs[3][5];\n"
                         ".global .u32 tbl[] = {1, 2, 3};\n"
                         ".visible .global .pred flag;\n"
                         ".visible .entry ex()\n{\n"
                         "    .reg .b64 %rd<3>;\n"
                         "    .shared .align 8 .u64 local_sh[4];\n"
                         "    mov.u64 %rd1, dyn_smem;\n"
                         "    mov.u64 %rd2, local_sh;\n"
                         "    ret;\n}\n");
    KirModule *m = p->m;
    const KirVar *d = var_named(m, "dyn_smem");
    assert_int_equal(d->space, KIR_SPACE_SHARED);
    assert_int_equal(d->is_extern, 1);
    assert_int_equal(d->unsized, 1);
    assert_int_equal(d->ndims, 1);
    assert_int_equal(d->dims[0], 0);
    assert_int_equal(d->size, 0);
    assert_int_equal(d->align, 16);
    assert_int_equal(d->func, -1);
    assert_int_equal(d->line, 4);
    const KirVar *fx = var_named(m, "fixed");
    assert_int_equal(fx->is_extern, 0);
    assert_int_equal(fx->unsized, 0);
    assert_int_equal(fx->size, 128);
    const KirVar *pr = var_named(m, "pairs");
    assert_int_equal(pr->vec, 2);
    assert_int_equal(pr->type, KIR_TYPE_F32);
    assert_int_equal(pr->ndims, 2);
    assert_int_equal(pr->dims[0], 3);
    assert_int_equal(pr->dims[1], 5);
    assert_int_equal(pr->size, 3 * 5 * 2 * 4);
    const KirVar *t = var_named(m, "tbl");
    assert_int_equal(t->unsized, 0);  // the initializer gives the size
    assert_int_equal(t->dims[0], 3);
    assert_int_equal(t->size, 12);
    assert_int_equal(t->ninit, 3);
    const KirVar *fl = var_named(m, "flag");
    assert_int_equal(fl->is_visible, 1);
    assert_int_equal(fl->size, 1);
    KirFunc *f = func_named(m, "ex");
    const KirVar *ls = var_named(m, "local_sh");
    assert_int_equal(ls->func, (int32_t)(f - m->funcs));
    assert_int_equal(ls->space, KIR_SPACE_SHARED);
    assert_int_equal(ls->size, 32);
    const KirInst *i1 = inst_at_line(f, 13), *i2 = inst_at_line(f, 14);
    assert_int_equal(i1->opnds[1].kind, KIR_OPND_VAR);
    assert_int_equal(i1->opnds[1].var, var_index(m, "dyn_smem"));
    assert_int_equal(i2->opnds[1].var, var_index(m, "local_sh"));
    parsed_free(p);

    /* an unsized array must be .extern (outside .shared/.param) */
    p = parse_err(HDR ".global .b32 bad[];\n", "PTX011", 4, 14);
    parsed_free(p);
    /* an extern declaration followed by its definition is one variable */
    p = parse_ok(HDR ".extern .global .u32 g;\n.global .u32 g = 7;\n"
                 ".entry e()\n{\n    .reg .b64 %rd<2>;\n    mov.u64 %rd1, g;\n    ret;\n}\n");
    uint32_t n = 0;
    for (uint32_t i = 0; i < p->m->nvars; i++)
        n += strcmp(p->m->vars[i].name, "g") == 0;
    assert_int_equal(n, 1);
    assert_int_equal(var_named(p->m, "g")->is_extern, 0);
    assert_int_equal(var_named(p->m, "g")->ninit, 1);
    parsed_free(p);
    /* two definitions */
    p = parse_err(HDR ".global .u32 g;\n.global .u32 g;\n", "PTX007", 5, 14);
    parsed_free(p);
}

static void test_initializers(void **state)
{
    (void)state;
    Parsed *p = parse_ok(HDR
                         ".global .align 4 .u32 arr[4] = {1, 0x10, 017, -2};\n"
                         ".global .align 8 .u64 ptrs[3] = {generic(arr)+8, arr, generic(arr)};\n"
                         ".global .f32 fv = 0f3F800000;\n"
                         ".global .s32 neg = -5;\n"
                         ".const .align 8 .f64 dv[3] = {0d3FF0000000000000, 1.5, -0f3F800000};\n"
                         ".global .u32 grid[2][2] = {{1, 2}, {3, 4}};\n"
                         ".func fn()\n{\n    ret;\n}\n"
                         ".global .u64 fnptr = fn;\n");
    KirModule *m = p->m;
    const KirVar *arr = var_named(m, "arr");
    assert_int_equal(arr->ninit, 4);
    assert_int_equal(arr->init[0].kind, KIR_OPND_IMM);
    assert_int_equal(arr->init[0].imm, 1);
    assert_int_equal(arr->init[1].imm, 16);
    assert_int_equal(arr->init[2].imm, 15);
    assert_int_equal(arr->init[3].imm, -2);
    const KirVar *pt = var_named(m, "ptrs");
    uint32_t ai = var_index(m, "arr");
    assert_int_equal(pt->ninit, 3);
    assert_int_equal(pt->init[0].kind, KIR_OPND_VAR);
    assert_int_equal(pt->init[0].var, ai);
    assert_int_equal(pt->init[0].generic, 1);
    assert_int_equal(pt->init[0].off, 8);
    assert_int_equal(pt->init[1].kind, KIR_OPND_VAR);
    assert_int_equal(pt->init[1].var, ai);
    assert_int_equal(pt->init[1].generic, 0);
    assert_int_equal(pt->init[1].off, 0);
    assert_int_equal(pt->init[2].generic, 1);
    assert_int_equal(pt->init[2].off, 0);
    const KirVar *fv = var_named(m, "fv");
    assert_int_equal(fv->ninit, 1);
    assert_int_equal(fv->init[0].kind, KIR_OPND_FIMM);
    assert_int_equal(fv->init[0].fwidth, 32);
    assert_int_equal(fv->init[0].fbits, 0x3F800000u);
    assert_int_equal(var_named(m, "neg")->init[0].imm, -5);
    const KirVar *dv = var_named(m, "dv");
    assert_int_equal(dv->init[0].fwidth, 64);
    assert_true(dv->init[0].fbits == UINT64_C(0x3FF0000000000000));
    assert_int_equal(dv->init[1].fwidth, 64);
    assert_true(dv->init[1].fbits == UINT64_C(0x3FF8000000000000));  // 1.5
    assert_int_equal(dv->init[2].fwidth, 32);
    assert_int_equal(dv->init[2].fbits, 0xBF800000u);                // negated 0f literal
    const KirVar *g = var_named(m, "grid");
    assert_int_equal(g->ninit, 4);
    assert_int_equal(g->init[3].imm, 4);
    const KirVar *fp = var_named(m, "fnptr");
    assert_int_equal(fp->init[0].kind, KIR_OPND_FUNC);
    assert_int_equal(fp->init[0].func, (uint32_t)kir_func_find(m, strtab_lookup(&m->strs, "fn", 2)));
    parsed_free(p);

    /* generic() of an undefined symbol */
    p = parse_err(HDR ".global .u64 q = generic(nowhere)+4;\n", "PTX006", 4, 26);
    parsed_free(p);
}

/* ---- instructions ---- */

static void test_mnemonic_decoding(void **state)
{
    (void)state;
    Parsed *p = parse_ok(HDR ".visible .entry mn()\n{\n"
                         "    .reg .pred %p<4>;\n    .reg .b32 %r<8>;\n    .reg .b64 %rd<4>;\n"
                         "    .reg .f32 %f<5>;\n"
                         "    ld.global.nc.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1];\n"   /* 10 */
                         "    atom.global.gpu.cas.b32 %r1, [%rd1], %r2, %r3;\n"      /* 11 */
                         "    cp.async.ca.shared.global [%r4], [%rd1], 16;\n"        /* 12 */
                         "    membar.gl;\n"                                          /* 13 */
                         "    barrier.sync.aligned 0;\n"                             /* 14 */
                         "    bar.red.popc.u32 %r5, 0, %p1;\n"                       /* 15 */
                         "    setp.lt.and.s32 %p2, %r1, %r2, %p1;\n"                 /* 16 */
                         "    mul.wide.s32 %rd2, %r1, 4;\n"                          /* 17 */
                         "    ld.shared::cta.u32 %r6, [%r4+8];\n"                    /* 18 */
                         "    st.shared::cluster.u32 [%r4], %r6;\n"                  /* 19 */
                         "    fence.acq_rel.gpu;\n"                                  /* 20 */
                         "    shfl.sync.bfly.b32 %r7|%p3, %r1, 1, 31, -1;\n"         /* 21 */
                         "    red.relaxed.sys.global.add.u32 [%rd1], 1;\n"           /* 22 */
                         "    atom.global.add.u32 %r1, [%rd1], 1;\n"                 /* 23 */
                         "    bar.sync 0;\n"                                         /* 24 */
                         "    bar.warp.sync -1;\n"                                   /* 25 */
                         "    cvt.rn.f32.s32 %f1, %r1;\n"                            /* 26 */
                         "    cp.async.commit_group;\n"                              /* 27 */
                         "    cp.async.wait_group 0;\n"                              /* 28 */
                         "    ld.acquire.cluster.shared::cluster.u32 %r6, [%r4];\n"  /* 29 */
                         "    vote.sync.ballot.b32 %r6, %p1, -1;\n"                  /* 30 */
                         "    mad.lo.s32 %r6, %r1, %r2, %r3;\n"                      /* 31 */
                         "    cvta.to.global.u64 %rd3, %rd1;\n"                      /* 32 */
                         "    st.volatile.global.v2.u32 [%rd1], {%r1, %r2};\n"       /* 33 */
                         "    ret;\n}\n");
    KirFunc *f = func_named(p->m, "mn");
    const KirInst *i;

    i = inst_at_line(f, 10);
    assert_string_equal(i->mnemonic, "ld.global.nc.v4.f32");
    assert_int_equal(i->op, KIR_OP_LD);
    assert_int_equal(i->space, KIR_SPACE_GLOBAL);
    assert_int_equal(i->space2, KIR_SPACE_NONE);
    assert_int_equal(i->type, KIR_TYPE_F32);
    assert_int_equal(i->vec, 4);
    assert_int_equal(i->mods, KIR_MOD_NC);
    assert_int_equal(i->sem, KIR_SEM_NONE);
    assert_int_equal(i->ndst, 1);
    assert_int_equal(i->nopnd, 2);
    assert_int_equal(i->opnds[0].kind, KIR_OPND_VEC);
    assert_int_equal(i->opnds[0].n, 4);
    assert_int_equal(i->opnds[1].kind, KIR_OPND_ADDR);
    assert_int_equal(i->line, 10);
    assert_int_equal(i->col, 5);

    i = inst_at_line(f, 11);
    assert_int_equal(i->op, KIR_OP_ATOM);
    assert_int_equal(i->space, KIR_SPACE_GLOBAL);
    assert_int_equal(i->scope, KIR_SCOPE_GPU);
    assert_int_equal(i->subop, KIR_SUB_CAS);
    assert_int_equal(i->type, KIR_TYPE_B32);
    assert_int_equal(i->ndst, 1);
    assert_int_equal(i->nopnd, 4);

    i = inst_at_line(f, 12);
    assert_int_equal(i->op, KIR_OP_CP_ASYNC);
    assert_int_equal(i->space, KIR_SPACE_SHARED);
    assert_int_equal(i->space2, KIR_SPACE_GLOBAL);
    assert_int_equal(i->ndst, 0);
    assert_true(kir_op_flags((KirOp)i->op) & KIR_OPF_ASYNC);

    i = inst_at_line(f, 13);
    assert_int_equal(i->op, KIR_OP_MEMBAR);
    assert_int_equal(i->sem, KIR_SEM_SC);
    assert_int_equal(i->scope, KIR_SCOPE_GPU);
    assert_int_equal(i->nopnd, 0);

    i = inst_at_line(f, 14);
    assert_int_equal(i->op, KIR_OP_BARRIER);
    assert_int_equal(i->subop, KIR_SUB_SYNC);
    assert_int_equal(i->mods, KIR_MOD_ALIGNED);
    assert_int_equal(i->ndst, 0);

    i = inst_at_line(f, 15);
    assert_int_equal(i->op, KIR_OP_BAR);
    assert_int_equal(i->subop, KIR_SUB_RED);
    assert_true(i->mods & KIR_MOD_ALIGNED);  // bar.* is aligned by definition
    assert_int_equal(i->type, KIR_TYPE_U32);
    assert_int_equal(i->ndst, 1);            // bar.red writes its first operand
    assert_int_equal(i->opnds[0].kind, KIR_OPND_REG);

    i = inst_at_line(f, 16);
    assert_int_equal(i->op, KIR_OP_SETP);
    assert_int_equal(i->subop, KIR_SUB_LT);
    assert_int_equal(i->type, KIR_TYPE_S32);
    assert_int_equal(i->ndst, 1);
    assert_int_equal(i->nopnd, 4);

    i = inst_at_line(f, 17);
    assert_int_equal(i->op, KIR_OP_MUL);
    assert_int_equal(i->mods, KIR_MOD_WIDE);
    assert_int_equal(i->type, KIR_TYPE_S32);
    assert_int_equal(i->opnds[2].kind, KIR_OPND_IMM);
    assert_int_equal(i->opnds[2].imm, 4);

    i = inst_at_line(f, 18);
    assert_int_equal(i->op, KIR_OP_LD);
    assert_int_equal(i->space, KIR_SPACE_SHARED);
    assert_int_equal(i->opnds[1].addr.off, 8);
    assert_int_equal(i->opnds[1].base_kind, KIR_BASE_REG);

    i = inst_at_line(f, 19);
    assert_int_equal(i->op, KIR_OP_ST);
    assert_int_equal(i->space, KIR_SPACE_SHARED_CLUSTER);
    assert_int_equal(i->ndst, 0);

    i = inst_at_line(f, 20);
    assert_int_equal(i->op, KIR_OP_FENCE);
    assert_int_equal(i->sem, KIR_SEM_ACQ_REL);
    assert_int_equal(i->scope, KIR_SCOPE_GPU);

    i = inst_at_line(f, 21);
    assert_int_equal(i->op, KIR_OP_SHFL);
    assert_int_equal(i->subop, KIR_SUB_BFLY);
    assert_int_equal(i->mods, KIR_MOD_SYNC);
    assert_int_equal(i->ndst, 1);
    assert_int_equal(i->opnds[0].kind, KIR_OPND_VEC);  // d|p
    assert_int_equal(i->opnds[0].comp, 1);
    assert_int_equal(i->opnds[0].n, 2);
    assert_int_equal(i->opnds[4].kind, KIR_OPND_IMM);
    assert_int_equal(i->opnds[4].imm, -1);

    i = inst_at_line(f, 22);
    assert_int_equal(i->op, KIR_OP_RED);
    assert_int_equal(i->sem, KIR_SEM_RELAXED);
    assert_int_equal(i->scope, KIR_SCOPE_SYS);
    assert_int_equal(i->subop, KIR_SUB_ADD);
    assert_int_equal(i->ndst, 0);

    i = inst_at_line(f, 23);
    assert_int_equal(i->scope, KIR_SCOPE_NONE);
    assert_int_equal(kir_inst_scope(i), KIR_SCOPE_GPU);  // atom defaults to .gpu

    i = inst_at_line(f, 24);
    assert_int_equal(i->op, KIR_OP_BAR);
    assert_int_equal(i->subop, KIR_SUB_SYNC);
    assert_int_equal(i->mods, KIR_MOD_ALIGNED);
    assert_int_equal(kir_inst_scope(i), KIR_SCOPE_NONE);

    i = inst_at_line(f, 25);
    assert_int_equal(i->op, KIR_OP_BAR_WARP);
    assert_int_equal(i->ndst, 0);

    i = inst_at_line(f, 26);
    assert_int_equal(i->op, KIR_OP_CVT);
    assert_int_equal(i->type, KIR_TYPE_F32);
    assert_int_equal(i->type2, KIR_TYPE_S32);

    assert_int_equal(inst_at_line(f, 27)->op, KIR_OP_CP_ASYNC_COMMIT);
    assert_int_equal(inst_at_line(f, 28)->op, KIR_OP_CP_ASYNC_WAIT);
    assert_int_equal(inst_at_line(f, 28)->mods & KIR_MOD_ALL, 0);

    i = inst_at_line(f, 29);
    assert_int_equal(i->sem, KIR_SEM_ACQUIRE);
    assert_int_equal(i->scope, KIR_SCOPE_CLUSTER);
    assert_int_equal(i->space, KIR_SPACE_SHARED_CLUSTER);

    i = inst_at_line(f, 30);
    assert_int_equal(i->op, KIR_OP_VOTE);
    assert_int_equal(i->subop, KIR_SUB_BALLOT);
    assert_int_equal(i->mods, KIR_MOD_SYNC);

    i = inst_at_line(f, 31);
    assert_int_equal(i->op, KIR_OP_MAD);
    assert_int_equal(i->mods, KIR_MOD_LO);
    assert_int_equal(i->subop, KIR_SUB_NONE);

    i = inst_at_line(f, 32);
    assert_int_equal(i->op, KIR_OP_CVTA);
    assert_int_equal(i->mods, KIR_MOD_TO);
    assert_int_equal(i->space, KIR_SPACE_GLOBAL);

    i = inst_at_line(f, 33);
    assert_int_equal(i->op, KIR_OP_ST);
    assert_int_equal(i->sem, KIR_SEM_VOLATILE);
    assert_int_equal(i->vec, 2);
    assert_int_equal(i->type, KIR_TYPE_U32);
    assert_int_equal(i->ndst, 0);

    /* one interned text per distinct mnemonic */
    assert_ptr_equal(inst_at_line(f, 10)->mnemonic, strtab_lookup(&p->m->strs, "ld.global.nc.v4.f32", 19));
    parsed_free(p);
}

static void test_cp_async_wait_all(void **state)
{
    (void)state;
    Parsed *p = parse_ok(HDR ".visible .entry wa()\n{\n"
                         "    cp.async.wait_all;\n"       /* 6 */
                         "    ret;\n}\n");
    const KirInst *i = inst_at_line(func_named(p->m, "wa"), 6);
    assert_int_equal(i->op, KIR_OP_CP_ASYNC_WAIT);
    /* kir.h: KIR_MOD_ALL is the flag of cp.async.wait_all. (In e101d1d
     * decode() never set it: the component is "wait_all", not "all".) */
    assert_true(i->mods & KIR_MOD_ALL);
    parsed_free(p);
}

/* kir_bulk / kir_bulk_tensor: which TMA tensor loads are modeled (the
 * tile form into the executing block, kir.h), and their mbarrier operand. */
static void test_bulk_tensor_forms(void **state)
{
    (void)state;
    Parsed *p = parse_ok(".version 8.0\n.target sm_90\n.address_size 64\n"
                         ".visible .entry tl(.param .align 64 .b8 tm[128])\n{\n"
                         "    .reg .b32 %r<4>;\n    .reg .b64 %rd<3>;\n    .reg .b16 %h<2>;\n"
                         "    cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes "
                         "[%r1], [%rd1, {%r2, %r3}], [%r0];\n" /* 9 */
                         "    cp.async.bulk.tensor.1d.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint "
                         "[%r1], [%rd1, {%r2}], [%r0], %rd2;\n" /* 10 */
                         "    cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
                         ".multicast::cluster [%r1], [%rd1, {%r2, %r3}], [%r0], %h1;\n" /* 11 */
                         "    cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes "
                         "[%r1], [%rd1, {%r2, %r3, %r3}], [%r0], {%h0};\n" /* 12 */
                         "    cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1], %r2, "
                         "[%r0];\n" /* 13 */
                         "    ret;\n}\n");
    const KirFunc *f = func_named(p->m, "tl");
    assert_int_equal(kir_bulk_tensor(inst_at_line(f, 9)), 2);
    assert_int_equal(kir_bulk(inst_at_line(f, 9)), KIR_BULK_LOAD);
    assert_int_equal(kir_bulk_mbar_index(inst_at_line(f, 9)), 2);
    assert_int_equal(kir_bulk_tensor(inst_at_line(f, 10)), 1);
    assert_int_equal(kir_bulk_tensor(inst_at_line(f, 11)), 0);  // multicast: not modeled
    assert_int_equal(kir_bulk(inst_at_line(f, 11)), KIR_BULK_OTHER);
    assert_int_equal(kir_bulk_tensor(inst_at_line(f, 12)), 0);  // im2col: not modeled
    assert_int_equal(kir_bulk(inst_at_line(f, 12)), KIR_BULK_OTHER);
    assert_int_equal(kir_bulk_tensor(inst_at_line(f, 13)), 0);  // the 1-D bulk copy
    assert_int_equal(kir_bulk(inst_at_line(f, 13)), KIR_BULK_LOAD);
    assert_int_equal(kir_bulk_mbar_index(inst_at_line(f, 13)), 3);
    parsed_free(p);
}

static void test_empty_mnemonic_component(void **state)
{
    (void)state;
    /* `add..u32` and `add.u32.` have an empty component: not instructions.
     * (In e101d1d they were accepted, and an empty component matched
     * kir_mod_name() of an undefined bit, "", setting mods bit 14.) */
    Parsed *p = parse_err(HDR ".visible .entry em()\n{\n    .reg .b32 %r<3>;\n"
                          "    add..u32 %r1, %r2, 1;\n"     /* 7 */
                          "    add.u32. %r1, %r2, 1;\n"     /* 8 */
                          "    ret;\n}\n",
                          "PTX004", 7, 5);
    assert_int_equal(p->sink.nerr, 2);
    assert_string_equal(p->sink.diags[1].code, "PTX004");
    assert_int_equal(p->sink.diags[1].loc.line, 8);
    assert_int_equal(p->sink.diags[1].loc.col, 5);
    parsed_free(p);

    /* no valid mnemonic carries a modifier bit that no KIR_MOD_* names */
    p = parse_ok(HDR ".visible .entry mods()\n{\n    .reg .pred %p<2>;\n    .reg .b32 %r<3>;\n"
                 "    .reg .b64 %rd<2>;\n"
                 "    ld.global.nc.L1::no_allocate.L2::256B.v2.u32 {%r1, %r2}, [%rd1];\n"
                 "    cp.async.bulk.wait_group.read 0;\n"
                 "    fence.proxy.async.shared::cta;\n"
                 "    mbarrier.try_wait.parity.shared::cta.b64 %p1, [%rd1], %r1;\n"
                 "    ret;\n}\n");
    KirFunc *f = func_named(p->m, "mods");
    for (uint32_t k = 0; k < f->ninsts; k++)
        for (unsigned b = 0; b < 16; b++)
            if ((f->insts[k].mods & (1u << b)) && kir_mod_name(1u << b)[0] == '\0')
                fail_msg("'%s' carries undefined modifier bit %u", f->insts[k].mnemonic, b);
    const KirInst *w = inst_named(f, "cp.async.bulk.wait_group.read");
    assert_int_equal(w->op, KIR_OP_CP_ASYNC_WAIT);
    assert_true(w->mods & KIR_MOD_BULK);
    const KirInst *fe = inst_named(f, "fence.proxy.async.shared::cta");
    assert_true(fe->mods & KIR_MOD_PROXY);
    const KirInst *mb = inst_named(f, "mbarrier.try_wait.parity.shared::cta.b64");
    assert_int_equal(mb->op, KIR_OP_MBARRIER);
    assert_int_equal(mb->subop, KIR_SUB_TRY_WAIT);
    assert_true(mb->mods & KIR_MOD_PARITY);
    assert_int_equal(mb->space, KIR_SPACE_SHARED);
    parsed_free(p);
}

static void test_immediates_and_addresses(void **state)
{
    (void)state;
    Parsed *p = parse_ok(HDR ".global .u32 gv[4];\n"
                         ".visible .entry im()\n{\n"
                         "    .reg .b32 %r<9>;\n    .reg .b64 %rd<4>;\n    .reg .f32 %f<3>;\n"
                         "    .reg .f64 %fd<3>;\n"
                         "    mov.u32 %r1, 017;\n"                        /* 11 */
                         "    mov.u32 %r2, 0b101;\n"                      /* 12 */
                         "    mov.u32 %r3, 0x1F;\n"                       /* 13 */
                         "    mov.u32 %r4, 10U;\n"                        /* 14 */
                         "    mov.u32 %r5, -5;\n"                         /* 15 */
                         "    mov.u64 %rd1, 0xFFFFFFFFFFFFFFFF;\n"        /* 16 */
                         "    mov.f32 %f1, 0f3F800000;\n"                 /* 17 */
                         "    mov.f32 %f2, -0f3F800000;\n"                /* 18 */
                         "    mov.f64 %fd1, 0d3FF0000000000000;\n"        /* 19 */
                         "    mov.f64 %fd2, 1.5;\n"                       /* 20 */
                         "    ld.global.u32 %r6, [%rd1+-4];\n"            /* 21 */
                         "    ld.global.u32 %r6, [%rd1-8];\n"             /* 22 */
                         "    ld.global.u32 %r6, [gv+12];\n"              /* 23 */
                         "    ld.global.u32 %r6, [64];\n"                 /* 24 */
                         "    ld.global.u32 %r6, [%rd1];\n"               /* 25 */
                         "    ret;\n}\n");
    KirFunc *f = func_named(p->m, "im");
    static const struct { uint32_t line; int64_t v; } ints[] = {
        { 11, 15 }, { 12, 5 }, { 13, 31 }, { 14, 10 }, { 15, -5 }, { 16, -1 },
    };
    for (size_t k = 0; k < sizeof ints / sizeof ints[0]; k++) {
        const KirOperand *o = &inst_at_line(f, ints[k].line)->opnds[1];
        assert_int_equal(o->kind, KIR_OPND_IMM);
        assert_true(o->imm == ints[k].v);
    }
    const KirOperand *o = &inst_at_line(f, 17)->opnds[1];
    assert_int_equal(o->kind, KIR_OPND_FIMM);
    assert_int_equal(o->fwidth, 32);
    assert_int_equal(o->fbits, 0x3F800000u);
    o = &inst_at_line(f, 18)->opnds[1];
    assert_int_equal(o->fbits, 0xBF800000u);
    o = &inst_at_line(f, 19)->opnds[1];
    assert_int_equal(o->fwidth, 64);
    assert_true(o->fbits == UINT64_C(0x3FF0000000000000));
    o = &inst_at_line(f, 20)->opnds[1];
    assert_int_equal(o->fwidth, 64);
    assert_true(o->fbits == UINT64_C(0x3FF8000000000000));

    o = &inst_at_line(f, 21)->opnds[1];
    assert_int_equal(o->kind, KIR_OPND_ADDR);
    assert_int_equal(o->base_kind, KIR_BASE_REG);
    assert_true(o->addr.off == -4);
    assert_true(inst_at_line(f, 22)->opnds[1].addr.off == -8);
    o = &inst_at_line(f, 23)->opnds[1];
    assert_int_equal(o->base_kind, KIR_BASE_VAR);
    assert_int_equal(o->addr.base, var_index(p->m, "gv"));
    assert_int_equal(o->addr.off, 12);
    o = &inst_at_line(f, 24)->opnds[1];
    assert_int_equal(o->base_kind, KIR_BASE_NONE);
    assert_int_equal(o->addr.off, 64);
    assert_int_equal(inst_at_line(f, 25)->opnds[1].addr.off, 0);
    parsed_free(p);

    /* out of range and malformed literals */
    p = parse_err(HDR ".entry big()\n{\n    .reg .b64 %rd<2>;\n"
                  "    mov.u64 %rd1, 99999999999999999999999;\n"   /* 7 */
                  "    ret;\n}\n",
                  "PTX010", 7, 19);
    parsed_free(p);
    p = parse_err(HDR ".entry oct()\n{\n    .reg .b32 %r<2>;\n"
                  "    mov.u32 %r1, 08;\n"   /* 7 */
                  "    ret;\n}\n",
                  "PTX010", 7, 18);
    parsed_free(p);
    p = parse_err(HDR ".entry lexbad()\n{\n    .reg .b32 %r<2>;\n"
                  "    mov.u32 %r1, 12abc;\n"   /* 7 */
                  "    ret;\n}\n",
                  "PTX001", 7, 18);
    parsed_free(p);
}

/* ---- errors ---- */

static void test_unknown_instruction(void **state)
{
    (void)state;
    Parsed *p = parse_err(HDR ".visible .entry u()\n{\n"
                          "    .reg .b32 %r<2>;\n"
                          "    frobnicate.u32 %r1, 1;\n"    /* 7 */
                          "    ret;\n}\n",
                          "PTX004", 7, 5);
    assert_non_null(strstr(find_diag(p, "PTX004")->msg, "frobnicate.u32"));
    parsed_free(p);

    /* a guarded one: the position is the mnemonic's */
    p = parse_err(HDR ".visible .entry u2()\n{\n"
                  "    .reg .pred %p<2>;\n"
                  "    @%p1 lds.u32;\n"              /* 7 */
                  "    ret;\n}\n",
                  "PTX004", 7, 10);
    parsed_free(p);

    /* several errors in one run: parsing resynchronizes at ';' */
    p = parse_any(HDR ".visible .entry u3()\n{\n"
                  "    foo;\n"                        /* 6 */
                  "    bar2 1;\n"                     /* 7 */
                  "    ret;\n}\n");
    assert_null(p->m);
    assert_int_equal(p->sink.nerr, 2);
    assert_string_equal(p->sink.diags[0].code, "PTX004");
    assert_int_equal(p->sink.diags[0].loc.line, 6);
    assert_string_equal(p->sink.diags[1].code, "PTX004");
    assert_int_equal(p->sink.diags[1].loc.line, 7);
    parsed_free(p);
}

static void test_duplicate_kernel(void **state)
{
    (void)state;
    Parsed *p = parse_err(HDR ".visible .entry dup()\n{\n    ret;\n}\n"
                          ".visible .entry dup()\n{\n    ret;\n}\n",   /* 8 */
                          "PTX007", 8, 17);
    const Diag *d = find_diag(p, "PTX007");
    assert_non_null(strstr(d->msg, "dup"));
    assert_non_null(strstr(d->msg, "line 4"));  // points at the first definition
    parsed_free(p);

    /* a declaration then a definition is fine */
    p = parse_ok(HDR ".extern .func ext(.param .b32 a);\n"
                 ".func ext(.param .b32 a)\n{\n    ret;\n}\n"
                 ".visible .entry user()\n{\n"
                 "    .param .b32 arg;\n"
                 "    call.uni ext, (arg);\n"
                 "    ret;\n}\n");
    assert_int_equal(p->m->nfuncs, 2);
    KirFunc *ext = func_named(p->m, "ext");
    assert_int_equal(ext->has_body, 1);
    const KirInst *call = inst_named(func_named(p->m, "user"), "call.uni");
    assert_int_equal(call->op, KIR_OP_CALL);
    assert_int_equal(call->opnds[0].kind, KIR_OPND_FUNC);
    assert_int_equal(call->opnds[0].func, (uint32_t)(ext - p->m->funcs));
    parsed_free(p);

    /* a kernel and a device function of the same name */
    p = parse_err(HDR ".func same()\n{\n    ret;\n}\n"
                  ".entry same()\n{\n    ret;\n}\n",   /* 8 */
                  "PTX007", 8, 8);
    parsed_free(p);
}

static void test_undefined_label(void **state)
{
    (void)state;
    Parsed *p = parse_err(HDR ".visible .entry ul()\n{\n"
                          "    .reg .pred %p<2>;\n"
                          "    @%p1 bra $L_nowhere;\n"   /* 7: the label at col 14 */
                          "    ret;\n}\n",
                          "PTX006", 7, 14);
    assert_non_null(strstr(find_diag(p, "PTX006")->msg, "$L_nowhere"));
    parsed_free(p);

    /* a label of an inner scope is not visible outside it */
    p = parse_err(HDR ".visible .entry ul2()\n{\n"
                  "    bra.uni INNER;\n"         /* 6 */
                  "    {\n"
                  "INNER:\n"
                  "    ret;\n"
                  "    }\n"
                  "}\n",
                  "PTX006", 6, 13);
    parsed_free(p);

    /* a duplicate label in one scope */
    p = parse_err(HDR ".visible .entry ul3()\n{\n"
                  "L:\n"
                  "    ret;\n"
                  "L:\n"                         /* 8 */
                  "    ret;\n}\n",
                  "PTX007", 8, 1);
    parsed_free(p);
}

static void test_many_labels(void **state)
{
    (void)state;
    /* more than 8 labels in a scope takes the hashed resolution path */
    enum { N = 40 };
    char *src = malloc(16384);
    assert_non_null(src);
    size_t n = (size_t)sprintf(src, HDR ".visible .entry many()\n{\n    .reg .pred %%p<2>;\n");
    for (int i = 0; i < N; i++)  // forward and backward references
        n += (size_t)sprintf(src + n, "$L_%d:\n    @%%p1 bra $L_%d;\n", i, (i * 7 + 3) % N);
    n += (size_t)sprintf(src + n, "    ret;\n}\n");
    Parsed *p = parse_ok(src);
    KirFunc *f = func_named(p->m, "many");
    assert_int_equal(f->nblocks, N + 1);
    for (int i = 0; i < N; i++) {
        char want[16];
        sprintf(want, "$L_%d", (i * 7 + 3) % N);
        const KirInst *b = &f->insts[i];
        assert_int_equal(b->opnds[0].kind, KIR_OPND_LABEL);
        const char *lab = f->blocks[b->opnds[0].block].label;
        assert_non_null(lab);
        assert_string_equal(lab, want);
    }
    parsed_free(p);
    free(src);
}

static void test_module_header(void **state)
{
    (void)state;
    Parsed *p = parse_ok(".version 8.7\n.target sm_90a, debug\n.address_size 32\n"
                         ".pragma \"global pragma\";\n");
    assert_int_equal(p->m->version_major, 8);
    assert_int_equal(p->m->version_minor, 7);
    assert_int_equal(p->m->ntargets, 2);
    assert_string_equal(p->m->targets[0], "sm_90a");
    assert_string_equal(p->m->targets[1], "debug");
    assert_int_equal(p->m->address_size, 32);
    assert_int_equal(p->m->npragmas, 1);
    assert_string_equal(p->m->pragmas[0], "global pragma");
    assert_int_equal(p->m->nfuncs, 0);
    assert_string_equal(p->m->path, "unit.ptx");
    assert_int_equal(p->m->input_file, p->file);
    assert_null(p->m->variant);
    assert_null(p->m->next);
    parsed_free(p);

    p = parse_err(".target sm_80\n", "PTX008", 1, 1);
    parsed_free(p);
    p = parse_err(HDR ".address_size 48\n", "PTX011", 4, 15);
    parsed_free(p);
    p = parse_err("", "PTX008", 1, 1);
    parsed_free(p);
}

static void test_parse_at_first_line(void **state)
{
    (void)state;
    static const char src[] = HDR ".entry at()\n{\n    bogus;\n}\n";  // bogus on line 6
    DiagSink s;
    diag_init(&s);
    uint32_t file = diag_add_file(&s, "x.ptx");
    KirModule *m = ptx_parse_at(src, strlen(src), &s, file, 100);
    assert_null(m);
    assert_true(s.ndiags >= 1);
    assert_string_equal(s.diags[0].code, "PTX004");
    assert_int_equal(s.diags[0].loc.line, 105);
    assert_int_equal(s.diags[0].loc.col, 5);
    diag_free(&s);
}

static void test_bad_bytes(void **state)
{
    (void)state;
    /* a NUL byte: binary data, one error and nothing more */
    static const char bin[] = HDR ".entry k()\n{\n  \0ret;\n  bogus;\n}\n";  // NUL at 6:3
    DiagSink s;
    diag_init(&s);
    uint32_t file = diag_add_file(&s, "bin.ptx");
    KirModule *m = ptx_parse(bin, sizeof bin - 1, &s, file);
    assert_null(m);
    assert_int_equal(s.nerr, 1);
    assert_int_equal(s.ndiags, 1);
    assert_string_equal(s.diags[0].code, "PTX001");
    assert_non_null(strstr(s.diags[0].msg, "binary"));
    assert_int_equal(s.diags[0].loc.line, 6);
    assert_int_equal(s.diags[0].loc.col, 3);
    diag_free(&s);

    /* non-ASCII in a comment or a string is fine; in code it is an error */
    Parsed *p = parse_ok(HDR "// caf\xc3\xa9\n.pragma \"\xc3\xa9\";\n/* \xff */\n");
    assert_string_equal(p->m->pragmas[0], "\xc3\xa9");
    parsed_free(p);
    p = parse_err(HDR ".entry k()\n{\n    ret;\xc3\xa9\n}\n", "PTX001", 6, 9);
    assert_non_null(strstr(find_diag(p, "PTX001")->msg, "non-ASCII"));
    parsed_free(p);

    /* an unterminated comment is reported where it opens */
    p = parse_err(HDR ".entry k()\n{\n    ret;\n}\n/* never closed\n\n", "PTX001", 8, 1);
    assert_non_null(strstr(find_diag(p, "PTX001")->msg, "unterminated"));
    parsed_free(p);
}

/* ---- files and cuobjdump listings ---- */

static char *write_temp(const char *text, size_t len)
{
    char tmpl[] = "/tmp/ws_test_parse_XXXXXX";
    int fd = mkstemp(tmpl);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, len), (ssize_t)len);
    close(fd);
    return strdup(tmpl);
}

static const char listing[] =
    "\n"                                 /* 1 */
    "Fatbin elf code:\n"                 /* 2 */
    "================\n"                 /* 3 */
    "arch = sm_75\n"                     /* 4 */
    "code version = [1,7]\n"             /* 5 */
    "host = linux\n"                     /* 6 */
    "compile_size = 64bit\n"             /* 7 */
    "\n"                                 /* 8 */
    "Fatbin ptx code:\n"                 /* 9 */
    "================\n"                 /* 10 */
    "arch = sm_80\n"                     /* 11 */
    "code version = [8,0]\n"             /* 12 */
    "host = linux\n"                     /* 13 */
    "compile_size = 64bit\n"             /* 14 */
    "compressed\n"                       /* 15 */
    "\n"                                 /* 16 */
    ".version 8.0\n"                     /* 17 */
    ".target sm_80\n"                    /* 18 */
    ".address_size 64\n"                 /* 19 */
    "\n"                                 /* 20 */
    ".visible .entry a80()\n"            /* 21 */
    "{\n"                                /* 22 */
    "ret;\n"                             /* 23 */
    "}\n"                                /* 24 */
    "\n"                                 /* 25 */
    "Fatbin ptx code:\n"                 /* 26 */
    "================\n"                 /* 27 */
    "arch = sm_90\n"                     /* 28 */
    "code version = [8,0]\n"             /* 29 */
    "host = linux\n"                     /* 30 */
    "compile_size = 64bit\n"             /* 31 */
    "\n"                                 /* 32 */
    ".version 8.0\n"                     /* 33 */
    ".target sm_90\n"                    /* 34 */
    ".address_size 64\n"                 /* 35 */
    "\n"                                 /* 36 */
    ".visible .entry a90()\n"            /* 37 */
    "{\n"                                /* 38 */
    ".reg .b32 %r<2>;\n"                 /* 39 */
    "mov.u32 %r1, 1;\n"                  /* 40 */
    "ret;\n"                             /* 41 */
    "}\n";                               /* 42 */

static void test_cuobjdump_listing(void **state)
{
    (void)state;
    char *path = write_temp(listing, sizeof listing - 1);
    DiagSink s;
    diag_init(&s);
    char *text = NULL;
    KirModule *m = ptx_load_file(path, NULL, &s, &text);
    if (!m)
        diag_print(&s, stderr);
    assert_non_null(m);
    assert_non_null(text);
    assert_int_equal(s.ndiags, 0);
    assert_int_equal(s.nfiles, 2);
    assert_string_equal(diag_file_path(&s, 1), path);
    assert_string_equal(m->path, path);
    assert_non_null(m->variant);
    assert_string_equal(m->variant, "sm_80");
    assert_int_equal(m->nfuncs, 1);
    assert_string_equal(m->funcs[0].name, "a80");
    assert_int_equal(m->funcs[0].line, 21);
    assert_int_equal(m->funcs[0].insts[0].line, 23);  // lines count in the whole listing
    assert_non_null(m->next);
    KirModule *m2 = m->next;
    assert_non_null(m2->variant);
    assert_string_equal(m2->variant, "sm_90");
    assert_string_equal(m2->targets[0], "sm_90");
    assert_int_equal(m2->nfuncs, 1);
    assert_string_equal(m2->funcs[0].name, "a90");
    assert_int_equal(m2->funcs[0].insts[0].line, 40);
    assert_int_equal(m2->funcs[0].insts[0].col, 1);
    assert_null(m2->next);
    assert_int_equal(m2->input_file, m->input_file);
    kir_module_free(m);  // frees the chain
    diag_free(&s);
    mem_free(text);

    /* an error in the second section is reported at its line in the file */
    char *bad = strdup(listing);
    char *mov = strstr(bad, "mov.u32 %r1, 1;");
    memcpy(mov, "mvv", 3);
    char *path2 = write_temp(bad, strlen(bad));
    diag_init(&s);
    m = ptx_load_file(path2, NULL, &s, NULL);
    assert_null(m);
    assert_int_equal(s.nerr, 1);
    assert_string_equal(s.diags[0].code, "PTX004");
    assert_int_equal(s.diags[0].loc.line, 40);
    assert_int_equal(s.diags[0].loc.col, 1);
    diag_free(&s);

    unlink(path);
    unlink(path2);
    free(path);
    free(path2);
    free(bad);
}

static void test_cuobjdump_listing_crlf(void **state)
{
    (void)state;
    /* the same listing with CRLF line ends */
    size_t n = 0;
    char *crlf = malloc(2 * sizeof listing);
    assert_non_null(crlf);
    for (const char *q = listing; *q; q++) {
        if (*q == '\n')
            crlf[n++] = '\r';
        crlf[n++] = *q;
    }
    char *path = write_temp(crlf, n);
    DiagSink s;
    diag_init(&s);
    KirModule *m = ptx_load_file(path, NULL, &s, NULL);
    if (!m)
        diag_print(&s, stderr);
    assert_non_null(m);
    assert_non_null(m->next);
    assert_int_equal(m->next->funcs[0].insts[0].line, 40);
    /* The variant has no '\r'. (In e101d1d parse_listing() kept the rest
     * of the `arch = ` line, CR included: "sm_80\r".) */
    assert_string_equal(m->variant, "sm_80");
    assert_string_equal(m->next->variant, "sm_90");
    kir_module_free(m);
    diag_free(&s);
    unlink(path);
    free(path);
    free(crlf);
}

static void test_load_file_errors(void **state)
{
    (void)state;
    DiagSink s;
    diag_init(&s);
    char *text = (char *)1;
    assert_null(ptx_load_file("/nonexistent/dir/x.ptx", NULL, &s, &text));
    assert_null(text);
    assert_int_equal(s.nerr, 1);
    assert_string_equal(s.diags[0].code, "IO001");
    assert_int_equal(s.diags[0].loc.file, 1);
    diag_free(&s);

    /* a directory */
    diag_init(&s);
    assert_null(ptx_load_file("/tmp", NULL, &s, NULL));
    assert_string_equal(s.diags[0].code, "IO001");
    diag_free(&s);

    /* over the size limit */
    static const char ok[] = HDR ".entry k()\n{\n    ret;\n}\n";
    char *path = write_temp(ok, sizeof ok - 1);
    PtxOptions opt = { .max_input_bytes = 10 };
    diag_init(&s);
    assert_null(ptx_load_file(path, &opt, &s, NULL));
    assert_string_equal(s.diags[0].code, "IO002");
    diag_free(&s);
    /* exactly at the limit is fine */
    opt.max_input_bytes = sizeof ok - 1;
    diag_init(&s);
    KirModule *m = ptx_load_file(path, &opt, &s, NULL);
    assert_non_null(m);
    assert_int_equal(s.ndiags, 0);
    kir_module_free(m);
    diag_free(&s);
    unlink(path);
    free(path);

    /* a listing with ELF code only */
    static const char elf_only[] = "Fatbin elf code:\n================\narch = sm_80\n";
    path = write_temp(elf_only, sizeof elf_only - 1);
    diag_init(&s);
    assert_null(ptx_load_file(path, NULL, &s, NULL));
    assert_int_equal(s.nerr, 1);
    assert_string_equal(s.diags[0].code, "PTX008");
    diag_free(&s);
    unlink(path);
    free(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scoped_register_shadowing),
        cmocka_unit_test(test_scope_ranges_and_shadowing),
        cmocka_unit_test(test_scope_many_sibling_blocks),
        cmocka_unit_test(test_scope_many_names),
        cmocka_unit_test(test_names_do_not_leak_between_functions),
        cmocka_unit_test(test_register_ranges),
        cmocka_unit_test(test_special_registers),
        cmocka_unit_test(test_file_and_loc),
        cmocka_unit_test(test_param_attributes),
        cmocka_unit_test(test_perf_directives),
        cmocka_unit_test(test_extern_shared_and_sizes),
        cmocka_unit_test(test_initializers),
        cmocka_unit_test(test_mnemonic_decoding),
        cmocka_unit_test(test_cp_async_wait_all),
        cmocka_unit_test(test_bulk_tensor_forms),
        cmocka_unit_test(test_empty_mnemonic_component),
        cmocka_unit_test(test_immediates_and_addresses),
        cmocka_unit_test(test_unknown_instruction),
        cmocka_unit_test(test_duplicate_kernel),
        cmocka_unit_test(test_undefined_label),
        cmocka_unit_test(test_many_labels),
        cmocka_unit_test(test_module_header),
        cmocka_unit_test(test_parse_at_first_line),
        cmocka_unit_test(test_bad_bytes),
        cmocka_unit_test(test_cuobjdump_listing),
        cmocka_unit_test(test_cuobjdump_listing_crlf),
        cmocka_unit_test(test_load_file_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
