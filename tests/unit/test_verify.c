/*
 * test_verify.c - the KIR verifier (kir_verify) and the CFG the PTX front
 * end builds (kir_cfg_build through ptx_parse).
 * Valid snippets must verify clean; a parsed module corrupted by hand must
 * give a KIR001 error at the offending instruction's input line.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "warpsafe/ptx.h"
#include "unit_ptx.h"

/* ---- helpers ---- */

/* Index of the n-th (0-based) instruction whose mnemonic is `mn`. */
static uint32_t inst_nth(const KirFunc *f, const char *mn, int n)
{
    for (uint32_t i = 0; i < f->ninsts; i++)
        if (strcmp(f->insts[i].mnemonic, mn) == 0 && n-- == 0)
            return i;
    fail_msg("no instruction '%s'", mn);
    return 0;
}

static uint32_t inst_idx(const KirFunc *f, const char *mn) { return inst_nth(f, mn, 0); }

/* Block holding instruction i. */
static uint32_t block_of(const KirFunc *f, uint32_t i)
{
    for (uint32_t b = 0; b < f->nblocks; b++)
        if (i >= f->blocks[b].first && i < f->blocks[b].first + f->blocks[b].ninst)
            return b;
    fail_msg("instruction %u is in no block", i);
    return 0;
}

/* The n-th block labelled `label`. */
static uint32_t block_labelled(const KirFunc *f, const char *label, int n)
{
    for (uint32_t b = 0; b < f->nblocks; b++)
        if (f->blocks[b].label && strcmp(f->blocks[b].label, label) == 0 && n-- == 0)
            return b;
    fail_msg("no block labelled '%s'", label);
    return 0;
}

static void check_succs(const KirFunc *f, uint32_t b, uint32_t n, const uint32_t *want)
{
    assert_true(b < f->nblocks);
    if (f->blocks[b].nsuccs != n)
        fail_msg("block %u: %u successors, expected %u", b, f->blocks[b].nsuccs, n);
    for (uint32_t i = 0; i < n; i++)
        if (f->blocks[b].succs[i] != want[i])
            fail_msg("block %u: successor %u is %u, expected %u", b, i, f->blocks[b].succs[i], want[i]);
}

static int has_pred(const KirFunc *f, uint32_t b, uint32_t pred)
{
    for (uint32_t i = 0; i < f->blocks[b].npreds; i++)
        if (f->blocks[b].preds[i] == pred)
            return 1;
    return 0;
}

/* The block id a LABEL operand of instruction i points to. */
static uint32_t label_target(const KirFunc *f, uint32_t i)
{
    const KirInst *in = &f->insts[i];
    for (uint32_t k = 0; k < in->nopnd; k++)
        if (in->opnds[k].kind == KIR_OPND_LABEL)
            return in->opnds[k].block;
    fail_msg("instruction %u has no label operand", i);
    return 0;
}

/* Runs the verifier on a corrupted module and checks it reports at least one
 * KIR001 error at (file, line[, col]) whose message contains `needle`. */
static void expect_kir001(Parsed *p, uint32_t line, uint32_t col, const char *needle)
{
    uint32_t before = p->sink.ndiags;
    uint32_t n = kir_verify(p->m, &p->sink, p->file);
    assert_true(n >= 1);
    assert_int_equal(p->sink.ndiags - before, n);
    int found = 0;
    for (uint32_t i = before; i < p->sink.ndiags; i++) {
        const Diag *d = &p->sink.diags[i];
        assert_int_equal(d->level, DIAG_ERROR);
        assert_string_equal(d->code, "KIR001");
        assert_int_equal(d->loc.file, p->file);
        if (d->loc.line == line && (col == 0 || d->loc.col == col) &&
            (!needle || strstr(d->msg, needle)))
            found = 1;
    }
    if (!found) {
        diag_print(&p->sink, stderr);
        fail_msg("no KIR001 error at line %u col %u mentioning '%s'", line, col, needle ? needle : "");
    }
}

/* After undoing a corruption the module verifies clean again. */
static void expect_clean(Parsed *p)
{
    uint32_t before = p->sink.ndiags;
    assert_int_equal(kir_verify(p->m, &p->sink, p->file), 0);
    assert_int_equal(p->sink.ndiags, before);
}

/* ---- valid input verifies clean ---- */

static const char *const valid_snippets[] = {
    /* empty kernel */
    ".version 8.0\n.target sm_80\n.address_size 64\n"
    ".visible .entry empty()\n{\n}\n",
    /* straight line with memory, params and special registers */
    ".version 8.7\n.target sm_90a\n.address_size 64\n"
    ".visible .entry k(.param .u64 k_p0, .param .u32 k_p1)\n{\n"
    "  .reg .b32 %r<4>;\n  .reg .b64 %rd<4>;\n"
    "  ld.param.u64 %rd1, [k_p0];\n  ld.param.u32 %r1, [k_p1];\n"
    "  cvta.to.global.u64 %rd2, %rd1;\n  mov.u32 %r2, %tid.x;\n"
    "  mul.wide.u32 %rd3, %r2, 4;\n  add.s64 %rd3, %rd2, %rd3;\n"
    "  st.global.u32 [%rd3], %r1;\n  ret;\n}\n",
    /* shared memory, barrier, device function and call */
    ".version 8.0\n.target sm_80\n.address_size 64\n"
    ".func (.param .b32 ret0) twice(.param .b32 a)\n{\n"
    "  .reg .b32 %r<3>;\n  ld.param.b32 %r1, [a];\n  add.s32 %r2, %r1, %r1;\n"
    "  st.param.b32 [ret0], %r2;\n  ret;\n}\n"
    ".visible .entry caller()\n{\n"
    "  .shared .align 4 .b32 sh[32];\n  .reg .b32 %r<4>;\n"
    "  mov.u32 %r1, %tid.x;\n  st.shared.u32 [sh], %r1;\n  bar.sync 0;\n"
    "  ld.shared.u32 %r2, [sh+4];\n"
    "  {\n  .param .b32 pa;\n  st.param.b32 [pa], %r2;\n  .param .b32 pr;\n"
    "  call.uni (pr), twice, (pa);\n  ld.param.b32 %r3, [pr];\n  }\n"
    "  atom.shared.add.u32 %r1, [sh], %r3;\n  ret;\n}\n",
    /* module variables and a global address operand */
    ".version 8.0\n.target sm_80\n.address_size 64\n"
    ".global .align 4 .u32 counter;\n.const .f32 scale = 0f3F800000;\n"
    ".visible .entry g()\n{\n  .reg .b32 %r<3>;\n  .reg .f32 %f<2>;\n  .reg .b64 %rd<2>;\n"
    "  mov.u64 %rd1, counter;\n  ld.const.f32 %f1, [scale];\n"
    "  red.global.add.u32 [counter], 1;\n  ld.volatile.global.u32 %r1, [%rd1];\n  exit;\n}\n",
};

static void test_valid_snippets_verify_clean(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof valid_snippets / sizeof valid_snippets[0]; i++) {
        Parsed *p = parse_ok(valid_snippets[i]);
        assert_true(p->m->nfuncs >= 1);
        for (uint32_t fi = 0; fi < p->m->nfuncs; fi++)
            if (p->m->funcs[fi].has_body)
                assert_true(p->m->funcs[fi].nblocks >= 1);
        parsed_free(p);
    }
}

/* ---- corruption ---- */

/* Line numbers below are those of this text. */
static const char corrupt_src[] =
    ".version 8.0\n"                                   /* 1 */
    ".target sm_80\n"                                  /* 2 */
    ".address_size 64\n"                               /* 3 */
    ".global .u32 gcount;\n"                           /* 4 */
    ".visible .entry corrupt_me(\n"                    /* 5 */
    "    .param .u64 corrupt_me_param_0\n"             /* 6 */
    ")\n"                                              /* 7 */
    "{\n"                                              /* 8 */
    "    .reg .pred %p<2>;\n"                          /* 9 */
    "    .reg .b32 %r<5>;\n"                           /* 10 */
    "    .reg .b64 %rd<3>;\n"                          /* 11 */
    "    ld.param.u64 %rd1, [corrupt_me_param_0];\n"   /* 12 */
    "    mov.u32 %r1, %tid.x;\n"                       /* 13 */
    "    setp.eq.s32 %p1, %r1, 0;\n"                   /* 14 */
    "    @%p1 bra $L__BB0_2;\n"                        /* 15 */
    "    mov.u64 %rd2, gcount;\n"                      /* 16 */
    "    ld.global.u32 %r2, [%rd1];\n"                 /* 17 */
    "    add.s32 %r3, %r2, %r1;\n"                     /* 18 */
    "    st.global.u32 [%rd1], %r3;\n"                 /* 19 */
    "$L__BB0_2:\n"                                     /* 20 */
    "    ret;\n"                                       /* 21 */
    "}\n";                                             /* 22 */

static Parsed *corrupt_setup(KirFunc **f)
{
    Parsed *p = parse_ok(corrupt_src);
    *f = func_named(p->m, "corrupt_me");
    /* the shape the corruptions below rely on */
    assert_int_equal((*f)->ninsts, 9);
    assert_int_equal((*f)->nblocks, 3);
    assert_int_equal((*f)->insts[inst_idx(*f, "bra")].line, 15);
    assert_int_equal((*f)->insts[inst_idx(*f, "bra")].col, 5);  // the '@' of the guard
    assert_int_equal((*f)->insts[inst_idx(*f, "add.s32")].line, 18);
    assert_int_equal((*f)->insts[inst_idx(*f, "add.s32")].col, 5);
    return p;
}

static void test_corrupt_register_out_of_range(void **state)
{
    (void)state;
    KirFunc *f;
    Parsed *p = corrupt_setup(&f);
    KirInst *add = &f->insts[inst_idx(f, "add.s32")];
    assert_int_equal(add->opnds[1].kind, KIR_OPND_REG);
    uint32_t saved = add->opnds[1].reg;
    add->opnds[1].reg = f->nregs;
    expect_kir001(p, 18, 5, "register id out of range");
    add->opnds[1].reg = saved;
    expect_clean(p);

    /* the destination too */
    saved = add->opnds[0].reg;
    add->opnds[0].reg = f->nregs + 1000;
    expect_kir001(p, 18, 5, "register id out of range");
    add->opnds[0].reg = saved;
    expect_clean(p);

    /* an address base register */
    KirInst *ld = &f->insts[inst_idx(f, "ld.global.u32")];
    assert_int_equal(ld->opnds[1].kind, KIR_OPND_ADDR);
    assert_int_equal(ld->opnds[1].base_kind, KIR_BASE_REG);
    saved = ld->opnds[1].addr.base;
    ld->opnds[1].addr.base = f->nregs;
    expect_kir001(p, 17, 5, "address base out of range");
    ld->opnds[1].addr.base = saved;
    expect_clean(p);
    parsed_free(p);
}

static void test_corrupt_guard_not_pred(void **state)
{
    (void)state;
    KirFunc *f;
    Parsed *p = corrupt_setup(&f);
    KirInst *bra = &f->insts[inst_idx(f, "bra")];
    assert_true(bra->guard >= 0);
    const KirRegDecl *gd = kir_reg_decl(f, (uint32_t)bra->guard);
    assert_non_null(gd);
    assert_int_equal(gd->type, KIR_TYPE_PRED);
    /* find a register that is not a predicate */
    int32_t nonpred = -1;
    for (uint32_t r = 0; r < f->nregs && nonpred < 0; r++) {
        const KirRegDecl *d = kir_reg_decl(f, r);
        assert_non_null(d);
        if (d->type != KIR_TYPE_PRED)
            nonpred = (int32_t)r;
    }
    assert_true(nonpred >= 0);
    int32_t saved = bra->guard;
    bra->guard = nonpred;
    expect_kir001(p, 15, 5, "not a .pred register");
    bra->guard = (int32_t)f->nregs;
    expect_kir001(p, 15, 5, "guard register out of range");
    bra->guard = saved;
    expect_clean(p);

    /* a guard put on an unguarded instruction */
    KirInst *add = &f->insts[inst_idx(f, "add.s32")];
    assert_int_equal(add->guard, -1);
    add->guard = nonpred;
    expect_kir001(p, 18, 5, "not a .pred register");
    add->guard = -1;
    expect_clean(p);
    parsed_free(p);
}

static void test_corrupt_label_past_nblocks(void **state)
{
    (void)state;
    KirFunc *f;
    Parsed *p = corrupt_setup(&f);
    KirInst *bra = &f->insts[inst_idx(f, "bra")];
    assert_int_equal(bra->opnds[0].kind, KIR_OPND_LABEL);
    uint32_t saved = bra->opnds[0].block;
    bra->opnds[0].block = f->nblocks;
    expect_kir001(p, 15, 5, "branch target out of range");
    bra->opnds[0].block = saved;
    expect_clean(p);

    /* a branch that lost its label operand altogether */
    bra->opnds[0].kind = KIR_OPND_IMM;
    expect_kir001(p, 15, 5, "needs a label operand");
    bra->opnds[0].kind = KIR_OPND_LABEL;
    expect_clean(p);
    parsed_free(p);
}

static void test_corrupt_terminator_mid_block(void **state)
{
    (void)state;
    KirFunc *f;
    Parsed *p = corrupt_setup(&f);
    uint32_t b = inst_idx(f, "bra");
    uint32_t s = inst_idx(f, "setp.eq.s32");
    assert_int_equal(s + 1, b);
    assert_int_equal(block_of(f, s), block_of(f, b));
    /* move the branch up one: it is no longer last in its block */
    KirInst tmp = f->insts[s];
    f->insts[s] = f->insts[b];
    f->insts[b] = tmp;
    expect_kir001(p, 15, 5, "terminator in the middle of a block");
    tmp = f->insts[s];
    f->insts[s] = f->insts[b];
    f->insts[b] = tmp;
    expect_clean(p);

    /* a `ret` moved into the middle of the first block */
    uint32_t r = inst_idx(f, "ret");
    uint32_t m = inst_idx(f, "mov.u32");
    tmp = f->insts[m];
    f->insts[m] = f->insts[r];
    f->insts[r] = tmp;
    expect_kir001(p, 21, 5, "terminator in the middle of a block");
    tmp = f->insts[m];
    f->insts[m] = f->insts[r];
    f->insts[r] = tmp;
    expect_clean(p);
    parsed_free(p);
}

static void test_corrupt_cfg_symmetry(void **state)
{
    (void)state;
    KirFunc *f;
    Parsed *p = corrupt_setup(&f);
    uint32_t exit_b = block_of(f, inst_idx(f, "ret"));
    uint32_t body_b = block_of(f, inst_idx(f, "add.s32"));
    KirBlock *eb = &f->blocks[exit_b];
    assert_int_equal(eb->npreds, 2);
    assert_true(has_pred(f, exit_b, 0));
    assert_true(has_pred(f, exit_b, body_b));

    /* drop a predecessor: the edge body -> exit is one-sided */
    uint32_t saved_n = eb->npreds;
    eb->npreds = 1;
    expect_kir001(p, f->line, f->col, "successor without matching predecessor");
    eb->npreds = saved_n;
    expect_clean(p);

    /* a predecessor that does not branch here */
    KirBlock *bb = &f->blocks[body_b];
    assert_int_equal(bb->npreds, 1);
    uint32_t saved = bb->preds[0];
    bb->preds[0] = exit_b;
    expect_kir001(p, f->line, f->col, "predecessor without matching successor");
    bb->preds[0] = saved;
    expect_clean(p);

    /* a successor list that names a block that does not exist */
    KirBlock *b0 = &f->blocks[0];
    saved = b0->succs[0];
    b0->succs[0] = f->nblocks + 3;
    expect_kir001(p, f->line, f->col, "successor without matching predecessor");
    b0->succs[0] = saved;
    expect_clean(p);

    /* blocks that skip an instruction */
    bb->ninst--;
    expect_kir001(p, f->line, f->col, "blocks do not cover");
    bb->ninst++;
    expect_clean(p);
    assert_int_equal(f->line, 5);
    assert_int_equal(f->col, 10);
    parsed_free(p);
}

static void test_corrupt_unresolved_name(void **state)
{
    (void)state;
    KirFunc *f;
    Parsed *p = corrupt_setup(&f);
    KirInst *mv = &f->insts[inst_idx(f, "mov.u64")];
    assert_int_equal(mv->line, 16);
    assert_int_equal(mv->opnds[1].kind, KIR_OPND_VAR);
    assert_string_equal(p->m->vars[mv->opnds[1].var].name, "gcount");
    KirOperand saved = mv->opnds[1];
    memset(&mv->opnds[1], 0, sizeof mv->opnds[1]);
    mv->opnds[1].kind = KIR_OPND_NAME;
    mv->opnds[1].comp = 1;
    mv->opnds[1].name = strtab_intern(&p->m->strs, "gcount", 6);
    expect_kir001(p, 16, 5, "unresolved name 'gcount'");
    /* a NAME without the pending mark (a call prototype) is fine */
    mv->opnds[1].comp = 0;
    expect_clean(p);
    mv->opnds[1] = saved;
    expect_clean(p);
    parsed_free(p);
}

static void test_corrupt_variable_out_of_range(void **state)
{
    (void)state;
    KirFunc *f;
    Parsed *p = corrupt_setup(&f);
    KirInst *mv = &f->insts[inst_idx(f, "mov.u64")];
    uint32_t saved = mv->opnds[1].var;
    mv->opnds[1].var = p->m->nvars;
    expect_kir001(p, 16, 5, "variable index out of range");
    mv->opnds[1].var = saved;
    expect_clean(p);

    /* a parameter address [param] */
    KirInst *ld = &f->insts[inst_idx(f, "ld.param.u64")];
    assert_int_equal(ld->line, 12);
    assert_int_equal(ld->opnds[1].kind, KIR_OPND_ADDR);
    assert_int_equal(ld->opnds[1].base_kind, KIR_BASE_VAR);
    saved = ld->opnds[1].addr.base;
    ld->opnds[1].addr.base = p->m->nvars + 7;
    expect_kir001(p, 12, 5, "address base out of range");
    ld->opnds[1].addr.base = saved;
    expect_clean(p);

    /* a function's parameter list */
    assert_int_equal(f->nparams, 1);
    saved = f->params[0];
    f->params[0] = p->m->nvars;
    expect_kir001(p, 5, 10, "parameter index out of range");
    f->params[0] = saved;
    expect_clean(p);
    parsed_free(p);
}

static void test_corrupt_shape(void **state)
{
    (void)state;
    KirFunc *f;
    Parsed *p = corrupt_setup(&f);
    KirInst *ld = &f->insts[inst_idx(f, "ld.global.u32")];
    /* a load without its destination */
    ld->ndst = 0;
    expect_kir001(p, 17, 5, "needs a destination");
    ld->ndst = 1;
    expect_clean(p);
    /* more destinations than operands */
    ld->ndst = (uint8_t)(ld->nopnd + 1);
    expect_kir001(p, 17, 5, "more destinations than operands");
    ld->ndst = 1;
    /* a load without an address */
    KirOperand saved = ld->opnds[1];
    memset(&ld->opnds[1], 0, sizeof ld->opnds[1]);
    ld->opnds[1].kind = KIR_OPND_REG;
    ld->opnds[1].reg = 0;
    expect_kir001(p, 17, 5, "needs an address operand");
    ld->opnds[1] = saved;
    expect_clean(p);
    /* an opcode past the table and a malformed operand kind */
    KirInst *add = &f->insts[inst_idx(f, "add.s32")];
    add->op = KIR_OP_COUNT;
    expect_kir001(p, 18, 5, "bad opcode");
    add->op = KIR_OP_ADD;
    add->opnds[2].kind = KIR_OPND_NONE;
    expect_kir001(p, 18, 5, "malformed operand");
    add->opnds[2].kind = KIR_OPND_COUNT;
    expect_kir001(p, 18, 5, "malformed operand");
    add->opnds[2].kind = KIR_OPND_REG;
    expect_clean(p);
    parsed_free(p);
}

static void test_verify_uses_given_file(void **state)
{
    (void)state;
    KirFunc *f;
    Parsed *p = corrupt_setup(&f);
    uint32_t other = diag_add_file(&p->sink, "other.ptx");
    assert_int_equal(other, 2);
    KirInst *add = &f->insts[inst_idx(f, "add.s32")];
    uint32_t saved = add->opnds[2].reg;
    add->opnds[2].reg = f->nregs;
    uint32_t before = p->sink.ndiags;
    assert_int_equal(kir_verify(p->m, &p->sink, other), 1);
    assert_int_equal(p->sink.ndiags, before + 1);
    assert_int_equal(p->sink.diags[before].loc.file, other);
    assert_int_equal(p->sink.diags[before].loc.line, 18);
    add->opnds[2].reg = saved;
    expect_clean(p);
    parsed_free(p);
}

/* ---- CFG shapes ---- */

static void test_cfg_loop(void **state)
{
    (void)state;
    Parsed *p = parse_ok(".version 8.0\n.target sm_80\n.address_size 64\n"
                         ".visible .entry loop(.param .u32 n)\n{\n"
                         "    .reg .pred %p<2>;\n    .reg .b32 %r<3>;\n"
                         "    ld.param.u32 %r2, [n];\n"
                         "    mov.u32 %r1, 0;\n"
                         "$L_head:\n"
                         "    add.s32 %r1, %r1, 1;\n"
                         "    setp.ge.s32 %p1, %r1, %r2;\n"
                         "    @%p1 bra $L_exit;\n"
                         "    bra.uni $L_head;\n"
                         "$L_exit:\n"
                         "    ret;\n}\n");
    KirFunc *f = func_named(p->m, "loop");
    assert_int_equal(f->nblocks, 4);
    uint32_t head = block_labelled(f, "$L_head", 0);
    uint32_t exitb = block_labelled(f, "$L_exit", 0);
    uint32_t latch = block_of(f, inst_idx(f, "bra.uni"));
    assert_int_equal(head, 1);
    assert_int_equal(latch, 2);
    assert_int_equal(exitb, 3);
    assert_null(f->blocks[0].label);
    assert_null(f->blocks[latch].label);
    assert_int_equal(block_of(f, inst_idx(f, "add.s32")), head);
    assert_int_equal(f->blocks[head].first, inst_idx(f, "add.s32"));
    check_succs(f, 0, 1, (uint32_t[]){ head });
    check_succs(f, head, 2, (uint32_t[]){ exitb, latch });  // taken first, then fall-through
    check_succs(f, latch, 1, (uint32_t[]){ head });          // the back edge
    check_succs(f, exitb, 0, NULL);
    assert_int_equal(f->blocks[head].npreds, 2);
    assert_true(has_pred(f, head, 0));
    assert_true(has_pred(f, head, latch));
    assert_int_equal(f->blocks[exitb].npreds, 1);
    assert_true(has_pred(f, exitb, head));
    assert_int_equal(f->blocks[0].npreds, 0);
    /* branch operands were rewritten to block ids */
    assert_int_equal(label_target(f, inst_idx(f, "bra")), exitb);
    assert_int_equal(label_target(f, inst_idx(f, "bra.uni")), head);
    assert_true(f->insts[inst_idx(f, "bra.uni")].mods & KIR_MOD_UNI);
    parsed_free(p);
}

static void test_cfg_guarded_branch_diamond(void **state)
{
    (void)state;
    Parsed *p = parse_ok(".version 8.0\n.target sm_80\n.address_size 64\n"
                         ".visible .entry diamond()\n{\n"
                         "    .reg .pred %p<2>;\n    .reg .b32 %r<3>;\n"
                         "    mov.u32 %r1, %tid.x;\n"
                         "    setp.eq.s32 %p1, %r1, 0;\n"
                         "    @!%p1 bra $L_else;\n"
                         "    mov.u32 %r2, 1;\n"
                         "    bra.uni $L_join;\n"
                         "$L_else:\n"
                         "    mov.u32 %r2, 2;\n"
                         "$L_join:\n"
                         "    ret;\n}\n");
    KirFunc *f = func_named(p->m, "diamond");
    assert_int_equal(f->nblocks, 4);
    uint32_t bra = inst_idx(f, "bra");
    assert_int_equal(f->insts[bra].guard_neg, 1);
    assert_true(f->insts[bra].guard >= 0);
    uint32_t els = block_labelled(f, "$L_else", 0);
    uint32_t join = block_labelled(f, "$L_join", 0);
    uint32_t then = block_of(f, inst_idx(f, "bra.uni"));
    check_succs(f, 0, 2, (uint32_t[]){ els, then });
    check_succs(f, then, 1, (uint32_t[]){ join });
    check_succs(f, els, 1, (uint32_t[]){ join });  // falls through into the join
    check_succs(f, join, 0, NULL);
    assert_int_equal(f->blocks[join].npreds, 2);
    assert_true(has_pred(f, join, then));
    assert_true(has_pred(f, join, els));
    parsed_free(p);
}

static void test_cfg_ret_ends_block(void **state)
{
    (void)state;
    Parsed *p = parse_ok(".version 8.0\n.target sm_80\n.address_size 64\n"
                         ".visible .entry early()\n{\n"
                         "    .reg .pred %p<2>;\n    .reg .b32 %r<3>;\n"
                         "    mov.u32 %r1, %laneid;\n"
                         "    setp.ne.s32 %p1, %r1, 0;\n"
                         "    @%p1 bra $L_rest;\n"
                         "    ret;\n"
                         "$L_rest:\n"
                         "    add.s32 %r2, %r1, 1;\n"
                         "    exit;\n}\n");
    KirFunc *f = func_named(p->m, "early");
    assert_int_equal(f->nblocks, 3);
    uint32_t rb = block_of(f, inst_idx(f, "ret"));
    uint32_t rest = block_labelled(f, "$L_rest", 0);
    assert_int_equal(f->blocks[rb].ninst, 1);
    check_succs(f, rb, 0, NULL);  // no fall-through past ret
    check_succs(f, 0, 2, (uint32_t[]){ rest, rb });
    assert_int_equal(f->blocks[rest].npreds, 1);
    assert_true(has_pred(f, rest, 0));
    assert_false(has_pred(f, rest, rb));
    check_succs(f, rest, 0, NULL);  // exit
    /* a guarded ret falls through */
    parsed_free(p);

    p = parse_ok(".version 8.0\n.target sm_80\n.address_size 64\n"
                 ".visible .entry gret()\n{\n"
                 "    .reg .pred %p<2>;\n    .reg .b32 %r<3>;\n"
                 "    setp.ne.s32 %p1, %r1, 0;\n"
                 "    @%p1 ret;\n"
                 "    add.s32 %r2, %r1, 1;\n"
                 "    ret;\n}\n");
    f = func_named(p->m, "gret");
    assert_int_equal(f->nblocks, 2);
    check_succs(f, 0, 1, (uint32_t[]){ 1 });
    check_succs(f, 1, 0, NULL);
    parsed_free(p);
}

static void test_cfg_label_at_end(void **state)
{
    (void)state;
    Parsed *p = parse_ok(".version 8.0\n.target sm_80\n.address_size 64\n"
                         ".visible .entry tail()\n{\n"
                         "    .reg .pred %p<2>;\n    .reg .b32 %r<3>;\n"
                         "    setp.ne.s32 %p1, %r1, 0;\n"
                         "    @%p1 bra $L_end;\n"
                         "    mov.u32 %r1, 1;\n"
                         "$L_end:\n"
                         "}\n");
    KirFunc *f = func_named(p->m, "tail");
    assert_int_equal(f->ninsts, 3);
    assert_int_equal(f->nblocks, 3);
    uint32_t end = block_labelled(f, "$L_end", 0);
    assert_int_equal(end, 2);
    assert_int_equal(f->blocks[end].ninst, 0);
    assert_int_equal(f->blocks[end].first, f->ninsts);
    check_succs(f, 0, 2, (uint32_t[]){ end, 1 });
    check_succs(f, 1, 1, (uint32_t[]){ end });
    check_succs(f, end, 0, NULL);
    assert_int_equal(f->blocks[end].npreds, 2);
    assert_int_equal(label_target(f, inst_idx(f, "bra")), end);
    parsed_free(p);

    /* after a ret, with nothing falling into it */
    p = parse_ok(".version 8.0\n.target sm_80\n.address_size 64\n"
                 ".visible .entry tail2()\n{\n"
                 "    .reg .pred %p<2>;\n"
                 "    setp.ne.s32 %p1, 1, 0;\n"
                 "    @%p1 bra $L_end;\n"
                 "    ret;\n"
                 "$L_end:\n"
                 "}\n");
    f = func_named(p->m, "tail2");
    assert_int_equal(f->nblocks, 3);
    end = block_labelled(f, "$L_end", 0);
    assert_int_equal(f->blocks[end].ninst, 0);
    check_succs(f, 1, 0, NULL);
    assert_int_equal(f->blocks[end].npreds, 1);
    assert_true(has_pred(f, end, 0));
    parsed_free(p);
}

static void test_cfg_brx_branchtargets(void **state)
{
    (void)state;
    Parsed *p = parse_ok(".version 8.0\n.target sm_80\n.address_size 64\n"
                         ".visible .entry sw(.param .u32 sel)\n{\n"
                         "    .reg .b32 %r<3>;\n"
                         "    ld.param.u32 %r1, [sel];\n"
                         "$L_tbl: .branchtargets $L_c2, $L_c0, $L_c1;\n"
                         "    brx.idx %r1, $L_tbl;\n"
                         "$L_c0:\n    mov.u32 %r2, 0;\n    ret;\n"
                         "$L_c1:\n    mov.u32 %r2, 1;\n    ret;\n"
                         "$L_c2:\n    mov.u32 %r2, 2;\n    ret;\n"
                         "}\n");
    KirFunc *f = func_named(p->m, "sw");
    assert_int_equal(f->nblocks, 4);
    uint32_t c0 = block_labelled(f, "$L_c0", 0);
    uint32_t c1 = block_labelled(f, "$L_c1", 0);
    uint32_t c2 = block_labelled(f, "$L_c2", 0);
    uint32_t brx = inst_idx(f, "brx.idx");
    assert_int_equal(f->insts[brx].op, KIR_OP_BRX);
    assert_int_equal(block_of(f, brx), 0);
    /* the table became a LIST of three LABEL operands, in table order */
    const KirOperand *tbl = &f->insts[brx].opnds[1];
    assert_int_equal(tbl->kind, KIR_OPND_LIST);
    assert_int_equal(tbl->n, 3);
    assert_int_equal(tbl->elems[0].kind, KIR_OPND_LABEL);
    assert_int_equal(tbl->elems[0].block, c2);
    assert_int_equal(tbl->elems[1].block, c0);
    assert_int_equal(tbl->elems[2].block, c1);
    check_succs(f, 0, 3, (uint32_t[]){ c2, c0, c1 });
    for (uint32_t b = 1; b < 4; b++) {
        assert_int_equal(f->blocks[b].npreds, 1);
        assert_int_equal(f->blocks[b].preds[0], 0);
        check_succs(f, b, 0, NULL);
    }
    parsed_free(p);
}

static void test_cfg_sibling_scopes_same_label(void **state)
{
    (void)state;
    Parsed *p = parse_ok(".version 8.0\n.target sm_80\n.address_size 64\n"
                         ".visible .entry asm2(.param .u32 a)\n{\n"
                         "    .reg .b32 %r<4>;\n"
                         "    ld.param.u32 %r1, [a];\n"
                         "    // begin inline asm\n"
                         "    {\n"
                         "    .reg .pred p;\n"
                         "    setp.eq.u32 p, %r1, 0;\n"
                         "    @p bra DONE;\n"
                         "    add.u32 %r2, %r1, 1;\n"
                         "    DONE:\n"
                         "    }\n"
                         "    // end inline asm\n"
                         "    // begin inline asm\n"
                         "    {\n"
                         "    .reg .pred p;\n"
                         "    setp.eq.u32 p, %r1, 1;\n"
                         "    @p bra DONE;\n"
                         "    add.u32 %r3, %r1, 2;\n"
                         "    DONE:\n"
                         "    }\n"
                         "    // end inline asm\n"
                         "    ret;\n}\n");
    KirFunc *f = func_named(p->m, "asm2");
    assert_int_equal(f->ninsts, 8);
    assert_int_equal(f->nblocks, 5);
    uint32_t d1 = block_labelled(f, "DONE", 0);
    uint32_t d2 = block_labelled(f, "DONE", 1);
    assert_true(d1 != d2);
    assert_int_equal(f->blocks[d1].first, inst_nth(f, "setp.eq.u32", 1));
    assert_int_equal(f->blocks[d2].first, inst_idx(f, "ret"));
    uint32_t bra1 = inst_nth(f, "bra", 0), bra2 = inst_nth(f, "bra", 1);
    assert_int_equal(label_target(f, bra1), d1);
    assert_int_equal(label_target(f, bra2), d2);
    /* each scope's `p` is its own register, and each guard uses its own */
    uint32_t s1 = inst_nth(f, "setp.eq.u32", 0), s2 = inst_nth(f, "setp.eq.u32", 1);
    assert_int_equal(f->insts[s1].opnds[0].kind, KIR_OPND_REG);
    assert_true(f->insts[s1].opnds[0].reg != f->insts[s2].opnds[0].reg);
    assert_int_equal(f->insts[bra1].guard, (int32_t)f->insts[s1].opnds[0].reg);
    assert_int_equal(f->insts[bra2].guard, (int32_t)f->insts[s2].opnds[0].reg);
    check_succs(f, block_of(f, bra1), 2, (uint32_t[]){ d1, block_of(f, bra1) + 1 });
    check_succs(f, block_of(f, bra2), 2, (uint32_t[]){ d2, block_of(f, bra2) + 1 });
    parsed_free(p);
}

static void test_cfg_labels_across_scopes(void **state)
{
    (void)state;
    /* inner scope: a forward reference to a label of the function scope,
     * and a label that shadows an outer one of the same name */
    Parsed *p = parse_ok(".version 8.0\n.target sm_80\n.address_size 64\n"
                         ".visible .entry nest()\n{\n"
                         "    .reg .b32 %r<4>;\n"
                         "L:\n"
                         "    mov.u32 %r1, %tid.x;\n"
                         "    {\n"
                         "    .reg .pred q;\n"
                         "    setp.ne.u32 q, %r1, 0;\n"
                         "    @q bra $L_out;\n"
                         "    @q bra L;\n"
                         "    add.u32 %r2, %r1, 1;\n"
                         "    L:\n"
                         "    add.u32 %r3, %r1, 2;\n"
                         "    }\n"
                         "    bra.uni L;\n"
                         "$L_out:\n"
                         "    ret;\n}\n");
    KirFunc *f = func_named(p->m, "nest");
    uint32_t outer_l = block_labelled(f, "L", 0);
    uint32_t inner_l = block_labelled(f, "L", 1);
    uint32_t out = block_labelled(f, "$L_out", 0);
    assert_int_equal(outer_l, 0);
    assert_int_equal(f->blocks[inner_l].first, inst_nth(f, "add.u32", 1));
    assert_int_equal(label_target(f, inst_nth(f, "bra", 0)), out);      // forward, outward
    assert_int_equal(label_target(f, inst_nth(f, "bra", 1)), inner_l);  // inner L wins inside
    assert_int_equal(label_target(f, inst_idx(f, "bra.uni")), outer_l); // outer L outside
    assert_true(has_pred(f, outer_l, block_of(f, inst_idx(f, "bra.uni"))));
    parsed_free(p);
}

static void test_cfg_forward_reference(void **state)
{
    (void)state;
    Parsed *p = parse_ok(".version 8.0\n.target sm_80\n.address_size 64\n"
                         ".visible .entry fwd()\n{\n"
                         "    .reg .b32 %r<2>;\n"
                         "    bra.uni $L_later;\n"
                         "$L_dead:\n"
                         "    mov.u32 %r1, 1;\n"
                         "$L_later:\n"
                         "    mov.u32 %r1, 2;\n"
                         "    ret;\n}\n");
    KirFunc *f = func_named(p->m, "fwd");
    assert_int_equal(f->nblocks, 3);
    uint32_t later = block_labelled(f, "$L_later", 0);
    uint32_t dead = block_labelled(f, "$L_dead", 0);
    assert_int_equal(later, 2);
    assert_int_equal(label_target(f, 0), later);
    check_succs(f, 0, 1, (uint32_t[]){ later });
    assert_int_equal(f->blocks[dead].npreds, 0);  // unreachable, still a block
    check_succs(f, dead, 1, (uint32_t[]){ later });
    assert_int_equal(f->blocks[later].npreds, 2);
    parsed_free(p);
}

static void test_cfg_two_labels_one_position(void **state)
{
    (void)state;
    Parsed *p = parse_ok(".version 8.0\n.target sm_80\n.address_size 64\n"
                         ".visible .entry two()\n{\n"
                         "    bra.uni $L_b;\n"
                         "$L_a:\n"
                         "$L_b:\n"
                         "    bra.uni $L_a;\n}\n");
    KirFunc *f = func_named(p->m, "two");
    assert_int_equal(f->nblocks, 2);
    assert_string_equal(f->blocks[1].label, "$L_a");  // the first label names the block
    assert_int_equal(label_target(f, 0), 1);
    assert_int_equal(label_target(f, 1), 1);
    check_succs(f, 1, 1, (uint32_t[]){ 1 });  // a self loop
    assert_true(has_pred(f, 1, 1));
    parsed_free(p);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_valid_snippets_verify_clean),
        cmocka_unit_test(test_corrupt_register_out_of_range),
        cmocka_unit_test(test_corrupt_guard_not_pred),
        cmocka_unit_test(test_corrupt_label_past_nblocks),
        cmocka_unit_test(test_corrupt_terminator_mid_block),
        cmocka_unit_test(test_corrupt_cfg_symmetry),
        cmocka_unit_test(test_corrupt_unresolved_name),
        cmocka_unit_test(test_corrupt_variable_out_of_range),
        cmocka_unit_test(test_corrupt_shape),
        cmocka_unit_test(test_verify_uses_given_file),
        cmocka_unit_test(test_cfg_loop),
        cmocka_unit_test(test_cfg_guarded_branch_diamond),
        cmocka_unit_test(test_cfg_ret_ends_block),
        cmocka_unit_test(test_cfg_label_at_end),
        cmocka_unit_test(test_cfg_brx_branchtargets),
        cmocka_unit_test(test_cfg_sibling_scopes_same_label),
        cmocka_unit_test(test_cfg_labels_across_scopes),
        cmocka_unit_test(test_cfg_forward_reference),
        cmocka_unit_test(test_cfg_two_labels_one_position),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
