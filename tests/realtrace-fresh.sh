#!/usr/bin/env bash
# Records every flow of tools/realtrace anew from a real RabbitMQ (a private broker on
# 127.0.0.1, stopped at the end) and runs the import suite on the fresh files: the
# importer is judged on what the real exporters send today, not only on the files kept.
set -euo pipefail
source_dir=$1
suite=$2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$source_dir/tools/realtrace/record.sh" "$out" >"$out/record.log" 2>&1 || { cat "$out/record.log"; exit 1; }
CORRSIM_REALTRACE_DIR="$out" "$suite"
