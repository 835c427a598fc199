/*
 * access_print.c - the text form of an access model (`warpsafe dump
 * --access`): per function, one line per event with the input line, the
 * instruction, and thread 1's byte address, execution condition and count
 * of barriers passed when not 0 (thread 2's terms are the same with .2
 * variables). Deterministic.
 */
#include "warpsafe/access.h"

void access_print(const AccessModel *am, FILE *out)
{
    fprintf(out, "\n%s %s: %u events, %u loops, %u havocked values%s%s\n",
            am->f->kind == KIR_FUNC_ENTRY ? "entry" : "func", am->f->name, am->nevents, am->nloops,
            am->nhavoc, am->incomplete ? "; incomplete: " : "",
            am->incomplete ? am->incomplete : "");
    for (uint32_t i = 0; i < am->nevents; i++) {
        const AccessEvent *e = &am->events[i];
        const KirInst *in = &am->f->insts[e->inst];
        fprintf(out, "  L%u bb%u %s %s", in->line, e->block, access_kind_name((AccessKind)e->kind),
                in->mnemonic);
        if (e->addr[1] && e->space != in->space)  // a generic access resolved to a space
            fprintf(out, " [%s]", kir_space_name((KirSpace)e->space));
        if (e->addr[1]) {
            if (e->len[1]) {
                fputs(" (", out);
                sym_print(am->sym, e->len[1], out);
                fputs(")B at ", out);
            } else {
                fprintf(out, " %uB at ", e->bytes);
            }
            sym_print(am->sym, e->addr[1], out);
        }
        fputs(" when ", out);
        sym_print(am->sym, e->cond[1], out);
        if (e->epoch[1] && !(e->epoch[1]->op == SYM_CONST && e->epoch[1]->value == 0)) {
            fputs(" after barriers ", out);
            sym_print(am->sym, e->epoch[1], out);
        }
        fputc('\n', out);
    }
}
