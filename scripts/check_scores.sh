#!/usr/bin/env bash
# Score regression check: runs each submission over its fixed seed set at a
# stated time budget and compares it with the recorded baseline run, case by
# case. A game fails when the paired 95 % interval of the per-case difference
# says worse and its mean drop exceeds the stated margin, when the total drops
# below the baseline's by more than the tolerance, or when any seed fails.
#
# Usage: scripts/check_scores.sh [--record] [--exec CMD] [GAME ...]   (default: every game)
#   --record    record the measured runs as the new baselines
#   --exec CMD  run CMD instead of build/<game> (one game only)
# Baselines: seeds/<game>/baseline.txt with lines
#   seeds=1..20  time_scale=0.1  tolerance=0.03  margin=0.01  total=12345
# and optionally env=NAME=VALUE (one variable) for the solution, e.g. a mode
# that makes its play independent of the clock and so of the machine's load,
# and time_limit=MS (0 = none) for the tester's limit on such a mode.
# seeds/<game>/baseline.json is the baseline run itself (the per-seed scores),
# as the tester recorded it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${BUILD_DIR:-$ROOT/build}"
TESTER="$BUILD/tester"

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
[ ${#games[@]} -gt 0 ] || mapfile -t games < <("$TESTER" games)  # every registered game
if [ -n "$exec_override" ] && [ ${#games[@]} -ne 1 ]; then
  echo "--exec needs exactly one game" >&2
  exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

value() { sed -n "s/^$2=//p" "$1" | head -n 1; }

# Plays a game's seed set as its baseline says; prints the run file it recorded.
play() {
  local game=$1 file=$2 cmd=$3 tag=$4
  local seeds scale extra_env limit
  seeds=$(value "$file" seeds)
  scale=$(value "$file" time_scale)
  extra_env=$(value "$file" env)
  # A fixed-effort mode (env=...) plays the same game however long it takes, so a
  # baseline may lift the time limit (time_limit=0): on a loaded machine the limit
  # would only turn slow seeds into failures, not change the score.
  limit=$(value "$file" time_limit)
  env ${extra_env:+"$extra_env"} MM_TIME_SCALE="$scale" \
    "$TESTER" "$game" --exec "$cmd" --seed "$seeds" ${limit:+--time-limit "$limit"} \
    --results "$work/$tag" --tag "$tag" --no-output --quiet >"$work/$tag.out" ||
    [ $? -eq 1 ] || return 1  # 1: a seed could not be started, counted as failed below
  ls "$work/$tag/$game"/*.json
}

# "mean low high verdict" of the run against the baseline run, in % per case.
interval() {
  "$TESTER" compare "$1" "$2" --json --results "$work/none" 2>/dev/null |
    jq -r '.runs[1].interval | "\(.mean) \(.low) \(.high) \(.verdict)"'
}

failures=0
printf "%-15s %8s %6s %12s %12s %8s  %-34s %s\n" game seeds scale baseline total change \
  "per case vs baseline (95 %)" result
for game in "${games[@]}"; do
  file="$ROOT/seeds/$game/baseline.txt"
  baseline_run="$ROOT/seeds/$game/baseline.json"
  if [ ! -f "$file" ]; then
    echo "no baseline for $game ($file)" >&2
    failures=$((failures + 1))
    continue
  fi
  tag=candidate
  [ "$record" -eq 0 ] || tag=baseline
  if ! run=$(play "$game" "$file" "${exec_override:-$BUILD/$game}" "$game-$tag"); then
    echo "$game: the tester did not finish the run (see its message above)" >&2
    failures=$((failures + 1))
    continue
  fi
  total=$(awk -F': ' '/Total Score/ {print $2}' "$work/$game-$tag.out")
  failed=$(awk -F': ' '/Failed Cases/ {print $2}' "$work/$game-$tag.out")
  baseline=$(value "$file" total)
  tolerance=$(value "$file" tolerance)
  margin=$(value "$file" margin)
  margin=${margin:-0.01}
  if [ "$record" -eq 1 ]; then
    sed -i "s/^total=.*/total=$total/" "$file"
    grep -q '^total=' "$file" || echo "total=$total" >>"$file"
    cp "$run" "$baseline_run"
    result="recorded"
    ci="-"
  elif [ ! -f "$baseline_run" ]; then
    result="FAIL (no $baseline_run: record one with --record)"
    ci="-"
    failures=$((failures + 1))
  else
    read -r mean low high verdict < <(interval "$baseline_run" "$run")
    ci=$(awk -v m="$mean" -v l="$low" -v h="$high" -v v="$verdict" \
      'BEGIN { if (l == "null") printf "%+.2f%% %s", m, v; else printf "%+.2f%% [%+.2f, %+.2f] %s", m, l, h, v }')
    result=$(awk -v t="$total" -v b="$baseline" -v tol="$tolerance" -v f="$failed" \
      -v m="$mean" -v v="$verdict" -v margin="$margin" 'BEGIN {
        floor = b - tol * (b < 0 ? -b : b)
        why = ""
        if (v == "worse" && m < -100 * margin) why = why sprintf(", worse by more than %g%%", 100 * margin)
        if (t < floor) why = why sprintf(", total below the %g%% tolerance", 100 * tol)
        if (f != 0) why = why sprintf(", %s seeds failed", f)
        print why == "" ? "ok" : "FAIL (" substr(why, 3) ")" }')
    [ "$result" = ok ] || failures=$((failures + 1))
  fi
  change=$(awk -v t="$total" -v b="$baseline" 'BEGIN { if (b == 0) print "-"; else printf "%+.2f%%", 100 * (t - b) / (b < 0 ? -b : b) }')
  printf "%-15s %8s %6s %12s %12s %8s  %-34s %s\n" "$game" "$(value "$file" seeds)" \
    "$(value "$file" time_scale)" "$baseline" "$total" "$change" "$ci" "$result"
done
[ "$failures" -eq 0 ]
