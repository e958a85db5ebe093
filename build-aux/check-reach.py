#!/usr/bin/env python3
"""Which public core functions do the app and the CLI reach?

The build compiles every function into its own section (-ffunction-sections) and links the
programs with --gc-sections, so a function that neither `gigogin` nor `gigogin-cli` can call is
dropped from both. A public core function is a global text symbol of libgigogin-core.a. One
that neither program keeps is reached only by the tests: it is dead, or test support that
belongs in tests/, or a rule the players never meet.

  check-reach.py --core LIB --program BIN [--program BIN ...] [--pending NAME ...] [--list]

Every unreached public core function fails the check. --pending NAME lets one function through
while another branch that wires it waits to be merged; it fails as soon as NAME is reached or
gone, so the exception cannot outlive the merge. --list prints every unreached function and
exits 0.
"""
import argparse
import subprocess
import sys


def symbols(path, archive=False):
    out = subprocess.run(["nm", "--defined-only", path], check=True, capture_output=True,
                         text=True).stdout
    names = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) != 3:
            continue
        kind, name = parts[1], parts[2]
        if archive and kind != "T":
            continue  # only global functions are public
        if not archive and kind not in ("T", "t"):
            continue
        names.add(name)
    return names


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--core", required=True)
    ap.add_argument("--program", action="append", required=True)
    ap.add_argument("--pending", action="append", default=[])
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args()

    public = {s for s in symbols(args.core, archive=True) if s.startswith("gg_")}
    reached = set()
    for p in args.program:
        reached |= symbols(p)
    if not reached & public:
        print(f"check-reach: no core function at all in {args.program}: "
              "was the build linked with --gc-sections?", file=sys.stderr)
        return 1
    unreached = sorted(public - reached)
    if args.list:
        print("\n".join(unreached))
        return 0

    pending = set(args.pending)
    new = [f for f in unreached if f not in pending]
    now_reached = sorted(pending & reached)
    gone = sorted(pending - public)
    print(f"1..1")
    status = 0
    for f in new:
        print(f"# unreached by the app and the CLI: {f}")
        status = 1
    for f in now_reached + gone:
        print(f"# reached now (or gone): drop --pending {f} from tests/meson.build")
        status = 1
    print(f"# {len(public)} public core functions, {len(unreached)} unreached "
          f"({len(pending & set(unreached))} of them pending)")
    print(("not ok" if status else "ok") + " 1 every public core function is reached by the app or the CLI")
    return status


if __name__ == "__main__":
    sys.exit(main())
