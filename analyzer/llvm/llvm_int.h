/*
 * llvm_int.h - shared inside the LLVM front end module only (llvm_fe.c,
 * llvm_emit.c). The only header besides LLVM-C's own that names LLVM types.
 */
#ifndef LLVM_INT_H
#define LLVM_INT_H

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "warpsafe/arena.h"
#include "warpsafe/llvm_fe.h"
#include "warpsafe/vec.h"

/* A growing text buffer that remembers, for each line written, the input
 * position it stands for. */
typedef struct {
    char *s;
    size_t len, cap;
    VEC(uint32_t) pos_line;  // per output line (index = line - 1): .ll line, or 0
    VEC(uint32_t) pos_col;
    uint32_t cur_line, cur_col; // the position of what is being written
    int oom;
} OutBuf;

/* Launch bounds and kind of one function, from the calling convention,
 * nvvm.annotations or nvvm.* attributes. */
typedef struct {
    LLVMValueRef fn;
    uint8_t kernel;
    uint32_t maxntid[3], reqntid[3];
    uint32_t minctasm, maxnreg;
    uint32_t line;           // the .ll line of its definition, or 0
} FnInfo;

typedef struct {
    LLVMContextRef ctx;
    LLVMModuleRef mod;
    LLVMTargetDataRef td;
    FnInfo *fns;             // one per function of the module, in order
    uint32_t nfns;
    unsigned md_pos;         // kind id of warpsafe.pos (input line and column of an instruction)
    unsigned md_invariant;   // kind id of invariant.load
    unsigned attr_noalias, attr_readonly, attr_byval, attr_memory;
    const char *target;      // "sm_75", from target-cpu (else sm_70)
    const char *ptx_version; // "8.5", from the +ptxNN feature (else 7.8)
    const char *module_asm;  // the module's inline asm (module scope PTX, e.g. rustc's global_asm!)
    size_t module_asm_len;   // when the PTX parser takes it, else 0 (llvm_emit.c)
    OutBuf out;
    Arena text;              // names and operand texts made while lowering (llvm_emit.c)
    uint32_t unsupported;    // kinds of construct the lowering could not express (bits, llvm_emit.c)
    /* the first thing the lowering could not express (an error), or NULL */
    char *error;
    uint32_t error_line, error_col;
} LlvmEmit;

/* llvm_fe.c: the module's entry point (LlvmLoadFn, named LLVM_FE_ENTRY). */
KirModule *warpsafe_llvm_load(const char *path, LlvmOptions *opt, DiagSink *sink, char **text_out,
                              char **ptx_out);

/* llvm_fe.c: how the LLVM work (reading, normalizing, lowering) runs: 0 in
 * a child process (the default), 1 in this process (the fuzz harness;
 * WARPSAFE_LLVM_IN_PROCESS=1 chooses it too). */
void llvm_fe_set_mode(int mode);

/* llvm_fe.c: do these bytes start as LLVM bitcode (raw, or in its wrapper)? */
int llvm_is_bitcode(const char *buf, size_t len);

/* llvm_emit.c: writes the PTX of the whole module into e->out. Returns 0,
 * or -1 with e->error set (a construct that has no lowering: a message
 * naming it). */
int llvm_emit_module(LlvmEmit *e);

/* OutBuf helpers (llvm_emit.c). */
void out_printf(OutBuf *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void out_free(OutBuf *o);

#endif
