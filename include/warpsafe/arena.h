/*
 * arena.h - memory for warpsafe: the allocation hooks every heap use goes
 * through, bump arenas for IR that is freed all at once, and the interned
 * string table that lives in an arena.
 */
#ifndef ARENA_H
#define ARENA_H

#include <stddef.h>
#include <stdint.h>

typedef struct Arena Arena;
typedef struct ArenaBlock ArenaBlock;
typedef struct StrTab StrTab;

/* ---- allocation hooks (core/arena.c) ---- */

/* malloc/realloc/free through one place, so a test can make the Nth call
 * fail. mem_alloc and mem_realloc return NULL on failure (real or injected);
 * the caller owns the result and frees it with mem_free. */
void *mem_alloc(size_t size);
void *mem_realloc(void *ptr, size_t size);
void mem_free(void *ptr);

/* Make the allocation after `n` more successful ones fail (n = 0: the very
 * next one); a negative n switches injection off. Only for tests. */
void mem_fail_after(long n);
/* Number of allocation calls (successful or not) since start-up. */
unsigned long mem_ncalls(void);

/* ---- arenas (core/arena.c) ---- */

struct Arena {
    ArenaBlock *head;   // current block, newest first
    size_t nblocks;     // blocks allocated
    size_t bytes;       // bytes handed out
    size_t reserved;    // bytes held in blocks
    int oom;            // set once an allocation failed (stays set; later ones may succeed)
};

/* An empty arena; allocates nothing until used. */
void arena_init(Arena *a);
/* Frees every block; the arena is empty (and usable) again. */
void arena_free(Arena *a);
/* `size` bytes aligned to 16, zeroed. Returns NULL (and sets a->oom) when
 * memory runs out. Freed only by arena_free. */
void *arena_alloc(Arena *a, size_t size);
/* As arena_alloc, without zeroing: for memory the caller fills at once. */
void *arena_alloc_uninit(Arena *a, size_t size);
/* A NUL-terminated copy of s[0..len) in the arena, or NULL on OOM. */
char *arena_strndup(Arena *a, const char *s, size_t len);

/* ---- interned strings (core/strtab.c) ---- */

/* Strings are interned once; equal strings get the same pointer, so callers
 * compare interned strings with ==. The text lives in the table's arena. */
struct StrTab {
    Arena *arena;        // where the text lives (not owned)
    const char **slots;  // open addressing, power-of-two size
    uint32_t *hashes;    // hash of each slot
    size_t *lens;        // length of each slot's string
    size_t cap;          // number of slots
    size_t len;          // strings interned
    int oom;             // set once an allocation failed
};

void strtab_init(StrTab *t, Arena *arena);
void strtab_free(StrTab *t);
/* The interned copy of s[0..len); NULL only when memory ran out. */
const char *strtab_intern(StrTab *t, const char *s, size_t len);
/* The interned copy of s if it was interned before, else NULL. */
const char *strtab_lookup(const StrTab *t, const char *s, size_t len);
uint32_t strtab_hash(const char *s, size_t len);

#endif
