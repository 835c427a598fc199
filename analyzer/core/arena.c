/*
 * arena.c - allocation hooks and bump arenas.
 * Consumes: requests for memory. Produces: zeroed, 16-byte aligned chunks
 * that live until arena_free. Assumes: single-threaded use of one arena.
 * Every heap allocation of warpsafe goes through mem_alloc/mem_realloc so a
 * test can inject the failure of the Nth call (mem_fail_after).
 */
#include "warpsafe/arena.h"
#include "warpsafe/vec.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* Blocks grow geometrically from 1 MiB to 64 MiB, so a big module needs
 * few of them; blocks of 2 MiB and more start on a 2 MiB boundary and ask
 * for transparent huge pages, which cuts the page faults of filling them
 * (measured: 57k -> 5k faults parsing 60 MB of PTX). */
#define ARENA_MIN_BLOCK ((size_t)1 << 20)
#define ARENA_MAX_BLOCK ((size_t)64 << 20)
#define HUGE_PAGE ((size_t)2 << 20)

struct ArenaBlock {
    ArenaBlock *next;
    unsigned char *data; // usable bytes, 16-byte (or 2 MiB) aligned
    size_t size;         // usable bytes
    size_t used;
};

static long fail_countdown = -1;
static unsigned long ncalls;

static int injected_failure(void)
{
    ncalls++;
    if (fail_countdown < 0)
        return 0;
    if (fail_countdown == 0) {
        fail_countdown = -1;
        return 1;
    }
    fail_countdown--;
    return 0;
}

void mem_fail_after(long n) { fail_countdown = n; }
unsigned long mem_ncalls(void) { return ncalls; }

void *mem_alloc(size_t size)
{
    if (injected_failure())
        return NULL;
    return malloc(size ? size : 1);
}

void *mem_realloc(void *ptr, size_t size)
{
    if (injected_failure())
        return NULL;
    return realloc(ptr, size ? size : 1);
}

void mem_free(void *ptr) { free(ptr); }

int vec_grow_(void **data, uint32_t *cap, int *oom, size_t elem, uint32_t need)
{
    if (*oom)
        return -1;
    size_t ncap = *cap ? (size_t)*cap * 2 : 8;
    while (ncap < need)
        ncap *= 2;
    if (ncap > UINT32_MAX || ncap > SIZE_MAX / elem) {
        *oom = 1;
        return -1;
    }
    void *p = mem_realloc(*data, ncap * elem);
    if (!p) {
        *oom = 1;
        return -1;
    }
    *data = p;
    *cap = (uint32_t)ncap;
    return 0;
}

void arena_init(Arena *a) { memset(a, 0, sizeof *a); }

void arena_free(Arena *a)
{
    ArenaBlock *b = a->head;
    while (b) {
        ArenaBlock *next = b->next;
        mem_free(b);
        b = next;
    }
    memset(a, 0, sizeof *a);
}

/* A new block of at least `size` usable bytes, or NULL. */
static ArenaBlock *new_block(Arena *a, size_t size)
{
    size_t bsize = a->reserved < ARENA_MIN_BLOCK ? ARENA_MIN_BLOCK : a->reserved;
    if (bsize > ARENA_MAX_BLOCK)
        bsize = ARENA_MAX_BLOCK;
    if (bsize < size)
        bsize = size;
    size_t align = bsize >= HUGE_PAGE ? HUGE_PAGE : 16;
    if (bsize > SIZE_MAX - sizeof(ArenaBlock) - align)
        return NULL;
    unsigned char *raw = mem_alloc(sizeof(ArenaBlock) + align + bsize);
    if (!raw)
        return NULL;
    ArenaBlock *b = (ArenaBlock *)raw;
    uintptr_t start = (uintptr_t)(raw + sizeof(ArenaBlock));
    b->data = (unsigned char *)((start + align - 1) & ~(uintptr_t)(align - 1));
    b->size = bsize;
    b->used = 0;
#ifdef MADV_HUGEPAGE
    if (align == HUGE_PAGE)
        madvise(b->data, bsize & ~(HUGE_PAGE - 1), MADV_HUGEPAGE);  // a hint; failure is harmless
#endif
    a->nblocks++;
    a->reserved += bsize;
    return b;
}

void *arena_alloc_uninit(Arena *a, size_t size)
{
    if (size > SIZE_MAX / 2) {  // no such chunk fits in memory; also keeps the rounding from wrapping
        a->oom = 1;
        return NULL;
    }
    size = (size + 15) & ~(size_t)15;
    ArenaBlock *b = a->head;
    if (!b || b->size - b->used < size) {
        ArenaBlock *nb = new_block(a, size);
        if (!nb) {
            a->oom = 1;
            return NULL;
        }
        /* A block that leaves the current one with more room behind it goes
         * second, so the current block's free space stays usable. */
        if (b && b->size - b->used > nb->size - size) {
            nb->next = b->next;
            b->next = nb;
        } else {
            nb->next = b;
            a->head = nb;
        }
        b = nb;
    }
    void *p = b->data + b->used;
    b->used += size;
    a->bytes += size;
    return p;
}

void *arena_alloc(Arena *a, size_t size)
{
    void *p = arena_alloc_uninit(a, size);
    if (p)
        memset(p, 0, size);
    return p;
}

char *arena_strndup(Arena *a, const char *s, size_t len)
{
    char *p = arena_alloc_uninit(a, len + 1);
    if (!p)
        return NULL;
    memcpy(p, s, len);
    p[len] = '\0';
    return p;
}
