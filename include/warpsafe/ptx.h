/*
 * ptx.h - the PTX front end: PTX text (ISA 9.x as nvcc, clang/llc, rustc,
 * Triton and cuobjdump emit it) to the kernel IR.
 *   ptx_lex.c    bytes -> tokens
 *   ptx_parse.c  tokens -> KIR instructions, declarations, scopes
 *   ptx_lower.c  labels, CFG, verifier call, finishing the module
 */
#ifndef PTX_H
#define PTX_H

#include <stddef.h>
#include <stdint.h>

#include "warpsafe/diag.h"
#include "warpsafe/kir.h"

typedef struct PtxToken PtxToken;
typedef struct PtxLexer PtxLexer;
typedef struct PtxOptions PtxOptions;

typedef enum {
    PTX_TOK_EOF,
    PTX_TOK_WORD,    // identifiers, directives (.reg), mnemonics (ld.global.u32), %regs
    PTX_TOK_INT,     // 12, 0x1F, 017, 0b101, with optional U suffix
    PTX_TOK_FLOAT,   // 0f3F800000, 0d3FF0000000000000, 1.5, 2e-3
    PTX_TOK_STRING,  // "..." (start/len include the quotes)
    PTX_TOK_PUNCT,   // one of , ; : { } [ ] ( ) < > + - ! | @ = * /
    PTX_TOK_ERROR,   // a lexical error; msg says which
} PtxTokKind;

struct PtxToken {
    PtxTokKind kind;
    char punct;          // PUNCT: the character
    const char *start;   // into the input buffer
    uint32_t len;
    uint32_t line, col;  // 1-based; col counts bytes
    const char *msg;     // ERROR: static message
};

struct PtxLexer {
    const char *buf, *cur, *end;
    uint32_t line;
    const char *line_start;
};

/* Lexes buf[0..len); the buffer must outlive the lexer. */
void ptx_lex_init(PtxLexer *lx, const char *buf, size_t len);
/* The next token; at the end, PTX_TOK_EOF forever. Skips whitespace and
 * comments. Never reads outside the buffer. */
void ptx_lex_next(PtxLexer *lx, PtxToken *tok);
const char *ptx_tok_kind_name(PtxTokKind k);

struct PtxOptions {
    uint64_t max_input_bytes;  // larger files are rejected unread; 0 = default (512 MiB)
};

/* Parses PTX text buf[0..len) into a new module. `file` is the input's
 * index in `sink` (positions of errors and of every instruction refer to
 * it). Returns the module, or NULL when an error was reported (every error
 * is in the sink; nothing is half-built). The buffer is not kept. */
KirModule *ptx_parse(const char *buf, size_t len, DiagSink *sink, uint32_t file);
/* As ptx_parse, for a buffer that starts at line `first_line` of the input
 * (positions in messages and in the IR count from there). */
KirModule *ptx_parse_at(const char *buf, size_t len, DiagSink *sink, uint32_t file,
                        uint32_t first_line);

/* Reads `path` and parses it, adding the file to the sink. A `cuobjdump
 * -ptx` listing (sections headed `Fatbin ptx code:`) gives one module per
 * PTX section, chained through KirModule.next, each with `variant` set to
 * its arch; ELF sections are skipped. Returns the module, or NULL with
 * errors in the sink: the file is missing or unreadable (IO001), larger
 * than opt->max_input_bytes (IO002, not read), out of memory (IO003), or
 * not valid PTX. With text_out, the file's bytes stay readable for source
 * excerpts in messages and *text_out receives them (the caller frees them
 * with mem_free after the sink is done); without it they are freed here. */
KirModule *ptx_load_file(const char *path, const PtxOptions *opt, DiagSink *sink,
                         char **text_out);

#endif
