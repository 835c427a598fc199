/*
 * async_copy.c - rule async-copy-race: shared (and global) memory that the
 * asynchronous proxy writes or reads (cp.async, cp.async.bulk / TMA,
 * cp.reduce.async.bulk, wgmma, tcgen05) used before the operation
 * completes, or generic-proxy writes it reads without fence.proxy.async.
 * Consumes: the kernel's instructions after inlining (RuleCtx). Produces:
 * VERIFIED when the kernel holds no operation of the asynchronous proxy
 * (nor of the texture/surface proxy on memory it writes) and no call left
 * whose body is not seen: every access is then a generic-proxy one, which
 * shared-race, global-race and scoped-atomic-race judge. Otherwise
 * UNKNOWN, naming the first such operation: the ordering of asynchronous
 * copies (commit groups, waits, mbarrier transactions, proxy fences) is
 * not modeled yet, and an unmodeled ordering is never taken as proof.
 */
#include "rules_int.h"

#include <stdio.h>
#include <string.h>

static RuleOutcome unknown(RuleCtx *rc, const KirInst *in, const char *what)
{
    snprintf(rc->buf[0], sizeof rc->buf[0], "%s at %s line %u: %s", in->mnemonic, kir_line_word(rc->am->m),
             in->line, what);
    return (RuleOutcome){ .verdict = RULE_UNKNOWN, .reason = rc->buf[0], .line1 = in->line };
}

/* An operation of the asynchronous proxy the KIR has no opcode for. */
static int opaque_async(const KirInst *in)
{
    return in->op == KIR_OP_OPAQUE && in->mnemonic && strncmp(in->mnemonic, "tcgen05.", 8) == 0;
}

/* A texture or surface access (the texture proxy). */
static int texture_proxy(const KirInst *in)
{
    static const char *const prefix[] = { "tex.", "tld4.", "suld.", "sust.", "sured." };
    for (size_t i = 0; in->mnemonic && i < sizeof prefix / sizeof prefix[0]; i++)
        if (strncmp(in->mnemonic, prefix[i], strlen(prefix[i])) == 0)
            return 1;
    return 0;
}

/* A generic-proxy write of memory another proxy could read: a store,
 * atomic or reduction outside .local and .param. */
static int generic_write(const KirInst *in)
{
    return (in->op == KIR_OP_ST || in->op == KIR_OP_ATOM || in->op == KIR_OP_RED) &&
           in->space != KIR_SPACE_LOCAL && in->space != KIR_SPACE_PARAM;
}

RuleOutcome rule_check_async_copy_race(RuleCtx *rc)
{
    const KirFunc *f = rc->am->f;
    const KirInst *tex = NULL, *write = NULL;
    for (uint32_t i = 0; i < f->ninsts; i++) {
        const KirInst *in = &f->insts[i];
        if (in->op == KIR_OP_CALL && !kir_call_is_benign(rc->am->m, in))
            return unknown(rc, in, "a call whose body is not analyzed may use the asynchronous proxy");
        if (in->op == KIR_OP_CP_ASYNC || in->op == KIR_OP_CP_ASYNC_COMMIT || in->op == KIR_OP_CP_ASYNC_WAIT ||
            in->op == KIR_OP_CP_ASYNC_MBARRIER)
            return unknown(rc, in, "cp.async (asynchronous copies completed by commit groups, waits and the "
                                   "barriers after them) is not modeled yet");
        if (in->op == KIR_OP_CP_ASYNC_BULK)
            return unknown(rc, in, "cp.async.bulk (TMA copies completed by mbarrier transactions or bulk "
                                   "groups) is not modeled yet");
        if (in->op == KIR_OP_WGMMA || opaque_async(in))
            return unknown(rc, in, "the asynchronous proxy's operand reads (wgmma, tcgen05) are not modeled yet");
        if (!tex && texture_proxy(in))
            tex = in;
        if (!write && generic_write(in))
            write = in;
    }
    if (tex && write)
        return unknown(rc, tex, "the kernel writes memory through the generic proxy and reads through the "
                                "texture proxy, which needs fence.proxy; not modeled yet");
    return (RuleOutcome){ .verdict = RULE_VERIFIED };
}
