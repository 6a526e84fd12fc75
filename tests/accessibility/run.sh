#!/usr/bin/env bash
# A screen reader's view of Corrsim at a predict pause (walk.py), on a real X server with
# a D-Bus session and the AT-SPI bus of at-spi2-core, as Orca would read it.
#   tests/accessibility/run.sh CORRSIM_BINARY SOURCE_DIR [LESSON LANGUAGE]
# LESSON defaults to eip-stock-check, LANGUAGE to English; another language runs the app
# with the system in that language and reads the lesson through its texts file.
set -euo pipefail
if [ -z "${CORRSIM_A11Y_SESSION:-}" ]; then
    CORRSIM_A11Y_SESSION=1 exec dbus-run-session -- "$0" "$@"
fi
app=$1
source_dir=$2
lesson=${3:-eip-stock-check}
language=${4:-en}
work=$(mktemp -d)
pids=()
cleanup() {
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

/usr/libexec/at-spi-bus-launcher --launch-immediately >"$work/bus.log" 2>&1 &
pids+=($!)
Xvfb -displayfd 3 -screen 0 1280x720x24 3>"$work/display" >"$work/xvfb.log" 2>&1 &
pids+=($!)
for _ in $(seq 50); do [ -s "$work/display" ] && break; sleep 0.1; done
export DISPLAY=":$(cat "$work/display")"
mkdir -p "$work/runtime" && chmod 700 "$work/runtime"
if [ "$language" = en ]; then locale=(LANGUAGE=en LANG=C.UTF-8); else locale=(LANGUAGE="$language" LANG="$language.UTF-8"); fi
env "${locale[@]}" XDG_RUNTIME_DIR="$work/runtime" XDG_CONFIG_HOME="$work/config" QT_QPA_PLATFORM=xcb \
    QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 "$app" --present "$lesson" >"$work/app.log" 2>&1 &
app_pid=$!
pids+=($app_pid)
words=()
[ "$language" = en ] || words=("$language" "$source_dir/scenarios/texts/$lesson.$language.json"
    "$source_dir/translations/corrsim_$language.ts")
/usr/bin/python3 "$source_dir/tests/accessibility/walk.py" "$source_dir/scenarios/$lesson.json" "$app_pid" "${words[@]}" ||
    { echo "--- app log"; cat "$work/app.log"; exit 1; }
