#!/usr/bin/env python3
"""
gen_big_ptx.py - a large, valid PTX module for the parse benchmark.

Consumes: real PTX files (by default a mix of nvcc -O3, nvcc -G, nvcc
-lineinfo, clang -O0/-O3/-g, llc and Triton output from tests/golden/ptx/).
Produces: one PTX module of at least --mb megabytes (10^6 bytes) on --out,
made of copies of every source's top-level statements, such that the result
is a single valid module:
  - one .version / .target / .address_size header (highest version, highest
    target of the sources; `debug` is dropped with the debug sections);
  - every .entry/.func name and every module-level variable name gets a
    per-copy suffix (`__wsN`), and so does every use of it (call targets,
    address operands, initializers such as `{_Z6op_addff, ...}`); names are
    matched as whole PTX tokens, so `$str` does not touch `$str$1` and a
    kernel name does not touch its `<name>_param_0` parameters;
  - `.extern .func` declarations (vprintf, __assertfail, libdevice) keep
    their names and are emitted once;
  - `.file` numbers are renumbered per copy, and so are the file numbers in
    `.loc F ...` and `inlined_at F ...`;
  - debug `.section` blocks and the module-level labels between them are
    dropped; labels inside function bodies are function-local and kept.
Assumes: the sources are single PTX modules (not cuobjdump listings) with
the same .address_size.

Usage: gen_big_ptx.py --out big.ptx [--mb 60] [--src-dir DIR] [FILE...]
"""
import argparse
import os
import re
import sys

DEFAULT_SOURCES = [
    # nvcc -O3: straight-line arithmetic, shuffles, atomics, cp.async, tex
    "nvcc-O3-bitonic.ptx", "nvcc-O3-matmul.ptx", "nvcc-O3-reduce.ptx",
    "nvcc-O3-scan.ptx", "nvcc-O3-atomics.ptx", "nvcc-O3-cpasync.ptx",
    "nvcc-O3-cub.ptx", "nvcc-O3-calls.ptx", "nvcc-O3-switch.ptx",
    "nvcc-O3-globals.ptx", "nvcc-O3-texture.ptx", "nvcc-O3-sm90-cluster.ptx",
    # nvcc -G / -lineinfo: .loc everywhere, local depots, many .func
    "nvcc-G-cub.ptx", "nvcc-G-reduce.ptx", "nvcc-G-calls.ptx",
    "nvcc-G-switch.ptx", "nvcc-lineinfo-reduce.ptx", "nvcc-O0-stencil.ptx",
    # clang / llc: different register naming, $L__ labels, weak .func
    "clang19-O3-scan.ptx", "clang19-O3-calls.ptx", "clang19-O3-fp.ptx",
    "clang19-O0-reduce.ptx", "clang19-g-histogram.ptx", "llc19-misc.ptx",
    # Triton: wgmma, mbarrier, long inline-asm-free bodies
    "triton-matmul-sm90.ptx", "triton-softmax-sm90.ptx",
]

# The PTX lexer's tokens (analyzer/ptx/ptx_lex.c): words include dots, `%`,
# `$` and `::`, so whole-token comparison is the word-boundary rule.
TOKEN_RE = re.compile(r"""
    (?P<ws>\s+)
  | (?P<lc>//[^\n]*)
  | (?P<bc>/\*.*?\*/)
  | (?P<str>"(?:[^"\\\n]|\\.)*")
  | (?P<word>[A-Za-z_$%.][A-Za-z0-9_$%.]*(?:::[A-Za-z0-9_$%.]+)*)
  | (?P<num>[0-9][A-Za-z0-9_.]*)
  | (?P<punct>.)
""", re.S | re.X)

TRIVIA = ("ws", "lc", "bc")
LINKAGE = {".visible", ".extern", ".weak", ".common"}
SPACES = {".global", ".const", ".shared", ".local", ".tex", ".surf", ".sampler"}
HEADER = {".version", ".target", ".address_size"}
LINE_DIRECTIVES = HEADER | {".file"}
IDENT_RE = re.compile(r"[A-Za-z][A-Za-z0-9_$]*|[_$%][A-Za-z0-9_$]+")


def tokenize(text):
    """[(kind, text)] for the whole file."""
    return [(m.lastgroup, m.group()) for m in TOKEN_RE.finditer(text)]


def split_statements(toks):
    """Top-level statements: lists of tokens, leading trivia included. A
    statement ends at `;` at depth 0, at the `}` closing a body or section,
    at the `:` of a module-level label, or at the end of the line for the
    directives that take no `;` (.version, .target, .address_size, .file)."""
    stmts, cur, depth, nsig, has_body, line_stmt = [], [], 0, 0, False, False
    for kind, text in toks:
        cur.append((kind, text))
        if kind in TRIVIA:
            if line_stmt and "\n" in text:
                stmts.append(cur)
                cur, nsig, line_stmt = [], 0, False
            continue
        if nsig == 0 and depth == 0:
            line_stmt = text in LINE_DIRECTIVES
        nsig += 1
        has_body = has_body or (depth == 0 and text in (".entry", ".func", ".section"))
        end = False
        if text == "{":
            depth += 1
        elif text == "}":
            depth -= 1
            end = depth == 0 and has_body
        elif depth == 0:
            end = text == ";" or (text == ":" and nsig == 2)
        if end:
            stmts.append(cur)
            cur, nsig, has_body = [], 0, False
    if nsig and not line_stmt:
        raise ValueError("unterminated top-level statement")
    if nsig:
        stmts.append(cur)
        cur = []
    return stmts, cur


def skip_balanced(sig, i, open_c, close_c):
    """Index just after the group opening at sig[i]."""
    depth = 0
    while i < len(sig):
        depth += (sig[i] == open_c) - (sig[i] == close_c)
        i += 1
        if depth == 0:
            break
    return i


def declared_var_names(sig, i):
    """Names declared by `.space spec... name[dims] [= init] {, name...} ;`."""
    names = []
    while i < len(sig):
        while i < len(sig) and sig[i].startswith("."):
            if sig[i] == ".attribute":
                i = skip_balanced(sig, i + 1, "(", ")")
            else:
                i += 2 if sig[i] == ".align" else 1
        if i >= len(sig) or sig[i] == ";":
            break
        if not IDENT_RE.fullmatch(sig[i]):
            raise ValueError("cannot find the declared name in: " + " ".join(sig[:12]))
        names.append(sig[i])
        i += 1
        while i < len(sig) and sig[i] not in (",", ";"):  # dims and initializer
            i = skip_balanced(sig, i, "{", "}") if sig[i] == "{" else i + 1
        if i < len(sig) and sig[i] == ",":
            i += 1
        else:
            break
    return names


def classify(stmt):
    """(kind, names) of a top-level statement. kind: header, file, drop,
    extern_func, decl (names are renamed) or other."""
    sig = [t for k, t in stmt if k not in TRIVIA]
    if sig[0] in HEADER:
        return "header", sig
    if sig[0] == ".file":
        return "file", []
    if sig[0] == ".section" or (len(sig) == 2 and sig[1] == ":"):
        return "drop", []
    if sig[0] == ".alias":  # .alias new_name, existing_name;
        return "decl", [sig[1]]
    i, link = 0, set()
    while i < len(sig) and sig[i] in LINKAGE:
        link.add(sig[i])
        i += 1
    if i < len(sig) and sig[i] in (".entry", ".func"):
        j = i + 1
        if j < len(sig) and sig[j] == "(":
            j = skip_balanced(sig, j, "(", ")")
        if j >= len(sig) or not IDENT_RE.fullmatch(sig[j]):
            raise ValueError("cannot find the function name in: " + " ".join(sig[:12]))
        if sig[i] == ".func" and ".extern" in link:
            return "extern_func", [sig[j]]
        return "decl", [sig[j]]
    if i < len(sig) and sig[i] in SPACES:
        return "decl", declared_var_names(sig, i + 1)
    return "other", []


class Source:
    """One input file as a template: each kept statement is a list of parts,
    a str (literal text), ('sym', name) or ('file', number)."""

    def __init__(self, path):
        self.path = path
        with open(path, encoding="utf-8") as f:
            text = f.read()
        stmts, _tail = split_statements(tokenize(text))
        kinds = [classify(s) for s in stmts]
        self.header = [names for kind, names in kinds if kind == "header"]
        rename = set()
        for kind, names in kinds:
            if kind == "decl":
                rename.update(names)
        self.max_file = 0
        self.stmts = []  # (extern_name or None, parts)
        for stmt, (kind, names) in zip(stmts, kinds):
            if kind in ("header", "drop"):
                continue
            parts = self._template(stmt, rename)
            self.stmts.append((names[0] if kind == "extern_func" else None, parts))

    def _template(self, stmt, rename):
        parts, lit, want_file = [], [], False
        for kind, text in stmt:
            if kind == "word" and text in rename:
                parts += ["".join(lit), ("sym", text)]
                lit = []
            elif kind == "num" and want_file:
                n = int(text, 10)
                self.max_file = max(self.max_file, n)
                parts += ["".join(lit), ("file", n)]
                lit, want_file = [], False
            else:
                lit.append(text)
            if kind == "word":
                want_file = text in (".file", ".loc", "inlined_at")
        parts.append("".join(lit))
        return parts

    def render(self, out, copy, file_base, externs_done):
        """Writes one copy; returns the number of characters written."""
        suffix = "__ws%d" % copy
        n = 0
        for extern, parts in self.stmts:
            if extern is not None:
                if extern in externs_done:
                    continue
                externs_done.add(extern)
            s = "".join(p if isinstance(p, str)
                        else p[1] + suffix if p[0] == "sym" else str(p[1] + file_base)
                        for p in parts)
            out.write(s)
            n += len(s)
        out.write("\n")
        return n + 1


def module_header(sources):
    """One header for all: highest .version, highest target, common
    .address_size."""
    version, target, asize = (0, 0), (0, ""), set()
    for src in sources:
        for sig in src.header:
            if sig[0] == ".version":
                major, minor = sig[1].split(".")
                version = max(version, (int(major), int(minor)))
            elif sig[0] == ".target":
                for t in sig[1:]:
                    m = re.fullmatch(r"sm_(\d+)(a?)", t)
                    if m:
                        target = max(target, (int(m.group(1)), m.group(2)))
            elif sig[0] == ".address_size":
                asize.add(sig[1])
    if len(asize) > 1:
        raise ValueError("sources mix .address_size %s" % sorted(asize))
    return "//\n// Generated by bench/gen_big_ptx.py from %d PTX files\n//\n\n" \
           ".version %d.%d\n.target sm_%d%s\n.address_size %s\n\n" % (
               len(sources), version[0], version[1], target[0], target[1],
               asize.pop() if asize else "64")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True, help="output PTX file")
    ap.add_argument("--mb", type=float, default=60.0, help="minimum size in MB (10^6 bytes)")
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--src-dir", default=os.path.join(here, "..", "tests", "golden", "ptx"))
    ap.add_argument("files", nargs="*", help="source PTX files (default: a built-in mix)")
    args = ap.parse_args()
    paths = args.files or [os.path.join(args.src_dir, f) for f in DEFAULT_SOURCES]
    sources = [Source(p) for p in paths]
    target = int(args.mb * 1e6)
    tmp = args.out + ".tmp"
    copies = file_base = 0
    externs = set()
    with open(tmp, "w", encoding="utf-8", newline="\n") as out:
        size = out.write(module_header(sources))
        while size < target:
            for src in sources:
                size += src.render(out, copies, file_base, externs)
                copies += 1
                file_base += src.max_file
    os.replace(tmp, args.out)
    print("%s: %.1f MB, %d copies of %d sources" % (args.out, size / 1e6, copies, len(sources)),
          file=sys.stderr)


if __name__ == "__main__":
    main()
