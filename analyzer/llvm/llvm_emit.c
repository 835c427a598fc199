/*
 * llvm_emit.c - lowers a normalized LLVM NVPTX module to PTX text, the way
 * LLVM's own NVPTX back end would, so that the PTX front end builds the
 * kernel IR from it. Consumes: a module after llvm_fe.c's passes (calls
 * inlined, allocas promoted, address spaces inferred). Produces: PTX text
 * whose every line remembers the .ll position it came from.
 *
 * Values: every LLVM value is a list of leaves (a scalar is one; vectors
 * and structs are flattened), each a PTX register of a class (pred, b16,
 * b32, b64, f32, f64, b128) or an immediate. Integers narrower than their
 * register keep garbage above their width and are extended where the
 * operation needs it (unsigned and signed comparisons, division, right
 * shifts, conversions), as the NVPTX back end does. Phi nodes get a
 * register and a copy register: predecessors write the copy before their
 * branch, the block's start moves it into the phi (no lost copies, no
 * swaps). Blocks are written in reverse post-order, so every value is
 * defined before it is used.
 *
 * What has no lowering is said so: an operation whose result the analysis
 * need not know gets a fresh register (any value); one that may touch
 * memory becomes a call of an external function named
 * __warpsafe_unsupported_<what>, which makes every rule `unknown` with that
 * reason. Only constructs no kernel needs (indirectbr, exception handling)
 * stop the lowering with an error.
 *
 * Atomics (docs/llvm.md): atomicrmw and cmpxchg keep their syncscope
 * (block = .cta, cluster = .cluster, device = .gpu, system = .sys) and
 * lose their ordering, as LLVM 19's NVPTX back end emits them (relaxed
 * atom; clang writes CUDA's relaxed atomicAdd as seq_cst); atomic loads,
 * stores and fences take the PTX ISA's mapping of the C++ model.
 */
#include "llvm_int.h"

#include <llvm-c/DebugInfo.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpsafe/ptx.h"

/* ---- output buffers ---- */

void out_printf(OutBuf *o, const char *fmt, ...)
{
    if (o->oom)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
        o->oom = 1;
        return;
    }
    if (o->len + (size_t)n + 1 > o->cap) {
        size_t cap = o->cap ? o->cap : 4096;
        while (cap < o->len + (size_t)n + 1)
            cap *= 2;
        char *s = mem_realloc(o->s, cap);
        if (!s) {
            o->oom = 1;
            return;
        }
        o->s = s, o->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(o->s + o->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    for (int i = 0; i < n; i++)
        if (o->s[o->len + (size_t)i] == '\n' &&
            (vec_push(&o->pos_line, o->cur_line) < 0 || vec_push(&o->pos_col, o->cur_col) < 0))
            o->oom = 1;
    o->len += (size_t)n;
}

void out_free(OutBuf *o)
{
    mem_free(o->s);
    vec_free(&o->pos_line);
    vec_free(&o->pos_col);
    memset(o, 0, sizeof *o);
}

/* Appends b (text and positions) to a. */
static void out_append(OutBuf *a, const OutBuf *b)
{
    if (b->oom)
        a->oom = 1;
    if (a->oom || !b->len)
        return;
    uint32_t l = a->cur_line, c = a->cur_col;
    size_t start = 0;
    uint32_t k = 0;
    for (size_t i = 0; i < b->len; i++)  // line by line, with b's positions
        if (b->s[i] == '\n') {
            a->cur_line = b->pos_line.data[k], a->cur_col = b->pos_col.data[k];
            out_printf(a, "%.*s\n", (int)(i - start), b->s + start);
            start = i + 1, k++;
        }
    if (start < b->len)
        out_printf(a, "%.*s", (int)(b->len - start), b->s + start);
    a->cur_line = l, a->cur_col = c;
}

/* ---- registers, operands, leaves ---- */

enum { C_PRED, C_B16, C_B32, C_B64, C_F32, C_F64, C_B128, NCLS };
static const char *const cls_pfx[NCLS] = { "%p", "%rs", "%r", "%rd", "%f", "%fd", "%rq" };
static const char *const cls_mov[NCLS] = { "pred", "b16", "b32", "b64", "f32", "f64", "b128" };
static const unsigned cls_bits[NCLS] = { 1, 16, 32, 64, 32, 64, 128 };
static const char *const cls_decl[NCLS] = { ".pred", ".b16", ".b32", ".b64", ".f32", ".f64", ".b128" };

/* What the lowering cannot express (see unsupported()). */
typedef enum {
    U_LOAD_TYPE,
    U_LOAD_WIDTH,
    U_STORE_TYPE,
    U_STORE_WIDTH,
    U_ATOMICRMW_TYPE,
    U_ATOMICRMW_OPERATION,
    U_CMPXCHG_TYPE,
    U_VECTOR_GETELEMENTPTR,
    U_CAST_TYPE,
    U_INDIRECT_CALL,
    U_CALL_RESULT,
    U_INLINE_ASM,
    U_INSTRUCTION,
    U_DYNAMIC_ALLOCA,
    U_PARAMETER_TYPE,
    U_SYNCSCOPE,
    U_INTRINSIC,
    U_COUNT
} Unsupported;
static const char *const unsupported_name[U_COUNT] = {
    "load_type", "load_width", "store_type", "store_width", "atomicrmw_type", "atomicrmw_operation", "cmpxchg_type", "vector_getelementptr", "cast_type", "indirect_call", "call_result", "inline_asm", "instruction", "dynamic_alloca", "parameter_type", "syncscope", "intrinsic"
};

/* Formatted text that lives until the lowering ends (e->text), of any
 * length; "" when memory runs out (the output is then marked failed). */
static const char *tprintf(LlvmEmit *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static const char *tprintf(LlvmEmit *e, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *b = n >= 0 ? arena_alloc_uninit(&e->text, (size_t)n + 1) : NULL;
    if (!b) {
        e->out.oom = 1;
        return "";
    }
    va_start(ap, fmt);
    vsnprintf(b, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return b;
}

/* A global's or function's name as a PTX identifier: characters PTX does
 * not allow ('.', '@', ...) become _$_, as LLVM's NVPTX back end writes
 * them. Lives until the lowering ends. */
static const char *gname(LlvmEmit *e, LLVMValueRef v)
{
    size_t len, o = 0;
    const char *n = LLVMGetValueName2(v, &len);
    if (!len) {  // unnamed (@0, @1, ...): __unnamed_N, N counting functions then variables, as NVPTX does
        unsigned k = 0;
        for (LLVMValueRef g = LLVMGetFirstFunction(e->mod); g; g = LLVMGetNextFunction(g))
            if ((LLVMGetValueName2(g, &len), !len) && (++k, g == v))
                return tprintf(e, "__unnamed_%u", k);
        for (LLVMValueRef g = LLVMGetFirstGlobal(e->mod); g; g = LLVMGetNextGlobal(g))
            if ((LLVMGetValueName2(g, &len), !len) && (++k, g == v))
                return tprintf(e, "__unnamed_%u", k);
        return tprintf(e, "__unnamed_%u", k + 1);
    }
    char *b = len < SIZE_MAX / 3 ? arena_alloc_uninit(&e->text, 3 * len + 1) : NULL;
    if (!b) {
        e->out.oom = 1;
        return "";
    }
    for (size_t i = 0; i < len; i++) {
        char c = n[i];
        int ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' ||
                 (i > 0 && c >= '0' && c <= '9');
        if (ok) {
            b[o++] = c;
        } else {
            memcpy(b + o, "_$_", 3);
            o += 3;
        }
    }
    b[o] = '\0';
    return b;
}

enum { OP_NONE, OP_REG, OP_IMM };
typedef struct {
    uint8_t kind, cls;
    uint32_t reg;
    int64_t imm;         // OP_IMM: integer value, or IEEE bits of an f32/f64
} Op;

/* One scalar piece of an LLVM type. */
typedef struct {
    uint8_t cls;
    uint8_t fp;          // 1 float of cls's width (f16/bf16: b16 with fp 2/3)
    uint8_t ptr;         // a pointer
    uint16_t bits;       // integer width (1..128), float width
    uint32_t as;         // pointer address space
    uint64_t off;        // byte offset in the type's memory layout
} Leaf;

#define MAXLEAF 64

typedef struct {
    LLVMValueRef key;
    uint32_t first, n;   // leaves in Fn.ops
} ValEnt;

typedef struct {
    LLVMBasicBlockRef key;
    uint32_t id;
} BlockEnt;

typedef struct {
    LlvmEmit *e;
    LLVMValueRef fn;
    const FnInfo *info;
    const char *name;
    uint32_t nreg[NCLS];
    OutBuf decl, body;   // function-level declarations (.local arrays), instructions
    VEC(Op) ops;
    ValEnt *vals;        // open addressing on the value
    uint32_t vcap, vlen;
    BlockEnt *blocks;
    uint32_t bcap;
    VEC(LLVMBasicBlockRef) order; // reverse post-order
    uint32_t nlabel, nlocal;
    SrcLoc lastloc;
    uint32_t lastat, lastat_line, lastat_col;
    int failed;          // e->error set (or, with layout, a value used before its block)
    int layout;          // blocks in the IR's order (else reverse post-order)
    int early_use;       // layout failed: a value was used before its definition was written
    uint32_t unsup;      // Unsupported kinds called (bits)
} Fn;


static Op op_reg(unsigned cls, uint32_t r) { return (Op){ OP_REG, (uint8_t)cls, r, 0 }; }
static Op op_imm(unsigned cls, int64_t v) { return (Op){ OP_IMM, (uint8_t)cls, 0, v }; }

static Op fresh(Fn *f, unsigned cls) { return op_reg(cls, ++f->nreg[cls]); }


/* Operand text; a ring of buffers so several can be used in one printf. */
static const char *O(Op o)
{
    static char ring[16][40];
    static unsigned k;
    char *b = ring[k++ % 16];
    if (o.kind == OP_REG)
        snprintf(b, 40, "%s%u", cls_pfx[o.cls], o.reg);
    else if (o.kind == OP_IMM && o.cls == C_F32)
        snprintf(b, 40, "0f%08X", (unsigned)(uint32_t)o.imm);
    else if (o.kind == OP_IMM && o.cls == C_F64)
        snprintf(b, 40, "0d%016llX", (unsigned long long)o.imm);
    else if (o.kind == OP_IMM)
        snprintf(b, 40, "%lld", (long long)o.imm);
    else
        snprintf(b, 40, "_");
    return b;
}

static void fail(Fn *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void fail(Fn *f, const char *fmt, ...)
{
    if (f->failed)
        return;
    f->failed = 1;
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    size_t n = strlen(msg) + 1;
    f->e->error = mem_alloc(n);
    if (f->e->error)
        memcpy(f->e->error, msg, n);
    f->e->error_line = f->body.cur_line, f->e->error_col = f->body.cur_col;
}

#define EMIT(f, ...) out_printf(&(f)->body, "\t" __VA_ARGS__)

/* A register holding a value the analysis does not know (a pure call's
 * result, a function's address), written by a read of the clock: a
 * register no instruction writes stands for undef and poison only, whose
 * use as an address no kernel makes. */
static Op any_value(Fn *f, unsigned cls)
{
    Op d = fresh(f, cls);
    if (cls == C_B128)
        return d;
    Op t = cls == C_B64 || cls == C_F64 ? fresh(f, C_B64) : fresh(f, C_B32);
    EMIT(f, "mov.u%u %s, %%clock%s;\n", t.cls == C_B64 ? 64 : 32, O(t), t.cls == C_B64 ? "64" : "");
    if (cls == C_PRED)
        EMIT(f, "setp.ne.u32 %s, %s, 0;\n", O(d), O(t));
    else if (cls == C_B16)
        EMIT(f, "cvt.u16.u32 %s, %s;\n", O(d), O(t));
    else
        EMIT(f, "mov.b%u %s, %s;\n", t.cls == C_B64 ? 64 : 32, O(d), O(t));
    return d;
}

/* ---- types ---- */

static unsigned int_cls(unsigned bits)
{
    return bits == 1 ? C_PRED : bits <= 16 ? C_B16 : bits <= 32 ? C_B32 : bits <= 64 ? C_B64 : C_B128;
}

/* Flattens type t (at byte offset off) into leaves; returns the count, or
 * -1 when the type has no lowering (too many leaves, an unknown kind). */
static int flatten_(LlvmEmit *e, LLVMTypeRef t, uint64_t off, Leaf *out, int max, int mem)
{
    Leaf l = { 0, 0, 0, 0, 0, off };
    switch (LLVMGetTypeKind(t)) {
    case LLVMIntegerTypeKind:
        l.bits = (uint16_t)LLVMGetIntTypeWidth(t);
        if (l.bits > 128)
            return -1;
        l.cls = (uint8_t)int_cls(l.bits);
        break;
    case LLVMHalfTypeKind: l = (Leaf){ C_B16, 2, 0, 16, 0, off }; break;
    case LLVMBFloatTypeKind: l = (Leaf){ C_B16, 3, 0, 16, 0, off }; break;
    case LLVMFloatTypeKind: l = (Leaf){ C_F32, 1, 0, 32, 0, off }; break;
    case LLVMDoubleTypeKind: l = (Leaf){ C_F64, 1, 0, 64, 0, off }; break;
    case LLVMPointerTypeKind:
        l = (Leaf){ C_B64, 0, 1, 64, LLVMGetPointerAddressSpace(t), off };
        if (mem && LLVMPointerSizeForAS(e->td, l.as) != 8)
            return -1;  // a 32-bit pointer in memory (-fcuda-short-ptr): registers hold 64 bits
        break;
    case LLVMVectorTypeKind: case LLVMArrayTypeKind: {
        LLVMTypeRef el = LLVMGetElementType(t);
        uint64_t n = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetVectorSize(t) : LLVMGetArrayLength2(t);
        uint64_t step = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMStoreSizeOfType(e->td, el)
                                                                 : LLVMABISizeOfType(e->td, el);
        if (mem && LLVMGetTypeKind(t) == LLVMVectorTypeKind && LLVMGetTypeKind(el) == LLVMIntegerTypeKind &&
            LLVMGetIntTypeWidth(el) % 8)
            return -1;  // vectors of i1 and odd widths: bits are packed in memory
        int k = 0;
        for (uint64_t i = 0; i < n; i++) {
            int r = flatten_(e, el, off + i * step, out + k, max - k, mem);
            if (r < 0)
                return -1;
            k += r;
        }
        return k;
    }
    case LLVMStructTypeKind: {
        unsigned n = LLVMCountStructElementTypes(t);
        int k = 0;
        for (unsigned i = 0; i < n; i++) {
            int r = flatten_(e, LLVMStructGetTypeAtIndex(t, i), off + LLVMOffsetOfElement(e->td, t, i), out + k,
                             max - k, mem);
            if (r < 0)
                return -1;
            k += r;
        }
        return k;
    }
    case LLVMVoidTypeKind: return 0;
    default: return -1;
    }
    if (max < 1)
        return -1;
    out[0] = l;
    return 1;
}

/* The leaves of a value of type t in registers (a vector of i1 is one
 * predicate per element). */
static int flatten(LlvmEmit *e, LLVMTypeRef t, uint64_t off, Leaf *out, int max)
{
    return flatten_(e, t, off, out, max, 0);
}

/* The leaves of type t as laid out in memory, each at its byte offset; -1
 * for vectors whose elements are packed bits (i1, odd widths). */
static int flatten_mem(LlvmEmit *e, LLVMTypeRef t, uint64_t off, Leaf *out, int max)
{
    return flatten_(e, t, off, out, max, 1);
}

/* ---- value table ---- */

static uint32_t hash_ptr(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33, x *= 0xff51afd7ed558ccdull, x ^= x >> 33;
    return (uint32_t)x;
}

static ValEnt *val_slot(Fn *f, LLVMValueRef v)
{
    if (!f->vcap)
        return NULL;
    for (uint32_t i = hash_ptr(v) & (f->vcap - 1);; i = (i + 1) & (f->vcap - 1))
        if (f->vals[i].key == v || !f->vals[i].key)
            return &f->vals[i];
}

static int val_grow(Fn *f)
{
    uint32_t cap = f->vcap ? f->vcap * 2 : 1024;
    ValEnt *old = f->vals, *nv = mem_alloc(cap * sizeof *nv);
    if (!nv)
        return -1;
    memset(nv, 0, cap * sizeof *nv);
    uint32_t oc = f->vcap;
    f->vals = nv, f->vcap = cap;
    for (uint32_t i = 0; i < oc; i++)
        if (old[i].key)
            *val_slot(f, old[i].key) = old[i];
    mem_free(old);
    return 0;
}

/* Records v's leaves ops[0..n). */
static void val_set(Fn *f, LLVMValueRef v, const Op *ops, uint32_t n)
{
    if ((f->vlen + 1) * 2 > f->vcap && val_grow(f) < 0) {
        f->body.oom = 1;
        return;
    }
    ValEnt *s = val_slot(f, v);
    if (!s->key)
        f->vlen++;
    s->key = v, s->first = f->ops.len, s->n = n;
    for (uint32_t i = 0; i < n; i++)
        if (vec_push(&f->ops, ops[i]) < 0)
            f->body.oom = 1;
}

static const ValEnt *val_get(Fn *f, LLVMValueRef v)
{
    ValEnt *s = val_slot(f, v);
    return s && s->key ? s : NULL;
}

static uint32_t block_id(Fn *f, LLVMBasicBlockRef b)
{
    for (uint32_t i = hash_ptr(b) & (f->bcap - 1);; i = (i + 1) & (f->bcap - 1))
        if (f->blocks[i].key == b || !f->blocks[i].key)
            return f->blocks[i].key ? f->blocks[i].id : UINT32_MAX;
}

/* ---- small emitters ---- */

static const char *ityp(unsigned cls, int sign)
{
    static const char *const s[NCLS] = { "pred", "s16", "s32", "s64", "f32", "f64", "b128" };
    static const char *const u[NCLS] = { "pred", "u16", "u32", "u64", "f32", "f64", "b128" };
    return sign ? s[cls] : u[cls];
}

/* Register d := s (of d's class; a predicate immediate is set by setp,
 * as PTX has no predicate literals). */
static void copy_to(Fn *f, Op d, Op s)
{
    if (d.cls == C_PRED && s.kind == OP_IMM)
        EMIT(f, "setp.%s.u32 %s, 1, 0;\n", s.imm ? "ne" : "eq", O(d));
    else
        EMIT(f, "mov.%s %s, %s;\n", cls_mov[d.cls], O(d), O(s));
}

/* o in a register (immediates are moved into one). */
static Op in_reg(Fn *f, Op o)
{
    if (o.kind == OP_REG)
        return o;
    Op d = fresh(f, o.cls);
    copy_to(f, d, o);
    return d;
}

/* d := p ? a : b, of any class (predicates have no selp: (p & a) | (!p & b)). */
static void select_to(Fn *f, Op d, Op p, Op a, Op b)
{
    if (d.cls != C_PRED) {
        EMIT(f, "selp.%s %s, %s, %s, %s;\n", cls_mov[d.cls], O(d), O(a), O(b), O(p));
        return;
    }
    Op t = fresh(f, C_PRED), u = fresh(f, C_PRED);
    EMIT(f, "and.pred %s, %s, %s;\n", O(t), O(p), O(in_reg(f, a)));
    EMIT(f, "and.pred %s, !%s, %s;\n", O(u), O(p), O(in_reg(f, b)));
    EMIT(f, "or.pred %s, %s, %s;\n", O(d), O(t), O(u));
}

/* The value of integer leaf x (width w in a register of its class) with
 * the bits above w cleared (sign 0) or copies of bit w-1 (sign 1). */
static Op extend(Fn *f, Op x, unsigned w, int sign)
{
    unsigned R = cls_bits[x.cls];
    if (x.cls == C_PRED)
        return x;
    if (x.kind == OP_IMM) {  // an immediate's bits above its register's are not the value's
        unsigned b = w < R ? w : R;
        if (b >= 64)
            return x;
        uint64_t m = (1ull << b) - 1, v = (uint64_t)x.imm & m;
        if (sign && (v >> (b - 1)) & 1)
            v |= ~m;
        return op_imm(x.cls, (int64_t)v);
    }
    if (w >= R)
        return x;
    Op d = fresh(f, x.cls);
    if (!sign) {
        EMIT(f, "and.b%u %s, %s, %llu;\n", R, O(d), O(x), (unsigned long long)((1ull << w) - 1));
    } else {
        EMIT(f, "shl.b%u %s, %s, %u;\n", R, O(d), O(x), R - w);
        EMIT(f, "shr.s%u %s, %s, %u;\n", R, O(d), O(d), R - w);
    }
    return d;
}

/* Integer x (width w, class of w) converted to class c: zero- or
 * sign-extended from w, or truncated. */
static Op convert_int(Fn *f, Op x, unsigned w, unsigned c, int sign)
{
    if (x.cls == C_PRED) {
        if (c == C_PRED)
            return x;
        Op d = fresh(f, c);
        EMIT(f, "selp.%s %s, %d, 0, %s;\n", ityp(c, 1), O(d), sign ? -1 : 1, O(in_reg(f, x)));
        return d;
    }
    if (c == C_PRED) {  // truncation to i1: bit 0
        Op d = fresh(f, C_PRED), t = fresh(f, x.cls);
        EMIT(f, "and.b%u %s, %s, 1;\n", cls_bits[x.cls], O(t), O(x));
        EMIT(f, "setp.ne.b%u %s, %s, 0;\n", cls_bits[x.cls], O(d), O(t));
        return d;
    }
    if (x.kind == OP_IMM) {  // kept sign-extended from the new register's width, as constants are
        Op y = extend(f, x, w, sign);
        return extend(f, op_imm(c, y.imm), cls_bits[c], 1);
    }
    if (c == x.cls)
        return extend(f, x, w, sign);
    if (cls_bits[c] > cls_bits[x.cls] && w < cls_bits[x.cls] && w != 8)
        x = extend(f, x, w, sign), w = cls_bits[x.cls];
    Op d = fresh(f, c);
    unsigned sw = cls_bits[c] > cls_bits[x.cls] ? w : cls_bits[x.cls];
    EMIT(f, "cvt.%c%u.%c%u %s, %s;\n", sign ? 's' : 'u', cls_bits[c], sign ? 's' : 'u', sw, O(d), O(x));
    return d;
}

/* ---- constants and values ---- */

static int value(Fn *f, LLVMValueRef v, Op *out);
static int lower_op(Fn *f, LLVMValueRef v, LLVMOpcode opc, Op *out);

static uint16_t half_bits(double d)
{
    float x = (float)d;
    uint32_t b;
    memcpy(&b, &x, 4);
    uint32_t sign = (b >> 16) & 0x8000, exp = (b >> 23) & 0xff, man = b & 0x7fffff;
    if (exp == 0xff)
        return (uint16_t)(sign | 0x7c00 | (man ? 0x200 : 0));
    int e = (int)exp - 127 + 15;
    if (e >= 31)
        return (uint16_t)(sign | 0x7c00);
    if (e <= 0)
        return (uint16_t)(sign | (e < -10 ? 0 : ((man | 0x800000) >> (14 - e))));
    return (uint16_t)(sign | (uint32_t)e << 10 | man >> 13);
}

/* The leaves of constant c of type t (at most MAXLEAF). */
static int constant(Fn *f, LLVMValueRef c, Op *out)
{
    LLVMTypeRef t = LLVMTypeOf(c);
    Leaf lv[MAXLEAF];
    int n = flatten(f->e, t, 0, lv, MAXLEAF);
    if (n < 0) {
        fail(f, "a constant of a type the front end does not lower");
        return -1;
    }
    if (LLVMIsUndef(c) || LLVMIsPoison(c)) {  // any value: registers never written
        for (int i = 0; i < n; i++)
            out[i] = fresh(f, lv[i].cls);
        return n;
    }
    if (LLVMIsAConstantAggregateZero(c) || LLVMIsAConstantPointerNull(c)) {
        for (int i = 0; i < n; i++)
            out[i] = op_imm(lv[i].cls, 0);
        return n;
    }
    if (LLVMIsAConstantInt(c)) {
        out[0] = op_imm(lv[0].cls, lv[0].bits <= 64 ? LLVMConstIntGetSExtValue(c) : 0);
        if (lv[0].bits > 64)
            out[0] = fresh(f, lv[0].cls);
        return 1;
    }
    if (LLVMIsAConstantFP(c)) {
        LLVMBool loses;
        double d = LLVMConstRealGetDouble(c, &loses);
        if (lv[0].cls == C_F32) {
            float x = (float)d;
            uint32_t b;
            memcpy(&b, &x, 4);
            out[0] = op_imm(C_F32, b);
        } else if (lv[0].cls == C_F64) {
            uint64_t b;
            memcpy(&b, &d, 8);
            out[0] = op_imm(C_F64, (int64_t)b);
        } else if (lv[0].fp == 2) {
            out[0] = op_imm(C_B16, half_bits(d));
        } else {
            out[0] = fresh(f, lv[0].cls);  // bfloat: any value
        }
        return 1;
    }
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (k == LLVMStructTypeKind || k == LLVMArrayTypeKind || k == LLVMVectorTypeKind) {
        unsigned ne = k == LLVMStructTypeKind ? LLVMCountStructElementTypes(t)
                    : k == LLVMArrayTypeKind ? (unsigned)LLVMGetArrayLength2(t) : LLVMGetVectorSize(t);
        int m = 0;
        for (unsigned i = 0; i < ne; i++) {
            LLVMValueRef el = LLVMGetAggregateElement(c, i);
            int r = el ? value(f, el, out + m) : -1;
            if (r < 0) {
                fail(f, "an aggregate constant the front end does not lower");
                return -1;
            }
            m += r;
        }
        return m;
    }
    if (LLVMIsAGlobalVariable(c)) {  // the variable's address in its own space
        out[0] = fresh(f, C_B64);
        EMIT(f, "mov.u64 %s, %s;\n", O(out[0]), gname(f->e, c));
        return 1;
    }
    if (LLVMIsAConstantExpr(c))
        return lower_op(f, c, LLVMGetConstOpcode(c), out);
    for (int i = 0; i < n; i++)  // function addresses, block addresses, ...: any value
        out[i] = any_value(f, lv[i].cls);
    return n;
}

/* The leaves of value v (written to out, at most MAXLEAF); the count, or
 * -1 (failed). */
static int value(Fn *f, LLVMValueRef v, Op *out)
{
    const ValEnt *s = val_get(f, v);
    if (s) {
        if (s->n)
            memcpy(out, f->ops.data + s->first, s->n * sizeof *out);
        return (int)s->n;
    }
    if (LLVMIsConstant(v))
        return constant(f, v, out);
    if (LLVMIsAMDNode(v) || LLVMIsAMDString(v) || LLVMIsAValueAsMetadata(v) || LLVMIsABasicBlock(v))
        return 0;
    if (f->layout) {  // the IR's block order does not define it first: try reverse post-order
        f->early_use = f->failed = 1;
        return -1;
    }
    fail(f, "a value used before it is defined (unreachable definition?)");
    return -1;
}

/* Exactly one leaf of v; a failed value gives a fresh register. */
static Op value1(Fn *f, LLVMValueRef v)
{
    Op o[MAXLEAF];
    int n = value(f, v, o);
    if (n < 1)
        return fresh(f, C_B64);
    return o[0];
}

/* ---- positions ---- */

static void set_pos(Fn *f, LLVMValueRef in)
{
    LLVMValueRef md = f->e->md_pos ? LLVMGetMetadata(in, f->e->md_pos) : NULL;
    uint32_t line = f->body.cur_line, col = f->body.cur_col;  // made by a pass: where the last one was
    if (md && LLVMGetMDNodeNumOperands(md) == 2) {
        LLVMValueRef ops[2];
        LLVMGetMDNodeOperands(md, ops);
        if (LLVMIsAConstantInt(ops[0]) && LLVMIsAConstantInt(ops[1]))
            line = (uint32_t)LLVMConstIntGetZExtValue(ops[0]), col = (uint32_t)LLVMConstIntGetZExtValue(ops[1]);
    }
    f->body.cur_line = line, f->body.cur_col = col;
}

typedef struct {
    const char *dir, *name;
    size_t dlen, nlen;
} DbgFile;

/* A debug file name as PTX string text: quotes, backslashes and control
 * characters (a name may hold any) become '_' (they only name a file). */
static const char *file_text(LlvmEmit *e, const char *s, size_t n)
{
    char *b = n < SIZE_MAX ? arena_alloc_uninit(&e->text, n + 1) : NULL;
    if (!b) {
        e->out.oom = 1;
        return "";
    }
    for (size_t i = 0; i < n; i++)
        b[i] = s[i] == '"' || s[i] == '\\' || (unsigned char)s[i] < 0x20 || s[i] == 0x7f ? '_' : s[i];
    b[n] = '\0';
    return b;
}
static VEC(DbgFile) dbg_files;

static uint32_t file_id(const char *dir, size_t dlen, const char *name, size_t nlen)
{
    for (uint32_t i = 0; i < dbg_files.len; i++)
        if (dbg_files.data[i].nlen == nlen && dbg_files.data[i].dlen == dlen &&
            (!nlen || memcmp(dbg_files.data[i].name, name, nlen) == 0) &&
            (!dlen || memcmp(dbg_files.data[i].dir, dir, dlen) == 0))
            return i + 1;
    DbgFile d = { dir, name, dlen, nlen };
    if (vec_push(&dbg_files, d) < 0)
        return 0;
    return dbg_files.len;
}

/* The file id, line and column of DILocation loc; 0 when it has none. */
static uint32_t loc_of(LLVMMetadataRef loc, unsigned *line, unsigned *col)
{
    *line = LLVMDILocationGetLine(loc), *col = LLVMDILocationGetColumn(loc);
    LLVMMetadataRef scope = LLVMDILocationGetScope(loc);
    LLVMMetadataRef file = scope ? LLVMDIScopeGetFile(scope) : NULL;
    if (!file || !*line)
        return 0;
    unsigned dl, nl;
    const char *dir = LLVMDIFileGetDirectory(file, &dl), *name = LLVMDIFileGetFilename(file, &nl);
    return file_id(dir, dl, name, nl);
}

/* .loc for instruction in's !dbg location (the innermost one), with the
 * call site it was inlined at. */
static void emit_loc(Fn *f, LLVMValueRef in)
{
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(in);
    unsigned line, col, l2 = 0, c2 = 0;
    uint32_t id = loc ? loc_of(loc, &line, &col) : 0;
    if (!id)
        return;
    LLVMMetadataRef at = LLVMDILocationGetInlinedAt(loc);
    uint32_t id2 = at ? loc_of(at, &l2, &c2) : 0;
    if (f->lastloc.file == id && f->lastloc.line == line && f->lastloc.col == col && f->lastat == id2 &&
        f->lastat_line == l2 && f->lastat_col == c2)
        return;
    f->lastloc = (SrcLoc){ id, line, col };
    f->lastat = id2, f->lastat_line = l2, f->lastat_col = c2;
    if (id2)
        EMIT(f, ".loc %u %u %u, inlined_at %u %u %u\n", id, line, col, id2, l2, c2);
    else
        EMIT(f, ".loc %u %u %u\n", id, line, col);
}

/* ---- addresses and memory ---- */

static const char *space_name(unsigned as)
{
    switch (as) {
    case 1: return ".global";
    case 3: return ".shared";
    case 4: return ".const";
    case 5: return ".local";
    case 7: return ".shared::cluster";
    case 101: return ".param";
    default: return "";
    }
}

/* The address operand text of pointer p plus off ("[%rd3+8]", "[smem+16]"). */
static const char *address(Fn *f, LLVMValueRef p, int64_t off)
{
    LLVMValueRef base = p;
    int64_t k = off;
    /* a variable plus a constant offset, in the variable's own space */
    while (LLVMIsAConstantExpr(base) && LLVMGetConstOpcode(base) == LLVMGetElementPtr) {
        LLVMValueRef b0 = LLVMGetOperand(base, 0);
        unsigned ni = (unsigned)LLVMGetNumOperands(base) - 1;
        LLVMValueRef *idx = mem_alloc((ni + 1) * sizeof *idx);
        int constant_idx = idx != NULL;
        for (unsigned i = 0; constant_idx && i < ni; i++) {
            idx[i] = LLVMGetOperand(base, i + 1);
            constant_idx = LLVMIsAConstantInt(idx[i]) != NULL;
        }
        if (!constant_idx) {
            mem_free(idx);
            break;
        }
        LLVMTypeRef t = LLVMGetGEPSourceElementType(base);
        int64_t o = LLVMConstIntGetSExtValue(idx[0]) * (int64_t)LLVMABISizeOfType(f->e->td, t);
        for (unsigned i = 1; i < ni; i++) {
            int64_t x = LLVMConstIntGetSExtValue(idx[i]);
            if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
                o += (int64_t)LLVMOffsetOfElement(f->e->td, t, (unsigned)x);
                t = LLVMStructGetTypeAtIndex(t, (unsigned)x);
            } else {
                t = LLVMGetElementType(t);
                o += x * (int64_t)LLVMABISizeOfType(f->e->td, t);
            }
        }
        mem_free(idx);
        k += o, base = b0;
    }
    if (LLVMIsAGlobalVariable(base) && LLVMGetPointerAddressSpace(LLVMTypeOf(base)) ==
                                           LLVMGetPointerAddressSpace(LLVMTypeOf(p))) {
        return tprintf(f->e, "[%s%+lld]", gname(f->e, base), (long long)k);
    }
    Op a = in_reg(f, value1(f, p));
    return tprintf(f->e, "[%s%+lld]", O(a), (long long)off);
}

static unsigned ptr_space(LLVMValueRef p)
{
    return LLVMGetPointerAddressSpace(LLVMTypeOf(p));
}

/* The PTX memory type of leaf l ("u32", "f32", "b16", ...); NULL when it
 * has none (odd integer widths). */
static const char *mem_type(const Leaf *l)
{
    if (l->ptr)
        return "u64";
    if (l->fp == 1)
        return l->cls == C_F32 ? "f32" : "f64";
    if (l->fp)
        return "b16";
    switch (l->bits) {
    case 1: case 8: return "u8";
    case 16: return "u16";
    case 32: return "u32";
    case 64: return "u64";
    case 128: return "b128";
    default: return NULL;
    }
}

/* Is the pointer's underlying object only kernel arguments marked noalias
 * and readonly (what the NVPTX back end loads with ld.global.nc)? */
static int readonly_noalias_arg(Fn *f, LLVMValueRef p, int depth)
{
    if (depth > 16)
        return 0;
    if (LLVMIsAArgument(p)) {
        if (!f->info || !f->info->kernel)
            return 0;
        unsigned idx = 0, n = LLVMCountParams(f->fn);
        for (; idx < n && LLVMGetParam(f->fn, idx) != p; idx++) {}
        return idx < n && LLVMGetEnumAttributeAtIndex(f->fn, idx + 1, f->e->attr_noalias) &&
               LLVMGetEnumAttributeAtIndex(f->fn, idx + 1, f->e->attr_readonly);
    }
    if (LLVMIsAGetElementPtrInst(p) || LLVMIsAAddrSpaceCastInst(p) || LLVMIsABitCastInst(p))
        return readonly_noalias_arg(f, LLVMGetOperand(p, 0), depth + 1);
    if (LLVMIsASelectInst(p))
        return readonly_noalias_arg(f, LLVMGetOperand(p, 1), depth + 1) &&
               readonly_noalias_arg(f, LLVMGetOperand(p, 2), depth + 1);
    if (LLVMIsAConstantExpr(p) && (LLVMGetConstOpcode(p) == LLVMGetElementPtr ||
                                   LLVMGetConstOpcode(p) == LLVMAddrSpaceCast))
        return readonly_noalias_arg(f, LLVMGetOperand(p, 0), depth + 1);
    return 0;
}

/* The syncscope of an atomic instruction as a PTX scope (".cta", ...).
 * LLVM-C 19 has no accessor: the printed instruction says it. */
static void unsupported(Fn *f, Unsupported u);

/* The PTX scope of an atomic's syncscope; one NVPTX does not name makes
 * the kernel unknown (a guess could be narrower or wider than meant). */
static const char *sync_scope(Fn *f, LLVMValueRef in)
{
    if (LLVMIsAtomicSingleThread(in))
        return "";
    char *s = LLVMPrintValueToString(in);
    const char *r = ".sys";
    const char *p = s ? strstr(s, "syncscope(\"") : NULL;
    if (p) {
        p += 11;
        r = strncmp(p, "block\"", 6) == 0 ? ".cta" : strncmp(p, "cluster\"", 8) == 0 ? ".cluster"
          : strncmp(p, "device\"", 7) == 0 ? ".gpu" : NULL;
        if (!r)
            unsupported(f, U_SYNCSCOPE), r = ".sys";
    }
    LLVMDisposeMessage(s);
    return r;
}

/* A call of an external function that says what the front end cannot
 * lower: every rule is then unknown, with this as the reason. */
static void unsupported(Fn *f, Unsupported u)
{
    f->unsup |= 1u << u;
    EMIT(f, "call __warpsafe_unsupported_%s;\n", unsupported_name[u]);
}

/* The qualifier of a load (load) or store's ordering in q, as the PTX ISA
 * maps the C++ model: ".acquire.gpu" / ".release.cta" / ".relaxed.sys"
 * (an atomic; a seq_cst one gets its fence.sc first), ".volatile", or ""
 * for a plain access. */
static void order_qualifier(Fn *f, LLVMValueRef in, int load, char *q, size_t n)
{
    LLVMAtomicOrdering ord = LLVMGetOrdering(in);
    q[0] = '\0';
    if (ord != LLVMAtomicOrderingNotAtomic) {
        const char *sc = sync_scope(f, in);
        if (ord == LLVMAtomicOrderingSequentiallyConsistent)
            EMIT(f, "fence.sc%s;\n", *sc ? sc : ".cta");
        const char *word = load ? (ord >= LLVMAtomicOrderingAcquire ? "acquire" : "relaxed")
                                : (ord == LLVMAtomicOrderingRelease ? "release" : "relaxed");
        snprintf(q, n, ".%s%s", word, *sc ? sc : ".cta");
    } else if (LLVMGetVolatile(in)) {
        snprintf(q, n, ".volatile");
    }
}

/* A value of type t the lowering cannot express (u says what): any value,
 * in the registers the type has (packed i1 vectors have some), so its uses
 * still lower. Returns how many. */
static int unsupported_value(Fn *f, Unsupported u, LLVMTypeRef t, Op *out)
{
    Leaf lv[MAXLEAF];
    unsupported(f, u);
    int n = flatten(f->e, t, 0, lv, MAXLEAF);
    for (int i = 0; i < n; i++)
        out[i] = fresh(f, lv[i].cls);
    return n > 0 ? n : 0;
}

static int lower_load(Fn *f, LLVMValueRef in, Op *out)
{
    LLVMValueRef p = LLVMGetOperand(in, 0);
    Leaf lv[MAXLEAF];
    int n = flatten_mem(f->e, LLVMTypeOf(in), 0, lv, MAXLEAF);
    if (n < 0)
        return unsupported_value(f, U_LOAD_TYPE, LLVMTypeOf(in), out);
    unsigned as = ptr_space(p);
    const char *sp = space_name(as);
    char q[64];
    order_qualifier(f, in, 1, q, sizeof q);
    if (!q[0] && as == 1 &&
        ((f->e->md_invariant && LLVMGetMetadata(in, f->e->md_invariant)) || readonly_noalias_arg(f, p, 0)))
        snprintf(q, sizeof q, ".nc");  // written after the space below
    int nc = strcmp(q, ".nc") == 0;
    const char *addr;
    int vec = n == 2 || n == 4;
    for (int i = 1; vec && i < n; i++)
        vec = lv[i].cls == lv[0].cls && lv[i].fp == lv[0].fp && lv[i].bits == lv[0].bits && !lv[i].ptr &&
              lv[i].off == lv[0].off + (uint64_t)i * (lv[0].bits / 8) && lv[0].bits >= 8;
    if (vec && mem_type(&lv[0]) && lv[0].bits * (unsigned)n <= 128 && lv[0].cls != C_PRED && lv[0].bits != 128) {
        addr = address(f, p, 0);
        for (int i = 0; i < n; i++)
            out[i] = fresh(f, lv[i].cls);
        if (n == 2)
            EMIT(f, "ld%s%s%s.v2.%s {%s, %s}, %s;\n", nc ? "" : q, sp, nc ? ".nc" : "", mem_type(&lv[0]),
                 O(out[0]), O(out[1]), addr);
        else
            EMIT(f, "ld%s%s%s.v4.%s {%s, %s, %s, %s}, %s;\n", nc ? "" : q, sp, nc ? ".nc" : "",
                 mem_type(&lv[0]), O(out[0]), O(out[1]), O(out[2]), O(out[3]), addr);
        return n;
    }
    for (int i = 0; i < n; i++) {
        const char *mt = mem_type(&lv[i]);
        if (!mt) {
            unsupported(f, U_LOAD_WIDTH);
            out[i] = fresh(f, lv[i].cls);
            continue;
        }
        addr = address(f, p, (int64_t)lv[i].off);
        Op d = fresh(f, lv[i].cls == C_PRED ? C_B16 : lv[i].cls);
        EMIT(f, "ld%s%s%s.%s %s, %s;\n", nc ? "" : q, sp, nc ? ".nc" : "", mt, O(d), addr);
        out[i] = lv[i].cls == C_PRED ? convert_int(f, d, 8, C_PRED, 0) : d;
    }
    return n;
}

static void lower_store(Fn *f, LLVMValueRef in)
{
    LLVMValueRef v = LLVMGetOperand(in, 0), p = LLVMGetOperand(in, 1);
    Leaf lv[MAXLEAF];
    Op ops[MAXLEAF];
    int n = flatten_mem(f->e, LLVMTypeOf(v), 0, lv, MAXLEAF);
    if (n < 0 || value(f, v, ops) != n) {
        unsupported(f, U_STORE_TYPE);
        return;
    }
    const char *sp = space_name(ptr_space(p));
    char q[64];
    order_qualifier(f, in, 0, q, sizeof q);
    const char *addr;
    for (int i = 0; i < n; i++) {
        const char *mt = mem_type(&lv[i]);
        if (!mt) {
            unsupported(f, U_STORE_WIDTH);
            continue;
        }
        Op x = ops[i];
        if (lv[i].cls == C_PRED)
            x = convert_int(f, x, 1, C_B16, 0);
        addr = address(f, p, (int64_t)lv[i].off);
        EMIT(f, "st%s%s.%s %s, %s;\n", q, sp, mt, addr, O(x));
    }
}

/* atom for an atomicrmw operation; the result leaf in *out. */
static int lower_rmw(Fn *f, LLVMValueRef in, Op *out)
{
    LLVMValueRef p = LLVMGetOperand(in, 0);
    Leaf l;
    if (flatten(f->e, LLVMTypeOf(in), 0, &l, 1) != 1 || l.cls == C_PRED || l.cls == C_B128 || l.bits < 16) {
        unsupported(f, U_ATOMICRMW_TYPE);
        out[0] = fresh(f, C_B32);
        return 1;
    }
    Op x = value1(f, LLVMGetOperand(in, 1));
    const char *op = NULL, *t = l.fp ? (l.cls == C_F32 ? "f32" : l.cls == C_F64 ? "f64" : "f16")
                                      : l.bits == 64 ? "u64" : "u32";
    const char *bt = l.bits == 64 ? "b64" : "b32";
    switch (LLVMGetAtomicRMWBinOp(in)) {
    case LLVMAtomicRMWBinOpXchg: op = "exch", t = bt; break;
    case LLVMAtomicRMWBinOpAdd: op = "add"; break;
    case LLVMAtomicRMWBinOpSub: {
        Op d = fresh(f, l.cls);
        EMIT(f, "neg.s%u %s, %s;\n", cls_bits[l.cls], O(d), O(in_reg(f, x)));
        x = d, op = "add";
        break;
    }
    case LLVMAtomicRMWBinOpAnd: op = "and", t = bt; break;
    case LLVMAtomicRMWBinOpOr: op = "or", t = bt; break;
    case LLVMAtomicRMWBinOpXor: op = "xor", t = bt; break;
    case LLVMAtomicRMWBinOpMax: op = "max", t = l.bits == 64 ? "s64" : "s32"; break;
    case LLVMAtomicRMWBinOpMin: op = "min", t = l.bits == 64 ? "s64" : "s32"; break;
    case LLVMAtomicRMWBinOpUMax: op = "max"; break;
    case LLVMAtomicRMWBinOpUMin: op = "min"; break;
    case LLVMAtomicRMWBinOpFAdd: op = "add"; break;
    case LLVMAtomicRMWBinOpFMax: op = "max"; break;
    case LLVMAtomicRMWBinOpFMin: op = "min"; break;
    case LLVMAtomicRMWBinOpUIncWrap: op = "inc", t = "u32"; break;
    case LLVMAtomicRMWBinOpUDecWrap: op = "dec", t = "u32"; break;
    default: break;
    }
    if (!op || (l.bits != 32 && (!strcmp(op, "inc") || !strcmp(op, "dec"))) || (l.cls == C_B16 && !l.fp)) {
        unsupported(f, U_ATOMICRMW_OPERATION);
        out[0] = fresh(f, l.cls);
        return 1;
    }
    const char *addr = address(f, p, 0);
    out[0] = fresh(f, l.cls);
    EMIT(f, "atom%s%s.%s.%s %s, %s, %s;\n", sync_scope(f, in), space_name(ptr_space(p)), op, t, O(out[0]), addr,
         O(x));
    return 1;
}

static int lower_cmpxchg(Fn *f, LLVMValueRef in, Op *out)
{
    LLVMValueRef p = LLVMGetOperand(in, 0);
    Leaf l = { .cls = C_B64 };  // what an unsupported value's register is, when flatten fails
    LLVMTypeRef vt = LLVMTypeOf(LLVMGetOperand(in, 1));
    if (flatten(f->e, vt, 0, &l, 1) != 1 || (l.bits != 32 && l.bits != 64) || l.fp) {
        unsupported(f, U_CMPXCHG_TYPE);
        out[0] = fresh(f, l.cls), out[1] = fresh(f, C_PRED);
        return 2;
    }
    Op c = value1(f, LLVMGetOperand(in, 1)), x = value1(f, LLVMGetOperand(in, 2));
    const char *addr = address(f, p, 0);
    out[0] = fresh(f, l.cls), out[1] = fresh(f, C_PRED);
    EMIT(f, "atom%s%s.cas.b%u %s, %s, %s, %s;\n", sync_scope(f, in), space_name(ptr_space(p)), l.bits, O(out[0]), addr,
         O(c), O(x));
    EMIT(f, "setp.eq.b%u %s, %s, %s;\n", l.bits, O(out[1]), O(out[0]), O(c));
    return 2;
}

/* A loop copying (src) or setting (src NULL: byte val) len bytes at dst. */
static void mem_loop(Fn *f, LLVMValueRef dst, LLVMValueRef src, LLVMValueRef val, LLVMValueRef len)
{
    Op n = convert_int(f, value1(f, len), LLVMGetIntTypeWidth(LLVMTypeOf(len)), C_B64, 0);
    Op d = in_reg(f, value1(f, dst)), s = src ? in_reg(f, value1(f, src)) : op_imm(C_B64, 0);
    Op v = val ? value1(f, val) : op_imm(C_B16, 0);
    Op i = fresh(f, C_B64), p = fresh(f, C_PRED), a = fresh(f, C_B64), b = fresh(f, C_B64), t = fresh(f, C_B16);
    uint32_t k = ++f->nlabel;
    EMIT(f, "mov.u64 %s, 0;\n", O(i));
    out_printf(&f->body, "$L__M%u_h:\n", k);
    EMIT(f, "setp.ge.u64 %s, %s, %s;\n", O(p), O(i), O(n));
    EMIT(f, "@%s bra $L__M%u_e;\n", O(p), k);
    EMIT(f, "add.s64 %s, %s, %s;\n", O(a), O(d), O(i));
    if (src) {
        EMIT(f, "add.s64 %s, %s, %s;\n", O(b), O(s), O(i));
        EMIT(f, "ld%s.u8 %s, [%s];\n", space_name(ptr_space(src)), O(t), O(b));
        EMIT(f, "st%s.u8 [%s], %s;\n", space_name(ptr_space(dst)), O(a), O(t));
    } else {
        EMIT(f, "st%s.u8 [%s], %s;\n", space_name(ptr_space(dst)), O(a), O(v));
    }
    EMIT(f, "add.s64 %s, %s, 1;\n", O(i), O(i));
    EMIT(f, "bra $L__M%u_h;\n", k);
    out_printf(&f->body, "$L__M%u_e:\n", k);
}

/* ---- arithmetic ---- */

static const char *cmp_name(LLVMIntPredicate p, int *sign)
{
    *sign = 0;
    switch (p) {
    case LLVMIntEQ: return "eq";
    case LLVMIntNE: return "ne";
    case LLVMIntUGT: return "gt";
    case LLVMIntUGE: return "ge";
    case LLVMIntULT: return "lt";
    case LLVMIntULE: return "le";
    case LLVMIntSGT: *sign = 1; return "gt";
    case LLVMIntSGE: *sign = 1; return "ge";
    case LLVMIntSLT: *sign = 1; return "lt";
    case LLVMIntSLE: *sign = 1; return "le";
    }
    return "eq";
}

static Op icmp(Fn *f, LLVMIntPredicate pr, Op a, Op b, const Leaf *l)
{
    Op d = fresh(f, C_PRED);
    if (a.cls == C_PRED) {  // i1: eq = xnor, ne = xor; orders on 0/1 (signed: -1/0)
        a = in_reg(f, a), b = in_reg(f, b);
        if (pr == LLVMIntEQ || pr == LLVMIntNE) {
            EMIT(f, "xor.pred %s, %s, %s;\n", O(d), O(a), O(b));
            if (pr == LLVMIntEQ)
                EMIT(f, "not.pred %s, %s;\n", O(d), O(d));
            return d;
        }
        a = convert_int(f, a, 1, C_B32, 0), b = convert_int(f, b, 1, C_B32, 0);
        int s;
        const char *c = cmp_name(pr, &s);
        if (s)  // signed i1: true is -1
            EMIT(f, "setp.%s.u32 %s, %s, %s;\n", c, O(d), O(b), O(a));
        else
            EMIT(f, "setp.%s.u32 %s, %s, %s;\n", c, O(d), O(a), O(b));
        return d;
    }
    int s;
    const char *c = cmp_name(pr, &s);
    a = extend(f, a, l->bits, s), b = extend(f, b, l->bits, s);
    EMIT(f, "setp.%s.%s %s, %s, %s;\n", c, ityp(a.cls, s), O(d), O(a), O(b));
    return d;
}

static Op fcmp(Fn *f, LLVMRealPredicate pr, Op a, Op b)
{
    static const char *const names[] = { "", "eq", "gt", "ge", "lt", "le", "ne", "num",
                                         "nan", "equ", "gtu", "geu", "ltu", "leu", "neu", "" };
    Op d = fresh(f, C_PRED);
    if (pr == LLVMRealPredicateFalse || pr == LLVMRealPredicateTrue || a.cls == C_B16) {
        if (a.cls == C_B16 && pr != LLVMRealPredicateFalse && pr != LLVMRealPredicateTrue)
            return d;  // half comparisons: any outcome
        copy_to(f, d, op_imm(C_PRED, pr == LLVMRealPredicateTrue));
        return d;
    }
    EMIT(f, "setp.%s.%s %s, %s, %s;\n", names[pr], a.cls == C_F32 ? "f32" : "f64", O(d), O(a), O(b));
    return d;
}

/* One integer binary operation on leaves of width w. */
static Op int_binop(Fn *f, LLVMOpcode opc, Op a, Op b, unsigned w)
{
    unsigned cls = a.kind == OP_REG ? a.cls : b.cls, R = cls_bits[cls];
    a.cls = b.cls = (uint8_t)cls;
    if (cls == C_PRED) {
        a = in_reg(f, a), b = in_reg(f, b);
        Op d = fresh(f, C_PRED);
        switch (opc) {
        case LLVMAnd: case LLVMMul: EMIT(f, "and.pred %s, %s, %s;\n", O(d), O(a), O(b)); return d;
        case LLVMOr: EMIT(f, "or.pred %s, %s, %s;\n", O(d), O(a), O(b)); return d;
        case LLVMXor: case LLVMAdd: case LLVMSub: EMIT(f, "xor.pred %s, %s, %s;\n", O(d), O(a), O(b)); return d;
        case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMUDiv: case LLVMSDiv: return a;
        default: return d;  // i1 remainders: 0 or poison; any value
        }
    }
    if (cls == C_B128)
        return fresh(f, cls);
    Op d = fresh(f, cls);
    switch (opc) {
    case LLVMAdd: EMIT(f, "add.s%u %s, %s, %s;\n", R, O(d), O(a), O(b)); break;
    case LLVMSub: EMIT(f, "sub.s%u %s, %s, %s;\n", R, O(d), O(a), O(b)); break;
    case LLVMMul: EMIT(f, "mul.lo.s%u %s, %s, %s;\n", R, O(d), O(a), O(b)); break;
    case LLVMAnd: EMIT(f, "and.b%u %s, %s, %s;\n", R, O(d), O(a), O(b)); break;
    case LLVMOr: EMIT(f, "or.b%u %s, %s, %s;\n", R, O(d), O(a), O(b)); break;
    case LLVMXor: EMIT(f, "xor.b%u %s, %s, %s;\n", R, O(d), O(a), O(b)); break;
    case LLVMUDiv: case LLVMURem: case LLVMSDiv: case LLVMSRem: {
        int s = opc == LLVMSDiv || opc == LLVMSRem;
        a = extend(f, a, w, s), b = extend(f, b, w, s);
        EMIT(f, "%s.%s %s, %s, %s;\n", opc == LLVMUDiv || opc == LLVMSDiv ? "div" : "rem", ityp(cls, s), O(d), O(a),
             O(b));
        break;
    }
    case LLVMShl: case LLVMLShr: case LLVMAShr: {
        Op k = b.kind == OP_IMM ? op_imm(C_B32, b.imm & 0xffff) : convert_int(f, b, w, C_B32, 0);
        if (opc == LLVMShl) {
            EMIT(f, "shl.b%u %s, %s, %s;\n", R, O(d), O(a), O(k));
        } else {
            int s = opc == LLVMAShr;
            a = extend(f, a, w, s);
            EMIT(f, "shr.%c%u %s, %s, %s;\n", s ? 's' : 'u', R, O(d), O(a), O(k));
        }
        break;
    }
    default: break;  // not an integer operation: any value
    }
    return d;
}

static Op fp_binop(Fn *f, LLVMOpcode opc, Op a, Op b)
{
    unsigned cls = a.cls;
    Op d = fresh(f, cls);
    if (cls != C_F32 && cls != C_F64)
        return d;  // half arithmetic: any value
    const char *t = cls == C_F32 ? "f32" : "f64";
    switch (opc) {
    case LLVMFAdd: EMIT(f, "add.rn.%s %s, %s, %s;\n", t, O(d), O(a), O(b)); break;
    case LLVMFSub: EMIT(f, "sub.rn.%s %s, %s, %s;\n", t, O(d), O(a), O(b)); break;
    case LLVMFMul: EMIT(f, "mul.rn.%s %s, %s, %s;\n", t, O(d), O(a), O(b)); break;
    case LLVMFDiv: EMIT(f, "div.rn.%s %s, %s, %s;\n", t, O(d), O(a), O(b)); break;
    default: break;  // frem: any value
    }
    return d;
}

/* ---- getelementptr ---- */

static Op lower_gep(Fn *f, LLVMValueRef v)
{
    Op base = value1(f, LLVMGetOperand(v, 0));
    if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVectorTypeKind) {
        unsupported(f, U_VECTOR_GETELEMENTPTR);
        return fresh(f, C_B64);
    }
    unsigned ni = (unsigned)LLVMGetNumOperands(v) - 1;
    LLVMTypeRef t = LLVMGetGEPSourceElementType(v);
    int64_t k = 0;
    Op acc = base;
    for (unsigned i = 0; i < ni; i++) {
        LLVMValueRef ix = LLVMGetOperand(v, i + 1);
        uint64_t size;
        if (i == 0) {
            size = LLVMABISizeOfType(f->e->td, t);
        } else if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
            unsigned fi = (unsigned)LLVMConstIntGetZExtValue(ix);
            k += (int64_t)LLVMOffsetOfElement(f->e->td, t, fi);
            t = LLVMStructGetTypeAtIndex(t, fi);
            continue;
        } else {
            t = LLVMGetElementType(t);
            size = LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVectorTypeKind ? LLVMStoreSizeOfType(f->e->td, t)
                                                                         : LLVMABISizeOfType(f->e->td, t);
        }
        if (LLVMIsAConstantInt(ix)) {
            k += LLVMConstIntGetSExtValue(ix) * (int64_t)size;
            continue;
        }
        Op w = convert_int(f, value1(f, ix), LLVMGetIntTypeWidth(LLVMTypeOf(ix)), C_B64, 1);
        if (w.kind == OP_IMM) {
            k += w.imm * (int64_t)size;
            continue;
        }
        if (size != 1) {
            Op m = fresh(f, C_B64);
            EMIT(f, "mul.lo.s64 %s, %s, %llu;\n", O(m), O(w), (unsigned long long)size);
            w = m;
        }
        Op s = fresh(f, C_B64);
        EMIT(f, "add.s64 %s, %s, %s;\n", O(s), O(acc), O(w));
        acc = s;
    }
    if (k == 0 && acc.kind == OP_REG)
        return acc;
    Op d = fresh(f, C_B64);
    EMIT(f, "add.s64 %s, %s, %lld;\n", O(d), O(in_reg(f, acc)), (long long)k);
    return d;
}

/* ---- casts ---- */

static int lower_cast(Fn *f, LLVMValueRef v, LLVMOpcode opc, Op *out)
{
    LLVMValueRef x = LLVMGetOperand(v, 0);
    Leaf ls[MAXLEAF], ld[MAXLEAF];
    Op src[MAXLEAF];
    int ns = flatten_mem(f->e, LLVMTypeOf(x), 0, ls, MAXLEAF), nd = flatten_mem(f->e, LLVMTypeOf(v), 0, ld, MAXLEAF);
    if (ns < 0 || nd < 0 || value(f, x, src) != ns)
        goto any;
    if (opc == LLVMBitCast && ns == nd) {
        int same = 1;
        for (int i = 0; i < ns; i++)
            same &= ls[i].cls == ld[i].cls;
        if (same) {  // pointers, vectors of the same shape: the same registers
            memcpy(out, src, (size_t)ns * sizeof *out);
            return nd;
        }
    }
    if (ns != nd) {
        if (opc == LLVMBitCast && nd == 1 && ld[0].cls != C_PRED && ld[0].cls != C_B128 && !ld[0].fp) {
            /* a vector packed into an integer: shifts and ors */
            Op acc = op_imm(ld[0].cls, 0);
            for (int i = 0; i < ns; i++) {
                if (ls[i].fp || ls[i].cls == C_PRED)
                    goto any;
                Op p = convert_int(f, src[i], ls[i].bits, ld[0].cls, 0);
                Op s = fresh(f, ld[0].cls), o = fresh(f, ld[0].cls);
                EMIT(f, "shl.b%u %s, %s, %u;\n", cls_bits[ld[0].cls], O(s), O(in_reg(f, p)), (unsigned)ls[i].off * 8);
                EMIT(f, "or.b%u %s, %s, %s;\n", cls_bits[ld[0].cls], O(o), O(in_reg(f, acc)), O(s));
                acc = o;
            }
            out[0] = acc;
            return 1;
        }
        if (opc == LLVMBitCast && ns == 1 && ls[0].cls != C_PRED && ls[0].cls != C_B128 && !ls[0].fp) {
            for (int i = 0; i < nd; i++) {  // an integer split into a vector
                if (ld[i].fp || ld[i].cls == C_PRED)
                    goto any;
                Op s = fresh(f, ls[0].cls);
                EMIT(f, "shr.u%u %s, %s, %u;\n", cls_bits[ls[0].cls], O(s), O(in_reg(f, src[0])), (unsigned)ld[i].off * 8);
                out[i] = convert_int(f, s, cls_bits[ls[0].cls], ld[i].cls, 0);
            }
            return nd;
        }
        goto any;
    }
    for (int i = 0; i < nd; i++) {
        Op a = src[i];
        const Leaf *s = &ls[i], *d = &ld[i];
        switch (opc) {
        case LLVMTrunc: case LLVMPtrToInt: case LLVMIntToPtr:
            out[i] = convert_int(f, a, s->bits, d->cls, 0);
            break;
        case LLVMZExt: case LLVMSExt:
            out[i] = convert_int(f, a, s->bits, d->cls, opc == LLVMSExt);
            break;
        case LLVMAddrSpaceCast: {
            unsigned from = ptr_space(x), to = ptr_space(v);
            Op r = in_reg(f, a);
            if (from != 0 && *space_name(from)) {
                Op g = fresh(f, C_B64);
                EMIT(f, "cvta%s.u64 %s, %s;\n", space_name(from), O(g), O(r));
                r = g;
            }
            if (to != 0 && *space_name(to)) {
                Op g = fresh(f, C_B64);
                EMIT(f, "cvta.to%s.u64 %s, %s;\n", space_name(to), O(g), O(r));
                r = g;
            }
            out[i] = r;
            break;
        }
        case LLVMBitCast:
            if (s->cls == d->cls) {
                out[i] = a;
            } else {
                out[i] = fresh(f, d->cls);
                EMIT(f, "mov.b%u %s, %s;\n", cls_bits[d->cls], O(out[i]), O(a));
            }
            break;
        case LLVMFPToSI: case LLVMFPToUI:
            out[i] = fresh(f, d->cls == C_PRED ? C_B16 : d->cls);
            if (s->fp == 1)
                EMIT(f, "cvt.rzi.%s.%s %s, %s;\n", ityp(out[i].cls, opc == LLVMFPToSI), s->cls == C_F32 ? "f32" : "f64",
                     O(out[i]), O(a));
            if (d->cls == C_PRED)
                out[i] = convert_int(f, out[i], 16, C_PRED, 0);
            break;
        case LLVMSIToFP: case LLVMUIToFP: {
            out[i] = fresh(f, d->cls);
            if (d->fp != 1)
                break;
            int sg = opc == LLVMSIToFP;
            Op y = a.cls == C_PRED ? convert_int(f, a, 1, C_B32, sg) : extend(f, a, s->bits, sg);
            EMIT(f, "cvt.rn.%s.%s %s, %s;\n", d->cls == C_F32 ? "f32" : "f64", ityp(y.cls, sg), O(out[i]), O(y));
            break;
        }
        case LLVMFPExt: case LLVMFPTrunc:
            out[i] = fresh(f, d->cls);
            if (s->fp == 1 && d->fp == 1)
                EMIT(f, "cvt%s.%s.%s %s, %s;\n", opc == LLVMFPTrunc ? ".rn" : "", d->cls == C_F32 ? "f32" : "f64",
                     s->cls == C_F32 ? "f32" : "f64", O(out[i]), O(a));
            else if (s->fp == 2 && d->fp == 1)
                EMIT(f, "cvt.%s.f16 %s, %s;\n", d->cls == C_F32 ? "f32" : "f64", O(out[i]), O(a));
            else if (s->fp == 1 && d->fp == 2)
                EMIT(f, "cvt.rn.f16.%s %s, %s;\n", s->cls == C_F32 ? "f32" : "f64", O(out[i]), O(a));
            break;
        default:
            goto any;
        }
    }
    return nd;
any:
    if (nd < 0) {
        unsupported(f, U_CAST_TYPE);
        return 0;
    }
    for (int i = 0; i < nd; i++)
        out[i] = fresh(f, ld[i].cls);
    return nd;
}

/* ---- calls and intrinsics ---- */

static int starts(const char *s, const char *p)
{
    return strncmp(s, p, strlen(p)) == 0;
}

/* %tid.x etc. from llvm.nvvm.read.ptx.sreg.<rest>; NULL when <rest> names
 * no PTX special register (the name is the IR's: it may be anything). */
static const char *sreg_name(const char *rest, char *buf, size_t n)
{
    static const char *const dims[] = { "tid.", "ntid.", "ctaid.", "nctaid.", "clusterid.", "nclusterid.",
                                        "cluster.ctaid.", "cluster.nctaid." };
    static const char *const plain[] = { "laneid", "warpid", "nwarpid", "smid", "nsmid", "gridid", "clock64",
                                         "clock", "globaltimer", "lanemask.eq", "lanemask.le", "lanemask.lt",
                                         "lanemask.ge", "lanemask.gt", "cluster.ctarank", "cluster.nctarank" };
    int ok = 0;
    for (unsigned i = 0; i < sizeof dims / sizeof dims[0] && !ok; i++) {
        size_t l = strlen(dims[i]);
        ok = !strncmp(rest, dims[i], l) && rest[l] >= 'x' && rest[l] <= 'z' && !rest[l + 1];
    }
    for (unsigned i = 0; i < sizeof plain / sizeof plain[0] && !ok; i++)
        ok = !strcmp(rest, plain[i]);
    if (!ok && starts(rest, "envreg")) {  // %envreg0 .. %envreg31
        char *end;
        long k = rest[6] >= '0' && rest[6] <= '9' ? strtol(rest + 6, &end, 10) : -1;
        ok = k >= 0 && k < 32 && !*end && (rest[6] != '0' || !rest[7]);
    }
    if (!ok)
        return NULL;
    if (starts(rest, "cluster."))  // cluster.ctaid.x -> %cluster_ctaid.x
        snprintf(buf, n, "%%cluster_%s", rest + 8);
    else
        snprintf(buf, n, "%%%s", rest);
    char *d = strstr(buf, "lanemask.");
    if (d)
        d[8] = '_';
    return buf;
}

static Op arg(Fn *f, LLVMValueRef call, unsigned i) { return value1(f, LLVMGetOperand(call, i)); }

static int lower_asm(Fn *f, LLVMValueRef call, LLVMValueRef callee, Op *out);

/* NVVM atomics: llvm.nvvm.atomic.<op>.gen.<i|f|ui>.<cta|sys>.<type>... and
 * llvm.nvvm.atomic.load.{inc,dec}.32, llvm.nvvm.atomic.load.add.f32/f64. */
static int nvvm_atomic(Fn *f, LLVMValueRef call, const char *rest, Op *out)
{
    char op[16] = "", kind[8] = "", scope[8] = "";
    const char *sc = "";
    if (starts(rest, "load.")) {
        sscanf(rest + 5, "%15[a-z]", op);
        strcpy(kind, strstr(rest, ".f") ? "f" : "ui");
    } else if (sscanf(rest, "%15[a-z].gen.%7[a-z].%7[a-z]", op, kind, scope) == 3) {
        sc = !strcmp(scope, "cta") ? ".cta" : !strcmp(scope, "sys") ? ".sys" : "";
    } else {
        return -1;
    }
    LLVMValueRef p = LLVMGetOperand(call, 0);
    Leaf l;
    if (flatten(f->e, LLVMTypeOf(call), 0, &l, 1) != 1 || l.cls == C_PRED)
        return -1;
    const char *t;
    if (!strcmp(op, "exch") || !strcmp(op, "and") || !strcmp(op, "or") || !strcmp(op, "xor") || !strcmp(op, "cas"))
        t = l.bits == 64 ? "b64" : "b32";
    else if (!strcmp(kind, "f"))
        t = l.cls == C_F64 ? "f64" : "f32";
    else if (!strcmp(kind, "i") && (!strcmp(op, "max") || !strcmp(op, "min")))
        t = l.bits == 64 ? "s64" : "s32";
    else
        t = l.bits == 64 ? "u64" : "u32";
    const char *addr = address(f, p, 0);
    out[0] = fresh(f, l.cls);
    if (!strcmp(op, "cas"))
        EMIT(f, "atom%s%s.cas.%s %s, %s, %s, %s;\n", sc, space_name(ptr_space(p)), t, O(out[0]), addr,
             O(arg(f, call, 1)), O(arg(f, call, 2)));
    else
        EMIT(f, "atom%s%s.%s.%s %s, %s, %s;\n", sc, space_name(ptr_space(p)), op, t, O(out[0]), addr,
             O(arg(f, call, 1)));
    return 1;
}

/* Predicate of i32 x != 0. */
static Op nonzero(Fn *f, Op x)
{
    if (x.cls == C_PRED)
        return in_reg(f, x);
    Op p = fresh(f, C_PRED);
    EMIT(f, "setp.ne.%s %s, %s, 0;\n", ityp(x.cls, 0), O(p), O(x));
    return p;
}


/* ldmatrix/stmatrix (r: "ldmatrix.sync.aligned.m8n8.x4[.trans].b16[.p3]"):
 * the PTX instruction with its register list; -1 for a form it has not. */
static int lower_matrix(Fn *f, LLVMValueRef call, const char *r, Op *out)
{
    int load = r[0] == 'l';
    char shape[8] = "";
    unsigned num = 0;
    if (sscanf(r + 22, "%7[a-z0-9].x%u", shape, &num) != 2 || (num != 1 && num != 2 && num != 4))
        return -1;
    const char *type = strstr(r, ".b16") ? "b16" : NULL, *trans = strstr(r, ".trans.") ? ".trans" : "";
    LLVMValueRef p = LLVMGetOperand(call, 0);
    Leaf lv[4];
    int n = load ? flatten(f->e, LLVMTypeOf(call), 0, lv, 4) : (int)LLVMGetNumArgOperands(call) - 1;
    if (!type || n != (int)num)
        return -1;
    const char *addr = address(f, p, 0);
    char regs[4][40];
    for (unsigned i = 0; i < num; i++) {
        Op x = load ? (out[i] = fresh(f, C_B32)) : in_reg(f, convert_int(f, arg(f, call, i + 1), 32, C_B32, 0));
        snprintf(regs[i], sizeof regs[i], "%s", O(x));
    }
    char list[180];
    snprintf(list, sizeof list, "{%s%s%s%s%s%s%s}", regs[0], num > 1 ? ", " : "", num > 1 ? regs[1] : "",
             num > 2 ? ", " : "", num > 2 ? regs[2] : "", num > 2 ? ", " : "", num > 2 ? regs[3] : "");
    if (load)
        EMIT(f, "ldmatrix.sync.aligned.%s.x%u%s%s.%s %s, %s;\n", shape, num, trans, space_name(ptr_space(p)), type,
             list, addr);
    else
        EMIT(f, "stmatrix.sync.aligned.%s.x%u%s%s.%s %s, %s;\n", shape, num, trans, space_name(ptr_space(p)), type,
             addr, list);
    return load ? n : 0;
}

/* llvm.nvvm.*: returns the leaf count, or -1 when it is not one of these. */
static int float_intrinsic(Fn *f, LLVMValueRef call, const char *r, int nvvm, Op *out);

static int nvvm_intrinsic(Fn *f, LLVMValueRef call, const char *name, Op *out)
{
    const char *r = name + 10;  // after "llvm.nvvm."
    char buf[64];
    if (starts(r, "read.ptx.sreg.")) {
        const char *rest = r + 14;
        Leaf l;
        if (flatten(f->e, LLVMTypeOf(call), 0, &l, 1) != 1)
            return -1;
        if (!strcmp(rest, "warpsize")) {
            out[0] = op_imm(l.cls, 32);
            return 1;
        }
        const char *s = sreg_name(rest, buf, sizeof buf);
        if (!s)
            return -1;
        out[0] = fresh(f, l.cls);
        EMIT(f, "mov.u%u %s, %s;\n", cls_bits[l.cls], O(out[0]), s);
        return 1;
    }
    if (!strcmp(r, "barrier0") || !strcmp(r, "barrier.n") || !strcmp(r, "bar.sync")) {
        EMIT(f, "bar.sync %s;\n", !strcmp(r, "barrier0") ? "0" : O(arg(f, call, 0)));
        return 0;
    }
    if (!strcmp(r, "barrier")) {
        EMIT(f, "bar.sync %s, %s;\n", O(arg(f, call, 0)), O(arg(f, call, 1)));
        return 0;
    }
    if (!strcmp(r, "barrier.sync") || !strcmp(r, "barrier.sync.cnt")) {
        if (r[12])
            EMIT(f, "barrier.sync %s, %s;\n", O(arg(f, call, 0)), O(arg(f, call, 1)));
        else
            EMIT(f, "barrier.sync %s;\n", O(arg(f, call, 0)));
        return 0;
    }
    if (starts(r, "barrier.cta.")) {  // LLVM 20 names: barrier.cta.{sync,arrive}[.aligned].{all,count}
        int arrive = strstr(r, "arrive") != NULL, aligned = strstr(r, "aligned") != NULL;
        int count = strstr(r, ".count") != NULL;
        const char *m = aligned ? (arrive ? "bar.arrive" : "bar.sync") : (arrive ? "barrier.arrive" : "barrier.sync");
        if (count)
            EMIT(f, "%s %s, %s;\n", m, O(arg(f, call, 0)), O(arg(f, call, 1)));
        else
            EMIT(f, "%s %s;\n", m, O(arg(f, call, 0)));
        return 0;
    }
    if (starts(r, "barrier0.") || starts(r, "barrier.cta.red.")) {  // popc / and / or
        Op p = nonzero(f, arg(f, call, 0));
        if (strstr(r, "popc")) {
            out[0] = fresh(f, C_B32);
            EMIT(f, "bar.red.popc.u32 %s, 0, %s;\n", O(out[0]), O(p));
        } else {
            Op q = fresh(f, C_PRED);
            EMIT(f, "bar.red.%s.pred %s, 0, %s;\n", strstr(r, "and") ? "and" : "or", O(q), O(p));
            out[0] = convert_int(f, q, 1, C_B32, 0);
        }
        return 1;
    }
    if (!strcmp(r, "bar.warp.sync")) {
        EMIT(f, "bar.warp.sync %s;\n", O(arg(f, call, 0)));
        return 0;
    }
    if (!strcmp(r, "barrier.cluster.arrive") || !strcmp(r, "barrier.cluster.wait") ||
        !strcmp(r, "barrier.cluster.arrive.relaxed")) {
        EMIT(f, "barrier.cluster.%s;\n", r + 16);
        return 0;
    }
    if (!strcmp(r, "membar.cta") || !strcmp(r, "membar.gl") || !strcmp(r, "membar.sys")) {
        EMIT(f, "%s;\n", r);
        return 0;
    }
    if (starts(r, "fence.")) {
        EMIT(f, "%s;\n", r);
        return 0;
    }
    if (starts(r, "shfl.")) {  // shfl[.sync].<mode>.<i32|f32>[p]
        int sync = starts(r, "shfl.sync.");
        char mode[8] = "", ty[8] = "";
        if (sscanf(r + (sync ? 10 : 5), "%7[a-z].%7[a-z0-9]", mode, ty) != 2)
            return -1;
        int pred = ty[strlen(ty) - 1] == 'p';
        unsigned a0 = sync ? 1 : 0;
        Op v = in_reg(f, arg(f, call, a0));
        Op d = fresh(f, v.cls), p = fresh(f, C_PRED);
        char dst[48];
        snprintf(dst, sizeof dst, pred ? "%s|%s" : "%s", O(d), O(p));
        if (sync)
            EMIT(f, "shfl.sync.%s.b32 %s, %s, %s, %s, %s;\n", mode, dst, O(v), O(arg(f, call, a0 + 1)),
                 O(arg(f, call, a0 + 2)), O(arg(f, call, 0)));
        else
            EMIT(f, "shfl.%s.b32 %s, %s, %s, %s;\n", mode, dst, O(v), O(arg(f, call, 1)), O(arg(f, call, 2)));
        out[0] = d, out[1] = p;
        return pred ? 2 : 1;
    }
    if (starts(r, "vote.")) {  // vote[.<mode>][.sync]
        int sync = strstr(r, ".sync") != NULL;
        char mode[8] = "";
        sscanf(r + 5, "%7[a-z]", mode);
        Op p = in_reg(f, arg(f, call, sync ? 1 : 0));
        int ballot = !strcmp(mode, "ballot");
        out[0] = fresh(f, ballot ? C_B32 : C_PRED);
        if (sync)
            EMIT(f, "vote.sync.%s.%s %s, %s, %s;\n", mode, ballot ? "b32" : "pred", O(out[0]), O(p),
                 O(arg(f, call, 0)));
        else
            EMIT(f, "vote.%s.%s %s, %s;\n", mode, ballot ? "b32" : "pred", O(out[0]), O(p));
        return 1;
    }
    if (starts(r, "match.any.sync.") || starts(r, "match.all.sync.")) {
        int all = r[6] == 'l';
        Op v = in_reg(f, arg(f, call, 1));
        out[0] = fresh(f, C_B32), out[1] = fresh(f, C_PRED);
        char dst[48];
        snprintf(dst, sizeof dst, all ? "%s|%s" : "%s", O(out[0]), O(out[1]));
        EMIT(f, "match.%s.sync.b%u %s, %s, %s;\n", all ? "all" : "any", cls_bits[v.cls], dst, O(v), O(arg(f, call, 0)));
        return all ? 2 : 1;
    }
    if (starts(r, "redux.sync.")) {
        char op[8] = "";
        sscanf(r + 11, "%7[a-z]", op);
        const char *t = !strcmp(op, "umin") || !strcmp(op, "umax") ? "u32"
                      : !strcmp(op, "min") || !strcmp(op, "max") || !strcmp(op, "add") ? "s32" : "b32";
        out[0] = fresh(f, C_B32);
        EMIT(f, "redux.sync.%s.%s %s, %s, %s;\n", op[0] == 'u' ? op + 1 : op, t, O(out[0]), O(in_reg(f, arg(f, call, 0))),
             O(arg(f, call, 1)));
        return 1;
    }
    if (!strcmp(r, "activemask")) {
        out[0] = fresh(f, C_B32);
        EMIT(f, "activemask.b32 %s;\n", O(out[0]));
        return 1;
    }
    if (starts(r, "atomic."))
        return nvvm_atomic(f, call, r + 7, out);
    if (starts(r, "ldg.global.") || starts(r, "ldu.global.")) {
        LLVMValueRef p = LLVMGetOperand(call, 0);
        Leaf lv[4];
        int n = flatten(f->e, LLVMTypeOf(call), 0, lv, 4);
        if (n != 1 || !mem_type(&lv[0]))
            return -1;
        Op a = in_reg(f, value1(f, p));
        if (ptr_space(p) != 1) {
            Op g = fresh(f, C_B64);
            EMIT(f, "cvta.to.global.u64 %s, %s;\n", O(g), O(a));
            a = g;
        }
        out[0] = fresh(f, lv[0].cls);
        EMIT(f, "%s.global%s.%s %s, [%s];\n", r[2] == 'g' ? "ld" : "ldu", r[2] == 'g' ? ".nc" : "", mem_type(&lv[0]),
             O(out[0]), O(a));
        return 1;
    }
    if (starts(r, "ldmatrix.sync.aligned.") || starts(r, "stmatrix.sync.aligned."))
        return lower_matrix(f, call, r, out);
    if (starts(r, "cp.async.")) {
        const char *rest = r + 9;
        if (!strcmp(rest, "commit.group")) {
            EMIT(f, "cp.async.commit_group;\n");
            return 0;
        }
        if (!strcmp(rest, "wait.group")) {
            EMIT(f, "cp.async.wait_group %s;\n", O(arg(f, call, 0)));
            return 0;
        }
        if (!strcmp(rest, "wait.all")) {
            EMIT(f, "cp.async.wait_all;\n");
            return 0;
        }
        char kind[4] = "";
        unsigned sz = 0;
        if (sscanf(rest, "%3[a-z].shared.global.%u", kind, &sz) == 2) {
            const char *d = address(f, LLVMGetOperand(call, 0), 0), *s = address(f, LLVMGetOperand(call, 1), 0);
            EMIT(f, "cp.async.%s.shared.global %s, %s, %u;\n", kind, d, s, sz);
            return 0;
        }
        return -1;
    }
    return float_intrinsic(f, call, r, 1, out);
}

/* A float intrinsic as the NVPTX back end lowers it: one instruction,
 * mnemonic ptx, on the call's first nargs arguments; -1 when the call's
 * result is not one scalar. */
static int float_insn(Fn *f, LLVMValueRef call, const char *ptx, unsigned nargs, Op *out)
{
    Leaf l;
    Op a[3];
    if (flatten(f->e, LLVMTypeOf(call), 0, &l, 1) != 1 || l.cls == C_PRED || l.cls == C_B128 ||
        nargs > 3 || (unsigned)LLVMGetNumArgOperands(call) < nargs)
        return -1;
    for (unsigned i = 0; i < nargs; i++)
        a[i] = arg(f, call, i);
    out[0] = fresh(f, l.cls);
    EMIT(f, "%s %s, %s%s%s%s%s;\n", ptx, O(out[0]), O(a[0]), nargs > 1 ? ", " : "", nargs > 1 ? O(a[1]) : "",
         nargs > 2 ? ", " : "", nargs > 2 ? O(a[2]) : "");
    return 1;
}

/* The float intrinsics whose PTX is one instruction: llvm.<name> (NAME.f32
 * and NAME.f64) and llvm.nvvm.<name> (NAME.f, NAME.ftz.f, NAME.d). */
static const struct {
    const char *name, *ptx;  // ptx: the mnemonic without its type (the .ftz, .f32 or .f64 are added)
    uint8_t nargs, nvvm;
} float_ops[] = {
    { "fma", "fma.rn", 3, 0 }, { "fmuladd", "fma.rn", 3, 0 }, { "fabs", "abs", 1, 0 },
    { "sqrt", "sqrt.rn", 1, 0 }, { "maxnum", "max", 2, 0 }, { "minnum", "min", 2, 0 },
    { "floor", "cvt.rmi", 1, 0 }, { "ceil", "cvt.rpi", 1, 0 }, { "trunc", "cvt.rzi", 1, 0 },
    { "rint", "cvt.rni", 1, 0 }, { "nearbyint", "cvt.rni", 1, 0 },
    { "fma.rn", "fma.rn", 3, 1 }, { "mul.rn", "mul.rn", 2, 1 }, { "add.rn", "add.rn", 2, 1 },
    { "div.rn", "div.rn", 2, 1 }, { "sqrt.rn", "sqrt.rn", 1, 1 }, { "sqrt.approx", "sqrt.approx", 1, 1 },
    { "rsqrt.approx", "rsqrt.approx", 1, 1 }, { "rcp.rn", "rcp.rn", 1, 1 }, { "fabs", "abs", 1, 1 },
    { "fmax", "max", 2, 1 }, { "fmin", "min", 2, 1 }, { "ex2.approx", "ex2.approx", 1, 1 },
    { "lg2.approx", "lg2.approx", 1, 1 }, { "sin.approx", "sin.approx", 1, 1 },
    { "cos.approx", "cos.approx", 1, 1 },
};

/* r: the name after "llvm." (nvvm 0) or "llvm.nvvm." (nvvm 1). */
static int float_intrinsic(Fn *f, LLVMValueRef call, const char *r, int nvvm, Op *out)
{
    char ptx[48];
    for (size_t i = 0; i < sizeof float_ops / sizeof *float_ops; i++) {
        size_t n = strlen(float_ops[i].name);
        if (float_ops[i].nvvm != nvvm || strncmp(r, float_ops[i].name, n) != 0 || r[n] != '.')
            continue;
        const char *t = r + n + 1, *ftz = "";
        if (nvvm && starts(t, "ftz."))
            ftz = ".ftz", t += 4;
        const char *ty = !strcmp(t, nvvm ? "f" : "f32") ? "f32" : !strcmp(t, nvvm ? "d" : "f64") ? "f64" : NULL;
        if (!ty || (*ftz && ty[1] == '6'))
            return -1;
        int cvt = starts(float_ops[i].ptx, "cvt.");
        snprintf(ptx, sizeof ptx, "%s%s.%s%s%s", float_ops[i].ptx, ftz, ty, cvt ? "." : "", cvt ? ty : "");
        return float_insn(f, call, ptx, float_ops[i].nargs, out);
    }
    /* f2i.<rn|rz|rm|rp>[.ftz], f2ui.*: to a 32-bit integer, rounded */
    if ((starts(r, "f2i.") || starts(r, "f2ui.")) && nvvm) {
        const char *m = r + (r[2] == 'u' ? 5 : 4);
        if (strlen(m) < 2 || m[0] != 'r' || !strchr("nzmp", m[1]) || (m[2] && strcmp(m + 2, ".ftz")))
            return -1;
        snprintf(ptx, sizeof ptx, "cvt.r%ci%s.%s32.f32", m[1], m[2] ? ".ftz" : "", r[2] == 'u' ? "u" : "s");
        return float_insn(f, call, ptx, 1, out);
    }
    return -1;
}

/* Generic llvm.* intrinsics; -1 when not one of these. */
static int llvm_intrinsic(Fn *f, LLVMValueRef call, const char *name, Op *out)
{
    const char *r = name + 5;
    Leaf l;
    int nl = flatten(f->e, LLVMTypeOf(call), 0, &l, 1);
    if (starts(r, "dbg.") || starts(r, "lifetime.") || starts(r, "assume") || starts(r, "experimental.noalias") ||
        starts(r, "var.annotation") || starts(r, "donothing") || starts(r, "sideeffect") ||
        starts(r, "invariant.") || starts(r, "pseudoprobe"))
        return 0;
    if (starts(r, "expect") || starts(r, "ptr.annotation") || starts(r, "launder.invariant.group") ||
        starts(r, "strip.invariant.group"))
        return value(f, LLVMGetOperand(call, 0), out);
    if (starts(r, "memcpy") || starts(r, "memmove")) {
        mem_loop(f, LLVMGetOperand(call, 0), LLVMGetOperand(call, 1), NULL, LLVMGetOperand(call, 2));
        return 0;
    }
    if (starts(r, "memset")) {
        mem_loop(f, LLVMGetOperand(call, 0), NULL, LLVMGetOperand(call, 1), LLVMGetOperand(call, 2));
        return 0;
    }
    if (starts(r, "trap") || starts(r, "debugtrap") || starts(r, "ubsantrap")) {
        EMIT(f, "trap;\n");
        return 0;
    }
    if (nl == 1 && l.fp == 1)
        return float_intrinsic(f, call, r, 0, out);
    if (nl != 1 || l.fp || l.cls == C_PRED || l.cls == C_B128)
        return -1;
    unsigned R = cls_bits[l.cls];
    Op a = in_reg(f, arg(f, call, 0));
    if (starts(r, "smax.") || starts(r, "smin.") || starts(r, "umax.") || starts(r, "umin.")) {
        int s = r[0] == 's';
        Op b = extend(f, arg(f, call, 1), l.bits, s);
        a = extend(f, a, l.bits, s);
        out[0] = fresh(f, l.cls);
        EMIT(f, "%s.%s %s, %s, %s;\n", r[2] == 'a' ? "max" : "min", ityp(l.cls, s), O(out[0]), O(a), O(b));
        return 1;
    }
    if (starts(r, "abs.")) {
        a = extend(f, a, l.bits, 1);
        out[0] = fresh(f, l.cls);
        EMIT(f, "abs.s%u %s, %s;\n", R, O(out[0]), O(a));
        return 1;
    }
    if ((starts(r, "ctpop.") || starts(r, "ctlz.") || starts(r, "bitreverse.")) && R >= 32 && l.bits == R) {
        Op d = fresh(f, C_B32);
        if (r[0] == 'b') {
            out[0] = fresh(f, l.cls);
            EMIT(f, "brev.b%u %s, %s;\n", R, O(out[0]), O(a));
            return 1;
        }
        EMIT(f, "%s.b%u %s, %s;\n", r[2] == 'p' ? "popc" : "clz", R, O(d), O(a));
        out[0] = convert_int(f, d, 32, l.cls, 0);
        return 1;
    }
    return -1;
}

/* Does external function fn (no body) only compute its result (libdevice
 * __nv_* without pointer arguments, llvm.* with memory(none))? */
static int pure_external(Fn *f, LLVMValueRef fn, const char *name)
{
    unsigned n = LLVMCountParams(fn);
    for (unsigned i = 0; i < n; i++)
        if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(fn, i))) == LLVMPointerTypeKind)
            return 0;
    if (starts(name, "__nv_") || starts(name, "__nvvm_reflect"))
        return 1;
    LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, f->e->attr_memory);
    return a && LLVMGetEnumAttributeValue(a) == 0;  // memory(none)
}

static int lower_call(Fn *f, LLVMValueRef call, Op *out)
{
    LLVMValueRef callee = LLVMGetCalledValue(call);
    if (LLVMIsAInlineAsm(callee))
        return lower_asm(f, call, callee, out);
    Leaf lv[MAXLEAF];
    int n = flatten(f->e, LLVMTypeOf(call), 0, lv, MAXLEAF);
    if (n < 0) {
        unsupported(f, U_CALL_RESULT);
        return 0;
    }
    size_t len = 0;
    const char *name = LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &len) : "";
    int r = -1;
    if (starts(name, "llvm.nvvm."))
        r = nvvm_intrinsic(f, call, name, out);
    else if (starts(name, "llvm."))
        r = llvm_intrinsic(f, call, name, out);
    if (r >= 0)
        return r;
    if (starts(name, "__nvvm_reflect")) {
        out[0] = op_imm(lv[0].cls, 0);  // what NVVMReflect answers for an unknown key
        return n;
    }
    if (!LLVMIsAFunction(callee)) {
        unsupported(f, U_INDIRECT_CALL);
    } else if (starts(name, "llvm.") && !pure_external(f, callee, name)) {
        unsupported(f, U_INTRINSIC);  // an intrinsic that may touch memory, of no known lowering
    } else if (!LLVMIsDeclaration(callee) || !pure_external(f, callee, name)) {
        /* vprintf, __assertfail, a function left uninlined (recursive): a
         * call the analysis sees by name */
        EMIT(f, "call %s;\n", gname(f->e, callee));
    }
    for (int i = 0; i < n; i++)
        out[i] = any_value(f, lv[i].cls);
    return n;
}

/* Does the PTX parser take `text` at module scope, after the header and
 * (with masm) the module's inline asm? */
static int ptx_takes(LlvmEmit *e, const char *text, size_t len, int masm)
{
    OutBuf chk = { 0 };
    out_printf(&chk, ".version %s\n.target sm_90a\n.address_size 64\n%.*s\n%.*s\n", e->ptx_version,
               masm ? (int)e->module_asm_len : 0, masm && e->module_asm ? e->module_asm : "", (int)len, text);
    DiagSink ds;
    diag_init(&ds);
    uint32_t fid = diag_add_file(&ds, "<inline asm>");
    KirModule *m = chk.oom ? NULL : ptx_parse(chk.s, chk.len, &ds, fid);
    int ok = m && ds.nerr == 0;
    kir_module_free(m);
    diag_free(&ds);
    out_free(&chk);
    return ok;
}

/* Inline asm: its text is PTX; the operands $N are replaced by registers
 * and the statement is kept in its own { } scope. Text the PTX parser does
 * not take is not understood (unsupported). */
static int lower_asm(Fn *f, LLVMValueRef call, LLVMValueRef callee, Op *out)
{
    size_t alen, clen;
    const char *text = LLVMGetInlineAsmAsmString(callee, &alen);
    const char *cons = LLVMGetInlineAsmConstraintString(callee, &clen);
    Leaf lv[MAXLEAF];
    int nout = flatten(f->e, LLVMTypeOf(call), 0, lv, MAXLEAF);
    Op opnd[64];
    char tied[64];
    unsigned nops = 0, nin = 0, nargs = (unsigned)LLVMGetNumArgOperands(call);
    memset(tied, -1, sizeof tied);
    if (nout < 0)
        goto bad;
    for (size_t i = 0; i < clen && nops < 64;) {  // one constraint per comma-separated entry
        size_t j = i;
        while (j < clen && cons[j] != ',')
            j++;
        const char *c = cons + i;
        size_t cl = j - i;
        i = j + 1;
        if (cl && c[0] == '~')
            continue;  // a clobber
        if (cl && c[0] == '=') {
            if ((int)nops >= nout)
                goto bad;
            opnd[nops] = fresh(f, lv[nops].cls);
            out[nops] = opnd[nops];
            nops++;
            continue;
        }
        if (nin >= nargs)
            goto bad;
        Op x = value1(f, LLVMGetOperand(call, nin));
        nin++;
        if (cl && c[0] >= '0' && c[0] <= '9') {  // tied to an output: its register, holding x
            unsigned t = (unsigned)atoi(c);
            if (t >= nops)
                goto bad;
            copy_to(f, opnd[t], x);
            opnd[nops++] = opnd[t];
            continue;
        }
        opnd[nops++] = (cl && c[0] == 'n') || x.kind == OP_REG ? x : in_reg(f, x);
    }
    /* the text with operands substituted */
    OutBuf s = { 0 };
    out_printf(&s, "{\n");
    for (size_t i = 0; i < alen; i++) {
        if (text[i] != '$') {
            out_printf(&s, "%c", text[i]);
            continue;
        }
        if (i + 1 < alen && text[i + 1] == '$') {
            out_printf(&s, "$");
            i++;
            continue;
        }
        size_t j = i + 1;
        int brace = j < alen && text[j] == '{';
        j += (size_t)brace;
        unsigned k = 0;
        int digits = 0;
        while (j < alen && text[j] >= '0' && text[j] <= '9')
            k = k * 10 + (unsigned)(text[j++] - '0'), digits++;
        if (brace) {
            while (j < alen && text[j] != '}')
                j++;
            j++;
        }
        if (!digits || k >= nops) {
            out_free(&s);
            goto bad;
        }
        out_printf(&s, "%s", O(opnd[k]));
        i = j - 1;
    }
    out_printf(&s, "\n}\n");
    /* does the PTX parser take it? (a small module around it) */
    OutBuf chk = { 0 };
    out_printf(&chk, ".entry __asm_check()\n{\n");
    for (unsigned c = 0; c < NCLS; c++)
        out_printf(&chk, ".reg %s %s<%u>;\n", cls_decl[c], cls_pfx[c], f->nreg[c] + 1);
    out_printf(&chk, "%.*s", (int)s.len, s.s ? s.s : "");
    out_printf(&chk, "ret;\n}\n");
    int ok = !chk.oom && !s.oom && ptx_takes(f->e, chk.s, chk.len, 1);
    out_free(&chk);
    if (!ok) {
        out_free(&s);
        goto bad;
    }
    out_printf(&f->body, "%.*s", (int)s.len, s.s);
    out_free(&s);
    return nout;
bad:
    unsupported(f, U_INLINE_ASM);
    for (int i = 0; i < nout; i++)
        out[i] = fresh(f, lv[i].cls);
    return nout < 0 ? 0 : nout;
}

/* ---- instructions ---- */

static int lower_select(Fn *f, LLVMValueRef v, Op *out)
{
    Op c[MAXLEAF], a[MAXLEAF], b[MAXLEAF];
    int nc = value(f, LLVMGetOperand(v, 0), c), na = value(f, LLVMGetOperand(v, 1), a),
        nb = value(f, LLVMGetOperand(v, 2), b);
    if (nc < 1 || na != nb || na < 0)
        return -1;
    for (int i = 0; i < na; i++) {
        Op p = in_reg(f, c[nc == 1 ? 0 : i]);
        unsigned cls = a[i].kind == OP_REG ? a[i].cls : b[i].cls;
        a[i].cls = b[i].cls = (uint8_t)cls;
        out[i] = fresh(f, cls);
        select_to(f, out[i], p, a[i], b[i]);
    }
    return na;
}

/* Leaf range of the aggregate member at indices idx[0..n) of type t. */
static int member(LlvmEmit *e, LLVMTypeRef t, const unsigned *idx, unsigned n, int *first, int *count)
{
    Leaf tmp[MAXLEAF];
    int at = 0;
    for (unsigned k = 0; k < n; k++) {
        LLVMTypeKind tk = LLVMGetTypeKind(t);
        unsigned ne = tk == LLVMStructTypeKind ? LLVMCountStructElementTypes(t) : (unsigned)LLVMGetArrayLength2(t);
        if (idx[k] >= ne)
            return -1;
        for (unsigned i = 0; i < idx[k]; i++) {
            int c = flatten(e, tk == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(t, i) : LLVMGetElementType(t), 0, tmp,
                            MAXLEAF);
            if (c < 0)
                return -1;
            at += c;
        }
        t = tk == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(t, idx[k]) : LLVMGetElementType(t);
    }
    int c = flatten(e, t, 0, tmp, MAXLEAF);
    if (c < 0)
        return -1;
    *first = at, *count = c;
    return 0;
}

/* Lowers instruction or constant expression v with opcode opc; its leaves
 * in out. Returns the count, or -1. */
static int lower_op(Fn *f, LLVMValueRef v, LLVMOpcode opc, Op *out)
{
    Leaf lv[MAXLEAF];
    Op a[MAXLEAF], b[MAXLEAF];
    int n;
    switch (opc) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem:
    case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor:
    case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem:
        n = flatten(f->e, LLVMTypeOf(v), 0, lv, MAXLEAF);
        if (n < 0 || value(f, LLVMGetOperand(v, 0), a) != n || value(f, LLVMGetOperand(v, 1), b) != n)
            return -1;
        for (int i = 0; i < n; i++)
            out[i] = lv[i].fp ? fp_binop(f, opc, in_reg(f, a[i]), b[i])
                              : int_binop(f, opc, a[i].kind == OP_IMM && b[i].kind == OP_IMM ? in_reg(f, a[i]) : a[i],
                                          b[i], lv[i].bits);
        return n;
    case LLVMFNeg:
        n = flatten(f->e, LLVMTypeOf(v), 0, lv, MAXLEAF);
        if (n < 0 || value(f, LLVMGetOperand(v, 0), a) != n)
            return -1;
        for (int i = 0; i < n; i++) {
            out[i] = fresh(f, lv[i].cls);
            if (lv[i].fp == 1)
                EMIT(f, "neg.%s %s, %s;\n", cls_mov[lv[i].cls], O(out[i]), O(in_reg(f, a[i])));
        }
        return n;
    case LLVMICmp: case LLVMFCmp: {
        LLVMValueRef x = LLVMGetOperand(v, 0);
        n = flatten(f->e, LLVMTypeOf(x), 0, lv, MAXLEAF);
        if (n < 0 || value(f, x, a) != n || value(f, LLVMGetOperand(v, 1), b) != n)
            return -1;
        for (int i = 0; i < n; i++) {
            unsigned cls = a[i].kind == OP_REG ? a[i].cls : b[i].cls;
            a[i].cls = b[i].cls = (uint8_t)cls;
            if (a[i].kind == OP_IMM && b[i].kind == OP_IMM)
                a[i] = in_reg(f, a[i]);
            out[i] = opc == LLVMICmp ? icmp(f, LLVMGetICmpPredicate(v), a[i], b[i], &lv[i])
                                     : fcmp(f, LLVMGetFCmpPredicate(v), in_reg(f, a[i]), b[i]);
        }
        return n;
    }
    case LLVMGetElementPtr:
        out[0] = lower_gep(f, v);
        return 1;
    case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPToUI: case LLVMFPToSI: case LLVMUIToFP:
    case LLVMSIToFP: case LLVMFPTrunc: case LLVMFPExt: case LLVMPtrToInt: case LLVMIntToPtr: case LLVMBitCast:
    case LLVMAddrSpaceCast:
        return lower_cast(f, v, opc, out);
    case LLVMSelect:
        return lower_select(f, v, out);
    case LLVMFreeze:
        n = value(f, LLVMGetOperand(v, 0), a);
        for (int i = 0; i < n; i++) {
            out[i] = fresh(f, a[i].cls);
            copy_to(f, out[i], a[i]);
        }
        return n;
    case LLVMExtractValue: case LLVMInsertValue: {
        LLVMValueRef agg = LLVMGetOperand(v, 0);
        unsigned ni = LLVMGetNumIndices(v);
        const unsigned *idx = LLVMGetIndices(v);
        int first, count;
        n = value(f, agg, a);
        if (n < 0 || member(f->e, LLVMTypeOf(agg), idx, ni, &first, &count) < 0 || first + count > n)
            return -1;
        if (opc == LLVMExtractValue) {
            memcpy(out, a + first, (size_t)count * sizeof *out);
            return count;
        }
        if (value(f, LLVMGetOperand(v, 1), b) != count)
            return -1;
        memcpy(out, a, (size_t)n * sizeof *out);
        memcpy(out + first, b, (size_t)count * sizeof *out);
        return n;
    }
    case LLVMExtractElement: case LLVMInsertElement: {
        n = value(f, LLVMGetOperand(v, 0), a);
        LLVMValueRef ix = LLVMGetOperand(v, opc == LLVMExtractElement ? 1 : 2);
        if (n < 0)
            return -1;
        if (opc == LLVMInsertElement && value(f, LLVMGetOperand(v, 1), b) != 1)
            return -1;
        if (LLVMIsAConstantInt(ix)) {
            uint64_t k = LLVMConstIntGetZExtValue(ix);
            if (k >= (uint64_t)n) {  // poison
                if (opc == LLVMExtractElement) {
                    out[0] = fresh(f, a[0].cls);
                    return 1;
                }
                memcpy(out, a, (size_t)n * sizeof *out);
                return n;
            }
            if (opc == LLVMExtractElement) {
                out[0] = a[k];
                return 1;
            }
            memcpy(out, a, (size_t)n * sizeof *out);
            out[k] = b[0];
            return n;
        }
        Op k = value1(f, ix);  // a run-time index: a select per element
        unsigned kb = LLVMGetIntTypeWidth(LLVMTypeOf(ix));
        k = convert_int(f, k, kb, C_B32, 0);
        if (opc == LLVMExtractElement)
            out[0] = fresh(f, a[0].cls);
        for (int i = 0; i < n; i++) {
            Op p = fresh(f, C_PRED);
            EMIT(f, "setp.eq.u32 %s, %s, %d;\n", O(p), O(k), i);
            Op src = opc == LLVMExtractElement ? a[i] : b[0], old = opc == LLVMExtractElement ? out[0] : a[i];
            Op d = fresh(f, a[i].cls);
            select_to(f, d, p, src, old);
            if (opc == LLVMExtractElement)
                out[0] = d;
            else
                out[i] = d;
        }
        return opc == LLVMExtractElement ? 1 : n;
    }
    case LLVMShuffleVector: {
        int na = value(f, LLVMGetOperand(v, 0), a), nb = value(f, LLVMGetOperand(v, 1), b);
        unsigned nm = LLVMGetNumMaskElements(v);
        if (na < 0 || nb < 0 || nm > MAXLEAF)
            return -1;
        for (unsigned i = 0; i < nm; i++) {
            int m = LLVMGetMaskValue(v, i);
            out[i] = m < 0 ? fresh(f, a[0].cls) : m < na ? a[m] : b[m - na];
        }
        return (int)nm;
    }
    case LLVMLoad: return lower_load(f, v, out);
    case LLVMStore: lower_store(f, v); return 0;
    case LLVMAtomicRMW: return lower_rmw(f, v, out);
    case LLVMAtomicCmpXchg: return lower_cmpxchg(f, v, out);
    case LLVMFence: {
        LLVMAtomicOrdering o = LLVMGetOrdering(v);
        const char *sc = sync_scope(f, v);
        if (*sc)
            EMIT(f, "fence.%s%s;\n", o == LLVMAtomicOrderingSequentiallyConsistent ? "sc" : "acq_rel", sc);
        return 0;
    }
    case LLVMCall: return lower_call(f, v, out);
    case LLVMAlloca: {
        LLVMTypeRef t = LLVMGetAllocatedType(v);
        LLVMValueRef cnt = LLVMGetOperand(v, 0);
        if (!LLVMIsAConstantInt(cnt)) {
            unsupported(f, U_DYNAMIC_ALLOCA);
            out[0] = fresh(f, C_B64);
            return 1;
        }
        uint64_t size = LLVMABISizeOfType(f->e->td, t) * LLVMConstIntGetZExtValue(cnt);
        unsigned al = LLVMGetAlignment(v);
        uint32_t k = ++f->nlocal;
        out_printf(&f->decl, "\t.local .align %u .b8 __local%u[%llu];\n", al ? al : 1, k,
                   (unsigned long long)(size ? size : 1));
        Op l = fresh(f, C_B64);
        EMIT(f, "mov.u64 %s, __local%u;\n", O(l), k);
        if (ptr_space(v) == 5) {
            out[0] = l;
        } else {
            out[0] = fresh(f, C_B64);
            EMIT(f, "cvta.local.u64 %s, %s;\n", O(out[0]), O(l));
        }
        return 1;
    }
    default:
        break;
    }
    return -1;
}

/* ---- terminators and phis ---- */

/* Copies of the incoming values of successor s's phis from block cur. */
static void phi_copies(Fn *f, LLVMBasicBlockRef cur, LLVMBasicBlockRef s)
{
    for (LLVMValueRef in = LLVMGetFirstInstruction(s); in && LLVMIsAPHINode(in); in = LLVMGetNextInstruction(in)) {
        unsigned ni = LLVMCountIncoming(in);
        for (unsigned i = 0; i < ni; i++) {
            if (LLVMGetIncomingBlock(in, i) != cur)
                continue;
            const ValEnt *tmp = val_get(f, (LLVMValueRef)((char *)in + 1));  // the copy registers
            Op x[MAXLEAF];
            int n = value(f, LLVMGetIncomingValue(in, i), x);
            if (!tmp || n != (int)tmp->n)
                break;
            for (int k = 0; k < n; k++)
                copy_to(f, f->ops.data[tmp->first + (uint32_t)k], x[k]);
            break;
        }
    }
}

/* An unconditional branch to b, or nothing when b comes next. */
static void jump(Fn *f, LLVMBasicBlockRef b, LLVMBasicBlockRef next)
{
    if (b != next)
        EMIT(f, "bra $L__BB%u;\n", block_id(f, b));
}

/* Terminator t of block cur; `next` is the block written after cur. */
static void lower_term(Fn *f, LLVMBasicBlockRef cur, LLVMValueRef t, LLVMBasicBlockRef next)
{
    LLVMOpcode opc = LLVMGetInstructionOpcode(t);
    unsigned ns = LLVMGetNumSuccessors(t);
    for (unsigned i = 0; i < ns; i++) {
        LLVMBasicBlockRef s = LLVMGetSuccessor(t, i);
        int seen = 0;
        for (unsigned j = 0; j < i; j++)
            seen |= LLVMGetSuccessor(t, j) == s;
        if (!seen)
            phi_copies(f, cur, s);
    }
    switch (opc) {
    case LLVMRet:
        EMIT(f, "ret;\n");
        return;
    case LLVMBr:
        if (LLVMIsConditional(t)) {
            Op c = value1(f, LLVMGetCondition(t));
            LLVMBasicBlockRef bt = LLVMGetSuccessor(t, 0), bf = LLVMGetSuccessor(t, 1);
            if (c.kind == OP_IMM) {
                jump(f, c.imm ? bt : bf, next);
                return;
            }
            if (bt == next) {  // falls through to the taken target: branch on the negation
                EMIT(f, "@!%s bra $L__BB%u;\n", O(c), block_id(f, bf));
                return;
            }
            EMIT(f, "@%s bra $L__BB%u;\n", O(c), block_id(f, bt));
            jump(f, bf, next);
        } else {
            jump(f, LLVMGetSuccessor(t, 0), next);
        }
        return;
    case LLVMSwitch: {
        LLVMValueRef c = LLVMGetOperand(t, 0);
        Leaf l;
        if (flatten(f->e, LLVMTypeOf(c), 0, &l, 1) != 1 || l.cls == C_B128) {
            fail(f, "a switch on a type the front end does not lower");
            return;
        }
        Op x = value1(f, c);
        for (unsigned i = 1; i < ns; i++) {
            LLVMValueRef cv = LLVMGetOperand(t, 2 * i);
            Op k = value1(f, cv);
            Op p = icmp(f, LLVMIntEQ, x.kind == OP_IMM ? in_reg(f, x) : x, k, &l);
            EMIT(f, "@%s bra $L__BB%u;\n", O(p), block_id(f, LLVMGetSuccessor(t, i)));
        }
        jump(f, LLVMGetSuccessor(t, 0), next);
        return;
    }
    case LLVMUnreachable:
        EMIT(f, "trap;\n");
        EMIT(f, "exit;\n");
        return;
    default:
        fail(f, "the terminator '%s' is not supported", opc == LLVMIndirectBr ? "indirectbr" : "invoke/resume");
    }
}

/* ---- functions ---- */

static void rpo(Fn *f)
{
    unsigned nb = LLVMCountBasicBlocks(f->fn);
    f->bcap = 16;
    while (f->bcap < nb * 2 + 2)
        f->bcap *= 2;
    f->blocks = mem_alloc(f->bcap * sizeof *f->blocks);
    LLVMBasicBlockRef *stack = mem_alloc((nb + 1) * sizeof *stack), *post = mem_alloc((nb + 1) * sizeof *post);
    unsigned *next = mem_alloc((nb + 1) * sizeof *next);
    LLVMBasicBlockRef *seen_key = mem_alloc(f->bcap * sizeof *seen_key);
    if (!f->blocks || !stack || !post || !next || !seen_key) {
        f->body.oom = 1;
        goto out;
    }
    memset(f->blocks, 0, f->bcap * sizeof *f->blocks);
    memset(seen_key, 0, f->bcap * sizeof *seen_key);
    unsigned sp = 0, np = 0;
    stack[sp] = LLVMGetEntryBasicBlock(f->fn), next[sp++] = 0;
    seen_key[hash_ptr(stack[0]) & (f->bcap - 1)] = stack[0];
    while (sp) {
        LLVMBasicBlockRef b = stack[sp - 1];
        LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
        unsigned ns = t ? LLVMGetNumSuccessors(t) : 0;
        if (next[sp - 1] < ns) {  // the last successor first: the first then comes first in RPO
            LLVMBasicBlockRef s = LLVMGetSuccessor(t, ns - 1 - next[sp - 1]++);
            uint32_t h = hash_ptr(s) & (f->bcap - 1);
            while (seen_key[h] && seen_key[h] != s)
                h = (h + 1) & (f->bcap - 1);
            if (!seen_key[h]) {
                seen_key[h] = s;
                stack[sp] = s, next[sp++] = 0;
            }
        } else {
            post[np++] = b, sp--;
        }
    }
    if (f->layout) {  // the reachable blocks in the IR's order, as LLVM's back end writes them
        unsigned k = 0;
        for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f->fn); b && k < np; b = LLVMGetNextBasicBlock(b)) {
            uint32_t h = hash_ptr(b) & (f->bcap - 1);
            while (seen_key[h] && seen_key[h] != b)
                h = (h + 1) & (f->bcap - 1);
            if (seen_key[h])
                post[np - 1 - k++] = b;  // read back from the end below
        }
    }
    for (unsigned i = 0; i < np; i++) {
        LLVMBasicBlockRef b = post[np - 1 - i];
        if (vec_push(&f->order, b) < 0)
            f->body.oom = 1;
        uint32_t h = hash_ptr(b) & (f->bcap - 1);
        while (f->blocks[h].key)
            h = (h + 1) & (f->bcap - 1);
        f->blocks[h] = (BlockEnt){ b, i };
    }
out:
    mem_free(stack);
    mem_free(post);
    mem_free(next);
    mem_free(seen_key);
}

static const char *param_type(Fn *f, LLVMTypeRef t, const char *name)
{
    Leaf l;
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (k != LLVMStructTypeKind && k != LLVMArrayTypeKind && k != LLVMVectorTypeKind &&
        flatten(f->e, t, 0, &l, 1) == 1 && mem_type(&l) && l.bits <= 64)
        return tprintf(f->e, ".param .%s %s", l.cls == C_PRED ? "u8" : l.fp == 1 ? mem_type(&l) : l.fp ? "b16" :
                       l.bits <= 8 ? "u8" : l.bits <= 16 ? "u16" : l.bits <= 32 ? "u32" : "u64", name);
    return tprintf(f->e, ".param .align %u .b8 %s[%llu]", LLVMABIAlignmentOfType(f->e->td, t), name,
                   (unsigned long long)LLVMABISizeOfType(f->e->td, t));
}

/* Loads the kernel's parameters into registers at its entry. */
static void load_params(Fn *f)
{
    unsigned np = LLVMCountParams(f->fn);
    for (unsigned i = 0; i < np; i++) {
        LLVMValueRef p = LLVMGetParam(f->fn, i);
        const char *pname = tprintf(f->e, "%s_param_%u", f->name, i);
        LLVMAttributeRef byval = LLVMGetEnumAttributeAtIndex(f->fn, i + 1, f->e->attr_byval);
        Op o[MAXLEAF];
        if (byval) {  // a pointer to the parameter's bytes, in the param space
            Op l = fresh(f, C_B64);
            EMIT(f, "mov.u64 %s, %s;\n", O(l), pname);
            o[0] = fresh(f, C_B64);
            EMIT(f, "cvta.param.u64 %s, %s;\n", O(o[0]), O(l));
            val_set(f, p, o, 1);
            continue;
        }
        Leaf lv[MAXLEAF];
        int n = flatten_mem(f->e, LLVMTypeOf(p), 0, lv, MAXLEAF);
        if (n < 0) {
            val_set(f, p, o, (uint32_t)unsupported_value(f, U_PARAMETER_TYPE, LLVMTypeOf(p), o));
            continue;
        }
        for (int k = 0; k < n; k++) {
            const char *mt = mem_type(&lv[k]);
            if (!mt && !lv[k].fp && lv[k].cls != C_B128)  // an odd width: the bytes of its ABI slot
                mt = lv[k].bits <= 8 ? "u8" : lv[k].cls == C_B16 ? "u16" : lv[k].cls == C_B32 ? "u32" : "u64";
            Op d = fresh(f, lv[k].cls == C_PRED ? C_B16 : lv[k].cls);
            if (mt)
                EMIT(f, "ld.param.%s %s, [%s+%llu];\n", lv[k].cls == C_PRED ? "u8" : mt, O(d), pname,
                     (unsigned long long)lv[k].off);
            o[k] = lv[k].cls == C_PRED ? convert_int(f, d, 8, C_PRED, 0) : d;
        }
        val_set(f, p, o, (uint32_t)n);
    }
}

/* Lowers kernel info->fn into e->out; blocks in the IR's order when
 * layout is set. Returns 1 when that order uses a value before its
 * definition (nothing written: the caller tries reverse post-order). */
static int emit_function(LlvmEmit *e, const FnInfo *info, int layout)
{
    int early = 0;
    Fn f_ = { 0 }, *f = &f_;
    f->e = e, f->fn = info->fn, f->info = info, f->layout = layout;
    f->name = gname(e, info->fn);
    LLVMValueRef pos0 = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(info->fn));
    if (pos0)
        set_pos(f, pos0);
    rpo(f);
    /* every phi's register and copy register first: predecessors may come first */
    for (uint32_t bi = 0; bi < f->order.len; bi++)
        for (LLVMValueRef in = LLVMGetFirstInstruction(f->order.data[bi]); in && LLVMIsAPHINode(in);
             in = LLVMGetNextInstruction(in)) {
            Leaf lv[MAXLEAF];
            Op r[MAXLEAF], c[MAXLEAF];
            int n = flatten(e, LLVMTypeOf(in), 0, lv, MAXLEAF);
            if (n < 0) {
                fail(f, "a phi of a type the front end does not lower");
                n = 0;
            }
            for (int k = 0; k < n; k++)
                r[k] = fresh(f, lv[k].cls), c[k] = fresh(f, lv[k].cls);
            val_set(f, in, r, (uint32_t)n);
            val_set(f, (LLVMValueRef)((char *)in + 1), c, (uint32_t)n);  // key of the copies
        }
    load_params(f);
    for (uint32_t bi = 0; bi < f->order.len && !f->failed; bi++) {
        LLVMBasicBlockRef b = f->order.data[bi];
        LLVMValueRef first = LLVMGetFirstInstruction(b);
        if (first)
            set_pos(f, first);
        out_printf(&f->body, "$L__BB%u:\n", bi);
        LLVMValueRef in = first;
        for (; in && LLVMIsAPHINode(in); in = LLVMGetNextInstruction(in)) {
            const ValEnt *r = val_get(f, in), *c = val_get(f, (LLVMValueRef)((char *)in + 1));
            for (uint32_t k = 0; r && c && k < r->n; k++)
                copy_to(f, f->ops.data[r->first + k], f->ops.data[c->first + k]);
        }
        for (; in && !f->failed; in = LLVMGetNextInstruction(in)) {
            set_pos(f, in);
            emit_loc(f, in);
            if (LLVMIsATerminatorInst(in)) {
                lower_term(f, b, in, bi + 1 < f->order.len ? f->order.data[bi + 1] : NULL);
                break;
            }
            Op out[MAXLEAF];
            LLVMOpcode opc = LLVMGetInstructionOpcode(in);
            int n = lower_op(f, in, opc, out);
            if (n < 0 && !f->failed) {
                Leaf lv[MAXLEAF];
                int nl = flatten(e, LLVMTypeOf(in), 0, lv, MAXLEAF);
                if (nl < 0 || opc == LLVMVAArg || opc == LLVMLandingPad || opc == LLVMCleanupPad ||
                    opc == LLVMCatchPad) {
                    char *txt = LLVMPrintValueToString(in);
                    fail(f, "the instruction '%.200s' is not supported", txt ? txt : "?");
                    LLVMDisposeMessage(txt);
                    break;
                }
                unsupported(f, U_INSTRUCTION);
                for (int k = 0; k < nl; k++)
                    out[k] = fresh(f, lv[k].cls);
                n = nl;
            }
            if (n > 0)
                val_set(f, in, out, (uint32_t)n);
        }
    }
    early = f->early_use;
    if (f->failed)
        goto done;
    /* the declaration, then the registers, the .local arrays and the body */
    OutBuf *o = &e->out;
    out_printf(o, "\n");
    o->cur_line = info->line, o->cur_col = info->line ? 1 : 0;
    out_printf(o, ".visible .entry %s(", f->name);
    unsigned np = LLVMCountParams(info->fn);
    for (unsigned i = 0; i < np; i++) {
        const char *pname = tprintf(e, "%s_param_%u", f->name, i);
        LLVMAttributeRef byval = LLVMGetEnumAttributeAtIndex(info->fn, i + 1, e->attr_byval);
        LLVMTypeRef t = byval ? LLVMGetTypeAttributeValue(byval) : LLVMTypeOf(LLVMGetParam(info->fn, i));
        out_printf(o, "%s\n\t%s", i ? "," : "", param_type(f, t, pname));
    }
    out_printf(o, "\n)\n");
    if (info->maxntid[0])
        out_printf(o, ".maxntid %u, %u, %u\n", info->maxntid[0], info->maxntid[1], info->maxntid[2]);
    if (info->reqntid[0])
        out_printf(o, ".reqntid %u, %u, %u\n", info->reqntid[0], info->reqntid[1], info->reqntid[2]);
    if (info->minctasm)
        out_printf(o, ".minnctapersm %u\n", info->minctasm);
    if (info->maxnreg)
        out_printf(o, ".maxnreg %u\n", info->maxnreg);
    out_printf(o, "{\n");
    for (unsigned c = 0; c < NCLS; c++)
        if (f->nreg[c])
            out_printf(o, "\t.reg %s %s<%u>;\n", cls_decl[c], cls_pfx[c], f->nreg[c] + 1);
    out_append(o, &f->decl);
    out_append(o, &f->body);
    e->unsupported |= f->unsup;
    out_printf(o, "}\n");
done:
    if (f->body.oom || f->decl.oom)
        e->out.oom = 1;
    out_free(&f->body);
    out_free(&f->decl);
    vec_free(&f->ops);
    vec_free(&f->order);
    mem_free(f->vals);
    mem_free(f->blocks);
    return early;
}

/* ---- module ---- */

/* Writes a global's initializer bytes (little endian) into buf[0..size);
 * 0, or -1 when it holds something other than numbers (addresses). */
static int init_bytes(LlvmEmit *e, LLVMValueRef c, uint8_t *buf, uint64_t size, uint64_t off)
{
    LLVMTypeRef t = LLVMTypeOf(c);
    if (LLVMIsUndef(c) || LLVMIsPoison(c) || LLVMIsAConstantAggregateZero(c) || LLVMIsAConstantPointerNull(c))
        return 0;
    uint64_t n = LLVMStoreSizeOfType(e->td, t);
    if (off + n > size)
        return -1;
    if (LLVMIsAConstantInt(c)) {
        unsigned w = LLVMGetIntTypeWidth(t);
        if (w > 64)
            return -1;
        uint64_t v = LLVMConstIntGetZExtValue(c);
        for (uint64_t i = 0; i < n && i < 8; i++)
            buf[off + i] = (uint8_t)(v >> (8 * i));
        return 0;
    }
    if (LLVMIsAConstantFP(c)) {
        LLVMBool loses;
        double d = LLVMConstRealGetDouble(c, &loses);
        uint64_t v;
        if (LLVMGetTypeKind(t) == LLVMFloatTypeKind) {
            float x = (float)d;
            uint32_t b;
            memcpy(&b, &x, 4);
            v = b;
        } else if (LLVMGetTypeKind(t) == LLVMDoubleTypeKind) {
            memcpy(&v, &d, 8);
        } else if (LLVMGetTypeKind(t) == LLVMHalfTypeKind) {
            v = half_bits(d);
        } else {
            return -1;
        }
        for (uint64_t i = 0; i < n; i++)
            buf[off + i] = (uint8_t)(v >> (8 * i));
        return 0;
    }
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (k == LLVMArrayTypeKind || k == LLVMVectorTypeKind || k == LLVMStructTypeKind) {
        unsigned ne = k == LLVMStructTypeKind ? LLVMCountStructElementTypes(t)
                    : k == LLVMArrayTypeKind ? (unsigned)LLVMGetArrayLength2(t) : LLVMGetVectorSize(t);
        for (unsigned i = 0; i < ne; i++) {
            LLVMValueRef el = LLVMGetAggregateElement(c, i);
            uint64_t eo = k == LLVMStructTypeKind ? LLVMOffsetOfElement(e->td, t, i)
                        : i * (k == LLVMArrayTypeKind ? LLVMABISizeOfType(e->td, LLVMGetElementType(t))
                                                      : LLVMStoreSizeOfType(e->td, LLVMGetElementType(t)));
            if (!el || init_bytes(e, el, buf, size, off + eo) < 0)
                return -1;
        }
        return 0;
    }
    return -1;
}

static void emit_global(LlvmEmit *e, LLVMValueRef g)
{
    size_t len;
    const char *raw = LLVMGetValueName2(g, &len), *name = gname(e, g);
    if (starts(raw, "llvm."))
        return;  // llvm.used and friends
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
    const char *sp = as == 7 ? ".shared" : space_name(as);  // a cluster's shared memory is its blocks'
    if (!*sp || as == 5 || as == 101)
        sp = ".global";  // generic (addrspace 0) globals live in global memory
    LLVMTypeRef t = LLVMGlobalGetValueType(g);
    uint64_t size = LLVMABISizeOfType(e->td, t);
    unsigned al = LLVMGetAlignment(g);
    if (!al)
        al = LLVMABIAlignmentOfType(e->td, t);
    int ext = LLVMIsDeclaration(g);
    OutBuf *o = &e->out;
    if (ext && size == 0) {  // dynamic shared memory: extern T x[]
        out_printf(o, ".extern %s .align %u .b8 %s[];\n", sp, al, name);
        return;
    }
    out_printf(o, "%s%s .align %u .b8 %s[%llu]", ext ? ".extern " : ".visible ", sp, al, name,
               (unsigned long long)(size ? size : 1));
    LLVMValueRef init = ext ? NULL : LLVMGetInitializer(g);
    uint8_t *bytes = init && size && size <= (1u << 20) ? mem_alloc(size) : NULL;
    if (bytes) {
        memset(bytes, 0, size);
        if (init_bytes(e, init, bytes, size, 0) == 0 && as != 3) {
            uint64_t last = size;
            while (last && !bytes[last - 1])
                last--;
            if (last) {
                out_printf(o, " = {");
                for (uint64_t i = 0; i < size; i++)
                    out_printf(o, "%s%u", i ? "," : "", bytes[i]);
                out_printf(o, "}");
            }
        }
        mem_free(bytes);
    }
    out_printf(o, ";\n");
}

static int emit_all(LlvmEmit *e)
{
    OutBuf funcs = { 0 };
    arena_init(&e->text);
    OutBuf saved = e->out;
    memset(&e->out, 0, sizeof e->out);
    /* functions first (they name the debug files), into their own buffer */
    for (uint32_t i = 0; i < e->nfns && !e->error; i++)
        if (e->fns[i].kernel && !LLVMIsDeclaration(e->fns[i].fn))
            if (emit_function(e, &e->fns[i], 1))
                emit_function(e, &e->fns[i], 0);
    funcs = e->out;
    e->out = saved;
    OutBuf *o = &e->out;
    out_printf(o, "//\n// Lowered by warpsafe from LLVM IR (for analysis only)\n//\n\n");
    out_printf(o, ".version %s\n.target %s\n.address_size 64\n\n", e->ptx_version, e->target);
    for (uint32_t i = 0; i < dbg_files.len; i++) {
        const DbgFile *d = &dbg_files.data[i];
        int dir = d->nlen && d->name[0] != '/' && d->dlen;
        out_printf(o, ".file %u \"%s%s%s\"\n", i + 1, dir ? file_text(e, d->dir, d->dlen) : "", dir ? "/" : "",
                   file_text(e, d->name, d->nlen));
    }
    /* every called external function, by name: the analysis knows some
     * (vprintf, __assertfail); the others make it unknown */
    for (uint32_t i = 0; i < e->nfns; i++) {
        const FnInfo *fi = &e->fns[i];
        size_t len;
        const char *name = LLVMGetValueName2(fi->fn, &len);
        if (fi->kernel || starts(name, "llvm."))
            continue;
        if (!LLVMGetFirstUse(fi->fn))
            continue;
        out_printf(o, ".extern .func %s();\n", gname(e, fi->fn));
    }
    for (unsigned u = 0; u < U_COUNT; u++)
        if (e->unsupported & (1u << u))
            out_printf(o, ".extern .func __warpsafe_unsupported_%s();\n", unsupported_name[u]);
    for (LLVMValueRef g = LLVMGetFirstGlobal(e->mod); g; g = LLVMGetNextGlobal(g))
        emit_global(e, g);
    if (e->module_asm_len)
        out_printf(o, "\n%.*s\n\n", (int)e->module_asm_len, e->module_asm);
    out_append(o, &funcs);
    out_free(&funcs);
    vec_free(&dbg_files);
    arena_free(&e->text);
    return e->error ? -1 : o->oom ? -1 : 0;
}

int llvm_emit_module(LlvmEmit *e)
{
    /* the module's inline asm (rustc's global_asm!: a .shared array the
     * functions' inline asm names), kept when the PTX parser takes it, alone
     * and in the whole lowered module (its names may clash with the IR's);
     * otherwise the inline asm that needs it is not understood */
    e->module_asm = LLVMGetModuleInlineAsm(e->mod, &e->module_asm_len);
    if (e->module_asm_len && !ptx_takes(e, e->module_asm, e->module_asm_len, 0))
        e->module_asm_len = 0;
    int rc = emit_all(e);
    if (rc == 0 && e->module_asm_len) {
        DiagSink ds;
        diag_init(&ds);
        KirModule *m = ptx_parse(e->out.s, e->out.len, &ds, diag_add_file(&ds, "<lowered PTX>"));
        int ok = m && ds.nerr == 0;
        kir_module_free(m);
        diag_free(&ds);
        if (!ok) {  // once more without it
            out_free(&e->out);
            e->unsupported = 0;
            e->module_asm_len = 0;
            rc = emit_all(e);
        }
    }
    return rc;
}
