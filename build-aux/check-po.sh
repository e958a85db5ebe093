#!/usr/bin/env bash
# Fails if po/it.po is out of date with the sources or incomplete, or if a source file with
# translatable strings is missing from po/POTFILES.in. Usage: check-po.sh SRCDIR
set -uo pipefail
src=${1:-$(dirname "$0")/..}
cd "$src"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
grep -v '^\s*#' po/POTFILES.in | sed '/^\s*$/d' > "$tmp/files"
status=0
missing=$(grep -rlE '_\("|N_\("|C_\("|translatable="yes"' src ui 2>/dev/null | sort | grep -vxFf "$tmp/files")
if [ -n "$missing" ]; then
  echo "files with translatable strings missing from po/POTFILES.in:"; echo "$missing"; status=1
fi
xgettext --from-code=UTF-8 -k_ -kN_ -kC_:1c,2 -kNC_:1c,2 -kgg_log_text_add_plural:2,3 --files-from="$tmp/files" \
  -o "$tmp/gigogin.pot" || exit 1
msgfmt --check -o /dev/null po/it.po || status=1
msgmerge -q --no-fuzzy-matching po/it.po "$tmp/gigogin.pot" -o "$tmp/it.po" || exit 1
stats=$(LC_ALL=C msgfmt --statistics -o /dev/null "$tmp/it.po" 2>&1)
echo "it.po against the sources: $stats"
case "$stats" in
  *untranslated*|*fuzzy*)
    echo "po/it.po is incomplete; untranslated messages:"
    msgattrib --untranslated --no-obsolete "$tmp/it.po" | grep -E '^msgid' | head -40
    status=1 ;;
esac
exit $status
