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

#define ARENA_BLOCK_SIZE (1u << 20)

struct ArenaBlock {
    ArenaBlock *next;
    size_t size;   // usable bytes after the header
    size_t used;
    _Alignas(16) unsigned char data[];
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

void *arena_alloc(Arena *a, size_t size)
{
    if (size > SIZE_MAX / 2) {  // no such chunk fits in memory; also keeps the rounding from wrapping
        a->oom = 1;
        return NULL;
    }
    size = (size + 15) & ~(size_t)15;
    ArenaBlock *b = a->head;
    if (!b || b->size - b->used < size) {
        size_t bsize = size > ARENA_BLOCK_SIZE / 4 ? size : ARENA_BLOCK_SIZE;
        if (bsize > SIZE_MAX - sizeof(ArenaBlock)) {
            a->oom = 1;
            return NULL;
        }
        ArenaBlock *nb = mem_alloc(sizeof(ArenaBlock) + bsize);
        if (!nb) {
            a->oom = 1;
            return NULL;
        }
        nb->size = bsize;
        nb->used = 0;
        /* A big one-off chunk goes behind the current block so the
         * current block's free space stays usable. */
        if (b && bsize != ARENA_BLOCK_SIZE) {
            nb->next = b->next;
            b->next = nb;
        } else {
            nb->next = b;
            a->head = nb;
        }
        a->nblocks++;
        a->reserved += bsize;
        b = nb;
    }
    void *p = b->data + b->used;
    b->used += size;
    a->bytes += size;
    memset(p, 0, size);
    return p;
}

char *arena_strndup(Arena *a, const char *s, size_t len)
{
    char *p = arena_alloc(a, len + 1);
    if (!p)
        return NULL;
    memcpy(p, s, len);
    p[len] = '\0';
    return p;
}
