"""corpus_labels.py: reading the labels of the kernel corpus (tests/kernels/X.expected),
shared by check-kernels.py and check-llvm.py."""
import shlex

# The rules a file's labels speak for: its `rules:` line, else these (parts
# A-D were labelled before global-race was checked; their global writes were
# not reviewed, so a global-race answer there is neither counted nor blamed).
DEFAULT_RULES = ("shared-race", "barrier-divergence", "async-copy-race")


def parse_expected(path, builds):
    """{"args": [...], "rules": (...), "builds": {BUILD: (verdict, rule or None)}}
    for the builds named in `builds` (O3, O0, sm90.O3, ...)."""
    exp = {"args": [], "builds": {}, "rules": DEFAULT_RULES}
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if not line or ":" not in line:
            continue
        key, val = (s.strip() for s in line.split(":", 1))
        if key == "args":
            exp["args"] = shlex.split(val)
        elif key == "rules":
            exp["rules"] = tuple(val.split())
        elif key in builds:
            words = val.split()
            exp["builds"][key] = (words[0], words[1] if len(words) > 1 else None)
    return exp
