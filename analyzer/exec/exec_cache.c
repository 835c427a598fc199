/*
 * exec_cache.c - the proof cache of `warpsafe run`: a launch's verified
 * proof, stored under the sha256 of everything it depends on, so that a
 * second run of the same launch does not prove again. Consumes: a key (hex
 * digest, computed by the caller) and the proof as text. Produces: files
 * $XDG_CACHE_HOME/warpsafe/proofs/KEY (else ~/.cache/warpsafe/proofs/KEY),
 * written whole (a temporary file renamed), read back whole. A cache that
 * cannot be read or written is no error: the proof is made again.
 */
#include "warpsafe/exec.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "warpsafe/arena.h"

enum { MAX_PROOF_TEXT = 1 << 16 };

/* The cache folder, created where missing; 0, or -1. */
static int cache_dir(char *dir, size_t n)
{
    const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    int len = xdg && *xdg ? snprintf(dir, n, "%s/warpsafe", xdg)
            : home && *home ? snprintf(dir, n, "%s/.cache/warpsafe", home) : -1;
    if (len < 0 || (size_t)len + 16 >= n)
        return -1;
    for (char *p = dir + 1;; p++) {  // mkdir -p, then proofs/
        if (*p == '/' || !*p) {
            char c = *p;
            *p = '\0';
            if (mkdir(dir, 0700) < 0 && errno != EEXIST)
                return -1;
            *p = c;
            if (!c)
                break;
        }
    }
    strcat(dir, "/proofs");
    return mkdir(dir, 0700) < 0 && errno != EEXIST ? -1 : 0;
}

char *exec_cache_get(const char *key)
{
    char dir[4096], path[4200];
    if (cache_dir(dir, sizeof dir) < 0)
        return NULL;
    snprintf(path, sizeof path, "%s/%s", dir, key);
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *text = mem_alloc(MAX_PROOF_TEXT + 1);
    size_t n = text ? fread(text, 1, MAX_PROOF_TEXT + 1, f) : 0;
    fclose(f);
    if (!text || n == 0 || n > MAX_PROOF_TEXT) {
        mem_free(text);
        return NULL;
    }
    text[n] = '\0';
    return text;
}

void exec_cache_put(const char *key, const char *text)
{
    char dir[4096], path[4200], tmp[4300];
    if (strlen(text) > MAX_PROOF_TEXT || cache_dir(dir, sizeof dir) < 0)
        return;
    snprintf(path, sizeof path, "%s/%s", dir, key);
    snprintf(tmp, sizeof tmp, "%s.%ld.tmp", path, (long)getpid());
    FILE *f = fopen(tmp, "wb");
    if (!f)
        return;
    int ok = fputs(text, f) >= 0;
    ok &= fclose(f) == 0;
    if (!ok || rename(tmp, path) != 0)
        remove(tmp);
}
