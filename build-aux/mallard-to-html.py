#!/usr/bin/env python3
"""Renders the user guide's Mallard pages (help/LANG/*.page) as plain HTML pages, for systems
without yelp: the app opens OUTDIR/index.html in the browser. Only the Mallard the guide uses is
rendered: page, info/link (guide links), title, section, p, list/steps/terms with item, code,
screen, gui, guiseq, key, keyseq, em, link xref/href, note.

  mallard-to-html.py OUTDIR PAGE...
"""
import html
import os
import sys
import xml.etree.ElementTree as ET

NS = "{http://projectmallard.org/1.0/}"
INLINE = {"gui": "b", "key": "kbd", "em": "em", "code": "code", "cmd": "code", "file": "code",
          "app": "b", "sys": "code", "var": "var"}
STYLE = """body{font-family:Cantarell,"Noto Sans",sans-serif;max-width:46em;margin:2em auto;
padding:0 1em;line-height:1.5;color:#222}h1{font-size:1.6em}h2{font-size:1.25em;margin-top:1.6em}
kbd{border:1px solid #aaa;border-radius:3px;padding:0 .3em;background:#f4f4f4}
.note{border-left:4px solid #3584e4;padding:.2em 1em;background:#f0f6fd}nav{font-size:.9em}
@media (prefers-color-scheme:dark){body{background:#242424;color:#ddd}kbd{background:#333}
.note{background:#1e2a38}a{color:#78aeed}}"""


def tag(e):
    return e.tag.replace(NS, "")


def inline(e):
    out = html.escape(e.text or "")
    for c in e:
        t = tag(c)
        if t == "link":
            target = c.get("xref")
            href = (target + ".html") if target else c.get("href", "#")
            label = inline(c) or html.escape(TITLES.get(target, target or href))
            out += '<a href="%s">%s</a>' % (html.escape(href), label)
        elif t in ("keyseq", "guiseq"):
            sep = "+" if t == "keyseq" else " ▸ "
            out += sep.join(inline_one(k) for k in c)
        else:
            out += inline_one(c)
        out += html.escape(c.tail or "")
    return out


def inline_one(c):
    t = INLINE.get(tag(c), "span")
    return "<%s>%s</%s>" % (t, inline(c), t)


def block(e, depth):
    t = tag(e)
    if t == "title":
        return "<h%d>%s</h%d>\n" % (depth, inline(e), depth)
    if t == "p":
        return "<p>%s</p>\n" % inline(e)
    if t in ("screen", "code") and e.text and "\n" in e.text:
        return "<pre>%s</pre>\n" % html.escape(e.text.strip("\n"))
    if t == "section":
        return "".join(block(c, depth + 1) for c in e)
    if t == "note":
        return '<div class="note">%s</div>\n' % "".join(block(c, depth) for c in e)
    if t in ("list", "steps"):
        lt = "ol" if t == "steps" else "ul"
        return "<%s>%s</%s>\n" % (lt, "".join("<li>%s</li>" % items(i, depth) for i in e if
                                             tag(i) == "item"), lt)
    if t == "terms":
        out = "<dl>"
        for i in e:
            for c in i:
                out += ("<dt>%s</dt>" % inline(c)) if tag(c) == "title" else \
                       ("<dd>%s</dd>" % block(c, depth))
        return out + "</dl>\n"
    return ""


def items(i, depth):
    return "".join(block(c, depth) for c in i)


def main():
    out_dir, pages = sys.argv[1], sys.argv[2:]
    os.makedirs(out_dir, exist_ok=True)
    trees = {}
    for path in pages:
        root = ET.parse(path).getroot()
        pid = root.get("id")
        trees[pid] = root
        TITLES[pid] = "".join(root.find(NS + "title").itertext())
    guides = {}
    for pid, root in trees.items():
        for link in root.iter(NS + "link"):
            if link.get("type") == "guide":
                guides.setdefault(link.get("xref"), []).append(pid)
    for pid, root in trees.items():
        body = "".join(block(c, 1) for c in root if tag(c) != "info")
        # in the order the pages were given (help/meson.build's order)
        for child in sorted(guides.get(pid, []), key=list(trees).index):
            body += '<p><a href="%s.html">%s</a></p>\n' % (child, html.escape(TITLES[child]))
        nav = '' if pid == "index" else '<nav><a href="index.html">%s</a></nav>' % \
            html.escape(TITLES.get("index", "index"))
        lang = os.path.basename(os.path.dirname(os.path.abspath(pages[0])))
        doc = ('<!DOCTYPE html>\n<html lang="%s"><head><meta charset="utf-8"><title>%s</title>'
               '<style>%s</style></head><body>%s\n%s</body></html>\n') % (
            "en" if lang == "C" else lang, html.escape(TITLES[pid]), STYLE, nav, body)
        with open(os.path.join(out_dir, pid + ".html"), "w", encoding="utf-8") as f:
            f.write(doc)


TITLES = {}
if __name__ == "__main__":
    main()
