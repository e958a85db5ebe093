#!/usr/bin/env python3
"""Fails when README.md, HACKING.md or a docs/*.md names a repository path that does not exist.

A path is a word beginning with one of the repository's top folders (src/, tests/, docs/...),
or a source file's name (gg-*.c, .h, .ui, build-aux's scripts) written alone, which must name some
file in the tree. Placeholders (`<ruleset>`, `gg-XX-…`, `gg-foo`) and globs are read as such.
Prints `file:line: dead path: PATH` for each; exit 1 if any."""
import glob
import io
import os
import re
import sys
import tempfile
from contextlib import redirect_stdout

TOPS = ('src', 'tests', 'data', 'docs', 'build-aux', 'bench', 'help', 'po', 'ui', 'debian')
PATH = re.compile(r'(?<![\w./-])((?:%s)/[\w./*{},+-]*)' % '|'.join(TOPS))
NAME = re.compile(r'(?<![\w./-])((?:gg|test|bench|fuzz)-[\w-]+\.(?:c|h|ui|py|sh))(?![\w-])')
PLACEHOLDER = re.compile(r'<|XX|foo|\bN\b|\.\.\.|…')


def expand(path):
    """Braces ({a,b}) become each of their words."""
    m = re.search(r'\{([^{}]*)\}', path)
    if not m:
        return [path]
    return [x for word in m.group(1).split(',')
            for x in expand(path[:m.start()] + word + path[m.end():])]


def exists(root, path):
    path = path.rstrip('.,:;)')
    if path.endswith('/'):
        path = path[:-1]
    if any(c in path for c in '*?['):
        return bool(glob.glob(os.path.join(root, path)))
    return os.path.exists(os.path.join(root, path))


def names_in_tree(root):
    names = set()
    for top in TOPS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = [d for d in dirnames if not d.startswith(('_build', '.'))]
            names.update(filenames)
    return names


def self_test():
    """The check itself: a tree whose README names one live and two dead paths."""
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, 'src', 'core'))
        open(os.path.join(root, 'src', 'core', 'gg-live.c'), 'w').close()
        with open(os.path.join(root, 'README.md'), 'w') as f:
            f.write('Live: `src/core/gg-live.c`, `gg-live.c`.\n\nDead: `src/core/gg-gone.c`\n'
                    'and gg-gone.h.\n')
        out = io.StringIO()
        with redirect_stdout(out):
            rc = check(root)
        text = out.getvalue()
        expected = ['README.md:3: dead path: src/core/gg-gone.c',
                    'README.md:4: dead file name: gg-gone.h']
        ok = rc == 1 and all(e in text for e in expected) and '3 dead' not in text
        print(text, end='')
        print('self-test', 'passed' if ok else 'FAILED')
        return 0 if ok else 1


def main():
    if sys.argv[1:] == ['--self-test']:
        return self_test()
    return check(sys.argv[1] if len(sys.argv) > 1 else os.getcwd())


def check(root):
    docs = [os.path.join(root, 'README.md'), os.path.join(root, 'HACKING.md')]
    docs += sorted(glob.glob(os.path.join(root, 'docs', '*.md')))
    docs = [d for d in docs if os.path.exists(d)]
    names = names_in_tree(root)
    dead = 0
    checked = 0
    for doc in docs:
        rel = os.path.relpath(doc, root)
        with open(doc, encoding='utf-8') as f:
            for number, line in enumerate(f, 1):
                for m in PATH.finditer(line):
                    token = m.group(1).rstrip('.,:;)')
                    if PLACEHOLDER.search(line[m.start():m.end() + 1]) or token.endswith('/') and token.count('/') == 1 and token[:-1] in TOPS:
                        continue
                    checked += 1
                    if not all(exists(root, p) for p in expand(token)):
                        print('%s:%d: dead path: %s' % (rel, number, token))
                        dead += 1
                for m in NAME.finditer(line):
                    token = m.group(1)
                    if PLACEHOLDER.search(token):
                        continue
                    checked += 1
                    if token not in names:
                        print('%s:%d: dead file name: %s' % (rel, number, token))
                        dead += 1
    print('%d paths checked in %d files, %d dead' % (checked, len(docs), dead))
    return 1 if dead else 0


if __name__ == '__main__':
    sys.exit(main())
