/*
 * fuzz_lex.c - libFuzzer harness for the PTX lexer alone.
 * Consumes: arbitrary bytes. Lexes them to EOF with ptx_lex_init /
 * ptx_lex_next and checks, for every token (a violation aborts, so
 * libFuzzer saves the input):
 *   - it lies inside the buffer: buf <= start, start + len <= buf + size;
 *   - tokens do not overlap and come in order (start >= end of the last);
 *   - line/col are those of `start`, counted from the buffer (line = 1 +
 *     newlines before start, col = 1 + bytes since the last newline); the
 *     "unterminated comment" error sits at the end of the input (start ==
 *     end, len 0) and must have the line/col of that position;
 *   - the lexer makes progress: every token but EOF moves the lexer
 *     forward by at least one byte (ERROR tokens too; the unterminated
 *     comment error has len 0 but jumps to the end), so EOF comes within
 *     size + 1 calls: at most `size` non-EOF tokens, then EOF;
 *   - EOF is sticky: two more calls after it give EOF again;
 *   - each kind has its shape: PUNCT is one byte from the punctuation set
 *     with `punct` set, STRING is quoted at both ends, INT/FLOAT start with
 *     a digit, WORD with a letter, _ $ % or `.`, ERROR carries a message.
 * WARPSAFE_FUZZ_PROPS=0 in the environment skips the line/col check (the
 * rest stay on), to keep fuzzing past a known, reported position bug;
 * fuzz.sh does not set it.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warpsafe/ptx.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

static int check_linecol = 1;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    const char *e = getenv("WARPSAFE_FUZZ_PROPS");
    if (e && strcmp(e, "0") == 0)
        check_linecol = 0;
    return 0;
}

static void die(const char *what, const PtxToken *t, const char *buf)
{
    fprintf(stderr, "fuzz_lex: property violated: %s", what);
    if (t)
        fprintf(stderr, " (kind %s, offset %td, len %u, line %u, col %u%s%s)",
                ptx_tok_kind_name(t->kind), t->start - buf, t->len, t->line, t->col,
                t->msg ? ", msg " : "", t->msg ? t->msg : "");
    fputc('\n', stderr);
    abort();
}

static int is_word0(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' ||
           c == '%' || c == '.';
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* The lexer gets the fuzzer's buffer as is (not NUL-terminated), so
     * ASan flags any read past its end. */
    const char *buf = (const char *)data;
    const char *end = buf + size;
    PtxLexer lx;
    ptx_lex_init(&lx, buf, size);
    const char *last_end = buf;   // end of the previous token
    const char *pos = buf;        // where line/col were last synced
    uint32_t line = 1;
    const char *line_start = buf;
    size_t ntok = 0;
    PtxToken t;
    for (;;) {
        const char *before = lx.cur;
        ptx_lex_next(&lx, &t);
        if (t.start < buf || t.start > end || t.len > (size_t)(end - t.start))
            die("token outside the buffer", &t, buf);
        if (t.start < last_end)
            die("token overlaps the previous one or goes backwards", &t, buf);
        if (lx.cur < buf || lx.cur > end)
            die("lexer position outside the buffer", &t, buf);
        int unterminated_comment = t.kind == PTX_TOK_ERROR && t.len == 0;
        /* line/col of start, counted incrementally from the last token */
        for (; pos < t.start; pos++)
            if (*pos == '\n')
                line++, line_start = pos + 1;
        uint32_t col = (uint32_t)(t.start - line_start) + 1;
        if (check_linecol && (t.line != line || t.col != col)) {
            fprintf(stderr, "expected line %u col %u\n", line, col);
            die("wrong line/col", &t, buf);
        }
        if (t.kind == PTX_TOK_EOF) {
            if (t.start != end || t.len != 0)
                die("EOF before the end of the buffer", &t, buf);
            break;
        }
        if (++ntok > size)
            die("more non-EOF tokens than bytes: no progress", &t, buf);
        if (lx.cur <= before)
            die("the lexer did not move forward", &t, buf);
        switch (t.kind) {
        case PTX_TOK_PUNCT:
            if (t.len != 1 || t.punct != t.start[0] || !t.punct ||
                !strchr(",;:{}[]()<>+-!|@=*/", t.punct))
                die("bad punctuation token", &t, buf);
            break;
        case PTX_TOK_STRING:
            if (t.len < 2 || t.start[0] != '"' || t.start[t.len - 1] != '"')
                die("bad string token", &t, buf);
            break;
        case PTX_TOK_INT:
        case PTX_TOK_FLOAT:
            if (t.len == 0 || t.start[0] < '0' || t.start[0] > '9')
                die("bad number token", &t, buf);
            break;
        case PTX_TOK_WORD:
            if (t.len == 0 || !is_word0((unsigned char)t.start[0]))
                die("bad word token", &t, buf);
            break;
        case PTX_TOK_ERROR:
            if (!t.msg)
                die("error token without a message", &t, buf);
            if (unterminated_comment && lx.cur != end)
                die("unterminated comment error before the end", &t, buf);
            break;
        default:
            die("unknown token kind", &t, buf);
        }
        if (t.kind != PTX_TOK_ERROR && t.msg)
            die("message on a non-error token", &t, buf);
        last_end = t.start + t.len;
    }
    for (int i = 0; i < 2; i++) {
        ptx_lex_next(&lx, &t);
        if (t.kind != PTX_TOK_EOF || t.start != end || t.len != 0)
            die("EOF is not sticky", &t, buf);
    }
    return 0;
}
