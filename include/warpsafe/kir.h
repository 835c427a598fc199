/*
 * kir.h - the kernel IR (KIR): the one representation every front end
 * produces and the analysis reads. A KirModule holds variables (every state
 * space, module- or function-level), functions (.entry kernels and .func
 * device functions) and the files of the source-location table. A function
 * holds registers, parameters, and basic blocks over one instruction array;
 * blocks have predecessor and successor lists (the CFG).
 *
 * Memory: everything hangs off the module's arena and is freed at once by
 * kir_module_free. Strings are interned in the module's string table
 * (compare them with ==). Nothing points into the front end's input.
 *
 * The format is written up in docs/kir.md.
 */
#ifndef KIR_H
#define KIR_H

#include <stdint.h>
#include <stdio.h>

#include "warpsafe/arena.h"
#include "warpsafe/diag.h"

typedef struct KirModule KirModule;
typedef struct KirFunc KirFunc;
typedef struct KirBlock KirBlock;
typedef struct KirInst KirInst;
typedef struct KirOperand KirOperand;
typedef struct KirVar KirVar;
typedef struct KirRegDecl KirRegDecl;
typedef struct KirFile KirFile;
typedef struct KirInitElem KirInitElem;

/* grep "ORDER SPACE": kir_space_name's table follows this order. */
typedef enum {
    KIR_SPACE_NONE,           // no state space given: generic addressing
    KIR_SPACE_REG,
    KIR_SPACE_SREG,
    KIR_SPACE_CONST,
    KIR_SPACE_GLOBAL,
    KIR_SPACE_LOCAL,
    KIR_SPACE_PARAM,          // kernel or function parameter space
    KIR_SPACE_SHARED,         // .shared / .shared::cta
    KIR_SPACE_SHARED_CLUSTER, // .shared::cluster
    KIR_SPACE_TEX,
    KIR_SPACE_SURF,
    KIR_SPACE_COUNT
} KirSpace;

/* grep "ORDER TYPE": kir_type_name / kir_type_bits follow this order. */
typedef enum {
    KIR_TYPE_NONE,
    KIR_TYPE_PRED,
    KIR_TYPE_B8, KIR_TYPE_B16, KIR_TYPE_B32, KIR_TYPE_B64, KIR_TYPE_B128,
    KIR_TYPE_U8, KIR_TYPE_U16, KIR_TYPE_U32, KIR_TYPE_U64,
    KIR_TYPE_S8, KIR_TYPE_S16, KIR_TYPE_S32, KIR_TYPE_S64,
    KIR_TYPE_F16, KIR_TYPE_F16X2, KIR_TYPE_BF16, KIR_TYPE_BF16X2,
    KIR_TYPE_TF32, KIR_TYPE_F32, KIR_TYPE_F64,
    KIR_TYPE_E4M3, KIR_TYPE_E5M2, KIR_TYPE_E4M3X2, KIR_TYPE_E5M2X2,
    KIR_TYPE_TEXREF, KIR_TYPE_SAMPLERREF, KIR_TYPE_SURFREF,
    KIR_TYPE_COUNT
} KirType;

/* Memory-model qualifiers of an access (PTX ISA 8). */
typedef enum {
    KIR_SEM_NONE,      // plain (weak) access, or not a memory operation
    KIR_SEM_WEAK,      // written .weak
    KIR_SEM_VOLATILE,
    KIR_SEM_RELAXED,
    KIR_SEM_ACQUIRE,
    KIR_SEM_RELEASE,
    KIR_SEM_ACQ_REL,
    KIR_SEM_SC,
    KIR_SEM_MMIO,
    KIR_SEM_COUNT
} KirSem;

typedef enum {
    KIR_SCOPE_NONE,    // not given (atom/red default to .gpu: see kir_inst_scope)
    KIR_SCOPE_CTA,
    KIR_SCOPE_CLUSTER,
    KIR_SCOPE_GPU,
    KIR_SCOPE_SYS,
    KIR_SCOPE_COUNT
} KirScope;

/* Opcodes. Instructions the analysis models get their own opcode; every
 * other valid PTX instruction is KIR_OP_OPAQUE and keeps its mnemonic and
 * destination registers. The list lives in kir_ops.def. */
typedef enum {
#define KIR_OP(id, name, flags) KIR_OP_##id,
#include "warpsafe/kir_ops.def"
#undef KIR_OP
    KIR_OP_COUNT
} KirOp;

/* Opcode flags (kir_op_flags). */
enum {
    KIR_OPF_MEM = 1 << 0,     // reads or writes memory through an address operand
    KIR_OPF_TERM = 1 << 1,    // ends a basic block (branch, return, exit)
    KIR_OPF_SYNC = 1 << 2,    // barrier, fence or warp collective
    KIR_OPF_NODST = 1 << 3,   // no destination operand (stores, barriers, ...)
    KIR_OPF_ATOMIC = 1 << 4,  // atom/red: strong by definition
    KIR_OPF_ASYNC = 1 << 5,   // asynchronous proxy (cp.async*, wgmma, tcgen05)
};

/* The operation modifier of an opcode family, decoded per family (atom/red
 * and redux: the operation; shfl: the mode; vote/match: the mode; setp/set:
 * the comparison; mbarrier: the operation; bar/barrier: sync/arrive/red).
 * grep "ORDER SUBOP": ptx_mnem.c's name table follows this order. */
typedef enum {
    KIR_SUB_NONE,
    KIR_SUB_ADD, KIR_SUB_INC, KIR_SUB_DEC, KIR_SUB_MIN, KIR_SUB_MAX, KIR_SUB_AND, KIR_SUB_OR,
    KIR_SUB_XOR, KIR_SUB_EXCH, KIR_SUB_CAS,
    KIR_SUB_UP, KIR_SUB_DOWN, KIR_SUB_BFLY, KIR_SUB_IDX,
    KIR_SUB_ALL, KIR_SUB_ANY, KIR_SUB_UNI, KIR_SUB_BALLOT,
    KIR_SUB_EQ, KIR_SUB_NE, KIR_SUB_LT, KIR_SUB_LE, KIR_SUB_GT, KIR_SUB_GE,
    KIR_SUB_LO, KIR_SUB_LS, KIR_SUB_HI, KIR_SUB_HS,
    KIR_SUB_EQU, KIR_SUB_NEU, KIR_SUB_LTU, KIR_SUB_LEU, KIR_SUB_GTU, KIR_SUB_GEU,
    KIR_SUB_NUM, KIR_SUB_NAN,
    KIR_SUB_INIT, KIR_SUB_ARRIVE, KIR_SUB_ARRIVE_DROP, KIR_SUB_EXPECT_TX, KIR_SUB_COMPLETE_TX,
    KIR_SUB_TEST_WAIT, KIR_SUB_TRY_WAIT, KIR_SUB_INVAL, KIR_SUB_PENDING_COUNT,
    KIR_SUB_SYNC, KIR_SUB_RED, KIR_SUB_WAIT,
    KIR_SUB_COUNT
} KirSubop;

/* Boolean modifiers that matter to the analysis (KirInst.mods). */
enum {
    KIR_MOD_NC = 1 << 0,       // ld.global.nc
    KIR_MOD_ALIGNED = 1 << 1,  // barrier.sync.aligned, bar.* (aligned by definition)
    KIR_MOD_SYNC = 1 << 2,     // .sync warp collectives
    KIR_MOD_UNI = 1 << 3,      // bra.uni, call.uni
    KIR_MOD_WIDE = 1 << 4,     // mul.wide, mad.wide
    KIR_MOD_HI = 1 << 5,       // mul.hi, mad.hi
    KIR_MOD_LO = 1 << 6,       // mul.lo, mad.lo
    KIR_MOD_TO = 1 << 7,       // cvta.to.<space>
    KIR_MOD_CLUSTER = 1 << 8,  // barrier.cluster
    KIR_MOD_PROXY = 1 << 9,    // fence.proxy
    KIR_MOD_PARITY = 1 << 10,  // mbarrier *.parity
    KIR_MOD_ALL = 1 << 11,     // cp.async.wait_all
    KIR_MOD_BULK = 1 << 12,    // cp.async.bulk / .bulk_group
    KIR_MOD_NOINC = 1 << 13,   // cp.async.mbarrier.arrive.noinc
};

/* Special registers (%tid etc.). grep "ORDER SREG". */
typedef enum {
    KIR_SREG_OTHER,           // any other; the name is kept in the operand
    KIR_SREG_TID, KIR_SREG_NTID, KIR_SREG_CTAID, KIR_SREG_NCTAID,
    KIR_SREG_LANEID, KIR_SREG_WARPID, KIR_SREG_NWARPID,
    KIR_SREG_SMID, KIR_SREG_NSMID, KIR_SREG_GRIDID,
    KIR_SREG_CLOCK, KIR_SREG_CLOCK64, KIR_SREG_GLOBALTIMER,
    KIR_SREG_LANEMASK_EQ, KIR_SREG_LANEMASK_LE, KIR_SREG_LANEMASK_LT,
    KIR_SREG_LANEMASK_GE, KIR_SREG_LANEMASK_GT,
    KIR_SREG_DYNAMIC_SMEM_SIZE, KIR_SREG_TOTAL_SMEM_SIZE,
    KIR_SREG_CLUSTERID, KIR_SREG_NCLUSTERID, KIR_SREG_CLUSTER_CTAID,
    KIR_SREG_CLUSTER_NCTAID, KIR_SREG_CLUSTER_CTARANK, KIR_SREG_CLUSTER_NCTARANK,
    KIR_SREG_COUNT
} KirSreg;

typedef enum {
    KIR_OPND_NONE,
    KIR_OPND_REG,     // reg: register id in the function
    KIR_OPND_SREG,    // sreg + comp (0 none, 1..4 = .x .y .z .w); name for OTHER
    KIR_OPND_IMM,     // imm: integer immediate (two's complement in 64 bits)
    KIR_OPND_FIMM,    // fbits: IEEE bits; fwidth 32 or 64 (0f / 0d / decimal)
    KIR_OPND_VAR,     // var: a variable (any state space, parameters included)
    KIR_OPND_FUNC,    // func: a function (call target, address taken)
    KIR_OPND_LABEL,   // block: a basic block (after lowering)
    KIR_OPND_ADDR,    // [base + off]: base is reg, var or nothing
    KIR_OPND_VEC,     // {a, b, ...}: elems[0..n); also a|b (pipe set)
    KIR_OPND_LIST,    // (a, b, ...): call argument lists; elems[0..n)
    KIR_OPND_SINK,    // _ : result discarded / unnamed
    KIR_OPND_NAME,    // name: an identifier kept by name (call prototype)
    KIR_OPND_TEXADDR, // [a, b, ...]: texture/surface operand lists; elems[0..n)
    KIR_OPND_COUNT
} KirOperandKind;

typedef enum { KIR_BASE_NONE, KIR_BASE_REG, KIR_BASE_VAR } KirBaseKind;

struct KirOperand {
    uint8_t kind;        // KirOperandKind
    uint8_t neg;         // !p (logical negation of a predicate)
    uint8_t comp;        // SREG component (0 none, 1..4 = .x .y .z .w); VEC: 1 = written a|b
    uint8_t base_kind;   // ADDR: KirBaseKind
    uint8_t fwidth;      // FIMM: 32 or 64
    uint16_t n;          // VEC/LIST/TEXADDR: element count
    union {
        uint32_t reg;    // REG
        struct {         // SREG
            uint32_t sreg;           // KirSreg
            const char *sreg_name;   // interned, e.g. "%tid" (OTHER: the full name)
        };
        int64_t imm;     // IMM
        uint64_t fbits;  // FIMM
        uint32_t var;    // VAR: index in module->vars
        uint32_t func;   // FUNC: index in module->funcs
        uint32_t block;  // LABEL: block id
        struct {         // NAME
            const char *name;        // interned
            uint32_t name_line, name_col; // where it was written (for messages)
        };
        struct {         // ADDR
            uint32_t base;   // reg id or var index (per base_kind)
            int64_t off;     // byte offset
        } addr;
        KirOperand *elems; // VEC, LIST, TEXADDR
    };
};

struct KirInst {
    uint16_t op;         // KirOp
    uint8_t space;       // KirSpace of a memory op (NONE = generic)
    uint8_t type;        // first type modifier (KirType)
    uint8_t type2;       // second type modifier (cvt, mul.wide sources, ...)
    uint8_t vec;         // .v2/.v4/.v8 width, else 1
    uint8_t sem;         // KirSem
    uint8_t scope;       // KirScope
    uint8_t guard_neg;   // @!p
    uint8_t ndst;        // operands[0..ndst) are written
    uint8_t subop;       // KirSubop: the operation modifier of the op family
    uint16_t mods;       // KIR_MOD_* flags
    uint16_t nopnd;      // total operands
    int32_t guard;       // predicate register id, or -1
    uint8_t space2;      // second state space (cp.async.shared.global: global), else NONE
    uint16_t linked;     // 0, or 1 + the index in module->linked of the input it was linked from
    const char *mnemonic;// full interned mnemonic, e.g. "ld.global.nc.v4.f32"
    KirOperand *opnds;   // nopnd operands
    SrcLoc loc;          // source position from .loc / !dbg (file indexes module->files), or 0s
    uint32_t line;       // position in the input (PTX line/col; file = input)
    uint32_t col;
    uint32_t inlined_at; // index+1 into func->inlined (0: not inlined)
};

struct KirBlock {
    const char *label;   // interned label name, or NULL for an unlabelled block
    uint32_t first;      // first instruction in func->insts
    uint32_t ninst;
    uint32_t *preds;     // block ids
    uint32_t npreds;
    uint32_t *succs;     // block ids, in branch order (taken target first, then fall-through)
    uint32_t nsuccs;
};

/* A register declaration: `.reg .b32 %r<10>` declares %r0..%r9 (count 10,
 * parametric); `.reg .pred p` declares one (count 0). Register ids are
 * dense per function: decl ids [base, base + max(count,1)). */
struct KirRegDecl {
    const char *name;    // interned prefix ("%r") or full name
    uint8_t type;        // KirType
    uint8_t vec;         // .v2/.v4 registers, else 1
    uint32_t count;      // 0: a single register named `name`
    uint32_t base;       // first register id
    uint32_t scope;      // lexical scope depth (0: function body); nested { } blocks rename
};

/* A variable of any state space: module globals, .shared/.const/.local,
 * kernel and function parameters. */
struct KirVar {
    const char *name;    // interned
    uint8_t space;       // KirSpace
    uint8_t type;        // element type
    uint8_t vec;         // .v2/.v4 element, else 1
    uint8_t is_extern;   // .extern (e.g. dynamic shared arrays)
    uint8_t is_visible;  // .visible
    uint8_t is_weak;     // .weak or .common
    uint8_t ptr_space;   // params: .ptr.<space> attribute, else NONE
    uint8_t unsized;     // declared with [] (size from the launch)
    uint32_t align;      // bytes; 0 = natural
    uint32_t ptr_align;  // params: .ptr ... .align N
    uint32_t ndims;      // array dimensions
    uint64_t dims[4];    // dims[0] may be 0 when unsized
    uint64_t size;       // bytes (elements * element size); 0 when unsized
    int32_t func;        // owning function index, or -1 for module scope
    uint8_t is_param;    // a function or kernel parameter
    uint8_t is_retparam; // a .func return parameter
    KirInitElem *init;   // initializer elements, or NULL
    uint32_t ninit;
    uint32_t line;       // declaration position in the input
    uint32_t col;
};

/* One initializer element: an integer, float bits, or the address of a
 * variable/function (generic(x) or x) plus an offset. */
struct KirInitElem {
    uint8_t kind;        // KIR_OPND_IMM, KIR_OPND_FIMM, KIR_OPND_VAR, KIR_OPND_FUNC
    uint8_t generic;     // written generic(x)
    uint8_t fwidth;
    union { int64_t imm; uint64_t fbits; uint32_t var; uint32_t func; };
    int64_t off;         // VAR/FUNC: offset added
};

/* Where an inlined instruction came from: `.loc f l c, function_name X,
 * inlined_at f2 l2 c2`. */
typedef struct {
    SrcLoc at;           // the call site
    const char *function;// interned name of the inlined function's name label, or NULL
} KirInlined;

enum { KIR_FUNC_ENTRY = 1, KIR_FUNC_DEVICE = 2 };

struct KirFunc {
    const char *name;    // interned
    uint8_t kind;        // KIR_FUNC_ENTRY or KIR_FUNC_DEVICE
    uint8_t is_visible, is_extern, is_weak, noreturn;
    uint8_t has_body;    // 0 for a declaration (prototype only)
    uint8_t explicitcluster;
    uint32_t maxntid[3], reqntid[3];     // 0 = not given (unused dims are 1 when given)
    uint32_t reqnctapercluster[3];
    uint32_t minnctapersm, maxnreg, maxclusterrank, maxnctapersm;
    uint32_t *params;    // var indices, in order
    uint32_t nparams;
    uint32_t *rets;      // return parameter var indices
    uint32_t nrets;
    KirRegDecl *regdecls;
    uint32_t nregdecls;
    uint32_t nregs;      // dense register ids [0, nregs)
    KirInst *insts;      // all instructions, in program order
    uint32_t ninsts;
    KirBlock *blocks;    // block 0 is the entry
    uint32_t nblocks;
    KirInlined *inlined; // inlining records (KirInst.inlined_at - 1)
    uint32_t ninlined;
    const char **pragmas;// .pragma strings in the body, in order
    uint32_t npragmas;
    uint32_t line, col;  // position of the .entry/.func directive
    uint16_t linked;     // 0, or 1 + the index in module->linked of the input it was linked from
};

struct KirFile {
    uint32_t id;         // the number in `.file id "..."`
    const char *name;    // interned; with a directory form, "dir/name"
    const char *dir;     // directory from `.file N "dir" "name"`, or NULL
};

struct KirModule {
    Arena arena;         // owns all nodes
    StrTab strs;         // interned strings
    const char *path;    // input path (interned)
    uint32_t input_file; // index of the input in the DiagSink passed to the front end
    uint32_t version_major, version_minor;  // .version
    const char **targets;// .target entries, e.g. "sm_90a", "debug"
    uint32_t ntargets;
    uint32_t address_size; // 32 or 64 (default 64 when absent)
    KirFile *files;      // .file table
    uint32_t nfiles;
    KirVar *vars;
    uint32_t nvars;
    KirFunc *funcs;
    uint32_t nfuncs;
    const char **pragmas;// module-level .pragma strings
    uint32_t npragmas;
    const char *variant; // cuobjdump listing: the section's `arch = ...` value, else NULL
    uint8_t from_llvm;   // lowered from LLVM IR: instruction positions are .ll lines
    KirModule *next;     // the next PTX module of the same input (cuobjdump listings hold several)
    const char **linked; // paths of the inputs functions were linked from (kir_link), interned
    uint32_t nlinked;
};

/* ---- construction and queries (kir/kir.c) ---- */

/* A new, empty module; NULL on OOM. Free it with kir_module_free. */
KirModule *kir_module_new(void);
/* Frees m and every module chained after it. */
void kir_module_free(KirModule *m);

/* What messages call an instruction position of m: "PTX" (a line of the
 * .ptx file), or "IR" for a module lowered from LLVM IR (a .ll line). */
const char *kir_line_word(const KirModule *m);
const char *kir_op_name(KirOp op);        // "ld", "st", ..., "opaque"
unsigned kir_op_flags(KirOp op);
const char *kir_space_name(KirSpace s);   // "global", ...; "" for NONE
const char *kir_type_name(KirType t);     // "b32", ...; "" for NONE
unsigned kir_type_bits(KirType t);        // 0 for NONE and opaque handles
/* Integer (b*, u*, s*) or predicate types: the ones with exact bit-vector
 * semantics; and the signed integer types. */
int kir_type_is_int(KirType t);
int kir_type_is_signed(KirType t);
const char *kir_sem_name(KirSem s);
const char *kir_scope_name(KirScope s);
const char *kir_sreg_name(KirSreg s);     // "%tid", ...
const char *kir_subop_name(KirSubop s);   // "add", "bfly", "lt", ...; "" for NONE
/* Name of one KIR_MOD_* flag ("nc", "aligned", ...); "" for no such flag. */
const char *kir_mod_name(unsigned mod);
/* Looks up a special register by its name with the %; KIR_SREG_COUNT when
 * the name is not a known special register. */
KirSreg kir_sreg_lookup(const char *name, size_t len);

/* Name of register id `reg` of f written into buf (e.g. "%r12"); returns buf. */
const char *kir_reg_name(const KirFunc *f, uint32_t reg, char *buf, size_t bufsize);
/* The declaration holding register id `reg`, or NULL if out of range. */
const KirRegDecl *kir_reg_decl(const KirFunc *f, uint32_t reg);
/* Index of the function named `name` (interned), or -1. */
int32_t kir_func_find(const KirModule *m, const char *name);
/* Number of .entry kernels. */
uint32_t kir_module_nkernels(const KirModule *m);
/* Scope of an instruction as PTX defines it: the written scope, else .gpu
 * for atom/red/fence-less atomics, else NONE. */
KirScope kir_inst_scope(const KirInst *i);

/* The bits of floating-point literal o used at width bits (32 or 64): a
 * 0d/decimal literal used as .f32 is rounded to single precision (to
 * nearest), a 0f literal used as .f64 widened; other widths as written. */
uint64_t kir_fimm_bits(const KirOperand *o, unsigned width);

/* A CTA barrier (bar/barrier, not .cluster) as the memory model sees it. */
typedef struct {
    int64_t id;      // barrier number 0..15; -1 when it is in a register
    int64_t count;   // participating threads; 0 when absent (all of the CTA); -1 in a register
    uint8_t waits;   // sync/red: waits for the phase to complete (arrive does not)
    uint8_t aligned; // every thread of a warp executes the same instruction
} KirBarrier;

/* 1 and *b filled when i is a CTA barrier (bar/barrier .sync/.arrive/.red
 * without .cluster), else 0. A full barrier (count absent, waits) makes
 * every thread of the CTA meet; the others are counted barriers. */
int kir_barrier(const KirInst *i, KirBarrier *b);
/* A bar/barrier instruction other than a counted one: every thread of the
 * CTA (of the cluster, for .cluster) meets there. */
int kir_barrier_full(const KirInst *i);
/* A warp collective that every lane named in its member mask must execute
 * (the same instruction, PTX ISA: "all non-exited threads in membermask"):
 * shfl/vote/match/redux .sync, bar.warp.sync, elect.sync, and the .aligned
 * warp instructions (mma/wmma/ldmatrix/stmatrix/movmatrix/wgmma), whose
 * mask is the whole warp. Returns 0 when i is none; else 1 with *mask the
 * index of its member-mask operand, or -1 for the whole warp. */
int kir_warp_collective(const KirInst *i, int *mask);
/* A cp.async group operation (not the bulk groups of cp.async.bulk):
 * returns 0 when i is none; else 1 with *commits the groups it commits (1
 * for commit_group and wait_all, else 0) and *wait how many of the newest
 * groups it leaves pending: -1 no wait, 0 wait_all, N wait_group N, -2 a
 * wait_group whose count is not an immediate. */
int kir_cp_group(const KirInst *i, int *commits, int64_t *wait);
/* The same for the bulk groups of cp.async.bulk stores: 1 when i is
 * cp.async.bulk.commit_group (*commits 1, *wait -1) or
 * cp.async.bulk.wait_group[.read] N (*commits 0, *wait N, or -2 when N is
 * not an immediate); either wait lets the sources of the older groups be
 * overwritten. */
int kir_bulk_group(const KirInst *i, int *commits, int64_t *wait);
/* fence.proxy.async of the shared window (.shared::cta, or no state space:
 * every one): it orders the thread's generic accesses of shared memory
 * with later asynchronous-proxy operations. */
int kir_proxy_fence_shared(const KirInst *i);
/* What a cp.async.bulk-family instruction (KIR_OP_CP_ASYNC_BULK) does:
 * LOAD, cp.async.bulk.shared::{cluster,cta}.global.mbarrier::complete_tx
 * ::bytes [dst], [src], size, [mbar] without .multicast (operands 0..3),
 * or the tensor form of kir_bulk_tensor;
 * STORE, cp.async.bulk.global.shared::cta.bulk_group [dst], [src], size
 * (operands 0..2); PREFETCH, cp.async.bulk.prefetch (no memory effect);
 * OTHER for the rest (.tensor, cp.reduce.async.bulk, shared::cluster
 * sources, multicast); NONE when i is not one. */
typedef enum { KIR_BULK_NONE, KIR_BULK_LOAD, KIR_BULK_STORE, KIR_BULK_PREFETCH, KIR_BULK_OTHER } KirBulk;
KirBulk kir_bulk(const KirInst *i);
/* A TMA tensor load into the executing block's shared memory,
 * cp.async.bulk.tensor.Nd.shared::{cluster,cta}.global[.tile].mbarrier::
 * complete_tx::bytes[.L2::cache_hint] [dst], [tmap, {c0, ...}], [mbar]
 * (no multicast, im2col or cta_group): N, else 0. It writes the tensor
 * map's box, bytes the PTX does not hold (AccessModel.box_var). */
int kir_bulk_tensor(const KirInst *i);
/* ldmatrix / stmatrix .m8n8.x{1,2,4}.b16: each of lanes 0 .. *lanes - 1
 * gives the address of one 16-byte row (8 per matrix); returns 16, or 0
 * for another shape or count. */
unsigned kir_matrix_rows(const KirInst *i, unsigned *lanes);
/* The operand index of a kir_bulk LOAD's mbarrier: 2 for the tensor form,
 * else 3. */
int kir_bulk_mbar_index(const KirInst *i);
/* An asynchronous copy whose destination and source are its first two
 * operands, each one access: cp.async, or a kir_bulk LOAD. */
int kir_async_copy(const KirInst *i);
/* The index of the instruction's first memory operand ([addr], or a
 * texture's [tex, coords]), or -1 when it has none. */
int kir_addr_index(const KirInst *in);

/* ---- CFG (kir/kir_cfg.c) ---- */

/* A direct call to a function without a body whose effects no rule can
 * see: vprintf (writes only the printf buffer), __assertfail (reports
 * and stops the kernel) and libdevice's math (`__nv_expf`, ...: values in,
 * a value out, no memory; not the ones that store through a pointer:
 * sincos, frexp, modf, remquo, nor nan, which reads a string). Analyses may
 * step over it; its results are unknown. */
int kir_call_is_benign(const KirModule *m, const KirInst *in);
/* A call to __assertfail (a failed assert(): the thread does not go on). */
int kir_call_is_assert(const KirModule *m, const KirInst *in);

/* Replaces the direct calls of function fi to device functions with a body
 * by copies of those bodies (recursively, not recursive calls), and the
 * .param cells that pass arguments and results by registers (kir_inline.c).
 * The function keeps its meaning; calls it cannot inline stay. Returns 0,
 * or -1 on OOM (the function is then unchanged). */
int kir_inline_calls(KirModule *m, uint32_t fi);

/* ---- linking (kir/kir_link.c) ---- */

/* Gives each function m declares without a body the definition a module
 * of another input makes externally visible under its name (.visible, or
 * .weak where none is .visible), as nvlink links relocatable device code;
 * a .weak body of m gives way to another input's strong one. The body is
 * copied into m with the functions and module-scope variables it uses:
 * external ones are m's external ones of the name (a static one of m is
 * another object: an external copy is then named name@0, so every input
 * finds the same one), static ones are copies renamed name@N (N >= 2)
 * where m has the name; another input's kernel named by address becomes a
 * declaration, never m's kernel. Rounds repeat until nothing more links
 * (a copied body may call what a third input defines), so the order of
 * the inputs does not matter. Two strong definitions (LNK001) or a
 * definition whose parameters differ from the declaration (LNK002) are
 * warnings in sink (once per name), and those calls stay. The copies
 * record their input (KirInst.linked, KirFunc.linked) and are not
 * candidates themselves. Returns the number of functions linked, or -1
 * on OOM (the rounds before stay linked; m stays consistent). */
int kir_link(KirModule *m, KirModule *const *others, uint32_t nothers, DiagSink *sink);

/* Splits f->insts into basic blocks at labels and after terminators and
 * builds preds/succs. `labels` gives, for each label name (interned), the
 * instruction index it precedes: labels[k] / label_at[k], nlabels long.
 * Branch operands must already be KIR_OPND_LABEL holding the *instruction
 * index* of their target; this rewrites them to block ids.
 * Returns 0, or -1 on OOM (m->arena.oom set). */
int kir_cfg_build(KirModule *m, KirFunc *f, const char *const *labels,
                  const uint32_t *label_at, uint32_t nlabels);

/* ---- verifier (kir/kir_verify.c) ---- */

/* Checks the invariants the analysis relies on (operands in range, CFG
 * symmetric, terminators last, guards are predicates, branch targets
 * valid). Each broken invariant becomes an error in `sink` at the
 * instruction's input position in file `file`. Returns the number of
 * errors found (0 = valid). */
uint32_t kir_verify(const KirModule *m, DiagSink *sink, uint32_t file);

/* ---- text dump (kir/kir_print.c) ---- */

/* Writes a deterministic text form of the module (docs/kir.md). */
void kir_print_module(const KirModule *m, FILE *out);
void kir_print_operand(const KirModule *m, const KirFunc *f, const KirOperand *o, FILE *out);

#endif
