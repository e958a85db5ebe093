#!/usr/bin/env bash
# Builds Gigogin's Debian package from the committed tree with Debian's own tools and checks it
# as a user gets it, on a brand-new Debian 12 root (as root):
#   FRESH_ROOT=/tmp/fresh-pkg ../shared/tools/fresh-debian build-aux/check-deb.sh
# 1. installs the Build-Depends (apt-get build-dep), runs dpkg-buildpackage -us -uc -b and
#    lintian, then removes every package the build brought, back to the bare root;
# 2. `apt install ./gigogin_*.deb`; under Xvfb with a private session bus, starts the app from
#    its desktop file (gio launch), presses F1 and checks the address handed to the desktop
#    (help:gigogin with yelp, the installed HTML page of the language without it); runs the CLI
#    in English and Italian and its thumbnailer on a game;
# 3. `apt remove gigogin` (no file named for it may stay), then `apt purge` of it and of what it
#    brought, and compares the file system with before: nothing of Gigogin may be left.
# Environment: DEB_BUILD_OPTIONS (default "nocheck": the core and data suites are ./setup test's
# job; set it empty to run them in the build too); GG_DEB=PATH checks that package instead of
# building one (steps 2 and 3 only).
set -euo pipefail
cd "$(dirname "$0")/.."
src=$PWD
work=$(mktemp -d /tmp/check-deb.XXXXXX)
export DEBIAN_FRONTEND=noninteractive
step() { echo "==> check-deb: $*"; }
fail() { echo "check-deb: FAIL: $*" >&2; exit 1; }
installed() { dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' | awk '$1 == "ii" {print $2}' | sort; }
# Every file outside the virtual, scratch and log folders: what an install may change.
snapshot() {
  find / -xdev \( -path /proc -o -path /sys -o -path /dev -o -path /tmp -o -path /run \
    -o -path /srv -o -path /root -o -path /var/cache -o -path /var/log -o -path /var/lib/apt \
    -o -path /var/lib/dpkg \) -prune -o -print | sort
}

apt-get update -qq
base=$(installed)

lintian_ok=1
if [ -n "${GG_DEB:-}" ]; then
  step "1. skipped: the package given in GG_DEB, $GG_DEB (not built, lintian not run)"
  cp "$GG_DEB" "$work/"
  deb=$work/$(basename "$GG_DEB")
else
step "1. build: apt-get build-dep, dpkg-buildpackage -us -uc -b, lintian"
apt-get install -y -qq --no-install-recommends dpkg-dev debhelper lintian >/dev/null
apt-get build-dep -y -qq ./ >/dev/null
cp -a "$src" "$work/gigogin"
rm -rf "$work/gigogin/_build"
(cd "$work/gigogin" && DEB_BUILD_OPTIONS=${DEB_BUILD_OPTIONS-nocheck} dpkg-buildpackage -us -uc -b \
  >"$work/build.log" 2>&1) || { tail -n 40 "$work/build.log"; fail "dpkg-buildpackage"; }
deb=$(ls "$work"/gigogin_*.deb)
step "built $(basename "$deb"): $(dpkg-deb -c "$deb" | wc -l) entries (${SECONDS} s)"
# lintian: errors and warnings fail; the tags left are explained in debian/source/lintian-overrides
# and debian/gigogin.lintian-overrides
# (a lintian failure is reported at the end, so that one run checks everything)
lintian --fail-on error,warning --info --display-info "$work"/gigogin_*.changes || lintian_ok=0
# back to the bare root: what the build brought goes
comm -13 <(echo "$base") <(installed) | xargs -r apt-mark auto >/dev/null
apt-get autoremove --purge -y -qq >/dev/null
fi

step "2. install: apt install ./$(basename "$deb")"
# the tools of the check itself, and what any desktop has for a file manager to know file types
# and their applications (shared-mime-info, desktop-file-utils: their dpkg triggers then index
# the package's MIME type and desktop file), before the snapshot
apt-get install -y -qq --no-install-recommends xvfb xauth xdotool x11-utils dbus-daemon \
  libglib2.0-bin procps shared-mime-info desktop-file-utils locales >/dev/null
# an Italian user's locale: under C.UTF-8 gettext ignores LANGUAGE, so LANGUAGE=it alone would
# leave every program in English
localedef -i it_IT -f UTF-8 it_IT.UTF-8
before=$(snapshot)
tools=$(installed)
cd "$work"
apt-get install -y -qq "./$(basename "$deb")" >/dev/null
cd "$src"
for f in /usr/bin/gigogin /usr/bin/gigogin-cli /usr/share/applications/org.gigogin.Gigogin.desktop \
  /usr/share/help/C/gigogin/index.page /usr/share/help/it/gigogin/index.page \
  /usr/share/gigogin/help/C/index.html /usr/share/man/man1/gigogin.1.gz \
  /usr/share/locale/it/LC_MESSAGES/gigogin.mo /usr/share/thumbnailers/org.gigogin.Gigogin.thumbnailer; do
  [ -e "$f" ] || fail "$f is not installed"
done
# (a program's output is read whole before it is searched: `grep -q` in a pipe would stop reading
# at its match and, under pipefail, fail a program that writes on, with SIGPIPE)
has() { grep -q -- "$2" <<<"$1"; }
has "$(gio mime application/x-gigogin-game)" org.gigogin.Gigogin.desktop ||
  fail "the desktop database does not name Gigogin for game files"
[ "$(gio info -a standard::content-type data/scenarios/demo.yaml | sed -n 's/.*content-type: //p')" = \
  application/x-gigogin-game ] || fail "the MIME database does not know game files"

step "the CLI answers, in English and Italian"
has "$(gigogin-cli --version)" '^gigogin-cli ' || fail "gigogin-cli --version"
gigogin-cli check data/scenarios/demo.yaml || fail "gigogin-cli check"
out=$(LANGUAGE=it LANG=it_IT.UTF-8 gigogin-cli --help) || fail "gigogin-cli --help"
has "$out" '^Uso: gigogin-cli' || { echo "$out"; fail "gigogin-cli in Italian"; }
out=$(LANGUAGE=it LANG=it_IT.UTF-8 gigogin --help) || fail "gigogin --help (Italian)"
has "$out" 'Apre la battaglia dimostrativa' || { echo "$out"; fail "gigogin --help in Italian"; }
out=$(gigogin --help) || fail "gigogin --help"
has "$out" 'gigogin \[OPTION…\] \[FILE…\]' || { echo "$out"; fail "gigogin --help does not show FILE…"; }
gigogin-cli thumbnail data/scenarios/calatafimi-1860.yaml "$work/thumb.png" 128 &&
  [ "$(head -c 8 "$work/thumb.png" | od -An -tx1 | tr -d ' ')" = 89504e470d0a1a0a ] ||
  fail "the thumbnailer"

step "the app from its desktop file; F1"
# F1 hands its address to the desktop (gtk_show_uri); a stand-in handler, made the user's default
# for help: and text/html in the session's own home, writes down the address it was given, so the
# check sees exactly what would open without starting yelp or a browser.
cat >"$work/session.sh" <<'EOS'
#!/bin/bash
# inside xvfb-run and dbus-run-session: HOME LANGUAGE EXPECTED-ADDRESS
set -u
export HOME=$1 LANGUAGE=${2:-}
[ "$LANGUAGE" = it ] && export LANG=it_IT.UTF-8
expected=$3
opened=$HOME/opened.txt
mkdir -p "$HOME/.local/share/applications" "$HOME/.config"
cat >"$HOME/record-uri" <<EOR
#!/bin/sh
echo "\$1" >>"$opened"
EOR
chmod +x "$HOME/record-uri"
cat >"$HOME/.local/share/applications/record-uri.desktop" <<EOD
[Desktop Entry]
Type=Application
Name=Record the address
Exec=$HOME/record-uri %u
MimeType=x-scheme-handler/help;text/html;
NoDisplay=true
EOD
printf '[Default Applications]\nx-scheme-handler/help=record-uri.desktop\ntext/html=record-uri.desktop\n' \
  >"$HOME/.config/mimeapps.list"
gio launch /usr/share/applications/org.gigogin.Gigogin.desktop
for i in $(seq 60); do
  win=$(xdotool search --onlyvisible --class gigogin 2>/dev/null | head -n 1)
  [ -n "$win" ] && break
  sleep 1
done
[ -n "$win" ] || { echo "no Gigogin window after 60 s"; exit 1; }
echo "window: $(xdotool getwindowname "$win")"
# the window's own process (a chroot shares the machine's processes: a name would match others')
pid=$(xdotool getwindowpid "$win")
[ "$(cat "/proc/$pid/comm" 2>/dev/null)" = gigogin ] || { echo "the window is not gigogin's"; exit 1; }
sleep 3
xdotool windowfocus --sync "$win" key F1
for i in $(seq 30); do
  [ -s "$opened" ] && break
  sleep 1
done
[ -s "$opened" ] || { echo "F1 opened nothing"; exit 1; }
echo "F1 asked the desktop to open: $(cat "$opened")"
# a local page may be handed on as its path (GLib's %u does so for file: addresses)
[ "$(head -n 1 "$opened" | sed 's|^file://||')" = "${expected#file://}" ] ||
  { echo "expected $expected"; exit 1; }
kill "$pid"
for i in $(seq 10); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
EOS
chmod +x "$work/session.sh"
command -v yelp >/dev/null || fail "yelp, which the package recommends, was not installed with it"
# with yelp (installed as the package's Recommends): help:gigogin, which yelp finds in
# /usr/share/help/LANG/gigogin/; without it: the installed HTML pages of the session's language
session() {
  home=$(mktemp -d "$work/home.XXXXXX")
  dbus-run-session -- xvfb-run -a -s "-screen 0 1366x768x24" "$work/session.sh" "$home" "$@" ||
    fail "the app from its desktop file (LANGUAGE=$1)"
}
session "" help:gigogin
session it help:gigogin
mv /usr/bin/yelp /usr/bin/yelp.away
session "" file:///usr/share/gigogin/help/C/index.html
session it file:///usr/share/gigogin/help/it/index.html
mv /usr/bin/yelp.away /usr/bin/yelp

step "3. apt remove, then apt purge: nothing left behind"
apt-get remove -y -qq gigogin >/dev/null
# after remove, only conffiles may stay (the package has none): no file or folder named for it
named=$(find / -xdev \( -path /proc -o -path /sys -o -path /dev -o -path /tmp -o -path /srv \
  -o -path /var/lib/dpkg \) -prune -o -iname '*gigogin*' -print)
[ -z "$named" ] || { echo "$named"; fail "files named for gigogin left after apt remove"; }
apt-get purge -y -qq gigogin >/dev/null
comm -13 <(echo "$tools") <(installed) | xargs -r apt-mark auto >/dev/null
apt-get autoremove --purge -y -qq >/dev/null
after=$(snapshot)
left=$(comm -13 <(echo "$before") <(echo "$after"))
gone=$(comm -23 <(echo "$before") <(echo "$after"))
[ -z "$left" ] || { echo "$left"; fail "files left after apt purge"; }
[ -z "$gone" ] || { echo "$gone"; fail "files lost after apt purge"; }
# nor any mention of it in the caches the install's triggers rebuilt
cached=$(grep -rlis gigogin /usr/share/applications /usr/share/mime /usr/share/icons \
  /usr/share/glib-2.0 /usr/share/thumbnailers /etc 2>/dev/null || true)
[ -z "$cached" ] || { echo "$cached"; fail "caches still name gigogin after apt purge"; }
[ -z "$(dpkg-query -W gigogin 2>/dev/null)" ] || fail "gigogin still known to dpkg"
[ "$lintian_ok" = 1 ] || fail "lintian (its tags above)"
step "OK in ${SECONDS} s: ${GG_DEB:+given package (not built, no lintian), }${GG_DEB:-built, lintian clean, }installed, started from its desktop file, F1, CLI, Italian, removed and purged clean"
rm -rf "$work"
