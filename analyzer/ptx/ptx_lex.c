/*
 * ptx_lex.c - PTX lexer.
 * Consumes: a byte buffer of PTX text. Produces: tokens on demand (no token
 * array, so memory does not grow with the input). Assumes nothing about the
 * bytes: NUL, non-ASCII and control bytes become PTX_TOK_ERROR tokens.
 * Words include dots and `::` so that mnemonics (`ld.shared::cta.u32`),
 * directives (`.reg`) and special registers (`%tid.x`) are single tokens;
 * the parser splits them.
 */
#include "warpsafe/ptx.h"

#include <string.h>

/* Character classes. grep "ORDER CCLASS" */
enum { C_OTHER = 0, C_SPACE = 1, C_WORD0 = 2, C_WORD = 4, C_DIGIT = 8, C_PUNCT = 16 };

static unsigned char cclass[256];
static int cclass_ready;

static void cclass_init(void)
{
    for (int c = 'a'; c <= 'z'; c++)
        cclass[c] = C_WORD0 | C_WORD;
    for (int c = 'A'; c <= 'Z'; c++)
        cclass[c] = C_WORD0 | C_WORD;
    for (int c = '0'; c <= '9'; c++)
        cclass[c] = C_WORD | C_DIGIT;
    cclass['_'] = cclass['$'] = cclass['%'] = C_WORD0 | C_WORD;
    cclass['.'] = C_WORD0 | C_WORD;
    cclass[' '] = cclass['\t'] = cclass['\r'] = cclass['\n'] = cclass['\f'] = cclass['\v'] = C_SPACE;
    for (const char *p = ",;:{}[]()<>+-!|@=*/"; *p; p++)
        cclass[(unsigned char)*p] = C_PUNCT;
    cclass_ready = 1;
}

void ptx_lex_init(PtxLexer *lx, const char *buf, size_t len)
{
    if (!cclass_ready)
        cclass_init();
    lx->buf = lx->cur = lx->line_start = buf;
    lx->end = buf + len;
    lx->line = 1;
}

const char *ptx_tok_kind_name(PtxTokKind k)
{
    switch (k) {
    case PTX_TOK_EOF: return "end of file";
    case PTX_TOK_WORD: return "identifier";
    case PTX_TOK_INT: return "integer";
    case PTX_TOK_FLOAT: return "float";
    case PTX_TOK_STRING: return "string";
    case PTX_TOK_PUNCT: return "punctuation";
    case PTX_TOK_ERROR: return "invalid token";
    }
    return "token";
}

static void newline(PtxLexer *lx, const char *nl)
{
    lx->line++;
    lx->line_start = nl + 1;
}

/* Skips whitespace and comments. Returns an error message for an
 * unterminated block comment, else NULL. */
static const char *skip_space(PtxLexer *lx)
{
    const char *p = lx->cur, *end = lx->end;
    for (;;) {
        while (p < end && (cclass[(unsigned char)*p] & C_SPACE)) {
            if (*p == '\n')
                newline(lx, p);
            p++;
        }
        if (p + 1 < end && p[0] == '/' && p[1] == '/') {
            const char *nl = memchr(p, '\n', (size_t)(end - p));
            p = nl ? nl : end;
            continue;
        }
        if (p + 1 < end && p[0] == '/' && p[1] == '*') {
            const char *q = p + 2;
            uint32_t line = lx->line;
            const char *line_start = lx->line_start;
            for (;;) {
                if (q + 1 >= end) {
                    /* Point at the opening slash-star; the caller skips the rest. */
                    lx->line = line;
                    lx->line_start = line_start;
                    lx->cur = p;
                    return "unterminated /* comment";
                }
                if (q[0] == '*' && q[1] == '/')
                    break;
                if (*q == '\n')
                    newline(lx, q);
                q++;
            }
            p = q + 2;
            continue;
        }
        break;
    }
    lx->cur = p;
    return NULL;
}

static int is_hex(unsigned char c)
{
    return (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f');
}

/* Numbers: 0f + 8 hex, 0d + 16 hex, 0x.., 0b.., octal, decimal, decimal
 * floats with . or exponent; optional U suffix on integers. */
static void lex_number(PtxLexer *lx, PtxToken *tok)
{
    const char *p = lx->cur, *end = lx->end;
    tok->kind = PTX_TOK_INT;
    if (p + 1 < end && p[0] == '0' && (p[1] == 'f' || p[1] == 'F' || p[1] == 'd' || p[1] == 'D')) {
        size_t want = (p[1] == 'f' || p[1] == 'F') ? 8 : 16;
        const char *q = p + 2;
        while (q < end && is_hex((unsigned char)*q))
            q++;
        if ((size_t)(q - p - 2) != want) {
            tok->kind = PTX_TOK_ERROR;
            tok->msg = want == 8 ? "a 0f float literal needs exactly 8 hex digits"
                                 : "a 0d double literal needs exactly 16 hex digits";
        } else {
            tok->kind = PTX_TOK_FLOAT;
        }
        p = q;
    } else if (p + 1 < end && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        const char *q = p + 2;
        while (q < end && is_hex((unsigned char)*q))
            q++;
        if (q == p + 2) {
            tok->kind = PTX_TOK_ERROR;
            tok->msg = "hex literal without digits";
        }
        p = q;
    } else if (p + 1 < end && p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
        const char *q = p + 2;
        while (q < end && (*q == '0' || *q == '1'))
            q++;
        if (q == p + 2) {
            tok->kind = PTX_TOK_ERROR;
            tok->msg = "binary literal without digits";
        }
        p = q;
    } else {
        while (p < end && (cclass[(unsigned char)*p] & C_DIGIT))
            p++;
        if (p < end && *p == '.' && p + 1 < end && (cclass[(unsigned char)p[1]] & C_DIGIT)) {
            tok->kind = PTX_TOK_FLOAT;
            p++;
            while (p < end && (cclass[(unsigned char)*p] & C_DIGIT))
                p++;
        }
        if (p < end && (*p == 'e' || *p == 'E')) {
            const char *q = p + 1;
            if (q < end && (*q == '+' || *q == '-'))
                q++;
            if (q < end && (cclass[(unsigned char)*q] & C_DIGIT)) {
                tok->kind = PTX_TOK_FLOAT;
                p = q;
                while (p < end && (cclass[(unsigned char)*p] & C_DIGIT))
                    p++;
            }
        }
    }
    if (tok->kind == PTX_TOK_INT && p < end && (*p == 'U' || *p == 'u'))
        p++;
    /* A number glued to letters (12abc) is not a number. */
    if (tok->kind != PTX_TOK_ERROR && p < end && (cclass[(unsigned char)*p] & C_WORD0) && *p != '.') {
        tok->kind = PTX_TOK_ERROR;
        tok->msg = "malformed number";
        while (p < end && (cclass[(unsigned char)*p] & C_WORD))
            p++;
    }
    lx->cur = p;
}

static void lex_word(PtxLexer *lx)
{
    const char *p = lx->cur + 1, *end = lx->end;
    for (;;) {
        while (p < end && (cclass[(unsigned char)*p] & C_WORD))
            p++;
        if (p + 2 < end && p[0] == ':' && p[1] == ':' && (cclass[(unsigned char)p[2]] & C_WORD)) {
            p += 2;  // .shared::cta, .param::entry, tensormap::generic
            continue;
        }
        break;
    }
    lx->cur = p;
}

static void lex_string(PtxLexer *lx, PtxToken *tok)
{
    const char *p = lx->cur + 1, *end = lx->end;
    while (p < end && *p != '"' && *p != '\n') {
        if (*p == '\\' && p + 1 < end && p[1] != '\n')
            p++;
        p++;
    }
    if (p >= end || *p != '"') {
        tok->kind = PTX_TOK_ERROR;
        tok->msg = "unterminated string";
        lx->cur = p;
        return;
    }
    tok->kind = PTX_TOK_STRING;
    lx->cur = p + 1;
}

void ptx_lex_next(PtxLexer *lx, PtxToken *tok)
{
    const char *err = skip_space(lx);
    const char *p = lx->cur;
    tok->start = p;
    tok->line = lx->line;
    tok->col = (uint32_t)(p - lx->line_start) + 1;
    tok->punct = 0;
    tok->msg = NULL;
    if (err) {
        tok->kind = PTX_TOK_ERROR;
        tok->msg = err;
        tok->len = (uint32_t)(lx->end - p);
        for (const char *q = p; (q = memchr(q, '\n', (size_t)(lx->end - q))) != NULL; q++)
            newline(lx, q);
        lx->cur = lx->end;
        return;
    }
    if (p >= lx->end) {
        tok->kind = PTX_TOK_EOF;
        tok->len = 0;
        return;
    }
    unsigned char c = (unsigned char)*p;
    unsigned cl = cclass[c];
    if (cl & C_DIGIT) {
        lex_number(lx, tok);
    } else if (cl & C_WORD0) {
        tok->kind = PTX_TOK_WORD;
        lex_word(lx);
    } else if (c == '"') {
        lex_string(lx, tok);
    } else if (cl & C_PUNCT) {
        tok->kind = PTX_TOK_PUNCT;
        tok->punct = (char)c;
        lx->cur = p + 1;
    } else {
        tok->kind = PTX_TOK_ERROR;
        tok->msg = c == 0 ? "NUL byte: this is binary data, not PTX text"
                 : c >= 0x80 ? "non-ASCII byte outside a string or comment"
                             : "unexpected character";
        lx->cur = p + 1;
    }
    tok->len = (uint32_t)(lx->cur - p);
}
