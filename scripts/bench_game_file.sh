#!/usr/bin/env bash
# The runner's own cost on a game file (docs/any_game.md), with an external
# tester that answers at once: one step, `/bin/echo "Score = SEED"`. The floor
# is the same command run by hand in a shell loop, its output captured as the
# tester captures it. Prints the seconds for CASES cases each way, the runner's
# added wall time per case over the loop, and the speed-up of --threads 2 over 1.
# Usage: scripts/bench_game_file.sh [CASES] [REPEATS]   (defaults 2000 and 3; the
# best of the repeats is kept, as the quietest)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${BUILD_DIR:-$ROOT/build}"
CASES="${1:-2000}"
REPEATS="${2:-3}"
"$ROOT/scripts/build.sh" >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/instant.toml" <<'EOF'
name = "instant"
objective = "max"
[[step]]
run = ["/bin/echo", "Score = {seed}"]
EOF

seconds() { # COMMAND...: the wall seconds of the quickest of REPEATS runs
  local best="" start end took
  for _ in $(seq "$REPEATS"); do
    start=$(date +%s.%N)
    "$@" >/dev/null
    end=$(date +%s.%N)
    took=$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')
    best=$(awk -v a="$best" -v b="$took" 'BEGIN { print (a == "" || b < a) ? b : a }')
  done
  echo "$best"
}
by_hand() {
  local out
  for seed in $(seq "$CASES"); do out=$(/bin/echo "Score = $seed"); done
  : "$out"
}
tester() { # THREADS
  "$BUILD/tester" --game-file "$work/instant.toml" --exec true --seed "1..$CASES" \
    --threads "$1" --results "$work/results" --no-source --quiet --progress none
}

loop=$(seconds by_hand)
one=$(seconds tester 1)
two=$(seconds tester 2)
awk -v n="$CASES" -v loop="$loop" -v one="$one" -v two="$two" 'BEGIN {
  printf "%d cases, an external tester that answers at once (/bin/echo)\n", n
  printf "%-28s %8.2f s  %6.3f ms a case\n", "shell loop, by hand", loop, 1000 * loop / n
  printf "%-28s %8.2f s  %6.3f ms a case\n", "tester --threads 1", one, 1000 * one / n
  printf "%-28s %8.2f s  %6.3f ms a case\n", "tester --threads 2", two, 1000 * two / n
  printf "added by the runner, one thread: %.3f ms a case\n", 1000 * (one - loop) / n
  printf "--threads 2 over 1: %.2fx\n", one / two
}'
