/*
 * hash.h - SHA-256 for input digests in reports and evidence (core).
 */
#ifndef HASH_H
#define HASH_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint32_t h[8];
    uint64_t nbytes;
    unsigned char buf[64];
    size_t nbuf;
} Sha256;

void sha256_init(Sha256 *s);
void sha256_update(Sha256 *s, const void *data, size_t len);
/* Writes 64 lowercase hex digits and a NUL into hex. */
void sha256_final_hex(Sha256 *s, char hex[65]);
/* The hex digest of the file at path: 0, or -1 when it cannot be read. */
int sha256_file(const char *path, char hex[65]);
/* 1 (the default): the processor's SHA instructions where it has them;
 * 0: the portable code only (for tests that compare the two). */
void sha256_use_cpu(int on);

#endif
