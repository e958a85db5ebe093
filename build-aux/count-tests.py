#!/usr/bin/env python3
"""Counts test cases in meson testlog.json files: TAP subtests where a test speaks TAP, else the
test itself. Prints per-suite counts and the closing line 'N passed, N failed, N skipped'.

  count-tests.py [LABEL=]testlog.json... [--check NAME=ok|fail]...

A LABEL names a run of the suite (the sanitizer builds), prefixed to its suites; a --check is
one more case, passed or failed (the format check, the fuzzing run). A testlog that is missing
counts as one failed case: a run that never finished has not passed."""
import json
import os
import re
import sys

passed = failed = skipped = 0
suites = {}


def add(suite, p, f, s):
    global passed, failed, skipped
    row = suites.setdefault(suite, [0, 0, 0])
    row[0] += p; row[1] += f; row[2] += s
    passed += p; failed += f; skipped += s


def count_log(label, path):
    if not os.path.exists(path):
        add(f"{label or 'suite'} (no test log)", 0, 1, 0)
        return
    with open(path, encoding="utf-8") as log:
        for line in log:
            t = json.loads(line)
            out = t.get("stdout") or ""
            oks = len(re.findall(r"^ok \d+(?! # skip)", out, re.M | re.I))
            skips = len(re.findall(r"^ok \d+ # skip", out, re.M | re.I))
            bads = len(re.findall(r"^not ok \d+", out, re.M))
            if oks + bads + skips == 0:
                if t["result"] == "OK":
                    oks = 1
                elif t["result"] == "SKIP":
                    skips = 1
                else:
                    bads = 1
            elif t["result"] not in ("OK", "SKIP", "EXPECTEDFAIL") and bads == 0:
                bads = 1  # crashed after its last subtest
            suite = t["name"].split(" / ")[0].split(":")[-1]
            add(f"{label}/{suite}" if label else suite, oks, bads, skips)


args = sys.argv[1:]
checks = []
while "--check" in args:
    i = args.index("--check")
    checks.append(args[i + 1])
    del args[i:i + 2]
for arg in args:
    label, _, path = arg.rpartition("=") if "=" in arg else ("", "", arg)
    count_log(label, path)
for check in checks:
    name, _, result = check.partition("=")
    add(name, result == "ok", result != "ok", 0)
for name, (p, f, s) in sorted(suites.items()):
    print(f"suite {name}: {p} passed, {f} failed, {s} skipped")
print(f"{passed} passed, {failed} failed, {skipped} skipped")
sys.exit(1 if failed else 0)
