/*
 * evidence_check.c - `warpsafe evidence check DIR`: re-checks evidence
 * without trusting warpsafe.
 * Consumes: DIR/manifest.json and DIR/obligations/ (check --evidence DIR).
 * Produces: each script's SHA-256 against the manifest, the inputs' and
 * config's against theirs (where readable), and each script re-solved by
 * cvc5 and the z3 command-line solver (Debian packages), compared with the
 * result the run recorded, in --jobs N processes at once (jobs.c; printed
 * in script order). Exit 0 all agree; 1 a disagreement or a changed file
 * (--strict: or a script neither solver decided within the limit); 3 bad
 * usage, an unreadable manifest or a missing solver. A solver that gives
 * no answer within the time limit is counted, not failed.
 * Assumes: solvers are run with argv vectors (posix_spawnp), no shell.
 */
#include "cli.h"

#include <errno.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "warpsafe/arena.h"
#include "warpsafe/hash.h"

extern char **environ;

enum { NSOLVERS = 2 };

/* The first word `argv` prints on stdout ("sat", "unsat", "unknown", ...),
 * into word; -1 when it cannot be run (errno names why). */
static int run_solver(char *const argv[], char *word, size_t n)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
    posix_spawn_file_actions_addclose(&fa, fds[0]);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", 1 /* O_WRONLY */, 0);
    pid_t pid;
    int rc = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    close(fds[1]);
    if (rc != 0) {
        close(fds[0]);
        errno = rc;
        return -1;
    }
    char buf[256];
    size_t got = 0;
    for (ssize_t k; got < sizeof buf - 1 && (k = read(fds[0], buf + got, sizeof buf - 1 - got)) > 0;)
        got += (size_t)k;
    for (char drain[4096]; read(fds[0], drain, sizeof drain) > 0;)
        ;
    close(fds[0]);
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    buf[got] = 0;
    size_t a = strspn(buf, " \t\r\n"), b = strcspn(buf + a, " \t\r\n(");
    snprintf(word, n, "%.*s", (int)(b < n - 1 ? b : n - 1), buf + a);
    return 0;
}


/* Is the witness script at wpath the script sha, up to its (check-sat),
 * with assertions (the model's values) added before its own (check-sat)? */
static int contains_script(const char *wpath, const char *dir, const char *sha)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/obligations/%s.smt2", dir, sha);
    size_t na = 0, nb = 0;
    char *ta = cli_read_file(path, &na), *tb = cli_read_file(wpath, &nb);
    const char *cs = ta ? strstr(ta, "(check-sat)") : NULL;
    size_t head = cs ? (size_t)(cs - ta) : 0;
    int ok = cs && tb && nb > head && memcmp(ta, tb, head) == 0;
    for (const char *p = ok ? tb + head : NULL; p && *p && ok;) {  // then only (assert ...) lines and (check-sat)
        const char *nl = strchr(p, '\n');
        ok = strncmp(p, "(assert (= ", 11) == 0 || (strncmp(p, "(check-sat)", 11) == 0 && (!nl || !nl[1]));
        p = nl ? nl + 1 : NULL;
    }
    mem_free(ta), mem_free(tb);
    return ok;
}

/* One script re-solved: per solver 0 agrees, 1 disagrees (word: what it
 * said), 2 undecided; or missing/changed. */
typedef struct {
    uint8_t missing, changed, foreign, verdict[NSOLVERS];  // foreign: a witness that is not its script
    char word[NSOLVERS][16];
} Recheck;

typedef struct {
    const char *dir;
    const EvidenceManifest *m;
    char zt[32], ct[32];
    const char *const *names;
    unsigned agree[NSOLVERS], undecided[NSOLVERS], disagree[NSOLVERS], changed, neither;
} Checker;

static void recheck(const Checker *c, uint32_t i, Recheck *r)
{
    const EvidenceScript *e = &c->m->scripts[i];
    char path[4200], hex[65], word[64];
    memset(r, 0, sizeof *r);
    snprintf(path, sizeof path, "%s/obligations/%s.smt2", c->dir, e->sha256);
    r->missing = sha256_file(path, hex) < 0;
    r->changed = !r->missing && strcmp(hex, e->sha256) != 0;
    if (!r->missing && !r->changed && e->witness[0]) {  // sat: the script with its model is what is solved
        snprintf(path, sizeof path, "%s/obligations/%s.smt2", c->dir, e->witness);
        r->missing = sha256_file(path, hex) < 0;
        r->changed = !r->missing && strcmp(hex, e->witness) != 0;
        if (!r->missing && !r->changed && !contains_script(path, c->dir, e->sha256))
            r->changed = r->foreign = 1;
    }
    if (r->missing || r->changed)
        return;
    const char *want = e->outcome ? "sat" : "unsat";
    for (int sv = 0; sv < NSOLVERS; sv++) {
        char cvc5[] = "cvc5", lang[] = "--lang", smt2[] = "smt2", z3[] = "z3", ct[32], zt[32];
        snprintf(ct, sizeof ct, "%s", c->ct), snprintf(zt, sizeof zt, "%s", c->zt);
        char *cv[] = { cvc5, lang, smt2, ct, path, NULL }, *zv[] = { z3, zt, path, NULL };
        if (run_solver(sv ? zv : cv, word, sizeof word) < 0 || (strcmp(word, "sat") != 0 && strcmp(word, "unsat") != 0))
            r->verdict[sv] = 2;
        else
            r->verdict[sv] = strcmp(word, want) != 0;
        snprintf(r->word[sv], sizeof r->word[sv], "%.15s", word);  // sat or unsat where it matters
    }
}

/* --jobs: a worker re-solves script t. */
static int recheck_work(void *ctx, uint32_t t, char **data, size_t *len)
{
    Recheck *r = mem_alloc(sizeof *r);
    if (!r)
        return -1;
    recheck(ctx, t, r);
    *data = (char *)r, *len = sizeof *r;
    return 0;
}

/* Counts and prints script t's re-check (in script order). */
static void recheck_done(void *ctx, uint32_t t, const char *data, size_t len, const char *failure)
{
    Checker *c = ctx;
    Recheck r;
    char path[4200];
    snprintf(path, sizeof path, "%s/obligations/%s.smt2", c->dir, c->m->scripts[t].sha256);
    if (!data || len != sizeof r) {  // its worker died: nothing was decided
        memset(&r, 0, sizeof r);
        r.verdict[0] = r.verdict[1] = 2;
        printf("%s: not re-checked (%s)\n", path, failure ? failure : "a malformed answer");
    } else {
        memcpy(&r, data, sizeof r);
    }
    if (r.missing || r.changed) {
        printf("%s: %s\n", path, r.missing ? "MISSING (or its witness)" : r.foreign ? "CHANGED (its witness is not this script with a model's values asserted)"
                                                                 : "CHANGED (its SHA-256 is not its name, or its witness's)");
        c->changed++;
        return;
    }
    for (int sv = 0; sv < NSOLVERS; sv++) {
        if (r.verdict[sv] == 0)
            c->agree[sv]++;
        else if (r.verdict[sv] == 2)
            c->undecided[sv]++;
        else {
            printf("%s: the run recorded %s, %s says %s\n", path, c->m->scripts[t].outcome ? "sat" : "unsat",
                   c->names[sv], r.word[sv]);
            c->disagree[sv]++;
        }
    }
    c->neither += r.verdict[0] == 2 && r.verdict[1] == 2;
}

static int evidence_usage(const char *why)
{
    fprintf(stderr, "warpsafe: error: %s\nusage: warpsafe evidence check DIR [--timeout SECONDS] [--jobs N] [--strict]\n",
            why);
    return EXIT_USAGE;
}

int cmd_evidence(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[0], "check") != 0)
        return evidence_usage("evidence needs `check DIR`");
    const char *dir = NULL;
    unsigned timeout = 60, jobs = 1;
    int strict = 0;
    for (int i = 1; i < argc; i++) {
        char *end = NULL;
        if (strcmp(argv[i], "--strict") == 0) {
            strict = 1;
        } else if (strcmp(argv[i], "--timeout") == 0 || strcmp(argv[i], "--jobs") == 0 || strcmp(argv[i], "-j") == 0) {
            int t = strcmp(argv[i], "--timeout") == 0;
            unsigned long v = i + 1 < argc ? strtoul(argv[i + 1], &end, 10) : 0;
            if (i + 1 >= argc || !end || *end || argv[i + 1][0] == '-' || !argv[i + 1][0] || (t && (!v || v > 86400)) ||
                (!t && v > 1024))
                return evidence_usage(t ? "--timeout needs seconds from 1 to 86400" : "--jobs needs a number from 0 to 1024");
            if (t) {
                timeout = (unsigned)v;
            } else {
                long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
                jobs = v ? (unsigned)v : ncpu > 0 ? (unsigned)(ncpu < 1024 ? ncpu : 1024) : 1;
            }
            i++;
        } else if (argv[i][0] == '-' || dir) {
            return evidence_usage(dir && argv[i][0] != '-' ? "evidence check takes one directory" : "unknown option");
        } else {
            dir = argv[i];
        }
    }
    if (!dir)
        return evidence_usage("evidence check needs the directory check --evidence wrote");
    DiagSink sink;
    diag_init(&sink);
    char path[4200];
    snprintf(path, sizeof path, "%s/manifest.json", dir);
    EvidenceManifest *m = report_evidence_read(path, &sink);
    int status = EXIT_USAGE;
    if (!m || m->failed) {
        diag_print(&sink, stderr);
        goto out;
    }
    const char *names[NSOLVERS] = { "cvc5", "z3" };
    Checker c = { dir, m, "", "", names, { 0 }, { 0 }, { 0 }, 0, 0 };
    snprintf(c.zt, sizeof c.zt, "-T:%u", timeout);
    snprintf(c.ct, sizeof c.ct, "--tlimit=%u000", timeout);
    for (int sv = 0; sv < NSOLVERS; sv++) {  // each solver must be there
        char word[64], exe[8], ver[16];
        snprintf(exe, sizeof exe, "%s", names[sv]);
        snprintf(ver, sizeof ver, "%s", sv ? "-version" : "--version");
        char *argv_v[] = { exe, ver, NULL };
        if (run_solver(argv_v, word, sizeof word) < 0) {
            fprintf(stderr, "warpsafe: error: cannot run %s (%s): install the Debian package %s\n", names[sv],
                    strerror(errno), names[sv]);
            goto out;
        }
    }
    status = EXIT_OK;
    for (uint32_t i = 0; i < m->npaths; i++) {  // what the evidence is about
        char hex[65];
        if (sha256_file(m->paths[i], hex) < 0) {
            printf("%s: not readable here, its SHA-256 not checked\n", m->paths[i]);
        } else if (strcmp(hex, m->digests[i]) != 0) {
            printf("%s: CHANGED since the evidence was made (SHA-256 %s, the manifest has %s)\n", m->paths[i], hex,
                   m->digests[i]);
            c.changed++;
        }
    }
    JobsFns fns = { recheck_work, recheck_done, NULL, &c };
    if (jobs < 2 || m->nscripts < 2 || jobs_run(m->nscripts, jobs, &fns) < 0)
        for (uint32_t i = 0; i < m->nscripts; i++) {
            Recheck r;
            recheck(&c, i, &r);
            recheck_done(&c, i, (const char *)&r, sizeof r, NULL);
        }
    printf("%u obligations, %u scripts with a result to re-check\n", m->nobligations, m->nscripts);
    for (int sv = 0; sv < NSOLVERS; sv++)
        printf("%s: %u agree, %u disagree, %u undecided within %u s\n", names[sv], c.agree[sv], c.disagree[sv],
               c.undecided[sv], timeout);
    printf("re-checked by at least one solver: %u of %u (%u by neither within the limit)\n",
           m->nscripts - c.changed - c.neither, m->nscripts - c.changed, c.neither);
    printf("decided without a solver query (the manifest's decisions, not re-checked here): %u pairs\n",
           m->ndecisions);
    printf("files changed or missing: %u\n", c.changed);
    if (c.changed || c.disagree[0] || c.disagree[1] || (strict && c.neither))
        status = EXIT_VIOLATION;
out:
    report_evidence_free(m);
    diag_free(&sink);
    return status;
}
