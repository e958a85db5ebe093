#!/usr/bin/env python3
"""Rule-ID coverage of the tests: reads the rule IDs of the La Bella Gigogin specification (a list
file, docs/rule-ids-bella-gigogin.txt, or the specification itself)
(BG-x.y-z) and which of them are cited anywhere under tests/ (test paths or comments), and prints
the percentage. Usage: rule-coverage.py SPEC TESTS_DIR [--min PERCENT] [--list]
Exits 1 if the coverage is below --min."""
import argparse
import pathlib
import re
import sys

RULE = re.compile(r"\bBG-\d+(?:\.\d+)?-[a-z]{1,2}\b")

parser = argparse.ArgumentParser()
parser.add_argument("spec")
parser.add_argument("tests")
parser.add_argument("--min", type=float, default=0.0)
parser.add_argument("--list", action="store_true", help="list the rule IDs no test cites")
args = parser.parse_args()

spec = set(RULE.findall(pathlib.Path(args.spec).read_text(encoding="utf-8")))
cited = set()
for path in pathlib.Path(args.tests).rglob("*"):
    if path.is_file() and path.suffix in (".c", ".h", ".py", ".yaml", ".json", ".txt", ".sh"):
        cited |= set(RULE.findall(path.read_text(encoding="utf-8", errors="replace")))

covered = spec & cited
percent = 100.0 * len(covered) / len(spec) if spec else 0.0
if args.list:
    for rule in sorted(spec - cited):
        print("not cited:", rule)
print(f"rule coverage: {len(covered)} of {len(spec)} rule IDs of the specification are cited "
      f"by tests ({percent:.1f}%)")
if percent < args.min:
    print(f"coverage {percent:.1f}% is below the threshold {args.min:.1f}%", file=sys.stderr)
    sys.exit(1)
