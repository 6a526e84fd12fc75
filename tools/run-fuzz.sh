#!/usr/bin/env bash
# make fuzz: runs each libFuzzer target for FUZZ_SECONDS (default 300), seeded from the
# built-in lessons and the traces they write, with a dictionary of the schema's keys.
# Findings go to build-fuzz/run/findings; copy each into tests/data/fuzz-regressions
# once it is fixed, so tst_robustness replays it in every make test.
#   FUZZ_SECONDS=3600 make fuzz       a longer run
#   FUZZ_KEEP_GOING=1 make fuzz       go on past findings (fork mode), for long campaigns
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-300}
run=build-fuzz/run
mkdir -p "$run/corpus/scenario" "$run/corpus/trace" "$run/findings"
cp -n scenarios/*.json "$run/corpus/scenario/" 2>/dev/null || true
cp -n tests/data/fuzz-regressions/scenario/* "$run/corpus/scenario/" 2>/dev/null || true
cp -n tests/data/fuzz-regressions/trace/* "$run/corpus/trace/" 2>/dev/null || true
for lesson in eip-stock-check payment-out-of-order payment-ttl-expiry outbox-relay-at-least-once \
              saga-fraud-rejects-compensates partition-key-keeps-order retry-gives-up-on-age; do
  [ -f "$run/corpus/trace/$lesson.jsonl" ] || build/app/corrsim run "$lesson" --trace "$run/corpus/trace/$lesson.jsonl" >/dev/null || true
done
keep=()
if [ "${FUZZ_KEEP_GOING:-}" = 1 ]; then
  keep=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
fi
for target in fuzz_scenario fuzz_trace; do
  kind=${target#fuzz_}
  echo "== $target for ${seconds}s"
  build-fuzz/tests/fuzz/$target "$run/corpus/$kind" -dict=build-fuzz/scenario.dict \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="$run/findings/$target-" -print_final_stats=1 "${keep[@]}" \
    > "$run/$target.log" 2>&1 || echo "$target stopped on a finding: see $run/$target.log and $run/findings"
  grep -E "stat::number_of_executed_units|stat::average_exec_per_sec|cov: " "$run/$target.log" | tail -3
done
