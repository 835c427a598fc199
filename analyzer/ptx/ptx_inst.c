/*
 * ptx_inst.c - PTX instruction statements.
 * Consumes: `[@[!]p] mnemonic operand, ... ;` with p->tok at the mnemonic.
 * Produces: one KirInst appended to the current function, its operands in
 * the module arena with names resolved (registers, special registers,
 * variables, functions), labels left pending for ptx_lower.c.
 * Assumes: the function's scope stack is current.
 */
#include "ptx_int.h"

#include <string.h>

enum { MAX_OPERANDS = 32 };

int32_t lookup_reg(Parser *p, const char *s, size_t len)
{
    uint32_t idx;
    const ScopeEnt *e = scope_find(p, s, len, &idx);
    if (!e || (e->kind != ENT_REG && e->kind != ENT_REGRANGE))
        return -1;
    return (int32_t)(p->regdecls.data[e->index].base + idx);
}

static int parse_operand(Parser *p, KirOperand *o, int depth);

/* Copies scratch[mark..) to the arena as the elements of o. */
static int take_elems(Parser *p, KirOperand *o, uint32_t mark)
{
    uint32_t n = p->scratch.len - mark;
    if (n > UINT16_MAX) {
        parse_error(p, &p->tok, "PTX011", "operand list is too long");
        return -1;
    }
    o->n = (uint16_t)n;
    o->elems = arena_alloc_uninit(&p->m->arena, (n ? n : 1) * sizeof *o->elems);
    if (!o->elems) {
        p->oom = 1;
        return -1;
    }
    if (n)  // scratch.data may still be NULL when nothing was ever pushed
        memcpy(o->elems, p->scratch.data + mark, n * sizeof *o->elems);
    p->scratch.len = mark;
    return 0;
}

/* Elements up to `close`, separated by commas, into scratch. */
static int parse_list(Parser *p, char close, int depth, const char *what)
{
    if (is_punct(p, close)) {
        parse_next(p);
        return 0;
    }
    for (;;) {
        KirOperand e;
        if (parse_operand(p, &e, depth + 1) < 0)
            return -1;
        if (vec_push(&p->scratch, e) < 0) {
            p->oom = 1;
            return -1;
        }
        if (!is_punct(p, ','))
            break;
        parse_next(p);
    }
    return expect_punct(p, close, what);
}

static int set_sreg(Parser *p, KirOperand *o, const char *s, size_t len)
{
    const char *dot = memchr(s, '.', len);
    size_t nlen = dot ? (size_t)(dot - s) : len;
    KirSreg sr = kir_sreg_lookup(s, nlen);
    if (sr == KIR_SREG_COUNT)
        return -1;
    o->kind = KIR_OPND_SREG;
    o->sreg = sr;
    o->comp = 0;
    if (dot) {
        size_t cl = len - nlen - 1;
        if (cl != 1 || !memchr("xyzw", dot[1], 4))
            return -1;
        o->comp = (uint8_t)(dot[1] == 'w' ? 4 : dot[1] - 'x' + 1);
    }
    o->sreg_name = strtab_intern(&p->m->strs, s, sr == KIR_SREG_OTHER ? len : nlen);
    if (!o->sreg_name)
        p->oom = 1;
    return 0;
}

/* A branch table used as an operand: a LIST of pending labels. */
static int table_operand(Parser *p, KirOperand *o, uint32_t table)
{
    const BranchTable *bt = &p->tables.data[table];
    o->kind = KIR_OPND_LIST;
    o->n = (uint16_t)bt->n;
    o->elems = arena_alloc(&p->m->arena, (bt->n ? bt->n : 1) * sizeof *o->elems);
    if (!o->elems) {
        p->oom = 1;
        return -1;
    }
    for (uint32_t i = 0; i < bt->n; i++) {
        o->elems[i].kind = KIR_OPND_NAME;
        o->elems[i].comp = 1;
        o->elems[i].name = bt->labels[i];
    }
    return 0;
}

static int parse_word_operand(Parser *p, KirOperand *o)
{
    const char *s = p->tok.start;
    size_t len = p->tok.len;
    PtxToken t = p->tok;
    if (len == 1 && s[0] == '_') {
        o->kind = KIR_OPND_SINK;
        parse_next(p);
        return 0;
    }
    uint32_t idx;
    const ScopeEnt *e = scope_find(p, s, len, &idx);
    if (e) {
        switch (e->kind) {
        case ENT_REG:
        case ENT_REGRANGE:
            o->kind = KIR_OPND_REG;
            o->reg = p->regdecls.data[e->index].base + idx;
            break;
        case ENT_VAR:
            o->kind = KIR_OPND_VAR;
            o->var = e->index;
            break;
        case ENT_PROTO:
            o->kind = KIR_OPND_NAME;
            o->name = e->name;
            break;
        case ENT_TABLE:
            if (table_operand(p, o, e->index) < 0)
                return -1;
            break;
        }
        parse_next(p);
        return 0;
    }
    if (s[0] == '%') {
        if (set_sreg(p, o, s, len) == 0) {
            parse_next(p);
            return 0;
        }
        parse_error(p, &t, "PTX005", "use of undeclared register '%.*s'", (int)len, s);
        return -1;
    }
    if (s[0] == '.') {
        parse_error(p, &t, "PTX002", "unexpected directive '%.*s' in operands", (int)len, s);
        return -1;
    }
    if (len == 7 && memcmp(s, "WARP_SZ", 7) == 0) {  // the predefined identifier: the warp size, a constant
        o->kind = KIR_OPND_IMM;
        o->imm = 32;
        parse_next(p);
        return 0;
    }
    const char *name = intern_tok(p, &t);
    if (!name)
        return -1;
    uint8_t kind;
    if (global_find(p, name, &kind, &idx)) {
        o->kind = kind == GLOBAL_VAR ? KIR_OPND_VAR : KIR_OPND_FUNC;
        o->var = idx;
    } else {
        o->kind = KIR_OPND_NAME;  // a label (or a symbol defined later): resolved at scope end
        o->comp = 1;
        o->name = name;
        o->name_line = t.line;
        o->name_col = t.col;
    }
    parse_next(p);
    return 0;
}

/* An optional `+ imm`, `+ -imm` or `- imm` after an address base. */
static int parse_addr_offset(Parser *p, int64_t *off)
{
    *off = 0;
    if (!is_punct(p, '+') && !is_punct(p, '-'))
        return 0;
    int neg = is_punct(p, '-');
    parse_next(p);
    if (is_punct(p, '-')) {
        neg = !neg;
        parse_next(p);
    }
    if (p->tok.kind != PTX_TOK_INT) {
        char buf[64];
        parse_error(p, &p->tok, "PTX002", "expected an integer offset in the address, found %s",
                    tok_desc(p, buf, sizeof buf));
        return -1;
    }
    if (parse_int_tok(p, &p->tok, off) < 0)
        return -1;
    if (neg)
        *off = (int64_t)(0 - (uint64_t)*off);
    parse_next(p);
    return 0;
}

static int parse_address(Parser *p, KirOperand *o, int depth)
{
    parse_next(p);  // [
    PtxToken t = p->tok;
    KirOperand base;
    memset(&base, 0, sizeof base);
    if (p->tok.kind == PTX_TOK_INT) {
        int64_t v;
        if (parse_int_tok(p, &p->tok, &v) < 0)
            return -1;
        parse_next(p);
        base.kind = KIR_OPND_IMM;
        base.imm = v;
    } else if (p->tok.kind == PTX_TOK_WORD) {
        if (parse_word_operand(p, &base) < 0)
            return -1;
        if (base.kind != KIR_OPND_REG && base.kind != KIR_OPND_VAR && base.kind != KIR_OPND_FUNC) {
            parse_error(p, &t, base.kind == KIR_OPND_NAME ? "PTX006" : "PTX002",
                        base.kind == KIR_OPND_NAME ? "undefined symbol '%.*s' in address"
                                                   : "'%.*s' cannot be an address base",
                        (int)t.len, t.start);
            return -1;
        }
    } else {
        char buf[64];
        parse_error(p, &t, "PTX002", "expected a register or symbol in the address, found %s",
                    tok_desc(p, buf, sizeof buf));
        return -1;
    }
    if (is_punct(p, ',')) {  // [tex, coords] / [surf, {x, y}]
        uint32_t mark = p->scratch.len;
        if (vec_push(&p->scratch, base) < 0) {
            p->oom = 1;
            return -1;
        }
        parse_next(p);
        if (parse_list(p, ']', depth, "closing the address") < 0)
            return -1;
        o->kind = KIR_OPND_TEXADDR;
        return take_elems(p, o, mark);
    }
    int64_t off;
    if (parse_addr_offset(p, &off) < 0)
        return -1;
    o->kind = KIR_OPND_ADDR;
    if (base.kind == KIR_OPND_IMM) {
        o->base_kind = KIR_BASE_NONE;
        o->addr.off = (int64_t)((uint64_t)base.imm + (uint64_t)off);
    } else {
        o->base_kind = base.kind == KIR_OPND_REG ? KIR_BASE_REG : KIR_BASE_VAR;
        o->addr.base = base.kind == KIR_OPND_REG ? base.reg : base.var;
        o->addr.off = off;
        if (base.kind == KIR_OPND_FUNC) {
            parse_error(p, &t, "PTX002", "a function cannot be an address base");
            return -1;
        }
    }
    return expect_punct(p, ']', "closing the address");
}

static int parse_number(Parser *p, KirOperand *o, int neg)
{
    if (p->tok.kind == PTX_TOK_INT) {
        if (parse_int_tok(p, &p->tok, &o->imm) < 0)
            return -1;
        o->kind = KIR_OPND_IMM;
        if (neg)
            o->imm = (int64_t)(0 - (uint64_t)o->imm);
    } else {
        if (parse_float_tok(p, &p->tok, &o->fbits, &o->fwidth) < 0)
            return -1;
        o->kind = KIR_OPND_FIMM;
        if (neg)
            o->fbits ^= (uint64_t)1 << (o->fwidth - 1);
    }
    parse_next(p);
    return 0;
}

static int parse_operand(Parser *p, KirOperand *o, int depth)
{
    memset(o, 0, sizeof *o);
    char buf[64];
    if (depth > 4) {
        parse_error(p, &p->tok, "PTX002", "operands nested too deeply");
        return -1;
    }
    switch (p->tok.kind) {
    case PTX_TOK_INT:
    case PTX_TOK_FLOAT:
        return parse_number(p, o, 0);
    case PTX_TOK_WORD:
        if (parse_word_operand(p, o) < 0)
            return -1;
        if (is_punct(p, '|')) {  // d|p destinations (setp, shfl, elect)
            uint32_t mark = p->scratch.len;
            if (vec_push(&p->scratch, *o) < 0) {
                p->oom = 1;
                return -1;
            }
            parse_next(p);
            KirOperand second;
            if (parse_operand(p, &second, depth + 1) < 0)
                return -1;
            if (vec_push(&p->scratch, second) < 0) {
                p->oom = 1;
                return -1;
            }
            memset(o, 0, sizeof *o);
            o->kind = KIR_OPND_VEC;
            o->comp = 1;
            return take_elems(p, o, mark);
        }
        return 0;
    case PTX_TOK_PUNCT:
        break;
    default:
        if (p->tok.kind == PTX_TOK_EOF)
            parse_error(p, &p->tok, "PTX009", "unexpected end of file in operands");
        else
            parse_error(p, &p->tok, "PTX002", "expected an operand, found %s",
                        tok_desc(p, buf, sizeof buf));
        return -1;
    }
    char c = p->tok.punct;
    if (c == '!') {
        parse_next(p);
        if (parse_operand(p, o, depth + 1) < 0)
            return -1;
        o->neg = 1;
        return 0;
    }
    if (c == '-') {
        parse_next(p);
        if (p->tok.kind != PTX_TOK_INT && p->tok.kind != PTX_TOK_FLOAT) {
            parse_error(p, &p->tok, "PTX002", "expected a number after '-', found %s",
                        tok_desc(p, buf, sizeof buf));
            return -1;
        }
        return parse_number(p, o, 1);
    }
    if (c == '[')
        return parse_address(p, o, depth);
    if (c == '{' || c == '(') {
        uint32_t mark = p->scratch.len;
        parse_next(p);
        if (parse_list(p, c == '{' ? '}' : ')', depth, c == '{' ? "closing the vector" : "closing the list") < 0)
            return -1;
        o->kind = c == '{' ? KIR_OPND_VEC : KIR_OPND_LIST;
        return take_elems(p, o, mark);
    }
    parse_error(p, &p->tok, "PTX002", "expected an operand, found %s", tok_desc(p, buf, sizeof buf));
    return -1;
}

/* Queues every pending name operand of the instruction for resolution. */
static void queue_refs(Parser *p, KirOperand *ops, uint32_t n, uint32_t line, uint32_t col)
{
    for (uint32_t i = 0; i < n; i++) {
        KirOperand *o = &ops[i];
        if (o->kind == KIR_OPND_NAME && o->comp == 1) {
            LabelRef r = { o, p->depth, o->name_line ? o->name_line : line,
                           o->name_line ? o->name_col : col };
            if (vec_push(&p->refs, r) < 0)
                p->oom = 1;
        } else if (o->kind == KIR_OPND_VEC || o->kind == KIR_OPND_LIST || o->kind == KIR_OPND_TEXADDR) {
            queue_refs(p, o->elems, o->n, line, col);
        }
    }
}

void parse_instruction(Parser *p, int32_t guard, uint8_t guard_neg, const PtxToken *start)
{
    PtxToken mt = p->tok;
    const PtxMnem *mn = ptx_mnem_lookup(&p->mnems, &p->m->strs, mt.start, mt.len);
    if (!mn) {
        p->oom = 1;
        return;
    }
    if (!mn->valid) {
        parse_error(p, &mt, "PTX004", "unknown instruction '%.*s'", (int)mt.len, mt.start);
        parse_recover(p);
        return;
    }
    parse_next(p);
    KirOperand ops[MAX_OPERANDS];
    uint32_t n = 0;
    if (!is_punct(p, ';')) {
        for (;;) {
            if (n == MAX_OPERANDS) {
                parse_error(p, &p->tok, "PTX002", "more than %d operands", MAX_OPERANDS);
                goto fail;
            }
            if (parse_operand(p, &ops[n++], 0) < 0)
                goto fail;
            if (!is_punct(p, ','))
                break;
            parse_next(p);
        }
    }
    if (expect_punct(p, ';', "after the instruction") < 0)
        goto fail;
    KirInst in;
    memset(&in, 0, sizeof in);
    in.op = mn->op;
    in.space = mn->space, in.space2 = mn->space2;
    in.type = mn->type, in.type2 = mn->type2, in.vec = mn->vec;
    in.sem = mn->sem, in.scope = mn->scope, in.subop = mn->subop, in.mods = mn->mods;
    in.guard = guard;
    in.guard_neg = guard_neg;
    in.mnemonic = mn->text;
    in.nopnd = (uint16_t)n;
    in.loc = p->curloc;
    in.inlined_at = p->cur_inlined;
    in.line = start->line;
    in.col = start->col;
    if (!mn->nodst && n > 0 &&
        (ops[0].kind == KIR_OPND_REG || ops[0].kind == KIR_OPND_VEC || ops[0].kind == KIR_OPND_SINK))
        in.ndst = 1;
    if (n) {
        in.opnds = arena_alloc_uninit(&p->m->arena, n * sizeof *in.opnds);
        if (!in.opnds) {
            p->oom = 1;
            return;
        }
        memcpy(in.opnds, ops, n * sizeof *ops);
        queue_refs(p, in.opnds, n, mt.line, mt.col);
    }
    if (vec_push(&p->insts, in) < 0)
        p->oom = 1;
    return;
fail:
    p->scratch.len = 0;
    parse_recover(p);
}
