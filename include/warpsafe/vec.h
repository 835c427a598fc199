/*
 * vec.h - growable arrays on the heap through mem_realloc (core).
 * VEC(T) declares { T *data; uint32_t len, cap; int oom; }; vec_push keeps
 * the array unchanged and sets oom when memory runs out, so callers check
 * oom once after a batch of pushes instead of after each.
 */
#ifndef VEC_H
#define VEC_H

#include <stdint.h>
#include <stddef.h>

#include "warpsafe/arena.h"

#define VEC(T) struct { T *data; uint32_t len, cap; int oom; }

/* Grows the array to at least `need` elements (callers check need > cap
 * first: this always reallocates). Returns 0 on success, -1 on OOM. */
int vec_grow_(void **data, uint32_t *cap, int *oom, size_t elem, uint32_t need);

#define vec_reserve(v, n) \
    ((n) <= (v)->cap ? 0 : vec_grow_((void **)&(v)->data, &(v)->cap, &(v)->oom, sizeof(*(v)->data), (n)))
#define vec_push(v, x) \
    (vec_reserve((v), (v)->len + 1) == 0 ? ((v)->data[(v)->len++] = (x), 0) : -1)
#define vec_free(v) (mem_free((v)->data), (v)->data = NULL, (v)->len = (v)->cap = 0)

#endif
