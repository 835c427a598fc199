/*
 * rules.c - the rule catalogue, generated from rules.def.
 */
#include "warpsafe/rules.h"

#include <string.h>

static const RuleInfo catalogue[RULE_COUNT] = {  // grep "ORDER RULES"
#define RULE(e, id, sev, summary, help) { id, sev, summary, help },
#include "rules.def"
#undef RULE
};

const RuleInfo *rule_info(RuleId r)
{
    return r < RULE_COUNT ? &catalogue[r] : NULL;
}

int rule_find(const char *id)
{
    for (int i = 0; i < RULE_COUNT; i++)
        if (strcmp(catalogue[i].id, id) == 0)
            return i;
    return -1;
}
