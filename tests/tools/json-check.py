#!/usr/bin/env python3
"""json-check.py OUT SCHEMA EXPECTED: OUT must validate against SCHEMA and,
with its "tool" block (versions) removed, equal EXPECTED.
json-check.py --strip: reads JSON on stdin, writes it without the tool block."""
import json
import sys


def strip(doc):
    doc = dict(doc)
    doc.pop("tool", None)
    return doc


def main():
    if sys.argv[1:] == ["--strip"]:
        json.dump(strip(json.load(sys.stdin)), sys.stdout, indent=2, sort_keys=True)
        sys.stdout.write("\n")
        return 0
    out, schema, expected = sys.argv[1:4]
    with open(out) as f:
        doc = json.load(f)
    import jsonschema
    with open(schema) as f:
        jsonschema.validate(doc, json.load(f))
    with open(expected) as f:
        want = json.load(f)
    got = strip(doc)
    if got != want:
        a = json.dumps(want, indent=2, sort_keys=True).splitlines()
        b = json.dumps(got, indent=2, sort_keys=True).splitlines()
        import difflib
        print("\n".join(difflib.unified_diff(a, b, "expected", "got", lineterm="")))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
