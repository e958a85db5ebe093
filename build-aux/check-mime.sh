#!/bin/sh
# The shared-mime-info definition of game files (data/mime), in a private MIME database: game
# files are application/x-gigogin-game whether `format: gigogin-game/1` is their first line or
# follows comments; other YAML, and a `format:` line nested in a mapping, stay YAML.
# usage: check-mime.sh SOURCE_ROOT
set -eu
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/mime/packages"
cp "$src/data/mime/org.gigogin.Gigogin.xml" "$tmp/mime/packages/"
update-mime-database "$tmp/mime" >/dev/null 2>&1
printf 'format: gigogin-game/1\nrules: bella-gigogin\n' >"$tmp/first-line.yaml"
printf 'a: 1\nb: [2, 3]\n' >"$tmp/plain.yaml"
printf 'outer:\n  format: gigogin-game/1\n' >"$tmp/nested.yml"
fail=0
expect() { # FILE TYPE
  got=$(XDG_DATA_HOME="$tmp" XDG_DATA_DIRS="$tmp:/usr/share" gio info -a standard::content-type "$1" |
        sed -n 's/^ *standard::content-type: //p')
  if [ "$got" = "$2" ]; then echo "ok: $1 is $2"; else echo "FAIL: $1 is $got, not $2"; fail=1; fi
}
for game in "$src"/data/scenarios/*.yaml "$tmp/first-line.yaml"; do
  expect "$game" application/x-gigogin-game
done
expect "$tmp/plain.yaml" application/x-yaml
expect "$tmp/nested.yml" application/x-yaml
expect "$src/data/rosters/$(ls "$src/data/rosters" | head -n 1)" application/x-yaml
exit $fail
