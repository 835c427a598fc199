/*
 * cache.c - the result cache: `check`'s kernel results and `run`'s proofs,
 * stored under the SHA-256 of everything they depend on, so that a second
 * run with the same inputs, options and code does not analyze again.
 * Consumes: a key (computed by the caller, with cache_code_identity in it)
 * and the bytes to keep. Produces: files $XDG_CACHE_HOME/warpsafe/KIND/KEY
 * (else ~/.cache/warpsafe/KIND/KEY), written whole (a temporary file
 * renamed), read back whole.
 */
#define _GNU_SOURCE
#include "warpsafe/cache.h"

#include <elf.h>
#include <errno.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "warpsafe/arena.h"
#include "warpsafe/hash.h"

/* The cache folder of `kind`, created where missing; 0, or -1. */
static int cache_dir(const char *kind, char *dir, size_t n)
{
    const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    int len = xdg && *xdg ? snprintf(dir, n, "%s/warpsafe/%s", xdg, kind)
            : home && *home ? snprintf(dir, n, "%s/.cache/warpsafe/%s", home, kind) : -1;
    if (len < 0 || (size_t)len + 80 >= n)
        return -1;
    for (char *p = dir + 1;; p++) {  // mkdir -p
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
    return 0;
}

void *cache_get(const char *kind, const char *key, size_t max, size_t *len)
{
    char dir[4096], path[4200];
    if (cache_dir(kind, dir, sizeof dir) < 0)
        return NULL;
    snprintf(path, sizeof path, "%s/%s", dir, key);
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *data = mem_alloc(max + 1);
    size_t n = data ? fread(data, 1, max + 1, f) : 0;
    fclose(f);
    if (!data || n == 0 || n > max) {
        mem_free(data);
        return NULL;
    }
    data[n] = '\0';  // text reads as a string
    *len = n;
    return data;
}

void cache_put(const char *kind, const char *key, const void *data, size_t len)
{
    char dir[4096], path[4200], tmp[4300];
    if (cache_dir(kind, dir, sizeof dir) < 0)
        return;
    snprintf(path, sizeof path, "%s/%s", dir, key);
    snprintf(tmp, sizeof tmp, "%s.%ld.tmp", path, (long)getpid());
    FILE *f = fopen(tmp, "wb");
    if (!f)
        return;
    int ok = fwrite(data, 1, len, f) == len;
    ok &= fclose(f) == 0;
    if (!ok || rename(tmp, path) != 0)
        remove(tmp);
}

/* Hashes one loaded object's build id (its NT_GNU_BUILD_ID note), else
 * its name. */
static int hash_object(struct dl_phdr_info *info, size_t size, void *ctx)
{
    (void)size;
    Sha256 *h = ctx;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_NOTE)
            continue;
        const char *p = (const char *)(info->dlpi_addr + ph->p_vaddr), *end = p + ph->p_memsz;
        while (p + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *nh = (const ElfW(Nhdr) *)(const void *)p;
            const char *desc = p + sizeof *nh + ((nh->n_namesz + 3) & ~3u);
            if (desc + nh->n_descsz > end)
                break;
            if (nh->n_type == NT_GNU_BUILD_ID && nh->n_namesz == 4 && memcmp(p + sizeof *nh, "GNU", 4) == 0) {
                sha256_update(h, desc, nh->n_descsz);
                return 0;
            }
            p = desc + ((nh->n_descsz + 3) & ~3u);
        }
    }
    const char *name = info->dlpi_name ? info->dlpi_name : "";
    sha256_update(h, name, strlen(name) + 1);
    return 0;
}

void cache_code_identity(char hex[65])
{
    Sha256 h;
    sha256_init(&h);
    dl_iterate_phdr(hash_object, &h);
    sha256_final_hex(&h, hex);
}
