#!/usr/bin/env bash
# Score regression check: runs each submission over its fixed seed set at a
# stated time budget and fails when the total drops below the recorded
# baseline by more than the stated tolerance.
#
# Usage: scripts/check_scores.sh [--record] [--exec CMD] [GAME ...]   (default: every game)
#   --record    write the measured totals as the new baselines
#   --exec CMD  run CMD instead of build/<game> (one game only)
# Baselines: seeds/<game>/baseline.txt with lines
#   seeds=1..20  time_scale=0.1  tolerance=0.03  total=12345
# and optionally env=NAME=VALUE (one variable) for the solution, e.g. a mode
# that makes its play independent of the clock and so of the machine's load,
# and time_limit=MS (0 = none) for the tester's limit on such a mode.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${BUILD_DIR:-$ROOT/build}"

record=0
exec_override=""
games=()
while [ $# -gt 0 ]; do
  case "$1" in
    --record) record=1 ;;
    --exec) exec_override="$2"; shift ;;
    *) games+=("$1") ;;
  esac
  shift
done
[ ${#games[@]} -gt 0 ] || mapfile -t games < <("$BUILD/tester" games)  # every registered game
if [ -n "$exec_override" ] && [ ${#games[@]} -ne 1 ]; then
  echo "--exec needs exactly one game" >&2
  exit 2
fi

value() { sed -n "s/^$2=//p" "$1" | head -n 1; }

failures=0
printf "%-16s %10s %8s %14s %14s %9s  %s\n" game seeds scale baseline total change result
for game in "${games[@]}"; do
  file="$ROOT/seeds/$game/baseline.txt"
  if [ ! -f "$file" ]; then
    echo "no baseline for $game ($file)" >&2
    failures=$((failures + 1))
    continue
  fi
  seeds=$(value "$file" seeds)
  scale=$(value "$file" time_scale)
  tolerance=$(value "$file" tolerance)
  baseline=$(value "$file" total)
  extra_env=$(value "$file" env)
  # A fixed-effort mode (env=...) plays the same game however long it takes, so a
  # baseline may lift the time limit (time_limit=0): on a loaded machine the limit
  # would only turn slow seeds into failures, not change the score.
  limit=$(value "$file" time_limit)
  cmd="${exec_override:-$BUILD/$game}"
  out=$(env ${extra_env:+"$extra_env"} MM_TIME_SCALE="$scale" \
          "$BUILD/tester" "$game" --exec "$cmd" --seed "$seeds" \
          ${limit:+--time-limit "$limit"} --no-results --no-output --quiet)
  total=$(awk -F': ' '/Total Score/ {print $2}' <<<"$out")
  failed=$(awk -F': ' '/Failed Cases/ {print $2}' <<<"$out")
  if [ "$record" -eq 1 ]; then
    sed -i "s/^total=.*/total=$total/" "$file"
    grep -q '^total=' "$file" || echo "total=$total" >>"$file"
    result="recorded"
  else
    result=$(awk -v t="$total" -v b="$baseline" -v tol="$tolerance" -v f="$failed" \
      'BEGIN { floor = b - tol * (b < 0 ? -b : b); print (f == 0 && t >= floor) ? "ok" : "FAIL" }')
    [ "$result" = ok ] || failures=$((failures + 1))
    [ "$failed" = 0 ] || result="$result ($failed seeds failed)"
  fi
  change=$(awk -v t="$total" -v b="$baseline" 'BEGIN { if (b == 0) print "-"; else printf "%+.2f%%", 100 * (t - b) / (b < 0 ? -b : b) }')
  printf "%-16s %10s %8s %14s %14s %9s  %s\n" "$game" "$seeds" "$scale" "$baseline" "$total" "$change" "$result"
done
[ "$failures" -eq 0 ]
