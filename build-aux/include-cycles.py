#!/usr/bin/env python3
"""Lists the include cycles between modules under src/ (a module: a .c and its .h, named without
the extension; -private.h headers count as their module). Prints each strongly connected group of
more than one module, largest first, and exits 1 if one has more than MAX modules (default: none
checked). Usage: include-cycles.py [--max N] [ROOT]"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def module_of(name):
    base = os.path.basename(name)
    base = re.sub(r'\.(c|h)$', '', base)
    return re.sub(r'-private$', '', base)


def graph(root):
    files = {}
    for d, _, names in os.walk(root):
        for n in names:
            if n.endswith(('.c', '.h')):
                files.setdefault(n, os.path.join(d, n))
    edges = {}
    for n, path in files.items():
        m = module_of(n)
        edges.setdefault(m, set())
        with open(path, encoding='utf-8', errors='replace') as f:
            for inc in INCLUDE.findall(f.read()):
                inc = os.path.basename(inc)
                if inc in files and module_of(inc) != m:
                    edges[m].add(module_of(inc))
    return edges


def components(edges):
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return sorted(out, key=lambda g: (-len(g), g))


def main():
    args = sys.argv[1:]
    limit = None
    if args[:1] == ['--max']:
        limit = int(args[1])
        args = args[2:]
    root = args[0] if args else os.path.join(os.path.dirname(__file__), '..', 'src')
    groups = components(graph(root))
    for g in groups:
        print(f'{len(g)} modules: ' + ' '.join(g))
    print(f'{len(groups)} cycles, the largest {len(groups[0]) if groups else 0} modules')
    if limit is not None and any(len(g) > limit for g in groups):
        sys.exit(1)


main()
