#!/usr/bin/env bash
# bench.sh: run the Go benchmarks once each and print their custom metrics as one table.
#
#   scripts/bench.sh                 every package (what `make bench` runs after the gas diff)
#   scripts/bench.sh ./test/...      only some packages
#
# Each benchmark runs one iteration (-benchtime 1x); the ones that need more work per figure
# (bounties settled, cold index) do a fixed amount inside that iteration. Every package's run
# adds node/call's paired paid-vs-free calls (40,000 of each, one and two Go processors). The raw `go test`
# output is kept in $BENCH_OUT (default bin/bench.txt) for benchstat.
# Environment: GO (default go), BENCH_OUT, BENCH_TIMEOUT (default 20m), ANVIL (an anvil binary
# other than node_modules/.bin's).
set -euo pipefail
cd "$(dirname "$0")/.."

GO=${GO:-go}
out=${BENCH_OUT:-bin/bench.txt}
mkdir -p "$(dirname "$out")"
pkgs=("$@")
[[ ${#pkgs[@]} -eq 0 ]] && pkgs=(./...)

set +e
"$GO" test -run '^$' -bench . -benchtime 1x -timeout "${BENCH_TIMEOUT:-20m}" "${pkgs[@]}" 2>&1 | tee "$out"
status=${PIPESTATUS[0]}
# The paid call's p50 against the free call's (issue 20) needs many calls in one stretch: the
# paired benchmark, with one Go processor (the payment's own cost) and two (the scheduler's
# wake-ups in too), when every package is benchmarked.
if [[ "${pkgs[*]}" == "./..." ]]; then
  "$GO" test -run '^$' -bench '^BenchmarkPaidEcho$/paired' -benchtime 40000x -cpu 1,2 ./node/call/ 2>&1 | tee -a "$out"
  [[ ${PIPESTATUS[0]} -eq 0 ]] || status=1
fi
set -e

# Benchmark lines: name, iterations, then value/unit pairs. One row per metric other than the
# standard ones (ns/op is one whole run here, not a useful figure).
echo
echo "== benchmark summary ($(date -u +%Y-%m-%dT%H:%MZ), raw output in $out)"
awk '
  /^pkg: / { pkg = $2; sub(/^github.com\/agentsite\/agentsite\//, "", pkg) }
  /^Benchmark/ {
    name = $1; sub(/^Benchmark/, "", name)
    procs = 1; if (match(name, /-[0-9]+$/)) { procs = substr(name, RSTART + 1); sub(/-[0-9]+$/, "", name) }
    if (name ~ /paired/) name = name " (" procs " proc)"
    for (i = 3; i + 1 <= NF; i += 2) {
      unit = $(i + 1)
      if (unit == "ns/op" || unit == "B/op" || unit == "allocs/op") continue
      printf "%-22s %-58s %14s  %s\n", pkg, name, $i, unit
    }
  }' "$out"
exit "$status"
