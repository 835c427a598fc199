/*
 * cache.h - the result cache (core): bytes stored under a key, a SHA-256 in
 * hex of everything they depend on, in $XDG_CACHE_HOME/warpsafe/KIND/KEY
 * (else ~/.cache/warpsafe/KIND/KEY). A cache that cannot be read or written
 * is no error: the caller computes the result again.
 */
#ifndef CACHE_H
#define CACHE_H

#include <stddef.h>

/* The bytes stored under kind/key (at most max of them; free with
 * mem_free), or NULL: none, unreadable, empty or larger than max. */
void *cache_get(const char *kind, const char *key, size_t max, size_t *len);
/* Stores data[0..len) under kind/key, whole or not at all (a temporary
 * file renamed); failures are silent. */
void cache_put(const char *kind, const char *key, const void *data, size_t len);
/* The identity of the running code, for cache keys: the SHA-256 in hex of
 * the GNU build ids (else the names) of every object loaded in the
 * process - the warpsafe binary, the LLVM front end where an LLVM input
 * loaded it, Z3, libc - so that a rebuild or a library upgrade never
 * reads a result an older build made. */
void cache_code_identity(char hex[65]);

#endif
