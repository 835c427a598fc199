/*
 * strtab.c - interned strings.
 * Consumes: byte strings. Produces: one canonical NUL-terminated copy per
 * distinct string, in the table's arena, so equality is pointer equality.
 * Open addressing with linear probing; grows at 50% load.
 */
#include "warpsafe/arena.h"

#include <string.h>

/* Eight bytes at a time: each word is xored in, multiplied, and its high
 * half folded down (a multiply alone only carries differences upwards, so
 * names differing in a high byte collided), then MurmurHash3's finalizer.
 * Names and mnemonics are short, and FNV-1a's byte-at-a-time loop was a
 * visible part of parsing. */
static uint64_t mix(uint64_t h, uint64_t w)
{
    h = (h ^ w) * 0x517cc1b727220a95u;
    return h ^ h >> 32;
}

uint32_t strtab_hash(const char *s, size_t len)
{
    uint64_t h = 0x9e3779b97f4a7c15u ^ len;
    while (len >= 8) {
        uint64_t w;
        memcpy(&w, s, 8);
        h = mix(h, w);
        s += 8;
        len -= 8;
    }
    if (len) {
        uint64_t w = 0;
        for (size_t i = 0; i < len; i++)
            w |= (uint64_t)(unsigned char)s[i] << (8 * i);
        h = mix(h, w);
    }
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdu;
    h ^= h >> 33;
    return (uint32_t)h;
}

void strtab_init(StrTab *t, Arena *arena)
{
    memset(t, 0, sizeof *t);
    t->arena = arena;
}

void strtab_free(StrTab *t)
{
    mem_free(t->slots);
    mem_free(t->hashes);
    mem_free(t->lens);
    t->slots = NULL;
    t->hashes = NULL;
    t->lens = NULL;
    t->cap = t->len = 0;
}

static int grow(StrTab *t)
{
    size_t ncap = t->cap ? t->cap * 2 : 256;
    const char **slots = mem_alloc(ncap * sizeof *slots);
    uint32_t *hashes = mem_alloc(ncap * sizeof *hashes);
    size_t *lens = mem_alloc(ncap * sizeof *lens);
    if (!slots || !hashes || !lens) {
        mem_free(slots);
        mem_free(hashes);
        mem_free(lens);
        t->oom = 1;
        return -1;
    }
    memset(slots, 0, ncap * sizeof *slots);
    for (size_t i = 0; i < t->cap; i++) {
        if (!t->slots[i])
            continue;
        size_t j = t->hashes[i] & (ncap - 1);
        while (slots[j])
            j = (j + 1) & (ncap - 1);
        slots[j] = t->slots[i];
        hashes[j] = t->hashes[i];
        lens[j] = t->lens[i];
    }
    mem_free(t->slots);
    mem_free(t->hashes);
    mem_free(t->lens);
    t->slots = slots;
    t->hashes = hashes;
    t->lens = lens;
    t->cap = ncap;
    return 0;
}

static size_t find_slot(const StrTab *t, const char *s, size_t len, uint32_t h)
{
    size_t j = h & (t->cap - 1);
    while (t->slots[j]) {
        if (t->hashes[j] == h && t->lens[j] == len && memcmp(t->slots[j], s, len) == 0)
            return j;
        j = (j + 1) & (t->cap - 1);
    }
    return j;
}

const char *strtab_lookup(const StrTab *t, const char *s, size_t len)
{
    if (!t->cap)
        return NULL;
    return t->slots[find_slot(t, s, len, strtab_hash(s, len))];
}

const char *strtab_intern(StrTab *t, const char *s, size_t len)
{
    if ((t->len + 1) * 2 > t->cap && grow(t) < 0)
        return NULL;
    uint32_t h = strtab_hash(s, len);
    size_t j = find_slot(t, s, len, h);
    if (t->slots[j])
        return t->slots[j];
    char *copy = arena_strndup(t->arena, s, len);
    if (!copy) {
        t->oom = 1;
        return NULL;
    }
    t->slots[j] = copy;
    t->hashes[j] = h;
    t->lens[j] = len;
    t->len++;
    return copy;
}
