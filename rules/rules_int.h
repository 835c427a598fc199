/*
 * rules_int.h - shared inside rules/ only.
 */
#ifndef RULES_INT_H
#define RULES_INT_H

#include "warpsafe/interp.h"
#include "warpsafe/rules.h"

/* replay.c: runs both threads of a SAT model; 1 when thread 1 performs event
 * a and thread 2 event b in the same barrier interval on overlapping bytes
 * (for a strong pair: overlapping only partly), with the witness filled. */
int rule_replay(const RuleCtx *rc, const uint64_t *model, const AccessEvent *a, const AccessEvent *b,
                int strong_pair, RuleWitness *w);

/* replay.c: runs both threads of a SAT model; 1 when they execute different
 * sequences of CTA barriers (one reaches a barrier the other does not, or
 * ends with fewer), with the witness's threads filled and *inst set to the
 * first barrier where they differ. */
int rule_replay_barriers(const RuleCtx *rc, const uint64_t *model, RuleWitness *w, uint32_t *inst);

/* replay.c: runs thread 1 of a SAT model; 1 when it executes the warp
 * collective at instruction inst with a member mask that leaves out its
 * own lane, with the witness's thread (tid[0]) and the mask (addr[0]) filled. */
int rule_replay_collective(const RuleCtx *rc, const uint64_t *model, uint32_t inst, RuleWitness *w);

#endif
