/*
 * llvm_fe.c - the LLVM front end module's entry point. Consumes: a .ll or
 * .bc file. Produces: the kernel IR (through llvm_emit.c's PTX and the PTX
 * front end), with instruction positions in the .ll file.
 *
 * Steps: read the file; parse it with LLVM 19 (an error names the
 * producer's version, found in the IR, when it is newer); verify it; find
 * the kernels (ptx_kernel calling convention, nvvm.annotations, nvvm.*
 * attributes) and their launch bounds; remember each instruction's .ll
 * line and column (metadata warpsafe.pos, kept by the passes); normalize
 * with LLVM's own passes, which preserve the meaning: device functions are
 * inlined (always-inline, after optnone/noinline are dropped), allocas
 * promoted to values (sroa), and address spaces inferred
 * (infer-address-spaces, with kernel pointer parameters taken as global
 * pointers as NVPTX's lower-args does); then lower.
 */
#include "llvm_int.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/ErrorHandling.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Support.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "warpsafe/ptx.h"

__attribute__((visibility("default"))) const int warpsafe_llvm_abi = LLVM_FE_ABI;

static const char *fatal_path;

/* The steps of the LLVM work, as a child reports them (see "the LLVM work
 * in a child process"). */
enum Step {
    STEP_START,   // ours: before LLVM reads
    STEP_READ,    // LLVM's: reading, verifying (and printing read bitcode)
    STEP_PREPARE, // ours: kernels, positions, parameters' address spaces
    STEP_PASSES,  // LLVM's: its passes normalizing the IR
    STEP_LOWER,   // ours: the lowering to PTX
    STEP_END
};
static void step(enum Step s);
/* The sanitizers', in a sanitizer build (weak: NULL otherwise). */
extern void __lsan_do_leak_check(void) __attribute__((weak));
extern void __sanitizer_set_death_callback(void (*callback)(void)) __attribute__((weak));
static int starts(const char *s, size_t n, const char *p)
{
    size_t k = strlen(p);
    return n >= k && memcmp(s, p, k) == 0;
}

/* The producers the IR text names (its compile units' producer: fields and
 * llvm.ident), "'a', 'b'", for messages. */
static void producers(const char *buf, size_t len, char *out, size_t n)
{
    static const char *const keys[] = { "producer: \"", "!llvm.ident = !{!" };
    size_t at = 0;
    out[0] = '\0';
    for (unsigned k = 0; k < 2; k++) {
        const char *p = buf, *end = buf + len;
        size_t kl = strlen(keys[k]);
        while (at + 8 < n && (p = memmem(p, (size_t)(end - p), keys[k], kl)) != NULL) {
            p += kl;
            if (k == 1) {  // !llvm.ident = !{!4}: the string of node !4
                char node[32];
                int nl = snprintf(node, sizeof node, "\n!%d = !{!\"", atoi(p));
                p = nl > 0 ? memmem(buf, len, node, (size_t)nl) : NULL;
                if (!p)
                    break;
                p += nl;
            }
            const char *q = memchr(p, '"', (size_t)(end - p));
            if (!q)
                break;
            int w = (int)(q - p < 100 ? q - p : 100);
            if (!memmem(out, at, p, (size_t)w)) {  // each name once
                int m = snprintf(out + at, n - at, "%s'%.*s'", at ? ", " : "", w, p);
                at = m > 0 && at + (size_t)m < n ? at + (size_t)m : at;
            }
            p = q;
            if (k == 1)
                break;
        }
    }
}

/* Syntax of LLVM releases after 19 that LLVM 19 stops at, for messages. */
static const struct {
    const char *text, *release;
} newer_syntax[] = {
    { "captures(", "LLVM 21" }, { "samesign", "LLVM 20" }, { "splat (", "LLVM 20" },
    { "errnomem:", "LLVM 21" }, { "ptrtoaddr", "LLVM 22" }, { "initializes(", "LLVM 20" },
};

/* Reports LLVM's parse message "name:L:C: error: text\n..." at L:C of the
 * text IR (bitcode: text NULL, at 1:1). */
static void parse_error(DiagSink *sink, uint32_t file, const char *msg, const char *text, size_t len)
{
    unsigned line = 1, col = 1;
    const char *m = msg ? msg : "unreadable input";
    const char *e = strstr(m, ": error: ");
    if (e) {  // the position just before ": error: "
        const char *p = e;
        while (p > m && p[-1] >= '0' && p[-1] <= '9')
            p--;
        unsigned c = (unsigned)atoi(p);
        const char *q = p > m ? p - 1 : p;
        if (*q == ':' && q > m) {
            const char *r = q;
            while (r > m && r[-1] >= '0' && r[-1] <= '9')
                r--;
            line = (unsigned)atoi(r), col = c;
        }
        m = e + 9;
    }
    size_t ml = strcspn(m, "\n");
    char who[260] = "", hint[80] = "";
    if (text) {  // the producers the IR names, and syntax of a newer LLVM on the line of the error
        producers(text, len, who, sizeof who);  // (bitcode: LLVM's message names its producer itself)
        const char *l = text, *end = text + len;
        for (unsigned k = 1; k < line && l; k++)
            l = (l = memchr(l, '\n', (size_t)(end - l))) ? l + 1 : NULL;
        const char *le = l ? memchr(l, '\n', (size_t)(end - l)) : NULL;
        for (size_t i = 0; l && i < sizeof newer_syntax / sizeof *newer_syntax && !hint[0]; i++)
            if (memmem(l, (size_t)((le ? le : end) - l), newer_syntax[i].text, strlen(newer_syntax[i].text)))
                snprintf(hint, sizeof hint, "; '%.*s' is syntax of %s", (int)strcspn(newer_syntax[i].text, "( :"),
                         newer_syntax[i].text, newer_syntax[i].release);
    }
    char why[420] = "";  // a producer or a newer syntax named: what LLVM 19 reads, too
    if (who[0] || hint[0])
        snprintf(why, sizeof why, " (%s%s%sLLVM 19 reads IR of LLVM 19 and older%s)",
                 who[0] ? "the IR names its producers: " : "", who, who[0] ? "; " : "", hint);
    diag_report(sink, DIAG_ERROR, (SrcLoc){ file, text ? line : 1, text ? col : 1 }, "LLVM001",
                "LLVM 19 cannot read this IR: %.*s%s", (int)ml, m, why);
}

/* ---- text LLVM 19 does not survive ----
 * Found by fuzzing (tests/fuzz/fuzz_llvm.c); each is refused with LLVM001
 * before LLVM reads the text, since LLVM would read out of bounds, crash or
 * loop for ever:
 *   - an inline-asm constraint string with '@', '^' or an escape: the
 *     constraint parser (InlineAsm::ConstraintInfo::Parse) reads past the
 *     string ("@l" copies 'l' - '0' bytes); NVPTX constraints are letters;
 *   - a debug location whose inlinedAt chain is a cycle: the verifier
 *     follows it for ever;
 *   - a numbered name (%N, @N, !N, #N) of 2^32 - 2 or more: the reader
 *     keeps 32 bits of N, so %4294967296 silently reads as %0, and
 *     %4294967295 is the empty key of its value table (a garbage value,
 *     a crash under ASan).
 * And `!tbaa` attachments are renamed `!tbab` (a kind LLVM does not know,
 * the same length, so positions stay): the reader upgrades every TBAA
 * node and dereferences null in a malformed one; nothing here reads TBAA
 * (it only lets optimizations assume more). Bitcode gets none of this. */

static int ident_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
           c == '$' || c == '-';
}

/* The offset of the first byte at or after i that is not blank or in a comment. */
static size_t skip_blank(const char *d, size_t n, size_t i)
{
    while (i < n) {
        if (d[i] == ';')
            while (i < n && d[i] != '\n')
                i++;
        else if (d[i] == ' ' || d[i] == '\t' || d[i] == '\r' || d[i] == '\n')
            i++;
        else
            break;
    }
    return i;
}

/* The offset of a risky byte in the constraints of `asm [keywords]
 * "template", "constraints"`, or SIZE_MAX. */
static size_t risky_asm(const char *d, size_t n)
{
    for (const char *p = d; n >= 3 && (p = memmem(p, n - (size_t)(p - d), "asm", 3)) != NULL; p += 3) {
        size_t i = (size_t)(p - d) + 3;
        while (i < n) {  // sideeffect, alignstack, inteldialect, unwind
            i = skip_blank(d, n, i);
            if (i >= n || !ident_char(d[i]))
                break;
            while (i < n && ident_char(d[i]))
                i++;
        }
        if (i >= n || d[i] != '"')
            continue;
        const char *q = memchr(d + i + 1, '"', n - i - 1);  // the template's end
        if (!q)
            return SIZE_MAX;
        i = skip_blank(d, n, (size_t)(q - d) + 1);
        if (i >= n || d[i] != ',')
            continue;
        i = skip_blank(d, n, i + 1);
        if (i >= n || d[i] != '"')
            continue;
        for (i++; i < n && d[i] != '"'; i++)  // (a string may hold a line break)
            if (d[i] == '@' || d[i] == '^' || d[i] == '\\')
                return i;
    }
    return SIZE_MAX;
}

/* `!<digits>` at d[i]: the offset after it (its number in *id), or 0. */
static size_t md_ref(const char *d, size_t n, size_t i, uint64_t *id)
{
    if (i + 1 >= n || d[i] != '!' || d[i + 1] < '0' || d[i + 1] > '9')
        return 0;
    *id = 0;
    for (i++; i < n && d[i] >= '0' && d[i] <= '9'; i++)
        *id = *id * 10 + (uint64_t)(d[i] - '0');
    return i;
}

typedef struct {
    uint64_t from, to;
    size_t at;  // the offset of its inlinedAt
} InlinedAt;

static int inlined_at_cmp(const void *pa, const void *pb)
{
    const InlinedAt *a = pa, *b = pb;
    return a->from < b->from ? -1 : a->from > b->from ? 1 : a->at < b->at ? -1 : a->at > b->at;
}

/* The index of the first edge from node `from` in the sorted e[0..n), or UINT32_MAX. */
static uint32_t edge_from(const InlinedAt *e, uint32_t n, uint64_t from)
{
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (e[mid].from < from)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < n && e[lo].from == from ? lo : UINT32_MAX;
}

/* The offset of an inlinedAt that is part of a cycle of `!N = ...
 * inlinedAt: !M` (N: the last `!N =` that began a line before it), or
 * SIZE_MAX (also when memory runs out: LLVM then decides). */
static size_t inlined_at_cycle(const char *d, size_t n)
{
    VEC(InlinedAt) e = { 0 };
    uint64_t cur = 0, id;
    int have = 0;
    for (size_t i = 0; i < n; i++) {
        if (i == 0 || d[i - 1] == '\n') {
            size_t k = md_ref(d, n, skip_blank(d, n, i), &id);
            if (k && (k = skip_blank(d, n, k)) < n && d[k] == '=')
                cur = id, have = 1;
        }
        if (have && d[i] == 'i' && n - i > 10 && memcmp(d + i, "inlinedAt:", 10) == 0 &&
            md_ref(d, n, skip_blank(d, n, i + 10), &id) && vec_push(&e, ((InlinedAt){ cur, id, i })) < 0)
            break;
    }
    size_t found = SIZE_MAX;
    uint8_t *state = e.len && !e.oom ? mem_alloc(e.len) : NULL;  // 0 new, 1 on this walk, 2 done
    uint32_t *path = state ? mem_alloc(e.len * sizeof *path) : NULL;
    if (path) {
        /* each location has one inlinedAt (its first edge): a walk from each
         * node either stops, meets a node done before, or comes back */
        qsort(e.data, e.len, sizeof *e.data, inlined_at_cmp);
        memset(state, 0, e.len);
        for (uint32_t s = 0; s < e.len && found == SIZE_MAX; s++) {
            uint32_t v = edge_from(e.data, e.len, e.data[s].from), np = 0;
            while (v != UINT32_MAX && state[v] == 0) {
                state[v] = 1, path[np++] = v;
                v = edge_from(e.data, e.len, e.data[v].to);
            }
            if (v != UINT32_MAX && state[v] == 1)
                found = e.data[v].at;
            while (np)
                state[path[--np]] = 2;
        }
    }
    mem_free(path);
    mem_free(state);
    vec_free(&e);
    return found;
}

/* At a string or a comment starting at d[i]: the offset after it (after
 * the string's closing quote; at the newline ending the comment), else i. */
static size_t skip_quoted(const char *d, size_t n, size_t i)
{
    if (d[i] != '"' && d[i] != ';')
        return i;
    char end = d[i] == '"' ? '"' : '\n';
    for (i++; i < n && d[i] != end; i++)
        ;
    return i + (end == '"' && i < n);
}

/* !tbaa becomes !tbab, outside strings and comments (see above). */
static void hide_tbaa(char *d, size_t n)
{
    for (size_t i = 0; i + 5 <= n;) {
        size_t j = skip_quoted(d, n, i);
        if (j != i) {
            i = j;
            continue;
        }
        if (d[i] == '!' && memcmp(d + i + 1, "tbaa", 4) == 0 && (i + 5 == n || !ident_char(d[i + 5])))
            d[i + 4] = 'b';
        i++;
    }
}

/* The line and column of offset at in d. */
static void position_of(const char *d, size_t at, uint32_t *line, uint32_t *col)
{
    uint32_t l = 1;
    size_t start = 0;
    for (size_t i = 0; i < at; i++)
        if (d[i] == '\n')
            l++, start = i + 1;
    *line = l, *col = (uint32_t)(at - start + 1);
}

/* Refuses text LLVM 19 does not survive (see above) with LLVM001; 1 when it did. */
/* The offset of a numbered name (%N, @N, !N, #N, ^N) of 4294967294 or
 * more outside strings and comments, or SIZE_MAX. */
static size_t huge_number(const char *d, size_t n)
{
    for (size_t i = 0; i + 1 < n;) {
        size_t q = skip_quoted(d, n, i);
        if (q != i) {
            i = q;
            continue;
        }
        if (!strchr("%@!#^", d[i]) || d[i] == '\0' || d[i + 1] < '0' || d[i + 1] > '9' || (i && ident_char(d[i - 1]))) {
            i++;
            continue;
        }
        uint64_t v = 0;
        size_t j = i + 1;
        for (; j < n && d[j] >= '0' && d[j] <= '9'; j++)
            v = v > UINT32_MAX ? v : v * 10 + (uint64_t)(d[j] - '0');
        if (v >= UINT32_MAX - 1)
            return i;
        i = j;
    }
    return SIZE_MAX;
}

static int refuse_unsafe(DiagSink *sink, uint32_t file, const char *d, size_t n)
{
    size_t at = risky_asm(d, n);
    const char *why = "an inline asm constraint string holds '@', '^' or an escape, which LLVM 19's reader "
                      "cannot take safely (NVPTX constraints are letters: r, l, h, f, d, n, ...)";
    if (at == SIZE_MAX) {
        at = huge_number(d, n);
        why = "a numbered name of 4294967294 or more, which LLVM 19's reader takes for another value "
              "(it keeps 32 bits of the number) or for no value at all";
    }
    if (at == SIZE_MAX) {
        at = inlined_at_cycle(d, n);
        why = "a debug location is inlined at itself (its chain of inlinedAt is a cycle), which LLVM 19's "
              "verifier would follow for ever";
    }
    if (at == SIZE_MAX)
        return 0;
    uint32_t line, col;
    position_of(d, at, &line, &col);
    diag_report(sink, DIAG_ERROR, (SrcLoc){ file, line, col }, "LLVM001", "LLVM 19 cannot read this IR: %s", why);
    return 1;
}

/* ---- debug info ----
 * LLVM's reader upgrades a module's debug info (UpgradeDebugInfo): with the
 * current "Debug Info Version" (3) it verifies the module, drops broken
 * debug info, and stops the process (report_fatal_error) when anything
 * else is broken; with another version, or none, it drops the debug info.
 * For text IR the reader's upgrade is off and this does the same, with a
 * broken module left to the verifier's LLVM001 error instead. */

static void reader_upgrades_debug_info(int on)
{
    const char *args[] = { "warpsafe", on ? "-disable-auto-upgrade-debug-info=false"
                                          : "-disable-auto-upgrade-debug-info=true" };
    LLVMParseCommandLineOptions(2, args, "");
}

static void upgrade_debug_info(LlvmEmit *e, DiagSink *sink, uint32_t file, const char *text, size_t len)
{
    static const char v3[] = "!\"Debug Info Version\", i32 3}";
    if (!memmem(text, len, v3, sizeof v3 - 1)) {
        LLVMStripModuleDebugInfo(e->mod);
        return;
    }
    char *msg = NULL;
    if (LLVMVerifyModule(e->mod, LLVMReturnStatusAction, &msg)) {
        LLVMDisposeMessage(msg), msg = NULL;
        LLVMStripModuleDebugInfo(e->mod);
        if (!LLVMVerifyModule(e->mod, LLVMReturnStatusAction, &msg))  // only the debug info was broken
            diag_report(sink, DIAG_WARNING, (SrcLoc){ file, 1, 1 }, "LLVM001",
                        "invalid debug info ignored (as LLVM does): findings name no source lines%s", "");
    }
    LLVMDisposeMessage(msg);
}

/* ---- newer IR ----
 * Text IR of a newer LLVM is read after two rewrites that keep every
 * behaviour of the original: captures(none) (LLVM 21) is nocapture, and
 * another captures(...) is dropped (the pointer may be captured); the
 * samesign flag of icmp (LLVM 20), which only makes more results poison,
 * is dropped. Quoted strings and comments are left alone; what goes
 * becomes spaces, so every line and column stays where it is. In place;
 * returns how many were rewritten. */
static unsigned compat_rewrite(char *d, size_t n)
{
    unsigned changed = 0;
    for (size_t i = 0; i < n;) {
        size_t j = skip_quoted(d, n, i);
        if (j != i) {
            i = j;
            continue;
        }
        int word = i == 0 || !(ident_char(d[i - 1]) || d[i - 1] == '%' || d[i - 1] == '@');
        if (word && n - i > 9 && memcmp(d + i, "captures(", 9) == 0) {
            for (j = i + 9; j < n && d[j] != ')' && d[j] != '\n'; j++)
                ;
            if (j < n && d[j] == ')') {
                size_t k = j - (i + 9) == 4 && memcmp(d + i + 9, "none", 4) == 0 ? 9 : 0;
                memcpy(d + i, "nocapture", k);
                memset(d + i + k, ' ', j + 1 - i - k);
                i = j + 1, changed++;
                continue;
            }
        }
        if (word && n - i > 9 && memcmp(d + i, "samesign ", 9) == 0 && i >= 5 && memcmp(d + i - 5, "icmp ", 5) == 0) {
            memset(d + i, ' ', 9);
            i += 9, changed++;
            continue;
        }
        i++;
    }
    return changed;
}

/* ---- .ll positions ---- */

typedef struct {
    const char *name;
    size_t len;
    VEC(uint32_t) lines, cols;
    uint32_t def_line;
} TextFn;
typedef VEC(TextFn) TextFnVec;

/* The instruction lines of every function definition in the text. */
static void scan_text(const char *buf, size_t len, TextFnVec *fns)
{
    size_t pos = 0;
    uint32_t line = 0;
    TextFn *cur = NULL;
    int depth = 0;  // [ ] nesting of a switch continued on the next lines
    while (pos < len) {
        size_t start = pos;
        const char *nl = memchr(buf + pos, '\n', len - pos);
        size_t end = nl ? (size_t)(nl - buf) : len;
        pos = end + 1;
        line++;
        size_t i = start;
        while (i < end && (buf[i] == ' ' || buf[i] == '\t'))
            i++;
        const char *s = buf + i;
        size_t n = end - i;
        if (!cur) {
            if (starts(s, n, "define ")) {
                const char *at = memchr(s, '@', n);
                if (!at)
                    continue;
                const char *nm = at + 1, *ne;
                if (*nm == '"') {
                    nm++;
                    ne = memchr(nm, '"', (size_t)(s + n - nm));
                } else {
                    ne = nm;
                    while (ne < s + n && *ne != '(')
                        ne++;
                }
                if (!ne)
                    continue;
                TextFn t = { nm, (size_t)(ne - nm), { 0 }, { 0 }, line };
                if (vec_push(fns, t) < 0)
                    return;
                cur = &fns->data[fns->len - 1];
                depth = 0;
            }
            continue;
        }
        if (n && s[0] == '}' && depth == 0) {
            cur = NULL;
            continue;
        }
        if (!n || s[0] == ';' || s[0] == '#')
            continue;
        int cont = depth > 0;
        for (size_t k = 0; k < n && s[k] != ';'; k++)
            depth += s[k] == '[' ? 1 : s[k] == ']' ? -1 : 0;
        if (cont)
            continue;
        /* a label: NAME: or "NAME": with nothing but a comment after */
        size_t k = 0;
        if (s[0] == '"') {
            const char *q = memchr(s + 1, '"', n - 1);
            k = q ? (size_t)(q - s) + 1 : n;
        } else {
            while (k < n && s[k] != ':' && s[k] != ' ' && s[k] != '\t' && s[k] != '=' && s[k] != ',')
                k++;
        }
        if (k < n && s[k] == ':') {
            size_t r = k + 1;
            while (r < n && (s[r] == ' ' || s[r] == '\t'))
                r++;
            if (r == n || s[r] == ';')
                continue;
        }
        if (vec_push(&cur->lines, line) < 0 || vec_push(&cur->cols, (uint32_t)(i - start) + 1) < 0)
            return;
    }
}

/* Attaches warpsafe.pos (line, column) to every instruction of the
 * functions whose text was scanned, where the counts agree. */
/* The function the text names @name (or @N: the N-th unnamed value, counted
 * over variables, aliases, then functions, as LLVM numbers them), or NULL. */
static LLVMValueRef text_function(LlvmEmit *e, const char *name, size_t n)
{
    size_t d = 0, len;
    while (d < n && name[d] >= '0' && name[d] <= '9')
        d++;
    if (n && d == n) {
        unsigned long k = strtoul(name, NULL, 10);
        for (LLVMValueRef g = LLVMGetFirstGlobal(e->mod); g; g = LLVMGetNextGlobal(g))
            if ((LLVMGetValueName2(g, &len), !len) && k-- == 0)
                return NULL;
        for (LLVMValueRef g = LLVMGetFirstGlobalAlias(e->mod); g; g = LLVMGetNextGlobalAlias(g))
            if ((LLVMGetValueName2(g, &len), !len) && k-- == 0)
                return NULL;
        for (LLVMValueRef g = LLVMGetFirstFunction(e->mod); g; g = LLVMGetNextFunction(g))
            if ((LLVMGetValueName2(g, &len), !len) && k-- == 0)
                return g;
        return NULL;
    }
    char *z = mem_alloc(n + 1);
    if (!z)
        return NULL;
    memcpy(z, name, n), z[n] = '\0';
    LLVMValueRef fn = LLVMGetNamedFunction(e->mod, z);
    mem_free(z);
    return fn;
}

static void attach_positions(LlvmEmit *e, const char *buf, size_t len)
{
    TextFnVec fns = { 0 };
    scan_text(buf, len, &fns);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(e->ctx);
    for (uint32_t k = 0; k < fns.len; k++) {
        TextFn *t = &fns.data[k];
        LLVMValueRef fn = text_function(e, t->name, t->len);
        if (!fn || LLVMIsDeclaration(fn))
            continue;
        for (uint32_t i = 0; i < e->nfns; i++)
            if (e->fns[i].fn == fn)
                e->fns[i].line = t->def_line;
        uint32_t count = 0;
        for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
            for (LLVMValueRef in = LLVMGetFirstInstruction(b); in; in = LLVMGetNextInstruction(in))
                count++;
        if (count != t->lines.len)
            continue;  // the text is not the printed form this scan knows: no positions
        uint32_t x = 0;
        for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
            for (LLVMValueRef in = LLVMGetFirstInstruction(b); in; in = LLVMGetNextInstruction(in), x++) {
                LLVMMetadataRef ops[2] = { LLVMValueAsMetadata(LLVMConstInt(i32, t->lines.data[x], 0)),
                                           LLVMValueAsMetadata(LLVMConstInt(i32, t->cols.data[x], 0)) };
                LLVMSetMetadata(in, e->md_pos,
                                LLVMMetadataAsValue(e->ctx, LLVMMDNodeInContext2(e->ctx, ops, 2)));
            }
    }
    for (uint32_t k = 0; k < fns.len; k++) {
        vec_free(&fns.data[k].lines);
        vec_free(&fns.data[k].cols);
    }
    vec_free(&fns);
}

/* ---- kernels and launch bounds ---- */

static FnInfo *info_of(LlvmEmit *e, LLVMValueRef fn)
{
    for (uint32_t i = 0; i < e->nfns; i++)
        if (e->fns[i].fn == fn)
            return &e->fns[i];
    return NULL;
}

/* "256,1,1" or "256" into d[3] (missing dimensions are 1). */
static void dims(const char *s, uint32_t d[3])
{
    d[0] = d[1] = d[2] = 1;
    for (int i = 0; i < 3 && s && *s; i++) {
        d[i] = (uint32_t)strtoul(s, (char **)&s, 10);
        if (*s == ',')
            s++;
    }
}

static int find_kernels(LlvmEmit *e)
{
    uint32_t n = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(e->mod); f; f = LLVMGetNextFunction(f))
        n++;
    e->fns = mem_alloc((n + 1) * sizeof *e->fns);
    if (!e->fns)
        return -1;
    memset(e->fns, 0, (n + 1) * sizeof *e->fns);
    for (LLVMValueRef f = LLVMGetFirstFunction(e->mod); f; f = LLVMGetNextFunction(f)) {
        FnInfo *fi = &e->fns[e->nfns++];
        fi->fn = f;
        fi->kernel = LLVMGetFunctionCallConv(f) == 71;  // PTX_Kernel
        static const char *const attrs[] = { "nvvm.maxntid", "nvvm.reqntid", "nvvm.minctasm", "nvvm.maxnreg" };
        for (unsigned a = 0; a < 4; a++) {
            LLVMAttributeRef at = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, attrs[a],
                                                                (unsigned)strlen(attrs[a]));
            if (!at)
                continue;
            unsigned vl;
            const char *v = LLVMGetStringAttributeValue(at, &vl);
            char tmp[64];
            snprintf(tmp, sizeof tmp, "%.*s", (int)(vl < 60 ? vl : 60), v);
            if (a == 0)
                dims(tmp, fi->maxntid);
            else if (a == 1)
                dims(tmp, fi->reqntid);
            else if (a == 2)
                fi->minctasm = (uint32_t)strtoul(tmp, NULL, 10);
            else
                fi->maxnreg = (uint32_t)strtoul(tmp, NULL, 10);
        }
        if (LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, "nvvm.kernel", 11))
            fi->kernel = 1;
    }
    unsigned na = LLVMGetNamedMetadataNumOperands(e->mod, "nvvm.annotations");
    LLVMValueRef *ann = mem_alloc((na + 1) * sizeof *ann);
    if (!ann)
        return -1;
    LLVMGetNamedMetadataOperands(e->mod, "nvvm.annotations", ann);
    for (unsigned i = 0; i < na; i++) {
        unsigned k = LLVMGetMDNodeNumOperands(ann[i]);
        if (k < 3 || k > 64)
            continue;
        LLVMValueRef ops[64];
        LLVMGetMDNodeOperands(ann[i], ops);
        FnInfo *fi = ops[0] && LLVMIsAFunction(ops[0]) ? info_of(e, ops[0]) : NULL;
        if (!fi)
            continue;
        for (unsigned j = 1; j + 1 < k; j += 2) {  // pairs of key, value
            unsigned kl = 0;
            const char *key = ops[j] ? LLVMGetMDString(ops[j], &kl) : NULL;
            if (!key || !ops[j + 1] || !LLVMIsAConstantInt(ops[j + 1]))
                continue;
            uint32_t v = (uint32_t)LLVMConstIntGetZExtValue(ops[j + 1]);
            char kb[32];
            snprintf(kb, sizeof kb, "%.*s", (int)(kl < 30 ? kl : 30), key);
            if (!strcmp(kb, "kernel"))
                fi->kernel = v != 0;
            else if (!strncmp(kb, "maxntid", 7) && kb[7] >= 'x' && kb[7] <= 'z' && !kb[8])
                fi->maxntid[kb[7] - 'x'] = v;
            else if (!strncmp(kb, "reqntid", 7) && kb[7] >= 'x' && kb[7] <= 'z' && !kb[8])
                fi->reqntid[kb[7] - 'x'] = v;
            else if (!strcmp(kb, "minctasm"))
                fi->minctasm = v;
            else if (!strcmp(kb, "maxnreg"))
                fi->maxnreg = v;
        }
    }
    mem_free(ann);
    for (uint32_t i = 0; i < e->nfns; i++)  // a bound given for x only: the other dimensions are 1
        for (int d = 1; d < 3; d++) {
            if (e->fns[i].maxntid[0] && !e->fns[i].maxntid[d])
                e->fns[i].maxntid[d] = 1;
            if (e->fns[i].reqntid[0] && !e->fns[i].reqntid[d])
                e->fns[i].reqntid[d] = 1;
        }
    return 0;
}

/* ---- normalization ---- */

static unsigned kind(const char *name)
{
    return LLVMGetEnumAttributeKindForName(name, strlen(name));
}

/* Kernel pointer parameters point to global memory (the NVPTX back end's
 * lower-args): every use of p goes through a cast to addrspace(1) and
 * back, which infer-address-spaces then propagates. */
/* v is taken as a pointer of address space `as`: a cast there and back
 * before `at` (with the .ll position of pos_of) stands in for every use of
 * v, so infer-address-spaces carries the space on to them. */
static void cast_through(LlvmEmit *e, LLVMBuilderRef b, LLVMValueRef v, unsigned as, LLVMValueRef at,
                         LLVMValueRef pos_of)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    LLVMPositionBuilderBefore(b, at);
    LLVMValueRef g = LLVMBuildAddrSpaceCast(b, v, LLVMPointerTypeInContext(e->ctx, as), "");
    LLVMValueRef back = LLVMBuildAddrSpaceCast(b, g, t, "");
    LLVMReplaceAllUsesWith(v, back);
    LLVMSetOperand(g, 0, v);
    LLVMValueRef pos = LLVMGetMetadata(pos_of, e->md_pos);
    if (pos) {
        LLVMSetMetadata(g, e->md_pos, pos);
        LLVMSetMetadata(back, e->md_pos, pos);
    }
}

static void global_params(LlvmEmit *e, LLVMValueRef fn)
{
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(e->ctx);
    LLVMValueRef first = LLVMGetFirstInstruction(entry);
    unsigned np = LLVMCountParams(fn);
    for (unsigned i = 0; i < np; i++) {
        LLVMValueRef p = LLVMGetParam(fn, i);
        LLVMTypeRef t = LLVMTypeOf(p);
        if (LLVMGetTypeKind(t) != LLVMPointerTypeKind || LLVMGetPointerAddressSpace(t) != 0 || !LLVMGetFirstUse(p))
            continue;
        /* a pointer parameter points into global memory; a byval one at the parameter's own bytes
         * (the casts stand at the first instruction) */
        cast_through(e, b, p, LLVMGetEnumAttributeAtIndex(fn, i + 1, e->attr_byval) ? 101 : 1, first, first);
    }
    LLVMDisposeBuilder(b);
}

/* Pointers loaded from a kernel's byval parameter (a struct passed by
 * value) are global too, as NVPTX's lower-args takes them (the host can
 * pass no other kind): each such load gets the same pair of casts. Loads
 * through getelementptrs and address-space casts of the parameter count;
 * after sroa, which turns clang -O0's copy of the parameter into such
 * loads. */
static void collect_byval_loads(LLVMValueRef v, int depth, LLVMValueRef *out, unsigned *n, unsigned max)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u && *n < max; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if ((LLVMIsAGetElementPtrInst(user) || LLVMIsAAddrSpaceCastInst(user)) && LLVMGetOperand(user, 0) == v &&
            depth < 8)
            collect_byval_loads(user, depth + 1, out, n, max);
        else if (LLVMIsALoadInst(user) && LLVMGetOperand(user, 0) == v &&
                 LLVMGetTypeKind(LLVMTypeOf(user)) == LLVMPointerTypeKind &&
                 LLVMGetPointerAddressSpace(LLVMTypeOf(user)) == 0 && LLVMGetFirstUse(user))
            out[(*n)++] = user;
    }
}

static void global_byval_loads(LlvmEmit *e, LLVMValueRef fn)
{
    enum { MAX = 256 };
    LLVMValueRef loads[MAX];
    unsigned n = 0;
    for (unsigned i = 0; i < LLVMCountParams(fn); i++)
        if (LLVMGetEnumAttributeAtIndex(fn, i + 1, e->attr_byval))
            collect_byval_loads(LLVMGetParam(fn, i), 0, loads, &n, MAX);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(e->ctx);
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef next = LLVMGetNextInstruction(loads[k]);
        if (next)
            cast_through(e, b, loads[k], 1, next, loads[k]);
    }
    LLVMDisposeBuilder(b);
}

/* Drops `noinline` from every call in fn (rustc -C opt-level=0 puts it on
 * the calls as well as on the functions). */
static void inline_calls(LLVMValueRef fn, unsigned noinline)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
            if (LLVMIsACallInst(in))
                LLVMRemoveCallSiteEnumAttribute(in, LLVMAttributeFunctionIndex, noinline);
}

static const char *normalize(LlvmEmit *e)
{
    unsigned optnone = kind("optnone"), noinline = kind("noinline"), always = kind("alwaysinline");
    for (uint32_t i = 0; i < e->nfns; i++) {
        LLVMValueRef fn = e->fns[i].fn;
        if (LLVMIsDeclaration(fn))
            continue;
        LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, optnone);
        LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, noinline);
        inline_calls(fn, noinline);
        if (e->fns[i].kernel)
            global_params(e, fn);
        else
            LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(e->ctx, always, 0));
    }
    static int init;
    if (!init) {
        LLVMInitializeNVPTXTargetInfo();
        LLVMInitializeNVPTXTarget();
        LLVMInitializeNVPTXTargetMC();
        init = 1;
    }
    LLVMTargetRef target;
    char *err = NULL;
    if (LLVMGetTargetFromTriple("nvptx64-nvidia-cuda", &target, &err)) {
        static char msg[256];
        snprintf(msg, sizeof msg, "the NVPTX target of LLVM is not available: %s", err ? err : "?");
        LLVMDisposeMessage(err);
        return msg;
    }
    LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, "nvptx64-nvidia-cuda", e->target, "",
                                                      LLVMCodeGenLevelDefault, LLVMRelocDefault,
                                                      LLVMCodeModelDefault);
    LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
    step(STEP_PASSES);
    LLVMErrorRef r = LLVMRunPasses(e->mod, "always-inline,function(sroa)", tm, opts);
    step(STEP_PREPARE);
    for (uint32_t i = 0; !r && i < e->nfns; i++)  // kernels survive inlining (the others may not)
        if (e->fns[i].kernel && !LLVMIsDeclaration(e->fns[i].fn))
            global_byval_loads(e, e->fns[i].fn);
    if (!r) {
        step(STEP_PASSES);
        r = LLVMRunPasses(e->mod, "function(infer-address-spaces)", tm, opts);
        step(STEP_PREPARE);
    }
    LLVMDisposePassBuilderOptions(opts);
    LLVMDisposeTargetMachine(tm);
    if (r) {
        static char msg[512];
        char *m = LLVMGetErrorMessage(r);
        snprintf(msg, sizeof msg, "normalizing the IR failed: %s", m);
        LLVMDisposeErrorMessage(m);
        return msg;
    }
    return NULL;
}

/* The function table again after the passes, which delete the functions
 * they inlined: the survivors keep what was found about them. */
static int refresh_fns(LlvmEmit *e)
{
    uint32_t n = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(e->mod); f; f = LLVMGetNextFunction(f))
        n++;
    FnInfo *nf = mem_alloc((n + 1) * sizeof *nf);
    if (!nf)
        return -1;
    uint32_t k = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(e->mod); f; f = LLVMGetNextFunction(f), k++) {
        const FnInfo *old = info_of(e, f);
        nf[k] = old ? *old : (FnInfo){ .fn = f };
    }
    mem_free(e->fns);
    e->fns = nf, e->nfns = n;
    return 0;
}

/* target-cpu and +ptxNN of the first function that has them. */
static void target_of(LlvmEmit *e, char *cpu, size_t cn, char *ver, size_t vn)
{
    snprintf(cpu, cn, "sm_70");
    snprintf(ver, vn, "7.8");
    for (LLVMValueRef f = LLVMGetFirstFunction(e->mod); f; f = LLVMGetNextFunction(f)) {
        LLVMAttributeRef c = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, "target-cpu", 10);
        if (!c)
            continue;
        unsigned l;
        const char *v = LLVMGetStringAttributeValue(c, &l);
        if (l > 3 && l < 16 && !strncmp(v, "sm_", 3) && strspn(v + 3, "0123456789abcdefghijklmnopqrstuvwxyz") == l - 3)
            snprintf(cpu, cn, "%.*s", (int)l, v);  // (anything else would not be a PTX .target)
        LLVMAttributeRef fe = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, "target-features", 15);
        const char *fs = fe ? LLVMGetStringAttributeValue(fe, &l) : NULL;
        const char *p = fs ? strstr(fs, "+ptx") : NULL;
        if (p && p[4] >= '1' && p[4] <= '9' && p[5] >= '0' && p[5] <= '9')
            snprintf(ver, vn, "%c.%c", p[4], p[5]);
        break;
    }
}

/* ---- the entry point ---- */

/* Moves the module's positions from the lowered PTX to the .ll file. */
static void map_positions(KirModule *m, const OutBuf *o, uint32_t file, const char *path)
{
    m->input_file = file;
    m->from_llvm = 1;
    m->path = strtab_intern(&m->strs, path, strlen(path));
    for (; m; m = m->next) {
        for (uint32_t i = 0; i < m->nvars; i++)  // declarations have no .ll position kept
            m->vars[i].line = m->vars[i].col = 0;
        for (uint32_t i = 0; i < m->nfuncs; i++) {
            KirFunc *f = &m->funcs[i];
            uint32_t l = f->line;
            f->line = l && l <= o->pos_line.len ? o->pos_line.data[l - 1] : 0;
            f->col = l && l <= o->pos_col.len ? o->pos_col.data[l - 1] : 0;
            for (uint32_t k = 0; k < f->ninsts; k++) {
                KirInst *in = &f->insts[k];
                uint32_t x = in->line;
                in->line = x && x <= o->pos_line.len ? o->pos_line.data[x - 1] : 0;
                in->col = x && x <= o->pos_col.len ? o->pos_col.data[x - 1] : 0;
            }
        }
    }
}

int llvm_is_bitcode(const char *buf, size_t len)
{
    const uint8_t *d = (const uint8_t *)buf;
    return len >= 4 && ((d[0] == 'B' && d[1] == 'C' && d[2] == 0xC0 && d[3] == 0xDE) ||     // raw bitcode
                        (d[0] == 0xDE && d[1] == 0xC0 && d[2] == 0x17 && d[3] == 0x0B));  // its wrapper
}

/* ---- the LLVM work ----
 * Everything that runs LLVM's code: read the IR (text or bitcode), verify
 * it, find the kernels, normalize, lower to PTX. 0 with the PTX and its
 * position map in *out; -1 with errors in the sink. */
static int lower_ir(DiagSink *sink, uint32_t file, const char *path, const char *buf, size_t len, OutBuf *out)
{
    int rc = -1;
    int bitcode = llvm_is_bitcode(buf, len);
    LlvmEmit e = { 0 };
    e.ctx = LLVMContextCreate();
    char *msg = NULL, *text = NULL;  // text: what LLVM reads (a copy of buf, !tbaa hidden)
    if (!bitcode && memchr(buf, '\0', len)) {
        diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 1, 1 }, "LLVM001",
                    "not LLVM IR: the file holds binary data but is not LLVM bitcode");
        goto out;
    }
    if (!bitcode && refuse_unsafe(sink, file, buf, len))
        goto out;
    if (!bitcode && (text = mem_alloc(len + 1)) == NULL) {
        diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 1, 1 }, "IO003", "out of memory%s", "");
        goto out;
    }
    if (text) {
        memcpy(text, buf, len), text[len] = '\0';
        hide_tbaa(text, len);
    }
    step(STEP_READ);
    LLVMMemoryBufferRef mb = LLVMCreateMemoryBufferWithMemoryRangeCopy(text ? text : buf, len, path);
    if (text)
        reader_upgrades_debug_info(0);  // done below, where a broken module is an error, not the process's end
    int unread = LLVMParseIRInContext(e.ctx, mb, &e.mod, &msg);  // takes mb
    if (unread && text && compat_rewrite(text, len)) {  // IR of a newer LLVM: once more, rewritten
        LLVMDisposeMessage(msg), msg = NULL;
        mb = LLVMCreateMemoryBufferWithMemoryRangeCopy(text, len, path);
        unread = LLVMParseIRInContext(e.ctx, mb, &e.mod, &msg);
    }
    if (text)
        reader_upgrades_debug_info(1);
    if (unread) {
        parse_error(sink, file, msg, text, len);
        LLVMDisposeMessage(msg);
        mem_free(text);
        e.mod = NULL;
        goto out;
    }
    if (text)
        upgrade_debug_info(&e, sink, file, text, len);
    mem_free(text);
    if (LLVMVerifyModule(e.mod, LLVMReturnStatusAction, &msg)) {
        diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 1, 1 }, "LLVM001", "invalid LLVM IR: %.*s",
                    (int)strcspn(msg ? msg : "", "\n"), msg ? msg : "");
        LLVMDisposeMessage(msg);
        goto out;
    }
    LLVMDisposeMessage(msg);
    step(STEP_PREPARE);
    if (!LLVMGetFirstFunction(e.mod) && !LLVMGetFirstGlobal(e.mod)) {
        diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 1, 1 }, "LLVM001",
                    "empty LLVM IR: the module holds no functions and no variables%s", "");
        goto out;
    }
    const char *triple = LLVMGetTarget(e.mod);
    if (triple && *triple && strncmp(triple, "nvptx", 5) != 0) {
        diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 1, 1 }, "LLVM002",
                    "not NVPTX IR: the target triple is '%s' (compile the device side, e.g. clang "
                    "--cuda-device-only -emit-llvm)", triple);
        goto out;
    }
    e.td = LLVMGetModuleDataLayout(e.mod);
    e.md_pos = LLVMGetMDKindIDInContext(e.ctx, "warpsafe.pos", 12);
    e.md_invariant = LLVMGetMDKindIDInContext(e.ctx, "invariant.load", 14);
    e.attr_noalias = kind("noalias");
    e.attr_readonly = kind("readonly");
    e.attr_byval = kind("byval");
    e.attr_memory = kind("memory");
    char cpu[16], ver[8];
    target_of(&e, cpu, sizeof cpu, ver, sizeof ver);
    e.target = cpu, e.ptx_version = ver;
    if (find_kernels(&e) < 0) {
        diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 1, 1 }, "IO003", "out of memory%s", "");
        goto out;
    }
    if (!bitcode) {
        attach_positions(&e, buf, len);
    } else {  // bitcode: the lines of its disassembly (what llvm-dis prints)
        step(STEP_READ);  // LLVM's printer meets what its bitcode reader let through
        char *dis = LLVMPrintModuleToString(e.mod);
        step(STEP_PREPARE);
        if (dis)
            attach_positions(&e, dis, strlen(dis));
        LLVMDisposeMessage(dis);
    }
    const char *why = normalize(&e);
    if (why) {
        diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 1, 1 }, "LLVM005", "%s", why);
        goto out;
    }
    if (refresh_fns(&e) < 0) {
        diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 1, 1 }, "IO003", "out of memory%s", "");
        goto out;
    }
    step(STEP_LOWER);
    if (llvm_emit_module(&e) < 0) {
        if (e.error)
            diag_report(sink, DIAG_ERROR, (SrcLoc){ file, e.error_line ? e.error_line : 1, e.error_col ? e.error_col : 1 },
                        "LLVM003", "%s", e.error);
        else
            diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 1, 1 }, "IO003", "out of memory lowering %s", path);
        goto out;
    }
    *out = e.out;
    memset(&e.out, 0, sizeof e.out);
    rc = 0;
out:
    out_free(&e.out);
    mem_free(e.error);
    mem_free(e.fns);
    if (e.mod)
        LLVMDisposeModule(e.mod);
    LLVMContextDispose(e.ctx);
    return rc;
}

/* ---- the LLVM work in a child process ----
 * LLVM's readers are not robust against malformed input: fuzzing keeps
 * finding reads out of bounds and crashes in LLVM 19's text reader (each
 * fixed one by one until then, see "text LLVM 19 does not survive"), its
 * bitcode reader is less robust still, and LLVM ends the process on a fatal
 * error. So lower_ir runs in a child process (fork), which sends back what
 * the parent needs through a pipe: its diagnostics, the lowered PTX and the
 * PTX's position map. The parent parses the PTX (our code) itself. A child
 * that dies says so: an error naming the step it was in (LLVM's reader or
 * verifier: LLVM001, the input cannot be read; LLVM's passes: LLVM005,
 * please report; our own code: LLVM005, an internal error). Costs one fork per LLVM input: about 2 ms
 * (mostly the child faulting in libLLVM's pages again), next to the ~18 ms
 * of loading libLLVM once per run.
 *
 * The pipe carries records: a tag byte, a 32-bit length, the payload:
 *   S  the step the child is in (one byte, enum Step)
 *   D  a diagnostic: level (1 byte), line, col (32 bits each), the code
 *      and a NUL, the message
 *   T  the PTX text;  L, C  its position map (32-bit .ll lines, columns)
 *   E  the end: lower_ir's result (1 byte: 0 or 1 for -1)
 * WARPSAFE_LLVM_IN_PROCESS=1 runs lower_ir in the process itself (for a
 * debugger); the fuzz harness does too (llvm_fe_set_mode).
 * warpsafe has one thread when it forks; should inputs ever be loaded by
 * several threads, the child may only use what fork keeps usable (glibc's
 * malloc is; locks another thread holds are not). */

/* The child's limits: LLVM's bitcode reader can loop for ever on malformed
 * input (llvm-dis too), taking gigabytes a second. Generous: real IR takes
 * milliseconds and megabytes per megabyte. CPU seconds (overridden by
 * WARPSAFE_LLVM_CPU_LIMIT) and MiB of data (WARPSAFE_LLVM_MEMORY_LIMIT;
 * not applied in a sanitizer build), base plus so much per MiB of input. */
#define CPU_LIMIT_BASE 120
#define CPU_LIMIT_PER_MIB 4
#define MEMORY_LIMIT_BASE 8192
#define MEMORY_LIMIT_PER_MIB 64

enum { MODE_UNSET, MODE_CHILD, MODE_IN_PROCESS };

static int mode;
static int child_fd = -1;         // in the child: the pipe's writing end
static DiagSink *child_sink;      // in the child: its diagnostics, sent at the end (or by on_fatal)
static int quiet_fd = -1;         // in the child, while LLVM reads: the real stderr

/* Sets how lower_ir runs (the fuzz harness): 0 in a child, 1 in this
 * process. */
__attribute__((visibility("default"))) void llvm_fe_set_mode(int m)
{
    mode = m == 1 ? MODE_IN_PROCESS : MODE_CHILD;
}

static int write_all(int fd, const void *p, size_t n)
{
    const char *c = p;
    while (n) {
        ssize_t w = write(fd, c, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return -1;
        c += w, n -= (size_t)w;
    }
    return 0;
}

/* One record of the two parts a and b (either may be empty). */
static void put(char tag, const void *a, size_t an, const void *b, size_t bn)
{
    uint32_t n = (uint32_t)(an + bn);
    if (child_fd < 0)
        return;
    if (an + bn > UINT32_MAX)
        _exit(1);  // a record of 4 GiB: the parent reports the child's death
    if (write_all(child_fd, &tag, 1) < 0 || write_all(child_fd, &n, sizeof n) < 0 ||
        (an && write_all(child_fd, a, an) < 0) || (bn && write_all(child_fd, b, bn) < 0))
        _exit(1);  // the parent is gone or the pipe broke: nothing to tell
}

/* Where a crash goes while LLVM reads, in the child: the default action
 * (the process dies; the parent reports the input's error) rather than a
 * sanitizer's or fuzzer's handler, which would report a crash of LLVM's
 * reader as a bug found (with stderr, where that report goes, silenced). */
static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT };
static struct sigaction saved_actions[sizeof crash_signals / sizeof *crash_signals];

static void step(enum Step s)
{
    unsigned char c = (unsigned char)s;
    size_t ns = sizeof crash_signals / sizeof *crash_signals;
    if (quiet_fd >= 0) {  // LLVM's reading is over: stderr and the crash handlers back
        dup2(quiet_fd, 2);
        close(quiet_fd);
        quiet_fd = -1;
        for (size_t i = 0; i < ns; i++)
            sigaction(crash_signals[i], &saved_actions[i], NULL);
    }
    if ((s == STEP_READ || s == STEP_PASSES) && child_fd >= 0) {  // LLVM's own work
        int null = open("/dev/null", O_WRONLY);
        quiet_fd = null >= 0 ? dup(2) : -1;
        if (quiet_fd >= 0) {
            dup2(null, 2);
            struct sigaction dfl = { 0 };
            dfl.sa_handler = SIG_DFL;
            sigemptyset(&dfl.sa_mask);
            for (size_t i = 0; i < ns; i++)
                sigaction(crash_signals[i], &dfl, &saved_actions[i]);
        }
        if (null >= 0)
            close(null);
    }
    put('S', &c, 1, NULL, 0);
}

static void put_diags(DiagSink *s)
{
    for (uint32_t i = 0; s && i < s->ndiags; i++) {
        const Diag *d = &s->diags[i];
        char head[9 + 16];  // level, line, col, the code and its NUL
        uint32_t lc[2] = { d->loc.line, d->loc.col };
        head[0] = (char)d->level;
        memcpy(head + 1, lc, sizeof lc);
        int cl = snprintf(head + 9, sizeof head - 9, "%s", d->code ? d->code : "");
        cl = cl < 0 ? 0 : cl < (int)(sizeof head - 9) ? cl : (int)(sizeof head - 10);
        put('D', head, 9 + (size_t)cl + 1, d->msg, strlen(d->msg));
    }
    if (s)
        s->ndiags = 0;  // sent
}

/* The end of the child; never returns. */
static _Noreturn void child_end(int rc, const OutBuf *o)
{
    put_diags(child_sink);
    if (rc == 0 && o->s) {
        put('T', o->s, o->len, NULL, 0);
        put('L', o->pos_line.data, o->pos_line.len * sizeof(uint32_t), NULL, 0);
        put('C', o->pos_col.data, o->pos_col.len * sizeof(uint32_t), NULL, 0);
    }
    unsigned char r = rc == 0 ? 0 : 1;
    put('E', &r, 1, NULL, 0);
    close(child_fd);
    if (__lsan_do_leak_check)  // a sanitizer build: the child's leaks are reported
        __lsan_do_leak_check();  // (its exit status is then not 0)
    _exit(0);
}

static void on_fatal(const char *reason)
{
    if (child_fd >= 0) {  // the parent reports it, like any error of the input
        step(STEP_END);  // stderr back, if LLVM was reading
        diag_report(child_sink, DIAG_ERROR, (SrcLoc){ 1, 1, 1 }, "LLVM005", "LLVM stopped: %s", reason);
        put_diags(child_sink);
        _exit(3);
    }
    fprintf(stderr, "%s: error[LLVM005]: LLVM stopped: %s\n", fatal_path ? fatal_path : "?", reason);
    _Exit(3);
}

/* The codes a child reports (Diag.code is a static string). */
static const char *known_code(const char *c)
{
    static const char *const codes[] = { "LLVM001", "LLVM002", "LLVM003", "LLVM005", "IO003" };
    for (size_t i = 0; i < sizeof codes / sizeof *codes; i++)
        if (strcmp(c, codes[i]) == 0)
            return codes[i];
    return "LLVM005";
}

/* Reads the child's records from fd until the end of the pipe into *all. */
static int read_all(int fd, char **all, size_t *n)
{
    size_t cap = 1 << 16;
    *n = 0;
    *all = mem_alloc(cap);
    if (!*all)
        return -1;
    for (;;) {
        if (*n == cap) {
            char *g = mem_realloc(*all, cap * 2);
            if (!g)
                return -1;
            *all = g, cap *= 2;
        }
        ssize_t r = read(fd, *all + *n, cap - *n);
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0)
            return -1;
        if (r == 0)
            return 0;
        *n += (size_t)r;
    }
}

/* Copies a position map out of a record. */
static int take_map(const char *p, uint32_t n, uint32_t **data, uint32_t *len, uint32_t *cap)
{
    *data = mem_alloc(n ? n : 1);
    if (!*data)
        return -1;
    memcpy(*data, p, n);
    *len = *cap = n / (uint32_t)sizeof(uint32_t);
    return 0;
}

/* Runs lower_ir in a child; the same contract as lower_ir. */
static int lower_in_child(DiagSink *sink, uint32_t file, const char *path, const char *buf, size_t len,
                          OutBuf *out)
{
    int fds[2];
    const char *env = getenv("WARPSAFE_LLVM_CPU_LIMIT");
    rlim_t cpu_limit = env && atoi(env) > 0 ? (rlim_t)atoi(env) : (rlim_t)(CPU_LIMIT_BASE + CPU_LIMIT_PER_MIB * (len >> 20));
    env = getenv("WARPSAFE_LLVM_MEMORY_LIMIT");
    rlim_t mem_limit = (env && atoi(env) > 0 ? (rlim_t)atoi(env) : (rlim_t)(MEMORY_LIMIT_BASE + MEMORY_LIMIT_PER_MIB * (len >> 20))) << 20;
    fflush(NULL);  // nothing buffered is written twice
    pid_t pid = -1;
    if (pipe(fds) == 0 && (pid = fork()) < 0)
        close(fds[0]), close(fds[1]);
    if (pid < 0) {  // no child to be had (a process limit, a sandbox): the work runs here
        diag_report(sink, DIAG_WARNING, (SrcLoc){ file, 1, 1 }, "LLVM005",
                    "LLVM's work runs in the warpsafe process itself (no child process: %s): a crash of "
                    "LLVM on this input would end warpsafe", strerror(errno));
        return lower_ir(sink, file, path, buf, len, out);
    }
    if (pid == 0) {  // the child
        close(fds[0]);
        child_fd = fds[1];
        if (__sanitizer_set_death_callback)  // a fuzzer's: it would save the input as a crash found
            __sanitizer_set_death_callback(NULL);
        struct rlimit core = { 0, 0 }, cpu = { cpu_limit, cpu_limit + 5 };
        setrlimit(RLIMIT_CORE, &core);  // a crash is reported, not dumped
        setrlimit(RLIMIT_CPU, &cpu);    // LLVM's readers can loop for ever on malformed bitcode,
        if (!__lsan_do_leak_check) {    // taking gigabytes a second (not in a sanitizer build,
            struct rlimit mem = { mem_limit, mem_limit };  // whose shadow memory counts)
            setrlimit(RLIMIT_DATA, &mem);
        }
        DiagSink cs;
        diag_init(&cs);
        child_sink = &cs;
        uint32_t cf = diag_add_file(&cs, path);
        OutBuf o = { 0 };
        int rc = lower_ir(&cs, cf, path, buf, len, &o);
        step(STEP_END);
        child_end(rc, &o);
    }
    close(fds[1]);
    char *all = NULL;
    size_t n = 0;
    int rd = read_all(fds[0], &all, &n);
    close(fds[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    int rc = -1, ended = 0, errors = 0;
    enum Step at = STEP_START;
    for (size_t i = 0; rd == 0 && i + 5 <= n;) {
        char tag = all[i];
        uint32_t k;
        memcpy(&k, all + i + 1, sizeof k);
        const char *p = all + i + 5;
        if (k > n - i - 5)
            break;  // cut short: the child died writing
        i += 5 + (size_t)k;
        if (tag == 'S' && k == 1) {
            at = (enum Step)(unsigned char)p[0];
        } else if (tag == 'D' && k >= 10 && memchr(p + 9, '\0', k - 9)) {
            uint32_t lc[2];
            memcpy(lc, p + 1, sizeof lc);
            const char *code = p + 9;
            size_t cl = strlen(code) + 1;
            DiagLevel lv = p[0] == DIAG_ERROR ? DIAG_ERROR : p[0] == DIAG_WARNING ? DIAG_WARNING : DIAG_NOTE;
            errors += lv == DIAG_ERROR;
            diag_report(sink, lv, (SrcLoc){ file, lc[0], lc[1] }, known_code(code), "%.*s",
                        (int)(k - 9 - cl), code + cl);
        } else if (tag == 'T') {
            out->s = mem_alloc((size_t)k + 1);
            if (!out->s)
                break;
            memcpy(out->s, p, k), out->s[k] = '\0';
            out->len = out->cap = k;
        } else if (tag == 'L') {
            if (take_map(p, k, &out->pos_line.data, &out->pos_line.len, &out->pos_line.cap) < 0)
                break;
        } else if (tag == 'C') {
            if (take_map(p, k, &out->pos_col.data, &out->pos_col.len, &out->pos_col.cap) < 0)
                break;
        } else if (tag == 'E' && k == 1) {
            ended = 1;
            rc = p[0] == 0 ? 0 : -1;
        }
    }
    mem_free(all);
    int clean = ended && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    if (!clean && (!errors || ended)) {  // it died, or ended badly (a sanitizer's report): say where
        static const char *const where[] = {
            [STEP_START] = "before LLVM read the IR", [STEP_PREPARE] = "preparing the IR for LLVM's passes",
            [STEP_LOWER] = "lowering the IR to PTX", [STEP_END] = "after its work (a sanitizer's report?)",
        };
        enum Step w = at <= STEP_END ? at : STEP_END;
        int limit = WIFSIGNALED(status) && WTERMSIG(status) == SIGXCPU;
        if (rd < 0)
            diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 1, 1 }, "IO003",
                        "out of memory reading the LLVM front end's result%s", "");
        else if (limit)
            diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 1, 1 }, w == STEP_READ ? "LLVM001" : "LLVM005",
                        "%s did not finish %s in %lu s of CPU time (WARPSAFE_LLVM_CPU_LIMIT sets the limit)",
                        w == STEP_READ ? "LLVM 19 cannot read this IR: its reader" : "the LLVM front end",
                        w == STEP_READ ? "reading it" : w == STEP_PASSES ? "LLVM's passes" : where[w],
                        (unsigned long)cpu_limit);
        else if (w == STEP_READ)
            diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 1, 1 }, "LLVM001",
                        "LLVM 19 cannot read this IR: LLVM crashed reading it (the input is malformed in "
                        "a way LLVM 19 does not diagnose)%s", "");
        else if (w == STEP_PASSES)  // on IR its verifier took: LLVM's bug, but ours to hear of
            diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 1, 1 }, "LLVM005",
                        "LLVM 19 crashed normalizing this IR with its passes (the IR is valid) - please "
                        "report it with this input%s", "");
        else
            diag_report(sink, DIAG_ERROR, (SrcLoc){ file, 1, 1 }, "LLVM005",
                        "internal error: the LLVM front end's process died %s - please report it with this "
                        "input", where[w]);
    }
    if (!clean || rc < 0) {
        out_free(out);
        return -1;
    }
    return 0;
}

__attribute__((visibility("default"))) KirModule *warpsafe_llvm_load(const char *path, LlvmOptions *opt,
                                                                     DiagSink *sink, char **text_out,
                                                                     char **ptx_out)
{
    if (text_out)
        *text_out = NULL;
    if (ptx_out)
        *ptx_out = NULL;
    uint32_t file;
    char *buf;
    size_t len;
    if (diag_read_input(sink, path, opt ? opt->max_input_bytes : 0, &file, &buf, &len) < 0)
        return NULL;
    fatal_path = path;
    LLVMInstallFatalErrorHandler(on_fatal);
    if (mode == MODE_UNSET) {
        const char *env = getenv("WARPSAFE_LLVM_IN_PROCESS");
        mode = env && strcmp(env, "1") == 0 ? MODE_IN_PROCESS : MODE_CHILD;
    }
    if (llvm_is_bitcode(buf, len))
        diag_set_text(sink, file, NULL, 0);  // no source lines to show
    KirModule *km = NULL;
    OutBuf o = { 0 };
    int rc = mode == MODE_IN_PROCESS ? lower_ir(sink, file, path, buf, len, &o)
                                     : lower_in_child(sink, file, path, buf, len, &o);
    if (rc == 0 && o.s) {
        /* the PTX front end builds the kernel IR; its messages would speak
         * of the lowered text, so they go to a sink of their own */
        DiagSink ps;
        diag_init(&ps);
        uint32_t pf = diag_add_file(&ps, "<lowered PTX>");
        km = ptx_parse(o.s, o.len, &ps, pf);
        if (!km || ps.nerr) {
            const Diag *d = ps.ndiags ? &ps.diags[0] : NULL;
            uint32_t l = d && d->loc.line && d->loc.line <= o.pos_line.len ? o.pos_line.data[d->loc.line - 1] : 0;
            diag_report(sink, DIAG_ERROR, (SrcLoc){ file, l ? l : 1, 1 }, "LLVM005",
                        "internal error: the lowered PTX was rejected (%s) - please report it with this input",
                        d ? d->msg : "no message");
            kir_module_free(km);
            km = NULL;
        } else {
            map_positions(km, &o, file, path);
        }
        diag_free(&ps);
        if (ptx_out && opt && opt->want_ptx) {
            *ptx_out = o.s;
            o.s = NULL;
        }
    }
    out_free(&o);
    if (text_out) {  // the bytes, for the input's hash; bitcode has no lines to show
        *text_out = buf;
        if (opt)
            opt->text_len = len;
    } else {
        diag_set_text(sink, file, NULL, 0);
        mem_free(buf);
    }
    return km;
}
