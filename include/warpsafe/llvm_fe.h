/*
 * llvm_fe.h - the LLVM NVPTX IR front end: .ll and .bc (LLVM 19 reads them,
 * through LLVM-C) to the kernel IR.
 *
 * The front end is a separate module, warpsafe-llvm.so, the only code that
 * includes LLVM-C: loading libLLVM costs tens of milliseconds and tens of
 * megabytes, which runs on PTX alone must not pay. The warpsafe binary
 * loads it (dlopen) the first time an LLVM input is given:
 *   llvm_loader.c  (in warpsafe) finds and loads the module, calls it
 *   llvm_fe.c      (the module) reads and normalizes the IR (LLVM passes)
 *   llvm_emit.c    (the module) lowers each function to PTX text, which the
 *                  PTX front end turns into the kernel IR; positions are
 *                  then mapped back to the .ll file
 * docs/llvm.md describes what is understood and how.
 */
#ifndef LLVM_FE_H
#define LLVM_FE_H

#include <stddef.h>
#include <stdint.h>

#include "warpsafe/diag.h"
#include "warpsafe/kir.h"

/* Bumped whenever the call below or a structure it passes changes: the
 * binary refuses a module built from other sources. */
#define LLVM_FE_ABI 2

typedef struct {
    uint64_t max_input_bytes;  // larger files are refused unread; 0 = default (512 MiB)
    int want_ptx;              // fill *ptx_out with the PTX the IR was lowered to
    size_t text_len;           // out: the length of *text_out (bitcode holds NUL bytes)
} LlvmOptions;

/* The module's entry point, named LLVM_FE_ENTRY: reads `path` (text or
 * bitcode), adds it to the sink, and returns its module, or NULL with
 * errors in the sink. *text_out receives the file's bytes (opt->text_len
 * of them; excerpts in messages only for text), freed by the caller with
 * mem_free after the sink is done; *ptx_out (with want_ptx) the lowered
 * PTX, freed the same way. */
typedef KirModule *(*LlvmLoadFn)(const char *path, LlvmOptions *opt, DiagSink *sink,
                                  char **text_out, char **ptx_out);
#define LLVM_FE_ENTRY "warpsafe_llvm_load"
#define LLVM_FE_ABI_SYMBOL "warpsafe_llvm_abi"

/* In the warpsafe binary: loads the module on first use and calls it.
 * Where the module cannot be loaded: NULL with an error (LLVM004) saying
 * where it was looked for. Looks in $WARPSAFE_LLVM_MODULE, then next to the
 * executable, then in ../lib/warpsafe/ from it. */
KirModule *llvm_load_file(const char *path, LlvmOptions *opt, DiagSink *sink, char **text_out,
                          char **ptx_out);

/* Is `path` an LLVM input (by its extension .ll or .bc)? */
int llvm_is_input(const char *path);

#endif
