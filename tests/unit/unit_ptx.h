/*
 * unit_ptx.h - helpers the cmocka tests share: parse a PTX snippet into a
 * module with its own diagnostic sink, and find things in the result.
 * Include after cmocka.h.
 */
#ifndef UNIT_PTX_H
#define UNIT_PTX_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpsafe/ptx.h"

typedef struct {
    DiagSink sink;
    uint32_t file;   // the snippet's index in sink ("unit.ptx")
    KirModule *m;    // NULL when parsing failed
} Parsed;

/* Parses src (not NUL-dependent: the length is passed). */
static inline Parsed *parse_any(const char *src)
{
    Parsed *p = calloc(1, sizeof *p);
    assert_non_null(p);
    diag_init(&p->sink);
    p->file = diag_add_file(&p->sink, "unit.ptx");
    assert_int_equal(p->file, 1);
    diag_set_text(&p->sink, p->file, src, strlen(src));
    p->m = ptx_parse(src, strlen(src), &p->sink, p->file);
    return p;
}

/* Parses src; the module must come back with no diagnostics at all, and the
 * verifier, run again by hand, must agree. */
static inline Parsed *parse_ok(const char *src)
{
    Parsed *p = parse_any(src);
    if (!p->m || p->sink.ndiags)
        diag_print(&p->sink, stderr);
    assert_non_null(p->m);
    assert_int_equal(p->sink.nerr, 0);
    assert_int_equal(p->sink.ndiags, 0);
    assert_int_equal(kir_verify(p->m, &p->sink, p->file), 0);
    assert_int_equal(p->sink.ndiags, 0);
    return p;
}

static inline void parsed_free(Parsed *p)
{
    kir_module_free(p->m);
    diag_free(&p->sink);
    free(p);
}

static inline KirFunc *func_named(KirModule *m, const char *name)
{
    for (uint32_t i = 0; i < m->nfuncs; i++)
        if (strcmp(m->funcs[i].name, name) == 0)
            return &m->funcs[i];
    fail_msg("no function '%s'", name);
    return NULL;
}

#endif
