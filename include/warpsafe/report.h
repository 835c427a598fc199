/*
 * report.h - check results and the writers that print them (reports/).
 * A CheckReport holds, per input file, per kernel: the launch the verdict
 * speaks of, one result per rule, and the findings. Writers turn it into
 * JSON (schema warpsafe-findings/1, reports/schema/), SARIF 2.1.0, or
 * compiler-style text. Output is deterministic: no timestamps, stable order.
 */
#ifndef REPORT_H
#define REPORT_H

#include <stdint.h>
#include <stdio.h>

#include "warpsafe/diag.h"
#include "warpsafe/rules.h"

typedef struct CheckReport CheckReport;
typedef struct FileReport FileReport;
typedef struct KernelReport KernelReport;
typedef struct RuleResult RuleResult;
typedef struct Finding Finding;
typedef struct FindingAccess FindingAccess;
typedef struct ReportWriter ReportWriter;
typedef struct LaunchInfo LaunchInfo;

typedef enum { VERDICT_VERIFIED, VERDICT_VIOLATION, VERDICT_UNKNOWN } Verdict;

/* Where the launch dimensions came from. */
typedef enum { LAUNCH_SYMBOLIC, LAUNCH_FLAGS, LAUNCH_REQNTID, LAUNCH_MAXNTID, LAUNCH_CONFIG } LaunchSource;

struct LaunchInfo {
    LaunchSource source;
    uint32_t block[3];     // 0 = symbolic in that dimension
    uint32_t grid[3];      // 0 = symbolic
    uint32_t max_block[3]; // .maxntid bound when source is MAXNTID
};

struct RuleResult {
    RuleId rule;
    Verdict verdict;
    const char *reason;    // for UNKNOWN (static or owned by the report's arena)
    int off;               // not asked for (global-bounds without buffer sizes): no verdict, left
                           // out of reports and of the kernel's verdict
};

struct FindingAccess {
    const char *kind;      // "read", "write", "atomic", "barrier"
    const char *space;     // "shared", "global", ...
    const char *file;      // source file from .loc, or the input path
    uint32_t line, col;    // source position (0 = unknown)
    uint32_t ptx_line;     // position in the input
    const char *ptx_file;  // the input ptx_line counts in where the instruction was linked from another
                           // input (kir_link), else NULL: the kernel's own
};

struct Finding {
    RuleId rule;
    Verdict verdict;       // VIOLATION (witness confirmed) or UNKNOWN
    const char *message;
    const char *needs;     // the unusual launch the violation needs (no usual one has it), or NULL
    FindingAccess accesses[2];
    uint32_t naccesses;
    int has_witness;       // the replayed witness below is set
    uint64_t tid[2][3];    // the two threads
    uint64_t ctaid[3];     // thread 1's block
    uint64_t ctaid2[3];    // thread 2's block
    uint64_t grid[3];      // the witness launch's grid
    uint32_t nparams;      // kernel parameters of the witness: name and value
    const char *param_name[16];
    uint64_t param_value[16];
    uint32_t ninputs;      // loaded values of the witness: thread (0, 1), PTX line, address, size, value
    uint8_t input_thread[8];
    uint32_t input_line[8];
    uint16_t input_bytes[8];
    uint64_t input_addr[8], input_value[8];
    uint64_t block[3];     // the block dimensions of the witness
    uint64_t addr[2];      // the byte address each accessed
    uint32_t interval;     // barriers both had passed
    char fingerprint[48];  // report_fingerprint_kernel: 32 hex digits, ':' and its number among equal ones
    uint8_t baseline;      // BASELINE_* against --baseline (BASELINE_NONE without one)
    const char *suppressed; // the reason of the warpsafe-ignore comment that covers it, or NULL
    const char *suppressed_file; // where that comment is
    uint32_t suppressed_line;
};

/* A finding against a baseline (SARIF's baselineState): none given, not in
 * it, in it. */
enum { BASELINE_NONE, BASELINE_NEW, BASELINE_UNCHANGED };

/* --evidence: one solver query of the run, written as DIR/obligations/
 * SHA256.smt2 (the SMT-LIB2 script; equal scripts share one file). */
typedef struct {
    const char *input, *kernel;
    int rule;              // RuleId, or -1: a query before the first checker (launch facts)
    char sha256[65];       // of the script
    const char *how;       // what decided it (smt_set_observer's words)
    int outcome;           // 0 unsat, 1 sat, 2 unknown
    uint64_t rlimit;       // the resource limit it had
    int decision;          // instead: a step that decided the pair of instructions at lines line[0]
    uint32_t line[2];      // and line[1] without a query (how: why; no script)
    char witness[65];      // sat with a model: the script with the model's values asserted too
                           // (obligations/WITNESS.smt2), else ""
} EvidenceObligation;

/* A finding of a baseline file (report_baseline_read), and one the run no
 * longer has (CheckReport.absent). */
typedef struct {
    const char *fingerprint, *rule, *kernel, *file, *message;
    uint32_t line;
    int matched;           // a finding of the run has its fingerprint
} BaselineEntry;

typedef struct {
    BaselineEntry *entries;
    uint32_t n;
    int failed;            // the file was not a readable baseline (the errors are in the sink)
    char *text;            // the file's bytes (the sink's excerpts point into them)
    char *pool;            // the entries' strings
} ReportBaseline;

/* An assumption a verdict rests on (param-alias): two pointer parameters
 * whose buffers are taken as not overlapping; nc: the first one is read
 * with ld.global.nc, so nothing may write its bytes during the kernel. */
typedef struct {
    RuleId rule;
    const char *param[2];
    uint32_t ptx_line[2];  // an access based on each
    int nc;
    int flag;              // instead: the word the read at ptx_line[0] spins on (in param[0]'s
                           // buffer, or NULL) holds `value` at launch (flag_eq: anything but value)
    uint64_t value;
    int flag_eq;
    int counter;           // instead: the atom.add at ptx_line[0] never wraps its word around (the
                           // counter's buffer is param[0] or NULL; value: the step; flag_eq: the atom
                           // runs at most once per thread; flag_bytes: the word's width)
    int tensor;            // instead: the tensor of tensor map param[0] (read by the TMA load at
                           // ptx_line[0]) is not written (the write at ptx_line[1], into param[1]'s
                           // buffer or NULL when not known)
    uint32_t flag_bytes;   // flag: the word's width, and its offset in param[0]'s buffer (-1: not
    int64_t flag_offset;   // one constant); verified execution checks its initial value there
    int benign;            // instead: the stores at ptx_line[0] and [1] race only by storing the
                           // same value to the same bytes, which is tolerated (--no-benign: not)
    int wrap;              // instead: the accesses at ptx_line[0] and [1] race only where their
                           // 32-bit index arithmetic wraps around (no-index-wrap: a warning);
                           // param[0..1] the scalar parameters of that arithmetic or NULL, value
                           // param[0]'s in a model where it wraps
    int ranged;            // wrap: param[0] from range_lo to range_hi keeps the arithmetic exact
    int64_t range_lo, range_hi; // (the pair does not race there)
} ReportAssumption;

struct KernelReport {
    const char *name;      // as in the PTX (or IR)
    const char *demangled; // the name demangled (Itanium C++, Rust legacy and v0), or NULL
    const char *target;    // the module's first .target (e.g. "sm_80")
    uint32_t line, col;    // the .entry directive in the input
    uint8_t ir_lines;      // the input is LLVM IR: its positions are .ll lines (messages say "IR line")
    Verdict verdict;       // violation if any rule found one, else verified if all verified, else unknown
    LaunchInfo launch;
    RuleResult rules[RULE_COUNT];
    Finding *findings;
    uint32_t nfindings;
    ReportAssumption *assumptions;
    uint32_t nassumptions;
    uint32_t nassumptions_more;  // left out for want of room
    int8_t rule_level[RULE_COUNT]; // RULE_LEVEL_* from the config, or -1 (an error)
    const char *config_file;   // the config file that applied, or NULL
    int config_entry;          // its kernels[] entry (from 0) that applied, or -1
    uint8_t cached;            // the results came from the result cache (not in check's reports: they
                               // are the same either way)
    uint8_t transient;         // the results depend on this run (Z3 not loaded, memory ran out): not cached
};

struct FileReport {
    const char *path;
    char sha256[65];       // hex digest of the input bytes
    KernelReport *kernels;
    uint32_t nkernels;
};

struct CheckReport {
    FileReport *files;
    uint32_t nfiles;
    const char *tool_version;
    const char *solver_version; // Z3's version string
    int exit_code;         // the exit status the run ends with (SARIF's invocation)
    const ReportBaseline *baseline; // --baseline: findings marked, the ones it has that the run
                                    // does not are its entries not matched; NULL without
    const EvidenceObligation *evidence; // --evidence: the run's solver queries in order
    uint32_t nevidence;
    const char *config_path, *config_sha256; // the config file read, or NULL
};

struct ReportWriter {
    const char *name;      // "text", "json", "sarif"
    /* Writes the whole report; diagnostics in `sink` (problems with the
     * inputs) are included where the format has a place for them.
     * Returns 0, or -1 when writing failed (out of memory, I/O). */
    int (*write)(const CheckReport *r, const DiagSink *sink, FILE *out);
};

/* `warpsafe run`: the proof of one launch joined with the run. */
typedef struct {
    uint32_t arg;          // the ARG (from 0) whose buffer was written
    const char *path;
    uint64_t bytes;
    char sha256[65];
} RunOutput;

/* `run --monitor`: one access of a pair the log showed unordered. */
typedef struct {
    uint32_t line;         // its instruction's line in the input (PTX, or IR for LLVM input)
    uint32_t thread[3], block[3];
    const char *kind;      // "read", "write", "atomic" (with " (strong)" for strong accesses)
    const char *space;     // "shared" or "global"
    const char *where;     // "offset 64 of ARG 2" / "shared offset 0x40"
    uint32_t width, epoch;
} RunAccess;

typedef struct {
    RunAccess a, b;
    uint64_t count;        // pairs of threads the log shows for these two instructions
    int judged;            // 0: the log cannot order such pairs (the reason is in RunMonitor)
} RunConflict;

typedef struct {
    int on;
    uint32_t sites, unmonitored;
    uint64_t capacity;      // records the log holds
    uint64_t records, dropped, pairs, unjudged_pairs;
    int incomplete;        // the comparison budget ran out
    const char *unjudged_why;  // why some pairs cannot be judged, or NULL
    const char *line_word;     // what RunAccess.line counts: "PTX" or "IR"
    RunConflict *conflicts;
    uint32_t nconflicts;
} RunMonitor;

typedef struct {
    const char *tool_version, *solver_version;
    const char *path;      // the input and its digest
    const char *sha256;
    const KernelReport *kernel;  // the proof: launch, rules, findings, assumptions
    uint32_t dynamic_shared;
    const char **params;   // the kernel's parameters (nargs) and the ARG given for each
    const char **args;
    uint32_t nargs;
    const char **checks;   // per assumption of the proof: how the arguments bear it out ("held: ...")
    int ran;               // the kernel ran (else status says why not)
    const char *status;    // "ran", "refused", "failed"
    const char *why;       // refused or failed: the reason
    const char *device;
    int cc_major, cc_minor;
    double kernel_ms;      // between CUDA events (reported, never compared in tests)
    RunOutput *outputs;
    uint32_t noutputs;
    int cached;            // the proof came from the result cache
    RunMonitor monitor;    // --monitor
} RunReport;

/* Writes a run report as text or JSON (schema warpsafe-run/2); 0, or -1
 * when writing failed. */
int report_run_write(const RunReport *r, const char *format, FILE *out);

/* Fills the fingerprints of a kernel's findings (report_fingerprint,
 * numbered among equal ones of the run so far: call it for every kernel
 * in report order, with one numbering for the run). */
typedef struct ReportNumbering ReportNumbering;
ReportNumbering *report_numbering_new(void);
void report_fingerprint_kernel(ReportNumbering *nb, const FileReport *fr, KernelReport *k);
void report_numbering_free(ReportNumbering *nb);

/* The config file (warpsafe.json, schema warpsafe-config/1): an entry per
 * kernel glob. Levels: -1 not set, RULE_LEVEL_OFF (not run), _NOTE and
 * _WARNING (a violation reported, not failing the run), _ERROR. */
enum { RULE_LEVEL_OFF, RULE_LEVEL_NOTE, RULE_LEVEL_WARNING, RULE_LEVEL_ERROR };

typedef struct {
    const char *match;         // a glob (fnmatch) over kernel names as in the PTX
    int have_block, have_grid;
    uint32_t block[3], grid[3];
    const char **param_names;  // params, then 2 * naliases alias names, then buffer names
    int64_t *param_lo, *param_hi;
    uint32_t nparams;
    const char **alias_names;
    uint32_t naliases;
    const char **buffer_names;
    uint64_t *buffer_bytes;
    uint32_t nbuffers;
    int8_t rule_level[RULE_COUNT];
    int used;                  // some kernel of the run matched it
} ConfigEntry;

typedef struct {
    char *path;
    int failed;                // not a readable config (the errors are in the sink)
    int strict, have_strict;
    int8_t rule_level[RULE_COUNT];
    ConfigEntry *entries;
    uint32_t n;
    char *text;                // the file (the sink's excerpts point into it)
    uint32_t file;             // its index in the sink's file table
    void *json;                // its cJSON tree (the entries' strings point into it)
} ReportConfig;

/* warpsafe.json in the working directory or the nearest directory above
 * it (a path to mem_free), or NULL. */
char *report_config_find(void);
/* Reads a config file; on error failed is set and the sink has it (CFG001
 * file:line:col: not JSON, another schema, an unknown key, a value of the
 * wrong type or range). Free it only after the sink's diagnostics are
 * printed; NULL only when memory ran out. */
ReportConfig *report_config_read(const char *path, DiagSink *sink);
void report_config_entry_free(ConfigEntry *e);
/* An error (code, fmt with two string arguments) at the first place the
 * config's text has "key", for what only the pipeline can judge (a glob
 * that matches no kernel, a parameter no kernel has). */
void report_config_error(const ReportConfig *c, DiagSink *sink, const char *key, const char *code, const char *fmt,
                         const char *arg, const char *arg2) __attribute__((format(printf, 5, 0)));
void report_config_warning(const ReportConfig *c, DiagSink *sink, const char *key, const char *code,
                           const char *fmt, const char *arg, const char *arg2) __attribute__((format(printf, 5, 0)));
void report_config_free(ReportConfig *c);

/* Inline suppressions: a comment `warpsafe-ignore(RULE[, RULE...]): reason`
 * (in a line or block comment) in the source or PTX files `paths` covers a finding of
 * one of those rules one of whose accesses is on its line or the next
 * (the access's source line, or its PTX line). Marks the findings it
 * covers (Finding.suppressed); reports to sink a suppression without a
 * reason (SUP001) or naming no rule warpsafe has (SUP002) as errors, and
 * one that covers no finding as a warning (SUP003). The reasons the
 * findings point to live until report_suppress_free. */
typedef struct ReportSuppressions ReportSuppressions;
/* The comments of the files (SUP001/SUP002 into sink as they are read). */
ReportSuppressions *report_suppress_read(const char *const *paths, uint32_t npaths, DiagSink *sink);
/* Marks the findings of kernel k (of input fr) a comment covers. */
void report_suppress_kernel(ReportSuppressions *s, const FileReport *fr, KernelReport *k);
/* SUP003 for each comment no finding marked so far used. */
void report_suppress_unused(const ReportSuppressions *s, DiagSink *sink);
void report_suppress_free(ReportSuppressions *s);

/* Reads a baseline file (schema warpsafe-baseline/1). On error, failed is
 * set and the sink has it (IO001/IO002 unreadable or too large, BASE002
 * not JSON, not a baseline, an unknown key or rule: file, line and column
 * where known); free it only after the sink's diagnostics are printed.
 * NULL only when memory ran out (IO003 in the sink). */
ReportBaseline *report_baseline_read(const char *path, DiagSink *sink);
void report_baseline_free(ReportBaseline *b);
/* Marks each finding of kernel k (fingerprints filled) new or unchanged
 * against b, and b's entries it matches (call it for every kernel in
 * report order; the report's baseline is then b). */
void report_baseline_kernel(ReportBaseline *b, KernelReport *k);
/* Writes r's findings as a baseline to out (schema warpsafe-baseline/1);
 * 0, or -1 when writing failed. */
int report_baseline_write(const CheckReport *r, FILE *out);

/* The evidence manifest (schema warpsafe-evidence/1): the tool's, Z3's
 * and the inputs' identities (SHA-256), the config, every obligation with
 * its script's hash, what decided it and its result, and the report of
 * the run (warpsafe-findings/1's files). 0, or -1 when writing failed. */
int report_evidence_write(const CheckReport *r, const DiagSink *sink, FILE *out);

/* A manifest read back (warpsafe evidence check): the scripts with the
 * result the run recorded (distinct scripts once; unknown ones left out),
 * and the inputs and config with their digests. */
typedef struct {
    char sha256[65];
    int outcome;           // 0 unsat, 1 sat
    char witness[65];      // sat: the script with its model asserted (re-solved instead), or ""
} EvidenceScript;

typedef struct {
    EvidenceScript *scripts;
    uint32_t nscripts;
    uint32_t nobligations; // every obligation the run asked
    uint32_t ndecisions;   // the pairs decided without a query (listed, not re-checkable)
    const char **paths;    // inputs, then the config if any
    const char **digests;
    uint32_t npaths;
    int failed;            // not a readable manifest (the error is in the sink)
    char *text;            // the file
    void *json;            // its cJSON tree (paths and digests point into it)
} EvidenceManifest;

/* Reads DIR/manifest.json (schema warpsafe-evidence/1); on error failed is
 * set and the sink has it (IO001, EVD001 with line and column). Free it
 * after the sink's diagnostics are printed; NULL when memory ran out. */
EvidenceManifest *report_evidence_read(const char *path, DiagSink *sink);
void report_evidence_free(EvidenceManifest *m);

/* A kernel's analysis results (rule verdicts and reasons, findings,
 * assumptions: what the checkers set) as bytes, exactly (report_store.c):
 * the result cache's entries and what `check --jobs` workers send back.
 * Encode: 0 and *data (mem_free it), or -1 out of memory. Decode into k
 * (whose name, launch and levels the caller set), strings in arena a: 0,
 * or -1 and k unchanged when the bytes are not such an encoding. */
struct Arena;
int report_store_encode(const KernelReport *k, char **data, size_t *len);
int report_store_decode(KernelReport *k, const char *data, size_t len, struct Arena *a);

/* `warpsafe merge` (report_merge.c): the JSON reports (warpsafe-findings/1)
 * of the shards of one run (check --shard I/N) read into the report of the
 * whole run: each input's kernels of every shard in the input's order,
 * fingerprints numbered over the whole, the diagnostics (into sink) and the
 * baseline's gone findings that every shard has. *report is NULL when a
 * file is not such a report or the shards are not of one run (MRG001 in
 * the sink, with file, line and column; IO001/IO002 unreadable). Free with
 * report_merge_free after writing; NULL only when memory ran out. */
typedef struct ReportMerged ReportMerged;
ReportMerged *report_merge_read(const char *const *paths, uint32_t n, DiagSink *sink, const CheckReport **report);
void report_merge_free(ReportMerged *m);

/* `check --format jsonl` (report_stream.c, schema warpsafe-stream/1): one
 * line per kernel as its report is final (flushed), then the end line
 * (summary, baseline, diagnostics, exit status). 0, or -1 when writing
 * failed. The writer "jsonl" writes both for a whole report. */
int report_stream_kernel(const FileReport *fr, const KernelReport *k, FILE *out);
int report_stream_end(const CheckReport *r, const DiagSink *sink, FILE *out);

/* A kernel name demangled with its parameter types (params: 1) or
 * without them (0) - Itanium C++ and Rust (legacy and v0) through
 * libiberty - into arena a; NULL when it is not a mangled name. */
const char *report_demangle(const char *name, int params, struct Arena *a);
/* How reports name a kernel: its demangled name, else its PTX name. */
const char *report_kernel_shown(const KernelReport *k);

/* The writer with this name, or NULL. */
const ReportWriter *report_writer_find(const char *name);

/* Kernel verdict from its rule results and findings (the contract of
 * design.md: violation > unknown > verified). */
Verdict report_kernel_verdict(const KernelReport *k);
const char *report_verdict_name(Verdict v);
const char *report_launch_source_name(LaunchSource s);

#endif
