#!/usr/bin/env bash
# The Debian package as a lab administrator meets it: lintian finds no error and no
# warning; apt-get installs it with its dependencies; the program runs a lesson from
# /usr/bin; man corrsim shows the manual; tab completion offers the commands, a
# command's options and a lesson's variants; the menu entry is valid and opens
# Corrsim's files (the MIME types registered); apt-get purge leaves nothing behind.
#   tests/package-install.sh BUILD_DIR
# Makes the package from what BUILD_DIR built (cpack), then checks it. Needs root (it
# installs into /usr): make test runs it as ctest's tst_package_install.
set -euo pipefail
fail() { echo "package-install: $*" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || fail "needs root to install the package"
export DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8
build=$(realpath "$1")
echo "== cpack"
rm -f "$build"/corrsim_*.deb
(cd "$build" && cpack -G DEB >/dev/null) || fail "cpack"
deb=$(ls "$build"/corrsim_*.deb)

echo "== lintian"
# Info tags are listed, not failed on (docs/desktop-app.md#installing says which and why).
lintian --fail-on error,warning --display-info "$deb" 2>&1 | grep -v '^running with root' || fail "lintian"

# A package left from an interrupted run would hide what this one installs.
dpkg-query -W corrsim >/dev/null 2>&1 && apt-get purge -y -qq corrsim >/dev/null
before=$(mktemp) after=$(mktemp)
# A failed check must not leave the package installed for the next run to meet.
trap 'rm -f "$before" "$after"; dpkg-query -W corrsim >/dev/null 2>&1 && apt-get purge -y -qq corrsim >/dev/null' EXIT
find /usr /etc -xdev \( -type f -o -type l \) 2>/dev/null | grep -v '^/usr/lib/python' | sort >"$before"

echo "== apt-get install $deb"
apt-get install -y -qq "$deb" >/dev/null || fail "apt-get install"
[ "$(command -v corrsim)" = /usr/bin/corrsim ] || fail "corrsim is not /usr/bin/corrsim"

echo "== /usr/bin/corrsim run eip-stock-check"
out=$(cd /tmp && env -u DISPLAY /usr/bin/corrsim run eip-stock-check) || fail "corrsim run exited $?"
grep -q "expectations held" <<<"$out" || fail "no verdict: $out"
/usr/bin/corrsim validate /usr/share/corrsim/lessons/payment-claim-race.json >/dev/null || fail "an installed lesson"
schema=$(sed -n 's/.*"\$schema": *"\([^"]*\)".*/\1/p' /usr/share/corrsim/lessons/payment-claim-race.json)
[ -f "/usr/share/corrsim/lessons/$schema" ] || fail "an installed lesson's \$schema ($schema) leads to no file"

echo "== man corrsim"
# Each producer's output is read whole before it is searched: grep -q stopping early would
# give the producer SIGPIPE, and pipefail a false failure.
if grep -qs 'path-exclude=/usr/share/man' /etc/dpkg/dpkg.cfg.d/*; then
    # A slim image tells dpkg to drop every manual page: read the package's own.
    echo "(this system's dpkg drops manual pages: reading the one in the package)"
    page=$(mktemp -d)
    dpkg-deb -x "$deb" "$page"
    manual=$(man -P cat -l "$page"/usr/share/man/man1/corrsim.1.gz 2>/dev/null) || fail "man -l exited $?"
    rm -rf "$page"
else
    manual=$(man -P cat corrsim 2>/dev/null) || fail "man corrsim exited $?"
fi
grep -q "corrsim explore" <<<"$manual" || fail "man corrsim shows no manual"
grep -q -- "--max-faults" <<<"$manual" || fail "man corrsim lacks explore's options"

echo "== bash completion"
complete_words() { # the words offered for a command line whose last word is being typed
    bash -c 'source /usr/share/bash-completion/bash_completion
             source /usr/share/bash-completion/completions/corrsim
             COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
             _corrsim; printf "%s\n" "${COMPREPLY[@]}"' _ "$@"
}
offers() { # offers WORD COMMAND-LINE...: WORD is among the completions
    local want=$1 words
    shift
    words=$(complete_words "$@")
    grep -qx -- "$want" <<<"$words"
}
offers explore corrsim ex || fail "no command completed from 'ex'"
offers --max-faults corrsim explore --max-f || fail "no option of explore completed"
offers payment-claim-race corrsim run payment-claim- || fail "no lesson name completed"
offers same-order-twice corrsim run eip-id-strategies --variant '' || fail "no variant of eip-id-strategies completed"
offers no-lost-pending corrsim run x --check no-lost || fail "no check completed"

echo "== menu entry and file types"
desktop=/usr/share/applications/org.corrsim.Corrsim.desktop
desktop-file-validate "$desktop" || fail "the menu entry"
grep -q "application/x-corrsim-scenario=org.corrsim.Corrsim.desktop" /usr/share/applications/mimeinfo.cache ||
    fail "the scenario type is not associated with Corrsim (mimeinfo.cache)"
[ -f /usr/share/mime/application/x-corrsim-scenario.xml ] || fail "the scenario MIME type is not registered"
sample=$(mktemp --suffix=.json)
cp /usr/share/corrsim/lessons/eip-stock-check.json "$sample"
type=$(gio info -a standard::content-type "$sample" | awk '/content-type/ { print $2 }')
rm -f "$sample"
[ "$type" = application/x-corrsim-scenario ] || fail "a lesson file is $type, not application/x-corrsim-scenario"
handlers=$(gio mime application/x-corrsim-scenario)
grep -q "Default application.*org.corrsim.Corrsim.desktop" <<<"$handlers" || fail "gio opens scenarios elsewhere: $handlers"

echo "== apt-get purge corrsim"
apt-get purge -y -qq corrsim >/dev/null || fail "apt-get purge"
[ ! -e /usr/bin/corrsim ] || fail "/usr/bin/corrsim left"
for d in /usr/share/corrsim /usr/share/doc/corrsim; do [ ! -e "$d" ] || fail "$d left"; done
grep -q corrsim /usr/share/applications/mimeinfo.cache && fail "mimeinfo.cache still names Corrsim"
[ ! -e /usr/share/mime/application/x-corrsim-scenario.xml ] || fail "the MIME type is still registered"
find /usr /etc -xdev \( -type f -o -type l \) 2>/dev/null | grep -v '^/usr/lib/python' | sort >"$after"
left=$(comm -13 "$before" "$after")
[ -z "$left" ] || fail "files left behind: $left"
echo "package-install: $(basename "$deb"): lintian clean, installed, ran, manual, completion, menu and types, purged clean"
