/*
 * diag.h - diagnostics: problems with the tool or its input (not findings).
 * A bad input produces entries in a DiagSink, never an exit; only the CLI
 * chooses the exit status. Text form:
 *   file:line:col: error[PTX012]: message
 *     <source line>
 *     ^
 */
#ifndef DIAG_H
#define DIAG_H

#include <stdint.h>
#include <stdio.h>
#include <stddef.h>

#include "warpsafe/arena.h"

typedef struct SrcLoc SrcLoc;
typedef struct Diag Diag;
typedef struct DiagFile DiagFile;
typedef struct DiagSink DiagSink;

typedef enum { DIAG_NOTE, DIAG_WARNING, DIAG_ERROR } DiagLevel;

/* file indexes the sink's file table; line and col count from 1; 0 means
 * unknown (a message about the whole file). */
struct SrcLoc {
    uint32_t file, line, col;
};

struct Diag {
    DiagLevel level;
    SrcLoc loc;
    const char *code;   // stable id, e.g. "PTX012" (static string)
    const char *msg;    // text in the sink's arena
};

struct DiagFile {
    const char *path;   // as given by the user (arena copy)
    const char *text;   // contents for source-line excerpts; may be NULL (not owned)
    size_t len;
};

struct DiagSink {
    Arena arena;        // message text and paths
    DiagFile *files;    // file table
    uint32_t nfiles, capfiles;
    Diag *diags;        // in report order
    uint32_t ndiags, capdiags;
    uint32_t nerr;      // errors reported (also those dropped past the cap)
    uint32_t max_errors;// stop recording errors past this many (default 50)
    int oom;            // a message could not be recorded
};

void diag_init(DiagSink *s);
void diag_free(DiagSink *s);

/* Adds a file to the table and returns its index (0 is reserved for "no
 * file", so the first file gets 1). text may be set later with
 * diag_set_text. Returns 0 when memory ran out. */
uint32_t diag_add_file(DiagSink *s, const char *path);
void diag_set_text(DiagSink *s, uint32_t file, const char *text, size_t len);
const char *diag_file_path(const DiagSink *s, uint32_t file);

/* Records one diagnostic; errors bump nerr. */
void diag_report(DiagSink *s, DiagLevel level, SrcLoc loc, const char *code, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

/* Writes every diagnostic in text form (with source line and caret where
 * the file text is known) to out. */
void diag_print(const DiagSink *s, FILE *out);
/* Writes one diagnostic. */
void diag_print_one(const DiagSink *s, const Diag *d, FILE *out);

const char *diag_level_name(DiagLevel level);

/* Reads the input file `path` whole, adding it to the sink's file table
 * (*file) with its text for excerpts; the buffer (NUL-terminated, *len
 * bytes without the NUL) is the caller's to mem_free after the sink is
 * done with it. Returns 0, or -1 with an error in the sink: missing or
 * unreadable (IO001), larger than max_bytes (IO002, not read; 0 = the
 * default 512 MiB), out of memory (IO003). */
int diag_read_input(DiagSink *s, const char *path, uint64_t max_bytes, uint32_t *file, char **buf,
                    size_t *len);

#endif
