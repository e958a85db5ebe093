#!/usr/bin/env bash
# The seal of a test run (build-aux/run-tests.sh): what keeps the tests away from the machine's
# own programs, folders and session.
#
#   seal.sh DIR               makes the run's scratch folder DIR: HOME and the XDG_* folders, a
#                             session bus configuration that can start only the accessibility bus,
#                             data folders with the icons, themes, MIME types and GSettings schemas
#                             of the system but none of its desktop handlers, and trip wires; writes
#                             the run's variables to DIR/env, one NAME=VALUE a line
#   seal.sh --unset-args      the `env` arguments that drop the variables leading to the user's
#                             session (bus, display, browser, desktop)
#   seal.sh --user-state HOME one line per folder of the user's that Gigogin would write (settings,
#                             recovery files, recent files): compared before and after the run
#
# A trip wire is the only handler of every usual address and file type (GIO's defaults in
# mimeapps.list) and stands in for the usual openers on PATH (xdg-open, browsers): when a test
# reaches one, it writes what it was asked to DIR/reached, and the run fails naming it.
set -eu

case "${1:-}" in
  --unset-args)
    for v in DBUS_SESSION_BUS_ADDRESS DISPLAY WAYLAND_DISPLAY XAUTHORITY BROWSER SESSION_MANAGER \
      AT_SPI_BUS_ADDRESS XDG_CURRENT_DESKTOP XDG_SESSION_DESKTOP XDG_SESSION_TYPE XDG_SESSION_ID \
      DESKTOP_SESSION GNOME_DESKTOP_SESSION_ID GIO_LAUNCHED_DESKTOP_FILE \
      GIO_LAUNCHED_DESKTOP_FILE_PID GTK_MODULES GTK_THEME GTK_USE_PORTAL GDK_DEBUG; do
      echo "-u"
      echo "$v"
    done
    exit 0
    ;;
  --user-state)
    home=$2
    for d in .config/gigogin .local/share/gigogin .local/state/gigogin .cache/gigogin; do
      if [ -e "$home/$d" ]; then
        echo "$home/$d: $(find "$home/$d" -printf '%P %s %T@\n' 2>/dev/null | sort | md5sum | cut -c1-12)"
      else
        echo "$home/$d: absent"
      fi
    done
    recent=$home/.local/share/recently-used.xbel
    echo "$recent: $(grep -c -i gigogin "$recent" 2>/dev/null || true) entries naming Gigogin"
    exit 0
    ;;
esac

dir=$1
mkdir -p "$dir"/{home/.config,home/.local/share,home/.local/state,home/.cache,runtime,share,xdg}
mkdir -p "$dir"/{bin,dbus-services,share/applications}
chmod 700 "$dir/runtime"

# The system's data the tests need; none of its applications/ (desktop handlers) or dbus-1/.
for d in icons themes mime glib-2.0 fonts pixmaps X11 gtk-4.0; do
  [ -e "/usr/share/$d" ] && ln -s "/usr/share/$d" "$dir/share/$d"
done

cat >"$dir/bin/gigogin-test-tripwire" <<EOF
#!/bin/sh
echo "a test started \$(basename "\$0") \$*: the machine's programs are sealed off from the tests" >>"$dir/reached"
exit 1
EOF
chmod +x "$dir/bin/gigogin-test-tripwire"
for p in xdg-open xdg-email sensible-browser x-www-browser www-browser gnome-www-browser \
  firefox firefox-esr chromium google-chrome gvfs-open kde-open exo-open evince eog; do
  ln -s gigogin-test-tripwire "$dir/bin/$p"
done
cat >"$dir/bin/gigogin-test-handler" <<EOF
#!/bin/sh
echo "a test asked the machine to open \$*: tests record addresses (gg_application_set_uri_opener) instead" >>"$dir/reached"
exit 1
EOF
chmod +x "$dir/bin/gigogin-test-handler"

types="x-scheme-handler/http x-scheme-handler/https x-scheme-handler/help x-scheme-handler/ghelp
  x-scheme-handler/mailto x-scheme-handler/ftp text/html application/xhtml+xml application/pdf
  image/png image/svg+xml image/jpeg text/plain application/json application/x-yaml
  inode/directory"
{
  echo "[Desktop Entry]"
  echo "Type=Application"
  echo "Name=Gigogin test trip wire"
  echo "Exec=$dir/bin/gigogin-test-handler %u"
  echo "MimeType=$(echo $types | tr ' ' ';');"
} >"$dir/share/applications/gigogin-test-handler.desktop"
{
  echo "[Default Applications]"
  for t in $types; do echo "$t=gigogin-test-handler.desktop"; done
} >"$dir/home/.config/mimeapps.list"

# The accessibility bus (GTK asks for it) is the one service the run's bus can start.
a11y=/usr/share/dbus-1/services/org.a11y.Bus.service
[ -f "$a11y" ] && cp "$a11y" "$dir/dbus-services/"
cat >"$dir/session.conf" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <keep_umask/>
  <listen>unix:tmpdir=$dir/runtime</listen>
  <auth>EXTERNAL</auth>
  <servicedir>$dir/dbus-services</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
EOF

cat >"$dir/env" <<EOF
HOME=$dir/home
XDG_CONFIG_HOME=$dir/home/.config
XDG_DATA_HOME=$dir/home/.local/share
XDG_STATE_HOME=$dir/home/.local/state
XDG_CACHE_HOME=$dir/home/.cache
XDG_RUNTIME_DIR=$dir/runtime
XDG_DATA_DIRS=$dir/share
XDG_CONFIG_DIRS=$dir/xdg
PATH=$dir/bin:$PATH
GSETTINGS_BACKEND=memory
GIO_USE_VFS=local
GIO_USE_VOLUME_MONITOR=unix
GDK_BACKEND=x11
EOF
