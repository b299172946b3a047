#!/usr/bin/env bash
# invariant-runs.sh: run the invariant suite and sum what its runs reached.
#
#   scripts/invariant-runs.sh [runs] [depth] [test pattern]   defaults: 50 200 invariant
#
# Every run's afterInvariant appends one line of per-handler counts (ok/refused/skipped) to
# $INVARIANT_RUN_LOG (contracts/cache/invariant-runs.log, rewritten here). Prints the share of
# runs that reached a ruling (resolve), a withdrawal after unbonding (withdrawStake) and an expiry
# (expire.Open or expire.Claimed), then every handler's counts summed over all runs.
# Environment: FORGE (default node_modules/.bin/forge).
set -euo pipefail
cd "$(dirname "$0")/.."

FORGE=${FORGE:-node_modules/.bin/forge}
runs=${1:-50}
depth=${2:-200}
pattern=${3:-invariant}
log=contracts/cache/invariant-runs.log
mkdir -p contracts/cache
rm -f "$log"

INVARIANT_RUN_LOG=$log FOUNDRY_INVARIANT_RUNS=$runs FOUNDRY_INVARIANT_DEPTH=$depth \
  "$FORGE" test --match-path contracts/test/Invariants.t.sol --mt "$pattern" | grep -E '^\[|Suite result'

awk '
$1 == "run" {
  n++
  delete ok
  for (i = 2; i <= NF; i++) {
    split($i, kv, "="); split(kv[2], c, "/")
    ok[kv[1]] = c[1]; sum_ok[kv[1]] += c[1]; sum_ref[kv[1]] += c[2]; sum_skip[kv[1]] += c[3]
  }
  if (ok["resolve"] > 0) resolve++
  if (ok["withdrawStake"] > 0) withdraw++
  if (ok["expire.Open"] + ok["expire.Claimed"] > 0) expire++
}
END {
  if (n == 0) { print "no runs logged"; exit 1 }
  printf "runs %d: resolve %d (%.0f%%), withdrawStake after unbonding %d (%.0f%%), expire %d (%.0f%%)\n",
    n, resolve, 100 * resolve / n, withdraw, 100 * withdraw / n, expire, 100 * expire / n
  printf "%-26s %8s %8s %8s\n", "handler", "ok", "refused", "skipped"
  for (k in sum_ok) printf "%-26s %8d %8d %8d\n", k, sum_ok[k], sum_ref[k], sum_skip[k] | "sort"
}' "$log"
