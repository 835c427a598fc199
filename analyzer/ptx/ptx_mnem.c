/*
 * ptx_mnem.c - decoding PTX mnemonics.
 * Consumes: mnemonic text such as "ld.global.nc.v4.f32". Produces: the KIR
 * opcode, state spaces, types, vector width, memory semantics and scope,
 * the family's operation modifier and the boolean modifiers that matter.
 * Each distinct text is decoded once and cached, so the per-instruction
 * cost is one hash of the mnemonic. A base name that is not a PTX ISA 9.x
 * instruction decodes to valid = 0 (the parser reports it).
 */
#include "ptx_int.h"

#include <stdlib.h>
#include <string.h>

/* Every PTX ISA 9.x instruction base name (the text before the first dot),
 * sorted for bsearch. grep "ORDER BASES" */
static const char *const bases[] = {
    "abs", "activemask", "add", "addc", "alloca", "and", "applypriority", "atom", "bar",
    "barrier", "bfe", "bfi", "bfind", "bmsk", "bra", "brev", "brkpt", "brx", "call",
    "clusterlaunchcontrol", "clz", "cnot", "copysign", "cos", "cp", "createpolicy", "cvt",
    "cvta", "discard", "div", "dp2a", "dp4a", "elect", "ex2", "exit", "fence", "fma", "fns",
    "getctarank", "griddepcontrol", "isspacep", "istypep", "ld", "ldmatrix", "ldu", "lg2",
    "lop3", "mad", "mad24", "madc", "mapa", "match", "max", "mbarrier", "membar", "min", "mma",
    "mov", "movmatrix", "mul", "mul24", "multimem", "nanosleep", "neg", "not", "or", "pmevent",
    "popc", "prefetch", "prefetchu", "prmt", "rcp", "red", "redux", "rem", "ret", "rsqrt",
    "sad", "selp", "set", "setmaxnreg", "setp", "shf", "shfl", "shl", "shr", "sin", "slct",
    "sqrt", "st", "stackrestore", "stacksave", "stmatrix", "sub", "subc", "suld", "suq",
    "sured", "sust", "szext", "tanh", "tcgen05", "tensormap", "testp", "tex", "tld4", "trap",
    "txq", "vabsdiff", "vabsdiff2", "vabsdiff4", "vadd", "vadd2", "vadd4", "vavrg2", "vavrg4",
    "vmad", "vmax", "vmax2", "vmax4", "vmin", "vmin2", "vmin4", "vote", "vset", "vset2", "vset4",
    "vshl", "vshr", "vsub", "vsub2", "vsub4", "wgmma", "wmma", "xor",
};

/* Opaque instructions whose first register operand is read, not written. */
static const char *const opaque_nodst[] = {
    "nanosleep", "stackrestore", "pmevent", "setmaxnreg", "brkpt", "prefetchu", "discard",
    "applypriority", "griddepcontrol", "tensormap", "multimem", "clusterlaunchcontrol",
};

static int eq(const char *s, size_t len, const char *lit)
{
    return strlen(lit) == len && memcmp(s, lit, len) == 0;
}

static int cmp_base(const void *key, const void *elem)
{
    return strcmp((const char *)key, *(const char *const *)elem);
}

KirType ptx_type_from_name(const char *s, size_t len)
{
    for (int t = KIR_TYPE_PRED; t < KIR_TYPE_COUNT; t++)
        if (eq(s, len, kir_type_name((KirType)t)))
            return (KirType)t;
    return KIR_TYPE_NONE;
}

KirSpace ptx_space_from_name(const char *s, size_t len)
{
    if (eq(s, len, "shared::cta"))
        return KIR_SPACE_SHARED;
    if (eq(s, len, "param::entry") || eq(s, len, "param::func"))
        return KIR_SPACE_PARAM;
    if (eq(s, len, "const") || eq(s, len, "global") || eq(s, len, "local") ||
        eq(s, len, "param") || eq(s, len, "shared") || eq(s, len, "shared::cluster") ||
        eq(s, len, "tex") || eq(s, len, "reg") || eq(s, len, "sreg") || eq(s, len, "surf"))
        for (int sp = KIR_SPACE_REG; sp < KIR_SPACE_COUNT; sp++)
            if (eq(s, len, kir_space_name((KirSpace)sp)))
                return (KirSpace)sp;
    return KIR_SPACE_COUNT;
}

static KirSem sem_from_name(const char *s, size_t len)
{
    for (int i = KIR_SEM_WEAK; i < KIR_SEM_COUNT; i++)
        if (eq(s, len, kir_sem_name((KirSem)i)))
            return (KirSem)i;
    return KIR_SEM_NONE;
}

static KirScope scope_from_name(const char *s, size_t len)
{
    for (int i = KIR_SCOPE_CTA; i < KIR_SCOPE_COUNT; i++)
        if (eq(s, len, kir_scope_name((KirScope)i)))
            return (KirScope)i;
    return KIR_SCOPE_NONE;
}

/* The family's operation modifiers, per opcode. */
static int subop_allowed(KirOp op, KirSubop sub)
{
    switch (op) {
    case KIR_OP_ATOM: case KIR_OP_RED: case KIR_OP_REDUX:
        return sub >= KIR_SUB_ADD && sub <= KIR_SUB_CAS;
    case KIR_OP_SHFL:
        return sub >= KIR_SUB_UP && sub <= KIR_SUB_IDX;
    case KIR_OP_VOTE: case KIR_OP_MATCH:
        return sub >= KIR_SUB_ALL && sub <= KIR_SUB_BALLOT;
    case KIR_OP_SETP: case KIR_OP_SET:
        return sub >= KIR_SUB_EQ && sub <= KIR_SUB_NAN;
    case KIR_OP_MBARRIER:
        return sub >= KIR_SUB_INIT && sub <= KIR_SUB_PENDING_COUNT;
    case KIR_OP_BAR: case KIR_OP_BARRIER:
        return sub == KIR_SUB_SYNC || sub == KIR_SUB_ARRIVE || sub == KIR_SUB_RED ||
               sub == KIR_SUB_WAIT;
    default:
        return 0;
    }
}

static KirSubop subop_from_name(KirOp op, const char *s, size_t len)
{
    for (int i = 1; i < KIR_SUB_COUNT; i++)
        if (eq(s, len, kir_subop_name((KirSubop)i)) && subop_allowed(op, (KirSubop)i))
            return (KirSubop)i;
    return KIR_SUB_NONE;
}

static uint16_t mod_from_name(const char *s, size_t len)
{
    for (unsigned b = 0; b < 16; b++)
        if (*kir_mod_name(1u << b) && eq(s, len, kir_mod_name(1u << b)))
            return (uint16_t)(1u << b);
    if (eq(s, len, "bulk_group"))
        return KIR_MOD_BULK;
    return 0;
}

/* Opcode for a base and the components after it (cp.async.*, bar.warp.sync). */
static KirOp op_for(const char *base, const char *const *comp, const size_t *clen, int ncomp)
{
    if (strcmp(base, "bar") == 0 && ncomp > 1 && eq(comp[1], clen[1], "warp"))
        return KIR_OP_BAR_WARP;
    if (strcmp(base, "cp") == 0) {
        if (ncomp > 1 && eq(comp[1], clen[1], "reduce"))
            return KIR_OP_CP_ASYNC_BULK;
        if (ncomp < 3 || !eq(comp[1], clen[1], "async"))
            return KIR_OP_OPAQUE;
        int k = 2;
        if (eq(comp[2], clen[2], "bulk") && ncomp > 3)
            k = 3;
        if (eq(comp[k], clen[k], "commit_group"))
            return KIR_OP_CP_ASYNC_COMMIT;
        if (eq(comp[k], clen[k], "wait_group") || eq(comp[k], clen[k], "wait_all"))
            return KIR_OP_CP_ASYNC_WAIT;
        if (eq(comp[2], clen[2], "mbarrier"))
            return KIR_OP_CP_ASYNC_MBARRIER;
        return k == 3 || eq(comp[2], clen[2], "bulk") ? KIR_OP_CP_ASYNC_BULK : KIR_OP_CP_ASYNC;
    }
    for (int op = 1; op < KIR_OP_COUNT; op++)
        if (strcmp(base, kir_op_name((KirOp)op)) == 0)
            return (KirOp)op;
    return KIR_OP_OPAQUE;
}

/* Decodes s[0..len) into *m (text not set). */
static void decode(const char *s, size_t len, PtxMnem *m)
{
    enum { MAXC = 24 };
    const char *comp[MAXC];
    size_t clen[MAXC];
    int n = 0;
    const char *p = s, *end = s + len;
    while (p <= end && n < MAXC) {
        const char *dot = memchr(p, '.', (size_t)(end - p));
        const char *stop = dot ? dot : end;
        comp[n] = p;
        clen[n++] = (size_t)(stop - p);
        if (!dot)
            break;
        p = dot + 1;
    }
    char base[32];
    memset(m, 0, sizeof *m);
    m->vec = 1;
    if (clen[0] == 0 || clen[0] >= sizeof base)
        return;
    memcpy(base, comp[0], clen[0]);
    base[clen[0]] = '\0';
    if (!bsearch(base, bases, sizeof bases / sizeof bases[0], sizeof bases[0], cmp_base))
        return;
    for (int i = 1; i < n; i++)
        if (clen[i] == 0)
            return;  // `add..u32`, `ld.`: not an instruction
    if (n == MAXC)
        return;      // more modifiers than any PTX instruction has
    m->valid = 1;
    KirOp op = op_for(base, comp, clen, n);
    m->op = (uint16_t)op;
    m->nodst = (kir_op_flags(op) & KIR_OPF_NODST) != 0;
    for (size_t i = 0; op == KIR_OP_OPAQUE && i < sizeof opaque_nodst / sizeof opaque_nodst[0]; i++)
        if (strcmp(base, opaque_nodst[i]) == 0)
            m->nodst = 1;
    if (op == KIR_OP_BAR)
        m->mods |= KIR_MOD_ALIGNED;
    if (op == KIR_OP_MEMBAR)
        m->sem = KIR_SEM_SC;
    int ntype = 0, nspace = 0;
    for (int i = 1; i < n; i++) {
        const char *c = comp[i];
        size_t l = clen[i];
        KirType t;
        KirSpace sp;
        KirSem se;
        KirScope sc;
        KirSubop sub;
        if ((t = ptx_type_from_name(c, l)) != KIR_TYPE_NONE) {
            if (ntype++ == 0)
                m->type = (uint8_t)t;
            else if (ntype == 2)
                m->type2 = (uint8_t)t;
        } else if ((sp = ptx_space_from_name(c, l)) != KIR_SPACE_COUNT) {
            if (nspace++ == 0)
                m->space = (uint8_t)sp;
            else if (nspace == 2)
                m->space2 = (uint8_t)sp;
        } else if (l == 2 && c[0] == 'v' && (c[1] == '2' || c[1] == '4' || c[1] == '8')) {
            m->vec = (uint8_t)(c[1] - '0');
        } else if (eq(c, l, "v16")) {
            m->vec = 16;
        } else if ((se = sem_from_name(c, l)) != KIR_SEM_NONE) {
            m->sem = (uint8_t)se;
        } else if ((sc = scope_from_name(c, l)) != KIR_SCOPE_NONE) {
            m->scope = (uint8_t)sc;
        } else if (op == KIR_OP_MEMBAR && eq(c, l, "gl")) {
            m->scope = KIR_SCOPE_GPU;
        } else if (m->subop == KIR_SUB_NONE && (sub = subop_from_name(op, c, l)) != KIR_SUB_NONE) {
            m->subop = (uint8_t)sub;
        } else if (op == KIR_OP_CP_ASYNC_WAIT && eq(c, l, "wait_all")) {
            m->mods |= KIR_MOD_ALL;
        } else {
            m->mods |= mod_from_name(c, l);
        }
    }
    if ((op == KIR_OP_BAR || op == KIR_OP_BARRIER) && m->subop == KIR_SUB_RED)
        m->nodst = 0;
    if ((op == KIR_OP_BAR || op == KIR_OP_BARRIER) && m->subop == KIR_SUB_NONE &&
        !(m->mods & KIR_MOD_CLUSTER))
        m->subop = KIR_SUB_SYNC;  // `bar 0` is the old spelling of bar.sync
}

static int cache_grow(PtxMnemCache *c)
{
    uint32_t ncap = c->cap ? c->cap * 2 : 256;
    PtxMnem *slots = mem_alloc((size_t)ncap * sizeof *slots);
    uint32_t *hashes = mem_alloc((size_t)ncap * sizeof *hashes);
    if (!slots || !hashes) {
        mem_free(slots);
        mem_free(hashes);
        return -1;
    }
    memset(slots, 0, (size_t)ncap * sizeof *slots);
    for (uint32_t i = 0; i < c->cap; i++) {
        if (!c->slots[i].text)
            continue;
        uint32_t j = c->hashes[i] & (ncap - 1);
        while (slots[j].text)
            j = (j + 1) & (ncap - 1);
        slots[j] = c->slots[i];
        hashes[j] = c->hashes[i];
    }
    mem_free(c->slots);
    mem_free(c->hashes);
    c->slots = slots;
    c->hashes = hashes;
    c->cap = ncap;
    return 0;
}

const PtxMnem *ptx_mnem_lookup(PtxMnemCache *c, StrTab *strs, const char *s, size_t len)
{
    if ((c->len + 1) * 2 > c->cap && cache_grow(c) < 0)
        return NULL;
    uint32_t h = strtab_hash(s, len);
    uint32_t j = h & (c->cap - 1);
    while (c->slots[j].text) {
        const char *t = c->slots[j].text;
        if (c->hashes[j] == h && strncmp(t, s, len) == 0 && t[len] == '\0')
            return &c->slots[j];
        j = (j + 1) & (c->cap - 1);
    }
    const char *text = strtab_intern(strs, s, len);
    if (!text)
        return NULL;
    decode(s, len, &c->slots[j]);
    c->slots[j].text = text;
    c->hashes[j] = h;
    c->len++;
    return &c->slots[j];
}

void ptx_mnem_cache_free(PtxMnemCache *c)
{
    mem_free(c->slots);
    mem_free(c->hashes);
    memset(c, 0, sizeof *c);
}
