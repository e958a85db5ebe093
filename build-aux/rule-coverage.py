#!/usr/bin/env python3
"""Rule-ID coverage of the tests: reads the rule IDs of the La Bella Gigogin specification (a list
file, docs/rule-ids-bella-gigogin.txt, or the specification itself)
(BG-x.y-z) and which of them are cited anywhere under tests/ (test paths or comments), and prints
the percentage. Usage: rule-coverage.py SPEC TESTS_DIR [--min PERCENT] [--list] [--excluded FILE]
With --excluded, the rule IDs listed in FILE's section "## Rules with no software counterpart"
(docs/rule-coverage.md) are reported apart and left out of the percentage.
Exits 1 if the coverage is below --min."""
import argparse
import pathlib
import re
import sys

RULE = re.compile(r"\bBG-\d+(?:\.\d+)?-[a-z]{1,2}\b")
SECTION = "## Rules with no software counterpart"


def excluded_ids(path):
    """The rule IDs of the exclusions section of @path (up to the next "## " heading)."""
    ids, inside = set(), False
    for line in pathlib.Path(path).read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            inside = line.startswith(SECTION)
        elif inside:
            ids |= set(RULE.findall(line))
    return ids


parser = argparse.ArgumentParser()
parser.add_argument("spec")
parser.add_argument("tests")
parser.add_argument("--min", type=float, default=0.0)
parser.add_argument("--list", action="store_true", help="list the rule IDs no test cites")
parser.add_argument("--excluded", help="file whose exclusions section lists rules with no "
                    "software counterpart")
args = parser.parse_args()

spec = set(RULE.findall(pathlib.Path(args.spec).read_text(encoding="utf-8")))
excluded = excluded_ids(args.excluded) & spec if args.excluded else set()
unknown = excluded_ids(args.excluded) - spec if args.excluded else set()
if unknown:
    print("excluded IDs not in the specification: " + ", ".join(sorted(unknown)), file=sys.stderr)
    sys.exit(1)
counted = spec - excluded
cited = set()
for path in pathlib.Path(args.tests).rglob("*"):
    if path.is_file() and path.suffix in (".c", ".h", ".py", ".yaml", ".json", ".txt", ".sh"):
        cited |= set(RULE.findall(path.read_text(encoding="utf-8", errors="replace")))

covered = counted & cited
percent = 100.0 * len(covered) / len(counted) if counted else 0.0
if args.list:
    for rule in sorted(counted - cited):
        print("not cited:", rule)
    for rule in sorted(excluded):
        print("excluded:", rule)
print(f"rule coverage: {len(covered)} of {len(counted)} rule IDs of the specification are cited "
      f"by tests ({percent:.1f}%)")
if excluded:
    print(f"excluded: {len(excluded)} more rule IDs have no software counterpart "
          f"({args.excluded}) and are not counted in the percentage; "
          f"{len(spec & cited)} of all {len(spec)} are cited")
if percent < args.min:
    print(f"coverage {percent:.1f}% is below the threshold {args.min:.1f}%", file=sys.stderr)
    sys.exit(1)
