/*
 * test_lex.c - unit tests of the PTX lexer (ptx_lex_init / ptx_lex_next).
 * Every input is copied into a heap buffer of exactly its length (no NUL
 * terminator), so the sanitizer build catches a read past the end.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "warpsafe/ptx.h"

enum { MAXTOK = 128 };

typedef struct {
    char *buf;            // exact-size copy of the input
    size_t len;
    PtxToken tok[MAXTOK];
    int n;                // tokens before (and including) the first EOF
} Lexed;

/* Lexes src[0..len) to the first EOF (inclusive). */
static Lexed *lex_n(const char *src, size_t len)
{
    Lexed *l = calloc(1, sizeof *l);
    assert_non_null(l);
    l->buf = malloc(len ? len : 1);
    assert_non_null(l->buf);
    memcpy(l->buf, src, len);
    l->len = len;
    PtxLexer lx;
    ptx_lex_init(&lx, l->buf, len);
    for (;;) {
        assert_true(l->n < MAXTOK);
        ptx_lex_next(&lx, &l->tok[l->n]);
        if (l->tok[l->n++].kind == PTX_TOK_EOF)
            break;
    }
    return l;
}

static Lexed *lex(const char *src) { return lex_n(src, strlen(src)); }

static void lexed_free(Lexed *l)
{
    free(l->buf);
    free(l);
}

/* Asserts token i has the kind, text, line and column. */
static void check_tok(const Lexed *l, int i, PtxTokKind kind, const char *text, uint32_t line,
                      uint32_t col)
{
    assert_true(i < l->n);
    const PtxToken *t = &l->tok[i];
    if (t->kind != kind)
        fail_msg("token %d: kind %s, expected %s", i, ptx_tok_kind_name(t->kind),
                 ptx_tok_kind_name(kind));
    if (text) {
        if (t->len != strlen(text) || memcmp(t->start, text, t->len) != 0)
            fail_msg("token %d: text '%.*s', expected '%s'", i, (int)t->len, t->start, text);
    }
    assert_int_equal(t->line, line);
    assert_int_equal(t->col, col);
    /* start must point into the buffer */
    assert_true(t->start >= l->buf && t->start + t->len <= l->buf + l->len);
}

static void check_punct(const Lexed *l, int i, char c, uint32_t line, uint32_t col)
{
    char s[2] = { c, 0 };
    check_tok(l, i, PTX_TOK_PUNCT, s, line, col);
    assert_int_equal(l->tok[i].punct, c);
}

/* ---- words ---- */

static void test_dotted_mnemonic_is_one_word(void **state)
{
    (void)state;
    Lexed *l = lex("ld.global.nc.v4.f32 {%f1, %f2}, [%rd1+16];");
    check_tok(l, 0, PTX_TOK_WORD, "ld.global.nc.v4.f32", 1, 1);
    check_punct(l, 1, '{', 1, 21);
    check_tok(l, 2, PTX_TOK_WORD, "%f1", 1, 22);
    check_punct(l, 3, ',', 1, 25);
    check_tok(l, 4, PTX_TOK_WORD, "%f2", 1, 27);
    check_punct(l, 5, '}', 1, 30);
    check_punct(l, 6, ',', 1, 31);
    check_punct(l, 7, '[', 1, 33);
    check_tok(l, 8, PTX_TOK_WORD, "%rd1", 1, 34);
    check_punct(l, 9, '+', 1, 38);
    check_tok(l, 10, PTX_TOK_INT, "16", 1, 39);
    check_punct(l, 11, ']', 1, 41);
    check_punct(l, 12, ';', 1, 42);
    check_tok(l, 13, PTX_TOK_EOF, NULL, 1, 43);
    assert_int_equal(l->n, 14);
    lexed_free(l);
}

static void test_directives_and_sregs(void **state)
{
    (void)state;
    Lexed *l = lex(".shared::cta .align 4 %tid.x $L__BB0_1 _Z3fooPf .param::entry");
    check_tok(l, 0, PTX_TOK_WORD, ".shared::cta", 1, 1);
    check_tok(l, 1, PTX_TOK_WORD, ".align", 1, 14);
    check_tok(l, 2, PTX_TOK_INT, "4", 1, 21);
    check_tok(l, 3, PTX_TOK_WORD, "%tid.x", 1, 23);
    check_tok(l, 4, PTX_TOK_WORD, "$L__BB0_1", 1, 30);
    check_tok(l, 5, PTX_TOK_WORD, "_Z3fooPf", 1, 40);
    check_tok(l, 6, PTX_TOK_WORD, ".param::entry", 1, 49);
    check_tok(l, 7, PTX_TOK_EOF, NULL, 1, 62);
    lexed_free(l);
}

static void test_double_colon_joins_only_word_chars(void **state)
{
    (void)state;
    /* joined: word :: word */
    Lexed *l = lex("ld.shared::cluster.u32 a::b");
    check_tok(l, 0, PTX_TOK_WORD, "ld.shared::cluster.u32", 1, 1);
    check_tok(l, 1, PTX_TOK_WORD, "a::b", 1, 24);
    check_tok(l, 2, PTX_TOK_EOF, NULL, 1, 28);
    lexed_free(l);

    /* not joined: space after, space before, nothing after, punct after */
    l = lex("a:: b c ::d e::");
    check_tok(l, 0, PTX_TOK_WORD, "a", 1, 1);
    check_punct(l, 1, ':', 1, 2);
    check_punct(l, 2, ':', 1, 3);
    check_tok(l, 3, PTX_TOK_WORD, "b", 1, 5);
    check_tok(l, 4, PTX_TOK_WORD, "c", 1, 7);
    check_punct(l, 5, ':', 1, 9);
    check_punct(l, 6, ':', 1, 10);
    check_tok(l, 7, PTX_TOK_WORD, "d", 1, 11);
    check_tok(l, 8, PTX_TOK_WORD, "e", 1, 13);
    check_punct(l, 9, ':', 1, 14);
    check_punct(l, 10, ':', 1, 15);
    check_tok(l, 11, PTX_TOK_EOF, NULL, 1, 16);
    lexed_free(l);

    l = lex("x::;");
    check_tok(l, 0, PTX_TOK_WORD, "x", 1, 1);
    check_punct(l, 1, ':', 1, 2);
    check_punct(l, 2, ':', 1, 3);
    check_punct(l, 3, ';', 1, 4);
    lexed_free(l);

    /* a single ':' between words is never joined */
    l = lex("a:b");
    check_tok(l, 0, PTX_TOK_WORD, "a", 1, 1);
    check_punct(l, 1, ':', 1, 2);
    check_tok(l, 2, PTX_TOK_WORD, "b", 1, 3);
    lexed_free(l);
}

static void test_label_is_word_then_colon(void **state)
{
    (void)state;
    Lexed *l = lex("L1:\n\tret;\n$L__BB0_2: bra $L__BB0_2;");
    check_tok(l, 0, PTX_TOK_WORD, "L1", 1, 1);
    check_punct(l, 1, ':', 1, 3);
    check_tok(l, 2, PTX_TOK_WORD, "ret", 2, 2);
    check_punct(l, 3, ';', 2, 5);
    check_tok(l, 4, PTX_TOK_WORD, "$L__BB0_2", 3, 1);
    check_punct(l, 5, ':', 3, 10);
    check_tok(l, 6, PTX_TOK_WORD, "bra", 3, 12);
    check_tok(l, 7, PTX_TOK_WORD, "$L__BB0_2", 3, 16);
    check_punct(l, 8, ';', 3, 25);
    check_tok(l, 9, PTX_TOK_EOF, NULL, 3, 26);
    lexed_free(l);
}

/* ---- numbers ---- */

static void test_integers(void **state)
{
    (void)state;
    Lexed *l = lex("0 42 0x1F 0XaB 017 0b101 0B1 10U 7u 0x10U 0");
    check_tok(l, 0, PTX_TOK_INT, "0", 1, 1);
    check_tok(l, 1, PTX_TOK_INT, "42", 1, 3);
    check_tok(l, 2, PTX_TOK_INT, "0x1F", 1, 6);
    check_tok(l, 3, PTX_TOK_INT, "0XaB", 1, 11);
    check_tok(l, 4, PTX_TOK_INT, "017", 1, 16);
    check_tok(l, 5, PTX_TOK_INT, "0b101", 1, 20);
    check_tok(l, 6, PTX_TOK_INT, "0B1", 1, 26);
    check_tok(l, 7, PTX_TOK_INT, "10U", 1, 30);
    check_tok(l, 8, PTX_TOK_INT, "7u", 1, 34);
    check_tok(l, 9, PTX_TOK_INT, "0x10U", 1, 37);
    check_tok(l, 10, PTX_TOK_INT, "0", 1, 43);  // a lone 0 at the very end of the buffer
    check_tok(l, 11, PTX_TOK_EOF, NULL, 1, 44);
    lexed_free(l);

    /* a minus sign is punctuation, not part of the number */
    l = lex("-5+3");
    check_punct(l, 0, '-', 1, 1);
    check_tok(l, 1, PTX_TOK_INT, "5", 1, 2);
    check_punct(l, 2, '+', 1, 3);
    check_tok(l, 3, PTX_TOK_INT, "3", 1, 4);
    lexed_free(l);
}

static void test_floats(void **state)
{
    (void)state;
    Lexed *l = lex("0f3F800000 0d3FF0000000000000 1.5 2e-3 1E+10 3e5 0F7FC00000 0D0000000000000000");
    check_tok(l, 0, PTX_TOK_FLOAT, "0f3F800000", 1, 1);
    check_tok(l, 1, PTX_TOK_FLOAT, "0d3FF0000000000000", 1, 12);
    check_tok(l, 2, PTX_TOK_FLOAT, "1.5", 1, 31);
    check_tok(l, 3, PTX_TOK_FLOAT, "2e-3", 1, 35);
    check_tok(l, 4, PTX_TOK_FLOAT, "1E+10", 1, 40);
    check_tok(l, 5, PTX_TOK_FLOAT, "3e5", 1, 46);
    check_tok(l, 6, PTX_TOK_FLOAT, "0F7FC00000", 1, 50);
    check_tok(l, 7, PTX_TOK_FLOAT, "0D0000000000000000", 1, 61);
    check_tok(l, 8, PTX_TOK_EOF, NULL, 1, 79);
    lexed_free(l);

    /* `3.` is an integer followed by a '.' word; `1.5` at the very end */
    l = lex("3. 1.5");
    check_tok(l, 0, PTX_TOK_INT, "3", 1, 1);
    check_tok(l, 1, PTX_TOK_WORD, ".", 1, 2);
    check_tok(l, 2, PTX_TOK_FLOAT, "1.5", 1, 4);
    check_tok(l, 3, PTX_TOK_EOF, NULL, 1, 7);
    lexed_free(l);
}

static void test_malformed_numbers(void **state)
{
    (void)state;
    Lexed *l = lex("0f123 x");
    check_tok(l, 0, PTX_TOK_ERROR, "0f123", 1, 1);
    assert_non_null(l->tok[0].msg);
    assert_non_null(strstr(l->tok[0].msg, "8 hex digits"));
    check_tok(l, 1, PTX_TOK_WORD, "x", 1, 7);  // the lexer goes on after the error
    lexed_free(l);

    l = lex("0d3FF00000");
    check_tok(l, 0, PTX_TOK_ERROR, "0d3FF00000", 1, 1);
    assert_non_null(strstr(l->tok[0].msg, "16 hex digits"));
    lexed_free(l);

    l = lex("0f3F8000001");  // nine digits
    check_tok(l, 0, PTX_TOK_ERROR, "0f3F8000001", 1, 1);
    lexed_free(l);

    l = lex("12abc ;");
    check_tok(l, 0, PTX_TOK_ERROR, "12abc", 1, 1);
    assert_non_null(l->tok[0].msg);
    assert_non_null(strstr(l->tok[0].msg, "malformed"));
    check_punct(l, 1, ';', 1, 7);
    lexed_free(l);

    l = lex("0x;");
    check_tok(l, 0, PTX_TOK_ERROR, "0x", 1, 1);
    assert_non_null(strstr(l->tok[0].msg, "hex"));
    check_punct(l, 1, ';', 1, 3);
    lexed_free(l);

    l = lex("0b");
    check_tok(l, 0, PTX_TOK_ERROR, "0b", 1, 1);
    assert_non_null(strstr(l->tok[0].msg, "binary"));
    check_tok(l, 1, PTX_TOK_EOF, NULL, 1, 3);
    lexed_free(l);

    l = lex("1.5f 0f3F800000G");
    check_tok(l, 0, PTX_TOK_ERROR, "1.5f", 1, 1);
    check_tok(l, 1, PTX_TOK_ERROR, "0f3F800000G", 1, 6);
    lexed_free(l);

    /* number prefixes cut off by the end of the buffer */
    l = lex("0f");
    check_tok(l, 0, PTX_TOK_ERROR, "0f", 1, 1);
    check_tok(l, 1, PTX_TOK_EOF, NULL, 1, 3);
    lexed_free(l);
    l = lex("1e");
    check_tok(l, 0, PTX_TOK_ERROR, "1e", 1, 1);
    lexed_free(l);
    l = lex("1e+");
    /* `1e` cannot be a number; the '+' is lexed on its own afterwards */
    assert_int_equal(l->tok[0].kind, PTX_TOK_ERROR);
    lexed_free(l);
}

/* ---- strings ---- */

static void test_strings(void **state)
{
    (void)state;
    Lexed *l = lex(".file 1 \"a.cu\" \"\" \"q\\\"x\\\\\" z");
    check_tok(l, 0, PTX_TOK_WORD, ".file", 1, 1);
    check_tok(l, 1, PTX_TOK_INT, "1", 1, 7);
    check_tok(l, 2, PTX_TOK_STRING, "\"a.cu\"", 1, 9);
    check_tok(l, 3, PTX_TOK_STRING, "\"\"", 1, 16);
    check_tok(l, 4, PTX_TOK_STRING, "\"q\\\"x\\\\\"", 1, 19);
    check_tok(l, 5, PTX_TOK_WORD, "z", 1, 28);
    check_tok(l, 6, PTX_TOK_EOF, NULL, 1, 29);
    lexed_free(l);

    /* non-ASCII and comment markers are fine inside a string */
    l = lex("\"caf\xc3\xa9 // not /* a comment\"");
    check_tok(l, 0, PTX_TOK_STRING, "\"caf\xc3\xa9 // not /* a comment\"", 1, 1);
    check_tok(l, 1, PTX_TOK_EOF, NULL, 1, 28);
    lexed_free(l);
}

static void test_unterminated_string(void **state)
{
    (void)state;
    Lexed *l = lex("x \"abc");
    check_tok(l, 0, PTX_TOK_WORD, "x", 1, 1);
    assert_int_equal(l->tok[1].kind, PTX_TOK_ERROR);
    assert_int_equal(l->tok[1].line, 1);
    assert_int_equal(l->tok[1].col, 3);
    assert_non_null(strstr(l->tok[1].msg, "unterminated string"));
    check_tok(l, 2, PTX_TOK_EOF, NULL, 1, 7);
    lexed_free(l);

    /* a string stops at the end of its line */
    l = lex("\"abc\nfoo");
    assert_int_equal(l->tok[0].kind, PTX_TOK_ERROR);
    assert_non_null(strstr(l->tok[0].msg, "unterminated string"));
    check_tok(l, 1, PTX_TOK_WORD, "foo", 2, 1);
    lexed_free(l);

    /* a backslash as the last byte of the buffer */
    l = lex("\"ab\\");
    assert_int_equal(l->tok[0].kind, PTX_TOK_ERROR);
    assert_non_null(strstr(l->tok[0].msg, "unterminated string"));
    check_tok(l, 1, PTX_TOK_EOF, NULL, 1, 5);
    lexed_free(l);
}

/* ---- comments ---- */

static void test_comments_and_lines(void **state)
{
    (void)state;
    Lexed *l = lex("a // line comment ; {\n"
                   "  b /* block\n"
                   " still comment\n"
                   " */ c /**/d/***/e\n"
                   "//last");
    check_tok(l, 0, PTX_TOK_WORD, "a", 1, 1);
    check_tok(l, 1, PTX_TOK_WORD, "b", 2, 3);
    check_tok(l, 2, PTX_TOK_WORD, "c", 4, 5);
    check_tok(l, 3, PTX_TOK_WORD, "d", 4, 11);
    check_tok(l, 4, PTX_TOK_WORD, "e", 4, 17);
    check_tok(l, 5, PTX_TOK_EOF, NULL, 5, 7);
    assert_int_equal(l->n, 6);
    lexed_free(l);

    /* a lone '/' is punctuation, also as the last byte */
    l = lex("a / b /");
    check_tok(l, 0, PTX_TOK_WORD, "a", 1, 1);
    check_punct(l, 1, '/', 1, 3);
    check_tok(l, 2, PTX_TOK_WORD, "b", 1, 5);
    check_punct(l, 3, '/', 1, 7);
    check_tok(l, 4, PTX_TOK_EOF, NULL, 1, 8);
    lexed_free(l);
}

static void test_unterminated_block_comment(void **state)
{
    (void)state;
    Lexed *l = lex("x /* never\nclosed *\n");
    check_tok(l, 0, PTX_TOK_WORD, "x", 1, 1);
    assert_int_equal(l->tok[1].kind, PTX_TOK_ERROR);
    assert_non_null(l->tok[1].msg);
    assert_non_null(strstr(l->tok[1].msg, "unterminated /*"));
    /* reported where the comment opens */
    assert_int_equal(l->tok[1].line, 1);
    assert_int_equal(l->tok[1].col, 3);
    assert_ptr_equal(l->tok[1].start, l->buf + 2);
    /* and the lines inside it are still counted */
    check_tok(l, 2, PTX_TOK_EOF, NULL, 3, 1);
    assert_int_equal(l->n, 3);
    lexed_free(l);

    l = lex("/*/");  // "/*/" opens a comment and never closes it
    assert_int_equal(l->tok[0].kind, PTX_TOK_ERROR);
    assert_int_equal(l->tok[1].kind, PTX_TOK_EOF);
    lexed_free(l);

    l = lex("/*");
    assert_int_equal(l->tok[0].kind, PTX_TOK_ERROR);
    assert_int_equal(l->tok[1].kind, PTX_TOK_EOF);
    lexed_free(l);
}

/* ---- bad bytes ---- */

static void test_nul_byte(void **state)
{
    (void)state;
    static const char src[] = { 'a', '\0', 'b' };
    Lexed *l = lex_n(src, sizeof src);
    check_tok(l, 0, PTX_TOK_WORD, "a", 1, 1);
    assert_int_equal(l->tok[1].kind, PTX_TOK_ERROR);
    assert_int_equal(l->tok[1].col, 2);
    assert_int_equal(l->tok[1].len, 1);
    assert_non_null(l->tok[1].msg);
    assert_non_null(strstr(l->tok[1].msg, "binary"));
    check_tok(l, 2, PTX_TOK_WORD, "b", 1, 3);
    check_tok(l, 3, PTX_TOK_EOF, NULL, 1, 4);
    lexed_free(l);
}

static void test_non_ascii_and_control_bytes(void **state)
{
    (void)state;
    Lexed *l = lex("x \xc3\xa9y");
    check_tok(l, 0, PTX_TOK_WORD, "x", 1, 1);
    assert_int_equal(l->tok[1].kind, PTX_TOK_ERROR);
    assert_int_equal(l->tok[1].col, 3);
    assert_int_equal(l->tok[1].len, 1);
    assert_non_null(strstr(l->tok[1].msg, "non-ASCII"));
    assert_int_equal(l->tok[2].kind, PTX_TOK_ERROR);
    assert_int_equal(l->tok[2].col, 4);
    check_tok(l, 3, PTX_TOK_WORD, "y", 1, 5);
    lexed_free(l);

    l = lex("\x01#`'");
    for (int i = 0; i < 4; i++) {
        assert_int_equal(l->tok[i].kind, PTX_TOK_ERROR);
        assert_int_equal(l->tok[i].col, (uint32_t)i + 1);
        assert_non_null(l->tok[i].msg);
    }
    assert_int_equal(l->tok[4].kind, PTX_TOK_EOF);
    lexed_free(l);

    l = lex("\xff");
    assert_int_equal(l->tok[0].kind, PTX_TOK_ERROR);
    assert_non_null(strstr(l->tok[0].msg, "non-ASCII"));
    lexed_free(l);
}

/* ---- layout ---- */

static void test_crlf(void **state)
{
    (void)state;
    Lexed *l = lex("a\r\nbb c\r\n\r\n  d;\r\n");
    check_tok(l, 0, PTX_TOK_WORD, "a", 1, 1);
    check_tok(l, 1, PTX_TOK_WORD, "bb", 2, 1);
    check_tok(l, 2, PTX_TOK_WORD, "c", 2, 4);
    check_tok(l, 3, PTX_TOK_WORD, "d", 4, 3);
    check_punct(l, 4, ';', 4, 4);
    check_tok(l, 5, PTX_TOK_EOF, NULL, 5, 1);
    lexed_free(l);

    /* // comments end at the \n of a CRLF pair */
    l = lex("x // c\r\ny");
    check_tok(l, 1, PTX_TOK_WORD, "y", 2, 1);
    lexed_free(l);
}

static void test_tabs_count_as_one_column(void **state)
{
    (void)state;
    Lexed *l = lex("\tld.u32\t%r1,\t[%rd2];\n\t\tret;");
    check_tok(l, 0, PTX_TOK_WORD, "ld.u32", 1, 2);
    check_tok(l, 1, PTX_TOK_WORD, "%r1", 1, 9);
    check_punct(l, 2, ',', 1, 12);
    check_punct(l, 3, '[', 1, 14);
    check_tok(l, 4, PTX_TOK_WORD, "%rd2", 1, 15);
    check_punct(l, 5, ']', 1, 19);
    check_punct(l, 6, ';', 1, 20);
    check_tok(l, 7, PTX_TOK_WORD, "ret", 2, 3);
    lexed_free(l);
}

static void test_every_punctuation_char(void **state)
{
    (void)state;
    static const char puncts[] = ",;:{}[]()<>+-!|@=*/";
    /* glued together */
    Lexed *l = lex(puncts);
    size_t n = strlen(puncts);
    assert_int_equal(l->n, (int)n + 1);
    for (size_t i = 0; i < n; i++)
        check_punct(l, (int)i, puncts[i], 1, (uint32_t)i + 1);
    check_tok(l, (int)n, PTX_TOK_EOF, NULL, 1, (uint32_t)n + 1);
    lexed_free(l);

    /* one per line */
    char buf[64];
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        buf[k++] = ' ';
        buf[k++] = puncts[i];
        buf[k++] = '\n';
    }
    l = lex_n(buf, k);
    for (size_t i = 0; i < n; i++)
        check_punct(l, (int)i, puncts[i], (uint32_t)i + 1, 2);
    check_tok(l, (int)n, PTX_TOK_EOF, NULL, (uint32_t)n + 1, 1);
    lexed_free(l);
}

static void test_eof_forever(void **state)
{
    (void)state;
    PtxLexer lx;
    PtxToken t;
    char *buf = malloc(1);
    assert_non_null(buf);
    ptx_lex_init(&lx, buf, 0);  // empty input
    for (int i = 0; i < 5; i++) {
        memset(&t, 0x5a, sizeof t);
        ptx_lex_next(&lx, &t);
        assert_int_equal(t.kind, PTX_TOK_EOF);
        assert_int_equal(t.len, 0);
        assert_int_equal(t.line, 1);
        assert_int_equal(t.col, 1);
    }
    free(buf);

    static const char src[] = "ret ;  \n";
    buf = malloc(sizeof src - 1);
    assert_non_null(buf);
    memcpy(buf, src, sizeof src - 1);
    ptx_lex_init(&lx, buf, sizeof src - 1);
    ptx_lex_next(&lx, &t);
    assert_int_equal(t.kind, PTX_TOK_WORD);
    ptx_lex_next(&lx, &t);
    assert_int_equal(t.kind, PTX_TOK_PUNCT);
    for (int i = 0; i < 10; i++) {
        ptx_lex_next(&lx, &t);
        assert_int_equal(t.kind, PTX_TOK_EOF);
        assert_int_equal(t.len, 0);
        assert_int_equal(t.line, 2);
        assert_int_equal(t.col, 1);
    }
    free(buf);
}

static void test_kind_names(void **state)
{
    (void)state;
    const PtxTokKind kinds[] = { PTX_TOK_EOF, PTX_TOK_WORD, PTX_TOK_INT, PTX_TOK_FLOAT,
                                 PTX_TOK_STRING, PTX_TOK_PUNCT, PTX_TOK_ERROR };
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        const char *a = ptx_tok_kind_name(kinds[i]);
        assert_non_null(a);
        assert_true(a[0] != '\0');
        for (size_t j = 0; j < i; j++)
            assert_string_not_equal(a, ptx_tok_kind_name(kinds[j]));
    }
    assert_string_equal(ptx_tok_kind_name(PTX_TOK_EOF), "end of file");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_dotted_mnemonic_is_one_word),
        cmocka_unit_test(test_directives_and_sregs),
        cmocka_unit_test(test_double_colon_joins_only_word_chars),
        cmocka_unit_test(test_label_is_word_then_colon),
        cmocka_unit_test(test_integers),
        cmocka_unit_test(test_floats),
        cmocka_unit_test(test_malformed_numbers),
        cmocka_unit_test(test_strings),
        cmocka_unit_test(test_unterminated_string),
        cmocka_unit_test(test_comments_and_lines),
        cmocka_unit_test(test_unterminated_block_comment),
        cmocka_unit_test(test_nul_byte),
        cmocka_unit_test(test_non_ascii_and_control_bytes),
        cmocka_unit_test(test_crlf),
        cmocka_unit_test(test_tabs_count_as_one_column),
        cmocka_unit_test(test_every_punctuation_char),
        cmocka_unit_test(test_eof_forever),
        cmocka_unit_test(test_kind_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
