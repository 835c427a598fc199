/*
 * rules.h - the rule catalogue (rules/rules.def) and, later, the checkers.
 */
#ifndef RULES_H
#define RULES_H

typedef struct RuleInfo RuleInfo;

typedef enum {
#define RULE(e, id, sev, summary, help) RULE_##e,
#include "rules.def"
#undef RULE
    RULE_COUNT
} RuleId;

struct RuleInfo {
    const char *id;        // stable id, e.g. "shared-race"
    const char *severity;  // "error" or "warning"
    const char *summary;   // one line
    const char *help;      // a paragraph
};

/* The catalogue entry of a rule; NULL for an id out of range. */
const RuleInfo *rule_info(RuleId r);
/* The rule with this id, or -1. */
int rule_find(const char *id);

#endif
