#!/usr/bin/env python3
"""Renders the user guide's Mallard pages (help/LANG/*.page) as plain HTML pages, for systems
without yelp: the app opens OUTDIR/index.html in the browser. Only the Mallard the guide uses is
rendered: page, info/link (guide links, to a page or to one of its sections), info/desc, title,
section, p, list/steps/terms with item, code, screen, gui, guiseq, key, keyseq, em, input, link
xref/href, note, media (images, copied beside the HTML). A page that no chain of guide links joins to the index, or a link to a page that
is not given, fails the build: every page must be reachable from F1.

  mallard-to-html.py OUTDIR PAGE...
"""
import html
import os
import shutil
import sys
import xml.etree.ElementTree as ET

NS = "{http://projectmallard.org/1.0/}"
INLINE = {"gui": "b", "key": "kbd", "em": "em", "code": "code", "cmd": "code", "file": "code",
          "app": "b", "sys": "code", "var": "var", "input": "kbd", "output": "samp"}
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
            target, _, section = (c.get("xref") or "").partition("#")
            href = (target + ".html" + ("#" + section if section else "")) if target else \
                c.get("href", "#")
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
    if t == "screen" or (t == "code" and e.text and "\n" in e.text):
        return "<pre>%s</pre>\n" % html.escape(e.text.strip("\n"))
    if t == "section":
        out = "".join(block(c, depth + 1) for c in e)
        out += topic_links(CURRENT[0] + "#" + e.get("id", ""))
        return '<section id="%s">%s</section>\n' % (html.escape(e.get("id", "")), out)
    if t == "media" and e.get("type") == "image":
        MEDIA.add(e.get("src"))
        alt = " ".join("".join(c.itertext()) for c in e).split()
        return '<p><img src="%s" alt="%s" style="max-width:100%%;height:auto"></p>\n' % (
            html.escape(e.get("src")), html.escape(" ".join(alt)))
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


def topic_links(key):
    """The pages whose guide link names @key (a page, or page#section), in the order given."""
    out = ""
    for child in sorted(GUIDES.get(key, []), key=list(TITLES).index):
        desc = DESCS.get(child, "")
        out += '<p><a href="%s.html">%s</a>%s</p>\n' % (
            child, html.escape(TITLES[child]), (" — " + desc) if desc else "")
    return out


def check(trees, pages):
    """Every xref names a given page, and every page is reachable from the index."""
    errors = []
    for pid, root in trees.items():
        for link in root.iter(NS + "link"):
            target = (link.get("xref") or "").split("#")[0]
            if link.get("xref") is not None and target not in trees:
                errors.append("%s: link to “%s”, which is not a page given" % (pages[pid], target))
    reached, todo = {"index"}, ["index"]
    while todo:
        here = todo.pop()
        for key, children in GUIDES.items():
            if key.split("#")[0] == here:
                for c in children:
                    if c not in reached:
                        reached.add(c)
                        todo.append(c)
    for pid in trees:
        if pid not in reached:
            errors.append("%s: not reachable from the index by guide links" % pages[pid])
    for e in errors:
        print(e, file=sys.stderr)
    return not errors


def main():
    out_dir, pages = sys.argv[1], sys.argv[2:]
    os.makedirs(out_dir, exist_ok=True)
    trees, paths = {}, {}
    for path in pages:
        try:
            root = ET.parse(path).getroot()
        except ET.ParseError as e:
            sys.exit("%s:%d:%d: %s" % (path, e.position[0], e.position[1] + 1, e))
        pid, title = root.get("id"), root.find(NS + "title")
        if pid is None or title is None:
            sys.exit("%s: a page needs an id and a <title>" % path)
        trees[pid], paths[pid] = root, path
        TITLES[pid] = "".join(title.itertext())
        info = root.find(NS + "info")
        desc = info.find(NS + "desc") if info is not None else None
        if desc is not None:
            DESCS[pid] = inline(desc)
    for pid, root in trees.items():
        info = root.find(NS + "info")
        for link in (info.iter(NS + "link") if info is not None else []):
            if link.get("type") == "guide":
                GUIDES.setdefault(link.get("xref"), []).append(pid)
    if not check(trees, paths):
        sys.exit(1)
    for pid, root in trees.items():
        CURRENT[0] = pid
        body = "".join(block(c, 1) for c in root if tag(c) != "info")
        body += topic_links(pid)  # links to the page itself, after its sections
        nav = '' if pid == "index" else '<nav><a href="index.html">%s</a></nav>' % \
            html.escape(TITLES.get("index", "index"))
        lang = os.path.basename(os.path.dirname(os.path.abspath(pages[0])))
        doc = ('<!DOCTYPE html>\n<html lang="%s"><head><meta charset="utf-8"><title>%s</title>'
               '<style>%s</style></head><body>%s\n%s</body></html>\n') % (
            "en" if lang == "C" else lang, html.escape(TITLES[pid]), STYLE, nav, body)
        with open(os.path.join(out_dir, pid + ".html"), "w", encoding="utf-8") as f:
            f.write(doc)
    # the images beside the pages, at the same relative paths (help/LANG/meson.build installs them)
    src_dir = os.path.dirname(os.path.abspath(pages[0]))
    for src in sorted(MEDIA):
        os.makedirs(os.path.dirname(os.path.join(out_dir, src)), exist_ok=True)
        shutil.copyfile(os.path.join(src_dir, src), os.path.join(out_dir, src))


TITLES = {}
DESCS = {}
MEDIA = set()
GUIDES = {}
CURRENT = [""]
if __name__ == "__main__":
    main()
