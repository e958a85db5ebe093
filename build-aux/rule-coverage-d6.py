#!/usr/bin/env python3
"""Which of the d6 specification's rule IDs the tests cite.

The rule IDs are listed in docs/rule-ids-d6.txt, one a line, as the specification
(shared/rules/d6.md) defines them: the bold **D6-...** entries and the IDs heading table rows
(fog events D6-FOG-Tn, TEST modifiers D6-TEST-Mn), the ambiguity entries (D6-AMB-n) excluded.
Regenerate it with --from-spec PATH. A rule counts as cited when a file under tests/ names it
(a test path or a comment): "D6-TV-3a" cites D6-TV-3, "D6-FIRE-8b" cites D6-FIRE-8.

Usage: rule-coverage-d6.py [--root DIR] [--min PERCENT] [--list] [--from-spec PATH]
Prints the percentage; exits 1 if it is below --min.
"""
import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
ID = r"D6-[A-Z]+-[A-Za-z0-9]+"


def from_spec(path):
    text = pathlib.Path(path).read_text(encoding="utf-8")
    ids = re.findall(r"\*\*(" + ID + r")\*\*", text)
    ids += re.findall(r"^\|(?:\s*\d+\s*\|)?\s*(" + ID + r")\s*\|", text, re.M)
    out = []
    for i in ids:
        if i not in out and not i.startswith("D6-AMB"):
            out.append(i)
    return out


def cited(rule, text):
    tail = r"(?![A-Za-z0-9])" if rule[-1].isalpha() else r"(?![0-9])"
    return re.search(re.escape(rule) + tail, text) is not None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=str(ROOT))
    ap.add_argument("--min", type=float, default=0.0)
    ap.add_argument("--list", action="store_true", help="list every rule and where it is cited")
    ap.add_argument("--from-spec", help="print the rule IDs of the specification and exit")
    args = ap.parse_args()
    if args.from_spec:
        print("\n".join(from_spec(args.from_spec)))
        return 0
    root = pathlib.Path(args.root)
    rules = [l.strip() for l in (root / "docs" / "rule-ids-d6.txt").read_text().splitlines()
             if l.strip() and not l.startswith("#")]
    files = {p: p.read_text(encoding="utf-8", errors="replace")
             for p in sorted((root / "tests").rglob("*")) if p.is_file() and p.suffix in
             (".c", ".h", ".py", ".sh", ".yaml", ".build")}
    done, missing = [], []
    for r in rules:
        where = [p.name for p, t in files.items() if cited(r, t)]
        (done if where else missing).append(r)
        if args.list:
            print(f"{r:14} {', '.join(where) if where else '-'}")
    pct = 100.0 * len(done) / len(rules)
    print(f"d6 rule IDs cited by tests: {len(done)}/{len(rules)} = {pct:.1f}%")
    if missing:
        print("not cited: " + " ".join(missing))
    if pct + 1e-9 < args.min:
        print(f"below the threshold of {args.min}%", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
