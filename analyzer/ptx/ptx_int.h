/*
 * ptx_int.h - shared inside the PTX front end only.
 */
#ifndef PTX_INT_H
#define PTX_INT_H

#include "warpsafe/ptx.h"
#include "warpsafe/vec.h"

/* What a mnemonic decodes to; cached per distinct mnemonic text. */
typedef struct {
    const char *text;    // interned mnemonic
    uint16_t op;         // KirOp
    uint8_t space, space2, type, type2, vec, sem, scope, subop;
    uint16_t mods;       // KIR_MOD_*
    uint8_t nodst;       // never has a destination
    uint8_t valid;       // base name is a PTX instruction
} PtxMnem;

typedef struct {
    PtxMnem *slots;      // open addressing on the text
    uint32_t *hashes;
    uint32_t cap, len;
} PtxMnemCache;

/* Decodes the mnemonic s[0..len) (cached). Returns NULL on OOM; the entry's
 * `valid` is 0 when the base name is not a PTX instruction. */
const PtxMnem *ptx_mnem_lookup(PtxMnemCache *c, StrTab *strs, const char *s, size_t len);
void ptx_mnem_cache_free(PtxMnemCache *c);

/* Decodes a type modifier name without its dot ("u32"); KIR_TYPE_NONE if
 * it is not a type. */
KirType ptx_type_from_name(const char *s, size_t len);
/* Decodes a state space name without its dot ("shared::cta");
 * KIR_SPACE_COUNT if it is not a space. */
KirSpace ptx_space_from_name(const char *s, size_t len);

/* ---- the parser (ptx_parse.c, ptx_decl.c, ptx_inst.c, ptx_lower.c) ---- */

typedef VEC(const char *) StrVec;
typedef VEC(uint32_t) U32Vec;

enum { ENT_REG, ENT_REGRANGE, ENT_VAR, ENT_PROTO, ENT_TABLE };
enum { GLOBAL_VAR = 1, GLOBAL_FUNC = 2 };

typedef struct {
    const char *name;    // interned
    uint32_t len;
    uint8_t kind;        // ENT_*
    uint32_t depth;      // block nesting depth where declared
    uint32_t index;      // regdecl index, var index or table index
    uint32_t hash;       // of the name, for the scope table
    int32_t shadow;      // the entry of the same name this one hides, or -1
} ScopeEnt;

/* The scope table: name -> innermost ScopeEnt, open addressing; slots of an
 * older generation are empty (a new function bumps the generation). */
typedef struct {
    const char *name;
    uint32_t len, hash, gen;
    int32_t top;         // innermost entry with this name, or -1
} ScopeSlot;

/* A recently looked-up register prefix (up to 8 bytes) and its innermost
 * scope entry, valid while the scope is unchanged (version). */
typedef struct {
    uint64_t key;
    uint32_t len, version;
    int32_t top;
} RangeCacheEnt;

/* Interned pointer -> index, with the same generation trick. */
typedef struct {
    const void *key;
    uint32_t gen, value;
} PtrSlot;

typedef struct {
    PtrSlot *slots;
    uint32_t cap, len, gen;
} PtrMap;

typedef struct {
    const char *name;    // interned
    uint32_t at;         // index of the instruction the label precedes
    uint32_t depth;
    uint32_t line, col;
} LabelDef;

typedef struct {
    KirOperand *o;       // the pending operand (kind NAME, comp 1), in the arena
    uint32_t depth;      // innermost block where it may still be defined
    uint32_t line, col;
} LabelRef;

typedef struct {
    const char **labels; // interned label names (arena)
    uint32_t n;
} BranchTable;

typedef struct Parser {
    PtxLexer lx;
    PtxToken tok;        // current token
    DiagSink *sink;
    uint32_t file;
    KirModule *m;
    uint32_t nerr;
    int oom;
    int seen_version;
    int fatal;           // input given up on (binary data, not PTX): no further errors
    PtxMnemCache mnems;
    VEC(KirVar) vars;
    VEC(KirFunc) funcs;
    VEC(KirFile) files;
    StrVec targets;
    StrVec pragmas;
    PtrMap globals;      // module-level names (see global_find)
    /* the function body being parsed */
    int32_t cur_func;
    uint32_t depth;
    uint32_t nregs;
    VEC(KirInst) insts;
    VEC(KirRegDecl) regdecls;
    VEC(ScopeEnt) scope;
    ScopeSlot *sslots;        // scope table (see ScopeSlot)
    uint32_t scap, sused, sgen;
    uint32_t sversion;        // bumped by every push/pop: validates rcache
    uint32_t nexact_digit;    // live non-range entries named %...<digit>
    RangeCacheEnt rcache[8];
    PtrMap label_map;         // depth-0 labels of the function: name -> index in labels
    PtrMap scope_labels;      // scratch: the labels of a nested block being closed
    VEC(LabelDef) labels;     // visible label definitions
    VEC(LabelDef) all_labels; // every label of the function, for the CFG
    VEC(LabelRef) refs;
    VEC(BranchTable) tables;
    VEC(KirInlined) inlined;
    StrVec fpragmas;
    VEC(KirOperand) scratch;  // elements of { } ( ) [ ] lists being parsed
    SrcLoc curloc;            // from the last .loc
    uint32_t cur_inlined;     // inlined_at of the last .loc
} Parser;

/* ptx_parse.c: tokens, errors, numbers, scopes, module symbols */
void parse_next(Parser *p);
void parse_error(Parser *p, const PtxToken *t, const char *code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static inline int is_punct(const Parser *p, char c)
{
    return p->tok.kind == PTX_TOK_PUNCT && p->tok.punct == c;
}

static inline int is_word(const Parser *p, const char *w)
{
    size_t n = __builtin_strlen(w);
    return p->tok.kind == PTX_TOK_WORD && p->tok.len == n && __builtin_memcmp(p->tok.start, w, n) == 0;
}
const char *tok_desc(const Parser *p, char *buf, size_t size);
int expect_punct(Parser *p, char c, const char *what);
void parse_recover(Parser *p);
const char *intern_tok(Parser *p, const PtxToken *t);
int parse_int_tok(Parser *p, const PtxToken *t, int64_t *out);
int parse_float_tok(Parser *p, const PtxToken *t, uint64_t *bits, uint8_t *width);
int parse_u32(Parser *p, uint32_t *out, const char *what);
int scope_push(Parser *p, const char *name, uint8_t kind, uint32_t index);
/* The innermost entry a use of s[0..len) refers to: an exact name, or a
 * register of a range (%r7 of %r<10>, *idx = 7). NULL if none. */
const ScopeEnt *scope_find(Parser *p, const char *s, size_t len, uint32_t *idx);
/* The innermost entry declared with exactly this name (any kind), or NULL. */
const ScopeEnt *scope_find_decl(const Parser *p, const char *s, size_t len);
void scope_pop(Parser *p);
void scope_reset(Parser *p);
int ptrmap_get(const PtrMap *m, const void *key, uint32_t *value);
int ptrmap_put(PtrMap *m, const void *key, uint32_t value);
void ptrmap_clear(PtrMap *m);
void ptrmap_free(PtrMap *m);
int global_find(const Parser *p, const char *name, uint8_t *kind, uint32_t *index);
int global_add(Parser *p, const char *name, uint8_t kind, uint32_t index);

/* ptx_decl.c: module directives, declarations, function headers and bodies */
void parse_module(Parser *p);

/* ptx_inst.c: one instruction statement (guard and mnemonic already seen:
 * p->tok is the mnemonic word) */
void parse_instruction(Parser *p, int32_t guard, uint8_t guard_neg, const PtxToken *start);
/* A register name s[0..len) to its id; -1 if undeclared. */
int32_t lookup_reg(Parser *p, const char *s, size_t len);

/* ptx_lower.c: label resolution, CFG, module assembly */
void labels_close_scope(Parser *p);
int finish_function(Parser *p, KirFunc *f);
void finish_module(Parser *p);
void parser_free(Parser *p);

#endif
