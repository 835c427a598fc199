/*
 * smt_affine.c - a word-level refutation tried before Z3: most race
 * obligations ask whether two distinct threads' addresses, each an affine
 * sum of thread ids over a common base (out + 4 * (ctaid.x * 256 + tid.x)),
 * can overlap. That holds for no two threads when the sum is a mixed-radix
 * number (each coefficient exceeds what the smaller ones can add up to),
 * which is decided here in microseconds; Z3 spends milliseconds on it
 * (it bit-blasts the 64-bit multiplications). Consumes: a boolean formula.
 * Produces: 1 when the formula is proved unsatisfiable, else 0 (then Z3
 * decides it). Sound by construction: it uses only facts that are
 * top-level conjuncts of the formula (a subset of conjuncts that has no
 * solution refutes the whole), and exact bit-vector arithmetic.
 *
 * The argument, for a conjunct X <u K (or X <=u K, or A = B as A - B in
 * [0, 0]): X is rewritten as C + sum c_i * a_i modulo 2^w over atoms a_i
 * (variables, or subterms it cannot see into), through +, -, negation,
 * multiplication and left shift by constants, truncation, and zero or sign
 * extension of a sum whose integer value provably fits the narrower width.
 * Atoms of the two threads pair up (tid.x.1 with tid.x.2, by name) with
 * opposite coefficients, and shared ones cancel, so X = C + sum c_p * d_p
 * with d_p = a_p2 - a_p1 bounded by the atoms' ranges (from conjuncts
 * v <u k, v <=u k, v = k, and sym_range). When the integer sum cannot wrap,
 * X <u K means sum c_p * d_p in [-C, K - 1 - C], inside [-B, B]; with the
 * pairs sorted by |c_p|, if every |c_p| > B + sum of |c_q| * max|d_q| over
 * the smaller ones, no d_p can be nonzero (the largest nonzero one would put
 * the sum outside [-B, B]). So every paired atom is equal in both threads,
 * the sum is C, and either C is outside the window or a conjunct saying the
 * threads differ (not (tid.x.1 = tid.x.2 and ...)) is contradicted by pairs
 * that are all equal (paired, or equal by a conjunct, or of one value).
 * An atom without a partner that takes a few values (a stage bit
 * ((k + 1) << 9) & 512 is 0 or 512) is tried at each of them.
 * Also refuted: bounds that leave a variable no value; a form whose
 * coefficients are all multiples of 2^z with its constant's residue
 * modulo 2^z above the window; a form whose integer interval does not wrap
 * and misses the window; a <u b with a's least value at or above b's
 * greatest; not x for a conjunct x (or a conjunction of them), also where
 * x is a conjunct once each conjunct x = y makes x stand for y, and not
 * (a = b) for a and b forced equal, a - b = 0 once x stands for y in every
 * form, or a and b one term then, or a - b = 0 by a conjunct x <u k that
 * leaves x one value (x's coefficients multiples of 2^z, one value of the
 * window with x's residue: b - a + 3 <u 7 of two 4-byte accesses); a fact
 * false once the bounds leave each of its variables one value, or false
 * under each of the few values a shift count that is not a constant can
 * take (a lane's bit (0xffff >> ((tid.x + 32 * tid.y) & 31)) & 1 of a
 * shuffle's member mask where tid.x <=u 15); and, two
 * levels deep, a disjunction among
 * the conjuncts whose every disjunct is refuted with its own conjuncts
 * added (a case split over the paths an obligation ORs together). Before
 * the split, a disjunction whose disjuncts but one are refuted adds that
 * one's conjuncts to the facts (unit propagation). Forms see through
 * x & ~(2^k - 1) as x minus an atom in [0, 2^k - 1] (nvcc's signed x % 2^k),
 * and (x & (2^m - 1)) = k is decided from x's form modulo 2^m (masks,
 * extensions and, for one bit, xor are transparent there).
 *
 * Deep (smt_refute_affine's `deep`, for what the above and the model
 * search left): inequalities a <u b between sums that do not wrap bound
 * their variables (a below b's greatest, a few rounds), and give the
 * integer b - a as g * d + k for a direction d (4 * k1 + 2 <=u 4 * k2 says
 * k2 - k1 >= 1; a sum of several atoms against a constant too, after
 * those: 256 * ctaid + tid <s 1000 bounds the offset 4 * (256 * ctaid +
 * tid) of y[gid]); such intervals decide other inequalities and windows
 * along the same direction, also not (p1 and ... and pn) whose parts but
 * one are implied (an order of two iterations); signed comparisons as
 * unsigned ones of both sides plus 2^(w-1) (sext(x) as x's biased value
 * minus 2^(w-1) where x may be negative). Terms other than variables
 * are bounded by conjuncts too (n & 3 != 0), x >> c by x's exact
 * interval, c * x - c * (x & (2^k - 1)) as c * 2^k * (x >> k) (also c * y
 * - c * ((y + k0) & (2^k - 1)) where y + k0 does not wrap: nvcc's
 * unrolled trip count q - ((q + 1) & 3) - 3), and a
 * disjunction bounds a variable by the hull of its disjuncts' bounds
 * (k = 0 or k - 1 <u trip). Equalities a = b between sums hold as
 * integers where the interval of a - b holds one multiple of 2^w, and
 * two of them with an atom eliminated give more (two threads' exits of
 * one loop: k1 = k2, one variable then); the differences are closed by
 * Fourier-Motzkin steps (two that share an atom combined so that it
 * cancels, a bounded atom projected out). Then a case split over
 * the residues of the variables a urem or srem by a small constant
 * depends on (a ring's stage k % 3; also a mask (k + 1) & 1, and the
 * remainder atom of m * d * (y / d), below): in each case those terms are
 * constants, each variable's range is cut to its residue's values, and
 * residues a difference's interval rules out are skipped
 * (where the remainder's argument wraps once over a variable's range,
 * the range is split there first);
 * and one over the conditions of the ites in orders between two sums (a
 * loop's exit value ite(ran, 4 * k + 4, 0) + j): each ite down one branch,
 * the condition's conjuncts added where it holds.
 */
#include "smt_int.h"

#include <stdlib.h>
#include <string.h>

#include "warpsafe/vec.h"

enum { AFF_MAX = 24, REFUTE_PARTS = 64, REFUTE_STEPS = 16384 };

typedef struct {
    unsigned w;               // the width the form is taken modulo
    uint64_t k;               // constant, modulo 2^w
    unsigned n;
    const SymTerm *atom[AFF_MAX];
    uint64_t coef[AFF_MAX];   // modulo 2^w, none 0
} Aff;

typedef struct {
    uint32_t var;
    uint64_t lo, hi;
} Bound;

typedef __int128 i128;

/* The same for a term that is not a variable (an atom: n & 3 != 0). */
typedef struct {
    const SymTerm *t;
    uint64_t lo, hi;
} TermBound;

/* An exact integer sum k + sum coef_i * atom_i over the atoms' unsigned
 * values (a term's value where its form provably does not wrap). */
typedef struct {
    i128 k;
    unsigned n;
    const SymTerm *atom[AFF_MAX];
    i128 coef[AFF_MAX];       // none 0
} Lin;

/* From a conjunct a <u b (a <=u b): the integer b - a is g * d + k with d
 * the sum of `dir` (coefficients of gcd 1, no constant), so d lies in
 * [lo, hi]. */
typedef struct {
    Lin dir;
    i128 lo, hi;
} Diff;

enum { SIDE_ATOMS = 4 };
enum { DIFF_FACTS = 8, BOUND_FACTS = 64, BOUND_ROUNDS = 3, BOUND_STEPS = 1024, EQ_FACTS = 8, EQ_TRIES = 32 };
enum { RES_VARS = 4, RES_MOD = 16, RES_CASES = 81, RES_BUDGET = 256, RES_WALK = 2048, RES_STEPS = 512 };
enum { ITE_SPLITS = 2, ITE_WALK = 1024 };
enum { HULL_FACTS = 16, HULL_WAYS = 4, HULL_ROUNDS = 2 };
enum { PIN_MAX = 4, PIN_FACTS = 16, PIN_STEPS = 64 };
enum { SHIFT_COUNTS = 4, SHIFT_VALUES = 64, SHIFT_WALK = 2048 };

/* A fact x <u y (strict) or x <=u y between sums, with their forms. */
typedef struct {
    const SymTerm *fact;
    Aff x, y;
    int strict;
} Ineq;

enum { FACT_BITS = 4096 };

typedef struct {
    const SymCtx *c;
    VEC(const SymTerm *) facts;     // the formula's top-level conjuncts
    uint64_t seen[FACT_BITS / 64];  // a bit per term ever among the facts (by hash): is_fact's filter
    VEC(Ineq) ineqs;                // derive's: the facts that are inequalities between sums
    VEC(Bound) bounds;              // from conjuncts v <u k, v <=u k, v = k
    VEC(Bound) hull;                // from disjunctions: what every disjunct leaves a variable
    VEC(TermBound) tbounds;         // from conjuncts t <u k, k <u t (<=, negated: half_bound), t = k,
                                    // t != k at an end of t's range
    VEC(const SymTerm *) distinct;  // conjuncts not(x1 = x2 and ...) over variables
    VEC(const SymTerm *) same;      // pairs (x, y) from conjuncts x = y: x is taken as y
    uint32_t steps;                 // lin's calls left (terms are DAGs: bounds the walk)
    uint32_t splits;                // disjuncts refute_facts may still try
    unsigned low;                   // lin: forms modulo 2^low only (0: at the term's width)
    unsigned ndiff;
    Diff diff[DIFF_FACTS];          // from the facts a <u b, a <=u b between sums
    int deep;                       // derive bounds and differences, split residue cases
    unsigned range_depth;           // atom_range's nesting through shifts
    struct RangeEnt {
        const SymTerm *t;
        uint64_t lo, hi;
    } *ranges;                      // sym_range's answers by term (RANGE_SLOTS, direct-mapped), or NULL
    struct FixEnt {
        const SymTerm *t;
        uint32_t gen;
        uint8_t known;
        uint64_t v;
    } *fixed;                       // fixed_value's answers by term (FIXED_SLOTS), while fixed_gen holds
    uint32_t fixed_gen;             // 0: no answers kept (the bounds may change)
    uint32_t fixed_gens;            // generations used so far
    int none;                       // the facts read have no solution
    unsigned nres;                  // a residue case: variable res_var[i] is res_rho[i] modulo res_m[i]
    uint32_t res_var[RES_VARS];
    uint64_t res_m[RES_VARS], res_rho[RES_VARS];
    uint32_t res_cases;             // residue cases refute_facts may still try
    unsigned nite;                  // an ite case: condition ite_cond[i] is ite_val[i]
    const SymTerm *ite_cond[ITE_SPLITS];
    uint8_t ite_val[ITE_SPLITS];
    unsigned nshift;                // the formula's shift counts that are not constants (scan_shifts)
    const SymTerm *shift[SHIFT_COUNTS];
    int counting;                   // fixed_walk decides orders by ranges, lin folds the shifts, ites and
                                    // masks of one value (smt_counter_plan, a counter case's refutation)
    const SymTerm *subst;           // fixed_walk: this term has value subst_v (shift_enum), or NULL
    uint64_t subst_v;
    int subst_met;                  // fixed_walk met subst
    unsigned nested;                // radix_refutes inside a window from x >> k (equal_shifted)
    int pins_read;                  // pin[] holds the facts' windows of one value (pinned_zero), since read_facts
    unsigned npin;
    struct Pin {
        const SymTerm *fact;        // r->facts.data[at], while that holds
        uint32_t at;
        Aff g;                      // the fact's x - v: 0 modulo 2^w
    } pin[PIN_MAX];
    int oom;
} Ref;

/* An atom is a term, or (the pointer's low bit set; terms are aligned)
 * the low bits x & (2^k - 1) of a term x & c that clears them: lin writes
 * x & c as x minus those bits, which lie in [0, 2^k - 1]; or (bit 1 set)
 * the remainder y % d of a term y / d: lin writes c * (y / d) for c a
 * multiple m of d as m * y minus m times that remainder (nvcc folds the
 * stage s = y - 3 * (y / 3) of an address 512 * s into 512 * y - 1536 *
 * (y / 3)); or (bit 2 set) x + 2^(w-1) modulo 2^w of a term x of width
 * w, the biased value of x as a signed number: lin writes sext(x) as it
 * minus 2^(w-1) where x may be negative (sext(n) + 1 <=s 2^31 holds for
 * every n: the sum's interval shows it). No kind is dereferenced as a
 * term. */
static const SymTerm *low_atom(const SymTerm *t) { return (const SymTerm *)((uintptr_t)t | 1); }
static int is_low(const SymTerm *a) { return (int)((uintptr_t)a & 1); }
static const SymTerm *low_of(const SymTerm *a) { return (const SymTerm *)((uintptr_t)a & ~(uintptr_t)1); }
static const SymTerm *rem_atom(const SymTerm *q) { return (const SymTerm *)((uintptr_t)q | 2); }
static int is_rem(const SymTerm *a) { return (int)(((uintptr_t)a >> 1) & 1); }
static const SymTerm *rem_of(const SymTerm *a) { return (const SymTerm *)((uintptr_t)a & ~(uintptr_t)2); }
static const SymTerm *bias_atom(const SymTerm *x) { return (const SymTerm *)((uintptr_t)x | 4); }
static int is_bias(const SymTerm *a) { return (int)(((uintptr_t)a >> 2) & 1); }
static const SymTerm *bias_of(const SymTerm *a) { return (const SymTerm *)((uintptr_t)a & ~(uintptr_t)4); }
static int is_tagged(const SymTerm *a) { return (int)((uintptr_t)a & 7); }

/* x & c with c a constant that clears the low k bits and keeps the bits
 * from k up to *top (0 < k < *top <= width; those above cleared, and x &
 * c = x - (x & (2^k - 1)) where x < 2^top): k, with *x; else 0. */
static unsigned clears_low(const SymTerm *t, const SymTerm **x, unsigned *top)
{
    if (t->op != SYM_AND)
        return 0;
    for (int i = 0; i < 2; i++) {
        uint64_t keep = t->args[i]->value & sym_mask(t->width);
        unsigned k = keep ? (unsigned)__builtin_ctzll(keep) : 0;
        uint64_t run = keep >> k;
        if (t->args[i]->op == SYM_CONST && k && !(run & (run + 1))) {
            *x = t->args[1 - i];
            *top = k + (unsigned)__builtin_popcountll(run);
            return k;
        }
    }
    return 0;
}

/* The value an ite case gives condition c: 0 or 1, or -1 (none). */
static int chosen(const Ref *r, const SymTerm *c)
{
    for (unsigned i = 0; i < r->nite; i++)
        if (r->ite_cond[i] == c)
            return r->ite_val[i];
    return -1;
}

static i128 signed_of(uint64_t v, unsigned w)
{
    return w < 64 && (v >> (w - 1)) & 1 ? (i128)v - ((i128)1 << w)
           : w == 64 && (v >> 63) ? (i128)v - ((i128)1 << 64) : (i128)v;
}

/* ---- facts ---- */

/* Term t's slot in a table of n slots (a power of two), by its id: the
 * tables below that remember answers or terms by term. */
static uint32_t term_slot(const SymTerm *t, uint32_t n)
{
    return (uint32_t)(t->id * 2654435761u) >> (32 - __builtin_ctz(n));
}

static void push_fact(Ref *r, const SymTerm *t)
{
    r->oom |= vec_push(&r->facts, t) < 0;
    uint32_t h = term_slot(t, FACT_BITS);
    r->seen[h / 64] |= UINT64_C(1) << (h % 64);
}

/* The conjuncts of t into r->facts: an and-tree split (iteratively: at
 * -O0 a query's conjunctions are chains thousands deep), and not (a or b)
 * taken as its parts that are negations (and as a whole where a part is
 * none), not y giving y. */
static void add_facts(Ref *r, const SymTerm *t)
{
    VEC(const SymTerm *) todo = { 0 };
    r->oom |= vec_push(&todo, t) < 0;
    while (todo.len && !r->oom) {
        t = todo.data[--todo.len];
        if (t->op == SYM_BAND) {
            r->oom |= vec_push(&todo, t->args[1]) < 0 || vec_push(&todo, t->args[0]) < 0;
        } else if (t->op == SYM_BNOT && t->args[0]->op == SYM_BOR) {
            int all = 1;
            for (int i = 1; i >= 0; i--)  // the others are left out: fewer facts
                if (t->args[0]->args[i]->op == SYM_BNOT)
                    r->oom |= vec_push(&todo, t->args[0]->args[i]->args[0]) < 0;
                else
                    all = 0;
            if (!all)  // but the whole is one (implied finds it: a guard not (nan(a) or nan(b)))
                push_fact(r, t);
        } else {
            push_fact(r, t);
        }
    }
    vec_free(&todo);
}

/* Is t one of the facts? The filter answers most of the noes (facts
 * dropped after a case still have their bits: it only ever says maybe). */
static int is_fact(const Ref *r, const SymTerm *t)
{
    uint32_t h = term_slot(t, FACT_BITS);
    if (!(r->seen[h / 64] >> (h % 64) & 1))
        return 0;
    for (uint32_t i = 0; i < r->facts.len; i++)
        if (r->facts.data[i] == t)
            return 1;
    return 0;
}

/* [*lo, *hi] cut to [lo, hi]. */
static void meet(uint64_t *lo, uint64_t *hi, uint64_t l, uint64_t h)
{
    *lo = l > *lo ? l : *lo;
    *hi = h < *hi ? h : *hi;
}

static void narrow_term(Ref *r, const SymTerm *t, uint64_t lo, uint64_t hi)
{
    for (uint32_t i = 0; i < r->tbounds.len; i++)
        if (r->tbounds.data[i].t == t) {
            meet(&r->tbounds.data[i].lo, &r->tbounds.data[i].hi, lo, hi);
            return;
        }
    TermBound b = { t, lo, hi };
    if (vec_push(&r->tbounds, b) < 0)
        r->oom = 1;
}

/* A conjunct that bounds a term x other than a variable or constant:
 * x <u k, x <=u k, x = k, and x != k for k at an end of sym_range's
 * range of x. */
static void term_fact(Ref *r, const SymTerm *t)
{
    int neg = t->op == SYM_BNOT;
    const SymTerm *u = neg ? t->args[0] : t;
    if (u->nargs != 2 || u->args[1]->op != SYM_CONST || !u->args[0]->width || u->args[0]->op == SYM_VAR ||
        u->args[0]->op == SYM_CONST)
        return;
    const SymTerm *x = u->args[0];
    uint64_t k = u->args[1]->value, lo, hi;
    if (!neg && u->op == SYM_ULT)
        narrow_term(r, x, k ? 0 : 1, k ? k - 1 : 0);
    else if (!neg && u->op == SYM_ULE)
        narrow_term(r, x, 0, k);
    else if (!neg && u->op == SYM_EQ)
        narrow_term(r, x, k, k);
    else if (neg && u->op == SYM_EQ) {
        sym_range(r->c, x, &lo, &hi);
        if (k == lo && lo < hi)
            narrow_term(r, x, lo + 1, hi);
        else if (k == hi && lo < hi)
            narrow_term(r, x, lo, hi - 1);
    }
}

static void narrow(Ref *r, uint32_t var, uint64_t lo, uint64_t hi)
{
    for (uint32_t i = 0; i < r->bounds.len; i++)
        if (r->bounds.data[i].var == var) {
            meet(&r->bounds.data[i].lo, &r->bounds.data[i].hi, lo, hi);
            return;
        }
    Bound b = { var, lo, hi };
    if (vec_push(&r->bounds, b) < 0)
        r->oom = 1;
}

/* Variable var's bounds: its entry in r->bounds, else its width's range. */
static void var_range(const Ref *r, uint32_t var, uint64_t *lo, uint64_t *hi)
{
    *lo = 0, *hi = sym_mask(r->c->vars[var].width);
    for (uint32_t i = 0; i < r->bounds.len; i++)
        if (r->bounds.data[i].var == var)
            *lo = r->bounds.data[i].lo, *hi = r->bounds.data[i].hi;
}

/* The least and greatest values of residue case j's variable, within its
 * bounds, that have the case's residue (*first > *last: none). */
static void residue_ends(const Ref *r, unsigned j, i128 *first, i128 *last)
{
    uint64_t l, h;
    var_range(r, r->res_var[j], &l, &h);
    i128 m = (i128)r->res_m[j], rho = (i128)r->res_rho[j];
    *first = (i128)l + ((rho - (i128)l) % m + m) % m;
    *last = (i128)h - (((i128)h - rho) % m + m) % m;
}

/* An and-tree (at most `depth` deep) with an equality between two
 * variables among its parts (the others need not be equalities:
 * tree_forced takes them as given only where they are facts). */
static int eq_tree(const SymTerm *t, int depth)
{
    if (t->op == SYM_BAND)
        return depth > 0 && (eq_tree(t->args[0], depth - 1) || eq_tree(t->args[1], depth - 1));
    return t->op == SYM_EQ && t->args[0]->op == SYM_VAR && t->args[1]->op == SYM_VAR;
}

static void derive(Ref *r);

/* x = y between two variables into r->same: the later (by id) taken as
 * the earlier (canonical follows the pairs to ever earlier ones). */
static void same_pair(Ref *r, const SymTerm *x, const SymTerm *y)
{
    int lo = x->id < y->id;
    if (vec_push(&r->same, lo ? y : x) < 0 || vec_push(&r->same, lo ? x : y) < 0)
        r->oom = 1;
}

static int int_form(Ref *r, const SymTerm *t, Lin *L, i128 *lo, i128 *hi);

/* t says k <=s v (k <s v, not (v <s k), not (v <=s k)) of a variable v
 * and a constant k, or (`terms`) a sum k whose exact values under the
 * bounds are all non-negative (its least then: row <s n with row >= 0),
 * that leaves v no negative value: 1 with *var and the least k, else 0. */
static int signed_floor(Ref *r, const SymTerm *t, int terms, uint32_t *var, uint64_t *k)
{
    int neg = t->op == SYM_BNOT;
    if (neg)
        t = t->args[0];
    if ((t->op != SYM_SLT && t->op != SYM_SLE) || t->args[!neg]->op != SYM_VAR ||
        (t->args[neg]->op == SYM_CONST) == terms)
        return 0;  // k on the left of a <s b, or on the right of not (a <s b)
    uint64_t c = t->args[neg]->value, top = sym_mask(t->args[neg]->width) >> 1;
    if (terms) {
        Lin L;
        i128 lo, hi;
        if (!int_form(r, t->args[neg], &L, &lo, &hi) || hi > (i128)top)
            return 0;  // k may be negative
        c = (uint64_t)lo;
    }
    int strict = (t->op == SYM_SLT) != neg;  // k <s v, or k <=s v
    if (c > top || (strict && c == top))
        return 0;  // a negative k
    *var = t->args[!neg]->var;
    *k = c + (uint64_t)strict;
    return 1;
}

/* A conjunct that bounds one side x of an unsigned order by a constant:
 * x <u k, x <=u k, k <u x, k <=u x or the negation of one (not (15 <u
 * tid.x) is tid.x <=u 15), as x in [*lo, *hi] (*lo > *hi: no value). */
static int half_bound(const SymTerm *t, const SymTerm **x, uint64_t *lo, uint64_t *hi)
{
    int neg = t->op == SYM_BNOT;
    const SymTerm *u = neg ? t->args[0] : t;
    if ((u->op != SYM_ULT && u->op != SYM_ULE) || (u->args[0]->op == SYM_CONST) == (u->args[1]->op == SYM_CONST))
        return 0;
    int right = u->args[0]->op == SYM_CONST, above = right != neg;  // k <u x, not (x <u k), ...
    int strict = (u->op == SYM_ULT) != neg;                           // the bound excludes k
    *x = u->args[right];
    uint64_t k = u->args[!right]->value, max = sym_mask((*x)->width);
    if (strict && k == (above ? max : 0))
        *lo = 1, *hi = 0;
    else if (above)
        *lo = k + (uint64_t)strict, *hi = max;
    else
        *lo = 0, *hi = k - (uint64_t)strict;
    return 1;
}

static void read_facts(Ref *r)
{
    r->bounds.len = r->distinct.len = r->same.len = r->tbounds.len = 0;
    r->none = 0;
    r->pins_read = 0;
    for (uint32_t i = 0; i < r->hull.len; i++)
        narrow(r, r->hull.data[i].var, r->hull.data[i].lo, r->hull.data[i].hi);
    for (uint32_t i = 0; i < r->facts.len; i++) {
        const SymTerm *t = r->facts.data[i], *x;
        uint32_t v;
        uint64_t k, lo, hi;
        if (t->op == SYM_EQ && t->args[0]->op == SYM_VAR && t->args[1]->op == SYM_VAR && t->args[0] != t->args[1]) {
            same_pair(r, t->args[0], t->args[1]);
        } else if (half_bound(t, &x, &lo, &hi)) {  // x <u k, k <u x, <=, their negations
            if (x->op == SYM_VAR)
                narrow(r, x->var, lo, hi);  // lo > hi: no value
            else if (lo <= hi)
                narrow_term(r, x, lo, hi);
            else
                r->none = 1;
        } else if (t->op == SYM_EQ && t->args[0]->op == SYM_VAR && t->args[1]->op == SYM_CONST) {
            narrow(r, t->args[0]->var, t->args[1]->value, t->args[1]->value);
        } else if (signed_floor(r, t, 0, &v, &k)) {  // k <=s v with k >= 0: v in [k, 2^(w-1) - 1]
            narrow(r, v, k, sym_mask(r->c->vars[v].width) >> 1);
        } else if (t->op == SYM_BNOT && eq_tree(t->args[0], 16)) {
            if (vec_push(&r->distinct, t->args[0]) < 0)
                r->oom = 1;
        } else {
            term_fact(r, t);
        }
    }
    for (uint32_t i = 0; i < r->facts.len && r->steps; i++) {  // k <s v for sums k >= 0 under the bounds
        uint32_t v;
        uint64_t k;
        if (signed_floor(r, r->facts.data[i], 1, &v, &k))
            narrow(r, v, k, sym_mask(r->c->vars[v].width) >> 1);
    }
    for (unsigned j = 0; j < r->nres; j++) {  // a residue case: the ends of a variable's range take its residue
        i128 first, last;
        residue_ends(r, j, &first, &last);
        if (first > last)
            r->none = 1;
        else
            narrow(r, r->res_var[j], (uint64_t)first, (uint64_t)last);
    }
    if (r->deep)
        derive(r);  // (its windows are read as pins under the bounds it starts from:
    else            // not (x = 0) makes x - 1 exact only from its end on)
        r->ndiff = 0, r->ineqs.len = 0;
    r->pins_read = 0;
}

enum { RANGE_SLOTS = 1024 };

/* sym_range(t), remembered: a refutation asks for the ranges of one
 * formula's atoms again and again (sym_range walks the term each time). */
static void term_range(const Ref *r, const SymTerm *t, uint64_t *lo, uint64_t *hi)
{
    Ref *w = (Ref *)r;  // a Ref is a local object: the memo is its own
    if (!w->ranges && !w->oom) {
        w->ranges = mem_alloc(RANGE_SLOTS * sizeof *w->ranges);
        if (w->ranges)
            memset(w->ranges, 0, RANGE_SLOTS * sizeof *w->ranges);
    }
    struct RangeEnt *e = w->ranges ? &w->ranges[term_slot(t, RANGE_SLOTS)] : NULL;
    if (e && e->t == t) {
        *lo = e->lo, *hi = e->hi;
        return;
    }
    sym_range(r->c, t, lo, hi);
    if (e)
        e->t = t, e->lo = *lo, e->hi = *hi;
}

/* The unsigned range of atom a: sym_range's, narrowed by the bounds (and,
 * for x >> c, by x's interval as an exact sum under them: the trip count
 * (n - (n & 3) - 4) >> 2 of a loop unrolled four times). */
static void atom_range(const Ref *r, const SymTerm *a, uint64_t *lo, uint64_t *hi)
{
    const SymTerm *x;
    if (is_rem(a)) {  // y % d
        *lo = 0, *hi = rem_of(a)->args[1]->value - 1;
        return;
    }
    if (is_low(a)) {  // x & (2^k - 1)
        unsigned top, k = clears_low(low_of(a), &x, &top);
        term_range(r, x, lo, hi);
        *lo = 0;
        *hi = *hi < sym_mask(k) ? *hi : sym_mask(k);
        return;
    }
    if (is_bias(a)) {  // x + 2^(w-1) modulo 2^w: x's range moved where it keeps one sign
        x = bias_of(a);
        uint64_t top = UINT64_C(1) << (x->width - 1);
        atom_range(r, x, lo, hi);
        if (*hi < top || *lo >= top)
            *lo ^= top, *hi ^= top;
        else
            *lo = 0, *hi = sym_mask(x->width);
        return;
    }
    term_range(r, a, lo, hi);
    if (a->op == SYM_LSHR && a->args[1]->op == SYM_CONST && a->args[1]->value < a->width && r->range_depth < 2) {
        Ref *w = (Ref *)r;  // a Ref is a local object: int_form spends its steps
        Lin L;
        i128 l, h;
        unsigned c = (unsigned)a->args[1]->value;
        w->range_depth++;
        int exact = int_form(w, a->args[0], &L, &l, &h);
        w->range_depth--;
        if (exact && (uint64_t)(l >> c) > *lo)
            *lo = (uint64_t)(l >> c);
        if (exact && (uint64_t)(h >> c) < *hi)
            *hi = (uint64_t)(h >> c);
    }
    if ((a->op == SYM_ZEXT || a->op == SYM_SEXT || a->op == SYM_TRUNC) && r->range_depth < 2) {
        uint64_t l, h;  // x's bounds, where x is not negative (sext) or fits (trunc)
        ((Ref *)r)->range_depth++;
        atom_range(r, a->args[0], &l, &h);
        ((Ref *)r)->range_depth--;
        if (l <= h && (a->op == SYM_ZEXT || (a->op == SYM_SEXT && h >> (a->args[0]->width - 1) == 0) ||
                       (a->op == SYM_TRUNC && h <= sym_mask(a->width))))
            meet(lo, hi, l, h);
    }
    if (a->op == SYM_MUL && a->args[0]->op != SYM_CONST && a->args[1]->op != SYM_CONST && r->range_depth < 2) {
        uint64_t l0, h0, l1, h1;  // x * y where the product of the greatest values does not wrap: exact
        ((Ref *)r)->range_depth++;
        atom_range(r, a->args[0], &l0, &h0);
        atom_range(r, a->args[1], &l1, &h1);
        ((Ref *)r)->range_depth--;
        if (l0 <= h0 && l1 <= h1 && (unsigned __int128)h0 * h1 <= sym_mask(a->width))
            meet(lo, hi, l0 * l1, h0 * h1);
    }
    for (uint32_t i = 0; i < r->tbounds.len && a->op != SYM_VAR; i++)
        if (r->tbounds.data[i].t == a)
            meet(lo, hi, r->tbounds.data[i].lo, r->tbounds.data[i].hi);
    if (a->op != SYM_VAR)
        return;
    for (uint32_t i = 0; i < r->bounds.len; i++)
        if (r->bounds.data[i].var == a->var)
            meet(lo, hi, r->bounds.data[i].lo, r->bounds.data[i].hi);
}

/* Is there a conjunct a = b (either order)? */
static int equal_by_fact(const Ref *r, const SymTerm *a, const SymTerm *b)
{
    for (uint32_t i = 0; i < r->facts.len; i++) {
        const SymTerm *t = r->facts.data[i];
        if (t->op == SYM_EQ && ((t->args[0] == a && t->args[1] == b) || (t->args[0] == b && t->args[1] == a)))
            return 1;
    }
    return 0;
}

/* ---- affine forms ---- */

static int aff_add(Aff *f, const SymTerm *atom, uint64_t coef)
{
    uint64_t m = sym_mask(f->w);
    coef &= m;
    if (!coef)
        return 1;
    for (unsigned i = 0; i < f->n; i++)
        if (f->atom[i] == atom) {
            f->coef[i] = (f->coef[i] + coef) & m;
            if (!f->coef[i])
                f->atom[i] = f->atom[--f->n], f->coef[i] = f->coef[f->n];
            return 1;
        }
    if (f->n == AFF_MAX)
        return 0;
    f->atom[f->n] = atom;
    f->coef[f->n++] = coef;
    return 1;
}

/* f += s * g (g's form taken modulo f's width). */
static int aff_axpy(Aff *f, uint64_t s, const Aff *g)
{
    f->k = (f->k + s * g->k) & sym_mask(f->w);
    for (unsigned i = 0; i < g->n; i++)
        if (!aff_add(f, g->atom[i], s * g->coef[i]))
            return 0;
    return 1;
}

/* The fewest trailing zero bits of f's coefficients (f->w where it has
 * none): f's values all have f->k's residue modulo 2^z. */
static unsigned coef_zeros(const Aff *f)
{
    unsigned z = f->w;
    for (unsigned i = 0; i < f->n; i++) {
        unsigned t = (unsigned)__builtin_ctzll(f->coef[i]);  // coefficients are not 0
        z = t < z ? t : z;
    }
    return z;
}

/* The least value of f's residue class modulo 2^z (coef_zeros): its
 * constant's low z bits. */
static uint64_t residue_least(const Aff *f, unsigned z)
{
    return z >= 64 ? f->k : f->k & ((UINT64_C(1) << z) - 1);
}

/* a is the low k bits of x (x & (2^k - 1), or a low atom): k with *x,
 * else 0. */
static unsigned low_bits_of(const SymTerm *a, const SymTerm **x)
{
    unsigned top;
    if (is_low(a))
        return clears_low(low_of(a), x, &top);
    for (int i = 0; i < 2 && !is_tagged(a) && a->op == SYM_AND; i++) {
        uint64_t m = a->args[i]->value;
        if (a->args[i]->op == SYM_CONST && m && !(m & (m + 1)) && m != sym_mask(a->width)) {
            *x = a->args[1 - i];
            return (unsigned)__builtin_popcountll(m);
        }
    }
    return 0;
}

/* [*lo, *hi] += c * [l, h]; 0 where a product is too large for the sums
 * to stay exact in 128 bits (AFF_MAX terms below 2^120 stay below 2^125). */
static int add_scaled(i128 c, uint64_t l, uint64_t h, i128 *lo, i128 *hi)
{
    const i128 big = (i128)1 << 120;
    i128 a = c * (i128)l, b = c * (i128)h;  // |c| <= 2^63, l, h < 2^64: exact
    if (a >= big || a <= -big || b >= big || b <= -big)
        return 0;
    *lo += c > 0 ? a : b;
    *hi += c > 0 ? b : a;
    return 1;
}

/* The integer interval of L's sum over its atoms' ranges. 0 when a term
 * is too large for the sum to stay exact in 128 bits (no interval then). */
static int lin_interval(const Ref *r, const Lin *L, i128 *lo, i128 *hi)
{
    uint8_t paired[AFF_MAX] = { 0 };
    *lo = *hi = L->k;
    for (unsigned i = 0; i < L->n; i++) {  // c * x - c * (x & (2^k - 1)) is c * 2^k * (x >> k)
        const SymTerm *x, *y;
        unsigned k = paired[i] ? 0 : low_bits_of(L->atom[i], &x);
        uint64_t k0 = 0, l, h;  // x = y + k0 with y the atom (nvcc's (q + 1) & 3 beside q)
        if (k && x->op == SYM_ADD && x->args[1]->op == SYM_CONST)
            y = x->args[0], k0 = x->args[1]->value;
        else
            y = x;
        unsigned j = 0;
        while (k && j < L->n && !(!paired[j] && j != i && (L->atom[j] == x || L->atom[j] == y) &&
                                  L->coef[j] == -L->coef[i]))
            j++;
        if (!k || j == L->n)
            continue;
        if (L->atom[j] == x)
            k0 = 0;
        atom_range(r, L->atom[j], &l, &h);
        if (h > sym_mask(x->width) - k0)
            continue;  // y + k0 may wrap: x is not y + k0 as integers
        l += k0, h += k0;  // c * y - c * (x & m) = c * (x - (x & m)) - c * k0
        if (!add_scaled(L->coef[j], (l >> k) << k, (h >> k) << k, lo, hi))
            return 0;
        *lo -= L->coef[j] * (i128)k0, *hi -= L->coef[j] * (i128)k0;
        paired[i] = paired[j] = 1;
    }
    for (unsigned i = 0; i < L->n; i++) {
        uint64_t l, h;
        if (paired[i])
            continue;
        atom_range(r, L->atom[i], &l, &h);
        if (!add_scaled(L->coef[i], l, h, lo, hi))
            return 0;
    }
    return 1;
}

/* f's sum with the representatives of its coefficients and constant in
 * [-2^(w-1), 2^(w-1)) (the constant taken as itself where `unsigned_k`). */
static void aff_lin(const Aff *f, int unsigned_k, Lin *L)
{
    L->k = unsigned_k ? (i128)f->k : signed_of(f->k, f->w);
    L->n = f->n;
    for (unsigned i = 0; i < f->n; i++)
        L->atom[i] = f->atom[i], L->coef[i] = signed_of(f->coef[i], f->w);
}

/* The integer interval of f's sum (aff_lin), as lin_interval. */
static int aff_interval(const Ref *r, const Aff *f, int unsigned_k, i128 *lo, i128 *hi)
{
    Lin L;
    aff_lin(f, unsigned_k, &L);
    return lin_interval(r, &L, lo, hi);
}

/* f taken at width w, as the integers it stands for where they provably
 * lie in [min, max]: 1 with f rewritten (representatives that work),
 * else 0. */
static int aff_fits(const Ref *r, Aff *f, unsigned w, i128 min, i128 max)
{
    for (int uk = 0; uk < 2; uk++) {
        i128 lo, hi;
        if (!aff_interval(r, f, uk, &lo, &hi) || lo < min || hi > max)
            continue;
        uint64_t m = sym_mask(w);
        f->k = (uint64_t)(uk ? (i128)f->k : signed_of(f->k, f->w)) & m;
        for (unsigned i = 0; i < f->n; i++)
            f->coef[i] = (uint64_t)signed_of(f->coef[i], f->w) & m;
        f->w = w;
        return 1;
    }
    return 0;
}

static int lin(Ref *r, const SymTerm *t, Aff *f, int depth);

/* The variable a conjunct x = y makes x stand for: y, and so on (each
 * step goes to an earlier variable). */
static const SymTerm *canonical(const Ref *r, const SymTerm *t)
{
    for (int step = 0; step < 16 && t->op == SYM_VAR; step++) {
        uint32_t i = 0;
        while (i < r->same.len && r->same.data[i] != t)
            i += 2;
        if (i >= r->same.len)
            break;
        t = r->same.data[i + 1];
    }
    return t;
}

static int fixed_value(Ref *r, const SymTerm *t, uint64_t *v, uint32_t *steps);

static int mask_value(Ref *r, const SymTerm *t, uint64_t *v, uint32_t *steps);

/* t's form at its own width; an atom where it cannot see into t (a
 * constant where a residue case decides it: a stage k % 3, or where the
 * bits a mask keeps are decided: ((4 * k + 1) << 9) & 512). */
static void lin_or_atom(Ref *r, const SymTerm *t, Aff *f, int depth)
{
    if (depth > 0 && lin(r, t, f, depth - 1))
        return;
    f->n = 0, f->k = 0;  // the arrays are read up to n only
    f->w = t->width;
    uint64_t v;
    uint32_t steps = RES_STEPS;
    if (t->op == SYM_CONST)
        f->k = t->value;
    else if (((r->nres || r->counting) &&
              (t->op == SYM_UREM || t->op == SYM_SREM || t->op == SYM_ITE || t->op == SYM_AND ||
               (r->counting && (t->op == SYM_LSHR || t->op == SYM_SHL || t->op == SYM_ASHR))) &&
              fixed_value(r, t, &v, &steps)) ||
             (t->op == SYM_AND && !r->low && mask_value(r, t, &v, &steps)))
        f->k = v;
    else
        aff_add(f, canonical(r, t), 1);
}

/* a - b, 1 when both have a form. */
static int aff_diff(Ref *r, const SymTerm *a, const SymTerm *b, Aff *f)
{
    Aff g;
    lin_or_atom(r, a, f, 64);
    lin_or_atom(r, b, &g, 64);
    return aff_axpy(f, (uint64_t)-1, &g);
}

/* y's form modulo 2^e (its low e bits): lin's form with r->low = e,
 * taken at width e (multiples of 2^e drop out: 32 * tid.y modulo 32). */
static void form_mod(Ref *r, const SymTerm *y, unsigned e, Aff *g)
{
    Aff f;
    r->low = e;
    lin_or_atom(r, y, &f, 64);
    r->low = 0;
    *g = (Aff){ .w = e, .k = f.k & sym_mask(e) };
    for (unsigned q = 0; q < f.n; q++)
        aff_add(g, f.atom[q], f.coef[q]);
}

static int lin(Ref *r, const SymTerm *t, Aff *f, int depth)
{
    f->n = 0, f->k = 0;  // the arrays are read up to n only
    f->w = t->width;
    if (!t->width || !r->steps)
        return 0;
    r->steps--;
    Aff a, b;
    switch ((SymOp)t->op) {
    case SYM_CONST:
        f->k = t->value;
        return 1;
    case SYM_ADD:
    case SYM_SUB:
        lin_or_atom(r, t->args[0], &a, depth);
        lin_or_atom(r, t->args[1], &b, depth);
        return aff_axpy(f, 1, &a) && aff_axpy(f, t->op == SYM_ADD ? 1 : (uint64_t)-1, &b);
    case SYM_NEG:
    case SYM_NOT:  // ~x = -x - 1
        lin_or_atom(r, t->args[0], &a, depth);
        f->k = t->op == SYM_NOT ? sym_mask(f->w) : 0;
        return aff_axpy(f, (uint64_t)-1, &a);
    case SYM_MUL:
    case SYM_SHL: {
        int ci = t->args[1]->op == SYM_CONST ? 1 : t->op == SYM_MUL && t->args[0]->op == SYM_CONST ? 0 : -1;
        if (ci < 0)
            return 0;
        uint64_t s = t->args[ci]->value;
        if (t->op == SYM_SHL)
            s = s < t->width ? UINT64_C(1) << s : 0;
        const SymTerm *q = t->args[1 - ci];
        i128 m = signed_of(s, t->width), d = q->op == SYM_UDIV && q->args[1]->op == SYM_CONST ? (i128)q->args[1]->value : 0;
        if (!r->low && d >= 2 && m % d == 0) {  // m * d * (y / d) = m * y - m * (y % d)
            uint64_t v;
            uint32_t steps = RES_STEPS;
            lin_or_atom(r, q->args[0], &a, depth);
            if (!aff_axpy(f, (uint64_t)(m / d), &a))
                return 0;
            if (r->nres && fixed_value(r, rem_atom(q), &v, &steps)) {
                f->k = (f->k - (uint64_t)(m / d) * v) & sym_mask(f->w);
                return 1;
            }
            return aff_add(f, rem_atom(q), (uint64_t)(-(m / d)));
        }
        lin_or_atom(r, q, &a, depth);
        return aff_axpy(f, s, &a);
    }
    case SYM_TRUNC:
        lin_or_atom(r, t->args[0], &a, depth);
        return aff_axpy(f, 1, &a);
    case SYM_AND:
    case SYM_OR:
    case SYM_XOR: {  // modulo 2^low: masks that keep the low bits, constants without them, xor as + (1 bit)
        uint64_t m = sym_mask(r->low);
        const SymTerm *x;
        unsigned top;
        uint64_t xlo, xhi = 0;
        if (!r->low && clears_low(t, &x, &top) &&
            (top == t->width || (term_range(r, x, &xlo, &xhi), xhi >> top == 0))) {  // x & ~(2^k - 1) = x - (x & (2^k - 1))
            lin_or_atom(r, x, &a, depth);
            return aff_axpy(f, 1, &a) && aff_add(f, low_atom(t), (uint64_t)-1);
        }
        for (int i = 0; i < 2 && !r->low && t->op != SYM_AND; i++) {  // x | c, x ^ c = x + c below c's lowest bit
            uint64_t c = t->args[i]->value & sym_mask(t->width);
            if (t->args[i]->op != SYM_CONST || !c)
                continue;
            x = t->args[1 - i];
            atom_range(r, x, &xlo, &xhi);  // a variable's bounds (tid < 16 where tid | 16 is read)
            if (xlo > xhi || xhi >= (c & -c))
                continue;
            lin_or_atom(r, x, &a, depth);
            f->k = c;
            return aff_axpy(f, 1, &a);
        }
        if (!r->low)
            return 0;
        lin_or_atom(r, t->args[0], &a, depth);
        lin_or_atom(r, t->args[1], &b, depth);
        if (t->op == SYM_XOR && r->low == 1)
            return aff_axpy(f, 1, &a) && aff_axpy(f, 1, &b);
        for (int i = 0; i < 2; i++) {
            const SymTerm *k = t->args[i];
            if (k->op != SYM_CONST)
                continue;
            if ((t->op == SYM_AND && (k->value & m) == m) || (t->op != SYM_AND && !(k->value & m)))
                return aff_axpy(f, 1, i ? &a : &b);  // x & c, x | c, x ^ c: x's low bits
            if (t->op == SYM_AND && !(k->value & m))
                return 1;  // low bits 0
        }
        return 0;
    }
    case SYM_ITE: {  // in an ite case: the branch taken
        int c = chosen(r, t->args[0]);
        if (c < 0)
            return 0;
        lin_or_atom(r, t->args[c ? 1 : 2], &a, depth);
        return aff_axpy(f, 1, &a);
    }
    case SYM_ZEXT:
    case SYM_SEXT: {
        unsigned v = t->args[0]->width;
        lin_or_atom(r, t->args[0], &a, depth);
        if (r->low && r->low <= v)  // the low bits are the argument's
            return aff_axpy(f, 1, &a);
        i128 min = t->op == SYM_ZEXT ? 0 : -((i128)1 << (v - 1));
        i128 max = t->op == SYM_ZEXT ? ((i128)1 << v) - 1 : ((i128)1 << (v - 1)) - 1;
        if (aff_fits(r, &a, t->width, min, max))
            return aff_axpy(f, 1, &a);
        if (t->op == SYM_ZEXT || r->low || !aff_add(f, bias_atom(t->args[0]), 1))
            return 0;
        f->k = (f->k - (UINT64_C(1) << (v - 1))) & sym_mask(f->w);  // sext(x) is x's biased value minus 2^(v-1)
        return 1;
    }
    default:
        return 0;
    }
}

/* ---- exact integer sums: bounds and differences from inequalities ---- */

static i128 i128_abs(i128 x) { return x < 0 ? -x : x; }

static i128 gcd(i128 a, i128 b)  // of |a| and |b| (Euclid)
{
    a = i128_abs(a), b = i128_abs(b);
    while (b) {
        i128 m = a % b;
        a = b, b = m;
    }
    return a;
}

static i128 floor_div(i128 a, i128 b)  // b > 0
{
    i128 q = a / b;
    return q - (a % b != 0 && a < 0);
}

static i128 ceil_div(i128 a, i128 b)  // b > 0
{
    return -floor_div(-a, b);
}

/* L with its atoms of one value made part of the constant. */
static void fold_fixed(const Ref *r, Lin *L)
{
    for (unsigned i = 0; i < L->n; i++) {
        uint64_t l, h;
        atom_range(r, L->atom[i], &l, &h);
        if (l == h) {
            L->k += L->coef[i] * (i128)l;
            L->atom[i] = L->atom[--L->n], L->coef[i--] = L->coef[L->n];
        }
    }
}

/* f's unsigned value as an exact sum, where the sum's integer interval
 * lies in [0, 2^w) (so no value wraps): 1 with *L and the interval. */
static int aff_int(const Ref *r, const Aff *f, Lin *L, i128 *lo, i128 *hi)
{
    for (int uk = 1; uk >= 0; uk--) {
        aff_lin(f, uk, L);
        fold_fixed(r, L);
        if (lin_interval(r, L, lo, hi) && *lo >= 0 && *hi < (i128)1 << f->w)
            return 1;
    }
    return 0;
}

/* t's value (plus `bias`, modulo 2^w: 2^(w-1) compares signed values as
 * unsigned ones) as an exact sum, as aff_int. */
static int int_form_plus(Ref *r, const SymTerm *t, uint64_t bias, Lin *L, i128 *lo, i128 *hi)
{
    Aff f;
    unsigned low = r->low;  // at full width also inside a form modulo 2^low (a residue's urem)
    r->low = 0;
    lin_or_atom(r, t, &f, 64);
    r->low = low;
    f.k = (f.k + bias) & sym_mask(f.w);
    return aff_int(r, &f, L, lo, hi);
}

static int int_form(Ref *r, const SymTerm *t, Lin *L, i128 *lo, i128 *hi)
{
    return int_form_plus(r, t, 0, L, lo, hi);
}

/* *d = b - a; 0 when it needs more than AFF_MAX atoms. */
static int lin_sub(Lin *d, const Lin *b, const Lin *a)
{
    *d = *b;
    d->k -= a->k;
    for (unsigned i = 0; i < a->n; i++) {
        unsigned j = 0;
        while (j < d->n && d->atom[j] != a->atom[i])
            j++;
        if (j == d->n) {
            if (d->n == AFF_MAX)
                return 0;
            d->atom[d->n] = a->atom[i], d->coef[d->n++] = 0;
        }
        d->coef[j] -= a->coef[i];
        if (i128_abs(d->coef[j]) >= (i128)1 << 63)
            return 0;  // kept below 2^63: lin_interval's products stay exact
        if (!d->coef[j])
            d->atom[j] = d->atom[--d->n], d->coef[j] = d->coef[d->n];
    }
    return 1;
}

/* The interval of d's sum (lin_interval), or one wider than any such sum
 * where that has none. */
static void wide_interval(const Ref *r, const Lin *d, i128 *lo, i128 *hi)
{
    if (!lin_interval(r, d, lo, hi))
        *lo = -((i128)1 << 125), *hi = (i128)1 << 125;
}

/* A conjunct that says x <u y (1) or x <=u y (0): a <u b, a <=u b, and
 * not (a <u b) as b <=u a, not (a <=u b) as b <u a; *sgn set where it
 * says so of x and y as signed numbers (a <s b, a <=s b and their
 * negations). -1 for another. */
static int ineq_sides(const SymTerm *t, const SymTerm **x, const SymTerm **y, int *sgn)
{
    int neg = t->op == SYM_BNOT;
    if (neg)
        t = t->args[0];
    if (t->op != SYM_ULT && t->op != SYM_ULE && t->op != SYM_SLT && t->op != SYM_SLE)
        return -1;
    *x = t->args[neg], *y = t->args[!neg];
    *sgn = t->op == SYM_SLT || t->op == SYM_SLE;
    return (t->op == SYM_ULT || t->op == SYM_SLT) != neg;
}

static int implied(Ref *r, const SymTerm *t, int depth);

/* A fact that says x <u y (1) or x <=u y (0), as ineq_sides; also not (p1
 * and ... and pn) whose parts but one are implied, that one a <u b or
 * a <=u b (the order of two iterations: not (2 <=u 4k2 + 3 and 4k1 + 2 <u
 * 4k2 - 1)). -1 for another. */
static int fact_ineq(Ref *r, const SymTerm *t, const SymTerm **x, const SymTerm **y, int *sgn)
{
    if (t->op == SYM_BOR && t->args[1]->op == SYM_EQ && (t->args[0]->op == SYM_ULT || t->args[0]->op == SYM_SLT)) {
        const SymTerm *a = t->args[0]->args[0], *b = t->args[0]->args[1], *e = t->args[1];
        if ((e->args[0] == a && e->args[1] == b) || (e->args[0] == b && e->args[1] == a)) {
            *x = a, *y = b, *sgn = t->args[0]->op == SYM_SLT;
            return 0;  // a <u b or a = b: a <=u b (two iterations' order)
        }
    }
    int strict = ineq_sides(t, x, y, sgn);
    if (strict >= 0 || t->op != SYM_BNOT || t->args[0]->op != SYM_BAND)
        return strict;
    const SymTerm *part[8];
    unsigned n = smt_parts(t->args[0], part, 8), open = n;
    for (unsigned i = 0; i < n; i++)
        if (!implied(r, part[i], 1)) {
            if (open < n || (part[i]->op != SYM_ULT && part[i]->op != SYM_ULE))
                return -1;
            open = i;
        }
    if (open == n)
        return -1;  // every part implied: refute_alone finds the fact false
    *x = part[open]->args[1], *y = part[open]->args[0];
    return part[open]->op == SYM_ULE;
}

/* y - x for the fact x <u y (x <=u y) of q, between sums that do not wrap:
 * 1 with *d and its interval (at least 1, or 0), and the sums and their
 * intervals where asked. */
static int ineq_sum(Ref *r, const Ineq *q, Lin *d, i128 *lo, i128 *hi, Lin *ab, i128 *range)
{
    Lin a, b;
    i128 la, ha, lb, hb;
    int strict = q->strict;
    if (!aff_int(r, &q->x, &a, &la, &ha) || !aff_int(r, &q->y, &b, &lb, &hb) || !lin_sub(d, &b, &a))
        return 0;
    wide_interval(r, d, lo, hi);
    *lo = *lo > lb - ha ? *lo : lb - ha;
    *hi = *hi < hb - la ? *hi : hb - la;
    *lo = *lo > strict ? *lo : strict;
    if (ab) {
        ab[0] = a, ab[1] = b;
        range[0] = la, range[1] = ha, range[2] = lb, range[3] = hb;
    }
    return 1;
}

/* A variable v with c * v + k in [lo, hi] (the integers) lies in the
 * bounds that gives. */
static void narrow_by(Ref *r, const SymTerm *v, i128 c, i128 k, i128 lo, i128 hi, int *changed)
{
    if (is_tagged(v) || v->op != SYM_VAR)
        return;
    i128 vlo = c > 0 ? ceil_div(lo - k, c) : ceil_div(k - hi, -c);
    i128 vhi = c > 0 ? floor_div(hi - k, c) : floor_div(k - lo, -c);
    uint64_t l, h;
    atom_range(r, v, &l, &h);
    i128 max = (i128)UINT64_MAX;
    vlo = vlo < (i128)l ? (i128)l : vlo;
    vhi = vhi > (i128)h ? (i128)h : vhi;
    if (vlo > vhi || vhi < 0 || vlo > max) {
        r->none = 1;  // no value
        *changed = 1;
    } else if (vlo > (i128)l || vhi < (i128)h) {
        narrow(r, v->var, (uint64_t)vlo, (uint64_t)vhi);
        *changed = 1;
    }
}

static int diff_match(const Lin *dir, const SymTerm *const *atom, const i128 *coef, unsigned n, unsigned w, i128 *s);

/* The facts that are inequalities between sums into r->ineqs, with their
 * forms; after the first round only those not (p1 and ... and pn) that
 * the bounds derived since make one. */
static void collect_ineqs(Ref *r, int round)
{
    for (uint32_t i = 0; i < r->facts.len && r->ineqs.len < BOUND_FACTS && !r->oom; i++) {
        const SymTerm *t = r->facts.data[i], *x, *y;
        Ineq q = { .fact = t };
        if (round > 0) {
            uint32_t j = 0;
            while (j < r->ineqs.len && r->ineqs.data[j].fact != t)
                j++;
            if (j < r->ineqs.len || t->op != SYM_BNOT || t->args[0]->op != SYM_BAND)
                continue;
        }
        int sgn = 0;
        q.strict = fact_ineq(r, t, &x, &y, &sgn);
        if (q.strict < 0 || (x->op == SYM_CONST && y->op == SYM_CONST) ||
            (!sgn && t->op != SYM_BNOT && x->op == SYM_VAR && y->op == SYM_CONST))  // read_facts' bounds
            continue;
        lin_or_atom(r, x, &q.x, 64);
        lin_or_atom(r, y, &q.y, 64);
        if (sgn) {  // a <s b is a + 2^(w-1) <u b + 2^(w-1)
            uint64_t top = UINT64_C(1) << (x->width - 1);
            q.x.k = (q.x.k + top) & sym_mask(q.x.w);
            q.y.k = (q.y.k + top) & sym_mask(q.y.w);
        }
        r->oom |= vec_push(&r->ineqs, q) < 0;
    }
}

/* The difference d in [lo, hi] (d's constant included, at least two
 * atoms) as a direction and its interval, into r->diff; where the
 * direction is one already there (k2 - k1 and k1 - k2), their intervals
 * meet. */
static void add_diff(Ref *r, const Lin *d, i128 lo, i128 hi)
{
    i128 g = 0, s;
    if (r->ndiff == DIFF_FACTS)
        return;
    Diff *D = &r->diff[r->ndiff];
    D->dir = *d;
    for (unsigned j = 0; j < D->dir.n; j++)
        g = gcd(D->dir.coef[j], g);
    for (unsigned j = 0; j < D->dir.n; j++)
        D->dir.coef[j] /= g;
    D->lo = ceil_div(lo - D->dir.k, g);
    D->hi = floor_div(hi - D->dir.k, g);
    D->dir.k = 0;
    unsigned j = 0;
    while (j < r->ndiff && !diff_match(&r->diff[j].dir, D->dir.atom, D->dir.coef, D->dir.n, 128, &s))
        j++;
    if (j < r->ndiff && (s == 1 || s == -1)) {
        Diff *E = &r->diff[j];
        i128 l = s > 0 ? D->lo : -D->hi, h = s > 0 ? D->hi : -D->lo;
        E->lo = l > E->lo ? l : E->lo;
        E->hi = h < E->hi ? h : E->hi;
        r->none |= E->lo > E->hi;
        return;
    }
    r->none |= D->lo > D->hi;
    r->ndiff++;
}

/* Bounds of variables from the conjuncts a <u b (a <=u b) between sums
 * that do not wrap, where a side is one variable's multiple: a is below
 * b's greatest (3 * k - 1 <u n with n <u 100 makes k at most 33), b above
 * a's least; a few rounds, as each bound narrows others. Then the
 * differences such conjuncts give between sums of several atoms. */
static void derive_ineqs(Ref *r)
{
    uint32_t steps = r->steps;
    const i128 inf = (i128)1 << 100;
    r->steps = BOUND_STEPS;
    r->ndiff = 0;
    r->ineqs.len = 0;
    for (int round = 0, changed = 1; round < BOUND_ROUNDS && changed && !r->none && !r->oom; round++) {
        changed = 0;
        collect_ineqs(r, round);
        for (uint32_t i = 0; i < r->facts.len; i++) {
            const SymTerm *t = r->facts.data[i];
            if (t->op == SYM_BNOT && t->args[0]->op == SYM_EQ && t->args[0]->args[0]->op == SYM_VAR &&
                t->args[0]->args[1]->op == SYM_CONST) {  // v != k at an end of v's range
                uint64_t l, h, k = t->args[0]->args[1]->value;
                atom_range(r, t->args[0]->args[0], &l, &h);
                if (k == l || k == h)
                    narrow_by(r, t->args[0]->args[0], 1, 0, k == l ? (i128)k + 1 : 0, k == h ? (i128)k - 1 : inf, &changed);
            }
        }
        for (uint32_t i = 0; i < r->ineqs.len; i++) {
            const Ineq *q = &r->ineqs.data[i];
            Lin d, ab[2];
            i128 lo, hi, rg[4];
            if (!ineq_sum(r, q, &d, &lo, &hi, ab, rg))
                continue;
            if (lo > hi)
                r->none = 1;  // y - x cannot reach its least
            for (int side = 0; side < 2; side++)  // each variable of a side, the others at their least
                for (unsigned j = 0; j < ab[side].n && ab[side].n <= SIDE_ATOMS; j++) {  // (greatest)
                    Lin rest = ab[side];
                    i128 l, h;
                    rest.atom[j] = rest.atom[--rest.n], rest.coef[j] = rest.coef[rest.n];
                    if (lin_interval(r, &rest, &l, &h))
                        narrow_by(r, ab[side].atom[j], ab[side].coef[j], side ? h : l, side ? rg[0] + q->strict : -inf,
                                  side ? inf : rg[3] - q->strict, &changed);
                }
            if (d.n == 1)
                narrow_by(r, d.atom[0], d.coef[0], d.k, q->strict, inf, &changed);
        }
    }
    for (int one_side = 0; one_side < 2; one_side++)  // then a sum against a constant (gid <u n)
        for (uint32_t i = 0; i < r->ineqs.len && r->ndiff < DIFF_FACTS && !r->oom; i++) {
            const Ineq *q = &r->ineqs.data[i];
            Lin d;
            i128 lo, hi;
            if ((q->x.n && q->y.n) != !one_side || !ineq_sum(r, q, &d, &lo, &hi, NULL, NULL) || d.n < 2)
                continue;
            add_diff(r, &d, lo, hi);
        }
    r->steps = steps;
}

/* The exact sum of a conjunct a = b between sums of width w: a - b is 0
 * modulo 2^w, so where its form's integer interval holds one multiple of
 * 2^w the sum is that multiple (4 * k + 4 = n - (n & 3) with k and n
 * bounded: 4 * k + 4 - n + (n & 3) = 0 as integers). 1 with *L (its sum
 * is 0); *none set where the interval holds no multiple. */
static int eq_sum(Ref *r, const SymTerm *t, Lin *L)
{
    Aff f;
    i128 lo, hi;
    if (t->op != SYM_EQ || !t->args[0]->width ||
        (t->args[0]->op == SYM_VAR && (t->args[1]->op == SYM_VAR || t->args[1]->op == SYM_CONST)))
        return 0;  // x = y and x = k: read_facts'
    if (!aff_diff(r, t->args[0], t->args[1], &f) || !f.n)
        return 0;
    aff_lin(&f, 0, L);
    fold_fixed(r, L);
    if (!L->n || !lin_interval(r, L, &lo, &hi))
        return 0;
    i128 M = (i128)1 << f.w, m = ceil_div(lo, M);
    if (m * M > hi)
        r->none = 1;  // no multiple of 2^w: a - b is never 0
    if (m * M > hi || (m + 1) * M <= hi)
        return 0;
    L->k -= m * M;
    return 1;
}

/* *d = a * A - b * B, 0 where a coefficient gets too large or it needs
 * more than AFF_MAX atoms. */
static int lin_comb(Lin *d, i128 a, const Lin *A, i128 b, const Lin *B)
{
    Lin x = *A, y = *B;
    const i128 big = (i128)1 << 62;
    if (i128_abs(a) >= big || i128_abs(b) >= big || i128_abs(A->k) >= big || i128_abs(B->k) >= big)
        return 0;
    x.k *= a, y.k *= b;
    for (unsigned i = 0; i < x.n; i++)
        if (i128_abs(x.coef[i] *= a) >= big)
            return 0;
    for (unsigned i = 0; i < y.n; i++)
        if (i128_abs(y.coef[i] *= b) >= big)
            return 0;
    return lin_sub(d, &x, &y);
}

enum { CLOSE_ROUNDS = 2 };
#define CLOSE_INF ((i128)1 << 100)  // an end at least this far out is none (unbounded)
#define CLOSE_MULT ((i128)1 << 20)  // the largest multiplier of a difference in a combination

static i128 unbounded(i128 x) { return x >= CLOSE_INF ? CLOSE_INF : x <= -CLOSE_INF ? -CLOSE_INF : x; }

/* c * x (c != 0, |c| < CLOSE_MULT), an unbounded x unbounded still. */
static i128 times(i128 c, i128 x)
{
    x = unbounded(x);
    return x == CLOSE_INF || x == -CLOSE_INF ? (c > 0 ? x : -x) : c * x;
}

/* c * [lo, hi], as times. */
static void scale(i128 c, i128 lo, i128 hi, i128 *l, i128 *h)
{
    i128 a = times(c, lo), b = times(c, hi);
    *l = unbounded(c > 0 ? a : b), *h = unbounded(c > 0 ? b : a);
}

/* What L's sum (its constant included) in [lo, hi] says, as integers: a
 * variable's bounds (one atom), two variables equal (x - y in [0, 0]:
 * the later taken as the earlier, its bounds the earlier's too), else a
 * difference; the interval cut to the multiples of the coefficients' gcd.
 * 1 when it narrowed a variable or made one stand for another. */
static int use_sum(Ref *r, Lin *L, i128 lo, i128 hi)
{
    i128 g = 0;
    int changed = 0;
    for (unsigned i = 0; i < L->n; i++)
        g = gcd(L->coef[i], g);
    lo = unbounded(lo), hi = unbounded(hi);
    if (!g) {
        r->none |= L->k < lo || L->k > hi;  // a constant outside
        return 0;
    }
    lo = lo == -CLOSE_INF ? lo : ceil_div(lo - L->k, g);
    hi = hi == CLOSE_INF ? hi : floor_div(hi - L->k, g);
    for (unsigned i = 0; i < L->n; i++)
        L->coef[i] /= g;
    L->k = 0;
    if (lo > hi) {
        r->none = 1;
        return 0;
    }
    if (L->n == 1) {
        narrow_by(r, L->atom[0], L->coef[0], 0, lo, hi, &changed);
        return changed;
    }
    const SymTerm *x = L->atom[0], *y = L->atom[1];
    if (L->n == 2 && !lo && !hi && L->coef[0] == -L->coef[1] && !is_tagged(x) && !is_tagged(y) &&
        x->op == SYM_VAR && y->op == SYM_VAR && x->width == y->width && canonical(r, x) != canonical(r, y)) {
        const SymTerm *later = x->id > y->id ? x : y, *earlier = later == x ? y : x;
        uint64_t l, h;
        atom_range(r, later, &l, &h);
        same_pair(r, x, y);
        narrow(r, earlier->var, l, h);
        return 1;
    }
    add_diff(r, L, lo, hi);
    return 0;
}

/* A difference of three atoms without one of them (that atom's range
 * taken out of the interval), for each of its atoms: use_sum's of each. */
static int project(Ref *r, const Lin *dir, i128 lo, i128 hi)
{
    int changed = 0;
    for (unsigned a = 0; a < dir->n && dir->n == 3 && !r->none; a++) {
        uint64_t l, h;
        atom_range(r, dir->atom[a], &l, &h);
        if (i128_abs(dir->coef[a]) >= CLOSE_MULT)  // (then c * h < 2^84)
            continue;
        Lin d = *dir;
        i128 x = dir->coef[a] * (i128)l, y = dir->coef[a] * (i128)h;
        d.atom[a] = d.atom[--d.n], d.coef[a] = d.coef[d.n];
        i128 nl = unbounded(lo) == -CLOSE_INF ? -CLOSE_INF : lo - (x > y ? x : y);
        i128 nh = unbounded(hi) == CLOSE_INF ? CLOSE_INF : hi - (x < y ? x : y);
        changed |= use_sum(r, &d, nl, nh);
    }
    return changed;
}

/* Two differences that share an atom, combined so that it cancels (a
 * step of Fourier-Motzkin elimination: n - 4 * k1 >= 6 and n - t - 4 * k2
 * = 4 give 4 * (k2 - k1) + t >= 2), kept where at most two atoms are
 * left, else with a bounded atom projected out. */
static int combine(Ref *r, const Diff *A, const Diff *B)
{
    unsigned a = 0, b = 0;
    for (; a < A->dir.n; a++) {
        for (b = 0; b < B->dir.n && B->dir.atom[b] != A->dir.atom[a]; b++)
            ;
        if (b < B->dir.n)
            break;
    }
    if (a == A->dir.n)
        return 0;
    i128 ca = A->dir.coef[a], cb = B->dir.coef[b], g = gcd(ca, cb);
    i128 la = i128_abs(cb) / g, mb = (ca > 0) == (cb > 0) ? -(i128_abs(ca) / g) : i128_abs(ca) / g;
    Lin d;
    i128 l1, h1, l2, h2;
    if (la >= CLOSE_MULT || i128_abs(mb) >= CLOSE_MULT || !lin_comb(&d, la, &A->dir, -mb, &B->dir))
        return 0;
    scale(la, A->lo, A->hi, &l1, &h1);
    scale(mb, B->lo, B->hi, &l2, &h2);
    i128 lo = l1 == -CLOSE_INF || l2 == -CLOSE_INF ? -CLOSE_INF : l1 + l2;
    i128 hi = h1 == CLOSE_INF || h2 == CLOSE_INF ? CLOSE_INF : h1 + h2;
    if (lo == -CLOSE_INF && hi == CLOSE_INF)
        return 0;
    return d.n <= 2 ? use_sum(r, &d, lo, hi) : project(r, &d, lo, hi);
}

/* The differences closed under combine and project (two rounds). */
static int close_diffs(Ref *r)
{
    int changed = 0;
    for (int round = 0; round < CLOSE_ROUNDS && !r->none && !r->oom; round++) {
        unsigned n = r->ndiff;
        for (unsigned i = 0; i < n && !r->none; i++) {
            Diff A = r->diff[i];
            for (unsigned j = i + 1; j < n && !r->none; j++) {
                Diff B = r->diff[j];
                changed |= combine(r, &A, &B);
            }
            changed |= project(r, &A.dir, A.lo, A.hi);
        }
    }
    return changed;
}

/* Exact equalities from the conjuncts a = b between sums (eq_sum), and
 * from two of them with an atom eliminated (combine: 4 * k1 + 4 = n - (n &
 * 3) and 4 * k2 + 4 = n - (n & 3) give k1 = k2: two threads left one loop
 * at one iteration); then the differences closed (close_diffs). 1 when a
 * variable now stands for another or was narrowed (the forms and bounds
 * are to be derived again). */
static int equalities(Ref *r)
{
    Lin E[EQ_FACTS];
    Diff D[EQ_FACTS];
    unsigned ne = 0;
    int changed = 0;
    for (uint32_t i = 0, tried = 0; i < r->facts.len && ne < EQ_FACTS && tried < EQ_TRIES && !r->none; i++)
        if (r->facts.data[i]->op == SYM_EQ && r->facts.data[i]->args[0]->width) {
            tried++;
            ne += (unsigned)eq_sum(r, r->facts.data[i], &E[ne]);
        }
    for (unsigned i = 0; i < ne; i++) {  // sum = 0 as a difference of one value
        D[i].dir = E[i], D[i].dir.k = 0;
        D[i].lo = D[i].hi = -E[i].k;
    }
    for (unsigned i = 0; i < ne && !r->none && !r->oom; i++)
        for (unsigned j = i + 1; j < ne && !r->none; j++)
            changed |= combine(r, &D[i], &D[j]);
    for (unsigned i = 0; i < ne && !r->none && !r->oom; i++)
        changed |= use_sum(r, &E[i], 0, 0);
    return changed | close_diffs(r);
}

/* Bounds and differences from the inequalities (derive_ineqs), and from
 * the equalities; again once where an equality makes a variable stand for
 * another. */
static void derive(Ref *r)
{
    for (int pass = 0; pass < 2; pass++) {
        derive_ineqs(r);
        uint32_t steps = r->steps;
        r->steps = BOUND_STEPS;
        int again = !r->none && !r->oom && equalities(r);
        r->steps = steps;
        if (!again)
            break;
    }
}

/* s with L's atoms s times dir's (modulo 2^w where w < 128, else as
 * integers): 1 with *s, else 0. */
static int diff_match(const Lin *dir, const SymTerm *const *atom, const i128 *coef, unsigned n, unsigned w, i128 *s)
{
    if (n != dir->n || !n)
        return 0;
    unsigned j = 0;
    while (j < n && dir->atom[j] != atom[0])
        j++;
    if (j == n || coef[0] % dir->coef[j])
        return 0;
    *s = coef[0] / dir->coef[j];
    if (i128_abs(*s) >= (i128)1 << 60)
        return 0;
    for (unsigned i = 1; i < n; i++) {
        for (j = 0; j < n && dir->atom[j] != atom[i]; j++)
            ;
        if (j == n)
            return 0;
        i128 x = *s * dir->coef[j] - coef[i];
        if (w < 128 ? (uint64_t)x & sym_mask(w) : x != 0)
            return 0;
    }
    return 1;
}

/* The interval of s * d + k for d in D's interval. */
static void diff_interval(const Diff *D, i128 s, i128 k, i128 *lo, i128 *hi)
{
    *lo = (s > 0 ? s * D->lo : s * D->hi) + k;
    *hi = (s > 0 ? s * D->hi : s * D->lo) + k;
}

/* The integer b - a where a and b provably do not wrap (as signed
 * numbers where `sgn`: both plus 2^(w-1)): 1 with its interval, from
 * their ranges, their sums' atoms and the differences. */
static int sub_range(Ref *r, const SymTerm *a, const SymTerm *b, int sgn, i128 *lo, i128 *hi)
{
    Lin la, lb, d;
    i128 l1, h1, l2, h2, l, h, s;
    uint64_t top = sgn ? UINT64_C(1) << (a->width - 1) : 0;
    if (!int_form_plus(r, a, top, &la, &l1, &h1) || !int_form_plus(r, b, top, &lb, &l2, &h2) || !lin_sub(&d, &lb, &la))
        return 0;
    wide_interval(r, &d, lo, hi);
    *lo = *lo > l2 - h1 ? *lo : l2 - h1;
    *hi = *hi < h2 - l1 ? *hi : h2 - l1;
    for (unsigned i = 0; i < r->ndiff; i++)
        if (diff_match(&r->diff[i].dir, d.atom, d.coef, d.n, 128, &s)) {
            diff_interval(&r->diff[i], s, d.k, &l, &h);
            *lo = l > *lo ? l : *lo;
            *hi = h < *hi ? h : *hi;
        }
    return 1;
}

/* ---- the refutation ---- */

typedef struct {
    const SymTerm *a1, *a2;   // thread 1's and thread 2's atom
    i128 c, dmax;             // the coefficient of a2 - a1, and max |a2 - a1|
    i128 grain;               // |a2 - a1| where it is not 0 is at least this (product_grain)
} Pair;

/* v1 and v2 are one variable's copies for thread 1 and thread 2. */
static int var_partners(const SymCtx *c, const SymTerm *a, const SymTerm *b)
{
    const SymVar *x = &c->vars[a->var], *y = &c->vars[b->var];
    size_t n = strlen(x->name);
    return x->thread == 1 && y->thread == 2 && x->kind == y->kind && x->comp == y->comp && x->width == y->width &&
           n > 0 && strlen(y->name) == n && memcmp(x->name, y->name, n - 1) == 0;
}

/* Thread 2's copy of thread 1's term: the same operators over partner
 * variables, and the same shared ones (gid.1 >> 5 and gid.2 >> 5), at
 * most `depth` levels down; 2 where some variable of a is thread 1's. */
static int twin(const SymCtx *c, const SymTerm *a, const SymTerm *b, int depth)
{
    if (a == b)
        return 1;
    if (a->op != b->op || a->width != b->width || a->nargs != b->nargs || depth == 0)
        return 0;
    if (a->op == SYM_VAR)
        return var_partners(c, a, b) ? 2 : 0;
    if (a->op == SYM_CONST)
        return a->value == b->value;
    int r = 1;
    for (unsigned i = 0; i < a->nargs && r; i++) {
        int t = twin(c, a->args[i], b->args[i], depth - 1);
        r = t ? (t > r ? t : r) : 0;
    }
    return r;
}

int smt_partners(const SymCtx *c, const SymTerm *a, const SymTerm *b)
{
    if (is_tagged(a) || is_tagged(b) || a == b)
        return 0;
    if (a->op == SYM_VAR && b->op == SYM_VAR)
        return var_partners(c, a, b);
    return a->op != SYM_VAR && b->op != SYM_VAR && twin(c, a, b, 6) == 2;
}

/* The term an atom stands for up to a bijection: x for x itself and for
 * x's biased value (x + 2^(w-1) is y + 2^(w-1) only where x is y); NULL
 * for the other kinds. */
static const SymTerm *unbiased(const SymTerm *a)
{
    return !is_tagged(a) ? a : is_bias(a) && !is_low(a) && !is_rem(a) ? bias_of(a) : NULL;
}

/* Does a conjunct say not (x = y) of the variables atoms a and b stand
 * for (two atomic slots: out[atomicAdd(n, 1)] of two threads)? Then a
 * and b pair up like two threads' copies of one variable. */
static int declared_distinct(const Ref *r, const SymTerm *a, const SymTerm *b)
{
    const SymTerm *x = unbiased(a), *y = unbiased(b);
    if (!x || !y || is_tagged(a) != is_tagged(b) || x == y)
        return 0;
    for (uint32_t i = 0; i < r->distinct.len; i++) {
        const SymTerm *t = r->distinct.data[i];
        if (t->op == SYM_EQ && ((t->args[0] == x && t->args[1] == y) || (t->args[0] == y && t->args[1] == x)))
            return 1;
    }
    return 0;
}

/* a1 = x1 * y and a2 = x2 * y with a shared factor y >= 1 and neither
 * product wrapping (two threads' row offsets row * stride): 1 with *x1,
 * *x2 and y's least value *ylo. Then a1 = a2 only where x1 = x2, and
 * otherwise |a2 - a1| >= *ylo. */
static int exact_products(const Ref *r, const SymTerm *a1, const SymTerm *a2, const SymTerm **x1,
                          const SymTerm **x2, uint64_t *ylo)
{
    if (is_tagged(a1) || is_tagged(a2) || a1->op != SYM_MUL || a2->op != SYM_MUL)
        return 0;
    for (int i = 0; i < 2; i++) {
        const SymTerm *y = a1->args[i];
        *x1 = a1->args[1 - i], *x2 = NULL;
        for (int j = 0; j < 2 && !*x2; j++)
            *x2 = a2->args[j] == y ? a2->args[1 - j] : NULL;
        if (!*x2 || y->op == SYM_CONST || *x1 == *x2)
            continue;
        uint64_t yh, l1, h1, l2, h2;
        atom_range(r, y, ylo, &yh);
        atom_range(r, *x1, &l1, &h1);
        atom_range(r, *x2, &l2, &h2);
        uint64_t top = sym_mask(a1->width);  // (products of 64-bit values: unsigned 128-bit)
        if (*ylo >= 1 && *ylo <= yh && (unsigned __int128)h1 * yh <= top && (unsigned __int128)h2 * yh <= top)
            return 1;
    }
    return 0;
}

/* The least |a2 - a1| other than 0: y's least value for exact products
 * x1 * y and x2 * y, else 1. */
static i128 product_grain(const Ref *r, const SymTerm *a1, const SymTerm *a2)
{
    const SymTerm *x1, *x2;
    uint64_t ylo;
    return exact_products(r, a1, a2, &x1, &x2, &ylo) ? (i128)ylo : 1;
}

/* x1 & (2^k - 1) and x2 & (2^k - 1) paired equal, where the bounds give
 * both x1 >> k and x2 >> k one and the same value: x1 = x2 (the upper
 * half-warp's lanes t & 31 of threads in [32, 64)). */
static int equal_by_low(const Ref *r, const SymTerm *x, const SymTerm *y, const SymTerm *a, const SymTerm *b)
{
    const SymTerm *lx, *ly;
    unsigned k = low_bits_of(x, &lx);
    if (!k || low_bits_of(y, &ly) != k || !((lx == a && ly == b) || (lx == b && ly == a)))
        return 0;
    uint64_t l1, h1, l2, h2;
    atom_range(r, lx, &l1, &h1);
    atom_range(r, ly, &l2, &h2);
    return l1 <= h1 && l2 <= h2 && l1 >> k == h1 >> k && l2 >> k == h2 >> k && l1 >> k == l2 >> k;
}

/* Are a and b equal whenever pairs[0..np) are (each pair's atoms equal)? */
static int forced_equal(const Ref *r, const Pair *p, unsigned np, const SymTerm *a, const SymTerm *b)
{
    if (a == b || equal_by_fact(r, a, b))
        return 1;
    for (unsigned i = 0; i < np; i++) {
        const SymTerm *x = p[i].a1, *y = p[i].a2;
        if (is_tagged(x) && is_tagged(y))  // two biased values: equal where the variables are
            x = unbiased(x), y = unbiased(y);
        if ((x == a && y == b) || (x == b && y == a) || equal_by_low(r, x, y, a, b))
            return 1;
        const SymTerm *f1, *f2;  // x1 * y = x2 * y without wrapping: x1 = x2 (and x1, x2 where they are
        uint64_t ylo;            // extensions of one width)
        if (!exact_products(r, x, y, &f1, &f2, &ylo))
            continue;
        if ((f1->op == SYM_ZEXT || f1->op == SYM_SEXT) && f2->op == f1->op &&
            f1->args[0]->width == f2->args[0]->width)
            f1 = f1->args[0], f2 = f2->args[0];
        if ((f1 == a && f2 == b) || (f1 == b && f2 == a))
            return 1;
    }
    uint64_t l1, h1, l2, h2;
    atom_range(r, a, &l1, &h1);
    atom_range(r, b, &l2, &h2);
    return l1 == h1 && l2 == h2 && l1 == l2;
}

/* Every part of and-tree t holds: an equality between variables forced
 * by the pairs, or another part that is a fact. */
static int tree_forced(const Ref *r, const Pair *p, unsigned np, const SymTerm *t, int depth)
{
    if (t->op == SYM_BAND)
        return depth > 0 && tree_forced(r, p, np, t->args[0], depth - 1) &&
               tree_forced(r, p, np, t->args[1], depth - 1);
    if (t->op == SYM_EQ && t->args[0]->op == SYM_VAR && t->args[1]->op == SYM_VAR)
        return forced_equal(r, p, np, t->args[0], t->args[1]);
    return is_fact(r, t);
}

/* Pairs by the least |c * (a2 - a1)| that is not 0. */
static int by_coef(const void *x, const void *y)
{
    i128 a = ((const Pair *)x)->c, b = ((const Pair *)y)->c;
    a = (a < 0 ? -a : a) * ((const Pair *)x)->grain, b = (b < 0 ? -b : b) * ((const Pair *)y)->grain;
    return a < b ? -1 : a > b;
}

/* f's value in [0, win] (unsigned, modulo 2^w) has no solution, from f
 * alone: every coefficient a multiple of 2^z makes the value k modulo 2^z
 * (8 * k3.1 = 8 * k3.2 + 1 never holds), and an interval of integers that
 * does not wrap may lie outside the window. */
/* The integers [lo, hi] taken modulo 2^w miss [0, win]: an arc of fewer
 * than 2^w residues that starts above the window and does not wrap. */
static int misses(i128 lo, i128 hi, unsigned w, uint64_t win)
{
    i128 mod = (i128)1 << w, l = lo % mod;
    l += l < 0 ? mod : 0;
    return hi >= lo && hi - lo < mod && l > (i128)win && l + (hi - lo) < mod;
}

/* The differences derived from conjuncts a <u b (a <=u b): where f is
 * s * d + k modulo 2^w for such a d, f's values are those of d's interval
 * moved (bar + 8 <=u tile makes trunc(bar) - trunc(tile) at least 2^32 -
 * max tile, outside a window of 4096; 4 * k1 + 2 <=u 4 * k2 makes
 * 4 * k2 - 4 * k1 - 2 at least 2). */
static int outside_by_difference(Ref *r, const Aff *f, uint64_t win)
{
    i128 coef[AFF_MAX], s, lo, hi;
    for (unsigned i = 0; i < f->n; i++)
        coef[i] = signed_of(f->coef[i], f->w);
    for (unsigned i = 0; i < r->ndiff; i++)
        if (diff_match(&r->diff[i].dir, f->atom, coef, f->n, f->w, &s)) {
            diff_interval(&r->diff[i], s, (i128)f->k, &lo, &hi);
            if (misses(lo, hi, f->w, win))
                return 1;
        }
    for (unsigned i = 0; i < r->ndiff; i++) {  // s * d plus the other atoms' interval (bar - tile - 4 * (t & 255))
        const Lin *dir = &r->diff[i].dir;
        Aff rest = { .n = 0, .k = 0, .w = f->w };
        const SymTerm *in[AFF_MAX];
        i128 ic[AFF_MAX];
        unsigned m = 0;
        for (unsigned j = 0; j < f->n; j++) {
            unsigned d = 0;
            while (d < dir->n && dir->atom[d] != f->atom[j])
                d++;
            if (d < dir->n)
                in[m] = f->atom[j], ic[m++] = coef[j];
            else
                (void)aff_add(&rest, f->atom[j], f->coef[j]);
        }
        i128 l2, h2;
        if (m != dir->n || !rest.n || !diff_match(dir, in, ic, m, f->w, &s) || !aff_interval(r, &rest, 0, &l2, &h2))
            continue;
        diff_interval(&r->diff[i], s, (i128)f->k, &lo, &hi);
        if (misses(lo + l2, hi + h2, f->w, win))
            return 1;
    }
    return 0;
}

static int outside_window(Ref *r, const Aff *f, uint64_t win)
{
    if (residue_least(f, coef_zeros(f)) > win)
        return 1;  // the least value in the residue class is above the window
    for (int uk = 0; uk < 2; uk++) {
        i128 lo, hi;
        if (aff_interval(r, f, uk, &lo, &hi) && misses(lo, hi, f->w, win))
            return 1;
    }
    return outside_by_difference(r, f, win);
}

enum { ENUM_ATOMS = 2, ENUM_VALUES = 4 };

/* The number every value of atom a is a multiple of: 2^z for x & c whose
 * mask c has its z low bits clear (a two-stage ring's ((k + 1) << 9) &
 * 512 is 0 or 512), else 1. */
static uint64_t atom_grain(const SymTerm *a)
{
    if (is_tagged(a) || a->op != SYM_AND)
        return 1;
    for (int i = 0; i < 2; i++)
        if (a->args[i]->op == SYM_CONST && a->args[i]->value)
            return UINT64_C(1) << __builtin_ctzll(a->args[i]->value);
    return 1;
}

/* k + sum c_p d_p (np pairs) in [0, win] modulo 2^w has no solution: the
 * integer sum cannot wrap, and either its interval misses the window or
 * it is mixed-radix (so every pair is equal, the sum is k) and k is
 * outside the window or the threads' difference contradicts it. */
static int refute_window(Ref *r, Aff f, uint64_t win);

/* How many low bits of atom a the facts fix: all (64) where the bounds
 * leave it one value, else the most m a conjunct (a & (2^m - 1)) = c
 * fixes ((tid.x & 31) = 0), else 0; *c their value. */
static unsigned known_low_bits(const Ref *r, const SymTerm *a, uint64_t *c)
{
    uint64_t lo, hi;
    unsigned best = 0;
    atom_range(r, a, &lo, &hi);
    if (lo == hi) {
        *c = lo;
        return 64;
    }
    for (uint32_t j = 0; j < r->tbounds.len && !is_tagged(a); j++) {
        const TermBound *b = &r->tbounds.data[j];
        const SymTerm *y;
        unsigned m = low_bits_of(b->t, &y);
        if (m > best && y == a && b->lo == b->hi)
            best = m, *c = b->lo;
    }
    return best;
}

/* x's low kk bits where the facts fix them: x's form modulo 2^kk over
 * atoms of one value or whose low bits a conjunct fixes ((tid.x & 31) =
 * 0). 1 with *v. */
static int low_value(Ref *r, const SymTerm *x, unsigned kk, uint64_t *v)
{
    Aff g;
    uint64_t mask = sym_mask(kk), acc;
    form_mod(r, x, kk, &g);
    acc = g.k;
    for (unsigned i = 0; i < g.n; i++) {
        uint64_t a;
        if (known_low_bits(r, g.atom[i], &a) < kk)
            return 0;
        acc += g.coef[i] * a;
    }
    *v = acc & mask;
    return 1;
}

/* x where a is x >> k (k a constant), zero-extended or not; k, or 0. */
static unsigned shifted(const SymTerm *a, const SymTerm **x)
{
    if (is_tagged(a))
        return 0;
    if (a->op == SYM_ZEXT)
        a = a->args[0];
    if (a->op != SYM_LSHR || a->args[1]->op != SYM_CONST || !a->args[1]->value || a->args[1]->value >= a->width)
        return 0;
    *x = a->args[0];
    return (unsigned)a->args[1]->value;
}

/* Two threads' x >> k, equal, where the facts give both x's low k bits one
 * value: then x1 = x2 (out[i / 32] written by lane 0 of each warp: (tid.x
 * & 31) = 0 in both), refuted as a window of its own (the radix argument
 * on x2 - x1 against the threads' distinctness). Once deep. */
static int equal_shifted(const Ref *r, const Pair *p, unsigned np)
{
    Ref *w = (Ref *)r;  // a Ref is a local object: the nested window spends its steps
    for (unsigned i = 0; i < np && !w->nested; i++) {
        const SymTerm *x1, *x2;
        unsigned kk = shifted(p[i].a1, &x1);
        uint64_t v1, v2;
        Aff f;
        if (!kk || shifted(p[i].a2, &x2) != kk || x1->width != x2->width)
            continue;
        w->nested++;
        int ok = low_value(w, x1, kk, &v1) && low_value(w, x2, kk, &v2) && v1 == v2 && aff_diff(w, x2, x1, &f) &&
                 refute_window(w, f, 0);
        w->nested--;
        if (ok)
            return 1;
    }
    return 0;
}

static int radix_refutes(const Ref *r, Pair *p, unsigned np, i128 k, i128 slo, i128 shi, uint64_t win, unsigned w)
{
    /* the integer sum k + S + sum c_p d_p, S in [slo, shi] (the atoms
     * without a partner): X is it modulo 2^w; it must not reach another
     * value of the window by wrapping */
    i128 lo = k + slo, hi = k + shi, mod = (i128)1 << w;
    for (unsigned i = 0; i < np; i++) {
        i128 m = (p[i].c < 0 ? -p[i].c : p[i].c) * p[i].dmax;  // below 2^127
        if (m >= mod)
            return 0;  // the sum may wrap (and two such spans would overflow i128)
        lo -= m, hi += m;
    }
    if (lo <= -mod + (i128)win || hi >= mod)
        return 0;
    if (hi < 0 || lo > (i128)win)
        return 1;  // the sum stays below or above the window
    /* sum c_p d_p in [-k - shi, win - k - slo], inside [-B, B] */
    i128 B = k + shi < 0 ? -(k + shi) : k + shi, B2 = (i128)win - k - slo;
    B = B2 < 0 ? (-B2 > B ? -B2 : B) : (B2 > B ? B2 : B);
    qsort(p, np, sizeof *p, by_coef);
    i128 below = 0;
    for (unsigned i = 0; i < np; i++) {
        i128 c = p[i].c < 0 ? -p[i].c : p[i].c;
        if (p[i].dmax == 0)
            continue;
        if (c * p[i].grain <= below + B)
            return 0;  // not mixed-radix: Z3 decides
        below += c * p[i].dmax;
    }
    /* every pair equal: X = k + S */
    if (k + shi < 0 || k + slo > (i128)win)
        return 1;
    for (uint32_t i = 0; i < r->distinct.len; i++)
        if (tree_forced(r, p, np, r->distinct.data[i], 16))
            return 1;
    return r->distinct.len && equal_shifted(r, p, np);
}

/* f's value in [0, win] (unsigned, modulo 2^w) has no solution under r's
 * facts. Atoms of the two threads pair up (radix_refutes); an atom
 * without a partner that takes at most ENUM_VALUES values (a stage bit
 * ((k + 1) << 9) & 512: 0 or 512) is tried at each of them, and the
 * others join an interval below the pairs' digits (two lanes, ((t2 + 1)
 * & 31) - t1 in [-31, 31], under blocks 32 words apart). */
static int refute_window(Ref *r, Aff f, uint64_t win)
{
    Pair p[AFF_MAX];
    if (outside_window(r, &f, win))
        return 1;
    unsigned np = 0, ne = 0;
    uint8_t used[AFF_MAX] = { 0 };
    i128 k = signed_of(f.k, f.w), ec[ENUM_ATOMS], slo = 0, shi = 0;
    uint64_t efirst[ENUM_ATOMS], egrain[ENUM_ATOMS], ecount[ENUM_ATOMS], cases = 1;
    for (unsigned i = 0; i < f.n; i++) {
        if (used[i])
            continue;
        uint64_t lo, hi;
        atom_range(r, f.atom[i], &lo, &hi);
        if (lo == hi) {  // one value: part of the constant
            k += signed_of(f.coef[i], f.w) * (i128)lo;
            used[i] = 1;
            continue;
        }
        unsigned j = 0;
        for (; j < f.n; j++)
            if (!used[j] && j != i && ((f.coef[i] + f.coef[j]) & sym_mask(f.w)) == 0 &&
                (smt_partners(r->c, f.atom[i], f.atom[j]) || smt_partners(r->c, f.atom[j], f.atom[i])))
                break;
        for (unsigned d = 0; j == f.n && d < f.n; d++)  // or one a conjunct says differs from it
            if (!used[d] && d != i && ((f.coef[i] + f.coef[d]) & sym_mask(f.w)) == 0 &&
                declared_distinct(r, f.atom[i], f.atom[d]))
                j = d;
        if (j == f.n) {  // no partner: a few values to try, else part of the interval
            uint64_t g = atom_grain(f.atom[i]), first = lo / g * g + (lo % g ? g : 0), last = hi / g * g;
            if (lo > hi)
                return 0;
            if (ne == ENUM_ATOMS || first < lo || first > last || (last - first) / g >= ENUM_VALUES) {
                i128 c = signed_of(f.coef[i], f.w), a = c * (i128)lo, b = c * (i128)hi;
                if (i128_abs(a) >> 100 || i128_abs(b) >> 100)
                    return 0;  // (the sums stay far from i128's limits)
                slo += a < b ? a : b, shi += a < b ? b : a;
                used[i] = 1;
                continue;
            }
            ec[ne] = signed_of(f.coef[i], f.w), efirst[ne] = first, egrain[ne] = g;
            cases *= ecount[ne++] = (last - first) / g + 1;
            used[i] = 1;
            continue;
        }
        used[i] = used[j] = 1;
        const SymTerm *a1 = !smt_partners(r->c, f.atom[j], f.atom[i]) ? f.atom[i] : f.atom[j];
        const SymTerm *a2 = a1 == f.atom[i] ? f.atom[j] : f.atom[i];
        uint64_t l1, h1, l2, h2;
        atom_range(r, a1, &l1, &h1);
        atom_range(r, a2, &l2, &h2);
        if (l1 > h1 || l2 > h2)
            return 1;  // an empty range: the bounds contradict each other
        i128 dlo = (i128)l2 - (i128)h1, dhi = (i128)h2 - (i128)l1;
        p[np++] = (Pair){ a1, a2, signed_of(a2 == f.atom[i] ? f.coef[i] : f.coef[j], f.w),
                          equal_by_fact(r, a1, a2) ? 0 : -dlo > dhi ? -dlo : dhi, product_grain(r, a1, a2) };
    }
    for (uint64_t c = 0; c < cases; c++) {
        i128 kc = k;
        for (unsigned e = 0, x = (unsigned)c; e < ne; x /= (unsigned)ecount[e++])
            kc += ec[e] * (i128)(efirst[e] + x % ecount[e] * egrain[e]);
        if (!radix_refutes(r, p, np, kc, slo, shi, win, f.w))
            return 0;
    }
    return 1;
}

/* t is x & (2^m - 1) = k (either order), 0 < m < x's width: m, with
 * *f x's form modulo 2^m (its coefficients and constant reduced, none 0);
 * else 0. */
static unsigned low_form(Ref *r, const SymTerm *t, Aff *f, uint64_t *k)
{
    for (int i = 0; i < 2; i++) {
        const SymTerm *a = t->args[i], *c = t->args[1 - i];
        if (a->op != SYM_AND || c->op != SYM_CONST)
            continue;
        for (int j = 0; j < 2; j++) {
            const SymTerm *mask = a->args[j];
            uint64_t v = mask->value;
            if (mask->op != SYM_CONST || !v || v & (v + 1) || v == sym_mask(a->width) || c->value & ~v)
                continue;  // not 2^m - 1 below the width, or k has bits the mask clears
            unsigned m = (unsigned)__builtin_popcountll(v);
            form_mod(r, a->args[1 - j], m, f);
            *k = c->value;
            return m;
        }
    }
    return 0;
}

enum { SAME_STEPS = 512 };

/* a and b are one term once each conjunct x = y makes x stand for y: the
 * same term, variables with one canonical variable, or one operation on
 * such arguments (two threads' loop-exit tests when k.1 = k.2). At most
 * *steps pairs are compared (terms are DAGs); none left answers no. */
static int same_under(const Ref *r, const SymTerm *a, const SymTerm *b, uint32_t *steps)
{
    if (a == b)
        return 1;
    if (!*steps)
        return 0;
    (*steps)--;
    if (a->op == SYM_VAR || b->op == SYM_VAR)
        return a->op == SYM_VAR && b->op == SYM_VAR && canonical(r, a) == canonical(r, b);
    if (a->op != b->op || a->width != b->width || a->nargs != b->nargs || a->op == SYM_CONST)
        return 0;  // constants are hash-consed: equal ones are one term
    for (unsigned i = 0; i < a->nargs; i++)
        if (!same_under(r, a->args[i], b->args[i], steps))
            return 0;
    return 1;
}

/* Is f's sum s * g modulo 2^w, for s = 1 or -1? */
static int aff_negated_or_same(const Aff *f, const Aff *g)
{
    uint64_t m = sym_mask(f->w);
    if (f->w != g->w || f->n != g->n || !f->n)
        return 0;
    for (int sign = 0; sign < 2; sign++) {
        uint64_t s = sign ? m : 1;  // -1 or 1
        int same = ((s * g->k) & m) == f->k;
        for (unsigned i = 0; i < f->n && same; i++) {
            unsigned j = 0;
            while (j < g->n && g->atom[j] != f->atom[i])
                j++;
            same = j < g->n && ((s * g->coef[j]) & m) == f->coef[i];
        }
        if (same)
            return 1;
    }
    return 0;
}

/* f is c * (a - b) + 0 over two atoms of one kind (plain terms, or both
 * biased): 1 with the terms behind a and b. */
static int two_atoms(const Aff *f, const SymTerm **a, const SymTerm **b)
{
    if (f->n != 2 || f->k || ((f->coef[0] + f->coef[1]) & sym_mask(f->w)) ||
        is_bias(f->atom[0]) != is_bias(f->atom[1]) || (is_tagged(f->atom[0]) && !is_bias(f->atom[0])) ||
        (is_tagged(f->atom[1]) && !is_bias(f->atom[1])))
        return 0;
    *a = is_bias(f->atom[0]) ? bias_of(f->atom[0]) : f->atom[0];
    *b = is_bias(f->atom[1]) ? bias_of(f->atom[1]) : f->atom[1];
    return 1;
}

/* The facts x <u k (x <=u k) that leave x one value v: x's coefficients
 * are multiples of 2^z and one value of [0, k) has x's residue modulo 2^z
 * (two accesses of 4 bytes at p + 4 * sext(i) and p + 4 * sext(j) overlap,
 * 4 * sext(j) - 4 * sext(i) + 3 <u 7, only at 3). Into r->pin as x - v,
 * once per read_facts, from the first PIN_FACTS facts of that shape, each
 * read with PIN_STEPS of lin's steps of its own (the refutation's budget is
 * not spent on facts that pin nothing). */
static void read_pins(Ref *r)
{
    uint32_t steps = r->steps, tries = PIN_FACTS;
    r->pins_read = 1, r->npin = 0;
    for (uint32_t i = 0; i < r->facts.len && r->npin < PIN_MAX && tries; i++) {
        const SymTerm *t = r->facts.data[i];
        Aff *g = &r->pin[r->npin].g;
        if ((t->op != SYM_ULT && t->op != SYM_ULE) || t->args[1]->op != SYM_CONST || !t->args[0]->width ||
            t->args[0]->op != SYM_ADD || (t->op == SYM_ULT && !t->args[1]->value))
            continue;
        tries--;
        r->steps = PIN_STEPS;
        if (!lin(r, t->args[0], g, 64) || !g->n)
            continue;
        unsigned z = coef_zeros(g);  // below g's width: its coefficients are not 0
        uint64_t last = t->args[1]->value - (t->op == SYM_ULT), v = residue_least(g, z);  // x in [0, last]
        if (v > last || (last - v) >> z)
            continue;  // no value, or more than one, has x's residue
        g->k = (g->k - v) & sym_mask(g->w);
        r->pin[r->npin].fact = t, r->pin[r->npin++].at = i;
    }
    r->steps = steps;
}

/* f's sum is 0 by a fact that leaves x one value v (read_pins): f is x - v
 * or v - x; or x - v is c * (a - b) with an integer value inside (-2^w,
 * 2^w), so a = b, and f is c' * (a - b). */
static int pinned_zero(Ref *r, const Aff *f)
{
    const SymTerm *fa, *fb, *ga, *gb;
    int pair = two_atoms(f, &fa, &fb);
    if (!r->pins_read)
        read_pins(r);
    for (unsigned i = 0; i < r->npin; i++) {
        const Aff *g = &r->pin[i].g;
        i128 lo, hi;
        if (r->pin[i].at >= r->facts.len || r->facts.data[r->pin[i].at] != r->pin[i].fact)
            continue;  // facts dropped since (a case split's)
        if (aff_negated_or_same(f, g))
            return 1;
        if (pair && two_atoms(g, &ga, &gb) && ((ga == fa && gb == fb) || (ga == fb && gb == fa)) &&
            aff_interval(r, g, 0, &lo, &hi) && lo > -((i128)1 << g->w) && hi < (i128)1 << g->w)
            return 1;
    }
    return 0;
}

/* Does t hold whenever r's facts do: it is one of them (also once each
 * conjunct x = y makes x stand for y), an equality of terms forced equal
 * or equal under that substitution, or a conjunction of such. */
static int implied(Ref *r, const SymTerm *t, int depth)
{
    if (r->nite && chosen(r, t) == 1)
        return 1;
    if (depth > 8)
        return 0;
    if (t->op == SYM_BAND)
        return implied(r, t->args[0], depth + 1) && implied(r, t->args[1], depth + 1);
    if (is_fact(r, t))
        return 1;
    uint32_t steps = SAME_STEPS;
    for (uint32_t i = 0; i < r->facts.len && r->same.len && steps; i++)
        if (r->facts.data[i]->op == t->op && same_under(r, r->facts.data[i], t, &steps))
            return 1;
    i128 lo, hi;
    uint64_t k;
    if (t->op == SYM_ULT || t->op == SYM_ULE || t->op == SYM_SLT || t->op == SYM_SLE)  // b - a at least 1 (0)
        return sub_range(r, t->args[0], t->args[1], t->op == SYM_SLT || t->op == SYM_SLE, &lo, &hi) &&
               lo >= (t->op == SYM_ULT || t->op == SYM_SLT);
    if (t->op != SYM_EQ || !t->args[0]->width)
        return 0;
    Aff f;
    unsigned m = low_form(r, t, &f, &k);
    if (m)  // x & (2^m - 1) = k where x's low bits are k
        return f.n == 0 && f.k == k;
    /* a - b is 0 (forced equal, or once x = y makes x stand for y) */
    steps = SAME_STEPS;
    return forced_equal(r, NULL, 0, t->args[0], t->args[1]) ||
           (aff_diff(r, t->args[0], t->args[1], &f) && ((f.n == 0 && f.k == 0) || pinned_zero(r, &f))) ||
           (r->same.len && same_under(r, t->args[0], t->args[1], &steps));
}

enum { FIXED_STEPS = 256 };

/* The residue case's slot of atom a (a variable), or r->nres. */
static unsigned res_slot(const Ref *r, const SymTerm *a)
{
    unsigned j = 0;
    while (j < r->nres && !(!is_tagged(a) && a->op == SYM_VAR && r->res_var[j] == a->var))
        j++;
    return j;
}

/* x % d (t is urem or srem of x by a constant d) where the residue case
 * decides it: x is an exact sum whose atoms are variables of known residue
 * modulo a multiple of d, or of one value (srem where x is not negative). */
static int residue_value(Ref *r, const SymTerm *t, uint64_t *v, uint32_t *steps)
{
    uint64_t d = t->args[1]->value;
    Lin L;
    i128 lo, hi;
    i128 half = (i128)1 << (t->width - 1);
    if (t->args[1]->op != SYM_CONST || d < 2 || !int_form(r, t->args[0], &L, &lo, &hi) ||
        (t->op == SYM_SREM && ((hi >= half && lo < half) || d >> (t->width - 1))))
        return 0;  // srem of a value that may take either sign, or of a divisor that may be negative
    i128 acc = L.k % (i128)d;
    for (unsigned i = 0; i < L.n; i++) {
        const SymTerm *a = L.atom[i];
        uint64_t x = 0;
        unsigned j = res_slot(r, a);
        if (j < r->nres && r->res_m[j] % d == 0)
            x = r->res_rho[j];
        else if (!fixed_value(r, a, &x, steps))
            return 0;
        acc = (acc + (L.coef[i] % (i128)d) * (i128)(x % d)) % (i128)d;
    }
    acc = (acc + (i128)d) % (i128)d;
    if (t->op == SYM_SREM && lo >= half) {  // x - 2^w < 0: srem is -((2^w - x) % d)
        i128 m = ((2 * half) % (i128)d - acc + (i128)d) % (i128)d;
        acc = m ? 2 * half - m : 0;
    }
    *v = (uint64_t)acc;
    return 1;
}

/* t is y & ((2^m - 1) << z) for 2^m <= RES_MOD (a ring's stage: (k + 1) &
 * 1, or (k << 9) & 512 in an address): m + z, the bits of y that decide
 * it, with *y and the mask, else 0. */
static unsigned mask_mod(const SymTerm *t, const SymTerm **y, uint64_t *mask)
{
    for (int i = 0; i < 2 && t->op == SYM_AND; i++) {
        uint64_t c = t->args[i]->value, v = c ? c >> __builtin_ctzll(c) : 0;
        if (t->args[i]->op == SYM_CONST && v && v < RES_MOD && !(v & (v + 1))) {
            *y = t->args[1 - i], *mask = c;
            return 64 - (unsigned)__builtin_clzll(c);
        }
    }
    return 0;
}

/* The modulus a variable's residue needs for coefficient `coef` to decide
 * a sum modulo 2^e: 2^(e - trailing zeros of coef) (1: none). */
static uint64_t coef_mod(uint64_t coef, unsigned e)
{
    unsigned z = coef ? (unsigned)__builtin_ctzll(coef) : 64;
    return z >= e ? 1 : UINT64_C(1) << (e - z);
}

/* y & mask (mask_mod) where the residue case decides it: y's form modulo
 * 2^e (no exact sum needed: 2^e divides 2^w) over variables of known
 * residue modulo what their coefficients need, or of one value. */
static int mask_value(Ref *r, const SymTerm *t, uint64_t *v, uint32_t *steps)
{
    const SymTerm *y;
    uint64_t mask;
    unsigned e = mask_mod(t, &y, &mask);
    if (!e || r->low)
        return 0;
    Aff f;
    r->low = e;
    lin_or_atom(r, y, &f, 64);
    r->low = 0;
    uint64_t acc = f.k;
    for (unsigned i = 0; i < f.n; i++) {
        uint64_t a = 0;
        unsigned j = res_slot(r, f.atom[i]);
        if (j < r->nres && r->res_m[j] % coef_mod(f.coef[i], e) == 0)
            a = r->res_rho[j];
        else if (!fixed_value(r, f.atom[i], &a, steps))
            return 0;
        acc += f.coef[i] * a;
    }
    *v = acc & mask;
    return 1;
}

/* t's value where the facts' bounds leave each variable it needs one value
 * (a witness search's query fixes the loop counters and parameters): 1
 * with *v set, 0 when a variable it needs may take two values or *steps
 * (nodes visited) runs out. An and, or or ite needs only the arguments
 * that decide it. */
static int fixed_walk(Ref *r, const SymTerm *t, uint64_t *v, uint32_t *steps);

enum { FIXED_SLOTS = 1024 };

/* fixed_walk's answer, remembered while r->fixed_gen is set (refute_alone:
 * one fact after another under the same bounds, each a walk over terms
 * the others share). An undecided term is remembered only where its walk
 * did not run out of steps. */
static int fixed_value(Ref *r, const SymTerm *t, uint64_t *v, uint32_t *steps)
{
    if (!r->fixed_gen || is_tagged(t) || t->op == SYM_CONST || t->op == SYM_VAR)
        return fixed_walk(r, t, v, steps);
    struct FixEnt *e = &r->fixed[term_slot(t, FIXED_SLOTS)];
    if (e->t == t && e->gen == r->fixed_gen) {
        *v = e->v;
        return e->known;
    }
    int known = fixed_walk(r, t, v, steps);
    if (known || *steps)
        *e = (struct FixEnt){ t, r->fixed_gen, (uint8_t)known, known ? *v : 0 };
    return known;
}

/* An order or equality of two exact sums decided by their intervals (a
 * loop counter case: k - 1 <u 32 for k in [34, 2^56)). */
static int order_by_ranges(Ref *r, const SymTerm *t, uint64_t *v)
{
    Lin L;
    i128 al, ah, bl, bh;
    if ((t->op != SYM_ULT && t->op != SYM_ULE && t->op != SYM_EQ) || !t->args[0]->width ||
        !int_form(r, t->args[0], &L, &al, &ah) || !int_form(r, t->args[1], &L, &bl, &bh))
        return 0;
    if (t->op == SYM_EQ && (ah < bl || bh < al))
        *v = 0;
    else if (t->op == SYM_EQ && al == ah && bl == bh && al == bl)
        *v = 1;
    else if (t->op != SYM_EQ && (ah < bl || (t->op == SYM_ULE && ah == bl)))
        *v = 1;
    else if (t->op != SYM_EQ && (al > bh || (t->op == SYM_ULT && al == bh)))
        *v = 0;
    else
        return 0;
    return 1;
}

static int fixed_walk(Ref *r, const SymTerm *t, uint64_t *v, uint32_t *steps)
{
    const SymTerm *x;
    if (t == r->subst) {
        *v = r->subst_v;
        r->subst_met = 1;
        return 1;
    }
    if (is_rem(t)) {  // y % d: y's value, or the residue case's
        const SymTerm *q = rem_of(t);
        if (fixed_value(r, q->args[0], v, steps)) {
            *v %= q->args[1]->value;
            return 1;
        }
        return r->nres && residue_value(r, q, v, steps);
    }
    if (is_low(t)) {  // x & (2^k - 1)
        unsigned top, k = clears_low(low_of(t), &x, &top);
        if (!fixed_value(r, x, v, steps))
            return 0;
        *v &= sym_mask(k);
        return 1;
    }
    if (is_bias(t)) {  // x + 2^(w-1) modulo 2^w
        x = bias_of(t);
        if (!fixed_value(r, x, v, steps))
            return 0;
        *v = (*v + (UINT64_C(1) << (x->width - 1))) & sym_mask(x->width);
        return 1;
    }
    if (t->op == SYM_CONST) {
        *v = t->value;
        return 1;
    }
    if (!*steps)
        return 0;
    (*steps)--;
    int c = r->nite ? chosen(r, t) : -1;
    if (c >= 0) {
        *v = (uint64_t)c;
        return 1;
    }
    if (t->op == SYM_VAR) {  // one value by a conjunct's bounds
        t = canonical(r, t);
        for (uint32_t i = 0; i < r->bounds.len; i++)
            if (r->bounds.data[i].var == t->var && r->bounds.data[i].lo == r->bounds.data[i].hi) {
                *v = r->bounds.data[i].lo;
                return 1;
            }
        return 0;
    }
    uint64_t a[3] = { 0, 0, 0 };
    int known[3] = { 0, 0, 0 };
    for (unsigned i = 0; i < t->nargs; i++) {
        known[i] = fixed_value(r, t->args[i], &a[i], steps);
        if (known[i] && ((t->op == SYM_BAND && !a[i]) || (t->op == SYM_BOR && a[i]))) {
            *v = t->op == SYM_BOR;  // one argument decides it
            return 1;
        }
        if (t->op == SYM_ITE && i == 0) {
            if (!known[0])
                return 0;
            return fixed_value(r, t->args[a[0] ? 1 : 2], v, steps);
        }
        if ((t->op == SYM_UREM || t->op == SYM_SREM) && i == 0 && !known[0] && r->nres)
            return residue_value(r, t, v, steps);
        if (t->op == SYM_AND && !known[i] && mask_value(r, t, v, steps))
            return 1;  // the bits a mask keeps, decided by y's low bits
        if (!known[i] && t->op != SYM_BAND && t->op != SYM_BOR)
            return r->counting && order_by_ranges(r, t, v);  // only and and or may still be decided by
                                                             // another argument
    }
    for (unsigned i = 0; i < t->nargs; i++)
        if (!known[i])
            return 0;
    *v = sym_apply(t, a);
    return 1;
}

/* Fact t (a conjunct, or a part of one) has no solution under r's facts. */
static int refute(Ref *r, const SymTerm *t, int depth)
{
    Aff f;
    if (depth > 8)
        return 0;
    if (r->nite && t->op == SYM_BAND) {  // an ite case's false condition among the conjunctions
        const SymTerm *stack[REFUTE_PARTS];
        unsigned ns = 0;
        stack[ns++] = t;
        while (ns) {
            const SymTerm *x = stack[--ns];
            if (chosen(r, x) == 0)
                return 1;
            for (unsigned a = 0; a < 2 && x->op == SYM_BAND && ns < REFUTE_PARTS; a++)
                stack[ns++] = x->args[a];
        }
    } else if (r->nite && chosen(r, t) == 0) {
        return 1;  // an ite case's false condition
    }
    switch ((SymOp)t->op) {
    case SYM_BAND:  // some part refuted
    case SYM_BOR: { // every part refuted
        const SymTerm *part[REFUTE_PARTS];
        unsigned np = smt_parts(t, part, REFUTE_PARTS);  // 0 (too many): no argument here
        for (unsigned i = 0; i < np; i++)
            if (refute(r, part[i], depth + 1) == (t->op == SYM_BAND))
                return t->op == SYM_BAND;
        return t->op == SYM_BOR;
    }
    case SYM_ULT:
    case SYM_ULE:
        if (t->args[1]->op != SYM_CONST) {  // a <u b where b - a is at most 0
            i128 lo, hi;
            return sub_range(r, t->args[0], t->args[1], 0, &lo, &hi) && hi < (t->op == SYM_ULT);
        }
        if (t->op == SYM_ULT && t->args[1]->value == 0)
            return 1;  // x <u 0
        return lin(r, t->args[0], &f, 64) && refute_window(r, f, t->args[1]->value - (t->op == SYM_ULT));
    case SYM_SLT:
    case SYM_SLE: {  // a <s b where b - a is at most 0, both plus 2^(w-1)
        i128 lo, hi;
        return sub_range(r, t->args[0], t->args[1], 1, &lo, &hi) && hi < (t->op == SYM_SLT);
    }
    case SYM_BNOT: {  // not x where x holds (implied), or one of x's disjuncts does
        const SymTerm *part[REFUTE_PARTS];
        unsigned np = t->args[0]->op == SYM_BOR ? smt_parts(t->args[0], part, REFUTE_PARTS) : 0;
        for (unsigned i = 0; i < np; i++)
            if (implied(r, part[i], depth + 1))
                return 1;
        return implied(r, t->args[0], depth + 1);
    }
    case SYM_EQ: {  // x & (2^m - 1) = k where x's low bits are not k; a = b: a - b in [0, 0]
        uint64_t k;
        unsigned m = t->args[0]->width ? low_form(r, t, &f, &k) : 0;
        if (m) {
            unsigned z = f.n ? coef_zeros(&f) : m;
            z = z < m ? z : m;
            return z > 0 && ((k - f.k) & sym_mask(z)) != 0;  // x's low z bits are f.k's
        }
        return t->args[0]->width && aff_diff(r, t->args[0], t->args[1], &f) && refute_window(r, f, 0);
    }
    default:
        return 0;
    }
}

/* SPLIT_WAYS: the race rules OR a batch of pairs into one obligation (24
 * disjuncts for two shared arrays touched at three offsets); at 16 ways
 * such a batch was never split and went to Z3 (90 ms each), while each
 * disjunct falls to its own guard's bounds. SPLIT_BUDGET caps the cases;
 * SHALLOW_SPLITS those of the shallow refutation: on the corpus it
 * refuted 2179 of 2183 formulas within 24 cases, and one that needs more
 * is left to the deep one, while the 2122 it failed on after 25 to 64
 * cases cost 4.4 s of the corpus's 65. */
enum { SPLIT_DEPTH = 2, SPLIT_WAYS = 64, SPLIT_BUDGET = 64, SHALLOW_SPLITS = 24 };
enum { PROPAGATE_ROUNDS = 4, PROPAGATE_FACTS = 256 };

unsigned smt_parts(const SymTerm *t, const SymTerm **out, unsigned max)
{
    const SymTerm *stack[SMT_PARTS_MAX + 2];
    unsigned ns = 0, n = 0;
    max = max < SMT_PARTS_MAX ? max : SMT_PARTS_MAX;
    stack[ns++] = t;
    while (ns) {  // iteratively: at -O0 such trees are chains thousands deep
        const SymTerm *x = stack[--ns];
        if (x->op == t->op && ns + 2 <= max + 2) {
            stack[ns++] = x->args[1];
            stack[ns++] = x->args[0];
        } else if (x->op == t->op || n == max) {
            return 0;
        } else {
            out[n++] = x;
        }
    }
    return n;
}

static int residues_possible(const Ref *r);

/* The values of a shift count s where they are few: s's range, and for s
 * = y & (2^e - 1) the interval of y's form modulo 2^e where it does not
 * wrap (a lane (tid.x + 32 * w) & 31 of a thread below 16 is below 16).
 * 1 when they are at most SHIFT_VALUES. */
static int shift_values(Ref *r, const SymTerm *s, uint64_t *lo, uint64_t *hi)
{
    const SymTerm *y;
    unsigned e;
    term_range(r, s, lo, hi);
    if (!r->low && (e = low_bits_of(s, &y)) != 0) {
        Aff g;
        i128 l, h;
        form_mod(r, y, e, &g);
        if (aff_interval(r, &g, 1, &l, &h) && l >= 0 && h <= (i128)sym_mask(e))
            meet(lo, hi, (uint64_t)l, (uint64_t)h);
    }
    return *lo <= *hi && *hi - *lo < SHIFT_VALUES;
}

/* Fact t's value where it is the same under each value a shift count of
 * the formula may take (few: shift_values), t's other variables taking
 * their one value (fixed_walk with the count substituted): a thread's bit
 * (0xffff >> ((tid.x + 32 * w) & 31)) & 1 of a mask is 1 for tid.x < 16.
 * Sound because s's actual value is one of those tried. */
static int shift_enum(Ref *r, const SymTerm *t, uint64_t *v)
{
    uint32_t gen = r->fixed_gen;
    int found = 0;
    r->fixed_gen = 0;  // answers without the substitution may be unknown with it
    for (unsigned i = 0; i < r->nshift && !found; i++) {
        uint64_t lo, hi, first = 0;
        if (!shift_values(r, r->shift[i], &lo, &hi))
            continue;
        r->subst = r->shift[i], r->subst_met = 0;
        for (uint64_t x = lo;; x++) {
            uint64_t y;
            uint32_t steps = FIXED_STEPS;
            r->subst_v = x;
            found = fixed_walk(r, t, &y, &steps) && r->subst_met && (x == lo || y == first);
            first = x == lo ? y : first;
            if (!found || x == hi)
                break;  // (a walk that does not meet the count: t does not depend on it)
        }
        *v = first;
    }
    r->subst = NULL;
    r->fixed_gen = gen;
    return found;
}

/* A pin g = 0 (modulo 2^w: a window of one value) against the low bits
 * the facts give its atoms (known_low_bits): g / 2^z (its coefficients'
 * common power of two) modulo 2^e, e the fewest bits known, is a constant
 * other than 0.
 * An interleaved reduction's t.1 & 1 = 0 and t.2 & 1 = 0 against t.2 =
 * t.1 + 1. */
static int pin_against_low_bits(Ref *r)
{
    if (!r->pins_read)
        read_pins(r);
    for (unsigned i = 0; i < r->npin; i++) {
        const Aff *g = &r->pin[i].g;
        if (r->pin[i].at >= r->facts.len || r->facts.data[r->pin[i].at] != r->pin[i].fact || !g->n)
            continue;
        unsigned z = coef_zeros(g), e = g->w - z;
        if (g->k & sym_mask(z))
            continue;
        uint64_t v = g->k >> z;
        unsigned a = 0;
        for (; a < g->n && e; a++) {
            uint64_t c;
            unsigned m = known_low_bits(r, g->atom[a], &c);
            if (!m)
                break;
            e = m < e ? m : e;
            v += (g->coef[a] >> z) * c;
        }
        if (a == g->n && e && (v & sym_mask(e)))
            return 1;
    }
    return 0;
}

/* r's facts have no solution: a variable's bounds leave it no value, a
 * fact is refuted alone (refute), or, `split` levels left, every disjunct
 * of a disjunction among them is refuted with its conjuncts added to the
 * facts (a case split: F and (d1 or d2) has no solution when neither F and
 * d1 nor F and d2 has). */
static int refute_alone(Ref *r)
{
    read_facts(r);
    if (r->oom)
        return 0;
    if (r->none || (r->nres && !residues_possible(r)))
        return 1;  // (a residue case against the bounds and differences derived in it)
    for (uint32_t i = 0; i < r->bounds.len; i++)
        if (r->bounds.data[i].lo > r->bounds.data[i].hi)
            return 1;
    if (!r->fixed && (r->fixed = mem_alloc(FIXED_SLOTS * sizeof *r->fixed)) != NULL)
        memset(r->fixed, 0, FIXED_SLOTS * sizeof *r->fixed);
    r->fixed_gen = r->fixed ? ++r->fixed_gens : 0;  // older entries are stale
    int found = 0;
    for (uint32_t i = 0; i < r->facts.len && !r->oom && !found; i++) {
        const SymTerm *t = r->facts.data[i];
        uint64_t v;
        uint32_t steps = FIXED_STEPS;
        found = ((t->op == SYM_ULT || t->op == SYM_ULE || t->op == SYM_BOR || t->op == SYM_BNOT ||
                  (t->op == SYM_EQ && t->args[0]->width)) && refute(r, t, 0)) ||
                (fixed_value(r, t, &v, &steps) && !v) ||  // refuted, or false once its variables
                                                          // take their one value,
                (r->nshift && shift_enum(r, t, &v) && !v);  // or under each value of a shift count
    }
    r->fixed_gen = 0;
    return found || (!r->oom && pin_against_low_bits(r));
}

/* Unit propagation: a disjunction among the facts whose disjuncts but one
 * are refuted has that one's conjuncts added as facts (appended: the facts
 * before stay as they are, for a caller's case split). 1 when some were
 * added; *none set when a disjunction has every disjunct refuted. */
static int propagate(Ref *r, uint8_t *used, int *none)
{
    int grew = 0;
    for (uint32_t i = 0, n = r->facts.len; i < n && i < PROPAGATE_FACTS && !r->oom; i++) {
        const SymTerm *d[SPLIT_WAYS];
        unsigned nd = !used[i] && r->facts.data[i]->op == SYM_BOR ? smt_parts(r->facts.data[i], d, SPLIT_WAYS) : 0;
        unsigned alive = 0, k = 0;
        for (unsigned j = 0; j < nd && alive < 2; j++)
            if (!refute(r, d[j], 0))
                alive++, k = j;
        if (nd && !alive) {
            *none = 1;
            return 0;
        }
        if (nd && alive == 1) {
            used[i] = 1;
            add_facts(r, d[k]);
            grew = 1;
        }
    }
    return grew;
}

/* The terms a walk over the facts has met (terms are DAGs: a tree walk
 * would meet a shared subterm once per path to it): term ids plus one,
 * hashed, 0 for a free slot. */
enum { SEEN_SLOTS = 4096 };  // above RES_WALK and ITE_WALK: never full

typedef struct {
    uint32_t slot[SEEN_SLOTS];
} Seen;

/* 1 when t is met for the first time (and now recorded). */
static int first_visit(Seen *s, const SymTerm *t)
{
    uint32_t h = term_slot(t, SEEN_SLOTS);
    for (unsigned i = 0; i < SEEN_SLOTS; i++, h = (h + 1) & (SEEN_SLOTS - 1)) {
        if (s->slot[h] == t->id + 1)
            return 0;
        if (!s->slot[h]) {
            s->slot[h] = t->id + 1;
            return 1;
        }
    }
    return 0;
}

/* Where f = c * v + b (one variable v, modulo 2^w) wraps once over v's
 * range: the least v whose integer sum c * v + b reaches the next
 * multiple of 2^w (4 * k + 4 at k = 2^30 - 1 for k <= 2^30 - 1), so
 * that on either side of it the value is an exact sum; where `sgn`, of
 * 2^(w-1) (an srem's argument changes sign there: k + 2 at k = 2^31 - 2
 * for k <= 2^31 - 1); else 0. */
static uint64_t wrap_cut(const Ref *r, const Aff *f, int sgn)
{
    uint64_t lo, hi;
    if (f->n != 1 || is_tagged(f->atom[0]) || f->atom[0]->op != SYM_VAR || f->w >= 64)
        return 0;
    atom_range(r, f->atom[0], &lo, &hi);
    i128 c = (i128)f->coef[0], b = (i128)f->k, mod = (i128)1 << (f->w - (unsigned)sgn);
    i128 jlo = (c * (i128)lo + b) / mod, jhi = (c * (i128)hi + b) / mod;  // c < 2^63, lo, hi < 2^64: exact
    if (lo >= hi || jhi != jlo + 1)
        return 0;
    return (uint64_t)ceil_div(jhi * mod - b, c);
}

/* The variables x whose residues modulo d decide a urem, srem or udiv by
 * a constant d (2..RES_MOD) of a sum over x among the facts' terms, or a
 * mask of its low bits (loop counters only), with the least common
 * multiple of their divisors and where the sum wraps once (wrap_cut, or
 * 0): at most RES_VARS of them. */
static unsigned residue_vars(Ref *r, uint32_t *var, uint64_t *m, uint64_t *cut)
{
    const SymTerm *stack[64];
    unsigned ns = 0, nv = 0;
    uint32_t walk = RES_WALK;
    Seen *seen = mem_alloc(sizeof *seen);
    if (!seen) {
        r->oom = 1;
        return 0;
    }
    memset(seen, 0, sizeof *seen);
    for (uint32_t i = 0; i < r->facts.len && walk; i++) {
        stack[ns++] = r->facts.data[i];
        while (ns && walk) {
            const SymTerm *t = stack[--ns];
            walk--;
            const SymTerm *x = t->args[0];
            uint64_t mask;
            unsigned e = mask_mod(t, &x, &mask);
            if (e || ((t->op == SYM_UREM || t->op == SYM_SREM || t->op == SYM_UDIV) && t->args[1]->op == SYM_CONST &&
                      t->args[1]->value >= 2 && t->args[1]->value <= RES_MOD)) {  // (a quotient's remainder atom)
                Aff f;
                lin_or_atom(r, x, &f, 64);
                for (unsigned a = 0; a < f.n; a++) {
                    uint64_t d = e ? coef_mod(f.coef[a], e) : t->args[1]->value;
                    unsigned j = 0;
                    if (is_tagged(f.atom[a]) || f.atom[a]->op != SYM_VAR ||
                        (e && (d < 2 || d > RES_MOD || r->c->vars[f.atom[a]->var].kind != SYM_VAR_LOOP)))
                        continue;  // (a low atom's pointer is tagged: not read; a mask: loop counters' stages only)
                    while (j < nv && var[j] != f.atom[a]->var)
                        j++;
                    if (j == nv && nv == RES_VARS)
                        continue;
                    if (j == nv)
                        var[nv] = f.atom[a]->var, m[nv] = d, cut[nv++] = 0;
                    cut[j] = cut[j] ? cut[j] : wrap_cut(r, &f, t->op == SYM_SREM);
                    uint64_t lcm = m[j] / (uint64_t)gcd((i128)m[j], (i128)d) * d;  // kept if small
                    if (lcm <= RES_MOD)
                        m[j] = lcm;
                }
            }
            for (unsigned a = 0; a < t->nargs && ns < 64; a++)
                if (t->args[a]->op != SYM_CONST && t->args[a]->op != SYM_VAR && first_visit(seen, t->args[a]))
                    stack[ns++] = t->args[a];
        }
    }
    mem_free(seen);
    return nv;
}

/* Can the variables take the residues of the case: a difference's
 * interval, or a variable's bounds, may hold no value of the residue. */
static int residues_possible(const Ref *r)
{
    for (unsigned j = 0; j < r->nres; j++) {
        i128 first, last;
        residue_ends(r, j, &first, &last);
        if (first > last)
            return 0;
    }
    for (unsigned i = 0; i < r->ndiff; i++) {
        const Diff *D = &r->diff[i];
        i128 m = 0, acc = 0;
        unsigned a = 0;
        for (; a < D->dir.n; a++) {
            unsigned j = res_slot(r, D->dir.atom[a]);
            if (j == r->nres || (m && m != (i128)r->res_m[j]))
                break;
            m = (i128)r->res_m[j];
            acc += D->dir.coef[a] % m * (i128)r->res_rho[j];
        }
        if (a < D->dir.n || D->hi - D->lo + 1 >= m)
            continue;
        i128 first = D->lo + ((acc - D->lo) % m + m) % m;  // the least value of d = acc (mod m)
        if (first > D->hi)
            return 0;
    }
    return 1;
}

/* A case split over residues: for each residue of the variables that
 * decide a urem or srem by a constant (the stage k % 3 of a ring of
 * buffers), the facts are refuted with those urems known (or the residues
 * are impossible: k2 - k1 = 1 leaves k2 = k1 + 1 mod 3). */
static int refute_residues(Ref *r)
{
    uint32_t var[RES_VARS];
    uint64_t m[RES_VARS], cut[RES_VARS], cases = 1, pieces = 1;
    unsigned nv = residue_vars(r, var, m, cut);
    for (unsigned j = 0; j < nv; j++)
        cases *= m[j], pieces *= cut[j] ? 2 : 1;
    if (!nv || cases * pieces > RES_CASES || cases * pieces > r->res_cases || r->oom)
        return 0;
    r->res_cases -= (uint32_t)(cases * pieces);
    int all = 1;
    uint32_t h = r->hull.len;
    VEC(Bound) piece = { 0 };
    Diff diff[DIFF_FACTS];
    for (uint64_t p = 0; p < pieces && all && !r->oom; p++) {
        r->hull.len = h;  // each variable below its cut, or from it on: the urem's argument does not wrap there
        for (unsigned j = 0, q = 0; j < nv && !r->oom; j++) {
            if (!cut[j])
                continue;
            Bound b = { var[j], (p >> q) & 1 ? cut[j] : 0, (p >> q) & 1 ? UINT64_MAX : cut[j] - 1 };
            r->oom |= vec_push(&r->hull, b) < 0;
            q++;
        }
        r->nres = 0;
        read_facts(r);  // the piece's bounds and differences, for residues_possible
        piece.len = 0;
        for (uint32_t i = 0; i < r->bounds.len && !r->oom; i++)
            r->oom |= vec_push(&piece, r->bounds.data[i]) < 0;
        unsigned ndiff = r->ndiff;
        memcpy(diff, r->diff, sizeof diff);
        for (uint64_t c = 0; c < cases && all && !r->oom; c++) {
            uint64_t x = c;
            r->bounds.len = 0;  // a case's read_facts narrowed them: the piece's again
            for (uint32_t i = 0; i < piece.len && !r->oom; i++)
                r->oom |= vec_push(&r->bounds, piece.data[i]) < 0;
            r->ndiff = ndiff;
            memcpy(r->diff, diff, sizeof diff);
            r->nres = nv;
            for (unsigned j = 0; j < nv; j++) {
                r->res_var[j] = var[j], r->res_m[j] = m[j], r->res_rho[j] = x % m[j];
                x /= m[j];
            }
            all = !residues_possible(r) || refute_alone(r);
        }
    }
    vec_free(&piece);
    r->hull.len = h;
    r->nres = 0;
    read_facts(r);
    return all && !r->oom;
}

/* The conditions of the ites in the facts' inequalities (a loop's exit
 * value: ite(the loop ran, 4 * k + 4, 0) + j) and equalities (a value
 * stored by cases), at most ITE_SPLITS. */
static unsigned ite_conds(Ref *r, const SymTerm **cond)
{
    const SymTerm *stack[64];
    unsigned ns = 0, nc = 0;
    uint32_t walk = ITE_WALK;
    Seen *seen = mem_alloc(sizeof *seen);
    if (!seen) {
        r->oom = 1;
        return 0;
    }
    memset(seen, 0, sizeof *seen);
    for (uint32_t i = 0; i < r->facts.len && walk && nc < ITE_SPLITS; i++) {
        const SymTerm *t = r->facts.data[i];
        if (t->op == SYM_BNOT)
            t = t->args[0];
        if ((t->op != SYM_ULT && t->op != SYM_ULE && t->op != SYM_BAND && (t->op != SYM_EQ || !t->args[0]->width)) ||
            ((t->op == SYM_ULT || t->op == SYM_ULE) && (t->args[0]->op == SYM_CONST || t->args[1]->op == SYM_CONST)))
            continue;  // an order between two sums (not an address window), or an equality
        stack[ns++] = t;
        while (ns && walk && nc < ITE_SPLITS) {
            t = stack[--ns];
            walk--;
            if (t->op == SYM_ITE && t->width && t->args[0]->op != SYM_CONST) {
                unsigned j = 0;
                while (j < nc && cond[j] != t->args[0])
                    j++;
                if (j == nc)
                    cond[nc++] = t->args[0];
            }
            for (unsigned a = 0; a < t->nargs && ns < 64; a++)
                if (t->args[a]->op != SYM_CONST && t->args[a]->op != SYM_VAR && (t->op != SYM_ITE || a > 0) &&
                    first_visit(seen, t->args[a]))
                    stack[ns++] = t->args[a];
        }
        ns = 0;
    }
    mem_free(seen);
    return nc;
}

static int refute_facts(Ref *r, int split);

/* A case split over the ites' conditions: each case takes every ite of
 * a condition down one branch, with the condition's conjuncts added as
 * facts where it holds. */
static int refute_ites(Ref *r, int split)
{
    const SymTerm *cond[ITE_SPLITS];
    unsigned nc = ite_conds(r, cond), cases = 1u << nc;
    if (!nc || r->splits < cases)
        return 0;
    uint32_t n = r->facts.len;
    int all = 1;
    for (unsigned m = 0; m < cases && all && !r->oom; m++) {
        r->splits--;
        r->facts.len = n;
        r->nite = 0;
        for (unsigned j = 0; j < nc; j++) {
            r->ite_cond[j] = cond[j], r->ite_val[j] = (uint8_t)((m >> j) & 1);
            if (r->ite_val[j])
                add_facts(r, cond[j]);
        }
        r->nite = nc;
        all = refute_facts(r, split - 1);
    }
    r->nite = 0;
    r->facts.len = n;
    read_facts(r);
    return all && !r->oom;
}

/* Bounds from the disjunctions among the facts: a variable lies in the
 * hull of the bounds each disjunct that is not refuted alone leaves it
 * (k = 0 or (k != 0 and k - 1 <s 8) puts k in [0, 8]). Kept in r->hull
 * for as long as these facts are (refute_facts drops them). 1 when every
 * disjunct of one is refuted, or some variable was narrowed. */
static int hull_bounds(Ref *r, int *none)
{
    uint32_t n = r->facts.len, seen = 0;
    int grew = 0;
    VEC(Bound) acc = { 0 };
    for (uint32_t i = 0; i < n && seen < HULL_FACTS && !r->oom && !*none; i++) {
        const SymTerm *d[HULL_WAYS];
        unsigned nd = r->facts.data[i]->op == SYM_BOR ? smt_parts(r->facts.data[i], d, HULL_WAYS) : 0;
        if (!nd)
            continue;
        seen++;
        acc.len = 0;
        int alive = 0;
        for (unsigned j = 0; j < nd && !r->oom; j++) {
            uint8_t used[PROPAGATE_FACTS] = { 0 };
            int empty = 0;
            r->facts.len = n;
            add_facts(r, d[j]);
            read_facts(r);
            for (int round = 0; round < HULL_ROUNDS && !empty && propagate(r, used, &empty); round++)
                read_facts(r);  // the disjunct's own disjunctions, where all but one part is refuted
            empty |= r->none;
            for (uint32_t b = 0; b < r->bounds.len; b++)
                empty |= r->bounds.data[b].lo > r->bounds.data[b].hi;
            if (empty)
                continue;  // this disjunct has no solution by its bounds
            if (!alive++) {
                for (uint32_t b = 0; b < r->bounds.len; b++)
                    r->oom |= vec_push(&acc, r->bounds.data[b]) < 0;
                continue;
            }
            for (uint32_t a = 0; a < acc.len; a++) {  // the hull; a variable this one leaves unbounded goes
                uint32_t b = 0;
                while (b < r->bounds.len && r->bounds.data[b].var != acc.data[a].var)
                    b++;
                if (b == r->bounds.len) {
                    acc.data[a--] = acc.data[--acc.len];
                    continue;
                }
                acc.data[a].lo = r->bounds.data[b].lo < acc.data[a].lo ? r->bounds.data[b].lo : acc.data[a].lo;
                acc.data[a].hi = r->bounds.data[b].hi > acc.data[a].hi ? r->bounds.data[b].hi : acc.data[a].hi;
            }
        }
        r->facts.len = n;
        read_facts(r);
        if (!alive) {
            *none = 1;
            break;
        }
        for (uint32_t a = 0; a < acc.len; a++) {
            uint64_t lo, hi;
            var_range(r, acc.data[a].var, &lo, &hi);
            if (acc.data[a].lo > lo || acc.data[a].hi < hi) {
                r->oom |= vec_push(&r->hull, acc.data[a]) < 0;
                grew = 1;
            }
        }
    }
    vec_free(&acc);
    r->facts.len = n;
    read_facts(r);
    return grew || *none;
}

static int refute_facts_at(Ref *r, int split)
{
    uint8_t used[PROPAGATE_FACTS] = { 0 };
    int none = 0;
    for (int round = 0;; round++) {
        if (refute_alone(r))
            return 1;
        if (round == PROPAGATE_ROUNDS || !propagate(r, used, &none))
            break;
    }
    if (!none && r->deep && split == SPLIT_DEPTH && !r->nres && !r->nite && hull_bounds(r, &none) && !none && refute_alone(r))
        return 1;
    if (none || (r->deep && !r->nres && refute_residues(r)) || (r->deep && split > 0 && !r->nite && refute_ites(r, split)))
        return 1;
    uint32_t n = r->facts.len;
    for (uint32_t i = 0; i < n && split > 0 && !r->oom; i++) {
        const SymTerm *d[SPLIT_WAYS];
        unsigned nd = r->facts.data[i]->op == SYM_BOR ? smt_parts(r->facts.data[i], d, SPLIT_WAYS) : 0;
        int all = nd > 0 && r->splits >= nd;
        for (unsigned k = 0; k < nd && all; k++) {
            r->splits--;
            r->facts.len = n;
            add_facts(r, d[k]);
            all = refute_facts(r, split - 1);
        }
        r->facts.len = n;
        read_facts(r);
        if (all)
            return 1;
    }
    return 0;
}

static int refute_facts(Ref *r, int split)
{
    uint32_t h = r->hull.len;
    int found = refute_facts_at(r, split);
    r->hull.len = h;
    return found;
}

static void ref_free(Ref *r)
{
    vec_free(&r->hull);
    vec_free(&r->tbounds);
    mem_free(r->ranges);
    mem_free(r->fixed);
    vec_free(&r->facts);
    vec_free(&r->ineqs);
    vec_free(&r->bounds);
    vec_free(&r->distinct);
    vec_free(&r->same);
}

/* Visits the terms of f other than constants and variables, each once,
 * at most SHIFT_WALK of them: visit returns 1 to skip t's arguments, -1 to
 * stop. */
static void walk_terms(Ref *r, const SymTerm *f, int (*visit)(Ref *r, const SymTerm *t, void *ctx), void *ctx)
{
    Seen *seen = mem_alloc(sizeof *seen);
    VEC(const SymTerm *) todo = { 0 };
    if (!seen || vec_push(&todo, f) < 0) {
        mem_free(seen);
        r->oom = 1;
        return;
    }
    memset(seen, 0, sizeof *seen);
    for (unsigned n = 0; todo.len && n < SHIFT_WALK; n++) {
        const SymTerm *t = todo.data[--todo.len];
        int v = visit(r, t, ctx);
        if (v < 0)
            break;
        for (unsigned a = 0; a < t->nargs && !v; a++)
            if (t->args[a]->op != SYM_CONST && t->args[a]->op != SYM_VAR && first_visit(seen, t->args[a]) &&
                vec_push(&todo, t->args[a]) < 0)
                break;
    }
    vec_free(&todo);
    mem_free(seen);
}

/* scan_shifts's visit: t's count where t shifts by a term. */
static int shift_count(Ref *r, const SymTerm *t, void *ctx)
{
    (void)ctx;
    unsigned i = 0;
    if ((t->op == SYM_SHL || t->op == SYM_LSHR || t->op == SYM_ASHR) && t->args[1]->op != SYM_CONST) {
        while (i < r->nshift && r->shift[i] != t->args[1])
            i++;
        if (i == r->nshift)
            r->shift[r->nshift++] = t->args[1];
    }
    return r->nshift < SHIFT_COUNTS ? 0 : -1;
}

/* The shift counts in f that are not constants, for shift_enum: at most
 * SHIFT_COUNTS, the first met in a walk of at most SHIFT_WALK terms. */
static void scan_shifts(Ref *r, const SymTerm *f)
{
    walk_terms(r, f, shift_count, NULL);
}

int smt_refute_affine(const SymCtx *c, const SymTerm *formula, int how)
{
    Ref r = { .c = c, .steps = REFUTE_STEPS, .splits = how & SMT_REFUTE_DEEP ? SPLIT_BUDGET : SHALLOW_SPLITS,
              .res_cases = RES_BUDGET };
    add_facts(&r, formula);
    scan_shifts(&r, formula);
    r.deep = (how & SMT_REFUTE_DEEP) != 0;
    r.counting = (how & SMT_REFUTE_FOLD) != 0;
    int found = !r.oom && refute_facts(&r, SPLIT_DEPTH);
    ref_free(&r);
    return found && !r.oom;
}

int smt_fact_bounds(const SymCtx *c, const SymTerm *f, const SymTerm *const *atoms, unsigned n, uint64_t *lo,
                    uint64_t *hi, int deep)
{
    Ref r = { .c = c, .deep = deep };
    int none = 0;
    if (deep)  // the refutation's budgets: derive and the hull spend them
        r.steps = REFUTE_STEPS, r.splits = SPLIT_BUDGET, r.res_cases = RES_BUDGET;
    add_facts(&r, f);
    if (!r.oom)
        read_facts(&r);
    if (deep && !r.oom)
        hull_bounds(&r, &none);  // a trip count inside a disjunction: k = 0 or k - 1 <u trip
    for (unsigned i = 0; i < n && none; i++)
        lo[i] = 1, hi[i] = 0;
    for (unsigned i = 0; i < n && !none && !r.oom; i++)
        atom_range(&r, atoms[i], &lo[i], &hi[i]);
    int rc = r.oom ? -1 : 0;
    ref_free(&r);
    return rc;
}

int smt_bounds(const SymCtx *c, const SymTerm *f, const SymTerm *const *vars, unsigned n, uint64_t *lo,
               uint64_t *hi)
{
    return smt_fact_bounds(c, f, vars, n, lo, hi, 1);
}

enum { COUNT_VALUES = 40, COUNT_WALK = 64, COUNT_ORDERS = SMT_COUNTER_ORDERS };

/* A variable of term t (at most *walk terms) that a case split can take
 * value by value: a loop counter (kind SYM_VAR_LOOP), or one of at most
 * COUNT_VALUES values under the bounds (a lane below 32). */
static int split_var(const Ref *r, const SymTerm *t, uint32_t *var, unsigned *walk)
{
    if (!*walk)
        return 0;
    (*walk)--;
    if (t->op == SYM_VAR) {
        uint64_t lo, hi;
        var_range(r, t->var, &lo, &hi);
        *var = t->var;
        return r->c->vars[t->var].kind == SYM_VAR_LOOP || hi - lo < COUNT_VALUES;
    }
    for (unsigned a = 0; a < t->nargs; a++)
        if (t->args[a]->op != SYM_CONST && split_var(r, t->args[a], var, walk))
            return 1;
    return 0;
}

/* The variable a conjunct x = y makes variable var stand for (canonical). */
static uint32_t canonical_var(const Ref *r, uint32_t var)
{
    for (uint32_t i = 0; i < r->same.len; i += 2)
        if (r->same.data[i]->var == var)
            return canonical(r, r->same.data[i])->var;
    return var;
}

struct VarOf {
    const Ref *r;
    uint32_t var;
};

/* sym_mentions's predicate: var stands for ctx's variable. */
static int stands_for(void *ctx, uint32_t var)
{
    const struct VarOf *v = ctx;
    return canonical_var(v->r, var) == v->var;
}

/* Each shift count of the formula over var (or a variable that stands for
 * it) has one value under the bounds (fixed_walk, orders decided by
 * ranges). */
static int shifts_fixed(Ref *r, uint32_t var)
{
    struct VarOf of = { r, var };
    for (unsigned i = 0; i < r->nshift; i++) {
        uint64_t v;
        uint32_t steps = FIXED_STEPS;
        if (sym_mentions(r->c, r->shift[i], stands_for, &of) && !fixed_walk(r, r->shift[i], &v, &steps))
            return 0;
    }
    return 1;
}

/* tail_orders's visit: an order or equality over the counter that the
 * bounds decide goes into the plan (ctx). */
static int tail_order(Ref *r, const SymTerm *t, void *ctx)
{
    SmtCounterPlan *p = ctx;
    struct VarOf of = { r, p->var };
    uint64_t v;
    if ((t->op == SYM_ULT || t->op == SYM_ULE || t->op == SYM_EQ) && t->args[0]->width &&
        sym_mentions(r->c, t, stands_for, &of) && order_by_ranges(r, t, &v)) {
        p->order[p->norders] = t, p->value[p->norders++] = (uint8_t)v;
        return p->norders < COUNT_ORDERS ? 1 : -1;
    }
    return 0;
}

int smt_counter_plan(const SymCtx *c, const SymTerm *f, SmtCounterPlan *p)
{
    Ref r = { .c = c, .steps = REFUTE_STEPS, .splits = SPLIT_BUDGET, .res_cases = RES_BUDGET, .deep = 1 };
    memset(p, 0, sizeof *p);
    add_facts(&r, f);
    scan_shifts(&r, f);
    if (r.nshift && !r.oom)
        read_facts(&r);
    int found = 0;
    for (unsigned i = 0; i < r.nshift && !found && !r.oom; i++) {
        unsigned walk = COUNT_WALK;
        found = split_var(&r, r.shift[i], &p->var, &walk);
    }
    p->var = found ? canonical_var(&r, p->var) : p->var;  // (a conjunct x = y: the bounds are y's)
    uint32_t at = 0;
    while (found && at < r.bounds.len && r.bounds.data[at].var != p->var)
        at++;
    if (found && at == r.bounds.len)
        narrow(&r, p->var, 0, sym_mask(c->vars[p->var].width));
    if (!found || r.oom || r.none) {
        ref_free(&r);
        return 0;
    }
    Bound *b = &r.bounds.data[at];
    p->lo = b->lo, p->hi = b->hi;
    uint64_t top = p->hi - p->lo < COUNT_VALUES ? p->hi : p->lo + COUNT_VALUES;
    r.counting = 1;
    b->lo = top;
    found = p->lo <= p->hi && shifts_fixed(&r, p->var);
    p->tail = top;
    for (uint64_t l = p->lo; found && l < p->tail;) {  // the least tail start that decides the counts
        uint64_t m = l + (p->tail - l) / 2;
        b->lo = m;
        if (shifts_fixed(&r, p->var))
            p->tail = m;
        else
            l = m + 1;
    }
    b->lo = p->tail;
    if (found)  // the orders over the counter that its tail decides
        walk_terms(&r, f, tail_order, p);
    found = r.oom ? 0 : found ? 1 : -1;
    ref_free(&r);
    return found;
}
