#!/usr/bin/env python3
"""Lays out BUILD/share like the installed share/ folder, with symlinks into the source and build
trees, so that the uninstalled app finds its guide, settings schema and icons the way the installed
one does: through XDG_DATA_DIRS (meson devenv and the tests put BUILD/share first).

usage: devenv-share.py SOURCE_ROOT BUILD_ROOT
"""
import os
import sys

src, build = sys.argv[1], sys.argv[2]
share = os.path.join(build, "share")
links = {
    "help/C/gigogin": os.path.join(src, "help", "C"),
    "help/it/gigogin": os.path.join(src, "help", "it"),
    "gigogin/help/C": os.path.join(build, "help", "C"),
    "gigogin/help/it": os.path.join(build, "help", "it"),
    "glib-2.0/schemas": os.path.join(build, "data"),
    "icons/hicolor": os.path.join(src, "data", "icons", "hicolor"),
}
for name, target in links.items():
    path = os.path.join(share, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.islink(path) or os.path.exists(path):
        if os.path.islink(path) and os.readlink(path) == target:
            continue
        os.unlink(path)
    os.symlink(target, path)
