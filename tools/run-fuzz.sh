#!/usr/bin/env bash
# make fuzz: runs each libFuzzer target for FUZZ_SECONDS (default 300), seeded from the
# built-in lessons and the traces they write (both formats), with a dictionary of the
# schema's keys. Four targets, one per reader: fuzz_scenario (the scenario loader, and
# the run's traces read back), fuzz_trace_jsonl, fuzz_trace_binary, and fuzz_spans (OTLP,
# Jaeger and Zipkin spans imported, seeded from the real recordings of tools/realtrace).
# Findings go to build-fuzz/run/findings; copy each into tests/data/fuzz-regressions
# once it is fixed, so tst_robustness replays it in every make test.
#   FUZZ_SECONDS=3600 make fuzz       a longer run
#   FUZZ_TARGETS="fuzz_trace_binary"  only those targets
#   make fuzz-campaign                a long campaign (FUZZ_CAMPAIGN=1): each target in
#                                     fork mode on every core for FUZZ_SECONDS (default
#                                     3600), going on past findings; one table row per
#                                     target is printed and kept in
#                                     build-fuzz/run/campaigns.md, for docs/robustness.md
set -euo pipefail
cd "$(dirname "$0")/.."
campaign=${FUZZ_CAMPAIGN:-}
seconds=${FUZZ_SECONDS:-$([ -n "$campaign" ] && echo 3600 || echo 300)}
targets=${FUZZ_TARGETS:-fuzz_scenario fuzz_trace_jsonl fuzz_trace_binary fuzz_spans}
run=build-fuzz/run
mkdir -p "$run/corpus/scenario" "$run/corpus/jsonl" "$run/corpus/ctrace" "$run/corpus/spans" "$run/findings"
cp -n scenarios/*.json "$run/corpus/scenario/" 2>/dev/null || true
cp -n tests/data/fuzz-regressions/scenario/* "$run/corpus/scenario/" 2>/dev/null || true
cp -n tests/data/fuzz-regressions/trace/*.jsonl "$run/corpus/jsonl/" 2>/dev/null || true
cp -n tests/data/fuzz-regressions/trace/*.ctrace "$run/corpus/ctrace/" 2>/dev/null || true
# Spans as real exporters sent them (tools/realtrace), and Corrsim's own OTLP export.
cp -n tests/data/realtrace/*.otlp.jsonl tests/data/realtrace/*.zipkin.json "$run/corpus/spans/" 2>/dev/null || true
cp -n tests/data/exports/*.otlp.json tests/data/fuzz-regressions/spans/* "$run/corpus/spans/" 2>/dev/null || true
for lesson in eip-stock-check payment-out-of-order payment-ttl-expiry outbox-relay-at-least-once \
              saga-fraud-rejects-compensates partition-key-keeps-order retry-gives-up-on-age \
              payment-claim-race inbox-dedup-exactly-once-effect; do
  for format in jsonl ctrace; do
    for file in "$lesson.$format" "$lesson.$format.gz"; do # each trace reader also reads gzip
      [ -f "$run/corpus/$format/$file" ] ||
        build/app/corrsim run "$lesson" --trace "$run/corpus/$format/$file" >/dev/null || true
    done
  done
done
options=()
if [ -n "$campaign" ]; then
  options=(-fork="$(nproc)" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
fi
corpusOf() {
  case $1 in
    fuzz_scenario) echo scenario ;;
    fuzz_trace_jsonl) echo jsonl ;;
    fuzz_trace_binary) echo ctrace ;;
    fuzz_spans) echo spans ;;
  esac
}
for target in $targets; do
  corpus=$(corpusOf "$target")
  log="$run/$target.log"
  before=$(ls "$run/findings")
  echo "== $target for ${seconds}s${campaign:+ (campaign, fork mode on $(nproc) cores)}"
  build-fuzz/tests/fuzz/$target "$run/corpus/$corpus" -dict=build-fuzz/scenario.dict \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="$run/findings/$target-" -print_final_stats=1 "${options[@]}" \
    > "$log" 2>&1 || echo "$target stopped on a finding: see $log and $run/findings"
  # A timeout on a shared machine can be the fuzzer waiting for a core (a build beside
  # it): each is run again alone, and one that then ends within 10 s of CPU time (a
  # limit the wait for a core does not count against) is a stall, kept in
  # $run/stalls, not a finding.
  stalls=0
  for f in $(comm -13 <(sort <<<"$before") <(ls "$run/findings" | sort)); do
    case $f in *-timeout-* | *-slow-unit-*) ;; *) continue ;; esac
    if (ulimit -t 10 && timeout 600 "build-fuzz/tests/fuzz/$target" "$run/findings/$f" >/dev/null 2>&1); then
      mkdir -p "$run/stalls"
      mv "$run/findings/$f" "$run/stalls/"
      stalls=$((stalls + 1))
    fi
  done
  findings=$(comm -13 <(sort <<<"$before") <(ls "$run/findings" | sort) | grep -c . || true)
  if [ -n "$campaign" ]; then
    # Fork mode's status lines: "#EXECS: cov: C ft: F corp: N exec/s R oom/timeout/crash: a/b/c time: Ts ..."
    last=$(grep -E '^#[0-9]+: cov:' "$log" | tail -1)
    execs=$(sed -E 's/^#([0-9]+):.*/\1/' <<<"$last")
    cov=$(sed -E 's/.* cov: ([0-9]+).*/\1/' <<<"$last")
    ft=$(sed -E 's/.* ft: ([0-9]+).*/\1/' <<<"$last")
    corp=$(sed -E 's/.* corp: ([0-9]+).*/\1/' <<<"$last")
    failed=$(sed -E 's/.*oom\/timeout\/crash: ([0-9]+\/[0-9]+\/[0-9]+).*/\1/' <<<"$last")
    time=$(sed -E 's/.* time: ([0-9]+)s.*/\1/' <<<"$last")
    rate=$(( execs / (time > 0 ? time : 1) ))
    [ "$stalls" -gt 0 ] && failed="$failed ($stalls stalls: each ran alone within 10 s of CPU)"
    row="| $(date -u +%F) | $target | $time s | $execs | $rate/s | $cov | $ft | $corp | $failed | $findings |"
    [ -f "$run/campaigns.md" ] ||
      echo "| date | target | time | executions | rate | coverage (edges) | features | corpus | oom/timeout/crash | new findings |" > "$run/campaigns.md"
    echo "$row" >> "$run/campaigns.md"
    echo "$row"
  else
    grep -E "stat::number_of_executed_units|stat::average_exec_per_sec|cov: " "$log" | tail -3
  fi
done
