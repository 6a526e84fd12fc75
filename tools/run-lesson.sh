#!/usr/bin/env bash
# `make run`: the GUI when there is a display, otherwise the lesson headless into ./out.
set -euo pipefail
corrsim=$1; lesson=$2
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec "$corrsim" "$lesson"
fi
mkdir -p out
echo "No display: running lesson '$lesson' headless."
set +e
"$corrsim" run "$lesson" --summary out/summary.json --trace out/trace.jsonl
rc=$?
set -e
echo "Summary: $(pwd)/out/summary.json"
echo "Trace:   $(pwd)/out/trace.jsonl"
exit $rc
