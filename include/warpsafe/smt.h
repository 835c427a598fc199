/*
 * smt.h - the SMT back end (smt/, the only code that includes z3.h).
 * For now: the solver's identity for reports and evidence. Obligations,
 * models and resource limits come with the analysis.
 */
#ifndef SMT_H
#define SMT_H

/* Z3's version as "4.8.12" (a static buffer filled on first call). */
const char *smt_solver_version(void);

#endif
