/*
 * kir.c - kernel IR tables and queries.
 * Consumes: nothing (pure tables and lookups over a built module).
 * Produces: names for opcodes, spaces, types and special registers;
 * register naming; module lifetime. Assumes: nothing beyond kir.h.
 */
#include "warpsafe/kir.h"

#include <stdio.h>
#include <string.h>

/* grep "ORDER OP" */
static const struct {
    const char *name;
    unsigned flags;
} op_table[KIR_OP_COUNT] = {
#define KIR_OP(id, name, flags) { name, flags },
#include "warpsafe/kir_ops.def"
#undef KIR_OP
};

/* grep "ORDER SPACE" */
static const char *const space_names[KIR_SPACE_COUNT] = {
    "", "reg", "sreg", "const", "global", "local", "param", "shared", "shared::cluster",
    "tex", "surf",
};

/* grep "ORDER TYPE" */
static const struct {
    const char *name;
    unsigned bits;
} type_table[KIR_TYPE_COUNT] = {
    { "", 0 }, { "pred", 1 },
    { "b8", 8 }, { "b16", 16 }, { "b32", 32 }, { "b64", 64 }, { "b128", 128 },
    { "u8", 8 }, { "u16", 16 }, { "u32", 32 }, { "u64", 64 },
    { "s8", 8 }, { "s16", 16 }, { "s32", 32 }, { "s64", 64 },
    { "f16", 16 }, { "f16x2", 32 }, { "bf16", 16 }, { "bf16x2", 32 },
    { "tf32", 32 }, { "f32", 32 }, { "f64", 64 },
    { "e4m3", 8 }, { "e5m2", 8 }, { "e4m3x2", 16 }, { "e5m2x2", 16 },
    { "texref", 64 }, { "samplerref", 64 }, { "surfref", 64 },
};

static const char *const sem_names[KIR_SEM_COUNT] = {
    "", "weak", "volatile", "relaxed", "acquire", "release", "acq_rel", "sc", "mmio",
};

static const char *const scope_names[KIR_SCOPE_COUNT] = { "", "cta", "cluster", "gpu", "sys" };

/* grep "ORDER SUBOP" */
static const char *const subop_names[KIR_SUB_COUNT] = {
    "", "add", "inc", "dec", "min", "max", "and", "or", "xor", "exch", "cas",
    "up", "down", "bfly", "idx", "all", "any", "uni", "ballot",
    "eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs",
    "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan",
    "init", "arrive", "arrive_drop", "expect_tx", "complete_tx", "test_wait", "try_wait",
    "inval", "pending_count", "sync", "red", "wait",
};

/* Bit order of KIR_MOD_*. */
static const char *const mod_names[] = {
    "nc", "aligned", "sync", "uni", "wide", "hi", "lo", "to", "cluster", "proxy", "parity",
    "all", "bulk", "noinc",
};

/* grep "ORDER SREG" */
static const char *const sreg_names[KIR_SREG_COUNT] = {
    "%other", "%tid", "%ntid", "%ctaid", "%nctaid", "%laneid", "%warpid", "%nwarpid",
    "%smid", "%nsmid", "%gridid", "%clock", "%clock64", "%globaltimer",
    "%lanemask_eq", "%lanemask_le", "%lanemask_lt", "%lanemask_ge", "%lanemask_gt",
    "%dynamic_smem_size", "%total_smem_size",
    "%clusterid", "%nclusterid", "%cluster_ctaid", "%cluster_nctaid", "%cluster_ctarank",
    "%cluster_nctarank",
};

/* Families of special registers kept as KIR_SREG_OTHER with their name. */
static const char *const other_sreg_prefixes[] = {
    "%envreg", "%pm", "%clock_hi", "%globaltimer_lo", "%globaltimer_hi", "%reserved_smem_offset",
    "%aggr_smem_size", "%is_explicit_cluster", "%current_graph_exec", "%nwarpid",
};

const char *kir_line_word(const KirModule *m)
{
    return m && m->from_llvm ? "IR" : "PTX";
}

const char *kir_op_name(KirOp op) { return op < KIR_OP_COUNT ? op_table[op].name : "?"; }
unsigned kir_op_flags(KirOp op) { return op < KIR_OP_COUNT ? op_table[op].flags : 0; }
const char *kir_space_name(KirSpace s) { return s < KIR_SPACE_COUNT ? space_names[s] : "?"; }
const char *kir_type_name(KirType t) { return t < KIR_TYPE_COUNT ? type_table[t].name : "?"; }
unsigned kir_type_bits(KirType t) { return t < KIR_TYPE_COUNT ? type_table[t].bits : 0; }
int kir_type_is_int(KirType t)
{
    return (t >= KIR_TYPE_B8 && t <= KIR_TYPE_S64) || t == KIR_TYPE_PRED;
}

int kir_type_is_signed(KirType t) { return t >= KIR_TYPE_S8 && t <= KIR_TYPE_S64; }

const char *kir_sem_name(KirSem s) { return s < KIR_SEM_COUNT ? sem_names[s] : "?"; }
const char *kir_scope_name(KirScope s) { return s < KIR_SCOPE_COUNT ? scope_names[s] : "?"; }
const char *kir_subop_name(KirSubop s) { return s < KIR_SUB_COUNT ? subop_names[s] : "?"; }

const char *kir_mod_name(unsigned mod)
{
    for (unsigned b = 0; b < sizeof mod_names / sizeof mod_names[0]; b++)
        if (mod == 1u << b)
            return mod_names[b];
    return "";
}

const char *kir_sreg_name(KirSreg s) { return s < KIR_SREG_COUNT ? sreg_names[s] : "?"; }

KirSreg kir_sreg_lookup(const char *name, size_t len)
{
    for (int i = 1; i < KIR_SREG_COUNT; i++)
        if (strlen(sreg_names[i]) == len && memcmp(sreg_names[i], name, len) == 0)
            return (KirSreg)i;
    for (size_t i = 0; i < sizeof other_sreg_prefixes / sizeof other_sreg_prefixes[0]; i++) {
        size_t n = strlen(other_sreg_prefixes[i]);
        if (len >= n && memcmp(other_sreg_prefixes[i], name, n) == 0)
            return KIR_SREG_OTHER;
    }
    return KIR_SREG_COUNT;
}

KirModule *kir_module_new(void)
{
    KirModule *m = mem_alloc(sizeof *m);
    if (!m)
        return NULL;
    memset(m, 0, sizeof *m);
    arena_init(&m->arena);
    strtab_init(&m->strs, &m->arena);
    m->address_size = 64;
    return m;
}

void kir_module_free(KirModule *m)
{
    while (m) {
        KirModule *next = m->next;
        strtab_free(&m->strs);
        arena_free(&m->arena);
        mem_free(m);
        m = next;
    }
}

const KirRegDecl *kir_reg_decl(const KirFunc *f, uint32_t reg)
{
    /* Declarations are in ascending `base` order: binary search. */
    uint32_t lo = 0, hi = f->nregdecls;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        const KirRegDecl *d = &f->regdecls[mid];
        uint32_t n = d->count ? d->count : 1;
        if (reg < d->base)
            hi = mid;
        else if (reg >= d->base + n)
            lo = mid + 1;
        else
            return d;
    }
    return NULL;
}

const char *kir_reg_name(const KirFunc *f, uint32_t reg, char *buf, size_t bufsize)
{
    const KirRegDecl *d = kir_reg_decl(f, reg);
    if (!d)
        snprintf(buf, bufsize, "%%<bad:%u>", reg);
    else if (d->count)
        snprintf(buf, bufsize, "%s%u", d->name, reg - d->base);
    else if (d->scope)
        snprintf(buf, bufsize, "%s#%u", d->name, d->base);  // scoped names are reused: keep them apart
    else
        snprintf(buf, bufsize, "%s", d->name);
    return buf;
}

/* A libdevice function that only computes a value from its arguments. */
static int libdevice_pure(const char *name)
{
    static const char *const through_pointer[] = { "sincos", "frexp", "modf", "remquo" };
    if (strncmp(name, "__nv_", 5) != 0 || strncmp(name, "__nv_nan", 8) == 0)
        return 0;
    for (unsigned k = 0; k < sizeof through_pointer / sizeof through_pointer[0]; k++)
        if (strstr(name, through_pointer[k]))
            return 0;
    return 1;
}

int kir_call_is_benign(const KirModule *m, const KirInst *in)
{
    static const char *const benign[] = { "vprintf", "__assertfail" };
    if (in->op != KIR_OP_CALL)
        return 0;
    for (uint32_t i = 0; i < in->nopnd; i++) {
        if (in->opnds[i].kind != KIR_OPND_FUNC)
            continue;
        const KirFunc *g = in->opnds[i].func < m->nfuncs ? &m->funcs[in->opnds[i].func] : NULL;
        if (!g || g->has_body)
            return 0;
        for (unsigned k = 0; k < sizeof benign / sizeof benign[0]; k++)
            if (strcmp(g->name, benign[k]) == 0)
                return 1;
        return libdevice_pure(g->name);
    }
    return 0;
}

int kir_call_is_assert(const KirModule *m, const KirInst *in)
{
    for (uint32_t i = 0; in->op == KIR_OP_CALL && i < in->nopnd; i++)
        if (in->opnds[i].kind == KIR_OPND_FUNC)
            return in->opnds[i].func < m->nfuncs && !m->funcs[in->opnds[i].func].has_body &&
                   strcmp(m->funcs[in->opnds[i].func].name, "__assertfail") == 0;
    return 0;
}

int32_t kir_func_find(const KirModule *m, const char *name)
{
    for (uint32_t i = 0; i < m->nfuncs; i++)
        if (m->funcs[i].name == name)
            return (int32_t)i;
    return -1;
}

uint32_t kir_module_nkernels(const KirModule *m)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < m->nfuncs; i++)
        n += m->funcs[i].kind == KIR_FUNC_ENTRY && m->funcs[i].has_body;
    return n;
}

KirScope kir_inst_scope(const KirInst *i)
{
    if (i->scope != KIR_SCOPE_NONE)
        return (KirScope)i->scope;
    if (i->op == KIR_OP_ATOM || i->op == KIR_OP_RED)
        return KIR_SCOPE_GPU;
    return KIR_SCOPE_NONE;
}

int kir_barrier(const KirInst *i, KirBarrier *b)
{
    if ((i->op != KIR_OP_BAR && i->op != KIR_OP_BARRIER) || (i->mods & KIR_MOD_CLUSTER) ||
        (i->subop != KIR_SUB_SYNC && i->subop != KIR_SUB_ARRIVE && i->subop != KIR_SUB_RED))
        return 0;
    /* operands after the destination: id, {count}, and for bar.red the predicate */
    uint32_t first = i->ndst, n = i->nopnd - first - (i->subop == KIR_SUB_RED);
    const KirOperand *id = n > 0 ? &i->opnds[first] : NULL, *cnt = n > 1 ? &i->opnds[first + 1] : NULL;
    b->id = id && id->kind == KIR_OPND_IMM ? id->imm : -1;
    b->count = !cnt ? 0 : cnt->kind == KIR_OPND_IMM ? cnt->imm : -1;
    b->waits = i->subop != KIR_SUB_ARRIVE;
    b->aligned = (i->mods & KIR_MOD_ALIGNED) != 0;
    return 1;
}

int kir_barrier_full(const KirInst *i)
{
    KirBarrier b;
    return (i->op == KIR_OP_BAR || i->op == KIR_OP_BARRIER) && (!kir_barrier(i, &b) || (b.count == 0 && b.waits));
}

int kir_addr_index(const KirInst *in)
{
    for (uint32_t i = 0; i < in->nopnd; i++)
        if (in->opnds[i].kind == KIR_OPND_ADDR || in->opnds[i].kind == KIR_OPND_TEXADDR)
            return (int)i;
    return -1;
}

int kir_bulk_tensor(const KirInst *i)
{
    const char *m = i->op == KIR_OP_CP_ASYNC_BULK && i->mnemonic ? i->mnemonic : "";
    if (strncmp(m, "cp.async.bulk.tensor.", 21) != 0 || m[21] < '1' || m[21] > '5' || strncmp(m + 22, "d.", 2) != 0)
        return 0;
    int dim = m[21] - '0';
    m += 24;
    if (strncmp(m, "shared::cluster.global", 22) == 0)
        m += 22;
    else if (strncmp(m, "shared::cta.global", 18) == 0)
        m += 18;
    else
        return 0;
    if (strncmp(m, ".tile", 5) == 0)
        m += 5;
    if (strncmp(m, ".mbarrier::complete_tx::bytes", 29) != 0)
        return 0;
    m += 29;
    if (*m && strcmp(m, ".L2::cache_hint") != 0)  // multicast, cta_group, im2col modes: not this form
        return 0;
    const KirOperand *o = i->opnds;
    if (i->nopnd < 3 || o[0].kind != KIR_OPND_ADDR || o[1].kind != KIR_OPND_TEXADDR || o[1].n != 2 ||
        o[2].kind != KIR_OPND_ADDR)
        return 0;
    return dim;
}

unsigned kir_matrix_rows(const KirInst *i, unsigned *lanes)
{
    const char *m = i->mnemonic ? i->mnemonic : "";
    if ((i->op != KIR_OP_LDMATRIX && i->op != KIR_OP_STMATRIX) || !strstr(m, ".m8n8.") || !strstr(m, ".b16"))
        return 0;
    *lanes = strstr(m, ".x1.") ? 8 : strstr(m, ".x2.") ? 16 : strstr(m, ".x4.") ? 32 : 0;
    return *lanes ? 16 : 0;
}

int kir_bulk_mbar_index(const KirInst *i)
{
    return kir_bulk_tensor(i) ? 2 : 3;
}

KirBulk kir_bulk(const KirInst *i)
{
    if (i->op != KIR_OP_CP_ASYNC_BULK)
        return KIR_BULK_NONE;
    const char *m = i->mnemonic ? i->mnemonic : "";
    if (strncmp(m, "cp.async.bulk.prefetch", 22) == 0)
        return KIR_BULK_PREFETCH;
    if (kir_bulk_tensor(i))
        return KIR_BULK_LOAD;
    if (strncmp(m, "cp.async.bulk.", 14) != 0 || strstr(m, ".tensor") || strstr(m, "multicast"))
        return KIR_BULK_OTHER;
    m += 14;
    int ok_ops = i->nopnd >= 3 && i->opnds[0].kind == KIR_OPND_ADDR && i->opnds[1].kind == KIR_OPND_ADDR &&
                 i->opnds[2].kind != KIR_OPND_ADDR;
    if ((strncmp(m, "shared::cluster.global.mbarrier::complete_tx::bytes", 51) == 0 ||
         strncmp(m, "shared::cta.global.mbarrier::complete_tx::bytes", 47) == 0) &&
        ok_ops && i->nopnd >= 4 && i->opnds[3].kind == KIR_OPND_ADDR)
        return KIR_BULK_LOAD;
    if (strncmp(m, "global.shared::cta.bulk_group", 29) == 0 && ok_ops)
        return KIR_BULK_STORE;
    return KIR_BULK_OTHER;
}

int kir_async_copy(const KirInst *i)
{
    return i->op == KIR_OP_CP_ASYNC || kir_bulk(i) == KIR_BULK_LOAD;
}

/* A wait_group's count: its immediate N, or -2 when it has none. */
static int64_t wait_count(const KirInst *i)
{
    return i->nopnd && i->opnds[0].kind == KIR_OPND_IMM && i->opnds[0].imm >= 0 ? i->opnds[0].imm : -2;
}

int kir_cp_group(const KirInst *i, int *commits, int64_t *wait)
{
    if ((i->op != KIR_OP_CP_ASYNC_COMMIT && i->op != KIR_OP_CP_ASYNC_WAIT) || (i->mods & KIR_MOD_BULK))
        return 0;
    int all = i->op == KIR_OP_CP_ASYNC_WAIT && (i->mods & KIR_MOD_ALL);
    *commits = i->op == KIR_OP_CP_ASYNC_COMMIT || all;
    if (i->op == KIR_OP_CP_ASYNC_COMMIT)
        *wait = -1;
    else if (all)
        *wait = 0;
    else
        *wait = wait_count(i);
    return 1;
}

int kir_bulk_group(const KirInst *i, int *commits, int64_t *wait)
{
    if ((i->op != KIR_OP_CP_ASYNC_COMMIT && i->op != KIR_OP_CP_ASYNC_WAIT) || !(i->mods & KIR_MOD_BULK))
        return 0;
    *commits = i->op == KIR_OP_CP_ASYNC_COMMIT;
    *wait = *commits ? -1 : wait_count(i);
    return 1;
}

int kir_proxy_fence_shared(const KirInst *i)
{
    const char *m = i->mnemonic ? i->mnemonic : "";
    return i->op == KIR_OP_FENCE && strncmp(m, "fence.proxy.async", 17) == 0 &&
           (m[17] == 0 || strcmp(m + 17, ".shared::cta") == 0 || strcmp(m + 17, ".shared::cluster") == 0);
}

int kir_warp_collective(const KirInst *i, int *mask)
{
    *mask = -1;
    switch ((KirOp)i->op) {
    case KIR_OP_SHFL: case KIR_OP_VOTE: case KIR_OP_MATCH: case KIR_OP_REDUX:
        if (!(i->mods & KIR_MOD_SYNC) || i->nopnd <= i->ndst)
            return 0;
        *mask = i->nopnd - 1;  // the member mask: the last operand
        return 1;
    case KIR_OP_BAR_WARP:
        if (i->nopnd <= i->ndst)
            return 0;
        *mask = i->nopnd - 1;
        return 1;
    case KIR_OP_BAR: case KIR_OP_BARRIER:
        return 0;  // CTA and cluster barriers: barrier-divergence's other half
    default:
        if (i->op == KIR_OP_OPAQUE && (i->mods & KIR_MOD_SYNC) && i->mnemonic &&
            strncmp(i->mnemonic, "elect.", 6) == 0 && i->nopnd > i->ndst) {
            *mask = i->nopnd - 1;
            return 1;
        }
        return (i->mods & KIR_MOD_ALIGNED) != 0;
    }
}

uint64_t kir_fimm_bits(const KirOperand *o, unsigned width)
{
    if (o->fwidth == 64 && width == 32) {
        double d;
        uint64_t u = o->fbits;
        memcpy(&d, &u, sizeof d);
        float f = (float)d;
        uint32_t v;
        memcpy(&v, &f, sizeof v);
        return v;
    }
    if (o->fwidth == 32 && width == 64) {
        float f;
        uint32_t u = (uint32_t)o->fbits;
        memcpy(&f, &u, sizeof f);
        double d = f;
        uint64_t v;
        memcpy(&v, &d, sizeof v);
        return v;
    }
    return o->fbits;
}
