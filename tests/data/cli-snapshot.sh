#!/bin/sh
# cli-snapshot.sh CLI OUTDIR: runs gigogin-cli's answers (check, measure, command, score, explain,
# activate) on every shipped scenario and test game, saving each answer, exit status and every
# game file it writes under OUTDIR, so two builds can be compared with `diff -r`.
# The activation runs type their dice in (--die), so the answers do not depend on a seed.
set -u
cli=$1
out=$2
top=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
n=0

run () {
  n=$((n + 1))
  tag=$(printf '%04d' $n)
  (cd "$top" && "$cli" "$@") >"$out/$tag.out" 2>"$out/$tag.err"
  echo "$? $*" >"$out/$tag.cmd"
}

units () { # side+squad of every figure, in file order, once each
  grep -oE 'side: *[A-Z], *squad: *[0-9]+' "$top/$1" |
    sed -E 's/side: *([A-Z]), *squad: *([0-9]+)/\1\2/' | awk '!seen[$0]++'
}

figs () { grep -oE '^ *- *\{ *id: *[A-Za-z0-9_-]+' "$top/$1" | sed -E 's/.*id: *//' ; }

formations () { # the formations or corps the activation scheme knows
  (cd "$top" && "$cli" explain activation "$1") | grep -oE '"id":"[^"]*"' | cut -d'"' -f4 | head -8
}

for g in data/scenarios/*.yaml tests/data/*.yaml tests/data/regress/*.yaml tests/data/club/*.yaml; do
  run check "$g"
  run command "$g"
  run score "$g"
  f1=$(figs "$g" | head -1)
  fl=$(figs "$g" | tail -1)
  [ -n "$f1" ] && run measure "$g" --from "$f1" --to "$fl"
  [ -n "$f1" ] && run canister "$g" --gun "$f1" --range 10
  [ -n "$f1" ] && run roundshot "$g" --gun "$f1" --range 20
  run shell "$g" --at 10,10
  us=$(units "$g")
  d6=no
  grep -q '^ruleset: *d6' "$top/$g" && d6=yes
  for u in $us; do
    side=$(echo "$u" | cut -c1)
    foe=$(echo "$us" | grep -v "^$side" | head -1)
    if [ $d6 = yes ]; then
      run explain fire "$g" --unit "$u" --target "$foe"
      run explain melee "$g" --unit "$u" --target "$foe"
      run explain move "$g" --unit "$u" --charge "$foe" --distance 6
      run explain test "$g" --unit "$u" --casualties 2
      run explain reform "$g" --unit "$u"
      run explain move "$g" --unit "$u" --bearing 0 --distance 4
      run explain move "$g" --unit "$u" --bearing 90 --distance 12 --road
    else
      run explain fire "$g" --firer "$u" --target "$foe"
      run explain melee "$g" --attacker "$u" --defender "$foe"
      run explain morale "$g" --squad "$u"
      run explain morale "$g" --squad "$u" --charge
    fi
  done
  run explain activation "$g"
  if [ $d6 = yes ]; then
    o="$out/game-$(echo "$g" | tr / _)"
    run activate "$g" initiative --die 4 --die 2 --die 3 --die 4 -o "$o.1"
    [ -f "$o.1" ] && run activate "$o.1" pass -o "$o.2"
    [ -f "$o.1" ] || o1=$g
    [ -f "$o.1" ] && o1=$o.1
    for fm in $(formations "$o1"); do
      for d in 1 6; do
        run activate "$o1" attempt "$fm" --die $d --die $d -o "$o.a$d-$fm"
        [ -f "$o.a$d-$fm" ] && run activate "$o.a$d-$fm" finish -o "$o.f$d-$fm"
        [ -f "$o.a$d-$fm" ] && run activate "$o.a$d-$fm" orders "$fm" --die $d -o "$o.o$d-$fm"
      done
      run explain activation "$o1" --formation "$fm"
    done
    [ -f "$o.2" ] && run activate "$o.2" finish -o "$o.3"
    [ -f "$o.3" ] && run activate "$o.3" end-turn --die 3 --die 3 -o "$o.4"
  fi
done
# Paths in answers name the output folder; make them relative so two folders compare.
for f in "$out"/*.out "$out"/*.err "$out"/*.cmd; do sed -i "s#$out#OUT#g" "$f"; done
# The referee log's entries carry the wall clock when they were written.
for f in "$out"/game-*; do [ -f "$f" ] && sed -i -E 's/^( *time: )[0-9]+$/\1TIME/' "$f"; done
echo "$n answers in $out"
