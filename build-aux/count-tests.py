#!/usr/bin/env python3
"""Counts test cases in a meson testlog.json: TAP subtests where a test speaks TAP, else the
test itself. Prints per-suite counts and the closing line 'N passed, N failed'."""
import json
import re
import sys

passed = failed = skipped = 0
suites = {}
with open(sys.argv[1], encoding="utf-8") as log:
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
        s = suites.setdefault(suite, [0, 0, 0])
        s[0] += oks; s[1] += bads; s[2] += skips
        passed += oks; failed += bads; skipped += skips
for name, (p, f, s) in sorted(suites.items()):
    print(f"suite {name}: {p} passed, {f} failed, {s} skipped")
print(f"{passed} passed, {failed} failed, {skipped} skipped")
sys.exit(1 if failed else 0)
