#!/usr/bin/env python3
"""Fails when a source file includes a header of a higher layer, so that each layer can be read
and tested with only the ones below it.

The folder a file sits in is its layer. The core, from the bottom up:
  base < geometry < table < roster < rules < rules/bg, rules/d6 < rules/d6/board < print < report
and the GTK layer above all of it: table < play < roster, play/bg, play/d6 < the window (src/gui).
The table layer holds the rule-set interface (gg-ruleset.h) the shared game reaches a rule set
through; `rules` is what every rule set shares; a rule set does not include another rule set;
the board games' activation schemes are played on the d6 table, so rules/d6/board sits above
rules/d6. The two play sidebars do not include each other. The core never includes the GTK layer.
Known exceptions, each with its reason, are listed in build-aux/layer-exceptions.txt ("FILE HEADER
# why"); the list only shrinks: an exception that no longer occurs is an error too.
Usage: check-layers.py SOURCE_ROOT [--stamp FILE] (the build runs it, src/core/meson.build). Prints file:line: what is wrong; exits 1 if anything is."""
import os, re, sys

CORE = {'base': 0, 'geometry': 1, 'table': 2, 'roster': 3,
        'rules': 4, 'rules/bg': 5, 'rules/d6': 5, 'rules/d6/board': 6, 'print': 7, 'report': 8}
GUI = {'table': 10, 'play': 11, 'roster': 12, 'play/bg': 12, 'play/d6': 12, '': 13}
ALLOWED = set()
INCLUDE = re.compile(r'\s*#\s*include\s*"([^"]+)"')

def layers(root):
    where = {}
    for top, ranks, tag in (('src/core', CORE, 'core'), ('src/gui', GUI, 'gui')):
        base = os.path.join(root, top)
        for d, _, files in os.walk(base):
            rel = os.path.relpath(d, base).replace(os.sep, '/')
            rel = '' if rel == '.' else rel
            for f in files:
                if f.endswith(('.c', '.h')):
                    if rel not in ranks:
                        sys.exit(f'{top}/{rel}/{f}:1:1: a folder with no layer: add it to {__file__}')
                    where[f] = (f'{tag}:{rel}', ranks[rel], os.path.join(d, f))
    return where

def exceptions(root):
    path = os.path.join(root, 'build-aux', 'layer-exceptions.txt')
    out = {}
    if os.path.exists(path):
        with open(path) as fh:
            for no, line in enumerate(fh, 1):
                words = line.split('#')[0].split()
                if len(words) == 2:
                    out[tuple(words)] = no
                elif words:
                    print(f'build-aux/layer-exceptions.txt:{no}:1: expected "FILE HEADER # why"')
                    out[('', str(no))] = no
    return out

def main():
    args = sys.argv[1:]
    stamp = None
    if '--stamp' in args:
        i = args.index('--stamp')
        stamp = args[i + 1]
        del args[i:i + 2]
    root = args[0] if args else '.'
    where = layers(root)
    known = exceptions(root)
    bad = 0
    for name, (layer, rank, path) in sorted(where.items()):
        with open(path, errors='replace') as fh:
            for no, line in enumerate(fh, 1):
                m = INCLUDE.match(line)
                if not m or os.path.basename(m.group(1)) not in where:
                    continue
                h = os.path.basename(m.group(1))
                hlayer, hrank, _ = where[h]
                if hlayer == layer or (layer, hlayer) in ALLOWED:
                    continue
                if layer.startswith('core') and hlayer.startswith('gui'):
                    why = 'the core includes the GTK layer'
                elif hrank > rank:
                    why = 'a higher layer'
                elif hrank == rank and layer.startswith('gui') == hlayer.startswith('gui'):
                    why = 'a sibling: no other layer'
                else:
                    continue
                rel = os.path.relpath(path, root)
                if (rel, h) in known:
                    known.pop((rel, h))
                    continue
                col = line.index('#') + 1
                print(f'{os.path.relpath(path, root)}:{no}:{col}: includes {h} of {hlayer}, '
                      f'{why} than this file\'s {layer}')
                bad += 1
    for (f, h), no in sorted(known.items(), key=lambda kv: kv[1]):
        print(f'build-aux/layer-exceptions.txt:{no}:1: {f} no longer includes {h}: remove the line')
        bad += 1
    if bad:
        print(f'{bad} includes point up a layer (build-aux/check-layers.py says which way is down)')
    if bad:
        return 1
    if stamp:
        with open(stamp, 'w') as fh:
            fh.write('ok\n')
    return 0

sys.exit(main())
