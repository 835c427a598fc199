/*
 * evidence_check.c - `warpsafe evidence check DIR`: re-checks evidence
 * without trusting warpsafe.
 * Consumes: DIR/manifest.json and DIR/obligations/ (check --evidence DIR).
 * Produces: each script's SHA-256 against the manifest, the inputs' and
 * config's against theirs (where readable), and each script re-solved by
 * cvc5 and the z3 command-line solver (Debian packages), compared with the
 * result the run recorded. Exit 0 all agree; 1 a disagreement or a changed
 * file; 3 bad usage, an unreadable manifest or a missing solver. A solver
 * that gives no answer within the time limit is counted, not failed.
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

static int file_digest(const char *path, char hex[65])
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    Sha256 h;
    sha256_init(&h);
    char buf[65536];
    for (size_t k; (k = fread(buf, 1, sizeof buf, f)) > 0;)
        sha256_update(&h, buf, k);
    int bad = ferror(f);
    fclose(f);
    if (bad)
        return -1;
    sha256_final_hex(&h, hex);
    return 0;
}

int cmd_evidence(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[0], "check") != 0 || argc > 4) {
        fputs("warpsafe: error: usage: warpsafe evidence check DIR [--timeout SECONDS]\n", stderr);
        return EXIT_USAGE;
    }
    const char *dir = argv[1];
    unsigned timeout = 60;
    if (argc == 4) {
        char *end;
        unsigned long t = strcmp(argv[2], "--timeout") == 0 ? strtoul(argv[3], &end, 10) : 0;
        if (!t || *end || t > 86400) {
            fputs("warpsafe: error: usage: warpsafe evidence check DIR [--timeout SECONDS] (1 to 86400)\n", stderr);
            return EXIT_USAGE;
        }
        timeout = (unsigned)t;
    } else if (argc == 3) {
        fputs("warpsafe: error: usage: warpsafe evidence check DIR [--timeout SECONDS]\n", stderr);
        return EXIT_USAGE;
    }
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
    char zt[32], ct[32];
    snprintf(zt, sizeof zt, "-T:%u", timeout);
    snprintf(ct, sizeof ct, "--tlimit=%u000", timeout);
    const char *names[NSOLVERS] = { "cvc5", "z3" };
    unsigned agree[NSOLVERS] = { 0 }, undecided[NSOLVERS] = { 0 }, disagree[NSOLVERS] = { 0 }, changed = 0;
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
        if (file_digest(m->paths[i], hex) < 0) {
            printf("%s: not readable here, its SHA-256 not checked\n", m->paths[i]);
        } else if (strcmp(hex, m->digests[i]) != 0) {
            printf("%s: CHANGED since the evidence was made (SHA-256 %s, the manifest has %s)\n", m->paths[i], hex,
                   m->digests[i]);
            changed++;
        }
    }
    for (uint32_t i = 0; i < m->nscripts; i++) {
        const EvidenceScript *e = &m->scripts[i];
        char hex[65], word[64];
        snprintf(path, sizeof path, "%s/obligations/%s.smt2", dir, e->sha256);
        int missing = file_digest(path, hex) < 0;
        if (missing || strcmp(hex, e->sha256) != 0) {
            printf("%s: %s\n", path, missing ? "MISSING" : "CHANGED (its SHA-256 is not its name)");
            changed++;
            continue;
        }
        const char *want = e->outcome ? "sat" : "unsat";
        for (int sv = 0; sv < NSOLVERS; sv++) {
            char cvc5[] = "cvc5", lang[] = "--lang", smt2[] = "smt2", z3[] = "z3";
            char *cv[] = { cvc5, lang, smt2, ct, path, NULL }, *zv[] = { z3, zt, path, NULL };
            if (run_solver(sv ? zv : cv, word, sizeof word) < 0 || (strcmp(word, "sat") != 0 && strcmp(word, "unsat") != 0)) {
                undecided[sv]++;
            } else if (strcmp(word, want) == 0) {
                agree[sv]++;
            } else {
                printf("%s: the run recorded %s, %s says %s\n", path, want, names[sv], word);
                disagree[sv]++;
            }
        }
    }
    printf("%u obligations, %u scripts with a result to re-check\n", m->nobligations, m->nscripts);
    for (int sv = 0; sv < NSOLVERS; sv++)
        printf("%s: %u agree, %u disagree, %u undecided within %u s\n", names[sv], agree[sv], disagree[sv],
               undecided[sv], timeout);
    printf("files changed or missing: %u\n", changed);
    if (changed || disagree[0] || disagree[1])
        status = EXIT_VIOLATION;
out:
    report_evidence_free(m);
    diag_free(&sink);
    return status;
}
